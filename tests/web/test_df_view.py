"""Dungeon Fighter's table (web/views/dungeon_fighter): the table and board drawn from the physics'
board data, dice on it, the foe's card, hero sheets, chest, shop, dungeon sheet, the throw pad and
the playback of a recorded throw."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

from engine.core.game import Seat
from engine.core.rng import Chance
from engine.games.dungeon_fighter import make_state
from engine.games.dungeon_fighter.physics import board as geo
from engine.games.dungeon_fighter.physics import gesture, throw
from web import views
from web.views import dungeon_fighter as df
from web.views.dungeon_fighter import aim, sheets, table, trace
from web.views.dungeon_fighter.dungeon import floor_map


def _state(players: int = 3, seed: int = 7):
    seats = tuple(Seat(f"P{i}", bot=None if i == 0 else "random") for i in range(players))
    return make_state(seats, {}, Chance(seed))


def _swing_state():
    st = _state()
    st.apply(st.decision().index("fight"), ())
    return st


def _xml(markup: str) -> ET.Element:
    return ET.fromstring(f"<div>{markup.replace('&hellip;', '…').replace('&middot;', '·')}</div>")


def test_renderer_is_found() -> None:
    assert views.renderer("dungeon_fighter") is df


def test_board_is_drawn_from_the_physics_board_data() -> None:
    """Digest 5.3: holes, bones, rings and the outer quadrants where the judge reads them (y flipped)."""
    svg = table.board_svg()
    for hole in geo.DATA["holes"]:
        assert f'cx="{hole["x"]}" cy="{-hole["y"] if hole["y"] else 0}" r="{hole["r"]}"' in svg
    for bone in geo.DATA["bones"]:
        assert f'x1="{bone["a"][0]}" y1="{-bone["a"][1]}" x2="{bone["b"][0]}" y2="{-bone["b"][1]}"' in svg
        assert f'stroke-width="{2 * bone["r"]}"' in svg
    for ring in geo.DATA["rings"]:
        assert f'r="{ring["r_max"]}"' in svg and f"df-sec-{ring['value']}" in svg
    numbers = re.findall(r'class="df-sec-num"[^>]*>(\d+)<', svg)
    assert sorted(set(numbers), key=int) == ["1", "2", "3", "4", "5", "10"]
    _xml(svg)


def test_outer_quadrants_score_as_the_judge_scores_them() -> None:
    """NE and SW (x*y >= 0) score 2, NW and SE score 1 (digest 5.3); the drawing's NE is up-right."""
    svg = table.board_svg()
    quads = re.findall(r'<rect class="df-sec df-sec-(\d)" x="([-\d.]+)" y="([-\d.]+)"', svg)
    for value, x, y in quads:
        cx, cy = float(x) + 140, -(float(y) + 140)  # the quadrant's centre, back in world mm
        assert geo.classify(cx * 1.9, cy * 1.9) == int(value)


def test_dice_on_the_board_are_drawn_where_they_lie_with_their_letter_or_icon() -> None:
    view = {
        "board": [
            {"die": 0, "color": "blue", "x": 100.0, "y": 50.0, "yaw": 30.0, "top": 1},
            {"die": 3, "color": "white", "x": -20.0, "y": -200.0, "yaw": 0.0, "top": 1},
            {"die": 2, "color": "red", "x": 0.0, "y": 0.0, "yaw": 0.0, "top": 4},
        ]
    }
    svg = table.table_svg(view)
    assert 'data-die="0"' in svg and "translate(100 -50) rotate(-30)" in svg
    assert 'aria-label="blue die, icon up"' in svg
    assert 'aria-label="bonus (white) die"' in svg  # white dice never show the icon (A-DF-09)
    assert 'aria-label="red die"' in svg and ">R</text>" in svg
    _xml(svg)


