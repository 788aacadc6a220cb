"""Every battle choice carries its exact chance of winning, on the decision bar as well as on
the battle panel (issue 14, digest 5.3): each Battle Shtick, none, each flip, rolling now,
flipping a Charge!-style shtick, and both sides of a battle between two players (R-OOTS-187,
both roll a d12; the Defender chooses after seeing the Attacker's shtick, R-OOTS-185).
"""

from __future__ import annotations

import copy
import re
from functools import cache

import pytest

import engine
from engine import Chance, Match, Seat, bot_choose
from engine.core.game import Seat as GameSeat
from engine.games.oots import make_state
from engine.games.oots.state import OotsState
from engine.games.oots.view import battle_odds
from web.views import play, renderer

from .driver import choose

VIEWS = renderer("oots")
GAME = engine.get("oots")
NOTE = re.compile(r'data-choice="([^"]+)"[^>]*>(?:(?!</button>).)*<span class="opt-note">([^<]+)</span>')


def _bar(state: OotsState) -> dict[str, str]:
    """The decision bar's notes, by option key, as the deciding seat (a person) sees it."""
    d = state.decision()
    seats = tuple(GameSeat(f"P{k}") for k in range(state.seats))
    screen = play.Screen(game=GAME, seats=seats, view=state.view(d.player), decision=d, result=None, viewer=d.player)
    return dict(NOTE.findall(play.render_decision(screen, VIEWS)))


def _words(o: dict) -> str:
    win, of = o["win"], o["of"]
    return (
        "never wins" if win == 0 else "always wins" if win == of else f"win {max(1, min(99, round(100 * win / of)))}%"
    )


SEATS = tuple(GameSeat(n) for n in ("Ana", "Ben", "Cy", "Di"))


def _monster_battles(seed: int, limit: int = 6000):
    state = make_state(SEATS, {"length": "short"}, Chance(seed))
    pick = Chance(seed)
    for _ in range(limit):
        if state.decision() is None:
            return
        b = state.battle
        if b is not None and b.monster and b.stage in ("shtick", "preroll"):
            yield state
        state.apply(choose(state, pick), ())


@pytest.mark.parametrize("seed", [3, 7])
def test_R_OOTS_138_every_battle_choice_shows_its_chance_on_the_decision_bar(seed):
    seen = 0
    for state in _monster_battles(seed):
        odds = state.view(state.decision().player)["odds"]["choices"]
        notes = _bar(state)
        for key, o in odds.items():
            if state.decision().has(key):
                assert notes.get(key) == _words(o), key
                seen += 1
        assert set(notes) <= set(odds), "a note only beside a battle choice"
        if seen > 40:
            break
    assert seen > 10


@cache
def _charge_state() -> tuple[int, int]:
    """(seed, moves) of a greedy 4-player game where a Charge!-style flip is offered."""
    for seed in range(60):
        m = Match("oots", tuple(Seat(f"B{k}", "greedy") for k in range(4)), {"length": "short"}, seed)
        dice = Chance(seed)
        while m.decision is not None:
            if any(o.key.startswith("charge:") for o in m.decision.options):
                return seed, len(m.log)
            m.play(bot_choose("greedy", GAME, m.state, m.decision, dice))
    raise AssertionError("no Charge! in 60 games")


def _replay(seed: int, moves: int) -> Match:
    m = Match("oots", tuple(Seat(f"B{k}", "greedy") for k in range(4)), {"length": "short"}, seed)
    dice = Chance(seed)
    for _ in range(moves):
        m.play(bot_choose("greedy", GAME, m.state, m.decision, dice))
    return m


def test_flipping_charge_shows_the_chance_of_the_best_attack_it_opens():
    """Charge! turns the Defender into the Attacker: its chance is the best shtick's as Attacker."""
    m = _replay(*_charge_state())
    state = m.state
    key = next(o.key for o in m.decision.options if o.key.startswith("charge:"))
    shown = battle_odds(state)["choices"][key]
    after = copy.deepcopy(state)
    after.apply(after.decision().index(key), ())
    assert after.battle.role == "attacker"
    then = battle_odds(after)["choices"]
    best = max(then.values(), key=lambda o: (o["win"] - o["loss"], o["win"]))
    assert (shown["win"], shown["draw"], shown["loss"]) == (best["win"], best["draw"], best["loss"])
    assert _bar(state)[key] == _words(shown)


@cache
def _pvp_moments() -> dict[str, tuple[int, int]]:
    """(seed, moves) of each stage of a player battle before its roll, in greedy 4-player games."""
    found: dict[str, tuple[int, int]] = {}
    for seed in range(40):
        m = Match("oots", tuple(Seat(f"B{k}", "greedy") for k in range(4)), {"length": "short"}, seed)
        dice = Chance(seed)
        while m.decision is not None and len(found) < 4:
            b = m.state.battle
            if (
                b is not None
                and not b.monster
                and b.foe >= 0
                and b.stage in ("shtick", "preroll", "defend", "defend_flip")
            ):
                found.setdefault(b.stage, (seed, len(m.log)))
            m.play(bot_choose("greedy", GAME, m.state, m.decision, dice))
        if len(found) == 4:
            return found
    raise AssertionError(f"player battles reached only {sorted(found)}")


