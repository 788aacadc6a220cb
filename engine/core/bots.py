"""Computer players.  They see only their seat's view and the decision.

The random bot picks uniformly.  The greedy bot asks the game's
`bot_scores` hook to score every option from the bot's view and takes the
best (ties broken by its own seeded dice, so bot games replay exactly); the
chosen option's params come from the game's `bot_params` hook when it has
one (a throw aimed through the game's own physics), else uniformly.
"""

from __future__ import annotations

from typing import Any

from .decision import Choice, Decision
from .game import Game
from .rng import Chance


def _random_params(option_params: tuple, dice: Chance) -> tuple[int, ...]:
    return tuple(p.low + dice.below(p.high - p.low + 1) for p in option_params)


def playable(decision: Decision) -> list[int]:
    """Indices a player may choose: everything but the app's system options."""
    return [i for i, option in enumerate(decision.options) if not option.system]


def random_choice(decision: Decision, dice: Chance) -> Choice:
    allowed = playable(decision)
    index = allowed[dice.below(len(allowed))]
    return Choice(index, _random_params(decision.options[index].params, dice))


def greedy_choice(game: Game, view: dict[str, Any], decision: Decision, dice: Chance) -> Choice:
    allowed = playable(decision)
    if game.bot_scores is None or len(allowed) == 1:
        index = allowed[dice.below(len(allowed))]
        return Choice(index, greedy_params(game, view, decision, index, dice))
    scores = list(game.bot_scores(view, decision))
    best = max(scores[i] for i in allowed)
    tied = [i for i in allowed if scores[i] == best]
    index = tied[dice.below(len(tied))] if len(tied) > 1 else tied[0]
    return Choice(index, greedy_params(game, view, decision, index, dice))


def greedy_params(game: Game, view: dict[str, Any], decision: Decision, index: int, dice: Chance) -> tuple[int, ...]:
    """The option's params: the game's `bot_params` aim when it has one, else uniform draws.

    A game's answer is checked against the params' bounds, so a faulty hook
    fails here, at the bot, rather than as an illegal move later.
    """
    params = decision.options[index].params
    if not params or game.bot_params is None:
        return _random_params(params, dice)
    chosen = game.bot_params(view, decision, index, dice)
    if chosen is None:
        return _random_params(params, dice)
    values = tuple(int(v) for v in chosen)
    if len(values) != len(params) or not all(p.check(v) for p, v in zip(params, values, strict=True)):
        raise ValueError(f"{game.id}: bot_params gave {values} for {decision.options[index].key}")
    return values


def hint(game: Game, view: dict[str, Any], decision: Decision) -> int | None:
    """The option the greedy bot would take, for the player's hint button."""
    if game.bot_scores is None:
        return None
    scores = list(game.bot_scores(view, decision))
    return max(playable(decision), key=lambda i: scores[i])


def hint_reason(game: Game, view: dict[str, Any], decision: Decision, index: int) -> str:
    """Why the hint is what it is, in one line, if the game can say."""
    if game.bot_reason is None or not 0 <= index < len(decision.options):
        return ""
    return game.bot_reason(view, decision, index)


def choose(kind: str, game: Game, state: Any, decision: Decision, dice: Chance) -> Choice:
    """One bot move for the seat that must decide; views only, never the state."""
    if kind == "random":
        return random_choice(decision, dice)
    return greedy_choice(game, state.view(decision.player), decision, dice)
