"""Feasibility witnesses (digest §5.8): for each requirement alone, a stored gesture that makes
contact with noise_scale = 0.  `search(req)` regenerates one from the implementation;
`WITNESSES` holds the stored results (tests check every one still hits).
"""

from __future__ import annotations

from .gesture import Gesture, gesture
from .requirements import REQUIREMENT_IDS

# per requirement: the grid the search walks (edge, offsets, powers, lofts, release times, aux variants)
_POWERS = tuple(range(200, 1001, 25))
_LOFTS = (-300, -200, -100, -50, 0, 50, 100, 200, 300, 400, 500, 600)


def _grid(req: str):
    """Candidate gestures for `req`, most ordinary first."""
    edges = ("E", "W", "S", "N")
    times = (0,)
    auxes: tuple[dict, ...] = ({},)
    spins = (0,)
    powers = _POWERS
    lofts = _LOFTS
    if req in ("crossbow", "borrowed_hand"):
        times = tuple(range(100, 500, 10))
        powers = (400,)
        lofts = (0,)
    if req == "borrowed_hand":
        auxes = tuple({"partner_ms": t} for t in range(100, 500, 10))
        times = (0,)
    if req in ("blow",):
        times = tuple(range(200, 2001, 20))
        powers = (400,)
        lofts = (0,)
        auxes = ({"inset_mm": 100}, {"inset_mm": 250})
    if req in ("elbow", "nose"):
        times = tuple(range(100, 800, 10))
        powers = (400,)
        lofts = (0,)
        auxes = ({"inset_mm": 100}, {"inset_mm": 150}, {"inset_mm": 300})
    if req == "catapult":
        auxes = tuple({"bend_pm": b} for b in range(300, 1001, 10))
        powers = (400,)
        lofts = (0,)
    if req == "under_the_leg":
        times = tuple(range(0, 1400, 50))
    if req == "head":
        times = (700,)
        lofts = (-100, -50, 0, 50, 100, 200, 300)
    if req == "slam":
        times = (450,)
        lofts = (0,)
        powers = tuple(range(0, 1001, 20))
    if req in ("jump", "dancing"):
        times = (600, 700, 800, 900)
    if req == "spin":
        spins = (100, 150, 200, 300, -150)
    if req == "bank":
        auxes = tuple(
            {"bank_kind": kind, "bank_x": x, "bank_y": y, "bank_rot": rot}
            for kind in (1, 2)
            for x, y, rot in ((500, 375, 0), (500, -375, 0), (450, 0, 90), (0, 400, 0), (-450, 0, 90))
        )
    if req == "card_jump":
        edges = ("E", "W")
        auxes = tuple({"card_dist": d, "card_lat": 0} for d in range(160, 401, 20))
        lofts = tuple(range(-300, 101, 25))
        powers = tuple(range(300, 1001, 10))
    for edge in edges:
        for aux in auxes:
            for t in times:
                for spin in spins:
                    for loft in lofts:
                        for power in powers:
                            for yaw in _yaws(req):
                                yield gesture(edge, 0, yaw, power, loft, spin, 2, t, **aux)


def _yaws(req: str) -> tuple[int, ...]:
    if req == "bank":
        return (0, -1500, 1500, -3000, 3000)
    if req == "backwards":
        return (-18000,)
    return (0,)


def search(req: str, limit: int = 40000, physics_version: int = 1) -> Gesture | None:
    """The first gesture of the grid that makes contact under `req` alone with noise_scale = 0."""
    from . import throw

    for n, g in enumerate(_grid(req)):
        if n >= limit:
            return None
        out = throw(g, die="red", requirements=(req,), seed=0, k=0, noise_scale=0.0, physics_version=physics_version)
        if out.outcome.contact:
            return g
    return None


# regenerated with search() (card_jump with its finer grid, which takes minutes) for physics v1;
# crossbow, blow, under_the_leg, two_bounce, elbow and far again after the §5.12 tuning of their primitives
WITNESSES: dict[str, Gesture] = {
    "bank": Gesture(3000, -1500, 550, -300, 0, 2, 0, 3529179570),
    "crossbow": Gesture(3000, 0, 400, 0, 0, 2, 340, 3529109304),
    "blow": Gesture(3000, 0, 400, 0, 0, 2, 440, 3529109304),
    "under_the_leg": Gesture(3000, 0, 425, 0, 0, 2, 100, 3529109304),
    "blind": Gesture(3000, 0, 425, -300, 0, 2, 0, 3529109304),
    "two_bounce": Gesture(3000, 0, 450, -300, 0, 2, 0, 3529109304),
    "elbow": Gesture(3000, 0, 400, 0, 0, 2, 280, 3529109304),
    "pious": Gesture(3000, 0, 450, -300, 0, 2, 0, 3529109304),
    "weak_hand": Gesture(3000, 0, 425, -300, 0, 2, 0, 3529109304),
    "borrowed_hand": Gesture(3000, 0, 400, 0, 0, 2, 0, 578796741613566),
    "card_jump": Gesture(3000, 0, 440, -300, 0, 2, 0, 3634573572),
    "catapult": Gesture(3000, 0, 400, 0, 0, 2, 0, 2371485868164),
    "head": Gesture(3000, 0, 375, -100, 0, 2, 700, 3529109304),
    "spin": Gesture(3000, 0, 425, -300, 100, 2, 0, 3529109304),
    "nose": Gesture(3000, 0, 400, 0, 0, 2, 700, 3529109324),
    "backwards": Gesture(3000, -18000, 425, -300, 0, 2, 0, 3529109304),
    "under_the_table": Gesture(3000, 0, 475, 500, 0, 2, 0, 3529109304),
    "slam": Gesture(3000, 0, 380, 0, 0, 2, 450, 3529109304),
    "sitting": Gesture(3000, 0, 375, -300, 0, 2, 0, 3529109304),
    "jump": Gesture(3000, 0, 375, -300, 0, 2, 600, 3529109304),
    "dancing": Gesture(3000, 0, 425, -300, 0, 2, 900, 3529109304),
    "far": Gesture(3000, 0, 575, -300, 0, 2, 0, 3529109304),
}


# physics 2 (rules revision 3 on) differs from physics 1 in the hurdle card's height only (52 mm, was
# 63; launch.CARD_HEIGHT), so only Card hurdle's witness is its own: search("card_jump", physics_version=2)
WITNESSES_V2: dict[str, Gesture] = {**WITNESSES, "card_jump": Gesture(3000, 0, 410, -300, 0, 2, 0, 3610235664)}
WITNESSES_OF_VERSION: dict[int, dict[str, Gesture]] = {1: WITNESSES, 2: WITNESSES_V2}


def regenerate(physics_version: int = 1) -> dict[str, Gesture | None]:
    """Search every requirement (used to refresh WITNESSES / WITNESSES_V2; prints nothing)."""
    return {req: search(req, physics_version=physics_version) for req in REQUIREMENT_IDS}
