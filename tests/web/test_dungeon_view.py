"""The Dungeon! views (web/views/dungeon.py), rendered in CPython.

A small hand-made board checks the drawing rules without the shipped
content; real games from the engine check targets, escaping and hidden
information against the shipped board.
"""

from __future__ import annotations

import time
import xml.etree.ElementTree as ET
from types import SimpleNamespace
from typing import Any

import pytest

from engine.core.decision import Decision, Option
from web.views import dungeon as dv

SVG = "{http://www.w3.org/2000/svg}"
HOSTILE = "<img src=x onerror=alert(1)>"
NASTY = "\"'&]]><script>x</script>"

# -- a tiny board: G great hall, . corridor, A-Z rooms, 1-9 chambers; a lower-case
# letter is a corridor cell with a door into the room of that letter next to it.
MAP = """
##########################
#AAA................11111#
#AAAa##b###.######..11111#
#AAA.#BBBB#.#CCCC#..11111#
####.#BBBB#.#CCCC#.....###
#....#BBBB#.#CCCC#.#######
#.############c###.######
#.#GGGGGGG........dD#####
#..GGGGGGG..######.######
#.#GGGGGGG..#22222....eE##
#.#GGGGGGG..#22222#######
#...........#22222#######
##########################
"""
NAMES = {
    "A": ("rA", "room", 1, "Goblin Pantry"),
    "B": ("rB", "room", 2, "Hall of Whispering Mirrors and Doors"),
    "C": ("rC", "room", 2, "Armoury"),
    "D": ("rD", "room", 3, "Well"),
    "E": ("rE", "room", 3, "Forge of the Deep"),
    "1": ("kLab", "chamber", 3, "Laboratory"),
    "2": ("kCrypt", "chamber", 1, "Crypt"),
    "G": ("GH", "great_hall", 0, "Great Hall"),
}


