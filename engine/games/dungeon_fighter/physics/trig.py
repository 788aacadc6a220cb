"""In-house sine and cosine in degrees (digest §5.2): no libm, same bits everywhere.

A fixed odd Taylor polynomial (to x**19) on [-90, 90] degrees after the
deterministic reduction a - 360*floor(a/360); only + - * and math.floor.
"""

from __future__ import annotations

import math

DEG = 0.017453292519943295  # pi / 180
# 1/3!, 1/5!, ... 1/19! with alternating signs, as literals
_C3 = -0.16666666666666666
_C5 = 0.008333333333333333
_C7 = -0.0001984126984126984
_C9 = 2.7557319223985893e-06
_C11 = -2.505210838544172e-08
_C13 = 1.6059043836821613e-10
_C15 = -7.647163731819816e-13
_C17 = 2.8114572543455206e-15
_C19 = -8.22063524662433e-18


def _sin_core(r: float) -> float:
    """sin of r degrees, r in [-90, 90]."""
    x = r * DEG
    x2 = x * x
    p = _C19
    p = p * x2 + _C17
    p = p * x2 + _C15
    p = p * x2 + _C13
    p = p * x2 + _C11
    p = p * x2 + _C9
    p = p * x2 + _C7
    p = p * x2 + _C5
    p = p * x2 + _C3
    p = p * x2
    return x + x * p


def dsin(a: float) -> float:
    """Sine of `a` degrees."""
    r = a - 360.0 * math.floor(a / 360.0)  # [0, 360)
    if r >= 180.0:
        r = r - 360.0  # [-180, 180)
    if r > 90.0:
        r = 180.0 - r
    elif r < -90.0:
        r = -180.0 - r
    if r == 90.0 or r == -90.0:
        return r / 90.0  # exact at the quarter turns, so axis-aligned directions stay exact
    return _sin_core(r)


def dcos(a: float) -> float:
    """Cosine of `a` degrees: dsin(a + 90)."""
    return dsin(a + 90.0)


def datan2_deg(y: float, x: float) -> float:
    """Angle of (x, y) in degrees, for display only (a resting die's drawn yaw).

    The physics never turns a vector back into an angle (§5.2); this polynomial
    (basic operations only) exists so `RestPose.yaw` can be filled for the view.
    """
    ax = abs(x)
    ay = abs(y)
    if ax == 0.0 and ay == 0.0:
        return 0.0
    if ay <= ax:
        t = ay / ax
        swap = False
    else:
        t = ax / ay
        swap = True
    # atan(t) on [0, 1] by reducing around 0.5 is overkill for display: a
    # 9th-order minimax-like polynomial (max error ~1e-5 rad) is enough.
    t2 = t * t
    a = t * (
        0.99997726 + t2 * (-0.33262347 + t2 * (0.19354346 + t2 * (-0.11643287 + t2 * (0.05265332 + t2 * -0.01172120))))
    )
    deg = a / DEG
    if swap:
        deg = 90.0 - deg
    if x < 0.0:
        deg = 180.0 - deg
    if y < 0.0:
        deg = -deg
    return deg
