"""Rules R-DNG-089..109: special treasures (Appendix 1)."""

from __future__ import annotations

from engine.games.dungeon import content
from engine.games.dungeon.rules import ensure_slot, esp_targets, gain

from .helpers import CB, ESP, SD, SW, TBP, TM1, TM2, TM3, TM4, G, hero, ids, keys, make_state, mini_board, play


def who(state) -> int:
    return state.decision().player


def test_R_DNG_089_most_treasures_are_gp_only_a_few_are_special():
    cards = [c for level in content.LEVELS for c in content.treasure_deck(level)]
    specials = [c for c in cards if c.special is not None]
    assert 0 < len(specials) < len(cards) / 2
    assert {c.special for c in specials} == {"secret_door", "esp_medallion", "crystal_ball", "magic_sword"}
    assert all(c.gp > 0 for c in cards)


# ---------------------------------------------------------------- Secret Door card
def test_R_DNG_090_the_secret_door_card_goes_face_up_in_front_of_the_player():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(
        board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM1()]}, treasures={1: [SD()]}, dice=[6, 6]
    )
    play(state, "move:R1")
    assert ids(hero(state).in_play) == ["SD"] and hero(state).hand == []
    assert [c["id"] for c in state.view(1)["players"][0]["in_play"]] == ["SD"]  # face up: public


def test_R_DNG_091_with_the_card_secret_doors_are_passed_without_a_roll():
    board = mini_board("c0 |S:sd1| c1 |S:sd2| c2")
    state = make_state(board, [("rogue", "c0")])
    hero(state).in_play = [SD()]
    assert "move:c2" in keys(state) and not any(k.startswith("search:") for k in keys(state))
    play(state, "move:c2")  # no die scripted
    assert state.turn.path == ["c0", "c1", "c2"] and state.turn.points == 3


def test_R_DNG_092_doors_passed_with_the_card_stay_open_after_it_is_lost():
    board = mini_board("c0 |S:sd1| c1 - c2 |S:sd2| c3")
    state = make_state(board, [("fighter", "c0")])
    f = hero(state)
    f.in_play = [SD()]
    play(state, "move:c1", "stop")
    assert f.known_doors == {"sd1"}  # sd2 was never used
    f.in_play = []
    assert "move:c0" in keys(state)
    play(state, "move:c2")
    assert "move:c3" not in keys(state) and "search:sd2" in keys(state)


# ---------------------------------------------------------------- ESP Medallion and Crystal Ball
def test_R_DNG_093_esp_and_crystal_ball_go_in_play_and_give_their_power():
    board = mini_board("c0 |D| R1", "c0 - c1 |D| R2", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], treasures={1: [CB(), ESP()]})
    f = hero(state)
    assert not any(k.startswith(("esp:", "crystal:")) for k in keys(state))
    gain(state, f, state.treasure_decks[1].pop())
    state._decision = None
    assert ids(f.in_play) == ["ESP"] and "esp:R1" in keys(state)
    gain(state, f, state.treasure_decks[1].pop())
    state._decision = None
    assert ids(f.in_play) == ["ESP", "CB"] and {"crystal:R1", "crystal:R2"} <= set(keys(state))


def test_R_DNG_094_each_power_once_per_turn_however_many_copies():
    board = mini_board("c0 |D| R1", "c0 |D| R2", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM2(), TM1()]})
    f = hero(state)
    f.in_play = [ESP(), ESP()]
    assert {"esp:R1", "esp:R2"} <= set(keys(state))
    play(state, "esp:R1")
    assert set(keys(state)) == {"enter:R1", "stop"} and esp_targets(state, f) == []  # the second medallion is idle
    play(state, "stop", "stop")  # seat 0 stays out; seat 1's turn
    assert "esp:R2" in keys(state)  # a new turn: the power is back
    assert "esp:R1" not in keys(state)  # already looked at: nothing new to learn


def test_R_DNG_095_esp_draws_a_card_of_the_adjacent_spaces_level():
    board = mini_board("c0 |D| R3", "c0 - c1 |D| R1", "GH - c9", levels={"c0": 1, "R3": 3})
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM1()], 3: [TM3()]})
    hero(state).in_play = [ESP()]
    assert "esp:R3" in keys(state) and "esp:R1" not in keys(state)  # R1 is two steps away
    play(state, "esp:R3")
    slot = state.slots[1]
    assert slot.space == "R3" and slot.monster.id == "TM3" and ids(state.monster_decks[1]) == ["TM1"]
    assert [line.text for line in state.log if line.to == 0][-1] == "You see the TM3 in R3."


