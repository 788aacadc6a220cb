"""Battle set-ups for the OOTS fight tests: a named Monster stack in front of a chosen character."""

from __future__ import annotations

from engine.games.oots.content.schema import Modifier, Power

from .oots_helpers import (
    card_set,
    default_shticks,
    give_hand,
    in_play,
    monster,
    new_game,
    play,
    put,
    room,
    room_at,
    set_turn,
)
from .oots_helpers import shtick as sh


def roy_shticks():
    """S-OOTS-04 / S-OOTS-17: Roy's Greenhilt Swords, Bag of Tricks, Master of Battle Administration."""
    return [
        sh("roy.g1", "roy", "Greenhilt Sword", atk=2, dfn=1, boost_atk=2, types=("weapon",)),
        sh("roy.g2", "roy", "Greenhilt Sword", atk=2, dfn=1, boost_atk=2, types=("weapon",)),
        sh("roy.bag", "roy", "Bag of Tricks", atk=1, dfn=1, rng=2, types=("skill",)),
        sh(
            "roy.mba",
            "roy",
            "Master of Battle Administration",
            battle=False,
            mods=(Modifier("atk", 2, ("ability:leader",)),),
        ),
        sh("roy.drawer", "roy", "Careful Blow", atk=5, dfn=5, result="draw"),
        sh("roy.flipper", "roy", "Wild Swing", atk=3, dfn=None, flip=True),
        sh("roy.wall", "roy", "Stand Firm", atk=None, dfn=2, rng=99),
        sh("roy.rage", "roy", "Battle Rage", battle=False, power=Power("flip_bonus", flip=True, amount_atk=3)),
        sh("roy.magic", "roy", "Borrowed Spell", atk=4, dfn=4, types=("magic",)),
        sh("roy.talk", "roy", "Tough Talk", atk=4, dfn=4, types=("verbal",)),
        sh("roy.armor", "roy", "Plate", atk=None, dfn=4, types=("armor",)),
        sh("elan.hide", "elan", "Hide", atk=None, dfn=4, types=("skill",)),
        sh("roy.thor", "roy", "Thunder Luck", battle=False, power=Power("low_roll_is_13", 1)),
        sh("roy.whet", "roy", "Whetstone", battle=False, types=("weapon",), mods=(Modifier("atk", 2),)),
        sh("roy.luck", "roy", "Fool's Luck", battle=False, power=Power("reroll", flip=True)),
    ]


def fight_cards(monsters, rooms=None, loot_cards=None):
    fillers = [monster(f"m{i}", f"Goblin {i}") for i in range(30)]
    return card_set(
        shticks=default_shticks() + roy_shticks(),
        battle=list(monsters) + fillers,
        rooms=list(rooms or []) + [room(f"r{i:02d}") for i in range(20)],
        loot_cards=loot_cards,
    )


def fight(
    monsters,
    stack,
    *,
    role="attacker",
    chars=("roy", "haley", "elan"),
    shticks=("roy.g1", "roy.g2", "roy.bag", "roy.mba"),
    rooms=None,
    loot_cards=None,
    room_card=None,
    others=(),
):
    """Seat 0 battles the top of `stack` in room (1, 0): as Attacker it stayed there, as Defender it walked in.

    `others` are further (pos, stack) rooms on the floor (supporters elsewhere).
    """
    state = new_game(chars, cards=fight_cards(monsters, rooms, loot_cards))
    for seat in range(len(chars)):
        give_hand(state, seat, [])
    room_at(state, (1, 0), card=room_card, monsters=tuple(stack))
    room_at(state, (1, 1))
    room_at(state, (1, -1))
    for pos, more in others:
        room_at(state, pos, monsters=tuple(more))
    for seat in range(1, len(chars)):
        put(state, seat, (1, -1))
    in_play(state, 0, *shticks)
    if role == "attacker":
        put(state, 0, (1, 0))
        set_turn(state, 0, "mode")
        play(state, "stay")
    else:
        put(state, 0, (1, 1))
        set_turn(state, 0, "mode")
        play(state, "move:1:0")
        if state.turn.stage == "move":
            play(state, "stop")
    return state
