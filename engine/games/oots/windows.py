"""Screw This! priority windows W1-W8 (digest 6.2, A-OOTS-32; R-OOTS-373..376; rules revision 2).

Where the table shouts "Screw This!", the engine opens a window at eight fixed points of the
turn (`TITLES`).  W2 opens in the room where a move ends (digest 6.2 says "after a move step";
every W2 card of our deck acts only on a new battle there, so a window in a room the move
leaves again could only waste a card, and at a shared screen would stop everyone for nothing).
Priority goes clockwise from the active player; each seat in turn plays a
card timed for this window (screw.py says who may play what) or passes; a play reopens a
response round (every seat, the player included, gets priority again); a full round of passes
in a row closes the window; then the cards resolve last-played-first, each going to the Battle
discard pile after resolving (R-OOTS-376), and the rules go on where the window opened
(`resume`, a name in `CONTINUE`, with plain `data`: a saved game reopens inside the window).
No window opens while another resolves (a trap drawn by Spoils of War goes off without a W7),
and W1 is skipped when the turn starts with a question pending (a flee path to choose).

Hidden information (digest 6.1): a window must never tell anyone who holds a playable card.

- The engine asks only seats that could act: a seat holding a card it may play now, or a
  person who is to be stopped at every window their public position could ever play in
  (below).  Everyone else passes silently: no question, no log line ("Bob passes" does not
  exist; a played card is announced, R-OOTS-373).  Random playouts stay fast.
- Computer seats: a question to a computer is marked quiet (`quiet`): the page plays it at
  once with no pause and no frame of its own, so a person never sees that a computer was
  asked.  Against computers only, a person is stopped only when they hold a playable card.
- People at one screen (two or more people): the scheme is "stop for me at every window",
  on by default for each person: wherever a card of the deck would let a player in their
  place act now (`stop_always`: who may play it and whether it could act are public facts,
  e.g. W4 before the roll of another's battle, W7 when a trap affects them), the person is
  asked whether or not they hold one, so the hand-off says nothing.  W1, W6 and W8 hold only
  cards for the player whose turn it is, who has the device anyway: nobody else is stopped
  there.  Passing is one click.  A person may switch, privately, to "only when I can play"
  (the `pass:quiet` option, kept in `state.quiet`, which no view shows) and back
  (`pass:always`); that trades the cover for fewer stops, and is each person's own choice.
  The trap's Evade-by-discard question follows the same scheme (loot.covered).
- Fewer hand-offs at a shared screen (`start_round`): a response round asks the same seats, but
  computers first, then the person holding the device (`state.device`, the last person to decide),
  the others by priority, and the player whose turn it is last.  The order rests on public facts
  only.  Priority is kept: a play answered out of priority order waits, hidden (`pending`), until
  every seat before it by priority has answered; of two plays the one first by priority is made
  and the other is set aside, which only its own player is told (`voided`, `view`), and they are
  asked again in the response round.  Games with fewer than two people ask in priority order.
  Four people at one screen (bench/oots_handoffs.py, 40 greedy-played short games, ~3,100
  turns): 7.7-7.8 window questions a turn, 7.3 of them to someone with nothing to play; 9.0
  hand-offs a turn asked in priority order, 8.1 in this order (10 games with everyone on "only
  when I can play": 2.8).  Three people (20 games): 7.2 -> 6.7; six people (20 games): 11.3 -> 10.3.
"""

from __future__ import annotations

from typing import Any

from ...core.decision import Decision, Option
from . import screw
from .content.schema import ScrewThis
from .movement import name
from .state import OotsState, Window

TITLES = {
    "W1": "at the start of the turn",
    "W2": "as the move ends in this room",
    "W3": "now the new battle's Monsters are in place",
    "W4": "before the roll",
    "W5": "after the roll",
    "W6": "after the battle",
    "W7": "as a trap is revealed",
    "W8": "at the end of the turn",
}

_TIMED: dict[str, dict[str, frozenset[str]]] = {}  # content set -> window -> its card ids
_KINDS: dict[str, dict[str, list[ScrewThis]]] = {}  # content set -> window -> one card of each kind


