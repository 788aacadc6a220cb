"""The pending decision, and playing its answer: the one door every move goes through.

Who decides (engine/core/coop.py): a hero's own dice, weapons, abilities, scars
and cards are that hero's player's; where to go, backing down, the shop and
sharing cards are the party's (party.party_seat).  The throw is an option whose
params are the gesture's eight integers (physics.GESTURE_PARAMS).
"""

from __future__ import annotations

from ...core.decision import Decision, Option
from . import fight, maintenance, movement, rooms, throw
from .content import COLORS
from .party import active_seats, has_equipment_ability, heal, party_seat
from .physics.gesture import GESTURE_PARAMS
from .state import DfState


def decide(state: DfState) -> Decision | None:
    if state.won is not None:
        return None
    if state.asks:
        return ask_decision(state)
    if state.phase == "move":
        seat = party_seat(state)
        dests = movement.destinations(state)
        opts = [Option(f"move:{d}", movement.destination_label(state, d), target=d) for d in dests]
        opts += item_options(state, seat)
        return Decision(seat, "Which way does the party go?", tuple(opts))
    enc = state.enc
    if enc.stage == "confront":
        name = fight.card(state).name
        seat = party_seat(state)
        opts = [Option("fight", f"Fight {name}"), Option("back_down", "Back down and face another monster")]
        return Decision(
            seat,
            f"{name} blocks the way. Fight, or back down (every standing hero loses 1 health)?",
            tuple(opts + item_options(state, seat)),
        )
    if enc.stage == "choose":
        return choose_decision(state)
    return swing_decision(state)


def ability_name(state: DfState, seat: int, color: str) -> str:
    if color not in COLORS or state.heroes[seat].scars[COLORS.index(color)]:
        return ""
    kind = state.hero_card(seat).ability(color).kind
    return state.cs.abilities["hero", kind].name


# The note that names what the coming throw must be: a requirement to meet, not a thing refused (the
# decision bar shows it without the "not possible" mark: web/views/dungeon_fighter requirement_notes).
MUST_BE = "This throw must be: "


def swing_decision(state: DfState) -> Decision:
    """R-DF-051..053: pick a die, declare weapons, throw."""
    enc = state.enc
    seat = enc.swinger
    opts = []
    for die in fight.swing_dice(state):
        if die == "white":
            label = "Throw the bonus die"
        else:
            power = ability_name(state, seat, die)
            label = f"Throw the {die} die" + (f" ({power})" if power else "")
        opts.append(Option(f"throw:{die}", label, target=f"die:{die}", group="Throw", params=GESTURE_PARAMS))
    for w in weapons_of(state, seat):
        eq = state.cs.equipment[w]
        req = state.cs.requirements[eq.throw_requirement].name.lower() if eq.throw_requirement else "no special throw"
        if w in enc.weapons:
            opts.append(Option(f"weapon:{w}", f"Put away {eq.name}", group="Weapons"))
        else:
            opts.append(Option(f"weapon:{w}", f"Use {eq.name} ({req}, +{eq.bonus or 0})", group="Weapons"))
    opts += item_options(state, seat)
    reqs = fight.throw_requirements(state, tuple(enc.weapons))
    notes = ()
    if reqs:
        names = ", ".join(state.cs.requirements[r].name.lower() for r in reqs)
        notes = (f"{MUST_BE}{names}.",)
    prompt = f"{state.hero_name(seat)}, throw at {fight.card(state).name} ({max(enc.hp, 0)} health left)."
    return Decision(seat, prompt, tuple(opts), notes)


def weapons_of(state: DfState, seat: int) -> list[str]:
    return [c for c in state.heroes[seat].equipment if state.cs.equipment[c].type == "weapon"]


def item_options(state: DfState, seat: int) -> list[Option]:
    """R-DF-130: one-use healing cards at the owner's decision points (a fainted hero does nothing)."""
    out: list[Option] = []
    if not state.heroes[seat].active:
        return out
    for kind in ("heal_hero", "heal_party"):
        for item, _a in has_equipment_ability(state, seat, kind):
            if state.cs.equipment[item].one_use:
                out.append(Option(f"item:{item}", f"Use {state.cs.equipment[item].name}", group="Items"))
    return out


