"""Rules revision 3 (issue 13, digest 6.7, with the stronger computer teammates): a link keeps its numbers.

Revision 3 gives three Final Bosses 1 more health (the Clockwork Leviathan, whose
backwards throw the computers hit least, keeps 5) and deals Normal 3/3/3/5 and
Insane 1/2/3/8 monsters of tiers I-IV (were 3/3/4/4 and 2/2/4/6);
data/revisions.json's "2" puts revision 2's values back for a revision-2 game,
and "1" then revision 1's for a revision-1 game.
"""

from __future__ import annotations

from engine import Chance, Match, Seat, bot_choose, load_save
from engine.games.dungeon_fighter import content
from engine.games.dungeon_fighter.content import load

SEATS = tuple(Seat(f"P{i}", "greedy") for i in range(4))
REV2_BOSS_HP = {"king_grubnose": 10, "pocket_archfiend": 9, "undying_chancellor": 8, "clockwork_leviathan": 5}


def test_R_DF_004_each_revision_deals_its_own_bosses_and_insane_tower():
    three, two, one = content.shipped(3), content.shipped(2), content.shipped(1)
    assert content.REVISION == 3 and three is content.SHIPPED
    assert {b: two.bosses[b].hp for b in REV2_BOSS_HP} == REV2_BOSS_HP
    raised = {b: hp + (b != "clockwork_leviathan") for b, hp in REV2_BOSS_HP.items()}
    assert {b: three.bosses[b].hp for b in REV2_BOSS_HP} == raised
    assert two.difficulty["insane"].tiers == (2, 2, 4, 6) and three.difficulty["insane"].tiers == (1, 2, 3, 8)
    assert two.difficulty["normal"].tiers == (3, 3, 4, 4) and three.difficulty["normal"].tiers == (3, 3, 3, 5)
    assert one.bosses["king_grubnose"].hp == 30 and one.difficulty["insane"].tiers == (2, 3, 4, 5)
    # the monsters were not touched by revision 3: revisions 2 and 3 deal the same cards
    assert two.monsters == three.monsters and two.monsters != one.monsters
    assert all(sum(three.difficulty[d].tiers) == sum(two.difficulty[d].tiers) == 14 for d in three.difficulty)


def test_R_DF_004_the_revision_2_overlay_holds_only_what_revision_3_changed():
    overlay = content.revision_overlays()[2]
    files = {name: {row["id"]: row for row in load.read_data(name)} for name in ("bosses.json", "difficulty.json")}
    changed = 0
    for name, cards in files.items():
        for cid, fields in overlay[name].items():
            for field, was in fields.items():
                assert cards[cid][field] != was, (name, cid, field)
                changed += 1
    assert changed == 5 and not overlay["monsters.json"] and not overlay["equipment.json"]


def test_R_DF_180_a_revision_2_game_meets_its_own_boss_health_and_its_link_reopens_under_it():
    old = Match("dungeon_fighter", SEATS, {"difficulty": "insane"}, 21, revision=2)
    new = Match("dungeon_fighter", SEATS, {"difficulty": "insane"}, 21)
    assert old.revision == 2 and old.state.cs is content.shipped(2) and new.state.cs is content.SHIPPED
    # the entry room's monster is drawn already (R-DF-031): one card of tier I is out
    assert [len(t) for t in old.state.tower] == [1, 2, 4, 6]
    assert [len(t) for t in new.state.tower] == [0, 2, 3, 8]
    dice = Chance(4)
    for _ in range(8):
        old.play(bot_choose("greedy", old.game, old.state, old.decision, dice))
    again = load_save(old.save())
    assert again.revision == 2 and again.state.cs is content.shipped(2)
    assert again.state_hash() == old.state_hash()
