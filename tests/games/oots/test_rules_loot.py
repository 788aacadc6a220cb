"""Picking up Loot and Traps (digest 3.21, 3.22; R-OOTS-285..291, 309..321; D15)."""

from __future__ import annotations

from engine.games.oots.content.schema import Modifier, Trap

from .fight_helpers import fight
from .oots_helpers import card_set, dice, keys, loot, monster, new_game, play, put, room_at, set_turn


def trap(tid, *, evade=8, rng=0, multi=False, wounds=1, miss=False):
    return Trap(tid, tid, tid, evade, rng, multi, wounds, miss, 0, "")


def loot_cards(*traps):
    """Plain Loot (Roy, Haley and Elan Drool 1) and only the Traps given."""
    return [loot(f"l{i}", {"roy": 1, "haley": 1, "elan": 1}) for i in range(30)] + list(traps)


def board(chars=("roy", "haley", "elan"), *traps):
    state = new_game(chars, cards=card_set(loot_cards=loot_cards(*traps)))
    for col in range(0, 4):
        room_at(state, (1, col))
    for seat in range(len(chars)):
        put(state, seat, (1, 3))
    put(state, 0, (1, 0))
    set_turn(state, 0, "start")
    return state


def test_R_OOTS_285_287_289_292_one_pickup_per_turn():
    state = board()
    room = state.room((1, 0))
    room.loot = ["l0", "l1", "l2"]
    state.loot_deck = [c for c in state.loot_deck if c not in room.loot]
    play(state, "pickup")
    assert state.players[0].stash[-1] == "l0" and room.loot == ["l1", "l2"]  # R-OOTS-285: from the top
    assert "pickup" not in keys(state)
    play(state, "done")
    play(state, "stay")
    assert "pickup" not in keys(state)  # not again at the end


def test_R_OOTS_289_end_of_turn_pickup_in_the_room_where_the_move_ended():
    state = board()
    put(state, 1, (1, 1))  # someone there: no new battle
    state.room((1, 1)).loot = ["l5"]
    play(state, "done")
    play(state, "move:1:1")
    play(state, "stop")
    play(state, "none")  # no attack on Haley
    assert state.turn.stage == "end" and "pickup" in keys(state)
    play(state, "pickup")
    assert state.players[0].stash[-1] == "l5"


def test_R_OOTS_289_no_pickup_with_monsters_and_R_OOTS_230_not_while_fleeing():
    state = board()
    room_at(state, (1, 0), monsters=("m1",))
    state.room((1, 0)).loot = ["l0"]
    assert "pickup" not in keys(state)
    room_at(state, (1, 0))
    state.room((1, 0)).loot = ["l0"]
    state.players[0].fleeing = True
    state._decision = None
    assert "pickup" not in keys(state)


def test_R_OOTS_239_291_A_OOTS_23_resting_takes_two():
    state = board()
    state.room((1, 0)).loot = ["l0", "l1", "l2"]
    play(state, "done")
    assert {"rest", "rest_loot"} <= set(keys(state))
    play(state, "rest_loot")
    assert state.players[0].stash[-2:] == ["l0", "l1"] and state.players[0].token == "resting"
    assert "pickup" not in keys(state)  # no normal pick-up on top of it


def test_S_OOTS_12_R_OOTS_149_290_last_monster_bonus():
    monsters = [monster("a", "A", dfn=1, loot=2), monster("b", "B", dfn=1, loot=3)]
    state = fight(monsters, ["a", "b"], loot_cards=loot_cards())  # no Traps in this Loot Deck
    play(state, "shtick:roy.g1")
    dice(state, 6)
    play(state, "roll")
    play(state, "next:attacker")
    play(state, "shtick:roy.g1")
    dice(state, 6)
    play(state, "roll")
    hall = state.room((1, 0))
    assert len(hall.loot) == 5  # the three drops of the example: 2 + 3 here
    top = hall.loot[:2]
    play(state, "take_two")
    assert len(hall.loot) == 3 and state.players[0].stash[-2:] == top
    assert "pickup" not in keys(state)  # R-OOTS-290


