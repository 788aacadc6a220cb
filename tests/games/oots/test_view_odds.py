"""The view's exact battle chances (digest 5.3's d12 formula) and what the view adds for the page.

Each chance the page shows beside a choice is checked against the rules' own roll: for
every face of the die the choice is played on a copy of the game and the outcome read.
"""

from __future__ import annotations

import copy

import pytest

from engine.core.game import Seat
from engine.core.rng import Chance
from engine.games.oots import fight, make_state
from engine.games.oots.state import OotsState
from engine.games.oots.view import battle_odds, make_view

from .driver import choose


def _game(seed: int, players: int = 4) -> OotsState:
    seats = tuple(Seat(n) for n in ("Ana", "Ben", "Cy", "Di", "Emi", "Finn")[:players])
    return make_state(seats, {"length": "short"}, Chance(seed))


def _until(state: OotsState, seed: int, wanted, limit: int = 6000) -> OotsState:
    pick = Chance(seed)
    for _ in range(limit):
        if state.decision() is None:
            break
        if wanted(state):
            return state
        state.apply(choose(state, pick), ())
    pytest.skip("no such moment in this game")


def _at_shtick_choice(state: OotsState) -> bool:
    b = state.battle
    return b is not None and bool(b.monster) and b.stage == "shtick" and not b.area


def _rolled_outcome(state: OotsState, key: str, face: int, monkeypatch) -> str:
    """Play `key` on a copy, then roll with every die showing `face`; the outcome the rules give."""
    trial = copy.deepcopy(state)
    d = trial.decision()
    trial.apply(d.keys().index(key), ())
    monkeypatch.setattr(fight, "d12", lambda chance: face)
    while trial.battle is not None and trial.battle.stage == "preroll":
        trial.apply(trial.decision().keys().index("roll"), ())
    b = trial.battle or trial.last_battle
    monkeypatch.undo()
    return b.outcome


@pytest.mark.parametrize("seed", [7, 11, 23])
def test_R_OOTS_138_139_140_each_shtick_choice_shows_its_exact_chances(seed, monkeypatch):
    """R-OOTS-138..140 / A-OOTS-13: win, draw and loss counts per choice = the rules' roll on each face."""
    state = _until(_game(seed), seed, _at_shtick_choice)
    odds = battle_odds(state)
    keys = set(state.decision().keys())
    assert odds["choices"], "every legal shtick and battling without one has its chances"
    assert set(odds["choices"]) <= keys
    assert "shtick:none" in odds["choices"] or state.battle.ranged
    for key, o in odds["choices"].items():
        assert o["win"] + o["draw"] + o["loss"] == o["of"]
        if o["of"] != 12:
            continue  # Multiattack: several dice (the weighting has its own test)
        seen = {"win": 0, "draw": 0, "loss": 0}
        for face in range(1, 13):
            seen[_rolled_outcome(state, key, face, monkeypatch)] += 1
        assert seen == {k: o[k] for k in seen}, key


def test_R_OOTS_403_multiattack_lowest_die_weights_sum_to_all_rolls():
    """R-OOTS-403 / A-OOTS-50: the lowest of X dice is k in (13-k)^X - (12-k)^X of the 12^X rolls."""
    for x in (1, 2, 3):
        weights = [(13 - k) ** x - (12 - k) ** x for k in range(1, 13)]
        assert sum(weights) == 12**x
        brute = [0] * 12
        import itertools

        for roll in itertools.product(range(1, 13), repeat=x):
            brute[min(roll) - 1] += 1
        assert brute == weights


def test_the_chances_leave_the_game_exactly_as_it_was():
    """Trying each choice for the view changes nothing (the state's fingerprint is the same)."""
    state = _until(_game(7), 7, _at_shtick_choice)
    before = state.fingerprint()
    view = make_view(state, state.decision().player)
    assert "odds" in view
    assert state.fingerprint() == before
    assert state.decision().keys() == copy.deepcopy(state).decision().keys()


def test_before_the_roll_the_totals_are_itemised_and_add_up():
    """'Why is it 9?': every modifier of both sides is listed, and they sum to the totals shown."""
    state = _until(_game(11), 11, _at_shtick_choice)
    for o in battle_odds(state)["choices"].values():
        assert sum(v for _, v in o["mine"]) == o["mod"]
        assert sum(v for _, v in o["theirs"]) == o["value"]


def test_preroll_odds_offer_rolling_now_and_each_flip():
    state = _until(_game(7), 7, lambda s: s.battle is not None and s.battle.monster and s.battle.stage == "preroll")
    odds = battle_odds(state)
    keys = state.decision().keys()
    assert "roll" in odds["choices"]
    assert all(k in keys for k in odds["choices"])
    assert odds["now"] == odds["choices"]["roll"]


def test_digest_6_1_card_faces_name_only_cards_the_seat_may_see():
    """The view's printed faces never reveal a card the viewer may not see (others' hands, Stashes)."""
    state = _until(_game(5), 5, lambda s: s.turn is not None and s.turn_no > 6)
    for seat in range(state.seats):
        view = make_view(state, seat)
        for other, p in enumerate(state.players):
            if other == seat:
                continue
            public = set(p.shticks) | set(p.equipped)
            for card in set(p.hand) | set(p.stash):
                if card not in public and not any(card in r.monsters for f in state.floors for r in f.rooms.values()):
                    assert card not in view["cards"], (seat, other, card)
        mine = state.players[seat]
        assert set(mine.hand) <= set(view["cards"])
        assert set(mine.stash) <= set(view["cards"])


def test_card_faces_carry_the_printed_stats():
    state = _game(3)
    view = make_view(state, 0)
    shtick = next(f for f in view["cards"].values() if f["kind"] == "shtick" and "atk" in f)
    assert {"atk", "defense", "range", "title", "lines"} <= set(shtick)
    assert all("_" not in line.split(" ")[0] for line in shtick["lines"])
