"""The turn, its actions and which battles happen: ids of digest 3.1, 3.3, 3.4, 3.5, 3.7, 3.8 and 3.19."""

from __future__ import annotations

from engine.core.game import Seat
from engine.core.rng import Chance
from engine.games.oots import make_state
from engine.games.oots.cards import Cards, register_cards
from engine.games.oots.collapse import begin_collapse
from engine.games.oots.content.schema import CHARACTERS_ORDER, Character, RoomHook, Support
from engine.games.oots.state import ENTRANCE
from engine.games.oots.support import monster_values
from engine.games.oots.turn import end_turn

from .fight_helpers import fight
from .oots_helpers import (
    ab,
    card_set,
    default_shticks,
    give_hand,
    keys,
    loot,
    monster,
    new_game,
    play,
    put,
    room,
    room_at,
    screw,
    set_turn,
    trap,
)


def test_R_OOTS_002_a_name_on_a_card_means_whoever_plays_that_character():
    """Nemesis (Elan) adds +3 against the seat that controls Elan, wherever that seat sits."""
    nem = monster("nem", "Elan's Rival", dfn=5, abilities=(ab("nemesis", who="elan"),))
    as_seat_0 = fight([nem], ["nem"], chars=("elan", "roy", "haley"), shticks=("elan.s1",))
    play(as_seat_0, "shtick:elan.s1")
    assert as_seat_0.battle.stage == "preroll"
    from engine.games.oots.fight import totals

    assert totals(as_seat_0)[1] == 5 + 3
    not_elan = fight([nem], ["nem"], chars=("roy", "elan", "haley"), shticks=("roy.g1",))
    play(not_elan, "shtick:roy.g1")
    assert totals(not_elan)[1] == 5  # Elan is seat 1 here, but the battling seat plays Roy


def _cards_with_classes(klass: str) -> str:
    """The default test set, with every character's class (and nothing else) changed."""
    chars = [Character(c, c.capitalize(), "human", "Order of the Stick", klass, 4, "") for c in CHARACTERS_ORDER]
    lair = [room("safe_haven", RoomHook("no_monster_battles"), deck="lair")]
    lair += [room(f"lair{i}", RoomHook("end_move"), deck="lair") for i in range(7)]
    xykon = [monster("lich", "Xykon the Lich", atk=12, dfn=12, abilities=(ab("xykon_special"),), xykon=True)]
    xykon += [monster(f"x{i}", f"Xykon minion {i}", xykon=True) for i in range(9)]
    cards = Cards.build(
        chars,
        default_shticks(),
        [monster(f"m{i}", f"Goblin {i}") for i in range(60)] + [screw(f"st{i}") for i in range(10)],
        [loot(f"l{i}", {CHARACTERS_ORDER[i % 6]: 1}) for i in range(40)] + [trap(f"t{i}") for i in range(4)],
        [room("entrance", RoomHook("no_battles"), RoomHook("heal_all"), deck="entrance")]
        + [room(f"r{i:02d}") for i in range(40)]
        + lair,
        xykon,
    )
    name = f"klass_{klass}"
    register_cards(name, cards)
    return name


def _playout(cards: str, steps: int) -> list[str]:
    seats = tuple(Seat(c, bot="random") for c in ("Roy", "Haley", "Elan"))
    state = make_state(seats, {"length": "short"}, Chance(11), content_name=cards, characters=("roy", "haley", "elan"))
    pick = Chance(5)
    for _ in range(steps):
        d = state.decision()
        if d is None:
            break
        state.apply(pick.below(len(d.options)), ())
    return state.log


def test_R_OOTS_003_class_has_no_game_effect_and_the_type_line_is_data():
    """The same seeded game with other classes plays out word for word the same; race and allegiance are kept."""
    from engine.games.oots.content import CHARACTERS

    assert _playout(_cards_with_classes("fighter"), 400) == _playout(_cards_with_classes("bard"), 400)
    assert all(c.race and c.allegiance for c in CHARACTERS.values())


def test_R_OOTS_004_a_turn_is_one_players_turn():
    """Ambush lasts 'this turn': gone as soon as the next single player's turn begins (not after a round)."""
    amb = monster("amb", "Ambusher", atk=5, support=Support(("goblin",), "ambush"))
    state = new_game(cards=card_set(battle=[amb] + [monster(f"m{i}") for i in range(60)]))
    room_at(state, (1, 0), monsters=("amb",))
    room_at(state, (1, 1), monsters=("m0",))  # a Goblin supporter on the floor
    put(state, 0, (1, 1))
    set_turn(state, 0, "end")
    state.ambush_turn["amb"] = state.turn_no
    assert monster_values(state, (1, 0), "amb", character="haley", ranged=False)[0] == 5 + 3
    play(state, "done")
    assert state.turn.seat == 1  # Haley's turn: the next player's, not the next round
    assert monster_values(state, (1, 0), "amb", character="haley", ranged=False)[0] == 5


