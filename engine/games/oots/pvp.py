"""Player vs. player battles (digest 3.13; R-OOTS-182..195, A-OOTS-07, A-OOTS-15, A-OOTS-54; D4a, D17, D10a).

The Attacker picks a Battle Shtick first (R-OOTS-184), then the Defender, having seen
it, picks theirs (D17, out of turn, R-OOTS-185); both may flip shticks for bonuses;
both roll a d12 (R-OOTS-187).  The winner applies their shtick's Result to the loser
and, at Range 0 only, may take one equipped Loot of the loser's (or a random Stash card
when nothing is equipped, A-OOTS-07).  Either way the Attacker battles no more this turn
(R-OOTS-193).  Assistance offers (both sides, NPCs) are part 2's and plug in before the roll.
"""

from __future__ import annotations

from dataclasses import replace

from .assist import escrowed
from .movement import distance, name, possessive
from .state import ENTRANCE, Battle, OotsState, d12
from .values import player_items, usable_shticks
from .wounds import lose_wounds, start_pending_flees


def targets(state: OotsState, seat: int) -> list[int]:
    """R-OOTS-057 / 062 / 063 / 195 and A-OOTS-15: whom the active player may attack now."""
    p = state.players[seat]
    turn = state.turn
    if p.fleeing or p.token != "up" or p.pos == ENTRANCE or turn.no_more_battles:  # R-OOTS-240
        return []
    here = state.room(p.pos)
    if here.monsters or state.cs.rooms[here.card].has("no_battles"):
        return []
    if turn.battled and (turn.last_result != "win" or turn.ranged):  # A-OOTS-15 (a), (c)
        return []
    out = []
    for other, o in enumerate(state.players):
        d = distance(p.pos, o.pos)
        if other == seat or o.exited or o.fleeing or d is None or o.pos == ENTRANCE:
            continue
        if state.team(other) == state.team(seat):  # R-OOTS-420
            continue
        if d == 0 or not turn.moved and not _walled(state, p.pos, o.pos) and _reach(state, seat, other, d):
            out.append(other)
    return out


def _walled(state: OotsState, *rooms: tuple[int, int]) -> bool:
    """Room Effect Text 'no Ranged Attacks into or out of this room' (R-OOTS-050) holds for players too."""
    return any(state.cs.rooms[state.room(pos).card].has("no_ranged") for pos in rooms)


def _reach(state: OotsState, seat: int, foe: int, d: int) -> bool:
    trial = Battle(room=state.players[foe].pos, monster="", role="attacker", ranged=True, foe=foe)
    return bool(usable_shticks(state, seat, trial, d))


def attack(state: OotsState, foe: int) -> None:
    """D4a: `attack:<seat>`; the Attacker is the active player (R-OOTS-095)."""
    seat = state.turn.seat
    if foe not in targets(state, seat):
        raise ValueError("that player cannot be attacked now")
    d = distance(state.players[seat].pos, state.players[foe].pos)
    state.turn.battled = True
    state.turn.stage = "battle"
    state.battle = Battle(
        room=state.players[foe].pos, monster="", role="attacker", ranged=d > 0, foe=foe, stage="shtick"
    )
    state.say(f"{name(state, seat)} attacks {name(state, foe)}!")


def gap(state: OotsState) -> int:
    b = state.battle
    return distance(state.players[state.turn.seat].pos, state.players[b.foe].pos) or 0


def mirror(state: OotsState) -> Battle:
    """The battle as the Defender sees it: their shtick is `shtick`, the Attacker is their foe."""
    b = state.battle
    return replace(
        b,
        role="defender",
        shtick=b.foe_shtick,
        flips=b.foe_flips,
        foe=state.turn.seat,
        foe_shtick=b.shtick,
        room=state.players[state.turn.seat].pos,
    )


def attacker_shticks(state: OotsState) -> list[str]:
    return usable_shticks(state, state.turn.seat, state.battle, gap(state))


def defender_shticks(state: OotsState) -> list[str]:
    """D17 / R-OOTS-109: Defense not N/A, Range reaching a ranged Attacker (∞ reaches the floor)."""
    b = state.battle
    return usable_shticks(state, b.foe, mirror(state), gap(state))


