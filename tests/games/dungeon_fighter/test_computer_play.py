"""Computer teammates' non-throw play (digest 5.10): which die, bonus dice, from the view alone."""

from __future__ import annotations

from engine.games.dungeon_fighter.bot import die_value, receivers, score_options
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
