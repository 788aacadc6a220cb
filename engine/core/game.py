"""What a game is, to the game-agnostic core.

A game package builds a `Game` (metadata, variants, a state factory and bot
hints) and registers it.  Its state object follows `GameState`: one pending
decision, `apply`, views for hidden information, a result once over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .decision import Decision
from .errors import OptionsError
from .rng import Chance

MAX_NAME = 24
BOT_KINDS = ("random", "greedy")


@dataclass(frozen=True, slots=True)
class Seat:
    """A player seat: a display name and who plays it (None = a human)."""

    name: str
    bot: str | None = None

    @property
    def human(self) -> bool:
        return self.bot is None


@dataclass(frozen=True, slots=True)
class Variant:
    """A game option shown on the new-game screen.

    `choices` lists the allowed values (first one listed need not be the
    default); booleans use (False, True).
    """

    key: str
    label: str
    default: Any
    choices: tuple[Any, ...]
    help: str = ""
    players: tuple[int, int] | None = None  # only offered for this player range
    labels: tuple[str, ...] = ()  # display names for `choices`, same order (optional)

    def label_for(self, choice: Any) -> str:
        """How the new-game screen names a choice."""
        for i, allowed in enumerate(self.choices):
            if type(allowed) is type(choice) and allowed == choice and i < len(self.labels):
                return self.labels[i]
        if isinstance(choice, bool):
            return "Yes" if choice else "No"
        return str(choice).replace("_", " ").capitalize() if isinstance(choice, str) else str(choice)

    def check(self, value: Any) -> Any:
        for allowed in self.choices:
            if type(allowed) is type(value) and allowed == value:
                return value
        raise OptionsError(f"option {self.key!r} cannot be {value!r}")


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game: a score per seat and the winning seats."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    summary: str = ""


class _RevealAll:
    """The viewer `state.view(REVEAL_ALL)` is asked for: everything, hidden or not.

    Only a finished game is viewed so (`Match.view_revealed`, `Match.position`): a
    replay of the whole game, every hand, face-down card and secret choice shown.
    Games answer with their ordinary view dict, its "viewer" left None.
    """

    __slots__ = ()

    def __repr__(self) -> str:
        return "REVEAL_ALL"


REVEAL_ALL: Any = _RevealAll()


class GameState(Protocol):
    """What the core needs from a game's state object (mutated in place)."""

    chance: Chance

    def decision(self) -> Decision | None: ...

    def apply(self, index: int, params: tuple[int, ...]) -> None: ...

    def view(self, player: int | None) -> dict[str, Any]: ...  # or REVEAL_ALL once the game is over

    def result(self) -> Result | None: ...

    def fingerprint(self) -> Any: ...

    def counts(self) -> dict[str, int]: ...

    def seat_label(self, seat: int) -> str: ...


@dataclass(frozen=True)
class Game:
    """Metadata plus the factories the core calls."""

    id: str
    title: str
    pitch: str
    min_players: int
    max_players: int
    new_state: Callable[[tuple[Seat, ...], dict[str, Any], Chance], GameState]
    variants: tuple[Variant, ...] = ()
    default_players: int = 2
    private_info: bool = True  # hot-seat needs hand-off screens
    bot_scores: Callable[[dict[str, Any], Decision], Sequence[float]] | None = None
    # One line on why the bot likes an option (shown with a hint); "" when it has none.
    bot_reason: Callable[[dict[str, Any], Decision, int], str] | None = None
    # The greedy bot's values for an option's params (a throw's aim, say), from its view only:
    # (view, decision, option index, the bot's own dice) -> one int per Param, each within
    # bounds; None falls back to uniform draws.  Unset: every Param is drawn uniformly.
    # The random bot and the hint never call it.
    bot_params: Callable[[dict[str, Any], Decision, int, Chance], tuple[int, ...] | None] | None = None
    rules_reference: str = ""  # short player-facing rules, plain HTML
    # Wall-clock seconds a game with these options allows, or None.  The app
    # runs the clock (stopped while the page is hidden) and, when it runs out,
    # plays the pending decision's system option `CLOCK_OPTION`.
    clock_seconds: Callable[[dict[str, Any]], float | None] | None = None
    extras: dict[str, Any] = field(default_factory=dict)
    # A decision whose very asking would tell something (an OOTS Screw This! window asks only
    # seats that can play): a computer's answer to it is played at once by the page, with no
    # pause and no frame of its own, and undo steps over it like a forced move.  None: never.
    quiet: Callable[[Any, Decision], bool] | None = None  # (state, decision)
    # How long a game usually lasts, in minutes (low, high), shown on the home page; None = unknown.
    minutes: tuple[int, int] | None = None
    # Bump when a rules change would replay old choice logs differently (a new
    # question, a changed option list).  Saves record the revision they were
    # played under and replay under it, so shared links never break; the game
    # reads it as `options[REVISION_KEY]` and keeps the old behaviour for old
    # revisions.  Revision 1 is every save made before revisions existed.
    revision: int = 1

    def normalize_options(
        self, seats: Sequence[Seat], variants: dict[str, Any] | None, *, lenient: bool = False
    ) -> dict[str, Any]:
        """Validate seats and variants, fill defaults; raises OptionsError.

        An option this player count does not offer (`Variant.players`) keeps its
        default; asking for another value is an error, except with `lenient` (a saved
        link, which may hold a value an older form sent: it loads and means the same).
        """
        if not self.min_players <= len(seats) <= self.max_players:
            raise OptionsError(f"{self.title} takes {self.min_players}-{self.max_players} players, not {len(seats)}")
        given = dict(variants or {})
        out: dict[str, Any] = {}
        for variant in self.variants:
            value = variant.check(given.pop(variant.key, variant.default))
            low, high = variant.players or (self.min_players, self.max_players)
            if not low <= len(seats) <= high:
                if value != variant.default and not lenient:
                    count = f"{low} player{'s' if low != 1 else ''}" if low == high else f"{low}-{high} players"
                    raise OptionsError(f"{variant.label} is only played with {count}.")
                value = variant.default
            out[variant.key] = value
        if given:
            raise OptionsError(f"unknown option {sorted(given)[0]!r}")
        return out


REVISION_KEY = "rules_revision"


def check_seats(raw: Any) -> tuple[Seat, ...]:
    """Seats from untrusted data: a list of [name, bot-or-None]."""
    if not isinstance(raw, (list, tuple)) or not raw or len(raw) > 8:
        raise OptionsError("the players list is missing or too long")
    seats = []
    for entry in raw:
        if not isinstance(entry, (list, tuple)) or len(entry) != 2:
            raise OptionsError("a player entry is damaged")
        name, bot = entry
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise OptionsError(f"player names must be 1-{MAX_NAME} characters")
        if bot is not None and bot not in BOT_KINDS:
            raise OptionsError(f"unknown computer player {bot!r}")
        seats.append(Seat(name.strip(), bot))
    return tuple(seats)
