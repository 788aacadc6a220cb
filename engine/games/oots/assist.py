"""Assistance offers and NPC help (digest 3.12, 6.3, 6.4; R-OOTS-164..181, 186, 192, 391, 409, 422).

Rules revision 2 only (`state.part2`): a revision-1 game never offers.  What the table does
by haggling becomes turn-based and public (every offer and answer is a log line):

- Monster battles (D7): before the roll the battling player may, one offer at a time, ask
  a helper on their floor for help, promising one Loot card the helper Drools Over
  (R-OOTS-164..166, A-OOTS-37).  The helper answers out of turn (D7a, a question in
  `state.asks`); NPCs (R-OOTS-178) and everyone in a battle with Xykon the Lich
  (R-OOTS-409, A-OOTS-43) accept at once.
- Player battles (D17, R-OOTS-186): once both shticks are chosen, the sides offer in turn,
  Defender first (R-OOTS-181, A-OOTS-37); a side that says "no more" is done.  A third
  player offered help by one side may first hear the other side (`waiting`); they accept
  at most one offer, and the first acceptance binds (R-OOTS-180).
- An accepted offer adds 2 x the card's Drool Factor relative to the helper, plus the
  helper's "when you assist" boosts (R-OOTS-168, R-OOTS-170), to the asker's total
  (values.player_items lists it: "help from Roy").  The promised card is in escrow for the
  rest of the battle (A-OOTS-36: it keeps working, but cannot be offered again, stolen or
  discarded) and is paid after the battle whatever the result (R-OOTS-151, R-OOTS-171,
  R-OOTS-192): to the helper's Stash, or to the Loot discard pile for an NPC (R-OOTS-179).
- `betray(state, helper)` is the door for Double Cross (R-OOTS-379, A-OOTS-42; windows.py):
  the helper's whole bonus leaves the asker's side for the other side, and nothing is paid.
"""

from __future__ import annotations

from typing import Any

from ...core.decision import Decision, Option
from .content.schema import Loot
from .lair import event
from .movement import name
from .state import Ask, Battle, Offer, OotsState

LIVE = ("pending", "waiting", "accepted")  # a promised card: not offered twice, not stolen (A-OOTS-36)
SIDES = ("defender", "attacker")  # PvP asking order: Defender first (R-OOTS-181)


# -- who fights, who may help ------------------------------------------------------------
def fighters(state: OotsState, b: Battle) -> tuple[int, ...]:
    """The battling seats: the active player, and in a player battle the Defender."""
    seat = state.turn.seat
    return (seat,) if b.monster or b.area else (seat, b.foe)


def side_of(state: OotsState, b: Battle, seat: int) -> str:
    """The asker's side: their role against a Monster; Attacker / Defender in a player battle."""
    if b.monster or b.area:
        return b.role
    return "attacker" if seat == state.turn.seat else "defender"


def seat_of_side(state: OotsState, b: Battle, side: str) -> int:
    return state.turn.seat if side == "attacker" else b.foe


def helper_label(state: OotsState, helper: str) -> str:
    return state.cs.characters[helper].name


def shadows(state: OotsState) -> dict[str, int]:
    """Me and My Shadow (R-OOTS-428): NPC -> the seat it follows (empty when the variant is off)."""
    return state.shadows


def npc_floor(state: OotsState, npc: str) -> int:
    """R-OOTS-174: NPCs sit with the lowest floor a player occupies; a shadow NPC with its player."""
    follows = shadows(state).get(npc)
    if follows is not None:
        return state.players[follows].pos[0]
    return state.npc_floor()


def blocked(state: OotsState, b: Battle) -> bool:
    """No asking at all: a Duel Monster (R-OOTS-391) or a no-assistance Xykon card in the room."""
    cs = state.cs
    foes = b.area or ([b.monster] if b.monster else [])
    if any(cs.monster(m).has("duel") for m in foes):
        return True
    ev = event(state, b.room)
    return ev is not None and any(p.kind == "no_assistance" for p in ev.powers)


