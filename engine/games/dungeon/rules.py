"""Dungeon! rules: one function per step of the turn, in the rulebook's order.

A turn is Move, Encounter, Combat, Loot (R-DNG-003).  `decide` turns the
state's phase into the pending Decision; `play` applies one option key and
runs every automatic step (dice, draws, strike-backs) until the next
decision.  Rule ids in comments point into shared/rules/dungeon.md.
"""

from __future__ import annotations

from typing import Any

from ...core.decision import CLOCK_OPTION, Decision, Option
from ...core.game import Result
from . import record
from .content import Board, MonsterCard, TreasureCard
from .movement import adjacent, edge_between, hunter_route, must_stop, reachable
from .state import (
    MOVE_POINTS,
    REQUIREMENT,
    SPELLS,
    STARTING_SPELLS,
    DungeonState,
    HeroState,
    Slot,
    Turn,
)

HALL = "GH"
SPELL_NAMES = {"fireball": "Fireball", "lightning": "Lightning Bolt", "teleport": "Teleport"}
STRIKE_BACK = {
    12: "Killed",
    11: "Seriously Wounded",
    10: "Wounded",
    9: "Wounded",
    8: "Wounded",
    7: "Stunned",
    6: "Stunned",
}


def gp(n: int) -> str:
    return f"{n:,} gp"


def plural(n: int, word: str) -> str:
    """'1 space', '2 spaces'."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def possessive(name: str) -> str:
    """ "the Goblin's", but "the Tunnel Nippers'" (a name ending in s takes only the apostrophe)."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


# ---------------------------------------------------------------- setup
def setup(state: DungeonState) -> None:
    """A-DNG-02: decks shuffled, first player drawn, heroes picked in seat order."""
    for level in state.monster_decks:
        state.chance.shuffle(state.monster_decks[level])
        state.chance.shuffle(state.treasure_decks[level])
    chosen = state.options.get("first_player", "random")
    state.first_player = chosen - 1 if isinstance(chosen, int) else state.chance.below(state.players)  # A-DNG-03
    state.heroes = [None] * state.players
    state.say(f"{state.names[state.first_player]} goes first.")
    if state.options.get("variant") == "treasure_hunt":
        setup_treasure_hunt(state)
    state.phase = "pick_hero"


def setup_treasure_hunt(state: DungeonState) -> None:
    """R-DNG-111, A-DNG-41 (a): a random card of the chosen level is the target."""
    level = state.options.get("hunt_level", 1)
    deck = state.treasure_decks[level]
    state.hunt_target = state.chance.pick(deck)
    state.chance.shuffle(deck)
    state.say(f"Treasure Hunt: find the {state.hunt_target.name} ({gp(state.hunt_target.gp)}, Level {level}).")


def setup_hunter(state: DungeonState) -> None:
    """R-DNG-116, A-DNG-43 (a)(b): a Level 6 creature, drawn secretly; the player places it."""
    card = draw_hunter_card(state)
    if card is None:
        begin_play(state)
        return
    state.hunter = type_hunter(card, "")
    state.turn.resume = "begin"
    state.phase = "hunter_room"


def type_hunter(card: MonsterCard, space: str):
    from .state import Hunter

    return Hunter(card, space)


HUNTER_DRAWS = 200  # far beyond any real shuffle; keeps every draw bounded


def draw_hunter_card(state: DungeonState) -> MonsterCard | None:
    """A Level 6 creature; traps are shuffled back (A-DNG-43 (a)).

    If the deck holds only traps, the discard pile is shuffled in first
    (R-DNG-036): otherwise the traps would come back for ever.
    """
    deck = state.monster_decks[6]
    discard = state.monster_discards[6]
    if not any(c.kind == "creature" for c in deck):
        if not any(c.kind == "creature" for c in discard):
            return None
        deck.extend(discard)
        discard.clear()
        state.chance.shuffle(deck)
        state.say("The Level 6 monster deck is reshuffled.")
    for _ in range(HUNTER_DRAWS):
        card = draw_monster(state, 6)
        if card is None:  # pragma: no cover - the deck holds a creature
            return None
        if card.kind == "creature":
            return card
        deck.insert(0, card)
        state.chance.shuffle(deck)
    # Only after HUNTER_DRAWS traps in a row: the topmost creature, so no draw loops for ever.
    card = next(c for c in reversed(deck) if c.kind == "creature")
    deck.remove(card)
    return card


def free_heroes(state: DungeonState) -> list:
    used = {h.hero.id for h in state.heroes if h is not None}
    return [h for h in state.pool if h.id not in used]


def new_hero(state: DungeonState, seat: int, hero_id: str) -> None:
    """A-DNG-23 (b): a fresh hero in the Great Hall; Wizards get a full spellbook."""
    old = state.heroes[seat]
    if old is not None:
        state.spell_discard.extend(old.spells)
    hero = next(h for h in state.pool if h.id == hero_id)
    fresh = HeroState(seat=seat, hero=hero, space=HALL)
    if hero.hero_class == "wizard":
        free = state.options.get("spellbook") == "free"
        fresh.spells = [] if free else list(STARTING_SPELLS)  # R-DNG-070, A-DNG-04
        fresh.spell_cap = len(STARTING_SPELLS)
    state.heroes[seat] = fresh


def pick_hero(state: DungeonState, hero_id: str) -> None:
    seat = (state.first_player + state.picking) % state.players
    new_hero(state, seat, hero_id)
    state.say(f"{state.names[seat]} plays {state.heroes[seat].hero.name} the {state.heroes[seat].cls.title()}.")
    state.picking += 1
    if needs_spellbook(state, seat):
        ask_for_spells(state, seat, then="setup")
        return
    continue_setup(state)


def continue_setup(state: DungeonState) -> None:
    """A-DNG-02 (3)-(6): the next hero pick, then the Hunter, then the first turn."""
    if state.picking < state.players:
        state.phase = "pick_hero"
    elif state.options.get("variant") == "hunted":
        setup_hunter(state)
    else:
        begin_play(state)


def begin_play(state: DungeonState) -> None:
    state.turn = Turn(seat=state.first_player)
    start_turn(state)


def needs_spellbook(state: DungeonState, seat: int) -> bool:
    """A-DNG-04 option "free spellbook": a new Wizard picks its 5 spells."""
    hero = state.hero_of(seat)
    return hero.cls == "wizard" and len(hero.spells) < hero.spell_cap


def ask_for_spells(state: DungeonState, seat: int, then: str) -> None:
    state.spell_seat = seat
    state.spell_then = then
    state.phase = "pick_spell"


