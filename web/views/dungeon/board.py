"""The board as one SVG: the static layer plus tokens, badges and clickable targets.

`render_board(view, decision)` is a pure function of a player's view and the
pending decision (python-chess's `chess.svg.board()` manner).  On a phone the
board zooms onto the part holding every target (`--dng-zoom`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import esc
from ..kit import tokens as kit_tokens
from .fight import render_fight
from .layout import Layout, _areas, _hero_spots, layout
from .names import (
    CLASS_NAMES,
    _colour,
    _initial,
    _monster_text,
    _n,
    _possessive,
    _space_label,
)

# Defaults for every colour; the app's CSS may define the variables instead.
FOCUS_CELLS = 22  # narrowest phone window onto the board, in cells

STYLE = """
.dng-board{color:var(--fg,#1d1a22);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
 --dng-l0:var(--dng-level-0,#f1dfa8);--dng-l1:var(--dng-level-1,#e3eed6);--dng-l2:var(--dng-level-2,#d7e7f1);
 --dng-l3:var(--dng-level-3,#e8def3);--dng-l4:var(--dng-level-4,#f4e2cd);--dng-l5:var(--dng-level-5,#f3d6d6);
 --dng-l6:var(--dng-level-6,#d9d4e4);--dng-rk:var(--dng-rock,#4b433b);--dng-wl:var(--dng-wall-color,#231d18);
 --dng-mt:var(--dng-mortar,#8a8074);--dng-dr:var(--dng-door-color,#8a5526);--dng-tg:var(--dng-target,#ffb000);
 --dng-pt:var(--dng-path-color,#1f6fd1);--dng-ok:var(--dng-ok-color,#1d7a35);--dng-cd:var(--dng-card,#fffaf0);
 --dng-bk:var(--dng-card-back,#7b2d26);--dng-hn:var(--dng-hunter-color,#5c0a0a);--dng-tx:var(--fg,#1d1a22);
 --dng-bg:var(--card,#ffffff);--dng-fc:var(--focus,#0b63ce)}
@media (prefers-color-scheme:dark){.dng-board{color:var(--fg,#eee9f3);
 --dng-l0:var(--dng-level-0,#5a4a1c);--dng-l1:var(--dng-level-1,#2f4229);--dng-l2:var(--dng-level-2,#233c4c);
 --dng-l3:var(--dng-level-3,#3d2f4d);--dng-l4:var(--dng-level-4,#4d3822);--dng-l5:var(--dng-level-5,#4f2828);
 --dng-l6:var(--dng-level-6,#34303f);--dng-rk:var(--dng-rock,#0e0c10);--dng-wl:var(--dng-wall-color,#b8ab98);
 --dng-mt:var(--dng-mortar,#5a5262);--dng-dr:var(--dng-door-color,#c98a4a);--dng-tg:var(--dng-target,#ffcc33);
 --dng-pt:var(--dng-path-color,#7cb8ff);--dng-ok:var(--dng-ok-color,#5fd27e);--dng-cd:var(--dng-card,#2a2431);
 --dng-bk:var(--dng-card-back,#b4534a);--dng-hn:var(--dng-hunter-color,#e05555);--dng-tx:var(--fg,#eee9f3);
 --dng-bg:var(--card,#221d29);--dng-fc:var(--focus,#7cb8ff)}}
.dng-board text{fill:var(--dng-tx);text-anchor:middle;dominant-baseline:central}
.dng-rock{fill:var(--dng-rk)}
.dng-l0{fill:var(--dng-l0)}.dng-l1{fill:var(--dng-l1)}.dng-l2{fill:var(--dng-l2)}.dng-l3{fill:var(--dng-l3)}
.dng-l4{fill:var(--dng-l4)}.dng-l5{fill:var(--dng-l5)}.dng-l6{fill:var(--dng-l6)}
.dng-stone{stroke:var(--dng-mt)}
.dng-wall{fill:none;stroke:var(--dng-wl)}
.dng-name{font-weight:600}
.dng-hall .dng-name{font-weight:800;letter-spacing:.04em}
.dng-lvl{font-weight:700;opacity:.75}
.dng-door{fill:var(--dng-dr);stroke:var(--dng-wl)}
.dng-secret rect{fill:var(--dng-bg);stroke:var(--dng-dr)}
.dng-secret circle{fill:var(--dng-bg);stroke:var(--dng-dr)}
.dng-board .dng-secret text{font-weight:800;fill:var(--dng-dr)}
.dng-cleared circle{fill:var(--dng-ok)}
.dng-check{fill:none;stroke:#fff;stroke-linecap:round;stroke-linejoin:round}
.dng-board .dng-cleared text{font-weight:700;fill:var(--dng-ok)}
.dng-slot rect{stroke:var(--dng-wl)}
.dng-up rect{fill:var(--dng-cd)}
.dng-down rect{fill:url(#dng-back)}.dng-board .dng-back{fill:var(--dng-bk)}
.dng-slot circle{fill:var(--dng-bg);stroke:var(--dng-wl)}
.dng-board .dng-slot text{font-weight:800}
.dng-path{fill:none;stroke:var(--dng-pt);opacity:.55;stroke-linecap:round;stroke-linejoin:round}
.dng-path circle{fill:var(--dng-pt);stroke:none}
.dng-hero circle{stroke:#111}
.dng-hero .dng-ring{fill:none;stroke:var(--dng-tx)}.dng-hero .dng-ring2{fill:none;stroke:var(--dng-bg)}
.dng-board .dng-hero text{font-weight:800}
.dng-current{animation:dng-pop .3s ease-out;transform-box:fill-box;transform-origin:center}
@keyframes dng-pop{from{transform:scale(1.6);opacity:.5}}
.dng-hunter path{fill:var(--dng-hn);stroke:#fff}
.dng-board .dng-hunter text{fill:#fff;font-weight:800}
.dng-board .target{cursor:pointer;outline:none}
.dng-chest path{fill:#c98a2b;stroke:#3b250c}.dng-chest .dng-band{fill:none;stroke:#3b250c}
.dng-chest .dng-lock{fill:#ffe08a;stroke:#3b250c;stroke-width:.5}
.dng-board .token-initial{fill:#fff;stroke:#111;stroke-width:.06em;paint-order:stroke;font-weight:800}
.dng-hero .token-body{stroke:#111;stroke-width:.08em}
.dng-hl{fill:var(--dng-tg);fill-opacity:.15;stroke:var(--dng-tg)}
.dng-pin{fill:var(--dng-tg);stroke:var(--dng-wl)}
.dng-board .target:hover .dng-hl{fill-opacity:.4}
.dng-board .target:focus-visible .dng-hl{stroke:var(--dng-fc);fill-opacity:.4}
@media (max-width:860px){.dng-board .dng-world{transform:var(--dng-zoom,none)}}
"""


def _check(cx: float, cy: float, r: float) -> str:
    return (
        f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}"/>'
        f'<path class="dng-check" d="M{_n(cx - r * 0.5)} {_n(cy)}l{_n(r * 0.35)} {_n(r * 0.38)}'
        f'l{_n(r * 0.6)} {_n(-r * 0.78)}" stroke-width="{_n(r * 0.32)}"/>'
    )


def _cleared(lay: Layout, view: Mapping[str, Any]) -> str:
    out = []
    c = lay.cell
    r = c * 0.3
    for space_id, tokens in (view.get("cleared") or {}).items():
        space = lay.board.spaces.get(space_id)
        if space is None or not isinstance(tokens, int) or tokens <= 0:
            continue
        x, y, w, _h = lay.rects[space_id]
        chamber = space.kind == "chamber"
        label = f"{tokens} of 3 Cleared tokens" if chamber else "Cleared"
        parts = [f'<g class="dng-cleared"><title>{esc(_space_label(lay.board, space_id))}: {label}</title>']
        right = x + w - c * 0.42
        for i in range(min(tokens, 3)):
            parts.append(_check(right - i * r * 2.2, y + c * 0.42, r))
        if chamber:
            parts.append(
                f'<text x="{_n(right - min(tokens, 3) * r * 2.2 - c * 0.05)}" y="{_n(y + c * 0.42)}" '
                f'font-size="{_n(c * 0.4)}" text-anchor="end">{min(tokens, 3)}/3</text>'
            )
        parts.append("</g>")
        out.append("".join(parts))
    return "".join(out)


def _chest(x: float, y: float, c: float) -> str:
    """A small treasure chest, its top-left corner at (x, y): a room still holds its treasure."""
    w, h = c * 0.7, c * 0.52
    return (
        f'<g class="dng-chest"><path d="M{_n(x)} {_n(y + h * 0.42)}Q{_n(x + w / 2)} {_n(y - h * 0.25)} '
        f'{_n(x + w)} {_n(y + h * 0.42)}V{_n(y + h)}H{_n(x)}Z" stroke-width="{_n(c * 0.04)}"/>'
        f'<path class="dng-band" d="M{_n(x)} {_n(y + h * 0.42)}H{_n(x + w)}" stroke-width="{_n(c * 0.05)}"/>'
        f'<rect class="dng-lock" x="{_n(x + w / 2 - c * 0.06)}" y="{_n(y + h * 0.32)}" width="{_n(c * 0.12)}" '
        f'height="{_n(c * 0.16)}"/></g>'
    )


def _chests(lay: Layout, view: Mapping[str, Any]) -> str:
    """A chest in the top-right corner of every room not yet cleared (chambers never hold treasure)."""
    cleared = view.get("cleared") or {}
    c = lay.cell
    out = []
    for space in lay.rooms:
        if cleared.get(space):
            continue
        x, y, w, _h = lay.rects[space]
        out.append(_chest(x + w - c * 0.82, y + c * 0.16, c))
    if not out:
        return ""
    return f'<g class="dng-chests"><title>A room: its treasure waits for whoever clears it</title>{"".join(out)}</g>'


def _slots(lay: Layout, view: Mapping[str, Any]) -> str:
    out = []
    c = lay.cell
    cw, ch = c * 1.5, c * 0.56
    for slot in view.get("slots") or ():
        space_id = slot.get("space")
        if space_id not in lay.rects:
            continue
        x, y, _w, _h = lay.rects[space_id]
        number = int(slot.get("number", 0))
        monster = slot.get("monster")
        face_up = bool(slot.get("face_up"))
        bx, by = x + c * 1.0, y + c * 0.08  # in the top strip, after the level label
        state = "face up" if face_up else "face down"
        who = _monster_text(monster) if monster else "unknown monster"
        seen = "" if face_up or not monster else " (you know it)"
        title = f"Slot {number}, {state}{seen}: {who}"
        dropped = slot.get("dropped") or ()
        if dropped:
            title += f"; {len(dropped)} dropped treasure" + ("s" if len(dropped) > 1 else "")
        parts = [
            f'<g class="dng-slot {"dng-up" if face_up else "dng-down"}"><title>{esc(title)}</title>'
            f'<rect x="{_n(bx)}" y="{_n(by)}" width="{_n(cw)}" height="{_n(ch)}" rx="{_n(c * 0.08)}" '
            f'stroke-width="{_n(c * 0.035)}"/>'
        ]
        nx, ny = bx + c * 0.3, by + ch / 2
        parts.append(
            f'<circle cx="{_n(nx)}" cy="{_n(ny)}" r="{_n(c * 0.23)}" stroke-width="{_n(c * 0.03)}"/>'
            f'<text x="{_n(nx)}" y="{_n(ny)}" font-size="{_n(c * 0.32)}">{number}</text>'
        )
        if face_up and monster:
            parts.append(
                f'<text x="{_n(bx + cw * 0.66)}" y="{_n(ny)}" font-size="{_n(c * 0.42)}">'
                f"{esc(_initial(monster))}</text>"
            )
        parts.append("</g>")
        out.append("".join(parts))
    return "".join(out)


def _path(lay: Layout, view: Mapping[str, Any]) -> str:
    points = [_areas(lay, s)[0] for s in (view.get("path") or ()) if s in lay.rects]
    if len(points) < 2 or view.get("over"):
        return ""
    c = lay.cell
    coords = " ".join(f"{_n(px)},{_n(py)}" for px, py in points)
    sx, sy = points[0]
    return (
        f'<g class="dng-path"><title>This turn\'s path</title><polyline points="{coords}" '
        f'stroke-width="{_n(c * 0.22)}"/><circle cx="{_n(sx)}" cy="{_n(sy)}" r="{_n(c * 0.16)}"/></g>'
    )


def _tokens(lay: Layout, view: Mapping[str, Any]) -> str:
    """Hero tokens (and the Hunter), grouped by space so several stay visible."""
    by_space: dict[str, list[tuple[str, Any]]] = {}
    for player in view.get("players") or ():
        hero = player.get("hero")
        space = player.get("space")
        if hero and space in lay.rects:
            by_space.setdefault(space, []).append(("hero", player))
    hunter = view.get("hunter")
    if hunter and hunter.get("space") in lay.rects:
        by_space.setdefault(hunter["space"], []).append(("hunter", hunter))
    over = bool(view.get("over"))
    current = view.get("turn") if view.get("phase") != "pick_hero" and not over else None
    out = []
    for space_id in sorted(by_space, key=lambda s: lay.rects[s][1::-1]):
        items = by_space[space_id]
        # The current hero is drawn last, on top.
        items.sort(key=lambda it: (it[0] == "hero" and it[1].get("seat") == current, it[0] == "hunter"))
        spots, r = _hero_spots(lay, space_id, len(items))
        for (kind, item), (cx, cy) in zip(items, spots, strict=True):
            if kind == "hunter":
                out.append(_hunter_token(item, cx, cy, r, lay))
            else:
                out.append(_hero_token(item, cx, cy, r, item.get("seat") == current, lay))
    return "".join(out)


SEAT_SHAPES = ("circle", "square", "diamond", "hexagon")  # one shape per seat, so colour is never alone


def _hero_token(player: Mapping[str, Any], cx: float, cy: float, r: float, ringed: bool, lay: Layout) -> str:
    hero = player["hero"]
    colour = _colour(hero.get("colour"))
    mark = str(hero.get("mark") or "?")[:1]
    cls = CLASS_NAMES.get(hero.get("class"), str(hero.get("class")))
    where = _space_label(lay.board, player.get("space"))
    title = f"{player.get('name', '')}: {hero.get('name', '')} the {cls} in {where}"
    seat = player.get("seat")
    shape = SEAT_SHAPES[seat % len(SEAT_SHAPES)] if isinstance(seat, int) else "circle"
    ring = ""
    if ringed:
        title += " (this turn)"
        ring = (
            f'<circle class="dng-ring" cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r * 1.25)}" stroke-width="{_n(r * 0.3)}"/>'
            f'<circle class="dng-ring2" cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r * 1.25)}" stroke-width="{_n(r * 0.1)}"/>'
        )
    token = kit_tokens.figure(mark, colour, shape, x=cx, y=cy, r=r, label=title)
    return f'<g class="dng-hero{" dng-current" if ringed else ""}"><title>{esc(title)}</title>{ring}{token}</g>'


def _hunter_token(hunter: Mapping[str, Any], cx: float, cy: float, r: float, lay: Layout) -> str:
    monster = hunter.get("monster")
    title = "The Hunter" + (f": {_monster_text(monster)}" if monster else " (face down)")
    title += f" in {_space_label(lay.board, hunter.get('space'))}"
    s = r * 1.15
    d = f"M{_n(cx)} {_n(cy - s)}L{_n(cx + s)} {_n(cy)}L{_n(cx)} {_n(cy + s)}L{_n(cx - s)} {_n(cy)}Z"
    return (
        f'<g class="dng-hunter"><title>{esc(title)}</title><path d="{d}" stroke-width="{_n(r * 0.12)}"/>'
        f'<text x="{_n(cx)}" y="{_n(cy)}" font-size="{_n(r * 1.05)}">H</text></g>'
    )


def _targets(lay: Layout, decision: Any) -> tuple[str, list[tuple[float, float, float, float]]]:
    """One clickable element per distinct target (the first option with it wins), and their boxes."""
    chosen: dict[str, Any] = {}
    for option in decision.options:
        target = option.target
        if target is None or target in chosen:
            continue
        if target in lay.rects or target in lay.doors:
            chosen[target] = option
    c = lay.cell
    items = []
    for target, option in chosen.items():
        if target in lay.rects:
            x, y, w, h = lay.rects[target]
            pad = c * 0.02
            box = (x + pad, y + pad, w - 2 * pad, h - 2 * pad)
        else:
            door = lay.doors[target]
            box = (door.x - c * 0.5, door.y - c * 0.5, c, c)
        items.append((box[1], box[0], target, option, box))
    items.sort(key=lambda it: (it[0], it[1], it[2]))  # reading order for Tab
    out = []
    sw = c * 0.12
    dash = f"{_n(c * 0.24)} {_n(c * 0.12)}"
    # The hero's own space is a drag handle: drag the hero onto a highlighted space to move there.
    moving = any(o.key.startswith("move:") for o in decision.options)
    for _y, _x, _target, option, (x, y, w, h) in items:
        px, py = x + w - c * 0.22, y + h - c * 0.22
        pr = c * 0.13
        drag = ' data-drag=""' if moving and option.key == "stop" else ""
        out.append(
            f'<g class="target" data-choice="{esc(option.key)}"{drag} tabindex="0" role="button" '
            f'aria-label="{esc(option.label)}"><title>{esc(option.label)}</title>'
            f'<rect class="dng-hl" x="{_n(x + sw / 2)}" y="{_n(y + sw / 2)}" width="{_n(w - sw)}" '
            f'height="{_n(h - sw)}" rx="{_n(c * 0.1)}" stroke-width="{_n(sw)}" stroke-dasharray="{dash}"/>'
            f'<path class="dng-pin" d="M{_n(px)} {_n(py - pr)}L{_n(px + pr)} {_n(py)}L{_n(px)} {_n(py + pr)}'
            f'L{_n(px - pr)} {_n(py)}Z" stroke-width="{_n(c * 0.03)}"/></g>'
        )
    return "".join(out), [it[4] for it in items]


def _focus(lay: Layout, view: Mapping[str, Any], boxes: list[tuple[float, float, float, float]]) -> str:
    """On a phone, a CSS transform showing only the part of the board that holds every target.

    The window also holds the current hero and this turn's path, keeps the
    board's aspect ratio, is at least FOCUS_CELLS wide, and is skipped when it
    would be most of the board anyway (then the whole board shows).
    """
    if not boxes:
        return ""
    c, width, height = lay.cell, float(lay.board.width), float(lay.board.height)
    boxes = list(boxes)
    players = view.get("players") or ()
    turn = view.get("turn")
    spaces = list(view.get("path") or ())
    if isinstance(turn, int) and 0 <= turn < len(players):
        spaces.append(players[turn].get("space"))
    boxes += [lay.rects[s] for s in spaces if s in lay.rects]
    x0 = min(b[0] for b in boxes) - c
    y0 = min(b[1] for b in boxes) - c
    x1 = max(b[0] + b[2] for b in boxes) + c
    y1 = max(b[1] + b[3] for b in boxes) + c
    ratio = height / width
    fw = max(x1 - x0, (y1 - y0) / ratio, FOCUS_CELLS * c)
    if fw >= 0.75 * width:
        return ""
    fh = fw * ratio
    fx = min(max((x0 + x1 - fw) / 2, 0.0), width - fw)
    fy = min(max((y0 + y1 - fh) / 2, 0.0), height - fh)
    return f"scale({width / fw:.4f}) translate({_n(-fx)}px,{_n(-fy)}px)"


def _title(view: Mapping[str, Any]) -> str:
    players = view.get("players") or ()
    if view.get("over"):
        return "Dungeon! board: game over"
    turn = view.get("turn")
    if view.get("phase") != "pick_hero" and isinstance(turn, int) and 0 <= turn < len(players):
        return f"Dungeon! board: {_possessive(str(players[turn].get('name', '')))} turn"
    return "Dungeon! board"


def render_board(view: Mapping[str, Any], decision: Any, *, interactive: bool = True, board: Any = None) -> str:
    """The table: the board (`board_svg`), then the last fight lying beside it (fight.py).

    The fight sits with the board, not in the panels, so on a laptop the board,
    the fight and the decision share one screen (the decision and the latest
    events in the column beside them), and on a phone it follows the board.
    """
    return board_svg(view, decision, interactive=interactive, board=board) + render_fight(view)


def board_svg(view: Mapping[str, Any], decision: Any, *, interactive: bool = True, board: Any = None) -> str:
    """The board as one SVG string; the decision's board targets are clickable.

    Targets are drawn only when `interactive`, `decision` is not None, and the
    decision belongs to the viewer (or the view is the shared hot-seat view,
    viewer None).  `board` defaults to the shipped board (tests pass their own).
    """
    lay = layout(board)
    b = lay.board
    viewer = view.get("viewer")
    live = interactive and decision is not None and (viewer is None or decision.player == viewer)
    targets, boxes = _targets(lay, decision) if live else ("", [])
    role = 'role="group"' if targets else 'role="img"'
    zoom = _focus(lay, view, boxes)
    world = f' style="--dng-zoom:{zoom}"' if zoom else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="dng-board" viewBox="0 0 {_n(b.width)} {_n(b.height)}" '
        f'width="100%" {role} aria-label="{esc(_title(view))}">'
        f'<title>{esc(_title(view))}</title><style>{STYLE}</style><g class="dng-world"{world}>{lay.static}'
        f'<g class="dng-tokens">{_chests(lay, view)}{_cleared(lay, view)}{_slots(lay, view)}{_path(lay, view)}'
        f"{_tokens(lay, view)}</g>"
        f'<g class="dng-targets">{targets}</g></g></svg>'
    )
