"""A whole game in the browser, click by click: click-to-redrawn-screen per phase of the game.

    python -m bench.browser --parts game [--game oots] [--trace]

The early clicks of a game say little about its end: the map and the log grow, the
hands fill.  This plays one whole short game the way e2e/test_oots.py's full game does
(1 person + 3 computers for OOTS at the smallest length; the person clicks a few rooms
on the map, otherwise the only option or the hinted one; the computers' turns are
skipped to), times every click of the person and splits the clicks into thirds of the
game (early / mid / late).  Per phase:

- `to_frame_ms`: click to the next animation frame after the DOM changed (bench.browser's
  `click_to_redraw_ms`, the issue's "click to redrawn screen");
- `to_paint_ms`: click to the end of that frame's rendering (a user-blocking task posted from
  the frame's callback runs after its style, layout and paint, and before the page's timers);
- `main_thread_ms`: where the time of the click goes on the renderer's main thread, from
  Chrome's own counters (CDP Performance.getMetrics deltas around each click: script,
  style recalculation, layout, the rest of the task time = parse/paint/commit...); these
  are CPU time spent, so they depend much less on the machine's load than wall times;
- with `--trace`, `trace_self_ms_p50`: the same clicks in a Chrome trace (devtools.timeline),
  self thread-time (CPU) per kind of work (script -- Python in Pyodide included --, parse
  HTML, style, layout, paint...) between the click's user-timing marks, p50 per phase, and
  the click's total CPU time p50/p95/max: what the click costs whatever the machine's load;
- `nodes`: DOM elements on the page and in each part (board SVG, panels, log) at the
  phase's last click, and the markup length of each part;
- `long_tasks`: main-thread tasks over 50 ms during the phase's clicks (from the click
  to its redrawn frame), count and max.

Also prints the machine's load (`os.getloadavg()`) before and after: the machine is shared.

Measured 2026-11-27, OOTS, seed bench-game (250 clicks), load average 10-15 on 2 cores, two
runs each, the same build with and without web/patch.py (`PATCH_PARTS` empty):

    CPU per click p50 (p95)  early          mid            late
    parts set whole          21.4/19.9 (28) 23.4/20.7 (30) 23.1/21.9 (30)
    patched                  13.4/13.3 (22) 13.9/12.8 (22) 13.4/13.4 (21)
    late, by kind (patched): script (Python included) 6.8, parse 1.7, style 1.3, layout 1.5,
    paint 2.4 ms -- set whole it was style 3.9, layout 5.0, paint 5.0 ms.

Wall times on that machine: to_paint p50 late 29-35 -> 21-22 ms; the p95s (49-132 ms) are the
machine's: the slowest clicks spend 16-21 ms of CPU in 84-322 ms of wall time (the renderer's
thread waits for a core).
"""

from __future__ import annotations

import bisect
import json
import os
import shutil
import statistics
import time
from collections import defaultdict
from typing import Any

# The person's seat and three computers at the smallest length (as e2e/test_oots.py SOLO).
GAMES = {
    "oots": "players=4&kind0=human&name0=Ana&kind1=greedy&name1=Ben&kind2=greedy&name2=Cy"
    "&kind3=greedy&name3=Di&v.length=0",
}

IDLE = "document.documentElement.dataset.ready === '1' && !document.documentElement.dataset.busy"

# One look before each choice: what to click, and how big the page is now.
LOOK = """() => {
  const d = document.documentElement.dataset;
  const keys = [...document.querySelectorAll('#decision button[data-choice]:not([disabled])')]
    .map(b => b.dataset.choice);
  const target = document.querySelector(
    '#board [data-choice^="explore:"], #board [data-choice^="move:"]');
  const count = id => { const e = document.getElementById(id); return e ? e.getElementsByTagName('*').length : 0; };
  const size = id => { const e = document.getElementById(id); return e ? e.innerHTML.length : 0; };
  return {
    over: d.over === '1', keys, handoff: !!document.querySelector('#decision [data-action="handoff"]'),
    target: target && target.dataset.choice,
    nodes: {page: document.getElementsByTagName('*').length, board: count('board'), panels: count('panels'),
            log: count('log'), recent: count('recent'), decision: count('decision'),
            svg: document.querySelectorAll('#board svg *').length},
    chars: {board: size('board'), panels: size('panels'), log: size('log'), decision: size('decision')},
  };
}"""

HINT = """() => {
  const button = document.querySelector('[data-action="hint"]');
  if (button) button.click();
  const hinted = document.querySelector('#decision button.hinted');
  return hinted ? hinted.dataset.choice : null;
}"""

