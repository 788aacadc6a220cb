"""Dungeon Fighter's throw: a deterministic 2.5-D physics model (digest §5, binding where it says).

`throw(gesture, die=..., requirements=..., board=..., seed=..., k=...)` is a
pure function of its arguments: the same inputs give the same bits on every
CPython and in Pyodide (only IEEE basic operations, in-house trig, seeded
xoshiro256** streams).  It returns a `ThrowResult`: the `ThrowOutcome` the
rules read, and a compact `Trace` the view animates without simulating again.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..outcome import Event, RestPose, ThrowOutcome
from . import board as board_mod
from .gesture import (
    AUX_DEFAULT,
    AUX_MAX,
    EDGES,
    GESTURE_PARAMS,
    Aux,
    Gesture,
    gesture,
    pack_aux,
    station_code,
    station_of,
    unpack_aux,
)
from .hashing import sha256
from .judge import info_text, judge
from .launch import Launch, launch, placement_error
from .orientation import TOP, start
from .requirements import REQUIREMENT_IDS, SMALL_TARGET, combine, window_intersection
from .sim import STATE_NAMES, World
from .streams import stream
from .trig import datan2_deg, dcos, dsin

# Every physics version this build replays: a link plays the one its rules revision names
# (throw.PHYSICS_OF_REVISION).  v2 differs from v1 in the hurdle card's height only (launch.CARD_HEIGHT).
PHYSICS_VERSIONS = (1, 2)
PHYSICS_VERSION = PHYSICS_VERSIONS[-1]  # the newest
DICE = ("red", "blue", "green", "white")

__all__ = [
    "AUX_DEFAULT",
    "AUX_MAX",
    "DICE",
    "EDGES",
    "GESTURE_PARAMS",
    "PHYSICS_VERSION",
    "PHYSICS_VERSIONS",
    "REQUIREMENT_IDS",
    "SMALL_TARGET",
    "Aux",
    "Gesture",
    "ThrowResult",
    "Trace",
    "gesture",
    "impossible",
    "pack_aux",
    "placement_problem",
    "station_code",
    "station_of",
    "throw",
    "unpack_aux",
]


@dataclass(frozen=True)
class Trace:
    """What the view animates: positions per ms in 0.1 mm (flat x, y, z, ...) and the roll times.

    `dice[0]` is the thrown die (id None); pushed dice follow with the ms they
    started moving.  `rolls` are (t_ms, top face after the roll).  `header`
    holds the effective launch parameters (§5.4), `hash` the state hash (§5.2).
    """

    header: dict
    dice: tuple[tuple[int | None, int, tuple[int, ...], tuple[tuple[int, int], ...]], ...]
    hash: str
    start_top: int = 1


@dataclass(frozen=True)
class ThrowResult:
    """A simulated throw: the outcome for the rules and the trace for the view."""

    outcome: ThrowOutcome
    trace: Trace
    final: dict = field(default_factory=dict)


def _resting(board: tuple[tuple[int, RestPose], ...]) -> list[tuple[int, float, float, float, float, int]]:
    out = []
    for die_id, pose in board:
        hx, hy = dcos(float(pose.yaw)), dsin(float(pose.yaw))
        top = min(6, max(1, int(pose.top)))
        out.append((int(die_id), float(pose.x), float(pose.y), hx, hy, start(top, 0)))
    return out


def _events(world: World, ln: Launch) -> tuple[Event, ...]:
    die = world.die
    evs = [Event(0, "RELEASE", ln.x, ln.y, ln.z, info_text({"omega": ln.spin}))]
    for req in ln.fouls:
        evs.append(Event(0, "FOUL", ln.x, ln.y, ln.z, f"req={req}"))
    for t, kind, x, y, z, info in world.events:
        if kind in ("REST", "FELL_HOLE", "OFF_TABLE"):
            info = dict(info)
            info.update({"top": TOP[die.rot], "hx": die.hx, "hy": die.hy})
        evs.append(Event(t, kind, x, y, z, info_text(info)))
    return tuple(evs)


def throw(
    gesture: Gesture,
    *,
    die: str,
    requirements: tuple[str, ...] = (),
    board: tuple[tuple[int, RestPose], ...] = (),
    seed: int,
    k: int,
    noise_scale: float = 1.0,
    physics_version: int = 1,
    _no_board: bool = False,
) -> ThrowResult:
    """Simulate and judge one throw (§5.4-5.6).  `k` is the global physical-throw counter (§5.2);
    `physics_version` is one of PHYSICS_VERSIONS (a game passes its rules revision's, so old links
    replay under the physics they were thrown with)."""
    if physics_version not in PHYSICS_VERSIONS:
        raise ValueError(f"physics version {physics_version} is not available (this build has {PHYSICS_VERSIONS})")
    if die not in DICE:
        raise ValueError(f"unknown die {die!r}")
    g = Gesture(*(int(v) for v in gesture))
    for param, value in zip(GESTURE_PARAMS, g, strict=True):
        if not param.check(value):
            raise ValueError(f"gesture field {param.name}={value} outside {param.low}..{param.high}")
    h = combine(tuple(requirements))
    ln = launch(g, h, seed, k, noise_scale, physics_version)
    world = World(ln, _resting(board), stream(seed, "tumble", k), h.extra_tumble, _no_board)
    start_top = TOP[world.die.rot]
    world.run()
    events = _events(world, ln)
    outcome = judge(events, die=die, requirements=tuple(requirements))
    moved = []
    for b in world.others:
        if b.pushed:
            pose = None
            if STATE_NAMES[b.mode] == "REST" and board_mod.on_table(b.x, b.y):
                pose = RestPose(b.x, b.y, datan2_deg(b.hy, b.hx), TOP[b.rot])
            moved.append((b.id, pose))
    d = world.die
    final = {
        "state": STATE_NAMES[d.mode],
        "x": d.x,
        "y": d.y,
        "z": d.z,
        "hx": d.hx,
        "hy": d.hy,
        "top": TOP[d.rot],
        "t_ms": world.t,
        "moved": [[b.id, STATE_NAMES[b.mode], b.x, b.y, b.z, TOP[b.rot]] for b in world.others if b.pushed],
    }
    digest = sha256(
        {
            "header": ln.header,
            "events": [[e.t_ms, e.kind, e.x, e.y, e.z, e.info] for e in events],
            "final": final,
        }
    )
    dice = [(None, 0, tuple(d.trace), tuple((t, TOP[r]) for t, r in d.rolls))]
    for b in world.others:
        if b.pushed:
            dice.append((b.id, b.t0, tuple(b.trace), tuple((t, TOP[r]) for t, r in b.rolls)))
    trace = Trace(ln.header, tuple(dice), digest, start_top)
    outcome = ThrowOutcome(
        outcome.contact,
        outcome.face,
        outcome.section,
        outcome.miss_reason,
        outcome.table_bounces_before_board,
        outcome.events,
        outcome.rest_pose,
        tuple(moved),
        k,
        {"hash": digest},
    )
    return ThrowResult(outcome, trace, final)


def placement_problem(gesture: Gesture, requirements: tuple[str, ...]) -> str | None:
    """Why the gesture's bank object or card breaks its placement limits, or None (the UI refuses those).

    The physics itself moves such an object to the nearest legal spot, so a
    replay never fails on it.
    """
    return placement_error(Gesture(*gesture), combine(tuple(requirements)))


def impossible(requirements: tuple[str, ...]) -> bool:
    """True when the requirements' timing windows cannot all be met (§5.9 step 9: warn "impossible throw")."""
    w = window_intersection(combine(tuple(requirements)))
    return w is not None and w[0] > w[1]
