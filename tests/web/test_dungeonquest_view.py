"""The DungeonQuest views (web/views/dungeonquest/), rendered in CPython.

Hand-made view dicts (tests/web/dq_fixtures.py, per notes/dq_contract.md)
check the drawing rules without the rules engine; once the engine package is
importable, random bot playouts check every view and decision it produces.
"""

from __future__ import annotations

import copy
import html
import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from engine.core.decision import Decision, Option
from web.views import dungeonquest as dq
from web.views.dungeonquest import base as dq_base
from web.views.dungeonquest import panels as dq_panels
from web.views.dungeonquest import tiles as dq_tiles

from . import dq_fixtures as fx

SVG = "{http://www.w3.org/2000/svg}"
HOSTILE = fx.HOSTILE
C = dq.CELL


def parse(svg: str) -> ET.Element:
    """The board must be well-formed XML (it is inlined into the page as SVG)."""
    return ET.fromstring(svg)


def one_tile_view(t: dict[str, Any], rotation: int = 0, pos: tuple[int, int] = (3, 3), **extra: Any) -> dict[str, Any]:
    view = fx.base_view()
    view["spaces"] = [fx.space(pos, t, rotation=rotation, **extra)]
    view["heroes"] = []
    return view


def tile_group(root: ET.Element, tile_id: str) -> ET.Element:
    found = [g for g in root.iter(f"{SVG}g") if g.get("data-tile") == tile_id]
    assert len(found) == 1, f"tile {tile_id} drawn {len(found)} times"
    return found[0]


def halls(group: ET.Element) -> dict[str, tuple[float, float, float, float]]:
    out = {}
    for rect in group.iter(f"{SVG}rect"):
        if "dq-hall" in (rect.get("class") or ""):
            out[rect.get("data-edge")] = tuple(float(rect.get(k)) for k in ("x", "y", "width", "height"))
    return out


def on_edge(box: tuple[float, float, float, float], edge: str) -> bool:
    """Whether a rectangle (cell-local) touches the given world edge of its cell."""
    x, y, w, h = box
    return {
        "N": abs(y) < 1e-6,
        "S": abs(y + h - C) < 1e-6,
        "W": abs(x) < 1e-6,
        "E": abs(x + w - C) < 1e-6,
    }[edge]


def decision(*options: Option, player: int = 0) -> Decision:
    return Decision(player, "Your move", tuple(options))


# ---------------------------------------------------------------- rotation
def test_world_edge_follows_the_contract_rotation_convention() -> None:
    # Contract example: rotation 90 puts local S on world W (the entry arrow points west).
    assert dq.world_edge("S", 90) == "W"
    assert dq.world_edge("N", 90) == "E"
    assert dq.world_edge("E", 180) == "W"
    assert dq.world_edge("W", 270) == "S"
    assert [dq.world_edge(e, 0) for e in dq.EDGES] == list(dq.EDGES)


@pytest.mark.parametrize(
    ("rotation", "hall_world", "entry_world"), [(0, "N", "S"), (90, "E", "W"), (180, "S", "N"), (270, "W", "E")]
)
def test_R_DQ_030_rotated_tile_puts_its_hall_on_the_right_world_edge(
    rotation: int, hall_world: str, entry_world: str
) -> None:
    # Local halls: N (with a door) and the entry S.
    t = fx.tile("R9", "dungeon_room", "NS", barriers={"N": ["door"]})
    root = parse(dq.board_svg(one_tile_view(t, rotation), None))
    group = tile_group(root, "R9")
    found = halls(group)
    assert set(found) == {hall_world, entry_world}
    for edge, box in found.items():
        assert on_edge(box, edge), (edge, box)
    arrows = [p for p in group.iter(f"{SVG}polygon") if "dq-entry" in (p.get("class") or "")]
    assert [a.get("data-edge") for a in arrows] == [entry_world]
    # The door sits in the hall that was local N, i.e. near the world edge `hall_world`.
    doors = [r for r in group.iter(f"{SVG}rect") if r.get("class") == "dq-door"]
    assert len(doors) == 1
    x, y = float(doors[0].get("x")), float(doors[0].get("y"))
    w, h = float(doors[0].get("width")), float(doors[0].get("height"))
    cx, cy = x + w / 2, y + h / 2
    near = {"N": cy < dq.INSET, "S": cy > C - dq.INSET, "W": cx < dq.INSET, "E": cx > C - dq.INSET}
    assert near[hall_world]


