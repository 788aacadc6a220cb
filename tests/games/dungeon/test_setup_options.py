"""Setup options from the rulings: first player, free spellbook, Hunter placement."""

from __future__ import annotations

import pytest

from engine import Match, OptionsError, Seat


def seats(n: int) -> tuple[Seat, ...]:
    return tuple(Seat(f"P{i + 1}") for i in range(n))


def test_A_DNG_03_the_host_may_pick_the_first_player():
    for first in (1, 2, 3):
        match = Match("dungeon", seats(3), {"first_player": first}, 99)
        assert match.state.first_player == first - 1
        assert match.decision.player == first - 1  # heroes are picked from the first player on
    with pytest.raises(OptionsError):
        Match("dungeon", seats(2), {"first_player": 4}, 1)
    randoms = {Match("dungeon", seats(4), {}, seed).state.first_player for seed in range(12)}
    assert len(randoms) > 1


def test_A_DNG_04_free_spellbook_lets_a_wizard_choose_five():
    match = Match("dungeon", seats(1), {"spellbook": "free"}, 5)
    wizard = next(o.key for o in match.decision.options if "Wizard" in o.label)
    match.play(wizard)
    for kind in ("teleport", "teleport", "fireball", "lightning", "teleport"):
        assert match.decision.prompt.endswith("of 5")
        match.play(f"spell:{kind}")
    assert sorted(match.state.hero_of(0).spells) == ["fireball", "lightning", "teleport", "teleport", "teleport"]
    assert match.state.phase == "move"
    standard = Match("dungeon", seats(1), {}, 5)
    standard.play(wizard)
    assert sorted(standard.state.hero_of(0).spells) == ["fireball", "fireball", "lightning", "lightning", "teleport"]


def test_A_DNG_43_b_the_player_places_the_hunter_or_leaves_it_to_chance():
    match = Match("dungeon", seats(1), {"variant": "hunted"}, 8)
    match.play(match.decision.options[0].key)
    keys = match.decision.keys()
    rooms = match.state.board.rooms_by_level[6]
    assert keys == ["hunter:random", *(f"hunter:{r}" for r in sorted(rooms))]
    match.play(f"hunter:{rooms[2]}")
    assert match.state.hunter.space == rooms[2] and match.state.phase == "move"
    chance = Match("dungeon", seats(1), {"variant": "hunted"}, 8)
    chance.play(chance.decision.options[0].key)
    chance.play("hunter:random")
    assert chance.state.hunter.space in rooms
