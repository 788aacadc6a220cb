"""The Order of the Stick in the page: the dungeon, the battle, the players' cards.

A package split by job: board.py (the Dungeon of Dorukan as one SVG: floors of rooms
that grow as they are explored, stairs, tokens standing / on their side / fleeing,
Battle Stacks, face-down Loot piles, clickable room targets), battle.py (the battle:
stack fanned, both sides itemised, the d12 in a roll tray, the outcome, the exact
chance beside each choice), choices.py (card options drawn as clickable cards: Monsters to
play into another's battle, the shtick to keep from a trade), cards.py (every card drawn with the kit), panels.py (the
players: Wounds, cards in play, the viewer's own hand and Stash, others' sizes only),
names.py (words, colours, shapes).

`render_board(view, decision)` and `render_panels(view)` are pure functions of a seat's
view (engine/games/oots/view.py) and the pending decision.  Hidden hands stay hidden
because only the view's own cards are drawn; at one screen with two or more people the
platform's hand-off (web/views/play.py `needs_handoff`) hides the table until the next
person says they hold the device.  `option_fold` folds the decision bar's many room
moves when the board already offers each as a target; `option_note` puts each battle choice's
chance of winning on its decision-bar button.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .battle import render_battle, short_chance
from .board import board_svg
from .choices import render_choices
from .panels import render_panels
from .table_events import render_screw

__all__ = [
    "board_svg",
    "option_fold",
    "option_note",
    "render_battle",
    "render_board",
    "render_choices",
    "render_panels",
]

# Parts the page patches element by element (web/patch.py) instead of setting whole: late in a
# game the panels (hand cards) and the map are hundreds of elements, of which a click changes a few.
PATCH_PARTS = frozenset({"board", "panels"})
FOLD_MOVES_FROM = 4  # this many room moves: their buttons fold (each room is a target on the board)


def render_board(view: Mapping[str, Any], decision: Any, *, interactive: bool = True) -> str:
    """The table: the battle in progress above the dungeon map, or the map with the last battle under it."""
    viewer = view.get("viewer")
    live = interactive and decision is not None and (viewer is None or decision.player == viewer)
    keys = {o.key for o in decision.options} if live else set()
    battle = render_battle(view, decision if live else None, keys)
    picks = render_choices(view, decision if live else None, keys)
    screw = render_screw(view, decision if live else None, keys)
    dungeon = board_svg(view, decision, interactive=interactive)
    if view.get("battle"):  # a battle in progress comes first: on a laptop it sits in view beside the decision
        return picks + screw + battle + dungeon
    return picks + screw + dungeon + battle


def option_fold(decision: Any) -> tuple[str, frozenset[int]] | None:
    """Room moves the board already shows as targets, folded under one line when there are many."""
    rooms = frozenset(
        i
        for i, o in enumerate(decision.options)
        if (o.target or "").startswith("room:") and o.key.startswith(("move:", "explore:")) and not o.system
    )
    if len(rooms) < FOLD_MOVES_FROM:
        return None
    return f"{len(rooms)} rooms: pick one on the map, or list them", rooms


def option_note(view: Mapping[str, Any], option: Any) -> str:
    """A battle choice's chance of winning on its decision-bar button ("win 58%"), from the view's odds."""
    odds = ((view.get("odds") or {}).get("choices") or {}).get(option.key)
    return short_chance(odds) if odds else ""