def test_rotated_tile_text_stays_upright_and_art_turns() -> None:
    t = fx.tile("D9", "chamber_of_darkness", "NES", darkness={"N": [1, 2], "E": [3, 4], "S": [5, 6]})
    root = parse(dq.board_svg(one_tile_view(t, 180), None))
    group = tile_group(root, "D9")
    numbers = {
        g.get("data-edge"): g.find(f"{SVG}text").text for g in group.iter(f"{SVG}g") if g.get("class") == "dq-dnum"
    }
    # Rotated 180: local N -> S, E -> W, S -> N; the numbers follow their halls.
    assert numbers == {"S": "1·2", "W": "3·4", "N": "5·6"}
    for text in group.iter(f"{SVG}text"):
        parent_transforms = [g.get("transform") for g in group.iter(f"{SVG}g") if text in list(g)]
        assert not any(parent_transforms)  # no text inside a rotated group
    bridge = fx.tile("B9", "bridge", "NS", sides={"A": ["S"], "B": ["N"]})
    svg = dq.render_board(one_tile_view(bridge, 90), None)
    assert 'transform="rotate(90 50 50)"' in svg


def test_hall_and_wall_stay_in_their_own_cell() -> None:
    t = fx.tile("R8", "dungeon_room", "NESW")
    root = parse(dq.board_svg(one_tile_view(t, 0, pos=(6, 9)), None))
    wrappers = [g for g in root.iter(f"{SVG}g") if any(c.get("data-tile") == "R8" for c in g)]
    ox, oy = dq.MARGIN + 6 * C, dq.MARGIN + 9 * C
    assert wrappers[0].get("transform") == f"translate({dq_base._n(ox)} {dq_base._n(oy)})"


# ---------------------------------------------------------------- every kind, barriers, fixed chambers
ART_CLASS = {
    "chasm": "dq-chasm",
    "cave_in": "dq-rubble",
    "bridge": "dq-plank",
    "spider_web": "dq-web",
    "bottomless_pit": "dq-pit",
    "rotating_chamber": "dq-rotate",
    "trap_chamber": "dq-spikes",
    "chamber_of_darkness": "dq-dark",
}


@pytest.mark.parametrize("t", fx.sample_tiles(), ids=lambda t: t["kind"])
def test_every_chamber_kind_renders_with_its_own_art(t: dict[str, Any]) -> None:
    for rotation in (0, 90, 180, 270):
        svg = dq.render_board(one_tile_view(t, rotation), None)
        root = parse(svg)
        group = tile_group(root, t["id"])
        assert f"dq-k-{t['kind']}" in group.get("class")
        assert group.find(f"{SVG}title").text.startswith(t["name"])
        classes = " ".join(el.get("class") or "" for el in group.iter())
        if t["kind"] in ART_CLASS:
            assert ART_CLASS[t["kind"]] in classes
        hall_count = sum(1 for e in t["edges"].values() if e["hall"])
        assert len(halls(group)) == hall_count


def test_corridor_floor_is_narrower_than_a_room() -> None:
    room = parse(dq.board_svg(one_tile_view(fx.tile("R7", "dungeon_room", "NS")), None))
    corridor = parse(dq.board_svg(one_tile_view(fx.tile("C7", "corridor", "NS")), None))
    width = {}
    for root, tid in ((room, "R7"), (corridor, "C7")):
        width[tid] = halls(tile_group(root, tid))["N"][2]
    assert width["C7"] < width["R7"]


def test_R_DQ_028_doors_and_portcullises_have_distinct_shapes_and_open_doors_show() -> None:
    t = fx.tile(
        "R6", "dungeon_room", "NESW", barriers={"N": ["door"], "E": ["portcullis"], "W": ["door", "portcullis"]}
    )
    group = tile_group(parse(dq.board_svg(one_tile_view(t), None)), "R6")
    barriers = [g.get("data-barrier") for g in group.iter(f"{SVG}g") if g.get("class") == "dq-barrier"]
    assert sorted(barriers) == ["door", "door", "portcullis", "portcullis"]
    for g in group.iter(f"{SVG}g"):
        if g.get("data-barrier") == "door":
            assert g.find(f"{SVG}rect") is not None and g.find(f"{SVG}circle") is not None  # bar + knob
        if g.get("data-barrier") == "portcullis":
            assert g.find(f"{SVG}path").get("d").count("M") >= 6  # rails and bars: a grille
    opened = tile_group(parse(dq.board_svg(one_tile_view(t, open=["N"]), None)), "R6")
    assert len([p for p in opened.iter(f"{SVG}path") if p.get("class") == "dq-door-open"]) == 1
    assert len([g for g in opened.iter(f"{SVG}g") if g.get("data-barrier") == "door"]) == 1


