"""Dungeon Fighter's throw on the page: aiming by pointer or keys, and the recorded flight played back
(runs in Pyodide, beside web/pointer.py; installed by the app: `Throw(app).listen(app._listen)`).

Input.  The table SVG carries `data-df-pad` while the person deciding may
throw (web/views/dungeon_fighter).  A press on it, a swipe and a release is a
throw: a flick by default (direction over the last 60 ms, speed, curl,
release time), or a slingshot (drag back, length = power).  Mouse, pen and
touch are the same pointer events.  With the table focused the keys aim,
set the power, arc, spin, face and station, and Space (or Enter) held and
let go throws.  Buttons: `data-df-die` picks the die, `data-df-loft` the arc,
`data-df-mode` the slingshot, `data-df-release` throws with the aim as set,
`data-df-watch` plays the last throw again.  The gesture becomes the eight
integers of the throw option (web/views/dungeon_fighter/aim.py) and is played
through the app's `choose`, exactly as a click plays an option.

Playback.  After a throw the physics' recorded trace (positions every ms) is
played with requestAnimationFrame at the display's rate: never simulated
again, never waited on (input and the engine go on), skipped by a click on
the table or Escape, and not played at all when the animations are off
(`<html data-anim="off">`: the switch or the device's reduced-motion wish);
then the path it took is drawn instead.  "Watch again" replays it on request,
except under the device's reduced-motion wish.

`<html data-df-animating="1">` while a throw plays (for e2e/ and bench/).
It holds no game logic: the pure functions it calls are tested in CPython.
"""

from __future__ import annotations

import math
from typing import Any

import js  # type: ignore[import-not-found]  # Pyodide's bridge to the page
from pyodide.ffi import create_once_callable, create_proxy  # type: ignore[import-not-found]

CLICK_SLOP = 6.0  # px: a press that moves less is a click (a station pick), not a throw
REDUCED = "(prefers-reduced-motion: reduce)"


