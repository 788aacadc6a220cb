"""Read the JSON files of `data/` into a checked ContentSet (the shipped cards or the fixtures).

Why so strict: see `parse`; this module adds the checks on the set as a whole (unique ids
across every deck, exactly one Dungeon Entrance, the Safe Haven first in the Lair deck,
Xykon the Lich first in the Xykon Deck).  The counts and design guidance of digest
5.2/5.3 are pinned by the content tests, because the fixture set is deliberately small.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from . import schema as s
from .parse import (
    ContentError,
    _fields,
    _list,
    parse_character,
    parse_event,
    parse_guide,
    parse_loot,
    parse_monsters,
    parse_room,
    parse_screw,
    parse_shticks,
    parse_traps,
)

__all__ = [
    "DATA_FILES",
    "ContentError",
    "ContentSet",
    "build_content",
    "content_hash",
    "guide_label",
    "load_content",
    "raw_content",
    "read_data",
]

DATA_FILES = (
    "characters.json",
    "shticks_roy_haley.json",
    "shticks_elan_belkar.json",
    "shticks_vaarsuvius_durkon.json",
    "field_guide.json",
    "monsters_low.json",
    "monsters_mid.json",
    "monsters_high.json",
    "screw_this.json",
    "loot_gear.json",
    "loot_trinkets.json",
    "traps.json",
    "rooms.json",
    "lair.json",
    "xykon.json",
)


@dataclass(frozen=True, slots=True)
class ContentSet:
    """Everything a game needs from content; the shipped set and the test fixtures are both one.

    Decks are tuples of card instances in data order (the rules shuffle them with the
    game's seeded RNG); `by_id` finds any card instance by its id.
    """

    characters: dict[str, s.Character]
    shticks: dict[str, tuple[s.Shtick, ...]]  # character -> the 20 cards of its Shtick Deck
    battle_deck: tuple[s.Monster | s.ScrewThis, ...]
    loot_deck: tuple[s.Loot | s.Trap, ...]
    entrance: s.Room
    rooms: tuple[s.Room, ...]  # the Dungeon Room Deck (without the Entrance)
    lair_rooms: tuple[s.Room, ...]  # Safe Haven first
    xykon_deck: tuple[s.Monster | s.XykonEvent, ...]  # Xykon the Lich first
    by_id: dict[str, object]
    guide: dict[str, s.GuideEntry] = field(default_factory=dict)  # kind -> Field-Guide line


# ---------------------------------------------------------------- whole sets


def _rows(where: str, rows: Any, parse: Callable[[str, Any], list]) -> list:
    out: list = []
    for i, row in enumerate(_list(where, rows)):
        out.extend(parse(f"{where}[{i}]", row))
    return out


def build_content(raw: dict[str, Any]) -> ContentSet:
    """A checked ContentSet from parsed data: {characters, shticks, monsters, screw_this, loot,
    traps, rooms, lair, xykon: {monsters, events}} (lists of rows as in the data files)."""
    raw = _fields(
        "content",
        raw,
        ("characters", "shticks", "monsters", "screw_this", "loot", "traps", "rooms"),
        ("lair", "xykon", "field_guide"),
    )
    characters = {
        c.id: c
        for c in (parse_character(f"characters[{i}]", r) for i, r in enumerate(_list("characters", raw["characters"])))
    }
    if len(characters) != len(raw["characters"]):
        raise ContentError("characters: duplicate id")
    shticks: dict[str, list[s.Shtick]] = {c: [] for c in characters}
    for card in _rows("shticks", raw["shticks"], parse_shticks):
        if card.owner not in shticks:
            raise ContentError(f"shticks: {card.id} belongs to an unknown character")
        shticks[card.owner].append(card)
    battle = _rows("monsters", raw["monsters"], parse_monsters) + _rows("screw_this", raw["screw_this"], parse_screw)
    loot = _rows("loot", raw["loot"], parse_loot) + _rows("traps", raw["traps"], parse_traps)
    for card in loot:
        for ch in getattr(card, "users", ()):
            if ch not in characters:
                raise ContentError(f"loot: {card.id} names {ch}, who is not in this set")
    rooms = [parse_room(f"rooms[{i}]", r) for i, r in enumerate(_list("rooms", raw["rooms"]))]
    entrances = [r for r in rooms if r.deck == "entrance"]
    if len(entrances) != 1 or any(r.deck == "lair" for r in rooms):
        raise ContentError("rooms: exactly one Dungeon Entrance and no Lair rooms")
    lair = [parse_room(f"lair[{i}]", r) for i, r in enumerate(_list("lair", raw.get("lair", [])))]
    if lair and (any(r.deck != "lair" for r in lair) or not lair[0].has("no_monster_battles")):
        raise ContentError("lair: only Lair rooms, the Safe Haven (no Monster battles) first")
    xraw = _fields("xykon", raw.get("xykon", {"monsters": [], "events": []}), ("monsters", "events"))
    xmon = _rows("xykon.monsters", xraw["monsters"], lambda w, r: parse_monsters(w, r, xykon=True))
    xev = [parse_event(f"xykon.events[{i}]", r) for i, r in enumerate(_list("xykon.events", xraw["events"]))]
    if xmon and not xmon[0].has("xykon_special"):
        raise ContentError("xykon: the first Monster must be Xykon the Lich (Xykon Special)")
    if sum(m.has("xykon_special") for m in xmon) > 1:
        raise ContentError("xykon: only Xykon the Lich has Xykon Special")
    by_id: dict[str, object] = {}
    everything = [
        *characters.values(),
        *(c for cs in shticks.values() for c in cs),
        *battle,
        *loot,
        *rooms,
        *lair,
        *xmon,
        *xev,
    ]
    for card in everything:
        if card.id in by_id:
            raise ContentError(f"duplicate id {card.id!r}")
        by_id[card.id] = card
    guide = {
        g.kind: g
        for g in (
            parse_guide(f"field_guide[{i}]", r) for i, r in enumerate(_list("field_guide", raw.get("field_guide", [])))
        )
    }
    if guide:
        for family, kinds in s.GUIDE_FAMILIES.items():
            have = sorted(k for k, g in guide.items() if g.family == family)
            if have != sorted(kinds):
                raise ContentError(f"field_guide: {family} lines must cover exactly {sorted(kinds)}, got {have}")
    return ContentSet(
        guide=guide,
        characters=characters,
        shticks={c: tuple(v) for c, v in shticks.items()},
        battle_deck=tuple(battle),
        loot_deck=tuple(loot),
        entrance=entrances[0],
        rooms=tuple(r for r in rooms if r.deck == "dungeon"),
        lair_rooms=tuple(lair),
        xykon_deck=(*xmon, *xev),
        by_id=by_id,
    )


# ---------------------------------------------------------------- files


def read_data(name: str) -> Any:
    """The parsed JSON file `data/<name>`, whether the package is a folder or inside a zip."""
    text = (resources.files("engine.games.oots") / "data" / name).read_text(encoding="utf-8")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(f"{name}: not valid JSON ({exc})") from None


def raw_content() -> dict[str, Any]:
    """The data files merged into build_content's input shape (each file: {section: [rows]})."""
    merged: dict[str, Any] = {}
    for name in DATA_FILES:
        data = read_data(name)
        if not isinstance(data, dict):
            raise ContentError(f"{name}: expected an object of sections")
        for section, rows in data.items():
            if section == "xykon":
                merged["xykon"] = rows
                continue
            if not isinstance(rows, list):
                raise ContentError(f"{name}.{section}: expected a list")
            merged.setdefault(section, []).extend(rows)
    return merged


REVISIONS_FILE = "revisions.json"


def revised(raw: dict[str, Any], revision: int) -> dict[str, Any]:
    """The merged data as rules revision `revision` dealt it: the files hold the newest numbers, and
    `data/revisions.json` maps an older revision to the fields its cards had then
    ({"1": {section: {row key: {field: value}}}}; a dict value merges into the row's dict field).
    Every listed revision from `revision` up applies, the newest first, so the oldest value wins."""
    table = read_data(REVISIONS_FILE)
    if not isinstance(table, dict):
        raise ContentError(f"{REVISIONS_FILE}: expected an object of revisions")
    out = {k: [dict(r) for r in v] if isinstance(v, list) else v for k, v in raw.items()}
    for rev in sorted((int(k) for k in table), reverse=True):
        if rev < revision:
            continue
        for section, changes in table[str(rev)].items():
            rows = {r.get("key"): r for r in out.get(section, [])}
            for key, values in changes.items():
                if key not in rows:
                    raise ContentError(f"{REVISIONS_FILE}: revision {rev} changes {section} {key!r}, not in the data")
                row = rows[key]
                for name, value in values.items():
                    if isinstance(value, dict) and isinstance(row.get(name), dict):
                        row[name] = {**row[name], **value}
                    else:
                        row[name] = value
    return out


def load_content(revision: int | None = None) -> ContentSet:
    """The shipped content, checked; with `revision`, the numbers that rules revision played with."""
    try:
        raw = raw_content()
        return build_content(raw if revision is None else revised(raw, revision))
    except ContentError:
        raise
    except (KeyError, TypeError, AttributeError) as exc:  # pragma: no cover - a shape the checks missed
        raise ContentError(f"data: malformed ({exc!r})") from None


def content_hash() -> str:
    """SHA-256 of the data as parsed (canonical JSON, sorted keys), for a save's header.

    Parsed rather than raw bytes, so re-indenting a file keeps old links valid while
    any changed value does not.
    """
    h = hashlib.sha256()
    for name in DATA_FILES:
        h.update(name.encode())
        h.update(json.dumps(read_data(name), sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode())
    return "sha256:" + h.hexdigest()


def guide_label(content: ContentSet, kind: str, x: int | None = None, character: str | None = None) -> tuple[str, str]:
    """(name, text) of a Field-Guide line with its number or character filled in, for views and logs."""
    g = content.guide[kind]
    who = content.characters[character].name if character else ""
    return g.name.format(x=x or 2, character=who), g.text.format(x=x or 2, character=who)
