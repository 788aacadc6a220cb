"""What each seat may see (digest 6.1).

Public: the dungeon (rooms, stacks fanned, Loot pile sizes, stairs), every token, Wounds,
shticks in play (flipped or not), equipped Loot, hand and Stash sizes, saved-Monster
counts, deck sizes, the battle in progress with its itemised values.  Private to the
owner: the Battle Hand, the Loot Stash and the saved Monsters' total XP.  Hidden from
everyone: the order of every deck and the faces of Loot lying in rooms.

For the page it adds `cards` (the printed face of every card the view already names, so a
card is drawn as a card) and, before the roll of a battle with a Monster, `odds`: the exact
win / draw / loss counts of each choice (each Battle Shtick, each flip for a bonus, rolling
now) with its itemised totals, from the d12 formula of digest 5.3 run through the rules'
own outcome steps.  Both are public: every number in them is on the table.
"""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any

from ...core.game import REVEAL_ALL
from .state import Battle, OotsState


def make_view(state: OotsState, viewer: Any) -> dict[str, Any]:
    """The redacted projection for seat `viewer` (None = a spectator; REVEAL_ALL = everything)."""
    everything = viewer is REVEAL_ALL
    cs = state.cs
    shticks, loot, room_cards, battle_cards, xykon_cards = cs.shticks, cs.loot, cs.rooms, cs.battle, cs.xykon
    ids: list[str] = []  # every card id shown, in order: their faces go in "cards" (`_faces`)
    players = []
    for seat, p in enumerate(state.players):
        mine = everything or viewer == seat
        up = p.face_up()
        entry: dict[str, Any] = {
            "seat": seat,
            "name": state.names[seat],
            "character": p.character,
            "pos": list(p.pos),
            "wounds": p.wounds,
            "token": p.token,
            "fleeing": p.fleeing,
            "exited": p.exited,
            "shticks": [{"id": s, "name": shticks[s].name} for s in up],
            "flipped": [{"id": s, "name": shticks[s].name} for s in p.flipped],
            "equipped": [{"id": c, "name": loot[c].name} for c in p.equipped],
            "hand_size": len(p.hand),
            "stash_size": len(p.stash),
            "saved_count": len(p.saved),
            "shtick_deck_size": len(p.shtick_deck),
        }
        ids += up
        ids += p.flipped
        ids += p.equipped
        if mine:
            entry["hand"] = [{"id": c, "name": _battle_name(state, c)} for c in p.hand]
            entry["stash"] = [{"id": c, "name": loot[c].name} for c in p.stash]
            entry["saved_xp"] = sum(cs.monster(m).xp for m in p.saved)
            entry["starting_choice"] = list(p.starting_choice)
            ids += p.hand
            ids += p.stash
            ids += p.starting_choice
        players.append(entry)
    floors = []
    for f, floor in enumerate(state.floors):
        rooms = []
        for col, room in sorted(floor.rooms.items()):
            card = room_cards[room.card]
            rooms.append(
                {
                    "col": col,
                    "card": room.card,
                    "name": card.name,
                    "text": card.text,
                    "monsters": [
                        {"id": m, "name": (battle_cards.get(m) or xykon_cards[m]).name} for m in room.monsters
                    ],
                    "loot_count": len(room.loot),
                    "xykon_card": room.xykon_card,
                    "xykon_down": room.xykon_down,
                }
            )
            ids.append(room.card)
            ids += room.monsters
            if room.xykon_card:
                ids.append(room.xykon_card)
        floors.append({"floor": f, "rooms": rooms, "stairs_down": floor.stairs_down})
    view: dict[str, Any] = {
        "game": "oots",
        "viewer": None if everything else viewer,
        "players": players,
        "npcs": list(state.npcs),
        "npc_floor": state.npc_floor(),
        **({"shadows": dict(state.shadows)} if state.shadows else {}),  # Me and My Shadow: NPC -> the seat it follows
        "lair_floor": state.lair_floor,
        "collapsing": state.collapsing,
        "xykon_victor": state.xykon_victor,
        "exits": [list(e) for e in state.exits],
        "floors": floors,
        "floors_regular": state.floors_regular,
        "card_set": state.cs_name,  # which printing of the cards (a revision-1 game keeps its numbers)
        "min_loot": state.min_loot,
        "min_shticks": state.min_shticks,
        "decks": {
            "battle": len(state.battle_deck),
            "battle_discard": len(state.battle_discard),
            "loot": len(state.loot_deck),
            "loot_discard": len(state.loot_discard),
            "rooms": len(state.room_deck),
            "lair": len(state.lair_deck),
            "xykon": len(state.xykon_deck),
        },
        "first_player": state.first_player,
        "turn": None if state.turn is None else {"seat": state.turn.seat, "stage": state.turn.stage},
        "log": list(state.log[-30:]),
    }
    if state.fill is not None:
        view["fill"] = {"room": list(state.fill.room), "size": state.fill.size, "caller": state.fill.caller}
    for key, b in (("battle", state.battle), ("last_battle", state.last_battle)):
        if b is None:
            continue
        view[key] = {
            "room": list(b.room),
            "monster": b.monster,
            "role": b.role,
            "ranged": b.ranged,
            "stage": b.stage,
            "shtick": b.shtick,
            "dice": list(b.dice),
            "player_total": b.player_total,
            "monster_total": b.monster_total,
            "outcome": b.outcome,
            "items": [list(i) for i in b.items],
            "area": list(b.area),
            "foe": b.foe,
            "foe_shtick": b.foe_shtick,
            "foe_total": b.foe_total,
            "foe_items": [list(i) for i in b.foe_items],
        }
        if b.offers or b.asking:  # part 2: the battle's assistance offers, all public (assist.py)
            from .assist import offers_view

            view[key].update(offers_view(state, b))
    if state.window is not None or state.effects:  # part 2: public (every card played is announced)
        from .screw import public
        from .windows import view as window_view

        view["window"] = window_view(state, viewer)
        view["effects"] = public(state)
    view["cards"] = _faces(state, view, ids)
    ask = state.asks[0] if state.asks else None
    if ask is not None and ask.kind == "keep_shtick" and (everything or viewer == ask.seat):
        from .shticks import look  # R-OOTS-260: the owner alone sees the top 3 of their Shtick Deck

        view["cards"].update({c: card_face(state, c) for c in look(state, ask.seat)})
    odds = battle_odds(state)
    chooser = state.battle.foe if odds.get("defender") else state.turn.seat if state.turn else None
    if odds and not everything and chooser is not None and viewer != chooser:  # the Defender's, in a player battle
        odds = _unseen(state, odds, chooser)
    if odds:
        view["odds"] = odds
    from .odds import attach  # the deciding seat's chances around battles (computer players read them)

    attach(view, state, viewer)
    if state.window is not None:  # part 2: the chances beside each Screw This! card to play
        from .screw_odds import attach as window_attach

        window_attach(view, state, viewer)
    if state.over:
        from .scoring import breakdown

        view["scores"] = [breakdown(state, s) for s in range(state.seats)]
    return view


