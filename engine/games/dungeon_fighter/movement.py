"""Rounds and movement along the dungeon sheets' one-way corridors (R-DF-030..035).

A round is Movement -> Encounter -> Maintenance (R-DF-030).  Round 1 fights in
floor 1's entry room without moving (R-DF-031, A-DF-06).  The party only ever
follows an arrow away from its room (R-DF-032); leaving a floor's exit enters
the next floor's entry (R-DF-033); leaving floor 3's exit reaches the boss
(R-DF-034).
"""

from __future__ import annotations

from .state import DfState

BOSS = "boss"


def layout(state: DfState, floor: int | None = None):
    return state.cs.layouts[state.floors[state.floor if floor is None else floor]]


def start_round(state: DfState, first: bool = False) -> None:
    """R-DF-030 / R-DF-031: round 1 skips Movement (unless the option says the entry room is empty)."""
    if first and state.opt("first_room_encounter"):
        from .fight import start_encounter

        start_encounter(state)
        return
    state.phase = "move"
    if len(destinations(state)) == 1:
        move(state, destinations(state)[0])


def destinations(state: DfState) -> list[str]:
    """Where the party may go: rooms an arrow leads to, the next floor's entry, or the boss (R-DF-032..034)."""
    lay = layout(state)
    if state.room == lay.exit:
        return [BOSS] if state.floor == 2 else [f"floor{state.floor + 2}"]
    return list(lay.exits_from(state.room))


def destination_label(state: DfState, dest: str) -> str:
    if dest == BOSS:
        return "Go to the Final Boss"
    if dest.startswith("floor"):
        return f"Go down to floor {dest[5:]}"
    return f"Go to {room_words(state, layout(state).room(dest))}"


def room_words(state: DfState, room) -> str:
    """A room as players read it: 'the shop (room 3)'."""
    kind = {
        "plain": "the room",
        "shop": "the shop",
        "fountain": "the healing fountain",
        "treasure": "the treasure chamber",
        "dangerous": "the dangerous room",
    }[room.kind]
    if room.kind == "dangerous" and room.requirement:
        kind += f" ({state.cs.requirements[room.requirement].name.lower()})"
    # the number the dungeon sheet prints on the room (web/views/dungeon_fighter/dungeon.py), never its id
    return f"{kind} (room {room.id.removeprefix('r')})"


def move(state: DfState, dest: str) -> None:
    """R-DF-032..034: follow one corridor; an arrow against the flow is not offered (illegal)."""
    if dest not in destinations(state):
        raise ValueError(f"no corridor leads from {state.room} to {dest}")
    state.round += 1
    from .fight import start_encounter

    if dest == BOSS:
        state.floor = 3
        state.room = BOSS
        state.say("The party leaves the dungeon and faces the Final Boss.")
        from .boss import start_boss

        start_boss(state)
        return
    if dest.startswith("floor"):
        state.floor += 1
        state.room = layout(state).entry
        state.say(f"The party goes down to floor {state.floor + 1}.")
    else:
        state.room = dest
    state.say(f"The party moves to {room_words(state, layout(state).room(state.room))}.")
    start_encounter(state)
