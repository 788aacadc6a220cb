"""Movement (digest 3.4, R-OOTS-030..051; decision points D2/D3, exploration D3a).

A move is taken one room at a time: each step goes left or right on the floor, or
across a found Stairs card to the room directly above or below (the stairs are not a
room, R-OOTS-036), or into an Unexplored space at either end of a floor, which draws
the next room card (R-OOTS-040).  Up to 3 rooms per turn, never back into a room left
this turn; exploring, the Entrance and rooms that say so end the move.
"""

from __future__ import annotations

from .state import ENTRANCE, LAIR_ROOMS, MAX_ROOMS, MOVES, Ask, OotsState, Player, Pos, Room


def floor_cap(state: OotsState, floor: int) -> int:
    """R-OOTS-038 / R-OOTS-332: 8 rooms on a regular floor, 5 in the Lair."""
    if floor == state.lair_floor and not state.options.get("xykon_not_home"):  # A-OOTS-27 lifts the cap
        return LAIR_ROOMS
    return MAX_ROOMS


def deck_for(state: OotsState, floor: int) -> list[str]:
    """R-OOTS-040 / R-OOTS-330: the Lair floor explores from the Xykon's Lair deck."""
    return state.lair_deck if floor == state.lair_floor else state.room_deck


def shticks_for_lair(player: Player) -> int:
    """R-OOTS-323 / A-OOTS-20: every shtick in play counts, flipped ones too."""
    return len(player.shticks)


def equipped_df(state: OotsState, player: Player) -> int:
    """R-OOTS-324 / R-OOTS-298: Drool Factor (relative to you) of your equipped Loot."""
    return sum(state.cs.loot[c].df(player.character) for c in player.equipped)


def lair_ok(state: OotsState, player: Player) -> bool:
    """R-OOTS-323 / R-OOTS-324: Minimum Shticks in play and Minimum Loot equipped."""
    return shticks_for_lair(player) >= state.min_shticks and equipped_df(state, player) >= state.min_loot


def can_explore(state: OotsState, floor: int) -> bool:
    """R-OOTS-042 / A-OOTS-38: the floor is not full and its deck still has a card."""
    return len(state.floors[floor].rooms) < floor_cap(state, floor) and bool(deck_for(state, floor))


def steps(state: OotsState, seat: int) -> list[tuple[str, Pos]]:
    """The next legal steps from the player's room: ("move" | "explore", destination)."""
    p = state.players[seat]
    left = state.turn.left if state.turn is not None and state.turn.seat == seat else []
    f, c = p.pos
    out: list[tuple[str, Pos]] = []
    candidates: list[Pos] = []
    if f >= 1:
        candidates += [(f, c - 1), (f, c + 1)]  # R-OOTS-033
    if state.floors[f].stairs_down == c and f + 1 <= state.lair_floor:  # R-OOTS-035 / R-OOTS-049
        candidates.append((f + 1, c))
    if f >= 1 and state.floors[f - 1].stairs_down == c:
        candidates.append((f - 1, c))
    for dest in candidates:
        df, dc = dest
        if dest in left:  # R-OOTS-034
            continue
        if dest == ENTRANCE and state.options.get("nerdcore") and not state.collapsing:
            continue  # R-OOTS-429: only fleeing brings you back (leaving the collapse is still allowed)
        if df == state.lair_floor and f < df and not lair_ok(state, p):  # R-OOTS-323 / R-OOTS-325
            continue
        if state.room(dest) is not None:
            out.append(("move", dest))
        elif df == f + 1 and not state.floors[df].rooms:
            if can_explore(state, df):  # R-OOTS-043: the first room of a new floor, below the stairs
                out.append(("explore", dest))
        elif df == f and can_explore(state, df):  # R-OOTS-039 / R-OOTS-040: an end of the row
            out.append(("explore", dest))
    return out


