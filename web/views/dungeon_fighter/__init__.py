"""Dungeon Fighter's table: the throw table and target board, the foe's card, the dungeon sheet,
the chest and the shop; the hero sheets beside it.

Pure functions of the view dict (engine/games/dungeon_fighter/view.py) and
the pending decision, split by what they draw: `table` (the table and board
SVG from the physics' board data), `aim` (gestures and the aiming guide),
`trace` (playing a recorded throw back), `sheets` (cards and hero sheets),
`dungeon` (the floor map).  Styles: the "dungeon fighter" section of
static/app.css.

The throw itself is input, not a click: the table SVG carries `data-df-pad`
while the person deciding may throw, and web/throw.py turns a drag, a flick
or keys on it into the throw option's eight integers (physics.GESTURE_PARAMS).
The die to throw is picked with `data-df-die` buttons (the option key), so
no click on the table ever throws by accident.  Moving through the dungeon
is a click on a room (`data-choice`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.games.dungeon_fighter.decide import MUST_BE

from ..common import attrs, esc
from . import aim as aim_mod
from .aim import KEY_HELP, Aim, guide
from .dungeon import floor_map, floors_strip
from .sheets import chest, hero_sheet, monster_card, shop
from .table import COLOR_WORD, board_closeup, table_svg

__all__ = ["render_board", "render_panels", "requirement_ids", "requirement_notes", "throw_keys"]


def requirement_notes(decision: Any) -> tuple[str, ...]:
    """The decision's notes that name what the throw must be (web/views/play.py shows them as a
    requirement to meet, not with the cross of a thing refused: a newcomer read it as an error)."""
    return tuple(note for note in decision.notes if note.startswith(MUST_BE))


def requirement_ids(view: Mapping[str, Any]) -> tuple[str, ...]:
    """The requirement ids in force for the coming throw: the view's own list of them (the foe's and
    the room's plus every declared weapon's, as the engine judges the throw) when it gives one, else
    the players' names mapped back through the content's requirement table.  A weapon's requirement
    counts too: the aiming guide and the bank sheet or hurdle card must follow it, or the throw fails."""
    enc = view.get("encounter") or {}
    if enc.get("throw_requirements") is not None:
        return tuple(dict.fromkeys(str(r) for r in enc["throw_requirements"]))
    if enc.get("requirement_ids") is not None:
        return tuple(enc["requirement_ids"])
    from engine.games.dungeon_fighter.content import REQUIREMENTS

    by_name = {r.name.lower(): r.id for r in REQUIREMENTS.values()}
    names = [str(n).lower() for n in enc.get("requirements", [])]
    declared = set(enc.get("weapons", []))
    for hero in view.get("heroes", []):
        for eq in hero.get("equipment", []):
            if eq.get("id") in declared and eq.get("requirement"):
                names.append(str(eq["requirement"]).lower())
    return tuple(dict.fromkeys(by_name[n] for n in names if n in by_name))


def throw_keys(decision: Any) -> list[str]:
    """The throw options offered now (one per die), in the decision's order."""
    if decision is None:
        return []
    return [o.key for o in decision.options if o.key.startswith("throw:") and o.params]


def _die_buttons(keys: list[str]) -> str:
    out = []
    for i, key in enumerate(keys):
        color = key.split(":", 1)[1]
        out.append(
            f'<button type="button" class="df-pick df-pick-{esc(color)}" data-df-die="{esc(key)}" '
            f'aria-pressed="{"true" if i == 0 else "false"}">'
            f'<span class="df-hdie df-hdie-{esc(color)}" aria-hidden="true">{esc(color[:1].upper())}</span> '
            f"{esc(COLOR_WORD.get(color, color))}</button>"
        )
    return f'<div class="df-row df-picks" role="group" aria-label="Die to throw">{"".join(out)}</div>'


# A press anywhere on the table starts the throw from your hand (web/throw.py: only the swipe's direction
# and speed count), which matters on a phone, where the hand sits at the screen's edge.
HOW_TO = (
    "Drag or swipe across the table towards the board and let go: the faster the flick, the harder the throw. "
    "The die must bounce on the table before it reaches the board."
)


def face_words(top: int) -> str:
    """The face the thrower holds up (a hero die's 1 is its icon): the button that turns it."""
    return f"Face up in your hand: {top}" + (" (the icon)" if top == 1 else "")