def decide_pick_spell(state: DungeonState) -> Decision:
    hero = state.hero_of(state.spell_seat)
    options = tuple(Option(f"spell:{k}", f"Take a {SPELL_NAMES[k]}", None, "Spells") for k in SPELLS)
    prompt = f"{state.name(hero.seat)}: choose spell {len(hero.spells) + 1} of {hero.spell_cap}"
    return Decision(hero.seat, prompt, options)


def do_pick_spell(state: DungeonState, kind: str) -> None:
    hero = state.hero_of(state.spell_seat)
    hero.spells.append(kind)
    if len(hero.spells) < hero.spell_cap:
        return
    state.say(f"{state.name(hero.seat)} has prepared {hero.spell_cap} spells.")
    if state.spell_then == "setup":
        continue_setup(state)
    else:
        state.phase = "move"
        resume_play(state)


# ---------------------------------------------------------------- turn start
def start_turn(state: DungeonState) -> None:
    """R-DNG-004/005: a Lose a Turn token costs the whole turn."""
    hero = state.current()
    state.turn = Turn(seat=hero.seat, path=[hero.space], started_in_hall=hero.space == HALL)
    if hero.lat > 0:
        hero.lat -= 1
        state.turn.skipped = True
        state.say(f"{state.name(hero.seat)} discards a Lose a Turn token and loses this turn.")
        close_turn(state)  # A-DNG-22 (b): only the win check runs
        return
    state.phase = "move"


# ---------------------------------------------------------------- Step 1: Move
def may_cast_from_here(state: DungeonState, hero: HeroState) -> bool:
    """A-DNG-27 (d): from a corridor, the Great Hall or a cleared room/chamber."""
    return state.is_cleared(hero.space) and state.may_stop(hero.space, hero.seat)


def spell_targets(state: DungeonState, hero: HeroState, only: str | None = None) -> list[str]:
    """A-DNG-27: rooms/chambers the Wizard could walk into and would have to fight in."""
    t = state.turn
    if hero.cls != "wizard" or t.spell_cast or t.points < 1 or not may_cast_from_here(state, hero):
        return []
    if "fireball" not in hero.spells and "lightning" not in hero.spells:
        return []
    out = []
    for v, _edge in adjacent(state, hero):
        if only is not None and v != only:
            continue
        hunted = state.hunter is not None and state.hunter.space == v
        if not hunted and (state.kind(v) not in ("room", "chamber") or state.is_cleared(v)):
            continue
        if state.may_stop(v, hero.seat):  # A-DNG-27 (f)
            out.append(v)
    return out


def esp_targets(state: DungeonState, hero: HeroState) -> list[str]:
    """A-DNG-32 (a): an adjacent uncleared room/chamber not holding a face-up monster."""
    t = state.turn
    if not hero.has_power("esp_medallion") or t.esp_used or t.crystal_used:
        return []
    if not state.may_stop(hero.space, hero.seat):
        return []
    out = []
    for v, _edge in adjacent(state, hero):
        if state.kind(v) not in ("room", "chamber") or state.is_cleared(v):
            continue
        slot = state.slots.get(state.slot_at.get(v, -1))
        if slot is not None and (slot.face_up or hero.seat in slot.seen_by):
            continue
        out.append(v)
    return out


def crystal_targets(state: DungeonState, hero: HeroState) -> list[str]:
    """A-DNG-33: any uncleared room/chamber where there is something new to see."""
    if state.turn.acted or state.turn.crystal_used or not hero.has_power("crystal_ball"):
        return []
    out = []
    for space in state.board.spaces.values():
        if space.kind not in ("room", "chamber") or state.is_cleared(space.id):
            continue
        slot = state.slots.get(state.slot_at.get(space.id, -1))
        room_needs_treasure = space.kind == "room" and (slot is None or slot.treasure is None)
        if slot is None or room_needs_treasure or (not slot.face_up and hero.seat not in slot.seen_by):
            out.append(space.id)
    return sorted(out)


def teleport_targets(state: DungeonState, hero: HeroState) -> list[str]:
    """R-DNG-080-082: from a chamber to another chamber one level up, down or the same."""
    t = state.turn
    if hero.cls != "wizard" or "teleport" not in hero.spells or t.spell_cast or t.fought:
        return []
    if state.kind(hero.space) != "chamber":
        return []
    level = state.level(hero.space)
    out = []
    for lv in (level - 1, level, level + 1):
        out.extend(k for k in state.board.chambers_by_level.get(lv, ()) if k != hero.space)
    return sorted(out)


def search_targets(state: DungeonState, hero: HeroState) -> list[str]:
    """R-DNG-023, A-DNG-10: adjacent unfound secret doors, with a point left."""
    t = state.turn
    if t.points < 1 or t.searched_fail or hero.has_power("secret_door"):
        return []
    if not state.may_stop(hero.space, hero.seat):  # A-DNG-31 (g)
        return []
    return sorted(
        {
            e.id
            for _v, e in state.board.neighbours[hero.space]
            if e.type == "secret_door" and e.id not in hero.known_doors
        }
    )


def space_name(state: DungeonState, space: str) -> str:
    return state.board.place_name(space)


STEP_WORDS = {n: f", {n} step{'s' if n > 1 else ''}" for n in range(1, MOVE_POINTS + 1)}
STOP_WORDS = {n: f"{words} (stop)" for n, words in STEP_WORDS.items()}


_LABELS: dict[int, tuple[Board, dict[str, str]]] = {}


def move_labels(board: Board) -> dict[str, str]:
    """'Move to <name>' per space, built once per board (the hot path builds many)."""
    cached = _LABELS.get(id(board))
    if cached is None or cached[0] is not board:
        labels = {sid: "Move to " + board.place_name(sid) for sid in board.spaces}
        cached = _LABELS[id(board)] = (board, labels)
    return cached[1]


def distinct_labels(options: list[Option]) -> list[Option]:
    """Flagstones share place names ("the corridor west of Crypt"); number the twins so
    every button in the decision bar says something different."""
    seen: dict[str, int] = {}
    for option in options:
        seen[option.label] = seen.get(option.label, 0) + 1
    if len(seen) == len(options):
        return options
    count: dict[str, int] = {}
    out = []
    for option in options:
        if seen[option.label] > 1:
            count[option.label] = count.get(option.label, 0) + 1
            option = option._replace(label=f"{option.label} ({count[option.label]} of {seen[option.label]})")
        out.append(option)
    return out


