"""R-DQ rules of monsters, combat, escape, death, winning, chambers and the optional rules."""

from __future__ import annotations

from engine.core.game import Seat
from engine.core.match import Match
from engine.games.dungeonquest import content
from engine.games.dungeonquest.rules import MATRIX, finish, run

from .helpers import card, choose, keys, log_has, loot, make, rounds, take, tile, top, turn


def fight(players: int = 3, where=(3, 3), halls: str = "NESW", **kw):
    s = make(players, at={0: where}, tiles={where: tile("dungeon_room", halls)}, **kw)
    return s


def test_R_DQ_082_083_084_086_encounter_monster_player_is_on_the_left():
    s = fight()
    top(s, "monster", card("Bog Troll"))
    s.tasks.append(("monster",))
    run(s)
    c = s.combat
    assert c.monster_seat == 1 and c.card.name == "Bog Troll"
    assert s.decision().player == 0 and keys(s) == ["card:magic", "card:melee", "card:ranged"]
    hero_view, monster_view = s.view(0)["combat"], s.view(1)["combat"]
    assert hero_view["monster"]["name"] == "Bog Troll" and hero_view["monster"]["health"] is None  # A-DQ-20
    assert monster_view["monster"]["health"] == 5
    assert log_has(s, "B announces a Bog Troll")


def test_R_DQ_088_089_090_091_secret_picks_then_reveal():
    s = fight()
    top(s, "monster", card("Bog Troll"))
    s.tasks.append(("monster",))
    run(s)
    choose(s, "card:melee")
    assert s.decision().player == 1
    seen = s.view(1)["combat"]
    assert seen["chosen"] == {"hero": True, "monster": False} and "my_pick" not in seen
    assert "melee" not in repr(seen)  # the monster player cannot see the hero's card
    choose(s, "card:ranged")  # (1, 0) reading B
    assert s.heroes[0].wounds == 1 and s.combat.wounds == 0
    assert s.view(2)["combat"]["last"]["hero_card"] == "melee"
    assert log_has(s, "plays Melee, the Bog Troll plays Ranged")


def test_R_DQ_092_matrix_is_rock_paper_scissors_both_readings():
    for reading in ("A", "B"):
        m = MATRIX[reading]
        assert m[("melee", "melee")] == (2, 2)
        for a in ("magic", "melee", "ranged"):
            for b in ("magic", "melee", "ranged"):
                if a != b:
                    hw, mw = m[(a, b)]
                    assert (hw == 0) != (mw == 0)  # one side only


def test_R_DQ_079_080_monster_wounds_tracked_until_life():
    s = fight()
    top(s, "monster", card("Stone-hide Ogre"))  # life 6
    s.tasks.append(("monster",))
    run(s)
    choose(s, "card:ranged")
    choose(s, "card:melee")  # monster 2
    assert s.combat.wounds == 2 and s.view(0)["combat"]["monster"]["wounds"] == 2


def test_R_DQ_093_hero_death_discards_card_token_stays():
    s = fight()
    s.heroes[0].wounds = 11
    top(s, "monster", card("Bog Troll"))
    s.tasks.append(("monster",))
    run(s)
    choose(s, "card:magic")
    choose(s, "card:melee")  # hero 1 -> dead
    assert s.heroes[0].status == "dead" and s.spaces[(3, 3)].monster and s.combat is None
    assert s.discards["monster"][-1].name == "Bog Troll"


def test_R_DQ_096_098_099_100_escape_success_penalty_then_move_ignoring_doors():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "E", {"E": "door"}),
                                   (4, 3): tile("trap_chamber", "W")}, dice=[2, 2])  # fmt: skip
    top(s, "monster", card("Bog Troll"))  # penalty 2
    top(s, "trap", card("Sleeping Mist"))
    s.tasks.append(("monster",))
    run(s)
    choose(s, "card:magic")
    choose(s, "card:magic")
    assert set(keys(s)) == {"fight", "escape"}
    choose(s, "escape")
    assert s.heroes[0].wounds == 1 + 2 and keys(s) == ["move:4,3"]
    choose(s, "move:4,3")
    assert s.heroes[0].pos == (4, 3) and not s.discards["door"] and log_has(s, "Sleeping Mist")
    assert s.spaces[(3, 3)].monster  # A-DQ-16: the token stays where the fight was


def test_R_DQ_101_escape_failure_fights_on():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "E"), (4, 3): tile("trap_chamber", "W")},
             dice=[6, 6])  # fmt: skip
    top(s, "monster", card("Bog Troll"))
    s.tasks.append(("monster",))
    run(s)
    choose(s, "card:magic")
    choose(s, "card:magic")
    choose(s, "escape")
    assert s.heroes[0].det == 1 and keys(s) == ["card:magic", "card:melee", "card:ranged"]


def test_R_DQ_127_128_129_death_discards_everything_and_ends_the_turn():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()})
    h = s.heroes[0]
    rune = take(s, "Rune of Grit")
    coin = take(s, "Silver Ring")
    h.loot, h.runes, h.det = [coin], [rune], 3
    before = s.counts()
    s.tasks.extend([("wounds", 1), ("die",)])
    run(s)
    assert h.status == "dead" and h.pos is None and h.det == 0 and not s.tasks
    assert coin in s.discards["loot"] and rune in s.discards["rune"]
    assert s.counts() == before


