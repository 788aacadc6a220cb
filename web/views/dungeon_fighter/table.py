"""The throw table and target board DF-B1 as one SVG, drawn from the physics' own board data.

The SVG's user units are table millimetres: x right, y down the screen (world
y flipped), the whole table (1800 x 1200 mm) in view with the S edge at the
bottom, so web/throw.py turns pointer positions into table millimetres with
the SVG's own matrix.  The board's sections, holes and bones come from
`physics.board.DATA` (boards/df-b1.json): what is drawn is what is judged.

Layers web/throw.py fills while aiming and animating (empty in the markup):
`#df-aim` (the arrow), `#df-fly` (dice in flight), `#df-path` (the path of the
last throw).  Dice lying on the board carry `data-die` (their id), so the
animation can hide them while their flight is replayed.  Nothing is told by
colour alone: dice carry their colour's letter, sections their number.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.games.dungeon_fighter.physics import board as geo
from engine.games.dungeon_fighter.physics.gesture import EDGE_DIST, NORMALS, RIGHTS, unpack_aux

from ..common import attrs, esc
from .aim import Aim, Guide, direction, shown_yaw

TABLE_W, TABLE_H = 1800, 1200
MARGIN = 70  # room around the table for the stations
HALO = 30  # mm around the bank sheet: the dashed outline that shows it and is grabbed to move it
DIE_DRAWN = 32.0  # mm: dice are drawn twice their 16 mm so they read on a phone (the judging uses the real size)
COLOR_LETTER = {"red": "R", "blue": "B", "green": "G", "white": "W"}
COLOR_WORD = {"red": "red", "blue": "blue", "green": "green", "white": "bonus (white)"}
EDGE_WORD = {"S": "south", "E": "east", "N": "north", "W": "west"}


def pt(x: float, y: float) -> tuple[float, float]:
    """World millimetres to the drawing's (y down the screen)."""
    return x, -y


