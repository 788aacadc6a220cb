"""Computer players (digest 6.5): exact d12 chances, choices from the seat's own view only.

Named by the rules the numbers pin: R-OOTS-137/138 (roll + modifier against the value),
R-OOTS-403 (Multiattack: the lowest of X dice), R-OOTS-014/017 (hidden hands and Stashes:
a computer's choice cannot depend on another seat's hidden cards), R-OOTS-077 (D5, which
Monster to play), R-OOTS-258 (trading Monsters), R-OOTS-324 (equip for the Lair).
"""

from __future__ import annotations

import pytest

from engine import Chance, Match, Seat, bot_choose
from engine.core.bots import greedy_choice
from engine.games.oots import GAME, bot, odds


def _match(seed: int, players: int = 4) -> Match:
    return Match("oots", tuple(Seat(f"C{i}", "greedy") for i in range(players)), {}, seed)


def _advance(match: Match, dice: Chance, moves: int) -> None:
    for _ in range(moves):
        if match.decision is None:
            return
        match.play(bot_choose("greedy", match.game, match.state, match.decision, dice))


def test_R_OOTS_137_138_d12_odds_formula() -> None:
    """Digest 5.3: P(win) = (12 - (V - M)) / 12, a draw on exactly one face when 1 <= V - M <= 12."""
    assert odds.d12_odds(3, 9) == pytest.approx((6 / 12, 1 / 12, 5 / 12))
    assert odds.d12_odds(0, 12) == pytest.approx((0.0, 1 / 12, 11 / 12))
    assert odds.d12_odds(5, 3) == pytest.approx((1.0, 0.0, 0.0))
    assert odds.d12_odds(0, 14) == pytest.approx((0.0, 0.0, 1.0))


def test_R_OOTS_403_multiattack_lowest_of_x_dice() -> None:
    """Digest 6.5: P(min of X dice >= k) = ((13 - k) / 12) ** X."""
    two = odds.min_face(2)
    assert sum(two) == pytest.approx(1.0)
    assert sum(two[5:]) == pytest.approx((7 / 12) ** 2)  # min >= 6
    win, draw, _ = odds.d12_odds(4, 9, dice=2)  # needs a 6 or more on both dice to win
    assert win == pytest.approx((7 / 12) ** 2)
    assert draw == pytest.approx((8 / 12) ** 2 - (7 / 12) ** 2)


def test_R_OOTS_014_017_choice_ignores_other_seats_hidden_cards() -> None:
    """Another seat's Battle Hand and Stash are swapped for different cards: every choice stays the same."""
    checked = 0
    for seed in range(3):
        match = _match(seed)
        dice = Chance(seed + 7)
        for _ in range(120):
            if match.decision is None:
                break
            d = match.decision
            seat = d.player
            before = greedy_choice(match.game, match.state.view(seat), d, Chance(99)).index
            state = match.state
            saved = [(p.hand, p.stash) for p in state.players]
            pool_hand = [c for p in state.players for c in p.hand] + list(state.battle_deck)
            pool_stash = [c for p in state.players for c in p.stash] + list(state.loot_deck)
            Chance(seed * 31 + checked).shuffle(pool_hand)
            Chance(seed * 37 + checked).shuffle(pool_stash)
            for i, p in enumerate(state.players):
                if i != seat:
                    p.hand = pool_hand[: len(p.hand)]
                    p.stash = pool_stash[: len(p.stash)]
                    del pool_hand[: len(p.hand)]
                    del pool_stash[: len(p.stash)]
            after = greedy_choice(match.game, state.view(seat), d, Chance(99)).index
            for p, (hand, stash) in zip(state.players, saved, strict=True):
                p.hand, p.stash = hand, stash
            assert before == after, (seed, d.options[before].key, d.options[after].key)
            checked += 1
            match.play(bot_choose("greedy", match.game, state, d, dice))
    assert checked > 100


def test_R_OOTS_324_computer_equips_and_picks_up() -> None:
    """Start/end actions: Loot it Drools Over is equipped, Loot lying here is picked up, before the turn goes on."""
    match = _match(5)
    dice = Chance(1)
    seen = {"equip": 0, "pickup": 0}
    for _ in range(600):
        d = match.decision
        if d is None:
            break
        keys = [o.key for o in d.options]
        choice = bot_choose("greedy", match.game, match.state, d, dice)
        chosen = keys[choice.index]
        if any(k.startswith("equip:") for k in keys) and keys[0] != "return":
            assert chosen.startswith(("equip:", "pickup", "trade_monsters")), keys
            seen["equip"] += chosen.startswith("equip:")
        if "pickup" in keys and not any(k.startswith(("equip:", "trade_monsters")) for k in keys):
            assert chosen == "pickup"
            seen["pickup"] += 1
        match.play(choice)
    assert seen["equip"] and seen["pickup"]


