"""DungeonQuest rules: one task handler per step of the turn (digest section 3).

Play is a stack of tasks (tuples: name, args...).  `run` pops and executes
them until one leaves a `pending` decision or the stack is empty (then the
next turn starts).  "Your turn ends" clears the stack.  Card effects are
tuples of the same tasks, so a card, a chamber and a rule chain the same
way.  Every pending decision lists its options as (key, label, target,
group, tasks); choosing one pushes its tasks and runs on.  Rule ids in
comments point into shared/rules/dungeonquest.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.decision import Decision, Option
from ...core.game import REVISION_KEY
from .content import EDGES, SIDED, Card, Monster, Rune, Tile
from .state import (
    DELTA,
    EDGE_INDEX,
    HEIGHT,
    OPPOSITE,
    SUN_LAST,
    TOWERS,
    TREASURE,
    WIDTH,
    Combat,
    DQState,
    HeroState,
    Space,
    sun_number,
)

CARDS = ("magic", "melee", "ranged")
# (hero wounds, monster wounds) by (hero card, monster card) -- A-DQ-01 reading B (default) and A.
MATRIX = {
    "B": {
        ("magic", "ranged"): (0, 1),
        ("magic", "melee"): (1, 0),
        ("magic", "magic"): (1, 1),
        ("melee", "ranged"): (1, 0),
        ("melee", "melee"): (2, 2),
        ("melee", "magic"): (0, 1),
        ("ranged", "ranged"): (1, 1),
        ("ranged", "melee"): (0, 2),
        ("ranged", "magic"): (1, 0),
    },
    "A": {
        ("magic", "ranged"): (1, 0),
        ("magic", "melee"): (0, 1),
        ("magic", "magic"): (1, 1),
        ("melee", "ranged"): (0, 1),
        ("melee", "melee"): (2, 2),
        ("melee", "magic"): (1, 0),
        ("ranged", "ranged"): (1, 1),
        ("ranged", "melee"): (2, 0),
        ("ranged", "magic"): (0, 1),
    },
}
# R-DQ-191 solo combat die: roll -> (hero wounds, monster wounds)
SOLO_DIE = {1: (1, 0), 2: (1, 0), 3: (1, 1), 4: (1, 1), 5: (0, 1), 6: (0, 2)}
DARK_REROLL_CAP = 100  # A-DQ-30
MAX_FORCED_MOVES = 12  # engine ruling: a loop of compulsory moves ends the turn
KIND_NAMES = {
    "dungeon_room": "dungeon room",
    "corridor": "corridor",
    "trap_chamber": "trap chamber",
    "cave_in": "cave-in",
    "chasm": "chasm",
    "bridge": "bridge",
    "spider_web": "spider web",
    "chamber_of_darkness": "chamber of darkness",
    "rotating_chamber": "rotating chamber",
    "bottomless_pit": "bottomless pit",
    "tower": "tower chamber",
    "treasure": "treasure chamber",
}
DIR_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}


def sq(pos: tuple[int, int]) -> str:
    """A space in option keys and board targets (never shown to players: see `place`)."""
    return f"{pos[0]},{pos[1]}"


CORNER_NAMES = {(0, 0): "north-west", (9, 0): "north-east", (0, 12): "south-west", (9, 12): "south-east"}
HOARD_HALVES = {(4, 6): "west", (5, 6): "east"}


def the(name: str) -> str:
    """'the Bog Troll', but 'The Deep Warden' (a name that brings its own article)."""
    return name if name.lower().startswith("the ") else f"the {name}"


def a(name: str) -> str:
    """'a Bog Troll', 'an Ogre', but 'The Deep Warden'."""
    if name.lower().startswith("the "):
        return name
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def plural(n: int, word: str) -> str:
    """'1 space', '3 spaces'."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def possessive(name: str) -> str:
    """'Ann's', but 'Chris'' (a name ending in s)."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"


def place(state: DQState, pos: tuple[int, int]) -> str:
    """A space as players see it: 'the north-west tower', 'the Amber Hall', 'an unexplored space'."""
    pos = (pos[0], pos[1])
    if pos in CORNER_NAMES:
        return f"the {CORNER_NAMES[pos]} tower"
    if pos in HOARD_HALVES:
        return "the Dragon's Hoard"
    sp = state.spaces.get(pos)
    return "an unexplored space" if sp is None else the(sp.tile.name)


def place_kind(state: DQState, pos: tuple[int, int]) -> str:
    """`place` with the chamber's kind: 'the Amber Hall (dungeon room)'."""
    sp = state.spaces.get((pos[0], pos[1]))
    if sp is None or (pos[0], pos[1]) in CORNER_NAMES:
        return place(state, pos)
    return f"{place(state, pos)} ({KIND_NAMES[sp.kind]})"


# ---------------------------------------------------------------- engine loop
def run(state: DQState) -> None:
    """Execute tasks until a decision is pending or the game is over."""
    tasks = state.tasks
    while state.pending is None and not state.over:
        if tasks:
            task = tasks.pop()
            HANDLERS[task[0]](state, *task[1:])
        elif state.stop_at_turn_end:
            return
        else:
            next_turn(state)


def push(state: DQState, steps: tuple | list) -> None:
    """Queue steps so the first one runs first."""
    state.tasks.extend(reversed(steps))


def ask(
    state: DQState, kind: str, player: int, prompt: str, options: list[tuple], card: dict[str, Any] | None = None
) -> None:
    """Leave a decision: options are (key, label, target, group, tasks); `card` is the card it hangs on."""
    state.pending = (kind, player, prompt, tuple(options))
    state.decision_card = card


def decide(state: DQState) -> Decision | None:
    if state.over or state.pending is None:
        return None
    _kind, player, prompt, options = state.pending
    return Decision(player, prompt, tuple(Option(o[0], o[1], o[2], o[3]) for o in options))


def play(state: DQState, key: str) -> None:
    """Apply one option by key (Match has already checked it is offered)."""
    _kind, _player, _prompt, options = state.pending
    for option in options:
        if option[0] == key:
            state.pending = None
            state.decision_card = None
            push(state, option[4])
            run(state)
            return
    raise KeyError(key)


def end_turn(state: DQState) -> None:
    """'Your turn ends' (R-DQ-050, R-DQ-128): drop everything still queued."""
    state.tasks.clear()


# ---------------------------------------------------------------- setup
def setup(state: DQState, heroes: list, picks: list[str | None] | None = None) -> None:
    """A-DQ-05: decks and tiles shuffled, heroes chosen or dealt, first player drawn, runes, towers.

    `picks` is each seat's chosen hero id or None; the random seats are dealt from the heroes
    no one chose (with no choice at all, exactly the deal old saves replay)."""
    for deck in state.decks.values():
        state.chance.shuffle(deck)
    state.chance.shuffle(state.tiles)
    picks = list(picks or [None] * state.players)
    by_id = {h.id: h for h in heroes}
    left = [h for h in heroes if h.id not in picks]
    random_heroes = iter(state.chance.sample(left, picks.count(None)))
    dealt = [by_id[p] if p is not None else next(random_heroes) for p in picks]
    state.heroes = [HeroState(seat, hero) for seat, hero in enumerate(dealt)]
    state.first_player = 0 if state.solo else state.chance.below(state.players)  # R-DQ-001
    for seat in range(state.players):
        state.say(f"{state.names[seat]} plays {dealt[seat].name}.")
    state.say(f"{state.names[state.first_player]} is the first player and moves the sun.")
    for h in state.heroes:
        card = draw_card(state, "rune")
        if card is not None:
            h.runes.append(card)
    state.seat = state.first_player
    state.phase = "setup"
    ask_start_tower(state)


def ask_start_tower(state: DQState) -> None:
    """A-DQ-05 step 9: in turn order each player picks a free tower (not an entry)."""
    seat = (state.first_player + state.placing) % state.players
    taken = {h.pos for h in state.heroes if h.pos is not None}
    options = [
        (f"start:{sq(t)}", f"Start in {place(state, t)}", f"sq:{sq(t)}", "Tower", (("start", seat, t),))
        for t in TOWERS
        if t not in taken
    ]
    ask(state, "start", seat, f"{state.names[seat]}: choose your starting tower.", options)


