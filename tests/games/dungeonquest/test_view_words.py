"""What players read from DungeonQuest: rolls told in words, and the monster's family for its card's art.

Players never read comparison symbols ("<=", ">") or internal figures; a roll says what it needed
("rolled 3+4 = 7, needing 7 or less: success").  Every monster card names its family (content data),
which the views draw as its emblem; a monster still face down in Solo Play names none.
"""

from __future__ import annotations

import re

from engine import Chance, Match, Seat, bot_choose
from engine.games.dungeonquest import content
from engine.games.dungeonquest.data import cards as card_data
from engine.games.dungeonquest.rules import run

from .helpers import choose, log_has, make, take, tile

SYMBOLS = re.compile(r"<=|>=|=<|=>|\s[<>]\s")


def test_R_DQ_058_059_a_test_says_what_it_needed_in_words():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile(bars={"E": "portcullis"}), (4, 3): tile()}, dice=[1, 2])
    s.tasks.append(("go", (3, 3), "E", False))
    run(s)
    assert log_has(s, "rolled 1+2 = 3, needing 7 or less: success.")
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile(bars={"E": "portcullis"}), (4, 3): tile()}, dice=[6, 6])
    s.heroes[0].det = 1
    s.tasks.append(("go", (3, 3), "E", False))
    run(s)
    prompt = s.decision().prompt
    assert "rolled 6+6 = 12, needing 7 or less: the strength test fails by 5" in prompt
    assert not SYMBOLS.search(prompt)
    choose(s, "det:0")
    assert log_has(s, "rolled 6+6 = 12, needing 7 or less: failure (no determination spent)")


def test_R_DQ_016_017_playouts_tell_every_roll_without_symbols():
    """Whole games (sunsets, tests, fights): no log line or prompt compares with a symbol."""
    lines = 0
    told = 0
    for seed in (1, 2, 3):
        match = Match("dungeonquest", (Seat("Ann", "random"), Seat("Bo", "greedy")), {}, seed)
        dice = Chance(seed)
        while match.decision is not None:
            assert not SYMBOLS.search(match.decision.prompt), match.decision.prompt
            bot = match.seats[match.decision.player].bot
            match.play(bot_choose(bot, match.game, match.state, match.decision, dice))
        log = [str(line) for line in match.state.log]
        lines += len(log)
        assert not [line for line in log if SYMBOLS.search(line)]
        told += sum("needing" in line or "the sun stays up" in line or "or less: THE SUN SETS" in line for line in log)
    assert lines > 300 and told > 10


def test_R_DQ_079_every_monster_has_a_family_for_its_art():
    names = {name for name, *_ in card_data.MONSTERS}
    assert set(card_data.MONSTER_FAMILIES) == names  # no monster without art, no family for a monster not in the game
    assert all(content.monster_family(n) for n in names) and content.monster_family("Kraken") is None
    assert len(set(card_data.MONSTER_FAMILIES.values())) >= 6  # the deck reads as many kinds of foe


def test_R_DQ_186_the_view_names_the_family_only_of_a_face_up_monster():
    s = make(at={0: (3, 3), 1: (6, 6)}, tiles={(3, 3): tile(), (6, 6): tile()})
    s.decks["monster"].append(take(s, "Bog Troll"))
    s.tasks.append(("monster",))
    run(s)
    for seat in (None, 0, 1):
        assert s.view(seat)["combat"]["monster"]["family"] == "giant"
    solo = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, players=1)
    solo.decks["monster"].append(take(solo, "Bog Troll"))
    solo.tasks.append(("monster",))
    run(solo)
    monster = solo.view(0)["combat"]["monster"]
    assert monster["name"] == "Unseen monster" and monster["family"] is None
