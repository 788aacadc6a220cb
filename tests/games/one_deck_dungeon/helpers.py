"""Test helpers: a One Deck Dungeon state laid out by hand, dice fixed by ScriptedChance."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.rng import ScriptedChance
from engine.games.one_deck_dungeon import content, rules
from engine.games.one_deck_dungeon.state import Hero, OddState


def card(name: str, copy: int = 0) -> str:
    """The id of the n-th card carrying this encounter (or this loot name)."""
    ids = [c.id for c in content.CARDS.values() if name in (c.encounter, c.loot)]
    return ids[copy]


def filler(n: int, avoid: Sequence[str] = ()) -> list[str]:
    """n deck cards not in `avoid` (their faces never matter to the test)."""
    return [c for c in content.CARD_IDS if c not in avoid][:n]


def make(
    heroes: Sequence[str] = ("Warrior",),
    dungeon: str = "yeti",
    dice: Sequence[int] = (),
    picks: Sequence[int] = (),
    deck: int = 20,
    options: dict[str, Any] | None = None,
    floor: int = 1,
) -> OddState:
    """A state at the start of a turn, no setup effects, `deck` filler cards above the Stairs."""
    side = 1 if len(heroes) == 1 else 2
    opts = {"dungeon": dungeon, "stairs_rule": "card3"}
    opts.update(options or {})
    state = OddState(
        names=tuple(f"P{i}" for i in range(len(heroes))),
        options=opts,
        chance=ScriptedChance(dice, picks),
        heroes=[Hero(content.HEROES[(h, side)]) for h in heroes],
        dungeon=content.DUNGEONS[dungeon],
    )
    state.floor = floor
    state.deck = filler(deck)
    state.phase = "action"
    return state


def put_door(state: OddState, cid: str, is_open: bool = True) -> int:
    """Lay a card on the table as a door (taken out of the deck if it is there)."""
    if cid in state.deck:
        state.deck.remove(cid)
    for pile in (state.discard,):
        if cid in pile:
            pile.remove(cid)
    state.doors.append([cid, is_open])
    return len(state.doors) - 1


def fight(state: OddState, cid: str, dice: Sequence[int] = ()) -> OddState:
    """Encounter `cid` as an open door with these dice scripted for the roll."""
    state.chance.dice.extend(dice)
    i = put_door(state, cid, True)
    state.phase = "action"
    state._decision = None
    play(state, f"door:{i}")
    return state


def play(state: OddState, key: str) -> None:
    decision = state.decision()
    assert decision is not None, "the game is over"
    assert decision.has(key), f"{key!r} not in {decision.keys()}"
    state.apply(decision.index(key), ())


def pool(state: OddState) -> list[tuple[str, int]]:
    assert state.enc is not None
    return [(d.color, d.value) for d in state.enc.dice if d.state == "pool"]


def give(state: OddState, h: int, *names: str, items: Sequence[str] = ()) -> None:
    """Hand hero h skill cards by loot name and item cards by encounter/loot name."""
    for n in names:
        cid = next(c.id for c in content.CARDS.values() if c.loot == n)
        state.heroes[h].skills.append(cid)
        _take(state, cid)
    for cid in items:
        state.heroes[h].items.append(cid)
        _take(state, cid)


def _take(state: OddState, cid: str) -> None:
    if cid in state.deck:
        state.deck.remove(cid)


def item_cards(icon: str, n: int) -> list[str]:
    return [c.id for c in content.CARDS.values() if c.item == icon][:n]


__all__ = ["card", "make", "fight", "play", "pool", "give", "put_door", "rules", "item_cards", "filler"]
