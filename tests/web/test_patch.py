"""web/patch.py: the redraw replaces only the elements that changed, and falls back to the
whole part for anything it does not follow."""

from __future__ import annotations

import engine
from web import patch
from web.views import play, renderer


def test_nothing_changed_means_nothing_to_do():
    assert patch.plan("<p>a</p>", "<p>a</p>") == []


def test_a_changed_element_deep_in_an_svg_is_replaced_alone():
    old = (
        '<svg viewBox="0 0 9 9"><g class="rooms"><rect x="1"/><rect x="2"/></g>'
        '<g class="tokens"><circle cx="1"/></g></svg>'
    )
    new = old.replace('<circle cx="1"/>', '<circle cx="5"/>')
    ops = patch.plan(old, new)
    assert ops is not None and len(ops) == 1
    (op,) = ops
    assert op.kind == "replace" and op.markup == '<circle cx="5"/>'
    assert [(s.index, s.siblings, s.tag) for s in op.path] == [(0, 1, "svg"), (1, 2, "g"), (0, 1, "circle")]


def test_new_lines_at_the_end_of_a_list_are_appended():
    old = '<ol class="log"><li>a</li><li>b</li></ol>'
    new = '<ol class="log"><li>a</li><li>b</li><li>c <span class="dice">x</span></li></ol>'
    (op,) = patch.plan(old, new)
    assert op.kind == "append" and op.markup == '<li>c <span class="dice">x</span></li>' and op.children == 2
    assert [s.tag for s in op.path] == ["ol"]


def test_a_changed_start_tag_replaces_the_element_and_mixed_text_replaces_its_parent():
    (op,) = patch.plan('<div class="a"><b>x</b></div>', '<div class="b"><b>x</b></div>')
    assert op.kind == "replace" and op.markup == '<div class="b"><b>x</b></div>'
    (op,) = patch.plan("<p>Hello <b>Ana</b></p>", "<p>Hello <b>Ben</b></p>")
    assert op.kind == "replace" and op.markup == "<p>Hello <b>Ben</b></p>" and len(op.path) == 1


def test_what_the_scanner_does_not_follow_sets_the_whole_part():
    assert patch.plan("<p>a</p>", "<!-- c --><p>b</p>") is None  # a comment
    assert patch.plan("<p>a</p>", "<p>a < b</p>x") is None  # a stray "<", text at the top
    assert patch.plan("<p>a</p>", "<p><b>a</p></b>") is None  # unbalanced
    assert patch.plan("<p>a</p><p>b</p>", "<p>a</p>") is None  # fewer children
    assert patch.plan("<p>a</p>", "") is None  # emptied
    assert patch.plan("<i>1</i>" * 50, "<i>2</i>" * 50) is None  # too many changes: cheaper whole


def test_void_elements_and_quoted_angle_brackets():
    old = '<label>n <input type="number" value="1"></label><button title="a > b">x</button>'
    new = old.replace("x</button>", "y</button>")
    (op,) = patch.plan(old, new)
    assert op.markup == '<button title="a > b">y</button>' and op.path[0].index == 1


def test_every_games_screen_parts_are_followed_move_after_move():
    """The views' own markup, over real moves: every part is either planned or (rarely) set whole,
    and applying a plan to the old markup gives exactly the new markup."""
    for game in engine.all_games():
        seats = tuple(engine.Seat(f"P{i}", None if i == 0 else "greedy") for i in range(game.default_players))
        match = engine.Match(game.id, seats, {}, 11)
        views = renderer(game.id)
        dice = engine.Chance(5)
        before = None
        planned = 0
        for _ in range(25):
            if match.decision is None:
                break
            screen = play.Screen(
                game=match.game, seats=match.seats, view=match.view(0), decision=match.decision,
                result=match.result(), viewer=0, undo=match.undo_point(),
            )  # fmt: skip
            parts = play.render_parts(screen, views)
            if before is not None:
                for key, markup in parts.items():
                    ops = patch.plan(before[key], markup)
                    if ops:
                        planned += 1
                        assert apply(before[key], ops) == markup, (game.id, key)
            before = parts
            match.play(engine.bot_choose("greedy", match.game, match.state, match.decision, dice))
        assert planned, game.id


def apply(markup: str, ops: list[patch.Op]) -> str:
    """The plan applied to the markup string (what the app does to the page), for checking."""
    for op in reversed(ops):  # later paths first: earlier offsets stay valid
        start, end = 0, len(markup)
        for k, step in enumerate(op.path):
            nodes = patch.elements(markup[start:end])
            assert nodes is not None and len(nodes) == step.siblings and nodes[step.index].tag == step.tag
            node = nodes[step.index]
            if k == len(op.path) - 1 and op.kind == "replace":
                start, end = start + node.start, start + node.end
            else:  # into its content
                start, end = start + node.open_end, start + node.inner_end
        if op.kind == "append":
            markup = markup[:end] + op.markup + markup[end:]
        else:
            markup = markup[:start] + op.markup + markup[end:]
    return markup