def _battle_name(state: OotsState, card: str) -> str:
    c = state.cs.battle[card]
    return c.name


# -- card faces (public: what the printed card says) ---------------------------------
def _content(state: OotsState) -> Any:
    """The printed cards this game was dealt: a revision-1 game (an old link) shows revision 1's numbers."""
    from . import content

    if state.content_name == "fixtures":
        return content.FIXTURES
    return content.SHIPPED if state.part2 else _revision1_content()


@functools.cache
def _revision1_content() -> Any:
    from . import content

    return content.load_content(revision=1)


def card_face(state: OotsState, card: str) -> dict[str, Any]:
    """What a card shows face-up, for the page to draw it as a card (digest 5.3's fields).

    The words come from content/describe.py (the card's own lines); the numbers the page
    places in fixed spots (Attack, Defense, Range) come from the card data.
    """
    from .content import schema as sc
    from .content.describe import card_lines, types_line

    src = _content(state)
    obj = src.by_id.get(card)
    cs = state.cs
    if obj is None:  # a hand-made test set: the card set still names it
        named = cs.shticks.get(card) or cs.battle.get(card) or cs.loot.get(card) or cs.rooms.get(card)
        named = named or cs.xykon.get(card)
        return {"kind": "card", "title": getattr(named, "name", card), "lines": []}
    lines = card_lines(obj, src)
    face: dict[str, Any] = {"title": obj.name, "lines": lines[1:]}
    if isinstance(obj, sc.Shtick):
        face.update(kind="shtick", owner=obj.owner, types=types_line(obj.types), flip=obj.flip)
        if obj.battle is not None:
            b = obj.battle
            face.update(
                atk="N/A" if b.atk is None else f"{b.atk:+d}",
                defense="N/A" if b.defense is None else f"{b.defense:+d}",
                range="∞" if b.range == sc.INF else str(b.range),
            )
    elif isinstance(obj, sc.Monster):
        face.update(
            kind="monster",
            types=types_line(obj.types),
            atk=str(obj.atk),
            defense=str(obj.defense),
            range=str(obj.range),
            xp=obj.xp,
            loot=obj.loot,
            xykon=obj.xykon_card,
        )
    elif isinstance(obj, sc.Trap):
        face.update(kind="trap")
    elif isinstance(obj, sc.Loot):
        drool = {c: n for c, n in obj.drool}
        face.update(kind="loot", drool=drool, crest=obj.crest)
    elif isinstance(obj, sc.ScrewThis):
        face.update(kind="screw")
    elif isinstance(obj, sc.Room):
        face.update(kind="room")
    else:
        face.update(kind="xykon")
    return face


