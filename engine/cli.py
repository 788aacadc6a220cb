"""Command line: `python -m engine list | simulate | replay | report`.

The output of `list`, `simulate` and `replay` is a contract that our
benchmarks and outside checks read; change it only together with them.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import time
import traceback
from collections import Counter
from typing import Any

from .core import registry
from .core.bots import choose
from .core.codec import decode
from .core.errors import SaveError
from .core.game import BOT_KINDS, Seat
from .core.match import Match, derive_seed
from .core.rng import Chance

MAX_DECISIONS = 20_000


def play_out(game_id: str, players: int, seed: int, bot: str, variants: dict[str, Any] | None = None) -> Match:
    """One bot-only game from `seed`; stops after MAX_DECISIONS."""
    seats = tuple(Seat(f"Bot {i + 1}", bot) for i in range(players))
    match = Match(game_id, seats, variants, seed)
    dice = Chance(seed ^ 0x5DEECE66D)
    for _ in range(MAX_DECISIONS):
        decision = match.decision
        if decision is None:
            break
        match.play(choose(bot, match.game, match.state, decision, dice))
    return match


def simulate(game_id: str, games: int, seed: int, players: int | None, bot: str) -> dict[str, Any]:
    game = registry.get(game_id)
    players = players or game.default_players
    started = time.perf_counter()
    finished = errors = decisions = 0
    winners: Counter[str] = Counter()
    hasher = hashlib.sha256()
    save_lengths = []
    for i in range(games):
        game_seed = derive_seed(f"{seed}/{i}")
        try:
            match = play_out(game_id, players, game_seed, bot)
        except Exception:
            errors += 1
            traceback.print_exc(file=sys.stderr)
            continue
        decisions += len(match.log)
        hasher.update(match.state_hash().encode())
        result = match.result()
        if result is not None:
            finished += 1
            for w in result.winners:
                winners[match.state.seat_label(w)] += 1
        save_lengths.append(len(match.save()))
    seconds = time.perf_counter() - started
    return {
        "game": game_id,
        "games": games,
        "finished": finished,
        "errors": errors,
        "decisions": decisions,
        "seconds": round(seconds, 3),
        "winners": dict(sorted(winners.items())),
        "state_hash": hasher.hexdigest()[:16],
        "mean_save_chars": round(statistics.fmean(save_lengths), 1) if save_lengths else 0,
        "max_save_chars": max(save_lengths, default=0),
    }


def report_record(match: Match) -> dict[str, Any]:
    """What the generic balance report keeps of one game (JSON-able; bench.balance stores it)."""
    state = match.state
    result = match.result()
    length = state.rounds_played() if hasattr(state, "rounds_played") else len(match.log)
    return {
        "labels": [state.seat_label(s) for s in range(len(match.seats))],
        "winners": list(result.winners) if result is not None else None,
        "length": length,
    }


def report_summary(records: list[dict[str, Any]], game_id: str, players: int, bot: str) -> dict[str, Any]:
    """Win rate and game length by seat label (e.g. class) over `report_record`s."""
    wins: Counter[str] = Counter()
    seats_played: Counter[str] = Counter()
    lengths = []
    unfinished = 0
    for record in records:
        labels = record["labels"]
        seats_played.update(labels)
        if record["winners"] is None:
            unfinished += 1
            continue
        lengths.append(record["length"])
        for w in record["winners"]:
            wins[labels[w]] += 1
    rates = {label: round(wins[label] / seats_played[label], 4) for label in sorted(seats_played)}
    spread = max(rates.values()) / max(min(rates.values()), 1e-9) if rates else 0
    return {
        "game": game_id,
        "games": len(records),
        "players": players,
        "bot": bot,
        "unfinished": unfinished,
        "win_rate_per_seat_by_label": rates,
        "wins_by_label": dict(sorted(wins.items())),
        "best_to_worst_ratio": round(spread, 3),
        "length_rounds": {
            "median": statistics.median(lengths) if lengths else None,
            "mean": round(statistics.fmean(lengths), 1) if lengths else None,
            "p90": sorted(lengths)[int(0.9 * (len(lengths) - 1))] if lengths else None,
        },
    }


def report(game_id: str, games: int, seed: int, players: int | None, bot: str) -> dict[str, Any]:
    """Balance report, played here in one process; `python -m bench.balance` runs the same
    games (same seeds) in parallel, resumably, or on a Dask cluster."""
    game = registry.get(game_id)
    players = players or game.default_players
    records = [report_record(play_out(game_id, players, derive_seed(f"report/{seed}/{i}"), bot)) for i in range(games)]
    return report_summary(records, game_id, players, bot)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description="Delve rules engine")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="print the registered game ids")
    for name in ("simulate", "report"):
        p = sub.add_parser(name, help="bot-only games" if name == "simulate" else "balance report")
        p.add_argument("game")
        p.add_argument("--games", type=int, default=100 if name == "simulate" else 2000)
        p.add_argument("--seed", type=int, default=1)
        p.add_argument("--players", type=int)
        p.add_argument("--bot", choices=BOT_KINDS, default="random" if name == "simulate" else "greedy")
    p = sub.add_parser("replay", help="replay a save string")
    p.add_argument("save")
    args = parser.parse_args(argv)

    if args.command == "list":
        for game in registry.games():
            print(game.id)
        return 0
    if args.command in ("simulate", "report"):
        try:
            registry.get(args.game)
        except SaveError as exc:
            print(str(exc), file=sys.stderr)
            return 2
        if args.command == "report":
            print(json.dumps(report(args.game, args.games, args.seed, args.players, args.bot), indent=1))
            return 0
        out = simulate(args.game, args.games, args.seed, args.players, args.bot)
        print(json.dumps(out))
        return 0 if out["errors"] == 0 and out["finished"] == out["games"] else 1
    try:
        match = decode(args.save)
    except SaveError as exc:
        print(json.dumps({"error": str(exc)}))
        return 2
    result = match.result()
    print(
        json.dumps(
            {
                "game": match.game.id,
                "moves": len(match.log),
                "over": result is not None,
                "scores": list(result.scores) if result else None,
                "winners": list(result.winners) if result else None,
                "state_hash": match.state_hash()[:16],
            }
        )
    )
    return 0
