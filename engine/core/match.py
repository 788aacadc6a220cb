"""A match: one game being played, as setup + the log of choices.

The state is always the replay of (game, seats, options, seed, log); the
match keeps the live state beside the log so play is fast, and rebuilds it
by replay for undo and loading.  Nothing is ever trusted from a save string
but the choices, and each choice is checked against the decision it answers.
"""

from __future__ import annotations

import hashlib
import pickle
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import registry
from .decision import Choice, Decision
from .errors import IllegalChoice, OptionsError, SaveError
from .game import REVEAL_ALL, REVISION_KEY, Game, GameState, Result, Seat
from .rng import Chance

# The longest game a save may hold.  Random playouts of every game and option
# end far below it (the longest seen: ~14,000 decisions); a link claiming more
# is not a real game.  Loading replays every move, so the cap also bounds the
# work a hostile link can ask of the page (which replays in slices: `Replay`).
MAX_MOVES = 20_000
CHECKPOINT_EVERY = 64  # moves between the state copies undo restarts from (taken at people's choices)
CHECKPOINTS_KEPT = 4  # undo never goes back further than one seat's run of moves
REPLAY_STOP_EVERY = 32  # a finished game's replay keeps a state copy every so many moves
NOT_OVER = "The game is still being played: it can be replayed move by move once it is over."


@dataclass(frozen=True)
class Position:
    """One position of a finished game's replay, everything revealed.

    `moves` choices have been played (0 = the set-up, `total` = the end);
    `decision` is the one then pending (None at the end) and `chosen` the
    index of the option its decider took (None at the end).
    """

    moves: int
    total: int
    view: dict[str, Any]
    decision: Decision | None
    chosen: int | None
    result: Result | None
    state_hash: str


