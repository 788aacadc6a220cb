"""Setup and the printed board through a real Match (R-DQ-001/014/024/025; rulings A-DQ-04/05)."""

from __future__ import annotations

from engine.core.game import Seat
from engine.core.match import Match
from engine.games.dungeonquest import board
from engine.games.dungeonquest.state import TOWERS, TREASURE


def test_R_DQ_001_014_towers_picked_in_turn_order_then_the_first_player_moves_the_sun():
    """R-DQ-001/014 / A-DQ-05: from the first player on, each picks a free tower; then the sun moves 0 -> 1."""
    for seed in (1, 2, 3):
        m = Match("dungeonquest", tuple(Seat(f"P{i}") for i in range(3)), {}, seed)
        s = m.state
        first = s.first_player
        assert s.sun == 0
        assert all(len(h.runes) == 1 and h.wounds == 0 and h.det == 0 for h in s.heroes)
        taken = []
        for n in range(3):
            d = m.decision
            assert d.player == (first + n) % 3
            offered = sorted(o.key for o in d.options if o.key.startswith("start:"))
            assert offered == sorted(f"start:{x},{y}" for x, y in TOWERS if (x, y) not in taken)
            m.play(offered[-1])
            taken.append(s.heroes[d.player].pos)
        assert len(set(taken)) == 3 and all(t in TOWERS for t in taken)
        assert s.seat == first and s.sun == 1 and s.phase == "action"
        assert all(not h.loot for h in s.heroes)  # placing is not entering: no tower effect drew anything


def test_R_DQ_024_025_printed_towers_and_the_two_space_hoard():
    """R-DQ-024/025 / A-DQ-04: four corner towers with halls on their inner edges; the hoard has six outer halls."""
    spaces = board()
    for x, y in TOWERS:
        sp = spaces[(x, y)]
        inner = {"E" if x == 0 else "W", "S" if y == 0 else "N"}
        assert sp.kind == "tower" and {e for e in "NESW" if sp.hall(e) is not None} == inner
        assert not sp.tile.torch and not sp.tile.stairs
    west, east = (spaces[p] for p in TREASURE)
    assert {e for e in "NESW" if west.hall(e) is not None} == {"N", "S", "W"}
    assert {e for e in "NESW" if east.hall(e) is not None} == {"N", "E", "S"}
    assert not west.tile.torch and west.kind == east.kind == "treasure"
