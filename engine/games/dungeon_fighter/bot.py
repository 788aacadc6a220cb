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
BACK_DOWN_BELOW = 0.12  # digest 5.10: back down when the best P(contact) is below this (a level-1 foe) ...
BACK_DOWN_PER_LEVEL = 0.05  # ... and this much more per level above 1 (see backs_down)
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
    """A score per option (highest is played): digest 5.10's non-throw heuristics, from the view alone."""
    keys = [o.key for o in decision.options]
    return [
        shop_score(view, o.key) if o.group == "Shop" else option_score(view, decision, o.key, keys)
        for o in decision.options
    ]


def option_score(view: dict[str, Any], decision: Any, key: str, keys: list[str]) -> float:
    """One option's score; the question an option belongs to is told by its siblings' keys (the shop's by its group)."""
    heroes = view["heroes"]
    head, _, rest = key.partition(":")
    if head == "throw":
        return 3.0 + die_value(view, decision.player, rest)
    if key == "bonus":
        return 2.0 if option_a(view) else 0.5
    if key == "give_in":
        return 1.0
    if key == "done":
        return 0.1
    if head == "heal":  # Divine Intervention's points or a potion: the most hurt hero first
        hero = heroes[int(rest)]
        return 2.0 + (hero["max_hp"] - hero["hp"]) / 10
    if head == "item":
        return item_score(view, decision.player, rest)
    if head == "move":
        return room_score(view, rest)
    if head == "weapon":
        return weapon_score(view, decision.player, rest)
    if key == "back_down":
        return 3.0 if backs_down(view) else 0.0
    if key == "again" and "keep" in keys:  # Swing Again (R-DF-110): throw again after a miss only
        return 2.0 if last_throw_missed(view) else 0.0
    if head == "again_item":  # a 1x Swing Again card (R-DF-131): after a miss, when no free icon does it
        return 1.8 if last_throw_missed(view) else 0.0
    if key == "rage":  # Berserk costs 1 health: not when that would bring the thrower near fainting
        return 1.0 if heroes[decision.player]["hp"] >= 3 else 0.0
    if head == "scar":
        return 1.0 - ABILITY_WORTH.get(scar_kind(view, decision.player, rest), 0.4)
    if head == "pass":  # handing over: only what an eliminated hero would otherwise lose
        item = rest.split(":")[0]
        giver = next((h for h in heroes if any(e["id"] == item for e in h["equipment"])), None)
        return 0.8 if giver is not None and giver["eliminated"] else 0.05
    if head in ("give", "beer", "use", "lose", "discard"):
        return 0.8 if head != "discard" else 0.0
    return PREFERENCE.get(key, 0.5)


# How much each hero ability is worth to keep (a scar covers the least worth first).
ABILITY_WORTH = {
    "heal_party": 0.9,
    "divine_intervention": 0.8,
    "swing_twice": 0.7,
    "piercing": 0.6,
    "focused": 0.6,
    "swing_again": 0.55,
    "beer": 0.5,
    "tracking_strike": 0.5,
    "metamorphosis": 0.45,
    "berserk": 0.4,
    "sworn_enemy": 0.4,
    "enchanting_melody": 0.3,
    "pickpocket": 0.2,
    "five_finger_discount": 0.2,
    "seduction": 0.2,
}


def scar_kind(view: dict[str, Any], seat: int, color: str) -> str:
    hero = view["heroes"][seat]
    return next((a["kind"] for a in hero["abilities"] if a["color"] == color), "")


BOSS_RESERVE = 4  # bonus dice kept for the Final Boss on the last floor, unless a hero is in danger


def option_a(view: dict[str, Any]) -> bool:
    """Digest 5.10: a bonus die (A) if the chest holds >= 2, or an active hero has health <= the monster's level."""
    enc = view.get("encounter") or {}
    level = enc.get("level", 0)
    low = any(not h["fainted"] and not h["eliminated"] and h["hp"] <= level for h in view["heroes"])
    if view["floor"] >= 3:  # the last floor: dice beyond the boss's share save the party's health
        return low or view["chest"]["bonus_dice"] > BOSS_RESERVE
    return view["chest"]["bonus_dice"] >= 2 or low


RETHROWS = 2  # at most this many Swing Agains in a row: the same hand can miss the same way again


def last_throw_missed(view: dict[str, Any]) -> bool:
    """Whether the throw just judged missed (the log's latest throw line says so) and may still be re-thrown."""
    log = list(view.get("log", ()))
    for i in range(len(log) - 1, -1, -1):
        if " throws " in log[i]:
            again = 0
            while i - 2 * again - 1 >= 0 and "swings again" in log[i - 2 * again - 1]:
                again += 1
            return " misses" in log[i] and again < RETHROWS
    return False


