"""Xykon's Lair, the collapsing dungeon, Bragging Points (digest 3.23-3.25; R-OOTS-322..372)."""

from __future__ import annotations

from engine.games.oots import collapse, scoring
from engine.games.oots.content.schema import Power, XykonEvent
from engine.games.oots.support import monster_values

from .driver import play_out
from .oots_helpers import (
    ab,
    card_set,
    dice,
    give_hand,
    in_play,
    keys,
    loot,
    monster,
    new_game,
    play,
    put,
    room_at,
    set_turn,
)


def lair_cards():
    xykon = [
        monster("lich", "Xykon the Lich", atk=12, dfn=8, abilities=(ab("xykon_special"),), xykon=True, loot=1),
        monster("horde", "Zombie Horde", atk=5, dfn=3, types=("undead",), xykon=True),
        XykonEvent("gloat", "Gloating", (Power("monster_mod", target="room", amount_atk=2, amount_def=2),), ""),
        XykonEvent("reinforce", "Reinforcements", (Power("battle_size", 1, target="room"),), ""),
    ]
    lootc = [loot(f"l{i}", {"roy": 2, "belkar": 2, "elan": 2, "vaarsuvius": 2}) for i in range(40)]
    return card_set(xykon=xykon, loot_cards=lootc)


def lair_state(xykon_top="horde"):
    """S-OOTS-14: 4 players, medium; Roy in an empty floor-3 room whose stairs lead to the Lair."""
    state = new_game(("roy", "vaarsuvius", "belkar", "elan"), cards=lair_cards())
    for f in (1, 2, 3):
        room_at(state, (f, 0))
        state.floors[f - 1].stairs_down = 0
    state.floors[3].stairs_down = 0
    for seat in range(1, 4):
        put(state, seat, (1, 0))
    put(state, 0, (3, 0))
    roy = state.players[0]
    roy.shticks = roy.shtick_deck[:12]
    roy.stash = state.loot_deck[:6]
    del state.loot_deck[:6]
    state.xykon_deck = [xykon_top] + [c for c in state.xykon_deck if c != xykon_top]
    set_turn(state, 0, "start")
    return state


def test_S_OOTS_14_R_OOTS_322_327_329_330_331_333_334_335_336_entering_the_lair():
    state = lair_state()
    roy = state.players[0]
    play(state, f"equip:{roy.stash[0]}")
    play(state, f"equip:{roy.stash[0]}")  # DF 4 < 8: not allowed down yet (R-OOTS-324)
    play(state, "done")
    assert "explore:4:0" not in keys(state)
    set_turn(state, 0, "start")
    play(state, f"equip:{roy.stash[0]}")
    play(state, f"equip:{roy.stash[0]}")  # DF 8, 12 shticks >= 9
    play(state, "done")
    play(state, "explore:4:0")
    assert state.room((4, 0)).card == "safe_haven" and state.turn.stage == "move"  # A-OOTS-05: no stop
    play(state, "explore:4:-1")
    assert state.turn.stage == "fill"  # a Lair room ends the move; new battle
    fill = state.fill
    assert fill.size == 4 and state.room((4, -1)).monsters[0] == "horde"  # R-OOTS-333 / R-OOTS-335
    assert state.room((4, -1)).xykon_card == "horde"
    assert monster_values(state, (4, -1), "horde", character="roy", ranged=False)[:2] == (5 + 4, 3 + 4)
    while state.fill is not None:
        play(state, keys(state)[0])
    assert len(state.room((4, -1)).monsters) == 4 and state.battle.monster == "horde"


def test_R_OOTS_337_338_defeated_xykon_card_stays_face_down_and_no_second_draw():
    state = lair_state()
    room_at(state, (4, 0), card="safe_haven")
    room_at(state, (4, 1), card="lair0", monsters=("horde",))
    state.room((4, 1)).xykon_card = "horde"
    state.xykon_deck.remove("horde")
    put(state, 0, (4, 1))
    in_play(state, 0, "roy.s1")
    set_turn(state, 0, "mode")
    play(state, "stay")
    play(state, "shtick:roy.s1")
    dice(state, 12)
    play(state, "roll")
    r = state.room((4, 1))
    assert r.monsters == [] and r.xykon_down and "horde" not in state.battle_discard + state.players[0].saved
    deck = list(state.xykon_deck)
    put(state, 1, (4, 0))
    put(state, 0, (4, 0))
    set_turn(state, 0, "mode")
    play(state, "move:4:1")  # a Lair room ends the move
    assert state.xykon_deck == deck  # R-OOTS-338: never a second Xykon card for that room


