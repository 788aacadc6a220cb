"""Assistance in player battles, NPC offers, Go Team, and an NPC helping against Xykon
(digest 3.12, 3.13, 6.3, 6.4; R-OOTS-174..181, 186, 192, 409, 422; A-OOTS-37, A-OOTS-43)."""

from __future__ import annotations

from engine.core.game import REVISION_KEY
from engine.games.oots import assist
from engine.games.oots.content.schema import Modifier

from .oots_helpers import (
    ab,
    card_set,
    default_shticks,
    dice,
    give_hand,
    in_play,
    keys,
    loot,
    monster,
    new_game,
    play,
    put,
    room_at,
    set_turn,
)
from .oots_helpers import shtick as sh


def duel_cards():
    extra = [
        sh("belkar.tw1", "belkar", "Twin Daggers of Doom", atk=3, dfn=0, types=("weapon",)),
        sh("belkar.tw2", "belkar", "Twin Daggers of Doom", atk=3, dfn=0, types=("weapon",)),
        sh(
            "belkar.dsep",
            "belkar",
            "Deep-Seated Emotional Problems",
            battle=False,
            mods=(Modifier("atk", 2, ("player",)),),
        ),
        sh("elan.xd1", "elan", "X-Treme Diplomacy", atk=None, dfn=1, boost_def=2, types=("verbal",)),
        sh("elan.xd2", "elan", "X-Treme Diplomacy", atk=None, dfn=1, boost_def=2, types=("verbal",)),
    ]
    lootc = [
        loot("chain", {"elan": 1}, mods=(Modifier("def", 1, ("weapon_shtick",)),), users=("elan",)),
        loot("ladder", {"belkar": 1}),
        loot("cloak", {"haley": 2}),
        loot("thank_you", {"roy": 1}),
        loot("bribe", {"haley": 1}),
        loot("for_v", {"vaarsuvius": 1}),
        loot("for_d", {"durkon": 2}),
        loot("for_v2", {"vaarsuvius": 1}),
        *[loot(f"l{i}", {"elan": 1, "belkar": 1}) for i in range(30)],
    ]
    return card_set(shticks=default_shticks() + extra, loot_cards=lootc)


def take_loot(state, seat, *cards):
    """`cards` become the Stash of `seat`, taken from wherever they were dealt."""
    for c in cards:
        unheld(state, c)
    state.players[seat].stash = list(cards)


def unheld(state, card):
    for pile in [state.loot_deck] + [p.stash for p in state.players] + [p.equipped for p in state.players]:
        if card in pile:
            pile.remove(card)


def quiet(state):
    """Empty Battle Hands and "stop me only when I can play": no Screw This! window stops these battles."""
    for seat in range(state.seats):
        give_hand(state, seat, [])
    state.quiet = list(range(state.seats))


def duel(elan_stash=("cloak", "thank_you"), belkar_stash=("bribe",), chars=("belkar", "elan", "haley", "roy")):
    """S-OOTS-06: Belkar (seat 0) walks into Elan's Monster-free room; Haley and Roy on the floor."""
    state = new_game(chars, cards=duel_cards(), **{REVISION_KEY: 2})
    for col in range(-1, 3):
        room_at(state, (1, col))
    put(state, 0, (1, 0))
    put(state, 1, (1, 1))
    for seat in range(2, len(chars)):
        put(state, seat, (1, -1))
    in_play(state, 0, "belkar.tw1", "belkar.tw2", "belkar.dsep")
    in_play(state, 1, "elan.xd1", "elan.xd2")
    for c in ("chain", "ladder"):
        unheld(state, c)
    state.players[0].equipped = ["ladder"]
    state.players[1].equipped = ["chain"]
    take_loot(state, 1, *elan_stash)
    take_loot(state, 0, *belkar_stash)
    quiet(state)
    set_turn(state, 0, "mode")
    play(state, "move:1:1")
    play(state, "stop")
    play(state, "attack:1")
    play(state, "shtick:belkar.tw1")
    play(state, "ready")
    play(state, "shtick:elan.xd1")
    play(state, "roll")  # the Defender is ready: the asking round opens (part 2)
    return state