def move_options(state: DungeonState) -> tuple[list[Option], list[str]]:
    hero = state.current()
    t = state.turn
    options: list[Option] = []
    notes: list[str] = []
    for target in crystal_targets(state, hero):
        options.append(
            Option(f"crystal:{target}", f"Crystal Ball: look into {space_name(state, target)}", target, "Crystal Ball")
        )
    t.reach = reachable(state, hero, t.points) if t.points >= 1 and not t.searched_fail else None
    if t.reach is not None:
        labels = move_labels(state.board)
        stopping = t.reach.stopping
        moves = [
            Option("move:" + dest, labels[dest] + (STOP_WORDS[n] if dest in stopping else STEP_WORDS[n]), dest, "Move")
            for dest, n in sorted(t.reach.distance.items())
        ]
        options.extend(distinct_labels(moves))
    for door in search_targets(state, hero):
        need = "3-6" if hero.cls == "rogue" else "5-6"
        beyond = space_name(state, state.board.secret_doors[door].other(hero.space))
        options.append(
            Option(f"search:{door}", f"Search for a secret door into {beyond} (roll {need})", door, "Search")
        )
    for target in esp_targets(state, hero):
        options.append(Option(f"esp:{target}", f"ESP: sense what waits in {space_name(state, target)}", None, "ESP"))
    for target in spell_targets(state, hero):
        for kind in ("fireball", "lightning"):
            if kind in hero.spells:
                options.append(
                    Option(
                        f"{kind}:{target}", f"Cast {SPELL_NAMES[kind]} at {space_name(state, target)}", None, "Spells"
                    )
                )
    for target in teleport_targets(state, hero):
        options.append(Option(f"teleport:{target}", f"Teleport to {space_name(state, target)}", None, "Spells"))
    if state.may_stop(hero.space, hero.seat):
        label = "Stay here" if len(t.path) == 1 else "End move here"
        options.append(Option("stop", label, hero.space, "Move"))
    # Why-not notes where a player would look for an option (ux.md).
    if t.points == 0 and any(e.type == "secret_door" for _v, e in state.board.neighbours[hero.space]):
        notes.append("Secret door: you need a movement point left to search.")
    if hero.cls == "wizard" and t.spell_cast:
        notes.append("Spells: one spell per turn.")
    return options, notes


def decide_move(state: DungeonState) -> Decision:
    hero = state.current()
    options, notes = move_options(state)
    prompt = f"{state.name(hero.seat)}: move ({state.turn.points} of {MOVE_POINTS} left)"
    return Decision(hero.seat, prompt, tuple(options), tuple(notes))


def step_along(state: DungeonState, hero: HeroState, path: list[str]) -> None:
    """Take steps; a Secret Door card holder learns each secret door it uses (R-DNG-092)."""
    for nxt in path:
        edge = edge_between(state, hero.space, nxt)
        if edge.type == "secret_door" and hero.has_power("secret_door"):
            hero.known_doors.add(edge.id)
        hero.space = nxt
        state.turn.path.append(nxt)
        state.turn.points -= 1  # R-DNG-012: doors cost like any step


def do_move(state: DungeonState, dest: str) -> None:
    hero = state.current()
    reach = state.turn.reach if state.turn.reach is not None else reachable(state, hero, state.turn.points)
    path = reach.path(dest)
    state.turn.reach = None
    state.turn.acted = True
    step_along(state, hero, path)
    state.say(f"{state.name(hero.seat)} moves to {space_name(state, dest)}.")
    if must_stop(state, dest):
        state.say(f"{space_name(state, dest)} is not cleared: the move ends there.")
        if teleport_targets(state, hero):
            # R-DNG-083, A-DNG-29 (a): a Wizard may still teleport away before combat.
            state.turn.points = 0  # R-DNG-013: the remaining points are lost
            return
        end_move(state)  # R-DNG-013
        return
    if state.turn.points == 0 and not esp_targets(state, hero) and not teleport_targets(state, hero):
        end_move(state)  # nothing left to do but stop


def do_search(state: DungeonState, door: str) -> None:
    """R-DNG-024-027: 1d6; 5-6 finds it (Rogue 3-6); a failure ends the move."""
    hero = state.current()
    state.turn.acted = True
    roll = state.chance.d6()
    need = 3 if hero.cls == "rogue" else 5
    if roll >= need:
        hero.known_doors.add(door)
        beyond = space_name(state, state.board.secret_doors[door].other(hero.space))
        state.say(f"{state.name(hero.seat)} searches and finds a secret door into {beyond} (needed {need}+).", (roll,))
        return
    state.turn.searched_fail = True
    state.say(f"{state.name(hero.seat)} searches but finds nothing (needed {need}+); the move ends.", (roll,))
    end_move(state)


def end_move(state: DungeonState) -> None:
    """A-DNG-20: a move of at least one step becomes the hero's last_path."""
    hero = state.current()
    if len(state.turn.path) > 1:
        hero.last_path = list(state.turn.path)
    encounter(state, hero.space)


# ---------------------------------------------------------------- Step 2: Encounter
def draw_monster(state: DungeonState, level: int) -> MonsterCard | None:
    """R-DNG-035/036: top card; an empty deck is rebuilt from its discard pile."""
    deck = state.monster_decks[level]
    if not deck:
        discard = state.monster_discards[level]
        if not discard:
            return None  # A-DNG-13
        deck.extend(discard)
        discard.clear()
        state.chance.shuffle(deck)
        state.say(f"The Level {level} monster deck is reshuffled.")
    state.chance.reveal()
    return deck.pop()


def draw_treasure(state: DungeonState, level: int) -> TreasureCard | None:
    deck = state.treasure_decks[level]
    if not deck:
        return None  # A-DNG-14
    state.chance.reveal()
    return deck.pop()


def encounter(state: DungeonState, space: str) -> None:
    """R-DNG-029-039."""
    hero = state.current()
    if state.hunter is not None and state.hunter.space == space:
        fight_hunter(state, hero, resume="finish")  # A-DNG-43 (e)
        return
    if state.is_cleared(space):
        finish_turn(state)  # R-DNG-030-032
        return
    number = state.slot_at.get(space)
    if number is not None:
        slot = state.slots[number]
        if not slot.face_up:
            reveal(state, slot)  # R-DNG-039
        if slot.monster.kind != "creature":
            spring_trap(state, hero, space, slot.monster, slot)
        else:
            combat(state, hero, space, slot.monster)  # R-DNG-034
        return
    card = draw_monster(state, state.level(space))
    if card is None:
        state.say(f"No monster is left to meet in {space_name(state, space)}.")
        finish_turn(state)
        return
    state.say(f"{state.name(hero.seat)} meets {monster_label(card)} in {space_name(state, space)}.")
    if card.kind != "creature":
        spring_trap(state, hero, space, card, None)  # R-DNG-038
    else:
        combat(state, hero, space, card)  # R-DNG-037


