"""The pending decision, and playing its answer: the one door every move goes through.

Questions waiting in `state.asks` come first (Starting Shticks, a flee-path tie, equipping
on arrival at the Entrance); then the new battle being filled (D5, asked of the called
player, out of turn), then the active player's turn by stage (digest 6.6).
"""

from __future__ import annotations

from ...core.decision import Decision, Option
from . import assist, battles, collapse, fight, loot, movement, powers, pvp, shticks, turn, windows
from .movement import name
from .setup import choose_starting
from .state import OotsState, Pos
from .wounds import chosen_flee_step, flee_choices


def pos_key(pos: Pos) -> str:
    return f"{pos[0]}:{pos[1]}"


def parse_pos(text: str) -> Pos:
    f, c = text.split(":")
    return int(f), int(c)


def room_label(state: OotsState, pos: Pos) -> str:
    room = state.room(pos)
    if room is None:
        return f"the unexplored space on floor {pos[0]}"
    return state.cs.rooms[room.card].name


def decide(state: OotsState) -> Decision | None:
    if state.over:
        return None
    if state.window is not None:  # part 2: a Screw This! window holds priority (windows.py)
        return windows.decision(state)
    if state.asks:
        return ask_decision(state)
    t = state.turn
    seat = t.seat
    stage = t.stage
    if stage == "fill":
        return fill_decision(state)
    if stage in ("start", "end"):
        return actions_decision(state, stage)
    if stage == "mode":
        opts = []
        if turn.can_rest(state, seat):
            opts.append(Option("rest", "Rest this turn (heal 1 Wound and unflip next turn)"))
            if state.room(state.players[seat].pos).loot and not t.pickups:
                opts.append(Option("rest_loot", "Rest and pick up 2 Loot cards here"))
        opts.append(Option("stay", "Stay in this room"))
        opts += step_options(state, seat) + mover_options(state, seat)
        return Decision(seat, f"{name(state, seat)}, rest, stay or move?", tuple(opts))
    if stage == "move":
        opts = step_options(state, seat) + mover_options(state, seat) + [Option("stop", "Stop here")]
        left = 3 + t.bonus_moves - t.steps
        return Decision(seat, f"{name(state, seat)}, move on ({left} left) or stop?", tuple(opts))
    if stage == "optional":
        opts = [
            Option(f"ranged:{pos_key(p)}", f"Ranged Attack on {top_name(state, p)}", target=f"room:{pos_key(p)}")
            for p in turn.ranged_targets(state, seat)
        ]
        opts += [Option(f"attack:{o}", f"Attack {name(state, o)}", group="Players") for o in pvp.targets(state, seat)]
        opts.append(Option("none", "No battle"))
        return Decision(seat, f"{name(state, seat)}, start a battle?", tuple(opts))
    if stage == "battle":
        return battle_decision(state)
    if stage == "remove":
        opts = [
            Option(f"remove:{pos_key(q)}", f"Remove {room_label(state, q)}", target=f"room:{pos_key(q)}")
            for q in collapse.removable(state)
        ]
        return Decision(seat, f"{name(state, seat)}, the dungeon crumbles: which room falls?", tuple(opts))
    if stage == "bonus":
        opts = [Option("take_two", "Take the top 2 Loot cards of this room"), Option("leave", "Leave them")]
        return Decision(seat, f"{name(state, seat)} cleared the room!", tuple(opts))
    if stage == "continue":
        opts = [
            Option("next:attacker", "Battle the next Monster as the Attacker"),
            Option("next:defender", "Battle the next Monster as the Defender"),
            Option("stop", "Stop battling"),
        ]
        return Decision(seat, f"{name(state, seat)} won! Battle on?", tuple(opts))
    raise AssertionError(f"no decision at stage {stage!r}")


def top_name(state: OotsState, pos: Pos) -> str:
    return state.cs.monster(state.room(pos).monsters[0]).name