def test_R_DQ_130_131_dead_player_still_plays_the_monster():
    s = make(at={0: (3, 3), 1: None}, tiles={(3, 3): tile()})
    s.heroes[1].status = "dead"
    top(s, "monster", card("Bog Troll"))
    s.tasks.append(("monster",))
    run(s)
    choose(s, "card:magic")
    assert s.decision().player == 1
    s.seat = 0
    s.pending = None
    s._decision = None
    s.tasks.clear()
    s.combat = None
    rounds(s)
    assert s.seat == 0  # seat 1 never gets a turn


def test_R_DQ_123_126_140_only_heroes_who_got_out_win():
    s = make(at={0: None, 1: (3, 3)}, tiles={(3, 3): tile()})
    s.heroes[0].status = "exited"
    s.heroes[0].loot = [loot(5)]
    s.heroes[1].loot = [loot(100)]
    s.heroes[1].status = "dead"
    finish(s)
    assert s.winners == (0,) and s.scores[1] == 0.0


def test_R_DQ_139_nobody_survived_everyone_loses():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()})
    s.tasks.append(("die",))
    run(s)
    assert s.over and s.winners == () and "everyone loses" in s.summary


def test_R_DQ_133_end_of_game_set_bonus():
    s = make(2)
    goblet, plate = take(s, "Pewter Goblet"), take(s, "Pewter Plate")
    s.heroes[0].status = s.heroes[1].status = "exited"
    s.heroes[0].loot = [goblet, plate]  # 10 + 10 + 2 x 10 bonus
    s.heroes[1].loot = [loot(35)]
    finish(s)
    assert s.scores == (40.0, 35.0) and s.winners == (0,)


def test_R_DQ_142_143_monster_token_replaces_effect_even_in_a_move_chain():
    s = make(at={0: (2, 5)}, tiles={(2, 5): tile("dungeon_room", "E"), (3, 5): tile("corridor", "WE"),
                                   (4, 5): tile("dungeon_room", "W")})  # fmt: skip
    s.spaces[(4, 5)].monster = True
    top(s, "monster", card("Cave Rat Swarm"))
    top(s, "dungeon", card("Lost Coin Purse"))
    turn(s)
    choose(s, "move:3,5")
    assert keys(s) == ["move:4,5"]  # when exiting the corridor: not back W
    choose(s, "move:4,5")
    assert s.combat is not None and s.decks["dungeon"][-1].name == "Lost Coin Purse"


def test_R_DQ_148_043_bridge_from_the_catacombs_choose_side_then_cross_or_stay():
    bridge = tile("bridge", "NS", sides={"A": "S", "B": "N"})
    s = make(at={0: None}, tiles={(3, 7): bridge, (3, 6): tile("dungeon_room", "S"), (3, 8): tile("dungeon_room", "N")},
             dice=[1])  # fmt: skip
    h = s.heroes[0]
    h.in_cat, h.marker = True, (4, 8, "N")
    top(s, "catacomb", card("Stairway Up"))
    turn(s)
    choose(s, "leave")  # 1 north -> (4,7)
    choose(s, "turn:left")  # face W, 1 -> (3,7): the bridge
    assert h.pos == (3, 7) and set(keys(s)) == {"side:A", "side:B"}
    choose(s, "side:B")
    assert h.side == "B" and {"cross", "stay"} <= set(keys(s))
    choose(s, "stay")
    assert h.pos == (3, 7) and s.pending is None


def test_R_DQ_149_bridge_exit_back_or_cross():
    bridge = tile("bridge", "NS", sides={"A": "S", "B": "N"})
    s = make(
        at={0: (3, 7)}, tiles={(3, 7): bridge, (3, 6): tile("dungeon_room", "S"), (3, 8): tile("dungeon_room", "N")}
    )
    s.heroes[0].side, s.heroes[0].came_by = "A", "S"
    turn(s)
    assert {"move:3,8", "cross"} <= set(keys(s)) and "move:3,6" not in keys(s)


def test_R_DQ_154_155_156_bottomless_pit():
    for dice, alive in (([3, 3], True), ([6, 5], False)):
        s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "N"), (3, 2): tile("bottomless_pit", "S")},
                 dice=dice)  # fmt: skip
        turn(s)
        choose(s, "move:3,2")
        assert (s.heroes[0].status == "playing") == alive
        if alive:
            assert s.heroes[0].pos == (3, 2) and not s.tasks and s.pending is None


def test_R_DQ_160_cave_in_success_exits_normally():
    cave = tile("cave_in", "NS", sides={"A": "S", "B": "N"})
    s = make(at={0: (2, 8)}, tiles={(2, 8): cave, (2, 7): tile("trap_chamber", "S")}, dice=[2, 2])
    s.heroes[0].side, s.heroes[0].came_by = "A", "S"
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:2,7")
    assert s.heroes[0].pos == (2, 7)


