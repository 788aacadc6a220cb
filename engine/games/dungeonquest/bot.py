"""The greedy DungeonQuest bot: scores every option from the seat's view only (digest 6.6).

A route planner over the known map (Dijkstra: explored halls cost 2,
unexplored spaces 3) gives distances to a goal that switches with the sun:
the treasure chamber while there is time for the round trip, otherwise the
nearest tower.  The monster player's combat card is chosen from the same
view, which never shows the hero's hidden pick (the scores tie, and the core
breaks ties with the bot's own dice, giving a mixed strategy).
"""

from __future__ import annotations

import heapq
from typing import Any

from ...core.decision import Decision
from .state import SUN_SAFE_SPACES

EDGES = ("N", "E", "S", "W")
DELTA = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
TOWERS = ((0, 0), (9, 0), (0, 12), (9, 12))
TREASURE = ((4, 6), (5, 6))
SUNSET_ZONE = SUN_SAFE_SPACES + 1  # first numbered sun space (A-DQ-02, tuned)
P2D6 = {n: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= n) / 36 for n in range(2, 13)}
# extra route cost (half-steps) of passing through a chamber: chasms cannot be crossed, pits kill
ROUTE_COST = {"chasm": 20, "bottomless_pit": 30, "rotating_chamber": 16, "bridge": 6, "spider_web": 4, "cave_in": 4}
DANGER = {"bottomless_pit": 25, "rotating_chamber": 12, "bridge": 6, "spider_web": 3, "chasm": 4}


def world_halls(space: dict[str, Any]) -> dict[str, bool]:
    rot = space["rotation"] // 90
    edges = space["tile"]["edges"]
    return {EDGES[(i + rot) % 4]: edges[e]["hall"] for i, e in enumerate(EDGES)}


def world_barred(space: dict[str, Any]) -> dict[str, str]:
    """The barrier on each world edge ("" when none)."""
    rot = space["rotation"] // 90
    edges = space["tile"]["edges"]
    return {EDGES[(i + rot) % 4]: (edges[e]["barriers"] or [""])[0] for i, e in enumerate(EDGES)}


