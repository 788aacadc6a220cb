"""Every S-DNG scenario of shared/rules/dungeon.md section 7, dice fixed.

Decks are laid out top-last; dice and random picks come from ScriptedChance
(the RNG test seam), which fails loudly if the rules roll more than scripted.
"""

from __future__ import annotations

from engine.games.dungeon.rules import drop, ensure_slot, gain, spell_targets, start_turn
from engine.games.dungeon.state import Hunter

from .helpers import (
    CAGE,
    CB,
    ESP,
    SD,
    SLIDE,
    SW,
    TBP,
    TM1,
    TM2,
    TM3,
    TM4,
    TM6,
    G,
    creature,
    hero,
    ids,
    keys,
    make_state,
    mini_board,
    play,
)


def test_S_DNG_01_the_fighters_move():
    board = mini_board("c0 - c1 - LAB - c2 - CRYPT - c3")
    state = make_state(
        board,
        [("fighter", "c0"), ("wizard", "c2"), ("wizard", "CRYPT")],
        cleared={"LAB": 3},
        monsters={1: [TM1()]},
        dice=[6, 6],
    )
    offered = keys(state)
    assert "move:CRYPT" in offered and "move:LAB" in offered
    assert "move:c2" not in offered  # R-DNG-016: a corridor with W1 in it
    assert "move:c3" not in offered  # R-DNG-013: CRYPT stops the move
    play(state, "move:CRYPT")
    assert hero(state, 0).space == "CRYPT" and hero(state, 2).space == "CRYPT"  # R-DNG-017
    assert state.monster_decks[1] == []  # the top Level 1 card was drawn and fought
    assert state.turn.seat == 1

    two_tokens = make_state(board, [("fighter", "c0"), ("wizard", "c2")], cleared={"LAB": 2})
    offered = keys(two_tokens)
    assert "move:LAB" in offered and "move:CRYPT" not in offered


def test_S_DNG_02_magic_sword_roll_11_gives_plus_2():
    board = mini_board("R1 |D| c1 |D| R2")
    strong = creature("X8", 1, 8, 8, 8, 8, 8, 8)
    state = make_state(
        board,
        [("fighter", "c1")],
        monsters={1: [strong, TM1()]},
        treasures={1: [G(100), SW()]},
        dice=[6, 6, 5, 6, 3, 3],
    )
    play(state, "move:R1")
    f = hero(state)
    assert f.sword_bonus == 2 and ids(f.in_play) == ["SW1000"]
    play(state, "move:R2")
    assert state.is_cleared("R2")  # 3 + 3 + 2 = 8 >= 8
    assert any("= 8" in line.text for line in state.log)


def test_S_DNG_02_sword_table_proposal():
    board = mini_board("c1 - c2")
    for dice, bonus in (([4, 5], 1), ([4, 6], 2), ([1, 1], 1), ([5, 6], 2)):
        state = make_state(board, [("fighter", "c1")], dice=list(dice))
        gain(state, hero(state), SW())
        assert hero(state).sword_bonus == bonus


def test_S_DNG_04_dash_and_no_sword():
    board = mini_board("c1 |D| R5", levels={"R5": 5})
    state = make_state(board, [("rogue", "c1")], monsters={5: [TBP()]}, dice=[3, 4], picks=[1])
    hero(state).hand = [G(500), G(700)]
    play(state, "move:R5")
    assert any("cannot attack" in line.text for line in state.log)
    assert ids(state.slots[1].dropped) == ["G700"] and state.slots[1].space == "R5"
    assert state.slots[1].face_up and hero(state).space == "R5"

    quiet = make_state(board, [("rogue", "c1")], monsters={5: [TBP()]}, options={"dash_rule": "no_combat"})
    hero(quiet).hand = [G(500), G(700)]
    play(quiet, "move:R5")
    assert quiet.slot_at["R5"] == 1 and quiet.slots[1].dropped == [] and len(hero(quiet).hand) == 2


