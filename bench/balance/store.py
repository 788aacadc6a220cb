"""The results file: append-only JSON lines, one finished game each, keyed by its job.

Each line is `{"key": <Job.key()>, "record": {...}}`, written and flushed as the
game comes back, so a run stopped at any moment (Ctrl-C, a killed machine)
loses at most the games in flight.  A last line cut off mid-write is skipped
when read and the next write starts on a fresh line.  Games with an error are
not stored: a rerun plays them again.  One file may hold any number of runs
and games; only one run at a time should append to it.
"""

from __future__ import annotations

import json
import os
from typing import IO, Any

from .jobs import Job


class Store:
    """Finished games by job key, read from and appended to `path`."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = os.fspath(path)
        self.records: dict[str, dict[str, Any]] = {}
        self.damaged = 0  # lines that were not a whole record (a write cut short)
        self._fh: IO[str] | None = None
        if os.path.exists(self.path):
            with open(self.path, encoding="utf-8") as fh:
                for line in fh:
                    self._read(line)

    def _read(self, line: str) -> None:
        if not line.strip():
            return
        try:
            entry = json.loads(line)
            self.records[entry["key"]] = entry["record"]
        except (ValueError, KeyError, TypeError):
            self.damaged += 1

    def __len__(self) -> int:
        return len(self.records)

    def get(self, job: Job) -> dict[str, Any] | None:
        return self.records.get(job.key())

    def add(self, job: Job, record: dict[str, Any]) -> None:
        """Keep one finished game, on disk at once."""
        key = job.key()
        self.records[key] = record
        if self._fh is None:
            self._fh = open(self.path, "a", encoding="utf-8")  # noqa: SIM115 (kept open for the run; close())
            if not _ends_with_newline(self.path):
                self._fh.write("\n")  # a line cut off mid-write stays alone, skipped when read
        self._fh.write(json.dumps({"key": key, "record": record}, separators=(",", ":")) + "\n")
        self._fh.flush()

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _ends_with_newline(path: str) -> bool:
    """True for an empty file or one whose last line is whole."""
    if os.path.getsize(path) == 0:
        return True
    with open(path, "rb") as fh:
        fh.seek(-1, os.SEEK_END)
        return fh.read(1) == b"\n"
