"""One Deck Dungeon content as data: 44 encounter cards, heroes, levels, dungeons, bosses.

Everything here follows the rules digest section 5 (shared/rules/one-deck-dungeon.md).
Values the digest marks [proposed] are ours to tune; they live only in this module
so balance work never touches rules code.  Boxes are written in a compact text
form close to the digest's own notation and parsed once at import:

    "9 M wide d2"      value 9, Magic, wide box, 2 damage when unfilled
    "4 S armor d1"     armor box
    "5 M star:skill"   theft box (DRAIN)
    "X S wide d1 t1"   SWARM's X box (value computed when the encounter starts)
    "4 M lich d1 h1"   boss box: Lich double cover, 1 hit on the boss when covered
"""

from __future__ import annotations

from dataclasses import dataclass

COLORS = ("S", "A", "M")
COLOR_NAMES = {
    "S": "Strength",
    "A": "Agility",
    "M": "Magic",
    "H": "Heroic",
    "ANY": "any colour",
    "P": "any colour",
    "T": "any-colour",
}


@dataclass(frozen=True, slots=True)
class Box:
    """One box to fill with dice (digest §5.11)."""

    value: int  # 0 marks SWARM's X (set when the encounter starts)
    color: str  # S, A, M or ANY
    wide: bool = False
    armor: bool = False
    star: str = ""  # theft kind: "skill", "xp" or "item"
    mark: str = ""  # "head" (Hydra), "lich" (double cover)
    dmg: int = 0
    time: int = 0
    hits: int = 0  # boss damage when covered
    source: str = "card"  # "card", "dungeon" (foe edge), "peril_gate" (dungeon peril edge)


def box(text: str, source: str = "card") -> Box:
    """Parse the compact box notation described in the module docstring."""
    parts = text.split()
    value = 0 if parts[0] == "X" else int(parts[0])
    kw: dict = {"value": value, "color": parts[1], "source": source}
    for token in parts[2:]:
        if token in ("wide", "armor"):
            kw[token] = True
        elif token.startswith("star:"):
            kw["star"] = token[5:]
        elif token in ("head", "lich"):
            kw["mark"] = token
        elif token[0] in "dth" and token[1:].isdigit():
            kw[{"d": "dmg", "t": "time", "h": "hits"}[token[0]]] = int(token[1:])
        else:
            raise ValueError(f"bad box token {token!r} in {text!r}")
    if value > 6:
        kw["wide"] = True  # R-ODD-026 / digest §0: a value above 6 is always wide
    if value == 0:
        kw["wide"] = True  # A-ODD-39: the SWARM X box is always wide
    return Box(**kw)


@dataclass(frozen=True, slots=True)
class Foe:
    name: str
    boxes: tuple[Box, ...]
    ability: str = ""  # SWARM, DRAIN, SIPHON, THIEF, FLAMES, FROST, SURVIVOR, ETHEREAL, SPLIT, UNDYING
    fight_dmg: int = 0  # FLAMES (R-ODD-072, proposed 1)
    fight_time: int = 0  # FROST (R-ODD-073, proposed 1)
    kind: str = "foe"


# What each foe ability does, in words a player reads (digest §3.12; FLAMES and FROST give their amount).
ABILITY_TEXT = {
    "SWARM": "Its X box is 3 for each open door, this one included.",
    "DRAIN": "Each empty star box: lose one skill.",
    "SIPHON": "Each empty star box: lose one XP card.",
    "THIEF": "Each empty star box: lose one item.",
    "FLAMES": "If you fight it, take {dmg} damage first.",
    "FROST": "If you fight it, spend {time} time first.",
    "SURVIVOR": "If an armor box stays empty, it is discarded instead of looted.",
    "ETHEREAL": "Every 1 and 3 rolled is discarded at once.",
    "SPLIT": "Every 1 rolled adds 1 damage.",
    "UNDYING": "Fight it twice before looting.",
}


def ability_text(foe: Foe) -> str:
    text = ABILITY_TEXT.get(foe.ability, "")
    return text.format(dmg=foe.fight_dmg, time=foe.fight_time)


