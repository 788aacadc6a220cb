"""Words and looks of The Order of the Stick's page: characters, item labels, places.

The six characters keep their seed names; each has its own token shape, colour and
emblem, so two characters never differ by colour alone.  Item labels of the engine's
itemised values ("printed", "assist" ...) become player words here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

# id -> (name, token colour, token shape, kit emblem)
CHARACTERS: dict[str, tuple[str, str, str, str]] = {
    "roy": ("Roy", "#1f5fbf", "square", "warrior"),
    "haley": ("Haley", "#2f7d32", "triangle", "archer"),
    "elan": ("Elan", "#b8570f", "star", "bard"),
    "belkar": ("Belkar", "#b3261e", "diamond", "rogue"),
    "vaarsuvius": ("Vaarsuvius", "#6b3fa0", "hexagon", "wizard"),
    "durkon": ("Durkon", "#6d4c2f", "circle", "dwarf"),
}

# The Monster side's itemised values (engine/games/oots/support.py) in player words.
MONSTER_ITEMS = {
    "printed": "printed value",
    "level": "floor level",
    "nemesis": "nemesis",
    "tricky": "tricky (ranged)",
    "assist": "support: assist",
    "longshot": "support: long shot",
    "ambush": "support: ambush",
    "room": "room effect",
}

OUTCOME_WORDS = {"win": "Win", "draw": "Draw", "loss": "Loss"}


def character_name(cid: str) -> str:
    return CHARACTERS.get(cid, (cid.replace("_", " ").title(), "", "", ""))[0]


def colour(cid: str) -> str:
    return CHARACTERS.get(cid, ("", "#555555", "", ""))[1]


def shape(cid: str) -> str:
    return CHARACTERS.get(cid, ("", "", "circle", ""))[2]


def emblem_key(cid: str) -> str:
    return CHARACTERS.get(cid, ("", "", "", "cleric"))[3]


def item_label(label: str) -> str:
    """One itemised value's words: a Monster's internal labels mapped, card names kept."""
    head, sep, rest = label.partition(" ")
    if label in MONSTER_ITEMS:
        return MONSTER_ITEMS[label]
    if sep and rest in MONSTER_ITEMS:  # an Area Effect target: "<Monster name> printed"
        return f"{head} {MONSTER_ITEMS[rest]}"
    for key, words in MONSTER_ITEMS.items():
        if label.endswith(" " + key):
            return label[: -len(key)] + words
    return label


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def floor_name(view: Mapping[str, Any], floor: int) -> str:
    if floor == 0:
        return "Entrance"
    if floor == view.get("lair_floor"):
        return "Xykon's Lair"
    return f"Floor {floor}"


def room_name(view: Mapping[str, Any], pos: Any) -> str:
    f, c = int(pos[0]), int(pos[1])
    for fl in view.get("floors", ()):
        if fl["floor"] == f:
            for r in fl["rooms"]:
                if r["col"] == c:
                    return str(r["name"])
    return f"unexplored, {floor_name(view, f)}"


def chance_words(n: int, of: int) -> str:
    """An exact chance as a player reads it: '7 in 12 (58%)'; 'never' and 'always' at the ends."""
    if n <= 0:
        return "never"
    if n >= of:
        return "always"
    return f"{n} in {of} ({round(100 * n / of)}%)"


def possessive(text: str) -> str:
    """Ana's, but Vaarsuvius' (a name ending in s takes the apostrophe alone)."""
    return f"{text}'" if text.endswith("s") else f"{text}'s"
