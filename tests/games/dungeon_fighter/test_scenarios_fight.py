"""Digest 7 fight scenarios (S-DF-01..33) with injected throws: no physics involved."""

from __future__ import annotations

from .df_helpers import fight_monster, fixture_state, hit, hp, keys, miss, play, throw


def seed_fight_example():
    """S-DF-01's Given and When, played up to Randolph's forced choice."""
    s = fixture_state()
    throw(s, "red", hit(2))
    assert s.enc.hp == 5 and s.enc.holder == 1 and s.enc.hand == ["blue", "green"]
    throw(s, "blue", hit(3, bounces=0))  # landed in 3 without a bounce -> M(no_bounce)
    throw(s, "green", miss("outside"))
    return s


def test_S_DF_01_fight_example_from_the_seed_R_DF_050_051_054_055_056_058_062_063_064_065():
    s = seed_fight_example()
    assert hp(s) == [9, 8, 8]
    assert s.enc.stage == "choose" and s.decision().player == 0  # Torm chooses
    assert set(keys(s)) == {"bonus", "give_in"}
    play(s, "bonus")
    assert s.chest_dice == 0
    throw(s, "white", hit(4))
    assert s.enc.hp == 1
    assert s.decision().player == 1 and keys(s) == ["give_in"]  # the chest is empty: only B
    play(s, "give_in")
    assert hp(s) == [8, 7, 7]
    assert s.leader_defeated
    assert s.supply_dice == 9 and s.bonus_in_play == 0 and s.board == []
    assert s.enc.holder == 1 and s.enc.hand == ["blue", "green", "red"] and s.enc.hp == 1


def test_S_DF_02_finishing_the_goblin_and_maintenance_R_DF_141_142_143_144_145_146():
    s = seed_fight_example()
    play(s, "bonus")
    throw(s, "white", hit(4))
    play(s, "give_in")
    throw(s, "green", hit(1))
    assert s.enc is None and s.phase == "move"
    assert s.chest_dice == 0  # the token showed defeated: no bonus dice for unused red and blue
    assert s.first_player == 2  # Randolph threw last: Goldfinga is the new first player
    assert not s.leader_defeated and s.leader == 0
    assert s.chest_gold == 3 and "goblin" in s.monster_discard
    assert hp(s) == [8, 7, 7] and s.supply_dice == 9


def test_S_DF_04_reviving_goldfinga_R_DF_057_058_064_148_155_156():
    s = fixture_state(monster="ogre_t")
    s.heroes[2].hp = 2
    throw(s, "red", hit(2))
    throw(s, "blue", hit(4))
    assert s.enc.hp == 8
    throw(s, "green", miss("outside"))
    assert s.heroes[2].hp == -1 and s.heroes[2].fainted
    play(s, "bonus")
    throw(s, "white", hit(5))
    assert s.enc.hp == 3 and s.decision().player == 1
    play(s, "give_in")
    assert hp(s) == [6, 6, -1]
    assert s.enc.holder == 1
    throw(s, "red", hit(3))
    # Maintenance: the scar question is Goldfinga's.
    assert s.decision().player == 2 and set(keys(s)) == {"scar:blue", "scar:green", "scar:red"}
    play(s, "scar:green")
    assert s.chest_dice == 0 and s.chest_gold == 5
    assert s.heroes[2].scars == [False, True, False] and s.heroes[2].hp == 6 and s.heroes[2].max_hp() == 6
    assert s.first_player == 2
    fight_monster(s, "goblin")
    throw(s, "green", hit(3, "icon"))  # Goldfinga holds the dice; Seduction is scarred
    assert s.enc.charm == -1 and s.enc.hp == 4


