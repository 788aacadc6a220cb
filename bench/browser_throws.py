"""Dungeon Fighter throws timed inside Pyodide: issue 13's "one full throw simulated:
median <= 60 ms, p95 <= 150 ms in Pyodide", over digest 5.12's calibration protocol.

    python -m bench.browser --parts throws [--throws 200]

The throws are chosen in CPython exactly as `bench.df_calibration` throws them (the
Average computer's plan for each requirement set on an empty board, its noise, consecutive
throw indices from seed 1): the base set with no requirement and each of the 22 single
requirements, `--throws` throws each.  The gestures go to a page that boots the vendored
Pyodide with our zips and throws each one with `physics.throw` under the newest physics
version, timing every call with `time.perf_counter`.  The same throws are timed in CPython
too, and every outcome is compared with CPython's (a difference is counted, never hidden):
the browser must throw what the engine throws.
"""

from __future__ import annotations

import json
import statistics
from pathlib import Path

PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>throw bench</title>
<link rel="icon" href="favicon.ico"></head><body><pre id="out">running</pre>
<script type="module">
import { loadPyodide } from "./PYODIDE/pyodide.mjs";
const py = await loadPyodide();
const root = document.documentElement;
let out;
try {
  for (const url of ZIPS) {
    py.unpackArchive(await (await fetch(url)).arrayBuffer(), "zip", { extractDir: "/home/pyodide" });
  }
  py.globals.set("THROWS_JSON", await (await fetch("./throws.json")).text());
  out = py.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
RUN_THROWS
times, outcomes = run_throws(json.loads(THROWS_JSON))
json.dumps({"times": times, "outcomes": outcomes})
`);
} catch (error) {
  root.dataset.error = String(error && error.message || error);
}
document.getElementById("out").textContent = out || "";
root.dataset.done = "1";
</script></body></html>"""


# One source for the loop timed in Pyodide and in CPython (exec'd here, inlined in the page).
RUN_THROWS = """
def run_throws(rows):
    import time
    from engine.games.dungeon_fighter.physics import Gesture, throw
    times, outcomes = [], []
    for g, reqs, seed, k, version in rows:
        t0 = time.perf_counter()
        result = throw(Gesture(*g), die="red", requirements=tuple(reqs), board=(), seed=seed, k=k,
                       physics_version=version)
        times.append(time.perf_counter() - t0)
        o = result.outcome
        outcomes.append([o.contact, o.miss_reason, o.section, o.face])
    return times, outcomes
"""


def calibration_throws(per_set: int, seed: int = 1) -> list[list]:
    """(gesture, requirements, seed, k, physics version) rows, as bench.df_calibration throws them."""
    from bench import df_calibration as cal
    from engine.games.dungeon_fighter.physics import PHYSICS_VERSION, REQUIREMENT_IDS
    from engine.games.dungeon_fighter.physics.plan import SKILLS, execute, plan

    cal.FRESH = False  # the stored plan table: the computers' own plans, and quick to make
    rows: list[list] = []
    for reqs in [()] + [(r,) for r in REQUIREMENT_IDS]:
        base = plan(reqs, seed=seed, samples=48, keep=cal.KEEP)
        for k in range(per_set):
            g = execute(cal._leg_time(base, reqs, seed, k), SKILLS["average"], reqs, seed, k)
            rows.append([list(g._replace(top_face=1 + k % 6)), list(reqs), seed, k, PHYSICS_VERSION])
    return rows


def cpython_times(rows: list[list]) -> tuple[list[float], list[list]]:
    namespace: dict = {}
    exec(RUN_THROWS, namespace)
    return namespace["run_throws"](rows)


def _summary(times: list[float]) -> dict:
    ordered = sorted(times)
    return {
        "median_ms": round(1000 * statistics.median(ordered), 2),
        "p95_ms": round(1000 * ordered[int(0.95 * (len(ordered) - 1))], 2),
        "max_ms": round(1000 * ordered[-1], 2),
    }


def measure(pw, site: Path, base: str, per_set: int, chromium_args: list[str]) -> dict:
    """Throw the calibration set in Pyodide (a browser of its own) and in CPython; compare."""
    import shutil

    from bench.browser import assets

    pyodide_url, zips = assets(site)
    rows = calibration_throws(per_set)
    (site / "throws.json").write_text(json.dumps(rows))
    page_html = PAGE.replace("PYODIDE", pyodide_url).replace("ZIPS", json.dumps(zips)).replace("RUN_THROWS", RUN_THROWS)
    (site / "throw-bench.html").write_text(page_html)
    browser = pw.chromium.launch(executable_path=shutil.which("chromium"), args=chromium_args)
    try:
        page = browser.new_page(bypass_csp=True)
        page.goto(base + "/throw-bench.html")
        page.wait_for_function("document.documentElement.dataset.done === '1'", timeout=900_000)
        error = page.evaluate("document.documentElement.dataset.error")
        text = page.inner_text("#out")
    finally:
        browser.close()
    if error:
        raise SystemExit(f"the throw page failed: {error}")
    there = json.loads(text)
    here_times, here_outcomes = cpython_times(rows)
    return {
        "throws": len(rows),
        "requirement_sets": len(rows) // per_set,
        "pyodide": _summary(there["times"]),
        "cpython": _summary(here_times),
        "outcomes_differing_from_cpython": sum(a != b for a, b in zip(there["outcomes"], here_outcomes, strict=True)),
    }
