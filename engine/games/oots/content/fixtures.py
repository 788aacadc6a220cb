"""The test fixtures of digest 7: the seed's named cards with exactly the values the scenarios need.

Why a separate content set: the scenarios (S-OOTS-xx) pin exact numbers (Headless Zombie
Defense 9, Kobold Knight Attack 6, Fireball +5, ...) that must not move when the shipped
decks are tuned, and some examples need a card defined differently from the shipped one
(the two Goblin Necromancers of A-OOTS-09, a Troll that is also an ogre per A-OOTS-10, a
Hall of Mysterious Runes with no effect).  The rows below use the data files' format and
go through the same loader, so the rules see no difference; they are never dealt in a
real game.  Values the book does not state are marked "fixture" and were chosen so the
stated results still follow.
"""

from __future__ import annotations

from typing import Any

from .loader import ContentSet, build_content, read_data


def _m(key: str, name: str, types: list[str], atk: int, dfn: int, loot: int, xp: int, **kw: Any) -> dict:
    row = {"key": key, "name": name, "types": types, "atk": atk, "def": dfn, "loot": loot, "xp": xp}
    row.update(kw)
    return row


def _b(
    owner: str, key: str, name: str, types: list[str], atk: int | None, dfn: int | None, rng: int | str, **kw: Any
) -> dict:
    row = {"key": key, "owner": owner, "name": name, "types": types, "text": name}
    row["battle"] = {"atk": atk, "def": dfn, "range": rng, "result": kw.pop("result", "wound")}
    row.update(kw)
    return row


def _n(owner: str, key: str, name: str, types: list[str], **kw: Any) -> dict:
    row = {"key": key, "owner": owner, "name": name, "types": types, "text": name}
    row.update(kw)
    return row


def _loot(key: str, name: str, drool: dict[str, int], **kw: Any) -> dict:
    row = {
        "key": key,
        "name": name,
        "drool": drool,
        "users": kw.pop("users", list(drool)),
        "mode": "equipped",
        "text": name,
    }
    row.update(kw)
    if "power" in row and row["mode"] == "equipped" and "mods" not in row:
        row["mode"] = "discard"
    return row


