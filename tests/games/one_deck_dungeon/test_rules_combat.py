"""Combat, perils, placing dice, consequences, abilities (R-ODD-025..078, 117..144; S-ODD scenarios)."""

from __future__ import annotations

from engine.games.one_deck_dungeon import content, rules

from .helpers import card, fight, give, item_cards, make, play, pool, put_door

WARRIOR = 7  # 1P Warrior rolls S4 A2 M1
MAGE = 7  # 1P Mage rolls S1 A2 M4


def boxes_left(st) -> list[int]:
    return [j for j in range(len(st.enc.boxes)) if not rules.box_done(st.enc, j)]


def test_S_ODD_01_R_ODD_075_glooping_ooze_full_encounter():
    st = make(heroes=("Mage",), dungeon="yeti", deck=20)
    fight(st, card("Glooping Ooze"), dice=[5, 3, 6, 1, 4, 4, 6])
    assert st.enc.split_ones == 1 and len(st.enc.boxes) == 8
    play(st, "auto")
    assert len(boxes_left(st)) == 3
    play(st, "done")
    assert len(st.deck) == 17 and st.heroes[0].damage == 1 and st.phase == "loot"


def test_R_ODD_025_026_027_028_029_placing_single_wide_pair_heroic_any():
    st = make(dungeon="yeti", deck=20)
    fight(st, card("Ogre"), dice=[5, 4, 4, 3, 6, 2, 6])
    enc = st.enc
    keys = st.decision().keys()
    assert "die:0" in keys
    play(st, "die:3")  # S3 cannot go on the 4 S armor box (single, too low)
    assert not st.decision().has("box:1")
    play(st, "cancel")
    play(st, "die:1")  # S4 fills the armor box
    play(st, "box:1")
    assert rules.box_done(enc, 1)
    play(st, "die:0")  # S5 on the wide 12 S box: partial
    play(st, "box:4")
    play(st, "die:2")
    play(st, "box:4")
    assert not rules.box_done(enc, 4) and rules.box_total(enc, 4) == 9
    play(st, "die:3")
    play(st, "box:4")
    assert rules.box_done(enc, 4)  # 5 + 4 + 3 >= 12
    play(st, "die:4")  # A6: FREEZING WIND (ANY) would take it
    assert st.decision().has("box:6")
    play(st, "pair:6")  # A6 + M6 as one Strength 6 on the 6 S box
    play(st, "box:5")
    assert rules.box_done(enc, 5)
    h = rules.add_die(st, 0, "H", 4)  # a heroic die counts as any colour
    play(st, f"die:{h.id}")
    assert st.decision().has("box:2") and st.decision().has("box:6")


def test_R_ODD_030_S_ODD_05_armor_boxes_first_in_play():
    st = make(dungeon="yeti", deck=20)
    fight(st, card("Beetle"), dice=[1, 1, 1, 1, 6, 6, 6])
    play(st, "die:4")  # A6
    keys = st.decision().keys()
    assert "box:3" not in keys and "box:2" not in keys  # 3 A and 6 A wait for the armor


def test_R_ODD_031_096_dungeon_foe_boxes_count_as_foe_boxes():
    st = make(dungeon="lich", deck=20)
    fight(st, card("Fire Elemental"), dice=[1] * WARRIOR)
    assert [b.source for b in st.enc.boxes].count("dungeon") == 2
    assert st.enc.boxes[-1].color == "ANY"


def test_R_ODD_032_049_050_051_S_ODD_06_peril_dungeon_boxes_first():
    st2 = make(heroes=("Rogue",), dungeon="hydra", floor=2, deck=20, dice=[6, 3, 2, 1, 5])
    st2.level = 2
    fight(st2, card("Locked Door"))
    play(st2, "option:0")
    assert sorted(pool(st2)) == sorted([("A", 6), ("A", 3), ("A", 2), ("A", 1), ("H", 5)])
    play(st2, "die:0")
    assert not st2.decision().has("box:2")  # the option box waits for the dungeon's peril boxes
    play(st2, "cancel")
    play(st2, "auto")
    assert boxes_left(st2) == []
    st3 = make(heroes=("Rogue",), dungeon="hydra", floor=2, deck=20, dice=[6, 5, 1, 1, 2])
    st3.level = 2
    fight(st3, card("Locked Door"))
    play(st3, "option:0")
    play(st3, "auto")
    play(st3, "done")
    assert st3.heroes[0].damage == 2 and len(st3.deck) == 20 - 1  # only the Locked Door left the deck