@dataclass(frozen=True, slots=True)
class PerilOption:
    name: str
    color: str
    value: int
    upfront: int  # time spent when chosen, win or lose (R-ODD-045)
    dmg: int
    time: int

    def as_box(self) -> Box:
        return Box(self.value, self.color, wide=True, dmg=self.dmg, time=self.time)


@dataclass(frozen=True, slots=True)
class Peril:
    name: str
    options: tuple[PerilOption, PerilOption]
    kind: str = "peril"


@dataclass(frozen=True, slots=True)
class Loot:
    """A skill, spell, mastery or potion type on a card's bottom strip (§5.4)."""

    name: str
    type: str  # basic, spell, mastery, potion
    text: str  # our own player-facing wording
    cost_color: str = ""  # basic skills: colour of the dice discarded
    cost_dice: int = 0
    mana: int = 0  # spells; -1 means X (FORCE BOLT)
    cost_time: int = 0  # DODGE (A-ODD-41)
    use: str = "C"  # C combat, P peril, T end of turn


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    encounter: str  # key into ENCOUNTERS
    loot: str  # key into LOOT
    item: str  # S, A, M or H (a heart)
    xp: int
    sheet: int


@dataclass(frozen=True, slots=True)
class HeroSide:
    hero: str
    side: int  # 1 or 2 (players)
    s: int
    a: int
    m: int
    health: int
    heroic: str  # FRENZY, CAREFUL_AIM, SNEAK_ATTACK, MANA_CHARGE
    second: str
    heroic_text: str
    second_text: str


@dataclass(frozen=True, slots=True)
class Level:
    number: int
    skills: tuple[int, int]  # (1P, 2P)
    items: tuple[int, int]
    vs_perils: tuple[int, int]
    to_next: int  # XP to level up; at Level 4 the XP for one potion token (A-ODD-23)


@dataclass(frozen=True, slots=True)
class Floor:
    name: str
    text: str
    peril_box: Box
    foe_boxes: tuple[Box, ...] = ()
    effect: str = ""  # GIANT_HALL, STICKY, BRUTAL, WEAKNESS, POISON_AURA


@dataclass(frozen=True, slots=True)
class Boss:
    name: str
    health: int
    boxes: tuple[Box, ...]
    ability: str  # DRAGON, HYDRA, LICH, YETI
    text: str


@dataclass(frozen=True, slots=True)
class Dungeon:
    id: str
    name: str
    floors: tuple[Floor, Floor, Floor]
    boss: Boss


def _foe(name: str, boxes: list[str], ability: str = "", **kw: int) -> Foe:
    return Foe(name, tuple(box(b) for b in boxes), ability, **kw)


def _opt(name: str, color: str, value: int, upfront: int = 0) -> PerilOption:
    # A-ODD-55 template: 6 costs 2 time up front and d2; 8 is d2; 10 and 12 are d1 t1.
    if value <= 8:
        return PerilOption(name, color, value, upfront, 2, 0)
    return PerilOption(name, color, value, upfront, 1, 1)


# -- §5.2 foes ---------------------------------------------------------------
FOES: dict[str, Foe] = {
    f.name: f
    for f in (
        _foe("Goblin", ["X S wide d1 t1", "3 A d1", "3 S t1", "4 A d1", "5 M t1"], "SWARM"),
        _foe("Plague Rat", ["X A wide d2", "3 S t1", "3 A d1", "5 A t1", "5 M d1"], "SWARM"),
        _foe("Wraith", ["9 M wide d2", "5 M star:skill", "3 A t1", "3 S d1", "5 S d1"], "DRAIN"),
        _foe("Shadow", ["9 A wide d2", "3 M star:xp", "3 S t1", "4 A d1", "4 M t1"], "SIPHON"),
        _foe("Bandit", ["9 A wide d1 t1", "4 S star:item", "3 A d1", "4 S t1", "5 A d1"], "THIEF"),
        _foe("Ogre", ["8 M wide t2", "4 S armor d1", "10 A wide d1 t1", "5 S d1", "12 S wide d2", "6 S d1"]),
        _foe("Fire Elemental", ["3 M d1", "3 S t1", "4 A d1", "5 M t1", "6 S d1", "6 M d1"], "FLAMES", fight_dmg=1),
        _foe(
            "Ice Elemental", ["5 M armor d1", "5 S t1", "3 A d1", "5 A t1", "6 M d1", "6 S d1"], "FROST", fight_time=1
        ),
        _foe("Beetle", ["3 S armor d1", "4 S armor d1", "6 A t1", "3 A d1", "4 M t1", "4 S d1"], "SURVIVOR"),
        _foe("Phantom", ["5 M d1", "5 M t1", "4 A d1", "6 M d1", "4 S t1", "6 A d1"], "ETHEREAL"),
        _foe("Glooping Ooze", ["3 S d1", "3 A d1", "4 M t1", "4 S d1", "5 A t1", "6 M d1"], "SPLIT"),
        _foe("Skeleton", ["3 M armor d1", "3 M armor t1", "3 S d1", "3 A t1", "5 S d1", "5 S d1"], "UNDYING"),
    )
}

