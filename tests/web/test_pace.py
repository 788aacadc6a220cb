"""Computer seats' pace (web/pace.py) against the table's animations (static/app.css, the views' CSS).

A computer's move is drawn like a person's: at the normal speed the pause
before its next move must outlast every animation the table plays (ux.md:
<= 600 ms), or its roll would be replaced before it lands.
"""

from __future__ import annotations

import re
from pathlib import Path

from web.pace import PAUSE, PAUSE_SLICE, SKIP_PAINT

ROOT = Path(__file__).resolve().parents[2]
ANIMATION = re.compile(r"animation:\s*([\w-]+)\s+([\d.]+)(m?s)([^;}]*)")


def finite_animations() -> list[tuple[str, float, str]]:
    """(name, seconds, file) of every finite CSS animation the site ships."""
    sources = [ROOT / "static" / "app.css", *sorted((ROOT / "web" / "views").rglob("*.py"))]
    found = []
    for path in sources:
        for name, number, unit, rest in ANIMATION.findall(path.read_text()):
            if "infinite" in rest:
                continue
            found.append((name, float(number) / (1000 if unit == "ms" else 1), path.name))
    return found


def test_the_normal_pause_outlasts_every_animation_of_the_table():
    animations = finite_animations()
    assert any(name == "kit-roll" for name, _, _ in animations)  # the parser sees the dice
    longest = max(animations, key=lambda a: a[1])
    assert longest[1] <= 0.6, longest  # ux.md: <= 600 ms for a roll
    assert PAUSE[False] > longest[1], (PAUSE, longest)


def test_fast_is_faster_and_skip_and_speed_changes_act_within_a_slice():
    assert 0 < PAUSE[True] < PAUSE[False]
    assert PAUSE[True] >= PAUSE_SLICE  # a Skip waits at most one slice, less than even the fast pause
    assert 0 < SKIP_PAINT <= 0.25  # a skip still shows the table a few times a second