def test_R_ODD_033_034_dice_used_once_and_cleared_after():
    st = make(dungeon="yeti", deck=20)
    fight(st, card("Goblin"), dice=[6, 1, 1, 1, 1, 1, 1])
    play(st, "die:0")
    play(st, "box:0")
    assert not st.decision().has("die:0")
    play(st, "done")
    assert st.enc is None  # the encounter (and its dice) is gone


def test_R_ODD_035_no_die_above_six():
    st = make(deck=20)
    give(st, 0, "CLEAVE")
    fight(st, card("Ogre"), dice=[6, 6, 5, 1, 1, 1, 1])
    play(st, f"skill:0:{card('CLEAVE')}")
    assert max(v for _, v in pool(st)) == 6


def test_R_ODD_036_boxes_may_stay_empty():
    st = make(dungeon="yeti", deck=20)
    fight(st, card("Goblin"), dice=[6, 6, 6, 6, 6, 6, 6])
    play(st, "done")
    assert st.heroes[0].damage == 3 + 0 and len(st.deck) == 20 - 1 - 5


def test_R_ODD_037_072_S_ODD_36_flames_before_heroic_abilities():
    st = make(deck=20)
    fight(st, card("Fire Elemental"), dice=[3] * 8)
    assert st.heroes[0].damage == 1 and st.phase == "heroic"  # the wound stored a die first
    play(st, "heroic:1")
    assert ("H", 3) in pool(st)
    st2 = make(deck=20)
    put_door(st2, card("Fire Elemental"), False)
    play(st2, "door:0")
    play(st2, "flee")
    assert st2.heroes[0].damage == 0 and st2.heroes[0].stored == 0


def test_R_ODD_073_frost_spends_time_when_committing():
    st = make(heroes=("Mage",), deck=20)
    fight(st, card("Ice Elemental"), dice=[1] * MAGE)
    assert len(st.deck) == 20 - 1 - 1


def test_R_ODD_038_039_144_roll_one_die_per_icon_capped_at_eight():
    st = make(deck=20)
    st.heroes[0].items = item_cards("S", 6)  # 4 + 6 = 10 Strength icons
    fight(st, card("Ogre"), dice=[2] * (8 + 2 + 1))
    assert [c for c, _ in pool(st)].count("S") == 8


def test_R_ODD_040_after_roll_order_discard_then_poison_then_split_then_brute():
    st = make(heroes=("Mage",), dungeon="hydra", floor=3, deck=20)
    st.heroes[0].stored = 2
    give(st, 0, "BRUTE FORCE")
    st.dungeon = content.DUNGEONS["hydra"]
    fight(st, card("Glooping Ooze"), dice=[5, 1, 2, 1, 1, 6, 6, 1, 4])
    play(st, "heroic:2")
    # heroic 1 -> 0 (gone), heroic 4 -> 3; SPLIT counts the four 1s as rolled
    assert ("H", 3) in pool(st) and st.enc.split_ones == 4
    assert ("S", 6) in pool(st)  # BRUTE FORCE after the rest


def test_R_ODD_041_062_105_skills_once_per_battle_potions_many():
    st = make(deck=20)
    give(st, 0, "CRUSHING BLOW")
    st.potions = 2
    st.potion_types = [card("MANA")]
    fight(st, card("Ogre"), dice=[1, 1, 1, 1, 1, 1, 1])
    play(st, f"skill:0:{card('CRUSHING BLOW')}")
    assert not st.decision().has(f"skill:0:{card('CRUSHING BLOW')}")
    play(st, "potion:MANA:0")
    play(st, "potion:MANA:0")
    assert [v for c, v in pool(st) if c == "M"].count(6) == 2 and st.potions == 0


def test_R_ODD_042_skills_after_placing_until_confirm():
    st = make(deck=20)
    give(st, 0, "DEXTERITY")
    fight(st, card("Goblin"), dice=[6, 1, 1, 1, 4, 1, 1])
    play(st, "die:0")
    play(st, "box:0")
    assert st.decision().has(f"skill:0:{card('DEXTERITY')}")


