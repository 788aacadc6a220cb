"""Whole games: random legal play ends every game within a bound, keeps every card and die,
replays from its save, and never lets undo reveal anything (the generic tests' checks, run on
the fixture content until the shipped dungeon sheets land and the game is registered)."""

from __future__ import annotations

import pytest

from engine import Chance, Choice, Match, Seat, bot_choose, load_save
from engine.core.registry import register
from engine.games.dungeon_fighter import make_game, make_state
from engine.games.dungeon_fighter.bot import score_options
from engine.games.dungeon_fighter.outcome import hit, miss

from ..test_player_words import faults
from ..test_undo_never_reveals import UndoWatcher, seats_for
from .df_helpers import fixture_state

SAVE_INT = 2**53  # a save holds move values a browser holds exactly (engine/core/codec.py)
HEROES = ("torm", "randolph", "goldfinga", "ulla", "bram")
MAX_DECISIONS = 3000
FIXTURE_GAME = register(make_game("fixtures"))


def random_outcome(dice: Chance):
    """A random judged throw: mostly hits, sometimes the icon, every miss reason."""
    face = "icon" if dice.below(3) == 0 else "blank"
    if dice.below(10) < 7:
        return hit((1, 2, 3, 4, 5, 10)[dice.below(6)], face, dice.below(3))
    return miss(("outside", "bone", "hole", "no_bounce", "requirement:blind")[dice.below(5)], face)


@pytest.mark.parametrize("seed", range(30))
def test_R_DF_030_060_184_random_play_with_injected_throws_always_ends(seed):
    players = 1 + seed % 5
    s = fixture_state(HEROES[:players], monster=None, seed=seed, difficulty=("easy", "normal", "insane")[seed % 3])
    play_injected(s, Chance(seed))


@pytest.mark.parametrize("seed", range(24))
def test_R_DF_005_016_the_shipped_decks_play_to_the_end_at_every_size_and_difficulty(seed):
    players = 1 + seed % 6
    seats = tuple(Seat(f"P{i}") for i in range(players))
    s = make_state(seats, {"difficulty": ("easy", "normal", "insane")[seed % 3]}, Chance(seed))
    play_injected(s, Chance(seed + 100))


def play_injected(s, dice: Chance) -> None:
    """Random or greedy legal choices, throws injected; the dice and cards are always all somewhere."""
    start = s.counts()
    for _ in range(MAX_DECISIONS):
        d = s.decision()
        if d is None:
            break
        if dice.below(2):
            scores = score_options(s.view(d.player), d)
            index = max(range(len(scores)), key=lambda i: (scores[i], -i))
        else:
            index = dice.below(len(d.options))
        if d.options[index].params:
            s.inject_outcomes([random_outcome(dice)])
            s.apply(index, (0,) * len(d.options[index].params))
        else:
            s.apply(index, ())
        assert s.counts() == start
        for text in (d.prompt, *(o.label for o in d.options)):
            assert not faults(text), text
    assert s.decision() is None, "the game did not end"
    assert s.result() is not None
    for line in s.log:
        assert not faults(line), line


def choose(bot: str, match: Match, dice: Chance) -> Choice:
    """The platform bot's move: a gesture's packed placement (up to ~7e15) is a value a save holds."""
    choice = bot_choose(bot, match.game, match.state, match.decision, dice)
    assert all(abs(v) < SAVE_INT for v in choice.params)
    return choice


@pytest.mark.parametrize("seed,players,bot", [(1, 1, "random"), (2, 3, "greedy"), (3, 5, "random"), (4, 4, "greedy")])
def test_R_DF_089_physics_games_end_and_replay_from_their_save(seed, players, bot):
    match = Match(FIXTURE_GAME, tuple(Seat(f"P{i}", bot) for i in range(players)), {}, seed)
    dice = Chance(seed + 1)
    start = match.state.counts()
    while match.decision is not None and len(match.log) < MAX_DECISIONS:
        match.play(choose(bot, match, dice))
        assert match.state.counts() == start
    assert match.over and match.result() is not None
    assert match.state.throw_k > 0
    again = load_save(match.save())
    assert again.state_hash() == match.state_hash()
    twin = Match(FIXTURE_GAME, match.seats, {}, seed)
    for choice in match.log:
        twin.play(choice)
    assert twin.state_hash() == match.state_hash()


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_undo_never_reveals_a_throw_or_a_card(seed):
    players = 1 + seed % 5  # the fixtures hold five heroes
    seats = seats_for(players, seed)
    watcher = UndoWatcher(Match(FIXTURE_GAME, seats, {}, seed))
    match = Match(FIXTURE_GAME, seats, {}, seed)
    dice = Chance(seed ^ 0x5EED)
    while match.decision is not None and len(match.log) < MAX_DECISIONS:
        match.play(choose("random", match, dice))
        watcher.after_move(match)
    assert match.over and watcher.offers > 0
