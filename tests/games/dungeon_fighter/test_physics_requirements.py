"""The 22 requirements as handicaps (digest §5.7-5.9): transforms, combination rules, feasibility witnesses.

"Enforced by the transform" is checked as §5.8 says: (i) the trace header's effective parameters
equal the documented transform of the logged inputs (noise_scale = 0); (ii) changing a logged
field the transform overrides does not change the outcome; (iii) a witness makes contact.
"""

from __future__ import annotations

import pytest

from engine.games.dungeon_fighter.physics import REQUIREMENT_IDS, Gesture, gesture, impossible, throw
from engine.games.dungeon_fighter.physics.plan import oscillator_phase
from engine.games.dungeon_fighter.physics.requirements import BY_ID, canonical, combine, window_intersection
from engine.games.dungeon_fighter.physics.witness import WITNESSES


def header(g: Gesture, reqs: tuple[str, ...], k: int = 0) -> dict:
    return throw(g, die="red", requirements=reqs, seed=5, k=k, noise_scale=0.0).trace.header


def outcome(g: Gesture, reqs: tuple[str, ...]):
    return throw(g, die="red", requirements=reqs, seed=5, k=0, noise_scale=0.0).outcome


def test_R_DF_090_all_22_requirements_with_their_ranks() -> None:
    assert len(REQUIREMENT_IDS) == 22
    assert [BY_ID[r].num for r in REQUIREMENT_IDS] == list(range(1, 23))
    ranks = {r: BY_ID[r].rank for r in REQUIREMENT_IDS}
    assert ranks["spin"] == 2 and ranks["blind"] == 3 and ranks["dancing"] == 5 and ranks["far"] == 1


def test_R_DF_095_requirements_are_a_set_in_canonical_order() -> None:
    order = [s.id for s in canonical(("far", "spin", "card_jump", "spin", "dancing", "bank"))]
    assert order == ["dancing", "card_jump", "bank", "spin", "far"]
    with pytest.raises(ValueError):
        combine(("no_such_throw",))


def test_plain_throw_header_is_the_logged_gesture() -> None:
    h = header(gesture("E", 0, 1234, 456, 78, -90, 2), ())
    assert (h["yaw"], h["power"], h["loft"], h["spin"]) == (12.34, 456.0, 7.8, -9.0)
    assert h["release"] == [800.0, 0.0, 250.0]


def test_R_DF_211_crossbow_meter_fixed_loft_low_release() -> None:
    g = gesture("E", 0, 300, 900, 400, 0, 2, 500)  # the bar rises 0 -> 1000 over 1000 ms, then falls
    h = header(g, ("crossbow",))
    assert h["power"] == 500.0 and h["loft"] == 5.0 and h["release"][2] == 80.0 and h["yaw"] == 3.0
    assert header(gesture("E", 0, 0, 0, 0, 0, 2, 1500), ("crossbow",))["power"] == 500.0
    assert header(gesture("E", 0, 0, 0, 0, 0, 2, 1000), ("crossbow",))["power"] == 1000.0
    assert outcome(g, ("crossbow",)) == outcome(g._replace(power_pm=100, loft_ddeg=-200), ("crossbow",))


def test_R_DF_212_blow_charge_then_collapse_and_lean() -> None:
    g = gesture("E", 0, 0, 900, 400, 250, 2, 750, inset_mm=250)
    h = header(g, ("blow",))
    assert h["power"] == 225.0 and h["loft"] == -10.0 and h["spin"] == 0.0  # 150 ms into the 300 ms collapse
    assert h["release"] == [650.0, 0.0, 250.0]
    assert header(gesture("E", 0, 0, 0, 0, 0, 2, 300), ("blow",))["power"] == 225.0  # halfway up the 600 ms charge
    assert header(gesture("E", 0, 0, 0, 0, 0, 2, 2100), ("blow",))["power"] == 0.0
    assert outcome(g, ("blow",)) == outcome(g._replace(power_pm=10, loft_ddeg=0, spin_drps=-300), ("blow",))
    spins = {throw(g, die="red", requirements=("blow",), seed=5, k=k).trace.header["spin"] for k in range(6)}
    assert len(spins) == 6 and all(abs(s) <= 14.0 + 3.5 * 0.4 for s in spins)


