"""Do Screw This! and assistance matter?  `python -m bench.oots_features --games N --players 4 --jobs 2`.

Issue 15 asks for a table showing that the computers win more often with Screw This! cards
and assistance than without them.  Every game seats full greedy computers against
handicapped ones, half and half (seat kinds alternate; odd games swap them, so seat order and
the characters dealt even out):

- ``full``: the greedy computer as shipped.
- ``none``: the same computer that never plays a Screw This! card, never asks for help and
  always declines to help (it still battles, plays Monsters, trades...).
- ``random``: the same computer, but where it could play a Screw This! card or ask for help it
  picks at random among those plays and the greedy choice without one; asked for help, it
  answers at random.

The full seats' share of the wins (a shared win counts as a part) against 50% says whether the
features help the seats that use them well.  The handicap reads only the options of the
decision, so every seat still decides from its own view.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from engine import Chance, Match, Seat, derive_seed
from engine.core.bots import greedy_choice, playable
from engine.core.decision import Choice

GAME = "oots"
KINDS = ("full", "none", "random")
PLAYS = ("screw", "offer")  # using a feature on one's own initiative
ANSWERS = ("help", "no_help", "wait")  # answering an offer of Loot for help
MAX_DECISIONS = 20_000


def head(key: str) -> str:
    return key.partition(":")[0]


def handicapped(kind: str, match: Match, decision: Any, dice: Chance) -> Choice:
    """The move of a `none` or `random` seat (see the module docstring)."""
    game, view = match.game, match.state.view(decision.player)
    allowed = playable(decision)
    heads = {i: head(decision.options[i].key) for i in allowed}
    if any(h in ANSWERS for h in heads.values()):
        if kind == "none":
            no = [i for i in allowed if heads[i] == "no_help"]
            if no:
                return Choice(no[0], ())
        return Choice(allowed[dice.below(len(allowed))], ())
    uses = [i for i in allowed if heads[i] in PLAYS]
    rest = [i for i in allowed if heads[i] not in PLAYS]
    if not uses or not rest:
        return greedy_choice(game, view, decision, dice)
    scores = list(game.bot_scores(view, decision))
    best = max(rest, key=lambda i: scores[i])  # the greedy choice among the plays without a feature
    if kind == "none":
        return Choice(best, ())
    pool = [*uses, best]
    return Choice(pool[dice.below(len(pool))], ())


def play(players: int, other: str, index: int, seed: int = 1) -> dict[str, Any]:
    """One game: full seats against `other` seats; what each seat did and who won."""
    kinds = [("full", other)[(seat + index) % 2] for seat in range(players)]
    game_seed = derive_seed(f"oots_features/{seed}/{players}/{other}/{index}")
    match = Match(GAME, tuple(Seat(f"Bot {i + 1}", "greedy") for i in range(players)), {}, game_seed)
    dice = Chance(game_seed ^ 0x5DEECE66D)
    used: list[Counter[str]] = [Counter() for _ in range(players)]
    for _ in range(MAX_DECISIONS):
        decision = match.decision
        if decision is None:
            break
        kind = kinds[decision.player]
        if kind == "full":
            choice = greedy_choice(match.game, match.state.view(decision.player), decision, dice)
        else:
            choice = handicapped(kind, match, decision, dice)
        h = head(decision.options[choice.index].key)
        if h in PLAYS or h == "help":
            used[decision.player][h] += 1
        match.play(choice)
    result = match.result()
    return {
        "kinds": kinds,
        "characters": [p.character for p in match.state.players],
        "winners": list(result.winners) if result else [],
        "xykon": match.state.xykon_victor,
        "used": [dict(c) for c in used],
    }


def table(games: list[dict[str, Any]], other: str) -> list[str]:
    """Win share, Xykon defeats and feature use per kind of seat."""
    share: Counter[str] = Counter()
    seats: Counter[str] = Counter()
    slayer: Counter[str] = Counter()
    used: dict[str, Counter[str]] = {"full": Counter(), other: Counter()}
    for g in games:
        for seat, kind in enumerate(g["kinds"]):
            seats[kind] += 1
            used[kind].update(g["used"][seat])
        for seat in g["winners"]:
            share[g["kinds"][seat]] += 1 / len(g["winners"])
        if g["xykon"] >= 0:
            slayer[g["kinds"][g["xykon"]]] += 1
    n = len(games)
    lines = []
    for kind in ("full", other):
        per = max(seats[kind], 1)
        lines.append(
            f"  {kind:<7} wins {share[kind] / n:6.1%} of games  defeats Xykon {slayer[kind] / n:6.1%}  "
            f"per seat and game: Screw This! {used[kind]['screw'] / per:.2f}, asks {used[kind]['offer'] / per:.2f}, "
            f"helps {used[kind]['help'] / per:.2f}"
        )
    return lines


def _play(args: tuple[int, str, int, int]) -> dict[str, Any]:
    return play(*args)


class _Here:
    """One game after another in this process, shaped like a pool."""

    def __enter__(self) -> _Here:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def map(self, fn: Any, items: list[Any]) -> Any:
        return map(fn, items)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.oots_features", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="games per table row")
    ap.add_argument("--players", type=int, nargs="+", default=[4])
    ap.add_argument("--against", nargs="+", choices=KINDS[1:], default=list(KINDS[1:]))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    started = time.perf_counter()
    work = [(p, o, i, args.seed) for p in args.players for o in args.against for i in range(args.games)]
    games: list[dict[str, Any]] = []
    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else _Here() as pool:
        for game in pool.map(_play, work):
            games.append(game)
            if len(games) % 10 == 0:
                done = f"{len(games)}/{len(work)} games, {time.perf_counter() - started:.0f} s"
                print(done, file=sys.stderr, flush=True)
    print("Full greedy computers against handicapped ones, half the seats each (parity: 50%)")
    for p in args.players:
        for o in args.against:
            rows = [g for g, w in zip(games, work, strict=True) if w[0] == p and w[1] == o]
            print(f"== {p} players, full vs {o}, {len(rows)} games")
            print("\n".join(table(rows, o)))
    print(f"{len(games)} games in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
