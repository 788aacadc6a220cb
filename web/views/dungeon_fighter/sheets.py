"""The cards and sheets beside the table: the monster (or boss) card with its health, the hero
sheets, the party's dice in hand, the chest and the shop.

Kit cards and emblems throughout (web/views/kit), so Dungeon Fighter reads like
the other games.  Abilities are told by their colour's word and a letter as
well as the colour; a scarred ability is struck through and says so.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..common import attrs, esc
from ..kit import cards as kit_cards
from ..kit import emblems, tokens
from .table import COLOR_LETTER

# Monster types to the kit's emblem families (goblins are drawn as the kit's humanoid).
TYPE_EMBLEM = {
    "undead": "undead",
    "beast": "beast",
    "demon": "demon",
    "construct": "construct",
    "goblinoid": "humanoid",
}
TYPE_WORD = {"undead": "Undead", "beast": "Beast", "demon": "Demon", "construct": "Construct", "goblinoid": "Goblinoid"}
# Each shipped hero drawn with a kit hero emblem; unknown heroes (fixtures) get the neutral one.
HERO_EMBLEM = {
    "torm": "warrior",
    "randolph": "wizard",
    "goldfinga": "rogue",
    "wendel": "mage",
    "ottilie": "fighter",
    "hrolf": "dwarf",
    "nim": "elf",
    "crumb": "cleric",
    "zsazsa": "archer",
}
SEAT_SHAPES = tokens.SHAPES
EQUIP_EMBLEM = {"weapon": "weapon", "armor": "armour", "item": "potion"}
EQUIP_WORD = {"weapon": "Weapon", "armor": "Armour", "item": "Item"}


def hp_bar(hp: int, max_hp: int, *, label: str) -> str:
    """Health as pips and a number (never a bar alone)."""
    hp, max_hp = max(0, int(hp)), max(0, int(max_hp))
    pips = "".join(f'<span class="df-pip{" df-pip-lost" if i >= hp else ""}"></span>' for i in range(max_hp))
    return (
        f'<div class="df-hp" role="meter" aria-valuemin="0" aria-valuemax="{max_hp}" aria-valuenow="{hp}" '
        f'aria-label="{esc(label)}"><span class="df-hp-num">{hp}/{max_hp}</span>'
        f'<span class="df-pips" aria-hidden="true">{pips}</span></div>'
    )


def monster_card(enc: Mapping[str, Any]) -> str:
    """The foe as a kit card: emblem by type, level, damage, gold, its ability and throw requirements,
    and the health it has left."""
    boss = enc.get("kind") == "boss"
    mtype = str(enc.get("type", ""))
    kind = ("Final boss, " if boss else f"Level {enc.get('level', '')} ") + TYPE_WORD.get(mtype, mtype.title())
    lines = []
    if enc.get("ability"):
        lines.append(("Silenced: " if enc.get("silenced") else "") + str(enc["ability"]))
    if enc.get("requirements"):
        lines.append("Every throw must be: " + ", ".join(str(r).lower() for r in enc["requirements"]) + ".")
    marks = []
    if enc.get("toad"):
        marks.append("turned into a toad")
    if enc.get("tracking"):
        marks.append("marked by a tracking strike")
    if enc.get("set_aside"):
        marks.append(f"the {enc['set_aside']} die is set aside")
    if marks:
        lines.append("Now: " + ", ".join(marks) + ".")
    stats = [("Damage", str(enc.get("damage", "")))]
    if not boss:
        stats.append(("Gold", str(enc.get("gold", 0))))
    face = kit_cards.CardFace(
        title=str(enc.get("name", "")),
        kind=kind,
        text="\n".join(lines),
        art=emblems.emblem(TYPE_EMBLEM.get(mtype, mtype), tone="bad" if enc.get("defeated") else ""),
        stats=tuple(stats),
        corner=f"HP {max(0, int(enc.get('hp', 0)))}",
        tone="foe",
    )
    health = hp_bar(int(enc.get("hp", 0)), int(enc.get("max_hp", 0)), label=f"{enc.get('name', '')}: health left")
    defeated = '<p class="df-defeated" role="status">Defeated</p>' if enc.get("defeated") else ""
    return f'<div class="df-foe">{kit_cards.card(face, size="md", extra=health + defeated)}</div>'


def ability_row(ability: Mapping[str, Any]) -> str:
    color = str(ability.get("color", ""))
    letter = COLOR_LETTER.get(color, "?")
    scarred = bool(ability.get("scarred"))
    note = '<span class="df-scar-note"> (scarred: lost)</span>' if scarred else ""
    return (
        f'<li class="df-ability df-ab-{esc(color)}{" df-scarred" if scarred else ""}">'
        f'<span class="df-ab-die" aria-hidden="true">{letter}</span>'
        f'<span class="df-ab-name"><span class="sr">{esc(color)} die: </span><b>{esc(ability.get("name", ""))}</b>'
        f"{note}</span>"
        f'<span class="df-ab-text">{esc(ability.get("text", ""))}</span></li>'
    )


def equipment_line(eq: Mapping[str, Any]) -> str:
    bits = [EQUIP_WORD.get(str(eq.get("type")), str(eq.get("type", "")).title())]
    if eq.get("requirement"):
        bits.append(f"{eq['requirement']}, +{eq.get('bonus', 0)}")
    if eq.get("text"):
        bits.append(str(eq["text"]))
    if eq.get("one_use"):
        bits.append("one use")
    return (
        f'<li class="df-eq">{emblems.emblem(EQUIP_EMBLEM.get(str(eq.get("type")), "item"))}'
        f"<b>{esc(eq.get('name', ''))}</b> <span>{esc('; '.join(bits))}</span></li>"
    )


def hand_dice(dice: Sequence[str]) -> str:
    """The hero dice a hero holds, as small coloured dice with their letter."""
    if not dice:
        return ""
    items = "".join(
        f'<span class="df-hdie df-hdie-{esc(c)}" role="img" aria-label="{esc(c)} die">{COLOR_LETTER.get(c, "?")}</span>'
        for c in dice
    )
    return f'<div class="df-hand-dice" aria-label="Dice in hand">{items}</div>'


def hero_sheet(hero: Mapping[str, Any], *, swinging: bool = False, thinking: bool = False) -> str:
    """One hero sheet: token, name, player, health, scars, the three abilities, equipment, dice in hand."""
    seat = int(hero.get("seat", 0))
    status = []
    if hero.get("leader"):
        status.append("leader")
    if hero.get("eliminated"):
        status.append("out of the game")
    elif hero.get("fainted"):
        status.append("fainted")
    if hero.get("beer"):
        status.append("has the beer")
    if hero.get("charmed"):
        status.append("charmed: " + ", ".join(str(c) for c in hero["charmed"]))
    token = (
        '<svg class="df-token" viewBox="0 0 40 40" aria-hidden="true">'
        + tokens.figure(
            str(hero.get("name", "?")),
            f"var(--p{seat % 6 + 1}, #6b3fa0)",
            SEAT_SHAPES[seat % len(SEAT_SHAPES)],
            x=20,
            y=20,
            r=17,
            label=str(hero.get("name", "")),
        )
        + "</svg>"
    )
    scars = sum(1 for a in hero.get("abilities", []) if a.get("scarred"))
    slots = ", ".join(EQUIP_WORD.get(s, s) for s in hero.get("slots", []))
    eq = "".join(equipment_line(e) for e in hero.get("equipment", []))
    classes = "df-hero"
    if swinging:
        classes += " df-hero-turn"
    if hero.get("fainted") or hero.get("eliminated"):
        classes += " df-hero-down"
    think = '<p class="df-thinking" role="status"><span class="df-dots" aria-hidden="true"></span> thinking</p>'
    return (
        f'<section class="{classes}" aria-label="{esc(hero.get("name", ""))}"'
        f"{attrs(aria_current='true' if swinging else None)}>"
        f'<header class="df-hero-head">{token}{emblems.emblem(HERO_EMBLEM.get(str(hero.get("hero")), "none"))}'
        f'<div><h3>{esc(hero.get("name", ""))}</h3><p class="df-player">{esc(hero.get("player", ""))}'
        f"{(' &middot; ' + esc(', '.join(status))) if status else ''}</p></div></header>"
        + hp_bar(int(hero.get("hp", 0)), int(hero.get("max_hp", 0)), label=f"{hero.get('name', '')}: health")
        + (f'<p class="df-scars">{scars} {"scar" if scars == 1 else "scars"}</p>' if scars else "")
        + f'<ul class="df-abilities">{"".join(ability_row(a) for a in hero.get("abilities", []))}</ul>'
        + hand_dice(hero.get("dice", []))
        + (f'<ul class="df-equipment">{eq}</ul>' if eq else "")
        + f'<p class="df-slots">Can carry: {esc(slots)}</p>'
        + (think if thinking else "")
        + "</section>"
    )


def chest(view: Mapping[str, Any]) -> str:
    """The party chest: gold and bonus dice, drawn as coins and white dice with their numbers."""
    c = view.get("chest") or {}
    gold, dice = int(c.get("gold", 0)), int(c.get("bonus_dice", 0))
    coins = "".join('<span class="df-coin" aria-hidden="true"></span>' for _ in range(min(gold, 12)))
    whites = "".join('<span class="df-hdie df-hdie-white" aria-hidden="true">W</span>' for _ in range(min(dice, 9)))
    return (
        f'<section class="df-chest" aria-label="Party chest"><h3>Chest</h3>'
        f'<p><span class="df-chest-row">{coins}</span> {gold} gold</p>'
        f'<p><span class="df-chest-row">{whites}</span> {dice} bonus {"die" if dice == 1 else "dice"}</p></section>'
    )


def requirement_text(name: str) -> str:
    """What a throw requirement asks, in the rulebook's player words, found by the name a card shows."""
    from engine.games.dungeon_fighter.content import REQUIREMENTS

    by_name = {r.name.lower(): r.text for r in REQUIREMENTS.values()}
    return by_name.get(name.lower(), "")


