"""Content loading: the data tables in `data/` become frozen objects, checked once.

Why a separate step: the rules want cheap attribute access in the hot path
(tuples of halls per edge), the view wants the contract's tile dicts, and the
content rules of digest 5.2 (entry edge open, sides and darkness numbers
complete) must be verified before a game can start.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from .data import cards as card_data
from .data import heroes as hero_data
from .data import tiles as tile_data

EDGES = ("N", "E", "S", "W")
SIDED = ("bridge", "cave_in", "chasm", "spider_web")


@dataclass(frozen=True, slots=True)
class Tile:
    """A chamber tile in tile-local orientation (entry arrow on local S)."""

    id: str
    name: str
    kind: str
    halls: tuple[tuple[str, ...] | None, ...]  # local N, E, S, W: None = wall, else barriers
    torch: bool = False
    icon: bool = False
    stairs: bool = False
    sides: tuple[str | None, ...] = (None, None, None, None)  # local edge -> "A" / "B"
    darkness: tuple[tuple[int, ...], ...] = ((), (), (), ())  # local edge -> die numbers
    data: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True, slots=True)
class Card:
    """Any drawable card but monsters and runes."""

    id: str
    deck: str
    name: str
    text: str
    effect: tuple = ()
    loot: bool = False
    gold: int = 0
    treasure: bool = False
    use: tuple | None = None
    passive: tuple | None = None
    set: str = ""
    set_bonus: int = 0
    exit: bool = False
    persists: bool = False


@dataclass(frozen=True, slots=True)
class Monster:
    id: str
    name: str
    life: int
    penalty: int
    deck: str = "monster"


@dataclass(frozen=True, slots=True)
class Rune:
    id: str
    name: str
    text: str
    window: str
    effect: tuple
    deck: str = "rune"


@dataclass(frozen=True, slots=True)
class Hero:
    id: str
    name: str
    strength: int
    agility: int
    armor: int
    luck: int
    health: int
    ability: str
    text: str


def _halls(spec: str, barriers: dict[str, str]) -> tuple[tuple[str, ...] | None, ...]:
    return tuple((tuple([barriers[e]]) if e in barriers else ()) if e in spec else None for e in EDGES)


def tile_dict(tile: Tile) -> dict[str, Any]:
    """The contract's tile dict (dq_contract.md 'Tile data')."""
    sides = None
    if tile.kind in SIDED:
        sides = {s: [e for e, side in zip(EDGES, tile.sides, strict=True) if side == s] for s in ("A", "B")}
    dark = None
    if tile.kind == "chamber_of_darkness":
        dark = {e: list(nums) for e, nums in zip(EDGES, tile.darkness, strict=True) if nums}
    return {
        "id": tile.id,
        "name": tile.name,
        "kind": tile.kind,
        "edges": {
            e: {"hall": h is not None, "barriers": list(h or ())} for e, h in zip(EDGES, tile.halls, strict=True)
        },
        "torch": tile.torch,
        "dungeon_icon": tile.icon,
        "catacomb_entrance": tile.stairs,
        "sides": sides,
        "darkness_numbers": dark,
    }


def _make(tid: str, name: str, kind: str, halls: tuple, **kw: Any) -> Tile:
    tile = Tile(tid, name, kind, halls, **kw)
    object.__setattr__(tile, "data", tile_dict(tile))
    return tile


def _sides(spec: str, a: str) -> tuple[str | None, ...]:
    return tuple(None if e not in spec else ("A" if e in a else "B") for e in EDGES)


@cache
def load_tiles() -> tuple[Tile, ...]:
    """The 113 tiles of digest 5.2, named from the word lists, validated."""
    rows: list[tuple[str, tuple, dict[str, Any]]] = []
    for spec, bars, stairs in tile_data.ROOMS:
        rows.append(("dungeon_room", _halls(spec, bars), {"torch": True, "icon": True, "stairs": stairs}))
    for spec, bars in tile_data.CORRIDORS:
        rows.append(("corridor", _halls(spec, bars), {}))
    for spec in tile_data.TRAPS:
        rows.append(("trap_chamber", _halls(spec, {}), {}))
    for spec, a, _b in tile_data.CAVE_INS:
        rows.append(("cave_in", _halls(spec, {}), {"icon": True, "sides": _sides(spec, a)}))
    for spec, a, _b in tile_data.CHASMS:
        rows.append(("chasm", _halls(spec, {}), {"icon": True, "sides": _sides(spec, a)}))
    for _ in range(tile_data.BRIDGES):
        rows.append(("bridge", _halls("NS", {}), {"sides": _sides("NS", "S")}))
    for spec in tile_data.WEBS:
        rows.append(("spider_web", _halls(spec, {}), {"sides": _sides(spec, "S")}))
    for nums in tile_data.DARKNESS:
        spec = "".join(nums)
        rows.append(
            ("chamber_of_darkness", _halls(spec, {}), {"darkness": tuple(tuple(nums.get(e, ())) for e in EDGES)})
        )
    for spec in tile_data.ROTATING:
        rows.append(("rotating_chamber", _halls(spec, {}), {}))
    for spec in tile_data.PITS:
        rows.append(("bottomless_pit", _halls(spec, {}), {}))
    tiles = []
    count: dict[str, int] = {}
    adjectives = tile_data.ADJECTIVES
    for n, (kind, halls, kw) in enumerate(rows, 1):
        i = count.get(kind, 0)
        count[kind] = i + 1
        nouns = tile_data.NOUNS[kind]
        name = f"{adjectives[(i * 7 + len(kind)) % len(adjectives)]} {nouns[i % len(nouns)]}"
        tiles.append(_make(f"T{n:03d}", name, kind, halls, **kw))
    check_tiles(tiles)
    return tuple(tiles)