def step_options(state: OotsState, seat: int) -> list[Option]:
    out = []
    for kind, dest in movement.steps(state, seat):
        label = f"Explore {room_label(state, dest)}" if kind == "explore" else f"Move to {room_label(state, dest)}"
        out.append(Option(f"{kind}:{pos_key(dest)}", label, target=f"room:{pos_key(dest)}", group="Move"))
    return out


def mover_options(state: OotsState, seat: int) -> list[Option]:
    cs = state.cs
    out = []
    for c in powers.movers(state, seat):
        label = f"Flip {cs.shticks[c].name}" if c in cs.shticks else f"Discard {cs.loot[c].name}"
        out.append(Option(f"more:{c}", f"{label}: move {powers.power_of(state, c).amount} more", group="Powers"))
    return out


def actions_decision(state: OotsState, stage: str) -> Decision:
    """D1 / D12: start- and end-of-turn actions (those built: equip, unequip, search)."""
    seat = state.turn.seat
    p = state.players[seat]
    cs = state.cs
    opts = []
    if not p.fleeing:  # turn.can_equip, once for the whole Stash
        for c in p.stash:
            if cs.loot[c].df(p.character) > 0:
                opts.append(Option(f"equip:{c}", f"Equip {cs.loot[c].name}", group="Loot"))
    if not p.fleeing:
        for c in p.equipped:
            opts.append(Option(f"unequip:{c}", f"Unequip {cs.loot[c].name}", group="Loot"))
    if turn.can_search(state, seat):
        opts.append(Option("search", "Search for stairs down (1-3 finds them)"))
    if shticks.can_trade_monsters(state, seat):
        opts.append(Option("trade_monsters", "Trade saved Monsters for shticks (3 XP each)", group="Shticks"))
    if shticks.can_trade_loot(state, seat):
        opts.append(Option("trade_loot", "Trade Loot (Drool Factor 3) for a shtick", group="Shticks"))
    if loot.can_pickup(state, seat):
        opts.append(Option("pickup", "Pick up the top Loot card here", group="Loot"))
    for c in powers.usable(state, seat):
        label = cs.shticks[c].name if c in cs.shticks else cs.loot[c].name
        verb = "Flip" if c in cs.shticks else "Discard"
        opts.append(Option(f"use:{c}", f"{verb} {label}: {power_text(state, c)}", group="Powers"))
    when = "start" if stage == "start" else "end"
    opts.append(Option("done", "Go on" if stage == "start" else "End the turn"))
    return Decision(seat, f"{name(state, seat)}, {when}-of-turn actions.", tuple(opts))


def power_text(state: OotsState, card: str) -> str:
    pw = powers.power_of(state, card)
    return {
        "heal": f"heal {pw.amount}" + (" (you or someone on your floor)" if pw.target == "self_or_other" else ""),
        "flip_foe_shtick": "flip another player's shtick",
        "draw_loot": f"draw {pw.amount} Loot",
        "draw_shtick": "a new shtick",
        "unflip": f"unflip {pw.amount}",
        "steal_loot": "steal a Loot card",
    }[pw.kind]


def fill_decision(state: OotsState) -> Decision:
    """D5: the called player picks a Monster from their hand (out of turn)."""
    fill = state.fill
    seat = fill.caller
    cs = state.cs
    opts = [
        Option(f"monster:{c}", f"Play {cs.monster(c).name}", group="Monsters")
        for c in battles.monsters_in_hand(state, seat)
    ]
    stack = len(state.room(fill.room).monsters)
    prompt = f"{name(state, seat)}, play a Monster against {name(state, fill.trigger)} ({stack} of {fill.size})."
    return Decision(seat, prompt, tuple(opts))


