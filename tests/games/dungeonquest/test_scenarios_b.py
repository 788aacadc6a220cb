"""Digest section 7 scenarios S-DQ-28..S-DQ-52, dice fixed through ScriptedChance."""

from __future__ import annotations

from engine.games.dungeonquest.rules import run

from .helpers import card, choose, dice_left, hero_with, keys, log_has, loot, make, put, rounds, tile, top, turn


def monster(name: str):
    return card(name)


def test_S_DQ_28_R_DQ_097_no_escape_without_adjacent_explored_chamber():
    s = make(at={0: None}, dice=[1, 2])
    h = s.heroes[0]
    h.in_cat, h.marker = True, (7, 3, "N")
    h.row = []
    s.tiles = [tile("dungeon_room", "NESW")]
    top(s, "catacomb", card("Stairway Up"))
    top(s, "dungeon", card("Something Wakes"))
    top(s, "monster", monster("Stone-hide Ogre"))
    turn(s)
    choose(s, "leave")  # leg 1: 1 space north -> (7,2)
    choose(s, "turn:left")  # face W, roll 1 -> (6,2)? use the scripted 1
    assert h.pos is None and keys(s)[0].startswith("rot:")
    choose(s, "rot:0")
    assert s.combat is not None
    choose(s, "card:magic")
    choose(s, "card:magic")  # (1, 1): nobody dies
    assert keys(s) == ["card:magic", "card:melee", "card:ranged"]  # no escape offered, next round at once


def test_S_DQ_29_R_DQ_092_094_095_fight_to_the_death_reading_B():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "NESW")})
    top(s, "dungeon", card("Something Wakes"))
    top(s, "monster", monster("Gnawing Ghoul"))  # life 3
    s.tasks.append(("draw", "dungeon"))
    run(s)
    assert s.spaces[(3, 3)].monster
    for hero_card, monster_card in (("ranged", "melee"), ("magic", "melee"), ("melee", "magic")):
        choose(s, f"card:{hero_card}")
        choose(s, f"card:{monster_card}")
        if "fight" in keys(s):
            choose(s, "fight")
    assert s.heroes[0].wounds == 1 and s.combat is None
    assert not s.spaces[(3, 3)].monster and not s.tasks and s.pending is None
    assert s.discards["monster"][-1].name == "Gnawing Ghoul"


def test_S_DQ_29_same_picks_under_reading_A():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "NESW")}, options={"combat_matrix": "A"})
    top(s, "monster", monster("Gnawing Ghoul"))
    s.tasks.append(("monster",))
    run(s)
    for hero_card, monster_card in (("ranged", "melee"), ("magic", "melee"), ("melee", "magic")):
        choose(s, f"card:{hero_card}")
        choose(s, f"card:{monster_card}")
        if "fight" in keys(s):
            choose(s, "fight")
    assert s.heroes[0].wounds == 3 and s.combat.wounds == 1


def test_S_DQ_30_R_DQ_044_085_087_179_monster_token_replaces_trap():
    s = make(at={0: (6, 5), 2: (6, 3)},
             tiles={(6, 5): tile("dungeon_room", "N"), (6, 4): tile("trap_chamber", "NS"),
                    (6, 3): tile("dungeon_room", "S")})  # fmt: skip
    s.spaces[(6, 4)].monster = True
    top(s, "monster", monster("Cave Rat Swarm"))  # life 2
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:6,4")
    assert s.combat is not None and s.combat.monster_seat == 1
    assert s.combat.card.name == "Cave Rat Swarm" and s.decks["trap"][-1].name == "Sleeping Mist"
    choose(s, "card:ranged")
    choose(s, "card:melee")  # (0, 2): dead
    assert not s.spaces[(6, 4)].monster and s.heroes[0].pos == (6, 4)
    s.heroes[0].pos = (6, 5)
    turn(s, 2)
    choose(s, "move:6,4")
    assert log_has(s, "Sleeping Mist")


