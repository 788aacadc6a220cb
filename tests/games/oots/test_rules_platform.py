"""The OOTS state through the platform's Match: random bots play, saves replay to the same state.

The game is registered here for the test only (engine/core/registry.py's KNOWN list, which
the site reads, does not name it yet).
"""

from __future__ import annotations

from engine import Chance, Match, Seat, bot_choose
from engine.core.registry import register
from engine.games.oots import make_game

register(make_game())


def test_random_bots_play_and_the_save_replays_identically():
    seats = tuple(Seat(f"P{i}", "random") for i in range(4))
    match = Match("oots", seats, {"length": "short"}, 5)
    dice = Chance(77)
    for _ in range(600):
        decision = match.decision
        if decision is None:
            break
        match.play(bot_choose("random", match.game, match.state, decision, dice))
    again = Match.load(match.save())
    assert again.state_hash() == match.state_hash()
    assert len(match.save()) < 3000  # 600 decisions of a 4-player game fit a short link