def timed(state: OotsState) -> dict[str, frozenset[str]]:
    """The Screw This! card ids of each window (built once per content set)."""
    found = _TIMED.get(state.content_name)
    if found is None:
        by: dict[str, set[str]] = {}
        kinds: dict[str, dict[str, ScrewThis]] = {}
        for cid, card in state.cs.battle.items():
            if isinstance(card, ScrewThis):
                by.setdefault(card.when, set()).add(cid)
                kinds.setdefault(card.when, {}).setdefault(card.key, card)
        found = _TIMED[state.content_name] = {w: frozenset(ids) for w, ids in by.items()}
        _KINDS[state.content_name] = {w: list(k.values()) for w, k in kinds.items()}
    return found


def people(state: OotsState) -> int:
    return sum(1 for b in state.bots if b is None)


def stop_every_time(state: OotsState, seat: int) -> bool:
    """A person at a shared screen who keeps the default "stop for me at every window"."""
    return state.bots[seat] is None and seat not in state.quiet and people(state) >= 2


def stop_always(state: OotsState, seat: int, w: Window) -> bool:
    """A person at a shared screen is stopped whenever a card of the deck would let a player in their
    place act now: who may play it and whether it could act are public facts (screw.may / targets),
    so being asked says nothing about the hand.  Windows where only the player whose turn it is
    can ever play (W1, W6, W8 in our deck) need no cover: that player holds the device anyway."""
    if not stop_every_time(state, seat):
        return False
    timed(state)
    cards = _KINDS[state.content_name].get(w.name, ())
    if all(card.who == "active" for card in cards):
        return False
    return any(screw.may(state, seat, card, w) and screw.targets(state, seat, card, w) for card in cards)


def askable(state: OotsState, seat: int, w: Window, ids: frozenset[str]) -> bool:
    p = state.players[seat]
    if p.exited:
        return False
    if not ids.isdisjoint(p.hand) and screw.playable(state, seat, w, ids):
        return True
    return state.bots[seat] is None and stop_always(state, seat, w)


def open_window(state: OotsState, which: str, resume: str, data: dict[str, Any] | None = None) -> bool:
    """Open window `which` if any seat is to be asked; False (nothing happens) otherwise.

    When True the caller stops: `CONTINUE[resume]` goes on once the window has closed.
    Never inside another window (a card resolving cannot open one: a trap its draw reveals
    goes off without a W7 of its own), never in a revision-1 game.
    """
    if not state.part2 or state.window is not None or state.turn is None or state.over:
        return False
    ids = timed(state).get(which)
    if not ids:
        return False
    if all(ids.isdisjoint(p.hand) for p in state.players) and people(state) < 2:
        return False  # the usual case, decided fast: no card of this window in any hand
    w = Window(which, resume, state.turn.seat, data or {})
    state.window = w
    if shared(state):
        if start_round(state, w, w.seat):
            return True
        state.window = None
        return False
    for _ in range(state.seats):  # as `advance`: the first seat to ask, silent passes before it
        if askable(state, w.seat, w, ids):
            return True
        w.passes += 1
        w.seat = state.next_seat(w.seat)
    state.window = None  # nobody could play: no window at all
    return False


# -- people at one screen: fewer hand-offs, the same priority -----------------------------
def shared(state: OotsState) -> bool:
    return people(state) >= 2


def ring(state: OotsState, first: int) -> list[int]:
    """Every seat in priority order (clockwise) from `first`."""
    out = [first]
    while len(out) < state.seats:
        out.append(state.next_seat(out[-1]))
    return out


def start_round(state: OotsState, w: Window, first: int) -> bool:
    """A response round at a shared screen: the seats to ask are those `askable` (as ever), but asked
    in an order that saves hand-offs: computers first (they cost no hand-off, and the people then
    see what they played), then the person holding the device, the others in priority order, and
    the player whose turn it is last (they decide next).  All public facts, and who is asked is
    decided as before, so the order tells nothing.  Priority itself is kept: an answered play waits
    (`pending`, hidden) until every seat before it by priority has answered, and of two plays the
    one first by priority is made (`_choose`).  False when nobody is to be asked."""
    ids = timed(state)[w.name]
    seats = [s for s in ring(state, first) if askable(state, s, w, ids)]
    holder, active = state.device - 1, state.turn.seat

    def rank(seat: int) -> int:
        if state.bots[seat] is not None:
            return 0
        return 1 if seat == holder else 3 if seat == active else 2

    w.order = sorted(seats, key=rank)  # stable: priority order within each rank
    w.first, w.pending = first, []
    if w.order:
        w.seat = w.order[0]
    return bool(w.order)


