"""New battles: Battle Size and Monsters played from the hands (digest 3.7, R-OOTS-073..091; D5)."""

from __future__ import annotations

from engine.games.oots import battles
from engine.games.oots.content.schema import RoomHook, Support

from .oots_helpers import (
    ab,
    card_set,
    give_hand,
    in_play,
    keys,
    monster,
    new_game,
    play,
    put,
    room,
    room_at,
    screw,
    set_turn,
)


def s02_cards(extra=()):
    named = [
        monster("skelemen", "Skelemen", types=("undead",), abilities=(ab("mindless"),)),
        monster("zombies", "Xykon's Zombies", types=("undead",)),
        monster("fido", "Fido/Rover", types=("beast",)),
        monster(
            "necro",
            "Goblin Necromancer",
            types=("goblin",),
            abilities=(ab("leader"),),
            support=Support(("undead",), "horde"),
        ),
        monster("coward", "Cowardly Kobold", types=("kobold",)),
        *extra,
    ]
    filler = [screw(f"st{i}") for i in range(30)] + [monster(f"m{i}", f"Goblin {i}") for i in range(20)]
    return card_set(battle=named + filler)


def s02_state(last="fido"):
    """S-OOTS-02: Elan -> Roy -> Belkar -> Durkon; Elan moved into an empty floor-2 room holding 1 Loot."""
    state = new_game(("elan", "roy", "belkar", "durkon"), cards=s02_cards())
    room_at(state, (2, 0))
    state.room((2, 0)).loot = [state.loot_deck.pop(0)]
    room_at(state, (2, 1))
    put(state, 0, (2, 1))
    for seat in (1, 2, 3):
        put(state, seat, (1, 5))
    give_hand(state, 1, ["skelemen", "zombies", "fido"])
    give_hand(state, 2, ["necro"])
    give_hand(state, 3, ["st0", "st1"])
    give_hand(state, 0, ["coward"])
    in_play(state, 0, "elan.s2", "elan.d0")
    set_turn(state, 0, "mode")
    play(state, "move:2:0")
    play(state, "stop")
    return state


def test_S_OOTS_02_R_OOTS_076_078_079_080_087_288_400_new_battle():
    state = s02_state()
    fill = state.fill
    assert fill.size == 2  # R-OOTS-074, and the Loot does not stop the trigger (A-OOTS-04)
    assert state.decision().player == 1
    assert sorted(keys(state)) == ["monster:fido", "monster:skelemen", "monster:zombies"]
    play(state, "monster:skelemen")
    assert state.decision().player == 2
    play(state, "monster:necro")
    assert fill.size == 4  # 2 + 1 Leader + 1 Horde (Skelemen)
    # Durkon holds only Screw This!: discards, draws 7, is skipped (R-OOTS-080).
    durkon = state.players[3]
    assert "st0" in state.battle_discard and "st1" in state.battle_discard and len(durkon.hand) == 7
    assert state.decision().player == 0  # Elan plays onto himself (R-OOTS-078)
    play(state, "monster:coward")
    assert state.decision().player == 1
    play(state, "monster:fido")
    assert state.fill is None
    assert state.room((2, 0)).monsters == ["skelemen", "necro", "coward", "fido"]  # R-OOTS-079
    b = state.battle
    assert b.monster == "skelemen" and b.role == "defender"  # R-OOTS-087
    assert "shtick:elan.d0" not in keys(state) and "shtick:elan.s2" in keys(state)  # Mindless (R-OOTS-401)


def test_S_OOTS_02_R_OOTS_416_zombies_grow_the_horde():
    state = s02_state()
    play(state, "monster:skelemen")
    play(state, "monster:necro")
    play(state, "monster:coward")
    play(state, "monster:zombies")
    assert state.fill is not None and state.fill.size == 5  # R-OOTS-416: a further supporter adds 1


def test_R_OOTS_075_room_text_changes_battle_size():
    cards = card_set(rooms=[room("big", RoomHook("battle_size", 2))])
    state = new_game(("roy", "haley"), cards=cards)
    room_at(state, (1, 0), card="big")
    assert battles.battle_size(state, (1, 0)) == 3


