"""The Order of the Stick content: characters, shticks, decks, rooms, Xykon cards (digest 2, 5).

The cards are data (`../data/*.json`), read and checked once at import into the frozen
types of `schema`.  The names below are the public API the rules use:

* `CHARACTERS` id -> Character (6); `SHTICKS` character -> its 20-card Shtick Deck;
* `BATTLE_DECK` (Monsters + Screw This!), `LOOT_DECK` (Loot + Traps), card instances;
* `ENTRANCE`, `ROOMS` (Dungeon Room Deck), `LAIR_ROOMS` (Safe Haven first), `XYKON_DECK`
  (Xykon the Lich first); `CARDS` any card instance by id;
* `card_lines(card, content)`: a card's printed face as player text (`describe`);
* `FIXTURES`: the seed's named cards with the values the digest-7 scenarios need, as a
  ContentSet of the same shape (a rules test passes `FIXTURES` where a game passes `SHIPPED`).
"""

from __future__ import annotations

from . import describe, schema
from .describe import card_lines
from .fixtures import build_fixtures
from .loader import (
    DATA_FILES,
    ContentError,
    ContentSet,
    build_content,
    content_hash,
    guide_label,
    load_content,
    raw_content,
    read_data,
)
from .schema import (
    CHARACTERS_ORDER,
    IMMUNITY,
    INF,
    MONSTER_ABILITIES,
    MONSTER_TYPES,
    SUPPORT_ABILITIES,
    WINDOWS,
    WOUNDS,
    AbilityRef,
    AreaEffect,
    BattleStats,
    Character,
    Loot,
    Modifier,
    Monster,
    Power,
    Room,
    RoomHook,
    ScrewThis,
    Shtick,
    Support,
    Trap,
    XykonEvent,
)

SHIPPED: ContentSet = load_content()
CHARACTERS = SHIPPED.characters
SHTICKS = SHIPPED.shticks
BATTLE_DECK = SHIPPED.battle_deck
LOOT_DECK = SHIPPED.loot_deck
ENTRANCE = SHIPPED.entrance
ROOMS = SHIPPED.rooms
LAIR_ROOMS = SHIPPED.lair_rooms
XYKON_DECK = SHIPPED.xykon_deck
CARDS = SHIPPED.by_id
GUIDE = SHIPPED.guide
CONTENT_HASH: str = content_hash()
FIXTURES: ContentSet = build_fixtures()

__all__ = [
    "BATTLE_DECK",
    "CARDS",
    "CHARACTERS",
    "CHARACTERS_ORDER",
    "CONTENT_HASH",
    "DATA_FILES",
    "ENTRANCE",
    "FIXTURES",
    "GUIDE",
    "IMMUNITY",
    "INF",
    "LAIR_ROOMS",
    "LOOT_DECK",
    "MONSTER_ABILITIES",
    "MONSTER_TYPES",
    "ROOMS",
    "SHIPPED",
    "SHTICKS",
    "SUPPORT_ABILITIES",
    "WINDOWS",
    "WOUNDS",
    "XYKON_DECK",
    "AbilityRef",
    "AreaEffect",
    "BattleStats",
    "Character",
    "ContentError",
    "ContentSet",
    "Loot",
    "Modifier",
    "Monster",
    "Power",
    "Room",
    "RoomHook",
    "ScrewThis",
    "Shtick",
    "Support",
    "Trap",
    "XykonEvent",
    "build_content",
    "card_lines",
    "content_hash",
    "describe",
    "guide_label",
    "load_content",
    "raw_content",
    "read_data",
    "schema",
]
