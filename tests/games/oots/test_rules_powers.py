"""Card powers among the turn's actions, passive powers, and Room Effect Text hooks (digest 3.20-3.21, 3.4)."""

from __future__ import annotations

from engine.games.oots.content.schema import Loot, Power, RoomHook

from .fight_helpers import fight
from .oots_helpers import (
    card_set,
    default_shticks,
    dice,
    in_play,
    keys,
    new_game,
    picks,
    play,
    put,
    room,
    room_at,
    set_turn,
)
from .oots_helpers import shtick as sh


def power_cards(rooms=()):
    extra = [
        sh("roy.wind", "roy", "Second Wind", battle=False, power=Power("heal", 1, flip=True)),
        sh("roy.encore", "roy", "Encore", battle=False, power=Power("unflip", 2, flip=True)),
        sh("roy.eye", "roy", "Keen Eye", battle=False, power=Power("draw_loot", 1, flip=True)),
        sh("roy.pick", "roy", "Pickpocket", battle=False, power=Power("steal_loot", 1, flip=True, target="other")),
        sh("roy.sticky1", "roy", "Sticky Fingers", battle=False, power=Power("extra_pickup", 1)),
        sh("roy.thor", "roy", "Thunder Luck", battle=False, power=Power("low_roll_is_13", 1)),
    ]
    potion = Loot("potion", "potion", "Potion", (("roy", 1),), 0, ("roy",), "discard", (), Power("heal", 2), "")
    book = Loot("book", "book", "Book", (("roy", 1),), 0, ("roy",), "discard", (), Power("draw_shtick", 1), "")
    from .oots_helpers import loot

    lootc = [potion, book] + [loot(f"l{i}", {"roy": 1}) for i in range(30)]
    return card_set(
        shticks=default_shticks() + extra, loot_cards=lootc, rooms=list(rooms) + [room(f"r{i}") for i in range(20)]
    )


def start(shticks=(), cards=None):
    state = new_game(("roy", "haley"), cards=cards or power_cards())
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    put(state, 1, (1, 0))
    in_play(state, 0, "roy.s1", *shticks)
    for c in ("potion", "book"):
        if c in state.loot_deck:
            state.loot_deck.remove(c)
    set_turn(state, 0, "start")
    return state


def test_R_OOTS_217_270_271_heal_power_flips_the_shtick_and_heals():
    state = start(("roy.wind",))
    roy = state.players[0]
    assert "use:roy.wind" not in keys(state)  # nothing to heal
    roy.wounds = 2
    state._decision = None
    play(state, "use:roy.wind")
    assert roy.wounds == 1 and roy.flipped == ["roy.wind"]
    assert "use:roy.wind" not in keys(state)  # R-OOTS-271: flipped, cannot be used again


def test_R_OOTS_262_268_306_discard_loot_effect_happens_once():
    state = start()
    roy = state.players[0]
    roy.wounds = 3
    roy.stash = ["potion", "book"]
    state._decision = None
    top = roy.shtick_deck[0]
    play(state, "use:potion")
    assert roy.wounds == 1 and "potion" in state.loot_discard and roy.stash == ["book"]
    play(state, "use:book")
    assert roy.shticks[-1] == top  # R-OOTS-268: the top card


def test_unflip_power_asks_which_shticks():
    state = start(("roy.encore", "roy.wind", "roy.eye"))
    roy = state.players[0]
    roy.flipped = ["roy.wind", "roy.eye", "roy.s1"]
    state._decision = None
    play(state, "use:roy.encore")
    assert set(keys(state)) == {"unflip:roy.wind", "unflip:roy.eye", "unflip:roy.s1", "done"}
    play(state, "unflip:roy.s1")
    play(state, "unflip:roy.eye")
    assert roy.flipped == ["roy.wind", "roy.encore"] and not state.asks


def test_draw_loot_and_steal_loot_powers():
    state = start(("roy.eye", "roy.pick"))
    roy, haley = state.players
    haley.stash = ["l20", "l21"]
    state._decision = None
    top = next(c for c in state.loot_deck)
    play(state, "use:roy.eye")
    assert roy.stash[-1] == top
    play(state, "use:roy.pick")
    assert keys(state) == ["from:1"]
    picks(state, 1)
    play(state, "from:1")
    assert roy.stash[-1] == "l21" and haley.stash == ["l20"]


def test_extra_pickup_power():
    state = start(("roy.sticky1",))
    state.room((1, 0)).loot = ["l25", "l26", "l27"]
    play(state, "pickup")
    play(state, "pickup")
    assert "pickup" not in keys(state) and state.players[0].stash[-2:] == ["l25", "l26"]


def test_low_roll_counts_as_13():
    from .oots_helpers import monster

    state = fight([monster("ogre", "Ogre", dfn=14)], ["ogre"], shticks=("roy.g1", "roy.thor"))
    play(state, "shtick:roy.g1")
    dice(state, 1)
    play(state, "roll")
    assert state.last_battle.player_total == 13 + 2 and state.last_battle.outcome == "win"


