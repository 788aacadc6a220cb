"""Quick load measurement (not a test): our pages against a bare Pyodide page.

    python e2e/measure.py [--dist dist] [--runs 5] [--headers static,pages,pages-stale]
    python e2e/measure.py --modules   # rewrite static/stdlib-startup.txt

For each page: `runs` cold loads (a new, empty persistent profile each), as
many warm loads (the same profile reopened: HTTP cache, service worker, and
for our pages the start-up snapshot the first visit made), and as many warm
loads after the snapshot is deleted (`warm_no_snapshot`); `floor` is the fastest
any snapshot restore can be here (plain Pyodide, nothing of ours, see FLOOR),
timed from navigation start to `performance.mark("delve:ready")` (set when
the page is playable; the bare page marks it after loadPyodide() and one
line of Python).  Also prints first paint and bytes transferred (cold).
The bare page loads the very same vendored Pyodide files from the same server.

The whole table is measured once per header style of tools/serve.py
(`--headers`; the JSON has one table per style):

- `static`: tools/serve.py's own (immutable caching for assets/, brotli, the
  build's `_headers`);
- `pages`: like GitHub Pages (`max-age=600` with an ETag on every file, 304 on
  If-None-Match, gzip only, no custom headers); warm visits here come within
  ten minutes, so the HTTP cache still holds every file fresh;
- `pages-stale`: the same with `max-age=0`: every cached file is stale, as on
  a visit more than ten minutes after the last one (each revalidation the
  browser makes shows in `warm_bytes`, ~300 bytes per 304).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).parent))
from conftest import CHROMIUM_ARGS  # noqa: E402

BARE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title>
<link rel="icon" href="favicon.ico"></head><body><p>bare Pyodide</p>
<script type="module">
import { loadPyodide } from "./PYODIDE/pyodide.mjs";
const py = await loadPyodide();
py.runPython("1 + 1");
performance.mark("delve:ready");
document.documentElement.dataset.ready = "1";
</script></body></html>"""

# The floor for issue 5 (warm start): plain loadPyodide restoring a memory snapshot of
# a bare interpreter, no PyScript and none of our code.  No page of ours can restore
# faster than this, so `floor_warm_vs_bare` is the best warm ratio this machine allows.
FLOOR = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title>
<link rel="icon" href="favicon.ico"></head><body><p>bare Pyodide from a snapshot</p>
<script type="module">
import { loadPyodide } from "./PYODIDE/pyodide.mjs";
const root = document.documentElement;
const cache = await caches.open("delve-snapshot");
const hit = await cache.match("floor");
const py = hit
  ? await loadPyodide({ _loadSnapshot: new Uint8Array(await hit.arrayBuffer()) })
  : await loadPyodide({ _makeSnapshot: true });
py.runPython("1 + 1");
performance.mark("delve:ready");
root.dataset.boot = hit ? "snapshot" : "fresh";
root.dataset.ready = "1";
if (!hit) await cache.put("floor", new Response(py.makeMemorySnapshot()));
root.dataset.snapshot = "saved";
</script></body></html>"""

# The floor for issue 2's cold target: PyScript starting the same vendored Pyodide and
# running one line, none of our code.  Our pages need PyScript, so `pyscript_cold_vs_bare`
# is the best cold ratio they can reach on this machine.
PYSCRIPT = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>pyscript</title>
<link rel="icon" href="favicon.ico"><script type="module" src="./PYSCRIPT/core.js"></script></head>
<body><p>bare PyScript</p>
<script type="py" config='{"interpreter": "./PYODIDE/pyodide.mjs"}'>
import js
js.performance.mark("delve:ready")
js.document.documentElement.dataset.ready = "1"
js.document.documentElement.dataset.snapshot = "none"
</script></body></html>"""

READY = "performance.getEntriesByName('delve:ready').length > 0"
METRICS = """() => {
  const ready = performance.getEntriesByName('delve:ready')[0].startTime;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const nav = performance.getEntriesByType('navigation')[0];
  let bytes = nav ? nav.transferSize : 0;
  for (const r of performance.getEntriesByType('resource')) bytes += r.transferSize;
  return {ready, paint: paint ? paint.startTime : null, bytes};
}"""


