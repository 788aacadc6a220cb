"""Every Screw This! card of the shipped deck: its window, who may play it, what it does
(digest 3.26, 5.1.7; R-OOTS-129, 135, 266, 279, 373..379; S-OOTS-26).

Battles are built as the part-1 fight tests build them, then switched to rules revision 2;
the seats are computers (a window asks only seats able to play), the cards the shipped ones.
"""

from __future__ import annotations

import pytest

from engine.core.game import REVISION_KEY
from engine.games.oots import screw, windows
from engine.games.oots.state import Battle, Offer, Window

from .fight_helpers import fight
from .oots_helpers import dice, give_hand, keys, loot, monster, play, put, room_at, set_turn
from .test_rules_windows import SCREW

TYPES = ("kobold", "goblin", "undead", "ogre", "orc")


def every_kind():
    return monster("horde", "Mixed Warband", atk=6, dfn=9, types=TYPES)


def setup(stack=("horde",), role="attacker", chars=("roy", "haley", "elan", "belkar"), loot_cards=None):
    state = fight(
        [every_kind(), monster("plain", "Plain Brute", atk=7, dfn=7, types=()), *SCREW],
        list(stack),
        role=role,
        chars=chars,
        loot_cards=loot_cards,
    )
    state.options[REVISION_KEY] = 2
    state.bots = tuple("greedy" for _ in chars)
    state._decision = None
    return state


def situation(state, which):
    """A table where every card timed for `which` could act: Roy (seat 0) is the active player."""
    b = state.battle
    p = state.players
    p[0].wounds = 1
    p[0].flipped = ["roy.bag"]
    put(state, 2, p[0].pos)
    p[2].stash = ["l5"]
    for seat in range(4):
        p[seat].hand = p[seat].hand or ["m1"]
    b.dice = [5]
    b.offers = [Offer(0, "haley", "l1", "attacker", "accepted")]
    state.last_battle = Battle(room=b.room, monster="plain", role="attacker", outcome="win")
    data = {"room": list(b.room), "affected": [0, 1], "seat": 0}
    w = Window(which, "none", 0, data, stack=[[2, "stubbed_toe.1", "0", False]])
    if which == "W2":
        room_at(state, (1, 3))
        put(state, 0, (1, 3))
    state.window = w
    return w


SEAT_FOR = {"active": 0, "other": 2, "any": 3, "helper": 1, "affected": 1}


@pytest.mark.parametrize("card", SCREW, ids=lambda c: c.id)
def test_R_OOTS_374_A_OOTS_32_every_card_is_playable_in_exactly_its_window(card):
    state = setup(stack=("horde", "plain"))
    play(state, "shtick:roy.g1")
    timed = windows.timed(state)
    assert [w for w in windows.TITLES if card.id in timed.get(w, ())] == [card.when]
    w = situation(state, card.when)
    seat = SEAT_FOR[card.who]
    state.players[seat].hand.append(card.id)
    assert card.id in [c for c, _ in screw.playable(state, seat, w, timed[card.when])]
    for other in windows.TITLES:  # R-OOTS-374: nowhere else
        if other != card.when:
            w.name = other
            assert card.id not in [c for c, _ in screw.playable(state, seat, w, timed.get(other, frozenset()))]


def test_R_OOTS_374_who_may_play_is_checked():
    state = setup()
    play(state, "shtick:roy.g1")
    w = situation(state, "W4")
    timed = windows.timed(state)["W4"]
    for seat in range(4):
        state.players[seat].hand = ["heroic_moment.1", "monster_got_lucky.1"]
    assert [c for c, _ in screw.playable(state, 0, w, timed)] == ["heroic_moment.1"]  # active, own battle
    assert [c for c, _ in screw.playable(state, 2, w, timed)] == ["monster_got_lucky.1"]  # another's battle


def window_play(state, which, seat, key, data=None):
    """Open `which` at the table as it is and play `key` for `seat` (the others pass)."""
    assert windows.open_window(state, which, "none", data or {}), "nobody could play"
    while state.window is not None and state.decision().player != seat:
        play(state, "pass")
    play(state, key)
    while state.window is not None:
        play(state, "pass")


