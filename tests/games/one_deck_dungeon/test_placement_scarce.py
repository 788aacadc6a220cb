"""§6.3's third tie-break (rules revision 4): among placements equal in cost, dice used and dice
kept, fill the boxes of the colours the pool has fewest dice of; exact against a brute force."""

from __future__ import annotations

import random

from engine.core.game import REVISION_KEY
from engine.games.one_deck_dungeon import GAME
from engine.games.one_deck_dungeon.placement import SBox, SDie, solve
from tests.games.one_deck_dungeon.helpers import card, fight, make, play
from tests.games.one_deck_dungeon.test_placement import filled, linear, random_case, shaped_case, tie_key

OWN = ("S", "A", "M")


def scarce_key(dice: list[SDie], boxes: list[SBox], fills) -> tuple[int, ...]:
    """The colours from the fewest pool dice (then S, A, M); per colour, its filled boxes, negated."""
    pool = {c: sum(1 for d in dice if d.color == c) for c in OWN}
    order = sorted(OWN, key=lambda c: (pool[c], OWN.index(c)))
    done = [b.color for b, f in zip(boxes, fills, strict=True) if f and filled(f, dice, b)]
    return tuple(-done.count(c) for c in order)


def full_key(dice: list[SDie], boxes: list[SBox], fills) -> tuple | None:
    k = tie_key(dice, boxes, fills)
    return None if k is None else (*k, scarce_key(dice, boxes, fills))


def brute_full(dice: list[SDie], boxes: list[SBox]) -> tuple:
    """The best key over every assignment (each die: unused, on a box, or half of a pair on a box)."""
    best: list = [None]
    n = len(dice)
    fills: list[list[tuple[int, ...]]] = [[] for _ in boxes]
    done = [False] * n

    def rec(i: int) -> None:
        while i < n and done[i]:
            i += 1
        if i == n:
            k = full_key(dice, boxes, fills)
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


def test_R_ODD_025_tie_break_3_fills_the_box_of_the_scarce_colour():
    """One heroic 5 can fill the Strength 5 or the Magic 5 box (1 damage each): it goes on the box
    whose colour the pool has fewer dice of, either way round (revision 3 took the Magic box both times)."""
    boxes = [SBox(5, "S", dmg=1), SBox(5, "M", dmg=1)]
    few_magic = [SDie(5, "H", True), SDie(1, "S"), SDie(1, "S"), SDie(1, "M")]
    plan = solve(few_magic, boxes, linear, scarce=True)
    assert plan.fills == ((), ((0,),)) and plan.scarce == (0, -1, 0)  # Agility (no dice), Magic, Strength
    few_strength = [SDie(5, "H", True), SDie(1, "M"), SDie(1, "M"), SDie(1, "S")]
    assert solve(few_strength, boxes, linear, scarce=True).fills == (((0,),), ())
    assert solve(few_strength, boxes, linear).fills == ((), ((0,),))  # without it: the first found


def test_R_ODD_025_to_030_tie_break_3_equals_brute_force():
    rng = random.Random(1226)
    for case in range(300):
        dice, boxes = random_case(rng) if case % 2 else shaped_case(rng, ("lich", "hydra", "singles", "wide")[case % 4])
        plan = solve(dice, boxes, linear, scarce=True)
        got = full_key(dice, boxes, plan.fills)
        assert got is not None and got[0] == plan.cost, (case, plan)
        assert got == brute_full(dice, boxes), (case, dice, boxes, plan)
        assert plan.scarce == got[3]


def test_revision_4_auto_place_uses_it_and_revision_3_links_keep_their_placement():
    """Auto-place in a battle where only the tie-break 3 decides: the revision 4 party fills the box of
    its scarce colour, a revision 3 link places as it always did."""
    from engine.games.one_deck_dungeon.rules import best_plan

    assert GAME.revision >= 4
    got = {}
    for rev in (3, 4):
        st = make(heroes=("Warrior",), deck=20, options={REVISION_KEY: rev})
        fight(st, card("Goblin"), dice=[1] * 13)
        _, plan, _, _, _ = best_plan(st)
        got[rev] = plan.scarce
        play(st, "auto")
        assert st.enc is not None
    assert got[3] == () and len(got[4]) == 3
