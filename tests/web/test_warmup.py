"""The snapshot warm-up runs in plain Python and touches every registered game."""

from __future__ import annotations

import engine
from web import warmup


def test_warmup_covers_every_game_without_javascript():
    """It runs in CPython, so it imports nothing that needs the page (web.app imports `js`)."""
    assert warmup.run() == [g.id for g in engine.all_games()]
