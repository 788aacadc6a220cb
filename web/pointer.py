"""Pointer input beyond clicks (runs in Pyodide, beside web/app.py).

- Drag and drop, for mouse, pen and touch alike (the protocol is in
  web/views/__init__.py): press an element with `data-drag`, release it over
  an element with `data-choice`, and that option is played; `data-drag-choice`
  on the pressed element is played first, as the drag starts.
- Fingers: a tap that misses every board target takes the nearest one within
  TOUCH_REACH px, so even a 13 px flagstone is a 44 px touch target (ux.md).

It holds no game logic: it finds the option element and asks the app to
play it, through the same `choose` a click uses.
"""

from __future__ import annotations

from typing import Any, Protocol

import js  # type: ignore[import-not-found]  # Pyodide's bridge to the page

DRAG_START = 6.0  # px a press must move before it is a drag (less is a click)
DRAG_CLICK_GAP = 400.0  # ms: the click a browser fires after a drag is not a click
TOUCH_REACH = 22.0  # px: a tap this close to a board target chooses it


class Player(Protocol):
    """What the pointer needs from the app."""

    busy: bool
    match: Any

    def choose(self, key: str, params: tuple[int, ...] = ()) -> None: ...

    def params_for(self, key: str) -> tuple[int, ...]: ...

    def recover(self, exc: BaseException) -> None: ...


class Pointer:
    def __init__(self, app: Player) -> None:
        self.app = app
        self.doc = js.document
        self.root = js.document.documentElement
        self.drag: dict[str, Any] | None = None
        self.no_click_until = 0.0

    def listen(self, listen: Any) -> list[Any]:
        """Register the handlers with the app's `listen(target, kind, handler, **options)`."""
        return [
            listen(self.doc, "pointerdown", self.on_pointerdown),
            listen(self.doc, "pointermove", self.on_pointermove),
            listen(self.doc, "pointerup", self.on_pointerup),
            listen(self.doc, "pointercancel", self.on_pointercancel),
            # Not passive: a finger dragging a piece must not scroll the page
            # (CSS touch-action does not reach inside SVG).
            listen(self.doc, "touchmove", self.on_touchmove, passive=False),
        ]

    def swallow_click(self) -> bool:
        """True for the click a browser fires right after a drag (it is not a click)."""
        return float(js.performance.now()) < self.no_click_until

    # -- dragging -----------------------------------------------------------
    def on_pointerdown(self, event: Any) -> None:
        try:
            closest = getattr(event.target, "closest", None)
            source = closest("[data-drag]") if closest is not None else None
            if not source or int(event.button) != 0 or self.app.busy or self.app.match is None:
                return
            self.drag = {
                "id": event.pointerId,
                "x": float(event.clientX),
                "y": float(event.clientY),
                "source": source,
                "active": False,
                "over": None,
            }
        except Exception as exc:
            self.app.recover(exc)

    def on_pointermove(self, event: Any) -> None:
        drag = self.drag
        if drag is None or event.pointerId != drag["id"]:
            return
        try:
            x, y = float(event.clientX), float(event.clientY)
            if not drag["active"]:
                if (x - drag["x"]) ** 2 + (y - drag["y"]) ** 2 < DRAG_START * DRAG_START:
                    return
                drag["active"] = True
                self.root.dataset.dragging = "1"
                pick = drag["source"].getAttribute("data-drag-choice")
                if pick:
                    self.app.choose(str(pick))
            over = self.choice_at(x, y)
            if drag["over"] is not None and (over is None or not over.isSameNode(drag["over"])):
                drag["over"].classList.remove("drop-over")
            if over is not None and not over.isSameNode(drag["source"]):
                over.classList.add("drop-over")
            drag["over"] = over
            event.preventDefault()
        except Exception as exc:
            self.drag = None
            self.app.recover(exc)

    def on_pointerup(self, event: Any) -> None:
        drag = self.drag
        if drag is None or event.pointerId != drag["id"]:
            return
        self.on_pointercancel(event)
        if not drag["active"]:
            return  # a press without moving: the click that follows does the work
        self.no_click_until = float(js.performance.now()) + DRAG_CLICK_GAP
        try:
            target = self.choice_at(float(event.clientX), float(event.clientY))
            if target is None or target.isSameNode(drag["source"]) or getattr(target, "disabled", False):
                return
            key = str(target.getAttribute("data-choice"))
            self.app.choose(key, self.app.params_for(key))
        except Exception as exc:
            self.app.recover(exc)

    def on_touchmove(self, event: Any) -> None:
        if self.drag is not None and event.cancelable:
            event.preventDefault()

    def on_pointercancel(self, event: Any) -> None:
        drag, self.drag = self.drag, None
        if drag is None:
            return
        self.root.removeAttribute("data-dragging")
        if drag["over"] is not None:
            drag["over"].classList.remove("drop-over")

    # -- finding targets ------------------------------------------------------
    def choice_at(self, x: float, y: float) -> Any:
        """The option element under a point, or None (never JS null, which Pyodide gives as a falsy JsNull)."""
        element = self.doc.elementFromPoint(x, y)
        found = element.closest("[data-choice]") if element else None
        return found if found else None

    def nearest_board_target(self, event: Any) -> Any:
        """A finger is wider than a flagstone: the nearest board target within TOUCH_REACH px."""
        board = self.doc.getElementById("board")
        if not board or not board.contains(event.target):
            return None
        x, y = float(event.clientX), float(event.clientY)
        best, best_gap = None, TOUCH_REACH * TOUCH_REACH
        for element in board.querySelectorAll("[data-choice]"):
            box = element.getBoundingClientRect()
            dx = max(box.left - x, 0.0, x - box.right)
            dy = max(box.top - y, 0.0, y - box.bottom)
            if dx * dx + dy * dy < best_gap:
                best, best_gap = element, dx * dx + dy * dy
        return best
