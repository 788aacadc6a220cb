"""Card decks (digest 5.4-5.6): dungeon, search, door, trap, catacomb, dragon, loot, treasure,
monster, rune.  All names and texts are ours.

A card row is a dict; `effect` is a tuple of steps from the closed vocabulary
the rules interpret (digest 5.3):
  ("wounds", n | "1d6" | "2d6"), ("heal", n), ("die",), ("draw", deck), ("monster",),
  ("catacombs",), ("entrance",), ("end",), ("pass",), ("block",), ("det", n),
  ("lose_loot", "random" | "highest"), ("test", attr, mod, success_steps, failure_steps),
  ("offer_exit",), ("passage",), ("reshuffle", deck)
Loot rows carry `gold`; `use` = ("heal", n) for items spent from the play area;
`passive` = (attribute, delta) while held; `set` names a collection for the
end-of-game bonus (`set_bonus` gold if another card of that set is held).
"""

from __future__ import annotations

from typing import Any

T = "test"

DUNGEON: tuple[dict[str, Any], ...] = (
    {"name": "Still Air", "text": "Nothing stirs. Your turn ends.", "copies": 10, "effect": ()},
    {"name": "Something Wakes", "text": "A monster lunges from the dark: encounter a monster.", "copies": 10,
     "effect": (("monster",),)},
    {"name": "Forgotten Cache", "text": "Draw a loot card.", "copies": 7, "effect": (("draw", "loot"),)},
    {"name": "Lost Coin Purse", "text": "Loot. A purse a careless delver dropped.", "copies": 3, "loot": True,
     "gold": 8},
    {"name": "Loose Flagstone", "text": "Test agility; on a failure suffer 2 wounds.", "copies": 2,
     "effect": ((T, "agility", 0, (), (("wounds", 2),)),)},
    {"name": "Swinging Log", "text": "Test armor; on a failure suffer 1d6 wounds.", "copies": 2,
     "effect": ((T, "armor", 0, (), (("wounds", "1d6"),)),)},
    {"name": "Cursed Idol", "text": "Test luck; on a failure suffer 3 wounds.", "copies": 2,
     "effect": ((T, "luck", 0, (), (("wounds", 3),)),)},
    {"name": "Hidden Steps", "text": "Place a catacomb entrance marker here.", "copies": 2,
     "effect": (("entrance",),)},
    {"name": "Rotten Floor", "text": "Test agility; on a failure suffer 1 wound and fall into the catacombs.",
     "copies": 2, "effect": ((T, "agility", 0, (), (("wounds", 1), ("catacombs",))),)},
    {"name": "Tripwire", "text": "Draw a trap card.", "copies": 2, "effect": (("draw", "trap"),)},
    {"name": "Clear Spring", "text": "Heal 3 wounds.", "copies": 6, "effect": (("heal", 3),)},
    {"name": "Rune Niche", "text": "Draw a rune card.", "copies": 2, "effect": (("draw", "rune"),)},
)  # fmt: skip

SEARCH: tuple[dict[str, Any], ...] = (
    {"name": "Cobwebs and Dust", "text": "You find nothing.", "copies": 10, "effect": ()},
    {"name": "Behind a Loose Brick", "text": "Draw a loot card.", "copies": 7, "effect": (("draw", "loot"),)},
    {"name": "Tucked-away Pouch", "text": "Loot. Coins sewn into an old cloak.", "copies": 3, "loot": True,
     "gold": 12},
    {"name": "Draughty Wall", "text": "For your next move one wall of this chamber counts as a hall.",
     "copies": 3, "effect": (("passage",),)},
    {"name": "Rude Awakening", "text": "You disturb a sleeper: encounter a monster.", "copies": 4,
     "effect": (("monster",),)},
    {"name": "Trapped Strongbox", "text": "Draw a trap card.", "copies": 2, "effect": (("draw", "trap"),)},
    {"name": "Carved Sigil", "text": "Draw a rune card.", "copies": 1, "effect": (("draw", "rune"),)},
)  # fmt: skip

DOOR: tuple[dict[str, Any], ...] = (
    {"name": "Creaking Hinges", "text": "The door swings open: go through.", "copies": 11, "effect": (("pass",),)},
    {"name": "Swollen Timber", "text": "The door is stuck. Your turn ends.", "copies": 6,
     "effect": (("block",),)},
    {"name": "Needle Lock", "text": "Suffer 1 wound. The door stays shut; your turn ends.", "copies": 2,
     "effect": (("wounds", 1), ("block",))},
    {"name": "Waiting Behind", "text": "The door stays shut and something comes for you: encounter a monster.",
     "copies": 1, "effect": (("monster",), ("block",))},
)  # fmt: skip