DICE_TO_KEEP = 3  # digest 5.10: keep at least 3 bonus dice before floor 3


def shop_score(view: dict[str, Any], key: str) -> float:
    """Digest 5.10's shop: bonus dice up to 3 before floor 3, heal heroes at <= 4 health, then the best weapon.

    On the last floor (the boss is next) the dice come after the healing and
    take every coin left: a bonus die is a throw at the boss and, unthrown,
    worth 2 points, where 2 gold in the chest is worth 1.
    """
    heroes = view["heroes"]
    last_floor = view["floor"] >= 3
    dice = view["chest"]["bonus_dice"]
    head, _, rest = key.partition(":")
    if key == "die":
        if last_floor:
            return 2.4
        return 3.0 if dice < DICE_TO_KEEP else 1.0  # more dice with what the cards left: option A saves health
    if head == "heal":
        hero = heroes[int(rest)]
        return 2.5 + (hero["max_hp"] - hero["hp"]) / 20 if hero["hp"] <= 4 and not hero["eliminated"] else 0.0
    if head == "buy":
        if last_floor:
            return 0.0
        item, seat = rest.split(":")
        card = next((c for c in view["shop"] if c["id"] == item), None)
        if card is None or card["type"] == "item":
            return 0.0
        if card["type"] == "armor":  # beyond digest 5.10: misses are most of the harm, armour blunts them
            return armor_buy_score(view, int(seat), card)
        return weapon_buy_score(view, int(seat), card)
    return 0.1 if key == "done" else 0.0


def weapon_buy_score(view: dict[str, Any], seat: int, card: dict[str, Any]) -> float:
    """Digest 5.10: the weapon with the best bonus per rank, for a hero with a free weapon slot; worth its throw."""
    from .physics.requirements import BY_ID

    hero = view["heroes"][seat]
    if hero["eliminated"]:
        return 0.0
    held = [e for e in hero["equipment"] if e["type"] == "weapon"]
    if len(held) >= hero["slots"].count("weapon"):
        return 0.0
    p0 = p_contact([], hero["home_edge"], view.get("computer_skill", "average"))
    p1 = p_contact([card["requirement_id"]], hero["home_edge"], view.get("computer_skill", "average"))
    if p1 * (MEAN_SECTION + card["bonus"]) <= p0 * MEAN_SECTION:
        return 0.0  # the special throw costs more hits than the bonus brings
    spec = BY_ID.get(card["requirement_id"])
    rank = spec.rank if spec is not None else 5
    return 1.5 + min(0.9, card["bonus"] / rank / 2) + (0.05 if not held else 0.0)


def armor_buy_score(view: dict[str, Any], seat: int, card: dict[str, Any]) -> float:
    """Armour for a hero with a free armour slot, the dearer (stronger) first, after the dice and healing."""
    hero = view["heroes"][seat]
    held = [e for e in hero["equipment"] if e["type"] == "armor"]
    if hero["eliminated"] or len(held) >= hero["slots"].count("armor"):
        return 0.0
    return 1.8 + card["cost"] / 50


def item_score(view: dict[str, Any], seat: int, item: str) -> float:
    """A 1x healing card: drink it when a hero is at <= 4 health and it heals in full."""
    hero = view["heroes"][seat]
    card = next((e for e in hero["equipment"] if e["id"] == item), None)
    if card is None:
        return 0.0
    active = [h for h in view["heroes"] if not h["fainted"] and not h["eliminated"]]
    if not active:
        return 0.0
    low = min(h["hp"] for h in active)
    hurt = sum(h["max_hp"] - h["hp"] for h in active)
    x = card_number(card)
    if "party" in card.get("text", "").lower() or "every" in card.get("text", "").lower():
        return 5.0 if low <= 4 and hurt >= 2 * x else 0.0
    return 5.0 if low <= 4 and max(h["max_hp"] - h["hp"] for h in active) >= x else 0.0


def card_number(card: dict[str, Any]) -> int:
    digits = [int(w) for w in card.get("text", "").replace(".", " ").split() if w.isdigit()]
    return digits[0] if digits else 2


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

    Alone, a requirement's chance is the computers' own measured one (the
    planner's trials, plan_table.PLANS: a throw the planner cannot make, a card
    jump say, is not counted on, one it makes well is counted on), else digest
    5.12's band for its rank.  The tabled trials promise what real throws hit
    (tests/games/dungeon_fighter/test_computer_play.py).  Static data either
    way, so every process decides alike.
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
            alone = measured
        p *= alone / P_BASE
    return p


