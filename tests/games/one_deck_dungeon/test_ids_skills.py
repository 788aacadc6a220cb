"""Loot effects from digest §5.4 played through their option keys (R-ODD-054/058/059/061/066/068).

The solo Warrior rolls S S S S A A M (ids 0-6), then heroic dice; the solo Mage rolls
S A A M M M M. Costs are paid with the hero's own lowest dice of the shown colour.
"""

from __future__ import annotations

from engine.games.one_deck_dungeon import rules

from .fixtures_ids import box_index, keys, placeable, weak_roll
from .helpers import card, fight, give, make, play, pool


def skill(name: str, copy: int = 0) -> str:
    return f"skill:0:{card(name, copy)}"


def test_R_ODD_058_066_crushing_fist_pays_two_strength_and_adds_two_set_sixes() -> None:
    st = make(deck=20)
    give(st, 0, "CRUSHING FIST")
    fight(st, card("Ogre"), dice=[1, 1, 2, 2, 1, 1, 1])
    play(st, skill("CRUSHING FIST"))
    assert sorted(v for c, v in pool(st) if c == "S") == [2, 2, 6, 6]
    assert sorted((d.color, d.value) for d in st.enc.dice if d.state == "gone") == [("S", 1), ("S", 1)]


def test_R_ODD_066_true_strike_adds_a_four_of_any_colour() -> None:
    st = make(deck=20)
    give(st, 0, "TRUE STRIKE")
    fight(st, card("Goblin"), dice=[1, 1, 1, 1, 1, 1, 1])
    play(st, skill("TRUE STRIKE"))
    new = st.enc.dice[-1]
    assert new.value == 4 and new.wild
    fits = placeable(st, new.id)
    assert {box_index(st, 4, "A"), box_index(st, 3, "S")} <= fits and box_index(st, 5, "M") not in fits


def test_R_ODD_066_triple_strike_adds_three_fives_one_raised_to_six() -> None:
    st = make(deck=20)
    give(st, 0, "TRIPLE STRIKE")
    fight(st, card("Ogre"), dice=weak_roll(7))
    play(st, skill("TRIPLE STRIKE") + ":A")
    assert sorted((d.color, d.value) for d in st.enc.dice[-3:]) == [("A", 6), ("M", 5), ("S", 5)]


def test_R_ODD_058_consistency_turns_low_dice_into_fours() -> None:
    st = make(deck=20)
    give(st, 0, "CONSISTENCY")
    fight(st, card("Ogre"), dice=[1, 1, 5, 6, 2, 3, 1])
    play(st, skill("CONSISTENCY"))  # pays the two Strength 1s
    assert sorted(pool(st)) == [("A", 4), ("A", 4), ("M", 4), ("S", 5), ("S", 6)]


def test_R_ODD_058_030_armor_crush_fills_an_armor_box_and_opens_the_rest() -> None:
    st = make(deck=20)
    give(st, 0, "ARMOR CRUSH")
    fight(st, card("Ogre"), dice=[1, 6, 1, 1, 1, 1, 1])
    armor = box_index(st, 4, "S", armor=True)
    six = box_index(st, 6, "S")
    assert six not in placeable(st, 1)  # armor first
    play(st, skill("ARMOR CRUSH") + f":{armor}")
    assert rules.box_done(st.enc, armor) and six in placeable(st, 1)


def test_R_ODD_054_dodge_spends_a_time_and_prevents_one_damage() -> None:
    st = make(deck=20)
    give(st, 0, "DODGE")
    fight(st, card("Goblin"), dice=weak_roll(7))
    discard = len(st.discard)
    play(st, skill("DODGE"))
    assert len(st.discard) - discard == 1 and st.enc.prevent == 1
    play(st, "done")
    assert st.heroes[0].damage == 3 - 1


def test_R_ODD_054_poison_prevents_up_to_two_damage() -> None:
    st = make(deck=20)
    give(st, 0, "POISON")
    fight(st, card("Goblin"), dice=weak_roll(7))
    play(st, skill("POISON"))  # pays an Agility die
    play(st, "done")
    assert st.heroes[0].damage == 3 - 2


def test_R_ODD_061_steady_hands_rolls_one_more_die_in_a_peril() -> None:
    st = make(deck=20)
    give(st, 0, "STEADY HANDS")
    fight(st, card("Locked Door"), dice=[2, 3, 4])
    play(st, "option:0")
    assert sorted(pool(st)) == [("A", 2), ("A", 3), ("A", 4)]


def test_R_ODD_061_lucky_familiar_rerolls_one_die_in_a_peril() -> None:
    st = make(deck=20)
    give(st, 0, "LUCKY FAMILIAR")
    fight(st, card("Locked Door"), dice=[1, 5, 6])
    play(st, "option:0")
    play(st, skill("LUCKY FAMILIAR"))
    assert sorted(pool(st)) == [("A", 5), ("A", 6)]
    assert skill("LUCKY FAMILIAR") not in keys(st)  # once per encounter


