"""The latest fight as the engine records it for the table (record.py, view "last_fight").

Each test pins the rule whose step the record writes down: the blow (R-DNG-050/051),
the strike-back and what it knocked loose (R-DNG-056-066), the treasure won and who
may see it (R-DNG-067, A-DNG-38), the spells (R-DNG-074-079, A-DNG-26) and the Hunter
(A-DNG-43).  The record must never change the game: the last test plays a seeded game
with the hooks switched off and compares every log line and the final state.
"""

from __future__ import annotations

import pytest

from engine.games.dungeon import record
from engine.games.dungeon.rules import ensure_slot
from engine.games.dungeon.state import Hunter

from .helpers import SD, SW, TBP, TM1, TM3, TM4, TM6, G, hero, make_state, mini_board, play

BOARD = mini_board("c0 - c1 |D| R1", "c1 - K1", "GH - c9")


def fight_in_r1(cls: str, dice: list[int], *, picks=(), cards=(), card=None, sword=0, treasures=()):
    """`cls` (seat 0) steps from c1 into R1, which holds `card` face up; seat 1 waits in the Great Hall."""
    state = make_state(
        BOARD, [(cls, "c1"), ("fighter", "GH")], dice=list(dice), picks=list(picks), treasures={1: list(treasures)}
    )
    h = hero(state)
    h.hand = list(cards)
    h.last_path = []
    if sword:
        h.in_play = [SW()]
        h.sword_bonus = sword
    ensure_slot(state, "R1", card or TM1(), face_up=True)
    play(state, "move:R1")
    return state


def test_R_DNG_050_the_blow_is_recorded_with_the_sword_bonus_and_is_fresh_once():
    state = fight_in_r1("fighter", [2, 3], card=TM3(), sword=2)  # 5 + 2 = 7 against the Fighter's 7
    fight = state.view(0)["last_fight"]
    assert fight["monster"]["name"] == "TM3" and fight["monster"]["fighter"] == 7
    assert (fight["weapon"], fight["spell"], fight["needed"]) == ("fighter", False, 7)
    assert (fight["dice"], fight["bonus"], fight["total"], fight["hit"]) == ([2, 3], 2, 7, True)
    assert fight["seat"] == 0 and fight["hero"] == state.name(0) and fight["space"] == "R1"
    assert fight["number"] == 1 and fight["fresh"] and fight["strike_back"] is None
    play(state, "stop")  # seat 1's turn: the same fight, no longer fresh
    later = state.view(0)["last_fight"]
    assert later["number"] == 1 and not later["fresh"] and later["dice"] == [2, 3]


def test_R_DNG_051_a_blow_that_cannot_be_struck_is_recorded_without_dice():
    state = fight_in_r1("rogue", [3, 4], picks=[0], cards=[G(500)], card=TBP())
    fight = state.view(0)["last_fight"]
    assert fight["needed"] is None and fight["dice"] == [] and fight["hit"] is None
    assert fight["strike_back"] == {"dice": [3, 4], "roll": 7, "outcome": "Stunned"}
    assert [c["id"] for c in fight["dropped"]] == ["G500"]


@pytest.mark.parametrize(("strike", "outcome", "dropped"), [((1, 1), "Miss", 0), ((3, 3), "Stunned", 1)])
def test_R_DNG_056_the_strike_back_and_what_it_knocked_loose_are_recorded(strike, outcome, dropped):
    state = fight_in_r1("cleric", [1, 1, *strike], picks=[0], cards=[G(100), G(200)])
    fight = state.view(1)["last_fight"]  # another seat: the strike-back and the drop are public
    assert fight["hit"] is False and fight["total"] == 2 and fight["needed"] == 6
    assert fight["strike_back"] == {"dice": list(strike), "roll": sum(strike), "outcome": outcome}
    assert len(fight["dropped"]) == dropped
    assert [c["id"] for c in fight["dropped"]] == [c.id for c in state.slots[1].dropped]


