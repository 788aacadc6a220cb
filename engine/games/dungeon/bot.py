"""Greedy heuristics for Dungeon! computer players (digest section 6.4).

Scores every option from the player's *view* only: the public hit tables
and deck compositions, face-up monsters, dropped piles, Cleared tokens, and
the bot's own hand, spells and known secret doors.  It never looks at deck
order or at anything the view hides.  The core greedy bot takes the best
score; the Hint button shows the same choice.

How a position is valued
------------------------
Everything is measured in gp.  Time is charged at `rate` gp per turn
(`step` = rate / 5 per movement point): the hero's best expected income per
turn, from a simple trip plan ("walk to the level that fills my purse
fastest, fight there, walk home"; `Planner._plan`).

Each uncleared room or chamber T is worth

    source(T) = EV(T) + after(T)

where EV is the expected gain of one attack there (melee, or for a Wizard
the better spell it holds: chance to kill times what it pays, up to what
the hero still needs, less the expected cost of a strike-back or of the
spell card), and `after` charges the walk that follows: home if this kill
would probably finish the job, else back to the plan's depth.

One multi-source shortest-path pass over the real board (what is cleared,
which secret doors this hero can pass, a search penalty for the ones it
could look for) gives every space X the value F(X) = max over T of
source(T) - step * steps(X, T).  An uncleared space on the way costs a turn
and a strike-back's risk to get through (the hero must stop there and
fight), so a hero is never walled in.  Options are then scored by what they lead
to: ending the move on X is worth F(X); stopping in an uncleared space is
worth fighting there now; a spell is worth its EV; a search is worth the
chance of opening the door times the better position behind it; and so on.
A hero carrying its requirement only values the way home; so does a
Wizard out of attack spells, which then stays in the Great Hall to regain
them while the cards it holds cannot fill its purse.  A known monster the
hero cannot realistically beat (a '-' without a Magic Sword) is left alone.
"""

from __future__ import annotations

import heapq
from functools import cache
from typing import Any

from ...core.decision import Decision
from . import content
from .state import LEVELS, REQUIREMENT

HALL = "GH"
P_AT_LEAST = {n: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= n) / 36 for n in range(-20, 30)}
NEVER = -1e9
HOME_VALUE = 1e6  # carrying the requirement: only the way home counts
ATTACK_SPELLS = ("fireball", "lightning")

# Tuning (gp are relative to the hero's time rate where noted).
RECOVER = 0.15  # share of a dropped card's value really lost (it waits under the monster; racing favours boldness)
SEARCH_PENALTY = {"rogue": 2.5, "other": 9.0}  # expected extra steps to get through an unknown secret door
SPELL_COST = 1.0  # a spent attack spell costs this many turns (a turn in the Great Hall to regain it)
TELEPORT_COST = 0.6
EXCESS = 0.15  # value of treasure beyond the requirement (a cushion against losses)
HUNT_NEED = 20_000  # Treasure Hunt: the worth of a chance at the target card (gold never wins)
CAGE_TURNS = 1.5  # R-DNG-044: 1 or 2 lost turns
SLIDE_TURNS = 0.5
PLAN_WALK = 0.6  # extra turns per fight spent walking between rooms of one level
HOPELESS = 0.05  # never walk to a known monster this hard to beat
STALL = NEVER / 8  # an option after which nothing has changed: below every real one


def p_hit(number: int | None, bonus: int = 0) -> float:
    if number is None:
        return 0.0
    return P_AT_LEAST[number - bonus]


def _number(card: Any, cls: str, bonus: int) -> int | None:
    n = card.get(cls) if isinstance(card, dict) else getattr(card, cls)
    if n is None and bonus:
        return 13  # R-DNG-052
    return n