def test_the_table_is_a_throw_pad_only_on_your_throw_and_never_throws_on_a_click() -> None:
    st = _swing_state()
    decision = st.decision()
    html = df.render_board(st.view(decision.player), decision)
    keys = df.throw_keys(decision)
    assert keys and all(k.startswith("throw:") for k in keys)
    assert 'data-df-pad="1"' in html
    for key in keys:
        assert f'data-df-die="{key}"' in html
        assert f'data-choice="{key}"' not in html  # a throw needs a gesture: never an accidental click
    assert 'data-df-release="1"' in html and 'id="df-readout"' in html
    quiet = df.render_board(st.view(decision.player), None)
    assert "data-df-pad" not in quiet and "data-df-die" not in quiet
    assert "is thinking" in quiet  # a computer is deciding: the table says so
    _xml(html)


def test_guide_blind_has_no_arrow_weak_hand_a_shaking_mirrored_one() -> None:
    a = aim.Aim(yaw_cdeg=2000)
    assert table.arrow_svg(a, aim.guide(("blind",))) == ""
    weak = table.arrow_svg(a, aim.guide(("weak_hand",)))
    assert "df-arrow-mirrored" in weak and "df-shake-" in weak
    plain = table.arrow_svg(a, aim.guide(()))
    # the weak hand's arrow leans the other way
    x_plain = float(re.search(r'x2="([-\d.]+)"', plain).group(1))
    x_weak = float(re.search(r'x2="([-\d.]+)"', weak).group(1))
    assert x_plain < 0 < x_weak
    assert "rotate(180)" in table.table_svg({}, aim=a, g=aim.guide(("backwards",)), throwing=True)
    assert "df-board-hidden" in table.table_svg({}, aim=a, g=aim.guide(("sitting",)), throwing=True)
    assert 'data-df-memorise="2000"' in table.table_svg({}, aim=a, g=aim.guide(("blind",)), throwing=True)


def test_requirement_ids_come_from_the_foe_and_declared_weapons() -> None:
    view = {
        "encounter": {"requirements": ["Blind shot"], "weapons": ["w1"]},
        "heroes": [{"equipment": [{"id": "w1", "requirement": "Wrong hand"}, {"id": "w2", "requirement": "Slam"}]}],
    }
    assert df.requirement_ids(view) == ("blind", "weak_hand")
    assert df.requirement_ids({"encounter": {"requirement_ids": ["spin"]}}) == ("spin",)


def test_monster_card_shows_health_left_type_and_requirements() -> None:
    enc = {
        "kind": "monster",
        "name": "Bone <Rattler>",
        "type": "undead",
        "level": 2,
        "hp": 3,
        "max_hp": 7,
        "damage": 2,
        "gold": 1,
        "ability": "",
        "requirements": ["Blind shot"],
        "toad": True,
        "defeated": False,
    }
    html = sheets.monster_card(enc)
    assert "Bone &lt;Rattler&gt;" in html and "<Rattler>" not in html
    assert 'aria-valuenow="3"' in html and 'aria-valuemax="7"' in html and "3/7" in html
    assert html.count("df-pip-lost") == 4
    assert "em-undead" in html and "Level 2 Undead" in html
    assert "blind shot" in html and "toad" in html
    goblin = sheets.monster_card({**enc, "type": "goblinoid", "kind": "boss"})
    assert "em-humanoid" in goblin and "Final boss" in goblin and "Gold" not in goblin


def test_hero_sheet_health_scars_abilities_by_colour_equipment_and_dice() -> None:
    st = _swing_state()
    view = st.view(0)
    hero = dict(view["heroes"][0])
    hero["abilities"] = [dict(a) for a in hero["abilities"]]
    hero["abilities"][1]["scarred"] = True
    hero["hp"] = 4
    hero["dice"] = ["blue", "red"]
    hero["equipment"] = [{"id": "x", "name": "Pan", "type": "weapon", "requirement": "Slam", "bonus": 3}]
    html = sheets.hero_sheet(hero, swinging=True)
    assert 'aria-valuenow="4"' in html and "1 scar" in html
    assert "df-ab-blue" in html and "df-ab-green df-scarred" in html and "scarred: lost" in html
    assert '<span class="sr">red die: </span>' in html  # the colour in words, not colour alone
    assert "Pan" in html and "Slam, +3" in html
    assert 'aria-label="blue die"' in html and 'aria-current="true"' in html
    rows = [li for li in _xml(html).iter("li") if "df-ability" in li.get("class", "")]
    assert len(rows) == 3
    for row in rows:  # the die, the name (with the scar note), the text: three grid cells, scarred or not
        assert [c.get("class") for c in row] == ["df-ab-die", "df-ab-name", "df-ab-text"]


