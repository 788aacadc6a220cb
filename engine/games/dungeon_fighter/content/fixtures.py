"""The test fixtures of digest 7.0: the seed's heroes and cards as the scenarios need them.

Why a separate content set: the scenarios (S-DF-xx) pin exact numbers (Ogre-T 14 HP,
Torm's Swing Twice on blue, ...) that must not move when the shipped decks are tuned.
They are built with the same dataclasses as the shipped content, so the rules see
no difference, but they are never dealt in a real game.
"""

from __future__ import annotations

from .load import ContentSet, check_layout_graph
from .schema import Ability, Boss, DifficultyRow, Equipment, Hero, Layout, Monster, Reward, Room, Sheet

A = Ability


def _hero(hid: str, name: str, blue: Ability, green: Ability, red: Ability, icons: str) -> Hero:
    types = {"W": "weapon", "A": "armor", "I": "item"}
    return Hero(hid, name, "", (blue, green, red), tuple(types[c] for c in icons), 9, f"{name}, in spirit")


FIXTURE_HEROES = {
    h.id: h
    for h in (
        _hero("torm", "Torm", A("swing_twice"), A("tracking_strike"), A("berserk"), "WWA"),
        _hero("randolph", "Randolph", A("swing_again"), A("pickpocket"), A("focused"), "WAI"),
        _hero("goldfinga", "Goldfinga", A("five_finger_discount"), A("seduction"), A("piercing", 2), "WWI"),
        _hero("ulla", "Ulla", A("divine_intervention"), A("heal_party", 2), A("metamorphosis"), "WAI"),
        _hero("bram", "Bram", A("beer"), A("enchanting_melody"), A("sworn_enemy", 3, "undead"), "WAA"),
    )
}


def _m(mid: str, name: str, level: int, mtype: str, hp: int, dmg: int, gold: int, ability=None, req=None) -> Monster:
    return Monster(mid, name, level, mtype, hp, dmg, gold, ability, req)


FIXTURE_MONSTERS = {
    m.id: m
    for m in (
        _m("goblin", "Goblin", 1, "goblinoid", 7, 1, 1),
        _m("cute_bear", "Cute Bear", 2, "beast", 10, 2, 2, req="crossbow"),
        _m("ogre_t", "Ogre-T", 3, "beast", 14, 3, 3),
        _m("imp_t", "Imp-T", 1, "demon", 6, 2, 1, A("small_target")),
        _m("ghoul_t", "Ghoul-T", 2, "undead", 12, 2, 2, A("heal_after_miss", 2)),
        _m("thief_t", "Thief-T", 2, "goblinoid", 9, 1, 2, A("lose_gold")),
        _m("rust_t", "Rust-T", 2, "construct", 9, 2, 1, A("destroy_equipment")),
        _m("wraith_t", "Wraith-T", 3, "undead", 13, 2, 3, A("critical_miss")),
        _m("golem_t", "Golem-T", 3, "construct", 15, 3, 2, A("hero_dice_immunity", color="red")),
        _m("troll_t", "Troll-T", 2, "beast", 11, 2, 2, req="under_the_leg"),
    )
}

FIXTURE_BOSSES = {"lich_t": Boss("lich_t", "Lich-T", "undead", 40, 4)}

FIXTURE_EQUIPMENT = {
    e.id: e
    for e in (
        Equipment("helm_of_bravery", "Helm of Bravery", "weapon", 4, False, "blind", 3),
        Equipment("dragons_breath", "Dragon's Breath", "weapon", 3, False, "spin", 2),
        Equipment("dodge_boots", "Dodge Boots", "armor", 5, ability=A("agile_instincts")),
        Equipment("padded_vest", "Padded Vest", "armor", 3, ability=A("reduced_damage", 1)),
        Equipment("spiked_shield", "Spiked Shield", "armor", 4, ability=A("counterblow")),
        Equipment("potion", "Potion", "item", 2, True, ability=A("heal_hero", 3)),
        Equipment("lucky_charm", "Lucky Charm", "item", 3, True, ability=A("swing_again")),
    )
}


def _diamond(lid: str, sheet: str, side: str) -> Layout:
    """S-DF-46's layout: r1 -> r2 | r3 -> r4, entry r1, exit r4, all rooms plain."""
    rooms = (
        Room("r1", pos=(80, 500)),
        Room("r2", pos=(500, 250)),
        Room("r3", pos=(500, 750)),
        Room("r4", pos=(920, 500)),
    )
    corridors = (("r1", "r2"), ("r1", "r3"), ("r2", "r4"), ("r3", "r4"))
    layout = Layout(lid, lid.upper(), sheet, side, rooms, corridors, "r1", "r4")
    check_layout_graph(layout)
    return layout


def _special_rooms() -> Layout:
    """One room of each special kind in a row, for the room scenarios (S-DF-05, S-DF-29, S-DF-30).

    r1 plain, r2 shop, r3 fountain, r4 treasure 1 equipment, r5 treasure 1 bonus die,
    r6 treasure 2 gold, r7 dangerous (two bounces), r8 plain exit.
    """
    specs = (
        ("plain", None, None),
        ("shop", None, None),
        ("fountain", None, None),
        ("treasure", Reward("equipment", 1), None),
        ("treasure", Reward("bonus_dice", 1), None),
        ("treasure", Reward("gold", 2), None),
        ("dangerous", None, "two_bounce"),
        ("plain", None, None),
    )
    rooms = tuple(
        Room(f"r{i + 1}", kind, (80 + 120 * i, 500), reward, req) for i, (kind, reward, req) in enumerate(specs)
    )
    corridors = tuple((f"r{i}", f"r{i + 1}") for i in range(1, len(rooms)))
    layout = Layout("f4", "F4", "fx_boss", "dungeon", rooms, corridors, "r1", "r8")
    check_layout_graph(layout)
    return layout


FIXTURE_LAYOUTS = {
    "f1": _diamond("f1", "fx_dungeon", "dungeon"),
    "f2": _diamond("f2", "fx_dungeon", "dungeon"),
    "f3": _diamond("f3", "fx_boss", "final_boss"),
    "f4": _special_rooms(),
}
FIXTURE_SHEETS = {
    "fx_dungeon": Sheet("fx_dungeon", "dungeon", ("f1", "f2")),
    "fx_boss": Sheet("fx_boss", "final_boss", ("f3", "f4")),
}
FIXTURE_DIFFICULTY = {
    "easy": DifficultyRow("easy", "Easy", (4, 4, 4, 2), 5),
    "normal": DifficultyRow("normal", "Normal", (3, 4, 4, 3), 10),
    "insane": DifficultyRow("insane", "Insane", (2, 3, 4, 5), 15),
}


def build_fixtures(shipped: ContentSet) -> ContentSet:
    """The fixture set; requirement and ability words are shared with the shipped set."""
    return ContentSet(
        shipped.requirements,
        shipped.abilities,
        FIXTURE_HEROES,
        FIXTURE_MONSTERS,
        FIXTURE_BOSSES,
        FIXTURE_EQUIPMENT,
        FIXTURE_LAYOUTS,
        FIXTURE_SHEETS,
        FIXTURE_DIFFICULTY,
    )
