"""Dungeon Fighter aiming (web/views/dungeon_fighter/aim.py): gestures to the logged integers (digest 5.4)
and the aiming guide each handicap gives (digest 5.8, P1/P2)."""

from __future__ import annotations

import math

import pytest

from engine.games.dungeon_fighter.physics import GESTURE_PARAMS, station_of
from engine.games.dungeon_fighter.physics.requirements import combine
from web.views.dungeon_fighter import aim
from web.views.dungeon_fighter.aim import Aim


@pytest.mark.parametrize("edge", ["S", "E", "N", "W"])
@pytest.mark.parametrize("yaw", [0, 1500, -2500, 6000])
def test_yaw_of_and_direction_round_trip_on_every_edge(edge: str, yaw: int) -> None:
    """Digest 5.4: yaw 0 is the station's inward normal, positive counter-clockwise seen from above."""
    ux, uy = aim.direction(edge, yaw)
    assert math.isclose(aim.yaw_of(edge, ux, uy) * 100, yaw, abs_tol=1e-6)


def test_yaw_zero_points_at_the_board_from_each_edge() -> None:
    # the drawing's y runs down: from S (bottom) the board is up the screen, from E to the left
    assert aim.direction("S", 0) == pytest.approx((0.0, -1.0))
    assert aim.direction("N", 0) == pytest.approx((0.0, 1.0))
    assert aim.direction("E", 0) == pytest.approx((-1.0, 0.0))
    assert aim.direction("W", 0) == pytest.approx((1.0, 0.0))
    # positive yaw from S turns counter-clockwise on the table = to the left on screen
    x, _y = aim.direction("S", 3000)
    assert x < 0


@pytest.mark.parametrize(
    "fields",
    [
        dict(edge="S", offset_mm=0, yaw_cdeg=0, power_pm=450, t_release_ms=300),
        dict(edge="E", offset_mm=-200, yaw_cdeg=1200, power_pm=620, t_release_ms=90),
        dict(edge="W", offset_mm=350, yaw_cdeg=-4700, power_pm=180, t_release_ms=1200),
        dict(edge="N", offset_mm=800, yaw_cdeg=300, power_pm=1000, t_release_ms=60),
    ],
)
@pytest.mark.parametrize("mm_per_unit", [0.12, 0.4])
def test_flick_round_trip_gives_back_the_gesture(fields: dict, mm_per_unit: float) -> None:
    """A steady swipe drawn from an Aim reads back as the same integers, whatever the zoom."""
    want = Aim(**fields, loft_ddeg=250, top_face=3)
    samples = aim.flick_samples(want, mm_per_unit=mm_per_unit, start=(40.0, 520.0))
    got = aim.flick(
        samples, Aim(edge=want.edge, offset_mm=want.offset_mm, loft_ddeg=250, top_face=3), mm_per_unit=mm_per_unit
    )
    assert abs(got.yaw_cdeg - want.yaw_cdeg) <= 1
    assert abs(got.power_pm - want.power_pm) <= 1
    assert got.t_release_ms == want.t_release_ms
    assert got.spin_drps == 0  # a straight swipe has no curl
    assert (got.edge, got.offset_mm, got.loft_ddeg, got.top_face) == (want.edge, want.offset_mm, 250, 3)


def test_flick_params_are_the_eight_bounded_integers() -> None:
    samples = aim.flick_samples(Aim(yaw_cdeg=800, power_pm=500, t_release_ms=200), mm_per_unit=0.2)
    params = aim.flick(samples, Aim(), mm_per_unit=0.2).params()
    assert len(params) == len(GESTURE_PARAMS) == 8
    for p, v in zip(GESTURE_PARAMS, params, strict=True):
        assert p.check(v), (p.name, v)
    assert station_of(params[0]) == ("S", 0)


