"""The command-line contract that benchmarks and outside checks depend on."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from engine import Match, Seat
from engine.cli import main

KEYS = {
    "game",
    "games",
    "finished",
    "errors",
    "decisions",
    "seconds",
    "winners",
    "state_hash",
    "mean_save_chars",
    "max_save_chars",
}


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True, timeout=300)


def test_list_prints_game_ids_one_per_line():
    out = run("list")
    assert out.returncode == 0
    assert "dungeon" in out.stdout.split("\n")


def test_simulate_prints_one_json_line_and_is_deterministic(capsys):
    assert main(["simulate", "dungeon", "--games", "3", "--seed", "11", "--players", "2"]) == 0
    first = capsys.readouterr().out.strip().split("\n")
    assert len(first) == 1
    data = json.loads(first[0])
    assert set(data) == KEYS
    assert data["games"] == data["finished"] == 3 and data["errors"] == 0 and data["decisions"] > 0
    assert sum(data["winners"].values()) >= 3 or data["winners"]
    main(["simulate", "dungeon", "--games", "3", "--seed", "11", "--players", "2"])
    again = json.loads(capsys.readouterr().out)
    assert again["state_hash"] == data["state_hash"] and again["decisions"] == data["decisions"]
    main(["simulate", "dungeon", "--games", "3", "--seed", "12", "--players", "2"])
    assert json.loads(capsys.readouterr().out)["state_hash"] != data["state_hash"]


def test_simulate_greedy_bot_and_unknown_game(capsys):
    assert main(["simulate", "dungeon", "--games", "2", "--seed", "3", "--bot", "greedy"]) == 0
    assert json.loads(capsys.readouterr().out)["finished"] == 2
    assert main(["simulate", "nosuchgame", "--games", "1"]) == 2


def test_replay_summarises_a_save_and_rejects_damage(capsys):
    match = Match("dungeon", (Seat("Ana"), Seat("Ben", "random")), {}, 5)
    match.play(0)
    match.play(0)
    assert main(["replay", match.save()]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "dungeon" and data["moves"] == 2 and data["over"] is False and data["scores"] is None
    assert main(["replay", match.save()[:-6] + "!!!!!!"]) == 2
    assert "damaged" in json.loads(capsys.readouterr().out)["error"]


@pytest.mark.parametrize("argv", [["simulate"], ["replay"], ["nosuch"]])
def test_bad_arguments_exit_nonzero(argv):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code != 0


@pytest.mark.parametrize("game", ["dungeon", "dungeonquest", "one_deck_dungeon"])
def test_simulate_same_seed_same_hash_across_processes(game):
    """Outside checks run `simulate` in fresh processes: Python salts str hashes per process,
    so a bot or rule that leans on hash() or set order of strings would differ between runs."""
    import os

    hashes = set()
    for salt in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=salt)
        out = subprocess.run(
            [sys.executable, "-m", "engine", "simulate", game, "--games", "2", "--seed", "5", "--bot", "greedy"],
            capture_output=True,
            text=True,
            timeout=300,
            env=env,
        )
        assert out.returncode == 0, out.stderr
        hashes.add(json.loads(out.stdout)["state_hash"])
    assert len(hashes) == 1
