"""Rulings A-DNG-01..24 of the digest (section 4): what the engine adopts where the seed is silent."""

from __future__ import annotations

import pytest

import engine
from engine import Match, ScriptedChance, Seat
from engine.games.dungeon import content
from engine.games.dungeon.rules import drop, ensure_slot, gain

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
    G,
    hero,
    ids,
    keys,
    make_state,
    mini_board,
    play,
)


def who(state) -> int:
    return state.decision().player


def moves(state) -> set[str]:
    return {k.split(":", 1)[1] for k in keys(state) if k.startswith("move:")}


# ---------------------------------------------------------------- setup
def test_A_DNG_01_one_to_four_players_and_a_pool_of_two_heroes_per_class():
    game = engine.get("dungeon")
    assert (game.min_players, game.max_players) == (1, 4)
    with pytest.raises(engine.OptionsError):
        Match("dungeon", tuple(Seat(f"P{i}") for i in range(5)), {}, 1)
    pool = content.hero_pool()
    assert len(pool) == 8 and len({h.id for h in pool}) == 8
    assert sorted(h.hero_class for h in pool) == ["cleric"] * 2 + ["fighter"] * 2 + ["rogue"] * 2 + ["wizard"] * 2
    match = Match("dungeon", (Seat("A"), Seat("B")), {}, 1, chance=ScriptedChance(picks=[0]))
    clerics = [h.id for h in pool if h.hero_class == "cleric"]
    match.play(f"hero:{clerics[0]}")
    offered = match.decision.keys()
    assert f"hero:{clerics[0]}" not in offered and f"hero:{clerics[1]}" in offered  # same class allowed
    match.play(f"hero:{clerics[1]}")
    assert [h.cls for h in match.state.heroes] == ["cleric", "cleric"]


def test_A_DNG_02_setup_shuffled_decks_empty_slots_heroes_in_the_great_hall():
    match = Match("dungeon", (Seat("A"), Seat("B"), Seat("C")), {}, 42)
    state = match.state
    for level in content.LEVELS:
        assert sorted(ids(state.monster_decks[level])) == sorted(ids(content.monster_deck(level)))
        assert sorted(ids(state.treasure_decks[level])) == sorted(ids(content.treasure_deck(level)))
        assert state.monster_discards[level] == []
    assert state.slots == {} and state.cleared == {} and state.phase == "pick_hero"
    wizard = next(h.id for h in state.pool if h.hero_class == "wizard")
    while match.state.phase == "pick_hero":
        offered = match.decision.keys()
        match.play(f"hero:{wizard}" if f"hero:{wizard}" in offered else offered[0])
    assert all(h.space == "GH" and h.treasures() == [] and h.lat == 0 for h in state.heroes)
    assert any(len(h.spells) == 5 for h in state.heroes)
    shuffled = any(ids(state.monster_decks[lv]) != ids(content.monster_deck(lv)) for lv in content.LEVELS)
    assert shuffled


def test_A_DNG_03_the_first_player_is_drawn_and_play_goes_up_the_seats():
    seats = (Seat("A"), Seat("B"), Seat("C"))
    match = Match("dungeon", seats, {}, 0, chance=ScriptedChance(picks=[2]))
    state = match.state
    assert state.first_player == 2
    pickers = []
    while state.phase == "pick_hero":
        pickers.append(match.decision.player)
        match.play(match.decision.options[0].key)
    assert pickers == [2, 0, 1]
    order = []
    for _ in range(4):
        order.append(match.decision.player)
        match.play("stop")
    assert order == [2, 0, 1, 2]
    assert any(line.text == "C goes first." for line in state.log)


