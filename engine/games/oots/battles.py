"""New battles: Battle Size and playing Monsters (digest 3.7; R-OOTS-073..091; decision point D5).

Monsters are played one at a time from the Battle Hands, starting left of the player
who triggered the battle and going clockwise, the trigger included, until the stack
holds Battle Size Monsters.  A called player without a Monster swaps their whole hand
for 7 new cards and is skipped (2 players: plays from the new hand).  Leader, Horde,
Unique and Henchman act as each card lands.  NPCs hold no cards (R-OOTS-091).
"""

from __future__ import annotations

from .movement import name
from .setup import draw_battle
from .state import HAND_SIZE, Fill, OotsState, Pos
from .support import supporters


def battle_size(state: OotsState, pos: Pos) -> int:
    """R-OOTS-074 / R-OOTS-075 / R-OOTS-335: the floor number, changed by the Room Effect Text."""
    room = state.room(pos)
    size = pos[0]
    for hook in state.cs.rooms[room.card].hooks:
        if hook.hook == "battle_size":
            size += hook.amount
    if state.effects:  # part 2: Screw This! cards played as a room was entered (W2)
        from .screw import size_bonus

        bonus = size_bonus(state, pos)
        if bonus:
            return max(1, size + bonus) if bonus < 0 and size >= 1 else max(0, size + bonus)
    return max(0, size)


def start_fill(state: OotsState, pos: Pos, trigger: int) -> None:
    """R-OOTS-054 / R-OOTS-077: a new battle in `pos`, filled from the trigger's left."""
    from .lair import draw_xykon_card, event_amount, is_xykon_monster

    state.turn.battled = True
    state.fill = Fill(room=pos, trigger=trigger, size=battle_size(state, pos), caller=state.next_seat(trigger))
    card = draw_xykon_card(state, pos)  # R-OOTS-333
    if card and is_xykon_monster(state, card):
        land(state, card)  # the top of the stack, as if played
    elif card:
        state.fill.size += event_amount(state, pos, "battle_size")[0]  # R-OOTS-339
    state.say(f"A new battle begins around {name(state, trigger)}: Battle Size {state.fill.size}.")
    advance(state)


def monsters_in_hand(state: OotsState, seat: int) -> list[str]:
    """R-OOTS-378: Screw This! cards never count as Monsters."""
    return [c for c in state.players[seat].hand if state.cs.is_monster(c)]


def advance(state: OotsState) -> None:
    """Call players until someone holding a Monster must choose one (D5), or the stack is complete."""
    fill = state.fill
    while True:
        stack = state.room(fill.room).monsters
        if len(stack) >= fill.size:
            complete(state)
            return
        seat = fill.caller
        if fill.owed == 0:
            first = state.seats == 2 and seat != fill.trigger and seat not in fill.first_call_done
            if first:  # R-OOTS-089 / A-OOTS-45: the other player's first call places 2
                fill.first_call_done.append(seat)
            fill.owed = min(2, fill.size - len(stack)) if first else 1
        if monsters_in_hand(state, seat):
            return  # D5: `seat` chooses which Monster to play
        swap_hand(state, seat)  # R-OOTS-080
        if state.seats == 2:  # R-OOTS-090 / A-OOTS-45: look at the new cards and play from them
            while not monsters_in_hand(state, seat) and state.battle_deck:
                swap_hand(state, seat)
            if monsters_in_hand(state, seat):
                return
        skip(state)
        if fill.skipped_in_row >= state.seats and not state.battle_deck:
            state.say(f"Nobody can play a Monster: the battle stays at {len(stack)}.")  # R-OOTS-083
            complete(state)
            return


def swap_hand(state: OotsState, seat: int) -> None:
    """R-OOTS-080 / A-OOTS-31: discard the whole hand, draw 7 (what is left if fewer)."""
    p = state.players[seat]
    state.battle_discard.extend(p.hand)
    p.hand = draw_battle(state, HAND_SIZE)
    state.say(f"{name(state, seat)} has no Monster: a new hand of {len(p.hand)}.")


def skip(state: OotsState) -> None:
    fill = state.fill
    fill.owed = 0
    fill.skipped_in_row += 1
    fill.caller = state.next_seat(fill.caller)


def play_monster(state: OotsState, seat: int, card: str) -> None:
    """D5: `seat` plays `card` into the battle; Leader, Horde, Unique and Henchman act at once."""
    fill = state.fill
    if seat != fill.caller or card not in monsters_in_hand(state, seat):
        raise ValueError(f"{card!r} cannot be played now")
    state.players[seat].hand.remove(card)
    state.chance.reveal()  # a card of a hidden hand comes face-up: undo never goes back across it
    state.say(f"{name(state, seat)} plays {state.cs.monster(card).name}.")
    land(state, card)
    fill.skipped_in_row = 0
    fill.owed -= 1
    if fill.owed <= 0:
        fill.owed = 0
        fill.caller = state.next_seat(seat)
    advance(state)


def land(state: OotsState, card: str) -> None:
    """A Monster joins the battle being filled: Unique, Henchman, Leader, Horde and Ambush act at once."""
    fill = state.fill
    cs = state.cs
    m = cs.monster(card)
    stack = state.room(fill.room).monsters
    before = {h: supporters(state, fill.room, h) for h in stack if horde(state, h)}
    if m.unique:  # R-OOTS-088 / A-OOTS-26: the copy already in play is discarded (not defeated)
        for floor in state.floors:
            for room in floor.rooms.values():
                for other in list(room.monsters):
                    if cs.monster(other).name == m.name and other in cs.battle:  # Xykon cannot go (R-OOTS-410)
                        room.monsters.remove(other)
                        state.battle_discard.append(other)
    place(state, card)
    state.ambush_turn[card] = state.turn_no  # R-OOTS-412 / A-OOTS-46
    if m.has("leader"):  # R-OOTS-400
        fill.size += 1
    if horde(state, card):  # R-OOTS-416: +1 per supporting card at this moment
        fill.size += supporters(state, fill.room, card)
    for h, n in before.items():  # ... and +1 per further supporting card played into this battle
        if h in stack:
            fill.size += max(0, supporters(state, fill.room, h) - n)


def horde(state: OotsState, card: str) -> bool:
    m = state.cs.monster(card)
    return m.support is not None and m.support.ability == "horde"


def place(state: OotsState, card: str) -> None:
    """R-OOTS-079 / R-OOTS-396 / A-OOTS-49: beneath the others, but above every Henchman."""
    stack = state.room(state.fill.room).monsters
    if state.cs.monster(card).henchman:
        stack.append(card)
        return
    at = next((i for i, c in enumerate(stack) if state.cs.monster(c).henchman), len(stack))
    stack.insert(at, card)


def complete(state: OotsState) -> None:
    """R-OOTS-087: the top Monster attacks the triggering player, who Defends (W3 opens here in part 2)."""
    from . import fight

    fill = state.fill
    state.fill = None
    if state.room(fill.room).monsters:
        state.turn.stage = "battle"
        from .windows import open_window

        if not open_window(state, "W3", "new_battle", {"room": list(fill.room)}):  # part 2: W3
            fight.begin(state, fill.room, "defender")
    else:
        state.turn.stage = "end"
