"""Component and content rules checked against the shipped data (digest §2, §5).

These complement the engine engineer's rule tests: they pin the parts of a rule that
live in data (card census, hero sides, level card, dungeon floors) so a tuning edit
in content.py that breaks the rulebook's shape fails here.
"""

from __future__ import annotations

from collections import Counter

from engine import Match, Seat
from engine.games.one_deck_dungeon import GAME, content


def test_R_ODD_006_deck_is_22_encounters_in_two_copies_with_different_loot() -> None:
    cards = content.CARDS
    assert len(cards) == 44 and len(set(content.CARD_IDS)) == 44
    per_encounter = Counter(c.encounter for c in cards.values())
    assert len(per_encounter) == 22 and set(per_encounter.values()) == {2}
    foes = {e for e in per_encounter if e in content.FOES}
    perils = {e for e in per_encounter if e in content.PERILS}
    assert (len(foes), len(perils)) == (12, 10)
    # §2.4: the two copies share the encounter side but show different loot strips
    for name in per_encounter:
        loots = [c.loot for c in cards.values() if c.encounter == name]
        assert loots[0] != loots[1], name
    # every loot name on a card is real content, every card has an item icon and some XP
    assert all(c.loot in content.LOOT for c in cards.values())
    assert all(c.item in ("S", "A", "M", "H") and c.xp >= 1 for c in cards.values())


def test_R_ODD_006_a_new_game_shuffles_the_deck_by_seed() -> None:
    def deck(seed: int) -> list[str]:
        st = Match(GAME, (Seat("P0"),), {"dungeon": "yeti"}, seed).state
        return st.discard + st.deck  # turn 1's time has already gone to the discard

    assert sorted(deck(1)) == sorted(content.CARD_IDS)
    assert deck(1) == deck(1)  # same seed, same order
    assert deck(1) != deck(2) or deck(1) != deck(3)  # a real shuffle, not the printed order
    assert deck(1) != list(content.CARD_IDS)


def test_R_ODD_005_every_hero_has_a_solo_and_a_two_player_side() -> None:
    for name in content.HERO_NAMES:
        one, two = content.HEROES[(name, 1)], content.HEROES[(name, 2)]
        assert (one.side, two.side) == (1, 2)
        # the heroic ability is printed on both sides (R-ODD-125/128/131/134), the second differs
        assert one.heroic == two.heroic and one.second != two.second
        assert min(one.s, one.a, one.m, one.health, two.s, two.a, two.m, two.health) >= 1
    assert len(content.HEROES) == 8


def test_R_ODD_125_128_131_134_heroic_abilities_by_hero() -> None:
    heroic = {name: content.HEROES[(name, 1)].heroic for name in content.HERO_NAMES}
    assert heroic == {
        "Warrior": "FRENZY",
        "Archer": "CAREFUL_AIM",
        "Rogue": "SNEAK_ATTACK",
        "Mage": "MANA_CHARGE",
    }


def test_R_ODD_126_127_129_130_132_133_135_136_second_abilities_by_side() -> None:
    second = {(h.hero, h.side): h.second for h in content.HEROES.values()}
    assert second == {
        ("Warrior", 1): "STUBBORNNESS",
        ("Warrior", 2): "SECOND_WIND",
        ("Archer", 1): "KITING",
        ("Archer", 2): "COMBINED_SHOT",
        ("Rogue", 1): "STEALTH",
        ("Rogue", 2): "DUNGEONEERING",
        ("Mage", 1): "SHIELD_AURA",
        ("Mage", 2): "POWER_TRANSFER",
    }


def test_R_ODD_086_level_four_values_and_limits_never_shrink() -> None:
    lv = content.LEVELS
    assert (lv[4].skills, lv[4].items, lv[4].vs_perils) == ((5, 4), (8, 4), (2, 1))
    assert sorted(lv) == [1, 2, 3, 4]
    for n in (1, 2, 3):
        for mode in (0, 1):
            assert lv[n + 1].skills[mode] >= lv[n].skills[mode]
            assert lv[n + 1].items[mode] >= lv[n].items[mode]
            assert lv[n + 1].vs_perils[mode] >= lv[n].vs_perils[mode]
        assert lv[n].to_next < lv[n + 1].to_next or n == 3  # 7, 9, 11