def test_R_DQ_031_032_033_icons_torch_dungeon_icon_and_stairs() -> None:
    t = fx.tile("R5", "dungeon_room", "NS", torch=True, icon=True, stairs=True)
    classes = " ".join(
        el.get("class") or "" for el in tile_group(parse(dq.board_svg(one_tile_view(t), None)), "R5").iter()
    )
    assert "dq-torch" in classes and "dq-icon" in classes and "dq-stairs" in classes
    bare = fx.tile("R4", "dungeon_room", "NS")
    classes = " ".join(
        el.get("class") or "" for el in tile_group(parse(dq.board_svg(one_tile_view(bare), None)), "R4").iter()
    )
    assert "dq-torch" not in classes and "dq-icon" not in classes and "dq-stairs" not in classes


def test_R_DQ_024_025_towers_and_the_two_space_treasure_chamber() -> None:
    root = parse(dq.board_svg(fx.base_view(), None))
    towers = [g for g in root.iter(f"{SVG}g") if "dq-k-tower" in (g.get("class") or "")]
    assert len(towers) == 4
    treasure = [g for g in root.iter(f"{SVG}g") if "dq-k-treasure" in (g.get("class") or "")]
    assert len(treasure) == 2
    # One chamber: the shared edge is open floor from corner to corner (no hall strip, no wall there).
    west, east = (tile_group(root, tid) for tid in ("TR0", "TR1"))
    floors = [r for r in west.iter(f"{SVG}rect") if r.get("class") == "dq-floor"]
    assert float(floors[0].get("x")) + float(floors[0].get("width")) == C
    assert "E" not in halls(west) and "W" not in halls(east)
    assert any(r.get("class") == "dq-chest" for r in west.iter(f"{SVG}rect"))
    assert any(c.get("class") == "dq-coin" for c in east.iter(f"{SVG}circle"))


def test_sides_are_divided_between_a_and_b() -> None:
    # Side A = S only: the crack runs between the two S corners; A = S+E: a diagonal NE -> SW.
    assert dq_tiles._divide({"A": ["S"], "B": ["N", "E", "W"]}) == ((C, C), (0.0, C), True)
    assert dq_tiles._divide({"A": ["S", "E"], "B": ["N", "W"]}) == ((C, 0.0), (0.0, C), False)
    assert dq_tiles._divide({"A": ["W", "N"], "B": ["S"]}) == ((0.0, C), (C, 0.0), False)
    # Opposite halls cannot be split by one line: letters name the sides instead.
    assert dq_tiles._divide({"A": ["S", "N"], "B": ["E", "W"]}) is None
    t = fx.tile("V8", "cave_in", "NESW", sides={"A": ["S", "N"], "B": ["E", "W"]})
    group = tile_group(parse(dq.board_svg(one_tile_view(t, 90), None)), "V8")
    letters = sorted(el.text for el in group.iter(f"{SVG}text") if el.get("class") == "dq-side")
    assert letters == ["A", "A", "B", "B"]


# ---------------------------------------------------------------- tokens and figures
def test_R_DQ_033_space_tokens_search_monster_and_entrance_marker() -> None:
    t = fx.tile("R3", "dungeon_room", "NS", torch=True)
    view = one_tile_view(t, search_tokens=2, monster=True, entrance_marker=True)
    root = parse(dq.board_svg(view, None))
    search = [g for g in root.iter(f"{SVG}g") if g.get("class") == "dq-search"]
    assert len(search) == 1 and search[0].find(f"{SVG}text").text == "S2"
    assert "2 search tokens" in search[0].find(f"{SVG}title").text
    assert len([g for g in root.iter(f"{SVG}g") if g.get("class") == "dq-monster"]) == 1
    assert len([g for g in root.iter(f"{SVG}g") if g.get("class") == "dq-marker"]) == 1
    quiet = parse(dq.board_svg(one_tile_view(t), None))
    assert not [g for g in quiet.iter(f"{SVG}g") if g.get("class") in ("dq-search", "dq-monster", "dq-marker")]