def test_S_DQ_32_R_DQ_180_tower_options_and_teleport():
    s = make(at={0: (8, 0), 1: (0, 12)}, tiles={(8, 0): tile("dungeon_room", "E")}, stack=[tile()])
    s.heroes[1].status = "playing"
    turn(s)
    choose(s, "move:9,0")
    assert set(keys(s)) == {"move:9,1", "move:8,0", "tower:0,0", "tower:9,12"}
    choose(s, "tower:9,12")
    assert s.heroes[0].pos == (9, 12)
    assert set(keys(s)) == {"move:8,12", "move:9,11"}


def test_S_DQ_32_with_loot_exit_is_offered():
    s = make(at={0: (8, 0)}, tiles={(8, 0): tile("dungeon_room", "E")}, stack=[tile()])
    s.heroes[0].loot = [loot(5)]
    turn(s)
    choose(s, "move:9,0")
    assert "exit" in keys(s)
    choose(s, "exit")
    assert s.heroes[0].status == "exited" and s.over


def test_S_DQ_33_R_DQ_124_007_exit_at_start_of_action_phase():
    s = make(at={0: (9, 12)}, tiles={(8, 12): tile("dungeon_room", "EW", {"E": "portcullis"})}, dice=[6, 6])
    s.heroes[0].loot = [loot(5)]
    turn(s)
    choose(s, "move:8,12")
    assert s.heroes[0].pos == (9, 12)
    turn(s)
    assert "exit" in keys(s)
    choose(s, "exit")
    assert s.heroes[0].status == "exited"
    s2 = make(at={0: (9, 12)}, stack=[tile()])
    turn(s2)
    assert "exit" not in keys(s2)


def test_S_DQ_34_R_DQ_163_164_165_chamber_of_darkness_rerolls():
    s = make(at={0: (6, 4), 1: (6, 2)},
             tiles={(6, 4): tile("dungeon_room", "N"), (7, 3): tile("dungeon_room", "N"),
                    (6, 2): tile("dungeon_room", "S")},
             stack=[tile("chamber_of_darkness", "NESW", {"W": "door"},
                         darkness={"N": (1, 2), "E": (3, 4), "S": (5,), "W": (6,)}), tile("trap_chamber", "S")],
             dice=[3, 1, 6])  # fmt: skip
    s.heroes[1].status = "playing"
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:6,3")
    assert s.heroes[0].pos == (5, 3) and s.spaces[(5, 3)].rotation == 270  # arrow on its E edge
    assert dice_left(s) == [] and s.heroes[0].det == 0
    assert s.decks["door"] and not s.discards["door"]  # the door was ignored


def test_S_DQ_34_roll_five_goes_back():
    s = make(at={0: (6, 4)},
             tiles={(6, 4): tile("dungeon_room", "N"),
                    (6, 3): tile("chamber_of_darkness", "NESW", darkness={"N": (1, 2), "E": (3, 4), "S": (5,),
                                                                           "W": (6,)})}, dice=[5])  # fmt: skip
    top(s, "dungeon", card("Still Air"), card("Still Air"))
    s.tasks.append(("go", (6, 4), "N", False))
    run(s)
    assert s.heroes[0].pos == (6, 4)


def test_S_DQ_36_R_DQ_157_159_161_162_158_cave_in():
    cave = tile("cave_in", "NESW", sides={"A": "SW", "B": "NE"})
    s = make(at={0: (2, 9)}, tiles={(2, 9): tile("dungeon_room", "N"), (2, 8): cave, (1, 8): tile("dungeon_room", "E"),
                                   (2, 7): tile("dungeon_room", "S")}, dice=[6, 5])  # fmt: skip
    top(s, "dungeon", card("Still Air"), card("Still Air"))
    turn(s)
    choose(s, "move:2,8")
    assert s.heroes[0].side == "A" and log_has(s, "Still Air")
    turn(s)
    choose(s, "move:2,7")
    assert s.heroes[0].pos == (2, 8) and s.heroes[0].det == 1 and s.heroes[0].side == "A"
    turn(s)
    choose(s, "move:1,8")
    assert s.heroes[0].pos == (1, 8) and dice_left(s) == []


