"""Test fixtures for DungeonQuest: a state with heroes placed, tiles laid, decks stacked, dice scripted.

Digest section 7 defaults: seats A, B, C clockwise, A first player; every hero
is the test hero (all attributes 7, health 12).  Tiles are built in world
orientation (rotation 0) from a halls string; decks are stacked top-first.
"""

from __future__ import annotations

from typing import Any

from engine.core.game import REVISION_KEY
from engine.core.rng import ScriptedChance
from engine.games.dungeonquest import GAME, board, content
from engine.games.dungeonquest.content import EDGES, Card, Hero, Tile
from engine.games.dungeonquest.rules import next_turn, run, start_turn
from engine.games.dungeonquest.state import DQState, HeroState, Space

TEST_HERO = Hero("h_test", "Test Hero", 7, 7, 7, 7, 12, "none", "")
NAMES = ("A", "B", "C", "D")
_n = [0]


def hero_with(**stats: Any) -> Hero:
    base = {f: getattr(TEST_HERO, f) for f in Hero.__slots__}
    base.update(stats)
    return Hero(**base)


def tile(kind: str = "dungeon_room", halls: str = "NESW", bars: dict[str, str] | None = None, **kw: Any) -> Tile:
    """A test tile; `sides` as {"A": "SW", "B": "NE"}, `darkness` as {"N": (1, 2), ...}."""
    _n[0] += 1
    bars = bars or {}
    halls_t = tuple((tuple([bars[e]]) if e in bars else ()) if e in halls else None for e in EDGES)
    extra: dict[str, Any] = {}
    if kind == "dungeon_room":
        extra = {"torch": True, "icon": True}
    if kind in ("cave_in", "chasm"):
        extra = {"icon": True}
    sides = kw.pop("sides", None)
    if sides:
        extra["sides"] = tuple(next((s for s, es in sides.items() if e in es), None) for e in EDGES)
    dark = kw.pop("darkness", None)
    if dark:
        extra["darkness"] = tuple(tuple(dark.get(e, ())) for e in EDGES)
    extra.update(kw)
    t = Tile(f"T9{_n[0]:02d}", f"Test {kind} {_n[0]}", kind, halls_t, **extra)
    object.__setattr__(t, "data", content.tile_dict(t))
    return t


def card(name: str) -> Any:
    """A fresh copy of the named card from the shipped content (any deck)."""
    for deck in content.load_decks().values():
        for c in deck:
            if c.name == name:
                return c
    raise KeyError(name)


def loot(gold: int, name: str = "", treasure: bool = False) -> Card:
    _n[0] += 1
    deck = "treasure" if treasure else "loot"
    return Card(f"X{_n[0]:03d}", deck, name or f"Loot {gold}", "Loot.", loot=True, gold=gold, treasure=treasure)


def make(
    players: int = 3,
    *,
    at: dict[int, tuple[int, int] | None] | None = None,
    tiles: dict[tuple[int, int], Tile] | None = None,
    stack: list[Tile] | None = None,
    dice: list[int] | None = None,
    picks: list[int] | None = None,
    options: dict[str, Any] | None = None,
    heroes: dict[int, Hero] | None = None,
) -> DQState:
    """A game in progress: heroes at `at`, extra tiles laid (rotation 0), tile stack top-first."""
    opts = {"death_can_wait": False, "torchlight": False, "combat_matrix": "B", "dead_end_strict": True}
    opts["both_lethal"] = "hero_first"
    opts[REVISION_KEY] = GAME.revision  # the rules as new games play them
    if players == 1:
        opts["solo"] = True
    opts.update(options or {})
    decks = content.load_decks()
    state = DQState(
        names=NAMES[:players],
        options=opts,
        chance=ScriptedChance(dice or [], picks or []),
        spaces=board(),
        tiles=list(reversed(stack or [])),
        decks={name: list(cards) for name, cards in decks.items()},
        discards={name: [] for name in decks},
    )
    state.heroes = [HeroState(s, (heroes or {}).get(s, TEST_HERO)) for s in range(players)]
    for h in state.heroes:
        if h.seat not in (at or {}):
            h.status = "benched"  # not in this scenario: takes no turns
    for seat, pos in (at or {}).items():
        state.heroes[seat].pos = pos
    for pos, t in (tiles or {}).items():
        put(state, pos, t)
    state.phase = "action"
    state.stop_at_turn_end = True
    return state


def put(state: DQState, pos: tuple[int, int], t: Tile, rotation: int = 0) -> Space:
    sp = Space(pos[0], pos[1], t)
    sp.orient(rotation)
    state.spaces[pos] = sp
    return sp


def top(state: DQState, deck: str, *cards: Any) -> None:
    """Put cards on top of a deck, the first named on the very top."""
    pile = state.decks[deck]
    placed: list[Any] = []
    for c in cards:
        # a distinct copy of that card out of this deck (so counts stay conserved)
        copy = next((x for x in pile if x.name == c.name and all(x is not p for p in placed)), None)
        if copy is None:
            copy = c
        else:
            pile.remove(copy)
        placed.append(copy)
    pile.extend(reversed(placed))


def turn(state: DQState, seat: int = 0) -> DQState:
    """Start `seat`'s turn (status phase without the sun, then the action phase)."""
    state.pending = None
    state._decision = None
    state.tasks.clear()
    start_turn(state, seat)
    run(state)
    return state


def rounds(state: DQState) -> DQState:
    """Hand over to the next turn as the engine does (sun on the first player's turn)."""
    state.pending = None
    state._decision = None
    state.tasks.clear()
    next_turn(state)
    run(state)
    return state


def choose(state: DQState, key: str) -> DQState:
    decision = state.decision()
    assert decision is not None, "no decision pending"
    assert decision.has(key), f"{key!r} not in {decision.keys()}"
    state.apply(decision.index(key), ())
    return state


def keys(state: DQState) -> list[str]:
    decision = state.decision()
    return decision.keys() if decision else []


def log_has(state: DQState, text: str) -> bool:
    return any(text in line for line in state.log)


def dice_left(state: DQState) -> list[int]:
    return list(state.chance.dice)


def take(state: DQState, name: str) -> Any:
    """Remove the named card from its deck in this game (counts stay conserved) and return it."""
    for pile in state.decks.values():
        for c in pile:
            if c.name == name:
                pile.remove(c)
                return c
    raise KeyError(name)
