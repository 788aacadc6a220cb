"""Shtick choice limits, flips, continuing, and the Field-Guide abilities (digest 3.10, 3.28, 3.29)."""

from __future__ import annotations

from engine.games.oots.content.schema import Support
from engine.games.oots.support import monster_values, supporters

from .fight_helpers import fight
from .oots_helpers import ab, card_set, dice, keys, monster, picks, play


def test_R_OOTS_403_multiattack_uses_the_lowest_die():
    state = fight([monster("hydra", "Hydra", atk=8, abilities=(ab("multiattack", 2),))], ["hydra"], role="defender")
    play(state, "shtick:roy.g1")  # Defense +1, boosted for Attack only
    dice(state, 11, 4)
    play(state, "roll")
    b = state.last_battle
    assert b.dice == [11, 4] and b.player_total == 5 and b.outcome == "loss"


def test_S_OOTS_17_R_OOTS_394_flying_forbids_range_0_shticks():
    dragon = monster("tiny", "Teeny Tiny Dragon", abilities=(ab("flying"),))
    state = fight([dragon], ["tiny"], role="defender")
    assert set(keys(state)) == {"shtick:roy.bag", "shtick:none"}
    play(state, "shtick:roy.bag")
    assert not state.battle.ranged  # Range > 0 in the same room is no Ranged Attack (R-OOTS-103)
    state = fight([dragon], ["tiny"], role="defender", shticks=("roy.g1",))
    assert keys(state) == ["shtick:none"]


def test_R_OOTS_389_392_398_401_immunities_forbid_shtick_types():
    cases = {
        "breath_weapon": "roy.armor",
        "enchanted": "roy.magic",
        "impervious": "roy.g1",
        "mindless": "roy.talk",
    }
    everything = ("roy.armor", "roy.magic", "roy.g1", "roy.talk")
    for kind, banned in cases.items():
        state = fight([monster("foe", "Foe", abilities=(ab(kind),))], ["foe"], role="defender", shticks=everything)
        offered = set(keys(state))
        assert f"shtick:{banned}" not in offered, kind
        assert len(offered) == 4, kind  # the other three and "none"


def test_R_OOTS_113_infinite_range_only_defends_and_R_OOTS_118_157_na_values():
    shticks = ("roy.wall", "roy.armor", "roy.flipper")
    state = fight([monster("foe", "Foe")], ["foe"], shticks=shticks)
    assert set(keys(state)) == {"shtick:roy.flipper", "shtick:none"}  # attacking: Stand Firm (∞) and Plate (N/A) out
    state = fight([monster("foe", "Foe")], ["foe"], role="defender", shticks=shticks)
    assert set(keys(state)) == {"shtick:roy.wall", "shtick:roy.armor", "shtick:none"}  # Wild Swing's Defense is N/A


def test_R_OOTS_120_flipped_shticks_cannot_be_selected():
    state = fight([monster("foe", "Foe")], ["foe"], shticks=("roy.g1", "roy.bag"))
    state.players[0].flipped = ["roy.g1"]
    state._decision = None
    assert set(keys(state)) == {"shtick:roy.bag", "shtick:none"}


def test_R_OOTS_150_flip_icon_shtick_flips_after_the_battle():
    state = fight([monster("foe", "Foe", dfn=20)], ["foe"], shticks=("roy.flipper",))
    play(state, "shtick:roy.flipper")
    dice(state, 2)
    play(state, "roll")
    assert state.players[0].flipped == ["roy.flipper"]


def test_R_OOTS_126_flip_for_a_bonus_before_the_roll():
    state = fight([monster("foe", "Foe", dfn=10)], ["foe"], shticks=("roy.g1", "roy.rage"))
    play(state, "shtick:roy.g1")
    assert "flip:roy.rage" in keys(state)
    play(state, "flip:roy.rage")
    assert "flip:roy.rage" not in keys(state) and state.players[0].flipped == ["roy.rage"]
    dice(state, 6)
    play(state, "roll")
    assert state.last_battle.player_total == 6 + 2 + 3 and state.last_battle.outcome == "win"


def test_R_OOTS_060_096_152_155_continue_with_a_chosen_role():
    state = fight([monster("a", "A", dfn=1), monster("b", "B", atk=1)], ["a", "b"])
    play(state, "shtick:roy.g1")
    dice(state, 5)
    play(state, "roll")
    assert keys(state) == ["next:attacker", "next:defender", "stop"]
    play(state, "next:defender")
    b = state.battle
    assert b.monster == "b" and b.role == "defender"
    play(state, "shtick:roy.g1")
    dice(state, 5)
    play(state, "roll")
    assert state.turn.defeated == 2  # no Monsters left
    assert keys(state) == ["attack:1", "attack:2", "none"]  # A-OOTS-15: the cleared room allows PvP after
    play(state, "none")
    assert state.turn.stage == "end"