def test_S_OOTS_06_R_OOTS_180_186_192_both_sides_ask_haley_takes_elans_offer():
    state = duel()
    d = state.decision()
    assert d.player == 1 and state.battle.stage == "assist"  # R-OOTS-181 / A-OOTS-37: the Defender first
    assert set(keys(state)) == {"offer:haley:cloak", "offer:roy:thank_you", "enough"}  # never Belkar (A-OOTS-37)
    play(state, "offer:haley:cloak")
    assert state.decision().player == 2 and keys(state) == ["help:0", "wait", "no_help"]
    play(state, "wait")  # R-OOTS-180: Haley hears both sides
    assert state.decision().player == 0 and "offer:haley:bribe" in keys(state)  # R-OOTS-186: Belkar asks too
    play(state, "offer:haley:bribe")
    assert state.decision().player == 2 and keys(state) == ["help:0", "help:1", "no_help"]
    play(state, "help:0")  # the first acceptance binds: Belkar's offer lapses
    assert [o.status for o in state.battle.offers] == ["accepted", "declined"]
    assert state.decision().player == 1 and keys(state) == ["offer:roy:thank_you", "enough"]
    play(state, "offer:roy:thank_you")
    dice(state, 12, 11)
    play(state, "help:2")  # Belkar has nobody left to ask, Elan nothing left to offer: both roll
    b = state.battle or state.last_battle
    assert b.player_total == 17 and b.foe_total == 21  # 12 + 5 against 11 + 10 (help 4 + 2)
    assert ("help from Haley", 4) in b.foe_items and ("help from Roy", 2) in b.foe_items
    assert keys(state)[0] == "take:ladder"
    play(state, "take:ladder")
    # R-OOTS-192: Elan pays both helpers; Belkar, refused, pays nothing
    assert state.players[2].stash[-1] == "cloak" and state.players[3].stash[-1] == "thank_you"
    assert state.players[0].stash == ["bribe"] and state.players[1].stash == ["ladder"]


def test_R_OOTS_180_an_accepted_offer_is_final():
    state = duel()
    play(state, "offer:haley:cloak")
    play(state, "help:0")
    assert "offer:haley:bribe" not in keys(state)  # Belkar's turn: Haley is bound
    assert not any(k.startswith("withdraw") for k in keys(state))


def test_R_OOTS_181_npc_offers_alternate_defender_first():
    """Vaarsuvius and Durkon are NPCs (3 players): the Defender takes one, the Attacker the other."""
    state = duel(elan_stash=("for_v", "for_d"), belkar_stash=("for_v2",), chars=("belkar", "elan", "haley"))
    assert set(state.npcs) == {"roy", "vaarsuvius", "durkon"}
    assert set(keys(state)) == {"offer:vaarsuvius:for_v", "offer:durkon:for_d", "enough"}
    play(state, "offer:durkon:for_d")  # NPCs accept at once (R-OOTS-178): the Attacker's turn
    assert state.decision().player == 0 and keys(state) == ["offer:vaarsuvius:for_v2", "enough"]
    dice(state, 1, 1)
    play(state, "offer:vaarsuvius:for_v2")  # Elan's only other card was for Vaarsuvius, now taken: roll
    b = state.last_battle or state.battle
    assert ("help from Durkon", 4) in b.foe_items and ("help from Vaarsuvius", 2) in b.items
    play(state, "decline")  # Elan won (8 against 6) and takes nothing
    assert {"for_d", "for_v2"} <= set(state.loot_discard)  # R-OOTS-179


def test_R_OOTS_186_no_offers_possible_rolls_at_once():
    state = duel(elan_stash=(), belkar_stash=())
    assert state.battle is None or state.battle.stage != "assist"


