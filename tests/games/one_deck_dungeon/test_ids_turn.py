"""Turn, loot, levelling and scoring rules played through decide()/apply() by option key.

Each test pins a part of a rule the first-pass tests do not check: the empty-deck
Explore ban, flee leaving nothing behind, loot choices following the card strip,
item limits and health items, optional levelling, and scoring a lost game.
"""

from __future__ import annotations

from engine.games.one_deck_dungeon import content, rules

from .fixtures_ids import at_loot, keys, weak_roll
from .helpers import card, fight, give, item_cards, make, play, put_door


def test_R_ODD_019_explore_is_illegal_once_the_deck_is_empty() -> None:
    st = make(deck=0)
    put_door(st, card("Goblin"), True)
    assert st.decision().has("door:0") and not st.decision().has("explore")
    st2 = make(deck=3)
    put_door(st2, card("Goblin"), True)
    assert st2.decision().has("explore")  # the same table with cards left may explore


def test_R_ODD_018_explore_spends_no_time_of_its_own() -> None:
    st = make(deck=10)
    play(st, "explore")
    assert len(st.doors) == 4 and all(not is_open for _, is_open in st.doors)  # closed doors
    # only the next turn's 2 time reached the discard pile; exploring itself cost nothing
    assert len(st.discard) == 2 and len(st.deck) == 10 - 4 - 2


def test_R_ODD_022_flee_ends_the_turn_with_no_loot_and_the_door_stays_open() -> None:
    st = make(deck=10)
    goblin = card("Goblin")
    put_door(st, goblin, False)
    deck_before = len(st.deck)
    play(st, "door:0")
    play(st, "flee")
    assert st.doors == [[goblin, True]]
    assert (st.xp, st.heroes[0].items, st.heroes[0].skills, st.potion_types) == ([], [], [], [])
    assert st.heroes[0].damage == 0 and st.potions == 1
    assert st.phase == "action" and len(st.deck) == deck_before - 2  # straight on to the next turn
    assert not st.decision().has("explore") or len(st.doors) < 4


def test_R_ODD_079_loot_choices_follow_the_card_strip() -> None:
    st = make()
    at_loot(st, card("MANA"))  # a potion strip
    assert set(keys(st)) == {"item:0", "potion", "xp"}
    st2 = make()
    at_loot(st2, card("DODGE"))  # a skill strip
    assert set(keys(st2)) == {"item:0", "skill:0", "xp"}
    play(st2, "xp")
    assert st2.xp == [card("DODGE")] and st2.doors == [] and st2.heroes[0].skills == []


def test_R_ODD_079_a_card_taken_as_an_item_adds_its_icon() -> None:
    st = make()
    cid = next(c.id for c in content.CARDS.values() if c.item == "M")
    base = st.heroes[0].icons("M")
    at_loot(st, cid)
    play(st, "item:0")
    assert st.heroes[0].items == [cid] and st.heroes[0].icons("M") == base + 1


def test_R_ODD_080_at_the_item_limit_only_replacements_are_offered() -> None:
    st = make()
    old = item_cards("S", 2)
    give(st, 0, items=old)
    new = card("Arrow Wall", 1)  # odd-39: an item card not among the two
    at_loot(st, new)
    k = keys(st)
    assert "item:0" not in k and {"item:0:0", "item:0:1"} <= set(k)  # level 1 solo: 2 items
    play(st, "item:0:1")
    assert st.heroes[0].items == [old[0], new] and old[1] in st.gamebox


def test_R_ODD_080_replacing_a_health_item_may_not_kill() -> None:
    st = make()
    hearts = item_cards("H", 2)
    give(st, 0, items=hearts)
    st.heroes[0].damage = st.heroes[0].health() - 1  # one heart from death
    new = next(c.id for c in content.CARDS.values() if c.item == "A" and c.id not in hearts)
    at_loot(st, new)
    assert not any(x.startswith("item:0") for x in keys(st))  # swapping a heart away would kill
    assert "xp" in keys(st)


def test_R_ODD_003_item_hearts_count_toward_health() -> None:
    st = make()
    base = content.HEROES[("Warrior", 1)].health
    give(st, 0, items=item_cards("H", 1))
    assert st.heroes[0].health() == base + 1
    rules.wound(st, 0, base, "a test")
    assert st.won is None and st.decision() is not None  # still alive thanks to the item
    rules.wound(st, 0, 1, "a test")
    st._decision = None  # wound() was called directly, not through apply()
    assert st.won is False and st.decision() is None


