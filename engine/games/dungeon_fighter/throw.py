"""One throw, from the gesture to the passing of the dice: R-DF-117's ten steps, in order.

`resolve_throw` is the only door to the physics (imported lazily); tests inject
outcomes instead (`DfState.inject_outcomes`).  The rule-level checks that need
no trace (the bounce count, Two-bounce's count, Small Target: digest 5.6 steps 1,
5, 6) are applied to every outcome, injected or simulated.

Steps that need a player's answer post an `Ask` and stop; the answer is stored
on the `Resolution` and `advance` carries on from the same step.
"""

from __future__ import annotations

from engine.core.game import REVISION_KEY

from .content import COLORS, CONTACT_ONLY
from .fight import (
    DIE_IDS,
    card,
    has_monster_ability,
    lose,
    monster_ability,
    monster_defeated,
    pass_dice,
    throw_requirements,
)
from .outcome import ThrowOutcome
from .party import (
    active_seats,
    all_fainted,
    has_equipment_ability,
    heal,
    hero_ability,
    lose_hp,
    plural,
    possessive,
    supply_gold_take,
)
from .state import Ask, DfState, Resolution

# The physics version each rules revision throws with: a change to the physics bumps both, and
# a link keeps replaying under the revision it was made with (its throws land where they did).
PHYSICS_OF_REVISION = {1: 1, 2: 1, 3: 2}  # 2 retuned the decks only; 3 also lowers the hurdle card (physics 2)

SECTION_WORDS = {1: "1", 2: "2", 3: "3", 4: "4", 5: "5", 10: "the bullseye"}
MISS_WORDS = {
    "no_bounce": "it reached the board without bouncing on the table first",
    "hole": "it fell through a hole",
    "bone": "it stopped on a bone",
    "outside": "it stopped off the board",
    "small_target": "the foe is too small to be hurt by a 1",
}


# -- R-DF-053 / R-DF-089: the throw itself ------------------------------------------
def resolve_throw(state: DfState, gesture: tuple[int, ...], die: str, requirements: tuple[str, ...]) -> ThrowOutcome:
    """The judged outcome of one physical throw: an injected one (tests) or the physics' (digest 5)."""
    k = state.throw_k
    state.throw_k += 1
    state.chance.reveal()  # where a die stops is news: undo must not cross it
    if state.injected:
        return state.injected.pop(0)
    from . import physics

    board = tuple((die_id, pose) for die_id, _color, pose in state.board)
    result = physics.throw(
        physics.Gesture(*gesture),
        die=die,
        requirements=requirements,
        board=board,
        seed=state.physics_seed,
        k=k,
        physics_version=physics_version(state),
    )
    state.last_trace = result.trace
    return result.outcome


def physics_version(state: DfState) -> int:
    """The physics this game's throws use: its rules revision's (an old link keeps its own)."""
    return PHYSICS_OF_REVISION[int(state.options.get(REVISION_KEY, 1))]


def judge_rules(state: DfState, outcome: ThrowOutcome, requirements: tuple[str, ...]) -> ThrowOutcome:
    """Digest 5.6 steps 1, 5 (Two-bounce) and 6 (Small Target) on any outcome (R-DF-081, R-DF-086, R-DF-096)."""
    if not outcome.contact:
        return outcome
    reason = None
    nb = outcome.table_bounces_before_board
    if nb < 1:
        reason = "no_bounce"
    elif "two_bounce" in requirements and nb < 2:
        reason = "requirement:two_bounce"
    elif outcome.section == 1 and "small_target" in requirements:
        reason = "small_target"
    if reason is None:
        return outcome
    return ThrowOutcome(False, outcome.face, None, reason, nb, outcome.events, outcome.rest_pose, outcome.moved)


def place_on_board(state: DfState, die: str, outcome: ThrowOutcome) -> None:
    """R-DF-061: the die stays where it stopped (an obstacle); knocked dice move (A-DF-28)."""
    moved = dict(outcome.moved)
    board = []
    for die_id, color, pose in state.board:
        if die_id in moved:
            if moved[die_id] is not None:
                board.append((die_id, color, moved[die_id]))
        else:
            board.append((die_id, color, pose))
    state.board = board
    if outcome.rest_pose is not None and outcome.miss_reason not in ("hole",) and not _off_table(outcome):
        if die == "white":
            die_id = state.next_die_id
            state.next_die_id += 1
        else:
            die_id = DIE_IDS[die]
        state.board.append((die_id, die, outcome.rest_pose))


