"""Rules R-DNG-001..028: sequence of play, Lose a Turn, movement, doors.

Each test is named after the rule ids it pins down (tools/rule_coverage.py).
Dice come from ScriptedChance, so a test fails if the rules roll a die it
did not script.  A second hero is seated where a test needs to look at the
state between two turns of the first (in a solo game the next turn starts
at once).
"""

from __future__ import annotations

from engine.games.dungeon.rules import ensure_slot

from .helpers import SD, SLIDE, TM1, TM2, G, hero, ids, keys, make_state, mini_board, play


def who(state) -> int:
    return state.decision().player


def moves(state) -> set[str]:
    return {k.split(":", 1)[1] for k in keys(state) if k.startswith("move:")}


# ---------------------------------------------------------------- 3.1 Sequence of play
def test_R_DNG_001_a_turn_is_completed_before_the_next_player_acts():
    board = mini_board("c0 - c1 - c2 - c3", "GH - c9 - K4", "c3 |D| R3", levels={"R3": 3, "K4": 4})
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={3: [SLIDE(3)]}, treasures={3: [G(1)]})
    play(state, "move:c1")
    assert who(state) == 0 and state.turn.seat == 0  # mid-move: still seat 0's turn
    play(state, "move:c2")
    assert who(state) == 0 and state.turn.points == 3
    play(state, "move:R3")  # a Slide Trap: the slide choice is still part of seat 0's turn
    assert state.phase == "slide" and who(state) == 0
    assert hero(state, 1).space == "GH" and state.turns_taken == 0


def test_R_DNG_002_turns_pass_to_the_next_seat_and_wrap_around():
    board = mini_board("GH - c1")
    state = make_state(board, [("fighter", "GH"), ("cleric", "GH"), ("rogue", "GH")], turn=1)
    order = []
    for _ in range(6):
        order.append(who(state))
        play(state, "stop")
    assert order == [1, 2, 0, 1, 2, 0]
    assert state.turns_taken == 6


def test_R_DNG_003_move_encounter_combat_loot_in_that_order():
    board = mini_board("c0 - c1 |D| R1", "GH - c9")
    state = make_state(
        board, [("cleric", "c0"), ("fighter", "GH")], monsters={1: [TM1()]}, treasures={1: [G(300)]}, dice=[3, 3]
    )
    play(state, "move:R1")
    texts = [line.text for line in state.log]

    def first(fragment: str) -> int:
        return next(i for i, t in enumerate(texts) if fragment in t)

    moved, met, rolled, looted = first("moves to R1"), first("meets the TM1"), first("rolls 6"), first("gains a")
    assert moved < met < rolled < looted
    assert ids(hero(state).hand) == ["G300"] and who(state) == 1


def test_R_DNG_004_a_lose_a_turn_token_is_discarded_and_the_turn_ends():
    board = mini_board("c0 - c1 - c2", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], turn=1)
    hero(state, 0).lat = 2
    play(state, "stop")  # seat 1 ends; seat 0's turn is lost at once
    assert hero(state, 0).lat == 1 and hero(state, 0).space == "c0"
    assert who(state) == 1 and state.turns_taken == 2
    assert sum("loses this turn" in line.text for line in state.log) == 1
    play(state, "stop")
    assert hero(state, 0).lat == 0 and who(state) == 1
    play(state, "stop")
    assert who(state) == 0 and "move:c2" in keys(state)  # tokens gone: a normal turn


def test_R_DNG_005_a_lost_turn_has_no_move_encounter_or_combat():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(board, [("fighter", "R1"), ("cleric", "GH")], monsters={1: [TM2()]}, turn=1)
    ensure_slot(state, "R1", TM1(), face_up=True)
    hero(state, 0).lat = 1
    play(state, "stop")  # no dice scripted: a fight in R1 would raise
    assert hero(state, 0).lat == 0 and hero(state, 0).space == "R1"
    assert state.slots[1].monster.id == "TM1" and ids(state.monster_decks[1]) == ["TM2"]
    assert who(state) == 1


def test_R_DNG_006_the_game_ends_as_soon_as_a_player_wins():
    board = mini_board("GH - c1")
    state = make_state(board, [("cleric", "c1"), ("fighter", "GH")])
    hero(state, 0).hand = [G(10000)]
    play(state, "move:GH", "stop")
    assert state.winners == (0,) and state.phase == "over"
    assert state.decision() is None  # seat 1 never gets another turn
    assert state.result().winners == (0,)


