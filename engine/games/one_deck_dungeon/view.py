"""What the players see: everything but the deck order (co-op, digest §6.1).

The view also carries the dice helper's suggestion (which box each die
should go to) and, for the computer partner and the hint button, the
helper's score for every option of the pending decision (`advice`): the
bot hook only ever gets this view, and all of it is public knowledge.
"""

from __future__ import annotations

from typing import Any

from ...core.coop import partner_views
from ...core.game import REVEAL_ALL
from . import content
from .content import CARDS, LOOT, Box
from .state import OddState


def box_view(b: Box) -> dict[str, Any]:
    return {
        "value": b.value,
        "color": b.color,
        "wide": b.wide,
        "armor": b.armor,
        "star": b.star,
        "mark": b.mark,
        "dmg": b.dmg,
        "time": b.time,
        "hits": b.hits,
        "source": b.source,
    }


def loot_view(name: str) -> dict[str, Any]:
    lt = LOOT[name]
    cost = ""
    if lt.mana == -1:
        cost = "X mana"
    elif lt.mana:
        cost = f"{lt.mana} mana"
    elif lt.cost_dice:
        cost = f"{lt.cost_dice} {content.COLOR_NAMES[lt.cost_color]} di{'ce' if lt.cost_dice > 1 else 'e'}"
    elif lt.cost_time:
        cost = f"{lt.cost_time} time"
    return {"name": lt.name, "type": lt.type, "text": lt.text, "cost": cost, "use": lt.use}


def card_view(cid: str) -> dict[str, Any]:
    card = CARDS[cid]
    enc = content.ENCOUNTERS[card.encounter]
    out: dict[str, Any] = {
        "id": cid,
        "name": card.encounter,
        "kind": enc.kind,
        "loot": loot_view(card.loot),
        "item": card.item,
        "xp": card.xp,
    }
    if enc.kind == "foe":
        out["ability"] = enc.ability
        out["ability_text"] = content.ability_text(enc)
        out["boxes"] = [box_view(b) for b in enc.boxes]
        out["fight_dmg"] = enc.fight_dmg
        out["fight_time"] = enc.fight_time
    else:
        out["options"] = [
            {"name": o.name, "color": o.color, "value": o.value, "upfront": o.upfront, "dmg": o.dmg, "time": o.time}
            for o in enc.options
        ]
    return out


def facing_view(state: OddState) -> dict[str, Any] | None:
    """The card just turned face up behind a door (R-ODD-021), while the party decides to encounter it
    or flee: the card, and for a foe every box the battle would have (its own, X set, and the dungeon's)."""
    from .rules import brutal, card_boxes

    if state.phase != "fight_or_flee" or state.door < 0:
        return None
    cid = state.doors[state.door][0]
    out: dict[str, Any] = {"card": card_view(cid)}
    if out["card"]["kind"] == "foe":
        out["boxes"] = [box_view(b) for b in card_boxes(state, cid)]
    else:
        out["boxes"] = [box_view(b) for b in brutal(state, [f.peril_box for f in state.floors()])]
    return out


def encounter_view(state: OddState) -> dict[str, Any] | None:
    from .rules import box_done, box_total, preview

    enc = state.enc
    if enc is None:
        return None
    boxes = []
    for j, b in enumerate(enc.boxes):
        v = box_view(b)
        v.update(
            index=j,
            filled=bool(enc.fills) and box_done(enc, j),
            total=box_total(enc, j) if enc.fills else 0,
            covers=enc.covers[j] if enc.covers else 0,
            dice=list(enc.fills[j]) if enc.fills else [],
        )
        boxes.append(v)
    dice = [
        {
            "id": d.id,
            "owner": d.owner,
            "color": d.color,
            "value": d.value,
            "wild": d.wild,
            "state": d.state,
            "pair": list(d.pair),
            "roll": d.roll,
            "fresh": d.roll > state.rolls_before,  # rolled (or rerolled) by the last move: the page rolls it
        }
        for d in enc.dice
    ]
    out: dict[str, Any] = {
        "kind": enc.kind,
        "card": card_view(enc.card) if enc.card else None,
        "boxes": boxes,
        "dice": dice,
        "selected": list(enc.selected),
        "option": enc.option,
        "battle": enc.battle,
        "stage": enc.stage,
        "split_ones": enc.split_ones,
        "peril_gate": enc.peril_gate,
        "rolls": state.rolls,  # the party's roll counter: a new roll shows as a new number
        "just_rolled": any(d.roll > state.rolls_before and d.state == "pool" for d in enc.dice),
    }
    if enc.fills and enc.stage == "dice" and enc.pick is None:
        out["preview"] = preview(state)
    if enc.pick is not None:  # revision 2: a skill's or potion's dice choice in progress
        out["pick"] = {
            "kind": enc.pick.kind,
            "hero": enc.pick.hero,
            "ids": list(enc.pick.ids),
            "chosen": list(enc.pick.chosen),
            "auto": list(enc.pick.auto),
        }
    return out