def test_S_DNG_05_seriously_wounded_with_five_treasures():
    board = mini_board("c1 |D| R3", "GH - c9", levels={"R3": 3})
    state = make_state(board, [("fighter", "R3")], dice=[2, 3, 5, 6], picks=[2, 3, 0])
    f = hero(state)
    f.hand = [G(500), G(1000), G(2000), G(3000)]
    f.in_play = [SD()]
    f.known_doors = {"sdX"}
    ensure_slot(state, "R3", TM3(), face_up=True)
    play(state, "stop")
    assert ids(state.slots[1].dropped) == ["G2000", "SD", "G500"]
    assert f.space == "GH" and ids(f.hand) == ["G1000", "G3000"] and f.gp() == 4000
    assert state.cleared.get("R3", 0) == 0 and f.lat == 0
    assert f.known_doors == {"sdX"}  # doors walked with the card stay known (R-DNG-092)
    assert state.winners is None


def test_S_DNG_06_killed():
    board = mini_board("c1 - K2 - c2", "GH - c9", levels={"K2": 2})
    state = make_state(board, [("cleric", "K2")], cleared={"K2": 1}, dice=[1, 2, 6, 6])
    c = hero(state)
    c.hand = [G(1000), G(1000, "b"), G(3000)]
    c.in_play = [ESP()]
    c.known_doors = {"sd1"}
    ensure_slot(state, "K2", TM2(), face_up=True)
    play(state, "stop")
    assert ids(state.slots[1].dropped) == ["G1000", "G1000b", "G3000", "ESP"]
    assert "hero:rogue2" in keys(state) and "hero:cleric1" not in keys(state)
    play(state, "hero:rogue2")
    new = hero(state)
    assert new.cls == "rogue" and new.space == "GH" and new.treasures() == [] and new.known_doors == set()
    assert new.lat == 0 and state.slots[1].space == "K2" and state.cleared["K2"] == 1

    alone = make_state(board, [("cleric", "K2")], cleared={"K2": 1}, dice=[1, 2, 6, 6])
    alone.pool = alone.pool[:1]
    ensure_slot(alone, "K2", TM2(), face_up=True)
    play(alone, "stop")
    assert hero(alone).hero.id == "cleric1" and hero(alone).space == "GH"


def test_S_DNG_08_stunned_stay_fight_again_loot_own_card():
    board = mini_board("c2 |D| R1")
    state = make_state(
        board,
        [("cleric", "c2")],
        monsters={1: [TM1()]},
        treasures={1: [G(300)]},
        dice=[1, 4, 3, 3, 3, 3],
        picks=[0],
    )
    hero(state).hand = [G(800)]
    play(state, "move:R1")
    assert ids(state.slots[1].dropped) == ["G800"] and hero(state).space == "R1"
    play(state, "stop")
    assert state.slots == {} and state.is_cleared("R1")
    assert sorted(ids(hero(state).hand)) == ["G300", "G800"]
    assert state.monster_discards[1][-1].id == "TM1"
    play(state, "stop")  # turn 3: cleared, nothing happens (no dice scripted)
    assert state.turns_taken == 3


def test_S_DNG_09_miss_and_slot_numbering():
    board = mini_board("c1 |D| R2", "c5 |D| R8", "c6 |D| R9", levels={"R2": 2})
    state = make_state(board, [("fighter", "c1")], monsters={2: [TM2()]}, dice=[1, 1, 2, 3])
    ensure_slot(state, "R8", TM1(), face_up=True)
    ensure_slot(state, "R9", TM1(), face_up=True)
    state.slots[3] = state.slots.pop(2)
    state.slots[3].number = 3
    state.slot_at["R9"] = 3
    play(state, "move:R2")
    assert state.slot_at["R2"] == 2 and hero(state).space == "R2" and hero(state).lat == 0
    ensure_slot(state, "R8", TM1(), face_up=True)
    assert state.slot_at["R8"] == 1
    assert ensure_slot(state, "R2", TM2(), face_up=True).number == 2


