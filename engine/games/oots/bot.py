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
"""

from __future__ import annotations

from collections import deque
from typing import Any

from . import bot_help
from .cards import Cards, content_set

Pos = tuple[int, int]
WIN = 1.0  # the worth of a won battle (experience and Loot Coins on top)
LOSS = 1.2  # the cost of a lost one (a Wound; more when already hurt)
STEP = 0.35  # a room farther from a goal is worth this much less


def cards() -> Cards:
    return content_set("shipped")


# -- reading the view ------------------------------------------------------------------
class Seen:
    """The facts of a view the scores need, computed once per decision."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view = view
        self.seat = seat
        self.cs = cards()
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

    # the seat's own numbers
    def df(self, card: str) -> int:
        loot = self.cs.loot.get(card)
        return loot.df(self.char) if loot is not None else 0

    def equipped_df(self) -> int:
        return sum(self.df(c["id"]) for c in self.me["equipped"])

    def shticks_in_play(self) -> int:
        return len(self.me["shticks"]) + len(self.me["flipped"])

    def qualified(self) -> bool:
        return self.shticks_in_play() >= self.view["min_shticks"] and self.equipped_df() >= self.view["min_loot"]

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


# -- battles ---------------------------------------------------------------------------
def battle_choice(s: Seen, key: str) -> float:
    choices = (s.view.get("odds") or {}).get("choices", {})
    odds = choices.get(key)
    if odds is None:
        return 0.0
    battle = s.view.get("battle") or {}
    worth = WIN
    if battle.get("monster"):
        m = s.cs.monster(battle["monster"])
        worth += 0.3 * (m.xp + m.loot) + xykon_worth(s, battle["monster"], battle["room"][0])
    return ev(odds, s.me["wounds"], worth)


def _shtick(s: Seen, arg: str, keys: list[str]) -> float:
    battle = s.view.get("battle") or {}
    if not battle.get("monster"):  # player against player: the best printed value for my side
        if arg == "none":
            return 0.0
        sh = s.cs.shticks[arg]
        attacking = battle.get("foe") != s.seat
        value = sh.battle.atk if attacking else sh.battle.defense
        return float(value or 0) - (0.5 if sh.flip else 0.0)
    value = battle_choice(s, f"shtick:{arg}")
    if arg != "none" and s.cs.shticks[arg].flip:
        value -= 0.12
    if arg != "none":  # equal chances (none at all, before help): the better printed value
        sh = s.cs.shticks[arg]
        printed = sh.battle.atk if battle.get("role") == "attacker" else sh.battle.defense
        value += 0.001 * ((printed or 0) + (2 if sh.battle.result != "draw" else 0))
    return value


def _charge(s: Seen, arg: str, keys: list[str]) -> float:
    return -0.5


def _flip(s: Seen, arg: str, keys: list[str]) -> float:
    if arg.count(":"):  # another player's shtick to flip: the one with the most shticks in play
        seat, _, _ = arg.partition(":")
        other = s.view["players"][int(seat)]
        return float(len(other["shticks"]))
    battle = s.view.get("battle") or {}
    if not battle.get("monster"):
        return -1.0
    gain = battle_choice(s, f"flip:{arg}") - battle_choice(s, "roll")
    cost = 0.25 if arg in s.cs.shticks else 0.3 + 0.6 * s.df(arg)
    m = s.cs.monster(battle["monster"])
    if m.xykon_card:
        cost *= 0.3
    return gain - cost


def _roll(s: Seen, arg: str, keys: list[str]) -> float:
    battle = s.view.get("battle") or {}
    if not battle.get("monster"):
        return 0.0
    return battle_choice(s, "roll")


def _reroll(s: Seen, arg: str, keys: list[str]) -> float:
    battle = s.view.get("battle") or {}
    worse = {"loss": 1.0, "draw": 0.3}.get(battle.get("outcome", ""), -1.0)
    cost = 0.2 if arg in s.cs.shticks else 0.3 + 0.5 * s.df(arg)
    return worse - cost