def _off_table(outcome: ThrowOutcome) -> bool:
    return any(e.kind in ("OFF_TABLE", "FELL_HOLE") for e in outcome.events)


def pick_up(state: DfState, die: str) -> None:
    """R-DF-061: a die thrown again is picked up first (the last one of its colour)."""
    for i in range(len(state.board) - 1, -1, -1):
        if state.board[i][1] == die:
            del state.board[i]
            return


def begin_resolution(state: DfState, seat: int, die: str, weapons: tuple[str, ...], gesture: tuple[int, ...]) -> None:
    """R-DF-117 steps 1-2: simulate (or take the injected outcome) and judge."""
    reqs = throw_requirements(state, weapons)
    physics_reqs = reqs + (("small_target",) if has_monster_ability(state, "small_target") else ())
    outcome = judge_rules(state, resolve_throw(state, gesture, die, physics_reqs), physics_reqs)
    place_on_board(state, die, outcome)
    enc = state.enc
    enc.res = Resolution(seat, die, weapons, reqs, outcome, swing_twice_used=enc.twice_used)
    enc.stage = "resolve"
    name = state.hero_name(seat)
    what = f"the {die} die" if die != "white" else "a bonus die"
    if weapons:
        what += " with " + " and ".join(state.cs.equipment[w].name for w in weapons)
    if outcome.contact:
        state.say(f"{name} throws {what}: a hit on {SECTION_WORDS[outcome.section]}{icon_words(outcome)}.")
    else:
        reason = outcome.miss_reason or "outside"
        if reason.startswith("requirement:"):
            req = state.cs.requirements.get(reason.split(":", 1)[1])
            why = f"the {req.name.lower()} was not made" if req else "a special throw was not made"
        else:
            why = MISS_WORDS.get(reason, "it missed")
        state.say(f"{name} throws {what} and misses: {why}{icon_words(outcome)}.")
    advance(state)


def icon_words(outcome: ThrowOutcome) -> str:
    return ", showing the icon" if outcome.face == "icon" else ""


# -- the ability a throw activates ----------------------------------------------------
def icon_ability(state: DfState, res: Resolution):
    """R-DF-087 / R-DF-088: the thrower's ability of the die's colour, if the icon shows and it applies."""
    if res.die not in COLORS or res.outcome.face != "icon":
        return None
    ability = hero_ability(state, res.seat, res.die)
    if ability is None:
        return None
    if ability.kind in CONTACT_ONLY and not res.outcome.contact:
        return None
    return ability


def advance(state: DfState) -> None:
    """Run the steps of R-DF-117 until one waits for an answer or the throw is done."""
    while state.enc is not None and state.enc.res is not None and not state.asks and state.won is None:
        res = state.enc.res
        done = STEPS[res.step](state, res)
        if not done:
            return
        if state.enc is None or state.enc.res is not res:
            return
        nxt = ORDER.index(res.step) + 1
        if nxt >= len(ORDER):
            state.enc.res = None
            return
        res.step = ORDER[nxt]


def ask(state: DfState, kind: str, seat: int, **data) -> bool:
    state.asks.append(Ask(kind, seat, dict(data)))
    return False


# -- step 3: the re-throw window (R-DF-110, R-DF-131) ------------------------------
def rethrow_options(state: DfState, res: Resolution) -> list[str]:
    out = []
    ability = icon_ability(state, res)
    if ability is not None and ability.kind == "swing_again":
        out.append("again")
    for item, _a in has_equipment_ability(state, res.seat, "swing_again"):
        out.append(f"again_item:{item}")
    return out


def step_rethrow(state: DfState, res: Resolution) -> bool:
    """R-DF-117 step 3: offer a re-throw before anything of this throw is applied (A-DF-12)."""
    if res.rethrow_answered:
        return True
    if rethrow_options(state, res):
        return ask(state, "rethrow", res.seat)
    return True


