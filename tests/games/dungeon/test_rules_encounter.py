"""Rules R-DNG-029..047: the Encounter step and the two traps."""

from __future__ import annotations

from engine.games.dungeon.rules import ensure_slot

from .helpers import CAGE, ESP, SLIDE, TM1, TM2, TM3, G, hero, ids, keys, make_state, mini_board, play


def who(state) -> int:
    return state.decision().player


# ---------------------------------------------------------------- 3.4 Encounter
def test_R_DNG_029_a_hero_that_stays_put_still_meets_its_space():
    board = mini_board("c0 - K1", "GH - c9")
    state = make_state(board, [("fighter", "K1"), ("cleric", "GH")], monsters={1: [TM1()]}, dice=[1, 1, 2, 2])
    play(state, "stop")  # 0 steps in an uncleared chamber with no monster: a card is drawn
    assert state.monster_decks[1] == [] and state.slots[1].monster.id == "TM1" and who(state) == 1


def test_R_DNG_030_a_corridor_holds_no_monster():
    board = mini_board("c0 - c1 - c2 |D| R1", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM1()]})
    play(state, "move:c2", "stop")
    assert ids(state.monster_decks[1]) == ["TM1"] and state.slots == {} and who(state) == 1


def test_R_DNG_031_a_room_with_one_cleared_token_holds_no_monster():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], cleared={"R1": 1}, monsters={1: [TM1()]})
    play(state, "move:R1", "stop")
    assert ids(state.monster_decks[1]) == ["TM1"] and state.slots == {} and who(state) == 1


def test_R_DNG_032_a_chamber_is_cleared_only_by_three_tokens():
    board = mini_board("c0 - K1", "GH - c9")
    done = make_state(board, [("fighter", "c0"), ("cleric", "GH")], cleared={"K1": 3}, monsters={1: [TM1()]})
    play(done, "move:K1", "stop")
    assert ids(done.monster_decks[1]) == ["TM1"] and who(done) == 1
    two = make_state(
        board, [("fighter", "c0"), ("cleric", "GH")], cleared={"K1": 2}, monsters={1: [TM1()]}, dice=[6, 6]
    )
    play(two, "move:K1")
    assert two.monster_decks[1] == [] and two.cleared["K1"] == 3  # met and destroyed TM1


def test_R_DNG_033_a_room_holds_one_monster_at_a_time():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM2()]}, dice=[1, 1, 1, 1], turn=0)
    ensure_slot(state, "R1", TM1(), face_up=True)
    play(state, "move:R1")  # misses, monster misses back
    assert list(state.slots) == [1] and state.slot_at == {"R1": 1} and state.slots[1].monster.id == "TM1"
    assert ids(state.monster_decks[1]) == ["TM2"]


def test_R_DNG_034_a_monster_already_there_is_fought_without_a_draw():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(board, [("cleric", "c0"), ("fighter", "GH")], monsters={1: [TM2()]}, dice=[3, 3])
    ensure_slot(state, "R1", TM1(), face_up=True)
    play(state, "move:R1")  # 6 >= TM1's Cleric 6 (TM2 would need 7)
    assert state.slots == {} and ids(state.monster_discards[1]) == ["TM1"] and ids(state.monster_decks[1]) == ["TM2"]


def test_R_DNG_035_the_top_card_of_the_spaces_level_is_drawn():
    board = mini_board("c0 |D| R3", "GH - c9", levels={"c0": 1, "R3": 3})
    state = make_state(
        board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM1()], 3: [TM1(), TM3()]}, dice=[1, 1, 1, 1]
    )
    play(state, "move:R3")
    assert state.slots[1].monster.id == "TM3"  # the top (last) card of the Level 3 deck
    assert ids(state.monster_decks[3]) == ["TM1"] and ids(state.monster_decks[1]) == ["TM1"]


