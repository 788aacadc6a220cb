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
            if detonate(state, seat, card, cont={"kind": "pickup", "left": count - i - 1, "then_rest": then_rest}):
                return  # Evade-by-discard questions first (resume_after_trap goes on)
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
    a = state.asks.pop(0)
    seat, card = a.seat, a.data["trap"]
    p = state.players[seat]
    cont = {"kind": "pickup", "left": a.data["left"], "then_rest": a.data["then_rest"]}
    if shtick:
        if shtick not in disarmers(state, seat):
            raise ValueError(f"{shtick!r} cannot disarm")
        p.flipped.append(shtick)
        (state.loot_discard if state.options.get("nerdcore") else state.out_of_game).append(card)
        state.say(f"{name(state, seat)} disarms it.")
    elif detonate(state, seat, card, revealed=True, cont=cont):
        return  # Evade-by-discard questions first
    resume_after_trap(state, seat, cont)


PAUSES = ("disarm", "evade_discard")  # questions a trap asks before its pick-up or draw goes on


def resume_after_trap(state: OotsState, seat: int, cont: dict) -> None:
    """Go on with what revealed the trap: the rest of a pick-up (then the rest, if resting) or of a draw."""
    from .powers import draw_to_stash
    from .turn import rest

    p = state.players[seat]
    if cont["kind"] == "draw":
        if cont["left"] and not p.fleeing:
            draw_to_stash(state, seat, cont["left"])
        return
    if not p.fleeing and cont["left"]:
        pickup(state, seat, cont["left"], then_rest=cont["then_rest"])
    if cont["then_rest"] and not any(x.kind in PAUSES for x in state.asks):
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


def detonate(state: OotsState, seat: int, card: str, *, revealed: bool = False, cont: dict | None = None) -> bool:
    """D15: reveal (R-OOTS-309), find who is affected (R-OOTS-313..315), Evasion Rolls, effects, gone.

    True when affected players holding a discard-to-Evade card must answer first (the W7 window
    of part 2 opens at the same point); `cont` says what to go on with afterwards.
    """
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
    askers = [who for who in affected if evade_cards(state, who)]
    if askers:
        data = {"trap": card, "seat": seat, "affected": affected, "queue": askers[1:], "safe": [], "cont": cont}
        state.asks.insert(0, Ask("evade_discard", askers[0], data))
        return True
    resolve(state, card, affected, [])
    return False


def evade_cards(state: OotsState, seat: int) -> list[str]:
    """Smoke-Pellet-style Loot the player may discard when a trap is revealed, to Evade it automatically."""
    cs = state.cs
    p = state.players[seat]
    if p.fleeing or trap_immune(state, seat):
        return []
    out = []
    for lid in dict.fromkeys(p.stash + p.equipped):
        loot = cs.loot[lid]
        pw = getattr(loot, "power", None)
        usable = not getattr(loot, "users", ()) or p.character in loot.users
        if getattr(loot, "mode", "") == "discard" and pw is not None and pw.kind == "trap_immune" and usable:
            out.append(lid)
    return out


def answer_evade(state: OotsState, card: str) -> None:
    """One affected player's answer: discard `card` to Evade ("" = take the Evasion Roll); the next one, or resolve."""
    a = state.asks.pop(0)
    data = a.data
    p = state.players[a.seat]
    if card:
        if card not in evade_cards(state, a.seat):
            raise ValueError(f"{card!r} cannot be used now")
        (p.stash if card in p.stash else p.equipped).remove(card)
        state.loot_discard.append(card)  # R-OOTS-306
        data["safe"].append(a.seat)
    if data["queue"]:
        nxt = data["queue"].pop(0)
        state.asks.insert(0, Ask("evade_discard", nxt, data))
        return
    resolve(state, data["trap"], data["affected"], data["safe"])
    if data["cont"] is not None:
        resume_after_trap(state, data["seat"], data["cont"])


def resolve(state: OotsState, card: str, affected: list[int], safe: list[int]) -> None:
    """Evasion Rolls of the affected (those who discarded a card Evade at once), then the trap is gone."""
    trap = state.cs.loot[card]
    for who in affected:
        if who in safe:
            state.say(f"{name(state, who)} evades ({state.cs.loot[card].name}).")
        else:
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
    powers = [cs.shticks[s].power for s in p.face_up()]
    powers += [cs.loot[c].power for c in p.equipped if cs.loot[c].mode != "discard"]  # a discard card acts once
    return any(pw is not None and pw.kind == "trap_immune" and not pw.flip for pw in powers)
