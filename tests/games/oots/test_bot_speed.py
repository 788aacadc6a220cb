"""The computer players' short cuts give exactly the numbers of the plain computation (issues 14/15).

Balance runs play thousands of computer games, so the odds and views they read are reckoned
with short cuts: a battle's Monster values, low-roll cap and dice once for every Battle Shtick
tried (odds.best / view.battle_odds), one outcome per distinct d12 case, card ids gathered while
the view is built, a decision's map answers kept for its other options, one condition asked at
a time.  Each test here plays computer games and, at every state the short cut is used, checks
it against the plain computation (R-OOTS-137/138: a roll plus modifiers against the value, with
the outcome steps of A-OOTS-13).  bench/oots_bot_speed.py checks whole games the same way.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine import Chance, Match, Seat, bot_choose
from engine.games.oots import bot, fight, odds, values, view
from engine.games.oots.assist import assisted
from engine.games.oots.bot_seen import Seen
from engine.games.oots.state import OotsState


def _states(seed: int, players: int, moves: int = 900) -> Iterator[tuple[Match, Any]]:
    """Each state of a greedy game before its decision (the match and the decision)."""
    match = Match("oots", tuple(Seat(f"C{i}", "greedy") for i in range(players)), {}, seed)
    dice = Chance(seed ^ 0x5DEECE66D)
    for _ in range(moves):
        d = match.decision
        if d is None:
            return
        yield match, d
        match.play(bot_choose("greedy", match.game, match.state, d, dice))


def _plain_best(state: OotsState) -> tuple[odds.Odds, str]:
    """odds.best without `shared`: every Battle Shtick's odds reckoned from scratch."""
    options = fight.legal_shticks(state)
    if not state.battle.ranged or not options:
        options = options + [""]
    scored = [(odds.with_shtick(state, s), s) for s in options]
    return max(scored, key=lambda t: (t[0][0] - t[0][2], t[0][0]))


def _plain_counts(state: OotsState) -> dict[str, int]:
    """view._odds as the rules roll it: every face through fight.thor and fight.outcome."""
    b = state.battle
    n = view._dice_count(state, b)
    mod, value, _, _, rng = fight.totals(state)
    counts = {"win": 0, "draw": 0, "loss": 0}
    for k in range(1, 13):
        weight = (13 - k) ** n - (12 - k) ** n
        counts[fight.outcome(state, fight.thor(state, state.turn.seat, k) + mod, value, rng, k)] += weight
    counts["of"] = 12**n
    return counts


def _monster_battle(state: OotsState) -> bool:
    b = state.battle
    return b is not None and bool(b.monster) and b.stage in ("shtick", "preroll") and state.turn is not None


def test_R_OOTS_137_best_shtick_odds_equal_the_plain_reckoning() -> None:
    """odds.best (Monster values, cap and dice shared by the shticks tried) = each shtick from scratch;
    a room's trial with sure help, sharing the trial without it, = the same trial alone."""
    checked = rooms = 0
    for seed, players in ((11, 4), (12, 6)):
        for match, _ in _states(seed, players):
            state = match.state
            if _monster_battle(state) and state.battle.stage == "shtick":
                assert odds.best(state) == _plain_best(state)
                checked += 1
            t = state.turn
            if t is not None and t.stage in ("mode", "move") and state.decision().player == t.seat and not state.asks:
                here = state.players[t.seat].pos
                for col, room in state.floors[here[0]].rooms.items():
                    if room.monsters:
                        pos = (here[0], col)
                        shared: list[Any] = []
                        plain = odds.trial(state, pos, "defender", at=pos, shared=shared)
                        helped = odds.trial(state, pos, "defender", at=pos, helped=True, shared=shared)
                        assert plain == odds.trial(state, pos, "defender", at=pos)
                        assert helped == odds.trial(state, pos, "defender", at=pos, helped=True)
                        rooms += 1
    assert checked >= 20 and rooms >= 50


