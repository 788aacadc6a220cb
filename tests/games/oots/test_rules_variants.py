"""Optional variants (digest 3.30): Lucky Bastards and Nerdcore (R-OOTS-424..427, R-OOTS-429..432)."""

from __future__ import annotations

from engine.games.oots.content.schema import Trap

from .fight_helpers import fight
from .oots_helpers import (
    card_set,
    dice,
    keys,
    loot,
    monster,
    new_game,
    play,
    put,
    room_at,
    set_turn,
    take_card,
)


def lucky_fight(face, dfn=5, shticks=("roy.g1",)):
    state = fight([monster("foe", "Foe", dfn=dfn)], ["foe"], shticks=shticks)
    state.options["lucky_bastards"] = True
    play(state, f"shtick:{shticks[0]}")
    dice(state, face)
    play(state, "roll")
    return state


def test_R_OOTS_424_425_natural_1_loses_natural_12_wins():
    assert lucky_fight(1, dfn=0).last_battle.outcome == "loss"  # 1 + 4 beats 0, but a natural 1 loses
    assert lucky_fight(12, dfn=40).last_battle.outcome == "win"


def test_R_OOTS_427_thor_incarnate_counts_2_as_13():
    state = lucky_fight(2, dfn=14, shticks=("roy.g1", "roy.thor"))
    assert state.last_battle.player_total == 13 + 2
    assert lucky_fight(1, dfn=0, shticks=("roy.g1", "roy.thor")).last_battle.outcome == "loss"


def test_R_OOTS_426_both_natural_12s_draw_in_pvp():
    state = new_game(("roy", "haley"), lucky_bastards=True)
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    put(state, 1, (1, 0))
    set_turn(state, 0, "mode")
    play(state, "stay")
    play(state, "attack:1")
    play(state, "shtick:roy.s1")
    play(state, "ready")
    play(state, "shtick:haley.s2")
    dice(state, 12, 12)
    play(state, "roll")
    assert state.last_battle.outcome == "draw" and [p.wounds for p in state.players] == [0, 0]


def test_R_OOTS_424_pvp_natural_1_loses_whatever_the_totals():
    state = new_game(("roy", "haley"), lucky_bastards=True)
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    put(state, 1, (1, 0))
    set_turn(state, 0, "mode")
    play(state, "stay")
    play(state, "attack:1")
    play(state, "shtick:roy.s1")
    play(state, "ready")
    play(state, "shtick:haley.s2")
    dice(state, 11, 1)
    play(state, "roll")
    assert state.players[1].wounds == 1


def test_R_OOTS_429_430_nerdcore_no_walking_home_and_no_safe_haven():
    state = new_game(("roy", "haley"), nerdcore=True)
    assert "safe_haven" not in state.lair_deck and len(state.lair_deck) == 4
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    set_turn(state, 0, "mode")
    assert "move:0:0" not in keys(state)
    state.collapsing = True
    state._decision = None
    assert "move:0:0" in keys(state)  # leaving the collapsing dungeon is still possible


def test_R_OOTS_431_nerdcore_traps_return_to_the_discard_pile():
    pit = Trap("pit", "pit", "Pit", 12, 0, False, 1, False, 0, "")
    state = new_game(
        ("roy", "haley"), cards=card_set(loot_cards=[pit] + [loot(f"l{i}") for i in range(20)]), nerdcore=True
    )
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    state.loot_deck = [c for c in state.loot_deck if c != "pit"]
    state.loot_discard = [c for c in state.loot_discard if c != "pit"]
    state.room((1, 0)).loot = ["pit"]
    set_turn(state, 0, "start")
    dice(state, 1)
    play(state, "pickup")
    assert "pit" in state.loot_discard and "pit" not in state.out_of_game


