"""The browser glue: with web/pointer.py, the only code that touches the DOM (runs in Pyodide).

It keeps one `Match`, turns clicks into option keys, re-renders a few
containers from the pure views after each change, lets computer seats move
with a short visible pause (asyncio, so the page never freezes), and keeps
the URL fragment and localStorage in step with the game so nothing is lost.

Test and benchmark hooks on <html>: `data-ready="1"` once the screen is
interactive, `data-busy="1"` while computer seats move, `data-state-hash`,
`data-decider`, `data-over`, `data-replay` (a finished game's replay position,
"moves/total"; the state hash is then the position's).  Their meaning is a
contract with e2e/ and bench/.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
from typing import Any

import js  # type: ignore[import-not-found]  # Pyodide's bridge to the page
from pyodide.ffi import JsException, create_proxy, to_js  # type: ignore[import-not-found]

import engine
from web import game_files
from web.clock import GameClock
from web.pointer import Pointer
from web.views import all_games, home, play, renderer

LAST = "delve:last"
SETTINGS = "delve:settings"
PAUSE = {False: 0.4, True: 0.06}  # seconds between computer moves: normal, fast
REPLAY_KEYS = {"Home": "start", "ArrowLeft": "back", "ArrowRight": "forward", "End": "end"}
CLOCK_TICK = 0.25  # seconds between game-clock ticks
CLOCK_SAVE = 5.0  # seconds of play between writes of the clock to storage
SLICE = 300  # moves replayed between paints while a link loads (a long game's link holds thousands)


class _Superseded(Exception):
    """Another link started loading: this load gives way."""


def _storage() -> Any:
    """localStorage, or None where the browser refuses it (privacy modes)."""
    try:
        return js.window.localStorage
    except JsException:
        return None


class App:
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
        self.replay_at: int | None = None  # a finished game's replay position (None = its end)
        self.fast, self.animations = self._load_settings()
        self._proxies = [
            self._listen(self.doc, "click", self.on_click),
            self._listen(self.doc, "keydown", self.on_key),
            self._listen(self.doc, "submit", self.on_submit),
            self._listen(self.doc, "change", self.on_change),
            self._listen(js.window, "hashchange", self.on_hashchange),
            self._listen(js.window, "popstate", self.on_popstate),
            self._listen(self.doc, "visibilitychange", self.on_visibility),
        ]
        self.pointer = Pointer(self)
        self._proxies += self.pointer.listen(self._listen)

    @staticmethod
    def _listen(target: Any, kind: str, handler: Any, **options: Any) -> Any:
        proxy = create_proxy(handler)
        if options:
            target.addEventListener(kind, proxy, to_js(options, dict_converter=js.Object.fromEntries))
        else:
            target.addEventListener(kind, proxy)
        return proxy

    # -- start-up ----------------------------------------------------------
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

    def boot_games(self) -> list[str]:
        """The games boot_play may open: the link's, the requested new game's, the last game's."""
        query = str(js.location.search)[1:]
        wanted = [_query(query).get("game", "")] if "game=" in query else []
        saves = (str(js.location.hash)[1:], self._stored(LAST))
        return wanted + [g for g in map(game_files.game_of_save, saves) if g]

    def when_loaded(self, game_ids: list[str], then: Any) -> asyncio.Task[None] | None:
        """Run `then()` once those games' files are here: at once when they are (web/game_files.py),
        else in a task, returned so that start-up can wait for it."""
        todo = game_files.missing(game_ids)
        if not todo:
            then()
            return None
        return self.loop.create_task(self._load_then(todo, then))

    async def _load_then(self, game_ids: list[str], then: Any) -> None:
        try:
            if not await self._fetch_games(game_ids):
                return
            then()
        except Exception as exc:
            self.recover(exc)

    async def _fetch_games(self, game_ids: list[str]) -> bool:
        """Fetch the games' files that are missing; False (and the banner says why) if that failed."""
        todo = game_files.missing(game_ids)
        if not todo:
            return True
        self.root.dataset.loading = " ".join(todo)
        try:
            await game_files.fetch_games(todo)
        except engine.DelveError as exc:
            self.banner(str(exc) + (" Your current game is still here." if self.match is not None else ""))
            return False
        finally:
            self.root.removeAttribute("data-loading")
        return True

    def boot_play(self) -> asyncio.Task[None] | None:
        """Open the game the URL names: its fragment, a new-game query, or the last game."""
        self.root.dataset.page = "play"
        fragment = str(js.location.hash)[1:]
        query = str(js.location.search)[1:]
        if fragment:
            return self.open_save(fragment, fallback=self._stored(LAST))
        if "game=" in query:
            return self.new_game(_query(query))
        if last := self._stored(LAST):
            return self.open_save(last, fallback=None)
        return self.show_home(push=True, message="There is no game in this link. Start a new one below.")

    # -- screens -----------------------------------------------------------
    def show_home(self, *, push: bool, rerender: bool = True, message: str = "") -> asyncio.Task[None] | None:
        """The home screen; redrawing it lists every game, so their files must be here.

        `message` is drawn with the page (a banner set before an asynchronous redraw would be lost)."""
        games = list(game_files.KNOWN) if rerender else []
        return self.when_loaded(games, lambda: self._show_home(push=push, rerender=rerender, message=message))

    def _show_home(self, *, push: bool, rerender: bool, message: str = "") -> None:
        self.save_clock()
        self.match = None
        self.clock = None
        self.busy = False
        self.root.dataset.page = "home"
        for key in ("busy", "stateHash", "decider", "over", "replay"):
            self.root.removeAttribute(f"data-{_dash(key)}")
        if rerender:
            self.doc.getElementById("app").innerHTML = home.render_home(all_games(), banner=message)
            self.doc.title = "Delve: dungeon-crawl board games"
            self.sync_forms()
        elif message:
            self.banner(message)
        if push:
            js.history.pushState(None, "", "./")
        link = self.doc.getElementById("resume")
        last = self._stored(LAST)
        if link and last:
            link.href = "play.html#" + last
            link.hidden = False

    def show_match(self, match: engine.Match, *, push: bool = False) -> None:
        self.save_clock()
        self.match = match
        self.start_clock(match)
        self.views = renderer(match.game.id)
        self.last_seen = None
        self.hint = None
        self.replay_at = None
        self.parts = {}
        self.root.dataset.page = "play"
        self.doc.title = f"Delve: {match.game.title}"
        self.busy = False
        self.autosave(push=push)
        self.schedule_bots()
        screen = self.screen()
        self.doc.getElementById("app").innerHTML = play.render_play(screen, self.views)
        self.parts = play.render_parts(screen, self.views)
        self._mark(screen)
        js.window.scrollTo(0, 0)  # a game opens with its board and decision in view, wherever the page was

    def sync_forms(self, form: Any = None) -> None:
        """Disable the new-game options the chosen player count excludes (the CSS already greys
        them out and says why; disabled controls are also left out of the submitted form)."""
        forms = [form] if form is not None else list(self.doc.querySelectorAll("form.new-game"))
        for each in forms:
            players = each.querySelector("select[name=players]")
            count = str(players.value) if players else ""
            for field in each.querySelectorAll(".field[data-off-for]"):
                off = home.excluded(str(field.getAttribute("data-off-for")), count)
                for control in field.querySelectorAll("select, input"):
                    control.disabled = off

    def new_game(self, params: dict[str, str]) -> asyncio.Task[None] | None:
        return self.when_loaded([params.get("game", "")], lambda: self._new_game(params))

    def _new_game(self, params: dict[str, str]) -> None:
        try:
            request = home.parse_new_game(params, _requested_game(params))
            seed = request.seed if request.seed is not None else int.from_bytes(os.urandom(8), "big") >> 1
            match = engine.Match(request.game_id, request.seats, request.variants, seed)
        except engine.DelveError as exc:
            self.banner(str(exc))
            return
        self.show_match(match, push=self.root.dataset.page == "home" and "play.html" not in str(js.location.href))

    def open_save(self, text: str, *, fallback: str | None) -> asyncio.Task[None]:
        """Load a save, replaying it in slices so the page stays responsive (a progress line
        counts the moves); if it is damaged, say why and keep the player's game."""
        self.load_gen += 1
        self.loading_text = text
        return self.loop.create_task(self._open_save(text, fallback=fallback, gen=self.load_gen))

    async def _open_save(self, text: str, *, fallback: str | None, gen: int) -> None:
        try:
            games = [g for g in (game_files.game_of_save(text), game_files.game_of_save(fallback)) if g]
            if not await self._fetch_games(games) or gen != self.load_gen:
                return
            try:
                match = await self._replay(text, gen)
            except _Superseded:
                return
            except Exception as exc:  # SaveError by contract; anything else is still a damaged link
                message = str(exc) if isinstance(exc, engine.SaveError) else "This link is damaged."
                await self._damaged(message, text, fallback=fallback, gen=gen)
                return
            if gen == self.load_gen:
                self.loading_text = ""
                self.show_match(match)
        except _Superseded:
            return
        except Exception as exc:
            self.recover(exc)
        finally:
            if gen == self.load_gen:
                self.loading_text = ""

    async def _damaged(self, message: str, text: str, *, fallback: str | None, gen: int) -> None:
        """A link that would not load: keep the current game, else restore the last one, else
        the home page, always saying what happened and what the player can do next."""
        if self.match is not None and self.save_text:
            js.history.replaceState(None, "", "#" + self.save_text)
            self.banner(f"{message} Your current game is still here.")
            return
        if fallback and fallback != text:
            try:
                restored: engine.Match | None = await self._replay(fallback, gen)
            except _Superseded:
                raise
            except Exception:
                restored = None
            if restored is not None:
                self.loading_text = ""
                self.show_match(restored)
                self.banner(f"{message} Your last game was restored instead.")
                return
        self.loading_text = ""
        js.history.replaceState(None, "", "./")
        pending = self.show_home(push=False, message=f"{message} Start a new game below.")
        if pending is not None:
            await pending

    async def _replay(self, text: str, gen: int) -> engine.Match:
        """The match a save holds, replayed SLICE moves at a time with the browser painting
        the progress in between; SaveError if damaged, _Superseded if another link took over."""
        replay = engine.start_replay(text)
        try:
            while not replay.run(SLICE):
                self.replaying = True
                self.progress(replay.done, replay.total)
                await asyncio.sleep(0)
                if gen != self.load_gen:
                    raise _Superseded
        finally:
            if self.replaying:
                self.replaying = False
                self.progress(None, None)
        return replay.match

    def progress(self, done: int | None, total: int | None) -> None:
        """The loading line (in the start-up status pill) while a long link replays."""
        status = self.doc.getElementById("py-status")
        if done is None or total is None:
            if status:
                status.hidden = True
            if not self.busy:
                self.root.removeAttribute("data-busy")
            return
        self.root.dataset.busy = "1"
        if status:
            status.innerHTML = play.render_progress(done, total)
            status.hidden = False

    # -- rendering -----------------------------------------------------------
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
            fast=self.fast,
            animations=self.animations,
            share_url=str(js.location.href),
            clock_left=self.clock.left if self.clock else None,
        )

    def render(self, *, focus: bool = False) -> None:
        """Update only the containers whose markup changed."""
        if self.match is None:
            return
        screen = self.screen()
        for key, markup in play.render_parts(screen, self.views).items():
            if self.parts.get(key) != markup:
                element = self.doc.getElementById(key)
                if element:
                    element.innerHTML = markup
                    if key == "log":
                        element.scrollTop = element.scrollHeight
                self.parts[key] = markup
        self._mark(screen)
        if focus:
            target = self.doc.querySelector("#decision button")
            if target:
                target.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))

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
        data.anim = "on" if self.animations else "off"
        if self.busy or self.replaying:
            data.busy = "1"
        else:
            self.root.removeAttribute("data-busy")
        share = self.doc.getElementById("share-url")
        if share:
            share.value = str(js.location.href)

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

    # -- playing -------------------------------------------------------------
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
        self.autosave()
        self.schedule_bots()
        self.render(focus=focus and not self.busy)

    def recover(self, exc: BaseException) -> None:
        """Put back the last saved state after an unexpected error, and say so."""
        js.console.warn(f"Delve: unexpected {type(exc).__name__}: {exc}")
        self.busy = False
        if self.save_text:
            with contextlib.suppress(Exception):
                self.match = engine.load_save(self.save_text)
        self.banner(f"Something went wrong ({type(exc).__name__}: {exc}). The game was kept as it was.")
        self.parts = {}
        self.render()

    def schedule_bots(self) -> None:
        """Start the computer seats if one must move (busy is set at once, for the markers)."""
        match = self.match
        if match is None or match.decision is None or match.seats[match.decision.player].human:
            return
        self.busy = True
        if self.bot_task is None or self.bot_task.done() or self.bot_match is not match:
            self.bot_match = match
            self.bot_task = self.loop.create_task(self.run_bots(match))

    async def run_bots(self, match: engine.Match) -> None:
        """Computer seats move one decision at a time, with a visible pause."""
        try:
            while self.match is match:
                decision = match.decision
                if decision is None or match.seats[decision.player].human:
                    break
                self.busy = True
                moves = len(match.log)
                await asyncio.sleep(PAUSE[self.fast])
                if self.match is not match:
                    return
                if len(match.log) != moves:  # someone else moved meanwhile (cannot happen, but be safe)
                    continue
                kind = match.seats[decision.player].bot or "random"
                dice = engine.Chance(engine.derive_seed(f"bot/{match.seed}/{len(match.log)}"))
                match.play(engine.bot_choose(kind, match.game, match.state, decision, dice))
                self.autosave()
                self.render()
        except Exception as exc:
            if self.match is match:
                self.recover(exc)
            return
        if self.match is match:
            self.busy = False
            self.render(focus=True)

    # -- the game clock (Game.clock_seconds) -----------------------------------
    def start_clock(self, match: engine.Match) -> None:
        """Restore this game's clock from storage and keep it ticking."""
        limit = match.game.clock_seconds(match.variants) if match.game.clock_seconds else None
        if not limit:
            self.clock = None
            return
        self.clock_key = f"delve:clock:{match.game.id}:{match.seed}"
        self.clock = GameClock(limit, GameClock.parse_used(self._stored(self.clock_key), limit))
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
        storage = _storage()
        try:
            if storage is not None:
                storage.setItem(self.clock_key, f"{self.clock.used:.1f}")
        except JsException:
            pass  # autosave already warns when storage is refused

    def on_visibility(self, event: Any) -> None:
        if js.document.hidden:
            self.save_clock()

    # -- saving --------------------------------------------------------------
    def autosave(self, *, push: bool = False) -> None:
        """The fragment and localStorage always hold the current game."""
        assert self.match is not None
        self.save_text = self.match.save()
        url = "play.html#" + self.save_text
        try:
            if push:
                js.history.pushState(None, "", url)
            else:
                js.history.replaceState(None, "", url)
        except JsException as exc:
            js.console.warn(f"Delve: could not update the address: {exc}")
        storage = _storage()
        try:
            if storage is None:
                raise RuntimeError("storage is disabled")
            storage.setItem(LAST, self.save_text)
            storage.setItem(f"delve:game:{self.match.game.id}", self.save_text)
        except (JsException, RuntimeError) as exc:
            if not self.storage_warned:
                self.storage_warned = True
                self.banner(f"This browser would not store the game ({exc}). Keep the link (Share) to come back to it.")

    def _stored(self, key: str) -> str | None:
        storage = _storage()
        try:
            value = storage.getItem(key) if storage is not None else None
        except JsException:
            return None
        return str(value) if value else None

    def _load_settings(self) -> tuple[bool, bool]:
        raw = self._stored(SETTINGS) or ""
        return "fast" in raw.split(","), "noanim" not in raw.split(",")

    def _save_settings(self) -> None:
        storage = _storage()
        words = (["fast"] if self.fast else []) + ([] if self.animations else ["noanim"])
        try:
            if storage is not None:
                storage.setItem(SETTINGS, ",".join(words))
        except JsException:
            pass

    # -- events --------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        try:
            if self.pointer.swallow_click():
                return
            closest = getattr(event.target, "closest", None)
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

    def on_submit(self, event: Any) -> None:
        try:
            form = event.target
            matches = getattr(form, "matches", None)
            if matches is None or not matches("form.new-game"):
                return
            event.preventDefault()
            params = js.Object.fromEntries(js.FormData.new(form)).to_py()
            self.new_game({str(k): str(v) for k, v in params.items()})
        except Exception as exc:
            self.banner(f"Could not start the game: {exc}")

    def on_change(self, event: Any) -> None:
        try:
            target = event.target
            matches = getattr(target, "matches", None)
            if matches is not None and matches("form.new-game select[name=players]"):
                self.sync_forms(target.form)
        except Exception as exc:
            self.banner(f"Could not update the form: {exc}")

    def on_hashchange(self, event: Any) -> None:
        try:
            fragment = str(js.location.hash)[1:]
            if fragment and fragment not in (self.save_text, self.loading_text):
                self.open_save(fragment, fallback=self._stored(LAST))
        except Exception as exc:
            self.recover(exc)

    def on_popstate(self, event: Any) -> None:
        try:
            if "play.html" in str(js.location.pathname):
                fragment = str(js.location.hash)[1:]
                if not fragment:
                    self.boot_play()
                elif fragment != self.loading_text and (fragment != self.save_text or self.match is None):
                    self.open_save(fragment, fallback=self._stored(LAST))
            else:
                self.show_home(push=False)
        except Exception as exc:
            self.recover(exc)

    # -- actions (data-action="...") -----------------------------------------
    def do_home(self) -> None:
        self.show_home(push=True)

    def do_new(self) -> None:
        self.show_home(push=True)
        if self.match is None and (form := self.doc.querySelector("form.new-game")):
            form.scrollIntoView()

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

    def do_share(self) -> None:
        box = self.doc.getElementById("share")
        field = self.doc.getElementById("share-url")
        if not box or not field:
            return
        field.value = str(js.location.href)
        box.hidden = False
        self.loop.create_task(self._copy(field))

    async def _copy(self, field: Any) -> None:
        try:
            await js.navigator.clipboard.writeText(str(field.value))
            self.banner("Link copied. Anyone who opens it continues this game.", "ok")
        except Exception:
            field.focus()
            field.select()
            self.banner("Copy the selected link to share this game.")

    def do_rules(self) -> None:
        dialog = self.doc.getElementById("rules")
        if dialog and not dialog.open:
            dialog.showModal()

    def do_close_rules(self) -> None:
        dialog = self.doc.getElementById("rules")
        if dialog:
            dialog.close()

    def do_speed(self) -> None:
        self.fast = not self.fast
        self._save_settings()
        self.render()

    def do_animations(self) -> None:
        self.animations = not self.animations
        self._save_settings()
        self.render()

    def do_full_log(self) -> None:
        """The full log, one click from the latest events: scrolled to its newest line and focused."""
        box = self.doc.getElementById("log")
        if box:
            box.scrollTop = box.scrollHeight
            box.scrollIntoView(to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries))
            box.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))

    # -- the replay of a finished game (keys: Home, Left, Right, End) ----------
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
            focused.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))

    def do_replay_start(self) -> None:
        self.step_replay("start")

    def do_replay_back(self) -> None:
        self.step_replay("back")

    def do_replay_forward(self) -> None:
        self.step_replay("forward")

    def do_replay_end(self) -> None:
        self.step_replay("end")

    def do_handoff(self) -> None:
        match = self.match
        if match is None or match.decision is None:
            return
        self.last_seen = match.decision.player
        self.render(focus=True)


def _requested_game(params: dict[str, str]) -> list[engine.Game]:
    """Only the game the new-game request names: importing every game's package
    would cost start-up time on the play page for nothing."""
    try:
        return [engine.get(params.get("game", ""))]
    except engine.DelveError:
        return []


def _query(query: str) -> dict[str, str]:
    """The page's query string as a dict (the browser parses it: importing
    urllib.parse would cost ~60 ms of start-up in Pyodide)."""
    entries = js.Object.fromEntries(js.URLSearchParams.new(query)).to_py()
    return {str(k): str(v) for k, v in entries.items()}


def _dash(name: str) -> str:
    return "".join(f"-{c.lower()}" if c.isupper() else c for c in name)


APP: App | None = None


async def main() -> None:
    """Entry point called by the page's <script type="py">."""
    global APP
    js.performance.mark("delve:main")  # our Python starts (benchmarks read the marks)
    APP = App()
    await APP.start()
