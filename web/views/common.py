"""Markup helpers every view shares, and the generic fallback renderer.

`esc` is the one escaping function: every piece of text that reaches markup
(player names above all) goes through it, in HTML and in SVG alike, so a name
like `<img src=x onerror=alert(1)>` is shown, never run.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"})

# Pip positions on a 3x3 grid (column, row) for faces 1-6.
_PIPS = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


def esc(value: object) -> str:
    """Text made safe for HTML/SVG element content and quoted attributes."""
    return str(value).translate(_ESCAPES)


def attrs(**values: object) -> str:
    """` key="value"` pairs, escaped; None/False are left out, True is bare.

    Trailing underscores are dropped and other underscores become dashes, so
    `class_=` and `data_choice=` work.
    """
    out = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


def die_symbols() -> str:
    """SVG <symbol>s for die faces 1-6, defined once per page and reused by `die`."""
    parts = ['<svg class="defs" aria-hidden="true" width="0" height="0"><defs>']
    for face, pips in _PIPS.items():
        dots = "".join(f'<circle cx="{5 + 5 * c}" cy="{5 + 5 * r}" r="1.6"/>' for c, r in pips)
        parts.append(
            f'<symbol id="die-{face}" viewBox="0 0 20 20"><rect x="1" y="1" width="18" height="18" rx="4" '
            f'class="die-body"/><g class="die-pips">{dots}</g></symbol>'
        )
    parts.append("</defs></svg>")
    return "".join(parts)


def die(face: int) -> str:
    """One die drawn as its face (with the number for screen readers)."""
    if not isinstance(face, int) or not 1 <= face <= 6:
        return f'<span class="die die-text">{esc(face)}</span>'
    return (
        f'<span class="die" title="{face}"><svg viewBox="0 0 20 20" aria-hidden="true"><use href="#die-{face}"/></svg>'
        f'<span class="sr">{face}</span></span>'
    )


def dice(faces: Iterable[int]) -> str:
    return "".join(die(face) for face in faces)


def render_board(view: Mapping[str, Any], decision: Any) -> str:
    """The fallback has no board: every option appears in the decision bar."""
    return ""


def render_panels(view: Mapping[str, Any]) -> str:
    """Player panels from `view["players"]` (a list of dicts), if the game gives one."""
    players = view.get("players")
    if not isinstance(players, list):
        return ""
    cards = []
    for i, player in enumerate(players):
        if not isinstance(player, Mapping):
            continue
        name = player.get("name", f"Player {i + 1}")
        rows = "".join(
            f"<dt>{esc(key)}</dt><dd>{esc(value)}</dd>"
            for key, value in player.items()
            if key != "name" and isinstance(value, (str, int, float))
        )
        cards.append(f'<section class="panel"><h3>{esc(name)}</h3><dl>{rows}</dl></section>')
    return "".join(cards)
