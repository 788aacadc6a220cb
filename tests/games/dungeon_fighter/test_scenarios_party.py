"""Digest 7 scenarios about the party between fights: backing down, rooms, carrying, setup,
movement, scoring (S-DF-08..46), and the ability scenarios S-DF-41..45.  Injected throws only."""

from __future__ import annotations

import pytest

from engine.core.game import Seat
from engine.core.rng import Chance
from engine.games.dungeon_fighter import make_state, movement, rooms, scoring
from engine.games.dungeon_fighter.content import Reward
from engine.games.dungeon_fighter.fight import can_back_down
from engine.games.dungeon_fighter.maintenance import give_card
from engine.games.dungeon_fighter.party import can_take, over_limit, party_seat
from engine.games.dungeon_fighter.setup import build_tower
from engine.games.dungeon_fighter.state import DfState

from .df_helpers import fight_monster, fixture_state, hit, hp, keys, miss, play, throw


def back_down(s: DfState) -> None:
    """The party seat proposes backing down and every other person agrees."""
    play(s, "back_down")
    while s.asks and s.asks[0].kind == "agree":
        play(s, "agree")


def confront(s: DfState) -> None:
    s.enc.throws = 0
    s.enc.stage = "confront" if can_back_down(s) else "swing"
    s._decision = None


def test_S_DF_08_backing_down_with_the_last_card_of_a_tier_R_DF_190_191_192_193_194_195():
    s = fixture_state(monster=None)
    s.tower = [["goblin"], ["cute_bear", "thief_t"], [], []]
    fight_monster(s, "goblin")
    s.tower[0] = []
    confront(s)
    assert set(keys(s)) == {"fight", "back_down"} and s.decision().player == s.leader
    gold, token = s.chest_gold, s.leader_defeated
    back_down(s)
    assert s.tower[0] == ["goblin"] and s.enc.card == "cute_bear" and s.tower[1] == ["thief_t"]
    assert hp(s) == [8, 8, 8] and s.chest_gold == gold and s.leader_defeated == token
    play(s, "fight")
    s.enc.hp = 1
    throw(s, "red", hit(3))
    for _ in range(5):  # through Maintenance and the move to the next room
        if s.enc is None and s.phase == "move":
            play(s, keys(s)[0])
    assert s.enc.card == "goblin"  # tier I is the topmost non-empty tier again
    # Variant: the last card of tier IV cannot be returned.
    s = fixture_state(monster=None)
    s.tower = [[], [], [], []]
    fight_monster(s, "ogre_t")
    s.enc.tier = 3
    confront(s)
    assert "back_down" not in keys(s)


def test_R_DF_193_fainted_from_shame_stays_fainted_against_the_replacement():
    s = fixture_state(monster=None)
    s.tower = [["goblin"], ["cute_bear"], [], []]
    fight_monster(s, "goblin")
    s.tower[0] = ["imp_t"]
    s.heroes[2].hp = 1
    confront(s)
    back_down(s)
    assert s.heroes[2].fainted and s.enc.card == "imp_t"
    assert s.enc.hand == ["blue", "green", "red"] and s.enc.holder == 0


def test_R_DF_190_no_back_down_after_the_first_throw_or_against_the_boss():
    s = fixture_state(monster=None)
    s.tower = [["goblin", "imp_t"], [], [], []]
    fight_monster(s, "goblin")
    confront(s)
    play(s, "fight")
    throw(s, "red", hit(2))
    s.enc.stage = "swing"
    assert not can_back_down(s)
    from engine.games.dungeon_fighter.boss import start_boss

    start_boss(s)
    assert not can_back_down(s)


