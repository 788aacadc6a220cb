"""The balance hook's tables (`python -m bench.balance dungeon_fighter`) count what the games did."""

from __future__ import annotations

from engine import Chance, Match, Seat, bot_choose
from engine.games.dungeon_fighter import balance


def finished(seed: int, difficulty: str) -> Match:
    match = Match("dungeon_fighter", tuple(Seat(f"P{i}", "random") for i in range(3)), {"difficulty": difficulty}, seed)
    dice = Chance(seed)
    while match.decision is not None:
        match.play(bot_choose("random", match.game, match.state, match.decision, dice))
    return match


def test_records_and_tables_follow_the_finished_games():
    matches = [finished(seed, "easy") for seed in (1, 2)] + [finished(3, "insane")]
    rows = [
        {
            "players": 3,
            "options": {"difficulty": m.state.difficulty},
            "bots": ["random"] * 3,
            "record": balance.record(m),
        }
        for m in matches
    ]
    for row, match in zip(rows, matches, strict=True):
        rec = row["record"]
        assert rec["won"] is bool(match.state.won) and rec["throws"] == match.state.throw_k > 0
        assert rec["heroes"] == [h.hero for h in match.state.heroes] and 1 <= rec["floor"] <= 4
    easy = balance.table([r["record"] for r in rows[:2]])
    assert easy["games"] == 2 and easy["throws_mean"] == (rows[0]["record"]["throws"] + rows[1]["record"]["throws"]) / 2
    assert set(easy["win_rate_by_hero"]) == set(rows[0]["record"]["heroes"]) | set(rows[1]["record"]["heroes"])
    text = balance.summarise(rows)
    assert text.count("== 3 hero(es)") == 2 and "difficulty=easy" in text and "difficulty=insane" in text
