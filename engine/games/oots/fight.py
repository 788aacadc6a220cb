"""Battling a Monster, steps 1-8 (digest 3.10 / 3.11; decision points D6-D11).

D6: role (only after a win this turn, R-OOTS-096) and the Battle Shtick (or none).
D7: flips for bonuses and (part 2) assistance offers, then the roll: part 2's Screw This!
window W4 before the dice and W5 after them (windows.py); W6 after the battle.  D9: the d12 (Multiattack:
the lowest of X dice).  D10: the outcome pipeline of A-OOTS-13, Wounds and the
Monster's on-win abilities, then the aftermath; D10a: save or discard a defeated
Monster with XP; D11: go on to the next Monster or stop.
"""

from __future__ import annotations

from . import area
from .assist import escrowed
from .loot import bonus_due
from .movement import distance, name, possessive
from .powers import low_roll_cap, monster_has, prevent_amount, preventers
from .state import Battle, OotsState, Pos, d12
from .support import monster_values, supporters
from .values import player_items, usable_shticks
from .wounds import lose_wounds, random_stash_discard, start_pending_flees


def begin(state: OotsState, pos: Pos, role: str, *, ranged: bool = False) -> None:
    """A battle with the top Monster of the stack in `pos` (R-OOTS-087, R-OOTS-056, R-OOTS-058)."""
    room = state.room(pos)
    state.turn.battled = True  # R-OOTS-031: no more moving
    state.battle = Battle(room=pos, monster=room.monsters[0], role=role, ranged=ranged, stage="shtick")
    outsmart(state)


def outsmart(state: OotsState) -> None:
    """R-OOTS-418: before selection, 1 random face-up shtick per supporter is flipped (D14 engine pick)."""
    b = state.battle
    m = state.cs.monster(b.monster)
    if m.support is None or m.support.ability != "outsmart":
        return
    n = supporters(state, b.room, b.monster)
    p = state.players[state.turn.seat]
    picked = state.chance.sample(p.face_up(), n) if n else []
    for sid in picked:
        p.flipped.append(sid)
        state.say(f"{m.name} outsmarts {name(state, state.turn.seat)}: {state.cs.shticks[sid].name} is flipped.")


def battle_distance(state: OotsState) -> int:
    b = state.battle
    return distance(state.players[state.turn.seat].pos, b.room) or 0


def legal_shticks(state: OotsState) -> list[str]:
    return usable_shticks(state, state.turn.seat, state.battle, battle_distance(state))


def select(state: OotsState, shtick: str) -> None:
    """D6: the Battle Shtick ("" = none, R-OOTS-121 / R-OOTS-196)."""
    b = state.battle
    if shtick and shtick not in legal_shticks(state):
        raise ValueError(f"{shtick!r} cannot be selected")
    b.shtick = shtick
    if shtick and state.cs.shticks[shtick].area is not None:
        b.area = area.targets(state, b.room, shtick)  # R-OOTS-202
    b.stage = "preroll"


def flip_for_bonus(state: OotsState, shtick: str, seat: int | None = None) -> None:
    """R-OOTS-126 / R-OOTS-270: flipped face-down at once (a Loot card is discarded); the bonus holds this battle."""
    seat = state.turn.seat if seat is None else seat
    p = state.players[seat]
    if shtick in state.cs.shticks:
        p.flipped.append(shtick)
    else:
        (p.stash if shtick in p.stash else p.equipped).remove(shtick)
        state.loot_discard.append(shtick)
    b = state.battle
    (b.flips if seat == state.turn.seat else b.foe_flips).append(shtick)


def chargers(state: OotsState) -> list[str]:
    """Charge!-style shticks: flip one to turn a Defender against a Monster into the Attacker."""
    from .values import holds

    b = state.battle
    seat = state.turn.seat
    cs = state.cs
    if b.role != "defender" or not b.monster:
        return []
    out = []
    for sid in dict.fromkeys(state.players[seat].face_up()):
        pw = cs.shticks[sid].power
        if pw is not None and pw.kind == "become_attacker" and all(holds(state, seat, b, c) for c in pw.vs):
            out.append(sid)
    return out


def charge(state: OotsState, shtick: str) -> None:
    if shtick not in chargers(state):
        raise ValueError(f"{shtick!r} cannot be used now")
    state.players[state.turn.seat].flipped.append(shtick)
    state.battle.role = "attacker"