def test_S_DF_05_combining_specific_throws_R_DF_091_094():
    # (a) the Helm adds blind; the room two-bounce and the bear's crossbow are forced.
    s = fixture_state(monster="cute_bear")
    fight_monster(s, "cute_bear", room_requirement="two_bounce")
    s.heroes[0].equipment = ["helm_of_bravery"]
    play(s, "weapon:helm_of_bravery")
    from engine.games.dungeon_fighter.fight import throw_requirements

    assert set(throw_requirements(s, ("helm_of_bravery",))) == {"crossbow", "two_bounce", "blind"}
    throw(s, "red", hit(4, bounces=2))
    assert s.enc.hp == 3
    # (b) one bounce only: a miss for two-bounce, Torm takes 2.
    s = fixture_state(monster="cute_bear")
    fight_monster(s, "cute_bear", room_requirement="two_bounce")
    s.heroes[0].equipment = ["helm_of_bravery"]
    play(s, "weapon:helm_of_bravery")
    throw(s, "red", hit(4, bounces=1))
    assert s.enc.res is None and s.heroes[0].hp == 7 and s.enc.hp == 10
    # (c) no Helm: damage 4.
    s = fixture_state(monster="cute_bear")
    fight_monster(s, "cute_bear", room_requirement="two_bounce")
    s.heroes[0].equipment = ["helm_of_bravery"]
    assert set(throw_requirements(s, ())) == {"crossbow", "two_bounce"}
    throw(s, "red", hit(4, bounces=2))
    assert s.enc.hp == 6


def test_S_DF_06_two_weapons_add_up_R_DF_092_095_097():
    s = fixture_state()
    s.heroes[0].equipment = ["dragons_breath", "helm_of_bravery"]
    play(s, "weapon:helm_of_bravery")
    play(s, "weapon:dragons_breath")
    from engine.games.dungeon_fighter.fight import throw_requirements

    assert throw_requirements(s, tuple(s.enc.weapons)) == ("blind", "spin")
    throw(s, "blue", hit(2))
    assert s.enc.defeated and s.enc.hp == 0  # 2 + 3 + 2 = 7: the Goblin is defeated
    # Variant: the spin check fails -> a miss, Torm takes 1; weapons stay with him (R-DF-093).
    s = fixture_state()
    s.heroes[0].equipment = ["dragons_breath", "helm_of_bravery"]
    play(s, "weapon:helm_of_bravery")
    play(s, "weapon:dragons_breath")
    throw(s, "blue", miss("requirement:spin"))
    assert s.heroes[0].hp == 8 and s.enc.hp == 7 and len(s.heroes[0].equipment) == 2
    # Variant: the room is Blind too: the set is still {blind, spin}.
    s = fixture_state()
    fight_monster(s, "goblin", room_requirement="blind")
    assert throw_requirements(s, ("dragons_breath", "helm_of_bravery")) == ("blind", "spin")


def test_S_DF_12_bullseye_without_the_icon_R_DF_068():
    s = fixture_state(monster="ogre_t")
    throw(s, "blue", hit(10))
    assert s.enc.hp == 4 and s.asks == [] and s.enc.holder == 1  # no Swing Twice offered


def test_S_DF_16_small_target_R_DF_122_086():
    s = fixture_state(monster="imp_t")
    s.enc.holder = s.enc.swinger = 1
    throw(s, "blue", hit(1))
    assert s.heroes[1].hp == 7 and s.enc.hp == 6
    throw(s, "green", hit(2))
    assert s.enc.hp == 4


def test_S_DF_17_stacking_miss_damage_reductions_R_DF_138_066():
    from engine.games.dungeon_fighter.throw import miss_damage

    s = fixture_state(monster="ogre_t")
    s.enc.toad = True
    s.enc.beer = 2
    s.heroes[0].equipment = ["padded_vest"]
    assert [miss_damage(s, seat) for seat in range(3)] == [0, 1, 0]
    throw(s, "red", miss("outside"))
    throw(s, "blue", miss("outside"))
    throw(s, "green", miss("outside"))
    assert hp(s) == [9, 8, 9]
    s.chest_dice = 0
    s._decision = None
    play(s, "give_in")
    assert hp(s) == [6, 5, 6]  # party damage: everyone loses the Ogre's level, beer and vest or not


def test_S_DF_18_critical_miss_R_DF_125():
    s = fixture_state(monster="wraith_t")
    for h in s.heroes:
        h.hp = 5
    s.heroes[0].equipment = ["dodge_boots"]
    throw(s, "red", miss("outside"))
    assert hp(s) == [5, 3, 3]
    throw(s, "blue", miss("outside"))
    assert hp(s) == [3, 1, 1]