def _answered(state: OotsState) -> None:
    """The seat asked has answered: a play waiting is made once every seat before it by priority has
    answered (a response round follows, R-OOTS-375); else ask the next seat, or close the window."""
    w = state.window
    w.order.pop(0)
    if w.pending:
        order = ring(state, w.first)
        seat, cid, target = w.pending
        if not any(s in w.order for s in order[: order.index(seat)]):
            w.pending = []
            _make(state, w, seat, cid, target)
            if not start_round(state, w, state.next_seat(seat)):
                close(state)
            return
    if w.order:
        w.seat = w.order[0]
        return
    close(state)


def _choose(state: OotsState, w: Window, seat: int, cid: str, target: str) -> None:
    """A play answered at a shared screen: it waits unless a play before it by priority waits."""
    order = ring(state, w.first)
    if w.pending and order.index(w.pending[0]) < order.index(seat):
        w.voided.append([seat, cid])
        return
    if w.pending:
        w.voided.append(w.pending[:2])
    w.pending = [seat, cid, target]


def _make(state: OotsState, w: Window, seat: int, cid: str, target: str) -> None:
    """The card comes face-up onto the stack, announced (R-OOTS-373)."""
    state.players[seat].hand.remove(cid)
    state.chance.reveal()  # a card of a hidden hand comes face-up: undo never goes back across it
    card = state.cs.battle[cid]
    if card.kind == "cancel":
        words = f" against {state.cs.battle[w.stack[int(target)][1]].name}"
    else:
        words = f" on {screw.target_words(state, card, target)}" if target else ""
    state.say(f"{name(state, seat)} plays {card.name}{words}!")
    w.stack.append([seat, cid, target, False])


def advance(state: OotsState) -> None:
    """Give priority to the next seat that is to be asked; a full round of passes closes the window."""
    w = state.window
    ids = timed(state)[w.name]
    while w.passes < state.seats:
        if askable(state, w.seat, w, ids):
            return
        w.passes += 1  # a silent pass: no question, no log line
        w.seat = state.next_seat(w.seat)
    close(state)


def close(state: OotsState) -> None:
    """Resolve the played cards last-in-first-out (A-OOTS-32), discard each (R-OOTS-376), go on."""
    w = state.window
    w.closing = True
    cs = state.cs
    while w.stack:
        seat, cid, target, cancelled = w.stack[-1]
        if cancelled:
            state.say(f"{cs.battle[cid].name} is cancelled.")
        else:
            screw.resolve(state, w, seat, cid, target)
        w.stack.pop()
        state.battle_discard.append(cid)
    state.window = None
    CONTINUE[w.resume](state, w.data)


def decision(state: OotsState) -> Decision:
    """The seat holding priority: play a card timed for this window, or pass (one click)."""
    w = state.window
    seat = w.seat
    cs = state.cs
    opts = []
    for cid, target in screw.playable(state, seat, w, timed(state)[w.name]):
        card = cs.battle[cid]
        if card.kind == "cancel":
            words = f": cancel {cs.battle[w.stack[int(target)][1]].name}"
        else:
            words = f" on {screw.target_words(state, card, target)}" if target else ""
        key = f"screw:{cid}:{target}" if target else f"screw:{cid}"
        opts.append(Option(key, f"Play {card.name}{words}", group="Screw This!"))
    opts.append(Option("pass", "Pass"))
    if state.bots[seat] is None and people(state) >= 2:
        if seat in state.quiet:
            opts.append(Option("pass:always", "Pass, and stop for me at every window from now on"))
        else:
            opts.append(Option("pass:quiet", "Pass, and stop for me only when I can play"))
    return Decision(seat, f"{name(state, seat)}, Screw This! {TITLES[w.name]}: play a card or pass?", tuple(opts))