TRAP: tuple[dict[str, Any], ...] = (
    {"name": "Dart Volley", "text": "Test agility; on a failure suffer 2 wounds.", "copies": 5,
     "effect": ((T, "agility", 0, (), (("wounds", 2),)),)},
    {"name": "Dropping Stone", "text": "Test armor; on a failure suffer 1d6 wounds.", "copies": 4,
     "effect": ((T, "armor", 0, (), (("wounds", "1d6"),)),)},
    {"name": "Venom Pin", "text": "Test luck; on a failure suffer 2 wounds.", "copies": 3,
     "effect": ((T, "luck", 0, (), (("wounds", 2),)),)},
    {"name": "Scything Blades", "text": "Test armor; on a failure you die.", "copies": 1,
     "effect": ((T, "armor", 0, (), (("die",),)),)},
    {"name": "Hinged Floor", "text": "Test agility; on a failure suffer 1 wound and drop into the catacombs.",
     "copies": 3, "effect": ((T, "agility", 0, (), (("wounds", 1), ("catacombs",))),)},
    {"name": "Sleeping Mist", "text": "You doze off. Your turn ends.", "copies": 2, "effect": (("end",),)},
    {"name": "Clanging Bell", "text": "The noise draws a monster: encounter a monster.", "copies": 3,
     "effect": (("monster",),)},
    {"name": "Slippery Ledge", "text": "Test luck; on a failure lose one random loot card.", "copies": 3,
     "effect": ((T, "luck", 0, (), (("lose_loot", "random"),)),)},
)  # fmt: skip

CATACOMB: tuple[dict[str, Any], ...] = (
    {"name": "Stairway Up", "text": "You may leave the catacombs now.", "copies": 8, "effect": (("offer_exit",),),
     "exit": True},
    {"name": "Winding Stair", "text": "You may leave now, or on any later turn instead of drawing.",
     "copies": 2, "effect": (("offer_exit",),), "exit": True, "persists": True},
    {"name": "Tarnished Locket", "text": "Loot (kept when you leave the catacombs).", "copies": 3, "loot": True,
     "gold": 5},
    {"name": "Silver Chalice", "text": "Loot (kept when you leave the catacombs).", "copies": 3, "loot": True,
     "gold": 10},
    {"name": "Bone Crown", "text": "Loot (kept when you leave the catacombs).", "copies": 2, "loot": True,
     "gold": 15},
    {"name": "Ossuary Gem", "text": "Loot (kept when you leave the catacombs).", "copies": 2, "loot": True,
     "gold": 25},
    {"name": "Empty Passage", "text": "Nothing but bones.", "copies": 8, "effect": ()},
    {"name": "Lurker in the Dark", "text": "Encounter a monster (no escape down here).", "copies": 7,
     "effect": (("monster",),)},
    {"name": "Low Ceiling", "text": "Test agility; on a failure suffer 1 wound.", "copies": 3,
     "effect": ((T, "agility", 0, (), (("wounds", 1),)),)},
    {"name": "Foul Water", "text": "Test luck; on a failure suffer 2 wounds.", "copies": 2,
     "effect": ((T, "luck", 0, (), (("wounds", 2),)),)},
)  # fmt: skip

DRAGON: tuple[dict[str, Any], ...] = (
    {"name": "Deep Slumber", "text": "The dragon snores on. Draw a treasure card.", "copies": 9,
     "effect": (("draw", "treasure"),)},
    {"name": "Dragon's Wrath", "text": "Test armor: success 1d6 wounds, failure 2d6. Then shuffle the dragon "
     "discard pile, this card included, back into the deck.", "copies": 3,
     "effect": ((T, "armor", 0, (("wounds", "1d6", "dragon"),), (("wounds", "2d6", "dragon"),)),
                ("reshuffle", "dragon"))},
)  # fmt: skip

LOOT: tuple[dict[str, Any], ...] = (
    {"name": "Herbal Salve", "text": "Loot. Use on your turn: heal 2 wounds, then discard.", "copies": 4,
     "gold": 0, "use": ("heal", 2)},
    {"name": "Rabbit-foot Charm", "text": "Loot. While you hold it, your luck is 1 higher.", "copies": 2,
     "gold": 0, "passive": ("luck", 1)},
    {"name": "Padded Jerkin", "text": "Loot. While you hold it, your armor is 1 higher.", "copies": 2,
     "gold": 0, "passive": ("armor", 1)},
    {"name": "Copper Bangle", "text": "Loot.", "copies": 8, "gold": 5},
    {"name": "Pewter Goblet", "text": "Loot. +10 gold at the end if you also hold a Pewter Plate.", "copies": 2,
     "gold": 10, "set": "pewter", "set_bonus": 10},
    {"name": "Pewter Plate", "text": "Loot. +10 gold at the end if you also hold a Pewter Goblet.", "copies": 2,
     "gold": 10, "set": "pewter", "set_bonus": 10},
    {"name": "Silver Ring", "text": "Loot.", "copies": 6, "gold": 10},
    {"name": "Jade Figurine", "text": "Loot.", "copies": 6, "gold": 15},
    {"name": "Gold Torc", "text": "Loot.", "copies": 5, "gold": 20},
    {"name": "Star Sapphire", "text": "Loot.", "copies": 2, "gold": 25},
    {"name": "Jewelled Dagger", "text": "Loot.", "copies": 1, "gold": 30},
)  # fmt: skip

