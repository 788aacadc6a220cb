"""Card powers usable among the start/end-of-turn actions, and the passive ones (digest 3.20, 3.21).

Actions: flip a shtick (or discard a "discard to ..." Loot, R-OOTS-306) to heal yourself
or (Cure-style) another player on your floor, who may then pay you any Loot; draw Loot;
put the top shtick into play; unflip your shticks; take a random Stash card from a player
in your room; flip a face-up shtick of another player on your floor; move farther.
Passive: extra pick-ups, Thor-Incarnate-style low rolls, ignoring a Monster ability, Loot
drawn when another player in your room loses Wounds, a fleeing player's dropped card taken
at once (asked out of turn).  Wound prevention is asked where Wounds are lost (fight.py,
loot.py, turn.py); rerolls, Charge! and disarming live with the battle and the trap.
A Trap drawn by a "draw Loot" effect is revealed and detonates like a picked-up one.
"""

from __future__ import annotations

from .content.schema import Power
from .movement import name, possessive
from .state import Ask, OotsState
from .values import boosts
from .wounds import heal

ACTION_KINDS = ("heal", "draw_loot", "draw_shtick", "unflip", "steal_loot", "flip_foe_shtick")


def power_of(state: OotsState, card: str) -> Power | None:
    if card in state.cs.shticks:
        return state.cs.shticks[card].power
    found = state.cs.loot.get(card)
    return getattr(found, "power", None)


def usable(state: OotsState, seat: int) -> list[str]:
    """Face-up shticks with a flip power, and discard-Loot you may use (R-OOTS-305), that act now."""
    cs = state.cs
    p = state.players[seat]
    out: list[str] = []
    for sid in dict.fromkeys(p.face_up()):
        pw = cs.shticks[sid].power
        if pw is not None and pw.flip and pw.kind in ACTION_KINDS and _can(state, seat, pw):
            out.append(sid)
    for lid in p.stash + p.equipped:
        loot = cs.loot[lid]
        pw = getattr(loot, "power", None)
        if getattr(loot, "mode", "") != "discard" or pw is None or pw.kind not in ACTION_KINDS:
            continue
        if (not loot.users or p.character in loot.users) and _can(state, seat, pw):
            out.append(lid)
    return out


def _can(state: OotsState, seat: int, pw: Power) -> bool:
    p = state.players[seat]
    if pw.kind == "heal":
        return bool(heal_targets(state, seat, pw))
    if pw.kind == "flip_foe_shtick":
        return bool(foe_shticks(state, seat))
    if pw.kind == "unflip":
        return bool(p.flipped)
    if pw.kind == "draw_shtick":
        return bool(p.shtick_deck)
    if pw.kind == "steal_loot":
        return bool(steal_victims(state, seat))
    return bool(state.loot_deck or state.loot_discard)


def heal_targets(state: OotsState, seat: int, pw: Power) -> list[int]:
    """Who a heal power may heal: yourself, or (Cure-style) another player on your floor (R-OOTS-231: not fleeing)."""
    me = state.players[seat]
    out = []
    for s, o in enumerate(state.players):
        if s != seat and (pw.target != "self_or_other" or o.pos[0] != me.pos[0]):
            continue
        if o.wounds > 0 and not o.fleeing and not o.exited:
            out.append(s)
    return out


def heal_one(state: OotsState, target: int) -> None:
    """The answer to a Cure-style heal: heal `target`; another player then may pay for it."""
    a = state.asks.pop(0)
    pw = Power("heal", target="self_or_other")
    if target not in heal_targets(state, a.seat, pw):
        raise ValueError("that player cannot be healed")
    heal(state, target, a.data["amount"])
    state.say(f"{name(state, a.seat)} heals {name(state, target)}.")
    if target != a.seat and loot_of(state, target):
        state.asks.insert(0, Ask("heal_pay", target, {"healer": a.seat}))


def loot_of(state: OotsState, seat: int) -> list[str]:
    p = state.players[seat]
    return p.stash + p.equipped


