"""A battle drawn as a battle: the stack fanned, both sides' values itemised, the d12, the outcome.

Before the roll the view carries `odds` (engine/games/oots/view.py): the totals as they
stand and, for each choice of the pending decision (each Battle Shtick, battling without
one, each flip for a bonus, rolling now), the exact win / draw / loss chances.  Each
choice is listed with its chance beside it; when the choice is the viewer's to make it
is a button (`data-choice`) as well.  After the roll the rolled dice lie in a kit roll
tray with the outcome, where everyone sees them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import attrs, esc
from ..kit import cards as kit_cards
from ..kit import dice as kit_dice
from .cards import face_of
from .names import OUTCOME_WORDS, chance_words, character_name, item_label, possessive, room_name
from .table_events import render_offers

STYLE = """
:where(.oots-battle){border:2px solid var(--line,#8a7a5a);border-radius:8px;padding:8px;margin:8px 0;
 background:var(--card,#fff)}
:where(.oots-battle) h3{margin:0 0 6px;font-size:1rem}
:where(.oots-fan){display:flex;flex-wrap:nowrap;overflow-x:auto;padding:2px 0 6px}
:where(.oots-fan) > .card{flex:0 0 auto}
:where(.oots-fan) > .card + .card{margin-left:-3.2rem}
:where(.oots-fan) > .card:first-child{z-index:2;position:relative}
:where(.oots-sides){display:grid;grid-template-columns:1fr 1fr;gap:8px}
:where(.oots-side){margin:0}
:where(.oots-side) h4{margin:0 0 2px;font-size:.95rem}
:where(.oots-items){margin:0;padding:0;list-style:none;font-size:.9rem}
:where(.oots-items) li{display:flex;justify-content:space-between;gap:6px;border-bottom:1px dotted var(--line,#aaa)}
:where(.oots-items) .oots-sum{font-weight:800;border-bottom:0}
:where(.oots-choices){margin:6px 0 0;padding:0;list-style:none;display:grid;gap:4px}
:where(.oots-choice){display:grid;grid-template-columns:minmax(0,1fr) auto;gap:6px;align-items:center;
 border:1px solid var(--line,#aaa);border-radius:6px;padding:4px 6px}
:where(.oots-choice) button{min-height:44px;text-align:left}
:where(.oots-odds){font-size:.85rem;white-space:nowrap}
:where(.oots-bar){display:flex;height:8px;border-radius:4px;overflow:hidden;margin-top:2px;
 border:1px solid var(--line,#888)}
:where(.oots-bar) .w{background:#2f7d32}:where(.oots-bar) .d{background:#c9a227}:where(.oots-bar) .l{background:#b3261e}
:where(.oots-outcome){font-weight:800;font-size:1.1rem}
:where(.oots-guess){margin:0;font-size:.85rem;font-style:italic}
.opt-note{font-weight:800;white-space:nowrap}
:where(.oots-battle-body){display:grid;grid-template-columns:auto minmax(0,1fr);gap:10px;align-items:start}
:where(.oots-battle-body) .oots-fan{max-width:16rem}
@media (max-width:600px){:where(.oots-battle-body){grid-template-columns:1fr}
 :where(.oots-choice){grid-template-columns:1fr}:where(.oots-odds){white-space:normal}
 .oots-battle .oots-fan .card-art,.oots-battle .oots-fan .card-text{display:none}
 .oots-battle .oots-fan .card-sm{min-height:0}}
@media (max-width:600px){:where(.oots-sides){grid-template-columns:1fr}}
"""


# A player battle before the Defender has chosen (D17: they choose after seeing the Attacker's
# shtick): the chances assume the answer best for the Defender (view.py `_best_reply`), from
# their face-up shticks.  The page says so, so that a guess never reads as the choice made early.
UNCHOSEN = ("shtick", "preroll")  # the Attacker's stages (at "defend" the chances are the Defender's own)
GUESS = "Not chosen yet; the chances reckon with their best answer:"


def _items(items: list[Any], total_label: str, total: int | str) -> str:
    rows = "".join(f"<li><span>{esc(item_label(str(label)))}</span><span>{int(v):+d}</span></li>" for label, v in items)
    total_row = f'<li class="oots-sum"><span>{esc(total_label)}</span><span>{esc(total)}</span></li>'
    return f'<ul class="oots-items">{rows}{total_row}</ul>'


def _bar(o: Mapping[str, Any]) -> str:
    of = max(int(o.get("of", 12)), 1)
    parts = "".join(
        f'<span class="{k[0]}" style="width:{100 * int(o.get(k, 0)) / of:.1f}%"></span>'
        for k in ("win", "draw", "loss")
    )
    return f'<div class="oots-bar" aria-hidden="true">{parts}</div>'


def odds_text(o: Mapping[str, Any]) -> str:
    """'win 7 in 12 (58%) · draw 1 in 12 (8%) · loss 4 in 12 (33%)', leaving out what never happens."""
    of = int(o.get("of", 12))
    bits = [f"{k} {chance_words(int(o.get(k, 0)), of)}" for k in ("win", "draw", "loss")]
    return " · ".join(b for b in bits if not b.endswith("never"))


def short_chance(o: Mapping[str, Any]) -> str:
    """A choice's chance of winning in a few words: 'win 58%', 'always wins', 'never wins'."""
    of, win = max(int(o.get("of", 12)), 1), int(o.get("win", 0))
    if win <= 0:
        return "never wins"
    if win >= of:
        return "always wins"
    return f"win {max(1, min(99, round(100 * win / of)))}%"


def _choice_label(key: str, view: Mapping[str, Any], decision: Any) -> str:
    if decision is not None:
        for option in decision.options:
            if option.key == key:
                return str(option.label)
    head, _, arg = key.partition(":")
    if key == "shtick:none":
        return "Battle without a shtick"
    plain = {"roll": "Roll now", "ready": "Ready", "enough": "Ask nobody else"}
    if key in plain:
        return plain[key]
    if head == "offer":  # offer:<helper>:<loot>
        helper, _, loot = arg.partition(":")
        return f"Ask {character_name(helper)} for help, offering {face_of(view, loot).get('title', 'Loot')}"
    title = face_of(view, arg).get("title", arg)
    return f"Flip {title}: attack instead" if head == "charge" else f"{'Use' if head == 'shtick' else 'Flip'} {title}"


def _choices(view: Mapping[str, Any], decision: Any, keys: set[str], who: str) -> str:
    odds = view.get("odds") or {}
    rows = []
    for key, o in (odds.get("choices") or {}).items():
        label = _choice_label(key, view, decision)
        if o.get("both_roll"):  # a player battle: each side adds its modifier to its own d12
            total = f"you {int(o['mod']):+d} against {int(o['value']):+d}, both roll"
        else:
            total = f"you {int(o['mod']):+d} against {int(o['value'])}"
        name = f'<button type="button"{attrs(data_choice=key)}>{esc(label)}</button>' if key in keys else esc(label)
        rows.append(
            f'<li class="oots-choice"><div>{name}<div class="oots-odds">{esc(total)}</div></div>'
            f'<div class="oots-odds"><span>{esc(odds_text(o))}</span>{_bar(o)}</div></li>'
        )
    if not rows:
        return ""
    head = "Your chances" if decision is not None else f"{possessive(who)} chances"
    return f'<h4>{esc(head)} with each choice</h4><ul class="oots-choices">{"".join(rows)}</ul>'


def _players_name(view: Mapping[str, Any], seat: int) -> str:
    players = view.get("players") or []
    return str(players[seat]["name"]) if 0 <= seat < len(players) else "?"


def _fan(view: Mapping[str, Any], b: Mapping[str, Any]) -> str:
    """The room's Battle Stack fanned, the Monster battled first (a defeated one stays shown until the next battle)."""
    room = None
    f, c = (int(x) for x in b["room"])
    for fl in view.get("floors", ()):
        if fl["floor"] == f:
            room = next((r for r in fl["rooms"] if r["col"] == c), None)
    ids = [m["id"] for m in (room or {}).get("monsters", [])]
    if b.get("monster") and b["monster"] not in ids:
        ids.insert(0, b["monster"])
    elif b.get("monster"):
        ids.remove(b["monster"])
        ids.insert(0, b["monster"])
    cards = "".join(kit_cards.card(_monster_face(view, m), size="sm") for m in ids)
    return f'<div class="oots-fan" aria-label="The Battle Stack, top first">{cards}</div>' if cards else ""


def _monster_face(view: Mapping[str, Any], card: str) -> kit_cards.CardFace:
    from .cards import kit_face

    return kit_face(view, card)


def render_battle(view: Mapping[str, Any], decision: Any, keys: set[str]) -> str:
    """The battle in progress (or the last one, marked as over)."""
    b = view.get("battle")
    current = b is not None
    if b is None:
        b = view.get("last_battle")
    if not b:
        return ""
    turn = view.get("turn") or {}
    seat = int(turn.get("seat", 0)) if current else -1
    me = _players_name(view, seat) if current else "Player"
    where = room_name(view, b["room"])
    if b.get("monster"):
        foe = face_of(view, b["monster"]).get("title", "the Monster")
    else:
        foe = _players_name(view, int(b.get("foe", -1)))
    role = "attacks" if b.get("role") == "attacker" else "defends against"
    ranged = " from afar" if b.get("ranged") else ""
    title = f"{'Battle' if current else 'Last battle'}: {me} {role} {foe}{ranged} ({where})"
    if not current:
        title = f"Last battle: {foe}{ranged} in {where}"
    odds = view.get("odds") or {}
    now = odds.get("now")
    rolled = bool(b.get("dice"))
    sides = ""
    if now and not rolled:
        if now.get("both_roll"):  # a player battle: the Attacker's side first, whoever is choosing
            first, second = (now["theirs"], now["mine"]) if odds.get("defender") else (now["mine"], now["theirs"])
            mine = _items(first, "modifier", f"{sum(int(v) for _, v in first):+d}")
            theirs = _items(second, "modifier", f"{sum(int(v) for _, v in second):+d}")
            if b.get("stage") in UNCHOSEN:  # the Defender's column is the odds' guess, not a choice made
                theirs = f'<p class="oots-guess">{esc(GUESS)}</p>{theirs}'
        else:
            mine = _items(now["mine"], "modifier", f"{int(now['mod']):+d}")
            theirs = _items(now["theirs"], "total", int(now["value"]))
        sides = _sides(me, foe, mine, theirs, b)
    elif rolled:
        items = [list(i) for i in b.get("items", [])]
        mine_items = [i for i in items if not str(i[0]).startswith("foe: ")]
        theirs_items = [[str(i[0])[5:], i[1]] for i in items if str(i[0]).startswith("foe: ")]
        die = int(b["player_total"]) - sum(int(v) for _, v in mine_items)
        mine = _items([["die", die], *mine_items], "total", int(b["player_total"]))
        if b.get("monster"):
            theirs = _items(theirs_items, "total", int(b["monster_total"]))
        else:
            foe_items = [list(i) for i in b.get("foe_items", [])]
            theirs = _items(foe_items, "total", int(b.get("foe_total", 0)))
        sides = _sides(me, foe, mine, theirs, b)
    tray = ""
    if rolled:
        faces = [kit_dice.d12(int(d), size=44, rolling=current) for d in b["dice"]]
        caption = "The lowest die counts" if len(faces) > 1 else "The roll"
        word = OUTCOME_WORDS.get(str(b.get("outcome")), "")
        tone = {"win": "good", "loss": "bad"}.get(str(b.get("outcome")), "neutral")
        tray = kit_dice.roll_tray(faces, caption=caption, outcome=word, tone=tone, key="-".join(map(str, b["dice"])))
    outcome = ""
    if rolled and b.get("outcome"):
        against = int(b["monster_total"] if b.get("monster") else b.get("foe_total", 0))
        outcome = (
            f'<p class="oots-outcome">{esc(OUTCOME_WORDS.get(str(b["outcome"]), ""))}: '
            f"{int(b['player_total'])} against {against}</p>"
        )
    chooser = _players_name(view, int(b.get("foe", -1))) if odds.get("defender") else me
    choices = _choices(view, decision, keys, chooser) if current else ""
    helping = render_offers(view, b, current)
    fan = _fan(view, b) if b.get("monster") else ""
    return (
        f'<section class="oots-battle" aria-label="Battle"><style>{STYLE}</style><h3>{esc(title)}</h3>'
        f'<div class="oots-battle-body">{fan}<div class="oots-battle-main">'
        f"{sides}{tray}{outcome}{helping}{choices}</div></div>"
        "</section>"
    )


def _sides(me: str, foe: str, mine: str, theirs: str, b: Mapping[str, Any]) -> str:
    stat = "Attack" if b.get("role") == "attacker" else "Defense"
    foe_stat = "Defense" if b.get("role") == "attacker" else "Attack"
    return (
        f'<div class="oots-sides"><div class="oots-side"><h4>{esc(me)}: {stat}</h4>{mine}</div>'
        f'<div class="oots-side"><h4>{esc(foe)}: {foe_stat}</h4>{theirs}</div></div>'
    )
