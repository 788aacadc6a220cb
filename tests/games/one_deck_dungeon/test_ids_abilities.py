"""Foe abilities, dungeon boxes, damage sharing and boss rounds, with scripted dice.

Complements test_rules_combat.py: DRAIN and SIPHON (only THIEF was pinned), a Beetle
that does get looted, FROST avoided by fleeing, ANY boxes, peril supply caps,
THICK SKIN on a 2P share, and exact boss damage per round.
"""

from __future__ import annotations

from engine.games.one_deck_dungeon import content, rules

from .fixtures_ids import box_index, keys, placeable, weak_roll
from .helpers import card, fight, give, item_cards, make, play, pool, put_door


def test_R_ODD_078_drain_takes_a_skill_to_the_game_box() -> None:
    st = make(deck=20)
    give(st, 0, "DODGE")
    dodge = st.heroes[0].skills[0]
    fight(st, card("Wraith"), dice=weak_roll(7))
    play(st, "done")
    assert st.heroes[0].skills == [] and dodge in st.gamebox
    assert st.phase == "loot"  # the theft does not stop the loot


def test_R_ODD_078_siphon_takes_an_xp_card_to_the_game_box() -> None:
    st = make(deck=20)
    xp_card = card("Force Wall")
    st.deck.remove(xp_card)
    st.xp = [xp_card]
    fight(st, card("Shadow"), dice=weak_roll(7))
    play(st, "done")
    assert st.xp == [] and xp_card in st.gamebox


def test_R_ODD_078_a_filled_star_box_steals_nothing() -> None:
    st = make(deck=20)
    give(st, 0, "DODGE")
    fight(st, card("Wraith"), dice=[1, 1, 1, 1, 1, 1, 6])  # the Magic 6 covers the 5 M star box
    play(st, "die:6")
    play(st, f"box:{box_index(st, 5, 'M')}")
    play(st, "done")
    assert len(st.heroes[0].skills) == 1 and st.gamebox == []


def test_R_ODD_077_a_beetle_with_both_armor_boxes_filled_is_looted() -> None:
    st = make(deck=20)
    fight(st, card("Beetle"), dice=[6, 6, 1, 1, 1, 1, 1])
    play(st, "die:0")
    play(st, f"box:{box_index(st, 3, 'S', armor=True)}")
    play(st, "die:1")
    play(st, f"box:{box_index(st, 4, 'S', armor=True)}")
    play(st, "done")
    assert st.phase == "loot" and card("Beetle") not in st.discard
    assert "xp" in keys(st)


def test_R_ODD_073_fleeing_the_ice_elemental_spends_no_frost_time() -> None:
    st = make(deck=20)
    put_door(st, card("Ice Elemental"), False)
    before = len(st.deck)
    play(st, "door:0")
    play(st, "flee")
    assert len(st.deck) == before - 2  # only the next turn's time


def test_R_ODD_029_dungeon_any_boxes_take_any_colour() -> None:
    st = make(deck=20)  # Yeti's Cavern floor 1: two 4 ANY boxes on every foe
    fight(st, card("Goblin"), dice=[4, 1, 1, 1, 3, 1, 6])
    j = box_index(st, 4, "ANY", source="dungeon")
    play(st, "die:6")  # Magic 6
    assert f"box:{j}" in keys(st)
    play(st, "cancel")
    play(st, "die:0")  # Strength 4
    assert f"box:{j}" in keys(st)
    play(st, "cancel")
    play(st, "die:4")  # Agility 3: too low even for an ANY box
    assert f"box:{j}" not in keys(st)


def test_R_ODD_144_the_supply_cap_also_holds_in_a_peril() -> None:
    st = make(heroes=("Mage",), deck=20)
    give(st, 0, items=item_cards("M", 6))
    assert st.heroes[0].icons("M") == content.HEROES[("Mage", 1)].m + 6
    fight(st, card("Flame Statues"), dice=[3] * 12)
    play(st, "option:0")  # DISENCHANT: Magic
    assert [c for c, _ in pool(st)] == ["M"] * 8


