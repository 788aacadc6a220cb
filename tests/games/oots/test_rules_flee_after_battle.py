"""A player sent fleeing once their battle is over, while choosing what follows it (R-OOTS-229/230).

Found by bench/oots_handoffs.py: at a shared screen a trap drawn by Spoils of War in the W6
window asks its Evade question after the battle's aftermath had offered "Battle on?"; the
failed Evasion sent the winner fleeing 3 rooms away, and "Battle the next Monster" then began a
battle in a room without Monsters (IndexError).  A flee start on your own turn ends those
after-battle choices: a fleeing player battles no more (R-OOTS-229) and takes no bonus Loot
(R-OOTS-230); the turn goes on to its end-of-turn actions.
"""

from __future__ import annotations

import pytest

from engine.games.oots.wounds import lose_wounds, start_pending_flees

from .oots_helpers import keys, new_game, put, room_at, set_turn


@pytest.mark.parametrize("stage", ["continue", "bonus", "optional"])
def test_R_OOTS_229_a_flee_start_ends_the_choices_after_a_won_battle(stage):
    state = new_game(("roy", "haley"))
    for col in range(-1, 6):
        room_at(state, (1, col))
    room_at(state, (1, 5), monsters=(state.battle_deck[0],))
    put(state, 0, (1, 5))  # 5 rooms from the Entrance: still fleeing after 3
    put(state, 1, (1, -1))
    set_turn(state, 0, stage, battled=True, last_result="win")
    state.players[0].wounds = 3
    lose_wounds(state, 0, 1)  # the trap's Wound: the bottom portrait
    start_pending_flees(state)  # the trap is dealt with: the flee starts (A-OOTS-54)
    assert state.players[0].fleeing and state.players[0].pos == (1, 2), "3 rooms toward the Entrance"
    assert state.turn.stage == "end"
    assert not any(k.startswith(("next:", "take_two", "attack:")) for k in keys(state)), keys(state)


def test_R_OOTS_229_another_players_flee_leaves_the_turn_as_it_is():
    state = new_game(("roy", "haley"))
    for col in range(-1, 6):
        room_at(state, (1, col))
    put(state, 0, (1, 0))
    put(state, 1, (1, 5))
    set_turn(state, 0, "continue", battled=True, last_result="win")
    state.players[1].wounds = 3
    lose_wounds(state, 1, 1)
    start_pending_flees(state)
    assert state.players[1].fleeing and state.turn.stage == "continue"
