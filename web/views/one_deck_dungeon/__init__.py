"""One Deck Dungeon views: the table (doors, the card behind a door, the encounter with its boxes and the
rolled dice, the dungeon card) and the heroes beside it.

Pure functions of the view dict, split by what they draw: `pieces` (boxes and
dice), `cards` (doors and dungeon cards), `dungeon_card` (floors, boss and the
party's counters), `heroes` (the hero cards).  Dice and boxes always carry
their colour as a letter and a shape and their value as text (never colour
alone); clickable things are role=button, focusable, and carry `data-choice`
with the option key.  A die can also be dragged onto a box (`data-drag` +
`data-drag-choice`).  The dice the last move rolled (the engine's roll
counter: `fresh`) roll in on screen; nothing else does.  `option_fold` folds a
battle's many "Pick up" buttons in the decision bar (each die is already a
button on the table).  The styles are the "one deck dungeon" section of
static/app.css.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import attrs, esc
from ..kit import cards as kit_cards
from ..kit import dice as kit_dice
from ..kit import emblems
from .cards import FAMILY, ITEM_WORD, boss_card, card, card_face, doors, facing, loot_line, open_cards
from .dungeon_card import dungeon, meter, status, xp_words
from .heroes import render_panels
from .pieces import COLOR_WORD, ICON_ARMOR, ICON_DMG, ICON_TIME, box, box_inner, box_text, die

__all__ = [
    "COLOR_WORD",
    "FAMILY",
    "ICON_ARMOR",
    "ICON_DMG",
    "ICON_TIME",
    "ITEM_WORD",
    "box",
    "box_inner",
    "box_text",
    "card_face",
    "FOLD_DICE_FROM",
    "meter",
    "option_fold",
    "render_board",
    "render_panels",
    "xp_words",
]

_NO_DICE = '<span class="odd-muted">No dice left</span>'
_NOT_ROLLED = '<span class="odd-muted">Not rolled yet: first choose which hero loses the dice over 8.</span>'


def _partners(view: Mapping[str, Any]) -> str:
    """On the party's decisions: what the computer partner would choose, and why (rules revision 3)."""
    lines = [
        f'<div class="odd-preview odd-partner" role="note"><b>{esc(p["name"])}</b>, your computer partner, would '
        f"choose: <b>{esc(p['label'])}</b>{'. ' + esc(p['reason']) if p.get('reason') else ''}</div>"
        for p in view.get("partners") or []
    ]
    return "".join(lines)


def _pick(enc: Mapping[str, Any], decision: Any, keys: set[str]) -> str:
    """A skill's or potion's dice choice: the prompt, what is missing, confirm and cancel (the dice toggle)."""
    if not enc.get("pick"):
        return ""
    if decision is None or not keys:
        return '<div class="odd-pick odd-muted" role="status">Choosing dice for a skill&hellip;</div>'
    labels = {o.key: o.label for o in decision.options}
    buttons = "".join(
        f'<button type="button"{attrs(class_=f"odd-pick-{k}", data_choice=k)}>{esc(labels[k])}</button>'
        for k in ("confirm", "cancel")
        if k in keys
    )
    notes = "".join(f"<li>{esc(n)}</li>" for n in decision.notes)
    return (
        f'<div class="odd-pick" role="group" aria-labelledby="odd-pick-prompt">'
        f'<p id="odd-pick-prompt"><b>{esc(decision.prompt)}</b></p>'
        '<p class="odd-muted">Select or unselect dice (click, or Tab and Enter); ✓ marks the chosen ones, '
        "and the helper's choice starts selected.</p>"
        + (f'<ul class="notes" aria-live="polite">{notes}</ul>' if notes else "")
        + f'<div class="odd-row">{buttons}</div></div>'
    )


def _preview(enc: Mapping[str, Any]) -> str:
    prev = enc.get("preview")
    if not prev:
        return ""
    return (
        f'<div class="odd-preview" aria-live="polite">If you confirm now: {prev["damage"]} damage, '
        f"{prev['time']} time"
        + (f", {prev['prevent']} prevented" if prev.get("prevent") else "")
        + (f", thefts: {', '.join(prev['thefts'])}" if prev.get("thefts") else "")
        + (f", {prev['hits']} hits on the boss" if enc["kind"] == "boss" else "")
        + "</div>"
    )


