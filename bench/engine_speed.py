"""Engine speed: decisions per second of random playouts in CPython.

Prints one JSON line per game: decisions/s for the random bot (the engine's
own cost: options + apply) and for the greedy bot (adds the heuristics),
and the greedy bot's time per decision (p50/p95).  No assertions: numbers.

    python -m bench.engine_speed [--games N] [--game dungeon]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

import engine
from engine import Chance, Match, Seat, bot_choose
from engine.core.match import derive_seed


def run(game_id: str, games: int, bot: str, players: int) -> dict:
    decisions = 0
    per_decision = []
    started = time.perf_counter()
    for i in range(games):
        seed = derive_seed(f"bench/{i}")
        match = Match(game_id, tuple(Seat(f"B{k}", bot) for k in range(players)), {}, seed)
        dice = Chance(seed ^ 1)
        while match.decision is not None and len(match.log) < 20_000:
            t0 = time.perf_counter()
            choice = bot_choose(bot, match.game, match.state, match.decision, dice)
            match.play(choice)
            per_decision.append(time.perf_counter() - t0)
        decisions += len(match.log)
    seconds = time.perf_counter() - started
    per_decision.sort()
    return {
        "game": game_id,
        "bot": bot,
        "players": players,
        "games": games,
        "decisions": decisions,
        "seconds": round(seconds, 3),
        "decisions_per_second": round(decisions / seconds),
        "ms_per_decision_p50": round(1000 * statistics.median(per_decision), 3),
        "ms_per_decision_p95": round(1000 * per_decision[int(0.95 * (len(per_decision) - 1))], 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--game", action="append")
    args = parser.parse_args()
    for game_id in args.game or [g.id for g in engine.all_games()]:
        game = engine.get(game_id)
        for bot in ("random", "greedy"):
            print(json.dumps(run(game_id, args.games, bot, game.max_players)), flush=True)


if __name__ == "__main__":
    main()
