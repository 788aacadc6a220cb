"""Wounds, healing and fleeing the dungeon (digest 3.16 / 3.17; R-OOTS-212..234; decision point D16).

A character has 4 Wounds (A-OOTS-02); the 4th puts the token on the bottom portrait and
the character is fleeing from that moment (protected), while the flee *start* (unequip
everything, drop a random Stash card, move 3 rooms toward the Entrance) waits until the
battle is over (A-OOTS-54), or until the next turn when the token lies on its side
(A-OOTS-25).  The path is a shortest one through explored rooms and found stairs; when
two first steps are equally short the fleeing player chooses (A-OOTS-47).
"""

from __future__ import annotations

from collections import deque

from .movement import name
from .state import ENTRANCE, MOVES, WOUNDS, Ask, OotsState, Pos

AFTER_BATTLE = ("continue", "bonus", "optional")  # turn stages choosing what follows a won battle


def lose_wounds(state: OotsState, seat: int, n: int) -> None:
    """R-OOTS-214 / R-OOTS-215 / R-OOTS-231: move down n portraits; the bottom one means fleeing."""
    p = state.players[seat]
    if p.fleeing or n <= 0:
        return
    p.wounds = min(WOUNDS, p.wounds + n)  # A-OOTS-02: extra Wounds past 4 are ignored
    state.say(f"{name(state, seat)} loses {n} Wound{'s' if n != 1 else ''}.")
    from .powers import misfortune

    misfortune(state, seat)
    if p.wounds >= WOUNDS:
        p.fleeing = True
        p.flee_pending = True
        state.say(f"{name(state, seat)} must flee the dungeon!")


def heal(state: OotsState, seat: int, n: int | None) -> None:
    """R-OOTS-218 / R-OOTS-219 / R-OOTS-231: up n portraits (None = all), never above the top."""
    p = state.players[seat]
    if p.fleeing:
        return
    p.wounds = 0 if n is None else max(0, p.wounds - n)


def random_stash_discard(state: OotsState, seat: int, n: int) -> None:
    """Thief / Greed (R-OOTS-407, R-OOTS-415): n random Stash cards to the Loot discard pile (D14)."""
    p = state.players[seat]
    from .assist import escrowed

    promised = escrowed(state)  # A-OOTS-36: a card promised for help is not discarded by the battle
    for _ in range(n):
        pool = [i for i, c in enumerate(p.stash) if c not in promised] if promised else range(len(p.stash))
        if not pool:
            return
        state.loot_discard.append(p.stash.pop(pool[state.chance.below(len(pool))]))


def start_pending_flees(state: OotsState) -> None:
    """A-OOTS-54: after a battle, every standing player whose token reached the bottom starts fleeing."""
    for seat, p in enumerate(state.players):
        if p.flee_pending and p.token == "up":
            flee_start(state, seat)


def flee_start(state: OotsState, seat: int) -> None:
    """R-OOTS-222..224: equipped Loot back to the Stash, one random Stash card dropped, 3 rooms toward the Entrance."""
    p = state.players[seat]
    p.flee_pending = False
    p.stash.extend(p.equipped)
    p.equipped = []
    flee_turn(state, seat)
    turn = state.turn
    if turn is not None and turn.seat == seat and turn.stage in AFTER_BATTLE:
        # A trap after the battle (Spoils of War's draw, its Evade question answered once the
        # battle was over) sent them fleeing: no battling on, no attack (R-OOTS-229), no bonus Loot
        # (R-OOTS-230).
        turn.stage = "end"


def flee_turn(state: OotsState, seat: int) -> None:
    """R-OOTS-223 / R-OOTS-226: drop a random Stash card face-down in the room, then move 3 spaces."""
    random_drop(state, seat)
    flee_move(state, seat, MOVES)


