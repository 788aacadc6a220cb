"""Card powers that reach other players: healing another player for Loot, flipping a foe's shtick,
grabbing a fleeing player's dropped Loot, drawing Loot at another's misfortune, discarding to Evade,
and preventing Wounds (digest 3.16, 3.17, 3.20, 3.22; the card texts of digest 5.3's data model).
"""

from __future__ import annotations

from engine.games.oots.content.schema import Loot, Power, RoomHook, Shtick, Support, Trap
from engine.games.oots.turn import start_turn
from engine.games.oots.wounds import lose_wounds

from .fight_helpers import fight
from .oots_helpers import (
    ab,
    card_set,
    default_shticks,
    dice,
    in_play,
    keys,
    loot,
    monster,
    new_game,
    picks,
    play,
    put,
    room,
    room_at,
    set_turn,
)


def power(sid: str, owner: str, name: str, pw: Power, *, types: tuple[str, ...] = ("skill",), boost: int = 0) -> Shtick:
    return Shtick(sid, sid, owner, name, False, False, types, None, None, (), pw, 0, 0, boost, "", "")


EXTRA = [
    power("durkon.cure", "durkon", "Cure", Power("heal", 1, flip=True, target="self_or_other")),
    power("roy.glare", "roy", "Glare", Power("flip_foe_shtick", flip=True, target="other")),
    power("belkar.vulture", "belkar", "Vulture", Power("grab_dropped_loot")),
    power("belkar.glee", "belkar", "Glee", Power("misfortune_loot", 1)),
    power("belkar.slippery", "belkar", "Slippery", Power("prevent_wound", 1, flip=True)),
    power("belkar.charm", "belkar", "Charm", Power("prevent_wound", 1, flip=True), types=("magic",)),
    power("belkar.stubborn", "belkar", "Stubborn", Power("prevent_wound", 1, flip=True)),
    power("belkar.padding", "belkar", "Padding", Power("prevent_wound", 1, flip=True), types=("armor",)),
]


def cards(loot_cards=None) -> str:
    return card_set(
        shticks=default_shticks() + EXTRA,
        loot_cards=loot_cards,
        rooms=[room(f"r{i:02d}") for i in range(30)],
    )


def table(chars=("durkon", "roy", "belkar"), loot_cards=None):
    state = new_game(chars, cards=cards(loot_cards))
    for c in (0, 1, 2):
        room_at(state, (1, c))
    room_at(state, (2, 0))
    return state


def test_R_OOTS_217_cure_heals_another_player_on_the_floor_who_may_pay_any_loot():
    state = table()
    durkon, roy, belkar = state.players
    in_play(state, 0, "durkon.s1", "durkon.cure")
    put(state, 0, (1, 0))
    put(state, 1, (1, 2))
    put(state, 2, (2, 0))
    roy.wounds, belkar.wounds = 2, 1
    roy.stash = ["l0", "l6"]
    set_turn(state, 0, "start")
    play(state, "use:durkon.cure")
    assert keys(state) == ["heal:1"]  # Durkon is unhurt; Belkar is on another floor
    play(state, "heal:1")
    assert roy.wounds == 1 and durkon.flipped == ["durkon.cure"]
    d = state.decision()
    assert d.player == 1 and set(d.keys()) == {"pay:l0", "pay:l6", "done"}  # Roy decides, out of turn
    play(state, "pay:l6")
    play(state, "done")
    assert roy.stash == ["l0"] and durkon.stash[-1] == "l6" and state.turn.seat == 0 and not state.asks


def test_R_OOTS_231_cure_never_heals_a_fleeing_player():
    state = table()
    in_play(state, 0, "durkon.s1", "durkon.cure")
    for seat in (0, 1):
        put(state, seat, (1, 0))
    state.players[1].wounds = 4
    state.players[1].fleeing = True
    set_turn(state, 0, "start")
    assert "use:durkon.cure" not in keys(state)
    state.players[0].wounds = 1
    state._decision = None
    play(state, "use:durkon.cure")
    assert keys(state) == ["heal:0"]


