"""Dice helper speed: p50/p95 of `placement.solve` in CPython on large rolls (no assertions), with
every §6.3 tie-break as auto-place uses them in a new game.

Run: .venv/bin/python -m bench.odd_placement [rolls per case, default 30]
Times are CPU time (`time.process_time`): a machine busy with other work does not inflate them.
Rolls are the biggest a party meets: a boss round with 8 Strength, 6 Agility,
5 Magic and 2 heroic dice, and a floor-3 foe with its dungeon boxes.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from engine.games.one_deck_dungeon import content
from engine.games.one_deck_dungeon.placement import SBox, SDie, solve


def sbox(b: content.Box, strict: bool = False) -> SBox:
    return SBox(
        b.value or 9,
        b.color,
        b.wide,
        b.armor,
        strict and b.armor,
        2 if b.mark == "lich" else 1,
        b.dmg,
        b.time,
        1 if b.star else 0,
        b.hits,
        1 if b.mark == "head" else 0,
    )


def objective(v: tuple) -> float:
    return 10.0 * v[0] + 3.0 * v[1] + 8.0 * v[2] - 12.0 * (-v[4]) + 10.0 * v[5]


def main() -> None:
    rolls = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    rng = random.Random(7)
    cases = []
    for d in content.DUNGEONS.values():
        cases.append((f"boss {d.boss.name}", [sbox(b, d.boss.ability == "DRAGON") for b in d.boss.boxes]))
        for foe in ("Ogre", "Skeleton", "Beetle", "Goblin"):
            boxes = [sbox(b) for b in content.FOES[foe].boxes]
            for f in d.floors:
                boxes += [sbox(b) for b in f.foe_boxes]
            cases.append((f"{foe} in {d.name} floor 3", boxes))
    sizes = {"21 dice": (("S", 8), ("A", 6), ("M", 5), ("H", 2)), "13 dice": (("S", 5), ("A", 4), ("M", 3), ("H", 1))}
    for size, spec in sizes.items():
        print(f"-- {size}")
        run(cases, spec, rng, rolls)


def run(cases: list, spec: tuple, rng: random.Random, rolls: int) -> None:
    every = []
    for label, boxes in cases:
        times = []
        for _ in range(rolls):
            dice = [SDie(rng.randint(1, 6), c, c == "H") for c, n in spec for _ in range(n)]
            t = time.process_time()
            solve(dice, boxes, objective, scarce=True)  # as a game of the current rules revision places
            times.append((time.process_time() - t) * 1000)
        times.sort()
        every += times
        print(
            f"{label:40s}  p50 {statistics.median(times):6.2f} ms  p95 {times[int(len(times) * 0.95)]:6.2f} ms"
            f"  max {times[-1]:6.2f} ms"
        )

    every.sort()
    print(
        f"{'all cases':40s}  p50 {statistics.median(every):6.2f} ms  p95 {every[int(len(every) * 0.95)]:6.2f} ms"
        f"  max {every[-1]:6.2f} ms"
    )


if __name__ == "__main__":
    main()
