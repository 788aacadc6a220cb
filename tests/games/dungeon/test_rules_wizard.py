"""Rules R-DNG-070..088: Wizard spells, regaining spells, winning."""

from __future__ import annotations

from engine.games.dungeon.rules import ensure_slot, spell_targets, teleport_targets

from .helpers import CAGE, SW, TM1, TM2, TM3, TM4, G, hero, ids, keys, make_state, mini_board, play


def who(state) -> int:
    return state.decision().player


def spell_keys(state) -> set[str]:
    return {k for k in keys(state) if k.startswith(("fireball:", "lightning:", "teleport:"))}


# ---------------------------------------------------------------- 3.8 Wizard spells
def test_R_DNG_070_only_wizards_hold_spells_and_start_with_five():
    board = mini_board("c0 |D| R1", "c0 - K1", "K1 - K2")
    for cls in ("cleric", "fighter", "rogue"):
        state = make_state(board, [(cls, "c0")])
        assert hero(state).spells == [] and hero(state).spell_cap == 0 and spell_keys(state) == set()
    wiz = make_state(board, [("wizard", "c0")])
    assert sorted(hero(wiz).spells) == ["fireball", "fireball", "lightning", "lightning", "teleport"]
    assert hero(wiz).spell_cap == 5
    assert spell_keys(wiz) == {"fireball:R1", "lightning:R1", "fireball:K1", "lightning:K1"}


def test_R_DNG_071_the_spells_are_fireball_lightning_bolt_and_teleport():
    board = mini_board("GH - c1")
    state = make_state(board, [("wizard", "GH")])
    hero(state).spells = ["fireball"]
    play(state, "stop")
    assert sorted(keys(state)) == ["regain:fireball", "regain:lightning", "regain:none", "regain:teleport"]


def test_R_DNG_072_at_most_one_spell_per_turn():
    board = mini_board("K1 - c1 |D| R1", "K1 - K2", "K2 - c2 |D| R2")
    state = make_state(board, [("wizard", "K1"), ("fighter", "c1")], cleared={"K1": 3, "K2": 3})
    play(state, "teleport:K2")  # a cleared chamber: the move is over and so is the turn
    assert who(state) == 1 and hero(state).spells.count("teleport") == 0 and len(hero(state).spells) == 4
    # Within a turn, once a spell is cast nothing else is offered.
    again = make_state(board, [("wizard", "c2")], cleared={"K2": 3})
    assert spell_targets(again, hero(again)) == ["R2"]
    again.turn.spell_cast = True
    assert spell_targets(again, hero(again)) == [] and teleport_targets(again, hero(again)) == []


def test_R_DNG_073_a_played_spell_is_discarded():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(board, [("wizard", "c0"), ("fighter", "GH")], monsters={1: [TM1()]}, dice=[1, 1])
    play(state, "fireball:R1")
    assert state.spell_discard == ["fireball"] and hero(state).spells.count("fireball") == 1
    assert len(hero(state).spells) == 4


def test_R_DNG_074_the_spell_uses_the_number_under_its_own_icon():
    # TM2: Fireball 6, Lightning 5; roll 5 both times.
    board = mini_board("c0 |D| R2", "GH - c9", levels={"R2": 2})
    fire = make_state(board, [("wizard", "c0"), ("fighter", "GH")], monsters={2: [TM2()]}, dice=[2, 3])
    play(fire, "fireball:R2")
    assert fire.slots[1].monster.id == "TM2" and hero(fire).space == "c0"
    bolt = make_state(board, [("wizard", "c0"), ("fighter", "GH")], monsters={2: [TM2()]}, dice=[2, 3])
    play(bolt, "lightning:R2")
    assert bolt.slots == {} and bolt.is_cleared("R2") and hero(bolt).space == "R2"


def test_R_DNG_075_the_wizard_must_be_able_to_move_into_the_target():
    board = mini_board("c0 - c1 |D| R1", "c1 |S:sd1| R2", "c1 |D| R3", "c1 - K1")
    state = make_state(board, [("wizard", "c1"), ("cleric", "R3"), ("rogue", "K1")])
    # R1: yes.  R2: behind an unfound secret door.  R3: a room with the Cleric in it.  K1: a chamber, fine.
    assert {k.split(":")[1] for k in spell_keys(state)} == {"R1", "K1"}
    hero(state).known_doors = {"sd1"}
    state._decision = None
    assert {k.split(":")[1] for k in spell_keys(state)} == {"R1", "R2", "K1"}
    state.turn.points = 0  # no movement left: it could not move in
    state._decision = None
    assert spell_keys(state) == set()


