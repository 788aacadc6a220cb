"""Aiming a throw: pointer samples or key presses -> the eight logged integers (digest 5.4).

Pure functions, so CPython tests pin them; web/throw.py feeds them what the
pointer and the keys do in the page.  Positions arrive in table millimetres
(the SVG's user units: x right, y *down* the screen, the table drawn with its
S edge at the bottom), times in ms.

- flick (default): yaw from the swipe's direction over its last 60 ms, power
  from its speed in screen millimetres per second, spin from how much it
  curls over its last 150 ms, release time = pointer up - pointer down.
- slingshot (accessibility): drag back from the hand; the die flies the other
  way, and the drag's length on screen gives the power.
- keys: the same fields stepped by keys (`key_step`).

The yaw is read in the *normal* view's screen frame relative to the
station's inward normal, whatever the view shows: under "Back to the table"
the table is drawn turned half round and the engine adds 180 degrees (P2),
so a swipe towards the board as drawn throws towards it.  The aiming UI keeps
the yaw within +-60 degrees unless an input map (mirror, turned view) is on.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from engine.games.dungeon_fighter.physics.gesture import (
    AUX_DEFAULT,
    NORMALS,
    OFFSET_LIMIT,
    Gesture,
    pack_aux,
    station_code,
    station_of,
    unpack_aux,
)
from engine.games.dungeon_fighter.physics.requirements import combine

YAW_UI_LIMIT = 6000  # cdeg: the aiming UI's range without an input map
YAW_MIN, YAW_MAX = -18000, 17999
FLICK_WINDOW_MS = 60  # the swipe's direction is read over its last 60 ms
CURL_WINDOW_MS = 150  # and its curl over its last 150 ms
CSS_MM_PER_PX = 25.4 / 96  # a CSS pixel is 1/96 inch
POWER_PER_MM_S = 2.0  # power_pm per screen mm/s of swipe speed: 500 mm/s (a brisk flick) = full power
SPIN_PER_DEG_S = 1.0 / 3.0  # spin_drps per degree/s of curl: a quarter turn in 150 ms = 20 rev/s
SLING_FULL_MM = 60.0  # a slingshot drawn back 60 screen mm is full power
# deci-degrees.  A die must bounce on the table before it reaches the board, so the usual throw is
# aimed down at the table: from every edge a throw 15 degrees down hits at some power (from the near
# and far edges only downward throws do; an arc of 0 or more flies onto the board without a bounce).
DEFAULT_LOFT = -150
LOFTS = {"down": -150, "low": 0, "medium": 200, "high": 450}
LOFT_WORDS = {"down": "Down at the table", "low": "Low arc", "medium": "Medium arc", "high": "High arc"}
EDGE_WORDS = {"S": "near", "E": "right", "N": "far", "W": "left"}


@dataclass(frozen=True)
class Aim:
    """What the player has set up before and during a throw (all integers, as logged)."""

    edge: str = "S"
    offset_mm: int = 0
    yaw_cdeg: int = 0
    power_pm: int = 450
    loft_ddeg: int = DEFAULT_LOFT
    spin_drps: int = 0
    top_face: int = 1
    t_release_ms: int = 0
    aux: int = AUX_DEFAULT

    def gesture(self) -> Gesture:
        """The logged gesture (GESTURE_PARAMS order)."""
        return Gesture(
            station_code(self.edge, self.offset_mm),
            self.yaw_cdeg,
            self.power_pm,
            self.loft_ddeg,
            self.spin_drps,
            self.top_face,
            self.t_release_ms,
            self.aux,
        )

    def params(self) -> tuple[int, ...]:
        return tuple(int(v) for v in self.gesture())


def from_gesture(g: Sequence[int]) -> Aim:
    """The Aim a logged gesture came from (watch again, a computer's throw shown on the table)."""
    edge, offset = station_of(int(g[0]))
    return Aim(edge, offset, *(int(v) for v in g[1:8]))


def clamp(value: float, low: int, high: int) -> int:
    return int(min(high, max(low, round(value))))


def yaw_limits(requirements: Iterable[str]) -> tuple[int, int]:
    """The yaw the aiming UI allows: +-60 degrees, or the full circle under an input map (P2)."""
    h = combine(tuple(requirements))
    if h.mirror or h.invert_view:
        return YAW_MIN, YAW_MAX
    return -YAW_UI_LIMIT, YAW_UI_LIMIT


# -- directions --------------------------------------------------------------------
def screen_to_world(dx: float, dy: float) -> tuple[float, float]:
    """A vector on the (normal-view) screen to the world frame: the screen's y runs down, the world's up."""
    return dx, -dy


def world_to_screen(wx: float, wy: float) -> tuple[float, float]:
    return wx, -wy


def yaw_of(edge: str, dx: float, dy: float) -> float:
    """Degrees from the station's inward normal to the screen vector (dx, dy), counter-clockwise positive."""
    nx, ny = NORMALS[edge]
    wx, wy = screen_to_world(dx, dy)
    return math.degrees(math.atan2(nx * wy - ny * wx, nx * wx + ny * wy))


def direction(edge: str, yaw_cdeg: float) -> tuple[float, float]:
    """The unit screen vector of a yaw from `edge` (the inverse of `yaw_of`)."""
    nx, ny = NORMALS[edge]
    a = math.radians(yaw_cdeg / 100.0)
    wx, wy = nx * math.cos(a) - ny * math.sin(a), nx * math.sin(a) + ny * math.cos(a)
    return world_to_screen(wx, wy)


def _wrap_cdeg(cdeg: float) -> float:
    return (cdeg + 18000.0) % 36000.0 - 18000.0


# -- flick -----------------------------------------------------------------------------
Sample = tuple[float, float, float]  # (t_ms, x_mm, y_mm) in table millimetres, y down the screen


def _at(samples: Sequence[Sample], t: float) -> Sample:
    """The sample at time t, interpolated (clamped to the ends)."""
    if t <= samples[0][0]:
        return samples[0]
    for a, b in zip(samples, samples[1:], strict=False):
        if a[0] <= t <= b[0]:
            span = b[0] - a[0]
            f = 0.0 if span <= 0 else (t - a[0]) / span
            return (t, a[1] + f * (b[1] - a[1]), a[2] + f * (b[2] - a[2]))
    return samples[-1]


def flick(samples: Sequence[Sample], aim: Aim, *, mm_per_unit: float, requirements: Iterable[str] = ()) -> Aim:
    """The Aim of a flick: yaw, power, spin and release time from the swipe; the rest as set up.

    `mm_per_unit` is how many screen millimetres one table millimetre is drawn
    at (so the power follows the hand's speed, not the zoom).
    """
    if len(samples) < 2:
        return replace(aim, t_release_ms=0)
    t0, t1 = samples[0][0], samples[-1][0]
    a = _at(samples, max(t0, t1 - FLICK_WINDOW_MS))
    b = samples[-1]
    dx, dy = b[1] - a[1], b[2] - a[2]
    dt = max(1.0, b[0] - a[0])
    speed = math.hypot(dx, dy) * mm_per_unit / dt * 1000.0
    lo, hi = yaw_limits(requirements)
    yaw = clamp(yaw_of(aim.edge, dx, dy) * 100.0, lo, hi) if (dx or dy) else aim.yaw_cdeg
    power = clamp(speed * POWER_PER_MM_S, 0, 1000)
    spin = clamp(curl(samples) * SPIN_PER_DEG_S, -300, 300)
    return replace(aim, yaw_cdeg=yaw, power_pm=power, spin_drps=spin, t_release_ms=clamp(t1 - t0, 0, 8000))


def curl(samples: Sequence[Sample]) -> float:
    """The swipe's turning rate over its last 150 ms in degrees per second, counter-clockwise on the
    table positive (so a curl to the left spins the die to the left)."""
    t1 = samples[-1][0]
    t0 = max(samples[0][0], t1 - CURL_WINDOW_MS)
    if t1 - t0 < 20:
        return 0.0
    mid = _at(samples, (t0 + t1) / 2)
    a, b = _at(samples, t0), samples[-1]
    w1 = screen_to_world(mid[1] - a[1], mid[2] - a[2])
    w2 = screen_to_world(b[1] - mid[1], b[2] - mid[2])
    if w1 == (0.0, 0.0) or w2 == (0.0, 0.0):
        return 0.0
    turn = math.degrees(math.atan2(w1[0] * w2[1] - w1[1] * w2[0], w1[0] * w2[0] + w1[1] * w2[1]))
    return turn / ((t1 - t0) / 2) * 1000.0


def flick_samples(aim: Aim, *, mm_per_unit: float, start: tuple[float, float] = (0.0, 0.0)) -> list[Sample]:
    """A straight, steady swipe that `flick` reads back as `aim`'s yaw, power and release time
    (tests, and the keyboard's throw drawn as a hand movement)."""
    ux, uy = direction(aim.edge, aim.yaw_cdeg)
    speed = aim.power_pm / POWER_PER_MM_S / mm_per_unit  # table mm per s
    duration = max(aim.t_release_ms, FLICK_WINDOW_MS)
    still = duration - FLICK_WINDOW_MS  # the hand waits, then moves at a steady speed to the release
    times = [still * i / 4 for i in range(4)] + [still + FLICK_WINDOW_MS * i / 6 for i in range(7)]
    out = []
    for t in times:
        run = speed * max(0.0, t - still) / 1000.0
        out.append((t, start[0] + ux * run, start[1] + uy * run))
    return out


# -- slingshot ---------------------------------------------------------------------------
def slingshot(
    pull: tuple[float, float], aim: Aim, *, mm_per_unit: float, held_ms: float, requirements: Iterable[str] = ()
) -> Aim:
    """The Aim of a slingshot: `pull` is the drag from the hand (table mm); the die flies the opposite way."""
    dx, dy = -pull[0], -pull[1]
    if not (dx or dy):
        return replace(aim, power_pm=0, t_release_ms=clamp(held_ms, 0, 8000))
    lo, hi = yaw_limits(requirements)
    yaw = clamp(yaw_of(aim.edge, dx, dy) * 100.0, lo, hi)
    power = clamp(math.hypot(dx, dy) * mm_per_unit / SLING_FULL_MM * 1000.0, 0, 1000)
    return replace(aim, yaw_cdeg=yaw, power_pm=power, t_release_ms=clamp(held_ms, 0, 8000))


# -- keys ----------------------------------------------------------------------------------
KEY_HELP = (
    ("Left / Right", "aim (hold Shift for big steps)"),
    ("Up / Down", "power"),
    ("Page Up / Page Down", "arc: how high the die flies"),
    ("[ / ]", "spin"),
    ("< / >", "move along the table edge"),
    ("T", "turn the die in your hand (face up)"),
    ("E", "stand at the next edge"),
    ("L", "lean over the table (where a throw allows it)"),
    ("B", "move the bank sheet to the other side (or drag it)"),
    ("R", "turn the bank sheet a quarter round"),
    ("Space or Enter", "hold, then let go to throw"),
)


def key_step(aim: Aim, key: str, *, shift: bool = False, requirements: Iterable[str] = ()) -> Aim | None:
    """The Aim after one key press, or None when the key is not an aiming key."""
    big = 5 if shift else 1
    lo, hi = yaw_limits(requirements)
    if key == "ArrowLeft":
        return replace(aim, yaw_cdeg=clamp(aim.yaw_cdeg + 100 * big, lo, hi))
    if key == "ArrowRight":
        return replace(aim, yaw_cdeg=clamp(aim.yaw_cdeg - 100 * big, lo, hi))
    if key == "ArrowUp":
        return replace(aim, power_pm=clamp(aim.power_pm + 10 * big, 0, 1000))
    if key == "ArrowDown":
        return replace(aim, power_pm=clamp(aim.power_pm - 10 * big, 0, 1000))
    if key == "PageUp":
        return replace(aim, loft_ddeg=clamp(aim.loft_ddeg + 50, -300, 700))
    if key == "PageDown":
        return replace(aim, loft_ddeg=clamp(aim.loft_ddeg - 50, -300, 700))
    if key == "]":
        return replace(aim, spin_drps=clamp(aim.spin_drps + 10 * big, -300, 300))
    if key == "[":
        return replace(aim, spin_drps=clamp(aim.spin_drps - 10 * big, -300, 300))
    if key in ("<", ","):
        return move_along(aim, -50 * big)
    if key in (">", "."):
        return move_along(aim, 50 * big)
    if key in ("t", "T"):
        return replace(aim, top_face=aim.top_face % 6 + 1)
    if key in ("b", "B") and "bank" in set(requirements):
        return other_bank_side(prepare(aim, requirements))
    if key in ("r", "R") and "bank" in set(requirements):
        return turn_bank(aim, requirements)
    if key in ("l", "L"):
        return lean(aim, requirements)
    if key in ("e", "E"):
        edges = ("S", "E", "N", "W")
        return at_station(aim, edges[(edges.index(aim.edge) + 1) % 4], 0)
    return None


def move_along(aim: Aim, delta_mm: int) -> Aim:
    limit = OFFSET_LIMIT[aim.edge]
    return replace(aim, offset_mm=clamp(aim.offset_mm + delta_mm, -limit, limit))


def station_at(x: float, y: float) -> tuple[str, int]:
    """The station nearest a point on the table drawing (table mm, y down): its edge and offset."""
    wx, wy = x, -y
    gaps = {"S": abs(wy + 600), "N": abs(wy - 600), "W": abs(wx + 900), "E": abs(wx - 900)}
    edge = min(gaps, key=lambda e: gaps[e])
    offset = {"S": wx, "N": -wx, "E": wy, "W": -wy}[edge]
    limit = OFFSET_LIMIT[edge]
    return edge, clamp(round(offset / 10.0) * 10, -limit, limit)


# -- the guide the player sees while aiming ------------------------------------------------
@dataclass(frozen=True)
class Guide:
    """How the aiming arrow and the table are shown under the requirements in force (digest 5.8, P1/P2)."""

    arrow: bool = True  # blind and backwards hide it
    mirrored: bool = False  # weak hand: the arrow shows where the die really goes, the other side
    shake: float = 0.0  # how much the arrow trembles, from the yaw noise multiplier (1 = none)
    turned: bool = False  # backwards: the table is drawn turned half round
    board_hidden: bool = False  # sitting (at once) and blind (after the memorise time)
    memorise_ms: int = 0  # blind: the board is shown this long before it is hidden
    meter: str = ""  # the field a meter sets ("power"), shown as a bar while the throw is held
    swing: float = 0.0  # under the leg: the arrow swings +- this many degrees
    spin_random: bool = False  # praying hands: your spin is ignored
    setback: float = 0.0  # the hand starts this far outside the table edge (long shot, from below, ...)
    notes: tuple[str, ...] = ()


def guide(requirements: Iterable[str]) -> Guide:
    """The aiming guide for a set of requirement ids."""
    ids = tuple(requirements)
    h = combine(ids)
    blind = "blind" in ids
    sitting = "sitting" in ids
    notes = []
    if blind:
        notes.append("Blind: look at the board now, it disappears in 2 seconds.")
    if sitting:
        notes.append("Sitting down: you cannot see the board over the table edge.")
    if h.invert_view:
        notes.append("Back to the table: you see the table turned round.")
    if h.meter is not None:
        notes.append(f"The {h.meter[0]} comes from the meter: let go when it is where you want it.")
    if h.windows:
        lo = max(w[0] for w in h.windows)
        hi = min(w[1] for w in h.windows)
        notes.append(f"Let go between {lo / 1000:.2f} and {hi / 1000:.2f} seconds after you press.")
    swing = sum(amp for name, amp, _period, _id in h.oscillators if name == "yaw")
    if h.setback:
        notes.append(f"You throw from {h.setback / 10:.0f} cm behind the table edge.")
    if "bank" in ids:
        notes.append("A hero sheet already stands on the table for you: drag it, or move it with B and turn it with R.")
    if "card_jump" in ids:
        notes.append("The card stands up in front of your hand: bounce the die once before it and hop over.")
    if h.mirror:
        notes.append("The arrow shows where the die will really go: the other side from your drag.")
    return Guide(
        arrow=not (blind or h.invert_view),
        mirrored=h.mirror,
        shake=max(0.0, h.noise[0] - 1.0),
        turned=h.invert_view,
        board_hidden=sitting,
        memorise_ms=2000 if blind else 0,
        meter=h.meter[0] if h.meter is not None else "",
        swing=swing,
        spin_random="spin" in h.forced_random,
        setback=h.setback,
        notes=tuple(notes),
    )


def shown_yaw(aim: Aim, g: Guide) -> int:
    """The yaw the arrow points along (cdeg, screen frame): the real direction, so mirrored under weak hand."""
    return int(_wrap_cdeg(-aim.yaw_cdeg if g.mirrored else aim.yaw_cdeg))


# -- what some requirements need placed or set (digest 5.8 rows 1, 11, 12 and the P5 lean) ----------
# An upright hero sheet beside the throw, 60 mm from the board, on the thrower's right or left
# (the computer teammates' standard spots, physics/plan.py).
BANK_SPOTS = {
    "S": ((375, -450, 90), (-375, -450, 90)),
    "N": ((-375, 450, 90), (375, 450, 90)),
    "E": ((450, 375, 0), (450, -375, 0)),
    "W": ((-450, -375, 0), (-450, 375, 0)),
}
CARD_DIST = 320  # mm ahead of the release point: the card hurdle's default spot


def prepare(a: Aim, requirements: Iterable[str]) -> Aim:
    """The Aim made ready for the requirements in force: a bank object and a hurdle card stand in a
    legal spot unless placed, a catapult's bend follows the throw's power, a lean stays in its range."""
    ids = set(requirements)
    h = combine(tuple(ids))
    aux = unpack_aux(a.aux)._asdict()
    if "bank" in ids and aux["bank_kind"] == 0:
        x, y, rot = BANK_SPOTS[a.edge][0]
        aux.update(bank_kind=2, bank_x=x, bank_y=y, bank_rot=rot)
    if "card_jump" in ids and aux["card_dist"] == 120 and aux["card_lat"] == 0:
        aux["card_dist"] = CARD_DIST
    if h.meter is not None and h.meter[1] == "bend":
        aux["bend_pm"] = a.power_pm
    top = int(h.inset_max) if h.inset_max is not None else 100
    aux["inset_mm"] = min(top, max(100, aux["inset_mm"]))
    return replace(a, aux=pack_aux(**aux))


def other_bank_side(a: Aim) -> Aim:
    """Stand the bank sheet on the other side of the throw (key B)."""
    aux = unpack_aux(a.aux)._asdict()
    spots = BANK_SPOTS[a.edge]
    now = (aux["bank_x"], aux["bank_y"], aux["bank_rot"])
    x, y, rot = spots[1] if now == spots[0] else spots[0]
    aux.update(bank_kind=2, bank_x=x, bank_y=y, bank_rot=rot)
    return replace(a, aux=pack_aux(**aux))


def lean(a: Aim, requirements: Iterable[str]) -> Aim:
    """Lean further over the table, 50 mm at a time, back to upright after the furthest (key L)."""
    h = combine(tuple(requirements))
    if h.inset_max is None:
        return a
    aux = unpack_aux(a.aux)._asdict()
    nxt = aux["inset_mm"] + 50
    aux["inset_mm"] = 100 if nxt > h.inset_max else nxt
    return replace(a, aux=pack_aux(**aux))


def at_station(a: Aim, edge: str, offset_mm: int) -> Aim:
    """Stand somewhere else: a bank sheet or hurdle card placed for the old spot is set up afresh."""
    aux = unpack_aux(a.aux)
    fresh = pack_aux(inset_mm=aux.inset_mm, bend_pm=aux.bend_pm, partner_ms=aux.partner_ms)
    limit = OFFSET_LIMIT[edge]
    return replace(a, edge=edge, offset_mm=clamp(offset_mm, -limit, limit), aux=fresh)


def place_bank(a: Aim, x: float, y: float, requirements: Iterable[str]) -> Aim | None:
    """The bank object dragged to the drawing's point (x, y) (table mm, y down), snapped to the 25 mm
    grid the gesture carries; None where the rules forbid it (off the table, within 50 mm of the
    board, over the release point), so the object stays where it was."""
    from engine.games.dungeon_fighter.physics import placement_problem

    ids = tuple(requirements)
    aux = unpack_aux(prepare(a, ids).aux)._asdict()
    aux.update(bank_x=clamp(round(x / 25.0) * 25, -900, 900), bank_y=clamp(round(-y / 25.0) * 25, -600, 600))
    moved = replace(a, aux=pack_aux(**aux))
    return None if placement_problem(moved.gesture(), ids) else moved


def turn_bank(a: Aim, requirements: Iterable[str]) -> Aim:
    """Turn the bank object a quarter round, or back if that does not fit (key R)."""
    from engine.games.dungeon_fighter.physics import placement_problem

    ids = tuple(requirements)
    aux = unpack_aux(prepare(a, ids).aux)._asdict()
    aux["bank_rot"] = (aux["bank_rot"] + 90) % 180
    turned = replace(a, aux=pack_aux(**aux))
    return a if placement_problem(turned.gesture(), ids) else turned
