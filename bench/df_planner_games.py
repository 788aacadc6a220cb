"""Dungeon Fighter: the computers' aim in real games, per requirement set (issue 13's "which throws fail").

    python -m bench.df_planner_games --games 300 [--difficulty easy] [--jobs 2] [--top 30]

Plays the balance runner's games (bench.balance's plan: the same seeds, four
Average computers) and records every computer throw: the requirement set in
force, the chance the planner's own trials promised for it (the plan the throw
came from), whether the real throw made contact, and how many dice lay on the
board.  Prints the sets by missed throws, worst first: where better aim pays
most.  A set whose real rate falls far below its promise is one the board's
dice spoil (the plans are made on an empty board).  No assertions: a bench.
"""

from __future__ import annotations

import argparse
import multiprocessing
from collections import defaultdict
from typing import Any


def play(args: tuple[str, int, int]) -> list[tuple[tuple[str, ...], float, bool, int]]:
    """Games lo..hi-1 of a difficulty's plan; one row per computer throw."""
    difficulty, lo, hi = args
    from bench.balance import jobs as balance_jobs
    from engine.games.dungeon_fighter import bot, throw
    from engine.games.dungeon_fighter.physics.plan import COMPUTER_MISS_COST, plan_detail

    rows: list[tuple[tuple[str, ...], float, bool, int]] = []
    promised: dict[str, float] = {}
    real_resolve = throw.resolve_throw
    real_params = bot.throw_params

    def resolve(state: Any, gesture: tuple[int, ...], die: str, requirements: tuple[str, ...]) -> Any:
        board = len(state.board)
        out = real_resolve(state, gesture, die, requirements)
        if not state.injected:
            rows.append((tuple(sorted(requirements)), promised.pop("p", 0.0), bool(out.contact), board))
        return out

    def params(view: dict[str, Any], decision: Any, index: int, dice: Any) -> tuple[int, ...] | None:
        found = real_params(view, decision, index, dice)
        if found is not None:
            reqs = tuple(view["encounter"]["throw_requirements"])
            home = view["heroes"][decision.player]["home_edge"]
            skill = view.get("computer_skill", "average")
            promised["p"] = plan_detail(reqs, home=home, skill=skill, miss_cost=COMPUTER_MISS_COST).p_contact
        return found

    throw.resolve_throw = resolve
    bot.throw_params = params
    try:
        for job in balance_jobs.plan("dungeon_fighter", games=hi, options={"difficulty": [difficulty]})[lo:hi]:
            balance_jobs.play(job)
    finally:
        throw.resolve_throw = real_resolve
        bot.throw_params = real_params
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--difficulty", default="easy", choices=("easy", "normal", "insane"))
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--top", type=int, default=30)
    args = ap.parse_args()
    cuts = [args.games * i // args.jobs for i in range(args.jobs + 1)]
    parts = [(args.difficulty, cuts[i], cuts[i + 1]) for i in range(args.jobs)]
    if args.jobs > 1:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            found = pool.map(play, parts)
    else:
        found = [play(parts[0])]
    rows = [row for part in found for row in part]
    by: dict[tuple[str, ...], list[float]] = defaultdict(lambda: [0, 0, 0.0, 0])
    for reqs, p, contact, board in rows:
        cell = by[reqs]
        cell[0] += 1
        cell[1] += contact
        cell[2] += p
        cell[3] += board
    hits = sum(r[2] for r in rows)
    print(f"{args.games} {args.difficulty} games, {len(rows)} computer throws, contact {hits / max(1, len(rows)):.3f}")
    print(f"{'requirements':36s} {'throws':>6s} {'real':>5s} {'promised':>8s} {'missed':>6s} {'dice on board':>13s}")
    worst = sorted(by.items(), key=lambda kv: (-(kv[1][0] - kv[1][1]), kv[0]))
    for reqs, (n, c, p, board) in worst[: args.top]:
        name = "+".join(reqs) or "(none)"
        print(f"{name:36s} {n:6d} {c / n:5.2f} {p / n:8.2f} {n - c:6d} {board / n:13.1f}")


if __name__ == "__main__":
    main()
