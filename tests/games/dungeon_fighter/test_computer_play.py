"""Computer teammates' non-throw play (digest 5.10): which die, bonus dice, from the view alone."""

from __future__ import annotations

from engine.games.dungeon_fighter.bot import (
    BACK_DOWN_PER_LEVEL,
    BOSS_RESERVE,
    backs_down,
    die_value,
    option_a,
    p_contact,
    receivers,
    score_options,
    set_chance,
)
from engine.games.dungeon_fighter.physics import throw
from engine.games.dungeon_fighter.physics.plan import COMPUTER_MISS_COST, SKILLS, execute, plan_detail

from .df_helpers import fixture_state


def best(state) -> str:
    decision = state.decision()
    scores = score_options(state.view(decision.player), decision)
    return decision.options[max(range(len(scores)), key=lambda i: scores[i])].key


def test_digest_5_10_which_die_keeps_back_a_colour_worth_more_to_a_hero_further_left():
    # Goldfinga throws first; Ulla on her left heals the party with green and prays with blue.
    state = fixture_state(heroes=("goldfinga", "ulla", "torm"), bots=("greedy",) * 3)
    state.chest_gold = 0  # gold is short: Five Finger Discount (blue) is Goldfinga's own best colour
    state._decision = None
    assert best(state) == "throw:blue"  # nobody is hurt: Ulla's blue and green are worth nothing yet
    for h in state.heroes:
        h.hp = 4
    state._decision = None
    assert best(state) == "throw:red"  # the party is hurt: blue and green are kept back for Ulla
    view = state.view(0)
    assert die_value(view, 0, "green") < die_value(view, 0, "red") < 0.5 + 0.45 * 0.5


def test_digest_5_10_which_die_the_receivers_are_the_next_active_heroes_on_the_left():
    state = fixture_state(heroes=("torm", "randolph", "goldfinga", "ulla"), bots=("greedy",) * 4)
    view = state.view(0)
    assert receivers(view, 0, 2) == [1, 2] and receivers(view, 3, 2) == [0, 1]
    state.heroes[1].fainted = True
    view = state.view(0)
    assert receivers(view, 0, 2) == [2, 3]  # a fainted hero receives no dice (R-DF-058)
    assert receivers(view, 0, 0) == []


def test_digest_5_10_a_tabled_plan_hits_real_throws_about_as_often_as_its_trials_promised():
    """The tables pick their plan on a second round of fresh trials, so the promise is not the luckiest draw.

    Before (the best of 4 on 8 trials each) the plan with no requirement promised 0.62 and hit 0.64
    of real throws, where the best swept candidates hit ~0.75.
    """
    seen = []
    for reqs, home in (((), "E"), (("two_bounce",), "S"), (("far",), "W")):
        detail = plan_detail(reqs, home=home, skill="average", miss_cost=COMPUTER_MISS_COST)
        hits = 0
        for k in range(80):
            g = execute(detail.gesture, SKILLS["average"], reqs, 0xC0FFEE, k)
            hits += throw(g, die="red", requirements=reqs, seed=0xDF_7AB1E, k=k).outcome.contact
        seen.append((reqs, detail.p_contact, hits / 80))
        assert abs(hits / 80 - detail.p_contact) <= 0.15, seen
    assert seen[0][2] >= 0.65, seen  # no requirement: measured 0.71 in Easy games (was 0.63)


def confronting(monster: str = "goblin"):
    state = fixture_state(monster=monster, bots=("greedy",) * 3)
    state.enc.stage = "confront"
    state._decision = None
    return state, state.view(state.decision().player)


def test_A_DF_38_the_computers_back_down_sooner_from_a_higher_level_foe():
    state, view = confronting()
    view["encounter"]["requirement_ids"] = ["nose"]  # the computers hit about one nose-push in four
    chance = max(set_chance(("nose",), h["home_edge"], "average") for h in view["heroes"])
    assert 0.12 < chance < 0.12 + 3 * BACK_DOWN_PER_LEVEL
    view["encounter"]["level"] = 1
    assert not backs_down(view)  # a level-1 foe: each reset costs 1 health each, worth fighting
    view["encounter"]["level"] = 4
    assert backs_down(view)  # a level-4 foe: each reset costs 4 health each; backing down costs 1


def test_A_DF_38_a_pairs_chance_is_the_planners_own_not_a_product_of_singles():
    # Measured in Easy games: a blow in a double-bounce room hit 1 throw of 66; the product of the
    # singles' chances promised about 0.35.
    pair = ("blow", "two_bounce")
    own = plan_detail(pair, home="E", skill="average", miss_cost=COMPUTER_MISS_COST).p_contact
    assert set_chance(pair, "E", "average") == own
    assert own < 0.12 < p_contact(pair, "E", "average")
    state, view = confronting()
    view["encounter"]["requirement_ids"] = list(pair)
    assert backs_down(view)


def test_digest_5_10_on_the_last_floor_bonus_dice_beyond_the_bosss_share_save_health():
    state, view = confronting()
    view["encounter"]["level"] = 3
    view["floor"] = 3
    view["chest"]["bonus_dice"] = BOSS_RESERVE
    assert not option_a(view)  # healthy heroes take the party damage; the dice wait for the boss
    view["chest"]["bonus_dice"] = BOSS_RESERVE + 1
    assert option_a(view)
    view["chest"]["bonus_dice"] = 1
    view["heroes"][1]["hp"] = 3
    assert option_a(view)  # a hero the party damage would fell
