"""OOTS computer games: same seeds, same games, and how long each takes (issues 14/15).

The balance runs play thousands of computer-only games; making the computer faster must not
change a single decision, or the balance numbers would no longer match the code.  This plays
the balance run's own seeds (bench.balance's jobs) at 2, 4 and 6 seats and prints, per game,
the final state hash, the number of decisions and the CPU seconds it took.

    python -m bench.oots_bot_speed --games 3 --out before.json     # record
    python -m bench.oots_bot_speed --games 3 --compare before.json # same hashes? how much faster?

`--revert COMMIT...` plays the same games twice, here and in a copy of this tree with those
commits taken back (reverse-applied), so a speed-up is checked against the very same rules and
content, others' uncommitted work included:

    python -m bench.oots_bot_speed --games 6 --views --revert 122531e e7eb3ad
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def play(games: int, players: list[int], seed: int, views: bool = False) -> list[dict[str, Any]]:
    """The balance run's first `games` games per seat count: hash, decisions, CPU seconds.

    `views`: also a hash of every view a computer decided from (as JSON, key order included),
    so a faster view is checked to show exactly the same things (the page draws the same view)."""
    from bench.balance.jobs import plan
    from bench.balance.jobs import play as play_job

    rows = []
    for job in plan("oots", games=games, seed=seed, players=players):
        started = time.process_time()
        match, seen = play_viewed(job) if views else (play_job(job), "")
        rows.append(
            {
                "players": job.players,
                "index": job.index,
                "seed": job.seed,
                "hash": match.state_hash() + seen,
                "decisions": len(match.log),
                "cpu": round(time.process_time() - started, 3),
            }
        )
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    return rows


def play_viewed(job: Any) -> tuple[Any, str]:
    """bench.balance's `play`, hashing the deciding seat's view before each decision."""
    from engine import Chance, Match, Seat, bot_choose

    seats = tuple(Seat(f"Bot {i + 1}", bot) for i, bot in enumerate(job.bots))
    match = Match(job.game, seats, dict(job.options), job.seed, revision=job.revision)
    dice = Chance(job.seed ^ job.dice_salt)
    digest = hashlib.sha256()
    while match.decision is not None and len(match.log) < 20_000:
        decision = match.decision
        digest.update(json.dumps(match.state.view(decision.player)).encode())
        match.play(bot_choose(job.bots[decision.player], match.game, match.state, decision, dice))
    return match, "/views:" + digest.hexdigest()[:16]


def compare(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> tuple[bool, str]:
    """Whether every game ended in the same state, and the CPU time per game at each seat count."""
    old = {(r["players"], r["index"]): r for r in before}
    same = True
    lines = []
    for r in after:
        o = old.get((r["players"], r["index"]))
        if o is not None and o["hash"] != r["hash"]:
            same = False
            lines.append(f"DIFFERENT: {r['players']} players, game {r['index']} (seed {r['seed']})")
    for count in sorted({r["players"] for r in after}):
        a = [r for r in after if r["players"] == count]
        b = [old[(r["players"], r["index"])] for r in a if (r["players"], r["index"]) in old]
        if not a or not b:
            continue
        ta, tb = sum(r["cpu"] for r in a) / len(a), sum(r["cpu"] for r in b) / len(b)
        turns = sum(r["decisions"] for r in a) / len(a)
        lines.append(
            f"{count} players: {len(a)} games, {turns:.0f} decisions a game, "
            f"{tb:.2f} -> {ta:.2f} CPU-s a game ({tb / ta:.2f}x)"
        )
    lines.append("same games: " + ("yes" if same else "NO"))
    return same, "\n".join(lines)


def base_tree(commits: list[str]) -> Path:
    """A copy of this tree's engine/ and bench/ with `commits` taken back (their diffs reverse-applied,
    newest first), so the rest of the tree (others' work in progress included) is the same on both sides."""
    folder = Path(tempfile.mkdtemp(prefix="oots_base_"))
    for part in ("engine", "bench"):
        shutil.copytree(ROOT / part, folder / part, ignore=shutil.ignore_patterns("__pycache__"))
    try:
        for commit in reversed(commits):
            patch = subprocess.run(
                ["git", "show", "--format=", commit, "--", "engine"], cwd=ROOT, check=True, capture_output=True
            ).stdout
            # one line of context is enough: others may have changed the lines around a hunk since
            subprocess.run(["git", "apply", "-R", "-C1", "-"], cwd=folder, input=patch, check=True)
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return folder


def run_in(folder: Path, games: int, players: list[int], seed: int, views: bool) -> list[dict[str, Any]]:
    """`play` in a fresh interpreter whose `engine` and `bench` come from `folder`."""
    out = folder / "rows.json"
    cmd = [sys.executable, "-m", "bench.oots_bot_speed", "--games", str(games), "--seed", str(seed), "--out", str(out)]
    cmd += ["--views"] if views else []
    subprocess.run(
        cmd + ["--players", *map(str, players)], cwd=folder, check=True, env={**os.environ, "PYTHONPATH": str(folder)}
    )
    return json.loads(out.read_text())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3, help="games per seat count")
    ap.add_argument("--players", type=int, nargs="+", default=[2, 4, 6])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", help="write the rows (JSON) here")
    ap.add_argument("--views", action="store_true", help="also compare every view the computers saw (slower)")
    ap.add_argument("--compare", help="rows recorded before: same hashes? faster?")
    ap.add_argument("--revert", nargs="+", help="commits to take back in a copy to play against (see the docstring)")
    args = ap.parse_args(argv)
    before = None
    if args.revert:
        folder = base_tree(args.revert)
        try:
            before = run_in(folder, args.games, args.players, args.seed, args.views)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    elif args.compare:
        before = json.loads(Path(args.compare).read_text())
    rows = play(args.games, args.players, args.seed, args.views)
    if args.out:
        Path(args.out).write_text(json.dumps(rows, indent=1))
    if before is None:
        return 0
    same, text = compare(before, rows)
    print(text)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
