"""Player vs. player battles (digest 3.13; R-OOTS-182..195, A-OOTS-07, A-OOTS-15, A-OOTS-44; D4a, D17)."""

from __future__ import annotations

from engine.games.oots.content.schema import Modifier

from .oots_helpers import (
    card_set,
    default_shticks,
    dice,
    in_play,
    keys,
    loot,
    new_game,
    picks,
    play,
    put,
    room_at,
    set_turn,
)
from .oots_helpers import shtick as sh


def pvp_cards():
    extra = [
        sh("belkar.tw1", "belkar", "Twin Daggers of Doom", atk=3, dfn=0, types=("weapon",)),
        sh("belkar.tw2", "belkar", "Twin Daggers of Doom", atk=3, dfn=0, types=("weapon",)),
        sh(
            "belkar.dsep",
            "belkar",
            "Deep-Seated Emotional Problems",
            battle=False,
            mods=(Modifier("atk", 2, ("player",)),),
        ),
        sh("elan.xd1", "elan", "X-Treme Diplomacy", atk=None, dfn=1, boost_def=2, types=("verbal",)),
        sh("elan.xd2", "elan", "X-Treme Diplomacy", atk=None, dfn=1, boost_def=2, types=("verbal",)),
        sh("elan.far", "elan", "Far Shield", atk=None, dfn=1, rng=99),
        sh("elan.bow", "elan", "Bow", atk=2, dfn=1, rng=3),
    ]
    lootc = [
        loot("chain", {"elan": 1}, mods=(Modifier("def", 1, ("weapon_shtick",)),), users=("elan",)),
        loot("ladder", {"belkar": 1}),
        *[loot(f"l{i}", {"elan": 1, "belkar": 1}) for i in range(30)],
    ]
    return card_set(shticks=default_shticks() + extra, loot_cards=lootc)


def duel(moved=True):
    """S-OOTS-06: Belkar (seat 0) ends his move in Elan's Monster-free room."""
    state = new_game(("belkar", "elan", "roy"), cards=pvp_cards())
    for col in range(-1, 3):
        room_at(state, (1, col))
    put(state, 0, (1, 0) if moved else (1, 1))
    put(state, 1, (1, 1))
    put(state, 2, (1, -1))
    in_play(state, 0, "belkar.tw1", "belkar.tw2", "belkar.dsep")
    in_play(state, 1, "elan.xd1", "elan.xd2")
    for c in ("chain", "ladder"):
        if c in state.loot_deck:
            state.loot_deck.remove(c)
    state.players[0].equipped = ["ladder"]
    state.players[1].equipped = ["chain"]
    set_turn(state, 0, "mode")
    if moved:
        play(state, "move:1:1")
        play(state, "stop")
    else:
        play(state, "stay")
    return state


def test_S_OOTS_06_R_OOTS_062_182_184_185_187_188_belkar_attacks_elan():
    """S-OOTS-06 without the helpers (part 2); Belkar rolls 8 instead of 12 so the book's winner still wins."""
    state = duel()
    assert "attack:1" in keys(state)
    play(state, "attack:1")
    d = state.decision()
    assert d.player == 0 and d.has("shtick:belkar.tw1")  # R-OOTS-184: the Attacker first
    play(state, "shtick:belkar.tw1")
    play(state, "ready")
    d = state.decision()
    assert d.player == 1 and "Twin Daggers of Doom" in d.prompt  # R-OOTS-185: Elan sees it, then chooses
    assert set(d.keys()) == {"shtick:elan.xd1", "shtick:none"}
    play(state, "shtick:elan.xd1")
    dice(state, 8, 11)
    play(state, "roll")
    b = state.last_battle or state.battle
    assert b.player_total == 8 + 5 and b.foe_total == 11 + 4  # 3 + 0 + 2 / 1 + 2 + 1 (R-OOTS-280, R-OOTS-275)
    assert state.players[0].wounds == 1  # R-OOTS-188
    d = state.decision()
    assert d.player == 1 and d.keys() == ["take:ladder", "decline"]  # R-OOTS-189: optional, Range 0
    play(state, "take:ladder")
    assert "ladder" in state.players[1].stash and state.players[0].equipped == []
    assert state.turn.stage == "end" and state.turn.no_more_battles  # R-OOTS-193


def test_R_OOTS_189_random_stash_card_when_nothing_is_equipped():
    state = duel()
    state.players[1].equipped = []
    state.players[1].stash = ["l1", "l2"]
    play(state, "attack:1")
    play(state, "shtick:belkar.tw1")
    play(state, "ready")
    play(state, "shtick:none")
    picks(state, 9, 0, 1)  # Belkar 10, Elan 1; then the second Stash card
    play(state, "roll")
    assert keys(state) == ["take:random", "decline"]
    play(state, "take:random")
    assert state.players[0].stash[-1] == "l2" and state.players[1].stash == ["l1"]


def test_R_OOTS_190_draw_and_R_OOTS_199_win_without_shtick_is_a_draw():
    state = duel()
    play(state, "attack:1")
    play(state, "shtick:none")
    play(state, "ready")
    play(state, "shtick:elan.xd1")
    dice(state, 12, 1)
    play(state, "roll")
    assert [p.wounds for p in state.players] == [0, 0] + [0]
    assert state.turn.stage == "end"


def test_R_OOTS_063_108_109_114_ranged_pvp_and_infinite_defence():
    state = duel(moved=False)
    in_play(state, 0, "belkar.s4")  # Attack +1, Range 2
    put(state, 1, (1, -1))  # 2 rooms away
    in_play(state, 1, "elan.xd1", "elan.far")
    room_at(state, (1, -1), monsters=("m3",))  # A-OOTS-44: a Monster in the target's room does not matter
    set_turn(state, 0, "mode")
    play(state, "stay")
    assert "attack:1" in keys(state)
    play(state, "attack:1")
    assert keys(state) == ["shtick:belkar.s4"]  # R-OOTS-108
    play(state, "shtick:belkar.s4")
    play(state, "ready")
    assert set(keys(state)) == {"shtick:elan.far", "shtick:none"}  # R-OOTS-109 / R-OOTS-114


def test_R_OOTS_105_moved_attacker_only_at_range_0():
    state = duel()
    assert keys(state) == ["attack:1", "none"]  # Roy, 2 rooms away, is out of the question


def test_R_OOTS_195_fleeing_players_cannot_be_attacked():
    state = duel(moved=False)
    state.players[1].fleeing = True
    set_turn(state, 0, "mode")
    play(state, "stay")
    assert not any(k.startswith("attack:1") for k in keys(state))


def test_R_OOTS_241_resting_defender_suffers_minus_4():
    state = duel()
    state.players[1].token = "resting"
    play(state, "attack:1")
    play(state, "shtick:belkar.tw1")
    play(state, "ready")
    play(state, "shtick:elan.xd1")
    dice(state, 1, 10)
    play(state, "roll")
    b = state.last_battle or state.battle
    assert ("resting", -4) in b.foe_items and b.foe_total == 10 + 4 - 4


def test_R_OOTS_193_no_battles_after_pvp_even_after_losing():
    state = duel()
    play(state, "attack:1")
    play(state, "shtick:belkar.tw1")
    play(state, "ready")
    play(state, "shtick:elan.xd1")
    dice(state, 1, 12)
    play(state, "roll")
    play(state, "decline")
    assert state.players[0].wounds == 1 and state.turn.stage == "end"
    assert "attack:1" not in keys(state)