def _faces(state: OotsState, view: dict[str, Any], ids: list[str]) -> dict[str, dict[str, Any]]:
    """Faces of every card id the view shows (never a hidden one: only ids already in the view).

    `ids`: the players' and the rooms' cards as `make_view` put them in (never a hidden one)."""
    for key in ("battle", "last_battle"):
        b = view.get(key)
        if b:
            ids += [c for c in [b["monster"], b["shtick"], b["foe_shtick"], *b["area"]] if c]
    ids += [e["card"] for e in (view.get("window") or {}).get("stack", ())]
    ids += [e["card"] for e in view.get("effects", ())]
    known = _FACES.setdefault((state.content_name, state.part2), {})
    shown = dict.fromkeys(ids)
    for c in shown:
        if c not in known:
            known[c] = card_face(state, c)
    return {c: known[c] for c in shown}


# Printed faces never change: built once per card of a content set and rules revision (a revision-1
# game shows revision 1's cards, see `_content`).
_FACES: dict[tuple[str, bool], dict[str, dict[str, Any]]] = {}


# -- the battle in progress: values itemised and the exact chances -------------------
def _dice_count(state: OotsState, b: Battle) -> int:
    """How many d12 the roll uses (Multiattack when Defending: the lowest counts, A-OOTS-50)."""
    from . import area

    if b.area:
        return area.dice_count(state)
    if b.role != "defender":
        return 1
    m = state.cs.monster(b.monster)
    return max([a.x or 1 for a in m.abilities if a.kind == "multiattack"], default=1)


def _odds(state: OotsState, sums: tuple[Any, ...] | None = None) -> dict[str, int]:
    """Win / draw / loss counts out of 12**dice for the battle as it stands (digest 5.3, 6.5).

    The lowest of X dice is k with weight (13-k)^X - (12-k)^X; each face runs through the
    rules' own outcome (Thor's low rolls, Lucky Bastards, draw Results, Bloodlust, Hide, Range),
    which depends on a face only through the raw comparison (and, with Lucky Bastards, a natural
    1 or 12): it runs once per distinct case (as odds.current).  `sums`: `fight.totals` already reckoned.
    """
    from .fight import lucky, outcome, totals
    from .powers import low_roll_cap

    b = state.battle
    seat = state.turn.seat
    n = _dice_count(state, b)
    mod, value, _, _, rng = sums if sums is not None else totals(state)
    cap = low_roll_cap(state, seat)
    low, special = (2, (1, 12)) if lucky(state) else (1, ())
    counts = {"win": 0, "draw": 0, "loss": 0}
    seen: dict[tuple[int, int], str] = {}
    for k in range(1, 13):
        weight = (13 - k) ** n - (12 - k) ** n
        total = (13 if cap and low <= k <= cap + low - 1 else k) + mod  # fight.thor
        case = ((total > value) - (total < value), k if k in special else 0)
        result = seen.get(case)
        if result is None:
            result = seen[case] = outcome(state, total, value, rng, k)
        counts[result] += weight
    counts["of"] = 12**n
    return counts


