"""The turn (digest 3.3, 3.5, 3.6, 3.18, 3.19; decision points D0-D4, D4a, D12).

D0 turn start (missed turn, waking from a rest, the flee step), D1 start-of-turn
actions, D2 rest / stay / move, D3 the move (movement.py), D4 which battles happen,
D4a an optional Ranged Attack, D12 end-of-turn actions, then the next seat clockwise.
Start/end actions built so far: equip, unequip and the stair search.
"""

from __future__ import annotations

from . import battles, fight, pvp
from .collapse import reached_entrance, removable
from .movement import arrive, distance, name, possessive
from .state import ENTRANCE, HAND_SIZE, OotsState, Pos, Turn, d12
from .values import usable_shticks
from .wounds import flee_start, flee_turn, heal, random_drop, start_pending_flees

STAIRS_ROLL = 3  # R-OOTS-070: 1, 2 or 3 finds the stairs


def begin_game(state: OotsState) -> None:
    """R-OOTS-023: the first player's turn starts once every Starting Shtick choice is made."""
    start_turn(state, state.first_player)


def start_turn(state: OotsState, seat: int) -> None:
    """D0: the automatic start of a turn (R-OOTS-027, R-OOTS-226, R-OOTS-227, R-OOTS-233, R-OOTS-248)."""
    state.turn_no += 1
    if xykon_stayed_home(state):  # R-OOTS-434 / A-OOTS-27: the collapse starts with this turn
        from .collapse import begin_collapse

        state.turn = Turn(seat)
        begin_collapse(state, (state.lair_floor, state.floors[state.lair_floor - 1].stairs_down or 0))
        if state.over:
            return
    elif out_of_patience(state):  # our ruling, see PATIENCE_ROUNDS
        from .collapse import begin_collapse, lowest_floor

        state.turn = Turn(seat)
        state.say("Xykon has waited long enough: he brings the dungeon down on everyone in it!")
        deepest = lowest_floor(state)
        begin_collapse(state, (deepest, min(state.floors[deepest].rooms, default=0)))
        if state.over:
            return
    else:
        warn_of_patience(state)
    state.turn = Turn(seat, removal_due=state.collapsing)  # R-OOTS-349: from the turn after Xykon's fall
    p = state.players[seat]
    state.say(f"— {possessive(name(state, seat))} turn —")
    if p.exited:  # A-OOTS-28e: a turn outside is only the room removal
        state.turn.stage = "remove" if removable(state) else "over"
        return
    if p.token == "missing":  # R-OOTS-248: stand up; that is the whole turn
        p.token = "up"
        if p.flee_pending:
            flee_start(state, seat)  # A-OOTS-25
        elif p.fleeing:  # R-OOTS-227: drop a card, do not move
            random_drop(state, seat)
        # R-OOTS-251 / R-OOTS-349: the collapse still takes its room at the end of a missed turn
        state.turn.stage = "remove" if state.turn.removal_due and removable(state) else "over"
        return
    if p.token == "resting":
        p.token = "up"
        if p.flee_pending:  # R-OOTS-233: no resting benefit, flee at once
            flee_start(state, seat)
        else:  # R-OOTS-243: heal 1, unflip everything (plus a room's rest bonus)
            extra = sum(h.amount for h in state.cs.rooms[state.room(p.pos).card].hooks if h.hook == "rest_bonus")
            heal(state, seat, 1 + extra)
            p.flipped = []
    elif p.fleeing:
        flee_turn(state, seat)  # R-OOTS-226
    state.turn.stage = "start"
    if not state.asks:
        from .windows import open_window

        open_window(state, "W1", "none")  # part 2: after the automatic start (digest 6.6 D0)


# Our ruling (the rulebook has none; a digital table needs one): a game where Xykon is still
# standing after this many rounds ends the way Xykon's Not Home does (R-OOTS-434): the dungeon
# collapses from the next turn on and nobody scores the Xykon points.  About three times a
# game's usual length, so a game played to win never meets it; it bounds a game that has
# stalled (computers or people wandering forever) and random play.  Players are warned
# PATIENCE_WARNING rounds ahead, and the page shows the round.
PATIENCE_ROUNDS = {"short": 40, "medium": 60, "long": 80}
PATIENCE_WARNING = 5


def round_no(state: OotsState) -> int:
    """The round in play: every player's turn once, counting from 1."""
    return (max(state.turn_no, 1) - 1) // state.seats + 1


def patience_round(state: OotsState) -> int:
    """The first round of the collapse if Xykon still stands by then."""
    return PATIENCE_ROUNDS[state.options.get("length", "medium")] + 1


