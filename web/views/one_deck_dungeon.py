"""One Deck Dungeon views: the table (doors, dungeon, Stairs, encounter with dice and boxes) and the heroes.

Pure functions of the view dict.  Dice and boxes always carry their colour
as a letter and their value as text (never colour alone); clickable things
are role=button, focusable, and carry `data-choice` with the option key.
A die can also be dragged onto a box (`data-drag` + `data-drag-choice`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .common import attrs, esc
from .kit import cards as kit_cards
from .kit import dice as kit_dice
from .kit import emblems

COLOR_WORD = {"S": "Strength", "A": "Agility", "M": "Magic", "H": "Heroic", "ANY": "any", "T": "any", "P": "any"}
COLOR_MARK = {"S": "S", "A": "A", "M": "M", "H": "H", "ANY": "*", "T": "*", "P": "*"}
# Drawn, not typed: the hourglass and shield characters need an emoji font that many
# systems (and headless browsers) lack, and a box showing "□" hides its consequence.
# The box's label says the same in words for screen readers.
ICON_TIME = (
    '<svg class="odd-icon" viewBox="0 0 10 12" aria-hidden="true"><path fill="currentColor" '
    'd="M1 .5h8v1H8c0 2.5-2 3.5-2.4 4.5C6 7 8 8 8 10.5h1v1H1v-1h1C2 8 4 7 4.4 6 4 5 2 4 2 1.5H1z"/></svg>'
)
ICON_ARMOR = (
    '<svg class="odd-icon" viewBox="0 0 10 12" aria-hidden="true"><path fill="currentColor" '
    'd="M5 .5 9.5 2v4c0 3-2.5 5-4.5 5.5C3 11 .5 9 .5 6V2z"/></svg>'
)

STYLE = """
.odd{--odd-s:var(--kit-s);--odd-a:var(--kit-a);--odd-m:var(--kit-m);--odd-h:var(--kit-h);--odd-any:#6b6b6b;
 display:flex;flex-direction:column;gap:8px;font-size:14px;color:var(--fg);max-width:100%}
.odd-row{display:flex;flex-wrap:wrap;gap:6px;align-items:flex-start}
.odd svg.odd-icon{display:inline;width:.75em;height:.9em;max-height:none;vertical-align:-.1em}
.odd-card{border:1px solid var(--line);border-radius:8px;background:var(--card);padding:6px;min-width:0;
 max-width:100%;box-sizing:border-box}
.odd-card h4{margin:0 0 4px;font-size:14px}
.odd-door{width:86px;min-height:64px;text-align:center;cursor:default}
.odd-door.closed{padding:0;border:0;background:none}
.odd-door.closed .card{width:86px;min-height:64px;font-size:12px;padding:3px}
.odd-boxes{display:flex;flex-wrap:wrap;gap:4px}
.odd-box{border:2px solid var(--odd-c,var(--line));border-radius:6px;padding:2px 4px;min-width:38px;text-align:center;
 font-size:12px;background:var(--card)}
.odd-box.wide{min-width:70px;border-style:double;border-width:4px}
.odd-box.armor{box-shadow:inset 0 0 0 2px var(--fg)}
.odd-box.filled{opacity:.6;text-decoration:line-through}
.odd-box.hint,.odd-die.hint{outline:3px dashed var(--hint);outline-offset:1px}
.odd-c-S{--odd-c:var(--odd-s)}.odd-c-A{--odd-c:var(--odd-a)}.odd-c-M{--odd-c:var(--odd-m)}
.odd-c-H{--odd-c:var(--odd-h)}.odd-c-ANY,.odd-c-T,.odd-c-P{--odd-c:var(--odd-any)}
.odd-die{display:inline-flex;position:relative;border-radius:9px;line-height:0;touch-action:none;user-select:none}
.odd-die .die{pointer-events:none}
.odd-wild{position:absolute;bottom:-6px;right:-6px;line-height:14px;font-size:11px;font-weight:bold;padding:0 3px;
 border-radius:7px;background:var(--card);color:var(--fg);border:1px solid var(--line)}
