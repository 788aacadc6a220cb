"""The collapsing dungeon and leaving it (digest 3.24; R-OOTS-344..365, A-OOTS-28, A-OOTS-29, A-OOTS-52).

At Xykon's defeat every Monster still in play escapes (discarded, its Loot Coins dropped
as Loot where it stood, without reshuffling the Loot Deck); players standing on the
Entrance leave at once.  From the next player's turn on, every turn ends with the
removal of one edge room of the lowest floor (D12); players in it are pushed to the
neighbouring room or up the stairs.  Reaching the Entrance means leaving; the game ends
when at most one player is still inside (D13).
"""

from __future__ import annotations

from .movement import name
from .state import ENTRANCE, OotsState, Pos


def begin_collapse(state: OotsState, kill: Pos) -> None:
    """D18: R-OOTS-344..347 and A-OOTS-28d."""
    from .setup import draw_loot

    state.collapsing = True
    state.say("The dungeon begins to collapse!")
    for pos in escape_order(state, kill):
        room = state.room(pos)
        while room.monsters:
            card = room.monsters.pop(0)
            coins = state.cs.monster(card).loot
            if card in state.cs.battle:
                state.battle_discard.append(card)
            else:
                room.xykon_down = True  # a Xykon card cannot leave its room (R-OOTS-410)
            for _ in range(coins):
                drawn = draw_loot(state, reshuffle=False)  # R-OOTS-347 / A-OOTS-30
                if drawn is not None:
                    room.loot.insert(0, drawn)
    at_entrance = [s for s in turn_order_after(state, state.turn.seat) if state.players[s].pos == ENTRANCE]
    exit_players(state, at_entrance)


def escape_order(state: OotsState, kill: Pos) -> list[Pos]:
    """From the kill room, then its floor by distance, then each floor above (R-OOTS-345)."""
    out = []
    for f in range(kill[0], 0, -1):
        cols = sorted(state.floors[f].rooms, key=lambda c: (abs(c - kill[1]), c))
        out += [(f, c) for c in cols]
    return out


def turn_order_after(state: OotsState, seat: int) -> list[int]:
    return [(seat + k) % state.seats for k in range(1, state.seats + 1)]


def inside(state: OotsState) -> list[int]:
    return [s for s, p in enumerate(state.players) if not p.exited]


def exit_players(state: OotsState, seats: list[int]) -> None:
    """R-OOTS-368 / A-OOTS-28c: everyone leaving at once scores the players still inside after them."""
    leaving = [s for s in seats if not state.players[s].exited]
    if not leaving:
        return
    for s in leaving:
        state.players[s].exited = True
    left_inside = len(inside(state))
    rank = len({r for _, r, _ in state.exits})
    for s in leaving:
        state.exits.append((s, rank, left_inside))
        state.say(f"{name(state, s)} escapes the dungeon ({left_inside} still inside).")
    check_end(state)


def reached_entrance(state: OotsState, seat: int) -> None:
    """While collapsing, reaching the Entrance is leaving (R-OOTS-365, A-OOTS-29)."""
    if state.collapsing and state.players[seat].pos == ENTRANCE:
        exit_players(state, [seat])


def check_end(state: OotsState) -> None:
    """D13: the game ends when all but one player have left (R-OOTS-365)."""
    if state.collapsing and len(inside(state)) <= 1:
        state.over = True
        state.say("Only one adventurer is left inside: the game is over.")


def lowest_floor(state: OotsState) -> int:
    """R-OOTS-350: the lowest floor that still has rooms (never the Entrance, A-OOTS-28a)."""
    for f in range(len(state.floors) - 1, 0, -1):
        if state.floors[f].rooms:
            return f
    return 0


def removable(state: OotsState) -> list[Pos]:
    """R-OOTS-351..353 / A-OOTS-28g: edge rooms of the lowest floor, stairs-up room last, empty ones first."""
    f = lowest_floor(state)
    if f == 0:
        return []
    rooms = state.floors[f].rooms
    stairs_up = state.floors[f - 1].stairs_down
    ends = sorted({min(rooms), max(rooms)})
    if len(rooms) > 1:
        ends = [c for c in ends if c != stairs_up] or ends
    cands = [(f, c) for c in ends]
    free = [p for p in cands if not any(o.pos == p and not o.exited for o in state.players)]
    return free or cands


def remove_room(state: OotsState, pos: Pos) -> None:
    """R-OOTS-355 / R-OOTS-356 / A-OOTS-28b: Loot discarded, players pushed aside or up the stairs."""
    if pos not in removable(state):
        raise ValueError("that room cannot be removed now")
    f, c = pos
    floor = state.floors[f]
    room = floor.rooms.pop(c)
    state.loot_discard.extend(room.loot)
    state.out_of_game.append(room.card)
    state.say(f"{state.cs.rooms[room.card].name} crumbles away.")
    if floor.rooms:
        target = (f, c + 1) if (c + 1) in floor.rooms else (f, c - 1)
    else:
        target = (f - 1, state.floors[f - 1].stairs_down)
        state.floors[f - 1].stairs_down = None  # R-OOTS-352: the stairs down to an empty floor go
    pushed = [s for s, p in enumerate(state.players) if p.pos == pos and not p.exited]
    for s in pushed:
        state.players[s].pos = target
    if target == ENTRANCE and pushed:
        exit_players(state, [s for s in turn_order_after(state, state.turn.seat) if s in pushed])
