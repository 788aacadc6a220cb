"""Links and screens: which game the page opens, new games, saves in the URL and in storage
(runs in Pyodide, part of web/app.py's App).

The fragment and localStorage always hold the current game (`autosave`); a
link is replayed in slices with its progress shown (a long game holds
thousands of moves), and a damaged one keeps the player's current game or
restores the last one, always saying what happened.  Games' files are
fetched the first time a game is opened (web/game_files.py).
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

import js  # type: ignore[import-not-found]  # Pyodide's bridge to the page
from pyodide.ffi import JsException, create_once_callable  # type: ignore[import-not-found]

import engine
from web import game_files
from web.storage import LAST, storage, stored
from web.views import all_games, home, play, renderer

SLICE = 300  # moves replayed between paints while a link loads (a long game's link holds thousands)
SAVE_AT_LATEST = 0.25  # seconds: the autosave after a move waits for the paint, but never longer


class _Superseded(Exception):
    """Another link started loading: this load gives way."""


class Links:
    """App's part that opens games and keeps them in the link (mixed into web.app.App)."""

    doc: Any
    root: Any
    loop: asyncio.AbstractEventLoop
    match: engine.Match | None
    views: Any
    save_text: str
    last_seen: int | None
    hint: int | None
    busy: bool
    skipping: bool
    parts: dict[str, str]
    storage_warned: bool
    load_gen: int
    loading_text: str
    replaying: bool
    replay_at: int | None
    save_pending: bool
    brought: str

    def boot_games(self) -> list[str]:
        """The games boot_play may open: the link's, the requested new game's, the last game's."""
        query = str(js.location.search)[1:]
        wanted = [_query(query).get("game", "")] if "game=" in query else []
        saves = (str(js.location.hash)[1:], stored(LAST))
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
            return self.open_save(fragment, fallback=stored(LAST))
        if "game=" in query:
            return self.new_game(_query(query))
        if last := stored(LAST):
            return self.open_save(last, fallback=None)
        return self.show_home(push=True, message="There is no game in this link. Start a new one below.")

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
        self.skipping = False
        self.root.dataset.page = "home"
        for key in ("busy", "skipping", "stateHash", "decider", "over", "replay"):
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
        last = stored(LAST)
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
        self.skipping = False
        self.autosave(push=push)
        self.schedule_bots()
        screen = self.screen()
        self.doc.getElementById("app").innerHTML = play.render_play(screen, self.views)
        self.parts = play.render_parts(screen, self.views)
        self._mark(screen)
        js.window.scrollTo(0, 0)  # a game opens with its board and decision in view, wherever the page was
        self.brought = ""
        board = self.doc.getElementById("board")
        if board:  # a phone then scrolls to what the game marks, e.g. the table on the person's throw
            self.bring_into_view(board)

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

    def save_after_paint(self) -> None:
        """Autosave once the redrawn screen has been painted, so a click's redraw never waits on
        encoding the save and writing it (it grows with the game).  `<html data-busy>` holds until
        then (e2e and benchmarks read the link when idle); a hidden tab paints nothing, so a
        timer saves anyway within SAVE_AT_LATEST seconds."""
        if self.save_pending:
            return
        self.save_pending = True
        self.root.dataset.busy = "1"

        def save(*_: Any) -> None:
            if not self.save_pending:
                return
            self.save_pending = False
            try:
                if self.match is not None:
                    self.autosave()
            finally:
                if not (self.busy or self.replaying):
                    self.root.removeAttribute("data-busy")
                share = self.doc.getElementById("share-url")
                if share:
                    share.value = str(js.location.href)

        later = create_once_callable(save)
        js.requestAnimationFrame(create_once_callable(lambda _: js.setTimeout(later, 0)))
        js.setTimeout(create_once_callable(save), int(SAVE_AT_LATEST * 1000))

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
        store = storage()
        try:
            if store is None:
                raise RuntimeError("storage is disabled")
            store.setItem(LAST, self.save_text)
            store.setItem(f"delve:game:{self.match.game.id}", self.save_text)
        except (JsException, RuntimeError) as exc:
            if not self.storage_warned:
                self.storage_warned = True
                self.banner(f"This browser would not store the game ({exc}). Keep the link (Share) to come back to it.")

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
                self.open_save(fragment, fallback=stored(LAST))
        except Exception as exc:
            self.recover(exc)

    def on_popstate(self, event: Any) -> None:
        try:
            if "play.html" in str(js.location.pathname):
                fragment = str(js.location.hash)[1:]
                if not fragment:
                    self.boot_play()
                elif fragment != self.loading_text and (fragment != self.save_text or self.match is None):
                    self.open_save(fragment, fallback=stored(LAST))
            else:
                self.show_home(push=False)
        except Exception as exc:
            self.recover(exc)

    def do_home(self) -> None:
        self.show_home(push=True)

    def do_new(self) -> None:
        self.show_home(push=True)
        if self.match is None and (form := self.doc.querySelector("form.new-game")):
            form.scrollIntoView()

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