def rethrow(state: DfState, choice: str) -> None:
    """A-DF-12: the first throw is ignored completely; the same die is thrown again from scratch."""
    enc = state.enc
    res = enc.res
    if choice.startswith("again_item:"):
        item = choice.split(":", 1)[1]
        state.heroes[res.seat].equipment.remove(item)
        state.equipment_discard.append(item)
        state.say(f"{state.hero_name(res.seat)} uses {state.cs.equipment[item].name} and throws again.")
    else:
        state.say(f"{state.hero_name(res.seat)} swings again: the throw is ignored.")
    pick_up(state, res.die)
    enc.res = None
    enc.forced_die = res.die
    enc.white = res.die == "white"
    enc.swinger = res.seat
    enc.weapons = list(res.weapons)
    enc.stage = "swing"


# -- step 4-5: instant defeat and the immediate icon abilities ---------------------
def instant(res: Resolution) -> bool:
    """R-DF-069 / A-DF-29: a hero die's icon at rest in the bullseye on a hit, scar or no scar."""
    o = res.outcome
    return o.contact and o.section == 10 and o.face == "icon" and res.die in COLORS


def step_instant(state: DfState, res: Resolution) -> bool:
    if instant(res):
        state.say(f"A perfect shot! {card(state).name} is struck down at once.")
    return True


def fresh_ok(state: DfState) -> bool:
    return bool(state.opt("effects_apply_to_activating_throw"))


def step_immediate(state: DfState, res: Resolution) -> bool:
    """R-DF-117 step 5: abilities that work on any landing."""
    ability = icon_ability(state, res)
    if ability is None or ability.kind in CONTACT_ONLY:
        return True
    enc = state.enc
    name = state.hero_name(res.seat)
    kind = ability.kind
    if kind == "heal_party":  # R-DF-105
        x = ability.x or 2
        for seat in active_seats(state):
            heal(state, seat, x)
        state.say(f"{name} heals every standing hero by {x}.")
    elif kind == "tracking_strike":  # R-DF-106
        if not enc.tracking:
            enc.tracking = True
            res.fresh = res.fresh + ("tracking",)
            state.say(f"{name} marks the foe: every hit deals 1 more this fight.")
    elif kind == "five_finger_discount":  # R-DF-107
        from .party import draw_equipment

        stolen = draw_equipment(state)
        if stolen is not None:
            enc.stolen.append(stolen)
            state.say(f"{name} pockets a card, face down.")
    elif kind == "metamorphosis":  # R-DF-108
        if not enc.toad:
            enc.toad = True
            res.fresh = res.fresh + ("toad",)
            state.say(f"{name} turns the foe into a toad: misses hurt 2 less this fight.")
    elif kind == "pickpocket":  # R-DF-111
        got = supply_gold_take(state, 2)
        state.chest_gold += got
        state.say(f"{name} picks {plural(got, 'gold', 'gold')} for the chest.")
    elif kind == "seduction":  # R-DF-112
        if enc.charm < 0:
            enc.charm = res.seat
            state.say(f"{name} charms {card(state).name}.")
    elif kind == "beer":  # R-DF-113
        if not res.beer_done:
            if len(active_seats(state)) > 1:
                return ask(state, "beer", res.seat)
            give_beer(state, res.seat)
    elif kind == "enchanting_melody":  # R-DF-114
        if not res.melody_done and not enc.melody and state.chest_gold >= 1 and melody_matters(state):
            return ask(state, "melody", res.seat)
    elif kind == "sworn_enemy" and sworn_on_miss(state, res, ability):  # A-DF-17
        enc.hp -= ability.x or 0
        state.say(f"{possessive(name)} old grudge deals {ability.x} to {card(state).name}.")
    return True


def sworn_on_miss(state: DfState, res: Resolution, ability) -> bool:
    """A-DF-17 option: a miss showing Sworn Enemy hurts a foe of the sworn type."""
    matches = ability.monster_type == card(state).type
    return not res.outcome.contact and bool(state.opt("sworn_enemy_on_miss")) and matches


def give_beer(state: DfState, seat: int) -> None:
    res = state.enc.res
    res.beer_done = True
    state.enc.beer = seat
    res.fresh = res.fresh + ("beer",)
    state.say(f"{state.hero_name(seat)} gets the beer: no harm from their own misses this fight.")


def melody_matters(state: DfState) -> bool:
    c = card(state)
    return c.ability is not None or c.throw_requirement is not None