# ---------------------------------------------------------------- static tables
class Graph:
    """The board as index arrays, built once."""

    def __init__(self) -> None:
        board = content.load_board()
        self.board = board
        self.ids = sorted(board.spaces)
        self.index = {sid: i for i, sid in enumerate(self.ids)}
        n = len(self.ids)
        self.kind = [board.spaces[s].kind for s in self.ids]
        self.level = [board.spaces[s].level for s in self.ids]
        self.hall = self.index[HALL]
        # neighbours: (j, door id or None for open/normal door)
        self.adj: list[list[tuple[int, str | None]]] = [[] for _ in range(n)]
        for sid, items in board.neighbours.items():
            i = self.index[sid]
            for other, edge in items:
                door = edge.id if edge.type == "secret_door" else None
                self.adj[i].append((self.index[other], door))
        self.door_ends = {e.id: (self.index[e.a], self.index[e.b]) for e in board.secret_doors.values()}
        self.encounter = [k in ("room", "chamber") for k in self.kind]
        self.encounter_ids = [i for i in range(n) if self.encounter[i]]
        # Steps to the Great Hall through corridors and chambers, without secret doors.
        home = [99] * n
        home[self.hall] = 0
        frontier = [self.hall]
        while frontier:
            nxt = []
            for u in frontier:
                if u != self.hall and self.kind[u] == "room":
                    continue
                for v, door in self.adj[u]:
                    if door is None and home[v] == 99:
                        home[v] = home[u] + 1
                        nxt.append(v)
            frontier = nxt
        self.home = home
        self._pairs: list[list[int]] | None = None
        self.rooms_by_level = {lv: [self.index[r] for r in board.rooms_by_level[lv]] for lv in LEVELS}
        self.depth = {lv: sum(home[r] for r in rooms) / len(rooms) for lv, rooms in self.rooms_by_level.items()}

    def pairs(self) -> list[list[int]]:
        """All-pairs steps through corridors and chambers, without secret doors (built on first use)."""
        if self._pairs is None:
            n = len(self.ids)
            table = []
            for src in range(n):
                dist = [99] * n
                dist[src] = 0
                frontier = [src]
                while frontier:
                    nxt = []
                    for u in frontier:
                        if u != src and self.kind[u] == "room":
                            continue
                        for v, door in self.adj[u]:
                            if door is None and dist[v] == 99:
                                dist[v] = dist[u] + 1
                                nxt.append(v)
                    frontier = nxt
                table.append(dist)
            self._pairs = table
        return self._pairs


@cache
def graph() -> Graph:
    return Graph()


class LevelDeck:
    """One level's monster deck and treasure deck, as numbers for one class."""

    def __init__(self, level: int, cls: str, bonus: int) -> None:
        deck = content.monster_deck(level)
        size = len(deck)
        creatures = [c for c in deck if c.kind == "creature"]
        self.creature_share = len(creatures) / size
        self.cage = sum(1 for c in deck if c.kind == "cage_trap") / size
        self.slide = sum(1 for c in deck if c.kind == "slide_trap") / size
        # A = sum over creatures of weight * p(kill); B = weight * p(miss)
        self.melee_kill = sum(p_hit(_number(c, cls, bonus), bonus) for c in creatures) / size
        self.melee_miss = self.creature_share - self.melee_kill
        self.spell_kill = {k: sum(p_hit(getattr(c, k)) for c in creatures) / size for k in ATTACK_SPELLS}
        treasure = content.treasure_deck(level)
        self.values = sorted(t.gp for t in treasure)
        self.mean = sum(self.values) / len(self.values)


@cache
def level_deck(level: int, cls: str, bonus: int) -> LevelDeck:
    return LevelDeck(level, cls, bonus)


@cache
def capped_mean(level: int, cap: int) -> float:
    """E[min(treasure, cap)] plus a little for the excess."""
    values = level_deck(level, "fighter", 0).values
    return sum(min(v, cap) + EXCESS * max(0, v - cap) for v in values) / len(values)


@cache
def finish_share(level: int, gap: int) -> float:
    """Share of the level's Treasure cards worth at least `gap`."""
    values = level_deck(level, "fighter", 0).values
    return sum(1 for v in values if v >= gap) / len(values)