def test_heroes_have_distinct_shapes_initials_and_the_current_one_is_ringed() -> None:
    view = fx.full_view()
    root = parse(dq.board_svg(view, None))
    heroes = {g.get("data-seat"): g for g in root.iter(f"{SVG}g") if "dq-hero" in (g.get("class") or "")}
    assert set(heroes) == {"0", "1", "3"}  # seat 2 is in the catacombs: no figure
    bodies = {seat: next(el for el in g if el.get("class") == "dq-body").tag for seat, g in heroes.items()}
    assert bodies["0"] == f"{SVG}circle" and bodies["1"] == f"{SVG}rect" and bodies["3"] == f"{SVG}polygon"
    assert heroes["0"].find(f"{SVG}text").text == "W"  # Warden Iselde
    assert "dq-current" in heroes["0"].get("class") and "(this turn)" in heroes["0"].find(f"{SVG}title").text
    assert any(c.get("class") == "dq-ring" for c in heroes["0"])
    assert "dq-current" not in heroes["1"].get("class")
    assert not any(c.get("class") == "dq-ring" for c in heroes["1"])
    view["phase"] = "over"
    root = parse(dq.board_svg(view, None))
    assert not [g for g in root.iter(f"{SVG}g") if "dq-current" in (g.get("class") or "")]


def test_dead_and_exited_heroes_leave_the_board() -> None:
    view = fx.base_view()
    view["heroes"][0]["status"] = "dead"
    view["heroes"][1]["status"] = "exited"
    root = parse(dq.board_svg(view, None))
    assert not [g for g in root.iter(f"{SVG}g") if "dq-hero" in (g.get("class") or "")]


def test_travel_marker_points_its_facing() -> None:
    view = fx.full_view()
    root = parse(dq.board_svg(view, None))
    markers = [g for g in root.iter(f"{SVG}g") if g.get("class") == "dq-travel"]
    assert len(markers) == 1
    assert "rotate(90 " in markers[0].find(f"{SVG}path").get("transform")  # facing E
    assert "facing east" in markers[0].find(f"{SVG}title").text


# ---------------------------------------------------------------- targets
def test_targets_carry_their_option_keys_and_sit_on_their_space() -> None:
    view = fx.base_view()
    d = decision(
        Option("move:2,2", "Move east into B3", target="sq:2,2"),
        Option("search", "Search the room", target="sq:1,2"),
        Option("catacombs", "Go down the stairs", target="sq:1,2"),  # same space: the first option wins
        Option("stay", "Stay"),  # no target: a decision-bar button only
        Option("odd", "Not a space", target="door:3"),
        Option("off", "Off the board", target="sq:12,40"),
    )
    root = parse(dq.board_svg(view, d))
    assert root.get("role") == "group"
    targets = [g for g in root.iter(f"{SVG}g") if g.get("class") == "target"]
    assert [t.get("data-choice") for t in targets] == ["search", "move:2,2"]  # reading order
    for t in targets:
        assert t.get("role") == "button" and t.get("tabindex") == "0" and t.get("aria-label")
    hl = next(r for r in targets[1].iter(f"{SVG}rect") if r.get("class") == "dq-hl")
    x, y = float(hl.get("x")), float(hl.get("y"))
    assert dq.MARGIN + 2 * C < x < dq.MARGIN + 3 * C and dq.MARGIN + 2 * C < y < dq.MARGIN + 3 * C
    assert targets[1].get("aria-label") == "Move east into B3"


def test_no_targets_without_a_decision_or_for_another_seat() -> None:
    view = fx.base_view()
    d = decision(Option("move:2,2", "Move", target="sq:2,2"), player=1)
    assert 'class="target"' not in dq.render_board(view, None)
    assert 'class="target"' not in dq.render_board(view, d, interactive=False)
    view["viewer"] = 0
    assert 'class="target"' not in dq.render_board(view, d)
    view["viewer"] = 1
    assert 'class="target"' in dq.render_board(view, d)
    assert 'role="img"' in dq.render_board(view, None)


def test_phone_zoom_frames_the_targets_and_whole_board_when_spread() -> None:
    view = fx.base_view()
    near = decision(Option("move:2,2", "Move", target="sq:2,2"), Option("move:1,3", "Move", target="sq:1,3"))
    svg = dq.render_board(view, near)
    assert "--dq-zoom:scale(" in svg
    spread = decision(Option("a", "A", target="sq:0,0"), Option("b", "B", target="sq:9,12"))
    assert "--dq-zoom:" not in dq.render_board(view, spread)