def take_step(state: OotsState, seat: int, kind: str, dest: Pos) -> bool:
    """Enter `dest` (drawing it first when unexplored); True when the move must end there."""
    p = state.players[seat]
    turn = state.turn
    turn.left.append(p.pos)
    turn.steps += 1
    turn.moved = True
    explored_haven = False
    if kind == "explore":
        deck = deck_for(state, dest[0])
        card = deck.pop(0)
        state.floors[dest[0]].rooms[dest[1]] = Room(card)
        if dest[0] == state.lair_floor:
            state.last_lair_room = dest
        state.chance.reveal()
        explored_haven = card == state.cs.safe_haven
        state.say(f"{name(state, seat)} explores {state.cs.rooms[card].name}.")
    p.pos = dest
    room = state.room(dest)
    first = not room.entered
    room.entered = True
    if first:
        first_entry(state, seat, room)
    card = state.cs.rooms[room.card]
    ends = (
        (kind == "explore" and not explored_haven)  # R-OOTS-041, A-OOTS-05
        or dest == ENTRANCE  # R-OOTS-048
        or card.has("end_move")
        or card.has("no_pass")
        or turn.steps >= MOVES + turn.bonus_moves  # R-OOTS-032
        or p.flee_pending
        or p.fleeing
        or any(a.kind == "prevent_room" for a in state.asks)  # Wounds on entry: stop, then answer
    )
    return ends


def first_entry(state: OotsState, seat: int, room: Room) -> None:
    """R-OOTS-050 / R-OOTS-265: effects for the first character ever to enter a room."""
    card = state.cs.rooms[room.card]
    p = state.players[seat]
    for hook in card.hooks:
        if hook.hook == "first_entry_shtick":  # R-OOTS-268: the top card of the deck
            for _ in range(max(1, hook.amount)):
                if p.shtick_deck:
                    state.chance.reveal()  # the hidden deck's top card comes face-up
                    p.shticks.append(p.shtick_deck.pop(0))
                    state.say(f"{name(state, seat)} gains a shtick in {card.name}.")
        elif hook.hook == "first_entry_loot":
            from .powers import draw_to_stash

            draw_to_stash(state, seat, max(1, hook.amount))
        elif hook.hook == "first_entry_wound":
            wound_roll(state, seat, hook.roll, max(1, hook.amount))


def wound_roll(state: OotsState, seat: int, target: int, wounds: int) -> None:
    """Room Effect Text: roll a d12; below `target` the character loses Wounds (fleeing ones are safe)."""
    from .state import d12
    from .wounds import lose_wounds

    if state.players[seat].fleeing:
        return
    roll = d12(state.chance)
    if roll < target:
        from .powers import preventers

        if preventers(state, seat, []):  # a prevent_wound shtick may be flipped first (turn.answer_prevent_room)
            state.asks.insert(0, Ask("prevent_room", seat, {"wounds": wounds, "prevented": 0}))
            return
        lose_wounds(state, seat, wounds)


def arrive(state: OotsState, seat: int) -> None:
    """Movement is over: ending on the Entrance heals all Wounds and unflips (R-OOTS-220, A-OOTS-33)."""
    p = state.players[seat]
    if p.pos == ENTRANCE and state.turn.moved:
        p.wounds = 0
        p.flipped = []
        return
    if state.turn.moved:
        for hook in state.cs.rooms[state.room(p.pos).card].hooks:
            if hook.hook == "enter_wound":  # every character ending a move here rolls
                wound_roll(state, seat, hook.roll, max(1, hook.amount))


def name(state: OotsState, seat: int) -> str:
    return state.cs.characters[state.players[seat].character].name


def possessive(text: str) -> str:
    """Roy's, but Vaarsuvius' and Dragon Snakes': a name ending in s takes the apostrophe alone."""
    return f"{text}'" if text.endswith("s") else f"{text}'s"


def distance(a: Pos, b: Pos) -> int | None:
    """R-OOTS-098 / R-OOTS-099: rooms between two foes on one floor; None across floors."""
    if a[0] != b[0]:
        return None
    return abs(a[1] - b[1])
