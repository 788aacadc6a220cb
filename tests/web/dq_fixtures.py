"""Hand-made DungeonQuest view dicts (the engine <-> view contract, notes/dq_contract.md).

They let the view be tested without the rules engine: one tile of every
kind, a full 113-tile board, heroes in every status, a combat in progress.
Tile names and texts here are test data, not game content.
"""

from __future__ import annotations

import copy
from typing import Any

EDGES = ("N", "E", "S", "W")
HOSTILE = "<img src=x onerror=alert(1)>"
KINDS = (
    "dungeon_room",
    "corridor",
    "trap_chamber",
    "cave_in",
    "chasm",
    "bridge",
    "bottomless_pit",
    "chamber_of_darkness",
    "rotating_chamber",
    "spider_web",
)
TOWERS = ((0, 0), (9, 0), (0, 12), (9, 12))
TREASURE = ((4, 6), (5, 6))


def edges(halls: str, barriers: dict[str, list[str]] | None = None) -> dict[str, Any]:
    """Tile-local edges: `halls` is a string of edge letters that are halls ("NS")."""
    barriers = barriers or {}
    return {e: {"hall": e in halls, "barriers": list(barriers.get(e, ())) if e in halls else []} for e in EDGES}


def tile(
    tid: str,
    kind: str,
    halls: str,
    *,
    name: str | None = None,
    barriers: dict[str, list[str]] | None = None,
    torch: bool = False,
    icon: bool = False,
    stairs: bool = False,
    sides: dict[str, list[str]] | None = None,
    darkness: dict[str, list[int]] | None = None,
) -> dict[str, Any]:
    return {
        "id": tid,
        "name": name or f"Test {kind} {tid}",
        "kind": kind,
        "edges": edges(halls, barriers),
        "torch": torch,
        "dungeon_icon": icon,
        "catacomb_entrance": stairs,
        "sides": sides,
        "darkness_numbers": darkness,
    }


def sample_tiles() -> list[dict[str, Any]]:
    """One tile of every kind, with the type-specific data the schema asks for."""
    return [
        tile(
            "R1",
            "dungeon_room",
            "NESW",
            barriers={"N": ["door"], "E": ["portcullis"], "W": ["door", "portcullis"]},
            torch=True,
            icon=True,
            stairs=True,
        ),
        tile("C1", "corridor", "NS"),
        tile("P1", "trap_chamber", "SEW"),
        tile("V1", "cave_in", "NES", icon=True, sides={"A": ["S", "E"], "B": ["N"]}),
        tile("H1", "chasm", "NESW", icon=True, sides={"A": ["S"], "B": ["N", "E", "W"]}),
        tile("B1", "bridge", "NS", sides={"A": ["S"], "B": ["N"]}),
        tile("O1", "bottomless_pit", "NS"),
        tile("D1", "chamber_of_darkness", "NES", darkness={"N": [1, 2], "E": [3, 4], "S": [5, 6]}),
        tile("X1", "rotating_chamber", "S"),
        tile("W1", "spider_web", "NSE", sides={"A": ["S"], "B": ["N", "E"]}),
    ]


def fixed_spaces() -> list[dict[str, Any]]:
    """The printed chambers: four towers (open toward both inner neighbours) and the 2-space treasure chamber."""
    out = []
    tower_halls = {(0, 0): "ES", (9, 0): "SW", (0, 12): "NE", (9, 12): "NW"}
    for i, pos in enumerate(TOWERS):
        out.append(space(pos, tile(f"TW{i}", "tower", tower_halls[pos], name="Tower")))
    out.append(space((4, 6), tile("TR0", "treasure", "NSWE", name="Treasure Chamber")))
    out.append(space((5, 6), tile("TR1", "treasure", "NSEW", name="Treasure Chamber")))
    return out


def space(pos: tuple[int, int], t: dict[str, Any], rotation: int = 0, **extra: Any) -> dict[str, Any]:
    out = {
        "x": pos[0],
        "y": pos[1],
        "tile": t,
        "rotation": rotation,
        "search_tokens": 0,
        "monster": False,
        "entrance_marker": False,
        "web_cut": False,
        "open": [],
    }
    out.update(extra)
    return out


