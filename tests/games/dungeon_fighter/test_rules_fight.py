"""R-DF rules of the fight not pinned by a digest scenario: components, encounters, the swing,
instant defeat, icon abilities, monster and equipment abilities.  Throws are injected."""

from __future__ import annotations

from engine.games.dungeon_fighter.fight import forced_requirements, throw_requirements
from engine.games.dungeon_fighter.outcome import RestPose, ThrowOutcome
from engine.games.dungeon_fighter.party import heal

from .df_helpers import fight_monster, fixture_state, hit, hp, keys, miss, play, throw


def test_R_DF_001_002_067_three_hero_dice_and_white_dice_never_trigger():
    s = fixture_state(monster="ogre_t")
    assert s.enc.hand == ["blue", "green", "red"]  # blue, green, red = left, middle, right slot
    assert [a.kind for a in s.hero_card(0).abilities] == ["swing_twice", "tracking_strike", "berserk"]
    throw(s, "green", hit(2, "icon"))  # green -> Torm's middle slot
    assert s.enc.tracking
    s = fixture_state(monster="ogre_t")
    s.enc.hand = []
    s.enc.stage, s.enc.swinger = "choose", 0
    s._decision = None
    play(s, "bonus")
    throw(s, "white", hit(10, "icon"))  # even a (wrongly) iconic white die does nothing
    assert s.enc.hp == 4 and s.asks == [] and not s.enc.defeated


def test_R_DF_003_006_health_is_capped_and_shown_from_zero():
    s = fixture_state()
    s.heroes[0].hp = 8
    assert heal(s, 0, 5) == 1 and s.heroes[0].hp == 9
    s.heroes[1].scars = [True, False, False]
    s.heroes[1].hp = 5
    heal(s, 1, 5)
    assert s.heroes[1].hp == 6
    s.heroes[2].hp = -3
    assert s.view(0)["heroes"][2]["hp"] == 0
    s.enc.hp = 2
    throw(s, "red", hit(2))  # exactly 0: defeated (R-DF-006)
    assert "goblin" in s.monster_discard and s.enc is None


def test_R_DF_005_a_lone_hero_passes_to_themselves():
    s = fixture_state(("torm",))
    throw(s, "red", hit(2))
    assert s.enc.holder == 0 and s.enc.hand == ["blue", "green"]
    throw(s, "blue", miss("outside"))
    throw(s, "green", miss("outside"))
    assert s.enc.stage == "choose" and s.decision().player == 0


def test_R_DF_040_041_draw_from_the_topmost_tier_with_cards():
    s = fixture_state(monster=None)
    from engine.games.dungeon_fighter.fight import start_encounter

    s.tower = [[], ["thief_t", "ghoul_t"], ["ogre_t"], []]
    s.enc = None
    start_encounter(s)
    assert s.enc.card == "thief_t" and s.enc.hp == 9 and s.enc.gold == 2
    assert s.tower[1] == ["ghoul_t"]


def test_R_DF_041_gold_comes_from_a_limited_bank_when_asked():
    s = fixture_state(monster=None, gold_supply="30")
    assert s.supply_gold == 28 - s.enc.gold
    s.supply_gold = 0
    fight_monster(s, "goblin")
    from engine.games.dungeon_fighter.fight import reveal_monster

    s.tower[0] = ["goblin"]
    reveal_monster(s, 0)
    assert s.enc.gold == 0


def test_R_DF_042_126_176_room_and_monster_requirements_bind_every_throw():
    s = fixture_state(monster="troll_t")
    fight_monster(s, "troll_t", room_requirement="blind")
    assert set(forced_requirements(s)) == {"under_the_leg", "blind"}
    s.enc.hand = []
    s.enc.stage, s.enc.swinger = "choose", 0
    s._decision = None
    play(s, "bonus")
    assert "under-the-leg" in s.decision().notes[0].lower() or "leg" in s.decision().notes[0].lower()
    throw(s, "white", miss("requirement:under_the_leg"))
    assert s.heroes[0].hp == 7


def test_R_DF_043_an_empty_tower_means_no_encounter():
    s = fixture_state(monster=None)
    from engine.games.dungeon_fighter.fight import start_encounter

    s.tower = [[], [], [], []]
    s.first_player = 2
    s.enc = None
    s.room = "r2"
    start_encounter(s)
    assert s.enc is None and s.phase == "move" and s.first_player == 2 and s.chest_dice == 1


