"""Computer players, the turn's own choices (bot.py): start / end actions and the turn plan.

Start and end actions (D1 / D4): starting shticks, equipping, trades, searching, using powers;
the plan (D2 / D3): where to end the move (toward the Lair when qualified, the Entrance in a
collapse, else Loot and Monsters likely beaten), staying, resting, fleeing, collapse removals.
"""

from __future__ import annotations

from typing import Any

from .bot_seen import STEP, WIN, Pos, Seen, ev, shtick_worth, xykon_worth


def _starting(s: Seen, arg: str, keys: list[str]) -> float:
    # "return:<id>" keeps the other three: return the least useful card
    choice = s.me.get("starting_choice", [])
    others = [c for c in choice if c != arg]
    return -shtick_worth(s.cs, arg, others)


def _keep(s: Seen, arg: str, keys: list[str]) -> float:
    mine = [c["id"] for c in s.me["shticks"] + s.me["flipped"]]
    return shtick_worth(s.cs, arg, mine)


def _equip(s: Seen, arg: str, keys: list[str]) -> float:
    return 5.0 + s.df(arg) if s.df(arg) > 0 else -1.0


def _unequip(s: Seen, arg: str, keys: list[str]) -> float:
    return -2.0


def _search(s: Seen, arg: str, keys: list[str]) -> float:
    return 3.0 if s.pos[0] < s.regular or s.qualified() else 2.0


def _trade_monsters(s: Seen, arg: str, keys: list[str]) -> float:
    return 4.5


def _trade_loot(s: Seen, arg: str, keys: list[str]) -> float:
    """Spare Loot only: what is left after the Lair's Minimum Loot buys a shtick still needed."""
    if s.shticks_in_play() >= s.view["min_shticks"] and not s.collapsing:
        return -1.0
    owned = s.equipped_df() + sum(s.df(c["id"]) for c in s.me.get("stash", ()))
    return 4.0 if owned - 3 >= s.view["min_loot"] else -1.0


def _pickup(s: Seen, arg: str, keys: list[str]) -> float:
    return 4.2


def _use(s: Seen, arg: str, keys: list[str]) -> float:
    cs = s.cs
    card = cs.shticks.get(arg) or cs.loot.get(arg)
    pw = getattr(card, "power", None)
    if pw is None:
        return -1.0
    if arg in cs.loot and s.df(arg) > 0:
        return -1.0  # do not throw away Loot you Drool Over
    if pw.kind == "draw_loot" and s.view["decks"]["loot"] < pw.amount + 2:
        return -1.0  # it would only bring back the discards
    if pw.kind == "heal":
        return 3.5 if s.me["wounds"] >= 2 else -1.0
    if pw.kind == "unflip":
        return 3.0 if len(s.me["flipped"]) >= 2 else -1.0
    if pw.kind in ("draw_loot", "steal_loot", "draw_shtick"):
        return 3.0
    return -1.0


def _done(s: Seen, arg: str, keys: list[str]) -> float:
    return 1.0


