"""The party: seat order, who decides, health, fainting, and carrying equipment.

Seat order (digest 3 conventions): the player on the left of seat s is s + 1
(mod n); passing and choosing skip fainted and eliminated heroes (A-DF-26).
Carrying limits are R-DF-160..165.
"""

from __future__ import annotations

from ...core.coop import lead_seat
from .content import COLORS
from .state import DfState


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 die', '2 dice': words players read never say '1 golds'."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def possessive(name: str) -> str:
    """ "Torm's", but "Nim the Nervous'" (no 's after a final s)."""
    return name + ("'" if name.endswith("s") else "'s")


def next_active_left(state: DfState, seat: int) -> int | None:
    """The next active hero to the left of `seat` (itself last, R-DF-005); None if nobody is active."""
    n = state.players
    for step in range(1, n + 1):
        s = (seat + step) % n
        if state.heroes[s].active:
            return s
    return None


def next_standing_left(state: DfState, seat: int) -> int:
    """The next non-eliminated hero to the left (R-DF-142, R-DF-158)."""
    n = state.players
    for step in range(1, n + 1):
        s = (seat + step) % n
        if not state.heroes[s].eliminated:
            return s
    return seat


def party_seat(state: DfState) -> int:
    """Who decides for the party: the leader (R-DF-035), unless a computer leads and a person plays.

    A computer partner never overrules a person (engine/core/coop.py): then the first
    person still in the game decides.
    """
    if state.bots[state.leader] is None:
        return state.leader
    people = [i for i, b in enumerate(state.bots) if b is None and not state.heroes[i].eliminated]
    if people:
        return people[0]
    standing = [i for i in range(state.players) if not state.heroes[i].eliminated]
    return state.leader if state.leader in standing or not standing else standing[0]


def first_leader(state: DfState) -> int:
    """R-DF-019: the leader is the party's lead seat (the first person, else seat 0)."""
    return lead_seat(state.bots)


def active_seats(state: DfState) -> list[int]:
    return [i for i, h in enumerate(state.heroes) if h.active]


def all_fainted(state: DfState) -> bool:
    """R-DF-060: every non-eliminated hero has fainted."""
    return not active_seats(state)


def heal(state: DfState, seat: int, amount: int) -> int:
    """Heal an active hero up to their maximum (R-DF-003); fainted heroes are not healed (A-DF-32)."""
    h = state.heroes[seat]
    if not h.active or amount <= 0:
        return 0
    gained = max(0, min(amount, h.max_hp() - h.hp))
    h.hp += gained
    return gained


def lose_hp(state: DfState, seat: int, amount: int) -> None:
    """Take HP away; a hero below 1 faints (R-DF-057), for the rest of the encounter."""
    h = state.heroes[seat]
    if amount <= 0 or h.eliminated:
        return
    h.hp -= amount
    if h.hp < 1 and not h.fainted:
        h.fainted = True
        state.say(f"{state.hero_name(seat)} faints.")


def hero_ability(state: DfState, seat: int, color: str):
    """The ability a hero die of `color` activates for this thrower, or None if scarred (R-DF-088, R-DF-115)."""
    if color not in COLORS or state.heroes[seat].scars[COLORS.index(color)]:
        return None
    return state.hero_card(seat).ability(color)


# -- carrying (R-DF-160..165) ------------------------------------------------
def eq_type(state: DfState, card: str) -> str:
    return state.cs.equipment[card].type


def slots(state: DfState, seat: int, kind: str) -> int:
    return state.hero_card(seat).slots(kind)


def carried(state: DfState, seat: int, kind: str) -> list[str]:
    return [c for c in state.heroes[seat].equipment if eq_type(state, c) == kind]


def has_free_slot(state: DfState, seat: int, kind: str) -> bool:
    """R-DF-161: one card per matching icon; eliminated heroes carry nothing new."""
    if state.heroes[seat].eliminated:
        return False
    return len(carried(state, seat, kind)) < slots(state, seat, kind)


def can_take(state: DfState, seat: int, card: str) -> bool:
    """A hero may be given `card` if they have an icon of its type (making room if full, R-DF-162)."""
    return not state.heroes[seat].eliminated and slots(state, seat, eq_type(state, card)) > 0


def over_limit(state: DfState, seat: int) -> str | None:
    """The equipment type a hero carries too many of, if any."""
    for kind in ("weapon", "armor", "item"):
        if len(carried(state, seat, kind)) > slots(state, seat, kind):
            return kind
    return None


def owner_of(state: DfState, card: str) -> int | None:
    for i, h in enumerate(state.heroes):
        if card in h.equipment:
            return i
    return None


def has_equipment_ability(state: DfState, seat: int, kind: str) -> list:
    """The abilities of `kind` on the cards a hero carries (passive armour, 1x items)."""
    out = []
    for card in state.heroes[seat].equipment:
        ability = state.cs.equipment[card].ability
        if ability is not None and ability.kind == kind:
            out.append((card, ability))
    return out


def draw_equipment(state: DfState) -> str | None:
    """The top equipment card; an empty deck is rebuilt from the discards (R-DF-165)."""
    if not state.equipment_deck and state.equipment_discard:
        state.equipment_deck = list(state.equipment_discard)
        state.equipment_discard.clear()
        state.chance.shuffle(state.equipment_deck)
        state.say("The equipment discards are shuffled into a new deck.")
    if not state.equipment_deck:
        return None
    state.chance.reveal()
    return state.equipment_deck.pop(0)


def supply_gold_take(state: DfState, amount: int) -> int:
    """Gold from the supply: unlimited by default, else what is left (A-DF-40)."""
    if state.supply_gold is None:
        return amount
    got = min(amount, state.supply_gold)
    state.supply_gold -= got
    return got


def supply_gold_return(state: DfState, amount: int) -> None:
    if state.supply_gold is not None:
        state.supply_gold += amount