def fake_board() -> Any:
    grid = [row for row in MAP.strip("\n").splitlines()]
    cell = 10
    spaces: dict[str, Any] = {}
    cells: dict[tuple[int, int], str] = {}
    areas: dict[str, list[tuple[int, int]]] = {}
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch == "#":
                continue
            if ch in NAMES:
                sid = NAMES[ch][0]
                areas.setdefault(sid, []).append((r, c))
                cells[(r, c)] = sid
            else:
                sid = f"c{r:02d}{c:02d}"
                level = 1 + min(5, (abs(r - 6) + abs(c - 6)) // 4)
                spaces[sid] = SimpleNamespace(
                    id=sid, kind="corridor", level=level, name="", x=c * cell, y=r * cell, w=cell, h=cell
                )
                cells[(r, c)] = sid
    for sid, kind, level, name in NAMES.values():
        rows = [r for r, _ in areas[sid]]
        cols = [c for _, c in areas[sid]]
        x, y = min(cols) * cell, min(rows) * cell
        spaces[sid] = SimpleNamespace(
            id=sid,
            kind=kind,
            level=level,
            name=name,
            x=x,
            y=y,
            w=(max(cols) + 1) * cell - x,
            h=(max(rows) + 1) * cell - y,
        )
    edges: dict[tuple[str, str], Any] = {}

    def link(a: str, b: str, kind: str, r: int, c: int, r2: int, c2: int, door_id: str = "") -> None:
        lo, hi = sorted((a, b))
        if (lo, hi) in edges:
            return
        mx, my = (c + c2 + 1) * cell / 2, (r + r2 + 1) * cell / 2
        edges[(lo, hi)] = SimpleNamespace(a=lo, b=hi, type=kind, id=door_id, x=mx, y=my, vertical=r == r2)

    for (r, c), sid in cells.items():
        for r2, c2 in ((r + 1, c), (r, c + 1), (r - 1, c), (r, c - 1)):
            other = cells.get((r2, c2))
            if other is None or other == sid:
                continue
            a, b = spaces[sid], spaces[other]
            ch = grid[r][c]
            if a.kind == "corridor" and b.kind in ("corridor", "chamber", "great_hall"):
                link(sid, other, "open", r, c, r2, c2)
            elif a.kind == "corridor" and b.kind == "room" and ch.islower() and NAMES[ch.upper()][0] == other:
                link(sid, other, "door", r, c, r2, c2)
    # One secret door: corridor c0508 (beside room B's west wall? no: rock) -> room B from the west.
    link("c0504", "rB", "secret_door", 5, 4, 5, 6, "sd1")
    edges[("c0504", "rB")].x = 6 * cell
    edges[("c0504", "rB")].vertical = True
    height, width = len(grid) * cell, max(len(r) for r in grid) * cell
    return SimpleNamespace(spaces=spaces, edges=tuple(edges.values()), width=width, height=height, cell=cell)


BOARD = fake_board()


def hero(
    seat: int, name: str, space: str, cls: str = "fighter", colour: str = "#c0392b", mark: str = "F", sees: bool = True
) -> dict[str, Any]:
    return {
        "seat": seat,
        "name": name,
        "deaths": 1,
        "hero": {"id": f"h{seat}", "name": f"Hero{seat}", "class": cls, "colour": colour, "mark": mark},
        "space": space,
        "requirement": 20000,
        "in_play": [{"id": "sw", "name": "Blade of Dawn", "gp": 1500, "special": "magic_sword", "level": 2}],
        "sword_bonus": 1,
        "lat": 2,
        "hand_count": 2,
        "spell_count": 3,
        "spell_cap": 5,
        "hand": [
            {"id": "t1", "name": f"Ruby of seat {seat}", "gp": 500, "special": None, "level": 1},
            {"id": "t2", "name": f"Crown of seat {seat}", "gp": 2000, "special": None, "level": 2},
        ]
        if sees
        else None,
        "gp": 4000 if sees else None,
        "spells": ["fireball", "lightning", "teleport"] if sees else None,
        "known_doors": [] if sees else None,
    }


def fake_view(viewer: int | None = 0) -> dict[str, Any]:
    troll = {
        "id": "m1",
        "name": "Troll",
        "level": 2,
        "kind": "creature",
        "cleric": 8,
        "fighter": 7,
        "rogue": 9,
        "wizard": None,
        "fireball": 6,
        "lightning": 7,
    }
    return {
        "game": "dungeon",
        "viewer": viewer,
        "phase": "move",
        "turn": 0,
        "points": 3,
        "path": ["GH", "c0710", "c0711"],
        "first_player": 0,
        "round": 2,
        "players": [
            hero(0, HOSTILE, "c0711", "wizard", "#2e86de", "W", sees=viewer in (0, None)),
            hero(1, NASTY, "GH", sees=viewer in (1, None)),
            hero(2, "Cleo", "GH", "cleric", "#f1c40f", "C", sees=viewer in (2, None)),
            hero(3, "Dan", "kLab", "rogue", "#27ae60", "R", sees=viewer in (3, None)),
        ],
        "cleared": {"rA": 1, "kCrypt": 2},
        "slots": [
            {
                "number": 1,
                "space": "rC",
                "face_up": True,
                "monster": troll,
                "dropped": [{"id": "d1", "name": "Silver Cup", "gp": 250, "special": None, "level": 1}],
                "treasure": None,
            },
            {"number": 2, "space": "rB", "face_up": False, "monster": None, "dropped": [], "treasure": "hidden"},
            {
                "number": 3,
                "space": "kLab",
                "face_up": False,
                "monster": {
                    "id": "m2",
                    "name": "Secret Wyrm",
                    "level": 3,
                    "kind": "creature",
                    "cleric": 9,
                    "fighter": 8,
                    "rogue": 10,
                    "wizard": 11,
                    "fireball": 7,
                    "lightning": 8,
                }
                if viewer == 0
                else None,
                "dropped": [],
                "treasure": None,
            },
        ],
        "decks": {lv: {"monsters": 20 - lv, "monster_discard": lv, "treasures": 10} for lv in range(1, 7)},
        "hunter": None,
        "hunt_target": None,
        "options": {},
        "log": [],
        "over": False,
        "winners": None,
        "end_reason": "",
        "deciding": 0,
    }


def fake_decision(player: int = 0) -> Decision:
    return Decision(
        player,
        "move",
        (
            Option("crystal:rC", "Crystal Ball: look into Armoury", "rC", "Crystal Ball"),
            Option("move:rC", "Move to Armoury, 3 steps (stop)", "rC", "Move"),
            Option("move:c0712", "Move to corridor c0712, 1 step", "c0712", "Move"),
            Option("move:c0810", "Move to corridor c0810, 1 step", "c0810", "Move"),
            Option("search:sd1", "Search for secret door sd1 (roll 5-6)", "sd1", "Search"),
            Option("fireball:rC", "Cast Fireball at Armoury", None, "Spells"),
            Option("stop", "End move here", "c0711", "Move"),
        ),
    )


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def choices(root: ET.Element) -> list[str]:
    return [el.get("data-choice") for el in root.iter() if el.get("data-choice") is not None]


# ---------------------------------------------------------------- fake board
def test_fake_board_svg_is_well_formed_and_titled() -> None:
    root = parse(dv.board_svg(fake_view(), fake_decision(), board=BOARD))
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == f"0 0 {BOARD.width} {BOARD.height}"
    assert root.get("width") == "100%"
    assert root.find(f"{SVG}title") is not None
    assert root.find(f"{SVG}style") is not None


def test_targets_first_option_wins_and_untargeted_are_absent() -> None:
    root = parse(dv.board_svg(fake_view(), fake_decision(), board=BOARD))
    assert sorted(choices(root)) == sorted(["crystal:rC", "move:c0712", "move:c0810", "search:sd1", "stop"])
    for el in root.iter():
        if el.get("data-choice"):
            assert el.get("class") == "target"
            assert el.get("tabindex") == "0"
            assert el.get("role") == "button"
            assert el.get("aria-label")
            kids = {child.get("class") for child in el}
            assert {"dng-hl", "dng-pin"} <= kids  # outline and marker, not colour alone


def test_hero_space_is_the_drag_handle_while_moving() -> None:
    """Drag the hero from its own space (the 'stop' target) onto a highlighted space."""
    root = parse(dv.board_svg(fake_view(), fake_decision(), board=BOARD))
    handles = [el.get("data-choice") for el in root.iter() if el.get("data-drag") is not None]
    assert handles == ["stop"]
    no_moves = Decision(0, "Pick", (Option("stop", "Stay here", "c0711", "Move"),))
    root = parse(dv.board_svg(fake_view(), no_moves, board=BOARD))
    assert not [el for el in root.iter() if el.get("data-drag") is not None]


def test_no_targets_for_other_players_or_when_not_interactive() -> None:
    view = fake_view(viewer=1)
    assert choices(parse(dv.board_svg(view, fake_decision(0), board=BOARD))) == []
    assert choices(parse(dv.board_svg(fake_view(), fake_decision(), interactive=False, board=BOARD))) == []
    assert choices(parse(dv.board_svg(fake_view(), None, board=BOARD))) == []
    # Hot-seat shared view: viewer None draws the decider's targets.
    assert choices(parse(dv.board_svg(fake_view(None), fake_decision(0), board=BOARD)))


def test_static_layer_names_doors_and_levels() -> None:
    svg = dv.board_svg(fake_view(), None, board=BOARD)
    root = parse(svg)
    titles = [t.text for t in root.iter(f"{SVG}title")]
    assert "Hall of Whispering Mirrors and Doors (Level 2 room)" in titles  # full name in a tooltip
    assert any(t and t.startswith("Secret door between ") for t in titles)
    assert not [t for t in titles if t and "sd1" in t]  # no internal door id in a tooltip
    secret = [g for g in root.iter(f"{SVG}g") if g.get("class") == "dng-secret"]
    assert len(secret) == 1 and any(t.text == "S" for t in secret[0].iter(f"{SVG}text"))
    doors = [r for r in root.iter(f"{SVG}rect") if r.get("class") == "dng-door"]
    assert len(doors) == sum(1 for e in BOARD.edges if e.type == "door")
    # Every room and chamber writes its level number.
    lvls = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "dng-lvl"]
    assert len(lvls) == sum(1 for s in BOARD.spaces.values() if s.kind in ("room", "chamber"))


