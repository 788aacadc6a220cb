"""How fast computer seats move on the page (pure: web/turns.py uses it, tests read it).

The normal pause before each computer move outlasts the longest animation
of the table (a die rolls in for 500 ms and its result lands at 600 ms,
static/app.css), so a computer's roll is seen to land before its next move;
tests/web/test_pace.py holds it to that.  Fast is for players who only want
the result; "Skip to your turn" goes further (no pause at all).
"""

from __future__ import annotations

PAUSE = {False: 0.8, True: 0.1}  # seconds before each computer move: normal, fast
PAUSE_SLICE = 0.05  # the pause is slept in slices, so Skip or a speed change act at once
SKIP_PAINT = 0.15  # seconds between redraws while skipping to the next person's decision
THROW_WAIT = 8.0  # seconds at most a computer waits for a throw's playback to end (normal speed)
