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
