"""The shipped decks have the counts of digest 5.2 and follow the design guidance of 5.3.

Each test names the rule or ruling whose play the composition makes possible (e.g. every
deck needs exactly 4 red Starting Shticks because set-up keeps 3 of them, R-OOTS-013).
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.games.oots import content as c
from engine.games.oots.content.schema import (
    CHARACTERS_ORDER,
    IMMUNITY,
    INF,
    MONSTER_ABILITIES,
    SUPPORT_ABILITIES,
    WINDOWS,
    Loot,
    Monster,
    ScrewThis,
    Trap,
)

MONSTERS = [m for m in c.BATTLE_DECK if isinstance(m, Monster)]
SCREWS = [s for s in c.BATTLE_DECK if isinstance(s, ScrewThis)]
LOOT = [x for x in c.LOOT_DECK if isinstance(x, Loot)]
TRAPS = [x for x in c.LOOT_DECK if isinstance(x, Trap)]
XYKON_MONSTERS = [x for x in c.XYKON_DECK if isinstance(x, Monster)]


# ---------------------------------------------------------------- characters and shticks


def test_R_OOTS_001_six_characters_in_seat_order() -> None:
    assert tuple(c.CHARACTERS) == CHARACTERS_ORDER
    assert {ch.allegiance for ch in c.CHARACTERS.values()} == {"Order of the Stick"}
    assert all(ch.wounds == 4 for ch in c.CHARACTERS.values())  # A-OOTS-02


@pytest.mark.parametrize("who", CHARACTERS_ORDER)
def test_R_OOTS_013_each_deck_has_20_cards_and_exactly_4_starting(who: str) -> None:
    deck = c.SHTICKS[who]
    assert len(deck) == 20
    assert sum(s.starting for s in deck) == 4
    assert all(s.owner == who for s in deck)  # R-OOTS-254


@pytest.mark.parametrize("who", CHARACTERS_ORDER)
def test_R_OOTS_255_battle_and_non_battle_split(who: str) -> None:
    deck = c.SHTICKS[who]
    battle = sum(s.is_battle for s in deck)
    assert 10 <= battle <= 12
    assert 8 <= 20 - battle <= 10


@pytest.mark.parametrize("who", CHARACTERS_ORDER)
def test_R_OOTS_275_two_or_three_boostable_names_with_two_or_three_copies(who: str) -> None:
    names = Counter(s.name for s in c.SHTICKS[who])
    repeated = {n: k for n, k in names.items() if k > 1}
    assert 2 <= len(repeated) <= 3, repeated
    assert all(2 <= k <= 3 for k in repeated.values())
    # copies of a name are the same card: a boost only means something if the text says what it adds
    for name in repeated:
        cards = {
            (s.battle, s.boost_atk, s.boost_def, s.boost_amount, s.boost_text) for s in c.SHTICKS[who] if s.name == name
        }
        assert len(cards) == 1


@pytest.mark.parametrize("who", CHARACTERS_ORDER)
def test_R_OOTS_108_every_character_has_a_ranged_battle_shtick(who: str) -> None:
    assert any(s.battle and s.battle.atk is not None and 1 <= s.battle.range < INF for s in c.SHTICKS[who])


@pytest.mark.parametrize("who", CHARACTERS_ORDER)
def test_R_OOTS_118_157_every_character_can_attack_and_defend_from_the_start(who: str) -> None:
    """Among the 4 red cards there is at least one Attack and one Defense value (3 of them are kept)."""
    start = [s for s in c.SHTICKS[who] if s.starting and s.battle]
    assert any(s.battle.atk is not None for s in start)
    assert any(s.battle.defense is not None for s in start)


@pytest.mark.parametrize("who", CHARACTERS_ORDER)
def test_R_OOTS_389_402_immunities_force_a_switch_but_never_lock_a_character_out(who: str) -> None:
    """Each character owns Battle Shticks of at least two types that different immunities ban, plus
    at least one Battle Shtick that no immunity bans at all."""
    banned = set(IMMUNITY.values())
    kinds = [set(s.types) & banned for s in c.SHTICKS[who] if s.battle]
    assert len(set().union(*kinds)) >= 2
    assert any(not k for k in kinds)


def test_R_OOTS_200_vaarsuvius_alone_has_one_or_two_area_effects() -> None:
    for who in CHARACTERS_ORDER:
        area = [s for s in c.SHTICKS[who] if s.area]
        assert (1 <= len(area) <= 2) if who == "vaarsuvius" else not area
    assert all(s.battle.atk is not None and s.flip for s in c.SHTICKS["vaarsuvius"] if s.area)


def test_R_OOTS_113_infinite_range_shticks_exist_and_only_defend() -> None:
    inf = [s for d in c.SHTICKS.values() for s in d if s.battle and s.battle.range == INF]
    assert inf
    assert all(s.battle.atk is None and s.battle.defense is not None for s in inf)


def test_R_OOTS_280_boost_text_states_the_boost_numbers() -> None:
    for deck in c.SHTICKS.values():
        for s in deck:
            if s.boost_atk:
                assert f"+{s.boost_atk} Attack" in s.boost_text, s.id
            if s.boost_def:
                assert f"+{s.boost_def} Defense" in s.boost_text, s.id


def test_R_OOTS_150_battle_shtick_flips_are_rare_for_roy_common_for_vaarsuvius() -> None:
    """Character identities (digest 5.3): Roy rarely flips (he can fight several Monsters in a row),
    Vaarsuvius's potent shticks almost all flip (he rests most)."""
    share = {
        w: sum(s.flip for s in c.SHTICKS[w] if s.battle) / sum(s.is_battle for s in c.SHTICKS[w])
        for w in CHARACTERS_ORDER
    }
    assert share["roy"] <= 0.2
    assert share["vaarsuvius"] == max(share.values()) and share["vaarsuvius"] >= 0.5
    strongest = max((s for s in c.SHTICKS["vaarsuvius"] if s.battle and s.battle.atk), key=lambda s: s.battle.atk)
    assert strongest.flip