SHTICKS = [
    # Roy (S-OOTS-04, S-OOTS-17): Greenhilt Sword +2 Attack, Boost +2 Attack; Bag of Tricks Range 2.
    _b(
        "roy",
        "greenhilt_sword",
        "Greenhilt Sword",
        ["weapon"],
        2,
        1,
        0,
        copies=3,
        starting=1,
        boost={"atk": 2, "text": "Boost: +2 Attack"},
    ),  # fmt: skip
    _b("roy", "bag_of_tricks", "Bag of Tricks", ["skill"], 1, 1, 2, starting=1),
    _n(
        "roy",
        "master_of_battle_administration",
        "Master of Battle Administration",
        ["skill"],
        starting=1,
        mods=[{"stat": "atk", "amount": 2, "vs": ["monster", "ability:leader"]}],
    ),  # fmt: skip
    _n(
        "roy",
        "charge",
        "Charge!",
        ["skill"],
        starting=1,
        power={"kind": "become_attacker", "flip": True, "vs": ["monster", "defending"]},
    ),
    _n(
        "roy",
        "logic",
        "Logic",
        ["verbal"],
        power={"kind": "refuse_battle", "flip": True, "vs": ["player", "defending"]},
    ),
    _n(
        "roy",
        "blood_oath_of_vengeance",
        "Blood Oath of Vengeance",
        ["skill"],
        mods=[{"stat": "atk", "amount": 4, "vs": ["xykon"]}],
    ),
    # Haley: Longbow Range 4.
    _b("haley", "longbow", "Longbow", ["weapon"], 3, 0, 4, starting=1),
    _b("haley", "tumbling_escape", "Tumbling Escape", ["skill"], None, 3, "inf", result="draw"),
    # Elan (S-OOTS-05, -06, -24): Hide Defense +4; X-Treme Diplomacy Defense +1, Boost +2 Defense, 2 copies.
    _b(
        "elan",
        "hide",
        "Hide",
        ["skill"],
        None,
        4,
        0,
        result="draw",
        starting=1,
        boost={"def": 1, "text": "Boost: +1 Defense"},
    ),
    _b(
        "elan",
        "x_treme_diplomacy",
        "X-Treme Diplomacy",
        ["verbal"],
        None,
        1,
        0,
        copies=2,
        starting=1,
        boost={"def": 2, "text": "Boost: +2 Defense"},
    ),  # fmt: skip
    _n(
        "elan",
        "bard_song",
        "Bard Song",
        ["music"],
        starting=1,
        mods=[{"stat": "assist", "amount": 4, "vs": ["assisting"]}],
    ),
    _n(
        "elan",
        "banjo_the_clown",
        "Banjo the Clown",
        ["music"],
        starting=1,
        mods=[{"stat": "roll", "amount": 2, "vs": ["assisted"]}],
    ),
    _n(
        "elan", "fools_luck", "Fool's Luck", ["skill"], power={"kind": "reroll", "flip": True}
    ),  # fixture: not a Battle Shtick
    _n(
        "elan", "dumb_as_mud", "Dumb as Mud", ["skill"], power={"kind": "ignore_ability", "ability": "spellcaster"}
    ),  # fixture
    # Belkar (S-OOTS-06): Twin Daggers of Doom Weapon +3, its boost adds no Attack; Deep-Seated +2 vs players.
    _b(
        "belkar",
        "twin_daggers_of_doom",
        "Twin Daggers of Doom",
        ["weapon"],
        3,
        None,
        0,
        copies=2,
        starting=1,
        boost={"def": 1, "text": "Boost: +1 Defense"},
    ),  # fmt: skip
    _n(
        "belkar",
        "deep_seated_emotional_problems",
        "Deep-Seated Emotional Problems",
        ["skill"],
        starting=1,
        mods=[{"stat": "atk", "amount": 2, "vs": ["player", "attacking"]}],
    ),  # fmt: skip
    # Vaarsuvius (S-OOTS-07, A-OOTS-08): Fireball +5, Area Effect 2 targets, Magic, flips; Range >= 1.
    _b(
        "vaarsuvius",
        "fireball",
        "Fireball",
        ["magic"],
        5,
        None,
        1,
        flip=True,
        starting=1,
        area={"targets": 2, "result": "wound"},
    ),
    _b("vaarsuvius", "lightning_bolt", "Lightning Bolt", ["magic"], 4, 2, 3, flip=True),  # fixture values
    # Durkon (S-OOTS-11): Thor's Lightning Attack +4 / Defense +2, Boost +1/+1, 3 copies, flips;
    # Cure Assorted Wounds flip heal 1, Boost +1, 2 copies; Thor's Hammer 2 copies; Thor Incarnate 1 = 13.
    _b(
        "durkon",
        "thors_lightning",
        "Thor's Lightning",
        ["divine"],
        4,
        2,
        0,
        copies=3,
        flip=True,
        boost={"atk": 1, "def": 1, "text": "Boost: +1 Defense and +1 Attack"},
    ),  # fmt: skip
    _n(
        "durkon",
        "cure_assorted_wounds",
        "Cure Assorted Wounds",
        ["divine"],
        copies=2,
        starting=1,
        power={"kind": "heal", "amount": 1, "flip": True, "target": "self_or_other"},
        boost={"amount": 1, "text": "Boost: +1 Wound healed"},
    ),  # fmt: skip
    _b("durkon", "thors_hammer", "Thor's Hammer", ["weapon", "divine"], 3, 2, 1, copies=2, starting=1),
    _n("durkon", "thor_incarnate", "Thor Incarnate", ["divine"], power={"kind": "low_roll_is_13", "amount": 1}),
]