def test_R_OOTS_339_xykon_event_cards():
    state = lair_state("reinforce")
    room_at(state, (4, 0), card="safe_haven")
    room_at(state, (4, 1), card="lair0")
    put(state, 0, (4, 0))
    set_turn(state, 0, "mode")
    play(state, "move:4:1")  # a Lair room ends the move
    assert state.fill.size == 5 and state.room((4, 1)).monsters == []  # 4 + 1, the event does not count
    state = lair_state("gloat")
    room_at(state, (4, 0), card="safe_haven")
    room_at(state, (4, 1), card="lair0")
    put(state, 0, (4, 0))
    set_turn(state, 0, "mode")
    play(state, "move:4:1")  # a Lair room ends the move
    while state.fill is not None:
        play(state, keys(state)[0])
    top = state.battle.monster
    printed = state.cs.monster(top)
    assert monster_values(state, (4, 1), top, character="roy", ranged=False)[:2] == (
        printed.atk + 2,
        printed.defense + 2,
    )


def test_R_OOTS_245_340_341_343_344_345_346_347_349_356_411_xykon_falls():
    state = lair_state()
    room_at(state, (4, 0), card="safe_haven")
    room_at(state, (4, 1), card="lair0", monsters=("lich",))
    state.room((4, 1)).xykon_card = "lich"
    state.xykon_deck.remove("lich")
    room_at(state, (2, 1), monsters=("m1", "m2"))
    put(state, 0, (4, 1))
    put(state, 3, (0, 0))  # Elan waits on the Entrance
    in_play(state, 0, "roy.s1")
    set_turn(state, 0, "mode")
    play(state, "stay")
    play(state, "shtick:roy.s1")
    loot_before = len(state.loot_deck)
    dice(state, 12)
    play(state, "roll")
    assert state.xykon_victor == 0 and state.collapsing
    assert state.room((2, 1)).monsters == [] and {"m1", "m2"} <= set(state.battle_discard)  # R-OOTS-345
    coins = sum(state.cs.monster(m).loot for m in ("m1", "m2"))
    assert len(state.room((2, 1)).loot) == coins
    assert len(state.loot_deck) == loot_before - coins - 1  # the Lich's own coin dropped where he fell
    assert state.players[3].exited  # A-OOTS-28d
    assert keys(state) == ["take_two", "leave"]  # A-OOTS-52: the victor's 2 cards
    play(state, "take_two")
    if "none" in keys(state):
        play(state, "none")  # nobody needs attacking
    play(state, "done")
    assert state.turn.seat == 1 and state.turn.removal_due  # removals start with the next player
    assert state.turn.stage == "start"
    play(state, "done")
    assert "rest" not in keys(state)  # R-OOTS-245
    play(state, "stay")
    play(state, "none")  # Belkar shares V's room; no PvP
    play(state, "done")
    assert state.turn.stage == "remove" and keys(state) == ["remove:4:1"]  # the Safe Haven (stairs up) goes last
    play(state, "remove:4:1")
    assert state.players[0].pos == (4, 0)  # R-OOTS-356: pushed into the neighbouring room


def collapse_state():
    """S-OOTS-16 in small: Lair = 3 rooms, Roy at the far end; V already outside."""
    state = new_game(("vaarsuvius", "belkar", "elan", "roy"), cards=lair_cards())
    for f in (1, 2, 3):
        room_at(state, (f, 0))
        state.floors[f - 1].stairs_down = 0
    state.floors[3].stairs_down = 0
    room_at(state, (4, 0), card="safe_haven")
    room_at(state, (4, 1), card="lair0")
    room_at(state, (4, 2), card="lair1")
    put(state, 3, (4, 2))
    put(state, 1, (2, 0))
    put(state, 2, (3, 0))
    put(state, 0, (0, 0))
    state.collapsing = True
    state.xykon_victor = 3
    collapse.exit_players(state, [0])
    return state


