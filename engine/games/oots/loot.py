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


PAUSES = ("disarm", "evade_discard", "prevent_trap")  # questions a trap asks before its pick-up or draw goes on


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
    if cont["then_rest"] and not any(x.kind in PAUSES for x in state.asks) and state.window is None:
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

    True when questions must be answered first: part 2's W7 window, then affected players holding a
    discard-to-Evade card; `cont` says what to go on with afterwards.  Revision 1 asks holders only;
    part 2 also asks every affected person at a shared screen (`covered`), and the question to a
    computer is quiet (windows.quiet), so a question tells nobody who holds such a card.
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
    data = {"trap": card, "seat": seat, "affected": affected, "queue": [], "safe": [], "cont": cont, "i": 0}
    if state.part2:
        from .windows import open_window

        if open_window(state, "W7", "trap", data):  # part 2: W7 before the Evasion Rolls
            return True
    return after_reveal(state, data, resume=False)


def after_reveal(state: OotsState, data: dict, *, resume: bool = True) -> bool:
    """After the reveal (and W7): discard-to-Evade questions, else the Evasion Rolls.

    True while questions are pending; with `resume` (W7 closed) the pick-up or draw goes on."""
    askers = [who for who in data["affected"] if evade_cards(state, who) or covered(state, who)]
    data["queue"] = askers[1:]
    if askers:
        state.asks.insert(0, Ask("evade_discard", askers[0], data))
        return True
    if resolve(state, data):
        if resume and data["cont"] is not None:
            resume_after_trap(state, data["seat"], data["cont"])
        return False
    return True


def covered(state: OotsState, seat: int) -> bool:
    """Part 2's scheme (windows.py): at a shared screen every affected person is asked, card or not,
    so the question does not tell who holds a discard-to-Evade card."""
    if not state.part2 or state.players[seat].fleeing or trap_immune(state, seat):
        return False
    from .windows import stop_every_time

    return stop_every_time(state, seat)


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
        if state.part2:
            state.chance.reveal()  # a hidden Stash card comes face-up: undo never goes back across it
    if data["queue"]:
        nxt = data["queue"].pop(0)
        state.asks.insert(0, Ask("evade_discard", nxt, data))
        return
    if resolve(state, data) and data["cont"] is not None:
        resume_after_trap(state, data["seat"], data["cont"])


def resolve(state: OotsState, data: dict) -> bool:
    """Evasion Rolls of the affected in turn (a discarded card Evades at once), then the trap is gone.

    False while a player who failed may first flip a prevent_wound shtick (ask 'prevent_trap').
    """
    from .powers import preventers

    card = data["trap"]
    trap = state.cs.loot[card]
    affected = data["affected"]
    while data["i"] < len(affected):
        who = affected[data["i"]]
        if who in data["safe"]:
            state.say(f"{name(state, who)} evades ({trap.name}).")
        elif not evades(state, who, trap):
            if trap.wounds and preventers(state, who, []):
                data["prevented"] = 0
                state.asks.insert(0, Ask("prevent_trap", who, data))
                return False
            suffer(state, who, trap, 0)
        data["i"] += 1
    if state.options.get("nerdcore"):
        state.loot_discard.append(card)  # R-OOTS-431
    else:
        state.out_of_game.append(card)  # R-OOTS-320
    if state.effects:
        from .screw import expire

        expire(state, "trap")
    start_pending_flees(state)
    return True


def answer_prevent_trap(state: OotsState, shtick: str) -> None:
    """A player who failed to Evade flips `shtick` to lose fewer Wounds ("" = take them); the others go on."""
    from .powers import prevent_amount, preventers

    a = state.asks.pop(0)
    data = a.data
    trap = state.cs.loot[data["trap"]]
    if shtick:
        if shtick not in preventers(state, a.seat, []):
            raise ValueError(f"{shtick!r} cannot be used now")
        state.players[a.seat].flipped.append(shtick)
        data["prevented"] += prevent_amount(state, a.seat, shtick)
        if data["prevented"] < trap.wounds and preventers(state, a.seat, []):
            state.asks.insert(0, Ask("prevent_trap", a.seat, data))
            return
    suffer(state, a.seat, trap, data["prevented"])
    data["i"] += 1
    if resolve(state, data) and data["cont"] is not None:
        resume_after_trap(state, data["seat"], data["cont"])


def evades(state: OotsState, seat: int, trap: Trap) -> bool:
    """R-OOTS-316 / R-OOTS-318 / R-OOTS-321: roll + Evade modifiers >= the Evade number (fleeing: always)."""
    p = state.players[seat]
    if p.fleeing or trap_immune(state, seat):
        return True
    total = d12(state.chance) + evade_bonus(state, seat)
    state.say(f"{name(state, seat)} {'evades' if total >= trap.evade else 'fails to evade'} ({total}).")
    return total >= trap.evade


def suffer(state: OotsState, seat: int, trap: Trap, prevented: int) -> None:
    """R-OOTS-319: the trap's printed effect on a player who failed to Evade (less any prevented Wounds)."""
    p = state.players[seat]
    lose_wounds(state, seat, trap.wounds - prevented)
    if trap.lose_loot:
        random_stash_discard(state, seat, trap.lose_loot)
    if trap.miss_turn:
        p.token = "missing"  # R-OOTS-247: the token lies on its side at once


def evade_bonus(state: OotsState, seat: int) -> int:
    """R-OOTS-318: unconditional Evade modifiers of face-up shticks and equipped Loot."""
    cs = state.cs
    p = state.players[seat]
    mods = [m for s in p.face_up() for m in cs.shticks[s].mods]
    mods += [m for c in p.equipped if may_use(state, seat, c) for m in cs.loot[c].mods]
    bonus = sum(m.amount for m in mods if m.stat == "evade" and not m.vs)
    if state.effects:  # part 2: Screw This! played as the trap was revealed (W7)
        from .screw import evade_items

        bonus += evade_items(state, seat)
    return bonus


def may_use(state: OotsState, seat: int, card: str) -> bool:
    """R-OOTS-305: only the characters named in a Loot card's effect area may use its effect."""
    users = getattr(state.cs.loot[card], "users", ())
    return not users or state.players[seat].character in users


def trap_immune(state: OotsState, seat: int) -> bool:
    cs = state.cs
    p = state.players[seat]
    powers = [cs.shticks[s].power for s in p.face_up()]
    powers += [cs.loot[c].power for c in p.equipped if cs.loot[c].mode != "discard" and may_use(state, seat, c)]
    return any(pw is not None and pw.kind == "trap_immune" and not pw.flip for pw in powers)