def test_S_DQ_36_catacomb_variant_choose_side():
    cave = tile("cave_in", "NESW", sides={"A": "SW", "B": "NE"})
    s = make(at={0: None}, tiles={(2, 8): cave, (2, 7): tile("dungeon_room", "S")}, dice=[2])
    h = s.heroes[0]
    h.in_cat, h.marker, h.row = True, (4, 10, "W"), [card("Empty Passage")]
    top(s, "catacomb", card("Stairway Up"))
    top(s, "dungeon", card("Still Air"), card("Still Air"))
    turn(s)
    choose(s, "leave")  # 2 cards west -> (2,10)
    choose(s, "turn:right")  # face N, roll 2 -> (2,8)
    assert h.pos == (2, 8) and set(keys(s)) == {"side:A", "side:B"}
    choose(s, "side:B")
    assert h.side == "B" and log_has(s, "Still Air")
    turn(s)
    choose(s, "move:2,7")  # N is on his side: no test
    assert h.pos == (2, 7) and s.chance.dice == []


def test_S_DQ_37_R_DQ_169_132_chasm_and_dead_end_occupancy():
    chasm = tile("chasm", "NES", sides={"A": "S", "B": "NE"})
    for strict, blocked in ((True, False), (True, True), (False, True)):
        s = make(at={0: (7, 9)}, tiles={(7, 9): chasm, (7, 10): tile("dungeon_room", "N"),
                                       (7, 8): tile("dungeon_room", "S"), (8, 9): tile("dungeon_room", "W")},
                 options={"dead_end_strict": strict})  # fmt: skip
        s.heroes[0].side, s.heroes[0].came_by = "A", "S"
        if blocked:
            s.heroes[2].pos, s.heroes[2].status = (7, 10), "playing"
        top(s, "dungeon", card("Still Air"))
        turn(s)
        if not blocked:
            assert keys(s) == ["move:7,10"]
        elif strict:
            assert s.heroes[0].status == "dead"
        else:
            assert s.heroes[0].status == "playing" and log_has(s, "skips the action phase")


def test_S_DQ_38_R_DQ_175_177_178_spider_web():
    web = tile("spider_web", "NEW", {"E": "door"}, sides={"A": "W", "B": "NE"})
    s = make(at={0: (4, 10)}, heroes={0: hero_with(strength=6)},
             tiles={(4, 10): tile("dungeon_room", "E"), (5, 10): web, (6, 10): tile("dungeon_room", "W")},
             dice=[4, 4, 2, 3])  # fmt: skip
    top(s, "door", card("Creaking Hinges"))
    top(s, "dungeon", card("Still Air"))
    turn(s)
    choose(s, "move:5,10")
    assert set(keys(s)) == {"move:4,10", "move:6,10"}
    choose(s, "move:6,10")
    assert s.heroes[0].pos == (5, 10) and s.heroes[0].det == 1
    turn(s)
    choose(s, "move:6,10")
    assert s.heroes[0].pos == (6, 10) and log_has(s, "Creaking Hinges") and dice_left(s) == []


def test_S_DQ_38_variant_own_side_no_struggle_then_start_of_turn_struggle():
    web = tile("spider_web", "NEW", {"E": "door"}, sides={"A": "W", "B": "NE"})
    s = make(at={0: (4, 10)}, tiles={(4, 10): tile("dungeon_room", "E"), (5, 10): web}, dice=[6, 6])
    top(s, "dungeon", card("Still Air"), card("Still Air"))
    turn(s)
    choose(s, "move:5,10")
    choose(s, "move:4,10")
    assert s.heroes[0].pos == (4, 10) and dice_left(s) == [6, 6]
    s.heroes[0].pos, s.heroes[0].came_by = (5, 10), "W"
    turn(s)
    choose(s, "move:4,10")  # his own side, still a struggle first
    assert s.heroes[0].pos == (5, 10) and s.heroes[0].det == 1