def derive_seed(text: str | int) -> int:
    """A 63-bit seed from what a player typed (a number or any text)."""
    if isinstance(text, int) and 0 <= text < 2**63:
        return text
    digest = hashlib.sha256(str(text).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


class Match:
    """Setup, choice log and live state of one game."""

    def __init__(
        self,
        game: Game | str,
        seats: Sequence[Seat],
        variants: dict[str, Any] | None = None,
        seed: int = 0,
        *,
        chance: Chance | None = None,
        revision: int | None = None,
        from_save: bool = False,
    ) -> None:
        self.game = registry.get(game) if isinstance(game, str) else game
        self.seats = tuple(seats)
        # A saved link is read leniently: an option its player count does not offer
        # keeps its default instead of refusing the link (see Game.normalize_options).
        self.variants = self.game.normalize_options(self.seats, variants, lenient=from_save)
        self.revision = self.game.revision if revision is None else revision
        if not isinstance(self.revision, int) or isinstance(self.revision, bool) or self.revision < 1:
            raise OptionsError("the rules revision must be a whole number from 1")
        if self.revision > self.game.revision:
            raise OptionsError(
                f"This game was saved by a newer version of {self.game.title}: reload the page to update Delve."
            )
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
            raise OptionsError("the seed must be a whole number from 0 to 2^63-1")
        self.seed = seed
        self.log: list[Choice] = []
        self.deciders: list[int] = []  # who made each logged choice
        self.epochs: list[int] = []  # chance epoch before each logged choice
        self.forced: list[bool] = []  # the choice had no alternative (it told nobody anything)
        self.systems: list[bool] = []  # the app played it (a game clock), not a player
        self.checkpoints: list[tuple[int, bytes]] = []  # (moves played, pickled state), oldest first
        options = dict(self.variants)
        if self.revision > 1:  # absent means 1: states of older saves stay byte-identical
            options[REVISION_KEY] = self.revision
        self.state: GameState = self.game.new_state(self.seats, options, chance or Chance(seed))

    # -- reading -------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        return self.state.decision()

    @property
    def over(self) -> bool:
        return self.state.decision() is None

    def result(self) -> Result | None:
        return self.state.result()

    def view(self, player: int | None) -> dict[str, Any]:
        return self.state.view(player)

    def state_hash(self) -> str:
        return _hash(self.state)

    # -- the replay of a finished game ------------------------------------
    def view_revealed(self) -> dict[str, Any]:
        """Everything, hidden or not (`REVEAL_ALL`): only once the game is over."""
        if not self.over:
            raise IllegalChoice(NOT_OVER)
        return self.state.view(REVEAL_ALL)

    def position(self, moves: int) -> Position:
        """The finished game after `moves` of its choices, everything revealed.

        Positions are rebuilt by replay from the nearest state copy at or before
        `moves` (kept every REPLAY_STOP_EVERY moves as they are first reached), so
        stepping back or forward costs a few moves of play, never the whole game.
        IllegalChoice while the game runs (no seat may see what it has not seen).
        """
        if not self.over:
            raise IllegalChoice(NOT_OVER)
        total = len(self.log)
        if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= total:
            raise IllegalChoice(f"this game has moves 0 to {total}, not {moves!r}")
        if moves == total:
            state = self.state
        else:
            stops: dict[int, bytes] = self.__dict__.setdefault("_replay_stops", {})
            if not stops:
                fresh = Match(self.game, self.seats, self.variants, self.seed, revision=self.revision)
                stops[0] = pickle.dumps(fresh.state, pickle.HIGHEST_PROTOCOL)
                stops.update(self.checkpoints)  # undo's copies near the end: the first step back is short
            start = max(n for n in stops if n <= moves)
            state = pickle.loads(stops[start])
            for n in range(start, moves):
                choice = self.log[n]
                state.apply(choice.index, choice.params)
                if (n + 1) % REPLAY_STOP_EVERY == 0 and n + 1 not in stops:
                    stops[n + 1] = pickle.dumps(state, pickle.HIGHEST_PROTOCOL)
        return Position(
            moves=moves,
            total=total,
            view=state.view(REVEAL_ALL),
            decision=state.decision(),
            chosen=self.log[moves].index if moves < total else None,
            result=state.result(),
            state_hash=_hash(state),
        )

    # -- playing -------------------------------------------------------
    def play(self, choice: str | int | Choice, params: Sequence[int] = ()) -> None:
        """Play an option by key, index or Choice; IllegalChoice if not offered."""
        decision = self.state.decision()
        if decision is None:
            raise IllegalChoice("the game is over")
        if isinstance(choice, Choice):
            index, params = choice.index, choice.params
        elif isinstance(choice, str):
            if not decision.has(choice):
                raise IllegalChoice(f"{choice!r} is not possible now")
            index = decision.index(choice)
        else:
            index = choice
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(decision.options):
            raise IllegalChoice(f"choice {index!r} is not one of the {len(decision.options)} options")
        option = decision.options[index]
        params = tuple(params)
        if len(params) != len(option.params) or not all(p.check(v) for p, v in zip(option.params, params, strict=True)):
            raise IllegalChoice(f"bad values for {option.label!r}")
        if len(self.log) >= MAX_MOVES:
            raise IllegalChoice("this game has reached the longest a game may be")
        if self.seats[decision.player].human and (
            not self.checkpoints or len(self.log) - self.checkpoints[-1][0] >= CHECKPOINT_EVERY
        ):
            self._checkpoint()  # undo starts from here instead of replaying the whole game
        self.systems.append(option.system)
        self.epochs.append(self.state.chance.epoch)
        self.deciders.append(decision.player)
        quiet = self.game.quiet is not None and self.game.quiet(self.state, decision)  # a computer's secret answer
        self.forced.append(len(decision.options) == 1 and not option.params or quiet)
        self.log.append(Choice(index, params))
        self.state.apply(index, params)

    # -- undo ----------------------------------------------------------
    def undo_point(self) -> tuple[int | None, str]:
        """Where undo would rewind to (the last choice, by a person), or None and why not.

        Undo must never let a seat learn something and take it back.  So it
        never crosses the end of the game, a reveal (a die, a shuffle, a card
        turned up: the chance epoch), or another seat's choice, which may have
        been secret or may show what that seat would do (a choice with no
        alternative tells nothing and is stepped over).
        """
        if self.state.decision() is None:
            return None, "The game is over: its moves can no longer be taken back."
        last = len(self.log) - 1
        while last >= 0 and self.forced[last] and not self.seats[self.deciders[last]].human:
            last -= 1
        if last < 0:
            return None, "Nothing to undo yet."
        if self.systems[last]:
            return None, "Can't undo: the game clock ran out."
        decider = self.deciders[last]
        if not self.seats[decider].human:
            return None, f"Can't undo: {self.seats[decider].name} has played since your last choice."
        now = self.state.decision().player
        if self.game.private_info and now != decider and self.seats[now].human:
            # At one screen, the next person may be holding the device: only the seat
            # that chose takes its choice back, before handing over.
            return None, f"Can't undo: {self.seats[now].name} is to play now."
        if self.epochs[last] != self.state.chance.epoch:
            return None, "Can't undo: dice were rolled or cards revealed since that choice."
        return last, ""

    def undo(self) -> None:
        point, why = self.undo_point()
        if point is None:
            raise IllegalChoice(why)
        self._rewind(point)

    def _checkpoint(self) -> None:
        self.checkpoints.append((len(self.log), pickle.dumps(self.state, pickle.HIGHEST_PROTOCOL)))
        del self.checkpoints[:-CHECKPOINTS_KEPT]

    def _rewind(self, moves: int) -> None:
        """Back to the state after `moves` choices: from the nearest copy, else by replay."""
        usable = [(n, blob) for n, blob in self.checkpoints if n <= moves]
        if not usable:
            self._rebuild(self.log[:moves])
            return
        n, blob = usable[-1]
        later = self.log[n:moves]
        self.state = pickle.loads(blob)
        self.checkpoints = [c for c in self.checkpoints if c[0] <= n]
        for name in ("log", "deciders", "epochs", "forced", "systems"):
            del getattr(self, name)[n:]
        for choice in later:
            self.play(choice)

    def _rebuild(self, log: Sequence[Choice]) -> None:
        fresh = Match(self.game, self.seats, self.variants, self.seed, revision=self.revision)
        Replay(fresh, log).run()
        self.__dict__.update(fresh.__dict__)

    # -- saving --------------------------------------------------------
    def save(self) -> str:
        from .codec import encode

        return encode(self)

    @classmethod
    def load(cls, text: str) -> Match:
        from .codec import decode

        return decode(text)

    @classmethod
    def replay(
        cls,
        game: str,
        seats: Sequence[Seat],
        variants: dict[str, Any],
        seed: int,
        log: Sequence[Choice],
        revision: int | None = None,
    ) -> Match:
        """Rebuild a match from its parts; SaveError names the first bad move."""
        replay = Replay(cls(game, seats, variants, seed, revision=revision), log)
        replay.run()
        return replay.match


def _hash(state: GameState) -> str:
    return hashlib.sha256(repr(state.fingerprint()).encode()).hexdigest()


class Replay:
    """A match being rebuilt from its choices a slice at a time.

    Loading a link replays every move; a long game takes seconds in the
    browser, so the page runs a few hundred moves, lets the browser paint its
    progress, and goes on (`run(budget)`).  Each choice is checked as it is
    played; a bad one is a `SaveError` naming the move.
    """

    def __init__(self, match: Match, log: Sequence[Choice]) -> None:
        if len(log) > MAX_MOVES:
            raise SaveError("This save has more moves than any game can have.")
        self.match = match
        self.log = list(log)
        self.done = 0

    @property
    def total(self) -> int:
        return len(self.log)

    def run(self, budget: int | None = None) -> bool:
        """Replay up to `budget` more moves (all when None); True once every move is in."""
        end = self.total if budget is None else min(self.total, self.done + budget)
        play = self.match.play
        while self.done < end:
            try:
                play(self.log[self.done])
            except IllegalChoice as exc:
                raise SaveError(f"Move {self.done + 1} of this game is not legal ({exc}).") from None
            self.done += 1
        return self.done == self.total
