"""The die's discrete orientation (digest §5.5): one of the 24 cube rotations.

R maps the body frame (face normals: 1 = +z, 6 = -z, 2 = +y, 5 = -y, 3 = +x,
4 = -x) to the travel frame (f = heading, l = left, u = up).  Rolls
left-multiply R by fixed integer matrices; the rotations are numbered once
and the rolls become lookup tables, so a roll is one list index.
"""

from __future__ import annotations

Matrix = tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]
NORMALS = {1: (0, 0, 1), 6: (0, 0, -1), 2: (0, 1, 0), 5: (0, -1, 0), 3: (1, 0, 0), 4: (-1, 0, 0)}
FACE_OF = {v: k for k, v in NORMALS.items()}
# travel-frame basis order: (f, l, u); columns are the images of e_f, e_l, e_u
FORWARD: Matrix = ((0, 0, 1), (0, 1, 0), (-1, 0, 0))  # u -> f, f -> -u
LEFT: Matrix = ((1, 0, 0), (0, 0, 1), (0, -1, 0))  # u -> l, l -> -u
RIGHT: Matrix = ((1, 0, 0), (0, 0, -1), (0, 1, 0))  # u -> -l, l -> u


def _mul(a: Matrix, b: Matrix) -> Matrix:
    return tuple(tuple(a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] for j in range(3)) for i in range(3))


def _cross(a: tuple[int, int, int], b: tuple[int, int, int]) -> tuple[int, int, int]:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def from_faces(top: int, front: int) -> Matrix:
    """R with face `top` up and face `front` forward (rows are the body vectors of f, l, u; det +1)."""
    n_top = NORMALS[top]
    n_front = NORMALS[front]
    return (n_front, _cross(n_top, n_front), n_top)


def _all_rotations() -> list[Matrix]:
    out: list[Matrix] = []
    for top in range(1, 7):
        for front in range(1, 7):
            if front != top and front != 7 - top:
                out.append(from_faces(top, front))
    return out


ROTATIONS: tuple[Matrix, ...] = tuple(_all_rotations())
INDEX = {m: i for i, m in enumerate(ROTATIONS)}
ROLL_FORWARD = tuple(INDEX[_mul(FORWARD, m)] for m in ROTATIONS)
ROLL_LEFT = tuple(INDEX[_mul(LEFT, m)] for m in ROTATIONS)
ROLL_RIGHT = tuple(INDEX[_mul(RIGHT, m)] for m in ROTATIONS)
TOP = tuple(FACE_OF[m[2]] for m in ROTATIONS)  # the body normal R maps to u is R's third row


def start(top_face: int, choice: int) -> int:
    """The starting rotation: `top_face` up, the front one of its four neighbours in increasing face number."""
    fronts = [f for f in range(1, 7) if f != top_face and f != 7 - top_face]
    return INDEX[from_faces(top_face, fronts[choice])]