def test_R_OOTS_137_best_shtick_by_exact_chances() -> None:
    """D6: the computer takes the Battle Shtick with the best win-minus-loss chances the view shows."""
    match = _match(2)
    dice = Chance(3)
    found = 0
    for _ in range(1500):
        d = match.decision
        if d is None:
            break
        view = match.state.view(d.player)
        choices = (view.get("odds") or {}).get("choices", {})
        keys = [o.key for o in d.options]
        if keys and keys[0].startswith("shtick:") and view.get("battle", {}).get("monster") and choices:
            scores = bot.score_options(view, d)
            pick = max((i for i in range(len(keys)) if keys[i] in choices), key=lambda i: scores[i])
            c = choices[keys[pick]]
            shticks = [k for k in keys if k in choices and k.startswith("shtick:")]  # Charge!-style flips aside
            best = max((choices[k]["win"] - choices[k]["loss"]) / choices[k]["of"] for k in shticks)
            assert (c["win"] - c["loss"]) / c["of"] >= best - 0.17  # a flip shtick may cost a little
            found += 1
        match.play(bot_choose("greedy", match.game, match.state, d, dice))
    assert found >= 5


def test_R_OOTS_077_monster_played_to_beat_the_other_player() -> None:
    """D5: into another's battle, the Monster with the highest chance that they lose (view's plan_odds)."""
    match = _match(4)
    dice = Chance(5)
    found = 0
    for _ in range(2000):
        d = match.decision
        if d is None:
            break
        keys = [o.key for o in d.options]
        fill = match.state.fill
        lair = fill is not None and fill.room[0] == match.state.lair_floor  # there help for Xykon weighs too
        if len(keys) > 1 and all(k.startswith("monster:") for k in keys) and match.state.turn.seat != d.player:
            view = match.state.view(d.player)
            plan = view["plan_odds"]
            scores = bot.score_options(view, d)
            pick = keys[max(range(len(keys)), key=lambda i: scores[i])]
            assert lair or plan[pick][2] - plan[pick][0] >= max(plan[k][2] - plan[k][0] for k in keys) - 0.2
            found += 1
        match.play(bot_choose("greedy", match.game, match.state, d, dice))
    assert found >= 3


def test_R_OOTS_258_reasons_are_player_words() -> None:
    """The hint's line: short, no rule ids, for every option a computer picks."""
    match = _match(6)
    dice = Chance(8)
    for _ in range(300):
        d = match.decision
        if d is None:
            break
        choice = bot_choose("greedy", match.game, match.state, d, dice)
        line = GAME.bot_reason(match.state.view(d.player), d, choice.index)
        assert "R-OOTS" not in line and "A-OOTS" not in line and len(line) < 90
        match.play(choice)


def test_bot_games_replay_exactly() -> None:
    """Same seed, same game: the computers' choices depend only on the view and their own dice."""
    logs = []
    for _ in range(2):
        match = _match(11, players=3)
        _advance(match, Chance(12), 400)
        logs.append(list(match.log))
    assert logs[0] == logs[1]


def test_R_OOTS_138_planning_odds_agree_with_the_battle_view() -> None:
    """odds.py's trial battles give the same chances as the view's odds of the battle in progress."""
    match = _match(3)
    dice = Chance(4)
    compared = 0
    for _ in range(1500):
        d = match.decision
        if d is None:
            break
        state = match.state
        b = state.battle
        if b is not None and b.monster and b.stage == "shtick" and state.turn.seat == d.player:
            choices = state.view(d.player)["odds"]["choices"]
            for key, c in choices.items():
                shtick = key.split(":", 1)[1]
                mine = odds.with_shtick(state, "" if shtick == "none" else shtick)
                assert mine == pytest.approx((c["win"] / c["of"], c["draw"] / c["of"], c["loss"] / c["of"]))
                compared += 1
        match.play(bot_choose("greedy", match.game, state, d, dice))
    assert compared >= 10
