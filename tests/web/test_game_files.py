"""web/game_files.py: each game's zip, unpacked beside the platform the first time it is opened."""

from __future__ import annotations

import io
import zipfile

import pytest

import engine
from engine import Match, Seat
from web import game_files


def _zip(files: dict[str, str]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as zf:
        for name, text in files.items():
            zf.writestr(name, text)
    return out.getvalue()


@pytest.fixture
def root(tmp_path, monkeypatch):
    monkeypatch.setattr(game_files, "ROOT", tmp_path)
    return tmp_path


def test_games_in_the_source_tree_are_present():
    assert game_files.missing(["dungeon", "dungeonquest", "one_deck_dungeon"]) == []


def test_missing_lists_known_games_once_and_ignores_unknown_ids(root):
    assert game_files.missing(["dungeon", "nosuch", "dungeon", "", "one_deck_dungeon"]) == [
        "dungeon",
        "one_deck_dungeon",
    ]


def test_unpack_puts_the_game_beside_the_platform(root):
    data = _zip({"engine/games/dungeon/__init__.py": "X = 1\n", "web/views/dungeon.py": "Y = 2\n"})
    game_files.unpack("dungeon", data)
    assert (root / "engine/games/dungeon/__init__.py").read_text() == "X = 1\n"
    assert (root / "web/views/dungeon.py").exists()
    assert game_files.missing(["dungeon"]) == []


def test_unpack_accepts_a_view_split_into_a_package(root):
    data = _zip({"engine/games/dungeon/__init__.py": "X = 1\n", "web/views/dungeon/__init__.py": "Y = 2\n"})
    game_files.unpack("dungeon", data)
    assert (root / "web/views/dungeon/__init__.py").read_text() == "Y = 2\n"


@pytest.mark.parametrize(
    "name",
    [
        "engine/core/match.py",
        "web/app.py",
        "engine/games/dungeonquest/x.py",
        "web/views/dungeonquest/x.py",
        "engine/games/dungeon/../../x.py",
    ],
)
def test_unpack_refuses_files_of_the_platform_or_another_game(root, name):
    with pytest.raises(game_files.GameFilesError):
        game_files.unpack("dungeon", _zip({"engine/games/dungeon/__init__.py": "", name: "evil"}))
    assert not (root / "engine").exists()


def test_a_damaged_download_is_a_clear_error(root):
    with pytest.raises(game_files.GameFilesError) as info:
        game_files.unpack("dungeon", b"PK\x03\x04 not really a zip")
    assert "damaged" in str(info.value)
    assert isinstance(info.value, engine.DelveError)


def test_game_of_save_reads_the_game_without_replaying():
    text = Match("dungeon", (Seat("Ana"),), {}, 3).save()
    assert game_files.game_of_save(text) == "dungeon"
    assert game_files.game_of_save("#" + text) == "dungeon"
    for bad in (None, "", "1.garbage!", text[:10]):
        assert game_files.game_of_save(bad) is None
