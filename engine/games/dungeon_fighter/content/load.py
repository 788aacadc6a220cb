"""Read the JSON files of `data/` into the frozen types of `schema`, checking every value once.

Why so strict: the data files are meant to be tuned by hand (digest 6.7), so a
misspelt key, an unknown requirement or a corridor to nowhere must fail loudly at
import with the file and card named, never turn into a silent rule change.  The
checks here are the ones every content set must pass (fixtures included); the
balance guidance of digest 6.2-6.6 is pinned by the content tests instead.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources
from typing import Any

from . import schema as s

ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")
BOX = 1000  # room positions lie in a 0..BOX square


class ContentError(ValueError):
    """A data file breaks the schema; the message names the file, the card and the field."""


@dataclass(frozen=True, slots=True)
class ContentSet:
    """Everything a game needs from content; the shipped set and the test fixtures are both one."""

    requirements: dict[str, s.Requirement]
    abilities: dict[tuple[str, str], s.AbilityInfo]  # (family, kind) -> info
    heroes: dict[str, s.Hero]
    monsters: dict[str, s.Monster]
    bosses: dict[str, s.Boss]
    equipment: dict[str, s.Equipment]
    layouts: dict[str, s.Layout]
    sheets: dict[str, s.Sheet]
    difficulty: dict[str, s.DifficultyRow]


def read_data(name: str) -> Any:
    """The parsed JSON file `data/<name>`, whether the package is a folder or inside a zip."""
    text = (resources.files("engine.games.dungeon_fighter") / "data" / name).read_text(encoding="utf-8")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(f"{name}: not valid JSON ({exc})") from None


def _fields(where: str, d: Any, required: Iterable[str], optional: Iterable[str] = ()) -> dict:
    """`d` as a dict with every required key and nothing unknown (typos are errors)."""
    if not isinstance(d, dict):
        raise ContentError(f"{where}: expected an object, got {type(d).__name__}")
    required, optional = tuple(required), tuple(optional)
    missing = [k for k in required if k not in d]
    unknown = sorted(set(d) - set(required) - set(optional))
    if missing or unknown:
        raise ContentError(f"{where}: missing {missing} / unknown {unknown}")
    return d


def _int(where: str, v: Any, lo: int, hi: int) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise ContentError(f"{where}: expected an integer in {lo}..{hi}, got {v!r}")
    return v


def _text(where: str, v: Any, *, empty: bool = False) -> str:
    if not isinstance(v, str) or (not empty and not v.strip()):
        raise ContentError(f"{where}: expected text, got {v!r}")
    if re.search(r"\b[RAS]-[A-Z]+-\d", v):
        raise ContentError(f"{where}: players never read rule ids: {v!r}")
    return v


def _one_of(where: str, v: Any, allowed: Iterable[str]) -> str:
    allowed = tuple(allowed)
    if v not in allowed:
        raise ContentError(f"{where}: {v!r} is not one of {allowed}")
    return v


def _unique(where: str, items: list, key=lambda x: x.id) -> dict:
    out: dict = {}
    for it in items:
        k = key(it)
        if k in out:
            raise ContentError(f"{where}: duplicate id {k!r}")
        out[k] = it
    return out


def _id(where: str, v: Any) -> str:
    if not isinstance(v, str) or not ID_RE.match(v):
        raise ContentError(f"{where}: bad id {v!r} (lower-case letters, digits, underscores)")
    return v


def _x_rule(where: str, kind: str, x: Any, with_x: tuple[str, ...], optional_x: tuple[str, ...] = ()) -> int | None:
    """`x` present exactly where the ability prints a number (1..9)."""
    if x is None:
        if kind in with_x and kind not in optional_x:
            raise ContentError(f"{where}: {kind} needs its number x")
        return None
    if kind not in with_x:
        raise ContentError(f"{where}: {kind} has no number x")
    return _int(f"{where}.x", x, 1, 9)


def parse_hero_ability(where: str, d: Any) -> s.Ability:
    """A hero slot: one of the 15 abilities, with x / monster_type where printed."""
    d = _fields(where, d, ("kind",), ("x", "monster_type"))
    kind = _one_of(f"{where}.kind", d["kind"], s.HERO_ABILITIES)
    x = _x_rule(where, kind, d.get("x"), s.HERO_ABILITIES_WITH_X, optional_x=("berserk",))
    mt = d.get("monster_type")
    if (kind == "sworn_enemy") != (mt is not None):
        raise ContentError(f"{where}: monster_type goes with Sworn Enemy and only there")
    if mt is not None:
        _one_of(f"{where}.monster_type", mt, s.MONSTER_TYPES)
    return s.Ability(kind, x, mt)


def parse_monster_ability(where: str, d: Any) -> s.Ability:
    """A monster handicap of the six kinds (R-DF-120..125)."""
    d = _fields(where, d, ("kind",), ("x", "color"))
    kind = _one_of(f"{where}.kind", d["kind"], s.MONSTER_ABILITIES)
    x = _x_rule(where, kind, d.get("x"), ("heal_after_miss",))
    color = d.get("color")
    if (kind == "hero_dice_immunity") != (color is not None):
        raise ContentError(f"{where}: color goes with Hero Dice Immunity and only there")
    if color is not None:
        _one_of(f"{where}.color", color, s.COLORS)
    return s.Ability(kind, x, None, color)


def parse_equipment_ability(where: str, d: Any) -> s.Ability:
    """An armor or item effect (R-DF-131..137)."""
    d = _fields(where, d, ("kind",), ("x",))
    kind = _one_of(f"{where}.kind", d["kind"], s.EQUIPMENT_ABILITIES)
    return s.Ability(kind, _x_rule(where, kind, d.get("x"), s.EQUIPMENT_ABILITIES_WITH_X))


def _requirement(where: str, v: Any, known: dict[str, s.Requirement] | None) -> str | None:
    if v is None:
        return None
    _one_of(where, v, s.REQUIREMENT_IDS)
    if known is not None and v not in known:
        raise ContentError(f"{where}: requirement {v!r} is not in requirements.json")
    return v


def parse_requirements(rows: Any) -> dict[str, s.Requirement]:
    """requirements.json: the 22 requirements, each once, with names, texts and ranks."""
    out = []
    for i, d in enumerate(rows):
        where = f"requirements.json[{i}]"
        d = _fields(where, d, ("id", "name", "text", "rank"))
        rid = _one_of(f"{where}.id", d["id"], s.REQUIREMENT_IDS)
        out.append(
            s.Requirement(
                rid,
                s.REQUIREMENT_IDS.index(rid) + 1,
                _text(f"{where}.name", d["name"]),
                _text(f"{where}.text", d["text"]),
                _int(f"{where}.rank", d["rank"], 1, 5),
            )
        )
    table = _unique("requirements.json", out)
    if set(table) != set(s.REQUIREMENT_IDS):
        raise ContentError(f"requirements.json: missing {sorted(set(s.REQUIREMENT_IDS) - set(table))}")
    return {rid: table[rid] for rid in s.REQUIREMENT_IDS}


def parse_abilities(d: Any) -> dict[tuple[str, str], s.AbilityInfo]:
    """abilities.json: a name and a short text for every ability kind of each family."""
    families = {"hero": s.HERO_ABILITIES, "monster": s.MONSTER_ABILITIES, "equipment": s.EQUIPMENT_ABILITIES}
    d = _fields("abilities.json", d, tuple(families))
    out: dict[tuple[str, str], s.AbilityInfo] = {}
    for family, kinds in families.items():
        for i, row in enumerate(d[family]):
            where = f"abilities.json.{family}[{i}]"
            row = _fields(where, row, ("kind", "name", "text"))
            kind = _one_of(f"{where}.kind", row["kind"], kinds)
            if (family, kind) in out:
                raise ContentError(f"{where}: duplicate kind {kind!r}")
            out[family, kind] = s.AbilityInfo(kind, family, _text(where, row["name"]), _text(where, row["text"]))
        missing = [k for k in kinds if (family, k) not in out]
        if missing:
            raise ContentError(f"abilities.json.{family}: missing {missing}")
    return out


def parse_hero(where: str, d: Any) -> s.Hero:
    """A hero sheet: three ability slots (blue, green, red), three equipment icons, 9 HP."""
    d = _fields(where, d, ("id", "name", "flavor", "abilities", "equipment_icons"), ("hp_start", "angelic_side"))
    hid = _id(f"{where}.id", d["id"])
    slots = _fields(f"{hid}.abilities", d["abilities"], s.COLORS)
    icons = d["equipment_icons"]
    if not isinstance(icons, list) or len(icons) != 3:
        raise ContentError(f"{hid}.equipment_icons: expected three icons, got {icons!r}")
    return s.Hero(
        hid,
        _text(f"{hid}.name", d["name"]),
        _text(f"{hid}.flavor", d["flavor"], empty=True),
        tuple(parse_hero_ability(f"{hid}.abilities.{c}", slots[c]) for c in s.COLORS),
        tuple(_one_of(f"{hid}.equipment_icons", t, s.EQUIPMENT_TYPES) for t in icons),
        _int(f"{hid}.hp_start", d.get("hp_start", s.HP_START), 1, s.HP_START),
        _text(f"{hid}.angelic_side", d.get("angelic_side", ""), empty=True),
    )


def parse_monster(where: str, d: Any, reqs: dict | None = None) -> s.Monster:
    """A monster card; the special ability is a monster ability or a throw requirement, never both."""
    d = _fields(
        where, d, ("id", "name", "level", "type", "hp", "damage", "gold"), ("ability", "throw_requirement", "flavor")
    )
    mid = _id(f"{where}.id", d["id"])
    if d.get("ability") is not None and d.get("throw_requirement") is not None:
        raise ContentError(f"{mid}: a monster has at most one special ability")
    return s.Monster(
        mid,
        _text(f"{mid}.name", d["name"]),
        _int(f"{mid}.level", d["level"], 1, 4),
        _one_of(f"{mid}.type", d["type"], s.MONSTER_TYPES),
        _int(f"{mid}.hp", d["hp"], 1, 99),
        _int(f"{mid}.damage", d["damage"], 0, 9),
        _int(f"{mid}.gold", d["gold"], 0, 9),
        None if d.get("ability") is None else parse_monster_ability(f"{mid}.ability", d["ability"]),
        _requirement(f"{mid}.throw_requirement", d.get("throw_requirement"), reqs),
        _text(f"{mid}.flavor", d.get("flavor", ""), empty=True),
    )


def parse_boss(where: str, d: Any, reqs: dict | None = None) -> s.Boss:
    """A final-boss card (no level, no gold)."""
    d = _fields(where, d, ("id", "name", "type", "hp", "damage"), ("ability", "throw_requirement", "flavor"))
    bid = _id(f"{where}.id", d["id"])
    return s.Boss(
        bid,
        _text(f"{bid}.name", d["name"]),
        _one_of(f"{bid}.type", d["type"], s.MONSTER_TYPES),
        _int(f"{bid}.hp", d["hp"], 1, 99),
        _int(f"{bid}.damage", d["damage"], 0, 9),
        None if d.get("ability") is None else parse_monster_ability(f"{bid}.ability", d["ability"]),
        _requirement(f"{bid}.throw_requirement", d.get("throw_requirement"), reqs),
        _text(f"{bid}.flavor", d.get("flavor", ""), empty=True),
    )


def parse_equipment(where: str, d: Any, reqs: dict | None = None) -> s.Equipment:
    """An item card: weapons have a requirement and a bonus; armor and items an ability."""
    d = _fields(
        where, d, ("id", "name", "type", "cost"), ("one_use", "throw_requirement", "bonus", "ability", "flavor")
    )
    eid = _id(f"{where}.id", d["id"])
    etype = _one_of(f"{eid}.type", d["type"], s.EQUIPMENT_TYPES)
    one_use = d.get("one_use", False)
    if not isinstance(one_use, bool):
        raise ContentError(f"{eid}.one_use: expected true or false")
    req = _requirement(f"{eid}.throw_requirement", d.get("throw_requirement"), reqs)
    bonus = d.get("bonus")
    ability = None if d.get("ability") is None else parse_equipment_ability(f"{eid}.ability", d["ability"])
    if etype == "weapon":
        if req is None or bonus is None or ability is not None:
            raise ContentError(f"{eid}: a weapon has a throw_requirement and a bonus, and no other ability")
        bonus = _int(f"{eid}.bonus", bonus, 1, 9)
    elif req is not None or bonus is not None or ability is None:
        raise ContentError(f"{eid}: {etype} cards have an ability and no throw_requirement or bonus")
    return s.Equipment(
        eid,
        _text(f"{eid}.name", d["name"]),
        etype,
        _int(f"{eid}.cost", d["cost"], 0, 20),
        one_use,
        req,
        bonus,
        ability,
        _text(f"{eid}.flavor", d.get("flavor", ""), empty=True),
    )


def parse_room(where: str, d: Any, reqs: dict | None = None) -> s.Room:
    """A room: treasure rooms print a reward, dangerous rooms a requirement icon, others neither."""
    d = _fields(where, d, ("id", "kind", "pos"), ("reward", "requirement"))
    rid = _id(f"{where}.id", d["id"])
    kind = _one_of(f"{where}.kind", d["kind"], s.ROOM_KINDS)
    pos = _fields(f"{where}.pos", d["pos"], ("x", "y"))
    reward = None
    if d.get("reward") is not None:
        r = d["reward"]
        if not isinstance(r, dict) or len(r) != 1:
            raise ContentError(f"{where}.reward: expected one of {s.REWARD_KINDS} with a count")
        ((rk, n),) = r.items()
        reward = s.Reward(_one_of(f"{where}.reward", rk, s.REWARD_KINDS), _int(f"{where}.reward", n, 1, 9))
    req = _requirement(f"{where}.requirement", d.get("requirement"), reqs)
    if (kind == "treasure") != (reward is not None) or (kind == "dangerous") != (req is not None):
        raise ContentError(f"{where}: rewards belong to treasure rooms, requirements to dangerous rooms")
    return s.Room(
        rid, kind, (_int(f"{where}.pos.x", pos["x"], 0, BOX), _int(f"{where}.pos.y", pos["y"], 0, BOX)), reward, req
    )


def parse_layout(where: str, d: Any, reqs: dict | None = None) -> s.Layout:
    """A sheet side; its corridors must form a one-way graph where every room is on an entry-exit path."""
    d = _fields(where, d, ("id", "name", "sheet", "side", "rooms", "corridors", "entry", "exit"))
    lid = _id(f"{where}.id", d["id"])
    rooms = tuple(parse_room(f"{lid}.rooms[{i}]", r, reqs) for i, r in enumerate(d["rooms"]))
    by_id = _unique(f"{lid}.rooms", list(rooms))
    corridors = []
    for i, c in enumerate(d["corridors"]):
        c = _fields(f"{lid}.corridors[{i}]", c, ("from", "to"))
        if c["from"] not in by_id or c["to"] not in by_id or c["from"] == c["to"]:
            raise ContentError(f"{lid}.corridors[{i}]: {c['from']!r} -> {c['to']!r} does not join two rooms")
        corridors.append((c["from"], c["to"]))
    if len(set(corridors)) != len(corridors):
        raise ContentError(f"{lid}: a corridor is listed twice")
    layout = s.Layout(
        lid,
        _text(f"{lid}.name", d["name"]),
        _id(f"{lid}.sheet", d["sheet"]),
        _one_of(f"{lid}.side", d["side"], s.LAYOUT_SIDES),
        rooms,
        tuple(corridors),
        _one_of(f"{lid}.entry", d["entry"], by_id),
        _one_of(f"{lid}.exit", d["exit"], by_id),
    )
    check_layout_graph(layout)
    return layout


def paths(layout: s.Layout) -> list[tuple[str, ...]]:
    """Every entry-to-exit route (the graph is acyclic, so this terminates)."""
    out: list[tuple[str, ...]] = []

    def walk(route: tuple[str, ...]) -> None:
        here = route[-1]
        if here == layout.exit:
            out.append(route)
            return
        for nxt in layout.exits_from(here):
            walk((*route, nxt))

    walk((layout.entry,))
    return out


def check_layout_graph(layout: s.Layout) -> None:
    """No cycles, the exit has no way on, every room reachable from the entry and able to reach the exit."""
    order: list[str] = []
    state: dict[str, int] = {}

    def visit(rid: str) -> None:  # depth-first; state 1 = on the stack, 2 = done
        state[rid] = 1
        for nxt in layout.exits_from(rid):
            if state.get(nxt) == 1:
                raise ContentError(f"{layout.id}: corridors loop back through {nxt!r}")
            if nxt not in state:
                visit(nxt)
        state[rid] = 2
        order.append(rid)

    visit(layout.entry)
    unreached = [r.id for r in layout.rooms if r.id not in state]
    if unreached:
        raise ContentError(f"{layout.id}: rooms {unreached} cannot be reached from the entry")
    if layout.exits_from(layout.exit):
        raise ContentError(f"{layout.id}: the exit room has corridors leading on")
    dead = [r for r in order if r != layout.exit and not layout.exits_from(r)]
    if dead:
        raise ContentError(f"{layout.id}: rooms {dead} lead nowhere (dead ends before the exit)")


def parse_sheets(rows: Any, layouts: dict[str, s.Layout]) -> dict[str, s.Sheet]:
    """The physical sheets: each layout on exactly one sheet, sides of the right kinds."""
    sheets = []
    for i, d in enumerate(rows):
        where = f"layouts.json.sheets[{i}]"
        d = _fields(where, d, ("id", "kind", "sides"))
        sid = _id(f"{where}.id", d["id"])
        kind = _one_of(f"{sid}.kind", d["kind"], s.SHEET_KINDS)
        sides = tuple(_one_of(f"{sid}.sides", x, layouts) for x in d["sides"])
        want = ("dungeon", "dungeon") if kind == "dungeon" else ("final_boss", "dungeon")
        if len(sides) != 2 or tuple(layouts[x].side for x in sides) != want:
            raise ContentError(f"{sid}: a {kind} sheet has sides {want}")
        if any(layouts[x].sheet != sid for x in sides):
            raise ContentError(f"{sid}: its layouts must name it as their sheet")
        sheets.append(s.Sheet(sid, kind, sides))
    table = _unique("layouts.json.sheets", sheets)
    placed = [x for sh in sheets for x in sh.sides]
    if sorted(placed) != sorted(layouts):
        raise ContentError("layouts.json: every layout lies on exactly one sheet side")
    return table


def parse_difficulty(rows: Any) -> dict[str, s.DifficultyRow]:
    """difficulty.json: tower cards per tier I..IV and the score bonus of Easy, Normal, Insane."""
    out = []
    for i, d in enumerate(rows):
        where = f"difficulty.json[{i}]"
        d = _fields(where, d, ("id", "name", "tiers", "score_bonus"))
        tiers = d["tiers"]
        if not isinstance(tiers, list) or len(tiers) != 4:
            raise ContentError(f"{where}.tiers: four counts, tiers I..IV")
        out.append(
            s.DifficultyRow(
                _one_of(f"{where}.id", d["id"], s.DIFFICULTIES),
                _text(f"{where}.name", d["name"]),
                tuple(_int(f"{where}.tiers", n, 0, 20) for n in tiers),
                _int(f"{where}.score_bonus", d["score_bonus"], 0, 50),
            )
        )
    table = _unique("difficulty.json", out)
    if tuple(table) != s.DIFFICULTIES:
        raise ContentError(f"difficulty.json: rows {s.DIFFICULTIES} in that order")
    return table


def _deck(name: str, parse, reqs, revision: int = 0) -> dict:
    rows = revised(name, read_data(name), revision)
    if not isinstance(rows, list):
        raise ContentError(f"{name}: expected a list of cards")
    return _unique(name, [parse(f"{name}[{i}]", d, reqs) for i, d in enumerate(rows)])


# -- rules revisions (architecture: a save replays under the content it was played with) ---------
REVISION = 3  # the newest content: the data files as they stand; Dungeon Fighter's Game.revision
REVISIONS_FILE = "revisions.json"
REVISED_FILES = ("monsters.json", "bosses.json", "equipment.json", "difficulty.json")


def revision_overlays() -> dict[int, dict[str, dict[str, dict[str, Any]]]]:
    """revisions.json, checked: for each older revision r, the values that revision r+1 changed.

    Shape: {"r": {"note": text, "<file>.json": {"<card id>": {"<field>": old value}}}}.
    A field set to null was absent in revision r.  Only numbers and tables of the
    decks are revised this way (cards keep their ids), so the overlay stays small.
    """
    raw = read_data(REVISIONS_FILE)
    if not isinstance(raw, dict):
        raise ContentError(f"{REVISIONS_FILE}: expected an object keyed by revision")
    out: dict[int, dict[str, dict[str, dict[str, Any]]]] = {}
    for key, body in raw.items():
        if not key.isdigit() or not 1 <= int(key) < REVISION:
            raise ContentError(f"{REVISIONS_FILE}: {key!r} is not an older revision (1..{REVISION - 1})")
        body = _fields(f"{REVISIONS_FILE}[{key}]", body, ("note",), REVISED_FILES)
        _text(f"{REVISIONS_FILE}[{key}].note", body["note"])
        files = {}
        for name in REVISED_FILES:
            cards = body.get(name, {})
            if not isinstance(cards, dict) or not all(isinstance(v, dict) for v in cards.values()):
                raise ContentError(f"{REVISIONS_FILE}[{key}].{name}: expected {{card id: {{field: value}}}}")
            files[name] = cards
        out[int(key)] = files
    return out


def revised(name: str, rows: Any, revision: int) -> Any:
    """`rows` of data file `name` as they were in `revision` (0 or REVISION: as they stand).

    The overlays are applied newest first (REVISION-1 down to `revision`), each
    putting back the values its revision had; a card id or field the file does
    not hold is an error, as a typo in an overlay would silently change an old game.
    """
    if not revision or revision >= REVISION or name not in REVISED_FILES:
        return rows
    overlays = revision_overlays()
    rows = [dict(r) for r in rows]
    by_id = {r.get("id"): r for r in rows}
    for r in range(REVISION - 1, revision - 1, -1):
        for cid, fields in overlays.get(r, {}).get(name, {}).items():
            card = by_id.get(cid)
            if card is None:
                raise ContentError(f"{REVISIONS_FILE}[{r}].{name}: no card {cid!r}")
            for f, v in fields.items():
                if v is None:
                    card.pop(f, None)
                else:
                    card[f] = v
    return rows


def load_content(revision: int = 0) -> ContentSet:
    """Load and check every data file: the shipped content set of `revision` (0: the newest)."""
    if revision < 0 or revision > REVISION:
        raise ContentError(f"no content revision {revision} (1..{REVISION})")
    reqs = parse_requirements(read_data("requirements.json"))
    heroes = _unique(
        "heroes.json", [parse_hero(f"heroes.json[{i}]", d) for i, d in enumerate(read_data("heroes.json"))]
    )
    lay = _fields("layouts.json", read_data("layouts.json"), ("sheets", "layouts"))
    layouts = _unique(
        "layouts.json", [parse_layout(f"layouts.json[{i}]", d, reqs) for i, d in enumerate(lay["layouts"])]
    )
    return ContentSet(
        reqs,
        parse_abilities(read_data("abilities.json")),
        heroes,
        _deck("monsters.json", parse_monster, reqs, revision),
        _deck("bosses.json", parse_boss, reqs, revision),
        _deck("equipment.json", parse_equipment, reqs, revision),
        layouts,
        parse_sheets(lay["sheets"], layouts),
        parse_difficulty(revised("difficulty.json", read_data("difficulty.json"), revision)),
    )


DATA_FILES = (
    "requirements.json",
    "abilities.json",
    "heroes.json",
    "monsters.json",
    "bosses.json",
    "equipment.json",
    "layouts.json",
    "difficulty.json",
    REVISIONS_FILE,
)


def content_hash() -> str:
    """SHA-256 of the data as parsed (canonical JSON, sorted keys), for a save's header (digest 5.2, 5.11).

    Parsed rather than raw bytes, so re-indenting a file keeps old links valid while
    any changed value does not.
    """
    h = hashlib.sha256()
    for name in DATA_FILES:
        h.update(name.encode())
        h.update(json.dumps(read_data(name), sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode())
    return "sha256:" + h.hexdigest()


def ability_text(content: ContentSet, family: str, ability: s.Ability) -> str:
    """The player-facing sentence for `ability`, with its number, type or colour filled in."""
    info = content.abilities[family, ability.kind]
    return info.text.format(
        x=ability.x if ability.x is not None else 2,
        type=(ability.monster_type or "").capitalize(),
        color=ability.color or "",
    )
