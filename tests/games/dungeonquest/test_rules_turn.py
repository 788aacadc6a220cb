"""R-DQ rules of the turn, the sun, the board and movement (digest 3.1-3.6)."""

from __future__ import annotations

from engine.core.game import Seat
from engine.core.match import Match
from engine.games.dungeonquest import content
from engine.games.dungeonquest.rules import run
from engine.games.dungeonquest.state import SUN_LAST, SUN_SAFE_SPACES, TOWERS, TREASURE

from .helpers import card, choose, dice_left, hero_with, keys, log_has, make, rounds, take, tile, top, turn


def _placed_match(players: int = 3, seed: int = 11, variants: dict | None = None) -> Match:
    m = Match("dungeonquest", tuple(Seat(f"P{i}") for i in range(players)), variants or {}, seed)
    while m.decision.keys()[0].startswith("start:"):
        m.play(m.decision.keys()[0])
    return m


def test_R_DQ_001_002_003_first_player_then_clockwise_status_then_action():
    m = _placed_match()
    s = m.state
    first = s.first_player
    assert s.seat == first and s.sun == 1 and s.phase == "action"  # status phase (sun) already done
    seen = [s.seat]
    for _ in range(30):
        if s.seat != seen[-1]:
            seen.append(s.seat)
        if len(seen) == 3:
            break
        m.play(m.decision.keys()[0])
    assert seen == [first, (first + 1) % 3, (first + 2) % 3]


def test_R_DQ_009_010_exited_and_dead_players_take_no_turns():
    s = make(at={0: (3, 3), 1: None, 2: (5, 5)}, tiles={(3, 3): tile(), (5, 5): tile()})
    s.heroes[1].status = "dead"
    s.seat = 0
    rounds(s)
    assert s.seat == 2
    s.heroes[2].status = "exited"
    rounds(s)
    assert s.seat == 0


def test_R_DQ_004_012_start_of_turn_rune_is_optional_and_not_the_action():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("corridor", "N")}, stack=[tile()])
    rune = card("Rune of Mending")
    s.heroes[0].runes, s.heroes[0].wounds = [rune], 5
    turn(s)
    assert f"rune:{rune.id}" in keys(s) and "move:3,2" in keys(s)
    choose(s, f"rune:{rune.id}")
    assert s.heroes[0].wounds == 1 and rune in s.boxed
    assert "move:3,2" in keys(s)  # still his action to take


def test_R_DQ_006_exactly_one_action_search_ends_the_turn():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, stack=[tile()])
    top(s, "search", card("Cobwebs and Dust"))
    turn(s)
    assert {"search", "move:3,2"} <= set(keys(s))
    choose(s, "search")
    assert s.pending is None and not s.tasks and s.heroes[0].pos == (3, 3)


def test_R_DQ_008_145_dungeon_room_search_at_turn_start_only_without_token():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, stack=[tile()])
    turn(s)
    assert "search" in keys(s)
    s.spaces[(3, 3)].search = 1
    turn(s)
    assert "search" not in keys(s)


def test_R_DQ_019_020_last_sun_space_rolls_every_round_and_is_no_test():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, dice=[6, 6])
    s.heroes[0].det = 2
    s.sun, s.seat = SUN_LAST, 2
    rounds(s)
    assert s.sun == SUN_LAST and s.sun_roll == (6,) and not s.over
    assert s.heroes[0].det == 2 and not keys(s)[0].startswith("det:")
    s.seat = 2
    rounds(s)
    assert s.sun == SUN_LAST and dice_left(s) == []


def test_R_DQ_021_sun_track_proposal_in_view():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()})
    sun = s.view(0)["sun"]
    assert sun["length"] == SUN_SAFE_SPACES + 6
    assert sun["numbered"] == list(range(SUN_SAFE_SPACES + 1, SUN_SAFE_SPACES + 6))
    assert sun["numbers"] == [1, 2, 3, 4, 5]


def test_R_DQ_022_023_024_printed_chambers_are_explored_the_rest_is_not():
    s = make()
    assert set(s.spaces) == set(TOWERS) | set(TREASURE)
    assert {s.spaces[t].kind for t in TOWERS} == {"tower"}
    assert (3, 3) not in s.spaces


def test_R_DQ_026_every_tile_has_one_to_four_halls():
    tiles = content.load_tiles()
    assert len(tiles) == 113
    assert all(1 <= sum(h is not None for h in t.halls) <= 4 for t in tiles)
    assert all(t.halls[2] == () for t in tiles)  # A-DQ-11 entry edge open


def test_R_DQ_027_halls_against_walls_and_the_outer_wall_are_blocked():
    s = make(at={0: (0, 3)}, tiles={(0, 3): tile("dungeon_room", "NEW"), (1, 3): tile("dungeon_room", "N"),
                                   (0, 2): tile("dungeon_room", "S")})  # fmt: skip
    turn(s)
    assert [k for k in keys(s) if k.startswith("move")] == ["move:0,2"]


