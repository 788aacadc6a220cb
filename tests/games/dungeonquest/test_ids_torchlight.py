"""Torchlight [variant] pins beyond the Krutzbeck example (R-DQ-197..200, ruling A-DQ-40)."""

from __future__ import annotations

from .helpers import card, choose, keys, make, take, tile, top, turn


def _lit_room(monster: bool = False):
    """Seat 0 walks north into a room whose N hall has a door, E a portcullis, W nothing."""
    room = tile("dungeon_room", "NESW", {"N": "door", "E": "portcullis"})
    s = make(
        at={0: (3, 4)},
        tiles={(3, 4): tile("dungeon_room", "N"), (3, 3): room},
        stack=[tile("trap_chamber", "S"), tile("trap_chamber", "S")],
        options={"torchlight": True},
    )
    s.spaces[(3, 3)].monster = monster
    s.decks["monster"].append(take(s, "Bog Troll"))
    top(s, "dungeon", card("Still Air"))
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:3,3")
    return s


def test_R_DQ_198_199_door_halls_are_skipped_portcullis_halls_are_lit():
    """R-DQ-198/199: a door disqualifies a hall, a portcullis does not; the player picks the order."""
    s = _lit_room()
    assert sorted(keys(s)) == ["light:2,3", "light:4,3"]
    choose(s, "light:4,3")
    assert (4, 3) in s.spaces and (2, 3) in s.spaces and (3, 2) not in s.spaces
    assert s.spaces[(4, 3)].hall("W") == () and s.spaces[(2, 3)].hall("E") == ()  # arrows toward the room
    assert s.discards["trap"] == []  # A-DQ-40: tiles placed by Torchlight trigger nothing
    assert [c.name for c in s.discards["dungeon"]] == ["Still Air"]  # R-DQ-200: then the room's effect


def test_R_DQ_197_torchlight_comes_before_the_monster_encounter():
    """R-DQ-197 / A-DQ-40: the lit tiles are placed before the token's encounter replaces the effect."""
    s = _lit_room(monster=True)
    assert s.combat is None and sorted(keys(s)) == ["light:2,3", "light:4,3"]
    choose(s, "light:2,3")
    assert (4, 3) in s.spaces and (2, 3) in s.spaces
    assert s.combat is not None and s.discards["dungeon"] == []
