"""The decision protocol: the one door every move goes through.

A live game has exactly one pending `Decision`: who decides, a prompt, and
the `Option`s.  The UI draws them (board targets carry `target`), bots pick
among them, saves store the chosen index, tests drive games by key.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple


@dataclass(frozen=True, slots=True)
class Param:
    """A bounded integer carried by an option (e.g. a throw's power 0..20)."""

    name: str
    low: int
    high: int
    label: str = ""

    def check(self, value: object) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and self.low <= value <= self.high


CLOCK_OPTION = "time_expired"  # the system option a game clock plays (see Game.clock_seconds)


class Option(NamedTuple):
    """One thing the deciding player may do now.

    A NamedTuple rather than a frozen dataclass: games build dozens per
    decision and tuple construction is several times cheaper.

    `key` is stable across versions (tests and board clicks use it);
    `target` names the board element the option is drawn on, if any;
    `group` lets the decision bar cluster buttons ("Move", "Spells", ...);
    `system` options are played by the app itself (e.g. a game clock running
    out), never drawn as buttons and never chosen by bots.
    """

    key: str
    label: str
    target: str | None = None
    group: str = ""
    params: tuple[Param, ...] = ()
    system: bool = False


@dataclass(frozen=True, slots=True)
class Decision:
    """The pending choice.  `notes` explain what is *not* allowed and why."""

    player: int
    prompt: str
    options: tuple[Option, ...]
    notes: tuple[str, ...] = ()
    _index: dict[str, int] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.options:
            raise ValueError("a decision needs at least one option")

    def _keys_index(self) -> dict[str, int]:
        # Built on first use: bots pick by index and never need it.
        if not self._index:
            for i, option in enumerate(self.options):
                if option.key in self._index:
                    raise ValueError(f"duplicate option key {option.key!r}")
                self._index[option.key] = i
        return self._index

    def index(self, key: str) -> int:
        """Index of the option with `key`; KeyError when not offered."""
        return self._keys_index()[key]

    def keys(self) -> list[str]:
        return [option.key for option in self.options]

    def has(self, key: str) -> bool:
        return key in self._keys_index()


@dataclass(frozen=True, slots=True)
class Choice:
    """What was chosen: an option index and its parameter values."""

    index: int
    params: tuple[int, ...] = ()

    def to_wire(self) -> int | list[int]:
        return self.index if not self.params else [self.index, *self.params]
