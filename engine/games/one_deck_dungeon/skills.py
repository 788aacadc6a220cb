"""Skills, spells, masteries, potions and hero abilities used during an encounter (§3.10, §3.11, §3.20).

Each usable thing is one option, its parameters spelled out in the key where
the choice is a short list: FORCE BOLT's colour, CHAOTIC AURA's number,
ARMOR CRUSH's box, PRECISION's cost die and target die as <cost id>:<target
id>, FLURRY's number of Strength dice, LUCKY FAMILIAR's die (no param = the
lowest, :<die id> = another).  Keys:

    skill:<hero>:<card>[:<param>][:pt]  a skill card held by that hero (:pt = POWER TRANSFER pays)
    potion:<NAME>:<hero>                one potion token (R-ODD-068)
    ability:<hero>:<NAME>[:<param>]     a hero card ability (KITING, STUBBORNNESS, DUNGEONEERING, COMBINED SHOT)

The dice choices (digest §6.2 #8) depend on the rules revision (`Game.revision`,
`OddState.revised()`):

- Revision 1 (every save made before revision 2): the engine chooses.  A cost is
  paid with the cheapest dice that can (R-ODD-058: the lowest of the colour, then
  heroic; R-ODD-059: least mana wasted, then fewest dice); CLEAVE raises the four
  highest dice below 6, STATIC BURST the highest below 6, CONSISTENCY changes every
  die below 4, HEROISM takes the two lowest non-heroic dice.
- Revision 2: the player chooses, in a short sub-step (a `Pick` on the encounter):
  the skill's option opens it with that automatic choice pre-selected; then
  `toggle:<die id>` selects or unselects one of the dice on offer (STATIC BURST:
  picks that die instead), `confirm` (offered once the dice answer the question)
  applies it, and `cancel` backs out while nothing is spent yet.  Payment comes
  first ("pay": a basic skill's dice, "mana": a spell's), then the targets
  ("cleave", "static", "consistency"); HEROISM ("heroism") spends its token on
  confirm.  Two of the hero's own dice may pay as one die of any colour worth the
  lower value (A-ODD-06, A-ODD-48; R-ODD-063: her own dice only), and FORCE BOLT's
  X is the mana the chosen dice pay.  A sub-step opens only when another choice
  would give a different result; otherwise the automatic choice applies silently.
  The log says what was chosen.  The helper (bot.py) confirms the pre-selection,
  so computer games end exactly as under revision 1 (and leaves the skills that
  only pairs can pay, which revision 1 did not offer).  PRECISION keeps its key
  (cost die and target already chosen), and FORCE BOLT needs a Magic or heroic die.
"""

from __future__ import annotations

from itertools import combinations

from ...core.decision import Decision, Option
from . import content
from .content import CARDS
from .state import Die, OddState, Pick


def own_pool(state: OddState, h: int) -> list[Die]:
    assert state.enc is not None
    return [d for d in state.enc.dice if d.state == "pool" and d.owner == h and not d.pair]


def pay_dice(state: OddState, h: int, color: str, n: int) -> list[Die] | None:
    """R-ODD-058/063: n of her own dice of the colour (heroic stands in), lowest first."""
    mine = own_pool(state, h)
    same = sorted((d for d in mine if d.color == color), key=lambda d: d.value)
    wild = sorted((d for d in mine if d.color == "H"), key=lambda d: d.value)
    pay = (same + wild)[:n]
    return pay if len(pay) == n else None


def mana_value(state: OddState, h: int, d: Die) -> int:
    return d.value + (2 if state.heroes[h].has("MANA FOUNTAIN") else 0)  # R-ODD-061 MANA FOUNTAIN


def pay_mana(state: OddState, h: int, need: int) -> list[Die] | None:
    """R-ODD-059 / A-ODD-48: her Magic or heroic dice totalling at least `need`, least waste, fewest dice."""
    mine = [d for d in own_pool(state, h) if d.color in "MH"]
    best = None
    for r in range(1, len(mine) + 1):
        for combo in combinations(mine, r):
            total = sum(mana_value(state, h, d) for d in combo)
            if total >= need and (best is None or (total, r) < best[0]):
                best = ((total, r), list(combo))
    return best[1] if best else None


def max_mana(state: OddState, h: int) -> int:
    return sum(mana_value(state, h, d) for d in own_pool(state, h) if d.color in "MH")


def spend(state: OddState, dice: list[Die]) -> None:
    for d in dice:
        d.state = "gone"


def article(word: str) -> str:
    """`a Strength`, `an Agility`."""
    return f"{'an' if word[:1] in 'AEIOU' else 'a'} {word}"


def bump(d: Die, n: int) -> None:
    d.value = min(6, d.value + n)  # A-ODD-07