def test_R_OOTS_155_a_loss_ends_the_chain():
    state = fight([monster("a", "A", dfn=20), monster("b", "B")], ["a", "b"])
    play(state, "shtick:roy.g1")
    dice(state, 1)
    play(state, "roll")
    assert state.turn.stage == "end" and state.room((1, 0)).monsters == ["a", "b"]


def ogres():
    chief = monster("chief", "Ogre Chieftain", atk=20, types=("ogre",), support=Support(("ogre",), "deadly"))
    return chief, [
        monster("stupid", "Stupid Ogre", types=("ogre",)),
        monster("ugly", "Ugly Ogre", types=("ogre",)),
        monster("troll", "Troll", types=("troll", "ogre")),  # A-OOTS-10a
    ]


def test_S_OOTS_21_R_OOTS_214_215_414_deadly_chieftain():
    chief, others = ogres()
    state = fight(
        [chief, *others],
        ["chief", "stupid"],
        role="defender",
        others=[((1, 2), ["ugly"]), ((1, 3), ["troll"])],
    )
    assert supporters(state, (1, 0), "chief") == 3
    play(state, "shtick:roy.g1")
    roy = state.players[0]
    roy.wounds = 0
    picks(state, 0, 0)  # the die: 1; then the card dropped in flight
    play(state, "roll")
    assert state.last_battle.outcome == "loss"
    assert "Roy loses 4 Wounds." in state.log  # 1 + 3 (R-OOTS-414) -> fleeing (R-OOTS-215)
    assert roy.pos == (0, 0) and not roy.fleeing  # one room below the Entrance: the flight is over at once


def test_S_OOTS_18_R_OOTS_395_henchman_supports_the_chieftain():
    chief, _ = ogres()
    roach = monster("roach", "Demon Roaches", types=("vermin",), abilities=(ab("henchman"),))
    state = fight([chief, roach], ["chief"], role="defender", others=[((1, 2), ["roach"])])
    play(state, "shtick:roy.g1")
    dice(state, 1)
    play(state, "roll")
    assert state.players[0].wounds == 2


def test_S_OOTS_22_R_OOTS_302_415_greed_takes_stash_cards():
    lg = ("linear_guild",)
    hilgya = monster("hilgya", "Hilgya Firehelm", atk=20, types=lg, support=Support(lg, "greed"))
    nale = monster("nale", "Nale", types=lg, support=Support(lg, "outsmart"))
    thog = monster("thog", "Thog", types=(*lg, "orc"))
    state = fight([hilgya, nale, thog], ["hilgya", "nale"], role="defender", others=[((1, 2), ["thog"])])
    roy = state.players[0]
    roy.stash = state.loot_deck[:5]
    roy.equipped = state.loot_deck[5:6]
    del state.loot_deck[:6]
    play(state, "shtick:roy.g1")
    picks(state, 0, 0, 0)  # the die, then two random Stash cards
    play(state, "roll")
    assert roy.wounds == 1 and len(roy.stash) == 3 and len(roy.equipped) == 1  # R-OOTS-302


def test_S_OOTS_20_R_OOTS_412_ambush_only_on_the_turn_it_arrives():
    warg = monster("warg", "Warg", atk=5, types=("beast",), support=Support(("orc",), "ambush"))
    orcs = [monster("thog", "Thog", types=("linear_guild", "orc")), monster("barb", "Orc Barbarian", types=("orc",))]
    state = fight([warg, *orcs], ["warg"], role="defender", others=[((1, 2), ["thog"]), ((1, 3), ["barb"])])
    state.ambush_turn["warg"] = state.turn_no
    atk, *_ = monster_values(state, (1, 0), "warg", character="roy", ranged=False)
    assert atk == 5 + 6
    state.ambush_turn["warg"] = state.turn_no - 1
    atk, *_ = monster_values(state, (1, 0), "warg", character="roy", ranged=False)
    assert atk == 5


def test_S_OOTS_24_R_OOTS_418_outsmart_flips_random_shticks():
    lg = ("linear_guild",)
    nale = monster("nale", "Nale", types=lg, support=Support(lg, "outsmart"))
    sabine = monster("sabine", "Sabine", types=lg)
    state = new_outsmart(nale, sabine)
    roy = state.players[0]
    assert roy.flipped == ["roy.g1"]  # 1 supporter: one random shtick, picked by the engine
    assert "shtick:roy.g1" not in keys(state) and "shtick:roy.bag" in keys(state)


def new_outsmart(nale, sabine):
    import tests.games.oots.fight_helpers as fh
    from engine.core.rng import ScriptedChance

    orig = fh.play

    def patched(state, key):
        if key == "stay":
            state.chance = ScriptedChance(picks=[0])
        orig(state, key)

    fh.play = patched
    try:
        return fight([nale, sabine], ["nale"], others=[((1, 2), ["sabine"])])
    finally:
        fh.play = orig


