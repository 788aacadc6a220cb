"""Order of the Stick card types (digest 2 and 5.3's data model): frozen, typed, data-only.

Why frozen dataclasses: the rules read printed values in the hot path and must never
change one by accident; the game state holds card ids and counters, the card stays
what was printed.  Field names follow digest 5.3's data model in snake_case, so a card
can be checked against the digest line by line.

Why closed vocabularies: every effect a card can have is one of the small, named
kinds below (a modifier with conditions, a power, a room hook, a Screw This! effect).
The rules engine implements each kind once; the loader rejects any other value, so a
typo in a data file fails at import instead of becoming a silent rule.  The
player-facing `text` of a card is written by hand; the structured fields are what
the rules obey.

Card instances: a data row may say `copies: n`; the loader expands it into n cards
whose ids are `<key>.<k>` (k = 1..n).  `key` is the design id (same name, same
numbers); boosting compares `name`, never ids (R-OOTS-275).
"""

from __future__ import annotations

from dataclasses import dataclass

CHARACTERS_ORDER = ("roy", "haley", "elan", "belkar", "vaarsuvius", "durkon")
WOUNDS = 4  # A-OOTS-02: 4 Wounds, the 5th position is fleeing
INF = 99  # Range "∞" (R-OOTS-113): only usable to Defend, reaches the whole floor
SHTICKS_PER_DECK = 20
STARTING_PER_DECK = 4

# Shtick types (R-OOTS-256). The four that Monster immunities name come first.
SHTICK_TYPES = ("armor", "weapon", "magic", "verbal", "divine", "skill", "music")
# Which Monster ability bans which shtick type (R-OOTS-389..402).
IMMUNITY = {"breath_weapon": "armor", "enchanted": "magic", "impervious": "weapon", "mindless": "verbal"}

# Battle Shtick Result lines (R-OOTS-141/144/188). Against a Monster every "wound" kind defeats it.
RESULTS = (
    "wound",  # foe loses 1 Wound
    "wound_2",  # foe loses 2 Wounds (a Monster is simply defeated)
    "draw",  # the battle is a draw (safe defence)
    "wound_miss_turn",  # foe loses 1 Wound; a player foe also misses a turn
    "wound_steal",  # foe loses 1 Wound; vs. a player also take 1 random Loot from their Stash
)

MONSTER_TYPES = (
    "goblin",
    "hobgoblin",
    "kobold",
    "undead",
    "ogre",
    "troll",
    "orc",
    "fiend",
    "linear_guild",
    "dragon",
    "beast",
    "human",
    "vermin",
)
# Field-Guide abilities (digest 3.28) and support abilities (3.29).
MONSTER_ABILITIES = (
    "bloodlust",
    "breath_weapon",
    "duel",
    "enchanted",
    "flying",
    "henchman",
    "hide",
    "impervious",
    "leader",
    "mindless",
    "multiattack",
    "nemesis",
    "paralyze",
    "spellcaster",
    "thief",
    "tricky",
    "xykon_special",
)
SUPPORT_ABILITIES = ("ambush", "assist", "deadly", "greed", "horde", "longshot", "outsmart")

# Conditions of a Modifier; all listed conditions must hold. "type:<t>" and "ability:<a>" name a Monster
# type / ability of the foe; "character:<c>" names a character foe.
CONDITIONS = (
    "monster",  # foe is a Monster
    "player",  # foe is a player
    "attacking",  # you are the Attacker
    "defending",  # you are the Defender
    "ranged",  # an actual Ranged Attack (R-OOTS-103) is being made (by you or at you)
    "assisted",  # at least one helper accepted your offer in this battle
    "assisting",  # the owner is the helper (bonus goes to the assisted side)
    "weapon_shtick",  # the foe's selected Battle Shtick has the Weapon type
    "magic_shtick",  # the foe's selected Battle Shtick has the Magic type
    "foe_wounded",  # the foe player has taken at least 1 Wound
    "foe_resting",  # the foe player is resting or missing a turn
    "xykon",  # foe is Xykon the Lich
    "xykon_card",  # foe is any Xykon-deck Monster
    "unique",  # foe Monster is Unique
    "lair",  # the battle is in Xykon's Lair
    "alone",  # no other player is in your room
)
# "using:<shtick type>" = your selected Battle Shtick has that type.
CONDITION_PREFIXES = ("type:", "ability:", "character:", "using:")
# "roll" adds to whichever total the side uses in this battle (Attack or Defense).
STATS = ("atk", "def", "roll", "evade", "assist", "range", "move")

