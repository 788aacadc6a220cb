"""DungeonQuest drawn from its view: the board and the table beside it, and the players' panels.

`render_board(view, decision)` (the board SVG with the fight or the card in
play beside it), `render_panels(view)` (sun track, hero sheets, decks,
result) and `option_face(option)` (a combat card option drawn as its card, for
the decision bar) are pure functions of a player's view dict (the engine <->
view contract, notes/dq_contract.md) and the pending
`engine.core.decision.Decision`; nothing here imports the rules engine, so
the view can be built and tested with hand-made view dicts.

The package follows what it draws:
- base.py: the grid's numbers, tolerant readers of the view, seat colours and shapes, place names;
- tiles.py: the chamber tiles (floors, halls, walls, doors, chamber art), cached per placed tile;
- tokens.py: search and monster tokens, entrance markers, hero figures, travel markers;
- board.py: the board SVG (targets, phone zoom) and the stage putting the table beside it;
- combat.py: a fight on the table (monster card, this round face down, the last round face up);
- solo.py: Solo Play's last fight, its combat die drawn per round (the rounds read back from the log);
- table.py: what lies beside the board (the fight, the card in play, else the last card);
- panels.py: the panels (result, sun track, hero sheets, decks).

A full 113-tile board renders in about 1-4 ms warm and about 11 ms cold in
CPython (tests/web/test_dungeonquest_view.py measures it).  Nothing is shown
by colour alone: doors are a solid bar with a knob, portcullises a grille,
heroes have a shape and an initial, the current hero a double ring and "(this
turn)" in its title, highlighted spaces a dashed outline and a pin.
"""

from __future__ import annotations

from .base import CARD_NAMES, CELL, EDGES, HEIGHT, INSET, MARGIN, WIDTH, seat_colour, world_edge
from .board import board_svg, render_board
from .combat import option_face
from .panels import render_panels
from .table import render_table

__all__ = [
    "CARD_NAMES",
    "CELL",
    "EDGES",
    "HEIGHT",
    "INSET",
    "MARGIN",
    "WIDTH",
    "board_svg",
    "option_face",
    "render_board",
    "render_panels",
    "render_table",
    "seat_colour",
    "world_edge",
]
