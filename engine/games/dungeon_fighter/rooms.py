"""Special rooms at Maintenance step 10: shop, healing fountain, treasure chamber (R-DF-170..175).

A dangerous room acts during the encounter instead (R-DF-176, fight.forced_requirements).
"""

from __future__ import annotations

from .party import draw_equipment, party_seat, plural, supply_gold_take
from .state import Ask, DfState

HEAL_PRICE = 1  # R-DF-171
DIE_PRICE = 2  # R-DF-172


def current_room(state: DfState):
    from .movement import BOSS, layout

    if state.room == BOSS:
        return None
    return layout(state).room(state.room)


def room_effect(state: DfState) -> bool:
    """Resolve the room once; True when it is done."""
    room = current_room(state)
    if room is None or state.room_done:
        return True
    if room.kind == "shop":
        return open_shop(state)
    state.room_done = True
    if room.kind == "fountain":
        fountain(state)
    elif room.kind == "treasure" and room.reward is not None:
        return treasure(state, room.reward)
    return True


def fountain(state: DfState) -> None:
    """R-DF-174: every hero healed to their current maximum."""
    for hero in state.heroes:
        if not hero.eliminated:
            hero.hp = max(hero.hp, hero.max_hp())
    state.say("The healing fountain restores every hero to full health.")


def treasure(state: DfState, reward) -> bool:
    """R-DF-175: the printed reward; an equipment card goes to a hero of the leader's choice."""
    if reward.kind == "gold":
        got = supply_gold_take(state, reward.n)
        state.chest_gold += got
        state.say(f"The treasure chamber holds {plural(got, 'gold', 'gold')}.")
    elif reward.kind == "bonus_dice":
        got = min(reward.n, state.supply_dice)
        state.supply_dice -= got
        state.chest_dice += got
        state.say(f"The treasure chamber holds {plural(got, 'bonus die', 'bonus dice')}.")
    else:
        for _ in range(reward.n):
            item = draw_equipment(state)
            if item is not None:
                state.pending_cards.append(item)
        if state.pending_cards:
            state.room_gave = True
            names = ", ".join(state.cs.equipment[c].name for c in state.pending_cards)
            state.say(f"The treasure chamber holds {names}.")
            state.asks.append(Ask("treasure", party_seat(state), {}))
            return False
    return True


def open_shop(state: DfState) -> bool:
    """R-DF-170: the leader turns up 3 + one card per hero still in the game."""
    state.room_done = True
    standing = sum(1 for h in state.heroes if not h.eliminated)
    for _ in range(3 + standing):
        item = draw_equipment(state)
        if item is None:
            break
        state.shop.append(item)
    names = ", ".join(state.cs.equipment[c].name for c in state.shop) or "nothing"
    state.say(f"The shop offers {names}.")
    state.asks.append(Ask("shop", party_seat(state), {}))
    return False


def shop_options(state: DfState) -> list[tuple[str, str]]:
    """(key, label) of every purchase the chest can pay for now (R-DF-170..173)."""
    from .party import can_take

    out = []
    for item in state.shop:
        eq = state.cs.equipment[item]
        if eq.cost > state.chest_gold:
            continue
        for seat in range(state.players):
            if can_take(state, seat, item):
                out.append((f"buy:{item}:{seat}", f"Buy {eq.name} for {state.hero_name(seat)} ({eq.cost} gold)"))
    if state.chest_gold >= DIE_PRICE and state.supply_dice > 0:
        out.append(("die", f"Buy a bonus die ({DIE_PRICE} gold)"))
    if state.chest_gold >= HEAL_PRICE:
        for seat, hero in enumerate(state.heroes):
            if not hero.eliminated and hero.hp < hero.max_hp():
                out.append((f"heal:{seat}", f"Heal {state.hero_name(seat)} by 1 ({HEAL_PRICE} gold)"))
    return out


def buy(state: DfState, key: str) -> None:
    """One purchase (R-DF-173: any order, any number of times)."""
    from .maintenance import give_card

    if key == "die":
        state.chest_gold -= DIE_PRICE
        state.supply_dice -= 1
        state.chest_dice += 1
        state.say("The party buys a bonus die.")
    elif key.startswith("heal:"):
        seat = int(key.split(":")[1])
        state.chest_gold -= HEAL_PRICE
        state.heroes[seat].hp += 1
        state.say(f"{state.hero_name(seat)} buys 1 health.")
    else:
        _, item, seat = key.split(":")
        state.chest_gold -= state.cs.equipment[item].cost
        state.shop.remove(item)
        state.room_gave = True
        give_card(state, item, int(seat))


def close_shop(state: DfState) -> None:
    """A-DF-33: unsold cards go under the deck in the order they were turned up."""
    if state.shop:
        state.equipment_deck.extend(state.shop)
        n = len(state.shop)
        state.say(f"{plural(n, 'unsold card')} {'goes' if n == 1 else 'go'} back under the deck.")
        state.shop = []