def readout(a: Aim) -> str:
    """The aim in words (web/throw.py keeps it up to date; screen readers hear it politely)."""
    side = "left" if a.yaw_cdeg > 0 else "right"
    aim_words = "straight ahead" if round(a.yaw_cdeg / 100) == 0 else f"{_degrees(a.yaw_cdeg / 100)} {side}"
    spin = (
        "no spin" if a.spin_drps == 0 else f"spin {abs(a.spin_drps) / 10:.0f} {'left' if a.spin_drps > 0 else 'right'}"
    )
    if round(a.loft_ddeg / 10) == 0:
        arc = "thrown level"
    elif a.loft_ddeg < 0:
        arc = f"thrown {_degrees(a.loft_ddeg / 10)} down"
    else:
        arc = f"arc {_degrees(a.loft_ddeg / 10)}"
    if a.offset_mm == 0:
        spot = "in the middle"
    else:
        spot = f"{abs(a.offset_mm) / 10:.0f} cm {'right' if a.offset_mm > 0 else 'left'} of the middle"
    return (
        f"Standing at the {aim_mod.EDGE_WORDS[a.edge]} edge, {spot}; "
        f"aim {aim_words}; power {a.power_pm // 10}%; {arc}; {spin}; face {a.top_face} up."
    )


def _degrees(value: float) -> str:
    """Whole degrees in words a player reads ("1 degree", "15 degrees"), the sign dropped."""
    n = abs(round(value))
    return f"{n} degree" + ("" if n == 1 else "s")


def requirement_words(reqs: tuple[str, ...]) -> list[tuple[str, str]]:
    """Each throw requirement in force as (name, what it asks) in the rulebook's player words, so a
    player who never read the rules knows what the throw needs (the ids stay out of sight)."""
    from engine.games.dungeon_fighter.content import REQUIREMENTS

    return [(REQUIREMENTS[r].name, REQUIREMENTS[r].text) for r in reqs if r in REQUIREMENTS]


def last_throw(view: Mapping[str, Any]) -> str:
    """What the last throw did, in the log's words, under the table: the throw line and up to two
    lines after it (damage, a pocketed card), so the result is read where the dice were watched.
    Nothing once a new foe is drawn: a throw at the one before is old news there."""
    if not view.get("throws"):
        return ""
    log = [str(line.get("text", "")) if isinstance(line, Mapping) else str(line) for line in view.get("log") or []]
    start = next((i for i in range(len(log) - 1, -1, -1) if " throws " in log[i]), None)
    if start is None or any(" draws " in line for line in log[start + 1 :]):
        return ""
    lines = log[start : start + 3]
    rest = "".join(f" {esc(line)}" for line in lines[1:])
    return f'<p class="df-last"><b>Last throw:</b> {esc(lines[0])}{rest}</p>'


def throw_controls(view: Mapping[str, Any], keys: list[str], a: Aim, reqs: tuple[str, ...]) -> str:
    g = guide(reqs)
    needs = "".join(f"<li><b>{esc(name)}:</b> {esc(text)}</li>" for name, text in requirement_words(reqs))
    notes = needs + "".join(f"<li>{esc(n)}</li>" for n in g.notes)
    lofts = "".join(
        f'<button type="button" data-df-loft="{value}" aria-pressed="{"true" if a.loft_ddeg == value else "false"}">'
        f"{aim_mod.LOFT_WORDS[word]}</button>"
        for word, value in aim_mod.LOFTS.items()
    )
    help_rows = "".join(f"<li><kbd>{esc(k)}</kbd> {esc(v)}</li>" for k, v in KEY_HELP)
    return (
        f'<div class="df-controls" aria-label="Throw">'
        f"{_die_buttons(keys)}"
        f'<p class="df-how">{HOW_TO}<span class="df-how-keys"> Or focus the table and use the keys.</span></p>'
        + (f'<ul class="df-req-notes" aria-label="What this throw needs">{notes}</ul>' if notes else "")
        + f'<div class="df-row" role="group" aria-label="Arc">{lofts}'
        '<button type="button" data-df-mode="slingshot" aria-pressed="false">Slingshot (drag back)</button>'
        f'<button type="button" data-df-face="1">{esc(face_words(a.top_face))}</button></div>'
        '<div class="df-meter" id="df-meter" hidden=""><span class="df-meter-fill"></span></div>'
        f'<p class="df-readout" id="df-readout" aria-live="polite">{esc(readout(a))}</p>'
        '<button type="button" class="primary df-release" data-df-release="1">Throw with this aim</button>'
        f'<details class="df-keys"><summary>Keys for aiming and throwing</summary><ul>{help_rows}</ul></details></div>'
    )