def test_A_DNG_04_wizards_start_with_two_fireballs_two_bolts_one_teleport():
    board = mini_board("GH - c1 |D| R1", "GH - c9")
    state = make_state(board, [("wizard", "c1"), ("fighter", "GH")], dice=[1, 1, 6, 6])
    w = hero(state)
    assert sorted(w.spells) == ["fireball", "fireball", "lightning", "lightning", "teleport"] and w.spell_cap == 5
    w.spells = ["teleport"]
    state.spell_discard = []  # the supply is unlimited: regaining never depends on the discard pile
    ensure_slot(state, "R1", TM1(), face_up=True)
    play(state, "move:R1", "hero:wizard2")  # killed: the replacement Wizard has a full spellbook
    assert sorted(hero(state).spells) == ["fireball", "fireball", "lightning", "lightning", "teleport"]
    assert state.spell_discard == ["teleport"]


def test_A_DNG_05_the_great_hall_is_level_0_never_met_and_not_a_room_or_chamber():
    board = mini_board("K1 - GH - c1 |D| R1", "GH - K2", "c9 |D| R2", levels={"R2": 1})
    state = make_state(
        board,
        [("wizard", "K1"), ("fighter", "GH"), ("cleric", "GH"), ("rogue", "GH")],
        cleared={"K1": 3},
        monsters={1: [TM1()]},
    )
    assert state.level("GH") == 0 and state.is_cleared("GH")
    assert [k for k in keys(state) if k.startswith("teleport:")] == ["teleport:K2"]
    assert "move:GH" in keys(state)  # three heroes there already: any number may stop
    w = hero(state)
    w.in_play = [ESP(), CB()]
    state._decision = None
    assert not any(k in keys(state) for k in ("esp:GH", "crystal:GH"))
    play(state, "move:GH", "stop")
    assert ids(state.monster_decks[1]) == ["TM1"] and who(state) == 1  # no encounter in the Great Hall


def test_A_DNG_06_a_corridors_level_is_for_display_only():
    board = mini_board("c0 |D| R1", "c1 |D| R1", "GH - c9", levels={"c0": 6, "c1": 6})
    state = make_state(
        board,
        [("fighter", "c0"), ("cleric", "GH")],
        monsters={1: [TM1()], 6: [TM3()]},
        treasures={1: [G(250)], 6: [G(6000)]},
        dice=[3, 3],
    )
    play(state, "stop")  # a Level 6 corridor holds no monster
    play(state, "stop")
    play(state, "move:R1")  # the room's level (1) picks the decks
    assert ids(hero(state).hand) == ["G250"] and ids(state.monster_decks[6]) == ["TM3"]


# ---------------------------------------------------------------- movement
def test_A_DNG_07_move_bookkeeping():
    board = mini_board("c0 |D| R1 |D| c1 - c2 - c3", "GH - c9")
    # (a) the start space is not entered: a hero leaves the uncleared room it stands in
    state = make_state(board, [("fighter", "R1"), ("cleric", "GH")])
    ensure_slot(state, "R1", TM1(), face_up=True)
    assert {"c0", "c1", "c2", "c3"} <= moves(state)
    # (b) spaces may be revisited: c1 -> c2 -> c1 costs 2 steps
    play(state, "move:c2", "move:c1")
    assert state.turn.path == ["R1", "c1", "c2", "c1"] and state.turn.points == 2
    # (c) stopping is checked on every step: R1 is uncleared, so nothing beyond it is offered
    assert "R1" in moves(state) and "c0" not in moves(state)
    # (e) unused points are lost when the move ends
    play(state, "stop")
    play(state, "stop")
    assert state.turn.points == 5 and state.turn.path == ["c1"]


def test_A_DNG_08_staying_put_re_encounters_the_space():
    board = mini_board("c0 - K1", "c0 |D| R1", "GH - c9")
    state = make_state(
        board, [("fighter", "K1"), ("cleric", "GH")], cleared={"K1": 1}, monsters={1: [TM1()]}, dice=[6, 6]
    )
    play(state, "stop")  # an uncleared chamber with no monster: a new card
    assert state.cleared["K1"] == 2 and state.monster_decks[1] == []
    play(state, "stop")
    cleared = make_state(board, [("fighter", "R1"), ("cleric", "GH")], cleared={"R1": 1}, monsters={1: [TM1()]})
    play(cleared, "stop")
    assert ids(cleared.monster_decks[1]) == ["TM1"] and who(cleared) == 1