def _tray(view: Mapping[str, Any], enc: Mapping[str, Any], pool: list[str]) -> str:
    """The dice in the pool as a kit roll tray: the roll (or the dice left) under the rolling heroes' emblem."""
    heroes = view.get("heroes", [])
    owners = sorted({d["owner"] for d in enc.get("dice", []) if d["state"] == "pool"})
    art = "".join(emblems.emblem(heroes[o]["name"]) for o in owners if o < len(heroes))
    if view.get("over"):
        caption = f"{len(pool)} {'die' if len(pool) == 1 else 'dice'} left"
    elif enc.get("just_rolled"):
        fresh = sum(1 for d in enc.get("dice", []) if d.get("fresh") and d["state"] == "pool")
        caption = f"Rolled {fresh} {'die' if fresh == 1 else 'dice'}"
    else:
        caption = f"{len(pool)} {'die' if len(pool) == 1 else 'dice'} to place"
    return kit_dice.roll_tray(pool, caption=caption, emblem=art, key=str(enc.get("rolls", 0)))


def _encounter(view: Mapping[str, Any], keys: set[str], decision: Any = None) -> str:
    enc = view.get("encounter")
    if not enc:
        return ""
    chosen = set((enc.get("pick") or {}).get("chosen", []))
    cap = enc.get("stage") == "cap"  # R-ODD-119: the roll waits for the players' answer
    hint = view.get("suggestion") or {}
    selected = set(enc.get("selected", []))
    hint_boxes = {int(v) for k, v in hint.items() if int(k) in selected} if selected else set()
    title = {"foe": "Battle", "peril": "Peril", "boss": "Boss round"}.get(enc["kind"], "")
    c = enc.get("card")
    name = c["name"] if c else view.get("dungeon", {}).get("boss", {}).get("name", "")
    if enc.get("battle") == 2:
        title += " 2"
    by_id = {d["id"]: d for d in enc.get("dice", [])}
    boxes = "".join(box(b, keys, b["index"] in hint_boxes, by_id) for b in enc.get("boxes", []))
    names = [h["name"] for h in view.get("heroes", [])]
    pool = []
    spent = []
    for d in enc.get("dice", []):
        owner = names[d["owner"]] if len(names) > 1 and d["owner"] < len(names) else ""
        hinted = not selected and str(d["id"]) in {str(k) for k in hint}
        if d["state"] == "pool":
            rolling = bool(d.get("fresh"))
            pool.append(die(d, keys, d["id"] in selected, hinted, owner, d["id"] in chosen, rolling))
        elif d["state"] == "gone" and not d.get("pair"):
            spent.append(die(d, set(), False, False, owner).replace("odd-die ", "odd-die gone ", 1))
    dice = _tray(view, enc, pool) if pool else (_NOT_ROLLED if cap else _NO_DICE)
    gone = f'<div class="odd-row odd-muted odd-spent">Spent: {"".join(spent)}</div>' if spent else ""
    side = ""
    if c and c.get("kind") == "foe":
        side = kit_cards.card(card_face(c), extra=loot_line(c))
    elif c:
        side = card(c)
    elif enc["kind"] == "boss":
        side = boss_card(view.get("dungeon", {}).get("boss", {}))
    return (
        f'<div class="odd-table">{side}<div class="odd-panel odd-encounter"><h4>{esc(title)}: {esc(name)}</h4>'
        f'<div class="odd-boxes" aria-label="Boxes">{boxes}</div>'
        f'<div class="odd-row odd-pool" aria-label="Your dice">{dice}</div>'
        f"{_pick(enc, decision, keys)}{gone}{_preview(enc)}</div></div>"
    )


FOLD_DICE_FROM = 4  # this many dice to pick up: their buttons fold (each die is a button on the table)


def option_fold(decision: Any) -> tuple[str, frozenset[int]] | None:
    """The decision bar's "Pick up <die>" buttons, folded under one line when there are many.

    Every die in the pool is itself a button on the table (click, or Tab and Enter, or drag it onto a box),
    so a battle's eight "Pick up" buttons only repeat the dice and push Confirm and the potions out of view;
    the play screen's fold (web/views/play.py) keeps them one click away for whoever wants the list.
    """
    dice = frozenset(i for i, o in enumerate(decision.options) if o.key.startswith("die:") and not o.system)
    if len(dice) < FOLD_DICE_FROM:
        return None
    return f"{len(dice)} dice: pick one up on the table, or list them", dice


def render_board(view: Mapping[str, Any], decision: Any, *, interactive: bool = True) -> str:
    """The table: status line, doors, the card behind a door, the encounter (boxes and dice), the dungeon."""
    keys: set[str] = set()
    if interactive and decision is not None:
        keys = {o.key for o in decision.options}
    advice = view.get("advice") or {}
    best = max(advice, key=lambda k: advice[k]) if advice else ""
    loot = view.get("loot_card")
    loot_html = f"<div>Loot this card:</div>{card(loot)}" if loot else ""
    return (
        f'<div class="odd" role="group" aria-label="One Deck Dungeon table">'
        f"{status(view)}{_partners(view)}{doors(view, keys, best)}{facing(view)}{open_cards(view)}"
        f"{_encounter(view, keys, decision)}{loot_html}"
        f"{dungeon(view)}</div>"
    )
