"""In-browser numbers: engine speed in Pyodide, click-to-redraw, bot move time.

    python -m bench.browser [--dist dist] [--clicks 40] [--game dungeon ...]

Serves dist/ with tools/serve.py and drives Debian's Chromium (headless):

- engine: a page that boots the vendored Pyodide, unpacks our app zip and
  runs random and greedy playouts of each game inside Pyodide (decisions/s,
  and the greedy bot's ms per decision p50/p95 -- what a computer seat costs);
- interaction: on the real play page (1 human + computers), the time from
  a click on a decision button to the redrawn screen (next animation frame
  after the DOM changed), p50/p95 over `clicks` clicks.

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

json.dumps([r for g in GAMES for r in (run(g, "random", 6), run(g, "greedy", 20))])
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

IDLE = "document.documentElement.dataset.ready === '1' && !document.documentElement.dataset.busy"


def overlay(dist: Path, games: list[str]) -> tuple[Path, str]:
    out = Path(tempfile.mkdtemp(prefix="delve-bench-"))
    shutil.copytree(dist, out / "site", copy_function=os.link)
    pyodide = next(p for p in (out / "site" / "assets").iterdir() if p.name.startswith("pyodide-"))
    zips = [f"./{p.relative_to(out / 'site')}" for p in (out / "site" / "assets").glob("*.zip")]
    zips.sort(key=lambda url: ("/game-" in url, url))  # the platform first
    page = (
        ENGINE_PAGE.replace("PYODIDE", f"assets/{pyodide.name}")
        .replace("ZIPS", json.dumps(zips))
        .replace("GAMES = None", f"GAMES = {json.dumps(games)}")
    )
    (out / "site" / "engine-bench.html").write_text(page)
    return out, "/engine-bench.html"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dist", default=str(ROOT / "dist"))
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--game", action="append", help="game id (repeatable; default: every registered game)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    import engine

    games = args.game or [g.id for g in engine.all_games()]
    tmp, engine_page = overlay(Path(args.dist), games)
    server, base = start_server(tmp / "site")
    result: dict = {}
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
            page = browser.new_page(bypass_csp=True)  # an inline script of its own, under the site's CSP header
            page.goto(base + engine_page)
            page.wait_for_function("document.documentElement.dataset.done === '1'", timeout=600_000)
            error = page.evaluate("document.documentElement.dataset.error")
            if error:
                raise SystemExit(f"the engine page failed: {error}")
            result["pyodide_engine"] = json.loads(page.inner_text("#out"))

            result["click_to_redraw_ms"] = {}
            for game_id in games:
                game = engine.get(game_id)
                seats = "".join(f"&kind{k}=greedy" for k in range(1, game.default_players))
                page = browser.new_page(viewport={"width": 1280, "height": 900})
                page.goto(
                    f"{base}/play.html?game={game_id}&players={game.default_players}&kind0=human{seats}"
                    "&seed=bench&fast=1"
                )
                times = []
                for _ in range(args.clicks):
                    page.wait_for_function(IDLE, timeout=120_000)
                    if page.evaluate("document.documentElement.dataset.over === '1'"):
                        break
                    selector = "#decision [data-choice]:not([disabled])"
                    if page.query_selector(selector) is None:
                        selector = "[data-choice]:not([disabled])"
                    times.append(page.evaluate(CLICK, selector))
                    page.wait_for_timeout(50)
                times.sort()
                result["click_to_redraw_ms"][game_id] = {
                    "clicks": len(times),
                    "p50": round(statistics.median(times), 1),
                    "p95": round(times[int(0.95 * (len(times) - 1))], 1),
                    "max": round(times[-1], 1),
                }
                page.close()
            browser.close()
    finally:
        server.terminate()
        shutil.rmtree(tmp, ignore_errors=True)
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
