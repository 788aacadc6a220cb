"""Balance tables from computer self-play: `python -m bench.balance oots --games N --players 2 4 6`.

Issue 14's numbers: per character, the share of the games it played that it won (no
character should win more than 1.5x as often as another); whether the game reached its
ending (Xykon defeated, the dungeon collapsed, all but one out); the median game length
in turns and in minutes of computer play at the page's normal pace; who defeated Xykon.

Per character it also gives the mean Bragging Points by source (R-OOTS-366..369) and, read
from the public log, battles won-drawn-lost against Monsters of the regular floors, Xykon Deck
Monsters, Xykon the Lich and players, how often it fled, was paid for help and bought help, and
how soon it reached the Lair and what it brought to its battles against Xykon the Lich (`lich_lines`):
what a table needs to see why a character wins or loses.  Whether Screw This! and assistance matter
(issue 15) is `python -m bench.oots_features` (full computers against ones without them).

This module is the game's balance hook (see bench/balance/__init__.py): the runner
plays the games (in parallel, resumably) and hands each finished game's `record` to
`summarise`.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter
from typing import Any

from ...core.match import Match, derive_seed
from .scoring import breakdown

PLAYERS = [2, 4, 6]
RECORD_VERSION = 3
# Seconds the page waits before each computer move at normal speed (web/pace.py PAUSE[False]);
# a computer-only game lasts about this long per decision on the screen.
PAGE_PAUSE = 0.8


def game_seed(base: int, players: int, options: dict[str, Any], index: int) -> int:
    """Each player count deals its own games."""
    return derive_seed(f"oots/{base}/{players}/{index}")


def record(match: Match) -> dict[str, Any]:
    """One finished (or capped) game: characters by seat, winners, Xykon, length."""
    state = match.state
    result = match.result()
    return {
        "characters": [p.character for p in state.players],
        "winners": list(result.winners) if result else [],
        "over": bool(state.over),
        "xykon": state.xykon_victor,
        "turns": state.turn_no,
        "decisions": len(match.log),
        "points": [breakdown(state, seat) for seat in range(state.seats)],
        "story": story(state),
    }


SOURCES = ("drool", "shticks", "exit", "xykon")
ROLL = re.compile(r"^(.+?) rolls (\d+): (\d+) against (.+?)'s? \d+ — (win|draw|loss)\.$")
HELPS = re.compile(r"^(.+?) helps (.+?) \(\+(\d+)\)\.$")
TURN = re.compile(r"^— .+ turn —$")
CROSS = re.compile(r"^(.+?) double-crosses (.+?)!$")
DUEL = re.compile(r"^(.+?) \d+ against (.+?) \d+: (win|draw|loss)\.$")
PAID = re.compile(r"^(.+?) pays (.+?) (.+)\.$")
KINDS = ("dungeon", "lair", "lich", "player")


def story(state: Any) -> list[dict[str, Any]]:
    """Per seat, from the game's public log: battles won/drawn/lost by foe kind (Monsters of the
    regular floors, Xykon Deck Monsters, Xykon the Lich, players), times it fled, help it was paid
    for (count, Drool Factor to it) and help it asked for and got; the turn of its first battle in
    the Lair (-1: none) and, summed over its battles against Xykon the Lich, what it brought (the
    value it rolled less the die and the help) and the help it got: a character that wins more
    against the Lich shows here whether its shticks or its friends did it."""
    cs = state.cs
    seat_of = {cs.characters[p.character].name: i for i, p in enumerate(state.players)}
    lich = cs.xykon[cs.lich].name if cs.lich else "Xykon the Lich"
    xykon_names = {c.name for c in cs.xykon.values()}
    loot_by_name = {c.name: c for c in cs.loot.values()}
    out: list[dict[str, Any]] = [
        {
            "battles": {k: [0, 0, 0] for k in KINDS},
            "fled": 0,
            "paid": 0,
            "paid_df": 0,
            "bought": 0,
            "lair_turn": -1,
            "lich_own": 0,
            "lich_help": 0,
        }
        for _ in state.players
    ]
    slot = {"win": 0, "draw": 1, "loss": 2}
    turn, helps = 0, {}  # helper -> (helped, bonus) in the battle being fought
    for line in state.log:
        if TURN.match(line):
            turn, helps = turn + 1, {}
            continue
        m = HELPS.match(line)
        if m:
            helps[m.group(1)] = (m.group(2), int(m.group(3)))
            continue
        m = CROSS.match(line)
        if m:  # a Double Cross moves that help to the Monster's side (R-OOTS-379)
            helps.pop(m.group(1), None)
            continue
        m = ROLL.match(line)
        if m and m.group(1) in seat_of:
            foe, me = m.group(4), out[seat_of[m.group(1)]]
            kind = "lich" if foe == lich else "lair" if foe in xykon_names else "dungeon"
            me["battles"][kind][slot[m.group(5)]] += 1
            if kind != "dungeon" and me["lair_turn"] < 0:
                me["lair_turn"] = turn
            helped = sum(n for who, n in helps.values() if who == m.group(1))
            if kind == "lich":  # what the fighter brought: the value less the die and the help
                me["lich_own"] += int(m.group(3)) - int(m.group(2)) - helped
                me["lich_help"] += helped
            helps = {k: v for k, v in helps.items() if v[0] != m.group(1)}
            continue
        m = DUEL.match(line)
        if m and m.group(1) in seat_of and m.group(2) in seat_of:
            out[seat_of[m.group(1)]]["battles"]["player"][slot[m.group(3)]] += 1
            back = {"win": 2, "draw": 1, "loss": 0}[m.group(3)]
            out[seat_of[m.group(2)]]["battles"]["player"][back] += 1
            continue
        if line.endswith(" must flee the dungeon!") and line[: -len(" must flee the dungeon!")] in seat_of:
            out[seat_of[line[: -len(" must flee the dungeon!")]]]["fled"] += 1
            continue
        m = PAID.match(line)
        if m and m.group(1) in seat_of:
            out[seat_of[m.group(1)]]["bought"] += 1
            helper, card = m.group(2), loot_by_name.get(m.group(3))
            if helper in seat_of:
                seat = seat_of[helper]
                out[seat]["paid"] += 1
                out[seat]["paid_df"] += card.df(state.players[seat].character) if card else 0
    return out


def table(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Self-play statistics over the games of one player count."""
    played: Counter[str] = Counter()
    won: Counter[str] = Counter()
    slayer: Counter[str] = Counter()
    for game in records:
        chars = game["characters"]
        played.update(chars)
        for seat in game["winners"]:
            won[chars[seat]] += 1
        if game["xykon"] >= 0:
            slayer[chars[game["xykon"]]] += 1
    ended = [g for g in records if g["over"]]
    rates = {c: won[c] / played[c] for c in sorted(played)}
    low = min(rates.values(), default=0.0)
    return {
        "games": len(records),
        "xykon_defeated": sum(g["xykon"] >= 0 for g in records) / len(records),
        "ended": len(ended) / len(records),
        "turns_median": statistics.median(g["turns"] for g in ended) if ended else 0,
        "minutes_median": statistics.median(g["decisions"] for g in ended) * PAGE_PAUSE / 60 if ended else 0.0,
        "decisions_median": statistics.median(g["decisions"] for g in records),
        "win_rate": rates,
        "spread": max(rates.values()) / low if low else float("inf"),
        "slayer": {c: slayer[c] / played[c] for c in sorted(played)},
    }


