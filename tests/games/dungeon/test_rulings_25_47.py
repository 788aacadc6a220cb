"""Rulings A-DNG-25..47 of the digest (section 4), hidden information included."""

from __future__ import annotations

from engine import Chance, Match, Seat, bot_choose
from engine.games.dungeon import content
from engine.games.dungeon.rules import ensure_slot, gain, setup_hunter, spell_targets, start_turn
from engine.games.dungeon.state import Hunter

from .helpers import (
    CAGE,
    CB,
    ESP,
    SW,
    TBP,
    TM1,
    TM2,
    TM3,
    TM4,
    TM6,
    G,
    creature,
    hero,
    ids,
    keys,
    make_state,
    mini_board,
    play,
)

HUNTED = {"variant": "hunted"}


def who(state) -> int:
    return state.decision().player


def moves(state) -> set[str]:
    return {k.split(":", 1)[1] for k in keys(state) if k.startswith("move:")}


def test_A_DNG_25_a_dry_dungeon_ends_the_game_at_the_end_of_the_round():
    board = mini_board("GH - c1 - K1", "c1 |D| R1")
    cleared = {"K1": 3, "R1": 1}
    state = make_state(board, [("cleric", "GH"), ("fighter", "GH")], cleared=cleared, options={"dry_end": True})
    hero(state, 0).hand = [G(6000)]  # 60 % of 10,000
    hero(state, 1).hand = [G(10000)]  # 50 % of 20,000
    play(state, "stop")
    assert state.winners is None  # the round is not over yet
    play(state, "stop")
    assert state.winners == (0,) and "dungeon is empty" in state.end_reason
    tie = make_state(board, [("cleric", "GH"), ("fighter", "GH")], cleared=cleared, options={"dry_end": True})
    hero(tie, 0).hand = [G(5000)]
    hero(tie, 1).hand = [G(10000)]
    play(tie, "stop", "stop")
    assert tie.winners == (0, 1)
    off = make_state(board, [("cleric", "GH"), ("fighter", "GH")], cleared=cleared, options={"dry_end": False})
    play(off, "stop", "stop")
    assert off.winners is None
    still = make_state(
        board, [("cleric", "GH"), ("fighter", "GH")], cleared={"K1": 2, "R1": 1}, options={"dry_end": True}
    )
    play(still, "stop", "stop")
    assert still.winners is None


def test_A_DNG_26_spells_roll_2d6_without_any_sword_bonus_and_a_dash_misses():
    board = mini_board("c0 |D| R4", "GH - c9", levels={"R4": 4})
    state = make_state(board, [("wizard", "c0"), ("fighter", "GH")], monsters={4: [TM4()]}, dice=[3, 4])
    hero(state).sword_bonus = 2  # even a stray bonus is never added to a spell
    play(state, "lightning:R4")  # 7 >= Lightning 7
    assert [line.dice for line in state.log if "Lightning Bolt rolls" in line.text] == [(3, 4)]
    assert hero(state).space == "R4"
    miss = make_state(board, [("wizard", "c0"), ("fighter", "GH")], monsters={4: [TM3()]}, dice=[3, 3])
    miss.monster_decks[4] = [creature("X", 4, 8, 8, 8, 8, 7, 7)]
    hero(miss).sword_bonus = 2
    play(miss, "fireball:R4")  # 6 < 7: the +2 would have made it
    assert miss.slot_at == {"R4": 1}
    dash = make_state(board, [("wizard", "c0"), ("fighter", "GH")], monsters={4: [TM4()]})
    play(dash, "fireball:R4")  # Fireball "–": automatic miss, no dice
    assert dash.slot_at == {"R4": 1} and any("cannot hurt" in line.text for line in dash.log)


