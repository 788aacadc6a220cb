"""Balance tables from computer self-play: `python -m bench.balance dungeon_fighter --games N`.

Dungeon Fighter is co-operative: the party wins or loses together, so the
tables are per difficulty (win rate, how deep the party got, the score and
its rating, throws per game, heroes lost), then the win rate of the games
each hero and each final boss took part in.  The computers throw through the
physics with their planner (§5.10), so these numbers measure the content
against the same hands a player's computer teammates have.

This module is the game's balance hook (see bench/balance/__init__.py).
"""

from __future__ import annotations

import statistics
from collections import Counter
from typing import Any

from ...core.match import Match
from .scoring import rating, score

PLAYERS = [4]  # digest 6.7: four Average computer seats
SWEEP = {"difficulty": ("easy", "normal", "insane")}
RECORD_VERSION = 2


def record(match: Match) -> dict[str, Any]:
    """One finished game: the party's result, depth, score, throws, heroes, boss and losses."""
    state = match.state
    points = score(state) if state.won else 0
    return {
        "won": bool(state.won),
        "difficulty": state.difficulty,
        "floor": state.floor + 1,  # 1..3 the dungeon's floors, 4 the final boss
        "rounds": state.round,
        "throws": state.throw_k,
        "score": points,
        "rating": rating(points) if state.won else "",
        "heroes": [h.hero for h in state.heroes],
        "eliminated": sum(h.eliminated for h in state.heroes),
        "scars": sum(h.scars_received for h in state.heroes),
        "faints": faints(state),
        "boss": state.boss,
        "decisions": len(match.log),
    }


def faints(state: Any) -> int:
    """Hero faints in the game (digest 6.7): each became a scar or an elimination, or is still down at the end."""
    return sum(h.scars_received + h.eliminated + (h.fainted and not h.eliminated) for h in state.heroes)


def table(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Self-play statistics over the games of one cell (difficulty, party size)."""
    played: Counter[str] = Counter()
    won: Counter[str] = Counter()
    bosses: Counter[str] = Counter()
    boss_won: Counter[str] = Counter()
    for game in records:
        for hero in game["heroes"]:
            played[hero] += 1
            won[hero] += game["won"]
        if game["floor"] == 4:  # the boss was met
            bosses[game["boss"]] += 1
            boss_won[game["boss"]] += game["won"]
    wins = [g for g in records if g["won"]]
    return {
        "games": len(records),
        "win_rate": len(wins) / len(records),
        "reached_boss": sum(g["floor"] == 4 for g in records) / len(records),
        "floor_mean": statistics.mean(g["floor"] for g in records),
        "rounds_mean": statistics.mean(g["rounds"] for g in records),
        "throws_mean": statistics.mean(g["throws"] for g in records),
        "score_of_wins": statistics.mean(g["score"] for g in wins) if wins else 0.0,
        "ratings": dict(Counter(g["rating"] for g in wins)),
        "heroes_lost_mean": statistics.mean(g["eliminated"] for g in records),
        "scars_mean": statistics.mean(g["scars"] for g in records),
        "faints_median": statistics.median(g.get("faints", 0) for g in records),
        "win_rate_by_hero": {h: won[h] / played[h] for h in sorted(played)},
        "boss_win_rate": {b: boss_won[b] / bosses[b] for b in sorted(bosses)},
        # Digest 6.7's fairness targets: no hero over 8 points above the mean, no boss 10 from the others.
        "hero_above_mean": max(won[h] / played[h] for h in played) - len(wins) / len(records) if played else 0.0,
        "boss_spread": (max(rates) - min(rates)) if (rates := [boss_won[b] / bosses[b] for b in bosses]) else 0.0,
    }


def summarise(rows: list[dict[str, Any]]) -> str:
    """One block per party size, difficulty and seat bots, in plan order."""
    groups: dict[tuple, list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault((row["players"], tuple(sorted(row["options"].items())), tuple(row["bots"])), []).append(row)
    lines = []
    for (players, options, bots), group in groups.items():
        t = table([row["record"] for row in group])
        chosen = "".join(f", {k}={v}" for k, v in options)
        lines.append(f"== {players} hero(es), {t['games']} games, bot {'/'.join(dict.fromkeys(bots))}{chosen}")
        lines.append(
            f"win {t['win_rate']:.1%}  reached the boss {t['reached_boss']:.1%}  floor {t['floor_mean']:.2f}  "
            f"rounds {t['rounds_mean']:.1f}  throws {t['throws_mean']:.1f}  heroes lost {t['heroes_lost_mean']:.2f}  "
            f"scars {t['scars_mean']:.2f}  faints (median) {t['faints_median']:g}  "
            f"score of wins {t['score_of_wins']:.1f}"
        )
        if t["ratings"]:
            lines.append("  ratings: " + ", ".join(f"{r} {n}" for r, n in sorted(t["ratings"].items())))
        lines.append(
            f"  spread: best hero {t['hero_above_mean']:+.1%} above the mean, bosses {t['boss_spread']:.1%} apart"
        )
        lines += [f"  {hero:<14} win {rate:.1%}" for hero, rate in t["win_rate_by_hero"].items()]
        lines += [f"  boss {boss:<12} win {rate:.1%} of the fights" for boss, rate in t["boss_win_rate"].items()]
    return "\n".join(lines)
