"""Area Effect shticks (digest 3.15; R-OOTS-200..211, A-OOTS-13, A-OOTS-14), on the book's Fireball example."""

from __future__ import annotations

from engine.games.oots.content.schema import AreaEffect, BattleStats, Shtick

from .oots_helpers import (
    ab,
    card_set,
    default_shticks,
    dice,
    give_hand,
    in_play,
    keys,
    monster,
    new_game,
    picks,
    play,
    put,
    room_at,
    set_turn,
)


def fireball(targets=2, result="wound"):
    stats = BattleStats(5, None, 2, "wound")
    return Shtick(
        "vaarsuvius.fire",
        "fire",
        "vaarsuvius",
        "Fireball",
        False,
        True,
        ("magic",),
        stats,
        AreaEffect(targets, result),
        (),
        None,
        0,
        0,
        0,
        "",
        "",
    )


def blast(targets=2, stack=("thing", "snakes", "cleric")):
    named = [
        monster(
            "thing",
            "That Thing with the Eyes",
            dfn=8,
            rng=1,
            types=("beast",),
            abilities=(ab("enchanted"), ab("spellcaster")),
        ),
        monster("snakes", "Dragon Snakes", dfn=11, abilities=(ab("bloodlust"),), xp=1),
        monster("cleric", "Goblin Cleric", dfn=3, types=("goblin",)),
        monster("gob2", "Goblin Two", dfn=3, types=("goblin",)),
    ]
    cards = card_set(
        shticks=default_shticks() + [fireball(targets)],
        battle=named + [monster(f"m{i}") for i in range(30)],
    )
    state = new_game(("vaarsuvius", "belkar"), cards=cards)
    room_at(state, (1, 0))
    room_at(state, (1, 1), monsters=stack)
    put(state, 0, (1, 0))
    put(state, 1, (1, 1))  # Belkar stands among the Monsters (R-OOTS-203: unaffected)
    in_play(state, 0, "vaarsuvius.fire")
    give_hand(state, 0, ["m1", "m2"])
    set_turn(state, 0, "mode")
    play(state, "stay")
    return state


def test_R_OOTS_200_201_203_204_205_206_207_209_210_211_fireball():
    state = blast()
    assert "ranged:1:1" in keys(state)  # R-OOTS-201: a room within the shtick's Range
    play(state, "ranged:1:1")
    play(state, "shtick:vaarsuvius.fire")
    assert state.battle.area == ["thing", "snakes"]  # R-OOTS-202: the top 2
    picks(state, 5, 1)  # the die: 6; Spellcaster's random card: the 2nd
    play(state, "roll")
    b = state.last_battle
    assert b.monster_total == 11 and b.player_total == 11  # R-OOTS-204: the Dragon Snakes' 11
    assert b.outcome == "loss"  # R-OOTS-207: Bloodlust of any target
    v = state.players[0]
    assert v.wounds == 1 and v.hand == ["m1"]  # R-OOTS-209 / R-OOTS-210: That Thing reaches, Spellcaster
    assert v.flipped == ["vaarsuvius.fire"]  # R-OOTS-150
    assert state.players[1].wounds == 0  # R-OOTS-203
    assert state.turn.stage == "end"  # R-OOTS-211


def test_R_OOTS_208_a_win_spares_only_the_immune():
    state = blast()
    play(state, "ranged:1:1")
    play(state, "shtick:vaarsuvius.fire")
    dice(state, 12)
    play(state, "roll")
    assert keys(state) == ["save", "discard"]
    play(state, "save")
    assert state.room((1, 1)).monsters == ["thing", "cleric"]  # immune Thing stays, the Cleric was no target
    assert state.players[0].saved == ["snakes"] and state.turn.stage == "end"


def test_R_OOTS_202_all_and_type_targets():
    state = blast(targets="all", stack=("cleric", "thing", "gob2"))
    play(state, "ranged:1:1")
    play(state, "shtick:vaarsuvius.fire")
    assert state.battle.area == ["cleric", "thing", "gob2"]
    state = blast(targets="type:goblin", stack=("cleric", "thing", "gob2"))
    play(state, "ranged:1:1")
    play(state, "shtick:vaarsuvius.fire")
    assert state.battle.area == ["cleric", "gob2"]


def test_R_OOTS_209_no_wound_when_nothing_reaches():
    state = blast(stack=("snakes", "cleric"))
    play(state, "ranged:1:1")
    play(state, "shtick:vaarsuvius.fire")
    dice(state, 1)
    play(state, "roll")
    assert state.players[0].wounds == 0 and state.last_battle.outcome == "draw"


def test_A_OOTS_14_area_effect_defends_only_with_a_defense_value():
    state = blast()
    room_at(state, (1, 0), monsters=("m5",))
    put(state, 0, (1, 1))
    set_turn(state, 0, "mode")
    play(state, "move:1:0")
    play(state, "stop")
    assert state.battle.role == "defender" and "shtick:vaarsuvius.fire" not in keys(state)  # Defense N/A


def test_R_OOTS_194_no_area_effects_against_players():
    state = blast()
    put(state, 1, (1, 0))  # Belkar joins Vaarsuvius
    in_play(state, 0, "vaarsuvius.fire", "vaarsuvius.s1")
    set_turn(state, 0, "mode")
    play(state, "stay")
    play(state, "attack:1")
    assert set(keys(state)) == {"shtick:vaarsuvius.s1", "shtick:none"}
