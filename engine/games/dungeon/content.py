"""Dungeon! content: the board graph, the monster and treasure decks, the hero pool.

Content is data, kept apart from the rules (docs/architecture: "Card and board
data is data").  The files live in ``data/`` next to this module:

- ``board.json``    generated from ``board.txt`` by ``tools/make_dungeon_board.py``
- ``monsters.toml``, ``treasures.toml``, ``heroes.toml``  written by hand

They are read with ``importlib.resources`` rather than ``Path.read_text`` so the
package also works when it is imported from a zip file (the browser build ships
the engine as a zip on ``sys.path`` in Pyodide).  Everything is parsed once
(``functools.cache``) into frozen dataclasses: the rules code can share them
freely and never has to think about file formats.  The containers inside are
ordinary dicts and tuples; treat them as read-only.

``engine/games/dungeon/lint.py`` checks that the data obeys the design rules
of the rules digest (section 5); this module only loads it.
"""

from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

LEVELS = (1, 2, 3, 4, 5, 6)
CLASSES = ("cleric", "fighter", "rogue", "wizard")
SPACE_KINDS = ("great_hall", "corridor", "room", "chamber")
EDGE_TYPES = ("open", "door", "secret_door")
MONSTER_KINDS = ("creature", "cage_trap", "slide_trap")
SPECIALS = ("secret_door", "esp_medallion", "crystal_ball", "magic_sword")
GREAT_HALL = "GH"


def _read(name: str) -> str:
    """Text of a data file, whether the package is a directory or inside a zip."""
    package = __package__ or "engine.games.dungeon"
    return (resources.files(package) / "data" / name).read_text(encoding="utf-8")


@cache
def _entries(name: str, key: str) -> tuple[dict[str, Any], ...]:
    """The array of tables ``key`` of a TOML data file, parsed once."""
    return tuple(tomllib.loads(_read(name))[key])


# --------------------------------------------------------------------------
# Board
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class Space:
    """One space of the board graph (digest §2.1).

    ``x, y, w, h`` is the bounding rectangle in board units, for drawing only.
    ``name`` is empty for corridor flagstones.  A corridor's ``level`` is for
    display only (A-DNG-06); the Great Hall is level 0 (A-DNG-05).
    """

    id: str
    kind: str
    level: int
    name: str
    x: float
    y: float
    w: float
    h: float

    @property
    def is_room(self) -> bool:
        return self.kind == "room"

    @property
    def is_chamber(self) -> bool:
        return self.kind == "chamber"

    @property
    def is_encounter_space(self) -> bool:
        """Rooms and chambers draw monsters; corridors and the Great Hall never do."""
        return self.kind in ("room", "chamber")


@dataclass(frozen=True)
class Edge:
    """Adjacency between two spaces (``a < b``).

    ``type`` is "open", "door" or "secret_door".  Doors and secret doors carry
    the midpoint ``x, y`` of the wall they sit in and whether that wall is
    ``vertical``, so the view can draw a short bar; open edges have ``None``.
    Secret doors also have an ``id`` (``sd<n>``), used for heroes'
    ``known_secret_doors``.
    """

    a: str
    b: str
    type: str
    id: str | None = None
    x: float | None = None
    y: float | None = None
    vertical: bool | None = None

    def other(self, space_id: str) -> str:
        """The end of the edge that is not ``space_id``."""
        if space_id == self.a:
            return self.b
        if space_id == self.b:
            return self.a
        raise ValueError(f"{space_id} is not an end of edge {self.a}-{self.b}")

    @property
    def is_secret(self) -> bool:
        return self.type == "secret_door"


@dataclass(frozen=True)
class Board:
    """The whole dungeon map as a graph plus the geometry the view needs.

    ``neighbours[s]`` lists ``(neighbour id, edge)`` sorted by neighbour id, so
    every consumer (rules, bots, tests) walks the graph in the same order and
    games replay identically.  ``rooms_by_level`` and ``chambers_by_level`` map
    each level 1-6 to sorted space ids.
    """

    cell: int
    width: int
    height: int
    spaces: dict[str, Space]
    edges: tuple[Edge, ...]
    neighbours: dict[str, tuple[tuple[str, Edge], ...]]
    rooms_by_level: dict[int, tuple[str, ...]]
    chambers_by_level: dict[int, tuple[str, ...]]
    secret_doors: dict[str, Edge]
    _places: dict[str, str] = field(default_factory=dict, compare=False, repr=False)

    def space(self, space_id: str) -> Space:
        return self.spaces[space_id]

    def place_name(self, space_id: str) -> str:
        """What a player calls a space: its name, or for a flagstone where it lies
        ("the corridor north of Laboratory"), never an internal id."""
        if not self._places:
            self._places.update(_place_names(self.spaces))
        return self._places[space_id]

    def edge_between(self, a: str, b: str) -> Edge | None:
        """The edge joining ``a`` and ``b``, or None if they are not adjacent."""
        for other, edge in self.neighbours.get(a, ()):
            if other == b:
                return edge
        return None


