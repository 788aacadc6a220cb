"""Card numbers by rules revision (data/revisions.json): balance tuning for revision 2 must not
change how a revision-1 link replays.  R-OOTS-137: the roll plus the shtick's values and bonuses is
what a battle adds; each game adds its own revision's."""

from __future__ import annotations

import pytest

from engine import Match, Seat
from engine.games.oots.cards import SHIPPED_R1, content_set
from engine.games.oots.content import loader


def _match(revision: int) -> Match:
    return Match("oots", (Seat("A", "greedy"), Seat("B", "greedy")), {}, 7, revision=revision)


def test_R_OOTS_137_a_revision_1_game_plays_revision_1_numbers_and_a_new_game_the_new_ones() -> None:
    old, new = _match(1).state.cs, _match(2).state.cs
    assert old is content_set(SHIPPED_R1) and new is content_set("shipped")
    lore_old, lore_new = old.shticks["elan.bardic_lore.1"], new.shticks["elan.bardic_lore.1"]
    assert [m.amount for m in lore_old.mods] == [2, 2] and [m.amount for m in lore_new.mods] == [3, 3]
    assert "+2 Attack" in lore_old.text and "+3 Attack" in lore_new.text
    assert old.shticks["elan.witty_retort.1"].battle.atk == 3
    assert new.shticks["elan.witty_retort.1"].battle.atk == 4


def test_R_OOTS_137_revision_1_differs_only_on_the_listed_cards_and_fields() -> None:
    table = loader.read_data(loader.REVISIONS_FILE)
    listed = set(table["1"]["shticks"])
    old, new = loader.load_content(revision=1), loader.load_content()
    changed = {card.key for card in new.by_id.values() if old.by_id[card.id] != card and hasattr(card, "key")}
    assert changed == listed
    assert loader.load_content(revision=2) == new  # the files are the newest revision


def test_an_overlay_naming_no_card_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    real = loader.read_data

    def fake(name: str):
        if name == loader.REVISIONS_FILE:
            return {"1": {"shticks": {"no_such_shtick": {"battle": {"atk": 1}}}}}
        return real(name)

    monkeypatch.setattr(loader, "read_data", fake)
    with pytest.raises(loader.ContentError, match="no_such_shtick"):
        loader.load_content(revision=1)


def test_R_OOTS_137_an_old_link_shows_the_card_faces_it_is_played_with() -> None:
    """A revision-1 game's cards read revision 1's numbers on the table, as its battles add them."""
    from engine.games.oots.view import card_face

    old, new = _match(1).state, _match(2).state
    assert card_face(old, "elan.witty_retort.1")["atk"] == "+3"
    assert card_face(new, "elan.witty_retort.1")["atk"] == "+4"
    assert any("+2 Attack" in line for line in card_face(old, "elan.bardic_lore.1")["lines"])


def test_R_OOTS_137_the_third_tuning_leaves_revision_1_links_their_numbers() -> None:
    """Revision 2's third tuning (data/README.md: Roy won 36% at 4 players, Durkon 17%) changed
    Roy's Blood Oath and Durkon's Rebuke the Dead among others; a revision-1 game keeps the old cards."""
    old, new = _match(1).state.cs, _match(2).state.cs
    oath_old, oath_new = old.shticks["roy.blood_oath_of_vengeance.1"], new.shticks["roy.blood_oath_of_vengeance.1"]
    assert [m.amount for m in oath_old.mods] == [4, 2] and [m.amount for m in oath_new.mods] == [2, 2]
    assert all("xykon" in m.vs for m in oath_new.mods)  # still strong against Xykon (digest 5.1.2)
    assert old.shticks["durkon.rebuke_undead.1"].mods == () and new.shticks["durkon.rebuke_undead.1"].mods
    assert old.shticks["durkon.stone_stance.1"].battle.defense == 3
    assert new.shticks["durkon.stone_stance.1"].battle.defense == 4


def test_R_OOTS_137_a_computer_in_a_revision_1_game_reads_the_cards_it_is_played_with() -> None:
    """A computer scores shticks from its view: an old link's computers score revision 1's numbers."""
    from engine.games.oots.bot_seen import Seen

    for revision, expected in ((1, SHIPPED_R1), (2, "shipped")):
        view = _match(revision).state.view(0)
        assert view["card_set"] == expected
        seen = Seen(view, 0)
        assert seen.cs is content_set(expected)
    old_atk = Seen(_match(1).state.view(0), 0).cs.shticks["elan.witty_retort.1"].battle.atk
    assert old_atk == 3  # revision 2 prints +4
