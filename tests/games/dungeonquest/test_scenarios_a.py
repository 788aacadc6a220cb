"""Digest section 7 scenarios S-DQ-01..S-DQ-26, dice fixed through ScriptedChance."""

from __future__ import annotations

from engine.games.dungeonquest.rules import finish
from engine.games.dungeonquest.state import SUN_SAFE_SPACES

from .helpers import card, choose, dice_left, hero_with, keys, log_has, loot, make, rounds, tile, top, turn


def test_S_DQ_01_R_DQ_197_198_199_200_203_torchlight_krutzbeck():
    corridor = tile("corridor", "NEW")  # world halls W, N, E after placement (placed with rotation 90)
    r1, r2 = tile("dungeon_room", "NESW"), tile("dungeon_room", "NESW")
    # the corridor tile in local terms: entry S plus halls so that rotation 90 gives W, N, E
    corridor = tile("corridor", "ESN")  # local N,E,S -> rotated 90: E,S,W ... see below
    corridor = tile("corridor", "NSW")  # local N,S,W -> rotation 90 -> world E, W, N
    s = make(at={0: (3, 4)}, tiles={(3, 4): tile("dungeon_room", "E")}, stack=[corridor, r1, r2],
             options={"torchlight": True})  # fmt: skip
    top(s, "dungeon", card("Still Air"))
    turn(s)
    choose(s, "move:4,4")
    sp = s.spaces[(4, 4)]
    assert sp.tile is corridor and sp.rotation == 90  # arrow on its W edge
    assert set(keys(s)) == {"light:4,3", "light:5,4"}  # W leads to an explored space: skipped
    choose(s, "light:4,3")
    assert s.spaces[(4, 3)].tile is r1 and s.spaces[(4, 3)].rotation == 0  # arrow on its S edge
    assert s.spaces[(5, 4)].tile is r2 and s.spaces[(5, 4)].rotation == 90  # only one hall left: placed at once
    # only now the corridor effect: move again N or E, not back W
    assert set(keys(s)) == {"move:4,3", "move:5,4"}
    choose(s, "move:4,3")
    assert s.heroes[0].pos == (4, 3)
    assert log_has(s, "Still Air")


def test_S_DQ_02_R_DQ_201_torchlight_at_setup():
    from engine.core.game import Seat
    from engine.core.match import Match

    m = Match("dungeonquest", (Seat("A"), Seat("B")), {"torchlight": True}, 5)
    state = m.state
    first = state.first_player
    towers = {first: "start:0,0", 1 - first: "start:9,12"}
    m.play(towers[first])
    before = len(state.tiles)
    m.play(towers[1 - first])
    while m.decision.keys()[0].startswith("light:"):  # the player orders the halls (A-DQ-40)
        m.play(m.decision.keys()[0])
    assert before - len(state.tiles) == 4
    assert state.spaces[(1, 0)].rotation == 90  # arrow on its W edge
    assert state.spaces[(0, 1)].rotation == 180  # arrow on its N edge
    assert state.spaces[(8, 12)].rotation == 270  # arrow on its E edge
    assert state.spaces[(9, 11)].rotation == 0  # arrow on its S edge
    assert state.decks["dungeon"] and not state.discards["dungeon"]  # no chamber effect resolved


def test_S_DQ_04_R_DQ_059_061_failed_test_gives_determination():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "N", {"N": "portcullis"})}, dice=[5, 3],
             stack=[tile()],
             heroes={0: hero_with(strength=6)})  # fmt: skip
    turn(s)
    choose(s, "move:3,2")
    assert s.heroes[0].det == 1 and s.heroes[0].pos == (3, 3)
    assert log_has(s, "rolled 5+3 = 8, needing 6 or less: failure (no determination to spend)")


def test_S_DQ_05_R_DQ_060_spending_turns_failure_into_success():
    from .helpers import hero_with

    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, dice=[4, 4], heroes={0: hero_with(luck=6)})
    s.heroes[0].det = 2
    s.tasks.append(("test", "luck", 0, (("det", 0),), (), "for the scenario"))
    from engine.games.dungeonquest.rules import run

    run(s)
    assert "det:2" in keys(s) and "det:0" in keys(s)
    choose(s, "det:2")
    assert s.heroes[0].det == 0
    assert log_has(s, "spends 2 determination: 6, needing 6 or less: success")


