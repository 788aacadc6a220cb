"""The dice helper (§6.3): exact against a brute force, and the digest's placement scenarios."""

from __future__ import annotations

import random

from engine.games.one_deck_dungeon.placement import SBox, SDie, box_filled, fits, solve


def linear(v: tuple) -> float:
    """§6.3 default weights with theft 8, empty armor 1 and boss hits 12."""
    return 10.0 * v[0] + 3.0 * v[1] + 8.0 * v[2] + 1.0 * v[3] - 12.0 * (-v[4]) + 10.0 * v[5]


def filled(units: list[tuple[int, ...]], dice: list[SDie], b: SBox) -> bool:
    """Is the box filled?  Units without `()` separators may be split into the box's covers any way."""
    if b.covers == 1 or () in units:
        return box_filled(units, dice, b)
    for split in range(2 ** len(units)):  # a Lich box (two covers): try every split in two
        first = [u for k, u in enumerate(units) if split >> k & 1]
        second = [u for k, u in enumerate(units) if not split >> k & 1]
        if box_filled([*first, (), *second], dice, b):
            return True
    return False


def outcome(dice: list[SDie], boxes: list[SBox], fills: list[list[tuple[int, ...]]]) -> tuple | None:
    """The vector of a complete assignment, or None if it breaks a rule."""
    used: set[int] = set()
    filled_ = []
    for b, units in zip(boxes, fills, strict=True):
        for u in units:
            if set(u) & used:
                return None
            used |= set(u)
        if not b.wide and len([u for u in units if u]) > b.covers:
            return None
        ok = bool(units) and filled(units, dice, b)
        for u in units:  # every unit must be allowed on the box even if it does not fill it
            if len(u) == 1 and not fits(dice[u[0]], b):
                return None
            if len(u) == 2 and b.strict:
                return None
        if units and not b.wide and not ok:
            return None
        filled_.append(ok)
    gate_shut = any(b.gate and not f for b, f in zip(boxes, filled_, strict=True))
    if gate_shut and any(units for b, units in zip(boxes, fills, strict=True) if not b.gate):
        return None
    vec = [0] * 7
    for b, f, units in zip(boxes, filled_, fills, strict=True):
        if f:
            vec[4] -= b.hits
        else:
            vec[0] += b.dmg
            vec[1] += b.time
            vec[2] += b.star
            vec[3] += 1 if b.gate else 0
            vec[5] += b.head
        vec[6] += sum(len(u) for u in units)
    return tuple(vec)


def brute(dice: list[SDie], boxes: list[SBox]) -> float:
    """Every way to send each die to nothing, a box, or a box as half of a pair."""
    best = float("inf")
    n = len(dice)
    fills: list[list[tuple[int, ...]]] = [[] for _ in boxes]
    done = [False] * n

    def rec(i: int) -> None:
        nonlocal best
        while i < n and done[i]:
            i += 1
        if i == n:
            v = outcome(dice, boxes, fills)
            if v is not None:
                best = min(best, linear(v))
            return
        done[i] = True
        rec(i + 1)
        for j in range(len(boxes)):
            fills[j].append((i,))
            rec(i + 1)
            fills[j].pop()
            for k in range(i + 1, n):
                if not done[k]:
                    done[k] = True
                    fills[j].append((i, k))
                    rec(i + 1)
                    fills[j].pop()
                    done[k] = False
        done[i] = False

    rec(0)
    return best


def random_case(rng: random.Random) -> tuple[list[SDie], list[SBox]]:
    colors = "SAM"
    dice = []
    for _ in range(rng.randint(1, 5)):
        c = rng.choice("SAMSAMH")
        dice.append(SDie(rng.randint(1, 6), c, c == "H"))
    boxes = []
    for _ in range(rng.randint(1, 3)):
        wide = rng.random() < 0.35
        need = rng.randint(5, 12) if wide else rng.randint(2, 6)
        color = rng.choice(colors + "A") if rng.random() < 0.85 else "ANY"
        gate = rng.random() < 0.25
        boxes.append(
            SBox(
                need,
                color,
                wide,
                gate,
                gate and color != "ANY" and rng.random() < 0.3,
                1,
                rng.randint(0, 2),
                rng.randint(0, 1),
                int(rng.random() < 0.1),
                rng.randint(0, 2) if rng.random() < 0.3 else 0,
                int(rng.random() < 0.1),
            )
        )
    return dice, boxes