def _f(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def board_svg() -> str:
    """The target board: outer corners (2 or 1 by quadrant), rings 3/4/5, bullseye 10, holes, bones."""
    half = geo.HALF
    data = geo.DATA
    same, opposite = int(data["outer"]["same_sign"]), int(data["outer"]["opposite_sign"])
    parts = ['<g class="df-board" aria-label="Target board"><title>Target board</title>']
    # quadrants: x*y >= 0 (NE, SW) score `same`; NW and SE score `opposite`
    for sx, sy in ((1, 1), (-1, -1), (-1, 1), (1, -1)):
        value = same if sx * sy > 0 else opposite
        x, y = pt(0 if sx > 0 else -half, half if sy > 0 else 0)
        parts.append(
            f'<rect class="df-sec df-sec-{value}" x="{_f(x)}" y="{_f(y)}" width="{_f(half)}" height="{_f(half)}"/>'
        )
    rings = sorted(data["rings"], key=lambda r: -float(r["r_max"]))
    for ring in rings:
        parts.append(
            f'<circle class="df-sec df-sec-{int(ring["value"])}" cx="0" cy="0" r="{_f(float(ring["r_max"]))}"/>'
        )
    parts.append(
        f'<rect class="df-board-edge" x="{_f(-half)}" y="{_f(-half)}" width="{_f(2 * half)}" height="{_f(2 * half)}"/>'
    )
    # numbers: each ring's between its radius and the next, the corners' in the quadrant corners
    inner = 0.0
    for ring in sorted(data["rings"], key=lambda r: float(r["r_max"])):
        r = float(ring["r_max"])
        mid = 0.0 if inner == 0.0 else (inner + r) / 2
        label_y = -mid if mid else 0.0
        parts.append(
            f'<text class="df-sec-num" x="0" y="{_f(label_y + 12)}" text-anchor="middle">{int(ring["value"])}</text>'
        )
        inner = r
    corner = half - 40
    for sx, sy in ((1, 1), (-1, -1), (-1, 1), (1, -1)):
        value = same if sx * sy > 0 else opposite
        x, y = pt(sx * corner, sy * corner)
        parts.append(f'<text class="df-sec-num" x="{_f(x)}" y="{_f(y + 12)}" text-anchor="middle">{value}</text>')
    for hole in data["holes"]:
        x, y = pt(float(hole["x"]), float(hole["y"]))
        parts.append(
            f'<circle class="df-hole" cx="{_f(x)}" cy="{_f(y)}" r="{_f(float(hole["r"]))}"><title>Hole</title></circle>'
        )
    for bone in data["bones"]:
        ax, ay = pt(*bone["a"])
        bx, by = pt(*bone["b"])
        w = 2 * float(bone["r"])
        parts.append(
            f'<line class="df-bone" x1="{_f(ax)}" y1="{_f(ay)}" x2="{_f(bx)}" y2="{_f(by)}" stroke-width="{_f(w)}">'
            "<title>Bone</title></line>"
        )
    parts.append("</g>")
    return "".join(parts)


def die_svg(color: str, top: int, x: float, y: float, yaw: float, *, die_id: int | None = None, z: float = 0.0) -> str:
    """A die seen from above at world (x, y), turned to its yaw; the icon face (1) shows a star.

    Height z lifts the die and grows it a little (its shadow stays on the surface).
    """
    sx, sy = pt(x, y)
    half = DIE_DRAWN / 2
    lift = max(0.0, z)
    scale = 1.0 + lift / 500.0
    letter = COLOR_LETTER.get(color, "?")
    icon = color != "white" and int(top) == 1
    face = (
        '<path class="df-icon" d="M0-11l3 8h8l-6 5 3 9-8-6-8 6 3-9-6-5h8z"/>'
        if icon
        else f'<text class="df-die-letter" y="4" text-anchor="middle">{letter}</text>'
    )
    what = COLOR_WORD.get(color, color)
    label = f"{what} die" + (", icon up" if icon else "")
    shadow = (
        f'<ellipse class="df-shadow" cx="{_f(sx)}" cy="{_f(sy)}" rx="{_f(half)}" ry="{_f(half * 0.6)}"/>'
        if lift
        else ""
    )
    body = (
        f'<g class="df-die df-die-{esc(color)}"{attrs(data_die=die_id)} role="img" aria-label="{esc(label)}" '
        f'transform="translate({_f(sx)} {_f(sy - lift * 0.6)}) rotate({_f(-yaw)}) scale({scale:.3f})">'
        f"<title>{esc(label)}</title>"
        f'<rect x="{_f(-half)}" y="{_f(-half)}" width="{_f(DIE_DRAWN)}" height="{_f(DIE_DRAWN)}" rx="4"/>'
        f"{face}</g>"
    )
    return shadow + body


def resting_dice(board: Sequence[Mapping[str, Any]]) -> str:
    return "".join(
        die_svg(str(d["color"]), int(d["top"]), float(d["x"]), float(d["y"]), float(d["yaw"]), die_id=int(d["die"]))
        for d in board
    )


def station_point(edge: str, offset_mm: int, inset: float = 0.0) -> tuple[float, float]:
    """The world point on `edge` at `offset_mm`, moved `inset` mm inwards."""
    nx, ny = NORMALS[edge]
    rx, ry = RIGHTS[edge]
    d = EDGE_DIST[edge]
    return -nx * d + rx * offset_mm + nx * inset, -ny * d + ry * offset_mm + ny * inset


def stations_svg(aim: Aim | None) -> str:
    """The four table edges as places to stand (web/throw.py: a click picks the edge and the spot)."""
    parts = []
    bands = {
        "S": (-900, 600, 1800, MARGIN),
        "N": (-900, -600 - MARGIN, 1800, MARGIN),
        "W": (-900 - MARGIN, -600, MARGIN, 1200),
        "E": (900, -600, MARGIN, 1200),
    }
    for edge, (x, y, w, h) in bands.items():
        here = aim is not None and aim.edge == edge
        parts.append(
            f'<rect class="df-edge{" df-edge-here" if here else ""}" data-df-edge="{edge}" x="{x}" y="{y}" '
            f'width="{w}" height="{h}"><title>Stand at the {EDGE_WORD[edge]} edge</title></rect>'
        )
    if aim is not None:
        hx, hy = pt(*station_point(aim.edge, aim.offset_mm, -MARGIN / 2))
        parts.append(
            f'<g class="df-hand" data-df-hand="1" transform="translate({_f(hx)} {_f(hy)})">'
            "<title>Your hand: drag or flick from here towards the board</title>"
            '<circle r="30"/><path d="M-10 8v-14a4 4 0 0 1 8 0v-6a4 4 0 0 1 8 0v20c0 8-5 12-12 12s-12-6-12-12z"/></g>'
        )
    return "".join(parts)


def objects_svg(aim: Aim, requirements: Sequence[str]) -> str:
    """What a throw needs standing on the table: the bank sheet (or box) and the hurdle card."""
    ids = set(requirements)
    aux = unpack_aux(aim.aux)
    out = []
    if "bank" in ids and aux.bank_kind:
        x, y = pt(aux.bank_x, aux.bank_y)
        w, h = (300, 220) if aux.bank_kind == 1 else (210, 8)
        word = "the game box" if aux.bank_kind == 1 else "a hero sheet standing up"
        out.append(
            f'<g class="df-object" data-df-object="bank" '
            f'transform="translate({_f(x)} {_f(y)}) rotate({-aux.bank_rot})">'
            f"<title>Bank shot: bounce it off {word}</title>"
            # a dashed halo: a sheet on its edge is a hairline at table scale, hard to find and to grab
            f'<rect class="df-object-halo" x="{-w / 2 - HALO}" y="{-h / 2 - HALO}" width="{w + 2 * HALO}" '
            f'height="{h + 2 * HALO}" rx="12"/>'
            f'<rect x="{-w / 2}" y="{-h / 2}" width="{w}" height="{h}" rx="2"/></g>'
        )
    if "card_jump" in ids:
        nx, ny = NORMALS[aim.edge]
        tx, ty = RIGHTS[aim.edge]
        ex, ey = station_point(aim.edge, aim.offset_mm)
        cx = ex + nx * (100 + aux.card_dist) + tx * aux.card_lat
        cy = ey + ny * (100 + aux.card_dist) + ty * aux.card_lat
        ax, ay = pt(cx - tx * 44, cy - ty * 44)
        bx, by = pt(cx + tx * 44, cy + ty * 44)
        out.append(
            f'<line class="df-object df-card-wall" x1="{_f(ax)}" y1="{_f(ay)}" x2="{_f(bx)}" y2="{_f(by)}">'
            "<title>Card hurdle: bounce once in front of it and hop over</title></line>"
        )
    return "".join(out)


def arrow_svg(aim: Aim, g: Guide, *, shake: bool = True) -> str:
    """The aiming arrow from the hand: its direction and a length by power (none when hidden)."""
    if not g.arrow:
        return ""
    inset = -MARGIN / 2 if g.setback else float(unpack_aux(aim.aux).inset_mm)  # from the hand when behind the edge
    sx, sy = pt(*station_point(aim.edge, aim.offset_mm, inset))
    ux, uy = direction(aim.edge, shown_yaw(aim, g))
    length = 80 + aim.power_pm * 0.5
    ex, ey = sx + ux * length, sy + uy * length
    classes = "df-arrow"
    if g.mirrored:
        classes += " df-arrow-mirrored"
    if shake and g.shake > 0:
        classes += f" df-shake-{min(3, max(1, round(g.shake * 2)))}"
    if g.swing:
        classes += " df-swing"
    return (
        f'<g class="{classes}"><line x1="{_f(sx)}" y1="{_f(sy)}" x2="{_f(ex)}" y2="{_f(ey)}"/>'
        f'<circle cx="{_f(ex)}" cy="{_f(ey)}" r="10"/></g>'
    )


def table_svg(
    view: Mapping[str, Any],
    *,
    aim: Aim | None = None,
    g: Guide | None = None,
    throwing: bool = False,
    requirements: Sequence[str] = (),
) -> str:
    """The whole table: the felt, the stations, the board, the dice on it and the empty layers."""
    g = g or Guide()
    w, h = TABLE_W + 2 * MARGIN, TABLE_H + 2 * MARGIN
    hidden = " df-board-hidden" if g.board_hidden else ""
    board = f'<g class="df-board-layer{hidden}"{attrs(data_df_memorise=g.memorise_ms or None)}>{board_svg()}'
    board += f'<g class="df-resting">{resting_dice(view.get("board") or [])}</g></g>'
    turn = ' transform="rotate(180)"' if g.turned else ""
    arrow = objects_svg(aim, requirements) + arrow_svg(aim, g) if aim is not None and throwing else ""
    label = "Throw table with the target board"
    pad = ""
    if throwing:
        label = "Throw table: arrow keys aim and set the power, hold Space and let go to throw"
        # a phone brings the table into view above the docked decision when a throw begins (web/redraw.py)
        keep = f"throw-{view.get('throws', 0)}"
        pad = attrs(data_df_pad="1", tabindex="0", aria_describedby="df-readout", data_bring_into_view=keep)
    return (
        f'<svg class="df-table{" df-throwing" if throwing else ""}" id="df-table" viewBox="{-900 - MARGIN} '
        f'{-600 - MARGIN} {w} {h}" role="{"application" if throwing else "img"}" aria-label="{label}"{pad}>'
        f"<title>{label}</title><g{turn}>"
        f'<rect class="df-felt" x="-900" y="-600" width="{TABLE_W}" height="{TABLE_H}" rx="8"/>'
        f'<g id="df-stations">{stations_svg(aim if throwing else None)}</g>{board}'
        f'<g id="df-path" class="df-path"></g><g id="df-aim">{arrow}</g><g id="df-fly" class="df-fly"></g>'
        "</g></svg>"
    )


def board_closeup(view: Mapping[str, Any], g: Guide | None = None) -> str:
    """The board alone, close up, with the dice lying on it: where each one stopped reads at a glance
    (the table drawing is true to scale, so the board is small in it).  Hidden when the board is
    (sitting down; blind once the memorise time is over, web/throw.py)."""
    g = g or Guide()
    if g.board_hidden:
        return ""
    half = geo.HALF + 20
    dice = [d for d in view.get("board") or [] if abs(float(d["x"])) <= half and abs(float(d["y"])) <= half]
    label = "The board close up" + (f", {len(dice)} {'die' if len(dice) == 1 else 'dice'} on it" if dice else "")
    return (
        f'<svg class="df-closeup{" df-closeup-blind" if g.memorise_ms else ""}" viewBox="{-half} {-half} {2 * half} '
        f'{2 * half}" role="img" aria-label="{label}"{attrs(data_df_memorise=g.memorise_ms or None)}>'
        f'<title>{label}</title>{board_svg()}<g class="df-resting">{resting_dice(dice)}</g></svg>'
    )