def forced(state: OotsState, b: Battle) -> bool:
    """R-OOTS-409 / A-OOTS-43: in a battle with Xykon the Lich nobody may refuse a legal offer."""
    foes = b.area or ([b.monster] if b.monster else [])
    return any(state.cs.monster(m).has("xykon_special") for m in foes)


def escrowed(state: OotsState, seat: int | None = None) -> set[str]:
    """Loot cards promised in the current battle (of `seat`, or anyone's): they stay put (A-OOTS-36)."""
    b = state.battle
    if b is None or not b.offers:
        return set()
    return {o.loot for o in b.offers if o.status in LIVE and (seat is None or o.asker == seat)}


def helpers(state: OotsState, b: Battle, asker: int) -> list[str]:
    """Who `asker` may ask now (R-OOTS-165, R-OOTS-176, A-OOTS-37): on the asker's floor, able to act
    (not resting, missing a turn, fleeing or out), not yet asked by them, not bound or being asked;
    the two sides of a player battle never help each other.  Players first, then NPCs."""
    floor = state.players[asker].pos[0]
    taken = {o.helper for o in b.offers if o.asker == asker or o.status in ("accepted", "pending")}
    fights = fighters(state, b)
    out = [
        p.character
        for seat, p in enumerate(state.players)
        if seat not in fights
        and not (p.exited or p.fleeing or p.token != "up")
        and p.pos[0] == floor
        and p.character not in taken
    ]
    if state.npcs:
        lowest = state.npc_floor()
        follows = state.shadows
        for npc in state.npcs:
            if npc not in taken and (state.players[follows[npc]].pos[0] if npc in follows else lowest) == floor:
                out.append(npc)
    return out


def legal_offers(state: OotsState, seat: int) -> list[tuple[str, str]]:
    """(helper, Loot card) pairs `seat` may offer now (R-OOTS-164..166, 176, 177; digest 6.3)."""
    b = state.battle
    if not state.part2 or b is None or seat not in fighters(state, b):
        return []
    p = state.players[seat]
    if not p.stash and not p.equipped:
        return []
    cs = state.cs
    promised = escrowed(state)
    cards = [c for c in dict.fromkeys(p.stash + p.equipped) if c not in promised and isinstance(cs.loot[c], Loot)]
    if not cards or blocked(state, b):
        return []
    unwanted: list[str] | None = None  # R-OOTS-177: the cards no played character Drools over
    out = []
    for helper in helpers(state, b, seat):
        if helper in state.npcs:
            if unwanted is None:
                unwanted = [c for c in cards if all(cs.loot[c].df(q.character) == 0 for q in state.players)]
            out += [(helper, c) for c in unwanted if cs.loot[c].df(helper) >= 1]
        else:
            out += [(helper, c) for c in cards if cs.loot[c].df(helper) >= 1]
    return out


def bonus(state: OotsState, offer: Offer) -> int:
    """R-OOTS-168 / R-OOTS-170: 2 x Drool Factor relative to the helper, plus the helper's
    "when you assist" boosts (face-up shticks, equipped Loot they may use; NPCs have none)."""
    cs = state.cs
    value = 2 * cs.loot[offer.loot].df(offer.helper)
    seat = state.seat_of(offer.helper)
    if seat < 0:
        return value
    p = state.players[seat]
    mods = [m for s in p.face_up() for m in cs.shticks[s].mods]
    for lid in p.equipped:
        card = cs.loot[lid]
        if not card.users or p.character in card.users:
            mods += card.mods
    return value + sum(m.amount for m in mods if m.stat == "assist" and all(c == "assisting" for c in m.vs))


def assisted(b: Battle, seat: int) -> bool:
    """The "assisted" condition of shticks and Loot: someone accepted `seat`'s offer in this battle."""
    return any(o.asker == seat and o.status == "accepted" for o in b.offers)


