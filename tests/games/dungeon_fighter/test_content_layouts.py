"""The 12 sheet sides (digest 6.6): one-way graphs, route lengths, special rooms, drawable positions."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.games.dungeon_fighter import content as c

LAYOUTS = sorted(c.DUNGEONS)


def _reach(layout: c.Layout, start: str, forward: bool = True) -> set[str]:
    edges = layout.corridors if forward else tuple((b, a) for a, b in layout.corridors)
    seen, todo = {start}, [start]
    while todo:
        here = todo.pop()
        for a, b in edges:
            if a == here and b not in seen:
                seen.add(b)
                todo.append(b)
    return seen


def test_R_DF_011_012_sheets_two_dungeon_and_four_final_boss() -> None:
    kinds = Counter(s.kind for s in c.SHEETS.values())
    assert kinds == {"dungeon": 2, "final_boss": 4}
    sides = Counter(lay.side for lay in c.DUNGEONS.values())
    assert sides == {"dungeon": 8, "final_boss": 4}
    for sheet in c.SHEETS.values():
        assert all(c.DUNGEONS[x].sheet == sheet.id for x in sheet.sides)
        if sheet.kind == "final_boss":
            assert [c.DUNGEONS[x].side for x in sheet.sides] == ["final_boss", "dungeon"]


@pytest.mark.parametrize("lid", LAYOUTS)
def test_R_DF_032_every_room_reachable_from_entry_and_reaches_exit(lid: str) -> None:
    layout = c.DUNGEONS[lid]
    rooms = {r.id for r in layout.rooms}
    assert _reach(layout, layout.entry) == rooms
    assert _reach(layout, layout.exit, forward=False) == rooms
    assert layout.exits_from(layout.exit) == ()
    assert {r for p in c.paths(layout) for r in p} == rooms


@pytest.mark.parametrize("lid", LAYOUTS)
def test_A_DF_07_route_lengths(lid: str) -> None:
    """Dungeon sides 4-5 rooms a route, final-boss sides exactly 4: any game's route fits 14 monsters."""
    layout = c.DUNGEONS[lid]
    lengths = {len(p) for p in c.paths(layout)}
    assert lengths <= ({4, 5} if layout.side == "dungeon" else {4}), lengths


def test_A_DF_07_longest_route_fits_the_smallest_tower() -> None:
    longest = {
        side: max(len(p) for lay in c.DUNGEONS.values() if lay.side == side for p in c.paths(lay))
        for side in ("dungeon", "final_boss")
    }
    assert 2 * longest["dungeon"] + longest["final_boss"] <= min(sum(r.tiers) for r in c.DIFFICULTY.values())


@pytest.mark.parametrize("lid", LAYOUTS)
def test_forks_and_special_rooms(lid: str) -> None:
    layout = c.DUNGEONS[lid]
    forks = [r.id for r in layout.rooms if len(layout.exits_from(r.id)) > 1]
    assert 1 <= len(forks) <= 2
    kinds = Counter(r.kind for r in layout.rooms)
    dangerous = [r for r in layout.rooms if r.kind == "dangerous"]
    assert all(1 <= c.REQUIREMENTS[r.requirement].rank <= 3 for r in dangerous)
    assert all(r.kind == "plain" for r in layout.rooms if r.id in (layout.entry, layout.exit))
    if layout.side == "dungeon":
        assert kinds["shop"] + kinds["fountain"] == 1
        assert kinds["treasure"] <= 2 and 1 <= kinds["dangerous"] <= 2
    else:
        assert kinds["shop"] == kinds["fountain"] == 1 and kinds["treasure"] == 0
        shop = next(r.id for r in layout.rooms if r.kind == "shop")
        fountain = next(r.id for r in layout.rooms if r.kind == "fountain")
        assert not any(shop in p and fountain in p for p in c.paths(layout))  # separate branches


def test_shops_and_fountains_alternate_and_rewards_are_the_four_kinds() -> None:
    dungeon = [lay for lay in c.DUNGEONS.values() if lay.side == "dungeon"]
    special = Counter(r.kind for lay in dungeon for r in lay.rooms if r.kind in ("shop", "fountain"))
    assert special == {"shop": 4, "fountain": 4}
    for sheet in c.SHEETS.values():
        if sheet.kind == "dungeon":  # the two sides of a dungeon sheet differ
            a, b = ({r.kind for r in c.DUNGEONS[x].rooms} & {"shop", "fountain"} for x in sheet.sides)
            assert a != b
    rewards = {(r.reward.kind, r.reward.n) for lay in c.DUNGEONS.values() for r in lay.rooms if r.reward}
    assert rewards == {("gold", 2), ("gold", 3), ("bonus_dice", 1), ("equipment", 1)}


@pytest.mark.parametrize("lid", LAYOUTS)
def test_positions_draw_left_to_right_in_the_box(lid: str) -> None:
    """Entry on the left edge, exit on the right, arrows run rightwards, rooms never overlap."""
    layout = c.DUNGEONS[lid]
    pos = {r.id: r.pos for r in layout.rooms}
    assert pos[layout.entry] == (80, 500) and pos[layout.exit] == (920, 500)
    assert all(pos[a][0] < pos[b][0] for a, b in layout.corridors)
    points = list(pos.values())
    for i, (x1, y1) in enumerate(points):
        for x2, y2 in points[i + 1 :]:
            assert (x1 - x2) * (x1 - x2) + (y1 - y2) * (y1 - y2) >= 150 * 150
