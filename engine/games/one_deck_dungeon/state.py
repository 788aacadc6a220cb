"""One Deck Dungeon game state: the party, the deck and doors, the encounter in progress.

Plain mutable data; `rules.py` changes it one rulebook step at a time and
builds the pending decision.  Nothing is hidden from the players except the
order of the encounter deck (digest §6.1), so `view` hides only that.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.game import REVISION_KEY
from ...core.rng import Chance
from . import content
from .content import Box, HeroSide


@dataclass(slots=True)
class Die:
    """One die in an encounter's pool.  `state`: pool, placed or gone (discarded/spent)."""

    id: int
    owner: int
    color: str  # S, A, M, H (heroic) or T (TRUE STRIKE: a set die of any colour)
    value: int
    wild: bool = False  # counts as any colour (heroic, TRUE STRIKE, CRITICAL STRIKES 6s, STUBBORNNESS)
    state: str = "pool"
    pair: tuple[int, int] = ()  # a pair unit: the two dice it was made of (R-ODD-027)
    armor_crush: bool = False
    roll: int = 0  # the party's roll counter when this die got its face (0: set, never rolled); not in `key`

    def key(self) -> tuple:
        return (self.id, self.owner, self.color, self.value, self.wild, self.state, self.pair)


@dataclass(slots=True)
class Hero:
    side: HeroSide
    damage: int = 0
    items: list[str] = field(default_factory=list)  # card ids
    skills: list[str] = field(default_factory=list)
    stored: int = 0  # FRENZY / MANA CHARGE heroic dice on the card (max 2)

    @property
    def name(self) -> str:
        return self.side.hero

    def health(self) -> int:
        """R-ODD-003: hearts on the card plus hearts on items."""
        return self.side.health + sum(1 for c in self.items if content.CARDS[c].item == "H")

    def icons(self, color: str) -> int:
        base = {"S": self.side.s, "A": self.side.a, "M": self.side.m}[color]
        return base + sum(1 for c in self.items if content.CARDS[c].item == color)

    def skill_names(self) -> list[str]:
        return [content.CARDS[c].loot for c in self.skills]

    def has(self, name: str) -> bool:
        return name in self.skill_names()


@dataclass(slots=True)
class Pick:
    """A sub-step of a skill or potion (rules revision 2): toggle dice, then confirm.

    `kind`: pay (a basic skill's dice), mana (a spell's dice), cleave, static, consistency, heroism.
    `chosen` starts as `auto`, the choice the engine made by itself before revision 2.
    """

    kind: str
    key: str  # the option that opened it (skill:..., potion:...)
    hero: int  # whose dice may be toggled
    ids: tuple[int, ...]  # the dice that may be toggled
    auto: tuple[int, ...]  # the automatic choice, pre-selected
    chosen: tuple[int, ...] = ()
    need: int = 0  # pay: dice the cost shows; mana: mana needed; cleave: at most; static/heroism: exactly
    back: bool = False  # nothing is spent yet, so the player may cancel

    def key_tuple(self) -> tuple:
        return (self.kind, self.key, self.hero, self.ids, self.auto, self.chosen, self.need, self.back)


@dataclass(slots=True)
class Encounter:
    """A battle, a peril check or a boss round in progress."""

    kind: str  # foe, peril, boss
    card: str | None
    boxes: list[Box]
    option: int = -1  # peril option chosen
    battle: int = 1  # UNDYING: 1 or 2
    stage: str = "before"  # before (heroic abilities), dice (placing), split, theft, over
    dice: list[Die] = field(default_factory=list)
    fills: list[list[int]] = field(default_factory=list)  # die ids per box
    covers: list[int] = field(default_factory=list)  # Lich: covers done this round
    selected: tuple[int, ...] = ()  # die ids picked up (1, or 2 for a pair in the making)
    used: set[str] = field(default_factory=set)  # once-per-battle things used ("h:NAME")
    prevent: int = 0  # DODGE / KITING / POISON
    split_ones: int = 0
    heroic_turn: int = 0  # which hero answers the before-battle decision
    next_id: int = 0
    pending_dmg: int = 0  # 2P split waiting for a choice
    pending_theft: str = ""
    stairs_hits: int = 0  # Stairs conversions waiting until after the consequence damage
    peril_gate: int = 0  # number of dungeon peril boxes at the front of `boxes`
    extra: list[int] = field(default_factory=list)  # heroic dice each hero adds in step 1
    pick: Pick | None = None  # revision 2: a skill's or potion's dice choice in progress
    caps: dict[str, tuple[int, ...]] = field(default_factory=dict)  # revision 2: R-ODD-119 splits chosen
    turn: int = -1  # revision 3: the hero whose own skills are being decided by its player (-1: the party's)
    placed_lines: list[int] = field(default_factory=list)  # log lines about placements not yet confirmed
    resume: str = ""  # revision 2: what rolls once the R-ODD-119 question is answered (battle, peril, boss)