def test_R_ODD_043_053_time_first_then_damage():
    st = make(dungeon="dragon", deck=2)  # the Goblin is one of the 2: 1 card left above the Stairs
    fight(st, card("Goblin"), dice=[1] * 7)
    play(st, "done")  # X 3 wide: d1 t1, 3A d1, 3S t1, 4A d1, 5M t1 -> 3 damage, 3 time
    assert st.heroes[0].damage == 3  # the Stairs tokens (2) made no damage yet
    assert st.stairs_tokens == 2


def test_R_ODD_044_079_141_loot_even_on_failure_as_one_of_four():
    st = make(deck=20)
    fight(st, card("Goblin"), dice=[1] * 7)
    play(st, "done")
    keys = st.decision().keys()
    assert st.phase == "loot" and {"item:0", "skill:0", "xp"} <= set(keys) and "potion" not in keys
    play(st, "skill:0")
    assert content.CARDS[st.heroes[0].skills[0]].encounter == "Goblin"


def test_R_ODD_045_046_087_peril_option_upfront_time_and_dice():
    st = make(heroes=("Mage",), deck=20, dice=[6, 5, 4, 3, 3])
    st.level = 2
    fight(st, card("Rune Puzzle"))
    play(st, "option:0")  # DECIPHER IT: Magic 6, 2 time first
    assert len(st.deck) == 20 - 2  # (the Rune Puzzle was not in the deck)
    assert sorted(pool(st)) == [("H", 3), ("M", 3), ("M", 4), ("M", 5), ("M", 6)]  # M4 only + 1 H


def test_R_ODD_047_048_no_heroic_or_combat_skills_in_perils():
    st = make(deck=20, dice=[6, 6, 6, 6])
    st.heroes[0].stored = 2
    give(st, 0, "CRUSHING BLOW", "THICK SKIN", "LUCKY FAMILIAR")
    fight(st, card("Locked Door"))
    assert st.phase == "peril_choice"
    play(st, "option:1")  # BASH IT OPEN: Strength
    keys = st.decision().keys()
    assert not any("CRUSHING" in k or card("CRUSHING BLOW") in k for k in keys)
    assert f"skill:0:{card('LUCKY FAMILIAR')}" in keys
    assert st.heroes[0].stored == 2


def test_R_ODD_052_loot_after_a_peril():
    st = make(deck=20, dice=[6, 6, 6, 6])
    fight(st, card("Locked Door"))
    play(st, "option:1")
    play(st, "auto")
    play(st, "done")
    assert st.phase == "loot" and st.heroes[0].damage == 0


def test_R_ODD_054_135_S_ODD_25_reductions():
    st = make(heroes=("Mage",), deck=20)
    give(st, 0, "THICK SKIN")
    st.enc = rules.Encounter("peril", None, [])
    assert rules.reduce_event(st, 3, peril=True, prevent=0) == 2
    rules.wound(st, 0, 2, "test")
    assert st.heroes[0].damage == 1  # 3 -> SHIELD AURA 2 -> THICK SKIN 1
    assert rules.reduce_event(st, 2, peril=True, prevent=0) == 1
    rules.wound(st, 0, 1, "test")
    assert st.heroes[0].damage == 2
    assert rules.reduce_event(st, 2, peril=False, prevent=1) == 1


def test_R_ODD_055_070_124_healing():
    st = make(heroes=("Warrior", "Mage"), deck=20)
    st.heroes[1].damage = 1
    st.potions = 2
    rules.heal(st, 1, 3)
    assert st.heroes[1].damage == 0 and st.heroes[0].damage == 0 and st.potions == 1


def test_R_ODD_056_080_088_limits_and_replacing():
    st = make(deck=20)
    give(st, 0, "DODGE", "DEXTERITY")
    fight(st, card("Goblin"), dice=[1] * 7)
    play(st, "done")
    keys = st.decision().keys()
    assert "skill:0" not in keys and "skill:0:0" in keys  # level 1 limit 2 skills (1P)
    play(st, "skill:0:0")
    assert len(st.heroes[0].skills) == 2 and card("DODGE") in st.gamebox


def test_R_ODD_057_no_two_copies_of_a_skill():
    st = make(deck=20)
    st.heroes[0].skills = [card("FORCE BOLT", 1)]
    fight(st, card("Goblin"), dice=[1] * 7)  # odd-01 carries FORCE BOLT too
    play(st, "done")
    assert not any(k.startswith("skill:") for k in st.decision().options and [o.key for o in st.decision().options])


