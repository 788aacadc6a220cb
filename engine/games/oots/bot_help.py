"""Computer decisions about assistance (digest 6.5 items 3 and 4), from the seat's own view only.

- Asking (D7 / the PvP asking round): an offer is worth the better chances it buys (the
  view's exact d12 odds of each offer against a Monster; two d12 against a player) less
  what the card is worth to the asker and to a rival who gets it.  Among offers that make
  the win likely, the one giving the least Drool Factor wins (a card worth more stays home).
- Answering (D7a): a card you Drool Over is worth its Drool Factor to you (Bragging Points,
  the Lair's Minimum Loot); helping a player who leads by the public count costs the chance
  your help adds to their win (about bonus / 12 of the battle's worth) weighed by the lead.
  In a player battle with two offers, the same score picks the better card from the one not
  leading; hearing the other side first is worth a little while the card on the table is poor.
- Loot only NPCs want (R-OOTS-177) is what buys their help against Xykon: it is kept for him.

Every number comes from the view: the battle with its offers and chances, everyone's shticks
and equipped Loot, hand and Stash sizes; the seat's own Stash.  Nothing hidden is read.
"""

from __future__ import annotations

from typing import Any

LIKELY = 0.6  # a win this likely is enough: no more offers
KEEP = 0.8  # what one point of Drool Factor to yourself is worth, per card given away
RIVAL = 0.2  # what one point a rival gets is worth to you (negative)
ANSWER_BASE = 1.0  # declining keeps things as they are
RESERVE = 0.4  # per point of an NPC's Drool Factor: Loot kept to pay NPCs against Xykon


def estimate(s: Any, player: dict[str, Any]) -> float:
    """A public estimate of a player's Bragging Points: equipped Drool Factor, shticks, Stash and saved cards."""
    char = player["character"]
    equipped = sum(s.cs.loot[c["id"]].df(char) for c in player["equipped"] if c["id"] in s.cs.loot)
    shticks = len(player["shticks"]) + len(player["flipped"])
    return equipped + shticks + 1.0 * player["stash_size"] + 0.3 * player["saved_count"]


def lead_of(s: Any, seat: int) -> float:
    """How far `seat` leads everyone else still inside by the public estimate (negative: behind)."""
    players = [p for p in s.view["players"] if not p["exited"]]
    mine = next((estimate(s, p) for p in players if p["seat"] == seat), 0.0)
    others = [estimate(s, p) for p in players if p["seat"] != seat]
    return mine - max(others, default=0.0)


def fraction(odds: dict[str, Any]) -> tuple[float, float, float]:
    of = odds.get("of", 1) or 1
    return odds["win"] / of, odds["draw"] / of, odds["loss"] / of


def npc_worth(s: Any, loot: str) -> int:
    """The most help an NPC would give for `loot` (R-OOTS-177: only Loot no played character Drools over)."""
    card = s.cs.loot.get(loot)
    if card is None or not hasattr(card, "drool") or any(card.df(p["character"]) for p in s.view["players"]):
        return 0
    return max((card.df(npc) for npc in s.view["npcs"]), default=0)


def reserve(s: Any, loot: str) -> float:
    """Loot only NPCs want is what buys their help against Xykon: kept for him while he stands."""
    if s.view.get("xykon_victor", -1) >= 0 or s.collapsing:
        return 0.0
    battle = s.view.get("battle") or {}
    if battle.get("monster") and s.cs.monster(battle["monster"]).has("xykon_special"):
        return 0.0
    return RESERVE * npc_worth(s, loot)


def card_cost(s: Any, loot: str, helper: str) -> float:
    """What giving `loot` to `helper` costs the asker: its worth to them, and points for a rival."""
    cs = s.cs
    mine = s.df(loot)
    cost = KEEP * mine + reserve(s, loot)
    if mine and any(c["id"] == loot for c in s.me["equipped"]) and not s.qualified():
        cost += 0.4 * mine  # it counts toward the Lair's Minimum Loot
    if any(p["character"] == helper for p in s.view["players"]):
        cost += RIVAL * cs.loot[loot].df(helper)
    return cost


