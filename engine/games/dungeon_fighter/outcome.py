"""What a throw did, as the rules see it (digest §5.6): the one type between physics and rules.

The physics (`physics.throw`) produces a `ThrowOutcome` from a gesture; rule tests
inject one directly (digest §1.4, §7.0), so the rules never look at a trace.
`events` and `rest_pose` are the physics' record, kept for the view and for
checks that need no trace (R-DF-081 bounce counts, Small Target: §5.6 steps 1, 5, 6).
"""

from __future__ import annotations

from dataclasses import dataclass, field

MISS_REASONS = ("no_bounce", "hole", "bone", "outside", "small_target")  # plus "requirement:<id>"
SECTIONS = (1, 2, 3, 4, 5, 10)  # 10 is the bullseye


@dataclass(frozen=True, slots=True)
class Event:
    """One entry of the physics event log: (t_ms, kind, x, y, z, info)."""

    t_ms: int
    kind: str  # TABLE_IMPACT, BOARD_TOUCH, DIE_HIT, OBJECT_HIT, FELL_HOLE, OFF_TABLE, REST, FOUL, ...
    x: float = 0.0
    y: float = 0.0
    z: float = 0.0
    info: str = ""


@dataclass(frozen=True, slots=True)
class RestPose:
    """Where a die came to rest: centre (mm, board frame), yaw (deg) and top face."""

    x: float
    y: float
    yaw: float
    top: int


@dataclass(frozen=True, slots=True)
class ThrowOutcome:
    """`contact` = a hit (the die scores `section`); otherwise `miss_reason` says why.

    `face` is "icon" when a hero die ends with its special face up, else "blank"
    (white dice are always blank).  `moved` lists dice already lying on the board
    that this throw knocked: (die id, new pose or None when knocked off the board).
    """

    contact: bool
    face: str = "blank"
    section: int | None = None
    miss_reason: str | None = None
    table_bounces_before_board: int = 1
    events: tuple[Event, ...] = ()
    rest_pose: RestPose | None = None
    moved: tuple[tuple[int, RestPose | None], ...] = ()
    trace_ref: int = -1  # index of the trace kept for the view, -1 when injected
    extra: dict = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        if self.contact and self.section not in SECTIONS:
            raise ValueError(f"a hit needs a section of {SECTIONS}, not {self.section!r}")
        if not self.contact and not (
            self.miss_reason in MISS_REASONS or (self.miss_reason or "").startswith("requirement:")
        ):
            raise ValueError(f"a miss needs a reason, not {self.miss_reason!r}")
        if self.face not in ("icon", "blank"):
            raise ValueError(f"face {self.face!r}")


def hit(section: int, face: str = "blank", bounces: int = 1) -> ThrowOutcome:
    """An injected hit, as test scenarios write `C(section, face)`."""
    return ThrowOutcome(True, face, section, None, bounces)


def miss(reason: str = "outside", face: str = "blank") -> ThrowOutcome:
    """An injected miss, as test scenarios write `M(reason)`."""
    return ThrowOutcome(False, face, None, reason)
