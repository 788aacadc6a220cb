"""What a player battle's winner takes is said in the log (R-OOTS-189, A-OOTS-07, digest 6.1).

The table sees the winner take an equipped card (equipped Loot is face-up) or a card from the
loser's Stash; the log says so, naming an equipped card but never the Stash card (only the two
players know it).  The positions are S-OOTS-06's duel (test_rules_pvp.duel).
"""

from __future__ import annotations

from .oots_helpers import dice, picks, play
from .test_rules_pvp import duel


def _won(state) -> None:
    """Elan (seat 1) defends and wins: Belkar 8 + 5 against Elan 11 + 4."""
    play(state, "attack:1")
    play(state, "shtick:belkar.tw1")
    play(state, "ready")
    play(state, "shtick:elan.xd1")


def test_R_OOTS_189_taking_an_equipped_card_is_said_with_its_name():
    state = duel()
    _won(state)
    dice(state, 8, 11)
    play(state, "roll")
    play(state, "take:ladder")
    assert state.log[-1] == f"Elan takes {state.cs.loot['ladder'].name} from Belkar."


def test_A_OOTS_07_taking_a_random_stash_card_is_said_without_naming_it():
    state = duel()
    state.players[1].equipped = []
    state.players[1].stash = ["l1", "l2"]
    play(state, "attack:1")
    play(state, "shtick:belkar.tw1")
    play(state, "ready")
    play(state, "shtick:none")
    picks(state, 9, 0, 1)  # Belkar 10, Elan 1; then the second Stash card
    play(state, "roll")
    play(state, "take:random")
    said = [line for line in state.log if " takes " in line]
    assert said == ["Belkar takes a card from Elan's Stash."]
    assert not any(state.cs.loot[c].name in said[0] for c in ("l1", "l2"))