def test_chest_and_shop() -> None:
    html = sheets.chest({"chest": {"gold": 5, "bonus_dice": 1}})
    assert "5 gold" in html and "1 bonus die" in html and html.count("df-coin") == 5
    items = [{"id": "e7", "name": "Lucky Boot", "type": "armor", "cost": 2, "one_use": False}]
    shop = sheets.shop(
        items, {"buy:e7:0", "buy:e7:2", "done"}, [{"seat": 0, "name": "Torm"}, {"seat": 2, "name": "Nim"}]
    )
    assert 'data-choice="buy:e7:0"' in shop and "Buy for Torm" in shop and "Buy for Nim" in shop
    assert "2 gold" in shop
    assert "data-choice" not in sheets.shop(items, set(), [])


def test_dungeon_sheet_draws_the_layout_and_the_party_and_offers_moves() -> None:
    st = _state()
    view = st.view(0)
    lay = view["dungeon"][0]
    svg = floor_map(view, {"move:r2", "move:r3"})
    assert svg.count("df-corridor") == len(lay["corridors"])
    for room in lay["rooms"]:
        assert f"Room {room['id'].lstrip('r')}" in svg
    assert "(the party is here)" in svg and 'aria-label="The party"' in svg
    assert 'data-choice="move:r2"' in svg and 'data-choice="move:r3"' in svg
    assert 'data-choice="move:r4"' not in svg
    _xml(svg)


def test_every_decision_of_a_random_game_renders() -> None:
    """Every option the table draws as a target is one the decision offers (and moves are all drawn)."""
    st = _state(players=2, seed=11)
    rnd = random.Random(3)
    for _ in range(160):
        decision = st.decision()
        if decision is None:
            break
        view = st.view(decision.player)
        html = df.render_board(view, decision) + df.render_panels(view)
        offered = {o.key for o in decision.options}
        drawn = set(re.findall(r'data-choice="([^"]+)"', html))
        assert drawn <= offered
        assert {k for k in offered if k.startswith("move:r")} <= drawn
        throws = df.throw_keys(decision)
        if throws:
            i = decision.index(throws[0])
            st.apply(i, gesture("S", rnd.randint(-100, 100), rnd.randint(-400, 400), rnd.randint(380, 520), 200))
        else:
            st.apply(rnd.randrange(len(decision.options)), ())


def _result():
    return throw(gesture("S", 0, 0, 160, 0), die="blue", requirements=(), board=(), seed=5, k=0)


def test_playback_follows_the_recorded_trace_without_simulating() -> None:
    """Digest 5.2: the view animates the recorded positions (0.1 mm per ms), interpolated."""
    result = _result()
    dice = result.trace.dice
    thrown = dice[0]
    flat = thrown[2]
    n = len(flat) // 3
    assert trace.duration_ms(dice) == n
    p0 = trace.pose(thrown, 0)
    assert (p0.x, p0.y, p0.z) == (flat[0] / 10, flat[1] / 10, flat[2] / 10)
    mid = trace.pose(thrown, 10.5)
    assert mid.x == pytest.approx((flat[30] + flat[33]) / 20)
    end = trace.pose(thrown, n + 500)
    assert (end.x, end.y) == pytest.approx((result.final["x"], result.final["y"]), abs=0.05)
    assert not end.moving
    assert end.top == result.final["top"]
    svg = trace.frame(dice, {None: "blue"}, 40)
    assert "df-die-blue" in svg and svg.count("<g") == 1
    path = trace.path_svg(dice)
    assert "df-track-thrown" in path and "df-bounce" in path