def options(state: OddState) -> list[Option]:
    """Every skill, potion and ability usable now in this encounter."""
    enc = state.enc
    assert enc is not None
    peril = enc.kind == "peril"
    out: list[Option] = []
    for h, hero in enumerate(state.heroes):
        who = f"{hero.name}: " if state.players > 1 else ""
        for cid in hero.skills:
            loot = content.LOOT[CARDS[cid].loot]
            if f"{h}:{cid}" in enc.used:
                continue  # R-ODD-062: once per battle
            if peril and "P" not in loot.use:
                continue  # R-ODD-048 / A-ODD-13
            if not peril and "C" not in loot.use:
                continue
            for key, label in skill_variants(state, h, cid, loot):
                out.append(Option(key, who + label, group="Skills"))
            if loot.type == "spell" and state.players == 2:  # R-ODD-136 POWER TRANSFER
                p = 1 - h
                if state.heroes[p].side.second == "POWER_TRANSFER" and f"{p}:POWER_TRANSFER" not in enc.used:
                    for key, label in skill_variants(state, h, cid, loot, payer=p):
                        out.append(
                            Option(key + ":pt", f"{who}{label} (paid by {state.heroes[p].name})", group="Skills")
                        )
        second = hero.side.second
        if second == "KITING" and not peril and f"{h}:KITING" not in enc.used:
            out.append(Option(f"ability:{h}:KITING", f"{who}KITING: 1 time to prevent 1 damage", group="Skills"))
        if second == "STUBBORNNESS" and not peril and f"{h}:STUBBORNNESS" not in enc.used:
            for d in own_pool(state, h):
                if d.value == 6 and not d.wild:
                    out.append(
                        Option(
                            f"ability:{h}:STUBBORNNESS:{d.id}",
                            f"STUBBORNNESS: {content.COLOR_NAMES[d.color]} 6 counts as any colour",
                            group="Skills",
                        )
                    )
        if second == "COMBINED_SHOT" and not peril and state.players == 2 and f"{h}:COMBINED_SHOT" not in enc.used:
            p = 1 - h  # R-ODD-130 / A-ODD-44: swap one die each; it matters for who can pay a cost
            if hero.skills or state.heroes[p].skills:
                for mine in own_pool(state, h):
                    for theirs in own_pool(state, p):
                        if (mine.color, mine.value) != (theirs.color, theirs.value):
                            out.append(
                                Option(
                                    f"ability:{h}:COMBINED_SHOT:{mine.id}:{theirs.id}",
                                    f"COMBINED SHOT: swap your {content.COLOR_NAMES[mine.color]} {mine.value} for "
                                    f"{state.heroes[p].name}'s {content.COLOR_NAMES[theirs.color]} {theirs.value}",
                                    group="Skills",
                                )
                            )
        if second == "DUNGEONEERING" and peril and state.players == 2:
            p = 1 - h
            if f"{p}:DUNGEONEERING" not in enc.used and any(d.value == 1 for d in own_pool(state, p)):
                out.append(
                    Option(
                        f"ability:{p}:DUNGEONEERING",
                        f"DUNGEONEERING: {state.heroes[p].name} rerolls her 1s",
                        group="Skills",
                    )
                )
    if state.potions > 0:
        owned = {CARDS[c].loot for c in state.potion_types}
        for h, hero in enumerate(state.heroes):
            who = f" ({hero.name})" if state.players > 1 else ""
            if hero.damage:
                out.append(Option(f"potion:HEALING:{h}", f"Potion: HEALING, heal 2{who}", group="Potions"))
            if "CLARITY" in owned and any(d.value <= 2 for d in own_pool(state, h)):
                out.append(Option(f"potion:CLARITY:{h}", f"Potion: CLARITY{who}", group="Potions"))
            if "MANA" in owned:
                out.append(Option(f"potion:MANA:{h}", f"Potion: MANA, add a Magic 6{who}", group="Potions"))
            if "HEROISM" in owned and any(d.color != "H" for d in own_pool(state, h)):
                out.append(Option(f"potion:HEROISM:{h}", f"Potion: HEROISM{who}", group="Potions"))
    return out


