"""Screw This! cards: who may play which card in which window, and what it does (digest 3.26, 5.1.7).

R-OOTS-373/374: a card is played by announcing it, only in the window its "When" line names
(`card.when`, one of W1..W8, A-OOTS-32) and only by the seat its `who` allows:

- active: the player whose turn it is (in W4/W5: in their own battle);
- other: anyone else (in a battle: anyone not fighting in it; at a trap: not the revealer);
- any: anyone;
- helper: a seat whose assistance offer was accepted in this battle (Double Cross, R-OOTS-379);
- affected: a player the revealed trap affects.

A card that could do nothing now (no Wounds to heal, no kobold in the battle, no Monster to
move under, no shtick to boost) is not playable: a window never asks for a card that cannot act.
R-OOTS-378: Screw This! cards are never Monsters (battles.monsters_in_hand skips them).

What lasts (R-OOTS-279: "as long as the boosting card specifies") is a plain-data entry of
`state.effects`: `until` "battle" (expires when the battle ends), "turn" (at the end of the
turn) or "trap" (once the revealed trap is dealt with).  The rules read them where the rulebook
adds a Screw This! modifier: the player's side (values.player_items, R-OOTS-129/160), the
Monster's (support.monster_values, R-OOTS-135/161), Battle Size (battles.battle_size) and
Evasion (loot.evade_bonus).  Instant cards act when they resolve (windows.py, last in first out);
a card that draws a shtick puts the top card of the deck into play (R-OOTS-266, R-OOTS-268).

Our readings where a card's words leave room: Distraction flips a face-up shtick other than
the Battle Shtick already chosen (that one is in use); Objection answers the last card still
standing and never its player's own; Do-Over in a player battle rolls the active player's die
again; Stubbed Toe picks a fighter other than its player; a Battle Size card needs a room where
a new battle can still start (no Monsters, nobody else there).
"""

from __future__ import annotations

from typing import Any

from .content.schema import ScrewThis
from .movement import name
from .state import Battle, OotsState, Window


def card_of(state: OotsState, cid: str) -> ScrewThis | None:
    found = state.cs.battle.get(cid)
    return found if isinstance(found, ScrewThis) else None


def fighters(state: OotsState, b: Battle | None) -> tuple[int, ...]:
    """The seats fighting in battle `b`: the active player, and a player foe."""
    if b is None or state.turn is None:
        return ()
    seat = state.turn.seat
    return (seat, b.foe) if not b.monster and not b.area and b.foe >= 0 else (seat,)


def monsters_of(b: Battle | None) -> list[str]:
    if b is None:
        return []
    return list(b.area) if b.area else ([b.monster] if b.monster else [])


def may(state: OotsState, seat: int, card: ScrewThis, w: Window) -> bool:
    """The `who` line of the card against the window's situation."""
    active = state.turn.seat if state.turn is not None else -1
    who = card.who
    if who == "any":
        return True
    if w.name in ("W4", "W5"):
        fight = fighters(state, state.battle)
        if who == "active":
            return seat == active and seat in fight
        if who == "other":
            return seat not in fight
        if who == "helper":
            return helping(state, seat)
        return False
    if w.name == "W7":
        if who == "affected":
            return seat in w.data.get("affected", ())
        if who == "other":
            return seat != w.data.get("seat", active)
        return seat == active and who == "active"
    if who == "active":
        return seat == active
    if who == "other":
        return seat != active
    return False


def helping(state: OotsState, seat: int) -> bool:
    """R-OOTS-379: `seat` assists someone in the battle (an accepted offer to its character)."""
    b = state.battle
    if b is None:
        return False
    character = state.players[seat].character
    return any(o.helper == character and o.status == "accepted" for o in getattr(b, "offers", ()))


