"""In-browser numbers: engine speed in Pyodide, and the play page's budgets per game.

    python -m bench.browser [--dist dist] [--clicks 30] [--greedy-games 20] [--game dungeon ...] [--parts engine,table]
    python -m bench.browser --parts game --game oots [--trace]   # a whole game, per phase (bench/browser_game.py)
    python -m bench.browser --parts throws [--throws 200]   # DF throws timed in Pyodide (bench/browser_throws.py)

Serves dist/ with tools/serve.py and drives Debian's Chromium (headless):

- engine: a page that boots the vendored Pyodide, unpacks our app zip and
  runs random and greedy playouts of each game inside Pyodide (decisions/s,
  and the greedy bot's ms per decision p50/p95 -- what a computer seat costs);
- table, per game, in a browser of its own (a first visit, animations on,
  computers at the normal speed, 1366x768), against the budgets of issue 12:
  - `first_load_bytes`: bytes transferred until the page is playable (the
    page's own resource timing; budget 5.0 MB);
  - `click_to_redraw_ms`: from a click on a decision button to the redrawn
    screen (the next animation frame after the DOM changed, before any
    animation plays), p50/p95/max over `clicks` clicks (budget p95 <= 50 ms);
  - `long_tasks_in_animation`: main-thread tasks over 50 ms (PerformanceObserver
    'longtask') that overlap a moment when a finite animation was running on
    the page, while the clicks and the computer turns after them play out
    (budget: none); with the count of animated stretches seen, for scale;
  - `renderer_mb`: the page's renderer process (RSS, PSS, private dirty, from
    /proc like bench/memory.py) after the clicks and a forced garbage collection.

Prints one JSON object.  No assertions: numbers only.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
from conftest import CHROMIUM_ARGS  # noqa: E402
from measure import start_server  # noqa: E402

ENGINE_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>engine bench</title>
<link rel="icon" href="favicon.ico"></head><body><pre id="out">running</pre>
<script type="module">
import { loadPyodide } from "./PYODIDE/pyodide.mjs";
const py = await loadPyodide();
const root = document.documentElement;
let out;
try {
for (const url of ZIPS) {  // the platform's zip and every game's (web/game_files.py)
  py.unpackArchive(await (await fetch(url)).arrayBuffer(), "zip", { extractDir: "/home/pyodide" });
}
out = py.runPython(`
import json, sys, time
sys.path.insert(0, "/home/pyodide")
from engine import Chance, Match, Seat, bot_choose
from engine.core.match import derive_seed
GAMES = None
GREEDY_GAMES = 20

import engine

def pct(values, q):
    return round(1000 * values[int(q * (len(values) - 1))], 3) if values else None

def run(game_id, bot, games):
    decisions, per, auto = 0, [], []
    players = engine.get(game_id).max_players
    start = time.perf_counter()
    for i in range(games):
        seed = derive_seed(f"browser/{i}")
        m = Match(game_id, tuple(Seat(f"B{k}", bot) for k in range(players)), {}, seed)
        dice = Chance(seed)
        while m.decision is not None:
            decision = m.decision
            if bot == "greedy" and decision.has("auto") and len(auto) < 200:
                # What the player's "Auto-place" button costs: the solver's answer
                # for this roll, played on a copy so the game itself goes on unchanged.
                probe = Match.replay(game_id, m.seats, m.variants, m.seed, m.log)
                t0 = time.perf_counter()
                probe.play("auto")
                auto.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            m.play(bot_choose(bot, m.game, m.state, decision, dice))
            per.append(time.perf_counter() - t0)
        decisions += len(m.log)
    secs = time.perf_counter() - start
    per.sort()
    auto.sort()
    out = {"game": game_id, "bot": bot, "games": games, "decisions": decisions,
           "decisions_per_second": round(decisions / secs),
           "ms_per_decision_p50": pct(per, 0.5), "ms_per_decision_p95": pct(per, 0.95),
           "ms_per_decision_max": pct(per, 1.0)}
    if auto:
        out.update(auto_place_decisions=len(auto), auto_place_ms_p50=pct(auto, 0.5),
                   auto_place_ms_p95=pct(auto, 0.95), auto_place_ms_max=pct(auto, 1.0))
    return out

json.dumps([r for g in GAMES for r in (run(g, "random", 6), run(g, "greedy", GREEDY_GAMES))])
`);
} catch (error) {
  root.dataset.error = String(error && error.message || error);
}
document.getElementById("out").textContent = out || "";
root.dataset.done = "1";
</script></body></html>"""

