"""One Deck Dungeon rules: one function per step of the turn (digest §3).

`decide(state)` builds the pending decision from `state.phase`; `play(state,
key)` applies a chosen option key and runs the game forward to the next
real choice.  Steps with only one possible outcome run by themselves, so a
game asks only for choices that matter (and random playouts stay fast).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import combinations

from ...core.coop import lead_seat
from ...core.decision import Decision, Option
from ...core.game import Result
from . import content, skills
from .content import CARDS, LOOT, Box
from .placement import SBox, SDie, Vec, solve
from .state import Die, Encounter, Hero, OddState

W_D = 10.0  # §6.3 default weights
W_T = 3.0
W_LOOT = 6.0
LETHAL = 1e6
BLACK_DICE = 6  # R-ODD-119
COLOR_DICE = 8  # R-ODD-144


# ---------------------------------------------------------------------------
# setup (R-ODD-004..010)
# ---------------------------------------------------------------------------
def setup(state: OddState) -> None:
    """Shuffle the deck (Stairs under it), one potion token, Dragon's Cave entrance hall."""
    state.deck = list(content.CARD_IDS)
    state.chance.shuffle(state.deck)  # R-ODD-006
    state.potions = 1  # R-ODD-008
    names = " and ".join(f"{state.names[i]} ({h.name})" for i, h in enumerate(state.heroes))
    verb = "enter" if state.players > 1 else "enters"
    state.say(f"{names} {verb} {state.dungeon.name}. Floor 1: {state.dungeon.floors[0].name}.")
    if state.dungeon.floors[0].effect == "GIANT_HALL":  # R-ODD-010 / A-ODD-02: once, before turn 1
        state.say("GIANT ENTRANCE HALL: 6 time passes before the first turn.")
        spend_time(state, 6)
    start_turn(state)


# ---------------------------------------------------------------------------
# time, damage and death (R-ODD-011/012, R-ODD-053/054, R-ODD-089, A-ODD-04/14/15)
# ---------------------------------------------------------------------------
def spend_time(state: OddState, n: int, *, defer: bool = False) -> int:
    """Spend n time: discard from the deck, then tokens on the Stairs.

    Returns the Stairs damage produced; unless `defer`, it is dealt at once
    (consequences defer it until after their own damage, A-ODD-14).
    """
    if state.floor > 3 or n <= 0:  # R-ODD-107: time means nothing in the boss fight
        return 0
    hits = 0
    burned = 0
    for _ in range(n):
        if state.deck:
            state.discard.append(state.deck.pop())
            burned += 1
        else:
            state.stairs_tokens += 1
            if state.options.get("stairs_rule", "card3") == "rulebook1" or state.stairs_tokens >= 3:
                state.stairs_tokens = 0
                hits += 1
    if burned:
        state.chance.reveal()  # discarded cards land face up
    bits = []
    if burned:
        bits.append(f"{burned} card{'s' if burned > 1 else ''} discarded ({len(state.deck)} left)")
    if n - burned:
        bits.append(f"{n - burned} token{'s' if n - burned > 1 else ''} on the Stairs")
    state.say(f"{n} time spent: " + ", ".join(bits) + ".")
    if hits and not defer:
        stairs_damage(state, hits)
    return hits


def stairs_damage(state: OddState, hits: int) -> None:
    """Each Stairs conversion is its own 1-damage event (R-ODD-054, R-ODD-122)."""
    if state.players > 1:  # R-ODD-122: the players choose who takes each point (a "stairs:<h>" decision)
        if state.won is None:
            state.stairs_owed += hits
        return
    for _ in range(hits):
        if state.won is not None:
            return
        stairs_hit(state, 0)


def stairs_hit(state: OddState, h: int) -> None:
    state.stairs_damage_total += 1
    wound(state, h, 1, "the Stairs")


def stairs_decision(state: OddState) -> Decision:
    n = state.stairs_owed
    opts = tuple(
        Option(f"stairs:{h}", f"{hero.name} takes it ({hero.health() - hero.damage} health left)")
        for h, hero in enumerate(state.heroes)
    )
    more = f" ({n} to go)" if n > 1 else ""
    return Decision(0, f"The Stairs deal 1 damage{more}: who takes it?", opts)


def wound(state: OddState, h: int, n: int, source: str, *, thick: bool = True) -> None:
    """Damage tokens on one hero, after THICK SKIN; FRENZY stores dice; death check (R-ODD-003)."""
    hero = state.heroes[h]
    if thick and n >= 2 and hero.has("THICK SKIN"):  # R-ODD-054: last, only on 2 or more
        n -= 1
        state.say(f"THICK SKIN: {hero.name} takes 1 less.")
    if n <= 0:
        return
    hero.damage += n
    state.say(f"{hero.name} takes {n} damage from {source} ({tally(hero.damage, hero.health(), 'fallen')}).")
    if hero.side.heroic == "FRENZY" and hero.stored < 2:  # R-ODD-125, A-ODD-32: one die per point
        add = min(2 - hero.stored, n, black_free(state))
        if add > 0:
            hero.stored += add
            state.say(f"FRENZY: {hero.name} stores {add} heroic di{'ce' if add > 1 else 'e'} ({hero.stored}).")
    check_death(state)


def fallen_words(state: OddState, name: str) -> str:
    """How a lost game ended, in words (the result's summary): who fell, where, and that it is lost."""
    d = state.dungeon
    where = f"on floor {state.floor} of {d.name}" if state.floor <= 3 else f"fighting the {d.boss.name}"
    if state.players == 1:
        return f"The {name} fell {where}: the delve is lost."
    return f"The party fell {where}: the {name} has fallen, and the delve is lost."


def check_death(state: OddState) -> None:
    for hero in state.heroes:
        if hero.damage >= hero.health() and state.won is None:  # R-ODD-003 / R-ODD-123
            state.won = False
            state.phase = "over"
            state.end_reason = fallen_words(state, hero.name)
            state.say(f"{hero.name} has fallen. The game is lost.")
            state.say(f"Final score: {score(state)}.")


def reduce_event(state: OddState, amount: int, *, peril: bool, prevent: int) -> int:
    """A-ODD-15: SHIELD AURA (perils), then flat preventions; THICK SKIN is per hero in `wound`."""
    if peril and amount > 0 and any(h.side.second == "SHIELD_AURA" for h in state.heroes):
        amount -= 1
        state.say("SHIELD AURA: 1 less damage from the peril.")
    if prevent and amount > 0:
        cut = min(prevent, amount)
        amount -= cut
        state.say(f"{cut} damage prevented.")
    return max(0, amount)


