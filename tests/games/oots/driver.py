"""A plain test driver that plays OOTS purposefully (down the stairs, equip, trade), to reach the end.

Not a bot (digest 6.5's computer decisions are the next engineer's): it only proves the
rules carry a game from set-up to the final score.
"""

from __future__ import annotations

from engine.core.rng import Chance
from engine.games.oots.state import OotsState


def choose(state: OotsState, pick: Chance) -> int:
    d = state.decision()
    ks = d.keys()
    heads = [k.split(":")[0] for k in ks]
    p = state.players[d.player]

    def first(*wanted: str) -> int | None:
        for w in wanted:
            if w in heads:
                return heads.index(w)
        return None

    trades = ("trade_monsters",)
    for pref in (("confirm",), ("equip",), trades, ("give",), ("search",), ("pickup",)):
        i = first(*pref)
        if i is not None:
            return i
    i = first("save", "take_two", "keep", "bottom", "flee", "remove", "ranged", "return")
    if i is not None:
        return i
    for w in ("roll", "ready", "decline"):
        if w in heads:
            return heads.index(w)
    if heads and heads[0] == "shtick":
        return 0
    if "next" in heads:
        return heads.index("next") if p.wounds < 2 else heads.index("stop")
    if "monster" in heads:
        return pick.below(len(ks))
    if "stay" in heads or "stop" in heads:
        f, c = p.pos
        moves = [(i, k) for i, k in enumerate(ks) if k.startswith(("move:", "explore:"))]
        if state.collapsing:
            up = [i for i, k in moves if int(k.split(":")[1]) < f]
            if up:
                return up[0]
            target = state.floors[f - 1].stairs_down if f > 0 else None
        else:
            down = [i for i, k in moves if int(k.split(":")[1]) > f]
            if down:
                return down[0]
            if "rest" in heads and p.wounds >= 3:
                return heads.index("rest")
            target = state.floors[f].stairs_down
        if target is not None:
            toward = [i for i, k in moves if abs(int(k.split(":")[2]) - target) < abs(c - target)]
            if toward:
                return toward[0]
        explore = [i for i, k in moves if k.startswith("explore:")]
        if explore and not state.collapsing:
            return explore[0]
        if moves and pick.below(3) == 0:
            return moves[pick.below(len(moves))][0]
        return heads.index("stay") if "stay" in heads else heads.index("stop")
    return heads.index("done") if "done" in heads else 0


def play_out(state: OotsState, seed: int, limit: int) -> int:
    pick = Chance(seed)
    n = 0
    while state.decision() is not None and n < limit:
        state.apply(choose(state, pick), ())
        n += 1
    return n
