"""S-DF-37: ballistic golden values (physics v1, noise_scale = 0, empty board, spin 0), closed form of §5.5.

The bounce itself is deterministic; the sideways rolls at an impact turn the
die (sim.scatter), so case (a) uses a throw index whose first impact had no
sideways roll, where the closed-form path holds exactly.
"""

from __future__ import annotations

import math

import pytest

from engine.games.dungeon_fighter.physics import gesture, throw
from engine.games.dungeon_fighter.physics.judge import info_of

G = 9810.0


def events(g, k=0, **kw):
    return throw(g, die="red", seed=0, k=k, noise_scale=0.0, **kw).outcome.events


def test_S_DF_37_a_east_station_bounce_then_board() -> None:
    r = throw(gesture("E", 0, 0, 400, 0), die="red", seed=0, k=0, noise_scale=0.0)
    ev = r.outcome.events
    assert (ev[0].kind, ev[0].x, ev[0].y, ev[0].z) == ("RELEASE", 800.0, 0.0, 250.0)
    first, second = ev[1], ev[2]
    assert first.kind == "TABLE_IMPACT"
    # closed form: t = sqrt(2 * 250 / g), x = 800 - 2000 t
    t_fall = math.sqrt(2.0 * 250.0 / G)
    assert first.t_ms == 226 and abs(t_fall * 1000.0 - 225.76) < 0.01
    assert first.x == pytest.approx(348.48, abs=0.5) and first.y == 0.0
    assert info_of(first)["vzi"] == pytest.approx(2214.7, abs=0.1)
    # after the bounce: vz = 0.45 * 2214.7, |vh| = 2000 - 0.25 * 1.45 * 2214.7
    vz = 0.45 * info_of(first)["vzi"]
    vh = 2000.0 - 0.25 * 1.45 * info_of(first)["vzi"]
    assert vz == pytest.approx(996.6, abs=0.1) and vh == pytest.approx(1197.2, abs=0.1)
    assert second.kind == "BOARD_TOUCH"
    assert second.x == pytest.approx(107.66, abs=0.5) and second.y == 0.0
    assert abs(second.t_ms - 426.9) <= 1.0
    # it comes down onto the board's top (z = 2): vzi = sqrt(vz^2 - 2 g 2)
    assert info_of(second)["vzi"] == pytest.approx(math.sqrt(vz * vz - 4.0 * G), abs=0.1)
    assert r.outcome.table_bounces_before_board == 1
    assert r.outcome.miss_reason != "no_bounce"


def test_S_DF_37_b_south_station_reaches_the_board_without_a_bounce() -> None:
    r = throw(gesture("S", 0, 0, 400, 0), die="red", seed=0, k=0, noise_scale=0.0)
    first = r.outcome.events[1]
    assert r.outcome.events[0].y == -500.0
    assert first.kind == "BOARD_TOUCH" and first.y == pytest.approx(-50.29, abs=0.5)
    assert not r.outcome.contact and r.outcome.miss_reason == "no_bounce"


def test_S_DF_37_c_slow_throw_bounces_on_the_table() -> None:
    first = events(gesture("S", 0, 0, 150, 0))[1]
    assert first.kind == "TABLE_IMPACT" and first.y == pytest.approx(-330.68, abs=0.5)


def test_S_DF_37_d_lofted_flight_without_the_board() -> None:
    ev = events(gesture("S", 0, 0, 600, 200), _no_board=True)
    first = ev[1]
    v0 = 3000.0
    vz0 = v0 * math.sin(math.radians(20.0))
    apex = 250.0 + vz0 * vz0 / (2.0 * G)
    assert apex == pytest.approx(303.7, abs=0.05)
    assert first.kind == "TABLE_IMPACT"
    assert abs(first.t_ms - 353.41) <= 1.0
    assert first.y - (-500.0) == pytest.approx(996.28, abs=0.5)
    assert info_of(first)["vzi"] == pytest.approx(2440.9, abs=0.1)


def test_flight_samples_follow_the_exact_parabola() -> None:
    r = throw(gesture("S", 0, 0, 600, 200), die="red", seed=0, k=0, noise_scale=0.0, _no_board=True)
    xyz = r.trace.dice[0][2]
    v0 = 3000.0
    vh = v0 * math.cos(math.radians(20.0))
    vz0 = v0 * math.sin(math.radians(20.0))
    for t_ms in (50, 150, 300):
        t = t_ms / 1000.0
        y = xyz[3 * (t_ms - 1) + 1] / 10.0
        z = xyz[3 * (t_ms - 1) + 2] / 10.0
        assert y == pytest.approx(-500.0 + vh * t, abs=0.1)
        assert z == pytest.approx(250.0 + vz0 * t - 0.5 * G * t * t, abs=0.1)


def test_a_sideways_roll_turns_the_die_at_the_bounce() -> None:
    # the same throw at another k: its first impact rolled the die sideways, so it leaves the axis
    lateral = [abs(events(gesture("E", 0, 0, 400, 0), k=k)[2].y) for k in range(8)]
    assert min(lateral) == 0.0 and max(lateral) > 50.0