def test_solver_equals_brute_force_on_1000_random_rolls():
    rng = random.Random(20261124)
    for case in range(1000):
        dice, boxes = random_case(rng)
        plan = solve(dice, boxes, linear)
        expect = brute(dice, boxes)
        assert plan.cost == expect, (case, dice, boxes, plan)
        # the plan itself is legal and really costs what it says
        v = outcome(dice, boxes, [list(f) for f in plan.fills])
        assert v is not None and linear(v) == plan.cost, (case, plan)


def shaped_case(rng: random.Random, shape: str) -> tuple[list[SDie], list[SBox]]:
    """Small rolls on the solver's worst shapes: Lich marks, Hydra heads, repeated singles, wide boxes."""
    dice = []
    for _ in range(rng.randint(2, 5)):
        c = rng.choice("SAMSAMH")
        dice.append(SDie(rng.randint(1, 6), c, c == "H"))
    boxes = []
    if shape == "lich":
        for _ in range(rng.randint(1, 2)):
            boxes.append(SBox(rng.randint(2, 5), rng.choice("MMA"), covers=2, dmg=1, hits=1))
        if rng.random() < 0.6:
            boxes.append(SBox(rng.randint(5, 12), rng.choice("SAM"), wide=True, dmg=2, hits=2))
        if rng.random() < 0.3:
            boxes.append(SBox(rng.randint(2, 5), "ANY", dmg=1))
    elif shape == "hydra":
        for _ in range(rng.randint(1, 2)):
            boxes.append(SBox(rng.randint(3, 6), rng.choice("SAM"), dmg=1, hits=1, head=1))
        for _ in range(rng.randint(1, 2)):
            boxes.append(SBox(rng.randint(4, 12), rng.choice("SAM"), wide=True, dmg=rng.randint(1, 2), hits=1))
    elif shape == "singles":  # repeated single boxes (solved as one group), some of them armor
        for _ in range(rng.randint(2, 4)):
            need, color = rng.choice([(4, "M"), (4, "M"), (3, "S"), (5, "ANY")])
            gate = rng.random() < 0.2
            strict = gate and color != "ANY" and rng.random() < 0.5
            covers = 2 if color == "M" and rng.random() < 0.3 else 1
            boxes.append(SBox(need, color, gate=gate, strict=strict, covers=covers, dmg=rng.randint(0, 2), hits=1))
    else:  # many wide boxes, maybe an armor gate
        if rng.random() < 0.3:
            boxes.append(SBox(rng.randint(2, 5), rng.choice("SAM"), gate=True, dmg=1))
        for _ in range(rng.randint(2, 4 - len(boxes))):
            color = rng.choice("SAM") if rng.random() < 0.8 else "ANY"
            boxes.append(SBox(rng.randint(3, 10), color, wide=True, dmg=rng.randint(0, 2), time=rng.randint(0, 1)))
    rng.shuffle(boxes)
    return dice, boxes


def test_solver_equals_brute_force_on_worst_case_shapes():
    rng = random.Random(7)
    for shape in ("lich", "hydra", "singles", "wide"):
        for case in range(150):
            dice, boxes = shaped_case(rng, shape)
            plan = solve(dice, boxes, linear)
            expect = brute(dice, boxes)
            assert plan.cost == expect, (shape, case, dice, boxes, plan)
            v = outcome(dice, boxes, [list(f) for f in plan.fills])
            assert v is not None and linear(v) == plan.cost, (shape, case, plan)


