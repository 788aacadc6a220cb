"""Judging a throw from its event log (digest §5.6, the binding form of R-DF-081...086).

`judge` is a pure function of the event log, the die colour and the active
requirements: the launch logs RELEASE (spin at release) and any FOULs, the
integrator logs impacts, contacts and the terminal state (REST carries the
final heading), so a test can judge a hand-written log exactly as a throw.
"""

from __future__ import annotations

from ..outcome import Event, RestPose, ThrowOutcome
from . import board
from .requirements import combine
from .trig import datan2_deg

TERMINALS = ("REST", "FELL_HOLE", "OFF_TABLE")


def info_of(ev: Event) -> dict[str, float]:
    """The event's info string `k=v;k=v` as numbers (floats are written with repr, so they round-trip)."""
    out: dict[str, float] = {}
    if ev.info:
        for part in ev.info.split(";"):
            key, _, value = part.partition("=")
            try:
                out[key] = float(value)
            except ValueError:
                continue
    return out


def info_text(info: dict) -> str:
    """Encode an info dict for `Event.info` (sorted keys; ints as ints, floats by repr)."""
    return ";".join(f"{k}={info[k]!r}" if not isinstance(info[k], str) else f"{k}={info[k]}" for k in sorted(info))


def _first(events: tuple[Event, ...], kind: str) -> int | None:
    for i, ev in enumerate(events):
        if ev.kind == kind:
            return i
    return None


def _count_before(events: tuple[Event, ...], kind: str, end: int | None) -> int:
    n = 0
    for i, ev in enumerate(events):
        if end is not None and i >= end:
            break
        if ev.kind == kind:
            n += 1
    return n


def check_requirement(req: str, events: tuple[Event, ...]) -> bool:
    """The P8/P9 window, P11 event check or P13 spin check of one requirement (§5.8); True when met."""
    for ev in events:
        if ev.kind == "FOUL" and ev.info == f"req={req}":
            return False
    first_board = _first(events, "BOARD_TOUCH")
    if req == "bank":
        return (
            _count_before(events, "OBJECT_HIT", first_board) >= 1
            and _count_before(events, "TABLE_IMPACT", first_board) >= 1
        )
    if req == "two_bounce":
        return _count_before(events, "TABLE_IMPACT", first_board) >= 2
    if req == "card_jump":
        cross = _first(events, "CARD_CROSS")
        if cross is None or _first(events, "CARD_FACE_HIT") is not None:
            return False
        if _count_before(events, "TABLE_IMPACT", cross) != 1:
            return False
        return first_board is None or cross < first_board
    if req == "spin":
        release = _first(events, "RELEASE")
        w0 = abs(info_of(events[release]).get("omega", 0.0)) if release is not None else 0.0
        if w0 < 8.0:
            return False
        if first_board is None:
            return True
        return abs(info_of(events[first_board]).get("omega_before", 0.0)) >= 3.0
    return True


def _terminal(events: tuple[Event, ...]) -> Event | None:
    for ev in reversed(events):
        if ev.kind in TERMINALS:
            return ev
    return None


def judge(events: tuple[Event, ...], *, die: str, requirements: tuple[str, ...] = ()) -> ThrowOutcome:
    """§5.6 steps 1-7 over an event log; the first failing step gives the miss reason."""
    events = tuple(events)
    h = combine(requirements)
    first_board = _first(events, "BOARD_TOUCH")
    nb = _count_before(events, "TABLE_IMPACT", first_board)
    end = _terminal(events)
    top = 1
    pose = None
    if end is not None:
        info = info_of(end)
        top = int(info.get("top", 1))
        hx, hy = info.get("hx", 1.0), info.get("hy", 0.0)
        pose = RestPose(end.x, end.y, datan2_deg(hy, hx), top)
    face = "icon" if top == 1 and die != "white" else "blank"
    reason: str | None = None
    section: int | None = None
    if first_board is not None and nb < 1:
        reason = "no_bounce"
    elif end is None:
        reason = "outside"
    elif end.kind == "FELL_HOLE" or (
        end.kind == "REST" and board.on_board(end.x, end.y) and board.in_hole(end.x, end.y)
    ):
        reason = "hole"
    elif end.kind == "OFF_TABLE":
        reason = "outside"
    else:
        surface = board.SURFACE if board.on_board(end.x, end.y) else 0.0
        raised = end.z > surface + 0.5
        if raised and not board.on_board(end.x, end.y):
            reason = "outside"
        else:
            cat = board.vote(board.footprint_counts(end.x, end.y, hx, hy))
            if cat == board.OUTSIDE:
                reason = "outside"
            elif cat == board.BONE:
                reason = "bone"
            else:
                section = cat
    if reason is None:
        for spec in h.order:
            if not check_requirement(spec.id, events):
                reason = f"requirement:{spec.id}"
                break
    if reason is None and h.small_target and section == 1:
        reason = "small_target"
    if reason is not None:
        return ThrowOutcome(False, face, None, reason, nb, events, pose)
    return ThrowOutcome(True, face, section, None, nb, events, pose)