def test_R_DNG_076_the_wizard_stops_at_the_door_and_its_move_ends():
    board = mini_board("c0 - c1 |D| R1", "GH - c9")
    state = make_state(board, [("wizard", "c0"), ("fighter", "GH")], monsters={1: [TM1()]}, dice=[1, 1])
    play(state, "move:c1", "lightning:R1")  # miss: the Wizard stays on the near side
    assert hero(state).space == "c1" and who(state) == 1 and hero(state).last_path == ["c0", "c1"]


def test_R_DNG_077_the_spell_is_named_before_the_card_is_drawn():
    board = mini_board("c0 |D| R4", "GH - c9", levels={"R4": 4})
    state = make_state(board, [("wizard", "c0"), ("fighter", "GH")], monsters={4: [TM4()]})
    assert {"fireball:R4", "lightning:R4"} <= set(keys(state))  # both offered: the card is unknown
    assert ids(state.monster_decks[4]) == ["TM4"]
    play(state, "fireball:R4")  # TM4 shows "–" under Fireball: an automatic miss (no dice scripted)
    assert state.slots[1].monster.id == "TM4" and state.slots[1].face_up and state.spell_discard == ["fireball"]


def test_R_DNG_078_a_spell_kill_moves_the_wizard_in_and_it_loots():
    board = mini_board("c0 |D| R3", "GH - c9", levels={"R3": 3})
    state = make_state(board, [("wizard", "c0"), ("fighter", "GH")], treasures={3: [G(2500)]}, dice=[3, 4])
    slot = ensure_slot(state, "R3", TM3(), face_up=True)
    slot.dropped.append(G(400))
    play(state, "fireball:R3")  # 7 >= Fireball 7
    w = hero(state)
    assert w.space == "R3" and state.cleared == {"R3": 1} and ids(state.monster_discards[3]) == ["TM3"]
    assert sorted(ids(w.hand)) == ["G2500", "G400"] and who(state) == 1


def test_R_DNG_079_a_spell_miss_gets_no_strike_back_and_the_monster_stays():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(board, [("wizard", "c0"), ("fighter", "GH")], monsters={1: [TM1()]}, dice=[1, 2])
    hero(state).hand = [G(100)]
    play(state, "fireball:R1")
    assert state.chance.dice == [] and not any("strikes back" in line.text for line in state.log)
    assert ids(hero(state).hand) == ["G100"] and state.slot_at == {"R1": 1} and state.slots[1].face_up


def test_R_DNG_080_teleport_only_from_a_chamber():
    board = mini_board("c0 - K1 - c1 |D| R1", "K1 - K2", "GH - c0")
    for space in ("c0", "R1", "GH"):
        state = make_state(board, [("wizard", space)], cleared={"R1": 1})
        assert not any(k.startswith("teleport:") for k in keys(state))
    state = make_state(board, [("wizard", "K1")], cleared={"K1": 3})
    assert [k for k in keys(state) if k.startswith("teleport:")] == ["teleport:K2"]


def test_R_DNG_081_teleport_only_before_combat():
    board = mini_board("c0 - K1", "c0 - K2", "GH - c9")
    state = make_state(board, [("wizard", "K1"), ("fighter", "GH")], dice=[1, 1, 1, 1])
    ensure_slot(state, "K1", TM1(), face_up=True)
    assert "teleport:K2" in keys(state)  # before combat
    play(state, "stop")  # fights: after combat the turn is over, no teleport follows
    assert who(state) == 1 and "teleport" in hero(state, 0).spells
    state.turn.fought = True
    assert teleport_targets(state, hero(state, 0)) == []


def test_R_DNG_082_teleport_reaches_chambers_one_level_up_down_or_the_same():
    board = mini_board("K1 - K3 - K4a - K4b - K5 - K6", levels={"K1": 1, "K3": 3, "K4a": 4, "K4b": 4, "K5": 5, "K6": 6})
    state = make_state(board, [("wizard", "K4a")], cleared={"K4a": 3})
    assert sorted(k for k in keys(state) if k.startswith("teleport:")) == [
        "teleport:K3",
        "teleport:K4b",
        "teleport:K5",
    ]