# Powers of shticks, Loot and Xykon-deck events (what a card DOES besides modifiers).
POWER_KINDS = (
    "flip_bonus",  # flip before the roll: +atk/+def for this battle (amount_atk/amount_def)
    "become_attacker",  # Charge!: flip to turn a Defender into the Attacker
    "flip_foe_shtick",  # flip: flip one face-up shtick of a player on your floor
    "refuse_battle",  # flip when a player attacks you: that battle does not happen
    "heal",  # heal `amount` Wounds (target self, or another player on your floor who pays any Loot)
    "prevent_wound",  # flip when you would lose Wounds: lose `amount` fewer
    "reroll",  # flip after your roll: roll again, keep the new result
    "low_roll_is_13",  # a battle die showing `amount` or less counts as 13 (Thor Incarnate: 1)
    "extra_pickup",  # you may pick up `amount` more Loot card(s) per turn
    "steal_loot",  # flip: take 1 random Loot from the Stash of a player in your room
    "draw_loot",  # draw `amount` Loot from the Loot Deck
    "draw_shtick",  # put the top `amount` card(s) of your Shtick Deck into play
    "unflip",  # unflip `amount` of your flipped shticks
    "extra_move",  # move up to `amount` more rooms this turn
    "grab_dropped_loot",  # when a fleeing player drops Loot in your room, you may take it at once
    "misfortune_loot",  # when another player in your room loses a Wound, draw `amount` Loot
    "disarm_trap",  # flip before Evasion: a trap you revealed affects nobody
    "ignore_ability",  # your battles ignore the Monster ability named by `ability`
    "trap_immune",  # you automatically Evade every trap
    "monster_mod",  # Xykon-deck event: Monsters in this room get +atk/+def
    "no_assistance",  # Xykon-deck event: no assistance in this room
    "battle_size",  # Xykon-deck event / room: Battle Size changes by `amount`
)
POWER_TARGETS = ("self", "self_or_other", "other", "room")
LOOT_MODES = ("equipped", "discard")

# Dungeon room hooks (R-OOTS-050, R-OOTS-075, digest 5.3 "Rooms").
ROOM_DECKS = ("entrance", "dungeon", "lair")
ROOM_HOOKS = (
    "end_move",  # entering this room ends your movement
    "no_rest",  # nobody may rest here
    "no_monster_battles",  # Safe Haven: no Monster battles, PvP allowed
    "no_battles",  # Dungeon Entrance: no battles at all
    "heal_all",  # ending movement here heals all Wounds and unflips all shticks (Entrance)
    "battle_size",  # new battles here: Battle Size + amount (may be negative)
    "monster_mod",  # Monsters here (optionally of `monster_type`) get `stat` + amount
    "player_mod",  # players here get `stat` + amount (conditions in `vs`)
    "first_entry_shtick",  # first character to enter puts the top shtick of their deck into play
    "first_entry_loot",  # first character to enter draws `amount` Loot
    "first_entry_wound",  # first character to enter loses `amount` Wound(s) unless they roll >= `roll`
    "enter_wound",  # every character who ends movement here rolls; below `roll` loses 1 Wound
    "rest_bonus",  # resting here heals `amount` extra Wound(s)
    "stairs_bonus",  # stair searches here succeed on `roll` or less instead of 3
    "no_ranged",  # no Ranged Attacks into or out of this room
)