def check_tiles(tiles: list[Tile]) -> None:
    """Digest 5.2 content rules; raises ValueError on a broken tile."""
    for t in tiles:
        if t.halls[2] != ():
            raise ValueError(f"{t.id}: the entry edge must be an open hall (A-DQ-11)")
        if t.kind in SIDED:
            for h, side in zip(t.halls, t.sides, strict=True):
                if (h is None) != (side is None):
                    raise ValueError(f"{t.id}: sides must cover exactly the halls")
            if "B" not in t.sides:
                raise ValueError(f"{t.id}: side B is empty")
        if t.kind == "chamber_of_darkness" and sorted(n for nums in t.darkness for n in nums) != [1, 2, 3, 4, 5, 6]:
            raise ValueError(f"{t.id}: darkness numbers must be 1-6 once each")


def special_tile(kind: str, tid: str, name: str, halls: str) -> Tile:
    """Printed chambers (towers, the treasure chamber) as tile objects, rotation 0."""
    return _make(tid, name, kind, _halls(halls, {}))


def _cards(deck: str, rows: tuple[dict[str, Any], ...], prefix: str) -> tuple[Card, ...]:
    out = []
    n = 0
    for row in rows:
        for _ in range(row.get("copies", 1)):
            n += 1
            out.append(
                Card(
                    id=f"{prefix}-{n:03d}",
                    deck=deck,
                    name=row["name"],
                    text=row["text"],
                    effect=tuple(row.get("effect", ())),
                    loot=bool(row.get("loot") or deck in ("loot", "treasure")),
                    gold=int(row.get("gold", 0)),
                    treasure=deck == "treasure",
                    use=row.get("use"),
                    passive=row.get("passive"),
                    set=row.get("set", ""),
                    set_bonus=row.get("set_bonus", 0),
                    exit=bool(row.get("exit")),
                    persists=bool(row.get("persists")),
                )
            )
    return tuple(out)


DECKS = ("dungeon", "search", "door", "trap", "catacomb", "dragon", "monster", "loot", "treasure", "rune")


@cache
def load_decks() -> dict[str, tuple]:
    """Every deck's cards (fresh lists are made per game from these tuples)."""
    decks: dict[str, tuple] = {
        "dungeon": _cards("dungeon", card_data.DUNGEON, "DUN"),
        "search": _cards("search", card_data.SEARCH, "SEA"),
        "door": _cards("door", card_data.DOOR, "DOO"),
        "trap": _cards("trap", card_data.TRAP, "TRA"),
        "catacomb": _cards("catacomb", card_data.CATACOMB, "CAT"),
        "dragon": _cards("dragon", card_data.DRAGON, "DRA"),
        "loot": _cards("loot", card_data.LOOT, "LOO"),
        "treasure": _cards("treasure", card_data.TREASURE, "TRE"),
    }
    monsters = []
    for name, life, penalty, copies in card_data.MONSTERS:
        for _ in range(copies):
            monsters.append(Monster(f"MON-{len(monsters) + 1:03d}", name, life, penalty))
    decks["monster"] = tuple(monsters)
    decks["rune"] = tuple(
        Rune(f"RUN-{i:03d}", r["name"], r["text"], r["window"], tuple(r["effect"]))
        for i, r in enumerate(card_data.RUNES, 1)
    )
    return decks


@cache
def load_heroes() -> tuple[Hero, ...]:
    return tuple(Hero(**h) for h in hero_data.HEROES)


def card_by_id() -> dict[str, Any]:
    """Lookup for tests and saves."""
    return {c.id: c for deck in load_decks().values() for c in deck}


def monster_family(name: str) -> str | None:
    """The family a monster card's art shows (undead, beast, giant...), or None for a card not in the game.

    Content data (`data/cards.py` MONSTER_FAMILIES): the views draw the
    family's emblem on the monster's card; the rules never read it.
    """
    return card_data.MONSTER_FAMILIES.get(name)