def _place_names(spaces: dict[str, Space]) -> dict[str, str]:
    """Every space's name; a corridor is named after the nearest named space and its side of it."""
    named = [s for s in spaces.values() if s.name]
    out = {}
    for s in spaces.values():
        if s.name or not named:
            out[s.id] = s.name or f"corridor {s.id}"
            continue
        cx, cy = s.x + s.w / 2, s.y + s.h / 2

        def gap(r: Space, cx: float = cx, cy: float = cy) -> tuple[float, str]:
            dx = max(r.x - cx, 0.0, cx - (r.x + r.w))
            dy = max(r.y - cy, 0.0, cy - (r.y + r.h))
            return (dx * dx + dy * dy, r.id)

        near = min(named, key=gap)
        side = ("north" if cy < near.y else "south" if cy > near.y + near.h else "") + (
            "-" if cy < near.y or cy > near.y + near.h else ""
        )
        east_west = "west" if cx < near.x else "east" if cx > near.x + near.w else ""
        where = (side + east_west).strip("-") or "beside"
        out[s.id] = f"the corridor {where} of {near.name}" if where != "beside" else f"the corridor by {near.name}"
    return out


def parse_board(data: dict[str, Any]) -> Board:
    """Build a Board from the board.json structure (also used by tests with
    small hand-made boards)."""
    spaces = {
        s["id"]: Space(
            id=s["id"],
            kind=s["kind"],
            level=int(s["level"]),
            name=s.get("name", ""),
            x=s["x"],
            y=s["y"],
            w=s["w"],
            h=s["h"],
        )
        for s in data["spaces"]
    }
    edges = tuple(
        Edge(
            a=e["a"],
            b=e["b"],
            type=e["type"],
            id=e.get("id"),
            x=e.get("x"),
            y=e.get("y"),
            vertical=e.get("vertical"),
        )
        for e in data["edges"]
    )
    lists: dict[str, list[tuple[str, Edge]]] = {sid: [] for sid in spaces}
    for edge in edges:
        lists.setdefault(edge.a, []).append((edge.b, edge))
        lists.setdefault(edge.b, []).append((edge.a, edge))
    neighbours = {sid: tuple(sorted(items, key=lambda item: item[0])) for sid, items in lists.items()}

    def by_level(kind: str) -> dict[int, tuple[str, ...]]:
        return {
            level: tuple(sorted(s.id for s in spaces.values() if s.kind == kind and s.level == level))
            for level in LEVELS
        }

    return Board(
        cell=int(data["cell"]),
        width=int(data["width"]),
        height=int(data["height"]),
        spaces=spaces,
        edges=edges,
        neighbours=neighbours,
        rooms_by_level=by_level("room"),
        chambers_by_level=by_level("chamber"),
        secret_doors={e.id: e for e in edges if e.is_secret and e.id},
    )


@cache
def load_board() -> Board:
    """The game board (data/board.json)."""
    return parse_board(json.loads(_read("board.json")))


# --------------------------------------------------------------------------
# Cards and heroes
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class MonsterCard:
    """A Monster card (digest §2.2).

    For creatures, each number is the least 2d6 total that destroys it; None
    stands for the card's "–" (that class or spell cannot hurt it).  Traps
    have no numbers.  ``type_id`` is the card type's id in monsters.toml;
    ``id`` is unique within the deck (``type_id#k`` when the type has several
    copies).
    """

    id: str
    type_id: str
    name: str
    level: int
    kind: str
    flavor: str
    cleric: int | None = None
    fighter: int | None = None
    rogue: int | None = None
    wizard: int | None = None
    fireball: int | None = None
    lightning: int | None = None

    @property
    def is_creature(self) -> bool:
        return self.kind == "creature"

    def hit_number(self, hero_class: str) -> int | None:
        """The number a hero of ``hero_class`` must roll (None = "–")."""
        if hero_class not in CLASSES:
            raise ValueError(f"unknown class {hero_class!r}")
        return getattr(self, hero_class)

    def spell_number(self, spell: str) -> int | None:
        """The number for "fireball" or "lightning" (None = "–")."""
        if spell not in ("fireball", "lightning"):
            raise ValueError(f"not an attack spell: {spell!r}")
        return getattr(self, spell)


