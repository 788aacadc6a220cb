"""FIXTURES carry exactly the printed values the digest-7 scenarios need.

The sums below are the book's own arithmetic done on the fixture cards' printed numbers
(no rules involved): if a fixture value drifts, the scenario tests built on it would test
something else, so the inputs are pinned here, next to the content.
"""

from __future__ import annotations

from engine.games.oots.content import FIXTURES as F
from engine.games.oots.content.schema import Loot, Monster, ScrewThis, Shtick, Trap


def _s(owner: str, name: str) -> Shtick:
    return next(s for s in F.shticks[owner] if s.name == name)


def _m(key: str) -> Monster:
    return next(m for m in F.battle_deck if isinstance(m, Monster) and m.key == key)


def _l(key: str) -> Loot:
    return next(x for x in F.loot_deck if isinstance(x, Loot) and x.key == key)


def _screw(key: str) -> ScrewThis:
    return next(x for x in F.battle_deck if isinstance(x, ScrewThis) and x.key == key)


def test_fixture_set_is_a_full_content_set() -> None:
    assert set(F.characters) == {"roy", "haley", "elan", "belkar", "vaarsuvius", "durkon"}
    assert F.entrance.has("no_battles") and F.lair_rooms[0].name == "Safe Haven"
    assert F.xykon_deck[0].name == "Xykon the Lich"
    assert len(F.rooms) >= 24  # 3 full floors: enough for the S-01 / S-16 layouts


def test_S_OOTS_02_necromancer_and_the_cards_in_hand() -> None:
    nec = _m("goblin_necromancer")
    assert nec.has("leader") and nec.support.types == ("undead",) and nec.support.ability == "horde"
    assert _m("skelemen").has("mindless") and "undead" in _m("skelemen").types
    assert "undead" in _m("xykons_zombies").types and "undead" not in _m("fido_rover").types
    assert "kobold" in _m("cowardly_kobold").types
    # A-OOTS-09: the Field-Guide Horde example's version, named separately
    fg = _m("goblin_necromancer_field_guide")
    assert not fg.has("leader") and fg.support.types == ("goblin",) and fg.name == nec.name


def test_S_OOTS_04_roy_attacks_the_headless_zombie() -> None:
    g = _s("roy", "Greenhilt Sword")
    attack = g.battle.atk + g.boost_atk * 1 + 2 * _l("word_of_thor").df("durkon")
    assert attack == 6
    mba = _s("roy", "Master of Battle Administration").mods[0]
    assert "ability:leader" in mba.vs and not _m("headless_zombie").has("leader")
    crypt = next(r for r in F.rooms if r.name == "Spoooooky Crypt").hooks[0]
    z = _m("headless_zombie")
    assert z.defense + crypt.amount == 11 and crypt.monster_type in z.types
    assert (z.xp, z.loot) == (1, 1)
    assert 8 + attack > z.defense + crypt.amount


def test_S_OOTS_05_elan_defends_against_the_kobold_knight() -> None:
    defense = (
        _s("elan", "Hide").battle.defense + _l("chain_shirt").mods[0].amount + 2 * _l("oooooo_sparklies").df("haley")
    )
    assert defense == 9
    knight = _m("kobold_knight")
    kb = _screw("the_kobold_and_the_brave")
    supporters = sum("kobold" in m.types for m in (_m("kobold_ranger"), _m("cowardly_kobold")))
    assert knight.atk + 2 * supporters == 10 and knight.atk + 2 * supporters + kb.amount == 13
    assert kb.when == "W4" and kb.monster_type == "kobold"


def test_S_OOTS_06_belkar_attacks_elan() -> None:
    td = _s("belkar", "Twin Daggers of Doom")
    dsep = _s("belkar", "Deep-Seated Emotional Problems").mods[0]
    assert td.battle.atk + 0 * td.boost_atk + dsep.amount == 5 and "weapon" in td.types
    xd = _s("elan", "X-Treme Diplomacy")
    chain_vs_weapon = next(m for m in _l("chain_shirt").mods if "weapon_shtick" in m.vs).amount
    elan = xd.battle.defense + xd.boost_def + chain_vs_weapon + 2 * _l("cloak_of_cloaking").df("haley")
    elan += 2 * _l("simple_thank_you").df("roy")
    assert elan == 10 and 11 + elan > 12 + 5
    assert _l("stepladder").df("belkar") >= 1


