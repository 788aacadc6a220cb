"""Computer players (digest 6.5): a greedy score per option, from the seat's own view only.

The view holds everything a player at the table knows: the dungeon, every token, shticks
in play and equipped Loot, the seat's own hand, Stash and saved XP, and the exact d12
chances of the battle choices in front of it ("odds" for the battle in progress,
"plan_odds" for going on, Ranged Attacks, Monsters to play and rooms to end a move in;
both computed by the rules' own code, see odds.py).  Card numbers come from the public
card set.  The plan, by priority:

1. Collapse: head for the Entrance (each player still inside is a point), take Loot on the way.
2. Qualified for the Lair (Minimum Shticks and Minimum Loot): go down, explore the Lair,
   battle Xykon's cards until Xykon the Lich falls.
3. Otherwise grow: equip every Loot you Drool Over, pick Loot up, trade saved Monsters
   for shticks (keep the best of 3), trade spare Loot only beyond the Lair's need, battle
   Monsters you are likely to beat, explore and search for stairs, go deeper; rest when hurt.

Elsewhere: play the Monster that most likely beats the player who triggered the battle (the
one you would beat yourself when it is your own battle), take the shtick with the best
win-minus-loss chances, flip for a bonus only when it changes the chances enough, save every
defeated Monster, remove collapse rooms far from you.

The scores live by decision family: bot_seen.py (the facts read from the view), bot_turn.py
(start / end actions and the turn plan), bot_battle.py (battles, Monsters to play, player
battles, assistance and windows); this module dispatches an option's key to its family.
"""

from __future__ import annotations

from typing import Any

from . import bot_battle, bot_turn
from .bot_battle import printed_best
from .bot_seen import LOSS, STEP, WIN, Seen, cards, ev, shtick_worth, supports_lich, xykon_worth

__all__ = [
    "HANDLERS",
    "LOSS",
    "STEP",
    "WIN",
    "Seen",
    "cards",
    "ev",
    "printed_best",
    "reason",
    "score",
    "score_options",
    "shtick_worth",
    "supports_lich",
    "xykon_worth",
]

# An option key's head ("move", "shtick", ...) -> its family's score.
HANDLERS = {**bot_turn.HANDLERS, **bot_battle.HANDLERS}


# -- the scores -------------------------------------------------------------------------
def score_options(view: dict[str, Any], decision: Any) -> list[float]:
    """One score per option of `decision`, from `view` (the deciding seat's own) only."""
    seen = Seen(view, decision.player)
    keys = [o.key for o in decision.options]
    return [score(seen, key, keys) for key in keys]


def score(s: Seen, key: str, keys: list[str]) -> float:
    head, _, arg = key.partition(":")
    table = HANDLERS.get(head)
    return table(s, arg, keys) if table is not None else 0.0


# -- the hint's one line -----------------------------------------------------------------
def reason(view: dict[str, Any], decision: Any, index: int) -> str:
    """One short player-facing line on why the computer likes option `index`."""
    s = Seen(view, decision.player)
    key = decision.options[index].key
    head, _, arg = key.partition(":")
    choices = (view.get("odds") or {}).get("choices", {})
    if head in ("shtick", "flip", "roll") and key in choices:
        c = choices[key]
        return f"It wins {round(100 * c['win'] / c['of'])}% of the time and loses {round(100 * c['loss'] / c['of'])}%."
    words = {
        "equip": "Equipped Loot counts toward entering Xykon's Lair.",
        "pickup": "Loot is what you need most: pick it up.",
        "trade_monsters": "Your saved Monsters buy a new shtick.",
        "trade_loot": "You have Loot to spare beyond the Lair's need.",
        "search": "Stairs down lead on toward Xykon's Lair.",
        "rest": "Resting heals a Wound and readies your shticks.",
        "rest_loot": "Resting here heals and picks up two Loot cards.",
        "save": "Saved Monsters trade for shticks.",
        "take_two": "Free Loot for clearing the room.",
        "keep": "This one helps your battles most.",
        "monster": "This Monster gives them the worst chances."
        if (s.view.get("turn") or {}).get("seat") != s.seat
        else "You are most likely to beat this one.",
        "next": "Your chances against the next Monster are good.",
        "stop": "Better to stop here.",
        "remove": "That room is farthest from your way out.",
        "screw": "This card changes things most in your favour now.",
        "pass": "Keep your cards for a better moment.",
    }
    if head in ("move", "explore"):
        if s.collapsing:
            return "The dungeon is collapsing: head for the Entrance."
        if s.qualified():
            return "You are strong enough for Xykon's Lair: go down."
        return "Toward Loot and Monsters you can beat."
    return words.get(head, "")
