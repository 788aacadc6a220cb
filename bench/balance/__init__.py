"""One balance runner for every game: `python -m bench.balance <game> --games N [--jobs N] ...`.

Balance runs are thousands of computer-only games.  The runner plans them as
jobs (one game each: game, options, players, seat bots, seed, rules
revision), plays them in this process, in local worker processes
(`--jobs N`) or on a Dask cluster (`--scheduler tcp://host:port`, or
`--dask-local N` for a cluster on this machine), keeps every finished game in
an append-only JSON-lines file (`--out FILE`, continued with `--resume`), and
prints the game's tables.  A job's seed comes from the plan, never from the
worker, so every backend gives the same results, and an interrupted run
continues where it stopped with the same final table as an uninterrupted one.
Jobs also carry a fingerprint of the code that plays them (engine/core, the
game's package, bench/balance/jobs.py): a results file never mixes games of
other code, and a worker running other code refuses its jobs.  It hashes only
what can change a result (Python as its syntax tree without docstrings, JSON
as its value, no documentation), once per process, and local workers import a
snapshot of the code taken when the run starts: an edit during a run changes
nothing the run plays, and `--resume` reuses games across edits of comments,
docstrings, layout or READMEs.

How a game adds its report
--------------------------
Write `engine/games/<id>/balance.py` (engine code: it must not import
`bench`).  The runner reads these module attributes, all optional; a game
without the module gets the generic report of `python -m engine report`
(win rate by seat label, game length):

``record(match) -> dict``
    The facts of one finished game the tables need, JSON-able (numbers,
    strings, lists, dicts).  Runs in the worker; only this dict is kept.
``summarise(rows) -> str``
    The game's tables, from the finished games.  Each row is a dict
    ``{"players", "options", "bots", "seed", "index", "record"}`` (`record`
    is what `record` returned), in plan order.
``RECORD_VERSION = 1``
    Bump it when `record` changes, so stored games are played again.
``PLAYERS = [1, 2, 4]``
    Player counts played when `--players` is not given (else the game's
    default count).
``SWEEP = {"hero1": (...), "dungeon": (...)}``
    Options with one table cell per value (their product) unless `--option
    key=value` picks some; other options keep their defaults.
``game_seed(base, players, options, index) -> int``
    The seed of game `index` of a cell (default: `derive_seed(f"report/{base}/{index}")`,
    the seeds of `python -m engine report`, shared by every cell, so cells
    differ by their options and not by their luck).
``DICE_SALT = 0x5DEECE66D``
    The bots' own dice are `Chance(seed ^ DICE_SALT)`.
``BOTS = ["greedy"]``
    The seats' bot kinds when `--bot` is not given (seat i plays BOTS[i % len]).

Dungeon Fighter plugs in this way: `engine/games/dungeon_fighter/balance.py`
with `record` (won, difficulty, heroes, boss, ...) and `summarise` (win rate per
difficulty, per hero, per boss), `SWEEP = {"difficulty": (...)}`.

The layers: `jobs` (what to play, and playing one game), `store` (the
results file), `backends` (where games run), `runner` (jobs -> results),
`report` (tables), `cli` (the command).
"""

from .jobs import Job, plan, play_job
from .runner import Outcome, run
from .store import Store

__all__ = ["Job", "Outcome", "Store", "plan", "play_job", "run"]
