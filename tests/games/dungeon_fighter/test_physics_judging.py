"""Judging (digest §5.6) from event logs and from physics: S-DF-13, S-DF-05, S-DF-06, fouls, Small Target, faces."""

from __future__ import annotations

from engine.games.dungeon_fighter.outcome import Event
from engine.games.dungeon_fighter.physics import gesture, throw
from engine.games.dungeon_fighter.physics.judge import check_requirement, judge
from engine.games.dungeon_fighter.physics.requirements import combine

REL = Event(0, "RELEASE", 800.0, 0.0, 250.0, "omega=0.0")


def ev(t: int, kind: str, x: float = 0.0, y: float = 0.0, z: float = 0.0, info: str = "") -> Event:
    return Event(t, kind, x, y, z, info)


def rest(x: float, y: float, top: int = 3) -> Event:
    return ev(900, "REST", x, y, 2.0, f"hx=1.0;hy=0.0;top={top}")


def test_S_DF_13_hole_from_an_event_log() -> None:
    log = (
        REL,
        ev(200, "TABLE_IMPACT", 400.0, 0.0),
        ev(400, "BOARD_TOUCH", 40.0, 60.0, 2.0, "omega_before=0.0;vzi=900.0"),
        ev(520, "FELL_HOLE", 0.0, 131.0, 2.0, "hx=0.0;hy=1.0;top=4"),
    )
    out = judge(log, die="blue")
    assert not out.contact and out.miss_reason == "hole" and out.face == "blank"


def test_S_DF_13_hole_by_physics_a_sliding_die_drops_into_H1() -> None:
    # regenerated from the implementation: from E, 170 mm right, the die bounces on the table,
    # lands on the board near ring 3/4 and slides into H1 (0, 150) while sliding
    r = throw(gesture("E", 170, 0, 400, 100, 0, 2), die="blue", seed=0, k=0, noise_scale=0.0)
    kinds = [e.kind for e in r.outcome.events]
    assert kinds[-1] == "FELL_HOLE"
    last_touch = max(e.t_ms for e in r.outcome.events if e.kind == "BOARD_TOUCH")
    fell = r.outcome.events[-1]
    assert fell.t_ms > last_touch + 10  # it fell while sliding, not at an impact
    assert (fell.x - 0.0) * (fell.x - 0.0) + (fell.y - 150.0) * (fell.y - 150.0) < 22.0 * 22.0
    assert r.outcome.table_bounces_before_board == 1
    assert not r.outcome.contact and r.outcome.miss_reason == "hole" and r.outcome.face == "blank"


def test_R_DF_081_no_bounce_comes_first() -> None:
    log = (REL, ev(200, "BOARD_TOUCH", 100.0, 0.0, 2.0, "vzi=1.0;omega_before=0.0"), rest(0.0, 150.0))
    out = judge(log, die="red")
    assert out.miss_reason == "no_bounce" and out.table_bounces_before_board == 0


def test_off_the_table_is_outside_and_keeps_its_face() -> None:
    log = (REL, ev(200, "TABLE_IMPACT", 400.0, 0.0), ev(700, "OFF_TABLE", -950.0, 0.0, -1.0, "hx=-1.0;hy=0.0;top=1"))
    out = judge(log, die="green")
    assert out.miss_reason == "outside" and out.face == "icon"
    assert judge(log, die="white").face == "blank"


def _bounced(n: int, x: float = 0.0) -> tuple[Event, ...]:
    impacts = tuple(ev(100 * (i + 1), "TABLE_IMPACT", 600.0 - 100 * i, 0.0) for i in range(n))
    return (REL, *impacts, ev(500, "BOARD_TOUCH", 150.0, 0.0, 2.0, "vzi=1.0;omega_before=0.0"), rest(x, 100.0))


def test_S_DF_05_b_R_DF_215_one_bounce_misses_two_bounce() -> None:
    reqs = ("crossbow", "two_bounce", "blind")
    out = judge(_bounced(1), die="red", requirements=reqs)
    assert not out.contact and out.miss_reason == "requirement:two_bounce"
    ok = judge(_bounced(2), die="red", requirements=reqs)
    assert ok.contact and ok.section == 4 and ok.table_bounces_before_board == 2


def test_S_DF_05_d_R_DF_232_composition_of_crossbow_two_bounce_blind() -> None:
    h = combine(("crossbow", "two_bounce", "blind", "crossbow"))
    assert [s.id for s in h.order] == ["blind", "crossbow", "two_bounce"]
    assert h.meter is not None and h.meter[1] == "tri" and h.meter_owner == "crossbow"
    assert h.fix["loft"][0] == 5.0 and h.z0 == 80.0
    assert h.noise[0] == 1.5 * 1.3 and abs(h.noise[0] - 1.95) < 1e-12
    assert h.noise[1:] == [1.3, 1.3, 1.3]
    assert h.bias == [(13.0, 0.28, "blind")]
    assert h.event_checks == ["two_bounce"]