MONSTERS = [
    _m(
        "headless_zombie", "Headless Zombie", ["undead"], 6, 9, 1, 1
    ),  # S-04: Def 9, 1 Loot, 1 XP, no Leader; Attack fixture
    _m("skelemen", "Skelemen", ["undead"], 6, 7, 0, 1, abilities=["mindless"]),  # S-02
    # A-OOTS-09: the two Necromancers of the book, named separately.
    _m(
        "goblin_necromancer",
        "Goblin Necromancer",
        ["goblin"],
        6,
        6,
        1,
        1,
        abilities=["leader"],
        support={"types": ["undead"], "ability": "horde"},
    ),  # fmt: skip
    _m(
        "goblin_necromancer_field_guide",
        "Goblin Necromancer",
        ["goblin"],
        6,
        6,
        1,
        1,
        support={"types": ["goblin"], "ability": "horde"},
    ),  # fmt: skip
    _m("cowardly_kobold", "Cowardly Kobold", ["kobold"], 3, 4, 0, 0, copies=2),
    _m("xykons_zombies", "Xykon's Zombies", ["undead"], 7, 8, 1, 1),
    _m("fido_rover", "Fido/Rover", ["beast"], 6, 6, 0, 1),
    _m("hobgoblin_soldier", "Hobgoblin Soldier", ["hobgoblin"], 7, 8, 1, 1),
    _m(
        "kobold_knight", "Kobold Knight", ["kobold"], 6, 6, 1, 1, support={"types": ["kobold"], "ability": "assist"}
    ),  # S-05
    _m("kobold_ranger", "Kobold Ranger", ["kobold"], 5, 5, 0, 1, range=2),
    _m("troll", "Troll", ["troll", "ogre"], 9, 8, 1, 1),  # A-OOTS-10a
    # S-07 (Area Effect): That Thing Def < 11, Range >= 1; Dragon Snakes Def 11, Range 0, Bloodlust.
    _m(
        "that_thing_with_the_eyes",
        "That Thing with the Eyes",
        ["beast"],
        8,
        10,
        1,
        2,
        range=1,
        abilities=["enchanted", "spellcaster"],
    ),
    _m("dragon_snakes", "Dragon Snakes", ["dragon", "beast"], 8, 11, 1, 1, abilities=["bloodlust"]),
    _m("goblin_cleric", "Goblin Cleric", ["goblin"], 5, 6, 1, 1),
    _m("kinda_wimpy_goblin", "Kinda Wimpy Goblin", ["goblin"], 4, 5, 0, 1),  # S-10: 1 XP
    _m("black_dragon", "Black Dragon", ["dragon"], 11, 10, 2, 2),  # S-10: 2 XP
    _m("half_orc_adventurer", "Half-Orc Adventurer", ["orc", "human"], 7, 7, 1, 1),  # S-10: 1 XP
    _m("troglodytes", "Troglodytes", ["beast"], 6, 7, 1, 1),
    _m("teeny_tiny_dragon", "Teeny Tiny Dragon", ["dragon"], 5, 6, 1, 1, abilities=["flying"]),  # S-17
    _m(
        "ogre_chieftain", "Ogre Chieftain", ["ogre"], 10, 9, 2, 2, support={"types": ["ogre"], "ability": "deadly"}
    ),  # S-18, S-21
    _m("demon_roaches", "Demon Roaches", ["vermin"], 3, 3, 0, 0, abilities=["henchman"]),  # S-18: exactly one copy
    _m("kobold_king", "Kobold King", ["kobold"], 7, 7, 2, 2, unique=True, abilities=["leader"]),
    _m("stupid_ogre", "Stupid Ogre", ["ogre"], 8, 7, 1, 1),
    _m("ugly_ogre", "Ugly Ogre", ["ogre"], 9, 7, 1, 1),
    _m("warg", "Warg", ["beast"], 7, 6, 0, 1, support={"types": ["orc"], "ability": "ambush"}),  # S-20
    _m("thog", "Thog", ["linear_guild", "orc"], 10, 8, 1, 2, unique=True),  # S-20, S-22
    _m("orc_barbarian", "Orc Barbarian", ["orc"], 8, 6, 1, 1),
    _m(
        "hilgya_firehelm",
        "Hilgya Firehelm",
        ["linear_guild"],
        8,
        9,
        1,
        1,
        unique=True,
        support={"types": ["linear_guild"], "ability": "greed"},
    ),  # fmt: skip
    _m(
        "hilgya_firehelm_thief",
        "Hilgya Firehelm",
        ["linear_guild"],
        8,
        9,
        1,
        1,
        unique=True,
        abilities=["thief"],
        support={"types": ["linear_guild"], "ability": "greed"},
    ),  # fmt: skip  (S-22's "with Thief also" variant)
    _m(
        "nale",
        "Nale",
        ["linear_guild"],
        9,
        9,
        2,
        2,
        unique=True,
        support={"types": ["linear_guild"], "ability": "outsmart"},
    ),
    _m("sabine", "Sabine", ["linear_guild"], 8, 8, 1, 1, unique=True),
    _m("goblin_with_a_shield", "Goblin With a Shield", ["goblin"], 4, 7, 1, 1),
    _m("fixture_brute", "Fixture Brute", ["human"], 8, 12, 1, 1),  # S-26: a plain Monster of Defense 12
]

SCREW_THIS = [
    {
        "key": "double_cross",
        "name": "Double Cross",
        "when": "W5",
        "who": "helper",
        "kind": "double_cross",
        "text": "Double Cross",
    },
    {
        "key": "get_angry",
        "name": "Get Angry",
        "when": "W4",
        "who": "active",
        "kind": "boost",
        "duration": "turn",
        "text": "Get Angry",
    },
    {
        "key": "the_kobold_and_the_brave",
        "name": "The Kobold and the Brave",
        "when": "W4",
        "who": "other",
        "kind": "type_mod",
        "stat": "atk",
        "amount": 3,
        "monster_type": "kobold",
        "duration": "turn",
        "text": "The Kobold and the Brave",
    },  # fmt: skip
]

