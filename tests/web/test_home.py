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


def test_each_game_has_a_light_inline_svg_picture_drawn_from_its_content():
    """Every shipped game shows a picture: inline SVG (no bitmaps, nothing fetched), a few KB,
    decorative (hidden from screen readers), and the same markup every time (a pure function)."""
    from web.views import all_games

    for game in all_games():
        art = home.game_picture(game)
        assert art.startswith(f'<div class="game-art game-art-{game.id}" aria-hidden="true"><svg ')
        assert len(art.encode()) < 8000, game.id
        assert not re.search(r"<img|<image|href=|url\(|https?:", art)
        assert art == home.game_picture(game)
        assert art in home.render_home(all_games())


def test_pictures_follow_the_content():
    """Drawn from the data: One Deck Dungeon's hand names its cards' encounters; Dungeon! draws
    the Great Hall with a hero on it; DungeonQuest's tiles carry the first hero's initial."""
    from engine.games.dungeon import content as dng
    from engine.games.dungeonquest import content as dq
    from engine.games.one_deck_dungeon import content as odd

    by_id = {g.id: g for g in engine.all_games()}
    hand = home.game_picture(by_id["one_deck_dungeon"])
    for cid in odd.CARD_IDS[:3]:
        assert f">{odd.CARDS[cid].encounter[:11]}" in hand
    assert hand.count('class="die cdie') == 4 and "art-letter" in hand
    assert "em-humanoid" in hand  # the Goblin's family emblem, from the kit
    board = home.game_picture(by_id["dungeon"])
    hall = dng.load_board().spaces[dng.GREAT_HALL]
    assert f'class="art-hall" x="{hall.x:g}" y="{hall.y:g}"' in board and 'class="token token-circle"' in board
    assert board.count('class="die d6"') == 2
    tiles = home.game_picture(by_id["dungeonquest"])
    assert tiles.count('class="art-tile"') == 3 and 'class="token token-triangle"' in tiles
    assert f">{dq.load_heroes()[0].name[0]}</text>" in tiles


def test_a_game_without_a_picture_still_gets_its_card(toy):
    assert home.game_picture(toy) == ""
    assert 'class="game-art' not in home.render_home([toy])


def test_players_and_length_at_a_glance(toy):
    by_id = {g.id: g for g in engine.all_games()}
    assert home.at_a_glance(by_id["dungeonquest"]) == "1-4 players \u00b7 45-60 min"
    assert home.at_a_glance(toy) == f"{toy.min_players}-{toy.max_players} players"
    assert "1-4 players \u00b7 45-60 min" in home.render_game_card(by_id["dungeonquest"])


def test_the_options_fold_is_a_visible_more_options_button(toy):
    html = home.render_home([toy, toy])
    assert html.count('<details class="more"><summary>More options') == 2
    from pathlib import Path

    css = Path(__file__).resolve().parents[2].joinpath("static/app.css").read_text()
    assert "details.more > summary:focus-visible" in css and "details.more[open] > summary::before" in css


def test_dungeonquest_form_offers_a_hero_per_seat_random_by_default():
    """Hero choice per seat; a seat a smaller table leaves out is greyed by the per-count CSS."""
    from engine.games.dungeonquest import HEROES

    game = {g.id: g for g in engine.all_games()}["dungeonquest"]
    form = home.render_new_game_form(game)
    for seat in range(1, 5):
        field = re.search(rf'<div class="field"[^>]*><label for="dungeonquest-v-hero{seat}">.*?</div>', form).group(0)
        assert '<option value="0" selected>Random</option>' in field
        assert all(f">{h.name}</option>" in field for h in HEROES)
        off = " ".join(str(n) for n in range(1, seat))
        assert (f'data-off-for="{off}"' in field) == bool(off)
    params = {"game": "dungeonquest", "players": "2", "v.hero1": "2", "v.hero2": "2"}
    request = home.parse_new_game(params, [game])
    assert request.variants["hero1"] == request.variants["hero2"] == HEROES[1].id
    with pytest.raises(engine.OptionsError, match="different hero"):
        engine.Match("dungeonquest", request.seats, request.variants, 1)


def test_dungeon_fighters_picture_is_its_own_target_board():
    """Drawn from the physics' board data: every hole and bone, the bullseye, three hero dice (one icon up)."""
    from engine.games.dungeon_fighter.physics import board as geo

    art = home.game_picture(engine.get("dungeon_fighter"))
    assert art.count('class="df-hole"') == len(geo.DATA["holes"])
    assert art.count('class="df-bone"') == len(geo.DATA["bones"])
    assert "df-sec-10" in art and art.count('class="df-die ') == 3 and art.count('class="df-icon"') == 1
    assert "<title>" not in art  # decorative: no tooltips
