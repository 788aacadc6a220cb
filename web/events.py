"""Input on the page: clicks, keys and the rules dialog (runs in Pyodide, part of web/app.py's App).

One delegated listener per kind: a click on anything with `data-choice`
plays that option (board targets included; a touch near a small target
picks the nearest, web/pointer.py), `data-action="x"` calls `do_x`.  Keys:
Enter/Space on board targets, 1-9 for the numbered options, Home/arrows/End
to step a finished game's replay, Escape to finish the animations.  Any
click on the table first finishes the running animations (web/animation.py):
it never waits for them.
"""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]  # Pyodide's bridge to the page

import engine
from web.animation import skip_animations
from web.links import _query
from web.redraw import REPLAY_KEYS


class Events:
    """App's part that turns input into choices and actions (mixed into web.app.App)."""

    doc: Any
    match: engine.Match | None
    pointer: Any

    def on_click(self, event: Any) -> None:
        try:
            closest = getattr(event.target, "closest", None)
            if closest is not None and self.match is not None and closest(".table"):
                skip_animations(js.document)  # a click on the table ends them at once, then acts
            if self.pointer.swallow_click():
                return
            start = closest("a[data-start]") if closest is not None else None
            if start and not (event.ctrlKey or event.metaKey or event.shiftKey):
                event.preventDefault()  # Python is up: start in place instead of loading a new page
                self.new_game(_query(str(start.getAttribute("href")).partition("?")[2]))
                return
            target = closest("[data-choice],[data-action]") if closest is not None else None
            if not target and str(getattr(event, "pointerType", "") or "") == "touch":
                target = self.pointer.nearest_board_target(event)
            if not target:
                return
            if target.hasAttribute("data-choice"):
                key = str(target.getAttribute("data-choice"))
                if getattr(target, "disabled", False):  # SVG targets have no such property
                    return
                event.preventDefault()
                self.choose(key, self.params_for(key))
                return
            action = str(target.getAttribute("data-action"))
            handler = getattr(self, f"do_{action.replace('-', '_')}", None)
            if handler is not None:
                event.preventDefault()
                handler()
        except Exception as exc:
            self.recover(exc)

    def params_for(self, key: str) -> tuple[int, ...]:
        values = []
        for field in self.doc.querySelectorAll("#decision input[data-param-for]"):
            if str(field.dataset.paramFor) == key:
                try:
                    values.append(int(str(field.value)))
                except ValueError:
                    values.append(int(str(field.min)))
        return tuple(values)

    def on_key(self, event: Any) -> None:
        try:
            key = str(event.key)
            target = event.target
            has = getattr(target, "hasAttribute", None)
            if key in ("Enter", " ") and has is not None and has("data-choice"):
                if str(target.tagName).lower() != "button":  # board targets (SVG) act like buttons
                    event.preventDefault()
                    self.choose(str(target.getAttribute("data-choice")), ())
                return
            if key == "Escape" and self.match is not None:
                skip_animations(js.document)  # no preventDefault: Escape still closes the rules dialog
                return
            tag = str(getattr(target, "tagName", "") or "").lower()
            step = REPLAY_KEYS.get(key)
            if step and self.match is not None and self.match.over and tag not in ("input", "select", "textarea"):
                if not (event.ctrlKey or event.metaKey or event.altKey or event.shiftKey):
                    event.preventDefault()
                    self.step_replay(step)
                return
            if len(key) != 1 or not "1" <= key <= "9" or event.ctrlKey or event.metaKey or event.altKey:
                return
            if tag in ("input", "select", "textarea") or self.match is None:
                return
            button = self.doc.querySelector(f'#decision button[data-n="{key}"]')
            if button:
                event.preventDefault()
                button.click()
        except Exception as exc:
            self.recover(exc)

    def do_rules(self) -> None:
        dialog = self.doc.getElementById("rules")
        if dialog and not dialog.open:
            dialog.showModal()

    def do_close_rules(self) -> None:
        dialog = self.doc.getElementById("rules")
        if dialog:
            dialog.close()
