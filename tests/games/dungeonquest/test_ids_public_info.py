"""What every player may see (R-DQ-075, R-DQ-068; ruling A-DQ-51) checked on the engine's player view."""

from __future__ import annotations

import json

from .helpers import loot, make, take, tile


def test_R_DQ_075_loot_runes_and_catacomb_rows_are_public_deck_order_is_not():
    """R-DQ-075 / A-DQ-51: play areas are face up for everybody; the order of decks and tiles stays hidden."""
    s = make(at={0: (3, 3), 1: None}, tiles={(3, 3): tile()}, stack=[tile(), tile()])
    a, b = s.heroes[0], s.heroes[1]
    a.loot = [loot(11, "Gilded Spoon")]
    a.runes = [take(s, "Rune of Grit")]
    b.in_cat, b.marker = True, (5, 5, "N")
    b.row = [take(s, "Bone Crown")]
    hidden = [t.id for t in s.tiles] + [cards[-1].id for cards in s.decks.values() if cards]
    for viewer in (0, 1, None):
        view = s.view(viewer)
        text = json.dumps(view)
        heroes = view["heroes"]
        assert [c["name"] for c in heroes[0]["loot"]] == ["Gilded Spoon"]
        assert [r["name"] for r in heroes[0]["runes"]] == ["Rune of Grit"]
        assert [c["name"] for c in heroes[1]["catacomb_row"]] == ["Bone Crown"]
        assert not any(i in text for i in hidden)
        assert view["tiles_left"] == 2


def test_R_DQ_068_discard_piles_are_counted_per_deck_in_the_view():
    """R-DQ-068: each deck has its own discard pile, visible to all as a count."""
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()})
    s.discards["trap"].append(take(s, "Sleeping Mist"))
    view = s.view(0)
    assert view["decks"]["trap"]["discard"] == 1 and view["decks"]["dungeon"]["discard"] == 0
    assert view["decks"]["trap"]["draw"] == len(s.decks["trap"])
