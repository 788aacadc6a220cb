"""Computer players and Screw This! cards (digest 6.5 item 4): which card, in which window.

From the seat's own view only (bot.Seen): its hand, the public table, the cards already played
in the window, and the exact chances screw_odds.py puts in its own view (`plan_odds`: the
fighter's win / draw / loss now, "screw:now", and if each card resolved).  The rules of thumb:

- in a battle: play a card when it swings the battle enough, for the computer when it fights,
  against the fighter otherwise, more readily against the leader (the player with the most
  Bragging Points in sight: shticks in play and equipped Loot), less against a trailing one;
  answer a card that hurts it with Objection the same way;
- after the roll: Do-Over a loss when a new roll is worth more; Double Cross only when it turns
  a win of the leader into a loss (the promised Loot is lost);
- the rest when it helps: heal when hurt, Spoils of War, a shtick, an unflip, theft from the
  leader, a smaller new battle for itself, a bigger one for the leader, Evade help.
A card never played costs nothing, but a hand holds few: a small price keeps weak plays back.
"""

from __future__ import annotations

from typing import Any

WIN = 1.0
LOSS = 1.2
PRICE = 0.15  # a card spent: play only for a clear gain
BATTLE = ("battle_mod", "type_mod", "boost", "flip_shtick", "cancel", "move_monster", "reroll", "double_cross")


def bragging(s: Any, player: dict[str, Any]) -> float:
    """A public estimate of a player's Bragging Points: shticks in play and equipped Drool Factor."""
    char = player["character"]
    loot = sum(s.cs.loot[c["id"]].df(char) for c in player["equipped"] if c["id"] in s.cs.loot)
    return len(player["shticks"]) + len(player["flipped"]) + loot


def weight(s: Any, seat: int) -> float:
    """How much hurting `seat` is worth: most for the leader, little for a player far behind."""
    scores = {p["seat"]: bragging(s, p) for p in s.view["players"] if not p["exited"]}
    if seat not in scores:
        return 0.0
    top = max(v for k, v in scores.items() if k != s.seat) if len(scores) > 1 else 0.0
    if scores[seat] >= top:
        return 1.5
    return 1.0 if scores[seat] >= top - 3 else 0.6


def value(odds: Any) -> float:
    w, _, lo = odds
    return w * WIN - lo * LOSS


def score(s: Any, arg: str) -> float:
    """The worth of playing `screw:<arg>` (pass is worth 0)."""
    cid, _, target = arg.partition(":")
    card = s.cs.battle[cid]
    turn = s.view.get("turn") or {}
    active = turn.get("seat", -1)
    kind = card.kind
    if kind in BATTLE:
        return battle_play(s, arg, card, active)
    me = s.me
    if kind == "heal":
        return 0.3 * me["wounds"] - 0.1
    if kind == "extra_move":
        return 0.2
    if kind == "battle_size":
        where = tuple(s.view["players"][active]["pos"])
        others = s.occupied.get(where, 0) - (active != s.seat) + (active != s.seat and where == s.pos)
        if s.rooms.get(where, {}).get("monsters") or others:  # no new battle there: the card does nothing
            return -1.0
        if active == s.seat:
            return 0.3 if card.amount < 0 else -1.0
        return 0.25 * weight(s, active) - PRICE if card.amount > 0 else -1.0
    if kind == "draw_loot":
        return 1.0
    if kind == "draw_shtick":
        return 2.0
    if kind == "unflip":
        return 0.8
    if kind in ("steal_loot", "discard_hand"):
        return 0.5 * weight(s, int(target)) + (0.1 * s.view["players"][int(target)]["hand_size"] / 7)
    if kind == "evade_mod":
        window = s.view.get("window") or {}
        if card.amount > 0:
            return 0.8
        return 0.2 * weight(s, active) - PRICE if window else -1.0
    return -1.0


def battle_play(s: Any, arg: str, card: Any, active: int) -> float:
    odds = s.odds.get(f"screw:{arg}")
    if card.kind == "reroll":
        battle = s.view.get("battle") or {}
        outcome = battle.get("outcome", "")
        if odds is None or outcome == "win":
            return -1.0
        now = {"draw": 0.0, "loss": -LOSS}.get(outcome, 0.0)
        return value(odds) - now - PRICE
    now = s.odds.get("screw:now")
    if card.kind == "double_cross":
        if odds is None or active == s.seat:
            return -1.0
        battle = s.view.get("battle") or {}
        turned = battle.get("outcome") == "win" and odds[0] < 1.0
        return (1.0 * weight(s, active) - 1.2) if turned else -1.0
    if odds is None or now is None:  # a player battle: no chances in the view; keep the card
        return -0.5
    swing = value(odds) - value(now)  # for the fighter (the player whose turn it is)
    if active == s.seat:
        return swing - PRICE
    return -swing * weight(s, active) - PRICE