# ---------------------------------------------------------------- 3.2 Move
def test_R_DNG_007_a_hero_moves_zero_to_five_spaces():
    board = mini_board("c0 - c1 - c2 - c3 - c4 - c5 - c6", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")])
    assert moves(state) == {"c1", "c2", "c3", "c4", "c5"}  # c6 is 6 steps away
    assert "stop" in keys(state)
    play(state, "stop")  # moving 0 spaces is allowed
    assert hero(state, 0).space == "c0" and who(state) == 1


def test_R_DNG_008_each_step_goes_to_an_adjacent_space():
    board = mini_board("c0 - c1 - c2 - c3 - c4")
    state = make_state(board, [("fighter", "c0")])
    play(state, "move:c3")
    assert state.turn.path == ["c0", "c1", "c2", "c3"] and state.turn.points == 2
    assert moves(state) == {"c1", "c2", "c4"}  # 2 points left: c0 is 3 steps back


def test_R_DNG_009_no_step_through_a_wall_without_a_door():
    # R1's only door is to c1; c9 is drawn beside R1 but no edge joins them.
    board = mini_board("c0 - c1 |D| R1", "c9 - c8")
    state = make_state(board, [("rogue", "c9")])
    assert keys(state) == ["move:c8", "stop"]
    state = make_state(board, [("rogue", "c0")], monsters={1: [TM1()]}, dice=[6, 6])
    assert "move:R1" in keys(state)
    play(state, "move:R1")  # the only way in is through the door from c1
    assert hero(state).last_path == ["c0", "c1", "R1"]


def test_R_DNG_010_each_corridor_flagstone_is_one_space():
    board = mini_board("c0 - c1 - c2 - c3 - c4 - c5")
    state = make_state(board, [("fighter", "c0")])
    play(state, "move:c4")
    assert state.turn.points == 1
    assert moves(state) == {"c3", "c5"}


def test_R_DNG_011_rooms_chambers_and_the_great_hall_are_one_space_each():
    board = mini_board("c0 - GH - c1 - K1 - c2 |D| R1 |D| c3")
    state = make_state(board, [("fighter", "c0")], cleared={"K1": 3, "R1": 1})
    assert "move:R1" in keys(state) and "move:c3" not in keys(state)  # GH, c1, K1, c2, R1: 5 steps
    play(state, "move:c2")
    assert state.turn.path == ["c0", "GH", "c1", "K1", "c2"] and state.turn.points == 1


def test_R_DNG_012_a_door_is_not_a_space_and_costs_one_step():
    board = mini_board("c0 |D| R1 |D| c1 - c2")
    state = make_state(board, [("fighter", "c0")], cleared={"R1": 1})
    play(state, "move:c1")
    assert state.turn.path == ["c0", "R1", "c1"] and state.turn.points == 3


def test_R_DNG_013_entering_an_uncleared_room_stops_the_move():
    board = mini_board("c0 |D| R1 |D| c1 - c2", "GH - c9")
    state = make_state(
        board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM1()]}, treasures={1: [G(100)]}, dice=[6, 6]
    )
    assert "move:R1" in keys(state) and "move:c1" not in keys(state)
    label = next(o.label for o in state.decision().options if o.key == "move:R1")
    assert label.endswith("(stop)")
    play(state, "move:R1")  # 4 points left, all lost: the turn goes on to seat 1
    assert hero(state, 0).space == "R1" and who(state) == 1 and state.is_cleared("R1")


def test_R_DNG_014_cleared_rooms_and_chambers_do_not_stop_the_move():
    board = mini_board("c0 |D| R1 |D| c1 - K1 - c2")
    state = make_state(board, [("fighter", "c0")], cleared={"R1": 1, "K1": 3})
    assert {"R1", "c1", "K1", "c2"} <= moves(state)
    play(state, "move:c2")
    assert state.turn.path == ["c0", "R1", "c1", "K1", "c2"] and state.turn.points == 1


def test_R_DNG_015_a_hero_moves_through_spaces_with_other_heroes():
    board = mini_board("c0 - c1 - c2 |D| R1 |D| c3")
    state = make_state(board, [("fighter", "c0"), ("cleric", "c1"), ("rogue", "R1")], cleared={"R1": 1})
    play(state, "move:c3")
    assert state.turn.path == ["c0", "c1", "c2", "R1", "c3"]