def select_attacker(state: OotsState, shtick: str) -> None:
    b = state.battle
    if shtick and shtick not in attacker_shticks(state):
        raise ValueError(f"{shtick!r} cannot be selected")
    if not shtick and b.ranged:
        raise ValueError("a Ranged Attack needs a shtick that reaches (R-OOTS-108)")
    b.shtick = shtick
    b.stage = "preroll"


def attacker_ready(state: OotsState) -> None:
    state.battle.stage = "defend"


def refusers(state: OotsState) -> list[str]:
    """Shticks the Defender may flip so that the attack does not happen."""
    from .values import holds

    b = state.battle
    cs = state.cs
    mine = mirror(state)
    out = []
    for sid in dict.fromkeys(state.players[b.foe].face_up()):
        pw = cs.shticks[sid].power
        if pw is not None and pw.kind == "refuse_battle" and all(holds(state, b.foe, mine, c) for c in pw.vs):
            out.append(sid)
    return out


def refuse(state: OotsState, shtick: str) -> None:
    """The battle does not happen; the Attacker has still spent the turn's battle (R-OOTS-193)."""
    b = state.battle
    if shtick not in refusers(state):
        raise ValueError(f"{shtick!r} cannot be used now")
    state.players[b.foe].flipped.append(shtick)
    b.outcome = "refused"
    if state.effects:
        from .screw import expire

        expire(state, "battle")
    state.battle = None
    state.last_battle = b
    state.turn.no_more_battles = True
    state.turn.stage = "end"
    state.say(f"{name(state, b.foe)} will not be drawn into a fight.")


def select_defender(state: OotsState, shtick: str) -> None:
    b = state.battle
    if shtick and shtick not in defender_shticks(state):
        raise ValueError(f"{shtick!r} cannot be selected")
    b.foe_shtick = shtick
    b.stage = "defend_flip"


def flip_defender(state: OotsState, shtick: str) -> None:
    from .fight import flip_for_bonus

    flip_for_bonus(state, shtick, state.battle.foe)


def totals(state: OotsState) -> tuple[int, int, list[tuple[str, int]], list[tuple[str, int]]]:
    b = state.battle
    mine = player_items(state, state.turn.seat, b)
    theirs = player_items(state, b.foe, mirror(state))
    return sum(v for _, v in mine), sum(v for _, v in theirs), mine, theirs


def roll(state: OotsState) -> None:
    """R-OOTS-187..190: both roll; the higher total wins; a win without a shtick or with a draw Result is a draw.

    Part 2: the W4 window before the dice, W5 after them (windows.py goes on with `roll_dice`,
    `rolled`; a Do-Over rolls the active player's die again)."""
    if state.part2:
        from .windows import open_window

        if open_window(state, "W4", "pvp_roll"):
            return
    roll_dice(state)


def roll_dice(state: OotsState, again: bool = False) -> None:
    b = state.battle
    if again:
        b.dice[0] = d12(state.chance)
    else:
        b.dice = [d12(state.chance), d12(state.chance)]
    if state.part2:
        from .windows import open_window

        score(state)
        if open_window(state, "W5", "pvp_rolled"):
            return
    rolled(state, False)


def score(state: OotsState) -> None:
    """Totals, winner and outcome of the dice rolled."""
    b = state.battle
    seat = state.turn.seat
    mine, theirs, my_items, their_items = totals(state)
    from .fight import lucky, thor

    dice = [thor(state, who, die) for die, who in zip(b.dice, (seat, b.foe), strict=True)]
    b.player_total, b.foe_total = dice[0] + mine, dice[1] + theirs
    b.items, b.foe_items = my_items, their_items
    winner = -1
    if lucky(state) and {1, 12} & set(b.dice):  # R-OOTS-424..426
        mine_n, theirs_n = b.dice
        if mine_n != theirs_n:
            points = {1: -1, 12: 1}
            winner = seat if points.get(mine_n, 0) > points.get(theirs_n, 0) else b.foe
        else:
            winner = -2  # both natural 1s or both natural 12s: a draw
    elif b.player_total != b.foe_total:
        winner = seat if b.player_total > b.foe_total else b.foe
    if winner < 0:
        b.outcome = "draw"
    else:
        b.winner = winner
        win_shtick = b.shtick if b.winner == seat else b.foe_shtick
        if not win_shtick or state.cs.shticks[win_shtick].battle.result == "draw":  # R-OOTS-199 / R-OOTS-144
            b.outcome, b.winner = "draw", -1
        else:
            b.outcome = "win" if b.winner == seat else "loss"


