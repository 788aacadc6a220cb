"""Hero tokens for board SVGs: initial, colour and shape together.

Two heroes never differ by colour alone: each has its own shape and its
initial, and the token carries a <title> so it is named for screen readers.
"""

import math

from web.views.common import esc

SHAPES = ("circle", "square", "diamond", "triangle", "hexagon", "star")


def _points(pts) -> str:
    return " ".join(f"{px:.1f},{py:.1f}" for px, py in pts)


def _outline(shape: str, x: float, y: float, r: float) -> str:
    if shape == "square":
        s = r * 0.88
        return f'<rect x="{x - s:.1f}" y="{y - s:.1f}" width="{2 * s:.1f}" height="{2 * s:.1f}" rx="{r * 0.15:.1f}"'
    if shape == "diamond":
        return f'<polygon points="{_points([(x, y - r), (x + r, y), (x, y + r), (x - r, y)])}"'
    if shape == "triangle":
        return f'<polygon points="{_points([(x, y - r), (x + r * 0.95, y + r * 0.72), (x - r * 0.95, y + r * 0.72)])}"'
    if shape == "hexagon":
        pts = [
            (x + r * math.cos(math.radians(60 * i + 30)), y + r * math.sin(math.radians(60 * i + 30))) for i in range(6)
        ]
        return f'<polygon points="{_points(pts)}"'
    if shape == "star":
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.5
            a = math.radians(-90 + 36 * i)
            pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
        return f'<polygon points="{_points(pts)}"'
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}"'


def figure(initial: str, colour: str, shape: str, *, x: float, y: float, r: float, label: str) -> str:
    """An SVG <g> token centred at (x, y) with radius r; unknown shapes are circles.

    `colour` is any CSS colour (a custom property like var(--p1) works); the
    initial is drawn in white with a dark outline so it reads on any fill.
    """
    shape = shape if shape in SHAPES else "circle"
    letter = esc(str(initial)[:1].upper())
    ty = y + r * (0.42 if shape == "triangle" else 0.36)
    size = r * (0.8 if shape in ("triangle", "star") else 1.05)
    return (
        f'<g class="token token-{shape}" role="img" aria-label="{esc(label)}"><title>{esc(label)}</title>'
        f'{_outline(shape, x, y, r)} class="token-body" style="fill:{esc(colour)}"/>'
        f'<text class="token-initial" x="{x:.1f}" y="{ty:.1f}" text-anchor="middle" '
        f'font-size="{size:.1f}">{letter}</text></g>'
    )
