"""What one player may know (A-DQ-20, A-DQ-51, digest 6.3): the contract view dict.

Contract (fixed by the lead, /work/notes/dq_contract.md), returned exactly:

    {"log": [str], "width": 10, "height": 13,
     "spaces": [{"x", "y", "tile": <tile dict>, "rotation", "search_tokens", "monster",
                 "entrance_marker", "web_cut", "open"}],          # every explored space
     "tiles_left": int,
     "heroes": [{"seat", "name", "hero", "hero_name", "attributes": {strength, agility, armor, luck},
                 "health", "wounds", "determination", "abilities": [str], "loot": [{id, name, text, gold}],
                 "runes": [{id, name, text}], "gold", "status": "playing" | "dead" | "exited",
                 "pos": [x, y] | None, "in_catacombs", "travel_marker": None | {"pos", "facing"},
                 "catacomb_row": [{id, name, text}], "stuck": None | str}],
     "current": seat, "first_player": seat,
     "sun": {"position", "length", "numbered", "last_roll"},
     "phase": "status" | "action" | "combat" | "over",
     "combat": None | {"hero", "monster_player", "monster": {"name", "family", "health", "wounds", "text"}, "round",
                       "chosen": {"hero": bool, "monster": bool}, "last": None | {...}},
     "last_card": None | {"deck", "name", "text"},
     "decks": {deck: {"draw": n, "discard": n}},
     "result": None | {"scores", "winners", "summary"}}

Hidden: deck and tile-stack order; the monster card's life and escape penalty
(only the monster player sees them until the encounter ends: "health" is None
for everyone else); each side's secret combat pick until both are in ("chosen"
only).  `view(None)` is the spectator view.  Additions beyond the contract
(all optional for the view): sun "numbers" (the number on each numbered space),
hero "side" and "ability_text", the monster's "family" (its card's art; None while face down),
tile kind names in "kind_name", and "decision_card"
({deck, name, text} or None): the card the pending decision hangs on (a card's test, a catacomb way up),
shown with the decision.  A dead hero's "wounds" and "determination" are 0 (R-DQ-129) and "wounds" never
exceeds "health".
"""

from __future__ import annotations

from typing import Any

from ...core.game import REVEAL_ALL
from .content import monster_family
from .rules import KIND_NAMES
from .state import HEIGHT, SUN_LAST, SUN_NUMBERS, SUN_SAFE_SPACES, WIDTH, DQState


def card_view(card: Any) -> dict[str, Any]:
    return {"id": card.id, "name": card.name, "text": card.text, "gold": getattr(card, "gold", 0)}


def stuck(state: DQState, h: Any) -> str | None:
    if h.pos is None:
        return None
    kind = state.spaces[h.pos].kind
    if kind in ("spider_web", "cave_in", "chasm", "bridge"):
        return "web" if kind == "spider_web" else kind
    return None


def phase_name(phase: str) -> str:
    return "action" if phase == "combat" else phase


def make_view(state: DQState, player: int | None) -> dict[str, Any]:
    reveal = player is REVEAL_ALL  # a finished game's replay: monsters, secret picks and next cards too
    spaces = [
        {
            "x": sp.x,
            "y": sp.y,
            "tile": sp.tile.data,
            "rotation": sp.rotation,
            "search_tokens": sp.search,
            "monster": sp.monster,
            "entrance_marker": sp.entrance,
            "web_cut": False,
            "open": [],
            "kind_name": KIND_NAMES[sp.kind],
        }
        for sp in state.spaces.values()
    ]
    heroes = []
    for h in state.heroes:
        heroes.append(
            {
                "seat": h.seat,
                "name": state.names[h.seat],
                "hero": h.hero.id,
                "hero_name": h.hero.name,
                "attributes": {a: h.attr(a) for a in ("strength", "agility", "armor", "luck")},
                "health": h.hero.health,
                # R-DQ-129: a dead hero's tokens went back to the supply (revision-1 states still hold them)
                "wounds": 0 if h.status == "dead" else min(h.wounds, h.hero.health),
                "determination": 0 if h.status == "dead" else h.det,
                "abilities": [h.hero.text],
                "loot": [card_view(c) | {"treasure": c.treasure} for c in h.loot],
                "runes": [{"id": r.id, "name": r.name, "text": r.text} for r in h.runes],
                "gold": h.gold(),
                "status": "playing" if h.status == "waiting" else h.status,
                "pos": list(h.pos) if h.pos is not None else None,
                "in_catacombs": h.in_cat,
                "travel_marker": {"pos": [h.marker[0], h.marker[1]], "facing": h.marker[2]} if h.marker else None,
                "catacomb_row": [card_view(c) for c in h.row],
                "stuck": stuck(state, h),
                "side": h.side,
                "came_by": h.came_by,
            }
        )
    combat = None
    c = state.combat
    if c is not None:
        monster_side = reveal or (player is not None and player == c.monster_seat)
        known = monster_side or c.revealed
        face_up = c.monster_seat is not None or c.revealed or reveal  # R-DQ-186: solo: face down until revealed
        combat = {
            "hero": c.hero,
            "monster_player": c.monster_seat,
            "monster": {
                "name": c.card.name if face_up else "Unseen monster",
                "family": monster_family(c.card.name) if face_up else None,  # the card's art (content data)
                "health": c.card.life if known else None,
                "wounds": c.wounds,
                "text": f"Escape penalty {c.card.penalty}." if known else "",
                "escape_penalty": c.card.penalty if known else None,
            },
            "round": c.round,
            "chosen": {"hero": c.hero_pick is not None, "monster": c.monster_pick is not None},
            "last": c.last,
        }
        if (reveal or (player is not None and player == c.hero)) and c.hero_pick is not None and c.monster_pick is None:
            combat["my_pick"] = c.hero_pick  # a seat may see its own secret choice
    result = None
    if state.over:
        result = {"scores": list(state.scores), "winners": list(state.winners), "summary": state.summary}
    pending = state.pending
    return {
        "log": state.log,
        "width": WIDTH,
        "height": HEIGHT,
        "spaces": spaces,
        "tiles_left": len(state.tiles),
        "heroes": heroes,
        "current": state.seat,
        "first_player": state.first_player,
        "sun": {
            "position": state.sun,
            "length": SUN_LAST + 1,
            "numbered": list(range(SUN_SAFE_SPACES + 1, SUN_LAST + 1)),
            "numbers": list(SUN_NUMBERS),
            "last_roll": list(state.sun_roll) if state.sun_roll else None,
        },
        "phase": "over" if state.over else ("combat" if c is not None else phase_name(state.phase)),
        "combat": combat,
        "last_card": state.last_card,
        "decision_card": state.decision_card if pending else None,  # the card the pending decision hangs on
        "decks": {d: {"draw": len(cards), "discard": len(state.discards[d])} for d, cards in state.decks.items()},
        "result": result,
        "pending": pending[0] if pending else None,
        "solo": state.solo,
    } | ({"next_cards": [(d.capitalize(), c[-1].name) for d, c in state.decks.items() if c]} if reveal else {})
