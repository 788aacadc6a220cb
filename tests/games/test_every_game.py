"""The property test every registered game must pass (architecture: Tests).

Random playouts finish without exceptions, conserve their card counts,
replay from their save to the identical state hash, and the same seed gives
the same game.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine import Chance, Match, Seat, bot_choose, load_save

from .playouts import every_option_setup
from .playouts import play_out as every_option_play_out

GAME_IDS = [g.id for g in engine.all_games()]
MAX_DECISIONS = 20_000


def play_out(game_id: str, players: int, seed: int, bot: str, check_counts: bool = True) -> Match:
    match = Match(game_id, tuple(Seat(f"P{i}", bot) for i in range(players)), {}, seed)
    dice = Chance(seed + 1)
    start = match.state.counts()
    for _ in range(MAX_DECISIONS):
        decision = match.decision
        if decision is None:
            break
        match.play(bot_choose(bot, match.game, match.state, decision, dice))
        if check_counts:
            assert match.state.counts() == start
    return match


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**63 - 1), bot=st.sampled_from(["random", "greedy"]), data=st.data())
def test_random_playouts_finish_conserve_and_replay(game_id, seed, bot, data):
    game = engine.get(game_id)
    players = data.draw(st.integers(game.min_players, game.max_players))
    match = play_out(game_id, players, seed, bot)
    assert match.over, "the game did not finish"
    assert match.result() is not None
    again = load_save(match.save())
    assert again.state_hash() == match.state_hash()
    for seat in range(players):
        view = match.view(seat)
        assert isinstance(view, dict) and "log" in view


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_same_game(game_id):
    game = engine.get(game_id)
    a = play_out(game_id, game.max_players, 4242, "random", check_counts=False)
    b = play_out(game_id, game.max_players, 4242, "random", check_counts=False)
    assert a.state_hash() == b.state_hash() and a.log == b.log
    c = play_out(game_id, game.max_players, 4243, "random", check_counts=False)
    assert c.state_hash() != a.state_hash()


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**63 - 1), cut=st.integers(0, 400), pos=st.integers(0, 10_000), char=st.sampled_from("A_-z9")
)
def test_mutated_real_saves_load_or_fail_clearly(game_id, seed, cut, pos, char):
    game = engine.get(game_id)
    match = play_out(game_id, game.max_players, seed % 1000, "random", check_counts=False)
    text = match.save()
    pos %= len(text)
    for damaged in (text[: len(text) - cut % len(text)], text[:pos] + char + text[pos + 1 :]):
        try:
            load_save(damaged)
        except engine.SaveError as exc:
            assert str(exc)


@pytest.mark.parametrize("bot", ["random", "greedy"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_and_player_count_plays_to_the_end(game_id, bot):
    """No option, alone or mixed with others, lets a game loop: every value of every
    option and every player count is played out by each kind of computer player
    (a loop inside one move fails the test instead of hanging it: playouts.move_deadline)."""
    game = engine.get(game_id)
    for n, (players, options) in enumerate(every_option_setup(game, Chance(99))):
        seats = tuple(Seat(f"P{i}", bot) for i in range(players))
        match = every_option_play_out(game_id, seats, options, 500 + n, bot=bot)
        assert match.over, f"{game_id} {players}p {options}: no end after {len(match.log)} moves"
        assert match.result() is not None
