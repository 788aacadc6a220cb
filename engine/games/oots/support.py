"""Monster support and the Monster's battle values (digest 3.27, 3.29; R-OOTS-131..136, 161, 380..387).

Support is recomputed from the floor as it stands whenever a value is needed
(A-OOTS-16a).  For each room, a supporter gives its support to the topmost Monster
there, other than itself, whose Support line it matches (a Henchman matches every
line, R-OOTS-395) — so one supporter supports at most one Monster per room but may
support Monsters in several rooms of its floor (A-OOTS-16b/c).
"""

from __future__ import annotations

from .content.schema import Monster
from .state import OotsState, Pos


def matches(supporter: Monster, target: Monster) -> bool:
    """R-OOTS-380 / R-OOTS-382 / R-OOTS-395: one of the supporter's types is on the target's Support line."""
    if target.support is None:
        return False
    return supporter.henchman or any(t in target.support.types for t in supporter.types)


def supporters(state: OotsState, pos: Pos, card: str) -> int:
    """How many Monster cards on the floor support the Monster `card` in room `pos` now."""
    cs = state.cs
    target = cs.monster(card)
    if target.support is None:
        return 0
    stack = state.room(pos).monsters
    count = 0
    for room in state.floors[pos[0]].rooms.values():
        for other in room.monsters:  # face-down Xykon cards are not in stacks (R-OOTS-387)
            if other == card:
                continue  # R-OOTS-383
            sup = cs.monster(other)
            if not matches(sup, target):
                continue
            # R-OOTS-384: it supports only the topmost eligible Monster of the target's room.
            first = next((m for m in stack if m != other and matches(sup, cs.monster(m))), None)
            if first == card:
                count += 1
    return count


def support_kind(state: OotsState, card: str) -> str:
    target = state.cs.monster(card)
    return target.support.ability if target.support is not None else ""


def xykon_bonus(state: OotsState, card: str) -> int:
    """R-OOTS-136 / R-OOTS-336: a Xykon-card Monster adds the Lair's floor number."""
    return state.lair_floor if state.cs.monster(card).xykon_card else 0


def room_monster_mod(state: OotsState, pos: Pos, card: str, stat: str) -> int:
    """R-OOTS-134 / A-OOTS-19: the Room Effect Text of the Monster's own room (optionally by type)."""
    room = state.room(pos)
    monster = state.cs.monster(card)
    total = 0
    for hook in state.cs.rooms[room.card].hooks:
        wanted = hook.monster_type is None or hook.monster_type in monster.types
        if hook.hook == "monster_mod" and hook.stat == stat and wanted:
            total += hook.amount
    return total


def monster_values(
    state: OotsState, pos: Pos, card: str, *, character: str, ranged: bool
) -> tuple[int, int, int, list[tuple[str, int]], list[tuple[str, int]]]:
    """(Attack, Defense, Range, attack items, defense items) of the Monster `card` in room `pos`.

    `character` is the player it battles (Nemesis), `ranged` whether this is an actual
    Ranged Attack on it (Tricky).  Items itemise every modifier for the view.
    """
    m = state.cs.monster(card)
    atk_items: list[tuple[str, int]] = [("printed", m.atk)]
    def_items: list[tuple[str, int]] = [("printed", m.defense)]
    rng = m.range
    level = xykon_bonus(state, card)
    if level:
        atk_items.append(("level", level))
        def_items.append(("level", level))
    for a in m.abilities:
        if a.kind == "nemesis" and a.character == character:  # R-OOTS-404
            atk_items.append(("nemesis", 3))
            def_items.append(("nemesis", 3))
        if a.kind == "tricky" and ranged:  # R-OOTS-408
            def_items.append(("tricky", 10))
    n = supporters(state, pos, card)
    kind = support_kind(state, card)
    if n:
        if kind == "assist":  # R-OOTS-413
            atk_items.append(("assist", 2 * n))
            def_items.append(("assist", 2 * n))
        elif kind == "longshot":  # R-OOTS-417
            def_items.append(("longshot", 2 * n))
            rng += 2 * n
        elif kind == "ambush" and state.ambush_turn.get(card) == state.turn_no:  # R-OOTS-412, A-OOTS-46
            atk_items.append(("ambush", 3 * n))
    from .lair import event_amount

    _, ev_atk, ev_def = event_amount(state, pos, "monster_mod")  # R-OOTS-339: a Xykon event card
    if ev_atk:
        atk_items.append(("Xykon's card", ev_atk))
    if ev_def:
        def_items.append(("Xykon's card", ev_def))
    for stat, items in (("atk", atk_items), ("def", def_items)):
        room_mod = room_monster_mod(state, pos, card, stat)
        if room_mod:
            items.append(("room", room_mod))
        if state.effects:  # R-OOTS-135 / R-OOTS-161: Screw This! cards in play (part 2)
            from .screw import monster_items

            items += monster_items(state, card, stat)
    atk = sum(v for _, v in atk_items)
    dfn = sum(v for _, v in def_items)
    return atk, dfn, rng, atk_items, def_items
