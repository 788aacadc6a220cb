"""Seeded random streams of the throw model (digest §5.2, binding).

One algorithm only: xoshiro256** on Python ints masked to 64 bits, its four
state words taken from SplitMix64.  Each stream is named by a label and the
throw counter k, so adding a draw to one stream never shifts another, and a
save replays bit-identically on CPython and in Pyodide (no `random`).
"""

from __future__ import annotations

MASK64 = 0xFFFFFFFFFFFFFFFF
FNV_OFFSET = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3
TWO53 = 9007199254740992
INV_TWO53 = 1.0 / 9007199254740992.0  # exact: the divisor is 2**53
SQRT3 = 1.7320508075688772


def fnv1a64(label: str) -> int:
    """Standard 64-bit FNV-1a over the label's UTF-8 bytes (labels name streams)."""
    h = FNV_OFFSET
    for b in label.encode("utf-8"):
        h = ((h ^ b) * FNV_PRIME) & MASK64
    return h


def splitmix64_next(state: int) -> tuple[int, int]:
    """One SplitMix64 step: (new state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def splitmix64_output(value: int) -> int:
    """The first output of SplitMix64 started at `value`."""
    return splitmix64_next(value & MASK64)[1]


class Stream:
    """xoshiro256** seeded from SplitMix64 started at `seed` (digest §5.2)."""

    __slots__ = ("s0", "s1", "s2", "s3")

    def __init__(self, seed: int) -> None:
        state = seed & MASK64
        words = []
        for _ in range(4):
            state, out = splitmix64_next(state)
            words.append(out)
        self.s0, self.s1, self.s2, self.s3 = words

    def next64(self) -> int:
        """The next 64-bit output."""
        s0, s1, s2, s3 = self.s0, self.s1, self.s2, self.s3
        x = (s1 * 5) & MASK64
        result = ((((x << 7) | (x >> 57)) & MASK64) * 9) & MASK64
        t = (s1 << 17) & MASK64
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = ((s3 << 45) | (s3 >> 19)) & MASK64
        self.s0, self.s1, self.s2, self.s3 = s0, s1, s2, s3
        return result

    def uniform(self) -> float:
        """A double in [0, 1) with 53 random bits (exact product)."""
        return (self.next64() >> 11) * INV_TWO53

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) by rejection on the top 53 bits."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = TWO53 - (TWO53 % n)
        while True:
            v = self.next64() >> 11
            if v < limit:
                return v % n

    def normal(self) -> float:
        """Irwin-Hall(4) noise: variance 1, bounded at +-3.46, summed in this fixed order."""
        u1 = self.uniform()
        u2 = self.uniform()
        u3 = self.uniform()
        u4 = self.uniform()
        return ((((u1 + u2) + u3) + u4) - 2.0) * SQRT3

    def symmetric(self, a: float) -> float:
        """U(-a, a) from one uniform draw."""
        return (2.0 * self.uniform() - 1.0) * a

    def shuffle(self, items: list) -> None:
        """Fisher-Yates from the last index down to 1, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def stream(seed: int, label: str, k: int = 0) -> Stream:
    """The stream `label` of throw k: seeded with splitmix64_output(seed ^ fnv1a64(label) ^ k)."""
    return Stream(splitmix64_output((seed & MASK64) ^ fnv1a64(label) ^ (k & MASK64)))
