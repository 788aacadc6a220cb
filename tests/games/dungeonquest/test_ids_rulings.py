"""Pins for rule ids whose details come from the digest's rulings (A-DQ-17, A-DQ-27, A-DQ-42).

A test that shows the engine breaking a ruling is kept and marked strict xfail
(see /work/notes/dq_bugs.md) so the fix turns it green.
"""

from __future__ import annotations

import copy

from engine.games.dungeonquest.rules import run

from .helpers import card, choose, dice_left, keys, make, take, tile, top, turn


def _marker_spots(s, depth: int = 3) -> set[tuple[int, int]]:
    """Every travel-marker square reachable by any sequence of this player's choices."""
    h = s.heroes[0]
    if h.in_cat:
        return {h.marker[:2]}
    if depth == 0 or s.decision() is None:
        return set()
    found: set[tuple[int, int]] = set()
    for key in keys(s):
        branch = copy.deepcopy(s)
        choose(branch, key)
        found |= _marker_spots(branch, depth - 1)
    return found


def test_R_DQ_103_104_treasure_chamber_entrance_marker_enters_the_catacombs():
    """R-DQ-103/104 / A-DQ-27(iii): an entrance marker in the hoard allows the catacombs action."""
    s = make(at={0: (4, 6)})
    s.spaces[(5, 6)].entrance = True
    turn(s)
    assert {"dragon", "catacombs"} <= set(keys(s))
    choose(s, "catacombs")
    choose(s, "face:N")
    assert s.heroes[0].in_cat and s.heroes[0].marker[2] == "N"


def test_R_DQ_104_treasure_chamber_player_chooses_the_marker_space():
    """A-DQ-27: entering the catacombs from the two-space hoard, the player picks the marker's space."""
    s = make(at={0: (4, 6)})
    s.spaces[(5, 6)].entrance = True
    turn(s)
    choose(s, "catacombs")
    assert _marker_spots(s) == {(4, 6), (5, 6)}


def test_R_DQ_194_respawn_tower_choice_skips_occupied_towers():
    """R-DQ-194 / A-DQ-42: the left player picks among towers no hero occupies."""
    s = make(at={0: (3, 3), 1: (0, 0), 2: (9, 12)}, tiles={(3, 3): tile()}, options={"death_can_wait": True})
    s.tasks.append(("wounds", 12))
    run(s)
    decision = s.decision()
    assert decision is not None and decision.player == 1
    assert sorted(keys(s)) == ["tower:0,12", "tower:9,0"]


def test_R_DQ_164_escape_from_darkness_picks_the_hall_without_a_die():
    """R-DQ-164 / A-DQ-17: the darkness die governs moves out, not escapes."""
    dark = tile("chamber_of_darkness", "NS", darkness={"N": (1, 2, 3), "S": (4, 5, 6)})
    s = make(
        at={0: (3, 4)},
        tiles={(3, 4): tile("trap_chamber", "N"), (3, 3): dark, (3, 2): tile("trap_chamber", "S")},
        dice=[1, 1],
    )
    s.spaces[(3, 3)].monster = True
    s.decks["monster"].append(take(s, "Bog Troll"))
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:3,3")
    assert s.combat is not None  # the token replaces the darkness move (R-DQ-044)
    choose(s, "card:magic")
    choose(s, "card:ranged")
    choose(s, "escape")
    assert sorted(k for k in keys(s) if k.startswith("move:")) == ["move:3,2", "move:3,4"]
    choose(s, "move:3,4")  # back south, although no die said so
    assert s.heroes[0].pos == (3, 4) and dice_left(s) == []


def test_R_DQ_165_reroll_cap_falls_back_to_the_lowest_numbered_open_hall():
    """R-DQ-165 / A-DQ-30: after 100 rolls naming a blocked hall, the lowest-numbered unblocked hall is used."""
    dark = tile("chamber_of_darkness", "NEW", darkness={"N": (6,), "E": (4, 5), "W": (1, 2, 3)})
    s = make(
        at={0: (3, 3)},
        tiles={
            (3, 3): dark,
            (2, 3): tile("trap_chamber", "N"),  # its east side is a wall: the W hall is blocked
            (3, 2): tile("trap_chamber", "S"),
            (4, 3): tile("trap_chamber", "W"),
        },
        dice=[1] * 100,
    )
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:dark")
    assert dice_left(s) == []
    assert s.heroes[0].pos == (4, 3)  # E carries 4, N only 6


def test_R_DQ_093_078_both_lethal_in_one_round_is_a_hero_death_and_the_token_stays():
    """R-DQ-093 / A-DQ-15: hero death is checked first; the monster survives and its token stays."""
    s = make(at={0: (3, 3), 1: (6, 6)}, tiles={(3, 3): tile(), (6, 6): tile()})
    s.heroes[0].wounds = 10  # health 12
    s.decks["monster"].append(take(s, "Cave Rat Swarm"))  # life 2
    s.tasks.append(("monster",))
    run(s)
    choose(s, "card:melee")
    choose(s, "card:melee")  # (2, 2): both reach their limit
    assert s.heroes[0].status == "dead" and s.combat is None
    assert s.spaces[(3, 3)].monster
    assert s.discards["monster"][-1].name == "Cave Rat Swarm"


def test_R_DQ_083_monster_player_is_the_next_seat_even_when_exited():
    """R-DQ-083 / A-DQ-23: the seat to the left plays the monster whatever his state."""
    s = make(at={0: (3, 3), 2: (6, 6)}, tiles={(3, 3): tile(), (6, 6): tile()})
    s.heroes[1].status = "exited"
    s.decks["monster"].append(take(s, "Bog Troll"))
    s.tasks.append(("monster",))
    run(s)
    choose(s, "card:magic")
    assert s.decision().player == 1


def test_R_DQ_132_no_tiles_left_counts_as_blocked_for_the_dead_end():
    """R-DQ-132 / A-DQ-12/21: a hall to an unexplored space with no tiles left offers nothing; he dies."""
    s = make(at={0: (3, 3), 1: (6, 6)}, tiles={(3, 3): tile("dungeon_room", "N"), (6, 6): tile()})
    s.spaces[(3, 3)].search = 1
    turn(s)
    assert s.heroes[0].status == "dead" and s.heroes[0].pos is None

    s = make(at={0: (3, 3), 1: (6, 6)}, tiles={(3, 3): tile("dungeon_room", "N"), (6, 6): tile()}, stack=[tile()])
    s.spaces[(3, 3)].search = 1
    turn(s)
    assert s.heroes[0].status == "playing" and keys(s)[:1] == ["move:3,2"]
