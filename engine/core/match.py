"""A match: one game being played, as setup + the log of choices.

The state is always the replay of (game, seats, options, seed, log); the
match keeps the live state beside the log so play is fast, and rebuilds it
by replay for undo and loading.  Nothing is ever trusted from a save string
but the choices, and each choice is checked against the decision it answers.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from . import registry
from .decision import Choice, Decision
from .errors import IllegalChoice, OptionsError, SaveError
from .game import REVISION_KEY, Game, GameState, Result, Seat
from .rng import Chance

MAX_MOVES = 50_000


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
    ) -> None:
        self.game = registry.get(game) if isinstance(game, str) else game
        self.seats = tuple(seats)
        self.variants = self.game.normalize_options(self.seats, variants)
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
        self.last_option_was_system = False
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
        return hashlib.sha256(repr(self.state.fingerprint()).encode()).hexdigest()

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
        self.last_option_was_system = option.system
        self.epochs.append(self.state.chance.epoch)
        self.deciders.append(decision.player)
        self.log.append(Choice(index, params))
        self.state.apply(index, params)

    # -- undo ----------------------------------------------------------
    def undo_point(self) -> tuple[int | None, str]:
        """Where undo would rewind to, or None and the reason it cannot."""
        last_human = None
        for i in range(len(self.log) - 1, -1, -1):
            if self.seats[self.deciders[i]].human:
                last_human = i
                break
        if last_human is None:
            return None, "Nothing to undo yet."
        if self.last_option_was_system:
            return None, "Can't undo: the game clock ran out."
        if self.epochs[last_human] != self.state.chance.epoch:
            return None, "Can't undo: dice were rolled or cards revealed since your last choice."
        return last_human, ""

    def undo(self) -> None:
        point, why = self.undo_point()
        if point is None:
            raise IllegalChoice(why)
        self._rebuild(self.log[:point])

    def _rebuild(self, log: Sequence[Choice]) -> None:
        fresh = Match(self.game, self.seats, self.variants, self.seed, revision=self.revision)
        for n, choice in enumerate(log, 1):
            try:
                fresh.play(choice)
            except IllegalChoice as exc:
                raise SaveError(f"Move {n} of this game is not legal ({exc}).") from None
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
        match = cls(game, seats, variants, seed, revision=revision)
        if len(log) > MAX_MOVES:
            raise SaveError("This save has too many moves.")
        match._rebuild(log)
        return match