def test_R_ODD_004_093_four_dungeons_each_three_floors_and_a_boss() -> None:
    assert set(content.DUNGEONS) == {"dragon", "yeti", "lich", "hydra"}
    for d in content.DUNGEONS.values():
        assert len(d.floors) == 3 and d.boss.health > 0 and d.boss.boxes
        for f in d.floors:
            # R-ODD-095: every floor has a left-edge peril box; it is an any-colour gate
            assert f.peril_box.source == "peril_gate" and f.peril_box.color == "ANY"
            assert all(b.source == "dungeon" for b in f.foe_boxes)  # R-ODD-096
    assert content.DUNGEONS["dragon"].floors[0].effect == "GIANT_HALL"  # R-ODD-010
    assert any(f.effect == "STICKY" for f in content.DUNGEONS["hydra"].floors)  # R-ODD-099


def test_R_ODD_026_values_above_six_are_always_wide_boxes() -> None:
    boxes = [b for f in content.FOES.values() for b in f.boxes]
    boxes += [b for d in content.DUNGEONS.values() for b in d.boss.boxes]
    boxes += [b for d in content.DUNGEONS.values() for f in d.floors for b in f.foe_boxes]
    assert boxes and all(b.wide for b in boxes if b.value > 6)
    assert all(o.as_box().wide for p in content.PERILS.values() for o in p.options)  # R-ODD-050


def test_R_ODD_071_swarm_foes_carry_an_x_box() -> None:
    for name, foe in content.FOES.items():
        has_x = any(b.value == 0 for b in foe.boxes)
        assert has_x == (foe.ability == "SWARM"), name
    assert {n for n, f in content.FOES.items() if f.ability == "SWARM"} == {"Goblin", "Plague Rat"}


def test_R_ODD_078_theft_boxes_match_their_foes() -> None:
    stars = {n: [b.star for b in f.boxes if b.star] for n, f in content.FOES.items()}
    assert stars["Wraith"] == ["skill"] and stars["Shadow"] == ["xp"] and stars["Bandit"] == ["item"]
    assert sum(len(v) for v in stars.values()) == 3


def test_R_ODD_045_peril_options_two_colours_and_upfront_time() -> None:
    for name, peril in content.PERILS.items():
        a, b = peril.options
        assert a.color != b.color, name
        assert {a.color, b.color} <= {"S", "A", "M"}
        assert all(o.upfront >= 0 and (o.dmg or o.time) for o in peril.options)


# digest §5.4 "Copies" column and §5.5 deck totals
LOOT_COPIES = {
    "FORCE BOLT": 2, "FLAMEWEAVE": 2, "STATIC BURST": 2, "HASTE": 2, "CHAOTIC AURA": 1, "CONSISTENCY": 1,
    "CRUSHING FIST": 1, "DODGE": 2, "LUCKY FAMILIAR": 1, "PRECISION": 2, "MANA FOUNTAIN": 1, "DEXTERITY": 2,
    "BACKSTAB": 2, "TRUE STRIKE": 2, "CRITICAL STRIKES": 1, "POISON": 1, "STEADY HANDS": 1, "CRUSHING BLOW": 2,
    "CLEAVE": 2, "FLURRY": 1, "ARMOR CRUSH": 2, "TRIPLE STRIKE": 1, "THICK SKIN": 1, "BRUTE FORCE": 1,
    "CLARITY": 2, "MANA": 2, "INVISIBILITY": 2, "HEROISM": 2,
}  # fmt: skip


def test_R_ODD_006_079_loot_strips_xp_and_item_icons_match_the_census() -> None:
    cards = list(content.CARDS.values())
    assert Counter(c.loot for c in cards) == LOOT_COPIES and len(content.LOOT) == 28
    assert sum(c.xp for c in cards) == 106
    assert Counter(c.item for c in cards) == {"S": 10, "A": 11, "M": 11, "H": 12}
    potions = {n for n, lt in content.LOOT.items() if lt.type == "potion"}
    masteries = {n for n, lt in content.LOOT.items() if lt.type == "mastery"}
    assert potions == {"CLARITY", "MANA", "INVISIBILITY", "HEROISM"}
    assert masteries == {
        "LUCKY FAMILIAR", "MANA FOUNTAIN", "CRITICAL STRIKES", "STEADY HANDS", "THICK SKIN", "BRUTE FORCE",
    }  # fmt: skip  # R-ODD-061: the six masteries


def test_R_ODD_064_skill_use_icons_follow_the_loot_table() -> None:
    use = {n: lt.use for n, lt in content.LOOT.items()}
    peril_ok = {n for n, u in use.items() if "P" in u}
    assert peril_ok == {
        "LUCKY FAMILIAR", "CRITICAL STRIKES", "STEADY HANDS", "THICK SKIN", "BRUTE FORCE", "CLARITY", "MANA",
        "HEROISM",
    }  # fmt: skip
    assert use["INVISIBILITY"] == "T" and "C" not in use["STEADY HANDS"]