def skill_variants(
    state: OddState, h: int, cid: str, loot: content.Loot, payer: int | None = None
) -> list[tuple[str, str]]:
    """The keys and labels one skill card offers now (empty when it cannot be paid or would do nothing).

    `payer` is who pays a spell's mana (POWER TRANSFER); the effect is still the caster's.
    """
    enc = state.enc
    assert enc is not None
    base = f"skill:{h}:{cid}"
    name = loot.name
    boss = enc.kind == "boss"
    if payer is not None and loot.type != "spell":
        return []
    pay_h = h if payer is None else payer
    if loot.type == "mastery":
        if name == "LUCKY FAMILIAR" and own_pool(state, h):  # §5.4: one of your own dice, the player's pick
            mine = sorted(own_pool(state, h), key=lambda d: (d.value, d.id))
            low = mine[0]
            out = [(base, f"LUCKY FAMILIAR: reroll your {die_text(low)} {low.value}")]
            seen = {(low.color, low.value, low.wild)}
            for d in mine[1:]:
                sig = (d.color, d.value, d.wild)
                if d.value < 6 and sig not in seen:
                    seen.add(sig)
                    out.append((f"{base}:{d.id}", f"LUCKY FAMILIAR: reroll your {die_text(d)} {d.value}"))
            return out
        return []
    if loot.type == "spell":
        if name == "FORCE BOLT":
            x = min(6, max_mana(state, pay_h))
            if x < 1:
                return []
            return [(f"{base}:{c}", f"FORCE BOLT: add {article(content.COLOR_NAMES[c])} {x}") for c in "SA"]
        if pay_mana(state, pay_h, loot.mana) is None and not (state.revised() and pair_mana(state, pay_h, loot.mana)):
            return []  # revision 2: two dice as one may pay (A-ODD-06, A-ODD-48)
        if name == "CHAOTIC AURA":
            faces = sorted({d.value for d in own_pool(state, h) if d.value < 6})
            return [(f"{base}:{n}", f"CHAOTIC AURA: your {n}s become 6s") for n in faces]
        return [(base, f"{name} (mana {loot.mana})")]
    if loot.cost_time:  # DODGE
        return [(base, f"DODGE: prevent {2 if boss else 1} damage" + ("" if boss else " for 1 time"))]
    if pay_dice(state, h, loot.cost_color, loot.cost_dice) is None and not (
        state.revised() and pair_dice(state, h, loot.cost_color, loot.cost_dice)
    ):
        return []  # revision 2: two dice as one may pay (A-ODD-06)
    if name == "ARMOR CRUSH":
        from .rules import box_done

        return [
            (f"{base}:{j}", f"ARMOR CRUSH on the armor box {b.value}")
            for j, b in enumerate(enc.boxes)
            if b.armor and not box_done(enc, j)
        ]
    if name == "PRECISION":  # R-ODD-058: any Agility die (or heroic) pays; its value goes on another die
        return precision_variants(state, h, base)
    if name == "FLURRY":  # §5.4 #20: 4 dice, each Strength or Agility as the player chooses (supply-capped)
        from .rules import color_free

        free_s, free_a = color_free(state, "S"), color_free(state, "A")
        total = min(4, free_s + free_a)
        if not total:
            return []
        out = []
        for n in range(min(total, free_s), max(0, total - free_a) - 1, -1):
            bits = [f"{k} {content.COLOR_NAMES[c]}" for k, c in ((n, "S"), (total - n, "A")) if k]
            out.append((f"{base}:{n}", "FLURRY: roll " + (" + ".join(bits) or "nothing")))
        return out
    if name == "TRIPLE STRIKE":
        return [(f"{base}:{c}", f"TRIPLE STRIKE, with the {content.COLOR_NAMES[c]} die a 6") for c in "SAM"]
    return [(base, f"{name}: {loot.text}")]


def die_text(d: Die) -> str:
    return "heroic" if d.color == "H" else content.COLOR_NAMES[d.color]


def precision_variants(state: OddState, h: int, base: str) -> list[tuple[str, str]]:
    """One option per distinct (cost die, target die) pair: key <base>:<cost id>:<target id>."""
    mine = own_pool(state, h)
    out, seen = [], set()
    for cost in sorted((d for d in mine if d.color in "AH"), key=lambda d: (d.color != "A", d.value, d.id)):
        for d in mine:
            if d.id == cost.id or d.value >= 6:
                continue
            sig = (cost.color, cost.value, d.color, d.value, d.wild)
            if sig in seen:
                continue
            seen.add(sig)
            pay = f"pay {die_text(cost)} {cost.value}" if cost.color != "A" else f"pay Agility {cost.value}"
            out.append(
                (f"{base}:{cost.id}:{d.id}", f"PRECISION: {pay}, add {cost.value} to your {die_text(d)} {d.value}")
            )
    return out


