"""Small hand-made OOTS card sets and state builders for the rule tests.

The rule tests build on a tiny card set made of the content schema's own dataclasses:
six characters with 20-card Shtick Decks (4 Starting), a few plain Monsters and
Screw This! cards, Loot and Traps, plain rooms, Lair rooms and Xykon cards.  A test
adds the cards it needs with `card_set(extra_...)`, lays rooms out with `room_at`,
puts tokens with `put`, and scripts dice with `dice(state, 8, 3)`.
"""

from __future__ import annotations

import itertools

from engine.core.game import Seat
from engine.core.rng import Chance, ScriptedChance
from engine.games.oots import make_state
from engine.games.oots.cards import Cards, register_cards
from engine.games.oots.content.schema import (
    CHARACTERS_ORDER,
    AbilityRef,
    BattleStats,
    Character,
    Loot,
    Modifier,
    Monster,
    Power,
    Room,
    RoomHook,
    ScrewThis,
    Shtick,
    Support,
    Trap,
)
from engine.games.oots.state import OotsState, Pos, Turn
from engine.games.oots.state import Room as RoomState

_names = itertools.count()


def character(cid: str) -> Character:
    return Character(cid, cid.capitalize(), "human", "Order of the Stick", "fighter", 4, "")


def shtick(
    sid: str,
    owner: str,
    name: str | None = None,
    *,
    starting: bool = False,
    atk: int | None = None,
    dfn: int | None = None,
    rng: int = 0,
    result: str = "wound",
    types: tuple[str, ...] = (),
    flip: bool = False,
    boost_atk: int = 0,
    boost_def: int = 0,
    mods: tuple[Modifier, ...] = (),
    power: Power | None = None,
    battle: bool = True,
) -> Shtick:
    stats = BattleStats(atk, dfn, rng, result) if battle else None
    return Shtick(
        sid, sid, owner, name or sid, starting, flip, types, stats, None, mods, power, boost_atk, boost_def, 0, "", ""
    )


def monster(
    mid: str,
    name: str | None = None,
    *,
    atk: int = 5,
    dfn: int = 5,
    rng: int = 0,
    types: tuple[str, ...] = ("goblin",),
    abilities: tuple[AbilityRef, ...] = (),
    support: Support | None = None,
    xp: int = 0,
    loot: int = 0,
    unique: bool = False,
    xykon: bool = False,
) -> Monster:
    return Monster(mid, mid, name or mid, unique, types, atk, dfn, rng, loot, xp, abilities, support, xykon, "")


def ab(kind: str, x: int | None = None, who: str | None = None) -> AbilityRef:
    return AbilityRef(kind, x, who)


def screw(sid: str) -> ScrewThis:
    return ScrewThis(sid, sid, sid, "W4", "any", "battle_mod", 2, "atk", "yours", None, "battle", "")


def loot(lid: str, drool: dict[str, int] | None = None, *, crest: int = 0, mods=(), users=()) -> Loot:
    return Loot(lid, lid, lid, tuple((drool or {}).items()), crest, tuple(users), "equipped", tuple(mods), None, "")


def trap(tid: str) -> Trap:
    return Trap(tid, tid, tid, 8, 0, False, 1, False, 0, "")


def room(rid: str, *hooks: RoomHook, deck: str = "dungeon") -> Room:
    return Room(rid, rid, deck, hooks, "")


def default_shticks() -> list[Shtick]:
    """Each character: 4 Starting Shticks (s1 Attack +2, s2 Defense +3, s3 non-Battle, s4 Attack +1 Range 2)."""
    out = []
    for c in CHARACTERS_ORDER:
        out.append(shtick(f"{c}.s1", c, f"{c} blade", starting=True, atk=2, dfn=0, types=("weapon",)))
        out.append(shtick(f"{c}.s2", c, f"{c} guard", starting=True, atk=None, dfn=3, types=("armor",)))
        out.append(shtick(f"{c}.s3", c, f"{c} wit", starting=True, battle=False, types=("verbal",)))
        out.append(shtick(f"{c}.s4", c, f"{c} sling", starting=True, atk=1, dfn=None, rng=2, types=("skill",)))
        out.append(shtick(f"{c}.d0", c, f"{c} banter", atk=1, dfn=2, types=("verbal",)))
        for k in range(1, 16):
            out.append(shtick(f"{c}.d{k}", c, f"{c} trick {k}", atk=1, dfn=1, types=("skill",)))
    return out