def monster_side(state: OotsState) -> tuple[int, int, int, list[tuple[str, int]], list[tuple[str, int]]]:
    """The battle's Monster values (no Area Effect), as `totals` weighs the player against them.

    They do not depend on the player's Battle Shtick: the odds (odds.py) reckon them once per battle tried."""
    b = state.battle
    return monster_values(state, b.room, b.monster, character=state.players[state.turn.seat].character, ranged=b.ranged)


def totals(
    state: OotsState, monster: tuple[int, int, int, list[tuple[str, int]], list[tuple[str, int]]] | None = None
) -> tuple[int, int, list[tuple[str, int]], list[tuple[str, int]], int]:
    """(player modifier, Monster value, player items, Monster items, Monster Range) for the view and the roll.

    `monster`: `monster_side(state)` already reckoned for this battle (odds.py, trying each Battle Shtick)."""
    b = state.battle
    seat = state.turn.seat
    if b.area:
        return area.totals(state)
    atk, dfn, rng, atk_items, def_items = monster if monster is not None else monster_side(state)
    mine = player_items(state, seat, b)
    theirs = def_items if b.role == "attacker" else atk_items  # R-OOTS-093 / R-OOTS-156
    value = dfn if b.role == "attacker" else atk
    if b.offers:  # a Double Cross moves the betrayer's help to the Monster's side (R-OOTS-379)
        from .assist import monster_items

        crossed = monster_items(state, b)
        theirs, value = theirs + crossed, value + sum(v for _, v in crossed)
    return sum(v for _, v in mine), value, mine, theirs, rng


def roll(state: OotsState) -> None:
    """D9 and D10: the roll (R-OOTS-137 / R-OOTS-162, Multiattack R-OOTS-403), the outcome and its results.

    Part 2: the W4 window first (Screw This! before the roll, R-OOTS-129 / 135 / 377), and W5
    between the dice and the result (Double Cross, Do-Over); windows.py goes on with `roll_dice`
    and `rolled`."""
    if state.part2:
        from .windows import open_window

        if open_window(state, "W4", "roll"):
            return
    roll_dice(state)


def roll_dice(state: OotsState) -> None:
    b = state.battle
    m = state.cs.monster(b.monster)
    dice_n = 1
    if b.role == "defender":
        for a in m.abilities:
            if a.kind == "multiattack":
                dice_n = max(dice_n, a.x or 1)
    if b.area:
        dice_n = area.dice_count(state)
    b.dice = [d12(state.chance) for _ in range(dice_n)]
    die = score_roll(state)
    if state.part2:
        from .windows import open_window

        if open_window(state, "W5", "rolled"):
            return
    rolled(state, False, die)


def score_roll(state: OotsState) -> int:
    """The totals and the outcome of the dice rolled (A-OOTS-13); the die counted."""
    b = state.battle
    mod, value, mine, theirs, rng = totals(state)
    natural = min(b.dice)  # A-OOTS-50: the die actually used
    die = thor(state, state.turn.seat, natural)
    b.player_total = die + mod
    b.monster_total = value
    b.items = mine + [("foe: " + label, v) for label, v in theirs]
    b.outcome = outcome(state, b.player_total, value, rng, natural)
    return die


def rolled(state: OotsState, reroll: bool, die: int | None = None) -> None:
    """After the dice (and W5): a Do-Over rolls again; else the result, counted again after a
    Double Cross (R-OOTS-379), stands or waits on a reroll card."""
    if reroll:
        roll_dice(state)
        return
    b = state.battle
    seat = state.turn.seat
    m = state.cs.monster(b.monster)
    if die is None:
        die = score_roll(state)
    value = b.monster_total
    state.say(f"{name(state, seat)} rolls {die}: {b.player_total} against {possessive(m.name)} {value} — {b.outcome}.")
    if b.outcome != "win" and rerollers(state):
        b.stage = "rolled"  # a reroll card may be used before the result stands
        return
    apply_outcome(state)


def rerollers(state: OotsState) -> list[str]:
    """Face-up reroll shticks (flipped to use) and reroll Loot (discarded) of the battling player."""
    from .powers import power_of

    cs = state.cs
    p = state.players[state.turn.seat]
    out = []
    promised = escrowed(state)  # A-OOTS-36: a card promised for help is never discarded
    for card in dict.fromkeys(p.face_up() + p.stash + p.equipped):
        pw = power_of(state, card)
        if pw is None or pw.kind != "reroll" or card in promised:
            continue
        if card in cs.shticks and pw.flip:
            out.append(card)
        elif card in cs.loot and getattr(cs.loot[card], "mode", "") == "discard":
            users = cs.loot[card].users
            if not users or p.character in users:
                out.append(card)
    return out


