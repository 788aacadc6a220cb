"""The logged gesture (digest §5.4): eight bounded integers, and the station geometry (§5.3).

The decision protocol carries a throw as bounded ints, so the station
(edge + offset) and the `aux` record (lean, bank object, card, catapult bend,
partner release) are each packed into one integer.  `station_code`/`station_of`
and `pack_aux`/`unpack_aux` convert; the packing is part of physics v1.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.core.decision import Param

EDGES = ("S", "E", "N", "W")  # counter-clockwise seen from above
# inward normal n and "thrower's right" t per edge; the edge line is at `EDGE_POS` along -n
NORMALS = {"S": (0.0, 1.0), "E": (-1.0, 0.0), "N": (0.0, -1.0), "W": (1.0, 0.0)}
RIGHTS = {"S": (1.0, 0.0), "E": (0.0, 1.0), "N": (-1.0, 0.0), "W": (0.0, -1.0)}
EDGE_DIST = {"S": 600.0, "E": 900.0, "N": 600.0, "W": 900.0}
OFFSET_LIMIT = {"S": 800, "E": 500, "N": 800, "W": 500}


class Gesture(NamedTuple):
    """What the engine reads of a throw: every field an int (see the module doc for the packing)."""

    station: int
    yaw_cdeg: int
    power_pm: int
    loft_ddeg: int
    spin_drps: int
    top_face: int
    t_release_ms: int
    aux: int = 0


class Aux(NamedTuple):
    """The requirement data of `Gesture.aux`, unpacked (mm, degrees, per mille, ms)."""

    inset_mm: int = 100  # P5 lean, 100..300 in 10 mm steps
    bank_kind: int = 0  # 0 none, 1 box, 2 sheet
    bank_x: int = 0  # -900..900 in 25 mm steps
    bank_y: int = 0  # -600..600 in 25 mm steps
    bank_rot: int = 0  # 0..170 degrees in 10 degree steps
    card_dist: int = 120  # 120..400 in 10 mm steps
    card_lat: int = 0  # -300..300 in 10 mm steps
    bend_pm: int = 0  # 0..1000 in steps of 2
    partner_ms: int = -1  # the partner's release time 0..1999, -1 = no partner (solo)


# (field, offset, step, radix): value = offset + step * digit
_AUX_DIGITS = (
    ("inset_mm", 100, 10, 21),
    ("bank_kind", 0, 1, 3),
    ("bank_x", -900, 25, 73),
    ("bank_y", -600, 25, 49),
    ("bank_rot", 0, 10, 18),
    ("card_dist", 120, 10, 29),
    ("card_lat", -300, 10, 61),
    ("bend_pm", 0, 2, 501),
    ("partner_ms", -1, 1, 2001),
)
AUX_MAX = 1
for _f, _o, _s, _r in _AUX_DIGITS:
    AUX_MAX *= _r
AUX_MAX -= 1
AUX_DEFAULT_FIELDS = Aux()


def pack_aux(**fields: int) -> int:
    """Pack Aux fields (missing ones take their defaults) into `Gesture.aux`; values snap down to their step."""
    aux = Aux(**fields)
    code = 0
    mult = 1
    for name, off, step, radix in _AUX_DIGITS:
        digit = (int(getattr(aux, name)) - off) // step
        digit = min(radix - 1, max(0, digit))
        code += digit * mult
        mult *= radix
    return code


def unpack_aux(code: int) -> Aux:
    """The Aux record of a packed `Gesture.aux`."""
    code = min(AUX_MAX, max(0, int(code)))
    values = {}
    for name, off, step, radix in _AUX_DIGITS:
        code, digit = divmod(code, radix)
        values[name] = off + step * digit
    return Aux(**values)


AUX_DEFAULT = pack_aux()


def station_code(edge: str, offset_mm: int = 0) -> int:
    """Pack an edge (S/E/N/W) and an offset along it (-1000..999) into `Gesture.station`."""
    return EDGES.index(edge) * 2000 + min(999, max(-1000, int(offset_mm))) + 1000


def station_of(code: int) -> tuple[str, int]:
    """(edge, offset_mm) of a station code, the offset clamped 100 mm clear of the corners."""
    code = min(7999, max(0, int(code)))
    edge = EDGES[code // 2000]
    limit = OFFSET_LIMIT[edge]
    return edge, min(limit, max(-limit, code % 2000 - 1000))


GESTURE_PARAMS: tuple[Param, ...] = (
    Param("station", 0, 7999, "where you stand"),
    Param("yaw_cdeg", -18000, 17999, "aim"),
    Param("power_pm", 0, 1000, "power"),
    Param("loft_ddeg", -300, 700, "loft"),
    Param("spin_drps", -300, 300, "spin"),
    Param("top_face", 1, 6, "face up in the hand"),
    Param("t_release_ms", 0, 8000, "release time"),
    Param("aux", 0, AUX_MAX, "placement"),
)


def gesture(
    edge: str = "S",
    offset_mm: int = 0,
    yaw_cdeg: int = 0,
    power_pm: int = 400,
    loft_ddeg: int = 0,
    spin_drps: int = 0,
    top_face: int = 1,
    t_release_ms: int = 0,
    **aux: int,
) -> Gesture:
    """A Gesture from readable fields (tests, bots and the UI use this)."""
    return Gesture(
        station_code(edge, offset_mm), yaw_cdeg, power_pm, loft_ddeg, spin_drps, top_face, t_release_ms, pack_aux(**aux)
    )


def edge_point(edge: str, offset_mm: int) -> tuple[float, float]:
    """The point on the table edge at `offset_mm` (thrower's right positive)."""
    nx, ny = NORMALS[edge]
    rx, ry = RIGHTS[edge]
    d = EDGE_DIST[edge]
    return -nx * d + rx * offset_mm, -ny * d + ry * offset_mm
