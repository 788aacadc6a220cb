"""Battling a Monster (digest 3.10, 3.11, 3.14; D6-D11) and the outcome pipeline A-OOTS-13."""

from __future__ import annotations

from engine.games.oots.content.schema import Modifier, RoomHook, Support

from .fight_helpers import fight
from .oots_helpers import ab, dice, keys, loot, monster, play, room


def zombie():
    return monster("zombie", "Headless Zombie", atk=6, dfn=9, types=("undead",), xp=1, loot=1)


def crypt():
    return room("crypt", RoomHook("monster_mod", 2, stat="def", monster_type="undead"))


def test_S_OOTS_04_R_OOTS_123_131_134_137_138_141_146_148_149_275_zombie():
    """S-OOTS-04 up to assistance (part 2): 2 + 2 (boost) + 0 (no Leader) = +4 vs 9 + 2 (Crypt) = 11."""
    plain = [loot(f"l{i}", {"roy": 1}) for i in range(20)]  # no Traps: the dropped card is Loot
    state = fight([zombie()], ["zombie"], rooms=[crypt()], room_card="crypt", loot_cards=plain)
    assert state.battle.role == "attacker"
    assert set(keys(state)) == {"shtick:roy.g1", "shtick:roy.bag", "shtick:none"}  # one Greenhilt per name
    play(state, "shtick:roy.g1")
    dice(state, 8)
    play(state, "roll")
    b = state.battle
    assert b.player_total == 12 and b.monster_total == 11 and b.outcome == "win"
    assert ("Greenhilt Sword boosted x1", 2) in b.items
    assert not any(name == "Bag of Tricks" for name, _ in b.items)  # R-OOTS-117
    assert state.room((1, 0)).monsters == [] and len(state.room((1, 0)).loot) == 1  # R-OOTS-146 / R-OOTS-148
    assert keys(state) == ["save", "discard"]  # R-OOTS-147
    play(state, "save")
    assert state.players[0].saved == ["zombie"]
    dropped = state.room((1, 0)).loot[0]
    assert keys(state) == ["take_two", "leave"]  # R-OOTS-149: only 1 card lies there
    play(state, "take_two")
    assert state.room((1, 0)).loot == [] and state.players[0].stash[-1] == dropped
    assert keys(state) == ["attack:1", "attack:2", "none"]  # A-OOTS-15: the others are within Range 2
    play(state, "none")
    assert state.turn.stage == "end"


def test_R_OOTS_147_monster_without_xp_goes_to_the_discard_pile():
    state = fight([monster("grunt", "Grunt", dfn=3)], ["grunt"])
    play(state, "shtick:roy.g1")
    dice(state, 5)
    play(state, "roll")
    assert "grunt" in state.battle_discard and state.battle is None


def test_S_OOTS_05_R_OOTS_127_142_156_160_161_162_kobold_knight():
    """S-OOTS-05 without Haley's help and the Screw This! (part 2): +4 Hide +1 Chain Shirt vs 6 + 2x2 Assist."""
    knight = monster("knight", "Kobold Knight", atk=6, types=("kobold",), support=Support(("kobold",), "assist"))
    ranger = monster("ranger", "Kobold Ranger", types=("kobold",))
    coward = monster("coward", "Cowardly Kobold", types=("kobold",))
    shirt = loot("chain", {"elan": 1}, mods=(Modifier("def", 1, ("monster",)),), users=("elan",))
    state = fight(
        [knight, ranger, coward],
        ["knight", "ranger", "coward"],
        role="defender",
        chars=("elan", "haley", "belkar"),
        shticks=("elan.hide",),
        loot_cards=[shirt] + [loot(f"l{i}") for i in range(20)],
    )
    state.players[0].equipped = ["chain"]
    state._decision = None
    assert keys(state) == ["shtick:elan.hide", "shtick:none"]
    play(state, "shtick:elan.hide")
    dice(state, 3)
    play(state, "roll")
    b = state.last_battle
    assert (b.player_total, b.monster_total, b.outcome) == (8, 10, "loss")
    assert ("chain", 1) in b.items and ("foe: assist", 4) in b.items
    assert state.players[0].wounds == 1  # R-OOTS-142
    assert state.turn.stage == "end"


