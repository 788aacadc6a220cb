"""Screw This! windows with people at one screen (A-OOTS-32, R-OOTS-375, digest 6.1): fewer hand-offs.

Each response round asks the same seats as ever (windows.askable), but in an order that saves
hand-offs: the person holding the device first, the player whose turn it is last, the others in
priority order between.  Priority itself is kept: a play answered out of priority order waits,
hidden, until every seat before it by priority has answered; of two plays the one first by
priority is made, and the other is set aside, told to its own player only, who is asked again.
Nothing here depends on who holds a card: the tests prove the order is the same whatever the hands.

The battle is test_rules_windows.table's (Roy, seat 0, against a Kobold Knight), with Roy a
computer and Haley, Elan and Belkar people at one screen; W4 cards of other players' battles
(Stubbed Toe, The Monster Got Lucky) stop all three people.
"""

from __future__ import annotations

import json

from .oots_helpers import dice, play
from .test_rules_windows import asked, table

MGL, TOE = "monster_got_lucky.1", "stubbed_toe.1"


def computers_battle(hands, holder: int):
    """W4 of Roy's battle (Roy a computer); `holder` (a person's seat) last held the device."""
    state = table(hands, people=True)
    state.bots = ("greedy", None, None, None)
    state.device = holder + 1
    dice(state, 5)
    play(state, "roll")  # Roy's choice: a computer's, the device stays where it was
    assert state.window is not None and state.window.name == "W4"
    return state


def passes(state) -> list[int]:
    """Everyone passes W4: the seats asked, in order."""
    seen = []
    while state.window is not None and state.window.name == "W4":
        seen.append(asked(state)[0])
        play(state, "pass")
    return seen


def test_A_OOTS_32_the_person_holding_the_device_is_asked_first():
    assert passes(computers_battle({}, holder=3)) == [3, 1, 2]  # Belkar holds it: no hand-off to start
    assert passes(computers_battle({}, holder=2)) == [2, 1, 3]
    assert passes(computers_battle({}, holder=1)) == [1, 2, 3]  # priority order from Roy, as before


def test_A_OOTS_32_the_order_of_asking_never_depends_on_the_hands():
    """Who is asked and in what order are public facts: the same with or without cards to play."""
    for hands in ({}, {1: [TOE]}, {2: [MGL]}, {3: [MGL]}, {1: [TOE], 3: [MGL]}):
        for holder in (1, 2, 3):
            assert passes(computers_battle(hands, holder)) == passes(computers_battle({}, holder)), (hands, holder)


def test_R_OOTS_375_a_play_answered_before_its_priority_waits_hidden_until_earlier_seats_answer():
    state = computers_battle({3: [MGL]}, holder=3)
    play(state, f"screw:{MGL}")  # Belkar, asked first, plays: Haley and Elan come before him by priority
    assert not state.window.stack and not any("Got Lucky" in line for line in state.log)
    for seat in range(4):  # nobody's view shows it (Belkar's own hand still holds it)
        assert "Got Lucky" not in json.dumps(state.view(seat).get("window"))
    assert asked(state) == (1, ["pass", "pass:quiet"])  # Haley holds nothing: asked all the same
    play(state, "pass")
    play(state, "pass")  # Elan: the round is over, Belkar's card is made
    assert [e[1] for e in state.window.stack] == [MGL] and MGL not in state.players[3].hand
    assert any(line.endswith("plays The Monster Got Lucky!") for line in state.log)
    while state.window is not None and state.window.name == "W4":  # the response round: all pass
        play(state, "pass")
    assert state.last_battle.monster_total == 9 + 3  # R-OOTS-135


def test_R_OOTS_375_of_two_plays_the_one_first_by_priority_is_made_and_the_other_set_aside():
    state = computers_battle({1: [TOE], 3: [MGL]}, holder=3)
    discard = len(state.battle_discard)
    play(state, f"screw:{MGL}")  # Belkar first (he holds the device)
    play(state, f"screw:{TOE}:0")  # Haley, before Belkar by priority
    play(state, "pass")  # Elan: the round ends, Haley's card is made
    assert [e[1] for e in state.window.stack] == [TOE]
    assert not any("Got Lucky" in line for line in state.log), "the card set aside is never announced"
    assert state.players[3].hand == [MGL]
    assert state.view(3)["window"]["set_aside"] == [{"card": MGL, "name": "The Monster Got Lucky"}]
    for seat in (0, 1, 2):
        assert "set_aside" not in state.view(seat)["window"] and "Got Lucky" not in json.dumps(
            state.view(seat)["window"]
        )
    # The response round starts after Haley (R-OOTS-375), Elan first: he held the device last.
    assert asked(state)[0] == 2
    play(state, "pass")
    assert asked(state)[0] == 3 and f"screw:{MGL}" in asked(state)[1]
    play(state, f"screw:{MGL}")  # Belkar plays it again, now seeing Stubbed Toe
    assert "set_aside" not in state.view(3)["window"]
    while state.window is not None and state.window.name == "W4":
        play(state, "pass")
    # Made in priority order, resolved last-in-first-out: as if asked in priority order.
    assert state.battle_discard[discard:] == [MGL, TOE]
    assert state.last_battle.monster_total == 9 + 3 and state.last_battle.player_total == 5 + 4 - 2  # R-OOTS-129


