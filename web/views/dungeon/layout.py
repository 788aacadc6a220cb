"""The board's geometry and its unchanging layer (walls, flagstones, doors, names).

A `Layout` is built once per board (the shipped board is cached for good):
every space's rectangle, where tokens and names sit in it, and the static
SVG that never changes between moves, so each render only adds tokens.
"""

from __future__ import annotations

import functools
from typing import Any

from ..common import esc
from .names import _SMALL_WORDS, CHAR_EM, KIND_NAMES, _n, _space_label


def _load_board() -> Any:
    from engine.games.dungeon import content

    return content.load_board()


# ---------------------------------------------------------------- geometry
class Layout:
    """Per-board precomputed geometry and the static SVG layer."""

    def __init__(self, board: Any) -> None:
        self.board = board
        self.cell = float(board.cell)
        self.rects: dict[str, tuple[float, float, float, float]] = {
            sid: (float(s.x), float(s.y), float(s.w), float(s.h)) for sid, s in board.spaces.items()
        }
        self.doors = {e.id: e for e in board.edges if e.type == "secret_door" and e.id}
        self.rooms = sorted(sid for sid, s in board.spaces.items() if s.kind == "room")
        self.static = _static_layer(self)


@functools.cache
def _shipped_layout() -> Layout:
    """The shipped board never changes: its layout and static layer are built once."""
    return Layout(_load_board())


_LAYOUTS: dict[int, Layout] = {}  # boards passed in by tests, by identity


def layout(board: Any = None) -> Layout:
    """The cached Layout of `board` (default: the shipped board)."""
    if board is None:
        return _shipped_layout()
    found = _LAYOUTS.get(id(board))
    if found is None or found.board is not board:
        found = _LAYOUTS[id(board)] = Layout(board)
    return found


def _wrap(words: list[str], room: int) -> list[str] | None:
    """Greedy word wrap into lines of at most `room` characters (None if a word is too long)."""
    lines: list[str] = []
    for word in words:
        if len(word) > room:
            return None
        if lines and len(lines[-1]) + 1 + len(word) <= room:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _fit_name(name: str, width: float, height: float, cell: float, top: float = 1.0) -> tuple[list[str], float]:
    """Lines and font size so `name` fits a width x height box (abbreviated if it must be)."""
    char = CHAR_EM
    lead = 1.12
    low = cell * 0.34
    words = name.split() or [name]
    size = cell * top
    while size >= low - 1e-9:
        room = int(width / (size * char))
        lines = _wrap(words, room) if room > 0 else None
        if lines is not None and len(lines) * size * lead <= height:
            return lines, size
        size -= cell * 0.04
    # Abbreviate: drop small words, wrap what fits, and cut the last line with an ellipsis.
    size = low
    room = max(1, int(width / (size * char)))
    rows = max(1, int(height / (size * lead)))
    short = [w if len(w) <= room else w[: max(1, room - 1)] + "…" for w in words if w.lower() not in _SMALL_WORDS]
    lines = _wrap(short or words[:1], room) or [name[: max(1, room - 1)] + "…"]
    if len(lines) > rows:
        lines = lines[:rows]
        last = lines[-1]
        lines[-1] = (last if len(last) < room else last[: max(1, room - 1)]).rstrip() + "…"
    return lines, size


def _text_lines(lines: list[str], cx: float, cy: float, size: float, cls: str) -> str:
    step = size * 1.1
    first = cy - step * (len(lines) - 1) / 2
    return "".join(
        f'<text class="{cls}" x="{_n(cx)}" y="{_n(first + i * step)}" font-size="{_n(size)}">{esc(line)}</text>'
        for i, line in enumerate(lines)
    )