def make_view(state: OddState, player: int | None) -> dict[str, Any]:
    from .rules import can_level, score, xp_total

    reveal = player is REVEAL_ALL  # a finished game's replay: closed doors and the deck's next cards too

    lvl = state.lvl()
    heroes = []
    for i, h in enumerate(state.heroes):
        heroes.append(
            {
                "seat": i,
                "player": state.names[i],
                "name": h.name,
                "side": h.side.side,
                "S": h.icons("S"),
                "A": h.icons("A"),
                "M": h.icons("M"),
                "health": h.health(),
                "damage": h.damage,
                "stored": h.stored,
                "heroic": h.side.heroic,
                "heroic_text": h.side.heroic_text,
                "second": h.side.second,
                "second_text": h.side.second_text,
                "items": [{"id": c, "icon": CARDS[c].item, "from": CARDS[c].encounter} for c in h.items],
                "skills": [dict(loot_view(CARDS[c].loot), id=c) for c in h.skills],
            }
        )
    d = state.dungeon
    view: dict[str, Any] = {
        "game": "one_deck_dungeon",
        "players": state.players,
        "heroes": heroes,
        "dungeon": {
            "id": d.id,
            "name": d.name,
            "floors": [
                {
                    "number": n + 1,
                    "name": f.name,
                    "text": f.text,
                    "peril_box": box_view(f.peril_box),
                    "foe_boxes": [box_view(b) for b in f.foe_boxes],
                    "revealed": n < state.floor,
                }
                for n, f in enumerate(d.floors)
            ],
            "boss": {
                "name": d.boss.name,
                "health": d.boss.health,
                "text": d.boss.text,
                "boxes": [box_view(b) for b in d.boss.boxes],
                "damage": state.boss_damage,
                "round": state.boss_round,
            },
        },
        "floor": state.floor,
        "deck": len(state.deck),
        "discard": len(state.discard),
        "stairs_visible": state.stairs_visible(),
        "stairs_tokens": state.stairs_tokens,
        "turn_cost": 2 + (1 if state.floor_effect("STICKY") else 0),
        "doors": [
            {"index": i, "open": o, "card": card_view(c) if o or reveal else None}
            for i, (c, o) in enumerate(state.doors)
        ],
        "level": {
            "number": state.level,
            "skills": lvl.skills[state.mode],
            "items": lvl.items[state.mode],
            "vs_perils": lvl.vs_perils[state.mode],
            "to_next": lvl.to_next,
            "can_level": can_level(state),
        },
        "xp": [CARDS[c].xp for c in state.xp],
        "xp_total": xp_total(state),
        "potions": state.potions,
        "potion_types": ["HEALING"] + [CARDS[c].loot for c in state.potion_types],
        "phase": state.phase,
        "turn": state.turns,
        "descents": state.descents,
        "encounter": encounter_view(state),
        "door": state.door,
        "facing": facing_view(state),
        "loot_card": card_view(state.doors[state.door][0]) if state.phase in ("loot", "replace") else None,
        "score": score(state),
        "over": state.won is not None,
        "won": state.won,
        "end_reason": state.end_reason,
        "stairs_rule": state.options.get("stairs_rule", "card3"),
        "log": list(state.log),
    }
    if reveal:
        view["next_cards"] = [("Deck", content.ENCOUNTERS[CARDS[c].encounter].name) for c in state.deck[::-1][:3]]
    decision = state.decision()
    if decision is not None:
        from .bot import advise

        view["advice"], view["suggestion"] = advise(state, decision)
        if state.rev() >= 3 and state.players == 2 and state.bots:
            # Revision 3: on the party's decisions the lead sees what a computer partner would do.
            from . import GAME

            names = [f"{h.name} ({state.names[i]})" for i, h in enumerate(state.heroes)]
            view["partners"] = partner_views(GAME, view, decision, state.bots, names)
    return view