def test_R_OOTS_133_381_385_413_assist_counts_each_supporter():
    knight = monster("knight", "Kobold Knight", atk=6, dfn=4, types=("kobold",), support=Support(("kobold",), "assist"))
    kobolds = [monster(f"k{i}", f"Kobold {i}", types=("kobold",)) for i in range(3)]
    state = fight([knight, *kobolds], ["knight", "k0"], others=[((1, 2), ["k1"]), ((1, 3), ["k2"])])
    play(state, "shtick:roy.g1")
    dice(state, 1)
    play(state, "roll")
    assert state.last_battle.monster_total == 10  # 4 + 2 x 3 supporters (R-OOTS-381: other rooms count)
    assert state.players[0].wounds == 1


def test_R_OOTS_121_196_197_199_win_without_a_shtick_is_a_draw():
    state = fight([monster("grunt", "Grunt", dfn=3)], ["grunt"])
    play(state, "shtick:none")
    dice(state, 12)
    play(state, "roll")
    assert state.room((1, 0)).monsters == ["grunt"] and state.players[0].wounds == 0
    assert state.turn.stage == "end"  # R-OOTS-155: a draw ends the chain


def test_R_OOTS_144_draw_result_makes_a_win_a_draw_but_a_loss_stays():
    state = fight([monster("grunt", "Grunt", dfn=3)], ["grunt"], shticks=("roy.drawer",))
    play(state, "shtick:roy.drawer")
    dice(state, 12)
    play(state, "roll")
    assert state.room((1, 0)).monsters == ["grunt"]
    state = fight([monster("brute", "Brute", dfn=15)], ["brute"], shticks=("roy.drawer",))
    play(state, "shtick:roy.drawer")
    dice(state, 1)
    play(state, "roll")
    assert state.players[0].wounds == 1


def test_R_OOTS_388_bloodlust_turns_a_draw_into_a_loss():
    state = fight([monster("wolf", "Wolf", dfn=9, abilities=(ab("bloodlust"),))], ["wolf"])
    play(state, "shtick:roy.g1")
    dice(state, 5)  # 5 + 4 = 9 = 9
    play(state, "roll")
    assert state.players[0].wounds == 1


def test_R_OOTS_397_monster_hide_only_while_it_defends():
    state = fight([monster("sneak", "Sneak", dfn=12, abilities=(ab("hide"),))], ["sneak"])
    play(state, "shtick:roy.g1")
    dice(state, 1)
    play(state, "roll")
    assert state.players[0].wounds == 0  # a loss as Attacker becomes a draw
    state = fight([monster("sneak", "Sneak", atk=12, abilities=(ab("hide"),))], ["sneak"], role="defender")
    play(state, "shtick:roy.g1")
    dice(state, 1)
    play(state, "roll")
    assert state.players[0].wounds == 1


def test_R_OOTS_103_110_monster_out_of_range_cannot_win():
    state = fight([monster("far", "Far", dfn=12)], [], others=[((1, 2), ["far"])])
    assert keys(state) == ["ranged:1:2", "attack:1", "attack:2", "none"]
    play(state, "ranged:1:2")
    play(state, "shtick:roy.bag")
    dice(state, 1)
    play(state, "roll")
    assert state.players[0].wounds == 0  # loss -> draw: its Range 0 does not reach
    assert state.turn.stage == "end"


def test_R_OOTS_153_no_further_monsters_after_a_ranged_attack():
    state = fight([monster("a", "A", dfn=1), monster("b", "B")], [], others=[((1, 2), ["a", "b"])])
    play(state, "ranged:1:2")
    play(state, "shtick:roy.bag")
    dice(state, 6)
    play(state, "roll")
    assert state.room((1, 2)).monsters == ["b"] and state.turn.stage == "end"


def test_R_OOTS_408_tricky_against_an_actual_ranged_attack():
    state = fight([monster("imp", "Imp", dfn=2, rng=5, abilities=(ab("tricky"),))], [], others=[((1, 2), ["imp"])])
    play(state, "ranged:1:2")
    play(state, "shtick:roy.bag")
    dice(state, 10)
    play(state, "roll")
    assert state.last_battle.monster_total == 12  # 2 + 10
    assert state.players[0].wounds == 1 and state.room((1, 2)).monsters == ["imp"]  # 11 < 12, its Range 5 reaches
