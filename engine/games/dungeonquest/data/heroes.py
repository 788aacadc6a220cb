"""The six heroes (digest 5.7, A-DQ-03): attributes 4-10, sums 28-31, health 12-16.

`ability` names the one hook the rules know for it; the text is what players read.
"""

from __future__ import annotations

from typing import Any

HEROES: tuple[dict[str, Any], ...] = (
    {"id": "h_warden", "name": "Warden Iselde", "strength": 7, "agility": 7, "armor": 8, "luck": 6,
     "health": 16, "ability": "shield",
     "text": "Shield Wall: in the first round of each combat you suffer 1 wound fewer."},
    {"id": "h_scout", "name": "Tamsin Quickfoot", "strength": 5, "agility": 9, "armor": 6, "luck": 9,
     "health": 15, "ability": "slippery",
     "text": "Slippery: your escape tests get -1 to the roll."},
    {"id": "h_brawler", "name": "Borga Ironhand", "strength": 9, "agility": 7, "armor": 6, "luck": 7,
     "health": 15, "ability": "brute",
     "text": "Brute Force: portcullis and spider-web tests get -1 to the roll."},
    {"id": "h_sage", "name": "Master Oduin", "strength": 5, "agility": 7, "armor": 6, "luck": 10,
     "health": 16, "ability": "dragonlore",
     "text": "Dragonlore: a Dragon's Wrath card deals you 2 wounds fewer."},
    {"id": "h_ranger", "name": "Wren of the Fells", "strength": 7, "agility": 9, "armor": 7, "luck": 8,
     "health": 13, "ability": "pathfinder",
     "text": "Pathfinder: being stopped by the outer wall on leaving the catacombs never wounds you."},
    {"id": "h_rogue", "name": "Sly Corvin", "strength": 6, "agility": 8, "armor": 6, "luck": 9,
     "health": 14, "ability": "lucky",
     "text": "Lucky Break: once per game you may treat one failed attribute test as a success."},
)  # fmt: skip