# -- §5.3 perils ---------------------------------------------------------------
PERILS: dict[str, Peril] = {
    p.name: p
    for p in (
        Peril("Locked Door", (_opt("PICK THE LOCK", "A", 8), _opt("BASH IT OPEN", "S", 10))),
        Peril("Cave-in", (_opt("DISMANTLE IT", "S", 6, 2), _opt("CLIMB OVER IT", "A", 10))),
        Peril("Flame Statues", (_opt("DISENCHANT", "M", 8), _opt("DODGE THEM", "A", 10))),
        Peril("Spiked Log", (_opt("CLOBBER LOGS", "S", 8), _opt("DODGE LOGS", "A", 10))),
        Peril("Force Wall", (_opt("CLIMB AROUND", "A", 10), _opt("BLAST THROUGH", "M", 12))),
        Peril("Pit of Spikes", (_opt("SIDLE EDGE", "A", 8), _opt("JUMP OVER", "S", 12))),
        Peril("Arrow Wall", (_opt("MAGIC SHIELD", "M", 6, 2), _opt("RUSH THROUGH", "S", 10))),
        Peril("Rune Puzzle", (_opt("DECIPHER IT", "M", 6, 2), _opt("DESTROY IT", "S", 10))),
        Peril("Boulder", (_opt("RUN PAST IT", "A", 10), _opt("SLOW TIME", "M", 12))),
        Peril("Bear Traps", (_opt("DISARM THEM", "A", 6, 2), _opt("RUN THROUGH", "S", 12))),
    )
}

ENCOUNTERS: dict[str, Foe | Peril] = {**FOES, **PERILS}

# -- §5.4 loot strip: skills, spells, masteries, potion types ------------------
LOOT: dict[str, Loot] = {
    lt.name: lt
    for lt in (
        Loot("FORCE BOLT", "spell", "Pay X mana (up to 6): add a Strength or Agility die set to X.", mana=-1),
        Loot("FLAMEWEAVE", "spell", "Add a Strength 4, then +1 to each of your other Strength dice.", mana=4),
        Loot("STATIC BURST", "spell", "Add an Agility 4, then +1 to one of your dice.", mana=3),
        Loot("HASTE", "spell", "Roll two Agility dice and add them.", mana=3),
        Loot("CHAOTIC AURA", "spell", "Pick a number: your dice showing it become 6s.", mana=6),
        Loot("CONSISTENCY", "basic", "Change any of your dice to 4s.", "S", 2),
        Loot("CRUSHING FIST", "basic", "Add two Strength 6s.", "S", 2),
        Loot("DODGE", "basic", "Spend 1 time: prevent 1 damage (2 in a boss fight).", cost_time=1),
        Loot("LUCKY FAMILIAR", "mastery", "Reroll one of your dice once per combat or peril.", use="CP"),
        Loot("PRECISION", "basic", "Add this die's value to another of your dice.", "A", 1),
        Loot("MANA FOUNTAIN", "mastery", "Each die you spend as mana counts 2 more."),
        Loot("DEXTERITY", "basic", "Add an Agility 6.", "A", 1),
        Loot("BACKSTAB", "basic", "Roll two Strength dice and add them.", "A", 1),
        Loot("TRUE STRIKE", "basic", "Add a 4 that counts as any colour.", "S", 1),
        Loot("CRITICAL STRIKES", "mastery", "Your 6s count as any colour.", use="CP"),
        Loot("POISON", "basic", "Prevent up to 2 damage this battle.", "A", 1),
        Loot("STEADY HANDS", "mastery", "Roll one extra die in every peril.", use="P"),
        Loot("CRUSHING BLOW", "basic", "Add a Strength 6.", "S", 1),
        Loot("CLEAVE", "basic", "Add 1 to up to four of your dice.", "S", 1),
        Loot("FLURRY", "basic", "Roll four dice, two Strength and two Agility, and add them.", "A", 2),
        Loot("ARMOR CRUSH", "basic", "Fill an empty armor box as if with a 6 of its colour.", "S", 1),
        Loot("TRIPLE STRIKE", "basic", "Add a Strength 5, Agility 5 and Magic 5; make one of them a 6.", "S", 2),
        Loot("THICK SKIN", "mastery", "When you would take 2 or more damage, take 1 less.", use="CP"),
        Loot("BRUTE FORCE", "mastery", "Your Strength 5s become 6s when rolled.", use="CP"),
        Loot("CLARITY", "potion", "One hero rerolls her 1s and 2s, then rolls one heroic die.", use="CP"),
        Loot("MANA", "potion", "One hero adds a Magic 6.", use="CP"),
        Loot("INVISIBILITY", "potion", "End of turn: open all doors; shuffle any of them into the deck.", use="T"),
        Loot("HEROISM", "potion", "Two of a hero's non-heroic dice become heroic 6s.", use="CP"),
    )
}