def targets(state: OotsState, seat: int, card: ScrewThis, w: Window) -> list[str]:
    """What `seat` could play `card` on now: [""] when it needs no target, [] when it cannot act."""
    kind = card.kind
    p = state.players[seat]
    active = state.turn.seat
    me = state.players[active]
    b = state.battle
    if kind == "extra_move":
        return [""] if not me.fleeing else []
    if kind == "heal":
        return [""] if me.wounds > 0 and not me.fleeing else []
    if kind == "battle_size":  # only where a new battle could still start (R-OOTS-054, R-OOTS-057)
        room = state.room(me.pos)
        alone = not any(o is not me and o.pos == me.pos and not o.exited for o in state.players)
        return [""] if room is not None and not room.monsters and me.pos[0] > 0 and alone else []
    if kind == "move_monster":
        room = state.room(tuple(w.data["room"]))
        return [""] if room is not None and len(room.monsters) >= 2 else []
    if kind == "boost":
        cs = state.cs
        return [s for s in dict.fromkeys(me.face_up()) if cs.shticks[s].boost_atk or cs.shticks[s].boost_def]
    if kind == "type_mod":
        cs = state.cs
        return [""] if any(card.monster_type in cs.monster(m).types for m in monsters_of(b)) else []
    if kind == "battle_mod":
        if card.side == "player":
            return [str(s) for s in fighters(state, b) if s != seat]
        if card.side == "monster":
            return [""] if monsters_of(b) else []
        return [""]  # "yours": the player's own battle (who: active)
    if kind == "flip_shtick":
        chosen = b.shtick if b is not None else ""
        return [s for s in dict.fromkeys(me.face_up()) if s != chosen]
    if kind == "cancel":
        live = [i for i, entry in enumerate(w.stack) if not entry[3]]
        return [str(live[-1])] if live and w.stack[live[-1]][0] != seat else []
    if kind == "double_cross":
        return [""] if b is not None and b.dice else []
    if kind == "reroll":
        return [""] if b is not None and b.dice else []
    if kind == "draw_loot":
        last = state.last_battle
        won = last is not None and (last.outcome == "win" if (last.monster or last.area) else last.winner == active)
        return [""] if won and (state.loot_deck or state.loot_discard) else []
    if kind == "evade_mod":
        if card.amount > 0:
            return [""] if not p.fleeing else []
        affected = [a for a in w.data.get("affected", ()) if not state.players[a].fleeing]
        return [""] if affected else []
    if kind == "draw_shtick":
        return [""] if me.shtick_deck else []
    if kind == "steal_loot":
        return [
            str(i)
            for i, o in enumerate(state.players)
            if i != seat and o.pos == me.pos and not o.exited and o.stash and me.pos[0] > 0
        ]
    if kind == "unflip":
        return list(dict.fromkeys(me.flipped))
    if kind == "discard_hand":
        return [str(i) for i, o in enumerate(state.players) if i != seat and o.hand and not o.exited]
    return []


def playable(state: OotsState, seat: int, w: Window, ids: frozenset[str]) -> list[tuple[str, str]]:
    """(card, target) pairs `seat` may play in window `w`; `ids` are the cards timed for it."""
    out: list[tuple[str, str]] = []
    p = state.players[seat]
    if p.exited:
        return out
    for cid in dict.fromkeys(p.hand):
        if cid not in ids:
            continue
        card = card_of(state, cid)
        if card is None or not may(state, seat, card, w):
            continue
        out += [(cid, t) for t in targets(state, seat, card, w)]
    return out


def target_words(state: OotsState, card: ScrewThis, target: str) -> str:
    """The target in words, for the option and the log ("" when the card has none)."""
    if not target:
        return ""
    cs = state.cs
    if target in cs.shticks:
        return cs.shticks[target].name
    if card.kind == "cancel":
        return ""
    return name(state, int(target))