def test_R_OOTS_160_durkon_has_the_highest_defense_shticks() -> None:
    best = {w: max(s.battle.defense or 0 for s in c.SHTICKS[w] if s.battle) for w in CHARACTERS_ORDER}
    assert best["durkon"] == max(best.values())
    assert all(v < best["durkon"] for w, v in best.items() if w != "durkon")


# ---------------------------------------------------------------- Battle Deck


def test_battle_deck_counts_digest_5_2() -> None:
    assert 80 <= len(MONSTERS) <= 90
    assert 22 <= len(SCREWS) <= 30
    assert 100 <= len(c.BATTLE_DECK) <= 120


@pytest.mark.parametrize("ability", [a for a in MONSTER_ABILITIES if a != "xykon_special"])
def test_R_OOTS_388_410_every_field_guide_ability_on_two_cards(ability: str) -> None:
    assert sum(m.has(ability) for m in MONSTERS) >= 2


def test_R_OOTS_409_xykon_special_only_on_xykon_the_lich() -> None:
    assert not any(m.has("xykon_special") for m in MONSTERS)
    assert [m.name for m in XYKON_MONSTERS if m.has("xykon_special")] == ["Xykon the Lich"]


@pytest.mark.parametrize("ability", SUPPORT_ABILITIES)
def test_R_OOTS_412_418_every_support_ability_on_two_cards(ability: str) -> None:
    assert sum(bool(m.support and m.support.ability == ability) for m in MONSTERS) >= 2


@pytest.mark.parametrize("ability", sorted(IMMUNITY))
def test_R_OOTS_389_402_each_immunity_on_several_monsters(ability: str) -> None:
    assert sum(m.has(ability) for m in MONSTERS) >= 3


def test_R_OOTS_380_about_half_the_monsters_have_support() -> None:
    share = sum(m.support is not None for m in MONSTERS) / len(MONSTERS)
    assert 0.4 <= share <= 0.6


def test_R_OOTS_380_support_lines_name_types_that_exist_in_the_deck() -> None:
    types = {t for m in MONSTERS for t in m.types}
    for m in MONSTERS:
        if m.support:
            assert set(m.support.types) <= types, m.id


def test_R_OOTS_258_experience_and_loot_coins_in_range() -> None:
    assert all(0 <= m.xp <= 2 and 0 <= m.loot <= 2 for m in MONSTERS)
    assert 0.85 <= sum(m.xp for m in MONSTERS) / len(MONSTERS) <= 1.15  # a shtick costs 3 XP
    assert 0.7 <= sum(m.loot for m in MONSTERS) / len(MONSTERS) <= 1.1  # ~1 Loot per defeat
    assert any(m.xp == 0 for m in MONSTERS)  # R-OOTS-147: some go straight to the discard pile


