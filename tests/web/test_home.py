"""The home page and its new-game form (markup and the parser behind it)."""

from __future__ import annotations

import re

import pytest

import engine
from web.views import home


def form_params(**extra):
    params = {"game": "toyrace", "players": "2", "kind0": "human", "name0": "Ana", "kind1": "greedy", "name1": "Ben"}
    params.update(extra)
    return params


def test_home_lists_each_game_with_pitch_and_form(toy):
    html = home.render_home([toy])
    assert "<h1>Delve</h1>" in html
    assert "Toy Race" in html and "Roll to the finish line first." in html
    assert 'id="new-toyrace"' in html and 'action="play.html"' in html
    assert 'id="resume"' in html
    for i in range(toy.max_players):
        assert f'name="kind{i}"' in html and f'name="name{i}"' in html
    assert 'name="v.target"' in html and 'name="seed"' in html


def test_every_form_control_has_a_label(toy):
    html = home.render_home([toy])
    ids = re.findall(r'<(?:select|input)[^>]*\bid="([^"]+)"', html)
    assert ids
    for control in ids:
        assert f'for="{control}"' in html


def test_seat_rows_beyond_the_count_are_hidden_by_css(toy):
    html = home.render_home([toy])
    assert 'option[value="2"]:checked) .seat:nth-of-type(n+3){display:none}' in html


def test_empty_home_says_so():
    assert "No games" in home.render_home([])


def test_parse_new_game(toy):
    request = home.parse_new_game(form_params(**{"v.target": "2", "seed": "42"}), [toy])
    assert request.game_id == "toyrace"
    assert request.seats == (engine.Seat("Ana"), engine.Seat("Ben", "greedy"))
    assert request.variants == {"target": 50}
    assert request.seed == 42
    assert engine.Match(request.game_id, request.seats, request.variants, request.seed).decision is not None


def test_parse_ignores_seats_beyond_the_count_and_fills_names(toy):
    request = home.parse_new_game(form_params(players="3", name1="   ", kind2="random", kind3="human"), [toy])
    assert [s.name for s in request.seats] == ["Ana", "Computer 2", "Computer 3"]
    assert request.seats[2].bot == "random"
    assert request.seed is None


def test_parse_text_seed_is_derived(toy):
    assert home.parse_new_game(form_params(seed="dragon"), [toy]).seed == engine.derive_seed("dragon")


def test_parse_clips_long_names(toy):
    request = home.parse_new_game(form_params(name0="x" * 100), [toy])
    assert request.seats[0].name == "x" * engine.MAX_NAME


def test_parse_skips_variants_outside_their_player_range(toy):
    assert home.parse_new_game(form_params(**{"v.solo": "1"}), [toy]).variants == {}
    solo = form_params(players="1", **{"v.solo": "1"})
    assert home.parse_new_game(solo, [toy]).variants == {"solo": True}


@pytest.mark.parametrize(
    "bad",
    [
        {"game": "nope"},
        {"players": "9"},
        {"players": "two"},
        {"kind1": "wizard"},
        {"v.target": "7"},
        {"v.target": "-1"},
    ],
)
def test_parse_rejects_bad_forms_with_a_readable_error(toy, bad):
    with pytest.raises(engine.OptionsError) as info:
        home.parse_new_game(form_params(**bad), [toy])
    assert str(info.value)


def test_quick_start_link_is_a_valid_new_game_request():
    """'Play now' is a plain link (works before Python is up) that parse_new_game accepts."""
    from urllib.parse import parse_qsl

    import engine
    from web.views import home

    games = engine.all_games()
    html = home.render_home(games)
    for game in games:
        url = home.quick_start_url(game)
        assert f'data-start href="{url}"'.replace("&", "&amp;") in html
        request = home.parse_new_game(dict(parse_qsl(url.partition("?")[2])), games)
        assert request.game_id == game.id
        assert len(request.seats) == game.default_players
        assert request.seats[0].human and all(not s.human for s in request.seats[1:])


# -- issue 11: a message survives the redraw; options the player count excludes ------
def test_banner_is_drawn_with_the_page_and_escaped(toy):
    """The app's message (a damaged link...) is part of the home markup, so an asynchronous
    redraw of the page cannot wipe it; without one the banner stays hidden."""
    html = home.render_home([toy], banner="This link is damaged <b>here</b>. Start a new game below.")
    banner = re.search(r'<div class="banner" id="banner"([^>]*)>(.*?)</div>', html)
    assert banner and "hidden" not in banner.group(1)
    assert banner.group(2) == "This link is damaged &lt;b&gt;here&lt;/b&gt;. Start a new game below."
    assert re.search(r'<div class="banner" id="banner"[^>]*hidden', home.render_home([toy]))


def test_options_outside_the_player_count_are_marked_with_a_reason(toy):
    html = home.render_new_game_form(toy)
    field = re.search(r'<div class="field" data-off-for="([^"]*)">(.*?)</div>', html)
    assert field and field.group(1) == "2 3 4"  # the solo challenge: 1 player only
    assert 'name="v.solo"' in field.group(2)
    assert 'class="off-note" id="toyrace-v-solo-off">Off: only with 1 player' in field.group(2)
    assert 'aria-describedby="toyrace-v-solo-help toyrace-v-solo-off"' in field.group(2)
    assert html.count("data-off-for") == 1  # the finish line is for any count
    assert home.excluded("2 3 4", "3") and not home.excluded("2 3 4", "1") and not home.excluded("", "1")


def test_dungeon_solo_options_are_off_with_several_players():
    game = engine.get("dungeon")
    solo = [v for v in game.variants if v.players == (1, 1)]
    assert solo
    for variant in solo:
        assert home.off_counts(game, variant) == [2, 3, 4]
    assert all(home.off_counts(game, v) == [] for v in game.variants if v.players is None)


def test_stylesheet_greys_out_every_excluded_count_without_script():
    """static/app.css has a rule for every player count a form offers (works before Python is up)."""
    from pathlib import Path

    css = (Path(__file__).resolve().parents[2] / "static" / "app.css").read_text()
    top = max(game.max_players for game in engine.all_games())
    for n in range(1, top + 1):
        sel = f'.new-game:has(select[name=players] option[value="{n}"]:checked) .field[data-off-for~="{n}"]'
        assert f"{sel} > .off-note" in css
        assert f"{sel} > :is(label, select, small:not(.off-note))" in css
    assert ".field .off-note { display: none;" in css


def test_banner_icon_is_not_read_as_text():
    """The banner's icon is drawn by CSS with an empty alternative: players (and screen
    readers) get "Link copied.", never "!Link copied."."""
    from pathlib import Path

    css = (Path(__file__).resolve().parents[2] / "static" / "app.css").read_text()
    contents = re.findall(r"\.banner[^{]*::before\s*\{[^}]*?content:\s*([^;]+);", css)
    assert contents
    for value in contents:
        assert re.fullmatch(r'"[^"]*"\s*/\s*""', value.strip()), value
