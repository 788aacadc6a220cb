"""`python -m bench.balance`: results file, resume, options, and the games' tables."""

from __future__ import annotations

import json

from bench.balance.cli import main
from engine.games.dungeonquest import balance as dq
from engine.games.one_deck_dungeon import balance as odd


def test_out_keeps_the_games_and_resume_plays_only_what_is_missing(tmp_path, capsys):
    out = str(tmp_path / "d.jsonl")
    assert main(["dungeon", "--games", "2", "--players", "1", "--out", out, "--quiet"]) == 0
    first = capsys.readouterr().out
    assert "2/2 games (2 played now, 0 from" in first and "note:" not in first
    assert main(["dungeon", "--games", "2", "--players", "1", "--out", out]) == 2, "never mixes runs silently"
    assert "--resume" in capsys.readouterr().err
    assert main(["dungeon", "--games", "3", "--players", "1", "--out", out, "--resume", "--quiet"]) == 0
    printed = capsys.readouterr().out
    assert "3/3 games (1 played now, 2 from" in printed
    assert json.loads(printed[: printed.index("-- ")])["games"] == 3
    assert main(["dungeon", "--games", "1", "--players", "2", "--out", out, "--resume", "--quiet"]) == 0
    assert "note: none of the 3 games" in capsys.readouterr().out, "says when a file holds only other games"


def test_bad_arguments_are_refused_before_anything_is_played(capsys):
    assert main(["dungeon", "--games", "1", "--resume"]) == 2
    assert main(["one_deck_dungeon", "--games", "1", "--option", "hero1=Nobody"]) == 2
    assert "hero1 is one of" in capsys.readouterr().err
    assert main(["one_deck_dungeon", "--games", "1", "--option", "colour=red"]) == 2
    assert main(["nosuchgame", "--games", "1"]) == 2


def test_dungeonquest_table_counts_survivors_gold_and_wins_by_hero():
    def row(players: int, record: dict) -> dict:
        return {"game": "dungeonquest", "players": players, "options": {}, "bots": ["greedy"] * players,
                "seed": 0, "index": 0, "record": record}  # fmt: skip

    rows = [
        row(2, {"rounds": 10, "heroes": [["Ana", True, 30], ["Bo", False, 0]], "winners": [0]}),
        row(2, {"rounds": 20, "heroes": [["Bo", True, 10], ["Ana", True, 50]], "winners": [1]}),
    ]
    t = dq.table([r["record"] for r in rows])
    assert t["survival"] == 0.75 and t["gold_of_survivors"] == 30 and t["rounds_mean"] == 15
    assert t["win_rate_by_hero"] == {"Ana": 1.0, "Bo": 0.0} and t["games_with_a_winner"] == 1.0
    text = dq.summarise(rows)
    assert text.splitlines()[0] == "== 2 player(s), 2 games, bot greedy"
    assert "survival 75.0%" in text and "games with a winner 100.0%" in text and "(a hero never won)" in text


def test_one_deck_dungeon_table_has_a_row_per_hero_and_dungeon():
    def row(hero: str, dungeon: str, won: bool, floor: int) -> dict:
        return {"game": "one_deck_dungeon", "players": 1, "options": {"hero1": hero, "dungeon": dungeon},
                "bots": ["greedy"], "seed": 0, "index": 0,
                "record": {"won": won, "floor": floor, "score": 10, "turns": 30}}  # fmt: skip

    rows = [row("Mage", "yeti", True, 4), row("Mage", "yeti", False, 2), row("Warrior", "yeti", True, 5)]
    lines = odd.summarise(rows).splitlines()
    assert lines[1].split() == ["Warrior", "yeti", "1", "100.0", "4.00", "100.0", "10.0", "30.0"]
    assert lines[2].split() == ["Mage", "yeti", "2", "50.0", "3.00", "50.0", "10.0", "30.0"]
    assert lines[3] == "win rate by hero: Warrior 100.0%, Mage 50.0%"
    assert lines[4] == "overall solo win rate 66.7% over 3 games"
    assert lines[5] == "strongest / weakest: 2.00"