HEALING_TEXT = "Heal 3 damage from one hero at the start of a turn, or 2 damage at any other time."

# -- §5.5 the 44 cards ------------------------------------------------------------
_CARDS = """
odd-01 Goblin|FORCE BOLT|A|2|1
odd-02 Locked Door|FORCE BOLT|A|1|1
odd-03 Cave-in|STATIC BURST|H|1|1
odd-04 Flame Statues|FLAMEWEAVE|M|2|1
odd-05 Spiked Log|STATIC BURST|S|1|1
odd-06 Wraith|HASTE|M|3|1
odd-07 Shadow|HASTE|A|3|1
odd-08 Plague Rat|FLAMEWEAVE|H|2|1
odd-09 Ogre|CHAOTIC AURA|S|4|1
odd-10 Force Wall|MANA FOUNTAIN|M|2|2
odd-11 Fire Elemental|CRUSHING FIST|M|3|2
odd-12 Beetle|DODGE|H|3|2
odd-13 Wraith|DEXTERITY|M|3|2
odd-14 Pit of Spikes|DEXTERITY|A|2|2
odd-15 Goblin|LUCKY FAMILIAR|S|2|2
odd-16 Arrow Wall|DODGE|A|2|2
odd-17 Locked Door|PRECISION|S|1|2
odd-18 Ice Elemental|PRECISION|M|3|2
odd-19 Bandit|BACKSTAB|A|3|3
odd-20 Flame Statues|TRUE STRIKE|H|2|3
odd-21 Fire Elemental|CONSISTENCY|S|3|3
odd-22 Plague Rat|POISON|A|2|3
odd-23 Beetle|CRUSHING BLOW|S|3|3
odd-24 Phantom|CRITICAL STRIKES|M|4|3
odd-25 Rune Puzzle|STEADY HANDS|M|2|3
odd-26 Boulder|BACKSTAB|S|2|3
odd-27 Force Wall|TRUE STRIKE|H|2|3
odd-28 Cave-in|CRUSHING BLOW|S|1|4
odd-29 Glooping Ooze|ARMOR CRUSH|M|3|4
odd-30 Bandit|CLEAVE|S|3|4
odd-31 Spiked Log|ARMOR CRUSH|A|1|4
odd-32 Phantom|TRIPLE STRIKE|A|4|4
odd-33 Ogre|BRUTE FORCE|H|4|4
odd-34 Boulder|FLURRY|H|2|4
odd-35 Ice Elemental|CLEAVE|H|3|4
odd-36 Pit of Spikes|THICK SKIN|H|2|4
odd-37 Rune Puzzle|CLARITY|M|2|5
odd-38 Bear Traps|CLARITY|H|2|5
odd-39 Arrow Wall|MANA|H|2|5
odd-40 Skeleton|HEROISM|S|3|5
odd-41 Glooping Ooze|MANA|H|3|5
odd-42 Bear Traps|HEROISM|A|2|5
odd-43 Shadow|INVISIBILITY|M|3|5
odd-44 Skeleton|INVISIBILITY|A|3|5
"""