def test_S_DF_06_R_DF_223_spin_below_3_at_the_first_board_touch_misses() -> None:
    def log(w0: float, w_board: float) -> tuple[Event, ...]:
        return (
            Event(0, "RELEASE", 800.0, 0.0, 250.0, f"omega={w0!r}"),
            ev(200, "TABLE_IMPACT", 400.0, 0.0, 0.0, f"omega_before={w0!r};vzi=2000.0"),
            ev(400, "BOARD_TOUCH", 100.0, 0.0, 2.0, f"omega_before={w_board!r};vzi=900.0"),
            rest(0.0, 200.0),
        )

    reqs = ("blind", "spin")
    assert judge(log(10.0, 6.5), die="blue", requirements=reqs).contact
    out = judge(log(10.0, 2.0), die="blue", requirements=reqs)
    assert out.miss_reason == "requirement:spin"
    assert judge(log(7.9, 6.0), die="blue", requirements=reqs).miss_reason == "requirement:spin"
    # the set: blind twice is applied once
    assert [s.id for s in combine(("blind", "spin", "blind")).order] == ["blind", "spin"]


def test_foul_is_a_miss_for_the_owner_of_the_window() -> None:
    log = (REL, ev(0, "FOUL", 0.0, 0.0, 0.0, "req=jump"), *_bounced(1)[1:])
    out = judge(log, die="red", requirements=("jump",))
    assert out.miss_reason == "requirement:jump"
    # a jump released at 250 ms (outside [300, 900]) fouls in physics too; this one lands on the board
    r = throw(gesture("E", 0, 0, 340, 0, 0, 2, 250), die="red", requirements=("jump",), seed=1, k=0, noise_scale=0.0)
    assert r.outcome.miss_reason == "requirement:jump"
    assert r.outcome.events[1].kind == "FOUL" and r.outcome.events[1].info == "req=jump"
    assert r.trace.header["fouls"] == ["jump"]


def test_requirement_reasons_follow_the_canonical_order() -> None:
    log = _bounced(1)
    # dancing (rank 5) is checked before two_bounce (rank 2)
    log_foul = (REL, ev(0, "FOUL", 0.0, 0.0, 0.0, "req=dancing"), *log[1:])
    out = judge(log_foul, die="red", requirements=("two_bounce", "dancing"))
    assert out.miss_reason == "requirement:dancing"


def test_R_DF_086_small_target_turns_section_1_into_a_miss() -> None:
    log = (REL, ev(200, "TABLE_IMPACT", 400.0, 0.0), ev(300, "BOARD_TOUCH", 250.0, -250.0, 2.0), rest(250.0, -250.0))
    assert judge(log, die="red").section == 1
    out = judge(log, die="red", requirements=("small_target",))
    assert not out.contact and out.miss_reason == "small_target"
    log2 = (*log[:-1], rest(250.0, 250.0))
    assert judge(log2, die="red", requirements=("small_target",)).section == 2


def test_R_DF_210_220_bank_and_card_jump_event_checks() -> None:
    obj = ev(150, "OBJECT_HIT", 500.0, 200.0, 20.0)
    tab = ev(250, "TABLE_IMPACT", 400.0, 0.0)
    board_touch = ev(400, "BOARD_TOUCH", 100.0, 0.0, 2.0)
    assert check_requirement("bank", (REL, obj, tab, board_touch))
    assert check_requirement("bank", (REL, tab, obj, board_touch))
    assert not check_requirement("bank", (REL, tab, board_touch, obj))
    assert not check_requirement("bank", (REL, obj, board_touch))
    cross = ev(300, "CARD_CROSS", 350.0, 0.0, 70.0)
    assert check_requirement("card_jump", (REL, tab, cross, board_touch))
    assert not check_requirement("card_jump", (REL, tab, tab, cross, board_touch))  # exactly one (A-DF-47)
    assert not check_requirement("card_jump", (REL, cross, board_touch))
    assert not check_requirement("card_jump", (REL, tab, board_touch, cross))
    assert not check_requirement("card_jump", (REL, tab, ev(290, "CARD_FACE_HIT"), cross, board_touch))


def test_a_die_resting_on_an_object_off_the_board_is_outside() -> None:
    log = (REL, ev(200, "TABLE_IMPACT", 400.0, 0.0), ev(900, "REST", 500.0, 300.0, 80.0, "hx=1.0;hy=0.0;top=2"))
    assert judge(log, die="red").miss_reason == "outside"


def test_face_is_icon_only_for_face_1_on_hero_dice() -> None:
    for die in ("red", "blue", "green"):
        assert judge((*_bounced(1)[:-1], rest(0.0, 0.0, top=1)), die=die).face == "icon"
        assert judge((*_bounced(1)[:-1], rest(0.0, 0.0, top=6)), die=die).face == "blank"
    assert judge((*_bounced(1)[:-1], rest(0.0, 0.0, top=1)), die="white").face == "blank"