def _give(s: Seen, arg: str, keys: list[str]) -> float:
    """Assembling a trade: Monsters up to the last whole 3 XP; Loot from the Stash, least Drool Factor first."""
    cs = s.cs
    if cs.is_monster(arg):
        pool = [k[5:] for k in keys if k.startswith("give:")]
        left = sum(cs.monster(c).xp for c in pool)
        chosen = s.me.get("saved_xp", 0) - left
        target = 3 * (s.me.get("saved_xp", 0) // 3)
        xp = cs.monster(arg).xp
        if "confirm" in keys and chosen >= target:
            return -1.0
        return 3.0 + (xp if chosen + xp <= target else -xp)
    if "confirm" in keys:
        return -1.0
    in_stash = any(c["id"] == arg for c in s.me.get("stash", ()))
    return 3.0 - s.df(arg) + (0.5 if in_stash else 0.0)


def _confirm(s: Seen, arg: str, keys: list[str]) -> float:
    return 2.0


def _cancel(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _bottom(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _disarm(s: Seen, arg: str, keys: list[str]) -> float:
    return 2.0


def _unflip(s: Seen, arg: str, keys: list[str]) -> float:
    sh = s.cs.shticks[arg]
    return 2.0 + (1.0 if sh.battle is not None else 0.0)


def _from(s: Seen, arg: str, keys: list[str]) -> float:
    return float(s.view["players"][int(arg)]["stash_size"])


def _flee(s: Seen, arg: str, keys: list[str]) -> float:
    f, c = (int(x) for x in arg.split(":"))
    return -f - 0.01 * abs(c)


# -- the turn plan (D2 / D3) ---------------------------------------------------------------
def end_value(s: Seen, pos: Pos, moved: bool) -> float:
    """How good it is to end the move in `pos` (a known room, or an unexplored space)."""
    found = s.memo.get(("end", pos, moved))
    if found is None:
        found = s.memo["end", pos, moved] = _end_value(s, pos, moved)
    return found


def _end_value(s: Seen, pos: Pos, moved: bool) -> float:
    hurt = s.me["wounds"]
    f = pos[0]
    if s.collapsing:
        return 10.0 if pos == (0, 0) else -2.0 * f
    room = s.rooms.get(pos)
    qualified = s.qualified()
    value = 0.0
    if qualified:
        value += 3.0 * f  # down to the Lair
    else:
        value += 0.5 * min(f, s.regular) if f <= s.regular else -5.0
    if pos == (0, 0):
        return value + (1.5 * hurt if hurt >= 2 else -3.0) - (0 if hurt >= 3 else 2.0)
    if room is None:  # exploring: a new room, most likely a new battle
        value += 0.6 - 0.5 * hurt
        if f == s.lair and qualified:
            value += -1.5 if s.lich_found else 2.0  # once Xykon is out, new battles only bring him help
        return value
    if room["monsters"]:
        odds = s.odds.get(f"help:{pos[0]}:{pos[1]}") or s.odds.get(f"room:{pos[0]}:{pos[1]}")  # sure help counts
        worth = WIN + 0.3 * room_monster_worth(s, room) + xykon_worth(s, room["monsters"][0]["id"], f)
        if odds is not None:
            value += ev(odds, hurt, worth)
        else:
            value -= 0.5
        return value
    others = s.occupied.get(pos, 0)
    if room["loot_count"]:
        value += 1.5
    if moved and not others and not no_battles(s, room):
        # a new battle: the others play Monsters at you
        value += 0.5 - 0.6 * hurt
        if f == s.lair and qualified:
            value += -1.5 if s.lich_found else 0.0 if room["xykon_card"] else 0.8
    return value


def no_battles(s: Seen, room: dict[str, Any]) -> bool:
    card = s.cs.rooms[room["card"]]
    return card.has("no_battles") or card.has("no_monster_battles")


def room_monster_worth(s: Seen, room: dict[str, Any]) -> float:
    top = s.cs.monster(room["monsters"][0]["id"])
    return top.xp + 0.7 * top.loot


def _move(s: Seen, arg: str, keys: list[str]) -> float:
    f, c = (int(x) for x in arg.split(":"))
    dest = (f, c)
    here_moved = "stop" in keys
    best = end_value(s, dest, True)
    if dest in s.rooms:
        dist = s.distances(dest)
        for goal, d in dist.items():
            if d == 0 or goal == s.pos:
                continue
            best = max(best, end_value(s, goal, True) - STEP * d)
        for spot in s.frontier():
            near = [dist[n] for n in neighbours_of_spot(s, spot) if n in dist]
            if near:
                best = max(best, end_value(s, spot, True) - STEP * (min(near) + 1))
    return best + (0.05 if here_moved else 0.0)


def neighbours_of_spot(s: Seen, spot: Pos) -> list[Pos]:
    f, c = spot
    out = [(f, c - 1), (f, c + 1)]
    if s.stairs.get(f - 1) == c:
        out.append((f - 1, c))
    return out


def _stay(s: Seen, arg: str, keys: list[str]) -> float:
    room = s.rooms.get(s.pos)
    if s.collapsing:
        return -2.0 * s.pos[0] - 0.5
    value = end_value(s, s.pos, False)
    if room is not None and not room["monsters"]:
        value -= 0.5 if room["monsters"] == [] and not room["loot_count"] else 0.0
        if room["monsters"] == [] and s.pos != (0, 0):
            value -= 0.6  # staying neither battles nor explores: take the pick-up and go on
    return value


def _rest(s: Seen, arg: str, keys: list[str]) -> float:
    hurt = s.me["wounds"]
    flipped = len(s.me["flipped"])
    value = 1.2 * hurt + 0.4 * flipped - 1.5
    if s.qualified() and hurt <= 1:
        value -= 2.0
    return value


def _rest_loot(s: Seen, arg: str, keys: list[str]) -> float:
    room = s.rooms.get(s.pos)
    loot = min(2, room["loot_count"]) if room else 0
    return _rest(s, arg, keys) + 1.4 * loot + (2.0 if s.loot_short() else 0.0)


def _more(s: Seen, arg: str, keys: list[str]) -> float:
    return -0.5


def _stop(s: Seen, arg: str, keys: list[str]) -> float:
    return end_value(s, s.pos, True)


def _remove(s: Seen, arg: str, keys: list[str]) -> float:
    f, c = (int(x) for x in arg.split(":"))
    dist = s.distances(s.pos)
    mine = dist.get((f, c), 20)
    return float(mine) - 0.5 * (s.rooms.get((f, c), {}).get("loot_count", 0))


HANDLERS = {
    "return": _starting,
    "keep": _keep,
    "equip": _equip,
    "unequip": _unequip,
    "search": _search,
    "trade_monsters": _trade_monsters,
    "trade_loot": _trade_loot,
    "pickup": _pickup,
    "use": _use,
    "done": _done,
    "give": _give,
    "confirm": _confirm,
    "cancel": _cancel,
    "bottom": _bottom,
    "disarm": _disarm,
    "unflip": _unflip,
    "from": _from,
    "flee": _flee,
    "rest": _rest,
    "rest_loot": _rest_loot,
    "stay": _stay,
    "move": _move,
    "explore": _move,
    "more": _more,
    "stop": _stop,
    "remove": _remove,
}