def choose_decision(state: DfState) -> Decision:
    """R-DF-062..065, R-DF-182: a bonus die (A) or the party is defeated (B)."""
    enc = state.enc
    seat = enc.swinger
    opts = []
    if state.chest_dice > 0:
        opts.append(Option("bonus", f"Take a bonus die from the chest ({state.chest_dice} left)"))
    if enc.kind == "monster":
        opts.append(Option("give_in", f"Fall back: every standing hero loses {fight.level(state)} health"))
    opts += item_options(state, seat)
    return Decision(seat, f"{state.hero_name(seat)}, the hero dice are spent. What now?", tuple(opts))


def ask_decision(state: DfState) -> Decision:
    a = state.asks[0]
    name = state.hero_name(a.seat)
    eq = state.cs.equipment
    k = a.kind
    if k == "rethrow":
        res = state.enc.res
        opts = []
        for key in throw.rethrow_options(state, res):
            if key == "again":
                opts.append(Option("again", "Swing again: ignore this throw"))
            else:
                item = key.split(":", 1)[1]
                opts.append(Option(key, f"Use {eq[item].name}: ignore this throw"))
        opts.append(Option("keep", "Keep this throw"))
        opts += item_options(state, a.seat)
        return Decision(a.seat, f"{name}, keep this throw or throw again?", tuple(opts))
    if k == "agree":
        return Decision(
            a.seat,
            f"{name}, back down from {fight.card(state).name}? Every standing hero loses 1 health.",
            (Option("agree", "Agree to back down"), Option("refuse", "Refuse: fight on")),
        )
    if k == "beer":
        opts = [Option(f"beer:{s}", f"Give the beer to {state.hero_name(s)}") for s in active_seats(state)]
        return Decision(a.seat, f"{name}, who gets the beer?", tuple(opts))
    if k == "melody":
        return Decision(
            a.seat,
            f"{name}, pay 1 gold from the chest to silence the foe's powers?",
            (Option("sing", "Pay 1 gold and sing"), Option("silent", "Keep the gold")),
        )
    if k == "berserk":
        return Decision(
            a.seat,
            f"{name}, lose 1 health to double this hit?",
            (Option("rage", "Go berserk: lose 1 health, double damage"), Option("calm", "Hit normally")),
        )
    if k == "seduced":
        hero = state.heroes[a.seat]
        opts = [
            Option(f"use:{m}", f"Send in {state.cs.monsters[m].name} (+{state.cs.monsters[m].damage})")
            for m in hero.seduced
        ]
        opts.append(Option("strike", "Deal the damage"))
        return Decision(a.seat, f"{name}, call on a charmed monster for this hit?", tuple(opts))
    if k == "divine":
        left = state.enc.res.heal_left
        opts = [Option(f"heal:{s}", f"Heal {state.hero_name(s)}") for s in throw.heal_targets(state)]
        opts.append(Option("done", "Stop healing"))
        return Decision(a.seat, f"{name}, share out {left} healing, 1 at a time.", tuple(opts))
    if k == "destroy":
        opts = [Option(f"lose:{c}", f"Lose {eq[c].name}") for c in state.heroes[a.seat].equipment]
        return Decision(a.seat, f"{name}, the foe wrecks one of your cards. Which?", tuple(opts))
    if k == "twice":
        return Decision(
            a.seat,
            f"{name}, swing twice with the same die?",
            (Option("again", "Throw it again"), Option("pass", "Pass the dice on")),
        )
    if k == "stolen":
        item = a.data["card"]
        opts = [Option(f"give:{s}", f"Give it to {state.hero_name(s)}") for s in maintenance.takers(state, item)]
        opts.append(Option("discard", "Discard it"))
        return Decision(a.seat, f"The pocketed card is {eq[item].name}. Who keeps it?", tuple(opts))
    if k == "treasure":
        item = state.pending_cards[0]
        opts = [Option(f"give:{s}", f"Give it to {state.hero_name(s)}") for s in maintenance.takers(state, item)]
        opts.append(Option("discard", "Discard it"))
        return Decision(a.seat, f"The treasure is {eq[item].name}. Who takes it?", tuple(opts))
    if k == "scar":
        hero = state.heroes[a.seat]
        opts = [
            Option(f"scar:{c}", f"Scar {ability_name(state, a.seat, c)} ({c})")
            for i, c in enumerate(COLORS)
            if not hero.scars[i]
        ]
        return Decision(a.seat, f"{name} fainted. Which ability does the scar cover?", tuple(opts))
    if k in ("transfer", "overflow"):
        return transfer_decision(state, a)
    if k == "shop":
        opts = [Option(key, label, group="Shop") for key, label in rooms.shop_options(state)]
        opts.append(Option("done", "Leave the shop"))
        opts += item_options(state, a.seat)
        return Decision(a.seat, f"The shop: the chest holds {state.chest_gold} gold.", tuple(opts))
    if k == "potion":
        item = a.data["card"]
        opts = [Option(f"heal:{s}", f"Heal {state.hero_name(s)}") for s in active_seats(state)]
        return Decision(a.seat, f"Who drinks {eq[item].name}?", tuple(opts))
    raise AssertionError(f"unknown question {k}")


