"""The DungeonQuest panels beside the table: the result, the sun track, one sheet per hero, the decks.

Plain HTML (classes: dq-panels, dq-sun with its track spaces dq-now/dq-num/dq-past, hero sheets
`section.player` (.turn), dq-attrs, dq-bar health meter, dq-decks, dq-result).  A dead hero's
sheet shows no tokens (R-DQ-129); places are named as players see them, never as coordinates.
The fight and the drawn cards are on the table beside the board (table.py), not here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import dice, esc
from .base import (
    _CURRENT,
    ATTRS,
    DECKS,
    FACING_NAMES,
    SHAPES,
    STATUS_NAMES,
    STUCK_NAMES,
    _initial,
    _int,
    _place,
    _pos,
    _seq,
    _the_place,
    _who,
    seat_colour,
)
from .tiles import _spaces

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
    """HTML panels: the result, the sun track, one hero sheet per seat, the decks."""
    spaces = _spaces(view)
    heroes = "".join(_hero_sheet(h, view, spaces) for h in _seq(view.get("heroes")) if isinstance(h, Mapping))
    return (
        f'<div class="dq-panels"><style>{PANEL_STYLE}</style>{_result_panel(view)}{_sun_panel(view)}'
        f"{heroes}{_decks_panel(view)}</div>"
    )
