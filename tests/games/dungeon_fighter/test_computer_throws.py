"""Computer throws (digest 5.10): the greedy computer aims through the physics, from its view only.

Measured over fixed seeds, so each margin is exact and repeatable; the margins
are wide enough that a planner that aims nowhere (uniform params, a wrong
edge, ignored requirements) fails them.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from engine.core.bots import choose
from engine.core.rng import Chance
from engine.games.dungeon_fighter import GAME, make_game
from engine.games.dungeon_fighter.bot import score_options, throw_params
from engine.games.dungeon_fighter.physics import EDGES, GESTURE_PARAMS, throw
from engine.games.dungeon_fighter.physics import plan as plan_mod
from engine.games.dungeon_fighter.physics.plan import COMPUTER_MISS_COST, SKILLS, execute, fresh_sweep, plan
from engine.games.dungeon_fighter.physics.plan_table import PLANS, PROBES, TABLE

from .df_helpers import fight_monster, fixture_state

SETS = ((), ("two_bounce",), ("blind",), ("jump",), ("far",), ("weak_hand",))
GAME_SEED = 0x5EED_0DF
AI_SEED = 0xA15EED


def contact_rate(skill: str, n: int = 8) -> float:
    """Plan and execute as the computers do, then throw for real with a seed the planner never saw."""
    hits = total = 0
    for reqs in SETS:
        for k in range(n):
            g = plan(reqs, home=EDGES[k % 4], skill=skill, miss_cost=COMPUTER_MISS_COST)
            g = execute(g, SKILLS[skill], reqs, AI_SEED, k)
            hits += throw(g, die="red", requirements=reqs, seed=GAME_SEED, k=k).outcome.contact
            total += 1
    return hits / total


def test_digest_5_10_greedy_computers_hit_far_more_often_than_random_throws():
    dice = Chance(3)
    random_hits = 0
    for k in range(48):
        gesture = tuple(p.low + dice.below(p.high - p.low + 1) for p in GESTURE_PARAMS)  # the random bot's draw
        reqs = SETS[k % len(SETS)]
        random_hits += throw(gesture, die="red", requirements=reqs, seed=GAME_SEED, k=k).outcome.contact
    assert random_hits <= 4  # a uniform gesture almost never reaches the board the right way
    assert contact_rate("average") >= 0.35  # measured 0.48 over these sets (bench/df_planner.py)


def test_digest_5_10_in_a_game_the_greedy_computer_hits_through_the_real_physics():
    hits = throws = 0
    for seed in range(1, 9):
        state = fixture_state(seed=seed, bots=("greedy", "greedy", "greedy"))
        state.enc.hp = 99  # the fight lasts: every hero throws every die
        dice = Chance(seed)
        for _ in range(40):
            decision = state.decision()
            if decision is None or state.enc is None:
                break
            choice = choose("greedy", GAME, state, decision, dice)
            key = decision.options[choice.index].key
            before, lines = state.throw_k, len(state.log)
            state.apply(choice.index, choice.params)
            if key.startswith("throw:"):
                assert state.throw_k == before + 1 and state.last_trace is not None  # the real physics threw it
                throws += 1
                hits += any(": a hit on" in line for line in state.log[lines:])
    assert throws >= 40
    assert hits / throws >= 0.35


def test_digest_5_10_skill_levels_order_master_above_clumsy():
    clumsy, master = contact_rate("clumsy", 24), contact_rate("master", 24)
    assert master >= clumsy + 0.04, (clumsy, master)  # measured 0.48 and 0.55


def test_digest_5_10_same_view_same_gesture_and_the_noise_follows_the_throw_counter():
    state = fixture_state(bots=("greedy", "greedy", "greedy"))
    decision = state.decision()
    index = decision.index("throw:red")
    view = state.view(decision.player)
    a = throw_params(view, decision, index, Chance(1))
    b = throw_params(json.loads(json.dumps(view)), decision, index, Chance(2))
    assert a == b and len(a) == 8
    later = dict(view, throws=view["throws"] + 1)
    assert throw_params(later, decision, index, Chance(1)) != a
    assert all(p.check(v) for p, v in zip(decision.options[index].params, a, strict=True))


def test_digest_5_10_the_chooser_reads_a_view_that_holds_no_game_seed():
    state = fixture_state(seed=0x1234_5678_9ABC_DEF, bots=("greedy", "greedy", "greedy"))
    assert state.physics_seed == 0x1234_5678_9ABC_DEF
    seen = []

    def spy(view, decision, index, dice):
        seen.append(view)
        return throw_params(view, decision, index, dice)

    game = replace(GAME, bot_params=spy)
    decision = state.decision()
    choice = choose("greedy", game, state, decision, Chance(5))
    assert decision.options[choice.index].key.startswith("throw:")
    assert len(seen) == 1 and isinstance(seen[0], dict)
    text = json.dumps(seen[0])
    assert str(state.physics_seed) not in text and seen[0]["ai_seed"] != state.physics_seed
    # the view holds what the planner needs: the requirement ids in force and the seat's home edge
    assert seen[0]["encounter"]["throw_requirements"] == [] and seen[0]["heroes"][0]["home_edge"] == "E"


def test_R_DF_095_the_aim_plans_for_the_combined_requirements_in_force():
    state = fixture_state(bots=("greedy", "greedy", "greedy"))
    fight_monster(state, "goblin", room_requirement="two_bounce")
    state.heroes[0].equipment = ["dragons_breath"]
    state.enc.weapons = ["dragons_breath"]
    state._decision = None
    view = state.view(0)
    assert view["encounter"]["throw_requirements"] == ["two_bounce", "spin"] or set(
        view["encounter"]["throw_requirements"]
    ) == {"two_bounce", "spin"}
    decision = state.decision()
    params = throw_params(view, decision, decision.index("throw:red"), Chance(1))
    reqs = tuple(view["encounter"]["throw_requirements"])
    g = plan(reqs, home=view["heroes"][decision.player]["home_edge"], skill="average", miss_cost=COMPUTER_MISS_COST)
    assert params == tuple(execute(g, SKILLS["average"], reqs, view["ai_seed"], view["throws"]))
    assert g.spin_drps != 0  # Spin is thrown spinning


def test_random_bot_still_draws_uniformly_and_the_hint_is_unchanged():
    state = fixture_state(bots=("random", "random", "random"))
    decision = state.decision()
    choices = {choose("random", GAME, state, decision, Chance(s)).params for s in range(6)}
    assert len(choices) > 1
    assert make_game("fixtures").bot_params is not None


def best(state, view=None) -> str:
    decision = state.decision()
    scores = score_options(view or state.view(decision.player), decision)
    return decision.options[max(range(len(scores)), key=lambda i: scores[i])].key


def test_A_DF_38_with_no_person_the_party_backs_down_from_a_foe_too_hard_to_hit():
    for bots, expected in ((("greedy",) * 3, "back_down"), ((None, "greedy", "greedy"), "fight")):
        state = fixture_state(bots=bots)
        state.enc.stage = "confront"
        state._decision = None
        view = state.view(state.decision().player)
        assert best(state, view) == "fight"  # a plain foe is fought
        view["encounter"]["requirement_ids"] = ["dancing", "head"]  # ranks 5 and 4: a hit is rare
        assert best(state, view) == expected


def test_R_DF_052_digest_5_10_a_weapon_is_used_when_its_damage_outweighs_its_throw():
    state = fixture_state(bots=("greedy",) * 3)
    state.heroes[0].equipment = ["helm_of_bravery"]  # Blind (rank 3), +3 against a 7-health goblin
    state._decision = None
    assert best(state) == "weapon:helm_of_bravery"
    state.enc.weapons = ["helm_of_bravery"]
    state._decision = None
    assert best(state).startswith("throw:")  # and then thrown, not put away again
    state = fixture_state(bots=("greedy",) * 3)
    state.heroes[0].equipment = ["dragons_breath"]  # Spin (rank 2), +2: the computers hit 0.47 spinning
    state._decision = None
    assert best(state).startswith("throw:")  # fewer hits for +2 against a foe that hits back
    state = fixture_state(bots=("greedy",) * 3)
    state.heroes[0].equipment = ["helm_of_bravery"]  # Blind (rank 3), +3 against a 7-health goblin
    state.enc.hp = 1
    state._decision = None
    assert best(state).startswith("throw:")


def test_digest_5_10_which_die_swing_twice_early_heal_party_when_the_party_is_hurt():
    state = fixture_state(bots=("greedy",) * 3)
    assert best(state) == "throw:blue"  # Torm's Swing Twice, with all three dice in hand
    state = fixture_state(heroes=("ulla", "torm", "randolph"), bots=("greedy",) * 3)
    assert best(state) != "throw:green"
    for h in state.heroes:
        h.hp = 3
    state._decision = None
    assert best(state) == "throw:green"  # Ulla's Heal Party


def test_planner_tables_equal_a_fresh_computation_while_their_physics_is_unchanged():
    """An entry whose probe still matches is what plan.py computes; a stale one is never used.

    (After a physics change: python -m bench.df_planner --write-table.)
    """
    assert len(PLANS) == 192 and len(TABLE) == 92 and len(PROBES) == 23
    checked = 0
    for key in ((("two_bounce",), "E"), ((), "W"), (("spin",), "S"), (("jump",), "E")):
        if plan_mod.table_fresh(key[0]):
            assert TABLE[key] == tuple((neg, i) for neg, i, _g in fresh_sweep(*key))
            checked += 1
        else:
            plan_mod._SWEEPS.pop(key, None)
            assert plan_mod.sweep(*key) == fresh_sweep(*key)  # computed afresh, not read from the table
    if plan_mod.table_fresh(()):
        found = plan_mod.table_plan((), ("S", "E", "W"), "average")
        assert PLANS[(), ("S", "E", "W"), "average"] == (tuple(found.gesture), found.p_contact, found.value)
        checked += 1
    assert plan_mod.probe(()) == plan_mod.probe(())  # the probe is a pure function
    assert checked or not plan_mod.table_fresh(())


def test_digest_5_10_a_throw_the_planner_cannot_make_is_not_counted_on():
    """Card-jump: the planner's own trials never hit, so its chance is not the rank's band."""
    from engine.games.dungeon_fighter.bot import P_RANK, p_contact

    assert p_contact(("card_jump",)) == P_RANK[4]  # no seat known: the band
    assert p_contact(("two_bounce",), "E", "average") == pytest.approx(  # a throw it makes: its own chance
        plan_mod.tabled_p_contact("two_bounce", "E", "average") or P_RANK[2]
    )
    if not plan_mod.table_fresh(("card_jump",)):  # physics changed since the table: only the band is known
        assert p_contact(("card_jump",), "S", "average") == P_RANK[4]
        return
    assert p_contact(("card_jump",), "S", "average") < 0.05
    state = fixture_state(bots=("greedy",) * 3)
    state.enc.stage = "confront"
    state._decision = None
    view = state.view(state.decision().player)
    view["encounter"]["requirement_ids"] = ["card_jump"]
    for hero in view["heroes"]:  # physics 2: from a short side the planner makes about one in four
        hero["home_edge"] = "S"
    assert best(state, view) == "back_down"