# ---------------------------------------------------------------- escaping and robustness
def hostile_view() -> dict[str, Any]:
    view = fx.combat_view()
    view["heroes"][0]["name"] = HOSTILE
    view["heroes"][0]["hero_name"] = HOSTILE
    view["heroes"][0]["abilities"] = [HOSTILE]
    view["heroes"][0]["loot"] = [{"id": "x", "name": HOSTILE, "text": HOSTILE, "gold": 5}]
    view["heroes"][0]["runes"] = [{"id": "r", "name": HOSTILE, "text": HOSTILE}]
    view["heroes"][0]["catacomb_row"] = [{"id": "c", "name": HOSTILE, "text": HOSTILE}]
    view["heroes"][0]["travel_marker"] = {"pos": [2, 2], "facing": HOSTILE}
    view["heroes"][1]["stuck"] = HOSTILE
    view["combat"]["monster"]["name"] = HOSTILE
    view["combat"]["monster"]["text"] = HOSTILE
    view["combat"]["last"]["text"] = HOSTILE
    view["combat"]["last"]["hero_card"] = HOSTILE
    view["last_card"] = {"deck": HOSTILE, "name": HOSTILE, "text": HOSTILE}
    view["decks"][HOSTILE] = {"draw": 1, "discard": 0}
    view["spaces"][0]["tile"] = dict(view["spaces"][0]["tile"], name=HOSTILE, id=HOSTILE, kind=HOSTILE)
    view["result"] = {"scores": [1, 2], "winners": [0], "summary": HOSTILE}
    return view


def test_hostile_names_are_escaped_everywhere() -> None:
    view = hostile_view()
    d = decision(Option("move:2,2", HOSTILE, target="sq:2,2"), Option(HOSTILE, "x", target="sq:2,3"))
    board = dq.render_board(view, d)
    panels = dq.render_panels(view)
    for markup in (board, panels):
        assert "<img" not in markup and "<script" not in markup
    assert "&lt;img src=x onerror=alert(1)&gt;" in panels
    parse(board)
    ET.fromstring(f"<div>{panels.replace('<br>', '<br/>')}</div>")  # well-formed too


@pytest.mark.parametrize(
    "junk",
    [
        {},
        {"spaces": None, "heroes": None, "sun": None, "decks": None},
        {"spaces": [{"x": 99, "y": -1, "tile": {}}, {"x": "a", "tile": None}, 5], "heroes": [7, {"pos": "x"}]},
        {"sun": {"position": "x", "numbered": {"25": 1}, "last_roll": [9]}, "combat": {"monster": None}},
        {"heroes": [{"seat": 0, "pos": [1, 1]}], "current": 0, "result": {"winners": [5, "x"]}},
    ],
)
def test_bad_view_data_never_crashes(junk: dict[str, Any]) -> None:
    parse(dq.board_svg(junk, decision(Option("m", "M", target="sq:1,1"))))
    assert dq.render_panels(junk).startswith('<div class="dq-panels">')


# ---------------------------------------------------------------- panels
def test_sun_track_marks_numbered_spaces_position_and_last_roll() -> None:
    view = fx.base_view()
    view["sun"] = {
        "position": 26,
        "length": 30,
        "numbered": [25, 26, 27, 28, 29],
        "numbers": [1, 2, 3, 4, 5],
        "last_roll": [4],
    }
    panels = dq.render_panels(view)
    sun = panels[panels.index('class="panel dq-sun"') :].split("</section>")[0]
    assert sun.count("<li") == 30
    assert sun.count('class="dq-num') == 5
    now = [li for li in sun.split("<li")[1:] if "aria-current" in li]
    assert len(now) == 1 and "Space 26" in now[0] and "dq-now" in now[0] and "☀2" in now[0]
    assert "sunset on a roll of 5 or less" in sun
    assert "Last sunset roll" in sun and "#die-4" in sun
    # Pairs and dicts are accepted too.
    assert dq_panels._sun_numbers({"numbered": [[25, 1], [29, 5]]}) == {25: 1, 29: 5}
    assert dq_panels._sun_numbers({"numbered": {"28": 4}}) == {28: 4}
    assert dq_panels._sun_numbers({"numbered": [14, 17]}) == {14: None, 17: None}