def test_R_OOTS_350_351_352_353_A_OOTS_28g_which_rooms_may_go():
    state = collapse_state()
    assert collapse.removable(state) == [(4, 2)]  # stairs-up room last; an occupied end room when nothing else
    collapse.remove_room(state, (4, 2))
    assert state.players[3].pos == (4, 1)
    collapse.remove_room(state, (4, 1))
    assert state.players[3].pos == (4, 0)
    assert collapse.removable(state) == [(4, 0)]  # the last room of the floor
    collapse.remove_room(state, (4, 0))
    assert state.players[3].pos == (3, 0) and state.floors[3].stairs_down is None  # R-OOTS-352 / R-OOTS-356
    assert collapse.lowest_floor(state) == 3


def test_R_OOTS_355_loot_of_a_removed_room_is_discarded():
    state = collapse_state()
    state.room((4, 2)).loot = ["l30", "l31"]
    state.loot_deck = [c for c in state.loot_deck if c not in ("l30", "l31")]
    collapse.remove_room(state, (4, 2))
    assert state.loot_discard[-2:] == ["l30", "l31"]


def test_R_OOTS_357_A_OOTS_28e_exited_players_still_remove_rooms():
    state = collapse_state()
    set_turn(state, 3, "end", removal_due=True)
    play(state, "done")
    play(state, "remove:4:2")
    assert state.turn.seat == 0 and state.turn.stage == "remove"  # V is outside: only the removal
    play(state, "remove:4:1")
    assert state.turn.seat == 1


def test_R_OOTS_362_363_364_365_368_game_ends_with_one_inside():
    state = collapse_state()
    collapse.exit_players(state, [1])
    assert not state.over
    collapse.exit_players(state, [2])
    assert state.over and state.decision() is None
    assert [scoring.exit_points(state, s) for s in range(4)] == [3, 2, 1, 0]  # R-OOTS-368


def test_S_OOTS_16_R_OOTS_366_367_368_369_370_final_scores():
    state = collapse_state()
    collapse.exit_players(state, [1])
    collapse.exit_players(state, [2])
    holdings = {0: (7, 9), 1: (15, 9), 2: (17, 9), 3: (14, 13)}  # Drool Factor, shticks in play
    crest = [c for c in state.cs.loot if state.cs.loot[c].df("roy") == 2]  # the fixtures' Loot: DF 2 for these four
    for seat, (df, n) in holdings.items():
        p = state.players[seat]
        p.stash, p.equipped = [], []
        p.shticks = p.shtick_deck[:n]
        p.stash = crest[: df // 2]
    state.players[0].equipped = ["odd"]
    state.players[1].equipped = ["odd"]
    state.players[2].equipped = ["odd"]
    state.cs.loot["odd"] = loot("odd", crest=1)
    try:
        totals = [scoring.breakdown(state, s)["total"] for s in range(4)]
        result = state.result()
    finally:
        del state.cs.loot["odd"]
    assert totals == [19, 26, 27, 33]
    assert result.scores == (19.0, 26.0, 27.0, 33.0) and result.winners == (3,)


def test_R_OOTS_371_372_A_OOTS_34_ties():
    state = collapse_state()
    collapse.exit_players(state, [1, 2])  # Belkar and Elan leave together
    for p in state.players:
        p.shticks, p.stash, p.equipped = [], [], []
    state.xykon_victor = -1
    # V: 3 exit points; Belkar and Elan: 1 each (they left together, Roy inside), Roy 0.
    state.players[3].shticks = state.players[3].shtick_deck[:3]
    assert scoring.winners(state) == (0,)  # V 3 = Roy 3: V left first
    state.xykon_victor = 3
    state.players[3].shticks = state.players[3].shtick_deck[: 3 - 2 * state.floors_regular]
    assert scoring.breakdown(state, 3)["total"] == 2 * state.floors_regular + len(state.players[3].shticks)


def test_full_game_reaches_its_result_from_the_lair_stairs():
    state = lair_state("lich")
    for seat, p in enumerate(state.players):
        p.shticks = p.shtick_deck[:12]
        p.equipped = state.loot_deck[:5]
        del state.loot_deck[:5]
        put(state, seat, (3, 0))
    state._decision = None
    give_hand(state, 0, state.players[0].hand)
    play_out(state, 3, 5000)
    result = state.result()
    assert state.over and result is not None and state.collapsing and state.xykon_victor >= 0
    assert len(result.scores) == 4 and result.winners