def test_S_DQ_40_R_DQ_187_189_190_solo_escape():
    s = make(1, at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "N", {"N": "portcullis"})},
             stack=[tile("trap_chamber", "S")], dice=[3, 3])  # fmt: skip
    top(s, "monster", monster("Pale Lurcher"))
    top(s, "trap", card("Sleeping Mist"))
    s.tasks.append(("monster",))
    run(s)
    assert set(keys(s)) == {"fight", "escape"}
    choose(s, "escape")
    assert s.spaces[(3, 3)].monster and s.discards["monster"][-1].name == "Pale Lurcher"
    choose(s, "move:3,2")
    assert s.heroes[0].pos == (3, 2) and s.heroes[0].wounds == 0 and s.spaces[(3, 2)].rotation == 0
    assert log_has(s, "Sleeping Mist")


def test_S_DQ_40_solo_failed_escape_penalty_then_die_combat():
    s = make(1, at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "N")}, stack=[tile()], dice=[5, 5, 6, 6, 6])
    top(s, "monster", monster("Pale Lurcher"))  # life 4, penalty 2
    s.tasks.append(("monster",))
    run(s)
    choose(s, "escape")
    assert s.heroes[0].det == 1 and s.heroes[0].wounds == 2
    assert s.combat is None and not s.spaces[(3, 3)].monster  # two 6s: 4 wounds kill it
    assert log_has(s, "combat die 6")


def test_S_DQ_41_R_DQ_185_solo_exit_needs_treasure():
    s = make(1, at={0: (8, 0)}, tiles={(8, 0): tile("dungeon_room", "E")}, stack=[tile()])
    s.heroes[0].loot = [loot(10), loot(5)]
    turn(s)
    choose(s, "move:9,0")
    assert "exit" not in keys(s)
    s.heroes[0].pos = (9, 0)
    turn(s)
    assert "exit" not in keys(s)
    s.heroes[0].loot.append(loot(40, treasure=True))
    turn(s)
    assert "exit" in keys(s)


def test_S_DQ_42_R_DQ_193_194_195_196_death_can_wait():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, options={"death_can_wait": True})
    h = s.heroes[0]
    a, b = loot(10), loot(20)
    rune = card("Rune of Mending")
    h.loot, h.runes, h.wounds, h.det = [a, b], [rune], 5, 2
    s.tasks.append(("wounds", 7))
    run(s)
    assert a in s.discards["loot"] and b in s.discards["loot"] and rune in s.discards["rune"]
    assert s.decision().player == 1
    choose(s, "tower:0,12")
    assert h.pos == (0, 12) and h.wounds == 0 and h.det == 0 and not h.loot and not h.runes
    assert h.status == "playing" and s.pending is None  # placing is not entering: no tower effect


def test_S_DQ_44_R_DQ_081_healing_more_than_wounds():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()})
    s.heroes[0].wounds = 3
    s.tasks.append(("heal", 5))
    run(s)
    assert s.heroes[0].wounds == 0
    assert "heals 3 wounds (0/" in s.log[-1]
    s.tasks.append(("heal", 2))  # nothing left to heal: said so, never "heals 0"
    run(s)
    assert s.heroes[0].wounds == 0 and s.log[-1].endswith("has no wounds to heal.")


def test_S_DQ_45_R_DQ_069_068_deck_runs_out():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "N", {"N": "door"}), (3, 2): tile("corridor", "S")})
    s.discards["door"] = s.decks["door"]
    s.decks["door"] = []
    epoch = s.chance.epoch
    turn(s)
    s.chance.dice = []
    choose(s, "move:3,2")
    assert len(s.decks["door"]) + len(s.discards["door"]) == 20
    assert len(s.discards["door"]) == 1 and s.chance.epoch > epoch
    assert log_has(s, "shuffled into a new deck of 20")


def test_S_DQ_46_R_DQ_183_182_starting_a_turn_in_the_treasure_chamber():
    s = make(at={0: (5, 6), 1: (4, 5), 2: (4, 6)},
             tiles={(4, 5): tile("dungeon_room", "S"), (4, 7): tile("dungeon_room", "N"),
                    (3, 6): tile("dungeon_room", "W")}, stack=[tile()])  # fmt: skip
    s.heroes[1].status = s.heroes[2].status = "playing"
    top(s, "dragon", card("Deep Slumber"))
    top(s, "treasure", card("Crown of the Old Kings"))
    turn(s)
    ks = keys(s)
    assert "dragon" in ks and "move:5,5" in ks and "move:4,7" in ks
    assert "move:4,5" not in ks and "move:3,6" not in ks and "search" not in ks
    choose(s, "dragon")
    assert [c.gold for c in s.heroes[0].loot] == [40] and s.pending is None


