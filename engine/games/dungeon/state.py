"""Dungeon! game state: heroes, board tokens, decks, slots, and the turn.

The state is plain mutable data; `rules.py` changes it one rulebook step at
a time.  `view(player)` is the only way out for anyone but the rules: it
removes what that player may not know (A-DNG-38, section 6.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.rng import Chance
from .content import Board, Hero, MonsterCard, TreasureCard

CLASSES = ("cleric", "fighter", "rogue", "wizard")
REQUIREMENT = {"cleric": 10_000, "rogue": 10_000, "fighter": 20_000, "wizard": 30_000}  # R-DNG-087
SPELLS = ("fireball", "lightning", "teleport")
STARTING_SPELLS = ("fireball", "fireball", "lightning", "lightning", "teleport")  # A-DNG-04
MOVE_POINTS = 5  # R-DNG-007
LEVELS = range(1, 7)


@dataclass(slots=True)
class HeroState:
    """One player's hero (A-DNG-23: a new HeroState after death)."""

    seat: int
    hero: Hero
    space: str
    hand: list[TreasureCard] = field(default_factory=list)  # private (A-DNG-38)
    in_play: list[TreasureCard] = field(default_factory=list)  # face-up specials
    sword_bonus: int = 0
    lat: int = 0  # Lose a Turn tokens
    known_doors: set[str] = field(default_factory=set)
    spells: list[str] = field(default_factory=list)
    spell_cap: int = 0
    last_path: list[str] = field(default_factory=list)  # A-DNG-20

    @property
    def cls(self) -> str:
        return self.hero.hero_class

    def treasures(self) -> list[TreasureCard]:
        return self.hand + self.in_play

    def gp(self) -> int:
        return sum(card.gp for card in self.hand) + sum(card.gp for card in self.in_play)

    def has_power(self, special: str) -> bool:
        return any(card.special == special for card in self.in_play)

    def sword_in_play(self) -> TreasureCard | None:
        return next((c for c in self.in_play if c.special == "magic_sword"), None)


@dataclass(slots=True)
class Slot:
    """A numbered slot beside the board holding an unbeaten monster (A-DNG-12)."""

    number: int
    space: str
    monster: MonsterCard
    face_up: bool
    seen_by: set[int] = field(default_factory=set)
    dropped: list[TreasureCard] = field(default_factory=list)  # face up, public
    treasure: TreasureCard | None = None  # pre-drawn by a Crystal Ball (A-DNG-19 (d))


@dataclass(slots=True)
class Hunter:
    """Become the Hunted [variant]: the Hunter's card, space and dropped pile."""

    monster: MonsterCard
    space: str
    revealed: bool = False
    dropped: list[TreasureCard] = field(default_factory=list)


@dataclass(slots=True)
class Turn:
    """Bookkeeping for the turn in progress (reset at each turn start)."""

    seat: int = 0
    points: int = MOVE_POINTS
    path: list[str] = field(default_factory=list)  # spaces of this turn's move, from the start
    acted: bool = False  # any step, search, spell or ESP so far (Crystal Ball must come first)
    searched_fail: bool = False
    spell_cast: bool = False
    esp_used: bool = False
    crystal_used: bool = False
    fought: bool = False
    skipped: bool = False  # a Lose a Turn turn
    started_in_hall: bool = False
    esp_target: str | None = None
    slide_level: int = 0
    resume: str = ""  # where play continues after a mid-step decision
    reach: Any = None  # movement.Reach behind the pending decision's move options


@dataclass(slots=True)
class Fight:
    """The latest attack on a monster, kept for the table (record.py); the rules never read it.

    `weapon` is the hero's class for a blow, or the spell cast ("fireball",
    "lightning").  `needed` is None when that weapon cannot hurt the monster
    (then `hit` is None for a blow, False for a spell, and no dice are rolled).
    `gained` pairs each treasure won with whether it lies face up for all.
    """

    number: int  # 1 for the game's first fight
    action: int  # DungeonState.actions when it was fought
    seat: int
    monster: MonsterCard
    space: str
    weapon: str
    needed: int | None
    dice: tuple[int, ...] = ()
    bonus: int = 0
    hit: bool | None = None
    strike_dice: tuple[int, ...] = ()
    strike_outcome: str = ""
    dropped: list[TreasureCard] = field(default_factory=list)
    gained: list[tuple[TreasureCard, bool]] = field(default_factory=list)


@dataclass(slots=True)
class LogLine:
    text: str
    dice: tuple[int, ...] = ()
    to: int | None = None  # None: everyone; else only that seat sees it