def pay_healer(state: OotsState, card: str) -> None:
    """The healed player may pay the healer any Loot ("" = done paying); it goes to the healer's Stash."""
    a = state.asks[0]
    if not card:
        state.asks.pop(0)
        return
    p = state.players[a.seat]
    if card not in loot_of(state, a.seat):
        raise ValueError(f"{card!r} is not yours to give")
    (p.stash if card in p.stash else p.equipped).remove(card)
    state.players[a.data["healer"]].stash.append(card)
    state.say(f"{name(state, a.seat)} pays {name(state, a.data['healer'])} a Loot card.")
    if not loot_of(state, a.seat):
        state.asks.pop(0)


def foe_shticks(state: OotsState, seat: int) -> list[tuple[int, str]]:
    """Stern-Glare-style: face-up shticks (one card per name) of the other players on your floor."""
    floor = state.players[seat].pos[0]
    out = []
    for s, o in enumerate(state.players):
        if s != seat and not o.exited and o.pos[0] == floor:
            by_name = {state.cs.shticks[sid].name: sid for sid in reversed(o.face_up())}
            out += [(s, sid) for sid in o.face_up() if by_name[state.cs.shticks[sid].name] == sid]
    return out


def flip_foe(state: OotsState, target: int, shtick: str) -> None:
    """R-OOTS-270: another player's shtick is turned face-down (it stays theirs, R-OOTS-252)."""
    a = state.asks.pop(0)
    if (target, shtick) not in foe_shticks(state, a.seat):
        raise ValueError(f"{shtick!r} cannot be flipped")
    state.players[target].flipped.append(shtick)
    state.say(f"{name(state, a.seat)} flips {possessive(name(state, target))} {state.cs.shticks[shtick].name}.")


def steal_victims(state: OotsState, seat: int) -> list[int]:
    here = state.players[seat].pos
    return [s for s, o in enumerate(state.players) if s != seat and o.pos == here and o.stash and not o.exited]


def use(state: OotsState, seat: int, card: str) -> None:
    """Flip the shtick (R-OOTS-270) or discard the Loot (R-OOTS-306), then apply the power."""
    if card not in usable(state, seat):
        raise ValueError(f"{card!r} cannot be used now")
    cs = state.cs
    p = state.players[seat]
    pw = power_of(state, card)
    amount = pw.amount
    if card in cs.shticks:
        s = cs.shticks[card]
        amount += s.boost_amount * boosts(p, s, cs.shticks)  # R-OOTS-280 / R-OOTS-281
        p.flipped.append(card)
    else:
        (p.stash if card in p.stash else p.equipped).remove(card)
        state.loot_discard.append(card)
    state.say(f"{name(state, seat)} uses {cs.shticks[card].name if card in cs.shticks else cs.loot[card].name}.")
    if pw.kind == "heal" and pw.target == "self_or_other":
        state.asks.insert(0, Ask("heal_whom", seat, {"amount": amount}))
    elif pw.kind == "heal":
        heal(state, seat, amount)
    elif pw.kind == "flip_foe_shtick":
        state.asks.insert(0, Ask("flip_foe", seat))
    elif pw.kind == "draw_shtick":
        for _ in range(amount):
            if p.shtick_deck:
                state.chance.reveal()  # the hidden deck's top card comes face-up
                p.shticks.append(p.shtick_deck.pop(0))  # R-OOTS-268
    elif pw.kind == "draw_loot":
        draw_to_stash(state, seat, amount)
    elif pw.kind == "unflip":
        state.asks.insert(0, Ask("unflip", seat, {"left": amount, "source": card}))
    elif pw.kind == "steal_loot":
        victims = steal_victims(state, seat)
        state.asks.insert(0, Ask("steal_from", seat, {"victims": victims}))