def test_R_ODD_058_063_basic_skill_paid_with_own_dice():
    st = make(heroes=("Warrior", "Mage"), deck=20)
    give(st, 0, "DEXTERITY")
    # 2P Warrior S3 A1 M1, Mage S1 A1 M3: S[w3, m1], A[w1, m1], M[w1, m3]
    fight(st, card("Ogre"), dice=[1, 1, 1, 1, 2, 5, 1, 1, 1, 1])
    play(st, f"skill:0:{card('DEXTERITY')}")
    gone = [d for d in st.enc.dice if d.state == "gone"]
    assert [(d.owner, d.color, d.value) for d in gone] == [(0, "A", 2)]  # her own Agility die
    assert ("A", 6) in pool(st)


def test_R_ODD_059_061_mana_fountain_spell_cost():
    st = make(heroes=("Mage",), deck=20)
    give(st, 0, "FLAMEWEAVE", "MANA FOUNTAIN")
    fight(st, card("Ogre"), dice=[3, 1, 1, 2, 1, 1, 1])
    play(st, f"skill:0:{card('FLAMEWEAVE')}")  # one Magic 2 + 2 = 4 pays it
    assert [(d.color, d.value) for d in st.enc.dice if d.state == "gone"] == [("M", 2)]
    assert sorted(v for c, v in pool(st) if c == "S") == [4, 4]  # S3 + 1, and the new S4


def test_R_ODD_060_064_masteries_cost_nothing_and_follow_their_use():
    st = make(deck=20)
    give(st, 0, "CRITICAL STRIKES")
    fight(st, card("Goblin"), dice=[6, 1, 1, 1, 1, 1, 1])
    assert all(not k.startswith("skill:") for k in st.decision().options and [o.key for o in st.decision().options])
    assert st.enc.dice[0].wild  # its effect is constant


def test_R_ODD_065_066_added_dice_come_from_the_supply():
    st = make(heroes=("Mage",), deck=20)
    st.heroes[0].items = item_cards("A", 6)  # 8 Agility icons: the supply is empty
    give(st, 0, "HASTE")
    fight(st, card("Ogre"), dice=[1] + [2] * 8 + [6, 6, 6, 6])
    play(st, f"skill:0:{card('HASTE')}")
    assert [c for c, _ in pool(st)].count("A") == 8


def test_R_ODD_067_068_069_potions_shared_tokens():
    st = make(heroes=("Warrior", "Mage"), deck=20)
    put_door(st, card("MANA"), True)
    st.door, st.phase = 0, "loot"
    play(st, "potion")
    assert st.potions == 2 and [content.CARDS[c].loot for c in st.potion_types] == ["MANA"]
    assert st.view(0)["potion_types"] == ["HEALING", "MANA"]  # HEALING always there, shared
    st.potions = 8
    rules.gain_potion(st, 1)
    assert st.potions == 8  # A-ODD-17 cap


def test_R_ODD_074_S_ODD_21_ethereal():
    st = make(heroes=("Mage",), deck=20)
    st.heroes[0].stored = 1
    fight(st, card("Phantom"), dice=[1, 3, 5, 3, 6, 2, 1, 3])
    play(st, "heroic:1")
    assert sorted(pool(st)) == [("A", 5), ("M", 2), ("M", 6)]


def test_R_ODD_097_S_ODD_22_weakness_curse_with_ethereal():
    st = make(heroes=("Mage",), dungeon="lich", floor=2, deck=20)
    st.heroes[0].items = item_cards("S", 1)
    fight(st, card("Phantom"), dice=[1, 2, 3, 4, 5, 6, 6, 6])
    assert sorted(pool(st)) == [("A", 4), ("M", 5), ("M", 6), ("M", 6), ("M", 6)]


def test_R_ODD_076_139_S_ODD_18_undying_fights_twice_then_one_loot():
    st = make(deck=20)
    # battle 1: fill both armor boxes and the 3 S and 5 S #1; leave 3 A (t1) and 5 S #2 (d1)
    fight(st, card("Skeleton"), dice=[5, 3, 1, 1, 1, 1, 4, 4])
    play(st, "auto")
    play(st, "done")
    assert st.enc is not None and st.enc.battle == 2 and st.heroes[0].damage >= 1
    stored = st.heroes[0].stored
    st.chance.dice.extend([1] * (7 + stored))
    if st.phase == "heroic":
        play(st, f"heroic:{stored}")
    assert st.phase == "battle" and st.heroes[0].stored == 0
    play(st, "done")
    assert st.phase == "loot" or st.won is False


