"""What every part of the DungeonQuest view shares: the grid's numbers, tolerant readers of the view dict,
seat colours and shapes, and how places and players are named.

Players see chambers, not a grid: a space is named as they see it ("North-west tower", "Amber Hall
(dungeon room)"), never as coordinates.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

EDGES = ("N", "E", "S", "W")
WIDTH, HEIGHT = 10, 13
CELL = 100.0
MARGIN = 26.0  # the thick outer wall around the grid
INSET = 18.0  # room floor inset from the tile edge (the hall strips fill it)
HALL = 40.0  # hall strip width in a room
C_INSET = 33.0  # corridor floor inset (a corridor is narrow)
C_HALL = 28.0
FOCUS_CELLS = 5.5  # narrowest phone window onto the board, in spaces
_STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
_SQ = re.compile(r"sq:(-?\d+),(-?\d+)\Z")
_CURRENT = ' aria-current="true"'

KIND_NAMES = {
    "dungeon_room": "Dungeon room",
    "corridor": "Corridor",
    "trap_chamber": "Trap chamber",
    "cave_in": "Cave-in",
    "chasm": "Chasm",
    "bridge": "Bridge",
    "bottomless_pit": "Bottomless pit",
    "chamber_of_darkness": "Chamber of darkness",
    "rotating_chamber": "Rotating chamber",
    "spider_web": "Spider web",
    "tower": "Tower",
    "treasure": "Treasure chamber",
}
ATTRS = (("strength", "Str"), ("agility", "Agi"), ("armor", "Arm"), ("luck", "Lck"))
DECKS = ("dungeon", "search", "door", "trap", "catacomb", "dragon", "monster", "loot", "rune")
CARD_NAMES = {"melee": "Melee", "ranged": "Ranged", "magic": "Magic"}
STATUS_NAMES = {"playing": "In the dungeon", "dead": "Dead", "exited": "Escaped the dungeon"}
STUCK_NAMES = {"web": "in a spider web", "cave_in": "in a cave-in", "chasm": "beside a chasm", "bridge": "at a bridge"}
# Seat colours and shapes: a hero is told apart by shape and initial as well as colour.
SEAT_COLOURS = ("#d1452f", "#2f6fd1", "#e0a019", "#2e9a4b", "#8a4fc7", "#1ba3a3")
SHAPES = ("circle", "square", "triangle", "diamond", "pentagon", "hexagon")


def _n(value: float) -> str:
    """A coordinate, short: 12.0 -> '12', 3.14159 -> '3.14'."""
    text = f"{value:.2f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def _seq(value: Any) -> list[Any]:
    """A list from the view, or an empty one if the field is not a list (bad data must not crash)."""
    return list(value) if isinstance(value, (list, tuple)) else []


def _int(value: Any, default: int = 0) -> int:
    """An integer from the view, tolerant of junk (bad data must not crash a render)."""
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def world_edge(local: str, rotation: int) -> str:
    """The world edge a tile-local edge faces after a clockwise `rotation` (contract)."""
    return EDGES[(EDGES.index(local) + _int(rotation) // 90) % 4]


def _pos(value: Any) -> tuple[int, int] | None:
    """A board position [x, y] from the view, or None if it is not one."""
    if isinstance(value, (list, tuple)) and len(value) == 2:
        x, y = _int(value[0], -1), _int(value[1], -1)
        if 0 <= x < WIDTH and 0 <= y < HEIGHT:
            return x, y
    return None


def _origin(x: int, y: int) -> tuple[float, float]:
    return MARGIN + x * CELL, MARGIN + y * CELL


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[_int(seat) % len(SEAT_COLOURS)]


def _initial(hero: Mapping[str, Any]) -> str:
    name = str(hero.get("hero_name") or hero.get("name") or "?").strip() or "?"
    return name[0].upper()


def _who(hero: Mapping[str, Any]) -> str:
    """'Ann (Warden Iselde)': the player and the hero, as players say it."""
    name = str(hero.get("name") or f"Seat {_int(hero.get('seat')) + 1}")
    hero_name = hero.get("hero_name")
    return f"{name} ({hero_name})" if hero_name else name


CORNER_NAMES = {(0, 0): "north-west", (9, 0): "north-east", (0, 12): "south-west", (9, 12): "south-east"}
FACING_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}


def _possessive(name: str) -> str:
    """Ann's, but Chris' (a name ending in s)."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"


def _the_place(spaces: Mapping[tuple[int, int], Mapping[str, Any]], pos: tuple[int, int]) -> str:
    """`_place` inside a sentence: 'the north-west tower', 'the Amber Hall', 'an unexplored space'."""
    text = _place(spaces, pos, kind=False)
    if text == "An unexplored space":
        return "an unexplored space"
    if text.lower().startswith("the "):
        return text
    return "the " + (text[:1].lower() + text[1:] if text.endswith(" tower") else text)


def _place(spaces: Mapping[tuple[int, int], Mapping[str, Any]], pos: tuple[int, int], kind: bool = True) -> str:
    """A space as players see it: 'North-west tower', 'Amber Hall (dungeon room)', 'An unexplored space'.

    Never a coordinate: players see chambers, not a grid.
    """
    here = spaces.get(pos)
    tile = here["tile"] if here is not None else {}
    if pos in CORNER_NAMES and (here is None or tile.get("kind") in (None, "tower")):
        return f"{CORNER_NAMES[pos].capitalize()} tower"
    if here is None:
        return "An unexplored space"
    tkind = str(tile.get("kind") or "")
    name = str(tile.get("name") or "")
    label = KIND_NAMES.get(tkind, tkind.replace("_", " ").capitalize())
    if not name or name == label:
        return label
    if label.lower() in name.lower():  # "Tower Chamber", never "Tower Chamber (tower)"
        return name
    return f"{name} ({label.lower()})" if kind else name
