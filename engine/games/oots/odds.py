"""Exact chances of a battle against Monsters, for the seat about to choose (digest 5.3, 6.5).

A player facing a battle choice may see the exact chance of winning beside each option
(issue 14: "the exact chance of winning shown beside each shtick choice"); the computer
players read the same numbers from their view.  Every figure here comes from public facts
(shticks in play, equipped Loot, the Battle Stacks, the rooms) and the rules' own code:
the totals of `fight.totals`, the outcome pipeline of `fight.outcome` (draw Results,
Bloodlust, Hide, Range, Area Effects, Lucky Bastards) and the low-roll power of `fight.thor`,
evaluated over every face of the d12 (Multiattack: the lowest of X dice,
P(min >= k) = ((13 - k) / 12) ** X).  Nothing a seat may not see goes in: trial battles
only change the battle being looked at, and the state is restored before returning.
"""

from __future__ import annotations

from typing import Any

from . import area, fight
from .state import Battle, OotsState, Pos

Odds = tuple[float, float, float]  # (win, draw, loss)

_MIN_DIST: dict[int, tuple[float, ...]] = {}


def min_face(dice: int) -> tuple[float, ...]:
    """P(the lowest of `dice` d12 shows k) for k = 1..12 (index k - 1)."""
    if dice not in _MIN_DIST:
        at_least = [((13 - k) / 12) ** dice for k in range(1, 14)]  # P(min >= k), k = 1..13
        _MIN_DIST[dice] = tuple(at_least[k] - at_least[k + 1] for k in range(12))
    return _MIN_DIST[dice]


def d12_odds(modifier: int, value: int, dice: int = 1) -> Odds:
    """Digest 5.3's formula: beat `value` with die + `modifier` (raw result, no Results applied)."""
    win = draw = 0.0
    for k, p in enumerate(min_face(dice), start=1):
        total = k + modifier
        if total > value:
            win += p
        elif total == value:
            draw += p
    return win, draw, 1.0 - win - draw


def battle_dice(state: OotsState) -> int:
    """As `fight.roll`: Multiattack gives the Defender X dice, the lowest counts."""
    b = state.battle
    if b.area:
        return area.dice_count(state)
    if b.role != "defender":
        return 1
    m = state.cs.monster(b.monster)
    return max([1] + [a.x or 1 for a in m.abilities if a.kind == "multiattack"])


Shared = list[tuple[Any, int, int]]  # per battle tried: (fight.monster_side, low-roll cap, dice), once reckoned


def current(state: OotsState, shared: Shared | None = None) -> Odds:
    """Win / draw / loss of the battle with a Monster as it stands (shtick, flips and role chosen).

    The outcome pipeline depends on a face only through the raw comparison (and, with Lucky
    Bastards, a natural 1 or 12), so it runs once per distinct case, not once per face.
    `shared` (from `best`): what does not depend on the Battle Shtick, reckoned for the first
    shtick tried and reused for the others (never with an Area Effect, whose targets differ).
    """
    from .powers import low_roll_cap

    b = state.battle
    if shared is None or b.area:
        monster, cap, dice = None, low_roll_cap(state, state.turn.seat), battle_dice(state)
    else:
        if not shared:
            shared.append((fight.monster_side(state), low_roll_cap(state, state.turn.seat), battle_dice(state)))
        monster, cap, dice = shared[0]
    mod, value, _, _, rng = fight.totals(state, monster)
    lucky = fight.lucky(state)
    low = 2 if lucky else 1
    high = cap + low - 1 if cap else 0  # fight.thor: faces low..high count as 13
    seen: dict[Any, str] = {}
    win = draw = loss = 0.0
    for k, p in enumerate(min_face(dice), start=1):
        if not p:
            continue
        total = (13 if low <= k <= high else k) + mod
        case: Any = (total > value) - (total < value)
        if lucky:
            case = (case, k if k in (1, 12) else 0)
        result = seen.get(case)
        if result is None:
            result = seen[case] = fight.outcome(state, total, value, rng, k)
        if result == "win":
            win += p
        elif result == "draw":
            draw += p
        else:
            loss += p
    return win, draw, loss


def with_shtick(state: OotsState, shtick: str, shared: Shared | None = None) -> Odds:
    """The odds if `shtick` ("" = none) were the Battle Shtick of the current battle."""
    b = state.battle
    saved = b.shtick, b.area
    try:
        b.shtick = shtick
        b.area = area.targets(state, b.room, shtick) if shtick and state.cs.shticks[shtick].area else []
        return current(state, shared)
    finally:
        b.shtick, b.area = saved


