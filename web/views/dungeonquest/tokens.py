"""What stands on the DungeonQuest board: search tokens, monster tokens, entrance markers, hero figures
and travel markers.

Nothing is shown by colour alone: heroes have a seat shape and an initial as
well as a colour, the current hero a double ring and "(this turn)" in its
title.  While the deciding hero may move, his figure carries `data-drag`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ..common import esc
from .base import (
    _STEP,
    CELL,
    EDGES,
    SHAPES,
    _initial,
    _int,
    _n,
    _origin,
    _place,
    _pos,
    _seq,
    _who,
    seat_colour,
    world_edge,
)
from .tiles import _stairs


def _space_tokens(spaces: Mapping[tuple[int, int], Mapping[str, Any]]) -> str:
    """Search tokens, monster tokens and card-made catacomb entrance markers."""
    out = []
    for (x, y), space in spaces.items():
        ox, oy = _origin(x, y)
        searched = _int(space.get("search_tokens"))
        if searched > 0:
            cx, cy = ox + CELL - 28, oy + CELL - 28
            label = "S" if searched == 1 else f"S{searched}"
            out.append(
                f'<g class="dq-search"><title>Searched ({searched} search token{"s" * (searched != 1)})</title>'
                f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="9" stroke-width="2"/>'
                f'<text x="{_n(cx)}" y="{_n(cy)}" font-size="{9 if searched == 1 else 7.5}">{label}</text></g>'
            )
        if space.get("entrance_marker"):
            cx, cy = ox + 30, oy + CELL - 30
            out.append(
                f'<g class="dq-marker"><title>Catacomb entrance marker</title>'
                f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="13" stroke-width="2"/>'
                f"{_stairs(cx, cy, 'Catacomb entrance marker')}</g>"
            )
        if space.get("monster"):
            cx, cy = ox + CELL / 2, oy + 28
            pts = []
            for i in range(16):
                r = 12 if i % 2 == 0 else 7.5
                a = math.pi * 2 * i / 16
                pts.append(f"{_n(cx + r * math.cos(a))} {_n(cy + r * math.sin(a))}")
            out.append(
                f'<g class="dq-monster"><title>A monster lurks here</title>'
                f'<path d="M{"L".join(pts)}Z" stroke-width="1.5"/>'
                f'<path class="dq-fang" d="M{_n(cx - 5)} {_n(cy - 3)}l2.5 7l2.5 -7Z'
                f'M{_n(cx)} {_n(cy - 3)}l2.5 7l2.5 -7Z"/>'
                "</g>"
            )
    return "".join(out)


def _shape(kind: str, cx: float, cy: float, r: float) -> str:
    """A hero body: `kind` from SHAPES, centred on (cx, cy), about radius r."""
    if kind == "circle":
        return f'<circle class="dq-body" cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}"'
    if kind == "square":
        s = r * 0.9
        return f'<rect class="dq-body" x="{_n(cx - s)}" y="{_n(cy - s)}" width="{_n(2 * s)}" height="{_n(2 * s)}"'
    sides, start = {"triangle": (3, -90), "diamond": (4, -90), "pentagon": (5, -90), "hexagon": (6, 0)}[kind]
    scale = 1.25 if kind == "triangle" else 1.1
    drop = r * 0.2 if kind == "triangle" else 0.0  # a triangle's centroid sits low: centre it visually
    angles = [math.radians(start + 360 * i / sides) for i in range(sides)]
    pts = " ".join(f"{_n(cx + r * scale * math.cos(a))},{_n(cy + drop + r * scale * math.sin(a))}" for a in angles)
    return f'<polygon class="dq-body" points="{pts}"'


def _spots(count: int) -> list[tuple[float, float]]:
    """Where up to six figures stand inside one space (cell-local)."""
    m = CELL / 2
    if count <= 1:
        return [(m, m + 6)]
    if count == 2:
        return [(m - 17, m + 6), (m + 17, m + 6)]
    if count <= 4:
        return [(m - 17, m - 8), (m + 17, m - 8), (m - 17, m + 20), (m + 17, m + 20)][:count]
    return [(m - 22 + 22 * (i % 3), m - 8 + 28 * (i // 3)) for i in range(count)]


def _hero_token(
    hero: Mapping[str, Any], cx: float, cy: float, r: float, current: bool, where: str, drag: bool = False
) -> str:
    """One hero figure: seat shape, colour and initial; the current hero double-ringed; a drag handle when moving."""
    seat = _int(hero.get("seat"))
    colour = seat_colour(seat)
    shape = SHAPES[seat % len(SHAPES)]
    title = f"{_who(hero)}: {where}"
    ring = ""
    if current:
        title += " (this turn)"
        ring = (
            f'<circle class="dq-ring" cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r * 1.45)}" stroke-width="{_n(r * 0.3)}"/>'
            f'<circle class="dq-ring2" cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r * 1.45)}" stroke-width="{_n(r * 0.1)}"/>'
        )
    ink = "#000" if colour in ("#e0a019",) else "#fff"
    handle = ' data-drag=""' if drag else ""
    return (
        f'<g class="dq-hero{" dq-current" if current else ""}" data-seat="{seat}"{handle}>'
        f"<title>{esc(title)}</title>{ring}"
        f'{_shape(shape, cx, cy, r)} fill="{colour}" stroke-width="{_n(r * 0.14)}"/>'
        f'<text x="{_n(cx)}" y="{_n(cy + 0.5)}" font-size="{_n(r * 1.05)}" style="fill:{ink}">'
        f"{esc(_initial(hero))}</text></g>"
    )


def _travel_token(hero: Mapping[str, Any], cx: float, cy: float, facing: str) -> str:
    """A travel marker: an arrow in the hero's colour pointing where he will come up facing."""
    seat = _int(hero.get("seat"))
    colour = seat_colour(seat)
    angle = {"N": 0, "E": 90, "S": 180, "W": 270}.get(facing, 0)
    d = (
        f"M{_n(cx)} {_n(cy - 15)}L{_n(cx + 12)} {_n(cy + 1)}L{_n(cx + 5)} {_n(cy + 1)}L{_n(cx + 5)} {_n(cy + 12)}"
        f"L{_n(cx - 5)} {_n(cy + 12)}L{_n(cx - 5)} {_n(cy + 1)}L{_n(cx - 12)} {_n(cy + 1)}Z"
    )
    facing_name = {"N": "north", "E": "east", "S": "south", "W": "west"}.get(facing, "?")
    return (
        f'<g class="dq-travel" data-seat="{seat}"><title>{esc(_who(hero))}: travel marker facing {facing_name}</title>'
        f'<path d="{d}" fill="{colour}" stroke-width="1.5" transform="rotate({angle} {_n(cx)} {_n(cy)})"/>'
        f'<text x="{_n(cx)}" y="{_n(cy + 3)}" style="fill:#fff">{esc(_initial(hero))}</text></g>'
    )


