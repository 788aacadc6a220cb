"""End-of-game scoring details (R-DQ-133..138; ruling A-DQ-43)."""

from __future__ import annotations

from engine.games.dungeonquest.rules import finish

from .helpers import loot, make, take


def _exited(s, seat: int, cards: list) -> None:
    s.heroes[seat].status = "exited"
    s.heroes[seat].loot = cards


def test_R_DQ_136_133_tie_break_uses_values_after_the_end_of_game_bonus():
    """R-DQ-136 / A-DQ-43: a Pewter Goblet held with its Plate is worth 20, which beats a best card of 15."""
    s = make(2)
    _exited(s, 0, [take(s, "Pewter Goblet"), take(s, "Pewter Plate")])  # 10+10, +10 each = 40; best card 20
    _exited(s, 1, [loot(15), loot(15), loot(10)])  # 40; best card 15
    finish(s)
    assert s.scores == (40.0, 40.0)
    assert s.winners == (0,)


def test_R_DQ_134_135_136_137_gold_then_best_card_then_card_count():
    """R-DQ-134..137: plain Loot totals decide; ties go to the best single card, then to the most cards."""
    s = make(3)
    _exited(s, 0, [loot(20), loot(5)])
    _exited(s, 1, [loot(15), loot(10)])
    _exited(s, 2, [loot(24)])
    finish(s)
    assert s.winners == (0,)  # 25 = 25 > 24; best card 20 beats 15

    s = make(2)
    _exited(s, 0, [loot(10), loot(5), loot(5)])
    _exited(s, 1, [loot(10), loot(10)])
    finish(s)
    assert s.winners == (0,)  # 20 = 20, best card 10 = 10, three cards beat two
