"""Our ruling for a game that never ends: Xykon's patience (engine/games/oots/turn.py PATIENCE_ROUNDS).

The rulebook ends the game only after Xykon's defeat (R-OOTS-365).  A digital
table needs every game to end, so a game where Xykon still stands after about
three times a game's usual length collapses the way Xykon's Not Home does
(R-OOTS-434): from the next turn on, with nobody scoring the Xykon points.
"""

from __future__ import annotations

from engine import Chance, Match, Seat, bot_choose
from engine.games.oots.scoring import breakdown
from engine.games.oots.turn import PATIENCE_ROUNDS, end_turn, round_no

from .oots_helpers import new_game


def _at_round_end(state, rnd: int) -> None:
    """The last turn of round `rnd` is being played (two players)."""
    state.turn_no = rnd * state.seats
    state.turn.seat = state.first_player - 1 if state.first_player else state.seats - 1


def test_R_OOTS_434_the_dungeon_collapses_when_xykon_still_stands_after_the_last_round():
    state = new_game(("roy", "haley"), length="short")
    _at_round_end(state, PATIENCE_ROUNDS["short"] - 1)
    end_turn(state)
    assert round_no(state) == PATIENCE_ROUNDS["short"] and not state.collapsing  # the last round is played
    _at_round_end(state, PATIENCE_ROUNDS["short"])
    end_turn(state)
    assert state.collapsing and round_no(state) == PATIENCE_ROUNDS["short"] + 1
    assert any("waited long enough" in str(line) for line in state.log)
    assert all(breakdown(state, s)["xykon"] == 0 for s in range(state.seats))  # nobody defeated him


def test_players_are_warned_five_rounds_ahead_once():
    state = new_game(("roy", "haley"), length="medium")
    last = PATIENCE_ROUNDS["medium"]
    for rnd in range(last - 8, last - 1):
        _at_round_end(state, rnd)
        end_turn(state)
    warnings = [line for line in state.log if "grows impatient" in str(line)]
    assert len(warnings) == 1 and f"end of round {last}" in str(warnings[0])


def test_a_random_game_always_ends():
    for seed in range(3):
        match = Match("oots", tuple(Seat(f"P{i}", "random") for i in range(6)), {"length": "long"}, seed)
        dice = Chance(seed)
        while match.decision is not None and len(match.log) < 19_000:
            match.play(bot_choose("random", match.game, match.state, match.decision, dice))
        assert match.over  # measured: 6 random players end a long game in about 3,500 decisions