def random_drop(state: OotsState, seat: int) -> None:
    """R-OOTS-223 / R-OOTS-227: one random Stash card (D14 engine pick) face-down on the room's pile."""
    p = state.players[seat]
    if p.stash:
        card = p.stash.pop(state.chance.below(len(p.stash)))
        state.room(p.pos).loot.insert(0, card)  # A-OOTS-24
        state.say(f"{name(state, seat)} drops a Loot card while fleeing.")
        from .powers import offer_grab

        offer_grab(state, seat, card)


def flee_distances(state: OotsState) -> dict[Pos, int]:
    """Rooms entered to reach the Entrance from every explored room (A-OOTS-47)."""
    dist = {ENTRANCE: 0}
    todo = deque([ENTRANCE])
    while todo:
        pos = todo.popleft()
        for nxt in neighbours(state, pos):
            if nxt not in dist:
                dist[nxt] = dist[pos] + 1
                todo.append(nxt)
    return dist


def neighbours(state: OotsState, pos: Pos) -> list[Pos]:
    """Explored rooms one step away: left, right, and across found stairs (R-OOTS-225: never unexplored)."""
    f, c = pos
    out = []
    if f >= 1:
        out += [q for q in ((f, c - 1), (f, c + 1)) if state.room(q) is not None]
    if state.floors[f].stairs_down == c and f + 1 < len(state.floors) and state.room((f + 1, c)) is not None:
        out.append((f + 1, c))
    if f >= 1 and state.floors[f - 1].stairs_down == c:
        out.append((f - 1, c))
    return out


def flee_choices(state: OotsState, seat: int) -> list[Pos]:
    """The next rooms on a shortest path to the Entrance."""
    dist = flee_distances(state)
    here = state.players[seat].pos
    if here not in dist or here == ENTRANCE:
        return []
    return [q for q in neighbours(state, here) if dist.get(q) == dist[here] - 1]


def flee_move(state: OotsState, seat: int, left: int) -> None:
    """Move up to `left` spaces; a tie between first steps becomes the player's question (D16)."""
    while left > 0:
        choices = flee_choices(state, seat)
        if not choices:
            break
        if len(choices) > 1:
            state.asks.insert(0, Ask("flee_step", seat, {"left": left}))
            return
        left -= 1
        if flee_step(state, seat, choices[0]):
            return
    finish_flee_move(state, seat)


def flee_step(state: OotsState, seat: int, dest: Pos) -> bool:
    """Enter one room while fleeing; True when the flee move is over (arrival, or a room that stops movement)."""
    p = state.players[seat]
    p.pos = dest
    room = state.room(dest)
    room.entered = True
    card = state.cs.rooms[room.card]
    if dest == ENTRANCE:
        arrive_entrance(state, seat)
        return True
    return card.has("end_move") or card.has("no_pass")  # R-OOTS-225 / A-OOTS-47


def chosen_flee_step(state: OotsState, seat: int, dest: Pos, left: int) -> None:
    """The answer to a D16 path tie: take that step and carry on."""
    if dest not in flee_choices(state, seat):
        raise ValueError("not a shortest way out")
    if flee_step(state, seat, dest):
        return
    flee_move(state, seat, left - 1)


def finish_flee_move(state: OotsState, seat: int) -> None:
    p = state.players[seat]
    if p.pos == ENTRANCE and p.fleeing:
        arrive_entrance(state, seat)


def arrive_entrance(state: OotsState, seat: int) -> None:
    """R-OOTS-228: fleeing ends; Wounds to the top, shticks unflipped; equipping from the Stash may follow."""
    p = state.players[seat]
    p.fleeing = False
    p.wounds = 0
    p.flipped = []
    state.say(f"{name(state, seat)} reaches the Dungeon Entrance, safe and healed.")
    from .collapse import reached_entrance

    reached_entrance(state, seat)  # A-OOTS-29: while collapsing, that is leaving
    if p.exited:
        return
    if any(not state.cs.is_trap(c) and state.cs.loot[c].df(p.character) > 0 for c in p.stash):
        state.asks.insert(0, Ask("arrive_equip", seat))
