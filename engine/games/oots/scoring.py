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


def team_scores(state: OotsState) -> dict[int, int]:
    """R-OOTS-423 / A-OOTS-51: pooled Loot scores its Drool Factor for every member, plus the members' other points."""
    out: dict[int, int] = {}
    for t in sorted({state.team(s) for s in range(state.seats)}):
        members = [s for s in range(state.seats) if state.team(s) == t]
        cards = [c for s in members for c in state.players[s].stash + state.players[s].equipped]
        pooled = sum(state.cs.loot[c].df(state.players[m].character) for c in cards for m in members)
        others = sum(breakdown(state, s)["total"] - breakdown(state, s)["drool"] for s in members)
        out[t] = pooled + others
    return out


def team_winners(state: OotsState) -> tuple[int, ...]:
    """Highest team score; ties: the Xykon victor's team, then the team with the earliest exit (A-OOTS-51)."""
    scores = team_scores(state)
    best = max(scores.values())
    tied = [t for t, v in scores.items() if v == best]
    if len(tied) > 1 and state.xykon_victor >= 0 and state.team(state.xykon_victor) in tied:
        tied = [state.team(state.xykon_victor)]
    if len(tied) > 1:
        ranks = {s: r for s, r, _ in state.exits}
        first = {t: min((ranks[s] for s in ranks if state.team(s) == t), default=len(state.exits) + 1) for t in tied}
        low = min(first.values())
        tied = [t for t in tied if first[t] == low]
    return tuple(s for s in range(state.seats) if state.team(s) in tied)


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
    if state.options.get("teams"):
        scores = team_scores(state)
        totals = tuple(float(scores[state.team(s)]) for s in range(state.seats))
        won = team_winners(state)
    else:
        totals = tuple(float(breakdown(state, s)["total"]) for s in range(state.seats))
        won = winners(state)
    names = " and ".join(state.cs.characters[state.players[s].character].name for s in won)
    return Result(totals, won, f"{names} brag the loudest.")
