"""Setup, in the rulebook's order (R-DF-010..021).

Every random pick comes from the game's `Chance` (the setup stream), so the same
seed deals the same dungeon, boss, heroes and tower.
"""

from __future__ import annotations

from .party import first_leader, plural
from .state import BONUS_DICE, DfState, HeroState


def setup(state: DfState, heroes: tuple[str, ...] | None = None, floors: tuple[str, ...] | None = None) -> None:
    """R-DF-010..021, then round 1 starts (R-DF-031).  `heroes` / `floors` fix the deal (tests)."""
    cs = state.cs
    # R-DF-010: the board is the physics package's DF-B1; nothing to deal.
    state.floors = list(floors) if floors else pick_floors(state)
    state.boss = pick_boss(state)
    deal_heroes(state, heroes)
    build_tower(state)
    # R-DF-017 / R-DF-018: chest and supply.
    state.chest_gold, state.chest_dice, state.supply_dice = 2, 1, BONUS_DICE - 1
    state.supply_gold = None if state.opt("gold_supply") == "unlimited" else int(state.opt("gold_supply")) - 2
    state.equipment_deck = sorted(cs.equipment)
    state.chance.shuffle(state.equipment_deck)
    # R-DF-019 / R-DF-020: the leader, token undefeated, holds the dice and is the first player.
    state.leader = first_leader(state)
    state.leader_defeated = False
    state.first_player = state.leader
    # R-DF-021: the party marker on floor 1's entry room.
    state.floor = 0
    state.room = cs.layouts[state.floors[0]].entry
    names = ", ".join(state.hero_name(i) for i in range(state.players))
    state.say(f"The party ({names}) enters the dungeon on {cs.difficulty[state.difficulty].name}.")
    state.say(f"{state.hero_name(state.leader)} leads the party.")
    from .movement import start_round

    start_round(state, first=True)


def pick_floors(state: DfState) -> list[str]:
    """R-DF-011..013: a final-boss sheet for floor 3, then two sheets dungeon side up for floors 1 and 2."""
    cs = state.cs
    boss_sheets = sorted(s for s, sh in cs.sheets.items() if sh.kind == "final_boss")
    state.chance.shuffle(boss_sheets)
    third = boss_sheets[0]
    rest = boss_sheets[1:] + sorted(s for s, sh in cs.sheets.items() if sh.kind == "dungeon")
    state.chance.shuffle(rest)
    if len(rest) < 2:  # only a reduced set (the test fixtures) lacks sheets: a sheet is then met twice
        rest = rest + rest
    floors = []
    for sheet_id in rest[:2]:
        sheet = cs.sheets[sheet_id]
        if sheet.kind == "final_boss":
            floors.append(sheet.sides[1])
        else:
            floors.append(sheet.sides[state.chance.below(2)])  # A-DF-08: a random side
    floors.append(cs.sheets[third].sides[0])
    return floors


def pick_boss(state: DfState) -> str:
    """R-DF-014: one Final Boss at random, face down."""
    bosses = sorted(state.cs.bosses)
    state.chance.shuffle(bosses)
    return bosses[0]


def deal_heroes(state: DfState, heroes: tuple[str, ...] | None) -> None:
    """R-DF-015: a different sheet per seat; "random" seats are dealt from the sheets left; all at 9."""
    wanted = list(heroes) if heroes is not None else ["random"] * len(state.names)
    pool = sorted(h for h in state.cs.heroes if h not in wanted)
    for i, hero in enumerate(wanted):
        if hero == "random":
            wanted[i] = pool.pop(state.chance.below(len(pool)))
    state.heroes = [HeroState(h) for h in wanted]


def build_tower(state: DfState) -> None:
    """R-DF-016: per level, shuffle and draw the difficulty's count; the rest is out of the game."""
    row = state.cs.difficulty[state.difficulty]
    state.tower = [[], [], [], []]
    state.out_of_game = []
    for level in range(1, 5):
        pile = sorted(m for m, card in state.cs.monsters.items() if card.level == level)
        state.chance.shuffle(pile)
        count = row.tiers[level - 1]
        state.tower[level - 1] = pile[:count]
        state.out_of_game.extend(pile[count:])
    sizes = ", ".join(str(len(t)) for t in state.tower)
    state.say(f"The tower holds {plural(sum(len(t) for t in state.tower), 'monster')} ({sizes} by level).")
