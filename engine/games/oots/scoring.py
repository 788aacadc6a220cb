"""Bragging Points and the winner (digest 3.25; R-OOTS-366..372, A-OOTS-20, A-OOTS-34)."""

from __future__ import annotations

from ...core.game import Result
from .state import OotsState


def drool_points(state: OotsState, seat: int) -> int:
    """R-OOTS-366: Drool Factor (relative to you) of Loot you Drool Over, equipped or in your Stash."""
    p = state.players[seat]
    return sum(state.cs.loot[c].df(p.character) for c in p.stash + p.equipped)


def exit_points(state: OotsState, seat: int) -> int:
    """R-OOTS-368: players still inside when you left (0 if you never left)."""
    return next((n for s, _, n in state.exits if s == seat), 0)


def breakdown(state: OotsState, seat: int) -> dict[str, int]:
    p = state.players[seat]
    parts = {
        "drool": drool_points(state, seat),
        "shticks": len(p.shticks),  # R-OOTS-367 / A-OOTS-20: flipped ones count
        "exit": exit_points(state, seat),
        "xykon": 2 * state.floors_regular if state.xykon_victor == seat else 0,  # R-OOTS-369
    }
    parts["total"] = sum(parts.values())
    return parts


def winners(state: OotsState) -> tuple[int, ...]:
    """R-OOTS-370..372 / A-OOTS-34: most points; then Xykon's victor; then the earliest to leave."""
    totals = [breakdown(state, s)["total"] for s in range(state.seats)]
    best = max(totals)
    tied = [s for s in range(state.seats) if totals[s] == best]
    if state.xykon_victor in tied:
        return (state.xykon_victor,)
    ranks = {s: r for s, r, _ in state.exits}
    order = sorted(ranks.get(s, len(state.exits) + 1) for s in tied)
    first = order[0]
    return tuple(s for s in tied if ranks.get(s, len(state.exits) + 1) == first)


def result(state: OotsState) -> Result | None:
    if not state.over:
        return None
    totals = tuple(float(breakdown(state, s)["total"]) for s in range(state.seats))
    won = winners(state)
    names = " and ".join(state.cs.characters[state.players[s].character].name for s in won)
    return Result(totals, won, f"{names} brag the loudest.")
