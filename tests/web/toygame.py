"""A tiny game used to test the web layer without depending on a real game.

"Toy Race": each turn a player aims (1 or 2 dice, no reveal: undoable),
then rolls and moves; first past the finish line wins.  Every seat has a
secret number (private information: hot-seat hand-off applies).  Names are
echoed into the log and panels so escaping is exercised.
"""

from __future__ import annotations

from typing import Any

from engine import Chance, Decision, Game, Option, Result, Seat, Variant

# Names a player could type that must never become markup.
HOSTILE = ("<img src=x onerror=f()>", "\"'&<>", "</svg><script>x</script>")


class ToyState:
    def __init__(self, seats: tuple[Seat, ...], variants: dict[str, Any], chance: Chance) -> None:
        self.seats = seats
        self.chance = chance
        self.target = variants["target"]
        self.pos = [0] * len(seats)
        self.secret = [chance.d6() for _ in seats]
        self.turn = 0
        self.aim = 0
        self.log: list[dict[str, Any]] = [{"text": "The race begins.", "dice": []}]

    def decision(self) -> Decision | None:
        if max(self.pos) >= self.target:
            return None
        name = self.seats[self.turn].name
        if not self.aim:
            return Decision(
                self.turn,
                f"{name}: how far do you aim?",
                (
                    Option("aim:1", "Aim short (1 die)", group="Aim"),
                    Option("aim:2", "Aim long (2 dice)", group="Aim"),
                    Option("pass", "Pass"),
                ),
                notes=("Aim far (3 dice): only with a Boost card.",),
            )
        return Decision(
            self.turn,
            f"{name}: roll {self.aim} {'die' if self.aim == 1 else 'dice'}",
            (Option("roll", "Roll", target=f"p{self.turn}"), Option("back", "Change aim")),
        )

    def apply(self, index: int, params: tuple[int, ...]) -> None:
        decision = self.decision()
        assert decision is not None
        key = decision.options[index].key
        name = self.seats[self.turn].name
        if key.startswith("aim:"):
            self.aim = int(key[4:])
            self.log.append({"text": f"{name} aims {self.aim}.", "dice": []})
            return
        if key == "back":
            self.aim = 0
            return
        if key == "roll":
            faces = list(self.chance.roll(self.aim))
            self.pos[self.turn] += sum(faces)
            self.log.append({"text": f"{name} rolls and moves to {self.pos[self.turn]}.", "dice": faces})
        else:
            self.log.append({"text": f"{name} passes.", "dice": []})
        self.aim = 0
        self.turn = (self.turn + 1) % len(self.seats)

    def view(self, player: int | None) -> dict[str, Any]:
        return {
            "log": [dict(entry) for entry in self.log],
            "over": self.decision() is None,
            "players": [
                {"name": seat.name, "position": self.pos[i], "secret": self.secret[i] if player == i else "hidden"}
                for i, seat in enumerate(self.seats)
            ],
        }

    def result(self) -> Result | None:
        if self.decision() is not None:
            return None
        best = max(self.pos)
        return Result(
            tuple(float(p) for p in self.pos),
            tuple(i for i, p in enumerate(self.pos) if p == best),
            "First past the line.",
        )

    def fingerprint(self) -> Any:
        return (tuple(self.pos), tuple(self.secret), self.turn, self.aim, len(self.log), self.chance.fingerprint())

    def counts(self) -> dict[str, int]:
        return {"players": len(self.seats)}

    def seat_label(self, seat: int) -> str:
        return f"seat{seat}"


def _scores(view: dict[str, Any], decision: Decision) -> list[float]:
    return [2.0 if o.key in ("aim:2", "roll") else 1.0 if o.key == "aim:1" else 0.0 for o in decision.options]


def make_game(game_id: str = "toyrace", title: str = "Toy Race") -> Game:
    return Game(
        id=game_id,
        title=title,
        pitch="Roll to the finish line first.",
        min_players=1,
        max_players=4,
        new_state=ToyState,
        variants=(
            Variant("target", "Finish line", 30, (20, 30, 50), help="How far the race goes."),
            Variant("solo", "Solo challenge", False, (False, True), players=(1, 1)),
        ),
        default_players=2,
        private_info=True,
        bot_scores=_scores,
        rules_reference="<p>Aim, then roll. First to the line wins.</p>",
    )