def test_R_DQ_166_167_168_chasm_cannot_be_crossed():
    chasm = tile("chasm", "NS", sides={"A": "S", "B": "N"})
    s = make(
        at={0: (2, 9)}, tiles={(2, 9): tile("dungeon_room", "N"), (2, 8): chasm, (2, 7): tile("dungeon_room", "S")}
    )
    top(s, "dungeon", card("Still Air"))
    turn(s)
    choose(s, "move:2,8")
    assert log_has(s, "Still Air")  # R-DQ-167: a dungeon card on entry
    turn(s)
    assert [k for k in keys(s) if k.startswith("move")] == ["move:2,9"]


def test_R_DQ_170_every_corridor_moves_on():
    for halls in ("NS", "ES", "NES", "NESW"):
        s = make(at={0: (3, 4)}, tiles={(3, 4): tile("dungeon_room", "N"), (3, 3): tile("corridor", halls)},
                 stack=[tile(), tile(), tile()])  # fmt: skip
        top(s, "dungeon", card("Still Air"))
        turn(s)
        choose(s, "move:3,3")
        assert s.pending is not None and s.pending[0] == "again"


def test_R_DQ_176_spider_web_from_the_catacombs():
    web = tile("spider_web", "NS", sides={"A": "S", "B": "N"})
    s = make(at={0: None}, tiles={(3, 7): web, (3, 8): tile("dungeon_room", "N"), (3, 6): tile("dungeon_room", "S")},
             dice=[1])  # fmt: skip
    h = s.heroes[0]
    h.in_cat, h.marker = True, (1, 6, "E")
    top(s, "catacomb", card("Stairway Up"))
    top(s, "dungeon", card("Still Air"))
    turn(s)
    choose(s, "leave")  # 1 east -> (2,6)
    h.marker = (3, 6, "E")
    choose(s, "turn:right")  # face S, 1 -> (3,7)
    assert h.pos == (3, 7) and set(keys(s)) == {"side:A", "side:B"}
    choose(s, "side:B")
    assert set(keys(s)) == {"move:3,6", "move:3,8"}  # move again; S needs the struggle
    assert "strength test" in s.decision().options[s.decision().index("move:3,8")].label


def test_R_DQ_181_treasure_chamber_holds_any_number_of_heroes():
    s = make(4, at={0: (4, 7), 1: (4, 6), 2: (5, 6), 3: (4, 6)}, tiles={(4, 7): tile("dungeon_room", "N")})
    for h in s.heroes:
        h.status = "playing"
    top(s, "dragon", card("Deep Slumber"))
    turn(s)
    assert "move:4,6" in keys(s)


def test_R_DQ_184_186_188_191_192_solo_combat_die_no_monster_player():
    s = make(1, at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "N")}, stack=[tile()], dice=[1, 3, 6])
    top(s, "monster", card("Gnawing Ghoul"))  # life 3
    s.tasks.append(("monster",))
    run(s)
    assert set(keys(s)) == {"fight", "escape"} and s.combat.monster_seat is None
    assert s.view(0)["combat"]["monster"]["health"] is None  # face down
    assert not s.spaces[(3, 3)].monster  # A-DQ-41: no token on drawing
    choose(s, "fight")
    assert s.combat is None and s.heroes[0].wounds == 2  # 1: hero 1; 3: both 1; 6: monster 2 -> 3 dead
    assert log_has(s, "combat die 1") and log_has(s, "combat die 6")


def test_R_DQ_202_torchlight_on_the_treasure_chamber():
    s = make(at={0: (4, 7)}, tiles={(4, 7): tile("dungeon_room", "N")}, options={"torchlight": True},
             stack=[tile(), tile(), tile(), tile(), tile()])  # fmt: skip
    top(s, "dragon", card("Deep Slumber"))
    turn(s)
    choose(s, "move:4,6")
    while s.pending and s.pending[0] == "torch":
        choose(s, keys(s)[0])
    assert all(p in s.spaces for p in ((4, 5), (5, 5), (3, 6), (6, 6), (5, 7)))


def test_R_DQ_204_every_hero_has_an_ability():
    heroes = content.load_heroes()
    assert len(heroes) == 6
    for h in heroes:
        assert h.ability and h.text
        total = h.strength + h.agility + h.armor + h.luck
        assert 28 <= total <= 31 and 12 <= h.health <= 16


def test_R_DQ_205_optional_rules_combine():
    m = Match("dungeonquest", (Seat("A", "random"), Seat("B", "random")),
              {"death_can_wait": True, "torchlight": True}, 3)  # fmt: skip
    from engine.core.bots import random_choice
    from engine.core.rng import Chance

    dice = Chance(9)
    for _ in range(3000):
        if m.over:
            break
        m.play(random_choice(m.decision, dice))
    assert m.over


def test_R_DQ_070_072_tokens_are_unlimited_cards_are_conserved():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()})
    before = s.counts()
    s.heroes[0].det = 50  # no supply limit on determination tokens
    for _ in range(8):
        s.spaces[(3, 3)].monster = True
        s.spaces[(3, 3)].search += 1
    assert s.counts() == before
