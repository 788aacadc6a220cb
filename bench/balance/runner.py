"""Jobs -> results: the games the store lacks go to a backend, each finished one is stored at once.

The outcome lists every job's record in plan order, whatever order the
backend finished them in, so tables never depend on the backend or on where a
run was interrupted.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .backends import InProcess
from .jobs import Job
from .store import Store


@dataclass
class Outcome:
    """A run's finished games, in plan order, and how it went."""

    jobs: list[Job]
    records: dict[str, dict[str, Any]]  # by job key
    played: int = 0  # games played by this run
    reused: int = 0  # games found in the results file
    errors: list[tuple[Job, dict[str, Any]]] = field(default_factory=list)
    seconds: float = 0.0
    backend: str = ""

    @property
    def finished(self) -> list[tuple[Job, dict[str, Any]]]:
        return [(job, self.records[job.key()]) for job in self.jobs if job.key() in self.records]

    def rows(self) -> list[dict[str, Any]]:
        """What a game's `summarise` reads."""
        return [job.row(record) for job, record in self.finished]


def run(
    jobs: Sequence[Job],
    *,
    backend: Any = None,
    store: Store | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Outcome:
    """Play the jobs `store` does not hold yet on `backend` (an entered backend; default in-process).

    `progress(done, total)` is called after each finished game (it may raise,
    e.g. to stop the run: what finished is already stored).
    """
    started = time.perf_counter()
    jobs = list(dict.fromkeys(jobs))  # a job listed twice is played once
    outcome = Outcome(jobs=jobs, records={})
    todo = []
    for job in jobs:
        stored = store.get(job) if store is not None else None
        if stored is None:
            todo.append(job)
        else:
            outcome.records[job.key()] = stored
            outcome.reused += 1
    backend = backend or InProcess()
    outcome.backend = backend.name
    done = outcome.reused
    if todo:
        for job, record in backend.results(todo):
            done += 1
            if "error" in record:
                outcome.errors.append((job, record))
            else:
                outcome.records[job.key()] = record
                outcome.played += 1
                if store is not None:
                    store.add(job, record)
            if progress is not None:
                progress(done, len(jobs))
    outcome.seconds = time.perf_counter() - started
    return outcome