def reroll(state: OotsState, card: str) -> None:
    """Roll again and keep the new result (the card is flipped, or discarded)."""
    if card not in rerollers(state):
        raise ValueError(f"{card!r} cannot be used now")
    p = state.players[state.turn.seat]
    if card in state.cs.shticks:
        p.flipped.append(card)
    else:
        (p.stash if card in p.stash else p.equipped).remove(card)
        state.loot_discard.append(card)
    roll_dice(state)


def accept_roll(state: OotsState) -> None:
    apply_outcome(state)


def thor(state: OotsState, seat: int, die: int) -> int:
    """Thor Incarnate-style shticks: a low die counts as 13 (Lucky Bastards: 2 instead of 1, R-OOTS-427)."""
    cap = low_roll_cap(state, seat)
    if not cap:
        return die
    low = 2 if lucky(state) else 1
    return 13 if low <= die <= cap + low - 1 else die


def lucky(state: OotsState) -> bool:
    return bool(state.options.get("lucky_bastards", False))


def raw_result(state: OotsState, mine: int, theirs: int, natural: int) -> str:
    """A-OOTS-13 step 1 (R-OOTS-138..140); Lucky Bastards: a natural 1 loses, a natural 12 wins (R-OOTS-424/425)."""
    if lucky(state) and natural in (1, 12):
        return "loss" if natural == 1 else "win"
    return "win" if mine > theirs else "loss" if mine < theirs else "draw"


def outcome(state: OotsState, mine: int, theirs: int, monster_range: int, natural: int = 0) -> str:
    """A-OOTS-13 (R-OOTS-145): raw result, then no-shtick/draw-Result, Bloodlust, Hide, Range cap."""
    b = state.battle
    if b.area:
        return area.outcome(state, mine, theirs, natural)
    m = state.cs.monster(b.monster)
    result = raw_result(state, mine, theirs, natural)
    drawish = not b.shtick or state.cs.shticks[b.shtick].battle.result == "draw"
    if result == "win" and drawish:  # R-OOTS-144 / R-OOTS-199
        result = "draw"
    if result == "draw" and m.has("bloodlust"):  # R-OOTS-388
        result = "loss"
    if result == "loss" and b.role == "attacker" and m.has("hide"):  # R-OOTS-397
        result = "draw"
    if result == "loss" and b.ranged and monster_range < battle_distance(state):  # R-OOTS-110
        result = "draw"
    return result


def apply_outcome(state: OotsState) -> None:
    """Step 6 (R-OOTS-141..143) and step 7's flips; then D10a or D11."""
    b = state.battle
    turn = state.turn
    seat = turn.seat
    p = state.players[seat]
    m = state.cs.monster(b.monster)
    turn.last_result = b.outcome
    if b.ranged:
        turn.ranged = True
    if b.area:
        area.apply(state)
        return
    if b.outcome == "loss":
        n = supporters(state, b.room, b.monster)
        kind = m.support.ability if m.support is not None and n else ""
        wounds = 1 + (n if kind == "deadly" else 0)  # R-OOTS-142 / R-OOTS-414
        if ask_prevent(state, seat, [b.monster], wounds):
            return
        lose_wounds(state, seat, wounds - b.prevented)
        if monster_has(state, seat, b.monster, "spellcaster") and p.hand:  # R-OOTS-406 (D14: the engine picks)
            state.battle_discard.append(p.hand.pop(state.chance.below(len(p.hand))))
        if monster_has(state, seat, b.monster, "thief"):  # R-OOTS-407
            random_stash_discard(state, seat, 1)
        if kind == "greed":  # R-OOTS-415
            random_stash_discard(state, seat, n)
        if monster_has(state, seat, b.monster, "paralyze"):  # R-OOTS-405: the turn ends at once and the next is missed
            p.token = "missing"
            turn.stage = "over"
    if b.shtick and state.cs.shticks[b.shtick].flip and b.shtick not in p.flipped:  # R-OOTS-150
        p.flipped.append(b.shtick)
    if b.outcome != "win":
        turn.no_more_battles = True  # R-OOTS-155
        finish(state)
        return
    turn.defeated += 1
    defeat(state, b.monster)
    after_defeats(state)


def ask_prevent(state: OotsState, seat: int, monsters: list[str], wounds: int) -> bool:
    """Before a loss costs Wounds, the loser may flip prevent_wound shticks (D10, asked even out of turn)."""
    b = state.battle
    if b.prevent_done or not preventers(state, seat, monsters):
        return False
    b.loser, b.pending_wounds, b.stage = seat, wounds, "prevent"
    return True


