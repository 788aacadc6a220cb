"""Balance tables from bot self-play: `python -m bench.balance dungeonquest --players 1 2 4`.

Reports, per player count: survival rate, mean gold of survivors, win rate by
hero (wins / games that hero played), solo win rate, and game length in rounds.
The generic `python -m engine report dungeonquest` gives win rate by hero too
(seat_label is the hero name); this adds the DungeonQuest-specific columns.

This module is the game's balance hook (see bench/balance/__init__.py): the
runner plays the games (in parallel, resumably) and hands the finished games'
`record`s to `summarise`.
"""

from __future__ import annotations

import statistics
from collections import Counter
from typing import Any

from ...core.match import Match, derive_seed

PLAYERS = [1, 2, 4]
RECORD_VERSION = 1


def game_seed(base: int, players: int, options: dict[str, Any], index: int) -> int:
    """Each player count deals its own games (as this report always has)."""
    return derive_seed(f"{base}/{players}/{index}")


def record(match: Match) -> dict[str, Any]:
    """One finished game: rounds, each seat's (hero, got out alive, gold), the winners."""
    state = match.state
    result = match.result()
    return {
        "rounds": state.rounds,
        "heroes": [[h.hero.name, h.status == "exited", h.gold() if h.status == "exited" else 0] for h in state.heroes],
        "winners": list(result.winners) if result else [],
    }


def table(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Self-play statistics over games of one player count."""
    seats = survivors = decided = 0
    gold: list[int] = []
    played: Counter[str] = Counter()
    won: Counter[str] = Counter()
    for game in records:
        decided += bool(game["winners"])
        for name, exited, coins in game["heroes"]:
            seats += 1
            played[name] += 1
            if exited:
                survivors += 1
                gold.append(coins)
        for seat in game["winners"]:
            won[game["heroes"][seat][0]] += 1
    return {
        "games": len(records),
        "survival": survivors / seats,
        "gold_of_survivors": statistics.mean(gold) if gold else 0.0,
        "games_with_a_winner": decided / len(records),
        "rounds_mean": statistics.mean(game["rounds"] for game in records),
        "win_rate_by_hero": {name: won[name] / played[name] for name in sorted(played)},
    }


def summarise(rows: list[dict[str, Any]]) -> str:
    """One table per player count (and options, bots), in the order they were planned."""
    groups: dict[tuple, list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault((row["players"], tuple(sorted(row["options"].items())), tuple(row["bots"])), []).append(row)
    lines = []
    for (players, options, bots), group in groups.items():
        t = table([row["record"] for row in group])
        chosen = "".join(f", {k}={v}" for k, v in options)
        lines.append(f"== {players} player(s), {t['games']} games, bot {'/'.join(dict.fromkeys(bots))}{chosen}")
        label = "solo win rate" if players == 1 else "games with a winner"
        lines.append(f"survival {t['survival']:.1%}  gold of survivors {t['gold_of_survivors']:.1f}  "
                     f"{label} {t['games_with_a_winner']:.1%}  rounds {t['rounds_mean']:.1f}")  # fmt: skip
        rates = t["win_rate_by_hero"]
        lines += [f"  {name:<20} wins {rate:.1%}" for name, rate in rates.items()]
        low = min(rates.values())
        lines.append(f"  max/min hero win rate: {max(rates.values()) / low:.2f}" if low else "  (a hero never won)")
    return "\n".join(lines)