def play_melody(state: DfState, pay: bool) -> None:
    """R-DF-114 / R-DF-124: pay 1 gold; the foe loses every ability; an immune die rejoins the hand."""
    enc = state.enc
    enc.res.melody_done = True
    if not pay:
        return
    state.chest_gold -= 1
    enc.melody = True
    state.say(f"{state.hero_name(enc.res.seat)} sings the Lay of Heroes: {card(state).name} loses its powers.")
    if enc.immune:
        enc.hand.append(enc.immune)
        enc.hand.sort(key=COLORS.index)
        enc.immune = None


# -- step 6: damage on a hit (R-DF-099) ---------------------------------------------
def ignored(state: DfState, res: Resolution, token: str) -> bool:
    """A-DF-13 off: a token placed by this very throw does not count for it."""
    return not fresh_ok(state) and token in res.fresh


def damage(state: DfState, res: Resolution) -> int:
    """R-DF-098 / R-DF-099: base x M + A, never below 0."""
    ability = icon_ability(state, res)
    kind = ability.kind if ability is not None else None
    base = 5 if kind == "focused" else res.outcome.section
    mult = ability.multiplier if kind == "berserk" and res.berserk else 1
    add = sum(state.cs.equipment[w].bonus or 0 for w in res.weapons)
    if kind == "piercing":
        add += ability.x or 0
    if kind == "sworn_enemy" and ability.monster_type == card(state).type:
        add += ability.x or 0
    if state.enc.tracking and not ignored(state, res, "tracking"):
        add += 1
    add += sum(state.cs.monsters[m].damage for m in res.seduced_used)
    return max(0, base * mult + add)


def step_contact(state: DfState, res: Resolution) -> bool:
    if not res.outcome.contact:
        return True
    ability = icon_ability(state, res)
    kind = ability.kind if ability is not None else None
    hero = state.heroes[res.seat]
    if kind == "berserk" and res.berserk is None:
        return ask(state, "berserk", res.seat)
    if hero.seduced and not res.seduction_done:
        return ask(state, "seduced", res.seat)
    if res.heal_left == 0 and not res.dealt:
        res.dealt = True
        dealt = damage(state, res)
        res.damage = dealt
        enc = state.enc
        enc.hp -= dealt
        if instant(res):
            enc.hp = min(enc.hp, 0)
        state.say(f"{card(state).name} takes {dealt} damage ({max(enc.hp, 0)} health left).")
        if kind == "berserk" and res.berserk:  # R-DF-104: after the damage, self-inflicted
            lose_hp(state, res.seat, 1)
        if kind == "divine_intervention":  # R-DF-103
            res.heal_left = dealt
    if res.heal_left > 0:
        if heal_targets(state):
            return ask(state, "divine", res.seat)
        res.heal_left = 0
    return True


def heal_targets(state: DfState) -> list[int]:
    return [s for s in active_seats(state) if state.heroes[s].hp < state.heroes[s].max_hp()]


# -- step 7: a miss (R-DF-138, R-DF-136, R-DF-120..125) -----------------------------
def miss_damage(state: DfState, seat: int, res: Resolution | None = None) -> int:
    """R-DF-138: 0 with the beer or Agile Instincts, else the damage less the toad and Reduced Damage."""
    enc = state.enc
    if enc.beer == seat and not (res and ignored(state, res, "beer")):
        return 0
    if has_equipment_ability(state, seat, "agile_instincts"):
        return 0
    dmg = card(state).damage
    if enc.toad and not (res and ignored(state, res, "toad")):
        dmg -= 2
    dmg -= sum(a.x or 0 for _c, a in has_equipment_ability(state, seat, "reduced_damage"))
    return max(0, dmg)


def monster_attack(state: DfState, seat: int, amount: int) -> None:
    """Damage from a monster's attack, then the owner's Counterblow (R-DF-136, A-DF-23)."""
    if amount <= 0:
        return
    lose_hp(state, seat, amount)
    if has_equipment_ability(state, seat, "counterblow"):
        state.enc.hp -= amount
        state.say(f"{state.hero_name(seat)} strikes back for {amount}.")