def test_R_ODD_057_a_partner_may_take_a_skill_the_other_hero_holds() -> None:
    st = make(heroes=("Warrior", "Mage"))
    first, second = card("DODGE", 0), card("DODGE", 1)
    give(st, 0, "DODGE")
    assert st.heroes[0].skills == [first]
    at_loot(st, second)
    k = keys(st)
    assert "skill:1" in k and not any(x.startswith("skill:0") for x in k)


def test_R_ODD_081_two_players_choose_which_hero_gets_the_item() -> None:
    st = make(heroes=("Warrior", "Mage"))
    cid = card("DODGE", 1)
    at_loot(st, cid)
    assert {"item:0", "item:1", "skill:0", "skill:1", "xp"} <= set(keys(st))
    play(st, "item:1")
    assert st.heroes[1].items == [cid] and st.heroes[0].items == []


def test_R_ODD_084_067_levelling_is_optional_and_adds_a_potion() -> None:
    st = make()
    three = [c.id for c in content.CARDS.values() if c.xp == 3][:2]
    one = next(c.id for c in content.CARDS.values() if c.xp == 1)
    st.xp = list(three)
    at_loot(st, one)
    play(st, "xp")  # 3 + 3 + 1 = 7: exactly level 1's threshold
    assert st.phase == "level" and set(keys(st)) == {"levelup", "later"}
    play(st, "later")
    assert st.level == 1 and st.potions == 1 and rules.xp_total(st) == 7
    assert "levelup" in keys(st)  # still offered at the end of the turn (A-ODD-22)
    play(st, "levelup")
    assert st.level == 2 and st.potions == 2 and st.xp == []
    assert set(three + [one]) <= set(st.gamebox)  # R-ODD-082: spent XP leaves the game


def test_R_ODD_085_no_level_up_below_the_threshold() -> None:
    st = make()
    st.xp = [c.id for c in content.CARDS.values() if c.xp == 3][:1]
    one = next(c.id for c in content.CARDS.values() if c.xp == 2)
    at_loot(st, one)
    play(st, "xp")  # 5 XP < 7
    assert st.level == 1 and st.phase != "level"
    assert "levelup" not in keys(st)


def test_R_ODD_116_a_lost_game_still_scores() -> None:
    st = make()
    st.heroes[0].items = [card("Cave-in")]
    st.deck.remove(card("Cave-in"))
    rules.wound(st, 0, st.heroes[0].health(), "a test")
    assert st.won is False
    # one item (5) + one potion token (5) + level 1 (20); no floors, no boss, HEALING not counted
    assert rules.score(st) == 30
    res = st.result()
    assert res is not None and res.winners == () and set(res.scores) == {30.0}


def test_R_ODD_036_141_boxes_may_stay_empty_and_the_foe_is_still_looted() -> None:
    st = make(deck=20)
    fight(st, card("Goblin"), dice=weak_roll(7))
    assert "done" in keys(st)  # confirming is allowed with every box empty
    play(st, "done")
    assert st.phase == "loot" and st.heroes[0].damage == 3  # Goblin's three damage boxes
    assert "xp" in keys(st)


def test_R_ODD_034_stored_heroic_dice_outlast_the_encounter() -> None:
    st = make(deck=20)
    st.heroes[0].stored = 2
    fight(st, card("Glooping Ooze"), dice=[6] * 7)
    assert st.phase == "heroic"
    play(st, "heroic:0")  # keep both stored dice
    assert st.enc is not None and len(st.enc.dice) == 7
    play(st, "done")
    assert st.enc is None and st.heroes[0].stored == 2


def test_R_ODD_092_ending_the_turn_keeps_the_floor() -> None:
    st = make(deck=0)
    put_door(st, card("Locked Door"), True)
    st.phase = "end"
    assert {"end", "descend"} <= set(keys(st))
    play(st, "end")
    assert st.floor == 1 and st.stairs_tokens == 2 and st.phase == "action"


