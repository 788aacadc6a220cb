"""Dungeon!'s decision bar (web/views/dungeon/options.py through web/views/play.py), rendered in CPython.

A first move from the Great Hall offers some 45 spaces: the bar keeps the rooms, chambers and other moves as
numbered buttons and folds the corridor spaces (each lit on the board, where a click moves) under one line,
so the list fits a laptop's decision column; every option is still one button, once.
"""

from __future__ import annotations

import re

import engine
from web.views import dungeon as dv
from web.views import play


def first_move() -> engine.Match:
    """Ana's first move from the Great Hall (Cy, a computer, has moved too)."""
    match = engine.Match("dungeon", (engine.Seat("Ana"), engine.Seat("Cy", "greedy")), {}, 1)
    match.play(2)
    dice = engine.Chance(3)
    while match.decision.player != 0:
        match.play(engine.bot_choose("greedy", match.game, match.state, match.decision, dice))
    return match


def decision_bar(match: engine.Match, hint: int | None = None) -> str:
    decision = match.decision
    screen = play.Screen(
        game=match.game,
        seats=match.seats,
        view=match.view(0),
        decision=decision,
        result=None,
        viewer=0,
        hint=hint,
    )
    return play.render_decision(screen, dv)


def test_A_DNG_move_list_folds_the_corridor_spaces_the_board_lights() -> None:
    match = first_move()
    decision = match.decision
    assert len(decision.options) >= 40  # the long list this is about
    bar = decision_bar(match)
    head, fold = bar.split('<details class="options-fold">', 1)
    shown = re.findall(r'data-choice="([^"]+)"', head)
    tucked = re.findall(r'data-choice="([^"]+)"', fold)
    # Every option is a button exactly once; the rooms, chambers and staying put are in view.
    assert sorted(shown + tucked) == sorted(o.key for o in decision.options)
    assert len(shown) <= 16 and "stop" in shown
    space = dv.layout().board.spaces
    assert all(space[o.target].kind != "corridor" for o in decision.options if o.key in shown)
    assert all(k.startswith("move:") and space[k.removeprefix("move:")].kind == "corridor" for k in tucked)
    # The fold says how many and where they are; each folded space is a target on the board.
    assert f"<summary>{len(tucked)} corridor spaces: lit on the board" in fold
    board = dv.board_svg(match.view(0), decision)
    assert all(f'data-choice="{k}"' in board for k in tucked)
    # Number keys follow the buttons in view, 1 to 9; the folded ones have none.
    assert re.findall(r"<kbd>(\d)</kbd>", head) == [str(n) for n in range(1, 10)]
    assert "<kbd>" not in fold
    # A button says where, not "Move to" again under the Move legend.
    assert "Move to " not in head.split("</legend>", 1)[1]
    assert re.search(r'data-choice="move:k1_01"[^>]*><kbd>\d</kbd> Laboratory, \d steps \(stop\)</button>', head)


def test_A_DNG_a_hinted_corridor_opens_the_fold_and_short_lists_do_not_fold() -> None:
    match = first_move()
    corridor = next(i for i, o in enumerate(match.decision.options) if o.key == "move:c1_01")
    assert '<details class="options-fold" open>' in decision_bar(match, hint=corridor)
    assert '<details class="options-fold">' in decision_bar(match, hint=None)
    short = engine.Match("dungeon", (engine.Seat("Ana"), engine.Seat("Cy", "greedy")), {}, 1)
    assert dv.option_fold(short.decision) is None and "options-fold" not in decision_bar(short)
