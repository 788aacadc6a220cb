"""Drawing the play screen on the page (runs in Pyodide, part of web/app.py's App).

After every change the app builds a `play.Screen` from the match and sets
the markup of the containers whose markup changed (web/views/play.py
`render_parts`); it marks `<html>` with the hooks e2e/ and bench/ read (see
web/app.py), shows the message line, and steps a finished game's replay.
"""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]  # Pyodide's bridge to the page
from pyodide.ffi import to_js  # type: ignore[import-not-found]

import engine
from web.clock import GameClock
from web.patch import patch
from web.views import play

NARROW = "(max-width: 860px)"  # the phone layout of static/app.css: the board scrolls under the decision
BRING_GAP = 8  # px kept between an element brought into view and the docked decision (or the screen's top)
REPLAY_KEYS = {"Home": "start", "ArrowLeft": "back", "ArrowRight": "forward", "End": "end"}


def focus_quietly(element: Any) -> None:
    """Focus without scrolling the page (the table stays where the player put it)."""
    element.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))


class Redraw:
    """App's part that draws the screen (mixed into web.app.App)."""

    doc: Any
    root: Any
    match: engine.Match | None
    views: Any
    parts: dict[str, str]
    last_seen: int | None
    hint: int | None
    hint_reason: str
    busy: bool
    skipping: bool
    replaying: bool
    save_pending: bool
    replay_at: int | None
    fast: bool
    animations: bool
    reduced: bool
    clock: GameClock | None
    brought: str = ""  # the last `data-bring-into-view` key the board carried ("" when none)

    def screen(self) -> play.Screen:
        match = self.match
        assert match is not None
        decision = match.decision
        if decision is None:  # over: the replay, everything revealed (no seat has anything left to hide)
            moves = len(match.log) if self.replay_at is None else max(0, min(self.replay_at, len(match.log)))
            position = match.position(moves)
            return play.Screen(
                game=match.game,
                seats=match.seats,
                view=position.view,
                decision=position.decision,
                result=match.result(),
                undo=match.undo_point(),
                fast=self.fast,
                animations=self.animations,
                reduced_motion=self.reduced,
                share_url=str(js.location.href),
                replay=position,
            )
        decider = decision.player
        handoff = play.needs_handoff(match.game, match.seats, decider, self.last_seen) and not self.busy
        viewer = play.viewer_for(match.seats, decider, self.last_seen, handoff)
        return play.Screen(
            game=match.game,
            seats=match.seats,
            view=match.view(viewer),
            decision=decision,
            result=match.result(),
            viewer=viewer,
            undo=match.undo_point(),
            handoff=decider if handoff else None,
            hint=self.hint,
            hint_reason=self.hint_reason if self.hint is not None else "",
            busy=self.busy,
            skipping=self.skipping,
            fast=self.fast,
            animations=self.animations,
            reduced_motion=self.reduced,
            share_url=str(js.location.href),
            clock_left=self.clock.left if self.clock else None,
        )

    def render(self, *, focus: bool = False) -> None:
        """Update only the containers whose markup changed.

        (Replacing only the changed elements inside a part was tried: planning it in Python cost
        more than the browser's parsing of the whole part, measured with bench.browser.  A game's
        views may name parts to patch in the browser instead, element by element: web/patch.py.)"""
        if self.match is None:
            return
        screen = self.screen()
        log = board = None
        patched = getattr(self.views, "PATCH_PARTS", ())
        for key, markup in play.render_parts(screen, self.views).items():
            if self.parts.get(key) != markup:
                element = self.doc.getElementById(key)
                if element:
                    if key in patched and key in self.parts:
                        patch(element, markup)
                    else:
                        element.innerHTML = markup
                    if key == "log":
                        log = element
                    elif key == "board":
                        board = element
                self.parts[key] = markup
        self._mark(screen)
        if log is not None:  # reading its height lays the page out: once, after every change is made
            log.scrollTop = log.scrollHeight
        if board is not None:
            self.keep_in_view(board)
        if focus:
            target = self.doc.querySelector("#decision button")
            if target:
                focus_quietly(target)

    def _mark(self, screen: play.Screen) -> None:
        assert self.match is not None
        data = self.root.dataset
        position = screen.replay
        data.stateHash = (self.match.state_hash() if position is None else position.state_hash)[:16]
        data.decider = "" if screen.decision is None or position is not None else str(screen.decision.player)
        data.over = "1" if self.match.over else "0"
        if position is None:
            self.root.removeAttribute("data-replay")
        else:
            data.replay = f"{position.moves}/{position.total}"
        data.anim = "on" if self.animations and not self.reduced else "off"
        if self.busy or self.replaying or self.save_pending:
            data.busy = "1"
        else:
            self.root.removeAttribute("data-busy")
        if self.skipping:
            data.skipping = "1"
        else:
            self.root.removeAttribute("data-skipping")
        share = self.doc.getElementById("share-url")
        if share:
            share.value = str(js.location.href)

    def keep_in_view(self, board: Any) -> None:
        """On a phone, keep the board's `data-keep-in-view` element (a game marks e.g. the player's own
        room) centred in its sideways-scrolling `data-scroller` box after every redraw of the board (a
        new box starts scrolled to its left).  Only sideways: the page itself stays where the player
        scrolled it (a card to choose or a battle may be what they are looking at), except once when a
        game asks for it (`bring_into_view`)."""
        kept = board.querySelector("[data-keep-in-view]")
        box = kept.closest("[data-scroller]") if kept else None
        if box and js.window.matchMedia(NARROW).matches:
            r, b = kept.getBoundingClientRect(), box.getBoundingClientRect()
            box.scrollLeft = box.scrollLeft + (r.left + r.width / 2) - (b.left + b.width / 2)
        self.bring_into_view(board)

    def bring_into_view(self, board: Any) -> None:
        """On a phone, scroll the page once so that the board's `data-bring-into-view` element (a game
        marks e.g. the table when the person's throw begins) is fully visible above the docked decision.
        Only when a new key appears (the move into such a decision), never again while it stays: a
        player who scrolls elsewhere is not pulled back.  Smooth only when animations are on."""
        wanted = board.querySelector("[data-bring-into-view]")
        key = str(wanted.getAttribute("data-bring-into-view")) if wanted else ""
        last, self.brought = self.brought, key
        if not key or key == last or not js.window.matchMedia(NARROW).matches:
            return
        r = wanted.getBoundingClientRect()
        dock = self.doc.getElementById("decision")
        height = js.window.innerHeight
        free = min(dock.getBoundingClientRect().top, height) if dock else height
        if r.top >= 0 and r.bottom <= free:
            return  # already in view
        fits = r.height + BRING_GAP <= free
        wanted.style.scrollMarginBottom = f"{height - free + BRING_GAP}px" if fits else ""
        wanted.style.scrollMarginTop = f"{BRING_GAP}px"
        behavior = "smooth" if self.animations and not self.reduced else "instant"
        options = {"block": "end" if fits else "start", "behavior": behavior}
        wanted.scrollIntoView(to_js(options, dict_converter=js.Object.fromEntries))

    def banner(self, text: str, kind: str = "warn") -> None:
        """The message line ("ok" for good news: a different icon, drawn by CSS, never text)."""
        element = self.doc.getElementById("banner")
        if not element and text and (app := self.doc.getElementById("app")):  # the play page's placeholder
            app.insertAdjacentHTML("afterbegin", '<div class="banner" id="banner" role="alert"></div>')
            element = self.doc.getElementById("banner")
        if element:
            element.textContent = text
            element.hidden = not text
            element.dataset.kind = kind

    def do_full_log(self) -> None:
        """The full log, one click from the latest events: scrolled to its newest line and focused."""
        box = self.doc.getElementById("log")
        if box:
            box.scrollTop = box.scrollHeight
            box.scrollIntoView(to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries))
            focus_quietly(box)

    def step_replay(self, step: str) -> None:
        match = self.match
        if match is None or not match.over:
            return  # while a game runs there is no stepping: no seat may see what it has not seen
        total = len(match.log)
        now = total if self.replay_at is None else self.replay_at
        target = {"start": 0, "back": now - 1, "forward": now + 1, "end": total}[step]
        self.replay_at = max(0, min(total, target))
        self.render()
        focused = self.doc.querySelector(f'#decision [data-action="replay-{step}"]')
        if focused and not focused.disabled:
            focus_quietly(focused)

    def do_replay_start(self) -> None:
        self.step_replay("start")

    def do_replay_back(self) -> None:
        self.step_replay("back")

    def do_replay_forward(self) -> None:
        self.step_replay("forward")

    def do_replay_end(self) -> None:
        self.step_replay("end")
