"""Dungeon! words and small helpers shared by the board, the panels and the fight.

Names as the rulebook says them (classes, spells, specials, traps), numbers
as players read them (gp, '–' for no number), and the place names of the
board ("the corridor north of Crypt").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..common import esc

CLASS_NAMES = {"cleric": "Cleric", "fighter": "Fighter", "rogue": "Rogue", "wizard": "Wizard"}
CLASSES = tuple(CLASS_NAMES)
SPELL_NAMES = {"fireball": "Fireball", "lightning": "Lightning Bolt", "teleport": "Teleport"}
SPECIAL_NAMES = {
    "secret_door": "Secret Door",
    "esp_medallion": "ESP Medallion",
    "crystal_ball": "Crystal Ball",
    "magic_sword": "Magic Sword",
}
TRAP_NAMES = {"cage_trap": "Cage Trap", "slide_trap": "Slide Trap"}
KIND_NAMES = {"room": "room", "chamber": "chamber", "corridor": "corridor", "great_hall": "Great Hall"}
_HEX = re.compile(r"#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?\Z")
_CURRENT = ' aria-current="true"'
CHAR_EM = 0.63  # mean advance of a semi-bold sans-serif character, in em (for fitting names)
_SMALL_WORDS = {"of", "the", "and", "a", "an", "in", "to"}


# ---------------------------------------------------------------- helpers
def _n(value: float) -> str:
    """A coordinate, short: 12.0 -> '12', 3.14159 -> '3.14'."""
    text = f"{value:.2f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def _gp(value: Any) -> str:
    return f"{value:,} gp" if isinstance(value, int) else esc(value)


def _colour(value: Any) -> str:
    """A hero colour, only if it is a plain hex colour (it goes into an attribute)."""
    return value if isinstance(value, str) and _HEX.match(value) else "#888888"


def _ink(colour: str) -> str:
    """Black or white, whichever reads better on `colour` (WCAG luminance)."""
    digits = colour[1:]
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    channels = []
    for i in (0, 2, 4):
        c = int(digits[i : i + 2], 16) / 255
        channels.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
    lum = 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    return "#000" if (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) else "#fff"


def _space_label(board: Any, space_id: Any) -> str:
    """A space as players say it: its name, or where a flagstone lies ("the corridor north of Crypt")."""
    if not isinstance(space_id, str) or space_id not in board.spaces:
        return str(space_id)
    place_name = getattr(board, "place_name", None)  # test boards may be bare namespaces
    if place_name is not None:
        return place_name(space_id)
    space = board.spaces[space_id]
    return space.name or f"corridor {space.id}"


def _monster_text(monster: Mapping[str, Any] | None) -> str:
    if not monster:
        return "face down"
    kind = monster.get("kind")
    if kind in TRAP_NAMES:
        return TRAP_NAMES[kind]
    hits = ", ".join(f"{CLASS_NAMES[k]} {_hit(monster.get(k))}" for k in CLASSES)
    spells = ", ".join(f"{SPELL_NAMES[k]} {_hit(monster.get(k))}" for k in ("fireball", "lightning"))
    return f"{monster.get('name', '?')} ({hits}; {spells})"


def _possessive(name: str) -> str:
    """ "Ana's", but "Ross'" (a name ending in s takes only the apostrophe)."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _hit(value: Any) -> str:
    return "–" if value is None else str(value)


def _initial(monster: Mapping[str, Any]) -> str:
    kind = monster.get("kind")
    if kind in TRAP_NAMES:
        return "T"
    name = str(monster.get("name") or "?")
    return name[:1].upper()
