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

from engine import Chance, Match, Seat, bot_choose
from engine.core.match import MAX_MOVES
from engine.core.setups import every_option_setup, random_options

__all__ = ["every_option_setup", "move_deadline", "play_out", "random_options"]

SECONDS_PER_MOVE = 20  # far beyond any real move (the slowest bot move is ~0.2 s)


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
