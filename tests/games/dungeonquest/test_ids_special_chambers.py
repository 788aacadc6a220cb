"""Focused pins for escapes and special chambers (digest 3.13, 3.20-3.30; rulings A-DQ-17/18/25/27).

Combat picks are played by key (`card:magic` ...), dice come from ScriptedChance.
"""

from __future__ import annotations

from .helpers import card, choose, dice_left, keys, loot, make, take, tile, top, turn


def _monster_on_top(s, name: str) -> None:
    s.decks["monster"].append(take(s, name))


def _escape_from_corridor(dice: list[int]):
    """Seat 0 walks north into a corridor holding a monster token; one round (0, 1) then escape."""
    s = make(
        at={0: (3, 4)},
        tiles={
            (3, 4): tile("trap_chamber", "N"),
            (3, 3): tile("corridor", "NS", {"N": "portcullis"}),
            (3, 2): tile("trap_chamber", "S"),
        },
        dice=dice,
    )
    s.spaces[(3, 3)].monster = True
    _monster_on_top(s, "Bog Troll")  # life 5, escape penalty 2
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:3,3")
    assert s.combat is not None and s.combat.card.name == "Bog Troll"
    choose(s, "card:magic")
    choose(s, "card:ranged")  # hero 0, monster 1
    assert s.combat.wounds == 1 and s.heroes[0].wounds == 0
    return s


def test_R_DQ_100_097_escape_from_a_corridor_may_go_back_and_ignores_the_portcullis():
    """R-DQ-100 / A-DQ-17: both connected explored chambers are open; the corridor's no-return rule is off."""
    s = _escape_from_corridor([1, 1])
    assert {"fight", "escape"} <= set(keys(s))
    choose(s, "escape")
    h = s.heroes[0]
    assert h.wounds == 2  # R-DQ-099: the Bog Troll's escape penalty, before the move
    assert sorted(k for k in keys(s) if k.startswith("move:")) == ["move:3,2", "move:3,4"]
    choose(s, "move:3,2")  # through the portcullis without a strength test
    assert h.pos == (3, 2) and dice_left(s) == []
    assert s.discards["monster"][-1].name == "Bog Troll" and s.spaces[(3, 3)].monster  # token stays
    assert len(s.discards["trap"]) == 1  # A-DQ-18: the escape is an entry; the trap chamber fires
    assert s.pending is None and not s.tasks  # then the turn ends


def test_R_DQ_101_failed_escape_fights_another_round():
    """R-DQ-101/061: a failed escape gives a token and the hero picks a combat card again."""
    s = _escape_from_corridor([6, 6])
    choose(s, "escape")
    assert s.heroes[0].det == 1 and s.combat is not None and s.combat.round == 2
    assert sorted(keys(s)) == ["card:magic", "card:melee", "card:ranged"]  # R-DQ-095: all three again


def test_R_DQ_180_teleport_only_to_towers_no_hero_occupies():
    """R-DQ-180(c): the tower jump lists every other tower but the occupied one."""
    s = make(at={0: (1, 0), 1: (9, 12)}, tiles={(1, 0): tile("dungeon_room", "W")})
    top(s, "dungeon", card("Still Air"))
    turn(s)
    choose(s, "move:0,0")
    towers = sorted(k for k in keys(s) if k.startswith("tower:"))
    assert towers == ["tower:0,12", "tower:9,0"]
    assert "exit" not in keys(s)  # no Loot yet (R-DQ-125)


def test_R_DQ_125_entering_a_tower_with_loot_offers_the_exit():
    """R-DQ-125/126: with Loot the tower's effect can take him out; he is gone for good."""
    s = make(at={0: (1, 0), 1: (6, 6)}, tiles={(1, 0): tile("dungeon_room", "W"), (6, 6): tile()})
    s.heroes[0].loot = [loot(7)]
    turn(s)
    choose(s, "move:0,0")
    choose(s, "exit")
    h = s.heroes[0]
    assert h.status == "exited" and h.pos is None and not s.over  # seat 1 is still inside


def test_R_DQ_183_treasure_start_dragon_or_leave_not_through_a_hero():
    """R-DQ-183 / A-DQ-27: at turn start in the hoard: a dragon card or a hall not blocked by a hero."""
    s = make(
        at={0: (4, 6), 1: (4, 5)},
        tiles={(4, 5): tile("dungeon_room", "S"), (3, 6): tile("dungeon_room", "E"), (4, 7): tile("trap_chamber", "N")},
    )
    turn(s)
    ks = set(keys(s))
    assert "dragon" in ks
    assert "move:4,5" not in ks  # another hero stands there
    assert {"move:3,6", "move:4,7"} <= ks
    assert "search" not in ks


