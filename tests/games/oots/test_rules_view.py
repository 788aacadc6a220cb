"""Per-seat views (digest 6.1): hands and Stashes only for their owner; sizes for everyone."""

from __future__ import annotations

from engine.core.game import REVEAL_ALL

from .oots_helpers import new_game, room_at


def test_digest_6_1_hand_and_stash_only_for_the_owner():
    state = new_game(("roy", "haley", "elan"))
    room_at(state, (1, 0))
    state.room((1, 0)).loot = state.loot_deck[:2]
    v = state.view(1)
    me, other = v["players"][1], v["players"][0]
    assert [c["id"] for c in me["hand"]] == state.players[1].hand
    assert [c["id"] for c in me["stash"]] == state.players[1].stash
    assert "hand" not in other and "stash" not in other and "saved_xp" not in other
    assert other["hand_size"] == 7 and other["stash_size"] == 3
    room = v["floors"][1]["rooms"][0]
    assert room["loot_count"] == 2 and "loot" not in room  # face-down Loot: count only
    assert v["decks"]["battle"] == len(state.battle_deck) and "battle_deck" not in v
    spectator = state.view(None)
    assert all("hand" not in p for p in spectator["players"])
    everything = state.view(REVEAL_ALL)
    assert all("hand" in p for p in everything["players"])


def test_digest_6_1_hidden_cards_never_leak_into_another_seat_view():
    state = new_game(("roy", "haley"))
    secret = set(state.players[0].hand) | set(state.players[0].stash)
    text = repr(state.view(1))
    assert not any(f"'{c}'" in text for c in secret)
