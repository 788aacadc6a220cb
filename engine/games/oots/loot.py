"""Picking up Loot and Traps (digest 3.21, 3.22; R-OOTS-285..291, 309..321; decision point D15).

One normal pick-up per turn, at the start (room where you begin) or at the end (room
where the move ended), from a room without Monsters (R-OOTS-289); a rest takes 2
instead (R-OOTS-239, A-OOTS-23); defeating the last Monster of your own room lets you
take the top 2 at once, and no more from that room this turn (R-OOTS-149, R-OOTS-290).
A Trap drawn is revealed and detonates at once, using up that card of the pick-up
(A-OOTS-41); the W7 Screw This! window (part 2) opens before the Evasion Rolls.
"""

from __future__ import annotations

from .content.schema import Trap
from .movement import distance, name
from .state import Ask, OotsState, Pos, d12
from .wounds import lose_wounds, random_stash_discard, start_pending_flees


def can_pickup(state: OotsState, seat: int) -> bool:
    """R-OOTS-287 / R-OOTS-289 / R-OOTS-230: your room, no Monsters, once a turn, not while fleeing."""
    p = state.players[seat]
    turn = state.turn
    room = state.room(p.pos)
    from .powers import extra_pickups

    if p.fleeing or turn.pickups > extra_pickups(state, seat) or room is None or room.monsters or not room.loot:
        return False
    return p.pos != turn.bonus_room  # R-OOTS-290: no more from the room of the last-Monster bonus


def pickup(state: OotsState, seat: int, count: int = 1, *, then_rest: bool = False) -> None:
    """Take `count` cards from the top of the room's pile, one at a time (R-OOTS-285)."""
    p = state.players[seat]
    room = state.room(p.pos)
    for i in range(count):
        if not room.loot:
            return
        card = room.loot.pop(0)
        state.chance.reveal()
        if state.cs.is_trap(card):
            if disarmers(state, seat):  # R-OOTS-311: a disarm attempt before detonation
                data = {"trap": card, "left": count - i - 1, "then_rest": then_rest}
                state.asks.insert(0, Ask("disarm", seat, data))
                state.say(f"{name(state, seat)} reveals a trap: {state.cs.loot[card].name}!")
                return
            detonate(state, seat, card)
            if state.players[seat].fleeing:
                return
        else:
            p.stash.append(card)  # R-OOTS-292
            state.say(f"{name(state, seat)} picks up a Loot card.")


def normal_pickup(state: OotsState, seat: int) -> None:
    if not can_pickup(state, seat):
        raise ValueError("no pick-up now")
    state.turn.pickups += 1
    pickup(state, seat, 1)


def rest_pickup(state: OotsState, seat: int) -> None:
    """R-OOTS-239 / A-OOTS-23: resting takes up to 2 cards instead of the normal one."""
    state.turn.pickups += 1
    pickup(state, seat, 2, then_rest=True)


def disarmers(state: OotsState, seat: int) -> list[str]:
    """Face-up shticks that may be flipped to disarm a trap their owner revealed."""
    cs = state.cs
    p = state.players[seat]
    return [
        s
        for s in dict.fromkeys(p.face_up())
        if cs.shticks[s].power is not None and cs.shticks[s].power.kind == "disarm_trap"
    ]


def answer_disarm(state: OotsState, shtick: str) -> None:
    """D15 with a disarm shtick: flip it and the trap affects nobody, or let it go off; then go on picking up."""
    from .turn import rest

    a = state.asks.pop(0)
    seat, card = a.seat, a.data["trap"]
    p = state.players[seat]
    if shtick:
        if shtick not in disarmers(state, seat):
            raise ValueError(f"{shtick!r} cannot disarm")
        p.flipped.append(shtick)
        (state.loot_discard if state.options.get("nerdcore") else state.out_of_game).append(card)
        state.say(f"{name(state, seat)} disarms it.")
    else:
        detonate(state, seat, card, revealed=True)
    if not p.fleeing and a.data["left"]:
        pickup(state, seat, a.data["left"], then_rest=a.data["then_rest"])
    if a.data["then_rest"] and not any(x.kind == "disarm" for x in state.asks):
        if p.fleeing or p.token != "up":
            state.turn.stage = "end"
        else:
            rest(state, seat)


def bonus_due(state: OotsState, pos: Pos) -> bool:
    """R-OOTS-149: the last Monster of the room you stand in is gone and Loot lies there."""
    seat = state.turn.seat
    room = state.room(pos)
    return state.players[seat].pos == pos and not room.monsters and bool(room.loot)


def take_bonus(state: OotsState, seat: int) -> None:
    """R-OOTS-149 / R-OOTS-290: the top 2 cards, even after a normal pick-up elsewhere."""
    state.turn.bonus_room = state.players[seat].pos
    pickup(state, seat, 2)


def detonate(state: OotsState, seat: int, card: str, *, revealed: bool = False) -> None:
    """D15: reveal (R-OOTS-309), find who is affected (R-OOTS-313..315), Evasion Rolls, effects, gone."""
    trap = state.cs.loot[card]
    assert isinstance(trap, Trap)
    here = state.players[seat].pos
    if not revealed:
        state.say(f"{name(state, seat)} reveals a trap: {trap.name}!")
    affected = [seat]
    if trap.multi:
        for other, o in enumerate(state.players):
            d = distance(here, o.pos)
            if other != seat and not o.exited and d is not None and d <= trap.range:
                affected.append(other)
    for who in affected:
        evade(state, who, trap)
    if state.options.get("nerdcore"):
        state.loot_discard.append(card)  # R-OOTS-431
    else:
        state.out_of_game.append(card)  # R-OOTS-320
    start_pending_flees(state)


def evade(state: OotsState, seat: int, trap: Trap) -> None:
    """R-OOTS-316..319 / R-OOTS-321: roll + Evade modifiers >= the Evade number, else suffer the effect."""
    p = state.players[seat]
    if p.fleeing or trap_immune(state, seat):
        return
    roll = d12(state.chance)
    total = roll + evade_bonus(state, seat)
    if total >= trap.evade:
        state.say(f"{name(state, seat)} evades ({total}).")
        return
    state.say(f"{name(state, seat)} fails to evade ({total}).")
    lose_wounds(state, seat, trap.wounds)
    if trap.lose_loot:
        random_stash_discard(state, seat, trap.lose_loot)
    if trap.miss_turn:
        p.token = "missing"  # R-OOTS-247: the token lies on its side at once


def evade_bonus(state: OotsState, seat: int) -> int:
    """R-OOTS-318: unconditional Evade modifiers of face-up shticks and equipped Loot."""
    cs = state.cs
    p = state.players[seat]
    mods = [m for s in p.face_up() for m in cs.shticks[s].mods]
    mods += [m for c in p.equipped for m in cs.loot[c].mods]
    return sum(m.amount for m in mods if m.stat == "evade" and not m.vs)


def trap_immune(state: OotsState, seat: int) -> bool:
    cs = state.cs
    p = state.players[seat]
    powers = [cs.shticks[s].power for s in p.face_up()] + [cs.loot[c].power for c in p.equipped]
    return any(pw is not None and pw.kind == "trap_immune" and not pw.flip for pw in powers)
