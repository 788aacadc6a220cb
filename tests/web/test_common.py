from __future__ import annotations

import pytest
from toygame import HOSTILE

from web.views import common, renderer


@pytest.mark.parametrize("text", HOSTILE)
def test_esc_leaves_no_markup(text):
    out = common.esc(text)
    for ch in "<>\"'":
        assert ch not in out
    assert "&" not in out.replace("&amp;", "").replace("&lt;", "").replace("&gt;", "").replace("&quot;", "").replace(
        "&#39;", ""
    )


def test_esc_round_trips_through_html_parser():
    import html

    for text in HOSTILE:
        assert html.unescape(common.esc(text)) == text


def test_attrs_escapes_and_drops_empty():
    assert common.attrs(data_choice='a"b', disabled=True, title=None, hidden=False) == (
        ' data-choice="a&quot;b" disabled'
    )
    assert common.attrs(class_="x") == ' class="x"'


def test_die_shows_a_face_and_its_number():
    out = common.die(5)
    assert 'href="#die-5"' in out and ">5<" in out
    assert "die-text" in common.die(9)
    assert common.dice([1, 6]).count('class="die"') == 2


def test_die_symbols_define_all_faces():
    symbols = common.die_symbols()
    for face in range(1, 7):
        assert f'id="die-{face}"' in symbols
    assert symbols.count("<circle") == 21


def test_generic_panels_escape_names():
    out = common.render_panels({"players": [{"name": HOSTILE[0], "gold": 3}]})
    assert "<img" not in out and "&lt;img" in out
    assert common.render_panels({}) == ""


def test_renderer_falls_back_to_common():
    assert renderer("no_such_game") is common
    assert renderer("../etc") is common
    assert renderer("play") is common  # not a game view


def test_renderer_finds_game_views(toy):
    import importlib.util

    if importlib.util.find_spec("web.views.dungeon") is not None:
        module = renderer("dungeon")
        assert hasattr(module, "render_board") and hasattr(module, "render_panels")