# ---------------------------------------------------------------- the planner
class Planner:
    """Everything the heuristics need about one decision, computed once."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.g = g = graph()
        self.view = view
        me = view["players"][seat]
        self.me = me
        self.cls = cls = me["hero"]["class"]
        self.bonus = me.get("sword_bonus", 0) or 0
        self.carried = me.get("gp") or 0
        target = view.get("hunt_target")
        # A-DNG-41: in a Treasure Hunt gold never wins; only the target's level matters.
        self.hunt_level: int | None = target["level"] if target else None
        self.need = REQUIREMENT[cls] if target is None else self.carried + HUNT_NEED
        self.gap = max(0, self.need - self.carried)
        self.here = g.index[me["space"]]
        in_play = me.get("in_play") or []
        self.cards = (me.get("hand_count") or 0) + len(in_play)
        self.has_door_card = any(c["special"] == "secret_door" for c in in_play)
        self.known = set(me.get("known_doors") or ())
        spells = me.get("spells") or []
        self.spells = spells
        self.attack_spells = [k for k in ATTACK_SPELLS if k in spells]
        self.wizard = cls == "wizard"
        self.cleared = view["cleared"]
        self.slots = {g.index[s["space"]]: s for s in view["slots"]}
        self.others = {g.index[p["space"]] for p in view["players"] if p.get("space") and p["seat"] != seat}
        self.other_spaces = sorted(self.others)
        self._piles: dict[int, float] = {}
        self.decks = {lv: level_deck(lv, cls, self.bonus) for lv in LEVELS}
        self.home_mode = self.carried >= self.need or (self.wizard and not self.attack_spells)
        self.no_combat = (view.get("options") or {}).get("dash_rule") == "no_combat"
        self._hunter(view.get("hunter"))
        self._plan()
        self.field = self._field()

    # -- Become the Hunted: a hero ending its move in the Hunter's space fights the Hunter only
    def _hunter(self, hunter: dict[str, Any] | None) -> None:
        """The Hunter's space, the hero's odds against it (its card if revealed, else the
        Level 6 deck's creatures) and whether the hero can attack it at all."""
        self.hunter_at: int | None = None
        if not hunter or not hunter.get("space"):
            return
        self.hunter_at = self.g.index[hunter["space"]]
        self.hunter_pile = sum(c["gp"] for c in hunter.get("dropped") or ())
        monster = hunter.get("monster")
        if monster is not None:
            number = _number(monster, self.cls, self.bonus)
            self.hunter_p = p_hit(number, self.bonus)
            self.hunter_spell = {k: p_hit(monster.get(k)) for k in ATTACK_SPELLS}
            self.hunter_hurts = number is not None
        else:
            creatures = [c for c in content.monster_deck(6) if c.kind == "creature"]
            numbers = [_number(c, self.cls, self.bonus) for c in creatures]
            self.hunter_p = sum(p_hit(n, self.bonus) for n in numbers) / len(creatures)
            self.hunter_spell = {
                k: sum(p_hit(getattr(c, k)) for c in creatures) / len(creatures) for k in ATTACK_SPELLS
            }
            self.hunter_hurts = any(n is not None for n in numbers)

    def hunter_fight(self, i: int) -> float | None:
        """End the move in the Hunter's space (A-DNG-43 (d)(e)).  None: with the '–' rule
        "no combat" a Hunter the hero cannot hurt makes it a turn without a fight."""
        if not self.hunter_hurts and self.no_combat:
            return None
        p = self.hunter_p
        gap = max(self.gap, 1)
        pile = self.hunter_pile
        reward = min(pile, gap) + EXCESS * max(0, pile - gap)
        # a strike-back; a Killed one loses the game (A-DNG-43 (h))
        loss = self._loss(self.g.home[i], self.rate) + self.need / 36
        return self._stay(i) + p * reward - (1 - p) * loss - self.rate

    def hunter_cast(self, i: int, kind: str) -> float:
        """A spell at the Hunter's space (A-DNG-43 (e)): no strike-back; a kill moves the Wizard in."""
        p = self.hunter_spell[kind]
        if p <= 0:
            return STALL
        gap = max(self.gap, 1)
        reward = min(self.hunter_pile, gap)
        return p * (reward + self._stay(i)) + (1 - p) * self._stay(self.here) - SPELL_COST * self.rate

    def _stay(self, i: int) -> float:
        return max(self.position(i), NEVER / 16)  # always above STALL

    # -- board state
    def uncleared(self, i: int) -> bool:
        kind = self.g.kind[i]
        if kind == "room":
            return self.cleared.get(self.g.ids[i], 0) < 1
        if kind == "chamber":
            return self.cleared.get(self.g.ids[i], 0) < 3
        return False

    def monster(self, i: int) -> dict[str, Any] | None:
        slot = self.slots.get(i)
        return slot.get("monster") if slot else None

    def pile(self, i: int) -> float:
        """Dropped treasure waiting at i, halved if another hero is nearer to it."""
        cached = self._piles.get(i)
        if cached is not None:
            return cached
        slot = self.slots.get(i)
        gp = sum(c["gp"] for c in slot["dropped"]) if slot else 0
        if gp and self.other_spaces:
            pairs = self.g.pairs()
            mine = pairs[self.here][i]
            if any(pairs[o][i] < mine for o in self.other_spaces):
                gp *= 0.5
        self._piles[i] = gp
        return gp

    # -- the trip plan: which depth pays best, and what a turn is worth
    def _plan(self) -> None:
        g = self.g
        gap = max(self.gap, 1)
        rate0 = self.need / 15
        best_turns, best_level = 1e9, 1
        for lv in LEVELS:
            deck = self.decks[lv]
            reward = capped_mean(lv, gap)
            loss = self._loss(g.depth[lv], rate0)
            if self.wizard and self.attack_spells:
                kill = max(deck.spell_kill.values())
                gain = kill * reward - SPELL_COST * rate0
                per_fight = 2.0 + PLAN_WALK  # cast, and a turn in the Great Hall to regain it
            else:
                kill = deck.melee_kill
                gain = kill * reward - deck.melee_miss * loss + (deck.cage + deck.slide) * (reward - rate0)
                per_fight = 1.0 + PLAN_WALK
            if gain <= 0:
                continue
            fights = gap / gain
            turns = fights * per_fight + 2 * g.depth[lv] / 5
            if turns < best_turns:
                best_turns, best_level = turns, lv
        if best_turns >= 1e9:
            best_turns = 60.0
        if self.hunt_level is not None:
            best_level = self.hunt_level
        self.plan_level = best_level
        self.plan_depth = g.depth[best_level]
        self.rate = max(gap / best_turns, self.need / 60)
        self.step = self.rate / 5

    def _hunt_reward(self, i: int, pile: float) -> float:
        """A-DNG-41: a room of the target's level may hold the card; other treasure is only
        a cushion against strike-backs."""
        lv = self.g.level[i]
        on_target = self.g.kind[i] == "room" and lv == self.hunt_level
        return (HUNT_NEED if on_target else 0.0) + 0.1 * (self.decks[lv].mean + pile)

    def _loss(self, home_steps: float, rate: float, recover: float = -1.0) -> float:
        """Expected cost of one strike-back (R-DNG-057-061) in gp, at this distance from home."""
        avg = self.carried / self.cards if self.cards else 0.0
        half = (self.cards + 1) // 2
        cards = (23 / 36) * avg + (2 / 36) * half * avg + (1 / 36) * self.carried
        turns = 12 / 36 + (3 / 36) * (home_steps / 5 + 1)
        return (RECOVER if recover < 0 else recover) * cards + turns * rate

    # -- one attack at a space
    def reward(self, i: int) -> float:
        lv = self.g.level[i]
        pile = self.pile(i)
        gap = max(self.gap, 1)
        if self.hunt_level is not None:
            return self._hunt_reward(i, pile)
        if self.g.kind[i] == "room":
            if pile == 0:
                return capped_mean(lv, gap)
            return min(self.decks[lv].mean + pile, gap) + EXCESS * max(0, self.decks[lv].mean + pile - gap)
        return min(pile, gap) + EXCESS * max(0, pile - gap)

    def melee_ev(self, i: int) -> float:
        lv = self.g.level[i]
        room = self.g.kind[i] == "room"
        reward = self.reward(i)
        loss = self._loss(self.g.home[i], self.rate)
        monster = self.monster(i)
        chamber_penalty = 0.0 if room else 0.2 * self.rate
        if monster is not None:
            if monster["kind"] == "creature":
                p = p_hit(_number(monster, self.cls, self.bonus), self.bonus)
                return p * reward - (1 - p) * loss - chamber_penalty
            turns = CAGE_TURNS if monster["kind"] == "cage_trap" else SLIDE_TURNS
            return (reward if room else 0.0) - turns * self.rate
        deck = self.decks[lv]
        trap_reward = reward if room else 0.0
        return (
            deck.melee_kill * reward
            - deck.melee_miss * loss
            + deck.cage * (trap_reward - CAGE_TURNS * self.rate)
            + deck.slide * (trap_reward - SLIDE_TURNS * self.rate)
            - chamber_penalty
        )

    def spell_ev(self, i: int, kind: str) -> float:
        reward = self.reward(i)
        monster = self.monster(i)
        if monster is not None:
            p = p_hit(monster.get(kind)) if monster["kind"] == "creature" else 0.0
        else:
            p = self.decks[self.g.level[i]].spell_kill[kind]
        return p * reward - SPELL_COST * self.rate

    def after(self, i: int, p: float | None = None) -> float:
        """What the walk after a fight at i costs: home if it would finish, else back to the plan's depth."""
        g = self.g
        lv = g.level[i]
        home = g.home[i]
        if p is None:
            p = 0.5
        gap = self.gap - self.pile(i)
        share = 1.0 if gap <= 0 else (finish_share(lv, gap) if g.kind[i] == "room" else 0.0)
        done = p * share
        back = abs(home - self.plan_depth) + self.plan_depth
        return -self.step * (done * home + (1 - done) * back)

    # -- the field
    def _field(self) -> list[float]:
        g = self.g
        n = len(g.ids)
        value = [NEVER] * n
        sources: list[tuple[float, int]] = []
        if self.home_mode:
            sources.append((HOME_VALUE if self.carried >= self.need else 0.0, g.hall))
        passable = [True] * n
        for i in g.encounter_ids:
            if self.uncleared(i):
                passable[i] = False
        if not self.home_mode:
            memo: dict[tuple[int, str, int], tuple[float, float]] = {}
            long_shots: list[tuple[float, int]] = []
            spells = self.attack_spells if self.wizard else ()
            for i in g.encounter_ids:
                if passable[i]:
                    continue
                kind = g.kind[i]
                if kind == "room" and i in self.others:
                    continue
                plain = i not in self.slots
                key = (g.level[i], kind, g.home[i])
                known = memo.get(key) if plain else None
                if known is None:
                    p = self._p_melee(i)
                    fight = self.melee_ev(i) + self.after(i, p)
                    worth = fight if p >= HOPELESS else NEVER
                    for k in spells:
                        worth = max(worth, self.cast(i, k))
                    known = (worth, fight)
                    if plain:
                        memo[key] = known
                worth, fight = known
                if worth > NEVER:
                    sources.append((worth, i))
                else:  # even a hopeless or "–" fight can end in a new hero (A-DNG-15)
                    long_shots.append((fight, i))
            if self.hunt_level is not None:
                # A Treasure Hunt has no dry-dungeon end and the Great Hall holds nothing
                # to win: waiting there would stall the game for ever, so even a long
                # shot beats standing still.
                sources.extend(long_shots)
            else:
                # Nothing left worth a fight: at least go home (and wait for the dry-dungeon end).
                sources.append((-30 * self.rate, g.hall))
        # An uncleared space on the way is not a wall: the hero may stop there,
        # fight, and walk on next turn.  That costs a turn and the risk of a strike-back.
        block = [0.0] * n
        through = [NEVER] * n
        bmemo: dict[tuple[int, str, int], float] = {}
        for i in g.encounter_ids:
            if passable[i]:
                continue
            if g.kind[i] == "room" and i in self.others:
                block[i] = float("inf")  # R-DNG-018: it cannot be entered at all
                continue
            plain = i not in self.slots
            key = (g.level[i], g.kind[i], g.home[i])
            cost = bmemo.get(key) if plain else None
            if cost is None:
                recover = 1.0 if self.home_mode else RECOVER
                cost = 5 * self.step + (1 - self._p_melee(i)) * self._loss(g.home[i], self.rate, recover)
                if plain:
                    bmemo[key] = cost
            block[i] = cost
        penalty = SEARCH_PENALTY["rogue" if self.cls == "rogue" else "other"]
        heap = []
        src = list(range(n))
        for v, i in sources:
            if v > value[i]:
                value[i] = v
                heapq.heappush(heap, (-v, i))
        step = self.step
        known = self.known
        card = self.has_door_card
        adj = g.adj
        while heap:
            negv, u = heapq.heappop(heap)
            v = -negv
            if v < value[u]:
                continue
            for w, door in adj[u]:
                cost = step
                if door is not None and not card and door not in known:
                    cost = step * (1 + penalty)
                nv = v - cost
                origin = src[u]
                if not passable[w]:
                    if origin == w:
                        continue  # its own value reflected back
                    if nv > through[w]:
                        through[w] = nv
                    nv -= block[w]
                if nv > value[w]:
                    value[w] = nv
                    src[w] = origin
                    heapq.heappush(heap, (-nv, w))
        self.passable = passable
        self.src = src  # the source (goal) each space's value comes from, for hint reasons
        self.through = through
        self.block = block
        return value

    def position(self, i: int) -> float:
        """Value of starting the next turn on space i (it is not entered again)."""
        if self.passable[i]:
            return self.field[i]
        return self.through[i]  # a hero standing in an uncleared space may walk out of it

    # -- stopping in an uncleared space: fight there now
    def fight_now(self, i: int) -> float:
        """Stop in uncleared space i: fight there now (or, if hopeless, only sit out the turn)."""
        onward = self.through[i] - self.block[i]
        if self.home_mode:
            return onward
        p = self._p_melee(i)
        if p < HOPELESS and self.hunt_level is None:
            return onward
        return max(self.melee_ev(i) + self.after(i, p), onward)

    def _p_melee(self, i: int) -> float:
        monster = self.monster(i)
        if monster is not None:
            if monster["kind"] != "creature":
                return 1.0
            return p_hit(_number(monster, self.cls, self.bonus), self.bonus)
        deck = self.decks[self.g.level[i]]
        return deck.melee_kill + deck.cage + deck.slide

    def cast(self, i: int, kind: str) -> float:
        monster = self.monster(i)
        if monster is not None:
            p = p_hit(monster.get(kind)) if monster["kind"] == "creature" else 0.0
        else:
            p = self.decks[self.g.level[i]].spell_kill[kind]
        return self.spell_ev(i, kind) + self.after(i, p)

    # -- what can still be done this turn after stopping on a space with points left
    def extras(self, i: int, points: int, esp_ready: bool, spell_ready: bool) -> float:
        if points < 1 or self.home_mode:
            return NEVER
        best = NEVER
        for w, door in self.g.adj[i]:
            if door is not None and door not in self.known and not self.has_door_card:
                continue
            if not (self.g.encounter[w] and self.uncleared(w)):
                continue
            room = self.g.kind[w] == "room"
            if room and w in self.others:
                continue
            if spell_ready:
                for k in self.attack_spells:
                    best = max(best, self.cast(w, k))
            if esp_ready and self.monster(w) is None:
                best = max(best, self.esp(w, i))
        return best

    def esp(self, target: int, here: int) -> float:
        """ESP before entering: enter, cast or stay out, knowing the card (A-DNG-32)."""
        lv = self.g.level[target]
        room = self.g.kind[target] == "room"
        reward = self.reward(target)
        loss = self._loss(self.g.home[target], self.rate)
        stay = self.position(here) if self.passable[here] else NEVER
        total = 0.0
        deck = content.monster_deck(lv)
        casting = self.wizard and bool(self.attack_spells)
        for card in deck:
            if card.kind == "creature":
                p = p_hit(_number(card, self.cls, self.bonus), self.bonus)
                enter = p * reward - (1 - p) * loss + self.after(target, p)
                if casting:
                    for k in self.attack_spells:
                        ps = p_hit(getattr(card, k))
                        enter = max(enter, ps * reward - SPELL_COST * self.rate + self.after(target, ps))
            else:
                turns = CAGE_TURNS if card.kind == "cage_trap" else SLIDE_TURNS
                enter = (reward if room else 0.0) - turns * self.rate + self.after(target, 1.0)
            total += max(enter, stay)
        return total / len(deck) + 1.0


# ---------------------------------------------------------------- scoring
def local_steps(plan: Planner, start: int, points: int) -> dict[int, int]:
    """Steps from the hero's space to the spaces it may move to now (like movement.reachable)."""
    g = plan.g
    dist = {start: 0}
    frontier = [start]
    for steps in range(1, points + 1):
        nxt = []
        for u in frontier:
            if u != start and not plan.passable[u]:
                continue
            for v, door in g.adj[u]:
                if v in dist:
                    continue
                if door is not None and door not in plan.known and not plan.has_door_card:
                    continue
                dist[v] = steps
                nxt.append(v)
        frontier = nxt
    return dist


def score_options(view: dict[str, Any], decision: Decision) -> list[float]:
    seat = decision.player
    me = view["players"][seat]
    if "hero" not in me:
        return [0.0] * len(decision.options)  # picking heroes: all equal, ties break at random
    plan = Planner(view, seat)
    ctx = Context(plan, view)
    return [ctx.score(option.key) for option in decision.options]


def reason(view: dict[str, Any], decision: Decision, index: int) -> str:
    """One line saying why the greedy bot likes option `index` (the hint button shows it)."""
    me = view["players"][decision.player]
    if "hero" not in me:
        return ""
    plan = Planner(view, decision.player)
    g = plan.g
    board = content.load_board()
    verb, _, arg = decision.options[index].key.partition(":")
    if verb in ("move", "stop"):
        i = plan.here if verb == "stop" else g.index[arg]
        if i == plan.hunter_at:
            if plan.hunter_fight(i) is None:
                return "" if verb == "move" else "Nothing would happen here: the Hunter is one you cannot hurt."
            return f"Fight the Hunter: you beat it about {_percent(plan.hunter_p)} of the time."
        if not plan.passable[i]:
            where = "here" if verb == "stop" else f"in {board.place_name(g.ids[i])}"
            return f"Fight {where}: you beat what waits about {_percent(plan._p_melee(i))} of the time."
        goal = plan.src[i]
        if goal == g.hall:
            if plan.carried >= plan.need:
                return "You carry enough treasure: head home to the Great Hall."
            return "Nothing within reach is worth the risk: back toward the Great Hall."
        if goal == i or plan.field[i] <= NEVER / 2:
            return ""
        name = board.place_name(g.ids[goal])
        return f"On the way to {name} (Level {g.level[goal]}): about {_percent(plan._p_melee(goal))} to win there."
    if verb in ATTACK_SPELLS and arg in g.index:
        return f"Your best odds this turn: a spell at {board.place_name(arg)}."
    if verb == "regain":
        return "" if arg == "none" else "The spell you are shortest of."
    if verb == "hunter" and arg in g.index:
        return "The Level 6 room farthest from your hero."
    return ""


def _percent(p: float) -> str:
    return f"{round(100 * max(0.0, min(1.0, p)))}%"


NEW_HERO_PREFERENCE = {"cleric": 4, "rogue": 3, "fighter": 2, "wizard": 1}


class Context:
    """Per-decision facts about the turn in progress."""

    def __init__(self, plan: Planner, view: dict[str, Any]) -> None:
        self.plan = plan
        self.view = view
        self.points = view.get("points", 0) or 0
        path = view.get("path") or []
        self.moved = len(path) > 1
        self.started_in_hall = bool(path) and path[0] == HALL
        self.spell_ready = plan.wizard and bool(plan.attack_spells)
        self.esp_ready = any(c["special"] == "esp_medallion" for c in plan.me.get("in_play") or [])
        self._steps: dict[int, int] | None = None

    def steps(self) -> dict[int, int]:
        if self._steps is None:
            self._steps = local_steps(self.plan, self.plan.here, self.points)
        return self._steps

    def score(self, key: str) -> float:
        plan = self.plan
        g = plan.g
        verb, _, arg = key.partition(":")
        if verb in ("move", "enter", "slide", "teleport") and g.index.get(arg) == plan.hunter_at:
            value = plan.hunter_fight(plan.hunter_at)
            if value is None:  # no fight: the turn ends there
                value = plan._stay(plan.hunter_at) - plan.rate
            return value - TELEPORT_COST * plan.rate if verb == "teleport" else value
        if verb == "stop" and plan.here == plan.hunter_at:
            value = plan.hunter_fight(plan.here)
            if value is not None:
                return value
            if not (self.regain_now() or (plan.here == g.hall and plan.carried >= plan.need)):
                # Nothing would change (no fight, no spell, no win): doing it again and
                # again would stall the game for ever, so anything else is better.
                return STALL
        if verb in ATTACK_SPELLS and g.index.get(arg) == plan.hunter_at and not plan.home_mode:
            return plan.hunter_cast(plan.hunter_at, verb)
        if verb == "move":
            i = g.index[arg]
            if not plan.passable[i]:
                return plan.fight_now(i)
            left = self.points - self.steps().get(i, self.points)
            value = plan.field[i]
            if left >= 1 and not plan.home_mode:
                value = max(value, plan.extras(i, left, self.esp_ready, self.spell_ready))
            return value
        if verb == "stop":
            i = plan.here
            if not plan.passable[i]:
                return plan.fight_now(i)
            value = plan.position(i)
            if self.regain_now():
                value += self.spell_value()
            return value
        if verb in ATTACK_SPELLS:
            return NEVER / 2 if plan.home_mode else plan.cast(g.index[arg], verb)
        if verb == "enter":
            return plan.fight_now(g.index[arg])
        if verb == "esp":
            if plan.home_mode:
                return NEVER / 2
            return plan.esp(g.index[arg], plan.here)
        if verb == "search":
            return self.search(arg)
        if verb in ("slide", "teleport"):
            i = g.index[arg]
            value = plan.position(i) if plan.passable[i] else plan.fight_now(i)
            if verb == "teleport":
                value -= TELEPORT_COST * plan.rate
            return value
        if verb == "retreat":
            return plan.position(g.index[arg])
        if verb == "crystal":
            return NEVER / 4
        if verb == "regain":
            if arg == "none":
                return -100
            spells = plan.spells
            return -spells.count(arg) - (5 if arg == "teleport" else 0)
        if verb == "hero":
            cls = next((h.hero_class for h in content.hero_pool() if h.id == arg), "wizard")
            return NEW_HERO_PREFERENCE[cls]
        if verb == "hunter":
            if arg not in g.index:  # "random": a known far room beats a gamble
                return -1.0
            return g.pairs()[g.index[arg]][plan.here]  # as far from me as possible
        return 0.0

    def regain_now(self) -> bool:
        plan = self.plan
        me = plan.me
        return (
            plan.wizard
            and plan.here == plan.g.hall
            and self.started_in_hall
            and not self.moved
            and (me.get("spell_count") or 0) < (me.get("spell_cap") or 0)
        )

    def spell_value(self) -> float:
        """One more spell card, if the ones held cannot fill the purse."""
        plan = self.plan
        gap = max(plan.gap, 1)
        per_spell = max(max(plan.decks[lv].spell_kill.values()) * capped_mean(lv, gap) for lv in LEVELS)
        if per_spell * len([s for s in plan.spells if s in ATTACK_SPELLS]) >= 1.3 * plan.gap:
            return 0.0
        return per_spell

    def search(self, door: str) -> float:
        plan = self.plan
        g = plan.g
        a, b = g.door_ends[door]
        here = plan.here
        beyond = b if a == here else a
        p = 4 / 6 if plan.cls == "rogue" else 2 / 6
        fail = plan.position(here)
        if plan.passable[beyond]:
            found = plan.field[beyond] + plan.step * max(0, self.points - 1)  # and it may walk on
        else:
            found = plan.fight_now(beyond)
        return p * max(found, fail) + (1 - p) * fail - 1.0
