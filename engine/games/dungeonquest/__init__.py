"""DungeonQuest (Revised Edition): dash into a shared dungeon for dragon gold and get out before sunset.

Rules: shared/rules/dungeonquest.md (R-DQ, rulings A-DQ).  This module wires
content, state and rules into the platform's `Game`.
"""

from __future__ import annotations

from typing import Any

from ...core.game import Game, OptionsError, Seat, Variant
from ...core.registry import register
from ...core.rng import Chance
from . import content
from .reference import RULES_HTML
from .state import TOWERS, TREASURE, DQState, Space

RANDOM_HERO = "random"
HEROES = content.load_heroes()


def _hero_variant(seat: int) -> Variant:
    """Seat `seat`'s hero: dealt at random from those left (the default), or chosen."""
    return Variant(
        f"hero{seat + 1}",
        f"Hero (player {seat + 1})",
        RANDOM_HERO,
        (RANDOM_HERO, *(h.id for h in HEROES)),
        "Each player plays a different hero; a random hero is dealt from those no one chose." if seat == 0 else "",
        players=(seat + 1, 4) if seat else None,  # the first seat is always there
        labels=("Random", *(h.name for h in HEROES)),
    )


VARIANTS = (
    *(_hero_variant(seat) for seat in range(4)),
    Variant(
        "solo",
        "Solo Play",
        True,
        (True,),
        "With one player the Solo Play rules are always used: the combat die and one escape chance.",
        players=(1, 1),
    ),
    Variant(
        "death_can_wait",
        "Death Can Wait",
        False,
        (False, True),
        "A dead hero loses everything and comes back in a tower chosen by the player to his left.",
    ),
    Variant(
        "torchlight",
        "Torchlight",
        False,
        (False, True),
        "Entering a chamber lays a tile at every hall toward an unexplored space that no door blocks.",
    ),
    Variant(
        "combat_matrix",
        "Combat results",
        "B",
        ("B", "A"),
        "Which combat card beats which.",
        labels=(
            "Magic beats Ranged, Ranged beats Melee, Melee beats Magic",
            "Magic beats Melee, Melee beats Ranged, Ranged beats Magic",
        ),
    ),  # fmt: skip
    Variant(
        "dead_end_strict",
        "Dead ends",
        True,
        (True, False),
        "Does a hero hemmed in only by other heroes die?",
        labels=("Any dead end kills", "Heroes blocked only by heroes wait"),
    ),
    # A-DQ-15: the ruling's reading is "hero_first"; "both_die" is its alternative.
    Variant(
        "both_lethal",
        "Hero and monster fall together",
        "hero_first",
        ("hero_first", "both_die"),
        "When the hero and the monster both take their last wound in the same combat round.",
        labels=(
            "The hero dies; the monster lives on and its token stays",
            "Both die: the monster's token is removed too",
        ),
    ),
)

TOWER_HALLS = {(0, 0): "ES", (9, 0): "SW", (0, 12): "NE", (9, 12): "NW"}
TREASURE_HALLS = {(4, 6): "NSW", (5, 6): "NES"}


def board() -> dict[tuple[int, int], Space]:
    """A-DQ-04: the printed towers and treasure chamber."""
    spaces = {}
    for n, pos in enumerate(TOWERS, 1):
        tile = content.special_tile("tower", f"TOWER{n}", "Tower Chamber", TOWER_HALLS[pos])
        spaces[pos] = Space(pos[0], pos[1], tile)
    for n, pos in enumerate(TREASURE, 1):
        tile = content.special_tile("treasure", f"HOARD{n}", "Dragon's Hoard", TREASURE_HALLS[pos])
        spaces[pos] = Space(pos[0], pos[1], tile)
    for sp in spaces.values():
        sp.orient(0)
    return spaces


def hero_picks(seats: tuple[Seat, ...], options: dict[str, Any]) -> list[str | None]:
    """Each seat's chosen hero id, None for a random one; OptionsError if two seats chose the same."""
    picks: list[str | None] = []
    for seat in range(len(seats)):
        pick = options.get(f"hero{seat + 1}", RANDOM_HERO)
        pick = None if pick == RANDOM_HERO else pick
        if pick is not None and pick in picks:
            name = next(h.name for h in HEROES if h.id == pick)
            raise OptionsError(f"Two players chose {name}: each player needs a different hero.")
        picks.append(pick)
    return picks


def new_state(seats: tuple[Seat, ...], options: dict[str, Any], chance: Chance) -> DQState:
    """A-DQ-05 setup from the shipped content."""
    from .rules import run, setup

    decks = content.load_decks()
    state = DQState(
        names=tuple(s.name for s in seats),
        options=options,
        chance=chance,
        spaces=board(),
        tiles=list(content.load_tiles()),
        decks={name: list(cards) for name, cards in decks.items()},
        discards={name: [] for name in decks},
    )
    setup(state, list(HEROES), hero_picks(seats, options))
    run(state)
    return state


def _bot_scores(view: dict[str, Any], decision: Any) -> list[float]:
    from .bot import score_options

    return score_options(view, decision)


def _bot_reason(view: dict[str, Any], decision: Any, index: int) -> str:
    from .bot import reason

    return reason(view, decision, index)


GAME = register(
    Game(
        id="dungeonquest",
        title="DungeonQuest",
        pitch="Dash into a deadly dungeon for the dragon's gold and climb out before the sun goes down.",
        min_players=1,
        max_players=4,
        new_state=new_state,
        variants=VARIANTS,
        default_players=4,
        minutes=(45, 60),
        private_info=True,
        bot_scores=_bot_scores,
        bot_reason=_bot_reason,
        rules_reference=RULES_HTML,
        # 2: a dead hero's wound tokens go back to the supply (R-DQ-129); revision-1 saves keep them
        revision=2,
    )
)
