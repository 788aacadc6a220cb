"""Game frame, setup, time, the turn, explore/encounter/flee (R-ODD-001..024, 089..094, 115/116)."""

from __future__ import annotations

import pytest

from engine import Match, OptionsError, Seat
from engine.games.one_deck_dungeon import GAME, content, rules
from engine.games.one_deck_dungeon.state import OddState

from .helpers import card, fight, make, play, put_door


def new_match(players: int = 1, **variants) -> Match:
    return Match(GAME, tuple(Seat(f"P{i}") for i in range(players)), variants, 7)


def test_R_ODD_001_117_one_or_two_cooperating_players_share_the_turn():
    assert (GAME.min_players, GAME.max_players, GAME.private_info) == (1, 2, False)
    m = new_match(2, hero1="Rogue", hero2="Mage")
    st: OddState = m.state
    assert len(st.heroes) == 2 and st.potions == 1  # one shared potion stock
    assert {m.decision.player} == {0}  # one shared decision maker: the turn is shared


def test_R_ODD_004_005_hero_and_dungeon_choice_and_sides():
    m = new_match(1, hero1="Archer", dungeon="lich")
    assert m.state.heroes[0].side == content.HEROES[("Archer", 1)]
    assert m.state.dungeon.name == "Lich's Tomb"
    m2 = new_match(2, hero1="Archer", hero2="Warrior")
    assert [h.side.side for h in m2.state.heroes] == [2, 2]
    with pytest.raises(OptionsError):
        new_match(2, hero1="Mage", hero2="Mage")


def test_R_ODD_006_007_008_009_setup_deck_floor_potion_and_empty_heroes():
    st = new_match(1, dungeon="yeti").state
    assert sorted(st.deck + st.discard) == sorted(content.CARD_IDS) and len(st.deck) + len(st.discard) == 44
    assert st.floors() == st.dungeon.floors[:1]  # only FLOOR 1 shows
    assert st.potions == 1 and st.potion_types == []
    h = st.heroes[0]
    assert (h.damage, h.items, h.skills, h.stored, st.xp, st.doors) == (0, [], [], 0, [], [])


def test_R_ODD_010_giant_entrance_hall_spends_six_once():
    st = new_match(1, dungeon="dragon").state
    assert len(st.discard) == 6 + 2 and len(st.deck) == 44 - 8  # 6 at setup, 2 for turn 1's time
    st2 = make(dungeon="dragon", deck=0)
    st2.discard = list(content.CARD_IDS[:10])
    rules.descend(st2)
    assert st2.floor == 2 and len(st2.discard) == 2  # not again on later floors: only the turn's time


def test_R_ODD_011_012_014_S_ODD_08_time_discards_then_tokens():
    st = make(deck=1)
    hits = rules.spend_time(st, 2)
    assert len(st.deck) == 0 and st.stairs_visible() and st.stairs_tokens == 1 and hits == 0
    rules.spend_time(st, 2)  # tokens 2, 3 -> one damage, 0 left
    assert st.heroes[0].damage == 1 and st.stairs_tokens == 0
    assert st.heroes[0].stored == 1  # FRENZY


def test_S_ODD_08_rulebook_variant_one_damage_per_time():
    st = make(deck=1, options={"stairs_rule": "rulebook1"})
    rules.spend_time(st, 2)
    rules.spend_time(st, 2)
    assert st.heroes[0].damage == 3 and st.heroes[0].stored == 2


def test_R_ODD_089_three_tokens_make_one_damage():
    st = make(deck=0)
    rules.spend_time(st, 5)
    assert st.heroes[0].damage == 1 and st.stairs_tokens == 2


def test_R_ODD_013_deck_and_discard_counts_are_public():
    st = make(deck=9)
    st.discard = ["odd-44"]
    v = st.view(0)
    assert v["deck"] == 9 and v["discard"] == 1 and "odd-01" not in str(v["deck"])


def test_R_ODD_015_017_turn_spends_two_time_even_with_the_stairs_visible():
    st = make(deck=5)
    rules.start_turn(st)
    assert len(st.deck) == 3 and st.phase == "action"
    st2 = make(deck=0)
    put_door(st2, card("Goblin"))
    rules.start_turn(st2)
    assert st2.stairs_tokens == 2


