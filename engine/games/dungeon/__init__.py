"""Dungeon! (classic): race through a six-level dungeon for treasure.

Rules: shared/rules/dungeon.md (R-DNG, rulings A-DNG).  This module wires
content, state and rules into the platform's `Game`.
"""

from __future__ import annotations

from typing import Any

from ...core.errors import OptionsError
from ...core.game import Game, Seat, Variant
from ...core.registry import register
from ...core.rng import Chance
from . import content
from .reference import RULES_HTML
from .rules import clock_seconds
from .state import LEVELS, DungeonState

VARIANTS = (
    Variant(
        "variant",
        "Solo variant",
        "none",
        ("none", "treasure_hunt", "timed", "hunted"),
        "Treasure Hunt, Timed Game or Become the Hunted (one player only).",
        players=(1, 1),
        labels=("None", "Treasure Hunt", "Timed Game", "Become the Hunted"),
    ),
    Variant("hunt_level", "Treasure Hunt: level of the treasure", 1, (1, 2, 3, 4, 5, 6), players=(1, 1)),
    Variant(
        "time_limit",
        "Timed Game: minutes",
        30,
        (0, 15, 20, 25, 30),
        "The clock runs while you play and stops while the page is hidden.",  # A-DNG-42
        players=(1, 1),
        labels=("No clock", "15 minutes", "20 minutes", "25 minutes", "30 minutes"),
    ),
    Variant(
        "turn_limit",
        "Timed Game: turn limit",
        0,
        (0, 20, 30, 40, 50, 60),
        players=(1, 1),
        labels=("No limit", "20 turns", "30 turns", "40 turns", "50 turns", "60 turns"),
    ),
    Variant("any_death_loses", "Become the Hunted: any death loses", False, (False, True), players=(1, 1)),
    Variant(
        "dash_rule",
        "A '–' without a Magic Sword",
        "strike_back",
        ("strike_back", "no_combat"),
        "Either your attack fails and the monster hits back, or nothing happens.",  # A-DNG-15
        labels=("Attack fails, it strikes back", "No combat"),
    ),
    Variant(
        "first_player",
        "Who goes first",
        "random",
        ("random", 1, 2, 3, 4),
        "Drawn at random unless you pick a player.",  # A-DNG-03
        labels=("Drawn at random", "Player 1", "Player 2", "Player 3", "Player 4"),
    ),
    Variant(
        "spellbook",
        "Wizard's starting spells",
        "standard",
        ("standard", "free"),
        "The standard 5, or each Wizard chooses any 5.",  # A-DNG-04
        labels=("2 Fireball, 2 Lightning Bolt, 1 Teleport", "Choose any 5"),
    ),
    Variant("open_hands", "Open hands (everyone sees all treasure)", False, (False, True)),
    Variant(
        "dry_end",
        "End when the dungeon is empty",
        True,
        (True, False),
        "When every room and chamber is cleared, the richest hero for its class wins.",  # A-DNG-25
    ),
)


def new_state(
    seats: tuple[Seat, ...], options: dict[str, Any], chance: Chance, *, board: content.Board | None = None
) -> DungeonState:
    """A-DNG-02 setup from the shipped content (tests may pass their own board)."""
    from .rules import setup

    if options.get("variant", "none") != "none" and len(seats) != 1:
        raise OptionsError("The solo variants are for one player.")
    first = options.get("first_player", "random")
    if isinstance(first, int) and first > len(seats):
        raise OptionsError(f"Player {first} cannot go first in a {len(seats)}-player game.")
    state = DungeonState(
        board=board or content.load_board(),
        names=tuple(s.name for s in seats),
        options=options,
        chance=chance,
        pool=content.hero_pool(),
        monster_decks={lv: list(content.monster_deck(lv)) for lv in LEVELS},
        monster_discards={lv: [] for lv in LEVELS},
        treasure_decks={lv: list(content.treasure_deck(lv)) for lv in LEVELS},
        deaths=[0] * len(seats),
    )
    setup(state)
    return state


def _bot_scores(view: dict[str, Any], decision: Any) -> list[float]:
    from .bot import score_options

    return score_options(view, decision)


def _bot_reason(view: dict[str, Any], decision: Any, index: int) -> str:
    from .bot import reason

    return reason(view, decision, index)


GAME = register(
    Game(
        id="dungeon",
        title="Dungeon!",
        pitch="Race your hero through six levels of monsters and bring the treasure home to the Great Hall.",
        min_players=1,
        max_players=4,
        new_state=new_state,
        variants=VARIANTS,
        default_players=4,
        # Greedy computer playouts (12 seeded games per count): 1 seat median 20 rounds (10-39),
        # 2 seats 15 (9-20), 4 seats 12 (9-21); a person's turn takes 20-30 s and a computer's a
        # few at normal speed, and people take more rounds than the greedy route-finder.
        minutes=(15, 30),
        private_info=True,
        bot_scores=_bot_scores,
        bot_reason=_bot_reason,
        rules_reference=RULES_HTML,
        clock_seconds=clock_seconds,
    )
)
