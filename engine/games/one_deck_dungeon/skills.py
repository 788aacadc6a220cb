"""Skills, spells, masteries, potions and hero abilities used during an encounter (§3.10, §3.11, §3.20).

Each usable thing is one option with its parameters chosen for the player
where the choice is mechanical (which dice pay a cost: the cheapest that
can; R-ODD-058/059), and spelled out where it matters (FORCE BOLT's colour,
CHAOTIC AURA's number, ARMOR CRUSH's box, PRECISION's cost die and target
die as <cost id>:<target id>, FLURRY's number of Strength dice, LUCKY
FAMILIAR's die: no param = the lowest, :<die id> = another).  Keys:

    skill:<hero>:<card>[:<param>]   a skill card held by that hero
    potion:<NAME>:<hero>            one potion token (R-ODD-068)
    ability:<hero>:<NAME>[:<param>] a hero card ability (KITING, STUBBORNNESS, DUNGEONEERING)
"""

from __future__ import annotations

from itertools import combinations

from ...core.decision import Option
from . import content
from .content import CARDS
from .state import Die, OddState


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
            return [(f"{base}:{c}", f"FORCE BOLT: add a {content.COLOR_NAMES[c]} {x}") for c in "SA"]
        if pay_mana(state, pay_h, loot.mana) is None:
            return []
        if name == "CHAOTIC AURA":
            faces = sorted({d.value for d in own_pool(state, h) if d.value < 6})
            return [(f"{base}:{n}", f"CHAOTIC AURA: your {n}s become 6s") for n in faces]
        return [(base, f"{name} (mana {loot.mana})")]
    if loot.cost_time:  # DODGE
        return [(base, f"DODGE: prevent {2 if boss else 1} damage" + ("" if boss else " for 1 time"))]
    if pay_dice(state, h, loot.cost_color, loot.cost_dice) is None:
        return []
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
        return [(f"{base}:{c}", f"TRIPLE STRIKE, the {content.COLOR_NAMES[c]} one a 6") for c in "SAM"]
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


def use(state: OddState, head: str, rest: str) -> None:
    """Apply a skill:, potion: or ability: option."""
    from .rules import after_roll, crit_marks, place, roll_dice, spend_time

    enc = state.enc
    assert enc is not None
    parts = rest.split(":")
    boss = enc.kind == "boss"
    if head == "potion":
        name, h = parts[0], int(parts[1])
        hero = state.heroes[h]
        state.potions -= 1
        if name == "HEALING":  # R-ODD-070: 2 at any other moment
            got = min(2, hero.damage)
            hero.damage -= got
            state.say(f"Potion HEALING: {hero.name} heals {got}.")
        elif name == "CLARITY":
            rerolled = [d for d in own_pool(state, h) if d.value <= 2]
            for d in rerolled:
                d.value = state.chance.d6()
            extra = roll_dice(state, h, "H", 1)
            state.say(f"Potion CLARITY: {len(rerolled)} dice rerolled, +{len(extra)} heroic die.")
            after_roll(state, rerolled + extra, initial=False)
        elif name == "MANA":
            from .rules import add_die

            add_die(state, h, "M", 6)
            state.say("Potion MANA: a Magic 6.")
        elif name == "HEROISM":
            from .rules import black_free

            targets = sorted((d for d in own_pool(state, h) if d.color != "H"), key=lambda d: d.value)
            n = min(2, len(targets), black_free(state))
            for d in targets[:n]:
                d.color, d.value, d.wild = "H", 6, True
            state.say(f"Potion HEROISM: {n} dice become heroic 6s.")
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
                d.value = state.chance.d6()
            state.say(f"DUNGEONEERING: {hero.name} rerolls {len(ones)} ones.")
            after_roll(state, ones, initial=False)
        return
    h, cid = int(parts[0]), parts[1]
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
    if loot.type == "spell":
        need = min(6, max_mana(state, payer)) if name == "FORCE BOLT" else loot.mana
        paid = pay_mana(state, payer, need) or []
    elif name == "PRECISION":  # the chosen cost die (R-ODD-058)
        paid = [enc.dice[int(param)]]
    elif loot.cost_dice:
        paid = pay_dice(state, h, loot.cost_color, loot.cost_dice) or []
    spend(state, paid)
    if paid:
        state.say(f"{hero.name} uses {name}, paying " + ", ".join(f"{d.color}{d.value}" for d in paid) + ".")
    else:
        state.say(f"{hero.name} uses {name}.")
    new: list[Die] = []
    if name == "FORCE BOLT":  # A-ODD-49
        from .rules import add_die

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
        if up:
            bump(max(up, key=lambda d: (d.value, d.id)), 1)
    elif name == "HASTE":
        new = roll_dice(state, h, "A", 2)
    elif name == "CHAOTIC AURA":
        for d in own_pool(state, h):
            if d.value == int(param):
                d.value = 6
    elif name == "CONSISTENCY":
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
        low.value = state.chance.d6()
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
