"""Smaller rules pinned one by one: dice, range, wounds, flipping, Drool Factor, support details, fleeing cases."""

from __future__ import annotations

from engine.games.oots import movement, scoring
from engine.games.oots.content.schema import Support
from engine.games.oots.movement import distance
from engine.games.oots.setup import draw_loot
from engine.games.oots.support import supporters
from engine.games.oots.wounds import heal, lose_wounds

from .fight_helpers import fight
from .oots_helpers import ab, dice, in_play, keys, loot, monster, new_game, picks, play, put, room_at, set_turn


def test_R_OOTS_005_006_one_d12_per_roller_monsters_never_roll():
    state = fight([monster("foe", "Foe", dfn=5)], ["foe"])
    play(state, "shtick:roy.g1")
    dice(state, 7)
    play(state, "roll")
    assert state.last_battle.dice == [7] and state.chance.picks == []  # exactly one die was rolled


def test_R_OOTS_098_099_101_104_range_between_rooms():
    assert distance((1, 0), (1, 3)) == 3
    assert distance((1, 2), (1, -1)) == 3
    assert distance((1, 2), (1, 2)) == 0
    assert distance((1, 0), (2, 0)) is None  # different floors never battle


def test_R_OOTS_102_116_117_range_shtick_in_own_room_one_battle_shtick():
    state = fight([monster("foe", "Foe", dfn=20)], ["foe"], shticks=("roy.bag", "roy.g1"))
    assert set(keys(state)) == {"shtick:roy.bag", "shtick:roy.g1", "shtick:none"}
    play(state, "shtick:roy.bag")
    assert not state.battle.ranged  # R-OOTS-104
    dice(state, 1)
    play(state, "roll")
    assert [n for n, _ in state.last_battle.items if not n.startswith("foe")] == ["Bag of Tricks"]


def test_R_OOTS_031_no_moving_once_a_battle_began():
    state = fight([monster("a", "A", dfn=1), monster("b", "B")], ["a", "b"])
    play(state, "shtick:roy.g1")
    dice(state, 9)
    play(state, "roll")
    assert not any(k.startswith(("move:", "explore:")) for k in keys(state))


def test_R_OOTS_212_214_218_219_wound_track():
    state = new_game(("roy", "haley"))
    roy = state.players[0]
    lose_wounds(state, 0, 2)
    assert roy.wounds == 2 and not roy.fleeing
    heal(state, 0, 5)
    assert roy.wounds == 0  # R-OOTS-219: never above the top
    lose_wounds(state, 0, 9)
    assert roy.wounds == 4 and roy.fleeing  # A-OOTS-02: extra Wounds ignored


def test_R_OOTS_231_fleeing_players_neither_lose_nor_heal_wounds():
    state = new_game(("roy", "haley"))
    roy = state.players[0]
    roy.wounds, roy.fleeing = 4, True
    lose_wounds(state, 0, 1)
    heal(state, 0, 2)
    assert roy.wounds == 4


def test_R_OOTS_216_any_wound_defeats_a_monster():
    state = fight([monster("big", "Big", dfn=1)], ["big"], shticks=("roy.g1",))
    play(state, "shtick:roy.g1")
    dice(state, 12)
    play(state, "roll")
    assert state.room((1, 0)).monsters == []


def test_R_OOTS_272_273_flipped_shticks_are_blank_and_do_not_boost():
    state = fight([monster("foe", "Foe", dfn=30)], ["foe"], shticks=("roy.g1", "roy.g2", "roy.mba"))
    state.players[0].flipped = ["roy.g2"]
    state._decision = None
    play(state, "shtick:roy.g1")
    dice(state, 1)
    play(state, "roll")
    assert not any("boosted" in n for n, _ in state.last_battle.items)


