"""The engine's own RNG: stable numbers, unbiased ranges, and the test seam."""

import pytest

from engine import Chance, ScriptedChance


def test_same_seed_same_numbers():
    a, b = Chance(2024), Chance(2024)
    assert [a.below(1000) for _ in range(50)] == [b.below(1000) for _ in range(50)]


def test_golden_sequence():
    """Pinned values: if these change, every old save link breaks."""
    c = Chance(12345)
    assert [c.d6() for _ in range(12)] == [3, 4, 4, 1, 4, 5, 3, 3, 2, 2, 6, 1]
    assert (Chance(0).below(100), Chance(99).below(6), Chance(2**63 - 1).below(10**9)) == (35, 5, 38352039)


def test_dice_are_roughly_uniform():
    c = Chance(7)
    counts = [0] * 6
    for _ in range(60_000):
        counts[c.d6() - 1] += 1
    assert all(9_400 < n < 10_600 for n in counts)


def test_shuffle_is_a_permutation_and_counts_a_reveal():
    c = Chance(3)
    items = list(range(20))
    c.shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))
    assert c.epoch > 0


def test_scripted_chance_runs_out_loudly():
    s = ScriptedChance(dice=[6, 1], picks=[2])
    assert (s.d6(), s.d6()) == (6, 1)
    assert s.pick("abc") == "c"
    with pytest.raises(AssertionError):
        s.d6()
    with pytest.raises(AssertionError):
        ScriptedChance(dice=[7]).d6()
