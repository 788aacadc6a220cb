"""Balance tables from computer self-play: `python -m bench.balance oots --games N --players 2 4 6`.

Issue 14's numbers: per character, the share of the games it played that it won (no
character should win more than 1.5x as often as another); whether the game reached its
ending (Xykon defeated, the dungeon collapsed, all but one out); the median game length
in turns and in minutes of computer play at the page's normal pace; who defeated Xykon.

This module is the game's balance hook (see bench/balance/__init__.py): the runner
plays the games (in parallel, resumably) and hands each finished game's `record` to
`summarise`.
"""

from __future__ import annotations

import statistics
from collections import Counter
from typing import Any

from ...core.match import Match, derive_seed

PLAYERS = [2, 4, 6]
RECORD_VERSION = 1
# Seconds the page waits before each computer move at normal speed (web/pace.py PAUSE[False]);
# a computer-only game lasts about this long per decision on the screen.
PAGE_PAUSE = 0.8


def game_seed(base: int, players: int, options: dict[str, Any], index: int) -> int:
    """Each player count deals its own games."""
    return derive_seed(f"oots/{base}/{players}/{index}")


def record(match: Match) -> dict[str, Any]:
    """One finished (or capped) game: characters by seat, winners, Xykon, length."""
    state = match.state
    result = match.result()
    return {
        "characters": [p.character for p in state.players],
        "winners": list(result.winners) if result else [],
        "over": bool(state.over),
        "xykon": state.xykon_victor,
        "turns": state.turn_no,
        "decisions": len(match.log),
    }


def table(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Self-play statistics over the games of one player count."""
    played: Counter[str] = Counter()
    won: Counter[str] = Counter()
    slayer: Counter[str] = Counter()
    for game in records:
        chars = game["characters"]
        played.update(chars)
        for seat in game["winners"]:
            won[chars[seat]] += 1
        if game["xykon"] >= 0:
            slayer[chars[game["xykon"]]] += 1
    ended = [g for g in records if g["over"]]
    rates = {c: won[c] / played[c] for c in sorted(played)}
    low = min(rates.values(), default=0.0)
    return {
        "games": len(records),
        "xykon_defeated": sum(g["xykon"] >= 0 for g in records) / len(records),
        "ended": len(ended) / len(records),
        "turns_median": statistics.median(g["turns"] for g in ended) if ended else 0,
        "minutes_median": statistics.median(g["decisions"] for g in ended) * PAGE_PAUSE / 60 if ended else 0.0,
        "decisions_median": statistics.median(g["decisions"] for g in records),
        "win_rate": rates,
        "spread": max(rates.values()) / low if low else float("inf"),
        "slayer": {c: slayer[c] / played[c] for c in sorted(played)},
    }


def summarise(rows: list[dict[str, Any]]) -> str:
    """One block per player count (and options, bots), in plan order."""
    groups: dict[tuple, list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault((row["players"], tuple(sorted(row["options"].items())), tuple(row["bots"])), []).append(row)
    lines = []
    for (players, options, bots), group in groups.items():
        t = table([row["record"] for row in group])
        chosen = "".join(f", {k}={v}" for k, v in options)
        lines.append(f"== {players} players, {t['games']} games, bot {'/'.join(dict.fromkeys(bots))}{chosen}")
        lines.append(
            f"Xykon defeated {t['xykon_defeated']:.1%}  ended {t['ended']:.1%}  median of ended games: "
            f"{t['turns_median']} turns, {t['minutes_median']:.0f} minutes of computer play  "
            f"(decisions median {t['decisions_median']})"
        )
        lines += [f"  {c:<12} wins {rate:.1%}  defeats Xykon {t['slayer'][c]:.1%}" for c, rate in t["win_rate"].items()]
        lines.append(f"  max/min character win rate: {t['spread']:.2f} (target <= 1.5)")
    return "\n".join(lines)
