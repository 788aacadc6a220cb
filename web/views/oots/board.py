"""The Dungeon of Dorukan as one SVG: floors as rows of rooms that grow as they are explored.

Each floor is a row keyed by column (engine/games/oots/state.py): the Entrance on top,
the regular floors below, Xykon's Lair last.  A room shows its name, the Battle Stack
fanned (how many Monsters, the top one's name), a face-down Loot pile with its count,
the Xykon card of a Lair room, and the character tokens in it: standing, lying on their
side (resting or missing a turn) or fleeing (an arrow up).  Stairs down join a room to
the one below.  The NPCs stand beside their floor's label.  Every option of the pending
decision whose `target` is `room:<floor>:<column>` is a clickable, focusable target
(`data-choice`), drawn over the room, or over a dashed unexplored space for an explore.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import esc
from ..kit import tokens as kit_tokens
from .names import character_name, colour, floor_name, plural, shape

W, H = 132, 88  # one room
GAP_X, GAP_Y = 12, 24  # between rooms; between floors (the stairs go there)
LABEL = 70  # the floor labels' column
PAD = 8

STYLE = """
.oots-map{overflow-x:auto;max-width:100%}
.oots-map .oots-board{display:block;width:var(--oo-w);max-width:100%;height:auto;margin:0 auto}
@media (max-width:860px){.oots-map .oots-board{min-width:var(--oo-min)}}
.oots-board{color:var(--fg,#1d1a22);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
 --oo-room:var(--card,#fffaf0);--oo-lair:#f1dede;--oo-wall:var(--fg,#2a231c);--oo-tg:#ffb000;--oo-fc:var(--focus,#0b63ce);
 --oo-back:#7b2d26;--oo-loot:#c98a2b;--oo-stair:#6d5a45;--oo-muted:var(--muted,#4f4858);--oo-fight:#b3261e}
@media (prefers-color-scheme:dark){.oots-board{--oo-room:var(--card,#2a2431);--oo-lair:#3d2428;--oo-wall:#d9cfc0;
 --oo-back:#b4534a;--oo-loot:#e0a84a;--oo-stair:#c9b59c;--oo-muted:#c9c0d3;--oo-fight:#ff8a80}}
.oots-board text{fill:currentColor;dominant-baseline:central}
.oots-board .oo-room rect.oo-floor{fill:var(--oo-room);stroke:var(--oo-wall);stroke-width:2}
.oots-board .oo-lair rect.oo-floor{fill:var(--oo-lair)}
.oots-board .oo-fight rect.oo-floor{stroke:var(--oo-fight);stroke-width:4}
.oots-board .oo-name{font-weight:700;font-size:12px}
.oots-board .oo-small{font-size:11px}
.oots-board .oo-flabel{font-weight:800;font-size:12px}
.oots-board .oo-back{fill:var(--oo-back);stroke:var(--oo-wall);stroke-width:1}
.oots-board .oo-pile{fill:var(--oo-loot);stroke:var(--oo-wall);stroke-width:1}
.oots-board .oo-stairs path{fill:var(--oo-stair)}
.oots-board .oo-unexplored{fill:none;stroke:var(--oo-muted);stroke-width:2;stroke-dasharray:6 5}
.oots-board .token-body{stroke:#111;stroke-width:1.5}
.oots-board .token-initial{fill:#fff;stroke:#111;stroke-width:.06em;paint-order:stroke;font-weight:800;
 dominant-baseline:auto}
.oots-board .oo-npc .token-body{fill-opacity:.45;stroke-dasharray:3 2}
.oots-board .oo-flee{fill:none;stroke:var(--oo-fight);stroke-width:3;stroke-linecap:round;stroke-linejoin:round}
.oots-board .target{cursor:pointer;outline:none}
.oots-board .oo-hl{fill:var(--oo-tg);fill-opacity:.16;stroke:var(--oo-tg);stroke-width:4;stroke-dasharray:10 6}
.oots-board .target:hover .oo-hl{fill-opacity:.38}
.oots-board .target:focus-visible .oo-hl{stroke:var(--oo-fc);fill-opacity:.38}
.oots-board .oo-xykon{fill:#2b1a33;stroke:var(--oo-wall)}
.oots-board .oo-xykon-text{fill:#fff;font-weight:800;font-size:10px}
"""


def _n(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def _targets(decision: Any, live: bool) -> dict[tuple[int, int], Any]:
    """(floor, column) -> the first option aimed at that room."""
    out: dict[tuple[int, int], Any] = {}
    if not live or decision is None:
        return out
    for option in decision.options:
        target = option.target or ""
        if not target.startswith("room:"):
            continue
        try:
            f, c = (int(x) for x in target[5:].split(":"))
        except ValueError:
            continue
        out.setdefault((f, c), option)
    return out


def _span(view: Mapping[str, Any], extra: list[tuple[int, int]]) -> tuple[int, int, int]:
    """(lowest column, highest column, number of rows) the drawing covers."""
    cols = [r["col"] for fl in view.get("floors", ()) for r in fl["rooms"]] + [c for _, c in extra]
    rows = max([len(view.get("floors", ())) - 1] + [f for f, _ in extra] + [0]) + 1
    return min(cols, default=0), max(cols, default=0), rows


def _fit(text: str, width: float, size: float = 12) -> list[str]:
    """A room name on one or two lines that fit `width` (about 0.56 em per letter)."""
    per = max(4, int(width / (size * 0.56)))
    if len(text) <= per:
        return [text]
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > per:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    lines.append(line)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    return [ln if len(ln) <= per else ln[: per - 1] + "…" for ln in lines]


def _stack(room: Mapping[str, Any], x: float, y: float) -> str:
    """The Battle Stack fanned: one card back per Monster (at most 5 drawn), the top one named."""
    monsters = room.get("monsters") or []
    if not monsters:
        return ""
    backs = "".join(
        f'<rect class="oo-back" x="{_n(x + i * 6)}" y="{_n(y - i * 2)}" width="16" height="22" rx="2"/>'
        for i in range(min(len(monsters), 5))
    )
    top = str(monsters[0]["name"])
    label = f"{plural(len(monsters), 'Monster')}: {', '.join(str(m['name']) for m in monsters)}"
    short = top if len(top) <= 16 else top[:15] + "…"
    more = f" +{len(monsters) - 1}" if len(monsters) > 1 else ""
    return (
        f'<g class="oo-stack"><title>{esc(label)}</title>{backs}'
        f'<text class="oo-small" x="{_n(x + 16 + min(len(monsters), 5) * 6)}" y="{_n(y + 11)}">'
        f"{esc(short)}{esc(more)}</text></g>"
    )


def _pile(room: Mapping[str, Any], x: float, y: float) -> str:
    n = int(room.get("loot_count") or 0)
    if not n:
        return ""
    cards = "".join(
        f'<rect class="oo-pile" x="{_n(x + i * 2)}" y="{_n(y - i * 2)}" width="18" height="13" rx="2"/>'
        for i in range(min(n, 3))
    )
    return (
        f'<g class="oo-loot"><title>{esc(plural(n, "Loot card"))} face down</title>{cards}'
        f'<text class="oo-small" x="{_n(x + 26)}" y="{_n(y + 5)}">×{n}</text></g>'
    )


def _xykon(room: Mapping[str, Any], x: float, y: float) -> str:
    if not room.get("xykon_card"):
        return ""
    label = "Xykon's card, defeated (face down)" if room.get("xykon_down") else "Xykon's card"
    return (
        f'<g><title>{esc(label)}</title><rect class="oo-xykon" x="{_n(x)}" y="{_n(y)}" width="22" height="28" rx="3"'
        f"{' opacity=' + chr(34) + '.45' + chr(34) if room.get('xykon_down') else ''}/>"
        f'<text class="oo-xykon-text" x="{_n(x + 11)}" y="{_n(y + 14)}" text-anchor="middle">X</text></g>'
    )


def token(player: Mapping[str, Any], x: float, y: float, r: float = 11) -> str:
    """A character's Move Token: standing, on its side (resting / missing a turn) or fleeing."""
    cid = str(player.get("character", ""))
    pose = (
        "fleeing"
        if player.get("fleeing")
        else {"resting": "resting", "missing": "missing a turn"}.get(str(player.get("token")), "standing")
    )
    label = f"{player.get('name', '')} ({character_name(cid)}), {pose}"
    fig = kit_tokens.figure(character_name(cid), colour(cid), shape(cid), x=x, y=y, r=r, label=label)
    if pose in ("resting", "missing a turn"):  # lying on its side
        fig = f'<g class="oo-side" transform="rotate(90 {_n(x)} {_n(y)})">{fig}</g>'
    if pose == "fleeing":  # an arrow up: running for the Entrance
        fig += f'<path class="oo-flee" d="M{_n(x + r + 4)} {_n(y + r)}V{_n(y - r)}m-4 4l4-4 4 4"/>'
    return f'<g class="oo-token oo-{pose.split()[0]}">{fig}</g>'


def _stairs(x: float, y: float, title: str) -> str:
    return (
        f'<g class="oo-stairs"><title>{esc(title)}</title>'
        f'<path d="M{_n(x - 12)} {_n(y + 10)}v-5h6v-5h6v-5h6v-5h6v20z"/></g>'
    )


def _room_svg(
    view: Mapping[str, Any],
    floor: int,
    room: Mapping[str, Any],
    x: float,
    y: float,
    fight: bool,
    tokens: str,
    keep: bool = False,
) -> str:
    lair = floor == view.get("lair_floor")
    classes = "oo-room" + (" oo-lair" if lair else "") + (" oo-fight" if fight else "")
    kept = f' data-keep-in-view="{floor}:{room["col"]}"' if keep else ""
    lines = _fit(str(room["name"]), W - 10)
    names = "".join(
        f'<text class="oo-name" x="{_n(x + W / 2)}" y="{_n(y + 12 + i * 13)}" text-anchor="middle">{esc(t)}</text>'
        for i, t in enumerate(lines)
    )
    text = str(room.get("text") or "")
    return (
        f'<g class="{classes}"{kept}><title>{esc(room["name"])}{": " + esc(text) if text else ""}</title>'
        f'<rect class="oo-floor" x="{_n(x)}" y="{_n(y)}" width="{W}" height="{H}" rx="6"/>{names}'
        f"{_stack(room, x + 6, y + 38)}{_pile(room, x + 6, y + 70)}{_xykon(room, x + W - 28, y + 34)}"
        f"{tokens}</g>"
    )


def _room_tokens(players: list[Mapping[str, Any]], x: float, y: float) -> str:
    out = []
    for i, p in enumerate(players):
        tx = x + W - 14 - (i % 3) * 26
        ty = y + H - 14 - (i // 3) * 24
        out.append(token(p, tx, ty))
    return "".join(out)


def _target(option: Any, x: float, y: float) -> str:
    return (
        f'<g class="target" data-choice="{esc(option.key)}" tabindex="0" role="button" '
        f'aria-label="{esc(option.label)}"><title>{esc(option.label)}</title>'
        f'<rect class="oo-hl" x="{_n(x + 2)}" y="{_n(y + 2)}" width="{W - 4}" height="{H - 4}" rx="6"/></g>'
    )


def board_svg(view: Mapping[str, Any], decision: Any, *, interactive: bool = True) -> str:
    """The dungeon; the decision's room targets are clickable when it is the viewer's (or a shared) screen."""
    viewer = view.get("viewer")
    live = interactive and decision is not None and (viewer is None or decision.player == viewer)
    targets = _targets(decision, live)
    lo, hi, rows = _span(view, list(targets))
    width = LABEL + (hi - lo + 1) * (W + GAP_X) + PAD
    height = rows * (H + GAP_Y) + PAD

    def at(f: int, c: int) -> tuple[float, float]:
        return LABEL + (c - lo) * (W + GAP_X), PAD + f * (H + GAP_Y)

    battle = view.get("battle") or {}
    fill = view.get("fill") or {}
    fight_room = tuple(battle.get("room") or fill.get("room") or ())
    keep = fight_room or _own_room(view)
    here: dict[tuple[int, int], list[Mapping[str, Any]]] = {}
    for p in view.get("players", ()):
        if not p.get("exited"):
            here.setdefault((int(p["pos"][0]), int(p["pos"][1])), []).append(p)
    parts: list[str] = []
    rooms: set[tuple[int, int]] = set()
    for fl in view.get("floors", ()):
        f = int(fl["floor"])
        _, y = at(f, lo)
        parts.append(
            f'<text class="oo-flabel" x="6" y="{_n(y + 14)}">{esc(floor_name(view, f))}</text>'
            if f != view.get("lair_floor")
            else f'<text class="oo-flabel" x="6" y="{_n(y + 14)}">Xykon\'s</text>'
            f'<text class="oo-flabel" x="6" y="{_n(y + 28)}">Lair</text>'
        )
        for room in fl["rooms"]:
            c = int(room["col"])
            rooms.add((f, c))
            x, y = at(f, c)
            toks = _room_tokens(here.get((f, c), []), x, y)
            parts.append(_room_svg(view, f, room, x, y, (f, c) == fight_room, toks, (f, c) == keep))
        down = fl.get("stairs_down")
        if down is not None:
            x, y = at(f, int(down))
            parts.append(_stairs(x + W / 2, y + H + GAP_Y / 2, f"Stairs down from {floor_name(view, f)}"))
    npcs = view.get("npcs") or []
    if npcs:
        _, y = at(int(view.get("npc_floor") or 0), lo)
        for i, cid in enumerate(npcs):
            p = {"character": cid, "name": "Not played", "token": "up"}
            parts.append(f'<g class="oo-npc">{token(p, 16 + (i % 2) * 24, y + 40 + (i // 2) * 22, 9)}</g>')
    hl = []
    for (f, c), option in sorted(targets.items()):
        x, y = at(f, c)
        if (f, c) not in rooms:
            parts.append(
                f'<g><title>Unexplored</title><rect class="oo-unexplored" x="{_n(x + 3)}" y="{_n(y + 3)}" '
                f'width="{W - 6}" height="{H - 6}" rx="6"/>'
                f'<text x="{_n(x + W / 2)}" y="{_n(y + H / 2)}" text-anchor="middle" font-size="26">?</text></g>'
            )
        hl.append(_target(option, x, y))
    title = _title(view)
    narrowest = min(width, max(360, width * 0.85))  # on a phone: scroll sideways rather than shrink the rooms
    role = 'role="group"' if hl else 'role="img"'
    return (
        f'<div class="oots-map" data-scroller tabindex="0" aria-label="Dungeon map (scrolls sideways)">'
        f'<svg xmlns="http://www.w3.org/2000/svg" class="oots-board" viewBox="0 0 {_n(width)} {_n(height)}" '
        f'width="{_n(width)}" height="{_n(height)}" style="--oo-w:{_n(width * 1.1)}px;--oo-min:{_n(narrowest)}px" '
        f'{role} aria-label="{esc(title)}">'
        f"<title>{esc(title)}</title><style>{STYLE}</style>{''.join(parts)}"
        f'<g class="oo-targets">{"".join(hl)}</g></svg></div>'
    )


def _own_room(view: Mapping[str, Any]) -> tuple[int, ...]:
    """The room a phone keeps in view (web/redraw.py centres `data-keep-in-view` in the map's scroller):
    the viewer's own, else the room of the player whose turn it is."""
    players = view.get("players") or []
    seat = view.get("viewer")
    if not isinstance(seat, int) or not 0 <= seat < len(players) or players[seat].get("exited"):
        seat = (view.get("turn") or {}).get("seat")
    if not isinstance(seat, int) or not 0 <= seat < len(players):
        return ()
    return tuple(int(x) for x in players[seat]["pos"])


def _title(view: Mapping[str, Any]) -> str:
    floors = len(view.get("floors", ())) - 1
    rooms = sum(len(fl["rooms"]) for fl in view.get("floors", ()))
    state = " The dungeon is collapsing!" if view.get("collapsing") else ""
    return f"The dungeon: {plural(rooms, 'room')} on {plural(max(floors, 0), 'floor')} below the Entrance.{state}"