class Throw:
    """The throw input and playback for one page (the app's `choose`, `match`, `busy`, `recover`)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.doc = js.document
        self._aim: Any = None  # made on first use: the game's view arrives with the game (web/game_files.py)
        self.mode = "flick"
        self.die_key = ""
        self.press: dict[str, Any] | None = None
        self.key_down_at: float | None = None
        self.button_down_at: float | None = None
        self.seen_k: int | None = None
        self.seen_match: Any = None
        self.last: dict[str, Any] | None = None  # the last throw's trace and colours
        self.anim: dict[str, Any] | None = None
        self.meter_on = False
        self._frame_proxy = create_proxy(self._frame)
        self._meter_proxy = create_proxy(self._meter_frame)
        self._observer_proxy = create_proxy(self._on_mutation)
        self.observer: Any = None
        self.table: Any = None  # the table element last drawn by the app
        self.view_cache: dict[str, Any] | None = None
        self.view_key: tuple[int, int, int] | None = None
        self.aims: dict[int | None, Any] = {}
        self.aim_seat: int | None = None

    @property
    def aim_mod(self) -> Any:
        from web.views.dungeon_fighter import aim

        return aim

    @property
    def aim(self) -> Any:
        if self._aim is None:
            self._aim = self.aim_mod.Aim()
        return self._aim

    @aim.setter
    def aim(self, value: Any) -> None:
        self._aim = value

    # -- wiring -------------------------------------------------------------------
    def listen(self, listen: Any) -> list[Any]:
        """Register the handlers with the app's `listen(target, kind, handler, **options)`."""
        proxies = [
            listen(self.doc, "pointerdown", self.on_pointerdown),
            listen(self.doc, "pointermove", self.on_pointermove),
            listen(self.doc, "pointerup", self.on_pointerup),
            listen(self.doc, "pointercancel", self.on_pointercancel),
            listen(self.doc, "keydown", self.on_keydown),
            listen(self.doc, "keyup", self.on_keyup),
            listen(self.doc, "click", self.on_click),
            listen(self.doc, "click", self.on_click_capture, capture=True),
        ]
        self.observer = js.MutationObserver.new(self._observer_proxy)
        options = js.Object.fromEntries([["childList", True], ["subtree", True]])
        self.observer.observe(self.doc.body, options)
        return proxies

    def _on_mutation(self, records: Any = None, observer: Any = None) -> None:
        """The board was drawn again: put our aim back on it and notice a new throw."""
        try:
            table = self.doc.getElementById("df-table")
            if not table or (self.table is not None and table.isSameNode(self.table)):
                return  # our own layers changed (the aim, a frame), not the app's drawing
            self.table = table
            self.after_render()
        except Exception as exc:  # noqa: BLE001 -- input must survive a drawing bug
            self.app.recover(exc)

    # -- the match --------------------------------------------------------------------
    def _decision(self) -> Any:
        match = self.app.match
        return None if match is None else match.decision

    def _view(self) -> dict[str, Any]:
        """The view the table was last drawn from (made once per drawing: it holds the computers' advice)."""
        match = self.app.match
        decision = self._decision()
        key = (id(match), len(match.log), id(decision))
        if self.view_key != key or self.view_cache is None:
            self.view_cache = match.view(decision.player if decision is not None else None)
            self.view_key = key
        return self.view_cache

    def requirements(self) -> tuple[str, ...]:
        from web.views.dungeon_fighter import requirement_ids

        return requirement_ids(self._view())

    def _seat_aim(self) -> None:
        """Each seat keeps its own aim between throws, starting at its hero's home edge (A-DF-46)."""
        decision = self._decision()
        seat = None if decision is None else int(decision.player)
        if seat == self.aim_seat:
            return
        if self.aim_seat is not None and self._aim is not None:
            self.aims[self.aim_seat] = self._aim
        self.aim_seat = seat
        heroes = self._view().get("heroes", [])
        edge = heroes[seat].get("home_edge", "S") if seat is not None and seat < len(heroes) else "S"
        self._aim = self.aims.get(seat) or self.aim_mod.Aim(edge=edge if edge in ("S", "E", "N", "W") else "S")

    def throw_keys(self) -> list[str]:
        from web.views.dungeon_fighter import throw_keys

        return throw_keys(self._decision())

    def after_render(self) -> None:
        self._watch_new_throw()  # first: a new game starts its aims afresh
        pad = self.doc.querySelector("[data-df-pad]")
        if pad:
            self._seat_aim()
            keys = self.throw_keys()
            if self.die_key not in keys:
                self.die_key = keys[0] if keys else ""
            self._redraw_aim()
        for memorise in self.doc.querySelectorAll("[data-df-memorise]:not([data-df-seen])"):
            memorise.setAttribute("data-df-seen", "1")
            ms = int(str(memorise.getAttribute("data-df-memorise")))
            js.setTimeout(create_once_callable(lambda element=memorise: element.classList.add("df-blind")), ms)

    def _redraw_aim(self) -> None:
        from web.views.dungeon_fighter import face_words, readout
        from web.views.dungeon_fighter.table import arrow_svg, objects_svg, stations_svg

        reqs = self.requirements()
        g = self.aim_mod.guide(reqs)
        self.aim = self.aim_mod.prepare(self.aim, reqs)
        stations = self.doc.getElementById("df-stations")
        if stations:
            stations.innerHTML = stations_svg(self.aim)
        layer = self.doc.getElementById("df-aim")
        if layer:
            layer.innerHTML = objects_svg(self.aim, reqs) + arrow_svg(self.aim, g)
        text = self.doc.getElementById("df-readout")
        if text:
            text.textContent = readout(self.aim)
        for button in self.doc.querySelectorAll("[data-df-die]"):
            button.setAttribute("aria-pressed", "true" if str(button.dataset.dfDie) == self.die_key else "false")
        for button in self.doc.querySelectorAll("[data-df-loft]"):
            on = int(str(button.dataset.dfLoft)) == self.aim.loft_ddeg
            button.setAttribute("aria-pressed", "true" if on else "false")
        for button in self.doc.querySelectorAll("[data-df-face]"):
            button.textContent = face_words(self.aim.top_face)
        for button in self.doc.querySelectorAll("[data-df-mode]"):
            button.setAttribute("aria-pressed", "true" if self.mode == "slingshot" else "false")
        self._sync_params()

    def _sync_params(self) -> None:
        """The decision bar's throw buttons carry the aim too: their number fields follow it, so
        its button (or its number key) throws exactly what the table shows."""
        params = [str(v) for v in self.aim.params()]
        seen: dict[str, int] = {}
        for field in self.doc.querySelectorAll('#decision input[data-param-for^="throw:"]'):
            key = str(field.dataset.paramFor)
            i = seen.get(key, 0)
            seen[key] = i + 1
            if i < len(params):
                field.value = params[i]

    def on_click_capture(self, event: Any) -> None:
        """Before the app plays a throw option from the decision bar: its fields hold the aim."""
        try:
            closest = getattr(event.target, "closest", None)
            if closest is None or not self.doc.getElementById("df-table"):
                return  # not Dungeon Fighter's table: nothing of ours to fill in
            if closest('#decision [data-choice^="throw:"]'):
                self._sync_params()
        except Exception as exc:  # noqa: BLE001
            self.app.recover(exc)

    # -- throwing -----------------------------------------------------------------------
    def play(self) -> None:
        """Play the chosen die's throw option with the aim as it is now."""
        if not self.die_key or self.app.busy:
            return
        self.aim = self.aim_mod.prepare(self.aim, self.requirements())
        self.app.choose(self.die_key, self.aim.params())

    def _table_point(self, event: Any, turned_frame: bool = False) -> tuple[float, float] | None:
        """The pointer in table millimetres (the drawing's units, y down); `turned_frame` reads it in the
        (possibly turned) table group's frame, for picking a station as drawn."""
        svg = self.doc.getElementById("df-table")
        if not svg:
            return None
        target = self.doc.getElementById("df-fly") if turned_frame else svg
        ctm = target.getScreenCTM()
        if not ctm:
            return None
        p = svg.createSVGPoint()
        p.x, p.y = float(event.clientX), float(event.clientY)
        q = p.matrixTransform(ctm.inverse())
        return float(q.x), float(q.y)

    def _mm_per_unit(self) -> float:
        svg = self.doc.getElementById("df-table")
        ctm = svg.getScreenCTM() if svg else None
        if not ctm:
            return 0.25
        return math.hypot(float(ctm.a), float(ctm.b)) * self.aim_mod.CSS_MM_PER_PX

    def on_pointerdown(self, event: Any) -> None:
        try:
            closest = getattr(event.target, "closest", None)
            if closest is None:
                return
            if closest("[data-df-release]"):
                self.button_down_at = float(event.timeStamp)
                return
            pad = closest("[data-df-pad]")
            if not pad or int(event.button) != 0 or self.app.busy:
                return
            self.finish_animation()
            point = self._table_point(event)
            if point is None:
                return
            edge = closest("[data-df-edge]")
            if closest("[data-df-object]"):  # dragging the bank sheet, not throwing
                self.press = {"id": event.pointerId, "object": True, "reqs": self.requirements()}
                pad.setPointerCapture(event.pointerId)
                event.preventDefault()
                return
            self.press = {
                "id": event.pointerId,
                "t0": float(event.timeStamp),
                "x": float(event.clientX),
                "y": float(event.clientY),
                "samples": [(0.0, point[0], point[1])],
                "start": point,
                "moved": False,
                "edge": bool(edge),
                "mm": self._mm_per_unit(),
                "reqs": self.requirements(),
            }
            pad.setPointerCapture(event.pointerId)
            event.preventDefault()
            self._start_meter()
        except Exception as exc:  # noqa: BLE001
            self.press = None
            self.app.recover(exc)

    def on_pointermove(self, event: Any) -> None:
        press = self.press
        if press is None or event.pointerId != press["id"]:
            return
        try:
            if press.get("object"):
                point = self._table_point(event, turned_frame=True)
                placed = None if point is None else self.aim_mod.place_bank(self.aim, *point, press["reqs"])
                if placed is not None:  # a forbidden spot: the sheet stays where it last fitted
                    self.aim = placed
                    self._redraw_aim()
                event.preventDefault()
                return
            if not press["moved"]:
                dx, dy = float(event.clientX) - press["x"], float(event.clientY) - press["y"]
                if dx * dx + dy * dy < CLICK_SLOP * CLICK_SLOP:
                    return
                press["moved"] = True
            events = event.getCoalescedEvents() if hasattr(event, "getCoalescedEvents") else [event]
            for e in events or [event]:
                point = self._table_point(e)
                if point is not None:
                    press["samples"].append((float(e.timeStamp) - press["t0"], point[0], point[1]))
            self.aim = self._read(press)
            self._redraw_aim()
            event.preventDefault()
        except Exception as exc:  # noqa: BLE001
            self.press = None
            self.app.recover(exc)

    def _read(self, press: dict[str, Any]) -> Any:
        samples = press["samples"]
        if self.mode == "slingshot":
            end = samples[-1]
            pull = (end[1] - press["start"][0], end[2] - press["start"][1])
            return self.aim_mod.slingshot(
                pull, self.aim, mm_per_unit=press["mm"], held_ms=end[0], requirements=press["reqs"]
            )
        return self.aim_mod.flick(samples, self.aim, mm_per_unit=press["mm"], requirements=press["reqs"])

    def on_pointerup(self, event: Any) -> None:
        press = self.press
        if press is None or event.pointerId != press["id"]:
            return
        self.press = None
        self._stop_meter()
        if press.get("object"):
            return
        try:
            if not press["moved"]:
                if press["edge"]:  # a click on a table edge: stand there
                    point = self._table_point(event, turned_frame=True)
                    if point is not None:
                        edge, offset = self.aim_mod.station_at(*point)
                        self.aim = self.aim_mod.at_station(self.aim, edge, offset)
                        self._redraw_aim()
                return
            point = self._table_point(event)
            if point is not None:
                press["samples"].append((float(event.timeStamp) - press["t0"], point[0], point[1]))
            self.aim = self._read(press)
            self.play()
        except Exception as exc:  # noqa: BLE001
            self.app.recover(exc)

    def on_pointercancel(self, event: Any) -> None:
        if self.press is not None and event.pointerId == self.press["id"]:
            self.press = None
            self._stop_meter()

    def on_keydown(self, event: Any) -> None:
        try:
            key = str(event.key)
            if key == "Escape":
                self.finish_animation()
                return
            target = event.target
            has = getattr(target, "hasAttribute", None)
            if has is None or not has("data-df-pad") or self.app.busy:
                return
            if key in (" ", "Enter"):
                event.preventDefault()
                if self.key_down_at is None and not event.repeat:
                    self.key_down_at = float(event.timeStamp)
                    self._start_meter()
                return
            new = self.aim_mod.key_step(self.aim, key, shift=bool(event.shiftKey), requirements=self.requirements())
            if new is not None:
                event.preventDefault()
                self.aim = new
                self._redraw_aim()
        except Exception as exc:  # noqa: BLE001
            self.app.recover(exc)

    def on_keyup(self, event: Any) -> None:
        if str(event.key) not in (" ", "Enter") or self.key_down_at is None:
            return
        held = float(event.timeStamp) - self.key_down_at
        self.key_down_at = None
        self._stop_meter()
        try:
            self.aim = self.aim_mod.replace(self.aim, t_release_ms=self.aim_mod.clamp(held, 0, 8000))
            self.play()
        except Exception as exc:  # noqa: BLE001
            self.app.recover(exc)

    def on_click(self, event: Any) -> None:
        try:
            closest = getattr(event.target, "closest", None)
            if closest is None:
                return
            if self.anim is not None and closest(".table"):
                self.finish_animation()  # a click on the table ends the playback at once, then acts
            if (b := closest("[data-df-die]")) and b:
                self.die_key = str(b.dataset.dfDie)
            elif (b := closest("[data-df-loft]")) and b:
                self.aim = self.aim_mod.replace(self.aim, loft_ddeg=int(str(b.dataset.dfLoft)))
            elif closest("[data-df-face]"):
                self.aim = self.aim_mod.replace(self.aim, top_face=self.aim.top_face % 6 + 1)
            elif closest("[data-df-mode]"):
                self.mode = "flick" if self.mode == "slingshot" else "slingshot"
            elif closest("[data-df-release]"):
                held = 0.0 if self.button_down_at is None else float(event.timeStamp) - self.button_down_at
                self.button_down_at = None
                self.aim = self.aim_mod.replace(self.aim, t_release_ms=self.aim_mod.clamp(held, 0, 8000))
                self.play()
                return
            elif closest("[data-df-watch]"):
                self.watch_again()
                return
            else:
                return
            event.preventDefault()
            self._redraw_aim()
        except Exception as exc:  # noqa: BLE001
            self.app.recover(exc)

    # -- meters (crossbow, blow, elbow, nose, borrowed hand): the bar the release stops ---------
    def _start_meter(self) -> None:
        from engine.games.dungeon_fighter.physics.requirements import combine

        h = combine(self.requirements())
        bar = self.doc.getElementById("df-meter")
        if h.meter is None or not bar:
            return
        self.meter_on = True
        bar.hidden = False
        self.meter = h.meter
        self.meter_t0 = float(js.performance.now())
        js.requestAnimationFrame(self._meter_proxy)

    def _stop_meter(self) -> None:
        self.meter_on = False

    def _meter_frame(self, now: float) -> None:
        if not self.meter_on:
            return
        from engine.games.dungeon_fighter.physics.launch import meter_value

        bar = self.doc.getElementById("df-meter")
        if bar:
            value = meter_value(self.meter, float(now) - self.meter_t0, 0) / 1000.0  # power in per mille
            bar.style.setProperty("--df-meter", f"{max(0.0, min(1.0, value)):.3f}")
        js.requestAnimationFrame(self._meter_proxy)

    # -- playback -------------------------------------------------------------------------
    def _watch_new_throw(self) -> None:
        from web.views.dungeon_fighter import trace

        match = self.app.match
        view = self._view()
        found = trace.from_view(view)
        first = self.seen_match is not match
        self.seen_match = match
        if first:  # another game (new, loaded or resumed): nothing of the old one's counts
            self.seen_k, self.last, self.aims, self.aim_seat, self._aim = None, None, {}, None, None
        if found is None:
            return
        k, dice, start_top = found
        if not first and self.seen_k is not None and k <= self.seen_k:
            if self.anim is None and self.last is not None and self.last.get("k") == k:
                self._draw_path()  # drawn again by the app: the latest throw's path stays on the table
                self._show_watch()
            return
        self.seen_k = k
        self.last = {
            "k": k,
            "dice": dice,
            "colors": trace.colors(dice, trace.thrown_color(view)),
            "top": start_top,
            "board": view.get("board") or [],
        }
        self._show_watch()
        if first:
            self._draw_path()  # a page opened on a game: no playback, the path is there
        elif str(self.doc.documentElement.dataset.anim) == "on":
            self.start_animation()
        else:
            self._draw_path()

    def _show_watch(self) -> None:
        watch = self.doc.querySelector("[data-df-watch]")
        if watch:
            watch.hidden = False

    def watch_again(self) -> None:
        if self.last is None:
            return
        if bool(js.window.matchMedia(REDUCED).matches):
            self._draw_path()  # the device asks for no motion: the path tells the same story
            return
        self.start_animation()

    def start_animation(self) -> None:
        from web.views.dungeon_fighter import trace

        last = self.last
        if last is None:
            return
        self.anim = {
            "t0": None,  # set by the first frame: a late first frame (a busy page) still plays from the start
            "end": trace.duration_ms(last["dice"]),
            "moved": trace.moved_ids(last["dice"], last["board"]),
        }
        path = self.doc.getElementById("df-path")
        if path:
            path.innerHTML = ""
        self.doc.documentElement.dataset.dfAnimating = "1"  # e2e/ and bench/ read it: a throw is playing
        js.requestAnimationFrame(self._frame_proxy)

    def _frame(self, now: float) -> None:
        anim, last = self.anim, self.last
        if anim is None or last is None:
            return
        try:
            from web.views.dungeon_fighter import trace

            if anim["t0"] is None:
                anim["t0"] = float(now)
            t = float(now) - anim["t0"]
            table = self.doc.getElementById("df-table")
            fly = self.doc.getElementById("df-fly")
            if not table or not fly or t >= anim["end"]:
                self.finish_animation()
                return
            table.classList.add("df-animating")
            for die_id in anim["moved"]:
                resting = table.querySelector(f'.df-resting [data-die="{die_id}"]')
                if resting:
                    resting.setAttribute("data-df-flying", "1")
            fly.innerHTML = trace.frame(last["dice"], last["colors"], t, last["top"])
            js.requestAnimationFrame(self._frame_proxy)
        except Exception as exc:  # noqa: BLE001
            self.anim = None
            self.app.recover(exc)

    def finish_animation(self) -> None:
        """Jump to the end: the dice where they lie, the path drawn."""
        if self.anim is None:
            return
        self.anim = None
        self.doc.documentElement.removeAttribute("data-df-animating")
        table = self.doc.getElementById("df-table")
        if table:
            table.classList.remove("df-animating")
            for resting in table.querySelectorAll("[data-df-flying]"):
                resting.removeAttribute("data-df-flying")
        fly = self.doc.getElementById("df-fly")
        if fly:
            fly.innerHTML = ""
        self._draw_path()

    def _draw_path(self) -> None:
        from web.views.dungeon_fighter import trace

        path = self.doc.getElementById("df-path")
        if path and self.last is not None:
            path.innerHTML = trace.path_svg(self.last["dice"])