def use(state: OddState, head: str, rest: str, picked: list[Die] | None = None) -> None:
    """Apply a skill:, potion: or ability: option.

    Under revision 2 a skill whose payment is a real choice opens a "pay"/"mana" `Pick` and returns;
    confirming it calls here again with `picked` = the dice that pay (HEROISM: the dice it changes).
    """
    from .rules import after_roll, crit_marks, place, roll_dice, spend_time

    enc = state.enc
    assert enc is not None
    parts = rest.split(":")
    boss = enc.kind == "boss"
    if head == "potion":
        name, h = parts[0], int(parts[1])
        hero = state.heroes[h]
        if name == "HEROISM" and picked is None and state.revised() and open_heroism(state, h, f"{head}:{rest}"):
            return  # revision 2: the player picks the two dice first (the token is spent on confirm)
        state.potions -= 1
        if name == "HEALING":  # R-ODD-070: 2 at any other moment
            got = min(2, hero.damage)
            hero.damage -= got
            said = f"heals {got}" if got else "has no damage to heal"
            state.say(f"Potion HEALING: {hero.name} {said}.")
        elif name == "CLARITY":
            rerolled = [d for d in own_pool(state, h) if d.value <= 2]
            for d in rerolled:
                state.roll_die(d)
            extra = roll_dice(state, h, "H", 1)
            n = len(rerolled)
            state.say(f"Potion CLARITY: {n} {'die' if n == 1 else 'dice'} rerolled, +{len(extra)} heroic die.")
            after_roll(state, rerolled + extra, initial=False)
        elif name == "MANA":
            from .rules import add_die

            add_die(state, h, "M", 6)
            state.say("Potion MANA: a Magic 6.")
        elif name == "HEROISM":
            if picked is not None:  # revision 2: the dice the player chose
                text = dice_text(picked)
                for d in picked:
                    d.color, d.value, d.wild = "H", 6, True
                verb = "becomes a heroic 6" if len(picked) == 1 else "become heroic 6s"
                state.say(f"Potion HEROISM: {text} {verb}.")
                return
            from .rules import black_free

            targets = sorted((d for d in own_pool(state, h) if d.color != "H"), key=lambda d: d.value)
            n = min(2, len(targets), black_free(state))
            for d in targets[:n]:
                d.color, d.value, d.wild = "H", 6, True
            state.say(f"Potion HEROISM: {n} {'die becomes a heroic 6' if n == 1 else 'dice become heroic 6s'}.")
        return
    if head == "ability":
        h, name = int(parts[0]), parts[1]
        hero = state.heroes[h]
        enc.used.add(f"{h}:{name}")
        if name == "KITING":  # R-ODD-129 / A-ODD-34
            enc.prevent += 1
            state.say(f"KITING: {hero.name} will prevent 1 damage.")
            if not boss:
                spend_time(state, 1)
        elif name == "STUBBORNNESS":  # R-ODD-126 / A-ODD-42
            d = enc.dice[int(parts[2])]
            d.wild = True
            state.say(f"STUBBORNNESS: {hero.name}'s 6 counts as any colour.")
        elif name == "COMBINED_SHOT":  # R-ODD-130 / A-ODD-44: only ownership changes
            mine, theirs = enc.dice[int(parts[2])], enc.dice[int(parts[3])]
            mine.owner, theirs.owner = theirs.owner, mine.owner
            state.say(f"COMBINED SHOT: {hero.name} swaps a die with her partner.")
        elif name == "DUNGEONEERING":  # R-ODD-133
            ones = [d for d in own_pool(state, h) if d.value == 1]
            for d in ones:
                state.roll_die(d)
            n = len(ones)
            state.say(f"DUNGEONEERING: {hero.name} rerolls {n} {'die' if n == 1 else 'dice'} showing 1.")
            after_roll(state, ones, initial=False)
        return
    h, cid = int(parts[0]), parts[1]
    if picked is None and state.revised() and open_payment(state, f"{head}:{rest}"):
        return
    payer = h
    if parts[-1] == "pt":  # R-ODD-136: the partner Mage pays the whole mana cost
        payer = 1 - h
        parts = parts[:-1]
        enc.used.add(f"{payer}:POWER_TRANSFER")
        state.say(f"POWER TRANSFER: {state.heroes[payer].name} pays for the spell.")
    param = parts[2] if len(parts) > 2 else ""
    hero = state.heroes[h]
    loot = content.LOOT[CARDS[cid].loot]
    name = loot.name
    enc.used.add(f"{h}:{cid}")
    paid: list[Die] = []
    if picked is not None:  # revision 2: the dice the player chose to pay with (A-ODD-06 pairs among them)
        paid = picked
    elif loot.type == "spell":
        need = min(6, max_mana(state, payer)) if name == "FORCE BOLT" else loot.mana
        paid = pay_mana(state, payer, need) or []
    elif name == "PRECISION":  # the chosen cost die (R-ODD-058)
        paid = [enc.dice[int(param)]]
    elif loot.cost_dice:
        paid = pay_dice(state, h, loot.cost_color, loot.cost_dice) or []
    spend(state, paid)
    if picked is not None:
        groups = (
            mana_groups(state, payer, paid)[1]
            if loot.type == "spell"
            else dice_groups(paid, loot.cost_color, loot.cost_dice)
        )
        text = ", ".join("+".join(f"{d.color}{d.value}" for d in g) + (" as one" if len(g) > 1 else "") for g in groups)
        state.say(f"{hero.name} uses {name}, paying {text or 'nothing'}.")
    elif paid:
        state.say(f"{hero.name} uses {name}, paying " + ", ".join(f"{d.color}{d.value}" for d in paid) + ".")
    else:
        state.say(f"{hero.name} uses {name}.")
    new: list[Die] = []
    if name == "FORCE BOLT":  # A-ODD-49
        from .rules import add_die

        if picked is not None:  # a pair pays the lower value (A-ODD-48)
            x = min(6, mana_groups(state, payer, paid)[0])
        else:
            x = min(6, sum(mana_value(state, payer, d) for d in paid))
        add_die(state, h, param, x)
    elif name == "FLAMEWEAVE":
        from .rules import add_die

        for d in own_pool(state, h):
            if d.color == "S":
                bump(d, 1)
        add_die(state, h, "S", 4)
    elif name == "STATIC BURST":
        from .rules import add_die

        add_die(state, h, "A", 4)
        up = [d for d in own_pool(state, h) if d.value < 6]
        if state.revised() and open_targets(state, "static", h, f"{head}:{rest}"):
            return
        if up:
            bump(max(up, key=lambda d: (d.value, d.id)), 1)
    elif name == "HASTE":
        new = roll_dice(state, h, "A", 2)
    elif name == "CHAOTIC AURA":
        for d in own_pool(state, h):
            if d.value == int(param):
                d.value = 6
    elif name == "CONSISTENCY":
        if state.revised() and open_targets(state, "consistency", h, f"{head}:{rest}"):
            return
        for d in own_pool(state, h):
            if d.value < 4:
                d.value = 4
    elif name == "CRUSHING FIST":
        from .rules import add_die

        add_die(state, h, "S", 6)
        add_die(state, h, "S", 6)
    elif name == "DODGE":  # A-ODD-41
        enc.prevent += 2 if boss else 1
        if not boss:
            spend_time(state, 1)
    elif name == "LUCKY FAMILIAR":
        low = enc.dice[int(param)] if param else min(own_pool(state, h), key=lambda d: (d.value, d.id))
        state.roll_die(low)
        new = [low]
    elif name == "PRECISION":  # A-ODD-43
        target = enc.dice[int(parts[3])]
        bump(target, paid[0].value)
    elif name in ("DEXTERITY", "CRUSHING BLOW"):
        from .rules import add_die

        add_die(state, h, "A" if name == "DEXTERITY" else "S", 6)
    elif name == "BACKSTAB":
        new = roll_dice(state, h, "S", 2)
    elif name == "TRUE STRIKE":
        from .rules import add_die

        add_die(state, h, "T", 4, wild=True)
    elif name == "POISON":
        enc.prevent += 2
    elif name == "CLEAVE":
        if state.revised() and open_targets(state, "cleave", h, f"{head}:{rest}"):
            return
        up = sorted((d for d in own_pool(state, h) if d.value < 6), key=lambda d: (-d.value, d.id))[:4]
        for d in up:
            bump(d, 1)
    elif name == "FLURRY":
        n = int(param) if param else 2
        new = roll_dice(state, h, "S", n)
        new += roll_dice(state, h, "A", 4 - n)
    elif name == "ARMOR CRUSH":
        j = int(param)
        b = enc.boxes[j]
        d = Die(enc.next_id, h, b.color if b.color in "SAM" else "S", 6, armor_crush=True)
        enc.next_id += 1
        enc.dice.append(d)
        place(state, (d.id,), j)
    elif name == "TRIPLE STRIKE":
        from .rules import add_die

        for c in "SAM":
            add_die(state, h, c, 6 if c == param else 5)
    if new:
        state.say("Rolled: " + ", ".join(f"{d.color}{d.value}" for d in new) + ".")
        after_roll(state, new, initial=False)
    crit_marks(state)