def test_R_OOTS_025_turns_go_on_until_the_collapse_ends_the_game():
    state = new_game(("roy", "haley", "elan"))
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    for seat in (1, 2):
        put(state, seat, ENTRANCE)
    set_turn(state, 0, "end")
    for _ in range(9):  # three rounds with two players waiting at the Entrance: the game goes on
        end_turn(state)
        assert not state.over
    begin_collapse(state, (1, 0))  # at Xykon's fall the two on the Entrance leave, one is left inside
    assert state.over


def _actions_state():
    xp = [monster("vet", "Veteran", xp=3)] + [monster(f"m{i}") for i in range(60)]
    state = new_game(("roy", "haley"), cards=card_set(battle=xp))
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    roy = state.players[0]
    roy.saved = ["vet"]
    if "vet" in state.battle_deck:
        state.battle_deck.remove("vet")
    for p in state.players:
        if "vet" in p.hand:
            p.hand.remove("vet")
    roy.stash = ["l0", "l6", "l12"]  # Roy Drools 1 + 2 + 3
    for c in roy.stash:
        if c in state.loot_deck:
            state.loot_deck.remove(c)
    state.room((1, 0)).loot = [c for c in state.loot_deck if c.startswith("l")][:3]
    for c in state.room((1, 0)).loot:
        state.loot_deck.remove(c)
    return state


def test_R_OOTS_026_start_actions_in_any_order():
    state = _actions_state()
    set_turn(state, 0, "start")
    heads = {k.split(":")[0] for k in keys(state)}
    assert {"equip", "search", "trade_monsters", "trade_loot", "pickup", "done"} <= heads
    play(state, "pickup")  # in another order than the book lists them: all others still on offer
    play(state, "equip:l0")
    heads = {k.split(":")[0] for k in keys(state)}
    assert {"equip", "unequip", "search", "trade_monsters", "trade_loot"} <= heads and "pickup" not in heads
    play(state, "search")
    assert "search" not in keys(state) and "trade_monsters" in keys(state)


def test_R_OOTS_028_end_actions_and_their_once_a_turn_caps():
    state = _actions_state()
    set_turn(state, 0, "start")
    play(state, "pickup")
    play(state, "search")
    play(state, "done")
    play(state, "stay")  # alone, did not move: no battle (R-OOTS-055)
    assert state.turn.stage == "end"
    heads = {k.split(":")[0] for k in keys(state)}
    assert {"equip", "trade_monsters", "trade_loot", "done"} <= heads
    assert "pickup" not in heads and "search" not in heads  # already done at the start of this turn
    fresh = _actions_state()
    set_turn(fresh, 0, "start")
    play(fresh, "done")
    play(fresh, "stay")
    assert {"pickup", "search"} <= set(keys(fresh))  # not used at the start: on offer at the end


def test_R_OOTS_029_the_collapse_makes_a_room_removal_the_last_end_action():
    state = new_game(("roy", "haley", "elan"))
    room_at(state, (1, 0))
    room_at(state, (1, 1))
    put(state, 0, (1, 0))
    state.collapsing = True
    set_turn(state, 0, "end", removal_due=True)
    play(state, "done")
    assert keys(state) == ["remove:1:1"]  # no way to end the turn without it; the room with Roy goes last
    play(state, "remove:1:1")
    assert state.room((1, 1)) is None and state.turn.seat == 1


def test_R_OOTS_051_a_first_entry_shtick_arrives_before_the_new_battle_is_filled():
    gift = room("shrine", RoomHook("first_entry_shtick", 1))
    state = new_game(cards=card_set(rooms=[gift] + [room(f"r{i:02d}") for i in range(30)]))
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    state.room_deck.remove("shrine")
    state.room_deck.insert(0, "shrine")
    roy = state.players[0]
    top = roy.shtick_deck[0]
    set_turn(state, 0, "mode")
    play(state, "explore:1:1")
    assert state.turn.stage == "fill" and state.room((1, 1)).monsters == []
    assert roy.shticks[-1] == top  # already in play while the others choose Monsters


