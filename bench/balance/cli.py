"""`python -m bench.balance <game> --games N [--jobs N | --dask-local N | --scheduler ADDR] [--out FILE [--resume]]`.

Examples:

    python -m bench.balance dungeonquest --games 2000 --players 1 2 4 --jobs 2
    python -m bench.balance one_deck_dungeon --games 2000 --jobs 2 --out odd.jsonl    # Ctrl-C, then:
    python -m bench.balance one_deck_dungeon --games 2000 --jobs 2 --out odd.jsonl --resume
    python -m bench.balance one_deck_dungeon --games 50 --option hero1=Warrior --option dungeon=yeti
    python -m bench.balance dungeon --games 2000 --dask-local 2        # = python -m engine report dungeon
    python -m bench.balance dungeonquest --games 20000 --scheduler tcp://10.0.0.5:8786 --out dq.jsonl --resume

`--games` is per cell (a player count and one value of each swept option).
Prints the game's tables, then the counts and the wall time of the run.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from engine import BOT_KINDS, DelveError, get

from .backends import Dask, InProcess, Processes
from .jobs import plan
from .report import footer, tables
from .runner import run
from .store import Store


def parse_options(game_id: str, pairs: list[str]) -> dict[str, list[Any]]:
    """`key=value` pairs -> values per option, each value as the game spells it (True, 3, "yeti")."""
    variants = {v.key: v for v in get(game_id).variants}
    chosen: dict[str, list[Any]] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or key not in variants:
            raise DelveError(f"--option {pair!r}: expected key=value with key one of {', '.join(sorted(variants))}")
        matches = [c for c in variants[key].choices if str(c).lower() == text.strip().lower()]
        if not matches:
            allowed = ", ".join(str(c) for c in variants[key].choices)
            raise DelveError(f"--option {pair!r}: {key} is one of {allowed}")
        chosen.setdefault(key, []).append(matches[0])
    return chosen


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m bench.balance", description=__doc__.splitlines()[0])
    ap.add_argument("game", help="a registered game id (python -m engine list)")
    ap.add_argument("--games", type=int, default=200, help="games per cell")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, nargs="+", help="player counts (default: the game's)")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="repeat a key to sweep it")
    ap.add_argument("--bot", nargs="+", choices=BOT_KINDS, help="seat i plays bot i mod n (default: the game's)")
    where = ap.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, default=1, help="local worker processes (1: this process)")
    where.add_argument("--scheduler", metavar="ADDR", help="a Dask scheduler, e.g. tcp://host:8786")
    where.add_argument("--dask-local", type=int, metavar="N", help="start a local Dask cluster of N processes")
    ap.add_argument("--out", metavar="FILE", help="results file (JSON lines): every finished game, kept")
    ap.add_argument("--resume", action="store_true", help="continue the run in --out, skipping games already there")
    ap.add_argument("--quiet", action="store_true", help="no progress on stderr")
    return ap


def backend_for(args: argparse.Namespace) -> Any:
    if args.scheduler:
        return Dask(scheduler=args.scheduler)
    if args.dask_local:
        return Dask(local_workers=args.dask_local)
    return Processes(args.jobs) if args.jobs > 1 else InProcess()


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.resume and not args.out:
        print("--resume continues the results file given by --out", file=sys.stderr)
        return 2
    try:
        jobs = plan(
            args.game,
            games=args.games,
            seed=args.seed,
            players=args.players,
            options=parse_options(args.game, args.option),
            bots=args.bot,
        )
    except DelveError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    store = Store(args.out) if args.out else None
    if store is not None and len(store) and not args.resume:
        print(f"{args.out} already holds {len(store)} games: add --resume to continue it", file=sys.stderr)
        return 2
    held = len(store) if store is not None else 0
    started = time.perf_counter()
    last = [0.0]

    def progress(done: int, total: int) -> None:
        now = time.perf_counter()
        if not args.quiet and (now - last[0] > 5 or done == total):
            last[0] = now
            print(f"{done}/{total} games, {now - started:.0f} s", file=sys.stderr, flush=True)

    try:
        with backend_for(args) as backend:
            outcome = run(jobs, backend=backend, store=store, progress=progress)
    except KeyboardInterrupt:
        kept = f"; the finished games are in {args.out}: --resume continues" if store else ""
        print(f"stopped{kept}", file=sys.stderr)
        return 130
    finally:
        if store is not None:
            store.close()
    if held and not outcome.reused:
        print(f"note: none of the {held} games in {args.out} belonged to this plan (other options or code)")
    print(tables(args.game, outcome))
    print(footer(outcome, time.perf_counter() - started, args.out))
    return 1 if outcome.errors else 0
