"""Computer teammates' non-throw choices (digest 5.10's simple heuristics), from the view only.

The throw's gesture is drawn by the platform's bots for now; the skilled
planner of digest 5.10 (aiming through the physics) is a later piece.
"""

from __future__ import annotations

from typing import Any

PREFERENCE = {
    "fight": 2.0,
    "back_down": 0.0,
    "keep": 1.0,
    "again": 1.5,
    "rage": 1.0,
    "calm": 0.5,
    "sing": 1.0,
    "silent": 0.5,
    "strike": 0.5,
    "done": 0.1,
    "discard": 0.0,
    "pass": 0.5,
}


def score_options(view: dict[str, Any], decision: Any) -> list[float]:
    """A score per option: throw with the dice, take A or B by digest 5.10, buy dice and healing first."""
    heroes = view["heroes"]
    enc = view.get("encounter") or {}
    out = []
    for option in decision.options:
        key = option.key
        head = key.split(":", 1)[0]
        if head == "throw":
            score = 3.0
        elif key == "bonus":
            low = any(not h["fainted"] and not h["eliminated"] and h["hp"] <= enc.get("level", 0) for h in heroes)
            score = 2.0 if view["chest"]["bonus_dice"] >= 2 or low else 0.5
        elif key == "give_in":
            score = 1.0
        elif head == "heal":
            seat = int(key.split(":")[1])
            score = 2.0 + (heroes[seat]["max_hp"] - heroes[seat]["hp"]) / 10
        elif key == "die":
            score = 1.8 if view["chest"]["bonus_dice"] < 3 else 0.3
        elif head == "buy":
            score = 1.2
        elif head == "move":
            score = room_score(view, key.split(":", 1)[1])
        elif head in ("give", "scar", "beer", "use", "lose", "weapon", "item"):
            score = 0.8 if head != "weapon" else 0.2
        else:
            score = PREFERENCE.get(key, 0.5)
        out.append(score)
    return out


def room_score(view: dict[str, Any], room_id: str) -> float:
    """Digest 5.10 in spirit: a fountain when hurt, a shop with gold, treasure always, danger never."""
    floor = view["dungeon"][min(view["floor"], 3) - 1]
    kind = next((r["kind"] for r in floor["rooms"] if r["id"] == room_id), "plain")
    hurt = sum(h["max_hp"] - h["hp"] for h in view["heroes"] if not h["eliminated"])
    return {
        "fountain": 0.8 + hurt / 10,
        "shop": 0.8 + min(view["chest"]["gold"], 10) / 10,
        "treasure": 1.2,
        "dangerous": 0.3,
    }.get(kind, 0.8)


def reason(view: dict[str, Any], decision: Any, index: int) -> str:
    key = decision.options[index].key
    if key == "bonus":
        return "A bonus die keeps the party's health."
    if key == "give_in":
        return "Bonus dice are worth more later."
    if key.startswith("heal"):
        return "That hero is hurt."
    if key == "fight":
        return "Backing down costs everyone health."
    if key.startswith("move:"):
        return "The best room on offer for the party now."
    return ""
