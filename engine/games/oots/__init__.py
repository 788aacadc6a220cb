"""The Order of the Stick Adventure Game: explore the Dungeon of Dorukan, beat Monsters, grab Loot.

Rules: shared/rules/oots.md (R-OOTS rules, A-OOTS rulings, S-OOTS scenarios, digest 6.6's
decision points).  This module wires content, state and rules into the platform's `Game`.
Rule chapters: setup, turn, movement, battles (new battles), fight / area / pvp (battles),
support, values, wounds (and fleeing), loot (and traps), shticks (trading), powers, lair,
collapse, scoring; decide.py turns the state into Decisions, view.py redacts it per seat.
Part 2 (rules revision 2): Screw This! windows W1-W8 (windows.py runs them, screw.py holds
the cards' timing and effects, opened at the places digest 6.2 names) and assistance offers
and NPC help (assist.py).
"""

from __future__ import annotations

from typing import Any

from ...core.errors import OptionsError
from ...core.game import Game, Seat, Variant
from ...core.registry import register
from ...core.rng import Chance
from .content.schema import CHARACTERS_ORDER
from .state import OotsState
from .windows import quiet

RULE_VARIANTS = (
    Variant(
        "length",
        "Game length",
        "medium",
        ("short", "medium", "long"),
        "How many floors lie above Xykon's Lair, and how strong you must be to enter it.",
        labels=("Short (2 floors)", "Medium (3 floors)", "Long (4 floors)"),
    ),
    Variant(
        "lucky_bastards",
        "Lucky Bastards",
        False,
        (False, True),
        "A roll of 1 on a battle die always loses, and a roll of 12 always wins.",
    ),
    Variant(
        "nerdcore",
        "Nerdcore",
        False,
        (False, True),
        "No walking back to the Entrance, no Safe Haven, traps come back, no choosing shticks.",
    ),
    Variant(
        "teams",
        "Go Team",
        0,
        (0, 2, 3),
        "Play in teams (seated so teammates never play one after another); teams score together.",
        labels=("Off", "2 teams", "3 teams"),
    ),
    Variant(
        "shadow",
        "Me and My Shadow",
        False,
        (False, True),
        "2 or 3 players: each picks a character nobody plays, who follows them room to room and helps for Loot.",
    ),
    Variant(
        "xykon_not_home",
        "Xykon's Not Home, Man",
        False,
        (False, True),
        "The whole Lair and Xykon decks; Xykon may never show up at all.",
    ),
)


LATER_VARIANTS = ("shadow",)  # options added after golden links were made: kept out of the state while off


def make_state(
    seats: tuple[Seat, ...],
    options: dict[str, Any],
    chance: Chance,
    *,
    content_name: str = "shipped",
    characters: tuple[str, ...] | None = None,
) -> OotsState:
    """A new game: set-up R-OOTS-008..022, then the Starting Shtick choices (DS)."""
    from .setup import setup

    if not 2 <= len(seats) <= 6:
        raise OptionsError("The Order of the Stick takes 2-6 players.")  # R-OOTS-001
    teams = int(options.get("teams", 0) or 0)
    if teams and (len(seats) % teams or len(seats) < 2 * teams):  # R-OOTS-419: no teammates in a row
        raise OptionsError(f"{len(seats)} players cannot form {teams} teams that never play one after another.")
    if options.get("shadow") and len(seats) > 3:  # R-OOTS-428
        raise OptionsError("Me and My Shadow is for 2 or 3 players.")
    if characters is not None:
        if len(set(characters)) != len(characters) or len(characters) != len(seats):
            raise OptionsError("Each player needs a different character.")
        if any(c not in CHARACTERS_ORDER for c in characters):
            raise OptionsError("Unknown character.")
    state = OotsState(
        names=tuple(s.name for s in seats),
        bots=tuple(s.bot for s in seats),
        options={k: v for k, v in options.items() if v or k not in LATER_VARIANTS},
        chance=chance,
        content_name=content_name,
    )
    setup(state, characters)
    if options.get("shadow"):  # R-OOTS-428: each player picks an NPC first, in seat order (assist.py)
        from .state import Ask

        state.asks[:0] = [Ask("shadow", seat) for seat in range(state.seats)]
    return state


def new_state(seats: tuple[Seat, ...], options: dict[str, Any], chance: Chance) -> OotsState:
    return make_state(seats, options, chance)


def _bot_scores(view: dict[str, Any], decision: Any) -> list[float]:
    """Digest 6.5's computer decisions, from the seat's own view only (bot.py)."""
    from .bot import score_options

    return score_options(view, decision)


def _bot_reason(view: dict[str, Any], decision: Any, index: int) -> str:
    from .bot import reason

    return reason(view, decision, index)


def make_game(content_name: str = "shipped") -> Game:
    """The platform's Game; the shipped one is registered below, test content never is."""

    def factory(seats: tuple[Seat, ...], options: dict[str, Any], chance: Chance) -> OotsState:
        return make_state(seats, options, chance, content_name=content_name)

    return Game(
        id="oots" if content_name == "shipped" else f"oots_{content_name}",
        title="The Order of the Stick",
        pitch="Explore the Dungeon of Dorukan, beat Monsters your friends throw at you, and defeat Xykon.",
        min_players=2,
        max_players=6,
        new_state=factory,
        variants=RULE_VARIANTS,
        default_players=4,
        private_info=True,
        minutes=(60, 120),
        # 2: assistance offers and Screw This! windows (issue 15); revision-1 links replay without them
        revision=2,
        bot_scores=_bot_scores if content_name == "shipped" else None,
        bot_reason=_bot_reason if content_name == "shipped" else None,
        quiet=quiet,  # windows.py: a question whose asking must not show (digest 6.1)
    )


GAME = register(make_game())