def test_R_DQ_034_035_144_146_move_to_a_connected_explored_room_and_draw():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "E"), (4, 3): tile("dungeon_room", "W")})
    top(s, "dungeon", card("Clear Spring"))
    turn(s)
    choose(s, "move:4,3")
    assert s.heroes[0].pos == (4, 3) and log_has(s, "Clear Spring")


def test_R_DQ_037_the_tile_comes_from_the_top_of_the_stack():
    first, second = tile("trap_chamber", "S"), tile("trap_chamber", "S")
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("corridor", "N")}, stack=[first, second])
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:3,2")
    assert s.spaces[(3, 2)].tile is first and s.tiles == [second]


def test_R_DQ_039_048_049_portcullis_success_passes():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "N", {"N": "portcullis"}),
                                   (3, 2): tile("trap_chamber", "S")}, dice=[1, 2])  # fmt: skip
    top(s, "trap", card("Sleeping Mist"))
    turn(s)
    choose(s, "move:3,2")
    assert s.heroes[0].pos == (3, 2)
    assert log_has(s, "to lift the portcullis: rolled 1+2 = 3, needing 7 or less: success")


def test_R_DQ_050_portcullis_failure_stays_and_ends_turn():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "N", {"N": "portcullis"}),
                                   (3, 2): tile("trap_chamber", "S")}, dice=[6, 5])  # fmt: skip
    turn(s)
    choose(s, "move:3,2")
    assert s.heroes[0].pos == (3, 3) and s.pending is None and not s.tasks and s.heroes[0].det == 1


def test_R_DQ_041_107_in_the_catacombs_no_move_or_search_only_a_card():
    s = make(at={0: None})
    s.heroes[0].in_cat, s.heroes[0].marker = True, (3, 3, "N")
    top(s, "catacomb", card("Empty Passage"))
    turn(s)
    assert s.pending is None and [c.name for c in s.heroes[0].row] == ["Empty Passage"]


def test_R_DQ_042_141_upon_entering_fires_every_entry():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "E"), (4, 3): tile("trap_chamber", "W")})
    top(s, "trap", card("Sleeping Mist"), card("Sleeping Mist"))
    top(s, "dungeon", card("Still Air"))
    turn(s)
    choose(s, "move:4,3")
    turn(s)
    choose(s, "move:3,3")
    s.tasks.append(("go", (3, 3), "E", False))
    run(s)
    assert sum("Sleeping Mist" in line for line in s.log) == 2


def test_R_DQ_045_move_again_follows_occupancy():
    s = make(at={0: (2, 5), 1: (3, 4)},
             tiles={(2, 5): tile("dungeon_room", "E"), (3, 5): tile("corridor", "NEW"), (3, 4): tile("corridor", "S"),
                    (4, 5): tile("dungeon_room", "W")})  # fmt: skip
    s.heroes[1].status = "playing"
    top(s, "dungeon", card("Still Air"))
    s.tasks.append(("go", (2, 5), "E", False))
    run(s)
    assert keys(s) == ["move:4,5"]


def test_R_DQ_052_053_054_055_search_token_first_then_the_card():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, stack=[tile()])
    top(s, "search", card("Rude Awakening"))
    top(s, "monster", card("Cave Rat Swarm"))
    turn(s)
    choose(s, "search")
    assert s.spaces[(3, 3)].search == 1 and s.combat is not None  # searched even while the fight goes on
    s.combat = None
    s.spaces[(3, 3)].monster = False
    turn(s)
    assert "search" not in keys(s)
    s2 = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, stack=[tile()])
    s2.spaces[(3, 3)].monster = True
    turn(s2)
    assert "search" not in keys(s2)
    s3 = make(at={0: (3, 3)}, tiles={(3, 3): tile("corridor", "N")}, stack=[tile()])
    turn(s3)
    assert "search" not in keys(s3)  # R-DQ-032: no torch


def test_R_DQ_056_057_058_062_attribute_test_success_on_equal():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, dice=[3, 4], heroes={0: hero_with(agility=7)})
    s.tasks.append(("test", "agility", 0, (("heal", 1),), (("wounds", 1),), "to dodge"))
    run(s)
    assert s.heroes[0].wounds == 0 and s.heroes[0].det == 0
    assert log_has(s, "tests agility (7) to dodge: rolled 3+4 = 7, needing 7 or less: success")


def test_R_DQ_063_test_modifier_adds_to_the_roll():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, dice=[3, 3])
    s.tasks.append(("test", "agility", 2, (), (("wounds", 1),), "with a load"))
    run(s)
    assert s.heroes[0].wounds == 1 and log_has(s, "rolled 3+3 +2 = 8, needing 7 or less: failure")


def test_R_DQ_064_066_068_drawn_card_goes_to_its_own_discard_pile():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()})
    top(s, "trap", card("Sleeping Mist"))
    s.tasks.append(("draw", "trap"))
    run(s)
    assert [c.name for c in s.discards["trap"]] == ["Sleeping Mist"] and not s.discards["dungeon"]


