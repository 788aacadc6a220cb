"""Dungeon Fighter: a co-operative dexterity game of bouncing dice on a target board.

Rules: shared/rules/dungeon-fighter.md (R-DF rules, A-DF rulings).  This module
wires content, state and rules into the platform's `Game`.  The throw is a
gesture of eight integers simulated by `physics`; rule tests inject outcomes.
"""

from __future__ import annotations

from typing import Any

from ...core.errors import OptionsError
from ...core.game import Game, Seat, Variant
from ...core.registry import register
from ...core.rng import Chance
from .state import DfState, content_set

VARIANTS = (
    Variant(
        "difficulty",
        "Difficulty",
        "normal",
        ("easy", "normal", "insane"),
        "How many fierce monsters wait in the tower.",
        labels=("Easy", "Normal", "Insane"),
    ),
    Variant(
        "revive_hp",
        "Fainted heroes come round with",
        "max",
        ("max", "one"),
        "After a faint, a hero gets up with full (scarred) health, or with just 1.",
        labels=("Full health", "1 health"),
    ),
    Variant("first_room_encounter", "A monster waits in the very first room", True, (True, False)),
    Variant(
        "sworn_enemy_on_miss",
        "Sworn Enemy also hurts on a miss",
        False,
        (False, True),
        "A missed throw showing the Sworn Enemy icon still hurts a foe of the sworn type.",
    ),
    Variant(
        "effects_apply_to_activating_throw",
        "Beer, toad and tracking help the throw that set them",
        True,
        (True, False),
    ),
    Variant(
        "gold_supply",
        "Gold in the bank",
        "unlimited",
        ("unlimited", "30"),
        "The box holds 30 coins; by default the bank never runs dry.",
        labels=("Unlimited", "30 coins"),
    ),
)


def make_state(
    seats: tuple[Seat, ...],
    options: dict[str, Any],
    chance: Chance,
    *,
    content_name: str = "shipped",
    heroes: tuple[str, ...] | None = None,
    floors: tuple[str, ...] | None = None,
) -> DfState:
    """A new game: R-DF-010..021 with the given content (tests pass the digest 7.0 fixtures)."""
    from .setup import setup

    cs = content_set(content_name)
    if not cs.sheets and not floors:
        raise OptionsError("Dungeon Fighter's dungeon sheets are not ready yet.")
    if heroes is not None and len(set(heroes)) != len(heroes):
        raise OptionsError("Each player needs a different hero.")
    state = DfState(
        names=tuple(s.name for s in seats),
        bots=tuple(s.bot for s in seats),
        options=dict(options),
        chance=chance,
        content_name=content_name,
        difficulty=options.get("difficulty", "normal"),
    )
    setup(state, heroes, floors)
    return state


def new_state(seats: tuple[Seat, ...], options: dict[str, Any], chance: Chance) -> DfState:
    return make_state(seats, options, chance)


def _bot_scores(view: dict[str, Any], decision: Any) -> list[float]:
    from .bot import score_options

    return score_options(view, decision)


def _bot_reason(view: dict[str, Any], decision: Any, index: int) -> str:
    from .bot import reason

    return reason(view, decision, index)


def make_game(content_name: str = "shipped") -> Game:
    """The platform's Game; tests build one over the fixtures (never registered)."""

    def factory(seats: tuple[Seat, ...], options: dict[str, Any], chance: Chance) -> DfState:
        return make_state(seats, options, chance, content_name=content_name)

    return Game(
        id="dungeon_fighter" if content_name == "shipped" else f"dungeon_fighter_{content_name}",
        title="Dungeon Fighter",
        pitch="Bounce dice onto a target board to beat three floors of monsters and a Final Boss, together.",
        min_players=1,
        max_players=6,
        new_state=factory,
        variants=VARIANTS,
        default_players=3,
        private_info=False,
        bot_scores=_bot_scores,
        bot_reason=_bot_reason,
        minutes=(45, 75),
    )


GAME = register(make_game())
