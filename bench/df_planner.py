"""Dungeon Fighter computer throws (digest 5.10): planner time, hit rates per skill, and bot games.

    python -m bench.df_planner [--n 12] [--skills clumsy,average,skilled,master]
    python -m bench.df_planner --games 20 [--players 3] [--difficulties easy,normal,insane]
    python -m bench.df_planner --write-table [--jobs 2]   # regenerate physics/plan_table.py
    python -m bench.df_planner --write-table --stale-only [--jobs 2]   # only the sets whose probe changed
    python -m bench.df_planner --check-table    # every table entry equals a fresh sweep
    python -m bench.df_planner --all-pairs [--skills average]   # cold plan time of all 231 pairs

Requirement sets: none, each single requirement, and a few pairs.  Per set
and skill, throws k = 0..n-1 are planned (as the computers plan: once per
set, home edge and skill; k cycles through the four edges) and executed with
noise from a seed of their own, then thrown for real with the game's seed (as
in a game, the planner never sees that one).  Times are CPU seconds of this process (the machine is
shared; wall time follows CPU time when it is not).  "cold" is a set's first
plan with nothing cached (the pairs: the singles come from the table).
A random gesture (every param uniform, the platform's random bot) is the
baseline hit rate.  No assertions: tests/games/dungeon_fighter/test_computer_throws.py
holds the margins.
"""

from __future__ import annotations

import argparse
import itertools
import pprint
import statistics
import subprocess
import sys
import time
from pathlib import Path

from engine.core.rng import Chance
from engine.games.dungeon_fighter.physics import EDGES, GESTURE_PARAMS, REQUIREMENT_IDS, Gesture, throw
from engine.games.dungeon_fighter.physics import plan as plan_mod
from engine.games.dungeon_fighter.physics.plan import SKILLS, execute, fresh_sweep, plan

PAIRS = (("two_bounce", "blind"), ("far", "weak_hand"), ("spin", "jump"), ("head", "sitting"))
GAME_SEED = 0x0DF0_1234_5678
AI_SEED = 0x0A1_5EED


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def random_gesture(dice: Chance) -> Gesture:
    return Gesture(*(p.low + dice.below(p.high - p.low + 1) for p in GESTURE_PARAMS))


def clear_caches() -> None:
    """Forget every sweep and plan made in this process (a cold start, as a fresh page has)."""
    plan_mod._SWEEPS.clear()
    plan_mod._QUICK.clear()
    plan_mod._PLANS.clear()


def measure_all_pairs(skills: list[str]) -> None:
    """A computer's first plan for each of the 231 requirement pairs, which no table holds.

    They take the bounded search (plan.quick_sweep from one edge); this prints
    its CPU time per pair (nothing cached: the page's cost the first time a
    pair comes up), for the greedy computers' budget of digest 5.10 step 6.
    """
    pairs = [tuple(p) for p in itertools.combinations(REQUIREMENT_IDS, 2)]
    for skill in skills:
        times: list[tuple[float, tuple[str, ...]]] = []
        for reqs in pairs:
            clear_caches()
            t0 = time.process_time()
            plan(reqs, home="S", skill=skill, miss_cost=plan_mod.COMPUTER_MISS_COST)
            times.append((time.process_time() - t0, reqs))
        ms = [t * 1000 for t, _r in times]
        worst = max(times)
        print(
            f"{skill:8s} cold pair plan, ms CPU over {len(pairs)} pairs: p50 {pct(ms, 0.5):.0f}  "
            f"p95 {pct(ms, 0.95):.0f}  max {max(ms):.0f} ({'+'.join(worst[1])})"
        )