def test_R_OOTS_405_paralyze_ends_the_turn_and_the_next():
    state = fight([monster("ghoul", "Ghoul", dfn=20, abilities=(ab("paralyze"),)), monster("b", "B")], ["ghoul", "b"])
    play(state, "shtick:roy.g1")
    dice(state, 1)
    play(state, "roll")
    assert state.players[0].token == "missing"
    assert state.turn.seat == 1  # no end-of-turn actions: the turn passed at once


def test_R_OOTS_406_spellcaster_and_R_OOTS_407_thief():
    foe = monster("witch", "Witch", dfn=20, abilities=(ab("spellcaster"), ab("thief")))
    state = fight([foe], ["witch"])
    roy = state.players[0]
    roy.hand = state.battle_deck[:3]
    roy.stash = state.loot_deck[:2]
    del state.battle_deck[:3]
    del state.loot_deck[:2]
    play(state, "shtick:roy.g1")
    picks(state, 0, 1, 0)
    play(state, "roll")
    assert len(roy.hand) == 2 and len(roy.stash) == 1
    assert state.battle_discard[-1] not in roy.hand and state.loot_discard[-1] not in roy.stash


def test_R_OOTS_136_336_404_417_nemesis_longshot_level():
    foe = monster("rival", "Rival", atk=5, dfn=5, rng=1, abilities=(ab("nemesis", who="roy"),))
    shot = monster("archer", "Archer", dfn=5, rng=1, types=("kobold",), support=Support(("kobold",), "longshot"))
    kob = monster("kob", "Kobold", types=("kobold",))
    minion = monster("xm", "Xykon minion", atk=6, dfn=7, xykon=True)
    state = fight(
        [foe, shot, kob, minion], ["rival"], others=[((1, 2), ["archer"]), ((1, 3), ["kob"]), ((1, 4), ["xm"])]
    )
    assert monster_values(state, (1, 0), "rival", character="roy", ranged=False)[:3] == (8, 8, 1)
    assert monster_values(state, (1, 0), "rival", character="elan", ranged=False)[:3] == (5, 5, 1)
    assert monster_values(state, (1, 2), "archer", character="roy", ranged=False)[1:3] == (7, 3)
    assert monster_values(state, (1, 4), "xm", character="roy", ranged=False)[:2] == (6 + 4, 7 + 4)


def test_S_OOTS_09_R_OOTS_221_222_223_224_226_228_fleeing():
    from .oots_helpers import give_hand, in_play, new_game, put, room_at, set_turn

    state = new_game(("elan", "roy"), cards=card_set(battle=[monster("brute", "Brute", atk=20)] + fillers()))
    for seat in range(2):
        give_hand(state, seat, [])
    room_at(state, (1, 0))
    state.floors[1].stairs_down = 0
    for col in range(4):
        room_at(state, (2, col), monsters=("brute",) if col == 3 else ())
    put(state, 0, (2, 3))
    put(state, 1, (1, 0))
    in_play(state, 0, "elan.s1")
    elan = state.players[0]
    elan.wounds = 3
    good = [c for c in state.loot_deck if not state.cs.is_trap(c) and state.cs.loot[c].df("elan")]
    elan.equipped, elan.stash = good[:1], good[1:4]
    set_turn(state, 0, "mode")
    play(state, "stay")
    play(state, "shtick:elan.s1")
    picks(state, 0, 3)  # the die: 1; the dropped card: the 4th of 4 (the formerly equipped one)
    play(state, "roll")
    assert elan.fleeing and elan.equipped == [] and len(elan.stash) == 3  # R-OOTS-222 / R-OOTS-223
    assert state.room((2, 3)).loot == good[:1]
    assert elan.pos == (2, 0)  # R-OOTS-224: 3 spaces toward the Entrance
    assert state.turn.stage == "end"
    play(state, "done")
    assert state.turn.seat == 1
    play(state, "done")
    play(state, "stay")
    picks(state, 0)  # Elan's next turn starts with another drop (R-OOTS-226)
    play(state, "done")
    assert state.turn.seat == 0
    assert len(elan.stash) == 2 and len(state.room((2, 0)).loot) == 1
    assert elan.pos == (0, 0) and not elan.fleeing and elan.wounds == 0  # R-OOTS-228
    d = state.decision()
    assert d.player == 0 and d.keys() == [f"equip:{c}" for c in elan.stash] + ["done"]  # may equip at once
    play(state, d.keys()[0])
    play(state, "done")
    assert len(elan.equipped) == 1 and state.turn.stage == "start"


def fillers():
    return [monster(f"m{i}", f"Goblin {i}") for i in range(30)]
