"""Load times: cold and warm time-to-playable of the home and play pages
against a bare Pyodide page in the same run, first paint, bytes transferred.

    python -m bench.load [--dist dist] [--runs 5] [--headers static,pages,pages-stale]

One table per header style of tools/serve.py: its own (`static`), GitHub
Pages-like (`pages`: max-age=600, ETag, gzip), and the same gone stale
(`pages-stale`: a visit after those ten minutes).

Thin entry point over e2e/measure.py (the same code the e2e harness uses to
start browsers), so `bench/` lists every benchmark.  Prints JSON; no
assertions.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "e2e"))

from measure import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main())
