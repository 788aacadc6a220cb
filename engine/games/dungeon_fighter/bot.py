"""Computer teammates (digest 5.10), from the view only: the throw's aim and the simple heuristics.

`throw_params` is the game's `bot_params` hook: the greedy computer plans its
gesture through the same physics a person's throw goes through
(physics/plan.py), at the game's skill level, then adds that level's
execution noise.  The plan is a pure function of (requirements, home edge,
skill): made on an empty board from the planner's own constant seed, so it is
computed once per process and a computer's throw then costs one draw of noise.
The noise comes from the view's `ai_seed` (a one-way hash of the game's seed),
never from the throw's own streams, so a computer cannot foresee where its die
will tumble.  Only the final gesture is logged: replay never plans.

`score_options` holds the non-throw heuristics: which die, weapons, option A
or B, shop and rooms, and backing down when no person is at the table
(A-DF-38).  Where those need the chance of a hit, they read digest 5.12's
calibration bands for the requirements in force (cheap, so a hint or a
partner's advice never runs the planner).
"""

from __future__ import annotations

from typing import Any

from .content import COLORS

SKILLS = ("clumsy", "average", "skilled", "master")  # digest 5.10's levels, weakest first
# Digest 5.12: P(contact) with no requirement, and with one requirement of each rank (band middles).
P_BASE = 0.70
P_RANK = {1: 0.65, 2: 0.52, 3: 0.37, 4: 0.25, 5: 0.15}
BACK_DOWN_BELOW = 0.12  # digest 5.10: back down when the best P(contact) is below this
MEAN_SECTION = 3.3  # digest 5.12: mean section on contact

PREFERENCE = {
    "fight": 2.0,
    "back_down": 0.0,
    "keep": 1.0,
    "again": 1.5,
    "rage": 1.0,
    "calm": 0.5,
    "sing": 1.0,
    "silent": 0.5,
    "strike": 0.5,
    "done": 0.1,
    "discard": 0.0,
    "pass": 0.5,
}


def score_options(view: dict[str, Any], decision: Any) -> list[float]:
    """A score per option: throw with the dice, take A or B by digest 5.10, buy dice and healing first."""
    heroes = view["heroes"]
    enc = view.get("encounter") or {}
    out = []
    for option in decision.options:
        key = option.key
        head = key.split(":", 1)[0]
        if head == "throw":
            score = 3.0 + die_value(view, decision.player, key.split(":", 1)[1])
        elif key == "bonus":
            low = any(not h["fainted"] and not h["eliminated"] and h["hp"] <= enc.get("level", 0) for h in heroes)
            score = 2.0 if view["chest"]["bonus_dice"] >= 2 or low else 0.5
        elif key == "give_in":
            score = 1.0
        elif head == "heal":
            seat = int(key.split(":")[1])
            score = 2.0 + (heroes[seat]["max_hp"] - heroes[seat]["hp"]) / 10
        elif key == "die":
            score = 1.8 if view["chest"]["bonus_dice"] < 3 else 0.3
        elif head == "buy":
            score = 1.2
        elif head == "move":
            score = room_score(view, key.split(":", 1)[1])
        elif head == "weapon":
            score = weapon_score(view, decision.player, key.split(":", 1)[1])
        elif key == "back_down" and backs_down(view):
            score = 3.0
        elif head in ("give", "scar", "beer", "use", "lose", "item"):
            score = 0.8
        else:
            score = PREFERENCE.get(key, 0.5)
        out.append(score)
    return out


def room_score(view: dict[str, Any], room_id: str) -> float:
    """Digest 5.10 in spirit: a fountain when hurt, a shop with gold, treasure always, danger never."""
    floor = view["dungeon"][min(view["floor"], 3) - 1]
    kind = next((r["kind"] for r in floor["rooms"] if r["id"] == room_id), "plain")
    hurt = sum(h["max_hp"] - h["hp"] for h in view["heroes"] if not h["eliminated"])
    return {
        "fountain": 0.8 + hurt / 10,
        "shop": 0.8 + min(view["chest"]["gold"], 10) / 10,
        "treasure": 1.2,
        "dangerous": 0.3,
    }.get(kind, 0.8)


def reason(view: dict[str, Any], decision: Any, index: int) -> str:
    key = decision.options[index].key
    if key == "bonus":
        return "A bonus die keeps the party's health."
    if key == "give_in":
        return "Bonus dice are worth more later."
    if key.startswith("heal"):
        return "That hero is hurt."
    if key == "fight":
        return "Backing down costs everyone health."
    if key == "back_down":
        return "This foe is too hard to hit."
    if key.startswith("weapon:"):
        return "The weapon's damage is worth its special throw." if "Use" in decision.options[index].label else ""
    if key.startswith("move:"):
        return "The best room on offer for the party now."
    return ""