def monster_label(card: MonsterCard) -> str:
    if card.kind == "cage_trap":
        return "a Cage Trap"
    if card.kind == "slide_trap":
        return "a Slide Trap"
    return f"the {card.name}"


def reveal(state: DungeonState, slot: Slot) -> None:
    slot.face_up = True
    state.chance.reveal()
    state.say(f"Slot {slot.number} is turned up: {monster_label(slot.monster)}.")


def free_slot(state: DungeonState, space: str) -> Slot | None:
    number = state.slot_at.pop(space, None)
    return state.slots.pop(number) if number is not None else None


def ensure_slot(state: DungeonState, space: str, card: MonsterCard, face_up: bool, seer: int | None = None) -> Slot:
    """R-DNG-063, A-DNG-12 (b)(c): keep an existing slot, else the lowest free number."""
    number = state.slot_at.get(space)
    if number is None:
        number = 1
        while number in state.slots:
            number += 1
        state.slots[number] = Slot(number, space, card, face_up)
        state.slot_at[space] = number
    slot = state.slots[number]
    slot.face_up = slot.face_up or face_up
    if seer is not None:
        slot.seen_by.add(seer)
    return slot


# ---------------------------------------------------------------- traps
def spring_trap(state: DungeonState, hero: HeroState, space: str, card: MonsterCard, slot: Slot | None) -> None:
    """R-DNG-040-047: reward first, a Cleared token, then the trap's effect."""
    level = state.level(space)
    slot = free_slot(state, space) if slot is not None else None
    if state.kind(space) == "room":  # R-DNG-041/042
        reward = slot.treasure if slot and slot.treasure else draw_treasure(state, level)
        if reward is not None:
            gain(state, hero, reward)
    if slot is not None:
        for card_ in slot.dropped:
            gain(state, hero, card_)
    add_cleared(state, space)  # R-DNG-043
    state.monster_discards[level].append(card)  # A-DNG-16 (a)
    if state.winners is not None:
        return
    if card.kind == "cage_trap":  # R-DNG-044
        roll = state.chance.d6()
        tokens = 1 if roll <= 3 else 2
        hero.lat += tokens
        state.say(f"Cage Trap! {state.name(hero.seat)} takes {plural(tokens, 'Lose a Turn token')}.", (roll,))
        finish_turn(state)
        return
    if level >= 6:  # A-DNG-17 (a)
        state.say("A Slide Trap, but there is no deeper level: the hero stays.")
        finish_turn(state)
        return
    state.turn.slide_level = level + 1  # R-DNG-045
    state.say(f"Slide Trap! {state.name(hero.seat)} slides down to Level {level + 1}.")
    state.phase = "slide"


def decide_slide(state: DungeonState) -> Decision:
    hero = state.current()
    level = state.turn.slide_level
    options = tuple(
        Option(f"slide:{k}", f"Slide into {space_name(state, k)}", k, "Slide")
        for k in sorted(state.board.chambers_by_level[level])  # A-DNG-17 (b)
    )
    return Decision(hero.seat, f"{state.name(hero.seat)}: choose a Level {level} chamber to slide into", options)


def do_slide(state: DungeonState, chamber: str) -> None:
    """R-DNG-046: treated as having just moved in (A-DNG-18: the move is over)."""
    hero = state.current()
    hero.space = chamber
    hero.last_path = []
    state.turn.path = [chamber]
    state.phase = "move"
    state.say(f"{state.name(hero.seat)} lands in {space_name(state, chamber)}.")
    encounter(state, chamber)


def add_cleared(state: DungeonState, space: str) -> None:
    state.cleared[space] = state.cleared.get(space, 0) + 1
    if state.is_cleared(space):
        state.say(f"{space_name(state, space)} is cleared.")


# ---------------------------------------------------------------- Step 3: Combat
def hit_number(hero: HeroState, card: MonsterCard) -> int | None:
    """R-DNG-049, R-DNG-051/052: '–' is 13 with a Magic Sword, else no attack."""
    number = getattr(card, hero.cls)
    if number is None and hero.sword_in_play() is not None:
        return 13
    return number


def attack(state: DungeonState, hero: HeroState, card: MonsterCard) -> bool | None:
    """R-DNG-050: 2d6 + sword bonus >= the number.  None: the hero cannot attack."""
    number = hit_number(hero, card)
    if number is None:
        state.say(f"{state.name(hero.seat)} cannot attack the {card.name} ('–' and no Magic Sword).")
        record.blow(state, hero, card, None)
        return None
    dice = state.chance.roll(2)
    total = sum(dice) + hero.sword_bonus
    bonus = f" + {hero.sword_bonus} (Magic Sword)" if hero.sword_bonus else ""
    hit = total >= number
    verdict = "destroyed!" if hit else "missed."
    whose = possessive(card.name)
    state.say(
        f"{state.name(hero.seat)} rolls {sum(dice)}{bonus} = {total} against the {whose} {number}: {verdict}", dice
    )
    record.blow(state, hero, card, number, dice, hit)
    return hit


def combat(state: DungeonState, hero: HeroState, space: str, card: MonsterCard) -> None:
    """R-DNG-048: one round: the hero attacks, a survivor strikes back."""
    state.turn.fought = True
    hit = attack(state, hero, card)
    if hit:
        pile = destroy(state, space, card)
        loot(state, hero, space, pile)  # Step 4
        if state.winners is None:
            finish_turn(state)
        return
    slot = ensure_slot(state, space, card, face_up=True)
    if hit is None and state.options.get("dash_rule") == "no_combat":
        state.say("No combat: the monster stays.")  # A-DNG-15 alternative
        finish_turn(state)
        return
    state.say(f"The {card.name} stays in slot {slot.number}.")
    strike_back(state, hero, card.name, slot.dropped, resume="finish")


def destroy(state: DungeonState, space: str, card: MonsterCard) -> tuple[list[TreasureCard], TreasureCard | None]:
    """R-DNG-053, A-DNG-12 (a): discard it, free its slot, one Cleared token."""
    slot = free_slot(state, space)
    state.monster_discards[card.level].append(card)
    add_cleared(state, space)
    return (slot.dropped, slot.treasure) if slot else ([], None)