LOOT = [
    _loot("word_of_thor", "Word of Thor", {"durkon": 1}),
    _loot("oooooo_sparklies", "Oooooo! Sparklies!", {"haley": 2}),
    _loot(
        "chain_shirt",
        "Chain Shirt",
        {"elan": 1},
        mods=[{"stat": "def", "amount": 1, "vs": ["monster"]}, {"stat": "def", "amount": 1, "vs": ["weapon_shtick"]}],
    ),  # fmt: skip
    _loot("cloak_of_cloaking", "Cloak of Cloaking", {"haley": 2}),
    _loot("simple_thank_you", 'A Simple "Thank You"', {"roy": 1}),
    _loot("stepladder", "Stepladder", {"belkar": 1, "durkon": 1}),
    _loot("magic_8_ball", "Magic 8-Ball", {"elan": 1}, power={"kind": "draw_shtick"}, users=["elan"]),
    _loot("eternal_vigilence", "Eternal Vigilence", {"haley": 1, "roy": 2}),
    _loot("starmetal_chunk", "Starmetal Chunk", {"roy": 2}),
    {
        "key": "talisman_of_dorukan",
        "name": "Talisman of Dorukan",
        "crest": 1,
        "users": [],
        "mode": "equipped",
        "text": "Talisman of Dorukan",
    },
    _loot("inappropriate_violence", "Inappropriate Violence", {"belkar": 3}),
]

TRAPS = [
    {
        "key": "shuriken_trap",
        "name": "Shuriken Trap",
        "evade": 8,
        "range": 2,
        "multi": True,
        "text": "Lose 1 Wound.",
    },  # S-13
    {
        "key": "classic_anvil",
        "name": "Classic Anvil",
        "evade": 9,
        "range": 0,
        "multi": False,
        "miss_turn": True,
        "uncertain": True,
        "text": "Lose 1 Wound and lose a turn.",
    },  # fmt: skip  (A-OOTS-18)
    {
        "key": "poison_dart_frog_trap",
        "name": "Poison Dart Frog Trap",
        "evade": 8,
        "range": 0,
        "multi": False,
        "uncertain": True,
        "text": "Lose 1 Wound.",
    },  # fmt: skip
]


def _room(rid: str, name: str, deck: str = "dungeon", hooks: list | None = None) -> dict:
    return {"id": rid, "name": name, "deck": deck, "hooks": hooks or [], "text": ""}


ROOMS = [
    _room(
        "dungeon_entrance",
        "Dungeon Entrance",
        "entrance",
        [{"hook": "end_move"}, {"hook": "no_battles"}, {"hook": "heal_all"}],
    ),
    _room(
        "spoooooky_crypt",
        "Spoooooky Crypt",
        hooks=[{"hook": "monster_mod", "stat": "def", "amount": 2, "monster_type": "undead"}],
    ),
    _room("hall_of_mysterious_runes", "Hall of Mysterious Runes"),  # S-12: the book gives it no effect
    *(_room(f"plain_room_{i}", f"Plain Room {i}") for i in range(1, 23)),  # S-01, S-09, S-16 layouts (3 floors x 8)
]

LAIR = [
    _room("safe_haven", "Safe Haven", "lair", [{"hook": "no_monster_battles"}]),
    _room("xykons_secret_lair", "Xykon's Secret Lair", "lair", [{"hook": "end_move"}, {"hook": "no_rest"}]),
    _room("dorukans_gate", "Dorukan's Gate", "lair", [{"hook": "end_move"}, {"hook": "first_entry_shtick"}]),
    _room("plain_lair_room", "Plain Lair Room", "lair"),
]

XYKON = {
    "monsters": [
        # A-OOTS-17: Attack 12 + level; +2/+2 per supporting goblin or Undead; Defense 12 + level (designed).
        _m(
            "xykon_the_lich",
            "Xykon the Lich",
            ["undead"],
            12,
            12,
            0,
            0,
            unique=True,
            abilities=["xykon_special"],
            support={"types": ["goblin", "undead"], "ability": "assist"},
        ),  # fmt: skip
        _m("zombie_horde", "Zombie Horde", ["undead"], 6, 6, 1, 0),  # S-14: +4/+4 on a 4th-floor Lair (fixture base)
    ],
    "events": [
        {
            "id": "villainous_gloating",
            "name": "Villainous Gloating",
            "text": "Villainous Gloating",
            "powers": [{"kind": "monster_mod", "atk": 2, "def": 2, "target": "room"}],
        },  # fmt: skip
    ],
}


def build_fixtures() -> ContentSet:
    """The scenario content set (shipped characters and Field Guide, fixture cards)."""
    return build_content(
        {
            "characters": read_data("characters.json")["characters"],
            "shticks": SHTICKS,
            "monsters": MONSTERS,
            "screw_this": SCREW_THIS,
            "loot": LOOT,
            "traps": TRAPS,
            "rooms": ROOMS,
            "lair": LAIR,
            "xykon": XYKON,
            "field_guide": read_data("field_guide.json")["field_guide"],
        }
    )
