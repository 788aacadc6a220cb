"""Starting an encounter and the swing procedure (R-DF-040..070), backing down (R-DF-190..195).

The hero dice not yet thrown since the last reset are one hand (`enc.hand`) held
by one hero; a swing throws one of them and the rest go to the next active hero
on the left (R-DF-058).  When the hero due to swing holds no die, that hero
chooses: a bonus die from the chest (option A) or the party is defeated
(option B) (R-DF-062..065).  The throw itself is resolved in throw.py.
"""

from __future__ import annotations

from .content import COLORS
from .party import active_seats, all_fainted, lose_hp, next_active_left, plural, supply_gold_return, supply_gold_take
from .state import DfState, Encounter

DIE_IDS = {"blue": 0, "green": 1, "red": 2}


# -- the card in the fight -------------------------------------------------------
def card(state: DfState):
    """The monster or boss card being fought."""
    enc = state.enc
    return state.cs.bosses[enc.card] if enc.kind == "boss" else state.cs.monsters[enc.card]


def monster_ability(state: DfState):
    """The monster's special ability while it works (Enchanting Melody switches it off, R-DF-114)."""
    enc = state.enc
    if enc is None or enc.melody:
        return None
    return card(state).ability


def has_monster_ability(state: DfState, kind: str) -> bool:
    ability = monster_ability(state)
    return ability is not None and ability.kind == kind


def level(state: DfState) -> int:
    """R-DF-004: the monster level (the party damage of option B)."""
    return card(state).level if state.enc.kind == "monster" else 0


def forced_requirements(state: DfState) -> tuple[str, ...]:
    """R-DF-042, R-DF-091, R-DF-126: the room's and the monster's requirements, for every throw."""
    enc = state.enc
    reqs = []
    if enc.room_requirement and enc.kind == "monster":  # R-DF-181: no room against the boss
        reqs.append(enc.room_requirement)
    printed = card(state).throw_requirement
    if printed and not enc.melody:  # A-DF-21: the melody removes the monster's own handicap
        reqs.append(printed)
    return tuple(reqs)


def throw_requirements(state: DfState, weapons: tuple[str, ...]) -> tuple[str, ...]:
    """R-DF-094 / R-DF-095: every active requirement, each performed once (a set, kept in a fixed order)."""
    reqs = set(forced_requirements(state))
    for w in weapons:
        req = state.cs.equipment[w].throw_requirement
        if req:
            reqs.add(req)
    order = list(state.cs.requirements)
    return tuple(sorted(reqs, key=lambda r: order.index(r) if r in order else len(order)))


# -- R-DF-040..044: starting an encounter ------------------------------------------
def start_encounter(state: DfState) -> None:
    """R-DF-040 / R-DF-041: the first player draws from the topmost tier that holds a card."""
    from .movement import layout

    tier = next((i for i, t in enumerate(state.tower) if t), None)
    state.phase = "encounter"
    for h in state.heroes:  # R-DF-044: everyone not eliminated is active again
        h.fainted = False
    if tier is None:
        state.say("The tower is empty: nothing waits in this room.")  # R-DF-043
        state.enc = None
        from .maintenance import start_maintenance

        start_maintenance(state)
        return
    room = layout(state).room(state.room)
    state.enc = Encounter("monster", "", 0)
    state.enc.room_requirement = room.requirement if room.kind == "dangerous" else None
    reveal_monster(state, tier)


def reveal_monster(state: DfState, tier: int) -> None:
    """Turn up the top card of `tier` (R-DF-041) and set the fight up for the first player."""
    enc = state.enc
    enc.card = state.tower[tier].pop(0)
    enc.tier = tier
    enc.card_gone = False
    state.chance.reveal()
    monster = state.cs.monsters[enc.card]
    enc.hp = monster.hp
    enc.gold = supply_gold_take(state, monster.gold)
    enc.throws = 0
    who = state.hero_name(state.first_player)
    words = f"{who} draws {monster.name}: {monster.hp} health, hits for {monster.damage}"
    state.say(words + f", carries {plural(enc.gold, 'gold', 'gold')}.")
    if enc.room_requirement:
        state.say(f"This dangerous room demands a {state.cs.requirements[enc.room_requirement].name.lower()}.")
    deal_dice(state)
    enc.stage = "confront" if can_back_down(state) else "swing"


def deal_dice(state: DfState) -> None:
    """R-DF-019 / R-DF-050: the first player holds the hero dice; an immune colour is set aside (R-DF-124)."""
    enc = state.enc
    ability = monster_ability(state)
    enc.immune = ability.color if ability is not None and ability.kind == "hero_dice_immunity" else None
    enc.hand = [c for c in COLORS if c != enc.immune]
    enc.thrown = []
    holder = state.first_player
    if not state.heroes[holder].active:
        holder = next_active_left(state, holder)
    enc.holder = enc.swinger = holder if holder is not None else state.first_player
    enc.white = False
    enc.forced_die = None
    enc.twice_used = False
    enc.weapons = []
    if enc.immune:
        state.say(f"The {enc.immune} die cannot touch this foe and is set aside.")


# -- R-DF-190..195: backing down -----------------------------------------------------
def replacement_tier(state: DfState) -> int | None:
    """R-DF-194: where the replacement comes from once the card is back under its tier."""
    enc = state.enc
    if state.tower[enc.tier]:
        return enc.tier
    return next((i for i in range(enc.tier + 1, 4) if state.tower[i]), None)


def can_back_down(state: DfState) -> bool:
    """R-DF-190: before the first throw, never against the boss, only with a replacement card."""
    enc = state.enc
    return enc is not None and enc.kind == "monster" and enc.throws == 0 and replacement_tier(state) is not None