def draw_to_stash(state: OotsState, seat: int, n: int) -> None:
    """R-OOTS-284: Loot drawn by an effect goes to the Stash; a Trap among them detonates (D15)."""
    from .loot import detonate
    from .setup import draw_loot

    for i in range(n):
        card = draw_loot(state)
        if card is None:
            return
        state.chance.reveal()
        if state.cs.is_trap(card):
            if detonate(state, seat, card, cont={"kind": "draw", "left": n - i - 1}):
                return  # the rest is drawn once the Evade-by-discard questions are answered
        else:
            state.players[seat].stash.append(card)


def unflip_one(state: OotsState, card: str) -> None:
    """The answer to an unflip power: turn `card` face-up again ("" = stop early)."""
    a = state.asks[0]
    p = state.players[a.seat]
    if card:
        if card not in unflippable(state, a.seat):
            raise ValueError(f"{card!r} cannot be unflipped")
        p.flipped.remove(card)
        a.data["left"] -= 1
    if not card or a.data["left"] <= 0 or not unflippable(state, a.seat):
        state.asks.pop(0)


def unflippable(state: OotsState, seat: int) -> list[str]:
    """Flipped shticks an unflip power may turn up: not the card that was just flipped to pay for it."""
    a = state.asks[0]
    return [s for s in dict.fromkeys(state.players[seat].flipped) if s != a.data.get("source")]


def steal_from(state: OotsState, victim: int) -> None:
    """Pickpocket-style: one random card of the victim's Stash (D14 engine pick)."""
    a = state.asks.pop(0)
    if victim not in a.data["victims"]:
        raise ValueError("not a player in your room")
    stash = state.players[victim].stash
    if stash:
        state.players[a.seat].stash.append(stash.pop(state.chance.below(len(stash))))


def movers(state: OotsState, seat: int) -> list[str]:
    """Flip shticks / discard Loot that add rooms to this turn's move (not while fleeing)."""
    cs = state.cs
    p = state.players[seat]
    if p.fleeing:
        return []
    out = [s for s in dict.fromkeys(p.face_up()) if _is(cs.shticks[s].power, "extra_move") and cs.shticks[s].power.flip]
    for lid in p.stash + p.equipped:
        loot = cs.loot[lid]
        usable_by_me = not getattr(loot, "users", ()) or p.character in loot.users
        if getattr(loot, "mode", "") == "discard" and _is(getattr(loot, "power", None), "extra_move") and usable_by_me:
            out.append(lid)
    return out


def _is(pw: Power | None, kind: str) -> bool:
    return pw is not None and pw.kind == kind


def extra_move(state: OotsState, seat: int, card: str) -> None:
    if card not in movers(state, seat):
        raise ValueError(f"{card!r} cannot be used now")
    p = state.players[seat]
    if card in state.cs.shticks:
        p.flipped.append(card)
    else:
        (p.stash if card in p.stash else p.equipped).remove(card)
        state.loot_discard.append(card)
    state.turn.bonus_moves += power_of(state, card).amount


def extra_pickups(state: OotsState, seat: int) -> int:
    """Sticky-Fingers-style passive powers: more normal pick-ups per turn (boosts add, R-OOTS-281)."""
    cs = state.cs
    p = state.players[seat]
    total = 0
    names = set()
    for sid in p.face_up():
        s = cs.shticks[sid]
        if s.power is not None and s.power.kind == "extra_pickup" and not s.power.flip and s.name not in names:
            names.add(s.name)  # one card per name works, its copies boost it
            total += s.power.amount + s.boost_amount * boosts(p, s, cs.shticks)
    for lid in p.equipped:
        pw = getattr(cs.loot[lid], "power", None)
        users = getattr(cs.loot[lid], "users", ())
        if pw is not None and pw.kind == "extra_pickup" and (not users or p.character in users):  # R-OOTS-305
            total += pw.amount
    return total


def low_roll_cap(state: OotsState, seat: int) -> int:
    """Thor-Incarnate-style: a battle die at or below this counts as 13 (0 = no such power)."""
    cs = state.cs
    caps = [
        cs.shticks[s].power.amount
        for s in state.players[seat].face_up()
        if cs.shticks[s].power is not None and cs.shticks[s].power.kind == "low_roll_is_13"
    ]
    return max(caps, default=0)


