"""The printed face of any card as short lines of player text (for views, logs and hints).

Why here and not in a view: what a card *says* is content (the Field Guide names, the
type words, the "N/A" and "∞" conventions of the book); every view and the log show it
the same way.  Pure functions of a card and its ContentSet; no rule ids, no internal
field names ever reach the text.
"""

from __future__ import annotations

from . import schema as s
from .loader import ContentSet, guide_label

TYPE_NAMES = {
    "goblin": "Goblin",
    "hobgoblin": "Hobgoblin",
    "kobold": "Kobold",
    "undead": "Undead",
    "ogre": "Ogre",
    "troll": "Troll",
    "orc": "Orc",
    "fiend": "Fiend",
    "linear_guild": "Linear Guild",
    "dragon": "Dragon",
    "beast": "Beast",
    "human": "Human",
    "vermin": "Vermin",
}
SHTICK_TYPE_NAMES = {t: t.capitalize() for t in s.SHTICK_TYPES}


def signed(n: int) -> str:
    """+2 / -1 / +0, as the cards print modifiers."""
    return f"{n:+d}"


def _range(r: int) -> str:
    return "∞" if r == s.INF else str(r)


def types_line(types: tuple[str, ...]) -> str:
    """'Linear Guild / Orc' for a Monster, 'Weapon / Divine' for a shtick."""
    return " / ".join(TYPE_NAMES.get(t) or SHTICK_TYPE_NAMES.get(t, t) for t in types)


def area_line(area: s.AreaEffect) -> str:
    """Area Effect targets in words."""
    if area.targets == "all":
        return "Area Effect: every Monster in the room"
    if isinstance(area.targets, int):
        return f"Area Effect: the top {area.targets} Monsters of the room"
    return f"Area Effect: every {TYPE_NAMES[area.targets[5:]]} in the room"


def shtick_lines(card: s.Shtick, content: ContentSet) -> list[str]:
    """Name, types, the icon column, Area Effect, Result, text, Boost."""
    lines = [card.name + (" (starting shtick)" if card.starting else ""), types_line(card.types)]
    if card.battle:
        b = card.battle
        atk = "N/A" if b.atk is None else signed(b.atk)
        dfn = "N/A" if b.defense is None else signed(b.defense)
        lines.append(f"Attack {atk} · Defense {dfn} · Range {_range(b.range)}")
        if card.area:
            lines.append(area_line(card.area))
        result = card.area.result if card.area else b.result
        lines.append("Result: " + guide_label(content, result)[0] if result in content.guide else f"Result: {result}")
    lines.append(card.text)
    if card.boost_text:
        lines.append(card.boost_text)
    return lines


def monster_lines(card: s.Monster, content: ContentSet) -> list[str]:
    """Name, types, values (N + level for Xykon cards), Loot and XP, abilities, Support line."""
    plus = " + floor" if card.xykon_card else ""
    lines = [card.name + (" (Unique)" if card.unique else ""), types_line(card.types)]
    lines.append(f"Attack {card.atk}{plus} · Defense {card.defense}{plus} · Range {card.range}")
    lines.append(f"Loot {card.loot} · Experience {card.xp}")
    for a in card.abilities:
        name, text = guide_label(content, a.kind, a.x, a.character) if a.kind in content.guide else (a.kind, "")
        lines.append(f"{name}: {text}" if text else name)
    if card.support:
        sup = card.support
        name, text = guide_label(content, sup.ability) if sup.ability in content.guide else (sup.ability, "")
        lines.append(f"Support: {types_line(sup.types)} — {name}" + (f" ({text})" if text else ""))
    if card.text:
        lines.append(card.text)
    return lines


def drool_line(card: s.Loot, content: ContentSet) -> str:
    """Whose portraits the Loot shows, and how many."""
    if card.crest:
        return f"Order of the Stick crest ×{card.crest} (everyone Drools)"
    return "Drool: " + ", ".join(f"{content.characters[c].name} {n}" for c, n in card.drool)


def loot_lines(card: s.Loot, content: ContentSet) -> list[str]:
    """Name, Drool Factors, who may use it, text."""
    lines = [card.name, drool_line(card, content)]
    if card.users and (card.mods or card.power):
        lines.append("Usable by " + ", ".join(content.characters[u].name for u in card.users))
    lines.append(card.text)
    return lines


def trap_lines(card: s.Trap) -> list[str]:
    """Name, Evade, Range and targets, effect."""
    targets = "several targets" if card.multi else "one target"
    return [f"{card.name} — TRAP!", f"Evade {card.evade}+ · Range {card.range} · {targets}", card.text]


def screw_lines(card: s.ScrewThis) -> list[str]:
    """Name, When, Effect."""
    return [f"{card.name} — Screw This!", "When: " + s.WINDOWS[card.when], card.text]


def room_lines(card: s.Room) -> list[str]:
    """Name and Room Effect Text."""
    return [card.name, card.text] if card.text else [card.name]


def event_lines(card: s.XykonEvent) -> list[str]:
    """Name and text of a non-Monster Xykon card."""
    return [card.name, card.text]


def card_lines(card: object, content: ContentSet) -> list[str]:
    """The lines of any card instance of `content`."""
    if isinstance(card, s.Shtick):
        return shtick_lines(card, content)
    if isinstance(card, s.Monster):
        return monster_lines(card, content)
    if isinstance(card, s.Loot):
        return loot_lines(card, content)
    if isinstance(card, s.Trap):
        return trap_lines(card)
    if isinstance(card, s.ScrewThis):
        return screw_lines(card)
    if isinstance(card, s.Room):
        return room_lines(card)
    if isinstance(card, s.XykonEvent):
        return event_lines(card)
    if isinstance(card, s.Character):
        return [card.name, f"{card.race} · {card.klass} · {card.allegiance}", card.blurb]
    raise TypeError(f"not a card: {card!r}")
