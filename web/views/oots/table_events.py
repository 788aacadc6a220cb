"""What the table does out of turn, shown on the table: help asked for and given, and Screw This!

- Offers (engine/games/oots/assist.py `offers_view`, in the view's battle): who asks whom for
  help, offering which Loot, for what bonus, and the answer (waiting, accepted, declined,
  double-crossed); an accepted offer's Loot is held until the battle is over, then paid.  In a
  battle between players, whose turn it is to ask.  Every offer is public.
- A Screw This! window (the view's `window`): when it is, the cards played into it so far, each
  drawn as its card with who played it and on whom, a cancelled one marked; then the lasting
  effects of cards played earlier (the view's `effects`), with how long they last.  The view never
  says who holds priority or who holds a card, so neither does the page.
- The viewer's own Screw This! cards the decision lets them play now, as clickable cards (each
  option `screw:<card>[:<target>]` with its words under it), beside the decision bar's buttons.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import esc
from .cards import card, face_of

STYLE = """
:where(.oots-offers){margin:6px 0 0;padding:0;list-style:none;display:grid;gap:4px}
:where(.oots-offer){display:flex;flex-wrap:wrap;gap:2px 8px;align-items:baseline;border:1px solid var(--line,#aaa);
 border-radius:6px;padding:4px 6px;font-size:.9rem}
:where(.oots-offer) .oots-status{font-weight:700}
:where(.oots-offer.accepted){border-width:2px;border-color:#2f7d32}
:where(.oots-offer.declined),:where(.oots-offer.betrayed){border-style:dashed}
:where(.oots-screw){border:2px solid #7b2d26;border-radius:8px;padding:6px 8px;margin:8px 0}
:where(.oots-screw) h3{margin:0 0 4px;font-size:1rem}
:where(.oots-played){display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
:where(.oots-played) li{display:grid;gap:2px;justify-items:start;max-width:8rem;font-size:.85rem}
:where(.oots-played) .oots-cancelled .card{opacity:.5}
:where(.oots-effects){margin:4px 0 0;padding-left:1.2em;font-size:.9rem}
:where(.oots-screw-mine){display:flex;flex-wrap:wrap;gap:8px}
:where(.oots-screw-mine) .oots-pick-card{display:grid;gap:2px;justify-items:start;max-width:8.5rem;font-size:.85rem}
@media (max-width:600px){.oots-screw .card-art,.oots-played .card-text{display:none}
 .oots-screw .card-sm{min-height:0}}
"""

STATUS = {  # an offer's answer in player words (the battle still on, or over)
    "pending": ("waiting for an answer", "not answered"),
    "waiting": ("waiting to hear the other side", "not answered"),
    "accepted": ("accepted: the Loot is paid once the battle is over", "accepted and paid"),
    "declined": ("declined", "declined"),
    "betrayed": ("double-crossed: the help went to the other side", "double-crossed"),
}
LASTS = {"battle": "until the end of the battle", "turn": "until the end of the turn", "trap": "for this trap"}
SIDES = {"attacker": "the Attacker", "defender": "the Defender"}


def _name(view: Mapping[str, Any], seat: Any) -> str:
    players = view.get("players") or []
    try:
        i = int(seat)
    except (TypeError, ValueError):
        return ""
    return str(players[i]["name"]) if 0 <= i < len(players) else ""


def render_offers(view: Mapping[str, Any], b: Mapping[str, Any], current: bool) -> str:
    """The battle's offers of help, one line each, with their answers ("" when nobody asked)."""
    offers = b.get("offers") or []
    pvp = not b.get("monster")
    rows = []
    for o in offers:
        status = str(o.get("status", "pending"))
        words = STATUS.get(status, (status, status))[0 if current else 1]
        side = f" ({SIDES.get(str(o.get('side')), '')})" if pvp and o.get("side") in SIDES else ""
        rows.append(
            f'<li class="oots-offer {esc(status)}"><span>{esc(_name(view, o.get("asker")))}{esc(side)} asks '
            f"<b>{esc(o.get('helper_name', ''))}</b> for help, offering <b>{esc(o.get('loot_name', ''))}</b></span>"
            f"<span>+{int(o.get('bonus', 0))}</span>"
            f'<span class="oots-status">{esc(words)}</span></li>'
        )
    asking = int(b.get("asking", -1)) if current else -1
    turn = f"<p>{esc(_name(view, asking))} may ask for help now.</p>" if asking >= 0 else ""
    if not rows and not turn:
        return ""
    listed = f'<ul class="oots-offers">{"".join(rows)}</ul>' if rows else ""
    return f'<div class="oots-help"><style>{STYLE}</style><h4>Help asked for</h4>{turn}{listed}</div>'


def _target(view: Mapping[str, Any], stack: list[Any], at: int, target: str) -> str:
    """Whom or what a played card aimed at: a shtick, a player, or (a cancelling card) an earlier card."""
    if not target:
        return ""
    if target in (view.get("cards") or {}):
        return str(face_of(view, target).get("title", ""))
    if target.isdigit() and int(target) < at and stack[int(target)].get("cancelled"):
        return str(stack[int(target)].get("name", ""))  # the card it cancels, played before it
    return _name(view, target)


def _played(view: Mapping[str, Any], stack: list[Any], at: int) -> str:
    entry = stack[at]
    who = _name(view, entry.get("seat"))
    aim = _target(view, stack, at, str(entry.get("target") or ""))
    on = f" on {aim}" if aim else ""
    cancelled = bool(entry.get("cancelled"))
    words = f"{who} played it{on}" + (": cancelled" if cancelled else "")
    return (
        f'<li class="{"oots-cancelled" if cancelled else ""}">{card(view, str(entry.get("card", "")))}'
        f"<span>{esc(words)}</span></li>"
    )


def _effect(view: Mapping[str, Any], e: Mapping[str, Any]) -> str:
    who = _name(view, e["seat"]) if "seat" in e else ""
    shtick = face_of(view, str(e["shtick"])).get("title", "") if e.get("shtick") else ""
    about = ", ".join(x for x in (who, str(shtick)) if x)
    lasts = LASTS.get(str(e.get("until")), "")
    return f"<li><b>{esc(e.get('name', ''))}</b>{esc(f' ({about})' if about else '')} {esc(lasts)}</li>"


def _mine(view: Mapping[str, Any], decision: Any, keys: set[str]) -> str:
    """The viewer's Screw This! cards playable now, each a clickable card with its option's words."""
    if decision is None:
        return ""
    cells = []
    for o in decision.options:
        if not o.key.startswith("screw:") or o.key not in keys:
            continue
        cid = o.key.split(":")[1]
        if cid not in (view.get("cards") or {}):
            continue
        cells.append(
            f'<div class="oots-pick-card" role="button" tabindex="0" data-choice="{esc(o.key)}" title="{esc(o.label)}">'
            f"{card(view, cid)}<span>{esc(o.label)}</span></div>"
        )
    if not cells:
        return ""
    return f'<h4>Your Screw This! cards: click one to play it</h4><div class="oots-screw-mine">{"".join(cells)}</div>'


def render_screw(view: Mapping[str, Any], decision: Any, keys: set[str]) -> str:
    """The open Screw This! window and the lasting effects, and the viewer's cards to play ("" if none)."""
    window = view.get("window") or {}
    effects = view.get("effects") or []
    mine = _mine(view, decision, keys)
    if not window and not effects and not mine:
        return ""
    head = f"Screw This! {window.get('title', '')}" if window else "Screw This!"
    stack = window.get("stack") or []
    played = (
        f'<ul class="oots-played" aria-label="Cards played, the last one resolves first">'
        f"{''.join(_played(view, stack, i) for i in range(len(stack)))}</ul>"
        if stack
        else ("<p>No card played yet.</p>" if window else "")
    )
    lasting = (
        f'<h4>In effect</h4><ul class="oots-effects">{"".join(_effect(view, e) for e in effects)}</ul>'
        if effects
        else ""
    )
    aside = "".join(  # the viewer's own play, set aside for one before it in turn order (windows.py)
        f'<p class="oots-aside">{esc(c.get("name", ""))} was not played: a player before you in turn order '
        "played first. It is still in your hand: play it now, or pass.</p>"
        for c in window.get("set_aside") or []
    )
    return (
        f'<section class="oots-screw" aria-label="Screw This!"><style>{STYLE}</style><h3>{esc(head.strip())}</h3>'
        f"{played}{aside}{lasting}{mine}</section>"
    )