# Screw This! timing windows (digest 6.2, A-OOTS-32).
WINDOWS = {
    "W1": "start of your turn",
    "W2": "a room is entered or explored",
    "W3": "a new battle's Monsters are all played",
    "W4": "before the die roll of any battle",
    "W5": "after the dice are rolled, before the result",
    "W6": "after a battle is over",
    "W7": "a trap is revealed, before anyone Evades",
    "W8": "end of your turn",
}
# Who may play a Screw This! in its window: the active player, anyone, anyone but the active player,
# a helper of the current battle (Double Cross), or a player a revealed trap affects.
SCREW_WHO = ("active", "any", "other", "helper", "affected")
SCREW_KINDS = (
    "type_mod",  # all Monsters of `monster_type` get `stat` + amount until the end of the turn
    "battle_mod",  # one side of the current battle (`side`) gets `stat` + amount
    "boost",  # one of your face-up shticks is boosted `amount` time(s) until the end of the turn
    "double_cross",  # your assistance moves to the other side; you get no Loot (R-OOTS-379)
    "discard_hand",  # a chosen player discards `amount` random card(s) from their Battle Hand
    "steal_loot",  # take `amount` random Loot from a chosen player's Stash
    "draw_shtick",  # put the top `amount` shtick(s) of your deck into play
    "draw_loot",  # draw `amount` Loot
    "heal",  # heal `amount` Wound(s)
    "unflip",  # unflip `amount` of your shticks
    "evade_mod",  # affected player(s) get + amount on this trap's Evasion Roll
    "battle_size",  # the new battle's Battle Size changes by `amount` (W2/W3)
    "extra_move",  # move `amount` more room(s) this turn
    "flip_shtick",  # flip one face-up shtick of the chosen player
    "reroll",  # the chosen battle's roller rolls again
    "cancel",  # cancel the Screw This! card just played (response)
    "wound",  # a chosen player in your room or the battle loses `amount` Wound(s)
    "move_monster",  # move the top Monster of the current battle to the bottom of its stack
)
# battle_mod's side: the player's own side, their foe's, the (chosen) player side, the Monster side, either.
SIDES = ("yours", "foe", "player", "monster", "any")


@dataclass(frozen=True, slots=True)
class Modifier:
    """A conditional bonus: `stat` + `amount` while every condition in `vs` holds (empty = always)."""

    stat: str
    amount: int
    vs: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Power:
    """Something a card does (not a plain bonus). `flip` = the owner flips the card to use it."""

    kind: str
    amount: int = 1
    flip: bool = False
    target: str = "self"
    amount_atk: int = 0
    amount_def: int = 0
    ability: str | None = None  # ignore_ability's Monster ability
    vs: tuple[str, ...] = ()  # when the power may be used (same vocabulary as Modifier.vs)


@dataclass(frozen=True, slots=True)
class Character:
    """A character card (digest 2, 5.1.1). Class, gender and alignment are flavour only (R-OOTS-003)."""

    id: str
    name: str
    race: str
    allegiance: str
    klass: str
    wounds: int
    blurb: str


@dataclass(frozen=True, slots=True)
class BattleStats:
    """The icon column of a Battle Shtick: `atk`/`defense` None = "N/A"; `range` INF = ∞ (defend only)."""

    atk: int | None
    defense: int | None
    range: int
    result: str


@dataclass(frozen=True, slots=True)
class AreaEffect:
    """Area Effect line (R-OOTS-202): `targets` is a count, "type:<monster type>" or "all"."""

    targets: int | str
    result: str


@dataclass(frozen=True, slots=True)
class Shtick:
    """One shtick card. `boost_atk`/`boost_def`/`boost_amount` are what ONE boost adds (R-OOTS-280)."""

    id: str
    key: str
    owner: str
    name: str
    starting: bool
    flip: bool  # flip icon: a Battle Shtick flips after the battle it was used in (R-OOTS-150)
    types: tuple[str, ...]
    battle: BattleStats | None
    area: AreaEffect | None
    mods: tuple[Modifier, ...]
    power: Power | None
    boost_atk: int
    boost_def: int
    boost_amount: int  # per boost, added to the power's amount (e.g. Cure Assorted Wounds heals 1 more)
    boost_text: str
    text: str

    @property
    def is_battle(self) -> bool:
        """A Battle Shtick has the Attack/Defense/Range column (R-OOTS-255)."""
        return self.battle is not None


@dataclass(frozen=True, slots=True)
class AbilityRef:
    """A Monster's printed ability; `x` for Multiattack X, `character` for Nemesis."""

    kind: str
    x: int | None = None
    character: str | None = None