def test_A_DNG_27_fireball_and_lightning_targeting():
    board = mini_board("c0 |D| R1", "c0 - K1", "c0 |D| R2", "R2 |D| R3", "GH - c9")
    state = make_state(board, [("wizard", "c0"), ("fighter", "GH")], cleared={"R2": 1})
    # (e) only uncleared targets; R3 is two steps away
    assert spell_targets(state, hero(state)) == ["K1", "R1"]
    hero(state).spells = ["teleport"]  # (a) no attack spell left
    assert spell_targets(state, hero(state)) == []
    # (d) standing in an uncleared room: no casting at a neighbour
    inside = make_state(board, [("wizard", "R2"), ("fighter", "GH")])
    assert spell_targets(inside, hero(inside)) == []
    cleared = make_state(board, [("wizard", "R2"), ("fighter", "GH")], cleared={"R2": 1})
    assert spell_targets(cleared, hero(cleared)) == ["R3"]
    # after ESP on the target the Wizard may still cast at it (it stopped at the door)
    esp = make_state(board, [("wizard", "c0"), ("fighter", "GH")], monsters={1: [TM1()]})
    hero(esp).in_play = [ESP()]
    play(esp, "esp:R1")
    assert set(keys(esp)) == {"enter:R1", "fireball:R1", "lightning:R1", "stop"}


def test_A_DNG_28_a_kill_in_a_chamber_that_stays_uncleared_ends_the_turn():
    board = mini_board("c0 - K1", "GH - c9")
    state = make_state(board, [("wizard", "c0"), ("fighter", "GH")], monsters={1: [TM2(), TM1()]}, dice=[3, 3])
    ensure_slot(state, "K1", TM1(), face_up=True).dropped.append(G(400))
    state.monster_decks[1] = [TM2()]
    play(state, "lightning:K1")  # 6 >= Lightning 6
    assert hero(state).space == "K1" and ids(hero(state).hand) == ["G400"] and state.cleared["K1"] == 1
    assert ids(state.monster_decks[1]) == ["TM2"] and who(state) == 1  # not met again this turn
    melee = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM2(), TM1()]}, dice=[4, 4])
    play(melee, "move:K1")
    assert melee.cleared["K1"] == 1 and ids(melee.monster_decks[1]) == ["TM2"] and who(melee) == 1


def test_A_DNG_29_teleport_details():
    board = mini_board("c0 - K1 - c1 - K2", "c5 - K3", "GH - c9", levels={"K2": 2, "K3": 3})
    # (a) right after entering a cleared chamber mid-move (not from a corridor)
    state = make_state(board, [("wizard", "c0"), ("fighter", "GH")], cleared={"K1": 3})
    assert not any(k.startswith("teleport:") for k in keys(state))
    play(state, "move:K1")
    assert "teleport:K2" in keys(state) and "teleport:K3" not in keys(state)  # (b) Level 1 +- 1 only
    # (d) other heroes in the destination do not matter; (c) it is met normally
    hero(state, 1).space = "K2"
    state.monster_decks[2] = [CAGE(2)]
    state.chance.dice = [1]
    play(state, "teleport:K2")
    assert hero(state).space == "K2" and hero(state).lat == 1 and state.cleared["K2"] == 1
    # (a) five steps ending in a chamber: the teleport is still there with 0 points
    walk = make_state(
        mini_board("c0 - c1 - c2 - c3 - c4 - K1", "c9 - K2"), [("wizard", "c0")], cleared={"K1": 3, "K2": 3}
    )
    play(walk, "move:K1")
    assert walk.turn.points == 0 and set(keys(walk)) == {"teleport:K2", "stop"}
    # (e) after a Teleport there is no path: a Wounded Wizard falls back to a space next to it
    hurt = make_state(board, [("wizard", "K3"), ("fighter", "GH")], cleared={"K3": 3}, dice=[1, 1, 4, 4])
    ensure_slot(hurt, "K2", TM1(), face_up=True)
    play(hurt, "teleport:K2")
    assert hero(hurt).last_path == [] and hero(hurt).space == "c1" and hero(hurt).lat == 1


def test_A_DNG_30_spending_the_whole_turn_in_the_great_hall():
    board = mini_board("GH - c1", "c5 |D| R2", levels={"R2": 2})
    state = make_state(board, [("wizard", "GH"), ("fighter", "GH")], monsters={2: [TM2()]}, treasures={2: [G(1)]})
    w = hero(state)
    w.spells = ["fireball"]
    w.in_play = [CB()]
    play(state, "crystal:R2")  # a Crystal Ball turn still counts as a whole turn in the hall
    assert state.phase == "regain" and who(state) == 0
    play(state, "regain:teleport")
    assert sorted(w.spells) == ["fireball", "teleport"]
    play(state, "stop")
    play(state, "move:c1", "move:GH", "stop")  # left and came back: no regain
    assert who(state) == 1 and len(w.spells) == 2