def rolled(state: OotsState, reroll: bool) -> None:
    """After the dice (and W5): the result stands (counted again after a Double Cross) or is rolled again."""
    if reroll:
        roll_dice(state, again=True)
        return
    b = state.battle
    seat = state.turn.seat
    b.winner = -1
    score(state)
    state.say(f"{name(state, seat)} {b.player_total} against {name(state, b.foe)} {b.foe_total}: {b.outcome}.")
    if b.winner < 0:
        finish(state)
        return
    loser = b.foe if b.winner == seat else seat
    result = state.cs.shticks[b.shtick if b.winner == seat else b.foe_shtick].battle.result
    from .fight import ask_prevent

    if ask_prevent(state, loser, [], 2 if result == "wound_2" else 1):
        return  # the loser may flip a prevent_wound shtick first (out of turn)
    apply_result(state)


def apply_result(state: OotsState) -> None:
    """R-OOTS-188: the winner's Result on the loser (Wounds less any prevented), then the Loot taking."""
    b = state.battle
    seat = state.turn.seat
    loser = b.foe if b.winner == seat else seat
    result = state.cs.shticks[b.shtick if b.winner == seat else b.foe_shtick].battle.result
    lose_wounds(state, loser, (2 if result == "wound_2" else 1) - b.prevented)  # R-OOTS-188
    if result == "wound_miss_turn":
        state.players[loser].token = "missing"
    if result == "wound_steal":
        steal_random(state, b.winner, loser)
    if not b.ranged and (state.players[loser].equipped or state.players[loser].stash):
        b.stage = "take"  # R-OOTS-189 / A-OOTS-07: optional, Range 0 only
        return
    finish(state)


def steal_random(state: OotsState, winner: int, loser: int) -> None:
    stash = state.players[loser].stash
    promised = escrowed(state)  # A-OOTS-36: promised cards cannot be taken
    pool = [i for i, c in enumerate(stash) if c not in promised] if promised else range(len(stash))
    if pool:
        state.players[winner].stash.append(stash.pop(pool[state.chance.below(len(pool))]))
        # Public: a card changed hands; which one stays between the two of them (digest 6.1).
        state.say(f"{name(state, winner)} takes a card from {possessive(name(state, loser))} Stash.")


def take(state: OotsState, card: str) -> None:
    """D10a: the winner takes `card` (equipped), "random" (a Stash card when nothing is equipped) or nothing."""
    b = state.battle
    loser = state.players[b.foe if b.winner == state.turn.seat else state.turn.seat]
    if card == "random":
        if loser.equipped:
            raise ValueError("take an equipped card instead")
        steal_random(state, b.winner, state.players.index(loser))
    elif card:
        if card in escrowed(state):
            raise ValueError("that card is promised to a helper")
        loser.equipped.remove(card)
        state.players[b.winner].stash.append(card)
        taken = state.cs.loot[card].name
        state.say(f"{name(state, b.winner)} takes {taken} from {name(state, state.players.index(loser))}.")
    finish(state)


def finish(state: OotsState) -> None:
    """R-OOTS-191 flips, R-OOTS-193 no more battles for the Attacker, then pending flees (A-OOTS-54)."""
    b = state.battle
    if b.offers:  # part 2: both sides pay their helpers (R-OOTS-192)
        from .assist import pay

        pay(state, b)
    for seat, shtick in ((state.turn.seat, b.shtick), (b.foe, b.foe_shtick)):
        p = state.players[seat]
        if shtick and state.cs.shticks[shtick].flip and shtick not in p.flipped:
            p.flipped.append(shtick)
    state.battle = None
    state.last_battle = b
    state.turn.no_more_battles = True
    state.turn.last_result = b.outcome
    if state.part2:
        from .screw import expire
        from .windows import open_window

        expire(state, "battle")  # R-OOTS-279
        if state.turn.stage != "over" and not state.over and open_window(state, "W6", "pvp_finish"):
            return  # part 2: reactions to the result first
    finish_rest(state)


def finish_rest(state: OotsState) -> None:
    """After the battle (and W6): pending flee starts (A-OOTS-54), the Attacker's turn goes on to its end."""
    start_pending_flees(state)
    if state.turn.stage != "over" and not state.over:
        state.turn.stage = "end"