def test_hero_sheet_shows_attributes_health_determination_loot_and_status() -> None:
    view = fx.base_view()
    ann = view["heroes"][0]
    ann.update(
        runes=[{"id": "r1", "name": "Rune of Haste", "text": "Move twice."}],
        catacomb_row=[{"id": "k1", "name": "Dripping Tunnel", "text": "Damp."}],
        stuck="web",
    )
    panels = dq.render_panels(view)
    ann_sheet = panels[panels.index('data-seat="0"') :].split("</section>")[0]
    for text in (
        "Str",
        "Agi",
        "Arm",
        "Lck",
        "<b>8</b>",
        "12 of 15 left (3 wounds)",
        "Determination</dt><dd>2",
        "Silver Chalice",
        "120 gold",
        "Rune of Haste",
        "Dripping Tunnel",
        "in a spider web",
        "Test dungeon_room R1 (dungeon room)",
        "▶ Turn",
        "(first player)",
    ):
        assert text in ann_sheet, text
    assert "aria-current" in ann_sheet
    view["heroes"][1].update(status="dead", pos=None)
    view["heroes"][0].update(
        status="playing", pos=None, in_catacombs=True, travel_marker={"pos": [3, 3], "facing": "S"}
    )
    panels = dq.render_panels(view)
    assert "Status</dt><dd>Dead" in panels
    assert "In the catacombs" in panels and "Travel marker</dt><dd>under an unexplored space, facing south" in panels
    view["heroes"][1]["status"] = "exited"
    assert "Escaped the dungeon" in dq.render_panels(view)


def test_hero_side_in_a_divided_chamber_is_shown() -> None:
    view = fx.base_view()
    view["heroes"][0]["side"] = "B"
    assert "Status</dt><dd>Test dungeon_room R1 (dungeon room), side B" in dq.render_panels(view)


def test_last_card_decks_tiles_left_and_result() -> None:
    view = fx.base_view()
    view["decks"]["door"] = {"draw": 7, "discard": 3}
    panels = dq.render_panels(view)
    table = dq.render_board(view, None)
    assert "Last card: Dungeon deck" in table and "Draught" in table and "Last card" not in panels
    assert "Chamber tiles left: <b>103</b>" in panels
    assert '<th scope="row">Door</th><td>7</td><td>3</td>' in panels
    assert "Game over" not in panels
    view["phase"] = "over"
    view["result"] = {"scores": [120, 0], "winners": [0], "summary": "Ann escaped with 120 gold."}
    panels = dq.render_panels(view)
    assert "Winner: Ann (Warden Iselde)" in panels and "Ann escaped with 120 gold." in panels
    assert "★ Winner" in panels and "▶ Turn" not in panels
    view["result"] = {"scores": [0, 0], "winners": [], "summary": "The sun set."}
    assert "No winner" in dq.render_panels(view)


# ---------------------------------------------------------------- a full board
def test_full_board_draws_every_tile_from_cache_and_fresh_dicts_alike() -> None:
    """A 113-tile board renders the same markup cold, warm, and from fresh dicts
    (the static per-tile cache must not leak one render into the next).
    Its speed is measured by `python -m bench.render`, not asserted here."""
    view = fx.full_view()
    assert sum(1 for s in view["spaces"] if s["tile"]["kind"] not in ("tower", "treasure")) == 113
    d = decision(Option("move:3,6", "Move west", target="sq:3,6"), Option("move:4,5", "Move north", target="sq:4,5"))
    dq_tiles._tile_markup.cache_clear()
    cold = dq.render_board(view, d)
    warm = dq.render_board(copy.deepcopy(view), d)
    assert cold == warm
    assert cold.count('data-choice="move:') == 2


# ---------------------------------------------------------------- real games from the engine
CONTRACT_COMBAT_KEYS = {"hero", "monster_player", "monster", "round", "chosen", "last"}


def engine_match(seed: int, bots: tuple[str, ...]) -> Any:
    """A Match of the real engine (skips the test while the engine package is not there yet)."""
    pytest.importorskip("engine.games.dungeonquest")
    pytest.importorskip("engine.games.dungeonquest.view")
    from engine import Match, Seat

    names = ("Ann", HOSTILE, "Cy", "Di")
    seats = tuple(Seat(names[i], kind) for i, kind in enumerate(bots))
    return Match("dungeonquest", seats, {}, seed)


def sq_choices(root: ET.Element) -> list[str]:
    return [g.get("data-choice") for g in root.iter(f"{SVG}g") if g.get("class") == "target"]


