"""OOTS computer games: same seeds, same games, and how long each takes (issues 14/15).

The balance runs play thousands of computer-only games; making the computer faster must not
change a single decision, or the balance numbers would no longer match the code.  This plays
the balance run's own seeds (bench.balance's jobs) at 2, 4 and 6 seats and prints, per game,
the final state hash, the number of decisions and the CPU seconds it took.

    python -m bench.oots_bot_speed --games 3 --out before.json     # record
    python -m bench.oots_bot_speed --games 3 --compare before.json # same hashes? how much faster?

`--base REF` plays the same games twice, here and in a copy of this tree whose
computer-player files (bot*.py, odds.py, screw_odds.py, or `--files`) are taken from git REF,
so a change to those files is checked against the very same rules and content.
"""

from __future__ import annotations

import argparse
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
BOT_FILES = ("engine/games/oots/bot*.py", "engine/games/oots/odds.py", "engine/games/oots/screw_odds.py")


def play(games: int, players: list[int], seed: int) -> list[dict[str, Any]]:
    """The balance run's first `games` games per seat count: hash, decisions, CPU seconds."""
    from bench.balance.jobs import plan
    from bench.balance.jobs import play as play_job

    rows = []
    for job in plan("oots", games=games, seed=seed, players=players):
        started = time.process_time()
        match = play_job(job)
        rows.append(
            {
                "players": job.players,
                "index": job.index,
                "seed": job.seed,
                "hash": match.state_hash(),
                "decisions": len(match.log),
                "cpu": round(time.process_time() - started, 3),
            }
        )
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    return rows


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


def base_tree(ref: str, patterns: tuple[str, ...]) -> Path:
    """A copy of this tree's engine/ and bench/ with the files matching `patterns` as they are at `ref`."""
    folder = Path(tempfile.mkdtemp(prefix="oots_base_"))
    for part in ("engine", "bench"):
        shutil.copytree(ROOT / part, folder / part, ignore=shutil.ignore_patterns("__pycache__"))
    for pattern in patterns:
        for path in (folder).glob(pattern):
            path.unlink()
        listed = subprocess.run(
            ["git", "ls-tree", "-r", "--name-only", ref, "--", str(Path(pattern).parent)],
            cwd=ROOT,
            check=True,
            capture_output=True,
            text=True,
        ).stdout.split()
        for name in listed:
            if Path(name).match(pattern):
                text = subprocess.run(
                    ["git", "show", f"{ref}:{name}"], cwd=ROOT, check=True, capture_output=True
                ).stdout
                (folder / name).write_bytes(text)
    return folder


def run_in(folder: Path, games: int, players: list[int], seed: int) -> list[dict[str, Any]]:
    """`play` in a fresh interpreter whose `engine` and `bench` come from `folder`."""
    out = folder / "rows.json"
    cmd = [sys.executable, "-m", "bench.oots_bot_speed", "--games", str(games), "--seed", str(seed), "--out", str(out)]
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
    ap.add_argument("--compare", help="rows recorded before: same hashes? faster?")
    ap.add_argument("--base", help="git ref whose computer-player files to play against (see the docstring)")
    ap.add_argument("--files", nargs="+", default=list(BOT_FILES), help="with --base: the files taken from it")
    args = ap.parse_args(argv)
    before = None
    if args.base:
        folder = base_tree(args.base, tuple(args.files))
        try:
            before = run_in(folder, args.games, args.players, args.seed)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    elif args.compare:
        before = json.loads(Path(args.compare).read_text())
    rows = play(args.games, args.players, args.seed)
    if args.out:
        Path(args.out).write_text(json.dumps(rows, indent=1))
    if before is None:
        return 0
    same, text = compare(before, rows)
    print(text)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
