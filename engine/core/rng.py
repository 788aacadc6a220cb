"""The engine's own deterministic random numbers.

Why not `random`: its algorithms are not promised stable across Python
versions, and a save (seed + choices) must replay identically in CPython and
in Pyodide.  SplitMix64 is tiny, fast in pure Python and well understood; its
whole state is one integer, stored in the game state.

`Chance` also counts *reveals*: every die roll, shuffle, pick or card draw
bumps `epoch`.  The match compares epochs to know whether a choice revealed
something, which is what forbids undo across a reveal.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Chance:
    """Seeded dice, shuffles and picks, with a reveal counter.

    Games call only these methods for randomness, and `reveal()` when they
    show a player something that was hidden without rolling (e.g. turning up
    the top card of an already shuffled deck).
    """

    __slots__ = ("state", "epoch")

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64
        self.epoch = 0

    # -- raw generator -------------------------------------------------
    def _next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        self.epoch += 1
        if n == 1:
            return 0
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self._next64()
            if x < limit:
                return x % n

    # -- game-facing helpers -------------------------------------------
    def d6(self) -> int:
        return self.below(6) + 1

    def roll(self, count: int) -> tuple[int, ...]:
        """`count` six-sided dice, each face kept (the log shows dice, not sums)."""
        return tuple(self.d6() for _ in range(count))

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        self.epoch += 1

    def pick(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """k distinct items chosen uniformly (order of choosing)."""
        pool = list(items)
        out = []
        for _ in range(min(k, len(pool))):
            out.append(pool.pop(self.below(len(pool))))
        return out

    def reveal(self) -> None:
        """Mark that hidden information was shown (no randomness used)."""
        self.epoch += 1

    def copy(self) -> Chance:
        other = Chance(0)
        other.state, other.epoch = self.state, self.epoch
        return other

    def fingerprint(self) -> tuple[int, int]:
        return (self.state, self.epoch)


class ScriptedChance(Chance):
    """The test seam: dice and picks come from scripts, shuffles keep order.

    Tests lay out decks explicitly and script every die face and random pick.
    Running out of script is a test error, never a silent fallback, so a
    test cannot pass on dice it did not fix.
    """

    __slots__ = ("dice", "picks")

    def __init__(self, dice: Sequence[int] = (), picks: Sequence[int] = ()) -> None:
        super().__init__(0)
        self.dice = list(dice)
        self.picks = list(picks)

    def d6(self) -> int:
        if not self.dice:
            raise AssertionError("ScriptedChance: no scripted die left")
        self.epoch += 1
        face = self.dice.pop(0)
        if not 1 <= face <= 6:
            raise AssertionError(f"ScriptedChance: bad die face {face}")
        return face

    def below(self, n: int) -> int:
        if not self.picks:
            raise AssertionError(f"ScriptedChance: no scripted pick left (below {n})")
        self.epoch += 1
        value = self.picks.pop(0)
        if not 0 <= value < n:
            raise AssertionError(f"ScriptedChance: pick {value} not below {n}")
        return value

    def shuffle(self, items: MutableSequence[T]) -> None:
        self.epoch += 1

    def pick(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def copy(self) -> ScriptedChance:
        other = ScriptedChance(self.dice, self.picks)
        other.epoch = self.epoch
        return other
