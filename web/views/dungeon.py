"""Dungeon! drawn from its view: the board as one SVG, the players as HTML panels.

`render_board(view, decision)` and `render_panels(view)` are pure functions of
a player's view (engine/games/dungeon/view.py) and the pending decision, in
the manner of python-chess's `chess.svg.board()`.  The board's walls,
flagstones, doors and names never change, so that layer is built once and
cached; each call only adds the tokens, badges and highlighted targets.

Clickable targets: every option whose `target` names a board space (or a
secret door id) is drawn on that element as
`<g class="target" data-choice="KEY" role="button" tabindex="0" aria-label=...>`
(the first option wins when several share a target; the others stay buttons
in the decision bar).

On a phone (viewport <= 860 px) the board zooms onto the part holding every
target (a CSS transform in `--dng-zoom`), so names and flagstones stay
readable at 390 px; with no targets the whole board shows.

CSS classes (SVG; every colour is a CSS variable with a default in the
SVG's own `<style>`, so it looks right standalone and in dark mode; the app
may set --dng-level-0..6, --dng-rock, --dng-wall-color, --dng-mortar,
--dng-door-color, --dng-target, --dng-path-color, --dng-ok-color, --dng-card,
--dng-card-back, --dng-hunter-color, and the app's --fg, --card, --focus):
  dng-board      the <svg>            dng-world   everything drawn (phone zoom)
  dng-rock       background rock
  dng-space      any space group      dng-corridor / dng-room / dng-chamber / dng-hall
  dng-l0 .. dng-l6  level fill (variables --dng-level-0 .. --dng-level-6)
  dng-floor      a space's floor rect  dng-stone   one corridor flagstone
  dng-wall       room/chamber/hall wall outline   dng-open   gap for an open side
  dng-name       space name text      dng-lvl     the level number in a room
  dng-door       door bar             dng-secret  secret door group (dashed bar + "S")
  dng-cleared    Cleared badge group  dng-check   its check mark
  dng-slot       monster slot badge   dng-up / dng-down (face-up / card back, dng-back)
  dng-path       this turn's path     dng-hero    hero token (dng-current: ringed by
                                                  dng-ring + dng-ring2)
  dng-hunter     the Hunter token     target      clickable target (dng-hl outline,
                                                  dng-pin marker)
HTML panels (every section also has the app's generic class "panel"; layout
defaults ship in a zero-specificity `:where()` style block the app overrides):
  dng-panels (wrapper), player (one seat; .turn when it is that seat's turn),
  dng-turn ("▶ Turn" label), dng-mark (hero colour chip), dng-stats (dl),
  dng-cards (card list), dng-hidden, dng-slots, dng-decks, dng-hunt,
  dng-result, dng-monster (hit table), dng-num (slot number), dng-hero, dng-legend (map key).

The table: `render_fight(view)` (first in the panels) draws the view's `last_fight` with the kit:
the monster as a card (dng-card, dng-need-N marks the fighter's own number, N = stat position),
the 2d6 in a roll tray (rolling only on the render right after the roll: nothing logged since),
the strike-back (dng-strike) and the treasure gained as cards (dng-loot; a back for what this
reader may not see).  On the board, hero tokens are kit figures (a shape per seat) and every room
not yet cleared shows a chest (dng-chest); chambers keep their double wall.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from typing import Any

from .common import esc
from .kit import cards as kit_cards
from .kit import dice as kit_dice
from .kit import emblems as kit_emblems
from .kit import tokens as kit_tokens

CLASS_NAMES = {"cleric": "Cleric", "fighter": "Fighter", "rogue": "Rogue", "wizard": "Wizard"}
CLASSES = tuple(CLASS_NAMES)
SPELL_NAMES = {"fireball": "Fireball", "lightning": "Lightning Bolt", "teleport": "Teleport"}
SPECIAL_NAMES = {
    "secret_door": "Secret Door",
    "esp_medallion": "ESP Medallion",
    "crystal_ball": "Crystal Ball",
    "magic_sword": "Magic Sword",
}
TRAP_NAMES = {"cage_trap": "Cage Trap", "slide_trap": "Slide Trap"}
KIND_NAMES = {"room": "room", "chamber": "chamber", "corridor": "corridor", "great_hall": "Great Hall"}
_HEX = re.compile(r"#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?\Z")
_CURRENT = ' aria-current="true"'
FOCUS_CELLS = 22  # narrowest phone window onto the board, in cells
CHAR_EM = 0.63  # mean advance of a semi-bold sans-serif character, in em (for fitting names)
_SMALL_WORDS = {"of", "the", "and", "a", "an", "in", "to"}

# Defaults for every colour; the app's CSS may define the variables instead.
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

# Panel layout defaults at zero specificity (:where), so the app's CSS wins.
PANEL_STYLE = """
:where(.dng-panels){display:grid;grid-template-columns:minmax(0,1fr);gap:10px}
:where(.dng-panels) h3{margin:0 0 4px;font-size:1rem;overflow-wrap:anywhere}
:where(.dng-panels) p{margin:2px 0}
:where(.dng-panels .turn){outline:3px solid var(--accent,#6b3fa0);outline-offset:2px;border-radius:6px}
:where(.dng-turn){font-weight:700;color:var(--accent,#6b3fa0);margin-right:4px}
:where(.dng-stats){display:grid;grid-template-columns:auto 1fr;gap:2px 8px;margin:0}
:where(.dng-stats) dt{color:var(--muted,#4f4858)}
:where(.dng-stats) dd{margin:0}
:where(.dng-cards){margin:0;padding-left:1.1em}
:where(.dng-mark){display:inline-block;min-width:1.5em;line-height:1.5em;text-align:center;border-radius:50%;
 font-weight:800;border:2px solid #111}
:where(.dng-hidden){font-style:italic;color:var(--muted,#4f4858)}
:where(.dng-num){display:inline-block;min-width:1.5em;text-align:center;font-weight:800;border:2px solid currentColor;
 border-radius:4px}
:where(.dng-legend) ul{list-style:none;margin:0;padding:0;display:grid;gap:4px}
:where(.dng-legend) li{display:flex;align-items:center;gap:8px}
:where(.dng-slots) ol{list-style:none;margin:0;padding:0;display:grid;gap:6px}
:where(.dng-monster, .dng-decks table){border-collapse:collapse;font-size:.85rem;margin-top:2px}
:where(.dng-monster, .dng-decks table) :is(th, td){border:1px solid var(--line,#b9b0c4);padding:1px 5px;
 text-align:center}
"""


# ---------------------------------------------------------------- helpers
def _n(value: float) -> str:
    """A coordinate, short: 12.0 -> '12', 3.14159 -> '3.14'."""
    text = f"{value:.2f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def _gp(value: Any) -> str:
    return f"{value:,} gp" if isinstance(value, int) else esc(value)


def _colour(value: Any) -> str:
    """A hero colour, only if it is a plain hex colour (it goes into an attribute)."""
    return value if isinstance(value, str) and _HEX.match(value) else "#888888"


def _ink(colour: str) -> str:
    """Black or white, whichever reads better on `colour` (WCAG luminance)."""
    digits = colour[1:]
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    channels = []
    for i in (0, 2, 4):
        c = int(digits[i : i + 2], 16) / 255
        channels.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
    lum = 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    return "#000" if (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) else "#fff"


def _load_board() -> Any:
    from engine.games.dungeon import content

    return content.load_board()


def _space_label(board: Any, space_id: Any) -> str:
    """A space as players say it: its name, or where a flagstone lies ("the corridor north of Crypt")."""
    if not isinstance(space_id, str) or space_id not in board.spaces:
        return str(space_id)
    place_name = getattr(board, "place_name", None)  # test boards may be bare namespaces
    if place_name is not None:
        return place_name(space_id)
    space = board.spaces[space_id]
    return space.name or f"corridor {space.id}"


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


def _monster_text(monster: Mapping[str, Any] | None) -> str:
    if not monster:
        return "face down"
    kind = monster.get("kind")
    if kind in TRAP_NAMES:
        return TRAP_NAMES[kind]
    hits = ", ".join(f"{CLASS_NAMES[k]} {_hit(monster.get(k))}" for k in CLASSES)
    spells = ", ".join(f"{SPELL_NAMES[k]} {_hit(monster.get(k))}" for k in ("fireball", "lightning"))
    return f"{monster.get('name', '?')} ({hits}; {spells})"


def _possessive(name: str) -> str:
    """ "Ana's", but "Ross'" (a name ending in s takes only the apostrophe)."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _hit(value: Any) -> str:
    return "–" if value is None else str(value)


def _initial(monster: Mapping[str, Any]) -> str:
    kind = monster.get("kind")
    if kind in TRAP_NAMES:
        return "T"
    name = str(monster.get("name") or "?")
    return name[:1].upper()


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


# ---------------------------------------------------------------- panels
def _card(card: Mapping[str, Any], sword_bonus: int = 0) -> str:
    name = esc(card.get("name", "?"))
    special = card.get("special")
    extra = ""
    if special == "magic_sword" and sword_bonus:
        extra = f" +{int(sword_bonus)}"
    elif special in SPECIAL_NAMES and SPECIAL_NAMES[special].lower() not in str(card.get("name", "")).lower():
        extra = f" ({SPECIAL_NAMES[special]})"
    return f"<li>{name}{esc(extra)} <small>{_gp(card.get('gp'))}</small></li>"


def _cards(cards: Sequence[Mapping[str, Any]], sword_bonus: int = 0) -> str:
    if not cards:
        return "none"
    return f'<ul class="dng-cards">{"".join(_card(c, sword_bonus) for c in cards)}</ul>'


def _spells(player: Mapping[str, Any]) -> str:
    cap = player.get("spell_cap", 0)
    spells = player.get("spells")
    if spells is None:
        return f"{int(player.get('spell_count', 0))} of {int(cap)}"
    counts: dict[str, int] = {}
    for s in spells:
        counts[s] = counts.get(s, 0) + 1
    listed = ", ".join(f"{SPELL_NAMES.get(k, k)} ×{n}" for k, n in sorted(counts.items())) or "none"
    return f"{esc(listed)} ({len(spells)} of {int(cap)})"


def _player(player: Mapping[str, Any], view: Mapping[str, Any], board: Any) -> str:
    seat = player.get("seat")
    over = bool(view.get("over"))
    picking = view.get("phase") == "pick_hero"
    on_turn = not over and ((picking and view.get("deciding") == seat) or (not picking and view.get("turn") == seat))
    winners = view.get("winners") or ()
    me = view.get("viewer") == seat
    head = f'<span class="dng-turn">▶ {"Choosing" if picking else "Turn"}</span> ' if on_turn else ""
    if over and seat in winners:
        head = '<span class="dng-turn">★ Winner</span> '
    you = " <small>(you)</small>" if me else ""
    parts = [
        f'<section class="player panel{" turn" if on_turn else ""}"{_CURRENT if on_turn else ""}>'
        f"<h3>{head}{esc(player.get('name', ''))}{you}</h3>"
    ]
    hero = player.get("hero")
    if not hero:
        parts.append('<p class="dng-hero">Choosing a hero…</p>')
    else:
        colour = _colour(hero.get("colour"))
        cls = CLASS_NAMES.get(hero.get("class"), str(hero.get("class")))
        parts.append(
            f'<p class="dng-hero"><span class="dng-mark" style="background:{colour};color:{_ink(colour)}" '
            f'aria-hidden="true">{esc(str(hero.get("mark") or "?")[:2])}</span> '
            f"{esc(hero.get('name', ''))} the {esc(cls)}</p>"
        )
        rows = [("Where", esc(_space_label(board, player.get("space"))))]
        rows.append(("Needs", _gp(player.get("requirement"))))
        hand = player.get("hand")
        count = int(player.get("hand_count", 0))
        in_play = player.get("in_play") or []
        shown = sum(c.get("gp") or 0 for c in in_play if isinstance(c.get("gp"), int))
        if player.get("gp") is None and count:
            cards = f"{count} hidden card{'s' * (count != 1)}"
            known = f"{_gp(shown)} in play + " if shown else ""
            rows.append(("Carries", f'{known}<span class="dng-hidden">{cards}</span>'))
        elif player.get("gp") is None:
            rows.append(("Carries", _gp(shown)))  # nothing in hand: all of it is in play
        else:
            rows.append(("Carries", _gp(player.get("gp"))))
        if hand is not None:
            rows.append(("Hand", _cards(hand)))
        rows.append(("In play", _cards(in_play, int(player.get("sword_bonus") or 0))))
        lat = int(player.get("lat") or 0)
        if lat:
            rows.append(("Lose a Turn", f"{lat} token{'s' * (lat != 1)}"))
        if hero.get("class") == "wizard":
            rows.append(("Spells", _spells(player)))
        rows.append(("Deaths", str(int(player.get("deaths") or 0))))
        parts.append('<dl class="dng-stats">' + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows) + "</dl>")
    parts.append("</section>")
    return "".join(parts)


def _monster_table(monster: Mapping[str, Any]) -> str:
    kind = monster.get("kind")
    if kind in TRAP_NAMES:
        return f"<strong>{TRAP_NAMES[kind]}</strong>"
    heads = [(CLASS_NAMES[k], CLASS_NAMES[k][:3]) for k in CLASSES] + [("Fireball", "Fire"), ("Lightning Bolt", "Bolt")]
    cells = [_hit(monster.get(k)) for k in (*CLASSES, "fireball", "lightning")]
    return (
        f"<strong>{esc(monster.get('name', '?'))}</strong> "
        f'<table class="dng-monster"><caption class="sr">Roll needed to destroy it</caption><tr>'
        + "".join(f'<th scope="col"><abbr title="{full}">{short}</abbr></th>' for full, short in heads)
        + "</tr><tr>"
        + "".join(f"<td>{esc(v)}</td>" for v in cells)
        + "</tr></table>"
    )


def _slots_panel(view: Mapping[str, Any], board: Any) -> str:
    slots = view.get("slots") or []
    items = []
    for slot in slots:
        monster = slot.get("monster")
        if monster:
            known = "" if slot.get("face_up") else " <small>(face down; you know it)</small>"
            what = _monster_table(monster) + known
        else:
            what = '<span class="dng-hidden">face down</span>'
        dropped = slot.get("dropped") or []
        if dropped:
            what += f"<div>Dropped treasure: {_cards(dropped)}</div>"
        treasure = slot.get("treasure")
        if treasure == "hidden":
            what += '<div>A treasure waits here <span class="dng-hidden">(hidden)</span></div>'
        elif isinstance(treasure, Mapping):
            what += f"<div>Treasure waiting (you know it): {_cards([treasure])}</div>"
        items.append(
            f'<li><span class="dng-num">{int(slot.get("number", 0))}</span> '
            f"<b>{esc(_space_label(board, slot.get('space')))}</b>: {what}</li>"
        )
    body = f"<ol>{''.join(items)}</ol>" if items else "<p>No unbeaten monsters.</p>"
    return f'<section class="panel dng-slots"><h3>Monster slots</h3>{body}</section>'


def _decks_panel(view: Mapping[str, Any]) -> str:
    decks = view.get("decks") or {}
    rows = "".join(
        f'<tr><th scope="row">{esc(level)}</th><td>{int(d.get("monsters", 0))}</td>'
        f"<td>{int(d.get('monster_discard', 0))}</td><td>{int(d.get('treasures', 0))}</td></tr>"
        for level, d in sorted(decks.items(), key=lambda kv: int(kv[0]))
    )
    return (
        '<section class="panel dng-decks"><h3>Decks</h3><table><thead><tr><th scope="col">Level</th>'
        '<th scope="col">Monsters</th><th scope="col">Discarded</th><th scope="col">Treasures</th></tr>'
        f"</thead><tbody>{rows}</tbody></table></section>"
    )


def _hunt_panel(view: Mapping[str, Any], board: Any) -> str:
    out = []
    target = view.get("hunt_target")
    if target:
        out.append(
            f'<section class="panel dng-hunt"><h3>Treasure Hunt</h3><p>Find the <b>{esc(target.get("name", "?"))}</b> '
            f"({_gp(target.get('gp'))}, Level {esc(target.get('level', '?'))}) and bring it to the Great Hall.</p>"
            "</section>"
        )
    hunter = view.get("hunter")
    if hunter:
        monster = hunter.get("monster")
        what = _monster_table(monster) if monster else '<span class="dng-hidden">face down</span>'
        dropped = hunter.get("dropped") or []
        extra = f"<div>Dropped treasure: {_cards(dropped)}</div>" if dropped else ""
        out.append(
            f'<section class="panel dng-hunt"><h3>The Hunter</h3>'
            f"<p>In {esc(_space_label(board, hunter.get('space')))}: "
            f"{what}</p>{extra}</section>"
        )
    return "".join(out)


def _result_panel(view: Mapping[str, Any]) -> str:
    if not view.get("over"):
        return ""
    players = view.get("players") or []
    winners = [w for w in view.get("winners") or [] if isinstance(w, int) and 0 <= w < len(players)]
    names = [esc(players[w].get("name", "")) for w in winners]
    who = ("Winner: " + ", ".join(names)) if names else "No winner"
    reason = view.get("end_reason") or ""
    return (
        f'<section class="panel dng-result" role="status"><h3>Game over</h3><p>{who}.</p><p>{esc(reason)}</p></section>'
    )


# ---------------------------------------------------------------- the last fight, on the table
# What a strike-back roll does to the hero (R-DNG-056-066), in the words a player reads.
STRIKE_MEANING = {
    "Killed": "killed: every treasure is dropped",
    "Seriously Wounded": "seriously wounded: half the treasure dropped, back to the Great Hall",
    "Wounded": "wounded: one treasure dropped, a turn lost, pushed back",
    "Stunned": "stunned: one treasure dropped",
    "Miss": "a miss: no harm done",
}


# Each creature's emblem family (its card's art), by card type; unknown types get the kit's neutral emblem.
FAMILIES = {
    "abyss_maw": "demon",
    "barrow_champion": "undead",
    "basalt_titan": "construct",
    "black_pudding": "ooze",
    "bog_lurker": "beast",
    "cave_stalker": "beast",
    "chain_warden": "humanoid",
    "cinder_hulk": "elemental",
    "cinder_jelly": "ooze",
    "cutpurse_gang": "humanoid",
    "dread_hierophant": "undead",
    "elder_flame_wyrm": "dragon",
    "glasswing_swarm": "vermin",
    "gloom_drake": "dragon",
    "grave_cantor": "undead",
    "gutter_imps": "demon",
    "hex_weaver": "humanoid",
    "hollow_mourner": "spirit",
    "horned_colossus": "beast",
    "iron_tusk_brute": "humanoid",
    "lantern_shade": "spirit",
    "mirror_duelist": "spirit",
    "mould_crawler": "ooze",
    "rattlebones": "undead",
    "starveil_horror": "demon",
    "stone_hound": "construct",
    "thunder_ram": "beast",
    "tomb_regent": "undead",
    "tunnel_nippers": "vermin",
    "venom_coil": "beast",
}
STAT_LABELS = (*((k, CLASS_NAMES[k]) for k in CLASSES), ("fireball", "Fireball"), ("lightning", "Bolt"))
TREASURE_KINDS = {"magic_sword": "weapon", "crystal_ball": "relic", "esp_medallion": "jewel", "secret_door": "scroll"}
TREASURE_WORDS = (
    ("coin", "coin"),
    ("gold", "coin"),
    ("purse", "coin"),
    ("crown", "jewel"),
    ("ring", "jewel"),
    ("necklace", "jewel"),
    ("amulet", "jewel"),
    ("gem", "gem"),
    ("ruby", "gem"),
    ("emerald", "gem"),
    ("sapphire", "gem"),
    ("diamond", "gem"),
    ("pearl", "gem"),
    ("armour", "armour"),
    ("armor", "armour"),
    ("shield", "armour"),
    ("potion", "potion"),
    ("elixir", "potion"),
    ("scroll", "scroll"),
    ("tome", "scroll"),
    ("book", "scroll"),
)


def _family(monster: Mapping[str, Any]) -> str:
    type_id = str(monster.get("id", "")).split("#", 1)[0]
    return FAMILIES.get(type_id.split("_", 1)[1] if type_id[:1] == "l" and "_" in type_id else type_id, "")


def _treasure_kind(card: Mapping[str, Any]) -> str:
    special = card.get("special")
    if special in TREASURE_KINDS:
        return TREASURE_KINDS[special]
    name = str(card.get("name", "")).lower()
    return next((kind for word, kind in TREASURE_WORDS if word in name), "relic")


def monster_card(monster: Mapping[str, Any], hero_class: str | None, *, size: str = "md") -> str:
    """A creature as a kit card: the roll each class and spell needs; the fighter's own number marked."""
    need = hero_class if hero_class in CLASS_NAMES else None
    stats = tuple((f"▶ {label}" if key == need else label, _hit(monster.get(key))) for key, label in STAT_LABELS)
    level = int(monster.get("level") or 0)
    text = ""
    if need is not None:
        number = monster.get(need)
        text = (
            f"A {CLASS_NAMES[need]} needs {number} or more on two dice."
            if isinstance(number, int)
            else f"A {CLASS_NAMES[need]} cannot hurt it without a Magic Sword (then 13)."
        )
    face = kit_cards.CardFace(
        title=str(monster.get("name", "?")),
        kind=f"Level {level} monster",
        text=text,
        art=kit_emblems.emblem(_family(monster) or "neutral"),
        stats=stats,
        corner=f"L{level}",
        tone="foe",
    )
    index = next((i for i, (key, _label) in enumerate(STAT_LABELS, 1) if key == need), 0)
    return f'<div class="dng-card dng-need-{index}">{kit_cards.card(face, size=size)}</div>'


def treasure_card(card: Mapping[str, Any], *, size: str = "sm", turning: bool = False) -> str:
    special = card.get("special")
    level = int(card.get("level") or 0)
    face = kit_cards.CardFace(
        title=str(card.get("name", "?")),
        kind=f"Level {level} treasure" if level else "Treasure",
        text=SPECIAL_NAMES.get(special, "") if special else "",
        art=kit_emblems.emblem(_treasure_kind(card)),
        stats=(("Worth", _gp(card.get("gp"))),),
        tone="loot",
    )
    return kit_cards.card(face, size=size, turning=turning)


def _treasure_row(fight: Mapping[str, Any], rolling: bool) -> str:
    seen = [c for c in fight.get("treasures") or () if isinstance(c, Mapping)]
    count = max(int(fight.get("treasure_count") or 0), len(seen))
    if not count:
        return ""
    cards = [treasure_card(c, turning=rolling) for c in seen]
    cards += [kit_cards.card_back("Treasure", size="sm") for _ in range(count - len(seen))]
    words = "a treasure" if count == 1 else f"{count} treasures"
    return f'<div class="dng-loot"><h4>Gained {words}</h4><div class="dng-loot-cards">{"".join(cards)}</div></div>'


def _fresh(view: Mapping[str, Any], fight: Mapping[str, Any]) -> bool:
    """True on the render right after the roll: nothing has been logged since the fight's own lines."""
    log = view.get("log") or ()
    return int(fight.get("index", -1)) + len(fight.get("lines") or ()) >= len(log)


def _attack_tray(fight: Mapping[str, Any], rolling: bool) -> str:
    faces = [int(f) for f in fight.get("dice") or () if isinstance(f, int) and 1 <= f <= 6]
    bonus = int(fight.get("bonus") or 0)
    total, needed = int(fight.get("total") or 0), int(fight.get("needed") or 0)
    caption = f"{sum(faces)} + {bonus} sword = {total}" if bonus else f"Rolled {total}"
    if fight.get("hit"):
        outcome, tone = f"{needed} needed: destroyed!", "good"
    else:
        outcome, tone = f"not enough, {needed} needed", "bad"
    dice = [kit_dice.d6(f, rolling=rolling) for f in faces]
    return kit_dice.roll_tray(
        dice, caption=f"{caption}:", outcome=outcome, tone=tone, key=f"dng-attack-{int(fight.get('index', 0))}"
    )


def _strike_tray(fight: Mapping[str, Any], rolling: bool) -> str:
    strike = fight.get("strike_back")
    if not strike:
        return ""
    faces = [int(f) for f in strike.get("dice") or () if isinstance(f, int) and 1 <= f <= 6]
    outcome = str(strike.get("outcome", ""))
    name = (fight.get("monster") or {}).get("name", "monster")
    meaning = STRIKE_MEANING.get(outcome, outcome.lower())
    tone = "good" if outcome == "Miss" else "bad"
    return (
        f'<div class="dng-strike"><h4>The {esc(name)} strikes back</h4>'
        + kit_dice.roll_tray(
            [kit_dice.d6(f, rolling=rolling) for f in faces],
            caption=f"Rolled {int(strike.get('roll', 0))}:",
            outcome=meaning,
            tone=tone,
            key=f"dng-strike-{int(fight.get('index', 0))}",
        )
        + "</div>"
    )


def render_fight(view: Mapping[str, Any]) -> str:
    """The latest fight on the table: the monster, the 2d6 and what they meant, then what followed."""
    fight = view.get("last_fight")
    if not fight or not fight.get("monster"):
        return ""
    rolling = _fresh(view, fight)
    monster = fight["monster"]
    players = view.get("players") or ()
    seat = fight.get("seat")
    who = players[seat].get("name", "") if isinstance(seat, int) and 0 <= seat < len(players) else fight.get("hero", "")
    hero_class = None
    if isinstance(seat, int) and 0 <= seat < len(players):
        hero_class = (players[seat].get("hero") or {}).get("class")
    return (
        f'<section class="panel dng-fight{" dng-fresh" if rolling else ""}" aria-label="Last fight">'
        f"<h3>{esc(_possessive(str(who)))} fight</h3>"
        f'<div class="dng-fight-row">{monster_card(monster, hero_class, size="sm")}'
        f'<div class="dng-fight-side"><div class="dng-attack">{_attack_tray(fight, rolling)}</div>'
        f"{_strike_tray(fight, rolling)}{_treasure_row(fight, rolling)}</div></div>"
        "</section>"
    )


def _legend() -> str:
    """What the marks on the board mean (rooms and chambers told apart by more than colour)."""
    chest = (
        '<svg class="dng-key" viewBox="0 0 24 20" width="24" height="20" aria-hidden="true">'
        '<path d="M3 9Q12 1 21 9V18H3Z" fill="#c98a2b" stroke="#3b250c" stroke-width="1.5"/>'
        '<path d="M3 9H21" stroke="#3b250c" stroke-width="1.5"/><rect x="10.5" y="7" width="3" height="4" '
        'fill="#ffe08a" stroke="#3b250c" stroke-width=".6"/></svg>'
    )
    chamber = (
        '<svg class="dng-key" viewBox="0 0 24 20" width="24" height="20" aria-hidden="true">'
        '<rect x="1.5" y="1.5" width="21" height="17" rx="5" fill="none" stroke="currentColor" stroke-width="2"/>'
        '<rect x="5" y="5" width="14" height="10" rx="3" fill="none" stroke="currentColor" stroke-width="1" '
        'opacity=".7"/></svg>'
    )
    secret = (
        '<svg class="dng-key" viewBox="0 0 24 20" width="24" height="20" aria-hidden="true">'
        '<circle cx="12" cy="10" r="8" fill="none" stroke="#8a5526" stroke-width="2"/>'
        '<text x="12" y="14.5" text-anchor="middle" font-size="12" font-weight="800" fill="currentColor">S</text></svg>'
    )
    cleared = (
        '<svg class="dng-key" viewBox="0 0 24 20" width="24" height="20" aria-hidden="true">'
        '<circle cx="12" cy="10" r="8" fill="#1d7a35"/><path d="M8 10l3 3 5-6" fill="none" stroke="#fff" '
        'stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>'
    )
    rows = (
        (chest, "Room: its treasure waits for whoever clears it"),
        (chamber, "Chamber (double wall): monsters, never treasure"),
        (secret, "Secret door: search for it to pass"),
        (cleared, "Cleared"),
    )
    items = "".join(f"<li>{icon} {esc(words)}</li>" for icon, words in rows)
    return f'<section class="panel dng-legend"><h3>Map key</h3><ul>{items}</ul></section>'


def render_panels(view: Mapping[str, Any], *, board: Any = None) -> str:
    """HTML panels: one `section.player` per seat, then slots, decks, hunt and result."""
    b = layout(board).board
    players = "".join(_player(p, view, b) for p in view.get("players") or ())
    return (
        f'<div class="dng-panels"><style>{PANEL_STYLE}</style>{_result_panel(view)}{render_fight(view)}'
        f"{players}{_hunt_panel(view, b)}"
        f"{_slots_panel(view, b)}{_decks_panel(view)}{_legend()}</div>"
    )