def test_R_OOTS_050_room_hooks_first_entry_loot_and_wound_and_rest_bonus():
    rooms = [
        room("vault", RoomHook("first_entry_loot", 2)),
        room("rocks", RoomHook("enter_wound", roll=4)),
        room("spa", RoomHook("rest_bonus", 1)),
    ]
    cards = power_cards(rooms)
    state = new_game(("roy", "haley"), cards=cards)
    room_at(state, (1, 0), card="rocks")
    room_at(state, (1, 1), card="spa")
    state.room_deck = ["vault"] + [c for c in state.room_deck if c != "vault"]
    roy = state.players[0]
    put(state, 0, (1, 1))
    put(state, 1, (1, 0))
    set_turn(state, 0, "mode")
    before = len(roy.stash)
    play(state, "explore:1:2")
    assert len(roy.stash) == before + 2  # first entrant draws 2
    set_turn(state, 0, "mode")
    dice(state, 3)
    play(state, "move:1:1")
    play(state, "move:1:0")  # Haley is there: no new battle
    play(state, "stop")
    assert roy.wounds == 1  # 3 < 4
    roy.wounds = 3
    put(state, 0, (1, 1))
    set_turn(state, 0, "mode")
    play(state, "rest")
    roy.token = "resting"
    set_turn(state, 1, "end")
    play(state, "done")
    assert roy.wounds == 1  # 1 + the room's bonus 1


def more_cards():
    from engine.games.oots.content.schema import Loot

    from .oots_helpers import loot

    extra = [
        sh("roy.dash", "roy", "Dash", battle=False, power=Power("extra_move", 1, flip=True)),
        sh(
            "roy.charge",
            "roy",
            "Charge",
            battle=False,
            power=Power("become_attacker", flip=True, vs=("monster", "defending")),
        ),
        sh(
            "haley.logic",
            "haley",
            "Logic",
            battle=False,
            power=Power("refuse_battle", flip=True, vs=("player", "defending")),
        ),
    ]
    knife = Loot(
        "knife", "knife", "Knife", (("roy", 1),), 0, ("roy",), "discard", (), Power("flip_bonus", amount_atk=2), ""
    )
    lootc = [knife] + [loot(f"l{i}", {"roy": 1}) for i in range(30)]
    return card_set(shticks=default_shticks() + extra, loot_cards=lootc)


def test_extra_move_power_adds_a_room():
    state = new_game(("roy", "haley"), cards=more_cards())
    for col in range(5):
        room_at(state, (1, col))
    put(state, 0, (1, 0))
    put(state, 1, (1, 4))
    in_play(state, 0, "roy.s1", "roy.dash")
    set_turn(state, 0, "mode")
    play(state, "more:roy.dash")
    for col in (1, 2, 3):
        play(state, f"move:1:{col}")
    assert state.turn.stage == "move" and "move:1:4" in keys(state)  # a 4th room
    play(state, "move:1:4")
    assert state.players[0].pos == (1, 4) and state.turn.stage != "move"


def test_charge_turns_a_defender_into_the_attacker_and_loot_discarded_for_a_bonus():
    state = new_game(("roy", "haley"), cards=more_cards())
    room_at(state, (1, 0), monsters=("m1",))
    room_at(state, (1, 1))
    put(state, 0, (1, 1))
    put(state, 1, (1, 1))
    in_play(state, 0, "roy.s1", "roy.charge")
    state.players[0].stash = ["knife"]
    if "knife" in state.loot_deck:
        state.loot_deck.remove("knife")
    set_turn(state, 0, "mode")
    play(state, "move:1:0")
    play(state, "stop")
    assert state.battle.role == "defender" and "charge:roy.charge" in keys(state)
    play(state, "charge:roy.charge")
    assert state.battle.role == "attacker" and "roy.charge" in state.players[0].flipped
    play(state, "shtick:roy.s1")
    play(state, "flip:knife")
    assert "knife" in state.loot_discard
    dice(state, 1)
    play(state, "roll")
    assert ("Knife (discarded)", 2) in state.last_battle.items


def test_refuse_battle_power_stops_an_attack():
    state = new_game(("roy", "haley"), cards=more_cards())
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    put(state, 1, (1, 0))
    in_play(state, 1, "haley.s2", "haley.logic")
    set_turn(state, 0, "mode")
    play(state, "stay")
    play(state, "attack:1")
    play(state, "shtick:roy.s1")
    play(state, "ready")
    assert "refuse:haley.logic" in keys(state)
    play(state, "refuse:haley.logic")
    assert state.battle is None and state.last_battle.outcome == "refused" and state.turn.stage == "end"
    assert state.players[1].wounds == 0 and "haley.logic" in state.players[1].flipped


def test_reroll_power_after_a_losing_roll():
    from .fight_helpers import fight
    from .oots_helpers import monster

    state = fight([monster("foe", "Foe", dfn=8)], ["foe"], shticks=("roy.g1", "roy.luck"))
    play(state, "shtick:roy.g1")
    dice(state, 2)
    play(state, "roll")
    assert keys(state) == ["reroll:roy.luck", "accept"]  # 2 + 2 = 4 < 8: a loss so far
    dice(state, 9)
    play(state, "reroll:roy.luck")
    assert state.last_battle.outcome == "win" and "roy.luck" in state.players[0].flipped
    assert state.players[0].wounds == 0
