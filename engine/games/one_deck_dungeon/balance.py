"""Balance table: greedy solo games per hero x dungeon (win rate, floor reached, score).

Run: python -m engine.games.one_deck_dungeon.balance --games 200 [--seed 1] [--hero Warrior] [--dungeon yeti]
Prints one row per hero x dungeon and a summary of the spread between heroes.
"""

from __future__ import annotations

import argparse
import time

from ...core.bots import choose
from ...core.game import Seat
from ...core.match import Match
from ...core.rng import Chance
from . import GAME, content


def play(hero: str, dungeon: str, seed: int) -> tuple[bool, int, int, int]:
    """One greedy solo game: (won, floor reached, score, turns)."""
    m = Match(GAME, (Seat("Solo", "greedy"),), {"hero1": hero, "dungeon": dungeon}, seed)
    dice = Chance(seed ^ 0x5EED)
    while m.decision is not None:
        m.play(choose("greedy", m.game, m.state, m.decision, dice))
    st = m.state
    from .rules import score

    return bool(st.won), st.floor, score(st), st.turns


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hero", action="append")
    ap.add_argument("--dungeon", action="append")
    args = ap.parse_args(argv)
    heroes = args.hero or list(content.HERO_NAMES)
    dungeons = args.dungeon or list(content.DUNGEON_IDS)
    print(
        f"{'hero':8s} {'dungeon':8s} {'games':>5s} {'win%':>6s} {'floor':>6s} {'boss%':>6s} {'score':>6s} {'turns':>6s}"
    )
    by_hero: dict[str, list[int]] = {h: [0, 0] for h in heroes}
    t0 = time.time()
    for hero in heroes:
        for dungeon in dungeons:
            wins = floors = boss = score = turns = 0
            for g in range(args.games):
                won, floor, sc, tu = play(hero, dungeon, args.seed * 100_003 + g)
                wins += won
                floors += min(floor, 4)
                boss += floor >= 4
                score += sc
                turns += tu
            n = args.games
            by_hero[hero][0] += wins
            by_hero[hero][1] += n
            print(
                f"{hero:8s} {dungeon:8s} {n:5d} {100 * wins / n:6.1f} {floors / n:6.2f} {100 * boss / n:6.1f}"
                f" {score / n:6.1f} {turns / n:6.1f}",
                flush=True,
            )
    rates = {h: w / n for h, (w, n) in by_hero.items() if n}
    print("win rate by hero: " + ", ".join(f"{h} {100 * r:.1f}%" for h, r in rates.items()))
    lo = min(rates.values())
    print(f"strongest / weakest: {max(rates.values()) / lo if lo else float('inf'):.2f}  ({time.time() - t0:.0f} s)")


if __name__ == "__main__":
    main()
