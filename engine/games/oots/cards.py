"""The card set a game is dealt from, indexed for the rules: one `Cards` per content set.

Why an index of its own: the rules look cards up by instance id in the hot path
(a Battle Hand holds ids, a room's stack holds ids) and need to know what kind of
card an id is (Monster or Screw This!, Loot or Trap).  The content package ships
the decks as lists of frozen cards (`content.schema`); `Cards.build` indexes any
such lists, so the shipped decks, the digest's FIXTURES and a test's hand-made
cards all work the same way.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .content.schema import Character, Loot, Monster, Room, ScrewThis, Shtick, Trap, XykonEvent


@dataclass
class Cards:
    """Every card of one content set by instance id, plus the few cards the rules name."""

    characters: dict[str, Character] = field(default_factory=dict)
    shticks: dict[str, Shtick] = field(default_factory=dict)
    shtick_decks: dict[str, list[str]] = field(default_factory=dict)  # character -> its 20 card ids
    battle: dict[str, Monster | ScrewThis] = field(default_factory=dict)
    loot: dict[str, Loot | Trap] = field(default_factory=dict)
    rooms: dict[str, Room] = field(default_factory=dict)  # Entrance, Dungeon Room Deck and Lair cards
    xykon: dict[str, Monster | XykonEvent] = field(default_factory=dict)
    entrance: str = ""
    safe_haven: str = ""
    lich: str = ""  # Xykon the Lich (R-OOTS-019, R-OOTS-340)

    @classmethod
    def build(
        cls,
        characters: Iterable[Character],
        shticks: Iterable[Shtick],
        battle: Iterable[Monster | ScrewThis],
        loot: Iterable[Loot | Trap],
        rooms: Iterable[Room],
        xykon: Iterable[Monster | XykonEvent] = (),
    ) -> Cards:
        out = cls()
        out.characters = {c.id: c for c in characters}
        for s in shticks:
            out.shticks[s.id] = s
            out.shtick_decks.setdefault(s.owner, []).append(s.id)
        out.battle = {c.id: c for c in battle}
        out.loot = {c.id: c for c in loot}
        out.rooms = {r.id: r for r in rooms}
        out.xykon = {c.id: c for c in xykon}
        for r in out.rooms.values():
            if r.deck == "entrance":
                out.entrance = r.id
            elif r.deck == "lair" and r.has("no_monster_battles"):
                out.safe_haven = r.id  # R-OOTS-327: the Lair room without Monster battles
        for c in out.xykon.values():
            if isinstance(c, Monster) and c.has("xykon_special"):
                out.lich = c.id
        return out

    # -- what an id is -------------------------------------------------------
    def monster(self, card: str) -> Monster:
        """A Monster in a room: from the Battle Deck or the Xykon Deck."""
        found = self.battle.get(card) or self.xykon.get(card)
        if not isinstance(found, Monster):
            raise KeyError(f"{card!r} is not a Monster")
        return found

    def is_monster(self, card: str) -> bool:
        """R-OOTS-378: Screw This! cards are never Monsters."""
        return isinstance(self.battle.get(card) or self.xykon.get(card), Monster)

    def is_trap(self, card: str) -> bool:
        return isinstance(self.loot.get(card), Trap)

    def dungeon_rooms(self) -> list[str]:
        return sorted(r.id for r in self.rooms.values() if r.deck == "dungeon")

    def lair_rooms(self) -> list[str]:
        return sorted(r.id for r in self.rooms.values() if r.deck == "lair")


_SETS: dict[str, Cards] = {}
# A revision-1 game of the shipped content plays the numbers of data/revisions.json's "1" (state.cs).
SHIPPED_R1 = "shipped@1"


def register_cards(name: str, cards: Cards) -> None:
    """Make a card set available under `name` (tests register small hand-made sets)."""
    _SETS[name] = cards


def content_set(name: str) -> Cards:
    """The card set a game was dealt from: "shipped", "fixtures" or a registered test set."""
    if name not in _SETS:
        _SETS[name] = _from_content(name)
    return _SETS[name]


def _from_content(name: str) -> Cards:
    from . import content

    if name == SHIPPED_R1:
        return from_content_set(content.load_content(revision=1))
    src: Any = content.FIXTURES if name == "fixtures" else content.SHIPPED
    return from_content_set(src)


def from_content_set(src: Any) -> Cards:
    """Index a `content.ContentSet` (the shipped decks or the FIXTURES)."""
    return Cards.build(
        src.characters.values(),
        [card for deck in src.shticks.values() for card in deck],
        src.battle_deck,
        src.loot_deck,
        [src.entrance, *src.rooms, *src.lair_rooms],
        src.xykon_deck,
    )