@dataclass
class OddState:
    """Everything about one game of One Deck Dungeon.  Decisions live in rules.py."""

    names: tuple[str, ...]
    options: dict[str, Any]
    chance: Chance
    heroes: list[Hero]
    dungeon: content.Dungeon
    deck: list[str] = field(default_factory=list)  # top of the deck = end of the list
    discard: list[str] = field(default_factory=list)
    gamebox: list[str] = field(default_factory=list)
    doors: list[list] = field(default_factory=list)  # [card id, open?]
    stairs_tokens: int = 0
    floor: int = 1  # 4 = boss fight
    descents: int = 0
    level: int = 1
    xp: list[str] = field(default_factory=list)
    potions: int = 1
    potion_types: list[str] = field(default_factory=list)
    phase: str = "start"
    enc: Encounter | None = None
    door: int = -1  # index of the door being encountered
    stealth: bool = False
    forced_descend: bool = False
    boss_damage: int = 0
    boss_round: int = 0
    turns: int = 0
    stairs_damage_total: int = 0
    stairs_owed: int = 0  # R-ODD-122: 2P Stairs hits waiting for the players to pick who takes them
    loot_card: str | None = None
    won: bool | None = None
    end_reason: str = ""
    log: list[str] = field(default_factory=list)
    bots: tuple[str | None, ...] = ()  # each seat's computer player (None: a person); revision 3 reads it
    replacing: str = ""  # revision 3: "item:h" / "skill:h" waiting for hero h's player to pick the card to give up
    # The roll counter: every die rolled or rerolled counts one (`roll_die`).  `rolls_before` is the
    # counter before the last move, so a view can tell which dice that move rolled (the page rolls
    # exactly those on screen).  Presentation only: neither is in the fingerprint.
    rolls: int = 0
    rolls_before: int = 0
    _decision: Any = None

    # -- small queries ---------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.heroes)

    @property
    def mode(self) -> int:
        """Index into the 1P/2P pairs of level values."""
        return 0 if self.players == 1 else 1

    def lvl(self) -> content.Level:
        return content.LEVELS[self.level]

    def floors(self) -> tuple[content.Floor, ...]:
        """Revealed floors (R-ODD-093: their effects add up); none in the boss fight (A-ODD-27)."""
        if self.floor > 3:
            return ()
        return self.dungeon.floors[: self.floor]

    def floor_effect(self, effect: str) -> bool:
        return any(f.effect == effect for f in self.floors())

    def rev(self) -> int:
        """The rules revision this game is played under (saves replay under their own)."""
        return self.options.get(REVISION_KEY, 1)

    def revised(self) -> bool:
        """Rules revision 2: the players make the dice choices the engine made for them before (skills.py)."""
        return self.options.get(REVISION_KEY, 1) >= 2

    def stairs_visible(self) -> bool:
        return not self.deck  # R-ODD-014

    def roll_die(self, d: Die) -> int:
        """Roll (or reroll) die `d`: a new face from the game's chance, and the roll counter moves on."""
        d.value = self.chance.d6()
        self.rolls += 1
        d.roll = self.rolls
        return d.value

    def say(self, text: str) -> None:
        self.log.append(text)

    def seat_label(self, seat: int) -> str:
        return self.heroes[seat].name.lower() if seat < len(self.heroes) else "none"

    def rounds_played(self) -> int:
        return self.turns

    # -- protocol glue -------------------------------------------------------
    def decision(self):  # -> Decision | None
        if self._decision is None and self.won is None:
            from .rules import decide

            self._decision = decide(self)
        return self._decision

    def apply(self, index: int, params: tuple[int, ...]) -> None:
        from .rules import play

        decision = self.decision()
        self._decision = None
        self.rolls_before = self.rolls
        play(self, decision.options[index].key)

    def result(self):
        from .rules import result

        return result(self)

    def view(self, player: int | None) -> dict[str, Any]:
        from .view import make_view

        return make_view(self, player)

    def counts(self) -> dict[str, int]:
        """The 44 encounter cards are always somewhere (the property test checks this)."""
        cards = len(self.deck) + len(self.discard) + len(self.gamebox) + len(self.doors) + len(self.xp)
        cards += len(self.potion_types) + sum(len(h.items) + len(h.skills) for h in self.heroes)
        cards += 1 if self.loot_card else 0
        return {"encounter_cards": cards}

    def fingerprint(self) -> Any:
        enc = self.enc
        e = None
        if enc is not None:
            e = (
                enc.kind,
                enc.card,
                tuple(enc.boxes),
                enc.option,
                enc.battle,
                enc.stage,
                tuple(d.key() for d in enc.dice),
                tuple(tuple(f) for f in enc.fills),
                tuple(enc.covers),
                enc.selected,
                tuple(sorted(enc.used)),
                enc.prevent,
                enc.split_ones,
                enc.heroic_turn,
                enc.pending_dmg,
                enc.pending_theft,
                enc.stairs_hits,
                tuple(enc.extra),
                enc.peril_gate,
                enc.next_id,
            )
            if enc.pick is not None or enc.caps or enc.resume:  # revision 2 only: older hashes stay the same
                e += (enc.pick.key_tuple() if enc.pick else None, tuple(sorted(enc.caps.items())), enc.resume)
            if enc.turn >= 0:  # revision 3 only
                e += (("turn", enc.turn),)
        heroes = tuple((h.side.hero, h.damage, tuple(h.items), tuple(h.skills), h.stored) for h in self.heroes)
        return (
            heroes,
            tuple(self.deck),
            tuple(self.discard),
            tuple(self.gamebox),
            tuple(tuple(d) for d in self.doors),
            self.stairs_tokens,
            self.floor,
            self.descents,
            self.level,
            tuple(self.xp),
            self.potions,
            tuple(self.potion_types),
            self.phase,
            e,
            self.door,
            self.stealth,
            self.forced_descend,
            self.boss_damage,
            self.boss_round,
            self.turns,
            self.loot_card,
            self.stairs_owed,
            self.won,
            self.chance.fingerprint(),
        ) + ((("replacing", self.replacing),) if self.replacing else ())
