"""R-DF-032: the corridors the party may take are offered as the rooms the dungeon sheet shows, by
the number printed on them ("the shop (room 2)"), never by the content's room ids ("R2")."""

from __future__ import annotations

import re

from engine.core.game import Seat
from engine.core.rng import Chance
from engine.games.dungeon_fighter import make_state, movement


def test_R_DF_032_moves_name_rooms_by_their_printed_number() -> None:
    st = make_state((Seat("Ana"), Seat("Bo", bot="random")), {}, Chance(3))
    lay = movement.layout(st)
    seen = 0
    for room in lay.rooms:
        words = movement.room_words(st, room)
        number = room.id.removeprefix("r")
        assert words.endswith(f"(room {number})"), words
        assert not re.search(r"\bR\d", words), words
        seen += 1
    assert seen >= 5
    for dest in movement.destinations(st):
        label = movement.destination_label(st, dest)
        assert label.startswith("Go ") and not re.search(r"\bR\d", label), label