def test_flick_speed_not_zoom_sets_power_and_is_clamped() -> None:
    slow = aim.flick([(0, 0, 0), (100, 0, -20)], Aim(), mm_per_unit=1.0)  # 200 screen mm/s
    fast = aim.flick([(0, 0, 0), (100, 0, -40)], Aim(), mm_per_unit=1.0)
    assert fast.power_pm == 2 * slow.power_pm == 800
    wild = aim.flick([(0, 0, 0), (10, 0, -400)], Aim(), mm_per_unit=1.0)
    assert wild.power_pm == 1000


def test_flick_reads_the_direction_of_the_last_60_ms_only() -> None:
    # first it drifts right, then a sharp flick straight up the screen
    samples = [(0, 0, 0), (200, 100, 0), (240, 100, 0), (300, 100, -60)]
    got = aim.flick(samples, Aim(), mm_per_unit=1.0)
    assert got.yaw_cdeg == 0
    assert got.t_release_ms == 300


def test_a_curl_to_the_left_spins_left() -> None:
    """Digest 5.4: spin from the swipe's signed curvature; positive = counter-clockwise (curves left)."""
    left = []
    right = []
    for i in range(16):
        a = math.radians(90 + 6 * i)  # heading turning counter-clockwise on the table
        left.append((i * 10.0, 30 * math.cos(a) * i / 4, -30 * math.sin(a) * i / 4))
        b = math.radians(90 - 6 * i)
        right.append((i * 10.0, 30 * math.cos(b) * i / 4, -30 * math.sin(b) * i / 4))
    assert aim.curl(left) > 0 > aim.curl(right)
    assert aim.flick(left, Aim(), mm_per_unit=1.0).spin_drps > 0


def test_yaw_is_limited_to_60_degrees_unless_an_input_map_is_on() -> None:
    """Digest 5.4: the aiming UI limits yaw to -6000..6000 unless a P2 view transform is active."""
    sideways = [(0, 0, 0), (60, 100, 0)]  # along the S edge: 90 degrees right
    assert aim.flick(sideways, Aim(), mm_per_unit=1.0).yaw_cdeg == -6000
    assert aim.flick(sideways, Aim(), mm_per_unit=1.0, requirements=("weak_hand",)).yaw_cdeg == -9000
    back = [(0, 0, 0), (60, 0, 100)]  # down the screen: under Backwards, towards the turned board
    assert abs(aim.flick(back, Aim(), mm_per_unit=1.0, requirements=("backwards",)).yaw_cdeg) == 18000 or (
        aim.flick(back, Aim(), mm_per_unit=1.0, requirements=("backwards",)).yaw_cdeg == 17999
    )


def test_slingshot_flies_opposite_the_pull_and_power_grows_with_length() -> None:
    a = aim.slingshot((0.0, 100.0), Aim(), mm_per_unit=0.3, held_ms=800)  # pulled down: thrown up the screen
    assert a.yaw_cdeg == 0 and a.power_pm == 500 and a.t_release_ms == 800
    b = aim.slingshot((50.0, 50.0), Aim(), mm_per_unit=0.3, held_ms=10)  # pulled down-right: up-left
    assert b.yaw_cdeg == 4500
    assert aim.slingshot((0.0, 1000.0), Aim(), mm_per_unit=0.3, held_ms=0).power_pm == 1000


def test_keys_step_each_field_within_its_bounds() -> None:
    a = Aim()
    assert aim.key_step(a, "ArrowLeft").yaw_cdeg == 100
    assert aim.key_step(a, "ArrowRight", shift=True).yaw_cdeg == -500
    assert aim.key_step(a, "ArrowUp").power_pm == a.power_pm + 10
    assert aim.key_step(Aim(power_pm=1000), "ArrowUp").power_pm == 1000
    assert aim.key_step(a, "PageUp").loft_ddeg == a.loft_ddeg + 50
    assert aim.key_step(a, "]").spin_drps == 10
    assert aim.key_step(Aim(top_face=6), "t").top_face == 1
    assert aim.key_step(a, "e").edge == "E"
    assert aim.key_step(Aim(edge="E", offset_mm=480), ">").offset_mm == 500  # 100 mm clear of the corner
    assert aim.key_step(Aim(yaw_cdeg=6000), "ArrowLeft").yaw_cdeg == 6000
    assert aim.key_step(a, "x") is None


