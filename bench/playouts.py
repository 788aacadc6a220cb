"""Random playouts and fuzzed links at scale: does every game end, and every bad link fail clearly?

For each game: `--games` computer-only games over every player count and
random options (every option is drawn), reporting how many ended, errors,
and the game length (mean, p99, longest) against the move cap.  Then
`--links` fuzzed and hostile links (real saves cut, flipped, spliced, plus
random bytes) decoded with the C msgpack or, under MSGPACK_PUREPYTHON=1, the
pure-Python one the browser uses: every failure must be the clear `SaveError`.

    python -m bench.playouts [--games 2000] [--links 100000] [--jobs 2] [--game dungeon] [--bot random]
    MSGPACK_PUREPYTHON=1 python -m bench.playouts --games 50 --links 100000
"""

from __future__ import annotations

import argparse
import base64
import json
import statistics
import time
import zlib
from concurrent.futures import ProcessPoolExecutor

import msgpack

import engine
from engine import Chance, Match, Seat, bot_choose
from engine.core.match import MAX_MOVES
from engine.core.setups import random_options


def one_game(args: tuple[str, int, str]) -> tuple[int, bool, str, str]:
    """(decisions, ended, error, save) of one computer-only game."""
    game_id, seed, bot = args
    game = engine.get(game_id)
    dice = Chance(seed)
    players = game.min_players + dice.below(game.max_players - game.min_players + 1)
    options = random_options(game, players, dice)
    match = Match(game_id, tuple(Seat(f"P{i}", bot) for i in range(players)), options, seed)
    try:
        while match.decision is not None and len(match.log) < MAX_MOVES:
            match.play(bot_choose(bot, match.game, match.state, match.decision, dice))
    except Exception as exc:  # a bench reports, it does not stop
        return len(match.log), False, f"{type(exc).__name__}: {exc}"[:200], ""
    return len(match.log), match.over, "", match.save() if seed % 50 == 0 else ""


def games_report(game_id: str, games: int, bot: str, jobs: int) -> tuple[dict, list[str]]:
    started = time.perf_counter()
    work = [(game_id, 10_000 + i, bot) for i in range(games)]
    with ProcessPoolExecutor(jobs) as pool:
        results = list(pool.map(one_game, work, chunksize=8))
    lengths = sorted(n for n, _, _, _ in results)
    errors = sorted({e for _, _, e, _ in results if e})
    report = {
        "game": game_id,
        "bot": bot,
        "games": games,
        "ended": sum(1 for _, ended, _, _ in results if ended),
        "errors": len([1 for _, _, e, _ in results if e]),
        "first_errors": errors[:3],
        "decisions_mean": round(statistics.mean(lengths)),
        "decisions_p99": lengths[int(0.99 * (len(lengths) - 1))],
        "decisions_max": lengths[-1],
        "move_cap": MAX_MOVES,
        "seconds": round(time.perf_counter() - started, 1),
    }
    return report, [save for _, _, _, save in results if save]


def damaged(text: str, dice: Chance) -> str:
    """One fuzzed or hostile version of a save string."""
    kind = dice.below(6)
    if kind == 0:  # cut short
        return text[: dice.below(len(text))]
    if kind == 1:  # one character changed
        i = dice.below(len(text))
        return text[:i] + dice.pick("AZaz09-_.") + text[i + 1 :]
    if kind == 2:  # a piece repeated
        i, j = sorted((dice.below(len(text)), dice.below(len(text))))
        return text + text[i:j]
    if kind == 3:  # random bytes, well encoded
        raw = bytes(dice.below(256) for _ in range(dice.below(300)))
        return "1." + base64.urlsafe_b64encode(raw).decode().rstrip("=")
    if kind == 4:  # a deflated bomb: one move repeated past the cap (a short link, a huge log)
        moves = [0] * (MAX_MOVES + 1 + dice.below(2 * MAX_MOVES))
        payload = msgpack.packb([1, "dungeon", {"seats": [["A", None]], "variants": {}}, 1, moves])
        deflater = zlib.compressobj(9, zlib.DEFLATED, -15)
        packed = deflater.compress(payload) + deflater.flush()
        return "1." + base64.urlsafe_b64encode(packed).decode().rstrip("=")
    i = dice.below(len(text))  # one bit flipped inside the deflated body
    body = bytearray(base64.urlsafe_b64decode(text[2:] + "=" * (-len(text[2:]) % 4)))
    if body:
        body[i % len(body)] ^= 1 << dice.below(8)
    return "1." + base64.urlsafe_b64encode(bytes(body)).decode().rstrip("=")


def links_report(saves: list[str], links: int) -> dict:
    dice = Chance(7)
    outcomes = {"loaded": 0, "clear_error": 0, "other_error": 0}
    slowest = 0.0
    others: list[str] = []
    for _ in range(links):
        text = damaged(dice.pick(saves), dice)
        t0 = time.perf_counter()
        try:
            engine.load_save(text)
            outcomes["loaded"] += 1
        except engine.SaveError:
            outcomes["clear_error"] += 1
        except Exception as exc:
            outcomes["other_error"] += 1
            others.append(f"{type(exc).__name__}: {exc}"[:120])
        slowest = max(slowest, time.perf_counter() - t0)
    msgpack_kind = "pure Python" if msgpack.Unpacker.__module__ == "msgpack.fallback" else "C"
    report = {"links": links, "msgpack": msgpack_kind, **outcomes, "slowest_ms": round(1000 * slowest, 1)}
    return report | {"first_other_errors": others[:3]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--links", type=int, default=10_000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--bot", choices=engine.BOT_KINDS, default="random")
    parser.add_argument("--game", action="append", help="a game id (default: every game)")
    args = parser.parse_args()
    saves: list[str] = []
    for game_id in args.game or [g.id for g in engine.all_games()]:
        report, some_saves = games_report(game_id, args.games, args.bot, args.jobs)
        saves += some_saves
        print(json.dumps(report), flush=True)
    if args.links and saves:
        print(json.dumps(links_report(saves, args.links)), flush=True)


if __name__ == "__main__":
    main()
