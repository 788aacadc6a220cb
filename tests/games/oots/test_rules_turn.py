"""The turn: D0 start, D1/D12 actions (equip, search), D2 rest/stay/move, D4 which battles happen.

Digest 3.3, 3.5, 3.6, 3.18, 3.19 (R-OOTS-024..029, 052..072, 235..251, 300..303).
"""

from __future__ import annotations

from engine.games.oots.content.schema import RoomHook

from .oots_helpers import card_set, dice, keys, new_game, play, put, room, room_at, set_turn


def board(n=2):
    chars = ("roy", "haley", "elan", "belkar")[:n]
    state = new_game(chars)
    for col in range(-1, 4):
        room_at(state, (1, col))
    put(state, 0, (1, 0))
    for seat in range(1, n):
        put(state, seat, (1, 3))
    set_turn(state, 0, "mode")
    return state


def test_R_OOTS_024_turn_order_of_stages():
    state = new_game(("roy", "haley"))
    assert state.turn.stage == "start" and "done" in keys(state)
    play(state, "done")
    assert state.turn.stage == "mode" and {"stay"} <= set(keys(state))


def test_R_OOTS_053_054_073_074_077_097_empty_room_new_battle():
    state = board()
    play(state, "move:1:1")
    play(state, "stop")
    assert state.fill is not None and state.fill.trigger == 0 and state.fill.size == 1
    assert state.decision().player == 1  # the player to the left plays first (R-OOTS-077)


def test_R_OOTS_055_not_moving_never_triggers_a_battle():
    state = board()
    play(state, "stay")
    assert state.fill is None and state.battle is None and state.turn.stage == "end"


def test_R_OOTS_056_moving_into_monsters_means_defending_the_top_one():
    state = board()
    room_at(state, (1, 1), monsters=("m1", "m2"))
    play(state, "move:1:1")
    play(state, "stop")
    assert state.battle.monster == "m1" and state.battle.role == "defender"


def test_R_OOTS_057_room_with_another_player_starts_no_battle():
    state = board()
    put(state, 1, (1, 1))
    play(state, "move:1:1")
    play(state, "stop")
    assert state.fill is None and state.battle is None
    assert keys(state) == ["attack:1", "none"]  # R-OOTS-061 / R-OOTS-062: may, not must, attack Haley
    play(state, "none")
    assert state.turn.stage == "end"


def test_R_OOTS_058_094_staying_with_monsters_means_attacking():
    state = board()
    room_at(state, (1, 0), monsters=("m1",))
    play(state, "stay")
    assert state.battle.monster == "m1" and state.battle.role == "attacker"


def test_R_OOTS_059_106_108_ranged_attack_needs_a_reaching_shtick():
    state = board()
    room_at(state, (1, 2), monsters=("m1",))  # 2 rooms away: Roy's sling has Range 2
    room_at(state, (1, 3), monsters=("m2",))  # 3 away: out of reach
    play(state, "stay")
    assert keys(state) == ["ranged:1:2", "none"]
    play(state, "ranged:1:2")
    b = state.battle
    assert b.ranged and b.role == "attacker" and b.monster == "m1"
    assert keys(state) == ["shtick:roy.s4"]  # the only one reaching Range 2 (R-OOTS-108: no shtick-less try)


def test_R_OOTS_105_no_ranged_attack_after_moving():
    state = board()
    room_at(state, (1, 3), monsters=("m1",))
    put(state, 1, (1, -1))
    play(state, "move:1:1")
    put(state, 1, (1, 1))  # someone is there: no new battle
    play(state, "stop")
    assert keys(state) == ["attack:1", "none"]  # only Haley at Range 0; no Ranged Attack on (1, 3)


def test_R_OOTS_107_no_ranged_attack_from_a_room_with_monsters():
    state = board()
    room_at(state, (1, 0), monsters=("m1",))
    room_at(state, (1, 1), monsters=("m2",))
    play(state, "stay")
    assert state.battle.monster == "m1" and not state.battle.ranged


def test_R_OOTS_065_no_battles_at_the_entrance():
    state = new_game(("roy", "haley"))
    play(state, "done")
    play(state, "stay")
    assert state.turn.stage == "end"


def test_R_OOTS_066_070_search_for_stairs():
    state = board()
    set_turn(state, 0, "start")
    dice(state, 3)
    play(state, "search")
    assert state.floors[1].stairs_down == 0
    assert "search" not in keys(state)  # R-OOTS-068 (and R-OOTS-067: stairs exist now)


def test_R_OOTS_068_069_070_search_fails_on_4_once_a_turn():
    state = board()
    set_turn(state, 0, "start")
    dice(state, 4)
    play(state, "search")
    assert state.floors[1].stairs_down is None
    assert "search" not in keys(state)  # once per turn
    play(state, "done")
    play(state, "stay")
    assert "search" not in keys(state)  # not again at the end of the turn


