"""Assistance offers against Monsters (digest 3.10 step 2, 3.11, 3.12, 6.3; R-OOTS-122..173, A-OOTS-36/37).

Rules revision 2 only: the battles here are built as the part-1 fight tests build them, then
switched to revision 2 (`part2`), the revision every new game is dealt under.
"""

from __future__ import annotations

from engine.core.game import REVISION_KEY
from engine.games.oots import assist
from engine.games.oots.content.schema import Modifier, Support

from .fight_helpers import fight
from .oots_helpers import ab, dice, keys, loot, monster, play
from .oots_helpers import shtick as sh


def zombie():
    return monster("zombie", "Headless Zombie", atk=6, dfn=9, types=("undead",), xp=1)


def wall():
    return monster("wall", "Stone Wall", atk=20, dfn=20)


def help_loot():
    """Word of Thor (Durkon 1), Sparklies (Haley 2), Thank You (Roy 1), crest card, and NPC-only Loot."""
    return [
        loot("word_of_thor", {"durkon": 1}),
        loot("sparklies", {"haley": 2}),
        loot("thank_you", {"roy": 1}),
        loot("crest", crest=1),
        loot("npc_only", {"vaarsuvius": 3}),
        loot("both", {"haley": 1, "vaarsuvius": 2}),
        *[loot(f"l{i}", {"roy": 1}) for i in range(20)],
    ]


def part2(state, stash=()):
    """Revision 2, and `stash` moved from the Loot Deck into the battling player's Stash."""
    state.options[REVISION_KEY] = 2
    for c in stash:
        if c in state.loot_deck:
            state.loot_deck.remove(c)
    state.players[state.turn.seat].stash = list(stash)
    state.quiet = list(range(state.seats))  # no Screw This! in hand, no window stops (windows.py)
    state._decision = None
    return state


def roy_vs(monsters, stack, chars=("roy", "durkon", "haley"), stash=("word_of_thor",), **kw):
    state = fight(monsters, stack, chars=chars, loot_cards=help_loot(), **kw)
    return part2(state, stash)


def test_S_OOTS_04_R_OOTS_122_130_151_164_166_167_168_171_zombie_with_durkons_help():
    """S-OOTS-04 in full: Durkon accepts Word of Thor, +2; 8 + 6 = 14 > 11 (no Crypt here: 9 + 2 via room text
    is covered by the part-1 test, so the Zombie's Defense is 11 printed)."""
    z = monster("zombie", "Headless Zombie", atk=6, dfn=11, types=("undead",), xp=1)
    state = roy_vs([z], ["zombie"])
    play(state, "shtick:roy.g1")
    assert "offer:durkon:word_of_thor" in keys(state)  # R-OOTS-122 / R-OOTS-164: before the roll
    label = state.decision().options[state.decision().index("offer:durkon:word_of_thor")].label
    assert label == "Ask Durkon for help, offering word_of_thor (+2)"
    assert not any(k.startswith("offer:haley") for k in keys(state))  # R-OOTS-166: Haley does not Drool over it
    play(state, "offer:durkon:word_of_thor")
    d = state.decision()
    assert d.player == 1 and d.keys() == ["help:0", "no_help"]  # R-OOTS-167: the helper answers, out of turn
    play(state, "help:0")
    assert "Durkon helps Roy (+2)." in state.log
    assert state.decision().player == 0 and "offer:durkon:word_of_thor" not in keys(state)
    dice(state, 8)
    play(state, "roll")
    b = state.last_battle or state.battle
    assert ("help from Durkon", 2) in b.items  # R-OOTS-130: itemised
    assert b.player_total == 14 and b.outcome == "win"
    play(state, "save")
    assert "word_of_thor" in state.players[1].stash and "word_of_thor" not in state.players[0].stash  # R-OOTS-151


def test_R_OOTS_151_171_payment_after_a_loss_and_a_decline_pays_nothing():
    state = roy_vs([zombie()], ["zombie"], stash=("word_of_thor", "sparklies"))
    play(state, "shtick:roy.g1")
    play(state, "offer:haley:sparklies")
    play(state, "no_help")  # R-OOTS-167: declined
    assert "Haley declines to help Roy." in state.log
    assert not any(k.startswith("offer:haley") for k in keys(state))  # A-OOTS-37: one offer per helper
    play(state, "offer:durkon:word_of_thor")
    play(state, "help:1")
    dice(state, 1)
    play(state, "roll")
    assert state.players[0].wounds == 1  # lost
    assert state.players[1].stash[-1] == "word_of_thor"  # R-OOTS-171: paid whatever the result
    assert state.players[0].stash == ["sparklies"] and "sparklies" not in state.players[2].stash