@dataclass(frozen=True, slots=True)
class Support:
    """Support line (R-OOTS-380): counts other Monsters of any of `types` on the floor."""

    types: tuple[str, ...]
    ability: str


@dataclass(frozen=True, slots=True)
class Monster:
    """A Monster card of the Battle Deck or the Xykon Deck (`xykon_card`: Attack/Defense are N+level)."""

    id: str
    key: str
    name: str
    unique: bool
    types: tuple[str, ...]
    atk: int
    defense: int
    range: int
    loot: int  # Loot Coins
    xp: int
    abilities: tuple[AbilityRef, ...]
    support: Support | None
    xykon_card: bool
    text: str

    def has(self, kind: str) -> bool:
        """Whether the Monster prints ability `kind` (support abilities are on `support`)."""
        return any(a.kind == kind for a in self.abilities)

    @property
    def henchman(self) -> bool:
        """Henchman Monsters support everyone on the floor and sink to the bottom (R-OOTS-395/396)."""
        return self.has("henchman")

    @property
    def level_scaling(self) -> bool:
        """Xykon-deck Monsters add the Lair's floor number to Attack and Defense (R-OOTS-336)."""
        return self.xykon_card


@dataclass(frozen=True, slots=True)
class ScrewThis:
    """A Screw This! card: `when` is one window of digest 6.2; `who` may play it there."""

    id: str
    key: str
    name: str
    when: str
    who: str
    kind: str
    amount: int
    stat: str | None
    side: str | None
    monster_type: str | None
    duration: str  # "battle" | "turn" | "instant"
    text: str


@dataclass(frozen=True, slots=True)
class Loot:
    """A Loot card: `drool` maps character -> Drool Factor; `crest` counts for every character (R-OOTS-297)."""

    id: str
    key: str
    name: str
    drool: tuple[tuple[str, int], ...]
    crest: int
    users: tuple[str, ...]  # characters named in the effect area (R-OOTS-305)
    mode: str  # equipped | discard
    mods: tuple[Modifier, ...]
    power: Power | None
    text: str
    uncertain: bool = False

    def df(self, character: str) -> int:
        """Drool Factor relative to `character` (0 = does not Drool, R-OOTS-296)."""
        for who, n in self.drool:  # a loop, not a dict: this runs for every Loot card on every decision
            if who == character:
                return self.crest + n
        return self.crest


@dataclass(frozen=True, slots=True)
class Trap:
    """A Trap card of the Loot Deck (R-OOTS-309..320)."""

    id: str
    key: str
    name: str
    evade: int
    range: int
    multi: bool
    wounds: int
    miss_turn: bool
    lose_loot: int  # random Stash cards discarded
    text: str
    uncertain: bool = False


@dataclass(frozen=True, slots=True)
class RoomHook:
    """One Room Effect Text clause; fields unused by a hook stay at their defaults."""

    hook: str
    amount: int = 0
    stat: str | None = None
    monster_type: str | None = None
    roll: int = 0
    vs: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Room:
    """A room card (Dungeon Entrance, Dungeon Room Deck or Xykon's Lair deck)."""

    id: str
    name: str
    deck: str
    hooks: tuple[RoomHook, ...]
    text: str

    def has(self, hook: str) -> bool:
        """Whether the room prints hook `hook`."""
        return any(h.hook == hook for h in self.hooks)


@dataclass(frozen=True, slots=True)
class XykonEvent:
    """A non-Monster Xykon card (R-OOTS-339): played into the Lair room, not counted in Battle Size."""

    id: str
    name: str
    powers: tuple[Power, ...]
    text: str


@dataclass(frozen=True, slots=True)
class GuideEntry:
    """Player-facing name and rule text of an ability, support ability or Result line (the Field Guide).

    `{x}` (Multiattack) and `{character}` (Nemesis) are filled in from the card."""

    kind: str
    family: str  # ability | support | result
    name: str
    text: str


GUIDE_FAMILIES = {"ability": MONSTER_ABILITIES, "support": SUPPORT_ABILITIES, "result": RESULTS}

XykonCard = Monster | XykonEvent