def test_R_OOTS_269_270_glare_flips_a_face_up_shtick_of_a_player_on_your_floor():
    state = table(chars=("roy", "durkon", "belkar"))
    in_play(state, 0, "roy.s1", "roy.glare")
    in_play(state, 1, "durkon.s1", "durkon.s2")
    in_play(state, 2, "belkar.s1")
    state.players[1].flipped = ["durkon.s2"]
    put(state, 0, (1, 0))
    put(state, 1, (1, 2))
    put(state, 2, (2, 0))
    set_turn(state, 0, "end")
    play(state, "use:roy.glare")
    assert keys(state) == ["flip:1:durkon.s1"]  # face-up only, this floor only
    play(state, "flip:1:durkon.s1")
    durkon = state.players[1]
    assert sorted(durkon.flipped) == ["durkon.s1", "durkon.s2"] and "durkon.s1" in durkon.shticks


def test_R_OOTS_223_vulture_may_take_the_card_a_fleeing_player_drops_in_its_room():
    state = table(chars=("durkon", "roy", "belkar"))
    roy, belkar = state.players[1], state.players[2]
    in_play(state, 2, "belkar.s1", "belkar.vulture")
    put(state, 1, (1, 1))
    put(state, 2, (1, 1))
    put(state, 0, (1, 2))
    roy.wounds, roy.fleeing = 4, True
    roy.stash = ["l1"]
    start_turn(state, 1)  # R-OOTS-226: Roy drops a card in his room, then runs
    assert roy.pos != (1, 1) and state.room((1, 1)).loot == ["l1"]
    d = state.decision()
    assert d.player == 2 and d.keys() == ["grab", "leave"]  # Belkar answers out of turn
    play(state, "grab")
    assert belkar.stash[-1] == "l1" and state.room((1, 1)).loot == [] and state.turn.seat == 1


def test_R_OOTS_213_schadenfreude_draws_loot_when_another_in_the_room_loses_a_wound():
    state = table(chars=("roy", "durkon", "belkar"))
    belkar = state.players[2]
    in_play(state, 2, "belkar.s1", "belkar.glee")
    put(state, 0, (1, 0))
    put(state, 2, (1, 0))
    put(state, 1, (1, 2))
    top = state.loot_deck[0]
    before = len(belkar.stash)
    lose_wounds(state, 1, 1)  # Durkon elsewhere: nothing
    assert len(belkar.stash) == before
    lose_wounds(state, 0, 2)  # Roy, in Belkar's room: one draw for the loss
    assert belkar.stash[before:] == [top]


def pellet(lid: str, who: str) -> Loot:
    return Loot(lid, lid, f"Pellet {who}", ((who, 1),), 0, (who,), "discard", (), Power("trap_immune"), "")


def trap_table():
    shuriken = Trap("shuriken", "shuriken", "Shuriken", 8, 2, True, 1, False, 0, "")
    cards_ = [shuriken, pellet("p.roy", "roy"), pellet("p.haley", "haley")] + [
        loot(f"l{i}", {"roy": 1}) for i in range(30)
    ]
    state = table(chars=("roy", "haley", "durkon"), loot_cards=cards_)
    for c in ("shuriken", "p.roy", "p.haley"):
        for pile in [state.loot_deck] + [p.stash for p in state.players]:
            if c in pile:
                pile.remove(c)
    put(state, 0, (1, 0))
    put(state, 1, (1, 2))
    put(state, 2, (2, 0))
    state.players[0].equipped = ["p.roy"]
    state.players[1].stash.append("p.haley")
    return state


def test_R_OOTS_306_316_317_a_discard_to_evade_card_is_offered_to_each_affected_player_in_turn():
    state = trap_table()
    roy, haley = state.players[0], state.players[1]
    state.room((1, 0)).loot = ["shuriken", "l29"]
    set_turn(state, 0, "start")
    play(state, "pickup")
    d = state.decision()
    assert d.player == 0 and d.keys() == ["evade:p.roy", "roll"]  # equipped, yet it works only by discarding
    play(state, "roll")
    d = state.decision()
    assert d.player == 1 and d.keys() == ["evade:p.haley", "roll"]  # Haley, out of turn (Range 2)
    dice(state, 3)  # only Roy rolls: 3 < 8
    play(state, "evade:p.haley")
    assert roy.wounds == 1 and haley.wounds == 0 and "p.haley" in state.loot_discard
    assert roy.equipped == ["p.roy"] and "shuriken" in state.out_of_game and state.turn.stage == "start"


