"""R-DF rules of Maintenance, elimination, carrying and the Final Boss (R-DF-140..186)."""

from __future__ import annotations

from engine.games.dungeon_fighter.boss import start_boss
from engine.games.dungeon_fighter.fight import forced_requirements
from engine.games.dungeon_fighter.party import draw_equipment, slots

from .df_helpers import fight_monster, fixture_state, hit, keys, miss, play, throw


def test_R_DF_140_150_maintenance_follows_the_defeat_and_the_room_acts_last():
    s = fixture_state()
    s.enc.hp = 1
    s.heroes[1].hp = 2
    throw(s, "red", hit(3))
    assert s.phase == "move" and s.enc is None and s.chest_gold == 3


def test_R_DF_147_the_charmed_monster_follows_its_seducer_and_tokens_go_back():
    s = fixture_state(monster="ogre_t")
    s.enc.toad = s.enc.tracking = True
    s.enc.beer = 1
    s.enc.charm = 2
    s.enc.hp = 1
    throw(s, "red", hit(2))
    assert s.heroes[2].seduced == ["ogre_t"] and s.enc is None
    fight_monster(s, "goblin")
    assert not s.enc.toad and not s.enc.tracking and s.enc.beer == -1 and s.enc.charm == -1


def test_R_DF_149_163_equipment_is_handed_over_only_in_the_window():
    s = fixture_state(monster="goblin")
    s.heroes[0].equipment = ["helm_of_bravery", "dragons_breath"]
    assert not any(k.startswith("pass:") for k in keys(s))  # not during the fight
    throw(s, "red", hit(10))
    assert s.decision().prompt == "Hand equipment over?"
    assert "pass:helm_of_bravery:1" in keys(s) and "pass:helm_of_bravery:2" in keys(s)
    play(s, "pass:helm_of_bravery:2")
    assert "pass:helm_of_bravery:0" not in keys(s)  # a card moves once per window
    play(s, "done")
    assert s.heroes[2].equipment == ["helm_of_bravery"] and s.phase == "move"


def test_R_DF_155_157_158_a_third_faint_eliminates_and_leadership_passes():
    s = fixture_state(monster="ogre_t")
    s.heroes[0].scars = [True, True, False]
    s.heroes[0].hp = 3
    s.heroes[0].equipment = ["helm_of_bravery"]
    s.heroes[0].seduced = ["imp_t"]
    throw(s, "red", miss("outside"))
    assert s.heroes[0].fainted
    s.enc.hp = 1
    throw(s, "blue", hit(3))
    assert s.heroes[0].eliminated and s.heroes[0].scars == [True, True, False]
    assert s.leader == 1 and "imp_t" in s.monster_discard
    assert s.decision().prompt == "Hand equipment over?"  # the fallen hero's card may be taken
    play(s, "done")
    assert "helm_of_bravery" in s.equipment_discard and s.heroes[0].equipment == []
    assert s.first_player == 2
    fight_monster(s, "goblin", first=2)
    throw(s, "red", miss("outside"))
    assert s.enc.holder == 1  # the eliminated Torm is skipped


def test_R_DF_156_revive_with_one_health_when_asked():
    s = fixture_state(monster="ogre_t", revive_hp="one")
    s.heroes[0].hp = 1
    throw(s, "red", miss("outside"))
    s.enc.hp = 1
    throw(s, "blue", hit(3))
    play(s, "scar:red")
    assert s.heroes[0].hp == 1 and s.heroes[0].max_hp() == 6


def test_R_DF_160_161_164_equipment_types_slots_and_charmed_monsters():
    s = fixture_state(monster=None)
    assert [slots(s, 2, t) for t in ("weapon", "armor", "item")] == [2, 0, 1]
    s.heroes[2].seduced = ["ogre_t", "imp_t", "goblin"]
    s.heroes[2].equipment = ["helm_of_bravery", "dragons_breath", "potion"]
    from engine.games.dungeon_fighter.party import over_limit

    assert over_limit(s, 2) is None


def test_R_DF_165_an_empty_deck_is_rebuilt_from_the_discards():
    s = fixture_state(monster=None)
    s.equipment_deck = []
    s.equipment_discard = ["potion", "lucky_charm"]
    card = draw_equipment(s)
    assert card in ("potion", "lucky_charm") and s.equipment_discard == [] and len(s.equipment_deck) == 1
    s.equipment_deck, s.equipment_discard = [], []
    assert draw_equipment(s) is None


def test_R_DF_180_181_184_the_boss_ignores_the_room_and_is_won_at_once():
    s = fixture_state(monster=None)
    s.boss = "lich_t"
    s.floor, s.room = 2, "r4"
    start_boss(s)
    s.enc.room_requirement = "blind"
    assert forced_requirements(s) == () and s.enc.hp == 40 and s.boss_revealed
    s._decision = None
    s.enc.hp = 3
    throw(s, "red", hit(4))
    assert s.won is True and s.phase == "over" and s.decision() is None
    assert s.result().winners == (0, 1, 2)


def test_R_DF_130_one_use_cards_at_every_decision_point_of_their_owner():
    s = fixture_state(("randolph", "torm", "goldfinga"), monster="ogre_t")
    s.heroes[0].equipment = ["potion", "lucky_charm"]
    s.heroes[0].hp = 5
    throw(s, "blue", miss("outside", "icon"))  # the re-throw window
    assert "item:potion" in keys(s) and "again_item:lucky_charm" in keys(s)
    play(s, "item:potion")
    assert s.decision().prompt == "Who drinks Potion?"
    play(s, "heal:0")
    assert s.heroes[0].hp == 8 and set(keys(s)) >= {"again", "keep"}
    play(s, "keep")
    assert s.heroes[0].hp == 5  # the kept miss hurts
    s.heroes[0].equipment = ["potion"]
    s.enc.hp = 1
    throw(s, "green", hit(2))  # Torm's throw ends the fight; Maintenance's window is Randolph's (the leader)
    assert s.decision().player == 0 and "item:potion" in keys(s)
