"""The view contract (notes/dq_contract.md), hidden information, the bots and saves."""

from __future__ import annotations

import json

from engine.core.bots import random_choice
from engine.core.game import Seat
from engine.core.match import Match
from engine.core.rng import Chance
from engine.games.dungeonquest.bot import score_options
from engine.games.dungeonquest.rules import run

from .helpers import card, choose, make, tile, top

CONTRACT_KEYS = {
    "log", "width", "height", "spaces", "tiles_left", "heroes", "current", "first_player", "sun", "phase",
    "combat", "last_card", "decks", "result",
}  # fmt: skip
HERO_KEYS = {
    "seat", "name", "hero", "hero_name", "attributes", "health", "wounds", "determination", "abilities", "loot",
    "runes", "gold", "status", "pos", "in_catacombs", "travel_marker", "catacomb_row", "stuck",
}  # fmt: skip


ROOM = tile()


def _in_combat():
    s = make(at={0: (3, 3)}, tiles={(3, 3): ROOM})
    top(s, "monster", card("Bog Troll"))
    s.tasks.append(("monster",))
    run(s)
    return s


def test_view_has_the_contract_shape_and_is_json():
    m = Match("dungeonquest", (Seat("Ann"), Seat("Bo", "random")), {}, 4)
    view = m.view(0)
    assert set(view) >= CONTRACT_KEYS
    assert view["width"] == 10 and view["height"] == 13
    assert set(view["heroes"][0]) >= HERO_KEYS
    assert {(s["x"], s["y"]) for s in view["spaces"]} == {(0, 0), (9, 0), (0, 12), (9, 12), (4, 6), (5, 6)}
    assert set(view["decks"]) == {"dungeon", "search", "door", "trap", "catacomb", "dragon", "monster", "loot",
                                  "treasure", "rune"}  # fmt: skip
    assert all(isinstance(line, str) for line in view["log"])
    json.dumps(view)


def test_hero_pick_is_hidden_from_the_monster_player_and_spectators():
    s = _in_combat()
    choose(s, "card:magic")
    for seat in (1, 2, None):
        text = json.dumps(s.view(seat)["combat"])
        assert "magic" not in text
    assert s.view(0)["combat"]["my_pick"] == "magic"


def test_monster_bot_cannot_depend_on_the_hidden_pick():
    a, b = _in_combat(), _in_combat()
    choose(a, "card:magic")
    choose(b, "card:ranged")
    va, vb = a.view(1), b.view(1)
    assert va == vb
    assert score_options(va, a.decision()) == score_options(vb, b.decision())


def test_greedy_and_random_games_finish_and_saves_round_trip():
    for bot, players in (("greedy", 1), ("greedy", 3), ("random", 4)):
        m = Match("dungeonquest", tuple(Seat(f"P{i}", bot) for i in range(players)), {}, 21)
        dice = Chance(5)
        from engine.core.bots import choose as bot_choose

        for _ in range(5000):
            if m.over:
                break
            m.play(bot_choose(bot, m.game, m.state, m.decision, dice))
        assert m.over and m.result() is not None
        again = Match.load(m.save())
        assert again.state_hash() == m.state_hash()


def test_variants_play_to_the_end():
    for variants in ({"torchlight": True}, {"death_can_wait": True}, {"combat_matrix": "A"},
                     {"dead_end_strict": False}):  # fmt: skip
        m = Match("dungeonquest", (Seat("A", "random"), Seat("B", "random"), Seat("C", "random")), variants, 8)
        dice = Chance(2)
        while not m.over:
            m.play(random_choice(m.decision, dice))
        assert m.result() is not None


def test_bot_reason_is_one_line():
    from engine.games.dungeonquest import GAME

    m = Match("dungeonquest", (Seat("A"), Seat("B")), {}, 3)
    while m.decision.keys()[0].startswith("start:"):
        m.play(m.decision.keys()[0])
    text = GAME.bot_reason(m.view(m.decision.player), m.decision, 0)
    assert text and "\n" not in text


def test_R_DQ_186_solo_monster_stays_face_down_in_the_view():
    s = make(1, at={0: (3, 3)}, tiles={(3, 3): ROOM})
    top(s, "monster", card("Bog Troll"))
    s.tasks.append(("monster",))
    run(s)
    assert "Bog Troll" not in json.dumps(s.view(0)["combat"])
    assert s.view(0)["phase"] == "combat"
