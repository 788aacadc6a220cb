"""Every card the seed names keeps its name and the mechanics the seed gives it (digest 5.1)."""

from __future__ import annotations

from collections import Counter

from engine.games.oots import content as c
from engine.games.oots.content.schema import Loot, Monster, ScrewThis, Shtick, Trap


def _shtick(owner: str, name: str) -> Shtick:
    return next(s for s in c.SHTICKS[owner] if s.name == name)


def _copies(owner: str, name: str) -> int:
    return Counter(s.name for s in c.SHTICKS[owner])[name]


def _monster(name: str) -> Monster:
    return next(m for m in c.BATTLE_DECK if isinstance(m, Monster) and m.name == name)


def _loot(name: str) -> Loot:
    return next(x for x in c.LOOT_DECK if isinstance(x, Loot) and x.name == name)


def _trap(name: str) -> Trap:
    return next(x for x in c.LOOT_DECK if isinstance(x, Trap) and x.name == name)


def _screw(name: str) -> ScrewThis:
    return next(x for x in c.BATTLE_DECK if isinstance(x, ScrewThis) and x.name == name)


def test_R_OOTS_275_roy_greenhilt_sword() -> None:
    g = _shtick("roy", "Greenhilt Sword")
    assert g.battle and (g.battle.atk, g.battle.range, g.battle.result) == (2, 0, "wound")
    assert g.boost_atk == 2 and "weapon" in g.types and not g.flip
    assert _copies("roy", "Greenhilt Sword") == 3
    assert _shtick("roy", "Bag of Tricks").battle.range == 2
    assert _shtick("roy", "Master of Battle Administration").mods[0].amount == 2
    assert "ability:leader" in _shtick("roy", "Master of Battle Administration").mods[0].vs
    assert _shtick("roy", "Charge!").power.kind == "become_attacker" and _shtick("roy", "Charge!").power.flip
    assert _shtick("roy", "Logic").power.kind == "refuse_battle"
    assert any("xykon" in m.vs for m in _shtick("roy", "Blood Oath of Vengeance").mods)
    assert any(s.power and s.power.kind == "flip_foe_shtick" for s in c.SHTICKS["roy"])


def test_R_OOTS_108_haley_longbow_and_loot_identity() -> None:
    assert _shtick("haley", "Longbow").battle.range == 4
    kinds = {s.power.kind for s in c.SHTICKS["haley"] if s.power}
    assert {"extra_pickup", "steal_loot"} <= kinds


def test_R_OOTS_170_elan_named_shticks() -> None:
    hide = _shtick("elan", "Hide")
    assert hide.battle.defense == 4 and hide.boost_text
    xd = _shtick("elan", "X-Treme Diplomacy")
    assert (xd.battle.defense, xd.boost_def, xd.battle.result) == (1, 2, "wound") and _copies(
        "elan", "X-Treme Diplomacy"
    ) == 2
    assert "verbal" in xd.types  # useless against Mindless
    bard = _shtick("elan", "Bard Song")
    assert any(m.stat == "assist" and m.amount >= 4 and "assisting" in m.vs for m in bard.mods)
    assert any("assisted" in m.vs for m in _shtick("elan", "Banjo the Clown").mods)
    for name in ("Fool's Luck", "Dumb as Mud"):
        assert _shtick("elan", name)
    # S-OOTS-24: Nale's Outsmart works on Elan while Fool's Luck and Dumb as Mud are face-up
    for name in ("Fool's Luck", "Dumb as Mud", "X-Treme Diplomacy", "Hide"):
        power = _shtick("elan", name).power
        assert not (power and power.ability == "outsmart")


def test_R_OOTS_280_belkar_named_shticks() -> None:
    td = _shtick("belkar", "Twin Daggers of Doom")
    assert td.battle.atk == 3 and "weapon" in td.types and td.boost_atk == 0 and td.boost_text
    assert _copies("belkar", "Twin Daggers of Doom") == 2
    dsep = _shtick("belkar", "Deep-Seated Emotional Problems")
    assert dsep.mods[0].amount == 2 and {"player", "attacking"} <= set(dsep.mods[0].vs)