def test_found_a_shortcut_and_midnight_snack_in_W1():
    state = setup()
    set_turn(state, 1, "end")
    state.players[2].wounds = 2
    give_hand(state, 2, ["found_a_shortcut.1", "midnight_snack.1"])
    play(state, "done")  # Haley's turn ends; Elan's starts with W1
    assert state.turn.seat == 2 and state.window.name == "W1"
    play(state, "screw:midnight_snack.1")
    play(state, "screw:found_a_shortcut.1")
    assert state.window is None and state.turn.stage == "start"
    assert state.players[2].wounds == 1 and state.turn.bonus_moves == 1


@pytest.mark.parametrize(("card", "seat", "size"), [("alarm_bell.1", 1, 3), ("tiptoe.1", 0, 1)])
def test_alarm_bell_and_tiptoe_change_the_battle_size_in_W2(card, seat, size):
    """Floor 2: Battle Size 2, one higher after Alarm Bell, one lower after Tiptoe."""
    state = setup()
    room_at(state, (2, 0))
    room_at(state, (2, 1))
    put(state, 0, (2, 0))
    set_turn(state, 0, "mode")
    give_hand(state, seat, [card])
    play(state, "move:2:1")
    assert state.window is None  # the move may go on: no window yet
    play(state, "stop")
    assert state.window.name == "W2"  # the move ends here
    play(state, f"screw:{card}")
    assert state.window is None
    assert f"Battle Size {size}." in " ".join(state.log)


def test_shuffle_the_lineup_puts_the_top_monster_under_in_W3():
    from engine.games.oots import battles
    from engine.games.oots.state import Fill

    state = setup(stack=())
    room = state.room((1, 0))
    room.monsters = ["horde", "plain"]
    state.turn.stage = "fill"
    state.battle = None
    state.fill = Fill(room=(1, 0), trigger=0, size=2, caller=1)
    give_hand(state, 3, ["shuffle_the_lineup.1"])
    battles.advance(state)
    assert state.window.name == "W3"
    play(state, "screw:shuffle_the_lineup.1")
    assert room.monsters == ["plain", "horde"] and state.battle.monster == "plain"


def test_R_OOTS_279_get_angry_boosts_until_the_end_of_the_turn():
    state = setup(stack=("plain",))
    give_hand(state, 0, ["get_angry.1"])
    play(state, "shtick:roy.g1")
    dice(state, 5)
    play(state, "roll")
    assert "screw:get_angry.1:roy.g1" in keys(state)
    play(state, "screw:get_angry.1:roy.g1")
    b = state.last_battle
    assert ["Get Angry (boost)", 2] in [list(i) for i in b.items]  # Greenhilt Sword: Boost +2 Attack
    assert b.player_total == 5 + 2 + 2 + 2
    assert [e["kind"] for e in state.effects] == ["boost"]  # still in force this turn
    state.turn.stage = "end"
    state._decision = None
    play(state, "done")
    assert state.effects == []  # R-OOTS-154: gone at the end of the turn


@pytest.mark.parametrize(
    ("card", "foe", "attack"), [("the_kobold_and_the_brave.1", "horde", 6 + 3), ("ogre_snack_break.1", "plain", 7)]
)
def test_R_OOTS_135_R_OOTS_161_type_cards_change_monsters_of_their_type(card, foe, attack):
    """+3 Attack for a kobold (the Mixed Warband is one); a type-less Monster: the card cannot act, no window."""
    state = setup(stack=(foe,), role="defender")
    give_hand(state, 2, [card])
    play(state, "shtick:roy.g1")
    dice(state, 5)
    play(state, "roll")
    if state.window is not None:
        play(state, f"screw:{card}")
    assert state.last_battle.monster_total == attack


def test_distraction_flips_a_face_up_shtick_of_the_fighter_but_not_the_chosen_one():
    state = setup()
    give_hand(state, 2, ["distraction.1"])
    play(state, "shtick:roy.g1")
    play(state, "roll")
    assert "screw:distraction.1:roy.g1" not in keys(state)
    play(state, "screw:distraction.1:roy.g2")
    assert "roy.g2" in state.players[0].flipped
    assert all("boosted" not in label for label, _ in state.last_battle.items)  # the copy no longer boosts


