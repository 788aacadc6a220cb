"""Area Effect shticks (digest 3.15; R-OOTS-200..211, A-OOTS-13 steps 3-5, A-OOTS-14).

One roll against several Monsters of one room: the targets are the top N of the stack,
all of a type, or all (R-OOTS-202); the battle is fought against the highest Defense
among them (as Attacker) or the highest Attack (as Defender, A-OOTS-14).  Immune targets
still take a slot and may be the highest (R-OOTS-205) but are spared by a win.  A loss
costs exactly 1 Wound if any target reaches you, and every reaching target's on-win
abilities apply separately (R-OOTS-209 / R-OOTS-210).  No battles follow (R-OOTS-211).
"""

from __future__ import annotations

from .movement import distance
from .powers import monster_has
from .state import OotsState, Pos
from .support import monster_values, supporters
from .values import banned_types, player_items
from .wounds import lose_wounds, random_stash_discard


def targets(state: OotsState, pos: Pos, shtick: str) -> list[str]:
    """R-OOTS-202: from the top of the room's stack downward."""
    stack = state.room(pos).monsters
    spec = state.cs.shticks[shtick].area.targets
    if isinstance(spec, int):
        return stack[:spec]
    if spec == "all":
        return list(stack)
    kind = spec.removeprefix("type:")
    return [m for m in stack if kind in state.cs.monster(m).types]


def immune(state: OotsState, shtick: str, card: str) -> bool:
    """R-OOTS-205: a target whose ability bans the shtick's type (e.g. Enchanted vs. Magic)."""
    return bool(banned_types(state, card).intersection(state.cs.shticks[shtick].types))


def _values(state: OotsState, card: str) -> tuple[int, int, int, list, list]:
    b = state.battle
    seat = state.turn.seat
    return monster_values(state, b.room, card, character=state.players[seat].character, ranged=b.ranged)


def totals(state: OotsState) -> tuple[int, int, list[tuple[str, int]], list[tuple[str, int]], int]:
    """R-OOTS-204 / A-OOTS-14: the highest total among the targets (their Range is not used here)."""
    b = state.battle
    seat = state.turn.seat
    best, best_items, best_name = -1, [], ""
    for card in b.area:
        atk, dfn, _, atk_items, def_items = _values(state, card)
        value, items = (dfn, def_items) if b.role == "attacker" else (atk, atk_items)
        if value > best:
            best, best_items, best_name = value, items, state.cs.monster(card).name
    mine = player_items(state, seat, b)
    return sum(v for _, v in mine), best, mine, [(f"{best_name} {label}", v) for label, v in best_items], 0


def _support(state: OotsState, card: str) -> str:
    m = state.cs.monster(card)
    return m.support.ability if m.support is not None else ""


def dice_count(state: OotsState) -> int:
    """R-OOTS-207: Multiattack of any target applies when you Defend."""
    b = state.battle
    if b.role != "defender":
        return 1
    xs = [a.x or 1 for c in b.area for a in state.cs.monster(c).abilities if a.kind == "multiattack"]
    return max(xs, default=1)


def outcome(state: OotsState, mine: int, theirs: int, natural: int = 0) -> str:
    """A-OOTS-13 for an Area Effect: raw, draw Result, Bloodlust of any target; Hide and Range at `apply`."""
    from .fight import raw_result

    b = state.battle
    result = raw_result(state, mine, theirs, natural)
    if result == "win" and state.cs.shticks[b.shtick].area.result == "draw":
        result = "draw"
    if result == "draw" and any(state.cs.monster(c).has("bloodlust") for c in b.area):  # R-OOTS-207
        result = "loss"
    if result == "loss" and not reaching(state):  # R-OOTS-209: nobody reaches you, nothing happens
        result = "draw"
    return result


def reaching(state: OotsState) -> list[str]:
    """Targets whose Range reaches you; a Hide target counts as unable to (A-OOTS-13 step 4)."""
    b = state.battle
    here = state.players[state.turn.seat].pos
    gap = distance(here, b.room) or 0
    return [c for c in b.area if not state.cs.monster(c).has("hide") and _values(state, c)[2] >= gap]


def apply(state: OotsState) -> None:
    """R-OOTS-208..211: defeat every non-immune target on a win; on a loss 1 Wound and each reacher's abilities."""
    from .fight import after_defeats, defeat

    b = state.battle
    seat = state.turn.seat
    turn = state.turn
    p = state.players[seat]
    turn.no_more_battles = True  # R-OOTS-211
    if b.shtick and state.cs.shticks[b.shtick].flip and b.shtick not in p.flipped:  # R-OOTS-150
        p.flipped.append(b.shtick)
    if b.outcome == "win":
        for card in list(b.area):
            if card in state.room(b.room).monsters and not immune(state, b.shtick, card):
                turn.defeated += 1
                defeat(state, card)
        after_defeats(state)
        return
    if b.outcome == "loss":
        from .fight import ask_prevent

        hit = reaching(state)
        extra = sum(supporters(state, b.room, c) for c in hit if _support(state, c) == "deadly")
        if ask_prevent(state, seat, list(b.area), 1 + extra):
            return
        for card in hit:  # R-OOTS-210: each reaching target's on-win abilities, separately
            m = state.cs.monster(card)
            n = supporters(state, b.room, card)
            kind = m.support.ability if m.support is not None and n else ""
            if monster_has(state, seat, card, "spellcaster") and p.hand:
                state.battle_discard.append(p.hand.pop(state.chance.below(len(p.hand))))
            if monster_has(state, seat, card, "thief"):
                random_stash_discard(state, seat, 1)
            if kind == "greed":
                random_stash_discard(state, seat, n)
            if monster_has(state, seat, card, "paralyze"):
                p.token = "missing"
                turn.stage = "over"
        lose_wounds(state, seat, 1 + extra - b.prevented)
    from .fight import finish

    finish(state)
