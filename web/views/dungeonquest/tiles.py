"""The chamber tiles of the DungeonQuest board: floors, halls, walls, doors, portcullises and chamber art.

A tile's `edges` are in tile-local orientation (entry arrow on local S) and
`rotation` turns the tile CLOCKWISE (`world_edge`).  Halls, walls, doors,
portcullises, the entry arrow and the chamber of darkness's die numbers are
placed on WORLD edges computed in Python (so text stays upright and every
hall carries `data-edge="<world edge>"`); only the chamber art (chasm,
bridge, web, ...) is drawn in local coordinates inside an SVG `rotate()`.
The markup of one placed tile never changes while its tile id, rotation and
per-space state (open doors, cut web) stay the same, so it is built once and
cached (`_tile_markup`); each render only places the cached tiles.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from ..common import esc
from .base import (
    _STEP,
    C_HALL,
    C_INSET,
    CELL,
    EDGES,
    HALL,
    HEIGHT,
    INSET,
    KIND_NAMES,
    MARGIN,
    WIDTH,
    _int,
    _n,
    _origin,
    _place,
    _pos,
    _seq,
    world_edge,
)


# ---------------------------------------------------------------- per-tile geometry (local 0..CELL)
def _strip(edge: str, inset: float, hall: float) -> tuple[float, float, float, float]:
    """The floor strip (x, y, w, h) of a hall on a world edge, from the floor to the tile edge."""
    c = CELL
    lo = (c - hall) / 2
    return {
        "N": (lo, 0.0, hall, inset),
        "S": (lo, c - inset, hall, inset),
        "E": (c - inset, lo, inset, hall),
        "W": (0.0, lo, inset, hall),
    }[edge]


def _walls(halls: set[str], inset: float, hall: float, full: set[str]) -> str:
    """Wall path around the floor with gaps at halls, and the hall strips' side walls.

    `full` edges are open from corner to corner (the treasure chamber's inner edge).
    """
    c = CELL
    a, b = inset, c - inset
    lo, hi = (c - hall) / 2, (c + hall) / 2
    # Each side of the floor rectangle as (edge, start, end) walked clockwise.
    sides = {
        "N": ((a, a), (b, a)),
        "E": ((b, a), (b, b)),
        "S": ((b, b), (a, b)),
        "W": ((a, b), (a, a)),
    }
    d = []
    for edge, ((x1, y1), (x2, y2)) in sides.items():
        if edge in full:
            continue
        if edge not in halls:
            d.append(f"M{_n(x1)} {_n(y1)}L{_n(x2)} {_n(y2)}")
            continue
        if edge in ("N", "S"):
            sx, ex = sorted((x1, x2))
            d.append(f"M{_n(sx)} {_n(y1)}L{_n(lo)} {_n(y1)}M{_n(hi)} {_n(y1)}L{_n(ex)} {_n(y1)}")
            edge_y = 0.0 if edge == "N" else c
            d.append(f"M{_n(lo)} {_n(y1)}L{_n(lo)} {_n(edge_y)}M{_n(hi)} {_n(y1)}L{_n(hi)} {_n(edge_y)}")
        else:
            sy, ey = sorted((y1, y2))
            d.append(f"M{_n(x1)} {_n(sy)}L{_n(x1)} {_n(lo)}M{_n(x1)} {_n(hi)}L{_n(x1)} {_n(ey)}")
            edge_x = 0.0 if edge == "W" else c
            d.append(f"M{_n(x1)} {_n(lo)}L{_n(edge_x)} {_n(lo)}M{_n(x1)} {_n(hi)}L{_n(edge_x)} {_n(hi)}")
    return f'<path class="dq-wall" d="{"".join(d)}" stroke-width="5"/>'


def _across(edge: str, depth: float, half: float) -> tuple[float, float, float, float]:
    """A line across a hall strip at `depth` from the tile edge: (x1, y1, x2, y2)."""
    c = CELL
    m = c / 2
    if edge == "N":
        return m - half, depth, m + half, depth
    if edge == "S":
        return m - half, c - depth, m + half, c - depth
    if edge == "E":
        return c - depth, m - half, c - depth, m + half
    return depth, m - half, depth, m + half


def _barrier(kind: str, edge: str, depth: float, hall: float, is_open: bool) -> str:
    """A door (solid bar + knob; dashed outline swung aside when open) or a portcullis (grille)."""
    half = hall / 2 - 2
    x1, y1, x2, y2 = _across(edge, depth, half)
    vertical = edge in ("E", "W")  # the bar runs along y
    t = 7.0
    if kind == "door":
        if is_open:
            # Swung open against one side of the hall: a dashed leaf along the strip wall.
            if vertical:
                d = f"M{_n(x1)} {_n(y1 + 2)}L{_n(x1 + (t * 2 if edge == 'W' else -t * 2))} {_n(y1 + 2)}"
            else:
                d = f"M{_n(x1 + 2)} {_n(y1)}L{_n(x1 + 2)} {_n(y1 + (t * 2 if edge == 'N' else -t * 2))}"
            return f'<path class="dq-door-open" d="{d}" stroke-width="4"><title>Open door</title></path>'
        if vertical:
            rect = f'x="{_n(x1 - t / 2)}" y="{_n(y1)}" width="{_n(t)}" height="{_n(y2 - y1)}"'
            kx, ky = x1, y1 + (y2 - y1) * 0.75
        else:
            rect = f'x="{_n(x1)}" y="{_n(y1 - t / 2)}" width="{_n(x2 - x1)}" height="{_n(t)}"'
            kx, ky = x1 + (x2 - x1) * 0.75, y1
        return (
            f'<g class="dq-barrier" data-barrier="door"><title>Door</title><rect class="dq-door" {rect} '
            f'stroke-width="1.5"/><circle class="dq-knob" cx="{_n(kx)}" cy="{_n(ky)}" r="2.6" stroke-width="1"/></g>'
        )
    # Portcullis: two rails across the hall and bars between them (a grille).
    g = 3.5
    d = []
    if vertical:
        d.append(f"M{_n(x1 - g)} {_n(y1)}L{_n(x1 - g)} {_n(y2)}M{_n(x1 + g)} {_n(y1)}L{_n(x1 + g)} {_n(y2)}")
        for i in range(6):
            yy = y1 + (y2 - y1) * (i + 0.5) / 6
            d.append(f"M{_n(x1 - g - 2)} {_n(yy)}L{_n(x1 + g + 2)} {_n(yy)}")
    else:
        d.append(f"M{_n(x1)} {_n(y1 - g)}L{_n(x2)} {_n(y1 - g)}M{_n(x1)} {_n(y1 + g)}L{_n(x2)} {_n(y1 + g)}")
        for i in range(6):
            xx = x1 + (x2 - x1) * (i + 0.5) / 6
            d.append(f"M{_n(xx)} {_n(y1 - g - 2)}L{_n(xx)} {_n(y1 + g + 2)}")
    return (
        f'<g class="dq-barrier" data-barrier="portcullis"><title>Portcullis</title>'
        f'<path class="dq-portcullis" d="{"".join(d)}" stroke-width="2"/></g>'
    )


def _entry_arrow(edge: str, inset: float) -> str:
    """The entry arrow: a small triangle inside the floor, pointing at the entry edge."""
    c, m = CELL, CELL / 2
    tip, base, w = inset + 1, inset + 11, 7.0
    pts = {
        "N": ((m, tip), (m - w, base), (m + w, base)),
        "S": ((m, c - tip), (m - w, c - base), (m + w, c - base)),
        "W": ((tip, m), (base, m - w), (base, m + w)),
        "E": ((c - tip, m), (c - base, m - w), (c - base, m + w)),
    }[edge]
    p = " ".join(f"{_n(x)},{_n(y)}" for x, y in pts)
    return f'<polygon class="dq-entry" data-edge="{edge}" points="{p}"><title>Entry arrow</title></polygon>'


def _dnum(edge: str, numbers: Sequence[Any]) -> str:
    """The chamber of darkness's die numbers on one hall (upright text on a badge)."""
    text = "·".join(str(_int(v)) for v in numbers)
    if not text:
        return ""
    c, m = CELL, CELL / 2
    x, y = {"N": (m, 28), "S": (m, c - 28), "W": (28, m), "E": (c - 28, m)}[edge]
    w = 8 + 8 * len(text) * 0.72
    return (
        f'<g class="dq-dnum" data-edge="{edge}"><title>Roll {esc(text.replace("·", " or "))} to leave this way'
        f'</title><rect x="{_n(x - w / 2)}" y="{_n(y - 8)}" width="{_n(w)}" height="16" rx="3" stroke-width="1"/>'
        f'<text x="{_n(x)}" y="{_n(y)}" font-size="12">{esc(text)}</text></g>'
    )


def _torch(x: float, y: float) -> str:
    return (
        f'<g class="dq-torch"><title>Torch: can be searched</title>'
        f'<rect x="{_n(x - 1.8)}" y="{_n(y - 1)}" width="3.6" height="10" rx="1"/>'
        f'<path class="dq-flame" d="M{_n(x)} {_n(y - 10)}C{_n(x + 7)} {_n(y - 3)} {_n(x + 4)} {_n(y + 1)} {_n(x)} '
        f'{_n(y + 1)}C{_n(x - 4)} {_n(y + 1)} {_n(x - 6)} {_n(y - 4)} {_n(x)} {_n(y - 10)}Z"/></g>'
    )


def _dungeon_icon(x: float, y: float) -> str:
    """The dungeon icon (draw a dungeon card on entering): a small card with a keep on it."""
    d = (
        f"M{_n(x - 5)} {_n(y + 4)}L{_n(x - 5)} {_n(y - 3)}L{_n(x - 3)} {_n(y - 3)}L{_n(x - 3)} {_n(y - 1)}"
        f"L{_n(x - 1)} {_n(y - 1)}L{_n(x - 1)} {_n(y - 3)}L{_n(x + 1)} {_n(y - 3)}L{_n(x + 1)} {_n(y - 1)}"
        f"L{_n(x + 3)} {_n(y - 1)}L{_n(x + 3)} {_n(y - 3)}L{_n(x + 5)} {_n(y - 3)}L{_n(x + 5)} {_n(y + 4)}Z"
    )
    return (
        f'<g class="dq-icon-g"><title>Dungeon icon: draw a dungeon card on entering</title>'
        f'<rect class="dq-icon" x="{_n(x - 8)}" y="{_n(y - 10)}" width="16" height="20" rx="2" stroke-width="1.5"/>'
        f'<path class="dq-icon" d="{d}" stroke-width="1.2"/></g>'
    )


def _stairs(x: float, y: float, title: str = "Catacomb entrance (stairs)") -> str:
    steps = "".join(
        f'<rect x="{_n(x - 9 + i * 4)}" y="{_n(y - 8 + i * 4)}" width="{_n(18 - i * 4)}" height="4"/>' for i in range(4)
    )
    return f'<g class="dq-stairs" stroke-width="1"><title>{esc(title)}</title>{steps}</g>'


# Chamber art (drawn in LOCAL coordinates, then rotated with the tile).
def _divide(sides: Any) -> tuple[tuple[float, float], tuple[float, float], bool] | None:
    """The two board corners a dividing line runs between so side A's halls lie on one side.

    Side A is the local halls listed under "A"; the line runs between the two
    corners flanking A's arc of edges (clockwise N, E, S, W).  The bool says
    whether A is a single edge (then the line bends through the centre).
    None when A's edges are not next to each other (the art then falls back
    to a centre feature and side letters).
    """
    if not isinstance(sides, Mapping):
        return None
    a = [e for e in _seq(sides.get("A")) if e in EDGES]
    if not a or len(a) >= 4:
        return None
    idx = sorted(EDGES.index(e) for e in a)
    # Find the run start: an index whose predecessor is not in A.
    starts = [i for i in idx if (i - 1) % 4 not in idx]
    if len(starts) != 1:
        return None
    start = starts[0]
    end = (start + len(idx) - 1) % 4
    # Corner before edge i (clockwise) and after it: N spans NW->NE, E spans NE->SE, ...
    corners = [(0.0, 0.0), (CELL, 0.0), (CELL, CELL), (0.0, CELL)]  # NW, NE, SE, SW
    before = corners[start]  # the corner that begins edge `start`
    after = corners[(end + 1) % 4]
    return before, after, len(idx) == 1


def _crack_points(sides: Any) -> list[tuple[float, float]]:
    """A jagged line across the tile separating side A from side B (local coordinates)."""
    div = _divide(sides)
    c = CELL
    if div is None:
        return [(0.0, c * 0.5), (c * 0.25, c * 0.42), (c * 0.5, c * 0.58), (c * 0.75, c * 0.42), (c, c * 0.5)]
    (x1, y1), (x2, y2), single = div
    mid = (c * 0.5, c * 0.5)
    if not single:
        mid = ((x1 + x2) / 2, (y1 + y2) / 2)
    pts = [(x1, y1)]
    for i in range(1, 6):
        t = i / 6
        if t <= 0.5:
            px, py = x1 + (mid[0] - x1) * t * 2, y1 + (mid[1] - y1) * t * 2
        else:
            px, py = mid[0] + (x2 - mid[0]) * (t - 0.5) * 2, mid[1] + (y2 - mid[1]) * (t - 0.5) * 2
        wob = 4.0 if i % 2 else -4.0
        pts.append((px + wob, py - wob))
    pts.append((x2, y2))
    return pts


def _side_letters(sides: Any, rotation: int) -> str:
    """Side letters A/B by each hall (world edges, upright) when the line alone cannot show them."""
    if not isinstance(sides, Mapping) or _divide(sides) is not None:
        return ""
    out = []
    c, m = CELL, CELL / 2
    for side in ("A", "B"):
        for local in _seq(sides.get(side)):
            if local not in EDGES:
                continue
            edge = world_edge(local, rotation)
            x, y = {"N": (m + 16, 26), "S": (m + 16, c - 26), "W": (26, m + 16), "E": (c - 26, m + 16)}[edge]
            out.append(f'<text class="dq-side" x="{_n(x)}" y="{_n(y)}" font-size="11">{side}</text>')
    return "".join(out)


def _art(kind: str, tile: Mapping[str, Any], web_cut: bool) -> str:
    """Chamber-type art in local coordinates (entry on local S), drawn under the tokens."""
    c, m = CELL, CELL / 2
    sides = tile.get("sides")
    if kind == "chasm":
        pts = _crack_points(sides)
        top = " ".join(f"{_n(x)},{_n(y - 6)}" for x, y in pts)
        bottom = " ".join(f"{_n(x)},{_n(y + 6)}" for x, y in reversed(pts))
        return (
            f'<g class="dq-art"><title>A chasm splits the chamber: it cannot be crossed</title>'
            f'<polygon class="dq-chasm" points="{top} {bottom}" stroke-width="1.5"/></g>'
        )
    if kind == "cave_in":
        line = _crack_points(sides)
        pts = []  # twice as many stones as crack points: a continuous band of rubble
        for (x1, y1), (x2, y2) in zip(line, line[1:], strict=False):
            pts += [(x1, y1), ((x1 + x2) / 2, (y1 + y2) / 2)]
        pts.append(line[-1])
        stones = []
        for i, (x, y) in enumerate(pts[1:-1]):
            r = 5 + (i % 3) * 1.5
            stones.append(
                f'<polygon class="dq-rubble" points="{_n(x - r)},{_n(y + 2)} {_n(x - 2)},{_n(y - r)} '
                f'{_n(x + r)},{_n(y - 1)} {_n(x + 3)},{_n(y + r)}" stroke-width="1.2"/>'
            )
            stones.append(f'<circle class="dq-rubble" cx="{_n(x + r)}" cy="{_n(y + r * 0.6)}" r="3.5"/>')
        return f'<g class="dq-art"><title>Cave-in: rubble divides the chamber</title>{"".join(stones)}</g>'
    if kind == "bridge":
        planks = "".join(
            f'<rect class="dq-plank" x="{_n(m - 12)}" y="{_n(28 + i * 8.8)}" width="24" height="7.4" stroke-width="1"/>'
            for i in range(5)
        )
        return (
            f'<g class="dq-art dq-bridge"><title>Bridge over a chasm</title>'
            f'<rect class="dq-gap" x="{_n(INSET)}" y="26" width="{_n(c - 2 * INSET)}" height="48"/>{planks}'
            f'<path class="dq-wall" d="M{_n(m - 14)} 26L{_n(m - 14)} 74M{_n(m + 14)} 26L{_n(m + 14)} 74" '
            f'stroke-width="2"/></g>'
        )
    if kind == "spider_web":
        cx, cy = m, m + 8
        spokes = "".join(
            f"M{_n(cx)} {_n(cy)}L{_n(cx + 34 * dx)} {_n(cy + 30 * dy)}"
            for dx, dy in ((1, 0), (-1, 0), (0.7, 0.75), (-0.7, 0.75), (0.7, -0.9), (-0.7, -0.9), (0, 1), (0, -1.2))
        )
        rings = "".join(
            f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}"/>' for r in (8, 16, 24) if not (web_cut and r == 16)
        )
        cut = " dq-cut" if web_cut else ""
        title = "Spider web (cut through)" if web_cut else "Spider web: struggle (Strength) to pass"
        return f'<g class="dq-art dq-web{cut}" stroke-width="1.4"><title>{title}</title><path d="{spokes}"/>{rings}</g>'
    if kind == "bottomless_pit":
        return (
            f'<g class="dq-art"><title>Bottomless pit: test Luck or fall</title>'
            f'<circle class="dq-pit" cx="{_n(m)}" cy="{_n(m)}" r="22" stroke-width="3"/>'
            f'<circle class="dq-pit" cx="{_n(m)}" cy="{_n(m)}" r="13" stroke-width="1" opacity=".8"/></g>'
        )
    if kind == "rotating_chamber":
        r = 18
        return (
            f'<g class="dq-art dq-rotate"><title>Rotating chamber: turns half way round when entered</title>'
            f'<path d="M{_n(m + r)} {_n(m)}A{r} {r} 0 1 1 {_n(m)} {_n(m - r)}" stroke-width="4"/>'
            f'<path class="dq-head" d="M{_n(m - 1)} {_n(m - r - 8)}L{_n(m + 10)} {_n(m - r)}L{_n(m - 1)} '
            f'{_n(m - r + 8)}Z"/></g>'
        )
    if kind == "trap_chamber":
        spikes = "".join(
            f'<path class="dq-spikes" d="M{_n(x - 6)} {_n(y + 6)}L{_n(x)} {_n(y - 8)}L{_n(x + 6)} {_n(y + 6)}Z" '
            f'stroke-width="1"/>'
            for y in (m - 10, m + 12)
            for x in (m - 16, m, m + 16)
        )
        return f'<g class="dq-art"><title>Trap chamber: draw a trap card on entering</title>{spikes}</g>'
    return ""