def test_R_DNG_096_esp_mid_move_then_not_entering_ends_the_move():
    board = mini_board("c0 - c1 - c2 |D| R1", "c2 - c3", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM1()]})
    hero(state).in_play = [ESP()]
    play(state, "move:c2", "esp:R1")
    assert state.turn.points == 3 and set(keys(state)) == {"enter:R1", "stop"}  # no further steps
    play(state, "stop")
    assert hero(state).space == "c2" and who(state) == 1


def test_R_DNG_097_a_crystal_ball_turn_has_no_move_and_no_attack():
    board = mini_board("c0 |D| R1", "c9 |D| R2", "GH - c8", levels={"R2": 2})
    state = make_state(board, [("fighter", "R1"), ("cleric", "GH")], monsters={2: [TM2()]}, treasures={2: [G(900)]})
    ensure_slot(state, "R1", TM1(), face_up=True)  # the Fighter stands with a monster: no fight this turn
    hero(state).in_play = [CB()]
    play(state, "crystal:R2")  # no dice scripted
    assert hero(state).space == "R1" and state.slots[1].monster.id == "TM1" and who(state) == 1


def test_R_DNG_098_crystal_ball_any_room_or_chamber_monster_plus_treasure_for_rooms():
    board = mini_board("c0 - c1", "c5 |D| R4", "c6 - K5", "GH - c9", levels={"R4": 4, "K5": 5})
    state = make_state(
        board,
        [("rogue", "c0"), ("cleric", "GH")],
        monsters={4: [TM4()], 5: [TBP()]},
        treasures={4: [G(3000)], 5: [G(5000)]},
    )
    hero(state).in_play = [CB()]
    assert {k for k in keys(state) if k.startswith("crystal:")} == {"crystal:R4", "crystal:K5"}  # far away too
    play(state, "crystal:R4")
    assert state.slots[1].monster.id == "TM4" and state.slots[1].treasure.id == "G3000"
    play(state, "stop")  # seat 1
    play(state, "crystal:K5")
    assert state.slots[2].monster.id == "TBP" and state.slots[2].treasure is None
    assert ids(state.treasure_decks[5]) == ["G5000"]


def test_R_DNG_099_looked_at_cards_lie_face_down_in_the_first_open_slot():
    board = mini_board("c0 |D| R1", "c5 |D| R2", "GH - c9", levels={"R2": 2})
    state = make_state(board, [("rogue", "c0"), ("cleric", "GH")], monsters={2: [TM2()]}, treasures={2: [G(1500)]})
    ensure_slot(state, "R1", TM1(), face_up=True)
    hero(state).in_play = [CB()]
    play(state, "crystal:R2")
    slot = state.slots[2]
    assert slot.space == "R2" and not slot.face_up and state.slot_at["R2"] == 2
    mine, theirs = state.view(0)["slots"][1], state.view(1)["slots"][1]
    assert mine["monster"]["id"] == "TM2" and mine["treasure"]["id"] == "G1500"
    assert theirs["monster"] is None and theirs["treasure"] == "hidden" and theirs["space"] == "R2"


def test_R_DNG_100_a_face_down_monster_is_revealed_when_a_hero_meets_it():
    board = mini_board("c0 |D| R1", "c1 |D| R1", "GH - c9")
    state = make_state(board, [("rogue", "c0"), ("fighter", "c1")], monsters={1: [TM1()]}, dice=[1, 1, 1, 1])
    hero(state, 0).in_play = [ESP()]
    play(state, "esp:R1", "stop")
    assert state.view(1)["slots"][0]["monster"] is None
    play(state, "move:R1")
    assert state.slots[1].face_up and state.view(1)["slots"][0]["monster"]["id"] == "TM1"
    assert state.slot_at == {"R1": 1}


# ---------------------------------------------------------------- Magic Sword
def test_R_DNG_101_one_magic_sword_in_play_at_a_time():
    board = mini_board("c0 - c1")
    state = make_state(board, [("fighter", "c0")], dice=[6, 6])
    f = hero(state)
    gain(state, f, SW(1000, "A"))
    gain(state, f, SW(1000, "B"))
    assert ids(f.in_play) == ["SW1000A"] and ids(f.hand) == ["SW1000B"] and f.sword_bonus == 2


def test_R_DNG_102_a_drawn_sword_goes_in_play_and_is_rolled():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(
        board, [("rogue", "c0"), ("cleric", "GH")], monsters={1: [TM1()]}, treasures={1: [SW()]}, dice=[4, 4, 2, 3]
    )
    play(state, "move:R1")
    r = hero(state)
    assert ids(r.in_play) == ["SW1000"] and r.sword_bonus == 1  # 2 + 3 = 5 -> +1
    assert [line.dice for line in state.log if "wields" in line.text] == [(2, 3)]