def test_R_DNG_036_an_empty_monster_deck_is_rebuilt_from_its_discard_pile():
    board = mini_board("c0 |D| R2", "GH - c9", levels={"R2": 2})
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], dice=[1, 1, 1, 1])
    state.monster_discards[2] = [TM1(), TM2()]
    play(state, "move:R2")
    assert any("Level 2 monster deck is reshuffled" in line.text for line in state.log)
    # The scripted shuffle keeps the order: TM2 is on top and is met; TM1 stays in the new deck.
    assert state.monster_discards[2] == [] and ids(state.monster_decks[2]) == ["TM1"]
    assert state.slots[1].monster.id == "TM2"


def test_R_DNG_037_a_creature_leads_to_combat():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(board, [("rogue", "c0"), ("fighter", "GH")], monsters={1: [TM1()]}, dice=[3, 4, 2, 2])
    play(state, "move:R1")  # 7 >= Rogue 7
    assert state.is_cleared("R1") and ids(state.monster_discards[1]) == ["TM1"]
    assert [line.dice for line in state.log if "rolls" in line.text] == [(3, 4)]
    assert state.chance.dice == [2, 2]  # no strike-back after a kill


def test_R_DNG_038_a_trap_is_resolved_without_combat():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(
        board, [("rogue", "c0"), ("fighter", "GH")], monsters={1: [CAGE(1)]}, treasures={1: [G(250)]}, dice=[2]
    )
    play(state, "move:R1")  # only the Cage Trap's single die is rolled
    assert state.chance.dice == [] and hero(state).lat == 1 and state.slots == {}
    assert not any("rolls" in line.text or "strikes back" in line.text for line in state.log)


def test_R_DNG_039_a_face_down_card_is_revealed_and_resolved_when_met():
    board = mini_board("c0 |D| R1 |D| c1", "GH - c9")
    state = make_state(
        board,
        [("rogue", "c0"), ("fighter", "c1")],
        monsters={1: [CAGE(1)]},
        treasures={1: [G(250)]},
        dice=[5],
    )
    hero(state, 0).in_play = [ESP()]
    play(state, "esp:R1", "stop")  # the Rogue peeks and stays out: a face-down trap in slot 1
    slot = state.slots[1]
    assert not slot.face_up and slot.monster.id == "CAGE1" and slot.seen_by == {0}
    play(state, "move:R1")  # the Fighter walks in: revealed and sprung like a fresh draw
    assert state.slots == {} and ids(hero(state, 1).hand) == ["G250"] and hero(state, 1).lat == 2
    assert any("Slot 1 is turned up: a Cage Trap" in line.text for line in state.log)
    assert ids(state.monster_discards[1]) == ["CAGE1"] and state.is_cleared("R1")


# ---------------------------------------------------------------- 3.5 Traps
def test_R_DNG_040_traps_never_attack_or_strike_back():
    board = mini_board("c0 |D| R1", "c0 - K1", "GH - c9")
    state = make_state(
        board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [CAGE(1)]}, treasures={1: [G(250)]}, dice=[1]
    )
    hero(state).hand = [G(900)]
    play(state, "move:R1")
    f = hero(state)
    assert ids(f.hand) == ["G900", "G250"] and f.space == "R1" and f.lat == 1  # nothing dropped, not moved
    assert state.slots == {} and not any("strikes back" in line.text for line in state.log)


def test_R_DNG_041_a_trap_in_a_room_gives_a_treasure_of_the_rooms_level():
    board = mini_board("c0 |D| R4", "GH - c9", levels={"c0": 1, "R4": 4})
    state = make_state(
        board,
        [("fighter", "c0"), ("cleric", "GH")],
        monsters={4: [CAGE(4)]},
        treasures={1: [G(100)], 4: [G(2000), G(3500)]},
        dice=[3],
    )
    play(state, "move:R4")
    assert ids(hero(state).hand) == ["G3500"] and ids(state.treasure_decks[4]) == ["G2000"]
    assert ids(state.treasure_decks[1]) == ["G100"]


