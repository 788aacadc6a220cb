"""Hero abilities from the shipped hero sheets (R-DQ-012, R-DQ-204; content A-DQ-03).

"You may" abilities are offered as a choice; the others apply by themselves.
"""

from __future__ import annotations

from engine.games.dungeonquest import content
from engine.games.dungeonquest.rules import run

from .helpers import card, choose, hero_with, keys, make, take, tile, top, turn


def _shipped(ability: str):
    return next(h for h in content.load_heroes() if h.ability == ability)


def _trap_walk(hero, dice: list[int]):
    s = make(
        at={0: (3, 4)},
        tiles={
            (3, 4): tile("dungeon_room", "N"),
            (3, 3): tile("trap_chamber", "NS"),
            (3, 2): tile("trap_chamber", "S"),
        },
        dice=dice,
        heroes={0: hero},
    )
    top(s, "trap", card("Dart Volley"))
    turn(s)
    choose(s, "move:3,3")
    return s


def test_R_DQ_012_lucky_break_is_a_choice_and_works_once():
    """R-DQ-012: Sly Corvin "may" turn one failure into a success: offered, declinable, then spent."""
    rogue = _shipped("lucky")
    s = _trap_walk(rogue, [6, 6])
    assert {"lucky", "det:0"} <= set(keys(s))
    choose(s, "det:0")  # declined: the failure stands
    h = s.heroes[0]
    assert h.wounds == 2 and h.det == 1 and not h.lucky_used

    s = _trap_walk(rogue, [6, 6])
    choose(s, "lucky")
    h = s.heroes[0]
    assert h.wounds == 0 and h.det == 0 and h.lucky_used
    top(s, "trap", card("Dart Volley"))
    s.chance.dice = [6, 6]
    s.tasks.append(("draw", "trap"))
    run(s)
    assert "lucky" not in keys(s)  # once per game


def test_R_DQ_012_204_shield_wall_applies_unasked_in_the_first_round_only():
    """R-DQ-012/204: Warden Iselde's Shield Wall is mandatory: -1 wound in round 1, none later."""
    s = make(at={0: (3, 3), 1: (6, 6)}, tiles={(3, 3): tile(), (6, 6): tile()}, heroes={0: _shipped("shield")})
    s.decks["monster"].append(take(s, "The Deep Warden"))  # life 8
    s.tasks.append(("monster",))
    run(s)
    choose(s, "card:melee")
    choose(s, "card:melee")  # (2, 2)
    assert s.heroes[0].wounds == 1  # 2 - 1
    assert "fight" not in keys(s)  # no explored neighbour: no escape offer, next round at once
    choose(s, "card:melee")
    choose(s, "card:melee")
    assert s.heroes[0].wounds == 3


def test_R_DQ_204_dragonlore_takes_two_off_the_wrath():
    """R-DQ-204: Master Oduin suffers 2 wounds fewer from a Dragon's Wrath; a plain hero of equal stats dies."""
    for hero, alive in ((hero_with(ability="dragonlore", armor=7, health=12), True), (hero_with(health=12), False)):
        s = make(at={0: (4, 5)}, tiles={(4, 5): tile("dungeon_room", "S")}, dice=[6, 6, 6, 6], heroes={0: hero})
        top(s, "dragon", card("Dragon's Wrath"))
        turn(s)
        choose(s, "move:4,6")
        h = s.heroes[0]
        assert (h.status == "playing") is alive
        if alive:
            assert h.wounds == 10


def test_R_DQ_204_slippery_escape_gets_minus_one():
    """R-DQ-204: Tamsin's escape roll is lowered by 1 (8 becomes 7 against agility 7)."""
    for ability, escaped in (("slippery", True), ("none", False)):
        s = make(
            at={0: (3, 3), 1: (6, 6)},
            tiles={(3, 3): tile("dungeon_room", "N"), (3, 2): tile("trap_chamber", "S"), (6, 6): tile()},
            dice=[4, 4],
            heroes={0: hero_with(ability=ability)},
        )
        s.decks["monster"].append(take(s, "The Deep Warden"))
        top(s, "trap", card("Sleeping Mist"))
        s.tasks.append(("monster",))
        run(s)
        choose(s, "card:magic")
        choose(s, "card:ranged")  # (0, 1)
        choose(s, "escape")
        assert (s.combat is None) is escaped


def test_R_DQ_204_pathfinder_ignores_outer_wall_wounds_on_leg_two():
    """R-DQ-204 (with R-DQ-115): Wren loses no health to the outer wall; a plain hero takes one per lost space."""
    for ability, wounds in (("pathfinder", 0), ("none", 3)):
        s = make(at={0: None}, dice=[4], heroes={0: hero_with(ability=ability)})
        h = s.heroes[0]
        h.in_cat, h.marker = True, (1, 2, "N")
        h.row = [take(s, "Empty Passage")]
        top(s, "catacomb", card("Stairway Up"))
        turn(s)
        choose(s, "leave")  # leg 1: 2 north -> (1,0)
        choose(s, "turn:left")  # west, roll 4: one step, three lost
        assert h.wounds == wounds and h.pos == (0, 0)


def test_R_DQ_071_060_after_roll_rune_lowers_the_total_then_leaves_the_game():
    """R-DQ-071: Rune of Grit (-4) turns 6+5 = 11 into 7 against strength 7; the rune goes to the box."""
    s = make(
        at={0: (3, 3)},
        tiles={(3, 3): tile("dungeon_room", "N", {"N": "portcullis"}), (3, 2): tile("trap_chamber", "S")},
        dice=[6, 5],
    )
    grit = take(s, "Rune of Grit")
    s.heroes[0].runes = [grit]
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:3,2")
    assert f"rune:{grit.id}" in keys(s) and "det:0" in keys(s)
    choose(s, f"rune:{grit.id}")
    h = s.heroes[0]
    assert h.pos == (3, 2) and h.det == 0 and h.runes == []
    assert s.boxed == [grit] and s.discards["rune"] == []
