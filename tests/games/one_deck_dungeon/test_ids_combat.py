"""Dice placement, consequences, perils and the dice supply, played by option key.

The solo Warrior rolls her Strength dice first, then Agility, then Magic, then heroic
dice, so scripted values land on known die ids (0-3 S, 4-5 A, 6 M, 7+ H).
"""

from __future__ import annotations

from engine.games.one_deck_dungeon import content, rules

from .fixtures_ids import box_index, keys, placeable, weak_roll
from .helpers import card, fight, make, play, pool


def test_R_ODD_025_a_single_box_needs_a_die_of_its_colour_at_least_its_value() -> None:
    st = make()
    fight(st, card("Goblin"), dice=[2, 2, 2, 2, 2, 3, 6])
    a3, a4, m5 = box_index(st, 3, "A"), box_index(st, 4, "A"), box_index(st, 5, "M")
    assert a3 not in placeable(st, 4)  # Agility 2 < 3
    assert a3 in placeable(st, 5) and a4 not in placeable(st, 5)  # Agility 3 fits 3, not 4
    assert m5 in placeable(st, 6) and a3 not in placeable(st, 6)  # a Magic 6 stays Magic
    play(st, "die:5")
    play(st, f"box:{a3}")
    assert rules.box_done(st.enc, a3)


def test_R_ODD_026_a_wide_box_takes_dice_of_its_colour_until_the_sum_reaches_it() -> None:
    st = make(deck=20)
    fight(st, card("Ogre"), dice=[4, 5, 4, 3, 6, 1, 1])
    armor, wide = box_index(st, 4, "S", armor=True), box_index(st, 12, "S")
    play(st, "die:0")
    play(st, f"box:{armor}")
    assert wide not in placeable(st, 4)  # an Agility 6 is the wrong colour for a wide Strength box
    before = rules.preview(st)["damage"]
    for die in (1, 2):
        play(st, f"die:{die}")
        play(st, f"box:{wide}")
    assert not rules.box_done(st.enc, wide) and rules.box_total(st.enc, wide) == 9
    play(st, "die:3")
    play(st, f"box:{wide}")
    assert rules.box_done(st.enc, wide) and rules.preview(st)["damage"] == before - 2  # the d2 box


def test_R_ODD_027_two_dice_make_one_die_of_any_colour_worth_the_lower() -> None:
    st = make()
    fight(st, card("Goblin"), dice=[6, 1, 1, 1, 4, 1, 1])
    m5, a4, s3 = box_index(st, 5, "M"), box_index(st, 4, "A"), box_index(st, 3, "S")
    play(st, "die:0")
    play(st, "pair:4")  # Strength 6 + Agility 4 -> one die worth 4 of any colour
    opts = {int(k.split(":")[1]) for k in keys(st) if k.startswith("box:")}
    assert a4 in opts and s3 in opts and m5 not in opts
    play(st, f"box:{a4}")
    assert rules.box_done(st.enc, a4)
    assert ("S", 6) not in pool(st) and ("A", 4) not in pool(st)  # both dice are used up


def test_R_ODD_028_a_heroic_die_counts_as_any_colour() -> None:
    st = make()
    st.heroes[0].stored = 1
    fight(st, card("Goblin"), dice=[1, 1, 1, 1, 1, 1, 1, 5])
    play(st, "heroic:1")
    assert ("H", 5) in pool(st)
    fits = placeable(st, 7)
    assert {box_index(st, 5, "M"), box_index(st, 4, "A"), box_index(st, 3, "S")} <= fits


def test_R_ODD_033_a_placed_die_cannot_be_used_again() -> None:
    st = make()
    fight(st, card("Goblin"), dice=[6, 1, 1, 1, 1, 1, 1])
    play(st, "die:0")
    play(st, f"box:{box_index(st, 3, 'S')}")
    assert "die:0" not in keys(st) and ("S", 6) not in pool(st)


def test_R_ODD_031_043_unfilled_card_and_dungeon_boxes_all_count() -> None:
    st = make(deck=20)  # Yeti's Cavern floor 1 gives every foe two 4 boxes (1 time each)
    fight(st, card("Goblin"), dice=weak_roll(7))
    dungeon = [b for b in st.enc.boxes if b.source == "dungeon"]
    assert len(dungeon) == 2 and all(b.time == 1 for b in dungeon)
    discard = len(st.discard)
    play(st, "done")
    assert len(st.discard) - discard == 3 + 2  # Goblin's three time boxes plus the dungeon's two
    assert st.heroes[0].damage == 3


def test_R_ODD_046_050_a_peril_rolls_only_the_chosen_colour_against_one_box() -> None:
    st = make(deck=20)
    fight(st, card("Locked Door"), dice=[5, 4])
    assert st.phase == "peril_choice" and set(keys(st)) == {"option:0", "option:1"}
    play(st, "option:0")  # PICK THE LOCK: Agility 8
    assert sorted(pool(st)) == [("A", 4), ("A", 5)]  # the solo Warrior's two Agility dice, nothing else
    assert len(st.enc.boxes) == 2  # floor 1's peril box plus the chosen option; the other is ignored
    assert st.enc.boxes[1].value == 8 and st.enc.boxes[1].color == "A"


def test_R_ODD_087_level_two_adds_a_heroic_die_to_solo_perils() -> None:
    st = make(deck=20)
    st.level = 2
    fight(st, card("Locked Door"), dice=[5, 4, 6])
    play(st, "option:0")
    assert sorted(pool(st)) == [("A", 4), ("A", 5), ("H", 6)]


def test_R_ODD_045_upfront_time_is_paid_before_the_roll() -> None:
    st = make(deck=20)
    fight(st, card("Cave-in"), dice=[6, 6, 6, 6])
    discard = len(st.discard)
    play(st, "option:0")  # DISMANTLE IT: 2 time up front
    assert len(st.discard) - discard == 2 and len(pool(st)) == 4


def test_R_ODD_117_120_both_heroes_roll_and_either_die_fills_any_box() -> None:
    st = make(heroes=("Warrior", "Mage"))
    w, m = content.HEROES[("Warrior", 2)], content.HEROES[("Mage", 2)]
    total = w.s + w.a + w.m + m.s + m.a + m.m
    fight(st, card("Goblin"), dice=[6] * total)
    owners = {d.owner for d in st.enc.dice}
    assert owners == {0, 1} and len(st.enc.dice) == total
    mage_magic = next(d.id for d in st.enc.dice if d.owner == 1 and d.color == "M")
    assert box_index(st, 5, "M") in placeable(st, mage_magic)
    warrior_magic = next(d.id for d in st.enc.dice if d.owner == 0 and d.color == "M")
    assert box_index(st, 5, "M") in placeable(st, warrior_magic)


def test_R_ODD_119_stored_heroic_dice_use_up_the_six_black_dice() -> None:
    st = make(heroes=("Warrior", "Mage"))
    st.heroes[0].stored, st.heroes[1].stored = 2, 2
    assert rules.black_free(st) == 2
    fight(st, card("Goblin"), dice=[6] * 20)
    play(st, "heroic:2")
    play(st, "heroic:2")
    black = [d for d in st.enc.dice if d.color == "H"]
    assert len(black) == 4 and rules.black_free(st) == 2