def pvp_win(diff: int) -> tuple[float, float, float]:
    """Two d12: P(d + mine > d' + theirs) with `diff` = mine - theirs; (win, draw, loss)."""
    win = draw = 0
    for a in range(1, 13):
        for b in range(1, 13):
            total = a + diff - b
            win += total > 0
            draw += total == 0
    return win / 144, draw / 144, 1 - (win + draw) / 144


def offer(s: Any, arg: str, keys: list[str], ev: Any, worth: float) -> float:
    """`offer:<helper>:<loot>`: the better chances less the card's cost."""
    helper, _, loot = arg.partition(":")
    battle = s.view.get("battle") or {}
    cs = s.cs
    bonus_df = cs.loot[loot].df(helper)
    hurt = s.me["wounds"]
    if battle.get("monster"):
        choices = (s.view.get("odds") or {}).get("choices", {})
        now, then = choices.get("roll"), choices.get(f"offer:{arg}")
        if now is None or then is None:
            return -1.0
        before, after = fraction(now), fraction(then)
    else:
        totals = battle.get("totals") or {}
        mine_side = "attacker" if (s.view.get("turn") or {}).get("seat") == s.seat else "defender"
        other = "defender" if mine_side == "attacker" else "attacker"
        diff = totals.get(mine_side, 0) - totals.get(other, 0)
        before = pvp_win(diff)
        after = pvp_win(diff + 2 * bonus_df)
    if before[0] >= LIKELY:
        return ev(before, hurt, worth) - 1.0  # likely enough already: keep the Loot
    cost = card_cost(s, loot, helper) + 0.15 * bonus_df
    sure = (s.view.get("odds") or {}).get("sure_help")
    if after[0] < LIKELY and sure and f"offer:{arg}" in sure["plan"]:
        # one offer is not enough: a row of offers nobody can refuse is, or comes closer
        full = fraction(sure)
        if full[0] > after[0]:
            return ev(enough_of(full), hurt, worth) - cost * len(sure["plan"])
    return ev(enough_of(after), hurt, worth) - cost


def enough_of(odds: tuple[float, float, float]) -> tuple[float, float, float]:
    """Chances beyond "likely" count a fifth: among offers that make the win likely the cheapest wins."""
    win, draw, loss = odds
    return min(win, LIKELY) + 0.2 * max(0.0, win - LIKELY), draw, loss


def stay_put(s: Any, ev: Any, worth: float) -> float:
    """The PvP `enough`: the chances as they stand."""
    battle = s.view.get("battle") or {}
    totals = battle.get("totals") or {}
    mine_side = "attacker" if (s.view.get("turn") or {}).get("seat") == s.seat else "defender"
    other = "defender" if mine_side == "attacker" else "attacker"
    return ev(pvp_win(totals.get(mine_side, 0) - totals.get(other, 0)), s.me["wounds"], worth)


def answer(s: Any, arg: str, worth: float) -> float:
    """`help:<i>`: the card's worth to you, less what your help adds to a leader's winnings
    (about bonus / 12 more chance of the battle's `worth`, weighed by how far they lead)."""
    offers = (s.view.get("battle") or {}).get("offers", [])
    if not arg.isdigit() or int(arg) >= len(offers):
        return ANSWER_BASE
    o = offers[int(arg)]
    gain = 0.3 + 0.9 * s.df(o["loot"])
    lead = lead_of(s, o["asker"])
    if lead > 0:
        gain -= o["bonus"] / 12 * worth * lead / 3
    return ANSWER_BASE + gain


def shadow(s: Any, npc: str) -> float:
    """Me and My Shadow: the NPC who can be paid with the most Loot cards (nobody playing Drools over them)."""
    played = [p["character"] for p in s.view["players"]]
    cards = [c for c in s.cs.loot.values() if hasattr(c, "drool")]
    return float(sum(1 for c in cards if c.df(npc) and not any(c.df(p) for p in played)))


def wait(s: Any) -> float:
    """Hear the other side first: worth a little unless the offer on the table is already good."""
    offers = (s.view.get("battle") or {}).get("offers", [])
    pending = [o for o in offers if o["status"] == "pending"]
    best = max((s.df(o["loot"]) for o in pending), default=0)
    return ANSWER_BASE + (0.6 if best <= 1 else 0.1)
