"""Dungeon!'s computer players: they finish every variant and the greedy one plays well."""

from __future__ import annotations

import pytest

from engine import Chance, Match, Seat, bot_choose, derive_seed

VARIANTS = [
    ({"variant": "treasure_hunt", "hunt_level": 4}, 1),
    ({"variant": "treasure_hunt", "hunt_level": 6}, 1),
    ({"variant": "timed", "time_limit": 0, "turn_limit": 30}, 1),
    ({"variant": "hunted"}, 1),
    ({"variant": "hunted", "any_death_loses": True}, 1),
    ({"spellbook": "free", "dash_rule": "no_combat", "open_hands": True}, 2),
    ({"first_player": 3, "dry_end": False}, 3),
    ({}, 4),
]


def play_out(variants, players, seed, kinds=("greedy",), limit=6000):
    seats = tuple(Seat(f"P{i}", kinds[i % len(kinds)]) for i in range(players))
    match = Match("dungeon", seats, variants, seed)
    for n in range(limit):
        decision = match.decision
        if decision is None:
            return match
        kind = match.seats[decision.player].bot
        match.play(bot_choose(kind, match.game, match.state, decision, Chance(derive_seed(f"t/{seed}/{n}"))))
    raise AssertionError(f"no end after {limit} decisions")


@pytest.mark.parametrize(("variants", "players"), VARIANTS)
@pytest.mark.parametrize("kind", ["greedy", "random"])
def test_bots_finish_every_variant(variants, players, kind):
    for seed in range(3):
        match = play_out(variants, players, seed, (kind,))
        assert match.result() is not None


def test_greedy_beats_random_head_to_head():
    """Seats alternate so neither bot always moves first."""
    greedy_wins = random_wins = 0
    for seed in range(40):
        kinds = ("greedy", "random") if seed % 2 == 0 else ("random", "greedy")
        match = play_out({}, 2, 1000 + seed, kinds)
        for winner in match.result().winners:
            if kinds[winner] == "greedy":
                greedy_wins += 1
            else:
                random_wins += 1
    assert greedy_wins >= 3 * max(1, random_wins), (greedy_wins, random_wins)


def test_every_decision_says_something_different_and_no_internal_ids():
    """Buttons in the decision bar must be told apart, and name places as players do."""
    import re

    internal = re.compile(r"\b(c\d_\d+|r\d_\d+|k\d_\d+|sd\d+)\b")
    for seed in range(6):
        seats = tuple(Seat(f"P{i}", "random") for i in range(4))
        match = Match("dungeon", seats, {}, seed)
        for n in range(400):
            decision = match.decision
            if decision is None:
                break
            labels = [o.label for o in decision.options]
            assert len(set(labels)) == len(labels), labels
            assert not [label for label in labels if internal.search(label)]
            match.play(bot_choose("random", match.game, match.state, decision, Chance(derive_seed(f"l/{seed}/{n}"))))


def test_hints_say_why_in_plain_words():
    """ux.md: a hint comes with a one-line reason from the bot's heuristics."""
    import re

    from engine import bot_hint, bot_hint_reason

    said, asked = set(), 0
    for seed in range(4):
        match = Match("dungeon", (Seat("A"), Seat("B", "greedy")), {}, seed)
        for n in range(120):
            decision = match.decision
            if decision is None:
                break
            view = match.view(decision.player)
            best = bot_hint(match.game, view, decision)
            reason = bot_hint_reason(match.game, view, decision, best)
            asked += 1
            if reason:
                said.add(reason.split(":")[0])
                assert not re.search(r"\b(c\d_\d+|r\d_\d+|k\d_\d+)\b", reason)
            match.play(bot_choose("greedy", match.game, match.state, decision, Chance(derive_seed(f"r/{seed}/{n}"))))
    assert asked > 50
    assert {"You carry enough treasure", "Fight here"} & said or any(s.startswith("On the way to") for s in said)
    fresh = Match("dungeon", (Seat("A"), Seat("B", "greedy")), {}, 1)
    assert bot_hint_reason(fresh.game, fresh.view(0), fresh.decision, 10_000) == ""  # no such option