def _brute(state: OotsState, defender: bool) -> tuple[int, int, int]:
    """Every one of the 144 dice pairs scored by the rules on a copy: (win, draw, loss) of one side."""
    from engine.games.oots.pvp import score

    counts = {"win": 0, "draw": 0, "loss": 0}
    for a in range(1, 13):
        for d in range(1, 13):
            trial = copy.deepcopy(state)
            trial.battle.dice = [a, d]
            score(trial)
            counts[trial.battle.outcome] += 1
    w, dr, lo = counts["win"], counts["draw"], counts["loss"]
    return (lo, dr, w) if defender else (w, dr, lo)


def test_R_OOTS_187_the_defenders_chances_are_exact_over_both_dice():
    m = _replay(*_pvp_moments()["defend"])
    state = m.state
    odds = battle_odds(state)
    assert odds["defender"] is True
    for key, o in odds["choices"].items():
        assert o["of"] == 144 and o["win"] + o["draw"] + o["loss"] == 144
        trial = copy.deepcopy(state)
        trial.battle.foe_shtick = key.partition(":")[2].replace("none", "")
        assert (o["win"], o["draw"], o["loss"]) == _brute(trial, defender=True), key
    notes = _bar(state)
    assert all(notes[k] == _words(o) for k, o in odds["choices"].items())


def test_R_OOTS_185_the_attackers_chances_are_against_the_defenders_best_answer():
    """The Attacker chooses first: each shtick's chance is the one left after the Defender's best reply."""
    from engine.games.oots.pvp import defender_shticks

    m = _replay(*_pvp_moments()["shtick"])
    state = m.state
    odds = battle_odds(state)
    assert not odds.get("defender")
    for key, o in odds["choices"].items():
        trial = copy.deepcopy(state)
        trial.battle.shtick = key.partition(":")[2].replace("none", "")
        replies = []
        for r in [*defender_shticks(trial), ""]:
            answer = copy.deepcopy(trial)
            answer.battle.foe_shtick = r
            replies.append(_brute(answer, defender=False))
        worst = min(replies, key=lambda t: (t[0] - t[2], t[0]))
        assert (o["win"], o["draw"], o["loss"]) == worst, key
    assert set(_bar(state)) == set(odds["choices"])


@pytest.mark.parametrize("stage", ["preroll", "defend_flip"])
def test_R_OOTS_187_ready_and_roll_in_a_player_battle_carry_chances(stage):
    m = _replay(*_pvp_moments()[stage])
    odds = battle_odds(m.state)
    key = "ready" if stage == "preroll" else "roll"
    assert key in odds["choices"] and odds["now"] == odds["choices"][key]
    board = VIEWS.render_board(m.state.view(m.decision.player), m.decision)
    assert "both roll" in board
    assert "printed value" not in board, "a player battle lists both players' modifiers"


@cache
def _pvp_asking() -> tuple[int, int]:
    """(seed, moves) of a player battle's asking round where the side asking has an offer to make."""
    for seed in range(60):
        m = Match("oots", tuple(Seat(f"B{k}", "greedy") for k in range(4)), {"length": "short"}, seed)
        dice = Chance(seed)
        while m.decision is not None:
            b = m.state.battle
            if b is not None and not b.monster and b.stage == "assist" and m.decision.keys()[0].startswith("offer:"):
                return seed, len(m.log)
            m.play(bot_choose("greedy", GAME, m.state, m.decision, dice))
    raise AssertionError("no asking round with an offer in 60 games")


def test_R_OOTS_168_in_a_player_battle_each_offer_shows_the_chance_it_buys():
    from engine.games.oots.state import Offer

    m = _replay(*_pvp_asking())
    state = m.state
    b = state.battle
    d = m.decision
    odds = battle_odds(state)
    defender = b.asking == "defender"
    assert odds["defender"] is defender
    offers = [o.key for o in d.options if o.key.startswith("offer:")]
    assert offers and set(offers) | {"enough"} == set(odds["choices"])
    assert odds["choices"]["enough"] == odds["now"]
    for key in offers:
        _, helper, card = key.split(":")
        trial = copy.deepcopy(state)
        trial.battle.offers.append(Offer(d.player, helper, card, b.asking, "accepted"))
        o = odds["choices"][key]
        assert (o["win"], o["draw"], o["loss"]) == _brute(trial, defender=defender), key
        assert o["win"] >= odds["now"]["win"], "help never lowers the chance of winning"
    assert set(_bar(state)) == set(odds["choices"])
    watching = VIEWS.render_board(state.view(d.player), None)  # the panel lists them in words
    assert "Ask nobody else" in watching and "both roll" in watching


def test_digest_6_1_no_seat_reads_anothers_stash_in_the_chances():
    """Choices that name a Stash card (an offer of it, discarding it for a bonus) are in the chooser's
    view only, whoever chooses (the Attacker, or the Defender of a player battle)."""
    checked = 0
    for seed in range(6):
        m = Match("oots", tuple(Seat(f"B{k}", "greedy") for k in range(4)), {"length": "short"}, seed)
        dice = Chance(seed)
        while m.decision is not None:
            if m.state.battle is not None:
                for seat in range(m.state.seats):
                    others = {c for s, p in enumerate(m.state.players) if s != seat for c in p.stash}
                    for key in (m.view(seat).get("odds") or {}).get("choices", {}):
                        assert key.rpartition(":")[2] not in others, (seed, len(m.log), seat, key)
                        checked += 1
            m.play(bot_choose("greedy", GAME, m.state, m.decision, dice))
    assert checked > 500