def out_of_patience(state: OotsState) -> bool:
    """Whether this turn, the first of the round after the limit, starts the collapse."""
    if state.collapsing or state.xykon_victor >= 0:
        return False
    return round_no(state) >= patience_round(state)


def warn_of_patience(state: OotsState) -> None:
    if state.collapsing or state.xykon_victor >= 0 or (state.turn_no - 1) % state.seats:
        return  # warned once, at a round's first turn
    last = patience_round(state) - 1
    if last - round_no(state) == PATIENCE_WARNING - 1:
        state.say(f"Xykon grows impatient: if he still stands at the end of round {last}, the dungeon collapses.")


def xykon_stayed_home(state: OotsState) -> bool:
    """Xykon's Not Home, Man: the whole Lair is explored, each room's Xykon card drawn, no Xykon the Lich."""
    if not state.options.get("xykon_not_home") or state.collapsing or state.lair_deck:
        return False
    last = state.room(state.last_lair_room) if state.last_lair_room is not None else None
    lich_out = any(r.xykon_card == state.cs.lich for r in state.floors[state.lair_floor].rooms.values())
    return last is not None and bool(last.xykon_card) and not lich_out and state.xykon_victor < 0


def can_equip(state: OotsState, seat: int, card: str) -> bool:
    """R-OOTS-300 / R-OOTS-301 / A-OOTS-40: Loot you Drool Over, from your Stash, not while fleeing."""
    p = state.players[seat]
    return not p.fleeing and card in p.stash and state.cs.loot[card].df(p.character) > 0


def equip(state: OotsState, seat: int, card: str) -> None:
    if not can_equip(state, seat, card):
        raise ValueError(f"cannot equip {card!r}")
    p = state.players[seat]
    p.stash.remove(card)
    p.equipped.append(card)


def unequip(state: OotsState, seat: int, card: str) -> None:
    """R-OOTS-303: back into the Stash."""
    p = state.players[seat]
    p.equipped.remove(card)
    p.stash.append(card)


def can_search(state: OotsState, seat: int) -> bool:
    """R-OOTS-066..068 / A-OOTS-39: a Monster-free room of a regular floor without stairs down, once a turn."""
    p = state.players[seat]
    f, _ = p.pos
    if state.turn.searched or p.fleeing or not 1 <= f <= state.floors_regular:
        return False
    return state.floors[f].stairs_down is None and not state.room(p.pos).monsters


def search(state: OotsState, seat: int) -> None:
    """R-OOTS-070 / R-OOTS-071: a roll of 1-3 places Stairs below the room (the room below stays unexplored)."""
    p = state.players[seat]
    state.turn.searched = True
    target = STAIRS_ROLL
    for hook in state.cs.rooms[state.room(p.pos).card].hooks:
        if hook.hook == "stairs_bonus":
            target = max(target, hook.roll)
    roll = d12(state.chance)
    if roll <= target:
        state.floors[p.pos[0]].stairs_down = p.pos[1]
        state.say(f"{name(state, seat)} rolls {roll} and finds stairs down!")
    else:
        state.say(f"{name(state, seat)} rolls {roll}: no stairs here.")


def can_rest(state: OotsState, seat: int) -> bool:
    """R-OOTS-235 / R-OOTS-236 / R-OOTS-246: before moving or battling, in a room without Monsters."""
    p = state.players[seat]
    turn = state.turn
    if p.fleeing or turn.moved or turn.battled or state.collapsing:  # R-OOTS-245
        return False
    room = state.room(p.pos)
    return not room.monsters and not state.cs.rooms[room.card].has("no_rest")


def rest(state: OotsState, seat: int) -> None:
    """R-OOTS-238: the token lies on its side; the end-of-turn actions still follow (R-OOTS-237)."""
    state.players[seat].token = "resting"
    state.turn.stage = "end"
    state.say(f"{name(state, seat)} rests.")


def after_step(state: OotsState, ends: bool) -> None:
    """A room entered (after its W2 window, part 2): the move ends there, or goes on."""
    if ends:
        movement_over(state)
    else:
        state.turn.stage = "move"


def actions_over(state: OotsState) -> None:
    """D12 done (after the W8 window, part 2): R-OOTS-029, while collapsing a room removal closes the turn."""
    t = state.turn
    t.stage = "remove" if t.removal_due and removable(state) else "over"


def movement_over(state: OotsState) -> None:
    """D4: where the move (or the stay) ended decides the battles (R-OOTS-052..065)."""
    arrive(state, state.turn.seat)
    if any(a.kind == "prevent_room" for a in state.asks):
        state.turn.stage = "arrived"  # a room's Wounds wait for a prevent_wound answer first
        return
    after_arrival(state)