def test_R_DNG_016_a_hero_may_not_end_its_move_with_another_hero():
    board = mini_board("c0 - c1 - c2 |D| R1", "c0 - GH")
    state = make_state(board, [("fighter", "c0"), ("cleric", "c1"), ("rogue", "R1")], cleared={"R1": 1})
    assert "move:c1" not in keys(state) and "move:R1" not in keys(state)
    assert "move:c2" in keys(state) and "move:GH" in keys(state)
    play(state, "move:c2")
    assert "stop" in keys(state)
    crowded = make_state(board, [("fighter", "c2"), ("cleric", "c1")])
    play(crowded, "move:c0")
    assert "move:c1" not in keys(crowded)  # nor by coming back towards it


def test_R_DNG_017_any_number_of_heroes_may_share_a_chamber():
    board = mini_board("c0 - K1 - c1", "c0 - K2")
    state = make_state(
        board,
        [("fighter", "c0"), ("cleric", "K1"), ("rogue", "K1"), ("wizard", "K2")],
        cleared={"K1": 3},
    )
    assert "move:K1" in keys(state) and "move:K2" in keys(state)  # cleared and uncleared alike
    play(state, "move:K1", "stop")
    assert [hero(state, s).space for s in (0, 1, 2)] == ["K1", "K1", "K1"]


def test_R_DNG_018_no_step_into_an_uncleared_room_holding_another_hero():
    board = mini_board("c0 - c1 |D| R1 |D| c2", "c1 |D| R2")
    state = make_state(board, [("rogue", "c0"), ("fighter", "R1"), ("cleric", "R2")], cleared={"R2": 1})
    offered = moves(state)
    assert "R1" not in offered and "c2" not in offered  # closed while the Fighter is in it
    assert "R2" not in offered  # cleared but occupied: no stopping there either
    assert "c1" in offered


def test_R_DNG_019_heroes_never_fight_each_other():
    board = mini_board("c0 - K1 - c1", "c0 |D| R1", "c0 - c2")
    state = make_state(
        board,
        [("wizard", "c0"), ("fighter", "c1"), ("cleric", "K1"), ("rogue", "R1")],
        cleared={"R1": 1},
        monsters={1: [TM1()]},
        dice=[1, 1, 1, 1],
    )
    offered = keys(state)
    # Spells only aim at monster spaces: never at the Rogue's cleared room or the Fighter's corridor.
    assert {k for k in offered if k.startswith(("fireball:", "lightning:"))} == {"fireball:K1", "lightning:K1"}
    verbs = {k.split(":")[0] for k in offered}
    assert verbs <= {"move", "stop", "fireball", "lightning", "search", "esp", "crystal", "teleport"}
    play(state, "move:K1")  # the chamber holds the Cleric: the Wizard meets the monster, not the hero
    assert any("meets the TM1" in line.text for line in state.log)
    assert hero(state, 2).space == "K1" and hero(state, 2).lat == 0 and state.slots[1].monster.id == "TM1"


def test_R_DNG_020_the_fighters_move_from_the_seed():
    board = mini_board("c0 - c1 - LAB - c2 - CRYPT - c3")
    state = make_state(
        board, [("fighter", "c0"), ("wizard", "c2"), ("wizard", "CRYPT")], cleared={"LAB": 3}, monsters={1: [TM1()]}
    )
    labels = {o.key: o.label for o in state.decision().options}
    assert labels["move:CRYPT"] == "Move to CRYPT, 4 steps (stop)"  # one point would be left over
    assert labels["move:LAB"] == "Move to LAB, 2 steps"
    assert "move:c3" not in labels and "move:c2" not in labels


# ---------------------------------------------------------------- 3.3 Doors and secret doors
def test_R_DNG_021_any_hero_moves_through_a_normal_door():
    board = mini_board("c0 |D| c1")
    for cls in ("cleric", "fighter", "rogue", "wizard"):
        state = make_state(board, [(cls, "c0")])
        play(state, "move:c1")
        assert hero(state).space == "c1" and state.turn.points == 4


