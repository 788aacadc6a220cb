"""The registered games, by id.  Game packages register on import."""

from __future__ import annotations

import importlib

from .errors import OptionsError
from .game import Game

_GAMES: dict[str, Game] = {}
# Game packages known to the platform, imported lazily so that importing the
# core stays cheap (the browser pays for every import at start-up).
KNOWN = ("dungeon", "dungeonquest", "one_deck_dungeon", "dungeon_fighter", "oots")


def register(game: Game) -> Game:
    _GAMES[game.id] = game
    return game


def _load_all() -> None:
    for name in KNOWN:
        if name not in _GAMES:
            importlib.import_module(f"engine.games.{name}")


def games() -> list[Game]:
    """All registered games, in the platform's listing order."""
    _load_all()
    return [_GAMES[name] for name in KNOWN if name in _GAMES]


def get(game_id: str) -> Game:
    if game_id not in _GAMES and game_id in KNOWN:
        importlib.import_module(f"engine.games.{game_id}")
    try:
        return _GAMES[game_id]
    except KeyError:
        raise OptionsError(f"Unknown game {game_id!r}.") from None
