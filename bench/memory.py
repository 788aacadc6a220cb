"""Memory of a game page: the browser's renderer process, Pyodide included.

    python -m bench.memory [--dist dist] [--runs 3] [--seconds 20]

The target is a game page under 300 MB.  Chromium runs each page (and its
dedicated workers) in one renderer process; this reads that process's memory
from /proc (RSS, PSS and private dirty, in MB) every 0.2 s while computer
seats play, for:

- `bare`: a bare Pyodide page (the same vendored files), for scale;
- `first`: a first visit to a game page: its peak includes the worker that
  makes the start-up snapshot (a second interpreter, for a few seconds);
- `restored`: the next visit with that profile, booted from the snapshot.

`settled` is the last sample, `after_gc` the same process after a forced
garbage collection (what the page holds, as opposed to what V8 has not yet
collected).  Medians over `runs` fresh profiles.  Prints JSON; no assertions.
Linux only (/proc).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))

from conftest import CHROMIUM_ARGS  # noqa: E402
from measure import READY, overlay, start_server  # noqa: E402

FIELDS = {"Rss:": "rss", "Pss:": "pss", "Private_Dirty:": "private"}
# All seats computers: the page keeps playing while it is measured.
GAME = "/play.html?game=dungeon&players=2&kind0=greedy&kind1=greedy&seed=memory"


def renderer_memory() -> dict[int, dict[str, int]]:
    """MB per Chromium renderer process (not the browser's own UI renderer)."""
    found = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            # Chromium rewrites its process title: one string with spaces, not NUL-separated.
            args = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").split()
            if b"--type=renderer" not in args or b"--top-chrome-webui" in args:
                continue
            sizes = {}
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                name, _, rest = line.partition(" ")
                if name in FIELDS:
                    sizes[FIELDS[name]] = int(rest.split()[0]) // 1024
            found[int(pid)] = sizes
        except OSError:  # the process ended meanwhile
            continue
    return found


def page_renderer(before: set[int]) -> tuple[int, dict[str, int]] | None:
    """The largest renderer that was not there before the browser started (the page's)."""
    fresh = {pid: m for pid, m in renderer_memory().items() if pid not in before}
    return max(fresh.items(), key=lambda item: item[1].get("rss", 0)) if fresh else None


def visit(pw, profile: Path, url: str, seconds: float) -> dict[str, dict[str, int]]:
    """Open `url` in `profile`, sample its renderer for `seconds` after it is playable."""
    before = set(renderer_memory())
    context = pw.chromium.launch_persistent_context(
        str(profile), executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS, headless=True
    )
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(url)
        page.wait_for_function(READY, timeout=120_000, polling=50)
        peak: dict[str, int] = {}
        last: dict[str, int] = {}
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            found = page_renderer(before)
            if found:
                last = found[1]
                peak = {k: max(peak.get(k, 0), v) for k, v in last.items()}
            time.sleep(0.2)
        if "bare" not in url:  # the next visit needs the snapshot this one made
            page.wait_for_function("!!document.documentElement.dataset.snapshot", timeout=120_000)
        cdp = context.new_cdp_session(page)
        cdp.send("HeapProfiler.enable")
        cdp.send("HeapProfiler.collectGarbage")
        time.sleep(1)
        found = page_renderer(before)
        boot = page.evaluate("document.documentElement.dataset.boot || 'bare'")
        return {"peak": peak, "settled": last, "after_gc": found[1] if found else {}, "boot": boot}
    finally:
        context.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dist", default=str(ROOT / "dist"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=20.0, help="sampling time after the page is playable")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    tmp = overlay(Path(args.dist))
    server, base = start_server(tmp / "site")
    try:
        runs: dict[str, list[dict]] = {"bare": [], "first": [], "restored": []}
        with sync_playwright() as pw:
            for i in range(args.runs):
                runs["bare"].append(visit(pw, tmp / f"bare-{i}", base + "/bare.html", args.seconds))
                profile = tmp / f"game-{i}"
                runs["first"].append(visit(pw, profile, base + GAME, args.seconds))
                runs["restored"].append(visit(pw, profile, base + GAME, args.seconds))
        summary = {}
        for name, visits in runs.items():
            summary[name] = {
                part: {k: round(statistics.median(v[part].get(k, 0) for v in visits)) for k in FIELDS.values()}
                for part in ("peak", "settled", "after_gc")
            }
            summary[name]["boots"] = sorted(v["boot"] for v in visits)
        print(json.dumps(summary, indent=1))
    finally:
        server.terminate()
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