def test_R_DF_044_fainting_lasts_one_encounter():
    s = fixture_state(monster="ogre_t")
    s.heroes[0].hp = 1
    throw(s, "red", miss("outside"))
    assert s.heroes[0].fainted
    from engine.games.dungeon_fighter.fight import start_encounter

    s.enc = None
    s.heroes[0].hp = 6
    s.tower[0] = ["goblin"]
    start_encounter(s)
    assert not s.heroes[0].fainted


def test_R_DF_052_053_093_weapons_are_declared_before_the_throw_and_kept():
    s = fixture_state()
    s.heroes[0].equipment = ["helm_of_bravery"]
    play(s, "weapon:helm_of_bravery")
    assert s.enc.weapons == ["helm_of_bravery"]
    assert "Put away" in s.decision().options[keys(s).index("weapon:helm_of_bravery")].label
    play(s, "weapon:helm_of_bravery")
    assert s.enc.weapons == []
    play(s, "weapon:helm_of_bravery")
    throw(s, "red", hit(2))
    assert s.enc.hp == 2 and s.heroes[0].equipment == ["helm_of_bravery"] and s.enc.weapons == []


def test_R_DF_059_136_a_counterblow_kill_stops_the_monster_and_the_fight():
    s = fixture_state(monster="ghoul_t")
    s.heroes[0].equipment = ["spiked_shield"]
    s.enc.hp = 2
    throw(s, "red", miss("outside"))  # Torm takes 2, strikes back for 2: the Ghoul does not heal
    assert s.heroes[0].hp == 7 and s.enc.defeated and s.enc.hp == 0


def test_R_DF_061_070_dice_stay_on_the_board_until_cleared():
    s = fixture_state(monster="ogre_t")
    pose = RestPose(10.0, 20.0, 0.0, 3)
    s.inject_outcomes([ThrowOutcome(True, "blank", 3, None, 1, (), pose)])
    play(s, "throw:red")
    assert [(d, c) for d, c, _p in s.board] == [(2, "red")]
    moved = ThrowOutcome(True, "icon", 3, None, 1, (), RestPose(0.0, 0.0, 0.0, 1), ((2, None),))
    s.inject_outcomes([moved])
    play(s, "throw:blue")
    assert [(d, c) for d, c, _p in s.board] == [(0, "blue")]  # the red die was knocked off
    play(s, "again")  # Swing Twice: the blue die is picked up first
    assert s.board == []


def test_R_DF_069_185_bullseye_with_the_icon_defeats_at_once_even_scarred():
    s = fixture_state(monster="ogre_t")
    s.heroes[0].scars = [False, False, True]
    throw(s, "red", hit(10, "icon"))
    assert "ogre_t" in s.monster_discard
    from engine.games.dungeon_fighter.boss import start_boss

    s = fixture_state(monster=None)
    s.boss = "lich_t"
    start_boss(s)
    s._decision = None
    throw(s, "green", hit(10, "icon"))
    assert s.won is True and s.decision() is None  # R-DF-184: no Maintenance after the boss


def test_R_DF_081_084_085_096_judging_injected_throws():
    s = fixture_state(monster="ogre_t")
    throw(s, "red", hit(4, bounces=0))
    assert s.enc.hp == 14 and s.heroes[0].hp == 6  # no table bounce first: a miss
    throw(s, "blue", miss("bone"))
    assert s.heroes[1].hp == 6
    s.enc.room_requirement = "two_bounce"
    throw(s, "green", hit(4, bounces=2))
    assert s.enc.hp == 10


def test_R_DF_087_088_111_115_icons_fire_on_any_landing_but_contact_only_ones_need_a_hit():
    s = fixture_state(("randolph", "torm", "goldfinga"), monster="ogre_t")
    throw(s, "green", miss("outside", "icon"))  # Pickpocket on a miss (R-DF-111)
    assert s.chest_gold == 4
    s = fixture_state(("randolph", "torm", "goldfinga"), monster="ogre_t")
    throw(s, "red", miss("outside", "icon"))  # Focused is contact-only
    assert s.enc.hp == 14
    s = fixture_state(("randolph", "torm", "goldfinga"), monster="ogre_t")
    s.heroes[0].scars = [False, True, False]
    throw(s, "green", hit(2, "icon"))  # a scarred Pickpocket never fires
    assert s.chest_gold == 2


