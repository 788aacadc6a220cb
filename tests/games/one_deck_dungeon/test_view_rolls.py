"""The view's roll counter, the game's length and how a lost game is told (issue 12)."""

from __future__ import annotations

from engine.core.registry import get
from tests.games.one_deck_dungeon.helpers import card, fight, make, play


def _fresh(view: dict) -> list[tuple[str, int]]:
    return [(d["color"], d["value"]) for d in view["encounter"]["dice"] if d["fresh"]]


def test_R_ODD_065_the_roll_counter_marks_the_dice_the_last_move_rolled():
    """Rolling counts each die; the view marks the dice the last move rolled (the page rolls those only)."""
    st = make(heroes=("Rogue", "Mage"), deck=20, dice=[1, 1, 1, 1, 5])
    fight(st, card("Locked Door"))
    before = st.view(0)["encounter"]
    assert before["rolls"] == 0 and not before["just_rolled"] and before["dice"] == []
    play(st, "option:0")  # Agility: the Rogue rolls 3, the Mage 1
    enc = st.view(0)["encounter"]
    assert enc["rolls"] == 4 and enc["just_rolled"]
    assert all(d["fresh"] for d in enc["dice"]) and [d["roll"] for d in enc["dice"]] == [1, 2, 3, 4]
    play(st, "ability:1:DUNGEONEERING")  # R-ODD-133: the Mage's 1 rolled again, into a 5
    enc = st.view(0)["encounter"]
    assert enc["rolls"] == 5 and enc["just_rolled"]
    assert [(d["owner"], d["value"]) for d in enc["dice"] if d["fresh"]] == [(1, 5)]
    assert sum(1 for d in enc["dice"] if not d["fresh"]) == 3  # the Rogue's dice stay where they lie
    play(st, "auto")  # a move that rolls nothing: nothing rolls on screen
    enc = st.view(0)["encounter"]
    assert enc["rolls"] == 5 and not enc["just_rolled"] and not any(d["fresh"] for d in enc["dice"])


def test_the_roll_counter_is_presentation_only():
    """Saves and state hashes do not change: the counter is not part of the fingerprint."""
    st = make(deck=20, dice=[6, 6, 6, 6])
    fight(st, card("Locked Door"))
    play(st, "option:1")
    seen = st.fingerprint()
    st.rolls += 7
    st.rolls_before = 3
    assert st.fingerprint() == seen


def test_the_game_says_how_long_it_takes():
    low, high = get("one_deck_dungeon").minutes
    assert 15 <= low < high <= 90


def test_R_ODD_003_a_lost_game_says_who_fell_and_where():
    st = make(heroes=("Warrior",), deck=20, dungeon="dragon", floor=2)
    st.heroes[0].damage = st.heroes[0].health()
    from engine.games.one_deck_dungeon.rules import check_death, result

    check_death(st)
    assert st.won is False
    assert result(st).summary == "The Warrior fell on floor 2 of Dragon's Cave: the delve is lost."
    two = make(heroes=("Warrior", "Mage"), deck=20, dungeon="lich", floor=4)
    two.heroes[1].damage = 99
    check_death(two)
    assert two.end_reason == "The party fell fighting the Lich: the Mage has fallen, and the delve is lost."
