"""Rules R-DNG-110..125: the three solo variants (Appendix 2)."""

from __future__ import annotations

import pytest

import engine
from engine import Match, Seat
from engine.core.rng import ScriptedChance
from engine.games.dungeon import content
from engine.games.dungeon.rules import draw_hunter_card, ensure_slot, start_turn
from engine.games.dungeon.state import Hunter

from .helpers import CAGE, SLIDE, TM1, TM6, G, creature, hero, ids, keys, make_state, mini_board, play

HUNTED = {"variant": "hunted"}


def variant(key: str):
    return next(v for v in engine.get("dungeon").variants if v.key == key)


def solo_match(options: dict, seed: int = 7) -> Match:
    match = Match("dungeon", (Seat("Solo"),), options, seed)
    match.play(match.decision.options[0].key)  # pick the first hero offered
    if match.decision.has("hunter:random"):
        match.play("hunter:random")  # A-DNG-43 (b): the default placement
    return match


def test_R_DNG_110_three_solo_variants_are_offered():
    v = variant("variant")
    assert v.choices == ("none", "treasure_hunt", "timed", "hunted") and v.default == "none"
    assert v.label_for("hunted") == "Become the Hunted" and v.label_for("timed") == "Timed Game"
    assert v.players == (1, 1)
    with pytest.raises(engine.OptionsError):
        Match("dungeon", (Seat("A"), Seat("B")), {"variant": "timed"}, 1)


# ---------------------------------------------------------------- Treasure Hunt
def test_R_DNG_111_the_target_is_drawn_noted_and_shuffled_back():
    match = Match("dungeon", (Seat("Solo"),), {"variant": "treasure_hunt", "hunt_level": 3}, 11)
    state = match.state
    target = state.hunt_target
    assert target is not None and target.level == 3
    assert len(state.treasure_decks[3]) == len(content.treasure_deck(3))  # back in its deck
    assert target.id in ids(state.treasure_decks[3])
    assert any(target.name in line.text and line.to is None for line in state.log)  # shown to the player
    assert state.view(0)["hunt_target"]["id"] == target.id


def test_R_DNG_112_find_the_target_before_the_hero_dies_twice():
    board = mini_board("GH - c0 |D| R1")
    target = G(700)
    state = make_state(
        board,
        [("cleric", "R1")],
        options={"variant": "treasure_hunt"},
        treasures={1: [target]},
        dice=[1, 1, 6, 6, 3, 4],
    )
    state.hunt_target = target
    ensure_slot(state, "R1", TM1(), face_up=True)
    play(state, "stop")  # 2 misses; the strike-back rolls 12
    assert state.deaths == [1] and state.winners is None and state.phase == "new_hero"
    play(state, "hero:rogue1", "move:R1")  # first death: a new hero; 7 >= Rogue 7, loot = the target
    assert state.winners == (0,) and ids(hero(state).hand) == ["G700"] and hero(state).space == "R1"


def test_R_DNG_113_the_target_level_defaults_to_1_and_may_go_deeper():
    v = variant("hunt_level")
    assert v.default == 1 and v.choices == (1, 2, 3, 4, 5, 6)
    state = Match("dungeon", (Seat("Solo"),), {"variant": "treasure_hunt"}, 3).state
    assert state.hunt_target.level == 1


# ---------------------------------------------------------------- Timed Game
def test_R_DNG_114_win_normally_before_the_clock_runs_out():
    board = mini_board("GH - c1")
    state = make_state(board, [("fighter", "c1")], options={"variant": "timed", "time_limit": 30})
    clock = [o for o in state.decision().options if o.key == "time_expired"]
    assert len(clock) == 1 and clock[0].system
    hero(state).hand = [G(20000)]
    play(state, "move:GH", "stop")
    assert state.winners == (0,) and state.decision() is None  # too late for the clock
    late = make_state(board, [("fighter", "c1")], options={"variant": "timed", "time_limit": 30})
    play(late, "move:GH", "time_expired")
    assert late.winners == () and "30 minutes" in late.end_reason


def test_R_DNG_115_suggested_limits_30_then_25_20_15_minutes():
    v = variant("time_limit")
    assert v.default == 30 and {15, 20, 25, 30} <= set(v.choices)
    assert v.label_for(15) == "15 minutes"
    board = mini_board("GH - c1")
    none = make_state(board, [("fighter", "c1")], options={"variant": "none", "time_limit": 30})
    assert "time_expired" not in keys(none)  # no clock outside the Timed Game
    turns = make_state(board, [("fighter", "c1")], options={"variant": "timed", "time_limit": 0, "turn_limit": 2})
    assert "time_expired" not in keys(turns)
    play(turns, "stop", "stop")
    assert turns.winners == () and "2 turns" in turns.end_reason


