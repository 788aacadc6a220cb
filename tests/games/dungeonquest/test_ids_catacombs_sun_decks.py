"""Focused pins for leaving the catacombs, the sunset and empty decks (digest 3.2, 3.8, 3.14).

Dice and draws are fixed: ScriptedChance dice via `make(dice=...)`, decks stacked with `top`.
"""

from __future__ import annotations

from engine.games.dungeonquest.state import SUN_SAFE_SPACES

from .helpers import card, choose, keys, log_has, make, rounds, take, tile, top, turn


def _underground(s, marker, row_names):
    """Put seat 0 in the catacombs with the named catacomb cards already in his row."""
    h = s.heroes[0]
    h.in_cat, h.marker = True, marker
    h.row = [take(s, name) for name in row_names]
    return h


def test_R_DQ_116_117_119_121_resurfacing_keeps_row_loot_and_lays_no_marker():
    """R-DQ-116: Loot from the row is kept, the rest discarded; R-DQ-117/119: up into B's chamber; R-DQ-121."""
    s = make(at={0: None, 1: (6, 5)}, tiles={(6, 5): tile("dungeon_room", "N")}, dice=[2])
    h = _underground(s, (3, 3, "E"), ["Tarnished Locket", "Empty Passage"])
    top(s, "catacomb", card("Stairway Up"))
    top(s, "dungeon", card("Still Air"))
    turn(s)
    choose(s, "leave")  # leg 1: three cards, the exit card included (R-DQ-112) -> (6,3)
    assert h.marker == (6, 3, "E")
    choose(s, "turn:right")  # face south, roll 2 -> (6,5)
    assert h.pos == (6, 5) and s.heroes[1].pos == (6, 5) and not h.in_cat and h.marker is None
    assert [c.name for c in h.loot] == ["Tarnished Locket"] and h.row == []
    assert sorted(c.name for c in s.discards["catacomb"]) == ["Empty Passage", "Stairway Up"]
    assert not s.spaces[(6, 5)].entrance  # R-DQ-121
    assert [c.name for c in s.discards["dungeon"]] == ["Still Air"]  # R-DQ-118: the chamber's effect


def test_R_DQ_120_unexplored_resurface_space_takes_any_orientation():
    """R-DQ-120: a tile is drawn for the unexplored space and the player turns it as he likes."""
    s = make(at={0: None}, dice=[1], stack=[tile("trap_chamber", "S")])
    h = _underground(s, (3, 3, "N"), [])
    top(s, "catacomb", card("Stairway Up"))
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "leave")  # leg 1: 1 space north -> (3,2)
    choose(s, "turn:left")  # face west, roll 1 -> (2,2)
    assert (2, 2) in s.spaces and s.tiles == []
    assert sorted(keys(s)) == ["rot:0", "rot:180", "rot:270", "rot:90"]
    choose(s, "rot:180")
    sp = s.spaces[(2, 2)]
    assert sp.rotation == 180 and [x is not None for x in sp.halls] == [True, False, False, False]
    assert h.pos == (2, 2) and len(s.discards["trap"]) == 1


def test_R_DQ_113_leg_one_clipped_at_the_outer_wall_costs_nothing():
    """R-DQ-113: leg 1 stops before the outer wall and the lost spaces are ignored (no wounds)."""
    s = make(at={0: None}, dice=[1], tiles={(0, 3): tile("dungeon_room", "E")})
    h = _underground(s, (1, 2, "W"), ["Empty Passage", "Empty Passage"])
    top(s, "catacomb", card("Stairway Up"))
    top(s, "dungeon", card("Still Air"))
    turn(s)
    choose(s, "leave")  # 3 spaces west from x=1: stops at x=0
    assert h.marker == (0, 2, "W") and h.wounds == 0
    choose(s, "turn:left")  # west -> left is south; roll 1 -> (0,3)
    assert h.pos == (0, 3) and h.wounds == 0


def test_R_DQ_017_018_sunset_in_the_status_phase_skips_the_rest_of_the_turn():
    """R-DQ-017/018: the sun sets before the first player's action; everybody inside dies, nothing else."""
    s = make(
        at={0: (3, 3), 1: (6, 6), 2: None},
        tiles={(3, 3): tile(), (6, 6): tile()},
        dice=[1],
        stack=[tile()],
    )
    s.heroes[2].in_cat, s.heroes[2].marker = True, (5, 5, "N")
    s.sun, s.seat = SUN_SAFE_SPACES, 2  # next: the space numbered 1
    rounds(s)
    assert s.over and s.decision() is None
    assert [h.status for h in s.heroes] == ["dead", "dead", "dead"]
    assert len(s.tiles) == 1  # seat 0 never took his action
    assert s.winners == ()


def test_R_DQ_016_roll_above_the_number_lets_the_first_player_act():
    """R-DQ-016: a roll higher than the number keeps the game going into the first player's action."""
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, dice=[2], stack=[tile()])
    s.sun, s.seat = SUN_SAFE_SPACES, 2
    rounds(s)
    assert not s.over and s.seat == 0 and s.sun == SUN_SAFE_SPACES + 1
    assert "search" in keys(s)


