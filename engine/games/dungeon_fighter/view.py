"""What the players see: everything but the tower's and the deck's order, the face-down
Final Boss and Five-finger Discount's face-down cards (co-operative: one view for all seats).
"""

from __future__ import annotations

import hashlib
from typing import Any

from ...core.coop import partner_views
from ...core.game import REVEAL_ALL
from .content import COLORS, ability_text
from .fight import card, forced_requirements, has_monster_ability, throw_requirements
from .movement import BOSS
from .state import SCAR_TOKENS, DfState

# Each seat's home edge (A-DF-46), where its throws start unless the thrower moves: the short
# sides first, since from a long side the board's near edge is only 220 mm away and a throw
# must bounce before it (digest 5.3); a sixth seat shares a short side.
HOME_EDGES = ("E", "W", "S", "N", "E", "W")


def hero_view(state: DfState, seat: int) -> dict[str, Any]:
    h = state.heroes[seat]
    sheet = state.hero_card(seat)
    enc = state.enc
    abilities = []
    for i, color in enumerate(COLORS):
        ability = sheet.ability(color)
        abilities.append(
            {
                "color": color,
                "name": state.cs.abilities["hero", ability.kind].name,
                "kind": ability.kind,
                "text": ability_text(state.cs, "hero", ability),
                "scarred": h.scars[i],
            }
        )
    return {
        "seat": seat,
        "hero": sheet.id,
        "name": sheet.name,
        "player": state.names[seat],
        "hp": max(h.hp, 0),
        "max_hp": h.max_hp(),
        "abilities": abilities,
        "slots": list(sheet.equipment_icons),
        "equipment": [equipment_view(state, c) for c in h.equipment],
        "charmed": [state.cs.monsters[m].name for m in h.seduced],
        "fainted": h.fainted,
        "eliminated": h.eliminated,
        "leader": seat == state.leader,
        "beer": enc is not None and enc.beer == seat,
        "home_edge": HOME_EDGES[seat % len(HOME_EDGES)],
        "dice": list(enc.hand) if enc is not None and enc.stage == "swing" and enc.holder == seat else [],
    }


def equipment_view(state: DfState, item: str) -> dict[str, Any]:
    eq = state.cs.equipment[item]
    out: dict[str, Any] = {"id": eq.id, "name": eq.name, "type": eq.type, "cost": eq.cost, "one_use": eq.one_use}
    if eq.throw_requirement:
        out["requirement"] = state.cs.requirements[eq.throw_requirement].name
        out["requirement_id"] = eq.throw_requirement
        out["bonus"] = eq.bonus or 0
    if eq.ability is not None:
        out["text"] = ability_text(state.cs, "equipment", eq.ability)
    return out


def encounter_view(state: DfState) -> dict[str, Any] | None:
    enc = state.enc
    if enc is None or not enc.card:
        return None
    c = card(state)
    ability = c.ability
    small = has_monster_ability(state, "small_target")
    return {
        "kind": enc.kind,
        "id": c.id,
        "name": c.name,
        "type": c.type,
        "level": getattr(c, "level", 0),
        "hp": max(enc.hp, 0),
        "max_hp": c.hp,
        "damage": c.damage,
        "gold": enc.gold,
        "ability": ability_text(state.cs, "monster", ability) if ability is not None else "",
        "silenced": enc.melody,
        "requirements": [state.cs.requirements[r].name for r in forced_requirements(state)],
        # For a computer's aim (digest 5.10): the ids in force whatever the weapons, and for the
        # throw as declared now (weapons included, Small Target added as the physics takes it).
        "requirement_ids": list(forced_requirements(state)),
        "small_target": small,
        "throw_requirements": list(throw_requirements(state, tuple(enc.weapons))) + (["small_target"] if small else []),
        "toad": enc.toad,
        "tracking": enc.tracking,
        "set_aside": enc.immune,
        "dice_left": list(enc.hand),
        "holder": enc.holder,
        "swinger": enc.swinger,
        "stage": enc.stage,
        "weapons": list(enc.weapons),
        "pocketed": len(enc.stolen),
        "defeated": enc.defeated,
    }


