"""Further single-rule tests: PvP dice and flips, outcomes, room modifiers, hidden Stash, collapse play."""

from __future__ import annotations

from engine.games.oots import collapse, scoring
from engine.games.oots.content.schema import RoomHook

from .fight_helpers import fight
from .oots_helpers import (
    card_set,
    default_shticks,
    dice,
    give_hand,
    in_play,
    keys,
    monster,
    new_game,
    play,
    put,
    room,
    room_at,
    set_turn,
)
from .oots_helpers import shtick as sh


def duel_state():
    cards = card_set(shticks=default_shticks() + [sh("roy.swing", "roy", "Swing", atk=3, dfn=1, flip=True)])
    state = new_game(("roy", "haley"), cards=cards)
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    put(state, 1, (1, 0))
    in_play(state, 0, "roy.swing")
    in_play(state, 1, "haley.s2")
    set_turn(state, 0, "mode")
    play(state, "stay")
    play(state, "attack:1")
    return state


def test_R_OOTS_007_092_093_183_191_pvp_both_roll_attack_against_defense_both_flip():
    state = duel_state()
    assert "shtick:roy.s2" not in keys(state)  # not in play; Roy attacks with Attack values
    play(state, "shtick:roy.swing")
    play(state, "ready")
    play(state, "shtick:haley.s2")
    dice(state, 5, 6)
    play(state, "roll")
    b = state.last_battle or state.battle
    assert b.dice == [5, 6] and b.player_total == 5 + 3 and b.foe_total == 6 + 3  # Swing +3 vs guard +3
    assert state.players[1].wounds == 0 and state.players[0].wounds == 1  # Haley won; her Result hits Roy
    play(state, "decline")  # Haley takes no Loot
    assert "roy.swing" in state.players[0].flipped  # R-OOTS-191: flip icon, whatever the outcome


def test_R_OOTS_139_140_143_163_outcomes_as_defender():
    state = fight([monster("foe", "Foe", atk=9)], ["foe"], role="defender", shticks=("roy.g1",))
    play(state, "shtick:roy.g1")
    dice(state, 8)  # 8 + 1 = 9: a draw, nothing happens
    play(state, "roll")
    assert state.players[0].wounds == 0 and state.room((1, 0)).monsters == ["foe"]
    state = fight([monster("foe", "Foe", atk=9)], ["foe"], role="defender", shticks=("roy.g1",))
    play(state, "shtick:roy.g1")
    dice(state, 12)  # 13 > 9: a Defender's win with a Wound Result defeats it (R-OOTS-163)
    play(state, "roll")
    assert state.room((1, 0)).monsters == []


def test_R_OOTS_128_room_text_modifies_the_player_in_it():
    hall = room("hall", RoomHook("player_mod", 2, stat="atk"))
    state = fight([monster("foe", "Foe", dfn=30)], ["foe"], rooms=[hall], room_card="hall", shticks=("roy.g1",))
    play(state, "shtick:roy.g1")
    dice(state, 1)
    play(state, "roll")
    assert ("hall", 2) in state.last_battle.items


def test_R_OOTS_154_flip_bonuses_last_for_one_battle():
    state = fight([monster("a", "A", dfn=1), monster("b", "B", dfn=30)], ["a", "b"], shticks=("roy.g1", "roy.rage"))
    play(state, "shtick:roy.g1")
    play(state, "flip:roy.rage")
    dice(state, 9)
    play(state, "roll")
    play(state, "next:attacker")
    play(state, "shtick:roy.g1")
    dice(state, 1)
    play(state, "roll")
    assert not any("Battle Rage" in n for n, _ in state.last_battle.items)


def test_R_OOTS_232_fleeing_players_still_play_monsters():
    state = new_game(("roy", "haley"))
    room_at(state, (1, 1))
    room_at(state, (1, 0))
    put(state, 0, (1, 1))
    put(state, 1, (1, 5))
    state.players[1].fleeing, state.players[1].wounds = True, 4
    give_hand(state, 1, ["m1", "m2"])
    set_turn(state, 0, "mode")
    play(state, "move:1:0")
    play(state, "stop")
    assert state.decision().player == 1 and "monster:m1" in keys(state)


def test_R_OOTS_286_293_295_hidden_stash_count_public():
    state = new_game(("roy", "haley"))
    v = state.view(1)["players"][0]
    assert v["stash_size"] == 3 and "stash" not in v


def test_R_OOTS_315_trap_range_0_affects_only_its_room():
    from engine.games.oots.content.schema import Trap

    from .oots_helpers import loot

    pit = Trap("pit", "pit", "Pit", 12, 0, True, 1, False, 0, "")
    state = new_game(("roy", "haley"), cards=card_set(loot_cards=[pit] + [loot(f"l{i}") for i in range(20)]))
    room_at(state, (1, 0))
    room_at(state, (1, 1))
    put(state, 0, (1, 0))
    put(state, 1, (1, 1))
    state.loot_deck = [c for c in state.loot_deck if c != "pit"]
    state.room((1, 0)).loot = ["pit"]
    set_turn(state, 0, "start")
    dice(state, 1)
    play(state, "pickup")
    assert state.players[0].wounds == 1 and state.players[1].wounds == 0


def test_R_OOTS_325_326_leaving_the_lair_needs_the_requirements_again():
    state = new_game(("roy", "haley"), length="short")
    room_at(state, (2, 0))
    state.floors[2].stairs_down = 0
    room_at(state, (3, 0), card="safe_haven")
    put(state, 0, (3, 0))
    set_turn(state, 0, "mode")
    assert "move:2:0" in keys(state)  # in the Lair below the requirements: may stay or leave
    play(state, "move:2:0")
    play(state, "stop")
    set_turn(state, 0, "mode")
    assert "move:3:0" not in keys(state)  # coming back needs them again (and going down is never required)


def test_R_OOTS_342_354_358_360_361_collapse_play():
    state = new_game(("roy", "haley", "elan"))
    room_at(state, (1, 0))
    state.floors[1].stairs_down = 0
    for col in (-1, 0, 1):
        room_at(state, (2, col))
    state.room((2, 0)).loot = ["l30"]
    state.loot_deck = [c for c in state.loot_deck if c != "l30"]
    put(state, 0, (2, 0))
    put(state, 1, (2, 0))
    put(state, 2, (1, 0))
    state.collapsing, state.xykon_victor = True, 0
    set_turn(state, 0, "start", removal_due=True)
    assert "pickup" in keys(state)  # R-OOTS-361
    play(state, "done")
    assert "stay" in keys(state) and "move:2:1" in keys(state)  # R-OOTS-358: no hurry
    play(state, "stay")
    assert "attack:1" in keys(state)  # R-OOTS-360: players still battle each other
    play(state, "none")
    play(state, "done")
    assert keys(state) == ["remove:2:-1", "remove:2:1"]  # R-OOTS-354: the player whose turn ends chooses
    play(state, "remove:2:1")
    assert sorted(state.floors[2].rooms) == [-1, 0] and state.turn.seat == 1
    assert scoring.breakdown(state, 0)["xykon"] == 2 * state.floors_regular  # R-OOTS-342
    assert collapse.removable(state) == [(2, -1)]


def test_R_OOTS_359_no_new_battles_while_collapsing():
    state = new_game(("roy", "haley"))
    room_at(state, (1, 0))
    room_at(state, (1, 1))
    put(state, 0, (1, 0))
    put(state, 1, (1, 5))
    state.collapsing = True
    set_turn(state, 0, "mode")
    play(state, "move:1:1")
    play(state, "stop")
    assert state.fill is None and state.turn.stage == "end"
