"""Game.bot_params: the greedy bot takes an option's params from the game, from its view only."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core.bots import choose, greedy_choice, hint
from engine.core.game import Seat
from engine.core.rng import Chance

from .toy import TOY


def _aiming_toy(bot_params):
    """The toy game whose greedy bot always aims (its one option with params)."""
    return replace(
        TOY, bot_scores=lambda view, d: [1.0 if o.key == "aim" else 0.0 for o in d.options], bot_params=bot_params
    )


def _state():
    return TOY.new_state((Seat("A", "greedy"), Seat("B", "greedy")), {"stones": 10}, Chance(1))


def test_greedy_bot_takes_the_games_params_from_the_view():
    seen = []

    def aim(view, decision, index, dice):
        seen.append((view, decision.options[index].key))
        return (3,)

    game = _aiming_toy(aim)
    state = _state()
    choice = choose("greedy", game, state, state.decision(), Chance(2))
    assert choice.params == (3,)
    assert seen == [(state.view(0), "aim")]  # the view, never the state


def test_the_random_bot_and_the_hint_never_ask_for_params():
    def refuse(view, decision, index, dice):
        raise AssertionError("asked")

    game = _aiming_toy(refuse)
    state = _state()
    draws = {choose("random", game, state, state.decision(), Chance(s)).params for s in range(30)}
    assert len(draws) > 1
    assert hint(game, state.view(0), state.decision()) == state.decision().index("aim")


def test_no_answer_falls_back_to_uniform_draws_and_a_bad_answer_fails_at_the_bot():
    state = _state()
    drawn = {
        greedy_choice(_aiming_toy(lambda *a: None), state.view(0), state.decision(), Chance(s)).params
        for s in range(30)
    }
    assert len(drawn) > 1 and all(0 <= p[0] <= 5 for p in drawn)
    with pytest.raises(ValueError):
        greedy_choice(_aiming_toy(lambda *a: (9,)), state.view(0), state.decision(), Chance(1))


def test_without_the_hook_the_greedy_bot_draws_as_before():
    game = replace(TOY, bot_scores=lambda view, d: [1.0 if o.key == "aim" else 0.0 for o in d.options])
    state = _state()
    a = greedy_choice(game, state.view(0), state.decision(), Chance(4))
    dice = Chance(4)
    assert a.params == (dice.below(6),)
