"""The heroes beside the table, each as its hero card.

A hero card carries its emblem, its health as a row of hearts (lost ones
hollow, and the numbers in words), the dice it rolls drawn as blank kit dice
of their colours (letter and shape too), its stored heroic dice, both
abilities, its items (each the die or heart it adds) and its skills as
small cards.  The party's potions follow, then how the game ended.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import esc
from ..kit import cards as kit_cards
from ..kit import dice as kit_dice
from ..kit import emblems
from .dungeon_card import meter
from .pieces import COLOR_WORD, ICON_DMG

_LOST = (
    '<svg class="odd-icon odd-i-lost" viewBox="0 0 10 12" aria-hidden="true"><path fill="none" stroke="currentColor" '
    'stroke-width="1" d="M5 11 1 6.5C-.5 4.5.5 1.5 3 1.5c1 0 1.6.6 2 1.3.4-.7 1-1.3 2-1.3 2.5 0 3.5 3 2 5z"/></svg>'
)


def hearts(damage: int, health: int) -> str:
    """Health as hearts: one per point left, a hollow one per point lost; the words say the same."""
    lost = min(damage, health)
    return (
        f'<span class="odd-hearts" role="img" aria-label="{health - lost} of {health} health left">'
        f"{ICON_DMG * (health - lost)}{_LOST * lost}</span>"
    )


def dice_icons(h: Mapping[str, Any]) -> str:
    """The dice this hero rolls: blank coloured dice (letter and shape, no pips), counted in words."""
    groups = []
    for c in ("S", "A", "M"):
        n = int(h.get(c, 0))
        if n:
            dice = "".join(kit_dice.coloured_die(0, c, size=20) for _ in range(n))
            groups.append(f'<span class="odd-icons" role="img" aria-label="{n} {COLOR_WORD[c]}">{dice}</span>')
    if h.get("stored"):
        n = int(h["stored"])
        dice = "".join(kit_dice.coloured_die(0, "H", size=20) for _ in range(n))
        groups.append(f'<span class="odd-icons" role="img" aria-label="{n} stored heroic">{dice}</span>')
    return f'<div class="odd-row odd-hero-dice">{"".join(groups)}</div>'


def _item(i: Mapping[str, Any]) -> str:
    icon = ICON_DMG if i["icon"] == "H" else kit_dice.coloured_die(0, i["icon"], size=18)
    word = "+1 health" if i["icon"] == "H" else f"+1 {COLOR_WORD.get(i['icon'], i['icon'])}"
    return f'<li class="odd-item">{icon}<span>{esc(word)} <span class="odd-muted">({esc(i["from"])})</span></span></li>'


def _skill(s: Mapping[str, Any]) -> str:
    kind = esc(s["type"]) + (", " + esc(s["cost"]) if s.get("cost") else "")
    name = esc(s["name"])
    return f'<li class="odd-skill"><b>{name}</b> <span class="odd-kind">{kind}</span><br>{esc(s["text"])}</li>'


def hero(h: Mapping[str, Any]) -> str:
    """One hero card."""
    face = kit_cards.CardFace(
        title=f"{h['player']}: {h['name']}",
        kind=f"Hero, {h['side']}P side",
        art=emblems.emblem(h["name"]),
        text=(
            f"{h['heroic'].replace('_', ' ')}: {h['heroic_text']}\n{h['second'].replace('_', ' ')}: {h['second_text']}"
        ),
        tone="hero",
    )
    items = "".join(_item(i) for i in h["items"])
    skills = "".join(_skill(s) for s in h["skills"])
    extra = (
        f'<div class="odd-meter">{hearts(h["damage"], h["health"])} '
        f"Damage {meter(h['damage'], h['health'], 'fallen')}</div>"
        f"{dice_icons(h)}"
        f'<div class="odd-hero-items"><b>Items</b>{f"<ul>{items}</ul>" if items else " none"}</div>'
        f'<div class="odd-hero-skills"><b>Skills</b>{f"<ul>{skills}</ul>" if skills else " none"}</div>'
    )
    return kit_cards.card(face, size="md", extra=extra).replace('class="card ', 'class="odd-hero card ', 1)


def render_panels(view: Mapping[str, Any]) -> str:
    """The hero cards, the party's potions, and how the game ended."""
    out = [hero(h) for h in view.get("heroes", [])]
    potions = ", ".join(esc(p) for p in view.get("potion_types", []))
    tokens = view.get("potions", 0)
    out.append(
        f'<div class="odd-panel odd-potions">Potions: {tokens} token{"" if tokens == 1 else "s"}; '
        f"types: {potions}</div>"
    )
    if view.get("over"):
        head = "The party wins" if view.get("won") else "The party fell"
        out.append(
            f'<div class="odd-panel odd-end" role="status"><b>{head}.</b> {esc(view.get("end_reason", ""))} '
            f"Score {view.get('score', 0)}</div>"
        )
    return f'<div class="odd odd-heroes">{"".join(out)}</div>'
