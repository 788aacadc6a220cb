"""The dungeon sheet: the floor's rooms and corridors from the content layout, and the party on it.

Rooms sit at their layout `pos` (0..1000 on both axes); corridors are arrows
(the party only goes the way they point).  Each room kind has its own shape
and a word under it (never colour alone): shop, fountain, treasure, dangerous
(with its throw requirement).  The rooms the party may go to now carry the
move option's `data-choice` and are focusable; so is the way down (or to the
Final Boss) beyond the exit room.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import attrs, esc
from ..kit import tokens

W, H = 1000, 1000
PAD = 70
KIND_WORD = {
    "plain": "",
    "shop": "Shop",
    "fountain": "Fountain",
    "treasure": "Treasure",
    "dangerous": "Danger",
}


def _room_shape(kind: str, x: float, y: float) -> str:
    r = 46
    if kind == "shop":
        return f'<rect class="df-room-body" x="{x - r}" y="{y - r * 0.8}" width="{2 * r}" height="{1.6 * r}" rx="6"/>'
    if kind == "fountain":
        return f'<circle class="df-room-body" cx="{x}" cy="{y}" r="{r}"/>'
    if kind == "treasure":
        return f'<polygon class="df-room-body" points="{x},{y - r} {x + r},{y} {x},{y + r} {x - r},{y}"/>'
    if kind == "dangerous":
        return f'<polygon class="df-room-body" points="{x},{y - r} {x + r},{y + r * 0.8} {x - r},{y + r * 0.8}"/>'
    return f'<rect class="df-room-body" x="{x - r}" y="{y - r}" width="{2 * r}" height="{2 * r}" rx="14"/>'


def _edge(a: tuple[float, float], b: tuple[float, float]) -> str:
    """An arrow from room a to room b, stopping short of both."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    sx, sy = a[0] + ux * 55, a[1] + uy * 55
    ex, ey = b[0] - ux * 62, b[1] - uy * 62
    return (
        f'<line class="df-corridor" x1="{sx:.0f}" y1="{sy:.0f}" x2="{ex:.0f}" y2="{ey:.0f}" '
        'marker-end="url(#df-arrowhead)"/>'
    )


def floor_map(view: Mapping[str, Any], keys: set[str]) -> str:
    """The current floor's sheet, the party's token in its room."""
    floors = view.get("dungeon") or []
    n = int(view.get("floor", 1))
    if not floors or n < 1:
        return ""
    at_boss = bool(view.get("at_boss"))
    lay = floors[min(n, len(floors)) - 1]
    pos = {r["id"]: (float(r["pos"][0]), float(r["pos"][1])) for r in lay["rooms"]}
    parts = [
        f'<svg class="df-map" viewBox="{-PAD} {-PAD} {W + 2 * PAD + 120} {H + 2 * PAD}" role="group" '
        f'aria-label="Dungeon floor {n}: {esc(lay.get("name", ""))}">'
        '<defs><marker id="df-arrowhead" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" '
        'orient="auto-start-reverse"><path d="M0 0L10 5L0 10z"/></marker></defs>'
        f'<rect class="df-sheet" x="{-PAD}" y="{-PAD}" width="{W + 2 * PAD + 120}" height="{H + 2 * PAD}" rx="20"/>'
    ]
    for a, b in lay.get("corridors", []):
        if a in pos and b in pos:
            parts.append(_edge(pos[a], pos[b]))
    here = "" if at_boss else str(view.get("room", ""))
    for room in lay["rooms"]:
        x, y = pos[room["id"]]
        kind = str(room.get("kind", "plain"))
        key = f"move:{room['id']}"
        can = key in keys
        word = KIND_WORD.get(kind, kind.title())
        req = str(room.get("requirement", ""))
        label = " ".join(
            bit
            for bit in (
                f"Room {room['id'].lstrip('r')}",
                word.lower() if word else "",
                f"(throws must be: {req.lower()})" if req else "",
                "(the party is here)" if room["id"] == here else "",
                "(entrance)" if room["id"] == lay.get("entry") else "",
                "(exit)" if room["id"] == lay.get("exit") else "",
            )
            if bit
        )
        classes = f"df-room df-room-{esc(kind)}" + (" df-room-here" if room["id"] == here else "")
        classes += " df-room-go" if can else ""
        parts.append(
            f'<g class="{classes}"{attrs(data_choice=key if can else None, tabindex="0" if can else None)}'
            f'{attrs(role="button" if can else "img")} aria-label="{esc(label)}"><title>{esc(label)}</title>'
            f"{_room_shape(kind, x, y)}"
            f'<text class="df-room-num" x="{x:.0f}" y="{y + 10:.0f}" text-anchor="middle">'
            f"{esc(room['id'].lstrip('r'))}</text>"
            + (
                f'<text class="df-room-word" x="{x:.0f}" y="{y + 74:.0f}" text-anchor="middle">{esc(word)}</text>'
                if word
                else ""
            )
            + (
                f'<text class="df-room-req" x="{x:.0f}" y="{y + 100:.0f}" text-anchor="middle">{esc(req)}</text>'
                if req
                else ""
            )
            + "</g>"
        )
    exit_room = lay.get("exit")
    if exit_room in pos:
        ex, ey = pos[exit_room]
        sx = min(W + 90, ex + 140)
        down = [k for k in keys if k == "move:boss" or k.startswith("move:floor")]
        word = "Final Boss" if n >= 3 else f"Stairs to floor {n + 1}"
        key = down[0] if down else None
        parts.append(
            f'<g class="df-stairs{" df-room-go" if key else ""}"{attrs(data_choice=key, tabindex="0" if key else None)}'
            f'{attrs(role="button" if key else "img")} aria-label="{esc(word)}"><title>{esc(word)}</title>'
            f'<path d="M{sx - 40:.0f} {ey + 40:.0f}h20v-20h20v-20h20v-20h20v80z"/>'
            f'<text class="df-room-word" x="{sx:.0f}" y="{ey + 74:.0f}" text-anchor="middle">'
            f"{'Boss' if n >= 3 else 'Down'}</text></g>"
        )
    if here in pos:
        x, y = pos[here]
        leader = next((h for h in view.get("heroes", []) if h.get("leader")), None)
        initial = str(leader.get("name", "P")) if leader else "P"
        parts.append(
            tokens.figure(initial, "var(--art-token, #6b3fa0)", "star", x=x + 40, y=y - 40, r=24, label="The party")
        )
    parts.append("</svg>")
    return "".join(parts)


def floors_strip(view: Mapping[str, Any]) -> str:
    """Where the party is in the dungeon: floor n of 3, then the Final Boss."""
    n = int(view.get("floor", 1))
    items = []
    for i in range(1, 5):
        word = "Final Boss" if i == 4 else f"Floor {i}"
        now = (i == 4 and view.get("at_boss")) or (i == n and not view.get("at_boss"))
        done = i < n or (view.get("at_boss") and i < 4)
        cls = "df-now" if now else ("df-done" if done else "")
        mark = "&#9654; " if now else ("&#10003; " if done else "")
        items.append(f"<li{attrs(class_=cls or None, aria_current='step' if now else None)}>{mark}{word}</li>")
    return f'<ol class="df-floors" aria-label="Progress">{"".join(items)}</ol>'
