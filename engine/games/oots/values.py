"""The player's side of a battle with a Monster: legal Battle Shticks and the itemised modifier.

Digest 3.10 steps 1 and 3 (R-OOTS-116..130), 3.11 (R-OOTS-156..160), 3.14 (R-OOTS-196..199)
and the shtick bans of the Field Guide (R-OOTS-389..402).  Assistance (+2 per Drool
Factor, R-OOTS-130, assist.py) joins at the end; so do the Screw This! cards in play (screw.py).
"""

from __future__ import annotations

from .assist import assisted, escrowed
from .assist import items as help_items
from .content.schema import IMMUNITY, INF, Modifier, Shtick
from .state import Battle, OotsState, Player

ROLE_STAT = {"attacker": "atk", "defender": "def"}


def banned_types(state: OotsState, monster: str) -> set[str]:
    """Breath Weapon / Enchanted / Impervious / Mindless: shtick types with no use against this Monster."""
    if not monster:
        return set()  # a player foe bans nothing
    m = state.cs.monster(monster)
    return {IMMUNITY[a.kind] for a in m.abilities if a.kind in IMMUNITY}


def usable_shticks(state: OotsState, seat: int, battle: Battle, distance: int) -> list[str]:
    """Step 1: face-up Battle Shticks that may be selected now (one card per name, R-OOTS-117).

    A flipped shtick cannot be chosen (R-OOTS-120); the value used must not be N/A
    (R-OOTS-118, R-OOTS-157); Range must reach (R-OOTS-100, R-OOTS-119); a Range-∞ shtick only
    Defends (R-OOTS-113); Flying forbids Range 0 (R-OOTS-394); the immunities forbid their
    shtick type (R-OOTS-389, 392, 398, 401), except for Area Effects (R-OOTS-205), which never
    battle players (R-OOTS-194).
    """
    cs = state.cs
    p = state.players[seat]
    banned = banned_types(state, battle.monster)
    flying = bool(battle.monster) and cs.monster(battle.monster).has("flying")
    out: list[str] = []
    names: set[str] = set()
    for sid in p.face_up():
        s = cs.shticks[sid]
        if s.battle is None or s.name in names or (s.area is not None and not battle.monster):  # R-OOTS-194
            continue
        value = s.battle.atk if battle.role == "attacker" else s.battle.defense
        if value is None:
            continue
        if battle.role == "attacker" and s.battle.range == INF:
            continue
        if s.battle.range < distance or (flying and s.battle.range == 0):
            continue
        if banned.intersection(s.types) and s.area is None:  # R-OOTS-205: an Area Effect may still be used
            continue
        names.add(s.name)
        out.append(sid)
    return out


def flippable(state: OotsState, seat: int, battle: Battle) -> list[str]:
    """R-OOTS-126: face-up shticks that give a bonus for this side when flipped before the roll."""
    cs = state.cs
    stat = ROLE_STAT[battle.role]
    banned = banned_types(state, battle.monster)
    out = []
    for sid in state.players[seat].face_up():
        s = cs.shticks[sid]
        if sid == battle.shtick or s.power is None or s.power.kind != "flip_bonus" or banned.intersection(s.types):
            continue
        amount = s.power.amount_atk if stat == "atk" else s.power.amount_def
        if amount and all(holds(state, seat, battle, c) for c in s.power.vs):
            out.append(sid)
    p = state.players[seat]
    promised = escrowed(state) if battle.offers else ()  # A-OOTS-36: a promised card is never discarded
    for lid in p.stash + p.equipped:  # "discard for a bonus" Loot (R-OOTS-306)
        loot = cs.loot[lid]
        pw = getattr(loot, "power", None)
        if getattr(loot, "mode", "") != "discard" or pw is None or pw.kind != "flip_bonus" or lid in promised:
            continue
        amount = pw.amount_atk if stat == "atk" else pw.amount_def
        if amount and (not loot.users or p.character in loot.users):
            out.append(lid)
    return out


def holds(state: OotsState, seat: int, battle: Battle, cond: str) -> bool:
    """One condition of a Modifier or Power against a Monster foe (schema.CONDITIONS)."""
    if cond.startswith("using:"):  # R-OOTS-256: the type of your own selected Battle Shtick
        return bool(battle.shtick) and cond[6:] in state.cs.shticks[battle.shtick].types
    if not battle.monster:
        return holds_vs_player(state, seat, battle, cond)
    m = state.cs.monster(battle.monster)
    if cond.startswith("type:"):
        return cond[5:] in m.types
    if cond.startswith("ability:"):
        kind = cond[8:]
        return m.has(kind) or (m.support is not None and m.support.ability == kind)
    if cond.startswith("character:"):
        return False  # a Monster is not a character
    # One condition at a time (this runs for every modifier of every battle the odds try): only the one asked.
    if cond == "monster":
        return True
    if cond == "attacking":
        return battle.role == "attacker"
    if cond == "defending":
        return battle.role == "defender"
    if cond == "ranged":
        return battle.ranged
    if cond == "xykon":
        return m.has("xykon_special")
    if cond == "xykon_card":
        return m.xykon_card
    if cond == "unique":
        return m.unique
    if cond == "lair":
        return battle.room[0] == state.lair_floor
    if cond == "alone":
        p = state.players[seat]
        return not any(o is not p and o.pos == p.pos and not o.exited for o in state.players)
    if cond == "assisted":
        return bool(battle.offers) and assisted(battle, seat)  # part 2 (R-OOTS-170's kin)
    # player / assisting (read by assist.bonus) / the foe's shtick / a wounded or resting foe player:
    # never true vs. a Monster
    return False


