"""DungeonQuest content as data (digest section 5): tiles, cards, monsters, runes, heroes.

Every name and text here is our own.  Rules code never names a card; it reads
the effect steps (digest 5.3) that these tables carry.
"""