def test_A_OOTS_08_vaarsuvius_fireball_and_lightning_bolt() -> None:
    fb = _shtick("vaarsuvius", "Fireball")
    assert fb.battle.atk == 5 and fb.battle.range >= 1 and fb.flip and "magic" in fb.types
    assert fb.area and fb.area.targets == 2
    lb = _shtick("vaarsuvius", "Lightning Bolt")
    assert lb.battle.atk is not None and lb.battle.defense is not None  # "more versatile"


def test_R_OOTS_124_durkon_named_shticks() -> None:
    tl = _shtick("durkon", "Thor's Lightning")
    assert (tl.battle.defense, tl.battle.atk, tl.boost_atk, tl.boost_def) == (2, 4, 1, 1) and tl.flip
    assert _copies("durkon", "Thor's Lightning") == 3
    caw = _shtick("durkon", "Cure Assorted Wounds")
    assert caw.power.kind == "heal" and caw.power.amount == 1 and caw.power.flip and caw.boost_amount == 1
    assert caw.power.target == "self_or_other" and _copies("durkon", "Cure Assorted Wounds") == 2
    th = _shtick("durkon", "Thor's Hammer")
    assert th.battle and not th.flip and _copies("durkon", "Thor's Hammer") >= 2
    ti = _shtick("durkon", "Thor Incarnate")
    assert ti.power.kind == "low_roll_is_13" and ti.power.amount == 1


def test_R_OOTS_401_seed_monsters_keep_their_facts() -> None:
    hz = _monster("Headless Zombie")
    assert "undead" in hz.types and hz.defense == 9 and hz.loot == 1 and hz.xp == 1 and not hz.has("leader")
    assert _monster("Skelemen").has("mindless") and "undead" in _monster("Skelemen").types
    nec = _monster("Goblin Necromancer")
    assert nec.has("leader") and nec.support.types == ("undead",) and nec.support.ability == "horde"  # A-OOTS-09
    assert _monster("Cowardly Kobold").xp == 0 and "kobold" in _monster("Cowardly Kobold").types
    assert "undead" in _monster("Xykon's Zombies").types and "undead" not in _monster("Fido/Rover").types
    kk = _monster("Kobold Knight")
    assert kk.atk == 6 and kk.support.types == ("kobold",) and kk.support.ability == "assist"
    assert set(_monster("Troll").types) >= {"troll", "ogre"}  # A-OOTS-10a
    eyes = _monster("That Thing with the Eyes")
    assert eyes.defense < 11 and eyes.range >= 1 and eyes.has("enchanted") and eyes.has("spellcaster")
    ds = _monster("Dragon Snakes")
    assert ds.defense == 11 and ds.range == 0 and ds.has("bloodlust")
    assert (
        _monster("Kinda Wimpy Goblin").xp == 1
        and _monster("Black Dragon").xp == 2
        and _monster("Half-Orc Adventurer").xp == 1
    )
    assert _monster("Teeny Tiny Dragon").has("flying")
    oc = _monster("Ogre Chieftain")
    assert oc.support.types == ("ogre",) and oc.support.ability == "deadly"
    assert _monster("Demon Roaches").henchman
    assert _monster("Kobold King").has("leader")
    assert _monster("Warg").support.types == ("orc",) and _monster("Warg").support.ability == "ambush"
    assert set(_monster("Thog").types) >= {"linear_guild", "orc"}
    assert "orc" in _monster("Orc Barbarian").types
    hg = _monster("Hilgya Firehelm")
    assert hg.support.types == ("linear_guild",) and hg.support.ability == "greed"
    nale = _monster("Nale")
    assert nale.support.types == ("linear_guild",) and nale.support.ability == "outsmart"
    assert "linear_guild" in _monster("Sabine").types
    for goblin in ("Goblin Cleric", "Goblin With a Shield"):
        assert "goblin" in _monster(goblin).types
    for other in ("Hobgoblin Soldier", "Kobold Ranger", "Troglodytes", "Stupid Ogre", "Ugly Ogre"):
        assert _monster(other)