def test_R_DF_105_107_147_heal_party_and_five_finger_discount():
    s = fixture_state(("ulla", "goldfinga", "torm"), monster="ogre_t")
    s.heroes[0].hp, s.heroes[1].hp, s.heroes[2].hp = 5, 8, 0
    s.heroes[2].fainted = True
    throw(s, "green", miss("outside", "icon"))
    assert hp(s) == [4, 9, 0]  # Ulla 5 + 2 - 3; Goldfinga capped at 9; the fainted Torm is not healed
    s.equipment_deck = ["potion", "helm_of_bravery"]
    throw(s, "blue", hit(3, "icon"))  # Goldfinga pockets the Potion face down
    assert s.enc.stolen == ["potion"] and "potion" not in str(s.view(0)["encounter"])
    s.enc.hp = 1
    s.enc.stage, s.enc.swinger, s.enc.hand = "swing", 1, ["red"]
    s._decision = None
    throw(s, "red", hit(3))
    assert s.decision().prompt.startswith("The pocketed card is Potion")
    play(s, "give:0")
    assert s.heroes[0].equipment == ["potion"] and not s.enc.toad and s.enc.beer == -1


def test_R_DF_110_131_swing_again_ignores_the_whole_throw_and_may_chain():
    s = fixture_state(("randolph", "torm", "goldfinga"), monster="ghoul_t")
    throw(s, "blue", miss("outside", "icon"))
    assert set(keys(s)) == {"again", "keep"} and s.heroes[0].hp == 9  # nothing applied yet
    play(s, "again")
    throw(s, "blue", miss("outside", "icon"))
    play(s, "again")  # it chains
    throw(s, "blue", hit(4))
    assert s.heroes[0].hp == 9 and s.enc.hp == 8 and s.enc.holder == 1
    s = fixture_state(monster="ogre_t")
    s.heroes[0].equipment = ["lucky_charm"]
    s.enc.hand, s.enc.stage = [], "choose"
    s._decision = None
    play(s, "bonus")
    throw(s, "white", miss("outside"))
    assert "again_item:lucky_charm" in keys(s)
    play(s, "again_item:lucky_charm")
    assert s.heroes[0].equipment == [] and "lucky_charm" in s.equipment_discard
    throw(s, "white", hit(5))
    assert s.enc.hp == 9 and s.heroes[0].hp == 9


def test_R_DF_113_114_124_beer_and_the_melody_that_frees_an_immune_die():
    s = fixture_state(("bram", "torm", "randolph"), monster="golem_t")
    throw(s, "green", hit(2, "icon"))
    assert set(keys(s)) == {"sing", "silent"}
    play(s, "sing")
    assert s.chest_gold == 1 and s.enc.melody and s.enc.immune is None
    assert s.enc.hand == ["blue", "red"] and s.enc.holder == 1  # red rejoins and is passed on
    throw(s, "red", hit(2))
    assert s.enc.hp == 11


def test_R_DF_116_117_abilities_work_against_the_boss_and_tracking_helps_its_own_throw():
    from engine.games.dungeon_fighter.boss import start_boss

    s = fixture_state(monster=None)
    s.boss = "lich_t"
    start_boss(s)
    s._decision = None
    throw(s, "green", hit(3, "icon"))
    assert s.enc.tracking and s.enc.hp == 36


def test_R_DF_130_132_one_use_potion_at_a_decision_point():
    s = fixture_state(monster="ogre_t")
    s.heroes[0].equipment = ["potion"]
    s.heroes[1].hp = 4
    play(s, "item:potion")
    play(s, "heal:1")
    assert s.heroes[1].hp == 7 and s.heroes[0].equipment == [] and "potion" in s.equipment_discard
    assert "throw:red" in keys(s)


