"""Where balance games run: this process, local worker processes, or a Dask cluster.

A backend is a context manager whose `results(jobs)` yields `(job, record)`
as games finish, in any order; the runner stores and orders them.  Workers
get nothing but the job (its seed included), so every backend returns the
same records.  Dask is optional (`pip install -e .[dask]`) and imported only
when asked for.
"""

from __future__ import annotations

import hashlib
import io
import multiprocessing
import os
import shutil
import sys
import tempfile
import threading
import time
import zipfile
from collections.abc import Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

from .jobs import Job, play_job

# A worker process is replaced after this many games, so a long run's memory stays flat.
GAMES_PER_PROCESS = 200


class InProcess:
    """Games one after another here: the reference the others must match."""

    name = "in-process"

    def __enter__(self) -> InProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def results(self, jobs: Sequence[Job]) -> Iterator[tuple[Job, dict[str, Any]]]:
        for job in jobs:
            yield job, play_job(job)


class Processes:
    """`workers` local processes (spawned: nothing of this process's state leaks in).

    The workers import a snapshot of the code (the `engine` and `bench`
    packages, copied when the backend is entered), not the checkout: a worker
    started later in the run (each is replaced after GAMES_PER_PROCESS games)
    plays exactly what the first ones played, whatever was edited meanwhile.
    """

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self.name = f"{workers} local processes"
        self._pool: ProcessPoolExecutor | None = None
        self._snapshot: tempfile.TemporaryDirectory[str] | None = None

    def __enter__(self) -> Processes:
        self._snapshot = tempfile.TemporaryDirectory(prefix="delve-balance-code-")
        snapshot_code(self._snapshot.name)
        # A spawned process starts with its parent's sys.path (multiprocessing sends it along), so the
        # snapshot goes first here for the run; everything this process plays with is imported already.
        sys.path.insert(0, self._snapshot.name)
        self._pool = ProcessPoolExecutor(
            self.workers,
            mp_context=multiprocessing.get_context("spawn"),
            max_tasks_per_child=GAMES_PER_PROCESS,
            initializer=_leave_with_parent,
            initargs=(os.getpid(),),
        )
        return self

    def __exit__(self, *exc: object) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        if self._snapshot is not None:
            if self._snapshot.name in sys.path:
                sys.path.remove(self._snapshot.name)
            self._snapshot.cleanup()
            self._snapshot = None

    def results(self, jobs: Sequence[Job]) -> Iterator[tuple[Job, dict[str, Any]]]:
        assert self._pool is not None, "use the backend as a context manager"
        # A bounded window of games in flight: Ctrl-C stops soon, and little is lost.
        window = 4 * self.workers
        pending: dict[Future[dict[str, Any]], Job] = {}
        queue = iter(jobs)
        while True:
            for job in queue:
                pending[self._pool.submit(play_job, job)] = job
                if len(pending) >= window:
                    break
            if not pending:
                return
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                yield pending.pop(future), future.result()


def snapshot_code(folder: str) -> None:
    """Copy the `engine` and `bench` packages (every file but caches) into `folder`."""
    root = Path(__file__).resolve().parent.parent.parent  # the folder holding bench/ and engine/
    for package in ("engine", "bench"):
        shutil.copytree(root / package, Path(folder) / package, ignore=shutil.ignore_patterns("__pycache__"))


def _leave_with_parent(parent: int) -> None:
    """In a worker: exit when the run's process is gone (killed hard, its workers would wait forever)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1)
        os._exit(1)

    threading.Thread(target=watch, daemon=True, name="leave-with-parent").start()


class Dask:
    """A Dask cluster: at `scheduler` (tcp://host:port), or a LocalCluster of `local_workers` processes.

    The runner sends its own code (the `bench` package, as a zip) to the
    scheduler and the workers; they need the engine installed from the same
    commit (`pip install -e '.[dask]'` in a checkout, then `dask scheduler`,
    `dask worker tcp://host:port`).  A worker whose engine differs from the
    planner's refuses the jobs (see `hooks.code_fingerprint`).  A LocalCluster's
    processes inherit this process's import path and need nothing sent.
    """

    def __init__(self, scheduler: str | None = None, local_workers: int | None = None) -> None:
        if (scheduler is None) == (local_workers is None):
            raise ValueError("give a scheduler address or a number of local workers")
        self.scheduler = scheduler
        self.local_workers = local_workers
        self.name = f"Dask at {scheduler}" if scheduler else f"Dask LocalCluster of {local_workers} processes"
        self._cluster: Any = None
        self._client: Any = None

    def __enter__(self) -> Dask:
        try:
            from distributed import Client, LocalCluster
        except ImportError as exc:  # pragma: no cover - depends on the install
            raise SystemExit("Dask is not installed: pip install -e '.[dask]'") from exc
        if self.scheduler:
            self._client = Client(self.scheduler)
            with tempfile.TemporaryDirectory() as folder:
                self._client.upload_file(bench_zip(folder))
        else:
            self._cluster = LocalCluster(
                n_workers=self.local_workers, threads_per_worker=1, processes=True, dashboard_address=None
            )
            self._client = Client(self._cluster)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._client is not None:
            self._client.close()
        if self._cluster is not None:
            self._cluster.close()
        self._client = self._cluster = None

    def results(self, jobs: Sequence[Job]) -> Iterator[tuple[Job, dict[str, Any]]]:
        from distributed import as_completed

        assert self._client is not None, "use the backend as a context manager"
        futures = self._client.map(play_job, list(jobs), pure=False)
        owner = {future.key: job for future, job in zip(futures, jobs, strict=True)}
        try:
            for future, record in as_completed(futures, with_results=True):
                yield owner[future.key], record
        finally:
            self._client.cancel(futures)


def bench_zip(folder: str) -> str:
    """The `bench` package's Python files zipped in `folder`, named by their hash (a new name per version:
    a Dask node imports each uploaded zip once)."""
    root = Path(__file__).resolve().parent.parent  # the bench package
    files = sorted(p for p in root.rglob("*.py") if "__pycache__" not in p.parts)
    blob = io.BytesIO()
    with zipfile.ZipFile(blob, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in files:
            info = zipfile.ZipInfo(path.relative_to(root.parent).as_posix(), date_time=(2000, 1, 1, 0, 0, 0))
            zf.writestr(info, path.read_bytes(), zipfile.ZIP_DEFLATED)
    data = blob.getvalue()
    path = Path(folder) / f"delve_bench_{hashlib.sha256(data).hexdigest()[:12]}.zip"
    path.write_bytes(data)
    return str(path)
