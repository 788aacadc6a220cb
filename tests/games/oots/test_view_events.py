"""Part 2 on the table: offers of help on the battle panel, Screw This! cards played into a
window, the lasting effects, and the viewer's own Screw This! cards to click (issue 15).

Positions come from greedy 4-computer games (the moments are found once and replayed).
Everything here is public, so every seat's screen shows the same; only the seat deciding
gets its own cards to click.  Player words only (the words scan's own rules).
"""

from __future__ import annotations

import re
from functools import cache

import engine
from engine import Chance, Match, Seat, bot_choose
from web.views import renderer
from web.views.oots.table_events import render_offers, render_screw

from ..test_player_words import faults, text_of

VIEWS = renderer("oots")
GAME = engine.get("oots")
SEATS = tuple(Seat(n, "greedy") for n in ("Ana", "Ben", "Cleo", "Dev"))


def _match(seed: int) -> tuple[Match, Chance]:
    return Match("oots", SEATS, {"length": "short"}, seed), Chance(seed)


def _step(m: Match, dice: Chance) -> None:
    m.play(bot_choose("greedy", GAME, m.state, m.decision, dice))


MOMENTS = {
    "offer": lambda m: bool((m.state.battle is not None) and m.state.battle.offers),
    "paid": lambda m: bool(
        m.state.last_battle is not None and any(o.status == "accepted" for o in m.state.last_battle.offers)
    ),
    "stack": lambda m: bool(m.state.window is not None and m.state.window.stack),
    "effect": lambda m: bool(m.state.effects),
    "mine": lambda m: m.decision is not None and any(o.key.startswith("screw:") for o in m.decision.options),
}


@cache
def _moments() -> dict[str, tuple[int, int]]:
    found: dict[str, tuple[int, int]] = {}
    for seed in range(20):
        m, dice = _match(seed)
        while m.decision is not None and len(found) < len(MOMENTS):
            for what, test in MOMENTS.items():
                if what not in found and test(m):
                    found[what] = (seed, len(m.log))
            _step(m, dice)
        if len(found) == len(MOMENTS):
            return found
    raise AssertionError(f"only {sorted(found)} in 20 games")


def _at(what: str) -> Match:
    seed, moves = _moments()[what]
    m, dice = _match(seed)
    for _ in range(moves):
        _step(m, dice)
    return m


def _plain(markup: str) -> str:
    return " ".join(text_of(markup))


def _no_faults(markup: str) -> None:
    found = [f for t in text_of(markup) for f in faults(t)]
    assert not found, found


def test_R_OOTS_166_every_offer_is_on_the_battle_panel_for_everyone():
    m = _at("offer")
    state = m.state
    sections = {render_offers(m.view(seat), m.view(seat)["battle"], True) for seat in range(state.seats)}
    assert len(sections) == 1, "offers are public: every seat reads the same"
    text = _plain(sections.pop())
    for o in state.battle.offers:
        assert f"{state.names[o.asker]}" in text
        assert state.cs.loot[o.loot].name in text
    assert re.search(r"\+\d+", text), "the bonus of each offer"
    assert re.search(r"waiting|accepted|declined|double-crossed", text)
    board = VIEWS.render_board(m.view(m.decision.player), m.decision)
    assert "Help asked for" in board
    _no_faults(board)
    watching = VIEWS.render_board(m.view(m.decision.player), None)  # not the viewer's turn to click: words only
    _no_faults(watching)
    assert "data-choice" not in watching


def test_R_OOTS_171_an_accepted_offer_is_paid_after_the_battle():
    m = _at("paid")
    view = m.view(None)
    text = _plain(render_offers(view, view["last_battle"], False))
    assert "accepted and paid" in text
    assert "Help asked for" in VIEWS.render_board(view, None)


def test_R_OOTS_373_cards_played_in_a_window_lie_on_the_table_with_who_played_them():
    m = _at("stack")
    state = m.state
    screens = {render_screw(m.view(seat), None, set()) for seat in range(state.seats)}
    assert len(screens) == 1, "the window shows the same to every seat (nobody's hand, nobody's priority)"
    screen = screens.pop()
    text = _plain(screen)
    for seat, cid, _, _ in state.window.stack:
        assert state.cs.battle[cid].name in text
        assert f"{state.names[seat]} played it" in text
    assert 'class="card' in screen, "each card played is drawn as a card"
    _no_faults(screen)


def test_lasting_effects_say_how_long_they_last():
    m = _at("effect")
    text = _plain(render_screw(m.view(None), None, set()))
    for e in m.state.effects:
        assert m.state.cs.battle[e["card"]].name in text
    assert re.search(r"until the end of the (turn|battle)|for this trap", text)


def test_a_person_plays_their_own_screw_this_card_by_clicking_it():
    m = _at("mine")
    d = m.decision
    board = VIEWS.render_board(m.view(d.player), d)
    plays = [o.key for o in d.options if o.key.startswith("screw:")]
    for key in plays:
        assert f'data-choice="{key}"' in board
    assert "Your Screw This! cards" in board
    _no_faults(board)
    for other in range(m.state.seats):
        if other != d.player:
            theirs = VIEWS.render_board(m.view(other), d)
            assert not any(f'data-choice="{key}"' in theirs for key in plays), "only the decider's screen"
            assert "Your Screw This! cards" not in theirs