def test_S_DQ_46_entry_variant_wrath():
    s = make(at={0: (4, 7)}, tiles={(4, 7): tile("dungeon_room", "N")}, dice=[5, 4, 6, 3])
    top(s, "dragon", card("Dragon's Wrath"))
    s.discards["dragon"] = [s.decks["dragon"].pop(0)]
    turn(s)
    choose(s, "move:4,6")
    h = s.heroes[0]
    assert h.det == 1 and h.wounds == 9 and h.status == "playing"
    assert len(s.decks["dragon"]) == 12 and not s.discards["dragon"]


def test_S_DQ_48_R_DQ_132_052_120_search_postpones_dead_end():
    s = make(at={0: None}, dice=[1])
    h = s.heroes[0]
    h.in_cat, h.marker, h.row = True, (1, 4, "W"), []
    s.tiles = [tile("dungeon_room", "S")]  # one hall, torch, no stairs
    top(s, "catacomb", card("Stairway Up"))
    top(s, "dungeon", card("Still Air"))
    top(s, "search", card("Cobwebs and Dust"))
    turn(s)
    choose(s, "leave")  # leg 1: (0,4)
    choose(s, "turn:left")  # face S, roll 1: (0,5), unexplored
    choose(s, "rot:90")  # the only hall turned W, against the outer wall
    assert h.pos == (0, 5) and s.spaces[(0, 5)].hall("W") == () and log_has(s, "Still Air")
    turn(s)
    assert keys(s) == ["search"]
    choose(s, "search")
    assert log_has(s, "Cobwebs and Dust")
    turn(s)
    assert h.status == "dead" and log_has(s, "a dead end")


def test_S_DQ_49_R_DQ_005_sun_after_first_player_died():
    s = make(at={0: None, 1: (3, 3), 2: (5, 5)}, tiles={(3, 3): tile(), (5, 5): tile()}, stack=[tile()])
    s.heroes[0].status = "dead"
    s.sun, s.rounds, s.seat = 10, 10, 2
    rounds(s)
    assert s.sun == 11 and s.seat == 1 and s.first_player == 0


def test_S_DQ_50_R_DQ_094_killing_a_monster_stops_a_move_chain():
    s = make(at={0: (2, 5)}, tiles={(2, 5): tile("dungeon_room", "E"), (3, 5): tile("corridor", "WE"),
                                   (4, 5): tile("dungeon_room", "WE")})  # fmt: skip
    top(s, "dungeon", card("Something Wakes"))
    top(s, "monster", monster("Cave Rat Swarm"))
    turn(s)
    choose(s, "move:3,5")
    choose(s, "move:4,5")
    assert s.spaces[(4, 5)].monster
    choose(s, "card:ranged")
    choose(s, "card:melee")
    assert s.combat is None and not s.spaces[(4, 5)].monster and s.heroes[0].pos == (4, 5)
    assert s.pending is None and not s.tasks


def test_S_DQ_52_R_DQ_013_game_ends_when_nobody_is_left_inside():
    s = make(at={0: None, 1: None, 2: (3, 3)}, tiles={(3, 3): tile("trap_chamber", "N")}, dice=[6, 6])
    s.heroes[0].status = s.heroes[1].status = "exited"
    s.heroes[0].loot, s.heroes[1].loot = [loot(10)], [loot(30)]
    top(s, "trap", card("Scything Blades"))
    s.heroes[2].pos = (3, 4)
    put(s, (3, 4), tile("dungeon_room", "N"))
    put(s, (3, 3), tile("trap_chamber", "S"))
    sun = s.sun
    turn(s, 2)
    choose(s, "move:3,3")
    assert s.over and s.winners == (1,) and s.sun == sun