def _accept(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _save(s: Seen, arg: str, keys: list[str]) -> float:
    """Saved Monsters only buy shticks: with the Shtick Deck used up, let them go back into play."""
    return 1.0 if s.me["shtick_deck_size"] > 0 else -1.0


def _discard(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _next(s: Seen, arg: str, keys: list[str]) -> float:
    odds = s.odds.get(f"next:{arg}")
    if odds is None:
        return -1.0
    return ev(odds, s.me["wounds"], WIN + 0.3) - 0.1


def _ranged(s: Seen, arg: str, keys: list[str]) -> float:
    odds = s.odds.get(f"ranged:{arg}")
    if odds is None:
        return -1.0
    return ev(odds, s.me["wounds"]) - 0.1


def printed_best(s: Seen, player: dict[str, Any], stat: str, foe: dict[str, Any] | None = None) -> int:
    """A player's best printed Attack or Defense among face-up Battle Shticks, boosts and bonuses included.

    A bonus against players counts only when its condition holds in this battle (Attack ones: attacking;
    Defense ones: defending; against a wounded or a resting `foe`): Belkar's Bully (+3 against a resting
    player) made every foe look beatable, so he picked fights he lost."""
    cs = s.cs
    ids = [c["id"] for c in player["shticks"]]
    best = 0
    for sid in ids:
        sh = cs.shticks[sid]
        if sh.battle is None or sh.area is not None:
            continue
        value = sh.battle.atk if stat == "atk" else sh.battle.defense
        if value is None:
            continue
        copies = sum(1 for o in ids if cs.shticks[o].name == sh.name) - 1
        value += copies * (sh.boost_atk if stat == "atk" else sh.boost_def)
        best = max(best, value)
    holds = {
        "player": True,
        "attacking": stat == "atk",
        "defending": stat == "def",
        "foe_wounded": bool(foe and foe["wounds"] > 0),
        "foe_resting": bool(foe and foe["token"] != "up"),
    }
    bonus = sum(
        m.amount
        for sid in ids
        for m in cs.shticks[sid].mods
        if m.stat == stat and "player" in m.vs and all(holds.get(v, False) for v in m.vs)
    )
    return best + bonus


def _attack(s: Seen, arg: str, keys: list[str]) -> float:
    """A battle with a player: only with a clear edge (both roll a d12) and Loot worth taking."""
    foe = s.view["players"][int(arg)]
    edge = printed_best(s, s.me, "atk", foe) - printed_best(s, foe, "def", s.me)
    if foe["token"] != "up":
        edge += 4  # a resting or turn-missing Defender has -4 Defense
    loot = max((s.df(c["id"]) for c in foe["equipped"]), default=0)
    if s.me["wounds"] >= 3 or not foe["equipped"]:
        return -1.0
    return 0.25 * edge + 0.3 * loot - 1.0


def _none(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _take_two(s: Seen, arg: str, keys: list[str]) -> float:
    return 2.0


def _leave(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _ready(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _refuse(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.5 if s.me["wounds"] >= 2 or s.me["token"] != "up" else -0.5


def _take(s: Seen, arg: str, keys: list[str]) -> float:
    if arg == "random":
        return 1.0
    return 1.0 + s.df(arg)


def _decline(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _let_go(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _monster(s: Seen, arg: str, keys: list[str]) -> float:
    """D5: which Monster to play.  Into another's battle: the one most likely to beat them
    (and worth little to them when it does not); into your own: the one you most likely beat."""
    fill = s.view.get("fill") or {}
    trigger = s.view["turn"]["seat"] if s.view.get("turn") else -1
    odds = s.odds.get(f"monster:{arg}")
    m = s.cs.monster(arg)
    if odds is None:
        return float(m.atk) if trigger != s.seat else -float(m.atk)
    w, d, lo = odds
    # In the Lair, a goblin or Undead strengthens Xykon against everyone, you included.
    lair = bool(fill) and fill["room"][0] == s.lair and supports_lich(s, arg)
    if trigger == s.seat or not fill:
        return w - lo + 0.2 * (m.xp + m.loot) - (0.6 if lair else 0.0)
    return lo - w - 0.1 * w * (m.xp + m.loot) - (0.6 if lair else 0.0)


def _remove(s: Seen, arg: str, keys: list[str]) -> float:
    f, c = (int(x) for x in arg.split(":"))
    dist = s.distances(s.pos)
    mine = dist.get((f, c), 20)
    return float(mine) - 0.5 * (s.rooms.get((f, c), {}).get("loot_count", 0))


def _heal(s: Seen, arg: str, keys: list[str]) -> float:
    return 2.0 if int(arg) == s.seat else 1.0 - 0.1 * s.view["players"][int(arg)]["wounds"]


def _pay(s: Seen, arg: str, keys: list[str]) -> float:
    return -0.5 - s.df(arg)  # a computer keeps its Loot


def _evade(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.5 - s.df(arg) - bot_help.reserve(s, arg)  # Loot it does not Drool Over buys a sure Evade


def _prevent(s: Seen, arg: str, keys: list[str]) -> float:
    return 1.0


def _grab(s: Seen, arg: str, keys: list[str]) -> float:
    return 2.0


def battle_worth(s: Seen) -> float:
    """What winning the current battle is worth (as `battle_choice` counts it; a player foe: Loot to take)."""
    battle = s.view.get("battle") or {}
    if not battle.get("monster"):
        return WIN + 0.3
    m = s.cs.monster(battle["monster"])
    return WIN + 0.3 * (m.xp + m.loot) + xykon_worth(s, battle["monster"], battle["room"][0])


def _offer(s: Seen, arg: str, keys: list[str]) -> float:
    return bot_help.offer(s, arg, keys, ev, battle_worth(s))


def _help(s: Seen, arg: str, keys: list[str]) -> float:
    return bot_help.answer(s, arg, battle_worth(s))


def _no_help(s: Seen, arg: str, keys: list[str]) -> float:
    return bot_help.ANSWER_BASE


def _wait(s: Seen, arg: str, keys: list[str]) -> float:
    return bot_help.wait(s)


def _enough(s: Seen, arg: str, keys: list[str]) -> float:
    return bot_help.stay_put(s, ev, battle_worth(s))


def _screw(s: Seen, arg: str, keys: list[str]) -> float:
    """A Screw This! card in a window (part 2): bot_screw.py; a pass is worth 0."""
    from .bot_screw import score as screw_score

    return screw_score(s, arg)


def _pass(s: Seen, arg: str, keys: list[str]) -> float:
    """A window pass; changing one's own stop setting is a person's choice, never the hint's."""
    return -0.05 if arg else 0.0


HANDLERS = {
    "screw": _screw,
    "pass": _pass,
    "offer": _offer,  # assistance (part 2): bot_help.py
    "help": _help,
    "no_help": _no_help,
    "wait": _wait,
    "enough": _enough,
    "shadow": lambda s, arg, keys: bot_help.shadow(s, arg),
    "heal": _heal,
    "pay": _pay,
    "evade": _evade,
    "prevent": _prevent,
    "wounds": _none,
    "grab": _grab,
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
    "let_go": _let_go,
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
    "shtick": _shtick,
    "charge": _charge,
    "flip": _flip,
    "roll": _roll,
    "reroll": _reroll,
    "accept": _accept,
    "save": _save,
    "discard": _discard,
    "next": _next,
    "ranged": _ranged,
    "attack": _attack,
    "none": _none,
    "take_two": _take_two,
    "leave": _leave,
    "ready": _ready,
    "refuse": _refuse,
    "take": _take,
    "decline": _decline,
    "monster": _monster,
    "remove": _remove,
}


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