def test_R_OOTS_137_printed_values_let_a_built_character_win() -> None:
    """Digest 5.3 grades: everything 3..11 printed; a mid-floor Monster is beatable at +8."""
    assert all(3 <= m.atk <= 11 and 3 <= m.defense <= 11 for m in MONSTERS)
    assert sum(m.defense for m in MONSTERS) / len(MONSTERS) < 8
    assert all(m.range <= 3 for m in MONSTERS)
    assert sum(m.range == 0 for m in MONSTERS) / len(MONSTERS) >= 0.7


def test_monster_types_common_and_rare() -> None:
    count = Counter(t for m in MONSTERS for t in m.types)
    for common in ("goblin", "kobold", "undead", "ogre", "orc"):
        assert count[common] >= 7, common
    for rare in ("fiend", "linear_guild", "dragon"):
        assert 2 <= count[rare] <= 6, rare


def test_R_OOTS_395_henchmen_are_weak() -> None:
    hench = [m for m in MONSTERS if m.henchman]
    assert len(hench) >= 2
    assert all(m.atk <= 4 and m.defense <= 4 and m.xp == 0 for m in hench)


def test_R_OOTS_088_named_villains_are_unique_single_cards() -> None:
    names = Counter(m.name for m in MONSTERS)
    for villain in ("Nale", "Sabine", "Thog", "Hilgya Firehelm"):
        card = next(m for m in MONSTERS if m.name == villain)
        assert card.unique and names[villain] == 1
    assert all(names[m.name] == 1 for m in MONSTERS if m.unique)


@pytest.mark.parametrize("card", SCREWS, ids=lambda s: s.id)
def test_A_OOTS_32_every_screw_this_names_one_window(card: ScrewThis) -> None:
    assert card.when in WINDOWS
    if card.kind == "double_cross":
        assert card.when == "W5" and card.who == "helper"  # R-OOTS-379
    if card.kind in ("type_mod", "battle_mod", "boost"):
        assert card.when == "W4"  # R-OOTS-377: modifiers before the die is rolled
    if card.kind == "evade_mod":
        assert card.when == "W7"
    if card.kind == "reroll":
        assert card.when == "W5"


def test_A_OOTS_32_screw_this_spread_over_the_windows() -> None:
    used = Counter(s.when for s in SCREWS)
    assert set(used) == set(WINDOWS)


# ---------------------------------------------------------------- Loot Deck


def test_loot_deck_counts_digest_5_2() -> None:
    assert 70 <= len(LOOT) <= 80
    assert 12 <= len(TRAPS) <= 18


@pytest.mark.parametrize("who", CHARACTERS_ORDER)
def test_R_OOTS_296_available_drool_factor_within_ten_percent(who: str) -> None:
    total = {w: sum(x.df(w) for x in LOOT) for w in CHARACTERS_ORDER}
    mean = sum(total.values()) / len(total)
    assert abs(total[who] - mean) <= 0.1 * mean, total


def test_R_OOTS_296_portraits_and_crests() -> None:
    for x in LOOT:
        assert all(1 <= n <= 3 for _, n in x.drool), x.id
        assert 1 <= len(x.drool) <= 3 or x.crest
    crest = sum(bool(x.crest) for x in LOOT) / len(LOOT)
    assert 0.05 <= crest <= 0.11  # ~8% carries the crest
    assert sum(len(x.drool) <= 2 for x in LOOT if not x.crest) / len(LOOT) >= 0.8  # mostly 1-2 characters


@pytest.mark.parametrize("who", CHARACTERS_ORDER)
def test_R_OOTS_267_each_character_has_one_discard_to_draw_a_shtick_loot(who: str) -> None:
    own = [x for x in LOOT if x.mode == "discard" and x.power and x.power.kind == "draw_shtick" and who in x.users]
    assert len(own) == 1
    assert own[0].df(who) >= 1  # you can only hold it as Loot you care about


def test_R_OOTS_305_effects_name_only_characters_who_drool() -> None:
    for x in LOOT:
        assert all(x.df(u) >= 1 for u in x.users), x.id  # R-OOTS-301: you equip only what you Drool Over


def test_R_OOTS_306_307_every_shipped_loot_does_something() -> None:
    assert all(x.mods or x.power for x in LOOT)
    modes = Counter(x.mode for x in LOOT)
    assert modes["equipped"] >= 25 and modes["discard"] >= 25