def test_R_OOTS_239_a_resting_pick_up_goes_on_after_the_evade_answers():
    state = trap_table()
    roy = state.players[0]
    state.players[1].stash.remove("p.haley")
    state.room((1, 0)).loot = ["shuriken", "l29"]
    set_turn(state, 0, "mode")
    play(state, "rest_loot")
    assert keys(state) == ["evade:p.roy", "roll"]
    play(state, "evade:p.roy")
    assert roy.wounds == 0 and roy.stash[-1] == "l29" and roy.token == "resting" and state.turn.stage == "end"


def belkar_fight(foe, stack, others=()):
    state = fight([foe, monster("sup", "Ogre Pal", types=("ogre",))], stack, role="defender", others=others,
                  chars=("belkar", "roy", "haley"), shticks=("belkar.s1",))  # fmt: skip
    state.cs.shticks.update({s.id: s for s in EXTRA})  # this fight's own fresh card set
    in_play(state, 0, "belkar.s1", "belkar.slippery", "belkar.stubborn", "belkar.charm", "belkar.padding")
    play(state, "shtick:belkar.s1")
    dice(state, 1)
    play(state, "roll")
    return state


def test_R_OOTS_214_prevent_wound_shticks_are_flipped_one_by_one_before_a_loss_costs_wounds():
    chief = monster("chief", "Chief", atk=20, types=("ogre",), support=Support(("ogre",), "deadly"))
    state = belkar_fight(chief, ["chief"], others=[((1, 2), ["sup"])])
    belkar = state.players[0]
    assert state.battle.stage == "prevent" and belkar.wounds == 0  # 1 + 1 (Deadly) still to come
    assert keys(state) == [
        "prevent:belkar.slippery",
        "prevent:belkar.stubborn",
        "prevent:belkar.charm",
        "prevent:belkar.padding",
        "wounds",
    ]
    play(state, "prevent:belkar.slippery")
    assert "prevent:belkar.slippery" not in keys(state) and "wounds" in keys(state)  # one more may go
    play(state, "wounds")
    assert belkar.wounds == 1 and belkar.flipped == ["belkar.slippery"] and state.battle is None


def test_R_OOTS_390_R_OOTS_393_armor_and_magic_cannot_prevent_the_wounds_of_breath_and_enchanted():
    for ability, banned in (("breath_weapon", "belkar.padding"), ("enchanted", "belkar.charm")):
        state = belkar_fight(monster("foe", "Foe", atk=20, abilities=(ab(ability),)), ["foe"])
        offered = [k.split(":")[1] for k in keys(state) if k.startswith("prevent:")]
        assert banned not in offered and len(offered) == 3
        play(state, "prevent:belkar.slippery")  # 1 Wound, 1 prevented: nothing more to ask
        assert state.players[0].wounds == 0 and state.battle is None


def test_R_OOTS_188_the_loser_of_a_player_battle_may_prevent_its_wound_out_of_turn():
    state = table(chars=("roy", "belkar", "durkon"))
    in_play(state, 1, "belkar.s1", "belkar.slippery")
    put(state, 0, (1, 0))
    put(state, 1, (1, 0))
    put(state, 2, (2, 0))
    belkar = state.players[1]
    set_turn(state, 0, "mode")
    play(state, "stay")
    play(state, "attack:1")
    play(state, "shtick:roy.s1")
    play(state, "ready")
    play(state, "shtick:none")
    dice(state, 12, 1)
    play(state, "roll")
    assert state.decision().player == 1 and keys(state) == ["prevent:belkar.slippery", "wounds"]
    play(state, "prevent:belkar.slippery")
    assert belkar.wounds == 0 and belkar.flipped == ["belkar.slippery"]
    assert state.decision().player == 0 and "decline" in keys(state)  # the winner's Loot taking goes on


