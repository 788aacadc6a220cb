"""The computer partner and the hint: the dice helper plus the §6.5 policy outline.

`advise` runs inside the engine when a view is built (the game is fully
cooperative and public, so nothing it reads is secret; the deck order is
never used, only its size).  It scores every option of the pending
decision; the platform's greedy bot and hint then only read `view["advice"]`.
Random effects (HASTE, rerolls) are judged on a fixed-seed sample, never on
the game's own dice, so the helper cannot peek at the future.
"""

from __future__ import annotations

import copy
import zlib
from typing import Any

from ...core.decision import Decision
from ...core.rng import Chance
from . import content
from .content import CARDS
from .placement import SBox, SDie, solve
from .skills import auto_pick, pair_only
from .state import OddState

POTION_PRICE = 15.0  # §6.4: a token is worth 1.5 x w_d
SAMPLES = 6


def clone(state: OddState) -> OddState:
    """A scratch copy for trying a skill: own dice, own encounter, a fixed-seed Chance.

    The heroes and the encounter are copied like `copy.deepcopy` would (nothing in them is shared
    between two places), but field by field: deepcopy's generic machinery was a tenth of a greedy
    game.  Content objects are frozen dataclasses and are shared; an unknown type falls back to
    deepcopy."""
    from dataclasses import fields as dataclass_fields

    names: dict = {}  # dataclass type -> its field names

    def dup(x: Any) -> Any:
        t = type(x)
        if t is int or t is str or t is bool or x is None or t is float:
            return x
        if t is list:
            return [dup(v) for v in x]
        if t is tuple:
            return tuple([dup(v) for v in x])
        if t is dict:
            return {k: dup(v) for k, v in x.items()}
        if t is set:
            return {dup(v) for v in x}
        params = getattr(t, "__dataclass_params__", None)
        if params is None or hasattr(x, "__dict__"):
            return copy.deepcopy(x)
        if params.frozen:
            return x
        fields = names.get(t)
        if fields is None:
            fields = names[t] = [f.name for f in dataclass_fields(t)]
        new = object.__new__(t)
        for name in fields:
            setattr(new, name, dup(getattr(x, name)))
        return new

    other = copy.copy(state)
    other.heroes = dup(state.heroes)
    other.enc = dup(state.enc)
    other.deck = list(state.deck)
    other.discard = list(state.discard)
    other.doors = [list(d) for d in state.doors]
    other.xp = list(state.xp)
    other.gamebox = list(state.gamebox)
    other.potion_types = list(state.potion_types)
    other.log = []
    other.chance = Chance(0x0DD)
    other._decision = None
    return other


def plan_cost(state: OddState) -> float:
    from .rules import best_plan

    got = best_plan(state, cost_only=True)
    return got[1].cost


def battle_advice(state: OddState, decision: Decision) -> tuple[dict[str, float], dict[str, int]]:
    from .rules import best_plan, play_battle

    enc = state.enc
    assert enc is not None
    keys = decision.keys()
    advice = {k: -1.0 for k in keys}
    _, plan, pool, idx, stub = best_plan(state)
    suggestion: dict[str, int] = {}
    for k, units in enumerate(plan.fills):
        for u in units:
            for i in u:
                suggestion[str(pool[i].id)] = idx[k]
    if enc.selected:
        target = suggestion.get(str(enc.selected[0]))
        if target is not None and f"box:{target}" in advice:
            advice[f"box:{target}"] = 1.0
        advice["cancel"] = 0.5
        return advice, suggestion
    base = plan.cost
    best_skill = 0.5  # a skill must beat the plan by more than this to be worth it
    for key in keys:
        if not key.startswith(("skill:", "potion:", "ability:")) or pair_only(state, key):
            continue  # revision 2: a skill only pairs can pay was not there under revision 1
        trial = clone(state)
        head, _, rest = key.partition(":")
        play_battle(trial, head, rest)
        auto_pick(trial)  # revision 2: the skill's dice choice as the engine made it before
        if trial.won is not None:
            continue
        after = plan_cost(trial)
        price = POTION_PRICE if head == "potion" else 0.0
        if key.startswith("potion:HEALING"):
            hero = state.heroes[int(key.rsplit(":", 1)[1])]
            if hero.damage >= hero.health() - 2:
                price = 0.0  # healing a hero close to death is always worth it
            after -= 20.0
        gain = base - after - price
        advice[key] = gain
        best_skill = max(best_skill, gain)
    placed_something = any(units for units in plan.fills)
    if "auto" in advice:
        advice["auto"] = best_skill - 0.25 if placed_something else -2.0
    advice["done"] = 0.0 if not placed_something else -0.5
    if "back" in advice:
        advice["back"] = 0.0  # revision 3: a hero's own skills, none worth it (a skill must gain 0.5)
    for key in keys:
        if key.startswith(("skill:", "potion:", "ability:")) and advice[key] < 0.5:
            advice[key] = -3.0
    return advice, suggestion


