"""Save-link length against the information bound.

For bot-played full games, prints the characters of the share string and
the bound sum(log2(number of options)) over the game's decisions, in
characters of base64 (6 bits each).  Target: <= 2,000 chars for a
4-player game.  No assertions: numbers.

    python -m bench.saves [--games N]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics

import engine
from engine import Chance, Match, Seat, bot_choose
from engine.core.match import derive_seed


def measure(game_id: str, games: int, players: int, bot: str) -> dict:
    lengths, bounds, moves = [], [], []
    for i in range(games):
        seed = derive_seed(f"saves/{i}")
        match = Match(game_id, tuple(Seat(f"Player {k + 1}", bot) for k in range(players)), {}, seed)
        dice = Chance(seed ^ 7)
        bits = 0.0
        while match.decision is not None:
            bits += math.log2(len(match.decision.options))
            match.play(bot_choose(bot, match.game, match.state, match.decision, dice))
        lengths.append(len(match.save()))
        bounds.append(bits / 6)
        moves.append(len(match.log))
    return {
        "game": game_id,
        "players": players,
        "bot": bot,
        "games": games,
        "moves_mean": round(statistics.fmean(moves), 1),
        "save_chars_mean": round(statistics.fmean(lengths), 1),
        "save_chars_max": max(lengths),
        "bound_chars_mean": round(statistics.fmean(bounds), 1),
        "ratio_to_bound": round(statistics.fmean(lengths) / max(1.0, statistics.fmean(bounds)), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args()
    for game in engine.all_games():
        for bot in ("greedy", "random"):
            print(json.dumps(measure(game.id, args.games, game.max_players, bot)), flush=True)


if __name__ == "__main__":
    main()