def battle_decision(state: OotsState) -> Decision:
    b = state.battle
    seat = state.turn.seat
    cs = state.cs
    if b.stage == "prevent":
        return prevent_decision(state)
    if not b.monster:
        return pvp_decision(state)
    monster = cs.monster(b.monster).name
    if b.stage == "shtick":
        opts = [Option(f"shtick:{s}", f"Use {cs.shticks[s].name}", group="Shticks") for s in fight.legal_shticks(state)]
        opts += [Option(f"charge:{s}", f"Flip {cs.shticks[s].name}: attack instead") for s in fight.chargers(state)]
        if not b.ranged or not opts:  # R-OOTS-108; R-OOTS-196 when Outsmart flipped the only one
            opts.append(Option("shtick:none", "Battle without a shtick"))
        side = "attack" if b.role == "attacker" else "defend against"
        return Decision(seat, f"{name(state, seat)}, choose a Battle Shtick to {side} {monster}.", tuple(opts))
    if b.stage == "preroll":
        from .values import flippable

        opts = [Option(f"flip:{s}", f"{bonus_label(state, s)} for its bonus") for s in flippable(state, seat, b)]
        opts += assist.offer_options(state, seat)  # D7: part 2's assistance offers
        mod, value, _, _, _ = fight.totals(state)
        opts.append(Option("roll", f"Roll the die (you {mod:+d} against {value})"))
        return Decision(seat, f"{name(state, seat)} against {monster}: ready?", tuple(opts))
    if b.stage == "rolled":
        opts = [Option(f"reroll:{c}", f"{bonus_label(state, c)}: roll again") for c in fight.rerollers(state)]
        opts.append(Option("accept", f"Accept the {b.outcome} ({b.player_total} against {b.monster_total})"))
        return Decision(seat, f"{name(state, seat)}, keep this roll?", tuple(opts))
    if b.stage == "save":
        beaten = cs.monster(b.saves[0]).name
        opts = [Option("save", f"Save {beaten} for its experience"), Option("discard", f"Discard {beaten}")]
        return Decision(seat, f"{beaten} is defeated.", tuple(opts))
    raise AssertionError(f"no battle decision at {b.stage!r}")


def prevent_decision(state: OotsState) -> Decision:
    """The loser of a battle may flip prevent_wound shticks before losing Wounds (asked even out of turn)."""
    b = state.battle
    cs = state.cs
    left = b.pending_wounds - b.prevented
    monsters = b.area or ([b.monster] if b.monster else [])
    opts = []
    for s in powers.preventers(state, b.loser, monsters):
        fewer = min(left, powers.prevent_amount(state, b.loser, s))
        opts.append(Option(f"prevent:{s}", f"Flip {cs.shticks[s].name}: lose {fewer} fewer"))
    opts.append(Option("wounds", f"Lose {left} Wound{'s' if left != 1 else ''}"))
    return Decision(b.loser, f"{name(state, b.loser)} lost the battle: prevent Wounds?", tuple(opts))