# ---------------------------------------------------------------------------
# revision 2: the player's dice choices (digest §6.2 #8), as a toggle-then-confirm sub-step
# ---------------------------------------------------------------------------
PICK_PROMPTS = {
    "cleave": "CLEAVE: choose up to 4 of your dice to raise by 1",
    "static": "STATIC BURST: choose one of your dice to raise by 1",
    "consistency": "CONSISTENCY: choose the dice to change to 4s",
}


def sig(d: Die) -> tuple:
    """What tells two dice apart for a choice: colour, value, any-colour."""
    return (d.color, d.value, d.wild)


def dice_text(dice: list[Die]) -> str:
    from .rules import die_name

    return ", ".join(die_name(d) for d in dice)


def swap_differs(auto: list[Die], others: list[Die]) -> bool:
    """True when trading a die of `auto` for one of `others` changes which dice are chosen."""
    return any(sig(o) != sig(a) for o in others for a in auto)


def pays_dice(dice: list[Die], color: str, n: int) -> bool:
    """R-ODD-058 / A-ODD-06: exactly n units, each a die of the colour (heroic stands in) or any two as one."""
    fit = sum(1 for d in dice if d.color in (color, "H"))
    return n <= len(dice) <= 2 * n and 2 * n - len(dice) <= fit