def test_S_DNG_10_secret_door_fail_succeed_remember():
    board = mini_board("c1 - c2 - c3 |S:sd1| c4 - c5")
    state = make_state(board, [("fighter", "c1")], dice=[4, 5])
    assert "move:c4" not in keys(state)
    play(state, "move:c3")
    assert state.turn.points == 3
    play(state, "search:sd1")  # 4: fails, the move ends, turn over
    assert state.turns_taken == 1 and hero(state).space == "c3"
    play(state, "search:sd1")  # 5: found
    assert "sd1" in hero(state).known_doors
    play(state, "move:c5", "stop")
    assert "move:c3" in keys(state)  # turn 3: back through sd1 with no roll
    assert "search:sd1" not in keys(state)

    cleric = make_state(board, [("cleric", "c3")])
    assert "search:sd1" in keys(cleric) and "move:c4" not in keys(cleric)


def test_S_DNG_12_no_search_without_a_point_left():
    board = mini_board("GH - c1 - c2 - c3 - c4 - c5 |S:sd2| c6")
    state = make_state(board, [("fighter", "GH")])
    play(state, "move:c5")
    # 0 points: no search is offered, so the move ends and the next turn starts there.
    assert state.turns_taken == 1 and hero(state).space == "c5"
    assert "search:sd2" in keys(state)


def test_S_DNG_13_secret_door_card():
    board = mini_board("c1 |S:sdA| c2 - c3 |S:sdB| c4")
    state = make_state(board, [("fighter", "c1")], picks=[0])
    f = hero(state)
    f.in_play = [SD()]
    assert "move:c4" in keys(state)
    play(state, "move:c2", "stop")
    assert f.known_doors == {"sdA"}
    drop(state, f, 1, [])  # a Stunned result takes the card
    assert f.in_play == []
    offered = keys(state)
    assert "move:c1" in offered and "move:c4" not in offered and "search:sdB" not in offered


def test_S_DNG_14_cage_trap_two_lost_turns():
    board = mini_board("c1 |D| R2", levels={"R2": 2})
    state = make_state(board, [("cleric", "c1")], monsters={2: [CAGE(2)]}, treasures={2: [G(1200)]}, dice=[4])
    play(state, "move:R2")
    c = hero(state)
    # The next two turns are lost at once (solo game), the third is normal.
    assert ids(c.hand) == ["G1200"] and state.is_cleared("R2") and c.lat == 0
    assert ids(state.monster_discards[2]) == ["CAGE2"]
    assert state.turns_taken == 3 and sum("loses this turn" in line.text for line in state.log) == 2
    play(state, "stop")
    assert state.turns_taken == 4


def test_S_DNG_16_slide_trap_chain():
    board = mini_board("c1 |D| R3", "c8 - K4b", "c9 - K5a", levels={"R3": 3, "K4b": 4, "K5a": 5})
    state = make_state(
        board,
        [("fighter", "c1")],
        monsters={3: [SLIDE(3)], 4: [SLIDE(4)]},
        treasures={3: [G(1500)]},
        cleared={"K5a": 3},
    )
    play(state, "move:R3")
    assert ids(hero(state).hand) == ["G1500"] and state.is_cleared("R3")
    assert keys(state) == ["slide:K4b"]
    play(state, "slide:K4b")
    assert state.cleared["K4b"] == 1 and ids(hero(state).hand) == ["G1500"]
    play(state, "slide:K5a")
    assert hero(state).space == "K5a" and state.turns_taken == 1
    assert ids(state.monster_discards[3]) == ["SLIDE3"] and ids(state.monster_discards[4]) == ["SLIDE4"]


def test_S_DNG_17_slide_trap_on_level_6():
    board = mini_board("c1 |D| R6", levels={"R6": 6})
    state = make_state(board, [("rogue", "c1")], monsters={6: [SLIDE(6)]}, treasures={6: [G(6000)]})
    play(state, "move:R6")
    assert ids(hero(state).hand) == ["G6000"] and state.is_cleared("R6") and hero(state).space == "R6"
    assert state.turns_taken == 1