.odd-die.picked{outline:3px solid var(--focus);outline-offset:2px;transform:translateY(-3px)}
.odd-die.gone{opacity:.35}
.odd [role=button]{cursor:pointer}
.odd [role=button]:focus-visible{outline:3px solid var(--focus)}
.odd-meter{font-variant-numeric:tabular-nums}
.odd-preview{border-left:4px solid var(--accent);padding:2px 6px}
.odd-muted{color:var(--muted);font-size:12px}
.odd-floor.hidden{opacity:.5}
.odd-floors{margin:0;padding-left:20px}
.odd-floors li{margin:4px 0}
.odd-floor.current{border-left:4px solid var(--accent);padding-left:4px}
.odd-die.toggle{position:relative}
.odd-die.chosen{outline:3px solid var(--focus);outline-offset:2px;transform:translateY(-3px)}
.odd-tick{position:absolute;top:-9px;right:-9px;font-style:normal;font-size:12px;background:var(--focus);
 color:var(--card);border-radius:50%;width:16px;height:16px;line-height:16px;text-align:center}
.odd-pick{border-left:4px solid var(--focus);padding:2px 6px;margin:4px 0}
.odd-pick p{margin:2px 0}
.odd-pick button{min-height:44px}
.odd-table{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start}
.odd-table>.odd-card{flex:1 1 16rem}
.odd-encounter>.odd-row{margin:6px 0}
.odd-facing-wrap{display:flex;flex-direction:column;gap:4px;flex:1 1 16rem;min-width:0}
.odd-facing-wrap h4{margin:0}
.odd .card .odd-boxes{margin-top:4px}
.odd-hero-head{display:flex;align-items:center;gap:8px}
.odd-hero-head .emblem{width:40px;height:40px;flex:none}
@media (prefers-color-scheme: dark){.odd{--odd-any:#aaa}}
"""


def _button(key: str, label: str, cls: str, inner: str, *, drag: bool = False, pressed: bool | None = None) -> str:
    extra: dict[str, Any] = {"data_drag": True, "data_drag_choice": key} if drag else {}
    if pressed is not None:
        extra["aria_pressed"] = "true" if pressed else "false"
    return (
        f"<div{attrs(class_=cls, role='button', tabindex='0', aria_label=label, data_choice=key, **extra)}>"
        f"{inner}</div>"
    )


def box_text(b: Mapping[str, Any]) -> str:
    """The box as words: value, colour, shape, consequences."""
    bits = [f"{b.get('value') or 'X'} {COLOR_WORD.get(b['color'], b['color'])}"]
    if b.get("wide"):
        bits.append("wide")
    if b.get("armor"):
        bits.append("armor")
    if b.get("mark") == "lich":
        bits.append("cover twice")
    if b.get("mark") == "head":
        bits.append("head")
    cons = []
    if b.get("dmg"):
        cons.append(f"{b['dmg']} damage")
    if b.get("time"):
        cons.append(f"{b['time']} time")
    if b.get("star"):
        cons.append(f"steals a {b['star'] if b['star'] != 'xp' else 'XP card'}")
    if b.get("hits"):
        cons.append(f"{b['hits']} hit{'s' if b['hits'] > 1 else ''} on the boss")
    return " ".join(bits) + (": " + ", ".join(cons) if cons else "")


def _box_inner(b: Mapping[str, Any]) -> str:
    mark = COLOR_MARK.get(b["color"], "?")
    flags = (ICON_ARMOR if b.get("armor") else "") + ("★" if b.get("star") else "")
    flags += "☠" if b.get("mark") == "lich" else ""
    cons = ("♥" * int(b.get("dmg", 0))) + (ICON_TIME * int(b.get("time", 0)))
    total = ""
    if b.get("wide") and b.get("total"):
        total = f" ({b['total']})"
    return f"<b>{esc(b.get('value') or 'X')}</b>{mark}{flags}{total}<br><span>{cons or '-'}</span>"


def _box(b: Mapping[str, Any], keys: set[str], hinted: bool) -> str:
    cls = f"odd-box odd-c-{b['color']}" + (" wide" if b.get("wide") else "") + (" armor" if b.get("armor") else "")
    cls += " filled" if b.get("filled") else ""
    cls += " hint" if hinted else ""
    key = f"box:{b.get('index', -1)}"
    label = box_text(b) + (" (filled)" if b.get("filled") else "")
    if key in keys:
        return _button(key, label, cls, _box_inner(b))
    return f'<div class="{cls}" title="{esc(label)}" aria-label="{esc(label)}">{_box_inner(b)}</div>'


def _die(
    d: Mapping[str, Any],
    keys: set[str],
    picked: bool,
    hinted: bool,
    owner: str,
    chosen: bool | None = None,
    rolling: bool = False,
) -> str:
    """A die; a button when it can be picked up, paired, or (a skill's sub-step) toggled: `chosen` says if on.

    Drawn as a kit coloured die (colour, letter and shape, pips for the value); a wild die wears a "*" badge.
    """
    color = d["color"]
    word = COLOR_WORD.get(color, color)
    label = f"{word} {d['value']}" + (" (any colour)" if d.get("wild") else "") + (f", {owner}" if owner else "")
    cls = f"odd-die odd-c-{color}" + (" picked" if picked else "") + (" hint" if hinted else "")
    inner = kit_dice.coloured_die(int(d["value"]), color, size=40, rolling=rolling)
    if d.get("wild") and color not in "HTP":
        inner += '<i class="odd-wild" aria-hidden="true">*</i>'

    toggle = f"toggle:{d['id']}"
    if toggle in keys:
        on = bool(chosen)
        cls += " toggle" + (" chosen" if on else "")
        inner += '<i class="odd-tick" aria-hidden="true">✓</i>' if on else ""
        return _button(toggle, f"{'Unselect' if on else 'Select'} {label}", cls, inner, pressed=on)
    key = f"die:{d['id']}"
    if key in keys:
        return _button(key, f"Pick up {label}", cls, inner, drag=True)
    pair = f"pair:{d['id']}"
    if pair in keys:
        return _button(pair, f"Pair with {label}", cls, inner)
    return f'<div class="{cls}" aria-label="{esc(label)}" title="{esc(label)}">{inner}</div>'


# Art from the card's data: each foe gets its family's emblem, each peril a trap; unknown names get the
# kit's neutral emblem.
FAMILY = {
    "Goblin": "humanoid",
    "Bandit": "humanoid",
    "Ogre": "beast",
    "Plague Rat": "vermin",
    "Beetle": "vermin",
    "Wraith": "spirit",
    "Shadow": "spirit",
    "Phantom": "spirit",
    "Skeleton": "undead",
    "Glooping Ooze": "ooze",
    "Fire Elemental": "elemental",
    "Ice Elemental": "elemental",
}
ITEM_WORD = {"H": "+1 health", "S": "+1 Strength", "A": "+1 Agility", "M": "+1 Magic"}


def card_face(card: Mapping[str, Any], title: str = "") -> kit_cards.CardFace:
    """The kit card face of a dungeon card: its family's art, its ability or peril choices, item and XP."""
    foe = card.get("kind") == "foe"
    if foe:
        text = (card.get("ability") or "").title()
        if card.get("ability_text"):
            text = f"{text}: {card['ability_text']}" if text else card["ability_text"]
    else:
        lines = []
        for o in card.get("options", []):
            up = f", {o['upfront']} time first" if o.get("upfront") else ""
            fail = f"{o['dmg']} damage" + (f", {o['time']} time" if o.get("time") else "")
            lines.append(f"{o['name']}: {o['value']} {COLOR_WORD[o['color']]} (wide){up}; fail: {fail}")
        text = "\n".join(lines)
    stats = (("Item", ITEM_WORD.get(card.get("item", ""), "-")), ("XP", str(card.get("xp", 0))))
    return kit_cards.CardFace(
        title=title or card["name"],
        kind="Foe" if foe else "Peril",
        text=text,
        art=emblems.emblem(FAMILY.get(card["name"], "elemental") if foe else "trap"),
        stats=stats,
        tone="foe" if foe else "peril",
    )


def _card(
    card: Mapping[str, Any], heading: str = "", boxes: Any = None, extra: str = "", *, turning: bool = False
) -> str:
    """A kit card: art, ability (or a peril's choices), item and XP, then its boxes (or, for a foe about to be
    faced, `boxes`: every box the battle would have) and its loot.  `extra` (boxes from the dungeon card) is drawn
    after the boxes."""
    body = ""
    if card.get("kind") == "foe":
        shown = card.get("boxes", []) if boxes is None else boxes
        body += '<div class="odd-boxes">' + "".join(_box(b, set(), False) for b in shown) + "</div>"
    body += extra + _loot_line(card)
    return kit_cards.card(card_face(card, heading), size="lg" if turning else "md", turning=turning, extra=body)


def _loot_line(card: Mapping[str, Any]) -> str:
    loot = card.get("loot", {})
    icon = {"H": "+1 health", "S": "+1 Strength", "A": "+1 Agility", "M": "+1 Magic"}.get(card.get("item", ""), "")
    return (
        f'<div class="odd-muted">Loot: item {esc(icon)} · {card.get("xp", 0)} XP · '
        f"{esc(loot.get('name', ''))} ({esc(loot.get('type', ''))}"
        f"{', ' + esc(loot['cost']) if loot.get('cost') else ''}): {esc(loot.get('text', ''))}</div>"
    )


def _facing(view: Mapping[str, Any]) -> str:
    """The card turned face up behind the door, drawn in full with the "encounter it or flee?" question."""
    facing = view.get("facing")
    if not facing:
        return ""
    card = facing["card"]
    boxes = facing.get("boxes", [])
    if card.get("kind") == "foe":
        note = '<div class="odd-muted">Every box of this battle, the dungeon\'s foe boxes included.</div>'
        return _facing_wrap(card, _card(card, "", boxes, note, turning=True))
    extra = ""
    if boxes:
        extra = (
            '<div class="odd-boxes"><span class="odd-muted">The dungeon\'s peril boxes come first:</span>'
            + "".join(_box(b, set(), False) for b in boxes)
            + "</div>"
        )
    return _facing_wrap(card, _card(card, "", None, extra, turning=True))


def _facing_wrap(card: Mapping[str, Any], inner: str) -> str:
    """The card just drawn, turning face up, under the words that say where it came from."""
    return f'<div class="odd-facing-wrap odd-facing"><h4>Behind the door: {esc(card["name"])}</h4>{inner}</div>'


def _partners(view: Mapping[str, Any]) -> str:
    """On the party's decisions: what the computer partner would choose, and why (rules revision 3)."""
    lines = [
        f'<div class="odd-preview odd-partner" role="note"><b>{esc(p["name"])}</b>, your computer partner, would '
        f"choose: <b>{esc(p['label'])}</b>{'. ' + esc(p['reason']) if p.get('reason') else ''}</div>"
        for p in view.get("partners") or []
    ]
    return "".join(lines)


def _open_cards(view: Mapping[str, Any]) -> str:
    """Every open door's card in full (boxes, ability, loot): the party decides which door to face."""
    if view.get("phase") not in ("action", "end", "invisible"):
        return ""
    cards = [
        _card(d["card"], f"Door {d['index'] + 1}: {d['card']['name']}") for d in view.get("doors", []) if d.get("card")
    ]
    if not cards:
        return ""
    return f'<div class="odd-row odd-open-doors" aria-label="Open doors">{"".join(cards)}</div>'


def _doors(view: Mapping[str, Any], keys: set[str], advice_best: str) -> str:
    out = []
    for d in view.get("doors", []):
        key = f"door:{d['index']}"
        card = d.get("card")
        if card:
            inner = f"<b>{esc(card['name'])}</b><br><span class='odd-muted'>{esc(card['kind'])}, open</span>"
            label = f"Encounter the {card['name']} (open door)"
        else:
            inner = kit_cards.card_back(f"Door {d['index'] + 1}", size="sm")
            label = f"Open door {d['index'] + 1}"
        cls = "odd-card odd-door" + ("" if card else " closed") + (" hint" if key == advice_best else "")
        out.append(_button(key, label, cls, inner) if key in keys else f'<div class="{cls}">{inner}</div>')
    if not out:
        out.append('<div class="odd-muted">No doors on the table.</div>')
    return '<div class="odd-row">' + "".join(out) + "</div>"


def _status(view: Mapping[str, Any]) -> str:
    stairs = (
        f"Stairs visible: {view['stairs_tokens']} token{'s' if view['stairs_tokens'] != 1 else ''} (3 = 1 damage)"
        if view.get("stairs_visible")
        else "Stairs hidden"
    )
    lvl = view.get("level", {})
    floor = view.get("floor", 1)
    where = f"Floor {floor}" if floor <= 3 else "Boss fight"
    return (
        f'<div class="odd-row odd-meter"><span>{where}</span> · <span>Deck {view.get("deck", 0)}</span> · '
        f"<span>Discard pile {view.get('discard', 0)}</span> · <span>{esc(stairs)}</span> · "
        f"<span>Level {lvl.get('number', 1)} ({_xp(view.get('xp_total', 0), lvl.get('to_next', 0))})</span> · "
        f"<span>Potions {view.get('potions', 0)}</span> · <span>Score {view.get('score', 0)}</span></div>"
    )


def _dungeon(view: Mapping[str, Any]) -> str:
    """The dungeon card: its three floors (effect, peril box, foe boxes; where the party is) and the boss."""
    d = view.get("dungeon", {})
    here = view.get("floor", 1)
    rows = []
    for f in d.get("floors", []):
        n = f["number"]
        status = "the party is here" if n == here else ("revealed" if f.get("revealed") else "not reached yet")
        cls = "odd-floor" + ("" if f.get("revealed") else " hidden") + (" current" if n == here else "")
        foes = "".join(_box(b, set(), False) for b in f.get("foe_boxes", []))
        rows.append(
            f'<li class="{cls}"{attrs(aria_current="step" if n == here else None)}>'
            f'<b>Floor {n}: {esc(f["name"])}</b> <span class="odd-muted">({status})</span>'
            f'<div class="odd-muted">{esc(f["text"])}</div>'
            f'<div class="odd-boxes"><span class="odd-muted">Peril box</span>{_box(f["peril_box"], set(), False)}'
            f'<span class="odd-muted">Foe boxes</span>{foes or _NONE}</div></li>'
        )
    boss = d.get("boss", {})
    fight = here > 3
    boss_boxes = "".join(_box(b, set(), False) for b in boss.get("boxes", []))
    rows.append(
        f'<li class="odd-floor odd-boss{" current" if fight else ""}"{attrs(aria_current="step" if fight else None)}>'
        f"<b>Boss: {esc(boss.get('name', ''))}</b> <span class='odd-meter'>"
        f"{_meter(boss.get('damage', 0), boss.get('health', 0), 'defeated')} damage</span>"
        f' <span class="odd-muted">{esc(boss.get("text", ""))}</span><div class="odd-boxes">{boss_boxes}</div></li>'
    )
    return (
        f'<details class="odd-card odd-dungeon" open><summary><b>{esc(d.get("name", ""))}</b>: floors and boss'
        f'</summary><ol class="odd-floors">{"".join(rows)}</ol></details>'
    )


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


def _encounter(view: Mapping[str, Any], keys: set[str], decision: Any = None) -> str:
    enc = view.get("encounter")
    if not enc:
        return ""
    chosen = set((enc.get("pick") or {}).get("chosen", []))
    cap = enc.get("stage") == "cap"  # R-ODD-119: the roll waits for the players' answer
    hint = view.get("suggestion") or {}
    selected = set(enc.get("selected", []))
    hint_boxes = {int(v) for k, v in hint.items() if int(k) in selected}
    if not selected:
        hint_boxes = set()
    title = {"foe": "Battle", "peril": "Peril", "boss": "Boss round"}.get(enc["kind"], "")
    card = enc.get("card")
    name = card["name"] if card else view.get("dungeon", {}).get("boss", {}).get("name", "")
    if enc.get("battle") == 2:
        title += " 2"
    boxes = "".join(_box(b, keys, b["index"] in hint_boxes) for b in enc.get("boxes", []))
    names = [h["name"] for h in view.get("heroes", [])]
    rolling = _just_rolled(enc)
    pool = []
    spent = []
    for d in enc.get("dice", []):
        owner = names[d["owner"]] if len(names) > 1 and d["owner"] < len(names) else ""
        hinted = not selected and str(d["id"]) in {str(k) for k in hint}
        if d["state"] == "pool":
            pool.append(_die(d, keys, d["id"] in selected, hinted, owner, d["id"] in chosen, rolling))
        elif d["state"] == "gone" and not d.get("pair"):
            spent.append(_die(d, set(), False, False, owner).replace("odd-die ", "odd-die gone ", 1))
    prev = enc.get("preview")
    preview = ""
    if prev:
        preview = (
            f'<div class="odd-preview" aria-live="polite">If you confirm now: {prev["damage"]} damage, '
            f"{prev['time']} time"
            + (f", {prev['prevent']} prevented" if prev.get("prevent") else "")
            + (f", thefts: {', '.join(prev['thefts'])}" if prev.get("thefts") else "")
            + (f", {prev['hits']} hits on the boss" if enc["kind"] == "boss" else "")
            + "</div>"
        )
    gone = f'<div class="odd-row odd-muted">Spent: {"".join(spent)}</div>' if spent else ""
    side = ""
    if card and card.get("kind") == "foe":
        side = kit_cards.card(card_face(card), extra=_loot_line(card))
    elif card:
        side = _card(card)
    return (
        f'<div class="odd-table">{side}<div class="odd-card odd-encounter"><h4>{esc(title)}: {esc(name)}</h4>'
        f'<div class="odd-boxes">{boxes}</div>'
        f'<div class="odd-row" aria-label="Your dice">{"".join(pool) or (_NOT_ROLLED if cap else _NO_DICE)}</div>'
        f"{_pick(enc, decision, keys)}{gone}{preview}</div></div>"
    )


def _just_rolled(enc: Mapping[str, Any]) -> bool:
    """The render right after the roll: every die still in the pool, none picked up, no box filled.

    The view has no roll counter, so this is read from the table; putting every die back would roll the dice on
    screen again (harmless: nothing waits on the animation, and it is off when animations are off)."""
    if enc.get("stage") != "dice" or enc.get("selected") or enc.get("pick"):
        return False
    if any(b.get("filled") or b.get("dice") for b in enc.get("boxes", [])):
        return False
    dice = enc.get("dice", [])
    return bool(dice) and all(d["state"] == "pool" for d in dice)


_NO_DICE = '<span class="odd-muted">No dice left</span>'
_NONE = '<span class="odd-muted">none</span>'
_NOT_ROLLED = '<span class="odd-muted">Not rolled yet: first choose which hero loses the dice over 8.</span>'


def render_board(view: Mapping[str, Any], decision: Any, *, interactive: bool = True) -> str:
    """The table: status line, doors, the encounter (dice and boxes), the dungeon card."""
    keys: set[str] = set()
    if interactive and decision is not None:
        keys = {o.key for o in decision.options}
    advice = view.get("advice") or {}
    best = max(advice, key=lambda k: advice[k]) if advice else ""
    loot = view.get("loot_card")
    loot_html = f"<div>Loot this card:</div>{_card(loot)}" if loot else ""
    return (
        f'<div class="odd" role="group" aria-label="One Deck Dungeon table"><style>{STYLE}</style>'
        f"{_status(view)}{_partners(view)}{_doors(view, keys, best)}{_facing(view)}{_open_cards(view)}"
        f"{_encounter(view, keys, decision)}{loot_html}"
        f"{_dungeon(view)}</div>"
    )


def _xp(xp: int, to_next: int) -> str:
    """The party's XP: towards the next level, or enough for it (or the top level reached)."""
    if not to_next:
        return f"{xp} XP"
    if xp >= to_next:
        return f"{xp} XP: enough to level up ({to_next})"
    return f"XP {xp}/{to_next}"


def _meter(damage: int, health: int, over: str) -> str:
    """`damage/health`, never above the health (the last hit may go past it): then `over` says so."""
    if health and damage >= health:
        return f"{health}/{health} ({over})"
    return f"{damage}/{health}"


def render_panels(view: Mapping[str, Any]) -> str:
    """The hero cards: health, damage, dice icons, stored heroic dice, items, skills, potions."""
    out = []
    for h in view.get("heroes", []):
        items = ", ".join(
            {"H": "+1 health", "S": "+1 S", "A": "+1 A", "M": "+1 M"}[i["icon"]] + f" ({i['from']})" for i in h["items"]
        )
        skills = "".join(
            f"<li><b>{esc(s['name'])}</b> ({esc(s['type'])}{', ' + esc(s['cost']) if s['cost'] else ''}): "
            f"{esc(s['text'])}</li>"
            for s in h["skills"]
        )
        out.append(
            f'<div class="odd-card"><div class="odd-hero-head">{emblems.emblem(h["name"])}'
            f"<h4>{esc(h['player'])}: {esc(h['name'])} ({h['side']}P side)</h4></div>"
            f'<div class="odd-meter">Damage {_meter(h["damage"], h["health"], "fallen")}'
            f" · Dice S{h['S']} A{h['A']} M{h['M']}"
            f" · Stored heroic {h['stored']}</div>"
            f"<div class='odd-muted'>{esc(h['heroic'].replace('_', ' '))}: {esc(h['heroic_text'])}<br>"
            f"{esc(h['second'].replace('_', ' '))}: {esc(h['second_text'])}</div>"
            f"<div>Items: {esc(items) or 'none'}</div><ul>{skills}</ul></div>"
        )
    potions = ", ".join(esc(p) for p in view.get("potion_types", []))
    tokens = view.get("potions", 0)
    out.append(f'<div class="odd-card">Potions: {tokens} token{"" if tokens == 1 else "s"}; types: {potions}</div>')
    if view.get("over"):
        out.append(f'<div class="odd-card"><b>{esc(view.get("end_reason", ""))}</b> Score {view.get("score", 0)}</div>')
    return f'<div class="odd"><style>{STYLE}</style>{"".join(out)}</div>'