def _cards() -> dict[str, Card]:
    out = {}
    for line in _CARDS.strip().splitlines():
        cid, rest = line.split(" ", 1)
        enc, loot, item, xp, sheet = rest.split("|")
        out[cid] = Card(cid, enc, loot, item, int(xp), int(sheet))
    return out


CARDS: dict[str, Card] = _cards()
CARD_IDS: tuple[str, ...] = tuple(CARDS)

# -- §5.6 heroes ---------------------------------------------------------------
_HEROIC = {
    "FRENZY": "When you take damage, store a heroic die per point (max 2). Before a battle, roll them.",
    "CAREFUL_AIM": "Before a battle, spend 1 time for a heroic die, or 3 time for two.",
    "SNEAK_ATTACK": "Before a battle, roll a check die: 1-2 spend 1 time, 3-5 add a heroic die, 6 add two.",
    "MANA_CHARGE": "When the party explores or flees, store a heroic die (max 2). Before a battle, roll them.",
}
_SECOND = {
    "STUBBORNNESS": "Once per battle, one of your 6s counts as any colour.",
    "SECOND_WIND": "When you descend, heal 1 damage.",
    "KITING": "Once per battle, spend 1 time to prevent 1 damage.",
    "COMBINED_SHOT": "Once per battle, swap one of your dice with one of your partner's.",
    "STEALTH": "Exploring costs 2 less time (declare it before time passes).",
    "DUNGEONEERING": "Your partner may reroll 1s on peril checks.",
    "SHIELD_AURA": "Take 1 less damage from perils.",
    "POWER_TRANSFER": "Once per battle, you may pay for your partner's spell.",
}


def _hero(hero: str, side: int, s: int, a: int, m: int, health: int, heroic: str, second: str) -> HeroSide:
    return HeroSide(hero, side, s, a, m, health, heroic, second, _HEROIC[heroic], _SECOND[second])


HEROES: dict[tuple[str, int], HeroSide] = {
    (h.hero, h.side): h
    for h in (
        _hero("Warrior", 1, 4, 2, 1, 5, "FRENZY", "STUBBORNNESS"),
        _hero("Warrior", 2, 3, 1, 1, 4, "FRENZY", "SECOND_WIND"),
        _hero("Archer", 1, 2, 3, 2, 6, "CAREFUL_AIM", "KITING"),
        _hero("Archer", 2, 2, 2, 1, 4, "CAREFUL_AIM", "COMBINED_SHOT"),
        _hero("Rogue", 1, 2, 4, 1, 6, "SNEAK_ATTACK", "STEALTH"),
        _hero("Rogue", 2, 1, 3, 1, 4, "SNEAK_ATTACK", "DUNGEONEERING"),
        _hero("Mage", 1, 1, 2, 4, 5, "MANA_CHARGE", "SHIELD_AURA"),
        _hero("Mage", 2, 1, 1, 3, 4, "MANA_CHARGE", "POWER_TRANSFER"),
    )
}
HERO_NAMES = ("Warrior", "Archer", "Rogue", "Mage")
CAREFUL_AIM_COSTS = {1: 1, 2: 3}  # A-ODD-33: heroic dice -> time

# -- §5.7 level cards -----------------------------------------------------------
LEVELS: dict[int, Level] = {
    1: Level(1, (2, 1), (2, 1), (0, 0), 7),
    2: Level(2, (3, 2), (4, 2), (1, 0), 9),
    3: Level(3, (4, 3), (6, 3), (1, 1), 11),
    4: Level(4, (5, 4), (8, 4), (2, 1), 5),
}
POTION_CAP = 8  # A-ODD-17

# -- §5.8 dungeons and §5.9 bosses -------------------------------------------------
_ANY = "ANY"