def test_S_DF_20_after_miss_monster_abilities_R_DF_120_121_123():
    s = fixture_state(monster="ghoul_t")
    s.enc.hp = 11
    s.enc.holder = s.enc.swinger = 2
    throw(s, "red", miss("outside"))
    assert s.heroes[2].hp == 7 and s.enc.hp == 12
    s = fixture_state(monster="thief_t")
    s.chest_gold = 3
    throw(s, "red", miss("outside"))
    assert s.chest_gold == 2
    s.chest_gold = 0
    throw(s, "blue", miss("outside"))
    assert s.chest_gold == 0
    s = fixture_state(monster="rust_t")
    s.heroes[0].equipment = ["dragons_breath", "helm_of_bravery"]
    throw(s, "red", miss("outside"))
    assert s.decision().player == 0 and set(keys(s)) == {"lose:dragons_breath", "lose:helm_of_bravery"}
    play(s, "lose:dragons_breath")
    assert s.heroes[0].equipment == ["helm_of_bravery"] and "dragons_breath" in s.equipment_discard
    throw(s, "blue", miss("outside"))  # Randolph has nothing to lose
    assert s.enc.holder == 2 and s.asks == []


def test_R_DF_121_a_monster_at_full_health_heals_nothing_and_the_log_says_so():
    s = fixture_state(monster="ghoul_t")
    full = s.enc.hp
    throw(s, "red", miss("outside"))
    assert s.enc.hp == full and not any("heals 0" in line for line in s.log)
    assert any("already unhurt" in line for line in s.log)


def test_S_DF_21_hero_dice_immunity_R_DF_124():
    s = fixture_state(monster="golem_t")
    assert s.enc.immune == "red" and s.enc.hand == ["blue", "green"]
    assert set(keys(s)) == {"throw:blue", "throw:green"}
    throw(s, "blue", hit(3))
    throw(s, "green", hit(4))
    assert s.enc.hp == 8 and s.enc.stage == "choose" and s.decision().player == 2
    play(s, "bonus")
    throw(s, "white", hit(2))
    assert s.enc.hp == 6 and s.decision().player == 0 and keys(s) == ["give_in"]
    play(s, "give_in")
    assert hp(s) == [6, 6, 6] and s.enc.holder == 0 and s.enc.hand == ["blue", "green"]
    # Variant: the Golem at 3 falls to Torm's blue; only green is unused -> +1 bonus die.
    s = fixture_state(monster="golem_t")
    s.enc.hp = 3
    throw(s, "blue", hit(3))
    assert s.chest_dice == 2 and s.supply_dice == 7


def test_S_DF_22_swing_twice_R_DF_100():
    s = fixture_state(monster="ogre_t")
    throw(s, "blue", hit(3, "icon"))
    assert s.enc.hp == 11 and set(keys(s)) == {"again", "pass"}
    play(s, "again")
    assert keys(s)[0] == "throw:blue" and s.decision().player == 0
    throw(s, "blue", hit(4, "icon"))
    assert s.enc.hp == 7 and s.asks == []  # no third throw
    assert s.enc.holder == 1 and s.enc.hand == ["green", "red"]
    # Variant: the second throw misses.
    s = fixture_state(monster="ogre_t")
    throw(s, "blue", hit(3, "icon"))
    play(s, "again")
    throw(s, "blue", miss("outside"))
    assert s.heroes[0].hp == 6 and s.enc.hp == 11


def test_S_DF_24_order_of_operations_R_DF_098_099_101_102():
    s = fixture_state(monster="ogre_t")
    s.enc.holder = s.enc.swinger = 2
    throw(s, "red", hit(4, "icon"))  # Goldfinga's Piercing 2
    assert s.enc.hp == 14 - 6
    s = fixture_state(monster="ogre_t")
    s.heroes[0].equipment = ["helm_of_bravery"]
    s.enc.tracking = True
    play(s, "weapon:helm_of_bravery")
    throw(s, "red", hit(4, "icon"))
    play(s, "rage")
    assert s.enc.hp == 14 - 12 and s.heroes[0].hp == 8
    s = fixture_state(monster="ogre_t")
    s.enc.holder = s.enc.swinger = 1
    throw(s, "red", hit(1, "icon"))  # Focused
    assert s.enc.hp == 9
    s = fixture_state(monster="ogre_t")
    s.enc.holder = s.enc.swinger = 1
    s.enc.tracking = True
    throw(s, "red", hit(1, "icon"))
    assert s.enc.hp == 8
    s = fixture_state(monster="ogre_t")
    s.enc.holder = s.enc.swinger = 1
    s.heroes[1].equipment = ["helm_of_bravery"]
    play(s, "weapon:helm_of_bravery")
    throw(s, "red", hit(2, "icon"))
    assert s.enc.hp == 14 - 8


