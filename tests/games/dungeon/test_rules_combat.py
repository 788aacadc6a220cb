"""Rules R-DNG-048..069: combat, the strike-back table, dropping treasure, loot."""

from __future__ import annotations

import pytest

from engine.games.dungeon.rules import ensure_slot

from .helpers import CAGE, SD, SW, TBP, TM1, TM2, TM3, G, creature, hero, ids, keys, make_state, mini_board, play

BOARD = mini_board("c0 - c1 |D| R1", "c1 - K1", "GH - c9")


def who(state) -> int:
    return state.decision().player


def fight_in_r1(cls: str, dice: list[int], picks=(), cards=(), card=None, sword: int = 0, other=("fighter", "GH")):
    """`cls` at c1 with `cards` in hand steps into R1, which holds `card` (TM1) face up."""
    state = make_state(BOARD, [(cls, "c1"), other], dice=list(dice), picks=list(picks))
    h = hero(state)
    h.hand = list(cards)
    h.last_path = []
    if sword:
        h.in_play = [SW()]
        h.sword_bonus = sword
    ensure_slot(state, "R1", card or TM1(), face_up=True)
    play(state, "move:R1")
    return state


# ---------------------------------------------------------------- 3.6 Combat
def test_R_DNG_048_at_most_one_round_of_combat_per_turn():
    state = fight_in_r1("fighter", [1, 1, 2, 3])  # attack 2, strike-back 5: Miss
    assert state.chance.dice == [] and hero(state).space == "R1" and who(state) == 1
    assert sum("rolls" in line.text for line in state.log) == 1
    assert sum("strikes back" in line.text for line in state.log) == 1


def test_R_DNG_049_the_target_is_the_number_under_the_heros_class():
    # TM1: Cleric 6, Fighter 5, Rogue 7, Wizard 8; every hero rolls 3+3 = 6.
    for cls, destroyed in (("cleric", True), ("fighter", True), ("rogue", False), ("wizard", False)):
        state = fight_in_r1(cls, [3, 3, 1, 1])
        assert ("R1" in state.slot_at) is not destroyed
        numbers = [line.text for line in state.log if "rolls 6" in line.text]
        assert f"TM1's {getattr(TM1(), cls)}" in numbers[0]


def test_R_DNG_050_roll_plus_sword_bonus_at_least_the_number_destroys():
    # TM3: Fighter 7.
    assert "R1" in fight_in_r1("fighter", [2, 3, 1, 1], card=TM3()).slot_at  # 5 < 7
    assert "R1" in fight_in_r1("fighter", [2, 3, 1, 1], card=TM3(), sword=1).slot_at  # 5 + 1 < 7
    state = fight_in_r1("fighter", [2, 3, 1, 1], card=TM3(), sword=2)  # 5 + 2 = 7: exactly enough
    assert state.slots == {} and state.is_cleared("R1") and state.chance.dice == [1, 1]
    assert any("rolls 5 + 2 (Magic Sword) = 7" in line.text for line in state.log)


def test_R_DNG_051_a_dash_without_a_sword_means_no_attack():
    state = fight_in_r1("rogue", [3, 4], picks=[0], cards=[G(500)], card=TBP())
    assert any("cannot attack the Black Pudding" in line.text for line in state.log)
    assert not any("rolls" in line.text for line in state.log)  # only the strike-back dice were used
    assert ids(state.slots[1].dropped) == ["G500"] and state.chance.dice == []


def test_R_DNG_052_a_dash_with_a_sword_counts_as_13():
    plus1 = fight_in_r1("rogue", [5, 6, 1, 1], card=TBP(), sword=1)  # 11 + 1 = 12 < 13
    assert "R1" in plus1.slot_at and any("against the Black Pudding's 13" in ln.text for ln in plus1.log)
    plus2 = fight_in_r1("rogue", [5, 6], card=TBP(), sword=2)  # 11 + 2 = 13
    assert plus2.slots == {} and plus2.is_cleared("R1")
    natural12 = fight_in_r1("rogue", [6, 6], card=TBP(), sword=1)
    assert natural12.slots == {}


def test_R_DNG_053_a_destroyed_monster_is_removed_and_a_token_placed():
    state = fight_in_r1("fighter", [4, 4])
    assert state.slots == {} and state.slot_at == {} and ids(state.monster_discards[1]) == ["TM1"]
    assert state.cleared == {"R1": 1}


