"""Board DF-B1 (digest §5.3): regions as data, classification of points and footprints.

A point is classified by the first matching layer: off board, hole, bone,
bullseye, rings, outer.  Radii are compared squared (no sqrt).  Bones and
section lines are markings for judging only; holes also swallow dice (§5.5).
"""

from __future__ import annotations

import json
from importlib import resources

OUTSIDE = -2  # category ids: OUTSIDE < BONE < 1 < 2 < 3 < 4 < 5 < 10 (the vote's ranking)
BONE = -1
HOLE = 0  # a hole sample is ignored by the vote
TABLE_X = 900.0
TABLE_Y = 600.0
DIE_EDGE = 16.0
SAMPLE_OFFSETS = (-7.0, -5.0, -3.0, -1.0, 1.0, 3.0, 5.0, 7.0)


def _load() -> dict:
    text = (resources.files(__package__) / "boards" / "df-b1.json").read_text(encoding="utf-8")
    return json.loads(text)


DATA = _load()
HALF = float(DATA["half_mm"])
SURFACE = float(DATA["surface_mm"])
HOLES = tuple((float(h["x"]), float(h["y"]), float(h["r"]) * float(h["r"])) for h in DATA["holes"])
BONES = tuple(
    (float(b["a"][0]), float(b["a"][1]), float(b["b"][0]), float(b["b"][1]), float(b["r"]) * float(b["r"]))
    for b in DATA["bones"]
)
RINGS = tuple((float(r["r_max"]) * float(r["r_max"]), int(r["value"])) for r in DATA["rings"])
OUTER_SAME = int(DATA["outer"]["same_sign"])
OUTER_OPPOSITE = int(DATA["outer"]["opposite_sign"])


def on_board(x: float, y: float) -> bool:
    """Inside the closed board square."""
    return -HALF <= x <= HALF and -HALF <= y <= HALF


def on_table(x: float, y: float) -> bool:
    """Inside the closed table rectangle."""
    return -TABLE_X <= x <= TABLE_X and -TABLE_Y <= y <= TABLE_Y


def in_hole(x: float, y: float) -> bool:
    """The point lies inside a hole circle."""
    for hx, hy, r2 in HOLES:
        dx = x - hx
        dy = y - hy
        if dx * dx + dy * dy < r2:
            return True
    return False


def _on_bone(x: float, y: float) -> bool:
    for ax, ay, bx, by, r2 in BONES:
        ex = bx - ax
        ey = by - ay
        px = x - ax
        py = y - ay
        ll = ex * ex + ey * ey
        t = (px * ex + py * ey) / ll if ll > 0.0 else 0.0
        t = min(1.0, max(0.0, t))
        dx = px - t * ex
        dy = py - t * ey
        if dx * dx + dy * dy <= r2:
            return True
    return False


def classify(x: float, y: float) -> int:
    """The region of one point: OUTSIDE, HOLE, BONE or a section value (1-5, 10)."""
    if x > HALF or x < -HALF or y > HALF or y < -HALF:
        return OUTSIDE
    if in_hole(x, y):
        return HOLE
    if _on_bone(x, y):
        return BONE
    r2 = x * x + y * y
    for r_max2, value in RINGS:
        if r2 < r_max2:
            return value
    return OUTER_SAME if x * y >= 0.0 else OUTER_OPPOSITE


RANK = {OUTSIDE: 0, BONE: 1, 1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 10: 7}


def footprint_counts(cx: float, cy: float, hx: float, hy: float) -> dict[int, int]:
    """Counts per category of the 8x8 footprint samples of a die at (cx, cy) with heading (hx, hy)."""
    counts: dict[int, int] = {}
    for ox in SAMPLE_OFFSETS:
        for oy in SAMPLE_OFFSETS:
            px = cx + ox * hx - oy * hy
            py = cy + ox * hy + oy * hx
            cat = classify(px, py)
            counts[cat] = counts.get(cat, 0) + 1
    return counts


def vote(counts: dict[int, int]) -> int:
    """§5.6 step 4: every category within 2 of the top count is a candidate; the lowest-ranked wins.

    Hole samples are ignored.  Returns OUTSIDE when nothing but holes was sampled.
    """
    cats = [c for c in sorted(counts) if c != HOLE and counts[c] > 0]
    if not cats:
        return OUTSIDE
    m = max(counts[c] for c in cats)
    candidates = [c for c in cats if counts[c] >= m - 2]
    return min(candidates, key=lambda c: RANK[c])
