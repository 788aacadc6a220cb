"""The latest fight on the table, drawn from the engine's record (view "last_fight").

The monster as a kit card with the roll each class and spell needs (the
fighter's own number marked), the 2d6 of the blow or the spell in a roll tray
(rolling only while the record is fresh: during the choice that caused it),
the strike-back and what it knocked loose, and the treasure won as cards (a
back for what this reader may not see).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import esc
from ..kit import cards as kit_cards
from ..kit import dice as kit_dice
from ..kit import emblems as kit_emblems
from .names import CLASS_NAMES, CLASSES, SPECIAL_NAMES, _gp, _hit, _possessive

# ---------------------------------------------------------------- the last fight, on the table
# What a strike-back roll does to the hero (R-DNG-056-066), in the words a player reads.
STRIKE_MEANING = {
    "Killed": "killed: every treasure is dropped",
    "Seriously Wounded": "seriously wounded: half the treasure dropped, back to the Great Hall",
    "Wounded": "wounded: one treasure dropped, a turn lost, pushed back",
    "Stunned": "stunned: one treasure dropped",
    "Miss": "a miss: no harm done",
}


# Each creature's emblem family (its card's art), by card type; unknown types get the kit's neutral emblem.
FAMILIES = {
    "abyss_maw": "demon",
    "barrow_champion": "undead",
    "basalt_titan": "construct",
    "black_pudding": "ooze",
    "bog_lurker": "beast",
    "cave_stalker": "beast",
    "chain_warden": "humanoid",
    "cinder_hulk": "elemental",
    "cinder_jelly": "ooze",
    "cutpurse_gang": "humanoid",
    "dread_hierophant": "undead",
    "elder_flame_wyrm": "dragon",
    "glasswing_swarm": "vermin",
    "gloom_drake": "dragon",
    "grave_cantor": "undead",
    "gutter_imps": "demon",
    "hex_weaver": "humanoid",
    "hollow_mourner": "spirit",
    "horned_colossus": "beast",
    "iron_tusk_brute": "humanoid",
    "lantern_shade": "spirit",
    "mirror_duelist": "spirit",
    "mould_crawler": "ooze",
    "rattlebones": "undead",
    "starveil_horror": "demon",
    "stone_hound": "construct",
    "thunder_ram": "beast",
    "tomb_regent": "undead",
    "tunnel_nippers": "vermin",
    "venom_coil": "beast",
}
STAT_LABELS = (*((k, CLASS_NAMES[k]) for k in CLASSES), ("fireball", "Fireball"), ("lightning", "Bolt"))
TREASURE_KINDS = {"magic_sword": "weapon", "crystal_ball": "relic", "esp_medallion": "jewel", "secret_door": "scroll"}
TREASURE_WORDS = (
    ("coin", "coin"),
    ("gold", "coin"),
    ("purse", "coin"),
    ("crown", "jewel"),
    ("ring", "jewel"),
    ("necklace", "jewel"),
    ("amulet", "jewel"),
    ("gem", "gem"),
    ("ruby", "gem"),
    ("emerald", "gem"),
    ("sapphire", "gem"),
    ("diamond", "gem"),
    ("pearl", "gem"),
    ("armour", "armour"),
    ("armor", "armour"),
    ("shield", "armour"),
    ("potion", "potion"),
    ("elixir", "potion"),
    ("scroll", "scroll"),
    ("tome", "scroll"),
    ("book", "scroll"),
)


def _family(monster: Mapping[str, Any]) -> str:
    type_id = str(monster.get("id", "")).split("#", 1)[0]
    return FAMILIES.get(type_id.split("_", 1)[1] if type_id[:1] == "l" and "_" in type_id else type_id, "")


def _treasure_kind(card: Mapping[str, Any]) -> str:
    special = card.get("special")
    if special in TREASURE_KINDS:
        return TREASURE_KINDS[special]
    name = str(card.get("name", "")).lower()
    return next((kind for word, kind in TREASURE_WORDS if word in name), "relic")


DIE_SIZE = 30  # px: the fight's dice sit beside the sideways card, in one row with it under the board
WEAPON_NAMES = {**CLASS_NAMES, "fireball": "Fireball", "lightning": "Lightning Bolt"}


def monster_card(monster: Mapping[str, Any], weapon: str | None, *, size: str = "md") -> str:
    """A creature as a kit card: the roll each class and spell needs; the attacker's own number marked.

    `weapon` is the hero's class, or the spell cast ("fireball", "lightning").
    """
    need = weapon if weapon in WEAPON_NAMES else None
    stats = tuple((f"▶ {label}" if key == need else label, _hit(monster.get(key))) for key, label in STAT_LABELS)
    level = int(monster.get("level") or 0)
    text = ""
    if need is not None:
        number = monster.get(need)
        if isinstance(number, int):
            text = f"A {WEAPON_NAMES[need]} needs {number} or more on two dice."
        elif need in CLASS_NAMES:
            text = f"A {WEAPON_NAMES[need]} cannot hurt it without a Magic Sword (then 13)."
        else:
            text = f"A {WEAPON_NAMES[need]} cannot hurt it."
    face = kit_cards.CardFace(
        title=str(monster.get("name", "?")),
        kind=f"Level {level} monster",
        text=text,
        art=kit_emblems.emblem(_family(monster) or "neutral"),
        stats=stats,
        corner=f"L{level}",
        tone="foe",
    )
    index = next((i for i, (key, _label) in enumerate(STAT_LABELS, 1) if key == need), 0)
    return f'<div class="dng-card dng-need-{index}">{kit_cards.card(face, size=size)}</div>'


def treasure_card(card: Mapping[str, Any], *, size: str = "sm", turning: bool = False) -> str:
    special = card.get("special")
    level = int(card.get("level") or 0)
    face = kit_cards.CardFace(
        title=str(card.get("name", "?")),
        kind=f"Level {level} treasure" if level else "Treasure",
        text=SPECIAL_NAMES.get(special, "") if special else "",
        art=kit_emblems.emblem(_treasure_kind(card)),
        stats=(("Worth", _gp(card.get("gp"))),),
        tone="loot",
    )
    return kit_cards.card(face, size=size, turning=turning)


def _treasure_row(fight: Mapping[str, Any], rolling: bool) -> str:
    seen = [c for c in fight.get("treasures") or () if isinstance(c, Mapping)]
    count = max(int(fight.get("treasure_count") or 0), len(seen))
    if not count:
        return ""
    cards = [treasure_card(c, turning=rolling) for c in seen]
    cards += [kit_cards.card_back("Treasure", size="sm") for _ in range(count - len(seen))]
    words = "a treasure" if count == 1 else f"{count} treasures"
    return f'<div class="dng-loot"><h4>Gained {words}</h4><div class="dng-loot-cards">{"".join(cards)}</div></div>'


def _fresh(fight: Mapping[str, Any]) -> bool:
    """True while the engine says the fight is fresh (during the choice that caused it): the dice roll once."""
    return bool(fight.get("fresh"))


def _attack_tray(fight: Mapping[str, Any], rolling: bool) -> str:
    faces = [int(f) for f in fight.get("dice") or () if isinstance(f, int) and 1 <= f <= 6]
    weapon = str(fight.get("weapon") or "")
    spell = WEAPON_NAMES.get(weapon, "") if fight.get("spell") else ""
    bonus = int(fight.get("bonus") or 0)
    total, needed = int(fight.get("total") or 0), fight.get("needed")
    key = f"dng-attack-{int(fight.get('number') or 0)}"
    if not isinstance(needed, int) or not faces:  # R-DNG-051, A-DNG-26: no number, no roll
        words = f"The {spell} cannot hurt it" if spell else "No blow: no number without a Magic Sword"
        return kit_dice.roll_tray([], caption=f"{words}.", tone="bad", key=key)
    if bonus:
        caption = f"{sum(faces)} + {bonus} sword = {total}"
    else:
        caption = f"{spell} rolled {total}" if spell else f"Rolled {total}"
    if fight.get("hit"):
        outcome, tone = f"{needed} needed: destroyed!", "good"
    else:
        outcome, tone = f"not enough, {needed} needed", "bad"
    dice = [kit_dice.d6(f, size=DIE_SIZE, rolling=rolling) for f in faces]
    return kit_dice.roll_tray(dice, caption=f"{caption}:", outcome=outcome, tone=tone, key=key)


def _dropped(fight: Mapping[str, Any]) -> str:
    cards = [c for c in fight.get("dropped") or () if isinstance(c, Mapping)]
    if not cards:
        return ""
    names = ", ".join(f"{c.get('name', '?')} ({_gp(c.get('gp'))})" for c in cards)
    return f'<p class="dng-dropped">Dropped under it: {esc(names)}</p>'


def _strike_tray(fight: Mapping[str, Any], rolling: bool) -> str:
    strike = fight.get("strike_back")
    if not strike:
        return ""
    faces = [int(f) for f in strike.get("dice") or () if isinstance(f, int) and 1 <= f <= 6]
    outcome = str(strike.get("outcome", ""))
    name = (fight.get("monster") or {}).get("name", "monster")
    meaning = STRIKE_MEANING.get(outcome, outcome.lower())
    tone = "good" if outcome == "Miss" else "bad"
    return (
        # a phone shows the short heading (one line beside the blow's tray); a reader hears the long one
        f'<div class="dng-strike"><h4><span class="dng-long">The {esc(name)} strikes back</span>'
        '<span class="dng-short" aria-hidden="true">Strikes back</span></h4>'
        + kit_dice.roll_tray(
            [kit_dice.d6(f, size=DIE_SIZE, rolling=rolling) for f in faces],
            caption=f"Rolled {int(strike.get('roll', 0))}:",
            outcome=meaning,
            tone=tone,
            key=f"dng-strike-{int(fight.get('number') or 0)}",
        )
        + _dropped(fight)
        + "</div>"
    )


def _heading(fight: Mapping[str, Any], who: str) -> str:
    """ "Ana's fight" or "Ana's Fireball", against whom."""
    name = str((fight.get("monster") or {}).get("name", "monster"))
    if fight.get("spell"):
        return f"{_possessive(who)} {WEAPON_NAMES.get(str(fight.get('weapon')), 'spell')} at the {name}"
    return f"{_possessive(who)} fight with the {name}"


def render_fight(view: Mapping[str, Any]) -> str:
    """The latest fight on the table: the monster, the 2d6 and what they meant, then what followed."""
    fight = view.get("last_fight")
    if not fight or not fight.get("monster"):
        return ""
    rolling = _fresh(fight)
    players = view.get("players") or ()
    seat = fight.get("seat")
    who = players[seat].get("name", "") if isinstance(seat, int) and 0 <= seat < len(players) else fight.get("hero", "")
    return (
        f'<section class="panel dng-fight{" dng-fresh" if rolling else ""}" aria-label="Last fight">'
        f"<h3>{esc(_heading(fight, str(who)))}</h3>"
        f'<div class="dng-fight-row">{monster_card(fight["monster"], fight.get("weapon"), size="sm")}'
        f'<div class="dng-fight-side"><div class="dng-attack">{_attack_tray(fight, rolling)}</div>'
        f"{_strike_tray(fight, rolling)}{_treasure_row(fight, rolling)}</div></div>"
        "</section>"
    )