def shop(items: Sequence[Mapping[str, Any]], keys: set[str], heroes: Sequence[Mapping[str, Any]] = ()) -> str:
    """The shop's cards as kit cards with their price; each hero the party can buy a card for now
    is a button on it (the option `buy:<card>:<seat>`)."""
    if not items:
        return ""
    names = {int(h.get("seat", i)): str(h.get("name", "")) for i, h in enumerate(heroes)}
    cards = []
    for eq in items:
        text = []
        if eq.get("requirement"):
            text.append(f"Throw: {eq['requirement']}. +{eq.get('bonus', 0)} damage.")
            how = requirement_text(str(eq["requirement"]))
            if how:  # what that throw asks, before anyone pays for it
                text.append(how)
        if eq.get("text"):
            text.append(str(eq["text"]))
        if eq.get("one_use"):
            text.append("One use.")
        face = kit_cards.CardFace(
            title=str(eq.get("name", "")),
            kind=EQUIP_WORD.get(str(eq.get("type")), "Equipment"),
            text="\n".join(text),
            art=emblems.emblem(EQUIP_EMBLEM.get(str(eq.get("type")), "item")),
            stats=(("Cost", f"{eq.get('cost', 0)} gold"),),
            tone="loot",
        )
        prefix = f"buy:{eq.get('id')}:"
        buttons = "".join(
            f'<button type="button" class="df-buy"{attrs(data_choice=key)}>'
            f"Buy for {esc(names.get(int(key[len(prefix) :]), 'a hero'))}</button>"
            for key in sorted(k for k in keys if k.startswith(prefix))
        )
        cards.append(kit_cards.card(face, size="sm", extra=buttons))
    return (
        f'<section class="df-shop" aria-label="Shop"><h3>Shop</h3><div class="df-row">{"".join(cards)}</div></section>'
    )
