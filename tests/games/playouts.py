"""Random playouts over every game, player count and option, shared by the generic tests.

A game whose rules loop inside one move would hang a test forever instead of
failing it, so every move runs under an alarm (`move_deadline`): a stuck move
fails the test, naming the game, its options and the move.
"""

from __future__ import annotations

import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import engine
from engine import Chance, Match, Seat, bot_choose
from engine.core.match import MAX_MOVES

SECONDS_PER_MOVE = 20  # far beyond any real move (the slowest bot move is ~0.2 s)


def allowed_variants(game: engine.Game, players: int) -> list[engine.Variant]:
    """The variants the new-game form offers for this many players."""
    return [v for v in game.variants if v.players is None or v.players[0] <= players <= v.players[1]]


def random_options(game: engine.Game, players: int, dice: Chance) -> dict[str, Any]:
    """A random value for every option offered at this player count, drawn again until
    the game accepts the combination (some exclude each other: two heroes alike...)."""
    seats = tuple(Seat(f"P{i}") for i in range(players))
    for _ in range(100):
        options = {v.key: dice.pick(v.choices) for v in allowed_variants(game, players)}
        try:
            game.new_state(seats, game.normalize_options(seats, options), Chance(0))
        except engine.OptionsError:
            continue
        return options
    return {}


def every_option_setup(game: engine.Game, dice: Chance) -> Iterator[tuple[int, dict[str, Any]]]:
    """(players, options) covering every value of every option at least once, the
    other options random, and every player count at least once."""
    for players in range(game.min_players, game.max_players + 1):
        yield players, random_options(game, players, dice)
    for variant in game.variants:
        low, high = variant.players or (game.min_players, game.max_players)
        for value in variant.choices:
            players = low + dice.below(high - low + 1)
            for _ in range(100):
                options = random_options(game, players, dice)
                options[variant.key] = value
                try:
                    seats = tuple(Seat(f"P{i}") for i in range(players))
                    game.new_state(seats, game.normalize_options(seats, options), Chance(0))
                except engine.OptionsError:
                    continue
                yield players, options
                break


@contextmanager
def move_deadline(what: str) -> Iterator[None]:
    """Fail (instead of hanging) when one move takes longer than SECONDS_PER_MOVE."""

    def stuck(signum: int, frame: Any) -> None:
        raise AssertionError(f"{what}: one move ran for {SECONDS_PER_MOVE} s (a loop in the rules?)")

    previous = signal.signal(signal.SIGALRM, stuck)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def play_out(
    game_id: str,
    seats: tuple[Seat, ...],
    options: dict[str, Any],
    seed: int,
    *,
    bot: str = "random",
    after_move: Callable[[Match], None] | None = None,
    limit: int = MAX_MOVES,
) -> Match:
    """Play a whole game, every seat (people too) moved by `bot`; `after_move` sees each step."""
    match = Match(game_id, seats, options, seed)
    dice = Chance(seed ^ 0x5EED)
    what = f"{game_id} {len(seats)}p {options} seed {seed}"
    with move_deadline(what):
        for _ in range(limit):
            decision = match.decision
            if decision is None:
                break
            choice = bot_choose(bot, match.game, match.state, decision, dice)
            signal.setitimer(signal.ITIMER_REAL, SECONDS_PER_MOVE)
            match.play(choice)
            signal.setitimer(signal.ITIMER_REAL, 0)
            if after_move is not None:
                after_move(match)
    return match