def test_R_ODD_077_survivor_discards_instead_of_loot():
    st = make(deck=20)
    fight(st, card("Beetle"), dice=[1] * 7)
    play(st, "done")
    assert st.phase != "loot" and card("Beetle") in st.discard


def test_R_ODD_078_140_S_ODD_20_thief():
    st = make(deck=20)
    fight(st, card("Bandit"), dice=[6] * 7)
    play(st, "done")
    assert st.heroes[0].items == []  # nothing to steal: no effect
    st2 = make(deck=20)
    st2.heroes[0].items = item_cards("S", 1) + item_cards("H", 1)
    fight(st2, card("Bandit"), dice=[1] * 9)
    play(st2, "done")
    assert st2.phase == "theft"
    play(st2, f"lose:0:{item_cards('H', 1)[0]}")
    assert st2.heroes[0].items == item_cards("S", 1) and item_cards("H", 1)[0] in st2.gamebox


def test_R_ODD_081_two_players_choose_who_takes_the_item():
    st = make(heroes=("Warrior", "Mage"), deck=20)
    fight(st, card("Goblin"), dice=[1] * 10)
    play(st, "done")
    if st.phase == "split":
        play(st, "split:0")
    assert {"item:0", "item:1"} <= set(st.decision().keys())


def test_R_ODD_082_083_084_S_ODD_12_levelling_spends_the_cheapest_xp():
    st = make(deck=20)
    st.xp = [c.id for c in content.CARDS.values() if c.xp == 3][:2] + [
        c.id for c in content.CARDS.values() if c.xp == 2
    ][:1]
    shadow = card("Shadow")
    fight(st, shadow, dice=[6] * 7)
    play(st, "auto")
    play(st, "done")
    play(st, "xp")
    assert st.phase == "level"
    play(st, "levelup")
    assert st.level == 2 and st.potions == 2 and [content.CARDS[c].xp for c in st.xp] == [3]
    assert len(st.gamebox) == 3


def test_R_ODD_085_levelling_at_the_end_of_a_turn():
    st = make(deck=20)
    st.xp = [c.id for c in content.CARDS.values() if c.xp == 4][:2]
    st.phase = "end"
    assert st.decision().has("levelup")


def test_R_ODD_086_level_values():
    lv = content.LEVELS
    assert [(lv[n].skills, lv[n].items, lv[n].vs_perils, lv[n].to_next) for n in (1, 2, 3)] == [
        ((2, 1), (2, 1), (0, 0), 7),
        ((3, 2), (4, 2), (1, 0), 9),
        ((4, 3), (6, 3), (1, 1), 11),
    ]


def test_S_ODD_13_level_four_exchange():
    st = make(deck=20)
    st.level = 4
    st.xp = [c.id for c in content.CARDS.values() if c.xp == 2][:1] + [
        c.id for c in content.CARDS.values() if c.xp == 4
    ][:1]
    assert rules.can_level(st)
    rules.level_up(st)
    assert st.level == 4 and st.potions == 2 and st.xp == []
    st.xp = [c.id for c in content.CARDS.values() if c.xp == 4][:1]
    assert not rules.can_level(st)


def test_R_ODD_098_S_ODD_32_poison_aura():
    st = make(heroes=("Mage",), dungeon="hydra", floor=3, deck=20)
    st.heroes[0].stored = 2
    fight(st, card("Ogre"), dice=[2, 2, 2, 2, 2, 2, 2, 1, 4])
    play(st, "heroic:2")
    assert [v for c, v in pool(st) if c == "H"] == [3] and [v for c, v in pool(st) if c == "M"] == [2] * 4


def test_R_ODD_099_sticky_surroundings():
    st = make(dungeon="hydra", deck=10)
    put_door(st, content.CARD_IDS[40], False)
    rules.start_turn(st)
    assert len(st.deck) == 7


def test_R_ODD_100_brutal_strength_adds_a_heart():
    st = make(dungeon="yeti", floor=3, deck=20)
    fight(st, card("Goblin"), dice=[1] * 7)
    assert all(b.dmg >= 1 for b in st.enc.boxes)