def test_A_DNG_31_occupancy_corner_cases():
    board = mini_board("c0 - c1 - c2", "c0 - K1", "c3 - c4")
    # (g) a step into an occupied corridor only if the hero can go on to a free space
    state = make_state(board, [("fighter", "c0"), ("cleric", "c1")])
    assert "c2" in moves(state) and "c1" not in moves(state)
    state.turn.points = 1
    state._decision = None
    assert "c2" not in moves(state) and moves(state) == {"K1"}
    dead_end = make_state(board, [("fighter", "c3"), ("cleric", "c4")])
    assert moves(dead_end) == set() and keys(dead_end) == ["stop"]
    # (c)(d) chambers and the Great Hall take everyone; (f) the Hunter is no hero for occupancy
    hunted = make_state(board, [("fighter", "c2")], options=HUNTED)
    hunted.hunter = Hunter(TM6(), "c0")
    assert "c0" in moves(hunted)


def test_A_DNG_32_esp_details():
    board = mini_board("c0 |D| R1", "c0 - c1 - c2 - c3 - c4 - c5 |D| R2", "c0 |D| R3", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM2(), TM1()]}, dice=[3, 3])
    f = hero(state)
    f.in_play = [ESP()]
    ensure_slot(state, "R3", TM3(), face_up=True)
    # (a) adjacent, uncleared, not holding a face-up monster; (c) before moving
    assert {k for k in keys(state) if k.startswith("esp:")} == {"esp:R1"}
    play(state, "esp:R1")
    # (b) drawn face down, seen by this player only; (d) enter now or stop
    esp_slot = state.slots[state.slot_at["R1"]]
    assert esp_slot.number == 2 and not esp_slot.face_up and esp_slot.seen_by == {0}
    play(state, "enter:R1")  # costs a point; the card is revealed and fought: 6 >= Fighter 5
    assert f.space == "R1" and state.is_cleared("R1") and state.turn.seat == 1
    # (e) with 0 points ESP still works, but the hero cannot enter
    far = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM1()]})
    hero(far).in_play = [ESP()]
    play(far, "move:c5")
    assert far.turn.points == 0 and "esp:R2" in keys(far)
    play(far, "esp:R2")
    assert keys(far) == ["stop"]


def test_A_DNG_33_crystal_ball_details():
    board = mini_board("c0 - c1", "c5 |D| R1", "c6 - K1", "GH - c9")
    state = make_state(board, [("rogue", "c0"), ("cleric", "GH")], monsters={1: [TM2()]}, treasures={1: [G(1), G(450)]})
    r = hero(state)
    r.in_play = [CB()]
    ensure_slot(state, "R1", TM1(), face_up=True)  # (b) a face-up monster, no treasure yet
    assert {k for k in keys(state) if k.startswith("crystal:")} == {"crystal:R1", "crystal:K1"}
    play(state, "crystal:R1")
    assert state.slots[1].treasure.id == "G450" and state.slots[1].face_up and who(state) == 1
    assert state.view(1)["slots"][0]["treasure"] == "hidden" and ids(state.monster_decks[1]) == ["TM2"]
    play(state, "stop")
    assert keys(state).count("crystal:R1") == 0  # nothing new to see there now
    # (a) only as the first action of the turn
    play(state, "move:c1")
    assert not any(k.startswith("crystal:") for k in keys(state))


def test_A_DNG_34_no_esp_in_a_crystal_ball_turn():
    board = mini_board("c0 |D| R1", "c5 |D| R2", "GH - c9")
    state = make_state(board, [("rogue", "c0"), ("cleric", "GH")], monsters={1: [TM2(), TM1()]}, treasures={1: [G(1)]})
    hero(state).in_play = [ESP(), CB()]
    assert {"esp:R1", "crystal:R2"} <= set(keys(state))
    play(state, "crystal:R2")
    assert who(state) == 1 and state.slot_at == {"R2": 1}  # the turn is over: no ESP after it


