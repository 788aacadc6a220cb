"""Words for players, not developers (issue 11): Dungeon!'s own text.

No rule ids, internal ids or developer figures in anything a player reads, and
the grammar slips players met: "the Tunnel Nippers's", "1 spaces", "token(s)".
"""

from __future__ import annotations

import re

import engine
from engine import Chance, Match, Seat, bot_choose
from engine.games.dungeon.rules import ensure_slot, plural, possessive
from engine.games.dungeon.state import Hunter

from .helpers import CAGE, TM6, G, creature, make_state, mini_board, play

RULE_ID = re.compile(r"\b[RAS]-(DNG|DQ|ODD|DF|OOTS)-\d+")
SLIPS = [
    RULE_ID,
    re.compile(r"\w+s's\b"),  # a possessive after a plural s
    re.compile(r"(?<![\d.,])\b1 (?!\w*(?:ss|us|is)\b)[a-z]+s\b"),  # "1 doors"
    re.compile(r"\(s\)"),  # "token(s)"
    re.compile(r"\bsd\d+\b|\b[crk]\d_\d+\b"),  # internal door and space ids
    re.compile(r"expected cost|\bscore\b", re.I),
]


def slips(text: str) -> list[str]:
    return [m.group(0) for pattern in SLIPS for m in pattern.finditer(text)]


def test_option_labels_and_help_name_no_rule_ids():
    """The new-game form shows these (e.g. the '–' rule's help said "(A-DNG-15)")."""
    for variant in engine.get("dungeon").variants:
        texts = [variant.label, variant.help or "", *(variant.label_for(c) for c in variant.choices)]
        assert not [t for t in texts if slips(t)], variant.key


def test_rules_reference_names_no_rule_ids():
    assert not slips(engine.get("dungeon").rules_reference)


def test_why_not_notes_name_no_rule_ids():
    board = mini_board("c0 - c1 |S:sd9| c2")
    state = make_state(board, [("wizard", "c1")])
    state.turn.points = 0  # no point left beside a secret door
    state.turn.spell_cast = True
    assert state.decision().notes == (
        "Secret door: you need a movement point left to search.",
        "Spells: one spell per turn.",
    )


def test_a_name_ending_in_s_takes_only_the_apostrophe():
    assert possessive("Tunnel Nippers") == "Tunnel Nippers'" and possessive("Goblin") == "Goblin's"
    board = mini_board("GH - c0 |D| R1")
    nippers = creature("NIP", 1, 6, 6, 6, 6, 5, 5, name="Tunnel Nippers")
    state = make_state(board, [("fighter", "c0")], dice=[1, 2, 1, 1], treasures={1: [G(100)]})
    ensure_slot(state, "R1", nippers, face_up=True)
    play(state, "move:R1")
    texts = [line.text for line in state.log]
    assert any("against the Tunnel Nippers' 6: missed." in t for t in texts), texts


def test_counts_of_one_are_singular():
    assert plural(1, "space") == "1 space" and plural(2, "space") == "2 spaces"
    board = mini_board("c0 - c1 - c2")
    state = make_state(board, [("fighter", "c1")], options={"variant": "hunted"}, dice=[6, 6])
    state.hunter = Hunter(TM6(), "c0")
    play(state, "stop")  # the Hunter steps in and is destroyed (12 >= Fighter 10)
    assert "The Hunter moves 1 space." in [line.text for line in state.log]
    cage = make_state(mini_board("c0 |D| R1"), [("rogue", "c0")], monsters={1: [CAGE()]}, dice=[2])
    play(cage, "move:R1")
    assert any(line.text.endswith("takes 1 Lose a Turn token.") for line in cage.log)


def test_a_found_secret_door_is_named_by_where_it_leads():
    board = mini_board("c0 - c1 |S:sd9| c2")
    state = make_state(board, [("rogue", "c1")], dice=[6])
    play(state, "search:sd9")
    found = [line.text for line in state.log if "secret door" in line.text]
    assert found and "into c2" in found[0] and "sd9" not in found[0]


def test_long_random_games_read_as_plain_words():
    """Every prompt, option label, note and log line of random games, 1 to 4 players, all options."""
    from engine.core.setups import every_option_setup

    game = engine.get("dungeon")
    found: dict[str, str] = {}
    for n, (players, options) in enumerate(every_option_setup(game, Chance(21))):
        match = Match("dungeon", tuple(Seat(f"Ana{i}", "greedy") for i in range(players)), options, 300 + n)
        dice = Chance(n)
        for _ in range(1500):
            decision = match.decision
            if decision is None:
                break
            for text in (decision.prompt, *(o.label for o in decision.options), *decision.notes):
                for slip in slips(text):
                    found.setdefault(slip, text)
            match.play(bot_choose("random", match.game, match.state, decision, dice))
        for seat in range(players):
            for line in match.view(seat)["log"]:
                for slip in slips(line["text"]):
                    found.setdefault(slip, line["text"])
        if match.result() is not None:
            for slip in slips(match.result().summary):
                found.setdefault(slip, match.result().summary)
    assert not found, found
