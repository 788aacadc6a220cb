"""DungeonQuest drawn from its view: the board as one SVG, the heroes and the game as HTML panels.

`render_board(view, decision)` and `render_panels(view)` are pure functions of
a player's view dict (the engine <-> view contract, notes/dq_contract.md) and
the pending `engine.core.decision.Decision`; nothing here imports the rules
engine, so the view can be built and tested with hand-made view dicts.

Geometry: the board is 10 x 13 spaces of CELL user units inside a thick outer
wall.  A space is `(x, y)`, x left to right, y top to bottom.  A tile's
`edges` are in tile-local orientation (entry arrow on local S) and
`rotation` turns the tile CLOCKWISE, so the world edge of a local edge is
`EDGES[(EDGES.index(local) + rotation // 90) % 4]` (`world_edge`).  Halls,
walls, doors, portcullises, the entry arrow and the chamber of darkness's die
numbers are placed on WORLD edges computed in Python (so text stays upright
and every hall carries `data-edge="<world edge>"`); only the chamber art
(chasm, bridge, web, ...) is drawn in local coordinates inside an SVG
`rotate()`.  The markup of one placed tile never changes while its tile id,
rotation and per-space state (open doors, cut web) stay the same, so it is
built once and cached (`_tile_markup`, keyed by tile id and rotation plus the
frozen tile data); each call only places the cached tiles and adds tokens,
heroes and targets.  A full 113-tile board renders in about 1-4 ms warm and
about 11 ms cold in CPython (tests/web/test_dungeonquest_view.py measures it).
`open` lists WORLD edges of a space whose door stands open.

Clickable targets: every option whose `target` is `sq:<x>,<y>` is drawn on
that space as `<g class="target" data-choice="KEY" role="button" tabindex="0"
aria-label=...>` (the first option per space wins; the others stay buttons in
the decision bar), as in web/views/dungeon.py.  On a phone (<= 860 px) the
board zooms onto the part holding every target and the current hero (CSS
transform in `--dq-zoom`); with no targets the whole board shows.  While the
deciding hero may move, his figure (and his own space, if it is a target)
carries `data-drag`: drag him onto a highlighted space to move there.

Nothing is shown by colour alone: doors are a solid bar with a knob,
portcullises a grille, heroes have a shape and an initial, the current hero a
double ring and "(this turn)" in its title, highlighted spaces a dashed
outline and a pin.  Every colour is a CSS variable with light and dark
defaults in the SVG's own `<style>` (the app may override --dq-*).

CSS classes (SVG): dq-board (svg), dq-world (zoom group), dq-stone (unexplored
rock), dq-outer (outer wall), dq-tile (one explored space; dq-k-<kind>),
dq-base, dq-floor (dq-dark for darkness), dq-hall (data-edge), dq-wall,
dq-door (+ dq-knob; dq-door-open), dq-portcullis, dq-entry (entry arrow,
data-edge), dq-dnum (darkness numbers), dq-torch, dq-icon (dungeon icon),
dq-stairs, dq-side (A/B letters when one line cannot split the sides),
dq-art (chamber art: dq-chasm, dq-bridge, dq-web, dq-pit, dq-rubble,
dq-rotate, dq-spikes, dq-tower, dq-chest, dq-coin), dq-search, dq-monster
(dq-fang), dq-marker
(entrance marker), dq-travel, dq-hero (dq-current, dq-ring, dq-ring2),
target (dq-hl, dq-pin).
HTML panels: dq-panels, dq-sun (ol of track spaces; dq-now, dq-num), hero
sheets `section.player` (.turn), dq-attrs, dq-bar (health meter), dq-combat,
dq-card (dq-in-play: the card the pending decision hangs on, drawn first), dq-decks, dq-result.
Places are named as players see them ("North-west tower", "Amber Hall (dungeon room)"), never as
coordinates; a dead hero's sheet shows no tokens (R-DQ-129).
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

from .common import dice, esc
from .kit import cards as kit_cards
from .kit import emblems as kit_emblems

EDGES = ("N", "E", "S", "W")
WIDTH, HEIGHT = 10, 13
CELL = 100.0
MARGIN = 26.0  # the thick outer wall around the grid
INSET = 18.0  # room floor inset from the tile edge (the hall strips fill it)
HALL = 40.0  # hall strip width in a room
C_INSET = 33.0  # corridor floor inset (a corridor is narrow)
C_HALL = 28.0
FOCUS_CELLS = 5.5  # narrowest phone window onto the board, in spaces
_STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
_SQ = re.compile(r"sq:(-?\d+),(-?\d+)\Z")
_CURRENT = ' aria-current="true"'

KIND_NAMES = {
    "dungeon_room": "Dungeon room",
    "corridor": "Corridor",
    "trap_chamber": "Trap chamber",
    "cave_in": "Cave-in",
    "chasm": "Chasm",
    "bridge": "Bridge",
    "bottomless_pit": "Bottomless pit",
    "chamber_of_darkness": "Chamber of darkness",
    "rotating_chamber": "Rotating chamber",
    "spider_web": "Spider web",
    "tower": "Tower",
    "treasure": "Treasure chamber",
}
ATTRS = (("strength", "Str"), ("agility", "Agi"), ("armor", "Arm"), ("luck", "Lck"))
DECKS = ("dungeon", "search", "door", "trap", "catacomb", "dragon", "monster", "loot", "rune")
CARD_NAMES = {"melee": "Melee", "ranged": "Ranged", "magic": "Magic"}
STATUS_NAMES = {"playing": "In the dungeon", "dead": "Dead", "exited": "Escaped the dungeon"}
STUCK_NAMES = {"web": "in a spider web", "cave_in": "in a cave-in", "chasm": "beside a chasm", "bridge": "at a bridge"}
# Seat colours and shapes: a hero is told apart by shape and initial as well as colour.
SEAT_COLOURS = ("#d1452f", "#2f6fd1", "#e0a019", "#2e9a4b", "#8a4fc7", "#1ba3a3")
SHAPES = ("circle", "square", "triangle", "diamond", "pentagon", "hexagon")

STYLE = """
.dq-board{color:var(--fg,#1d1a22);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
 --q-stone:var(--dq-stone,#5b544c);--q-seam:var(--dq-seam,#4a443d);--q-base:var(--dq-tile-base,#3a332c);
 --q-floor:var(--dq-floor,#e9dcc0);--q-wall:var(--dq-wall,#1f1a15);--q-outer:var(--dq-outer,#14110e);
 --q-door:var(--dq-door,#8a5526);--q-iron:var(--dq-iron,#2d3138);--q-dark:var(--dq-dark,#17141c);
 --q-abyss:var(--dq-abyss,#0d0b10);--q-wood:var(--dq-wood,#9b6a3a);--q-web:var(--dq-web,#f3f3f3);
 --q-fire:var(--dq-fire,#e8761b);--q-gold:var(--dq-gold,#d9a521);--q-mon:var(--dq-monster,#9c1c1c);
 --q-tg:var(--dq-target,#ffb000);--q-tx:var(--fg,#1d1a22);--q-bg:var(--card,#ffffff);--q-fc:var(--focus,#0b63ce)}
@media (prefers-color-scheme:dark){.dq-board{color:var(--fg,#eee9f3);
 --q-stone:var(--dq-stone,#2c2822);--q-seam:var(--dq-seam,#221f1a);--q-base:var(--dq-tile-base,#17130f);
 --q-floor:var(--dq-floor,#7a6b50);--q-wall:var(--dq-wall,#0b0907);--q-outer:var(--dq-outer,#000);
 --q-door:var(--dq-door,#c98a4a);--q-iron:var(--dq-iron,#aab3bf);--q-dark:var(--dq-dark,#08070a);
 --q-abyss:var(--dq-abyss,#000);--q-wood:var(--dq-wood,#b98450);--q-web:var(--dq-web,#e6e6e6);
 --q-fire:var(--dq-fire,#ff9a3d);--q-gold:var(--dq-gold,#f2c94c);--q-mon:var(--dq-monster,#d94040);
 --q-tg:var(--dq-target,#ffcc33);--q-tx:var(--fg,#eee9f3);--q-bg:var(--card,#221d29);--q-fc:var(--focus,#7cb8ff)}}
.dq-board text{text-anchor:middle;dominant-baseline:central;font-weight:700}
.dq-stone{fill:var(--q-stone)}.dq-seam{stroke:var(--q-seam);fill:none}
.dq-outer{fill:none;stroke:var(--q-outer)}
.dq-base{fill:var(--q-base)}
.dq-floor,.dq-hall{fill:var(--q-floor)}
.dq-dark{fill:var(--q-dark)}.dq-k-chamber_of_darkness .dq-wall{stroke:var(--q-floor)}
.dq-wall{fill:none;stroke:var(--q-wall);stroke-linecap:square}
.dq-door{fill:var(--q-door);stroke:var(--q-wall)}.dq-knob{fill:var(--q-gold);stroke:var(--q-wall)}
.dq-door-open{fill:none;stroke:var(--q-door);stroke-dasharray:3 2}
.dq-portcullis{fill:none;stroke:var(--q-iron)}
.dq-entry{fill:var(--q-wall);opacity:.55}
.dq-dnum rect{fill:var(--q-bg);stroke:var(--q-tx)}.dq-board .dq-dnum text{fill:var(--q-tx)}
.dq-torch .dq-flame{fill:var(--q-fire)}.dq-torch rect{fill:var(--q-wood)}
.dq-icon{fill:var(--q-bg);stroke:var(--q-tx)}
.dq-stairs{fill:var(--q-bg);stroke:var(--q-tx)}
.dq-chasm{fill:var(--q-abyss);stroke:var(--q-wall)}
.dq-bridge .dq-plank{fill:var(--q-wood);stroke:var(--q-wall)}.dq-bridge .dq-gap{fill:var(--q-abyss)}
.dq-web{fill:none;stroke:var(--q-web)}.dq-web.dq-cut{stroke-dasharray:4 5;opacity:.6}
.dq-pit{fill:var(--q-abyss);stroke:var(--q-wall)}
.dq-rubble{fill:var(--q-stone);stroke:var(--q-wall)}
.dq-rotate{fill:none;stroke:var(--q-tx)}.dq-rotate path.dq-head{fill:var(--q-tx);stroke:none}
.dq-spikes{fill:var(--q-iron);stroke:var(--q-wall)}
.dq-tower{fill:var(--q-floor);stroke:var(--q-wall)}
.dq-chest{fill:var(--q-wood);stroke:var(--q-wall)}.dq-coin{fill:var(--q-gold);stroke:var(--q-wall)}
.dq-search circle{fill:var(--q-bg);stroke:var(--q-tx)}.dq-board .dq-search text{fill:var(--q-tx)}
.dq-monster path{fill:var(--q-mon);stroke:#fff}.dq-monster path.dq-fang{fill:#fff;stroke:none}
.dq-marker circle{fill:var(--q-bg);stroke:var(--q-tx);stroke-dasharray:3 2}
.dq-travel path{stroke:#111}.dq-board .dq-travel text{font-size:11px}
.dq-hero .dq-body{stroke:#111}
.dq-hero .dq-ring{fill:none;stroke:var(--q-tx)}.dq-hero .dq-ring2{fill:none;stroke:var(--q-bg)}
.dq-current{animation:dq-pop .3s ease-out;transform-box:fill-box;transform-origin:center}
@keyframes dq-pop{from{transform:scale(1.5);opacity:.5}}
@media (prefers-reduced-motion:reduce){.dq-current{animation:none}}
.dq-board .target{cursor:pointer;outline:none}
.dq-hl{fill:var(--q-tg);fill-opacity:.18;stroke:var(--q-tg)}
.dq-pin{fill:var(--q-tg);stroke:var(--q-wall)}
.dq-board .target:hover .dq-hl{fill-opacity:.4}
.dq-board .target:focus-visible .dq-hl{stroke:var(--q-fc);fill-opacity:.4}
@media (max-width:860px){.dq-board .dq-world{transform:var(--dq-zoom,none)}}
"""

# Panel layout defaults at zero specificity (:where), so the app's CSS wins.
PANEL_STYLE = """
:where(.dq-panels){display:grid;grid-template-columns:minmax(0,1fr);gap:10px}
:where(.dq-panels) h3{margin:0 0 4px;font-size:1rem;overflow-wrap:anywhere}
:where(.dq-panels) p{margin:2px 0;overflow-wrap:anywhere}
:where(.dq-panels .turn){outline:3px solid var(--accent,#6b3fa0);outline-offset:2px;border-radius:6px}
:where(.dq-turn){font-weight:700;color:var(--accent,#6b3fa0);margin-right:4px}
:where(.dq-mark){display:inline-block;min-width:1.6em;line-height:1.6em;text-align:center;font-weight:800;
 border:2px solid #111;border-radius:4px}
:where(.dq-sun ol){list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:3px}
:where(.dq-sun li){min-width:2em;padding:0 2px;height:2em;display:flex;align-items:center;justify-content:center;
 border:1px solid var(--line,#b9b0c4);border-radius:4px;font-size:.75rem;color:var(--muted,#4f4858)}
:where(.dq-sun li.dq-past){opacity:.45}
:where(.dq-sun li.dq-num){border:2px dashed currentColor;font-weight:800;color:var(--fg,#1d1a22)}
:where(.dq-sun li.dq-now){outline:3px solid var(--accent,#6b3fa0);font-weight:800;color:var(--fg,#1d1a22)}
:where(.dq-attrs){display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:4px;margin:4px 0;padding:0;
 list-style:none;text-align:center}
:where(.dq-attrs li){border:1px solid var(--line,#b9b0c4);border-radius:4px;padding:1px 2px}
:where(.dq-attrs abbr){display:block;font-size:.7rem;color:var(--muted,#4f4858)}
:where(.dq-stats){display:grid;grid-template-columns:auto minmax(0,1fr);gap:2px 8px;margin:0}
:where(.dq-stats) dt{color:var(--muted,#4f4858)}
:where(.dq-stats) dd{margin:0;overflow-wrap:anywhere}
:where(.dq-bar){width:100%;height:.8em;vertical-align:middle}
:where(.dq-list){margin:0;padding-left:1.1em}
:where(.dq-hidden){font-style:italic;color:var(--muted,#4f4858)}
:where(.dq-decks table){border-collapse:collapse;font-size:.85rem;width:100%}
:where(.dq-decks) :is(th, td){border:1px solid var(--line,#b9b0c4);padding:1px 5px;text-align:center}
"""


# ---------------------------------------------------------------- helpers
def _n(value: float) -> str:
    """A coordinate, short: 12.0 -> '12', 3.14159 -> '3.14'."""
    text = f"{value:.2f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def _seq(value: Any) -> list[Any]:
    """A list from the view, or an empty one if the field is not a list (bad data must not crash)."""
    return list(value) if isinstance(value, (list, tuple)) else []


def _int(value: Any, default: int = 0) -> int:
    """An integer from the view, tolerant of junk (bad data must not crash a render)."""
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def world_edge(local: str, rotation: int) -> str:
    """The world edge a tile-local edge faces after a clockwise `rotation` (contract)."""
    return EDGES[(EDGES.index(local) + _int(rotation) // 90) % 4]


def _pos(value: Any) -> tuple[int, int] | None:
    """A board position [x, y] from the view, or None if it is not one."""
    if isinstance(value, (list, tuple)) and len(value) == 2:
        x, y = _int(value[0], -1), _int(value[1], -1)
        if 0 <= x < WIDTH and 0 <= y < HEIGHT:
            return x, y
    return None


def _origin(x: int, y: int) -> tuple[float, float]:
    return MARGIN + x * CELL, MARGIN + y * CELL


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[_int(seat) % len(SEAT_COLOURS)]


def _initial(hero: Mapping[str, Any]) -> str:
    name = str(hero.get("hero_name") or hero.get("name") or "?").strip() or "?"
    return name[0].upper()


def _who(hero: Mapping[str, Any]) -> str:
    """'Ann (Warden Iselde)': the player and the hero, as players say it."""
    name = str(hero.get("name") or f"Seat {_int(hero.get('seat')) + 1}")
    hero_name = hero.get("hero_name")
    return f"{name} ({hero_name})" if hero_name else name


CORNER_NAMES = {(0, 0): "north-west", (9, 0): "north-east", (0, 12): "south-west", (9, 12): "south-east"}
FACING_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}


def _possessive(name: str) -> str:
    """Ann's, but Chris' (a name ending in s)."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"


def _the_place(spaces: Mapping[tuple[int, int], Mapping[str, Any]], pos: tuple[int, int]) -> str:
    """`_place` inside a sentence: 'the north-west tower', 'the Amber Hall', 'an unexplored space'."""
    text = _place(spaces, pos, kind=False)
    if text == "An unexplored space":
        return "an unexplored space"
    if text.lower().startswith("the "):
        return text
    return "the " + (text[:1].lower() + text[1:] if text.endswith(" tower") else text)


def _place(spaces: Mapping[tuple[int, int], Mapping[str, Any]], pos: tuple[int, int], kind: bool = True) -> str:
    """A space as players see it: 'North-west tower', 'Amber Hall (dungeon room)', 'An unexplored space'.

    Never a coordinate: players see chambers, not a grid.
    """
    here = spaces.get(pos)
    tile = here["tile"] if here is not None else {}
    if pos in CORNER_NAMES and (here is None or tile.get("kind") in (None, "tower")):
        return f"{CORNER_NAMES[pos].capitalize()} tower"
    if here is None:
        return "An unexplored space"
    tkind = str(tile.get("kind") or "")
    name = str(tile.get("name") or "")
    label = KIND_NAMES.get(tkind, tkind.replace("_", " ").capitalize())
    if not name or name == label:
        return label
    return f"{name} ({label.lower()})" if kind else name


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
) -> str:
    """The static markup of one placed tile in cell-local coordinates (cached).

    The cache key is the tile id and rotation plus the few per-space facts
    that change its look (open doors, a cut web, the treasure twin edge);
    `tile_items` carries the tile data itself (hashable) so a test tile that
    reuses an id with other data is never served stale markup.
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
    name = str(tile.get("name") or KIND_NAMES.get(kind, kind))
    label = KIND_NAMES.get(kind, kind.replace("_", " ").capitalize())
    title = name if name == label else f"{name} ({label})"
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
        )
        out.append(f'<g transform="translate({_n(ox)} {_n(oy)})">{markup}</g>')
    return "".join(out)


# ---------------------------------------------------------------- tokens
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


# ---------------------------------------------------------------- targets and zoom
def _targets(decision: Any, home: tuple[int, int] | None = None) -> tuple[str, list[tuple[float, float, float, float]]]:
    """One clickable element per `sq:` space (the first option with it wins), and their boxes.

    When the deciding hero's own space is a target and he may move, that
    target is also a drag handle (`data-drag`): drag the hero onto a
    highlighted space to move there (web/pointer.py), as in Dungeon!.
    """
    chosen: dict[tuple[int, int], Any] = {}
    for option in decision.options:
        match = _SQ.match(str(option.target or ""))
        if not match:
            continue
        pos = (int(match.group(1)), int(match.group(2)))
        if 0 <= pos[0] < WIDTH and 0 <= pos[1] < HEIGHT and pos not in chosen:
            chosen[pos] = option
    out = []
    boxes = []
    sw = 6.0
    moving = any(str(o.key).startswith("move:") for o in decision.options)
    for (x, y), option in sorted(chosen.items(), key=lambda kv: (kv[0][1], kv[0][0])):  # reading order for Tab
        ox, oy = _origin(x, y)
        boxes.append((ox, oy, CELL, CELL))
        px, py, pr = ox + CELL - 16, oy + 16, 9.0
        drag = ' data-drag=""' if moving and (x, y) == home else ""
        out.append(
            f'<g class="target" data-choice="{esc(option.key)}"{drag} tabindex="0" role="button" '
            f'aria-label="{esc(option.label)}"><title>{esc(option.label)}</title>'
            f'<rect class="dq-hl" x="{_n(ox + 3 + sw / 2)}" y="{_n(oy + 3 + sw / 2)}" width="{_n(CELL - 6 - sw)}" '
            f'height="{_n(CELL - 6 - sw)}" rx="8" stroke-width="{_n(sw)}" stroke-dasharray="14 7"/>'
            f'<path class="dq-pin" d="M{_n(px)} {_n(py - pr)}L{_n(px + pr)} {_n(py)}L{_n(px)} {_n(py + pr)}'
            f'L{_n(px - pr)} {_n(py)}Z" stroke-width="1.5"/></g>'
        )
    return "".join(out), boxes


def _focus(view: Mapping[str, Any], boxes: list[tuple[float, float, float, float]]) -> str:
    """On a phone, a CSS transform showing only the part of the board that holds every target.

    The window also holds the current hero, keeps the board's aspect ratio, is
    at least FOCUS_CELLS wide and is skipped when it would be most of the
    board anyway (then the whole board shows, as without targets).
    """
    if not boxes:
        return ""
    boxes = list(boxes)
    heroes = _seq(view.get("heroes"))
    current = view.get("current")
    if isinstance(current, int) and 0 <= current < len(heroes) and isinstance(heroes[current], Mapping):
        pos = _pos(heroes[current].get("pos"))
        if pos is not None:
            boxes.append((*_origin(*pos), CELL, CELL))
    width, height = WIDTH * CELL + 2 * MARGIN, HEIGHT * CELL + 2 * MARGIN
    x0 = min(b[0] for b in boxes) - CELL * 0.6
    y0 = min(b[1] for b in boxes) - CELL * 0.6
    x1 = max(b[0] + b[2] for b in boxes) + CELL * 0.6
    y1 = max(b[1] + b[3] for b in boxes) + CELL * 0.6
    ratio = height / width
    fw = max(x1 - x0, (y1 - y0) / ratio, FOCUS_CELLS * CELL)
    if fw >= 0.8 * width:
        return ""
    fh = fw * ratio
    fx = min(max((x0 + x1 - fw) / 2, 0.0), width - fw)
    fy = min(max((y0 + y1 - fh) / 2, 0.0), height - fh)
    return f"scale({width / fw:.4f}) translate({_n(-fx)}px,{_n(-fy)}px)"


def _home(view: Mapping[str, Any], decision: Any) -> tuple[int, int] | None:
    """Where the deciding seat's hero stands, if on the board."""
    heroes = _seq(view.get("heroes"))
    seat = getattr(decision, "player", None)
    if isinstance(seat, int) and 0 <= seat < len(heroes) and isinstance(heroes[seat], Mapping):
        return _pos(heroes[seat].get("pos"))
    return None


def _title(view: Mapping[str, Any]) -> str:
    heroes = _seq(view.get("heroes"))
    if view.get("phase") == "over" or view.get("result"):
        return "DungeonQuest board: game over"
    current = view.get("current")
    if isinstance(current, int) and 0 <= current < len(heroes) and isinstance(heroes[current], Mapping):
        return f"DungeonQuest board: {_possessive(str(heroes[current].get('name', '')))} turn"
    return "DungeonQuest board"


def render_board(view: Mapping[str, Any], decision: Any, *, interactive: bool = True) -> str:
    """The board as one SVG string; the decision's `sq:` targets are clickable.

    Targets are drawn only when `interactive`, `decision` is not None, and the
    decision belongs to the viewer (or the view has no viewer: hot seat or
    spectator-free play).
    """
    spaces = _spaces(view)
    viewer = view.get("viewer")
    live = interactive and decision is not None and (viewer is None or decision.player == viewer)
    targets, boxes = _targets(decision, _home(view, decision)) if live else ("", [])
    moving = live and any(
        str(o.key).startswith("move:") and str(o.target or "").startswith("sq:") for o in decision.options
    )
    drag_seat = decision.player if moving else None
    role = 'role="group"' if targets else 'role="img"'
    zoom = _focus(view, boxes)
    world = f' style="--dq-zoom:{zoom}"' if zoom else ""
    title = esc(_title(view))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="dq-board" '
        f'viewBox="0 0 {_n(WIDTH * CELL + 2 * MARGIN)} {_n(HEIGHT * CELL + 2 * MARGIN)}" width="100%" {role} '
        f'aria-label="{title}"><title>{title}</title><style>{STYLE}</style><g class="dq-world"{world}>'
        f'<defs><clipPath id="dq-clip"><rect width="{_n(CELL)}" height="{_n(CELL)}"/></clipPath></defs>'
        f'{_background()}<g class="dq-tiles">{_tiles(spaces)}</g>'
        f'<g class="dq-tokens">{_space_tokens(spaces)}{_figures(view, spaces, drag_seat)}</g>'
        f'<g class="dq-targets">{targets}</g></g></svg>'
    )


# ---------------------------------------------------------------- panels
def _sun_numbers(sun: Mapping[str, Any]) -> dict[int, int | None]:
    """Numbered track spaces -> the number printed there (None if the view gives only the position).

    Accepts `numbered` as a list of positions, of [position, number] pairs, or
    a {position: number} dict, plus an optional parallel `numbers` list.
    """
    raw = sun.get("numbered")
    out: dict[int, int | None] = {}
    if isinstance(raw, Mapping):
        for k, v in raw.items():
            out[_int(k)] = _int(v)
        return out
    numbers = sun.get("numbers")
    for i, item in enumerate(_seq(raw)):
        if isinstance(item, (list, tuple)) and len(item) == 2:
            out[_int(item[0])] = _int(item[1])
        else:
            num = numbers[i] if isinstance(numbers, (list, tuple)) and i < len(numbers) else None
            out[_int(item)] = None if num is None else _int(num)
    return out


def _sun_panel(view: Mapping[str, Any]) -> str:
    sun = view.get("sun")
    if not isinstance(sun, Mapping):
        return ""
    pos = _int(sun.get("position"))
    length = max(1, min(_int(sun.get("length"), 30), 200))
    numbered = _sun_numbers(sun)
    if numbered:
        length = min(max(length, max(numbered) + 1), 200)  # a bad number must not draw a million cells
    cells = []
    for i in range(length):
        cls = []
        text = str(i)
        extra = ""
        if i in numbered:
            cls.append("dq-num")
            num = numbered[i]
            text = f"◆{num}" if num is not None else "◆"
            extra = f" (sunset on a roll of {num} or less)" if num is not None else " (numbered: roll for sunset)"
        if i < pos:
            cls.append("dq-past")
        current = ""
        if i == pos:
            cls.append("dq-now")
            text = "☀" + (str(numbered[i]) if numbered.get(i) is not None else "")
            current = _CURRENT
            extra += " (the sun is here)"
        cls_attr = f' class="{" ".join(cls)}"' if cls else ""
        cells.append(
            f'<li{cls_attr}{current} title="Space {i}{esc(extra)}"><span aria-hidden="true">{text}</span>'
            f'<span class="sr">Space {i}{esc(extra)}</span></li>'
        )
    last = sun.get("last_roll")
    roll = ""
    if isinstance(last, (list, tuple)) and last:
        faces = [_int(v) for v in last]
        roll = f"<p>Last sunset roll: {dice(faces)} ({', '.join(str(f) for f in faces)})</p>"
    elif isinstance(last, int):
        roll = f"<p>Last sunset roll: {dice([last])} ({last})</p>"
    return (
        f'<section class="panel dq-sun"><h3>Sun track: space {pos} of {length - 1}</h3>'
        f'<ol aria-label="Sun track">{"".join(cells)}</ol>{roll}</section>'
    )


def _named_list(items: Any, gold: bool = False) -> str:
    rows = []
    for item in _seq(items):
        if not isinstance(item, Mapping):
            continue
        extra = ""
        if gold and item.get("gold") is not None:
            extra = f" <small>({_int(item.get('gold'))} gold)</small>"
        text = item.get("text")
        tip = f' title="{esc(text)}"' if text else ""
        desc = f" <small>{esc(text)}</small>" if text else ""
        rows.append(f"<li{tip}><b>{esc(item.get('name', '?'))}</b>{extra}{desc}</li>")
    return f'<ul class="dq-list">{"".join(rows)}</ul>' if rows else "none"


def _hero_sheet(
    hero: Mapping[str, Any], view: Mapping[str, Any], spaces: Mapping[tuple[int, int], Mapping[str, Any]] | None = None
) -> str:
    """One hero sheet: who, attributes, where (and in which chamber), health, determination, loot, runes."""
    seat = _int(hero.get("seat"))
    over = view.get("phase") == "over" or bool(view.get("result"))
    on_turn = not over and view.get("current") == seat
    colour = seat_colour(seat)
    result = view.get("result")
    winners = _seq(result.get("winners")) if isinstance(result, Mapping) else []
    head = '<span class="dq-turn">▶ Turn</span> ' if on_turn else ""
    if over and seat in winners:
        head = '<span class="dq-turn">★ Winner</span> '
    you = " <small>(you)</small>" if view.get("viewer") == seat else ""
    first = " <small>(first player)</small>" if view.get("first_player") == seat else ""
    shape = SHAPES[seat % len(SHAPES)]
    mark = (
        f'<span class="dq-mark" style="background:{colour};color:{"#000" if colour == "#e0a019" else "#fff"}" '
        f'title="{shape}" aria-hidden="true">{esc(_initial(hero))}</span>'
    )
    parts = [
        f'<section class="player panel{" turn" if on_turn else ""}" data-seat="{seat}"{_CURRENT if on_turn else ""}>'
        f"<h3>{head}{mark} {esc(hero.get('name', ''))}{you}{first}</h3>"
        f"<p>{esc(hero.get('hero_name', ''))} <small>({shape} figure)</small></p>"
    ]
    attrs = hero.get("attributes") if isinstance(hero.get("attributes"), Mapping) else {}
    parts.append(
        '<ul class="dq-attrs" aria-label="Attributes">'
        + "".join(
            f'<li><abbr title="{key.capitalize()}">{short}</abbr> <b>{_int(attrs.get(key))}</b></li>'
            for key, short in ATTRS
        )
        + "</ul>"
    )
    health = _int(hero.get("health"))
    wounds = min(max(0, _int(hero.get("wounds"))), max(health, 0))  # never "15 of 14"
    left = max(0, health - wounds)
    status = str(hero.get("status") or "playing")
    where = "—"
    pos = _pos(hero.get("pos"))
    if status == "dead":
        where = "Dead"
    elif status == "exited":
        where = "Escaped the dungeon"
    elif hero.get("in_catacombs"):
        where = "In the catacombs"
    elif pos is not None:
        where = _place(spaces or {}, pos)
        side = hero.get("side")
        if side in ("A", "B"):  # which side of a bridge, chasm, cave-in or web he stands on (A-DQ-32)
            where += f", side {side}"
    stuck = hero.get("stuck")
    if stuck and status == "playing":
        where += f" ({STUCK_NAMES.get(str(stuck), str(stuck).replace('_', ' '))})"
    rows = [("Status", esc(where))]
    if status != "dead":  # R-DQ-129: a dead hero's tokens are back in the supply, his sheet in the box
        rows.append(
            (
                "Health",
                f'<meter class="dq-bar" min="0" max="{max(health, 1)}" low="{max(1, health // 4)}" value="{left}" '
                f'aria-label="Health left"></meter> {left} of {health} left ({wounds} wound{"s" * (wounds != 1)})',
            )
        )
        rows.append(("Determination", str(_int(hero.get("determination")))))
    rows += [("Gold", f"{_int(hero.get('gold'))}"), ("Loot", _named_list(hero.get("loot"), gold=True))]
    if hero.get("runes"):
        rows.append(("Runes", _named_list(hero.get("runes"))))
    if hero.get("catacomb_row"):
        rows.append(("Catacomb cards", _named_list(hero.get("catacomb_row"))))
    marker = hero.get("travel_marker")
    if isinstance(marker, Mapping) and _pos(marker.get("pos")) is not None:
        mpos = _pos(marker.get("pos"))
        assert mpos is not None
        facing = FACING_NAMES.get(str(marker.get("facing")), "?")
        rows.append(("Travel marker", f"under {esc(_the_place(spaces or {}, mpos))}, facing {facing}"))
    abilities = [a for a in _seq(hero.get("abilities")) if isinstance(a, str)]
    if abilities:
        rows.append(("Abilities", "<br>".join(esc(a) for a in abilities)))
    parts.append('<dl class="dq-stats">' + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows) + "</dl></section>")
    return "".join(parts)


# The three combat cards: each its own emblem, so they differ by picture and title, not colour.
CARD_ART = {"melee": "weapon", "ranged": "archer", "magic": "mage"}
CARD_TEXT = {
    "melee": "Close in with the blade.",
    "ranged": "Strike from a distance.",
    "magic": "Call on sorcery.",
}


def _combat_face(key: str, *, stats: tuple[tuple[str, str], ...] = (), tone: str = "neutral") -> Any:
    return kit_cards.CardFace(
        title=CARD_NAMES.get(key, key.title()),
        kind="Combat card",
        text=CARD_TEXT.get(key, ""),
        art=kit_emblems.emblem(CARD_ART.get(key, "")),
        stats=stats,
        tone=tone,
    )


def _choice_cards(side: str) -> str:
    """The three cards a side may play, each a button carrying the decision's own key (card:KEY)."""
    buttons = "".join(
        f'<button type="button" class="dq-pick" data-choice="card:{key}" '
        f'aria-label="Play {CARD_NAMES[key]}">{kit_cards.card(_combat_face(key), size="sm")}</button>'
        for key in ("melee", "ranged", "magic")
    )
    return f'<div class="dq-picks" role="group" aria-label="{esc(side)}: pick a card">{buttons}</div>'


def _monster_card(monster: Mapping[str, Any], mname: str) -> str:
    mw = _int(monster.get("wounds"))
    health = monster.get("health")
    life = "?" if health is None else str(max(0, _int(health) - mw))
    face = kit_cards.CardFace(
        title=mname,
        kind="Monster",
        text=str(monster.get("text") or ""),
        art=kit_emblems.emblem(mname.split()[-1].lower() if mname else ""),
        stats=(("Life left", life), ("Wounds", str(mw))),
        tone="foe",
    )
    return kit_cards.card(face, size="sm")


def _played(last: Mapping[str, Any], hero_name: str, mname: str, fresh: bool) -> str:
    """After a round: the two played cards side by side, face up, with the wounds each dealt."""
    hc, mc = last.get("hero_card"), last.get("monster_card")
    if str(hc) not in CARD_NAMES or str(mc) not in CARD_NAMES:
        return ""
    hw, mwn = _int(last.get("hero_wounds")), _int(last.get("monster_wounds"))
    hero = kit_cards.card(
        _combat_face(str(hc), stats=(("Wounds dealt", str(mwn)),), tone="good" if mwn > hw else "neutral"),
        size="sm",
        turning=fresh,
    )
    foe = kit_cards.card(
        _combat_face(str(mc), stats=(("Wounds dealt", str(hw)),), tone="bad" if hw > mwn else "neutral"),
        size="sm",
        turning=fresh,
    )
    return (
        f'<div class="dq-played"><figure><figcaption>{esc(hero_name)}</figcaption>{hero}</figure>'
        f'<span class="dq-vs" aria-hidden="true">vs</span>'
        f"<figure><figcaption>{esc(mname)}</figcaption>{foe}</figure></div>"
    )


def _combat_panel(view: Mapping[str, Any]) -> str:
    combat = view.get("combat")
    if not isinstance(combat, Mapping):
        return ""
    heroes = _seq(view.get("heroes"))
    seat = _int(combat.get("hero"), -1)
    hero = heroes[seat] if 0 <= seat < len(heroes) and isinstance(heroes[seat], Mapping) else {}
    hero_name = _who(hero) if hero else "The hero"
    mseat = combat.get("monster_player")
    if isinstance(mseat, int) and 0 <= mseat < len(heroes) and isinstance(heroes[mseat], Mapping):
        mplayer = f"played by {esc(heroes[mseat].get('name', ''))}"
    else:
        mplayer = "played by the dungeon"
    monster = combat.get("monster") if isinstance(combat.get("monster"), Mapping) else {}
    mname = str(monster.get("name") or "Monster")
    mw = _int(monster.get("wounds"))
    chosen = combat.get("chosen") if isinstance(combat.get("chosen"), Mapping) else {}

    def state(flag: Any) -> str:
        return "✓ card chosen (hidden)" if flag else "… choosing a card"

    if monster.get("health") is None:  # only the monster player knows its life (A-DQ-20)
        life = f"{mw} wound{'s' * (mw != 1)} dealt; its health is hidden"
    else:
        mh = _int(monster.get("health"))
        life = (
            f'<meter class="dq-bar" min="0" max="{max(mh, 1)}" value="{max(0, mh - mw)}" '
            f'aria-label="Monster health left"></meter> {max(0, mh - mw)} of {mh} left ({mw} wound{"s" * (mw != 1)})'
        )
    parts = [
        f'<section class="panel dq-combat" aria-live="polite"><h3>Combat, round {_int(combat.get("round"), 1)}</h3>',
        f"<p><b>{esc(mname)}</b> <small>({mplayer})</small>: {life}</p>",
    ]
    if monster.get("text"):
        parts.append(f"<p><small>{esc(monster.get('text'))}</small></p>")
    parts.append(
        f'<dl class="dq-stats"><dt>{esc(hero_name)}</dt><dd>{state(chosen.get("hero"))}</dd>'
        f"<dt>{esc(mname)}</dt><dd>{state(chosen.get('monster'))}</dd></dl>"
    )
    mine = combat.get("my_pick")  # only in the chooser's own view, never in anyone else's
    if mine:
        parts.append(f"<p>Your card: <b>{esc(CARD_NAMES.get(str(mine), str(mine)))}</b> (the others cannot see it)</p>")
    last = combat.get("last")
    if isinstance(last, Mapping):
        hw, mwn = _int(last.get("hero_wounds")), _int(last.get("monster_wounds"))
        played = ""
        if last.get("hero_card") or last.get("monster_card"):
            hc = CARD_NAMES.get(str(last.get("hero_card")), str(last.get("hero_card") or "nothing"))
            mc = CARD_NAMES.get(str(last.get("monster_card")), str(last.get("monster_card") or "nothing"))
            played = f"{esc(hero_name)} played <b>{esc(hc)}</b>, {esc(mname)} played <b>{esc(mc)}</b>. "
        words = (
            f"Last round: {played}"
            f"{esc(hero_name)} took {hw} wound{'s' * (hw != 1)}; {esc(mname)} took {mwn} wound{'s' * (mwn != 1)}."
        )
        parts.append(f"<p>{words}</p>")
        if last.get("text"):
            parts.append(f"<p><small>{esc(last.get('text'))}</small></p>")
    table = [_monster_card(monster, mname)]
    if isinstance(last, Mapping):
        log = _seq(view.get("log"))
        fresh = bool(log) and log[-1] == last.get("text")
        table.append(_played(last, hero_name, mname, fresh))
    if not chosen.get("hero"):
        table.append(_choice_cards(hero_name))
    elif isinstance(mseat, int) and not chosen.get("monster"):
        table.append(_choice_cards(mname))
    parts.insert(1, f'<div class="dq-table">{"".join(table)}</div>')  # the table first, then the words
    parts.append("</section>")
    return "".join(parts)


def _card_panel(view: Mapping[str, Any]) -> str:
    """The card the pending decision hangs on ("Card in play", first), else the last card drawn."""
    card = view.get("decision_card")
    head = "Card in play"
    cls = "panel dq-card dq-in-play"
    if not isinstance(card, Mapping):
        card = view.get("last_card")
        head = "Last card"
        cls = "panel dq-card"
    if not isinstance(card, Mapping):
        return ""
    deck = str(card.get("deck") or "")
    live = ' aria-live="polite"' if head == "Card in play" else ""
    log = _seq(view.get("log"))
    name = str(card.get("name", "?"))
    fresh = bool(log) and name in str(log[-1])
    face = kit_cards.CardFace(
        title=name,
        kind=f"{deck.capitalize() or '?'} card",
        text=str(card.get("text", "")),
        art=kit_emblems.emblem(DECK_ART.get(deck, deck)),
        tone="peril" if deck == "trap" else "neutral",
    )
    return (
        f'<section class="{cls}"{live}><h3>{head}: {esc(deck.capitalize() or "?")} deck</h3>'
        f"{kit_cards.card(face, size='md', turning=fresh)}</section>"
    )


DECK_ART = {"trap": "trap", "search": "coin", "treasure": "gem", "corpse": "undead", "crypt": "undead"}


def _decks_panel(view: Mapping[str, Any]) -> str:
    decks = view.get("decks") if isinstance(view.get("decks"), Mapping) else {}
    names = [d for d in DECKS if d in decks] + sorted(d for d in decks if d not in DECKS)
    rows = "".join(
        f'<tr><th scope="row">{esc(str(name).capitalize())}</th>'
        f"<td>{_int(decks[name].get('draw'))}</td><td>{_int(decks[name].get('discard'))}</td></tr>"
        for name in names
        if isinstance(decks[name], Mapping)
    )
    return (
        f'<section class="panel dq-decks"><h3>Decks</h3><p>Chamber tiles left: <b>{_int(view.get("tiles_left"))}</b>'
        f'</p><table><thead><tr><th scope="col">Deck</th><th scope="col">Draw</th><th scope="col">Discard</th></tr>'
        f"</thead><tbody>{rows}</tbody></table></section>"
    )


def _result_panel(view: Mapping[str, Any]) -> str:
    result = view.get("result")
    if not isinstance(result, Mapping):
        return ""
    heroes = _seq(view.get("heroes"))
    winners = [w for w in _seq(result.get("winners")) if isinstance(w, int) and 0 <= w < len(heroes)]
    names = [esc(_who(heroes[w])) for w in winners if isinstance(heroes[w], Mapping)]
    who = ("Winner: " + ", ".join(names)) if names else "No winner: nobody escaped with treasure"
    scores = _seq(result.get("scores"))
    lines = "".join(
        f"<li>{esc(_who(h))}: {_int(scores[i]) if i < len(scores) else 0} gold "
        f"<small>({esc(STATUS_NAMES.get(str(h.get('status')), str(h.get('status'))))})</small></li>"
        for i, h in enumerate(heroes)
        if isinstance(h, Mapping)
    )
    return (
        f'<section class="panel dq-result" role="status"><h3>Game over</h3><p>{who}.</p>'
        f'<p>{esc(result.get("summary", ""))}</p><ol class="dq-list">{lines}</ol></section>'
    )


def render_panels(view: Mapping[str, Any]) -> str:
    """HTML panels: result, card in play, sun track, combat, last card, one hero sheet per seat, decks."""
    spaces = _spaces(view)
    heroes = "".join(_hero_sheet(h, view, spaces) for h in _seq(view.get("heroes")) if isinstance(h, Mapping))
    in_play = _card_panel(view) if isinstance(view.get("decision_card"), Mapping) else ""  # shown first
    return (
        f'<div class="dq-panels"><style>{PANEL_STYLE}</style>{_result_panel(view)}{in_play}{_sun_panel(view)}'
        f"{_combat_panel(view)}{'' if in_play else _card_panel(view)}{heroes}{_decks_panel(view)}</div>"
    )