def test_A_DNG_35_every_magic_sword_gives_plus_2_on_11():
    swords = [c for lv in content.LEVELS for c in content.treasure_deck(lv) if c.special == "magic_sword"]
    assert len(swords) >= 2  # a second sword is needed for the hand and replacement rules
    for card in swords:
        assert card.sword_bonus(11) == 2
        assert {card.sword_bonus(n) for n in range(2, 13)} <= {1, 2}
    board = mini_board("c0 - c1")
    for total, dice, bonus in ((9, [4, 5], 1), (10, [4, 6], 2), (2, [1, 1], 1)):
        state = make_state(board, [("fighter", "c0")], dice=dice)
        gain(state, hero(state), SW())
        assert hero(state).sword_bonus == bonus, total


def test_A_DNG_36_magic_sword_handling():
    board = mini_board("c0 |D| R1", "c0 |S:sd1| c1", "GH - c9")
    # (a) a sword collected from a pile is put in play and rolled
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], dice=[3, 3, 6, 5])
    ensure_slot(state, "R1", TM1(), face_up=True).dropped.append(SW())
    play(state, "move:R1")
    assert ids(hero(state).in_play) == ["SW1000"] and hero(state).sword_bonus == 2
    # (c) the bonus is not added to secret-door rolls or strike-back rolls
    door = make_state(board, [("fighter", "c0"), ("cleric", "GH")], dice=[4])
    hero(door).in_play = [SW()]
    hero(door).sword_bonus = 2
    play(door, "search:sd1")
    assert hero(door).known_doors == set()
    back = make_state(board, [("fighter", "R1"), ("cleric", "GH")], dice=[1, 2, 5, 5], picks=[0])
    hero(back).in_play = [SW()]
    hero(back).sword_bonus = 2
    ensure_slot(back, "R1", TM3(), face_up=True)  # Fighter 7
    play(back, "stop")  # 3 + 2 < 7; the strike-back stays 10 (Wounded), not 12
    assert hero(back).lat == 1 and hero(back).hero.id == "fighter1"
    # (b) both swords dropped: no replacement
    both = make_state(board, [("fighter", "R1"), ("cleric", "GH")], dice=[1, 1, 5, 6], picks=[3, 0])
    hero(both).hand = [SW(1000, "B"), G(100), G(200)]
    hero(both).in_play = [SW(1000, "A")]
    hero(both).sword_bonus = 2
    ensure_slot(both, "R1", TM3(), face_up=True)
    play(both, "stop")  # Seriously Wounded: 2 of 4 cards, the picks take sword A, then sword B
    assert ids(both.slots[1].dropped) == ["SW1000A", "SW1000B"]
    assert ids(hero(both).hand) == ["G100", "G200"] and hero(both).in_play == [] and hero(both).sword_bonus == 0
    # (e) a new hero after death has no sword bonus
    dead = make_state(board, [("fighter", "R1"), ("cleric", "GH")], dice=[1, 1, 6, 6])
    hero(dead).in_play = [SW()]
    hero(dead).sword_bonus = 2
    ensure_slot(dead, "R1", TBP(), face_up=True)
    play(dead, "stop", "hero:fighter2")
    assert hero(dead).sword_bonus == 0 and hero(dead).in_play == []


def test_A_DNG_37_every_treasure_card_has_gp_that_counts():
    assert all(c.gp > 0 for lv in content.LEVELS for c in content.treasure_deck(lv))
    board = mini_board("GH - c1")
    state = make_state(board, [("cleric", "GH")])
    hero(state).in_play = [CB(), ESP()]  # 5,000 gp of special cards
    hero(state).hand = [G(5000)]
    play(state, "stop")
    assert state.winners == (0,)


