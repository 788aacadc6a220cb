"""One Deck Dungeon (print-and-play v0.99B): a co-op roguelike of one deck and dice.

Rules: shared/rules/one-deck-dungeon.md (R-ODD rules, A-ODD rulings).  This
module wires content, state and rules into the platform's `Game`.
"""

from __future__ import annotations

from typing import Any

from ...core.errors import OptionsError
from ...core.game import Game, Seat, Variant
from ...core.registry import register
from ...core.rng import Chance
from . import content
from .reference import RULES_HTML
from .state import Hero, OddState

VARIANTS = (
    Variant("hero1", "Hero (player 1)", "Warrior", content.HERO_NAMES, "Each seat plays a different hero."),
    Variant("hero2", "Hero (player 2)", "Mage", content.HERO_NAMES, players=(2, 2)),
    Variant(
        "dungeon",
        "Dungeon",
        "dragon",
        content.DUNGEON_IDS,
        labels=tuple(content.DUNGEONS[d].name for d in content.DUNGEON_IDS),
    ),
    Variant(
        "stairs_rule",
        "Time while the Stairs shows",
        "card3",
        ("card3", "rulebook1"),
        "The Stairs card (3 tokens = 1 damage) or the rulebook page (1 damage per time).",
        labels=("Stairs card: 3 time = 1 damage", "Rulebook: 1 time = 1 damage"),
    ),
)


def new_state(seats: tuple[Seat, ...], options: dict[str, Any], chance: Chance) -> OddState:
    """R-ODD-004..010: heroes on the 1P or 2P side, the dungeon, the shuffled deck."""
    from .rules import setup

    side = 1 if len(seats) == 1 else 2
    picks = [options.get("hero1", "Warrior")]
    if len(seats) == 2:
        picks.append(options.get("hero2", "Mage"))
        if picks[0] == picks[1]:
            raise OptionsError("The two players need different heroes.")
    state = OddState(
        names=tuple(s.name for s in seats),
        options=options,
        chance=chance,
        heroes=[Hero(content.HEROES[(p, side)]) for p in picks],
        dungeon=content.DUNGEONS[options.get("dungeon", "dragon")],
        bots=tuple(s.bot for s in seats),
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
        id="one_deck_dungeon",
        title="One Deck Dungeon",
        pitch="Fight through three floors and a boss with one deck of cards and a fistful of dice.",
        min_players=1,
        max_players=2,
        new_state=new_state,
        variants=VARIANTS,
        default_players=1,
        private_info=False,
        bot_scores=_bot_scores,
        bot_reason=_bot_reason,
        rules_reference=RULES_HTML,
        # A solo delve of three floors and the boss; two heroes take a little longer.
        minutes=(30, 60),
        # 2: the players choose who loses dice over the cap (R-ODD-119/143), which dice pay a cost
        # (R-ODD-058/059, A-ODD-06) and the targets of CLEAVE, STATIC BURST, CONSISTENCY and HEROISM.
        # 3: a co-operating partner decides for its own hero (its skills, its dice choices, the card it
        # gives up for loot), the party's lead (the first person) decides the rest and sees the computer
        # partner's preference; the dice helper meets §6.3's tie-breaks exactly.
        # 4: the dice helper's third tie-break (§6.3): the boxes of the colours scarce in the pool.
        revision=4,
    )
)
