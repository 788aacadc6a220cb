"""Greedy heuristics for Dungeon! computer players (digest section 6.4).

Scores every option from the player's *view* only: public hit tables and
deck compositions, face-up monsters, dropped piles, and the bot's own hand.
The core greedy bot takes the best score; the hint button shows it.

The value of a place is the best "treasure expected per turn" reachable
from it: for each uncleared room or chamber, the chance to kill what is
there times what it would pay, less what a strike-back is expected to cost,
divided by the turns needed to get there and fight.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ...core.decision import Decision
from . import content
from .state import LEVELS, REQUIREMENT

HALL = "GH"
P_AT_LEAST = {n: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= n) / 36 for n in range(0, 15)}
SPELL_COST = 350.0  # a spent card costs a later turn in the Great Hall
NEVER = -1e9


def p_hit(number: int | None, bonus: int = 0) -> float:
    if number is None:
        return 0.0
    return P_AT_LEAST[max(0, min(14, number - bonus))]


@cache
def distances() -> dict[str, dict[str, int]]:
    """All-pairs steps over open edges and normal doors (secret doors unknown)."""
    board = content.load_board()
    out = {}
    for start in board.spaces:
        dist = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for u in frontier:
                for v, edge in board.neighbours[u]:
                    if v not in dist and edge.type != "secret_door":
                        dist[v] = dist[u] + 1
                        nxt.append(v)
            frontier = nxt
        out[start] = dist
    return out


@cache
def level_stats(cls: str, bonus: int) -> dict[int, dict[str, float]]:
    """Per level: chance to kill a random creature (melee and spells), treasure mean, trap share."""
    stats = {}
    for level in LEVELS:
        deck = content.monster_deck(level)
        creatures = [c for c in deck if c.kind == "creature"]
        melee = sum(p_hit(_number(c, cls, bonus), bonus) for c in creatures) / len(creatures)
        fire = sum(p_hit(c.fireball) for c in creatures) / len(creatures)
        light = sum(p_hit(c.lightning) for c in creatures) / len(creatures)
        treasure = content.treasure_deck(level)
        stats[level] = {
            "melee": melee * len(creatures) / len(deck) + (len(deck) - len(creatures)) / len(deck) * 0.8,
            "fireball": fire,
            "lightning": light,
            "treasure": sum(t.gp for t in treasure) / len(treasure),
        }
    return stats


def _number(card: Any, cls: str, bonus: int) -> int | None:
    n = getattr(card, cls) if not isinstance(card, dict) else card.get(cls)
    if n is None and bonus:
        return 13
    return n


class Planner:
    """Everything the heuristics need about one decision, computed once."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view = view
        self.board = content.load_board()
        self.dist = distances()
        self.me = view["players"][seat]
        self.cls = self.me["hero"]["class"]
        self.bonus = self.me.get("sword_bonus", 0)
        self.stats = level_stats(self.cls, self.bonus)
        self.carried = self.me.get("gp") or 0
        self.need = REQUIREMENT[self.cls]
        self.slots = {s["space"]: s for s in view["slots"]}
        self.cleared = view["cleared"]
        self.others = {p["space"] for p in view["players"] if p.get("space") and p["seat"] != seat}
        cards = self.me.get("hand_count", 0) + len(self.me.get("in_play", []))
        avg = self.carried / cards if cards else 0
        # Expected cost of one strike-back (R-DNG-057-061), in gp.
        self.strike_cost = (23 / 36) * avg + (2 / 36) * self.carried / 2 + (1 / 36) * self.carried + 12 / 36 * 300
        self.targets = self._targets()

    def uncleared(self, space: str) -> bool:
        kind = self.board.spaces[space].kind
        tokens = self.cleared.get(space, 0)
        return (kind == "room" and tokens < 1) or (kind == "chamber" and tokens < 3)

    def fight_value(self, space: str) -> float:
        """Expected gp from ending a move in this uncleared space now."""
        s = self.board.spaces[space]
        level_stats_ = self.stats[s.level]
        slot = self.slots.get(space)
        pile = sum(c["gp"] for c in slot["dropped"]) if slot else 0
        monster = slot.get("monster") if slot else None
        if monster is not None and monster["kind"] == "creature":
            p = p_hit(_number(monster, self.cls, self.bonus), self.bonus)
        elif monster is not None:
            p = 1.0  # a known trap: free treasure
        else:
            p = level_stats_["melee"]
        reward = (level_stats_["treasure"] if s.kind == "room" else 0) + pile
        return p * reward - (1 - p) * self.strike_cost - (300 if s.kind == "chamber" else 0)

    def spell_value(self, space: str, kind: str) -> float:
        s = self.board.spaces[space]
        slot = self.slots.get(space)
        monster = slot.get("monster") if slot else None
        if monster is not None and monster["kind"] == "creature":
            p = p_hit(monster[kind])
        else:
            p = self.stats[s.level][kind]
        pile = sum(c["gp"] for c in slot["dropped"]) if slot else 0
        reward = (self.stats[s.level]["treasure"] if s.kind == "room" else 0) + pile
        return p * reward - SPELL_COST

    def _targets(self) -> list[tuple[str, float]]:
        if self.carried >= self.need:
            return [(HALL, 1e7)]
        out = []
        for space in self.board.spaces.values():
            if space.kind in ("room", "chamber") and self.uncleared(space.id):
                if space.kind == "room" and space.id in self.others:
                    continue
                value = self.fight_value(space.id)
                for kind in ("fireball", "lightning"):
                    if self.cls == "wizard" and kind in (self.me.get("spells") or ()):
                        value = max(value, self.spell_value(space.id, kind))
                out.append((space.id, value))
        positive = [(t, v) for t, v in out if v > 0]
        if positive:
            return positive
        # Nothing pays: clear the least bad space anyway, so the dungeon
        # empties and the game ends (A-DNG-25), rather than wander forever.
        return [(t, 1.0 + v / 1e5) for t, v in out]

    def position_value(self, here: str) -> float:
        """Best expected gp per turn from standing here at the start of a turn."""
        row = self.dist[here]
        best = 0.0
        for target, value in self.targets:
            d = row.get(target, 99)
            turns = 1 + max(0, d - 1) // 5 + (0 if target == HALL else 1)
            best = max(best, value / turns)
        return best


