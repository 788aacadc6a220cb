"""What each seat may see (digest 6.1).

Public: the dungeon (rooms, stacks fanned, Loot pile sizes, stairs), every token, Wounds,
shticks in play (flipped or not), equipped Loot, hand and Stash sizes, saved-Monster
counts, deck sizes, the battle in progress with its itemised values.  Private to the
owner: the Battle Hand, the Loot Stash and the saved Monsters' total XP.  Hidden from
everyone: the order of every deck and the faces of Loot lying in rooms.
"""

from __future__ import annotations

from typing import Any

from ...core.game import REVEAL_ALL
from .state import OotsState


def make_view(state: OotsState, viewer: Any) -> dict[str, Any]:
    """The redacted projection for seat `viewer` (None = a spectator; REVEAL_ALL = everything)."""
    everything = viewer is REVEAL_ALL
    cs = state.cs
    players = []
    for seat, p in enumerate(state.players):
        mine = everything or viewer == seat
        entry: dict[str, Any] = {
            "seat": seat,
            "name": state.names[seat],
            "character": p.character,
            "pos": list(p.pos),
            "wounds": p.wounds,
            "token": p.token,
            "fleeing": p.fleeing,
            "exited": p.exited,
            "shticks": [{"id": s, "name": cs.shticks[s].name} for s in p.face_up()],
            "flipped": [{"id": s, "name": cs.shticks[s].name} for s in p.flipped],
            "equipped": [{"id": c, "name": cs.loot[c].name} for c in p.equipped],
            "hand_size": len(p.hand),
            "stash_size": len(p.stash),
            "saved_count": len(p.saved),
            "shtick_deck_size": len(p.shtick_deck),
        }
        if mine:
            entry["hand"] = [{"id": c, "name": _battle_name(state, c)} for c in p.hand]
            entry["stash"] = [{"id": c, "name": cs.loot[c].name} for c in p.stash]
            entry["saved_xp"] = sum(cs.monster(m).xp for m in p.saved)
            entry["starting_choice"] = list(p.starting_choice)
        players.append(entry)
    floors = []
    for f, floor in enumerate(state.floors):
        rooms = []
        for col, room in sorted(floor.rooms.items()):
            rooms.append(
                {
                    "col": col,
                    "card": room.card,
                    "name": cs.rooms[room.card].name,
                    "text": cs.rooms[room.card].text,
                    "monsters": [{"id": m, "name": cs.monster(m).name} for m in room.monsters],
                    "loot_count": len(room.loot),
                    "xykon_card": room.xykon_card,
                    "xykon_down": room.xykon_down,
                }
            )
        floors.append({"floor": f, "rooms": rooms, "stairs_down": floor.stairs_down})
    view: dict[str, Any] = {
        "game": "oots",
        "viewer": None if everything else viewer,
        "players": players,
        "npcs": list(state.npcs),
        "npc_floor": state.npc_floor(),
        "lair_floor": state.lair_floor,
        "collapsing": state.collapsing,
        "xykon_victor": state.xykon_victor,
        "exits": [list(e) for e in state.exits],
        "floors": floors,
        "floors_regular": state.floors_regular,
        "min_loot": state.min_loot,
        "min_shticks": state.min_shticks,
        "decks": {
            "battle": len(state.battle_deck),
            "battle_discard": len(state.battle_discard),
            "loot": len(state.loot_deck),
            "loot_discard": len(state.loot_discard),
            "rooms": len(state.room_deck),
            "lair": len(state.lair_deck),
            "xykon": len(state.xykon_deck),
        },
        "first_player": state.first_player,
        "turn": None if state.turn is None else {"seat": state.turn.seat, "stage": state.turn.stage},
        "log": list(state.log[-30:]),
    }
    if state.fill is not None:
        view["fill"] = {"room": list(state.fill.room), "size": state.fill.size, "caller": state.fill.caller}
    for key, b in (("battle", state.battle), ("last_battle", state.last_battle)):
        if b is None:
            continue
        view[key] = {
            "room": list(b.room),
            "monster": b.monster,
            "role": b.role,
            "ranged": b.ranged,
            "stage": b.stage,
            "shtick": b.shtick,
            "dice": list(b.dice),
            "player_total": b.player_total,
            "monster_total": b.monster_total,
            "outcome": b.outcome,
            "items": [list(i) for i in b.items],
            "area": list(b.area),
            "foe": b.foe,
            "foe_shtick": b.foe_shtick,
            "foe_total": b.foe_total,
            "foe_items": [list(i) for i in b.foe_items],
        }
    if state.over:
        from .scoring import breakdown

        view["scores"] = [breakdown(state, s) for s in range(state.seats)]
    return view


def _battle_name(state: OotsState, card: str) -> str:
    c = state.cs.battle[card]
    return c.name