def test_R_OOTS_066_no_search_with_monsters_and_A_OOTS_39_not_at_the_entrance():
    state = board()
    room_at(state, (1, 0), monsters=("m1",))
    set_turn(state, 0, "start")
    assert "search" not in keys(state)
    put(state, 0, (0, 0))
    assert "search" not in keys(state)


def test_R_OOTS_067_no_search_when_the_floor_has_stairs_down():
    state = board()
    state.floors[1].stairs_down = 3
    set_turn(state, 0, "start")
    assert "search" not in keys(state)


def test_R_OOTS_071_found_stairs_lead_to_an_unexplored_space():
    state = board()
    state.floors[1].stairs_down = 0
    set_turn(state, 0, "mode")
    assert "explore:2:0" in keys(state)


def test_R_OOTS_300_301_303_equip_only_drooled_loot_and_unequip():
    state = board()
    set_turn(state, 0, "start")
    roy = state.players[0]
    mine = next(c for c in sorted(state.cs.loot) if not state.cs.is_trap(c) and state.cs.loot[c].df("roy"))
    other = next(c for c in sorted(state.cs.loot) if not state.cs.is_trap(c) and not state.cs.loot[c].df("roy"))
    roy.stash = [mine, other]
    state._decision = None
    assert f"equip:{mine}" in keys(state) and f"equip:{other}" not in keys(state)
    play(state, f"equip:{mine}")
    assert roy.equipped == [mine] and roy.stash == [other]
    play(state, f"unequip:{mine}")
    assert roy.equipped == [] and mine in roy.stash


def test_R_OOTS_235_236_rest_only_before_moving_and_without_monsters():
    state = board()
    assert "rest" in keys(state)
    room_at(state, (1, 0), monsters=("m1",))
    assert "rest" not in keys(state)
    room_at(state, (1, 0))
    play(state, "move:1:1")
    assert "rest" not in keys(state)


def test_R_OOTS_246_room_may_forbid_rest():
    cards = card_set(rooms=[room("noisy", RoomHook("no_rest"))])
    state = new_game(("roy", "haley"), cards=cards)
    room_at(state, (1, 0), card="noisy")
    put(state, 0, (1, 0))
    set_turn(state, 0, "mode")
    assert "rest" not in keys(state)


def test_R_OOTS_027_237_238_243_244_rest_heals_and_unflips():
    state = board()
    roy = state.players[0]
    roy.wounds = 3
    roy.flipped = [roy.shticks[0]]
    play(state, "rest")
    assert roy.token == "resting" and state.turn.stage == "end"  # R-OOTS-237: end actions still follow
    play(state, "done")
    play(state, "done")  # Haley's turn
    play(state, "stay")
    play(state, "done")
    assert state.turn.seat == 0
    assert roy.token == "up" and roy.wounds == 2 and roy.flipped == []
    play(state, "done")
    assert "rest" in keys(state)  # A-OOTS-06 / R-OOTS-244: may rest again


def test_R_OOTS_247_248_249_missed_turn_is_only_standing_up():
    state = board()
    roy = state.players[0]
    roy.token = "missing"
    roy.wounds = 2
    roy.flipped = [roy.shticks[0]]
    set_turn(state, 1, "end")
    play(state, "done")  # Haley ends; Roy's turn is only standing up
    assert roy.token == "up" and roy.wounds == 2 and roy.flipped == [roy.shticks[0]]
    assert state.turn.seat == 1  # R-OOTS-249: straight on to the next player


def test_R_OOTS_084_battle_deck_redealt_at_end_of_turn():
    state = board()
    state.battle_discard = state.battle_deck
    state.battle_deck = []
    state.battle_ran_out = True
    state.players[1].hand = []
    set_turn(state, 0, "end")
    play(state, "done")
    assert len(state.players[1].hand) == 7 and not state.battle_ran_out


def test_S_OOTS_08_roy_rests():
    state = board()
    roy = state.players[0]
    roy.wounds = 3
    roy.flipped = [roy.shticks[0]]
    room_at(state, (1, 0), monsters=("m1",))
    put(state, 1, (1, 2))  # Elan's stand-in, 2 rooms away, no Monsters there
    state._decision = None
    assert "rest" not in keys(state) and "stay" in keys(state)  # R-OOTS-236 (staying = attacking, R-OOTS-058)
    play(state, "move:1:1")
    play(state, "move:1:2")
    play(state, "stop")
    assert state.fill is None and state.battle is None  # R-OOTS-057: someone is there
    play(state, "none")
    play(state, "done")
    play(state, "done")  # Haley's turn
    play(state, "stay")
    play(state, "none")
    play(state, "done")
    play(state, "done")  # Roy, turn B
    play(state, "rest")
    assert roy.token == "resting"  # R-OOTS-238
    play(state, "done")
    play(state, "done")
    play(state, "stay")
    play(state, "none")
    play(state, "done")
    assert state.turn.seat == 0 and roy.wounds == 2 and roy.flipped == []  # turn C (R-OOTS-243)
    play(state, "done")
    assert "rest" in keys(state)  # A-OOTS-06: he may rest again
