"""What lies on the table beside the DungeonQuest board: the fight, the card the decision hangs on, else
the last card drawn.

The play screen puts the board and this table side by side, so a fight and a
card are seen where the player is looking (issue 12: the board, the fight and
the decision in view together), not in the panels below the fold.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import esc
from ..kit import cards as kit_cards
from ..kit import emblems as kit_emblems
from .base import _seq
from .combat import combat_section
from .solo import solo_fight_section

# Each deck's card art: the kit emblem for what the deck is about.
DECK_ART = {
    "dungeon": "torch",
    "search": "coin",
    "door": "door",
    "trap": "trap",
    "catacomb": "stairs",
    "dragon": "dragon",
    "monster": "beast",
    "loot": "item",
    "treasure": "gem",
    "rune": "relic",
    "corpse": "undead",
    "crypt": "undead",
}


def card_section(view: Mapping[str, Any], *, last: bool = True) -> str:
    """The card the pending decision hangs on ("Card in play"), else (with `last`) the last card drawn."""
    card = view.get("decision_card")
    head = "Card in play"
    cls = "dq-card dq-in-play"
    if not isinstance(card, Mapping) and last:
        card = view.get("last_card")
        head = "Last card"
        cls = "dq-card"
    if not isinstance(card, Mapping):
        return ""
    deck = str(card.get("deck") or "")
    live = ' aria-live="polite"' if head == "Card in play" else ""
    log = _seq(view.get("log"))
    name = str(card.get("name", "?"))
    newest = log[-1] if log else ""
    newest = newest.get("text", "") if isinstance(newest, Mapping) else newest
    face = kit_cards.CardFace(
        title=name,
        kind=f"{deck.capitalize() or '?'} card",
        text=str(card.get("text", "")),
        art=kit_emblems.emblem(DECK_ART.get(deck, deck)),
        tone="peril" if deck == "trap" else "neutral",
    )
    return (
        f'<section class="{cls}"{live}><h3>{head}: {esc(deck.capitalize() or "?")} deck</h3>'
        f"{kit_cards.card(face, size='md', turning=bool(log) and name in str(newest))}</section>"
    )


def render_table(view: Mapping[str, Any]) -> str:
    """The table beside the board: the fight (and a card in play), or the card in play, or the last card."""
    combat = combat_section(view)
    card = card_section(view, last=not combat)
    solo = "" if combat else solo_fight_section(view)  # Solo Play: the last fight's combat dice
    if not (combat or card or solo):
        return ""
    # "dq-now": what the decision is about (a fight, a card in play), shown before the board on a phone;
    # the last card drawn is only a reminder and goes after it.
    now = " dq-now" if combat or isinstance(view.get("decision_card"), Mapping) else ""
    return f'<div class="dq-arena{now}" role="region" aria-label="On the table">{combat}{solo}{card}</div>'