def test_R_OOTS_159_168_169_defence_bonuses_add_up_per_drool_factor():
    """S-OOTS-05's help: Haley accepts Sparklies (DF 2 -> +4); with Durkon too the bonuses add up."""
    knight = monster("knight", "Kobold Knight", atk=6, types=("kobold",), support=Support(("kobold",), "assist"))
    state = roy_vs([knight], ["knight"], role="defender", stash=("word_of_thor", "sparklies"))
    play(state, "shtick:roy.g1")
    play(state, "offer:haley:sparklies")
    play(state, "help:0")
    play(state, "offer:durkon:word_of_thor")
    play(state, "help:1")
    dice(state, 3)
    play(state, "roll")
    b = state.last_battle
    assert ("help from Haley", 4) in b.items and ("help from Durkon", 2) in b.items  # R-OOTS-169
    assert b.player_total == 3 + 1 + 4 + 2  # Greenhilt's Defense 1 + help 6 (R-OOTS-159: Defense too)


def test_R_OOTS_170_bard_song_boosts_the_help_of_its_owner():
    bard = sh("elan.bard", "elan", "Bard Song", battle=False, mods=(Modifier("assist", 4, ("assisting",)),))
    lute = loot("lute", {"elan": 1})
    state = fight([wall()], ["wall"], chars=("roy", "elan"), loot_cards=[lute, *help_loot()])
    state.players[1].shticks.append("elan.bard")
    state.cs.shticks["elan.bard"] = bard
    part2(state, ("lute",))
    play(state, "shtick:roy.g1")
    label = state.decision().options[state.decision().index("offer:elan:lute")].label
    assert label.endswith("(+6)")  # 2 x 1 + Bard Song 4
    play(state, "offer:elan:lute")
    play(state, "help:0")
    dice(state, 1)
    play(state, "roll")
    assert ("help from Elan", 6) in state.last_battle.items


def test_R_OOTS_165_helpers_on_the_floor_standing():
    state = roy_vs(
        [zombie()], ["zombie"], chars=("roy", "durkon", "haley", "belkar"), stash=("word_of_thor", "sparklies")
    )
    state.players[1].token = "resting"  # R-OOTS-165: resting
    state.players[2].pos = (2, 0)  # another floor
    play(state, "shtick:roy.g1")
    assert not any(k.startswith("offer:") and not k.startswith("offer:vaarsuvius") for k in keys(state))
    state.players[1].token = "up"
    state.players[1].fleeing = True  # fleeing
    state._decision = None
    assert not any(k.startswith("offer:durkon") for k in keys(state))
    state.players[1].fleeing = False
    state.players[1].token = "missing"  # missing a turn
    state._decision = None
    assert not any(k.startswith("offer:durkon") for k in keys(state))
    state.players[1].token = "up"
    state.players[1].pos = (1, 3)  # any room of the floor (A-OOTS-37)
    state._decision = None
    assert "offer:durkon:word_of_thor" in keys(state)


def test_R_OOTS_173_a_resting_defender_may_still_ask():
    state = roy_vs([zombie()], ["zombie"], role="defender")
    state.players[0].token = "resting"
    state._decision = None
    play(state, "shtick:roy.g1")
    assert "offer:durkon:word_of_thor" in keys(state)


def test_R_OOTS_172_A_OOTS_36_one_card_per_request_and_promised_cards_are_escrowed():
    thief = monster("thief", "Pickpocket", atk=12, dfn=20, abilities=(ab("thief"),))
    state = roy_vs([thief], ["thief"], stash=("word_of_thor",))
    play(state, "shtick:roy.g1")
    play(state, "offer:durkon:word_of_thor")
    play(state, "help:0")
    assert assist.escrowed(state, 0) == {"word_of_thor"}
    assert "offer:durkon:word_of_thor" not in keys(state)  # R-OOTS-172 / A-OOTS-36: not offered twice
    dice(state, 1)
    play(state, "roll")  # Thief: a random Stash card is discarded, but never the promised one
    assert state.players[1].stash[-1] == "word_of_thor" and "word_of_thor" not in state.loot_discard


def test_R_OOTS_391_duel_no_asking():
    duelist = monster("duelist", "Duelist", abilities=(ab("duel"),))
    state = roy_vs([duelist], ["duelist"])
    play(state, "shtick:roy.g1")
    assert not any(k.startswith("offer:") for k in keys(state))