def test_R_OOTS_125_398_399_impervious_bans_weapon_shticks_and_their_bonuses():
    golem = monster("golem", "Golem", dfn=30, abilities=(ab("impervious"),))
    state = fight([golem], ["golem"], shticks=("roy.bag", "roy.g1", "roy.whet"))
    assert set(keys(state)) == {"shtick:roy.bag", "shtick:none"}  # R-OOTS-398
    play(state, "shtick:roy.bag")
    dice(state, 1)
    play(state, "roll")
    assert ("Whetstone", 2) not in state.last_battle.items  # R-OOTS-399: no bonus from Weapon shticks
    state = fight(
        [monster("lead", "Leader", dfn=30, abilities=(ab("leader"),))],
        ["lead"],
        shticks=("roy.bag", "roy.whet", "roy.mba"),
    )
    play(state, "shtick:roy.bag")
    dice(state, 1)
    play(state, "roll")
    items = state.last_battle.items
    assert ("Whetstone", 2) in items and ("Master of Battle Administration", 2) in items  # R-OOTS-125


def test_R_OOTS_296_297_298_299_drool_factor():
    state = new_game(("roy", "haley"))
    cs = state.cs
    cs.loot["crest2"] = loot("crest2", crest=2)
    cs.loot["hers"] = loot("hers", {"haley": 3})
    try:
        roy = state.players[0]
        assert cs.loot["crest2"].df("roy") == 2 and cs.loot["hers"].df("roy") == 0
        roy.stash, roy.equipped = ["crest2", "hers"], []
        assert scoring.drool_points(state, 0) == 2  # only Loot Roy Drools Over scores
        roy.equipped = ["hers"]
        assert movement.equipped_df(state, roy) == 0  # ... or counts for the Lair
    finally:
        del cs.loot["crest2"], cs.loot["hers"]


def test_R_OOTS_304_no_limit_to_equipped_loot():
    state = new_game(("roy", "haley"))
    roy = state.players[0]
    mine = [c for c in sorted(state.cs.loot) if not state.cs.is_trap(c) and state.cs.loot[c].df("roy")][:7]
    roy.stash = list(mine)
    set_turn(state, 0, "start")
    for c in mine:
        play(state, f"equip:{c}")
    assert roy.equipped == mine


def test_R_OOTS_308_A_OOTS_30_loot_deck_reshuffles_its_discard_pile():
    state = new_game(("roy", "haley"))
    state.loot_discard, state.loot_deck = list(state.loot_deck), []
    assert draw_loot(state) is not None and state.loot_discard == []
    state.loot_deck = []
    assert draw_loot(state, reshuffle=False) is None


def test_R_OOTS_382_383_384_support_details():
    boss = monster("boss", "Boss", types=("orc",), support=Support(("orc", "ogre"), "assist"))
    low = monster("low", "Low", types=("beast",), support=Support(("ogre",), "assist"))
    twin = monster("twin", "Two-headed", types=("beast", "ogre"))
    state = fight([boss, low, twin], ["boss", "low"], others=[((1, 2), ["twin"])])
    assert supporters(state, (1, 0), "boss") == 1  # R-OOTS-382: the twin's ogre type matches
    assert supporters(state, (1, 0), "low") == 0  # R-OOTS-384: the twin supports only the topmost eligible
    state.room((1, 2)).monsters = []
    state.room((1, 0)).monsters = ["boss"]
    assert supporters(state, (1, 0), "boss") == 0  # R-OOTS-383: never itself


def test_R_OOTS_387_face_down_xykon_cards_give_no_support():
    state = fight([monster("boss", "Boss", support=Support(("undead",), "assist"))], ["boss"])
    room = state.room((1, 1))
    room.xykon_card, room.xykon_down = "x1", True  # lies face-down, not in the stack
    assert supporters(state, (1, 0), "boss") == 0


def test_R_OOTS_225_A_OOTS_47_fleeing_never_explores_and_takes_a_shortest_way():
    state = new_game(("roy", "haley"))
    for col in (0, 1, 2):
        room_at(state, (1, col))
    put(state, 0, (1, 2))
    from engine.games.oots.wounds import flee_choices

    assert flee_choices(state, 0) == [(1, 1)]


