"""Random playouts over a hand-made card set: never raise, conserve every card, replay identically.

The game cannot end yet (the Lair, the collapse and scoring are not built), so each
playout runs a fixed number of decisions.
"""

from __future__ import annotations

import pytest

from engine.core.game import Seat
from engine.core.rng import Chance
from engine.games.oots import make_state
from engine.games.oots.content.schema import AbilityRef, RoomHook, Support

from .oots_helpers import card_set, monster, room, screw

_CARDS: list[str] = []


def varied_cards() -> str:
    if not _CARDS:
        _CARDS.append(build_varied_cards())
    return _CARDS[0]


def build_varied_cards() -> str:
    kinds = ["bloodlust", "hide", "flying", "mindless", "paralyze", "thief", "spellcaster", "leader", "henchman"]
    battle = []
    for i in range(70):
        abilities = (AbilityRef(kinds[i % len(kinds)]),) if i % 3 == 0 else ()
        if i % 11 == 0:
            abilities += (AbilityRef("multiattack", 2),)
        support = (
            Support(("goblin", "kobold"), ("assist", "deadly", "horde", "greed", "longshot")[i % 5])
            if i % 4 == 0
            else None
        )
        battle.append(
            monster(
                f"m{i}",
                f"Monster {i % 50}",
                atk=3 + i % 8,
                dfn=3 + (i * 7) % 9,
                rng=i % 3,
                types=(("goblin", "kobold", "undead")[i % 3],),
                abilities=abilities,
                support=support,
                xp=i % 3,
                loot=i % 2,
                unique=i % 17 == 0,
            )
        )
    battle += [screw(f"st{i}") for i in range(20)]
    rooms = [room(f"r{i:02d}") for i in range(30)]
    rooms += [
        room("arena", RoomHook("battle_size", 1)),
        room("halt", RoomHook("end_move")),
        room("calm", RoomHook("no_rest")),
    ]
    rooms += [room("crypt", RoomHook("monster_mod", 2, stat="def", monster_type="undead"))]
    rooms += [room("gate", RoomHook("first_entry_shtick", 1))]
    return card_set(battle=battle, rooms=rooms)


def run(seed: int, players: int, steps: int) -> tuple:
    cards = varied_cards()
    seats = tuple(Seat(f"P{i}") for i in range(players))
    state = make_state(seats, {"length": "short"}, Chance(seed), content_name=cards)
    pick = Chance(seed * 31 + 1)
    base = state.counts()
    choices = []
    battles = set()
    for _ in range(steps):
        if state.battle is not None:
            battles.add((state.turn_no, state.battle.monster))
        d = state.decision()
        i = pick.below(len(d.options))
        choices.append(i)
        state.apply(i, ())
        assert state.counts() == base
        state.view(d.player)
    return state.fingerprint(), choices, state.turn_no, len(battles)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_random_playouts_never_raise_and_conserve_cards(players):
    turns = battles = 0
    for seed in range(1, 6):
        _, _, t, b = run(seed, players, 400)
        turns += t
        battles += b
    assert turns > 50 and battles > 20  # the playouts do move through turns and battles


def test_playout_replays_identically():
    a = run(5, 4, 300)
    b = run(5, 4, 300)
    assert a == b
