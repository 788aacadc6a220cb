"""Set-up, in the rulebook's order (digest 3.2, R-OOTS-008..023; decision point DS).

Every random pick comes from the game's `Chance`, so the same seed deals the same
characters, hands, Loot, Lair and Xykon decks and the same first-player roll-off.
The one choice of the set-up is each player's 3 of 4 Starting Shticks (R-OOTS-013),
asked in seat order before the first turn.
"""

from __future__ import annotations

from .content.schema import CHARACTERS_ORDER
from .state import ENTRANCE, HAND_SIZE, START_LOOT, Ask, Floor, OotsState, Player, Room, d12

LENGTHS = ("short", "medium", "long")
# A-OOTS-01: (floors, Minimum Loot, Minimum Shticks) by players and game length; the 4-player
# Medium row is the book's [L3558-3564], the others are the digest's proposal.
LENGTH_TABLE: dict[str, dict[str, tuple[int, int, int]]] = {
    "2-3": {"short": (2, 6, 7), "medium": (3, 9, 10), "long": (4, 12, 12)},
    "4": {"short": (2, 5, 7), "medium": (3, 8, 9), "long": (4, 11, 11)},
    "5-6": {"short": (2, 4, 6), "medium": (3, 7, 8), "long": (4, 10, 10)},
}
LAIR_DEALT = 4  # R-OOTS-018: 4 Lair cards below the Safe Haven
XYKON_DEALT = 3  # R-OOTS-019: 3 cards plus Xykon the Lich


def length_row(players: int, length: str) -> tuple[int, int, int]:
    """A-OOTS-01: (regular floors, Minimum Loot, Minimum Shticks) for this table."""
    band = "2-3" if players <= 3 else "4" if players == 4 else "5-6"
    return LENGTH_TABLE[band][length]


def setup(state: OotsState, characters: tuple[str, ...] | None = None) -> None:
    """R-OOTS-008..022; then the Starting Shtick choices (DS) are asked, seat by seat."""
    cs = state.cs
    chance = state.chance
    length = state.options.get("length", "medium")
    state.floors_regular, state.min_loot, state.min_shticks = length_row(len(state.names), length)
    # R-OOTS-008 / R-OOTS-009: the Entrance with one Stairs card below it; floor 1 unexplored.
    entrance = Floor(rooms={ENTRANCE[1]: Room(cs.entrance, entered=True)}, stairs_down=ENTRANCE[1])
    state.floors = [entrance] + [Floor() for _ in range(state.lair_floor)]
    state.room_deck = cs.dungeon_rooms()
    chance.shuffle(state.room_deck)
    deal_characters(state, characters)
    # R-OOTS-013: the 4 Starting Shticks are set aside, the rest of the deck is shuffled face-down.
    for p in state.players:
        deck = cs.shtick_decks[p.character]
        p.starting_choice = [s for s in deck if cs.shticks[s].starting]
        p.shtick_deck = [s for s in deck if not cs.shticks[s].starting]
        chance.shuffle(p.shtick_deck)
    # R-OOTS-014: 7-card Battle Hands.
    state.battle_deck = sorted(cs.battle)
    chance.shuffle(state.battle_deck)
    for p in state.players:
        p.hand = draw_battle(state, HAND_SIZE)
    # R-OOTS-015..017: 3 Loot each, Traps replaced.
    state.loot_deck = sorted(cs.loot)
    chance.shuffle(state.loot_deck)
    for p in state.players:
        while len(p.stash) < START_LOOT and state.loot_deck:
            card = state.loot_deck.pop(0)
            if cs.is_trap(card):
                state.loot_discard.append(card)  # R-OOTS-016
            else:
                p.stash.append(card)
    deal_lair(state)
    deal_xykon(state)
    roll_first_player(state)
    state.asks = [Ask("starting", seat) for seat in range(state.seats)]
    names = ", ".join(cs.characters[p.character].name for p in state.players)
    state.say(f"{names} stand at the Dungeon Entrance ({state.floors_regular} floors below).")