# -- the throw's aim (Game.bot_params) --------------------------------------------------
def throw_params(view: dict[str, Any], decision: Any, index: int, dice: Any) -> tuple[int, ...] | None:
    """Digest 5.10 steps 1-5: plan the gesture for the requirements in force, then the skill's noise.

    Everything comes from the view: the requirements of the throw as declared,
    the seat's home edge, the skill level, the noise seed and the throw counter.
    `dice` (the bot's own) is not used: the aim is a pure function of the view.
    The plan ignores dice already lying on the board (as digest 5.12's
    calibration protocol does); the physics does not.
    """
    key = decision.options[index].key
    enc = view.get("encounter")
    if not key.startswith("throw:") or enc is None:
        return None
    from .physics.plan import COMPUTER_MISS_COST, execute, plan
    from .physics.plan import SKILLS as NOISE

    reqs = tuple(enc["throw_requirements"])
    skill = view.get("computer_skill", "average")
    if skill not in NOISE:
        skill = "average"
    home = view["heroes"][decision.player]["home_edge"]
    g = plan(reqs, home=home, skill=skill, miss_cost=COMPUTER_MISS_COST)
    seed, k = int(view["ai_seed"]), int(view["throws"])
    return tuple(execute(g, NOISE[skill], reqs, seed, k))


# -- heuristics that need the chance of a hit -------------------------------------------
def p_contact(requirements: list[str] | tuple[str, ...], home: str = "", skill: str = "average") -> float:
    """The chance of a hit: each requirement scales the base chance as it does alone.

    Alone, a requirement's chance is digest 5.12's band for its rank, or the
    computers' own measured one (the planner's trials, plan_table.PLANS) when
    that is lower: a throw the planner cannot make (a bank shot, say) is not
    counted on.  Static data either way, so every process decides alike.
    """
    from .physics.plan import tabled_p_contact
    from .physics.requirements import BY_ID

    p = P_BASE
    for r in dict.fromkeys(requirements):
        spec = BY_ID.get(r)
        if spec is None:
            continue
        alone = P_RANK.get(spec.rank, P_RANK[5])
        measured = tabled_p_contact(r, home, skill) if home else None
        if measured is not None:
            alone = min(alone, measured)
        p *= alone / P_BASE
    return p


def backs_down(view: dict[str, Any]) -> bool:
    """A-DF-38 / digest 5.10: with no person at the table, back down when a hit is too unlikely."""
    if len(view.get("computer_seats", ())) < len(view["heroes"]):
        return False  # a person decides; computers agree to what a person proposes
    enc = view.get("encounter") or {}
    skill = view.get("computer_skill", "average")
    reqs = enc.get("requirement_ids", ())
    return max(p_contact(reqs, h["home_edge"], skill) for h in view["heroes"] if not h["eliminated"]) < BACK_DOWN_BELOW


def throw_ev(view: dict[str, Any], seat: int, weapons: list[str]) -> float:
    """Digest 5.10's objective, roughly: P(contact)·damage − P(miss)·w·miss damage for a set of weapons."""
    enc = view.get("encounter") or {}
    hero = view["heroes"][seat]
    by_id = {e["id"]: e for e in hero["equipment"]}
    reqs = list(enc.get("requirement_ids", ()))
    bonus = 0
    for w in weapons:
        eq = by_id.get(w, {})
        if eq.get("requirement_id"):
            reqs.append(eq["requirement_id"])
        bonus += eq.get("bonus", 0)
    p = p_contact(reqs, hero["home_edge"], view.get("computer_skill", "average"))
    weight = 1.0 + max(0, 6 - hero["hp"]) / 3  # the weight rises as the thrower's health falls
    return p * (MEAN_SECTION + bonus) - (1.0 - p) * weight * enc.get("damage", 0)


def weapon_score(view: dict[str, Any], seat: int, weapon: str) -> float:
    """Digest 5.10: use a weapon when the throw's EV with it beats the EV without (put it away otherwise)."""
    enc = view.get("encounter") or {}
    declared = list(enc.get("weapons", ()))
    other = [w for w in declared if w != weapon] if weapon in declared else declared + [weapon]
    better = throw_ev(view, seat, other) > throw_ev(view, seat, declared)
    return 4.5 if better else 0.2  # above every throw when toggling helps; else last


def die_value(view: dict[str, Any], seat: int, die: str) -> float:
    """Digest 5.10 'which die': the colour whose ability is worth most to the thrower now (< 1)."""
    if die not in COLORS:
        return 0.0
    hero = view["heroes"][seat]
    ability = hero["abilities"][COLORS.index(die)]
    if ability["scarred"]:
        return 0.0
    kind = ability.get("kind", "")
    enc = view.get("encounter") or {}
    active = [h for h in view["heroes"] if not h["fainted"] and not h["eliminated"]]
    hurt = sum(h["max_hp"] - h["hp"] for h in active)
    if kind == "heal_party":
        return min(0.9, hurt / 10)
    if kind == "divine_intervention":
        return min(0.8, hurt / 12)
    if kind == "swing_twice":
        return 0.7 if len(enc.get("dice_left", ())) >= 3 else 0.5
    if kind in ("pickpocket", "five_finger_discount"):
        return 0.6 if view["chest"]["gold"] < 4 else 0.2
    if kind in ("piercing", "focused", "berserk", "sworn_enemy", "tracking_strike"):
        return 0.5
    if kind == "beer":
        return 0.5 if enc.get("damage", 0) >= 2 else 0.2
    return 0.3