def items(state: OotsState, seat: int, b: Battle) -> list[tuple[str, int]]:
    """The itemised lines of help on `seat`'s side (R-OOTS-130, R-OOTS-159); in a player battle
    also a Double Cross against `seat`'s foe moving to `seat` (R-OOTS-379)."""
    out = []
    for o in b.offers:
        if o.status == "accepted" and o.asker == seat:
            out.append((f"help from {helper_label(state, o.helper)}", bonus(state, o)))
        elif o.status == "betrayed" and not (b.monster or b.area) and o.asker == b.foe:
            out.append((f"Double Cross by {helper_label(state, o.helper)}", bonus(state, o)))
    return out


def monster_items(state: OotsState, b: Battle) -> list[tuple[str, int]]:
    """A Double Cross in a Monster battle: the betrayer's bonus joins the Monster's side."""
    return [
        (f"Double Cross by {helper_label(state, o.helper)}", bonus(state, o))
        for o in b.offers
        if o.status == "betrayed"
    ]


# -- offering and answering ----------------------------------------------------------------
def offer_label(state: OotsState, helper: str, loot: str, seat: int) -> str:
    trial = Offer(seat, helper, loot, "")
    return f"Ask {helper_label(state, helper)} for help, offering {state.cs.loot[loot].name} (+{bonus(state, trial)})"


def offer_options(state: OotsState, seat: int) -> list[Option]:
    """D7: one option per legal offer, `offer:<helper>:<loot>`."""
    return [
        Option(f"offer:{h}:{c}", offer_label(state, h, c, seat), group="Help") for h, c in legal_offers(state, seat)
    ]


def make_offer(state: OotsState, seat: int, helper: str, loot: str) -> None:
    """R-OOTS-166: one Loot card per request, made in public; NPCs and Xykon battles accept at once."""
    b = state.battle
    if (helper, loot) not in legal_offers(state, seat):
        raise ValueError("that offer cannot be made now")
    offer = Offer(seat, helper, loot, side_of(state, b, seat))
    b.offers.append(offer)
    state.say(
        f"{name(state, seat)} asks {helper_label(state, helper)} for help, "
        f"offering {state.cs.loot[loot].name} (+{bonus(state, offer)})."
    )
    helper_seat = state.seat_of(helper)
    if helper_seat < 0 or forced(state, b):  # R-OOTS-178 / R-OOTS-409
        accept(state, offer)
        return
    index = len(b.offers) - 1
    heard = [i for i, o in enumerate(b.offers) if o.helper == helper and o.status == "waiting"]
    state.asks.append(Ask("assist", helper_seat, {"offers": heard + [index]}))


def accept(state: OotsState, offer: Offer) -> None:
    offer.status = "accepted"
    b = state.battle
    for o in b.offers:  # R-OOTS-180: the first acceptance binds; a held offer of the other side lapses
        if o is not offer and o.helper == offer.helper and o.status == "waiting":
            o.status = "declined"
    state.say(f"{helper_label(state, offer.helper)} helps {name(state, offer.asker)} (+{bonus(state, offer)}).")


def may_wait(state: OotsState, b: Battle, offers: list[int]) -> bool:
    """A PvP third player may hear the other side first, if that side is still offering."""
    if b.monster or b.area or len(offers) > 1:
        return False
    other = "attacker" if b.offers[offers[0]].side == "defender" else "defender"
    return other not in b.done_asking


def answer_decision(state: OotsState) -> Decision:
    """D7a: the asked player accepts one offer, declines, or (PvP) hears the other side first."""
    a = state.asks[0]
    b = state.battle
    cs = state.cs
    opts = []
    for i in a.data["offers"]:
        o = b.offers[i]
        label = f"Help {name(state, o.asker)} for {cs.loot[o.loot].name} (+{bonus(state, o)})"
        opts.append(Option(f"help:{i}", label))
    if may_wait(state, b, a.data["offers"]):
        opts.append(Option("wait", "Hear the other side's offer first"))
    opts.append(Option("no_help", "Decline"))
    who = " and ".join(dict.fromkeys(name(state, b.offers[i].asker) for i in a.data["offers"]))
    return Decision(a.seat, f"{name(state, a.seat)}, {who} asks for your help.", tuple(opts))