def test_R_OOTS_052_without_moving_the_battles_come_right_after_the_start_actions():
    state = new_game()
    room_at(state, (1, 0), monsters=("m0",))
    put(state, 0, (1, 0))
    set_turn(state, 0, "start")
    assert state.battle is None
    play(state, "done")
    play(state, "stay")
    assert state.battle is not None and state.battle.role == "attacker" and not state.turn.moved


def test_R_OOTS_061_a_player_battle_is_never_required():
    state = new_game()
    room_at(state, (1, 0))
    room_at(state, (1, 1))
    put(state, 0, (1, 0))
    put(state, 1, (1, 1))
    set_turn(state, 0, "mode")
    play(state, "move:1:1")
    play(state, "stop")
    assert "none" in keys(state) and "attack:1" in keys(state)
    play(state, "none")
    assert state.turn.stage == "end" and state.last_battle is None and state.players[1].wounds == 0


def test_R_OOTS_064_R_OOTS_095_the_attacked_player_must_defend_and_the_mover_attacks():
    state = new_game()
    room_at(state, (1, 0))
    room_at(state, (1, 1))
    put(state, 0, (1, 0))
    put(state, 1, (1, 1))
    set_turn(state, 0, "mode")
    play(state, "move:1:1")
    play(state, "stop")
    play(state, "attack:1")
    assert state.turn.moved and state.battle.role == "attacker"  # R-OOTS-095: moved, still the Attacker
    play(state, "shtick:roy.s1")
    play(state, "ready")
    assert state.decision().player == 1  # Haley answers out of turn; every option is a way to defend
    ks = keys(state)
    assert all(k.startswith("shtick:") for k in ks) and "shtick:none" in ks


def test_R_OOTS_081_a_battle_hand_is_only_replaced_when_called_without_a_monster():
    state = new_game()
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    screws = [c for c in state.battle_deck if c.startswith("st")][:6]
    give_hand(state, 1, screws[:3])  # Haley: no Monster, called first
    give_hand(state, 3, screws[3:])  # Belkar: no Monster, never called (Battle Size 1)
    set_turn(state, 0, "start")
    assert not any("hand" in k or k.startswith("discard") for k in keys(state))  # no voluntary swap
    play(state, "done")
    play(state, "explore:1:1")
    assert state.fill.caller == 2  # Haley was called, swapped her hand and was skipped
    assert state.players[1].hand != screws[:3] and set(screws[:3]) <= set(state.battle_discard)
    assert state.players[3].hand == screws[3:]  # Belkar keeps his hand


def test_R_OOTS_085_every_seat_sees_the_whole_battle_stack_in_order():
    state = new_game()
    room_at(state, (1, 0), monsters=("m0", "m1", "m2"))
    for viewer in (0, 2, None):
        shown = state.view(viewer)["floors"][1]["rooms"]
        stack = next(r for r in shown if r["monsters"])["monsters"]
        assert [m["name"] for m in stack] == ["Goblin 0", "Goblin 1", "Goblin 2"]


def test_R_OOTS_086_a_monster_stays_in_its_room_until_defeated_or_removed():
    ogre = monster("ogre", "Ogre", atk=30, dfn=30)
    state = fight([ogre], ["ogre"], role="defender", shticks=("roy.g1",))
    play(state, "shtick:roy.g1")
    from .oots_helpers import dice

    dice(state, 5)
    play(state, "roll")
    assert state.last_battle.outcome == "loss"
    for _ in range(3):  # the next turns: nobody beat it, it is still there
        set_turn(state, state.turn.seat, "end")
        play(state, "done")
        assert state.room((1, 0)).monsters == ["ogre"]
    begin_collapse(state, (1, 0))  # only an effect such as the collapse takes it away undefeated
    assert state.room((1, 0)).monsters == [] and "ogre" in state.battle_discard


def test_R_OOTS_050_a_no_ranged_room_stops_ranged_attacks_on_players_too():
    pillars = room("pillars", RoomHook("no_ranged"))
    state = new_game(("roy", "haley"), cards=card_set(rooms=[pillars] + [room(f"r{i:02d}") for i in range(30)]))
    room_at(state, (1, 0))
    room_at(state, (1, 1))
    put(state, 0, (1, 0))
    put(state, 1, (1, 1))
    set_turn(state, 0, "mode")
    play(state, "stay")
    assert "attack:1" in keys(state)  # Roy's sling reaches the next room
    state.room((1, 1)).card = "pillars"
    set_turn(state, 0, "mode")
    play(state, "stay")
    assert state.turn.stage == "end"  # nobody to attack from afar into the pillared room