def test_R_OOTS_422_go_team_offers_to_any_team():
    """Go Team: seats 0 and 2 (Roy, Elan) against 1 and 3 (Haley, Durkon); Roy may pay either team."""
    cards = card_set(
        loot_cards=[loot("gift", {"elan": 1, "haley": 1}), *[loot(f"l{i}", {"roy": 1}) for i in range(30)]]
    )
    state = new_game(("roy", "haley", "elan", "durkon"), cards=cards, teams=2, **{REVISION_KEY: 2})
    room_at(state, (1, 0), monsters=("m1",))
    room_at(state, (1, 1))
    for seat in (1, 2, 3):
        put(state, seat, (1, 1))
    put(state, 0, (1, 0))
    take_loot(state, 0, "gift")
    quiet(state)
    set_turn(state, 0, "mode")
    play(state, "stay")
    play(state, "shtick:roy.s1")
    assert {"offer:elan:gift", "offer:haley:gift"} <= set(keys(state))


def test_S_OOTS_14_R_OOTS_174_178_409_an_npc_helps_against_xykon():
    """Roy reaches Xykon the Lich (Defense 8 + Lair floor 3 = 11) alone with Belkar far up: the NPCs sit in the
    Lair with him (the deepest floor a player is on), Haley takes the Sparklies nobody playing wants (+6)."""
    xykon = [monster("lich", "Xykon the Lich", atk=12, dfn=8, abilities=(ab("xykon_special"),), xykon=True)]
    xykon += [monster(f"x{i}", f"Xykon minion {i}", xykon=True) for i in range(9)]
    lootc = [loot("sparklies", {"haley": 3}), *[loot(f"l{i}", {"roy": 1, "belkar": 1}) for i in range(40)]]
    state = new_game(
        ("roy", "belkar"), cards=card_set(xykon=xykon, loot_cards=lootc), length="short", **{REVISION_KEY: 2}
    )
    lair = state.lair_floor
    room_at(state, (lair, 0), card="safe_haven")
    room_at(state, (lair, 1), card="lair0", monsters=("lich",))
    state.room((lair, 1)).xykon_card = "lich"
    state.xykon_deck.remove("lich")
    room_at(state, (1, 0))
    put(state, 0, (lair, 1))
    put(state, 1, (1, 0))
    in_play(state, 0, "roy.s1")
    take_loot(state, 0, "sparklies")
    quiet(state)
    set_turn(state, 0, "mode")
    play(state, "stay")
    play(state, "shtick:roy.s1")
    assert state.npc_floor() == lair and "haley" in state.npcs
    odds = state.view(0)["odds"]["choices"]
    assert odds["offer:haley:sparklies"]["win"] > odds["roll"]["win"]  # the chance lines include help
    play(state, "offer:haley:sparklies")
    assert state.battle.offers[0].status == "accepted"  # R-OOTS-178 / R-OOTS-409: no question asked
    view = state.view(1)
    assert view["battle"]["offers"][0]["helper_name"] == "Haley" and view["battle"]["offers"][0]["bonus"] == 6
    dice(state, 4)  # 4 + 2 + 6 = 12 > 11; alone 6 < 11
    play(state, "roll")
    assert state.xykon_victor == 0 and state.collapsing
    assert "sparklies" in state.loot_discard and "sparklies" not in state.players[0].stash


def test_R_OOTS_379_betray_moves_the_help_to_the_other_side():
    """The door Double Cross uses (windows.py): the help leaves the asker, joins the foe, nothing is paid."""
    state = duel()
    play(state, "offer:haley:cloak")
    play(state, "help:0")
    play(state, "enough")  # Belkar
    b = state.battle
    before = assist.items(state, 0, b)
    assert assist.betray(state, 2)
    assert not assist.betray(state, 3)  # Roy helps nobody
    assert assist.items(state, 0, b) == before + [("Double Cross by Haley", 4)]
    assert not assist.assisted(b, 1) and assist.escrowed(state) == set()
    assist.pay(state, b)
    assert "cloak" in state.players[1].stash


