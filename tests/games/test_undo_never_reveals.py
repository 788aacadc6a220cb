"""Undo never lets a seat learn something and take it back, in every registered game.

Random playouts with people and computers seated.  At every point where undo
is offered, it returns to the state before the undoing seat's last choice; the
seat must not have seen anything since that it could not see then: no die, no
card, no other seat's choice (architecture: Determinism and saves).  Checked
three ways:
- structurally: only the undoing seat's own choices (or another seat's forced
  ones) lie between, and the chance epoch has not moved (no die, shuffle or
  card reveal);
- by content: no string the seat's view shows since (a card id, a name) was
  hidden from it at the point it returns to (in the full state or in another
  seat's view) - this catches a game that turns up a card without telling the
  chance counter;
- by result: undoing gives exactly the state that was there, and the game can
  go on.
And never after the game has ended.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

import engine
from engine import Chance, Match, Seat

from .playouts import play_out, random_options

GAME_IDS = [g.id for g in engine.all_games()]
REAL_UNDOS = 40  # offers per game that are also undone and played again (each costs a replay)
MIN_WORD = 3  # shorter strings are compass points, colours, dice faces: not secrets


def strings(value: Any, out: set[str] | None = None) -> set[str]:
    """Every string inside a view or a state fingerprint."""
    out = set() if out is None else out
    if isinstance(value, str):
        if len(value) >= MIN_WORD:
            out.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            strings(item, out)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            strings(item, out)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            strings(getattr(value, field.name), out)
    return out


def option_words(decision: engine.Decision) -> set[str]:
    """The board places and things a decision names in its options (`move:c1_14` -> c1_14)."""
    words = set()
    for option in decision.options:
        words.update(re.split(r"[:,|/]", option.key))
        if option.target:
            words.add(option.target)
    return words


class UndoWatcher:
    """Remembers what each person's seat could see at every position of the game."""

    def __init__(self, match: Match) -> None:
        self.people = [i for i, seat in enumerate(match.seats) if seat.human]
        self.seen: list[dict[int, set[str]]] = []  # position -> seat -> strings of its view
        self.known: list[dict[int, set[str]]] = []  # the same, with the places its options name
        self.hidden: list[dict[int, set[str]]] = []  # position -> seat -> strings hidden from it
        self.hashes: list[str] = []
        self.offers = 0
        self.record(match)

    def record(self, match: Match) -> None:
        decision = match.decision
        mover = match.deciders[-1] if match.log else None
        forced = bool(match.log) and match.forced[-1]  # undo steps over a computer's forced move
        if not forced and not any(seat in self.people for seat in (mover, decision and decision.player)):
            # Between two computer moves: never an undo point nor inside an undo window.
            self.seen.append({})
            self.known.append({})
            self.hidden.append({})
            self.hashes.append("")
            return
        views = {seat: strings(match.view(seat)) for seat in range(len(match.seats))}
        everything = strings(match.state.fingerprint())
        for other in views.values():
            everything |= other
        self.seen.append({seat: views[seat] for seat in self.people})
        if decision is not None and decision.player in self.people:  # what the seat is offered, it knows
            views[decision.player] = views[decision.player] | option_words(decision)
        self.known.append({seat: views[seat] for seat in self.people})
        self.hidden.append({seat: everything - views[seat] for seat in self.people})
        self.hashes.append(match.state_hash())

    def after_move(self, match: Match) -> None:
        self.record(match)
        point, why = match.undo_point()
        if point is None:
            assert why, "a disabled undo says why"
            return
        self.offers += 1
        now = len(match.log)
        seat = match.deciders[point]
        assert match.decision is not None, "undo offered after the game ended"
        assert match.seats[seat].human
        for k in range(point, now):
            assert match.deciders[k] == seat or match.forced[k], f"undo crosses seat {match.deciders[k]}'s choice"
            assert match.epochs[k] == match.state.chance.epoch, "undo crosses a reveal"
        before, hidden = self.known[point][seat], self.hidden[point][seat]
        for k in range(point + 1, now + 1):
            leaked = (self.seen[k][seat] - before) & hidden
            assert not leaked, f"move {k}: undo to move {point} takes back what seat {seat} saw: {sorted(leaked)[:5]}"
        if self.offers > REAL_UNDOS:
            return
        # Undo for real, check the state, then play the same moves again.
        redo = match.log[point:]
        match.undo()
        assert len(match.log) == point and match.state_hash() == self.hashes[point]
        for choice in redo:
            match.play(choice)
        assert match.state_hash() == self.hashes[now]


def seats_for(players: int, seed: int) -> tuple[Seat, ...]:
    """People and computers mixed; at least one person."""
    return tuple(Seat(f"P{i}", None if i == 0 or (seed >> i) & 1 else "random") for i in range(players))


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [11, 12, 13])
def test_undo_never_shows_a_seat_what_it_saw_after_the_point_it_returns_to(game_id, seed):
    game = engine.get(game_id)
    dice = Chance(seed)
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    seats = seats_for(players, seed)
    watcher: UndoWatcher | None = None

    def after(match: Match) -> None:
        nonlocal watcher
        if watcher is None:
            watcher = UndoWatcher(Match(game_id, seats, match.variants, seed))
        watcher.after_move(match)

    match = play_out(game_id, seats, random_options(game, players, dice), seed, after_move=after)
    assert match.over
    assert match.undo_point()[0] is None and "over" in match.undo_point()[1]
    assert watcher is not None and watcher.offers > 0, "no undo was ever offered: the test saw nothing"