def test_R_DNG_054_a_room_needs_one_token_a_chamber_three():
    state = make_state(BOARD, [("fighter", "c1"), ("cleric", "GH")], monsters={1: [TM1(), TM1()]}, dice=[6, 6])
    play(state, "move:K1")
    assert state.cleared["K1"] == 1 and not state.is_cleared("K1")
    state.cleared["K1"] = 2
    assert not state.is_cleared("K1")
    state.cleared["K1"] = 3
    assert state.is_cleared("K1")
    room = fight_in_r1("fighter", [6, 6])
    assert room.cleared["R1"] == 1 and room.is_cleared("R1")


def test_R_DNG_055_no_monster_ever_appears_in_a_cleared_space():
    state = fight_in_r1("fighter", [6, 6])
    state.monster_decks[1] = [TM2()]
    play(state, "stop")  # the Fighter (seat 0) ... it is seat 1's turn
    play(state, "stop")  # seat 0 stays in the cleared R1: nothing drawn
    assert ids(state.monster_decks[1]) == ["TM2"] and state.slots == {}


def test_R_DNG_056_a_surviving_monster_strikes_back_with_2d6():
    state = fight_in_r1("fighter", [1, 2, 4, 1])
    assert [line.dice for line in state.log if "strikes back" in line.text] == [(4, 1)]


@pytest.mark.parametrize(
    ("roll", "space", "lat", "dropped"),
    [((1, 1), "R1", 0, 0), ((2, 3), "R1", 0, 0), ((3, 3), "R1", 0, 1), ((3, 4), "R1", 0, 1)],
)
def test_R_DNG_060_061_stunned_on_6_or_7_miss_on_5_or_lower(roll, space, lat, dropped):
    state = fight_in_r1("cleric", [1, 1, *roll], picks=[0], cards=[G(100), G(200)])
    h = hero(state)
    assert h.space == space and h.lat == lat and len(state.slots[1].dropped) == dropped
    assert len(h.hand) == 2 - dropped


def test_R_DNG_057_killed_on_12_drops_everything_new_hero_in_the_great_hall():
    state = fight_in_r1("cleric", [1, 1, 6, 6], cards=[G(100), G(200), SD()])
    assert ids(state.slots[1].dropped) == ["G100", "G200", "SD"] and state.phase == "new_hero"
    offered = keys(state)
    assert "hero:cleric1" not in offered and "hero:fighter1" not in offered  # in use
    assert "hero:cleric2" in offered and "hero:wizard1" in offered
    play(state, "hero:wizard1")
    new = hero(state)
    assert new.hero.id == "wizard1" and new.space == "GH" and new.treasures() == [] and len(new.spells) == 5
    assert who(state) == 1


@pytest.mark.parametrize(("cards", "dropped"), [(1, 1), (2, 1), (3, 2), (6, 3)])
def test_R_DNG_058_seriously_wounded_on_11_drops_half_rounded_up(cards, dropped):
    state = fight_in_r1("fighter", [1, 1, 5, 6], picks=[0] * dropped, cards=[G(100 + i) for i in range(cards)])
    h = hero(state)
    assert len(state.slots[1].dropped) == dropped and len(h.hand) == cards - dropped
    assert h.space == "GH" and h.lat == 0 and state.slots[1].space == "R1"


@pytest.mark.parametrize("roll", [(2, 6), (4, 5), (4, 6)])
def test_R_DNG_059_wounded_on_8_to_10_drop_one_step_back_one_token(roll):
    state = make_state(
        BOARD, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM1()]}, dice=[1, 1, *roll], picks=[1]
    )
    hero(state).hand = [G(100), G(200)]
    play(state, "move:R1")  # c0 -> c1 -> R1
    h = hero(state)
    assert h.space == "c1" and h.lat == 1 and ids(h.hand) == ["G100"] and ids(state.slots[1].dropped) == ["G200"]


def test_R_DNG_062_combat_is_over_even_when_the_monster_misses():
    state = fight_in_r1("fighter", [1, 1, 1, 2])
    assert who(state) == 1 and state.turns_taken == 1 and state.slots[1].monster.id == "TM1"


