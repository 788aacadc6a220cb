"""A run's tables: the game's own (its hook's `summarise`), then how the run went."""

from __future__ import annotations

from .hooks import load
from .runner import Outcome


def tables(game_id: str, outcome: Outcome) -> str:
    """The game's tables over every finished game of the plan (stored ones included)."""
    rows = outcome.rows()
    if not rows:
        return f"{game_id}: no finished games"
    return load(game_id).summarise(rows)


def footer(outcome: Outcome, wall: float, store: str | None) -> str:
    """Counts and the wall time (backend start-up included), then the first errors."""
    total = len(outcome.jobs)
    finished = len(outcome.records)
    kept = f", {outcome.reused} from {store}" if store else ""
    lines = [
        f"-- {finished}/{total} games ({outcome.played} played now{kept}); {outcome.backend}; "
        f"wall {wall:.1f} s ({outcome.seconds:.1f} s playing)"
    ]
    if outcome.errors:
        lines.append(f"-- {len(outcome.errors)} games failed (not stored: a rerun plays them again):")
        for job, record in outcome.errors[:3]:
            lines.append(f"   {job.key()}")
            lines.append(f"   {record['error']}  {' | '.join(record.get('where', []))}")
    return "\n".join(lines)