def test_R_ODD_054_121_thick_skin_applies_to_its_owners_even_share() -> None:
    st = make(heroes=("Warrior", "Mage"))
    give(st, 1, "THICK SKIN")
    assert rules.deal(st, 4, "a test")  # even: 2 and 2, no choice needed
    assert (st.heroes[0].damage, st.heroes[1].damage) == (2, 1)


def test_R_ODD_108_114_boss_takes_the_hits_of_covered_boxes_and_gives_no_loot() -> None:
    # Yeti boss: 22 S wide h3, 5 A h1, 6 S h1, 5 M h1, 6 A h1, 6 S h1, 5 M h1, 6 A h1 (each d1, the wide d3)
    st = make(dungeon="yeti", floor=3, deck=0, dice=[6, 2, 2, 2, 5, 2, 5, 6])
    give(st, 0, items=item_cards("H", 2))  # health 7: the round's 6 damage is survivable
    rules.descend(st)
    assert st.enc is not None and st.enc.kind == "boss" and st.boss_round == 1
    for die, (value, color) in ((0, (6, "S")), (4, (5, "A")), (6, (5, "M")), (7, (6, "A"))):
        play(st, f"die:{die}")
        play(st, f"box:{box_index(st, value, color, source='boss')}")
    st.chance.dice.extend([2] * 8)  # round 2's roll
    play(st, "done")
    assert st.boss_damage == 4 and st.boss_round == 2 and st.won is None
    assert st.heroes[0].damage == 3 + 1 + 1 + 1  # the wide box (3) and three 1-damage boxes left
    assert st.phase == "battle" and not st.xp and not st.heroes[0].skills  # no loot step


def test_R_ODD_002_109_the_boss_falls_when_its_damage_reaches_its_health() -> None:
    st = make(dungeon="yeti", floor=3, deck=0, dice=[6, 2, 2, 2, 5, 2, 5, 6])
    give(st, 0, items=item_cards("H", 2))
    rules.descend(st)
    st.boss_damage = content.DUNGEONS["yeti"].boss.health - 4
    for die, (value, color) in ((0, (6, "S")), (4, (5, "A")), (6, (5, "M")), (7, (6, "A"))):
        play(st, f"die:{die}")
        play(st, f"box:{box_index(st, value, color, source='boss')}")
    play(st, "done")  # R-ODD-108: the heroes survive the 6 damage first, then the 4 hits land
    assert st.won is True and st.decision() is None and st.boss_round == 1
    res = st.result()
    assert res is not None and res.winners == (0,)


def test_R_ODD_108_003_a_fallen_hero_lands_no_boss_hits() -> None:
    st = make(dungeon="yeti", floor=3, deck=0, dice=[6, 2, 2, 2, 5, 2, 5, 6])
    rules.descend(st)  # solo Warrior, health 5: leaving 7 boxes empty deals 3 + 6 = 9
    st.boss_damage = content.DUNGEONS["yeti"].boss.health - 1
    play(st, "die:0")
    play(st, f"box:{box_index(st, 6, 'S', source='boss')}")
    play(st, "done")
    assert st.won is False and st.boss_damage == content.DUNGEONS["yeti"].boss.health - 1


def test_R_ODD_070_124_healing_heals_two_in_battle_for_the_chosen_hero() -> None:
    st = make(heroes=("Warrior", "Mage"), deck=20)
    st.heroes[1].damage = 3
    w, m = content.HEROES[("Warrior", 2)], content.HEROES[("Mage", 2)]
    fight(st, card("Goblin"), dice=[6] * (w.s + w.a + w.m + m.s + m.a + m.m))
    k = keys(st)
    assert "potion:HEALING:1" in k and "potion:HEALING:0" not in k  # the unhurt Warrior needs none
    play(st, "potion:HEALING:1")
    assert st.heroes[1].damage == 1 and st.potions == 0
    assert not any(x.startswith("potion:") for x in keys(st))  # no token left