def test_S_OOTS_13_R_OOTS_309_310_312_314_316_317_319_320_shuriken():
    shuriken = trap("shuriken", evade=8, rng=2, multi=True)
    state = new_game(("durkon", "vaarsuvius", "roy", "haley"), cards=card_set(loot_cards=loot_cards(shuriken)))
    room_at(state, (1, 0))
    room_at(state, (1, 1))
    room_at(state, (2, 0))
    put(state, 0, (1, 0))
    put(state, 1, (1, 0))
    put(state, 2, (1, 1))
    put(state, 3, (2, 0))
    if "shuriken" in state.loot_deck:
        state.loot_deck.remove("shuriken")
    state.room((1, 0)).loot = ["shuriken"]
    set_turn(state, 0, "start")
    dice(state, 9, 11, 3)
    play(state, "pickup")
    assert [p.wounds for p in state.players] == [0, 0, 1, 0]
    assert "shuriken" in state.out_of_game and "shuriken" not in state.loot_discard  # R-OOTS-320
    assert "pickup" not in keys(state)  # A-OOTS-41: the pick-up is used up


def test_R_OOTS_247_313_A_OOTS_18_anvil_misses_a_turn():
    anvil = trap("anvil", evade=9, miss=True)
    state = board(("roy", "haley"), anvil)
    put(state, 1, (1, 0))
    state.loot_deck.remove("anvil")
    state.room((1, 0)).loot = ["anvil"]
    dice(state, 8)
    play(state, "pickup")
    roy, haley = state.players
    assert roy.wounds == 1 and roy.token == "missing" and haley.wounds == 0


def test_R_OOTS_318_evade_modifiers_add_to_the_roll():
    cards = loot_cards(trap("pit", evade=9)) + [loot("boots", {"roy": 1}, mods=(Modifier("evade", 2),))]
    state = new_game(("roy", "haley"), cards=card_set(loot_cards=cards))
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    for c in ("pit", "boots"):
        if c in state.loot_deck:
            state.loot_deck.remove(c)
    state.players[0].equipped = ["boots"]
    state.room((1, 0)).loot = ["pit"]
    set_turn(state, 0, "start")
    dice(state, 7)
    play(state, "pickup")
    assert state.players[0].wounds == 0


def test_R_OOTS_321_fleeing_players_evade_automatically():
    shuriken = trap("shuriken", evade=12, rng=1, multi=True)
    state = board(("roy", "haley"), shuriken)
    put(state, 1, (1, 1))
    state.players[1].fleeing = True
    state.players[1].wounds = 4
    state.loot_deck.remove("shuriken")
    state.room((1, 0)).loot = ["shuriken"]
    dice(state, 1)  # only Roy rolls
    play(state, "pickup")
    assert state.players[0].wounds == 1 and state.players[1].wounds == 4


def test_R_OOTS_311_disarm_shtick_before_detonation():
    from engine.games.oots.content.schema import Power

    from .oots_helpers import default_shticks, in_play
    from .oots_helpers import shtick as sh

    picks_shtick = sh("roy.locks", "roy", "Lock Picking", battle=False, power=Power("disarm_trap", flip=True))
    cards = card_set(shticks=default_shticks() + [picks_shtick], loot_cards=loot_cards(trap("pit", evade=12)))
    for disarm in (True, False):
        state = new_game(("roy", "haley"), cards=cards)
        room_at(state, (1, 0))
        put(state, 0, (1, 0))
        in_play(state, 0, "roy.s1", "roy.locks")
        state.loot_deck = [c for c in state.loot_deck if c not in ("pit", "l7")]
        state.loot_discard = [c for c in state.loot_discard if c != "pit"]
        state.room((1, 0)).loot = ["pit", "l7"]
        set_turn(state, 0, "start")
        play(state, "done")
        play(state, "rest_loot")  # 2 cards: the trap, then l7
        assert keys(state) == ["disarm:roy.locks", "let_go"]
        if disarm:
            play(state, "disarm:roy.locks")
            assert state.players[0].wounds == 0 and "roy.locks" in state.players[0].flipped
        else:
            dice(state, 1)
            play(state, "let_go")
            assert state.players[0].wounds == 1
        assert "pit" in state.out_of_game and state.players[0].stash[-1] == "l7"
        assert state.players[0].token == "resting" and state.turn.stage == "end"