def back_down(state: DfState) -> None:
    """R-DF-191..195: 1 HP each, the card under its tier, a new monster for the same room."""
    enc = state.enc
    tier = replacement_tier(state)
    monster = state.cs.monsters[enc.card]
    state.say(f"The party backs down from {monster.name}; every hero loses 1 health in shame.")
    for seat in active_seats(state):
        lose_hp(state, seat, 1)
    state.tower[enc.tier].append(enc.card)  # R-DF-192: to the bottom of its tier
    supply_gold_return(state, enc.gold)
    enc.card_gone = True
    if all_fainted(state):
        lose(state, "Every hero fainted from shame. The party is defeated.")
        return
    reveal_monster(state, tier)  # R-DF-193: same room, same first player, fainted heroes stay fainted


def fight(state: DfState) -> None:
    state.enc.stage = "swing"


# -- R-DF-051..053: a swing -----------------------------------------------------------
def swing_dice(state: DfState) -> list[str]:
    """The dice the swinger may throw now."""
    enc = state.enc
    if enc.forced_die:
        return [enc.forced_die]
    if enc.white:
        return ["white"]
    return list(enc.hand)


def toggle_weapon(state: DfState, weapon: str) -> None:
    """R-DF-052: declare (or take back) a weapon before the throw."""
    enc = state.enc
    if weapon in enc.weapons:
        enc.weapons.remove(weapon)
    else:
        enc.weapons.append(weapon)
        enc.weapons.sort()


def throw_die(state: DfState, die: str, gesture: tuple[int, ...]) -> None:
    """R-DF-053: throw under every active requirement, then resolve (throw.py)."""
    from .throw import begin_resolution

    enc = state.enc
    seat = enc.swinger
    if die != "white" and die in enc.hand:
        enc.hand.remove(die)
        enc.thrown.append(die)
    enc.throws += 1
    enc.last_thrower = seat
    weapons = tuple(enc.weapons)
    begin_resolution(state, seat, die, weapons, gesture)


# -- R-DF-058 / R-DF-062..065: passing, and when the dice are used up ---------------
def pass_dice(state: DfState, thrower: int) -> None:
    """R-DF-058: the remaining dice go to the next active hero on the left, who swings next."""
    enc = state.enc
    enc.forced_die = None
    enc.twice_used = False
    enc.white = False
    enc.weapons = []
    nxt = next_active_left(state, thrower)
    if nxt is None:
        lose(state, "Every hero has fainted. The party is defeated.")
        return
    if enc.hand:
        if nxt != thrower:
            state.say(f"{state.hero_name(thrower)} passes {dice_words(enc.hand)} to {state.hero_name(nxt)}.")
        enc.holder = enc.swinger = nxt
        enc.stage = "swing"
        return
    enc.swinger = nxt  # R-DF-062: the hero due to swing holds no die and chooses
    enc.stage = "choose"
    if enc.kind == "boss" and state.chest_dice == 0:
        lose(state, "The hero dice are spent and the chest holds no bonus die. The Final Boss wins.")  # R-DF-183


def dice_words(colors: list[str]) -> str:
    names = [f"{c}" for c in colors]
    if len(names) == 1:
        return f"the {names[0]} die"
    return "the " + ", ".join(names[:-1]) + f" and {names[-1]} dice"


def take_bonus_die(state: DfState) -> None:
    """R-DF-063 option A: one bonus die from the chest, thrown by the chooser."""
    enc = state.enc
    state.chest_dice -= 1
    state.bonus_in_play += 1
    enc.white = True
    enc.stage = "swing"
    state.say(f"{state.hero_name(enc.swinger)} takes a bonus die from the chest.")


def party_defeated(state: DfState) -> None:
    """R-DF-064 option B: party damage, the token flips, the board is cleared, the dice go round again."""
    enc = state.enc
    dmg = level(state)
    state.say(f"The party is beaten back: every standing hero loses {dmg} health.")
    for seat in active_seats(state):  # R-DF-066: nothing prevents or reduces it
        lose_hp(state, seat, dmg)
    state.leader_defeated = True
    clear_board(state)
    enc.hand = [c for c in COLORS if c != enc.immune]
    enc.thrown = []
    if all_fainted(state):
        lose(state, "Every hero has fainted. The party is defeated.")
        return
    nxt = next_active_left(state, enc.last_thrower)
    enc.holder = enc.swinger = nxt
    enc.stage = "swing"
    enc.white = False
    state.say(f"{state.hero_name(enc.last_thrower)} hands the hero dice to {state.hero_name(nxt)}.")


def clear_board(state: DfState) -> None:
    """R-DF-061 / R-DF-070: dice off the board; white dice back to the supply, not the chest."""
    state.board = []
    state.supply_dice += state.bonus_in_play
    state.bonus_in_play = 0


def lose(state: DfState, why: str) -> None:
    """R-DF-060 / R-DF-183: the party loses."""
    state.say(why)
    state.won = False
    state.end_reason = why
    state.phase = "over"
    state.asks = []


def monster_defeated(state: DfState) -> None:
    """R-DF-059: the fight ends at once; the boss means victory (R-DF-184), else Maintenance."""
    enc = state.enc
    enc.defeated = True
    enc.stage = "over"
    enc.res = None
    name = card(state).name
    if enc.kind == "boss":
        state.say(f"{name} falls. The party wins!")
        from .scoring import win

        win(state)
        return
    state.say(f"{name} is defeated.")
    from .maintenance import start_maintenance

    start_maintenance(state)
