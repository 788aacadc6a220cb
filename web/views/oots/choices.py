"""Choices that are cards, drawn as the cards on the table: the Monsters a called player may
play into another's battle (from their Battle Hand), and the shticks of a trade (keep 1 of 3).

Each card is a focusable role=button element with the option's `data-choice`, so a player
clicks the card itself (or Tabs to it and presses Enter); the decision bar keeps its buttons.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import esc
from .cards import card

HEADS = {"monster": "Play a Monster from your hand", "keep": "Choose the shtick that goes into play"}

STYLE = """
:where(.oots-pick){border:2px dashed var(--accent,#6b3fa0);border-radius:8px;padding:6px 8px;margin:8px 0}
:where(.oots-pick) h3{margin:0 0 4px;font-size:1rem}
:where(.oots-pick-row){display:flex;flex-wrap:wrap;gap:6px}
.oots-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
:where(.oots-pick-card){cursor:pointer;border-radius:10px;outline-offset:3px}
:where(.oots-pick-card):hover,:where(.oots-pick-card):focus-visible{outline:3px solid var(--focus,#0b63ce)}
"""


def render_choices(view: Mapping[str, Any], decision: Any, keys: set[str]) -> str:
    """The decision's card options as clickable cards ("" when it has none)."""
    if decision is None:
        return ""
    groups: dict[str, list[Any]] = {}
    for option in decision.options:
        head, _, arg = option.key.partition(":")
        if head in HEADS and option.key in keys and arg in (view.get("cards") or {}):
            groups.setdefault(head, []).append(option)
    out = []
    for head, options in groups.items():
        cells = "".join(
            f'<div class="oots-pick-card" role="button" tabindex="0" data-choice="{esc(o.key)}" '
            f'title="{esc(o.label)}"><span class="oots-sr">{esc(o.label)}: </span>'
            f"{card(view, o.key.partition(':')[2])}</div>"
            for o in options
        )
        out.append(
            f'<section class="oots-pick" aria-label="{esc(HEADS[head])}"><h3>{esc(HEADS[head])}</h3>'
            f'<div class="oots-pick-row">{cells}</div></section>'
        )
    return f"<style>{STYLE}</style>{''.join(out)}" if out else ""