def test_S_OOTS_26_R_OOTS_379_double_cross_moves_the_help_and_nothing_is_paid():
    """Roy +4 against Defense 12; Haley accepts Loot L (Drool Factor 2): +4, total +8. Roy rolls 6: 14 > 12.
    Haley plays Double Cross after the roll: 14 - 4 = 10 against 12 + 4 = 16, a loss; L stays with Roy."""
    cards = [loot("L", {"haley": 2}), *[loot(f"l{i}", {"roy": 1}) for i in range(20)]]
    state = fight(
        [monster("wall12", "Wall", atk=12, dfn=12, types=()), *SCREW],
        ["wall12"],
        chars=("roy", "haley", "elan"),
        loot_cards=cards,
    )
    state.options[REVISION_KEY] = 2
    state.bots = ("greedy", "greedy", "greedy")
    put(state, 1, (1, 0))
    for pile in [state.loot_deck] + [q.stash for q in state.players]:
        if "L" in pile:
            pile.remove("L")
    state.players[0].stash = ["L"]
    give_hand(state, 1, ["double_cross.1"])
    play(state, "shtick:roy.g1")  # Greenhilt Sword +2, boosted once +2: +4
    play(state, "offer:haley:L")
    play(state, "help:0")
    dice(state, 6)
    play(state, "roll")
    assert state.window.name == "W5" and state.battle.player_total == 14 and state.battle.outcome == "win"
    play(state, "screw:double_cross.1")
    b = state.last_battle
    assert (b.player_total, b.monster_total, b.outcome) == (10, 16, "loss")
    assert "L" in state.players[0].stash and "L" not in state.players[1].stash
    assert state.players[0].wounds == 1


def test_spoils_of_war_draws_a_loot_card_after_a_win_in_W6():
    state = setup(stack=("plain",))
    give_hand(state, 0, ["spoils_of_war.1"])
    before = len(state.players[0].stash)
    play(state, "shtick:roy.g1")
    dice(state, 12)
    play(state, "roll")
    assert state.window.name == "W6" and state.last_battle.outcome == "win"
    play(state, "screw:spoils_of_war.1")
    assert len(state.players[0].stash) == before + 1


@pytest.mark.parametrize(
    ("card", "seat", "roll", "evades"), [("watch_your_step.1", 0, 5, True), ("oops_wrong_wire.1", 1, 9, False)]
)
def test_W7_evade_cards_change_the_evasion_roll(card, seat, roll, evades):
    from engine.games.oots import loot as loot_rules

    state = setup(stack=())
    state.battle = None
    set_turn(state, 0, "start")
    state.room(state.players[0].pos).loot = ["t0"]
    if "t0" in state.loot_deck:
        state.loot_deck.remove("t0")
    give_hand(state, seat, [card])
    dice(state, roll)
    loot_rules.normal_pickup(state, 0)  # Trap t0: Evade 8
    assert state.window.name == "W7"
    play(state, f"screw:{card}")
    assert any(("evades" if evades else "fails to evade") in line for line in state.log)
    assert state.effects == []  # the trap is dealt with: the modifier is gone


def test_R_OOTS_266_inspiration_strikes_puts_the_top_shtick_into_play_in_W8():
    state = setup(stack=())
    state.battle = None
    set_turn(state, 0, "end")
    give_hand(state, 0, ["inspiration_strikes.1"])
    top = state.players[0].shtick_deck[0]
    play(state, "done")
    assert state.window.name == "W8"
    play(state, "screw:inspiration_strikes.1")
    assert top in state.players[0].shticks and state.turn.seat == 1


def test_light_fingers_catch_your_breath_and_butterfingers_in_W8():
    state = setup(stack=())
    state.battle = None
    set_turn(state, 0, "end")
    p = state.players
    put(state, 2, p[0].pos)
    p[2].stash = ["l7"]
    p[0].flipped = ["roy.bag"]
    give_hand(state, 3, ["m1", "m2", "m3"])
    give_hand(state, 0, ["light_fingers.1", "catch_your_breath.1", "butterfingers.1"])
    play(state, "done")
    play(state, "screw:light_fingers.1:2")
    play(state, "screw:catch_your_breath.1:roy.bag")
    play(state, "screw:butterfingers.1:3")
    assert "l7" in p[0].stash and p[2].stash == []
    assert p[0].flipped == [] and len(p[3].hand) == 1
