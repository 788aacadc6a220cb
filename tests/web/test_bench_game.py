"""bench/browser_game.py's attribution of a click's main-thread time (a Chrome trace read by hand)."""

from __future__ import annotations

import json

from bench.browser_game import _phases, _thirds, _trace_phases

PID, MAIN, OTHER = 1, 10, 11


def _x(name: str, ts: float, dur: float, tdur: float | None = None, tid: int = MAIN) -> dict:
    event = {"name": name, "ph": "X", "pid": PID, "tid": tid, "ts": ts, "dur": dur}
    if tdur is not None:
        event["tdur"] = tdur
    return event


def _mark(name: str, ts: float) -> dict:
    return {"name": name, "ph": "R", "cat": "blink.user_timing", "pid": PID, "tid": MAIN, "ts": ts}


def _click(at: float, script_ms: float) -> list[dict]:
    """One click: a click handler (script) that parses markup and forces a layout, then the frame."""
    us = 1000.0
    return [
        _mark("bench:click-start", at),
        # 1 ms of parsing and a forced layout nested inside the handler (its CPU time includes theirs)
        _x("EventDispatch", at + 10, script_ms * us + 3 * us, tdur=script_ms * us + 2.5 * us),
        _x("ParseHTML", at + 20, 1 * us),
        _x("Layout", at + 20 + 1 * us, 2 * us, tdur=1.5 * us),  # 0.5 ms of it waiting: CPU time counts
        _x("Paint", at + 20 * us, 4 * us),
        _x("Layout", at + 20 * us, 9 * us, tid=OTHER),  # another thread: not the page's main thread
        _mark("bench:click-end", at + 30 * us),
        _x("Layout", at + 40 * us, 7 * us),  # after the click's end mark: not the click's
    ]


def test_a_clicks_time_is_the_self_cpu_time_of_the_main_threads_work_between_its_marks():
    events = [{"name": "thread_name", "ph": "M", "pid": PID, "tid": MAIN, "args": {"name": "CrRendererMain"}}]
    for i in range(6):
        events += _click(i * 100_000.0, script_ms=2 + i)
    got = _trace_phases(json.dumps({"traceEvents": events}).encode(), 6)
    assert set(got) == {"early", "mid", "late"}
    early, late = got["early"], got["late"]
    assert early["parse_html"] == 1.0 and early["layout"] == 1.5 and early["paint"] == 4.0
    assert early["script"] == 2.5  # clicks 0 and 1: 2 and 3 ms of script of their own, the median
    assert late["script"] == 6.5
    assert late["total_max"] == 7 + 1 + 1.5 + 4


def test_phases_split_a_games_clicks_in_thirds_and_count_only_their_long_tasks():
    assert [len(r) for r in _thirds(10).values()] == [3, 3, 4]
    clicks = [
        {
            "frame": 10.0 + i,
            "paint": 20.0 + i,
            "start": 1000.0 * i,
            "work": dict.fromkeys(("ScriptDuration", "RecalcStyleDuration", "LayoutDuration", "TaskDuration"), 1.0),
        }
        for i in range(9)
    ]
    looks = [{"nodes": {"page": 100 + i}, "chars": {}} for i in range(9)]
    tasks = [(7000.0 + 5, 60.0), (500.0 + 30, 80.0)]  # one inside click 7's window, one between clicks
    got = _phases(clicks, looks, tasks, looks[-1])
    assert got["late"]["long_tasks"] == {"count": 1, "max_ms": 60}
    assert got["early"]["long_tasks"]["count"] == 0 and got["mid"]["long_tasks"]["count"] == 0
    assert got["late"]["nodes"] == {"page": 108}  # at the phase's last click
    assert got["early"]["to_frame_ms"] == {"p50": 11.0, "p95": 11.0, "max": 12.0}