def test_S_DQ_06_R_DQ_060_061_spending_not_enough():
    from engine.games.dungeonquest.rules import run

    from .helpers import hero_with

    for spend, after in ((1, 1), (0, 2)):
        s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, dice=[6, 2], heroes={0: hero_with(luck=5)})
        s.heroes[0].det = 1
        s.tasks.append(("test", "luck", 0, (), (), "for the scenario"))
        run(s)
        choose(s, f"det:{spend}")
        assert s.heroes[0].det == after


def test_S_DQ_08_R_DQ_040_046_047_door_then_portcullis_in_order():
    s = make(at={0: (5, 2)}, tiles={(5, 2): tile("dungeon_room", "S", {"S": "door"}),
                                   (5, 3): tile("dungeon_room", "NS", {"N": "portcullis"})})  # fmt: skip
    top(s, "door", card("Swollen Timber"), card("Creaking Hinges"))
    top(s, "dungeon", card("Still Air"))
    turn(s)
    choose(s, "move:5,3")
    assert s.heroes[0].pos == (5, 2) and dice_left(s) == []  # no strength test rolled
    s.chance.dice = [3, 3]
    turn(s)
    choose(s, "move:5,3")
    assert s.heroes[0].pos == (5, 3)
    assert log_has(s, "Still Air")


def test_S_DQ_09_R_DQ_030_036_entry_arrow_orientation():
    for key, pos, rot in (("move:3,2", (3, 2), 0), ("move:4,3", (4, 3), 90), ("move:3,4", (3, 4), 180),
                          ("move:2,3", (2, 3), 270)):  # fmt: skip
        s = make(at={0: (3, 3)}, tiles={(3, 3): tile("corridor", "NESW")}, stack=[tile("trap_chamber", "S")])
        top(s, "trap", card("Sleeping Mist"))
        turn(s)
        choose(s, key)
        assert s.spaces[pos].rotation == rot
        assert s.heroes[0].pos == pos  # connected back to (3,3)


def test_S_DQ_10_R_DQ_038_025_occupied_and_treasure_exception():
    s = make(at={0: (4, 5), 1: (4, 4), 2: (4, 6)},
             tiles={(4, 5): tile("dungeon_room", "NS"), (4, 4): tile("dungeon_room", "NS")})  # fmt: skip
    top(s, "dragon", card("Deep Slumber"))
    top(s, "treasure", card("Emerald Chalice"))
    turn(s)
    assert "move:4,4" not in keys(s) and "move:4,6" in keys(s)
    choose(s, "move:4,6")
    assert s.heroes[0].pos == (4, 6) and s.heroes[2].pos == (4, 6)
    assert [c.name for c in s.heroes[0].loot] == ["Emerald Chalice"]


def test_S_DQ_12_R_DQ_110_111_112_declining_an_exit():
    s = make(at={0: None}, tiles={(2, 3): tile()})
    h = s.heroes[0]
    h.in_cat, h.marker = True, (2, 3, "S")
    top(s, "catacomb", card("Stairway Up"), card("Empty Passage"), card("Winding Stair"))
    turn(s)
    choose(s, "stay")
    assert len(h.row) == 1
    turn(s)
    assert len(h.row) == 2 and "leave" not in keys(s) and not h.exit_open
    turn(s)
    assert "leave" in keys(s)
    choose(s, "leave")
    assert h.marker == (2, 6, "S")  # leg 1 is 3 spaces


def test_S_DQ_13_R_DQ_112_113_114_115_116_118_125_catacomb_exit_clipped_into_tower():
    s = make(at={0: None}, dice=[5])
    h = s.heroes[0]
    h.in_cat, h.marker = True, (2, 3, "W")
    chalice = card("Silver Chalice")
    h.row = [chalice, card("Empty Passage")]
    top(s, "catacomb", card("Stairway Up"))
    turn(s)
    choose(s, "leave")
    assert h.marker == (0, 3, "W")
    assert log_has(s, "(1 ignored)") and h.wounds == 0
    choose(s, "turn:right")  # W turned right faces N
    assert h.wounds == 2 and h.pos == (0, 0)
    assert h.loot == [chalice]
    assert [c.name for c in s.discards["catacomb"]] == ["Empty Passage", "Stairway Up"]
    assert "exit" in keys(s) and "tower:9,0" in keys(s)
    choose(s, "exit")
    assert h.status == "exited" and h.pos is None


