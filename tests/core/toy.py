"""A tiny game for testing the core alone: take 1-3 stones, last stone wins.

It has one die roll per turn (a bonus stone may vanish) so that undo
barriers and determinism can be tested without any real game's rules.
"""

from __future__ import annotations

from typing import Any

from engine import Decision, Game, Option, Param, Result, Seat, Variant
from engine.core.registry import register
from engine.core.rng import Chance


class ToyState:
    def __init__(self, seats: tuple[Seat, ...], options: dict[str, Any], chance: Chance) -> None:
        self.chance = chance
        self.players = len(seats)
        self.stones = options["stones"]
        self.turn = 0
        self.winner: int | None = None
        self.log: list[dict] = []

    def decision(self) -> Decision | None:
        if self.winner is not None:
            return None
        options = [Option(f"take:{n}", f"Take {n}") for n in (1, 2, 3) if n <= self.stones]
        options.append(Option("roll", "Roll: a 6 removes a stone"))
        options.append(Option("aim", "Aim", params=(Param("power", 0, 5),)))
        return Decision(self.turn, f"Player {self.turn + 1}", tuple(options))

    def apply(self, index: int, params: tuple[int, ...]) -> None:
        key = self.decision().options[index].key
        if key == "roll":
            if self.chance.d6() == 6:
                self.stones -= 1
        elif key == "aim":
            self.log.append({"text": f"aim {params[0]}", "dice": []})
        else:
            self.stones -= int(key.split(":")[1])
        if self.stones <= 0:
            self.winner = self.turn
        self.turn = (self.turn + 1) % self.players

    def view(self, player: int | None) -> dict[str, Any]:
        return {"stones": self.stones, "log": self.log, "over": self.winner is not None}

    def result(self) -> Result | None:
        if self.winner is None:
            return None
        return Result(tuple(1.0 if i == self.winner else 0.0 for i in range(self.players)), (self.winner,))

    def fingerprint(self) -> Any:
        return (self.stones, self.turn, self.winner, self.chance.fingerprint())

    def counts(self) -> dict[str, int]:
        return {}

    def seat_label(self, seat: int) -> str:
        return f"seat{seat}"


TOY = register(
    Game(
        id="toy",
        title="Toy",
        pitch="Take stones.",
        min_players=1,
        max_players=3,
        new_state=ToyState,
        variants=(Variant("stones", "Stones", 10, (5, 10, 20)),),
        private_info=False,
    )
)