def test_from_gesture_inverts_gesture() -> None:
    a = Aim(edge="W", offset_mm=-300, yaw_cdeg=-1234, power_pm=777, loft_ddeg=-50, spin_drps=-120, top_face=5)
    assert aim.from_gesture(a.gesture()) == a


def test_station_at_picks_the_nearest_edge_and_offset() -> None:
    assert aim.station_at(120, 640) == ("S", 120)  # drawing y down: +640 is beyond the S edge
    assert aim.station_at(300, -650) == ("N", -300)
    assert aim.station_at(950, -200) == ("E", 200)
    assert aim.station_at(-930, 10) == ("W", 10)
    assert aim.station_at(-2000, 700) == ("S", -800) or aim.station_at(-2000, 700)[0] == "W"


def test_guide_blind_hides_the_arrow_and_the_board_after_two_seconds() -> None:
    """R-DF-214 / digest 5.8 row 5: the board is shown for 2 s, then the board and the arrow are hidden."""
    g = aim.guide(("blind",))
    assert not g.arrow and g.memorise_ms == 2000 and not g.board_hidden
    assert any("2 seconds" in n for n in g.notes)


def test_guide_weak_hand_mirrors_and_shakes_the_arrow() -> None:
    """R-DF-218 / row 9: the swipe is read mirrored and shakier."""
    g = aim.guide(("weak_hand",))
    assert g.arrow and g.mirrored and g.shake > 0
    assert aim.shown_yaw(Aim(yaw_cdeg=1500), g) == -1500
    plain = aim.guide(())
    assert not plain.mirrored and plain.shake == 0 and aim.shown_yaw(Aim(yaw_cdeg=1500), plain) == 1500


def test_guide_backwards_turns_the_table_and_hides_the_arrow() -> None:
    g = aim.guide(("backwards",))
    assert g.turned and not g.arrow


def test_guide_sitting_hides_the_board_and_meters_and_windows_are_told() -> None:
    assert aim.guide(("sitting",)).board_hidden
    crossbow = aim.guide(("crossbow",))
    assert crossbow.meter == "power" and any("meter" in n for n in crossbow.notes)
    jump = aim.guide(("jump",))
    assert any("0.30 and 0.90" in n for n in jump.notes)
    leg = combine(("under_the_leg",)).oscillators
    assert aim.guide(("under_the_leg",)).swing == sum(amp for name, amp, *_ in leg if name == "yaw") > 0
    assert aim.guide(("pious",)).spin_random


def test_prepare_sets_up_a_legal_bank_sheet_and_card_and_the_catapult_bend() -> None:
    """Digest 5.8 rows 1, 11, 12: the placement the physics would refuse is never sent (placement_problem)."""
    from engine.games.dungeon_fighter.physics import placement_problem, unpack_aux

    for edge in ("S", "E", "N", "W"):
        a = aim.prepare(Aim(edge=edge), ("bank",))
        assert unpack_aux(a.aux).bank_kind == 2
        assert placement_problem(a.gesture(), ("bank",)) is None, edge
        b = aim.key_step(a, "b", requirements=("bank",))
        assert (
            unpack_aux(b.aux).bank_x != unpack_aux(a.aux).bank_x or unpack_aux(b.aux).bank_y != unpack_aux(a.aux).bank_y
        )
        assert placement_problem(b.gesture(), ("bank",)) is None, edge
    card = aim.prepare(Aim(edge="E"), ("card_jump",))
    assert unpack_aux(card.aux).card_dist == aim.CARD_DIST
    assert placement_problem(card.gesture(), ("card_jump",)) is None
    cat = aim.prepare(Aim(power_pm=640), ("catapult",))
    assert unpack_aux(cat.aux).bend_pm == 640
    assert aim.prepare(Aim(), ()) == Aim()


