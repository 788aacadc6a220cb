"""What a balance run plays: one `Job` per game, planned up front, and playing one.

A job holds everything its game depends on (game, player count, options, seat
bots, seed, rules revision, the bots' dice salt, the record's version and a
fingerprint of the engine code), so its result is the same wherever it runs,
and its `key` names it in the results file: a job already there is never
played again, and games of other code are never mixed in.
"""

from __future__ import annotations

import itertools
import json
import traceback
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from engine import Chance, Match, Seat, bot_choose, get

from . import hooks

MAX_DECISIONS = 20_000  # as `python -m engine simulate/report`: a game still going is counted unfinished


@dataclass(frozen=True)
class Job:
    """One computer-only game."""

    game: str
    players: int
    options: tuple[tuple[str, Any], ...]  # sorted (key, value) pairs: hashable, one spelling per setup
    bots: tuple[str, ...]  # one bot kind per seat
    seed: int
    revision: int
    index: int = 0  # the game's number within its cell (for the tables; the seed already says it)
    dice_salt: int = hooks.DEFAULT_DICE_SALT
    record_version: int = 1
    code: str = ""  # hooks.code_fingerprint of the planning process: workers must run the same code

    def key(self) -> str:
        """The job's name in the results file: every field, in one canonical spelling."""
        return json.dumps(asdict(self), sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_key(cls, key: str) -> Job:
        data = json.loads(key)
        data["options"] = tuple((k, v) for k, v in data["options"])
        data["bots"] = tuple(data["bots"])
        return cls(**data)

    def row(self, record: dict[str, Any]) -> dict[str, Any]:
        """What a game's `summarise` reads for this game."""
        return {
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
            "bots": list(self.bots),
            "seed": self.seed,
            "index": self.index,
            "record": record,
        }


def plan(
    game_id: str,
    *,
    games: int,
    seed: int = 1,
    players: Sequence[int] | None = None,
    options: dict[str, Sequence[Any]] | None = None,
    bots: Sequence[str] | None = None,
) -> list[Job]:
    """`games` games per cell; a cell is a player count and one value of each swept option.

    `options` maps an option to the values to play (several values: a cell each);
    the game's SWEEP options not given are swept over all their values.  Seat i
    plays `bots[i % len(bots)]` (default: the game's BOTS, else greedy).  Jobs come
    game-number first, so a run stopped early has played every cell about equally.
    """
    game = get(game_id)
    hook = hooks.load(game_id)
    bots = tuple(bots or hook.bots)
    swept = dict(hook.sweep)
    swept.update({key: tuple(values) for key, values in (options or {}).items()})
    keys = sorted(swept)
    cells = [
        (count, dict(zip(keys, values, strict=True)))
        for count in (players or hook.players)
        for values in itertools.product(*(swept[k] for k in keys))
    ]
    for count, cell in cells:  # a bad option or count fails here, before anything is played
        game.normalize_options(tuple(Seat(f"Bot {i + 1}", bots[0]) for i in range(count)), cell)
    code = hooks.code_fingerprint(game_id)
    return [
        Job(
            game=game_id,
            players=count,
            options=tuple(sorted(cell.items())),
            bots=tuple(bots[i % len(bots)] for i in range(count)),
            seed=hook.game_seed(seed, count, cell, index),
            revision=game.revision,
            index=index,
            dice_salt=hook.dice_salt,
            record_version=hook.record_version,
            code=code,
        )
        for index in range(games)
        for count, cell in cells
    ]


def play(job: Job) -> Match:
    """The job's game, played by its bots to the end (or MAX_DECISIONS)."""
    seats = tuple(Seat(f"Bot {i + 1}", bot) for i, bot in enumerate(job.bots))
    match = Match(job.game, seats, dict(job.options), job.seed, revision=job.revision)
    dice = Chance(job.seed ^ job.dice_salt)
    for _ in range(MAX_DECISIONS):
        decision = match.decision
        if decision is None:
            break
        match.play(bot_choose(job.bots[decision.player], match.game, match.state, decision, dice))
    return match


def play_job(job: Job) -> dict[str, Any]:
    """The game's record (its hook's `record`), or {"error": ...}: a worker never raises."""
    here = hooks.code_fingerprint(job.game)
    if job.code and job.code != here:
        return {"error": f"this worker runs other code ({here}) than the run was planned with ({job.code})"}
    try:
        record = hooks.load(job.game).record(play(job))
        # What comes back is what the results file gives back later (lists, not tuples), checked here.
        return json.loads(json.dumps(record))
    except Exception as exc:  # a run reports broken games and goes on
        tail = traceback.format_exc().strip().splitlines()[-3:]
        return {"error": f"{type(exc).__name__}: {exc}"[:300], "where": tail}