def _with(
    state: OotsState, shtick: str | None = None, flip: str = "", shared: list[Any] | None = None
) -> dict[str, Any]:
    """The battle's chances and totals with Battle Shtick `shtick` selected, or with card `flip`
    flipped (or discarded) for its bonus: tried on the state, which is put back exactly as it was.

    `shared` (one per `battle_odds`): the Monster's values, the same for every choice tried without
    an Area Effect (a shtick, a flip, help or a Charge! change only the player's side), reckoned once."""
    from . import area
    from .fight import monster_side, totals

    b = state.battle
    p = state.players[state.turn.seat]
    trial = replace(b, flips=list(b.flips), area=list(b.area))
    if shtick is not None:
        trial.shtick = shtick
        trial.area = area.targets(state, b.room, shtick) if shtick and state.cs.shticks[shtick].area else []
    held = (p.flipped, p.stash, p.equipped)
    if flip:
        trial.flips.append(flip)
        p.flipped = [*p.flipped, flip] if flip in state.cs.shticks else p.flipped
        p.stash = [c for c in p.stash if c != flip]
        p.equipped = [c for c in p.equipped if c != flip]
    state.battle = trial
    try:
        monster = None
        if shared is not None and not trial.area:
            if not shared:
                shared.append(monster_side(state))
            monster = shared[0]
        sums = totals(state, monster)
        odds = _odds(state, sums)
        mod, value, mine, theirs, _ = sums
    finally:
        state.battle = b
        p.flipped, p.stash, p.equipped = held
    return {**odds, "mine": [list(i) for i in mine], "theirs": [list(i) for i in theirs], "mod": mod, "value": value}


def _charged(state: OotsState, shtick: str, shared: list[Any] | None = None) -> dict[str, Any]:
    """Flipping a Charge!-style `shtick` (the Defender attacks instead): the chances with the best
    Battle Shtick then left to choose, by win minus loss (as the computer players rank them)."""
    from .fight import legal_shticks

    b = state.battle
    p = state.players[state.turn.seat]
    held = b.role, p.flipped
    b.role, p.flipped = "attacker", [*p.flipped, shtick]
    try:
        shticks = legal_shticks(state)
        tried = [_with(state, s, shared=shared) for s in shticks]
        tried += [_with(state, "", shared=shared)] if not b.ranged or not shticks else []
    finally:
        b.role, p.flipped = held
    return max(tried, key=lambda o: (o["win"] - o["loss"], o["win"]))


def battle_odds(state: OotsState) -> dict[str, Any]:
    """For a battle with a Monster before its roll: the totals now, and each choice's chances.

    Keys are the decision's option keys (`shtick:<id>`, `shtick:none`, `flip:<id>`, `roll`), so
    the page puts each chance beside its choice.
    """
    from .fight import chargers, legal_shticks
    from .values import flippable

    b = state.battle
    if b is not None and not b.monster and b.foe >= 0:
        return pvp_odds(state)
    if b is None or not b.monster or b.stage not in ("shtick", "preroll"):
        return {}
    choices: dict[str, dict[str, Any]] = {}
    shared: list[Any] = []
    if b.stage == "shtick":
        for s in legal_shticks(state):
            choices[f"shtick:{s}"] = _with(state, s, shared=shared)
        choices["shtick:none"] = _with(state, "", shared=shared)
        now = choices["shtick:none"]
        for s in chargers(state):
            choices[f"charge:{s}"] = _charged(state, s, shared)
    else:
        now = _with(state, shared=shared)
        choices["roll"] = now
        for s in flippable(state, state.turn.seat, b):
            choices[f"flip:{s}"] = _with(state, flip=s, shared=shared)
        sure = _help_choices(state, choices, shared)
        if sure:
            return {"now": now, "choices": choices, "sure_help": sure}
    return {"now": now, "choices": choices}