def test_S_DQ_13_cross_check_turning_south_no_clip():
    s = make(at={0: None}, dice=[5])
    h = s.heroes[0]
    h.in_cat, h.marker = True, (2, 3, "W")
    h.row = [card("Empty Passage"), card("Empty Passage")]
    top(s, "catacomb", card("Stairway Up"))
    top(s, "dungeon", card("Still Air"))
    s.tiles = [tile("dungeon_room", "NESW")]
    turn(s)
    choose(s, "leave")
    choose(s, "turn:left")  # W turned left faces S
    assert h.wounds == 0
    choose(s, "rot:0")
    assert h.pos == (0, 8)


def test_S_DQ_14_R_DQ_115_078_leg2_wall_wounds_kill_before_resurfacing():
    s = make(at={0: None}, dice=[6])
    h = s.heroes[0]
    h.wounds = 10
    h.in_cat, h.marker = True, (8, 10, "E")
    gem = card("Ossuary Gem")
    h.row = []
    top(s, "catacomb", card("Stairway Up"))
    turn(s)
    choose(s, "leave")
    assert h.marker == (9, 10, "E")
    h.row.insert(0, gem)
    choose(s, "turn:right")  # E turned right faces S
    assert h.status == "dead" and h.marker is None and h.pos is None
    assert gem in s.discards["catacomb"] and not h.loot


def test_S_DQ_16_R_DQ_147_150_152_063_crossing_a_bridge():
    from .helpers import hero_with

    for dice, spend in (([3, 2], None), ([4, 3], 1)):
        s = make(at={0: (3, 8)}, heroes={0: hero_with(agility=8)},
                 tiles={(3, 8): tile("dungeon_room", "N"), (3, 7): tile("bridge", "NS", sides={"A": "S", "B": "N"}),
                        (3, 6): tile("dungeon_room", "S")}, dice=dice)  # fmt: skip
        h = s.heroes[0]
        h.loot = [loot(15), loot(5)]
        h.det = 1 if spend else 0
        top(s, "dungeon", card("Still Air"))
        turn(s)
        choose(s, "move:3,7")
        assert set(keys(s)) >= {"cross", "stay"}
        choose(s, "cross")
        if spend:
            choose(s, "det:1")
            assert h.det == 0
        assert h.pos == (3, 6)
        assert log_has(s, "Still Air")


def test_S_DQ_17_R_DQ_151_153_104_falling_off_a_bridge():
    from .helpers import hero_with

    for wounds, fall in ((0, 4), (9, 3)):
        s = make(at={0: (3, 7)}, heroes={0: hero_with(agility=8)},
                 tiles={(3, 7): tile("bridge", "NS", sides={"A": "S", "B": "N"}), (3, 6): tile("dungeon_room", "S")},
                 dice=[4, 4, fall])  # fmt: skip
        h = s.heroes[0]
        big, small = loot(15), loot(5)
        h.loot, h.wounds, h.side, h.came_by = [big, small], wounds, "A", "S"
        s.tasks.append(("bridge",))
        from engine.games.dungeonquest.rules import run

        run(s)
        choose(s, f"drop:{small.id}")
        assert small in s.discards["loot"]
        choose(s, "cross")
        if wounds:
            assert h.status == "dead" and h.marker is None
            continue
        assert h.det == 1 and h.wounds == 4
        choose(s, "face:E")
        assert h.in_cat and h.marker == (3, 7, "E") and h.pos is None and h.loot == [big]
        assert not s.tasks and s.pending is None  # the turn is over