def t_start(state: DQState, seat: int, tower: tuple[int, int]) -> None:
    h = state.heroes[seat]
    h.pos = tuple(tower)
    state.say(f"{state.who(seat)} stands in {place(state, tower)}.")
    state.placing += 1
    if state.placing < state.players:
        ask_start_tower(state)
        return
    if state.options.get("torchlight"):
        # R-DQ-201: tiles around every occupied tower before round 1
        for h2 in reversed(state.heroes):
            state.tasks.append(("torch", h2.pos[0], h2.pos[1], h2.seat))
    state.tasks.insert(0, ("begin",))


def t_begin(state: DQState) -> None:
    state.phase = "status"
    state.seat = (state.first_player - 1) % state.players
    end_turn(state)


# ---------------------------------------------------------------- turns and the sun
def next_turn(state: DQState) -> None:
    """R-DQ-002/009/010: next seat clockwise; the sun moves when the first player's turn comes (A-DQ-22)."""
    seat = state.seat
    for _ in range(state.players + 1):
        seat = (seat + 1) % state.players
        if seat == state.first_player:
            state.rounds += 1
            if not advance_sun(state):
                return
        if state.heroes[seat].inside:
            start_turn(state, seat)
            return
    finish(state)  # nobody inside (normally caught earlier, A-DQ-49)


def advance_sun(state: DQState) -> bool:
    """R-DQ-014..019: move the sun; on a numbered space roll 1d6; False if the sun set."""
    if state.sun < SUN_LAST:
        state.sun += 1
    number = sun_number(state.sun)
    if number is None:
        state.sun_roll = None
        state.say(f"Round {state.rounds}: the sun moves to space {state.sun}.")
        return True
    roll = state.chance.d6()
    state.sun_roll = (roll,)
    if roll > number:  # R-DQ-016
        state.say(f"Round {state.rounds}: the sun is on space {state.sun} (number {number}); rolled {roll}, more than "
                  f"{number}: the sun stays up.")  # fmt: skip
        return True
    state.say(f"Round {state.rounds}: the sun is on space {state.sun} (number {number}); rolled {roll}, {number} or "
              "less: THE SUN SETS. The dungeon doors are sealed.")  # fmt: skip
    for h in state.heroes:  # R-DQ-018
        if h.inside:
            state.say(f"{state.who(h.seat)} is still inside and dies.")
            discard_all(state, h)
            h.status = "dead"
    finish(state)
    return False


def start_turn(state: DQState, seat: int) -> None:
    """R-DQ-003: status phase (sun handled by next_turn), then the action phase."""
    state.seat = seat
    state.turn_flags = set()
    state.phase = "status"
    state.tasks.append(("action",))


