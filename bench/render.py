"""View speed: how long each game's board and panels take to render in CPython.

    python -m bench.render [--games 5] [--game dungeonquest ...]

Plays greedy bot games and renders, after every decision, what the deciding
seat would see (board with its targets, panels, log), timing each render.
The browser is several times slower than CPython (see bench.browser's
click-to-redraw), so this is the budget the views themselves take.
Prints one JSON line per game; no assertions.
"""

from __future__ import annotations

import argparse
import json
import time

import engine
from engine import Chance, Match, Seat, bot_choose
from engine.core.match import derive_seed
from web.views import play, renderer


def run(game_id: str, games: int) -> dict:
    game = engine.get(game_id)
    views = renderer(game_id)
    times: list[float] = []
    largest = 0
    for i in range(games):
        seed = derive_seed(f"render/{i}")
        match = Match(game_id, tuple(Seat(f"B{k}", "greedy") for k in range(game.max_players)), {}, seed)
        dice = Chance(seed)
        while match.decision is not None:
            decision = match.decision
            view = match.view(decision.player)
            t0 = time.perf_counter()
            board = views.render_board(view, decision)
            views.render_panels(view)
            play.render_log(view)
            times.append(time.perf_counter() - t0)
            largest = max(largest, len(board))
            match.play(bot_choose("greedy", game, match.state, decision, dice))
    times.sort()

    def ms(q: float) -> float:
        return round(1000 * times[int(q * (len(times) - 1))], 3)

    return {
        "game": game_id,
        "games": games,
        "renders": len(times),
        "ms_p50": ms(0.5),
        "ms_p95": ms(0.95),
        "ms_max": ms(1.0),
        "largest_board_chars": largest,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--game", action="append")
    args = parser.parse_args()
    for game_id in args.game or [g.id for g in engine.all_games()]:
        print(json.dumps(run(game_id, args.games)), flush=True)


if __name__ == "__main__":
    main()
