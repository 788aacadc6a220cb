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
from . import content
from .reference import RULES_HTML
from .state import DfState, content_set


def hero_variants(heroes: dict[str, content.Hero], seats: int) -> tuple[Variant, ...]:
    """R-DF-015: each seat's hero, Random by default (dealt from the sheets the others left)."""
    ids = tuple(sorted(heroes))
    return tuple(
        Variant(
            f"hero{i}",
            f"Hero (player {i})",
            "random",
            ("random", *ids),
            "Each player plays a different hero; Random deals one of those left." if i == 1 else "",
            players=(i, seats),
            labels=("Random", *(heroes[h].name for h in ids)),
        )
        for i in range(1, seats + 1)
    )


RULE_VARIANTS = (
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
        "computer_skill",
        "Computer teammates' aim",
        "average",
        ("clumsy", "average", "skilled", "master"),
        "How steady the computer heroes' hands are: they aim like you, and miss like you.",
        labels=("Clumsy", "Average", "Skilled", "Master"),
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
    if heroes is None:
        heroes = tuple(options.get(f"hero{i + 1}", "random") for i in range(len(seats)))
    chosen = [h for h in heroes if h != "random"]
    if len(set(chosen)) != len(chosen):
        raise OptionsError("Each player needs a different hero.")
    if any(h not in cs.heroes for h in chosen):
        raise OptionsError("That hero is not in this game.")
    state = DfState(
        names=tuple(s.name for s in seats),
        bots=tuple(s.bot for s in seats),
        options=dict(options),
        chance=chance,
        content_name=content_name,
        difficulty=options.get("difficulty", "normal"),
        physics_seed=chance.state,  # the game's seed: digest 5.2 seeds every throw[k] stream from it
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


def _bot_params(view: dict[str, Any], decision: Any, index: int, dice: Chance) -> tuple[int, ...] | None:
    from .bot import throw_params

    return throw_params(view, decision, index, dice)


def make_game(content_name: str = "shipped") -> Game:
    """The platform's Game; tests build one over the fixtures (never registered)."""

    def factory(seats: tuple[Seat, ...], options: dict[str, Any], chance: Chance) -> DfState:
        return make_state(seats, options, chance, content_name=content_name)

    heroes = content_set(content_name).heroes
    seats = min(6, len(heroes))
    return Game(
        id="dungeon_fighter" if content_name == "shipped" else f"dungeon_fighter_{content_name}",
        title="Dungeon Fighter",
        pitch="Bounce dice onto a target board to beat three floors of monsters and a Final Boss, together.",
        min_players=1,
        max_players=seats,
        new_state=factory,
        variants=RULE_VARIANTS + hero_variants(heroes, seats),
        default_players=3,
        private_info=False,
        bot_scores=_bot_scores,
        bot_reason=_bot_reason,
        bot_params=_bot_params,
        rules_reference=RULES_HTML,
        minutes=(45, 75),
        revision=content.REVISION,  # 2, 3: retuned decks (data/revisions.json keeps the older numbers)
    )


GAME = register(make_game())