def test_S_ODD_01_glooping_ooze_example_optimum():
    dice = [SDie(5, "S"), SDie(3, "A"), SDie(6, "A"), SDie(1, "M"), SDie(4, "M"), SDie(4, "M"), SDie(6, "M")]
    boxes = [
        SBox(3, "S", dmg=1),
        SBox(3, "A", dmg=1),
        SBox(4, "M", time=1),
        SBox(4, "S", dmg=1),
        SBox(5, "A", time=1),
        SBox(6, "M", dmg=1),
        SBox(4, "ANY", time=1),
        SBox(4, "ANY", time=1),
    ]
    plan = solve(dice, boxes, lambda v: 10 * (v[0] + 1) + 3 * v[1])  # SPLIT adds 1 damage
    assert plan.cost == 19
    assert plan.vec[0] == 0 and plan.vec[1] == 3  # every heart box filled, three time boxes left
    assert sum(1 for f in plan.fills for u in f if len(u) == 2) == 1  # exactly one pair
    # the rules' own placement (two boxes empty) costs 23: legal but worse
    rules_way = [[(0,)], [(1,)], [(4,)], [], [(2,)], [(6,)], [(5,)], []]
    assert linear(outcome(dice, boxes, rules_way)) + 10 == 23


def test_S_ODD_02_single_boxes():
    box = SBox(4, "S", dmg=1)
    assert not box_filled([(0,)], [SDie(3, "S")], box)
    assert box_filled([(0,)], [SDie(4, "S")], box)
    assert not box_filled([(0,)], [SDie(6, "A")], box)
    assert box_filled([(0,)], [SDie(4, "H", True)], box)
    assert not box_filled([(0,)], [SDie(3, "H", True)], box)
    assert box_filled([(0,)], [SDie(4, "A")], SBox(4, "ANY"))


def test_S_ODD_04_two_dice_as_any_colour():
    box = SBox(5, "M", dmg=1)
    assert box_filled([(0, 1)], [SDie(5, "S"), SDie(6, "A")], box)
    assert not box_filled([(0, 1)], [SDie(5, "S"), SDie(4, "A")], box)
    plan = solve([SDie(5, "S"), SDie(6, "A")], [box], linear)
    assert plan.cost == 0 and plan.fills[0] == ((1, 0),) or plan.fills[0] == ((0, 1),)


def test_S_ODD_05_armor_first():
    dice = [SDie(2, "S"), SDie(6, "A"), SDie(6, "M")]
    boxes = [SBox(4, "S", gate=True, dmg=1), SBox(3, "A", dmg=1), SBox(3, "M", time=1)]
    assert outcome(dice, boxes, [[], [(1,)], []]) is None  # A6 on 3A while the armor is empty
    plan = solve(dice, boxes, lambda v: 10 * v[0] + 3 * v[1])
    assert plan.cost == 13 and len(plan.fills[0][0]) == 2


def test_S_ODD_29_boss_round_exact_sum():
    s = [SDie(v, "S") for v in (6, 6, 5, 4, 4, 3)]
    dice = s + [SDie(6, "A"), SDie(5, "A"), SDie(2, "A"), SDie(5, "M"), SDie(5, "H", True)]
    boxes = [SBox(22, "S", wide=True, dmg=3, hits=3)] + [
        SBox(v, c, dmg=1, hits=1) for v, c in [(5, "A"), (6, "S"), (5, "M"), (6, "A"), (6, "S"), (5, "M"), (6, "A")]
    ]
    plan = solve(dice, boxes, lambda v: 10 * v[0] - 12 * (-v[4]))
    assert plan.vec[0] == 2 and -plan.vec[4] == 8  # 2 damage to the Warrior, 8 hits on the Yeti


