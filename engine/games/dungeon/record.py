"""The latest fight, written down as it happens, for the table to draw.

The rules call these hooks at each step of a fight (the blow or the spell,
the strike-back, the treasure dropped, the treasure won); they only write
`state.fight` and never draw dice or change anything the rules read, so a
save replays exactly as before.  The view (view.py) turns the record into
what each reader may see, instead of reading it back out of the log's words.
"""

from __future__ import annotations

from .content import MonsterCard, TreasureCard
from .state import DungeonState, Fight, HeroState


def blow(
    state: DungeonState,
    hero: HeroState,
    card: MonsterCard,
    needed: int | None,
    dice: tuple[int, ...] = (),
    hit: bool | None = None,
) -> None:
    """R-DNG-050: a hero attacks (needed None: '–' and no Magic Sword, so no roll)."""
    _begin(state, hero.seat, card, hero.space, hero.cls, needed, dice, hero.sword_bonus if dice else 0, hit)


def spell(
    state: DungeonState, seat: int, card: MonsterCard, space: str, kind: str, needed: int | None, dice: tuple, hit: bool
) -> None:
    """R-DNG-074-079: a Fireball or Lightning Bolt at a monster (never struck back)."""
    _begin(state, seat, card, space, kind, needed, dice, 0, hit)


def _begin(
    state: DungeonState,
    seat: int,
    card: MonsterCard,
    space: str,
    weapon: str,
    needed: int | None,
    dice: tuple[int, ...],
    bonus: int,
    hit: bool | None,
) -> None:
    state.fights += 1
    state.fight = Fight(
        number=state.fights,
        action=state.actions,
        seat=seat,
        monster=card,
        space=space,
        weapon=weapon,
        needed=needed,
        dice=tuple(dice),
        bonus=bonus,
        hit=hit,
    )


def struck_back(state: DungeonState, source: str, dice: tuple[int, ...], outcome: str) -> None:
    """R-DNG-056-066: the monster that survived strikes back."""
    fight = state.fight
    if fight is not None and fight.monster.name == source and not fight.strike_dice:
        fight.strike_dice = tuple(dice)
        fight.strike_outcome = outcome


def dropped(state: DungeonState, cards: list[TreasureCard]) -> None:
    """R-DNG-064-066: treasure the strike-back knocked out of the hero's hands (named aloud: public)."""
    if state.fight is not None:
        state.fight.dropped.extend(cards)


def gained(state: DungeonState, hero: HeroState, card: TreasureCard) -> None:
    """R-DNG-067-069: treasure won from the fight; face up for all only if it went into play."""
    if state.fight is not None and state.fight.seat == hero.seat:
        state.fight.gained.append((card, card in hero.in_play))