# ---------------------------------------------------------------- Become the Hunted
def test_R_DNG_116_the_hunter_starts_face_down_in_a_level_6_room():
    for seed in (1, 2, 3):
        match = solo_match(HUNTED, seed)
        state = match.state
        hunter = state.hunter
        assert hunter is not None and hunter.space in state.board.rooms_by_level[6]
        assert state.board.spaces[hunter.space].kind == "room"
        assert hunter.monster.level == 6 and hunter.monster.kind == "creature" and not hunter.revealed
        view = match.view(0)["hunter"]
        assert view["space"] == hunter.space and view["monster"] is None
        assert hunter.monster not in state.monster_decks[6]
        assert len(state.monster_decks[6]) == len(content.monster_deck(6)) - 1
    plain = solo_match({}, 1)
    assert plain.state.hunter is None


def test_R_DNG_117_the_game_is_lost_when_the_hunter_kills_the_hero_and_won_normally():
    board = mini_board("GH - c1 - c2 - c3")
    state = make_state(board, [("rogue", "c1")], options=HUNTED)
    state.hunter = Hunter(TM6(), "c3")
    hero(state).hand = [G(10000)]
    play(state, "move:GH", "stop")  # the win is checked before the Hunter moves
    assert state.winners == (0,)
    doomed = make_state(board, [("rogue", "c2")], options=HUNTED, dice=[1, 1, 6, 6])
    doomed.hunter = Hunter(TM6(), "GH")
    play(doomed, "stop")
    assert doomed.winners == () and doomed.end_reason == "The Hunter has killed your hero."


def test_R_DNG_118_the_hunter_moves_five_spaces_after_each_player_turn():
    board = mini_board("c0 - c1 - c2 - c3 - c4 - c5 - c6 - c7 - c8 - c9 - c10 - c11 - c12")
    state = make_state(board, [("fighter", "c12")], options=HUNTED)
    state.hunter = Hunter(TM6(), "c0")
    hero(state).lat = 1
    start_turn(state)  # a lost turn is still followed by a Hunter turn (A-DNG-22 (e))
    assert state.hunter.space == "c5" and state.turns_taken == 1 and hero(state).lat == 0
    play(state, "move:c11", "stop")
    assert state.hunter.space == "c10" and state.turns_taken == 2
    assert sum(line.text == "The Hunter moves 5 spaces." for line in state.log) == 2


def test_R_DNG_119_the_hunter_treats_secret_doors_as_normal_doors():
    board = mini_board("h0 - h1 |S:sdx| h2 - h3 - h4 - h5 - h6 - h7", "h1 - a1 - a2 - a3 - a4 - a5 - a6 - h2")
    state = make_state(board, [("cleric", "h7")], options=HUNTED)
    state.hunter = Hunter(TM6(), "h0")
    play(state, "stop")
    assert state.hunter.space == "h5"  # h1, through sdx, h2 .. h5


def test_R_DNG_120_the_hunter_takes_the_shortest_route():
    board = mini_board("h0 - a1 - a2 - a3 - h9", "h0 - b1 - b2 - h9", "h9 - h10 - h11 - h12")
    state = make_state(board, [("rogue", "h12")], options=HUNTED)
    state.hunter = Hunter(TM6(), "h0")
    play(state, "stop")
    assert state.hunter.space == "h11"  # b1, b2, h9, h10, h11 (the a-route would end at h10)


def test_R_DNG_121_123_the_hunter_passes_uncleared_rooms_and_ignores_their_monsters():
    board = mini_board("h0 |D| R1 |D| h1 - h2 - h3 - h4 - h5")
    state = make_state(board, [("fighter", "h5")], options=HUNTED)
    state.hunter = Hunter(TM6(), "h0")
    slot = ensure_slot(state, "R1", TM1(), face_up=True)
    play(state, "stop")  # no dice scripted: nobody fights on the way
    assert state.hunter.space == "h4"  # R1, h1, h2, h3, h4: no stop in the uncleared room
    assert state.slots == {1: slot} and slot.monster.id == "TM1" and slot.face_up
    assert not state.is_cleared("R1") and not state.hunter.revealed


def test_R_DNG_122_the_hunter_entering_the_heros_space_is_revealed_and_fought():
    board = mini_board("c0 - c1 - c2 - c3 - c4 - c5")
    state = make_state(board, [("rogue", "c4")], options=HUNTED, dice=[1, 1, 2, 3])
    state.hunter = Hunter(TM6(), "c0")
    play(state, "stop")
    texts = [line.text for line in state.log]
    revealed = texts.index("The Hunter is revealed: the TM6!")
    assert "rolls 2 = 2 against the TM6's 12" in texts[revealed + 1]  # the hero attacks first
    assert "strikes back: 5, Miss" in texts[revealed + 2]
    assert state.hunter.space == "c4" and state.hunter.revealed
    assert state.view(0)["hunter"]["monster"]["id"] == "TM6" and hero(state).space == "c4"