def test_R_DF_213_under_the_leg_swinging_aim_from_behind_the_edge() -> None:
    for k in range(3):
        g = gesture("W", 0, 100, 450, 0, 0, 2, 300)
        h = header(g, ("under_the_leg",), k)
        phase = oscillator_phase(("under_the_leg",), 5, k)
        x = (300.0 + phase) / 1100.0
        tri = 1.0 - 4.0 * abs(x - int(x) - 0.5)
        assert h["yaw"] == pytest.approx(1.0 + 35.0 * tri, abs=1e-9)
        assert h["release"] == [-1050.0, 0.0, 30.0]


def test_R_DF_214_blind_bias_and_noise() -> None:
    g = gesture("E", 0, 0, 400, 0, 0, 2)
    assert header(g, ("blind",))["bias"] == [0.0, 0.0]
    assert header(g, ("blind",))["noise"] == [1.3, 1.3, 1.3, 1.3]
    biases = [throw(g, die="red", requirements=("blind",), seed=5, k=k).trace.header["bias"] for k in range(20)]
    assert all(abs(b[0]) <= 13.0 and abs(b[1]) <= 0.28 for b in biases)
    assert len({b[0] for b in biases}) == 20


def test_R_DF_216_elbow_sawtooth_meter() -> None:
    g = gesture("E", 0, 0, 900, 400, 0, 2, 200, inset_mm=300)  # halfway up the 400 ms sawtooth
    h = header(g, ("elbow",))
    assert h["power"] == 250.0 and h["loft"] == -15.0 and h["release"] == [750.0, 0.0, 200.0]
    assert outcome(g, ("elbow",)) == outcome(g._replace(power_pm=0, loft_ddeg=600), ("elbow",))


def test_R_DF_217_pious_spin_is_forced() -> None:
    g = gesture("E", 0, 0, 420, 0, 250, 2)
    assert header(g, ("pious",))["spin"] == 0.0
    assert outcome(g, ("pious",)) == outcome(g._replace(spin_drps=-250), ("pious",))
    r = [throw(g, die="red", requirements=("pious",), seed=5, k=k).trace.header["spin"] for k in range(10)]
    assert max(abs(s) for s in r) > 4.0 and all(abs(s) <= 20.0 + 3.5 * 0.4 for s in r)


def test_R_DF_218_weak_hand_mirrors() -> None:
    h = header(gesture("E", 0, 1500, 400, 0, 120, 2), ("weak_hand",))
    assert h["yaw"] == -15.0 and h["spin"] == -12.0 and h["noise"] == [2.0, 2.0, 2.0, 1.0]


def test_R_DF_219_borrowed_hand_partner_power_and_solo_lag() -> None:
    g = gesture("E", 0, 0, 900, 0, 0, 2, 100, partner_ms=250)
    assert header(g, ("borrowed_hand",))["power"] == 500.0
    assert outcome(g, ("borrowed_hand",)) == outcome(g._replace(power_pm=10, t_release_ms=700), ("borrowed_hand",))
    solo = gesture("E", 0, 0, 900, 0, 0, 2, 100)
    assert header(solo, ("borrowed_hand",))["power"] == 500.0  # read at 100 + 150 ms


def test_R_DF_221_catapult_bend_curve() -> None:
    g = gesture("S", 100, 2000, 900, 300, 0, 2, 0, bend_pm=600)
    h = header(g, ("catapult",))
    assert h["power"] == pytest.approx(360.0) and h["loft"] == 50.0 and h["yaw"] == 0.0
    assert h["release"] == [100.0, -600.0, 0.0]
    assert outcome(g, ("catapult",)) == outcome(g._replace(power_pm=0, yaw_cdeg=0, loft_ddeg=0), ("catapult",))


def test_R_DF_222_head_timing_and_window() -> None:
    g = gesture("E", 0, 0, 500, 400, 0, 2, 800)
    h = header(g, ("head",))
    assert h["release"] == [1050.0, 0.0, 800.0]
    assert h["yaw"] == pytest.approx(2.0) and h["power"] == pytest.approx(500.0 * 0.9) and h["loft"] == 30.0
    assert h["fouls"] == []
    assert header(g._replace(t_release_ms=860), ("head",))["fouls"] == ["head"]


def test_R_DF_224_nose() -> None:
    g = gesture("E", 0, 0, 900, 400, 0, 2, 400, inset_mm=300)
    h = header(g, ("nose",))
    assert h["power"] == 150.0 and h["loft"] == -20.0 and h["release"] == [600.0, 0.0, 300.0]


def test_R_DF_225_backwards_turns_the_swipe() -> None:
    h = header(gesture("E", 0, -18000, 400, 0, 70, 2), ("backwards",))
    assert h["yaw"] == 0.0 and h["spin"] == 7.0


