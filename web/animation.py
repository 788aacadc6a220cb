"""Animations on the page: the setting, the device's reduced-motion wish, and skipping
(runs in Pyodide, part of web/app.py's App).

The animations themselves are CSS (static/app.css and the views' classes:
dice rolling in, cards turning up); nothing in Python waits on them.  Here:

- the player's switch (`do_animations`, kept in the settings) sets
  `<html data-anim="on|off">`, which the CSS obeys;
- `prefers-reduced-motion: reduce` turns them off whatever the switch says
  (the CSS does that by itself); the switch then says so, and follows the
  device if its setting changes while the page is open;
- a click anywhere on the table, or Escape, finishes every running animation
  at once: each jumps to its end state (the Web Animations API `finish()`),
  and the click still does what it does.  Endless animations (a spinner) are
  left alone.
"""

from __future__ import annotations

import math
from typing import Any

import js  # type: ignore[import-not-found]  # Pyodide's bridge to the page

from web.storage import save_settings

REDUCED = "(prefers-reduced-motion: reduce)"


def reduced_motion() -> bool:
    """Does the device ask for less motion?"""
    try:
        return bool(js.window.matchMedia(REDUCED).matches)
    except Exception:  # noqa: BLE001 -- an old browser without matchMedia: no wish expressed
        return False


def skip_animations(doc: Any) -> int:
    """Finish every running animation with an end (each jumps to its end state); how many."""
    running = doc.getAnimations()
    if not running.length:
        return 0
    finished = 0
    for animation in running:
        effect = animation.effect
        if str(animation.playState) != "running" or effect is None:
            continue
        if math.isfinite(float(effect.getComputedTiming().endTime)):
            animation.finish()
            finished += 1
    return finished


class Animation:
    """App's part that keeps the animation setting (mixed into web.app.App)."""

    fast: bool
    animations: bool
    reduced: bool

    def save_settings(self) -> None:
        save_settings(fast=self.fast, animations=self.animations)

    def do_animations(self) -> None:
        if self.reduced:
            return  # the device's wish holds; the switch says so
        self.animations = not self.animations
        self.save_settings()
        self.render()

    def on_motion_change(self, event: Any) -> None:
        """The device's reduced-motion setting changed while the page is open."""
        self.reduced = bool(getattr(event, "matches", False))
        self.render()
