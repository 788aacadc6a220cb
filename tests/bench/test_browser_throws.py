"""bench.browser's throws part times the real throw: its loop (the one Pyodide runs) gives
exactly what `physics.throw` gives."""

from bench.browser_throws import RUN_THROWS, cpython_times
from engine.games.dungeon_fighter.physics import PHYSICS_VERSION, Gesture, throw
from engine.games.dungeon_fighter.physics.gesture import gesture
from engine.games.dungeon_fighter.physics.golden import CASES


def test_the_timed_loop_throws_what_the_physics_throws():
    rows = []
    for fields, reqs, board, seed, k, noise, _die, *rest in CASES.values():
        if board or noise != 1.0:
            continue  # the bench throws the calibration protocol: an empty board, the thrower's noise
        g = fields if isinstance(fields, Gesture) else gesture(*fields, **(rest[0] if rest else {}))
        rows.append([list(g), list(reqs), seed, k, PHYSICS_VERSION])
    assert len(rows) >= 5
    times, outcomes = cpython_times(rows)
    assert len(times) == len(rows) and all(t > 0 for t in times)
    for row, got in zip(rows, outcomes, strict=True):
        g, reqs, seed, k, version = row
        o = throw(Gesture(*g), die="red", requirements=tuple(reqs), board=(), seed=seed, k=k, physics_version=version)
        o = o.outcome
        assert got == [o.contact, o.miss_reason, o.section, o.face]
    assert "def run_throws(rows)" in RUN_THROWS