def _unseen(state: OotsState, odds: dict[str, Any], chooser: int) -> dict[str, Any]:
    """The battle's chances as another seat sees them (digest 6.1): without the choices that name the
    choosing seat's hidden cards (offers of Stash Loot and their plan, Stash Loot discarded for a bonus)."""
    hidden = set(state.players[chooser].stash)
    choices = {
        k: v
        for k, v in odds.get("choices", {}).items()
        if not k.startswith("offer:") and not (k.startswith("flip:") and k[5:] in hidden)
    }
    return {k: v for k, v in odds.items() if k != "sure_help"} | {"choices": choices}


def _help_choices(
    state: OotsState, choices: dict[str, dict[str, Any]], shared: list[Any] | None = None
) -> dict[str, Any]:
    """Part 2: each offer's chances if it is accepted (R-OOTS-168), one count per distinct bonus;
    returned: the chances with all the help nobody can refuse (NPCs, everyone against Xykon) and
    the offers that make it (`plan`), for planning a row of offers."""
    from .assist import bonus, legal_offers, sure_help
    from .state import Offer

    seat = state.turn.seat
    b = state.battle
    seen: dict[tuple[str, int], dict[str, Any]] = {}
    for helper, card in legal_offers(state, seat):
        offer = Offer(seat, helper, card, b.role, "accepted")
        key = helper, bonus(state, offer)
        if key not in seen:
            held = b.offers
            b.offers = [*held, offer]
            try:
                seen[key] = _with(state, shared=shared)
            finally:
                b.offers = held
        choices[f"offer:{helper}:{card}"] = seen[key]
    sure = sure_help(state, seat) if seen else []
    if len(sure) < 2:
        return {}
    held = b.offers
    b.offers = [*held, *sure]
    try:
        return {**_with(state, shared=shared), "plan": [f"offer:{o.helper}:{o.loot}" for o in sure]}
    finally:
        b.offers = held


# -- a battle between two players: both roll a d12 (R-OOTS-187) --------------------------
def _pvp_counts(state: OotsState, *, defender: bool = False) -> dict[str, Any]:
    """Win / draw / loss counts out of 144 dice pairs of the player battle as it stands, for the
    Attacker (or the Defender), each distinct case scored once by the rules' own `pvp.score`."""
    from .fight import lucky, thor
    from .pvp import score, totals

    b = state.battle
    seat = state.turn.seat
    mine, theirs, my_items, their_items = totals(state)
    special = (1, 12) if lucky(state) else ()
    trial = replace(b, dice=[0, 0], items=list(b.items), foe_items=list(b.foe_items))
    state.battle = trial
    counts = {"win": 0, "draw": 0, "loss": 0}
    seen: dict[tuple[int, int, int], str] = {}
    attacking = [thor(state, seat, a) + mine for a in range(1, 13)]  # each die's total, once (not per pair)
    defending = [thor(state, b.foe, d) + theirs for d in range(1, 13)]
    try:
        for a in range(1, 13):
            for d in range(1, 13):
                gap = attacking[a - 1] - defending[d - 1]
                case = ((gap > 0) - (gap < 0), a if a in special else 0, d if d in special else 0)
                if case not in seen:
                    trial.dice, trial.winner = [a, d], -1
                    score(state)
                    seen[case] = str(trial.outcome)
                counts[seen[case]] += 1
    finally:
        state.battle = b
    if defender:
        counts["win"], counts["loss"] = counts["loss"], counts["win"]
        mine, theirs, my_items, their_items = theirs, mine, their_items, my_items
    return {
        **counts,
        "of": 144,
        "mine": [list(i) for i in my_items],
        "theirs": [list(i) for i in their_items],
        "mod": mine,
        "value": theirs,
        "both_roll": True,
    }