def dice_groups(dice: list[Die], color: str, n: int) -> list[list[Die]]:
    """How those dice pay n units: 2n - m of the colour alone, the others two by two."""
    singles_left = max(0, 2 * n - len(dice))
    singles, rest = [], []
    for d in dice:
        if singles_left and d.color in (color, "H"):
            singles.append([d])
            singles_left -= 1
        else:
            rest.append(d)
    return singles + [rest[i : i + 2] for i in range(0, len(rest), 2)]


def mana_groups(state: OddState, h: int, dice: list[Die]) -> tuple[int, list[list[Die]]]:
    """R-ODD-059 / A-ODD-48: the most mana these dice pay, every one spent (Magic or heroic alone, any two
    as one worth the lower; MANA FOUNTAIN's +2 per die or pair).  (-1, []) when some die cannot pay."""
    bonus = 2 if state.heroes[h].has("MANA FOUNTAIN") else 0
    memo: dict[tuple, int] = {}

    def ways(rest: list[Die]):
        """(mana of the first group, the group, the dice left) for each way to spend rest[0]."""
        d, tail = rest[0], rest[1:]
        if d.color in "MH":
            yield d.value + bonus, [d], tail
        for i, e in enumerate(tail):
            if d.color in "MH" and e.color in "MH":
                continue  # two Magic dice pay more apart
            yield min(d.value, e.value) + bonus, [d, e], tail[:i] + tail[i + 1 :]

    def best(rest: list[Die]) -> int:
        if not rest:
            return 0
        key = tuple(sorted((d.value, d.color in "MH") for d in rest))
        if key not in memo:
            got = [m + best(left) for m, _, left in ways(rest)]
            got = [g for g in got if g >= 0]  # -1 marks dice that cannot all be spent
            memo[key] = max(got) if got else -(10**6)
        return memo[key]

    rest = list(dice)
    total = best(rest) if rest else 0
    if total < 0:
        return -1, []
    groups = []
    while rest:  # walk the best choice back
        want = best(rest)
        for m, group, left in ways(rest):
            if m + best(left) == want:
                groups.append(group)
                rest = left
                break
    return total, groups


def _mana_choice(state: OddState, h: int, auto: list[Die], need: int, mine: list[Die]) -> bool:
    """Whether dice other than the least-waste ones could pay `need` mana (a different set of dice)."""
    total = sum(mana_value(state, h, d) for d in auto)
    ids = {d.id for d in auto}
    rest = [d for d in mine if d.id not in ids]
    if any(d.color in "MH" for d in rest):
        return True  # one more Magic or heroic die
    if len(rest) >= 2:
        return True  # two of her other dice as one (A-ODD-06)
    bonus = 2 if state.heroes[h].has("MANA FOUNTAIN") else 0
    for y in auto:
        if len(auto) > 1 and total - mana_value(state, h, y) >= need:
            return True  # fewer dice still pay (FORCE BOLT's smaller X)
        if any(total - mana_value(state, h, y) + min(x.value, y.value) + bonus >= need for x in rest):
            return True  # another die paired with one of them
    return False


def pair_dice(state: OddState, h: int, color: str, n: int) -> list[Die] | None:
    """A-ODD-06: n units paid with two dice as one where her dice of the colour fall short: the fitting
    dice alone and the lowest others two by two (None if even that cannot pay)."""
    mine = own_pool(state, h)
    fit = [d for d in mine if d.color in (color, "H")][:n]
    others = sorted((d for d in mine if d not in fit), key=lambda d: (d.value, d.id))
    k = 2 * (n - len(fit))
    return fit + others[:k] if len(others) >= k else None


def pair_mana(state: OddState, h: int, need: int = 0) -> list[Die] | None:
    """A-ODD-06 / A-ODD-48: Magic and heroic dice alone, then her other dice two by two (highest first),
    until `need` mana is paid (need 0: all of them); None if they cannot pay it."""
    mine = own_pool(state, h)
    fit = [d for d in mine if d.color in "MH"]
    others = sorted((d for d in mine if d.color not in "MH"), key=lambda d: (-d.value, d.id))
    bonus = 2 if state.heroes[h].has("MANA FOUNTAIN") else 0
    total = sum(mana_value(state, h, d) for d in fit)
    out = list(fit)
    for i in range(0, len(others) - 1, 2):
        if need and total >= need:
            break
        out += others[i : i + 2]
        total += others[i + 1].value + bonus
    return out if total >= need and out else None


