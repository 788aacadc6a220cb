"""Every card's printed face reads as player text: values in the book's conventions, Field-Guide
names for abilities, never a rule id or an internal field name."""

from __future__ import annotations

import re

import pytest

from engine.games.oots import content as c
from engine.games.oots.content.describe import card_lines

INTERNAL = re.compile(r"\b[RAS]-[A-Z]+-\d|_|\bNone\b|\b99\b")


@pytest.mark.parametrize("card_id", sorted(c.CARDS))
def test_every_card_face_is_player_text(card_id: str) -> None:
    lines = card_lines(c.CARDS[card_id], c.SHIPPED)
    assert lines and all(isinstance(line, str) and line.strip() for line in lines)
    for line in lines:
        assert not INTERNAL.search(line), (card_id, line)


def test_R_OOTS_113_infinite_range_and_na_print_as_the_book_does() -> None:
    shield = next(s for s in c.SHTICKS["durkon"] if s.key == "shield_of_faith")
    assert "Attack N/A · Defense +4 · Range ∞" in card_lines(shield, c.SHIPPED)


def test_R_OOTS_202_area_effect_and_result_lines() -> None:
    fb = next(s for s in c.SHTICKS["vaarsuvius"] if s.key == "fireball")
    lines = card_lines(fb, c.SHIPPED)
    assert "Area Effect: the top 2 Monsters of the room" in lines
    assert "Result: Foe loses 1 Wound" in lines


def test_R_OOTS_336_xykon_cards_print_plus_floor_and_nemesis_names_the_character() -> None:
    lich = c.XYKON_DECK[0]
    lines = card_lines(lich, c.SHIPPED)
    assert lines[0] == "Xykon the Lich (Unique)"
    assert "Attack 12 + floor · Defense 12 + floor · Range 0" in lines
    assert any(line.startswith("Support: Goblin / Undead — Assist") for line in lines)
    nale = next(m for m in c.BATTLE_DECK if getattr(m, "key", "") == "nale")
    assert any(line.startswith("Nemesis: Elan") for line in card_lines(nale, c.SHIPPED))


def test_R_OOTS_296_loot_shows_portraits_and_crest() -> None:
    ev = next(x for x in c.LOOT_DECK if getattr(x, "key", "") == "eternal_vigilence")
    assert "Drool: Roy 2, Haley 1" in card_lines(ev, c.SHIPPED)
    tal = next(x for x in c.LOOT_DECK if getattr(x, "key", "") == "talisman_of_dorukan")
    assert "Order of the Stick crest ×1 (everyone Drools)" in card_lines(tal, c.SHIPPED)


def test_A_OOTS_32_screw_this_shows_its_window() -> None:
    dc = next(x for x in c.BATTLE_DECK if getattr(x, "key", "") == "double_cross")
    assert card_lines(dc, c.SHIPPED)[1] == "When: after the dice are rolled, before the result"
