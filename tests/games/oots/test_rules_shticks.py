"""Gaining shticks: trading Monsters (keep 1 of 3) and Loot (digest 3.20; R-OOTS-257..268, A-OOTS-21/22)."""

from __future__ import annotations

from .oots_helpers import card_set, keys, loot, monster, new_game, play, put, room_at, set_turn


def belkar_state():
    named = [
        monster("wimpy", "Kinda Wimpy Goblin", xp=1),
        monster("coward", "Cowardly Kobold", xp=0),
        monster("dragon", "Black Dragon", xp=2),
        monster("halforc", "Half-Orc Adventurer", xp=1),
        monster("red1", "Red Dragon", xp=3),
        monster("red2", "Red Dragon", xp=3),
    ]
    cards = card_set(battle=named + [monster(f"m{i}") for i in range(40)])
    state = new_game(("belkar", "roy"), cards=cards)
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    set_turn(state, 0, "end")
    return state


def test_S_OOTS_10_R_OOTS_257_258_260_261_trading_monsters():
    state = belkar_state()
    belkar = state.players[0]
    belkar.saved = ["wimpy", "dragon", "halforc"]  # 4 XP on 3 cards after turn 3
    state._decision = None
    top3 = belkar.shtick_deck[:3]
    deck_size = len(belkar.shtick_deck)
    play(state, "trade_monsters")
    assert set(keys(state)) == {"give:wimpy", "give:dragon", "give:halforc", "cancel"}
    play(state, "give:dragon")
    assert "confirm" not in keys(state)
    play(state, "give:wimpy")
    play(state, "confirm")
    assert keys(state) == [f"keep:{s}" for s in top3]  # R-OOTS-260: the top 3
    play(state, f"keep:{top3[1]}")
    assert keys(state) == [f"bottom:{top3[0]}", f"bottom:{top3[2]}"]
    play(state, f"bottom:{top3[2]}")
    assert belkar.shticks[-1] == top3[1]
    assert belkar.shtick_deck[-2:] == [top3[2], top3[0]] and len(belkar.shtick_deck) == deck_size - 1
    assert belkar.saved == ["halforc"]  # R-OOTS-261: the others go to the Battle discard pile
    assert {"dragon", "wimpy"} <= set(state.battle_discard)
    assert state.turn.stage == "end" and "trade_monsters" not in keys(state)


def test_R_OOTS_259_excess_xp_is_lost():
    state = belkar_state()
    belkar = state.players[0]
    belkar.saved = ["wimpy", "dragon", "halforc"]
    state._decision = None
    play(state, "trade_monsters")
    for m in ("wimpy", "dragon", "halforc"):
        play(state, f"give:{m}")
    play(state, "confirm")
    play(state, keys(state)[0])
    play(state, keys(state)[0])
    assert belkar.saved == [] and state.turn.stage == "end" and not state.asks  # 4 XP = 1 draw


def test_A_OOTS_21_two_draws_resolve_one_after_the_other():
    state = belkar_state()
    belkar = state.players[0]
    belkar.saved = ["red1", "red2"]
    state._decision = None
    play(state, "trade_monsters")
    play(state, "give:red1")
    play(state, "give:red2")
    play(state, "confirm")
    first = keys(state)
    play(state, first[0])
    play(state, keys(state)[0])
    second = keys(state)
    assert second[0].startswith("keep:") and second != first  # the second draw sees the next 3 cards
    play(state, second[0])
    play(state, keys(state)[0])
    assert len(belkar.shticks) == 5 and not state.asks


def test_R_OOTS_257_no_trade_without_enough_xp():
    state = belkar_state()
    state.players[0].saved = ["wimpy", "halforc"]
    state._decision = None
    assert "trade_monsters" not in keys(state)


def test_R_OOTS_264_A_OOTS_22_trading_loot_for_the_top_shtick():
    cards = card_set(loot_cards=[loot("two", {"roy": 2}), loot("one", {"roy": 1}), loot("hers", {"haley": 3})])
    state = new_game(("roy", "haley"), cards=cards)
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    roy = state.players[0]
    roy.stash, roy.equipped = ["two", "hers"], ["one"]
    state.loot_deck = []
    set_turn(state, 0, "start")
    top = roy.shtick_deck[0]
    play(state, "trade_loot")
    assert set(keys(state)) == {"give:two", "give:one", "cancel"}  # only Loot Roy Drools Over
    play(state, "give:two")
    play(state, "give:one")  # equipped Loot may pay too
    play(state, "confirm")
    assert roy.shticks[-1] == top and roy.stash == ["hers"] and roy.equipped == []
    assert sorted(state.loot_discard) == ["one", "two"]