def _tower_art() -> str:
    m = CELL / 2
    merlons = "".join(
        f'<rect class="dq-tower" x="{_n(m + dx - 4)}" y="{_n(m + dy - 4)}" width="8" height="8" stroke-width="1.5"/>'
        for dx, dy in ((0, -24), (24, 0), (0, 24), (-24, 0), (17, -17), (17, 17), (-17, 17), (-17, -17))
    )
    return (
        f'<g class="dq-art"><circle class="dq-tower" cx="{_n(m)}" cy="{_n(m)}" r="24" stroke-width="3"/>{merlons}'
        f'<circle class="dq-tower" cx="{_n(m)}" cy="{_n(m)}" r="14" stroke-width="1.5"/></g>'
    )


def _treasure_art(twin: str | None) -> str:
    """The hoard: a chest on the west space, coins on the east one (one chamber, two spaces)."""
    m = CELL / 2
    if twin == "W":
        coins = "".join(
            f'<circle class="dq-coin" cx="{_n(x)}" cy="{_n(y)}" r="5" stroke-width="1"/>'
            for x, y in ((m - 8, m + 8), (m + 4, m + 10), (m - 2, m), (m + 10, m), (m - 12, m - 2), (m + 4, m - 8))
        )
        return f'<g class="dq-art">{coins}</g>'
    return (
        f'<g class="dq-art"><rect class="dq-chest" x="{_n(m - 16)}" y="{_n(m - 6)}" width="32" height="20" '
        f'stroke-width="2"/><path class="dq-chest" d="M{_n(m - 16)} {_n(m - 6)}Q{_n(m)} {_n(m - 22)} {_n(m + 16)} '
        f'{_n(m - 6)}Z" stroke-width="2"/><rect class="dq-coin" x="{_n(m - 3)}" y="{_n(m - 2)}" width="6" '
        f'height="8" stroke-width="1"/></g>'
    )