def pair_only(state: OddState, key: str) -> bool:
    """Revision 2: a skill option that only two dice as one can pay (the helper never uses those, so that
    computer games play as under revision 1)."""
    if not key.startswith("skill:"):
        return False
    h, payer, _, loot = _cost(key)
    if loot.type == "spell":
        return loot.name != "FORCE BOLT" and pay_mana(state, payer, loot.mana) is None
    return (
        bool(loot.cost_dice)
        and loot.name != "PRECISION"
        and pay_dice(state, h, loot.cost_color, loot.cost_dice) is None
    )


def _cost(key: str) -> tuple[int, int, str, content.Loot]:
    parts = key.split(":")
    h, cid = int(parts[1]), parts[2]
    payer = 1 - h if parts[-1] == "pt" else h
    return h, payer, cid, content.LOOT[CARDS[cid].loot]


def open_payment(state: OddState, key: str) -> bool:
    """Revision 2: open the "which dice pay" sub-step when more than one set of dice could pay."""
    enc = state.enc
    assert enc is not None
    h, payer, cid, loot = _cost(key)
    mine = own_pool(state, payer)
    if loot.type == "spell":
        need = 1 if loot.name == "FORCE BOLT" else loot.mana
        auto = pay_mana(state, payer, min(6, max_mana(state, payer)) if loot.name == "FORCE BOLT" else need)
        if not auto:  # only pairs can pay: always asked, a pairing pre-selected
            auto = pair_mana(state, payer, need) if loot.name != "FORCE BOLT" else None
            if not auto:
                return False
        elif not _mana_choice(state, payer, auto, need, mine):
            return False
        kind = "mana"
    elif loot.cost_dice and loot.name != "PRECISION":  # PRECISION's cost die is in its key already
        need = loot.cost_dice
        auto = pay_dice(state, h, loot.cost_color, need)
        if not auto:  # only pairs can pay: always asked, a pairing pre-selected
            auto = pair_dice(state, h, loot.cost_color, need)
            if not auto:
                return False
        else:
            ids = {d.id for d in auto}
            fits = [d for d in mine if d.id not in ids and d.color in (loot.cost_color, "H")]
            if len(mine) < need + 1 and not swap_differs(auto, fits):
                return False
        kind = "pay"
    else:
        return False
    ids = {d.id for d in auto}
    chosen = tuple(d.id for d in mine if d.id in ids)
    enc.pick = Pick(kind, key, payer, tuple(d.id for d in mine), chosen, chosen, need, back=True)
    return True


def open_targets(state: OddState, kind: str, h: int, key: str) -> bool:
    """Revision 2: CLEAVE's up to four dice, STATIC BURST's one die, CONSISTENCY's dice, when it can matter."""
    enc = state.enc
    assert enc is not None
    mine = own_pool(state, h)
    if kind == "consistency":  # "any or all": a 5 or 6 may become a 4 too (then CHAOTIC AURA on 4s)
        ids = [d for d in mine if d.value != 4]
        auto = [d for d in ids if d.value < 4]
        need, ask = 0, bool(ids)
    else:
        ids = [d for d in mine if d.value < 6]
        if kind == "cleave":
            auto = sorted(ids, key=lambda d: (-d.value, d.id))[:4]
            need, ask = 4, bool(ids)
        else:
            auto = [max(ids, key=lambda d: (d.value, d.id))] if ids else []
            need, ask = 1, len({sig(d) for d in ids}) > 1
    if not ask:
        return False
    chosen = tuple(d.id for d in ids if d in auto)
    enc.pick = Pick(kind, key, h, tuple(d.id for d in ids), chosen, chosen, need)
    return True


def open_heroism(state: OddState, h: int, key: str) -> bool:
    """Revision 2: HEROISM's two dice, when another pair of dice would give a different result."""
    from .rules import black_free

    enc = state.enc
    assert enc is not None
    mine = [d for d in own_pool(state, h) if d.color != "H"]
    n = min(2, len(mine), black_free(state))
    auto = sorted(mine, key=lambda d: d.value)[:n]
    ids = {d.id for d in auto}
    if not n or not swap_differs(auto, [d for d in mine if d.id not in ids]):
        return False
    chosen = tuple(d.id for d in mine if d.id in ids)
    enc.pick = Pick("heroism", key, h, tuple(d.id for d in mine), chosen, chosen, n, back=True)
    return True


