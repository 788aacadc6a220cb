"""Balance tables from bot self-play: `python -m engine.games.dungeonquest.balance`.

Reports, per player count: survival rate, mean gold of survivors, win rate by
hero (wins / games that hero played), solo win rate, and game length in rounds.
The generic `python -m engine report dungeonquest` gives win rate by hero too
(seat_label is the hero name); this adds the DungeonQuest-specific columns.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from ...core.bots import choose
from ...core.game import Seat
from ...core.match import Match, derive_seed
from ...core.rng import Chance
from . import GAME

MAX_DECISIONS = 20_000


def play(players: int, seed: int, bot: str, variants: dict | None = None) -> Match:
    match = Match(GAME, tuple(Seat(f"Bot {i + 1}", bot) for i in range(players)), variants or {}, seed)
    dice = Chance(seed ^ 0x5DEECE66D)
    for _ in range(MAX_DECISIONS):
        decision = match.decision
        if decision is None:
            break
        match.play(choose(bot, match.game, match.state, decision, dice))
    return match


def table(players: int, games: int, seed: int, bot: str) -> dict:
    """Self-play statistics for one player count."""
    seats = survivors = 0
    gold: list[int] = []
    rounds: list[int] = []
    played: Counter[str] = Counter()
    won: Counter[str] = Counter()
    decided = 0
    started = time.perf_counter()
    for i in range(games):
        match = play(players, derive_seed(f"{seed}/{players}/{i}"), bot)
        state = match.state
        rounds.append(state.rounds)
        result = match.result()
        if result and result.winners:
            decided += 1
        for h in state.heroes:
            seats += 1
            played[h.hero.name] += 1
            if h.status == "exited":
                survivors += 1
                gold.append(h.gold())
        for seat in result.winners if result else ():
            won[state.heroes[seat].hero.name] += 1
    return {
        "players": players,
        "games": games,
        "seconds": round(time.perf_counter() - started, 1),
        "survival": survivors / seats,
        "gold_of_survivors": statistics.mean(gold) if gold else 0.0,
        "games_with_a_winner": decided / games,
        "rounds_mean": statistics.mean(rounds),
        "win_rate_by_hero": {name: won[name] / played[name] for name in sorted(played)},
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, nargs="*", default=[1, 2, 4])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", default="greedy")
    args = parser.parse_args(argv)
    for players in args.players:
        t = table(players, args.games, args.seed, args.bot)
        print(f"== {players} player(s), {t['games']} games, bot {args.bot} ({t['seconds']} s)")
        label = "solo win rate" if players == 1 else "games with a winner"
        print(f"survival {t['survival']:.1%}  gold of survivors {t['gold_of_survivors']:.1f}  "
              f"{label} {t['games_with_a_winner']:.1%}  rounds {t['rounds_mean']:.1f}")  # fmt: skip
        rates = t["win_rate_by_hero"]
        for name, rate in rates.items():
            print(f"  {name:<20} wins {rate:.1%}")
        low = min(rates.values())
        print(f"  max/min hero win rate: {max(rates.values()) / low:.2f}" if low else "  (a hero never won)")


if __name__ == "__main__":
    main()
