"""A game's wall clock (Dungeon!'s Timed Game, A-DNG-42), free of the DOM.

The app feeds it the time and whether it may run (a decision is pending and
the page is visible); it answers how much is left and when to play the
engine's `CLOCK_OPTION`.  Kept pure so CPython tests can drive it.
"""

from __future__ import annotations

from dataclasses import dataclass

STEP_CAP = 2.0  # seconds: a longer gap between ticks means the page was frozen, not played


@dataclass
class GameClock:
    limit: float  # seconds the game allows
    used: float = 0.0  # seconds already played (restored from storage)
    last: float | None = None  # time of the last running tick

    @property
    def left(self) -> float:
        return max(0.0, self.limit - self.used)

    @property
    def expired(self) -> bool:
        return self.used >= self.limit

    def tick(self, now: float, running: bool) -> bool:
        """Advance to `now` (seconds); True when the clock has just run out or already had.

        Time between ticks counts only while running; a gap longer than
        `STEP_CAP` (a suspended tab, a sleeping laptop) counts as `STEP_CAP`.
        """
        if running and self.last is not None:
            self.used += min(max(0.0, now - self.last), STEP_CAP)
        self.last = now if running else None
        return self.expired

    @staticmethod
    def parse_used(raw: str | None, limit: float) -> float:
        """Stored seconds used, or 0 for anything unreadable (a tampered value never crashes)."""
        try:
            used = float(raw) if raw else 0.0
        except ValueError:
            return 0.0
        return min(max(used, 0.0), limit) if used == used else 0.0  # NaN -> 0