def test_R_OOTS_336_xykon_deck_named_cards() -> None:
    lich, horde = c.XYKON_DECK[0], next(m for m in c.XYKON_DECK if m.name == "Zombie Horde")
    assert lich.has("xykon_special") and lich.xykon_card
    assert isinstance(horde, Monster) and horde.xykon_card and "undead" in horde.types


def test_R_OOTS_296_seed_loot_drool_factors() -> None:
    assert _loot("Word of Thor").df("durkon") == 1
    assert _loot("Oooooo! Sparklies!").df("haley") == 2
    assert _loot("Cloak of Cloaking").df("haley") == 2
    assert _loot('A Simple "Thank You"').df("roy") == 1
    ev = _loot("Eternal Vigilence")
    assert (ev.df("haley"), ev.df("roy")) == (1, 2)
    assert _loot("Starmetal Chunk").df("roy") + _loot("Talisman of Dorukan").df("roy") == 3
    assert _loot("Talisman of Dorukan").crest == 1
    assert all(_loot("Talisman of Dorukan").df(w) == 1 for w in c.CHARACTERS)
    assert _loot("Inappropriate Violence").df("belkar") == 3
    belkar_threes = [x.name for x in c.LOOT_DECK if isinstance(x, Loot) and x.df("belkar") == 3]
    assert belkar_threes == ["Inappropriate Violence"]  # his only DF-3 Loot
    step = _loot("Stepladder")
    assert step.df("belkar") >= 1 and step.df("durkon") >= 1
    assert _loot("Chain Shirt").df("elan") >= 1


def test_A_OOTS_53_chain_shirt_defense() -> None:
    cs = _loot("Chain Shirt")
    assert cs.mode == "equipped" and "elan" in cs.users
    assert {(m.stat, m.amount, m.vs) for m in cs.mods} == {("def", 1, ("monster",)), ("def", 1, ("weapon_shtick",))}


def test_R_OOTS_267_magic_8_ball() -> None:
    ball = _loot("Magic 8-Ball")
    assert ball.mode == "discard" and ball.power.kind == "draw_shtick" and ball.users == ("elan",)


def test_A_OOTS_18_seed_traps() -> None:
    sh = _trap("Shuriken Trap")
    assert (sh.multi, sh.range, sh.evade, sh.wounds) == (True, 2, 8, 1)
    anvil = _trap("Classic Anvil")
    assert (anvil.evade, anvil.range, anvil.wounds, anvil.miss_turn, anvil.multi, anvil.uncertain) == (
        9,
        0,
        1,
        True,
        False,
        True,
    )
    frog = _trap("Poison Dart Frog Trap")
    assert (frog.evade, frog.range, frog.wounds, frog.miss_turn, frog.multi, frog.uncertain) == (
        8,
        0,
        1,
        False,
        False,
        True,
    )


def test_R_OOTS_379_seed_screw_this_cards() -> None:
    dc = _screw("Double Cross")
    assert (dc.when, dc.who, dc.kind) == ("W5", "helper", "double_cross")
    ga = _screw("Get Angry")
    assert (ga.when, ga.who, ga.kind, ga.duration) == ("W4", "active", "boost", "turn")
    kb = _screw("The Kobold and the Brave")
    assert (kb.when, kb.kind, kb.monster_type, kb.stat, kb.amount, kb.duration) == (
        "W4",
        "type_mod",
        "kobold",
        "atk",
        3,
        "turn",
    )


def test_R_OOTS_246_seed_rooms() -> None:
    crypt = next(r for r in c.ROOMS if r.name == "Spoooooky Crypt")
    assert [(h.hook, h.stat, h.amount, h.monster_type) for h in crypt.hooks] == [("monster_mod", "def", 2, "undead")]
    assert any(r.name == "Hall of Mysterious Runes" for r in c.ROOMS)
    lair = {r.name: r for r in c.LAIR_ROOMS}
    assert lair["Xykon's Secret Lair"].has("no_rest")
    assert lair["Dorukan's Gate"].has("first_entry_shtick")
    assert lair["Safe Haven"].has("no_monster_battles")