def after_arrival(state: OotsState) -> None:
    """The battles of D4, once the room's own effects on arrival are settled."""
    turn = state.turn
    seat = turn.seat
    p = state.players[seat]
    if p.flee_pending or p.fleeing:  # a room's Wounds or a trap sent them fleeing: no battles (R-OOTS-229)
        start_pending_flees(state)
        turn.stage = "end"
        return
    turn.stage = "end"
    if p.pos == ENTRANCE:  # R-OOTS-065
        reached_entrance(state, seat)
        if p.exited:
            turn.stage = "remove" if turn.removal_due and removable(state) else "over"
        return
    room = state.room(p.pos)
    card = state.cs.rooms[room.card]
    if card.has("no_battles"):
        return
    if room.monsters:
        turn.stage = "battle"
        fight.begin(state, p.pos, "defender" if turn.moved else "attacker")  # R-OOTS-056 / R-OOTS-058
        return
    others = [o for i, o in enumerate(state.players) if i != seat and o.pos == p.pos and not o.exited]
    if turn.moved and not others:
        if not card.has("no_monster_battles") and not state.collapsing:  # R-OOTS-054, R-OOTS-359
            turn.stage = "fill"
            battles.start_fill(state, p.pos, seat)
        return
    # R-OOTS-057: other players there, no new battle; D4a: optional Ranged Attack or PvP
    if ranged_targets(state, seat) or pvp.targets(state, seat):
        turn.stage = "optional"


def answer_prevent_room(state: OotsState, shtick: str) -> None:
    """Room Effect Text Wounds: flip `shtick` to lose fewer ("" = take them); then the arrival goes on."""
    from .powers import prevent_amount, preventers
    from .wounds import lose_wounds

    a = state.asks.pop(0)
    if shtick:
        if shtick not in preventers(state, a.seat, []):
            raise ValueError(f"{shtick!r} cannot be used now")
        state.players[a.seat].flipped.append(shtick)
        a.data["prevented"] += prevent_amount(state, a.seat, shtick)
        if a.data["prevented"] < a.data["wounds"] and preventers(state, a.seat, []):
            state.asks.insert(0, a)
            return
    lose_wounds(state, a.seat, a.data["wounds"] - a.data["prevented"])
    if state.turn.stage == "arrived" and not any(x.kind == "prevent_room" for x in state.asks):
        after_arrival(state)


def ranged_targets(state: OotsState, seat: int) -> list[Pos]:
    """R-OOTS-059 / R-OOTS-106 / R-OOTS-108: top Monsters of other rooms on your floor within a usable Range."""
    from .state import Battle

    p = state.players[seat]
    turn = state.turn
    if turn.moved or turn.battled or p.fleeing or p.token != "up":
        return []
    here = state.room(p.pos)
    if here is None or here.monsters or p.pos[0] == 0 or state.cs.rooms[here.card].has("no_ranged"):
        return []
    out = []
    for col, room in sorted(state.floors[p.pos[0]].rooms.items()):
        pos = (p.pos[0], col)
        if pos == p.pos or not room.monsters or state.cs.rooms[room.card].has("no_ranged"):
            continue
        trial = Battle(room=pos, monster=room.monsters[0], role="attacker", ranged=True)
        if usable_shticks(state, seat, trial, distance(p.pos, pos)):
            out.append(pos)
    return out


def ranged_attack(state: OotsState, pos: Pos) -> None:
    """D4a: attack the top Monster of `pos` from afar (R-OOTS-103)."""
    if pos not in ranged_targets(state, state.turn.seat):
        raise ValueError("no Ranged Attack there")
    state.turn.stage = "battle"
    fight.begin(state, pos, "attacker", ranged=True)


def end_turn(state: OotsState) -> None:
    """After D12: the Battle Deck redeal (R-OOTS-084), then the next seat clockwise (R-OOTS-023)."""
    if state.effects:  # part 2: "until the end of the turn" (R-OOTS-279, R-OOTS-154)
        state.effects = []
    if state.battle_ran_out:
        state.battle_deck = state.battle_discard
        state.battle_discard = []
        state.chance.shuffle(state.battle_deck)
        state.battle_ran_out = False
        for p in state.players:
            if not p.hand:
                p.hand = state.battle_deck[:HAND_SIZE]
                del state.battle_deck[:HAND_SIZE]
    if not state.over:
        start_turn(state, state.next_seat(state.turn.seat))
