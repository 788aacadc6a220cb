"""Game set-ups drawn at random: every option a game offers, at any player count.

Random playouts (the property tests, `bench.playouts`) must cover every value
of every option, mixed with the others, or a loop that one combination causes
goes unseen.  Some combinations are refused by the game itself (two players
on the same hero, a first player beyond the player count): those are drawn
again.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .errors import OptionsError
from .game import Game, Seat, Variant
from .rng import Chance

TRIES = 100


def allowed_variants(game: Game, players: int) -> list[Variant]:
    """The options the new-game form offers for this many players."""
    return [v for v in game.variants if v.players is None or v.players[0] <= players <= v.players[1]]


def accepts(game: Game, players: int, options: dict[str, Any]) -> bool:
    """Whether the game starts with these options (it checks more than each option alone)."""
    seats = tuple(Seat(f"P{i}") for i in range(players))
    try:
        game.new_state(seats, game.normalize_options(seats, options), Chance(0))
    except OptionsError:
        return False
    return True


def random_options(game: Game, players: int, dice: Chance, **fixed: Any) -> dict[str, Any]:
    """A random value for every option offered at this player count (`fixed` kept)."""
    for _ in range(TRIES):
        options = {v.key: dice.pick(v.choices) for v in allowed_variants(game, players)}
        options.update(fixed)
        if accepts(game, players, options):
            return options
    raise OptionsError(f"no set-up of {game.id} for {players} players accepts {fixed}")


def every_option_setup(game: Game, dice: Chance) -> Iterator[tuple[int, dict[str, Any]]]:
    """(players, options): every player count once, then every value of every option
    once, the other options drawn at random."""
    for players in range(game.min_players, game.max_players + 1):
        yield players, random_options(game, players, dice)
    for variant in game.variants:
        low, high = variant.players or (game.min_players, game.max_players)
        for value in variant.choices:
            counts = list(range(low, high + 1))
            dice.shuffle(counts)
            players = next((n for n in counts if _any_accepts(game, n, variant.key, value, dice)), None)
            if players is None:
                raise OptionsError(f"no player count of {game.id} accepts {variant.key}={value!r}")
            yield players, random_options(game, players, dice, **{variant.key: value})


def _any_accepts(game: Game, players: int, key: str, value: Any, dice: Chance) -> bool:
    try:
        random_options(game, players, dice, **{key: value})
    except OptionsError:
        return False
    return True