def test_S_DQ_18_R_DQ_014_015_016_017_018_135_sun_roll():
    for roll, sets in ((3, False), (4, True)):
        s = make(at={0: (3, 3), 1: None, 2: None}, tiles={(3, 3): tile()}, dice=[roll])
        s.heroes[1].status = "exited"
        s.heroes[1].loot = [loot(20)]
        s.heroes[2].in_cat, s.heroes[2].marker = True, (5, 5, "N")
        s.sun = SUN_SAFE_SPACES + 2  # the space numbered 2
        s.seat = 2
        top(s, "dungeon", card("Still Air"))
        rounds(s)
        assert s.sun == SUN_SAFE_SPACES + 3
        if sets:
            assert not s.over and s.seat == 0 and s.pending is not None
        else:
            assert s.over and s.winners == (1,)
            assert s.heroes[0].status == "dead" and s.heroes[2].status == "dead"


def test_S_DQ_18_round_one_moves_to_unnumbered_space_without_roll():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()})
    s.seat = 2
    rounds(s)
    assert s.sun == 1 and s.sun_roll is None and dice_left(s) == []


def _score(*gold_lists):
    s = make(players=len(gold_lists))
    for seat, golds in enumerate(gold_lists):
        s.heroes[seat].status = "exited"
        s.heroes[seat].loot = [loot(g) for g in golds]
    finish(s)
    return s


def test_S_DQ_20_R_DQ_134_136_tie_single_best_card():
    assert _score([10, 10, 5], [20, 5]).winners == (1,)


def test_S_DQ_21_R_DQ_137_tie_number_of_cards():
    assert _score([15, 5, 5], [15, 10]).winners == (0,)


def test_S_DQ_22_R_DQ_138_074_full_tie_zero_gold_counts():
    assert _score([15, 10, 0], [15, 5, 5]).winners == (0, 1)


def test_S_DQ_24_R_DQ_171_172_051_corridor_cannot_go_back():
    s = make(at={0: (2, 5)}, tiles={(2, 5): tile("dungeon_room", "E"), (3, 4): tile("dungeon_room", "N")},
             stack=[tile("corridor", "SEW", {"E": "portcullis"}), tile("trap_chamber", "S")])  # fmt: skip
    # local S E W rotated 90 -> world W S N ... build the corridor in world terms instead
    s.tiles = [tile("trap_chamber", "S")]
    from .helpers import put

    put(s, (3, 5), tile("corridor", "NEW", {"E": "portcullis"}))
    s.heroes[0].pos = (2, 5)
    top(s, "trap", card("Sleeping Mist"))
    s.tasks.append(("go", (2, 5), "E", False))
    from engine.games.dungeonquest.rules import run

    run(s)
    assert keys(s) == ["move:4,5"]
    choose(s, "move:4,5")
    assert dice_left(s) == [] and s.heroes[0].pos == (4, 5)
    assert s.spaces[(4, 5)].rotation == 90  # arrow on its W edge


def test_S_DQ_25_R_DQ_172_corridor_back_when_all_else_blocked():
    from engine.games.dungeonquest.rules import run

    from .helpers import put

    for blocker in ("wall", "hero"):
        s = make(at={0: (2, 5)}, tiles={(2, 5): tile("dungeon_room", "E"), (3, 4): tile("dungeon_room", "N"),
                                        (3, 5): tile("corridor", "NEW")})  # fmt: skip
        if blocker == "wall":
            put(s, (4, 5), tile("dungeon_room", "N"))
        else:
            put(s, (4, 5), tile("dungeon_room", "W"))
            s.heroes[1].pos, s.heroes[1].status = (4, 5), "playing"
        top(s, "dungeon", card("Still Air"))
        s.tasks.append(("go", (2, 5), "E", False))
        run(s)
        assert keys(s) == ["move:2,5"]
        choose(s, "move:2,5")
        assert s.heroes[0].pos == (2, 5) and log_has(s, "Still Air")


def test_S_DQ_26_R_DQ_173_174_132_rotating_chamber_dead_end():
    s = make(at={0: (3, 1)}, tiles={(3, 1): tile("corridor", "N")}, stack=[tile("rotating_chamber", "S")])
    s.heroes[0].loot = [loot(10)]
    turn(s)
    choose(s, "move:3,0")
    sp = s.spaces[(3, 0)]
    assert sp.rotation == 180 and sp.hall("N") == () and sp.hall("S") is None
    assert s.pending is None and not s.tasks and s.heroes[0].pos == (3, 0)  # the turn ended
    turn(s)
    assert s.heroes[0].status == "dead" and s.heroes[0].loot == []
    assert log_has(s, "a dead end")