def backs_down(view: dict[str, Any]) -> bool:
    """A-DF-38 / digest 5.10: with no person at the table, back down when a hit is too unlikely.

    "Too unlikely" grows with the foe's level: backing down costs every standing
    hero 1 health, while each reset of a fight costs each the foe's level and
    each miss the thrower its damage (measured: before this, four foes whose
    throws the computers hit about one time in five ended 70% of the parties
    that died in the dungeon at Normal).  The chance is the computers' own for
    the whole set (set_chance), from the best placed seat.
    """
    if len(view.get("computer_seats", ())) < len(view["heroes"]):
        return False  # a person decides; computers agree to what a person proposes
    enc = view.get("encounter") or {}
    skill = view.get("computer_skill", "average")
    reqs = tuple(enc.get("requirement_ids", ()))
    edges = dict.fromkeys(h["home_edge"] for h in view["heroes"] if not h["eliminated"])
    below = BACK_DOWN_BELOW + BACK_DOWN_PER_LEVEL * max(0, enc.get("level", 1) - 1)
    return max(set_chance(reqs, edge, skill) for edge in edges) < below


def set_chance(requirements: tuple[str, ...], home: str, skill: str) -> float:
    """The computers' own chance of a hit for a requirement set: a single one from the tables
    (p_contact), a pair or more from the planner's trials for it, the plan its throw will use anyway."""
    if len(set(requirements)) <= 1:
        return p_contact(requirements, home, skill)
    from .physics.plan import COMPUTER_MISS_COST, SKILLS, plan_detail

    skill = skill if skill in SKILLS else "average"
    return plan_detail(tuple(requirements), home=home, skill=skill, miss_cost=COMPUTER_MISS_COST).p_contact


def throw_ev(view: dict[str, Any], seat: int, weapons: list[str]) -> float:
    """Digest 5.10's objective, roughly: P(contact)·damage − P(miss)·w·miss damage for a set of weapons.

    The damage is capped by the foe's health left: a weapon's bonus is worth nothing against a foe one hit kills.
    """
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
    dealt = min(MEAN_SECTION + bonus, enc.get("hp", 99) or 99)  # damage past the foe's health is wasted
    return p * dealt - (1.0 - p) * weight * enc.get("damage", 0)


def weapon_score(view: dict[str, Any], seat: int, weapon: str) -> float:
    """Digest 5.10: use a weapon when the throw's EV with it beats the EV without (put it away otherwise)."""
    enc = view.get("encounter") or {}
    declared = list(enc.get("weapons", ()))
    other = [w for w in declared if w != weapon] if weapon in declared else declared + [weapon]
    better = throw_ev(view, seat, other) > throw_ev(view, seat, declared)
    return 4.5 if better else 0.2  # above every throw when toggling helps; else last


KEEP_BACK = 0.6  # how much a colour's worth to a hero further left counts against throwing it now


def die_value(view: dict[str, Any], seat: int, die: str) -> float:
    """Digest 5.10 'which die': the colour worth most to the thrower now, keeping back colours worth
    more to the heroes further left who receive the rest (dice only move to the left, R-DF-058).

    The dice not thrown go to the next active hero on the left, who throws one and
    passes the rest on: with n dice in hand, the next n - 1 active heroes may get one.
    A colour scores its worth to the thrower less KEEP_BACK times its best worth to
    one of them; the result stays within (0, 1) so the throws keep their place among
    the options.
    """
    if die not in COLORS:
        return 0.0
    enc = view.get("encounter") or {}
    hand = len(enc.get("dice_left", ())) or 1
    own = ability_worth(view, seat, die, hand)
    later = [ability_worth(view, s, die, hand - 1 - i) for i, s in enumerate(receivers(view, seat, hand - 1))]
    return 0.5 + 0.45 * (own - KEEP_BACK * max(later, default=0.0))


def receivers(view: dict[str, Any], seat: int, n: int) -> list[int]:
    """The next `n` active heroes to the left of `seat` (seat s + 1 is on its left), the thrower excluded."""
    heroes = view["heroes"]
    out = []
    for step in range(1, len(heroes)):
        s = (seat + step) % len(heroes)
        if len(out) < n and not heroes[s]["fainted"] and not heroes[s]["eliminated"]:
            out.append(s)
    return out


def ability_worth(view: dict[str, Any], seat: int, die: str, hand: int) -> float:
    """What throwing `die` is worth to hero `seat` holding `hand` dice, by the ability of that colour (< 1)."""
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
        return 0.7 if hand >= 3 else 0.5
    if kind in ("pickpocket", "five_finger_discount"):
        return 0.6 if view["chest"]["gold"] < 4 else 0.2
    if kind in ("piercing", "focused", "berserk", "sworn_enemy", "tracking_strike"):
        return 0.5
    if kind == "beer":
        return 0.5 if enc.get("damage", 0) >= 2 else 0.2
    return 0.3