def transfer_decision(state: DfState, a) -> Decision:
    eq = state.cs.equipment
    if a.kind == "overflow":
        seat = a.data["seat"]
        opts = []
        for item, to in maintenance.overflow_options(state, seat):
            if to is None:
                opts.append(Option(f"discard:{item}", f"Discard {eq[item].name}"))
            else:
                opts.append(Option(f"pass:{item}:{to}", f"Hand {eq[item].name} to {state.hero_name(to)}"))
        return Decision(a.seat, f"{state.hero_name(seat)} carries too much. Make room:", tuple(opts))
    opts = [
        Option(f"pass:{item}:{to}", f"Hand {eq[item].name} to {state.hero_name(to)}")
        for item, to in maintenance.transfers(state)
    ]
    opts.append(Option("done", "Done handing over equipment"))
    opts += item_options(state, a.seat)
    return Decision(a.seat, "Hand equipment over?", tuple(opts))


# -- playing an answer ----------------------------------------------------------------
def play(state: DfState, key: str, params: tuple[int, ...], player: int = -1) -> None:
    if key.startswith("item:"):  # R-DF-130: at any decision point, the deciding hero's own card
        use_item(state, player, key.split(":", 1)[1])
    elif state.asks:
        answer(state, key)
    elif state.phase == "move":
        movement.move(state, key.split(":", 1)[1])
    elif key == "fight":
        fight.fight(state)
    elif key == "back_down":
        propose_back_down(state, player)
    elif key == "bonus":
        fight.take_bonus_die(state)
    elif key == "give_in":
        fight.party_defeated(state)
    elif key.startswith("weapon:"):
        fight.toggle_weapon(state, key.split(":", 1)[1])
    elif key.startswith("throw:"):
        fight.throw_die(state, key.split(":", 1)[1], params)
    else:
        raise AssertionError(f"unknown option {key}")
    resume(state)


def propose_back_down(state: DfState, proposer: int) -> None:
    """A-DF-38: every other person at the table must agree; computer partners always do."""
    people = [s for s, bot in enumerate(state.bots) if bot is None and s != proposer and not state.heroes[s].eliminated]
    if not people:
        fight.back_down(state)
        return
    from .state import Ask

    state.say(f"{state.hero_name(proposer)} proposes to back down.")
    state.asks.extend(Ask("agree", s, {}) for s in people)


def use_item(state: DfState, seat: int, item: str) -> None:
    """R-DF-130, R-DF-132, R-DF-133: a one-use healing card, then discarded."""
    ability = state.cs.equipment[item].ability
    state.heroes[seat].equipment.remove(item)
    state.equipment_discard.append(item)
    if ability.kind == "heal_party":
        for s in active_seats(state):
            heal(state, s, ability.x or 0)
        state.say(f"{state.hero_name(seat)} uses {state.cs.equipment[item].name}: the party heals {ability.x}.")
    else:
        from .state import Ask

        state.asks.insert(0, Ask("potion", seat, {"card": item, "x": ability.x or 0}))


