"""Digest 5.10's non-throw heuristics of the computer partners: the shop, Swing Again, Berserk, scars, option A.

Each test builds the real decision from a fixture state and asks which option the
computer's scores put first, so a heuristic that reads the wrong field of the view
(or a rule change that renames an option) fails here.
"""

from __future__ import annotations

from engine.core.game import Seat
from engine.core.rng import Chance
from engine.games.dungeon_fighter import make_state
from engine.games.dungeon_fighter.bot import score_options
from engine.games.dungeon_fighter.state import DfState

from .df_helpers import fixture_state, hit, miss, play, throw


def best(s: DfState) -> str:
    d = s.decision()
    scores = score_options(s.view(d.player), d)
    return d.options[max(range(len(scores)), key=lambda i: scores[i])].key


def at_shop(floor: int = 0, gold: int = 12, dice: int = 1) -> DfState:
    """The party of three computers in fixture row F4's shop (room r2), with `gold` and `dice` in the chest."""
    seats = tuple(Seat(n, "greedy") for n in ("Ana", "Ben", "Cleo"))
    s = make_state(
        seats,
        {},
        Chance(2),
        content_name="fixtures",
        heroes=("torm", "randolph", "goldfinga"),
        floors=("f4", "f2", "f3"),
    )
    s.tower = [["goblin"] + list(s.tower[0]), *s.tower[1:]]
    for _ in range(2):  # r1 then the shop r2: each foe falls to one hit
        s.enc.stage = "swing"
        s.enc.hp = 1
        throw(s, s.enc.hand[0], hit(3))
        while s.asks and s.asks[0].kind == "transfer":
            play(s, "done")
    assert s.asks[0].kind == "shop"
    s.floor, s.chest_gold, s.chest_dice, s.supply_dice = floor, gold, dice, 9 - dice
    s._decision = None
    return s


def test_R_DF_172_the_shop_keeps_three_bonus_dice_before_floor_3_then_heals_heroes_at_4_or_less():
    s = at_shop(floor=0, gold=12, dice=1)
    s.heroes[1].hp = 3
    s._decision = None
    bought = []
    while (key := best(s)) != "done":
        bought.append(key)
        play(s, key)
    assert bought[:2] == ["die", "die"] and s.chest_dice == 3  # dice first, up to three
    assert bought[2:4] == ["heal:1", "heal:1"] and s.heroes[1].hp == 5  # then the hero at <= 4 health
    assert not any(k.startswith(("heal:0", "heal:2")) for k in bought)  # the others are above 4
    rest = bought[4:]
    assert rest and rest[0].startswith("buy:")  # then cards, and only then dice with the coins left
    assert rest == sorted(rest, key=lambda k: k == "die") and s.chest_gold < 2


def test_R_DF_171_172_before_the_boss_the_shop_heals_the_low_hero_then_spends_every_coin_on_dice():
    s = at_shop(floor=2, gold=9, dice=4)
    s.heroes[0].hp = 4
    s._decision = None
    bought = []
    while (key := best(s)) != "done":
        bought.append(key)
        play(s, key)
    assert bought[0] == "heal:0" and s.heroes[0].hp == 5
    assert bought[1:] == ["die"] * 4 and s.chest_dice == 8 and s.chest_gold == 0


def test_R_DF_110_swing_again_only_throws_away_a_miss():
    s = fixture_state(heroes=("randolph", "torm", "goldfinga"))  # Randolph's blue die is Swing Again
    throw(s, "blue", miss("outside", face="icon"))
    assert s.asks[0].kind == "rethrow" and best(s) == "again"
    for _ in range(2):  # the same hand may miss the same way: two re-throws in a row, then it stands
        play(s, "again")
        throw(s, "blue", miss("outside", face="icon"))
        assert s.asks[0].kind == "rethrow"
    assert best(s) == "keep"
    s = fixture_state(heroes=("randolph", "torm", "goldfinga"))
    throw(s, "blue", hit(2, face="icon"))
    assert s.asks[0].kind == "rethrow" and best(s) == "keep"


def test_R_DF_104_berserk_unless_the_health_it_costs_would_leave_the_thrower_near_fainting():
    s = fixture_state(monster="ogre_t")  # Torm's red die is Berserk
    throw(s, "red", hit(3, face="icon"))
    assert s.asks[0].kind == "berserk" and best(s) == "rage"
    s = fixture_state(monster="ogre_t")
    s.heroes[0].hp = 2
    throw(s, "red", hit(3, face="icon"))
    assert s.asks[0].kind == "berserk" and best(s) == "calm"


def test_R_DF_063_on_the_last_floor_the_bonus_dice_wait_for_the_boss_unless_a_hero_is_in_danger():
    def spent(floor: int, dice: int, low: bool = False) -> DfState:
        s = fixture_state(monster="goblin")
        s.floor, s.chest_dice = floor, dice
        if low:
            s.heroes[0].hp = 2  # 1 after its own miss: at most the goblin's level
        for die in ("red", "blue", "green"):
            throw(s, die, miss("outside"))
        assert s.enc.stage == "choose"
        return s

    assert best(spent(0, 2)) == "bonus"  # digest 5.10: two dice in the chest, take one
    assert best(spent(2, 2)) == "give_in"  # floor 3: kept for the boss
    assert best(spent(2, 2, low=True)) == "bonus"  # ... unless a hero would faint from the party damage
