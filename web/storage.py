"""The browser's localStorage, for the app glue (runs in Pyodide).

What is kept: the last game (`LAST`), each game's last save, the game clocks,
and the player's settings (`SETTINGS`: computer speed, animations).  Every
access tolerates a browser that refuses storage (privacy modes): the game
then lives in its link alone, and autosave says so once.
"""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]  # Pyodide's bridge to the page
from pyodide.ffi import JsException  # type: ignore[import-not-found]

LAST = "delve:last"
SETTINGS = "delve:settings"


def storage() -> Any:
    """localStorage, or None where the browser refuses it."""
    try:
        return js.window.localStorage
    except JsException:
        return None


def stored(key: str) -> str | None:
    """The stored text under `key`, or None (missing, empty, or storage refused)."""
    store = storage()
    try:
        value = store.getItem(key) if store is not None else None
    except JsException:
        return None
    return str(value) if value else None


def store_quietly(key: str, value: str) -> None:
    """Keep `value` if the browser lets us; a refusal is not worth a message here."""
    store = storage()
    try:
        if store is not None:
            store.setItem(key, value)
    except JsException:
        pass


def load_settings() -> tuple[bool, bool]:
    """(computers fast, animations on), as the player last chose them."""
    words = (stored(SETTINGS) or "").split(",")
    return "fast" in words, "noanim" not in words


def save_settings(*, fast: bool, animations: bool) -> None:
    store_quietly(SETTINGS, ",".join((["fast"] if fast else []) + ([] if animations else ["noanim"])))