def expected(state: OddState, cid: str, option: int = -1) -> tuple[float, float]:
    """(mean cost, chance of death) of fighting a card now, by a fixed sample of rolls and the solver."""
    from .rules import brutal, capped_icons, card_boxes, stairs_prices

    card = CARDS[cid]
    enc_def = content.ENCOUNTERS[card.encounter]
    if enc_def.kind == "peril":
        opt = enc_def.options[option]
        boxes = brutal(state, [f.peril_box for f in state.floors()] + [opt.as_box()])
        gate = len(boxes) - 1
        colors = opt.color
        upfront = opt.upfront
        bonus = state.lvl().vs_perils[state.mode] * state.players
    else:
        boxes = card_boxes(state, cid)
        gate = -1
        colors = "SAM"
        upfront = enc_def.fight_time
        bonus = sum(min(h.stored, 2) for h in state.heroes)
    sb = [
        SBox(
            b.value if b.value else 3,
            b.color,
            b.wide,
            (j < gate) if gate >= 0 else b.armor,
            False,
            1,
            b.dmg,
            b.time,
            1 if b.star else 0,
        )
        for j, b in enumerate(boxes)
    ]
    prices = stairs_prices(state)
    flames = enc_def.fight_dmg if enc_def.kind == "foe" else 0
    counts = {c: sum(capped_icons(state, c)) for c in colors}
    # Everything the sampled fights depend on; the same door is judged again every turn it waits.
    # Only what the objective reads: the prices of the times a fight can take (upfront plus the
    # boxes' time), and each hero's health left (`party_takes` compares damage with what is left).
    # So a door keeps its estimate while the deck shrinks or a hero heals and is hit back.
    last = min(upfront + sum(b.time for b in sb), len(prices) - 1)
    seen_prices = tuple(prices[min(upfront, last) : last + 1])
    party = tuple((h.health() - h.damage, h.has("THICK SKIN")) for h in state.heroes)
    key = (cid, tuple(sb), seen_prices, flames, upfront, tuple(counts.items()), bonus, party)
    known = _EXPECTED.get(key)
    if known is None:
        known = _EXPECTED[key] = _sample_fights(state, cid, sb, prices, flames, upfront, counts, bonus)
        if len(_EXPECTED) > 4096:
            _EXPECTED.clear()
    return known


_EXPECTED: dict[tuple, tuple[float, float]] = {}


def _sample_fights(
    state: OddState,
    cid: str,
    sb: list[SBox],
    prices: list[tuple[float, int]],
    flames: int,
    upfront: int,
    counts: dict[str, int],
    bonus: int,
) -> tuple[float, float]:
    from .rules import party_takes

    rng = Chance(zlib.crc32(cid.encode()) & 0xFFFF)  # stable across processes (str hash is salted)
    total = 0.0
    deaths = 0
    colors = list(counts)

    def obj(v: tuple) -> float:
        t = min(v[1] + upfront, len(prices) - 1)
        dealt, lethal = party_takes(state, v[0] + flames, prices[t][1])
        return 10.0 * dealt + prices[t][0] + 8.0 * v[2] + (1e6 if lethal else 0.0)

    memo: dict = {}  # one objective for every sample: its values are shared
    for _ in range(SAMPLES):
        dice = [SDie(rng.d6(), c) for c in colors for _ in range(counts[c])]
        dice += [SDie(rng.d6(), "H", True) for _ in range(bonus)]
        plan = solve(dice, sb, obj, memo, cost_only=True)  # `obj` ignores the dice count
        if plan.cost >= 1e6:
            deaths += 1
            total += 60.0
        else:
            total += plan.cost
    return total / SAMPLES, deaths / SAMPLES


