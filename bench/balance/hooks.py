"""A game's balance hook: its `engine/games/<id>/balance.py`, or the generic report.

See the package docstring for what a game's module may define; every
attribute falls back to the generic report of `python -m engine report`.
"""

from __future__ import annotations

import ast
import hashlib
import importlib
import importlib.util
import inspect
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import engine
from engine import Match, derive_seed, get
from engine.cli import report_record, report_summary

DEFAULT_DICE_SALT = 0x5DEECE66D  # as `python -m engine simulate/report`


def default_seed(base: int, players: int, options: dict[str, Any], index: int) -> int:
    """The seeds of `python -m engine report`: game `index` is the same deal in every cell."""
    return derive_seed(f"report/{base}/{index}")


def generic_summary(rows: list[dict[str, Any]]) -> str:
    """`python -m engine report`'s numbers, one JSON block per player count and bots."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault(json.dumps([row["players"], row["bots"], row["options"]], sort_keys=True), []).append(row)
    blocks = []
    for group in groups.values():
        first = group[0]
        bot = "/".join(dict.fromkeys(first["bots"]))  # "greedy" when every seat plays it, as engine report says
        summary = report_summary([r["record"] for r in group], first["game"], first["players"], bot)
        if first["options"]:
            summary["options"] = first["options"]
        blocks.append(json.dumps(summary, indent=1))
    return "\n".join(blocks)


@dataclass(frozen=True)
class Hook:
    """What the runner needs from a game to play and tabulate its balance games."""

    game: str
    record: Callable[[Match], dict[str, Any]]
    summarise: Callable[[list[dict[str, Any]]], str]
    record_version: int
    players: tuple[int, ...]
    sweep: dict[str, tuple[Any, ...]]
    game_seed: Callable[[int, int, dict[str, Any], int], int]
    dice_salt: int
    bots: tuple[str, ...]


_CACHE: dict[str, Hook] = {}
_CODE: dict[str, str] = {}


def code_fingerprint(game_id: str) -> str:
    """A hash of what decides a game's results: engine/core, the game's package, how a job is played.

    Jobs carry it, so a results file never mixes games played by other code
    (a change without a rules-revision bump: a bot, a number, a fix), and a
    worker running other code (a Dask worker on another commit) refuses the job
    instead of playing it differently.  Only what can change a result counts
    (`decisive_bytes`): Python as its syntax tree without docstrings or
    comments, JSON as its parsed value, documentation not at all; so a
    comment, a docstring, a README or a reformat neither spoils a run nor keeps
    `--resume` from reusing its games.  Computed once per process; local
    worker processes import a snapshot of the code taken when the run started
    (backends.Processes), so an edit of the checkout during a run changes
    neither their code nor their fingerprint.
    """
    if game_id not in _CODE:
        root = Path(engine.__file__).parent
        digest = hashlib.sha256()
        files = [root / "__init__.py", *sorted((root / "core").rglob("*"))]
        files += sorted((root / "games" / game_id).rglob("*"))
        for path in files:
            if path.is_file() and "__pycache__" not in path.parts:
                body = decisive_bytes(path.name, path.read_bytes())
                if body is not None:
                    digest.update(path.relative_to(root).as_posix().encode() + b"\0" + body + b"\0")
        from . import jobs  # read through its loader: on a Dask worker it comes from an uploaded zip

        digest.update(decisive_bytes("jobs.py", inspect.getsource(jobs).encode()) or b"")
        _CODE[game_id] = digest.hexdigest()[:16]
    return _CODE[game_id]


DOCUMENTATION = (".md", ".txt", ".rst")


def decisive_bytes(name: str, data: bytes) -> bytes | None:
    """What of a file can change a game's result: None for documentation; Python as its syntax tree
    without docstrings (ast.dump holds no comments, layout or line numbers); JSON as its sorted value."""
    if name.endswith(DOCUMENTATION):
        return None
    if name.endswith(".py"):
        tree = ast.parse(data)
        for node in ast.walk(tree):
            body = getattr(node, "body", None)
            if (
                isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                and body
                and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)
            ):
                node.body = body[1:] or [ast.Pass()]
        return ast.dump(tree).encode()
    if name.endswith(".json"):
        return json.dumps(json.loads(data), sort_keys=True, separators=(",", ":")).encode()
    return data


def load(game_id: str) -> Hook:
    """The hook of a registered game (cached per process: workers load it once)."""
    if game_id not in _CACHE:
        game = get(game_id)
        module = _module(game_id)
        has = module is not None
        _CACHE[game_id] = Hook(
            game=game_id,
            record=getattr(module, "record", report_record) if has else report_record,
            summarise=getattr(module, "summarise", generic_summary) if has else generic_summary,
            record_version=getattr(module, "RECORD_VERSION", 1) if has else 1,
            players=tuple(getattr(module, "PLAYERS", ())) or (game.default_players,),
            sweep={k: tuple(v) for k, v in getattr(module, "SWEEP", {}).items()},
            game_seed=getattr(module, "game_seed", default_seed),
            dice_salt=getattr(module, "DICE_SALT", DEFAULT_DICE_SALT),
            bots=tuple(getattr(module, "BOTS", ("greedy",))),
        )
    return _CACHE[game_id]


def _module(game_id: str) -> ModuleType | None:
    name = f"engine.games.{game_id}.balance"
    if importlib.util.find_spec(name) is None:
        return None
    return importlib.import_module(name)
