"""Dungeon! drawn from its view: the board as one SVG, the players as HTML panels.

A package split by what it draws: layout.py (geometry and the unchanging
layer), board.py (tokens, badges, targets, `render_board`), fight.py (the
last fight, `render_fight`), panels.py (`render_panels`), names.py (words),
options.py (the decision bar's short move list: `option_fold`, `option_face`).

`render_board(view, decision)` and `render_panels(view)` are pure functions of
a player's view (engine/games/dungeon/view.py) and the pending decision, in
the manner of python-chess's `chess.svg.board()`.  The board's walls,
flagstones, doors and names never change, so that layer is built once and
cached; each call only adds the tokens, badges and highlighted targets.

Clickable targets: every option whose `target` names a board space (or a
secret door id) is drawn on that element as
`<g class="target" data-choice="KEY" role="button" tabindex="0" aria-label=...>`
(the first option wins when several share a target; the others stay buttons
in the decision bar).

On a phone (viewport <= 860 px) the board zooms onto the part holding every
target (a CSS transform in `--dng-zoom`), so names and flagstones stay
readable at 390 px; with no targets the whole board shows.

CSS classes (SVG; every colour is a CSS variable with a default in the
SVG's own `<style>`, so it looks right standalone and in dark mode; the app
may set --dng-level-0..6, --dng-rock, --dng-wall-color, --dng-mortar,
--dng-door-color, --dng-target, --dng-path-color, --dng-ok-color, --dng-card,
--dng-card-back, --dng-hunter-color, and the app's --fg, --card, --focus):
  dng-board      the <svg>            dng-world   everything drawn (phone zoom)
  dng-rock       background rock
  dng-space      any space group      dng-corridor / dng-room / dng-chamber / dng-hall
  dng-l0 .. dng-l6  level fill (variables --dng-level-0 .. --dng-level-6)
  dng-floor      a space's floor rect  dng-stone   one corridor flagstone
  dng-wall       room/chamber/hall wall outline   dng-open   gap for an open side
  dng-name       space name text      dng-lvl     the level number in a room
  dng-door       door bar             dng-secret  secret door group (dashed bar + "S")
  dng-cleared    Cleared badge group  dng-check   its check mark
  dng-slot       monster slot badge   dng-up / dng-down (face-up / card back, dng-back)
  dng-path       this turn's path     dng-hero    hero token (dng-current: ringed by
                                                  dng-ring + dng-ring2)
  dng-hunter     the Hunter token     target      clickable target (dng-hl outline,
                                                  dng-pin marker)
HTML panels (every section also has the app's generic class "panel"; layout
defaults ship in a zero-specificity `:where()` style block the app overrides):
  dng-panels (wrapper), player (one seat; .turn when it is that seat's turn),
  dng-turn ("▶ Turn" label), dng-mark (hero colour chip), dng-stats (dl),
  dng-cards (card list), dng-hidden, dng-slots, dng-decks, dng-hunt,
  dng-result, dng-monster (hit table), dng-num (slot number), dng-hero, dng-legend (map key).

The table: `render_board` is the board's SVG (`board_svg`) followed by `render_fight(view)`,
which draws the view's `last_fight` with the kit:
the monster as a card (dng-card, dng-need-N marks the fighter's own number, N = stat position),
the 2d6 of the blow or the spell in a roll tray (rolling only while the engine's record is fresh),
the strike-back (dng-strike) and the treasure gained as cards (dng-loot; a back for what this
reader may not see).  On the board, hero tokens are kit figures (a shape per seat) and every room
not yet cleared shows a chest (dng-chest); chambers keep their double wall.
"""

from __future__ import annotations

from .board import FOCUS_CELLS, STYLE, board_svg, render_board
from .fight import monster_card, render_fight, treasure_card
from .layout import Layout, _fit_name, layout
from .names import CHAR_EM, CLASS_NAMES, SPELL_NAMES, TRAP_NAMES
from .options import option_face, option_fold
from .panels import PANEL_STYLE, render_panels

__all__ = [
    "CHAR_EM",
    "CLASS_NAMES",
    "FOCUS_CELLS",
    "PANEL_STYLE",
    "SPELL_NAMES",
    "STYLE",
    "TRAP_NAMES",
    "Layout",
    "_fit_name",
    "board_svg",
    "layout",
    "monster_card",
    "option_face",
    "option_fold",
    "render_board",
    "render_fight",
    "render_panels",
    "treasure_card",
]
