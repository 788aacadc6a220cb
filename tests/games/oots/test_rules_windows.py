"""Screw This! priority windows (digest 6.2, A-OOTS-32; R-OOTS-373..377): order, response rounds,
last-in-first-out resolution, passes, the discard after resolving, and what a window never tells.

Battles are built as the part-1 fight tests build them, then switched to rules revision 2; the
cards are the shipped Screw This! cards (their ids are `<key>.<copy>`).
"""

from __future__ import annotations

import json

from engine.core.game import REVISION_KEY
from engine.games.oots import windows
from engine.games.oots.cards import content_set
from engine.games.oots.content.schema import ScrewThis

from .fight_helpers import fight
from .oots_helpers import dice, give_hand, keys, monster, play

SCREW = [c for c in content_set("shipped").battle.values() if isinstance(c, ScrewThis)]


def kobold():
    return monster("kobold", "Kobold Knight", atk=6, dfn=9, types=("kobold",), xp=0)


def table(hands, *, people=False, revision=2, chars=("roy", "haley", "elan", "belkar")):
    """Roy (seat 0) attacks the Kobold Knight (Defense 9) with Greenhilt Sword (+2, boosted once: +4)."""
    state = fight([kobold(), *SCREW], ["kobold"], chars=chars)
    if revision == 2:
        state.options[REVISION_KEY] = 2
    state.bots = tuple(None if people else "greedy" for _ in chars)
    for seat, cards in hands.items():
        give_hand(state, seat, list(cards))
    play(state, "shtick:roy.g1")
    return state


def asked(state):
    d = state.decision()
    return d.player, d.keys()


def test_A_OOTS_32_R_OOTS_374_priority_goes_clockwise_from_the_active_player_and_passes_close():
    state = table({1: ["stubbed_toe.1"], 2: ["monster_got_lucky.1"], 3: ["the_kobold_and_the_brave.1"]})
    dice(state, 5)
    play(state, "roll")
    assert state.window.name == "W4"
    assert asked(state) == (1, ["screw:stubbed_toe.1:0", "pass"])  # Roy holds nothing: passed silently
    play(state, "pass")
    assert asked(state)[0] == 2
    play(state, "pass")
    assert asked(state)[0] == 3
    play(state, "pass")
    assert state.window is None  # a full round of passes closed it: the die was rolled
    assert state.last_battle.dice == [5]
    assert not any("pass" in line.lower() for line in state.log)  # no one is ever said to pass


def test_R_OOTS_129_135_375_A_OOTS_32_a_play_reopens_a_response_round_and_cards_resolve_lifo():
    hands = {
        0: ["heroic_moment.1"],
        1: ["stubbed_toe.1"],
        2: ["monster_got_lucky.1"],
        3: ["the_kobold_and_the_brave.1"],
    }
    state = table(hands)
    discard = len(state.battle_discard)
    dice(state, 5)
    play(state, "roll")
    assert asked(state)[0] == 0  # Roy first: Heroic Moment
    play(state, "pass")
    play(state, "screw:stubbed_toe.1:0")  # Haley: Roy gets -2
    assert asked(state)[0] == 2  # the response round starts with the next seat
    play(state, "screw:monster_got_lucky.1")
    assert asked(state)[0] == 3
    play(state, "pass")
    assert asked(state)[0] == 0  # Roy passed before, but a play gave him priority again
    play(state, "screw:heroic_moment.1")
    assert asked(state)[0] == 3  # Haley and Elan hold nothing more: passed silently
    play(state, "pass")
    assert state.window is None  # Roy could not answer again: a full round of passes
    # R-OOTS-376: each card goes to the Battle discard once resolved, the last played first
    assert state.battle_discard[discard:] == ["heroic_moment.1", "monster_got_lucky.1", "stubbed_toe.1"]
    b = state.last_battle
    assert ["Stubbed Toe", -2] in [list(i) for i in b.items]  # R-OOTS-129
    assert b.monster_total == 9 + 3  # R-OOTS-135: The Monster Got Lucky
    assert b.player_total == 5 + 4 + 2 - 2
    assert state.players[3].hand == ["the_kobold_and_the_brave.1"]


def test_R_OOTS_375_objection_cancels_the_card_it_answers():
    state = table({1: ["stubbed_toe.1"], 2: ["objection.1"]})
    discard = len(state.battle_discard)
    dice(state, 5)
    play(state, "roll")
    play(state, "screw:stubbed_toe.1:0")
    assert "screw:objection.1:0" in keys(state)
    play(state, "screw:objection.1:0")
    while state.window is not None:
        play(state, "pass")
    assert state.battle_discard[discard:] == ["objection.1", "stubbed_toe.1"]
    assert "Stubbed Toe is cancelled." in state.log
    assert state.last_battle.player_total == 5 + 4  # the cancelled card did nothing


def test_R_OOTS_373_a_played_card_is_announced_to_everyone():
    state = table({2: ["monster_got_lucky.1"], 3: ["stubbed_toe.1"]})
    play(state, "roll")
    play(state, "screw:monster_got_lucky.1")
    assert state.window is not None  # Belkar may still answer
    assert any("plays The Monster Got Lucky" in line for line in state.log)
    for seat in range(4):
        view = state.view(seat)
        assert view["window"]["stack"][0]["name"] == "The Monster Got Lucky"
        assert "seat" not in view["window"]  # who holds priority is never shown


def test_A_OOTS_32_a_window_never_asks_a_computer_that_cannot_play():
    state = table({1: ["inspiration_strikes.1", "midnight_snack.1"], 2: ["do_over.1"]})  # not W4 cards, or not theirs
    log = len(state.log)
    dice(state, 5)
    play(state, "roll")
    assert state.window is None and state.last_battle.dice == [5]
    assert state.log[log:] == [line for line in state.log[log:] if "Screw This" not in line]