def preventers(state: OotsState, seat: int, monsters: list[str]) -> list[str]:
    """Face-up prevent_wound shticks (one card per name) the player may flip when about to lose Wounds.

    R-OOTS-390 / 393 / 399 / 402: a shtick of a type the Monster is immune to cannot prevent its Wounds.
    """
    from .values import banned_types

    cs = state.cs
    p = state.players[seat]
    if p.fleeing:
        return []
    banned = set().union(*(banned_types(state, m) for m in monsters))
    out, names = [], set()
    for sid in p.face_up():
        s = cs.shticks[sid]
        if s.power is None or s.power.kind != "prevent_wound" or banned.intersection(s.types) or s.name in names:
            continue
        names.add(s.name)
        out.append(sid)
    return out


def prevent_amount(state: OotsState, seat: int, sid: str) -> int:
    """Wounds one flip prevents: the power's amount, plus its Boost text once per boost (R-OOTS-281)."""
    s = state.cs.shticks[sid]
    return s.power.amount + s.boost_amount * boosts(state.players[seat], s, state.cs.shticks)


def ignores(state: OotsState, seat: int, ability: str) -> bool:
    """Dumb-as-Mud-style passive powers: this player's battles ignore the Monster ability `ability`."""
    cs = state.cs
    return any(
        (pw := cs.shticks[s].power) is not None and pw.kind == "ignore_ability" and pw.ability == ability
        for s in state.players[seat].face_up()
    )


def monster_has(state: OotsState, seat: int, card: str, ability: str) -> bool:
    """Whether the Monster `card` has `ability` in its battle with `seat` (not ignored by a power)."""
    return state.cs.monster(card).has(ability) and not ignores(state, seat, ability)


def passive(state: OotsState, seat: int, kind: str) -> int:
    """The amount of a passive (never flipped) power of `kind` on the player's face-up shticks (0 = none)."""
    cs = state.cs
    amounts = [
        (pw.amount or 1)
        for s in dict.fromkeys(state.players[seat].face_up())
        if (pw := cs.shticks[s].power) is not None and pw.kind == kind and not pw.flip
    ]
    return max(amounts, default=0)


def misfortune(state: OotsState, seat: int) -> None:
    """Schadenfreude-style: when `seat` loses Wounds, each other player in that room with the power draws Loot.

    Once per loss (however many Wounds it costs); the draw follows the normal draw rules (a Trap detonates).
    """
    here = state.players[seat].pos
    for other, o in enumerate(state.players):
        if other != seat and o.pos == here and not o.exited and not o.fleeing:
            n = passive(state, other, "misfortune_loot")
            if n:
                state.say(f"{name(state, other)} enjoys {possessive(name(state, seat))} bad luck and draws Loot.")
                draw_to_stash(state, other, n)


def offer_grab(state: OotsState, seat: int, card: str) -> None:
    """Vulture-style: players in the room where a fleeing player just dropped `card` may take it at once."""
    here = state.players[seat].pos
    for other in reversed(range(state.seats)):
        o = state.players[other]
        if other == seat or o.pos != here or o.exited or o.fleeing:
            continue
        if passive(state, other, "grab_dropped_loot"):
            state.asks.insert(0, Ask("grab", other, {"room": list(here), "card": card, "from": seat}))


def grab(state: OotsState, take: bool) -> None:
    """The answer to a Vulture offer: the dropped card, if it still lies on top of that room's pile."""
    a = state.asks.pop(0)
    room = state.room(tuple(a.data["room"]))
    if take and room is not None and room.loot and room.loot[0] == a.data["card"]:
        state.players[a.seat].stash.append(room.loot.pop(0))
        state.say(f"{name(state, a.seat)} snatches the dropped Loot.")
    state.asks[:] = [x for x in state.asks if not (x.kind == "grab" and x.data["card"] == a.data["card"] and take)]