def _pvp_trial(state: OotsState, *, defender: bool = False, flip: str = "", **change: Any) -> dict[str, Any]:
    """The player battle's chances with `change` made to it (a shtick chosen) or card `flip` flipped
    (or discarded) for its bonus by the Attacker (or the Defender): tried, then put back exactly."""
    b = state.battle
    trial = replace(b, flips=list(b.flips), foe_flips=list(b.foe_flips), **change)
    p = state.players[b.foe if defender else state.turn.seat]
    held = (p.flipped, p.stash, p.equipped)
    if flip:  # as _with: a shtick lies flipped, a Loot card leaves the Stash or the equipped row
        (trial.foe_flips if defender else trial.flips).append(flip)
        p.flipped = [*p.flipped, flip] if flip in state.cs.shticks else p.flipped
        p.stash = [c for c in p.stash if c != flip]
        p.equipped = [c for c in p.equipped if c != flip]
    state.battle = trial
    try:
        return _pvp_counts(state, defender=defender)
    finally:
        state.battle = b
        p.flipped, p.stash, p.equipped = held


def _best_reply(state: OotsState, *, shtick: str | None = None, flip: str = "") -> dict[str, Any]:
    """The Attacker's chances once the Defender, who chooses after seeing their shtick (D17), picks
    the answer best for the Defender (the Attacker's least win minus loss)."""
    from .pvp import defender_shticks

    b = state.battle
    held = b.shtick
    if shtick is not None:
        b.shtick = shtick
    try:
        tried = [_pvp_trial(state, flip=flip, foe_shtick=r) for r in [*defender_shticks(state), ""]]
    finally:
        b.shtick = held
    return min(tried, key=lambda o: (o["win"] - o["loss"], o["win"]))


def pvp_odds(state: OotsState) -> dict[str, Any]:
    """A player battle before its roll: each choice of the seat deciding, with its chances.

    The Attacker chooses first, not knowing the Defender's answer: their chances are against
    the Defender's best answer.  The Defender has seen the Attacker's shtick: theirs are exact.
    """
    from .pvp import attacker_shticks, defender_shticks, mirror
    from .values import flippable

    b = state.battle
    choices: dict[str, dict[str, Any]] = {}
    if b.stage == "shtick":
        for s in attacker_shticks(state):
            choices[f"shtick:{s}"] = _best_reply(state, shtick=s)
        if not b.ranged:
            choices["shtick:none"] = _best_reply(state, shtick="")
        now = choices.get("shtick:none") or next(iter(choices.values()), None)
    elif b.stage == "preroll":
        now = choices["ready"] = _best_reply(state)
        for s in flippable(state, state.turn.seat, b):
            choices[f"flip:{s}"] = _best_reply(state, flip=s)
    elif b.stage == "defend":
        for s in defender_shticks(state):
            choices[f"shtick:{s}"] = _pvp_trial(state, defender=True, foe_shtick=s)
        now = choices["shtick:none"] = _pvp_trial(state, defender=True, foe_shtick="")
    elif b.stage == "defend_flip":
        now = choices["roll"] = _pvp_trial(state, defender=True)
        for s in flippable(state, b.foe, mirror(state)):
            choices[f"flip:{s}"] = _pvp_trial(state, defender=True, flip=s)
    elif b.stage == "assist" and b.asking in ("attacker", "defender"):
        return _pvp_offers(state)
    else:
        return {}
    return {"now": now, "choices": choices, "defender": b.stage in ("defend", "defend_flip")} if now else {}


def _pvp_offers(state: OotsState) -> dict[str, Any]:
    """A player battle's asking round (part 2): for the side whose turn it is to ask, the chances as
    they stand ("enough") and with each offer it may make, were it accepted (R-OOTS-168)."""
    from .assist import legal_offers, seat_of_side
    from .state import Offer

    b = state.battle
    defender = b.asking == "defender"
    seat = seat_of_side(state, b, b.asking)
    choices = {"enough": _pvp_trial(state, defender=defender)}
    for helper, card in legal_offers(state, seat):
        offer = Offer(seat, helper, card, b.asking, "accepted")
        choices[f"offer:{helper}:{card}"] = _pvp_trial(state, defender=defender, offers=[*b.offers, offer])
    return {"now": choices["enough"], "choices": choices, "defender": defender}