def test_R_ODD_016_heal_three_before_time_passes():
    st = make(deck=0)
    st.stairs_tokens = 2
    st.heroes[0].damage = 4
    put_door(st, card("Goblin"))
    rules.start_turn(st)
    assert st.phase == "start"
    play(st, "heal3:0")
    assert st.heroes[0].damage == 1 + 1  # healed 3, then the turn's time made a Stairs damage
    assert st.potions == 0


def test_R_ODD_018_019_S_ODD_10_explore_counts_and_legality():
    st = make(deck=8)  # the Goblin comes out of these 8
    put_door(st, card("Goblin"), True)
    rules.start_turn(st)  # deck 5
    play(st, "explore")
    assert len(st.doors) == 4 and "3 new doors (2 cards left)" in " ".join(st.log)
    # the next turn has begun (its 2 time emptied the deck onto the Stairs); 4 doors: no Explore
    assert st.phase == "action" and not st.decision().has("explore")
    st2 = make(deck=5)
    put_door(st2, card("Goblin"), True)
    rules.start_turn(st2)  # deck 2
    play(st2, "explore")
    assert len(st2.doors) == 3 and st2.stairs_visible() and st2.heroes[0].damage == 0
    assert "2 new doors (0 cards left)" in " ".join(st2.log)


def test_S_ODD_10_mana_charge_on_explore():
    st = make(heroes=("Mage",), deck=9)
    rules.start_turn(st)
    play(st, "explore")
    assert st.heroes[0].stored == 1


def test_R_ODD_020_021_022_open_doors_cannot_be_fled():
    st = make(deck=10)
    put_door(st, card("Goblin"), False)
    st._decision = None
    play(st, "door:0")
    assert st.phase == "fight_or_flee" and st.doors[0][1] is True
    play(st, "flee")
    assert st.doors[0][1] is True and st.heroes[0].damage == 0 and st.phase in ("start", "action", "end")
    st.phase = "action"
    st._decision = None
    st.chance.dice.extend([1] * 7)
    play(st, "door:0")
    assert st.phase != "fight_or_flee"  # open: must be encountered


def test_R_ODD_023_no_action_forces_descent():
    st = make(deck=0)
    rules.start_turn(st)
    assert st.phase == "end" and st.decision().keys() == ["descend"]
    play(st, "descend")
    assert st.floor == 2


def test_R_ODD_024_071_swarm_counts_open_doors_including_itself():
    st = make(deck=10)
    put_door(st, card("Plague Rat"), True)
    put_door(st, card("Ogre"), False)
    fight(st, card("Goblin"), dice=[1] * 7)
    assert st.enc.boxes[0].value == 6 and st.enc.boxes[0].wide  # 2 open doors x 3


def test_R_ODD_090_092_stairs_visible_doors_still_playable_and_descent_optional():
    st = make(deck=0)
    put_door(st, card("Locked Door"), True)
    rules.start_turn(st)
    assert st.decision().has("door:0")
    st.phase = "end"
    st._decision = None
    assert set(st.decision().keys()) >= {"end", "descend"}


def test_R_ODD_091_094_S_ODD_28_descending_rebuilds_the_deck():
    st = make(heroes=("Warrior", "Mage"), deck=0)
    st.discard = [c for c in content.CARD_IDS][:25]
    put_door(st, content.CARD_IDS[25], True)
    put_door(st, content.CARD_IDS[26], False)
    st.stairs_tokens = 2
    st.heroes[0].damage = 2
    rules.descend(st)
    assert len(st.deck) == 27 and st.discard == [] and st.doors == [] and st.stairs_tokens == 0
    assert st.floor == 2 and st.descents == 1 and len(st.floors()) == 2
    assert st.heroes[0].damage == 1  # SECOND WIND (2P Warrior)


def test_R_ODD_093_095_096_floor_effects_add_up():
    st = make(dungeon="yeti", floor=2)
    fight(st, card("Ogre"), dice=[1] * 20)
    extra = [b for b in st.enc.boxes if b.source == "dungeon"]
    assert len(extra) == 3  # FREEZING WIND x2 and BITING COLD
    st2 = make(dungeon="lich", floor=3)
    fight(st2, card("Locked Door"))
    assert st2.phase == "peril_choice"


