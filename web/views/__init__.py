"""Which module draws a game: `web.views.<game_id>` if it exists, else the fallback.

A game view module provides `render_board(view, decision) -> str` (SVG whose
clickable targets carry `data-choice="<option key>"`) and
`render_panels(view) -> str`.  Games without one still play: the generic
fallback draws no board and every option is a button in the decision bar.

Dragging (mouse, pen and touch alike): an element with `data-drag` can be
dragged; released over another element with `data-choice`, that option is
played.  If the dragged element also has `data-drag-choice="<key>"`, that
option is played first, as the drag starts (pick up a die, then drop it on
a box).  A press and release without moving is an ordinary click.
"""

from __future__ import annotations

import importlib
import re
from types import ModuleType

import engine
from engine import Game

from . import common

_ID = re.compile(r"[a-z][a-z0-9_]*\Z")
_NOT_GAME_VIEWS = {"common", "play", "home"}


def all_games() -> list[Game]:
    """Every registered game, in listing order.

    `engine.games` is the public function, but importing the subpackage
    `engine.games.<id>` rebinds the attribute `engine.games` to that package
    (a name clash in engine/__init__.py), so fall back to the registry's own
    function when it has been shadowed.
    """
    games = getattr(engine, "games", None)
    if not callable(games):
        from engine.core.registry import games
    return list(games())


def renderer(game_id: str) -> ModuleType:
    """The view module for `game_id` (falls back to `web.views.common`)."""
    if not _ID.match(game_id) or game_id in _NOT_GAME_VIEWS:
        return common
    try:
        module = importlib.import_module(f"{__name__}.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{game_id}":
            raise  # the view exists but one of its own imports is missing: a real bug
        return common
    if not (hasattr(module, "render_board") and hasattr(module, "render_panels")):
        return common
    return module
