"""The 113 chamber tiles (digest 5.2), in tile-local orientation (entry arrow on S).

Each row: kind, halls (letters), barriers {edge: kind}, flags, sides, darkness
numbers.  Names are composed from our own word lists so each tile reads
differently; `content.load_tiles` turns the rows into tile dicts and checks
the content rules (entry edge open, sides cover halls, numbers 1-6 once).
"""

from __future__ import annotations

# (halls, barriers, catacomb stairs) for the 52 dungeon rooms: 6 one-hall,
# 8 straight, 8 corner, 18 three-hall, 12 four-hall; 10 stairs; 14 doors, 8 portcullises.
ROOMS: tuple[tuple[str, dict[str, str], bool], ...] = (
    ("S", {}, True),
    ("S", {}, False),
    ("S", {}, False),
    ("S", {}, True),
    ("S", {}, False),
    ("S", {}, False),
    ("NS", {"N": "door"}, False),
    ("NS", {}, True),
    ("NS", {"N": "portcullis"}, False),
    ("NS", {}, False),
    ("NS", {}, False),
    ("NS", {"N": "door"}, False),
    ("NS", {}, False),
    ("NS", {}, True),
    ("ES", {"E": "door"}, False),
    ("ES", {}, False),
    ("ES", {}, True),
    ("ES", {"E": "portcullis"}, False),
    ("SW", {}, False),
    ("SW", {"W": "door"}, False),
    ("SW", {}, False),
    ("SW", {}, False),
    ("NES", {"N": "door"}, False),
    ("NES", {}, False),
    ("NES", {"E": "portcullis"}, False),
    ("NES", {}, True),
    ("NES", {"E": "door"}, False),
    ("NES", {}, False),
    ("NSW", {"W": "door"}, False),
    ("NSW", {}, False),
    ("NSW", {"N": "portcullis"}, False),
    ("NSW", {}, False),
    ("NSW", {}, True),
    ("NSW", {"W": "door"}, False),
    ("ESW", {}, False),
    ("ESW", {"E": "door"}, False),
    ("ESW", {}, False),
    ("ESW", {"W": "portcullis"}, False),
    ("ESW", {}, False),
    ("ESW", {"E": "door"}, True),
    ("NESW", {}, False),
    ("NESW", {"N": "door"}, False),
    ("NESW", {}, False),
    ("NESW", {"E": "portcullis"}, False),
    ("NESW", {}, True),
    ("NESW", {"W": "door"}, False),
    ("NESW", {}, False),
    ("NESW", {"N": "portcullis", "E": "door"}, False),
    ("NESW", {}, False),
    ("NESW", {"W": "portcullis"}, False),
    ("NESW", {"N": "door"}, False),
    ("NESW", {}, False),
)

CORRIDORS: tuple[tuple[str, dict[str, str]], ...] = (
    ("NS", {}),
    ("NS", {"N": "door"}),
    ("NS", {}),
    ("NS", {}),
    ("NS", {"N": "portcullis"}),
    ("NS", {}),
    ("ES", {}),
    ("ES", {}),
    ("ES", {"E": "door"}),
    ("SW", {}),
    ("SW", {}),
    ("SW", {}),
    ("NES", {}),
    ("NES", {}),
    ("ESW", {"W": "portcullis"}),
    ("ESW", {}),
    ("NSW", {}),
    ("NESW", {}),
    ("NESW", {"N": "door"}),
    ("NESW", {}),
    ("NS", {}),  # the 21st corridor replaces the third bottomless pit (balance tuning)
)

TRAPS: tuple[str, ...] = ("NS", "NS", "NS", "ES", "SW", "NES", "NES", "ESW", "ESW", "NSW")

# (halls, side A, side B) -- side A holds the entry edge S (A-DQ-32).
CAVE_INS: tuple[tuple[str, str, str], ...] = (
    ("NES", "S", "NE"),
    ("ESW", "SW", "E"),
    ("NSW", "S", "NW"),
    ("NESW", "SW", "NE"),
    ("NESW", "SE", "NW"),
)
CHASMS: tuple[tuple[str, str, str], ...] = (
    ("NES", "SE", "N"),
    ("ESW", "S", "EW"),
    ("NSW", "SW", "N"),
    ("NESW", "S", "NEW"),
    ("NESW", "SW", "NE"),
)
BRIDGES = 5
WEBS: tuple[str, ...] = ("NS", "ES", "NES", "NSW", "NESW")
# chamber of darkness: halls and the die numbers on each (1-6 once each, A-DQ-30)
DARKNESS: tuple[dict[str, tuple[int, ...]], ...] = (
    {"N": (1, 2), "E": (3, 4), "S": (5, 6)},
    {"W": (1, 2), "N": (3, 4), "S": (5, 6)},
    {"N": (1, 2), "E": (3, 4), "S": (5,), "W": (6,)},
    {"N": (1,), "E": (2, 3), "S": (4,), "W": (5, 6)},
)
ROTATING: tuple[str, ...] = ("S", "S", "ES", "SW")
PITS: tuple[str, ...] = ("NS", "NES")  # tuned from 3 to 2 (balance.py: pits killed ~9% of solo games)

# Word lists for original tile names (adjective + noun), one list per kind.
ADJECTIVES: tuple[str, ...] = (
    "Mossy", "Dripping", "Silent", "Cracked", "Sooty", "Gilded", "Hollow", "Crooked", "Frozen", "Ashen",
    "Rusted", "Forgotten", "Sunken", "Echoing", "Bleak", "Vaulted", "Musty", "Shattered", "Weeping", "Amber",
    "Bone-strewn", "Candlelit", "Dusty", "Gloomy", "Lopsided", "Narrow", "Painted", "Rotten", "Slanted", "Whispering",
)  # fmt: skip
NOUNS: dict[str, tuple[str, ...]] = {
    "dungeon_room": ("Vault", "Hall", "Crypt", "Cellar", "Shrine", "Larder", "Armoury", "Chapel", "Study", "Den"),
    "corridor": ("Passage", "Gallery", "Walk", "Run"),
    "trap_chamber": ("Snare", "Killing Floor", "Gauntlet"),
    "cave_in": ("Rubble", "Rockfall"),
    "chasm": ("Rift", "Chasm"),
    "bridge": ("Span", "Footbridge"),
    "spider_web": ("Nest", "Webs"),
    "chamber_of_darkness": ("Murk", "Blackness"),
    "rotating_chamber": ("Turnstile", "Wheel Room"),
    "bottomless_pit": ("Abyss", "Pit"),
}