# ---------------------------------------------------------------- hidden information
def test_A_DNG_38_hands_gp_and_spells_are_private_counts_public():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(board, [("wizard", "c0"), ("fighter", "GH"), ("cleric", "GH")])
    w = hero(state)
    w.hand = [G(700), SW()]
    w.in_play = [ESP()]
    w.known_doors = {"sd1"}
    mine, theirs, spectator = state.view(0), state.view(1), state.view(None)
    me = mine["players"][0]
    assert [c["id"] for c in me["hand"]] == ["G700", "SW1000"] and me["gp"] == 2700
    assert me["spells"] == ["fireball", "fireball", "lightning", "lightning", "teleport"]
    for view in (theirs, spectator):
        other = view["players"][0]
        assert other["hand"] is None and other["gp"] is None and other["spells"] is None
        assert other["known_doors"] is None
        assert other["hand_count"] == 2 and other["spell_count"] == 5 and other["requirement"] == 30_000
        assert [c["id"] for c in other["in_play"]] == ["ESP"]  # face up in front of the player
    assert "G700" not in repr(theirs) and "SW1000" not in repr(theirs)
    opened = make_state(board, [("wizard", "c0"), ("fighter", "GH")], options={"open_hands": True})
    hero(opened).hand = [G(700)]
    assert opened.view(1)["players"][0]["gp"] == 700 and opened.view(1)["players"][0]["hand"][0]["id"] == "G700"


def test_A_DNG_38_private_log_lines_reach_only_their_owner():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(
        board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM1()]}, treasures={1: [G(650)]}, dice=[6, 6]
    )
    play(state, "move:R1")
    own = [line["text"] for line in state.view(0)["log"]]
    other = [line["text"] for line in state.view(1)["log"]]
    public = [line["text"] for line in state.view(None)["log"]]
    assert "You gain the G650 (650 gp)." in own
    assert not any("G650" in t for t in other + public)
    assert sum("gains a treasure" in t for t in other) == 1


def test_A_DNG_38_a_regained_spell_kind_is_private():
    board = mini_board("GH - c1")
    state = make_state(board, [("wizard", "GH"), ("fighter", "GH")])
    hero(state).spells = ["fireball"]
    play(state, "stop", "regain:teleport")
    own = [line["text"] for line in state.view(0)["log"]]
    other = [line["text"] for line in state.view(1)["log"]]
    assert "You take a Teleport card." in own
    assert not any("Teleport" in t for t in other) and any("regains a spell" in t for t in other)


def test_A_DNG_19_38_face_down_cards_are_seen_only_by_their_viewers():
    board = mini_board("c0 |D| R2", "GH - c9", levels={"R2": 2})
    state = make_state(
        board, [("rogue", "GH"), ("fighter", "GH"), ("cleric", "GH")], monsters={2: [TM2()]}, treasures={2: [G(1100)]}
    )
    hero(state).in_play = [CB()]
    play(state, "crystal:R2")
    for p, sees in ((0, True), (1, False), (2, False), (None, False)):
        slot = state.view(p)["slots"][0]
        assert slot["face_up"] is False and slot["space"] == "R2"
        assert (slot["monster"] is not None) is sees
        assert slot["treasure"] == (
            {"id": "G1100", "name": "G1100", "gp": 1100, "special": None, "level": 1} if sees else "hidden"
        )
        texts = [line["text"] for line in state.view(p)["log"]]
        assert any("You see the TM2" in t for t in texts) is sees
        assert any("lies face down in slot 1" in t for t in texts)


def test_A_DNG_39_several_heroes_and_one_monster_in_a_chamber():
    board = mini_board("c0 - K1", "GH - c9")
    state = make_state(
        board, [("cleric", "K1"), ("rogue", "K1")], monsters={1: [TM2()]}, dice=[1, 1, 3, 3, 4, 4], picks=[0]
    )
    hero(state, 0).hand = [G(300)]
    ensure_slot(state, "K1", TM1(), face_up=True)
    play(state, "stop")  # the Cleric misses and is Stunned: G300 under TM1
    assert ids(state.slots[1].dropped) == ["G300"] and who(state) == 1
    play(state, "stop")  # the Rogue fights the same monster on its own turn: 8 >= 7
    assert ids(hero(state, 1).hand) == ["G300"] and state.cleared["K1"] == 1 and state.slots == {}
    state.chance.dice = [6, 6]
    play(state, "stop")  # the Cleric again: still uncleared, no monster: a new one is drawn
    assert state.monster_decks[1] == [] and state.cleared["K1"] == 2