STYLES = {"static": ["--headers", "static"], "pages": ["--headers", "pages"]}
STYLES["pages-stale"] = ["--headers", "pages", "--max-age", "0"]


def start_server(directory: Path, headers: str = "static") -> tuple[subprocess.Popen, str]:
    """tools/serve.py on a free port for `directory` in a header style (STYLES): the process and its base URL."""
    server = subprocess.Popen(
        [sys.executable, str(ROOT / "tools" / "serve.py"), "--dir", str(directory), "--port", "0", *STYLES[headers]],
        stdout=subprocess.PIPE,
        text=True,
    )
    return server, server.stdout.readline().split()[1].rstrip("/")


def overlay(dist: Path) -> Path:
    """A copy of dist/ (hard links) plus bare.html."""
    out = Path(tempfile.mkdtemp(prefix="delve-measure-"))
    shutil.copytree(dist, out / "site", copy_function=os.link)
    pyodide = next(p for p in (out / "site" / "assets").iterdir() if p.name.startswith("pyodide-"))
    (out / "site" / "bare.html").write_text(BARE.replace("PYODIDE", f"assets/{pyodide.name}"))
    (out / "site" / "floor.html").write_text(FLOOR.replace("PYODIDE", f"assets/{pyodide.name}"))
    pyscript = next(p for p in (out / "site" / "assets").iterdir() if p.name.startswith("pyscript-"))
    page = PYSCRIPT.replace("PYSCRIPT", f"assets/{pyscript.name}").replace("PYODIDE", f"assets/{pyodide.name}")
    (out / "site" / "pyscript.html").write_text(page)
    return out


NO_SW = False


def load(pw, profile: Path, url: str, *, drop_snapshot: bool = False) -> dict:
    """One visit: time to playable and which way Python booted.

    Our pages also wait until the start-up snapshot is dealt with (made and
    stored on a fresh boot), so the next visit with this profile can use it;
    `drop_snapshot` deletes it afterwards (to time a warm visit without it).
    Our pages load under their CSP; the reference pages (inline scripts of their
    own) bypass the one the build's `_headers` gives every path.
    """
    ours = not any(word in url for word in ("bare", "floor", "pyscript"))
    context = pw.chromium.launch_persistent_context(
        str(profile),
        executable_path=shutil.which("chromium"),
        args=CHROMIUM_ARGS,
        headless=True,
        service_workers="block" if NO_SW else "allow",
        bypass_csp=not ours,
    )
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(url)
        page.wait_for_function(READY, timeout=120_000, polling=50)
        metrics = page.evaluate(METRICS)
        if "bare" not in url:
            metrics["boot"] = page.evaluate("document.documentElement.dataset.boot")
            page.wait_for_function("!!document.documentElement.dataset.snapshot", timeout=120_000, polling=100)
            if drop_snapshot:
                page.evaluate("caches.delete('delve-snapshot')")
        if ours and not NO_SW:  # the worker installs before the profile is reused
            page.wait_for_function("navigator.serviceWorker.ready.then(r => !!r.active)", timeout=120_000)
            page.wait_for_timeout(500)
        return metrics
    finally:
        context.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dist", default=str(ROOT / "dist"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-sw", action="store_true", help="block service workers (to see their cost)")
    parser.add_argument("--pages", default="bare,floor,pyscript,home,play,bare")
    parser.add_argument(
        "--headers", default=",".join(STYLES), help=f"header styles to measure under (default: all of {list(STYLES)})"
    )
    parser.add_argument("--modules", action="store_true", help="rewrite static/stdlib-startup.txt from a real start")
    args = parser.parse_args()
    if args.modules:
        return startup_modules(Path(args.dist))
    global NO_SW
    NO_SW = args.no_sw
    from playwright.sync_api import sync_playwright

    tmp = overlay(Path(args.dist))
    servers = {style: start_server(tmp / "site", style) for style in args.headers.split(",")}
    try:
        with sync_playwright() as pw:
            bases = {style: base for style, (_, base) in servers.items()}
            results = measure(pw, tmp, bases, args.pages.split(","), args.runs)
        print(json.dumps({style: summarize(runs) for style, runs in results.items()}, indent=1))
    finally:
        for server, _ in servers.values():
            server.terminate()
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