def test_S_DNG_18_a_chamber_needs_three_tokens():
    board = mini_board("c0 - c1 - K2 - c2 - c3", levels={"K2": 2})
    state = make_state(
        board, [("fighter", "c1"), ("rogue", "c0")], cleared={"K2": 2}, monsters={2: [TM2()]}, dice=[3, 4]
    )
    assert "move:c2" not in keys(state) and "move:K2" in keys(state)
    play(state, "move:K2")
    assert state.cleared["K2"] == 3 and hero(state, 0).treasures() == []
    assert "move:c3" in keys(state)  # the Rogue walks through the cleared chamber


def test_S_DNG_20_fireball_hits_an_unrevealed_room():
    board = mini_board("c0 - c1 |D| R1")
    state = make_state(board, [("wizard", "c0")], monsters={1: [TM1()]}, treasures={1: [G(600)]}, dice=[2, 3])
    play(state, "move:c1")
    assert state.turn.points == 4
    play(state, "fireball:R1")
    w = hero(state)
    assert state.is_cleared("R1") and w.space == "R1" and ids(w.hand) == ["G600"]
    assert len(w.spells) == 4 and ids(state.monster_discards[1]) == ["TM1"]
    assert w.last_path == ["c0", "c1", "R1"]


def test_S_DNG_21_lightning_misses_no_strike_back():
    board = mini_board("c0 - c1 |D| R1")
    state = make_state(board, [("wizard", "c0")], monsters={1: [TM1()]}, dice=[1, 4])
    play(state, "move:c1", "lightning:R1")
    w = hero(state)
    assert w.space == "c1" and state.slots[1].space == "R1" and state.slots[1].face_up
    assert w.spells.count("lightning") == 1 and state.spell_discard == ["lightning"]


def test_S_DNG_22_one_spell_per_turn():
    board = mini_board("c1 - K2a", "c2 - K2b |D| R2x", levels={"K2a": 2, "K2b": 2, "R2x": 2})
    state = make_state(board, [("wizard", "K2a")], cleared={"K2a": 3, "K2b": 3})
    hero(state).spells = ["fireball", "teleport"]
    play(state, "teleport:K2b")
    assert hero(state).space == "K2b" and hero(state).spells == ["fireball"] and state.turns_taken == 1


def test_S_DNG_24_regaining_spells():
    board = mini_board("GH - c1")
    state = make_state(board, [("wizard", "GH")])
    w = hero(state)
    w.spells = ["lightning", "teleport", "fireball"]
    play(state, "stop", "regain:fireball")
    assert len(w.spells) == 4
    play(state, "stop", "regain:lightning")
    assert len(w.spells) == 5
    play(state, "stop")
    assert state.phase == "move" and state.turns_taken == 3

    walker = make_state(board, [("wizard", "c1")])
    hero(walker).spells = ["fireball"]
    play(walker, "move:GH", "stop")
    assert walker.phase == "move" and walker.turns_taken == 1

    skipped = make_state(board, [("wizard", "GH")])
    hero(skipped).spells = ["fireball"]
    hero(skipped).lat = 1
    start_turn(skipped)  # a Lose a Turn turn in the Great Hall: no regain offered
    skipped._decision = None
    assert skipped.turns_taken == 1 and hero(skipped).spells == ["fireball"] and skipped.phase == "move"


def test_S_DNG_25_winning():
    board = mini_board("GH - c1")
    state = make_state(board, [("fighter", "c1")])
    f = hero(state)
    f.hand = [G(8000), G(7000)]
    f.in_play = [SW(5000)]
    play(state, "move:GH", "stop")
    assert state.winners == (0,)

    short = make_state(board, [("fighter", "c1")])
    hero(short).hand = [G(8000), G(6500)]
    hero(short).in_play = [SW(5000)]
    play(short, "move:GH", "stop")
    assert short.winners is None

    wizard = make_state(board, [("wizard", "GH")])
    hero(wizard).hand = [G(20000), G(5000), SW(5000)]
    play(wizard, "stop")
    assert wizard.winners == (0,)

    outside = make_state(board, [("fighter", "c1")])
    hero(outside).hand = [G(20000)]
    play(outside, "stop")
    assert outside.winners is None


