"""Bring the interpreter to the state a start-up snapshot should capture.

Run in a fresh Pyodide (static/delve-snapshot-worker.mjs) before its memory
is saved: every game's engine package, its view module, the home and play
views, one new game of each and one bot decision, a save encoded and decoded.
Whatever that touches (lazy imports, parsed content, compiled regexes) is
then already in memory when a returning player's page is restored.

It must not touch the DOM or hold JavaScript objects: a snapshot can only
carry Python state.  CPython runs it too (tests/web/test_warmup.py).
"""

from __future__ import annotations

import engine
from web import clock  # noqa: F401  (imported for the snapshot)
from web.views import all_games, home, play, renderer


def run() -> list[str]:
    """Warm every registered game; returns their ids (for tests and logs)."""
    games = all_games()
    home.render_home(games)
    warmed = []
    for game in games:
        seats = tuple(engine.Seat(f"Player {i + 1}", None if i == 0 else "greedy") for i in range(game.default_players))
        match = engine.Match(game.id, seats, {}, 1)
        views = renderer(game.id)
        decision = match.decision
        screen = play.Screen(
            game=game,
            seats=match.seats,
            view=match.view(0),
            decision=decision,
            result=match.result(),
            viewer=0,
            undo=match.undo_point(),
        )
        play.render_play(screen, views)
        if decision is not None:
            engine.bot_hint(game, match.view(decision.player), decision)
        engine.load_save(match.save())
        warmed.append(game.id)
    return warmed
