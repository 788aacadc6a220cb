"""R-DQ ids left unnamed by the engine engineer's tests: abilities, terms, decks (digest 3.1, 3.3, 3.8).

Each test drives the engine through `decision()`/`apply()` with fixed dice and
stacked decks (helpers.py); none of them asserts on data it built itself.
"""

from __future__ import annotations

from engine.games.dungeonquest import content
from engine.games.dungeonquest.content import Card

from .helpers import card, choose, hero_with, keys, log_has, make, tile, top, turn


def _portcullis_state(mover: object, bystander: object, dice: list[int]):
    """Seat 0 moves north through a portcullis; seat 1 stands elsewhere with another ability."""
    s = make(
        at={0: (3, 3), 1: (6, 6)},
        tiles={
            (3, 3): tile("dungeon_room", "N", {"N": "portcullis"}),
            (3, 2): tile("trap_chamber", "S"),
            (6, 6): tile(),
        },
        dice=dice,
        heroes={0: mover, 1: bystander},
    )
    top(s, "trap", card("Sleeping Mist"))
    return s


def test_R_DQ_011_only_the_active_heros_ability_applies_to_his_test():
    """R-DQ-011: abilities never fire for a bystander, so no two players' abilities clash on one event.

    Borga's Brute Force (-1 on portcullis tests) belongs to seat 1; seat 0 rolls 4+4 = 8
    against strength 7 and must fail.  With the roles swapped the same roll succeeds.
    """
    brute = hero_with(ability="brute")
    plain = hero_with()
    s = _portcullis_state(plain, brute, [4, 4])
    turn(s, 0)
    choose(s, "move:3,2")
    assert s.heroes[0].pos == (3, 3)  # failed: the other player's ability did not help
    assert s.heroes[0].det == 1 and s.heroes[1].det == 0

    s = _portcullis_state(brute, plain, [4, 4])
    turn(s, 0)
    choose(s, "move:3,2")
    assert s.heroes[0].pos == (3, 2)  # his own ability applies: 8 - 1 = 7 <= 7
    assert log_has(s, "= 7, needing 7 or less: success")


def test_R_DQ_029_two_hall_room_is_not_a_corridor():
    """R-DQ-029: a room with two halls in a line is not a "corridor"; only the tile type moves you on."""
    s = make(
        at={0: (3, 4)},
        tiles={(3, 4): tile("dungeon_room", "N"), (3, 3): tile("dungeon_room", "NS")},
        stack=[tile(), tile()],
    )
    top(s, "dungeon", card("Still Air"), card("Still Air"))
    turn(s)
    choose(s, "move:3,3")
    assert s.heroes[0].pos == (3, 3)
    assert s.pending is None and not s.tasks  # the turn is over: no corridor "move again"

    s = make(
        at={0: (3, 4)},
        tiles={(3, 4): tile("dungeon_room", "N"), (3, 3): tile("corridor", "NS")},
        stack=[tile(), tile()],
    )
    top(s, "dungeon", card("Still Air"), card("Still Air"))
    turn(s)
    choose(s, "move:3,3")
    assert s.pending is not None and s.pending[0] == "again"
    assert "move:3,2" in keys(s)  # the corridor's halls lead on


def test_R_DQ_029_shipped_corridors_and_rooms_are_separate_tile_types():
    """R-DQ-029: "corridor" is a tile kind in the shipped tiles; halls exist on every kind."""
    tiles = content.load_tiles()
    corridors = [t for t in tiles if t.kind == "corridor"]
    rooms = [t for t in tiles if t.kind == "dungeon_room"]
    assert corridors and rooms
    assert all(any(h is not None for h in t.halls) for t in tiles)  # every tile has halls ...
    two_hall_rooms = [t for t in rooms if sum(h is not None for h in t.halls) <= 2]
    assert all(t.kind != "corridor" for t in two_hall_rooms)  # ... few halls do not make a corridor


def test_R_DQ_065_same_name_in_two_decks_stays_in_its_own_deck():
    """R-DQ-065: a name shared by two decks is two cards; the deck on the back decides where it goes."""
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, stack=[tile()])
    original = card("Still Air")
    assert original.deck == "dungeon"
    twin = Card("X-TWIN", "search", original.name, original.text, effect=original.effect)
    dungeon_before = [c.id for c in s.decks["dungeon"]]
    s.decks["search"].append(twin)  # on top of the search deck
    turn(s)
    choose(s, "search")
    assert [c.id for c in s.discards["search"]] == ["X-TWIN"]
    assert s.discards["dungeon"] == []
    assert [c.id for c in s.decks["dungeon"]] == dungeon_before
    assert log_has(s, "draws a search card: Still Air")
    assert s.last_card is not None and s.last_card["deck"] == "search"


def test_R_DQ_064_065_every_shipped_card_belongs_to_exactly_the_deck_it_is_listed_in():
    """R-DQ-064/065: the deck a card sits in is its `deck`; ids are unique even if names repeat."""
    decks = content.load_decks()
    ids = [c.id for cards in decks.values() for c in cards]
    assert len(ids) == len(set(ids))
    for name, cards in decks.items():
        assert cards and all(c.deck == name for c in cards)