def test_R_ODD_094_101_three_descents_reach_the_boss_and_count_three_floors() -> None:
    st = make(deck=0, dice=[6] * 60)
    for n in (1, 2, 3):
        st.deck, st.doors = [], []
        st.phase = "end"
        st._decision = None
        play(st, "descend")
        assert st.descents == n
    assert st.floor == 4 and st.floors() == ()
    assert st.enc is not None and st.enc.kind == "boss"


def test_R_ODD_069_the_same_potion_type_may_be_taken_twice() -> None:
    st = make()
    first, second = card("MANA", 0), card("MANA", 1)
    st.potion_types = [first]
    at_loot(st, second)
    assert "potion" in keys(st)
    play(st, "potion")
    assert st.potion_types == [first, second] and st.potions == 2
    assert rules.score(st) == 5 * 2 + 5 * 2 + 20  # both copies score as cards


def test_R_ODD_056_potion_types_do_not_use_up_the_skill_limit() -> None:
    st = make()
    st.potion_types = [card("MANA", 0), card("CLARITY", 0), card("HEROISM", 0)]
    give(st, 0, "DEXTERITY")
    at_loot(st, card("DODGE"))
    assert "skill:0" in keys(st)  # one skill held, limit 2: a free slot despite three potion types


def test_R_ODD_088_level_limits_apply_to_each_hero_separately() -> None:
    st = make(heroes=("Warrior", "Mage"))  # level 1, 2P: one item each
    held = item_cards("S", 1)
    give(st, 0, items=held)
    at_loot(st, card("DODGE", 1))
    k = keys(st)
    assert "item:0" not in k and "item:0:0" in k  # the Warrior is full
    assert "item:1" in k  # the Mage still has her own slot


def test_R_ODD_021_024_a_flipped_door_counts_as_open_for_swarm() -> None:
    st = make(deck=20, dice=[1] * 7)
    put_door(st, card("Plague Rat"), True)
    put_door(st, card("Ogre"), False)  # stays closed: does not count
    goblin = put_door(st, card("Goblin"), False)
    play(st, f"door:{goblin}")
    assert st.phase == "fight_or_flee" and st.doors[goblin][1] is True
    play(st, "fight")
    x = next(b for b in st.enc.boxes if b.color == "S" and b.wide and b.source == "card")
    assert x.value == 3 * 2  # the Plague Rat and the just-flipped Goblin


def test_R_ODD_018_021_closed_doors_stay_secret_in_the_view() -> None:
    st = make(deck=20)
    ogre, goblin = card("Ogre"), card("Goblin")
    put_door(st, ogre, False)
    put_door(st, goblin, True)
    view = st.view(0)
    doors = view["doors"]
    assert [d["open"] for d in doors] == [False, True]
    assert doors[0]["card"] is None and doors[1]["card"] is not None
    assert ogre not in str(view) and "Ogre" not in str(view)  # nothing leaks the closed card
    assert view["deck"] == len(st.deck) and isinstance(view["log"], list)


def test_R_ODD_085_levelling_repeats_while_the_xp_lasts() -> None:
    st = make()
    threes = [c.id for c in content.CARDS.values() if c.xp == 3][:5]
    st.xp = list(threes)
    one = next(c.id for c in content.CARDS.values() if c.xp == 1)
    at_loot(st, one)
    play(st, "xp")  # 16 XP: 7 for level 2 (3 + 3 + 1), then 9 for level 3 (3 + 3 + 3)
    play(st, "levelup")
    assert st.level == 2 and rules.xp_total(st) == 9
    assert "levelup" in keys(st)
    play(st, "levelup")
    assert st.level == 3 and st.xp == [] and st.potions == 3
    assert "levelup" not in keys(st)


def test_R_ODD_132_099_stealth_takes_two_off_a_sticky_turn() -> None:
    st = make(heroes=("Rogue",), dungeon="hydra", deck=10)  # Hydra's Reef floor 1: turns cost 3
    put_door(st, card("Goblin"), True)  # deck 9
    rules.start_turn(st)
    st._decision = None
    assert {"stealth", "begin"} <= set(keys(st))
    play(st, "stealth")  # 3 - 2 = 1 time, then the declared Explore deals 3 doors
    assert len(st.doors) == 4
    assert "3 new doors (5 cards left)" in " ".join(st.log)  # 9 - 1 - 3
    assert len(st.deck) == 5 - 3  # the next (ordinary) turn pays the full 3