def test_R_ODD_067_068_one_token_pays_for_any_owned_potion_type() -> None:
    st = make(deck=20)
    st.potion_types = [card("MANA")]
    st.potions = 1
    fight(st, card("Ogre"), dice=weak_roll(7))
    assert "potion:MANA:0" in keys(st) and "potion:HEROISM:0" not in keys(st)  # only owned types
    play(st, "potion:MANA:0")
    assert ("M", 6) in pool(st) and st.potions == 0
    assert "potion:MANA:0" not in keys(st)


def test_R_ODD_097_weakness_curse_also_hits_peril_rolls() -> None:
    st = make(dungeon="lich", floor=2, deck=20)  # Lich's Tomb floor 2: WEAKNESS CURSE
    fight(st, card("Locked Door"), dice=[2, 5])
    play(st, "option:0")  # PICK THE LOCK: the Warrior's two Agility dice
    assert pool(st) == [("A", 5)]


def test_R_ODD_090_encounter_time_feeds_the_stairs_once_it_shows() -> None:
    st = make(deck=0)  # Stairs visible; the Ice Elemental's FROST time becomes a token
    fight(st, card("Ice Elemental"), dice=[6] * 7)
    assert st.stairs_tokens == 1 and st.discard == []


def test_R_ODD_003_a_flames_hit_can_end_the_game_before_the_roll() -> None:
    st = make(deck=20)
    st.heroes[0].damage = st.heroes[0].health() - 1
    fight(st, card("Fire Elemental"), dice=[6] * 8)
    assert st.won is False and st.enc is not None and st.enc.dice == []  # no die was rolled
    st._decision = None
    assert st.decision() is None and st.result() is not None


def test_R_ODD_053_theft_comes_before_the_stairs_damage() -> None:
    st = make(deck=0)
    st.stairs_tokens = 2
    give(st, 0, "DODGE", items=item_cards("H", 1))
    fight(st, card("Wraith"), dice=weak_roll(7))
    play(st, "done")  # 1 + 2 (dungeon) time: tokens 2 -> 5, one Stairs hit; 4 damage; DRAIN
    log = st.log
    hit = next(i for i, line in enumerate(log) if "from the consequences" in line)
    drain = next(i for i, line in enumerate(log) if line.startswith("DRAIN"))
    stairs = next(i for i, line in enumerate(log) if "from the Stairs" in line)
    assert hit < drain < stairs
    assert st.heroes[0].damage == 5 and st.stairs_tokens == 2 and st.won is None


def test_R_ODD_122_the_players_choose_who_takes_stairs_damage() -> None:
    st = make(heroes=("Warrior", "Mage"), deck=0)
    st.stairs_tokens = 2
    put_door(st, card("Locked Door"), True)
    st.phase = "end"
    play(st, "end")  # the next turn's 2 time: tokens 2 -> 4, one conversion
    labels = " ".join(o.label for o in st.decision().options)
    assert "Warrior" in labels and "Mage" in labels  # a choice of hero is offered


def test_R_ODD_062_105_a_skill_used_in_one_boss_round_is_ready_again_next_round() -> None:
    st = make(dungeon="yeti", floor=3, deck=0, dice=[6, 2, 2, 2, 5, 2, 5, 6])
    give(st, 0, "CRUSHING BLOW", items=item_cards("H", 2))
    blow = f"skill:0:{card('CRUSHING BLOW')}"
    rules.descend(st)
    play(st, blow)
    assert blow not in keys(st)  # once per round
    for die, (value, color) in ((0, (6, "S")), (4, (5, "A")), (6, (5, "M")), (7, (6, "A"))):
        play(st, f"die:{die}")
        play(st, f"box:{box_index(st, value, color, source='boss')}")
    st.chance.dice.extend([2] * 8)
    play(st, "done")
    assert st.boss_round == 2 and blow in keys(st)