def test_tokens_badges_and_path() -> None:
    root = parse(dv.board_svg(fake_view(), None, board=BOARD))
    heroes = [g for g in root.iter(f"{SVG}g") if (g.get("class") or "").startswith("dng-hero")]
    assert len(heroes) == 4
    assert sum("dng-current" in g.get("class") for g in heroes) == 1
    # Two heroes in the Great Hall are both visible (different centres).
    hall = [g for g in heroes if "Great Hall" in g.find(f"{SVG}title").text]
    centres = {(t.get("x"), t.get("y")) for g in hall for t in g.iter(f"{SVG}text")}
    assert len(centres) == 2
    # Each seat's token has its own shape as well as its colour and initial (kit figures).
    shapes = [
        next(k for k in (c.get("class") or "").split() if k.startswith("token-"))
        for g in heroes
        for c in g.iter(f"{SVG}g")
        if "token" in (c.get("class") or "").split()
    ]
    assert len(set(shapes)) == 4
    cleared = [g for g in root.iter(f"{SVG}g") if g.get("class") == "dng-cleared"]
    assert len(cleared) == 2
    assert any(t.text == "2/3" for g in cleared for t in g.iter(f"{SVG}text"))
    slots = [g for g in root.iter(f"{SVG}g") if (g.get("class") or "").startswith("dng-slot")]
    assert [g.get("class") for g in slots] == ["dng-slot dng-up", "dng-slot dng-down", "dng-slot dng-down"]
    assert [t.text for t in slots[0].iter(f"{SVG}text")] == ["1", "T"]
    assert root.find(f".//{SVG}g[@class='dng-path']/{SVG}polyline") is not None


def test_hidden_slot_monster_named_only_to_who_saw_it() -> None:
    assert "Secret Wyrm" in dv.board_svg(fake_view(0), None, board=BOARD)
    assert "Secret Wyrm" in dv.render_panels(fake_view(0), board=BOARD)
    for viewer in (1, None):
        assert "Secret Wyrm" not in dv.board_svg(fake_view(viewer), None, board=BOARD)
        assert "Secret Wyrm" not in dv.render_panels(fake_view(viewer), board=BOARD)


