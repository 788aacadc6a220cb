"""bench.balance's code fingerprint counts only what decides a result, and local workers play a snapshot."""

from __future__ import annotations

import json
from pathlib import Path

import engine
from bench.balance import hooks
from bench.balance.backends import Processes

SOURCE = b'''"""A module."""

def f(x):
    """Twice x."""
    return 2 * x  # doubled
'''


def test_docstrings_comments_and_layout_do_not_change_the_fingerprint_code_does():
    reworded = SOURCE.replace(b"Twice x.", b"Doubles x, because.").replace(b"# doubled", b"")
    reformatted = reworded.replace(b"2 * x", b"2*x").replace(b"def f", b"\n\ndef f")
    assert hooks.decisive_bytes("m.py", reworded) == hooks.decisive_bytes("m.py", SOURCE)
    assert hooks.decisive_bytes("m.py", reformatted) == hooks.decisive_bytes("m.py", SOURCE)
    assert hooks.decisive_bytes("m.py", SOURCE.replace(b"2 * x", b"3 * x")) != hooks.decisive_bytes("m.py", SOURCE)
    # a string that is not a docstring is code
    moved = SOURCE.replace(b"    return 2 * x", b'    y = "Twice x."\n    return 2 * x')
    assert hooks.decisive_bytes("m.py", moved) != hooks.decisive_bytes("m.py", SOURCE)


def test_json_counts_by_its_value_and_documentation_not_at_all():
    a = hooks.decisive_bytes("d.json", json.dumps({"hp": 3, "id": "mole"}).encode())
    b = hooks.decisive_bytes("d.json", b'{\n  "id": "mole",\n  "hp": 3\n}\n')
    assert a == b and a != hooks.decisive_bytes("d.json", b'{"id": "mole", "hp": 4}')
    assert hooks.decisive_bytes("README.md", b"anything") is None


def _engine_file() -> str:
    return engine.__file__


def test_local_workers_import_a_snapshot_of_the_code_taken_when_the_run_starts():
    checkout = Path(engine.__file__).resolve().parent
    with Processes(1) as backend:
        snapshot = backend._snapshot.name
        played = Path(backend._pool.submit(_engine_file).result(timeout=120)).resolve()
        assert played.parent.parent == Path(snapshot).resolve()
        copied = played.parent / "games" / "dungeon_fighter" / "bot.py"
        assert copied.read_bytes() == (checkout / "games" / "dungeon_fighter" / "bot.py").read_bytes()
    assert not Path(snapshot).exists()  # removed at the end of the run