def test_A_OOTS_32_revision_1_games_open_no_window():
    state = table({1: ["stubbed_toe.1"], 2: ["monster_got_lucky.1"]}, revision=1)
    dice(state, 5)
    play(state, "roll")
    assert state.window is None and state.last_battle.dice == [5]
    assert state.players[1].hand == ["stubbed_toe.1"]


def test_A_OOTS_32_people_at_one_screen_are_all_asked_and_pass_in_one_click():
    """The scheme of windows.py: every person whose position could play is asked, holding a card or not."""
    state = table({2: ["monster_got_lucky.1"]}, people=True)
    dice(state, 5)
    play(state, "roll")
    seen = []
    while state.window is not None and state.window.name == "W4":
        seat, options = asked(state)
        seen.append(seat)
        assert "pass" in options and "pass:quiet" in options
        play(state, "pass")
    assert seen == [0, 1, 2, 3]  # Roy as the fighter (Heroic Moment style cards), the others as others
    assert state.window.name == "W5" and asked(state)[0] == 0  # only the fighter could play after the roll
    assert state.players[2].hand == ["monster_got_lucky.1"]


def test_A_OOTS_32_the_only_when_i_can_play_setting_is_private():
    state = table({2: ["monster_got_lucky.1"]}, people=True)
    play(state, "roll")
    play(state, "pass")  # Roy
    play(state, "pass:quiet")  # Haley: stop for me only when I can play
    assert state.quiet == [1]
    for seat in range(4):
        assert "quiet" not in json.dumps(state.view(seat))
    while state.window is not None:
        play(state, "pass")


def test_A_OOTS_32_a_window_question_is_quiet_for_the_page():
    state = table({2: ["monster_got_lucky.1"]})
    play(state, "roll")
    assert windows.quiet(state, state.decision())
    play(state, "pass")
    assert not windows.quiet(state, state.decision())


def test_R_OOTS_376_cards_are_counted_while_on_the_stack():
    state = table({1: ["stubbed_toe.1"], 2: ["objection.1"]})
    before = state.counts()
    play(state, "roll")
    play(state, "screw:stubbed_toe.1:0")
    assert state.counts() == before
    play(state, "screw:objection.1:0")
    assert state.counts() == before
    while state.window is not None:
        play(state, "pass")
    assert state.counts() == before


def test_R_OOTS_377_W5_do_over_rolls_again_and_the_window_reopens_after_the_new_roll():
    state = table({0: ["do_over.1"]})
    dice(state, 2, 11)
    play(state, "roll")
    assert state.window.name == "W5" and asked(state)[0] == 0
    assert state.battle.dice == [2]
    play(state, "screw:do_over.1")
    assert state.window is None
    assert state.last_battle.dice == [11] and state.last_battle.outcome == "win"


def test_A_OOTS_32_a_saved_game_reopens_inside_the_window():
    import pickle

    state = table({1: ["stubbed_toe.1"], 2: ["monster_got_lucky.1"]})
    play(state, "roll")
    play(state, "screw:stubbed_toe.1:0")
    copy = pickle.loads(pickle.dumps(state))
    assert copy.fingerprint() == state.fingerprint()
    assert copy.decision().keys() == state.decision().keys() and copy.window.stack == state.window.stack


def test_A_OOTS_32_people_at_one_screen_are_all_asked_before_evading_a_trap():
    """The Evade-by-discard question goes to every affected person, holding such a card or not."""
    from engine.games.oots.content.schema import Trap

    from .oots_helpers import loot, put, set_turn

    net = Trap("net", "net", "Falling Net", 8, 1, True, 1, False, 0, "")
    cards = [net, *[loot(f"l{i}", {"roy": 1}) for i in range(20)]]
    state = fight([kobold(), *SCREW], [], chars=("roy", "haley", "elan"), loot_cards=cards)
    state.options[REVISION_KEY] = 2
    for pile in [state.loot_deck] + [p.stash for p in state.players]:
        if "net" in pile:
            pile.remove("net")
    for seat in (1, 2):
        put(state, seat, state.players[0].pos)
    set_turn(state, 0, "start")
    state.room(state.players[0].pos).loot = ["net"]
    play(state, "pickup")
    asked_seats = []
    while state.window is not None or (state.asks and state.asks[0].kind == "evade_discard"):
        seat, options = asked(state)
        asked_seats.append((state.window.name if state.window else "evade", seat))
        play(state, "pass" if state.window else "roll")
    assert [s for w, s in asked_seats if w == "evade"] == [0, 1, 2]  # nobody holds a discard-to-Evade card
    assert ("W7", 1) in asked_seats and ("W7", 2) in asked_seats


def test_A_OOTS_32_people_are_not_stopped_where_only_the_player_at_the_screen_could_play():
    """W1 and W8 (and W6) hold only cards for the player whose turn it is, who holds the device anyway:
    nobody is asked there without a card; with one, that player is."""
    from .oots_helpers import set_turn

    state = table({}, people=True)
    state.battle = None
    set_turn(state, 0, "end")
    play(state, "done")  # Roy's turn ends: no W8 question, and no W1 for Haley
    assert state.window is None and state.turn.seat == 1 and state.turn.stage == "start"
    give_hand(state, 1, ["inspiration_strikes.1"])
    state.turn.stage = "end"
    state._decision = None
    play(state, "done")
    assert state.window.name == "W8" and asked(state) == (1, ["screw:inspiration_strikes.1", "pass", "pass:quiet"])