# -- resolving (windows.py calls this, last played first) ------------------------------
def resolve(state: OotsState, w: Window, seat: int, cid: str, target: str) -> None:
    """The card's effect (R-OOTS-373); the card then goes to the Battle discard (R-OOTS-376, windows.py)."""
    card = card_of(state, cid)
    kind = card.kind
    turn = state.turn
    active = turn.seat
    me = state.players[active]
    if kind == "extra_move":
        turn.bonus_moves += card.amount
    elif kind == "heal":
        from .wounds import heal

        heal(state, active, card.amount)
    elif kind == "battle_size":
        last(state, cid, "battle_size", room=list(me.pos))
    elif kind == "move_monster":
        stack = state.room(tuple(w.data["room"])).monsters
        if len(stack) >= 2:
            stack.append(stack.pop(0))
    elif kind == "boost":
        if target in me.face_up():
            last(state, cid, "boost", seat=active, shtick=target)
    elif kind == "type_mod":
        last(state, cid, "type_mod")
    elif kind == "battle_mod":
        who = -1 if card.side == "monster" else (active if card.side == "yours" else int(target))
        last(state, cid, "battle_mod", seat=who)
    elif kind == "flip_shtick":
        if target in me.face_up():
            me.flipped.append(target)
    elif kind == "cancel":
        w.stack[int(target)][3] = True
    elif kind == "double_cross":
        from .assist import betray

        betray(state, seat)
    elif kind == "reroll":
        w.data["reroll"] = True
    elif kind == "draw_loot":
        from .powers import draw_to_stash

        draw_to_stash(state, active, card.amount)
    elif kind == "evade_mod":
        hit = [seat] if card.amount > 0 else list(w.data.get("affected", ()))
        for s in hit:
            last(state, cid, "evade", seat=s)
    elif kind == "draw_shtick":
        from .shticks import top_into_play

        for _ in range(max(1, card.amount)):
            top_into_play(state, active)
    elif kind == "steal_loot":
        victim = state.players[int(target)]
        if victim.stash:
            state.chance.reveal()
            me.stash.append(victim.stash.pop(state.chance.below(len(victim.stash))))
    elif kind == "unflip":
        if target in me.flipped:
            me.flipped.remove(target)
    elif kind == "discard_hand":
        victim = state.players[int(target)]
        for _ in range(card.amount):
            if victim.hand:
                state.battle_discard.append(victim.hand.pop(state.chance.below(len(victim.hand))))


def last(state: OotsState, cid: str, kind: str, **data: Any) -> None:
    """An effect that lasts as the card says (R-OOTS-279)."""
    card = card_of(state, cid)
    until = "trap" if kind == "evade" else ("battle" if card.duration == "battle" else "turn")
    state.effects.append({"kind": kind, "card": cid, "amount": card.amount, "until": until, **data})


def expire(state: OotsState, until: str) -> None:
    """Effects lasting `until` the end of the battle, the turn, or the trap are over."""
    if state.effects:
        state.effects = [] if until == "turn" else [e for e in state.effects if e["until"] != until]


# -- what the rules read ---------------------------------------------------------------
def player_items(state: OotsState, seat: int, battle: Battle, per_boost: int) -> list[tuple[str, int]]:
    """R-OOTS-129 / R-OOTS-160: Screw This! modifiers on `seat`'s side, and boosts of its Battle
    Shtick (R-OOTS-279, worth `per_boost` each, R-OOTS-280/282)."""
    out = []
    for e in state.effects:
        if e.get("seat") != seat:
            continue
        if e["kind"] == "battle_mod":
            out.append((state.cs.battle[e["card"]].name, e["amount"]))
        elif e["kind"] == "boost" and per_boost and e["shtick"] == battle.shtick:
            out.append((f"{state.cs.battle[e['card']].name} (boost)", per_boost * e["amount"]))
    return out


def monster_items(state: OotsState, card: str, stat: str) -> list[tuple[str, int]]:
    """R-OOTS-135 / R-OOTS-161: Screw This! modifiers of a Monster (by type for the turn; the
    battle's own Monster for the battle)."""
    cs = state.cs
    m = cs.monster(card)
    out = []
    for e in state.effects:
        kind = e["kind"]
        if kind == "type_mod":
            st = cs.battle[e["card"]]
            if st.stat == stat and st.monster_type in m.types:
                out.append((st.name, e["amount"]))
        elif kind == "battle_mod" and e["seat"] == -1 and card in monsters_of(state.battle):
            out.append((cs.battle[e["card"]].name, e["amount"]))
    return out


def size_bonus(state: OotsState, pos: tuple[int, int]) -> int:
    """Battle Size changes for a new battle in `pos` this turn."""
    return sum(e["amount"] for e in state.effects if e["kind"] == "battle_size" and tuple(e["room"]) == pos)


def evade_items(state: OotsState, seat: int) -> int:
    return sum(e["amount"] for e in state.effects if e["kind"] == "evade" and e["seat"] == seat)


def public(state: OotsState) -> list[dict[str, Any]]:
    """The lasting effects for the view (every card played is public, R-OOTS-373)."""
    out = []
    for e in state.effects:
        entry = {"card": e["card"], "name": state.cs.battle[e["card"]].name, "until": e["until"]}
        if "seat" in e:
            entry["seat"] = e["seat"]
        if "shtick" in e:
            entry["shtick"] = e["shtick"]
        out.append(entry)
    return out