def answer(state: OotsState, head: str, arg: str) -> None:
    """Play the helper's answer (R-OOTS-167); in a player battle the asking goes on."""
    a = state.asks.pop(0)
    b = state.battle
    chosen = int(arg) if head == "help" else -1
    for i in a.data["offers"]:
        o = b.offers[i]
        if i == chosen:
            accept(state, o)
        elif head == "wait":
            o.status = "waiting"
            state.say(f"{helper_label(state, o.helper)} waits to hear the other side.")
        else:
            o.status = "declined"
            state.say(f"{helper_label(state, o.helper)} declines to help {name(state, o.asker)}.")
    if not (b.monster or b.area) and b.stage == "assist":
        next_side(state, a.data["offers"][-1])


# -- player battles: the sides take turns -----------------------------------------------
def open_pvp(state: OotsState) -> None:
    """After both shticks and flips (D17): the asking round, Defender first; then the roll."""
    from .pvp import roll

    b = state.battle
    if not state.part2 or not any(legal_offers(state, s) for s in fighters(state, b)):
        roll(state)
        return
    b.stage = "assist"
    b.asking = ""
    turn_to(state, "defender")


def turn_to(state: OotsState, first: str) -> None:
    """Give the asking turn to `first`, else the other side; a side with nothing to offer is done."""
    b = state.battle
    for side in (first, "attacker" if first == "defender" else "defender"):
        if side in b.done_asking:
            continue
        if legal_offers(state, seat_of_side(state, b, side)):
            b.asking = side
            return
        b.done_asking.append(side)
    close_pvp(state)


def next_side(state: OotsState, index: int) -> None:
    """After an offer is answered (or held), the other side's turn (R-OOTS-181)."""
    b = state.battle
    if state.asks:
        return
    if b.asking:
        turn_to(state, "attacker" if b.asking == "defender" else "defender")
    else:
        close_pvp(state)


def enough(state: OotsState) -> None:
    """`enough`: the side whose turn it is makes no more offers."""
    b = state.battle
    b.done_asking.append(b.asking)
    turn_to(state, b.asking)


def close_pvp(state: OotsState) -> None:
    """Both sides are done: helpers still holding an offer now answer it; then both roll."""
    from .pvp import roll

    b = state.battle
    b.asking = ""
    held: dict[str, list[int]] = {}
    for i, o in enumerate(b.offers):
        if o.status == "waiting":
            held.setdefault(o.helper, []).append(i)
    if held:
        helper, offers = next(iter(held.items()))
        for i in offers:
            b.offers[i].status = "pending"
        state.asks.append(Ask("assist", state.seat_of(helper), {"offers": offers}))
        return
    b.done_asking = []  # the asking round is over: nothing of it is left in the state but the offers
    b.stage = "defend_flip"
    roll(state)


def pvp_decision(state: OotsState) -> Decision:
    """The side whose turn it is: one more offer, or no more."""
    b = state.battle
    seat = seat_of_side(state, b, b.asking)
    foe = b.foe if seat == state.turn.seat else state.turn.seat
    opts = offer_options(state, seat) + [Option("enough", "Ask nobody else")]
    return Decision(seat, f"{name(state, seat)}, ask for help against {name(state, foe)}?", tuple(opts))


def offer_pvp(state: OotsState, helper: str, loot: str) -> None:
    """`offer:<helper>:<loot>` by the side whose turn it is; an NPC's yes passes the turn at once."""
    b = state.battle
    make_offer(state, seat_of_side(state, b, b.asking), helper, loot)
    if not state.asks:
        next_side(state, len(b.offers) - 1)


def sure_help(state: OotsState, seat: int) -> list[Offer]:
    """Help nobody can refuse now, as accepted offers: NPCs always (R-OOTS-178), everyone against
    Xykon (R-OOTS-409); per helper the card with the biggest bonus, each card once (for planning)."""
    b = state.battle
    cs = state.cs
    force = forced(state, b)
    out: list[Offer] = []
    used: set[str] = set()
    best: dict[str, str] = {}
    for helper, card in legal_offers(state, seat):
        sure = force or state.seat_of(helper) < 0
        if sure and (helper not in best or cs.loot[card].df(helper) > cs.loot[best[helper]].df(helper)):
            best[helper] = card
    for helper, card in sorted(best.items(), key=lambda hc: -cs.loot[hc[1]].df(hc[0])):
        if card not in used:
            used.add(card)
            out.append(Offer(seat, helper, card, side_of(state, b, seat), "accepted"))
    return out