def pick_check(state: OddState, pick: Pick) -> tuple[bool, str]:
    """Whether the toggled dice answer the sub-step, and a line saying what they do (or what is missing)."""
    enc = state.enc
    assert enc is not None
    dice = [enc.dice[i] for i in pick.chosen]
    got = dice_text(dice) or "none"
    if pick.kind == "pay":
        _, _, _, loot = _cost(pick.key)
        if pays_dice(dice, loot.cost_color, pick.need):
            return True, f"pay {got}"
        word = content.COLOR_NAMES[loot.cost_color]
        return False, f"Choose {pick.need} {word} or heroic di{'ce' if pick.need > 1 else 'e'} (two dice count as one)."
    if pick.kind == "mana":
        total = mana_groups(state, pick.hero, dice)[0] if dice else -1
        if total >= pick.need:
            _, _, _, loot = _cost(pick.key)
            extra = f", X = {min(6, total)}" if loot.name == "FORCE BOLT" else ""
            return True, f"pay {got} ({total} mana{extra})"
        if total < 0 and dice:
            return False, "Only Magic and heroic dice pay alone: pair any other die with a second one."
        return False, f"Choose dice worth at least {pick.need} mana (now {max(0, total)})."
    if pick.kind == "cleave":
        if len(dice) <= 4:
            return True, f"raise {got}"
        return False, "CLEAVE raises at most 4 dice."
    if pick.kind == "static":
        if len(dice) == 1:
            return True, f"raise {got}"
        return False, "Choose one die."
    if pick.kind == "consistency":
        return True, f"change {got} to 4s"
    if len(dice) == pick.need:
        return True, f"make {got} heroic 6s"
    return False, f"Choose {pick.need} dice."


def pick_decision(state: OddState) -> Decision:
    """The sub-step: one toggle per die (drawn on the die), confirm once the choice is complete, cancel if free."""
    from .rules import die_name

    enc = state.enc
    assert enc is not None and enc.pick is not None
    pick = enc.pick
    opts = []
    ok, text = pick_check(state, pick)
    if ok:  # first, so the decision bar's key 1 confirms
        opts.append(Option("confirm", f"Confirm: {text}"))
    if pick.back:
        opts.append(Option("cancel", "Cancel (nothing is spent)"))
    for i in pick.ids:
        d = enc.dice[i]
        verb = "Unselect" if i in pick.chosen else "Select"
        opts.append(Option(f"toggle:{i}", f"{verb} {die_name(d)}", target=f"die:{i}", group="Dice"))
    return Decision(0, pick_prompt(state, pick), tuple(opts), () if ok else (text,))


def pick_prompt(state: OddState, pick: Pick) -> str:
    who = f"{state.heroes[pick.hero].name}: " if state.players > 1 else ""
    if pick.kind in PICK_PROMPTS:
        return who + PICK_PROMPTS[pick.kind]
    if pick.kind == "heroism":
        return f"{who}HEROISM: choose {pick.need} of your non-heroic dice to become heroic 6s"
    _, _, _, loot = _cost(pick.key)
    if pick.kind == "pay":
        word = content.COLOR_NAMES[loot.cost_color]
        n = pick.need
        what = f"the {n} {word} dice that pay" if n > 1 else f"the {word} die that pays"
        return f"{who}{loot.name}: choose {what} (a heroic die stands in; two of your dice may pay as one)"
    if loot.name == "FORCE BOLT":
        return f"{who}FORCE BOLT: choose the dice that pay X mana (X = their mana, at most 6)"
    return f"{who}{loot.name}: choose the dice that pay {pick.need} mana (Magic or heroic; two dice may pay as one)"


def play_pick(state: OddState, head: str, rest: str) -> None:
    """toggle:<die id>, confirm or cancel while a sub-step is open."""
    enc = state.enc
    assert enc is not None and enc.pick is not None
    pick = enc.pick
    if head == "toggle":
        i = int(rest)
        if pick.kind == "static":
            pick.chosen = (i,)
        else:
            pick.chosen = tuple(k for k in pick.ids if (k in pick.chosen) != (k == i))
        return
    enc.pick = None
    if head == "cancel":
        return
    dice = [enc.dice[i] for i in pick.chosen]
    kind_head, _, kind_rest = pick.key.partition(":")
    if pick.kind in ("pay", "mana", "heroism"):
        use(state, kind_head, kind_rest, picked=dice)
        return
    from .rules import crit_marks

    name = {"cleave": "CLEAVE", "static": "STATIC BURST", "consistency": "CONSISTENCY"}[pick.kind]
    before = dice_text(dice)
    if pick.kind == "consistency":
        for d in dice:
            d.value = 4
        state.say(f"{name}: {before} changed to 4s." if dice else f"{name}: no dice changed.")
    else:
        for d in dice:
            bump(d, 1)
        state.say(f"{name}: +1 to {before}." if dice else f"{name}: no die raised.")
    crit_marks(state)


def auto_pick(state: OddState) -> None:
    """Confirm every open sub-step with the automatic choice (the bot's trial of a skill on a scratch copy)."""
    enc = state.enc
    while enc is not None and enc.pick is not None and state.won is None:
        enc.pick.chosen = enc.pick.auto
        play_pick(state, "confirm", "")
        enc = state.enc