def test_R_DQ_151_150_dropping_loot_lowers_the_bridge_modifier():
    """R-DQ-151/150: each dropped Loot card removes +1 from the crossing roll."""
    s = make(
        at={0: (3, 4)},
        tiles={(3, 4): tile("trap_chamber", "N"), (3, 2): tile("trap_chamber", "S")},
        stack=[tile("bridge", "NS", sides={"A": "S", "B": "N"})],
        dice=[3, 3],
    )
    h = s.heroes[0]
    kept, dropped = loot(5), loot(1)
    h.loot = [kept, dropped]
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:3,3")
    assert {"cross", "stay", f"drop:{dropped.id}"} <= set(keys(s))
    choose(s, f"drop:{dropped.id}")
    assert h.loot == [kept] and s.discards["loot"] == [dropped]
    choose(s, "cross")  # 3+3 +1 = 7 <= 7
    assert h.pos == (3, 2) and h.det == 0


def test_R_DQ_162_cave_in_own_side_hall_needs_no_test():
    """R-DQ-162/159: leaving on one's own side of the rubble rolls nothing; the far side asks for agility."""
    cave = tile("cave_in", "NES", sides={"A": "SE", "B": "N"})
    s = make(
        at={0: (3, 4)},
        tiles={(3, 4): tile("trap_chamber", "N"), (4, 3): tile("trap_chamber", "W"), (3, 2): tile("trap_chamber", "S")},
        stack=[cave],
    )
    top(s, "dungeon", card("Still Air"))
    top(s, "trap", card("Sleeping Mist"), card("Sleeping Mist"))
    turn(s)
    choose(s, "move:3,3")
    assert s.heroes[0].side == "A"
    turn(s)
    assert "move:4,3" in keys(s) and "move:3,2" in keys(s)
    choose(s, "move:4,3")
    assert s.heroes[0].pos == (4, 3) and s.heroes[0].det == 0 and dice_left(s) == []


def test_R_DQ_152_portcullis_after_the_crossing_leaves_him_on_the_far_side():
    """R-DQ-152 / A-DQ-31: the far hall is a normal move; a failed portcullis keeps him on the far side."""
    s = make(
        at={0: (3, 4)},
        tiles={(3, 4): tile("trap_chamber", "N"), (3, 2): tile("trap_chamber", "S", {"S": "portcullis"})},
        stack=[tile("bridge", "NS", sides={"A": "S", "B": "N"})],
        dice=[1, 1, 6, 6],
    )
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:3,3")
    choose(s, "cross")  # 1+1 = 2: across; then the portcullis: 12 > 7
    h = s.heroes[0]
    assert h.pos == (3, 3) and h.side == "B" and h.det == 1
    assert s.pending is None and not s.tasks


def test_R_DQ_154_155_pit_survivor_walks_out_next_turn_and_retests_on_return():
    """R-DQ-155 / A-DQ-34: after a passed luck test he stays; leaving needs no test; coming back tests again."""
    s = make(
        at={0: (3, 4)},
        tiles={
            (3, 4): tile("trap_chamber", "N"),
            (3, 3): tile("bottomless_pit", "NS"),
            (3, 2): tile("trap_chamber", "S"),
        },
        dice=[1, 1, 1, 1],
    )
    top(s, "trap", card("Sleeping Mist"), card("Sleeping Mist"))
    turn(s)
    choose(s, "move:3,3")
    h = s.heroes[0]
    assert h.pos == (3, 3) and s.pending is None and len(dice_left(s)) == 2
    turn(s)
    choose(s, "move:3,2")
    assert h.pos == (3, 2) and len(dice_left(s)) == 2  # no test on the way out
    turn(s)
    choose(s, "move:3,3")
    assert h.pos == (3, 3) and dice_left(s) == []  # entering again tests luck again


def test_R_DQ_180_050_tower_move_again_still_faces_the_portcullis():
    """R-DQ-180(b) / A-DQ-26: the tower's move again is a normal move; a failed portcullis keeps him in the tower."""
    s = make(
        at={0: (1, 0), 1: (6, 6)},
        tiles={
            (1, 0): tile("dungeon_room", "W"),
            (0, 1): tile("trap_chamber", "N", {"N": "portcullis"}),
            (6, 6): tile(),
        },
        dice=[6, 6],
    )
    turn(s)
    choose(s, "move:0,0")
    assert "move:0,1" in keys(s)
    choose(s, "move:0,1")
    h = s.heroes[0]
    assert h.pos == (0, 0) and h.det == 1 and s.pending is None and not s.tasks