def test_R_OOTS_319_a_player_who_fails_to_evade_may_prevent_the_traps_wound():
    shuriken = Trap("shuriken", "shuriken", "Shuriken", 8, 2, True, 1, False, 0, "")
    state = table(chars=("roy", "belkar", "durkon"), loot_cards=[shuriken] + [loot(f"l{i}") for i in range(30)])
    for pile in [state.loot_deck] + [p.stash for p in state.players]:
        if "shuriken" in pile:
            pile.remove("shuriken")
    in_play(state, 1, "belkar.s1", "belkar.slippery")
    put(state, 0, (1, 0))
    put(state, 1, (1, 1))
    put(state, 2, (2, 0))
    state.room((1, 0)).loot = ["shuriken"]
    set_turn(state, 0, "start")
    dice(state, 2, 3)  # both fail
    play(state, "pickup")
    assert state.decision().player == 1 and keys(state) == ["prevent:belkar.slippery", "wounds"]
    play(state, "prevent:belkar.slippery")
    roy, belkar = state.players[0], state.players[1]
    assert roy.wounds == 1 and belkar.wounds == 0 and belkar.flipped == ["belkar.slippery"]
    assert "shuriken" in state.out_of_game and not state.asks and state.turn.stage == "start"


def test_R_OOTS_213_room_text_wounds_may_be_prevented_before_the_battles_of_the_room():
    rocks = room("rocks", RoomHook("enter_wound", roll=6))
    state = new_game(("belkar", "roy", "durkon"), cards=card_set(shticks=default_shticks() + EXTRA, rooms=[rocks]))
    room_at(state, (1, 0))
    room_at(state, (1, 1), card="rocks")
    in_play(state, 0, "belkar.s1", "belkar.slippery")
    put(state, 0, (1, 0))
    set_turn(state, 0, "mode")
    dice(state, 2)  # 2 < 6: hurt on arrival
    play(state, "move:1:1")
    play(state, "stop")
    assert state.turn.stage == "arrived" and keys(state) == ["prevent:belkar.slippery", "wounds"]
    play(state, "prevent:belkar.slippery")
    assert state.players[0].wounds == 0 and state.turn.stage == "fill"  # then the new battle of the empty room


def test_R_OOTS_393_area_effect_losses_offer_prevention_but_not_from_shticks_a_target_is_immune_to():
    from .test_rules_area import blast

    state = blast()
    guard = power("vaarsuvius.guard", "vaarsuvius", "Guard", Power("prevent_wound", 1, flip=True))
    veil = power("vaarsuvius.veil", "vaarsuvius", "Veil", Power("prevent_wound", 1, flip=True), types=("magic",))
    state.cs.shticks.update({guard.id: guard, veil.id: veil})  # this game's own fresh card set
    in_play(state, 0, "vaarsuvius.fire", "vaarsuvius.guard", "vaarsuvius.veil")
    play(state, "ranged:1:1")
    play(state, "shtick:vaarsuvius.fire")
    picks(state, 5, 1)  # the die: 6, a loss (Bloodlust); then Spellcaster's random card
    play(state, "roll")
    assert keys(state) == ["prevent:vaarsuvius.guard", "wounds"]  # the Enchanted Thing is a target: no Magic
    play(state, "prevent:vaarsuvius.guard")
    v = state.players[0]
    assert v.wounds == 0 and v.hand == ["m1"] and state.turn.stage == "end"  # Spellcaster still strikes


def test_R_OOTS_217_cure_offers_yourself_and_every_hurt_player_on_your_floor():
    state = table(chars=("roy", "durkon", "belkar"))
    in_play(state, 1, "durkon.s1", "durkon.cure")
    for seat in (0, 1, 2):
        put(state, seat, (1, seat))
        state.players[seat].wounds = 1
    set_turn(state, 1, "end")
    play(state, "use:durkon.cure")
    assert keys(state) == ["heal:0", "heal:1", "heal:2"]
