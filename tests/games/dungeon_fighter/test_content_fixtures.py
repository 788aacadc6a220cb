"""The digest 7.0 fixtures, exactly as the scenarios read them (they are test data, never dealt)."""

from __future__ import annotations

import pytest

from engine.games.dungeon_fighter.content import FIXTURES, HEROES, MONSTERS, Ability, paths

HEROES_7_0 = {
    # hero: (blue, green, red, icons)
    "torm": (Ability("swing_twice"), Ability("tracking_strike"), Ability("berserk"), "WWA"),
    "randolph": (Ability("swing_again"), Ability("pickpocket"), Ability("focused"), "WAI"),
    "goldfinga": (Ability("five_finger_discount"), Ability("seduction"), Ability("piercing", 2), "WWI"),
    "ulla": (Ability("divine_intervention"), Ability("heal_party", 2), Ability("metamorphosis"), "WAI"),
    "bram": (Ability("beer"), Ability("enchanting_melody"), Ability("sworn_enemy", 3, "undead"), "WAA"),
}
MONSTERS_7_0 = {
    # id: (level, type, hp, damage, gold, ability, requirement)
    "goblin": (1, "goblinoid", 7, 1, 1, None, None),
    "cute_bear": (2, "beast", 10, 2, 2, None, "crossbow"),
    "ogre_t": (3, "beast", 14, 3, 3, None, None),
    "imp_t": (1, "demon", 6, 2, 1, Ability("small_target"), None),
    "ghoul_t": (2, "undead", 12, 2, 2, Ability("heal_after_miss", 2), None),
    "thief_t": (2, "goblinoid", 9, 1, 2, Ability("lose_gold"), None),
    "rust_t": (2, "construct", 9, 2, 1, Ability("destroy_equipment"), None),
    "wraith_t": (3, "undead", 13, 2, 3, Ability("critical_miss"), None),
    "golem_t": (3, "construct", 15, 3, 2, Ability("hero_dice_immunity", color="red"), None),
    "troll_t": (2, "beast", 11, 2, 2, None, "under_the_leg"),
}
EQUIPMENT_7_0 = {
    # id: (type, cost, one_use, requirement, bonus, ability)
    "helm_of_bravery": ("weapon", 4, False, "blind", 3, None),
    "dragons_breath": ("weapon", 3, False, "spin", 2, None),
    "dodge_boots": ("armor", 5, False, None, None, Ability("agile_instincts")),
    "padded_vest": ("armor", 3, False, None, None, Ability("reduced_damage", 1)),
    "spiked_shield": ("armor", 4, False, None, None, Ability("counterblow")),
    "potion": ("item", 2, True, None, None, Ability("heal_hero", 3)),
    "lucky_charm": ("item", 3, True, None, None, Ability("swing_again")),
}
ICON = {"W": "weapon", "A": "armor", "I": "item"}


@pytest.mark.parametrize("hid", sorted(HEROES_7_0))
def test_fixture_heroes_match_7_0(hid: str) -> None:
    blue, green, red, icons = HEROES_7_0[hid]
    hero = FIXTURES.heroes[hid]
    assert (hero.ability("blue"), hero.ability("green"), hero.ability("red")) == (blue, green, red)
    assert hero.equipment_icons == tuple(ICON[c] for c in icons)
    assert hero.hp_start == 9
    assert set(FIXTURES.heroes) == set(HEROES_7_0)


def test_A_DF_15_fixture_torm_red_is_berserk_doubling() -> None:
    assert FIXTURES.heroes["torm"].ability("red").multiplier == 2


@pytest.mark.parametrize("mid", sorted(MONSTERS_7_0))
def test_fixture_monsters_match_7_0(mid: str) -> None:
    m = FIXTURES.monsters[mid]
    assert (m.level, m.type, m.hp, m.damage, m.gold, m.ability, m.throw_requirement) == MONSTERS_7_0[mid]
    assert set(FIXTURES.monsters) == set(MONSTERS_7_0)


def test_fixture_boss_lich_t() -> None:
    (lich,) = FIXTURES.bosses.values()
    assert (lich.id, lich.type, lich.hp, lich.damage, lich.ability, lich.throw_requirement) == (
        "lich_t",
        "undead",
        40,
        4,
        None,
        None,
    )


@pytest.mark.parametrize("eid", sorted(EQUIPMENT_7_0))
def test_fixture_equipment_matches_7_0(eid: str) -> None:
    e = FIXTURES.equipment[eid]
    assert (e.type, e.cost, e.one_use, e.throw_requirement, e.bonus, e.ability) == EQUIPMENT_7_0[eid]
    assert set(FIXTURES.equipment) == set(EQUIPMENT_7_0)


def test_S_DF_46_fixture_layouts_are_the_diamond() -> None:
    for lid in ("f1", "f2", "f3"):
        layout = FIXTURES.layouts[lid]
        assert layout.entry == "r1" and layout.exit == "r4"
        assert set(layout.corridors) == {("r1", "r2"), ("r1", "r3"), ("r2", "r4"), ("r3", "r4")}
        assert sorted(paths(layout)) == [("r1", "r2", "r4"), ("r1", "r3", "r4")]
    assert FIXTURES.layouts["f3"].side == "final_boss"
    assert {s.kind for s in FIXTURES.sheets.values()} == {"dungeon", "final_boss"}


def test_fixture_special_rooms_layout_f4() -> None:
    f4 = FIXTURES.layouts["f4"]
    assert [r.kind for r in f4.rooms] == [
        "plain",
        "shop",
        "fountain",
        "treasure",
        "treasure",
        "treasure",
        "dangerous",
        "plain",
    ]
    assert [(r.reward.kind, r.reward.n) for r in f4.rooms if r.reward] == [
        ("equipment", 1),
        ("bonus_dice", 1),
        ("gold", 2),
    ]
    assert f4.room("r7").requirement == "two_bounce" and paths(f4) == [tuple(f"r{i}" for i in range(1, 9))]


def test_S_DF_40_fixture_difficulty_rows() -> None:
    rows = FIXTURES.difficulty
    assert [rows[d].tiers for d in ("easy", "normal", "insane")] == [(4, 4, 4, 2), (3, 4, 4, 3), (2, 3, 4, 5)]
    assert [rows[d].score_bonus for d in ("easy", "normal", "insane")] == [5, 10, 15]


def test_fixtures_are_not_the_shipped_cards() -> None:
    """The test-only monsters never reach a shipped deck (digest 7.0: not shipped content)."""
    test_only = {mid for mid in FIXTURES.monsters if mid.endswith("_t")}
    assert test_only and not test_only & set(MONSTERS)
    assert "ulla" not in HEROES and "bram" not in HEROES