def measure(pw, tmp: Path, bases: dict[str, str], names: list[str], n: int) -> dict[str, dict[str, dict]]:
    """Every page's visits under each header style (one server each, own browser profiles).

    The styles take turns within each run, so a change in the machine's load
    while the benchmark runs falls on all of them alike.
    """
    saves: dict[str, str] = {}
    results: dict[str, dict[str, dict[str, list]]] = {style: {} for style in bases}
    pages = {"home": "/", "play": None}
    pages.update({name: f"/{name}.html" for name in ("bare", "floor", "pyscript")})
    keys = ("cold", "warm", "warm_no_snapshot", "paint", "bytes", "warm_bytes", "warm_boot")
    for name in names:
        for i in range(n):
            for style, base in bases.items():
                runs = results[style].setdefault(name, {key: [] for key in keys})
                path = pages[name]
                if path is None:
                    save = saves.get(style)
                    path = "/play.html#" + save if save else "/play.html?game=dungeon&players=2&kind0=human"
                profile = tmp / f"profile-{style}-{name}-{i}-{len(runs['cold'])}"
                cold = load(pw, profile, base + path)
                warm = load(pw, profile, base + path, drop_snapshot=True)
                plain = load(pw, profile, base + path)  # the snapshot is gone: a warm normal boot
                runs["cold"].append(cold["ready"])
                runs["warm"].append(warm["ready"])
                runs["warm_no_snapshot"].append(plain["ready"])
                runs["warm_boot"].append(warm.get("boot"))
                runs["paint"].append(cold["paint"])
                runs["bytes"].append(cold["bytes"])
                runs["warm_bytes"].append(warm["bytes"])
        if name == "home":
            for style, base in bases.items():
                saves.setdefault(style, _a_save(pw, base))
    return results


def summarize(results: dict[str, dict[str, list]]) -> dict:
    """Medians per page, and the ratios to the bare Pyodide page."""
    summary = {}
    for name, runs in results.items():
        boots = runs.pop("warm_boot")
        summary[name] = {k: round(statistics.median(v)) for k, v in runs.items() if v and None not in v}
        if any(boots):
            summary[name]["warm_boots"] = {b: boots.count(b) for b in sorted(set(boots), key=str)}
    for name in ("floor", "pyscript", "home", "play"):
        if name not in summary or "bare" not in summary:
            continue
        for kind in ("cold", "warm"):
            summary[name][f"{kind}_vs_bare"] = round(summary[name][kind] / summary["bare"][kind], 3)
        summary[name]["warm_no_snapshot_vs_bare"] = round(
            summary[name]["warm_no_snapshot"] / summary["bare"]["warm"], 3
        )
    return summary


def startup_modules(dist: Path) -> int:
    """List the stdlib modules imported while the home and a play page start."""
    from playwright.sync_api import sync_playwright

    server, base = start_server(dist)
    found: set[str] = set()
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
            for path in ("/?delve-modules=1", "/play.html?delve-modules=1&game=dungeon&players=2&kind1=greedy"):
                page = browser.new_page()
                page.goto(base + path)
                page.wait_for_function("document.documentElement.dataset.modules", timeout=120_000)
                for name in page.evaluate("document.documentElement.dataset.modules").split():
                    if name.startswith("/lib/python314.zip/"):
                        found.add(name.removeprefix("/lib/python314.zip/").removesuffix("c"))
            browser.close()
    finally:
        server.terminate()
    target = ROOT / "static" / "stdlib-startup.txt"
    header = [line for line in target.read_text().splitlines() if line.startswith("#")]
    old = {line for line in target.read_text().splitlines() if line and not line.startswith("#")}
    target.write_text("\n".join(header + sorted(found | old)) + "\n")
    print(f"{len(found)} modules seen, {len(found - old)} new; wrote {target}")
    return 0


def _a_save(pw, base: str) -> str:
    """A real save string (a new 1-human + 1-computer game) for the play page."""
    browser = pw.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
    try:
        page = browser.new_page()
        page.goto(base + "/play.html?game=dungeon&players=2&kind0=human&kind1=greedy&seed=measure")
        page.wait_for_function(READY + " && !document.documentElement.dataset.busy", timeout=120_000)
        return re.sub(r"^[^#]*#", "", page.url)
    finally:
        browser.close()


if __name__ == "__main__":
    raise SystemExit(main())
