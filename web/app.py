"""The browser glue's entry: the one `App` on the page (runs in Pyodide).

With web/pointer.py, the app is the only code that touches the DOM.  It
keeps one `Match`, turns clicks into option keys, re-renders a few
containers from the pure views after each change, lets computer seats move
with a short visible pause (asyncio, so the page never freezes), and keeps
the URL fragment and localStorage in step with the game so nothing is lost.
Its parts, one job each, are mixed into `App`:

- web/links.py: which game the page opens, new games, saves in the link and in storage;
- web/redraw.py: the screen drawn from the match, the <html> marks, the replay steps;
- web/turns.py: a person's choice, the computer seats' moves (Speed, Skip to your turn), undo, hints;
- web/animation.py: the animation setting, reduced motion, skipping animations;
- web/events.py: clicks and keys;
- web/timer.py: the game clock.

Test and benchmark hooks on <html>: `data-ready="1"` once the screen is
interactive, `data-busy="1"` while computer seats move (`data-skipping="1"`
too while they skip to the next person's decision), `data-state-hash`,
`data-decider`, `data-over`, `data-replay` (a finished game's replay
position, "moves/total"; the state hash is then the position's),
`data-anim="on|off"` (off by the switch or by the device's reduced-motion
wish).  Their meaning is a contract with e2e/ and bench/.
"""

from __future__ import annotations

import asyncio
import contextlib
import sys
from typing import Any

import js  # type: ignore[import-not-found]  # Pyodide's bridge to the page
from pyodide.ffi import create_proxy, to_js  # type: ignore[import-not-found]

import engine
from web import game_files
from web.animation import REDUCED, Animation, reduced_motion
from web.clock import GameClock
from web.events import Events
from web.links import Links
from web.pointer import Pointer
from web.redraw import Redraw
from web.storage import load_settings
from web.throw import Throw
from web.timer import Timer
from web.turns import Turns


class App(Links, Redraw, Turns, Animation, Events, Timer):
    def __init__(self) -> None:
        self.doc = js.document
        self.root = js.document.documentElement
        self.loop = asyncio.get_running_loop()
        self.match: engine.Match | None = None
        self.views: Any = None
        self.save_text = ""
        self.last_seen: int | None = None
        self.hint: int | None = None
        self.hint_reason = ""
        self.busy = False
        self.bot_task: asyncio.Task[None] | None = None
        self.bot_match: engine.Match | None = None
        self.parts: dict[str, str] = {}
        self.storage_warned = False
        self.clock: GameClock | None = None
        self.clock_key = ""
        self.clock_saved = 0.0
        self.clock_task: asyncio.Task[None] | None = None
        self.load_gen = 0  # bumped by each open_save: a newer load supersedes an older one
        self.loading_text = ""  # the save being loaded, if any
        self.replaying = False  # a save is being replayed in slices (<html data-busy>)
        self.save_pending = False  # the autosave after a move waits for the paint (<html data-busy>)
        self.replay_at: int | None = None  # a finished game's replay position (None = its end)
        self.fast, self.animations = load_settings()
        self.reduced = reduced_motion()  # the device asks for less motion: animations off, whatever the switch says
        self.skipping = False  # computer seats skip to the next person's decision (turns.py)
        self._proxies = [
            self._listen(self.doc, "click", self.on_click),
            self._listen(self.doc, "keydown", self.on_key),
            self._listen(self.doc, "submit", self.on_submit),
            self._listen(self.doc, "change", self.on_change),
            self._listen(js.window, "hashchange", self.on_hashchange),
            self._listen(js.window, "popstate", self.on_popstate),
            self._listen(self.doc, "visibilitychange", self.on_visibility),
        ]
        self.motion_query: Any = None  # kept: a query list nobody holds may be collected with its listener
        with contextlib.suppress(Exception):  # an old browser: no live updates of the wish
            self.motion_query = js.window.matchMedia(REDUCED)
            self._proxies.append(self._listen(self.motion_query, "change", self.on_motion_change))
        self.pointer = Pointer(self)
        self._proxies += self.pointer.listen(self._listen)
        self.throw = Throw(self)  # Dungeon Fighter's aiming and throw playback (idle on other games' pages)
        self._proxies += self.throw.listen(self._listen)

    @staticmethod
    def _listen(target: Any, kind: str, handler: Any, **options: Any) -> Any:
        proxy = create_proxy(handler)
        if options:
            target.addEventListener(kind, proxy, to_js(options, dict_converter=js.Object.fromEntries))
        else:
            target.addEventListener(kind, proxy)
        return proxy

    async def start(self) -> None:
        if self.root.dataset.page == "play":
            with contextlib.suppress(game_files.GameFilesError):  # boot_play then says what is missing
                await game_files.fetch_games(self.boot_games())
            pending = self.boot_play()
            if pending is not None:  # a long link replays in slices: ready once it is on screen
                await pending
        else:
            self.show_home(push=False, rerender=False)
            self.sync_forms()
        if "delve-modules" in str(js.location.search):  # e2e/measure.py --modules reads this
            files = {getattr(module, "__file__", None) or "" for module in list(sys.modules.values())}
            self.root.dataset.modules = " ".join(sorted(files))
        self.root.dataset.ready = "1"
        js.performance.mark("delve:ready")  # benchmarks read this
        status = self.doc.getElementById("py-status")
        if status:
            status.hidden = True
        self.doc.dispatchEvent(js.Event.new("delve:ready"))


APP: App | None = None


async def main() -> None:
    """Entry point called by the page's <script type="py">."""
    global APP
    js.performance.mark("delve:main")  # our Python starts (benchmarks read the marks)
    APP = App()
    await APP.start()
