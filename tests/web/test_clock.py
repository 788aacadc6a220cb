"""The game clock the app runs for Dungeon!'s Timed Game (A-DNG-42)."""

from __future__ import annotations

import engine
from web.clock import STEP_CAP, GameClock


def test_clock_counts_only_running_time_A_DNG_42():
    clock = GameClock(limit=10)
    clock.tick(100.0, running=True)
    clock.tick(101.0, running=True)
    clock.tick(105.0, running=False)  # page hidden: these seconds do not count
    clock.tick(106.0, running=True)  # first tick after a pause only restarts the clock
    clock.tick(107.5, running=True)
    assert clock.used == 2.5 and clock.left == 7.5 and not clock.expired


def test_a_frozen_page_counts_at_most_one_step():
    clock = GameClock(limit=100)
    clock.tick(0.0, running=True)
    clock.tick(500.0, running=True)  # the laptop slept
    assert clock.used == STEP_CAP


def test_clock_expires_at_the_limit():
    clock = GameClock(limit=3, used=2.5)
    assert not clock.tick(0.0, running=True)
    assert clock.tick(1.0, running=True) and clock.left == 0


def test_stored_value_is_checked():
    assert GameClock.parse_used("12.5", 60) == 12.5
    assert GameClock.parse_used("999", 60) == 60
    for bad in (None, "", "abc", "-4", "nan"):
        assert GameClock.parse_used(bad, 60) == 0.0


def test_dungeon_timed_game_has_a_clock_and_expiry_loses_S_DNG_46():
    game = engine.get("dungeon")
    assert game.clock_seconds({"variant": "timed", "time_limit": 15}) == 900
    assert game.clock_seconds({"variant": "timed", "time_limit": 0}) is None
    assert game.clock_seconds({"variant": "none", "time_limit": 30}) is None
    match = engine.Match("dungeon", (engine.Seat("Solo"),), {"variant": "timed", "time_limit": 15}, 3)
    assert match.decision.has(engine.CLOCK_OPTION)
    match.play(engine.CLOCK_OPTION)
    assert match.decision is None and match.result().winners == ()