TREASURE: tuple[dict[str, Any], ...] = (
    {"name": "Heap of Dragon Coins", "text": "Treasure.", "copies": 6, "gold": 20},
    {"name": "Emerald Chalice", "text": "Treasure.", "copies": 6, "gold": 30},
    {"name": "Crown of the Old Kings", "text": "Treasure.", "copies": 5, "gold": 40},
    {"name": "Ruby the Size of a Fist", "text": "Treasure.", "copies": 4, "gold": 50},
    {"name": "Dragonscale Mantle", "text": "Treasure.", "copies": 2, "gold": 75},
    {"name": "Heart of the Mountain", "text": "Treasure.", "copies": 1, "gold": 100},
)  # fmt: skip

# Monsters (digest 5.5): name, life, escape penalty, copies.
MONSTERS: tuple[tuple[str, int, int, int], ...] = (
    ("Cave Rat Swarm", 2, 1, 3),
    ("Gnawing Ghoul", 3, 1, 3),
    ("Skulking Goblin", 3, 1, 2),
    ("Rust-eaten Sentry", 4, 2, 3),
    ("Pale Lurcher", 4, 2, 3),
    ("Bog Troll", 5, 2, 2),
    ("Hooded Cultist", 5, 2, 2),
    ("Stone-hide Ogre", 6, 3, 2),
    ("Wailing Wraith", 6, 3, 2),
    ("Twin-headed Hound", 7, 3, 1),
    ("The Deep Warden", 8, 4, 1),
)

# Each monster's family: what its card's art shows (the table's emblem for that family).  Content, not rules:
# a family never changes how a fight goes.
MONSTER_FAMILIES: dict[str, str] = {
    "Cave Rat Swarm": "vermin",
    "Gnawing Ghoul": "undead",
    "Skulking Goblin": "humanoid",
    "Rust-eaten Sentry": "construct",
    "Pale Lurcher": "beast",
    "Bog Troll": "giant",
    "Hooded Cultist": "humanoid",
    "Stone-hide Ogre": "giant",
    "Wailing Wraith": "spirit",
    "Twin-headed Hound": "beast",
    "The Deep Warden": "demon",
}

# Runes (digest 5.5): window and effect.  Each leaves the game after use (R-DQ-071).
RUNES: tuple[dict[str, Any], ...] = (
    {"name": "Rune of Steady Hands", "text": "After an attribute test roll: lower the total by 3.",
     "window": "after_roll", "effect": ("lower", 3)},
    {"name": "Rune of Second Chances", "text": "After an attribute test roll: lower the total by 2.",
     "window": "after_roll", "effect": ("lower", 2)},
    {"name": "Rune of Grit", "text": "After an attribute test roll: lower the total by 4.",
     "window": "after_roll", "effect": ("lower", 4)},
    {"name": "Rune of Mending", "text": "On your turn, before acting: heal 4 wounds.", "window": "own_turn",
     "effect": ("heal", 4)},
    {"name": "Rune of Renewal", "text": "On your turn, before acting: heal 3 wounds.", "window": "own_turn",
     "effect": ("heal", 3)},
    {"name": "Rune of Resolve", "text": "On your turn, before acting: gain 3 determination.",
     "window": "own_turn", "effect": ("det", 3)},
    {"name": "Rune of the Open Way", "text": "On your turn, before acting: your next move ignores doors and "
     "portcullises.", "window": "own_turn", "effect": ("unbar",)},
    {"name": "Rune of Rising", "text": "In the catacombs, instead of drawing: leave now as if a stairway card "
     "had been drawn.", "window": "catacombs", "effect": ("exit",)},
    {"name": "Rune of Warding", "text": "On your turn, before acting: the next monster you fight starts with "
     "2 wounds.", "window": "own_turn",
     "effect": ("ward",)},
    {"name": "Rune of Light Feet", "text": "On your turn, before acting: heal 2 wounds and gain 1 "
     "determination.", "window": "own_turn", "effect": ("heal_det",)},
)  # fmt: skip