def test_R_DQ_067_073_075_loot_is_kept_face_up_and_public():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()})
    top(s, "dungeon", card("Lost Coin Purse"))
    s.tasks.append(("draw", "dungeon"))
    run(s)
    assert [c.name for c in s.heroes[0].loot] == ["Lost Coin Purse"] and not s.discards["dungeon"]
    assert s.view(1)["heroes"][0]["loot"][0]["gold"] == 8 and s.view(None)["heroes"][0]["gold"] == 8


def test_R_DQ_071_used_rune_leaves_the_game():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, dice=[6, 6])
    rune = take(s, "Rune of Grit")
    s.heroes[0].runes = [rune]
    s.tasks.append(("test", "luck", 0, (), (), "for luck"))
    run(s)
    choose(s, f"rune:{rune.id}")
    assert rune in s.boxed and rune not in s.discards["rune"] and not s.heroes[0].runes
    assert s.counts()["rune"] == 10


def test_R_DQ_076_077_078_wounds_add_up_and_kill_at_health():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()})
    s.tasks.append(("wounds", 5))
    run(s)
    assert s.heroes[0].wounds == 5 and s.heroes[0].status != "dead"
    s.tasks.append(("wounds", 7))
    run(s)
    assert s.heroes[0].status == "dead"


def test_R_DQ_102_103_105_106_enter_catacombs_action_needs_stairs():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "N", stairs=True)}, stack=[tile()])
    turn(s)
    choose(s, "catacombs")
    choose(s, "face:E")
    h = s.heroes[0]
    assert h.in_cat and h.pos is None and h.marker == (3, 3, "E") and s.pending is None and not s.tasks
    s2 = make(at={0: (3, 3)}, tiles={(3, 3): tile("dungeon_room", "N")}, stack=[tile()])
    turn(s2)
    assert "catacombs" not in keys(s2)
    s2.spaces[(3, 3)].entrance = True  # R-DQ-033: a marker works the same
    turn(s2)
    assert "catacombs" in keys(s2)


def test_R_DQ_108_109_one_catacomb_card_per_turn_no_exit_without_an_exit_card():
    s = make(at={0: None})
    h = s.heroes[0]
    h.in_cat, h.marker = True, (3, 3, "N")
    top(s, "catacomb", card("Empty Passage"), card("Bone Crown"))
    turn(s)
    turn(s)
    assert [c.name for c in h.row] == ["Empty Passage", "Bone Crown"] and h.in_cat
    assert not h.loot  # R-DQ-116 / A-DQ-36: not Loot until the exit


def test_R_DQ_122_travel_marker_ignores_walls_and_tiles():
    s = make(
        at={0: None},
        tiles={(3, 4): tile("dungeon_room", "S"), (3, 5): tile("dungeon_room", "E")},
        dice=[1],
        stack=[tile()],
    )
    h = s.heroes[0]
    h.in_cat, h.marker = True, (3, 3, "S")
    h.row = [card("Empty Passage")]
    top(s, "catacomb", card("Stairway Up"))
    top(s, "dungeon", card("Still Air"))
    turn(s)
    choose(s, "leave")  # 2 south through walls -> (3,5)
    assert h.marker == (3, 5, "S")
    choose(s, "turn:left")  # face E, roll 1 -> (4,5)
    assert h.marker is None and (4, 5) in s.spaces


def test_R_DQ_117_119_121_resurfacing_replaces_the_marker():
    s = make(at={0: None, 1: (2, 4)}, tiles={(2, 4): tile("dungeon_room", "N")}, dice=[2])
    s.heroes[1].status = "playing"
    h = s.heroes[0]
    h.in_cat, h.marker = True, (3, 2, "W")
    top(s, "catacomb", card("Stairway Up"))
    top(s, "dungeon", card("Still Air"))
    turn(s)
    choose(s, "leave")  # (2,2)
    choose(s, "turn:left")  # face S, 2 -> (2,4) where B stands
    assert h.pos == (2, 4) and s.heroes[1].pos == (2, 4) and h.marker is None
    assert not s.spaces[(2, 4)].entrance and log_has(s, "Still Air")


def test_R_DQ_120_no_tiles_left_resurface_on_the_last_explored_space_passed():
    s = make(at={0: None}, tiles={(3, 4): tile("trap_chamber", "N")}, dice=[2])
    h = s.heroes[0]
    h.in_cat, h.marker = True, (3, 3, "S")
    h.row = [card("Empty Passage")]
    top(s, "catacomb", card("Stairway Up"))
    top(s, "trap", card("Sleeping Mist"))
    s.tiles = []
    turn(s)
    choose(s, "leave")  # leg 1: (3,4), (3,5)
    choose(s, "turn:left")  # face E: (4,5), (5,5) -- all unexplored but (3,4)
    assert h.pos == (3, 4) and log_has(s, "Sleeping Mist")
