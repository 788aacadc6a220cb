"""The 2.5-D integrator (digest §5.5): flight, impacts, slide, holes, edges, objects and dice.

dt = 1 ms, at most 8000 steps.  Flight is exact per step; an impact inside a
step is solved in closed form.  Each step advances every moving die (the
thrown one first, then pushed dice in the order they were first hit), then
resolves contacts in the same order.  Only + - * /, sqrt, floor, abs, min,
max: the same bits on CPython and in Pyodide (§5.2).

One addition beyond the digest's §5.5 impact rule: a quarter roll to the
left or right at an impact also turns the die's path SCATTER_SIDE = 44
degrees that way (`scatter`; forward rolls leave it alone, left and right
cancel in pairs, the speed is kept).  It reuses the rolls' own `tumble`
draws, so the §5.2 draw order is unchanged.  Without it the Average planner
is far too accurate for §5.12 (measured, bench/df_calibration.py: P(contact)
0.948, mean section 6.24, P(bullseye) 0.275, against targets 0.65-0.75,
3.0-3.6 and 0.02-0.05); with it every base band is met.
"""

from __future__ import annotations

import math

from . import board
from .launch import Launch, Solid
from .orientation import ROLL_FORWARD, ROLL_LEFT, ROLL_RIGHT, start
from .streams import Stream
from .trig import dcos, dsin

G = 9810.0
DT = 0.001
G_DT = G * DT
HALF_G_DT2 = 0.5 * G * DT * DT
E_TABLE, E_BOARD, E_OBJ, E_DIE, E_SIDE = 0.45, 0.30, 0.50, 0.50, 0.30
MUI_TABLE, MUI_BOARD = 0.25, 0.40
MUS_TABLE, MUS_BOARD = 0.30, 0.50
V_SETTLE, V_STOP, V_CLIMB = 150.0, 20.0, 80.0
C_CURVE, K_SLIDE = 0.006, 4.0
SPIN_DECAY_IMPACT = 0.65
SPIN_DECAY_SLIDE = 1.0 - DT / 0.8
SCATTER_SIDE = 44.0  # degrees per sideways roll at an impact (v1 calibration)
ROLL_MM = 30.0
ROLL_SPEED = 400.0
CAP_MS = 8000
R = 9.0  # collision sphere radius, centre 9 mm above the lowest point
R2 = R * R
HALF = board.HALF
TX = board.TABLE_X
TY = board.TABLE_Y
SURF = board.SURFACE

FLIGHT, SLIDE, REST, FELL_HOLE, OFF_TABLE = 0, 1, 2, 3, 4
STATE_NAMES = ("FLIGHT", "SLIDE", "REST", "FELL_HOLE", "OFF_TABLE")


def scatter(r: float) -> float:
    """The heading deflection (degrees) of one roll at an impact, from that roll's own `tumble` draw.

    A die that rolls over sideways at a bounce does not go straight on: each
    roll to the left turns it SCATTER_SIDE degrees left, each roll to the
    right as much to the right (they cancel in pairs).  Forward rolls leave the
    path alone, and the speed is kept.  It reuses the rolls' draws, so the §5.2
    draw order is unchanged (a v1 addition for the §5.12 calibration, see
    bench/df_calibration.py).
    """
    if r < 0.75:
        return 0.0
    if r < 0.875:
        return SCATTER_SIDE
    return -SCATTER_SIDE


class Body:
    """One die in the world: lowest point, velocity, heading, spin, orientation, trace."""

    __slots__ = (
        "id",
        "x",
        "y",
        "z",
        "vx",
        "vy",
        "vz",
        "s",
        "hx",
        "hy",
        "w",
        "mode",
        "slid",
        "next_roll",
        "rot",
        "trace",
        "rolls",
        "t0",
        "pushed",
    )

    def __init__(self, die_id, x, y, z, hx, hy, rot, t0=0):
        self.id = die_id
        self.x, self.y, self.z = x, y, z
        self.vx = self.vy = self.vz = 0.0
        self.s = 0.0
        self.hx, self.hy = hx, hy
        self.w = 0.0
        self.mode = REST
        self.slid = 0.0
        self.next_roll = ROLL_MM
        self.rot = rot
        self.trace: list[int] = []
        self.rolls: list[tuple[int, int]] = []
        self.t0 = t0
        self.pushed = False