def pvp_decision(state: OotsState) -> Decision:
    """D6 / D7 for the Attacker, D17 for the Defender (out of turn), D10a for the winner."""
    from .values import flippable

    b = state.battle
    seat = state.turn.seat
    cs = state.cs
    foe = name(state, b.foe)
    if b.stage == "shtick":
        opts = [
            Option(f"shtick:{s}", f"Use {cs.shticks[s].name}", group="Shticks") for s in pvp.attacker_shticks(state)
        ]
        if not b.ranged:
            opts.append(Option("shtick:none", "Battle without a shtick"))
        return Decision(seat, f"{name(state, seat)}, choose a Battle Shtick to attack {foe}.", tuple(opts))
    if b.stage == "preroll":
        opts = [Option(f"flip:{s}", f"{bonus_label(state, s)} for its bonus") for s in flippable(state, seat, b)]
        opts.append(Option("ready", "Ready"))
        return Decision(seat, f"{name(state, seat)} against {foe}: ready?", tuple(opts))
    if b.stage == "defend":
        used = cs.shticks[b.shtick].name if b.shtick else "no shtick"
        opts = [
            Option(f"shtick:{s}", f"Use {cs.shticks[s].name}", group="Shticks") for s in pvp.defender_shticks(state)
        ]
        opts.append(Option("shtick:none", "Defend without a shtick"))
        opts += [Option(f"refuse:{s}", f"Flip {cs.shticks[s].name}: no battle") for s in pvp.refusers(state)]
        return Decision(b.foe, f"{foe}, {name(state, seat)} attacks you with {used}: defend with?", tuple(opts))
    if b.stage == "defend_flip":
        mine = pvp.mirror(state)
        opts = [Option(f"flip:{s}", f"{bonus_label(state, s)} for its bonus") for s in flippable(state, b.foe, mine)]
        opts.append(Option("roll", "Roll the dice"))
        return Decision(b.foe, f"{foe}, ready to defend?", tuple(opts))
    if b.stage == "assist":
        return assist.pvp_decision(state)
    if b.stage == "take":
        loser = state.players[b.foe if b.winner == seat else seat]
        promised = assist.escrowed(state)  # A-OOTS-36
        opts = [
            Option(f"take:{c}", f"Take {cs.loot[c].name}", group="Loot") for c in loser.equipped if c not in promised
        ]
        if not loser.equipped:
            opts.append(Option("take:random", "Take a random card from their Stash"))
        opts.append(Option("decline", "Take nothing"))
        return Decision(b.winner, f"{name(state, b.winner)} won: take Loot?", tuple(opts))
    raise AssertionError(f"no PvP decision at {b.stage!r}")


def bonus_label(state: OotsState, card: str) -> str:
    cs = state.cs
    return f"Flip {cs.shticks[card].name}" if card in cs.shticks else f"Discard {cs.loot[card].name}"