def test_R_OOTS_082_083_no_monsters_anywhere_freezes_the_battle():
    cards = card_set(battle=[screw(f"st{i}") for i in range(20)] + [monster("m0")])
    state = new_game(("roy", "haley", "elan"), cards=cards)
    for seat in range(3):
        give_hand(state, seat, [])
    state.battle_deck = []
    room_at(state, (1, 1))
    room_at(state, (1, 0))
    put(state, 0, (1, 1))
    set_turn(state, 0, "mode")
    play(state, "move:1:0")
    play(state, "stop")
    assert state.fill is None and state.battle is None and state.turn.stage == "end"
    assert state.battle_ran_out  # R-OOTS-082: redealt only at the end of the turn


def test_R_OOTS_088_A_OOTS_26_unique_monster_replaces_the_copy_in_play():
    nale = [monster("nale1", "Nale", unique=True), monster("nale2", "Nale", unique=True)]
    state = new_game(("roy", "haley"), cards=card_set(battle=nale + [monster(f"m{i}") for i in range(30)]))
    room_at(state, (1, 3), monsters=("nale1",))
    room_at(state, (1, 1))
    room_at(state, (1, 0))
    put(state, 0, (1, 1))
    give_hand(state, 1, ["nale2", "m0", "m1"])
    set_turn(state, 0, "mode")
    play(state, "move:1:0")
    play(state, "stop")
    play(state, "monster:nale2")
    assert state.room((1, 3)).monsters == [] and "nale1" in state.battle_discard
    assert state.room((1, 0)).monsters == ["nale2"]


def test_R_OOTS_089_S_OOTS_28_two_player_monster_play():
    for floor, expected in ((1, [1]), (2, [1, 1]), (3, [1, 1, 0])):
        state = new_game(("roy", "haley"))
        room_at(state, (floor, 1))
        room_at(state, (floor, 0))
        put(state, 0, (floor, 1))
        set_turn(state, 0, "mode")
        play(state, f"move:{floor}:0")
        play(state, "stop")
        seen = []
        while state.fill is not None:
            seat = state.decision().player
            seen.append(seat)
            play(state, keys(state)[0])
        assert seen == expected  # B (twice in its first call), then A onto himself


def test_R_OOTS_090_two_player_redraw_and_play():
    state = new_game(("roy", "haley"))
    give_hand(state, 1, ["st0"])
    room_at(state, (1, 1))
    room_at(state, (1, 0))
    put(state, 0, (1, 1))
    set_turn(state, 0, "mode")
    play(state, "move:1:0")
    play(state, "stop")
    assert state.decision().player == 1  # not skipped: plays from the new hand
    assert "st0" in state.battle_discard and len(state.players[1].hand) == 7


def test_R_OOTS_396_A_OOTS_49_henchman_sinks_to_the_bottom():
    cards = card_set(
        battle=[monster("roach", "Roaches", abilities=(ab("henchman"),))] + [monster(f"m{i}") for i in range(30)]
    )
    state = new_game(("roy", "haley", "elan"), cards=cards)
    room_at(state, (2, 1))
    room_at(state, (2, 0))
    put(state, 0, (2, 1))
    give_hand(state, 1, ["roach"])
    give_hand(state, 2, ["m1"])
    set_turn(state, 0, "mode")
    play(state, "move:2:0")
    play(state, "stop")
    play(state, "monster:roach")
    play(state, "monster:m1")
    assert state.room((2, 0)).monsters == ["m1", "roach"]
    assert state.battle.monster == "m1"


def test_R_OOTS_091_npcs_never_play_monsters():
    state = new_game(("roy", "haley"))
    room_at(state, (1, 1))
    room_at(state, (1, 0))
    put(state, 0, (1, 1))
    set_turn(state, 0, "mode")
    play(state, "move:1:0")
    play(state, "stop")
    assert state.decision().player in (0, 1) and len(state.npcs) == 4