def step_miss(state: DfState, res: Resolution) -> bool:
    if res.outcome.contact:
        return True
    enc = state.enc
    c = card(state)
    if not res.hurt:
        res.hurt = True
        taken = miss_damage(state, res.seat, res)
        state.say(f"{state.hero_name(res.seat)} takes {taken} damage from the miss.")
        monster_attack(state, res.seat, taken)
    if enc.hp <= 0:  # R-DF-059: a defeated monster's own abilities do not resolve
        return True
    ability = monster_ability(state)
    kind = ability.kind if ability is not None else None
    if kind == "heal_after_miss" and not res.destroy_done:  # R-DF-121, A-DF-25
        res.destroy_done = True
        before = enc.hp
        enc.hp = min(c.hp, enc.hp + (ability.x or 0))
        healed = enc.hp - before
        state.say(f"{c.name} heals {healed}." if healed else f"{c.name} is already unhurt: the miss does not heal it.")
    elif kind == "lose_gold" and not res.destroy_done:  # R-DF-123
        res.destroy_done = True
        if state.chest_gold > 0:
            state.chest_gold -= 1
            from .party import supply_gold_return

            supply_gold_return(state, 1)
            state.say(f"{c.name} steals 1 gold from the chest.")
    elif kind == "destroy_equipment" and not res.destroy_done:  # R-DF-120
        if state.heroes[res.seat].equipment:
            return ask(state, "destroy", res.seat)
        res.destroy_done = True
    elif kind == "critical_miss" and not res.destroy_done:  # R-DF-125, A-DF-22
        res.destroy_done = True
        others = []
        seat = res.seat
        for _ in range(state.players - 1):
            seat = (seat + 1) % state.players
            if seat != res.seat and state.heroes[seat].active:
                others.append(seat)
        state.say(f"{possessive(c.name)} wild blow hits every other standing hero for {c.damage}.")
        for seat in others:
            lose_hp(state, seat, c.damage)
        for seat in others:
            if has_equipment_ability(state, seat, "counterblow") and c.damage > 0:
                enc.hp -= c.damage
                state.say(f"{state.hero_name(seat)} strikes back for {c.damage}.")
    return True


def destroy(state: DfState, item: str) -> None:
    res = state.enc.res
    res.destroy_done = True
    state.heroes[res.seat].equipment.remove(item)
    state.equipment_discard.append(item)
    state.say(f"{card(state).name} wrecks {possessive(state.hero_name(res.seat))} {state.cs.equipment[item].name}.")


# -- step 8-10: checks, Swing Twice, passing ----------------------------------------
def step_checks(state: DfState, res: Resolution) -> bool:
    """R-DF-117 step 8: a defeated monster comes before a fainted party (A-DF-23)."""
    if state.enc.hp <= 0:
        monster_defeated(state)
        return False
    if all_fainted(state):
        lose(state, "Every hero has fainted. The party is defeated.")
        return False
    return True


def step_twice(state: DfState, res: Resolution) -> bool:
    """R-DF-100 / A-DF-11: once per turn, after a hit, while the thrower stands."""
    ability = icon_ability(state, res)
    if ability is None or ability.kind != "swing_twice" or res.swing_twice_used:
        return True
    if not state.heroes[res.seat].active:
        return True
    return ask(state, "twice", res.seat)


def swing_twice(state: DfState, again: bool) -> None:
    enc = state.enc
    res = enc.res
    res.swing_twice_used = True
    if not again:
        return
    state.say(f"{state.hero_name(res.seat)} picks the {res.die} die up to swing twice.")
    pick_up(state, res.die)
    enc.res = None
    enc.twice_used = True
    enc.forced_die = res.die
    enc.swinger = res.seat
    enc.weapons = []
    enc.stage = "swing"


def step_pass(state: DfState, res: Resolution) -> bool:
    """R-DF-117 step 10 / R-DF-058: the throw is done; the dice move on."""
    state.enc.res = None
    pass_dice(state, res.seat)
    return False


STEPS = {
    "rethrow": step_rethrow,
    "instant": step_instant,
    "immediate": step_immediate,
    "contact": step_contact,
    "miss": step_miss,
    "checks": step_checks,
    "twice": step_twice,
    "pass": step_pass,
}
ORDER = tuple(STEPS)  # R-DF-117 steps 3-10 in order (steps 1-2 are begin_resolution)