def test_R_OOTS_227_missed_turn_while_fleeing_drops_but_does_not_move():
    state = new_game(("roy", "haley"))
    for col in (0, 1, 2, 3):
        room_at(state, (1, col))
    roy = state.players[0]
    put(state, 0, (1, 3))
    roy.fleeing, roy.wounds, roy.token = True, 4, "missing"
    roy.stash = state.loot_deck[:2]
    del state.loot_deck[:2]
    set_turn(state, 1, "end")
    picks(state, 0)
    play(state, "done")
    assert roy.pos == (1, 3) and len(roy.stash) == 1 and len(state.room((1, 3)).loot) == 1 and roy.token == "up"


def test_R_OOTS_233_234_A_OOTS_25_forced_to_flee_while_on_its_side():
    state = new_game(("roy", "haley"))
    for col in range(5):
        room_at(state, (1, col))
    roy = state.players[0]
    put(state, 0, (1, 4))
    roy.token, roy.wounds = "resting", 3
    lose_wounds(state, 0, 1)
    assert roy.fleeing and roy.flee_pending and roy.pos == (1, 4)  # protected, but not yet running
    set_turn(state, 1, "end")
    play(state, "done")
    assert roy.token == "up" and roy.wounds == 4  # no rest benefit
    assert roy.pos == (1, 1) and roy.fleeing and not roy.flee_pending  # the flee start happened at once


def test_R_OOTS_229_240_242_250_resting_and_fleeing_players_start_no_battles():
    state = new_game(("roy", "haley"))
    room_at(state, (1, 0))
    room_at(state, (1, 1), monsters=("m1",))
    put(state, 0, (1, 0))
    put(state, 1, (1, 0))
    in_play(state, 0, "roy.s4")
    state.players[0].token = "missing"
    from engine.games.oots import pvp, turn

    set_turn(state, 0, "mode")
    assert turn.ranged_targets(state, 0) == [] and pvp.targets(state, 0) == []
    state.players[0].token = "up"
    state.players[1].fleeing = True
    assert pvp.targets(state, 0) == [] and turn.ranged_targets(state, 0) == [(1, 1)]


def test_R_OOTS_328_safe_haven_has_no_monster_battles():
    state = new_game(("roy", "haley"))
    room_at(state, (1, 0), card="safe_haven")
    room_at(state, (1, 1))
    put(state, 0, (1, 1))
    put(state, 1, (1, 5))
    set_turn(state, 0, "mode")
    play(state, "move:1:0")
    play(state, "stop")
    assert state.fill is None and state.turn.stage == "end"


def test_R_OOTS_378_screw_this_cards_are_never_monsters():
    state = new_game(("roy", "haley"))
    assert not state.cs.is_monster("st0") and state.cs.is_monster("m0")


def test_R_OOTS_045_072_stairs_below_the_last_floor_lead_to_the_lair():
    state = new_game(("roy", "haley"), length="short")
    room_at(state, (2, 0))
    put(state, 0, (2, 0))
    set_turn(state, 0, "start")
    dice(state, 2)
    play(state, "search")
    assert state.floors[2].stairs_down == 0 and state.lair_floor == 3
    roy = state.players[0]
    roy.shticks = roy.shtick_deck[:10]
    roy.equipped = [c for c in sorted(state.cs.loot) if not state.cs.is_trap(c) and state.cs.loot[c].df("roy")][:6]
    play(state, "done")
    assert "explore:3:0" in keys(state)
    state.lair_deck = ["safe_haven"]
    play(state, "explore:3:0")
    assert state.room((3, 0)).card == "safe_haven"


def test_R_OOTS_174_A_OOTS_35_npcs_sit_with_the_lowest_occupied_floor():
    state = new_game(("roy", "haley"))
    assert state.npc_floor() == 0 and len(state.npcs) == 4  # at the start, the Entrance
    room_at(state, (1, 0))
    room_at(state, (2, 0))
    put(state, 0, (1, 0))
    put(state, 1, (2, 0))
    assert state.npc_floor() == 2
    state.players[1].exited = True
    assert state.npc_floor() == 1 and state.view(0)["npc_floor"] == 1