def _q(v: float) -> int:
    """A coordinate in 0.1 mm for the compact trace."""
    return int(math.floor(v * 10.0 + 0.5))


class World:
    """Simulates one throw; `events` are (t_ms, kind, x, y, z, info dict) for the thrown die."""

    def __init__(
        self,
        ln: Launch,
        resting: list[tuple[int, float, float, float, float, int]],
        tumble: Stream,
        extra_tumble: int,
        no_board: bool = False,
    ) -> None:
        self.tumble = tumble
        self.half = -1.0 if no_board else HALF  # no_board: the S-DF-37 (d) world without the board
        self.events: list[tuple] = []
        self.solids: list[Solid] = sorted(ln.solids, key=lambda so: so.kind != "bank")  # bank, then card
        self.extra_tumble = extra_tumble
        self.first_impact = True
        rot = start(ln.top_face, tumble.below(4))
        die = Body(None, ln.x, ln.y, ln.z, ln.hx, ln.hy, rot)
        die.vx, die.vy, die.vz = ln.vx, ln.vy, ln.vz
        die.w = ln.spin
        die.mode = FLIGHT
        self.die = die
        self.others: list[Body] = []
        for die_id, x, y, hx, hy, rot_i in sorted(resting, key=lambda r: r[0]):
            z = SURF if board.on_board(x, y) else 0.0
            self.others.append(Body(die_id, x, y, z, hx, hy, rot_i))
        self.moving: list[Body] = [die]
        self.t = 0
        self.card_side: dict[int, float] = {}
        self.last_h = (ln.hx, ln.hy)

    # --- events and tumbling -------------------------------------------------
    def log(self, b: Body, kind: str, x: float, y: float, z: float, info: dict | None = None) -> None:
        if b is self.die:
            self.events.append((self.t, kind, x, y, z, info or {}))

    def roll(self, b: Body, r: float) -> None:
        if r < 0.75:
            b.rot = ROLL_FORWARD[b.rot]
        elif r < 0.875:
            b.rot = ROLL_LEFT[b.rot]
        else:
            b.rot = ROLL_RIGHT[b.rot]
        b.rolls.append((self.t, b.rot))

    # --- flight ----------------------------------------------------------------
    def impact(self, b: Body, ix: float, iy: float, h: float, vzi: float, rest_t: float) -> None:
        """§5.5 Impact, in the binding order, then the rest of the step."""
        onb = h == SURF and self.half > 0.0 and board.on_board(ix, iy)
        if onb and board.in_hole(ix, iy):
            b.x, b.y, b.z = ix, iy, h
            b.mode = FELL_HOLE
            self.log(b, "FELL_HOLE", ix, iy, h)
            return
        if onb:
            e, mu = E_BOARD, MUI_BOARD
        else:
            e, mu = E_TABLE, MUI_TABLE
        vz = e * vzi
        vx, vy = b.vx, b.vy
        sp = math.sqrt(vx * vx + vy * vy)
        if sp > 0.0:
            b.hx, b.hy = vx / sp, vy / sp
        sp = max(0.0, sp - mu * (1.0 + e) * vzi)
        hx, hy = b.hx, b.hy
        vx, vy = hx * sp, hy * sp
        omega = b.w
        if omega != 0.0:
            bite = C_CURVE * omega * (1.0 + e) * vzi
            vx = vx - hy * bite
            vy = vy + hx * bite
            sp = math.sqrt(vx * vx + vy * vy)
            if sp > 0.0:
                b.hx, b.hy = vx / sp, vy / sp
        b.w = SPIN_DECAY_IMPACT * omega
        n = int(math.floor(vzi / 350.0 + self.tumble.uniform()))
        if b is self.die and self.first_impact:
            n += self.extra_tumble
        if b is self.die:
            self.first_impact = False
        delta = 0.0
        for _ in range(n):
            r = self.tumble.uniform()
            self.roll(b, r)
            delta += scatter(r)
        if delta != 0.0:
            c = dcos(delta)
            sn = dsin(delta)
            hx, hy = b.hx, b.hy
            b.hx, b.hy = hx * c - hy * sn, hx * sn + hy * c
            vx, vy = vx * c - vy * sn, vx * sn + vy * c
        kind = "BOARD_TOUCH" if self.half > 0.0 and board.on_board(ix, iy) else "TABLE_IMPACT"
        self.log(b, kind, ix, iy, h, {"vzi": vzi, "omega_before": omega})
        b.vx, b.vy = vx, vy
        if vz < V_SETTLE:
            b.mode = SLIDE
            b.vz = 0.0
            b.s = sp
            b.x, b.y, b.z = ix + vx * rest_t, iy + vy * rest_t, h
        else:
            b.vz = vz - G * rest_t
            b.x, b.y, b.z = ix + vx * rest_t, iy + vy * rest_t, h + vz * rest_t - 0.5 * G * rest_t * rest_t

    def fly(self, b: Body) -> None:
        x0, y0, z0 = b.x, b.y, b.z
        vx, vy, vz = b.vx, b.vy, b.vz
        x = x0 + vx * DT
        y = y0 + vy * DT
        z = z0 + vz * DT - HALF_G_DT2
        nvz = vz - G_DT
        if not (-TX <= x <= TX and -TY <= y <= TY):
            b.x, b.y, b.z, b.vz = x, y, z, nvz
            if z < 0.0 and nvz < 0.0:
                b.mode = OFF_TABLE
                self.log(b, "OFF_TABLE", x, y, z)
            return
        if z < 0.0 and not (-TX <= x0 <= TX and -TY <= y0 <= TY):
            # the side face of the table: reflect the normal component (e_side)
            if x0 > TX or x0 < -TX:
                b.vx = -E_SIDE * vx
            else:
                b.vy = -E_SIDE * vy
            b.z, b.vz = z, nvz
            self.log(b, "EDGE_HIT", x0, y0, z)
            return
        half = self.half
        onb = -half <= x <= half and -half <= y <= half
        h = SURF if onb else 0.0
        if onb and z < SURF and z0 < SURF and not (-half <= x0 <= half and -half <= y0 <= half):
            # entering the board square from the side below its top: lifted onto it
            b.x, b.y, b.z, b.vz = x, y, SURF, nvz
            self.log(b, "BOARD_TOUCH", x, y, SURF, {"vzi": 0.0, "omega_before": b.w})
            return
        if z <= h and nvz < 0.0:
            d = vz * vz + 2.0 * G * (z0 - h)
            if d < 0.0:
                d = 0.0
            tau = (vz + math.sqrt(d)) / G
            if tau > DT:
                tau = DT
            if tau < 0.0:
                tau = 0.0
            ix = x0 + vx * tau
            iy = y0 + vy * tau
            vzi = -(vz - G * tau)
            self.impact(b, ix, iy, h, vzi, DT - tau)
            return
        b.x, b.y, b.z, b.vz = x, y, z, nvz

    # --- slide -----------------------------------------------------------------
    def slide(self, b: Body) -> None:
        x0, y0 = b.x, b.y
        half = self.half
        was_on = -half <= x0 <= half and -half <= y0 <= half
        mu = MUS_BOARD if was_on else MUS_TABLE
        s = b.s
        s_new = s - mu * G_DT
        if s_new < 0.0:
            s_new = 0.0
        d = (s + s_new) * 0.5 * DT
        hx, hy = b.hx, b.hy
        x = x0 + hx * d
        y = y0 + hy * d
        w = b.w
        if w != 0.0:
            theta = K_SLIDE * w * DT
            c = dcos(theta)
            sn = dsin(theta)
            nhx = hx * c - hy * sn
            nhy = hx * sn + hy * c
            ln = math.sqrt(nhx * nhx + nhy * nhy)
            b.hx, b.hy = nhx / ln, nhy / ln
            b.w = w * SPIN_DECAY_SLIDE
        b.slid += d
        while b.slid >= b.next_roll:
            b.next_roll += ROLL_MM
            if s > ROLL_SPEED and self.tumble.uniform() < 0.5:
                b.rot = ROLL_FORWARD[b.rot]
                b.rolls.append((self.t, b.rot))
        b.s = s_new
        b.vx, b.vy = b.hx * s_new, b.hy * s_new
        if not (-TX <= x <= TX and -TY <= y <= TY):
            b.x, b.y = x, y
            b.mode = OFF_TABLE
            self.log(b, "OFF_TABLE", x, y, b.z)
            return
        now_on = -half <= x <= half and -half <= y <= half
        if now_on and not was_on:
            if s >= V_CLIMB:
                b.x, b.y, b.z = x, y, SURF
                self.log(b, "BOARD_TOUCH", x, y, SURF, {"vzi": 0.0, "omega_before": b.w})
            else:
                b.x, b.y = self._stop_at_edge(x0, y0, x, y, hx, hy)
                b.mode = REST
                b.s = 0.0
                b.vx = b.vy = 0.0
                return
        elif was_on and not now_on:
            b.x, b.y, b.z = x, y, 0.0
        else:
            b.x, b.y = x, y
        if now_on and board.in_hole(x, y):
            b.mode = FELL_HOLE
            self.log(b, "FELL_HOLE", x, y, b.z)
            return
        if s_new < V_STOP:
            b.mode = REST
            b.s = 0.0
            b.vx = b.vy = 0.0

    @staticmethod
    def _stop_at_edge(x0: float, y0: float, x: float, y: float, hx: float, hy: float) -> tuple[float, float]:
        """Back along the heading until the centre is 8 mm outside the board edge it reached."""
        lim = HALF + 8.0
        if x0 < -HALF <= x and hx > 0.0:
            t = (x + lim) / hx
        elif x0 > HALF >= x and hx < 0.0:
            t = (x - lim) / hx
        elif y0 < -HALF <= y and hy > 0.0:
            t = (y + lim) / hy
        elif hy < 0.0:
            t = (y - lim) / hy
        else:
            return x0, y0
        return x - hx * t, y - hy * t

    # --- contacts --------------------------------------------------------------
    def solid_contact(self, b: Body, so: Solid) -> None:
        cx, cy, cz = b.x, b.y, b.z + R
        dx = cx - so.cx
        dy = cy - so.cy
        lu = dx * so.ux + dy * so.uy
        lv = dy * so.ux - dx * so.uy
        lu = min(so.hu, max(-so.hu, lu))
        lv = min(so.hv, max(-so.hv, lv))
        pz = min(so.height, max(0.0, cz))
        px = so.cx + lu * so.ux - lv * so.uy
        py = so.cy + lu * so.uy + lv * so.ux
        nx, ny, nz = cx - px, cy - py, cz - pz
        d2 = nx * nx + ny * ny + nz * nz
        if d2 >= R2 or d2 == 0.0:
            return
        dist = math.sqrt(d2)
        nx, ny, nz = nx / dist, ny / dist, nz / dist
        vx, vy, vz = b.vx, b.vy, (b.vz if b.mode == FLIGHT else 0.0)
        vn = vx * nx + vy * ny + vz * nz
        if vn >= 0.0:
            return
        k = (1.0 + E_OBJ) * vn
        vx, vy, vz = vx - k * nx, vy - k * ny, vz - k * nz
        b.x, b.y = px + R * nx, py + R * ny
        if b.mode == FLIGHT:
            b.z = pz + R * nz - R
            b.vx, b.vy, b.vz = vx, vy, vz
            self._heading(b)
        else:
            self._set_slide(b, vx, vy)
        self.log(b, "OBJECT_HIT" if so.kind == "bank" else "CARD_FACE_HIT", b.x, b.y, b.z)

    def _set_slide(self, b: Body, vx: float, vy: float) -> None:
        sp = math.sqrt(vx * vx + vy * vy)
        b.vx, b.vy, b.vz = vx, vy, 0.0
        if sp > 0.0:
            b.hx, b.hy = vx / sp, vy / sp
        b.s = sp
        b.mode = SLIDE if sp >= V_STOP else REST

    @staticmethod
    def _heading(b: Body) -> None:
        sp = math.sqrt(b.vx * b.vx + b.vy * b.vy)
        if sp > 0.0:
            b.hx, b.hy = b.vx / sp, b.vy / sp

    def die_contact(self, a: Body, o: Body) -> bool:
        dx, dy, dz = o.x - a.x, o.y - a.y, o.z - a.z
        d2 = dx * dx + dy * dy + dz * dz
        if d2 >= 4.0 * R2 or d2 == 0.0:
            return False
        dist = math.sqrt(d2)
        nx, ny, nz = dx / dist, dy / dist, dz / dist
        avz = a.vz if a.mode == FLIGHT else 0.0
        ovz = o.vz if o.mode == FLIGHT else 0.0
        w = (a.vx - o.vx) * nx + (a.vy - o.vy) * ny + (avz - ovz) * nz
        if w <= 0.0:
            return False
        j = (1.0 + E_DIE) / 2.0 * w
        push = (2.0 * R - dist) / 2.0
        for body, sign, vz in ((a, -1.0, avz), (o, 1.0, ovz)):
            nvx = body.vx + sign * j * nx
            nvy = body.vy + sign * j * ny
            nvz = vz + sign * j * nz
            body.x += sign * push * nx
            body.y += sign * push * ny
            if body.mode == FLIGHT:
                body.z += sign * push * nz
                body.vx, body.vy, body.vz = nvx, nvy, nvz
                self._heading(body)
            else:
                self._set_slide(body, nvx, nvy)
        if a is self.die:
            self.log(a, "DIE_HIT", a.x, a.y, a.z, {"die": o.id})
        elif o is self.die:
            self.log(o, "DIE_HIT", o.x, o.y, o.z, {"die": a.id})
        return True

    def card_cross(self, b: Body, x0: float, y0: float) -> None:
        for so in self.solids:
            if so.kind != "card":
                continue
            before = (y0 - so.cy) * so.ux - (x0 - so.cx) * so.uy
            after = (b.y - so.cy) * so.ux - (b.x - so.cx) * so.uy
            if (before < 0.0) != (after < 0.0):
                lat = (b.x - so.cx) * so.ux + (b.y - so.cy) * so.uy
                if abs(lat) <= so.hu and b.z >= so.height:
                    self.log(b, "CARD_CROSS", b.x, b.y, b.z)

    # --- the loop --------------------------------------------------------------
    def run(self) -> None:
        die = self.die
        solids = self.solids
        others = self.others
        everyone = [die] + others
        for t in range(1, CAP_MS + 1):
            self.t = t
            moving = self.moving
            for b in moving:
                x0, y0 = b.x, b.y
                if b.mode == FLIGHT:
                    self.fly(b)
                else:
                    self.slide(b)
                if b is die and solids:
                    self.card_cross(b, x0, y0)
            for b in list(moving):
                if b.mode >= FELL_HOLE:
                    continue
                for so in solids:
                    self.solid_contact(b, so)
                for o in everyone:
                    if o is b or o.mode >= FELL_HOLE:
                        continue
                    if o in moving and moving.index(o) < moving.index(b):
                        continue  # that pair was resolved from the other side this step
                    if self.die_contact(b, o) and o not in moving:
                        o.pushed = True
                        o.t0 = t
                        moving.append(o)
            still = []
            for b in moving:
                b.trace.append(_q(b.x))
                b.trace.append(_q(b.y))
                b.trace.append(_q(b.z))
                if b.mode == FLIGHT or b.mode == SLIDE:
                    still.append(b)
                elif b.mode == REST:
                    self.log(b, "REST", b.x, b.y, b.z)
            self.moving = still
            if not still:
                return
        for b in self.moving:  # the cap: stop where it is
            b.mode = REST
            self.log(b, "REST", b.x, b.y, b.z, {"cap": 1})
        self.moving = []
