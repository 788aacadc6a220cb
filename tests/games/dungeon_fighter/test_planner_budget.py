"""Digest 5.10 step 6: a computer's throw stays within its budget for requirement sets no table holds.

The tables (physics/plan_table.py) hold no requirement and each single one; a
pair or more (a weapon's special throw on top of a foe's, a dangerous room's
on top of both) is planned when it first comes up.  These tests count the
physics throws that plan costs (time is measured by `python -m bench.df_planner
--all-pairs`, never asserted) and check the bounded search still aims.
"""

from __future__ import annotations

import itertools

import pytest

import engine.games.dungeon_fighter.physics as physics
from engine.games.dungeon_fighter.physics import plan as plan_mod
from engine.games.dungeon_fighter.physics import throw
from engine.games.dungeon_fighter.physics.plan import COMPUTER_MISS_COST, SKILLS, execute, plan
from engine.games.dungeon_fighter.physics.requirements import BY_ID

# Sweep throws per cold plan of a pair: one edge, at most QUICK_COARSE coarse throws, the
# refinement around QUICK_REFINE of them and the smoothing's neighbours; then keep x samples trials.
SWEEP_BUDGET = 130


@pytest.fixture
def counted(monkeypatch):
    calls = {"n": 0}
    real = physics.throw

    def counting(*args, **kwargs):
        calls["n"] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(physics, "throw", counting)
    plan_mod._QUICK.clear()
    plan_mod._PLANS.clear()
    yield calls
    plan_mod._QUICK.clear()
    plan_mod._PLANS.clear()


LARGEST = sorted(
    itertools.combinations(sorted(BY_ID), 2),
    key=lambda pair: -len(plan_mod._candidates(pair, "S")),
)[:4]  # bank with borrowed hand has 1,600 candidates per edge; a full sweep of three edges throws ~2,500


@pytest.mark.parametrize("pair", LARGEST, ids="+".join)
def test_R_DF_095_a_pair_no_table_holds_is_planned_with_bounded_throws(counted, pair):
    plan(pair, home="S", skill="master", miss_cost=COMPUTER_MISS_COST)
    trials = 4 * SKILLS["master"].samples
    assert counted["n"] <= SWEEP_BUDGET + trials


def test_R_DF_095_the_bounded_search_still_aims_for_both_requirements():
    hits = 0
    for reqs in (("crossbow", "jump"), ("jump", "slam"), ("blow", "crossbow")):
        g = plan(reqs, home="S", skill="average", miss_cost=COMPUTER_MISS_COST)
        for k in range(12):
            ge = execute(g, SKILLS["average"], reqs, 0xA15EED, k)
            hits += throw(ge, die="red", requirements=reqs, seed=0x5EED_0DF, k=k).outcome.contact
    assert hits >= 9  # measured 15 of 36 (a random gesture: 0)


def test_every_candidate_the_planner_sweeps_is_a_legal_gesture():
    # backwards + dancing once turned the dancing yaw past -180 degrees (an illegal gesture)
    for pair in itertools.combinations(sorted(BY_ID), 2):
        for edge in "SENW":
            for cand in plan_mod._candidates(pair, edge):
                assert all(p.check(v) for p, v in zip(physics.GESTURE_PARAMS, cand, strict=True)), (pair, edge)