def check_render(match: Any, decision: Any, viewer: int | None) -> None:
    """Board and panels of one view: well-formed, escaped, targets = first option per sq: space."""
    view = match.view(viewer)
    assert isinstance(view.get("log"), list)
    board = dq.render_board(view, decision)
    panels = dq.render_panels(view)
    root = parse(board)
    ET.fromstring(f"<div>{panels.replace('<br>', '<br/>')}</div>")
    assert "<img" not in board + panels
    expected: dict[str, str] = {}
    if decision is not None and (view.get("viewer") is None or view.get("viewer") == decision.player):
        for option in decision.options:
            target = option.target or ""
            if target.startswith("sq:") and target not in expected:
                expected[target] = option.key
    assert sorted(sq_choices(root)) == sorted(expected.values())
    # Explored spaces and heroes from the engine are all drawn.
    tiles = [g for g in root.iter(f"{SVG}g") if g.get("data-tile")]
    assert len(tiles) == len(view["spaces"])
    combat = view.get("combat")
    if isinstance(combat, dict):
        allowed = CONTRACT_COMBAT_KEYS | ({"my_pick"} if viewer is not None and viewer == combat.get("hero") else set())
        assert set(combat) <= allowed, set(combat) - allowed


def hidden_pick_check(match: Any) -> int:
    """When the hero has chosen a combat card, no other seat's render may show it."""
    combat = getattr(match.state, "combat", None)
    pick = getattr(combat, "hero_pick", None) if combat is not None else None
    if not pick:
        return 0
    hero_seat = match.view(None).get("combat", {}).get("hero")
    checked = 0
    for viewer in (None, *range(len(match.seats))):
        if viewer == hero_seat:
            continue
        view = match.view(viewer)
        table = dq.render_board(view, None)
        section = table[table.index("dq-combat") :].split("</section>")[0]
        section = section.split('<p class="dq-last">')[0]  # what the previous round revealed may be named
        section = re.sub(r'<div class="dq-played".*?</figure></div>', "", section)  # the last round, revealed
        for card in dq.CARD_NAMES.values():
            assert card not in section
        checked += 1
    return checked


@pytest.mark.parametrize(
    ("seed", "bots"),
    [(1, ("random", "random")), (2, ("greedy", "random", "greedy")), (3, ("greedy", "greedy", "random", "random"))],
)
def test_real_playouts_render_every_view_and_decision(seed: int, bots: tuple[str, ...]) -> None:
    from engine import Chance, bot_choose

    if "greedy" in bots:
        pytest.importorskip("engine.games.dungeonquest.bot")
    match = engine_match(seed, bots)
    dice = Chance(seed + 100)
    seen_targets = 0
    for _step in range(2500):
        decision = match.decision
        if decision is None:
            break
        check_render(match, decision, decision.player)
        check_render(match, decision, None)
        seen_targets += sum(1 for o in decision.options if (o.target or "").startswith("sq:"))
        hidden_pick_check(match)
        kind = match.seats[decision.player].bot or "random"
        match.play(bot_choose(kind, match.game, match.state, decision, dice))
    check_render(match, match.decision, 0)
    assert seen_targets > 0
    assert match.decision is None, "the playout should reach the end of the game"
    final = dq.render_panels(match.view(None))
    assert "Game over" in final and "<img" not in final


def test_a_lone_hero_stands_on_his_side_of_a_divided_chamber() -> None:
    bridge = fx.tile("B7", "bridge", "NS", sides={"A": ["S"], "B": ["N"]})

    def hero_y(side: str | None, rotation: int = 0) -> tuple[float, float]:
        view = one_tile_view(bridge, rotation)
        view["heroes"] = [fx.hero(0, "Ann", "Warden Iselde", pos=[3, 3], side=side)]
        root = parse(dq.board_svg(view, None))
        body = next(el for el in root.iter() if el.get("class") == "dq-body")
        return float(body.get("cx")), float(body.get("cy"))

    x0, y0 = hero_y(None)
    assert hero_y("A")[1] > y0 > hero_y("B")[1]  # side A holds the entry hall, local S = world S
    assert hero_y("A", 90)[0] < x0  # rotated 90: local S faces world W


def test_own_space_is_a_drag_handle_when_moving() -> None:
    view = fx.base_view()  # Ann (seat 0) stands on 1,2
    d = decision(Option("search", "Search", target="sq:1,2"), Option("move:2,2", "Move east", target="sq:2,2"))
    root = parse(dq.board_svg(view, d))
    drag = {g.get("data-choice"): g.get("data-drag") for g in root.iter(f"{SVG}g") if g.get("class") == "target"}
    assert drag == {"search": "", "move:2,2": None}
    heroes = {
        g.get("data-seat"): g.get("data-drag") for g in root.iter(f"{SVG}g") if "dq-hero" in (g.get("class") or "")
    }
    assert heroes == {"0": "", "1": None}  # the mover's own figure is a handle too
    d = decision(Option("search", "Search", target="sq:1,2"), Option("stay", "Stay"))
    root = parse(dq.board_svg(view, d))
    assert all(g.get("data-drag") is None for g in root.iter(f"{SVG}g"))