def test_A_DNG_09_a_hero_walks_out_of_a_monsters_space_unharmed():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(board, [("fighter", "R1"), ("cleric", "GH")])
    hero(state).hand = [G(100)]
    ensure_slot(state, "R1", TM1(), face_up=True)
    play(state, "move:c0", "stop")  # no dice scripted: no parting blow
    assert hero(state).space == "c0" and ids(hero(state).hand) == ["G100"]
    assert state.slots[1].space == "R1" and state.slots[1].monster.id == "TM1"


def test_A_DNG_10_secret_door_search_details():
    board = mini_board("c0 |S:sd1| c1 |S:sd2| c2", "c0 |S:sd3| c3", "GH - c9")
    # (a) no cost, (c) after a success another door may be tried in the same move
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], dice=[6, 5, 2])
    play(state, "search:sd1", "move:c1")
    assert state.turn.points == 4 and "search:sd2" in keys(state)
    play(state, "search:sd2", "move:c2")
    assert hero(state).known_doors == {"sd1", "sd2"} and state.turn.points == 3
    # (d) a find is for that door only; (c) one failure ends the move
    play(state, "move:c0")
    assert "search:sd3" in keys(state) and "move:c3" not in keys(state)
    play(state, "search:sd3")
    assert who(state) == 1 and hero(state).known_doors == {"sd1", "sd2"}
    # (g) the doors a hero found are not shown to other players
    assert state.view(1)["players"][0]["known_doors"] is None
    assert state.view(0)["players"][0]["known_doors"] == ["sd1", "sd2"]


def test_A_DNG_10_the_rogue_bonus_follows_the_current_class():
    board = mini_board("c0 |S:sd1| c1", "GH - c0")
    state = make_state(board, [("fighter", "c0")], dice=[3])
    play(state, "search:sd1")  # 3 is not enough for the Fighter
    assert hero(state).known_doors == set()
    rogue = make_state(board, [("rogue", "c0")], dice=[3])
    play(rogue, "search:sd1")
    assert hero(rogue).known_doors == {"sd1"}


def test_A_DNG_11_secret_door_card_details():
    board = mini_board("c0 |S:sd1| c1", "c0 |S:sd2| c2", "c0 |D| R1")
    state = make_state(board, [("fighter", "c0")])
    f = hero(state)
    f.in_play = [SD()]
    play(state, "move:c1", "stop")
    assert f.known_doors == {"sd1"}  # (b) sd2 was next to the hero but never used
    # (c) a hero collecting the card from a dropped pile gets the power (back)
    cleric = make_state(board, [("cleric", "c0")], dice=[4, 4])
    assert "move:c2" not in keys(cleric)
    ensure_slot(cleric, "R1", TM1(), face_up=True).dropped.append(SD())
    play(cleric, "move:R1")  # 8 >= Cleric 6: the pile is collected, the card goes face up
    c = hero(cleric)
    assert ids(c.in_play) == ["SD"] and c.hand == []
    assert "move:c2" in keys(cleric)  # R1 -> c0 -> through sd2, no roll
    play(cleric, "move:c2")
    assert c.known_doors == {"sd2"}


def test_A_DNG_12_monster_card_life_cycle_and_slots():
    board = mini_board("c0 |D| R1", "c0 |D| R2", "c0 |D| R3", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM2(), TM1()]}, dice=[1, 1, 1, 1])
    play(state, "move:R1")  # missed: TM1 face up in slot 1 for good
    play(state, "stop")
    assert state.slots[1].monster.id == "TM1" and ids(state.monster_decks[1]) == ["TM2"]
    state.slots[1].dropped.append(G(100))
    hero(state).space = "c0"
    state.chance.dice = [1, 1, 1, 1, 6, 6]
    play(state, "move:R2")  # (c) the lowest free slot is 2
    play(state, "stop")
    assert state.slot_at == {"R1": 1, "R2": 2}
    hero(state).space = "c0"
    play(state, "move:R1")  # (a) destroyed: discard, slot freed, (f) its pile goes to the victor
    assert state.slot_at == {"R2": 2} and ids(state.monster_discards[1]) == ["TM1"]
    assert ids(hero(state).hand) == ["G100"]
    # (b) a monster that already has a slot keeps it
    assert ensure_slot(state, "R2", TM2(), face_up=True).number == 2
    assert ensure_slot(state, "R3", TM2(), face_up=True).number == 1