def test_R_DNG_067_treasure_won_shows_to_its_finder_and_as_a_count_to_others():
    state = fight_in_r1("fighter", [6, 6], treasures=[G(600)])
    mine, theirs = state.view(0)["last_fight"], state.view(1)["last_fight"]
    assert [c["id"] for c in mine["treasures"]] == ["G600"] and mine["treasure_count"] == 1
    assert theirs["treasures"] == [] and theirs["treasure_count"] == 1  # A-DNG-38: the hand is private
    assert state.view(None)["last_fight"]["treasures"] == []


def test_R_DNG_067_a_special_that_goes_into_play_is_shown_to_everyone():
    state = fight_in_r1("fighter", [6, 6], treasures=[SD()])  # a Secret Door card is played face up
    theirs = state.view(1)["last_fight"]
    assert [c["id"] for c in theirs["treasures"]] == ["SD"] and theirs["treasure_count"] == 1


def test_R_DNG_074_a_fireball_is_recorded_as_a_spell_with_the_treasure_it_won():
    board = mini_board("c0 - c1 |D| R1")
    state = make_state(board, [("wizard", "c0")], monsters={1: [TM1()]}, treasures={1: [G(600)]}, dice=[2, 3])
    play(state, "move:c1", "fireball:R1")
    fight = state.view(0)["last_fight"]
    assert (fight["weapon"], fight["spell"], fight["needed"]) == ("fireball", True, 5)
    assert (fight["dice"], fight["bonus"], fight["total"], fight["hit"]) == ([2, 3], 0, 5, True)
    assert fight["space"] == "R1" and fight["strike_back"] is None
    assert [c["id"] for c in fight["treasures"]] == ["G600"]


def test_R_DNG_079_a_lightning_bolt_that_misses_has_no_strike_back():
    board = mini_board("c0 - c1 |D| R1")
    state = make_state(board, [("wizard", "c0")], monsters={1: [TM1()]}, dice=[1, 4])
    play(state, "move:c1", "lightning:R1")
    fight = state.view(0)["last_fight"]
    assert (fight["weapon"], fight["needed"], fight["dice"], fight["hit"]) == ("lightning", 6, [1, 4], False)
    assert fight["strike_back"] is None and fight["treasure_count"] == 0


def test_A_DNG_26_a_spell_that_cannot_hurt_is_recorded_without_dice():
    board = mini_board("c0 - c1 |D| R1")
    state = make_state(board, [("wizard", "c0")], monsters={1: [TM4()]})  # TM4: Fireball '–'
    play(state, "move:c1", "fireball:R1")
    fight = state.view(0)["last_fight"]
    assert fight["weapon"] == "fireball" and fight["needed"] is None and fight["dice"] == []
    assert fight["hit"] is False and fight["strike_back"] is None


def test_A_DNG_43_a_fight_with_the_hunter_is_recorded():
    board = mini_board("c1 - c2 - c3 - c4")
    state = make_state(board, [("rogue", "c3")], options={"variant": "hunted"}, dice=[1, 1, 6, 6])
    state.hunter = Hunter(TM6(), "c1")
    play(state, "stop")  # the Hunter comes on, the Rogue misses, the Hunter rolls 12
    fight = state.view(0)["last_fight"]
    assert fight["monster"]["id"] == "TM6" and fight["needed"] == 12 and fight["hit"] is False
    assert fight["strike_back"]["outcome"] == "Killed"


def test_R_DNG_050_the_record_never_changes_the_game(monkeypatch):
    """A seeded computer game plays out the same, line for line, with the hooks switched off."""
    from engine import Chance, Match, Seat, bot_choose, derive_seed

    def run() -> tuple[list[str], str, int]:
        match = Match("dungeon", (Seat("Ana", "greedy"), Seat("Ben", "random")), {"variant": "none"}, 11)
        fights = 0
        for n in range(400):
            decision = match.decision
            if decision is None:
                break
            match.play(bot_choose("greedy", match.game, match.state, decision, Chance(derive_seed(f"r/{n}"))))
            fights = match.state.fights
        return [line.text for line in match.state.log], match.state_hash(), fights

    with_record = run()
    assert with_record[2] >= 3  # the game fought: the comparison means something
    for hook in ("blow", "spell", "struck_back", "dropped", "gained"):
        monkeypatch.setattr(record, hook, lambda *args, **kwargs: None)
    without = run()
    assert without[2] == 0 and without[:2] == with_record[:2]