def pick_advice(state: OddState, decision: Decision) -> dict[str, float]:
    """Revision 2 sub-step: confirm the automatic choice (so bot games play as under revision 1);
    when the player has toggled away from it, the toggles that lead back to it."""
    enc = state.enc
    assert enc is not None and enc.pick is not None
    pick = enc.pick
    off = set(pick.chosen) ^ set(pick.auto)
    keys = decision.keys()
    advice = {k: -1.0 for k in keys}
    if "cancel" in advice:
        advice["cancel"] = -2.0
    if not off and "confirm" in advice:
        advice["confirm"] = 1.0
    for i in off:
        if f"toggle:{i}" in advice:
            advice[f"toggle:{i}"] = 0.5
    return advice


def cap_advice(state: OddState, decision: Decision) -> dict[str, float]:
    """R-ODD-119: the hero with more icons loses the dice over 8 (what the engine did before revision 2)."""
    from .rules import cap_pending, capped_icons

    color = cap_pending(state)
    best = f"cap:{color}:{capped_icons(state, color)[0]}"
    keys = decision.keys()
    return {k: 1.0 if k == best else 0.0 for k in keys}


def loot_value(state: OddState, key: str) -> float:
    from .rules import xp_total

    cid = state.doors[state.door][0]
    card = CARDS[cid]
    loot = content.LOOT[card.loot]
    parts = key.split(":")
    if parts[0] == "xp":
        need = state.lvl().to_next
        return 9.0 if xp_total(state) + card.xp >= need else 3.0 + card.xp
    if parts[0] == "potion":
        return 10.0
    hero = state.heroes[int(parts[1])]
    if len(parts) == 2 and state.phase == "loot":  # revision 3: "giving up one" is worth its best choice
        lvl = state.lvl()
        pile = hero.items if parts[0] == "item" else hero.skills
        if len(pile) >= (lvl.items if parts[0] == "item" else lvl.skills)[state.mode]:
            return max(loot_value(state, f"{key}:{k}") for k in range(len(pile)))
    if parts[0] == "item":
        if card.item == "H":
            value = 7.0 + (2.0 if hero.damage >= hero.health() - 2 else 0.0)
        else:
            icons = hero.icons(card.item)
            value = 6.0 + icons * 0.5
        if len(parts) == 3:
            old = CARDS[hero.items[int(parts[2])]]
            value -= 7.0 if old.item == "H" else 6.0 + hero.icons(old.item) * 0.5
            value = value * 2 if value > 0 else value - 3
        return value
    value = {"mastery": 9.0, "spell": 7.0, "basic": 7.5}[loot.type]
    if loot.type == "spell":
        value += hero.icons("M") * 0.4 - 1.0
    if loot.name in ("STEADY HANDS", "LUCKY FAMILIAR"):
        value -= 1.5
    if len(parts) == 3:
        value -= 8.0
    return value


