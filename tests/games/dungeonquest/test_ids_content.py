"""Shipped content against the component rules (digest 3.3, 3.10, 3.19-3.30 and the content rules of 5.2/5.5/5.7).

The tile mix itself is a PROPOSAL in the digest; these tests pin only what the rules
need from the data (which kinds are searchable, sides, darkness numbers, monster tiers).
"""

from __future__ import annotations

from collections import Counter

from engine.games.dungeonquest import content
from engine.games.dungeonquest.content import EDGES

TILES = content.load_tiles()


def _halls(t) -> int:
    return sum(h is not None for h in t.halls)


def test_R_DQ_032_146_only_dungeon_rooms_carry_the_torch():
    """R-DQ-032 / A-DQ-14: every dungeon room is searchable, no other tile is."""
    rooms = [t for t in TILES if t.kind == "dungeon_room"]
    assert rooms and all(t.torch for t in rooms)
    assert not any(t.torch for t in TILES if t.kind != "dungeon_room")


def test_R_DQ_031_144_157_167_dungeon_icon_on_rooms_cave_ins_and_chasms_only():
    """R-DQ-031: the icon marks exactly the kinds whose entry draws a dungeon card."""
    kinds = {t.kind for t in TILES if t.icon}
    assert kinds == {"dungeon_room", "cave_in", "chasm"}
    assert all(t.icon for t in TILES if t.kind in kinds)


def test_R_DQ_146_rooms_carry_stairs_doors_and_portcullises():
    """R-DQ-146: dungeon rooms "often" have catacomb entrances, doors and portcullises; never on the entry edge."""
    rooms = [t for t in TILES if t.kind == "dungeon_room"]
    bars = Counter(b for t in rooms for h in t.halls if h for b in h)
    assert sum(t.stairs for t in rooms) >= 5 and bars["door"] >= 5 and bars["portcullis"] >= 5
    assert all(t.halls[EDGES.index("S")] == () for t in TILES)  # A-DQ-11
    assert all(len(h) <= 1 for t in TILES for h in t.halls if h is not None)  # <= 1 barrier per edge
    assert not any(t.stairs for t in TILES if t.kind != "dungeon_room")


def test_R_DQ_164_165_darkness_numbers_one_to_six_on_halls_only():
    """R-DQ-164 / A-DQ-30: each of 1..6 names exactly one hall; walls carry none."""
    dark = [t for t in TILES if t.kind == "chamber_of_darkness"]
    assert dark
    for t in dark:
        assert sorted(n for nums in t.darkness for n in nums) == [1, 2, 3, 4, 5, 6]
        assert all(not nums for h, nums in zip(t.halls, t.darkness, strict=True) if h is None)


def test_R_DQ_166_169_175_147_sided_tiles_split_their_halls():
    """R-DQ-166/169/175/147 / A-DQ-31/32: sides A and B cover the halls; webs and bridges as the rulings say."""
    for t in TILES:
        if t.kind in ("bridge", "cave_in", "chasm", "spider_web"):
            assert all((h is None) == (s is None) for h, s in zip(t.halls, t.sides, strict=True))
            assert t.sides[EDGES.index("S")] == "A" and "B" in t.sides
        if t.kind == "spider_web":
            assert [e for e, s in zip(EDGES, t.sides, strict=True) if s == "A"] == ["S"]
        if t.kind == "bridge":
            assert [e for e, h in zip(EDGES, t.halls, strict=True) if h is not None] == ["N", "S"]


def test_R_DQ_173_174_rotating_chambers_change_under_a_half_turn():
    """R-DQ-173/174 / A-DQ-33: a rotating tile must not look the same after 180 degrees."""
    rot = [t for t in TILES if t.kind == "rotating_chamber"]
    assert rot
    for t in rot:
        turned = tuple(t.halls[(i + 2) % 4] is not None for i in range(4))
        assert turned != tuple(h is not None for h in t.halls)


def test_R_DQ_079_monster_life_and_escape_penalty_by_tier():
    """R-DQ-079/099 (digest 5.5): 24 monsters; life 2-8; a tougher monster never has a smaller escape penalty."""
    monsters = content.load_decks()["monster"]
    assert len(monsters) == 24
    assert all(2 <= m.life <= 8 and 1 <= m.penalty <= 4 for m in monsters)
    by_life = sorted({(m.life, m.penalty) for m in monsters})
    assert all(a[1] <= b[1] for a, b in zip(by_life, by_life[1:], strict=False))
    tiers = Counter(m.penalty for m in monsters)
    assert tiers == {1: 8, 2: 10, 3: 5, 4: 1}


def test_R_DQ_056_077_204_hero_sheets_have_four_attributes_health_and_an_ability():
    """R-DQ-056/077/204 / A-DQ-03: attributes 4-10, sum 28-31, health 12-16, distinct ability hooks."""
    heroes = content.load_heroes()
    for h in heroes:
        attrs = (h.strength, h.agility, h.armor, h.luck)
        assert all(4 <= a <= 10 for a in attrs) and 28 <= sum(attrs) <= 31 and 12 <= h.health <= 16
    assert len({h.ability for h in heroes}) == len(heroes)


def test_R_DQ_182_185_dragon_and_treasure_decks():
    """R-DQ-182/185 / A-DQ-47: 12 dragon cards (9 Slumber-type, 3 Wrath-type); treasure cards are treasure Loot."""
    decks = content.load_decks()
    dragon = Counter(c.name for c in decks["dragon"])
    assert sum(dragon.values()) == 12 and sorted(dragon.values()) == [3, 9]
    assert decks["treasure"] and all(c.loot and c.treasure and c.gold > 0 for c in decks["treasure"])
    assert not any(c.treasure for c in decks["loot"])


def test_R_DQ_071_rune_deck_is_ten_different_runes():
    """R-DQ-071 (digest 5.5): ten different once-per-game runes, each with a use window."""
    runes = content.load_decks()["rune"]
    assert len(runes) == 10 and len({r.name for r in runes}) == 10
    assert all(r.window for r in runes)
