"""Shticks kept, flipped and boosted; Loot sources; Wound sources; missed turns in the collapse.

Ids of digest 3.16, 3.19, 3.20 and 3.21.
"""

from __future__ import annotations

from engine.core.game import Seat
from engine.core.rng import Chance
from engine.games.oots import make_state
from engine.games.oots.content.schema import Modifier, Power, RoomHook, Shtick
from engine.games.oots.state import ENTRANCE, Battle
from engine.games.oots.turn import start_turn
from engine.games.oots.values import player_items
from engine.games.oots.wounds import random_stash_discard

from .fight_helpers import fight
from .oots_helpers import (
    ab,
    card_set,
    default_shticks,
    dice,
    in_play,
    keys,
    loot,
    monster,
    new_game,
    picks,
    play,
    put,
    room,
    room_at,
    set_turn,
    trap,
)


def _deck_invariants(state, gained: list[list[str]]) -> None:
    cs = state.cs
    for seat, p in enumerate(state.players):
        aside = [c for a in state.asks if a.seat == seat and a.kind == "bottom_order" for c in a.data["cards"]]
        every = p.shticks + p.shtick_deck + p.starting_choice + aside  # `aside`: 2 looked at, going under
        assert len(every) == 20 and len(set(every)) == 20  # R-OOTS-263: no discard pile, nothing leaves
        assert all(cs.shticks[s].owner == p.character for s in every)  # R-OOTS-253 / R-OOTS-254
        assert p.shticks[: len(gained[seat])] == gained[seat]  # R-OOTS-252: never lost once gained
        assert all(s in p.shticks for s in p.flipped)
        gained[seat] = list(p.shticks)


def test_R_OOTS_252_253_254_263_shticks_stay_with_their_owner_for_good():
    """Random games with the shipped cards: a player's 20 shticks are always their own, in play or in the deck."""
    for seed in (3, 8):
        seats = tuple(Seat(n, bot="random") for n in ("A", "B", "C", "D"))
        state = make_state(seats, {"length": "short"}, Chance(seed))
        pick = Chance(seed + 100)
        gained: list[list[str]] = [[] for _ in state.players]
        for _ in range(2500):
            d = state.decision()
            if d is None:
                break
            state.apply(pick.below(len(d.options)), ())
            _deck_invariants(state, gained)
        assert sum(len(g) for g in gained) >= 12


def test_R_OOTS_274_a_flipped_shtick_stays_down_until_rest_entrance_or_an_unflip():
    state = new_game(("roy", "haley"))
    room_at(state, (1, 0))
    room_at(state, (1, 1))
    put(state, 0, (1, 0))
    put(state, 1, (1, 1))
    roy = state.players[0]
    roy.flipped = ["roy.s1"]
    set_turn(state, 0, "start")
    play(state, "done")
    play(state, "move:1:1")  # moving and ending a turn do not unflip
    play(state, "stop")
    play(state, "none")
    play(state, "done")
    assert state.turn.seat == 1
    set_turn(state, 0, "start")
    assert roy.flipped == ["roy.s1"]
    play(state, "done")
    play(state, "rest")
    play(state, "done")
    start_turn(state, 0)  # waking from the rest unflips
    assert roy.flipped == []
    roy.flipped = ["roy.s1"]
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    state.floors[0].stairs_down = 0
    set_turn(state, 0, "mode")
    play(state, "move:0:0")  # ending the move on the Entrance unflips
    assert roy.flipped == [] and roy.pos == ENTRANCE


def test_R_OOTS_276_loot_and_other_shticks_boost_only_if_they_say_so():
    charm = loot("charm", {"roy": 1}, mods=(Modifier("atk", 1),), users=("roy",))
    state = fight(
        [monster("gob", "Gob", dfn=30)],
        ["gob"],
        shticks=("roy.g1", "roy.whet"),
        loot_cards=[charm] + [loot(f"l{i}") for i in range(20)],
    )
    state.players[0].equipped = ["charm"]
    play(state, "shtick:roy.g1")
    items = player_items(state, 0, state.battle)
    assert ("Greenhilt Sword", 2) in items and ("charm", 1) in items and ("Whetstone", 2) in items
    assert not any("boosted" in n for n, _ in items)  # a Loot bonus and another shtick are not boosts


def test_R_OOTS_277_R_OOTS_282_a_duplicates_boost_lasts_while_it_is_face_up_and_only_for_the_selected_shtick():
    state = fight([monster("gob", "Gob", dfn=30)], ["gob"], shticks=("roy.g1", "roy.g2", "roy.bag"))
    play(state, "shtick:roy.g1")
    b = state.battle
    assert ("Greenhilt Sword boosted x1", 2) in player_items(state, 0, b)
    state.players[0].flipped = ["roy.g2"]
    assert not any("boosted" in n for n, _ in player_items(state, 0, b))  # R-OOTS-277: the copy is down
    state.players[0].flipped = []
    b.shtick = "roy.bag"  # R-OOTS-282: another Battle Shtick selected, the swords give nothing
    assert [n for n, _ in player_items(state, 0, b)] == ["Bag of Tricks"]


def test_R_OOTS_278_room_text_helps_only_while_you_stand_in_that_room():
    lookout = room("lookout", RoomHook("player_mod", 1, stat="atk"))
    state = fight([monster("gob", "Gob")], [], rooms=[lookout], room_card="lookout", others=[((1, 2), ["gob"])])
    trial = Battle(room=(1, 2), monster="gob", role="attacker", shtick="roy.bag")
    assert ("lookout", 1) in player_items(state, 0, trial)
    put(state, 0, (1, 1))
    assert ("lookout", 1) not in player_items(state, 0, trial)