def test_S_DF_25_tracking_strike_R_DF_106():
    s = fixture_state(monster="ogre_t")
    throw(s, "green", hit(2, "icon"))
    assert s.enc.tracking and s.enc.hp == 11
    throw(s, "red", hit(3))
    assert s.enc.hp == 7
    throw(s, "blue", miss("outside"))
    assert s.heroes[2].hp == 6 and s.enc.hp == 7
    s.chest_dice = 0
    s._decision = None
    play(s, "give_in")
    throw(s, "green", hit(1, "icon"))  # Torm again: the icon does not stack
    assert s.enc.hp == 5
    s.enc.hp = 1
    throw(s, "blue", hit(2))
    assert s.enc is None  # after Maintenance the token is gone
    fight_monster(s, "ogre_t")
    s.enc.holder = s.enc.swinger = 1
    throw(s, "red", hit(3))
    assert s.enc.hp == 11


def test_S_DF_26_seduction_across_encounters_R_DF_112():
    s = fixture_state(monster="ogre_t")
    s.enc.holder = s.enc.swinger = 2
    throw(s, "green", miss("outside", "icon"))
    assert s.enc.charm == 2 and s.heroes[2].hp == 6
    s.enc.hp = 1
    throw(s, "blue", hit(2))  # Torm defeats it
    assert s.heroes[2].seduced == ["ogre_t"] and "ogre_t" not in s.monster_discard
    fight_monster(s, "goblin")
    s.enc.holder = s.enc.swinger = 2
    throw(s, "red", hit(2))
    assert set(keys(s)) == {"use:ogre_t", "strike"}
    play(s, "use:ogre_t")
    assert s.enc.hp == 2 and "ogre_t" in s.monster_discard and s.heroes[2].seduced == []
    assert s.heroes[2].equipment == []


def test_S_DF_28_divine_intervention_R_DF_103():
    s = fixture_state(("torm", "randolph", "ulla", "goldfinga"), monster="ogre_t")
    s.heroes[0].hp, s.heroes[1].hp, s.heroes[2].hp = 4, 7, 6
    s.heroes[3].hp, s.heroes[3].fainted = 0, True
    s.enc.holder = s.enc.swinger = 2
    throw(s, "blue", hit(5, "icon"))
    assert s.enc.hp == 9
    assert "heal:3" not in keys(s)  # a fainted hero cannot be healed
    play(s, "heal:1")
    play(s, "heal:1")
    assert s.heroes[1].hp == 9 and s.enc.res.heal_left == 3
    assert "heal:1" not in keys(s)  # a third point would be lost: Randolph is full
    for _ in range(3):
        play(s, "heal:0")
    assert s.heroes[0].hp == 7 and s.asks == [] and s.enc.res is None


def test_S_DF_32_party_damage_cannot_be_prevented_R_DF_064_066_060():
    s = fixture_state(monster="ogre_t")
    s.heroes[2].hp = 2
    s.enc.beer = 1
    s.heroes[0].equipment = ["dodge_boots"]
    s.enc.hand = []
    s.enc.last_thrower = 2
    s.enc.stage, s.enc.swinger = "choose", 0
    s._decision = None
    play(s, "give_in")
    assert hp(s) == [6, 6, -1] and s.heroes[2].fainted and s.won is None
    s = fixture_state(monster="ogre_t")
    s.heroes[0].hp, s.heroes[1].hp = 3, 2
    s.heroes[2].hp, s.heroes[2].fainted = 0, True
    s.enc.hand = []
    s.enc.last_thrower = 1
    s.enc.stage, s.enc.swinger = "choose", 0
    s._decision = None
    play(s, "give_in")
    assert s.won is False and s.decision() is None


def test_S_DF_33_running_out_of_dice_against_the_boss_R_DF_182_183():
    from engine.games.dungeon_fighter.boss import start_boss

    s = fixture_state(monster=None)
    s.boss = "lich_t"
    start_boss(s)
    s._decision = None
    throw(s, "red", hit(4))
    throw(s, "blue", hit(5))
    throw(s, "green", miss("outside"))
    assert s.enc.hp == 31 and s.heroes[2].hp == 5
    assert keys(s) == ["bonus"]  # only A against the boss
    play(s, "bonus")
    throw(s, "white", hit(3))
    assert s.enc.hp == 28
    assert s.won is False and s.decision() is None
    assert s.enc.hand == []  # the hero dice were never collected
