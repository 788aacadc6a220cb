"""The table kit (web/views/kit): dice, cards, emblems, tokens."""

import re

import pytest

from web.views.kit import dice


@pytest.mark.parametrize("face", range(1, 7))
def test_d6_draws_pips_for_every_face(face):
    svg = dice.d6(face)
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count("<circle") == face
    assert 'role="img"' in svg and f'aria-label="die showing {face}"' in svg
    assert 'width="36"' in svg


def test_d6_label_size_rolling_held():
    svg = dice.d6(3, size=48, label='a <"die">', rolling=True, held=True)
    assert 'aria-label="a &lt;&quot;die&quot;&gt;"' in svg
    assert 'width="48"' in svg
    assert "die-rolling" in svg and "die-held" in svg
    assert "die-rolling" not in dice.d6(3)


@pytest.mark.parametrize("face", [0, 7, -1])
def test_d6_rejects_impossible_faces(face):
    with pytest.raises(ValueError):
        dice.d6(face)


@pytest.mark.parametrize("colour", ["S", "A", "M", "H"])
@pytest.mark.parametrize("face", range(1, 7))
def test_coloured_die_never_colour_alone(colour, face):
    svg = dice.coloured_die(face, colour)
    name = dice.COLOURS[colour][0]
    # the letter and a shape mark, as well as the colour class
    assert f">{colour}</text>" in svg
    assert 'class="die-mark"' in svg
    assert f"die-{name}" in svg
    assert f'aria-label="{name} die showing {face}"' in svg
    assert svg.count("<circle") - ('<circle class="die-mark"' in svg) == face


def test_coloured_dice_have_distinct_shapes():
    marks = {re.search(r'<(\w+) class="die-mark"[^>]*>', dice.coloured_die(1, c)).group(0) for c in "SAMH"}
    assert len(marks) == 4


def test_coloured_die_unknown_colour_is_plain_not_an_error():
    svg = dice.coloured_die(2, "X", rolling=True)
    assert "plain die showing 2" in svg and ">?</text>" in svg
    assert "die-rolling" in svg


@pytest.mark.parametrize("face", range(1, 13))
def test_d12_every_face(face):
    svg = dice.d12(face)
    assert f">{face}</text>" in svg
    assert f'aria-label="twelve-sided die showing {face}"' in svg


def test_d12_marks_six_and_nine():
    assert "underline" in dice.d12(6) and "underline" in dice.d12(9)
    assert "underline" not in dice.d12(8)
    with pytest.raises(ValueError):
        dice.d12(13)


def test_roll_tray_caption_outcome_tone_key_escaped():
    html = dice.roll_tray(
        [dice.d6(5, rolling=True), dice.d6(6, rolling=True)],
        caption="11 + 1 <sword> = 12",
        outcome="not enough, 13 needed",
        tone="bad",
        key='r"1',
    )
    assert "tray-bad" in html and 'data-roll="r&quot;1"' in html
    assert "11 + 1 &lt;sword&gt; = 12" in html
    assert '<span class="tray-outcome">not enough, 13 needed</span>' in html
    assert html.count("<svg") == 2
    assert 'role="status"' in html


def test_roll_tray_defaults():
    html = dice.roll_tray([], caption="7", tone="weird")
    assert "tray-neutral" in html and "tray-outcome" not in html
    assert "data-roll" not in html
