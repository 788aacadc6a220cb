"""Computer players in battles (bot.py): shticks, flips, rolls, Monsters to play, player battles.

Battle choices are scored by the exact d12 chances in the view (odds.py): win worth (experience,
Loot, Xykon's cards) against a Wound.  Also the battle's side decisions: what to save, Ranged
Attacks, taking Loot from a beaten player, Evade and help payments, assistance (bot_help.py)
and Screw This! windows (bot_screw.py).
"""

from __future__ import annotations

from typing import Any

from . import bot_help
from .bot_seen import WIN, Seen, ev, supports_lich, xykon_worth


# -- battles ---------------------------------------------------------------------------
def battle_choice(s: Seen, key: str) -> float:
    choices = (s.view.get("odds") or {}).get("choices", {})
    odds = choices.get(key)
    if odds is None:
        return 0.0
    battle = s.view.get("battle") or {}
    worth = WIN
    if battle.get("monster"):
        m = s.cs.monster(battle["monster"])
        worth += 0.3 * (m.xp + m.loot) + xykon_worth(s, battle["monster"], battle["room"][0])
    return ev(odds, s.me["wounds"], worth)


def _shtick(s: Seen, arg: str, keys: list[str]) -> float:
    battle = s.view.get("battle") or {}
    if not battle.get("monster"):  # player against player: the best printed value for my side
        if arg == "none":
            return 0.0
        sh = s.cs.shticks[arg]
        attacking = battle.get("foe") != s.seat
        value = sh.battle.atk if attacking else sh.battle.defense
        return float(value or 0) - (0.5 if sh.flip else 0.0)
    value = battle_choice(s, f"shtick:{arg}")
    if arg != "none" and s.cs.shticks[arg].flip:
        value -= 0.12
    if arg != "none":  # equal chances (none at all, before help): the better printed value
        sh = s.cs.shticks[arg]
        printed = sh.battle.atk if battle.get("role") == "attacker" else sh.battle.defense
        value += 0.001 * ((printed or 0) + (2 if sh.battle.result != "draw" else 0))
    return value


def _charge(s: Seen, arg: str, keys: list[str]) -> float:
    return -0.5


def _flip(s: Seen, arg: str, keys: list[str]) -> float:
    if arg.count(":"):  # another player's shtick to flip: the one with the most shticks in play
        seat, _, _ = arg.partition(":")
        other = s.view["players"][int(seat)]
        return float(len(other["shticks"]))
    battle = s.view.get("battle") or {}
    if not battle.get("monster"):
        return -1.0
    gain = battle_choice(s, f"flip:{arg}") - battle_choice(s, "roll")
    cost = 0.25 if arg in s.cs.shticks else 0.3 + 0.6 * s.df(arg)
    m = s.cs.monster(battle["monster"])
    if m.xykon_card:
        cost *= 0.3
    return gain - cost


def _roll(s: Seen, arg: str, keys: list[str]) -> float:
    battle = s.view.get("battle") or {}
    if not battle.get("monster"):
        return 0.0
    return battle_choice(s, "roll")


def _reroll(s: Seen, arg: str, keys: list[str]) -> float:
    battle = s.view.get("battle") or {}
    worse = {"loss": 1.0, "draw": 0.3}.get(battle.get("outcome", ""), -1.0)
    cost = 0.2 if arg in s.cs.shticks else 0.3 + 0.5 * s.df(arg)
    return worse - cost