def _floor(name: str, text: str, peril: str, foes: tuple[str, ...] = (), effect: str = "") -> Floor:
    return Floor(
        name, text, box(peril + " " + _ANY + " t1", "peril_gate"), tuple(box(f, "dungeon") for f in foes), effect
    )


def _boss(name: str, health: int, boxes: list[str], ability: str, text: str) -> Boss:
    return Boss(name, health, tuple(box(b, "boss") for b in boxes), ability, text)


DUNGEONS: dict[str, Dungeon] = {
    d.id: d
    for d in (
        Dungeon(
            "dragon",
            "Dragon's Cave",
            (
                _floor("GIANT ENTRANCE HALL", "Spend 6 time when entering the first floor.", "3", (), "GIANT_HALL"),
                _floor("FLAME AURA", "All foes gain a 6 box (1 damage).", "3", ("6 ANY d1",)),
                _floor("DRAGONSKIN", "All foes also gain a wide 10 box (1 damage).", "3", ("10 ANY wide d1",)),
            ),
            _boss(
                "Dragon",
                7,
                [
                    "5 S armor d1",
                    "5 A armor d1",
                    "6 M d1 h1",
                    "15 S wide d2 h2",
                    "6 A d1 h1",
                    "15 M wide d2 h2",
                    "6 S d1 h1",
                ],
                "DRAGON",
                "Heroic and off-colour dice cannot be placed on armor boxes.",
            ),
        ),
        Dungeon(
            "yeti",
            "Yeti's Cavern",
            (
                _floor("FREEZING WIND", "All foes gain two 4 boxes (1 time each).", "4", ("4 ANY t1", "4 ANY t1")),
                _floor("BITING COLD", "All foes also gain a 6 box (1 damage).", "4", ("6 ANY d1",)),
                _floor("BRUTAL STRENGTH", "All boxes gain 1 damage.", "4", (), "BRUTAL"),
            ),
            _boss(
                "Yeti",
                6,
                [
                    "22 S wide d3 h3",
                    "5 A d1 h1",
                    "6 S d1 h1",
                    "5 M d1 h1",
                    "6 A d1 h1",
                    "6 S d1 h1",
                    "5 M d1 h1",
                    "6 A d1 h1",
                ],
                "YETI",
                "All 1s rolled are discarded at once.",
            ),
        ),
        Dungeon(
            "lich",
            "Lich's Tomb",
            (
                _floor(
                    "UNDYING LEGIONS",
                    "All foes gain a 3 box and a 4 box (1 damage each).",
                    "3",
                    ("3 ANY d1", "4 ANY d1"),
                ),
                _floor("WEAKNESS CURSE", "Any 2s rolled are discarded at once.", "4", (), "WEAKNESS"),
                _floor("BLADE STORM", "All foes also gain a wide 10 box (2 damage).", "6", ("10 ANY wide d2",)),
            ),
            _boss(
                "Lich",
                6,
                [
                    "4 M lich d1 h1",
                    "4 M lich d1 h1",
                    "4 M lich d1 h1",
                    "16 S wide d2 h2",
                    "16 A wide d2 h2",
                    "16 M wide d2 h2",
                ],
                "LICH",
                "Boxes marked with a skull must be covered twice each round; the first cover is discarded.",
            ),
        ),
        Dungeon(
            "hydra",
            "Hydra's Reef",
            (
                _floor("STICKY SURROUNDINGS", "Spend 1 extra time at the start of each turn.", "3", (), "STICKY"),
                _floor("REGENERATION", "All foes gain two 5 boxes (1 damage each).", "4", ("5 ANY d1", "5 ANY d1")),
                _floor("POISON AURA", "Heroic dice lose 1 after rolling (a 1 is discarded).", "5", (), "POISON_AURA"),
            ),
            _boss(
                "Hydra",
                6,
                [
                    "12 S wide d1 h1",
                    "6 A head d1 h1",
                    "18 M wide d2 h2",
                    "6 S head d1 h1",
                    "12 A wide d1 h1",
                    "6 M head d1 h1",
                ],
                "HYDRA",
                "Before the Hydra takes damage, remove 1 of its damage for each uncovered head.",
            ),
        ),
    )
}
DUNGEON_IDS = tuple(DUNGEONS)