def test_hostile_names_are_inert() -> None:
    view = fake_view()
    svg = dv.board_svg(view, fake_decision(), board=BOARD)
    html = dv.render_panels(view, board=BOARD)
    for text in (svg, html):
        assert "<img" not in text and "<script" not in text and "]]>" not in text
        assert "&lt;img src=x onerror=alert(1)&gt;" in text
    assert "&quot;&#39;&amp;]]&gt;&lt;script&gt;" in html
    parse(svg)


def test_panels_content() -> None:
    html = dv.render_panels(fake_view(0), board=BOARD)
    assert html.count('<section class="player') == 4
    assert html.count("▶ Turn") == 1
    assert "Ruby of seat 0" in html and "Ruby of seat 1" not in html and "Crown of seat 2" not in html
    assert '1,500 gp in play + <span class="dng-hidden">2 hidden cards</span>' in html
    assert "Magic Sword" in html or "+1" in html
    assert "Fireball ×1" in html  # own spells by kind
    assert "Troll" in html and "Silver Cup" in html
    assert "Decks" in html and "Lose a Turn" in html
    other = dv.render_panels(fake_view(1), board=BOARD)
    assert "3 of 5" in other  # another Wizard's spells as a count


def test_game_over_panel() -> None:
    view = fake_view()
    view.update(over=True, winners=[0], end_reason=f"{HOSTILE} came home rich.")
    html = dv.render_panels(view, board=BOARD)
    assert "Game over" in html and "Winner: &lt;img" in html and "<img" not in html


def test_hunter_and_treasure_hunt() -> None:
    view = fake_view()
    view["hunter"] = {"space": "rE", "revealed": False, "monster": None, "dropped": []}
    view["hunt_target"] = {"id": "x", "name": "Idol", "gp": 3000, "special": None, "level": 3}
    svg = dv.board_svg(view, None, board=BOARD)
    root = parse(svg)
    assert any(g.get("class") == "dng-hunter" for g in root.iter(f"{SVG}g"))
    html = dv.render_panels(view, board=BOARD)
    assert "Treasure Hunt" in html and "Idol" in html and "The Hunter" in html


def test_bad_hero_colour_cannot_escape_attribute() -> None:
    view = fake_view()
    view["players"][0]["hero"]["colour"] = '"/><script>x</script>'
    svg = dv.board_svg(view, None, board=BOARD)
    assert "<script" not in svg
    parse(svg)


def test_deterministic() -> None:
    assert dv.board_svg(fake_view(), fake_decision(), board=BOARD) == dv.board_svg(
        fake_view(), fake_decision(), board=BOARD
    )
    assert dv.render_panels(fake_view(), board=BOARD) == dv.render_panels(fake_view(), board=BOARD)


def test_name_fitting_abbreviates_long_names() -> None:
    lines, size = dv._fit_name("Hall of Whispering Mirrors and Doors", 30, 20, 10)
    assert all(len(line) * size * dv.CHAR_EM <= 30 + 1e-6 for line in lines)
    assert len(lines) * size * 1.12 <= 20 + 1e-6
    lines, size = dv._fit_name("Hall of Whispering Mirrors and Doors", 20, 8, 10)
    assert any(line.endswith("…") for line in lines)
    assert all(len(line) * size * dv.CHAR_EM <= 20 + 1e-6 for line in lines)
    assert len(lines) * size * 1.12 <= 8 + 1e-6


# ---------------------------------------------------------------- real games
def _content_ready() -> bool:
    try:
        from engine.games.dungeon import content

        content.load_board()
        content.hero_pool()
        content.monster_deck(1)
        content.treasure_deck(1)
    except (ImportError, OSError, KeyError):
        return False
    return True


needs_content = pytest.mark.skipif(not _content_ready(), reason="Dungeon! content not available")


def new_match(seed: int = 7) -> Any:
    from engine import Match, Seat

    return Match("dungeon", (Seat("Ana"), Seat(HOSTILE, "greedy")), {}, seed)


def check_targets(match: Any, viewer: int | None) -> None:
    """Each distinct on-board target carries its first option's key, exactly once; nothing else is clickable."""
    from engine.games.dungeon import content

    board = content.load_board()
    decision = match.decision
    view = match.view(viewer)
    root = parse(dv.board_svg(view, decision))
    found = choices(root)
    assert len(found) == len(set(found))
    expected: dict[str, str] = {}
    for option in decision.options:
        if option.target is not None and option.target not in expected:
            assert option.target in board.spaces or any(e.id == option.target for e in board.edges)
            expected[option.target] = option.key
    assert sorted(found) == sorted(expected.values())
    untargeted = {o.key for o in decision.options if o.target is None}
    assert not untargeted & set(found)


def random_steps(match: Any, steps: int, seed: int = 1) -> None:
    from engine import Chance, bot_choose

    dice = Chance(seed)
    for _ in range(steps):
        decision = match.decision
        if decision is None:
            return
        match.play(bot_choose("random", match.game, match.state, decision, dice))