def ask_decision(state: OotsState) -> Decision:
    a = state.asks[0]
    cs = state.cs
    p = state.players[a.seat]
    if a.kind == "starting":
        opts = []
        for returned in p.starting_choice:
            kept = " + ".join(cs.shticks[s].name for s in p.starting_choice if s != returned)
            opts.append(Option(f"return:{returned}", f"Keep {kept}"))
        return Decision(a.seat, f"{name(state, a.seat)}, choose 3 of your 4 Starting Shticks.", tuple(opts))
    if a.kind in ("trade_monsters", "trade_loot"):
        return trade_decision(state)
    if a.kind == "assist":
        return assist.answer_decision(state)
    if a.kind == "shadow":
        return assist.shadow_decision(state)
    if a.kind == "keep_shtick":
        opts = [Option(f"keep:{s}", f"Keep {cs.shticks[s].name}") for s in shticks.look(state, a.seat)]
        return Decision(a.seat, f"{name(state, a.seat)}, which shtick goes into play?", tuple(opts))
    if a.kind == "bottom_order":
        opts = [Option(f"bottom:{s}", f"{cs.shticks[s].name} first, under the deck") for s in a.data["cards"]]
        return Decision(a.seat, "Which card goes to the bottom first?", tuple(opts))
    if a.kind == "disarm":
        trap = cs.loot[a.data["trap"]].name
        opts = [
            Option(f"disarm:{s}", f"Flip {cs.shticks[s].name} to disarm {trap}") for s in loot.disarmers(state, a.seat)
        ]
        opts.append(Option("let_go", f"Let {trap} go off"))
        return Decision(a.seat, f"{name(state, a.seat)} revealed {trap}!", tuple(opts))
    if a.kind == "unflip":
        opts = [Option(f"unflip:{s}", f"Unflip {cs.shticks[s].name}") for s in powers.unflippable(state, a.seat)]
        opts.append(Option("done", "Done"))
        return Decision(a.seat, f"{name(state, a.seat)}, unflip which ({a.data['left']} left)?", tuple(opts))
    if a.kind == "steal_from":
        opts = [Option(f"from:{v}", f"Steal from {name(state, v)}") for v in a.data["victims"]]
        return Decision(a.seat, f"{name(state, a.seat)}, whose Stash?", tuple(opts))
    if a.kind == "heal_whom":
        opts = [
            Option(f"heal:{s}", "Heal yourself" if s == a.seat else f"Heal {name(state, s)}")
            for s in powers.heal_targets(state, a.seat, powers.Power("heal", target="self_or_other"))
        ]
        return Decision(a.seat, f"{name(state, a.seat)}, whom do you heal?", tuple(opts))
    if a.kind == "heal_pay":
        healer = name(state, a.data["healer"])
        opts = [Option(f"pay:{c}", f"Give {cs.loot[c].name}", group="Loot") for c in powers.loot_of(state, a.seat)]
        opts.append(Option("done", "Pay nothing more"))
        return Decision(a.seat, f"{name(state, a.seat)}, {healer} healed you: pay with Loot?", tuple(opts))
    if a.kind == "flip_foe":
        opts = [
            Option(f"flip:{s}:{sid}", f"Flip {movement.possessive(name(state, s))} {cs.shticks[sid].name}")
            for s, sid in powers.foe_shticks(state, a.seat)
        ]
        return Decision(a.seat, f"{name(state, a.seat)}, whose shtick do you flip?", tuple(opts))
    if a.kind == "evade_discard":
        trap = cs.loot[a.data["trap"]].name
        cards = loot.evade_cards(state, a.seat)
        opts = [Option(f"evade:{c}", f"Discard {cs.loot[c].name}: Evade {trap}") for c in cards]
        opts.append(Option("roll", "Roll to Evade"))
        return Decision(a.seat, f"{name(state, a.seat)}, {trap} goes off!", tuple(opts))
    if a.kind in ("prevent_trap", "prevent_room"):
        trap = cs.loot[a.data["trap"]] if a.kind == "prevent_trap" else None
        left = (trap.wounds if trap else a.data["wounds"]) - a.data["prevented"]
        opts = []
        for s in powers.preventers(state, a.seat, []):
            fewer = min(left, powers.prevent_amount(state, a.seat, s))
            opts.append(Option(f"prevent:{s}", f"Flip {cs.shticks[s].name}: lose {fewer} fewer"))
        opts.append(Option("wounds", f"Lose {left} Wound{'s' if left != 1 else ''}"))
        why = f"fails to Evade {trap.name}" if trap else f"is hurt in {room_label(state, p.pos)}"
        return Decision(a.seat, f"{name(state, a.seat)} {why}: prevent Wounds?", tuple(opts))
    if a.kind == "grab":
        who = name(state, a.data["from"])
        opts = [Option("grab", f"Take the Loot card {who} dropped"), Option("leave", "Leave it")]
        return Decision(a.seat, f"{name(state, a.seat)}, {who} dropped a Loot card in your room.", tuple(opts))
    if a.kind == "flee_step":
        opts = [
            Option(f"flee:{pos_key(q)}", f"Flee through {room_label(state, q)}", target=f"room:{pos_key(q)}")
            for q in flee_choices(state, a.seat)
        ]
        return Decision(a.seat, f"{name(state, a.seat)}, which way out?", tuple(opts))
    if a.kind == "arrive_equip":
        opts = [
            Option(f"equip:{c}", f"Equip {cs.loot[c].name}", group="Loot")
            for c in p.stash
            if cs.loot[c].df(p.character) > 0
        ]
        opts.append(Option("done", "Done"))
        return Decision(a.seat, f"{name(state, a.seat)} is safe: equip Loot?", tuple(opts))
    raise AssertionError(f"unknown ask {a.kind!r}")


