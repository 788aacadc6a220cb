"""Dungeon!'s move list in the decision bar: short, because the board is where a move is chosen.

A first move from the Great Hall offers some 45 spaces.  Every one of them is
lit on the board (a click there moves), so the bar does not list them all in
full: rooms and chambers (where a hero stops and fights) and the other moves
(stay, spells, search) stay buttons, numbered for the keys, while the
corridor spaces are folded under one line ("31 corridor spaces: lit on the
board") that opens the rest of the list for keyboard and screen-reader users.
A fold is only worth it for a long list: up to FOLD_FROM options everything
shows.  Each move's button drops the "Move to" its legend already says.

`option_fold(decision)` and `option_face(option)` are the play screen's hooks
(web/views/play.py render_decision).
"""

from __future__ import annotations

from typing import Any

from ..common import esc
from .layout import layout

FOLD_FROM = 12  # a list this long or longer folds its corridor spaces


def _corridor_targets(decision: Any, board: Any = None) -> list[int]:
    """Indexes of the move options whose space is a corridor the board draws as a target (first option wins)."""
    lay = layout(board)
    seen: set[str] = set()
    out = []
    for i, option in enumerate(decision.options):
        target = option.target
        if target is None or target in seen:
            continue
        seen.add(target)
        space = lay.board.spaces.get(target)
        if option.key.startswith("move:") and space is not None and space.kind == "corridor" and target in lay.rects:
            out.append(i)
    return out


def option_fold(decision: Any, board: Any = None) -> tuple[str, frozenset[int]] | None:
    """The corridor moves of a long move list, folded under one line; None when the list is short."""
    shown = [o for o in decision.options if not o.system]
    if len(shown) < FOLD_FROM:
        return None
    corridors = _corridor_targets(decision, board)
    if len(corridors) < 2:
        return None
    return f"{len(corridors)} corridor spaces: lit on the board, or list them", frozenset(corridors)


def option_face(option: Any) -> str | None:
    """A move's button without the "Move to" the legend says ("Laboratory, 4 steps (stop)"); None otherwise."""
    label = str(getattr(option, "label", ""))
    if not str(getattr(option, "key", "")).startswith("move:") or not label.startswith("Move to "):
        return None
    rest = label.removeprefix("Move to ")
    return esc(rest[:1].upper() + rest[1:])