def test_R_DF_226_under_the_table() -> None:
    h = header(gesture("S", 0, 0, 500, 100, 0, 2), ("under_the_table",))
    assert h["loft"] == 25.0 and h["release"] == [0.0, -700.0, -80.0]
    r = throw(
        gesture("S", 0, 0, 500, 250, 0, 2), die="red", requirements=("under_the_table",), seed=5, k=0, noise_scale=0.0
    )
    kinds = [e.kind for e in r.outcome.events]
    assert "EDGE_HIT" in kinds and not r.outcome.contact


def test_R_DF_227_slam() -> None:
    h = header(gesture("E", 0, 0, 400, 300, 0, 2, 450), ("slam",))
    assert h["power"] == 700.0 and h["loft"] == -50.0 and h["release"][2] == 500.0
    assert header(gesture("E", 0, 0, 400, 300, 0, 2, 600), ("slam",))["fouls"] == ["slam"]


def test_R_DF_228_sitting() -> None:
    h = header(gesture("E", 0, 0, 400, 0, 0, 2), ("sitting",))
    assert h["loft"] == 5.0 and h["release"] == [900.0, 0.0, 20.0]


def test_R_DF_229_jump_and_R_DF_230_dancing() -> None:
    h = header(gesture("E", 0, 0, 400, 0, 0, 2, 750), ("jump",))
    assert h["release"][2] == pytest.approx(250.0 + 300.0 * 0.75) and h["yaw"] == pytest.approx(6.0)
    assert header(gesture("E", 0, 0, 400, 0, 0, 2, 950), ("jump",))["fouls"] == ["jump"]
    d = header(gesture("E", 0, 0, 400, 0, 0, 2, 600), ("dancing",))
    assert d["yaw"] == pytest.approx(90.0) and d["release"][2] == 550.0


def test_R_DF_231_far() -> None:
    h = header(gesture("N", 0, 0, 400, 0, 0, 2), ("far",))
    assert h["release"] == [0.0, 900.0, 450.0]
    r = throw(gesture("N", 0, 0, 100, 0, 0, 2), die="red", requirements=("far",), seed=5, k=0, noise_scale=0.0)
    assert r.final["state"] == "OFF_TABLE"


def test_combination_rules_caps_ranges_origin_windows() -> None:
    h = combine(("elbow", "nose"))
    assert h.power_cap == 300.0 and h.meter_owner == "nose" and h.z0 == 300.0  # nose (rank 4) wins
    h = combine(("head", "under_the_table"))
    assert h.ranges["loft"] == (25.0, 30.0)
    h = combine(("far", "under_the_leg"))
    assert h.setback == 300.0 and h.z0 == 30.0
    h = combine(("weak_hand", "backwards", "borrowed_hand"))
    assert h.mirror and h.invert_view
    assert window_intersection(combine(("jump", "dancing", "head", "slam"))) == (550.0, 570.0)
    assert not impossible(("jump", "dancing", "head", "slam"))
    h = combine(("blow", "pious"))
    assert h.forced_random["spin"][1] == "blow" and h.noise == [36.0, 30.0, 1.0, 1.0]


def test_A_DF_45_no_two_v1_windows_are_disjoint() -> None:
    timed = [r for r in REQUIREMENT_IDS if BY_ID[r].window or (BY_ID[r].timing and BY_ID[r].timing[1])]
    for a in timed:
        for b in timed:
            assert not impossible((a, b))


def test_placements_are_moved_to_the_nearest_legal_spot() -> None:
    from engine.games.dungeon_fighter.physics import placement_problem

    bad = gesture("E", 0, 0, 400, 0, 0, 2, bank_kind=1, bank_x=100, bank_y=0)
    assert placement_problem(bad, ("bank",)) is not None
    good = gesture("E", 0, 0, 400, 0, 0, 2, bank_kind=2, bank_x=450, bank_y=375)
    assert placement_problem(good, ("bank",)) is None
    assert placement_problem(gesture("S", 0, 0, 400, 0, 0, 2, card_dist=300), ("card_jump",)) is not None
    assert placement_problem(gesture("E", 0, 0, 400, 0, 0, 2, card_dist=300), ("card_jump",)) is None
    throw(bad, die="red", requirements=("bank",), seed=1, k=0)  # still simulates


@pytest.mark.parametrize("req", REQUIREMENT_IDS)
def test_feasibility_witness(req: str) -> None:
    g = WITNESSES[req]
    out = throw(g, die="red", requirements=(req,), seed=0, k=0, noise_scale=0.0).outcome
    assert out.contact, (req, out.miss_reason)
