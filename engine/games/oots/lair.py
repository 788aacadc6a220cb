"""Xykon's Lair: the Xykon card of a Lair room and defeated Xykon cards (digest 3.23; R-OOTS-333..343).

The first new battle in a Lair room draws one Xykon card (never a second for that room,
R-OOTS-338): a Monster tops the Battle Stack as if played and counts toward Battle Size
(R-OOTS-333); an event card stays in the room and changes its battles without counting
(R-OOTS-339).  A defeated Xykon-card Monster lies face-down in its room for good
(R-OOTS-337); defeating Xykon the Lich makes the dungeon collapse (R-OOTS-343, collapse.py).
"""

from __future__ import annotations

from .content.schema import Monster, XykonEvent
from .movement import name
from .state import OotsState, Pos


def draw_xykon_card(state: OotsState, pos: Pos) -> str:
    """R-OOTS-333 / R-OOTS-338: the top Xykon card for a Lair room that never had one ("" if none)."""
    room = state.room(pos)
    if pos[0] != state.lair_floor or room.xykon_card or not state.xykon_deck:
        return ""
    card = state.xykon_deck.pop(0)
    state.chance.reveal()
    room.xykon_card = card
    state.say(f"Xykon's card for this room: {state.cs.xykon[card].name}.")
    return card


def event(state: OotsState, pos: Pos) -> XykonEvent | None:
    """The non-Monster Xykon card lying in this room, if any."""
    room = state.room(pos)
    card = state.cs.xykon.get(room.xykon_card) if room is not None and room.xykon_card else None
    return card if isinstance(card, XykonEvent) else None


def event_amount(state: OotsState, pos: Pos, kind: str) -> tuple[int, int, int]:
    """(amount, amount_atk, amount_def) summed over the room's event powers of `kind`."""
    ev = event(state, pos)
    if ev is None:
        return 0, 0, 0
    powers = [p for p in ev.powers if p.kind == kind]
    return sum(p.amount for p in powers), sum(p.amount_atk for p in powers), sum(p.amount_def for p in powers)


def is_xykon_monster(state: OotsState, card: str) -> bool:
    return isinstance(state.cs.xykon.get(card), Monster)


def defeated(state: OotsState, seat: int, pos: Pos, card: str) -> None:
    """R-OOTS-337 / R-OOTS-341: face-down in the room for good; Xykon the Lich goes to the victor."""
    room = state.room(pos)
    if card == state.cs.lich:
        state.xykon_victor = seat
        state.say(f"{name(state, seat)} has defeated Xykon the Lich!")
        from .collapse import begin_collapse

        begin_collapse(state, pos)
        return
    room.xykon_down = True