def test_R_DNG_124_125_the_hero_may_attack_the_hunter_and_a_new_hunter_follows():
    board = mini_board("c0 - c1 - c2 - c3", "c5 |D| R6a", "c6 |D| R6b", levels={"R6a": 6, "R6b": 6})
    nxt = creature("NEXT", 6, 11, 10, 12, None, 8, 9)
    state = make_state(
        board, [("fighter", "c0")], options=HUNTED, monsters={6: [nxt]}, treasures={6: [G(6000)]}, dice=[5, 5]
    )
    state.hunter = Hunter(TM6(), "c2")
    state.hunter.dropped.append(G(800))
    assert "move:c2" in keys(state) and "move:c3" not in keys(state)  # the Hunter's space stops the move
    play(state, "move:c2")  # entering the Hunter's space ends the move: 10 >= Fighter 10
    assert ids(hero(state).hand) == ["G800"] and ids(state.monster_discards[6]) == ["TM6"]
    assert state.cleared == {} and ids(state.treasure_decks[6]) == ["G6000"]
    assert sorted(keys(state)) == ["hunter:R6a", "hunter:R6b"]
    assert state.decision().prompt == "Choose the Level 6 room where the new Hunter starts"
    play(state, "hunter:R6b")
    assert state.hunter.space == "R6b" and state.hunter.monster.id == "NEXT" and not state.hunter.revealed
    assert state.monster_decks[6] == []


class _CountingChance(ScriptedChance):
    """Scripted dice; a shuffle past the limit means the rules are looping."""

    __slots__ = ("shuffles",)

    def __init__(self, dice=(), picks=()) -> None:
        super().__init__(dice, picks)
        self.shuffles = 0

    def shuffle(self, items) -> None:
        self.shuffles += 1
        if self.shuffles > 500:
            raise AssertionError("endless reshuffling")
        super().shuffle(items)


def test_A_DNG_43a_a_deck_of_only_traps_takes_back_its_discards_for_the_next_hunter():
    """Issue 11: a Level 6 deck of traps only, creatures in the discard pile, looped for ever."""
    board = mini_board("c0 - c1 - c2", "c5 |D| R6a", levels={"R6a": 6})
    state = make_state(board, [("fighter", "c0")], options=HUNTED, monsters={6: [CAGE(6)]}, dice=[5, 5])
    state.chance = _CountingChance([5, 5])
    state.monster_discards[6].append(creature("NEXT", 6, 11, 10, 12, None, 8, 9))
    state.hunter = Hunter(TM6(), "c1")
    play(state, "move:c1")  # 10 >= Fighter 10: the Hunter is destroyed, a new one is drawn
    # the beaten TM6 went to the discard first; discards and deck were shuffled together (order kept here)
    assert state.phase == "hunter_room" and state.hunter.monster.id == "TM6"
    assert ids(state.monster_decks[6]) == ["CAGE6", "NEXT"] and state.monster_discards[6] == []
    assert "The Level 6 monster deck is reshuffled." in [line.text for line in state.log]


def test_A_DNG_43a_the_hunter_draw_is_bounded_even_against_a_stubborn_shuffle():
    """However the shuffles fall, one draw ends: after many traps in a row the top creature comes."""

    class Stubborn(_CountingChance):
        def shuffle(self, items) -> None:  # the trap always back on top
            super().shuffle(items)
            items.sort(key=lambda c: c.kind == "cage_trap")

    board = mini_board("c0 - c1 - c2", "c5 |D| R6a", levels={"R6a": 6})
    state = make_state(board, [("fighter", "c0")], options=HUNTED, monsters={6: [TM6(), CAGE(6)]})
    state.chance = Stubborn()
    card = draw_hunter_card(state)
    assert card.id == "TM6" and ids(state.monster_decks[6]) == ["CAGE6"]


def test_A_DNG_43a_no_creature_left_means_no_new_hunter():
    board = mini_board("c0 - c1 - c2", "c5 |D| R6a", levels={"R6a": 6})
    state = make_state(board, [("fighter", "c0")], options=HUNTED, monsters={6: [CAGE(6), SLIDE(6)]})
    assert draw_hunter_card(state) is None
    assert ids(state.monster_decks[6]) == ["CAGE6", "SLIDE6"]


def test_A_DNG_43a_issue_11_random_game_that_hung_now_ends_and_its_save_loads():
    """Seed 17, random bot, Become the Hunted: the second Hunter was drawn from a deck of one trap."""
    import signal

    def too_long(*_args):
        raise AssertionError("the rules loop")

    old = signal.signal(signal.SIGALRM, too_long)
    signal.alarm(60)
    try:
        match = Match("dungeon", (Seat("Solo", "random"),), HUNTED, 17)
        dice = engine.Chance(18)
        for _ in range(5000):
            if match.decision is None:
                break
            match.play(engine.bot_choose("random", match.game, match.state, match.decision, dice))
        assert match.over
        assert engine.load_save(match.save()).state_hash() == match.state_hash()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
