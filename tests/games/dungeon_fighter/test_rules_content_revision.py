"""Rules revision 2 retuned the decks (issue 13, digest 6.7): a link keeps the numbers it was dealt.

The data files hold the newest numbers; `data/revisions.json` holds, per older
revision, the values that revision had.  A revision-1 game (every link made before
the retune) reads those, a new game the files; the golden links of
tests/games/test_golden_saves.py replay revision 1 to their pinned state hashes.
"""

from __future__ import annotations

import pytest

from engine import Chance, Match, Seat, bot_choose, load_save
from engine.games.dungeon_fighter import content
from engine.games.dungeon_fighter.content import load
from engine.games.dungeon_fighter.content.load import ContentError

SEATS = tuple(Seat(f"P{i}", "greedy") for i in range(4))


def old_and_new(seed: int = 11) -> tuple[Match, Match]:
    return (
        Match("dungeon_fighter", SEATS, {"difficulty": "easy"}, seed, revision=1),
        Match("dungeon_fighter", SEATS, {"difficulty": "easy"}, seed),
    )


def test_R_DF_004_a_revision_1_game_uses_the_old_numbers_and_a_new_game_the_new_ones():
    old, new = old_and_new()
    assert new.revision == content.REVISION == 3 and old.revision == 1
    assert new.state.cs is content.SHIPPED and old.state.cs is content.shipped(1)
    overlay = content.revision_overlays()[1]
    tables = {"monsters.json": "monsters", "bosses.json": "bosses", "difficulty.json": "difficulty"}
    changed = 0
    for name, attr in tables.items():
        files = {row["id"]: row for row in load.read_data(name)}
        for cid, fields in overlay[name].items():
            for field, was in fields.items():
                then = getattr(getattr(old.state.cs, attr)[cid], field)
                now = getattr(getattr(new.state.cs, attr)[cid], field)
                assert then == (tuple(was) if isinstance(was, list) else was), (cid, field)
                assert now == (tuple(files[cid][field]) if field == "tiers" else files[cid][field]) != then
                changed += 1
    assert changed >= 10  # the retune is in the overlay, not a stray value


def test_R_DF_004_each_game_fights_with_its_own_revisions_cards():
    for match in old_and_new():
        dice = Chance(5)
        seen = 0
        while match.decision is not None and seen < 4:
            enc = match.state.enc
            if enc is not None and enc.kind == "monster" and enc.throws == 0 and not enc.card_gone:
                card = match.state.cs.monsters[enc.card]
                assert enc.hp == card.hp and match.view(0)["encounter"]["max_hp"] == card.hp
                seen += 1
            match.play(bot_choose("greedy", match.game, match.state, match.decision, dice))
        assert seen


def test_a_revision_1_link_reopens_under_revision_1():
    old, new = old_and_new()
    dice = Chance(3)
    for _ in range(6):
        old.play(bot_choose("greedy", old.game, old.state, old.decision, dice))
    again = load_save(old.save())
    assert again.revision == 1 and again.state.cs is content.shipped(1)
    assert again.state_hash() == old.state_hash()
    assert load_save(new.save()).state.cs is content.SHIPPED


def test_an_overlay_naming_no_card_or_a_newer_revision_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    real = load.read_data

    def with_overlay(bad: dict):
        def read(name: str):
            return bad if name == load.REVISIONS_FILE else real(name)

        return read

    monkeypatch.setattr(load, "read_data", with_overlay({"1": {"note": "x", "monsters.json": {"no_such": {"hp": 3}}}}))
    with pytest.raises(ContentError, match="no_such"):
        load.load_content(1)
    monkeypatch.setattr(load, "read_data", with_overlay({str(load.REVISION): {"note": "x"}}))
    with pytest.raises(ContentError, match="older revision"):
        load.load_content(1)
    monkeypatch.setattr(load, "read_data", with_overlay({"1": {"note": "x", "heroes.json": {}}}))
    with pytest.raises(ContentError, match="unknown"):
        load.load_content(1)