@functools.lru_cache(maxsize=4096)
def _tile_markup(
    tile_id: str,
    rotation: int,
    tile_key: str,
    open_edges: tuple[str, ...],
    web_cut: bool,
    twin: str | None,
    tile_items: tuple[Any, ...],
    title: str = "",
) -> str:
    """The static markup of one placed tile in cell-local coordinates (cached).

    The cache key is the tile id and rotation plus the few per-space facts
    that change its look (open doors, a cut web, the treasure twin edge);
    `tile_items` carries the tile data itself (hashable) so a test tile that
    reuses an id with other data is never served stale markup.  `title` is its
    tooltip, the place as players name it (`tile_title`).
    """
    tile = _thaw(tile_items)
    kind = str(tile.get("kind") or "dungeon_room")
    rotation = _int(rotation) % 360
    corridor = kind == "corridor"
    inset, hall = (C_INSET, C_HALL) if corridor else (INSET, HALL)
    edges = tile.get("edges") if isinstance(tile.get("edges"), Mapping) else {}
    halls: dict[str, Mapping[str, Any]] = {}  # world edge -> local edge data
    local_of: dict[str, str] = {}
    for local in EDGES:
        data = edges.get(local)
        if isinstance(data, Mapping) and data.get("hall"):
            w = world_edge(local, rotation)
            halls[w] = data
            local_of[w] = local
    full = {twin} if twin else set()
    c = CELL
    title = title or str(tile.get("name") or KIND_NAMES.get(kind, kind))
    floor_cls = "dq-floor dq-dark" if kind == "chamber_of_darkness" else "dq-floor"
    out = [
        f'<g class="dq-tile dq-k-{esc(kind)}" data-tile="{esc(tile_id)}" data-rot="{rotation}">'
        f"<title>{esc(title)}</title>"
        f'<rect class="dq-base" width="{_n(c)}" height="{_n(c)}"/>'
    ]
    fx, fy, fw, fh = inset, inset, c - 2 * inset, c - 2 * inset
    if twin == "E":
        fw = c - inset
    elif twin == "W":
        fx, fw = 0.0, c - inset
    out.append(f'<rect class="{floor_cls}" x="{_n(fx)}" y="{_n(fy)}" width="{_n(fw)}" height="{_n(fh)}"/>')
    for w in EDGES:
        if w in halls and w not in full:
            x, y, sw, sh = _strip(w, inset, hall)
            out.append(
                f'<rect class="dq-hall {floor_cls}" data-edge="{w}" x="{_n(x)}" y="{_n(y)}" '
                f'width="{_n(sw)}" height="{_n(sh)}"/>'
            )
    if kind == "tower":
        out.append(_tower_art())
    elif kind == "treasure":
        out.append(_treasure_art(twin))
    else:
        art = _art(kind, tile, web_cut)
        if art:
            turn = "" if rotation == 0 else f' transform="rotate({rotation} {_n(c / 2)} {_n(c / 2)})"'
            out.append(f'<g clip-path="url(#dq-clip)"><g{turn}>{art}</g></g>')
    out.append(_walls(set(halls) - full, inset, hall, full))
    opened = set(open_edges)
    for w, data in halls.items():
        barriers = [b for b in _seq(data.get("barriers")) if b in ("door", "portcullis")]
        n = len(barriers)
        for i, b in enumerate(barriers):  # listed from this chamber outward
            depth = inset * (n - i - 0.5) / n
            out.append(_barrier(b, w, depth, hall, is_open=b == "door" and w in opened))
    if kind not in ("tower", "treasure") and "S" in edges:
        out.append(_entry_arrow(world_edge("S", rotation), inset))
    numbers = tile.get("darkness_numbers")
    if isinstance(numbers, Mapping):
        for local, nums in numbers.items():
            if local in EDGES and isinstance(nums, (list, tuple)):
                out.append(_dnum(world_edge(local, rotation), nums))
    out.append(_side_letters(tile.get("sides"), rotation))
    if tile.get("torch"):
        out.append(_torch(30, 32))
    if tile.get("dungeon_icon"):
        out.append(_dungeon_icon(c - 30, 31))
    if tile.get("catacomb_entrance"):
        out.append(_stairs(30, c - 30))
    out.append("</g>")
    return "".join(out)


