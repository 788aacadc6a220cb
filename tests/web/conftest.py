"""Fixtures for the web-layer tests: a toy game registered under its own id."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from toygame import make_game  # noqa: E402

from engine.core.registry import register  # noqa: E402


@pytest.fixture(scope="session")
def toy():
    return register(make_game())  # not "toy": that id is tests/core's game, and the registry is global
