"""Computer seats and assistance (digest 6.5 items 3 and 4; R-OOTS-014/017, R-OOTS-166, R-OOTS-167).

Whom to ask and with which Loot (the least Drool Factor that makes the win likely, from the
view's exact chances), whether to accept (the card's worth against the asker's lead), all
from the seat's own view: another seat's hidden cards never change the choice.
"""

from __future__ import annotations

from engine import Chance, Match, Seat, bot_choose
from engine.core.bots import greedy_choice
from engine.games.oots import bot, bot_help
from engine.games.oots.content.schema import Loot

from .oots_helpers import give_hand, in_play, keys, new_game, play, put, room_at, set_turn
from .test_rules_assist import part2

HELP_KEYS = ("offer", "help", "wait", "enough", "no_help")


def test_R_OOTS_014_017_166_167_assistance_choices_ignore_other_seats_hidden_cards() -> None:
    """At every asking and answering decision of greedy games, the others' hands and Stashes are
    swapped for other cards of the same kind: the computer's choice stays the same."""
    checked = 0
    for seed in range(2):
        match = Match("oots", tuple(Seat(f"C{i}", "greedy") for i in range(4)), {}, seed)
        dice = Chance(seed + 7)
        for _ in range(700):
            d = match.decision
            if d is None:
                break
            state = match.state
            if any(o.key.partition(":")[0] in HELP_KEYS for o in d.options):
                seat = d.player
                before = greedy_choice(match.game, state.view(seat), d, Chance(99)).index
                saved = [(p.hand, p.stash) for p in state.players]
                pool_hand = [c for p in state.players for c in p.hand] + list(state.battle_deck)
                pool_stash = [c for p in state.players for c in p.stash] + list(state.loot_deck)
                pool_stash = [c for c in pool_stash if isinstance(state.cs.loot[c], Loot)]
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
    assert checked >= 20


def scores(state):
    d = state.decision()
    return dict(zip(d.keys(), bot.score_options(state.view(d.player), d), strict=True))


def shipped_battle(monster_id: str, stash: tuple[str, ...]):
    """Roy (Greenhilt Sword) attacks `monster_id` of the shipped cards, Durkon on his floor (computers read
    the shipped card set)."""
    state = new_game(("roy", "durkon"), cards="shipped", choose=False)
    while state.asks:
        play(state, keys(state)[0])
    for seat in range(2):
        give_hand(state, seat, [])
    room_at(state, (1, 0), monsters=(monster_id,))
    room_at(state, (1, 1))
    put(state, 0, (1, 0))
    put(state, 1, (1, 1))
    in_play(state, 0, "roy.greenhilt_sword.1")
    set_turn(state, 0, "mode")
    play(state, "stay")
    part2(state, stash)
    play(state, "shtick:roy.greenhilt_sword.1")
    return state


def test_R_OOTS_166_168_computer_asks_with_the_least_drool_factor_that_makes_the_win_likely() -> None:
    """Word of Thor (Durkon 1), Holy Symbol (2), Beard Comb (3): among the offers whose exact chances
    make the win likely, the computer picks the least Drool Factor; none when rolling alone is likely."""
    stash = ("word_of_thor.1", "holy_symbol.1", "beard_comb.1")
    for foe in ("troll.1", "goblin_with_a_shield.1", "kinda_wimpy_goblin.1"):
        state = shipped_battle(foe, stash)
        choices = state.view(0)["odds"]["choices"]

        def win(key, choices=choices):
            return choices[key]["win"] / choices[key]["of"]

        s = scores(state)
        best = max(s, key=s.get)
        offers = [k for k in s if k.startswith("offer:")]
        assert len(offers) == 3
        likely = [k for k in offers if win(k) >= bot_help.LIKELY]
        if win("roll") >= bot_help.LIKELY or not likely:
            assert not best.startswith("offer:") or not likely, (foe, best)
        elif best.startswith("offer:"):  # asking at all weighs the card's cost; if asking, the least that will do
            least = min(likely, key=lambda k: state.cs.loot[k.split(":")[2]].df("durkon"))
            assert best == least, (foe, s)
    assert win("roll") >= bot_help.LIKELY  # the wimpy goblin: no help asked
    state = shipped_battle("troll.1", stash)
    s = scores(state)
    assert max(s, key=s.get) == "offer:durkon:word_of_thor.1"  # DF 1 already makes it likely


def test_R_OOTS_167_computer_helps_for_loot_it_drools_over_but_not_the_runaway_leader() -> None:
    state = shipped_battle("troll.1", ("holy_symbol.1",))
    play(state, "offer:durkon:holy_symbol.1")
    s = scores(state)
    assert s["help:0"] > s["no_help"]  # Drool Factor 2 for Durkon; Roy does not lead
    roy = state.players[0]
    roy.shticks = roy.shticks + roy.shtick_deck[:16]  # Roy now leads by far on the public count
    ours = [c for c in state.loot_deck if isinstance(state.cs.loot[c], Loot) and state.cs.loot[c].df("roy") >= 2]
    roy.equipped = ours[:6]
    state._decision = None
    s = scores(state)
    assert s["help:0"] < s["no_help"]


def test_R_OOTS_177_409_computer_keeps_npc_only_loot_for_xykon() -> None:
    """Inappropriate Violence only an NPC (Belkar, 3) wants: not spent to beat a Troll a little more
    surely, spent at once against Xykon the Lich, whom nobody beats alone."""
    state = shipped_battle("troll.1", ("inappropriate_violence.1",))
    s = scores(state)
    assert "offer:belkar:inappropriate_violence.1" in s
    assert s["roll"] > s["offer:belkar:inappropriate_violence.1"]  # kept
    state = shipped_battle("troll.1", ("inappropriate_violence.1",))
    state.battle.monster = state.room((1, 0)).monsters[0] = "xykon_the_lich.1"
    state._decision = None
    s = scores(state)
    assert max(s, key=s.get) == "offer:belkar:inappropriate_violence.1"  # spent
