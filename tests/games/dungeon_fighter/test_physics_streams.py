"""Digest §5.2 golden values: FNV-1a labels, SplitMix64 seeding, xoshiro256**, the draws built on it,
and the in-house trigonometry.  A change in any of these shifts every throw, so the values are pinned."""

from __future__ import annotations

import math

from engine.games.dungeon_fighter.physics.streams import Stream, fnv1a64, splitmix64_output, stream
from engine.games.dungeon_fighter.physics.trig import dcos, dsin


def test_S_DF_36_fnv1a64_is_the_standard_64_bit_fnv1a() -> None:
    assert fnv1a64("") == 0xCBF29CE484222325
    assert fnv1a64("a") == 0xAF63DC4C8601EC8C
    assert fnv1a64("jitter") == 0x2E701E89A7AB0CD3
    assert fnv1a64("setup") == 0xEF3F4E306F96DF56


def test_S_DF_36_splitmix64_reference_output() -> None:
    assert splitmix64_output(0) == 0xE220A8397B1DCDAF
    assert splitmix64_output(0x5EED) == 0x09F1FD9D03F0A9B4


def test_S_DF_36_xoshiro256starstar_reference_sequence() -> None:
    s = Stream(0)
    s.s0, s.s1, s.s2, s.s3 = 1, 2, 3, 4
    assert [s.next64() for _ in range(4)] == [11520, 0, 1509978240, 1215971899390074240]


def test_S_DF_36_stream_seeding_and_draws_golden() -> None:
    s = stream(0x5EED, "jitter", 3)
    assert [s.next64() for _ in range(3)] == [0x779FE6BA81743800, 0x2DA2C9830D832119, 0x769A3B5E9C9DA4C1]
    s = stream(0x5EED, "jitter", 3)
    assert s.uniform() == 0.46728364995347327
    assert s.uniform() == 0.17826518487482845
    assert s.below(6) == 2
    assert s.below(1000) == 787
    assert s.normal() == -0.371431165221855
    items = list(range(10))
    stream(1, "setup", 0).shuffle(items)
    assert items == [0, 1, 8, 6, 9, 4, 3, 7, 5, 2]


def test_S_DF_36_streams_differ_by_label_and_k() -> None:
    firsts = {stream(7, label, k).next64() for label in ("jitter", "tumble", "bias", "timing") for k in range(5)}
    assert len(firsts) == 20


def test_irwin_hall_noise_is_bounded_with_unit_variance() -> None:
    s = stream(11, "jitter", 0)
    xs = [s.normal() for _ in range(20000)]
    assert max(abs(x) for x in xs) <= 2.0 * 1.7320508075688772
    mean = math.fsum(xs) / len(xs)
    var = math.fsum((x - mean) * (x - mean) for x in xs) / len(xs)
    assert abs(mean) < 0.03 and abs(var - 1.0) < 0.05


def test_below_is_uniform_and_in_range() -> None:
    s = stream(3, "tumble", 0)
    counts = [0] * 4
    for _ in range(8000):
        counts[s.below(4)] += 1
    assert all(1850 < c < 2150 for c in counts)


def test_dsin_dcos_golden_bits_and_accuracy() -> None:
    assert dsin(30.0).hex() == "0x1.fffffffffffffp-2"
    assert dcos(30.0).hex() == "0x1.bb67ae8584caap-1"
    assert dsin(123.45).hex() == "0x1.ab322c2547b9ep-1"
    assert dcos(-200.0).hex() == "-0x1.e11f642522d1cp-1"
    assert dsin(725.0).hex() == "0x1.64fd6b8c28102p-4"
    for a in (0.0, 90.0, 180.0, 270.0, -90.0, 360.0):
        assert dsin(a) in (-1.0, 0.0, 1.0) and dcos(a) in (-1.0, 0.0, 1.0)
    worst = 0.0
    for i in range(-7200, 7200, 7):
        a = i / 10.0
        worst = max(worst, abs(dsin(a) - math.sin(math.radians(a))), abs(dcos(a) - math.cos(math.radians(a))))
    assert worst < 1e-14
