"""Maintenance after a defeated monster (R-DF-140..150), scars and revival (R-DF-155..158),
and handing equipment over (R-DF-160..165).

The steps run in the rulebook's order; step 2 (the new first player) is settled
after step 8 as R-DF-142 says.  A step that needs an answer posts an `Ask` and
the cursor `state.maint_step` waits on it.
"""

from __future__ import annotations

from .content import COLORS
from .fight import card, clear_board
from .party import (
    can_take,
    carried,
    eq_type,
    has_free_slot,
    next_standing_left,
    over_limit,
    party_seat,
    plural,
    possessive,
)
from .state import Ask, DfState

LAST_STEP = 12


def start_maintenance(state: DfState) -> None:
    """R-DF-140: after the monster falls, or after a room with no encounter (R-DF-043)."""
    state.phase = "maintenance"
    state.maint_step = 1
    state.room_done = state.room_gave = False
    state.passed = []
    run(state)


def run(state: DfState) -> None:
    """Carry on from `maint_step` until a question is pending or Maintenance is over."""
    while state.phase == "maintenance" and not state.asks and state.won is None:
        step = state.maint_step
        if step > LAST_STEP:
            finish(state)
            return
        if STEP_FUNCS[step](state):
            state.maint_step += 1


def step1_unused_dice(state: DfState) -> bool:
    """R-DF-141: one bonus die per unused hero die, if the token shows undefeated (supply permitting)."""
    enc = state.enc
    if enc is None or state.leader_defeated:
        return True
    unused = len(enc.hand)  # never the set-aside immune die (A-DF-24)
    gain = min(unused, state.supply_dice)
    if gain:
        state.supply_dice -= gain
        state.chest_dice += gain
        state.say(f"The party never needed {plural(unused, 'hero die', 'hero dice')}: the chest gains {gain}.")
    return True


def step3_bonus_dice(state: DfState) -> bool:
    """R-DF-143: thrown bonus dice go back to the supply; the board is cleared."""
    if state.enc is not None:
        clear_board(state)
    return True


def step4_token(state: DfState) -> bool:
    """R-DF-144: the leader token flips back to undefeated."""
    state.leader_defeated = False
    return True


def step5_gold(state: DfState) -> bool:
    """R-DF-145: the monster's gold goes to the chest."""
    enc = state.enc
    if enc is not None and enc.gold:
        state.chest_gold += enc.gold
        state.say(f"The chest gains {plural(enc.gold, 'gold', 'gold')}.")
        enc.gold = 0
    return True


def step6_discard(state: DfState) -> bool:
    """R-DF-146: the card to the discard pile, unless it was charmed (R-DF-112)."""
    enc = state.enc
    if enc is None or enc.card_gone:
        return True
    if enc.charm >= 0 and not state.heroes[enc.charm].eliminated:
        state.heroes[enc.charm].seduced.append(enc.card)  # R-DF-147: the seducer's play area
        state.say(f"{card(state).name} now follows {state.hero_name(enc.charm)}.")
    else:
        state.monster_discard.append(enc.card)
    enc.card_gone = True
    return True


def step7_stolen(state: DfState) -> bool:
    """R-DF-147 / R-DF-107: stolen cards are turned up and shared out; the tokens go back."""
    enc = state.enc
    if enc is None:
        return True
    if enc.stolen:
        item = enc.stolen[0]
        state.chance.reveal()
        state.asks.append(Ask("stolen", party_seat(state), {"card": item}))
        return False
    enc.toad = enc.tracking = enc.melody = False
    enc.beer = enc.charm = -1
    return True


def step8_scars(state: DfState) -> bool:
    """R-DF-148 / R-DF-155..157: each fainted hero takes a scar and is revived, or is eliminated."""
    for seat, hero in enumerate(state.heroes):
        if not hero.fainted or hero.eliminated:
            continue
        free = [c for i, c in enumerate(COLORS) if not hero.scars[i]]
        if hero.scar_count() >= 2:
            eliminate(state, seat)
            continue
        if len(free) == 1:
            place_scar(state, seat, free[0])
            continue
        state.asks.append(Ask("scar", seat, {}))
        return False
    return True


def place_scar(state: DfState, seat: int, color: str) -> None:
    """R-DF-155 / R-DF-156: cover one unscarred ability; HP set to the new maximum (A-DF-04)."""
    hero = state.heroes[seat]
    hero.scars[COLORS.index(color)] = True
    hero.scars_received += 1
    hero.fainted = False
    hero.hp = hero.max_hp() if state.opt("revive_hp") == "max" else 1
    ability = state.hero_card(seat).ability(color)
    words = state.cs.abilities["hero", ability.kind].name
    state.say(f"{state.hero_name(seat)} comes round with a scar over {words} ({hero.hp} health).")


def eliminate(state: DfState, seat: int) -> None:
    """R-DF-157 / R-DF-158: no third scar; the angelic side; seduced monsters discarded; leadership passes."""
    hero = state.heroes[seat]
    hero.eliminated = True
    hero.fainted = False
    state.monster_discard.extend(hero.seduced)
    hero.seduced = []
    state.say(f"{state.hero_name(seat)} does not get up again and watches over the party in spirit.")
    if state.leader == seat:
        state.leader = next_standing_left(state, seat)
        if state.leader != seat:
            state.say(f"{state.hero_name(state.leader)} now leads the party.")
    if all(h.eliminated for h in state.heroes):
        from .fight import lose

        lose(state, "No hero is left standing. The party is defeated.")