# ---------------------------------------------------------------- geometry
def chamber(pos: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    """The spaces of the chamber at pos (the treasure chamber has two, R-DQ-025)."""
    return TREASURE if pos in TREASURE else (pos,)


def occupied(state: DQState, seat: int, dest: tuple[int, int]) -> bool:
    """R-DQ-038: another hero's figure stands in that chamber (treasure chamber excepted)."""
    if dest in TREASURE:
        return False
    return any(h.seat != seat and h.pos == dest and h.inside for h in state.heroes)


def links(state: DQState, h: HeroState, *, occupancy: bool = True) -> list[tuple]:
    """A-DQ-10: (src, edge, dest) for every hall of the hero's chamber he could try.

    Blocked (A-DQ-29): wall or outer wall, a facing wall, an unexplored space with no
    tiles left, or (with `occupancy`) a chamber another hero stands in.
    """
    out = []
    passage = h.passage == h.pos
    spaces = state.spaces
    for src in chamber(h.pos):
        sp = spaces[src]
        for i, edge in enumerate(EDGES):
            if sp.halls[i] is None and not passage:
                continue
            dx, dy = DELTA[edge]
            dest = (src[0] + dx, src[1] + dy)
            if not (0 <= dest[0] < WIDTH and 0 <= dest[1] < HEIGHT):
                continue
            dsp = spaces.get(dest)
            if dsp is None:
                if not state.tiles:
                    continue
            else:
                if dest in chamber(src) or dsp.halls[(i + 2) % 4] is None:
                    continue
                if occupancy and occupied(state, h.seat, dest):
                    continue
            out.append((src, edge, dest))
    return out


def barriers(state: DQState, src: tuple[int, int], edge: str, dest: tuple[int, int]) -> list[str]:
    """A-DQ-08: this chamber's barriers first, then the facing hall's."""
    out = list(state.spaces[src].hall(edge) or ())
    dsp = state.spaces.get(dest)
    if dsp is not None:
        out.extend(dsp.hall(OPPOSITE[edge]) or ())
    return out


def place_tile(state: DQState, pos: tuple[int, int], rotation: int, how: str) -> Space | None:
    """Draw the top tile and place it (R-DQ-036); None when the stack is empty (A-DQ-12)."""
    if not state.tiles:
        return None
    tile: Tile = state.tiles.pop()
    state.chance.reveal()
    sp = Space(pos[0], pos[1], tile)
    sp.orient(rotation)
    state.spaces[pos] = sp
    state.say(f"A new chamber is {how}: {the(tile.name)} ({KIND_NAMES[tile.kind]}).")
    return sp


def arrow_rotation(via: str) -> int:
    """R-DQ-030 / S-DQ-09: the rotation that puts local S (the entry arrow) on world edge `via`."""
    return ((EDGE_INDEX[via] - 2) % 4) * 90


def side_edges(sp: Space, side: str) -> list[str]:
    return [e for e in EDGES if sp.hall(e) is not None and sp.side_of(e) == side]


# ---------------------------------------------------------------- cards
def draw_card(state: DQState, deck: str) -> Any:
    """R-DQ-066/069, A-DQ-44: top card; an empty deck reshuffles its discard pile first."""
    pile = state.decks[deck]
    if not pile:
        discard = state.discards[deck]
        if not discard:
            state.say(f"The {deck} deck and its discard pile are both empty: nothing is drawn.")
            return None
        pile.extend(discard)
        discard.clear()
        state.chance.shuffle(pile)
        state.say(f"The {deck} discard pile is shuffled into a new deck of {len(pile)}.")
    card = pile.pop()
    state.chance.reveal()
    return card


def card_view(card: Any) -> dict[str, Any]:
    """A drawn card as the view shows it."""
    return {"deck": card.deck, "name": card.name, "text": card.text}


def discard(state: DQState, card: Any) -> None:
    state.discards[card.deck].append(card)


def discard_all(state: DQState, h: HeroState) -> None:
    """R-DQ-129: every card to its deck's discard pile; tokens back to the supply."""
    for card in h.loot:
        discard(state, card)
    for card in h.row:
        discard(state, card)
    for rune in h.runes:
        discard(state, rune)
    h.loot, h.row, h.runes = [], [], []
    h.det = 0
    if state.options.get(REVISION_KEY, 1) >= 2:  # revision 1 left his wound tokens on the sheet
        h.wounds = 0
    h.pos, h.in_cat, h.marker, h.side, h.came_by, h.passage = None, False, None, None, None, None
    h.exit_open = False
    if state.combat is not None and state.combat.hero == h.seat:
        discard(state, state.combat.card)
        state.combat = None


def t_draw(state: DQState, deck: str) -> None:
    """Draw and resolve one card (R-DQ-066/067/073; runes kept, catacomb cards to the row)."""
    h = state.hero()
    card = draw_card(state, deck)
    if card is None:
        return
    state.last_card = {"deck": deck, "name": card.name, "text": card.text}
    if deck == "rune":
        h.runes.append(card)
        state.say(f"{state.who(h.seat)} draws a rune card: {card.name} ({card.text})")
        return
    if deck == "catacomb":
        h.row.append(card)  # R-DQ-108
        state.say(f"{state.who(h.seat)} draws catacomb card {len(h.row)}: {card.name}. {card.text}")
        push(state, card.effect)
        return
    if card.loot:
        h.loot.append(card)
        gold = f", {card.gold} gold" if card.gold else ""
        state.say(f"{state.who(h.seat)} draws {card.name} ({deck}{gold}) and keeps it as Loot.")
        return
    discard(state, card)
    state.say(f"{state.who(h.seat)} draws a {deck} card: {card.name}. {card.text}")
    push(state, card.effect)


def t_wounds(state: DQState, amount: Any, source: str = "") -> None:
    h = state.hero()
    if isinstance(amount, str):
        dice = state.chance.roll(int(amount[0]))
        n = sum(dice)
        how = f"rolls {'+'.join(map(str, dice))} = {n}: "
    else:
        n, how = amount, ""
    if source == "dragon" and h.hero.ability == "dragonlore" and n:
        n = max(0, n - 2)
        how += "Dragonlore saves 2: "
    suffer(state, h, n, how)


def suffer(state: DQState, h: HeroState, n: int, how: str = "") -> bool:
    """R-DQ-076/078: add wounds; death when they reach health.  True if he died."""
    h.wounds += n
    # the wound tokens may pass his health (R-DQ-078), but the sheet never shows more than it holds
    state.say(f"{state.who(h.seat)} {how}suffers {plural(n, 'wound')} "
              f"({min(h.wounds, h.hero.health)}/{h.hero.health}).")  # fmt: skip
    if h.wounds >= h.hero.health:
        kill(state, h, "of his wounds")
        return True
    return False


def t_heal(state: DQState, n: int) -> None:
    """R-DQ-081: healing beyond the wounds present is ignored."""
    h = state.hero()
    healed = min(n, h.wounds)
    h.wounds -= healed
    if healed:
        state.say(f"{state.who(h.seat)} heals {plural(healed, 'wound')} ({h.wounds}/{h.hero.health}).")
    else:
        state.say(f"{state.who(h.seat)} has no wounds to heal.")


def t_die(state: DQState) -> None:
    kill(state, state.hero(), "instantly")


def t_end(state: DQState) -> None:
    state.say(f"{possessive(state.names[state.seat])} turn ends.")
    end_turn(state)


def t_pass(state: DQState) -> None:
    state.say("The way is open.")


def t_block(state: DQState) -> None:
    """A-DQ-09: the door does not let him through; he stays and his turn ends."""
    state.say(f"{state.who(state.seat)} does not get through; the turn ends.")
    end_turn(state)


def t_det(state: DQState, n: int) -> None:
    h = state.hero()
    h.det += n
    state.say(f"{state.who(h.seat)} gains {n} determination ({h.det}).")


def t_entrance(state: DQState) -> None:
    """A card-made catacomb entrance (R-DQ-033)."""
    h = state.hero()
    if h.pos is not None:
        state.spaces[h.pos].entrance = True
        state.say(f"A catacomb entrance now opens in {place(state, h.pos)}.")


def t_passage(state: DQState) -> None:
    h = state.hero()
    h.passage = h.pos
    state.say(f"{state.who(h.seat)} finds a draught: for his next move a wall here counts as a hall.")


def t_lose_loot(state: DQState, how: str) -> None:
    h = state.hero()
    if not h.loot:
        state.say(f"{state.who(h.seat)} has no Loot to lose.")
        return
    if how == "highest":
        card = max(h.loot, key=lambda c: c.gold)
    else:
        card = h.loot[state.chance.below(len(h.loot))]
    h.loot.remove(card)
    discard(state, card)
    state.say(f"{state.who(h.seat)} loses {card.name} ({card.gold} gold).")


def t_reshuffle(state: DQState, deck: str) -> None:
    """A-DQ-47 Wrath: the discard pile, this card included, back into the deck."""
    pile = state.decks[deck]
    pile.extend(state.discards[deck])
    state.discards[deck].clear()
    state.chance.shuffle(pile)
    state.say(f"The {deck} discard pile is shuffled back into the {deck} deck ({len(pile)} cards).")


# ---------------------------------------------------------------- attribute tests
def t_test(state: DQState, attr: str, mod: int, success: tuple, failure: tuple, why: str = "") -> None:
    """R-DQ-057..063: roll 2d6 + modifiers; then the player may spend determination."""
    h = state.hero()
    value = h.attr(attr)
    # a test without a reason comes from the card being resolved: name it, and show it with the decision
    state.test_card = None if why else state.last_card
    if state.test_card:
        why = f"against {the(state.test_card['name'])}"
    if h.hero.ability == "brute" and attr == "strength" and ("portcullis" in why or "web" in why):
        mod -= 1
    if attr == "agility" and "escape" in why and h.hero.ability == "slippery":
        mod -= 1
    dice = state.chance.roll(2)
    total = dice[0] + dice[1] + mod
    text = f"{state.who(h.seat)} tests {attr} ({value}){' ' + why if why else ''}: rolled {dice[0]}+{dice[1]}"
    if mod:
        text += f" {mod:+d}"
    text += f" = {total}"
    state.tasks.append(("test_check", attr, value, total, success, failure, text))


def t_test_check(state: DQState, attr: str, value: int, total: int, success: tuple, failure: tuple, text: str) -> None:
    h = state.hero()
    if total <= value:
        state.say(f"{text}, needing {value} or less: success.")
        push(state, success)
        return
    options = []
    need = total - value
    if h.det:
        for k in range(h.det + 1):
            label = "Spend no determination (fail)" if k == 0 else f"Spend {k} determination ({total - k})"
            if k >= need:
                label += ": succeeds"
            options.append(
                (
                    f"det:{k}",
                    label,
                    None,
                    "Determination",
                    (("test_end", attr, value, total, k, success, failure, text),),
                )
            )
    for rune in h.runes:
        if rune.window == "after_roll":
            n = rune.effect[1]
            options.append(
                (
                    f"rune:{rune.id}",
                    f"Use {rune.name} (-{n})",
                    None,
                    "Runes",
                    (("use_rune", rune.id), ("test_check", attr, value, total - n, success, failure, f"{text} -{n}")),
                )
            )
    if h.hero.ability == "lucky" and not h.lucky_used:
        options.append(("lucky", "Lucky Break: treat it as a success", None, "Ability",
                        (("lucky", text, success),)))  # fmt: skip
    if not options:
        fail_test(state, h, f"{text}, needing {value} or less: failure (no determination to spend)", failure)
        return
    if not h.det:
        options.insert(0, ("det:0", "Accept the failure", None, "Determination",
                           (("test_end", attr, value, total, 0, success, failure, text),)))  # fmt: skip
    ask(state, "det", h.seat, f"{text}, needing {value} or less: the {attr} test fails by {need}. "
        "Spend determination?", options,
        state.test_card)  # fmt: skip


def fail_test(state: DQState, h: HeroState, text: str, failure: tuple) -> None:
    """R-DQ-061: every failed test gives a determination token."""
    h.det += 1
    state.say(f"{text}; {state.names[h.seat]} gains a determination token ({h.det}).")
    push(state, failure)


def t_test_end(
    state: DQState, attr: str, value: int, total: int, spent: int, success: tuple, failure: tuple, text: str
) -> None:
    """A-DQ-39: spend after seeing the dice; a failure still gains a token."""
    h = state.hero()
    h.det -= spent
    final = total - spent
    if spent:
        text += f", spends {spent} determination: {final}"
    if final <= value:
        state.say(f"{text}, needing {value} or less: success.")
        push(state, success)
    else:
        why = "" if spent else " (no determination spent)"
        fail_test(state, h, f"{text}, needing {value} or less: failure{why}", failure)


def t_lucky(state: DQState, text: str, success: tuple) -> None:
    h = state.hero()
    h.lucky_used = True
    state.say(f"{text}: failure, but {possessive(h.hero.name)} Lucky Break turns it into a success.")
    push(state, success)


def t_use_rune(state: DQState, rune_id: str) -> None:
    """R-DQ-071: a used rune leaves the game."""
    h = state.hero()
    rune = next(r for r in h.runes if r.id == rune_id)
    h.runes.remove(rune)
    state.boxed.append(rune)
    state.say(f"{state.who(h.seat)} uses {rune.name}: {rune.text}")
    effect = rune.effect
    if effect[0] == "heal":
        t_heal(state, effect[1])
    elif effect[0] == "det":
        t_det(state, effect[1])
    elif effect[0] == "heal_det":
        t_heal(state, 2)
        t_det(state, 1)
    elif effect[0] == "unbar":
        h.unbar = True
    elif effect[0] == "ward":
        h.ward += 2


def t_use_item(state: DQState, card_id: str) -> None:
    h = state.hero()
    card = next(c for c in h.loot if c.id == card_id)
    h.loot.remove(card)
    discard(state, card)
    state.say(f"{state.who(h.seat)} uses {card.name}.")
    if card.use and card.use[0] == "heal":
        t_heal(state, card.use[1])


# ---------------------------------------------------------------- the action phase
def t_action(state: DQState) -> None:
    """R-DQ-006/007, A-DQ-13/21/24/27: offer the actions; none possible = dead end."""
    h = state.hero()
    state.phase = "action"
    if h.in_cat:
        catacomb_action(state, h)
        return
    sp = state.spaces[h.pos]
    options: list[tuple] = []
    kind = sp.kind
    if kind == "tower" and can_exit(h, state):
        options.append(("exit", "Exit the dungeon", None, "Exit", (("exit",),)))
    if kind == "treasure":
        options.append(("dragon", "Draw a dragon card", None, "Treasure", (("draw", "dragon"),)))
    options.extend(move_options(state, h, "action"))
    if sp.tile.torch and not sp.monster and not sp.search:
        options.append(("search", "Search this chamber", None, "Search", (("search",),)))
    if any(state.spaces[p].entrance for p in chamber(h.pos)) or sp.tile.stairs:
        options.append(("catacombs", "Enter the catacombs", None, "Catacombs", (("catacombs",),)))
    if not options:
        # R-DQ-132 dead end; A-DQ-21 lenient option spares a hero blocked only by heroes
        if not state.options.get("dead_end_strict", True) and links(state, h, occupancy=False):
            state.say(f"{state.who(h.seat)} is hemmed in by other heroes and skips the action phase.")
            end_turn(state)
            return
        state.say(f"{state.who(h.seat)} cannot move, search or enter the catacombs: a dead end.")
        kill(state, h, "in a dead end")
        return
    options.extend(turn_extras(h))
    ask(state, "action", h.seat, f"{state.who(h.seat)}: choose your action.", options)


def turn_extras(h: HeroState) -> list[tuple]:
    """Runes and items usable on your own turn before acting (they do not count as the action)."""
    out = []
    for rune in h.runes:
        if rune.window == "own_turn":
            out.append((f"rune:{rune.id}", f"Use {rune.name}", None, "Runes", (("use_rune", rune.id), ("action",))))
    for card in h.loot:
        if card.use:
            out.append((f"use:{card.id}", f"Use {card.name}", None, "Items", (("use_item", card.id), ("action",))))
    return out


def can_exit(h: HeroState, state: DQState) -> bool:
    """R-DQ-124/185: at least one Loot card (Solo: one treasure card)."""
    if state.solo:
        return any(c.treasure for c in h.loot)
    return bool(h.loot)


def move_label(state: DQState, src: tuple, edge: str, dest: tuple, extra: str = "") -> str:
    where = place(state, dest)
    bars = barriers(state, src, edge, dest)
    text = f"Move {DIR_NAMES[edge]} to {where}"
    if bars and not extra.startswith(" ignoring"):
        text += " (" + ", ".join(bars) + ")"
    return text + extra


def move_options(state: DQState, h: HeroState, mode: str) -> list[tuple]:
    """Move options from the hero's chamber under its exit limits (R-DQ-143..178).

    mode: "action" (normal Move), "corridor"/"web" (move again, barriers ignored),
    "tower" (tower option b), "escape" (A-DQ-17), "solo_escape" (A-DQ-41).
    """
    sp = state.spaces[h.pos]
    kind = sp.kind
    found = links(state, h)
    out = []
    free = mode in ("corridor", "web", "escape", "solo_escape")
    if mode == "escape":
        found = [link for link in found if link[2] in state.spaces]
    if kind == "spider_web" and h.came_by is not None and mode != "solo_escape":
        # R-DQ-175: only the hall he came in by is free
        own = [link for link in found if link[1] == h.came_by]
        other = [link for link in found if link[1] != h.came_by]
    elif kind in SIDED and h.side is not None and mode != "solo_escape":
        own = [link for link in found if sp.side_of(link[1]) == h.side]
        other = [link for link in found if sp.side_of(link[1]) != h.side]
    else:
        own, other = found, []
    if kind == "chamber_of_darkness" and mode == "action":
        if found:
            return [("move:dark", "Move (a die roll picks the hall)", None, "Move", (("dark", False),))]
        return []
    if kind == "corridor" and mode in ("action", "corridor") and h.came_by is not None:
        # R-DQ-172, A-DQ-29: not back the way you came unless all else is blocked
        rest = [link for link in own if link[1] != h.came_by]
        if rest:
            own = rest
    if kind == "spider_web" and mode == "action":
        # R-DQ-177, A-DQ-32: one struggle before any move this turn
        for src, edge, dest in found:
            go = ("go", src, edge, False)
            test = ("test", "strength", 0, (go,), (("end",),), "to struggle through the webs")
            out.append((f"move:{sq(dest)}", move_label(state, src, edge, dest, " (struggle first)"),
                        f"sq:{sq(dest)}", "Move", (test,)))  # fmt: skip
        return out
    suffix = " ignoring doors and portcullises" if free else ""
    for src, edge, dest in own:
        out.append((f"move:{sq(dest)}", move_label(state, src, edge, dest, suffix), f"sq:{sq(dest)}", "Move",
                    (("go", src, edge, free),)))  # fmt: skip
    if mode in ("escape", "solo_escape", "tower"):
        return out
    for src, edge, dest in other:
        go = ("go", src, edge, free)
        if kind == "cave_in":
            far = sp.side_of(edge)
            test = ("test", "agility", 0, (("set_side", far), go), (("end",),), "to climb over the rubble")
            out.append((f"move:{sq(dest)}", move_label(state, src, edge, dest, " (over the rubble: agility test)"),
                        f"sq:{sq(dest)}", "Move", (test,)))  # fmt: skip
        elif kind == "spider_web":
            test = ("test", "strength", 0, (go,), (("end",),), "to struggle through the webs")
            out.append((f"move:{sq(dest)}", move_label(state, src, edge, dest, " (through the webs: strength test)"),
                        f"sq:{sq(dest)}", "Move", (test,)))  # fmt: skip
        elif kind == "bridge" and mode == "action":
            out.append(("cross", "Cross the bridge (agility test)", f"sq:{sq(dest)}", "Move", (("bridge",),)))
    return out


def t_go(state: DQState, src: tuple, edge: str, free: bool) -> None:
    """R-DQ-034/039/040/051: overcome the hall's barriers in order, then arrive."""
    h = state.hero()
    dest = (src[0] + DELTA[edge][0], src[1] + DELTA[edge][1])
    h.passage = None
    state.say(f"{state.who(h.seat)} moves {DIR_NAMES[edge]} from {place(state, src)} toward {place(state, dest)}.")
    state.tasks.append(("arrive", dest, OPPOSITE[edge]))
    if h.unbar and not free:
        h.unbar = False
        free = True
        state.say("The Rune of the Open Way lets him pass every barrier on this hall.")
    if not free:
        for barrier in reversed(barriers(state, src, edge, dest)):
            state.tasks.append(("barrier", barrier))


def t_barrier(state: DQState, kind: str) -> None:
    if kind == "door":
        state.say(f"{state.who(state.seat)} tries a door.")
        state.tasks.append(("draw", "door"))  # R-DQ-046
    else:
        fail = (("block",),)
        state.tasks.append(("test", "strength", 0, (), fail, "to lift the portcullis"))  # R-DQ-048


def t_arrive(state: DQState, dest: tuple, via: str | None) -> None:
    """R-DQ-035/036: place a tile on an unexplored space (arrow toward the chamber left), then enter."""
    h = state.hero()
    sp = state.spaces.get(dest)
    if sp is None:
        sp = place_tile(state, dest, arrow_rotation(via), "placed")
        if sp is None:
            state.say("No chamber tiles are left; the move is not possible.")
            end_turn(state)
            return
    enter(state, h, dest, via)


def enter(state: DQState, h: HeroState, dest: tuple, via: str | None) -> None:
    """Put the hero in the chamber and queue Torchlight then its effect (R-DQ-141, R-DQ-197)."""
    sp = state.spaces[dest]
    h.pos = dest
    h.came_by = via
    h.side = sp.side_of(via) if (sp.kind in SIDED and via is not None) else None
    state.say(f"{state.who(h.seat)} enters {place_kind(state, dest)}.")
    state.tasks.append(("effect", dest))
    if state.options.get("torchlight"):
        state.tasks.append(("torch", dest[0], dest[1], h.seat))


def t_set_side(state: DQState, side: str) -> None:
    state.hero().side = side


def t_effect(state: DQState, pos: tuple) -> None:
    """R-DQ-141/142: a monster token replaces the chamber's Upon Entering effect."""
    h = state.hero()
    sp = state.spaces[pos]
    if any(state.spaces[p].monster for p in chamber(pos)):
        state.say(f"A monster token lies in {place(state, pos)}.")
        state.tasks.append(("monster",))
        return
    kind = sp.kind
    if kind in SIDED and h.side is None:
        # R-DQ-148/158/168/176: from the catacombs (or a card) choose the side
        options = [
            (f"side:{s}", f"Side {s} ({', '.join(DIR_NAMES[e] for e in side_edges(sp, s))} halls)", None, "Side",
             (("set_side", s), ("effect", pos)))
            for s in ("A", "B")
        ]  # fmt: skip
        ask(state, "side", h.seat, f"Which side of the {KIND_NAMES[kind]} are you on?", options)
        return
    handler = EFFECTS.get(kind)
    if handler is not None:
        handler(state, h, sp)


def fx_draw_dungeon(state: DQState, h: HeroState, sp: Space) -> None:
    state.tasks.append(("draw", "dungeon"))  # R-DQ-144/157/167 (one card, R-DQ-031)


def fx_trap(state: DQState, h: HeroState, sp: Space) -> None:
    state.tasks.append(("draw", "trap"))  # R-DQ-179


def fx_corridor(state: DQState, h: HeroState, sp: Space) -> None:
    state.tasks.append(("again", "corridor"))  # R-DQ-171


def fx_web(state: DQState, h: HeroState, sp: Space) -> None:
    state.tasks.append(("again", "web"))  # R-DQ-175/176


def fx_dark(state: DQState, h: HeroState, sp: Space) -> None:
    state.tasks.append(("dark", True))  # R-DQ-163


def fx_rotate(state: DQState, h: HeroState, sp: Space) -> None:
    """R-DQ-173, A-DQ-33: turn 180 degrees and end the turn."""
    sp.orient(sp.rotation + 180)
    h.came_by = None
    state.say(f"{cap(place(state, (sp.x, sp.y)))} grinds round half a turn; "
              f"{possessive(state.names[h.seat])} turn ends.")  # fmt: skip
    end_turn(state)


def fx_pit(state: DQState, h: HeroState, sp: Space) -> None:
    """R-DQ-154..156, A-DQ-34."""
    state.tasks.append(("test", "luck", 0, (("end",),), (("die",),), "at the edge of the bottomless pit"))


def fx_bridge(state: DQState, h: HeroState, sp: Space) -> None:
    state.tasks.append(("bridge",))  # R-DQ-147


def fx_tower(state: DQState, h: HeroState, sp: Space) -> None:
    state.tasks.append(("tower",))  # R-DQ-180


def fx_treasure(state: DQState, h: HeroState, sp: Space) -> None:
    state.tasks.append(("draw", "dragon"))  # R-DQ-182


EFFECTS: dict[str, Callable[[DQState, HeroState, Space], None]] = {
    "dungeon_room": fx_draw_dungeon,
    "cave_in": fx_draw_dungeon,
    "chasm": fx_draw_dungeon,
    "trap_chamber": fx_trap,
    "corridor": fx_corridor,
    "spider_web": fx_web,
    "chamber_of_darkness": fx_dark,
    "rotating_chamber": fx_rotate,
    "bottomless_pit": fx_pit,
    "bridge": fx_bridge,
    "tower": fx_tower,
    "treasure": fx_treasure,
}


def t_again(state: DQState, mode: str) -> None:
    """R-DQ-045, A-DQ-28: move again (corridor, spider web); nothing possible -> turn ends."""
    h = state.hero()
    state.turn_flags.add("again")
    forced = sum(1 for f in state.turn_flags if f.startswith("again"))
    state.turn_flags.add(f"again{forced}")
    if forced > MAX_FORCED_MOVES:
        # engine ruling: a chain of compulsory moves that loops ends the turn (A-DQ-28 spirit)
        state.say(f"{state.who(h.seat)} is going round in circles; the turn ends.")
        end_turn(state)
        return
    options = move_options(state, h, mode)
    if not options:
        state.say(f"{state.who(h.seat)} must move again but no hall is open; the turn ends.")
        end_turn(state)
        return
    ask(state, "again", h.seat, f"{state.who(h.seat)} must move again: choose a hall.", options)


def t_flag(state: DQState, flag: str) -> None:
    state.turn_flags.add(flag)


def t_dark(state: DQState, free: bool) -> None:
    """R-DQ-164/165, A-DQ-30: roll for the hall, reroll while it is blocked."""
    h = state.hero()
    if free:
        forced = sum(1 for f in state.turn_flags if f.startswith("again"))
        state.turn_flags.add(f"again{forced}")
        if forced > MAX_FORCED_MOVES:
            state.say(f"{state.who(h.seat)} is going round in circles; the turn ends.")
            end_turn(state)
            return
    sp = state.spaces[h.pos]
    open_edges = {edge: (src, edge, dest) for src, edge, dest in links(state, h)}
    if not open_edges:
        state.say(f"Every hall of {place(state, h.pos)} is blocked; {state.names[h.seat]} stays and the turn ends.")
        end_turn(state)
        return
    rolls = []
    chosen = None
    for _ in range(DARK_REROLL_CAP):
        roll = state.chance.d6()
        rolls.append(roll)
        for i, nums in enumerate(sp.tile.darkness):
            if roll in nums:
                edge = EDGES[(i + sp.rotation // 90) % 4]
                if edge in open_edges:
                    chosen = open_edges[edge]
        if chosen:
            break
    if chosen is None:  # A-DQ-30: after the cap, the lowest-numbered unblocked hall

        def lowest(link: tuple) -> int:
            nums = sp.tile.darkness[(EDGES.index(link[1]) - sp.rotation // 90) % 4]
            return min(nums, default=7)

        chosen = min(open_edges.values(), key=lowest)
    state.say(f"In the darkness {state.names[h.seat]} rolls {', '.join(map(str, rolls))}: "
              f"the way leads {DIR_NAMES[chosen[1]]}.")  # fmt: skip
    state.tasks.append(("go", chosen[0], chosen[1], free))


def t_bridge(state: DQState) -> None:
    """R-DQ-147/149/151: cross (after optional Loot discards) or end the turn."""
    h = state.hero()
    sp = state.spaces[h.pos]
    far = "B" if h.side == "A" else "A"
    far_links = [link for link in links(state, h) if sp.side_of(link[1]) == far]
    options = []
    if far_links:
        options.append(("cross", f"Cross the bridge (agility {h.attr('agility')}, +{len(h.loot)} for Loot)", None,
                        "Bridge", (("cross", far_links[0][0], far_links[0][1], far),)))  # fmt: skip
        for card in h.loot:
            options.append((f"drop:{card.id}", f"Drop {card.name} ({card.gold} gold) first", None, "Bridge",
                            (("drop", card.id), ("bridge",))))  # fmt: skip
    options.append(("stay", "Stay on this side and end the turn", None, "Bridge", (("end",),)))
    ask(state, "bridge", h.seat, "The bridge: cross it or end your turn?", options)


def t_drop(state: DQState, card_id: str) -> None:
    h = state.hero()
    card = next(c for c in h.loot if c.id == card_id)
    h.loot.remove(card)
    discard(state, card)
    state.say(f"{state.who(h.seat)} drops {card.name} into the depths to lighten the load.")


def t_cross(state: DQState, src: tuple, edge: str, far: str) -> None:
    """R-DQ-150..153, A-DQ-31."""
    h = state.hero()
    success = (("set_side", far), ("go", src, edge, False))
    state.tasks.append(("test", "agility", len(h.loot), success, (("fall",),), "to cross the bridge"))


def t_fall(state: DQState) -> None:
    h = state.hero()
    roll = state.chance.d6()
    state.say(f"{state.who(h.seat)} falls from the bridge.")
    if not suffer(state, h, roll, f"rolls {roll} for the fall and "):
        state.tasks.append(("catacombs",))


def t_tower(state: DQState) -> None:
    """R-DQ-180, A-DQ-25/26: exit, move again, or jump to a free tower (once a turn)."""
    h = state.hero()
    options = []
    if can_exit(h, state):
        options.append(("exit", "Exit the dungeon", None, "Tower", (("exit",),)))
    if "tower_move" not in state.turn_flags:
        # engine ruling (like A-DQ-25): option (b) once per turn, so tower <-> corridor cannot loop forever
        options.extend((*o[:4], (("flag", "tower_move"), *o[4])) for o in move_options(state, h, "tower"))
    if "teleported" not in state.turn_flags:
        taken = {x.pos for x in state.heroes if x.inside}
        for t in TOWERS:
            if t != h.pos and t not in taken:
                options.append((f"tower:{sq(t)}", f"Go to {place(state, t)}", None, "Tower", (("teleport", t),)))
    if not options:
        state.say("No tower option is possible; the turn ends.")
        end_turn(state)
        return
    ask(state, "tower", h.seat, "Tower chamber: choose one option.", options)


def t_teleport(state: DQState, tower: tuple) -> None:
    state.turn_flags.add("teleported")
    h = state.hero()
    state.say(f"{state.who(h.seat)} takes the hidden stair to {place(state, tower)}.")
    enter(state, h, tower, None)


def t_exit(state: DQState) -> None:
    """R-DQ-124/125/126: leave the dungeon for good."""
    h = state.hero()
    h.status = "exited"
    h.pos, h.side, h.came_by = None, None, None
    state.say(f"{state.who(h.seat)} leaves the dungeon with {len(h.loot)} Loot worth {h.gold()} gold.")
    end_turn(state)
    check_end(state)


def t_search(state: DQState) -> None:
    """R-DQ-053, A-DQ-50: the search token first, then the search card."""
    h = state.hero()
    state.spaces[h.pos].search += 1
    state.say(f"{state.who(h.seat)} searches {place(state, h.pos)}.")
    state.tasks.append(("draw", "search"))


def t_torch(state: DQState, x: int, y: int, seat: int) -> None:
    """R-DQ-197..202, A-DQ-40: a tile at each hall toward an unexplored space not barred by a door."""
    eligible = []
    for src in chamber((x, y)):
        sp = state.spaces[src]
        for edge in EDGES:
            hall = sp.hall(edge)
            if hall is None or "door" in hall:
                continue
            dest = (src[0] + DELTA[edge][0], src[1] + DELTA[edge][1])
            if 0 <= dest[0] < WIDTH and 0 <= dest[1] < HEIGHT and dest not in state.spaces:
                eligible.append((dest, OPPOSITE[edge]))
    if not eligible or not state.tiles:
        return
    options = [
        (f"light:{sq(dest)}", torch_label(dest, via), f"sq:{sq(dest)}",
         "Torchlight", (("torch_place", dest, via), ("torch", x, y, seat)))
        for dest, via in eligible
    ]  # fmt: skip
    if len(options) == 1:
        push(state, options[0][4])
        return
    ask(state, "torch", seat, "Torchlight: which hall do you light next?", options)


def torch_label(dest: tuple[int, int], via: str) -> str:
    """'Light the way north' (from the hoard: which half's hall)."""
    edge = OPPOSITE[via]
    src = (dest[0] - DELTA[edge][0], dest[1] - DELTA[edge][1])
    half = f" from the {HOARD_HALVES[src]} half of the hoard" if src in HOARD_HALVES else ""
    return f"Light the way {DIR_NAMES[edge]}{half} (an unexplored space)"


def t_torch_place(state: DQState, dest: tuple, via: str) -> None:
    place_tile(state, dest, arrow_rotation(via), "revealed by torchlight")


# ---------------------------------------------------------------- death, exit, end
def kill(state: DQState, h: HeroState, why: str) -> None:
    """R-DQ-127..131; Death Can Wait (R-DQ-193..196) brings him back in a tower."""
    state.say(f"{state.who(h.seat)} dies {why}.")
    discard_all(state, h)
    end_turn(state)
    if state.options.get("death_can_wait"):
        h.wounds = 0
        h.lucky_used = h.unbar = False
        h.ward = 0
        left = (h.seat + 1) % state.players
        taken = {x.pos for x in state.heroes if x.inside and x.pos is not None}
        free = [t for t in TOWERS if t not in taken] or list(TOWERS)
        options = [(f"tower:{sq(t)}", place(state, t).capitalize(), f"sq:{sq(t)}", "Respawn", (("respawn", h.seat, t),))
                   for t in free]  # fmt: skip
        h.status = "waiting"
        ask(state, "respawn", left, f"Death can wait: choose the tower where {state.names[h.seat]} returns.", options)
        return
    h.status = "dead"
    check_end(state)


def t_respawn(state: DQState, seat: int, tower: tuple) -> None:
    h = state.heroes[seat]
    h.status = "playing"
    h.pos = tower
    state.say(f"{state.who(seat)} returns to the dungeon in {place(state, tower)}.")
    if state.options.get("torchlight"):
        state.tasks.append(("torch", tower[0], tower[1], seat))


def check_end(state: DQState) -> None:
    """A-DQ-49: the game ends as soon as no hero is left inside."""
    if not any(h.status in ("playing", "waiting") for h in state.heroes):
        finish(state)


def card_end_values(h: HeroState) -> list[int]:
    """A-DQ-43: each Loot card's value after end-of-game instructions (set bonus when the set is held)."""
    values = []
    for card in h.loot:
        value = card.gold
        if card.set and any(o is not card and o.set == card.set for o in h.loot):
            value += card.set_bonus
        values.append(value)
    return values


def final_gold(h: HeroState) -> int:
    """R-DQ-133/134, A-DQ-43: gold plus end-of-game set bonuses."""
    return sum(card_end_values(h))


def finish(state: DQState) -> None:
    """R-DQ-134..139: survivors by gold, then best single card, then card count."""
    state.over = True
    state.phase = "over"
    state.pending = None
    state.tasks.clear()
    keys = {}
    for h in state.heroes:
        if h.status == "exited":
            values = card_end_values(h)  # A-DQ-43: tie-breaks use values after end-of-game bonuses
            keys[h.seat] = (sum(values), max(values, default=0), len(h.loot))
    state.scores = tuple(float(keys[s][0]) if s in keys else 0.0 for s in range(state.players))
    if not keys:
        state.winners = ()
        state.summary = "Nobody escaped the dungeon: everyone loses."
    else:
        best = max(keys.values())
        state.winners = tuple(s for s in sorted(keys) if keys[s] == best)
        names = " and ".join(state.who(s) for s in state.winners)
        state.summary = f"{names} win{'s' if len(state.winners) == 1 else ''} with {best[0]} gold."
    state.say("Game over. " + state.summary)


# ---------------------------------------------------------------- catacombs
def t_catacombs(state: DQState) -> None:
    """R-DQ-104/105: the travel marker on this chamber, facing chosen; the turn ends."""
    h = state.hero()
    if h.in_cat or h.pos is None:
        return
    options = [
        (f"face:{e}", f"Point the travel marker {DIR_NAMES[e]}", None, "Catacombs", (("go_down", e),)) for e in EDGES
    ]
    if h.pos in TREASURE:  # A-DQ-27: the player chooses which of the two hoard spaces gets the marker
        other = next(p for p in TREASURE if p != h.pos)
        options = [
            (
                f"face:{e}",
                f"Marker on the {HOARD_HALVES[h.pos]} half of the hoard (your space), pointing {DIR_NAMES[e]}",
                None,
                "Catacombs",
                (("go_down", e),),
            )
            for e in EDGES
        ] + [
            (
                f"face:{e}:{sq(other)}",
                f"Marker on the {HOARD_HALVES[other]} half of the hoard (the other space), pointing {DIR_NAMES[e]}",
                None,
                "Catacombs",
                (("go_down", e, other),),
            )
            for e in EDGES
        ]
    ask(state, "facing", h.seat, "Entering the catacombs: which way does your travel marker point?", options)


def t_go_down(state: DQState, facing: str, at: tuple[int, int] | None = None) -> None:
    h = state.hero()
    if at is not None:  # A-DQ-27: the other hoard space
        h.pos = tuple(at)
    h.marker = (h.pos[0], h.pos[1], facing)
    where = f"the {HOARD_HALVES[h.pos]} half of the hoard" if h.pos in HOARD_HALVES else place(state, h.pos)
    state.say(f"{state.who(h.seat)} goes down into the catacombs from {where}, marker facing {DIR_NAMES[facing]}.")
    h.pos, h.in_cat, h.side, h.came_by, h.row = None, True, None, None, []
    end_turn(state)


def catacomb_action(state: DQState, h: HeroState) -> None:
    """R-DQ-107/108, A-DQ-36: one catacomb card; a kept exit or a rune may lead out instead."""
    options = []
    if h.exit_open:
        options.append(("leave", "Leave by the winding stair", None, "Catacombs", (("cat_exit",),)))
    for rune in h.runes:
        if rune.window == "catacombs":
            options.append((f"rune:{rune.id}", f"Use {rune.name}", None, "Runes",
                            (("use_rune", rune.id), ("cat_exit",))))  # fmt: skip
    if not options:
        state.tasks.append(("draw", "catacomb"))
        return
    options.insert(0, ("draw", "Draw a catacomb card", None, "Catacombs", (("draw", "catacomb"),)))
    kept = next((c for c in reversed(h.row) if c.exit and c.persists), None) if h.exit_open else None
    prompt = "In the catacombs: draw a card" + (" or take the way up you kept?" if h.exit_open else " or use a rune?")
    ask(state, "catacombs", h.seat, prompt, options, card_view(kept) if kept else None)


def t_offer_exit(state: DQState) -> None:
    """R-DQ-110/111: decide at once; a declined exit is gone unless the card persists."""
    h = state.hero()
    if not h.in_cat:
        return
    card = h.row[-1] if h.row else None
    stay = (("stay_down", bool(card and card.persists)),)
    options = [
        ("leave", f"Leave the catacombs (leg 1: {plural(len(h.row), 'space')})", None, "Catacombs", (("cat_exit",),)),
        ("stay", "Stay in the catacombs", None, "Catacombs", stay),
    ]
    prompt = f"{card.name}: a way up! Leave the catacombs now?" if card else "A way up! Leave the catacombs now?"
    ask(state, "cat_exit", h.seat, prompt, options, card_view(card) if card else None)


def t_stay_down(state: DQState, persists: bool) -> None:
    h = state.hero()
    h.exit_open = h.exit_open or persists
    state.say(f"{state.who(h.seat)} stays in the catacombs.")


def walk(x: int, y: int, facing: str, steps: int) -> tuple[int, int, int]:
    """R-DQ-113/115/122: move the marker, stopping at the outer wall; returns x, y, steps lost."""
    dx, dy = DELTA[facing]
    for n in range(steps):
        nx, ny = x + dx, y + dy
        if not (0 <= nx < WIDTH and 0 <= ny < HEIGHT):
            return x, y, steps - n
        x, y = nx, ny
    return x, y, 0


def t_cat_exit(state: DQState) -> None:
    """R-DQ-112/113: leg 1 = catacomb cards in the row, exit card included."""
    h = state.hero()
    x, y, facing = h.marker
    start = (x, y)
    n = len(h.row)
    x, y, lost = walk(x, y, facing, n)
    h.marker = (x, y, facing)
    clip = f"; the outer wall stops it after {plural(n - lost, 'space')} ({lost} ignored)" if lost else ""
    state.say(f"{state.who(h.seat)} leaves the catacombs: the marker moves {plural(n, 'space')} "
              f"{DIR_NAMES[facing]}, under {place(state, (x, y))}{clip}.")  # fmt: skip
    i = EDGE_INDEX[facing]
    left, right = EDGES[(i - 1) % 4], EDGES[(i + 1) % 4]
    options = [
        ("turn:left", f"Turn left (to face {DIR_NAMES[left]})", None, "Catacombs", (("leg2", left, start),)),
        ("turn:right", f"Turn right (to face {DIR_NAMES[right]})", None, "Catacombs", (("leg2", right, start),)),
    ]
    ask(state, "turn", h.seat, "Turn the travel marker a quarter left or right, then roll for leg 2.", options)


def t_leg2(state: DQState, facing: str, start: tuple) -> None:
    """R-DQ-114..117, A-DQ-37: roll 1d6, outer-wall wounds, Loot from the row, resurface."""
    h = state.hero()
    x0, y0, first = h.marker
    roll = state.chance.d6()
    x, y, lost = walk(x0, y0, facing, roll)
    h.marker = (x, y, facing)
    state.say(f"{state.who(h.seat)} turns {DIR_NAMES[facing]} and rolls {roll}: the marker stops under "
              f"{place(state, (x, y))}.")  # fmt: skip
    if lost:
        if h.hero.ability == "pathfinder":
            state.say(f"The outer wall stops him {lost} short; Pathfinder spares him the wounds.")
        elif suffer(state, h, lost, f"hits the outer wall {lost} short and "):
            return
    for card in h.row:  # R-DQ-116
        if card.loot:
            h.loot.append(card)
            state.say(f"{state.who(h.seat)} keeps {card.name} ({card.gold} gold) as Loot.")
        else:
            discard(state, card)
    h.row = []
    h.in_cat, h.marker, h.exit_open = False, None, False
    pos = (x, y)
    if pos not in state.spaces:
        if not state.tiles:
            pos = fallback_surface(state, start, first, (x0, y0), facing, pos)
        else:
            options = [
                (f"rot:{r}", f"Place the new chamber with its arrow {DIR_NAMES[EDGES[(2 + r // 90) % 4]]}", None,
                 "Catacombs", (("surface", pos, r),))
                for r in (0, 90, 180, 270)
            ]  # fmt: skip
            place_tile(state, pos, 0, "found")  # R-DQ-120: drawn, then oriented as he likes
            ask(state, "orient", h.seat, "Turn the new chamber as you like.", options)
            return
    state.say(f"{state.who(h.seat)} comes up in {place(state, pos)}.")
    enter(state, h, pos, None)  # R-DQ-117/118/119


def fallback_surface(state: DQState, start: tuple, first: str, turn_at: tuple, second: str, pos: tuple) -> tuple:
    """A-DQ-12: no tiles left -- back along leg 2, then leg 1, to the last explored space passed."""
    path = []
    x, y = start
    while (x, y) != turn_at:
        x, y = x + DELTA[first][0], y + DELTA[first][1]
        path.append((x, y))
    while (x, y) != pos:
        x, y = x + DELTA[second][0], y + DELTA[second][1]
        path.append((x, y))
    back = next((p for p in reversed(path[:-1]) if p in state.spaces), start)
    state.say(f"No chamber tiles are left; he comes back up in {place(state, back)}, "
              "the last chamber his marker passed.")  # fmt: skip
    return back


def t_surface(state: DQState, pos: tuple, rotation: int) -> None:
    h = state.hero()
    state.spaces[pos].orient(rotation)
    state.say(f"{state.who(h.seat)} comes up in {place(state, pos)}.")
    enter(state, h, pos, None)


# ---------------------------------------------------------------- monsters and combat
def t_monster(state: DQState) -> None:
    """R-DQ-082..086: the monster player draws; a token marks the chamber (not in Solo or underground)."""
    h = state.hero()
    card: Monster | None = draw_card(state, "monster")
    if card is None:
        return
    where = None if h.in_cat else h.pos
    if state.solo:
        state.combat = Combat(h.seat, None, card, where)
        state.phase = "combat"
        state.say(f"{state.who(h.seat)} meets a monster, still hidden in the shadows.")
        solo_choice(state, h)
        return
    mseat = (h.seat + 1) % state.players  # A-DQ-23
    state.combat = Combat(h.seat, mseat, card, where, wounds=h.ward)
    state.phase = "combat"
    if h.ward:
        state.say(f"The Rune of Warding scorches the monster for {h.ward} wounds.")
        h.ward = 0
    if where is not None and not any(state.spaces[p].monster for p in chamber(where)):
        state.spaces[where].monster = True
    state.say(f"{state.who(h.seat)} encounters a monster: {state.names[mseat]} announces {a(card.name)}.")
    if monster_dead(state):
        return
    state.tasks.append(("round",))


def t_round(state: DQState) -> None:
    """R-DQ-089: the hero picks first; his pick stays hidden from the monster player (6.2)."""
    c = state.combat
    c.hero_pick = c.monster_pick = None
    options = [(f"card:{k}", k.title(), None, "Combat", (("pick_hero", k),)) for k in CARDS]
    ask(state, "hero_card", c.hero, f"Combat round {c.round} against {the(c.card.name)}: choose your combat card.",
        options)  # fmt: skip


def t_pick_hero(state: DQState, card: str) -> None:
    c = state.combat
    c.hero_pick = card
    options = [(f"card:{k}", k.title(), None, "Combat", (("pick_monster", k),)) for k in CARDS]
    ask(state, "monster_card", c.monster_seat,
        f"{state.names[c.monster_seat]}, you play {the(c.card.name)}: choose its combat card.", options)  # fmt: skip


def t_pick_monster(state: DQState, card: str) -> None:
    """R-DQ-090..092: reveal together, wounds from the matrix."""
    c = state.combat
    c.monster_pick = card
    h = state.heroes[c.hero]
    hw, mw = MATRIX[state.options.get("combat_matrix", "B")][(c.hero_pick, c.monster_pick)]
    note = ""
    if c.round == 1 and hw and h.hero.ability == "shield":
        hw -= 1
        note = " (Shield Wall blocks 1)"
    c.wounds += mw
    c.last = {"hero_card": c.hero_pick, "monster_card": card, "hero_wounds": hw, "monster_wounds": mw}
    text = (f"Round {c.round}: {h.hero.name} plays {c.hero_pick.title()}, {the(c.card.name)} plays {card.title()}: "
            f"hero suffers {hw}{note}, monster suffers {mw} ({c.wounds} so far).")  # fmt: skip
    c.last["text"] = text
    state.say(text)
    after_round(state, h, hw)


def after_round(state: DQState, h: HeroState, hw: int) -> None:
    """A-DQ-15: hero death first; then monster death; else escape or another round."""
    c = state.combat
    if hw and suffer(state, h, hw):
        if state.options.get("both_lethal") == "both_die" and c.wounds >= c.card.life:
            # A-DQ-15's alternative reading: the monster falls with him and its token goes too
            state.say(f"{cap(the(c.card.name))} (life {c.card.life}) dies too; its token is removed.")
            if c.where is not None:
                for p in chamber(c.where):
                    state.spaces[p].monster = False
        return
    if monster_dead(state):
        return
    c.round += 1
    if state.solo:
        state.tasks.append(("solo_round",))
        return
    if c.where is not None and move_options(state, h, "escape"):
        options = [
            ("fight", "Fight another round", None, "Combat", (("round",),)),
            ("escape", f"Try to escape (agility {h.attr('agility')})", None, "Combat", (("escape",),)),
        ]
        ask(state, "escape", h.seat, "Nobody fell this round. Fight on or try to escape?", options)
        return
    state.tasks.append(("round",))


def monster_dead(state: DQState) -> bool:
    """R-DQ-094, A-DQ-16: card and token go; the hero's turn ends at once."""
    c = state.combat
    if c.wounds < c.card.life:
        return False
    state.say(f"{cap(the(c.card.name))} (life {c.card.life}) dies.")
    discard(state, c.card)
    if c.where is not None:
        for p in chamber(c.where):
            state.spaces[p].monster = False
    state.combat = None
    end_turn(state)
    return True


def t_escape(state: DQState) -> None:
    """R-DQ-096..101: an agility test; failure means another round."""
    state.tasks.append(("test", "agility", 0, (("escaped",),), (("round",),), "to escape"))


def t_escaped(state: DQState) -> None:
    """R-DQ-099/100, A-DQ-17/18: penalty first, then a move ignoring barriers."""
    h = state.hero()
    c = state.combat
    state.combat = None
    discard(state, c.card)
    state.phase = "action"
    state.say(f"{state.who(h.seat)} escapes! The monster was {a(c.card.name)} (life {c.card.life}, escape penalty "
              f"{c.card.penalty}).")  # fmt: skip
    end_turn(state)
    if suffer(state, h, c.card.penalty, "pays the escape penalty and "):
        return
    options = move_options(state, h, "escape")
    if not options:
        return
    ask(state, "escape_to", h.seat, "Escape to which chamber?", options)


def solo_choice(state: DQState, h: HeroState) -> None:
    """R-DQ-186/187: one escape chance, before combat."""
    options = [("fight", "Fight", None, "Combat", (("solo_fight", True),))]
    if h.pos is not None and move_options(state, h, "solo_escape"):
        test = ("test", "agility", 0, (("solo_escaped",),), (("solo_fight", False),), "to escape")
        options.append(("escape", f"Try to escape (agility {h.attr('agility')})", None, "Combat", (test,)))
    ask(state, "solo", h.seat, "A monster! Escape (once, before combat) or fight?", options)


def t_solo_escaped(state: DQState) -> None:
    """R-DQ-189, A-DQ-41: discard unseen, token here, leave by any hall ignoring barriers."""
    h = state.hero()
    c = state.combat
    state.combat = None
    discard(state, c.card)
    state.phase = "action"
    state.spaces[h.pos].monster = True
    state.say(f"{state.who(h.seat)} slips away; a monster token marks {place(state, h.pos)}.")
    end_turn(state)
    ask(state, "escape_to", h.seat, "Escape through which hall?", move_options(state, h, "solo_escape"))


def t_solo_fight(state: DQState, chose: bool) -> None:
    """R-DQ-190/191: a failed escape reveals the card and costs its penalty."""
    h = state.hero()
    c = state.combat
    c.revealed = True
    state.say(f"The monster is {a(c.card.name)} (life {c.card.life}, escape penalty {c.card.penalty}).")
    if not chose and suffer(state, h, c.card.penalty, "pays the escape penalty and "):
        return
    state.tasks.append(("solo_round",))


def t_solo_round(state: DQState) -> None:
    """R-DQ-191/192: the combat die each round until one side dies."""
    h = state.hero()
    c = state.combat
    roll = state.chance.d6()
    hw, mw = SOLO_DIE[roll]
    note = ""
    if c.round == 1 and hw and h.hero.ability == "shield":
        hw -= 1
        note = " (Shield Wall blocks 1)"
    c.wounds += mw
    text = f"Round {c.round}: combat die {roll}: hero suffers {hw}{note}, monster suffers {mw} ({c.wounds} so far)."
    c.last = {"hero_card": None, "monster_card": None, "hero_wounds": hw, "monster_wounds": mw, "text": text}
    state.say(text)
    after_round(state, h, hw)


HANDLERS: dict[str, Callable[..., None]] = {
    "start": t_start,
    "begin": t_begin,
    "action": t_action,
    "draw": t_draw,
    "wounds": t_wounds,
    "heal": t_heal,
    "die": t_die,
    "end": t_end,
    "pass": t_pass,
    "block": t_block,
    "det": t_det,
    "entrance": t_entrance,
    "passage": t_passage,
    "lose_loot": t_lose_loot,
    "reshuffle": t_reshuffle,
    "test": t_test,
    "test_check": t_test_check,
    "test_end": t_test_end,
    "lucky": t_lucky,
    "use_rune": t_use_rune,
    "use_item": t_use_item,
    "go": t_go,
    "barrier": t_barrier,
    "arrive": t_arrive,
    "set_side": t_set_side,
    "effect": t_effect,
    "again": t_again,
    "dark": t_dark,
    "flag": t_flag,
    "bridge": t_bridge,
    "drop": t_drop,
    "cross": t_cross,
    "fall": t_fall,
    "tower": t_tower,
    "teleport": t_teleport,
    "exit": t_exit,
    "search": t_search,
    "torch": t_torch,
    "torch_place": t_torch_place,
    "respawn": t_respawn,
    "catacombs": t_catacombs,
    "go_down": t_go_down,
    "offer_exit": t_offer_exit,
    "stay_down": t_stay_down,
    "cat_exit": t_cat_exit,
    "leg2": t_leg2,
    "surface": t_surface,
    "monster": t_monster,
    "round": t_round,
    "pick_hero": t_pick_hero,
    "pick_monster": t_pick_monster,
    "escape": t_escape,
    "escaped": t_escaped,
    "solo_fight": t_solo_fight,
    "solo_escaped": t_solo_escaped,
    "solo_round": t_solo_round,
}

__all__ = ["Card", "Rune", "decide", "play", "run", "setup"]