def test_R_ODD_103_117_each_hero_rolls_one_heroic_die_per_boss_round() -> None:
    st = make(heroes=("Warrior", "Mage"), dungeon="yeti", floor=3, deck=0, dice=[4] * 20)
    rules.descend(st)
    heroic = [d.owner for d in st.enc.dice if d.color == "H"]
    assert sorted(heroic) == [0, 1]
    assert st.phase == "battle"  # no before-battle step in a boss round


def test_R_ODD_136_power_transfer_only_once_per_battle() -> None:
    st = make(heroes=("Warrior", "Mage"), deck=20)
    give(st, 0, "HASTE", "FLAMEWEAVE")
    # 2P Warrior S3 A1 M1, Mage S1 A1 M3: S[w,w,w,m] A[w,m] M[w,m,m,m]; the Mage's Magic 6, 6, 6
    fight(st, card("Ogre"), dice=[1, 1, 1, 1, 1, 1, 1, 6, 6, 6] + [2, 2])
    pt = [k for k in keys(st) if k.endswith(":pt")]
    assert f"skill:0:{card('HASTE')}:pt" in pt and f"skill:0:{card('FLAMEWEAVE')}:pt" in pt
    play(st, f"skill:0:{card('HASTE')}:pt")
    assert not any(k.endswith(":pt") for k in keys(st))  # the Mage has used it for this battle


def test_R_ODD_074_ethereal_also_discards_dice_rolled_by_a_skill() -> None:
    st = make(deck=20)
    give(st, 0, "BACKSTAB")
    fight(st, card("Phantom"), dice=[6, 6, 6, 6, 5, 5, 5, 3, 4])
    play(st, f"skill:0:{card('BACKSTAB')}")  # pays an Agility 5, rolls two Strength dice: 3 and 4
    assert sorted(v for c, v in pool(st) if c == "S") == [4, 6, 6, 6, 6]


def test_R_ODD_075_split_counts_only_the_ones_of_the_first_roll() -> None:
    st = make(deck=20)
    give(st, 0, "BACKSTAB")
    fight(st, card("Glooping Ooze"), dice=[1, 6, 6, 6, 5, 5, 5, 1, 1])
    assert st.enc.split_ones == 1
    play(st, f"skill:0:{card('BACKSTAB')}")  # rolls two more 1s
    assert st.enc.split_ones == 1 and rules.preview(st)["damage"] >= 1


def test_R_ODD_051_a_failed_peril_costs_its_gate_and_option_boxes() -> None:
    st = make(deck=20)  # Yeti's Cavern floor 1: a 4 ANY peril box costing 1 time
    fight(st, card("Locked Door"), dice=[1, 1])
    play(st, "option:0")  # PICK THE LOCK 8: 2 damage when failed
    discard = len(st.discard)
    play(st, "done")
    assert st.heroes[0].damage == 2 and len(st.discard) - discard == 1
    assert st.phase == "loot"  # R-ODD-052: the heroes survived


def test_R_ODD_111_a_stubborn_six_cannot_fill_the_wrong_dragon_armor() -> None:
    st = make(dungeon="dragon", floor=3, deck=0, dice=[1, 1, 1, 1, 6, 1, 1, 1])
    rules.descend(st)
    play(st, "ability:0:STUBBORNNESS:4")  # the Agility 6 now counts as any colour
    s_armor = box_index(st, 5, "S", armor=True, source="boss")
    a_armor = box_index(st, 5, "A", armor=True, source="boss")
    fits = placeable(st, 4)
    assert a_armor in fits and s_armor not in fits


def test_R_ODD_095_100_floor_three_perils_carry_every_gate_and_brutal_hearts() -> None:
    st = make(dungeon="yeti", floor=3, deck=20)
    fight(st, card("Locked Door"), dice=[1, 1])
    play(st, "option:0")
    gates = [b for b in st.enc.boxes if b.source == "peril_gate"]
    assert len(gates) == 3 and st.enc.peril_gate == 3  # one left-edge box per revealed floor
    base_gate = content.DUNGEONS["yeti"].floors[0].peril_box
    assert all(g.dmg == base_gate.dmg + 1 for g in gates)  # BRUTAL STRENGTH: +1 damage on every box
    option = content.PERILS["Locked Door"].options[0]
    assert st.enc.boxes[-1].dmg == option.dmg + 1 and len(st.enc.boxes) == 4


