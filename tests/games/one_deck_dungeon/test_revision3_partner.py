"""Rules revision 3: a computer partner (or a second person) decides for its own hero.

A hero's own matters are its player's: its before-battle ability (R-ODD-125..134), its skills and
abilities in an encounter (R-ODD-063: paid with its own dice) with their dice choices, and the card
it gives up to take loot at its limit (R-ODD-080).  The party's matters (R-ODD-001/117: one shared
turn; R-ODD-081/121/122/124: "the players" choose) are decided by the lead, the first seat a person
plays, who sees the computer partner's preference.  Older links replay as before (player 0).
"""

from __future__ import annotations

from collections import Counter

import engine.games.one_deck_dungeon  # noqa: F401  (registers the game)
from engine import Chance, Match, Seat, bot_choose
from engine.core.coop import lead_seat
from engine.core.game import REVISION_KEY
from engine.games.one_deck_dungeon import rules

from .helpers import card, fight, give, item_cards, make, play

REV3 = {REVISION_KEY: 3}
SHARED = {"start", "action", "fight_or_flee", "peril_choice", "cap", "split", "theft", "loot", "level", "end"}


def own(state, decision, h: int) -> bool:
    """Does every option of this decision concern hero h alone?"""
    ph = state.phase
    if ph == "heroic":
        return state.enc.heroic_turn == h
    if ph == "replace":
        return state.replacing.endswith(f":{h}")
    if ph == "battle" and state.enc.pick is not None:
        return rules.owner_of(state.enc.pick.key) == h
    if ph == "battle":
        return all(o.key == "back" or rules.owner_of(o.key) == h for o in decision.options)
    return False


def playouts(seats, games: int = 4, revision: int | None = None, heroes=("Archer", "Mage")):
    """Greedy playouts; yields (state, decision) before each move."""
    for seed in range(games):
        m = Match("one_deck_dungeon", seats, {"hero1": heroes[0], "hero2": heroes[1]}, seed, revision=revision)
        dice = Chance(seed + 101)
        while m.decision is not None:
            d = m.decision
            yield m.state, d
            m.play(bot_choose("greedy", m.game, m.state, d, dice))


def check_partner_game(seats) -> Counter:
    lead = lead_seat([s.bot for s in seats])
    partner = 1 - lead
    count: Counter = Counter()
    for state, d in playouts(seats):
        count[d.player] += 1
        if d.player == partner:
            assert own(state, d, partner), (state.phase, d.prompt, d.keys())
            count["own"] += 1
        else:
            assert d.player == lead
            # the lead never decides the partner's own skills
            assert state.phase != "battle" or not any(rules.owner_of(o.key) == partner for o in d.options), d.keys()
            if state.phase == "heroic":
                assert state.enc.heroic_turn == lead
        if state.phase in SHARED or state.stairs_owed:
            assert d.player == lead, (state.phase, d.prompt)
    return count


def test_R_ODD_001_063_a_computer_partner_decides_for_its_own_hero():
    count = check_partner_game((Seat("Ana", None), Seat("Ben", "greedy")))
    assert count[1] >= 40 and count["own"] == count[1]  # four games: heroic steps, skills, dice choices
    assert count[0] > count[1]


def test_R_ODD_001_the_person_leads_from_either_seat():
    count = check_partner_game((Seat("Ana", "greedy"), Seat("Ben", None)))
    assert count[0] >= 40 and count[1] > count[0]


def test_R_ODD_001_two_people_each_decide_for_their_own_hero():
    count = check_partner_game((Seat("Ana", None), Seat("Ben", None)))
    assert count[1] >= 40


def test_revision_2_links_replay_with_one_player_deciding_for_the_party():
    players = Counter()
    for state, d in playouts((Seat("Ana", None), Seat("Ben", "greedy")), games=2, revision=2):
        players[(d.player, state.phase == "heroic")] += 1
    assert players[(1, False)] == 0 and players[(1, True)] > 0 and players[(0, False)] > 100


def two_heroes(bots=(None, "greedy")):
    st = make(heroes=("Warrior", "Mage"), deck=20, options=REV3)
    st.bots = bots
    return st


def test_R_ODD_063_the_partner_is_asked_about_its_skills_after_the_roll():
    st = two_heroes()
    give(st, 1, "HASTE")  # the Mage's spell (3 mana)
    fight(st, card("Goblin"), dice=[5] * 20)
    while st.phase == "heroic":
        play(st, "heroic:0")
    d = st.decision()
    assert st.phase == "battle" and d.player == 1 and "Mage" in d.prompt
    assert set(d.keys()) == {f"skill:1:{card('HASTE')}", "back"}
    play(st, "back")
    d = st.decision()
    assert d.player == 0 and d.has("partner:1") and d.has("auto")
    assert not any(rules.owner_of(o.key) == 1 for o in d.options)
    play(st, "partner:1")  # the person asks again, after seeing the dice
    assert st.decision().player == 1


def loot_goblin(st):
    fight(st, card("Goblin"), dice=[6] * 20)
    while st.phase == "heroic":
        play(st, "heroic:0")
    if st.decision().has("back"):
        play(st, "back")
    play(st, "auto")
    play(st, "done")
    assert st.phase == "loot" and st.decision().player == 0


def test_R_ODD_080_the_hero_gives_up_its_own_card_for_loot():
    st = two_heroes()
    st.level = 2  # 2P level 2: two items each
    give(st, 1, items=item_cards("M", 2))
    loot_goblin(st)
    label = dict((o.key, o.label) for o in st.decision().options)["item:1"]
    assert "giving up one" in label
    play(st, "item:1")
    d = st.decision()
    assert st.phase == "replace" and d.player == 1 and d.keys() == ["give:0", "give:1"]
    play(st, "give:1")
    assert st.heroes[1].items[0] == item_cards("M", 2)[0] and len(st.heroes[1].items) == 2
    assert st.phase != "replace"


def test_R_ODD_080_no_question_when_only_one_card_can_go():
    st = two_heroes()
    give(st, 1, items=item_cards("M", 1))  # the Mage is at the 2P level 1 limit of one item
    loot_goblin(st)
    play(st, "item:1")
    assert st.phase != "replace" and st.heroes[1].items != item_cards("M", 1)
    assert any("Mage takes the Goblin as an item" in line for line in st.log)


def test_R_ODD_030_no_picking_up_a_die_that_fits_nowhere():
    st = make(heroes=("Warrior",), dungeon="yeti", deck=20, options=REV3)
    fight(st, card("Ogre"), dice=[1, 1, 1, 1, 1, 1, 1])  # all 1s: only the wide boxes could take one
    d = st.decision()
    # the 4 Strength armor box comes first and no die or pair reaches 4: nothing to pick up, just confirm
    assert not [o.key for o in d.options if o.key.startswith("die:")] and d.has("done")
    old = make(heroes=("Warrior",), dungeon="yeti", deck=20)
    fight(old, card("Ogre"), dice=[1, 1, 1, 1, 1, 1, 1])
    assert len([o for o in old.decision().options if o.key.startswith("die:")]) == 7  # revision 1 as before