def measure_sets(n: int, skills: list[str]) -> None:
    """Planner time and hit rate per requirement set and skill."""
    sets = [(), *((r,) for r in REQUIREMENT_IDS), *PAIRS]
    cold: list[float] = []
    for reqs in PAIRS:
        clear_caches()
        t0 = time.process_time()
        plan(reqs, home="S", miss_cost=plan_mod.COMPUTER_MISS_COST)
        cold.append(time.process_time() - t0)
    clear_caches()
    print(f"cold plan (a pair: sweeps and plan made now): {', '.join(f'{c * 1000:.0f}' for c in cold)} ms")
    dice = Chance(7)
    base_hits = base_n = 0
    for reqs in sets:
        for k in range(n):
            g = random_gesture(dice)
            base_hits += throw(g, die="red", requirements=reqs, seed=GAME_SEED, k=k).outcome.contact
            base_n += 1
    print(f"random gesture (the random bot): P(contact) {base_hits / base_n:.3f} over {base_n} throws")
    print(f"{'set':28s} " + " ".join(f"{s:>8s}" for s in skills))
    times: dict[str, list[float]] = {s: [] for s in skills}
    first: dict[str, list[float]] = {s: [] for s in skills}
    totals = {s: [0, 0] for s in skills}
    for reqs in sets:
        row = []
        for skill in skills:
            hits = 0
            for k in range(n):
                home = EDGES[k % 4]
                t0 = time.process_time()
                g = plan(reqs, home=home, skill=skill, miss_cost=plan_mod.COMPUTER_MISS_COST)  # as bot.throw_params
                g = execute(g, SKILLS[skill], reqs, AI_SEED, k)
                (first if k < 4 else times)[skill].append(time.process_time() - t0)
                hits += throw(g, die="red", requirements=reqs, seed=GAME_SEED, k=k).outcome.contact
            totals[skill][0] += hits
            totals[skill][1] += n
            row.append(f"{hits / n:8.2f}")
        print(f"{'+'.join(reqs) or '(none)':28s} " + " ".join(row))
    print(f"{'all sets':28s} " + " ".join(f"{h / t:8.3f}" for h, t in totals.values()))
    for label, table in (("first plan per (set, home edge, skill)", first), ("a plan made before", times)):
        print(f"plan + execute, ms CPU per throw, {label}:")
        for skill, ts in table.items():
            if ts:
                ms = [t * 1000 for t in ts]
                p50, p95 = statistics.median(ms), pct(ms, 0.95)
                print(f"  {skill:8s} p50 {p50:6.1f}  p95 {p95:6.1f}  max {max(ms):6.1f}  n={len(ms)}")


def play_games(games: int, players: int, difficulties: list[str], skill: str) -> None:
    """Greedy bot-only games per difficulty: wins, decisions/s, and each computer throw's decision time."""
    from engine import Match, Seat, bot_choose
    from engine.core.match import derive_seed

    for diff in difficulties:
        wins = decisions = 0
        throw_ms: list[float] = []
        t_start = time.perf_counter()
        c_start = time.process_time()
        for i in range(games):
            seed = derive_seed(f"df-planner/{diff}/{i}")
            seats = tuple(Seat(f"Bot {j + 1}", "greedy") for j in range(players))
            match = Match("dungeon_fighter", seats, {"difficulty": diff, "computer_skill": skill}, seed)
            dice = Chance(seed ^ 0x5DEECE66D)
            for _ in range(20_000):
                decision = match.decision
                if decision is None:
                    break
                t0 = time.process_time()
                choice = bot_choose("greedy", match.game, match.state, decision, dice)
                if decision.options[choice.index].key.startswith("throw:"):
                    throw_ms.append((time.process_time() - t0) * 1000)
                match.play(choice)
            decisions += len(match.log)
            result = match.result()
            wins += bool(result is not None and result.winners)
        wall = time.perf_counter() - t_start
        cpu = time.process_time() - c_start
        print(
            f"{diff:7s} {skill}: won {wins}/{games}, {decisions} decisions, {decisions / cpu:.1f}/s CPU "
            f"({decisions / wall:.1f}/s wall); a computer throw's decision p50 {statistics.median(throw_ms):.0f} "
            f"p95 {pct(throw_ms, 0.95):.0f} max {max(throw_ms):.0f} ms CPU over {len(throw_ms)}"
        )


def table_entries() -> list[tuple[tuple[str, ...], str]]:
    return [(reqs, edge) for reqs in [(), *((r,) for r in sorted(REQUIREMENT_IDS))] for edge in EDGES]


def plan_entries() -> list[tuple[tuple[str, ...], tuple[str, ...], str]]:
    out = []
    for reqs in [(), *((r,) for r in sorted(REQUIREMENT_IDS))]:
        edge_sets = dict.fromkeys(plan_mod.plan_edges(reqs, home) for home in EDGES)
        out += [(reqs, edges, skill) for edges in edge_sets for skill in SKILLS]
    return out


def fresh_tables(jobs: int = 1, sets: set | None = None) -> tuple[dict, dict]:
    """Both tables computed afresh (the caches refilled from fresh sweeps only), the plans on `jobs` processes.

    `sets`: only those requirement sets (a table entry is a pure function of its key, so the
    others would come out as they are)."""
    plan_mod._SWEEPS.clear()
    plan_mod._PLANS.clear()
    sweeps = {}
    for reqs, edge in table_entries():
        if sets is not None and reqs not in sets:
            continue
        found = fresh_sweep(reqs, edge)
        plan_mod._SWEEPS[reqs, edge] = found
        sweeps[reqs, edge] = tuple((neg, i) for neg, i, _g in found)
    entries = [e for e in plan_entries() if sets is None or e[0] in sets]
    if jobs > 1:  # each worker sweeps afresh what it needs (the sweeps are a pure function of their key)
        import multiprocessing

        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            found = pool.starmap(plan_mod.table_plan, entries, chunksize=1)
    else:
        found = [plan_mod.table_plan(*entry) for entry in entries]
    plans = {entry: (tuple(p.gesture), p.p_contact, p.value) for entry, p in zip(entries, found, strict=True)}
    return sweeps, plans