@dataclass(frozen=True)
class TreasureCard:
    """A Treasure card (digest §2.3).

    ``special`` is None or one of SPECIALS.  Magic Swords list in
    ``sword_plus2`` the 2d6 totals that give +2; every other total gives +1
    (A-DNG-35).
    """

    id: str
    type_id: str
    name: str
    level: int
    gp: int
    flavor: str
    special: str | None = None
    sword_plus2: tuple[int, ...] = ()

    def sword_bonus(self, roll_total: int) -> int:
        """+1 or +2 for a Magic Sword roll; ValueError for other cards."""
        if self.special != "magic_sword":
            raise ValueError(f"{self.id} is not a Magic Sword")
        if not 2 <= roll_total <= 12:
            raise ValueError(f"2d6 total out of range: {roll_total}")
        return 2 if roll_total in self.sword_plus2 else 1


@dataclass(frozen=True)
class Hero:
    """A hero standee of the pool (A-DNG-01): 2 per class.

    ``colour`` is a CSS hex colour and ``mark`` one character; the view shows
    both so heroes stay distinct for colour-blind players.
    """

    id: str
    name: str
    hero_class: str
    colour: str
    mark: str


def _optional_int(table: dict[str, Any], key: str) -> int | None:
    value = table.get(key)
    return None if value is None else int(value)


def _expand(type_id: str, copies: int) -> list[str]:
    return [type_id] if copies == 1 else [f"{type_id}#{k}" for k in range(1, copies + 1)]


def _monster(entry: dict[str, Any], card_id: str) -> MonsterCard:
    return MonsterCard(
        id=card_id,
        type_id=entry["id"],
        name=entry["name"],
        level=int(entry["level"]),
        kind=entry["kind"],
        flavor=entry.get("flavor", ""),
        cleric=_optional_int(entry, "cleric"),
        fighter=_optional_int(entry, "fighter"),
        rogue=_optional_int(entry, "rogue"),
        wizard=_optional_int(entry, "wizard"),
        fireball=_optional_int(entry, "fireball"),
        lightning=_optional_int(entry, "lightning"),
    )


@cache
def monster_deck(level: int) -> tuple[MonsterCard, ...]:
    """The unshuffled Monster deck of ``level``, copies expanded (file order)."""
    if level not in LEVELS:
        raise ValueError(f"no Monster deck for level {level}")
    deck: list[MonsterCard] = []
    for entry in _entries("monsters.toml", "monsters"):
        if int(entry["level"]) != level:
            continue
        for card_id in _expand(entry["id"], int(entry.get("copies", 1))):
            deck.append(_monster(entry, card_id))
    return tuple(deck)


@cache
def treasure_deck(level: int) -> tuple[TreasureCard, ...]:
    """The unshuffled Treasure deck of ``level`` (file order)."""
    if level not in LEVELS:
        raise ValueError(f"no Treasure deck for level {level}")
    deck: list[TreasureCard] = []
    for entry in _entries("treasures.toml", "treasures"):
        if int(entry["level"]) != level:
            continue
        for card_id in _expand(entry["id"], int(entry.get("copies", 1))):
            deck.append(
                TreasureCard(
                    id=card_id,
                    type_id=entry["id"],
                    name=entry["name"],
                    level=level,
                    gp=int(entry["gp"]),
                    flavor=entry.get("flavor", ""),
                    special=entry.get("special"),
                    sword_plus2=tuple(sorted(int(n) for n in entry.get("sword_plus2", ()))),
                )
            )
    return tuple(deck)


@cache
def hero_pool() -> tuple[Hero, ...]:
    """The 8 hero standees, in file order."""
    return tuple(
        Hero(
            id=entry["id"],
            name=entry["name"],
            hero_class=entry["class"],
            colour=entry["colour"],
            mark=entry["mark"],
        )
        for entry in _entries("heroes.toml", "heroes")
    )