def test_lean_steps_within_the_requirements_range_and_moving_resets_placements() -> None:
    from engine.games.dungeon_fighter.physics import unpack_aux

    a = Aim()
    assert aim.lean(a, ()) == a  # no lean allowed: upright
    insets = []
    for _ in range(5):
        a = aim.lean(a, ("blow",))  # Blow lets the thrower lean up to 250 mm
        insets.append(unpack_aux(a.aux).inset_mm)
    assert insets == [150, 200, 250, 100, 150]
    placed = aim.prepare(Aim(), ("bank",))
    moved = aim.at_station(placed, "E", 900)
    assert moved.edge == "E" and moved.offset_mm == 500 and unpack_aux(moved.aux).bank_kind == 0


def test_the_bank_sheet_is_dragged_on_the_grid_and_never_to_a_forbidden_spot() -> None:
    """Digest 5.8 row 1: wholly on the table, 50 mm clear of the board, not over the release point."""
    from engine.games.dungeon_fighter.physics import unpack_aux

    a = aim.prepare(Aim(), ("bank",))
    moved = aim.place_bank(a, 412.0, 437.0, ("bank",))  # drawing y down: world y = -437
    got = unpack_aux(moved.aux)
    assert (got.bank_x, got.bank_y) == (400, -425)
    assert aim.place_bank(a, 0.0, 0.0, ("bank",)) is None  # on the board
    assert aim.place_bank(a, 0.0, 500.0, ("bank",)) is None  # over the thrower's release point
    assert aim.place_bank(a, 2000.0, 437.0, ("bank",)) is None  # snapped to the edge it would overhang
    turned = aim.key_step(moved, "r", requirements=("bank",))
    assert (unpack_aux(moved.aux).bank_rot, unpack_aux(turned.aux).bank_rot) == (90, 0)


def test_guide_says_when_the_throw_starts_behind_the_table_edge() -> None:
    """R-DF-231 / row 22 (Long shot): the thrower stands back from the edge (the physics' setback);
    the arrow starts at the hand."""
    from engine.games.dungeon_fighter.physics.requirements import combine
    from web.views.dungeon_fighter import table

    g = aim.guide(("far",))
    back = combine(("far",)).setback
    assert back > 0 and g.setback == back
    assert any(f"{back / 10:.0f} cm behind" in n for n in g.notes)
    assert 'y1="635"' in table.arrow_svg(Aim(), g)  # the hand, 35 mm outside the S edge (drawing y down)
    assert 'y1="500"' in table.arrow_svg(Aim(), aim.guide(()))  # otherwise 100 mm inside


@pytest.mark.parametrize("edge", ["S", "E", "N", "W"])
def test_the_default_aim_hits_from_every_edge_at_some_power(edge: str) -> None:
    """R-DF-081 (the die bounces on the table before it first touches the board): the arc a throw starts
    with can hit from every edge, so a new player practises power and direction, not an arc that never
    counts (from the near and far edges an arc of 0 or more lands on the board without a bounce)."""
    from engine.games.dungeon_fighter.physics import throw

    def hits(loft: int, power: int) -> bool:
        g = Aim(edge=edge, power_pm=power, loft_ddeg=loft).gesture()
        return throw(g, die="blue", requirements=(), board=(), seed=1, k=1).outcome.contact

    assert Aim().loft_ddeg == aim.LOFTS["down"] == aim.DEFAULT_LOFT < 0
    assert any(hits(aim.DEFAULT_LOFT, power) for power in range(100, 1001, 50))
    if edge in "SN":
        assert not any(hits(aim.LOFTS["medium"], power) for power in range(100, 1001, 50))