def test_R_ODD_102_103_104_106_107_108_109_boss_rounds():
    st = make(dungeon="yeti", floor=3, deck=0, dice=[6, 6, 6, 6, 4, 4, 4, 6])
    st.heroes[0].items = item_cards("H", 2)
    rules.descend(st)
    enc = st.enc
    assert enc.kind == "boss" and sorted(c for c, _ in pool(st)) == ["A", "A", "H", "M", "S", "S", "S", "S"]
    deck_before = len(st.deck)
    play(st, "auto")
    st.chance.dice.extend([1] * 8)
    play(st, "done")
    assert len(st.deck) == deck_before  # time means nothing
    assert st.boss_damage >= 1 and st.boss_round == 2


def test_R_ODD_110_yeti_discards_ones_every_round():
    st = make(dungeon="yeti", floor=3, deck=0, dice=[1, 1, 2, 2, 1, 2, 1, 1])
    rules.descend(st)
    assert all(v != 1 for _, v in pool(st))


def test_R_ODD_111_dragon_armor_only_real_dice():
    st = make(dungeon="dragon", floor=3, deck=0, dice=[5, 1, 1, 1, 1, 1, 1, 6])
    rules.descend(st)
    h = next(d.id for d in st.enc.dice if d.color == "H")
    play(st, f"die:{h}")
    assert not st.decision().has("box:0")
    play(st, "cancel")
    play(st, "die:0")
    assert st.decision().has("box:0")


def test_R_ODD_112_hydra_heads_heal_the_hydra():
    st = make(dungeon="hydra", floor=3, deck=0, dice=[1] * 8)
    st.heroes[0].items = item_cards("H", 6)
    rules.descend(st)
    st.boss_damage = 2
    st.chance.dice.extend([1] * 8)
    play(st, "done")
    assert st.boss_damage == 0  # three uncovered heads removed the two damage


def test_R_ODD_113_lich_double_cover():
    st = make(heroes=("Mage",), dungeon="lich", floor=3, deck=0, dice=[1, 1, 1, 5, 4, 1, 1, 1])
    rules.descend(st)
    play(st, "die:3")
    play(st, "box:0")
    assert not rules.box_done(st.enc, 0) and st.enc.covers[0] == 1
    play(st, "die:4")
    play(st, "box:0")
    assert rules.box_done(st.enc, 0)


def test_R_ODD_114_002_boss_defeat_wins_without_loot():
    st = make(dungeon="yeti", floor=3, deck=0, dice=[6] * 8)
    rules.descend(st)
    st.boss_damage = 5
    play(st, "auto")
    play(st, "done")
    assert st.won is True and st.phase == "over" and st.result().winners == (0,)


def test_R_ODD_118_119_143_S_ODD_17_two_player_dice_caps():
    st = make(heroes=("Warrior", "Archer"), deck=20)
    st.heroes[0].items = item_cards("S", 2)
    st.heroes[1].items = item_cards("S", 4)[2:4]
    assert rules.capped_icons(st, "S") == [4, 4]  # 9 icons: one die lost from the hero with more
    st2 = make(heroes=("Warrior", "Mage"), floor=3, deck=0, dice=[3] * 12)
    st2.heroes[0].stored = 2
    st2.heroes[1].stored = 2
    rules.descend(st2)
    assert rules.black_free(st2) == 0
    st3 = make(heroes=("Warrior", "Mage"), deck=20, dice=[6] * 6)
    st3.level = 3
    fight(st3, card("Locked Door"))
    play(st3, "option:1")  # Strength: W3 + M1, each hero +1 heroic
    assert [c for c, _ in pool(st3)].count("H") == 2


def test_R_ODD_120_either_heroes_dice_on_any_box():
    st = make(heroes=("Warrior", "Mage"), deck=20)
    fight(st, card("Goblin"), dice=[1, 1, 1, 1, 1, 1, 1, 1, 1, 6])
    mage_m6 = next(d.id for d in st.enc.dice if d.owner == 1 and d.value == 6)
    play(st, f"die:{mage_m6}")
    assert st.decision().has("box:4")