@needs_content
def test_real_game_targets_carry_option_keys() -> None:
    match = new_match()
    seen_targets = 0
    for _ in range(60):
        decision = match.decision
        if decision is None:
            break
        check_targets(match, decision.player)
        check_targets(match, None)  # hot-seat shared view
        seen_targets += sum(1 for o in decision.options if o.target)
        # Play a move by key when there is one (the first reachable space), else the first option.
        moves = [o.key for o in decision.options if o.key.startswith("move:")]
        match.play(moves[0] if moves else decision.options[0].key)
    assert seen_targets > 0
    # Another seat's view of the same decision draws no targets.
    decision = match.decision
    if decision is not None:
        other = 1 - decision.player
        assert choices(parse(dv.board_svg(match.view(other), decision))) == []


@needs_content
def test_real_game_hostile_name_is_inert() -> None:
    match = new_match()
    random_steps(match, 40)
    for viewer in (0, 1, None):
        view = match.view(viewer)
        svg = dv.board_svg(view, match.decision)
        html = dv.render_panels(view)
        assert "&lt;img src=x onerror=alert(1)&gt;" in html
        for text in (svg, html):
            assert "<img" not in text
        parse(svg)
        ET.fromstring(f"<div>{html}</div>")  # the panels are well-formed markup too


@needs_content
def test_other_hand_never_in_panels() -> None:
    import json

    match = new_match(11)
    checked = 0
    for _ in range(400):
        if match.decision is None:
            break
        random_steps(match, 5, seed=checked + 3)
        hand = match.state.heroes[1].hand if match.state.heroes[1] else []
        if not hand:
            continue
        view = match.view(0)
        assert view["players"][1]["hand"] is None
        public = json.dumps(view)
        html = dv.render_panels(view)
        for card in hand:
            if card.name not in public:  # the same card name may lie face up elsewhere
                assert card.name not in html
                checked += 1
        assert f"{sum(c.gp for c in hand):,} gp" not in html or str(sum(c.gp for c in hand)) in public
    assert checked, "player 1 never held a card in this playout"


@needs_content
def test_face_down_slot_monster_hidden_from_others() -> None:
    from engine.games.dungeon.state import Slot

    match = new_match()
    random_steps(match, 20)
    state = match.state
    room = next(
        s.id
        for s in state.board.spaces.values()
        if s.kind == "room" and s.id not in state.slot_at and not state.is_cleared(s.id)
    )
    monster = state.monster_decks[state.level(room)][-1]
    number = max(state.slots, default=0) + 1
    state.slots[number] = Slot(number, room, monster, face_up=False, seen_by={1})
    state.slot_at[room] = number
    public = {m.name for s in state.slots.values() if s.face_up for m in [s.monster]}
    if monster.name in public:
        pytest.skip("the same monster lies face up elsewhere")
    for viewer in (0, None):
        view = match.view(viewer)
        assert monster.name not in dv.board_svg(view, None)
        assert monster.name not in dv.render_panels(view)
    assert monster.name in dv.render_panels(match.view(1))
    assert monster.name in dv.board_svg(match.view(1), None)


@needs_content
def test_random_playout_always_well_formed() -> None:
    from engine import Chance, bot_choose

    match = new_match(3)
    dice = Chance(5)
    for step in range(1500):
        decision = match.decision
        if decision is None:
            break
        if step % 25 == 0:
            for viewer in (decision.player, None):
                view = match.view(viewer)
                parse(dv.board_svg(view, decision))
                ET.fromstring(f"<div>{dv.render_panels(view)}</div>")
        match.play(bot_choose("random", match.game, match.state, decision, dice))
    view = match.view(0)
    parse(dv.board_svg(view, match.decision))
    ET.fromstring(f"<div>{dv.render_panels(view)}</div>")