# Click option `key` (on the map or in the decision bar); the long tasks seen are kept in window.__game.
CLICK = """key => new Promise(done => {
  const w = window.__game || (window.__game = {tasks: []});
  if (!w.observer) {
    w.observer = new PerformanceObserver(list => {
      for (const e of list.getEntries()) w.tasks.push([e.startTime, e.duration]);
    });
    w.observer.observe({type: 'longtask'});
  }
  const root = document.getElementById('app') || document.body;
  const el = document.querySelector(`#board [data-choice="${key}"], #decision [data-choice="${key}"]`);
  if (!el) { done(null); return; }
  const fold = el.closest('details:not([open])');
  if (fold) fold.open = true;
  let frame = null;
  const start = performance.now();
  const painted = () => {
    const paint = performance.now() - start;
    performance.mark('bench:click-end');
    done({frame, paint, start});
  };
  // After the frame: a user-blocking task runs before the page's own timers (its autosave), so
  // `paint` ends with the frame's rendering, not with work the page put after it.
  const after = window.scheduler && scheduler.postTask
    ? () => scheduler.postTask(painted, {priority: 'user-blocking'})
    : () => setTimeout(painted, 0);
  const seen = new MutationObserver(() => {
    seen.disconnect();
    requestAnimationFrame(() => { frame = performance.now() - start; after(); });
  });
  seen.observe(root, {childList: true, subtree: true, attributes: true, characterData: true});
  performance.mark('bench:click-start');
  el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, view: window}));
})"""

TASKS = "() => (window.__game ? window.__game.tasks : [])"
SKIP = """() => { const s = document.querySelector('#decision [data-action="fast-forward"]'); if (s) s.click(); }"""

METRICS = ("ScriptDuration", "RecalcStyleDuration", "LayoutDuration", "TaskDuration")

# Trace event names (devtools.timeline) by the kind of work they are.
KINDS = {
    "script": {
        "FunctionCall",
        "EventDispatch",
        "EvaluateScript",
        "v8.compile",
        "TimerFire",
        "FireAnimationFrame",
        "RunMicrotasks",
        "v8.run",
        "V8.Execute",
        "v8.callFunction",
    },
    "parse_html": {"ParseHTML", "ParseAuthorStyleSheet"},
    "style": {"UpdateLayoutTree", "RecalculateStyles", "ScheduleStyleRecalculation", "InvalidateLayout"},
    "layout": {"Layout", "UpdateLayout"},
    "paint": {
        "Paint",
        "PrePaint",
        "PaintImage",
        "Layerize",
        "UpdateLayer",
        "UpdateLayerTree",
        "CompositeLayers",
        "Commit",
        "RasterTask",
        "PaintSetup",
        "Decode Image",
    },
    "gc": {"MinorGC", "MajorGC", "BlinkGC.AtomicPhase", "V8.GCScavenger", "V8.GC_MC_BACKGROUND_MARKING"},
}


def _pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[int(q * (len(ordered) - 1))], 1)


def _summary(values: list[float]) -> dict:
    return {"p50": _pct(values, 0.5), "p95": _pct(values, 0.95), "max": _pct(values, 1.0)}


def _metrics(cdp: Any) -> dict[str, float]:
    got = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return {name: got.get(name, 0.0) * 1000 for name in METRICS}


def play_game(pw: Any, base: str, game_id: str, *, trace: bool = False, max_clicks: int = 3000) -> dict:
    """One whole game by clicks in a browser of its own (see the module docstring)."""
    from bench.browser import CHROMIUM_ARGS

    load_before = os.getloadavg()
    browser = pw.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
    clicks: list[dict] = []
    looks: list[dict] = []
    try:
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        page.goto(f"{base}/play.html?game={game_id}&{GAMES[game_id]}&seed=bench-game")
        page.wait_for_function(IDLE, timeout=120_000)
        cdp = page.context.new_cdp_session(page)
        cdp.send("Performance.enable")
        if trace:
            browser.start_tracing(page=page, categories=["devtools.timeline", "blink.user_timing", "v8.execute"])
        started = time.monotonic()
        on_map = 0
        for _ in range(max_clicks):
            look = page.evaluate(LOOK)
            if look["over"] or look["handoff"] or not look["keys"] and not look["target"]:
                break
            if on_map < 3 and look["target"]:
                key, on_map = look["target"], on_map + 1
            elif len(look["keys"]) == 1:
                key = look["keys"][0]
            else:
                key = page.evaluate(HINT) or look["keys"][0]
            before = _metrics(cdp)
            got = page.evaluate(CLICK, key)
            after = _metrics(cdp)
            if got is None:
                break
            work = {name: after[name] - before[name] for name in METRICS}
            clicks.append({**got, "work": work})
            looks.append(look)
            page.evaluate(SKIP)
            page.wait_for_function(IDLE, timeout=180_000)
        seconds = time.monotonic() - started
        tasks = page.evaluate(TASKS)
        over = page.evaluate("document.documentElement.dataset.over === '1'")
        final = page.evaluate(LOOK)
        raw = browser.stop_tracing() if trace else None
    finally:
        browser.close()
    load_after = os.getloadavg()
    phases = _phases(clicks, looks, tasks, final)
    if raw is not None and os.environ.get("DELVE_TRACE_FILE"):  # the raw trace, to look into by hand
        with open(os.environ["DELVE_TRACE_FILE"], "wb") as out:
            out.write(raw)
    if raw is not None:
        for name, selves in _trace_phases(raw, len(clicks)).items():
            phases[name]["trace_self_ms_p50"] = selves
    return {
        "game": game_id,
        "clicks": len(clicks),
        "over": over,
        "seconds": round(seconds),
        "load_avg_before": [round(x, 2) for x in load_before],
        "load_avg_after": [round(x, 2) for x in load_after],
        "all": {
            "to_frame_ms": _summary([c["frame"] for c in clicks]),
            "to_paint_ms": _summary([c["paint"] for c in clicks]),
        },
        "phases": phases,
        "end_nodes": final["nodes"],
        "end_chars": final["chars"],
    }