def test_S_DF_09_endgame_scoring_R_DF_200_201():
    assert sum(v for _, v in scoring.score_parts(4, 7, 2, 3, 1, 10)) == 13
    assert sum(v for _, v in scoring.score_parts(3, 5, 3, 0, 0, 5)) == 21
    assert sum(v for _, v in scoring.score_parts(6, 0, 0, 5, 0, 15)) == 16
    s = fixture_state(("torm", "randolph", "ulla", "goldfinga"), monster=None)
    s.chest_gold, s.chest_dice = 7, 2
    s.heroes[0].scars_received = 1
    s.heroes[2].scars_received, s.heroes[2].eliminated = 2, True
    assert scoring.score(s) == 13 and scoring.rating(13) == "Rookie Adventurers"
    assert s.result() is None  # no score before the end (R-DF-200)
    scoring.win(s)
    result = s.result()
    assert result.scores == (13.0,) * 4 and result.winners == (0, 1, 2, 3)
    assert "Rookie Adventurers" in result.summary


@pytest.mark.parametrize(
    "points,name",
    [
        (-2, "Lame Ducks"),
        (0, "Lame Ducks"),
        (1, "Inept Optimists"),
        (5, "Inept Optimists"),
        (6, "Insubordinate Rascals"),
        (25, "Average Warriors"),
        (26, "Skilled Champions"),
        (40, "Epic Sourcebook Writers"),
        (41, "Heroic Awesomeness Beyond Human Comprehension"),
    ],
)
def test_S_DF_10_rating_boundaries_R_DF_202(points, name):
    assert scoring.rating(points) == name


def in_maintenance(s: DfState) -> None:
    """The fight is over and the room's turn has come (Maintenance step 10)."""
    s.enc = None
    s.phase = "maintenance"
    s.maint_step = 11
    s.room_done = True
    s.asks = []
    s._decision = None


def test_S_DF_29_shop_R_DF_170_171_172_173():
    s = fixture_state(monster=None)
    in_maintenance(s)
    s.chest_gold, s.chest_dice, s.supply_dice = 7, 0, 9
    s.heroes[1].hp = 7
    deck = ["helm_of_bravery", "potion", "padded_vest", "dodge_boots", "spiked_shield", "lucky_charm"]
    s.equipment_deck = deck + ["dragons_breath"]
    rooms.open_shop(s)
    assert s.shop == deck and s.decision().player == s.leader
    play(s, "buy:helm_of_bravery:0")
    assert s.chest_gold == 3 and s.heroes[0].equipment == ["helm_of_bravery"]
    play(s, "die")
    assert (s.chest_gold, s.chest_dice, s.supply_dice) == (1, 1, 8)
    play(s, "heal:1")
    assert s.chest_gold == 0 and s.heroes[1].hp == 8
    assert keys(s) == ["done"]  # nothing more can be paid for
    play(s, "done")
    assert s.equipment_deck == ["dragons_breath"] + deck[1:]
    # Variant: four seats, one eliminated: 3 + 3 cards.
    s = fixture_state(("torm", "randolph", "goldfinga", "ulla"), monster=None)
    s.heroes[3].eliminated = True
    in_maintenance(s)
    rooms.open_shop(s)
    assert len(s.shop) == 6


def test_S_DF_30_fountain_and_treasure_R_DF_174_175():
    s = fixture_state(monster=None)
    for h, scars, hp_before in zip(s.heroes, (0, 1, 2), (3, 2, 1), strict=True):
        h.scars = [i < scars for i in range(3)]
        h.hp = hp_before
    rooms.fountain(s)
    assert hp(s) == [9, 6, 3]
    in_maintenance(s)
    s.equipment_deck = ["padded_vest", "potion"]
    assert not rooms.treasure(s, Reward("equipment", 1))
    assert set(keys(s)) == {"give:0", "give:1", "discard"}  # Goldfinga has no armour icon
    play(s, "give:1")
    assert s.heroes[1].equipment == ["padded_vest"]
    s.supply_dice, dice = 0, s.chest_dice
    assert rooms.treasure(s, Reward("bonus_dice", 1)) and s.chest_dice == dice


