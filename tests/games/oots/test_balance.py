"""The balance report (engine/games/oots/balance.py): per character, Bragging Points by source
(R-OOTS-366..369, adding up to the score of R-OOTS-370) and battles by foe kind read from the
public log; and the features table (bench/oots_features.py): a handicapped computer never plays
a Screw This! card nor asks for or gives help (R-OOTS-166, R-OOTS-373)."""

from __future__ import annotations

from engine import Chance, Match, Seat
from engine.core.decision import Decision, Option
from engine.games.oots import balance


def _played(players: int = 2, seed: int = 3) -> Match:
    from bench.balance.jobs import MAX_DECISIONS
    from engine import bot_choose

    match = Match("oots", tuple(Seat(f"C{i}", "greedy") for i in range(players)), {}, seed)
    dice = Chance(seed)
    for _ in range(MAX_DECISIONS):
        if match.decision is None:
            break
        match.play(bot_choose("greedy", match.game, match.state, match.decision, dice))
    return match


def test_R_OOTS_366_to_370_points_by_source_add_up_to_each_seats_score() -> None:
    match = _played()
    rec = balance.record(match)
    result = match.result()
    assert rec["over"] and result is not None
    for seat, points in enumerate(rec["points"]):
        assert sum(points[k] for k in balance.SOURCES) == points["total"] == result.scores[seat]
    slayer = rec["xykon"]
    assert slayer < 0 or rec["points"][slayer]["xykon"] == 2 * match.state.floors_regular
    lines = balance.summarise([{"players": 2, "options": {}, "bots": ["greedy"] * 2, "record": rec}])
    for char in rec["characters"]:
        assert sum(line.strip().startswith(char) for line in lines.splitlines()) == 3  # wins, points, Lich lines


def test_R_OOTS_137_battles_read_from_the_log_by_foe_kind() -> None:
    match = Match("oots", (Seat("A", "greedy"), Seat("B", "greedy")), {}, 5)
    state = match.state
    me, you = (state.cs.characters[p.character].name for p in state.players)
    lich = state.cs.xykon[state.cs.lich].name
    state.log[:] = [
        f"{me} rolls 7: 10 against Kobold Knight's 6 — win.",
        f"{me} rolls 1: 2 against {lich}'s 26 — loss.",
        f"{you} rolls 4: no stairs here.",
        f"{me} 9 against {you} 12: loss.",
        f"{you} must flee the dungeon!",
        f"{me} pays {you} {next(iter(state.cs.loot.values())).name}.",
    ]
    mine, yours = balance.story(state)
    assert mine["battles"]["dungeon"] == [1, 0, 0] and mine["battles"]["lich"] == [0, 0, 1]
    assert mine["battles"]["player"] == [0, 0, 1] and yours["battles"]["player"] == [1, 0, 0]
    assert yours["fled"] == 1 and mine["bought"] == 1 and yours["paid"] == 1


def _decision(*keys: str) -> Decision:
    return Decision(0, "test", tuple(Option(k, k) for k in keys))


def test_R_OOTS_166_373_the_handicapped_computer_never_asks_plays_or_helps() -> None:
    from bench import oots_features as f

    match = Match("oots", (Seat("A", "greedy"), Seat("B", "greedy")), {}, 5)
    dice = Chance(1)
    answer = f.handicapped("none", match, _decision("help:0", "wait", "no_help"), dice)
    assert answer.index == 2
    picked = {f.handicapped("random", match, _decision("help:0", "no_help"), dice).index for _ in range(40)}
    assert picked == {0, 1}  # the random seat answers both ways
    game = f.play(2, "none", 0)
    plain = game["kinds"].index("none")
    assert game["used"][plain] == {}
    assert game["kinds"] == ["full", "none"] and f.play(2, "none", 1)["kinds"] == ["none", "full"]


def test_R_OOTS_187_a_bonus_against_players_counts_only_when_it_applies() -> None:
    """Belkar's Bully (+3 Attack against a resting player) and Kick Them While They're Down (+2
    against a wounded one) count in the computer's edge only against such a foe (digest 6.5 item 5)."""
    from engine.games.oots import bot

    match = Match("oots", (Seat("A", "greedy"), Seat("B", "greedy")), {}, 5)
    seen = bot.Seen(match.state.view(0), 0)
    belkar = {
        "shticks": [
            {"id": i} for i in ("belkar.twin_daggers_of_doom.1", "belkar.bully.1", "belkar.kick_them_while_down.1")
        ]
    }
    fresh = {"wounds": 0, "token": "up"}
    assert bot.printed_best(seen, belkar, "atk", fresh) == 3
    assert bot.printed_best(seen, belkar, "atk", {"wounds": 1, "token": "up"}) == 3 + 2
    assert bot.printed_best(seen, belkar, "atk", {"wounds": 1, "token": "resting"}) == 3 + 2 + 3
    assert bot.printed_best(seen, belkar, "def", fresh) == 1  # Attack bonuses never defend


def test_R_OOTS_342_the_lich_battles_read_from_the_log_split_the_value_into_shticks_and_help() -> None:
    """Whoever beats Xykon the Lich first nearly always wins (R-OOTS-342's 2 x floors points), so the
    report splits each Lich battle's value into what the fighter brought and the help it got; a help
    that was double-crossed (R-OOTS-379) went to the Lich and is not counted."""
    match = Match("oots", (Seat("A", "greedy"), Seat("B", "greedy"), Seat("C", "greedy")), {}, 5)
    state = match.state
    me, you, third = (state.cs.characters[p.character].name for p in state.players)
    lich = state.cs.xykon[state.cs.lich].name
    zombie = next(c.name for c in state.cs.xykon.values() if c.name != lich)
    state.log[:] = [
        f"— {me}'s turn —",
        f"{me} rolls 7: 10 against Kobold Knight's 6 — win.",
        f"— {you}'s turn —",
        f"— {me}'s turn —",
        f"{me} rolls 3: 9 against {zombie}'s 12 — loss.",
        f"— {you}'s turn —",
        f"{third} helps {me} (+4).",
        f"{you} helps {me} (+2).",
        f"{you} double-crosses {me}!",
        f"{me} rolls 5: 20 against {lich}'s 18 — win.",
    ]
    mine, yours, _ = balance.story(state)
    assert mine["lair_turn"] == 3 and yours["lair_turn"] == -1  # the turn of the first Xykon-card battle
    assert mine["battles"]["lich"] == [1, 0, 0] and mine["battles"]["lair"] == [0, 0, 1]
    assert (mine["lich_own"], mine["lich_help"]) == (20 - 5 - 4, 4)
    rec = {"characters": [p.character for p in state.players], "story": [mine, yours, _]}
    lines = balance.lich_lines([rec])
    row = next(line for line in lines if line.strip().startswith(state.players[0].character))
    assert "100% (  3)" in row and "1.00: 100%, 0%" in row and "+11.0, +4.0" in row
