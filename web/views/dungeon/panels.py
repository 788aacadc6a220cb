"""The HTML panels beside the board: each seat, the monster slots, decks, the hunt, the result, the map key.

`render_panels(view)`: the result first once the game is over, then the seats; the
last fight lies on the table with the board (board.py `render_board`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..common import esc
from .layout import layout
from .names import (
    _CURRENT,
    CLASS_NAMES,
    CLASSES,
    SPECIAL_NAMES,
    SPELL_NAMES,
    TRAP_NAMES,
    _colour,
    _gp,
    _hit,
    _ink,
    _space_label,
)

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
        f'<div class="dng-panels"><style>{PANEL_STYLE}</style>{_result_panel(view)}'
        f"{players}{_hunt_panel(view, b)}"
        f"{_slots_panel(view, b)}{_decks_panel(view)}{_legend()}</div>"
    )