def dungeon_view(state: DfState) -> list[dict[str, Any]]:
    out = []
    for floor, lid in enumerate(state.floors):
        lay = state.cs.layouts[lid]
        out.append(
            {
                "floor": floor + 1,
                "name": lay.name,
                "rooms": [
                    {
                        "id": r.id,
                        "kind": r.kind,
                        "pos": list(r.pos),
                        "requirement": state.cs.requirements[r.requirement].name if r.requirement else "",
                    }
                    for r in lay.rooms
                ],
                "corridors": [list(c) for c in lay.corridors],
                "entry": lay.entry,
                "exit": lay.exit,
            }
        )
    return out


def trace_view(state: DfState) -> dict[str, Any] | None:
    """The latest simulated throw for the animation: per-ms positions (0.1 mm) and rolls, per die."""
    trace = state.last_trace
    if trace is None:
        return None
    return {
        "throw": state.throw_k - 1,
        "start_top": trace.start_top,
        "dice": [
            {"die": d, "t0": t0, "xyz": list(xyz), "rolls": [list(r) for r in rolls]}
            for d, t0, xyz, rolls in trace.dice
        ],
    }


def make_view(state: DfState, player: Any) -> dict[str, Any]:
    view = base_view(state, player)
    decision = state.decision()
    if decision is not None and any(b is not None for b in state.bots):
        # On the party's decisions the lead sees what each computer partner would do (engine/core/coop.py).
        from . import GAME

        names = [f"{state.hero_name(i)} ({state.names[i]})" for i in range(state.players)]
        view["partners"] = partner_views(GAME, view, decision, state.bots, names)
    return view


def base_view(state: DfState, player: Any) -> dict[str, Any]:
    everything = player is REVEAL_ALL
    boss = None
    if state.boss_revealed or state.won is not None or everything:
        b = state.cs.bosses[state.boss]
        boss = {"id": b.id, "name": b.name, "hp": b.hp, "damage": b.damage}
    return {
        "viewer": player if isinstance(player, int) else None,
        "heroes": [hero_view(state, s) for s in range(state.players)],
        "difficulty": state.difficulty,
        "round": state.round,
        "floor": min(state.floor + 1, 4),
        "room": state.room if state.room != BOSS else "",
        "at_boss": state.room == BOSS,
        "dungeon": dungeon_view(state),
        "boss": boss,
        "tower": [len(t) for t in state.tower],
        "chest": {"gold": state.chest_gold, "bonus_dice": state.chest_dice},
        "supply": {
            "bonus_dice": state.supply_dice,
            "gold": state.supply_gold,
            "scars": SCAR_TOKENS - sum(h.scar_count() for h in state.heroes),
        },
        "leader": state.leader,
        "leader_defeated": state.leader_defeated,
        "first_player": state.first_player,
        "encounter": encounter_view(state),
        "board": [{"die": d, "color": c, "x": p.x, "y": p.y, "yaw": p.yaw, "top": p.top} for d, c, p in state.board],
        "shop": [equipment_view(state, c) for c in state.shop],
        "throws": state.throw_k,
        "trace": trace_view(state),
        "phase": state.phase,
        "won": state.won,
        "log": list(state.log),
        "computer_seats": [s for s, bot in enumerate(state.bots) if bot is not None],
        "computer_skill": state.options.get("computer_skill", "average"),
        "ai_seed": ai_seed(state.physics_seed),
        **(hidden_view(state) if everything else {}),
    }


def ai_seed(physics_seed: int) -> int:
    """The computers' planning seed (digest 5.10's ai_plan / ai_exec streams are drawn from it).

    A one-way hash of the game's seed: the view must not hold the seed itself,
    or a reader could foresee every throw's jitter and the tower's order.
    """
    digest = hashlib.sha256(f"delve-df-ai:{physics_seed}".encode()).digest()
    return int.from_bytes(digest[:6], "big")  # 48 bits: exact as a JavaScript number too


def hidden_view(state: DfState) -> dict[str, Any]:
    """A finished game's replay shows what was face down: the tower, the deck, pocketed cards."""
    names = state.cs.monsters
    return {
        "tower_cards": [[names[m].name for m in tier] for tier in state.tower],
        "equipment_deck": [state.cs.equipment[c].name for c in state.equipment_deck],
        "pocketed_cards": [state.cs.equipment[c].name for c in (state.enc.stolen if state.enc else [])],
    }