CLICK = """async (selector) => {
  const target = document.querySelector(selector);
  const root = document.getElementById('app') || document.body;
  const start = performance.now();
  const changed = new Promise(resolve => {
    const obs = new MutationObserver(() => { obs.disconnect(); resolve(); });
    obs.observe(root, {childList: true, subtree: true, attributes: true, characterData: true});
  });
  target.click();
  await changed;
  await new Promise(r => requestAnimationFrame(() => r()));
  return performance.now() - start;
}"""

# Long tasks, and the stretches of time when a finite animation runs (sampled every frame;
# the start-up spinner and other endless animations are not "an animation the player waits on").
WATCH = """() => {
  const w = window.__bench = {tasks: [], anim: [], on: null};
  new PerformanceObserver(list => {
    for (const e of list.getEntries()) w.tasks.push([e.startTime, e.duration]);
  }).observe({type: 'longtask', buffered: true});
  const finite = a => a.playState === 'running' && isFinite(a.effect.getComputedTiming().endTime);
  const tick = () => {
    const now = performance.now();
    const running = document.getAnimations().some(finite);
    if (running && w.on === null) w.on = now;
    else if (!running && w.on !== null) { w.anim.push([w.on, now]); w.on = null; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""
STILL = "window.__bench && window.__bench.on === null"
LONG_IN_ANIMATION = """() => {
  const w = window.__bench;
  const spans = w.anim.concat(w.on === null ? [] : [[w.on, performance.now()]]);
  const hit = w.tasks.filter(([s, d]) => spans.some(([a, b]) => s < b && s + d > a));
  return {animated_stretches: spans.length, long_tasks: w.tasks.length,
          in_animation: hit.length, in_animation_max_ms: Math.round(Math.max(0, ...hit.map(t => t[1])))};
}"""
FIRST_LOAD = """() => {
  const nav = performance.getEntriesByType('navigation')[0];
  let bytes = nav ? nav.transferSize : 0;
  for (const r of performance.getEntriesByType('resource')) bytes += r.transferSize;
  return bytes;
}"""

IDLE = "document.documentElement.dataset.ready === '1' && !document.documentElement.dataset.busy"


def assets(site: Path) -> tuple[str, list[str]]:
    """The vendored Pyodide module's URL and our zips' (the platform first), relative to `site`."""
    pyodide = next(p for p in (site / "assets").iterdir() if p.name.startswith("pyodide-"))
    zips = [f"./{p.relative_to(site)}" for p in (site / "assets").glob("*.zip")]
    zips.sort(key=lambda url: ("/game-" in url, url))
    return f"assets/{pyodide.name}", zips


def overlay(dist: Path, games: list[str], greedy_games: int = 20) -> tuple[Path, str]:
    out = Path(tempfile.mkdtemp(prefix="delve-bench-"))
    shutil.copytree(dist, out / "site", copy_function=os.link)
    pyodide, zips = assets(out / "site")
    page = (
        ENGINE_PAGE.replace("PYODIDE", pyodide)
        .replace("ZIPS", json.dumps(zips))
        .replace("GAMES = None", f"GAMES = {json.dumps(games)}")
        .replace("GREEDY_GAMES = 20", f"GREEDY_GAMES = {int(greedy_games)}")
    )
    (out / "site" / "engine-bench.html").write_text(page)
    return out, "/engine-bench.html"


def table(pw, base: str, game_id: str, clicks: int) -> dict:
    """One game's page in a browser of its own: first-load bytes, click-to-redraw, long tasks
    during animations, renderer memory (see the module docstring)."""
    import engine
    from bench.memory import page_renderer, renderer_memory

    game = engine.get(game_id)
    seats = "".join(f"&kind{k}=greedy" for k in range(1, game.default_players))
    before = set(renderer_memory())
    browser = pw.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
    try:
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        page.goto(f"{base}/play.html?game={game_id}&players={game.default_players}&kind0=human{seats}&seed=bench")
        page.wait_for_function(IDLE, timeout=120_000)
        first_load = page.evaluate(FIRST_LOAD)
        page.evaluate(WATCH)
        times = []
        for _ in range(clicks):
            page.wait_for_function(IDLE, timeout=120_000)
            page.wait_for_function(STILL, timeout=30_000)
            if page.evaluate("document.documentElement.dataset.over === '1'"):
                break
            selector = "#decision [data-choice]:not([disabled])"
            if page.query_selector(selector) is None:
                selector = "[data-choice]:not([disabled])"
            if page.query_selector(selector) is None:
                handoff = page.query_selector("[data-action=handoff]")
                if handoff is None:
                    break
                handoff.click()
                continue
            times.append(page.evaluate(CLICK, selector))
        page.wait_for_function(IDLE, timeout=120_000)
        page.wait_for_function(STILL, timeout=30_000)
        long_tasks = page.evaluate(LONG_IN_ANIMATION)
        cdp = page.context.new_cdp_session(page)
        cdp.send("HeapProfiler.enable")
        cdp.send("HeapProfiler.collectGarbage")
        page.wait_for_timeout(1000)
        found = page_renderer(before)
    finally:
        browser.close()
    times.sort()
    return {
        "first_load_bytes": first_load,
        "click_to_redraw_ms": {
            "clicks": len(times),
            "p50": round(statistics.median(times), 1) if times else None,
            "p95": round(times[int(0.95 * (len(times) - 1))], 1) if times else None,
            "max": round(times[-1], 1) if times else None,
        },
        "long_tasks_in_animation": long_tasks,
        "renderer_mb": found[1] if found else {},
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dist", default=str(ROOT / "dist"))
    parser.add_argument("--clicks", type=int, default=30)
    parser.add_argument("--greedy-games", type=int, default=20, help="greedy playouts per game in the engine part")
    parser.add_argument("--game", action="append", help="game id (repeatable; default: every registered game)")
    parser.add_argument(
        "--parts", default="engine,table", help="engine, table, game (a whole game), throws (DF throws in Pyodide)"
    )
    parser.add_argument("--trace", action="store_true", help="game part: a Chrome trace of the clicks")
    parser.add_argument("--throws", type=int, default=200, help="throws part: throws per requirement set")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    import engine

    games = args.game or [g.id for g in engine.all_games()]
    parts = args.parts.split(",")
    tmp, engine_page = overlay(Path(args.dist), games, args.greedy_games)
    server, base = start_server(tmp / "site")
    result: dict = {}
    try:
        with sync_playwright() as pw:
            if "engine" in parts:
                browser = pw.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
                page = browser.new_page(bypass_csp=True)  # an inline script of its own, under the site's CSP header
                page.goto(base + engine_page)
                page.wait_for_function("document.documentElement.dataset.done === '1'", timeout=600_000)
                error = page.evaluate("document.documentElement.dataset.error")
                out = page.inner_text("#out")
                browser.close()
                if error:
                    raise SystemExit(f"the engine page failed: {error}")
                result["pyodide_engine"] = json.loads(out)
            if "table" in parts:
                result["table"] = {game_id: table(pw, base, game_id, args.clicks) for game_id in games}
            if "throws" in parts:
                from bench.browser_throws import measure

                result["throws"] = measure(pw, tmp / "site", base, args.throws, CHROMIUM_ARGS)
            if "game" in parts:
                from bench.browser_game import GAMES, play_game

                result["game"] = {g: play_game(pw, base, g, trace=args.trace) for g in games if g in GAMES}
    finally:
        server.terminate()
        shutil.rmtree(tmp, ignore_errors=True)
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