def fresh_probes() -> dict:
    return {reqs: plan_mod.probe(reqs) for reqs in dict.fromkeys(reqs for reqs, _e in table_entries())}


def write_table(jobs: int = 1, stale_only: bool = False) -> None:
    sets = None
    probes = fresh_probes()
    if stale_only:  # keep every entry whose probe (physics, candidates, PLAN_VERSION) still matches
        from engine.games.dungeon_fighter.physics.plan_table import PLANS, PROBES, TABLE

        sets = {key for key in probes if PROBES.get(key) != probes[key]}
        print(f"recomputing {sorted(sets)}")
    sweeps, plans = fresh_tables(jobs, sets)
    if stale_only:
        sweeps = {**{k: v for k, v in TABLE.items() if k[0] not in sets}, **sweeps}
        plans = {**{k: v for k, v in PLANS.items() if k[0] not in sets}, **plans}
        order = {key: i for i, key in enumerate(table_entries())}
        sweeps = dict(sorted(sweeps.items(), key=lambda kv: order.get(kv[0], len(order))))
        porder = {key: i for i, key in enumerate(plan_entries())}
        plans = dict(sorted(plans.items(), key=lambda kv: porder.get(kv[0], len(porder))))
    path = Path(plan_mod.__file__).with_name("plan_table.py")
    head = path.read_text(encoding="utf-8").split("\nPROBES: dict", 1)[0].split("\nTABLE: dict", 1)[0] + "\n"
    kind = "dict[tuple[tuple[str, ...], str], tuple[tuple[float, int], ...]]"
    pkind = "dict[tuple[tuple[str, ...], tuple[str, ...], str], tuple[tuple[int, ...], float, float]]"
    body = pprint.pformat(sweeps, width=110, compact=True)
    pbody = pprint.pformat(plans, width=110, compact=True)
    probes = pprint.pformat(probes, width=110)
    path.write_text(
        f"{head}\nPROBES: dict[tuple[str, ...], str]\nPROBES = {probes}\n"
        f"TABLE: {kind}\nTABLE = {body}\nPLANS: {pkind}\nPLANS = {pbody}\n"
    )
    subprocess.run([sys.executable, "-m", "ruff", "format", str(path)], check=False)
    print(f"wrote {len(sweeps)} sweeps and {len(plans)} plans to {path}")


def check_table(jobs: int = 1) -> None:
    from engine.games.dungeon_fighter.physics.plan_table import PLANS, PROBES, TABLE

    probes = fresh_probes()
    stale = [key for key in probes if PROBES.get(key) != probes[key]]
    print(f"physics changed since the table was made for: {stale or 'none'}")
    sweeps, plans = fresh_tables(jobs)
    bad = [key for key in sweeps if TABLE.get(key) != sweeps[key]]
    bad += [key for key in plans if PLANS.get(key) != plans[key]]
    print(f"{len(sweeps) + len(plans) - len(bad)} of {len(sweeps) + len(plans)} table entries match; stale: {bad}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=12, help="throws per requirement set and skill")
    ap.add_argument("--skills", default="clumsy,average,skilled,master")
    ap.add_argument("--games", type=int, default=0, help="play this many bot games per difficulty instead")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--difficulties", default="easy,normal,insane")
    ap.add_argument("--skill", default="average", help="the computers' skill in --games")
    ap.add_argument("--write-table", action="store_true")
    ap.add_argument("--stale-only", action="store_true", help="--write-table: only the sets whose probe changed")
    ap.add_argument("--check-table", action="store_true")
    ap.add_argument("--jobs", type=int, default=1, help="processes for --write-table / --check-table")
    ap.add_argument("--all-pairs", action="store_true", help="time a cold plan for every requirement pair")
    args = ap.parse_args()
    if args.write_table:
        write_table(args.jobs, args.stale_only)
    elif args.check_table:
        check_table(args.jobs)
    elif args.all_pairs:
        measure_all_pairs(args.skills.split(","))
    elif args.games:
        play_games(args.games, args.players, args.difficulties.split(","), args.skill)
    else:
        measure_sets(args.n, args.skills.split(","))


if __name__ == "__main__":
    main()
