"""Co-operative games: who decides what.

In a co-operative game each player has their own hero.  A decision that
concerns one hero only (its own skills, its own dice, its own cards) is that
hero's player's; a decision of the whole party (where to go, fight or flee,
who takes the loot) is made by the party's lead: the first seat a person
plays (a computer partner never overrules a person), or seat 0 when only
computers play.  On a party decision the lead sees what each computer partner
would do and why, as a hint is shown.

Any co-operative game can use this: it stores the seats' bot kinds at set-up
(`Seat.bot`), asks `lead_seat` who decides for the party, and puts
`partner_views` in the lead's view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .bots import hint, hint_reason, playable
from .decision import Decision
from .game import Game


def lead_seat(bots: Sequence[str | None]) -> int:
    """The seat that makes the party's decisions: the first one a person plays, else seat 0."""
    return next((i for i, bot in enumerate(bots) if bot is None), 0)


def partner_views(
    game: Game, view: dict[str, Any], decision: Decision, bots: Sequence[str | None], names: Sequence[str]
) -> list[dict[str, Any]]:
    """What each computer partner would choose on the lead's decision, and why (from the lead's view:
    a co-operative game's view is the same for every seat).  Empty when no computer plays along or the
    decision is not the lead's."""
    lead = lead_seat(bots)
    if decision.player != lead or len(playable(decision)) < 2:
        return []
    out = []
    for seat, bot in enumerate(bots):
        if seat == lead or bot is None:
            continue
        index = hint(game, view, decision)
        if index is None:
            continue
        out.append(
            {
                "seat": seat,
                "name": names[seat] if seat < len(names) else "",
                "key": decision.options[index].key,
                "label": decision.options[index].label,
                "reason": hint_reason(game, view, decision, index),
            }
        )
    return out