def _thirds(n: int) -> dict[str, range]:
    a, b = n // 3, 2 * n // 3
    return {"early": range(0, a), "mid": range(a, b), "late": range(b, n)}


def _phases(clicks: list[dict], looks: list[dict], tasks: list, final: dict) -> dict:
    out: dict[str, dict] = {}
    for name, span in _thirds(len(clicks)).items():
        mine = [clicks[i] for i in span]
        if not mine:
            continue
        windows = [(c["start"], c["start"] + c["paint"]) for c in mine]
        hit = [d for s, d in tasks if any(s < b and s + d > a for a, b in windows)]
        work = {
            key: _summary([c["work"][metric] for c in mine])["p50"]
            for key, metric in (
                ("script", "ScriptDuration"),
                ("style", "RecalcStyleDuration"),
                ("layout", "LayoutDuration"),
                ("task", "TaskDuration"),
            )
        }
        rest = [
            c["work"]["TaskDuration"]
            - c["work"]["ScriptDuration"]
            - c["work"]["RecalcStyleDuration"]
            - c["work"]["LayoutDuration"]
            for c in mine
        ]
        work["rest_of_task"] = _pct(rest, 0.5)
        last = looks[span[-1]]
        out[name] = {
            "clicks": len(mine),
            "to_frame_ms": _summary([c["frame"] for c in mine]),
            "to_paint_ms": _summary([c["paint"] for c in mine]),
            "main_thread_ms_p50": work,
            "main_thread_task_ms_p95": _pct([c["work"]["TaskDuration"] for c in mine], 0.95),
            "long_tasks": {"count": len(hit), "max_ms": round(max(hit, default=0))},
            "nodes": last["nodes"],
            "chars": last["chars"],
        }
    return out


def _trace_phases(raw: bytes, n: int) -> dict[str, dict]:
    """Self thread-time per kind of work between each click's marks, p50 per phase."""
    events = json.loads(raw)
    events = events.get("traceEvents", events) if isinstance(events, dict) else events
    starts = sorted(
        e["ts"] for e in events if e.get("name") == "bench:click-start" and e.get("ph") in ("R", "I", "n", "b")
    )
    ends = sorted(e["ts"] for e in events if e.get("name") == "bench:click-end" and e.get("ph") in ("R", "I", "n", "b"))
    mark = next((e for e in events if e.get("name") == "bench:click-start"), None)
    if mark is None or not starts:
        return {}
    pid = mark["pid"]
    main = next(
        (
            e["tid"]
            for e in events
            if e.get("pid") == pid
            and e.get("name") == "thread_name"
            and e.get("args", {}).get("name") == "CrRendererMain"
        ),
        mark["tid"],
    )
    kind_of = {name: kind for kind, names in KINDS.items() for name in names}
    complete = sorted(
        (e for e in events if e.get("pid") == pid and e.get("tid") == main and e.get("ph") == "X" and "dur" in e),
        key=lambda e: (e["ts"], -e["dur"]),
    )
    windows = list(zip(starts, ends, strict=False))[:n]
    per_click: list[dict[str, float]] = [defaultdict(float) for _ in windows]
    # Self time: an event's thread time (or wall time) less its children's, children nested by ts/dur.
    stack: list[list] = []
    selves: list[tuple[float, str, float]] = []
    for e in complete:
        while stack and e["ts"] >= stack[-1][0]["ts"] + stack[-1][0]["dur"]:
            top = stack.pop()
            selves.append((top[0]["ts"], top[0]["name"], top[1]))
        own = e.get("tdur", e["dur"])
        if stack:
            stack[-1][1] -= own
        stack.append([e, own])
    selves += [(top[0]["ts"], top[0]["name"], top[1]) for top in stack]
    selves.sort()
    times = [s[0] for s in selves]
    for i, (a, b) in enumerate(windows):
        for _ts, name, own in selves[bisect.bisect_left(times, a) : bisect.bisect_right(times, b)]:
            per_click[i][kind_of.get(name, "other")] += max(own, 0.0) / 1000
    out: dict[str, dict] = {}
    for phase, span in _thirds(len(windows)).items():
        rows = [per_click[i] for i in span]
        kinds = sorted({k for r in rows for k in r})
        out[phase] = {k: round(statistics.median(r.get(k, 0.0) for r in rows), 2) for k in kinds}
        totals = [sum(r.values()) for r in rows]  # the click's whole main-thread CPU time
        out[phase]["total_p50"], out[phase]["total_p95"] = _pct(totals, 0.5), _pct(totals, 0.95)
        out[phase]["total_max"] = _pct(totals, 1.0)
    return out