JUNK = (None, 5, -3, 10**9, "x", [], {}, [None], [[99, 99]], [10**9], {"a": None}, True, 2.5)


def test_junk_in_any_field_never_crashes() -> None:
    """Every top-level, hero, space, tile, sun and combat field replaced by junk in turn: still renders."""
    d = decision(Option("m", "M", target="sq:1,2"), Option("n", "N", target="sq:2,2"))
    base = fx.combat_view()
    base["heroes"][0]["travel_marker"] = {"pos": [2, 2], "facing": "E"}
    base["heroes"][0]["side"] = "A"
    base["result"] = {"scores": [1, 2], "winners": [0], "summary": "x"}
    paths: list[tuple[Any, ...]] = [(k,) for k in base]
    paths += [("heroes", 0, k) for k in base["heroes"][0]]
    paths += [("spaces", 6, k) for k in base["spaces"][6]]
    paths += [("spaces", 6, "tile", k) for k in base["spaces"][6]["tile"]]
    paths += [("spaces", 6, "tile", "edges", e) for e in fx.EDGES]
    paths += [("sun", k) for k in base["sun"]]
    paths += [("combat", k) for k in base["combat"]]
    paths += [("combat", "monster", k) for k in base["combat"]["monster"]]
    paths += [("combat", "last", k) for k in base["combat"]["last"]]
    paths += [("result", k) for k in base["result"]]
    paths += [("heroes", 0, "loot", 0), ("heroes", 0, "travel_marker", "pos"), ("decks", "door")]
    for path in paths:
        for junk in JUNK:
            view = copy.deepcopy(base)
            node = view
            for key in path[:-1]:
                node = node[key]
            node[path[-1]] = junk
            try:
                parse(dq.board_svg(view, d))
                dq.render_panels(view)
            except Exception as exc:  # pragma: no cover - the message names the culprit
                raise AssertionError(f"{path} = {junk!r}: {exc!r}") from exc


# ---------------------------------------------------------------- issue 11: what players read
PLACE_WORDS = re.compile(r"\b\d+,\d+\b")


def _words(markup: str) -> str:
    """What a player reads in markup: text nodes plus title/aria-label attributes."""
    texts = re.findall(r">([^<]+)<", markup)
    attrs = re.findall(r'(?:title|aria-label)="([^"]*)"', markup)
    return html.unescape(" | ".join(texts + attrs))


def test_R_DQ_129_a_dead_heros_sheet_shows_no_tokens() -> None:
    view = fx.base_view()
    view["heroes"][1].update(status="dead", pos=None, wounds=9, determination=2)
    panels = dq.render_panels(view)
    bo = panels[panels.index('data-seat="1"') :].split("</section>")[0]
    assert "Status</dt><dd>Dead" in bo
    assert "wound" not in bo and "Determination" not in bo and "<meter" not in bo


def test_R_DQ_078_health_is_never_shown_above_its_maximum() -> None:
    view = fx.base_view()
    view["heroes"][0]["wounds"] = 19  # health 15
    panels = dq.render_panels(view)
    assert "0 of 15 left (15 wounds)" in panels and "19 wound" not in panels


def test_places_are_named_not_numbered_on_sheets_figures_and_markers() -> None:
    view = fx.base_view()  # Ann on 1,2 (a dungeon room), Bo in the north-east tower
    view["heroes"].append(
        fx.hero(2, "Cy", "Mara", pos=None, in_catacombs=True, travel_marker={"pos": [0, 0], "facing": "W"})
    )
    panels = dq.render_panels(view)
    board = dq.render_board(view, None)
    assert "Status</dt><dd>North-east tower" in panels
    assert "Travel marker</dt><dd>under the north-west tower, facing west" in panels
    assert "Ann (Warden Iselde): Test dungeon_room R1 (dungeon room) (this turn)" in board
    assert not PLACE_WORDS.search(_words(panels)) and not PLACE_WORDS.search(_words(board))


def test_board_title_possessive_of_a_name_ending_in_s() -> None:
    view = fx.base_view()
    view["heroes"][0]["name"] = "Chris"
    assert "DungeonQuest board: Chris' turn" in html.unescape(dq.render_board(view, None))
