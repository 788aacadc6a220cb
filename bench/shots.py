"""Screenshots of every game: the home page, then each game at its start,
mid-game, in a fight and at its end, at 1366x768 and 390x844.

    python -m bench.shots --out shots/ [--dist DIR] [--game dungeon ...] [--mid 12] [--max-steps 800]

Without --dist it builds the site into a temporary folder of its own (so a
concurrent `tools/build.py` into dist/ cannot change it under us), serves it
with tools/serve.py and drives Debian's Chromium (headless, reduced motion,
so the pictures show where the animations end).  Each game is played once at
1366x768 through the page, by following the hints with computer seats for
the others, from a fixed seed; the link (the save in the URL) of each
moment is kept and opened again at 390x844, so both sizes show the same
table.  The "fight" shot is the first moment the game's view holds a fight
(Dungeon!'s fresh fight, DungeonQuest's combat, One Deck Dungeon's
encounter with dice) while a person has the decision.

Writes PNGs named `<game>-<moment>-<width>x<height>[-dark].png` (what the
screen shows, in the light and the dark theme), the same with `-page.png`
(the whole page, for what lies below the fold) and
`home-<width>x<height>[-dark].png`, and prints a
JSON list of what it wrote.  No assertions: a moment a game never reached
is reported as missing.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
from conftest import CHROMIUM_ARGS  # noqa: E402
from helpers import follow_hint, go_fast, human_turn, saved_match, state, wait_idle, wait_ready  # noqa: E402
from measure import start_server  # noqa: E402

SIZES = ((1366, 768), (390, 844))
MOMENTS = ("start", "mid", "fight", "end")
SCHEMES = (("light", ""), ("dark", "-dark"))  # prefers-color-scheme, and the file name's suffix
# Who sits at each game's table: the first seat follows the hints, the others are computers.
TABLES = {
    "dungeon": "players=2&kind0=human&name0=Ana&kind1=greedy&name1=Cy",
    "dungeonquest": "players=2&kind0=human&name0=Ana&kind1=greedy&name1=Cy",
    "one_deck_dungeon": "players=1&kind0=human&name0=Ana",
}


def in_a_fight(game: str, view: dict) -> bool:
    """Does the game's view (for everyone) show a fight right now?"""
    if game == "dungeonquest":
        return bool(view.get("combat"))
    if game == "one_deck_dungeon":
        encounter = view.get("encounter") or {}
        return bool(encounter.get("dice")) and encounter.get("kind") != "peril"
    if game == "dungeon":
        fight = view.get("last_fight") or {}
        return bool(fight.get("monster")) and bool(fight.get("fresh"))
    return False


def dom_fight(page) -> bool:
    """The page's own sign of a fight, for views the engine names differently."""
    return page.locator(".dng-fight.dng-fresh, .dq-combat, .odd-battle, [aria-label='Combat']").count() > 0


def play(page, game: str, mid: int, max_steps: int) -> dict[str, str]:
    """Play `game` by the hints; the URL of each moment."""
    wait_idle(page)
    go_fast(page)
    links = {"start": page.url}
    steps = 0
    while steps < max_steps:
        wait_idle(page)
        if state(page)["over"] == "1":
            links["end"] = page.url
            break
        handoff = page.locator('#decision [data-action="handoff"]')
        if handoff.count():
            handoff.click()
            continue
        if not human_turn(page):
            continue
        if "fight" not in links:
            try:
                fighting = in_a_fight(game, saved_match(page).view(None))
            except Exception:  # noqa: BLE001 -- the engine in this process may lag the view; ask the page
                fighting = False
            if fighting or dom_fight(page):
                links["fight"] = page.url
        if steps == mid:
            links["mid"] = page.url
        follow_hint(page)
        steps += 1
    return links


def shoot(browser, url: str, size: tuple[int, int], path: Path, *, whole: bool = False, scheme: str = "light") -> None:
    """What the screen shows at `url` (and, with `whole`, the whole page beside it as `-page.png`)."""
    context = browser.new_context(
        viewport={"width": size[0], "height": size[1]}, reduced_motion="reduce", color_scheme=scheme
    )
    context.set_default_timeout(90_000)
    try:
        page = context.new_page()
        page.goto(url)
        if "play.html" in url:
            wait_idle(page)
        else:
            wait_ready(page)
        page.wait_for_timeout(300)
        page.screenshot(path=str(path))
        if whole:
            page.screenshot(path=str(path.with_name(path.stem + "-page.png")), full_page=True)
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "shots"))
    parser.add_argument("--dist", default="", help="a built site (default: build one into a temporary folder)")
    parser.add_argument("--game", action="append", choices=sorted(TABLES), help="only these games (repeatable)")
    parser.add_argument("--mid", type=int, default=12, help="the mid-game shot after this many of the player's choices")
    parser.add_argument("--max-steps", type=int, default=800, help="give up a game after this many choices")
    parser.add_argument("--seed", default="shots", help="seed prefix (the same seed gives the same pictures)")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="delve-shots-"))
    dist = Path(args.dist) if args.dist else tmp / "site"
    if not args.dist:
        subprocess.run(
            [sys.executable, str(ROOT / "tools" / "build.py"), "--out", str(dist), "--no-compress"],
            check=True,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
        )
    server, base = start_server(dist)
    report: list[dict] = []
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
            for size in SIZES:
                for scheme, suffix in SCHEMES:
                    name = f"home-{size[0]}x{size[1]}{suffix}.png"
                    shoot(browser, base + "/", size, out / name, scheme=scheme)
                    report.append({"game": "home", "moment": "home", "file": name})
            for game in args.game or sorted(TABLES):
                context = browser.new_context(
                    viewport={"width": SIZES[0][0], "height": SIZES[0][1]}, reduced_motion="reduce"
                )
                context.set_default_timeout(90_000)
                page = context.new_page()
                page.goto(f"{base}/play.html?game={game}&{TABLES[game]}&seed={args.seed}-{game}")
                links = play(page, game, args.mid, args.max_steps)
                context.close()
                for moment in MOMENTS:
                    if moment not in links:
                        report.append({"game": game, "moment": moment, "file": None, "missing": True})
                        continue
                    for size in SIZES:
                        for scheme, suffix in SCHEMES:
                            name = f"{game}-{moment}-{size[0]}x{size[1]}{suffix}.png"
                            shoot(browser, links[moment], size, out / name, whole=True, scheme=scheme)
                            report.append({"game": game, "moment": moment, "file": name})
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(tmp, ignore_errors=True)
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