def trade_decision(state: OotsState) -> Decision:
    """A trade being assembled: add cards until it is worth 3, then pay (or give up)."""
    a = state.asks[0]
    cs = state.cs
    p = state.players[a.seat]
    chosen = a.data["chosen"]
    if a.kind == "trade_monsters":
        pool = [(c, f"{cs.monster(c).name} ({cs.monster(c).xp} XP)") for c in p.saved if c not in chosen]
    else:
        pool = [
            (c, f"{cs.loot[c].name} (Drool Factor {cs.loot[c].df(p.character)})")
            for c in shticks.drool_cards(state, a.seat)
            if c not in chosen
        ]
    opts = [Option(f"give:{c}", f"Add {label}") for c, label in pool]
    value = shticks.chosen_value(state)
    if value >= shticks.PRICE:
        opts.append(Option("confirm", f"Trade them ({value} in all)"))
    opts.append(Option("cancel", "Keep everything"))
    return Decision(a.seat, f"{name(state, a.seat)}, what do you trade ({value} so far)?", tuple(opts))


def play(state: OotsState, key: str, seat: int) -> None:
    """Apply the option `key` chosen by `seat`, then run the engine until the next question."""
    head, _, arg = key.partition(":")
    if state.window is not None:
        windows.play(state, head, arg)
    elif state.asks:
        play_ask(state, head, arg)
    else:
        play_turn(state, head, arg)
    settle(state)


def play_ask(state: OotsState, head: str, arg: str) -> None:
    a = state.asks[0]
    if a.kind == "starting":
        state.asks.pop(0)
        choose_starting(state, a.seat, arg)
        if not any(x.kind == "starting" for x in state.asks):
            turn.begin_game(state)
    elif a.kind in ("trade_monsters", "trade_loot"):
        if head == "give":
            shticks.choose(state, arg)
        elif head == "confirm":
            shticks.confirm(state)
        else:
            state.asks.pop(0)
    elif a.kind == "keep_shtick":
        shticks.keep(state, arg)
    elif a.kind == "assist":
        assist.answer(state, head, arg)
    elif a.kind == "shadow":
        assist.pick_shadow(state, arg)
    elif a.kind == "bottom_order":
        shticks.bottom_first(state, arg)
    elif a.kind == "disarm":
        loot.answer_disarm(state, arg if head == "disarm" else "")
    elif a.kind == "unflip":
        powers.unflip_one(state, "" if head == "done" else arg)
    elif a.kind == "steal_from":
        powers.steal_from(state, int(arg))
    elif a.kind == "heal_whom":
        powers.heal_one(state, int(arg))
    elif a.kind == "heal_pay":
        powers.pay_healer(state, "" if head == "done" else arg)
    elif a.kind == "flip_foe":
        target, _, shtick = arg.partition(":")
        powers.flip_foe(state, int(target), shtick)
    elif a.kind == "evade_discard":
        loot.answer_evade(state, arg if head == "evade" else "")
    elif a.kind == "prevent_trap":
        loot.answer_prevent_trap(state, arg if head == "prevent" else "")
    elif a.kind == "prevent_room":
        turn.answer_prevent_room(state, arg if head == "prevent" else "")
    elif a.kind == "grab":
        powers.grab(state, head == "grab")
    elif a.kind == "flee_step":
        state.asks.pop(0)
        chosen_flee_step(state, a.seat, parse_pos(arg), a.data["left"])
    elif a.kind == "arrive_equip":
        if head == "done":
            state.asks.pop(0)
        else:
            p = state.players[a.seat]
            p.stash.remove(arg)
            p.equipped.append(arg)


