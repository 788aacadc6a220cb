"""The game clock on the page (Game.clock_seconds; runs in Pyodide, part of web/app.py's App).

web/clock.py counts; this keeps it ticking while a decision is pending and
the page is visible, shows the time left, stores it every few seconds (a
reload resumes it), and plays the clock's system option when time is up.
"""

from __future__ import annotations

import asyncio
from typing import Any

import js  # type: ignore[import-not-found]  # Pyodide's bridge to the page

import engine
from web.clock import GameClock
from web.storage import store_quietly, stored
from web.views import play

CLOCK_TICK = 0.25  # seconds between game-clock ticks
CLOCK_SAVE = 5.0  # seconds of play between writes of the clock to storage


class Timer:
    """App's part that runs the game clock (mixed into web.app.App)."""

    match: engine.Match | None
    clock: GameClock | None
    clock_key: str
    clock_saved: float
    clock_task: asyncio.Task[None] | None

    def start_clock(self, match: engine.Match) -> None:
        """Restore this game's clock from storage and keep it ticking."""
        limit = match.game.clock_seconds(match.variants) if match.game.clock_seconds else None
        if not limit:
            self.clock = None
            return
        self.clock_key = f"delve:clock:{match.game.id}:{match.seed}"
        self.clock = GameClock(limit, GameClock.parse_used(stored(self.clock_key), limit))
        self.clock_saved = self.clock.used
        if self.clock_task is None or self.clock_task.done():
            self.clock_task = self.loop.create_task(self.run_clock())

    async def run_clock(self) -> None:
        """Tick while a decision is pending and the page is visible (A-DNG-42); play the
        clock's system option when time is up."""
        shown = ""
        while self.clock is not None:
            await asyncio.sleep(CLOCK_TICK)
            clock, match = self.clock, self.match
            if clock is None or match is None:
                break
            try:
                running = match.decision is not None and not js.document.hidden
                if clock.tick(js.performance.now() / 1000, running) and running:
                    self.expire_clock(match)
                if clock.used - self.clock_saved >= CLOCK_SAVE:
                    self.save_clock()
                text = play.clock_text(clock.left)
                element = self.doc.getElementById("clock")
                if element and text != shown:
                    element.textContent = shown = text
            except Exception as exc:
                self.recover(exc)

    def expire_clock(self, match: engine.Match) -> None:
        decision = match.decision
        if decision is None or not decision.has(engine.CLOCK_OPTION):
            return
        match.play(engine.CLOCK_OPTION)
        self.save_clock()
        self.after_change()

    def save_clock(self) -> None:
        if self.clock is None:
            return
        self.clock_saved = self.clock.used
        store_quietly(self.clock_key, f"{self.clock.used:.1f}")  # autosave warns if storage is refused

    def on_visibility(self, event: Any) -> None:
        if js.document.hidden:
            self.save_clock()
