"""Dungeon Fighter game state: the party, the dungeon, the tower and the fight in progress.

Plain mutable data; the rule chapters (setup, movement, fight, throw, maintenance,
rooms, boss, scoring) change it one rulebook step at a time, and `decide.py`
builds the one pending decision from it.  Cards are kept as ids and looked up in
the content set the game was dealt from, so a saved state stays small.

Hidden from the players: the order of the tower and of the equipment deck, the
face-down final boss and Five-finger Discount's face-down cards.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any

from ...core.game import REVISION_KEY
from ...core.rng import Chance
from . import content as content_mod
from .content import COLORS, HP_START
from .outcome import RestPose, ThrowOutcome

BONUS_DICE = 9  # R-DF-002, A-DF-01
SCAR_TOKENS = 14  # digest 2


def content_set(name: str, revision: int = content_mod.REVISION) -> content_mod.ContentSet:
    """The content a game was dealt from: the shipped decks of its rules revision, or the digest 7.0 fixtures.

    A saved link replays under its own revision's numbers (data/revisions.json),
    so retuning the decks never changes a game already played.
    """
    return content_mod.FIXTURES if name == "fixtures" else content_mod.shipped(revision)


@dataclass(slots=True)
class HeroState:
    """One hero seat: the sheet, health, scars (blue, green, red), carried cards."""

    hero: str
    hp: int = HP_START
    scars: list[bool] = field(default_factory=lambda: [False, False, False])
    equipment: list[str] = field(default_factory=list)
    seduced: list[str] = field(default_factory=list)  # monster ids (R-DF-112), no slots (R-DF-164)
    fainted: bool = False  # for the current encounter only (R-DF-044, R-DF-057)
    eliminated: bool = False  # angelic side up (R-DF-157)
    scars_received: int = 0  # for scoring (R-DF-201)

    def scar_count(self) -> int:
        return sum(1 for s in self.scars if s)

    def max_hp(self) -> int:
        """R-DF-003 / R-DF-156: 9 less 3 per scar."""
        return HP_START - 3 * self.scar_count()

    @property
    def active(self) -> bool:
        """R-DF-044: neither fainted in this encounter nor eliminated."""
        return not self.fainted and not self.eliminated


@dataclass(slots=True)
class Resolution:
    """One throw being resolved (R-DF-117), kept between the questions it asks."""

    seat: int
    die: str  # blue | green | red | white
    weapons: tuple[str, ...]
    requirements: tuple[str, ...]  # the combined set in force when thrown (R-DF-095)
    outcome: ThrowOutcome
    step: str = "rethrow"
    swing_twice_used: bool = False  # this turn's Swing Twice is spent (R-DF-100)
    berserk: bool | None = None
    seduced_used: list[str] = field(default_factory=list)
    seduction_done: bool = False
    beer_done: bool = False
    melody_done: bool = False
    damage: int = 0  # the computed damage of this throw (R-DF-099), for Divine Intervention
    heal_left: int = 0
    destroy_done: bool = False  # the monster's after-miss ability has resolved
    fresh: tuple[str, ...] = ()  # tokens this throw placed (A-DF-13)
    dealt: bool = False
    hurt: bool = False
    rethrow_answered: bool = False


@dataclass(slots=True)
class Encounter:
    """The fight in one room, or against the final boss."""

    kind: str  # monster | boss
    card: str
    hp: int
    gold: int = 0  # on the card (R-DF-041)
    tier: int = 0  # tower tier the card came from, 0..3 (for backing down, R-DF-192)
    room_requirement: str | None = None
    toad: bool = False
    tracking: bool = False
    beer: int = -1  # seat holding the beer token
    charm: int = -1  # seat that seduced the monster
    melody: bool = False  # Lay of Heroes: the monster's abilities are off (R-DF-114)
    immune: str | None = None  # the set-aside die colour (R-DF-124)
    hand: list[str] = field(default_factory=list)  # hero dice not thrown since the last reset, held by `holder`
    holder: int = 0
    thrown: list[str] = field(default_factory=list)  # hero dice thrown since the last reset (R-DF-141)
    throws: int = 0  # physical throws this encounter (backing down, R-DF-190)
    last_thrower: int = -1
    stage: str = "swing"  # confront | swing | choose | over
    swinger: int = 0  # whose swing (or A/B choice) is due
    white: bool = False  # the swing due is a bonus-die swing (option A)
    forced_die: str | None = None  # Swing Twice / Swing Again: the same die again
    twice_used: bool = False
    weapons: list[str] = field(default_factory=list)  # declared for the coming throw (R-DF-052)
    stolen: list[str] = field(default_factory=list)  # Five-finger Discount cards, face down
    res: Resolution | None = None
    defeated: bool = False
    card_gone: bool = False  # the card left the fight: discarded, seduced or back in the tower


@dataclass(slots=True)
class Ask:
    """A question the rules wait on: `kind`, who answers, and what it is about."""

    kind: str
    seat: int
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class DfState:
    """Everything about one game of Dungeon Fighter.  Decisions live in decide.py."""

    names: tuple[str, ...]
    bots: tuple[str | None, ...]
    options: dict[str, Any]
    chance: Chance
    content_name: str = "shipped"
    heroes: list[HeroState] = field(default_factory=list)
    difficulty: str = "normal"
    floors: list[str] = field(default_factory=list)  # layout ids, floor 1..3
    boss: str = ""  # face down until reached (R-DF-014)
    boss_revealed: bool = False
    floor: int = 0  # 0..2, or 3 at the boss
    room: str = ""
    tower: list[list[str]] = field(default_factory=lambda: [[], [], [], []])  # tiers I..IV, top = index 0
    monster_discard: list[str] = field(default_factory=list)
    out_of_game: list[str] = field(default_factory=list)  # monster cards not drawn for the tower (R-DF-016)
    equipment_deck: list[str] = field(default_factory=list)  # top = index 0
    equipment_discard: list[str] = field(default_factory=list)
    chest_gold: int = 2
    chest_dice: int = 1
    supply_dice: int = BONUS_DICE - 1
    supply_gold: int | None = None  # None = unlimited (A-DF-40)
    board: list[tuple[int, str, RestPose]] = field(default_factory=list)  # (die id, colour, pose)
    bonus_in_play: int = 0  # white dice thrown this encounter, still out (R-DF-143)
    next_die_id: int = 3
    leader: int = 0
    leader_defeated: bool = False
    first_player: int = 0
    round: int = 1
    phase: str = "encounter"  # encounter | maintenance | move | over
    enc: Encounter | None = None
    asks: list[Ask] = field(default_factory=list)  # questions waiting, first = now
    shop: list[str] = field(default_factory=list)  # cards turned up in a shop (R-DF-170)
    pending_cards: list[str] = field(default_factory=list)  # cards waiting for a carrier
    maint_step: int = 0
    room_done: bool = False  # this Maintenance's special room has acted
    room_gave: bool = False  # ... and handed out cards (a second transfer window follows)
    passed: list[str] = field(default_factory=list)  # cards handed over in this transfer window
    physics_seed: int = 0
    throw_k: int = 0  # global physical-throw counter (digest 5.2)
    injected: list[ThrowOutcome] = field(default_factory=list)  # test seam: outcomes instead of physics
    last_trace: Any = None  # the latest throw's trace, for the view (not part of the fingerprint)
    won: bool | None = None
    end_reason: str = ""
    log: list[str] = field(default_factory=list)
    _decision: Any = None

    # -- small queries ---------------------------------------------------
    @property
    def cs(self) -> content_mod.ContentSet:
        return content_set(self.content_name, self.options.get(REVISION_KEY, 1))  # absent: revision 1

    @property
    def players(self) -> int:
        return len(self.heroes)

    def hero_card(self, seat: int) -> content_mod.Hero:
        return self.cs.heroes[self.heroes[seat].hero]

    def hero_name(self, seat: int) -> str:
        return self.hero_card(seat).name

    def opt(self, key: str) -> Any:
        return self.options.get(key, OPTION_DEFAULTS[key])

    def say(self, text: str) -> None:
        self.log.append(text)

    def seat_label(self, seat: int) -> str:
        return self.heroes[seat].hero if 0 <= seat < len(self.heroes) else "none"

    def inject_outcomes(self, outcomes: list[ThrowOutcome]) -> None:
        """Tests only: the next throws take these outcomes instead of simulating (digest 1.4)."""
        self.injected.extend(outcomes)

    # -- protocol glue -----------------------------------------------------
    def decision(self):  # -> Decision | None
        if self._decision is None and self.won is None:
            from .decide import decide

            self._decision = decide(self)
        return self._decision

    def apply(self, index: int, params: tuple[int, ...]) -> None:
        from .decide import play

        decision = self.decision()
        self._decision = None
        option = decision.options[index]
        play(self, option.key, tuple(params), decision.player)

    def result(self):
        from .scoring import result

        return result(self)

    def view(self, player: Any) -> dict[str, Any]:
        from .view import make_view

        return make_view(self, player)

    def counts(self) -> dict[str, int]:
        """Bonus dice, monster cards and equipment cards are always somewhere (property tests)."""
        enc = self.enc
        monsters = sum(len(t) for t in self.tower) + len(self.monster_discard) + len(self.out_of_game)
        monsters += sum(len(h.seduced) for h in self.heroes)
        if enc is not None and enc.kind == "monster" and not enc.card_gone:
            monsters += 1
        cards = len(self.equipment_deck) + len(self.equipment_discard) + len(self.shop) + len(self.pending_cards)
        cards += sum(len(h.equipment) for h in self.heroes) + (len(enc.stolen) if enc else 0)
        dice = self.chest_dice + self.supply_dice + self.bonus_in_play
        return {"bonus_dice": dice, "equipment_cards": cards, "monster_cards": monsters}

    def fingerprint(self) -> Any:
        skip = {"chance", "_decision", "last_trace", "log"}
        body = tuple(_frozen(getattr(self, f.name)) for f in fields(self) if f.name not in skip)
        return body + (len(self.log), self.chance.fingerprint())


OPTION_DEFAULTS: dict[str, Any] = {
    "difficulty": "normal",
    "revive_hp": "max",  # A-DF-04
    "first_room_encounter": True,  # A-DF-06
    "sworn_enemy_on_miss": False,  # A-DF-17
    "effects_apply_to_activating_throw": True,  # A-DF-13
    "gold_supply": "unlimited",  # A-DF-40: "unlimited" | "30"
}


def _frozen(value: Any) -> Any:
    """A hashable, ordered copy of state data for the fingerprint."""
    if is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__,) + tuple(_frozen(getattr(value, f.name)) for f in fields(value))
    if isinstance(value, dict):
        return tuple((k, _frozen(v)) for k, v in sorted(value.items(), key=lambda kv: str(kv[0])))
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    return value


def color_index(color: str) -> int:
    return COLORS.index(color)