def advise(state: OddState, decision: Decision) -> tuple[dict[str, float], dict[str, int]]:
    """Scores for every option key (higher is better) and the dice helper's die -> box suggestion."""
    ph = state.phase
    keys = decision.keys()
    if state.stairs_owed:  # R-ODD-122: the hero with the most health left takes the Stairs damage
        return {k: float(state.heroes[int(k[7:])].health() - state.heroes[int(k[7:])].damage) for k in keys}, {}
    if ph == "battle" and state.enc is not None and state.enc.pick is not None:
        return pick_advice(state, decision), {}
    if ph == "battle":
        return battle_advice(state, decision)
    if ph == "cap":
        return cap_advice(state, decision), {}
    advice = {k: 0.0 for k in keys}
    heroes = state.heroes
    margin = min(h.health() - h.damage for h in heroes)
    if ph == "start":
        for k in keys:
            if k.startswith("heal3"):
                h = heroes[int(k[6:])]
                advice[k] = 2.0 if h.damage >= 3 or h.health() - h.damage <= 2 else -1.0
            elif k == "stealth":
                advice[k] = 1.0 if len(state.doors) < 2 else -0.5
    elif ph == "action":
        for k in keys:
            if k == "explore":
                advice[k] = 4.0 if len(state.doors) < 2 else -6.0
            else:
                i = int(k[5:])
                cid, is_open = state.doors[i]
                if is_open:
                    kind = content.ENCOUNTERS[CARDS[cid].encounter].kind
                    if kind == "peril":
                        cost, death = min(expected(state, cid, 0), expected(state, cid, 1))
                    else:
                        cost, death = expected(state, cid)
                    advice[k] = 12.0 - cost - 100.0 * death
                else:
                    advice[k] = 1.0 - (4.0 if margin <= 2 else 0.0)
    elif ph == "fight_or_flee":
        cid = state.doors[state.door][0]
        kind = content.ENCOUNTERS[CARDS[cid].encounter].kind
        if kind == "peril":
            cost, death = min(expected(state, cid, 0), expected(state, cid, 1))
        else:
            cost, death = expected(state, cid)
        advice["fight"] = 12.0 - cost - 100.0 * death
        advice["flee"] = -2.0 if state.deck else -8.0
    elif ph == "peril_choice":
        assert state.enc is not None
        for k in keys:
            cost, death = expected(state, state.enc.card, int(k[7:]))
            advice[k] = -cost - 100.0 * death
    elif ph == "heroic":
        for k in keys:
            n = int(k[7:])
            hero = heroes[state.enc.heroic_turn] if state.enc else heroes[0]
            if hero.side.heroic == "CAREFUL_AIM":
                advice[k] = {0: 0.0, 1: 1.0 if len(state.deck) > 8 else -1.0, 2: -0.5}[n]
            else:
                advice[k] = float(n)
    elif ph == "split":
        for k in keys:
            h = int(k[6:])
            advice[k] = float(heroes[h].health() - heroes[h].damage)
    elif ph == "theft":
        for k in keys:
            who, cid = k[5:].split(":")
            advice[k] = -float(CARDS[cid].xp) if who == "xp" else -1.0
    elif ph == "loot":
        for k in keys:
            advice[k] = loot_value(state, k)
    elif ph == "replace":  # revision 3: the card the hero gives up for the loot
        for k in keys:
            advice[k] = loot_value(state, f"{state.replacing}:{k[5:]}")
    elif ph == "level":
        advice["levelup"] = 1.0
    elif ph == "invisible":
        advice["keep"] = 1.0
    elif ph == "end":
        for k in keys:
            if k == "levelup":
                advice[k] = 5.0
            elif k == "descend":
                open_doors = len(state.doors)
                advice[k] = 2.0 if (open_doors == 0 or margin <= 3 or state.stairs_tokens >= 2) else -1.0
            elif k == "invisibility":
                advice[k] = -2.0
    return advice, {}


def score_options(view: dict[str, Any], decision: Decision) -> list[float]:
    advice = view.get("advice", {})
    return [float(advice.get(o.key, 0.0)) for o in decision.options]


def reason(view: dict[str, Any], decision: Decision, index: int) -> str:
    key = decision.options[index].key
    phase = view.get("phase")
    if key == "auto":
        return "The dice helper found the placement that leaves the least damage and time."
    if key.startswith("box:"):
        return "This is where the dice helper would put this die."
    if key.startswith(("skill:", "potion:", "ability:")):
        return "Using this first makes the best placement cheaper."
    if key == "confirm":
        return "The pre-selected dice are the helper's choice: cheapest to give up, most use to raise."
    if key.startswith("toggle:"):
        return "This gets back to the helper's choice of dice."
    if key.startswith("cap:"):
        return "The hero with more icons of the colour loses the dice over the cap."
    if key == "done":
        return "Nothing left improves the result: take the consequences."
    if key == "back":
        return "None of this hero's skills makes the best placement cheaper now."
    if key.startswith("give:"):
        return "This card helps the hero the least."
    if phase == "action" and key == "explore":
        return "Few doors are open: explore for more choices."
    if phase == "end" and key == "descend":
        return "The Stairs is visible and staying costs health."
    if phase == "loot":
        return "This loot helps the most for the fights ahead."
    return "The helper's estimate of damage and time likes this best."