def _cure(sid: str) -> Shtick:
    return Shtick(
        sid,
        "cure",
        "roy",
        "Cure",
        False,
        False,
        ("divine",),
        None,
        None,
        (),
        Power("heal", 1, flip=True),
        0,
        0,
        1,
        "",
        "",
    )


def test_R_OOTS_283_a_non_battle_shticks_text_says_what_its_boost_does():
    """Two Cures: the one flipped heals 1 + 1 (boosted by the other); the second, now alone, heals 1."""
    state = new_game(("roy", "haley"), cards=card_set(shticks=default_shticks() + [_cure("cure.1"), _cure("cure.2")]))
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    in_play(state, 0, "roy.s1", "cure.1", "cure.2")
    roy = state.players[0]
    roy.wounds = 3
    set_turn(state, 0, "start")
    play(state, "use:cure.1")
    assert roy.wounds == 1
    roy.wounds = 3
    play(state, "use:cure.2")
    assert roy.wounds == 2


def test_R_OOTS_284_loot_comes_from_the_deal_monster_coins_and_draw_effects():
    state = new_game(("roy", "haley"))
    assert all(len(p.stash) == 3 for p in state.players)  # the deal
    coins = monster("rich", "Rich Goblin", dfn=1, loot=2)
    state = fight([coins], ["rich"], loot_cards=[loot(f"l{i}", {"roy": 1}) for i in range(20)])
    top2 = state.loot_deck[:2]
    play(state, "shtick:roy.g1")
    dice(state, 6)
    play(state, "roll")
    assert state.room((1, 0)).loot == top2  # two coins, two cards from the Loot Deck


def test_R_OOTS_294_a_card_taken_from_your_stash_is_a_random_one():
    """The engine draws at random (as if the owner shuffled first): not the top, not the owner's choice."""
    state = new_game(("roy", "haley"))
    roy = state.players[0]
    roy.stash = ["l0", "l6", "l12"]
    picks(state, 2)
    random_stash_discard(state, 0, 1)
    assert roy.stash == ["l0", "l6"] and state.loot_discard[-1] == "l12"
    picks(state, 0)
    random_stash_discard(state, 0, 1)
    assert roy.stash == ["l6"]


def test_R_OOTS_213_wounds_come_from_traps_and_room_text_as_well_as_battles():
    pit = room("pit", RoomHook("first_entry_wound", 1, roll=6))
    cards = card_set(
        rooms=[pit] + [room(f"r{i:02d}") for i in range(30)],
        loot_cards=[trap("snare")] + [loot(f"l{i}") for i in range(30)],
    )
    state = new_game(("roy", "haley"), cards=cards)
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    roy = state.players[0]
    if "snare" in state.loot_deck:
        state.loot_deck.remove("snare")
    state.room((1, 0)).loot = ["snare"]
    set_turn(state, 0, "start")
    dice(state, 2)  # Evasion 2 < 8
    play(state, "pickup")
    assert roy.wounds == 1  # a trap
    state.room_deck.remove("pit")
    state.room_deck.insert(0, "pit")
    play(state, "done")
    dice(state, 3)  # 3 < 6 on entering the pit first
    play(state, "explore:1:1")
    assert roy.wounds == 2  # Room Effect Text


def test_R_OOTS_251_a_missed_turn_happens_in_the_collapse_too():
    state = new_game(("roy", "haley", "elan"))
    room_at(state, (1, 0))
    room_at(state, (1, 1))
    put(state, 0, (1, 0))
    put(state, 1, (1, 0))
    put(state, 2, (1, 1))
    state.collapsing = True
    roy = state.players[0]
    roy.token = "missing"
    roy.wounds = 2
    start_turn(state, 0)
    assert roy.token == "up" and roy.wounds == 2  # stood up, nothing else (no healing)
    assert keys(state) == ["remove:1:1"]  # only the collapse's room removal is left (stairs-up room last)
    play(state, "remove:1:1")
    assert state.turn.seat == 1


def test_R_OOTS_406_a_power_can_ignore_a_monsters_spellcaster():
    mud = Shtick(
        "elan.mud", "mud", "elan", "Dumb as Mud", False, False, ("skill",), None, None, (),
        Power("ignore_ability", ability="spellcaster"), 0, 0, 0, "", "",
    )  # fmt: skip
    witch = monster("witch", "Witch", dfn=20, abilities=(ab("spellcaster"),))
    state = fight([witch], ["witch"], chars=("elan", "roy", "haley"), shticks=("elan.s1",))
    state.cs.shticks["elan.mud"] = mud  # this fight's own fresh card set
    in_play(state, 0, "elan.s1", "elan.mud")
    elan = state.players[0]
    elan.hand = state.battle_deck[:3]
    del state.battle_deck[:3]
    play(state, "shtick:elan.s1")
    dice(state, 1)
    play(state, "roll")
    assert state.last_battle.outcome == "loss" and len(elan.hand) == 3 and elan.wounds == 1


def test_R_OOTS_305_only_the_characters_named_on_a_loot_card_use_its_evasion_bonus():
    from engine.games.oots.loot import evade_bonus

    boots = loot("boots", {"roy": 1, "haley": 1}, mods=(Modifier("evade", 3),), users=("haley",))
    state = new_game(("roy", "haley"), cards=card_set(loot_cards=[boots] + [loot(f"l{i}") for i in range(30)]))
    in_play(state, 0, "roy.s1")
    in_play(state, 1, "haley.s1")
    state.players[0].equipped = ["boots"]
    assert evade_bonus(state, 0) == 0  # Roy Drools over it and wears it, but its text names Haley only
    state.players[0].equipped = []
    state.players[1].equipped = ["boots"]
    assert evade_bonus(state, 1) == 3