def test_S_DNG_26_occupancy():
    board = mini_board("c1 - c2 - c3 |D| R1", "c2 - K1")
    state = make_state(board, [("rogue", "c1"), ("cleric", "c2"), ("wizard", "K1"), ("fighter", "R1")])
    ensure_slot(state, "R1", TM1(), face_up=True)
    offered = keys(state)
    assert "move:c2" not in offered and "move:K1" in offered and "move:c3" in offered
    assert "move:R1" not in offered


def test_S_DNG_28_crystal_ball():
    board = mini_board("c5 - c6", "c7 |D| R4", levels={"R4": 4})
    state = make_state(
        board,
        [("rogue", "c5"), ("fighter", "c7")],
        monsters={4: [TM4()]},
        treasures={4: [G(9999), G(3000)]},
        dice=[4, 4],
    )
    hero(state).in_play = [CB()]
    play(state, "crystal:R4")
    slot = state.slots[1]
    assert slot.space == "R4" and not slot.face_up and slot.seen_by == {0} and slot.treasure.id == "G3000"
    assert hero(state, 0).space == "c5"
    assert state.view(1)["slots"][0]["monster"] is None and state.view(0)["slots"][0]["monster"]["id"] == "TM4"
    play(state, "move:R4")
    assert ids(hero(state, 1).hand) == ["G3000"] and ids(state.treasure_decks[4]) == ["G9999"]
    play(state, "move:c6")
    assert not any(k.startswith("crystal:") for k in keys(state))


def test_S_DNG_29_replacing_a_dropped_magic_sword():
    board = mini_board("c1 |D| R3", levels={"R3": 3})
    state = make_state(board, [("fighter", "R3")], dice=[1, 2, 3, 4, 2, 3], picks=[4])
    f = hero(state)
    a, b = SW(1000, "A"), SW(1000, "B")
    f.hand = [b, G(500), G(1000), G(2000)]
    f.in_play = [a]
    f.sword_bonus = 2
    ensure_slot(state, "R3", TM3(), face_up=True)
    play(state, "stop")
    assert ids(state.slots[1].dropped) == ["SW1000A"] and ids(f.in_play) == ["SW1000B"] and f.sword_bonus == 2
    play(state, "stop")
    assert state.is_cleared("R3")


def test_S_DNG_30_a_second_sword_and_a_wizards_sword():
    board = mini_board("c1 |D| R1")
    state = make_state(board, [("fighter", "c1")])
    f = hero(state)
    f.in_play = [SW(1000, "A")]
    f.sword_bonus = 1
    gain(state, f, SW(1000, "B"))
    assert ids(f.hand) == ["SW1000B"] and f.sword_bonus == 1 and f.gp() == 2000

    wiz = make_state(board, [("wizard", "c1")], monsters={1: [TM1()]}, treasures={1: [G(10)]}, dice=[4, 4])
    w = hero(wiz)
    gain(wiz, w, SW())
    assert ids(w.hand) == ["SW1000"] and w.sword_bonus == 0
    play(wiz, "move:R1")
    assert wiz.is_cleared("R1")


def test_S_DNG_32_strike_back_with_no_treasure():
    board = mini_board("c0 - c1 |D| R1", "GH - c9")
    for dice, where, lat in (([1, 1, 3, 4], "R1", 0), ([1, 1, 5, 6], "GH", 0), ([1, 1, 4, 6], "c1", 1)):
        state = make_state(board, [("rogue", "c0"), ("fighter", "GH")], monsters={1: [TM1()]}, dice=list(dice))
        play(state, "move:R1")
        assert hero(state).space == where and hero(state).lat == lat and state.slots[1].dropped == []


