"""Dungeon Fighter card and sheet types (digest section 2 and 6): frozen, typed, data-only.

Why frozen dataclasses: the rules look cards up in the hot path and must never
change a printed value by accident; the state holds ids and counters, the card
stays what was printed.  Field names are the digest's field tables in
snake_case, so a reader can check a card against the digest line by line.

The vocabularies below (colours, equipment types, monster types, ability and
requirement ids) are the closed lists of the digest; the loader rejects any
other value, so a typo in a data file is an error at import, not a silent rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field

COLORS = ("blue", "green", "red")  # hero dice, and the ability slots left to right (R-DF-067)
DIE_COLORS = (*COLORS, "white")
EQUIPMENT_TYPES = ("weapon", "armor", "item")
MONSTER_TYPES = ("beast", "undead", "goblinoid", "demon", "construct")  # A-DF-42
LEVELS = (1, 2, 3, 4)  # tower tiers I..IV, green/yellow/blue/red backs (R-DF-004)
HP_START = 9  # the "IX" space (A-DF-03)
ICON_FACES = {"blue": 1, "green": 1, "red": 1, "white": 0}  # faces showing the icon (A-DF-09)
DIE_FACES = 6

# The 15 hero abilities (R-DF-100..114) and the class the balance guidance gives them (digest 6.2).
HERO_ABILITIES = (
    "swing_twice",
    "piercing",
    "focused",
    "divine_intervention",
    "berserk",
    "heal_party",
    "tracking_strike",
    "five_finger_discount",
    "metamorphosis",
    "sworn_enemy",
    "swing_again",
    "pickpocket",
    "seduction",
    "beer",
    "enchanting_melody",
)
ABILITY_CLASS = {
    "swing_twice": "offence",
    "piercing": "offence",
    "focused": "offence",
    "berserk": "offence",
    "sworn_enemy": "offence",
    "heal_party": "support",
    "divine_intervention": "support",
    "beer": "support",
    "metamorphosis": "support",
    "tracking_strike": "support",
    "pickpocket": "utility",
    "five_finger_discount": "utility",
    "seduction": "utility",
    "enchanting_melody": "utility",
    "swing_again": "utility",
}
# Abilities that only work on contact (R-DF-087, A-DF-10); Sworn Enemy adds on contact by default (A-DF-17).
CONTACT_ONLY = ("swing_twice", "piercing", "focused", "divine_intervention", "berserk")
HERO_ABILITIES_WITH_X = ("piercing", "heal_party", "sworn_enemy", "berserk")  # berserk: x = multiplier (2)

# The six monster abilities (R-DF-120..125); a monster's other possible handicap is a throw requirement.
MONSTER_ABILITIES = (
    "destroy_equipment",
    "heal_after_miss",
    "small_target",
    "lose_gold",
    "hero_dice_immunity",
    "critical_miss",
)
AFTER_MISS = ("destroy_equipment", "heal_after_miss", "lose_gold", "critical_miss")

# Equipment abilities (R-DF-131..137).  A weapon's "+X" is its `bonus` (Piercing X, R-DF-134).
EQUIPMENT_ABILITIES = ("swing_again", "heal_hero", "heal_party", "agile_instincts", "counterblow", "reduced_damage")
EQUIPMENT_ABILITIES_WITH_X = ("heal_hero", "heal_party", "reduced_damage")

# The 22 specific throw requirements in the order of digest 3.18 / 5.8 (# = index + 1).
REQUIREMENT_IDS = (
    "bank",
    "crossbow",
    "blow",
    "under_the_leg",
    "blind",
    "two_bounce",
    "elbow",
    "pious",
    "weak_hand",
    "borrowed_hand",
    "card_jump",
    "catapult",
    "head",
    "spin",
    "nose",
    "backwards",
    "under_the_table",
    "slam",
    "sitting",
    "jump",
    "dancing",
    "far",
)

ROOM_KINDS = ("plain", "shop", "fountain", "treasure", "dangerous")
REWARD_KINDS = ("gold", "bonus_dice", "equipment")
LAYOUT_SIDES = ("dungeon", "final_boss")
SHEET_KINDS = ("dungeon", "final_boss")  # a final-boss sheet has a final-boss side and a dungeon side
DIFFICULTIES = ("easy", "normal", "insane")


@dataclass(frozen=True, slots=True)
class Ability:
    """One printed ability: a hero slot, a monster's handicap or an equipment card's effect.

    `x` is the printed number (Piercing, Heal Party, Sworn Enemy, Heal after a Miss,
    Heal Hero, Reduced Damage; Berserk's multiplier, 2 when absent); `monster_type` is
    Sworn Enemy's type icon; `color` is Hero Dice Immunity's die colour.
    """

    kind: str
    x: int | None = None
    monster_type: str | None = None
    color: str | None = None

    @property
    def multiplier(self) -> int:
        """Berserk's factor (A-DF-15 allows other multipliers as data); 1 for every other kind."""
        return (self.x or 2) if self.kind == "berserk" else 1


@dataclass(frozen=True, slots=True)
class Requirement:
    """A specific throw requirement (R-DF-210..231): the id the physics knows, the words players read."""

    id: str
    number: int  # the # of digest 5.8, 1..22
    name: str
    text: str
    rank: int  # planned difficulty 1..5, also the matching weapon's bonus


@dataclass(frozen=True, slots=True)
class AbilityInfo:
    """Player-facing name and short rule text of an ability kind; `{x}`, `{type}`, `{color}` are filled in."""

    kind: str
    family: str  # hero | monster | equipment
    name: str
    text: str


@dataclass(frozen=True, slots=True)
class Hero:
    """A hero sheet (digest 2.1, 6.2): abilities in slot order blue, green, red."""

    id: str
    name: str
    flavor: str
    abilities: tuple[Ability, Ability, Ability]  # blue, green, red
    equipment_icons: tuple[str, str, str]  # multiset of weapon|armor|item
    hp_start: int = HP_START
    angelic_side: str = ""  # the name shown on the reverse once eliminated

    def ability(self, color: str) -> Ability:
        """The ability a hero die of `color` activates (R-DF-067)."""
        return self.abilities[COLORS.index(color)]

    def slots(self, eq_type: str) -> int:
        """How many cards of `eq_type` this hero may carry (R-DF-161)."""
        return self.equipment_icons.count(eq_type)


@dataclass(frozen=True, slots=True)
class Monster:
    """A monster card (digest 2.2, 6.3): at most one of `ability` / `throw_requirement`."""

    id: str
    name: str
    level: int
    type: str
    hp: int
    damage: int
    gold: int
    ability: Ability | None = None
    throw_requirement: str | None = None
    flavor: str = ""


@dataclass(frozen=True, slots=True)
class Boss:
    """A final-boss card (digest 2.3, 6.4): no level, no gold; optional ability and/or requirement."""

    id: str
    name: str
    type: str
    hp: int
    damage: int
    ability: Ability | None = None
    throw_requirement: str | None = None
    flavor: str = ""


@dataclass(frozen=True, slots=True)
class Equipment:
    """An item card (digest 2.5, 6.5).  Weapons carry a requirement and a `bonus` (+X)."""

    id: str
    name: str
    type: str  # weapon | armor | item
    cost: int
    one_use: bool = False  # the "1x" icon
    throw_requirement: str | None = None
    bonus: int | None = None
    ability: Ability | None = None
    flavor: str = ""


Item = Equipment  # the brief's name for the same card type


@dataclass(frozen=True, slots=True)
class Reward:
    """A treasure chamber's printed reward (R-DF-175): `n` gold, bonus dice or equipment cards."""

    kind: str
    n: int


@dataclass(frozen=True, slots=True)
class Room:
    """A room on a layout (digest 2.4, 6.6); `pos` is (x, y) in a 0..1000 drawing box, y down."""

    id: str
    kind: str = "plain"
    pos: tuple[int, int] = (0, 0)
    reward: Reward | None = None  # treasure rooms only
    requirement: str | None = None  # dangerous rooms only: the icon's throw requirement


@dataclass(frozen=True, slots=True)
class Layout:
    """One side of a sheet: rooms joined by one-way corridors (from, to), entry and exit rooms."""

    id: str
    name: str
    sheet: str
    side: str  # dungeon | final_boss
    rooms: tuple[Room, ...]
    corridors: tuple[tuple[str, str], ...]
    entry: str
    exit: str
    _by_id: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    def __post_init__(self) -> None:
        self._by_id.update({r.id: r for r in self.rooms})

    def room(self, room_id: str) -> Room:
        """The room called `room_id` (KeyError if there is none)."""
        return self._by_id[room_id]

    def exits_from(self, room_id: str) -> tuple[str, ...]:
        """Rooms one corridor away, following the arrows (R-DF-032), in data order."""
        return tuple(b for a, b in self.corridors if a == room_id)


DungeonSheet = Layout  # a sheet side is what the rules walk; `Sheet` below is the physical card


@dataclass(frozen=True, slots=True)
class Sheet:
    """A physical sheet (R-DF-011/012): two dungeon sides, or a final-boss side and a dungeon side."""

    id: str
    kind: str  # dungeon | final_boss
    sides: tuple[str, str]  # layout ids; for a final-boss sheet (final-boss side, dungeon side)


@dataclass(frozen=True, slots=True)
class DifficultyRow:
    """A row of the difficulty table (digest 1.3): cards drawn per tier I..IV and the score bonus."""

    id: str
    name: str
    tiers: tuple[int, int, int, int]
    score_bonus: int