def test_A_DNG_13_no_card_left_in_deck_or_discard_nothing_happens():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")])
    play(state, "move:R1")
    assert not state.is_cleared("R1") and state.slots == {} and who(state) == 1
    assert any("No monster is left" in line.text for line in state.log)


def test_A_DNG_14_an_empty_treasure_deck_gives_nothing_but_the_pile():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], dice=[6, 6])
    ensure_slot(state, "R1", TM1(), face_up=True).dropped.append(G(800))
    play(state, "move:R1")
    assert ids(hero(state).hand) == ["G800"] and state.is_cleared("R1")


def test_A_DNG_15_a_dash_means_the_attack_fails_and_the_monster_strikes_back():
    board = mini_board("c0 |D| R5", "GH - c9", levels={"R5": 5})
    state = make_state(board, [("rogue", "c0"), ("cleric", "GH")], monsters={5: [TBP()]}, dice=[4, 4], picks=[0])
    hero(state).hand = [G(300)]
    play(state, "move:R5")  # Wounded (8): drop, back to c0, 1 token
    r = hero(state)
    assert r.space == "c0" and r.lat == 1 and ids(state.slots[1].dropped) == ["G300"]
    assert any("cannot attack" in line.text for line in state.log)
    quiet = make_state(
        board, [("rogue", "c0"), ("cleric", "GH")], monsters={5: [TBP()]}, options={"dash_rule": "no_combat"}
    )
    play(quiet, "move:R5")
    assert quiet.slot_at == {"R5": 1} and hero(quiet).space == "R5" and who(quiet) == 1
    play(quiet, "stop")
    assert "move:c0" in keys(quiet)  # not forced to stay


def test_A_DNG_16_traps_after_use_and_traps_met_in_unusual_ways():
    board = mini_board("c0 |D| R1", "c1 |D| R2", "GH - c9", levels={"R2": 2})
    # (a) a resolved trap never occupies a slot; (b) a face-down trap with a pre-drawn treasure
    state = make_state(
        board,
        [("rogue", "c1"), ("fighter", "c0")],
        monsters={1: [CAGE(1)]},
        treasures={1: [G(1), G(250)]},
        dice=[2],
    )
    hero(state).in_play = [CB()]
    play(state, "crystal:R1")
    assert state.slots[1].treasure.id == "G250" and not state.slots[1].face_up
    play(state, "move:R1")  # the Fighter springs it: the pre-drawn card is its reward
    assert ids(hero(state, 1).hand) == ["G250"] and ids(state.treasure_decks[1]) == ["G1"]
    assert state.slots == {} and ids(state.monster_discards[1]) == ["CAGE1"] and hero(state, 1).lat == 1
    # (c) a spell that reveals a trap: spent, cleared, no reward, no effect; a pre-drawn card to the bottom
    spell = make_state(
        board, [("wizard", "c1"), ("rogue", "GH")], monsters={2: [SLIDE(2)]}, treasures={2: [G(600), G(700)]}
    )
    hero(spell, 1).in_play = [CB()]
    play(spell, "stop", "crystal:R2")
    assert spell.slots[1].treasure.id == "G700"
    play(spell, "lightning:R2")
    w = hero(spell)
    assert w.space == "c1" and w.hand == [] and w.lat == 0 and spell.is_cleared("R2")
    assert ids(spell.treasure_decks[2]) == ["G700", "G600"] and spell.slots == {}
    assert ids(spell.monster_discards[2]) == ["SLIDE2"] and who(spell) == 1