def test_R_DNG_022_a_secret_door_needs_finding_the_card_or_a_past_passage():
    board = mini_board("c0 |S:sd1| c1")
    plain = make_state(board, [("fighter", "c0")])
    assert "move:c1" not in keys(plain) and "search:sd1" in keys(plain)
    found = make_state(board, [("fighter", "c0")])
    hero(found).known_doors = {"sd1"}
    assert "move:c1" in keys(found)
    card = make_state(board, [("fighter", "c0")])
    hero(card).in_play = [SD()]
    assert "move:c1" in keys(card) and "search:sd1" not in keys(card)
    play(card, "move:c1", "stop")
    hero(card).in_play = []  # the card is lost later
    assert "move:c0" in keys(card)  # moved through while carrying it: still a door for this hero


def test_R_DNG_023_a_search_needs_an_adjacent_door_and_a_point_left():
    board = mini_board("c0 - c1 - c2 - c3 - c4 - c5 |S:sd1| c6")
    state = make_state(board, [("fighter", "c0")])
    assert not any(k.startswith("search:") for k in keys(state))  # not next to the door
    play(state, "move:c4")
    assert not any(k.startswith("search:") for k in keys(state))
    play(state, "move:c5")  # now adjacent, 0 points left: the move simply ends
    assert state.turns_taken == 1 and hero(state).space == "c5"
    assert keys(state).count("search:sd1") == 1  # next turn, 5 points


def test_R_DNG_024_cleric_fighter_and_wizard_find_a_secret_door_on_5_or_6():
    board = mini_board("c0 |S:sd1| c1", "GH - c9")
    for cls in ("cleric", "fighter", "wizard"):
        for die, found in ((4, False), (5, True), (6, True)):
            state = make_state(board, [(cls, "c0"), ("rogue", "GH")], dice=[die])
            play(state, "search:sd1")
            assert ("sd1" in hero(state).known_doors) is found
            assert who(state) == (0 if found else 1)  # a failure ends the turn in the corridor
            assert [line.dice for line in state.log if "searches" in line.text] == [(die,)]


def test_R_DNG_025_a_rogue_finds_a_secret_door_on_3_to_6():
    board = mini_board("c0 |S:sd1| c1", "GH - c9")
    for die, found in ((2, False), (3, True), (4, True)):
        state = make_state(board, [("rogue", "c0"), ("fighter", "GH")], dice=[die])
        assert next(o.label for o in state.decision().options if o.key == "search:sd1").endswith("(roll 3-6)")
        play(state, "search:sd1")
        assert ("sd1" in hero(state).known_doors) is found


def test_R_DNG_026_after_finding_it_the_hero_moves_on_through_the_door():
    board = mini_board("c0 - c1 |S:sd1| c2 - c3 - c4")
    state = make_state(board, [("fighter", "c0")], dice=[5])
    play(state, "move:c1", "search:sd1")
    assert state.turn.points == 4 and hero(state).space == "c1"  # the roll costs no point
    assert "move:c4" in keys(state)
    play(state, "move:c4")
    assert state.turn.path == ["c0", "c1", "c2", "c3", "c4"] and state.turn.points == 1


def test_R_DNG_027_a_failed_search_ends_the_move_and_the_hero_meets_its_space():
    board = mini_board("c0 |D| R1 |S:sd1| c1", "GH - c9")
    state = make_state(board, [("fighter", "R1"), ("cleric", "GH")], dice=[4, 1, 1, 2, 2])
    ensure_slot(state, "R1", TM1(), face_up=True)
    play(state, "search:sd1")  # 4 fails: the Fighter stays in R1 and fights the monster there
    assert hero(state).space == "R1" and "sd1" not in hero(state).known_doors
    assert any("strikes back: 4, Miss" in line.text for line in state.log)
    assert who(state) == 1 and state.chance.dice == []


def test_R_DNG_028_a_found_door_is_remembered_both_ways_by_that_hero_only():
    board = mini_board("c0 |S:sd1| c1 - c2 - c3")
    state = make_state(board, [("fighter", "c0"), ("cleric", "c3")], dice=[6])
    play(state, "search:sd1", "move:c2", "stop")
    play(state, "move:c1")  # the Cleric, now next to sd1, never found it
    assert "move:c0" not in keys(state) and "search:sd1" in keys(state)
    play(state, "stop")
    play(state, "move:c0")  # the Fighter goes back through sd1 with no roll (no die scripted)
    assert hero(state, 0).space == "c0" and state.turn.path == ["c2", "c1", "c0"]
    assert hero(state, 0).known_doors == {"sd1"} and hero(state, 1).known_doors == set()
