"""Test fixtures for Dungeon! rules: tiny boards, named cards, scripted dice.

`mini_board("c0 - c1 |D| R1", levels={"R1": 1})` builds a Board from the
digest's fixture notation (section 7.1): `a - b` open, `a |D| b` door,
`a |S:id| b` secret door.  Kinds come from the id: GH great hall, c/h/n
corridor, R room, K chamber.  `make_state` seats heroes on it at the start
of a turn with decks laid out top-last and dice scripted (A-DNG-44).
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.rng import ScriptedChance
from engine.games.dungeon import content
from engine.games.dungeon.rules import STARTING_SPELLS, start_turn
from engine.games.dungeon.state import LEVELS, DungeonState, HeroState

_LINK = re.compile(r"\s*(-|\|D\||\|S:(\w+)\|)\s*")


def _kind(space: str) -> str:
    if space == "GH":
        return "great_hall"
    if space[0] == "R":
        return "room"
    if space[0] == "K" or space in ("LAB", "CRYPT"):
        return "chamber"
    return "corridor"


class _Obj:
    def __init__(self, **fields: Any) -> None:
        self.__dict__.update(fields)


def mini_board(*chains: str, levels: dict[str, int] | None = None) -> content.Board:
    levels = levels or {}
    spaces: dict[str, content.Space] = {}
    edges: list[content.Edge] = []
    for chain in chains:
        parts = _LINK.split(chain.strip())
        # parts: [a, link, secret_id_or_None, b, link, id, c, ...]
        names = parts[0::3]
        links = parts[1::3]
        ids = parts[2::3]
        for name in names:
            if name not in spaces:
                kind = _kind(name)
                level = 0 if kind == "great_hall" else levels.get(name, 1)
                spaces[name] = _Obj(id=name, kind=kind, level=level, name=name, x=0, y=0, w=10, h=10)
        for a, b, link, door_id in zip(names, names[1:], links, ids, strict=False):
            kind = "open" if link == "-" else "door" if link == "|D|" else "secret_door"
            lo, hi = sorted((a, b))
            edges.append(_Obj(a=lo, b=hi, type=kind, id=door_id, x=0, y=0, vertical=False))
    return content.parse_board(
        {
            "cell": 10,
            "width": 100,
            "height": 100,
            "spaces": [vars(s) for s in spaces.values()],
            "edges": [vars(e) for e in edges],
        }
    )


# -- named fixture cards (digest 7.1) ----------------------------------------
def creature(card_id: str, level: int, cleric, fighter, rogue, wizard, fireball, lightning, name: str = "") -> Any:
    return content.MonsterCard(
        id=card_id,
        type_id=card_id,
        name=name or card_id,
        level=level,
        kind="creature",
        cleric=cleric,
        fighter=fighter,
        rogue=rogue,
        wizard=wizard,
        fireball=fireball,
        lightning=lightning,
        flavor="",
    )


def trap(card_id: str, level: int, kind: str) -> Any:
    return content.MonsterCard(
        id=card_id,
        type_id=card_id,
        name=card_id,
        level=level,
        kind=kind,
        cleric=None,
        fighter=None,
        rogue=None,
        wizard=None,
        fireball=None,
        lightning=None,
        flavor="",
    )


def TM1():
    return creature("TM1", 1, 6, 5, 7, 8, 5, 6)


def TM2():
    return creature("TM2", 2, 7, 6, 8, 9, 6, 5)


def TM3():
    return creature("TM3", 3, 8, 7, 9, 10, 7, 6)


def TM4():
    return creature("TM4", 4, 8, 8, 10, 11, None, 7)


def TBP():
    return creature("TBP", 5, 10, 9, None, 11, 8, 9, name="Black Pudding")


def TM6():
    return creature("TM6", 6, 11, 10, 12, None, 8, 9)


def CAGE(level: int = 1):
    return trap(f"CAGE{level}", level, "cage_trap")


def SLIDE(level: int = 1):
    return trap(f"SLIDE{level}", level, "slide_trap")


def treasure(card_id: str, gp: int, level: int = 1, special: str | None = None) -> Any:
    plus2 = (10, 11, 12) if special == "magic_sword" else ()
    return content.TreasureCard(
        id=card_id, type_id=card_id, name=card_id, level=level, gp=gp, special=special, sword_plus2=plus2, flavor=""
    )


def G(gp: int, tag: str = "") -> Any:
    return treasure(f"G{gp}{tag}", gp)


def SW(gp: int = 1000, tag: str = "") -> Any:
    return treasure(f"SW{gp}{tag}", gp, special="magic_sword")


def SD():
    return treasure("SD", 500, special="secret_door")


def ESP():
    return treasure("ESP", 1000, special="esp_medallion")


def CB():
    return treasure("CB", 4000, special="crystal_ball")


CLASS_HERO = {"cleric": "Cleric", "fighter": "Fighter", "rogue": "Rogue", "wizard": "Wizard"}


def pool() -> tuple:
    """Two heroes per class, ids like 'fighter1', 'fighter2'."""
    return tuple(
        content.Hero(
            id=f"{cls}{n}", name=f"{CLASS_HERO[cls]}{n}", hero_class=cls, colour="#888888", mark=cls[0].upper()
        )
        for cls in ("cleric", "fighter", "rogue", "wizard")
        for n in (1, 2)
    )


def make_state(
    board: content.Board,
    heroes: list[tuple[str, str]],
    *,
    monsters: dict[int, list] | None = None,
    treasures: dict[int, list] | None = None,
    cleared: dict[str, int] | None = None,
    dice: list[int] | None = None,
    picks: list[int] | None = None,
    options: dict[str, Any] | None = None,
    turn: int = 0,
) -> DungeonState:
    """Heroes as (class, space); hero i is `<class><n>` from the pool; seat `turn` to move."""
    opts = {"variant": "none", "dash_rule": "strike_back", "open_hands": False, "dry_end": False}
    opts.update(options or {})
    state = DungeonState(
        board=board,
        names=tuple(f"P{i + 1}" for i in range(len(heroes))),
        options=opts,
        chance=ScriptedChance(dice or [], picks or []),
        pool=pool(),
        monster_decks={lv: list((monsters or {}).get(lv, [])) for lv in LEVELS},
        monster_discards={lv: [] for lv in LEVELS},
        treasure_decks={lv: list((treasures or {}).get(lv, [])) for lv in LEVELS},
        deaths=[0] * len(heroes),
    )
    used: dict[str, int] = {}
    for seat, (cls, space) in enumerate(heroes):
        used[cls] = used.get(cls, 0) + 1
        hero = next(h for h in state.pool if h.id == f"{cls}{used[cls]}")
        hs = HeroState(seat=seat, hero=hero, space=space)
        if cls == "wizard":
            hs.spells = list(STARTING_SPELLS)
            hs.spell_cap = len(STARTING_SPELLS)
        state.heroes.append(hs)
    state.cleared = dict(cleared or {})
    state.first_player = 0
    state.picking = len(heroes)
    state.turn.seat = turn
    start_turn(state)
    return state


def keys(state: DungeonState) -> list[str]:
    decision = state.decision()
    return decision.keys() if decision else []


def play(state: DungeonState, *option_keys: str) -> None:
    """Play keys in order, failing loudly if one is not offered."""
    for key in option_keys:
        decision = state.decision()
        assert decision is not None, f"game over before {key!r}"
        assert decision.has(key), f"{key!r} not offered; offered: {decision.keys()}"
        state.apply(decision.index(key), ())


def hero(state: DungeonState, seat: int = 0) -> HeroState:
    return state.hero_of(seat)


def ids(cards) -> list[str]:
    return [c.id for c in cards]