def card_set(
    *,
    shticks: list[Shtick] | None = None,
    battle: list | None = None,
    loot_cards: list | None = None,
    rooms: list[Room] | None = None,
    xykon: list | None = None,
) -> str:
    """Register a hand-made card set and return its name."""
    if battle is None:
        battle = [monster(f"m{i}", f"Goblin {i}") for i in range(60)] + [screw(f"st{i}") for i in range(10)]
    if loot_cards is None:
        loot_cards = [loot(f"l{i}", {CHARACTERS_ORDER[i % 6]: 1 + (i // 6) % 3}) for i in range(40)]
        loot_cards += [trap(f"t{i}") for i in range(4)]
    if rooms is None:
        rooms = [room(f"r{i:02d}") for i in range(40)]
    lair = [
        room("safe_haven", RoomHook("no_monster_battles"), deck="lair"),
        *[room(f"lair{i}", RoomHook("end_move"), deck="lair") for i in range(7)],
    ]
    if xykon is None:
        xykon = [monster("lich", "Xykon the Lich", atk=12, dfn=12, abilities=(ab("xykon_special"),), xykon=True)]
        xykon += [monster(f"x{i}", f"Xykon minion {i}", xykon=True) for i in range(9)]
    cards = Cards.build(
        [character(c) for c in CHARACTERS_ORDER],
        shticks or default_shticks(),
        battle,
        loot_cards,
        [room("entrance", RoomHook("no_battles"), RoomHook("heal_all"), deck="entrance"), *rooms, *lair],
        xykon,
    )
    name = f"test{next(_names)}"
    register_cards(name, cards)
    return name


def new_game(
    characters: tuple[str, ...] = ("roy", "haley", "elan", "belkar"),
    *,
    seed: int = 7,
    cards: str | None = None,
    length: str = "medium",
    choose: bool = True,
    **variants: object,
) -> OotsState:
    """A dealt game; with `choose`, every player keeps Starting Shticks s1, s2, s4 (returns s3)."""
    seats = tuple(Seat(c.capitalize()) for c in characters)
    state = make_state(
        seats, {"length": length, **variants}, Chance(seed), content_name=cards or card_set(), characters=characters
    )
    if choose:
        for c in characters:
            play(state, f"return:{c}.s3")
    return state


def play(state: OotsState, key: str) -> None:
    """Play the option `key` of the pending decision (fails if it is not offered)."""
    decision = state.decision()
    assert decision is not None, "the game is over"
    assert decision.has(key), f"{key!r} not offered: {decision.keys()}"
    state.apply(decision.index(key), ())


def keys(state: OotsState) -> list[str]:
    return state.decision().keys()


def dice(state: OotsState, *faces: int) -> None:
    """Script the next d12 faces (and nothing else: a shuffle keeps order, a pick must be scripted)."""
    state.chance = ScriptedChance(picks=[f - 1 for f in faces])


def picks(state: OotsState, *values: int) -> None:
    """Script raw `below(n)` answers (d12 face f is f - 1)."""
    state.chance = ScriptedChance(picks=list(values))


def room_at(state: OotsState, pos: Pos, card: str | None = None, monsters: tuple[str, ...] = ()) -> RoomState:
    """Lay a room card at `pos` (taking it out of the room deck) with Monsters stacked top first."""
    f, c = pos
    if card is None:
        card = state.room_deck[0]
    if card in state.room_deck:
        state.room_deck.remove(card)
    r = RoomState(card, monsters=list(monsters), entered=True)
    for m in monsters:
        take_card(state, m)
    state.floors[f].rooms[c] = r
    state._decision = None
    return r


def take_card(state: OotsState, card: str) -> None:
    """Take a Battle card out of wherever it is (deck, hands) so a test can place it."""
    if card in state.battle_deck:
        state.battle_deck.remove(card)
    for p in state.players:
        if card in p.hand:
            p.hand.remove(card)


def give_hand(state: OotsState, seat: int, cards: list[str]) -> None:
    """Replace a Battle Hand (the old cards go back to the bottom of the deck)."""
    p = state.players[seat]
    state.battle_deck.extend(p.hand)
    for c in cards:
        take_card(state, c)
    p.hand = list(cards)
    state._decision = None


def put(state: OotsState, seat: int, pos: Pos) -> None:
    state.players[seat].pos = pos
    state._decision = None


def set_turn(state: OotsState, seat: int, stage: str = "start", **flags) -> Turn:
    """Make it `seat`'s turn at `stage` (D1 start, D2 mode ...)."""
    state.turn = Turn(seat, stage=stage, **flags)
    state.battle = None
    state.fill = None
    state.asks = []
    state._decision = None
    return state.turn


def in_play(state: OotsState, seat: int, *shticks: str) -> None:
    """Exactly these shticks in play, face up."""
    p = state.players[seat]
    p.shticks = list(shticks)
    p.flipped = []
    state._decision = None
