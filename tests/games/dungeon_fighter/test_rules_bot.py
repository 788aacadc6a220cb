"""The computer partner's non-throw choices follow digest 5.10's heuristics, from the view alone."""

from __future__ import annotations

from engine.games.dungeon_fighter.bot import score_options

from .df_helpers import fixture_state, miss, throw


def best(s) -> str:
    d = s.decision()
    scores = score_options(s.view(d.player), d)
    return d.options[max(range(len(scores)), key=lambda i: scores[i])].key


def spent(s) -> None:
    throw(s, "red", miss("outside"))
    throw(s, "blue", miss("outside"))
    throw(s, "green", miss("outside"))


def test_option_a_with_two_bonus_dice_or_a_hero_in_danger_else_b():
    s = fixture_state(monster="goblin")
    s.chest_dice = 2
    spent(s)
    assert best(s) == "bonus"
    s = fixture_state(monster="goblin")
    spent(s)
    assert s.chest_dice == 1 and best(s) == "give_in"
    s = fixture_state(monster="ogre_t")
    s.heroes[2].hp = 6
    spent(s)  # Goldfinga 6 - 3 = 3, at most the Ogre's level
    assert best(s) == "bonus"


def test_the_partner_throws_rather_than_fiddling_and_fights_rather_than_backing_down():
    s = fixture_state(monster=None)
    if s.enc.stage == "confront":
        assert best(s) == "fight"
        s.enc.stage = "swing"
        s._decision = None
    s.heroes[0].equipment = ["helm_of_bravery"]
    s.enc.hp = 3  # one plain hit kills: the blind throw's +3 would be wasted
    s._decision = None
    assert best(s).startswith("throw:")


def test_the_lead_sees_what_computer_partners_would_choose_on_party_decisions():
    s = fixture_state(monster=None, bots=(None, "greedy", "greedy"))
    s.tower = [["goblin", "imp_t"], [], [], []]
    from .df_helpers import fight_monster

    fight_monster(s, "goblin")
    s.enc.stage = "confront"
    s._decision = None
    partners = s.view(0)["partners"]
    assert [p["seat"] for p in partners] == [1, 2] and all(p["key"] == "fight" for p in partners)