def test_R_ODD_101_leaving_floor_three_starts_the_boss():
    st = make(dungeon="yeti", floor=3, deck=0, dice=[6] * 8)
    rules.descend(st)
    assert st.floor == 4 and st.enc.kind == "boss" and st.floors() == ()


def test_R_ODD_115_116_S_ODD_14_score():
    st = make()
    st.level = 3
    st.xp = [card("Cave-in"), card("Locked Door")]  # 1 + 1 XP
    st.xp = [c.id for c in content.CARDS.values() if c.xp == 2][:1] + [card("Cave-in")]
    h = st.heroes[0]
    h.items = [c.id for c in content.CARDS.values()][:4]
    h.skills = [c.id for c in content.CARDS.values()][4:7]
    st.potion_types = [card("MANA")]
    st.potions = 2
    st.descents = 3
    st.won = True
    assert rules.score(st) == 3 + 5 * (4 + 3 + 1) + 5 * 2 + 20 * 3 + 20 * 3 + 50 == 223
    assert st.decision() is None  # R-ODD-115: over at once


def test_R_ODD_003_123_death_ends_the_game_at_once():
    st = make(heroes=("Warrior", "Mage"))
    rules.wound(st, 1, 4, "test")
    assert st.won is False and st.decision() is None and st.result().winners == ()


def test_R_ODD_138_damage_is_a_plain_number():
    st = make()
    rules.wound(st, 0, 3, "test")
    assert st.heroes[0].damage == 3 and isinstance(st.heroes[0].damage, int)


def test_R_ODD_142_no_descent_during_a_fight():
    st = make(deck=0)
    fight(st, card("Goblin"), dice=[3] * 9)
    assert st.phase == "battle" and not st.decision().has("descend")


def test_S_ODD_09_stairs_across_turns_with_sticky_surroundings():
    st = make(dungeon="hydra", deck=0)
    put_door(st, card("Goblin"), True)
    put_door(st, card("Plague Rat"), True)
    rules.start_turn(st)
    assert st.heroes[0].damage == 1 and st.stairs_tokens == 0  # 1, 2, 3 -> damage
    rules.spend_time(st, 1)  # turn A's encounter
    assert st.stairs_tokens == 1
    rules.start_turn(st)
    if st.phase == "start":
        play(st, "begin")
    assert st.stairs_damage_total == 2 and st.stairs_tokens == 1


def test_S_ODD_34_stealth_declares_explore_before_time():
    st = make(heroes=("Rogue",), deck=10)
    rules.start_turn(st)
    play(st, "stealth")
    assert len(st.doors) == 4 and "4 new doors (6 cards left)" in " ".join(st.log)  # paid 0, explored 4
    st2 = make(heroes=("Rogue",), dungeon="hydra", deck=10)
    rules.start_turn(st2)
    play(st2, "stealth")
    assert "4 new doors (5 cards left)" in " ".join(st2.log)  # paid 3 - 2 = 1
    st3 = make(heroes=("Rogue",), deck=10)
    for c in content.CARD_IDS[30:34]:
        put_door(st3, c, False)
    rules.start_turn(st3)
    assert not st3.decision().has("stealth")


def test_S_ODD_33_invisibility_opens_and_shuffles_chosen_doors():
    st = make(deck=0)
    st.deck = [c for c in content.CARD_IDS if content.CARDS[c].encounter in ("Ogre", "Beetle", "Phantom")][:5]
    st.potion_types = [card("INVISIBILITY")]
    st.potions = 2
    put_door(st, card("Wraith"), False)
    put_door(st, card("Boulder"), False)
    put_door(st, card("Goblin"), True)
    st.phase = "end"
    play(st, "invisibility")
    assert all(o for _, o in st.doors) and st.potions == 1
    play(st, "back:0")  # Wraith
    play(st, "back:1")  # Goblin (now second)
    assert "(7 cards)" in st.log[-1 - st.log[::-1].index(next(x for x in st.log[::-1] if "shuffled" in x))]
    assert [content.CARDS[c].encounter for c, _ in st.doors] == ["Boulder"]
    assert st.doors[0][1] is True  # stays open: no fleeing it now