def hero(seat: int, name: str, hero_name: str, **extra: Any) -> dict[str, Any]:
    out = {
        "seat": seat,
        "name": name,
        "hero": f"h_{seat}",
        "hero_name": hero_name,
        "attributes": {"strength": 8, "agility": 6, "armor": 5, "luck": 7},
        "health": 15,
        "wounds": 3,
        "determination": 2,
        "abilities": ["Steady: once per game, reroll one attribute test."],
        "loot": [{"id": "L1", "name": "Silver Chalice", "text": "A heavy cup.", "gold": 120}],
        "runes": [],
        "gold": 120,
        "status": "playing",
        "pos": [1, 0],
        "in_catacombs": False,
        "travel_marker": None,
        "catacomb_row": [],
        "stuck": None,
    }
    out.update(extra)
    return out


def base_view() -> dict[str, Any]:
    """A small mid-game view: the fixed chambers, one tile of every kind, two heroes."""
    spaces = fixed_spaces()
    for i, t in enumerate(sample_tiles()):
        spaces.append(space((1 + i % 8, 2 + 2 * (i // 8)), t, rotation=(i % 4) * 90))
    return {
        "log": ["Ann enters the dungeon."],
        "width": 10,
        "height": 13,
        "spaces": spaces,
        "tiles_left": 103,
        "heroes": [
            hero(0, "Ann", "Warden Iselde", pos=[1, 2]),
            hero(1, "Bo", "Quill the Quiet", pos=[9, 0], wounds=0, loot=[], gold=0),
        ],
        "current": 0,
        "first_player": 0,
        "sun": {
            "position": 3,
            "length": 30,
            "numbered": [25, 26, 27, 28, 29],
            "numbers": [1, 2, 3, 4, 5],
            "last_roll": None,
        },
        "phase": "action",
        "combat": None,
        "last_card": {"deck": "dungeon", "name": "Draught", "text": "Nothing happens."},
        "decks": {
            d: {"draw": 10, "discard": 1}
            for d in ("dungeon", "search", "door", "trap", "catacomb", "dragon", "monster", "loot", "rune")
        },
        "result": None,
    }


def full_view() -> dict[str, Any]:
    """Every free space but 11 filled: 113 tiles of all kinds and rotations, tokens and four heroes."""
    view = base_view()
    spaces = fixed_spaces()
    fixed = set(TOWERS) | set(TREASURE)
    free = [(x, y) for y in range(13) for x in range(10) if (x, y) not in fixed]
    samples = sample_tiles()
    for n, pos in enumerate(free[:113]):
        t = copy.deepcopy(samples[n % len(samples)])
        t["id"] = f"T{n:03d}"
        t["name"] = f"Chamber {n}"
        extra: dict[str, Any] = {}
        if n % 7 == 0:
            extra["search_tokens"] = 1 + n % 3
        if n % 11 == 0:
            extra["monster"] = True
        if n % 13 == 0:
            extra["entrance_marker"] = True
        if n % 10 == 0:
            extra["open"] = ["N"]
        spaces.append(space(pos, t, rotation=(n * 90) % 360, **extra))
    view["spaces"] = spaces
    view["tiles_left"] = 0
    view["heroes"] = [
        hero(0, "Ann", "Warden Iselde", pos=[4, 6]),
        hero(1, "Bo", "Quill the Quiet", pos=[5, 6]),
        hero(2, "Cy", "Mara Ashfoot", pos=None, in_catacombs=True, travel_marker={"pos": [3, 3], "facing": "E"}),
        hero(3, "Di", "Tobin Reed", pos=[4, 6]),
    ]
    return view


def combat_view() -> dict[str, Any]:
    view = base_view()
    view["phase"] = "combat"
    view["combat"] = {
        "hero": 0,
        "monster_player": 1,
        "monster": {"name": "Cave Troll", "health": 6, "wounds": 2, "text": "Hits hard."},
        "round": 2,
        "chosen": {"hero": True, "monster": False},
        "last": {
            "hero_card": "melee",
            "monster_card": "magic",
            "hero_wounds": 0,
            "monster_wounds": 2,
            "text": "Melee beats magic.",
        },
    }
    return view