def offers_view(state: OotsState, b: Battle) -> dict[str, Any]:
    """The battle's offers for the page (all public, R-OOTS-180's table talk made visible):
    asker, helper, Loot, bonus and answer; in a player battle, whose turn it is to ask."""
    cs = state.cs
    rows = [
        {
            "asker": o.asker,
            "helper": o.helper,
            "helper_name": helper_label(state, o.helper),
            "npc": state.seat_of(o.helper) < 0,
            "loot": o.loot,
            "loot_name": cs.loot[o.loot].name,
            "bonus": bonus(state, o),
            "side": o.side,
            "status": o.status,
        }
        for o in b.offers
    ]
    out: dict[str, Any] = {"offers": rows, "asking": seat_of_side(state, b, b.asking) if b.asking else -1}
    out["asking_side"] = b.asking  # public: whose turn it is to ask, as the state names it
    if b.stage == "assist":  # a player battle's modifiers so far (both shticks are chosen and shown)
        from .pvp import totals

        mine, theirs, _, _ = totals(state)
        out["totals"] = {"attacker": mine, "defender": theirs}
    return out


# -- Me and My Shadow (R-OOTS-428) ---------------------------------------------------------
def shadow_decision(state: OotsState) -> Decision:
    """Each player, in seat order, picks one NPC nobody picked yet."""
    a = state.asks[0]
    opts = [
        Option(f"shadow:{npc}", f"Take {helper_label(state, npc)} along")
        for npc in state.npcs
        if npc not in state.shadows
    ]
    return Decision(a.seat, f"{name(state, a.seat)}, which character follows you through the dungeon?", tuple(opts))


def pick_shadow(state: OotsState, npc: str) -> None:
    a = state.asks[0]
    if npc not in state.npcs or npc in state.shadows:
        raise ValueError(f"{npc!r} cannot be picked")
    state.asks.pop(0)
    state.shadows[npc] = a.seat
    state.say(f"{helper_label(state, npc)} follows {name(state, a.seat)}.")


# -- after the battle ------------------------------------------------------------------
def pay(state: OotsState, b: Battle) -> None:
    """R-OOTS-151 / R-OOTS-171 / R-OOTS-192: every accepted offer is paid, whatever the result;
    an NPC's card goes to the Loot discard pile (R-OOTS-179)."""
    cs = state.cs
    for o in b.offers:
        if o.status != "accepted":
            continue
        p = state.players[o.asker]
        if o.loot in p.stash:
            p.stash.remove(o.loot)
        elif o.loot in p.equipped:
            p.equipped.remove(o.loot)
        else:
            continue  # escrow keeps it from every effect of the battle; nothing else takes it
        seat = state.seat_of(o.helper)
        state.chance.reveal()  # the card's face reaches the helper: undo never goes back across it
        if seat < 0:
            state.loot_discard.append(o.loot)
        else:
            state.players[seat].stash.append(o.loot)
        state.say(f"{name(state, o.asker)} pays {helper_label(state, o.helper)} {cs.loot[o.loot].name}.")


def betray(state: OotsState, helper: int) -> bool:
    """Double Cross (R-OOTS-379, A-OOTS-42), for windows.py: the seat `helper`'s accepted offer in
    the current battle turns over.  Its whole bonus (Bard Song-style boosts included) leaves the
    asker's total and joins the other side's (values.player_items / fight.totals read the status),
    and the promised card stays with the asker (pay skips it).  The caller re-evaluates the result.
    Returns False when `helper` is assisting nobody in this battle.
    """
    b = state.battle
    character = state.players[helper].character
    for o in b.offers if b is not None else ():
        if o.helper == character and o.status == "accepted":
            o.status = "betrayed"
            state.say(f"{name(state, helper)} double-crosses {name(state, o.asker)}!")
            return True
    return False