@needs_content
def test_real_render_is_deterministic_and_fast() -> None:
    a, b = new_match(9), new_match(9)
    random_steps(a, 30)
    random_steps(b, 30)
    view_a, view_b = a.view(0), b.view(0)
    assert dv.board_svg(view_a, a.decision) == dv.board_svg(view_b, b.decision)
    assert dv.render_panels(view_a) == dv.render_panels(view_b)
    dv.board_svg(view_a, a.decision)  # warm the static layer cache
    times = []
    for _ in range(30):
        start = time.perf_counter()
        dv.board_svg(view_a, a.decision)
        dv.render_panels(view_a)
        times.append(time.perf_counter() - start)
    assert sorted(times)[len(times) // 2] < 0.010


def _zoom(root: ET.Element) -> tuple[float, float, float] | None:
    world = next(g for g in root.iter(f"{SVG}g") if g.get("class") == "dng-world")
    style = world.get("style")
    if not style:
        return None
    import re

    m = re.fullmatch(r"--dng-zoom:scale\(([\d.]+)\) translate\((-?[\d.]+)px,(-?[\d.]+)px\)", style)
    assert m, style
    return float(m[1]), -float(m[2]), -float(m[3])


def test_phone_focus_window_holds_every_target(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dv.board, "FOCUS_CELLS", 8)  # the fake board is only 26 cells wide
    decision = Decision(
        0,
        "move",
        (
            Option("move:c0712", "Move", "c0712"),
            Option("move:c0810", "Move", "c0810"),
            Option("stop", "Stay", "c0711"),
        ),
    )
    board = BOARD
    root = parse(dv.board_svg(fake_view(), decision, board=board))
    zoom = _zoom(root)
    assert zoom is not None
    scale, fx, fy = zoom
    fw, fh = board.width / scale, board.height / scale
    assert fw >= dv.board.FOCUS_CELLS * board.cell - 1e-6 or fw >= board.width * 0.99
    for option in decision.options:
        s = board.spaces[option.target]
        assert fx - 1e-6 <= s.x and s.x + s.w <= fx + fw + 1e-6
        assert fy - 1e-6 <= s.y and s.y + s.h <= fy + fh + 1e-6
    # No targets (or targets all over the board): the whole board, no zoom.
    assert _zoom(parse(dv.board_svg(fake_view(), None, board=board))) is None
    far = Decision(0, "crystal", (Option("crystal:rA", "A", "rA"), Option("crystal:rE", "E", "rE")))
    assert _zoom(parse(dv.board_svg(fake_view(), far, board=board))) is None


# ---------------------------------------------------------------- no blind choices (issue 11)
def _esp_match():
    """A real one-player game: the hero holds the ESP Medallion beside an uncleared room."""
    from engine import Match, Seat
    from engine.games.dungeon import content
    from engine.games.dungeon.rules import start_turn

    match = Match("dungeon", (Seat("Ana"),), {}, 3)
    match.play("hero:wren")
    state = match.state
    board = state.board
    room = sorted(board.rooms_by_level[1])[0]
    beside = next(v for v, e in board.neighbours[room] if e.type == "door" and board.spaces[v].kind == "corridor")
    hero = state.hero_of(0)
    hero.space = beside
    medallion = next(c for lv in range(1, 7) for c in content.treasure_deck(lv) if c.special == "esp_medallion")
    hero.in_play.append(medallion)
    start_turn(state)
    state._decision = None
    return match, room


def test_no_blind_choice_the_card_sensed_by_esp_is_shown_with_the_enter_question() -> None:
    """After the ESP Medallion, "enter?" depends on the card seen: the panels show it to that player."""
    import html as html_lib

    match, room = _esp_match()
    match.play(f"esp:{room}")
    decision = match.decision
    assert match.state.phase == "after_esp" and decision.player == 0
    card = match.state.slots[match.state.slot_at[room]].monster
    name = card.name if card.kind == "creature" else dv.TRAP_NAMES[card.kind]
    panels = html_lib.unescape(dv.render_panels(match.view(0)))
    assert name in panels and "you know it" in panels
    board = html_lib.unescape(dv.board_svg(match.view(0), decision))
    assert f"(you know it): {name}" in board  # the slot badge's tooltip on the board too
    hidden = html_lib.unescape(dv.render_panels(match.view(None)))
    assert name not in hidden  # nobody else sees it


def test_no_blind_choices_in_long_games_every_card_the_decider_knows_is_drawn() -> None:
    """Every decision kind (moves, ESP, slides, retreats, spells, new heroes, the Hunter's room):
    each monster, trap and treasure the deciding player knows of is on screen with the decision."""
    import html as html_lib

    from engine import Chance, Match, Seat, bot_choose

    setups = [
        (1, {"variant": "hunted", "open_hands": False}),
        (1, {"variant": "treasure_hunt", "hunt_level": 3}),
        (2, {"spellbook": "free"}),
        (3, {"dash_rule": "no_combat"}),
        (4, {}),
    ]
    phases = set()
    for n, (players, options) in enumerate(setups):
        seats = tuple(Seat(f"P{i}", None if i == 0 else "greedy") for i in range(players))
        match = Match("dungeon", seats, options, 7000 + n)
        dice = Chance(n)
        for _ in range(1500):
            decision = match.decision
            if decision is None:
                break
            if decision.player == 0:
                view = match.view(0)
                phases.add(view["phase"])
                text = html_lib.unescape(dv.render_panels(view) + dv.board_svg(view, decision))
                known = [s["monster"] for s in view["slots"] if s["monster"]]
                if view["hunter"] and view["hunter"]["monster"]:
                    known.append(view["hunter"]["monster"])
                names = [m["name"] if m["kind"] == "creature" else dv.TRAP_NAMES[m["kind"]] for m in known]
                me = view["players"][0]
                cards = (
                    (me.get("hand") or [])
                    + (me.get("in_play") or [])
                    + [c for s in view["slots"] for c in s["dropped"]]
                )
                cards += [s["treasure"] for s in view["slots"] if isinstance(s["treasure"], dict)]
                if view["hunt_target"]:
                    cards.append(view["hunt_target"])
                names += [c["name"] for c in cards]
                assert not [name for name in names if name not in text], (view["phase"], decision.prompt)
            match.play(bot_choose("random", match.game, match.state, decision, dice))
    assert {"move", "pick_hero", "hunter_room"} <= phases


# ---------------------------------------------------------------- the last fight on the table
def greedy_until_fight(seed: int = 7, want_hit: bool | None = None, limit: int = 800) -> Any:
    """A two-seat greedy game played until a fresh fight (optionally a hit or a miss) is the latest event."""
    from engine import Chance, Match, Seat, bot_choose, derive_seed

    match = Match("dungeon", (Seat("Ana", "greedy"), Seat("Ben", "greedy")), {}, seed)
    for n in range(limit):
        decision = match.decision
        if decision is None:
            break
        match.play(bot_choose("greedy", match.game, match.state, decision, Chance(derive_seed(f"f/{seed}/{n}"))))
        view = match.view(0)
        fight = view["last_fight"]
        if fight and fight["fresh"] and (want_hit is None or fight["hit"] == want_hit):
            return match
    raise AssertionError("no fight came up")


@needs_content
@pytest.mark.parametrize("want_hit", [True, False])
def test_R_DNG_050_last_fight_is_the_engines_record_of_the_roll_in_the_log(want_hit: bool) -> None:
    match = greedy_until_fight(want_hit=want_hit)
    view = match.view(0)
    fight = view["last_fight"]
    line = next(x for x in reversed(view["log"]) if fight["monster"]["name"] in x["text"] and " rolls " in x["text"])
    assert line["dice"] == fight["dice"] and len(fight["dice"]) == 2
    assert sum(fight["dice"]) + fight["bonus"] == fight["total"]
    assert fight["hit"] == (fight["total"] >= fight["needed"]) == want_hit
    assert fight["monster"]["kind"] == "creature" and fight["seat"] in (0, 1)
    if not want_hit:
        strike = fight["strike_back"]
        assert strike is None or sum(strike["dice"]) == strike["roll"]
    # Another reader sees the same fight, but only counts the treasure it may not read.
    other = match.view(1 - fight["seat"])["last_fight"]
    assert other["number"] == fight["number"] and other["dice"] == fight["dice"]
    mine = match.view(fight["seat"])["last_fight"]
    assert other["treasures"] == [] and other["treasure_count"] == mine["treasure_count"] == len(mine["treasures"])


@needs_content
def test_fresh_fight_rolls_its_dice_then_settles() -> None:
    match = greedy_until_fight(want_hit=False)
    view = match.view(0)
    html = dv.render_board(view, match.decision)
    ET.fromstring(f"<div>{html}</div>")
    assert "dng-fight" in html and "die-rolling" in html
    assert f"{view['last_fight']['needed']} needed" in html and "not enough" in html
    # The fight lies on the table right after the board's SVG, not among the seats' panels.
    assert html.startswith(dv.board_svg(view, match.decision)) and html.index("dng-fight") > html.index("</svg>")
    assert "dng-fight" not in dv.render_panels(view)
    # Once anything else has happened, the same fight is shown still, without rolling again.
    later = dict(view, last_fight=dict(view["last_fight"], fresh=False))
    settled = dv.render_fight(later)
    assert "dng-fight" in settled and "die-rolling" not in settled


def fight_view(hit: bool, strike: dict[str, Any] | None = None) -> dict[str, Any]:
    view = fake_view()
    troll = {"id": "m1", "name": "Troll", "level": 2, "kind": "creature", "cleric": 8, "fighter": 9}
    troll |= {"rogue": 9, "wizard": None, "fireball": 5, "lightning": 6}
    line = {"text": "Ana rolls 7 + 1 (Magic Sword) = 8 against the Troll's 9: missed.", "dice": [3, 4]}
    view["log"] = [line]
    view["last_fight"] = {
        "number": 1,
        "fresh": True,
        "weapon": view["players"][0]["hero"]["class"],
        "spell": False,
        "space": "R1",
        "dropped": [],
        "seat": 0,
        "hero": "Ana (Gunhild the Fighter)",
        "monster": troll,
        "dice": [3, 4] if not hit else [5, 4],
        "bonus": 1,
        "total": 8 if not hit else 10,
        "needed": 9,
        "hit": hit,
        "strike_back": strike,
        "treasures": [],
        "treasure_count": 0,
    }
    return view


def test_fight_words_say_what_the_roll_means() -> None:
    miss = dv.render_fight(fight_view(False, {"dice": [3, 4], "roll": 7, "outcome": "Stunned"}))
    assert "7 + 1 sword = 8" in miss and "not enough, 9 needed" in miss
    assert "strikes back" in miss and "stunned: one treasure dropped" in miss
    assert miss.count('aria-label="die showing') == 4
    hit = dv.render_fight(fight_view(True))
    assert "9 + 1 sword = 10" in hit and "destroyed!" in hit and "strikes back" not in hit
    assert "tray-good" in hit and "tray-bad" in miss
    for markup in (miss, hit):
        ET.fromstring(markup)
        assert "R-DNG" not in markup and "A-DNG" not in markup


def test_no_fight_draws_nothing() -> None:
    assert dv.render_fight(fake_view()) == ""
    assert "dng-fight" not in dv.render_panels(fake_view(), board=BOARD)
    assert dv.render_board(fake_view(), None, board=BOARD) == dv.board_svg(fake_view(), None, board=BOARD)


def test_rooms_show_a_chest_until_cleared_and_chambers_never() -> None:
    view = fake_view()
    root = parse(dv.board_svg(view, None, board=BOARD))
    chests = [g for g in root.iter(f"{SVG}g") if g.get("class") == "dng-chest"]
    rooms = [s for s in BOARD.spaces.values() if s.kind == "room"]
    cleared_rooms = [s for s in rooms if (view.get("cleared") or {}).get(s.id)]
    assert len(chests) == len(rooms) - len(cleared_rooms) > 0


def test_fight_shows_the_monster_as_a_card_with_the_fighters_number_marked() -> None:
    html = dv.render_fight(fight_view(False, {"dice": [3, 4], "roll": 7, "outcome": "Stunned"}))
    root = ET.fromstring(html)
    card = next(e for e in root.iter("article") if "card" in (e.get("class") or "").split())
    assert "Troll" in "".join(card.itertext()) and "card-foe" in card.get("class")
    # Seat 0 of the fake view is a Wizard: the Troll's "–" for wizards is said in words and marked.
    assert "▶ Wizard" in html and "A Wizard cannot hurt it without a Magic Sword" in html
    assert 'class="dng-card dng-need-4"' in html  # the Wizard's stat is the fourth: outlined by CSS
    view = fight_view(False)
    view["last_fight"]["weapon"] = "fighter"
    html = dv.render_fight(view)
    assert "▶ Fighter" in html and "A Fighter needs 9 or more" in html and "dng-need-2" in html
    assert "<svg" in html and "emblem" in html  # art drawn from the monster's family


def test_fight_treasure_is_a_card_face_up_for_its_finder_and_a_back_for_others() -> None:
    view = fight_view(True)
    view["last_fight"] |= {
        "treasures": [
            {"id": "t1", "name": "Magic Sword: Nightglass", "gp": 6000, "special": "magic_sword", "level": 5}
        ],
        "treasure_count": 2,
    }
    html = dv.render_fight(view)
    ET.fromstring(html)
    assert "Gained 2 treasures" in html and "Magic Sword: Nightglass" in html and "6,000 gp" in html
    assert html.count("card card-sm card-back") == 1 and "card-turning" in html  # fresh: the found card turns up


def test_map_key_tells_rooms_from_chambers() -> None:
    html = dv.render_panels(fake_view(), board=BOARD)
    ET.fromstring(f"<div>{html}</div>")
    assert "Map key" in html and "Room: its treasure waits" in html and "Chamber (double wall)" in html


def test_R_DNG_074_a_spell_fight_names_the_spell_and_marks_its_number() -> None:
    view = fight_view(True)
    view["last_fight"] |= {"weapon": "fireball", "spell": True, "bonus": 0, "dice": [2, 3], "total": 5, "needed": 5}
    html = dv.render_fight(view)
    ET.fromstring(html)
    assert "Fireball at the Troll" in html and "Fireball rolled 5:" in html and "5 needed: destroyed!" in html
    assert "dng-need-5" in html and "▶ Fireball" in html and "A Fireball needs 5 or more" in html
    assert "strikes back" not in html


def test_A_DNG_26_a_spell_that_cannot_hurt_rolls_no_dice() -> None:
    view = fight_view(False)
    view["last_fight"]["monster"]["lightning"] = None
    view["last_fight"] |= {"weapon": "lightning", "spell": True, "bonus": 0, "dice": [], "total": 0, "needed": None}
    html = dv.render_fight(view)
    ET.fromstring(html)
    assert "The Lightning Bolt cannot hurt it." in html and 'aria-label="die showing' not in html
    assert "dng-need-6" in html and "A Lightning Bolt cannot hurt it." in html


def test_R_DNG_064_what_the_strike_back_knocked_loose_is_named() -> None:
    view = fight_view(False, {"dice": [3, 3], "roll": 6, "outcome": "Stunned"})
    view["last_fight"]["dropped"] = [{"id": "t9", "name": "Silver Comb", "gp": 500, "special": None, "level": 1}]
    html = dv.render_fight(view)
    ET.fromstring(html)
    assert "Dropped under it: Silver Comb (500 gp)" in html