def play(state: OotsState, head: str, arg: str) -> None:
    """The answer of the seat holding priority."""
    w = state.window
    seat = w.seat
    if w.voided:
        w.voided = [v for v in w.voided if v[0] != seat]  # told once: they answer again now
    if head == "pass":
        if arg == "quiet" and seat not in state.quiet:
            state.quiet.append(seat)
        elif arg == "always" and seat in state.quiet:
            state.quiet.remove(seat)
        if w.order:
            _answered(state)
            return
        w.passes += 1
        w.seat = state.next_seat(seat)
        advance(state)
        return
    cid, _, target = arg.partition(":")
    if (cid, target) not in screw.playable(state, seat, w, timed(state)[w.name]):
        raise ValueError(f"{arg!r} cannot be played now")
    if w.order:
        _choose(state, w, seat, cid, target)
        _answered(state)
        return
    _make(state, w, seat, cid, target)
    w.passes = 0  # R-OOTS-375: a response round, the next seat first
    w.seat = state.next_seat(seat)
    advance(state)


def quiet(state: OotsState, decision: Decision) -> bool:
    """A question only a holder of a hidden card is asked: a window (its options end with the passes),
    or Evade-by-discard at a trap (loot.py, first an `evade:` card).  To a computer, the page plays
    it without a pause or a frame of its own (`Game.quiet`).  Revision 1 has none: its games play
    and undo as they always did."""
    options = decision.options
    return state.part2 and (options[-1].key.startswith("pass") or options[0].key.startswith("evade:"))


def view(state: OotsState, viewer: Any = None) -> dict[str, Any] | None:
    """The open window for every seat: which one and the cards played (never who holds priority,
    never a play waiting for its turn).  A seat whose answered play was set aside, because a play
    before it by priority was made first, is told so in its own view only (`set_aside`)."""
    w = state.window
    if w is None:
        return None
    cs = state.cs
    stack = [
        {"seat": s, "card": cid, "name": cs.battle[cid].name, "target": t, "cancelled": bool(c)}
        for s, cid, t, c in w.stack
    ]
    # `then`: what follows once it closes (public: the window's place in the turn says it; with it
    # in the view, a seat that passes learns nothing new when the battle moves on to that step)
    out: dict[str, Any] = {"name": w.name, "title": TITLES[w.name], "stack": stack, "then": w.resume}
    mine = [cid for s, cid in w.voided if s == viewer] if isinstance(viewer, int) else []
    if mine:
        out["set_aside"] = [{"card": cid, "name": cs.battle[cid].name} for cid in mine]
    return out


# -- going on where the window opened ---------------------------------------------------
def _nothing(state: OotsState, data: dict[str, Any]) -> None:
    """W1: the start-of-turn actions (D1) follow by themselves."""


def _step(state: OotsState, data: dict[str, Any]) -> None:
    from .turn import after_step

    after_step(state, data["ends"])


def _new_battle(state: OotsState, data: dict[str, Any]) -> None:
    from .fight import begin

    begin(state, (data["room"][0], data["room"][1]), "defender")


def _roll(state: OotsState, data: dict[str, Any]) -> None:
    from .fight import roll_dice

    roll_dice(state)


def _rolled(state: OotsState, data: dict[str, Any]) -> None:
    from .fight import rolled

    rolled(state, bool(data.get("reroll")))


def _finish(state: OotsState, data: dict[str, Any]) -> None:
    from .fight import finish_rest

    finish_rest(state)


def _pvp_roll(state: OotsState, data: dict[str, Any]) -> None:
    from .pvp import roll_dice

    roll_dice(state)


def _pvp_rolled(state: OotsState, data: dict[str, Any]) -> None:
    from .pvp import rolled

    rolled(state, bool(data.get("reroll")))


def _pvp_finish(state: OotsState, data: dict[str, Any]) -> None:
    from .pvp import finish_rest

    finish_rest(state)


def _trap(state: OotsState, data: dict[str, Any]) -> None:
    from .loot import after_reveal

    after_reveal(state, data)


def _end(state: OotsState, data: dict[str, Any]) -> None:
    from .turn import actions_over

    actions_over(state)


CONTINUE = {
    "none": _nothing,
    "step": _step,
    "new_battle": _new_battle,
    "roll": _roll,
    "rolled": _rolled,
    "finish": _finish,
    "pvp_roll": _pvp_roll,
    "pvp_rolled": _pvp_rolled,
    "pvp_finish": _pvp_finish,
    "trap": _trap,
    "end": _end,
}