def test_A_DNG_17_slide_destinations_are_all_chambers_of_the_next_level():
    board = mini_board(
        "c0 |D| R1", "c2 - K2a", "c3 - K2b", "c4 - K2c", "GH - c9", levels={"K2a": 2, "K2b": 2, "K2c": 2}
    )
    state = make_state(
        board,
        [("fighter", "c0"), ("cleric", "K2b"), ("rogue", "GH")],
        monsters={1: [SLIDE(1)]},
        treasures={1: [G(1)]},
        cleared={"K2a": 3},
    )
    ensure_slot(state, "K2c", TM2(), face_up=True)
    play(state, "move:R1")
    # cleared (K2a), holding a hero (K2b), holding a monster (K2c): all offered
    assert keys(state) == ["slide:K2a", "slide:K2b", "slide:K2c"]


def test_A_DNG_18_no_more_moving_after_a_teleport_or_a_slide():
    board = mini_board("K1 - c1", "K2 - c2 - c3", "c0 |D| R1", "GH - c9", levels={"K2": 2})
    state = make_state(board, [("wizard", "K1"), ("cleric", "GH")], cleared={"K1": 3, "K2": 3})
    play(state, "teleport:K2")  # 5 points unused, K2 cleared: the turn is over
    assert hero(state).space == "K2" and who(state) == 1
    slide = make_state(
        board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [SLIDE(1)]}, treasures={1: [G(1)]}, cleared={"K2": 3}
    )
    play(slide, "move:R1", "slide:K2")
    assert hero(slide).space == "K2" and who(slide) == 1


def test_A_DNG_19_face_down_cards():
    board = mini_board("c0 |D| R1 |D| c1", "c2 |D| R1", "GH - c9")
    state = make_state(
        board,
        [("rogue", "c0"), ("fighter", "c1"), ("wizard", "c2")],
        monsters={1: [TM3(), TM1()]},
        dice=[6, 6],
    )
    hero(state, 0).in_play = [ESP()]
    hero(state, 1).in_play = [ESP()]
    play(state, "esp:R1", "stop")  # (b) seen by its drawer only
    slot = state.slots[1]
    assert slot.seen_by == {0} and [state.view(p)["slots"][0]["monster"] is None for p in (0, 1, 2)] == [
        False,
        True,
        True,
    ]
    play(state, "esp:R1", "stop")  # a second ESP looks at the same card: nothing new is drawn
    assert slot.seen_by == {0, 1} and not slot.face_up and ids(state.monster_decks[1]) == ["TM3"]
    assert state.view(1)["slots"][0]["monster"]["id"] == "TM1" and state.view(2)["slots"][0]["monster"] is None
    # (a) it counts as the room's monster; (c) a spell cast at it turns it face up for everyone
    play(state, "fireball:R1")
    assert ids(state.monster_decks[1]) == ["TM3"] and state.slots == {} and hero(state, 2).space == "R1"
    assert any("Slot 1 is turned up: the TM1" in line.text for line in state.log)


def test_A_DNG_19_a_pre_drawn_treasure_goes_to_whoever_loots_the_room():
    board = mini_board("c0 |D| R2", "GH - c9", levels={"R2": 2})
    state = make_state(
        board, [("rogue", "GH"), ("fighter", "c0")], monsters={2: [TM2()]}, treasures={2: [G(1), G(1500)]}, dice=[3, 3]
    )
    hero(state).in_play = [CB()]
    play(state, "crystal:R2")
    play(state, "move:R2")  # 6 >= Fighter 6
    assert ids(hero(state, 1).hand) == ["G1500"] and ids(state.treasure_decks[2]) == ["G1"]


