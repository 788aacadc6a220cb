"""The OOTS page redraws fast without drawing anything stale (issue 14: click to redrawn
screen p95 <= 50 ms in the browser), and on a phone keeps the player's room in view.

A card's markup is kept once drawn (web/views/oots/cards.py): these tests prove a kept card
is exactly what a fresh drawing gives, and that a card whose face differs is drawn anew.
"""

from __future__ import annotations

import copy
import re

from engine.core.game import Seat
from engine.core.rng import Chance
from engine.games.oots import make_state
from web.views.oots import board_svg, cards, render_panels

from .driver import choose


def _view(seed: int = 5) -> dict:
    seats = tuple(Seat(n) for n in ("Ana", "Ben", "Cy", "Di"))
    return make_state(seats, {"length": "short"}, Chance(seed)).view(0)


def test_kept_cards_draw_exactly_as_a_fresh_drawing():
    view = _view()
    cards._CELLS.clear()
    fresh = render_panels(view)
    assert cards._CELLS, "the panels' cards were kept"
    again = render_panels(view)
    cards._CELLS.clear()
    assert again == fresh == render_panels(view)


def test_a_card_whose_face_changed_is_drawn_anew():
    view = _view()
    hand = [c["id"] for c in view["players"][0]["hand"]]
    assert hand, "a starting Battle Hand"
    before = cards.row(view, hand, label="Battle Hand")
    changed = copy.deepcopy(view)
    changed["cards"][hand[0]] = {**changed["cards"][hand[0]], "title": "A Title No Card Has"}
    after = cards.row(changed, hand, label="Battle Hand")
    assert "A Title No Card Has" in after and "A Title No Card Has" not in before
    assert cards.row(view, hand, label="Battle Hand") == before


def test_a_flipped_shtick_and_a_compact_card_are_kept_apart():
    view = _view()
    card = next(iter(view["cards"]))
    up = cards.row(view, [card], label="x")
    down = cards.row(view, [card], label="x", flipped=frozenset({card}))
    compact = cards.row(view, [card], label="x", full=False)
    assert len({up, down, compact}) == 3
    assert "face down" in down and "face down" not in up


def _marked(board: str) -> list[str]:
    return re.findall(r'data-keep-in-view="([^"]+)"', board)


def test_the_map_marks_the_viewers_room_to_keep_in_view_on_a_phone():
    """The room a phone scrolls to (web/redraw.py keep_in_view): the viewer's own, one only."""
    seats = tuple(Seat(n) for n in ("Ana", "Ben", "Cy", "Di"))
    state = make_state(seats, {"length": "short"}, Chance(7))
    pick = Chance(7)
    checked = 0
    for _ in range(3000):
        d = state.decision()
        if d is None:
            break
        if state.battle is None and state.fill is None:
            view = state.view(d.player)
            board = board_svg(view, d)
            f, c = state.players[d.player].pos
            if not state.players[d.player].exited:
                assert _marked(board) == [f"{f}:{c}"]
            assert "data-scroller" in board
            checked += 1
        elif state.battle is not None:
            f, c = state.battle.room
            assert _marked(board_svg(state.view(d.player), d)) == [f"{f}:{c}"], "the battle's room"
        state.apply(choose(state, pick), ())
    assert checked > 50
