"""Balance table: greedy solo games per hero x dungeon (win rate, floor reached, score).

Run: python -m bench.balance one_deck_dungeon --games 200 [--seed 1] [--option hero1=Warrior]
         [--option dungeon=yeti] [--jobs 2] [--out results.jsonl --resume]
Prints one row per hero x dungeon and a summary of the spread between heroes.

This module is the game's balance hook (see bench/balance/__init__.py): the runner plays
the games (local processes or a Dask cluster; long runs, >= 2,000 games per cell, resume
from the results file) and hands the finished games' `record`s to `summarise`.
Game g of a cell always uses seed `seed * 100_003 + g`, the same in every cell.
"""

from __future__ import annotations

from typing import Any

from ...core.match import Match
from . import content

PLAYERS = [1]
SWEEP = {"hero1": content.HERO_NAMES, "dungeon": content.DUNGEON_IDS}
DICE_SALT = 0x5EED
RECORD_VERSION = 1


def game_seed(base: int, players: int, options: dict[str, Any], index: int) -> int:
    return base * 100_003 + index


def record(match: Match) -> dict[str, Any]:
    """One finished game: won, floor reached, score, turns."""
    from .rules import score

    st = match.state
    return {"won": bool(st.won), "floor": st.floor, "score": score(st), "turns": st.turns}


def summarise(rows: list[dict[str, Any]]) -> str:
    """A row per hero x dungeon, then the win rate by hero and the strongest / weakest ratio."""
    cells: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for row in rows:
        cells.setdefault((row["options"]["hero1"], row["options"]["dungeon"]), []).append(row["record"])
    heroes = [h for h in content.HERO_NAMES if any(h == cell[0] for cell in cells)]
    dungeons = [d for d in content.DUNGEON_IDS if any(d == cell[1] for cell in cells)]
    lines = [
        f"{'hero':8s} {'dungeon':8s} {'games':>5s} {'win%':>6s} {'floor':>6s} {'boss%':>6s} {'score':>6s} {'turns':>6s}"
    ]
    by_hero: dict[str, list[int]] = {h: [0, 0] for h in heroes}
    for hero in heroes:
        for dungeon in dungeons:
            games = cells.get((hero, dungeon), [])
            n = len(games)
            if not n:
                continue
            wins = sum(g["won"] for g in games)
            by_hero[hero][0] += wins
            by_hero[hero][1] += n
            floors = sum(min(g["floor"], 4) for g in games)
            boss = sum(g["floor"] >= 4 for g in games)
            lines.append(
                f"{hero:8s} {dungeon:8s} {n:5d} {100 * wins / n:6.1f} {floors / n:6.2f}"
                f" {100 * boss / n:6.1f} {sum(g['score'] for g in games) / n:6.1f}"
                f" {sum(g['turns'] for g in games) / n:6.1f}"
            )
    rates = {h: w / n for h, (w, n) in by_hero.items() if n}
    lines.append("win rate by hero: " + ", ".join(f"{h} {100 * r:.1f}%" for h, r in rates.items()))
    wins, games = sum(w for w, _ in by_hero.values()), sum(n for _, n in by_hero.values())
    lo = min(rates.values())
    lines.append(f"overall solo win rate {100 * wins / games:.1f}% over {games} games")
    lines.append(f"strongest / weakest: {max(rates.values()) / lo if lo else float('inf'):.2f}")
    return "\n".join(lines)