def test_S_DNG_33_half_rounded_up():
    board = mini_board("c1 |D| R1", "GH - c9")
    for n, dropped in ((1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (7, 4)):
        state = make_state(board, [("fighter", "R1")], dice=[1, 1, 5, 6], picks=[0] * dropped)
        hero(state).hand = [G(100 + i) for i in range(n)]
        ensure_slot(state, "R1", TM1(), face_up=True)
        play(state, "stop")
        assert len(state.slots[1].dropped) == dropped


def test_S_DNG_34_moving_back_when_the_hero_did_not_move():
    board = mini_board("c0 - c1 - c2 |D| R1", "GH - c9")
    state = make_state(
        board,
        [("cleric", "c1"), ("fighter", "GH")],
        monsters={1: [TM1()]},
        dice=[1, 3, 3, 3, 2, 1, 4, 4],
        picks=[0, 0],
    )
    hero(state).hand = [G(100), G(200)]
    play(state, "move:R1")
    assert hero(state).space == "R1"
    play(state, "stop")  # the fighter's turn
    play(state, "stop")
    assert hero(state).space == "c2" and hero(state).lat == 1 and len(state.slots[1].dropped) == 2

    for blockers, where in (([("fighter", "c2")], "c1"), ([("fighter", "c2"), ("rogue", "c1")], "R1")):
        state = make_state(board, [("cleric", "R1"), *blockers], dice=[2, 1, 4, 4], picks=[0])
        hero(state).hand = [G(100)]
        hero(state).last_path = ["c1", "c2", "R1"]
        ensure_slot(state, "R1", TM1(), face_up=True)
        play(state, "stop")
        assert hero(state, 0).space == where and hero(state, 0).lat == 1 and hero(state, 0).hand == []


def test_S_DNG_36_seriously_wounded_but_still_rich():
    board = mini_board("c1 |D| R4", "GH - c9", levels={"R4": 4})
    state = make_state(board, [("cleric", "R4")], dice=[2, 3, 6, 5], picks=[3, 2])
    hero(state).hand = [G(8000), G(4000), G(3000), G(500)]
    ensure_slot(state, "R4", TM4(), face_up=True)
    play(state, "stop")
    assert ids(state.slots[1].dropped) == ["G500", "G3000"]
    assert hero(state).gp() == 12000 and state.winners == (0,)


def test_S_DNG_37_spell_named_blind_against_a_dash():
    board = mini_board("c40 |D| K4", levels={"K4": 4})
    state = make_state(board, [("wizard", "c40")], cleared={"K4": 1}, monsters={4: [TM4()]})
    play(state, "fireball:K4")
    assert state.spell_discard == ["fireball"] and state.slots[1].monster.id == "TM4"
    assert hero(state).space == "c40" and state.turns_taken == 1


def test_S_DNG_38_spell_cast_into_a_trap():
    board = mini_board("c20 |D| R2", levels={"R2": 2})
    state = make_state(board, [("wizard", "c20")], monsters={2: [CAGE(2)]}, treasures={2: [G(1)]})
    play(state, "lightning:R2")
    w = hero(state)
    assert state.is_cleared("R2") and ids(state.monster_discards[2]) == ["CAGE2"]
    assert w.hand == [] and w.lat == 0 and w.space == "c20" and state.spell_discard == ["lightning"]


def test_S_DNG_40_when_a_fireball_may_be_cast():
    board = mini_board("c1 |D| R1", "K1 |D| R2", "c3 |D| R3", "c3 - K3")
    state = make_state(board, [("wizard", "c1")])
    assert "fireball:R1" in keys(state)  # start of turn, 5 points
    state.turn.points = 0
    assert spell_targets(state, hero(state)) == []

    inside = make_state(board, [("wizard", "K1")])
    ensure_slot(inside, "K1", TM1(), face_up=True)
    inside._decision = None
    assert "fireball:R2" not in keys(inside)

    crowded = make_state(board, [("wizard", "c3"), ("cleric", "R3"), ("fighter", "K3")])
    offered = keys(crowded)
    assert "fireball:R3" not in offered and "fireball:K3" in offered


def test_S_DNG_41_lose_a_turn_stops_everything():
    board = mini_board("GH - c1", "c2 |D| R1")
    state = make_state(board, [("wizard", "GH")])
    w = hero(state)
    w.lat = 1
    w.in_play = [CB()]
    w.spells = ["fireball", "fireball", "lightning"]
    start_turn(state)
    state._decision = None
    assert w.lat == 0 and len(w.spells) == 3 and state.turns_taken == 1
    assert any("loses this turn" in line.text for line in state.log)
    assert any(k.startswith("crystal:") for k in keys(state))  # the next turn is normal


def test_S_DNG_42_great_hall_and_corridors_are_never_encountered():
    board = mini_board("GH - c1 - K1", "c1 - K2")
    state = make_state(board, [("fighter", "c1")], monsters={1: [TM1()]})
    play(state, "move:GH", "stop")
    play(state, "move:c1", "stop")
    assert ids(state.monster_decks[1]) == ["TM1"]
    wiz = make_state(board, [("wizard", "K1")], cleared={"K1": 3})
    assert [k for k in keys(wiz) if k.startswith("teleport:")] == ["teleport:K2"]


def test_S_DNG_44_the_hunters_strike_back():
    board = mini_board("c1 - c2 - c3 - c4")
    state = make_state(board, [("rogue", "c3")], options={"variant": "hunted"}, dice=[1, 1, 6, 6])
    state.hunter = Hunter(TM6(), "c1")
    play(state, "stop")
    assert state.winners == () and "Hunter" in state.end_reason

    # Wounded: drop under the Hunter, step back along last_path, lose the next turn;
    # during that lost turn the Hunter comes on and this time the Rogue rolls 12.
    state = make_state(board, [("rogue", "c3")], options={"variant": "hunted"}, dice=[1, 1, 4, 5, 6, 6], picks=[0])
    state.hunter = Hunter(TM6(), "c1")
    r = hero(state)
    r.hand = [G(100)]
    r.last_path = ["c4", "c3"]
    play(state, "stop")
    assert any(f"staggers back to {state.board.place_name('c4')}" in line.text for line in state.log)
    assert any("loses this turn" in line.text for line in state.log) and r.lat == 0
    assert r.space == "c4" and ids(r.hand) == ["G100"]  # the Hunter died and gave the card back
    assert state.phase == "hunter_room" and state.winners is None


def test_S_DNG_45_treasure_hunt():
    board = mini_board("c1 |D| R1", "GH - c9")
    target = G(700)
    state = make_state(
        board,
        [("cleric", "c1")],
        options={"variant": "treasure_hunt"},
        monsters={1: [TM1()]},
        treasures={1: [target]},
        dice=[6, 6],
    )
    state.hunt_target = target
    play(state, "move:R1")
    assert state.winners == (0,)

    doomed = make_state(
        board,
        [("cleric", "R1")],
        options={"variant": "treasure_hunt"},
        dice=[1, 1, 6, 6] * 2,
        treasures={1: [G(700)]},
    )
    doomed.hunt_target = G(700)
    ensure_slot(doomed, "R1", TM1(), face_up=True)
    play(doomed, "stop", "hero:cleric2")
    hero(doomed).space = "R1"
    play(doomed, "stop")
    assert doomed.winners == ()

    rich = make_state(board, [("cleric", "c9")], options={"variant": "treasure_hunt"}, treasures={1: [G(700)]})
    rich.hunt_target = G(700)
    hero(rich).hand = [G(10000)]
    play(rich, "move:GH", "stop")
    assert rich.winners is None


def test_S_DNG_46_timed_game_turn_limit():
    board = mini_board("GH - c1")
    state = make_state(board, [("fighter", "GH")], options={"variant": "timed", "turn_limit": 20})
    for _ in range(19):
        play(state, "stop")
    assert state.winners is None
    play(state, "stop")
    assert state.winners == () and "20 turns" in state.end_reason