def test_R_ODD_061_critical_strikes_sixes_count_as_any_colour() -> None:
    st = make(deck=20)
    give(st, 0, "CRITICAL STRIKES")
    fight(st, card("Goblin"), dice=[6, 1, 1, 1, 1, 1, 1])
    assert box_index(st, 5, "M") in placeable(st, 0)  # a Strength 6 on a Magic box


def test_R_ODD_068_clarity_rerolls_ones_and_twos_and_adds_a_heroic_die() -> None:
    st = make(deck=20)
    st.potion_types = [card("CLARITY")]
    fight(st, card("Ogre"), dice=[1, 2, 3, 6, 2, 5, 1] + [4, 4, 4, 4, 5])
    play(st, "potion:CLARITY:0")
    assert sorted(pool(st)) == [("A", 4), ("A", 5), ("H", 5), ("M", 4), ("S", 3), ("S", 4), ("S", 4), ("S", 6)]
    assert st.potions == 0


def test_R_ODD_068_heroism_turns_two_dice_into_heroic_sixes() -> None:
    st = make(deck=20)
    st.potion_types = [card("HEROISM")]
    fight(st, card("Ogre"), dice=[1, 2, 3, 6, 2, 5, 4])
    play(st, "potion:HEROISM:0")
    assert [v for c, v in pool(st) if c == "H"] == [6, 6] and len(pool(st)) == 7


def test_R_ODD_059_chaotic_aura_costs_six_mana_and_sets_a_number_to_six() -> None:
    low = make(heroes=("Mage",), deck=20)
    give(low, 0, "CHAOTIC AURA")
    # solo Mage rolls S, A A, M M M M
    fight(low, card("Ogre"), dice=[2, 2, 3, 1, 1, 1, 2])
    assert not any(k.startswith(skill("CHAOTIC AURA")) for k in keys(low))  # 5 mana < 6
    st = make(heroes=("Mage",), deck=20)
    give(st, 0, "CHAOTIC AURA")
    fight(st, card("Ogre"), dice=[2, 2, 3, 1, 6, 4, 3])
    play(st, skill("CHAOTIC AURA") + ":2")  # paid by the Magic 6 alone
    assert sorted(pool(st)) == [("A", 3), ("A", 6), ("M", 1), ("M", 3), ("M", 4), ("S", 6)]


def test_R_ODD_058_precision_may_pay_with_the_bigger_agility_die() -> None:
    st = make(deck=20)
    give(st, 0, "PRECISION")
    fight(st, card("Ogre"), dice=[1, 1, 1, 1, 2, 5, 1])  # Agility 2 and 5; a Strength 1 to raise
    labels = [o.label for o in st.decision().options if o.key.startswith(skill("PRECISION"))]
    assert any("add 5" in label for label in labels)  # "discard that many dice (any values)"


def test_R_ODD_066_flurry_lets_the_player_choose_the_colours() -> None:
    st = make(deck=20)
    give(st, 0, "FLURRY")
    fight(st, card("Ogre"), dice=[1, 1, 1, 1, 1, 1, 1])
    variants = [k for k in keys(st) if k.startswith(skill("FLURRY"))]
    assert len(variants) > 1  # e.g. four Strength, three and one, two and two, ...


def test_R_ODD_048_potions_work_in_perils_but_combat_abilities_do_not() -> None:
    st = make(heroes=("Archer",), deck=20)
    st.heroes[0].damage = 2
    st.potions = 2
    st.potion_types = [card("MANA")]
    give(st, 0, "DODGE")
    fight(st, card("Flame Statues"), dice=[1, 1, 1])
    assert st.phase == "peril_choice"  # no CAREFUL AIM step before a peril
    play(st, "option:0")  # DISENCHANT: Magic
    k = keys(st)
    assert {"potion:HEALING:0", "potion:MANA:0"} <= set(k)
    assert skill("DODGE") not in k and "ability:0:KITING" not in k
    play(st, "potion:MANA:0")
    assert ("M", 6) in pool(st)


def test_R_ODD_131_sneak_attack_three_to_five_adds_one_heroic_die() -> None:
    st = make(heroes=("Rogue",), deck=20)
    fight(st, card("Ogre"), dice=[4] + [2] * 8)
    play(st, "heroic:1")
    assert [c for c, _ in pool(st)].count("H") == 1 and len(st.deck) == 20 - 1  # no time spent
    assert st.enc.dice[-1].value == 2  # the check die itself is not in the pool


def test_R_ODD_128_careful_aim_one_time_for_one_heroic_die() -> None:
    st = make(heroes=("Archer",), deck=20)
    fight(st, card("Ogre"), dice=[2] * 8)
    play(st, "heroic:1")
    assert [c for c, _ in pool(st)].count("H") == 1 and len(st.deck) == 20 - 1 - 1
