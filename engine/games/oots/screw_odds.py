"""Exact chances around a Screw This! window, for the seat holding priority (digest 6.5 item 4).

A seat deciding whether to play a card into a battle sees, beside each card it may play, the
fighter's exact win / draw / loss chances if that card resolved, and the chances as the battle
stands with the cards already played ("screw:now").  Everything comes from public facts (the
battle, the cards already announced, the printed card) and the rules' own code (odds.py,
fight.totals / fight.outcome); the state is put back exactly as it was.  Only the deciding seat's
view gets them, as `plan_odds` (odds.attach's key), so a computer decides from its own view.
"""

from __future__ import annotations

from typing import Any

from . import odds, screw
from .state import OotsState

Odds = tuple[float, float, float]
BATTLE_KINDS = ("battle_mod", "type_mod", "boost", "flip_shtick", "cancel")


def attach(view: dict[str, Any], state: OotsState, viewer: Any) -> None:
    """Add the window's chances to the deciding seat's own view."""
    w = state.window
    if w is None or not isinstance(viewer, int) or state.over:
        return
    decision = state.decision()
    if decision is None or decision.player != viewer:
        return
    out = window_odds(state, [o.key for o in decision.options])
    if out:
        view.setdefault("plan_odds", {}).update({k: [round(x, 4) for x in v] for k, v in out.items()})


def window_odds(state: OotsState, keys: list[str]) -> dict[str, Odds]:
    w = state.window
    b = state.battle
    out: dict[str, Odds] = {}
    if w.name == "W3":
        room = state.room((w.data["room"][0], w.data["room"][1]))
        now = odds.trial(state, (w.data["room"][0], w.data["room"][1]), "defender")
        if now is None:
            return out
        out["screw:now"] = now
        for key in keys:
            if key.startswith("screw:") and state.cs.battle[key.split(":")[1]].kind == "move_monster":
                saved = list(room.monsters)
                room.monsters.append(room.monsters.pop(0))
                try:
                    out[key] = odds.trial(state, (w.data["room"][0], w.data["room"][1]), "defender")
                finally:
                    room.monsters[:] = saved
        return out
    if b is None or not screw.monsters_of(b) or w.name not in ("W4", "W5"):
        return out
    if w.name == "W5":
        return rolled_odds(state, keys)
    out["screw:now"] = with_cards(state, [(e[1], e[2]) for e in w.stack if not e[3]])
    for key in keys:
        if not key.startswith("screw:"):
            continue
        _, cid, *rest = key.split(":")
        target = rest[0] if rest else ""
        if state.cs.battle[cid].kind not in BATTLE_KINDS:
            continue
        pending = [(e[1], e[2]) for e in w.stack if not e[3]]
        if state.cs.battle[cid].kind == "cancel":
            pending = [(e[1], e[2]) for i, e in enumerate(w.stack) if not e[3] and i != int(target)]
        else:
            pending.append((cid, target))
        out[key] = with_cards(state, pending)
    return out


def with_cards(state: OotsState, cards: list[tuple[str, str]]) -> Odds:
    """The fighter's chances if `cards` (card, target) had resolved: their effects tried on the state."""
    me = state.players[state.turn.seat]
    saved_effects, saved_flipped = state.effects, me.flipped
    state.effects = list(state.effects)
    me.flipped = list(me.flipped)
    try:
        for cid, target in cards:
            card = state.cs.battle[cid]
            if card.kind == "flip_shtick":
                if target in me.face_up():
                    me.flipped.append(target)
            elif card.kind == "battle_mod":
                who = -1 if card.side == "monster" else (state.turn.seat if card.side == "yours" else int(target))
                state.effects.append(effect(card, "battle_mod", seat=who))
            elif card.kind == "type_mod":
                state.effects.append(effect(card, "type_mod"))
            elif card.kind == "boost":
                state.effects.append(effect(card, "boost", seat=state.turn.seat, shtick=target))
        return odds.current(state)
    finally:
        state.effects, me.flipped = saved_effects, saved_flipped


def effect(card: Any, kind: str, **data: Any) -> dict[str, Any]:
    return {"kind": kind, "card": card.id, "amount": card.amount, "until": "battle", **data}


def rolled_odds(state: OotsState, keys: list[str]) -> dict[str, Odds]:
    """W5: a Do-Over's fresh roll, and the result a Double Cross would leave (certain: the dice are known)."""
    from . import fight

    out: dict[str, Odds] = {}
    b = state.battle
    for key in keys:
        if not key.startswith("screw:"):
            continue
        kind = state.cs.battle[key.split(":")[1]].kind
        if kind == "reroll":
            out[key] = odds.current(state)
        elif kind == "double_cross":
            character = state.players[state.window.seat].character
            offer = next((o for o in b.offers if o.helper == character and o.status == "accepted"), None)
            if offer is None:
                continue
            saved = b.player_total, b.monster_total, b.items, b.outcome
            offer.status = "betrayed"
            try:
                fight.score_roll(state)
                out[key] = {"win": (1.0, 0.0, 0.0), "draw": (0.0, 1.0, 0.0)}.get(b.outcome, (0.0, 0.0, 1.0))
            finally:
                offer.status = "accepted"
                b.player_total, b.monster_total, b.items, b.outcome = saved
    return out