def test_R_DNG_063_an_unbeaten_monster_takes_the_lowest_open_slot():
    state = make_state(BOARD, [("fighter", "c1"), ("cleric", "GH")], monsters={1: [TM2()]}, dice=[1, 1, 1, 1])
    ensure_slot(state, "K1", TM1(), face_up=True)  # slot 1 is taken
    play(state, "move:R1")
    assert state.slot_at == {"K1": 1, "R1": 2} and state.slots[2].monster.id == "TM2" and state.slots[2].face_up
    view = state.view(1)
    assert {s["number"]: s["space"] for s in view["slots"]} == {1: "K1", 2: "R1"}


def test_R_DNG_064_dropped_cards_lie_face_up_under_the_monster():
    state = fight_in_r1("cleric", [1, 1, 3, 3], picks=[0], cards=[G(800)])
    assert ids(state.slots[1].dropped) == ["G800"] and hero(state).hand == []
    for viewer in (0, 1, None):  # public: everyone sees the pile
        assert [c["id"] for c in state.view(viewer)["slots"][0]["dropped"]] == ["G800"]


def test_R_DNG_065_a_random_drop_includes_the_cards_in_play():
    state = make_state(BOARD, [("fighter", "c1"), ("cleric", "GH")], dice=[1, 1, 3, 3], picks=[2])
    h = hero(state)
    h.hand = [G(100), G(200)]
    h.in_play = [SD()]  # hand + in play = [G100, G200, SD]; pick 2 takes SD
    ensure_slot(state, "R1", TM1(), face_up=True)
    play(state, "move:R1")
    assert ids(state.slots[1].dropped) == ["SD"] and h.in_play == [] and ids(h.hand) == ["G100", "G200"]


def test_R_DNG_066_a_hero_with_too_few_cards_drops_what_it_has():
    state = fight_in_r1("fighter", [1, 1, 5, 6], picks=[0], cards=[G(100)])
    assert ids(state.slots[1].dropped) == ["G100"] and hero(state).space == "GH"
    empty = fight_in_r1("fighter", [1, 1, 3, 4])
    assert empty.slots[1].dropped == [] and hero(empty).space == "R1"


# ---------------------------------------------------------------- 3.7 Loot
def test_R_DNG_067_no_loot_without_a_kill():
    state = make_state(
        BOARD, [("fighter", "c1"), ("cleric", "GH")], monsters={1: [TM1()]}, treasures={1: [G(400)]}, dice=[1, 1, 1, 1]
    )
    play(state, "move:R1")
    assert hero(state).hand == [] and ids(state.treasure_decks[1]) == ["G400"]


def test_R_DNG_068_a_room_kill_draws_a_treasure_and_takes_the_dropped_pile():
    board = mini_board("c0 |D| R3", "GH - c9", levels={"R3": 3})
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], treasures={1: [G(1)], 3: [G(1800)]}, dice=[4, 4])
    slot = ensure_slot(state, "R3", TM3(), face_up=True)
    slot.dropped.extend([G(500), G(700)])
    play(state, "move:R3")
    assert sorted(ids(hero(state).hand)) == ["G1800", "G500", "G700"]
    assert state.treasure_decks[3] == [] and ids(state.treasure_decks[1]) == ["G1"]


def test_R_DNG_069_a_chamber_kill_takes_only_the_dropped_pile():
    state = make_state(BOARD, [("fighter", "c1"), ("cleric", "GH")], treasures={1: [G(300)]}, dice=[4, 4])
    slot = ensure_slot(state, "K1", TM1(), face_up=True)
    slot.dropped.append(G(900))
    play(state, "move:K1")
    assert ids(hero(state).hand) == ["G900"] and ids(state.treasure_decks[1]) == ["G300"]
    assert state.cleared["K1"] == 1


def test_R_DNG_067_a_trap_is_not_a_kill_and_gives_only_its_reward():
    state = make_state(
        BOARD, [("fighter", "c1"), ("cleric", "GH")], monsters={1: [CAGE(1)]}, treasures={1: [G(1), G(2)]}, dice=[1]
    )
    play(state, "move:R1")
    assert ids(hero(state).hand) == ["G2"] and ids(state.treasure_decks[1]) == ["G1"]


def test_R_DNG_049_each_class_uses_its_own_column():
    card = creature("X", 1, 4, 6, 9, 11, 2, 2)
    for cls, number in (("cleric", 4), ("fighter", 6), ("rogue", 9), ("wizard", 11)):
        state = fight_in_r1(cls, [1, 1, 1, 1], card=card)
        assert any(f"against the X's {number}: missed" in line.text for line in state.log)