def deal(state: OddState, amount: int, source: str, *, peril: bool = False, prevent: int = 0) -> bool:
    """One damage event to the party.  Returns False when a 2P split choice is needed first."""
    amount = reduce_event(state, amount, peril=peril, prevent=prevent)
    if amount <= 0:
        return True
    if state.players == 1:
        wound(state, 0, amount, source)
        return True
    if amount % 2 == 0:  # R-ODD-121: as even as possible
        wound(state, 0, amount // 2, source)
        if state.won is None:
            wound(state, 1, amount // 2, source)
        return True
    assert state.enc is not None
    state.enc.pending_dmg = amount
    state.enc.stage = "split"
    state.phase = "split"
    return False


def black_free(state: OddState) -> int:
    """Black dice left in the supply: 6 minus stored and rolled ones (R-ODD-119)."""
    used = sum(h.stored for h in state.heroes)
    if state.enc is not None:
        used += sum(1 for d in state.enc.dice if d.color == "H" and d.state != "gone")
    return max(0, BLACK_DICE - used)


def color_free(state: OddState, color: str) -> int:
    if color == "H":
        return black_free(state)
    if color not in "SAM":
        return 99
    used = 0
    if state.enc is not None:
        used = sum(1 for d in state.enc.dice if d.color == color and d.state != "gone" and not d.pair)
    return max(0, COLOR_DICE - used)


# ---------------------------------------------------------------------------
# the turn (R-ODD-015..024)
# ---------------------------------------------------------------------------
def start_turn(state: OddState) -> None:
    if state.won is not None:
        return
    state.turns += 1
    state.stealth = False
    state.enc = None
    state.door = -1
    state.say(f"Turn {state.turns} (floor {state.floor}).")
    state.phase = "start"
    if not start_options(state):
        time_passes(state)


def start_options(state: OddState) -> list[Option]:
    """R-ODD-016: the 3-heal window, and STEALTH's declaration (A-ODD-35)."""
    out = []
    if state.potions > 0:
        for i, h in enumerate(state.heroes):
            if h.damage > 0:
                out.append(Option(f"heal3:{i}", f"Potion: heal {h.name} 3", group="Potions"))
    if any(h.side.second == "STEALTH" for h in state.heroes) and explore_legal(state):
        out.append(Option("stealth", "Declare Explore (STEALTH: 2 less time)"))
    return out


def turn_cost(state: OddState) -> int:
    return 2 + (1 if state.floor_effect("STICKY") else 0)  # R-ODD-015, R-ODD-099


def time_passes(state: OddState) -> None:
    cost = turn_cost(state)
    if state.stealth:
        cost = max(0, cost - 2)  # R-ODD-132
    state.say("Time passes.")
    spend_time(state, cost)
    if state.won is not None:
        return
    if state.stealth:
        if explore_legal(state):
            explore(state)
            return
        state.say("The deck ran out while paying: this is an Encounter turn after all.")
        spend_time(state, turn_cost(state) - cost)
        state.stealth = False
        if state.won is not None:
            return
    state.phase = "action"
    if not action_options(state):
        state.say("No door and no deck: the heroes must descend.")
        state.forced_descend = True
        end_turn(state)


def explore_legal(state: OddState) -> bool:
    return bool(state.deck) and len(state.doors) < 4  # R-ODD-019


def action_options(state: OddState) -> list[Option]:
    out = []
    if explore_legal(state) and not state.stealth:
        n = min(4 - len(state.doors), len(state.deck))
        out.append(Option("explore", f"Explore (add {plural(n, 'door', 'doors')})"))
    for i, (cid, is_open) in enumerate(state.doors):
        if is_open:
            out.append(Option(f"door:{i}", f"Encounter the {CARDS[cid].encounter}", target=f"door:{i}"))
        else:
            out.append(Option(f"door:{i}", f"Open door {i + 1}", target=f"door:{i}"))
    return out


def explore(state: OddState) -> None:
    """R-ODD-018: deal closed doors until there are four (no time)."""
    added = 0
    while len(state.doors) < 4 and state.deck:
        state.doors.append([state.deck.pop(), False])
        added += 1
    left = plural(len(state.deck), "card", "cards")
    state.say(f"The heroes explore: {plural(added, 'new door', 'new doors')} ({left} left).")
    if not state.deck:
        state.say("The Stairs is now visible.")
    mana_charge(state)
    end_turn(state)


def mana_charge(state: OddState) -> None:
    """R-ODD-134: explore or flee stores a heroic die on the Mage (max 2)."""
    for h in state.heroes:
        if h.side.heroic == "MANA_CHARGE" and h.stored < 2 and black_free(state) > 0:
            h.stored += 1
            state.say(f"MANA CHARGE: {h.name} stores a heroic die ({h.stored}).")


def open_door(state: OddState, i: int) -> None:
    state.door = i
    cid, is_open = state.doors[i]
    if is_open:  # R-ODD-020: no fleeing an open door
        state.say(f"The heroes face the {CARDS[cid].encounter}.")
        commit(state)
        return
    state.doors[i][1] = True  # R-ODD-021
    state.chance.reveal()
    state.say(f"Behind the door: {CARDS[cid].encounter}.")
    state.phase = "fight_or_flee"


def flee(state: OddState) -> None:
    """R-ODD-022: the turn ends, the door stays open."""
    state.say("The heroes flee.")
    mana_charge(state)
    end_turn(state)


def card_boxes(state: OddState, cid: str) -> list[Box]:
    """The foe's boxes plus every revealed floor's foe-edge boxes (R-ODD-031/096), X and BRUTAL set."""
    foe = content.FOES[content.CARDS[cid].encounter]
    boxes = []
    for b in foe.boxes:
        if foe.ability == "SWARM" and b.value == 0:  # R-ODD-071: 3 per open door, this one included
            x = 3 * sum(1 for _, o in state.doors if o)
            b = Box(x, b.color, True, b.armor, b.star, b.mark, b.dmg, b.time, b.hits, b.source)
        boxes.append(b)
    for f in state.floors():
        boxes.extend(f.foe_boxes)
    return brutal(state, boxes)


def brutal(state: OddState, boxes: list[Box]) -> list[Box]:
    if not state.floor_effect("BRUTAL"):  # R-ODD-100 / A-ODD-26
        return boxes
    return [Box(b.value, b.color, b.wide, b.armor, b.star, b.mark, b.dmg + 1, b.time, b.hits, b.source) for b in boxes]


def commit(state: OddState) -> None:
    """Fight the card behind the current door: foes start a battle, perils ask for an option."""
    cid = state.doors[state.door][0]
    enc_def = content.ENCOUNTERS[CARDS[cid].encounter]
    if enc_def.kind == "peril":
        state.enc = Encounter("peril", cid, [])
        state.phase = "peril_choice"
        return
    state.enc = Encounter("foe", cid, card_boxes(state, cid))
    foe = content.FOES[enc_def.name]
    if foe.fight_dmg:  # R-ODD-072 / A-ODD-08: before heroic abilities
        state.say(f"FLAMES: the {foe.name} burns the heroes.")
        if not deal(state, foe.fight_dmg, "FLAMES"):
            state.enc.stage = "flames_split"
            return
        if state.won is not None:
            return
    if foe.fight_time:  # R-ODD-073
        state.say(f"FROST: the {foe.name} slows the heroes.")
        spend_time(state, foe.fight_time)
        if state.won is not None:
            return
    begin_battle(state)


def begin_battle(state: OddState) -> None:
    """Step 1 of a battle: heroic abilities, one hero at a time (R-ODD-038)."""
    enc = state.enc
    assert enc is not None
    enc.stage = "before"
    enc.heroic_turn = 0
    enc.dice = []
    enc.next_id = 0
    enc.fills = [[] for _ in enc.boxes]
    enc.covers = [0] * len(enc.boxes)
    enc.used = set()
    enc.prevent = 0
    enc.split_ones = 0
    enc.selected = ()
    enc.extra = [0] * state.players
    enc.caps = {}  # revision 2: UNDYING's second battle asks again (a THIEF may have taken an item)
    next_heroic(state)


def heroic_options(state: OddState, h: int) -> list[Option]:
    hero = state.heroes[h]
    ab = hero.side.heroic
    out = []
    if ab in ("FRENZY", "MANA_CHARGE") and hero.stored:
        name = ab.replace("_", " ")
        for n in range(hero.stored, -1, -1):
            what = f"roll {plural(n, 'stored heroic die', 'stored heroic dice')}" if n else "keep the dice stored"
            out.append(Option(f"heroic:{n}", f"{name}: {what}"))
    elif ab == "CAREFUL_AIM":
        out.append(Option("heroic:0", "CAREFUL AIM: no extra dice"))
        out.append(Option("heroic:1", "CAREFUL AIM: spend 1 time for 1 heroic die"))
        out.append(Option("heroic:2", "CAREFUL AIM: spend 3 time for 2 heroic dice"))
    elif ab == "SNEAK_ATTACK":
        out.append(Option("heroic:1", "SNEAK ATTACK: roll the check die"))
        out.append(Option("heroic:0", "SNEAK ATTACK: skip it"))
    return out


def next_heroic(state: OddState) -> None:
    enc = state.enc
    assert enc is not None
    while enc.heroic_turn < state.players:
        if heroic_options(state, enc.heroic_turn):
            state.phase = "heroic"
            return
        enc.heroic_turn += 1
    roll_battle(state)


def use_heroic(state: OddState, n: int) -> None:
    enc = state.enc
    assert enc is not None
    h = enc.heroic_turn
    hero = state.heroes[h]
    ab = hero.side.heroic
    if ab in ("FRENZY", "MANA_CHARGE"):  # R-ODD-125/134: the stored dice are rolled and used up
        hero.stored -= n
        enc.extra[h] += n
        if n:
            state.say(f"{hero.name} rolls {n} stored heroic di{'ce' if n > 1 else 'e'}.")
    elif ab == "CAREFUL_AIM" and n:  # R-ODD-128 / A-ODD-33
        state.say(f"CAREFUL AIM: {hero.name} takes her time for {n} heroic di{'ce' if n > 1 else 'e'}.")
        spend_time(state, content.CAREFUL_AIM_COSTS[n])
        enc.extra[h] += n
    elif ab == "SNEAK_ATTACK" and n:  # R-ODD-131
        check = state.chance.d6()
        if check <= 2:
            state.say(f"SNEAK ATTACK check: {check}. Spotted: 1 time spent.")
            spend_time(state, 1)
        else:
            got = 1 if check <= 5 else 2
            state.say(f"SNEAK ATTACK check: {check}. {got} heroic di{'ce' if got > 1 else 'e'}.")
            enc.extra[h] += got
    if state.won is not None:
        return
    enc.heroic_turn += 1
    next_heroic(state)


def roll_dice(state: OddState, owner: int, color: str, n: int) -> list[Die]:
    """Take n dice of a colour from the supply (capped) and roll them (R-ODD-065/066)."""
    enc = state.enc
    assert enc is not None
    n = min(n, color_free(state, color))
    out = []
    for _ in range(n):
        d = Die(enc.next_id, owner, color, 0, wild=(color == "H"))
        state.roll_die(d)
        enc.next_id += 1
        enc.dice.append(d)
        out.append(d)
    return out


def add_die(state: OddState, owner: int, color: str, value: int, *, wild: bool = False) -> Die | None:
    """A die set to a value (R-ODD-066); never above 6 (A-ODD-07); subject to the supply."""
    enc = state.enc
    assert enc is not None
    if color_free(state, color) <= 0:
        state.say(f"No {content.COLOR_NAMES[color]} die is left in the supply.")
        return None
    d = Die(enc.next_id, owner, color, min(6, value), wild=wild or color in "HT")
    enc.next_id += 1
    enc.dice.append(d)
    return d


def after_roll(state: OddState, dice: list[Die], *, initial: bool) -> None:
    """R-ODD-040 / A-ODD-09/10: discards, POISON AURA, SPLIT count, BRUTE FORCE."""
    enc = state.enc
    assert enc is not None
    foe = content.FOES.get(CARDS[enc.card].encounter) if enc.card else None
    ability = foe.ability if foe and enc.kind == "foe" else ""
    ones = sum(1 for d in dice if d.value == 1)
    gone = []
    for d in dice:
        if (
            (ability == "ETHEREAL" and d.value in (1, 3))
            or (state.floor_effect("WEAKNESS") and d.value == 2)
            or (enc.kind == "boss" and state.dungeon.boss.ability == "YETI" and d.value == 1)
        ):
            d.state = "gone"
            gone.append(d)
    if gone:
        state.say("Discarded at once: " + ", ".join(die_name(d) for d in gone) + ".")
    if state.floor_effect("POISON_AURA"):  # R-ODD-098 / A-ODD-25
        for d in dice:
            if d.color == "H" and d.state == "pool":
                d.value -= 1
                if d.value <= 0:
                    d.state = "gone"
        state.say("POISON AURA: heroic dice lose 1.")
    if initial and ability == "SPLIT" and ones:  # R-ODD-075 / A-ODD-18
        enc.split_ones += ones
        state.say(f"SPLIT: {plural(ones, 'die', 'dice')} rolled as 1: +{ones} damage.")
    for d in dice:  # R-ODD-061 BRUTE FORCE
        if d.state == "pool" and d.color == "S" and d.value == 5 and state.heroes[d.owner].has("BRUTE FORCE"):
            d.value = 6
            state.say(f"BRUTE FORCE: {state.heroes[d.owner].name}'s Strength 5 becomes a 6.")
    crit_marks(state)


def crit_marks(state: OddState) -> None:
    """CRITICAL STRIKES: the owner's 6s count as any colour (R-ODD-061)."""
    enc = state.enc
    assert enc is not None
    for d in enc.dice:
        if d.state == "pool" and d.value == 6 and d.color in "SAM" and state.heroes[d.owner].has("CRITICAL STRIKES"):
            d.wild = True


def capped_icons(state: OddState, color: str) -> list[int]:
    """R-ODD-119/143/144: at most 8 dice of a colour; excess comes off the hero with more."""
    icons = [h.icons(color) for h in state.heroes]
    while sum(icons) > COLOR_DICE:
        i = max(range(len(icons)), key=lambda k: (icons[k], -k))
        icons[i] -= 1
    return icons


def cap_splits(state: OddState, color: str) -> list[int]:
    """R-ODD-119/143 (2P): how many of the 8 dice hero 0 may roll when the heroes have more icons than that."""
    if state.players < 2:
        return []
    a, b = (h.icons(color) for h in state.heroes)
    if a + b <= COLOR_DICE:
        return []
    return list(range(max(0, COLOR_DICE - b), min(a, COLOR_DICE) + 1))


def rolled_icons(state: OddState, color: str) -> list[int]:
    """Dice each hero rolls in a colour: the players' split when they chose one (revision 2), else the cap."""
    enc = state.enc
    if enc is not None and color in enc.caps:
        return list(enc.caps[color])
    return capped_icons(state, color)


def cap_colors(state: OddState) -> str:
    enc = state.enc
    assert enc is not None
    if enc.resume == "peril":
        return content.PERILS[CARDS[enc.card].encounter].options[enc.option].color
    return "SAM"


def cap_pending(state: OddState) -> str:
    """The first colour whose split the players still have to choose ("" when none)."""
    enc = state.enc
    assert enc is not None
    for c in cap_colors(state):
        if c not in enc.caps and len(cap_splits(state, c)) > 1:
            return c
    return ""


def ask_caps(state: OddState, resume: str) -> bool:
    """Revision 2, R-ODD-119/143: before rolling, the players choose which hero loses the dice over 8."""
    enc = state.enc
    assert enc is not None
    if not state.revised() or state.players < 2:
        return False
    enc.resume = resume
    if not cap_pending(state):
        return False
    enc.stage = "cap"
    state.phase = "cap"
    return True


def cap_decision(state: OddState) -> Decision:
    color = cap_pending(state)
    word = content.COLOR_NAMES[color]
    a, b = state.heroes
    total = a.icons(color) + b.icons(color)
    opts = tuple(
        Option(f"cap:{color}:{n}", f"{a.name} rolls {n} {word}, {b.name} {COLOR_DICE - n}")
        for n in cap_splits(state, color)
    )
    lost = total - COLOR_DICE
    return Decision(
        0,
        f"{total} {word} icons but only {COLOR_DICE} dice: who loses {lost}?",
        opts,
        ("Only 8 dice of each colour exist: the players choose who rolls them.",),
    )


def choose_cap(state: OddState, key: str) -> None:
    enc = state.enc
    assert enc is not None
    _, color, n = key.split(":")
    enc.caps[color] = (int(n), COLOR_DICE - int(n))
    a, b = state.heroes
    word = content.COLOR_NAMES[color]
    state.say(f"{a.name} rolls {plural(int(n), word + ' die', word + ' dice')}, {b.name} {COLOR_DICE - int(n)}.")
    if cap_pending(state):
        return
    {"battle": roll_battle, "peril": roll_peril, "boss": roll_boss}[enc.resume](state)


def roll_battle(state: OddState) -> None:
    """Step 2: every hero rolls all attribute dice plus the step-1 heroic dice."""
    enc = state.enc
    assert enc is not None
    if ask_caps(state, "battle"):
        return
    rolled: list[Die] = []
    for color in "SAM":
        for h, n in enumerate(rolled_icons(state, color)):
            rolled += roll_dice(state, h, color, n)
    for h in range(state.players):
        rolled += roll_dice(state, h, "H", enc.extra[h])
    state.say("Rolled: " + ", ".join(die_name(d) for d in rolled) + ".")
    after_roll(state, rolled, initial=True)
    enc.stage = "dice"
    state.phase = "battle"
    open_window(state)


def choose_peril(state: OddState, k: int) -> None:
    """R-ODD-045..050: option first (time up front), roll that colour plus vs-Perils dice."""
    enc = state.enc
    assert enc is not None
    peril = content.PERILS[CARDS[enc.card].encounter]
    opt = peril.options[k]
    enc.option = k
    state.say(f"{peril.name}: {opt.name} ({content.COLOR_NAMES[opt.color]}, {opt.value}).")
    if opt.upfront:
        spend_time(state, opt.upfront)
        if state.won is not None:
            return
    gates = [f.peril_box for f in state.floors()]
    enc.boxes = brutal(state, gates + [opt.as_box()])
    enc.peril_gate = len(gates)
    enc.dice, enc.fills, enc.covers, enc.used = [], [[] for _ in enc.boxes], [0] * len(enc.boxes), set()
    enc.next_id = 0
    roll_peril(state)


def roll_peril(state: OddState) -> None:
    """The peril check: the option's colour plus each hero's vs-Perils heroic dice."""
    enc = state.enc
    assert enc is not None
    opt = content.PERILS[CARDS[enc.card].encounter].options[enc.option]
    if ask_caps(state, "peril"):
        return
    rolled: list[Die] = []
    bonus = state.lvl().vs_perils[state.mode]
    for h, n in enumerate(rolled_icons(state, opt.color)):
        rolled += roll_dice(state, h, opt.color, n)
        if state.heroes[h].has("STEADY HANDS"):  # A-ODD-50
            rolled += roll_dice(state, h, opt.color, 1)
    for h in range(state.players):  # R-ODD-087 / A-ODD-24: each hero adds N heroic dice
        rolled += roll_dice(state, h, "H", bonus)
    state.say("Rolled: " + ", ".join(die_name(d) for d in rolled) + ".")
    after_roll(state, rolled, initial=True)
    enc.stage = "dice"
    state.phase = "battle"
    open_window(state)


# ---------------------------------------------------------------------------
# placing dice (R-ODD-025..036)
# ---------------------------------------------------------------------------
def die_name(d: Die) -> str:
    if d.pair:
        return f"pair {d.value}"
    return f"{content.COLOR_NAMES[d.color]} {d.value}" if d.color != "T" else f"any-colour {d.value}"


def box_total(enc: Encounter, j: int) -> int:
    return sum(die_by_id(enc, i).value for i in enc.fills[j])


def die_by_id(enc: Encounter, i: int) -> Die:
    return enc.dice[i]  # ids are list positions


def box_done(enc: Encounter, j: int) -> bool:
    b = enc.boxes[j]
    need = 2 if b.mark == "lich" else 1
    return enc.covers[j] >= need


def strict_box(state: OddState, b: Box) -> bool:
    """R-ODD-111 / A-ODD-30: the Dragon's armor boxes take only real dice of their colour."""
    enc = state.enc
    if enc is None or enc.kind != "boss" or state.dungeon.boss.ability != "DRAGON":
        return False
    if state.options.get("dragon_restricts", "armor") == "sixes":
        return b.value == 6
    return b.armor


def gate_open(state: OddState, j: int) -> bool:
    """R-ODD-030 armor first; R-ODD-032 the dungeon's peril boxes first."""
    enc = state.enc
    assert enc is not None
    b = enc.boxes[j]
    if enc.kind == "peril":
        if j < enc.peril_gate:
            return True
        return all(box_done(enc, g) for g in range(enc.peril_gate))
    if b.armor:
        return True
    return all(box_done(enc, g) for g, gb in enumerate(enc.boxes) if gb.armor)


def unit_fits(state: OddState, d: Die, j: int) -> bool:
    enc = state.enc
    assert enc is not None
    b = enc.boxes[j]
    if box_done(enc, j) or not gate_open(state, j):
        return False
    if strict_box(state, b):
        if d.pair or d.color != b.color:
            return False
    elif not (b.color == "ANY" or d.color == b.color or d.wild or d.pair):
        return False
    if not b.wide:
        return d.value >= b.value
    return True


def place(state: OddState, unit: tuple[int, ...], j: int) -> None:
    """Put a die (or make a pair and put it) on box j; complete covers (Lich's first cover is discarded)."""
    enc = state.enc
    assert enc is not None
    if len(unit) == 2:
        a, b = (die_by_id(enc, i) for i in unit)
        a.state = b.state = "gone"
        d = Die(enc.next_id, a.owner, "P", min(a.value, b.value), wild=True, pair=(a.id, b.id))
        enc.next_id += 1
        enc.dice.append(d)
        enc.placed_lines.append(len(state.log))
        state.say(f"{die_name(a)} and {die_name(b)} become one die worth {d.value} (any colour).")
    else:
        d = die_by_id(enc, unit[0])
    d.state = "placed"
    enc.fills[j].append(d.id)
    box = enc.boxes[j]
    if box_total(enc, j) >= box.value:
        enc.covers[j] += 1
        if not box_done(enc, j):  # R-ODD-113: Lich's first cover is thrown away
            for i in enc.fills[j]:
                die_by_id(enc, i).state = "gone"
            enc.fills[j] = []
            state.say(f"{box_label(box)}: the Lich uncovers it; cover it again.")
    enc.selected = ()


def unplace_all(state: OddState) -> None:
    """Take back every placement not yet confirmed (A-ODD-11); pairs fall apart again.

    ARMOR CRUSH fills stay (the skill is spent) and a Lich first cover stays discarded.
    """
    enc = state.enc
    assert enc is not None
    for j, ids in enumerate(enc.fills):
        if not ids or any(die_by_id(enc, i).armor_crush for i in ids):
            continue
        if box_total(enc, j) >= enc.boxes[j].value:
            enc.covers[j] -= 1
        for i in ids:
            d = die_by_id(enc, i)
            if d.pair:
                d.state = "gone"
                for k in d.pair:
                    die_by_id(enc, k).state = "pool"
            else:
                d.state = "pool"
        enc.fills[j] = []
    enc.selected = ()
    # The lines about the placements taken back go too (later lines, e.g. a skill used, stay).
    for k in sorted(set(enc.placed_lines), reverse=True):
        if k < len(state.log):
            del state.log[k]
    enc.placed_lines = []


def tally(damage: int, health: int, over: str) -> str:
    """`damage/health` for the log, never above the health: the last hit may go past it (`over` says so)."""
    return f"{health}/{health}, {over}" if damage >= health else f"{damage}/{health}"


def plural(n: int, one: str, many: str) -> str:
    """`1 die`, `2 dice`, `0 boxes`."""
    return f"{n} {one if n == 1 else many}"


def box_label(b: Box) -> str:
    color = "any colour" if b.color == "ANY" else content.COLOR_NAMES[b.color]
    bits = [f"{'wide ' if b.wide else ''}{b.value} {color}"]
    if b.armor:
        bits.append("armor")
    return " ".join(bits) + " box"


def solver_inputs(state: OddState, stub: int | None = None) -> tuple[list[Die], list[SDie], list[int], list[SBox]]:
    """Pool dice and open boxes in the solver's terms (partial wide boxes keep what they have)."""
    enc = state.enc
    assert enc is not None
    pool = [d for d in enc.dice if d.state == "pool"]
    sd = [SDie(d.value, d.color, d.wild or d.id == stub) for d in pool]
    idx, sb = [], []
    for j, b in enumerate(enc.boxes):
        if box_done(enc, j):
            continue
        need = b.value - box_total(enc, j)
        covers = (2 if b.mark == "lich" else 1) - enc.covers[j]
        gate = b.armor if enc.kind != "peril" else j < enc.peril_gate
        sb.append(
            SBox(
                need,
                b.color,
                b.wide,
                gate,
                strict_box(state, b),
                covers,
                b.dmg,
                b.time,
                1 if b.star and theft_targets(state, b.star) else 0,
                b.hits,
                1 if b.mark == "head" else 0,
            )
        )
        idx.append(j)
    return pool, sd, idx, sb


def objective(state: OddState) -> Callable[[Vec], float]:
    """§6.3 cost of an outcome: damage and time weighted, time priced by the Stairs, lethal never chosen."""
    enc = state.enc
    assert enc is not None
    boss = enc.kind == "boss"
    peril = enc.kind == "peril"
    foe = content.FOES.get(CARDS[enc.card].encounter) if enc.card and not peril else None
    star_w = 0.0
    for b in enc.boxes:
        if b.star:
            star_w = 2.0 * max((CARDS[c].xp for c in state.xp), default=0) if b.star == "xp" else 8.0
    done_hits = sum(b.hits for j, b in enumerate(enc.boxes) if box_done(enc, j))
    done_dmg = 0  # filled boxes cost nothing
    split = enc.split_ones
    time_cost = stairs_prices(state)
    shield = peril and any(h.side.second == "SHIELD_AURA" for h in state.heroes)
    survivor = foe is not None and foe.ability == "SURVIVOR"

    def cost(v: Vec) -> float:
        dmg = v[0] + done_dmg + split
        if shield and dmg > 0:
            dmg -= 1
        dmg = max(0, dmg - enc.prevent)
        c = 0.0
        stairs_hits = 0
        if not boss:
            t = min(v[1], len(time_cost) - 1)
            c += time_cost[t][0]
            stairs_hits = time_cost[t][1]
        dealt, lethal = party_takes(state, dmg, stairs_hits)
        c += W_D * dealt + v[2] * star_w
        if survivor and v[3]:
            c += W_LOOT
        if boss:
            hits = done_hits - v[4]
            net = max(0, state.boss_damage - v[5]) + hits
            c -= 12.0 * (net - state.boss_damage)
            if net >= state.dungeon.boss.health and not lethal:
                c -= 1000.0
        if lethal:
            c += LETHAL
        return c

    return cost


def stairs_prices(state: OddState) -> list[tuple[float, int]]:
    """Cumulative (cost, Stairs damage) of spending 0..20 time from here (§6.3 default weights)."""
    out = [(0.0, 0)]
    deck, tokens, total, hits = len(state.deck), state.stairs_tokens, 0.0, 0
    rule1 = state.options.get("stairs_rule", "card3") == "rulebook1"
    for _ in range(20):
        if deck:
            deck -= 1
            total += W_T
        else:
            tokens += 1
            if rule1 or tokens >= 3:
                tokens = 0
                hits += 1
                total += W_D
            else:
                total += W_T
        out.append((total, hits))
    return out


def party_takes(state: OddState, dmg: int, stairs_hits: int) -> tuple[int, bool]:
    """Damage the party really takes (THICK SKIN per share) and whether someone dies."""
    heroes = state.heroes
    if len(heroes) == 1:
        h = heroes[0]
        d = dmg - 1 if dmg >= 2 and h.has("THICK SKIN") else dmg
        return d + stairs_hits, h.damage + d + stairs_hits >= h.health()
    best = None
    for first in (0, 1):
        shares = [dmg // 2, dmg // 2]
        if dmg % 2:
            shares[first] += 1
        took = [s - 1 if s >= 2 and heroes[i].has("THICK SKIN") else s for i, s in enumerate(shares)]
        left = [heroes[i].health() - heroes[i].damage - took[i] for i in (0, 1)]
        for _ in range(stairs_hits):
            k = 0 if left[0] >= left[1] else 1
            left[k] -= 1
        cand = (min(left) <= 0, sum(took) + stairs_hits)
        if best is None or cand < best:
            best = cand
    assert best is not None
    return best[1], best[0]


def best_plan(state: OddState, cost_only: bool = False):
    """The helper's placement: exact over the dice, trying STUBBORNNESS on each eligible 6 (§6.4).

    `cost_only`: the caller reads only the plan's cost (the objective never reads the dice count),
    so the solver may skip its fewest-dice tie-break."""
    enc = state.enc
    assert enc is not None
    obj = objective(state)
    best = None
    stubs: list[int | None] = [None]
    for h, hero in enumerate(state.heroes):
        if hero.side.second == "STUBBORNNESS" and f"{h}:STUBBORNNESS" not in enc.used and enc.kind != "peril":
            seen = set()
            for d in enc.dice:
                if d.state == "pool" and d.owner == h and d.value == 6 and not d.wild and d.color not in seen:
                    seen.add(d.color)
                    stubs.append(d.id)
    for stub in stubs:
        pool, sd, idx, sb = solver_inputs(state, stub)
        ties = state.rev() >= 3  # revision 3: §6.3's tie-breaks exactly (fewest dice, then keep the higher)
        scarce = state.rev() >= 4  # revision 4: then the boxes of the colours scarce in the pool
        plan = solve(sd, sb, obj, cost_only=cost_only, ties=ties, scarce=scarce)
        kept = tuple(-v for v in plan.kept) if ties else ()
        key = (plan.cost, plan.vec[6], kept, plan.scarce, stub is not None)
        if best is None or key < best[0]:
            best = (key, plan, pool, idx, stub)
    return best


def auto_place(state: OddState) -> None:
    enc = state.enc
    assert enc is not None
    enc.selected = ()
    _, plan, pool, idx, stub = best_plan(state)
    if stub is not None:
        d = die_by_id(enc, stub)
        h = d.owner
        enc.used.add(f"{h}:STUBBORNNESS")
        d.wild = True
        state.say(f"STUBBORNNESS: {state.heroes[h].name}'s {die_name(d)} counts as any colour.")
    dice = boxes = 0
    for k, units in enumerate(plan.fills):
        j = idx[k]
        real = [u for u in units if u != ()]
        if real:
            boxes += 1
        for u in real:
            place(state, tuple(pool[i].id for i in u), j)
            dice += len(u)
    enc.placed_lines.append(len(state.log))
    if dice:
        state.say(f"Auto-place puts {plural(dice, 'die', 'dice')} on {plural(boxes, 'box', 'boxes')}.")
    else:
        state.say("Auto-place finds no box worth filling.")


def preview(state: OddState) -> dict:
    """What confirming now would cost: the unfilled boxes' damage and time."""
    enc = state.enc
    assert enc is not None
    dmg = time = 0
    stars = []
    for j, b in enumerate(enc.boxes):
        if not box_done(enc, j):
            dmg += b.dmg
            time += b.time
            if b.star:
                stars.append(b.star)
    if enc.kind == "boss":
        time = 0
    return {
        "damage": dmg + enc.split_ones,
        "time": time,
        "thefts": stars,
        "prevent": enc.prevent,
        "hits": sum(b.hits for j, b in enumerate(enc.boxes) if box_done(enc, j)),
    }


# ---------------------------------------------------------------------------
# consequences (R-ODD-043, R-ODD-051, R-ODD-053, R-ODD-108)
# ---------------------------------------------------------------------------
def confirm(state: OddState) -> None:
    enc = state.enc
    assert enc is not None
    enc.selected = ()
    enc.placed_lines = []  # confirmed: no longer taken back
    enc.turn = -1
    p = preview(state)
    enc.stage = "consequences"
    empty = sum(1 for j in range(len(enc.boxes)) if not box_done(enc, j))
    state.say(f"Confirmed: {empty} box{'es' if empty != 1 else ''} left empty: {p['damage']} damage, {p['time']} time.")
    if enc.kind != "boss" and p["time"]:
        enc.stairs_hits = spend_time(state, p["time"], defer=True)  # R-ODD-053 (1): time first
    if not deal(state, p["damage"], "the consequences", peril=enc.kind == "peril", prevent=enc.prevent):
        return
    after_damage(state)


def split_choice(state: OddState, first: int) -> None:
    """R-ODD-121: an odd total; `first` takes the extra point."""
    enc = state.enc
    assert enc is not None
    total = enc.pending_dmg
    enc.pending_dmg = 0
    shares = [total // 2, total // 2]
    shares[first] += 1
    for h in (0, 1):
        if state.won is None and shares[h]:
            wound(state, h, shares[h], "the consequences" if enc.stage != "flames_split" else "FLAMES")
    if state.won is not None:
        return
    if enc.stage == "flames_split":
        foe = content.FOES[CARDS[enc.card].encounter]
        if foe.fight_time:
            spend_time(state, foe.fight_time)
        begin_battle(state)
        return
    after_damage(state)


def theft_targets(state: OddState, kind: str) -> list[str]:
    """Keys of what a ★ box could take (R-ODD-078): skill/item as 'h:card', XP as 'xp:card'."""
    if kind == "xp":
        return [f"xp:{c}" for c in state.xp]
    attr = "skills" if kind == "skill" else "items"
    return [f"{h}:{c}" for h, hero in enumerate(state.heroes) for c in getattr(hero, attr)]


def after_damage(state: OddState) -> None:
    enc = state.enc
    assert enc is not None
    if state.won is not None:
        return
    for j, b in enumerate(enc.boxes):
        if b.star and not box_done(enc, j):
            targets = theft_targets(state, b.star)
            if not targets:  # R-ODD-140
                state.say("The theft box is empty but there is nothing to take.")
            elif len(targets) == 1:
                lose_card(state, targets[0])
            else:
                enc.pending_theft = b.star
                enc.stage = "theft"
                state.phase = "theft"
                return
    after_theft(state)


def lose_card(state: OddState, target: str) -> None:
    """R-ODD-078/082: the stolen card goes to the game box; a health item can kill (A-ODD-21)."""
    who, cid = target.split(":")
    name = content.LOOT[CARDS[cid].loot].name
    if who == "xp":
        state.xp.remove(cid)
        state.say(f"SIPHON: an XP card ({CARDS[cid].xp} XP) is lost.")
    else:
        hero = state.heroes[int(who)]
        if cid in hero.skills:
            hero.skills.remove(cid)
            state.say(f"DRAIN: {hero.name} loses the skill {name}.")
        else:
            hero.items.remove(cid)
            state.say(f"THIEF: {hero.name} loses an item ({item_text(cid)}).")
    state.gamebox.append(cid)
    check_death(state)


def item_text(cid: str) -> str:
    icon = CARDS[cid].item
    return "+1 health" if icon == "H" else f"+1 {content.COLOR_NAMES[icon]} die"


def after_theft(state: OddState) -> None:
    enc = state.enc
    assert enc is not None
    if state.won is not None:
        return
    if enc.stairs_hits:  # R-ODD-053 (4): Stairs damage after the consequences
        hits, enc.stairs_hits = enc.stairs_hits, 0
        stairs_damage(state, hits)
        if state.won is not None:
            return
    if enc.kind == "boss":
        boss_hits(state)
        return
    cid = enc.card
    foe = content.FOES.get(CARDS[cid].encounter) if enc.kind == "foe" else None
    if foe and foe.ability == "UNDYING" and enc.battle == 1:  # R-ODD-076 / R-ODD-139
        state.say("UNDYING: the Skeleton rises again. Second battle!")
        enc.battle = 2
        begin_battle(state)
        return
    if foe and foe.ability == "SURVIVOR" and any(b.armor and not box_done(enc, j) for j, b in enumerate(enc.boxes)):
        state.say("SURVIVOR: the Beetle scuttles off; it is discarded instead of looted.")  # R-ODD-077, A-ODD-19
        state.discard.append(state.doors.pop(state.door)[0])
        state.enc = None
        end_turn(state)
        return
    state.enc = None
    state.phase = "loot"  # R-ODD-044 / R-ODD-052 / R-ODD-141: loot even on failure


def boss_hits(state: OddState) -> None:
    """R-ODD-108/109/112: heads first (Hydra), then hits; a new round unless the boss falls."""
    enc = state.enc
    assert enc is not None
    boss = state.dungeon.boss
    heads = sum(1 for j, b in enumerate(enc.boxes) if b.mark == "head" and not box_done(enc, j))
    if heads and state.boss_damage:
        healed = min(heads, state.boss_damage)
        state.boss_damage -= healed
        state.say(f"The Hydra regrows: {healed} damage removed.")
    hits = sum(b.hits for j, b in enumerate(enc.boxes) if box_done(enc, j))
    state.boss_damage += hits
    state.say(f"The {boss.name} takes {hits} damage ({tally(state.boss_damage, boss.health, 'defeated')}).")
    if state.boss_damage >= boss.health:
        state.won = True
        state.phase = "over"
        state.end_reason = f"The {boss.name} is defeated!"
        state.say(f"The {boss.name} is defeated! Final score: {score(state)}.")
        return
    boss_round(state)


def boss_round(state: OddState) -> None:
    """R-ODD-102..106: every round each hero rolls one heroic die plus her attribute dice."""
    state.boss_round += 1
    boss = state.dungeon.boss
    state.say(f"Boss round {state.boss_round} against the {boss.name}.")
    state.enc = Encounter("boss", None, list(boss.boxes))
    enc = state.enc
    enc.fills = [[] for _ in enc.boxes]
    enc.covers = [0] * len(enc.boxes)
    roll_boss(state)


def roll_boss(state: OddState) -> None:
    enc = state.enc
    assert enc is not None
    if ask_caps(state, "boss"):
        return
    rolled: list[Die] = []
    for color in "SAM":
        for h, n in enumerate(rolled_icons(state, color)):
            rolled += roll_dice(state, h, color, n)
    heroic = (
        1 if state.options.get("boss_heroic", "one_per_hero") == "one_per_hero" else state.lvl().vs_perils[state.mode]
    )
    for h in range(state.players):
        rolled += roll_dice(state, h, "H", heroic)
    state.say("Rolled: " + ", ".join(die_name(d) for d in rolled) + ".")
    after_roll(state, rolled, initial=True)
    enc.stage = "dice"
    state.phase = "battle"
    open_window(state)


# ---------------------------------------------------------------------------
# loot and levels (R-ODD-079..088)
# ---------------------------------------------------------------------------
def loot_options(state: OddState) -> list[Option]:
    cid = state.doors[state.door][0]
    card = CARDS[cid]
    loot = LOOT[card.loot]
    lvl = state.lvl()
    out = []
    for h, hero in enumerate(state.heroes):
        who = f"{hero.name}: " if state.players > 1 else ""
        if len(hero.items) < lvl.items[state.mode]:
            out.append(Option(f"item:{h}", f"{who}take as an item ({item_text(cid)})", group="Loot"))
        elif coop(state):  # revision 3: the hero's player picks the item to give up
            if any(hero.damage < hero.health() - (CARDS[o].item == "H") + (card.item == "H") for o in hero.items):
                label = f"{who}take as an item ({item_text(cid)}), giving up one"
                out.append(Option(f"item:{h}", label, group="Loot"))
        else:
            for k, old in enumerate(hero.items):
                new_health = hero.health() - (CARDS[old].item == "H") + (card.item == "H")
                if hero.damage < new_health:  # A-ODD-21: replacing may not kill
                    out.append(
                        Option(
                            f"item:{h}:{k}", f"{who}item ({item_text(cid)}) replacing {item_text(old)}", group="Loot"
                        )
                    )
        if loot.type != "potion" and loot.name not in hero.skill_names():  # R-ODD-057
            if len(hero.skills) < lvl.skills[state.mode]:
                out.append(Option(f"skill:{h}", f"{who}take the skill {loot.name}", group="Loot"))
            elif coop(state):  # revision 3: the hero's player picks the skill to give up
                out.append(Option(f"skill:{h}", f"{who}take the skill {loot.name}, giving up one", group="Loot"))
            else:
                for k, old in enumerate(hero.skills):
                    out.append(
                        Option(f"skill:{h}:{k}", f"{who}skill {loot.name} replacing {CARDS[old].loot}", group="Loot")
                    )
    if loot.type == "potion":
        out.append(Option("potion", f"Take the potion {loot.name} (+1 potion)", group="Loot"))
    out.append(Option("xp", f"Take as experience ({card.xp} XP)", group="Loot"))
    return out


def take_loot(state: OddState, key: str) -> None:
    cid = state.doors.pop(state.door)[0]
    state.door = -1
    card = CARDS[cid]
    parts = key.split(":")
    if parts[0] in ("item", "skill"):
        hero = state.heroes[int(parts[1])]
        pile = hero.items if parts[0] == "item" else hero.skills
        if len(parts) == 3:  # R-ODD-080: the old card goes to the game box
            old = pile.pop(int(parts[2]))
            state.gamebox.append(old)
        pile.append(cid)
        what = item_text(cid) if parts[0] == "item" else card.loot
        state.say(
            f"Loot: {hero.name} takes the {card.encounter} as {'an item' if parts[0] == 'item' else 'a skill'}"
            f" ({what})."
        )
    elif parts[0] == "potion":
        state.potion_types.append(cid)
        gain_potion(state, 1)
        state.say(f"Loot: the potion {card.loot} joins the Turn Reference.")
    else:
        state.xp.append(cid)
        state.say(f"Loot: {card.xp} XP ({xp_total(state)} in all).")
    after_loot(state)


def gain_potion(state: OddState, n: int) -> None:
    cap = state.options.get("potion_cap", content.POTION_CAP)
    state.potions = min(cap, state.potions + n) if cap else state.potions + n  # A-ODD-17


def xp_total(state: OddState) -> int:
    return sum(CARDS[c].xp for c in state.xp)


def can_level(state: OddState) -> bool:
    if state.level < 4:
        return xp_total(state) >= state.lvl().to_next
    return state.options.get("l4_potion_exchange", True) and xp_total(state) >= state.lvl().to_next


def cheapest_xp(state: OddState, need: int) -> list[str]:
    """R-ODD-084 / S-ODD-12: the XP cards whose sum reaches `need` with the least overshoot, then fewest."""
    best: tuple | None = None
    cards = state.xp
    for r in range(1, len(cards) + 1):
        for combo in combinations(range(len(cards)), r):
            total = sum(CARDS[cards[i]].xp for i in combo)
            if total >= need and (best is None or (total, r) < best[0]):
                best = ((total, r), combo)
        if best is not None and best[0][0] == need:
            break
    assert best is not None
    return [cards[i] for i in best[1]]


def level_up(state: OddState) -> None:
    need = state.lvl().to_next
    spent = cheapest_xp(state, need)
    for c in spent:
        state.xp.remove(c)
        state.gamebox.append(c)
    if state.level < 4:
        state.level += 1
        gain_potion(state, 1)  # R-ODD-084 (3)
        state.say(
            f"Level up! The party reaches level {state.level}"
            f" (+1 potion; {plural(len(spent), 'XP card', 'XP cards')} spent)."
        )
    else:
        gain_potion(state, 1)  # A-ODD-23
        state.say(f"Level 4 exchange: {len(spent)} XP cards for a potion token.")


def after_loot(state: OddState) -> None:
    state.enc = None
    if can_level(state) and state.won is None:
        state.phase = "level"
        return
    end_turn(state)


# ---------------------------------------------------------------------------
# end of turn and descending (R-ODD-015 step 4, R-ODD-091..094)
# ---------------------------------------------------------------------------
def end_options(state: OddState) -> list[Option]:
    if state.forced_descend:
        return [Option("descend", "Descend (no door left)")]
    out = [Option("end", "End the turn")]
    if state.stairs_visible():
        out.append(Option("descend", "Descend the Stairs" if state.floor < 3 else "Descend to the boss"))
    if can_level(state):
        out.append(Option("levelup", "Level up" if state.level < 4 else "Trade 5 XP for a potion"))
    if state.potions and state.doors and any(CARDS[c].loot == "INVISIBILITY" for c in state.potion_types):
        out.append(Option("invisibility", "Potion: INVISIBILITY (open every door, shuffle them back)", group="Potions"))
    return out


def end_turn(state: OddState) -> None:
    if state.won is not None:
        return
    state.enc = None
    state.phase = "end"
    if len(end_options(state)) == 1 and not state.forced_descend:
        start_turn(state)


def invisibility(state: OddState) -> None:
    """A-ODD-40: open every door; then the party picks doors to shuffle back (phase "invisible")."""
    state.potions -= 1
    for d in state.doors:
        d[1] = True
    state.chance.reveal()
    state.say("INVISIBILITY: every door is opened.")
    state.phase = "invisible"


def invisible_options(state: OddState) -> list[Option]:
    out = [
        Option(f"back:{i}", f"Shuffle the {CARDS[c].encounter} back into the deck", target=f"door:{i}")
        for i, (c, _) in enumerate(state.doors)
    ]
    return out + [Option("keep", "Keep the other doors on the table")]


def shuffle_back(state: OddState, picked: list[int]) -> None:
    cards = [state.doors[i][0] for i in picked]
    state.doors = [d for i, d in enumerate(state.doors) if i not in picked]
    state.deck.extend(cards)
    state.chance.shuffle(state.deck)  # the Stairs stays at the bottom
    state.say(f"{len(cards)} door{'s' if len(cards) != 1 else ''} shuffled into the deck ({len(state.deck)} cards).")


def descend(state: OddState) -> None:
    """R-ODD-091: discards and doors become the new deck; tokens go; the next floor shows."""
    state.forced_descend = False
    state.deck = state.discard + [c for c, _ in state.doors]
    state.discard, state.doors = [], []
    state.chance.shuffle(state.deck)
    state.stairs_tokens = 0
    state.descents += 1
    for h in state.heroes:  # R-ODD-127 SECOND WIND
        if h.side.second == "SECOND_WIND" and h.damage:
            h.damage -= 1
            state.say(f"SECOND WIND: {h.name} heals 1.")
    state.floor += 1
    if state.floor > 3:  # R-ODD-101
        state.say(f"The heroes leave floor 3 and face the {state.dungeon.boss.name}!")
        state.phase = "boss"
        boss_round(state)
        return
    f = state.dungeon.floors[state.floor - 1]
    state.say(
        f"The heroes descend to floor {state.floor} ({plural(len(state.deck), 'card', 'cards')}): {f.name}. {f.text}"
    )
    start_turn(state)


# ---------------------------------------------------------------------------
# score and result (R-ODD-116)
# ---------------------------------------------------------------------------
def score(state: OddState) -> int:
    cards = sum(len(h.items) + len(h.skills) for h in state.heroes) + len(state.potion_types)
    return (
        xp_total(state)
        + 5 * cards
        + 5 * state.potions
        + 20 * state.level
        + 20 * state.descents
        + (50 if state.won else 0)
    )


def result(state: OddState) -> Result | None:
    if state.won is None:
        return None
    s = float(score(state))
    seats = tuple(range(state.players))
    return Result(tuple(s for _ in seats), seats if state.won else (), state.end_reason)


# ---------------------------------------------------------------------------
# decisions
# ---------------------------------------------------------------------------
def coop(state: OddState) -> bool:
    """Revision 3 with two heroes: each hero's own decisions are its player's (engine/core/coop.py)."""
    return state.players == 2 and state.rev() >= 3


def lead(state: OddState) -> int:
    """The seat that decides for the party (revision 3): the first person, else seat 0."""
    return lead_seat(state.bots) if state.bots else 0


def owner_of(key: str) -> int | None:
    """The hero a skill or ability option belongs to (`skill:h:...`, `ability:h:...`); None for the party's."""
    head, _, rest = key.partition(":")
    if head in ("skill", "ability"):
        return int(rest.split(":", 1)[0])
    return None


def window_options(state: OddState, h: int) -> list[Option]:
    """Hero h's own skills and abilities usable now (revision 3: its player decides them)."""
    return [o for o in skills.options(state) if owner_of(o.key) == h]


def decide(state: OddState) -> Decision | None:
    d = _decide(state)
    if d is None or not coop(state):
        return d
    seat = decider(state)
    return d if seat == d.player else replace(d, player=seat)


def decider(state: OddState) -> int:
    """Who decides now (revision 3, two heroes): a hero's own matters are its player's, the rest the lead's."""
    enc = state.enc
    if state.stairs_owed:
        return lead(state)
    if state.phase == "heroic" and enc is not None:
        return enc.heroic_turn
    if state.phase == "replace":
        return int(state.replacing.split(":")[1])
    if state.phase == "battle" and enc is not None:
        if enc.pick is not None:
            owner = owner_of(enc.pick.key)
            return lead(state) if owner is None else owner
        if enc.turn >= 0 and not enc.selected and window_options(state, enc.turn):
            return enc.turn
    return lead(state)


def _decide(state: OddState) -> Decision | None:
    ph = state.phase
    if state.won is not None:
        return None
    if state.stairs_owed:
        return stairs_decision(state)
    if ph == "start":
        return Decision(0, "Start of the turn", tuple(start_options(state)) + (Option("begin", "Let time pass"),))
    if ph == "action":
        return Decision(0, "Explore or encounter a door?", tuple(action_options(state)))
    if ph == "fight_or_flee":
        name = CARDS[state.doors[state.door][0]].encounter
        return Decision(0, f"{name}: encounter it or flee?", (Option("fight", "Encounter it"), Option("flee", "Flee")))
    if ph == "peril_choice":
        assert state.enc is not None
        peril = content.PERILS[CARDS[state.enc.card].encounter]
        opts = []
        for k, o in enumerate(peril.options):
            up = f", {o.upfront} time now" if o.upfront else ""
            opts.append(Option(f"option:{k}", f"{o.name}: {o.value}+ with {content.COLOR_NAMES[o.color]} dice{up}"))
        return Decision(0, f"{peril.name}: choose how to get past", tuple(opts))
    if ph == "heroic":
        assert state.enc is not None
        h = state.enc.heroic_turn
        return Decision(h, f"Before the battle: {state.heroes[h].name}", tuple(heroic_options(state, h)))
    if ph == "battle":
        return battle_decision(state)
    if ph == "cap":
        return cap_decision(state)
    if ph == "split":
        assert state.enc is not None
        n = state.enc.pending_dmg
        opts = tuple(
            Option(f"split:{h}", f"{state.heroes[h].name} takes {n // 2 + 1}, {state.heroes[1 - h].name} {n // 2}")
            for h in (0, 1)
        )
        return Decision(0, f"Split {n} damage", opts)
    if ph == "theft":
        assert state.enc is not None
        opts = []
        for t in theft_targets(state, state.enc.pending_theft):
            who, cid = t.split(":")
            if who == "xp":
                label = f"Lose an XP card ({CARDS[cid].xp} XP)"
            elif state.enc.pending_theft == "skill":
                label = f"{state.heroes[int(who)].name} loses {CARDS[cid].loot}"
            else:
                label = f"{state.heroes[int(who)].name} loses an item ({item_text(cid)})"
            opts.append(Option(f"lose:{t}", label))
        return Decision(0, "Choose what is stolen", tuple(opts))
    if ph == "loot":
        return Decision(0, f"Loot the {CARDS[state.doors[state.door][0]].encounter}", tuple(loot_options(state)))
    if ph == "replace":
        return replace_decision(state)
    if ph == "level":
        return Decision(0, "Enough experience", (Option("levelup", "Level up now"), Option("later", "Not now")))
    if ph == "end":
        return Decision(0, "End of the turn", tuple(end_options(state)))
    if ph == "invisible":
        return Decision(0, "INVISIBILITY: shuffle doors back?", tuple(invisible_options(state)))
    raise AssertionError(f"no decision for phase {ph}")


def can_go_somewhere(state: OddState, d: Die, pool: list[Die]) -> bool:
    """Could this die go on a box now, by itself or paired with another die of the pool?"""
    enc = state.enc
    assert enc is not None
    boxes = range(len(enc.boxes))
    if any(unit_fits(state, d, j) for j in boxes):
        return True
    for other in pool:
        if other.id != d.id:
            fake = Die(-1, d.owner, "P", min(d.value, other.value), wild=True, pair=(d.id, other.id))
            if any(unit_fits(state, fake, j) for j in boxes):
                return True
    return False


def open_window(state: OddState) -> None:
    """Revision 3: after a roll, the partner's player first decides on its hero's own skills."""
    enc = state.enc
    assert enc is not None
    enc.turn = -1
    if coop(state):
        me = lead(state)
        for h in range(state.players):
            if h != me and window_options(state, h):
                enc.turn = h
                break


def replace_choices(state: OddState, key: str) -> list[int]:
    """The hero's cards that may be given up for the loot card (`item:h` or `skill:h`; A-ODD-21)."""
    kind, h = key.split(":")
    hero = state.heroes[int(h)]
    card = CARDS[state.doors[state.door][0]]
    if kind == "skill":
        return list(range(len(hero.skills)))
    return [
        k
        for k, old in enumerate(hero.items)
        if hero.damage < hero.health() - (CARDS[old].item == "H") + (card.item == "H")  # replacing may not kill
    ]


def replace_decision(state: OddState) -> Decision:
    """Revision 3: the hero's player picks which of its items or skills to give up for the loot (R-ODD-080)."""
    kind, h = state.replacing.split(":")
    hero = state.heroes[int(h)]
    cid = state.doors[state.door][0]
    card = CARDS[cid]
    opts = []
    for k in replace_choices(state, state.replacing):
        if kind == "item":
            opts.append(Option(f"give:{k}", f"Give up the item {item_text(hero.items[k])}"))
        else:
            opts.append(Option(f"give:{k}", f"Give up the skill {CARDS[hero.skills[k]].loot}"))
    what = f"the item {item_text(cid)}" if kind == "item" else f"the skill {card.loot}"
    return Decision(int(h), f"{hero.name} takes {what}: which card goes?", tuple(opts))


def battle_decision(state: OddState) -> Decision:
    enc = state.enc
    assert enc is not None
    if enc.pick is not None:  # revision 2: a skill's or potion's dice choice
        return skills.pick_decision(state)
    opts: list[Option] = []
    notes: list[str] = []
    if enc.selected:
        unit = enc.selected
        if len(unit) == 1:
            d = die_by_id(enc, unit[0])
            for j in range(len(enc.boxes)):
                if unit_fits(state, d, j):
                    opts.append(Option(f"box:{j}", f"Place on the {box_label(enc.boxes[j])}", target=f"box:{j}"))
            for other in enc.dice:
                if other.state == "pool" and other.id != d.id:
                    opts.append(
                        Option(
                            f"pair:{other.id}", f"Pair with {die_name(other)}", target=f"die:{other.id}", group="Pair"
                        )
                    )
        else:
            a, b = (die_by_id(enc, i) for i in unit)
            fake = Die(-1, a.owner, "P", min(a.value, b.value), wild=True, pair=unit)
            for j in range(len(enc.boxes)):
                if unit_fits(state, fake, j):
                    opts.append(
                        Option(f"box:{j}", f"Place the pair on the {box_label(enc.boxes[j])}", target=f"box:{j}")
                    )
        opts.append(Option("cancel", "Put the die back"))
        return Decision(0, "Choose a box", tuple(opts), ("Armor boxes first.",) if not opts[:-1] else ())
    if coop(state) and enc.turn >= 0:  # revision 3: a hero's player decides its own skills
        h = enc.turn
        mine = window_options(state, h)
        if mine:
            name = state.heroes[h].name
            mine.append(Option("back", "No more skills for now"))
            return Decision(h, f"{name}: use a skill before the dice are placed?", tuple(mine))
    pool = [d for d in enc.dice if d.state == "pool"]
    open_boxes = [j for j in range(len(enc.boxes)) if not box_done(enc, j)]
    if pool and open_boxes:
        opts.append(Option("auto", "Auto-place (best)", group="Dice"))
        for d in pool:
            if state.rev() >= 3 and not can_go_somewhere(state, d, pool):
                continue  # revision 3: no picking up a die that fits no box, alone or paired
            opts.append(Option(f"die:{d.id}", f"Pick up {die_name(d)}", target=f"die:{d.id}", group="Dice"))
    if coop(state):  # revision 3: the lead's own hero's skills, the party's potions; the partner is asked
        me = lead(state)
        opts.extend(o for o in skills.options(state) if owner_of(o.key) in (None, me))
        for h in range(state.players):
            if h != me and window_options(state, h):
                opts.append(Option(f"partner:{h}", f"Ask {state.heroes[h].name} to use a skill", group="Skills"))
    else:
        opts.extend(skills.options(state))
    if any(
        enc.fills[j] and not all(die_by_id(enc, i).armor_crush for i in enc.fills[j]) for j in range(len(enc.boxes))
    ):
        opts.append(Option("reset", "Take all placed dice back", group="Dice"))
    p = preview(state)
    opts.append(Option("done", f"Confirm ({p['damage']} damage, {p['time']} time)"))
    if enc.kind != "peril" and any(b.armor and not box_done(enc, j) for j, b in enumerate(enc.boxes)):
        notes.append("Armor boxes first: the other boxes open once every armor box is filled.")
    if enc.kind == "peril" and not all(box_done(enc, g) for g in range(enc.peril_gate)):
        notes.append("The dungeon's peril boxes come first, then the chosen option's box.")
    kind = {"foe": "Battle", "peril": "Peril", "boss": "Boss round"}[enc.kind]
    return Decision(0, f"{kind}: place your dice", tuple(opts), tuple(notes))


# ---------------------------------------------------------------------------
# applying a choice
# ---------------------------------------------------------------------------
def play(state: OddState, key: str) -> None:
    head, _, rest = key.partition(":")
    if state.stairs_owed:  # R-ODD-122: answered before anything else goes on
        state.stairs_owed -= 1
        stairs_hit(state, int(rest))
        if state.won is not None:
            state.stairs_owed = 0
        return
    ph = state.phase
    if ph == "start":
        if head == "heal3":
            heal(state, int(rest), 3)
            if not start_options(state):
                time_passes(state)
        elif head == "stealth":
            state.stealth = True
            state.say("STEALTH: the Rogue declares Explore.")
            time_passes(state)
        else:
            time_passes(state)
    elif ph == "action":
        if head == "explore":
            explore(state)
        else:
            open_door(state, int(rest))
    elif ph == "fight_or_flee":
        if head == "fight":
            commit(state)
        else:
            flee(state)
    elif ph == "peril_choice":
        choose_peril(state, int(rest))
    elif ph == "heroic":
        use_heroic(state, int(rest))
    elif ph == "battle":
        play_battle(state, head, rest)
    elif ph == "cap":
        choose_cap(state, key)
    elif ph == "split":
        state.phase = "battle"
        split_choice(state, int(rest))
    elif ph == "theft":
        state.phase = "battle"
        lose_card(state, rest)
        after_theft(state)
    elif ph == "loot":
        parts = key.split(":")
        if coop(state) and parts[0] in ("item", "skill") and len(parts) == 2:
            hero = state.heroes[int(parts[1])]
            lvl = state.lvl()
            full = (
                len(hero.items) >= lvl.items[state.mode]
                if parts[0] == "item"
                else len(hero.skills) >= lvl.skills[state.mode]
            )
            if full:  # revision 3: the hero's player picks the card to give up (no question if only one can go)
                choices = replace_choices(state, key)
                if len(choices) > 1:
                    state.replacing = key
                    state.phase = "replace"
                    return
                key = f"{key}:{choices[0]}"
        take_loot(state, key)
    elif ph == "replace":
        chosen, state.replacing = state.replacing, ""
        state.phase = "loot"
        take_loot(state, f"{chosen}:{rest}")
    elif ph == "level":
        if head == "levelup":
            level_up(state)
        end_turn(state)
    elif ph == "end":
        if head == "end":
            start_turn(state)
        elif head == "descend":
            descend(state)
        elif head == "levelup":
            level_up(state)
            end_turn(state)
        elif head == "invisibility":
            invisibility(state)
    elif ph == "invisible":
        if head == "back":
            shuffle_back(state, [int(rest)])
            if state.doors:
                return
        end_turn(state)


def heal(state: OddState, h: int, n: int) -> None:
    """HEALING potion (R-ODD-070): never more than the damage (R-ODD-055)."""
    hero = state.heroes[h]
    state.potions -= 1
    got = min(n, hero.damage)
    hero.damage -= got
    if got:
        state.say(f"HEALING: {hero.name} heals {got} ({hero.damage}/{hero.health()}).")
    else:
        state.say(f"HEALING: {hero.name} has no damage to heal.")


def play_battle(state: OddState, head: str, rest: str) -> None:
    enc = state.enc
    assert enc is not None
    if enc.pick is None and head not in ("skill", "ability"):
        enc.turn = -1  # revision 3: the lead acts (or closes the partner's skills)
    if enc.pick is not None:  # revision 2: toggle:<die id>, confirm, cancel
        skills.play_pick(state, head, rest)
    elif head == "back":
        pass
    elif head == "partner":
        enc.turn = int(rest)
    elif head == "die":
        enc.selected = (int(rest),)
    elif head == "pair":
        enc.selected = (enc.selected[0], int(rest))
    elif head == "cancel":
        enc.selected = ()
    elif head == "box":
        place(state, enc.selected, int(rest))
    elif head == "auto":
        auto_place(state)
    elif head == "reset":
        unplace_all(state)
    elif head == "done":
        confirm(state)
    else:
        skills.use(state, head, rest)


def new_hero(side: content.HeroSide) -> Hero:
    return Hero(side)