def test_R_ODD_100_every_foe_and_dungeon_box_gains_one_damage() -> None:
    st = make(dungeon="yeti", floor=3, deck=20)
    fight(st, card("Ogre"), dice=weak_roll(7))
    printed = list(content.FOES["Ogre"].boxes) + [b for f in content.DUNGEONS["yeti"].floors for b in f.foe_boxes]
    assert [b.dmg for b in st.enc.boxes] == [b.dmg + 1 for b in printed]


def test_R_ODD_093_099_sticky_surroundings_still_cost_time_on_floor_three() -> None:
    st = make(dungeon="hydra", floor=3, deck=10)
    put_door(st, card("Goblin"), True)
    rules.start_turn(st)
    assert len(st.deck) == 10 - 1 - 3  # 2 for the turn, 1 for floor 1's STICKY SURROUNDINGS


def test_R_ODD_098_poison_aura_also_hits_the_vs_perils_heroic_die() -> None:
    st = make(dungeon="hydra", floor=3, deck=20)
    st.level = 2  # solo level 2: one heroic die on every peril
    fight(st, card("Locked Door"), dice=[5, 4, 1])
    play(st, "option:0")
    assert sorted(pool(st)) == [("A", 4), ("A", 5)]  # the heroic 1 dropped to 0 and left
    st2 = make(dungeon="hydra", floor=3, deck=20)
    st2.level = 2
    fight(st2, card("Locked Door"), dice=[5, 4, 6])
    play(st2, "option:0")
    assert ("H", 5) in pool(st2)


def test_R_ODD_054_121_preventions_apply_to_the_whole_event_before_the_split() -> None:
    st = make(heroes=("Warrior", "Mage"))
    assert rules.deal(st, 3, "a test", prevent=1)  # 3 - 1 = 2: an even split, no choice needed
    assert (st.heroes[0].damage, st.heroes[1].damage) == (1, 1)


def test_R_ODD_076_139_skeleton_second_battle_restarts_step_one_and_skills() -> None:
    st = make(heroes=("Archer",), deck=20)  # solo Archer: S2 A3 M2, health 6
    give(st, 0, "DEXTERITY")
    dex = f"skill:0:{card('DEXTERITY')}"
    fight(st, card("Skeleton"), dice=[5, 5, 3, 6, 6, 3, 3] + [6] * 7)
    assert st.phase == "heroic"  # CAREFUL AIM before battle 1
    play(st, "heroic:0")
    play(st, dex)
    assert dex not in keys(st)
    play(st, "done")  # battle 1 with every box empty: 4 damage, 4 time
    assert st.heroes[0].damage == 4 and st.enc is not None and st.enc.battle == 2
    assert st.phase == "heroic" and st.enc.dice == []  # dice cleared, step 1 again
    play(st, "heroic:0")
    assert len(pool(st)) == 7 and dex in keys(st)  # a fresh roll, the skill is ready again
    play(st, "auto")
    play(st, "done")
    assert st.won is None and st.phase == "loot"  # loot only now, after battle 2
    play(st, "xp")
    assert st.xp == [card("Skeleton")] and card("Skeleton") not in st.discard


def test_R_ODD_003_078_a_stolen_health_item_can_kill() -> None:
    st = make(deck=20)
    heart = item_cards("H", 1)
    give(st, 0, items=heart)
    st.heroes[0].damage = 2
    fight(st, card("Bandit"), dice=weak_roll(7))
    play(st, "done")  # 3 damage: 5 of 6 health, then THIEF takes the only item, the heart
    assert heart[0] in st.gamebox and st.heroes[0].health() == 5
    assert st.won is False and st.decision() is None