def test_S_ODD_30_lich_double_cover():
    box = SBox(4, "M", covers=2, dmg=1, hits=1)
    assert box_filled([(0,), (), (1,)], [SDie(5, "M"), SDie(4, "M")], box)
    plan = solve([SDie(5, "M"), SDie(4, "M")], [box], linear)
    assert plan.cost == -12 and len([u for u in plan.fills[0] if u]) == 2
    plan = solve([SDie(5, "M"), SDie(3, "M")], [box], linear)  # only one unit can fill it
    assert plan.cost == 10


def test_strict_dragon_armor_takes_no_heroic_or_pair():
    box = SBox(5, "S", gate=True, strict=True, dmg=1)
    assert not fits(SDie(6, "H", True), box)
    assert not box_filled([(0, 1)], [SDie(6, "A"), SDie(6, "M")], box)
    assert fits(SDie(5, "S"), box)


def used_dice(fills) -> set[int]:
    return {i for f in fills for u in f for i in u}


def tie_key(dice: list[SDie], boxes: list[SBox], fills) -> tuple | None:
    """§6.3's order: cost, then fewer dice used, then the higher dice kept (unused values, highest first)."""
    v = outcome(dice, boxes, [list(f) for f in fills])
    if v is None:
        return None
    used = used_dice(fills)
    kept = sorted((d.value for i, d in enumerate(dice) if i not in used), reverse=True)
    return (linear(v), len(used), tuple(-x for x in kept))


def brute_best(dice: list[SDie], boxes: list[SBox]) -> tuple:
    """The best `tie_key` over every assignment (each die: unused, on a box, or half of a pair on a box)."""
    best: list = [None]
    n = len(dice)
    fills: list[list[tuple[int, ...]]] = [[] for _ in boxes]
    done = [False] * n

    def rec(i: int) -> None:
        while i < n and done[i]:
            i += 1
        if i == n:
            k = tie_key(dice, boxes, fills)
            if k is not None and (best[0] is None or k < best[0]):
                best[0] = k
            return
        done[i] = True
        rec(i + 1)
        for j in range(len(boxes)):
            fills[j].append((i,))
            rec(i + 1)
            fills[j].pop()
            for k in range(i + 1, n):
                if not done[k]:
                    done[k] = True
                    fills[j].append((i, k))
                    rec(i + 1)
                    fills[j].pop()
                    done[k] = False
        done[i] = False

    rec(0)
    return best[0]


def test_R_ODD_026_027_helper_wide_box_takes_fewest_dice():
    """§6.3 tie-break 1: `9 Agility wide` with A6 A3 S5 M5 takes A6 + A3, not A6 and a pair."""
    dice = [SDie(6, "A"), SDie(3, "A"), SDie(5, "S"), SDie(5, "M")]
    boxes = [SBox(9, "A", wide=True, dmg=2)]
    plan = solve(dice, boxes, linear)
    assert plan.cost == 0
    assert sorted(i for u in plan.fills[0] for i in u) == [0, 1]


def test_R_ODD_025_helper_keeps_the_higher_die():
    """§6.3 tie-break 2: a single `3 Strength` box with S6 and S3 takes the 3 and keeps the 6."""
    dice = [SDie(6, "S"), SDie(3, "S"), SDie(4, "A")]
    plan = solve(dice, [SBox(3, "S", dmg=1)], linear)
    assert plan.fills[0] == ((1,),)


def test_R_ODD_025_to_030_helper_tie_breaks_equal_brute_force():
    """Property (§6.3): on small random encounters the plan meets cost, then fewest dice, then
    keeps the higher dice unused, exactly as a brute force over every assignment does."""
    rng = random.Random(611)
    for case in range(400):
        dice, boxes = random_case(rng) if case % 2 else shaped_case(rng, ("lich", "hydra", "singles", "wide")[case % 4])
        plan = solve(dice, boxes, linear)
        got = tie_key(dice, boxes, plan.fills)
        assert got is not None and got[0] == plan.cost, (case, plan)
        assert got == brute_best(dice, boxes), (case, dice, boxes, plan)
