"""How often the device changes hands when everyone at one screen is a person (issue 15).

`python -m bench.oots_handoffs --games 40 --players 4 [--quiet]`

Every seat is a person (so the Screw This! windows use the shared-screen scheme of
engine/games/oots/windows.py), but the greedy computer makes each seat's choice from that
seat's own view, so the games play as a table of sound players would.  A hand-off is what
the page shows (web/views/play.needs_handoff): a decision by a different person than the
one who decided last.  Counted per turn, and split by what the person is handed the device
for: a Screw This! window question (with or without a card they could play), or anything
else (playing a Monster into someone's battle, answering an offer, defending...).  A window
question also costs the hand-off *after* it when the device then goes to someone else; that
is counted as "back from windows".  `--quiet` seats everyone on "only when I can play"
(`pass:quiet`), the cheapest the current scheme allows, to compare.

"run hand-offs" look at each run of window questions with nothing else between (a W4 and the
W5 after it, say), counting the hand-off to whoever decides after the run: as asked, and as
they would be were each response round's people asked holder first and next decider last (a
bound for reordering: windows.start_round puts the player whose turn it is last instead).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from typing import Any

from engine import Chance, Match, Seat, derive_seed
from engine.core.bots import greedy_choice

GAME = "oots"
NAMES = ("Ana", "Ben", "Cy", "Di", "Emi", "Finn")
MAX_DECISIONS = 20_000


def window_question(state: Any, decision: Any) -> bool:
    return state.window is not None and decision.options[-1].key.startswith("pass")


def reordered(block: list[tuple[int, int]], holder: int | None, after: int | None) -> int:
    """Hand-offs of a run of window questions (seat, round) had each response round asked its
    people starting with the one holding the device and ending with the one who decides next
    (the same questions, only their order within a round changed), counting the hand-off to
    the decider after the run."""
    rounds: list[list[int]] = []
    for seat, r in block:
        if not rounds or rounds[-1][0] != r:
            rounds.append([r])
        rounds[-1].append(seat)
    order: list[int] = []
    for i, (_, *seats) in enumerate(rounds):
        first = order[-1] if order else holder
        last = after if i == len(rounds) - 1 else None
        seats = sorted(seats, key=lambda s: (s != first, s == last and s != first))
        order += seats
    count, at = 0, holder
    for seat in [*order, after]:
        if seat is not None and seat != at:
            count += 1
        at = seat if seat is not None else at
    return count


def play_one(seed: int, players: int, quiet: bool, length: str) -> Counter:
    """One game; the counts of its hand-offs (see the module docstring)."""
    match = Match(GAME, tuple(Seat(n) for n in NAMES[:players]), {"length": length}, seed)
    state = match.state
    if quiet:
        state.quiet[:] = range(players)
    dice = Chance(derive_seed(f"handoffs/{seed}"))
    counts: Counter = Counter()
    last, last_was_window, seen = None, False, len(state.log)
    block: list[tuple[int, int]] = []  # the run of window questions going on: (seat, response round)
    holder: int | None = None  # who held the device before the run
    rounds, stack = 0, -1
    for _ in range(MAX_DECISIONS):
        decision = match.decision
        if decision is None:
            break
        seat = decision.player
        is_window = window_question(state, decision)
        if is_window:
            if not block:
                holder = last
            if len(state.window.stack) != stack or not block:
                rounds, stack = rounds + 1, len(state.window.stack)
            block.append((seat, rounds))
        elif block:  # the run ends: its hand-offs as asked, and as they could be asked
            asked = sum(1 for (s, _), t in zip(block, [holder] + [b[0] for b in block[:-1]], strict=True) if s != t)
            counts["run hand-offs as asked"] += asked + (seat != block[-1][0])
            counts["run hand-offs reordered"] += reordered(block, holder, seat)
            block = []
        if is_window:
            can = any(o.key.startswith("screw:") for o in decision.options)
            counts["window questions"] += 1
            counts[f"window {state.window.name}"] += 1
            counts["... with a card to play" if can else "... with nothing to play"] += 1
        if seat != last:
            counts["hand-offs"] += 1
            if is_window:
                counts["hand-offs to a window question"] += 1
            elif last_was_window:
                counts["hand-offs back from windows"] += 1
            else:
                counts["hand-offs for anything else"] += 1
        last, last_was_window = seat, is_window
        match.play(greedy_choice(match.game, state.view(seat), decision, dice))
        for line in state.log[seen:]:
            counts["turns"] += line.startswith("— ") and line.endswith("turn —")
        seen = len(state.log)
    return counts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--length", default="short", choices=("short", "medium", "long"))
    ap.add_argument("--quiet", action="store_true", help='everyone on "stop for me only when I can play"')
    args = ap.parse_args(argv)
    total: Counter = Counter()
    started = time.monotonic()
    for g in range(args.games):
        total += play_one(derive_seed(f"oots-handoffs/{g}"), args.players, args.quiet, args.length)
    turns = max(1, total["turns"])
    scheme = "only when I can play" if args.quiet else "stop for me at every window (default)"
    print(f"{args.games} games, {args.players} people at one screen, {args.length}, {scheme}: {turns} turns")
    for key in sorted(total, key=lambda k: (not k.startswith("hand-offs"), k)):
        if key != "turns":
            print(f"  {key:38s} {total[key] / turns:6.2f} a turn")
    print(f"  ({time.monotonic() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
