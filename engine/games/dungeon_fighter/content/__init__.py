"""Dungeon Fighter content: heroes, monsters, bosses, equipment, dungeon sheets (digest 2, 6).

The cards are data (`../data/*.json`), read and checked once at import; the tables
below map id -> frozen card.  `FIXTURES` is the digest 7.0 test set (Torm, Randolph,
Goldfinga, Ulla, Bram, Ogre-T, ...) as a `ContentSet` of the same shape, so a rules
test passes `FIXTURES` where a game passes `SHIPPED`.
"""

from __future__ import annotations

from .fixtures import build_fixtures
from .load import (
    DATA_FILES,
    REVISION,
    ContentError,
    ContentSet,
    ability_text,
    check_layout_graph,
    content_hash,
    load_content,
    paths,
    read_data,
    revised,
    revision_overlays,
)
from .schema import (
    ABILITY_CLASS,
    AFTER_MISS,
    COLORS,
    CONTACT_ONLY,
    DIE_COLORS,
    DIE_FACES,
    DIFFICULTIES,
    EQUIPMENT_ABILITIES,
    EQUIPMENT_TYPES,
    HERO_ABILITIES,
    HP_START,
    ICON_FACES,
    LEVELS,
    MONSTER_ABILITIES,
    MONSTER_TYPES,
    REQUIREMENT_IDS,
    ROOM_KINDS,
    Ability,
    AbilityInfo,
    Boss,
    DifficultyRow,
    DungeonSheet,
    Equipment,
    Hero,
    Item,
    Layout,
    Monster,
    Requirement,
    Reward,
    Room,
    Sheet,
)

SHIPPED: ContentSet = load_content()
REQUIREMENTS: dict[str, Requirement] = SHIPPED.requirements
ABILITIES: dict[tuple[str, str], AbilityInfo] = SHIPPED.abilities
HEROES: dict[str, Hero] = SHIPPED.heroes
MONSTERS: dict[str, Monster] = SHIPPED.monsters
BOSSES: dict[str, Boss] = SHIPPED.bosses
ITEMS: dict[str, Equipment] = SHIPPED.equipment
EQUIPMENT = ITEMS
DUNGEONS: dict[str, Layout] = SHIPPED.layouts
LAYOUTS = DUNGEONS
SHEETS: dict[str, Sheet] = SHIPPED.sheets
DIFFICULTY: dict[str, DifficultyRow] = SHIPPED.difficulty
FIXTURES: ContentSet = build_fixtures(SHIPPED)
CONTENT_HASH: str = content_hash()
_OLDER: dict[int, ContentSet] = {}


def shipped(revision: int) -> ContentSet:
    """The shipped content of a rules revision: `SHIPPED` for the newest, an older one loaded once."""
    if revision >= REVISION:
        return SHIPPED
    if revision not in _OLDER:
        _OLDER[revision] = load_content(revision)
    return _OLDER[revision]


__all__ = [
    "ABILITIES",
    "ABILITY_CLASS",
    "AFTER_MISS",
    "BOSSES",
    "COLORS",
    "CONTENT_HASH",
    "CONTACT_ONLY",
    "DATA_FILES",
    "DIE_COLORS",
    "DIE_FACES",
    "DIFFICULTIES",
    "DIFFICULTY",
    "DUNGEONS",
    "EQUIPMENT",
    "EQUIPMENT_ABILITIES",
    "EQUIPMENT_TYPES",
    "FIXTURES",
    "HERO_ABILITIES",
    "HEROES",
    "HP_START",
    "ICON_FACES",
    "ITEMS",
    "LAYOUTS",
    "LEVELS",
    "MONSTER_ABILITIES",
    "MONSTER_TYPES",
    "MONSTERS",
    "REQUIREMENT_IDS",
    "REQUIREMENTS",
    "REVISION",
    "ROOM_KINDS",
    "SHEETS",
    "SHIPPED",
    "Ability",
    "AbilityInfo",
    "Boss",
    "ContentError",
    "ContentSet",
    "DifficultyRow",
    "DungeonSheet",
    "Equipment",
    "Hero",
    "Item",
    "Layout",
    "Monster",
    "Requirement",
    "Reward",
    "Room",
    "Sheet",
    "ability_text",
    "check_layout_graph",
    "content_hash",
    "load_content",
    "paths",
    "read_data",
    "revised",
    "revision_overlays",
    "shipped",
]
