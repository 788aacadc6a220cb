"""The dice helper: exact optimal dice-to-box placement (digest §6.3).

Why a search over sets of boxes: the objective is not linear (THICK SKIN, a
lethal total, the Stairs pricing of time, SURVIVOR), but it only ever gets
worse when more damage, time, thefts, empty armor or uncovered heads are
left, or fewer boss hits are made.  Those parts depend only on *which* boxes
get filled, so the outcome of a set of boxes is known without placing any
die, and dropping a box from a set never makes it cheaper.  The search visits
the sets from "fill everything" downwards, cheapest first (Dijkstra-like, a
child never costs less than its parent), and asks of each whether the dice
can fill all its boxes; the first set that can is optimal for any monotone
objective.  Sets of equal cost are all tried, and for each the placement
with the fewest dice, then the higher dice kept unused, is found exactly
(§6.3 tie-breaks 1 and 2; `best_fill`, a branch and bound of its own).  The gate rule (armor, or the
dungeon's peril boxes; R-ODD-030/032) only allows sets holding every gate
box, or gate boxes only.  Identical boxes are interchangeable, so only one
set per count of filled identical boxes is visited.

Feasibility is a depth-first search over the set's boxes (single boxes first,
then the wide box with the least slack), with identical dice collapsed into
counts.  For each box only *minimal* fillings are tried: a smaller die of the
same kind, or a cover with no removable member, is never worse.  Pairs (two
dice as one of any colour, worth the lower value; R-ODD-027) are only formed
from dice that cannot go on the box by themselves; a pair with a die that
fits is never better than that die alone.  Pruning, all of it exact:
necessary conditions (pips per colour with wild dice and pairs worth at most
half their pips, a Hall-type count of dice big enough for the single boxes,
each wide box's reach); failed (boxes, dice) states, remembered across sets;
and dominance: dice that are, kind by kind and value by value, no better than
dice that already failed on the same boxes fail too.  A greedy try fills the
remaining wide boxes first, so feasible sets are usually found at once.

Speed (the greedy bot solves thousands of rolls a game): which sets of boxes a
roll can fill does not depend on the objective, so a solver is kept per (roll,
boxes) and answers the same roll again from memory (the bot re-prices the same
roll after a skill that only heals, or a door on a later turn); what depends on
the boxes alone (the bounds per set of boxes left) is shared by every roll.
Callers that read only the cost may skip the tie-breaks (`cost_only`).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from itertools import permutations
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


class Plan(NamedTuple):
    """The chosen placement: per box, units; a unit is a tuple of die indices (1 die, or 2 for a pair)."""

    cost: float
    vec: Vec
    fills: tuple[tuple[tuple[int, ...], ...], ...]  # fills[box] = units, in the order given
    kept: tuple[int, ...] = ()  # the values of the dice left unused, highest first
    scarce: tuple[int, ...] = ()  # §6.3 tie-break 3 (`scarce=True`): `_Solver.scarce_key` of the boxes filled


def _weight(b: SBox) -> int:
    return 10 * b.dmg + 3 * b.time + 12 * b.hits + 8 * b.star + 10 * b.head


class _Solver:
    def __init__(self, dice: Sequence[SDie], boxes: Sequence[SBox]) -> None:
        self.types: list[SDie] = sorted(set(dice), key=lambda d: (-d.value, d.color, d.wild))
        self.start = tuple(sum(1 for d in dice if d == t) for t in self.types)
        order = sorted(
            range(len(boxes)), key=lambda j: (not boxes[j].gate, boxes[j].wide, -_weight(boxes[j]), tuple(boxes[j]), j)
        )
        self.order = order
        self.boxes = [boxes[j] for j in order]
        self.n_gate = sum(1 for b in self.boxes if b.gate)
        self.fit_cache: dict = {}
        self.colour_cache: dict = {}
        self.values = [t.value for t in self.types]
        kinds = sorted({(t.color, t.wild) for t in self.types})
        self.tclass = [kinds.index((t.color, t.wild)) for t in self.types]
        self.n_class = len(kinds)
        self.width = max(6, len(dice).bit_length() + 1)  # bit fields for `signature`, guard bit on top
        self.guard = sum(1 << (self.width * k + self.width - 1) for k in range(len(self.types)))
        self.single_key = [None if b.wide else (b.need, b.color, b.strict) for b in self.boxes]
        self.fail: set = set()  # (boxes left, dice left) known not to work
        self.fail_dom: dict = {}  # boxes left -> signatures of dice known not to fill them
        self.filled: dict = {}  # mask -> fill(mask)
        self.best_filled: dict = {}  # mask -> best_fill(mask)
        self.best_memo: dict = {}  # (boxes left, dice left) -> _best
        self.box_low: dict = {}  # (box, dice left) -> box_lower(box, dice left)
        self.rest_need: dict = {}  # boxes left -> (units, pips) they ask for
        self.base = len(dice) + 1
        self.wide_cache: dict = {}  # (box, dice left) -> (cap, wide_fills with at most cap dice)
        self.n_dice = len(dice)
        self.dom: dict = {}
        base = len(dice) + 1
        self.price_m = base**7  # more than every die's `base**value` together
        self.price = [self.price_m + base**t.value for t in self.types]
        # rest -> rest_bounds(rest): shared by every solver of these boxes (the boxes alone decide it)
        # and rest -> rest_singles(rest), likewise
        key = tuple(self.boxes)
        shared = _BOUNDS.get(key)
        if shared is None:
            if len(_BOUNDS) >= _SOLVERS_MAX:
                _BOUNDS.clear()
            shared = _BOUNDS[key] = ({}, {})
        self.bounds_cache, self.singles_cache = shared
        self.type_info = [(t.value, t.wild, t.color) for t in self.types]
        self.cover_cache: dict = {}  # (box, counts[, k]) -> all_covers / group_covers
        self.count_cache: dict = {}  # counts -> what `hopeless` needs to know about those dice
        self.pips = sum(d.value for d in dice)
        self.need_pips = [(j, max(0, b.need) * b.covers) for j, b in enumerate(self.boxes)]
        self.forder = sorted(
            range(len(self.boxes)),
            key=lambda j: (self.boxes[j].wide, -self.boxes[j].covers, not self.boxes[j].strict, -self.boxes[j].need, j),
        )

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

        kind = self.tclass

        def cls(members: tuple[int, ...]) -> tuple:
            return tuple(kind[m] for m in members)

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
        values = self.values
        total = 0
        for ti in fit:
            total += values[ti] * counts[ti]
        # Best pairs: the off dice in descending order, paired neighbour with neighbour, each pair worth
        # its lower die, i.e. the dice at odd positions (`off` is already in descending value).
        pos = 0
        for ti in off:
            k = counts[ti]
            if k:
                total += values[ti] * ((pos + k) // 2 - pos // 2)
                pos += k
        return total >= b.need * b.covers

    def search(
        self,
        objective: Callable[[Vec], float],
        obj_cache: dict,
        cost_only: bool = False,
        ties: bool = True,
        scarce: bool = False,
    ) -> None:
        """Best-first over the sets of boxes to fill, then a feasibility search for each set.

        The outcome (all but the dice count) depends only on which boxes get filled, and a
        monotone objective never gets better when a box is dropped from the set.  So the sets
        are visited from "fill everything" downwards in order of their cost, as in Dijkstra's
        search (a child costs at least its parent); the first set the dice can fill is optimal.
        Sets of the same cost are all tried, for the fewest dice (tie-break, §6.3), unless
        `cost_only`; `ties=False` keeps the first placement found for each set (rules revisions 1-2).
        Gate rule: a set either holds every gate box, or holds gate boxes only.
        """
        n = len(self.boxes)
        full = (1 << n) - 1
        gates = (1 << self.n_gate) - 1
        drop = [(b.dmg, b.time, b.star, 1 if b.gate else 0, b.hits, b.head) for b in self.boxes]
        top = (0, 0, 0, 0, -sum(b.hits for b in self.boxes), 0)

        def cost(vec: tuple, used: int) -> float:
            key = (*vec, used)
            got = obj_cache.get(key)
            if got is None:
                got = obj_cache[key] = objective(key)
            return got

        heap: list = []
        seen = set()
        # Identical boxes: only the first k of a group are ever the filled ones.  A set is not
        # canonical when a box is filled while the identical box just before it is empty:
        # `mask & ~(mask << 1) & later` (bit j of `later`: box j is identical to box j - 1).
        later = 0
        for j in range(1, n):
            if self.boxes[j] == self.boxes[j - 1]:
                later |= 1 << j

        def vec_of(mask: int) -> tuple:
            v = list(top)
            for j in range(n):
                if not mask >> j & 1:
                    d = drop[j]
                    for c in range(6):
                        v[c] += d[c]
            return tuple(v)

        # The heap holds (cost, -boxes, mask, outcome); `seen` every set pushed or refused.
        self.best_key = None
        self.best_trail = []
        best = None  # best_key[0], the cost to beat
        starts = [(full, top)]
        for sub in range(gates):  # a gate left open shuts every other box
            if not sub & ~(sub << 1) & later:
                starts.append((sub, vec_of(sub)))
        for mask, vec in starts:
            if mask not in seen:
                seen.add(mask)
                heap.append((cost(vec, 0), -mask.bit_count(), mask, vec))
        heapq.heapify(heap)
        heappush, heappop, known = heapq.heappush, heapq.heappop, obj_cache.get
        while heap:
            key, _, mask, vec = heappop(heap)
            if best is not None and key > best:
                break
            trail = self.fill(mask)
            if trail is not None:
                if cost_only or not ties:
                    used = sum(len(u) for _, units in trail for u in units)
                    k = (cost(vec, used), used, (), ())
                    if cost_only:
                        self.best_key, self.best_trail = k, trail
                        break
                else:
                    used, kept, trail = self.best_fill(mask)
                    k = (cost(vec, used), used, kept, self.scarce_key(mask) if scarce else ())
                if self.best_key is None or k < self.best_key:
                    self.best_key = k
                    self.best_trail = trail
                    best = k[0]
            if mask & gates == gates:
                rest = mask & ~gates
                while rest:
                    low = rest & -rest
                    rest ^= low
                    child = mask ^ low
                    if child in seen or child & ~(child << 1) & later:
                        continue
                    seen.add(child)
                    d = drop[low.bit_length() - 1]
                    v = (vec[0] + d[0], vec[1] + d[1], vec[2] + d[2], vec[3] + d[3], vec[4] + d[4], vec[5] + d[5])
                    c = known((*v, 0))
                    if c is None:
                        c = cost(v, 0)
                    if best is None or c <= best:
                        heappush(heap, (c, -child.bit_count(), child, v))

    def scarce_key(self, mask: int) -> tuple[int, ...]:
        """§6.3 tie-break 3, prefer filling boxes whose colour is scarce in the pool: the colours
        ordered from the fewest dice of that colour in the pool (then S, A, M), and for each the
        number of its boxes in `mask`, negated (lower is better: more boxes of the scarcer colours).
        Boxes of any colour do not count."""
        pool = {c: 0 for c in _OWN}
        for t, n in zip(self.types, self.start, strict=True):
            if t.color in pool:
                pool[t.color] += n
        order = sorted(_OWN, key=lambda c: (pool[c], _OWN.index(c)))
        filled = [self.boxes[j].color for j in range(len(self.boxes)) if mask >> j & 1]
        return tuple(-filled.count(c) for c in order)

    def fill(self, mask: int) -> list | None:
        """A way to fill every box in `mask` (a trail of (box, units)), or None.

        A pure function of the dice, the boxes and `mask` (the depth-first order is fixed and every
        pruning is exact), so answers are remembered: the same roll is often solved again under
        another objective (a skill that only heals, the same door judged on a later turn).  A cheap
        necessary condition comes first: the pips asked for must be there.
        """
        got = self.filled.get(mask, self)
        if got is not self:
            return got
        if self.need_of(mask) > self.pips:
            got = None
        else:
            got = self._fill(mask)
        self.filled[mask] = got
        return got

    def best_fill(self, mask: int) -> tuple[int, tuple[int, ...], list]:
        """The way to fill every box in `mask` that uses the fewest dice, then keeps the higher dice
        (§6.3 tie-breaks 1 and 2): (dice used, kept values negated and highest first, trail).

        Both tie-breaks are one additive price per die used: `M + B**value` with B above the number
        of dice and M above all the `B**value` together, so one die fewer beats any choice of
        values, and keeping a higher die beats keeping any number of lower ones (for kept dice of
        equal number, "highest first, compared in turn" is "most 6s, then most 5s, ...").  The
        search is a branch and bound over (boxes left, dice left) through every minimal cover (a
        cover with a removable member never keeps better dice): a lower bound (each box alone, or
        all of them on the highest dice), a budget raised one die at a time, dominance between dice
        left for the same boxes, and results remembered across sets and objectives (they depend on
        the dice and boxes only).
        Call only for a set `fill` found fillable.
        """
        got = self.best_filled.get(mask)
        if got is None:
            trail = self.fill(mask)
            assert trail is not None
            wt = self.price
            top = sum(wt[t] for _, units in trail for u in units for t in u) + 1  # the found fill beats it
            # Iterative deepening on the budget: one die more each time, from the bound up.  Small
            # budgets cut the covers tried (fewer dice allowed) and what fails is remembered.
            budget = self.lower(mask, self.start) + self.price_m
            while True:
                budget = min(budget, top)
                self.dom = {}  # rest -> signatures of dice searched (valid for this budget only)
                res = self._best(mask, self.start, budget)
                if res is not None or budget >= top:
                    break
                budget += self.price_m
            assert res is not None
            price, steps = res
            left = list(self.start)
            for _, units in steps:
                for u in units:
                    for t in u:
                        left[t] -= 1
            values = self.values
            kept = tuple(-values[ti] for ti in range(len(left)) for _ in range(left[ti]))
            done = {i for i, _ in steps}
            trail = list(steps) + [(i, ()) for i in range(len(self.boxes)) if i not in done]
            got = self.best_filled[mask] = (price // self.price_m, kept, trail)
        return got

    def _best(self, rest: int, counts: tuple[int, ...], budget: int) -> tuple | None:
        """The cheapest (price, steps) filling `rest` from `counts` if it costs less than `budget`."""
        if not rest:
            return (0, ())
        key = (rest, counts)
        memo = self.best_memo
        known = memo.get(key)
        if known is not None:
            exact, price, steps = known
            if exact:
                return (price, steps) if price < budget else None
            if price >= budget:
                return None
        if self.lower(rest, counts, budget) >= budget:
            floor = budget if known is None else max(budget, known[1])
            memo[key] = (False, floor, ())
            return None
        if self.hopeless(rest, counts):
            memo[key] = (True, _INF, ())
            return None
        # Dominance: dice left that are, kind by kind and value by value, at least as good as these were
        # already searched for the same boxes under a budget no smaller than this one.  The best
        # placement depends only on the dice kept in the end, and from the better dice every placement
        # from these keeps dice at least as good: nothing cheaper can be found here.
        sig = self.signature(counts)
        seen = self.dom.setdefault(rest, [])
        guard = self.guard
        for f in seen:
            if ((f | guard) - sig) & guard == guard:
                return None
        seen.append(sig)
        single = self.singles_cache.get(rest) or self.rest_singles(rest)
        i = single[0] if single[0] >= 0 else self.pick(rest, counts)
        b = self.boxes[i]
        wt = self.price
        options = []
        if not b.wide:
            _, same, after, k_all = single
            low = self.lower(after, counts)  # with the dice before this box's: a bound for every option
            for c, units in self.group_covers(i, counts, k_all):
                options.append((sum(wt[t] for u in units for t in u), after, c, (same, units)))
        else:
            others = rest & ~(1 << i)
            low = self.lower(others, counts)
            cap = self.n_dice if budget == _INF else int((budget - low) // self.price_m)
            for c, units, _ in self.wide_fills(i, counts, cap):
                options.append((sum(wt[t] for u in units for t in u), others, c, (None, units)))
        options.sort(key=lambda o: o[0])
        best = None
        for price, nxt, c, (same, units) in options:
            if price + low >= budget:
                break  # options come cheapest first
            sub = self._best(nxt, c, budget - price)
            if sub is None:
                continue
            if same is None:
                steps = ((i, units),)
            else:
                steps = []
                k = 0
                for j in same:
                    cj = self.boxes[j].covers
                    mine: list = []
                    for u in units[k : k + cj]:
                        if mine:
                            mine.append(())
                        mine.append(u)
                    k += cj
                    steps.append((j, tuple(mine)))
                steps = tuple(steps)
            best = (price + sub[0], steps + sub[1])
            budget = best[0]
        if best is not None:
            memo[key] = (True, best[0], best[1])
        else:
            floor = budget if known is None else max(budget, known[1])
            memo[key] = (False, floor, ())
        return best

    def lower(self, rest: int, counts: tuple[int, ...], budget: float | None = None) -> float:
        """A lower bound on the price of filling `rest` from `counts`: each box alone, or all the boxes
        on the highest dice whatever their colour (whichever is more).  With `budget`, it may stop at
        the first part that reaches it (the caller only asks whether the bound reaches `budget`)."""
        # The highest dice first (cheap, and it alone rules out most dice left): the units and pips
        # asked for depend on `rest` only.
        need = self.rest_need.get(rest)
        if need is None:
            units = pips = 0
            for i in range(len(self.boxes)):
                if rest >> i & 1:
                    b = self.boxes[i]
                    units += b.covers
                    pips += b.need * b.covers
            need = self.rest_need[rest] = (units, pips)
        units, pips = need
        k = 0
        values = self.values
        for ti, n in enumerate(counts):  # descending value
            if k >= units and pips <= 0:
                break
            v = values[ti]
            while n and (k < units or pips > 0):
                pips -= v
                k += 1
                n -= 1
        if pips > 0:
            return _INF
        if budget is not None and k * self.price_m >= budget:
            return k * self.price_m  # a caller asking "at least `budget`?" has its answer
        total = 0
        low = self.box_low
        for i in range(len(self.boxes)):
            if rest >> i & 1:
                got = low.get((i, counts))
                if got is None:
                    got = low[(i, counts)] = self.box_lower(i, counts)
                total += got
        if total == _INF:
            return _INF
        return max(total, k * self.price_m)

    def box_lower(self, i: int, counts: tuple[int, ...]) -> float:
        """A lower bound on the price of filling box `i` by itself."""
        b = self.boxes[i]
        wt = self.price
        values = self.values
        fit, off = self.fits(i)
        if not b.wide:
            best = _INF
            for ti in fit:
                if counts[ti] and values[ti] >= b.need and wt[ti] < best:
                    best = wt[ti]
            if best == _INF or off:
                two = [wt[ti] for ti in off if values[ti] >= b.need for _ in range(min(2, counts[ti]))]
                if len(two) >= 2:
                    two.sort()
                    best = min(best, two[0] + two[1])
            return best * b.covers
        n = self.fewest(i, counts)
        if n == _INF:
            return _INF
        # n dice worth `need` hold a die worth need / n or more (a pair is worth its lower die):
        # one die at least that high, the rest at least the lowest die there is.
        usable = [values[ti] for ti in (*fit, *off) if counts[ti]]
        top = -(-b.need // n)
        high = min((v for v in usable if v >= top), default=6)
        base = self.base
        rest = (n - 1) * (self.price_m + base ** min(usable))
        return (self.price_m + base**high + rest) * b.covers

    def fewest(self, i: int, counts: tuple[int, ...]) -> float:
        """The fewest dice that could fill wide box `i` by itself (or _INF)."""
        b = self.boxes[i]
        fit, off = self.fits(i)
        values = self.values
        # The fewest dice: the best p pairs (off dice paired in descending order) and the
        # highest dice that fit for the rest, for each p.
        fitv = [values[ti] for ti in fit for _ in range(counts[ti])]
        offv = [values[ti] for ti in off for _ in range(counts[ti])]
        n = _INF
        got = 0
        for p in range(len(offv) // 2 + 1):
            if p:
                got += offv[2 * p - 1]
            need = b.need - got
            k = 0
            while need > 0 and k < len(fitv):
                need -= fitv[k]
                k += 1
            if need <= 0 and 2 * p + k < n:
                n = 2 * p + k
        return n

    def wide_fills(self, i: int, counts: tuple[int, ...], cap: int) -> list:
        """Every minimal way to fill wide box `i` (each of its covers) with at most `cap` dice, as
        (new counts, units).

        Unlike `covers` (enough for feasibility), this misses no minimal cover: any dice that fit, and
        any even number of dice that do not, paired best (in descending order, neighbour with
        neighbour: each pair is worth its lower die).  A cover with a removable member is left out:
        without that member it keeps more dice."""
        key = (i, counts)
        known = self.wide_cache.get(key)
        if known is not None and known[0] >= cap:
            return [f for f in known[1] if f[2] <= cap]
        b = self.boxes[i]
        got = self._wide_fills(i, counts, cap)
        if b.covers >= 2:
            got = [
                (c2, u1 + ((),) + u2, n1 + n2) for c1, u1, n1 in got for c2, u2, n2 in self._wide_fills(i, c1, cap - n1)
            ]
        unique: dict = {}
        for f in got:
            unique.setdefault(f[0], f)
        got = list(unique.values())
        self.wide_cache[key] = (cap, got)
        return got

    def _wide_fills(self, i: int, counts: tuple[int, ...], cap: int) -> list:
        need = self.boxes[i].need
        fit, off = self.fits(i)
        values = self.values
        out: list = []
        c = list(counts)
        fit_avail = [values[ti] * counts[ti] for ti in fit]
        fit_suffix = [0] * (len(fit) + 1)
        for k in range(len(fit) - 1, -1, -1):
            fit_suffix[k] = fit_suffix[k + 1] + fit_avail[k]
        off_total = sum(values[ti] * counts[ti] for ti in off)
        off_top = max((values[ti] for ti in off if counts[ti]), default=0) / 2

        tclass = self.tclass
        classes = sorted({tclass[ti] for ti in off})

        def rec_off(k: int, total: int, units: list, low_fit: int, n: int) -> None:
            # Pairs by their lower die, highest first; the other die is the smallest of its kind worth
            # as much (any other die of that kind is one at least as good kept back, or swapped).
            if total >= need:
                if total - low_fit < need:  # every member needed (the pair added last is the least)
                    out.append((tuple(c), tuple(units), n))
                return
            pairs_left = (cap - n) // 2
            if not pairs_left:
                return
            for j in range(k, len(off)):
                lo = off[j]
                if not c[lo]:
                    continue
                v = values[lo]
                if total + pairs_left * v < need:
                    return  # the pairs left are worth v or less each
                c[lo] -= 1
                for cl in classes:
                    for jj in range(len(off) - 1, -1, -1):
                        hi = off[jj]
                        if tclass[hi] == cl and c[hi] and values[hi] >= v:
                            c[hi] -= 1
                            rec_off(j, total + v, [*units, (hi, lo)], low_fit, n + 2)
                            c[hi] += 1
                            break
                c[lo] += 1

        def rec_fit(k: int, total: int, units: list, low: int, n: int) -> None:
            if total >= need:
                out.append((tuple(c), tuple(units), n))  # fit dice come in descending order: the last was needed
                return
            if n >= cap or total + fit_suffix[k] + off_total // 2 < need:
                return
            if total + (cap - n) * max(values[fit[k]] if k < len(fit) else 0, off_top) < need:
                return  # each die left adds at most its value (fit) or half of it (pairs)
            for j in range(k, len(fit)):
                ti = fit[j]
                if not c[ti]:
                    continue
                c[ti] -= 1
                rec_fit(j, total + values[ti], [*units, (ti,)], values[ti], n + 1)
                c[ti] += 1
            if off:
                rec_off(0, total, units, low, n)

        rec_fit(0, 0, [], 99, 0)
        return out

    def need_of(self, mask: int) -> int:
        """Pips the boxes in `mask` ask for at the least (each cover needs units worth `need`)."""
        total = 0
        for j, v in self.need_pips:
            if mask >> j & 1:
                total += v
        return total

    def _fill(self, mask: int) -> list | None:
        n = len(self.boxes)
        trail: list = []
        fail = self.fail
        fail_dom = self.fail_dom

        def rec(rest: int, counts: tuple[int, ...]) -> bool:
            if not rest:
                return True
            key = (rest, counts)
            if key in fail:
                return False
            single = self.singles_cache.get(rest) or self.rest_singles(rest)
            i = single[0] if single[0] >= 0 else self.pick(rest, counts)
            others = rest & ~(1 << i)
            b = self.boxes[i]
            if not others:
                if b.wide and b.covers == 1:
                    got = self.greedy_cover(i, counts, b.need)
                    fills = [got] if got is not None else []
                else:
                    fills = self.all_covers(i, counts)[:1]
                if fills:
                    trail.append((i, fills[0][1]))
                    return True
                fail.add(key)
                return False
            if self.hopeless(rest, counts):
                fail.add(key)
                return False
            # Dominance: if dice at least as good (kind by kind, value by value) already failed
            # to fill these boxes, these dice fail too.
            sig = self.signature(counts)
            failed = fail_dom.get(rest)
            if failed is not None:
                guard = self.guard
                for f in failed:
                    if ((f | guard) - sig) & guard == guard:
                        fail.add(key)
                        return False
            if b.wide and self.greedy_tail(rest, counts, trail):
                return True
            if not b.wide:
                # Every single box in `rest` asking the same (need, colour, strict) at once: which of
                # those boxes gets which unit does not matter, only which dice are used.
                _, same, after, k_all = single
                for c, units in self.group_covers(i, counts, k_all):
                    k = 0
                    for j in same:
                        cj = self.boxes[j].covers
                        mine: list = []
                        for u in units[k : k + cj]:
                            if mine:
                                mine.append(())
                            mine.append(u)
                        k += cj
                        trail.append((j, tuple(mine)))
                    if rec(after, c):
                        return True
                    del trail[len(trail) - len(same) :]
                fail.add(key)
                fail_dom.setdefault(rest, []).append(sig)
                return False
            for c, units in self.all_covers(i, counts):
                trail.append((i, units))
                if rec(others, c):
                    return True
                trail.pop()
            fail.add(key)
            fail_dom.setdefault(rest, []).append(sig)
            return False

        if not rec(mask, self.start):
            return None
        done = {i for i, _ in trail}
        return trail + [(i, ()) for i in range(n) if i not in done]

    def group_covers(self, i: int, counts: tuple[int, ...], k: int) -> list:
        """`_group_covers`, remembered (the same boxes and dice meet again under other sets)."""
        key = (i, counts, k)
        got = self.cover_cache.get(key)
        if got is None:
            got = self.cover_cache[key] = self._group_covers(i, counts, k)
        return got

    def _group_covers(self, i: int, counts: tuple[int, ...], k: int) -> list:
        """The ways to give `k` single covers like box `i` a unit each: (new counts, units).

        In each kind of die only the smallest dice worth the need are used (any other choice leaves
        dice no better), and pairs are made of dice that cannot go on the box alone (a pair holding a
        die that fits is worse than that die alone), so a way is just how many dice of each kind."""
        b = self.boxes[i]
        need = b.need
        fit, off = self.fits(i)
        tclass = self.tclass
        values = self.values

        def kinds(tis: list[int]) -> list[list[int]]:
            by: dict = {}
            for ti in reversed(tis):  # ascending value
                if counts[ti] and values[ti] >= need:
                    by.setdefault(tclass[ti], []).extend([ti] * counts[ti])
            return list(by.values())

        fit_kinds, off_kinds = kinds(fit), kinds(off)
        out: list = []

        def take(c: list, units: list, kinds_: list, n: int, j: int, as_pairs: bool, pool: list) -> None:
            # Choose how many dice each kind j.. gives (n in all), then emit.
            if j == len(kinds_):
                if n:
                    return
                if as_pairs:
                    units2 = units + [(pool[m], pool[m + 1]) for m in range(0, len(pool), 2)]
                    out.append((tuple(c), units2))
                else:
                    rest = k - len(units)
                    take(c, units, off_kinds, 2 * rest, 0, True, [])
                return
            dice = kinds_[j]
            last = j == len(kinds_) - 1
            for m in range(min(n, len(dice)), -1, -1):  # most from the first kinds first
                if last and m != n:
                    continue
                for ti in dice[:m]:
                    c[ti] -= 1
                if as_pairs:
                    take(c, units, kinds_, n - m, j + 1, True, pool + dice[:m])
                else:
                    take(c, units + [(ti,) for ti in dice[:m]], kinds_, n - m, j + 1, False, pool)
                for ti in dice[:m]:
                    c[ti] += 1

        c = list(counts)
        for singles in range(k, -1, -1):  # fewest dice first: as many single dice as possible
            if not fit_kinds:
                if singles == 0:
                    take(c, [], off_kinds, 2 * k, 0, True, [])
                continue
            take(c, [], fit_kinds, singles, 0, False, [])
        # `take` with as_pairs=False recurses into the pairs itself; keep the distinct results.
        unique: dict = {}
        for f in out:
            if len(f[1]) == k:
                unique.setdefault(f[0], f)
        return list(unique.values())

    def greedy_tail(self, rest: int, counts: tuple[int, ...], trail: list) -> bool:
        """Quick try when only wide boxes are left: cover them one by one, greedily, own dice first,
        in every order (there are at most a few wide boxes)."""
        boxes = [j for j in range(len(self.boxes)) if rest >> j & 1]
        if any(not self.boxes[j].wide or self.boxes[j].covers != 1 for j in boxes):
            return False
        first = []
        left = rest
        c = counts
        while left:  # the least slack first, as in the full search
            j = self.pick(left, c)
            first.append(j)
            left &= ~(1 << j)
        orders = [first]
        if len(boxes) <= 4:
            orders += [list(o) for o in permutations(first) if list(o) != first]
        for order in orders:
            got = []
            c = counts
            for j in order:
                cover = self.greedy_cover(j, c, self.boxes[j].need, own_first=True)
                if cover is None:
                    break
                c = cover[0]
                got.append((j, cover[1]))
            else:
                trail.extend(got)
                return True
        return False

    def signature(self, counts: tuple[int, ...]) -> int:
        """The dice as one integer: per kind (colour, wild), how many are worth v or more, for each v,
        in bit fields (so that "at least as many everywhere" is one subtraction, with guard bits)."""
        run = [0] * self.n_class
        packed = 0
        for ti, k in enumerate(self.tclass):
            run[k] += counts[ti]
            packed = packed << self.width | run[k]
        return packed

    def rest_singles(self, rest: int) -> tuple:
        """For `rest`: the single box `pick` takes (or -1 when only wide boxes are left: then the
        choice depends on the dice), every box in `rest` identical to it (need, colour, strict), the
        boxes left after those, and their covers in all.  Depends on the boxes only."""
        first = -1
        for i in self.forder:
            if rest >> i & 1:
                if not self.boxes[i].wide:
                    first = i
                break
        same: list = []
        after = rest
        k = 0
        if first >= 0:
            same = [j for j in range(len(self.boxes)) if rest >> j & 1 and self.single_key[j] == self.single_key[first]]
            for j in same:
                after &= ~(1 << j)
            k = sum(self.boxes[j].covers for j in same)
        got = self.singles_cache[rest] = (first, same, after, k)
        return got

    def pick(self, rest: int, counts: tuple[int, ...]) -> int:
        """The box to branch on: single boxes first (few ways to fill), then the wide box with the
        least slack in dice that fit it by themselves (the one most likely to fail)."""
        best, best_key = -1, None
        for i in self.forder:
            if rest >> i & 1:
                b = self.boxes[i]
                if not b.wide:
                    return i
                fit = self.fits(i)[0]
                values = self.values
                slack = sum(values[ti] * counts[ti] for ti in fit) - b.need * b.covers
                if best_key is None or slack < best_key:
                    best, best_key = i, slack
        return best

    def rest_bounds(self, rest: int) -> tuple:
        """What `hopeless` needs to know about the boxes in `rest` (it depends on the boxes only,
        and the same `rest` comes back with many different dice, so it is worked out once)."""
        check = []  # wide or strict boxes: each must be fillable by itself
        needs = [0, 0, 0, 0, 0]  # wide boxes' needs: S, A, M, ANY, any other colour
        singles = [0] * 8
        colour_singles: dict = {}
        thresholds: dict = {}
        for i in range(len(self.boxes)):
            if not rest >> i & 1:
                continue
            b = self.boxes[i]
            if b.wide or b.strict:
                check.append(i)
            if b.wide:
                needs[_CODE.get(b.color, 4)] += b.need * b.covers
            else:
                t = max(1, min(b.need, 7))
                singles[t] += b.covers
                thresholds.setdefault(b.color, []).extend([t] * b.covers)
                if b.color != "ANY":
                    cs = colour_singles.setdefault(b.color, [0] * 8)
                    cs[t] += b.covers
        hall = _hall_steps(singles)
        colour_hall = [(color, _hall_steps(cs)) for color, cs in colour_singles.items()]
        thresh = [(_CODE.get(color, 4), sorted(ts, reverse=True)) for color, ts in thresholds.items()]
        got = (check, needs, thresh, hall, colour_hall)
        self.bounds_cache[rest] = got
        return got

    def dice_bounds(self, counts: tuple[int, ...]) -> tuple:
        """What `hopeless` needs to know about the dice `counts` (worked out once per dice)."""
        pips = wild = 0
        own = [0, 0, 0]  # pips of native S, A, M dice
        at_least = [0] * 8  # at_least[t]: dice worth t or more
        for ti, (v, is_wild, color) in enumerate(self.type_info):
            n = counts[ti]
            if n:
                pips += v * n
                at_least[v] += n
                if is_wild:
                    wild += v * n
                elif color in _OWN:
                    own[_CODE[color]] += v * n
        for v in range(5, 0, -1):
            at_least[v] += at_least[v + 1]
        avail = tuple([at_least[v] - at_least[v + 1] for v in range(7)] + [0])  # dice worth exactly v
        got = self.count_cache[counts] = (pips, wild, own, at_least, avail, {})
        return got

    def hopeless(self, rest: int, counts: tuple[int, ...]) -> bool:
        """Necessary conditions for filling every box in `rest` (True: they cannot all be filled)."""
        check, wide_needs, thresh, hall, colour_hall = self.bounds_cache.get(rest) or self.rest_bounds(rest)
        pips, wild, own, at_least, avail0, colour_fit = self.count_cache.get(counts) or self.dice_bounds(counts)
        # Hall-type count for single boxes: each needs its own unit worth >= need.
        for t, k in hall:
            if k > at_least[t]:
                return True
        for i in check:
            if not self.can_fill(i, counts):
                return True
        needs = list(wide_needs)
        # A single box receives a whole unit, worth the value of its lower (or only) die, a different
        # die for each unit: per colour, at least the smallest dice that can meet the needs.
        for code, ts in thresh:
            avail = list(avail0)
            low = 0
            for t in ts:
                v = t
                while v <= 6 and not avail[v]:
                    v += 1
                if v > 6:
                    return True
                avail[v] -= 1
                low += v
            needs[code] += low
        if needs[0] + needs[1] + needs[2] + needs[3] + needs[4] > pips:
            return True
        # Colour boxes take their own dice, then wild dice, then pairs (worth at most half their pips);
        # own dice beyond their own boxes' needs, and wild dice not needed, can feed pairs and ANY boxes.
        deficit = surplus = 0
        for c in range(3):
            gap = needs[c] - own[c]
            if gap > 0:
                deficit += gap
            else:
                surplus -= gap
        other = pips - wild - own[0] - own[1] - own[2]
        rest_need = needs[3] + needs[4]
        if 2 * max(0, deficit - wild) + rest_need > surplus + max(0, wild - deficit) + other:
            return True
        for color, steps in colour_hall:
            fit_at = colour_fit.get(color)
            if fit_at is None:  # dice of this colour (or wild) worth t or more, for each t
                fit_at = [0] * 8
                values = self.values
                for ti in self.fits_color(color):
                    fit_at[min(values[ti], 7)] += counts[ti]
                for v in range(6, 0, -1):
                    fit_at[v] += fit_at[v + 1]
                colour_fit[color] = fit_at
            for t, k in steps:
                if t > 6:
                    return True
                fit = fit_at[t]
                if k > fit + (at_least[t] - fit) // 2:
                    return True
        return False

    def fits_color(self, color: str) -> list[int]:
        got = self.colour_cache.get(color)
        if got is None:
            b = SBox(1, color)
            got = self.colour_cache[color] = [ti for ti, t in enumerate(self.types) if fits(t, b)]
        return got

    def all_covers(self, i: int, counts: tuple[int, ...]) -> list:
        """Every minimal way to fill box `i` (all its covers), fewest dice first; remembered."""
        key = (i, counts)
        got = self.cover_cache.get(key)
        if got is None:
            got = self.cover_cache[key] = self._all_covers(i, counts)
        return got

    def _all_covers(self, i: int, counts: tuple[int, ...]) -> list:
        b = self.boxes[i]
        fills: list = []
        for c1, u1 in self.covers(i, counts, b.need):
            if b.covers >= 2:
                for c2, u2 in self.covers(i, c1, b.need):
                    fills.append((c2, u1 + ((),) + u2))
            else:
                fills.append((c1, u1))
        total = sum(counts)
        fills.sort(key=lambda f: total - sum(f[0]))  # fewest dice first
        # Covers that leave the same dice lead to the same sub-problem: keep the first (fewest dice).
        unique: dict = {}
        for f in fills:
            unique.setdefault(f[0], f)
        return list(unique.values())

    def greedy_cover(self, i: int, counts: tuple[int, ...], need: int, own_first: bool = False) -> tuple | None:
        """For the last box only feasibility matters: biggest units first, then drop what is not needed.

        `own_first` (a heuristic for a box that is not the last): native dice, then wild dice, then pairs.
        """
        fit, off = self.fits(i)
        types = self.types
        units = [(types[ti].value, (ti,)) for ti in fit for _ in range(counts[ti])]
        offs = sorted((ti for ti in off for _ in range(counts[ti])), key=lambda t: -types[t].value)
        for k in range(0, len(offs) - 1, 2):
            units.append((types[offs[k + 1]].value, (offs[k], offs[k + 1])))
        if own_first:

            def rank(u: tuple) -> int:
                return 2 if len(u[1]) == 2 else 1 if types[u[1][0]].wild else 0

            units.sort(key=lambda u: (rank(u), -u[0]))
        else:
            units.sort(key=lambda u: -u[0])
        total, chosen = 0, []
        for u in units:
            if total >= need:
                break
            chosen.append(u)
            total += u[0]
        if total < need:
            return None
        if own_first:
            chosen.sort(key=lambda u: (-rank(u), u[0]))
        else:
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


# Solvers by (sorted dice, boxes): what a solver learns about the dice (which sets of boxes they
# fill, and how) does not depend on the objective, so the same roll solved again reuses it.
_SOLVERS: dict = {}
_SOLVERS_MAX = 512
_CODE = {"S": 0, "A": 1, "M": 2, "ANY": 3}  # colour -> slot in `hopeless`'s needs (4: any other colour)
_OWN = ("S", "A", "M")
_INF = float("inf")
_BOUNDS: dict = {}  # boxes (in the solver's order) -> ({rest: rest_bounds}, {rest: rest_singles})


def solve(
    dice: Sequence[SDie],
    boxes: Sequence[SBox],
    objective: Callable[[Vec], float],
    memo: dict | None = None,
    cost_only: bool = False,
    ties: bool = True,
    scarce: bool = False,
) -> Plan:
    """The placement minimising `objective`; ties: fewer dice used, then the higher dice kept (§6.3),
    then (`scarce`) the boxes of the colours scarce in the pool.

    `fills[j]` lists the units for box j (same order as `boxes`); a unit is a
    tuple of indices into `dice`.  For a Lich box the two covers are
    separated by an empty unit `()`.  `memo` (optional) remembers the
    objective's values: pass the same dict only with the same objective (a
    caller solving several rolls under one objective saves re-pricing them).
    `cost_only`: for a caller that reads only `cost`, with an objective that
    ignores the dice count (`vec[6]`): the first set of boxes found fillable
    already has the optimal cost, so the tie-breaks among equal costs are
    skipped (the plan is optimal, but may use more dice, or higher ones, than
    the tie-broken one).  The tie-breaks are not part of the objective, so
    this stays valid; an objective that read `vec[6]` would have to drop it.
    `ties=False`: the placement of games played under rules revisions 1 and 2
    (the fewest dice among the first placement found for each set of boxes),
    so that their saves replay the same.
    `scarce=True` (rules revision 4, with the tie-breaks): §6.3's third tie-break as well, among
    placements equal in cost, dice used and dice kept, the one filling more boxes of the colours the
    pool has fewest dice of (`_Solver.scarce_key`); the plan's `scarce` holds that key.
    """
    key = (tuple(sorted(dice)), tuple(boxes))
    s = _SOLVERS.get(key)
    if s is None:
        if len(_SOLVERS) >= _SOLVERS_MAX:
            _SOLVERS.clear()
        s = _SOLVERS[key] = _Solver(dice, boxes)
    s.search(objective, {} if memo is None else memo, cost_only, ties, scarce and ties and not cost_only)
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
    used = {i for f in fills for u in f for i in u}
    kept = tuple(sorted((d.value for i, d in enumerate(dice) if i not in used), reverse=True))
    key = s.best_key[3] if s.best_key is not None and len(s.best_key) > 3 else ()
    return Plan(objective(vec), vec, tuple(tuple(f) for f in fills), kept, key)


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


def _hall_steps(counts: list[int]) -> list[tuple[int, int]]:
    """Hall-type counts as (threshold, boxes asking that much or more), 7 (impossible) first."""
    steps = []
    k = 0
    for t in range(7, 0, -1):
        k += counts[t]
        if k:
            steps.append((t, k))
    return steps