def test_S_DF_34_carrying_limits_R_DF_161_162():
    s = fixture_state(monster=None)
    in_maintenance(s)
    s.heroes[2].equipment = ["potion"]
    give_card(s, "lucky_charm", 2)
    assert "pass:potion:1" in keys(s) and "discard:potion" in keys(s)
    assert s.decision().prompt.startswith("Goldfinga carries too much")
    play(s, "pass:potion:1")
    assert s.heroes[2].equipment == ["lucky_charm"] and s.heroes[1].equipment == ["potion"]
    assert not can_take(s, 2, "padded_vest")
    s.heroes[2].equipment = ["helm_of_bravery", "dragons_breath", "lucky_charm"]
    assert over_limit(s, 2) is None


def test_S_DF_40_setup_R_DF_004_010_011_012_013_014_015_016_017_018_019_020_021():
    for difficulty, tiers in (("easy", [4, 4, 4, 2]), ("normal", [3, 4, 4, 3]), ("insane", [2, 3, 4, 5])):
        s = DfState(("A",), (None,), {}, Chance(3), difficulty=difficulty)
        build_tower(s)
        assert [len(t) for t in s.tower] == tiers
        assert all(s.cs.monsters[m].level == i + 1 for i, t in enumerate(s.tower) for m in t)
    s = fixture_state(monster=None)
    assert (s.chest_gold, s.chest_dice, s.supply_dice) == (2, 1, 8)
    assert hp(s) == [9, 9, 9] and not s.leader_defeated and s.leader == 0 and s.first_player == 0
    assert s.enc.holder == 0 and s.enc.hand == ["blue", "green", "red"]
    assert len({h.hero for h in s.heroes}) == 3
    assert s.room == "r1" and s.floor == 0 and s.round == 1  # round 1: no Movement
    assert s.view(0)["boss"] is None and s.boss not in str(s.view(0))
    dealt = make_state(tuple(Seat(n) for n in "ABC"), {}, Chance(9), content_name="fixtures")
    kinds = [dealt.cs.layouts[f].side for f in dealt.floors]
    assert kinds == ["dungeon", "dungeon", "final_boss"]
    assert len({h.hero for h in dealt.heroes}) == 3


def test_S_DF_41_sworn_enemy_R_DF_109():
    s = fixture_state(("bram", "torm", "randolph"), monster="ghoul_t")
    throw(s, "red", hit(2, "icon"))
    assert s.enc.hp == 7
    s = fixture_state(("bram", "torm", "randolph"), monster="ogre_t")
    throw(s, "red", hit(2, "icon"))
    assert s.enc.hp == 12
    s = fixture_state(("bram", "torm", "randolph"), monster="ghoul_t")
    throw(s, "red", miss("outside", "icon"))
    assert s.enc.hp == 12 and s.heroes[0].hp == 7
    s = fixture_state(("bram", "torm", "randolph"), monster="ghoul_t", sworn_enemy_on_miss=True)
    throw(s, "red", miss("outside", "icon"))
    assert s.enc.hp == 11


def test_S_DF_42_berserk_at_1_hp_R_DF_104():
    s = fixture_state(monster="ogre_t")
    s.heroes[0].hp = 1
    throw(s, "red", hit(3, "icon"))
    assert set(keys(s)) == {"rage", "calm"}
    play(s, "rage")
    assert s.enc.hp == 8 and s.heroes[0].hp == 0 and s.heroes[0].fainted
    assert s.enc.holder == 1 and s.enc.hand == ["blue", "green"]


@pytest.mark.parametrize("fresh,bram,ulla", [(True, 9, 8), (False, 6, 6)])
def test_S_DF_44_effects_help_the_throw_that_set_them_R_DF_113_108(fresh, bram, ulla):
    s = fixture_state(("bram", "ulla", "torm"), monster="ogre_t", effects_apply_to_activating_throw=fresh)
    throw(s, "blue", miss("outside", "icon"))
    play(s, "beer:0")
    assert s.enc.beer == 0 and s.heroes[0].hp == bram
    throw(s, "red", miss("outside", "icon"))
    assert s.enc.toad and s.heroes[1].hp == ulla


