"""DungeonQuest game state: board, heroes, decks, the sun, the task stack.

The state is plain mutable data; `rules.py` changes it.  Pending work is a
stack of small tuples (`tasks`) so a rule that needs a player's choice in the
middle of a chain (spend determination after a roll, pick a combat card)
simply leaves a `pending` record and the rest of the chain waits on the
stack; nothing needs deep copying and saves are the choice log.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.rng import Chance
from .content import EDGES, Card, Hero, Monster, Rune, Tile

WIDTH, HEIGHT = 10, 13
TOWERS = ((0, 0), (9, 0), (0, 12), (9, 12))
TREASURE = ((4, 6), (5, 6))
# A-DQ-02 proposes 24 plain spaces; balance.py self-play showed the greedy bot cannot make the solo
# round trip in time (solo wins ~17%), so the track is tuned to 28 plain spaces (numbers 1-5 on 29..33).
SUN_SAFE_SPACES = 28
SUN_NUMBERS = (1, 2, 3, 4, 5)  # on positions 25..29
SUN_LAST = SUN_SAFE_SPACES + len(SUN_NUMBERS)
DELTA = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
EDGE_INDEX = {e: i for i, e in enumerate(EDGES)}


def sun_number(position: int) -> int | None:
    """The number printed on a sun-track position (A-DQ-02), None when plain."""
    if position <= SUN_SAFE_SPACES:
        return None
    return SUN_NUMBERS[min(position, SUN_LAST) - SUN_SAFE_SPACES - 1]


def world_edge(local: str, rotation: int) -> str:
    """Contract: rotation is clockwise degrees; local S + 90 -> world W."""
    return EDGES[(EDGE_INDEX[local] + rotation // 90) % 4]


def local_edge(world: str, rotation: int) -> str:
    return EDGES[(EDGE_INDEX[world] - rotation // 90) % 4]


@dataclass(slots=True)
class Space:
    """An explored space: its tile, rotation and tokens; `halls` are in world orientation."""

    x: int
    y: int
    tile: Tile
    rotation: int = 0
    halls: tuple = (None, None, None, None)  # world N, E, S, W
    search: int = 0
    monster: bool = False
    entrance: bool = False

    def orient(self, rotation: int) -> None:
        """Set the rotation and recompute world halls (placement, rotating chamber)."""
        self.rotation = rotation % 360
        halls = [None, None, None, None]
        for i, hall in enumerate(self.tile.halls):
            halls[(i + self.rotation // 90) % 4] = hall
        self.halls = tuple(halls)

    @property
    def kind(self) -> str:
        return self.tile.kind

    def hall(self, edge: str) -> tuple[str, ...] | None:
        return self.halls[EDGE_INDEX[edge]]

    def side_of(self, edge: str) -> str | None:
        """Side (A/B) of a world edge on a sided tile."""
        return self.tile.sides[EDGE_INDEX[local_edge(edge, self.rotation)]]


@dataclass(slots=True)
class HeroState:
    """One seat's hero and everything in his play area."""

    seat: int
    hero: Hero
    wounds: int = 0
    det: int = 0
    loot: list[Card] = field(default_factory=list)
    runes: list[Rune] = field(default_factory=list)
    status: str = "playing"  # playing | dead | exited
    pos: tuple[int, int] | None = None
    in_cat: bool = False
    marker: tuple[int, int, str] | None = None  # travel marker x, y, facing
    row: list[Card] = field(default_factory=list)  # catacomb row
    side: str | None = None  # A/B on sided chambers
    came_by: str | None = None  # world edge he entered his chamber through (None: catacombs/card)
    lucky_used: bool = False
    unbar: bool = False  # Rune of the Open Way: next move ignores barriers
    ward: int = 0  # Rune of Warding
    passage: tuple[int, int] | None = None  # a search card's secret passage in this chamber
    exit_open: bool = False  # a persistent catacomb exit card is in the row

    def attr(self, name: str) -> int:
        value = getattr(self.hero, name)
        for card in self.loot:
            if card.passive and card.passive[0] == name:
                value += card.passive[1]
        return value

    def gold(self) -> int:
        return sum(c.gold for c in self.loot)

    @property
    def inside(self) -> bool:
        return self.status == "playing"


@dataclass(slots=True)
class Combat:
    """One encounter: the monster card, its wounds, and each round's secret picks."""

    hero: int
    monster_seat: int | None  # None in Solo Play
    card: Monster
    where: tuple[int, int] | None  # None in the catacombs (A-DQ-19)
    wounds: int = 0
    round: int = 1
    hero_pick: str | None = None
    monster_pick: str | None = None
    last: dict[str, Any] | None = None
    revealed: bool = False