def strike_back(
    state: DungeonState, hero: HeroState, source: str, pile: list[TreasureCard], resume: str, by_hunter: bool = False
) -> None:
    """R-DNG-056-066: the strike-back table."""
    dice = state.chance.roll(2)
    roll = sum(dice)
    outcome = STRIKE_BACK.get(roll, "Miss")
    state.say(f"The {source} strikes back: {roll}, {outcome}.", dice)
    record.struck_back(state, source, dice, outcome)
    state.turn.resume = resume
    if roll == 12:
        killed(state, hero, pile, by_hunter)
        return
    if roll == 11:
        drop(state, hero, (len(hero.treasures()) + 1) // 2, pile)  # A-DNG-21 (c)
        place_in_hall(state, hero)
    elif roll >= 8:
        drop(state, hero, 1, pile)
        hero.lat += 1
        if push_back(state, hero):
            return  # waiting for the player's retreat choice
    elif roll >= 6:
        drop(state, hero, 1, pile)
    resume_play(state)


def drop(state: DungeonState, hero: HeroState, count: int, pile: list[TreasureCard]) -> None:
    """R-DNG-064-066, R-DNG-108: random cards from hand and play go under the monster."""
    if count <= 0 or not hero.treasures():
        return
    sword = hero.sword_in_play()
    picks = state.chance.sample(hero.treasures(), count)
    for card in picks:
        (hero.hand if card in hero.hand else hero.in_play).remove(card)
        pile.append(card)
    record.dropped(state, picks)
    names = ", ".join(f"{c.name} ({gp(c.gp)})" for c in picks)
    state.say(f"{state.name(hero.seat)} drops {names}.")
    if sword is not None and sword in picks:
        replace_sword(state, hero)


def replace_sword(state: DungeonState, hero: HeroState) -> None:
    """A-DNG-36 (b): a sword from the hand takes over with the same bonus."""
    spare = next((c for c in hero.hand if c.special == "magic_sword"), None)
    if spare is None or hero.cls == "wizard":
        hero.sword_bonus = 0  # R-DNG-109
        return
    hero.hand.remove(spare)
    hero.in_play.append(spare)
    state.say(f"{state.name(hero.seat)} draws a spare Magic Sword, still +{hero.sword_bonus}.")


def killed(state: DungeonState, hero: HeroState, pile: list[TreasureCard], by_hunter: bool) -> None:
    """R-DNG-057, A-DNG-23: all treasure dropped; a new hero in the Great Hall."""
    pile.extend(hero.treasures())
    hero.hand.clear()
    hero.in_play.clear()
    state.deaths[hero.seat] += 1
    state.say(f"{state.name(hero.seat)} is killed and drops everything.")
    variant = state.options.get("variant")
    if variant == "hunted" and (by_hunter or state.options.get("any_death_loses")):
        lose(state, "The Hunter has killed your hero.")
        return
    if variant == "treasure_hunt" and state.deaths[hero.seat] >= 2:
        lose(state, "Your hero died a second time before finding the treasure.")  # A-DNG-41 (c)
        return
    if free_heroes(state):
        state.phase = "new_hero"
        return
    new_hero(state, hero.seat, hero.hero.id)
    state.say(f"No other hero is free: {hero.hero.name} starts again in the Great Hall.")
    if needs_spellbook(state, hero.seat):
        ask_for_spells(state, hero.seat, then="resume")
        return
    resume_play(state)


def decide_new_hero(state: DungeonState) -> Decision:
    seat = state.turn.seat
    options = tuple(
        Option(
            f"hero:{h.id}",
            f"{h.name} the {h.hero_class.title()} (needs {gp(REQUIREMENT[h.hero_class])})",
            None,
            "Heroes",
        )
        for h in free_heroes(state)
    )
    return Decision(seat, f"{state.names[seat]}: choose a new hero", options)


def do_new_hero(state: DungeonState, hero_id: str) -> None:
    seat = state.turn.seat
    new_hero(state, seat, hero_id)
    state.say(f"{state.names[seat]} takes up {state.heroes[seat].hero.name} the {state.heroes[seat].cls.title()}.")
    if needs_spellbook(state, seat):
        ask_for_spells(state, seat, then="resume")
        return
    resume_play(state)


def place_in_hall(state: DungeonState, hero: HeroState) -> None:
    """A-DNG-47: placed in the Great Hall, no path to walk back along."""
    hero.space = HALL
    hero.last_path = []
    state.say(f"{state.name(hero.seat)} is carried back to the Great Hall.")


def push_back(state: DungeonState, hero: HeroState) -> bool:
    """A-DNG-20: back along last_path, or the player's choice; True if waiting on it."""
    path = hero.last_path
    if len(path) >= 2 and path[-1] == hero.space:
        for i in range(len(path) - 2, -1, -1):
            if state.may_stop(path[i], hero.seat):
                hero.space = path[i]
                hero.last_path = path[: i + 1]
                state.say(f"{state.name(hero.seat)} staggers back to {space_name(state, path[i])}.")
                return False
        state.say(f"{state.name(hero.seat)} has nowhere to fall back to and stays.")
        return False
    choices = retreat_targets(state, hero)
    if not choices:
        state.say(f"{state.name(hero.seat)} has nowhere to fall back to and stays.")
        return False
    if len(choices) == 1:
        hero.space = choices[0]
        state.say(f"{state.name(hero.seat)} staggers back to {space_name(state, choices[0])}.")
        return False
    state.phase = "retreat"
    return True


def retreat_targets(state: DungeonState, hero: HeroState) -> list[str]:
    return sorted(v for v, _e in adjacent(state, hero) if state.may_stop(v, hero.seat))


def decide_retreat(state: DungeonState) -> Decision:
    hero = state.current()
    options = tuple(
        Option(f"retreat:{v}", f"Fall back to {space_name(state, v)}", v, "Retreat")
        for v in retreat_targets(state, hero)
    )
    return Decision(hero.seat, f"{state.name(hero.seat)}: wounded, fall back to which space?", options)


def do_retreat(state: DungeonState, space: str) -> None:
    hero = state.current()
    hero.space = space
    state.say(f"{state.name(hero.seat)} falls back to {space_name(state, space)}.")
    resume_play(state)


def resume_play(state: DungeonState) -> None:
    """Continue after a strike-back (and any decision it needed)."""
    if state.winners is not None:
        return
    resume, state.turn.resume = state.turn.resume, ""
    if resume == "hunter":
        next_turn(state)
    else:
        finish_turn(state)


# ---------------------------------------------------------------- Step 4: Loot
def loot(
    state: DungeonState, hero: HeroState, space: str, pile: tuple[list[TreasureCard], TreasureCard | None]
) -> None:
    """R-DNG-067-069: a room gives a Treasure card; both give what was dropped."""
    dropped, predrawn = pile
    if state.kind(space) == "room":
        card = predrawn or draw_treasure(state, state.level(space))  # A-DNG-19 (d), A-DNG-46
        if card is not None:
            gain(state, hero, card)
            record.gained(state, hero, card)
    elif predrawn is not None:
        state.treasure_decks[state.level(space)].insert(0, predrawn)
    for card in list(dropped):
        gain(state, hero, card)
        record.gained(state, hero, card)


def gain(state: DungeonState, hero: HeroState, card: TreasureCard) -> None:
    """R-DNG-090/093/102/104/105, A-DNG-21 (e), A-DNG-36 (a)."""
    special = card.special
    if special in ("secret_door", "esp_medallion", "crystal_ball"):
        hero.in_play.append(card)
    elif special == "magic_sword" and hero.cls != "wizard" and hero.sword_in_play() is None:
        hero.in_play.append(card)
        dice = state.chance.roll(2)
        hero.sword_bonus = 2 if sum(dice) in card.sword_plus2 else 1
        state.say(f"{state.name(hero.seat)} wields the {card.name}: rolled {sum(dice)}, +{hero.sword_bonus}.", dice)
    else:
        hero.hand.append(card)
    state.say(f"{state.name(hero.seat)} gains a treasure.")
    state.say(f"You gain the {card.name} ({gp(card.gp)}).", to=hero.seat)
    if state.hunt_target is not None and card.id == state.hunt_target.id:
        win(state, hero.seat, f"{state.name(hero.seat)} found the {card.name}!")  # A-DNG-41 (b)


# ---------------------------------------------------------------- Wizard spells
def cast_attack(state: DungeonState, kind: str, target: str) -> None:
    """R-DNG-074-079, A-DNG-16 (c), A-DNG-26/27."""
    hero = state.current()
    t = state.turn
    hero.spells.remove(kind)
    state.spell_discard.append(kind)  # R-DNG-073
    t.spell_cast = True
    t.acted = True
    if len(t.path) > 1:
        hero.last_path = list(t.path)
    state.say(f"{state.name(hero.seat)} casts {SPELL_NAMES[kind]} at {space_name(state, target)}.")
    if state.hunter is not None and state.hunter.space == target:
        spell_at_hunter(state, hero, kind, target)
        return
    number = state.slot_at.get(target)
    if number is not None:
        slot = state.slots[number]
        card = slot.monster
        if not slot.face_up:
            reveal(state, slot)
    else:
        card = draw_monster(state, state.level(target))  # R-DNG-077: named before the draw
        if card is None:
            state.say("Nothing is there to hit.")
            finish_turn(state)
            return
        state.say(f"It reveals {monster_label(card)}.")
    if card.kind != "creature":
        add_cleared(state, target)
        state.monster_discards[card.level].append(card)
        slot = free_slot(state, target)
        if slot is not None and slot.treasure is not None:
            state.treasure_decks[state.level(target)].insert(0, slot.treasure)
        state.say("The spell springs the trap from afar.")
        finish_turn(state)
        return
    if spell_hits(state, card, kind, target):
        pile = destroy(state, target, card)
        wizard_moves_in(state, hero, target)
        loot(state, hero, target, pile)
    else:
        slot = ensure_slot(state, target, card, face_up=True)  # R-DNG-079: no strike-back
        state.say(f"The {card.name} stays in slot {slot.number}.")
    if state.winners is None:
        finish_turn(state)


def spell_hits(state: DungeonState, card: MonsterCard, kind: str, target: str) -> bool:
    number = getattr(card, kind)
    if number is None:
        state.say(f"{SPELL_NAMES[kind]} cannot hurt the {card.name}.")  # A-DNG-26
        record.spell(state, state.turn.seat, card, target, kind, None, (), False)
        return False
    dice = state.chance.roll(2)
    hit = sum(dice) >= number
    state.say(f"{SPELL_NAMES[kind]} rolls {sum(dice)} against {number}: {'destroyed!' if hit else 'missed.'}", dice)
    record.spell(state, state.turn.seat, card, target, kind, number, dice, hit)
    return hit


def wizard_moves_in(state: DungeonState, hero: HeroState, target: str) -> None:
    """R-DNG-078, A-DNG-20: the move in counts as a step."""
    start = hero.space
    hero.space = target
    hero.last_path = (hero.last_path or [start]) + [target]
    state.say(f"{state.name(hero.seat)} steps into {space_name(state, target)}.")


def cast_teleport(state: DungeonState, dest: str) -> None:
    """R-DNG-080-084, A-DNG-29: leave the chamber's monster; meet the new one."""
    hero = state.current()
    hero.spells.remove("teleport")
    state.spell_discard.append("teleport")
    state.turn.spell_cast = True
    state.turn.acted = True
    hero.space = dest
    hero.last_path = []
    state.turn.path = [dest]
    state.say(f"{state.name(hero.seat)} teleports to {space_name(state, dest)}.")
    encounter(state, dest)


def decide_regain(state: DungeonState) -> Decision:
    hero = state.current()
    options = [Option(f"regain:{k}", f"Take a {SPELL_NAMES[k]} card", None, "Spells") for k in SPELLS]
    options.append(Option("regain:none", "Take no spell", None, "Spells"))
    return Decision(
        hero.seat, f"{state.name(hero.seat)}: regain a spell ({len(hero.spells)} of {hero.spell_cap})", tuple(options)
    )


def do_regain(state: DungeonState, kind: str) -> None:
    """R-DNG-085, A-DNG-30."""
    hero = state.current()
    if kind != "none":
        hero.spells.append(kind)
        state.say(f"{state.name(hero.seat)} regains a spell.")  # A-DNG-38: which one is private
        state.say(f"You take a {SPELL_NAMES[kind]} card.", to=hero.seat)
    close_turn(state)


# ---------------------------------------------------------------- ESP and Crystal Ball
def use_esp(state: DungeonState, target: str) -> None:
    """R-DNG-095/096/099, A-DNG-32."""
    hero = state.current()
    t = state.turn
    t.esp_used = True
    t.acted = True
    state.say(f"{state.name(hero.seat)} uses the ESP Medallion on {space_name(state, target)}.")
    peek(state, hero, target, with_treasure=False)
    t.esp_target = target
    state.phase = "after_esp"


def peek(state: DungeonState, hero: HeroState, target: str, with_treasure: bool) -> None:
    """R-DNG-099: cards drawn for a look lie face down in a slot, seen by the looker."""
    number = state.slot_at.get(target)
    slot = state.slots.get(number) if number is not None else None
    if slot is None:
        card = draw_monster(state, state.level(target))
        if card is None:
            state.say("The deck is empty: nothing waits there.", to=hero.seat)
            return
        slot = ensure_slot(state, target, card, face_up=False, seer=hero.seat)
    else:
        slot.seen_by.add(hero.seat)
        state.chance.reveal()
    if with_treasure and state.kind(target) == "room" and slot.treasure is None:
        slot.treasure = draw_treasure(state, state.level(target))
    state.say(f"A card lies face down in slot {slot.number}.")
    state.say(f"You see {monster_label(slot.monster)} in {space_name(state, target)}.", to=hero.seat)
    if slot.treasure is not None and with_treasure:
        state.say(f"...guarding the {slot.treasure.name} ({gp(slot.treasure.gp)}).", to=hero.seat)


def decide_after_esp(state: DungeonState) -> Decision:
    hero = state.current()
    target = state.turn.esp_target
    options = []
    if state.turn.points >= 1 and state.may_stop(target, hero.seat):
        options.append(Option(f"enter:{target}", f"Enter {space_name(state, target)}", target, "Move"))
    for t in spell_targets(state, hero, only=target):
        for kind in ("fireball", "lightning"):
            if kind in hero.spells:
                options.append(
                    Option(f"{kind}:{t}", f"Cast {SPELL_NAMES[kind]} at {space_name(state, t)}", None, "Spells")
                )
    options.append(Option("stop", "Stay out (the move ends)", hero.space, "Move"))
    return Decision(hero.seat, f"{state.name(hero.seat)}: enter {space_name(state, target)}?", tuple(options))


def do_enter(state: DungeonState, target: str) -> None:
    hero = state.current()
    state.phase = "move"
    step_along(state, hero, [target])
    state.say(f"{state.name(hero.seat)} enters {space_name(state, target)}.")
    end_move(state)


def use_crystal_ball(state: DungeonState, target: str) -> None:
    """R-DNG-097/098, A-DNG-33: look anywhere; the hero neither moves nor fights."""
    hero = state.current()
    state.turn.crystal_used = True
    state.turn.acted = True
    state.say(f"{state.name(hero.seat)} gazes into the Crystal Ball at {space_name(state, target)}.")
    peek(state, hero, target, with_treasure=True)
    finish_turn(state)


# ---------------------------------------------------------------- Become the Hunted
def fight_hunter(state: DungeonState, hero: HeroState, resume: str) -> None:
    """A-DNG-43 (d): the hero strikes first; a surviving Hunter strikes back."""
    hunter = state.hunter
    if not hunter.revealed:
        hunter.revealed = True
        state.chance.reveal()
        state.say(f"The Hunter is revealed: the {hunter.monster.name}!")
    state.turn.fought = True
    hit = attack(state, hero, hunter.monster)
    if hit:
        hunter_destroyed(state, hero, resume)
        return
    if hit is None and state.options.get("dash_rule") == "no_combat":
        state.turn.resume = resume
        resume_play(state)
        return
    strike_back(state, hero, hunter.monster.name, hunter.dropped, resume, by_hunter=True)


def hunter_destroyed(state: DungeonState, hero: HeroState, resume: str) -> None:
    """A-DNG-43 (f), R-DNG-125: loot its pile; a new Hunter in a room the player picks."""
    hunter = state.hunter
    state.monster_discards[6].append(hunter.monster)
    state.hunter = None
    for card in hunter.dropped:
        gain(state, hero, card)
        record.gained(state, hero, card)
    if state.winners is not None:
        return
    card = draw_hunter_card(state)
    state.turn.resume = resume
    if card is None:
        state.say("No creature is left to hunt you.")
        resume_play(state)
        return
    state.hunter = type_hunter(card, "")
    state.phase = "hunter_room"


def decide_hunter_room(state: DungeonState) -> Decision:
    """R-DNG-116/125: the player places the Hunter; at setup it may be left to chance (A-DNG-43 (b))."""
    options = [
        Option(f"hunter:{r}", f"The Hunter starts in {space_name(state, r)}", r, "Hunter")
        for r in sorted(state.board.rooms_by_level[6])
    ]
    if state.turn.resume == "begin":
        options.insert(0, Option("hunter:random", "Let chance place the Hunter", None, "Hunter"))
        return Decision(state.turn.seat, "Choose the Level 6 room where the Hunter starts", tuple(options))
    return Decision(state.turn.seat, "Choose the Level 6 room where the new Hunter starts", tuple(options))


def do_hunter_room(state: DungeonState, room: str) -> None:
    if room == "random":
        room = state.chance.pick(state.board.rooms_by_level[6])
    state.hunter.space = room
    state.say(f"A Hunter lurks in {space_name(state, room)}.")
    state.phase = "move"
    if state.turn.resume == "begin":
        state.turn.resume = ""
        begin_play(state)
        return
    resume_play(state)


def hunter_turn(state: DungeonState) -> bool:
    """R-DNG-118-122: up to 5 steps along the shortest route; True if play paused."""
    hunter = state.hunter
    hero = state.hero_of(0)
    if hunter.space == hero.space:
        return False
    route = hunter_route(state, hunter.space, hero.space)[:MOVE_POINTS]
    if not route:
        return False
    hunter.space = route[-1]
    state.say(f"The Hunter moves {plural(len(route), 'space')}.")
    if hunter.space != hero.space:
        return False
    state.turn = Turn(seat=hero.seat, path=[hero.space])
    fight_hunter(state, hero, resume="hunter")
    return True


def spell_at_hunter(state: DungeonState, hero: HeroState, kind: str, target: str) -> None:
    hunter = state.hunter
    if not hunter.revealed:
        hunter.revealed = True
        state.chance.reveal()
        state.say(f"The Hunter is revealed: the {hunter.monster.name}!")
    if spell_hits(state, hunter.monster, kind, target):
        wizard_moves_in(state, hero, target)
        hunter_destroyed(state, hero, "finish")
        return
    finish_turn(state)


# ---------------------------------------------------------------- turn end
def finish_turn(state: DungeonState) -> None:
    """A-DNG-30: a Wizard who spent the whole turn in the Great Hall may regain a spell."""
    if state.winners is not None:
        return
    hero = state.current()
    t = state.turn
    state.phase = "move"
    if (
        hero.cls == "wizard"
        and t.started_in_hall
        and not t.skipped
        and len(t.path) == 1
        and hero.space == HALL
        and len(hero.spells) < hero.spell_cap
    ):
        state.phase = "regain"
        return
    close_turn(state)


def close_turn(state: DungeonState) -> None:
    """A-DNG-24: the win check ends every turn; then the Hunter and the next seat."""
    hero = state.current()
    variant = state.options.get("variant")
    if variant != "treasure_hunt" and hero.space == HALL and hero.gp() >= REQUIREMENT[hero.cls]:
        win(state, hero.seat, f"{state.name(hero.seat)} returns to the Great Hall with {gp(hero.gp())} and wins!")
        return
    state.turns_taken += 1
    limit = state.options.get("turn_limit", 0)
    if variant == "timed" and limit and state.turns_taken >= limit:
        lose(state, f"Time is up: {limit} turns without a win.")  # A-DNG-42
        return
    if state.hunter is not None and state.hunter.space and hunter_turn(state):
        return
    next_turn(state)


def next_turn(state: DungeonState) -> None:
    """R-DNG-002: the next seat; A-DNG-25 and A-DNG-41 (e) are checked between rounds."""
    if state.winners is not None:
        return
    seat = (state.turn.seat + 1) % state.players
    if seat == state.first_player:
        state.rounds += 1
        if round_end_checks(state):
            return
    state.turn = Turn(seat=seat)
    start_turn(state)


def round_end_checks(state: DungeonState) -> bool:
    variant = state.options.get("variant")
    if variant == "treasure_hunt" and hunt_unreachable(state):
        lose(state, "The treasure can no longer be found.")
        return True
    if state.options.get("dry_end", True) and all(
        state.is_cleared(s.id) for s in state.board.spaces.values() if s.kind in ("room", "chamber")
    ):
        dry_dungeon_end(state)
        return True
    return False


def hunt_unreachable(state: DungeonState) -> bool:
    target = state.hunt_target
    level = target.level
    if any(c.id == target.id for c in state.treasure_decks[level]):
        return all(state.is_cleared(r) for r in state.board.rooms_by_level[level])
    lying = [c for s in state.slots.values() for c in s.dropped + ([s.treasure] if s.treasure else [])]
    if state.hunter is not None:
        lying += state.hunter.dropped
    return not any(c.id == target.id for c in lying)


def dry_dungeon_end(state: DungeonState) -> None:
    """A-DNG-25: the highest share of its requirement wins; exact ties share."""
    shares = [h.gp() / REQUIREMENT[h.cls] for h in state.heroes]
    best = max(shares)
    state.winners = tuple(i for i, s in enumerate(shares) if s == best)
    state.end_reason = "The dungeon is empty. The richest hero for their class wins."
    state.phase = "over"
    state.say(state.end_reason)


def win(state: DungeonState, seat: int, text: str) -> None:
    state.winners = (seat,)
    state.end_reason = text
    state.phase = "over"
    state.say(text)


def lose(state: DungeonState, text: str) -> None:
    state.winners = ()
    state.end_reason = text
    state.phase = "over"
    state.say(f"Game lost. {text}")


def result(state: DungeonState) -> Result | None:
    if state.winners is None:
        return None
    scores = tuple(float(h.gp()) if h else 0.0 for h in state.heroes)
    return Result(scores, state.winners, state.end_reason)


# ---------------------------------------------------------------- dispatch
def decide(state: DungeonState) -> Decision | None:
    decision = decide_phase(state)
    if decision is not None and clock_running(state):
        # A-DNG-42: the app plays this when the wall clock runs out.
        clock = Option(CLOCK_OPTION, "Time is up", None, "Clock", system=True)
        return Decision(decision.player, decision.prompt, decision.options + (clock,), decision.notes)
    return decision


def clock_seconds(options: dict[str, Any]) -> float | None:
    """A-DNG-42: the Timed Game's wall clock in seconds (None: no clock)."""
    if options.get("variant") == "timed" and options.get("time_limit"):
        return float(options["time_limit"]) * 60
    return None


def clock_running(state: DungeonState) -> bool:
    return clock_seconds(state.options) is not None


def decide_phase(state: DungeonState) -> Decision | None:
    phase = state.phase
    if phase == "pick_hero":
        seat = (state.first_player + state.picking) % state.players
        options = tuple(
            Option(
                f"hero:{h.id}",
                f"{h.name} the {h.hero_class.title()} (needs {gp(REQUIREMENT[h.hero_class])})",
                None,
                "Heroes",
            )
            for h in free_heroes(state)
        )
        return Decision(seat, f"{state.names[seat]}: choose your hero", options)
    if phase == "move":
        return decide_move(state)
    if phase == "after_esp":
        return decide_after_esp(state)
    if phase == "slide":
        return decide_slide(state)
    if phase == "new_hero":
        return decide_new_hero(state)
    if phase == "retreat":
        return decide_retreat(state)
    if phase == "regain":
        return decide_regain(state)
    if phase == "hunter_room":
        return decide_hunter_room(state)
    if phase == "pick_spell":
        return decide_pick_spell(state)
    return None


def play(state: DungeonState, key: str) -> None:
    """Apply one offered option key (the core has checked it was offered)."""
    verb, _, arg = key.partition(":")
    if verb == CLOCK_OPTION:
        lose(state, f"Time is up: {state.options.get('time_limit')} minutes without a win.")
    elif verb == "hero" and state.phase == "pick_hero":
        pick_hero(state, arg)
    elif verb == "hero":
        do_new_hero(state, arg)
    elif verb == "move":
        do_move(state, arg)
    elif verb == "stop":
        state.phase = "move"
        end_move(state)
    elif verb == "search":
        do_search(state, arg)
    elif verb == "esp":
        use_esp(state, arg)
    elif verb == "enter":
        do_enter(state, arg)
    elif verb == "crystal":
        use_crystal_ball(state, arg)
    elif verb in ("fireball", "lightning"):
        state.phase = "move"
        cast_attack(state, verb, arg)
    elif verb == "teleport":
        cast_teleport(state, arg)
    elif verb == "slide":
        do_slide(state, arg)
    elif verb == "retreat":
        do_retreat(state, arg)
    elif verb == "regain":
        do_regain(state, arg)
    elif verb == "hunter":
        do_hunter_room(state, arg)
    elif verb == "spell":
        do_pick_spell(state, arg)
    else:  # pragma: no cover - the core only passes offered keys
        raise ValueError(key)
