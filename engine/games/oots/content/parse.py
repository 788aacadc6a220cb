"""Parse one data row into the frozen types of `schema`, checking every value once.

Why so strict: the cards are meant to be tuned by hand, so a misspelt key, an unknown
ability or a Screw This! without a valid window must fail loudly at import with the
file and card named, never become a silent rule change.  These parsers check shape and
vocabulary of single rows; `loader` checks the set as a whole (unique ids, Entrance,
Safe Haven, Xykon first).  Rows with `copies: n` become n card instances `<key>.<k>`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from . import schema as s

ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")
RULE_ID_RE = re.compile(r"\b[RAS]-[A-Z]+-\d")


class ContentError(ValueError):
    """A data file breaks the schema; the message names the file, the card and the field."""


# ---------------------------------------------------------------- primitives


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


def _bool(where: str, v: Any) -> bool:
    if not isinstance(v, bool):
        raise ContentError(f"{where}: expected true/false, got {v!r}")
    return v


def _text(where: str, v: Any, *, empty: bool = False) -> str:
    if not isinstance(v, str) or (not empty and not v.strip()):
        raise ContentError(f"{where}: expected text, got {v!r}")
    if RULE_ID_RE.search(v):
        raise ContentError(f"{where}: players never read rule ids: {v!r}")
    return v


def _one_of(where: str, v: Any, allowed: Iterable[str]) -> str:
    allowed = tuple(allowed)
    if v not in allowed:
        raise ContentError(f"{where}: {v!r} is not one of {allowed}")
    return v


def _id(where: str, v: Any) -> str:
    if not isinstance(v, str) or not ID_RE.match(v):
        raise ContentError(f"{where}: bad id {v!r} (lower-case letters, digits, underscores)")
    return v


def _list(where: str, v: Any) -> list:
    if not isinstance(v, list):
        raise ContentError(f"{where}: expected a list, got {type(v).__name__}")
    return v


def _condition(where: str, v: Any) -> str:
    if not isinstance(v, str):
        raise ContentError(f"{where}: expected a condition, got {v!r}")
    if v in s.CONDITIONS:
        return v
    for prefix, vocab in (
        ("type:", s.MONSTER_TYPES),
        ("ability:", s.MONSTER_ABILITIES + s.SUPPORT_ABILITIES),
        ("character:", s.CHARACTERS_ORDER),
        ("using:", s.SHTICK_TYPES),
    ):
        if v.startswith(prefix):
            _one_of(where, v[len(prefix) :], vocab)
            return v
    raise ContentError(f"{where}: unknown condition {v!r}")


def _conditions(where: str, v: Any) -> tuple[str, ...]:
    return tuple(_condition(f"{where}[{i}]", c) for i, c in enumerate(_list(where, v)))


def _copies(where: str, d: dict) -> int:
    return _int(f"{where}.copies", d.get("copies", 1), 1, 9)


# ---------------------------------------------------------------- parts


def parse_modifier(where: str, d: Any) -> s.Modifier:
    """A conditional bonus {stat, amount, vs?}."""
    d = _fields(where, d, ("stat", "amount"), ("vs",))
    return s.Modifier(
        _one_of(f"{where}.stat", d["stat"], s.STATS),
        _int(f"{where}.amount", d["amount"], -10, 10),
        _conditions(f"{where}.vs", d.get("vs", [])),
    )


def parse_power(where: str, d: Any) -> s.Power:
    """A power {kind, amount?, flip?, target?, atk?, def?, ability?, vs?}."""
    d = _fields(where, d, ("kind",), ("amount", "flip", "target", "atk", "def", "ability", "vs"))
    kind = _one_of(f"{where}.kind", d["kind"], s.POWER_KINDS)
    ability = d.get("ability")
    if (kind == "ignore_ability") != (ability is not None):
        raise ContentError(f"{where}: `ability` goes with ignore_ability only")
    if ability is not None:
        _one_of(f"{where}.ability", ability, s.MONSTER_ABILITIES + s.SUPPORT_ABILITIES)
    atk = _int(f"{where}.atk", d.get("atk", 0), -10, 10)
    dfn = _int(f"{where}.def", d.get("def", 0), -10, 10)
    if kind in ("flip_bonus", "monster_mod") and not (atk or dfn):
        raise ContentError(f"{where}: {kind} needs atk and/or def")
    return s.Power(
        kind,
        _int(f"{where}.amount", d.get("amount", 1), -3, 13),
        _bool(f"{where}.flip", d.get("flip", False)),
        _one_of(f"{where}.target", d.get("target", "self"), s.POWER_TARGETS),
        atk,
        dfn,
        ability,
        _conditions(f"{where}.vs", d.get("vs", [])),
    )


def _range(where: str, v: Any) -> int:
    if v == "inf":
        return s.INF
    return _int(where, v, 0, 8)


def parse_battle(where: str, d: Any) -> s.BattleStats:
    """The Battle Shtick column {atk, def, range, result}; null = N/A, "inf" = ∞."""
    d = _fields(where, d, ("atk", "def", "range", "result"))
    atk = None if d["atk"] is None else _int(f"{where}.atk", d["atk"], 0, 12)
    dfn = None if d["def"] is None else _int(f"{where}.def", d["def"], 0, 12)
    rng = _range(f"{where}.range", d["range"])
    if atk is None and dfn is None:
        raise ContentError(f"{where}: a Battle Shtick needs Attack or Defense")
    if rng == s.INF and atk is not None:
        raise ContentError(f"{where}: a Range-inf shtick can only Defend (Attack must be N/A)")
    return s.BattleStats(atk, dfn, rng, _one_of(f"{where}.result", d["result"], s.RESULTS))


def parse_area(where: str, d: Any) -> s.AreaEffect:
    """Area Effect {targets: n | "type:<t>" | "all", result}."""
    d = _fields(where, d, ("targets", "result"))
    t = d["targets"]
    if isinstance(t, int) and not isinstance(t, bool):
        targets: int | str = _int(f"{where}.targets", t, 2, 8)
    elif t == "all":
        targets = t
    elif isinstance(t, str) and t.startswith("type:"):
        _one_of(f"{where}.targets", t[5:], s.MONSTER_TYPES)
        targets = t
    else:
        raise ContentError(f"{where}.targets: {t!r} is not a count, 'all' or 'type:<t>'")
    return s.AreaEffect(targets, _one_of(f"{where}.result", d["result"], s.RESULTS))


# ---------------------------------------------------------------- cards


def parse_character(where: str, d: Any) -> s.Character:
    """A character card."""
    d = _fields(where, d, ("id", "name", "race", "allegiance", "class", "blurb"), ("wounds",))
    return s.Character(
        _one_of(f"{where}.id", d["id"], s.CHARACTERS_ORDER),
        _text(f"{where}.name", d["name"]),
        _text(f"{where}.race", d["race"]),
        _text(f"{where}.allegiance", d["allegiance"]),
        _text(f"{where}.class", d["class"]),
        _int(f"{where}.wounds", d.get("wounds", s.WOUNDS), 1, 8),
        _text(f"{where}.blurb", d["blurb"]),
    )


SHTICK_KEYS = ("key", "owner", "name", "types", "text")
SHTICK_OPT = ("copies", "starting", "flip", "battle", "area", "mods", "power", "boost")


def parse_shticks(where: str, d: Any) -> list[s.Shtick]:
    """One shtick row -> `copies` cards; the first `starting` copies are red Starting Shticks."""
    d = _fields(where, d, SHTICK_KEYS, SHTICK_OPT)
    key = _id(f"{where}.key", d["key"])
    where = f"{where}({key})"
    n = _copies(where, d)
    starting = _int(f"{where}.starting", d.get("starting", 0), 0, n)
    types = tuple(_one_of(f"{where}.types", t, s.SHTICK_TYPES) for t in _list(f"{where}.types", d["types"]))
    if len(set(types)) != len(types):
        raise ContentError(f"{where}.types: duplicates")
    battle = parse_battle(f"{where}.battle", d["battle"]) if "battle" in d else None
    area = parse_area(f"{where}.area", d["area"]) if "area" in d else None
    if area is not None and (battle is None or battle.atk is None):
        raise ContentError(f"{where}: an Area Effect shtick is a Battle Shtick with an Attack value")
    mods = tuple(parse_modifier(f"{where}.mods[{i}]", m) for i, m in enumerate(_list(where, d.get("mods", []))))
    power = parse_power(f"{where}.power", d["power"]) if "power" in d else None
    boost = _fields(f"{where}.boost", d.get("boost", {}), (), ("atk", "def", "amount", "text"))
    b_atk = _int(f"{where}.boost.atk", boost.get("atk", 0), 0, 6)
    b_def = _int(f"{where}.boost.def", boost.get("def", 0), 0, 6)
    b_amt = _int(f"{where}.boost.amount", boost.get("amount", 0), 0, 3)
    b_text = _text(f"{where}.boost.text", boost.get("text", ""), empty=True)
    if (b_atk or b_def or b_amt) and not b_text:
        raise ContentError(f"{where}: a boost bonus needs its Boost text")
    if battle is None and (b_atk or b_def):
        raise ContentError(f"{where}: only a Battle Shtick's boost adds Attack/Defense (R-OOTS-282)")
    if battle is None and not mods and power is None:
        raise ContentError(f"{where}: a non-Battle shtick needs mods or a power")
    owner = _one_of(f"{where}.owner", d["owner"], s.CHARACTERS_ORDER)
    name = _text(f"{where}.name", d["name"])
    text = _text(f"{where}.text", d["text"])
    flip = _bool(f"{where}.flip", d.get("flip", False))
    return [
        s.Shtick(
            f"{owner}.{key}.{k}",
            key,
            owner,
            name,
            k <= starting,
            flip,
            types,
            battle,
            area,
            mods,
            power,
            b_atk,
            b_def,
            b_amt,
            b_text,
            text,
        )  # fmt: skip
        for k in range(1, n + 1)
    ]


def _ability(where: str, a: Any) -> s.AbilityRef:
    if isinstance(a, str):
        a = {"kind": a}
    a = _fields(where, a, ("kind",), ("x", "character"))
    kind = _one_of(f"{where}.kind", a["kind"], s.MONSTER_ABILITIES)
    x = a.get("x")
    if (kind == "multiattack") != (x is not None):
        raise ContentError(f"{where}: x goes with multiattack only")
    ch = a.get("character")
    if (kind == "nemesis") != (ch is not None):
        raise ContentError(f"{where}: character goes with nemesis only")
    return s.AbilityRef(
        kind,
        None if x is None else _int(f"{where}.x", x, 2, 4),
        None if ch is None else _one_of(f"{where}.character", ch, s.CHARACTERS_ORDER),
    )


MONSTER_KEYS = ("key", "name", "types", "atk", "def", "loot", "xp")
MONSTER_OPT = ("copies", "unique", "range", "abilities", "support", "text")


def parse_monsters(where: str, d: Any, *, xykon: bool = False) -> list[s.Monster]:
    """One Monster row -> `copies` cards (Xykon-deck Monsters: printed N, the rules add the level)."""
    d = _fields(where, d, MONSTER_KEYS, MONSTER_OPT)
    key = _id(f"{where}.key", d["key"])
    where = f"{where}({key})"
    types = tuple(_one_of(f"{where}.types", t, s.MONSTER_TYPES) for t in _list(f"{where}.types", d["types"]))
    if not types or len(set(types)) != len(types):
        raise ContentError(f"{where}.types: needs at least one type, no duplicates")
    abilities = tuple(
        _ability(f"{where}.abilities[{i}]", a) for i, a in enumerate(_list(where, d.get("abilities", [])))
    )
    if len({a.kind for a in abilities}) != len(abilities):
        raise ContentError(f"{where}.abilities: duplicates")
    if any(a.kind == "xykon_special" for a in abilities) and not xykon:
        raise ContentError(f"{where}: Xykon Special belongs to the Xykon Deck")
    support = None
    if "support" in d:
        sp = _fields(f"{where}.support", d["support"], ("types", "ability"))
        st = tuple(_one_of(f"{where}.support.types", t, s.MONSTER_TYPES) for t in _list(where, sp["types"]))
        if not st:
            raise ContentError(f"{where}.support.types: empty")
        support = s.Support(st, _one_of(f"{where}.support.ability", sp["ability"], s.SUPPORT_ABILITIES))
    n = _copies(where, d)
    unique = _bool(f"{where}.unique", d.get("unique", False))
    if unique and n > 1:
        raise ContentError(f"{where}: a Unique Monster has one copy")
    values = (
        _text(f"{where}.name", d["name"]),
        unique,
        types,
        _int(f"{where}.atk", d["atk"], 0, 20),
        _int(f"{where}.def", d["def"], 0, 20),
        _int(f"{where}.range", d.get("range", 0), 0, 6),
        _int(f"{where}.loot", d["loot"], 0, 3),
        _int(f"{where}.xp", d["xp"], 0, 3),
        abilities,
        support,
        xykon,
        _text(f"{where}.text", d.get("text", ""), empty=True),
    )
    return [s.Monster(f"{key}.{k}", key, *values) for k in range(1, n + 1)]


SCREW_KEYS = ("key", "name", "when", "who", "kind", "text")
SCREW_OPT = ("copies", "amount", "stat", "side", "monster_type", "duration")


def parse_screw(where: str, d: Any) -> list[s.ScrewThis]:
    """One Screw This! row; `when` must be one window W1..W8 (A-OOTS-32)."""
    d = _fields(where, d, SCREW_KEYS, SCREW_OPT)
    key = _id(f"{where}.key", d["key"])
    where = f"{where}({key})"
    kind = _one_of(f"{where}.kind", d["kind"], s.SCREW_KINDS)
    stat = d.get("stat")
    mtype = d.get("monster_type")
    side = d.get("side")
    if kind in ("type_mod", "battle_mod") and stat is None:
        raise ContentError(f"{where}: {kind} needs a stat")
    if (kind == "type_mod") != (mtype is not None):
        raise ContentError(f"{where}: monster_type goes with type_mod only")
    if (kind == "battle_mod") != (side is not None):
        raise ContentError(f"{where}: side goes with battle_mod only")
    values = (
        _text(f"{where}.name", d["name"]),
        _one_of(f"{where}.when", d["when"], s.WINDOWS),
        _one_of(f"{where}.who", d["who"], s.SCREW_WHO),
        kind,
        _int(f"{where}.amount", d.get("amount", 1), -6, 6),
        None if stat is None else _one_of(f"{where}.stat", stat, s.STATS),
        None if side is None else _one_of(f"{where}.side", side, s.SIDES),
        None if mtype is None else _one_of(f"{where}.monster_type", mtype, s.MONSTER_TYPES),
        _one_of(f"{where}.duration", d.get("duration", "instant"), ("battle", "turn", "instant")),
        _text(f"{where}.text", d["text"]),
    )
    n = _copies(where, d)
    return [s.ScrewThis(f"{key}.{k}", key, *values) for k in range(1, n + 1)]


LOOT_KEYS = ("key", "name", "users", "mode", "text")
LOOT_OPT = ("copies", "drool", "crest", "mods", "power", "uncertain")


def parse_loot(where: str, d: Any) -> list[s.Loot]:
    """One Loot row: 1-3 portraits in total (crest counts once per crest), mods and/or a power."""
    d = _fields(where, d, LOOT_KEYS, LOOT_OPT)
    key = _id(f"{where}.key", d["key"])
    where = f"{where}({key})"
    drool = d.get("drool", {})
    if not isinstance(drool, dict):
        raise ContentError(f"{where}.drool: expected an object")
    pairs = tuple(
        (_one_of(f"{where}.drool", c, s.CHARACTERS_ORDER), _int(f"{where}.drool.{c}", n, 1, 3))
        for c, n in sorted(
            drool.items(), key=lambda kv: s.CHARACTERS_ORDER.index(kv[0]) if kv[0] in s.CHARACTERS_ORDER else 99
        )
    )
    crest = _int(f"{where}.crest", d.get("crest", 0), 0, 3)
    if crest and pairs:
        raise ContentError(f"{where}: a crest card shows no character portraits")
    if not crest and not pairs:
        raise ContentError(f"{where}: a Loot card shows at least one portrait or crest")
    users = tuple(_one_of(f"{where}.users", u, s.CHARACTERS_ORDER) for u in _list(where, d["users"]))
    mods = tuple(parse_modifier(f"{where}.mods[{i}]", m) for i, m in enumerate(_list(where, d.get("mods", []))))
    power = parse_power(f"{where}.power", d["power"]) if "power" in d else None
    mode = _one_of(f"{where}.mode", d["mode"], s.LOOT_MODES)
    if mode == "discard" and (power is None or mods):
        raise ContentError(f"{where}: a discard Loot has one power and no mods")
    if (mods or power) and not users:
        raise ContentError(f"{where}: an effect needs the characters who may use it")
    values = (
        _text(f"{where}.name", d["name"]),
        pairs,
        crest,
        users,
        mode,
        mods,
        power,
        _text(f"{where}.text", d["text"]),
        _bool(f"{where}.uncertain", d.get("uncertain", False)),
    )
    n = _copies(where, d)
    return [s.Loot(f"{key}.{k}", key, *values) for k in range(1, n + 1)]


TRAP_KEYS = ("key", "name", "evade", "range", "multi", "text")
TRAP_OPT = ("copies", "wounds", "miss_turn", "lose_loot", "uncertain")


def parse_traps(where: str, d: Any) -> list[s.Trap]:
    """One Trap row (R-OOTS-309..320)."""
    d = _fields(where, d, TRAP_KEYS, TRAP_OPT)
    key = _id(f"{where}.key", d["key"])
    where = f"{where}({key})"
    wounds = _int(f"{where}.wounds", d.get("wounds", 1), 0, 2)
    miss = _bool(f"{where}.miss_turn", d.get("miss_turn", False))
    lose = _int(f"{where}.lose_loot", d.get("lose_loot", 0), 0, 3)
    if not (wounds or miss or lose):
        raise ContentError(f"{where}: a trap must do something")
    values = (
        _text(f"{where}.name", d["name"]),
        _int(f"{where}.evade", d["evade"], 2, 12),
        _int(f"{where}.range", d["range"], 0, 4),
        _bool(f"{where}.multi", d["multi"]),
        wounds,
        miss,
        lose,
        _text(f"{where}.text", d["text"]),
        _bool(f"{where}.uncertain", d.get("uncertain", False)),
    )
    n = _copies(where, d)
    return [s.Trap(f"{key}.{k}", key, *values) for k in range(1, n + 1)]


def parse_hook(where: str, d: Any) -> s.RoomHook:
    """One Room Effect Text clause."""
    d = _fields(where, d, ("hook",), ("amount", "stat", "monster_type", "roll", "vs"))
    hook = _one_of(f"{where}.hook", d["hook"], s.ROOM_HOOKS)
    stat = d.get("stat")
    if (hook in ("monster_mod", "player_mod")) != (stat is not None):
        raise ContentError(f"{where}: stat goes with monster_mod / player_mod only")
    mtype = d.get("monster_type")
    if mtype is not None and hook != "monster_mod":
        raise ContentError(f"{where}: monster_type goes with monster_mod only")
    roll = _int(f"{where}.roll", d.get("roll", 0), 0, 12)
    if (hook in ("first_entry_wound", "enter_wound", "stairs_bonus")) != bool(roll):
        raise ContentError(f"{where}: roll goes with first_entry_wound / enter_wound / stairs_bonus only")
    return s.RoomHook(
        hook,
        _int(f"{where}.amount", d.get("amount", 0), -3, 6),
        None if stat is None else _one_of(f"{where}.stat", stat, s.STATS),
        None if mtype is None else _one_of(f"{where}.monster_type", mtype, s.MONSTER_TYPES),
        roll,
        _conditions(f"{where}.vs", d.get("vs", [])),
    )


def parse_room(where: str, d: Any) -> s.Room:
    """A room card {id, name, deck, hooks, text}."""
    d = _fields(where, d, ("id", "name", "deck", "hooks", "text"))
    rid = _id(f"{where}.id", d["id"])
    where = f"{where}({rid})"
    hooks = tuple(parse_hook(f"{where}.hooks[{i}]", h) for i, h in enumerate(_list(where, d["hooks"])))
    return s.Room(
        rid,
        _text(f"{where}.name", d["name"]),
        _one_of(f"{where}.deck", d["deck"], s.ROOM_DECKS),
        hooks,
        _text(f"{where}.text", d["text"], empty=True),
    )


def parse_event(where: str, d: Any) -> s.XykonEvent:
    """A non-Monster Xykon card."""
    d = _fields(where, d, ("id", "name", "powers", "text"))
    eid = _id(f"{where}.id", d["id"])
    powers = tuple(parse_power(f"{where}({eid}).powers[{i}]", p) for i, p in enumerate(_list(where, d["powers"])))
    if not powers:
        raise ContentError(f"{where}({eid}): an event needs a power")
    return s.XykonEvent(eid, _text(f"{where}.name", d["name"]), powers, _text(f"{where}.text", d["text"]))


def parse_guide(where: str, d: Any) -> s.GuideEntry:
    """A Field-Guide line {kind, family, name, text}."""
    d = _fields(where, d, ("kind", "family", "name", "text"))
    family = _one_of(f"{where}.family", d["family"], s.GUIDE_FAMILIES)
    kind = _one_of(f"{where}.kind", d["kind"], s.GUIDE_FAMILIES[family])
    return s.GuideEntry(
        kind, family, _text(f"{where}({kind}).name", d["name"]), _text(f"{where}({kind}).text", d["text"])
    )
