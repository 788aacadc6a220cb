"""What the computer players read from a view (bot.py): the Seen facts, battle worth, shtick worth.

Shared by the decision families (bot_turn.py: start / end actions and the turn plan;
bot_battle.py: battles, Monsters to play, player battles, assistance and windows), so each
scores from the same facts, computed once per decision.
"""

from collections import deque
from typing import Any

from .cards import Cards, content_set

Pos = tuple[int, int]
WIN = 1.0  # the worth of a won battle (experience and Loot Coins on top)
LOSS = 1.2  # the cost of a lost one (a Wound; more when already hurt)
STEP = 0.35  # a room farther from a goal is worth this much less


def cards(name: str = "shipped") -> Cards:
    """The cards a view's game was dealt (its "card_set"): a revision-1 game's computers read revision 1's."""
    return content_set(name)


# -- reading the view ------------------------------------------------------------------
class Seen:
    """The facts of a view the scores need, computed once per decision."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view = view
        self.seat = seat
        self.cs = cards(view.get("card_set", "shipped"))
        self.me = view["players"][seat]
        self.char = self.me["character"]
        self.pos: Pos = tuple(self.me["pos"])  # type: ignore[assignment]
        self.rooms: dict[Pos, dict[str, Any]] = {}
        self.stairs: dict[int, int | None] = {}
        for floor in view["floors"]:
            f = floor["floor"]
            self.stairs[f] = floor["stairs_down"]
            for r in floor["rooms"]:
                self.rooms[(f, r["col"])] = r
        self.lair = view["lair_floor"]
        self.regular = view["floors_regular"]
        self.collapsing = view["collapsing"]
        self.occupied: dict[Pos, int] = {}
        for p in view["players"]:
            if p["seat"] != seat and not p["exited"]:
                q = tuple(p["pos"])
                self.occupied[q] = self.occupied.get(q, 0) + 1  # type: ignore[index]
        self.odds = view.get("plan_odds", {})
        self.lich_found = (
            any(r["xykon_card"] == self.cs.lich for r in view["floors"][-1]["rooms"]) if view["floors"] else False
        )
        # Scores ask the same questions for every option (a move option looks at every room reachable
        # from it): the answers, pure functions of this view, are kept for the decision's other options.
        self.memo: dict[Any, Any] = {}

    # the seat's own numbers
    def df(self, card: str) -> int:
        loot = self.cs.loot.get(card)
        return loot.df(self.char) if loot is not None else 0

    def equipped_df(self) -> int:
        return sum(self.df(c["id"]) for c in self.me["equipped"])

    def shticks_in_play(self) -> int:
        return len(self.me["shticks"]) + len(self.me["flipped"])

    def qualified(self) -> bool:
        found = self.memo.get("qualified")
        if found is None:
            found = self.memo["qualified"] = (
                self.shticks_in_play() >= self.view["min_shticks"] and self.equipped_df() >= self.view["min_loot"]
            )
        return found

    def loot_short(self) -> int:
        """Drool Factor still missing for the Lair (equipped and Stash together)."""
        owned = self.equipped_df() + sum(self.df(c["id"]) for c in self.me.get("stash", ()))
        return max(0, self.view["min_loot"] - owned)

    # the map
    def neighbours(self, pos: Pos) -> list[Pos]:
        f, c = pos
        out = []
        if f >= 1:
            out += [q for q in ((f, c - 1), (f, c + 1)) if q in self.rooms]
        if self.stairs.get(f) == c and (f + 1, c) in self.rooms:
            out.append((f + 1, c))
        if f >= 1 and self.stairs.get(f - 1) == c and (f - 1, c) in self.rooms:
            out.append((f - 1, c))
        return out

    def distances(self, start: Pos) -> dict[Pos, int]:
        """Rooms reachable from `start` by the fewest rooms entered (kept: callers only read it)."""
        found = self.memo.get(("distances", start))
        if found is None:
            found = self.memo["distances", start] = self._distances(start)
        return found

    def _distances(self, start: Pos) -> dict[Pos, int]:
        seen = {start: 0}
        todo = deque([start])
        while todo:
            q = todo.popleft()
            for n in self.neighbours(q):
                if n not in seen:
                    seen[n] = seen[q] + 1
                    todo.append(n)
        return seen

    def frontier(self) -> list[Pos]:
        """Unexplored spaces a move could explore: the ends of each floor, below found stairs."""
        found = self.memo.get("frontier")
        if found is None:
            found = self.memo["frontier"] = self._frontier()
        return found

    def _frontier(self) -> list[Pos]:
        out = []
        for f in range(1, self.lair + 1):
            cols = [c for (g, c) in self.rooms if g == f]
            cap = 5 if f == self.lair else 8
            if cols and len(cols) < cap:
                out += [(f, min(cols) - 1), (f, max(cols) + 1)]
            elif not cols and self.stairs.get(f - 1) is not None:
                out.append((f, self.stairs[f - 1]))
        return out


# -- battle numbers ---------------------------------------------------------------------
def ev(odds: Any, hurt: int = 0, gain: float = WIN) -> float:
    """Expected worth of a battle from (win, draw, loss) or the view's counts."""
    if isinstance(odds, dict):
        of = odds.get("of", 1) or 1
        w, d, lo = odds["win"] / of, odds["draw"] / of, odds["loss"] / of
    else:
        w, d, lo = odds
    return w * gain - lo * (LOSS + 0.45 * hurt)


def shtick_worth(cs: Cards, sid: str, mine: list[str]) -> float:
    """How much a shtick helps: its battle values, boosts with copies you hold, bonuses and powers."""
    s = cs.shticks[sid]
    worth = 0.6  # every shtick counts for the Lair and for Bragging Points
    if s.battle is not None:
        worth += 0.5 * max(s.battle.atk or 0, 0) + 0.4 * max(s.battle.defense or 0, 0)
        worth += 0.5 if s.battle.result != "draw" and s.battle.atk is not None else 0
        worth -= 0.3 if s.flip else 0
    same = sum(1 for m in mine if cs.shticks[m].name == s.name)
    worth += same * (1.0 + s.boost_atk + s.boost_def)
    worth += 0.4 * sum(m.amount for m in s.mods)
    if s.power is not None:
        worth += 1.0
    return worth


def xykon_worth(s: Seen, card: str, floor: int) -> float:
    """Xykon the Lich ends the game's hunt (and scores big); his other cards guard the Lair,
    and every goblin or Undead on his floor makes him 2 stronger (assist), so those go first."""
    if card == s.cs.lich:
        return 12.0
    worth = 2.0 if s.cs.monster(card).xykon_card else 0.0
    return worth + (1.5 if floor == s.lair and supports_lich(s, card) else 0.0)


def supports_lich(s: Seen, card: str) -> bool:
    """Would this Monster, on the Lair's floor, assist Xykon the Lich (his Support line)?"""
    lich = s.cs.xykon.get(s.cs.lich)
    m = s.cs.monster(card)
    if lich is None or lich.support is None or card == s.cs.lich:
        return False
    return m.henchman or any(t in lich.support.types for t in m.types)