# ---------------------------------------------------------------- strike-back details
def test_A_DNG_20_wounded_moves_back_along_the_last_path():
    board = mini_board("c0 - c1 - c2 |D| R1", "GH - c9")
    # (a) back one space along the move that brought the hero in
    state = make_state(board, [("cleric", "c0"), ("fighter", "GH")], monsters={1: [TM1()]}, dice=[1, 1, 4, 4])
    play(state, "move:R1")
    assert hero(state).space == "c2" and hero(state).last_path == ["c0", "c1", "c2"]
    # (b) the previous space is taken: further back along the path
    state = make_state(
        board, [("cleric", "c0"), ("fighter", "GH"), ("rogue", "GH")], monsters={1: [TM1()]}, dice=[1, 1, 4, 4]
    )
    hero(state, 1).space = "c2"
    state._decision = None
    play(state, "move:R1")  # through the Fighter at c2
    assert hero(state).space == "c1"
    # (d) moving back costs nothing and triggers nothing; (e) not even in an uncleared room
    board = mini_board("R0 |D| c2 |D| R1", "GH - c9")
    state = make_state(board, [("cleric", "R1"), ("fighter", "c2")], dice=[1, 1, 4, 4])
    hero(state).last_path = ["R0", "c2", "R1"]  # it walked out of R0 on an earlier turn
    ensure_slot(state, "R1", TM1(), face_up=True)
    play(state, "stop")
    assert hero(state).space == "R0" and "R0" not in state.slot_at and who(state) == 1


def test_A_DNG_20_with_no_path_the_player_picks_a_space_to_fall_back_to():
    board = mini_board("c0 - K1 - c1", "K1 |D| R9", "K1 |S:sd1| c2", "GH - c9")
    state = make_state(board, [("wizard", "K1"), ("fighter", "c1")], dice=[1, 1, 4, 4])
    hero(state).last_path = []  # arrived by Teleport
    ensure_slot(state, "K1", TM1(), face_up=True)
    hero(state).in_play = []
    play(state, "stop")
    # c1 holds the Fighter; sd1 is unknown; R9 is an empty uncleared room: still a legal stop
    assert state.phase == "retreat" and keys(state) == ["retreat:R9", "retreat:c0"]
    play(state, "retreat:R9")
    assert hero(state).space == "R9" and hero(state).lat == 1 and "R9" not in state.slot_at and who(state) == 1


def test_A_DNG_20_a_spell_kill_extends_the_last_path():
    board = mini_board("c0 - c1 |D| R1", "GH - c9")
    state = make_state(board, [("wizard", "c1"), ("fighter", "GH")], monsters={1: [TM1()]}, dice=[3, 3])
    hero(state).last_path = ["c0", "c1"]
    play(state, "lightning:R1")
    assert hero(state).space == "R1" and hero(state).last_path == ["c0", "c1", "R1"]
    fresh = make_state(board, [("wizard", "c1"), ("fighter", "GH")], monsters={1: [TM1()]}, dice=[3, 3])
    play(fresh, "lightning:R1")
    assert hero(fresh).last_path == ["c1", "R1"]


def test_A_DNG_21_dropping_treasure_details():
    board = mini_board("c0 |D| R1", "GH - c9")
    # (a) uniform over hand + in play, in that order; (e) the owner loses the power
    state = make_state(board, [("wizard", "R1"), ("cleric", "GH")], dice=[1, 1, 3, 3], picks=[2])
    w = hero(state)
    w.hand = [G(100), G(200)]
    w.in_play = [ESP()]
    ensure_slot(state, "R1", TM1(), face_up=True)
    play(state, "stop")
    assert ids(state.slots[1].dropped) == ["ESP"] and not w.has_power("esp_medallion")
    assert len(w.spells) == 5  # (f) spells are never dropped
    # (d) Killed drops everything without any random pick
    killed = make_state(board, [("fighter", "R1"), ("cleric", "GH")], dice=[1, 1, 6, 6])
    hero(killed).hand = [G(100), G(200)]
    hero(killed).in_play = [SW()]
    ensure_slot(killed, "R1", TM1(), face_up=True)
    play(killed, "stop")
    assert ids(killed.slots[1].dropped) == ["G100", "G200", "SW1000"]
    # (e) whoever destroys the monster collects the whole pile, specials back in play
    play(killed, "hero:fighter2")
    killed.chance.dice = [4, 4, 2, 2]
    hero(killed, 1).space = "c0"
    play(killed, "move:R1")
    c = hero(killed, 1)
    assert ids(c.hand) == ["G100", "G200"] and ids(c.in_play) == ["SW1000"] and c.sword_bonus == 1