def test_R_OOTS_409_A_OOTS_43_nobody_refuses_against_xykon():
    lich = monster("lich2", "Xykon the Lich", atk=16, dfn=16, abilities=(ab("xykon_special"),))
    state = roy_vs([lich], ["lich2"])
    play(state, "shtick:roy.g1")
    play(state, "offer:durkon:word_of_thor")
    assert state.decision().player == 0  # no question to Durkon: accepted at once
    assert state.battle.offers[0].status == "accepted"
    assert "Durkon helps Roy (+2)." in state.log


def test_R_OOTS_174_176_177_178_179_npc_help():
    """NPCs sit with the deepest floor a player is on; they take only Loot no played character Drools over."""
    state = roy_vs([wall()], ["wall"], stash=("npc_only", "both", "crest", "word_of_thor"))
    assert state.npcs == ["elan", "belkar", "vaarsuvius"] and state.npc_floor() == 1  # R-OOTS-174
    play(state, "shtick:roy.g1")
    offers = [k for k in keys(state) if k.startswith("offer:vaarsuvius")]
    assert offers == ["offer:vaarsuvius:npc_only"]  # R-OOTS-177: not `both` (Haley), not `crest` (everyone)
    play(state, "offer:vaarsuvius:npc_only")
    assert state.decision().player == 0  # R-OOTS-178: NPCs always accept
    dice(state, 1)
    play(state, "roll")
    assert ("help from Vaarsuvius", 6) in state.last_battle.items
    assert "npc_only" in state.loot_discard  # R-OOTS-179
    assert all("npc_only" not in p.stash for p in state.players)


def test_R_OOTS_174_npcs_are_on_the_lowest_floor_only():
    state = roy_vs([zombie()], ["zombie"], stash=("npc_only",))
    state.players[1].pos = (2, 0)  # Durkon deeper down: the NPCs go with him
    play(state, "shtick:roy.g1")
    assert state.npc_floor() == 2 and not any(k.startswith("offer:") for k in keys(state))


def test_revision_1_never_offers():
    state = fight([zombie()], ["zombie"], chars=("roy", "durkon"), loot_cards=help_loot())
    state.players[0].stash = ["word_of_thor"]
    state._decision = None
    play(state, "shtick:roy.g1")
    assert not any(k.startswith("offer:") for k in keys(state))


def test_R_OOTS_166_offer_chances_never_show_the_stash_to_others():
    """Digest 6.1: each offer's chances name a card of the asker's hidden Stash: only the asker sees them;
    made offers are public (the battle's `offers`)."""
    state = roy_vs([wall()], ["wall"], stash=("word_of_thor", "sparklies"))
    play(state, "shtick:roy.g1")
    mine = state.view(0)["odds"]["choices"]
    assert {"offer:durkon:word_of_thor", "offer:haley:sparklies"} <= set(mine)
    for seat in (1, 2):
        seen = state.view(seat)
        assert not any(k.startswith("offer:") for k in seen["odds"]["choices"])
        assert "word_of_thor" not in str(seen) and "sparklies" not in str(seen)
    play(state, "offer:durkon:word_of_thor")
    assert state.view(2)["battle"]["offers"][0]["loot"] == "word_of_thor"  # R-OOTS-166: offers are public


def test_R_OOTS_170_assisted_bonuses_count_once_help_is_accepted():
    """Banjo the Clown-style shticks (+2 when someone accepted your offer) wait for a yes: a declined
    offer gives nothing, an accepted one gives the help and the shtick's bonus."""
    banjo = sh("roy.banjo", "roy", "Banjo", battle=False, mods=(Modifier("roll", 2, ("assisted",)),))
    state = roy_vs([wall()], ["wall"], chars=("roy", "durkon", "haley"), stash=("word_of_thor", "sparklies"))
    state.cs.shticks["roy.banjo"] = banjo
    state.players[0].shticks.append("roy.banjo")
    play(state, "shtick:roy.g1")
    play(state, "offer:haley:sparklies")
    play(state, "no_help")
    assert not any(name == "Banjo" for name, _ in state.view(0)["odds"]["now"]["mine"])
    play(state, "offer:durkon:word_of_thor")
    play(state, "help:1")
    mine = state.view(0)["odds"]["now"]["mine"]
    assert ["Banjo", 2] in mine and ["help from Durkon", 2] in mine