def test_R_ODD_121_S_ODD_16_two_player_split():
    st = make(heroes=("Warrior", "Mage"), deck=20)
    st.heroes[0].damage = 1
    st.enc = rules.Encounter("foe", card("Goblin"), [])
    assert rules.deal(st, 5, "test") is False and st.phase == "split"
    assert rules.party_takes(st, 5, 0) == (5, False)  # a survivable split exists
    play(st, "split:1")
    assert (st.heroes[0].damage, st.heroes[1].damage) == (3, 3)


def test_R_ODD_122_stairs_damage_to_one_hero():
    st = make(heroes=("Warrior", "Mage"), deck=0)
    st.heroes[0].damage = 2
    rules.spend_time(st, 3)
    assert st.decision().has("stairs:0") and st.decision().has("stairs:1")  # the players choose
    play(st, "stairs:1")
    assert st.heroes[1].damage == 1 and st.heroes[0].damage == 2


def test_R_ODD_125_S_ODD_26_frenzy_stores_at_most_two():
    st = make(deck=20)
    rules.wound(st, 0, 3, "test")
    assert st.heroes[0].stored == 2
    fight(st, card("Ogre"), dice=[1] * 9)
    play(st, "heroic:2")
    assert st.heroes[0].stored == 0 and [c for c, _ in pool(st)].count("H") == 2


def test_R_ODD_126_stubbornness_makes_a_six_any_colour():
    st = make(deck=20)
    fight(st, card("Goblin"), dice=[6, 1, 1, 1, 1, 1, 1])
    play(st, "ability:0:STUBBORNNESS:0")
    play(st, "die:0")
    assert st.decision().has("box:4")  # the 5 Magic box
    assert not st.decision().has("skill") and "0:STUBBORNNESS" in st.enc.used


def test_R_ODD_127_second_wind_on_descent():
    st = make(heroes=("Warrior", "Mage"), deck=0)
    st.heroes[0].damage = 2
    rules.descend(st)
    assert st.heroes[0].damage == 1


def test_R_ODD_128_careful_aim_time_for_heroic_dice():
    st = make(heroes=("Archer",), deck=20)
    fight(st, card("Ogre"), dice=[1] * 9)
    play(st, "heroic:2")
    assert len(st.deck) == 20 - 1 - 3 and [c for c, _ in pool(st)].count("H") == 2


def test_R_ODD_129_kiting():
    st = make(heroes=("Archer",), deck=20)
    fight(st, card("Goblin"), dice=[1] * 7)
    play(st, "heroic:0")
    play(st, "ability:0:KITING")
    assert st.enc.prevent == 1 and len(st.deck) == 20 - 1 - 1


def test_R_ODD_131_sneak_attack():
    st = make(heroes=("Rogue",), deck=20)
    fight(st, card("Ogre"), dice=[6] + [1] * 9)
    play(st, "heroic:1")
    assert [c for c, _ in pool(st)].count("H") == 2
    st2 = make(heroes=("Rogue",), deck=20)
    fight(st2, card("Ogre"), dice=[2] + [1] * 7)
    play(st2, "heroic:1")
    assert len(st2.deck) == 20 - 1 - 1


def test_R_ODD_132_stealth_explore_costs_less():
    st = make(heroes=("Rogue",), deck=10)
    rules.start_turn(st)
    assert st.decision().has("stealth")


def test_R_ODD_133_dungeoneering_partner_rerolls_ones():
    st = make(heroes=("Rogue", "Mage"), deck=20, dice=[1, 1, 1, 1, 5])
    fight(st, card("Locked Door"))
    play(st, "option:0")  # Agility: Rogue 3, Mage 1
    play(st, "ability:1:DUNGEONEERING")
    assert [v for d in st.enc.dice if d.owner == 1 for v in [d.value]] == [5]


def test_R_ODD_134_mana_charge_on_flee_max_two():
    st = make(heroes=("Mage",), deck=20)
    st.heroes[0].stored = 1
    put_door(st, card("Ogre"), False)
    play(st, "door:0")
    play(st, "flee")
    assert st.heroes[0].stored == 2
    rules.mana_charge(st)
    assert st.heroes[0].stored == 2


def test_R_ODD_137_boss_keeps_stored_dice_stored():
    st = make(floor=3, deck=0, dice=[2] * 8)
    st.heroes[0].stored = 2
    rules.descend(st)
    assert st.heroes[0].stored == 2 and [c for c, _ in pool(st)].count("H") == 1


