"""Endgame scoring and rating (R-DF-200..202): worked out only when the party wins."""

from __future__ import annotations

from ...core.game import Result
from .state import DfState

RATINGS = (
    (0, "Lame Ducks"),
    (5, "Inept Optimists"),
    (10, "Insubordinate Rascals"),
    (15, "Rookie Adventurers"),
    (20, "Wannabe Heroes"),
    (25, "Average Warriors"),
    (30, "Skilled Champions"),
    (35, "Epic Sourcebook Readers"),
    (40, "Epic Sourcebook Writers"),
)
TOP_RATING = "Heroic Awesomeness Beyond Human Comprehension"


def score_parts(seats: int, gold: int, dice: int, scars: int, eliminated: int, bonus: int) -> list[tuple[str, int]]:
    """R-DF-201, term by term (A-DF-39: seats, every scar received, eliminated heroes included)."""
    parts = [
        ("heroes", seats),
        ("gold in the chest", gold // 2),
        ("bonus dice in the chest", 2 * dice),
        ("no scars all game", 5 if scars == 0 else 0),
        ("difficulty", bonus),
        ("scars", -scars),
        ("fallen heroes", -5 * eliminated),
    ]
    return parts


def score(state: DfState) -> int:
    scars = sum(h.scars_received for h in state.heroes)
    eliminated = sum(1 for h in state.heroes if h.eliminated)
    bonus = state.cs.difficulty[state.difficulty].score_bonus
    parts = score_parts(state.players, state.chest_gold, state.chest_dice, scars, eliminated, bonus)
    return sum(v for _, v in parts)


def rating(points: int) -> str:
    """R-DF-202: the rating band; 41 and more is the top ("40+", A-DF-39)."""
    for high, name in RATINGS:
        if points <= high:
            return name
    return TOP_RATING


def win(state: DfState) -> None:
    """R-DF-184: the game is won at once; no Maintenance."""
    state.won = True
    state.phase = "over"
    state.asks = []
    points = score(state)
    state.end_reason = f"The party defeated the Final Boss. Score {points}: {rating(points)}."
    state.say(state.end_reason)


def result(state: DfState) -> Result | None:
    """Co-operative: every seat shares the result; a score only on a win (R-DF-200)."""
    if state.won is None:
        return None
    seats = tuple(range(state.players))
    points = float(score(state)) if state.won else 0.0
    return Result(tuple(points for _ in seats), seats if state.won else (), state.end_reason)
