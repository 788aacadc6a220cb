"""The Order of the Stick game state: the dungeon of floors and rooms, the players, the decks.

Plain mutable data; the rule chapters (setup, turn, movement, battles, attack ...)
change it one rulebook step at a time and `decide.py` builds the one pending
decision from it.  Cards are kept as ids and looked up in the content set the game
was dealt from, so a saved state stays small.

Geometry.  Floor 0 is the Dungeon Entrance (one room, column 0).  Every floor is a
row of rooms keyed by *column*; a Stairs card joins column c of floor f to column c
of floor f + 1 (the first room of a new floor is placed directly below its stairs,
R-OOTS-043), and each floor grows left and right of that column on its own
(R-OOTS-044).  Range between two rooms of one floor is the difference of their
columns (R-OOTS-098): rooms on a floor are always contiguous.  The floor below the
last regular floor is Xykon's Lair (R-OOTS-045, R-OOTS-322).

Hidden (digest 6.1): Battle Hands and Loot Stashes (owner only, sizes public), the
order of every deck, face-down Loot in rooms (count public).  `view.py` redacts.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any

from ...core.game import REVISION_KEY
from ...core.rng import Chance
from .cards import _SETS, SHIPPED_R1, Cards, content_set

WOUNDS = 4  # A-OOTS-02: 4 Wounds, the 5th position is fleeing
MAX_ROOMS = 8  # R-OOTS-038
LAIR_ROOMS = 5  # R-OOTS-332
HAND_SIZE = 7  # R-OOTS-014
START_LOOT = 3  # R-OOTS-015
MOVES = 3  # R-OOTS-032
ENTRANCE = (0, 0)  # (floor, column) of the Dungeon Entrance

Pos = tuple[int, int]  # (floor, column)


def d12(chance: Chance) -> int:
    """R-OOTS-005: every roll of the game is one twelve-sided die."""
    return chance.below(12) + 1


@dataclass(slots=True)
class Room:
    """One room card on the table: its Battle Stack (top = index 0) and face-down Loot pile (top = index 0)."""

    card: str
    monsters: list[str] = field(default_factory=list)  # R-OOTS-079: the first played is the top
    loot: list[str] = field(default_factory=list)  # A-OOTS-24: new Loot goes on top
    entered: bool = False  # someone has entered it (first-entrant effects, R-OOTS-050)
    xykon_card: str = ""  # R-OOTS-338: the one Xykon card drawn for this Lair room
    xykon_down: bool = False  # R-OOTS-337: that card lies face-down (defeated)


@dataclass(slots=True)
class Floor:
    """A row of at most 8 rooms keyed by column; `stairs_down` = column of the Stairs card below, if found."""

    rooms: dict[int, Room] = field(default_factory=dict)
    stairs_down: int | None = None

    def span(self) -> tuple[int, int] | None:
        """(leftmost, rightmost) column, or None while the floor has no room yet."""
        if not self.rooms:
            return None
        return min(self.rooms), max(self.rooms)


@dataclass(slots=True)
class Player:
    """One seat's character: position, Wounds, cards, and the token's pose."""

    character: str
    pos: Pos = ENTRANCE
    wounds: int = 0  # Wounds taken, 0..4 (A-OOTS-02)
    shticks: list[str] = field(default_factory=list)  # in play, in order gained
    flipped: list[str] = field(default_factory=list)  # subset of `shticks` lying face-down (by card id)
    shtick_deck: list[str] = field(default_factory=list)  # top = index 0; order hidden from all
    hand: list[str] = field(default_factory=list)  # Battle Hand (hidden)
    stash: list[str] = field(default_factory=list)  # Loot Stash (hidden; count public)
    equipped: list[str] = field(default_factory=list)
    saved: list[str] = field(default_factory=list)  # saved Monsters, face-down (R-OOTS-147)
    token: str = "up"  # up | resting | missing (R-OOTS-238, R-OOTS-247)
    fleeing: bool = False  # R-OOTS-221
    flee_pending: bool = False  # flee start deferred to the next turn (A-OOTS-25)
    exited: bool = False  # left the collapsing dungeon
    starting_choice: list[str] = field(default_factory=list)  # the 4 red Starting Shticks until chosen

    def face_up(self) -> list[str]:
        """Shticks in play and not flipped (R-OOTS-272: flipped ones are blank)."""
        if not self.flipped:  # the usual case, and one of the engine's hottest calls (the odds)
            return list(self.shticks)
        down = list(self.flipped)
        out = []
        for s in self.shticks:
            if s in down:
                down.remove(s)
            else:
                out.append(s)
        return out


@dataclass(slots=True)
class Turn:
    """What the active player has done this turn (the caps of R-OOTS-034, R-OOTS-068, A-OOTS-23)."""

    seat: int
    stage: str = "start"  # start | mode | move | fill | battle | continue | end
    moved: bool = False
    steps: int = 0  # rooms entered this turn (R-OOTS-032)
    bonus_moves: int = 0  # extra rooms granted by cards this turn
    left: list[Pos] = field(default_factory=list)  # rooms left this turn (R-OOTS-034)
    searched: bool = False  # R-OOTS-068
    pickups: int = 0  # normal (or resting) Loot pick-ups used (R-OOTS-289, A-OOTS-23)
    bonus_room: Pos | None = None  # where the last-Monster bonus was taken (R-OOTS-290)
    battled: bool = False  # any battle begun this turn (R-OOTS-031, R-OOTS-235)
    defeated: int = 0  # Monsters defeated this turn (R-OOTS-096)
    last_result: str = ""  # win | draw | loss of the last battle (R-OOTS-155)
    ranged: bool = False  # a Ranged Attack was made (R-OOTS-153)
    no_more_battles: bool = False  # loss, draw, Area Effect, PvP, Paralyze ... end the chain
    removal_due: bool = False  # a collapsing-dungeon turn ends with a room removal (R-OOTS-349)


PART2 = {"since": 2}  # field metadata: added by rules revision 2, hashed only once used (see _frozen)


@dataclass(slots=True)
class Offer:
    """An assistance offer (digest 6.3; R-OOTS-164..181, A-OOTS-36/37): see assist.py.

    `asker` (a seat) promises the Loot card `loot` to `helper` (a character: a seat's, or an
    NPC's) for +2 per Drool Factor on `side` (attacker | defender) of this battle.  Status:
    pending (the helper is asked) | waiting (a PvP third player hears the other side first) |
    accepted (the card is escrowed until the battle ends, then paid) | declined | betrayed
    (Double Cross, R-OOTS-379: the bonus changes sides and nothing is paid).
    """

    asker: int
    helper: str
    loot: str
    side: str
    status: str = "pending"


@dataclass(slots=True)
class Battle:
    """One battle with a Monster in progress (D6 .. D10)."""

    room: Pos  # where the Monster stands
    monster: str
    role: str  # attacker | defender (the player's side, R-OOTS-092)
    ranged: bool = False  # a Ranged Attack (R-OOTS-103)
    stage: str = "role"  # role | shtick | roll | done
    shtick: str = ""  # the selected Battle Shtick ("" = none, R-OOTS-121)
    flips: list[str] = field(default_factory=list)  # non-Battle shticks flipped for a bonus (R-OOTS-126)
    dice: list[int] = field(default_factory=list)
    player_total: int = 0
    monster_total: int = 0
    outcome: str = ""  # win | draw | loss after A-OOTS-13
    items: list[tuple[str, int]] = field(default_factory=list)  # itemised modifiers for the view
    area: list[str] = field(default_factory=list)  # Area Effect targets (R-OOTS-202), top first
    saves: list[str] = field(default_factory=list)  # defeated Monsters with XP awaiting D10a
    # Player vs. player (digest 3.13): `monster` is "" and `foe` the defending seat.
    foe: int = -1
    foe_shtick: str = ""
    foe_flips: list[str] = field(default_factory=list)
    foe_total: int = 0
    foe_items: list[tuple[str, int]] = field(default_factory=list)
    winner: int = -1  # the winning seat of a PvP battle
    # Wound prevention on a loss (prevent_wound powers): who is asked, how many Wounds, how many prevented.
    loser: int = -1
    pending_wounds: int = 0
    prevented: int = 0
    prevent_done: bool = False
    # Part 2 (rules revision 2): assistance offers of this battle, in the order made (assist.py).
    offers: list[Offer] = field(default_factory=list, metadata=PART2)
    asking: str = field(default="", metadata=PART2)  # PvP: the side whose turn it is to offer (R-OOTS-181)
    done_asking: list[str] = field(default_factory=list, metadata=PART2)  # PvP sides that made their last offer


@dataclass(slots=True)
class Window:
    """An open Screw This! priority window (digest 6.2, A-OOTS-32; windows.py runs it).

    `name` is W1..W8; `seat` holds priority now (clockwise from the active player); `passes`
    counts seats in a row that passed (asked or not); `stack` holds the cards played and not
    yet resolved, oldest first: [seat, card, target, cancelled].  `resume` names what the rules
    go on with once the window closes, `data` what that needs (plain data: saves and replays).
    """

    name: str
    resume: str
    seat: int
    data: dict[str, Any] = field(default_factory=dict)
    passes: int = 0
    stack: list[list[Any]] = field(default_factory=list)
    closing: bool = False  # the stack is resolving: no window opens inside another
    # People at one screen (windows.py `start_round`): the seats still to ask in this response
    # round, in asking order; the round's first seat by priority; the answered play that comes
    # first by priority, not yet made (hidden); plays answered that a play before them by priority
    # set aside, [seat, card], each shown to its own player only until they answer again.
    order: list[int] = field(default_factory=list, metadata=PART2)
    first: int = field(default=0, metadata=PART2)
    pending: list[Any] = field(default_factory=list, metadata=PART2)
    voided: list[list[Any]] = field(default_factory=list, metadata=PART2)


@dataclass(slots=True)
class Fill:
    """A new battle being filled with Monsters (D5): who triggered it, Battle Size, whose call is next."""

    room: Pos
    trigger: int  # the seat that triggered it (the Defender, R-OOTS-087)
    size: int  # Battle Size, may grow (R-OOTS-076)
    caller: int  # seat called on to play now
    skipped_in_row: int = 0  # seats in a row that could not play (R-OOTS-083)
    first_call_done: list[int] = field(default_factory=list)  # 2-player double play (R-OOTS-089)
    owed: int = 0  # cards still owed by the current caller in one call (2-player: 2)


@dataclass(slots=True)
class Ask:
    """A question the rules wait on, asked of `seat` (set-up choices, out-of-turn plays)."""

    kind: str
    seat: int
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class OotsState:
    """Everything about one game of The Order of the Stick.  Decisions live in decide.py."""

    names: tuple[str, ...]
    bots: tuple[str | None, ...]
    options: dict[str, Any]
    chance: Chance
    content_name: str = "shipped"
    floors_regular: int = 3  # R-OOTS-021, A-OOTS-01
    min_loot: int = 8
    min_shticks: int = 9
    players: list[Player] = field(default_factory=list)
    npcs: list[str] = field(default_factory=list)  # unplayed characters (R-OOTS-012, R-OOTS-174)
    floors: list[Floor] = field(default_factory=list)  # index 0 = the Entrance floor
    battle_deck: list[str] = field(default_factory=list)  # top = index 0
    battle_discard: list[str] = field(default_factory=list)
    battle_ran_out: bool = False  # R-OOTS-082 / R-OOTS-084
    loot_deck: list[str] = field(default_factory=list)
    loot_discard: list[str] = field(default_factory=list)
    room_deck: list[str] = field(default_factory=list)
    lair_deck: list[str] = field(default_factory=list)  # Safe Haven on top (R-OOTS-018)
    xykon_deck: list[str] = field(default_factory=list)
    out_of_game: list[str] = field(default_factory=list)  # traps after detonation, undealt Lair/Xykon cards
    first_player: int = 0
    first_rolls: list[list[int]] = field(default_factory=list)  # the first-player roll-offs (R-OOTS-022)
    turn_no: int = 0
    turn: Turn | None = None
    fill: Fill | None = None
    battle: Battle | None = None
    last_battle: Battle | None = None  # the battle just over, kept for the view and the log
    asks: list[Ask] = field(default_factory=list)
    # Part 2 (rules revision 2): the open Screw This! window, the card effects that last
    # (screw.py), people who asked to be stopped only when they can play (private, windows.py).
    window: Window | None = field(default=None, metadata=PART2)
    effects: list[dict[str, Any]] = field(default_factory=list, metadata=PART2)
    quiet: list[int] = field(default_factory=list, metadata=PART2)
    device: int = field(default=0, metadata=PART2)  # people at one screen: 1 + the last person to decide
    shadows: dict[str, int] = field(default_factory=dict, metadata=PART2)  # Me and My Shadow: NPC -> seat
    ambush_turn: dict[str, int] = field(default_factory=dict)  # Monster id -> turn_no it came into play
    last_lair_room: Pos | None = None  # the Lair room placed last (A-OOTS-27)
    xykon_victor: int = -1  # the seat that defeated Xykon the Lich (R-OOTS-341)
    collapsing: bool = False  # R-OOTS-343
    exits: list[tuple[int, int, int]] = field(default_factory=list)  # (seat, exit rank, players left inside)
    over: bool = False
    log: list[str] = field(default_factory=list)
    _decision: Any = None

    # -- small queries ---------------------------------------------------
    @property
    def cs(self) -> Cards:
        name = self.content_name
        if name == "shipped" and REVISION_KEY not in self.options:
            name = SHIPPED_R1  # a revision-1 game keeps revision 1's card numbers (data/revisions.json)
        found = _SETS.get(name)  # the hottest lookup of the engine: no call when loaded
        return found if found is not None else content_set(name)

    @property
    def cs_name(self) -> str:
        """The name of `cs`, public in the view: a computer reads the cards this game was dealt."""
        shipped_r1 = self.content_name == "shipped" and REVISION_KEY not in self.options
        return SHIPPED_R1 if shipped_r1 else self.content_name

    @property
    def seats(self) -> int:
        return len(self.players)

    @property
    def part2(self) -> bool:
        """Rules revision 2: assistance offers and Screw This! windows (issue 15).

        Saves record the revision they were played under: a revision-1 link replays
        without the new questions, exactly as it was played.
        """
        return self.options.get(REVISION_KEY, 1) >= 2

    @property
    def lair_floor(self) -> int:
        """R-OOTS-322: the floor directly below the last regular floor."""
        return self.floors_regular + 1

    def room(self, pos: Pos) -> Room | None:
        floor, col = pos
        if not 0 <= floor < len(self.floors):
            return None
        return self.floors[floor].rooms.get(col)

    def team(self, seat: int) -> int:
        """Go Team (R-OOTS-419): seats alternate between teams; -seat - 1 (a team of one) when off."""
        teams = int(self.options.get("teams", 0) or 0)
        return seat % teams if teams else -seat - 1

    def npc_floor(self) -> int:
        """R-OOTS-174 / A-OOTS-35a: NPCs sit with the lowest floor a player inside occupies (else the Entrance)."""
        floors = [p.pos[0] for p in self.players if not p.exited and p.pos[0] > 0]
        return max(floors, default=0)

    def seat_of(self, character: str) -> int:
        for i, p in enumerate(self.players):
            if p.character == character:
                return i
        return -1

    def say(self, text: str) -> None:
        self.log.append(text)

    def seat_label(self, seat: int) -> str:
        return self.players[seat].character if 0 <= seat < len(self.players) else "none"

    def next_seat(self, seat: int) -> int:
        """R-OOTS-023: turns (and Monster calls, R-OOTS-077) pass clockwise = increasing seat index."""
        return (seat + 1) % self.seats

    # -- protocol glue -----------------------------------------------------
    def decision(self) -> Any:
        if self._decision is None and not self.over:
            self._decision = _rules().decide(self)
        return self._decision

    def apply(self, index: int, params: tuple[int, ...]) -> None:
        decision = self.decision()
        self._decision = None
        option = decision.options[index]
        if self.part2 and self.bots[decision.player] is None and self.bots.count(None) >= 2:
            self.device = decision.player + 1  # who holds the device at a shared screen (windows.py)
        _rules().play(self, option.key, decision.player)

    def result(self) -> Any:
        from .scoring import result

        return result(self)

    def view(self, player: Any) -> dict[str, Any]:
        from .view import make_view

        return make_view(self, player)

    def counts(self) -> dict[str, int]:
        """Battle and Loot cards are always somewhere (property tests)."""
        battle = len(self.battle_deck) + len(self.battle_discard)
        loot = len(self.loot_deck) + len(self.loot_discard)
        for p in self.players:
            battle += len(p.hand) + len(p.saved)
            loot += len(p.stash) + len(p.equipped)
        cs = self.cs
        for f in self.floors:
            for r in f.rooms.values():
                battle += sum(1 for m in r.monsters if m in cs.battle)  # Xykon cards are not Battle cards
                loot += len(r.loot)
        if self.battle is not None and self.battle.stage == "save":
            battle += len(self.battle.saves)  # defeated, waiting to be saved or discarded (D10a)
        loot += sum(1 for c in self.out_of_game if c in cs.loot)
        held = ("disarm", "evade_discard", "prevent_trap")  # a revealed trap waiting on a question
        loot += sum(1 for a in self.asks if a.kind in held)
        battle += sum(1 for c in self.out_of_game if c in cs.battle)
        if self.window is not None:
            battle += len(self.window.stack)  # played, not yet resolved
            if "trap" in self.window.data:
                loot += 1  # W7: the revealed trap waits on the window, before any Evasion Roll
        return {"battle_cards": battle, "loot_cards": loot}

    def fingerprint(self) -> Any:
        skip = {"chance", "_decision", "log"}
        body = tuple(
            _frozen(getattr(self, f.name))
            for f in fields(self)
            if f.name not in skip and not (f.metadata.get("since") and not getattr(self, f.name))
        )
        return body + (len(self.log), self.chance.fingerprint())


_DECIDE: list[Any] = []


def _rules() -> Any:
    """decide.py, imported once (it imports this module; a per-call import costs on every move)."""
    if not _DECIDE:
        from . import decide

        _DECIDE.append(decide)
    return _DECIDE[0]


def _frozen(value: Any) -> Any:
    """A hashable, ordered copy of state data for the fingerprint."""
    if is_dataclass(value) and not isinstance(value, type):
        # A field added by a later rules revision counts only once used: older states hash as they did.
        return (type(value).__name__,) + tuple(
            _frozen(getattr(value, f.name))
            for f in fields(value)
            if not (f.metadata.get("since") and not getattr(value, f.name))
        )
    if isinstance(value, dict):
        return tuple((k, _frozen(v)) for k, v in sorted(value.items(), key=lambda kv: str(kv[0])))
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    return value