def test_S_ODD_24_force_bolt():
    st = make(heroes=("Mage",), deck=20)
    give(st, 0, "FORCE BOLT")
    bolt = st.heroes[0].skills[0]
    fight(st, card("Ogre"), dice=[1, 1, 1, 4, 2, 1, 1])
    play(st, f"skill:0:{bolt}:S")
    assert sorted(v for d in st.enc.dice if d.state == "gone" for v in [d.value]) == [2, 4]  # M4 + M2 = 6
    assert ("S", 6) in pool(st)
    st2 = make(heroes=("Mage",), deck=20)
    give(st2, 0, "FORCE BOLT")
    fight(st2, card("Ogre"), dice=[1, 1, 1, 5, 3, 3, 3])
    st2.enc.dice[4].state = st2.enc.dice[5].state = st2.enc.dice[6].state = "gone"  # only M5 left to pay
    play(st2, f"skill:0:{bolt}:A")
    assert ("A", 5) in pool(st2)  # X capped by the mana paid; never above 6 (A-ODD-07)


def test_S_ODD_37_heroic_die_pays_a_spell():
    st = make(heroes=("Mage",), deck=20)
    give(st, 0, "STATIC BURST")
    st.heroes[0].stored = 1
    fight(st, card("Ogre"), dice=[1, 1, 1, 1, 1, 1, 1, 3])
    play(st, "heroic:1")
    play(st, f"skill:0:{card('STATIC BURST')}")
    assert ("H", 3) in [(d.color, d.value) for d in st.enc.dice if d.state == "gone"]


def test_R_ODD_136_power_transfer_pays_a_partners_spell():
    st = make(heroes=("Warrior", "Mage"), deck=20)
    give(st, 0, "HASTE")
    # 2P Warrior S3 A1 M1, Mage S1 A1 M3: S[w,w,w,m] A[w,m] M[w,m,m,m]
    fight(st, card("Ogre"), dice=[1, 1, 1, 1, 1, 1, 1, 4, 1, 1] + [2, 2])
    play(st, "heroic:0") if st.phase == "heroic" else None
    key = f"skill:0:{card('HASTE')}:pt"
    assert not st.decision().has(f"skill:0:{card('HASTE')}")  # her own Magic 1 cannot pay 3
    play(st, key)
    gone = [(d.owner, d.color, d.value) for d in st.enc.dice if d.state == "gone"]
    assert gone == [(1, "M", 4)] and "1:POWER_TRANSFER" in st.enc.used
    assert [(d.owner, d.color) for d in st.enc.dice[-2:]] == [(0, "A"), (0, "A")]  # the Warrior's spell


def test_R_ODD_130_combined_shot_swaps_ownership():
    st = make(heroes=("Archer", "Mage"), deck=20)
    give(st, 1, "DEXTERITY")
    # 2P Archer S2 A2 M1, Mage S1 A1 M3: S[a,a,m] A[a,a,m] M[a,m,m,m]
    fight(st, card("Ogre"), dice=[1, 1, 1, 6, 6, 2, 1, 1, 1, 1])
    play(st, "heroic:0")
    archer_a6 = next(d for d in st.enc.dice if d.owner == 0 and d.value == 6)
    mage_a2 = next(d for d in st.enc.dice if d.owner == 1 and d.color == "A")
    play(st, f"ability:0:COMBINED_SHOT:{archer_a6.id}:{mage_a2.id}")
    assert archer_a6.owner == 1 and mage_a2.owner == 0
    assert not any("COMBINED_SHOT" in o.key for o in st.decision().options)  # once per battle


def test_A_ODD_11_auto_place_log_in_plain_words_and_gone_when_taken_back():
    st = make(heroes=("Mage",), dungeon="yeti", deck=20)
    fight(st, card("Glooping Ooze"), dice=[5, 3, 6, 1, 4, 4, 6])
    before = list(st.log)
    play(st, "auto")
    added = st.log[len(before) :]
    assert added and "cost" not in " ".join(added) and "placement" not in " ".join(added)
    assert any(line.startswith("Auto-place puts ") and "dice on" in line for line in added)
    play(st, "reset")
    assert st.log == before  # nothing about the placements taken back remains
    play(st, "auto")
    play(st, "done")
    assert any(line.startswith("Auto-place puts ") for line in st.log)