def test_R_OOTS_379_betray_against_a_monster_joins_the_monster():
    state = new_game(("roy", "haley"), cards=duel_cards(), **{REVISION_KEY: 2})
    room_at(state, (1, 0), monsters=("m1",))
    room_at(state, (1, 1))
    put(state, 0, (1, 0))
    put(state, 1, (1, 1))
    take_loot(state, 0, "cloak")
    quiet(state)
    set_turn(state, 0, "mode")
    play(state, "stay")
    play(state, "shtick:roy.s1")
    from engine.games.oots.fight import totals

    _, value, _, _, _ = totals(state)
    play(state, "offer:haley:cloak")
    play(state, "help:0")
    assist.betray(state, 1)
    mod, crossed, _, theirs, _ = totals(state)
    assert crossed == value + 4 and ("Double Cross by Haley", 4) in theirs
    assert ("help from Haley", 4) not in state.battle.items


def test_R_OOTS_428_me_and_my_shadow():
    """2 players: each picks an NPC that stays in their room; anyone on that floor may pay it; the two
    unpicked NPCs keep to the deepest floor a player is on."""
    state = new_game(("roy", "belkar"), cards=duel_cards(), choose=False, shadow=True, **{REVISION_KEY: 2})
    assert keys(state) == ["shadow:haley", "shadow:elan", "shadow:vaarsuvius", "shadow:durkon"]
    play(state, "shadow:durkon")
    assert state.decision().player == 1 and "shadow:durkon" not in keys(state)
    play(state, "shadow:vaarsuvius")
    assert state.shadows == {"durkon": 0, "vaarsuvius": 1}
    assert state.view(1)["shadows"] == {"durkon": 0, "vaarsuvius": 1}
    for c in ("roy", "belkar"):
        play(state, f"return:{c}.s3")
    room_at(state, (1, 0), monsters=("m1",))
    room_at(state, (2, 0))
    put(state, 0, (1, 0))
    put(state, 1, (2, 0))  # Belkar deeper: the unpicked NPCs go down with him
    take_loot(state, 0, "for_v", "for_d", "cloak")
    quiet(state)
    set_turn(state, 0, "mode")
    play(state, "stay")
    play(state, "shtick:roy.s1")
    assert assist.npc_floor(state, "durkon") == 1 and assist.npc_floor(state, "haley") == 2
    offers = {k for k in keys(state) if k.startswith("offer:")}
    assert offers == {"offer:durkon:for_d"}  # his own shadow; Vaarsuvius follows Belkar, Haley is a floor down


def test_R_OOTS_428_only_for_two_or_three_players():
    import pytest

    from engine.core.errors import OptionsError

    with pytest.raises(OptionsError):
        new_game(("roy", "belkar", "elan", "haley"), cards=duel_cards(), shadow=True)


def test_R_OOTS_175_183_npcs_have_no_room_and_cannot_be_attacked():
    """The four NPCs of a 2-player game sit with floor 1 (no room of their own, never a target):
    Belkar, free to attack anyone in his room, is offered Elan and nobody else."""
    state = new_game(("belkar", "elan"), cards=duel_cards(), **{REVISION_KEY: 2})
    room_at(state, (1, 0))
    put(state, 0, (1, 0))
    put(state, 1, (1, 0))
    quiet(state)
    set_turn(state, 0, "optional")
    view = state.view(0)
    assert set(view["npcs"]) == {"roy", "haley", "vaarsuvius", "durkon"} and view["npc_floor"] == 1
    assert all(set(r) >= {"col", "card"} and "npcs" not in r for f in view["floors"] for r in f["rooms"])
    attacks = [o for o in state.decision().options if o.key.startswith("attack:")]
    assert [o.key for o in attacks] == ["attack:1"]  # R-OOTS-183: never an NPC
    assert not any(n in o.label for o in attacks for n in ("Roy", "Haley", "Vaarsuvius", "Durkon"))