def _freeze(value: Any) -> Any:
    """A hashable copy of JSON-like data (for the tile cache key)."""
    if isinstance(value, Mapping):
        return ("__map__", tuple(sorted((str(k), _freeze(v)) for k, v in value.items())))
    if isinstance(value, (list, tuple)):
        return ("__seq__", tuple(_freeze(v) for v in value))
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "__map__":
        return {k: _thaw(v) for k, v in value[1]}
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "__seq__":
        return [_thaw(v) for v in value[1]]
    return value


_FROZEN: dict[int, tuple[Any, Any]] = {}  # id(tile dict) -> (tile dict, frozen), so a shared tile freezes once


def _frozen_tile(tile: Mapping[str, Any]) -> Any:
    hit = _FROZEN.get(id(tile))
    if hit is not None and hit[0] is tile:
        return hit[1]
    frozen = _freeze(tile)
    if len(_FROZEN) > 4096:
        _FROZEN.clear()
    _FROZEN[id(tile)] = (tile, frozen)
    return frozen


@functools.cache
def _background() -> str:
    """Stone for every space, seams between spaces and the thick outer wall (never changes)."""
    w, h = WIDTH * CELL, HEIGHT * CELL
    seams = "".join(f"M{_n(MARGIN + i * CELL)} {_n(MARGIN)}l0 {_n(h)}" for i in range(1, WIDTH)) + "".join(
        f"M{_n(MARGIN)} {_n(MARGIN + j * CELL)}l{_n(w)} 0" for j in range(1, HEIGHT)
    )
    return (
        f'<rect class="dq-stone" x="0" y="0" width="{_n(w + 2 * MARGIN)}" height="{_n(h + 2 * MARGIN)}"/>'
        f'<path class="dq-seam" d="{seams}" stroke-width="2"/>'
        f'<rect class="dq-outer" x="{_n(MARGIN / 2)}" y="{_n(MARGIN / 2)}" width="{_n(w + MARGIN)}" '
        f'height="{_n(h + MARGIN)}" stroke-width="{_n(MARGIN)}"/>'
    )