def test_R_DQ_069_both_deck_and_discard_empty_draw_nothing():
    """R-DQ-069 / A-DQ-44: an empty deck with an empty discard pile yields no card and no crash."""
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "N"), (3, 2): tile("dungeon_room", "S")})
    s.decks["dungeon"], s.discards["dungeon"] = [], []
    turn(s)
    choose(s, "move:3,2")
    assert s.heroes[0].pos == (3, 2) and s.pending is None
    assert log_has(s, "both empty")


def test_R_DQ_069_empty_deck_reshuffles_its_own_discard_pile_only():
    """R-DQ-069/068: the trap discard pile becomes the trap deck; other piles stay put."""
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "N"), (3, 2): tile("trap_chamber", "S")})
    mist = take(s, "Sleeping Mist")
    still = take(s, "Still Air")
    s.decks["trap"], s.discards["trap"] = [], [mist]
    s.discards["dungeon"] = [still]
    turn(s)
    choose(s, "move:3,2")
    assert s.discards["trap"] == [mist] and s.decks["trap"] == []
    assert s.discards["dungeon"] == [still]


def _surface_at(s, target_marker, row_names):
    """Seat 0 comes up after Stairway Up + turn right + roll 1 (leg 1 = len(row) + 1, facing N then E)."""
    h = _underground(s, target_marker, row_names)
    top(s, "catacomb", card("Stairway Up"))
    turn(s)
    choose(s, "leave")
    choose(s, "turn:right")
    return h


def test_R_DQ_118_125_row_loot_counts_for_the_tower_he_comes_up_in():
    """R-DQ-118/125 / A-DQ-36/38: row Loot becomes Loot before resurfacing, so the tower offers the exit."""
    s = make(at={0: None, 1: (6, 6)}, tiles={(6, 6): tile()}, dice=[1])
    h = _surface_at(s, (8, 2, "N"), ["Bone Crown"])  # 2 north -> (8,0), east 1 -> (9,0)
    assert h.pos == (9, 0) and [c.name for c in h.loot] == ["Bone Crown"]
    assert "exit" in keys(s)
    choose(s, "exit")
    assert h.status == "exited"


def test_R_DQ_118_resurfacing_into_a_monster_token_starts_an_encounter():
    """R-DQ-118: a monster token in the chamber he comes up in means an encounter, not the chamber's effect."""
    s = make(at={0: None, 1: (6, 6)}, tiles={(4, 2): tile(), (6, 6): tile()}, dice=[1])
    s.spaces[(4, 2)].monster = True
    top(s, "dungeon", card("Still Air"))
    h = _surface_at(s, (3, 3, "N"), [])  # 1 north -> (3,2), east 1 -> (4,2)
    assert h.pos == (4, 2) and s.combat is not None and s.discards["dungeon"] == []


def test_R_DQ_172_resurfacing_in_a_corridor_may_use_any_hall():
    """R-DQ-172 / A-DQ-29/38: no entry hall when coming up, so the corridor's move again may go any way."""
    s = make(
        at={0: None},
        tiles={(4, 2): tile("corridor", "EW"), (3, 2): tile("trap_chamber", "E"), (5, 2): tile("trap_chamber", "W")},
        dice=[1],
    )
    h = _surface_at(s, (3, 3, "N"), [])
    assert h.pos == (4, 2)
    assert sorted(k for k in keys(s) if k.startswith("move:")) == ["move:3,2", "move:5,2"]


def test_R_DQ_118_181_182_coming_up_in_the_hoard_draws_a_dragon_card():
    """R-DQ-118/182 / A-DQ-04/38: either hoard space puts him in the treasure chamber, which draws a dragon card."""
    s = make(at={0: None, 1: (4, 6)}, dice=[1])
    top(s, "dragon", card("Deep Slumber"))
    h = _surface_at(s, (4, 7, "N"), [])  # 1 north -> (4,6), east 1 -> (5,6)
    assert h.pos == (5, 6) and s.heroes[1].pos == (4, 6)  # R-DQ-181: any number of heroes
    assert [c.name for c in s.discards["dragon"]] == ["Deep Slumber"]
    assert len(h.loot) == 1 and h.loot[0].treasure


def test_R_DQ_111_112_a_persistent_exit_card_can_be_used_on_a_later_turn():
    """R-DQ-111: a card that says so (Winding Stair) keeps the exit open; leg 1 then counts the whole row."""
    s = make(at={0: None}, dice=[1], tiles={(3, 4): tile(), (4, 2): tile("dungeon_room", "S")})
    h = _underground(s, (3, 4, "N"), [])
    top(s, "catacomb", card("Winding Stair"), card("Empty Passage"))
    turn(s)
    choose(s, "stay")
    assert h.in_cat and s.pending is None
    turn(s)
    assert sorted(keys(s)) == ["draw", "leave"]
    choose(s, "draw")  # Empty Passage joins the row; the stair stays usable
    assert [c.name for c in h.row] == ["Winding Stair", "Empty Passage"]
    top(s, "dungeon", card("Still Air"))
    turn(s)
    choose(s, "leave")  # leg 1 = 2 cards: (3,4) -> (3,2)
    assert h.marker == (3, 2, "N")
    choose(s, "turn:right")  # east 1 -> (4,2)
    assert h.pos == (4, 2)