def answer(state: DfState, key: str) -> None:
    a = state.asks[0]
    k = a.kind
    res = state.enc.res if state.enc is not None else None
    head, _, rest = key.partition(":")
    keep = k in ("shop", "transfer", "divine", "seduced")  # questions that repeat until closed
    if k == "agree":
        state.asks.pop(0)
        if key == "refuse":
            state.asks = [x for x in state.asks if x.kind != "agree"]
            state.say(f"{name_of(state, a.seat)} will not back down: the party fights.")
            fight.fight(state)
        elif not any(x.kind == "agree" for x in state.asks):
            fight.back_down(state)
        return
    if k == "rethrow":
        res.rethrow_answered = True
        if key != "keep":
            state.asks.pop(0)
            throw.rethrow(state, key)
            return
    elif k == "beer":
        throw.give_beer(state, int(rest))
    elif k == "melody":
        throw.play_melody(state, key == "sing")
    elif k == "berserk":
        res.berserk = key == "rage"
    elif k == "seduced":
        if head == "use":
            state.heroes[a.seat].seduced.remove(rest)
            state.monster_discard.append(rest)
            res.seduced_used.append(rest)
            if not state.heroes[a.seat].seduced:
                keep = False
                res.seduction_done = True
        else:
            keep = False
            res.seduction_done = True
    elif k == "divine":
        if head == "heal":
            heal(state, int(rest), 1)
            res.heal_left -= 1
            state.say(f"{state.hero_name(int(rest))} is healed by 1.")
            keep = res.heal_left > 0 and bool(throw.heal_targets(state))
        else:
            n = res.heal_left
            state.say(f"{plural_points(n)} of healing {'is' if n == 1 else 'are'} lost.")
            keep = False
        if not keep:
            res.heal_left = 0
    elif k == "destroy":
        throw.destroy(state, rest)
    elif k == "twice":
        throw.swing_twice(state, key == "again")
        if key == "again":
            state.asks.pop(0)
            return
    elif k in ("stolen", "treasure"):
        item = a.data["card"] if k == "stolen" else state.pending_cards.pop(0)
        if k == "stolen":
            state.enc.stolen.remove(item)
        state.asks.pop(0)
        maintenance.give_card(state, item, int(rest) if head == "give" else None)
        if k == "treasure" and state.pending_cards:
            state.asks.append(type(a)("treasure", a.seat, {}))
        return
    elif k == "scar":
        maintenance.place_scar(state, a.seat, rest)
    elif k == "overflow":
        if head == "discard":
            maintenance.resolve_overflow(state, a.data["seat"], rest, None)
        else:
            item, to = rest.split(":")
            maintenance.resolve_overflow(state, a.data["seat"], item, int(to))
    elif k == "transfer":
        if key == "done":
            keep = False
            maintenance.close_window(state, a.data["window"])
        else:
            item, to = rest.split(":")
            maintenance.hand_over(state, item, int(to))
    elif k == "shop":
        if key == "done":
            keep = False
            rooms.close_shop(state)
        else:
            rooms.buy(state, key)
    elif k == "potion":
        got = heal(state, int(rest), a.data["x"])
        name = state.hero_name(int(rest))
        state.say(f"{name} drinks and heals {got}." if got else f"{name} drinks, already at full health.")
    if not keep and state.asks and state.asks[0] is a:
        state.asks.pop(0)
    elif not keep and a in state.asks:
        state.asks.remove(a)


def name_of(state: DfState, seat: int) -> str:
    return state.hero_name(seat)


def plural_points(n: int) -> str:
    return "1 point" if n == 1 else f"{n} points"


def resume(state: DfState) -> None:
    """Carry the rules on after an answer: the throw being resolved, then Maintenance."""
    if state.won is not None or state.asks:
        return
    if state.enc is not None and state.enc.res is not None:
        throw.advance(state)
    if state.won is None and not state.asks and state.phase == "maintenance":
        maintenance.run(state)
