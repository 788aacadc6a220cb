"""Focused pins for board, movement, search and catacomb-entry rules (digest 3.3-3.6, 3.10, 3.14).

The engine engineer's tests name these ids inside multi-rule scenarios; these
tests isolate one behaviour each so a regression points at the rule it breaks.
"""

from __future__ import annotations

from .helpers import card, choose, hero_with, keys, make, tile, top, turn


def test_R_DQ_027_facing_wall_and_outer_wall_block_a_hall():
    """R-DQ-027: a hall against a neighbour's wall or the outer wall offers no move."""
    s = make(
        at={0: (0, 3)},
        tiles={
            (0, 3): tile("dungeon_room", "NESW"),
            (0, 2): tile("dungeon_room", "N"),  # its south side is a wall
            (0, 4): tile("trap_chamber", "N"),  # open toward the hero
        },
        stack=[tile(), tile()],
    )
    turn(s)
    moves = sorted(k for k in keys(s) if k.startswith("move:"))
    assert moves == ["move:0,4", "move:1,3"]  # not north (facing wall), not west (outer wall)


def test_R_DQ_036_030_new_tile_is_placed_with_its_entry_arrow_toward_the_hero():
    """R-DQ-036/030: moving east into the unknown draws the top tile and turns its arrow west."""
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "E")}, stack=[tile("trap_chamber", "S")])
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:4,3")
    placed = s.spaces[(4, 3)]
    assert s.tiles == [] and s.heroes[0].pos == (4, 3)
    assert placed.rotation == 90
    assert [h is not None for h in placed.halls] == [False, False, False, True]  # only the west hall, to (3,3)
    assert len(s.discards["trap"]) == 1  # then the new chamber's effect resolved


def test_R_DQ_038_occupied_chamber_refused_but_treasure_chamber_allowed():
    """R-DQ-038/025: no entering another hero's chamber, except the treasure chamber."""
    s = make(
        at={0: (3, 3), 1: (3, 2)},
        tiles={
            (3, 3): tile("dungeon_room", "NS"),
            (3, 2): tile("dungeon_room", "S"),
            (3, 4): tile("trap_chamber", "N"),
        },
    )
    turn(s)
    assert "move:3,2" not in keys(s) and "move:3,4" in keys(s)

    s = make(at={0: (4, 5), 1: (5, 6)}, tiles={(4, 5): tile("dungeon_room", "S")})
    top(s, "dragon", card("Deep Slumber"))
    turn(s)
    assert "move:4,6" in keys(s)  # the other half of the hoard holds a hero
    choose(s, "move:4,6")
    assert s.heroes[0].pos == (4, 6) and s.heroes[1].pos == (5, 6)


def test_R_DQ_052_032_no_search_with_a_monster_token_or_without_a_torch():
    """R-DQ-052/032: torch, no monster token and no search token are all needed."""
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile(), (3, 2): tile("trap_chamber", "S")})
    turn(s)
    assert "search" in keys(s)
    s.spaces[(3, 3)].monster = True
    turn(s)
    assert "search" not in keys(s) and "move:3,2" in keys(s)

    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("trap_chamber", "N"), (3, 2): tile("trap_chamber", "S")})
    turn(s)
    assert "search" not in keys(s) and "move:3,2" in keys(s)


def test_R_DQ_054_a_chamber_searched_by_one_hero_is_closed_to_the_next():
    """R-DQ-054: the search token stops every player, not just the one who searched."""
    s = make(at={0: (3, 3), 1: (6, 6)}, tiles={(3, 3): tile(), (6, 6): tile(), (3, 2): tile("trap_chamber", "S")})
    top(s, "search", card("Cobwebs and Dust"))
    turn(s, 0)
    choose(s, "search")
    assert s.spaces[(3, 3)].search == 1
    s.heroes[0].pos, s.heroes[1].pos = (6, 6), (3, 3)  # the other hero now stands in it
    turn(s, 1)
    assert "search" not in keys(s) and "move:3,2" in keys(s)


def test_R_DQ_033_103_an_entrance_marker_works_like_printed_stairs():
    """R-DQ-033/103: "Enter the catacombs" needs stairs or a marker in the chamber at the action phase."""
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("trap_chamber", "N"), (3, 2): tile("trap_chamber", "S")})
    turn(s)
    assert "catacombs" not in keys(s)
    s.spaces[(3, 3)].entrance = True
    turn(s)
    assert "catacombs" in keys(s)

    s = make(at={0: (3, 3)}, tiles={(3, 3): tile(stairs=True)})
    turn(s)
    assert "catacombs" in keys(s)


def test_R_DQ_104_105_106_going_down_ends_the_turn_and_the_marker_stays():
    """R-DQ-104..106: marker on the chamber, facing chosen; figure off the board; turn over."""
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile(stairs=True)})
    turn(s)
    choose(s, "catacombs")
    assert sorted(keys(s)) == ["face:E", "face:N", "face:S", "face:W"]
    choose(s, "face:E")
    h = s.heroes[0]
    assert h.in_cat and h.pos is None and h.marker == (3, 3, "E")
    assert s.pending is None and not s.tasks  # the turn ended
    top(s, "catacomb", card("Empty Passage"))
    turn(s)
    assert h.marker == (3, 3, "E") and [c.name for c in h.row] == ["Empty Passage"]


def test_R_DQ_051_171_corridor_move_again_draws_no_door_card():
    """R-DQ-051/171: the corridor's free move passes a door without a door card."""
    s = make(
        at={0: (3, 4)},
        tiles={
            (3, 4): tile("dungeon_room", "N"),
            (3, 3): tile("corridor", "NS", {"N": "door"}),
            (3, 2): tile("trap_chamber", "S"),
        },
    )
    top(s, "dungeon", card("Still Air"))
    top(s, "trap", card("Sleeping Mist"))
    doors = [c.id for c in s.decks["door"]]
    turn(s)
    choose(s, "move:3,3")
    choose(s, "move:3,2")
    assert s.heroes[0].pos == (3, 2)
    assert [c.id for c in s.decks["door"]] == doors and s.discards["door"] == []


def test_R_DQ_046_047_a_door_in_a_normal_move_draws_a_door_card():
    """R-DQ-046: the same hall taken as a normal move does draw a door card (contrast to R-DQ-051)."""
    s = make(
        at={0: (3, 3)},
        tiles={(3, 3): tile("dungeon_room", "N", {"N": "door"}), (3, 2): tile("trap_chamber", "S")},
    )
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:3,2")
    assert len(s.discards["door"]) == 1


def test_R_DQ_078_076_wounds_reaching_health_kill_at_once():
    """R-DQ-076/078: 2 wounds on 9 leave 11 of 12; on 10 they reach 12 and the hero dies."""
    for before, dies in ((9, False), (10, True)):
        s = make(
            at={0: (3, 3)},
            tiles={(3, 3): tile("dungeon_room", "N"), (3, 2): tile("dungeon_room", "S")},
            dice=[6, 6],
            heroes={0: hero_with(health=12)},
        )
        s.heroes[0].wounds = before
        top(s, "dungeon", card("Loose Flagstone"))
        turn(s)
        choose(s, "move:3,2")
        h = s.heroes[0]
        if dies:
            assert h.status == "dead" and h.pos is None
        else:
            assert h.status == "playing" and h.wounds == 11 and h.det == 1
