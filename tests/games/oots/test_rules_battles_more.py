"""Range, the two sides' values, the outcome order and support: ids of digest 3.9-3.11, 3.14, 3.24, 3.27, 3.28."""

from __future__ import annotations

from engine.games.oots.content.schema import Modifier, Power, RoomHook, Support
from engine.games.oots.fight import totals
from engine.games.oots.state import Battle
from engine.games.oots.support import monster_values
from engine.games.oots.values import player_items, usable_shticks

from .fight_helpers import fight
from .oots_helpers import ab, dice, in_play, keys, loot, monster, play, room
from .oots_helpers import shtick as sh


def test_R_OOTS_100_R_OOTS_119_a_shtick_reaches_only_as_far_as_its_range():
    near, far = monster("near", "Near"), monster("far", "Far")
    state = fight([near, far], [], others=[((1, 2), ["near"]), ((1, 3), ["far"])])
    assert "ranged:1:2" in keys(state) and "ranged:1:3" not in keys(state)  # Bag of Tricks: Range 2
    play(state, "ranged:1:2")
    assert keys(state) == ["shtick:roy.bag"]  # R-OOTS-119: the Range-0 Greenhilt Sword cannot reach


def test_R_OOTS_111_monsters_never_start_a_battle():
    """A Monster whose Range reaches you still waits: without your attack the turn has no battle."""
    state = fight([monster("archer", "Archer", atk=20, rng=3)], [], others=[((1, 1), ["archer"])])
    assert state.battle is None and "none" in keys(state)
    play(state, "none")
    assert state.turn.stage == "end" and state.players[0].wounds == 0 and state.last_battle is None


def test_R_OOTS_112_a_range_raised_before_the_roll_is_used_at_once():
    """Longshot support raises the Monster's Range to 2: it reaches Roy's Ranged Attack and wins."""
    sniper = monster("sniper", "Sniper", dfn=20, rng=0, support=Support(("goblin",), "longshot"))
    state = fight([sniper, monster("gob", "Gob")], [], others=[((1, 2), ["sniper"]), ((1, 3), ["gob"])])
    play(state, "ranged:1:2")
    play(state, "shtick:roy.bag")
    dice(state, 1)
    play(state, "roll")
    assert state.last_battle.outcome == "loss" and state.players[0].wounds == 1


def test_R_OOTS_115_in_a_ranged_attack_each_room_modifies_its_occupant():
    lookout = room("lookout", RoomHook("player_mod", 1, stat="atk"))
    crypt = room("crypt", RoomHook("monster_mod", 2, stat="def"), RoomHook("player_mod", 5, stat="atk"))
    target = monster("target", "Target", dfn=6)
    state = fight([target], [], rooms=[lookout, crypt], room_card="lookout", others=[((1, 2), ["target"])])
    state.room((1, 2)).card = "crypt"
    play(state, "ranged:1:2")
    play(state, "shtick:roy.bag")
    mod, value, mine, theirs, _ = totals(state)
    assert value == 6 + 2 and ("room", 2) in theirs  # the crypt helps the Monster standing in it
    assert ("lookout", 1) in mine and mod == 1 + 1  # Bag of Tricks +1, Roy's room +1, never the crypt's +5


def test_R_OOTS_132_the_monsters_own_abilities_add_to_its_defense():
    rival = monster("rival", "Rival", dfn=6, abilities=(ab("nemesis", who="roy"),))
    state = fight([rival], ["rival"])
    play(state, "shtick:roy.g1")
    dice(state, 5)
    play(state, "roll")
    b = state.last_battle
    assert b.monster_total == 9 and ("foe: nemesis", 3) in b.items and b.outcome == "draw"  # 5 + 4 = 9


def test_R_OOTS_145_outcome_modifiers_apply_in_the_fixed_order():
    """No shtick: a win becomes a draw, THEN Bloodlust makes it a loss (the other order would leave a draw)."""
    wolf = monster("wolf", "Wolf", dfn=3, abilities=(ab("bloodlust"),))
    state = fight([wolf], ["wolf"])
    play(state, "shtick:none")
    dice(state, 12)
    play(state, "roll")
    assert state.last_battle.outcome == "loss" and state.players[0].wounds == 1
    # a tie against Bloodlust + Hide as Attacker: draw -> loss (Bloodlust) -> draw (Hide comes after)
    shade = monster("shade", "Shade", dfn=9, abilities=(ab("bloodlust"), ab("hide")))
    state = fight([shade], ["shade"])
    play(state, "shtick:roy.g1")
    dice(state, 5)
    play(state, "roll")
    assert state.last_battle.outcome == "draw" and state.players[0].wounds == 0


def test_R_OOTS_158_defending_against_a_monster_at_range_needs_a_shtick_that_reaches():
    """No card of ours makes a Monster attack from afar; the shtick rule holds for any distance all the same."""
    state = fight([monster("gob", "Gob")], [], others=[((1, 2), ["gob"])])
    in_play(state, 0, "roy.g1", "roy.bag", "roy.wall", "roy.armor")
    far = Battle(room=(1, 2), monster="gob", role="defender")
    assert usable_shticks(state, 0, far, 2) == ["roy.bag", "roy.wall"]
    assert usable_shticks(state, 0, far, 0) == ["roy.g1", "roy.bag", "roy.wall", "roy.armor"]


