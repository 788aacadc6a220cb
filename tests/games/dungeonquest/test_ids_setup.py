"""Setup and the printed board through a real Match (R-DQ-001/014/024/025; rulings A-DQ-04/05)."""

from __future__ import annotations

import pytest

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


def test_heroes_chosen_per_seat_random_seats_take_from_the_heroes_left():
    """Hero choice: a chosen hero goes to its seat; random seats are dealt from the heroes no one chose."""
    from engine.games.dungeonquest import HEROES

    ids = [h.id for h in HEROES]
    for seed in (1, 2, 3, 4, 5):
        m = Match("dungeonquest", tuple(Seat(f"P{i}") for i in range(4)), {"hero2": ids[0], "hero4": ids[1]}, seed)
        got = [h.hero.id for h in m.state.heroes]
        assert got[1] == ids[0] and got[3] == ids[1]
        assert len(set(got)) == 4 and not {got[0], got[2]} & {ids[0], ids[1]}


def test_all_random_heroes_is_the_default_and_deals_as_before():
    """Random stays the default: naming it changes nothing, and the deal is the one old links replay."""
    seats = tuple(Seat(f"P{i}") for i in range(3))
    plain = Match("dungeonquest", seats, {}, 7)
    named = Match("dungeonquest", seats, {f"hero{i}": "random" for i in range(1, 4)}, 7)
    assert [h.hero.id for h in plain.state.heroes] == [h.hero.id for h in named.state.heroes]
    assert plain.state.options["hero1"] == "random"


def test_two_seats_cannot_take_the_same_hero():
    import pytest

    from engine.core.game import OptionsError
    from engine.games.dungeonquest import HEROES

    with pytest.raises(OptionsError, match="each player needs a different hero"):
        Match("dungeonquest", (Seat("A"), Seat("B")), {"hero1": HEROES[2].id, "hero2": HEROES[2].id}, 1)


def test_hero_options_follow_the_player_count():
    """A seat the player count leaves out keeps Random, so its choice cannot clash; asking
    for a hero for a seat that is not there is an error, but a saved link holding one loads."""
    from engine import load_save
    from engine.core.codec import encode_parts
    from engine.core.errors import OptionsError
    from engine.games.dungeonquest import HEROES

    m = Match("dungeonquest", (Seat("A"),), {"hero1": HEROES[3].id}, 1)
    assert [h.hero.id for h in m.state.heroes] == [HEROES[3].id]
    assert m.state.options["hero2"] == "random"
    with pytest.raises(OptionsError):
        Match("dungeonquest", (Seat("A"),), {"hero1": HEROES[3].id, "hero2": HEROES[3].id}, 1)
    link = encode_parts("dungeonquest", (Seat("A"),), {"hero1": HEROES[3].id, "hero2": HEROES[3].id}, 1, [])
    assert load_save(link).state.options["hero2"] == "random"