def test_A_DNG_22_lose_a_turn_scope():
    board = mini_board("c0 - K1", "GH - c9", "c0 |D| R1")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [CAGE(1), CAGE(1)]}, dice=[5])
    play(state, "move:K1")  # (a) 2 tokens taken now, spent on later turns only
    assert hero(state).lat == 2 and who(state) == 1
    hero(state).lat = 3  # (c) tokens stack
    play(state, "stop")
    assert hero(state).lat == 2 and who(state) == 1
    # (d) Killed removes all tokens; Seriously Wounded keeps them
    killed = make_state(board, [("fighter", "R1"), ("cleric", "GH")], dice=[1, 1, 6, 6])
    hero(killed).lat = 2
    ensure_slot(killed, "R1", TM1(), face_up=True)
    play(killed, "stop", "hero:rogue1")
    assert hero(killed).lat == 0
    wounded = make_state(board, [("fighter", "R1"), ("cleric", "GH")], dice=[1, 1, 5, 6])
    hero(wounded).lat = 2
    ensure_slot(wounded, "R1", TM1(), face_up=True)
    play(wounded, "stop")
    assert hero(wounded).lat == 2 and hero(wounded).space == "GH"


def test_A_DNG_23_killed_the_new_hero():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(board, [("cleric", "R1"), ("rogue", "GH")], dice=[1, 1, 6, 6])
    c = hero(state)
    c.hand = [G(5000)]
    c.known_doors = {"sd1"}
    c.lat = 1
    ensure_slot(state, "R1", TM1(), face_up=True)
    state.turn.seat = 0
    play(state, "stop")
    offered = keys(state)
    assert "hero:cleric1" not in offered and "hero:rogue1" not in offered  # (a) not heroes in use
    assert len(offered) == 6 and "hero:cleric2" in offered and "hero:wizard2" in offered
    play(state, "hero:wizard2")
    new = hero(state)
    assert (new.hero.id, new.space, new.treasures(), new.lat, new.known_doors) == ("wizard2", "GH", [], 0, set())
    assert state.view(1)["players"][0]["requirement"] == 30_000  # (c) the new class's requirement
    from engine.games.dungeon.rules import free_heroes

    assert "cleric1" in {h.id for h in free_heroes(state)}  # (e) the standee is back in the pool


def test_A_DNG_24_the_win_is_checked_at_the_end_of_every_turn():
    board = mini_board("GH - c1", "c2 |D| R1")
    skipped = make_state(board, [("cleric", "GH"), ("fighter", "GH")], turn=1)
    hero(skipped).hand = [G(10000)]
    hero(skipped).lat = 1
    play(skipped, "stop")  # seat 0's lost turn still ends with a win check
    assert skipped.winners == (0,) and hero(skipped).lat == 0
    hurt = make_state(board, [("cleric", "R1"), ("fighter", "GH")], dice=[1, 1, 5, 6], picks=[0])
    hero(hurt).hand = [G(500), G(10000)]
    ensure_slot(hurt, "R1", TM1(), face_up=True)
    play(hurt, "stop")  # Seriously Wounded, drops G500, still 10,000 in the Great Hall
    assert hurt.winners == (0,)


def test_A_DNG_21_half_rounded_up_uses_random_picks():
    board = mini_board("c0 - c1")
    state = make_state(board, [("cleric", "c0")], picks=[3, 0])
    c = hero(state)
    c.hand = [G(1), G(2), G(3), G(4)]
    pile: list = []
    drop(state, c, 2, pile)
    assert ids(pile) == ["G4", "G1"] and ids(c.hand) == ["G2", "G3"]
    gain(state, c, G(9))
    assert ids(c.hand) == ["G2", "G3", "G9"]
