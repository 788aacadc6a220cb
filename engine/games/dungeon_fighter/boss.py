"""The Final Boss (R-DF-180..186): revealed at the end of floor 3 and fought with the usual rules.

The exceptions live where the rules they change live: no room requirement
(fight.forced_requirements), only option A when the dice are spent
(decide.choose_options), losing when the chest is empty (fight.pass_dice), and
victory at once with no Maintenance (fight.monster_defeated, scoring.win).
"""

from __future__ import annotations

from .fight import deal_dice
from .state import DfState, Encounter


def start_boss(state: DfState) -> None:
    """R-DF-180: turn the card up and set its health; every hero not eliminated stands again (R-DF-044)."""
    for hero in state.heroes:
        hero.fainted = False
    boss = state.cs.bosses[state.boss]
    state.boss_revealed = True
    state.chance.reveal()
    state.enc = Encounter("boss", boss.id, boss.hp)
    state.phase = "encounter"
    state.say(f"The Final Boss is {boss.name}: {boss.hp} health, hits for {boss.damage}.")
    if boss.throw_requirement:
        state.say(f"Every throw against it must be a {state.cs.requirements[boss.throw_requirement].name.lower()}.")
    deal_dice(state)
    state.enc.stage = "swing"