def holds_vs_player(state: OotsState, seat: int, battle: Battle, cond: str) -> bool:
    """One condition against a player foe (`battle.foe`, whose Battle Shtick is `battle.foe_shtick`)."""
    foe = state.players[battle.foe]
    if cond.startswith("character:"):
        return cond[10:] == foe.character
    if cond.startswith(("type:", "ability:")):
        return False
    p = state.players[seat]
    foe_types = state.cs.shticks[battle.foe_shtick].types if battle.foe_shtick else ()
    table = {
        "monster": False,
        "player": True,
        "attacking": battle.role == "attacker",
        "defending": battle.role == "defender",
        "ranged": battle.ranged,
        "weapon_shtick": "weapon" in foe_types,
        "magic_shtick": "magic" in foe_types,
        "foe_wounded": foe.wounds > 0,
        "foe_resting": foe.token != "up",
        "lair": p.pos[0] == state.lair_floor,
        "alone": not any(o is not p and o.pos == p.pos and not o.exited for o in state.players),
        "assisted": bool(battle.offers) and assisted(battle, seat),
    }
    return table.get(cond, False)


def _applies(state: OotsState, seat: int, battle: Battle, mod: Modifier, stat: str) -> bool:
    return mod.stat in (stat, "roll") and all(holds(state, seat, battle, c) for c in mod.vs)


def boosts(player: Player, shtick: Shtick, cards: dict[str, Shtick]) -> int:
    """R-OOTS-275 / R-OOTS-273: other face-up shticks in play with exactly the same name."""
    return sum(1 for s in player.face_up() if cards[s].name == shtick.name) - 1


def player_items(state: OotsState, seat: int, battle: Battle) -> list[tuple[str, int]]:
    """Steps 3 (Attack) / R-OOTS-160 (Defense): every modifier of the player's side, itemised."""
    cs = state.cs
    p = state.players[seat]
    stat = ROLE_STAT[battle.role]
    banned = banned_types(state, battle.monster)
    items: list[tuple[str, int]] = []
    if battle.shtick:  # R-OOTS-123 / R-OOTS-197: 0 without a Battle Shtick
        s = cs.shticks[battle.shtick]
        items.append((s.name, (s.battle.atk if stat == "atk" else s.battle.defense) or 0))
        n = boosts(p, s, cs.shticks)
        per = s.boost_atk if stat == "atk" else s.boost_def
        if n and per:  # R-OOTS-124 / R-OOTS-280 / R-OOTS-281
            items.append((f"{s.name} boosted x{n}", n * per))
        for mod in s.mods:
            if _applies(state, seat, battle, mod, stat):
                items.append((s.name, mod.amount))
    for sid in p.face_up():  # R-OOTS-125: non-Battle shticks whose conditions are met
        s = cs.shticks[sid]
        if s.battle is not None or banned.intersection(s.types):
            continue
        for mod in s.mods:
            if _applies(state, seat, battle, mod, stat):
                items.append((s.name, mod.amount))
    for sid in battle.flips:  # R-OOTS-126 (a shtick flipped, or a Loot card discarded, for its bonus)
        card = cs.shticks.get(sid) or cs.loot[sid]
        amount = card.power.amount_atk if stat == "atk" else card.power.amount_def
        items.append((f"{card.name} ({'flipped' if sid in cs.shticks else 'discarded'})", amount))
    for lid in p.equipped:  # R-OOTS-127 / R-OOTS-305 / R-OOTS-307
        loot = cs.loot[lid]
        if loot.users and p.character not in loot.users:
            continue
        for mod in loot.mods:
            if _applies(state, seat, battle, mod, stat):
                items.append((loot.name, mod.amount))
    room = state.room(p.pos)  # R-OOTS-128 / A-OOTS-19: the Room Effect Text of your own room
    for hook in cs.rooms[room.card].hooks:
        if hook.hook == "player_mod" and hook.stat == stat and all(holds(state, seat, battle, c) for c in hook.vs):
            items.append((cs.rooms[room.card].name, hook.amount))
    guarded = any(  # R-OOTS-421: a standing teammate in the room keeps watch
        o is not p and o.pos == p.pos and o.token == "up" and not o.exited and state.team(i) == state.team(seat)
        for i, o in enumerate(state.players)
    )
    if battle.role == "defender" and p.token != "up" and not guarded:
        items.append(("resting", -4))  # R-OOTS-241 / R-OOTS-250
    if battle.offers:  # R-OOTS-130 / R-OOTS-159: +2 per Drool Factor per accepting helper (part 2)
        items += help_items(state, seat, battle)
    if state.effects:  # R-OOTS-129 / R-OOTS-160 / R-OOTS-279: Screw This! cards in play (part 2)
        from .screw import player_items as screw_items

        sh = cs.shticks[battle.shtick] if battle.shtick else None
        per = (sh.boost_atk if stat == "atk" else sh.boost_def) if sh is not None else 0
        items += screw_items(state, seat, battle, per)
    return items