def test_R_DNG_083_a_teleporting_wizard_does_not_fight_the_chamber_it_leaves():
    board = mini_board("c0 - K1", "c9 - K2", "GH - c8")
    state = make_state(board, [("wizard", "c0"), ("fighter", "GH")], monsters={1: [TM2()]}, cleared={"K2": 3})
    ensure_slot(state, "K1", TM1(), face_up=True)
    play(state, "move:K1")  # just moved into a chamber with a monster: teleport is still possible
    assert state.turn.points == 0 and "teleport:K2" in keys(state) and "stop" in keys(state)
    play(state, "teleport:K2")  # no dice scripted: no fight in K1
    assert hero(state).space == "K2" and state.slots[1].space == "K1" and state.slots[1].monster.id == "TM1"
    assert who(state) == 1 and hero(state).last_path == []


def test_R_DNG_084_a_teleporting_wizard_fights_in_the_chamber_it_arrives_in():
    board = mini_board("c0 - K1", "c9 - K2", "GH - c8", levels={"K2": 2})
    state = make_state(board, [("wizard", "K1"), ("fighter", "GH")], cleared={"K1": 3}, dice=[5, 5, 1, 1])
    ensure_slot(state, "K2", TM2(), face_up=True)
    play(state, "teleport:K2")  # 10 >= TM2's Wizard 9
    assert hero(state).space == "K2" and state.slots == {} and state.cleared["K2"] == 1
    drawn = make_state(
        board, [("wizard", "K1"), ("fighter", "GH")], cleared={"K1": 3}, monsters={2: [CAGE(2)]}, dice=[1]
    )
    play(drawn, "teleport:K2")  # uncleared and empty: a card is drawn and met
    assert hero(drawn).lat == 1 and drawn.cleared["K2"] == 1


def test_R_DNG_085_a_wizard_spending_its_whole_turn_in_the_great_hall_regains_one_spell():
    board = mini_board("GH - c1")
    state = make_state(board, [("wizard", "GH"), ("fighter", "GH")])
    w = hero(state)
    w.spells = ["teleport"]
    play(state, "stop", "regain:lightning")
    assert sorted(w.spells) == ["lightning", "teleport"] and who(state) == 1
    w.spells = list("abcde")  # at the cap (5): nothing is offered
    play(state, "stop", "stop")
    assert who(state) == 1 and len(w.spells) == 5


# ---------------------------------------------------------------- 3.9 Winning
def test_R_DNG_086_a_turn_ending_in_the_great_hall_with_enough_treasure_wins():
    board = mini_board("GH - c1 - c2")
    state = make_state(board, [("rogue", "c2"), ("fighter", "GH")])
    hero(state).hand = [G(6000), G(4000)]
    play(state, "move:GH")
    assert state.winners is None and who(state) == 0  # not yet: the turn has not ended
    play(state, "stop")
    assert state.winners == (0,) and state.decision() is None
    away = make_state(board, [("rogue", "c2"), ("fighter", "GH")])
    hero(away).hand = [G(6000), G(4000)]
    play(away, "move:c1", "stop")
    assert away.winners is None


def test_R_DNG_087_requirements_by_class():
    board = mini_board("GH - c1")
    for cls, need in (("cleric", 10_000), ("rogue", 10_000), ("fighter", 20_000), ("wizard", 30_000)):
        short = make_state(board, [(cls, "GH")])
        hero(short).hand = [G(need - 100), G(99)]
        play(short, "stop")
        if short.phase == "regain":
            play(short, "regain:none")
        assert short.winners is None
        enough = make_state(board, [(cls, "GH")])
        hero(enough).hand = [G(need - 100), G(100)]
        play(enough, "stop")
        assert enough.winners == (0,)
        assert enough.view(None)["players"][0]["requirement"] == need


def test_R_DNG_088_magic_swords_count_in_play_in_hand_and_for_wizards():
    board = mini_board("GH - c1")
    fighter = make_state(board, [("fighter", "GH")])
    hero(fighter).hand = [G(17000), SW(1000, "b")]
    hero(fighter).in_play = [SW(2000)]
    play(fighter, "stop")
    assert fighter.winners == (0,)
    wizard = make_state(board, [("wizard", "GH")])
    hero(wizard).hand = [G(29000), SW(1000)]
    play(wizard, "stop")
    assert wizard.winners == (0,)
