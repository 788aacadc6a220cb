"""Small fixtures for the test_ids_* files (helpers.py belongs to the engine engineer)."""

from __future__ import annotations

from engine.games.one_deck_dungeon.state import OddState

from .helpers import play, put_door


def at_loot(state: OddState, cid: str) -> None:
    """Put `cid` on the table as the door just survived, with the loot choice pending."""
    i = put_door(state, cid, True)
    state.door = i
    state.enc = None
    state.phase = "loot"
    state._decision = None


def keys(state: OddState) -> list[str]:
    """The option keys of the pending decision (empty once the game is over)."""
    decision = state.decision()
    return [] if decision is None else decision.keys()


def weak_roll(n: int) -> list[int]:
    """n dice that fill no box of any shipped foe (every box needs at least a 3)."""
    return [1] * n


def box_index(state: OddState, value: int, color: str, *, armor: bool = False, source: str = "card") -> int:
    """Index of the first box of the running encounter with this value, colour and source."""
    assert state.enc is not None
    for j, b in enumerate(state.enc.boxes):
        if (b.value, b.color, b.armor, b.source) == (value, color, armor, source):
            return j
    raise AssertionError(f"no {value} {color} box in {state.enc.boxes}")


def placeable(state: OddState, die: int) -> set[int]:
    """Boxes die `die` may go on now: pick it up, read the box options, put it back."""
    play(state, f"die:{die}")
    out = {int(k.split(":")[1]) for k in keys(state) if k.startswith("box:")}
    play(state, "cancel")
    return out


__all__ = ["at_loot", "box_index", "keys", "placeable", "weak_roll"]