def _accept(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _save(s: Seen, arg: str, keys: list[str]) -> float:
    """Saved Monsters only buy shticks: with the Shtick Deck used up, let them go back into play."""
    return 1.0 if s.me["shtick_deck_size"] > 0 else -1.0


def _discard(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _next(s: Seen, arg: str, keys: list[str]) -> float:
    odds = s.odds.get(f"next:{arg}")
    if odds is None:
        return -1.0
    return ev(odds, s.me["wounds"], WIN + 0.3) - 0.1


def _ranged(s: Seen, arg: str, keys: list[str]) -> float:
    odds = s.odds.get(f"ranged:{arg}")
    if odds is None:
        return -1.0
    return ev(odds, s.me["wounds"]) - 0.1


def printed_best(s: Seen, player: dict[str, Any], stat: str, foe: dict[str, Any] | None = None) -> int:
    """A player's best printed Attack or Defense among face-up Battle Shticks, boosts and bonuses included.

    A bonus against players counts only when its condition holds in this battle (Attack ones: attacking;
    Defense ones: defending; against a wounded or a resting `foe`): Belkar's Bully (+3 against a resting
    player) made every foe look beatable, so he picked fights he lost."""
    cs = s.cs
    ids = [c["id"] for c in player["shticks"]]
    best = 0
    for sid in ids:
        sh = cs.shticks[sid]
        if sh.battle is None or sh.area is not None:
            continue
        value = sh.battle.atk if stat == "atk" else sh.battle.defense
        if value is None:
            continue
        copies = sum(1 for o in ids if cs.shticks[o].name == sh.name) - 1
        value += copies * (sh.boost_atk if stat == "atk" else sh.boost_def)
        best = max(best, value)
    holds = {
        "player": True,
        "attacking": stat == "atk",
        "defending": stat == "def",
        "foe_wounded": bool(foe and foe["wounds"] > 0),
        "foe_resting": bool(foe and foe["token"] != "up"),
    }
    bonus = sum(
        m.amount
        for sid in ids
        for m in cs.shticks[sid].mods
        if m.stat == stat and "player" in m.vs and all(holds.get(v, False) for v in m.vs)
    )
    return best + bonus


def _attack(s: Seen, arg: str, keys: list[str]) -> float:
    """A battle with a player: only with a clear edge (both roll a d12) and Loot worth taking."""
    foe = s.view["players"][int(arg)]
    edge = printed_best(s, s.me, "atk", foe) - printed_best(s, foe, "def", s.me)
    if foe["token"] != "up":
        edge += 4  # a resting or turn-missing Defender has -4 Defense
    loot = max((s.df(c["id"]) for c in foe["equipped"]), default=0)
    if s.me["wounds"] >= 3 or not foe["equipped"]:
        return -1.0
    return 0.25 * edge + 0.3 * loot - 1.0


def _none(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _take_two(s: Seen, arg: str, keys: list[str]) -> float:
    return 2.0


def _leave(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _ready(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _refuse(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.5 if s.me["wounds"] >= 2 or s.me["token"] != "up" else -0.5


def _take(s: Seen, arg: str, keys: list[str]) -> float:
    if arg == "random":
        return 1.0
    return 1.0 + s.df(arg)


def _decline(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _let_go(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.0


def _monster(s: Seen, arg: str, keys: list[str]) -> float:
    """D5: which Monster to play.  Into another's battle: the one most likely to beat them
    (and worth little to them when it does not); into your own: the one you most likely beat."""
    fill = s.view.get("fill") or {}
    trigger = s.view["turn"]["seat"] if s.view.get("turn") else -1
    odds = s.odds.get(f"monster:{arg}")
    m = s.cs.monster(arg)
    if odds is None:
        return float(m.atk) if trigger != s.seat else -float(m.atk)
    w, d, lo = odds
    # In the Lair, a goblin or Undead strengthens Xykon against everyone, you included.
    lair = bool(fill) and fill["room"][0] == s.lair and supports_lich(s, arg)
    if trigger == s.seat or not fill:
        return w - lo + 0.2 * (m.xp + m.loot) - (0.6 if lair else 0.0)
    return lo - w - 0.1 * w * (m.xp + m.loot) - (0.6 if lair else 0.0)


def _heal(s: Seen, arg: str, keys: list[str]) -> float:
    return 2.0 if int(arg) == s.seat else 1.0 - 0.1 * s.view["players"][int(arg)]["wounds"]


def _pay(s: Seen, arg: str, keys: list[str]) -> float:
    return -0.5 - s.df(arg)  # a computer keeps its Loot


def _evade(s: Seen, arg: str, keys: list[str]) -> float:
    return 0.5 - s.df(arg) - bot_help.reserve(s, arg)  # Loot it does not Drool Over buys a sure Evade


def _prevent(s: Seen, arg: str, keys: list[str]) -> float:
    return 1.0


def _grab(s: Seen, arg: str, keys: list[str]) -> float:
    return 2.0


def battle_worth(s: Seen) -> float:
    """What winning the current battle is worth (as `battle_choice` counts it; a player foe: Loot to take)."""
    battle = s.view.get("battle") or {}
    if not battle.get("monster"):
        return WIN + 0.3
    m = s.cs.monster(battle["monster"])
    return WIN + 0.3 * (m.xp + m.loot) + xykon_worth(s, battle["monster"], battle["room"][0])


def _offer(s: Seen, arg: str, keys: list[str]) -> float:
    return bot_help.offer(s, arg, keys, ev, battle_worth(s))


def _help(s: Seen, arg: str, keys: list[str]) -> float:
    return bot_help.answer(s, arg, battle_worth(s))


def _no_help(s: Seen, arg: str, keys: list[str]) -> float:
    return bot_help.ANSWER_BASE


def _wait(s: Seen, arg: str, keys: list[str]) -> float:
    return bot_help.wait(s)


def _enough(s: Seen, arg: str, keys: list[str]) -> float:
    return bot_help.stay_put(s, ev, battle_worth(s))


def _screw(s: Seen, arg: str, keys: list[str]) -> float:
    """A Screw This! card in a window (part 2): bot_screw.py; a pass is worth 0."""
    from .bot_screw import score as screw_score

    return screw_score(s, arg)


def _pass(s: Seen, arg: str, keys: list[str]) -> float:
    """A window pass; changing one's own stop setting is a person's choice, never the hint's."""
    return -0.05 if arg else 0.0


HANDLERS = {
    "screw": _screw,
    "pass": _pass,
    "offer": _offer,  # assistance (part 2): bot_help.py
    "help": _help,
    "no_help": _no_help,
    "wait": _wait,
    "enough": _enough,
    "shadow": lambda s, arg, keys: bot_help.shadow(s, arg),
    "heal": _heal,
    "pay": _pay,
    "evade": _evade,
    "prevent": _prevent,
    "wounds": _none,
    "grab": _grab,
    "let_go": _let_go,
    "shtick": _shtick,
    "charge": _charge,
    "flip": _flip,
    "roll": _roll,
    "reroll": _reroll,
    "accept": _accept,
    "save": _save,
    "discard": _discard,
    "next": _next,
    "ranged": _ranged,
    "attack": _attack,
    "none": _none,
    "take_two": _take_two,
    "leave": _leave,
    "ready": _ready,
    "refuse": _refuse,
    "take": _take,
    "decline": _decline,
    "monster": _monster,
}