def test_R_OOTS_432_nerdcore_trading_monsters_gives_the_top_shtick():
    cards = card_set(battle=[monster("big", "Big", xp=3)] + [monster(f"m{i}") for i in range(30)])
    state = new_game(("roy", "haley"), cards=cards, nerdcore=True)
    roy = state.players[0]
    roy.saved = ["big"]
    take_card(state, "big")
    set_turn(state, 0, "start")
    top = roy.shtick_deck[0]
    play(state, "trade_monsters")
    play(state, "give:big")
    play(state, "confirm")
    assert roy.shticks[-1] == top and not state.asks


def test_R_OOTS_433_434_A_OOTS_27_xykon_not_home():
    state = new_game(("roy", "haley"), xykon_not_home=True)
    assert state.lair_deck[0] == "safe_haven" and len(state.lair_deck) == 8 and len(state.xykon_deck) == 10
    for col in range(8):  # the whole Lair explored (the 5-room cap is lifted)
        room_at(state, (4, col), card=state.lair_deck[0])
        state.lair_deck.pop(0)
    state.lair_deck = []
    state.last_lair_room = (4, 7)
    state.xykon_deck.remove("lich")
    state.room((4, 7)).xykon_card = state.xykon_deck.pop(0)  # its Xykon draw is done, no Lich
    room_at(state, (1, 0))
    state.floors[3].stairs_down = 0
    put(state, 0, (1, 0))
    put(state, 1, (1, 0))
    set_turn(state, 1, "end")
    play(state, "done")  # the next player's turn: the Monster escape happens at its start
    assert state.collapsing and state.xykon_victor == -1 and state.turn.removal_due


def test_R_OOTS_419_420_go_team_seating_and_no_attacks_on_teammates():
    import pytest

    from engine.core.errors import OptionsError

    with pytest.raises(OptionsError):
        new_game(("roy", "haley", "elan"), teams=2)
    state = new_game(("roy", "haley", "elan", "belkar"), teams=2)
    assert [state.team(s) for s in range(4)] == [0, 1, 0, 1]  # never two teammates in a row
    room_at(state, (1, 0))
    for s in range(4):
        put(state, s, (1, 0))
    set_turn(state, 0, "mode")
    play(state, "stay")
    assert "attack:2" not in keys(state) and {"attack:1", "attack:3"} <= set(keys(state))


def test_R_OOTS_421_resting_next_to_a_standing_teammate():
    def attacked_haley(belkar_here):
        state = new_game(("roy", "haley", "elan", "belkar"), teams=2)  # Haley and Belkar are team 1
        room_at(state, (1, 0))
        room_at(state, (1, 1))
        for s in range(4):
            put(state, s, (1, 0))
        if not belkar_here:
            put(state, 3, (1, 1))
        state.players[1].token = "resting"
        set_turn(state, 0, "mode")
        play(state, "stay")
        play(state, "attack:1")
        play(state, "shtick:roy.s1")
        play(state, "ready")
        play(state, "shtick:haley.s2")
        dice(state, 2, 2)
        play(state, "roll")
        return state.last_battle or state.battle

    assert ("resting", -4) not in attacked_haley(belkar_here=True).foe_items
    assert ("resting", -4) in attacked_haley(belkar_here=False).foe_items


def test_S_OOTS_25_R_OOTS_423_A_OOTS_51_team_scoring():
    from engine.games.oots import scoring

    cards = card_set(loot_cards=[loot("ev", {"haley": 1, "roy": 2})] + [loot(f"l{i}") for i in range(20)])
    state = new_game(("haley", "elan", "roy", "belkar"), cards=cards, teams=2)
    for p in state.players:
        p.stash, p.equipped, p.shticks = [], [], []
    state.players[0].stash = ["ev"]  # Haley holds Eternal Vigilence
    assert scoring.team_scores(state) == {0: 3, 1: 0}  # Haley 1 + Roy 2, whoever holds it
    state.players[0].stash, state.players[2].stash = [], ["ev"]
    assert scoring.team_scores(state) == {0: 3, 1: 0}
    state.over = True
    assert state.result().winners == (0, 2) and state.result().scores == (3.0, 0.0, 3.0, 0.0)
