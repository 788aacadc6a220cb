"""What one player may know (A-DNG-38, digest section 6.3).

Public: the board, Cleared tokens, face-up monsters, dropped piles, in-play
specials, hand sizes, requirements.  Private to the owner: hand contents,
gp carried, spells.  Face-down slot cards: only players in `seen_by`.
`player=None` is a spectator (public only).  Option `open_hands` shows all.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from ...core.game import REVEAL_ALL
from . import content
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


# The attack line written by rules.attack (R-DNG-050) and the strike-back line (R-DNG-056).
_ATTACK = re.compile(
    r"(?P<who>.+) rolls (?P<roll>\d+)(?: \+ (?P<bonus>\d+) \(Magic Sword\))? = (?P<total>\d+) "
    r"against the (?P<monster>.+?)(?:'s|') (?P<need>\d+): (?P<verdict>destroyed!|missed\.)"
)
_STRIKE = re.compile(r"The (?P<monster>.+) strikes back: (?P<roll>\d+), (?P<outcome>[A-Za-z ]+)\.")
_GAIN = re.compile(r"You gain the (?P<name>.+) \((?P<gp>[\d,]+) gp\)\.")


@functools.cache
def _creatures() -> dict[str, MonsterCard]:
    return {m.name: m for level in range(1, 7) for m in content.monster_deck(level) if m.kind == "creature"}


@functools.cache
def _treasures() -> dict[str, TreasureCard]:
    return {t.name: t for level in range(1, 7) for t in content.treasure_deck(level)}


def _fight_at(state: DungeonState, log: list[dict[str, Any]], index: int) -> dict[str, Any] | None:
    line = log[index]
    match = _ATTACK.fullmatch(line["text"])
    if match is None or len(line["dice"]) != 2:
        return None
    monster = _creatures().get(match["monster"])
    if monster is None:
        return None
    who = match["who"]
    fight: dict[str, Any] = {
        "index": index,
        "seat": next((s for s in range(len(state.names)) if state.name(s) == who), None),
        "hero": who,
        "monster": monster_view(monster),
        "dice": list(line["dice"]),
        "bonus": int(match["bonus"] or 0),
        "total": int(match["total"]),
        "needed": int(match["need"]),
        "hit": match["verdict"] == "destroyed!",
        "strike_back": None,
        "treasures": [],
        "treasure_count": 0,
        "lines": [dict(x) for x in log[index : index + FIGHT_LINES]],
    }
    for later in log[index + 1 : index + FIGHT_LINES]:
        if " casts " in later["text"]:
            break  # a spell fight follows: its treasure is not this fight's
        strike = _STRIKE.fullmatch(later["text"])
        gained = _GAIN.fullmatch(later["text"])
        if strike is not None and strike["monster"] == monster.name and fight["strike_back"] is None:
            fight["strike_back"] = {
                "dice": list(later["dice"]),
                "roll": int(strike["roll"]),
                "outcome": strike["outcome"],
            }
        elif later["text"] == f"{who} gains a treasure.":
            fight["treasure_count"] += 1
        elif gained is not None and gained["name"] in _treasures():
            fight["treasures"].append(card_view(_treasures()[gained["name"]]))
    return fight


FIGHT_LINES = 8  # the attack line and what followed it


def last_fight(state: DungeonState, log: list[dict[str, Any]], key: Any = None) -> dict[str, Any] | None:
    """The latest hero-against-monster combat in the lines this player may read (read-only).

    {"index": log index of the attack line, "seat", "hero" (name), "monster": monster_view,
     "dice": [a, b], "bonus", "total", "needed", "hit", "strike_back": None | {"dice", "roll", "outcome"},
     "treasures": [card_view] gained that this player may see, "treasure_count": how many were gained
     (seen or not), "lines": up to FIGHT_LINES log lines from the attack on}.  Only lines added since
    the last call are searched (cached per reader in the state's log cache, like `visible_log`).
    """
    done, index = state.log_cache.get(("fight", key), (0, None))
    if done > len(log):
        done, index = 0, None
    for at in range(len(log) - 1, done - 1, -1):
        if _ATTACK.fullmatch(log[at]["text"]) and _fight_at(state, log, at) is not None:
            index = at
            break
    state.log_cache[("fight", key)] = (len(log), index)
    return None if index is None else _fight_at(state, log, index)


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
        "last_fight": last_fight(state, log, "all" if open_hands else player),
        "over": state.winners is not None,
        "winners": list(state.winners) if state.winners is not None else None,
        "end_reason": state.end_reason,
        "deciding": decision.player if decision is not None else None,
    }
