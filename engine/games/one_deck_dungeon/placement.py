"""The dice helper: exact optimal dice-to-box placement (digest §6.3).

Why a Pareto search: the objective is not linear (THICK SKIN, a lethal total,
the Stairs pricing of time, SURVIVOR), but it only ever gets worse when more
damage, time, thefts, empty armor or uncovered heads are left, or fewer boss
hits are made.  So the search keeps, for every sub-problem, the set of
outcome vectors no other outcome beats in every component, and the caller's
objective picks the best at the root.  That is exact for any monotone
objective.

Sub-problems: boxes are processed in a fixed order (gate boxes first: armor,
or the dungeon's peril boxes; R-ODD-030/032), and identical dice collapse
into counts, so the memo key is (box index, gate still open, dice counts).
For each box only *minimal* fillings are tried: a smaller die of the same
kind, or a cover with no removable member, is never worse.  Pairs (two dice
as one of any colour, worth the lower value; R-ODD-027) are only formed from
dice that cannot go on the box by themselves; a pair with a die that fits is
never better than that die alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple


class SDie(NamedTuple):
    """A die as the solver sees it: value, colour (S/A/M/H/T) and `wild` (fits any colour)."""

    value: int
    color: str
    wild: bool = False


class SBox(NamedTuple):
    """A box as the solver sees it.  `need` is what is still missing (wide boxes may be part filled)."""

    need: int
    color: str  # S, A, M or ANY
    wide: bool = False
    gate: bool = False  # armor (or dungeon peril box): must all be filled before other boxes
    strict: bool = False  # Dragon armor: only a native die of the box colour (R-ODD-111)
    covers: int = 1  # Lich mark: two separate covers (R-ODD-113)
    dmg: int = 0
    time: int = 0
    star: int = 0  # 1 if unfilled means a theft
    hits: int = 0  # boss damage when covered
    head: int = 0  # Hydra head: 1 if uncovered removes boss damage


# Outcome vector: (dmg, time, stars, armor_unfilled, -hits, heads, dice_used); every part is "lower is better".
Vec = tuple[int, int, int, int, int, int, int]
ZERO: Vec = (0, 0, 0, 0, 0, 0, 0)


def _add(a: Vec, b: Vec) -> Vec:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4], a[5] + b[5], a[6] + b[6])


def _unfilled(b: SBox) -> Vec:
    return (b.dmg, b.time, b.star, 1 if b.gate else 0, 0, b.head, 0)


def _prune(entries: list) -> list:
    """Keep the entries whose outcome no other entry weakly beats.

    Dominance looks at the six consequence parts only; the dice count just
    breaks ties between identical outcomes (it is a tie-break, §6.3), which
    keeps the frontiers small.
    """
    entries.sort(key=lambda e: e[0])
    kept: list = []
    for e in entries:
        v = e[0]
        dominated = False
        for k in kept:
            w = k[0]
            if w[0] <= v[0] and w[1] <= v[1] and w[2] <= v[2] and w[3] <= v[3] and w[4] <= v[4] and w[5] <= v[5]:
                dominated = True
                break
        if not dominated:
            kept.append(e)
    return kept


class Plan(NamedTuple):
    """The chosen placement: per box, units; a unit is a tuple of die indices (1 die, or 2 for a pair)."""

    cost: float
    vec: Vec
    fills: tuple[tuple[tuple[int, ...], ...], ...]  # fills[box] = units, in the order given


def _cheapest(boxes: list[SBox], k: int) -> tuple[int, ...]:
    """Part by part, the least that leaving any k of these boxes empty can add (a lower bound)."""
    if k <= 0:
        return (0, 0, 0, 0, 0, 0)
    parts = [(b.dmg, b.time, b.star, 1 if b.gate else 0, b.hits, b.head) for b in boxes]
    return tuple(sum(sorted(p[c] for p in parts)[:k]) for c in range(6))


def _weight(b: SBox) -> int:
    return 10 * b.dmg + 3 * b.time + 12 * b.hits + 8 * b.star + 10 * b.head


class _Solver:
    def __init__(self, dice: Sequence[SDie], boxes: Sequence[SBox]) -> None:
        self.types: list[SDie] = sorted(set(dice), key=lambda d: (-d.value, d.color, d.wild))
        self.start = tuple(sum(1 for d in dice if d == t) for t in self.types)
        order = sorted(range(len(boxes)), key=lambda j: (not boxes[j].gate, boxes[j].wide, -_weight(boxes[j]), j))
        self.order = order
        self.boxes = [boxes[j] for j in order]
        self.n_gate = sum(1 for b in self.boxes if b.gate)
        self.memo: dict = {}
        # Tail vectors when the gate stays shut: every later box is left unfilled.
        self.tail: list[Vec] = [ZERO] * (len(self.boxes) + 1)
        for i in range(len(self.boxes) - 1, -1, -1):
            self.tail[i] = _add(self.tail[i + 1], _unfilled(self.boxes[i]))
        self.fit_cache: dict = {}

    def fits(self, bi: int) -> tuple[list[int], list[int]]:
        """Type indices that fit box `bi` alone, and those that can only join pairs."""
        got = self.fit_cache.get(bi)
        if got is None:
            b = self.boxes[bi]
            fit, off = [], []
            for ti, t in enumerate(self.types):
                if fits(t, b):
                    fit.append(ti)
                else:
                    off.append(ti)
            got = (fit, [] if b.strict else off)
            self.fit_cache[bi] = got
        return got

    def pairs(self, off: list[int], counts: tuple[int, ...], need: int) -> list[tuple[int, int]]:
        """Pairs worth trying: the lower die p (value v >= need), partnered with the smallest die
        of each colour class worth at least v.  Any other partner of that class is a die at least as
        good kept back, so these pairs lose nothing (exchange argument)."""
        types = self.types
        out = []
        classes: dict[tuple[str, bool], list[int]] = {}
        for ti in reversed(off):  # ascending value
            if counts[ti]:
                classes.setdefault((types[ti].color, types[ti].wild), []).append(ti)
        for members in classes.values():
            seen_value = -1
            for p in members:  # p is the lower die of the pair; one per distinct value and class
                v = types[p].value
                if v < need or v == seen_value:
                    continue
                seen_value = v
                for partners in classes.values():
                    for q in partners:
                        if types[q].value < v or (q == p and counts[p] < 2):
                            continue
                        if (types[q].value, q) < (v, p) and types[q].value == v:
                            continue
                        out.append((p, q) if p <= q else (q, p))
                        break
        return sorted(set(out))

    def covers(self, bi: int, counts: tuple[int, ...], need: int) -> list[tuple[tuple[int, ...], tuple]]:
        """Minimal ways to cover `need` on box `bi`: (new counts, units as type tuples)."""
        b = self.boxes[bi]
        fit, off = self.fits(bi)
        types = self.types
        out: list = []
        if not b.wide:
            seen_class = set()
            for ti in reversed(fit):  # ascending value: the smallest die of each kind is enough
                if counts[ti] and types[ti].value >= need:
                    cls = (types[ti].color, types[ti].wild)
                    if cls in seen_class:
                        continue
                    seen_class.add(cls)
                    c = list(counts)
                    c[ti] -= 1
                    out.append((tuple(c), ((ti,),)))
            for p, q in self.pairs(off, counts, need):
                c = list(counts)
                c[p] -= 1
                c[q] -= 1
                out.append((tuple(c), ((p, q),)))
            return out
        # Wide: units sorted by value, descending; singles then pairs interleaved by value.
        units: list[tuple[int, tuple[int, ...]]] = [(types[ti].value, (ti,)) for ti in fit if counts[ti]]
        for p, q in self.pairs(off, counts, 1):
            units.append((min(types[p].value, types[q].value), (p, q)))
        units.sort(key=lambda u: -u[0])
        if not units:
            return out
        # Upper bound on what the rest can add (ignores pair/single sharing: only a bound).
        cap_fit = sum(types[ti].value * counts[ti] for ti in fit)
        cap_off = sum(types[ti].value * counts[ti] for ti in off) // 2 + 6
        if cap_fit + cap_off < need:
            return out
        c = list(counts)
        chosen: list[tuple[int, ...]] = []
        # suffix[j]: the most units j.. could still add (a bound; pairs may share dice).
        suffix = [0] * (len(units) + 1)
        for j in range(len(units) - 1, -1, -1):
            value, members = units[j]
            if len(members) == 1:
                times = counts[members[0]]
            else:
                p, q = members
                times = counts[p] // 2 if p == q else min(counts[p], counts[q])
            suffix[j] = suffix[j + 1] + value * times

        def cls(members: tuple[int, ...]) -> tuple:
            return tuple((types[m].color, types[m].wild) for m in members)

        def rec(k: int, total: int) -> None:
            crossing: dict = {}  # class -> the smallest unit that completes the cover
            for j in range(k, len(units)):
                if total + suffix[j] < need:
                    break  # nothing from here on can reach it
                value, members = units[j]
                if len(members) == 1:
                    if c[members[0]] < 1:
                        continue
                else:
                    p, q = members
                    if c[p] < (2 if p == q else 1) or c[q] < 1:
                        continue
                if total + value >= need:
                    # Completing: only the smallest unit of each kind is worth it (a bigger one of the
                    # same kind would only spend a better die).  Units come in descending value.
                    crossing[cls(members)] = members
                    continue
                for m in members:
                    c[m] -= 1
                chosen.append(members)
                rec(j, total + value)
                chosen.pop()
                for m in members:
                    c[m] += 1
            for members in crossing.values():
                for m in members:
                    c[m] -= 1
                out.append((tuple(c), (*chosen, members)))
                for m in members:
                    c[m] += 1

        rec(0, 0)
        return out

    def can_fill(self, bi: int, counts: tuple[int, ...]) -> bool:
        """Could box `bi` still be filled from these dice (ignoring the other boxes)?  Bound only."""
        b = self.boxes[bi]
        fit, off = self.fits(bi)
        types = self.types
        if not b.wide:
            if any(counts[ti] and types[ti].value >= b.need for ti in fit):
                return True
            big = sum(counts[ti] for ti in off if types[ti].value >= b.need)
            return big >= 2
        total = sum(types[ti].value * counts[ti] for ti in fit)
        offs = sorted((types[ti].value for ti in off for _ in range(counts[ti])), reverse=True)
        total += sum(offs[1::2])  # best pairs: each pair is worth its lower die
        return total >= b.need * b.covers

    def search(self, objective: Callable[[Vec], float]) -> None:
        """Depth-first branch and bound over boxes; exact because the objective is monotone."""
        n = len(self.boxes)
        self.best_key: tuple | None = None
        self.best_trail: list = []
        trail: list = []
        seen: dict = {}
        bound_cache: dict = {}

        def bound(i: int, counts: tuple[int, ...], gate_ok: bool, vec: Vec) -> Vec:
            key = (i, counts, gate_ok)
            extra = bound_cache.get(key)
            if extra is None:
                extra = ZERO
                hopeful = []
                for k in range(i, n):
                    b = self.boxes[k]
                    shut = not gate_ok and not b.gate and k >= self.n_gate
                    if shut or not self.can_fill(k, counts):
                        extra = _add(extra, _unfilled(b))
                    else:
                        extra = _add(extra, (0, 0, 0, 0, -b.hits, 0, 0))
                        hopeful.append(b)
                # Capacity: the boxes filled need at most the pips there are.  At least `drop`
                # boxes must stay empty; charge the `drop` smallest penalties, part by part.
                pips = sum(t.value * c for t, c in zip(self.types, counts, strict=True))
                needs = sorted((b.need * b.covers for b in hopeful), reverse=True)
                drop, total = 0, sum(needs)
                while total > pips and drop < len(needs):
                    total -= needs[drop]
                    drop += 1
                low = _cheapest(hopeful, drop)
                # Per colour: boxes of one colour take its own dice, wild dice, or pairs (worth at
                # most half their pips).  Colours hold different boxes, so their charges add up;
                # the larger of the two bounds, part by part, is still a bound.
                wild = sum(t.value * c for t, c in zip(self.types, counts, strict=True) if t.wild)
                per = [0] * 6
                for color in "SAM" if drop or len(hopeful) > 4 else "":
                    mine = [b for b in hopeful if b.color == color]
                    if not mine:
                        continue
                    own = sum(
                        t.value * c for t, c in zip(self.types, counts, strict=True) if t.color == color and not t.wild
                    )
                    cap = own + wild + (pips - own - wild) // 2
                    needs = sorted((b.need * b.covers for b in mine), reverse=True)
                    k, total = 0, sum(needs)
                    while total > cap and k < len(needs):
                        total -= needs[k]
                        k += 1
                    for c, v in enumerate(_cheapest(mine, k)):
                        per[c] += v
                low = tuple(max(a, b) for a, b in zip(low, per, strict=True))
                extra = _add(extra, (*low, 0))
                bound_cache[key] = extra
            return _add(vec, extra)

        def rec(i: int, counts: tuple[int, ...], gate_ok: bool, vec: Vec) -> None:
            if i == self.n_gate and not gate_ok:
                vec = _add(vec, self.tail[i])
                i = n
            if i == n:
                key = (objective(vec), vec[6])
                if self.best_key is None or key < self.best_key:
                    self.best_key = key
                    self.best_trail = list(trail)
                return
            # Prune on cost alone: the dice count is a best-effort tie-break (fewest-dice covers are
            # tried first), otherwise the bound could never cut an equal-cost branch.
            if self.best_key is not None and objective(bound(i, counts, gate_ok, vec)) >= self.best_key[0]:
                return
            tkey = (i, counts, gate_ok)
            prior = seen.get(tkey)
            if prior is not None:
                for w in prior:
                    if (
                        w[0] <= vec[0]
                        and w[1] <= vec[1]
                        and w[2] <= vec[2]
                        and w[3] <= vec[3]
                        and w[4] <= vec[4]
                        and w[5] <= vec[5]
                        and w[6] <= vec[6]
                    ):
                        return
                prior.append(vec)
            else:
                seen[tkey] = [vec]
            b = self.boxes[i]
            fills: list = []
            if i == n - 1 and b.wide and b.covers == 1:
                got = self.greedy_cover(i, counts, b.need)  # the last box: any cover will do
                if got is not None:
                    fills.append(got)
            else:
                fills = self.all_covers(i, counts)
            for c, units in fills:
                used = sum(len(u) for u in units)
                trail.append((i, units))
                rec(i + 1, c, gate_ok, _add(vec, (0, 0, 0, 0, -b.hits, 0, used)))
                trail.pop()
            trail.append((i, ()))
            rec(i + 1, counts, gate_ok and not b.gate, _add(vec, _unfilled(b)))
            trail.pop()

        rec(0, self.start, True, ZERO)

    def all_covers(self, i: int, counts: tuple[int, ...]) -> list:
        b = self.boxes[i]
        fills: list = []
        for c1, u1 in self.covers(i, counts, b.need):
            if b.covers >= 2:
                for c2, u2 in self.covers(i, c1, b.need):
                    fills.append((c2, u1 + ((),) + u2))
            else:
                fills.append((c1, u1))
        fills.sort(key=lambda f: sum(len(u) for u in f[1]))
        # Covers that leave the same dice lead to the same sub-problem: keep the first (fewest dice).
        unique: dict = {}
        for f in fills:
            unique.setdefault(f[0], f)
        return list(unique.values())

    def greedy_cover(self, i: int, counts: tuple[int, ...], need: int) -> tuple | None:
        """For the last box only feasibility matters: biggest units first, then drop what is not needed."""
        fit, off = self.fits(i)
        types = self.types
        units = [(types[ti].value, (ti,)) for ti in fit for _ in range(counts[ti])]
        offs = sorted((ti for ti in off for _ in range(counts[ti])), key=lambda t: -types[t].value)
        for k in range(0, len(offs) - 1, 2):
            units.append((types[offs[k + 1]].value, (offs[k], offs[k + 1])))
        units.sort(key=lambda u: -u[0])
        total, chosen = 0, []
        for u in units:
            if total >= need:
                break
            chosen.append(u)
            total += u[0]
        if total < need:
            return None
        chosen.sort(key=lambda u: (u[0], -len(u[1])))
        k = 0
        while k < len(chosen):  # drop units that are not needed, smallest first
            if total - chosen[k][0] >= need:
                total -= chosen[k][0]
                chosen.pop(k)
            else:
                k += 1
        c = list(counts)
        for _, members in chosen:
            for m in members:
                c[m] -= 1
        return tuple(c), tuple(m for _, m in chosen)


def solve(
    dice: Sequence[SDie],
    boxes: Sequence[SBox],
    objective: Callable[[Vec], float],
) -> Plan:
    """The placement minimising `objective` (ties: fewer dice used).

    `fills[j]` lists the units for box j (same order as `boxes`); a unit is a
    tuple of indices into `dice`.  For a Lich box the two covers are
    separated by an empty unit `()`.
    """
    s = _Solver(dice, boxes)
    s.search(objective)
    pools: list[list[int]] = [[] for _ in s.types]
    index_of = {t: ti for ti, t in enumerate(s.types)}
    for di, d in enumerate(dice):
        pools[index_of[d]].append(di)
    fills: list[list[tuple[int, ...]]] = [[] for _ in boxes]
    vec = ZERO
    for bi, units in s.best_trail:
        real = s.order[bi]
        b = s.boxes[bi]
        if units:
            vec = _add(vec, (0, 0, 0, 0, -b.hits, 0, sum(len(u) for u in units)))
        else:
            vec = _add(vec, _unfilled(b))
        for u in units:
            fills[real].append(tuple(pools[t].pop() for t in u))
    if len(s.best_trail) < len(s.boxes):  # the gate stayed shut: the rest is unfilled
        for bi in range(len(s.best_trail), len(s.boxes)):
            vec = _add(vec, _unfilled(s.boxes[bi]))
    return Plan(objective(vec), vec, tuple(tuple(f) for f in fills))


def box_filled(units: Sequence[Sequence[int]], dice: Sequence[SDie], b: SBox) -> bool:
    """Check one box's units against the rules (used by tests and the rules' own checks)."""
    covers = [[]]
    for u in units:
        if u == ():
            covers.append([])
        else:
            covers[-1].append(u)
    if len(covers) != b.covers:
        return False
    for cover in covers:
        total = 0
        for u in cover:
            if len(u) == 1:
                d = dice[u[0]]
                if not fits(d, b):
                    return False
                value = d.value
            else:
                if b.strict:
                    return False
                value = min(dice[u[0]].value, dice[u[1]].value)
            total += value
        if not b.wide and len(cover) != 1:
            return False
        if total < b.need:
            return False
    return True


def fits(d: SDie, b: SBox) -> bool:
    """Can die `d` go on box `b` by itself (colour rule, R-ODD-025/028/029/111)?"""
    if b.strict:
        return d.color == b.color and not (d.wild and d.color in "HT")
    return b.color == "ANY" or d.color == b.color or d.wild
