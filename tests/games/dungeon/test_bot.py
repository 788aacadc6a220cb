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


# ---------------------------------------------------------------- Become the Hunted (issue 11)
def hunted_rogue_beside_a_titan(options: dict) -> Match:
    """A Rogue in an uncleared Level 1 room (a face-up monster it can beat, rich dropped treasure) with a revealed
    Basalt Titan Hunter, a '–' for Rogues: the position of issue 11."""
    from engine.games.dungeon import content

    match = Match("dungeon", (Seat("Solo", "greedy"),), {"variant": "hunted", **options}, 5)
    match.play("hero:wren")
    match.play("hunter:random")
    state = match.state
    titan = next(c for c in content.monster_deck(6) if c.type_id == "l6_basalt_titan")
    state.hunter.monster = titan
    state.hunter.revealed = True
    state.hunter.space = "r1_01"
    state.hero_of(0).space = "r1_01"
    from engine.games.dungeon.rules import ensure_slot, start_turn

    weak = next(c for c in state.monster_decks[1] if c.kind == "creature" and c.rogue is not None and c.rogue <= 7)
    state.monster_decks[1].remove(weak)
    slot = ensure_slot(state, "r1_01", weak, face_up=True)
    rich = max(state.treasure_decks[5], key=lambda c: c.gp)  # dropped there: well worth a fight
    state.treasure_decks[5].remove(rich)
    slot.dropped.append(rich)

    state.turn.seat = 0
    start_turn(state)
    state._decision = None
    return match


def test_A_DNG_43e_greedy_leaves_a_hunter_it_cannot_hurt_under_no_combat():
    """Issue 11: with "no combat on a '–'", stopping there changes nothing; the bot used to do it for ever."""
    from engine import bot_hint, bot_hint_reason

    match = hunted_rogue_beside_a_titan({"dash_rule": "no_combat"})
    decision = match.decision
    assert decision.has("stop")
    view = match.view(0)
    best = decision.options[bot_hint(match.game, view, decision)].key
    assert best != "stop"
    stop = decision.index("stop")
    assert "cannot hurt" in bot_hint_reason(match.game, view, decision, stop)
    match.play(best)
    assert match.state.hero_of(0).space != "r1_01"  # it moved on


def test_A_DNG_43e_a_wizard_still_waits_in_the_great_hall_beside_the_hunter_to_regain_a_spell():
    """Stopping beside a Hunter it cannot hurt is no stall for a Wizard regaining spells (A-DNG-30)."""
    from engine import bot_hint
    from engine.games.dungeon import content
    from engine.games.dungeon.rules import start_turn

    match = Match("dungeon", (Seat("Solo", "greedy"),), {"variant": "hunted", "dash_rule": "no_combat"}, 5)
    match.play("hero:zora")
    match.play("hunter:random")
    state = match.state
    state.hero_of(0).spells = ["teleport"]
    state.hunter.monster = next(c for c in content.monster_deck(6) if c.type_id == "l6_elder_flame_wyrm")
    state.hunter.revealed = True
    state.hunter.space = "GH"
    start_turn(state)
    state._decision = None
    decision = match.decision
    assert decision.options[bot_hint(match.game, match.view(0), decision)].key == "stop"
    match.play("stop")
    assert match.state.phase == "regain"


HUNTED_OPTIONS = [
    {
        "variant": "hunted",
        "any_death_loses": deaths,
        "dash_rule": dash,
        "spellbook": book,
        "open_hands": hands,
        "dry_end": dry,
    }
    for deaths in (False, True)
    for dash in ("strike_back", "no_combat")
    for book in ("standard", "free")
    for hands in (False, True)
    for dry in (True, False)
]


def test_A_DNG_43_greedy_hunted_games_end_well_within_3000_decisions_under_every_option():
    """Issue 11: 9 seeds x 32 option sets; before the fix 3 of these games never ended."""
    longest = 0
    for seed in range(9):
        for i, options in enumerate(HUNTED_OPTIONS):
            match = Match("dungeon", (Seat("Solo", "greedy"),), options, seed * 100 + i)
            for n in range(3000):
                decision = match.decision
                if decision is None:
                    break
                match.play(
                    bot_choose("greedy", match.game, match.state, decision, Chance(derive_seed(f"h/{seed}/{i}/{n}")))
                )
            assert match.over, (seed, options)
            longest = max(longest, n)
    assert longest < 1000