def _spaces(view: Mapping[str, Any]) -> dict[tuple[int, int], Mapping[str, Any]]:
    """Every explored space of the view by position (bad entries are skipped)."""
    out: dict[tuple[int, int], Mapping[str, Any]] = {}
    for space in _seq(view.get("spaces")):
        if not isinstance(space, Mapping) or not isinstance(space.get("tile"), Mapping):
            continue
        pos = _pos((space.get("x"), space.get("y")))
        if pos is not None:
            out[pos] = space
    return out


def _twin(pos: tuple[int, int], spaces: Mapping[tuple[int, int], Mapping[str, Any]]) -> str | None:
    """For a treasure space, the world edge toward the other treasure space (one chamber, R-DQ-025)."""
    if spaces[pos]["tile"].get("kind") != "treasure":
        return None
    for edge in ("E", "W"):
        dx, dy = _STEP[edge]
        other = spaces.get((pos[0] + dx, pos[1] + dy))
        if other is not None and other["tile"].get("kind") == "treasure":
            return edge
    return None


def tile_title(spaces: Mapping[tuple[int, int], Mapping[str, Any]], pos: tuple[int, int]) -> str:
    """A tile's tooltip: the place as players name it, and what a tower is for.

    "North-west tower: heroes enter and leave the dungeon here", "Amber Hall
    (dungeon room)": the kind is added only when the name does not say it
    already (never "Tower Chamber (Tower)").
    """
    place = _place(spaces, pos)
    if spaces[pos]["tile"].get("kind") == "tower":
        return f"{place}: heroes enter and leave the dungeon here"
    return place


def _tiles(spaces: Mapping[tuple[int, int], Mapping[str, Any]]) -> str:
    out = []
    for (x, y), space in spaces.items():
        tile = space["tile"]
        ox, oy = _origin(x, y)
        open_edges = tuple(sorted(e for e in _seq(space.get("open")) if e in EDGES))
        markup = _tile_markup(
            str(tile.get("id", "")),
            _int(space.get("rotation")) % 360,
            str(tile.get("kind", "")),
            open_edges,
            bool(space.get("web_cut")),
            _twin((x, y), spaces),
            _frozen_tile(tile),
            tile_title(spaces, (x, y)),
        )
        out.append(f'<g transform="translate({_n(ox)} {_n(oy)})">{markup}</g>')
    return "".join(out)
