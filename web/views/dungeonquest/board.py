"""The DungeonQuest board as one SVG, and the stage that puts the table (a fight, a card) beside it.

Geometry: the board is 10 x 13 spaces of CELL user units inside a thick outer
wall; a space is `(x, y)`, x left to right, y top to bottom (tiles.py draws
the chambers, tokens.py what stands on them).

Clickable targets: every option whose `target` is `sq:<x>,<y>` is drawn on
that space as `<g class="target" data-choice="KEY" role="button" tabindex="0"
aria-label=...>` (the first option per space wins; the others stay buttons in
the decision bar), as in web/views/dungeon.py.  On a phone (<= 860 px) the
board zooms onto the part holding every target and the current hero (CSS
transform in `--dq-zoom`); with no targets the whole board shows.  While the
deciding hero may move, his figure (and his own space, if it is a target)
carries `data-drag`: drag him onto a highlighted space to move there.
Every colour is a CSS variable with light and dark defaults in the SVG's own
`<style>` (the app may override --dq-*).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import esc
from .base import _SQ, CELL, FOCUS_CELLS, HEIGHT, MARGIN, WIDTH, _n, _origin, _pos, _possessive, _seq
from .table import render_table
from .tiles import _background, _spaces, _tiles
from .tokens import _figures, _space_tokens

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


def board_svg(view: Mapping[str, Any], decision: Any, *, interactive: bool = True) -> str:
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


def render_board(view: Mapping[str, Any], decision: Any, *, interactive: bool = True) -> str:
    """The table: the board (`board_svg`) with the fight or the card in play beside it (`render_table`).

    Side by side on a laptop, so the board, the fight and the decision bar are
    all in view at 1366x768; on a phone the table comes first, right under the
    decision bar, and the board below it.
    """
    table = render_table(view)
    stage = "dq-stage dq-with-table" if table else "dq-stage"
    return f'<div class="{stage}">{board_svg(view, decision, interactive=interactive)}{table}</div>'