def best(state: OotsState, shared: Shared | None = None) -> tuple[Odds, str]:
    """The best legal Battle Shtick of the current battle by win minus loss, and its odds."""
    options = fight.legal_shticks(state)
    shared = [] if shared is None else shared
    scored = [(with_shtick(state, s, shared), s) for s in options]
    # No shtick (R-OOTS-144 / R-OOTS-197): a win is only a draw, so it scores (-loss, 0) and cannot beat
    # a shtick already at win - loss >= 0 (a tie goes to the earlier option): tried only when it could.
    if (not state.battle.ranged or not options) and (not scored or max(o[0] - o[2] for o, _ in scored) < 0):
        scored.append((with_shtick(state, "", shared), ""))
    return max(scored, key=lambda t: (t[0][0] - t[0][2], t[0][0]))


def trial(
    state: OotsState,
    pos: Pos,
    role: str,
    *,
    at: Pos | None = None,
    ranged: bool = False,
    helped: bool = False,
    shared: Shared | None = None,
) -> Odds | None:
    """Best odds against the top Monster of `pos`, as `role`, standing in `at` (default: where you are).

    `helped` (part 2): with the help nobody could refuse there (NPCs; everyone against Xykon).
    `shared`: as `best`'s, for trials of the same battle with and without help (help does not
    change the Monster's values, the low-roll cap or the dice).
    """
    room = state.room(pos)
    if room is None or not room.monsters or state.turn is None:
        return None
    p = state.players[state.turn.seat]
    saved = state.battle, p.pos
    try:
        state.battle = Battle(room=pos, monster=room.monsters[0], role=role, ranged=ranged, stage="shtick")
        if at is not None:
            p.pos = at
        if helped:
            from .assist import sure_help

            state.battle.offers = sure_help(state, state.turn.seat)
            if not state.battle.offers:
                return None
        return best(state, shared)[0]
    finally:
        state.battle, p.pos = saved


def fill_odds(state: OotsState, card: str) -> Odds | None:
    """D5: the triggering player's best odds if `card` joined the battle being filled (public facts only)."""
    from .battles import place

    fill = state.fill
    stack = state.room(fill.room).monsters
    before = list(stack)
    try:
        place(state, card)
        return trial(state, fill.room, "defender", at=state.players[fill.trigger].pos)
    finally:
        stack[:] = before


def preview(state: OotsState, seat: int) -> dict[str, list[float]]:
    """Odds for the options of `seat`'s pending decision, keyed by option key (or "room:f:c").

    The battle in progress has its chances in the view's "odds" (view.py); these are the
    choices around battles: going on after a win, Ranged Attacks, Monsters to play into
    another's battle (the Defender's chances), and the rooms of this floor and the ones
    above and below where a move could end (as Defender; your own room as Attacker).
    """
    decision = state.decision()
    if decision is None or decision.player != seat or state.asks:
        return {}
    out: dict[str, Odds] = {}
    t = state.turn
    if t.stage == "continue":
        here = state.players[seat].pos
        for role in ("attacker", "defender"):
            odds = trial(state, here, role)
            if odds is not None:
                out[f"next:{role}"] = odds
    elif t.stage == "optional":
        for option in decision.options:
            if option.key.startswith("ranged:"):
                f, c = option.key[7:].split(":")
                odds = trial(state, (int(f), int(c)), "attacker", ranged=True)
                if odds is not None:
                    out[option.key] = odds
    elif t.stage == "fill":
        for option in decision.options:
            if option.key.startswith("monster:"):
                odds = fill_odds(state, option.key[8:])
                if odds is not None:
                    out[option.key] = odds
    elif t.stage in ("mode", "move"):
        here = state.players[seat].pos
        for f in (here[0] - 1, here[0], here[0] + 1):
            if not 0 <= f < len(state.floors):
                continue
            for col, room in state.floors[f].rooms.items():
                if room.monsters:
                    pos = (f, col)
                    role = "attacker" if pos == here and t.stage == "mode" else "defender"
                    shared: Shared = []
                    odds = trial(state, pos, role, at=pos, shared=shared)
                    if odds is not None:
                        out[f"room:{f}:{col}"] = odds
                    helped = trial(state, pos, role, at=pos, helped=True, shared=shared) if state.part2 else None
                    if helped is not None:  # part 2: with the help nobody could refuse there
                        out[f"help:{f}:{col}"] = helped
    return {k: [round(x, 4) for x in v] for k, v in out.items()}


def attach(view: dict[str, Any], state: OotsState, viewer: Any) -> None:
    """Put the deciding seat's planning odds into its own view as "plan_odds" (only when it decides)."""
    if isinstance(viewer, int) and not state.over:
        odds = preview(state, viewer)
        if odds:
            view["plan_odds"] = odds
