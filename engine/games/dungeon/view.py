"""What one player may know (A-DNG-38, digest section 6.3).

Public: the board, Cleared tokens, face-up monsters, dropped piles, in-play
specials, hand sizes, requirements.  Private to the owner: hand contents,
gp carried, spells.  Face-down slot cards: only players in `seen_by`.
`player=None` is a spectator (public only).  Option `open_hands` shows all.
"""

from __future__ import annotations

from typing import Any

from ...core.game import REVEAL_ALL
from .content import MonsterCard, TreasureCard
from .state import REQUIREMENT, DungeonState


def card_view(card: TreasureCard) -> dict[str, Any]:
    return {"id": card.id, "name": card.name, "gp": card.gp, "special": card.special, "level": card.level}


def monster_view(card: MonsterCard) -> dict[str, Any]:
    out: dict[str, Any] = {"id": card.id, "name": card.name, "level": card.level, "kind": card.kind}
    if card.kind == "creature":
        for key in ("cleric", "fighter", "rogue", "wizard", "fireball", "lightning"):
            out[key] = getattr(card, key)
    return out


def visible_log(state: DungeonState, player: int | None, open_hands: bool) -> list[dict[str, Any]]:
    """The log lines this player may read, built incrementally.

    Views are made for every bot decision; rebuilding a log of thousands of
    lines each time made long games quadratic.  The list is cached per
    player and only extended, so treat it as read-only.
    """
    key = "all" if open_hands else player
    done, lines = state.log_cache.get(key, (0, []))
    for line in state.log[done:]:
        if line.to is None or line.to == player or open_hands:
            lines.append({"text": line.text, "dice": list(line.dice)})
    state.log_cache[key] = (len(state.log), lines)
    return lines


def fight_view(state: DungeonState, player: int | None, open_hands: bool) -> dict[str, Any] | None:
    """The latest fight (record.py) as this reader may see it; None before the first one.

    {"number": 1 for the game's first fight, "fresh": True during the choice that caused it
     (the table rolls its dice once), "seat", "hero" (the player's name), "monster": monster_view,
     "space", "weapon": the hero's class or "fireball"/"lightning", "spell": bool,
     "needed": the roll needed (None: this weapon cannot hurt it), "dice": [] or [a, b], "bonus"
     (Magic Sword), "total", "hit": True/False (None: no blow was possible),
     "strike_back": None | {"dice", "roll", "outcome"}, "dropped": [card_view] (named aloud),
     "treasures": [card_view] won that this reader may see, "treasure_count": how many were won}.
    Treasure goes to the hand unseen by others (A-DNG-38) unless it went into play face up.
    """
    fight = state.fight
    if fight is None:
        return None
    sees = open_hands or player == fight.seat
    strike = None
    if fight.strike_dice:
        strike = {"dice": list(fight.strike_dice), "roll": sum(fight.strike_dice), "outcome": fight.strike_outcome}
    return {
        "number": fight.number,
        "fresh": fight.action == state.actions,
        "seat": fight.seat,
        "hero": state.name(fight.seat),
        "monster": monster_view(fight.monster),
        "space": fight.space,
        "weapon": fight.weapon,
        "spell": fight.weapon in ("fireball", "lightning"),
        "needed": fight.needed,
        "dice": list(fight.dice),
        "bonus": fight.bonus,
        "total": sum(fight.dice) + fight.bonus,
        "hit": fight.hit,
        "strike_back": strike,
        "dropped": [card_view(c) for c in fight.dropped],
        "treasures": [card_view(c) for c, public in fight.gained if public or sees],
        "treasure_count": len(fight.gained),
    }


def make_view(state: DungeonState, player: int | None) -> dict[str, Any]:
    open_hands = bool(state.options.get("open_hands")) or player is REVEAL_ALL  # a finished game's replay
    player = None if player is REVEAL_ALL else player
    decision = state.decision()
    players = []
    for seat, hero in enumerate(state.heroes):
        sees = open_hands or seat == player
        entry: dict[str, Any] = {"seat": seat, "name": state.names[seat], "deaths": state.deaths[seat]}
        if hero is not None:
            entry.update(
                hero={
                    "id": hero.hero.id,
                    "name": hero.hero.name,
                    "class": hero.cls,
                    "colour": hero.hero.colour,
                    "mark": hero.hero.mark,
                },
                space=hero.space,
                requirement=REQUIREMENT[hero.cls],
                in_play=[card_view(c) for c in hero.in_play],
                sword_bonus=hero.sword_bonus,
                lat=hero.lat,
                hand_count=len(hero.hand),
                spell_count=len(hero.spells),
                spell_cap=hero.spell_cap,
                hand=[card_view(c) for c in hero.hand] if sees else None,
                gp=hero.gp() if sees else None,
                spells=sorted(hero.spells) if sees else None,
                known_doors=sorted(hero.known_doors) if sees else None,
            )
        players.append(entry)
    slots = []
    for number, slot in sorted(state.slots.items()):
        visible = slot.face_up or (player is not None and player in slot.seen_by) or open_hands
        slots.append(
            {
                "number": number,
                "space": slot.space,
                "face_up": slot.face_up,
                "monster": monster_view(slot.monster) if visible else None,
                "dropped": [card_view(c) for c in slot.dropped],
                "treasure": (
                    None
                    if slot.treasure is None
                    else card_view(slot.treasure)
                    if (player in slot.seen_by or open_hands)
                    else "hidden"
                ),
            }
        )
    hunter = None
    if state.hunter is not None:
        hunter = {
            "space": state.hunter.space,
            "revealed": state.hunter.revealed,
            "monster": monster_view(state.hunter.monster) if state.hunter.revealed else None,
            "dropped": [card_view(c) for c in state.hunter.dropped],
        }
    log = visible_log(state, player, open_hands)
    return {
        "game": "dungeon",
        "viewer": player,
        "phase": state.phase,
        "turn": state.turn.seat,
        "points": state.turn.points,
        "path": list(state.turn.path),
        "first_player": state.first_player,
        "round": state.rounds + 1,
        "players": players,
        "cleared": dict(sorted(state.cleared.items())),
        "slots": slots,
        "decks": {
            level: {
                "monsters": len(state.monster_decks[level]),
                "monster_discard": len(state.monster_discards[level]),
                "treasures": len(state.treasure_decks[level]),
            }
            for level in sorted(state.monster_decks)
        },
        "hunter": hunter,
        "hunt_target": card_view(state.hunt_target) if state.hunt_target else None,
        "options": dict(state.options),
        "log": log,
        "last_fight": fight_view(state, player, open_hands),
        "over": state.winners is not None,
        "winners": list(state.winners) if state.winners is not None else None,
        "end_reason": state.end_reason,
        "deciding": decision.player if decision is not None else None,
    }