def test_S_DF_45_unused_dice_bonus_limited_by_the_supply_R_DF_141():
    s = fixture_state()
    s.supply_dice, s.chest_dice = 1, 8
    throw(s, "red", hit(10))  # 10 beats the Goblin's 7
    assert s.chest_dice == 9 and s.supply_dice == 0


def test_S_DF_46_moving_through_the_dungeon_R_DF_030_031_032_033_034_035():
    s = fixture_state(monster=None)
    assert s.room == "r1" and s.phase == "encounter"
    s.enc.hp = 1
    if s.enc.stage == "confront":
        play(s, "fight")
    throw(s, "red", hit(3))
    assert s.phase == "move" and set(keys(s)) == {"move:r2", "move:r3"} and s.decision().player == s.leader
    with pytest.raises(ValueError):
        movement.move(s, "r4")  # no arrow leads there from r1
    play(s, "move:r3")
    assert s.room == "r3" and s.round == 2
    s.room = "r4"
    s.enc = None
    s.phase = "move"
    s._decision = None
    movement.start_round(s)  # the only way on: floor 2's entry
    assert s.floor == 1 and s.room == "r1"
    s.floor, s.room, s.enc, s.phase = 2, "r4", None, "move"
    s._decision = None
    movement.start_round(s)
    assert s.room == movement.BOSS and s.boss_revealed and s.enc.kind == "boss"
    assert s.enc.hp == s.cs.bosses[s.boss].hp and s.view(0)["boss"]["name"]


def test_R_DF_035_a_person_decides_for_the_party_when_a_computer_leads():
    s = fixture_state(monster=None, bots=("random", None, "random"))
    assert s.leader == 1 and party_seat(s) == 1
    s = fixture_state(monster=None, bots=("random", "random", "random"))
    assert s.leader == 0 and party_seat(s) == 0


def test_R_DF_015_each_seat_may_choose_its_hero_and_random_seats_take_the_rest():
    from engine.core.errors import OptionsError

    seats = tuple(Seat(n) for n in "ABC")
    s = make_state(seats, {"hero2": "bram"}, Chance(4), content_name="fixtures")
    assert s.heroes[1].hero == "bram" and len({h.hero for h in s.heroes}) == 3
    with pytest.raises(OptionsError):
        make_state(seats, {"hero1": "bram", "hero3": "bram"}, Chance(4), content_name="fixtures")


def test_R_DF_014_016_the_boss_and_the_tower_stay_hidden_until_the_replay():
    from engine.core.game import REVEAL_ALL

    s = fixture_state(monster=None)
    view = s.view(0)
    boss = s.cs.bosses[s.boss].name
    assert view["boss"] is None and view["tower"] == [len(t) for t in s.tower]
    assert boss not in str(view) and all(s.cs.monsters[m].name not in str(view) for t in s.tower for m in t)
    everything = s.view(REVEAL_ALL)
    assert everything["boss"]["name"] == boss and everything["tower_cards"][1]


def test_R_DF_190_every_person_must_agree_to_back_down():
    s = fixture_state(monster=None, bots=(None, "random", None))
    s.tower = [["goblin", "imp_t"], [], [], []]
    fight_monster(s, "goblin")
    confront(s)
    play(s, "back_down")
    assert s.decision().player == 2 and set(keys(s)) == {"agree", "refuse"}  # the computer's yes is taken
    play(s, "refuse")
    assert s.enc.card == "goblin" and s.enc.stage == "swing" and hp(s) == [9, 9, 9]
    fight_monster(s, "goblin")
    confront(s)
    play(s, "back_down")
    play(s, "agree")
    assert s.enc.card == "imp_t" and hp(s) == [8, 8, 8]
