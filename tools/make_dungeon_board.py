"""Build the Dungeon! board graph (board.json) from its ASCII drawing (board.txt).

The map is authored by hand as a grid of characters because a picture is far
easier to read, review and edit than a list of 200 spaces and 300 edges.  The
rules engine and the SVG view only ever read the generated JSON; this script
is the single place that knows the drawing conventions (documented in the
header of board.txt).

Usage (from the repository root):

    python tools/make_dungeon_board.py            # write board.json
    python tools/make_dungeon_board.py --check    # exit 1 if board.json is stale
    python tools/make_dungeon_board.py --steps    # print steps from the Great Hall

The output is deterministic: running the script twice gives the same bytes.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "engine" / "games" / "dungeon" / "data"
BOARD_TXT = DATA / "board.txt"
BOARD_JSON = DATA / "board.json"

ROCK = ".# "
HALL = "@"
SECRET = "$"
CORRIDOR_LEVELS = "123456"
ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
ID_RE = re.compile(r"^(GH|r[1-6]_\d{2}|k[1-6]_\d{2})$")
KIND_BY_PREFIX = {"G": "great_hall", "r": "room", "k": "chamber"}


class BoardError(ValueError):
    """The drawing breaks one of the conventions; the message says where."""


@dataclass
class Region:
    """One room, chamber or the Great Hall: a rectangle of same-letter cells."""

    letter: str
    cells: list[tuple[int, int]] = field(default_factory=list)
    door_cells: list[tuple[int, int]] = field(default_factory=list)
    space_id: str = ""

    def bounds(self) -> tuple[int, int, int, int]:
        xs = [x for x, _ in self.cells]
        ys = [y for _, y in self.cells]
        return min(xs), min(ys), max(xs), max(ys)


def parse(text: str) -> tuple[int, list[str], list[tuple[str, str, str, int]]]:
    """Split board.txt into the cell size, the grid rows and the legend.

    Returns (cell, rows, legend) where legend items are (id, letter, name,
    line number).  Lines starting with '#' are comments everywhere.
    """
    cell = 0
    rows: list[str] = []
    legend: list[tuple[str, str, str, int]] = []
    section = ""
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip("\n")
        if line.startswith("#"):
            continue
        stripped = line.strip()
        if stripped in ("[map]", "[legend]"):
            section = stripped
            continue
        if section == "[map]":
            if stripped:
                rows.append(line.rstrip())
            continue
        if not stripped:
            continue
        if section == "":
            key, _, value = stripped.partition(" ")
            if key != "cell":
                raise BoardError(f"line {number}: unknown setting {key!r}")
            cell = int(value)
        elif section == "[legend]":
            parts = stripped.split(None, 2)
            if len(parts) != 3:
                raise BoardError(f"line {number}: legend needs 'id letter name'")
            legend.append((parts[0], parts[1], parts[2], number))
    if cell <= 0 or not rows:
        raise BoardError("board.txt needs 'cell N', a [map] and a [legend]")
    width = max(len(r) for r in rows)
    return cell, [r.ljust(width, ".") for r in rows], legend


def build(text: str) -> dict:
    """Turn the drawing into the board.json structure (see module docstring)."""
    cell, rows, legend = parse(text)
    height, width = len(rows), len(rows[0])

    def at(x: int, y: int) -> str:
        if 0 <= x < width and 0 <= y < height:
            ch = rows[y][x]
            return "." if ch in ROCK else ch
        return "."

    def is_corridor(ch: str) -> bool:
        return ch in CORRIDOR_LEVELS

    def is_area(ch: str) -> bool:
        return ch == HALL or ch.isalpha()

    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch not in ROCK and ch not in CORRIDOR_LEVELS + HALL + SECRET and not (ch.isascii() and ch.isalpha()):
                raise BoardError(f"cell ({x},{y}): unknown character {ch!r}")

    # --- regions: connected cells of one letter (either case) -------------
    region_of: dict[tuple[int, int], Region] = {}
    regions: list[Region] = []
    for y in range(height):
        for x in range(width):
            ch = at(x, y)
            if not is_area(ch) or (x, y) in region_of:
                continue
            letter = ch.upper() if ch != HALL else HALL
            region = Region(letter)
            queue = deque([(x, y)])
            region_of[(x, y)] = region
            while queue:
                cx, cy = queue.popleft()
                region.cells.append((cx, cy))
                if at(cx, cy) != HALL and at(cx, cy).islower():
                    region.door_cells.append((cx, cy))
                for dx, dy in ORTHOGONAL:
                    nx, ny = cx + dx, cy + dy
                    other = at(nx, ny)
                    same = other == HALL if letter == HALL else other.upper() == letter
                    if is_area(other) and same and (nx, ny) not in region_of:
                        region_of[(nx, ny)] = region
                        queue.append((nx, ny))
            x0, y0, x1, y1 = region.bounds()
            if len(region.cells) != (x1 - x0 + 1) * (y1 - y0 + 1):
                raise BoardError(f"area {letter!r} at ({x0},{y0}) is not a filled rectangle")
            regions.append(region)

    # --- corridor ids: per level, in reading order ------------------------
    corridor_id: dict[tuple[int, int], str] = {}
    counters = {lv: 0 for lv in CORRIDOR_LEVELS}
    for y in range(height):
        for x in range(width):
            ch = at(x, y)
            if is_corridor(ch):
                counters[ch] += 1
                corridor_id[(x, y)] = f"c{ch}_{counters[ch]:02d}"

    # --- match regions to legend entries ----------------------------------
    def door_levels(region: Region) -> set[int]:
        levels = set()
        for cx, cy in region.door_cells:
            for dx, dy in ORTHOGONAL:
                ch = at(cx + dx, cy + dy)
                if is_corridor(ch):
                    levels.add(int(ch))
        return levels

    seen_ids: set[str] = set()
    by_letter: dict[str, list[Region]] = {}
    for region in regions:
        by_letter.setdefault(region.letter, []).append(region)
    entries_by_letter: dict[str, list[tuple[str, str, int]]] = {}
    names: dict[str, str] = {}
    for space_id, letter, name, number in legend:
        if not ID_RE.match(space_id):
            raise BoardError(f"line {number}: bad space id {space_id!r}")
        if space_id in seen_ids:
            raise BoardError(f"line {number}: duplicate id {space_id}")
        seen_ids.add(space_id)
        if (space_id == "GH") != (letter == HALL):
            raise BoardError(f"line {number}: the Great Hall and only it uses {HALL!r}")
        if not (letter == HALL or (len(letter) == 1 and letter.isupper())):
            raise BoardError(f"line {number}: letter must be one upper-case letter")
        entries_by_letter.setdefault(letter, []).append((space_id, name, number))
        names[space_id] = name
    for letter, group in sorted(by_letter.items()):
        entries = entries_by_letter.get(letter, [])
        if len(group) != len(entries):
            where = ", ".join(f"({r.bounds()[0]},{r.bounds()[1]})" for r in group)
            raise BoardError(
                f"letter {letter!r}: {len(group)} areas drawn at {where} but {len(entries)} legend entries"
            )
        if len(group) == 1:
            group[0].space_id = entries[0][0]
            continue
        for space_id, _name, number in entries:
            level = int(space_id[1])
            fits = [r for r in group if level in door_levels(r) and not r.space_id]
            if len(fits) != 1:
                raise BoardError(
                    f"line {number}: {len(fits)} unassigned {letter!r} areas have a "
                    f"door onto a Level {level} corridor (need exactly 1)"
                )
            fits[0].space_id = space_id
    for letter in entries_by_letter:
        if letter not in by_letter:
            raise BoardError(f"legend letter {letter!r} is not drawn on the map")

    def space_at(x: int, y: int) -> str | None:
        if (x, y) in corridor_id:
            return corridor_id[(x, y)]
        if (x, y) in region_of:
            return region_of[(x, y)].space_id
        return None

    # --- spaces -----------------------------------------------------------
    spaces = []
    for (x, y), sid in corridor_id.items():
        level = int(sid[1])
        spaces.append(
            {"id": sid, "kind": "corridor", "level": level, "x": x * cell, "y": y * cell, "w": cell, "h": cell}
        )
    for region in regions:
        x0, y0, x1, y1 = region.bounds()
        sid = region.space_id
        spaces.append(
            {
                "id": sid,
                "kind": KIND_BY_PREFIX[sid[0]],
                "level": 0 if sid == "GH" else int(sid[1]),
                "name": names[sid],
                "x": x0 * cell,
                "y": y0 * cell,
                "w": (x1 - x0 + 1) * cell,
                "h": (y1 - y0 + 1) * cell,
            }
        )
    spaces.sort(key=lambda s: s["id"])

    # --- edges ------------------------------------------------------------
    edges: dict[tuple[str, str], dict] = {}

    def add(a: str, b: str, edge: dict, where: tuple[int, int]) -> None:
        a, b = sorted((a, b))
        if a == b:
            raise BoardError(f"cell {where}: an edge from {a} to itself")
        if (a, b) in edges:
            old = edges[(a, b)]["type"]
            if old != edge["type"] or edge["type"] != "open":
                raise BoardError(f"cell {where}: {a} and {b} are joined twice ({old})")
            return
        edges[(a, b)] = {"a": a, "b": b, **edge}

    for (x, y), sid in corridor_id.items():
        for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            other = at(x + dx, y + dy)
            if is_corridor(other) or other == HALL:
                add(sid, space_at(x + dx, y + dy), {"type": "open"}, (x, y))

    for region in regions:
        if region.letter == HALL:
            continue
        for cx, cy in region.door_cells:
            outs = [(dx, dy) for dx, dy in ORTHOGONAL if is_corridor(at(cx + dx, cy + dy))]
            if len(outs) != 1:
                raise BoardError(
                    f"door cell ({cx},{cy}) of {region.space_id} touches {len(outs)} corridor cells (need exactly 1)"
                )
            dx, dy = outs[0]
            # The door sits on the wall between the two cells.
            mx = (2 * cx + 1 + dx) * cell / 2
            my = (2 * cy + 1 + dy) * cell / 2
            add(
                region.space_id,
                space_at(cx + dx, cy + dy),
                {"type": "door", "x": _num(mx), "y": _num(my), "vertical": dx != 0},
                (cx, cy),
            )

    secret: list[tuple[tuple[int, int, int, int], str, str, dict, tuple[int, int]]] = []
    for y in range(height):
        for x in range(width):
            if at(x, y) != SECRET:
                continue
            pairs = []
            for dx, dy in ((1, 0), (0, 1)):
                a = space_at(x - dx, y - dy)
                b = space_at(x + dx, y + dy)
                if a and b:
                    pairs.append((a, b, dx != 0))
            if len(pairs) != 1:
                raise BoardError(f"secret door ({x},{y}) must sit between exactly one pair of spaces on opposite sides")
            a, b, vertical = pairs[0]
            levels = sorted((_level(a), _level(b)))
            secret.append(
                (
                    (levels[0], levels[1], y, x),
                    a,
                    b,
                    {"x": _num((x + 0.5) * cell), "y": _num((y + 0.5) * cell), "vertical": vertical},
                    (x, y),
                )
            )
    secret.sort(key=lambda item: item[0])
    for number, (_key, a, b, geometry, where) in enumerate(secret, start=1):
        add(a, b, {"type": "secret_door", "id": f"sd{number}", **geometry}, where)

    ordered = [edges[k] for k in sorted(edges)]
    return {
        "cell": cell,
        "width": width * cell,
        "height": height * cell,
        "spaces": spaces,
        "edges": ordered,
    }


def _level(space_id: str) -> int:
    return 0 if space_id == "GH" else int(space_id[1])


def _num(value: float) -> int | float:
    """Whole numbers as int so the JSON reads 35 rather than 35.0."""
    return int(value) if float(value).is_integer() else value


def dump(board: dict) -> str:
    """Serialise with one space or edge per line: stable bytes, readable diffs."""

    def line(item: dict) -> str:
        return json.dumps(item, separators=(", ", ": "), ensure_ascii=False)

    head = f'{{"cell": {board["cell"]}, "width": {board["width"]}, "height": {board["height"]},\n'
    spaces = ",\n".join(" " + line(s) for s in board["spaces"])
    edges = ",\n".join(" " + line(e) for e in board["edges"])
    return f'{head}"spaces": [\n{spaces}\n],\n"edges": [\n{edges}\n]}}\n'


def steps_map(text: str) -> str:
    """The grid with each corridor cell replaced by its steps from the Great
    Hall modulo 10 (normal doors only): an authoring aid for pacing levels."""
    board = build(text)
    _cell, rows, _legend = parse(text)
    adj: dict[str, list[str]] = {}
    kind = {s["id"]: s["kind"] for s in board["spaces"]}
    for e in board["edges"]:
        if e["type"] == "secret_door":
            continue
        adj.setdefault(e["a"], []).append(e["b"])
        adj.setdefault(e["b"], []).append(e["a"])
    dist = {"GH": 0}
    queue = deque(["GH"])
    while queue:
        here = queue.popleft()
        if kind[here] == "room":
            continue
        for there in adj.get(here, []):
            if there not in dist:
                dist[there] = dist[here] + 1
                queue.append(there)
    counters = {lv: 0 for lv in CORRIDOR_LEVELS}
    out = []
    for row in rows:
        chars = []
        for ch in row:
            if ch in CORRIDOR_LEVELS:
                counters[ch] += 1
                d = dist.get(f"c{ch}_{counters[ch]:02d}")
                chars.append("?" if d is None else str(d % 10))
            else:
                chars.append(" " if ch in ROCK else ch)
        out.append("".join(chars).rstrip())
    lines = ["\n".join(out), ""]
    for s in board["spaces"]:
        if s["kind"] in ("room", "chamber"):
            lines.append(f"{s['id']:6} {dist.get(s['id'], '-')!s:>3}  {s['name']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if board.json is stale")
    parser.add_argument("--steps", action="store_true", help="print steps from the Great Hall")
    args = parser.parse_args(argv)
    text = BOARD_TXT.read_text(encoding="utf-8")
    try:
        if args.steps:
            print(steps_map(text))
            return 0
        output = dump(build(text))
    except BoardError as exc:
        print(f"board.txt: {exc}", file=sys.stderr)
        return 1
    if args.check:
        current = BOARD_JSON.read_text(encoding="utf-8") if BOARD_JSON.exists() else ""
        if current != output:
            print("board.json is out of date: run tools/make_dungeon_board.py", file=sys.stderr)
            return 1
        return 0
    BOARD_JSON.write_text(output, encoding="utf-8")
    print(f"wrote {BOARD_JSON.relative_to(Path.cwd()) if BOARD_JSON.is_relative_to(Path.cwd()) else BOARD_JSON}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
