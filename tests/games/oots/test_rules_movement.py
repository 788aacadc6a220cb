"""Movement (digest 3.4, R-OOTS-030..051; decision points D2/D3 and exploration D3a)."""

from __future__ import annotations

import copy

from engine.games.oots import movement
from engine.games.oots.content.schema import RoomHook
from engine.games.oots.state import ENTRANCE, Floor

from .oots_helpers import card_set, keys, new_game, play, put, room, room_at, set_turn


def end_positions(state, seat):
    """Every room where a move (or a stay) can end, by walking the step tree (S-OOTS-01)."""
    out = {state.players[seat].pos}

    def walk(s):
        for kind, dest in movement.steps(s, seat):
            nxt = copy.deepcopy(s)
            ends = movement.take_step(nxt, seat, kind, dest)
            out.add(dest)
            if not ends:
                walk(nxt)

    walk(state)
    return out


def haley_board():
    """S-OOTS-01's layout: floor 1 = L3 L2(Roy) L1(Monster, stairs up) H(Haley) R1(stairs down); floor 2 = D0 D1 D2."""
    state = new_game(("haley", "roy"))
    set_turn(state, 0, "mode")
    for col in (-2, -1, 0, 1, 2):
        room_at(state, (1, col), monsters=("m0",) if col == 0 else ())
    state.floors[1].stairs_down = 2
    for col in (2, 3, 4):
        room_at(state, (2, col))
    put(state, 0, (1, 1))
    put(state, 1, (1, -1))
    return state


def test_S_OOTS_01_R_OOTS_033_035_039_haley_has_ten_end_positions():
    state = haley_board()
    ends = end_positions(state, 0)
    expected = {(1, 1), (1, 0), (1, -1), (1, 2), (1, 3), (2, 2), (2, 3), (2, 1), ENTRANCE, (1, -2)}
    assert ends == expected
    new_rooms = [p for p in ends if state.room(p) is None]
    assert sorted(new_rooms) == [(1, 3), (2, 1)]  # 2 of the 10 are new rooms
    assert (1, -3) not in ends and (2, 4) not in ends and (1, 4) not in ends  # too far / after exploring


def test_R_OOTS_030_036_stairs_are_free_and_moving_is_optional():
    state = haley_board()
    assert "stay" in keys(state)
    play(state, "move:1:2")
    play(state, "move:2:2")  # R1 -> D0: 2 spaces in all (R-OOTS-036)
    assert state.turn.steps == 2
    assert "stop" in keys(state)


def test_R_OOTS_032_at_most_three_rooms():
    state = haley_board()
    play(state, "move:1:0")
    play(state, "move:1:-1")
    play(state, "move:1:-2")
    assert state.turn.stage != "move"  # the third room ends the move
    assert state.players[0].pos == (1, -2)


def test_R_OOTS_034_no_return_into_a_room_left_this_turn():
    state = haley_board()
    play(state, "move:1:2")
    assert "move:1:1" not in keys(state)


def test_R_OOTS_040_041_exploring_draws_the_top_room_and_ends_the_move():
    state = haley_board()
    top = state.room_deck[0]
    play(state, "move:1:2")
    play(state, "explore:1:3")
    assert state.room((1, 3)).card == top and state.room_deck[0] != top
    assert state.players[0].pos == (1, 3)
    assert state.turn.stage != "move"


def test_R_OOTS_038_042_full_floor_cannot_grow():
    state = haley_board()
    for col in (3, 4, 5):
        room_at(state, (1, col))
    assert len(state.floors[1].rooms) == 8
    assert not any(k.startswith("explore:1:") for k in keys(state))


def test_R_OOTS_043_first_room_of_a_floor_goes_below_the_stairs():
    state = new_game(("roy", "haley"))
    set_turn(state, 0, "mode")
    assert "explore:1:0" in keys(state)  # floor 1 below the Entrance's stairs
    play(state, "explore:1:0")
    assert state.room((1, 0)) is not None


def test_R_OOTS_044_floors_grow_independently():
    state = haley_board()
    state.floors[2] = Floor()
    room_at(state, (2, 2))
    room_at(state, (2, 3))
    assert movement.can_explore(state, 2)
    put(state, 0, (2, 2))
    assert ("explore", (2, 1)) in movement.steps(state, 0)  # left of D0, whatever floor 1 holds above


def test_R_OOTS_046_047_monsters_and_players_do_not_block():
    state = haley_board()
    play(state, "move:1:0")  # L1 holds a Monster
    play(state, "move:1:-1")  # L2 holds Roy
    assert "move:1:-2" in keys(state)


def test_R_OOTS_048_220_entrance_ends_the_move_heals_and_unflips():
    state = haley_board()
    p = state.players[0]
    p.wounds = 3
    p.flipped = [p.shticks[0]]
    play(state, "move:1:0")
    play(state, "move:0:0")
    assert p.pos == ENTRANCE and p.wounds == 0 and p.flipped == []
    assert state.turn.stage == "end"  # R-OOTS-065: no battle at the Entrance


def test_R_OOTS_049_no_way_down_without_found_stairs():
    state = haley_board()
    put(state, 0, (2, 3))
    assert state.floors[2].stairs_down is None
    assert all(dest[0] != 3 for _, dest in movement.steps(state, 0))


def test_R_OOTS_050_265_first_entrant_gains_a_shtick():
    cards = card_set(rooms=[room("gate", RoomHook("first_entry_shtick", 1))])
    state = new_game(("roy", "haley"), cards=cards)
    set_turn(state, 0, "mode")
    roy = state.players[0]
    top = roy.shtick_deck[0]
    play(state, "explore:1:0")
    assert roy.shticks[-1] == top and len(roy.shticks) == 4


def test_A_OOTS_38_empty_room_deck_blocks_exploring():
    state = haley_board()
    state.room_deck = []
    assert not any(k.startswith("explore:") for k in keys(state))


def test_R_OOTS_323_324_lair_requirements():
    state = new_game(("roy", "haley"))
    roy = state.players[0]
    assert state.min_shticks == 10 and state.min_loot == 9  # 2 players, medium
    roy.shticks = roy.shtick_deck[:10]
    roy.flipped = roy.shticks[:4]  # A-OOTS-20: flipped shticks count
    assert movement.shticks_for_lair(roy) == 10
    mine = [c for c in sorted(state.cs.loot) if not state.cs.is_trap(c) and state.cs.loot[c].df("roy")]
    by_df = sorted(mine, key=lambda c: -state.cs.loot[c].df("roy"))
    roy.equipped = by_df[:3] + [c for c in by_df if state.cs.loot[c].df("roy") == 1][:1]  # 3 + 3 + 2 + 1
    assert movement.equipped_df(state, roy) == 9
    assert movement.lair_ok(state, roy)
    roy.equipped.pop()
    assert not movement.lair_ok(state, roy)


def test_R_OOTS_037_no_option_to_stop_on_stairs():
    state = haley_board()
    play(state, "move:1:2")
    assert all(k in ("stop",) or k.split(":")[0] in ("move", "explore") for k in keys(state))
    play(state, "stop")
    assert state.players[0].pos == (1, 2)