def test_R_DNG_042_a_trap_in_a_chamber_gives_no_treasure():
    board = mini_board("c0 - K2", "GH - c9", levels={"K2": 2})
    state = make_state(
        board, [("fighter", "c0"), ("cleric", "GH")], monsters={2: [CAGE(2)]}, treasures={2: [G(700)]}, dice=[3]
    )
    play(state, "move:K2")
    assert hero(state).hand == [] and ids(state.treasure_decks[2]) == ["G700"] and hero(state).lat == 1


def test_R_DNG_043_a_trap_places_one_cleared_token():
    board = mini_board("c0 |D| R1", "c0 - K1", "GH - c9")
    room = make_state(
        board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [CAGE(1)]}, treasures={1: [G(1)]}, dice=[1]
    )
    play(room, "move:R1")
    assert room.cleared["R1"] == 1 and room.is_cleared("R1")
    chamber = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [CAGE(1)]}, dice=[1])
    chamber.cleared["K1"] = 1
    play(chamber, "move:K1")
    assert chamber.cleared["K1"] == 2 and not chamber.is_cleared("K1")


def test_R_DNG_044_cage_trap_one_token_on_1_to_3_two_on_4_to_6():
    board = mini_board("c0 - K1", "GH - c9")
    for die, tokens in ((1, 1), (3, 1), (4, 2), (6, 2)):
        state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [CAGE(1)]}, dice=[die])
        play(state, "move:K1")
        assert hero(state).lat == tokens and who(state) == 1  # tokens wait for a later turn


def test_R_DNG_045_a_slide_trap_moves_the_hero_to_a_chamber_one_level_deeper():
    board = mini_board(
        "c0 |D| R2",
        "c1 - K1",
        "c2 - K2",
        "c3 - K3a",
        "c3 - K3b",
        "c4 - K4",
        "GH - c9",
        levels={"R2": 2, "K2": 2, "K3a": 3, "K3b": 3, "K4": 4},
    )
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={2: [SLIDE(2)]}, treasures={2: [G(600)]})
    play(state, "move:R2")
    assert sorted(keys(state)) == ["slide:K3a", "slide:K3b"] and who(state) == 0
    assert ids(hero(state).hand) == ["G600"]  # the reward comes first
    state.cleared["K3b"] = 3
    play(state, "slide:K3b")
    assert hero(state).space == "K3b" and who(state) == 1


def test_R_DNG_046_after_a_slide_the_new_chamber_is_encountered():
    board = mini_board("c0 |D| R1", "c2 - K2", "GH - c9", levels={"K2": 2})
    state = make_state(
        board,
        [("fighter", "c0"), ("cleric", "GH")],
        monsters={1: [SLIDE(1)], 2: [TM2()]},
        treasures={1: [G(250)]},
        dice=[1, 1, 3, 3],
        picks=[0],
    )
    play(state, "move:R1", "slide:K2")  # K2 is uncleared: TM2 is drawn and fought (2 vs 6)
    assert hero(state).space == "K2" and state.slots[1].monster.id == "TM2" and state.slots[1].space == "K2"
    assert any("strikes back: 6, Stunned" in line.text for line in state.log)
    assert ids(state.slots[1].dropped) == ["G250"]  # Stunned: the slide's reward drops under TM2
    assert who(state) == 1


def test_R_DNG_047_a_resolved_trap_goes_to_its_levels_monster_discard():
    board = mini_board("c0 |D| R3", "GH - c9", levels={"R3": 3})
    state = make_state(
        board,
        [("fighter", "c0"), ("cleric", "GH")],
        monsters={3: [CAGE(3)]},
        treasures={3: [G(1200)]},
        dice=[2],
    )
    play(state, "move:R3")
    assert ids(state.monster_discards[3]) == ["CAGE3"] and state.slots == {} and state.monster_decks[3] == []