@pytest.mark.parametrize("trap", TRAPS, ids=lambda t: t.id)
def test_R_OOTS_316_traps_in_design_ranges(trap: Trap) -> None:
    assert 6 <= trap.evade <= 10
    assert 0 <= trap.range <= 2
    assert trap.range == 0 or trap.multi  # a Range only matters for several targets


def test_R_OOTS_313_314_both_single_and_multiple_target_traps() -> None:
    assert any(t.multi for t in TRAPS) and any(not t.multi for t in TRAPS)
    assert any(t.miss_turn for t in TRAPS) and any(t.lose_loot for t in TRAPS)


# ---------------------------------------------------------------- rooms, Lair, Xykon


def test_A_OOTS_38_room_deck_covers_the_longest_custom_game() -> None:
    """8 rooms per floor, up to 5 regular floors in custom games (A-OOTS-01): 40 rooms + Entrance."""
    assert len(c.ROOMS) == 40
    assert c.ENTRANCE.has("no_battles") and c.ENTRANCE.has("heal_all")  # R-OOTS-065, A-OOTS-33
    assert len({r.name for r in c.ROOMS}) == 40


def test_R_OOTS_050_075_room_categories_all_present() -> None:
    hooks = Counter(h.hook for r in c.ROOMS for h in r.hooks)
    for hook in (
        "first_entry_shtick",
        "first_entry_loot",
        "monster_mod",
        "player_mod",
        "battle_size",
        "end_move",
        "no_rest",
    ):
        assert hooks[hook] >= 2, hook
    assert sum(not r.hooks for r in c.ROOMS) >= 6  # plenty of plain rooms


def test_R_OOTS_332_lair_deck_safe_haven_first_and_guidance() -> None:
    lair = c.LAIR_ROOMS
    assert len(lair) == 8
    assert lair[0].name == "Safe Haven" and lair[0].has("no_monster_battles") and not lair[0].has("end_move")
    rest = lair[1:]
    assert sum(r.has("end_move") for r in rest) >= 3
    assert any(r.has("no_rest") for r in rest)
    assert any(r.name == "Dorukan's Gate" and r.has("first_entry_shtick") for r in rest)


def test_R_OOTS_019_xykon_deck() -> None:
    deck = c.XYKON_DECK
    assert len(deck) == 10
    assert deck[0].name == "Xykon the Lich"
    assert 5 <= len(XYKON_MONSTERS) <= 7
    assert all(m.xykon_card and m.level_scaling for m in XYKON_MONSTERS)
    assert all(6 <= m.atk <= 12 and 6 <= m.defense <= 12 for m in XYKON_MONSTERS)  # N = 6..12 (+level)


def test_A_OOTS_17_xykon_the_lich_values() -> None:
    x = c.XYKON_DECK[0]
    assert (x.atk, x.defense) == (12, 12)
    assert x.support and set(x.support.types) == {"goblin", "undead"} and x.support.ability == "assist"
    assert x.unique


def test_A_OOTS_01_lair_thresholds_are_reachable_with_the_content() -> None:
    """Every character can meet the strictest Minimum Loot / Minimum Shticks of the length table."""
    from engine.games.oots.setup import LENGTH_TABLE

    worst_loot = max(row[1] for band in LENGTH_TABLE.values() for row in band.values())
    worst_shticks = max(row[2] for band in LENGTH_TABLE.values() for row in band.values())
    for who in CHARACTERS_ORDER:
        assert sum(x.df(who) for x in LOOT) >= 2 * worst_loot
        assert len(c.SHTICKS[who]) >= worst_shticks + 3


def test_R_OOTS_306_307_loot_text_says_how_it_is_used() -> None:
    for x in LOOT:
        word = "Equipped" if x.mode == "equipped" else "iscard"
        assert word in x.text, x.id


def test_R_OOTS_374_screw_this_text_says_when() -> None:
    cue = {"W1": "start of your turn", "W8": "end of your turn", "W5": "roll", "W4": "before", "W7": "trap is revealed"}
    for s in SCREWS:
        if s.when in cue:
            assert cue[s.when] in s.text, s.id


def test_R_OOTS_150_269_text_tells_players_what_flips_and_what_only_defends() -> None:
    for deck in c.SHTICKS.values():
        for s in deck:
            if s.flip or (s.power and s.power.flip):
                assert "Flip" in s.text or "flip" in s.text, s.id
            if s.area:
                assert "Area Effect" in s.text, s.id
            if s.battle and s.battle.range == INF:
                assert "Defend only" in s.text, s.id