def test_R_OOTS_138_view_chances_equal_every_face_rolled() -> None:
    """The view's counts (one outcome per distinct case) = every d12 face through the rules' outcome;
    a choice's chances with the Monster values shared = reckoned alone."""
    checked = 0
    for seed, players in ((21, 4), (22, 6)):
        for match, _ in _states(seed, players):
            state = match.state
            if not _monster_battle(state):
                continue
            assert view._odds(state) == _plain_counts(state)
            shared: list[Any] = []
            if state.battle.stage == "shtick":
                for s in [*fight.legal_shticks(state), ""]:
                    assert view._with(state, s, shared=shared) == view._with(state, s)
            else:
                assert view._with(state, shared=shared) == view._with(state)
                for s in values.flippable(state, state.turn.seat, state.battle):
                    assert view._with(state, flip=s, shared=shared) == view._with(state, flip=s)
            checked += 1
    assert checked >= 40


def _walked_faces(state: OotsState, seen: dict[str, Any]) -> list[str]:
    """The card ids of a view in the order the page's faces walk it: players, rooms, battles, windows."""
    ids: list[str] = []
    for p in seen["players"]:
        for key in ("shticks", "flipped", "equipped", "hand", "stash"):
            ids += [c["id"] for c in p.get(key, ())]
        ids += p.get("starting_choice", [])
    for f in seen["floors"]:
        for r in f["rooms"]:
            ids += [r["card"], *(m["id"] for m in r["monsters"]), *([r["xykon_card"]] if r["xykon_card"] else [])]
    for key in ("battle", "last_battle"):
        b = seen.get(key)
        if b:
            ids += [c for c in [b["monster"], b["shtick"], b["foe_shtick"], *b["area"]] if c]
    ids += [e["card"] for e in (seen.get("window") or {}).get("stack", ())]
    ids += [e["card"] for e in seen.get("effects", ())]
    return list(dict.fromkeys(ids))


def test_digest_6_1_card_faces_are_the_cards_the_view_names() -> None:
    """The faces gathered while the view is built are exactly, and in order, the cards it names."""
    checked = 0
    for match, d in _states(31, 6, moves=600):
        state = match.state
        seen = state.view(d.player)
        expected = _walked_faces(state, seen)
        got = list(seen["cards"])
        ask = state.asks[0] if state.asks else None
        if ask is not None and ask.kind == "keep_shtick":  # the owner's look at the top 3 comes after
            got = got[: len(expected)]
        assert got == expected
        assert all(seen["cards"][c] == view.card_face(state, c) for c in expected)
        checked += 1
    assert checked >= 300


def test_digest_6_5_scores_equal_without_the_decisions_memo() -> None:
    """A decision's kept map answers (distances, frontier, end values) change no score: each option
    scored from a fresh reading of the view gives the same number."""
    checked = 0
    for match, d in _states(41, 4, moves=700):
        if len(d.options) < 2:
            continue
        seen = match.state.view(d.player)
        keys = [o.key for o in d.options]
        fresh = [bot.score(Seen(seen, d.player), key, keys) for key in keys]
        assert bot.score_options(seen, d) == fresh
        checked += 1
    assert checked >= 300


def _plain_holds(state: OotsState, seat: int, battle: Any, cond: str) -> bool:
    """values.holds against a Monster, every condition reckoned first and the one asked looked up."""
    m = state.cs.monster(battle.monster)
    p = state.players[seat]
    table = {
        "monster": True,
        "player": False,
        "attacking": battle.role == "attacker",
        "defending": battle.role == "defender",
        "ranged": battle.ranged,
        "xykon": m.has("xykon_special"),
        "xykon_card": m.xykon_card,
        "unique": m.unique,
        "lair": battle.room[0] == state.lair_floor,
        "alone": not any(o is not p and o.pos == p.pos and not o.exited for o in state.players),
        "assisted": bool(battle.offers) and assisted(battle, seat),
    }
    return table.get(cond, False)


def test_R_OOTS_125_conditions_asked_one_at_a_time() -> None:
    """values.holds answers each plain condition as the full table of conditions does."""
    conditions = ["monster", "player", "attacking", "defending", "ranged", "xykon", "xykon_card", "unique"]
    conditions += ["lair", "alone", "assisted", "assisting", "foe_wounded", "foe_resting", "weapon_shtick"]
    checked = 0
    for match, _ in _states(51, 6, moves=700):
        state = match.state
        if _monster_battle(state):
            for seat in range(state.seats):
                for cond in conditions:
                    assert values.holds(state, seat, state.battle, cond) == _plain_holds(
                        state, seat, state.battle, cond
                    )
            checked += 1
    assert checked >= 20
