"""A link replays under the physics it was thrown with (issue 13: physics changes bump the version)."""

from __future__ import annotations

import engine
from engine.core.game import REVISION_KEY
from engine.games.dungeon_fighter import physics
from engine.games.dungeon_fighter.throw import PHYSICS_OF_REVISION, physics_version


def test_every_rules_revision_names_a_physics_version_and_the_newest_throws_with_the_newest():
    game = engine.get("dungeon_fighter")
    assert sorted(PHYSICS_OF_REVISION) == list(range(1, game.revision + 1))
    assert PHYSICS_OF_REVISION[game.revision] == physics.PHYSICS_VERSION
    assert all(1 <= v <= physics.PHYSICS_VERSION for v in PHYSICS_OF_REVISION.values())


def test_a_state_throws_with_its_own_revisions_physics():
    match = engine.Match("dungeon_fighter", (engine.Seat("Ana"), engine.Seat("Ben", "greedy")), {}, 5)
    assert physics_version(match.state) == PHYSICS_OF_REVISION[match.revision]
    match.state.options[REVISION_KEY] = 1
    assert physics_version(match.state) == PHYSICS_OF_REVISION[1]
