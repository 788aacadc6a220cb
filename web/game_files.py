"""Each game's code arrives in its own zip, unpacked the first time the game is opened.

tools/build.py puts the platform in app.zip, which PyScript unpacks at start-up,
and every game (its engine package and its view module) in its own
`game-<id>-<hash>.zip`, listed in the page's `<script id="delve-games">`.  So a
first visit downloads and unpacks only the platform and the game it opens, and
adding a game costs nothing to players of the others.  The service worker still
precaches every zip, so any game opens offline.

`missing` says which games' files are not here yet; `fetch_games` fetches and
unpacks them next to the platform (the `engine` package's parent folder), after
which the registry imports them as usual.  In CPython (tests, the command line)
nothing is missing.
"""

from __future__ import annotations

import io
import json
import sys
import zipfile
from collections.abc import Iterable
from pathlib import Path

import engine
from engine.core.registry import KNOWN

ROOT = Path(engine.__file__).resolve().parent.parent  # where app.zip was unpacked


class GameFilesError(engine.DelveError):
    """A game's files could not be fetched or unpacked (offline before its first visit, a damaged download)."""


def present(game_id: str) -> bool:
    """Whether the game's files are on disk.

    Not "imported": an interpreter restored from a start-up snapshot has every game
    imported but none of their files (the snapshot holds memory, not the file
    system), and a game module may still import a sibling lazily.
    """
    return (ROOT / "engine" / "games" / game_id / "__init__.py").exists()


def missing(game_ids: Iterable[str]) -> list[str]:
    """The known games among `game_ids` whose files are not here yet, each once, in order."""
    out: list[str] = []
    for game_id in game_ids:
        if game_id in KNOWN and game_id not in out and not present(game_id):
            out.append(game_id)
    return out


def game_of_save(text: str | None) -> str | None:
    """The game id a save string names, or None if it is not readable (opening it will say why)."""
    if not text:
        return None
    from engine.core.codec import decode_parts

    try:
        return decode_parts(text)[0]
    except Exception:
        return None


def unpack(game_id: str, data: bytes) -> None:
    """Unpack one game's zip beside the platform; only that game's own folders may be written."""
    allowed = (
        f"engine/games/{game_id}/",
        f"web/views/{game_id}.py",
        f"web/views/{game_id}/",  # a view split into a package
        f"web/views/__pycache__/{game_id}.",
    )
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            names = zf.namelist()
            if not names or not all(n.startswith(allowed) and ".." not in n for n in names):
                raise GameFilesError(f"The download of {game_id} is not one of our game files.")
            zf.extractall(ROOT)
    except zipfile.BadZipFile:
        raise GameFilesError(f"The download of {game_id} is damaged. Reload the page to try again.") from None
    # The import system caches folder listings.  Not importlib.invalidate_caches():
    # it also imports importlib.metadata (and with it the email package, which the
    # browser's trimmed standard library leaves out).
    for finder in list(sys.path_importer_cache.values()):
        if finder is not None and hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()


def zip_urls() -> dict[str, str]:
    """Game id -> zip URL, from the page (empty outside a browser)."""
    import js  # type: ignore[import-not-found]

    element = js.document.getElementById("delve-games")
    return json.loads(str(element.textContent)) if element else {}


async def fetch_games(game_ids: Iterable[str]) -> None:
    """Fetch and unpack every missing game among `game_ids`; GameFilesError says what failed."""
    todo = missing(game_ids)
    if not todo:
        return
    import js  # type: ignore[import-not-found]

    urls = zip_urls()
    for game_id in todo:
        url = urls.get(game_id)
        if not url:
            raise GameFilesError(f"This version of Delve has no files for {game_id}.")
        try:
            response = await js.fetch(url)
        except Exception:
            response = None
        if response is None or not response.ok:
            raise GameFilesError(
                "Could not download this game: you seem to be offline and it was never opened here. "
                "Connect once and try again."
            )
        buffer = await response.arrayBuffer()
        unpack(game_id, bytes(buffer.to_bytes()))
