"""Special rooms met by walking the fixture row F4 (one room of each kind): each acts at
Maintenance after its monster falls (R-DF-150, R-DF-170..176), or during the fight if dangerous."""

from __future__ import annotations

from engine.core.game import Seat
from engine.core.rng import Chance
from engine.games.dungeon_fighter import make_state
from engine.games.dungeon_fighter.state import DfState

from .df_helpers import hit, keys, miss, play, throw


def walk_f4(seed: int = 2) -> DfState:
    seats = tuple(Seat(n) for n in ("Ana", "Ben", "Cleo"))
    s = make_state(
        seats,
        {},
        Chance(seed),
        content_name="fixtures",
        heroes=("torm", "randolph", "goldfinga"),
        floors=("f4", "f2", "f3"),
    )
    s.tower = [["goblin"] + list(s.tower[0]), *s.tower[1:]]
    return s


def win_fight(s: DfState) -> None:
    """Beat the monster in front of the party with one throw; hand no equipment over."""
    if s.enc.stage == "confront":
        play(s, "fight")
    s.enc.hp = 1
    die = s.enc.hand[0]
    throw(s, die, hit(3))
    while s.asks and s.asks[0].kind == "transfer":
        play(s, "done")


def test_R_DF_150_170_the_shop_opens_after_the_fight_and_its_cards_go_back_under_the_deck():
    s = walk_f4()
    win_fight(s)  # r1, plain: straight on to r2 (the only arrow)
    assert s.room == "r2"
    s.chest_gold = 10
    deck = len(s.equipment_deck)
    win_fight(s)
    assert s.asks[0].kind == "shop" and len(s.shop) == 6 and len(s.equipment_deck) == deck - 6
    assert "done" in keys(s)
    play(s, "done")
    assert s.shop == [] and len(s.equipment_deck) == deck and s.room == "r3"


def test_R_DF_174_175_fountain_then_treasures_in_the_row():
    s = walk_f4()
    win_fight(s)
    win_fight(s)
    play(s, "done")  # leave the shop
    assert s.room == "r3"
    for h in s.heroes:
        h.hp = 2
    win_fight(s)
    assert [h.hp for h in s.heroes] == [9, 9, 9] and s.room == "r4"
    win_fight(s)  # treasure: one equipment card
    assert s.asks[0].kind == "treasure"
    play(s, keys(s)[0])
    while s.asks and s.asks[0].kind == "transfer":
        play(s, "done")
    assert s.room == "r5"
    s.chest_dice, s.supply_dice = 1, 8
    win_fight(s)  # treasure: one bonus die, after the two unused hero dice
    assert s.chest_dice == 1 + 2 + 1 and s.supply_dice == 5 and s.room == "r6"
    gold = s.chest_gold
    win_fight(s)  # treasure: 2 gold, plus the monster's
    assert s.chest_gold >= gold + 2 and s.room == "r7"


def test_R_DF_176_the_dangerous_room_binds_every_throw_of_its_fight():
    s = walk_f4()
    s.room = "r6"
    s.enc = None
    s.phase = "move"
    s._decision = None
    from engine.games.dungeon_fighter.movement import start_round

    start_round(s)
    assert s.room == "r7" and s.enc.room_requirement == "two_bounce"
    if s.enc.stage == "confront":
        play(s, "fight")
    hp = s.heroes[0].hp
    throw(s, "red", hit(4, bounces=1))
    assert s.heroes[0].hp < hp  # one bounce is a miss here
    throw(s, "blue", miss("outside"))
    assert s.enc.room_requirement == "two_bounce"


def test_A_DF_26_option_b_hands_the_dice_past_a_fainted_neighbour():
    s = walk_f4()
    if s.enc.stage == "confront":
        play(s, "fight")
    s.enc.hp = 50
    throw(s, "red", miss("outside"))
    s.heroes[1].hp = 1
    throw(s, "blue", miss("outside"))  # Randolph faints
    throw(s, "green", miss("outside"))  # Goldfinga threw last
    play(s, "bonus")  # Torm's bonus die
    throw(s, "white", miss("outside"))
    assert s.enc.stage == "choose" and s.decision().player == 2  # Randolph fainted: Goldfinga chooses
    play(s, "give_in")
    # Torm threw last; Randolph on his left has fainted, so the dice go on to Goldfinga
    assert s.enc.holder == 2 and s.enc.hand == ["blue", "green", "red"]