def test_A_OOTS_08_R_OOTS_204_area_effect_cards() -> None:
    fb = _s("vaarsuvius", "Fireball")
    assert fb.battle.atk == 5 and fb.area.targets == 2 and fb.flip and "magic" in fb.types and fb.battle.range >= 1
    eyes, snakes = _m("that_thing_with_the_eyes"), _m("dragon_snakes")
    assert eyes.defense < 11 <= snakes.defense and eyes.range >= 1 and snakes.range == 0
    assert eyes.has("enchanted") and eyes.has("spellcaster") and snakes.has("bloodlust")


def test_S_OOTS_10_experience_values() -> None:
    xp = {k: _m(k).xp for k in ("kinda_wimpy_goblin", "cowardly_kobold", "black_dragon", "half_orc_adventurer")}
    assert xp == {"kinda_wimpy_goblin": 1, "cowardly_kobold": 0, "black_dragon": 2, "half_orc_adventurer": 1}


def test_R_OOTS_124_281_thors_lightning_and_cure_assorted_wounds() -> None:
    tl = _s("durkon", "Thor's Lightning")
    assert tl.battle.atk + tl.boost_atk == 5 and tl.flip and sum(s.name == tl.name for s in F.shticks["durkon"]) == 3
    caw = _s("durkon", "Cure Assorted Wounds")
    assert caw.power.amount + caw.boost_amount == 2


def test_S_OOTS_13_shuriken_trap() -> None:
    trap = next(x for x in F.loot_deck if isinstance(x, Trap) and x.key == "shuriken_trap")
    assert (trap.multi, trap.range, trap.evade, trap.wounds) == (True, 2, 8, 1)


def test_S_OOTS_14_lair_entry_loot_and_rooms() -> None:
    df = _l("starmetal_chunk").df("roy") + _l("eternal_vigilence").df("roy") + _l("talisman_of_dorukan").df("roy")
    assert df == 5
    lair = {r.name: r for r in F.lair_rooms}
    assert lair["Xykon's Secret Lair"].has("no_rest") and lair["Xykon's Secret Lair"].has("end_move")
    assert not lair["Safe Haven"].has("end_move")
    horde = next(x for x in F.xykon_deck if x.name == "Zombie Horde")
    assert horde.xykon_card and horde.level_scaling


def test_S_OOTS_17_flying_and_roys_ranges() -> None:
    assert _m("teeny_tiny_dragon").has("flying")
    assert _s("roy", "Greenhilt Sword").battle.range == 0 and _s("roy", "Bag of Tricks").battle.range == 2


def test_S_OOTS_18_21_ogre_chieftain_supporters() -> None:
    chief = _m("ogre_chieftain")
    assert chief.support.types == ("ogre",) and chief.support.ability == "deadly"
    assert sum(m.henchman for m in F.battle_deck if isinstance(m, Monster)) == 1  # A-OOTS-10b: exactly one
    assert all("ogre" in _m(k).types for k in ("stupid_ogre", "ugly_ogre", "troll"))  # 1 + 3 Wounds


def test_S_OOTS_20_warg_ambush() -> None:
    warg = _m("warg")
    assert warg.support.types == ("orc",) and warg.support.ability == "ambush"
    assert "orc" in _m("thog").types and "orc" in _m("orc_barbarian").types


def test_S_OOTS_22_hilgya_greed_and_thief_variant() -> None:
    h, ht = _m("hilgya_firehelm"), _m("hilgya_firehelm_thief")
    assert h.support.ability == ht.support.ability == "greed" and not h.has("thief") and ht.has("thief")
    assert "linear_guild" in _m("nale").types and "linear_guild" in _m("thog").types


def test_S_OOTS_24_outsmart_and_elans_shticks() -> None:
    assert _m("nale").support.ability == "outsmart" and "linear_guild" in _m("sabine").types
    for name in ("X-Treme Diplomacy", "Fool's Luck", "Dumb as Mud", "Hide"):
        assert _s("elan", name)
    # in the book Outsmart still bites with all four in play: none of them may ignore it
    assert not any(s.power and s.power.ability == "outsmart" for s in F.shticks["elan"])


def test_S_OOTS_25_eternal_vigilence_team_value() -> None:
    ev = _l("eternal_vigilence")
    assert ev.df("haley") + ev.df("roy") == 3


def test_S_OOTS_26_double_cross_and_a_defense_12_monster() -> None:
    dc = _screw("double_cross")
    assert (dc.when, dc.who, dc.kind) == ("W5", "helper", "double_cross")
    assert _m("fixture_brute").defense == 12 and not _m("fixture_brute").abilities and not _m("fixture_brute").support


def test_A_OOTS_17_fixture_xykon() -> None:
    x = F.xykon_deck[0]
    assert (x.atk, x.defense) == (12, 12) and set(x.support.types) == {"goblin", "undead"}
    assert x.support.ability == "assist" and x.has("xykon_special")