def test_R_DNG_103_the_bonus_is_added_to_every_attack_roll():
    board = mini_board("c0 |D| R1 |D| c1 |D| R2", "GH - c9", levels={"R2": 2})
    state = make_state(board, [("rogue", "c0"), ("cleric", "GH")], dice=[3, 3, 3, 4])
    r = hero(state)
    r.in_play = [SW()]
    r.sword_bonus = 1
    ensure_slot(state, "R1", TM1(), face_up=True)  # Rogue 7
    ensure_slot(state, "R2", TM2(), face_up=True)  # Rogue 8
    play(state, "move:R1")  # 6 + 1 = 7
    play(state, "stop")
    play(state, "move:R2")  # 7 + 1 = 8
    assert state.slots == {} and state.cleared == {"R1": 1, "R2": 1}


def test_R_DNG_104_a_further_sword_stays_hidden_in_hand():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(
        board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM1()]}, treasures={1: [SW(1000, "B")]}, dice=[3, 3]
    )
    f = hero(state)
    f.in_play = [SW(1000, "A")]
    f.sword_bonus = 1
    play(state, "move:R1")  # no sword roll scripted
    assert ids(f.hand) == ["SW1000B"] and ids(f.in_play) == ["SW1000A"] and f.sword_bonus == 1
    assert state.view(1)["players"][0]["hand"] is None and state.view(1)["players"][0]["hand_count"] == 1


def test_R_DNG_105_a_wizard_never_puts_a_sword_in_play():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(
        board, [("wizard", "c0"), ("cleric", "GH")], monsters={1: [TM1()]}, treasures={1: [SW()]}, dice=[4, 4]
    )
    play(state, "move:R1")  # Wizard 8 in melee; then the sword is looted with no roll
    w = hero(state)
    assert ids(w.hand) == ["SW1000"] and w.in_play == [] and w.sword_bonus == 0 and w.gp() == 1000


def test_R_DNG_106_a_sword_rolled_at_11_is_plus_2():
    board = mini_board("c0 - c1")
    state = make_state(board, [("cleric", "c0")], dice=[5, 6])
    gain(state, hero(state), SW())
    assert hero(state).sword_bonus == 2
    for card in (c for lv in content.LEVELS for c in content.treasure_deck(lv) if c.special == "magic_sword"):
        assert card.sword_bonus(11) == 2


def test_R_DNG_107_a_rogue_against_the_black_pudding():
    board = mini_board("c0 |D| R5", "GH - c9", levels={"R5": 5})
    bare = make_state(board, [("rogue", "c0"), ("cleric", "GH")], dice=[6, 6, 1, 1])
    ensure_slot(bare, "R5", TBP(), face_up=True)
    play(bare, "move:R5")  # even double six cannot be used: there is no attack roll
    assert bare.slot_at == {"R5": 1} and bare.chance.dice == [1, 1]
    for bonus, dice, destroyed in (
        (1, [6, 6], True),
        (1, [5, 6, 1, 1], False),
        (2, [5, 6], True),
        (2, [5, 5, 1, 1], False),
    ):
        state = make_state(board, [("rogue", "c0"), ("cleric", "GH")], dice=list(dice))
        hero(state).in_play = [SW()]
        hero(state).sword_bonus = bonus
        ensure_slot(state, "R5", TBP(), face_up=True)
        play(state, "move:R5")
        assert (state.slots == {}) is destroyed


def test_R_DNG_108_a_dropped_sword_is_replaced_from_hand_with_the_same_bonus():
    board = mini_board("c0 |D| R3", "GH - c9", levels={"R3": 3})
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], dice=[1, 1, 3, 3], picks=[1])
    f = hero(state)
    f.hand = [SW(1000, "B")]
    f.in_play = [SW(1000, "A")]
    f.sword_bonus = 2
    ensure_slot(state, "R3", TM3(), face_up=True)
    play(state, "move:R3")  # Stunned: hand + play = [B, A]; pick 1 takes A
    assert ids(state.slots[1].dropped) == ["SW1000A"] and ids(f.in_play) == ["SW1000B"] and f.hand == []
    assert f.sword_bonus == 2 and state.chance.dice == []  # no new roll


def test_R_DNG_109_without_a_spare_the_bonus_is_gone_until_another_sword():
    board = mini_board("c0 |D| R3", "GH - c9", levels={"R3": 3})
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], dice=[1, 1, 3, 3, 2, 2], picks=[1])
    f = hero(state)
    f.hand = [G(100)]
    f.in_play = [SW()]
    f.sword_bonus = 2
    ensure_slot(state, "R3", TM3(), face_up=True)
    play(state, "move:R3")
    assert f.in_play == [] and f.sword_bonus == 0 and ids(f.hand) == ["G100"]
    gain(state, f, SW(1000, "new"))
    assert f.sword_bonus == 1 and ids(f.in_play) == ["SW1000new"]  # rolled 2 + 2
