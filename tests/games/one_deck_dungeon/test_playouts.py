"""Whole games: random and greedy playouts finish, conserve the 44 cards, replay from saves."""

from __future__ import annotations

import pytest

import engine.games.one_deck_dungeon  # noqa: F401  (registers the game)
from engine import Chance, Match, Seat, bot_choose, load_save
from engine.games.one_deck_dungeon import content


def play_out(seed: int, bot: str, players: int = 1, **variants) -> Match:
    m = Match("one_deck_dungeon", tuple(Seat(f"P{i}", bot) for i in range(players)), variants, seed)
    dice = Chance(seed + 1)
    start = m.state.counts()
    for _ in range(20_000):
        if m.decision is None:
            break
        m.play(bot_choose(bot, m.game, m.state, m.decision, dice))
        assert m.state.counts() == start
    return m


@pytest.mark.parametrize("seed", range(12))
def test_random_playouts_finish_and_replay(seed):
    players = 1 + seed % 2
    heroes = content.HERO_NAMES
    variants = {"hero1": heroes[seed % 4], "dungeon": content.DUNGEON_IDS[seed % 4]}
    if players == 2:
        variants["hero2"] = heroes[(seed + 1) % 4]
    m = play_out(seed, "random", players, **variants)
    assert m.over and m.result() is not None
    assert load_save(m.save()).state_hash() == m.state_hash()
    assert all(isinstance(line, str) for line in m.view(0)["log"])


@pytest.mark.parametrize("seed", range(3))
def test_greedy_playouts_finish(seed):
    m = play_out(seed, "greedy", 1 + seed % 2, dungeon=content.DUNGEON_IDS[seed])
    assert m.over and m.state.turns > 3


def test_same_seed_same_game():
    a = play_out(5, "random")
    b = play_out(5, "random")
    assert a.state_hash() == b.state_hash() and a.log == b.log


def test_rulebook_stairs_variant_plays():
    m = play_out(3, "random", 1, stairs_rule="rulebook1")
    assert m.over