def test_A_DNG_40_a_hero_cannot_decline_to_fight():
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], dice=[1, 1, 1, 1])
    ensure_slot(state, "R1", TM1(), face_up=True)
    play(state, "move:R1")  # no decision between arriving and fighting
    assert state.chance.dice == [] and any("strikes back" in line.text for line in state.log)
    stay = make_state(board, [("fighter", "R1"), ("cleric", "GH")], dice=[1, 1, 1, 1])
    ensure_slot(stay, "R1", TM1(), face_up=True)
    assert "stop" in keys(stay)
    play(stay, "stop")
    assert stay.chance.dice == []


def test_A_DNG_41_treasure_hunt_details():
    board = mini_board("c0 |D| R1", "GH - c9")
    # (b) the target won from a dropped pile, anywhere
    target = G(700)
    state = make_state(board, [("cleric", "c0")], options={"variant": "treasure_hunt"}, dice=[4, 4])
    state.hunt_target = target
    ensure_slot(state, "R1", TM1(), face_up=True).dropped.append(target)
    play(state, "move:R1")
    assert state.winners == (0,) and hero(state).space == "R1"
    # (e) every room of its level cleared and the card nowhere to be found: lost
    lost = make_state(board, [("cleric", "c0")], options={"variant": "treasure_hunt"}, treasures={1: [G(700)]})
    lost.hunt_target = lost.treasure_decks[1][0]
    lost.cleared["R1"] = 1
    play(lost, "stop")
    assert lost.winners == () and "can no longer be found" in lost.end_reason


def test_A_DNG_42_timed_game_clock_and_turn_limit():
    board = mini_board("GH - c1")
    state = make_state(board, [("fighter", "GH")], options={"variant": "timed", "time_limit": 15})
    option = next(o for o in state.decision().options if o.key == "time_expired")
    assert option.system and option.group == "Clock"
    play(state, "time_expired")
    assert state.winners == () and state.decision() is None and "15 minutes" in state.end_reason
    limit = make_state(board, [("fighter", "GH")], options={"variant": "timed", "time_limit": 0, "turn_limit": 40})
    for _ in range(39):
        play(limit, "stop")
    assert limit.winners is None
    hero(limit).hand = [G(20000)]
    play(limit, "stop")  # the 40th turn ends with a win: the win comes first
    assert limit.winners == (0,)


def test_A_DNG_43_hunter_card_and_route_details():
    board = mini_board("c0 - c1", "c5 |D| R6a", "c6 |D| R6b", levels={"R6a": 6, "R6b": 6})
    # (a) a trap drawn for the Hunter goes back and another card is drawn; (b) a random Level 6 room
    state = make_state(board, [("fighter", "c0")], options=HUNTED, monsters={6: [TM6(), CAGE(6)]}, picks=[1])
    setup_hunter(state)
    assert state.hunter.monster.id == "TM6" and ids(state.monster_decks[6]) == ["CAGE6"]
    assert keys(state) == ["hunter:random", "hunter:R6a", "hunter:R6b"]
    play(state, "hunter:random")  # pick 1 of the two rooms
    assert state.hunter.space == "R6b"
    # (c) equal routes: the lowest next-space id wins
    route = mini_board("h0 - a1 - a2 - a3 - a4 - a5 - a6 - h9", "h0 - b1 - b2 - b3 - b4 - b5 - b6 - h9")
    tie = make_state(route, [("rogue", "h9")], options=HUNTED)
    tie.hunter = Hunter(TM6(), "h0")
    play(tie, "stop")
    assert tie.hunter.space == "a5"
    # (c) already in the hero's space: the Hunter does nothing
    same = make_state(route, [("rogue", "h9")], options=HUNTED)
    same.hunter = Hunter(TM6(), "h9")
    hero(same).lat = 1
    start_turn(same)  # a lost turn in the Hunter's space: its turn follows, and it stays put
    assert same.hunter.space == "h9" and not any("Hunter moves" in line.text for line in same.log)
    assert same.turns_taken == 1