def deal_characters(state: OotsState, characters: tuple[str, ...] | None) -> None:
    """R-OOTS-010..012: a random character per seat; the others are NPCs beside the Entrance."""
    pool = [c for c in CHARACTERS_ORDER if c in state.cs.characters]
    if characters is None:
        state.chance.shuffle(pool)
        chosen = pool[: len(state.names)]
    else:
        chosen = list(characters)
    state.players = [Player(c) for c in chosen]  # R-OOTS-011 / R-OOTS-012: full health, at the Entrance
    state.npcs = [c for c in CHARACTERS_ORDER if c in state.cs.characters and c not in chosen]


def deal_lair(state: OotsState) -> None:
    """R-OOTS-018 / R-OOTS-020: 4 random Lair cards with the Safe Haven on top; the rest leave the game."""
    cs = state.cs
    others = [r for r in cs.lair_rooms() if r != cs.safe_haven]
    state.chance.shuffle(others)
    if state.options.get("xykon_not_home"):  # R-OOTS-433: the whole Lair deck, Safe Haven on top
        state.lair_deck = ([cs.safe_haven] if cs.safe_haven else []) + others
        return
    haven = [cs.safe_haven] if cs.safe_haven and not state.options.get("nerdcore") else []  # R-OOTS-430
    state.lair_deck = haven + others[:LAIR_DEALT]
    state.out_of_game.extend(others[LAIR_DEALT:] + ([cs.safe_haven] if cs.safe_haven and not haven else []))


def deal_xykon(state: OotsState) -> None:
    """R-OOTS-019 / R-OOTS-020: 3 random Xykon cards plus Xykon the Lich, shuffled together."""
    cs = state.cs
    others = sorted(c for c in cs.xykon if c != cs.lich)
    state.chance.shuffle(others)
    if state.options.get("xykon_not_home"):  # R-OOTS-433: the whole Xykon Deck
        state.xykon_deck = others + ([cs.lich] if cs.lich else [])
        state.chance.shuffle(state.xykon_deck)
        return
    state.xykon_deck = others[:XYKON_DEALT] + ([cs.lich] if cs.lich else [])
    state.out_of_game.extend(others[XYKON_DEALT:])
    state.chance.shuffle(state.xykon_deck)


def roll_first_player(state: OotsState) -> None:
    """R-OOTS-022: everyone rolls; the tied high rollers roll again until one is highest."""
    rolling = list(range(state.seats))
    while True:
        rolls = [d12(state.chance) for _ in rolling]
        state.first_rolls.append(rolls)
        best = max(rolls)
        rolling = [seat for seat, r in zip(rolling, rolls, strict=True) if r == best]
        if len(rolling) == 1:
            break
    state.first_player = rolling[0]


def choose_starting(state: OotsState, seat: int, returned: str) -> None:
    """R-OOTS-013: 3 of the 4 Starting Shticks go into play; `returned` is shuffled back into the deck."""
    p = state.players[seat]
    if returned not in p.starting_choice:
        raise ValueError(f"{returned!r} is not one of {p.character}'s Starting Shticks")
    p.shticks = [s for s in p.starting_choice if s != returned]
    p.starting_choice = []
    p.shtick_deck.append(returned)
    state.chance.shuffle(p.shtick_deck)


def draw_battle(state: OotsState, n: int) -> list[str]:
    """Up to `n` cards off the Battle Deck; an empty deck is not reshuffled mid-turn (R-OOTS-082, A-OOTS-31)."""
    out = state.battle_deck[:n]
    del state.battle_deck[:n]
    if len(out) < n:
        state.battle_ran_out = True
    return out


def draw_loot(state: OotsState, *, reshuffle: bool = True) -> str | None:
    """One card off the Loot Deck; an empty deck takes the shuffled discard pile (A-OOTS-30)."""
    if not state.loot_deck and reshuffle and state.loot_discard:
        state.loot_deck = state.loot_discard
        state.loot_discard = []
        state.chance.shuffle(state.loot_deck)
    return state.loot_deck.pop(0) if state.loot_deck else None