def score_options(view: dict[str, Any], decision: Decision) -> list[float]:
    seat = decision.player
    me = view["players"][seat]
    if "hero" not in me:
        return [0.0] * len(decision.options)  # picking heroes: all equal, ties break at random
    plan = Planner(view, seat)
    here = me["space"]
    return [score(plan, here, option.key) for option in decision.options]


NEW_HERO_PREFERENCE = {"cleric": 4, "rogue": 3, "fighter": 2, "wizard": 1}


def score(plan: Planner, here: str, key: str) -> float:
    verb, _, arg = key.partition(":")
    going_home = plan.carried >= plan.need
    if verb in ("move", "enter", "slide", "teleport", "retreat"):
        if going_home:
            return -plan.dist[arg].get(HALL, 99) - (50 if plan.uncleared(arg) and arg != HALL else 0)
        if plan.board.spaces[arg].kind in ("room", "chamber") and plan.uncleared(arg):
            value = dict(plan.targets).get(arg)
            return value if value is not None else plan.fight_value(arg) - 1000
        return plan.position_value(arg) * 1.001
    if verb == "stop":
        if going_home:
            return -plan.dist[here].get(HALL, 99) - 0.5
        if plan.board.spaces[here].kind in ("room", "chamber") and plan.uncleared(here):
            value = dict(plan.targets).get(here)
            return value if value is not None else plan.fight_value(here) - 1000
        return plan.position_value(here)
    if verb in ("fireball", "lightning"):
        if going_home:
            return NEVER / 2
        return plan.spell_value(arg, verb) + 50
    if verb == "esp":
        return plan.fight_value(arg) + 25 if not going_home else NEVER / 2
    if verb == "search":
        p = 4 / 6 if plan.cls == "rogue" else 2 / 6
        return p * plan.position_value(here) * 1.1 - 10
    if verb == "crystal":
        return NEVER / 4
    if verb == "regain":
        spells = plan.me.get("spells") or []
        if arg == "none":
            return -100
        return -spells.count(arg) - (0.5 if arg == "teleport" else 0)
    if verb == "hero":
        cls = next((h.hero_class for h in content.hero_pool() if h.id == arg), "wizard")
        return NEW_HERO_PREFERENCE[cls]
    if verb == "hunter":
        return plan.dist[arg].get(here, 0)
    return 0.0
