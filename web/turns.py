"""Turns on the page: a person's choice, the computer seats' moves, undo and hints
(runs in Pyodide, part of web/app.py's App).

Computer seats move one decision at a time with a pause the player can see
(`PAUSE`, by the Speed setting): each move is drawn like a person's (the
board, its dice and cards, the latest events), and the normal pause outlasts
the longest animation (a 600 ms roll), so a roll is seen to land before the
next move.  "Skip to your turn" (`do_fast_forward`) plays the rest of the
computers' moves without pauses, drawing the table a few times a second, and
stops at the next person's decision (or the end of the game).  The pause is
time, never a wait on an animation: animations delay neither the engine nor
input.
"""

from __future__ import annotations

import asyncio
import contextlib
import time

import js  # type: ignore[import-not-found]  # Pyodide's bridge to the page

import engine
from web.pace import PAUSE, PAUSE_SLICE, SKIP_PAINT, THROW_WAIT


class Turns:
    """App's part that plays the turns (mixed into web.app.App)."""

    match: engine.Match | None
    busy: bool
    skipping: bool
    fast: bool
    bot_task: asyncio.Task[None] | None
    bot_match: engine.Match | None
    last_seen: int | None
    hint: int | None
    hint_reason: str
    save_text: str
    parts: dict[str, str]
    loop: asyncio.AbstractEventLoop

    def choose(self, key: str, params: tuple[int, ...] = ()) -> None:
        match = self.match
        if match is None or self.busy or match.decision is None:
            return
        decision = match.decision
        if not match.seats[decision.player].human or not decision.has(key):
            return
        try:
            match.play(key, params)
        except engine.IllegalChoice as exc:
            self.banner(str(exc))
            return
        except Exception as exc:  # an engine bug must not cost the player the game
            self.recover(exc)
            return
        self.last_seen = decision.player
        self.hint = None
        self.banner("")
        self.after_change(focus=True)

    def after_change(self, *, focus: bool = False) -> None:
        """Redraw first, then keep the game in the link and storage once the screen is painted."""
        self.schedule_bots()
        self.render(focus=focus and not self.busy)
        self.save_after_paint()

    def recover(self, exc: BaseException) -> None:
        """Put back the last saved state after an unexpected error, and say so."""
        js.console.warn(f"Delve: unexpected {type(exc).__name__}: {exc}")
        self.busy = False
        self.skipping = False
        if self.save_text:
            with contextlib.suppress(Exception):
                self.match = engine.load_save(self.save_text)
        self.banner(f"Something went wrong ({type(exc).__name__}: {exc}). The game was kept as it was.")
        self.parts = {}
        self.render()

    def schedule_bots(self) -> None:
        """Start the computer seats if one must move (busy is set at once, for the markers)."""
        match = self.match
        if match is not None:
            self.play_quiet(match)
        if match is None or match.decision is None or match.seats[match.decision.player].human:
            return
        self.busy = True
        if self.bot_task is None or self.bot_task.done() or self.bot_match is not match:
            self.bot_match = match
            self.bot_task = self.loop.create_task(self.run_bots(match))

    def play_quiet(self, match: engine.Match) -> None:
        """Computer answers the game marks quiet (`Game.quiet`: a question whose asking would tell
        something, such as an OOTS Screw This! window) are played at once, before anything is drawn:
        no pause, no "is choosing" frame, so nobody sees that a computer was asked."""
        quiet = match.game.quiet
        while quiet is not None and match.decision is not None:
            decision = match.decision
            if match.seats[decision.player].human or not quiet(match.state, decision):
                return
            kind = match.seats[decision.player].bot or "random"
            dice = engine.Chance(engine.derive_seed(f"bot/{match.seed}/{len(match.log)}"))
            match.play(engine.bot_choose(kind, match.game, match.state, decision, dice))

    async def _pause(self, match: engine.Match) -> None:
        """The visible pause before a computer move, cut short by Skip (or a new game).  At the normal
        speed a throw being played back (Dungeon Fighter, web/throw.py marks <html data-df-animating>)
        is seen to land first, as every other animation is (web/pace.py)."""
        waited = 0.0
        while not self.skipping and self.match is match:
            throwing = bool(js.document.documentElement.hasAttribute("data-df-animating"))
            playing = throwing and not self.fast and waited < THROW_WAIT
            if waited >= PAUSE[self.fast] and not playing:
                break
            await asyncio.sleep(PAUSE_SLICE)
            waited += PAUSE_SLICE

    async def run_bots(self, match: engine.Match) -> None:
        """Computer seats move one decision at a time, with a visible pause (none while skipping)."""
        painted = time.monotonic()
        try:
            while self.match is match:
                self.play_quiet(match)  # a computer's secret answer: no pause, no frame of its own
                decision = match.decision
                if decision is None or match.seats[decision.player].human:
                    break
                self.busy = True
                moves = len(match.log)
                if self.skipping:
                    await asyncio.sleep(0)  # input and painting still get their turn between moves
                else:
                    await self._pause(match)
                if self.match is not match:
                    return
                if len(match.log) != moves:  # someone else moved meanwhile (cannot happen, but be safe)
                    continue
                kind = match.seats[decision.player].bot or "random"
                dice = engine.Chance(engine.derive_seed(f"bot/{match.seed}/{len(match.log)}"))
                match.play(engine.bot_choose(kind, match.game, match.state, decision, dice))
                if not self.skipping:
                    self.render()
                    self.save_after_paint()
                elif time.monotonic() - painted >= SKIP_PAINT:
                    painted = time.monotonic()
                    self.render()
        except Exception as exc:
            if self.match is match:
                self.recover(exc)
            return
        if self.match is match:
            self.busy = False
            if self.skipping:
                self.skipping = False
                self.autosave()
            self.render(focus=True)

    def do_fast_forward(self) -> None:
        """Skip to the next person's decision: the computers move at once, without pauses."""
        if self.match is None or not self.busy or self.skipping:
            return
        self.skipping = True
        self.render()

    def do_undo(self) -> None:
        if self.match is None or self.busy:
            return
        point, why = self.match.undo_point()
        if point is None:
            self.banner(why)
            return
        try:
            self.match.undo()
        except engine.DelveError as exc:
            self.banner(str(exc))
            return
        self.hint = None
        self.banner("")
        self.after_change(focus=True)

    def do_hint(self) -> None:
        match = self.match
        if match is None or match.decision is None or self.busy:
            return
        decision = match.decision
        view = match.view(decision.player)
        self.hint = engine.bot_hint(match.game, view, decision)
        self.hint_reason = "" if self.hint is None else engine.bot_hint_reason(match.game, view, decision, self.hint)
        if self.hint is None:
            self.banner("No hint for this game.")
        self.render()

    def do_handoff(self) -> None:
        match = self.match
        if match is None or match.decision is None:
            return
        self.last_seen = match.decision.player
        self.render(focus=True)

    def do_speed(self) -> None:
        self.fast = not self.fast
        self.save_settings()
        self.render()
