"""Computer seats and Screw This! windows (digest 6.5 item 4, 6.1; A-OOTS-32, R-OOTS-373..379).

A computer decides which card to play from its own view only; a window question to a computer
is quiet (the page plays it without a frame of its own, undo steps over it); computers do play
the cards, each in its own window.
"""

from __future__ import annotations

from engine import Chance, Match, Seat, bot_choose
from engine.core.bots import choose as greedy_choice
from engine.games.oots import windows


def _match(seed: int, players: int = 4) -> Match:
    return Match("oots", tuple(Seat(f"C{i}", "greedy") for i in range(players)), {}, seed)


def test_A_OOTS_32_computer_window_choice_ignores_other_seats_hidden_cards() -> None:
    """At every window question, other seats' hands and Stashes are swapped for others: same choice."""
    checked = played = 0
    for seed in range(6):
        match = _match(seed)
        dice = Chance(seed + 11)
        for _ in range(900):
            d = match.decision
            if d is None:
                break
            state = match.state
            if windows.quiet(state, d):
                seat = d.player
                before = greedy_choice("greedy", match.game, state, d, Chance(99)).index
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
                after = greedy_choice("greedy", match.game, state, d, Chance(99)).index
                for p, (hand, stash) in zip(state.players, saved, strict=True):
                    p.hand, p.stash = hand, stash
                assert before == after, (seed, d.options[before].key, d.options[after].key)
                checked += 1
                played += d.options[before].key.startswith("screw:")
            match.play(bot_choose("greedy", match.game, state, d, dice))
    assert checked >= 30 and played >= 5


def test_A_OOTS_32_window_questions_are_quiet_and_undo_steps_over_them() -> None:
    match = _match(3)
    dice = Chance(4)
    seen = 0
    for _ in range(1500):
        d = match.decision
        if d is None:
            break
        quiet = windows.quiet(match.state, d)
        evading = bool(match.state.asks) and match.state.asks[0].kind == "evade_discard"
        assert quiet == (match.state.window is not None or evading and len(d.options) > 1)
        match.play(bot_choose("greedy", match.game, match.state, d, dice))
        if quiet:
            assert match.forced[-1]  # a computer's secret answer: undo steps over it
            seen += 1
    assert seen >= 10


def test_R_OOTS_374_computers_play_each_card_in_its_own_window() -> None:
    plays: dict[str, set[str]] = {}
    for seed in range(4):
        match = _match(seed + 20)
        dice = Chance(seed)
        for _ in range(3000):
            d = match.decision
            if d is None:
                break
            choice = bot_choose("greedy", match.game, match.state, d, dice)
            key = d.options[choice.index].key
            if key.startswith("screw:"):
                card = match.state.cs.battle[key.split(":")[1]]
                plays.setdefault(card.when, set()).add(match.state.window.name)
            match.play(choice)
    assert len(plays) >= 6  # most windows saw a card played
    assert all(seen == {when} for when, seen in plays.items())


def test_A_OOTS_32_a_link_shared_inside_a_window_opens_in_the_same_window() -> None:
    from engine import load_save

    match = _match(7)
    dice = Chance(8)
    for _ in range(3000):
        d = match.decision
        if d is None or match.state.window is not None and match.state.window.stack:
            break
        match.play(bot_choose("greedy", match.game, match.state, d, dice))
    assert match.state.window is not None and match.state.window.stack  # a card played, the window still open
    copy = load_save(match.save())
    assert copy.state_hash() == match.state_hash()
    assert copy.state.window.name == match.state.window.name
    assert copy.decision.player == match.decision.player and copy.decision.keys() == match.decision.keys()