def test_R_DF_133_heal_party_card():
    from engine.core.rng import Chance
    from engine.games.dungeon_fighter import content
    from engine.games.dungeon_fighter.decide import use_item
    from engine.games.dungeon_fighter.state import DfState, HeroState

    item = next(e.id for e in content.ITEMS.values() if e.ability and e.ability.kind == "heal_party")
    s = DfState(("A", "B"), (None, None), {}, Chance(1))
    s.heroes = [HeroState(h) for h in sorted(content.HEROES)[:2]]
    s.heroes[0].equipment = [item]
    s.heroes[0].hp, s.heroes[1].hp = 3, 8
    use_item(s, 0, item)
    x = content.ITEMS[item].ability.x
    assert [h.hp for h in s.heroes] == [3 + x, min(9, 8 + x)] and s.equipment_discard == [item]


def test_R_DF_134_135_137_weapon_bonus_agile_and_reduced_damage():
    s = fixture_state(monster="ogre_t")
    s.heroes[0].equipment = ["dragons_breath", "dodge_boots"]
    s.heroes[1].equipment = ["padded_vest"]
    assert throw_requirements(s, ("dragons_breath",)) == ("spin",)
    play(s, "weapon:dragons_breath")
    throw(s, "red", hit(3))
    assert s.enc.hp == 9
    throw(s, "blue", miss("outside"))
    assert s.heroes[1].hp == 7
    s.enc.hand, s.enc.stage, s.enc.swinger = ["green"], "swing", 0
    s._decision = None
    throw(s, "green", miss("outside"))
    assert s.heroes[0].hp == 9


def test_R_DF_186_everyone_fainting_against_the_boss_loses():
    from engine.games.dungeon_fighter.boss import start_boss

    s = fixture_state(("torm",), monster=None)
    s.boss = "lich_t"
    start_boss(s)
    s._decision = None
    s.heroes[0].hp = 3
    throw(s, "red", miss("outside"))
    assert s.won is False and "fainted" in s.end_reason


def test_R_DF_080_082_089_a_simulated_throw_from_a_chosen_station_scores_where_it_rests():
    from engine.games.dungeon_fighter import physics

    s = fixture_state(monster="ogre_t")
    g = tuple(physics.gesture("E", 0, 0, 400, 0))  # from the east edge, straight in
    expected = physics.throw(physics.Gesture(*g), die="red", seed=s.physics_seed, k=s.throw_k).outcome
    play(s, "throw:red", g)
    if s.asks:  # Berserk's question on an icon: hit normally
        play(s, "calm")
    assert s.throw_k == 1
    if expected.contact:
        assert s.enc.hp == 14 - expected.section
        assert [(d, c) for d, c, _p in s.board] == [(2, "red")] and s.board[0][2] == expected.rest_pose
    else:
        assert s.heroes[0].hp == 6 and s.enc.hp == 14
    near = tuple(physics.gesture("S", 0, 0, 300, 0))  # from the long side the board is close: hard to bounce first
    board = tuple((d, p) for d, _c, p in s.board)
    second = physics.throw(physics.Gesture(*near), die="green", board=board, seed=s.physics_seed, k=1).outcome
    hp_before, ogre = s.heroes[s.enc.swinger].hp, s.enc.hp
    seat = s.enc.swinger
    play(s, "throw:green", near)  # Randolph's green is Pickpocket: no question, no change to health
    if second.contact:
        assert s.enc.hp == ogre - second.section
    else:
        assert s.heroes[seat].hp == hp_before - 3 and s.enc.hp == ogre


def test_R_DF_114_117_the_melody_cancels_the_after_miss_power_of_its_own_throw():
    s = fixture_state(("bram", "torm", "randolph"), monster="ghoul_t")
    s.enc.hp = 10
    throw(s, "green", miss("outside", "icon"))
    play(s, "sing")
    assert s.heroes[0].hp == 7 and s.enc.hp == 10 and s.enc.melody  # Bram still takes the miss


def test_R_DF_117_125_136_a_critical_miss_counterblow_kill_beats_the_last_faint():
    s = fixture_state(monster="wraith_t")
    s.enc.hp = 2
    s.heroes[0].hp = 2
    s.heroes[1].hp = 2
    s.heroes[1].equipment = ["spiked_shield"]
    s.heroes[2].hp, s.heroes[2].fainted = 0, True
    throw(s, "red", miss("outside"))  # Torm faints; Randolph faints too but strikes back for 2
    assert s.won is None and "wraith_t" in s.monster_discard