def test_resting_dice_the_trace_moved_are_found_by_where_they_stopped() -> None:
    result = _result()
    pose = result.outcome.rest_pose
    board = [
        {"die": 0, "color": "blue", "x": pose.x, "y": pose.y, "yaw": pose.yaw, "top": pose.top},
        {"die": 1, "color": "green", "x": pose.x + 50, "y": pose.y, "yaw": 0, "top": 2},
    ]
    assert trace.moved_ids(result.trace.dice, board) == [0]


def test_the_thrown_die_colour_comes_from_the_record_or_the_log() -> None:
    assert trace.thrown_color({"last_throw": {"die": "green"}}) == "green"
    log = ["Torm throws the red die: a hit on 4.", "Nim throws a bonus die and misses: it fell through a hole."]
    assert trace.thrown_color({"log": log}) == "white"
    assert trace.thrown_color({"log": log[:1] + ["The party moves on."]}) == "red"
    dice = ((None, 0, (), ()), (1, 40, (), ()), (4, 80, (), ()))
    assert trace.colors(dice, "red") == {None: "red", 1: "green", 4: "white"}


def test_the_trace_the_engine_view_carries_plays_back_the_same() -> None:
    st = _swing_state()
    decision = st.decision()
    st.apply(decision.index(df.throw_keys(decision)[0]), gesture("S", 0, 0, 160, 0))
    view = st.view(0)
    k, dice, top = trace.from_view(view)
    assert k == st.throw_k - 1
    assert dice == st.last_trace.dice and top == st.last_trace.start_top
    assert trace.from_view({"trace": None}) is None


def test_partners_advice_and_home_edge() -> None:
    view = {
        "partners": [{"name": "Torm (Bo)", "label": "Fight <it>", "reason": "It is weak."}],
        "heroes": [{"home_edge": "S"}, {"home_edge": "W"}],
    }
    html = df.partners(view)
    assert "Torm (Bo)" in html and "Fight &lt;it&gt;" in html and "It is weak." in html
    assert df.home_edge(view, type("D", (), {"player": 1})()) == "W"
    assert df.home_edge(view, None) == "S"


def test_objects_a_throw_needs_stand_on_the_table() -> None:
    bank = aim.prepare(aim.Aim(), ("bank",))
    svg = table.objects_svg(bank, ("bank",))
    assert "df-object" in svg and "hero sheet" in svg and "translate(375 450)" in svg
    # the sheet on its edge (8 mm) is shown and grabbed by a halo around it, inside its draggable group
    group = _xml(svg).find(".//*[@data-df-object='bank']")
    halo = group.find("./*[@class='df-object-halo']")
    assert halo is not None and float(halo.get("height")) >= 8 + 2 * 30
    card = aim.prepare(aim.Aim(edge="E"), ("card_jump",))
    assert "df-card-wall" in table.objects_svg(card, ("card_jump",))
    assert table.objects_svg(aim.Aim(), ()) == ""


def test_the_board_close_up_shows_the_dice_on_it_unless_the_board_is_hidden() -> None:
    view = {
        "board": [
            {"die": 0, "color": "blue", "x": 100.0, "y": 50.0, "yaw": 0.0, "top": 1},
            {"die": 2, "color": "red", "x": 600.0, "y": -500.0, "yaw": 0.0, "top": 3},  # off the board
        ]
    }
    svg = table.board_closeup(view)
    assert 'data-die="0"' in svg and 'data-die="2"' not in svg and "1 die on it" in svg
    assert table.board_closeup(view, aim.guide(("sitting",))) == ""
    assert 'data-df-memorise="2000"' in table.board_closeup(view, aim.guide(("blind",)))
    _xml(svg)