@dataclass
class DungeonState:
    """Everything about one game of Dungeon!.  Decisions live in rules.py."""

    board: Board
    names: tuple[str, ...]
    options: dict[str, Any]
    chance: Chance
    pool: tuple[Hero, ...]
    monster_decks: dict[int, list[MonsterCard]]  # top of deck = end of list
    monster_discards: dict[int, list[MonsterCard]]
    treasure_decks: dict[int, list[TreasureCard]]
    heroes: list[HeroState | None] = field(default_factory=list)
    cleared: dict[str, int] = field(default_factory=dict)  # Cleared tokens per room/chamber
    slots: dict[int, Slot] = field(default_factory=dict)
    slot_at: dict[str, int] = field(default_factory=dict)  # space -> slot number
    spell_discard: list[str] = field(default_factory=list)
    first_player: int = 0
    phase: str = "pick_hero"
    picking: int = 0  # setup: how many seats have picked
    spell_seat: int = 0  # who is choosing a free spellbook (A-DNG-04 option)
    spell_then: str = ""  # "setup" or "resume": where play goes once it is chosen
    turn: Turn = field(default_factory=Turn)
    turns_taken: int = 0
    rounds: int = 0
    deaths: list[int] = field(default_factory=list)
    hunter: Hunter | None = None
    hunt_target: TreasureCard | None = None
    winners: tuple[int, ...] | None = None
    end_reason: str = ""
    log: list[LogLine] = field(default_factory=list)
    log_cache: dict[Any, tuple[int, list]] = field(default_factory=dict)
    fight: Fight | None = None  # the latest fight, for the table only (record.py)
    fights: int = 0  # fights so far
    actions: int = 0  # choices applied so far (a fight is fresh during the choice that caused it)
    _decision: Any = None

    # -- small queries used everywhere --------------------------------
    @property
    def players(self) -> int:
        return len(self.names)

    def kind(self, space: str) -> str:
        return self.board.spaces[space].kind

    def level(self, space: str) -> int:
        return self.board.spaces[space].level

    def is_cleared(self, space: str) -> bool:
        """Corridors and the Great Hall always count as cleared (A-DNG-05)."""
        kind = self.kind(space)
        if kind == "room":
            return self.cleared.get(space, 0) >= 1  # R-DNG-054
        if kind == "chamber":
            return self.cleared.get(space, 0) >= 3
        return True

    def hero_of(self, seat: int) -> HeroState:
        hero = self.heroes[seat]
        assert hero is not None
        return hero

    def current(self) -> HeroState:
        return self.hero_of(self.turn.seat)

    def others_at(self, space: str, seat: int) -> bool:
        return any(h is not None and h.seat != seat and h.space == space for h in self.heroes)

    def may_stop(self, space: str, seat: int) -> bool:
        """R-DNG-016/017: only chambers and the Great Hall take several heroes."""
        if self.kind(space) in ("chamber", "great_hall"):
            return True
        return not self.others_at(space, seat)

    def name(self, seat: int) -> str:
        hero = self.heroes[seat]
        who = self.names[seat]
        return f"{who} ({hero.hero.name} the {hero.cls.title()})" if hero else who

    def say(self, text: str, dice: tuple[int, ...] = (), to: int | None = None) -> None:
        self.log.append(LogLine(text, dice, to))

    def seat_label(self, seat: int) -> str:
        hero = self.heroes[seat]
        return hero.cls if hero else "none"

    def rounds_played(self) -> int:
        return self.rounds

    # -- protocol glue (rules live in rules.py) ------------------------
    def decision(self):  # -> Decision | None
        if self._decision is None and self.winners is None:
            from .rules import decide

            self._decision = decide(self)
        return self._decision

    def apply(self, index: int, params: tuple[int, ...]) -> None:
        from .rules import play

        decision = self.decision()
        self._decision = None
        self.actions += 1
        play(self, decision.options[index].key)

    def result(self):
        from .rules import result

        return result(self)

    def view(self, player: int | None) -> dict[str, Any]:
        from .view import make_view

        return make_view(self, player)

    def counts(self) -> dict[str, int]:
        """Conserved card counts (the property test checks they never change)."""
        monsters = sum(len(d) for d in self.monster_decks.values()) + sum(
            len(d) for d in self.monster_discards.values()
        )
        monsters += len(self.slots) + (1 if self.hunter else 0)
        treasures = sum(len(d) for d in self.treasure_decks.values())
        treasures += sum(len(h.treasures()) for h in self.heroes if h)
        treasures += sum(len(s.dropped) + (1 if s.treasure else 0) for s in self.slots.values())
        treasures += len(self.hunter.dropped) if self.hunter else 0
        return {"monster_cards": monsters, "treasure_cards": treasures}

    def fingerprint(self) -> Any:
        def ids(cards: list) -> tuple[str, ...]:
            return tuple(c.id for c in cards)

        heroes = tuple(
            None
            if h is None
            else (
                h.hero.id,
                h.space,
                ids(h.hand),
                ids(h.in_play),
                h.sword_bonus,
                h.lat,
                tuple(sorted(h.known_doors)),
                tuple(h.spells),
                tuple(h.last_path),
            )
            for h in self.heroes
        )
        slots = tuple(
            (
                n,
                s.space,
                s.monster.id,
                s.face_up,
                tuple(sorted(s.seen_by)),
                ids(s.dropped),
                s.treasure and s.treasure.id,
            )
            for n, s in sorted(self.slots.items())
        )
        decks = tuple(
            (lv, ids(self.monster_decks[lv]), ids(self.monster_discards[lv]), ids(self.treasure_decks[lv]))
            for lv in LEVELS
        )
        hunter = self.hunter and (self.hunter.monster.id, self.hunter.space, ids(self.hunter.dropped))
        return (
            heroes,
            slots,
            decks,
            tuple(sorted(self.cleared.items())),
            hunter,
            self.phase,
            self.turn.seat,
            self.turns_taken,
            self.winners,
            self.chance.fingerprint(),
        )