def answer_prevent(state: OotsState, shtick: str) -> None:
    """Flip `shtick` to lose fewer Wounds ("" = take them); the battle's results then go on."""
    from .pvp import apply_result

    b = state.battle
    who = b.loser
    monsters = b.area or ([b.monster] if b.monster else [])
    if shtick:
        if shtick not in preventers(state, who, monsters):
            raise ValueError(f"{shtick!r} cannot be used now")
        state.players[who].flipped.append(shtick)  # R-OOTS-270
        b.prevented += prevent_amount(state, who, shtick)
        state.say(f"{name(state, who)} flips {state.cs.shticks[shtick].name} and loses fewer Wounds.")
    if shtick and b.prevented < b.pending_wounds and preventers(state, who, monsters):
        return  # another one may be flipped
    b.prevent_done = True
    if b.monster or b.area:
        apply_outcome(state)
    else:
        apply_result(state)


def defeat(state: OotsState, card: str) -> None:
    """R-OOTS-146 / R-OOTS-148: the Monster leaves its room, its Loot Coins drop Loot there face-down."""
    from .setup import draw_loot

    b = state.battle
    m = state.cs.monster(card)
    room = state.room(b.room)
    room.monsters.remove(card)
    drawn = [c for c in (draw_loot(state) for _ in range(m.loot)) if c is not None]
    room.loot[:0] = drawn  # A-OOTS-24: new Loot on top, in the order drawn
    if m.xykon_card:  # R-OOTS-337 / R-OOTS-341: never saved, never discarded
        from .lair import defeated

        defeated(state, state.turn.seat, b.room, card)
    elif m.xp > 0:
        b.saves.append(card)  # D10a
    else:
        state.battle_discard.append(card)  # R-OOTS-147


def after_defeats(state: OotsState) -> None:
    b = state.battle
    if b.saves and not state.over:
        b.stage = "save"
    else:
        finish(state)


def save_or_discard(state: OotsState, keep: bool) -> None:
    """D10a (R-OOTS-147): a defeated Monster with XP is saved under the character card, or discarded."""
    b = state.battle
    p = state.players[state.turn.seat]
    (p.saved if keep else state.battle_discard).append(b.saves.pop(0))
    after_defeats(state)


def finish(state: OotsState) -> None:
    """The battle is over: pending flee starts (A-OOTS-54), then D11 or the end of the turn's battles."""
    b = state.battle
    if b.offers:  # part 2: promised Loot is paid whatever the result (R-OOTS-151)
        from .assist import pay

        pay(state, b)
    state.battle = None
    state.last_battle = b
    if state.part2:
        from .screw import expire
        from .windows import open_window

        expire(state, "battle")  # R-OOTS-154 / R-OOTS-279
        if state.turn.stage != "over" and not state.over and open_window(state, "W6", "finish"):
            return  # part 2: reactions to the result first
    finish_rest(state)


def finish_rest(state: OotsState) -> None:
    """After the battle (and W6): pending flee starts (A-OOTS-54), then D11 or the turn's end."""
    b = state.last_battle
    start_pending_flees(state)
    turn = state.turn
    if turn.stage == "over" or state.over:
        return
    p = state.players[turn.seat]
    if p.fleeing:
        turn.stage = "end"
        return
    if turn.no_more_battles or b.ranged or not can_continue(state):
        turn.stage = "end"
    else:
        turn.stage = "continue"
    if b.outcome == "win" and bonus_due(state, b.room):
        turn.stage = "bonus"  # R-OOTS-149: take the top 2 at once, or not
    elif turn.stage == "end":
        after_battles(state)


def after_battles(state: OotsState) -> None:
    """A-OOTS-15: after a winning chain that cleared your room, a player may still be attacked (D4a)."""
    from .pvp import targets

    state.turn.stage = "optional" if targets(state, state.turn.seat) else "end"


def can_continue(state: OotsState) -> bool:
    """R-OOTS-152 / R-OOTS-153: after a win, only against Monsters left in your own room."""
    p = state.players[state.turn.seat]
    return bool(state.room(p.pos).monsters)


def next_monster(state: OotsState, role: str) -> None:
    """D11 -> D6: the next Monster of your room, as Attacker or Defender by choice (R-OOTS-096)."""
    state.turn.stage = "battle"
    begin(state, state.players[state.turn.seat].pos, role)
