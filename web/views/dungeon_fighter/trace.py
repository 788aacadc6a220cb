"""Playing back a recorded throw: where each die is at a moment, never simulated again (digest 5.2).

The physics records, per moving die, its lowest point every millisecond in
0.1 mm (x, y, z flat) and the moments it rolled with the face then up
(`physics.Trace.dice`: (die id or None for the thrown die, start ms, flat
positions, rolls)).  These pure functions read it: web/throw.py calls
`frame` once per display frame, so the playback runs at the display's rate
whatever the trace's; `path_svg` draws the path for players who have
animations off.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .table import die_svg, pt

TraceDie = tuple[int | None, int, Sequence[int], Sequence[tuple[int, int]]]


@dataclass(frozen=True)
class Pose:
    """A die at one moment: world mm, its top face, and whether it has started moving yet."""

    x: float
    y: float
    z: float
    top: int
    moving: bool


def duration_ms(dice: Sequence[TraceDie]) -> int:
    """How long the playback lasts: until the last die stops."""
    end = 0
    for _id, t0, flat, _rolls in dice:
        end = max(end, int(t0) + len(flat) // 3)
    return end


def pose(die: TraceDie, t_ms: float, start_top: int = 1) -> Pose | None:
    """Where `die` is t_ms after the release, interpolated between the recorded milliseconds.

    None for a pushed die before it is hit (it is still lying where it was).
    """
    _id, t0, flat, rolls = die
    n = len(flat) // 3
    if n == 0:
        return None
    local = t_ms - int(t0)
    if local < 0:
        return None
    i = min(int(local), n - 1)
    f = 0.0 if i >= n - 1 else local - i
    j = min(i + 1, n - 1)
    x = (flat[3 * i] + f * (flat[3 * j] - flat[3 * i])) / 10.0
    y = (flat[3 * i + 1] + f * (flat[3 * j + 1] - flat[3 * i + 1])) / 10.0
    z = (flat[3 * i + 2] + f * (flat[3 * j + 2] - flat[3 * i + 2])) / 10.0
    top = start_top
    for t_roll, face in rolls:
        if t_roll <= t_ms:
            top = int(face)
        else:
            break
    return Pose(x, y, z, top, local < n - 1)


def heading(die: TraceDie, t_ms: float) -> float:
    """The die's direction of travel (degrees, world frame) around t_ms, for drawing it turned."""
    import math

    _id, t0, flat, _rolls = die
    n = len(flat) // 3
    i = max(0, min(int(t_ms - int(t0)), n - 1))
    k = max(0, i - 5)
    dx, dy = flat[3 * i] - flat[3 * k], flat[3 * i + 1] - flat[3 * k + 1]
    if dx == 0 and dy == 0:
        return 0.0
    return math.degrees(math.atan2(dy, dx))


def frame(dice: Sequence[TraceDie], colors: Mapping[int | None, str], t_ms: float, start_top: int = 1) -> str:
    """The flying layer's markup at t_ms: every die of the trace that has started moving."""
    out = []
    for die in dice:
        p = pose(die, t_ms, start_top if die[0] is None else 1)
        if p is None:
            continue
        out.append(die_svg(colors.get(die[0], "white"), p.top, p.x, p.y, heading(die, t_ms), die_id=None, z=p.z))
    return "".join(out)


def end_points(dice: Sequence[TraceDie]) -> list[tuple[int | None, float, float]]:
    """Where each traced die ended (world mm)."""
    out = []
    for die_id, _t0, flat, _rolls in dice:
        if len(flat) >= 3:
            out.append((die_id, flat[-3] / 10.0, flat[-2] / 10.0))
    return out


def moved_ids(dice: Sequence[TraceDie], board: Sequence[Mapping[str, Any]]) -> list[int]:
    """The ids of the dice on the board whose resting place is the end of a traced path: they are
    hidden while their flight plays, so no die is seen twice."""
    out = []
    ends = end_points(dice)
    for d in board:
        for die_id, x, y in ends:
            if (die_id is None or die_id == d["die"]) and abs(float(d["x"]) - x) < 1.0 and abs(float(d["y"]) - y) < 1.0:
                out.append(int(d["die"]))
                break
    return out


def path_svg(dice: Sequence[TraceDie], step_ms: int = 20) -> str:
    """The ground track of each traced die as a dashed line, bounces marked where it touched down."""
    out = []
    for die_id, _t0, flat, _rolls in dice:
        n = len(flat) // 3
        if n < 2:
            continue
        pts = []
        bounces = []
        for i in range(0, n, step_ms):
            x, y = pt(flat[3 * i] / 10.0, flat[3 * i + 1] / 10.0)
            pts.append(f"{x:.0f},{y:.0f}")
        x, y = pt(flat[-3] / 10.0, flat[-2] / 10.0)
        pts.append(f"{x:.0f},{y:.0f}")
        for i in range(1, n - 1):
            z0, z1, z2 = flat[3 * i - 1], flat[3 * i + 2], flat[3 * i + 5]
            if z1 <= 20 and z0 > z1 and z2 > z1:  # a touch-down: lowest point within 2 mm of a surface
                bx, by = pt(flat[3 * i] / 10.0, flat[3 * i + 1] / 10.0)
                bounces.append(f'<circle class="df-bounce" cx="{bx:.0f}" cy="{by:.0f}" r="7"/>')
        kind = "thrown" if die_id is None else "pushed"
        out.append(f'<polyline class="df-track df-track-{kind}" points="{" ".join(pts)}"/>{"".join(bounces)}')
    return "".join(out)


ID_COLOR = {0: "blue", 1: "green", 2: "red"}  # the hero dice's ids on the board (rules: fight.DIE_IDS)


def thrown_color(view: Mapping[str, Any]) -> str:
    """The colour of the die thrown last: the view's own record if it has one, else the newest
    "... throws the <colour> die" line of the log (a bonus die is white)."""
    last = view.get("last_throw")
    if isinstance(last, Mapping) and last.get("die"):
        return str(last["die"])
    for line in reversed(view.get("log") or []):
        text = str(line.get("text", "")) if isinstance(line, Mapping) else str(line)
        if " throws " not in text:
            continue
        for color in ("red", "blue", "green"):
            if f" throws the {color} die" in text:
                return color
        return "white"
    return "white"


def colors(dice: Sequence[TraceDie], thrown: str) -> dict[int | None, str]:
    """Each traced die's colour: the thrown one's, then pushed dice by their id."""
    return {die_id: thrown if die_id is None else ID_COLOR.get(int(die_id), "white") for die_id, *_rest in dice}


def from_view(view: Mapping[str, Any]) -> tuple[int, tuple[TraceDie, ...], int] | None:
    """The latest throw's trace as the view carries it (engine view "trace"): its throw number, the
    dice as TraceDie tuples, and the face up in the hand.  None when there is none (no throw yet, or
    an outcome given without physics)."""
    data = view.get("trace")
    if not isinstance(data, Mapping) or not data.get("dice"):
        return None
    dice = tuple(
        (
            d.get("die"),
            int(d.get("t0", 0)),
            tuple(d.get("xyz", ())),
            tuple((int(t), int(f)) for t, f in d.get("rolls", ())),
        )
        for d in data["dice"]
    )
    return int(data.get("throw", 0)), dice, int(data.get("start_top", 1))