@dataclass
class DQState:
    """Everything about one game.  Decisions and rules live in rules.py."""

    names: tuple[str, ...]
    options: dict[str, Any]
    chance: Chance
    spaces: dict[tuple[int, int], Space] = field(default_factory=dict)
    tiles: list[Tile] = field(default_factory=list)  # face-down stack, top = end
    decks: dict[str, list] = field(default_factory=dict)  # top = end
    discards: dict[str, list] = field(default_factory=dict)
    boxed: list[Rune] = field(default_factory=list)  # used runes leave the game (R-DQ-071)
    heroes: list[HeroState] = field(default_factory=list)
    first_player: int = 0
    seat: int = 0  # whose turn
    sun: int = 0
    sun_roll: tuple[int, ...] | None = None
    rounds: int = 0
    phase: str = "setup"
    tasks: list[tuple] = field(default_factory=list)
    pending: tuple | None = None  # (kind, player, data)
    combat: Combat | None = None
    last_card: dict[str, str] | None = None
    # the card the pending decision hangs on (shown with it); the card behind the test being rolled.
    # Neither is in the fingerprint: both follow from the log.
    decision_card: dict[str, str] | None = None
    test_card: dict[str, str] | None = None
    turn_flags: set[str] = field(default_factory=set)
    placing: int = 0  # setup: seats placed so far
    over: bool = False
    stop_at_turn_end: bool = False  # test seam: `run` returns when a turn's work is done
    winners: tuple[int, ...] = ()
    scores: tuple[float, ...] = ()
    summary: str = ""
    log: list[str] = field(default_factory=list)
    _decision: Any = None
    _option_keys: tuple = ()

    # -- small queries -------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def solo(self) -> bool:
        return self.players == 1

    def hero(self, seat: int | None = None) -> HeroState:
        return self.heroes[self.seat if seat is None else seat]

    def who(self, seat: int) -> str:
        return f"{self.names[seat]} ({self.heroes[seat].hero.name})"

    def say(self, text: str) -> None:
        self.log.append(text)

    def seat_label(self, seat: int) -> str:
        """Hero name, so `engine report` gives the win rate by hero."""
        return self.heroes[seat].hero.name if seat < len(self.heroes) else "none"

    def rounds_played(self) -> int:
        return self.rounds

    # -- protocol glue -------------------------------------------------
    def decision(self):  # -> Decision | None
        if self._decision is None and not self.over:
            from .rules import decide

            self._decision = decide(self)
        return self._decision

    def apply(self, index: int, params: tuple[int, ...]) -> None:
        from .rules import play

        decision = self.decision()
        self._decision = None
        play(self, decision.options[index].key)

    def result(self):
        from ...core.game import Result

        if not self.over:
            return None
        return Result(self.scores, self.winners, self.summary)

    def view(self, player: int | None) -> dict[str, Any]:
        from .view import make_view

        return make_view(self, player)

    def counts(self) -> dict[str, int]:
        """Conserved totals: every deck's cards wherever they are, and the tiles."""
        out = {}
        for deck, cards in self.decks.items():
            out[deck] = len(cards) + len(self.discards[deck])
        for h in self.heroes:
            for card in h.loot:
                out[card.deck] += 1
            out["catacomb"] += len(h.row)
            out["rune"] += len(h.runes)
        out["rune"] += len(self.boxed)
        if self.combat is not None:
            out["monster"] += 1
        out["tiles"] = len(self.tiles) + sum(1 for s in self.spaces.values() if s.tile.id.startswith("T"))
        return out

    def fingerprint(self) -> Any:
        spaces = tuple(
            (k, s.tile.id, s.rotation, s.search, s.monster, s.entrance) for k, s in sorted(self.spaces.items())
        )
        heroes = tuple(
            (
                h.hero.id,
                h.wounds,
                h.det,
                tuple(c.id for c in h.loot),
                tuple(r.id for r in h.runes),
                h.status,
                h.pos,
                h.in_cat,
                h.marker,
                tuple(c.id for c in h.row),
                h.side,
                h.came_by,
            )
            for h in self.heroes
        )
        decks = tuple(
            (d, tuple(c.id for c in cs), tuple(c.id for c in self.discards[d])) for d, cs in self.decks.items()
        )
        combat = self.combat and (self.combat.card.id, self.combat.wounds, self.combat.round, self.combat.hero_pick)
        return (
            spaces,
            heroes,
            decks,
            tuple(t.id for t in self.tiles),
            self.seat,
            self.sun,
            self.rounds,
            self.phase,
            tuple(self.tasks),
            self.pending,
            combat,
            self.over,
            self.winners,
            self.chance.fingerprint(),
        )