def _touching(a: tuple[float, ...], b: tuple[float, ...]) -> tuple[float, float, float, float] | None:
    """The shared wall segment of two touching rectangles as (x1, y1, x2, y2), if any."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    eps = 1e-6
    for x in (ax, ax + aw):
        if abs(x - bx) < eps or abs(x - (bx + bw)) < eps:
            lo, hi = max(ay, by), min(ay + ah, by + bh)
            if hi - lo > eps:
                return (x, lo, x, hi)
    for y in (ay, ay + ah):
        if abs(y - by) < eps or abs(y - (by + bh)) < eps:
            lo, hi = max(ax, bx), min(ax + aw, bx + bw)
            if hi - lo > eps:
                return (lo, y, hi, y)
    return None


def _static_layer(lay: Layout) -> str:
    """Rock, flagstones, rooms, chambers, the Great Hall, doors and names (never changes)."""
    board, c = lay.board, lay.cell
    wall = c * 0.14
    out = [
        f'<rect class="dng-rock" x="0" y="0" width="{_n(board.width)}" height="{_n(board.height)}"/>',
        f'<defs><pattern id="dng-back" patternUnits="userSpaceOnUse" width="{_n(c * 0.25)}" '
        f'height="{_n(c * 0.25)}" patternTransform="rotate(45)">'
        f'<rect class="dng-back" width="{_n(c * 0.25)}" height="{_n(c * 0.25)}"/>'
        f'<rect width="{_n(c * 0.1)}" height="{_n(c * 0.25)}" fill="#fff" fill-opacity=".35"/></pattern></defs>',
    ]
    spaces = sorted(board.spaces.values(), key=lambda s: ({"corridor": 0}.get(s.kind, 1), s.y, s.x, s.id))
    # Flagstones first, one rect per corridor space.
    stones = []
    inset = c * 0.05
    for s in spaces:
        if s.kind != "corridor":
            continue
        x, y, w, h = lay.rects[s.id]
        stones.append(
            f'<rect class="dng-stone dng-l{int(s.level)}" x="{_n(x + inset)}" y="{_n(y + inset)}" '
            f'width="{_n(w - 2 * inset)}" height="{_n(h - 2 * inset)}" rx="{_n(c * 0.12)}" '
            f'stroke-width="{_n(c * 0.04)}"><title>{esc(_space_label(board, s.id))} (Level {int(s.level)})</title>'
            "</rect>"
        )
    out.append(f'<g class="dng-corridor">{"".join(stones)}</g>')
    # Rooms, chambers, Great Hall: floor, wall, name, level number.
    for s in spaces:
        if s.kind == "corridor":
            continue
        x, y, w, h = lay.rects[s.id]
        cls = {"great_hall": "dng-hall", "chamber": "dng-chamber"}.get(s.kind, "dng-room")
        level = int(s.level)
        name = s.name or s.id
        tooltip = name if s.kind == "great_hall" else f"{name} (Level {level} {KIND_NAMES.get(s.kind, s.kind)})"
        rx = c * (0.35 if s.kind == "chamber" else 0.08)
        parts = [
            f'<g class="dng-space {cls}"><title>{esc(tooltip)}</title>',
            f'<rect class="dng-floor dng-l{level}" x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" '
            f'rx="{_n(rx)}"/>',
        ]
        if s.kind == "chamber":  # a second, inner line marks a chamber apart from a room
            d = c * 0.16
            parts.append(
                f'<rect class="dng-wall" x="{_n(x + d)}" y="{_n(y + d)}" width="{_n(w - 2 * d)}" '
                f'height="{_n(h - 2 * d)}" rx="{_n(rx * 0.6)}" stroke-width="{_n(c * 0.03)}" opacity=".6"/>'
            )
        parts.append(
            f'<rect class="dng-wall" x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="{_n(rx)}" '
            f'stroke-width="{_n(wall * (1.4 if s.kind == "great_hall" else 1))}"/>'
        )
        _anchor, (bx, by, bw, bh) = _areas(lay, s.id)
        lines, size = _fit_name(name, bw, bh, c, 1.3 if s.kind == "great_hall" else 0.7)
        parts.append(_text_lines(lines, bx + bw / 2, by + bh / 2, size, "dng-name"))
        if s.kind != "great_hall":
            parts.append(
                f'<text class="dng-lvl" x="{_n(x + c * 0.5)}" y="{_n(y + c * 0.38)}" font-size="{_n(c * 0.44)}">'
                f"L{level}</text>"
            )
        parts.append("</g>")
        out.append("".join(parts))
    # Open sides of chambers and the hall: a gap in the wall where a corridor joins.
    gaps = []
    for e in board.edges:
        if e.type != "open":
            continue
        a, b = board.spaces.get(e.a), board.spaces.get(e.b)
        if a is None or b is None or (a.kind == "corridor" and b.kind == "corridor"):
            continue
        seg = _touching(lay.rects[e.a], lay.rects[e.b])
        if seg is None:
            continue
        x1, y1, x2, y2 = seg
        inner = a if a.kind != "corridor" else b
        pad = c * 0.02
        if x1 == x2:
            box = (x1 - wall, y1 + pad, 2 * wall, y2 - y1 - 2 * pad)
        else:
            box = (x1 + pad, y1 - wall, x2 - x1 - 2 * pad, 2 * wall)
        gaps.append(
            f'<rect class="dng-open dng-l{int(inner.level)}" x="{_n(box[0])}" y="{_n(box[1])}" '
            f'width="{_n(box[2])}" height="{_n(box[3])}"/>'
        )
    out.append(f'<g class="dng-opens">{"".join(gaps)}</g>')
    # Doors: short bars across the wall; secret doors dashed with an "S".
    doors = []
    long, thick = c * 0.62, c * 0.2
    for e in sorted((e for e in board.edges if e.type in ("door", "secret_door")), key=lambda e: (e.y, e.x, e.a, e.b)):
        bw, bh = (thick, long) if e.vertical else (long, thick)
        where = f"{_space_label(board, e.a)} and {_space_label(board, e.b)}"
        if e.type == "door":
            doors.append(
                f'<rect class="dng-door" x="{_n(e.x - bw / 2)}" y="{_n(e.y - bh / 2)}" width="{_n(bw)}" '
                f'height="{_n(bh)}" rx="{_n(c * 0.04)}" stroke-width="{_n(c * 0.04)}"><title>Door between '
                f"{esc(where)}</title></rect>"
            )
        else:
            # A hidden passage across the wall or rock, dashed, with an "S" on it.
            bw, bh = (c, c * 0.46) if e.vertical else (c * 0.46, c)
            doors.append(
                f'<g class="dng-secret"><title>Secret door between {esc(where)}</title>'
                f'<rect x="{_n(e.x - bw / 2)}" y="{_n(e.y - bh / 2)}" width="{_n(bw)}" height="{_n(bh)}" '
                f'stroke-width="{_n(c * 0.07)}" stroke-dasharray="{_n(c * 0.16)} {_n(c * 0.1)}"/>'
                f'<circle cx="{_n(e.x)}" cy="{_n(e.y)}" r="{_n(c * 0.27)}" stroke-width="{_n(c * 0.06)}"/>'
                f'<text x="{_n(e.x)}" y="{_n(e.y)}" font-size="{_n(c * 0.38)}">S</text></g>'
            )
    out.append(f'<g class="dng-doors">{"".join(doors)}</g>')
    return "".join(out)


# ---------------------------------------------------------------- dynamic layer
def _token_radius(lay: Layout, space_id: str) -> float:
    kind = lay.board.spaces[space_id].kind
    return lay.cell * {"corridor": 0.48, "great_hall": 0.95}.get(kind, 0.68)


def _areas(lay: Layout, space_id: str) -> tuple[tuple[float, float], tuple[float, float, float, float]]:
    """(token anchor, name box) of a space: tokens below the name, or beside it in a low room."""
    x, y, w, h = lay.rects[space_id]
    c = lay.cell
    r = _token_radius(lay, space_id)
    kind = lay.board.spaces[space_id].kind
    if kind == "corridor":
        return (x + w / 2, y + h / 2), (x, y, w, h)
    top = c * (0.1 if kind == "great_hall" else 0.66)  # the top strip: level, slot, Cleared
    if h >= 3 * c:
        band = 2.6 * r + c * 0.1
        return (x + w / 2, y + h - band / 2), (x + c * 0.3, y + top, w - c * 0.6, h - top - band)
    if w >= 3 * c:
        col = 2.6 * r + c * 0.1
        return (x + w - col / 2, y + h / 2), (x + c * 0.2, y + top, w - col - c * 0.2, h - top - c * 0.1)
    return (x + w / 2, y + h / 2), (x + c * 0.1, y + top, w - c * 0.2, h - top - c * 0.1)


def _hero_spots(lay: Layout, space_id: str, count: int) -> tuple[list[tuple[float, float]], float]:
    """Where `count` tokens sit in a space (a row, overlapping if needed) and their radius."""
    x, y, w, h = lay.rects[space_id]
    c = lay.cell
    r = _token_radius(lay, space_id)
    (ax, ay), _box = _areas(lay, space_id)
    if count == 1:
        return [(ax, ay)], r
    if w < 1.5 * c:  # one flagstone: shrink and fan out diagonally
        r = c * 0.3
        step = (min(w, h) - 2 * r) / max(1, count - 1)
        return [(x + r + i * step, y + r + i * step) for i in range(count)], r
    step = min(2.7 * r, (w - 2.6 * r) / (count - 1))
    if ax > x + w / 2 + 1e-9:  # anchored at the right end of a low room: grow leftwards
        return [(ax - i * step, ay) for i in range(count)][::-1], r
    first = ax - step * (count - 1) / 2
    return [(first + i * step, ay) for i in range(count)], r