def summarise(rows: list[dict[str, Any]]) -> str:
    """One block per player count (and options, bots), in plan order."""
    groups: dict[tuple, list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault((row["players"], tuple(sorted(row["options"].items())), tuple(row["bots"])), []).append(row)
    lines = []
    for (players, options, bots), group in groups.items():
        t = table([row["record"] for row in group])
        chosen = "".join(f", {k}={v}" for k, v in options)
        lines.append(f"== {players} players, {t['games']} games, bot {'/'.join(dict.fromkeys(bots))}{chosen}")
        lines.append(
            f"Xykon defeated {t['xykon_defeated']:.1%}  ended {t['ended']:.1%}  median of ended games: "
            f"{t['turns_median']} turns, {t['minutes_median']:.0f} minutes of computer play  "
            f"(decisions median {t['decisions_median']})"
        )
        lines += [f"  {c:<12} wins {rate:.1%}  defeats Xykon {t['slayer'][c]:.1%}" for c, rate in t["win_rate"].items()]
        lines += character_lines([row["record"] for row in group])
        lines += lich_lines([row["record"] for row in group])
        lines.append(f"  max/min character win rate: {t['spread']:.2f} (target <= 1.5)")
    return "\n".join(lines)


def character_lines(records: list[dict[str, Any]]) -> list[str]:
    """Per character, means per game played: Bragging Points by source, and battles won-drawn-lost
    by foe kind, fled, help paid for (times, Drool Factor) and help bought; records of version 2."""
    games = [g for g in records if "points" in g]
    if not games:
        return []
    points: dict[str, Counter[str]] = {}
    story_sum: dict[str, Counter[str]] = {}
    played: Counter[str] = Counter()
    for game in games:
        for seat, char in enumerate(game["characters"]):
            played[char] += 1
            points.setdefault(char, Counter()).update(game["points"][seat])
            told = story_sum.setdefault(char, Counter())
            mine = game["story"][seat]
            for kind, (won, drawn, lost) in mine["battles"].items():
                told.update({f"{kind}_w": won, f"{kind}_d": drawn, f"{kind}_l": lost})
            told.update({k: mine[k] for k in ("fled", "paid", "paid_df", "bought")})
    head = "  per game    points: total = drool + shticks + exit + xykon | battles won-drawn-lost: "
    lines = [head + "dungeon, lair, lich, players | fled, paid to help (DF), help bought"]
    for char in sorted(played):
        n = played[char]
        p, s = points[char], story_sum[char]
        fights = ", ".join(f"{s[k + '_w'] / n:.1f}-{s[k + '_d'] / n:.1f}-{s[k + '_l'] / n:.1f}" for k in KINDS)
        lines.append(
            f"  {char:<12}{p['total'] / n:5.1f} = "
            + " + ".join(f"{p[k] / n:.1f}" for k in SOURCES)
            + f" | {fights} | {s['fled'] / n:.2f}, {s['paid'] / n:.1f} ({s['paid_df'] / n:.1f}), {s['bought'] / n:.1f}"
        )
    return lines


def lich_lines(records: list[dict[str, Any]]) -> list[str]:
    """Per character (records of version 3): how often and how soon it fought in the Lair (median
    turn of its first battle there), and its battles against Xykon the Lich: how many a game, the
    share won and drawn, and per battle what it brought (value less die and help) and the help it got.
    Whoever beats the Lich first nearly always wins, so this is where win rates part."""
    games = [g for g in records if g.get("story") and "lich_own" in g["story"][0]]
    if not games:
        return []
    played: Counter[str] = Counter()
    sums: dict[str, Counter[str]] = {}
    firsts: dict[str, list[int]] = {}
    for game in games:
        for seat, char in enumerate(game["characters"]):
            mine = game["story"][seat]
            played[char] += 1
            won, drawn, lost = mine["battles"]["lich"]
            told = {"won": won, "drawn": drawn, "fought": won + drawn + lost}
            sums.setdefault(char, Counter()).update(told | {"own": mine["lich_own"], "help": mine["lich_help"]})
            if mine["lair_turn"] >= 0:
                firsts.setdefault(char, []).append(mine["lair_turn"])
    lines = ["  Lair, Lich  in the Lair (median 1st turn) | Lich battles a game: won, drawn | each: own value, help"]
    for char in sorted(played):
        n, s, first = played[char], sums[char], firsts.get(char, [])
        fought = s["fought"] or 1
        when = f"{statistics.median(first):.0f}" if first else "-"
        lines.append(
            f"  {char:<12}{len(first) / n:4.0%} ({when:>3}) | {s['fought'] / n:.2f}: {s['won'] / fought:.0%}, "
            f"{s['drawn'] / fought:.0%} | {s['own'] / fought:+.1f}, {s['help'] / fought:+.1f}"
        )
    return lines