def test_A_OOTS_32_the_page_tells_only_its_player_that_their_play_was_set_aside():
    from web.views.oots.table_events import render_screw

    state = computers_battle({1: [TOE], 3: [MGL]}, holder=3)
    play(state, f"screw:{MGL}")
    play(state, f"screw:{TOE}:0")
    play(state, "pass")
    words = "was not played: a player before you in turn order played first"
    assert words in render_screw(state.view(3), None, set())
    for seat in (1, 2):
        assert words not in render_screw(state.view(seat), None, set())


def test_A_OOTS_32_random_games_at_a_shared_screen_keep_every_card_and_show_no_waiting_play():
    """Three people and a computer choosing at random, playing Screw This! cards whenever a coin
    says so (plays wait for their turn, and some are set aside):
    nothing raises, every card stays somewhere, a waiting play is in no view but its player's hand,
    and a play set aside is in its own player's view only."""
    from engine import Chance, Match, Seat

    seats = (Seat("Ana"), Seat("Bea"), Seat("Cy", "random"), Seat("Di"))
    waited = set_aside = 0
    for seed in (0, 5, 6):  # 5 and 6: two plays meet in a round, the later one by priority answered first
        match = Match("oots", seats, {"length": "short"}, seed)
        state, pick = match.state, Chance(1000 + seed)
        base = state.counts()
        for _ in range(1500):
            decision = match.decision
            if decision is None:
                break
            keys = [o.key for o in decision.options]
            plays = [i for i, k in enumerate(keys) if k.startswith("screw:")]
            if plays and pick.below(2):  # play whenever a coin says so: plays meet in a round
                match.play(plays[pick.below(len(plays))])
            else:  # never "only when I can play": every person keeps the cover (and is asked)
                allowed = [i for i, k in enumerate(keys) if k != "pass:quiet"]
                match.play(allowed[pick.below(len(allowed))])
            assert state.counts() == base
            w = state.window
            if w is None:
                continue
            if w.pending:
                waited += 1
                seat, cid = w.pending[0], w.pending[1]
                assert cid in state.players[seat].hand
                for viewer in range(4):
                    assert cid not in json.dumps(state.view(viewer)["window"])
            if w.voided:
                set_aside += 1
                for viewer in range(4):
                    own = [cid for seat, cid in w.voided if seat == viewer]
                    shown = [c["card"] for c in state.view(viewer)["window"].get("set_aside", ())]
                    assert shown == own, "a play set aside is told to its own player only"
    assert waited and set_aside, (waited, set_aside)


def test_A_OOTS_32_a_link_shared_while_a_play_waits_reopens_with_it_waiting():
    """A saved game is its choices: loaded mid-round, the waiting play waits again, still hidden."""
    from engine import Chance, Match, Seat, load_save

    seats = (Seat("Ana"), Seat("Bea"), Seat("Cy", "random"), Seat("Di"))
    match = Match("oots", seats, {"length": "short"}, 0)
    pick = Chance(1000)
    for _ in range(1500):
        if match.state.window is not None and match.state.window.pending:
            break
        keys = [o.key for o in match.decision.options]
        plays = [i for i, k in enumerate(keys) if k.startswith("screw:")]
        if plays and pick.below(2):
            match.play(plays[pick.below(len(plays))])
        else:
            allowed = [i for i, k in enumerate(keys) if k != "pass:quiet"]
            match.play(allowed[pick.below(len(allowed))])
    w = match.state.window
    assert w is not None and w.pending, "a play waits"
    again = load_save(match.save())
    assert again.state_hash() == match.state_hash()
    assert again.state.window.pending == w.pending and again.state.window.order == w.order
    assert again.decision.player == match.decision.player and again.view(w.seat) == match.view(w.seat)
