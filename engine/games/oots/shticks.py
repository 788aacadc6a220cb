"""Gaining shticks at the start or end of your turn (digest 3.20; R-OOTS-257..268, A-OOTS-21, A-OOTS-22).

Trading saved Monsters: pick any of them, every 3 XP is one draw (the rest is lost);
each draw looks at the top 3 cards of your Shtick Deck, keeps 1 and puts the other 2 on
the bottom in the order you choose.  Trading Loot: discard Loot you Drool Over worth 3
or more Drool Factor (relative to you) for the top card of your deck.  Both are asked
as small sub-dialogues (`state.asks`) inside the D1 / D12 actions.
"""

from __future__ import annotations

from .movement import name
from .state import Ask, OotsState

LOOK = 3  # R-OOTS-260
PRICE = 3  # R-OOTS-258 (XP) and R-OOTS-264 (Drool Factor)


def saved_xp(state: OotsState, cards: list[str]) -> int:
    return sum(state.cs.monster(c).xp for c in cards)


def can_trade_monsters(state: OotsState, seat: int) -> bool:
    """R-OOTS-257 / A-OOTS-21: enough saved XP for a draw and a deck to draw from."""
    p = state.players[seat]
    return bool(p.shtick_deck) and saved_xp(state, p.saved) >= PRICE


def drool_cards(state: OotsState, seat: int) -> list[str]:
    """A-OOTS-22: Loot you Drool Over, in the Stash or equipped."""
    p = state.players[seat]
    return [c for c in p.stash + p.equipped if state.cs.loot[c].df(p.character) >= 1]


def can_trade_loot(state: OotsState, seat: int) -> bool:
    """R-OOTS-264: Drool Factor 3 or more to pay, and a deck to draw from."""
    p = state.players[seat]
    total = sum(state.cs.loot[c].df(p.character) for c in drool_cards(state, seat))
    return bool(p.shtick_deck) and total >= PRICE


def open_trade(state: OotsState, seat: int, kind: str) -> None:
    state.asks.insert(0, Ask(kind, seat, {"chosen": []}))


def choose(state: OotsState, card: str) -> None:
    """Add a Monster (or Loot card) to the trade being assembled."""
    a = state.asks[0]
    pool = state.players[a.seat].saved if a.kind == "trade_monsters" else drool_cards(state, a.seat)
    if card not in pool or card in a.data["chosen"]:
        raise ValueError(f"{card!r} cannot be traded")
    a.data["chosen"].append(card)


def chosen_value(state: OotsState) -> int:
    a = state.asks[0]
    return chosen_value_of(state, a.kind, a.seat, a.data["chosen"])


def confirm(state: OotsState) -> None:
    """Pay: Monsters to the Battle discard pile (R-OOTS-261), Loot to the Loot discard pile (R-OOTS-264)."""
    a = state.asks.pop(0)
    p = state.players[a.seat]
    value = chosen_value_of(state, a.kind, a.seat, a.data["chosen"])
    if value < PRICE:
        raise ValueError("not enough to trade")
    for card in a.data["chosen"]:
        if a.kind == "trade_monsters":
            p.saved.remove(card)
            state.battle_discard.append(card)
        else:
            (p.stash if card in p.stash else p.equipped).remove(card)
            state.loot_discard.append(card)
    if a.kind == "trade_monsters":
        state.say(f"{name(state, a.seat)} trades Monsters worth {value} XP.")
        if state.options.get("nerdcore"):  # R-OOTS-432: the top card, no choosing
            for _ in range(value // PRICE):
                top_into_play(state, a.seat)
        else:
            state.chance.reveal()  # the top 3 cards are shown to the trader: undo stops here
            state.asks.insert(0, Ask("keep_shtick", a.seat, {"left": value // PRICE}))  # R-OOTS-259
    else:
        state.say(f"{name(state, a.seat)} trades Loot for a shtick.")
        top_into_play(state, a.seat)  # R-OOTS-262 / R-OOTS-268


def chosen_value_of(state: OotsState, kind: str, seat: int, chosen: list[str]) -> int:
    if kind == "trade_monsters":
        return saved_xp(state, chosen)
    return sum(state.cs.loot[c].df(state.players[seat].character) for c in chosen)


def top_into_play(state: OotsState, seat: int) -> None:
    p = state.players[seat]
    if p.shtick_deck:
        state.chance.reveal()  # a card of the hidden deck comes face-up
        p.shticks.append(p.shtick_deck.pop(0))


def look(state: OotsState, seat: int) -> list[str]:
    """R-OOTS-260 / A-OOTS-21: the top 3 (all of them when fewer are left)."""
    return state.players[seat].shtick_deck[:LOOK]


def keep(state: OotsState, card: str) -> None:
    """Put `card` into play; the others go to the bottom (their order asked when there are two)."""
    a = state.asks.pop(0)
    p = state.players[a.seat]
    seen = look(state, a.seat)
    if card not in seen:
        raise ValueError(f"{card!r} is not among the top cards")
    del p.shtick_deck[: len(seen)]
    p.shticks.append(card)
    rest = [c for c in seen if c != card]
    left = a.data["left"] - 1
    if len(rest) == 2:
        state.asks.insert(0, Ask("bottom_order", a.seat, {"cards": rest, "left": left}))
        return
    p.shtick_deck.extend(rest)
    more(state, a.seat, left)


def bottom_first(state: OotsState, card: str) -> None:
    """A-OOTS-21: `card` goes under the deck first, the other one below it."""
    a = state.asks.pop(0)
    rest = a.data["cards"]
    if card not in rest:
        raise ValueError(f"{card!r} is not being put back")
    state.players[a.seat].shtick_deck.extend([card] + [c for c in rest if c != card])
    more(state, a.seat, a.data["left"])


def more(state: OotsState, seat: int, left: int) -> None:
    if left > 0 and state.players[seat].shtick_deck:
        state.chance.reveal()  # the next 3 cards are shown
        state.asks.insert(0, Ask("keep_shtick", seat, {"left": left}))