def test_the_face_up_in_the_hand_is_a_button_that_says_which() -> None:
    st = _swing_state()
    decision = st.decision()
    html = df.render_board(st.view(decision.player), decision, aim=aim.Aim(top_face=1))
    assert 'data-df-face="1"' in html and "Face up in your hand: 1 (the icon)" in html
    assert df.face_words(4) == "Face up in your hand: 4"


def test_a_declared_weapons_requirement_is_in_force_on_the_table() -> None:
    """R-DF-094: a weapon's requirement joins the foe's.  The table must set up what it needs (the
    bank sheet stands) and the controls say what it asks, or the player's throw fails unexplained."""
    st = _swing_state()
    decision = st.decision()
    assert df.throw_keys(decision), "the fight begins with a throw"
    st.enc.weapons = ("ricochet_racket",)  # its requirement: bank shot
    view = st.view(decision.player)
    assert "bank" in df.requirement_ids(view)
    html = df.render_board(view, decision)
    assert 'data-df-object="bank"' in html, "the bank sheet stands on the table"
    assert "Bank shot:" in html and "must hit it before it reaches the board" in html
    st.enc.weapons = ()
    assert "bank" not in df.requirement_ids(st.view(decision.player))


def test_every_requirement_is_told_in_player_words_never_by_its_id() -> None:
    """R-DF-090: each of the 22 requirements, in force, is named and explained in the throw controls;
    the ids the physics knows never reach the page's words."""
    from engine.games.dungeon_fighter.content import REQUIREMENTS

    assert len(REQUIREMENTS) == 22
    a = aim.Aim()
    for rid, req in REQUIREMENTS.items():
        html = df.throw_controls({}, ["throw:red"], aim.prepare(a, (rid,)), (rid,))
        notes = _xml(html).find(".//ul[@class='df-req-notes']")
        assert notes is not None, rid
        words = "".join(notes.itertext())
        assert req.name in words and req.text in words, rid
        if "_" in rid:
            assert rid not in words, rid
        everything = "".join(_xml(html).itertext()).lower()
        dev = re.findall(r"\b(loft|yaw|aux|gesture|physics|seed|station|cdeg|ddeg|drps|none)\b", everything)
        assert not dev, (rid, dev)
    weak = "".join(_xml(df.throw_controls({}, ["throw:red"], a, ("weak_hand",))).itertext())
    assert "where the die will really go" in weak


def test_the_readout_says_the_aim_in_plain_words() -> None:
    """The aim readout: no "0 mm in the middle", no "1 degrees"; a level throw says so."""
    text = df.readout(aim.Aim(edge="E", offset_mm=0, yaw_cdeg=100, loft_ddeg=-150))
    assert "in the middle;" in text and " mm" not in text and "0 mm" not in text
    assert "aim 1 degree left;" in text and "thrown 15 degrees down" in text
    text = df.readout(aim.Aim(offset_mm=-250, yaw_cdeg=-2000, loft_ddeg=0))
    assert "25 cm left of the middle" in text and "aim 20 degrees right" in text and "thrown level" in text
    assert "arc 45 degrees" in df.readout(aim.Aim(loft_ddeg=450))
    # the how-to asks for no press on the small hand: a swipe anywhere on the table throws from it
    assert "Drag or swipe across the table towards the board" in df.throw_controls({}, ["throw:red"], aim.Aim(), ())
    assert "from your hand" not in df.HOW_TO