def test_A_DNG_43_hunter_combat_details():
    board = mini_board("GH - c1 - c2 - c3", "c5 |D| R6a", "c7 |D| R1", levels={"R6a": 6})
    # (g) the Hunter enters the Great Hall; (d) drops go under the Hunter's card
    state = make_state(board, [("cleric", "GH")], options=HUNTED, dice=[1, 1, 3, 3], picks=[0])
    hero(state).hand = [G(400)]
    state.hunter = Hunter(TM6(), "c3")
    play(state, "stop")
    assert state.hunter.space == "GH" and ids(state.hunter.dropped) == ["G400"] and state.slots == {}
    # (h) killed by another monster: a new hero, play goes on; option any_death_loses
    for any_death, over in ((False, False), (True, True)):
        other = make_state(
            board, [("cleric", "R1")], options={**HUNTED, "any_death_loses": any_death}, dice=[1, 1, 6, 6]
        )
        other.hunter = Hunter(TM6(), "R6a")
        ensure_slot(other, "R1", TM1(), face_up=True)
        play(other, "stop")
        assert (other.winners == ()) is over and (other.phase == "new_hero") is not over
    # (e) a Wizard may aim a spell at the Hunter's space; (f) no Cleared token, no treasure draw
    wiz = make_state(
        board, [("wizard", "c1")], options=HUNTED, monsters={6: [TM6()]}, treasures={6: [G(9000)]}, dice=[4, 4]
    )
    wiz.hunter = Hunter(creature("H", 6, 11, 10, 12, None, 8, 9), "c2")
    assert {"fireball:c2", "lightning:c2"} <= set(keys(wiz))
    play(wiz, "fireball:c2")
    assert hero(wiz).space == "c2" and wiz.phase == "hunter_room" and wiz.cleared == {}
    assert ids(wiz.treasure_decks[6]) == ["G9000"] and ids(wiz.monster_discards[6]) == ["H"]


def test_A_DNG_44_all_randomness_comes_from_the_seeded_rng():
    def run(seed: int) -> str:
        match = Match("dungeon", (Seat("A", "random"), Seat("B", "random")), {}, seed)
        bots = Chance(99)
        for _ in range(60):
            if match.over:
                break
            match.play(bot_choose("random", match.game, match.state, match.decision, bots))
        return match.state_hash()

    assert run(5) == run(5) and run(5) != run(6)
    board = mini_board("c0 |D| R1", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [TM1()]}, dice=[2, 5])
    play(state, "move:R1")
    assert [line.dice for line in state.log if "rolls" in line.text] == [(2, 5)]  # both faces logged


def test_A_DNG_45_tokens_and_slots_are_unlimited():
    board = mini_board("c0 - K1", "GH - c9")
    state = make_state(board, [("fighter", "c0"), ("cleric", "GH")], monsters={1: [CAGE(1)]}, dice=[6])
    hero(state).lat = 9
    play(state, "move:K1")
    assert hero(state).lat == 11
    for n in range(1, 31):
        assert ensure_slot(state, f"X{n}", TM1(), face_up=True).number == n
    assert len(state.slots) == 30


def test_A_DNG_46_treasure_level_is_the_level_of_the_room():
    board = mini_board("c0 |D| R3", "GH - c9", levels={"c0": 1, "R3": 3})
    state = make_state(
        board,
        [("wizard", "c0"), ("fighter", "GH")],
        monsters={3: [TM3()]},
        treasures={1: [G(1)], 3: [G(2000)]},
        dice=[4, 4],
    )
    play(state, "fireball:R3")
    assert ids(hero(state).hand) == ["G2000"] and ids(state.treasure_decks[1]) == ["G1"]


def test_A_DNG_47_placed_in_the_great_hall_ends_the_turn_and_clears_the_path():
    board = mini_board("c0 - c1 |D| R1", "c9 - GH")
    state = make_state(board, [("fighter", "c0"), ("cleric", "c9")], monsters={1: [TM2()]}, dice=[1, 1, 5, 6])
    play(state, "move:R1")  # Seriously Wounded
    f = hero(state)
    assert f.space == "GH" and f.last_path == [] and who(state) == 1
    assert state.monster_decks[1] == [] and state.slots[1].space == "R1"
    assert ids(state.monster_decks[1]) == [] and "GH" not in state.slot_at
