"""Solo Play's combat die on the table (R-DQ-191): each round of the last fight as a rolled die.

A Solo Play fight has no combat cards: one die roll per round decides the
wounds, and the engine plays every round in one step, so when the player next
decides the fight is over and the view's `combat` is gone.  Its rounds are
still in the log, one line each ("Round 2: combat die 5: hero suffers 0,
monster suffers 1 (2 so far)."): this module reads them back and lays the
fight on the table as kit dice, one tray per round with what it did, so the
roll is seen as a die and not only as words.

The fight stays on the table while its lines come after the last but one "the
sun moves" line (the engine moves the sun at the end of the step that fought
it, so: through the turn that follows the fight), and its dice
roll in only while nothing but the fight's aftermath (a death, wounds, the sun
moving on) has been logged since its last round: the step that fought it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..common import esc
from ..kit import dice as kit_dice
from .base import _seq

# The engine's words for one round of the combat die (engine/games/dungeonquest/rules.py t_solo_round).
ROUND = re.compile(
    r"Round (?P<round>\d+): combat die (?P<face>[1-6]): hero suffers (?P<hero>\d+)(?P<note> \([^)]*\))?, "
    r"monster suffers (?P<monster>\d+) \((?P<total>\d+) so far\)\."
)
SUN = re.compile(r"Round \d+: the sun moves")
# What the engine says in the same step after the last round: a death, the wounds, the sun moving on.
AFTERMATH = re.compile(r"\bdies\b|\bsuffers \d+ wound|\bthe sun moves\b|\bdead\b")
MONSTER = re.compile(r"The monster is an? (?P<name>.+?) \(life (?P<life>\d+)")  # t_solo_fight


def _text(entry: Any) -> str:
    return str(entry.get("text", "")) if isinstance(entry, Mapping) else str(entry)


def last_solo_fight(view: Mapping[str, Any]) -> tuple[str, str, list[re.Match[str]], bool] | None:
    """The monster's name and life, the rounds of the latest Solo Play fight and whether it was fought by the last step.

    None when the view is not Solo Play, a fight is still on (the table shows it), or no fight was
    fought in this game round or the one before.
    """
    if not view.get("solo") or isinstance(view.get("combat"), Mapping):
        return None
    lines = [_text(e) for e in _seq(view.get("log"))]
    suns = [i for i, line in enumerate(lines) if SUN.match(line)]
    start = suns[-2] + 1 if len(suns) >= 2 else 0
    rounds: list[tuple[int, re.Match[str]]] = []
    name = life = ""
    first = -1
    for i in range(len(lines) - 1, start - 1, -1):
        found = ROUND.match(lines[i])
        if found:
            rounds.append((i, found))
            if found.group("round") == "1":
                first = i
                break  # the first round of the latest fight: anything older is another fight
    if not rounds:
        return None
    for line in reversed(lines[max(start, first - 4) : max(first, 0)]):  # the monster is named just before
        monster = MONSTER.match(line)
        if monster:
            name, life = monster.group("name"), monster.group("life")
            break
    rounds.reverse()
    fresh = all(AFTERMATH.search(line) for line in lines[rounds[-1][0] + 1 :])
    return name or "monster", life, [m for _, m in rounds], fresh


def _wounds(who: str, n: int) -> str:
    """ "you take 2 wounds", "it is unhurt": never a count of nothing."""
    if n == 0:
        return f"{who} {'are' if who == 'you' else 'is'} unhurt"
    return f"{who} {'take' if who == 'you' else 'takes'} {n} wound{'s' if n != 1 else ''}"


def solo_fight_section(view: Mapping[str, Any]) -> str:
    """The latest Solo Play fight on the table: one combat die per round, with the wounds it dealt."""
    fight = last_solo_fight(view)
    if fight is None:
        return ""
    name, life, rounds, fresh = fight
    trays = []
    for found in rounds:
        hero, monster = int(found.group("hero")), int(found.group("monster"))
        note = (found.group("note") or "").strip(" ()")
        outcome = f"{_wounds('you', hero)}, {_wounds('it', monster)}" + (f" ({note})" if note else "")
        tone = "good" if monster > hero else "bad" if hero > monster else "neutral"
        trays.append(
            kit_dice.roll_tray(
                [kit_dice.d6(int(found.group("face")), rolling=fresh)],
                caption=f"Round {found.group('round')}:",
                outcome=outcome,
                tone=tone,
                key=f"dq-solo-{found.group('round')}",
            )
        )
    total = rounds[-1].group("total")
    return (
        '<section class="dq-combat dq-solo" aria-label="Last fight">'
        f"<h3>Last fight: the {esc(name)}</h3>"
        '<p class="dq-solo-key">The combat die: wounds to you, wounds to it.</p>'
        f'<div class="dq-solo-dice">{"".join(trays)}</div>'
        f"<p>The {esc(name)} took {esc(total)} wound{'s' * (total != '1')} in all"
        + (f" (its life: {esc(life)})" if life else "")
        + ".</p></section>"
    )