def play_turn(state: OotsState, head: str, arg: str) -> None:
    t = state.turn
    seat = t.seat
    stage = t.stage
    if stage == "fill":
        battles.play_monster(state, state.fill.caller, arg)
    elif stage in ("start", "end"):
        if head == "equip":
            turn.equip(state, seat, arg)
        elif head == "unequip":
            turn.unequip(state, seat, arg)
        elif head == "search":
            turn.search(state, seat)
        elif head == "pickup":
            loot.normal_pickup(state, seat)
        elif head in ("trade_monsters", "trade_loot"):
            shticks.open_trade(state, seat, head)
        elif head == "use":
            powers.use(state, seat, arg)
        elif stage == "start":
            t.stage = "end" if state.players[seat].fleeing else "mode"
        elif not windows.open_window(state, "W8", "end"):  # part 2: W8 before the turn ends
            turn.actions_over(state)
    elif stage in ("mode", "move"):
        if head == "more":
            powers.extra_move(state, seat, arg)
        elif head in ("rest", "rest_loot"):
            if head == "rest_loot":
                loot.rest_pickup(state, seat)
            p = state.players[seat]
            if any(x.kind in loot.PAUSES for x in state.asks) or state.window is not None:
                pass  # the rest is declared once the trap is dealt with (loot.answer_disarm)
            elif p.fleeing or p.token != "up":  # a trap in the pile sent them fleeing or took their next turn
                t.stage = "end"
            else:
                turn.rest(state, seat)
        elif head == "stay" or head == "stop" and not windows.open_window(state, "W2", "step", {"ends": True}):
            turn.movement_over(state)
        elif head != "stop":
            ends = movement.take_step(state, seat, head, parse_pos(arg))
            if not (ends and windows.open_window(state, "W2", "step", {"ends": ends})):  # part 2: W2 as a move ends
                turn.after_step(state, ends)
    elif stage == "optional":
        if head == "ranged":
            turn.ranged_attack(state, parse_pos(arg))
        elif head == "attack":
            pvp.attack(state, int(arg))
        else:
            t.stage = "end"
    elif stage == "battle":
        play_battle(state, head, arg)
    elif stage == "remove":
        collapse.remove_room(state, parse_pos(arg))
        t.stage = "over"
    elif stage == "bonus":
        if head == "take_two":
            loot.take_bonus(state, seat)
        fight.after_battles(state)
    elif stage == "continue":
        if head == "next":
            fight.next_monster(state, arg)
        else:
            t.stage = "end"


def play_battle(state: OotsState, head: str, arg: str) -> None:
    b = state.battle
    if b.stage == "prevent":
        fight.answer_prevent(state, arg if head == "prevent" else "")
    elif not b.monster:
        play_pvp(state, head, arg)
    elif head == "shtick":
        fight.select(state, "" if arg == "none" else arg)
    elif head == "charge":
        fight.charge(state, arg)
    elif head == "reroll":
        fight.reroll(state, arg)
    elif head == "accept":
        fight.accept_roll(state)
    elif head == "flip":
        fight.flip_for_bonus(state, arg)
    elif head == "offer":
        assist.make_offer(state, state.turn.seat, *arg.split(":"))
    elif head == "roll":
        fight.roll(state)
    elif head in ("save", "discard"):
        fight.save_or_discard(state, head == "save")


def play_pvp(state: OotsState, head: str, arg: str) -> None:
    b = state.battle
    shtick = "" if arg == "none" else arg
    if b.stage == "shtick":
        pvp.select_attacker(state, shtick)
    elif b.stage == "preroll":
        if head == "flip":
            fight.flip_for_bonus(state, arg)
        else:
            pvp.attacker_ready(state)
    elif b.stage == "defend":
        if head == "refuse":
            pvp.refuse(state, arg)
        else:
            pvp.select_defender(state, shtick)
    elif b.stage == "defend_flip":
        if head == "flip":
            pvp.flip_defender(state, arg)
        else:
            assist.open_pvp(state)  # part 2: the asking round first (revision 1: the roll)
    elif b.stage == "assist":
        if head == "offer":
            assist.offer_pvp(state, *arg.split(":"))
        else:
            assist.enough(state)
    elif b.stage == "take":
        pvp.take(state, "" if head == "decline" else arg)


def settle(state: OotsState) -> None:
    """Automatic steps between questions: a turn that is over passes to the next seat."""
    while not state.over and not state.asks and state.window is None and state.turn and state.turn.stage == "over":
        turn.end_turn(state)