def home_edge(view: Mapping[str, Any], decision: Any) -> str:
    """The deciding hero's own edge of the table (A-DF-46), where a throw starts unless moved."""
    heroes = view.get("heroes", [])
    seat = getattr(decision, "player", None)
    if seat is None or not 0 <= int(seat) < len(heroes):
        return "S"
    edge = heroes[int(seat)].get("home_edge", "S")
    return edge if edge in ("S", "E", "N", "W") else "S"


def partners(view: Mapping[str, Any]) -> str:
    """On the party's decisions: what each computer teammate would choose, and why."""
    lines = [
        f'<p class="df-partner" role="note"><b>{esc(p.get("name", ""))}</b> would choose: '
        f"<b>{esc(p.get('label', ''))}</b>" + (f". {esc(p['reason'])}" if p.get("reason") else "") + "</p>"
        for p in view.get("partners") or []
    ]
    return "".join(lines)


def _thinking(view: Mapping[str, Any]) -> str:
    """A computer teammate is planning (the decision bar is not the person's): show it on the table."""
    enc = view.get("encounter") or {}
    heroes = view.get("heroes", [])
    seat = enc.get("swinger", view.get("leader", 0)) if enc else view.get("leader", 0)
    name = heroes[seat]["name"] if 0 <= int(seat) < len(heroes) else "A teammate"
    return (
        f'<p class="df-thinking" role="status"><span class="df-dots" aria-hidden="true"></span> '
        f"{esc(name)} is thinking&hellip;</p>"
    )


def render_board(view: Mapping[str, Any], decision: Any, *, aim: Aim | None = None) -> str:
    """The table: progress, the foe, the throw table (with the throw controls when it is your throw),
    the dungeon sheet, the chest and the shop."""
    keys = {o.key for o in decision.options} if decision is not None else set()
    throws = throw_keys(decision)
    enc = view.get("encounter")
    reqs = requirement_ids(view) if throws else ()
    a = aim_mod.prepare(aim or Aim(edge=home_edge(view, decision)), reqs)
    g = guide(reqs)
    live = view.get("won") is None and view.get("phase") != "over"
    thinking = _thinking(view) if decision is None and live else ""
    table = table_svg(view, aim=a, g=g, throwing=bool(throws), requirements=reqs)
    watch = '<button type="button" class="df-watch" data-df-watch="1" hidden="">Watch the last throw again</button>'
    fight = ""
    if enc:
        fight = f'<div class="df-fight">{monster_card(enc)}{thinking}{board_closeup(view, g)}</div>'
    else:
        fight = thinking
    controls = throw_controls(view, throws, a, reqs) if throws else ""
    head = (
        f'<div class="df-status">{floors_strip(view)}<span>Round {esc(view.get("round", 1))}</span>'
        f"<span>{esc(str(view.get('difficulty', '')).title())}</span></div>"
    )
    side = f'<div class="df-side">{chest(view)}{shop(view.get("shop") or [], keys, view.get("heroes", []))}</div>'
    dungeon = f'<div class="df-dungeon">{floor_map(view, keys)}</div>'
    # on your throw the die buttons and how to throw come first under the table (on a phone they must
    # show above the docked decision); the last throw's result follows them
    throw_area = f'<div class="df-throw">{table}{controls}{watch}{last_throw(view)}</div>'
    if enc:  # a fight: the table in the middle, the dungeon sheet below
        main, lower = f"{fight}{throw_area}", f"{dungeon}{side}"
    else:  # between fights: the dungeon sheet is the table
        main, lower = f"{fight}{dungeon}", f"{side}{throw_area}"
    return (
        f'<div class="df" role="group" aria-label="Dungeon Fighter table"{attrs(data_throws=view.get("throws", 0))}>'
        f'{head}{partners(view)}<div class="df-main{"" if enc else " df-main-map"}">{main}</div>'
        f'<div class="df-lower">{lower}</div></div>'
    )


def render_panels(view: Mapping[str, Any]) -> str:
    """The hero sheets, in seat order; the hero whose swing it is is marked."""
    enc = view.get("encounter") or {}
    swinger = enc.get("swinger") if enc.get("stage") in ("swing", "choose") else None
    return "".join(hero_sheet(h, swinging=h.get("seat") == swinger) for h in view.get("heroes", []))