class Plan:
    """Distances on the known map from one seat's view."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view = view
        self.me = view["heroes"][seat]
        self.halls = {(s["x"], s["y"]): world_halls(s) for s in view["spaces"]}
        self.barred = {(s["x"], s["y"]): world_barred(s) for s in view["spaces"]}
        lift = P2D6.get(min(12, max(2, self.me["attributes"]["strength"] + self.me["determination"])), 0.03)
        # expected extra half-steps: a door opens about half the time; a portcullis by strength
        self.bar_cost = {"door": 2, "portcullis": int(2 * (1 - lift) / max(lift, 0.05)) + 1}
        self.kinds = {(s["x"], s["y"]): s["tile"]["kind"] for s in view["spaces"]}
        loaded = len(self.me["loot"])
        self.extra = {
            (s["x"], s["y"]): (6 if s["monster"] else 0)
            + ROUTE_COST.get(s["tile"]["kind"], 0)
            + (4 * loaded if s["tile"]["kind"] == "bridge" else 0)
            for s in view["spaces"]
        }
        self.sun = view["sun"]["position"]
        self.treasures = sum(1 for c in self.me["loot"] if c.get("treasure"))
        self.gold = self.me["gold"]
        self.solo = view.get("solo", False)
        self._maps: dict[str, dict] = {}

    def passable(self, a: tuple[int, int], edge: str, b: tuple[int, int]) -> bool:
        ha, hb = self.halls.get(a), self.halls.get(b)
        back = {"N": "S", "S": "N", "E": "W", "W": "E"}[edge]
        if ha is not None and not ha[edge]:
            return False
        return not (hb is not None and not hb[back])

    def dist_map(self, goal: str) -> dict[tuple[int, int], int]:
        if goal in self._maps:
            return self._maps[goal]
        sources = TREASURE if goal == "treasure" else TOWERS
        dist = {s: 0 for s in sources}
        heap = [(0, s) for s in sources]
        while heap:
            d, (x, y) = heapq.heappop(heap)
            if d > dist.get((x, y), 1 << 30):
                continue
            for edge, (dx, dy) in DELTA.items():
                n = (x + dx, y + dy)
                if not (0 <= n[0] < 10 and 0 <= n[1] < 13) or not self.passable(n, _back(edge), (x, y)):
                    continue
                nd = d + (2 + self.extra[n] if n in self.halls else 3)
                bar = self.barred.get(n, {}).get(_back(edge))
                if bar:
                    nd += self.bar_cost[bar]  # a door or portcullis on the way out of n
                if nd < dist.get(n, 1 << 30):
                    dist[n] = nd
                    heapq.heappush(heap, (nd, n))
        self._maps[goal] = dist
        return dist

    def dist(self, pos: tuple[int, int] | None, goal: str) -> float:
        if pos is None:
            return 30.0
        return self.dist_map(goal).get(tuple(pos), 60) / 2

    def goal(self) -> str:
        """Sun-aware switch (digest 6.6): treasure while the round trip fits, else home."""
        pos = self.me["pos"] or (self.me["travel_marker"] or {}).get("pos")
        health_left = self.me["health"] - self.me["wounds"]
        has_loot = bool(self.me["loot"]) if not self.solo else self.treasures > 0
        home = self.turns(self.dist(pos, "home"))
        if has_loot:
            enough = self.treasures >= (1 if self.solo else 2) or self.gold >= 90
            if enough or health_left <= 4 or self.sun + home >= SUNSET_ZONE - 1:
                return "home"
        trip = 0.8 * (self.dist(pos, "treasure") + self.dist(TREASURE[0], "home"))
        if self.sun + trip < SUNSET_ZONE or not has_loot:
            return "treasure"
        return "home"

    @staticmethod
    def turns(steps: float) -> float:
        """Turns a walk of `steps` usually takes (doors, tests and detours)."""
        return steps + 1


def _back(edge: str) -> str:
    return {"N": "S", "S": "N", "E": "W", "W": "E"}[edge]


def _pos(text: str) -> tuple[int, int]:
    x, y = text.split(",")
    return int(x), int(y)


def score_options(view: dict[str, Any], decision: Decision) -> list[float]:
    """One score per option; the greedy bot takes the best (ties broken at random)."""
    plan = Plan(view, decision.player)
    goal = plan.goal()
    me = plan.me
    health_left = me["health"] - me["wounds"]
    scores = []
    for option in decision.options:
        scores.append(_score(plan, goal, me, health_left, option, view, decision))
    return scores


def _score(plan: Plan, goal: str, me: dict, health_left: int, option: Any, view: dict, decision: Decision) -> float:
    key = option.key
    head, _, arg = key.partition(":")
    here = me["pos"]
    if head == "exit":
        return 1000.0 if goal == "home" else 5.0
    if head in ("move", "light", "cross") and (arg and arg != "dark" or option.target):
        target = option.target[3:] if option.target else arg
        dest = _pos(target)
        score = 100 - 10 * plan.dist(dest, goal)
        kind = plan.kinds.get(dest)
        score -= DANGER.get(kind, 0) if kind else 1
        if "portcullis" in option.label:
            score -= 5 * plan.bar_cost["portcullis"]
        elif "door" in option.label:
            score -= 5
        if "test" in option.label or "struggle" in option.label:
            score -= 3
        came = me.get("came_by")
        if here and came and (here[0] + DELTA[came][0], here[1] + DELTA[came][1]) == dest:
            score -= 4  # do not shuttle back and forth
        if plan.kinds.get(dest) and dest in plan.extra and plan.extra[dest] >= 6:
            score -= 8  # a monster token waits there
        if head == "cross":
            score -= 4 + 30 * (1 - _cross_odds(me))
        return score
    if key == "move:dark":
        return 100 - 10 * (plan.dist(here, goal) + 0.5)
    if head == "search":
        if plan.solo and not plan.treasures:
            return 100 - 10 * plan.dist(here, goal) - 40  # loot does not open the way out in Solo Play
        if plan.sun >= 18 or goal == "home":
            return 100 - 10 * plan.dist(here, goal) - 30
        return 100 - 10 * plan.dist(here, goal) - 7
    if head == "catacombs":
        return 100 - 10 * plan.dist(here, goal) - 25
    if head == "dragon":
        needed = plan.solo and not plan.treasures
        return 500.0 if goal == "treasure" and (health_left > 6 or needed and health_left > 3) else -1000.0
    if head == "det":
        k = int(arg)
        label = option.label
        if "succeeds" in label:
            return 50 - k
        return 0.0 if k == 0 else -k
    if head == "lucky":
        return 45.0
    if head == "rune":
        if "Spend" in decision.prompt:
            return 40.0
        text = next((r["text"] for r in me["runes"] if r["id"] == arg), "").lower()
        if "heal" in text:
            return 300.0 if me["wounds"] >= 3 else -1000.0
        if "leave" in text:
            return 20.0
        return 300.0 if plan.sun > 8 else -1000.0
    if head == "use":
        return 300.0 if me["wounds"] >= 3 else -1000.0
    if head == "card":
        combat = view.get("combat") or {}
        if decision.player == combat.get("monster_player"):
            hero = view["heroes"][combat["hero"]]
            if hero["health"] - hero["wounds"] <= 2 and arg == "melee":
                return 2.0
        return 1.0
    if head == "escape":
        if plan.solo:
            return 10.0 if me["attributes"]["agility"] + me["determination"] >= 6 else -1.0
        return 10.0 if health_left <= 5 and me["attributes"]["agility"] >= 6 else -1.0
    if head == "fight":
        return 0.0
    if head == "tower":
        if decision.player != me["seat"]:
            return 0.0
        return 100 - 10 * plan.dist(_pos(arg), goal) - 6
    if head == "drop":
        card = next((c for c in me["loot"] if c["id"] == arg), None)
        spare = [c for c in me["loot"] if not (plan.solo and c.get("treasure"))]
        if card is None or card not in spare or _cross_odds(me) >= 0.5:
            return -100.0
        cheapest = min(spare, key=lambda c: c["gold"])
        return 30.0 if card is cheapest and card["gold"] <= 15 else -100.0
    if key == "cross" and not option.target:
        return 10.0 + 40.0 * _cross_odds(me)
    if head == "stay":
        if "bridge" in decision.prompt.lower():
            return 12.0 if _cross_odds(me) < 0.3 else 5.0
        return -5.0
    if head in ("leave",):
        return 10.0
    if head == "draw":
        return 0.0
    if head == "face":
        x, y = me["travel_marker"]["pos"] if me["travel_marker"] else (here or (0, 0))
        if here:
            x, y = here
        arg, _, at = arg.partition(":")  # "N" or "N:5,6" (A-DQ-27: the other hoard space)
        if at:
            x, y = _pos(at)
        dx, dy = DELTA[arg]
        nx, ny = min(9, max(0, x + 4 * dx)), min(12, max(0, y + 4 * dy))
        return -plan.dist((nx, ny), goal)
    if head == "turn":
        marker = me["travel_marker"]
        facing = {"left": -1, "right": 1}[arg]
        x, y = marker["pos"]
        edge = EDGES[(EDGES.index(marker["facing"]) + facing) % 4]
        dx, dy = DELTA[edge]
        nx, ny = x + 3 * dx, y + 3 * dy
        wall = max(0, -nx, nx - 9, -ny, ny - 12)
        return -plan.dist((min(9, max(0, nx)), min(12, max(0, ny))), goal) - 2 * wall
    if head == "rot":
        return _orient_score(plan, goal, int(arg), view)
    if head == "side":
        return 0.0
    return 0.0


def _cross_odds(me: dict) -> float:
    """Chance to cross a bridge: agility test with +1 per Loot card, determination spent."""
    need = me["attributes"]["agility"] - len(me["loot"]) + me["determination"]
    return 0.0 if need < 2 else P2D6.get(min(12, need), 1.0)


def _orient_score(plan: Plan, goal: str, rotation: int, view: dict) -> float:
    """Prefer an orientation whose halls lead somewhere, toward the goal."""
    me = plan.me
    pos = tuple(me["travel_marker"]["pos"]) if me["travel_marker"] else None
    space = next((s for s in view["spaces"] if pos and (s["x"], s["y"]) == pos), None)
    if space is None:
        return 0.0
    edges = space["tile"]["edges"]
    best = -100.0
    open_halls = 0
    for i, e in enumerate(EDGES):
        if not edges[e]["hall"]:
            continue
        world = EDGES[(i + rotation // 90) % 4]
        dx, dy = DELTA[world]
        n = (pos[0] + dx, pos[1] + dy)
        if not (0 <= n[0] < 10 and 0 <= n[1] < 13):
            continue
        halls = plan.halls.get(n)
        if halls is not None and not halls[_back(world)]:
            continue
        open_halls += 1
        best = max(best, -plan.dist(n, goal))
    return best + open_halls


def reason(view: dict[str, Any], decision: Decision, index: int) -> str:
    """One line on why the hint is what it is."""
    plan = Plan(view, decision.player)
    goal = plan.goal()
    option = decision.options[index]
    if option.key.startswith("det:"):
        return "Spend just enough determination to pass, keep the rest."
    if option.key.startswith("card:"):
        return "No card beats every other; mixing them keeps the other side guessing."
    where = "the treasure chamber" if goal == "treasure" else "the nearest tower"
    pos = plan.me["pos"]
    steps = plan.dist(pos, goal)
    sun_left = max(0, SUNSET_ZONE - plan.sun)
    n = round(steps)
    rounds = f"{sun_left} safe round{'' if sun_left == 1 else 's'}"
    return f"Heading for {where} (about {n} step{'' if n == 1 else 's'}; {rounds} of sun left)."