def step2_first_player(state: DfState) -> bool:
    """R-DF-142 / A-DF-36: the hero left of the last thrower, decided after the scars."""
    enc = state.enc
    if enc is not None and enc.last_thrower >= 0:
        state.first_player = next_standing_left(state, enc.last_thrower)
        state.say(f"{state.hero_name(state.first_player)} will go first next time.")
    elif state.heroes[state.first_player].eliminated:
        state.first_player = next_standing_left(state, state.first_player)
    return True


def step9_transfers(state: DfState) -> bool:
    """R-DF-149 / R-DF-163: the party may hand equipment over; an eliminated hero's leftovers are discarded."""
    if getattr_transfer_done(state, 9):
        return True
    if transfers(state):
        state.asks.append(Ask("transfer", party_seat(state), {"window": 9}))
        return False
    close_window(state)
    return True


def getattr_transfer_done(state: DfState, window: int) -> bool:
    return f"window{window}" in state.passed


def close_window(state: DfState, window: int = 9) -> None:
    for seat, hero in enumerate(state.heroes):
        if hero.eliminated and hero.equipment:
            state.equipment_discard.extend(hero.equipment)
            state.say(f"{possessive(state.hero_name(seat))} equipment is left behind.")
            hero.equipment = []
    state.passed = [f"window{window}"]


def step10_room(state: DfState) -> bool:
    """R-DF-150: the shop, fountain or treasure chamber acts now."""
    from .rooms import room_effect

    return room_effect(state)


def step11_transfers(state: DfState) -> bool:
    """A-DF-34: equipment may be passed around again after the room."""
    if getattr_transfer_done(state, 11) or not state.room_gave:
        return True
    if transfers(state):
        state.asks.append(Ask("transfer", party_seat(state), {"window": 11}))
        return False
    close_window(state, 11)
    return True


def step12_pending(state: DfState) -> bool:
    """Nothing is left waiting for a carrier: a card nobody took is discarded (A-DF-34)."""
    state.equipment_discard.extend(state.pending_cards)
    state.pending_cards = []
    return True


def finish(state: DfState) -> None:
    """The round ends; the next one starts with Movement (R-DF-030)."""
    state.enc = None
    state.passed = []
    state.room_gave = False
    from .movement import start_round

    start_round(state)


STEP_FUNCS = {
    1: step1_unused_dice,
    2: step3_bonus_dice,
    3: step4_token,
    4: step5_gold,
    5: step6_discard,
    6: step7_stolen,
    7: step8_scars,
    8: step2_first_player,
    9: step9_transfers,
    10: step10_room,
    11: step11_transfers,
    12: step12_pending,
}


# -- R-DF-160..163: handing cards over -----------------------------------------------
def transfers(state: DfState) -> list[tuple[str, int]]:
    """(card, to seat) pairs the party may make now: each card once per window, into a free slot."""
    out = []
    for seat, hero in enumerate(state.heroes):
        for item in hero.equipment:
            if item in state.passed:
                continue
            for to in range(state.players):
                if to != seat and has_free_slot(state, to, eq_type(state, item)):
                    out.append((item, to))
    return out


def hand_over(state: DfState, item: str, to: int) -> None:
    for seat, hero in enumerate(state.heroes):
        if item in hero.equipment:
            hero.equipment.remove(item)
            state.heroes[to].equipment.append(item)
            state.passed.append(item)
            state.say(f"{state.hero_name(seat)} hands {state.cs.equipment[item].name} to {state.hero_name(to)}.")
            return


def give_card(state: DfState, item: str, to: int | None) -> None:
    """A new card goes to a hero who can carry its type; a full hero must make room first (R-DF-162)."""
    if to is None:
        state.equipment_discard.append(item)
        state.say(f"{state.cs.equipment[item].name} is discarded.")
        return
    state.heroes[to].equipment.append(item)
    state.say(f"{state.hero_name(to)} takes {state.cs.equipment[item].name}.")
    if over_limit(state, to):
        state.asks.insert(0, Ask("overflow", party_seat(state), {"seat": to}))


def overflow_options(state: DfState, seat: int) -> list[tuple[str, int | None]]:
    """R-DF-162: give a card of the crowded type to a hero with a free slot, or discard it."""
    kind = over_limit(state, seat)
    out: list[tuple[str, int | None]] = []
    for item in carried(state, seat, kind):
        for to in range(state.players):
            if to != seat and has_free_slot(state, to, kind):
                out.append((item, to))
        out.append((item, None))
    return out


def resolve_overflow(state: DfState, seat: int, item: str, to: int | None) -> None:
    state.heroes[seat].equipment.remove(item)
    if to is None:
        state.equipment_discard.append(item)
        state.say(f"{state.hero_name(seat)} discards {state.cs.equipment[item].name} to make room.")
    else:
        state.heroes[to].equipment.append(item)
        state.say(f"{state.hero_name(seat)} hands {state.cs.equipment[item].name} to {state.hero_name(to)}.")


def takers(state: DfState, item: str) -> list[int]:
    return [s for s in range(state.players) if can_take(state, s, item)]
