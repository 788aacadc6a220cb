"""Physics versions (digest §5.2 Versioning, §5.12): physics 2 lowers the Card hurdle's card, and
physics 1 stays bit-for-bit for the links made under rules revisions 1 and 2.

A throw's outcome is a pure function of (gesture, requirements, seed, k, physics version); a
link replays under the version its rules revision names (throw.PHYSICS_OF_REVISION).
"""

from __future__ import annotations

import pytest

from engine.games.dungeon_fighter.physics import (
    PHYSICS_VERSION,
    PHYSICS_VERSIONS,
    REQUIREMENT_IDS,
    gesture,
    golden,
    throw,
)
from engine.games.dungeon_fighter.physics.launch import CARD_HEIGHT
from engine.games.dungeon_fighter.physics.plan import PLAN_PHYSICS
from engine.games.dungeon_fighter.physics.witness import WITNESSES, WITNESSES_OF_VERSION, WITNESSES_V2
from engine.games.dungeon_fighter.throw import PHYSICS_OF_REVISION


def _kinds(out) -> list[str]:
    return [e.kind for e in out.events]


def test_S_DF_36_physics_2_golden_traces() -> None:
    assert golden.compute(2) == golden.EXPECTED_V2
    assert golden.mismatches() == {}


def test_S_DF_36_physics_2_keeps_every_throw_without_a_card_as_physics_1() -> None:
    shared = [n for n in golden.CASES_V2 if n in golden.CASES and golden.CASES_V2[n] == golden.CASES[n]]
    assert len(shared) >= 4
    for name in shared:
        assert golden.EXPECTED_V2[name] == golden.EXPECTED[name]


def test_released_revisions_keep_physics_1_and_revision_3_throws_physics_2() -> None:
    assert PHYSICS_OF_REVISION[1] == PHYSICS_OF_REVISION[2] == 1
    assert PHYSICS_OF_REVISION[3] == 2 == PHYSICS_VERSION
    assert PHYSICS_VERSIONS == (1, 2)
    assert PLAN_PHYSICS == PHYSICS_VERSION  # the computers aim with the newest physics


def test_an_unknown_physics_version_is_refused() -> None:
    with pytest.raises(ValueError):
        throw(gesture("E"), die="red", seed=1, k=0, physics_version=3)


def test_R_DF_220_physics_2_card_is_lower_and_clears_where_physics_1_strikes_it() -> None:
    assert CARD_HEIGHT[1] == 63.0 and 40.0 <= CARD_HEIGHT[2] < CARD_HEIGHT[1]
    g = WITNESSES_V2["card_jump"]
    v1 = throw(g, die="red", requirements=("card_jump",), seed=0, k=0, noise_scale=0.0, physics_version=1).outcome
    v2 = throw(g, die="red", requirements=("card_jump",), seed=0, k=0, noise_scale=0.0, physics_version=2).outcome
    assert "CARD_FACE_HIT" in _kinds(v1) and not v1.contact
    assert v2.contact and "CARD_FACE_HIT" not in _kinds(v2)
    assert _kinds(v2).index("TABLE_IMPACT") < _kinds(v2).index("CARD_CROSS") < _kinds(v2).index("BOARD_TOUCH")


def test_R_DF_220_physics_2_card_still_stops_a_low_hop() -> None:
    out = golden.run_case("card_jump_face_hit", 2).outcome
    assert "CARD_FACE_HIT" in _kinds(out) and not out.contact


@pytest.mark.parametrize("version", PHYSICS_VERSIONS)
@pytest.mark.parametrize("req", REQUIREMENT_IDS)
def test_feasibility_witness_of_each_physics_version(version: int, req: str) -> None:
    g = WITNESSES_OF_VERSION[version][req]
    out = throw(g, die="red", requirements=(req,), seed=0, k=0, noise_scale=0.0, physics_version=version).outcome
    assert out.contact, (version, req, out.miss_reason)


def test_only_card_hurdle_has_a_witness_of_its_own_in_physics_2() -> None:
    assert [r for r in REQUIREMENT_IDS if WITNESSES_V2[r] != WITNESSES[r]] == ["card_jump"]


def test_R_DF_220_digest_5_12_card_hurdle_is_a_rank_4_throw_under_physics_2() -> None:
    """The Average computer's card jump from a short side hits about one throw in four under physics 2
    (bench.df_calibration: 0.243 over 2,000, band 0.20-0.30); the same gestures under physics 1 far fewer."""
    from engine.games.dungeon_fighter.physics.plan import COMPUTER_MISS_COST, SKILLS, execute, plan

    reqs = ("card_jump",)
    g = plan(reqs, home="E", skill="average", miss_cost=COMPUTER_MISS_COST)
    hits = {1: 0, 2: 0}
    for k in range(200):
        ge = execute(g, SKILLS["average"], reqs, 0xA15EED, k)
        for v in hits:
            hits[v] += throw(ge, die="red", requirements=reqs, seed=0x0DF01234, k=k, physics_version=v).outcome.contact
    assert 0.15 <= hits[2] / 200 <= 0.35, hits  # measured 36 of 200 (physics 1: 8)
    assert hits[1] < hits[2] / 2, hits
