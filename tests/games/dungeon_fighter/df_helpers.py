"""Shared helpers for the Dungeon Fighter rule tests: digest 7.0's fixtures and injected throws.

`fixture_state` deals the fixture heroes in seat order (Torm, Randolph, Goldfinga
unless told otherwise) over the fixture dungeon, then puts the named monster in
front of the party; throws are played with `throw(state, die, outcome)`, which
injects the outcome (C(...) / M(...) of digest 7.0) and plays the throw option.
"""

from __future__ import annotations

from engine.core.game import Seat
from engine.core.rng import Chance
from engine.games.dungeon_fighter import make_state
from engine.games.dungeon_fighter.fight import deal_dice
from engine.games.dungeon_fighter.outcome import ThrowOutcome, hit, miss
from engine.games.dungeon_fighter.physics import gesture
from engine.games.dungeon_fighter.state import DfState, Encounter

GESTURE = tuple(gesture("E", 0, 0, 400, 0))
DEFAULT_HEROES = ("torm", "randolph", "goldfinga")


def fixture_state(
    heroes: tuple[str, ...] = DEFAULT_HEROES,
    monster: str | None = "goblin",
    seed: int = 1,
    bots: tuple[str | None, ...] | None = None,
    **options,
) -> DfState:
    """Default start of digest 7.0 (9 HP, chest 2 gold + 1 die, supply 8, Normal), fighting `monster`."""
    seats = tuple(Seat(h.capitalize(), (bots or (None,) * len(heroes))[i]) for i, h in enumerate(heroes))
    state = make_state(seats, options, Chance(seed), content_name="fixtures", heroes=heroes, floors=("f1", "f2", "f3"))
    if monster is not None:
        fight_monster(state, monster)
    return state


def fight_monster(state: DfState, monster: str, room_requirement: str | None = None, first: int | None = None) -> None:
    """Put `monster` in front of the party as if just drawn (its gold from the supply), no back-down prompt."""
    if state.enc is not None and not state.enc.card_gone and state.enc.kind == "monster":
        state.out_of_game.append(state.enc.card)
    for tier in state.tower:
        if monster in tier:
            tier.remove(monster)
    if monster in state.out_of_game:
        state.out_of_game.remove(monster)
    card = state.cs.monsters[monster]
    state.phase = "encounter"
    state.asks = []
    if first is not None:
        state.first_player = first
    state.enc = Encounter("monster", monster, card.hp, gold=card.gold, tier=card.level - 1)
    state.enc.room_requirement = room_requirement
    deal_dice(state)
    state.enc.stage = "swing"
    state._decision = None


def play(state: DfState, key: str, params: tuple[int, ...] = ()) -> None:
    """Play the option `key` of the pending decision (fails if it is not offered)."""
    decision = state.decision()
    assert decision is not None, "the game is over"
    assert decision.has(key), f"{key!r} not offered: {decision.keys()}"
    index = decision.index(key)
    if decision.options[index].params and not params:
        params = GESTURE
    state.apply(index, params)


def throw(state: DfState, die: str, outcome: ThrowOutcome) -> None:
    """The swinger throws `die` and the throw comes out as `outcome`."""
    state.inject_outcomes([outcome])
    play(state, f"throw:{die}")


def keys(state: DfState) -> list[str]:
    return state.decision().keys()


def hp(state: DfState) -> list[int]:
    return [h.hp for h in state.heroes]


__all__ = ["fixture_state", "fight_monster", "hit", "hp", "keys", "miss", "play", "throw"]