def _side_offset(space: Mapping[str, Any] | None, side: Any) -> tuple[float, float]:
    """How far to shift a lone hero toward his side of a divided chamber (A-DQ-32), cell units.

    The shift points at the mean direction of that side's halls (world
    edges), so a hero on side A of a bridge stands by its entry hall.
    """
    if space is None or side not in ("A", "B"):
        return 0.0, 0.0
    sides = space["tile"].get("sides")
    if not isinstance(sides, Mapping):
        return 0.0, 0.0
    edges = [world_edge(e, _int(space.get("rotation"))) for e in _seq(sides.get(side)) if e in EDGES]
    if not edges:
        return 0.0, 0.0
    dx = sum(_STEP[e][0] for e in edges) / len(edges)
    dy = sum(_STEP[e][1] for e in edges) / len(edges)
    length = math.hypot(dx, dy)
    if length < 1e-9:
        return 0.0, 0.0
    return 20 * dx / length, 20 * dy / length


def _figures(
    view: Mapping[str, Any], spaces: Mapping[tuple[int, int], Mapping[str, Any]], drag_seat: int | None = None
) -> str:
    """Hero figures (the current one ringed and drawn last) and travel markers.

    `drag_seat`'s figure carries `data-drag`: dragging it onto a highlighted
    space plays that space's option (web/pointer.py).
    """
    heroes = [h for h in _seq(view.get("heroes")) if isinstance(h, Mapping)]
    current = view.get("current") if view.get("phase") != "over" else None
    by_pos: dict[tuple[int, int], list[Mapping[str, Any]]] = {}
    markers: dict[tuple[int, int], list[tuple[Mapping[str, Any], str]]] = {}
    for hero in heroes:
        pos = _pos(hero.get("pos"))
        if pos is not None and hero.get("status", "playing") == "playing" and not hero.get("in_catacombs"):
            by_pos.setdefault(pos, []).append(hero)
        marker = hero.get("travel_marker")
        if isinstance(marker, Mapping):
            mpos = _pos(marker.get("pos"))
            if mpos is not None:
                markers.setdefault(mpos, []).append((hero, str(marker.get("facing") or "N")))
    out = []
    for (x, y), items in sorted(markers.items()):
        ox, oy = _origin(x, y)
        for i, (hero, facing) in enumerate(items):
            out.append(_travel_token(hero, ox + 28 + 22 * (i % 3), oy + 64 - 22 * (i // 3), facing))
    for (x, y), items in sorted(by_pos.items()):
        ox, oy = _origin(x, y)
        items.sort(key=lambda h: h.get("seat") == current)
        r = 17.0 if len(items) <= 2 else 12.0
        for hero, (sx, sy) in zip(items, _spots(len(items)), strict=False):
            if len(items) == 1:
                dx, dy = _side_offset(spaces.get((x, y)), hero.get("side"))
                sx, sy = sx + dx, sy + dy
            seat = hero.get("seat")
            ringed = seat == current
            drag = drag_seat is not None and seat == drag_seat
            out.append(_hero_token(hero, ox + sx, oy + sy, r, ringed, _place(spaces, (x, y)), drag))
    return "".join(out)
