"""One Deck Dungeon views in CPython: targets reachable, names escaped, every decision type renders."""

from __future__ import annotations

import re

import engine.games.one_deck_dungeon  # noqa: F401  (registers the game)
from engine import Chance, Match, Seat, bot_choose
from web.views import one_deck_dungeon as odd
from web.views import renderer

BOARD_PREFIXES = ("die:", "box:", "door:", "pair:")


def walk(seed: int, players: int = 1, bot: str = "random", limit: int = 3000):
    m = Match("one_deck_dungeon", tuple(Seat(f"<b>P{i}</b>&", bot) for i in range(players)), {}, seed)
    dice = Chance(seed)
    for _ in range(limit):
        d = m.decision
        if d is None:
            break
        yield m, d
        m.play(bot_choose(bot, m.game, m.state, d, dice))
    yield m, None


def test_renderer_is_found():
    assert renderer("one_deck_dungeon") is odd


def test_every_board_option_is_clickable_and_every_decision_renders():
    prompts = set()
    for seed in range(6):
        for m, d in walk(seed, 1 + seed % 2):
            view = m.view(0)
            html = odd.render_board(view, d)
            panels = odd.render_panels(view)
            assert html.startswith("<div") and panels.startswith("<div")
            if d is None:
                continue
            prompts.add(view["phase"])
            found = set(re.findall(r'data-choice="([^"]+)"', html))
            for o in d.options:
                if o.key.startswith(BOARD_PREFIXES):
                    assert o.key in found, (o.key, view["phase"])
            for key in found:
                assert d.has(key), key  # nothing clickable that is not an option
    assert {"action", "battle", "loot"} <= prompts


def test_dice_are_draggable_buttons_with_text():
    for m, d in walk(11):
        if d is not None and any(o.key.startswith("die:") for o in d.options):
            html = odd.render_board(m.view(0), d)
            die = re.search(r'<div[^>]*data-choice="die:\d+"[^>]*>', html).group(0)
            assert 'role="button"' in die and 'tabindex="0"' in die and "data-drag" in die
            assert 'data-drag-choice="die:' in die and "aria-label=" in die
            assert re.search(r'aria-label="Pick up (Strength|Agility|Magic|Heroic) \d', html)
            return
    raise AssertionError("no battle reached")


def test_boxes_become_targets_after_picking_a_die():
    for m, d in walk(12):
        if d is not None and d.prompt == "Choose a box" and any(o.key.startswith("box:") for o in d.options):
            html = odd.render_board(m.view(0), d)
            for o in d.options:
                if o.key.startswith("box:"):
                    assert f'data-choice="{o.key}"' in html
            return
    raise AssertionError("no box choice reached")


def test_names_are_escaped():
    for m, _d in walk(3, 2):
        panels = odd.render_panels(m.view(0))
        assert "<b>P0</b>" not in panels and "&lt;b&gt;P0&lt;/b&gt;&amp;" in panels
        break


def test_preview_and_text_labels_without_colour():
    for m, d in walk(4):
        v = m.view(0)
        if v["phase"] == "battle" and v["encounter"] and v["encounter"].get("preview"):
            html = odd.render_board(v, d)
            assert "If you confirm now:" in html
            assert re.search(r"\d+ (Strength|Agility|Magic|any)", html)  # box values as words
            return
    raise AssertionError("no battle preview reached")