def test_the_last_throw_is_told_under_the_table() -> None:
    """After a throw the result reads beside the table in the log's words (hit or miss and why, the
    damage after it); before any throw there is nothing to tell."""
    st = _swing_state()
    decision = st.decision()
    assert "df-last" not in df.render_board(st.view(0), decision)
    key = df.throw_keys(decision)[0]
    st.apply(decision.index(key), gesture("S", 0, 0, 450, -150))
    view = st.view(0)
    html = df.render_board(view, st.decision())
    last = _xml(html).find(".//p[@class='df-last']")
    assert last is not None
    words = "".join(last.itertext())
    line = next(str(x) for x in reversed(view["log"]) if " throws " in str(x))
    assert words.startswith("Last throw: ") and line in words
    assert ("a hit on" in line) or ("misses:" in line)
    if df.throw_keys(st.decision()):  # your throw again: the die buttons come before the old news
        assert html.index("df-picks") < html.index("data-df-watch") < html.index("df-last")
    old = {"throws": 3, "log": ["Ana throws the red die: a hit on 4.", "Ana draws Grumpy Mole: 3 health."]}
    assert df.last_throw(old) == "", "a throw at the foe before is not told at the next one"
    assert "a hit on 4" in df.last_throw({"throws": 3, "log": old["log"][:1]})


def test_a_shop_weapon_says_what_its_throw_asks() -> None:
    """R-DF-170 / R-DF-094: a weapon for sale names its requirement and says what it asks, so a player
    knows the throw before paying for it; a card without one says nothing of the kind."""
    from engine.games.dungeon_fighter.content import REQUIREMENTS

    helmet = {"id": "battering_helmet", "name": "Battering Helmet", "type": "weapon", "cost": 5}
    html = sheets.shop(
        [{**helmet, "requirement": "Header", "bonus": 4}, {**helmet, "id": "stew", "type": "item"}], set()
    )
    assert "Throw: Header. +4 damage." in html and REQUIREMENTS["head"].text in html
    assert html.count("Toss the die up") == 1
    assert sheets.requirement_text("No such throw") == ""


def test_R_DF_094_a_throw_requirement_reads_as_a_requirement_not_an_error() -> None:
    """R-DF-094: 'This throw must be: bank shot.' is something to do: the decision bar lists it as
    needed now, not with the cross of the 'not possible now' lines (a newcomer read it as an error);
    a note that refuses something keeps that cross."""
    import dataclasses

    import engine
    from web.views import play

    st = _swing_state()
    st.enc.weapons = ("ricochet_racket",)  # its requirement: bank shot
    st._decision = None
    decision = st.decision()
    must = next(n for n in decision.notes if "bank shot" in n)
    assert df.requirement_notes(decision) == (must,)
    refused = "Only with a key."
    decision = dataclasses.replace(decision, notes=(*decision.notes, refused))
    game = next(g for g in engine.all_games() if g.id == "dungeon_fighter")
    seats = tuple(Seat(f"P{i}", bot=None if i == 0 else "random") for i in range(3))
    screen = play.Screen(game=game, seats=seats, view=st.view(0), decision=decision, result=None, viewer=0)
    html = play.render_decision(screen, df)
    needed = re.search(r'<ul class="notes notes-must" aria-label="Needed now">(.*?)</ul>', html)
    assert needed and must in needed.group(1) and refused not in needed.group(1)
    not_possible = re.search(r'<ul class="notes" aria-label="Not possible now">(.*?)</ul>', html)
    assert not_possible and refused in not_possible.group(1) and must not in not_possible.group(1)
    assert '<ul class="notes notes-must"' not in play.render_decision(screen)  # a game without the hook


def test_on_your_throw_the_table_asks_a_phone_to_bring_it_into_view_once_per_throw() -> None:
    """A phone scrolls the table above the docked decision when a throw begins (web/redraw.py
    `bring_into_view`): the table carries a key that changes with every throw, and none otherwise."""
    st = _swing_state()
    decision = st.decision()
    view = st.view(decision.player)
    html = df.render_board(view, decision)
    keys = re.findall(r'id="df-table"[^>]*data-bring-into-view="([^"]+)"', html)
    assert keys == [f"throw-{view.get('throws', 0)}"]
    later = df.render_board({**view, "throws": int(view.get("throws", 0)) + 1}, decision)
    assert re.findall(r'data-bring-into-view="([^"]+)"', later) != keys
    assert "data-bring-into-view" not in df.render_board(view, None)
