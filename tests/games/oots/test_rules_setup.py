"""Set-up (digest 3.2, R-OOTS-008..023, A-OOTS-01) and the Starting Shtick choice (DS)."""

from __future__ import annotations

import pytest

from engine.core.errors import OptionsError
from engine.core.game import Seat
from engine.core.rng import Chance, ScriptedChance
from engine.games.oots import make_state
from engine.games.oots.setup import length_row, roll_first_player
from engine.games.oots.state import ENTRANCE

from .oots_helpers import card_set, keys, loot, new_game, play, trap


def test_R_OOTS_001_two_to_six_players():
    cards = card_set()
    for n in (1, 7):
        seats = tuple(Seat(f"P{i}") for i in range(n))
        with pytest.raises(OptionsError):
            make_state(seats, {}, Chance(1), content_name=cards)
    for n in (2, 6):
        state = make_state(tuple(Seat(f"P{i}") for i in range(n)), {}, Chance(1), content_name=cards)
        assert len({p.character for p in state.players}) == n


def test_R_OOTS_008_009_entrance_with_stairs_and_unexplored_floor_1():
    state = new_game()
    assert state.room(ENTRANCE).card == "entrance"
    assert state.floors[0].stairs_down == ENTRANCE[1]
    assert state.floors[1].rooms == {}
    assert len(state.floors) == state.floors_regular + 2  # Entrance, 3 floors, the Lair
    assert "entrance" not in state.room_deck and len(state.room_deck) == 40


def test_R_OOTS_010_011_012_characters_npcs_full_health_at_entrance():
    state = make_state((Seat("A"), Seat("B"), Seat("C")), {}, Chance(3), content_name=card_set())
    chars = [p.character for p in state.players]
    assert len(set(chars)) == 3
    assert sorted(chars + state.npcs) == sorted(["roy", "haley", "elan", "belkar", "vaarsuvius", "durkon"])
    for p in state.players:
        assert p.pos == ENTRANCE and p.wounds == 0 and p.token == "up"


def test_R_OOTS_010_deal_is_seeded():
    cards = card_set()
    a = make_state((Seat("A"), Seat("B")), {}, Chance(11), content_name=cards)
    b = make_state((Seat("A"), Seat("B")), {}, Chance(11), content_name=cards)
    c = make_state((Seat("A"), Seat("B")), {}, Chance(12), content_name=cards)
    assert a.fingerprint() == b.fingerprint()
    assert [p.hand for p in a.players] != [p.hand for p in c.players]


def test_R_OOTS_013_keep_three_starting_shticks_fourth_back_in_deck():
    state = new_game(("roy", "haley"), choose=False)
    assert state.decision().player == 0
    assert sorted(keys(state)) == [f"return:roy.s{i}" for i in range(1, 5)]
    play(state, "return:roy.s2")
    roy = state.players[0]
    assert roy.shticks == ["roy.s1", "roy.s3", "roy.s4"]
    assert "roy.s2" in roy.shtick_deck and len(roy.shtick_deck) == 17
    assert state.turn is None and state.decision().player == 1  # the game starts after every choice
    play(state, "return:haley.s1")
    assert state.turn is not None and state.turn.seat == state.first_player


def test_R_OOTS_014_seven_card_battle_hands():
    state = new_game()
    assert all(len(p.hand) == 7 for p in state.players)
    assert len(state.battle_deck) == 70 - 28


def test_R_OOTS_015_016_017_three_loot_each_traps_replaced():
    traps = [trap(f"t{i}") for i in range(4)]
    cards = card_set(loot_cards=traps + [loot(f"l{i}", {"roy": 1}) for i in range(12)])
    state = new_game(("roy", "haley"), cards=cards)  # the sorted deck is shuffled by the seed
    for p in state.players:
        assert len(p.stash) == 3 and all(c.startswith("l") for c in p.stash)
    assert set(state.loot_discard) <= {t.id for t in traps}
    assert len(state.loot_deck) + len(state.loot_discard) == 16 - 6


def test_R_OOTS_016_trap_discarded_and_replaced_in_order():
    cards = card_set(loot_cards=[trap("t0"), loot("l0", {"roy": 1}), loot("l1"), loot("l2"), loot("l3")])
    state = make_state((Seat("A"), Seat("B")), {}, ScriptedChance(picks=[5, 0, 0]), content_name=cards)
    # Scripted shuffles keep the sorted order: l0 l1 l2 l3 t0 -> the first seat gets l0 l1 l2, the second l3.
    assert state.players[0].stash == ["l0", "l1", "l2"]
    assert state.players[1].stash == ["l3"]  # t0 was discarded, the deck ran out
    assert state.loot_discard == ["t0"]


def test_R_OOTS_018_019_020_lair_and_xykon_decks():
    state = new_game()
    assert state.lair_deck[0] == "safe_haven" and len(state.lair_deck) == 5
    assert "lich" in state.xykon_deck and len(state.xykon_deck) == 4
    out = [c for c in state.out_of_game if c.startswith("lair")]
    assert len(out) == 3 and not set(out) & set(state.lair_deck)
    assert len([c for c in state.out_of_game if c.startswith("x")]) == 6


def test_R_OOTS_021_A_OOTS_01_length_table():
    assert length_row(4, "medium") == (3, 8, 9)  # the book's row
    assert length_row(2, "short") == (2, 6, 7)
    assert length_row(3, "long") == (4, 12, 12)
    assert length_row(6, "medium") == (3, 7, 8)
    state = new_game(("roy", "haley", "elan", "belkar", "durkon"), length="short")
    assert (state.floors_regular, state.min_loot, state.min_shticks) == (2, 4, 6)
    assert state.lair_floor == 3


def test_R_OOTS_022_first_player_rerolls_tied_high_rollers():
    state = new_game(("roy", "haley", "elan", "belkar"))
    state.chance = ScriptedChance(picks=[10, 11, 3, 11, 5, 9])  # faces 11 12 4 12, then 6 / 10
    state.first_rolls = []
    roll_first_player(state)
    assert state.first_rolls == [[11, 12, 4, 12], [6, 10]]
    assert state.first_player == 3


def test_R_OOTS_023_turns_pass_clockwise():
    state = new_game(("roy", "haley", "elan"))
    first = state.turn.seat
    play(state, "done")
    play(state, "stay")
    play(state, "done")
    assert state.turn.seat == (first + 1) % 3
