"""The parts The Order of the Stick's page patches element by element (web/patch.py)."""

from __future__ import annotations

import engine
from engine import Match, Seat
from web.views import play, renderer


def test_S_oots_patches_only_parts_the_app_redraws_and_never_the_decision_bar():
    """PATCH_PARTS must name containers that render_parts fills (a misspelt one would silently fall
    back to whole redraws), and never the decision bar or the controls: their buttons take focus and
    their inputs hold what the player typed, which a fresh element must reset."""
    views = renderer("oots")
    seats = (Seat("Ana"), Seat("Ben", "greedy"), Seat("Cy", "greedy"), Seat("Di", "greedy"))
    match = Match("oots", seats, {"length": "short"}, 7)
    screen = play.Screen(
        game=engine.get("oots"),
        seats=seats,
        view=match.view(0),
        decision=match.decision,
        result=match.result(),
        viewer=0,
    )
    parts = play.render_parts(screen, views)
    assert views.PATCH_PARTS and parts.keys() >= views.PATCH_PARTS
    assert not views.PATCH_PARTS & {"decision", "controls"}
    assert all(parts[key] for key in views.PATCH_PARTS), "each patched part draws something mid-game"