def test_R_OOTS_198_without_a_shtick_the_other_bonuses_still_count():
    lookout = room("lookout", RoomHook("player_mod", 1, stat="atk"))
    charm = loot("charm", {"roy": 1}, mods=(Modifier("atk", 1),), users=("roy",))
    state = fight(
        [monster("gob", "Gob", dfn=20)],
        ["gob"],
        rooms=[lookout],
        room_card="lookout",
        shticks=("roy.g1", "roy.whet"),
        loot_cards=[charm] + [loot(f"l{i}") for i in range(20)],
    )
    state.players[0].equipped = ["charm"]
    play(state, "shtick:none")
    mod, _, mine, _, _ = totals(state)
    assert mod == 2 + 1 + 1 and {"Whetstone", "charm", "lookout"} == {n for n, _ in mine}


def test_R_OOTS_256_shtick_types_decide_which_loot_and_rooms_help():
    """'+1 Attack with Weapon Shticks' (Loot) and '+2 Attack with Verbal Shticks' (room) follow the shtick's type."""
    echoes = room("echoes", RoomHook("player_mod", 2, stat="atk", vs=("using:verbal",)))
    stone = loot("stone", {"roy": 1}, mods=(Modifier("atk", 1, ("using:weapon",)),), users=("roy",))
    state = fight(
        [monster("gob", "Gob", dfn=20)],
        ["gob"],
        rooms=[echoes],
        room_card="echoes",
        shticks=("roy.g1", "roy.talk"),
        loot_cards=[stone] + [loot(f"l{i}") for i in range(20)],
    )
    state.players[0].equipped = ["stone"]
    play(state, "shtick:roy.g1")
    assert totals(state)[0] == 2 + 1  # weapon: the stone helps, the room does not
    state.battle.shtick = "roy.talk"
    assert totals(state)[0] == 4 + 2  # verbal: the room helps, the stone does not


def test_R_OOTS_348_xykons_victor_takes_the_last_monster_bonus_after_the_escape():
    big = loot("big", {"roy": 1}, mods=(Modifier("atk", 20),))
    loot_cards = [big] + [loot(f"l{i}", {"roy": 1}) for i in range(20)]
    c1, c2 = monster("c1", "Minion One", loot=1), monster("c2", "Minion Two", loot=1)
    state = fight([c1, c2], ["lich", "c1", "c2"], shticks=("roy.g1", "roy.g2"), loot_cards=loot_cards)
    state.loot_deck.remove("big")
    state.players[0].equipped = ["big"]
    play(state, "shtick:roy.g1")
    dice(state, 6)
    play(state, "roll")
    assert state.xykon_victor == 0 and state.collapsing
    assert state.room((1, 0)).monsters == [] and len(state.room((1, 0)).loot) == 2  # the escape left 2 Loot
    assert keys(state) == ["take_two", "leave"]
    before = len(state.players[0].stash)
    play(state, "take_two")
    assert len(state.players[0].stash) == before + 2 and state.room((1, 0)).loot == []


def test_R_OOTS_386_support_is_counted_again_whenever_a_value_is_needed():
    knight = monster("knight", "Knight", dfn=4, types=("kobold",), support=Support(("kobold",), "assist"))
    k0, k1 = monster("k0", "Kobold A", dfn=1, types=("kobold",)), monster("k1", "Kobold B", types=("kobold",))
    state = fight([knight, k0, k1], ["k0", "knight"], others=[((1, 2), ["k1"])])
    assert monster_values(state, (1, 0), "knight", character="roy", ranged=False)[1] == 4 + 2 * 2
    play(state, "shtick:roy.g1")
    dice(state, 6)
    play(state, "roll")
    play(state, "next:attacker")  # Kobold A is gone: one supporter fewer, at once
    play(state, "shtick:roy.g1")
    assert totals(state)[1] == 4 + 2


def test_R_OOTS_390_R_OOTS_393_armor_and_magic_give_nothing_against_breath_and_enchanted():
    scales = sh("roy.scales", "roy", "Dragon Scales", battle=False, types=("armor",), mods=(Modifier("def", 2),))
    focus = sh("roy.focus", "roy", "Focus", battle=False, types=("magic",), mods=(Modifier("def", 2),))
    ward = sh(
        "roy.ward", "roy", "Ward", battle=False, types=("magic",), power=Power("flip_bonus", flip=True, amount_def=3)
    )
    for ability, banned in (("breath_weapon", "Dragon Scales"), ("enchanted", "Focus")):
        foe = monster("foe", "Foe", atk=9, abilities=(ab(ability),))
        state = fight([foe], ["foe"], role="defender", shticks=("roy.g1",))
        state.cs.shticks.update({s.id: s for s in (scales, focus, ward)})  # this fight's own fresh card set
        in_play(state, 0, "roy.g1", "roy.scales", "roy.focus", "roy.ward")
        play(state, "shtick:roy.g1")
        names = {n for n, _ in player_items(state, 0, state.battle)}
        assert banned not in names and ({"Dragon Scales", "Focus"} - {banned}) <= names
        flips = [k for k in keys(state) if k.startswith("flip:")]
        assert flips == ([] if ability == "enchanted" else ["flip:roy.ward"])
