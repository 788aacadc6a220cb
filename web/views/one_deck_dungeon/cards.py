"""One Deck Dungeon's cards on the table: the doors, the card turned up behind one, the open doors' cards.

Each dungeon card is a kit card with its family's art (a trap for a peril),
its ability or peril choices, its item and XP, then its boxes drawn as on
the card and its loot.  A closed door is the deck's back; an open door is
the card's small face, so the party sees at a glance what waits there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import esc
from ..kit import cards as kit_cards
from ..kit import emblems
from .dungeon_card import meter
from .pieces import COLOR_WORD, box, button

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
BOSS_FAMILY = {"Dragon": "dragon", "Yeti": "beast", "Lich": "undead", "Hydra": "dragon"}
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


def boss_card(boss: Mapping[str, Any]) -> str:
    """The boss the party fights, as a card: its art, its rule and the damage it has taken."""
    face = kit_cards.CardFace(
        title=boss.get("name", ""),
        kind="Boss",
        text=boss.get("text", ""),
        art=emblems.emblem(BOSS_FAMILY.get(boss.get("name", ""), "demon")),
        stats=(("Damage", meter(boss.get("damage", 0), boss.get("health", 0), "defeated")),),
        tone="foe",
    )
    return kit_cards.card(face)


def card(c: Mapping[str, Any], heading: str = "", boxes: Any = None, extra: str = "", *, turning: bool = False) -> str:
    """A kit card: art, ability (or a peril's choices), item and XP, then its boxes (or, for a foe about to be
    faced, `boxes`: every box the battle would have) and its loot.  `extra` (boxes from the dungeon card) is drawn
    after the boxes."""
    body = ""
    if c.get("kind") == "foe":
        shown = c.get("boxes", []) if boxes is None else boxes
        body += '<div class="odd-boxes">' + "".join(box(b, set(), False) for b in shown) + "</div>"
    body += extra + loot_line(c)
    return kit_cards.card(card_face(c, heading), size="lg" if turning else "md", turning=turning, extra=body)


def loot_line(c: Mapping[str, Any]) -> str:
    loot = c.get("loot", {})
    return (
        f'<div class="odd-muted odd-loot">Loot: item {esc(ITEM_WORD.get(c.get("item", ""), ""))} · '
        f"{c.get('xp', 0)} XP · {esc(loot.get('name', ''))} ({esc(loot.get('type', ''))}"
        f"{', ' + esc(loot['cost']) if loot.get('cost') else ''}): {esc(loot.get('text', ''))}</div>"
    )


def facing(view: Mapping[str, Any]) -> str:
    """The card turned face up behind the door, drawn in full with the "encounter it or flee?" question."""
    f = view.get("facing")
    if not f:
        return ""
    c = f["card"]
    boxes = f.get("boxes", [])
    if c.get("kind") == "foe":
        note = '<div class="odd-muted">Every box of this battle, the dungeon\'s foe boxes included.</div>'
        return _facing_wrap(c, card(c, "", boxes, note, turning=True))
    extra = ""
    if boxes:
        extra = (
            '<div class="odd-boxes"><span class="odd-muted">The dungeon\'s peril boxes come first:</span>'
            + "".join(box(b, set(), False) for b in boxes)
            + "</div>"
        )
    return _facing_wrap(c, card(c, "", None, extra, turning=True))


def _facing_wrap(c: Mapping[str, Any], inner: str) -> str:
    """The card just drawn, turning face up, under the words that say where it came from."""
    return f'<div class="odd-facing-wrap odd-facing"><h4>Behind the door: {esc(c["name"])}</h4>{inner}</div>'


def open_cards(view: Mapping[str, Any]) -> str:
    """Every open door's card in full (boxes, ability, loot): the party decides which door to face."""
    if view.get("phase") not in ("action", "end", "invisible"):
        return ""
    cards = [
        card(d["card"], f"Door {d['index'] + 1}: {d['card']['name']}") for d in view.get("doors", []) if d.get("card")
    ]
    if not cards:
        return ""
    return f'<div class="odd-row odd-open-doors" aria-label="Open doors">{"".join(cards)}</div>'


def doors(view: Mapping[str, Any], keys: set[str], advice_best: str) -> str:
    """The doors on the table: a closed door is the deck's back, an open one the small face of its card."""
    out = []
    for d in view.get("doors", []):
        key = f"door:{d['index']}"
        c = d.get("card")
        if c:
            face = card_face(c)
            inner = kit_cards.card(
                kit_cards.CardFace(title=face.title, kind=f"{face.kind}, open", art=face.art, tone=face.tone),
                size="sm",
            )
            label = f"Encounter the {c['name']} (open door {d['index'] + 1})"
        else:
            inner = kit_cards.card_back(f"Door {d['index'] + 1}", size="sm")
            label = f"Open door {d['index'] + 1}"
        cls = "odd-door" + ("" if c else " closed") + (" hint" if key == advice_best else "")
        if key in keys:
            out.append(button(key, label, cls, inner))
        else:
            still = f"Door {d['index'] + 1}: {c['name']}, open" if c else f"Door {d['index'] + 1}, closed"
            out.append(f'<div class="{cls}" role="img" aria-label="{esc(still)}">{inner}</div>')
    if not out:
        out.append('<div class="odd-muted">No doors on the table.</div>')
    aside = " aside" if view.get("encounter") else ""  # in a fight the doors wait, drawn small
    return f'<div class="odd-row odd-doors{aside}" aria-label="Doors">' + "".join(out) + "</div>"
