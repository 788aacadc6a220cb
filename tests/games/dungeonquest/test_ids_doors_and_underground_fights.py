"""Door cards and fights in the catacombs (R-DQ-046/047, R-DQ-082/088; rulings A-DQ-09, A-DQ-19)."""

from __future__ import annotations

from .helpers import card, choose, keys, make, take, tile, top, turn


def test_R_DQ_047_door_that_stays_shut_then_a_new_card_next_time():
    """R-DQ-047 / A-DQ-09: a shut door ends the turn in place; doors have no memory, the next try draws anew."""
    s = make(
        at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "N", {"N": "door"}), (3, 2): tile("trap_chamber", "S")}
    )
    top(s, "door", card("Swollen Timber"), card("Creaking Hinges"))
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:3,2")
    assert s.heroes[0].pos == (3, 3) and s.pending is None and not s.tasks
    assert [c.name for c in s.discards["door"]] == ["Swollen Timber"]
    turn(s)
    choose(s, "move:3,2")
    assert s.heroes[0].pos == (3, 2)
    assert [c.name for c in s.discards["door"]] == ["Swollen Timber", "Creaking Hinges"]


def test_R_DQ_046_door_card_wounds_and_keeps_the_door_shut():
    """R-DQ-046: the door card is followed: a needle wound, and no passage."""
    s = make(
        at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "N", {"N": "door"}), (3, 2): tile("trap_chamber", "S")}
    )
    top(s, "door", card("Needle Lock"))
    turn(s)
    choose(s, "move:3,2")
    assert s.heroes[0].pos == (3, 3) and s.heroes[0].wounds == 1


def test_R_DQ_082_088_catacomb_fight_has_no_token_and_no_escape():
    """R-DQ-082/088 / A-DQ-19: underground there is no chamber: no token, no escape, fight to the end."""
    s = make(at={0: None, 1: (6, 6)}, tiles={(3, 3): tile(), (6, 6): tile()})
    h = s.heroes[0]
    h.in_cat, h.marker = True, (3, 3, "N")
    s.decks["monster"].append(take(s, "Gnawing Ghoul"))  # life 3
    top(s, "catacomb", card("Lurker in the Dark"))
    turn(s)
    assert s.combat is not None and s.combat.where is None
    for _ in range(2):
        choose(s, "card:magic")
        choose(s, "card:ranged")  # (0, 1)
        assert "escape" not in keys(s)
        assert not any(sp.monster for sp in s.spaces.values())
    choose(s, "card:melee")
    choose(s, "card:magic")  # (0, 1): third wound kills it
    assert s.combat is None and h.in_cat and h.wounds == 0
    assert [c.name for c in h.row] == ["Lurker in the Dark"]
    assert s.pending is None and not s.tasks  # the turn ended


def test_R_DQ_102_104_105_a_card_drops_the_hero_into_the_catacombs():
    """R-DQ-102(b): a failed Rotten Floor costs 1 wound, then the marker goes on this chamber and the turn ends."""
    s = make(
        at={0: (3, 4)},
        tiles={(3, 4): tile("dungeon_room", "N"), (3, 3): tile("dungeon_room", "S")},
        dice=[6, 6],
    )
    top(s, "dungeon", card("Rotten Floor"))
    turn(s)
    choose(s, "move:3,3")
    h = s.heroes[0]
    assert h.wounds == 1 and h.det == 1
    choose(s, "face:W")
    assert h.in_cat and h.pos is None and h.marker == (3, 3, "W") and h.row == []
    assert s.pending is None and not s.tasks


def test_R_DQ_068_lost_loot_goes_to_its_own_decks_discard_pile():
    """R-DQ-068: a random Loot card lost to a trap lands on the discard pile of the deck it came from."""
    s = make(
        at={0: (3, 4)},
        tiles={(3, 4): tile("dungeon_room", "N"), (3, 3): tile("trap_chamber", "S")},
        dice=[6, 6],
        picks=[1],
    )
    h = s.heroes[0]
    ring, crown = take(s, "Silver Ring"), take(s, "Crown of the Old Kings")
    h.loot = [ring, crown]
    top(s, "trap", card("Slippery Ledge"))
    turn(s)
    choose(s, "move:3,3")
    assert h.loot == [ring]
    assert s.discards["treasure"] == [crown] and s.discards["loot"] == []
