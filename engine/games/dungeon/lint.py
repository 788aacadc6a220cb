"""Content lint for Dungeon! (rules digest §5.7).

The board, decks and hero pool are invented content (the seed has none), so
their design rules are checked by code rather than by eye: a board edit that
seals a room behind another room, or a deck that can run dry, must fail the
test suite, not a game in progress.

``check_content()`` returns human-readable problems (empty = fine).  The
individual ``check_*`` functions take their data as arguments so tests can
feed them small broken examples.  Run ``python -m engine.games.dungeon.lint``
for the problems plus a summary table.

Graph distances are breadth-first searches in steps (one step per space
entered, A-DNG-07).  "Normal" routes use open edges and doors only; secret
doors count only where a rule says so.  A secret door belongs to the level of
its shallower end (so a Level 1 door "toward Level 2" joins a Level 1 and a
Level 2 space).

Whether names are *original* (not copied from the published game) cannot be
checked by code; the lint checks that they are unique and that the seed's own
terms (Great Hall, Laboratory, Crypt, Black Pudding, ...) are used only where
they belong.
"""

from __future__ import annotations

import itertools
import re
import sys
from collections import Counter, deque
from collections.abc import Callable, Iterable, Mapping, Sequence

from .content import (
    CLASSES,
    EDGE_TYPES,
    GREAT_HALL,
    LEVELS,
    MONSTER_KINDS,
    SPACE_KINDS,
    SPECIALS,
    Board,
    Edge,
    Hero,
    MonsterCard,
    Space,
    TreasureCard,
    hero_pool,
    load_board,
    monster_deck,
    treasure_deck,
)

# Treasure needed to win per class [L53-57]; the rules module owns the real
# constant, the lint only needs it for the treasure-economy invariant.
WIN_GP = {"cleric": 10_000, "rogue": 10_000, "fighter": 20_000, "wizard": 30_000}
MAX_PLAYERS = 4  # A-DNG-01: 1-4 players in v1
GP_MARGIN = 1.5  # §5.5: total gp >= 1.5 x the largest sum of requirements

TELEPORT_SAVING = 5  # §5.1 rule 4
SECRET_DOOR_SAVING = 3  # §5.1 rule 5
GREAT_HALL_EXITS = 3  # §5.1 rule 7
ROUTES_PER_LEVEL = 2  # §5.1 rule 6
HUNTER_CARDS = 1  # §5.2: Level 6 holds one extra card for the Hunter variant

ID_PATTERNS = {
    "great_hall": re.compile(r"^GH$"),
    "corridor": re.compile(r"^c([1-6])_\d{2,}$"),
    "room": re.compile(r"^r([1-6])_\d{2,}$"),
    "chamber": re.compile(r"^k([1-6])_\d{2,}$"),
}
SECRET_ID = re.compile(r"^sd\d+$")
CARD_ID = re.compile(r"^[a-z0-9]+(_[a-z0-9]+)*$")
HEX_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")

NORMAL = ("open", "door")
ALL_EDGES = EDGE_TYPES


# --------------------------------------------------------------------------
# Graph helpers
# --------------------------------------------------------------------------


def steps_from(
    board: Board,
    start: str,
    edge_types: Sequence[str] = NORMAL,
    through: Callable[[Space], bool] | None = None,
) -> dict[str, int]:
    """Steps from ``start`` to every space it can reach.

    Only edges of ``edge_types`` are used.  A space for which ``through`` is
    false can be entered (it gets a distance) but not walked through; by
    default every space can be walked through.
    """
    dist = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here != start and through is not None and not through(board.spaces[here]):
            continue
        for there, edge in board.neighbours.get(here, ()):
            if edge.type in edge_types and there not in dist:
                dist[there] = dist[here] + 1
                queue.append(there)
    return dist


def not_a_room(space: Space) -> bool:
    """Rooms stop heroes and hold one hero at most: never count them as a way through."""
    return space.kind != "room"


def disjoint_routes(board: Board, source: str, targets: set[str], limit: int) -> int:
    """How many routes from ``source`` to ``targets`` share no space (up to ``limit``).

    Max-flow with every space split into an in/out pair of capacity 1, over
    normal edges, never through rooms.  Two such routes mean no single space
    (a hero standing in it, say) cuts ``source`` off from the targets.
    """

    def inside(sid: str) -> bool:
        return board.spaces[sid].kind != "room" or sid in targets

    cap: dict[tuple[str, str], int] = {}
    adj: dict[str, set[str]] = {}

    def arc(u: str, v: str, c: int) -> None:
        cap[(u, v)] = cap.get((u, v), 0) + c
        cap.setdefault((v, u), 0)
        adj.setdefault(u, set()).add(v)
        adj.setdefault(v, set()).add(u)

    sink = "\0sink"
    for sid in board.spaces:
        if not inside(sid):
            continue
        arc(f"{sid}>in", f"{sid}>out", limit if sid == source else 1)
        if sid in targets:
            arc(f"{sid}>out", sink, 1)
    for edge in board.edges:
        if edge.type not in NORMAL or not (inside(edge.a) and inside(edge.b)):
            continue
        arc(f"{edge.a}>out", f"{edge.b}>in", 1)
        arc(f"{edge.b}>out", f"{edge.a}>in", 1)

    flow = 0
    start = f"{source}>in"
    while flow < limit:
        parent: dict[str, str] = {start: start}
        queue = deque([start])
        while queue and sink not in parent:
            u = queue.popleft()
            for v in sorted(adj.get(u, ())):
                if v not in parent and cap[(u, v)] > 0:
                    parent[v] = u
                    queue.append(v)
        if sink not in parent:
            break
        v = sink
        while v != start:
            u = parent[v]
            cap[(u, v)] -= 1
            cap[(v, u)] += 1
            v = u
        flow += 1
    return flow


def secret_door_level(board: Board, edge: Edge) -> int:
    """A secret door belongs to the level of its shallower end."""
    return min(board.spaces[edge.a].level, board.spaces[edge.b].level)


def nearest_room_steps(board: Board) -> dict[int, int | None]:
    """Steps from the Great Hall to the nearest room of each level (normal doors)."""
    dist = steps_from(board, GREAT_HALL, NORMAL, not_a_room)
    return {level: min((dist[r] for r in board.rooms_by_level[level] if r in dist), default=None) for level in LEVELS}


# --------------------------------------------------------------------------
# Board
# --------------------------------------------------------------------------


def check_board(board: Board) -> list[str]:
    """Schema, geometry and the structural rules 1-8 of §5.1."""
    problems = _check_board_schema(board)
    if problems:
        return problems  # graph rules make no sense on a malformed board
    problems += _check_geometry(board)
    problems += _check_graph_rules(board)
    return problems


def _check_board_schema(board: Board) -> list[str]:
    problems: list[str] = []
    halls = [s for s in board.spaces.values() if s.kind == "great_hall"]
    if [s.id for s in halls] != [GREAT_HALL]:
        problems.append(f"board: need exactly one great_hall with id {GREAT_HALL}")
    for sid, space in board.spaces.items():
        if sid != space.id:
            problems.append(f"board: space stored under {sid} has id {space.id}")
        if space.kind not in SPACE_KINDS:
            problems.append(f"{sid}: unknown kind {space.kind!r}")
            continue
        match = ID_PATTERNS[space.kind].match(sid)
        if not match:
            problems.append(f"{sid}: id does not fit kind {space.kind}")
        elif space.kind != "great_hall" and int(match.group(1)) != space.level:
            problems.append(f"{sid}: id says level {match.group(1)}, field says {space.level}")
        if space.kind == "great_hall" and space.level != 0:
            problems.append(f"{sid}: the Great Hall is level 0 (A-DNG-05)")
        if space.kind != "great_hall" and space.level not in LEVELS:
            problems.append(f"{sid}: level {space.level} is not 1-6")
        named = space.kind != "corridor"
        if named and not space.name.strip():
            problems.append(f"{sid}: {space.kind} without a name")
        if not named and space.name:
            problems.append(f"{sid}: corridors have no name")
    ids = list(board.spaces)
    if ids != sorted(ids):
        problems.append("board: spaces are not sorted by id")
    pairs = [(e.a, e.b) for e in board.edges]
    if pairs != sorted(pairs):
        problems.append("board: edges are not sorted by (a, b)")
    for pair, count in Counter(pairs).items():
        if count > 1:
            problems.append(f"edge {pair[0]}-{pair[1]}: listed {count} times")
    secret_ids: list[str] = []
    for e in board.edges:
        name = f"edge {e.a}-{e.b}"
        if e.a not in board.spaces or e.b not in board.spaces:
            problems.append(f"{name}: unknown space")
            continue
        if not e.a < e.b:
            problems.append(f"{name}: ends must be in order a < b")
        if e.type not in EDGE_TYPES:
            problems.append(f"{name}: unknown type {e.type!r}")
            continue
        kinds = {board.spaces[e.a].kind, board.spaces[e.b].kind}
        if e.type == "open" and "room" in kinds:
            problems.append(f"{name}: rooms have no open sides (§5.1 rule 2)")
        elif e.type == "open" and "corridor" not in kinds:
            problems.append(f"{name}: open edges lead onto a corridor")
        if kinds == {"room"}:
            problems.append(f"rule 3: rooms {e.a} and {e.b} open into each other")
        elif e.type == "door" and not ("corridor" in kinds and kinds & {"room", "chamber"}):
            problems.append(f"{name}: a door joins a corridor and a room or chamber")
        if e.type in ("door", "secret_door") and (e.x is None or e.y is None or e.vertical is None):
            problems.append(f"{name}: doors need x, y and vertical for drawing")
        if e.type == "secret_door":
            if not e.id or not SECRET_ID.match(e.id):
                problems.append(f"{name}: secret door needs an id sd<n>")
            else:
                secret_ids.append(e.id)
            if GREAT_HALL in (e.a, e.b):
                problems.append(f"{name}: a secret door may not open on the Great Hall")
        elif e.id is not None:
            problems.append(f"{name}: only secret doors carry an id")
    for sid, count in Counter(secret_ids).items():
        if count > 1:
            problems.append(f"secret door {sid}: id used {count} times")
    return problems


def _check_geometry(board: Board) -> list[str]:
    problems: list[str] = []
    rects = []
    for space in board.spaces.values():
        if space.w <= 0 or space.h <= 0:
            problems.append(f"{space.id}: empty rectangle")
        if space.x < 0 or space.y < 0 or space.x + space.w > board.width or space.y + space.h > board.height:
            problems.append(f"{space.id}: drawn outside the board")
        if space.kind == "corridor" and (space.w, space.h) != (board.cell, board.cell):
            problems.append(f"{space.id}: a flagstone is one cell")
        rects.append(space)
    rects.sort(key=lambda s: (s.x, s.y))
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            if b.x >= a.x + a.w:
                break
            if a.y < b.y + b.h and b.y < a.y + a.h:
                problems.append(f"{a.id} and {b.id} overlap on the board")
    return problems


def _check_graph_rules(board: Board) -> list[str]:
    problems: list[str] = []
    spaces = board.spaces
    rooms = [s for s in spaces.values() if s.kind == "room"]

    # Rule 1: everything reachable from the Great Hall without secret doors.
    reach = steps_from(board, GREAT_HALL, NORMAL)
    for sid in spaces:
        if sid not in reach:
            problems.append(f"rule 1: {sid} cannot be reached from the Great Hall without secret doors")

    # Rule 2: rooms have 1-2 doors (normal or secret) and no open side;
    # at least half of them have exactly one.
    single = 0
    for room in rooms:
        doors = [e for _, e in board.neighbours[room.id] if e.type in ("door", "secret_door")]
        opens = [e for _, e in board.neighbours[room.id] if e.type == "open"]
        if opens:
            problems.append(f"rule 2: room {room.id} has an open side")
        if not 1 <= len(doors) <= 2:
            problems.append(f"rule 2: room {room.id} has {len(doors)} doors (need 1-2)")
        single += len(doors) == 1
    if rooms and single * 2 < len(rooms):
        problems.append(f"rule 2: only {single} of {len(rooms)} rooms have exactly one door")

    # Rule 3: no room is reachable only through another room.
    # (Rooms opening into each other are caught by the schema check.)
    around_rooms = steps_from(board, GREAT_HALL, NORMAL, not_a_room)
    for sid in spaces:
        if sid in reach and sid not in around_rooms:
            problems.append(f"rule 3: {sid} can only be reached through a room")

    # Rule 4: two chambers per level, far enough apart for Teleport to pay.
    for level in LEVELS:
        chambers = board.chambers_by_level[level]
        if len(chambers) < 2:
            problems.append(f"rule 4: level {level} has {len(chambers)} chambers (need 2)")
        for a, b in itertools.combinations(chambers, 2):
            walk = steps_from(board, a, ALL_EDGES).get(b)
            if walk is not None and walk - 1 < TELEPORT_SAVING:
                problems.append(f"rule 4: Teleport {a}->{b} saves {walk - 1} steps (need {TELEPORT_SAVING})")

    # Rule 5: each secret door saves steps; Levels 1-5 each have one that
    # leads toward the next deeper level.
    deeper_links = set()
    for edge in board.edges:
        if not edge.is_secret:
            continue
        normal = steps_from(board, edge.a, NORMAL).get(edge.b)
        if normal is not None and normal - 1 < SECRET_DOOR_SAVING:
            problems.append(f"rule 5: secret door {edge.id} saves only {normal - 1} steps (need {SECRET_DOOR_SAVING})")
        level = secret_door_level(board, edge)
        if max(spaces[edge.a].level, spaces[edge.b].level) > level:
            deeper_links.add(level)
    for level in LEVELS[:-1]:
        if level not in deeper_links:
            problems.append(f"rule 5: no secret door leads from level {level} to a deeper level")

    # Rule 6: two routes from each level to the next that share no space.
    for level in LEVELS[:-1]:
        targets = {s.id for s in spaces.values() if s.level == level + 1 and s.kind in ("corridor", "chamber")}
        routes = disjoint_routes(board, GREAT_HALL, targets, ROUTES_PER_LEVEL)
        if routes < ROUTES_PER_LEVEL:
            problems.append(f"rule 6: only {routes} separate route(s) lead to level {level + 1} (need 2)")

    # Rule 7: the Great Hall has at least three exits into Level 1.
    exits = [
        other
        for other, edge in board.neighbours.get(GREAT_HALL, ())
        if edge.type in NORMAL and spaces[other].level == 1
    ]
    if len(exits) < GREAT_HALL_EXITS:
        problems.append(f"rule 7: the Great Hall has {len(exits)} exits into level 1 (need 3)")

    # Rule 8: every room has a normal door onto a corridor (a place "at the door").
    for room in rooms:
        if not any(
            edge.type == "door" and spaces[other].kind == "corridor" for other, edge in board.neighbours[room.id]
        ):
            problems.append(f"rule 8: room {room.id} has no door onto a corridor")

    # Depth = distance: the nearest room of each level lies farther out.
    nearest = nearest_room_steps(board)
    for level in LEVELS[1:]:
        here, before = nearest[level], nearest[level - 1]
        if here is not None and before is not None and here <= before:
            problems.append(
                f"depth: nearest level {level} room is {here} steps away, not farther than level {level - 1} ({before})"
            )
    return problems


# --------------------------------------------------------------------------
# Decks
# --------------------------------------------------------------------------


def check_monsters(board: Board, decks: Mapping[int, Sequence[MonsterCard]]) -> list[str]:
    """Deck sizes and traps (§5.7 item 2) and creature numbers (item 4)."""
    problems: list[str] = []
    types: dict[str, MonsterCard] = {}
    for level in LEVELS:
        deck = decks.get(level, ())
        need = len(board.rooms_by_level[level]) + len(board.chambers_by_level[level]) + 2
        if level == LEVELS[-1]:
            need += HUNTER_CARDS
        if len(deck) < need:
            problems.append(f"monsters L{level}: {len(deck)} cards, need at least {need} (A-DNG-13)")
        kinds = Counter(card.kind for card in deck)
        if kinds["cage_trap"] != 1:
            problems.append(f"monsters L{level}: {kinds['cage_trap']} Cage Traps (need 1)")
        slides = 0 if level == LEVELS[-1] else 1
        if kinds["slide_trap"] != slides:
            problems.append(f"monsters L{level}: {kinds['slide_trap']} Slide Traps (need {slides})")
        for card_id, count in Counter(card.id for card in deck).items():
            if count > 1:
                problems.append(f"monsters L{level}: card id {card_id} used {count} times")
        for card in deck:
            if card.level != level:
                problems.append(f"{card.id}: level {card.level} card in the level {level} deck")
            previous = types.setdefault(card.type_id, card)
            if previous.level != card.level:
                problems.append(f"{card.type_id}: card type id used on two levels")
    for card in types.values():
        problems += _check_monster_card(card)
    return problems


def _check_monster_card(card: MonsterCard) -> list[str]:
    problems: list[str] = []
    where = f"monster {card.type_id}"
    if not CARD_ID.match(card.type_id):
        problems.append(f"{where}: id is not snake_case")
    if card.kind not in MONSTER_KINDS:
        return [*problems, f"{where}: unknown kind {card.kind!r}"]
    if not card.flavor.strip():
        problems.append(f"{where}: no flavour text")
    classes = {c: card.hit_number(c) for c in CLASSES}
    spells = {s: card.spell_number(s) for s in ("fireball", "lightning")}
    numbers = {**classes, **spells}
    if card.kind != "creature":
        if any(n is not None for n in numbers.values()):
            problems.append(f"{where}: traps have no combat numbers")
        return problems
    for key, value in numbers.items():
        if value is not None and not 2 <= value <= 12:
            problems.append(f"{where}: {key} {value} is not 2-12")
    if all(v is None for v in classes.values()):
        problems.append(f"{where}: no class can attack it")
    if all(v is None for v in spells.values()):
        problems.append(f"{where}: neither spell can hurt it")
    if classes["fighter"] is None:
        problems.append(f"{where}: the Fighter never gets '-'")
    known = [v for v in spells.values() if v is not None]
    if classes["wizard"] is not None and known and classes["wizard"] < min(known):
        problems.append(f"{where}: Wizard melee {classes['wizard']} beats its best spell {min(known)}")
    if card.name == "Black Pudding" and classes["rogue"] is not None:
        problems.append(f"{where}: the Black Pudding shows '-' for the Rogue [L331-333]")
    return problems


def check_treasures(board: Board, decks: Mapping[int, Sequence[TreasureCard]], pool: Sequence[Hero]) -> list[str]:
    """Deck sizes, gp and Magic Sword tables (§5.7 item 3), gp economy (§5.5)."""
    problems: list[str] = []
    total = 0
    seen: Counter[str] = Counter()
    for level in LEVELS:
        deck = decks.get(level, ())
        rooms = len(board.rooms_by_level[level])
        if len(deck) != rooms:
            problems.append(f"treasures L{level}: {len(deck)} cards for {rooms} rooms (A-DNG-14)")
        for card in deck:
            seen[card.id] += 1
            total += card.gp
            where = f"treasure {card.id}"
            if card.level != level:
                problems.append(f"{where}: level {card.level} card in the level {level} deck")
            if not CARD_ID.match(card.type_id):
                problems.append(f"{where}: id is not snake_case")
            if card.gp <= 0:
                problems.append(f"{where}: gp must be positive")
            if not card.flavor.strip():
                problems.append(f"{where}: no flavour text")
            if card.special is not None and card.special not in SPECIALS:
                problems.append(f"{where}: unknown special {card.special!r}")
            if card.special == "magic_sword":
                table = card.sword_plus2
                if any(not 2 <= n <= 12 for n in table) or len(set(table)) != len(table):
                    problems.append(f"{where}: sword_plus2 must list distinct totals 2-12")
                if 11 not in table:
                    problems.append(f"{where}: a Magic Sword gives +2 on 11 [L326-327]")
                if len(table) == 11:
                    problems.append(f"{where}: some total must still give +1")
            elif card.sword_plus2:
                problems.append(f"{where}: only Magic Swords have sword_plus2")
    for card_id, count in seen.items():
        if count > 1:
            problems.append(f"treasure {card_id}: id used {count} times")
    needs = sorted((WIN_GP[h.hero_class] for h in pool if h.hero_class in WIN_GP), reverse=True)
    worst = sum(needs[:MAX_PLAYERS])
    if total < GP_MARGIN * worst:
        problems.append(
            f"treasures: {total} gp in all, less than {GP_MARGIN} x {worst} "
            "(the largest requirement of a full table, §5.5)"
        )
    return problems


# --------------------------------------------------------------------------
# Heroes
# --------------------------------------------------------------------------


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _rgb(colour: str) -> tuple[float, float, float]:
    return tuple(_linear(int(colour[i : i + 2], 16)) for i in (1, 3, 5))  # type: ignore[return-value]


def luminance(colour: str) -> float:
    """WCAG relative luminance of a #rrggbb colour."""
    r, g, b = _rgb(colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio between two #rrggbb colours."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def colour_distance(a: str, b: str) -> float:
    """CIE76 distance in L*a*b*: about 2 is just noticeable, 20+ is clearly different."""

    def lab(colour: str) -> tuple[float, float, float]:
        r, g, b = _rgb(colour)
        x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

        def f(t: float) -> float:
            return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

        return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))

    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b), strict=True)) ** 0.5


LIGHT_BACKGROUND = "#ffffff"
DARK_BACKGROUND = "#121212"
MIN_CONTRAST = 3.0  # WCAG 2.x for graphical objects
MIN_COLOUR_DISTANCE = 20.0


def check_heroes(pool: Sequence[Hero]) -> list[str]:
    """The pool of A-DNG-01: 2 heroes per class, each distinct and legible."""
    problems: list[str] = []
    per_class = Counter(h.hero_class for h in pool)
    for cls in CLASSES:
        if per_class[cls] != 2:
            problems.append(f"heroes: {per_class[cls]} {cls}s in the pool (need 2)")
    for cls in per_class:
        if cls not in CLASSES:
            problems.append(f"heroes: unknown class {cls!r}")
    for field in ("id", "name", "colour", "mark"):
        values = Counter(getattr(h, field).lower() for h in pool)
        for value, count in values.items():
            if count > 1:
                problems.append(f"heroes: {field} {value!r} used {count} times")
    for hero in pool:
        where = f"hero {hero.id}"
        if not CARD_ID.match(hero.id):
            problems.append(f"{where}: id is not snake_case")
        if len(hero.mark) != 1 or hero.mark.isspace():
            problems.append(f"{where}: mark must be one visible character")
        if not HEX_COLOUR.match(hero.colour):
            problems.append(f"{where}: colour {hero.colour!r} is not #rrggbb")
            continue
        for background in (LIGHT_BACKGROUND, DARK_BACKGROUND):
            ratio = contrast(hero.colour, background)
            if ratio < MIN_CONTRAST:
                problems.append(f"{where}: contrast {ratio:.2f} against {background} (need 3)")
    valid = [h for h in pool if HEX_COLOUR.match(h.colour)]
    for a, b in itertools.combinations(valid, 2):
        distance = colour_distance(a.colour, b.colour)
        if distance < MIN_COLOUR_DISTANCE:
            problems.append(f"heroes: {a.id} and {b.id} colours too alike (distance {distance:.0f})")
    return problems


# --------------------------------------------------------------------------
# Names
# --------------------------------------------------------------------------

# The seed's own terms and where they may appear in names (§5 preamble).
# Everything else must be an original name.
SEED_TERMS: dict[str, str] = {
    "Great Hall": "great_hall",
    "Laboratory": "chamber",
    "Crypt": "chamber",
    "Black Pudding": "creature",
    "Cage Trap": "cage_trap",
    "Slide Trap": "slide_trap",
    "Secret Door": "secret_door",
    "ESP Medallion": "esp_medallion",
    "Crystal Ball": "crystal_ball",
    "Magic Sword": "magic_sword",
    "Fireball": "spell",
    "Lightning Bolt": "spell",
    "Teleport": "spell",
}
WHOLE_NAME_TERMS = ("Great Hall", "Laboratory", "Crypt", "Black Pudding", "Cage Trap", "Slide Trap")


def check_names(
    board: Board,
    monsters: Iterable[MonsterCard],
    treasures: Iterable[TreasureCard],
    pool: Sequence[Hero],
) -> list[str]:
    """Names unique across all content; the seed's terms only where they belong."""
    problems: list[str] = []
    named: list[tuple[str, str, str]] = []  # (name, role, what)
    for space in board.spaces.values():
        if space.kind != "corridor":
            named.append((space.name, space.kind, space.id))
    types = {card.type_id: card for card in monsters}
    for card in types.values():
        named.append((card.name, card.kind, f"monster {card.type_id}"))
    for card in {c.type_id: c for c in treasures}.values():
        named.append((card.name, card.special or "treasure", f"treasure {card.type_id}"))
    for hero in pool:
        named.append((hero.name, "hero", f"hero {hero.id}"))

    owners: dict[str, list[str]] = {}
    for name, role, what in named:
        if not name.strip():
            problems.append(f"{what}: empty name")
        if role in ("cage_trap", "slide_trap"):
            wanted = "Cage Trap" if role == "cage_trap" else "Slide Trap"
            if name != wanted:
                problems.append(f"{what}: a {wanted} card is named {wanted!r}")
            continue  # every deck has its own trap cards of the same name
        owners.setdefault(name.casefold(), []).append(what)
        for term, allowed in SEED_TERMS.items():
            if term.casefold() not in name.casefold():
                continue
            whole = term in WHOLE_NAME_TERMS
            if role != allowed or (whole and name != term):
                problems.append(f"{what}: {name!r} uses the seed's term {term!r} out of place")
        if role in SPECIALS:
            term = next(t for t, r in SEED_TERMS.items() if r == role)
            if not name.startswith(term):
                problems.append(f"{what}: a {role} card's name starts with {term!r}")
    for whats in owners.values():
        if len(whats) > 1:
            problems.append(f"names: {', '.join(whats)} share a name")
    return problems


# --------------------------------------------------------------------------
# Everything, and the command line
# --------------------------------------------------------------------------


def check_content() -> list[str]:
    """Every check of §5.7 on the shipped content; empty list = fine."""
    try:
        board = load_board()
        monsters = {level: monster_deck(level) for level in LEVELS}
        treasures = {level: treasure_deck(level) for level in LEVELS}
        pool = hero_pool()
    except (OSError, KeyError, TypeError, ValueError) as exc:
        return [f"content does not load: {type(exc).__name__}: {exc}"]
    return [
        *check_board(board),
        *check_monsters(board, monsters),
        *check_treasures(board, treasures, pool),
        *check_heroes(pool),
        *check_names(
            board,
            itertools.chain.from_iterable(monsters.values()),
            itertools.chain.from_iterable(treasures.values()),
            pool,
        ),
    ]


def summary(board: Board) -> dict[int, dict[str, int | None]]:
    """Per level: rooms, chambers, corridors, secret doors, steps to the nearest room."""
    nearest = nearest_room_steps(board)
    doors = Counter(secret_door_level(board, e) for e in board.edges if e.is_secret)
    corridors = Counter(s.level for s in board.spaces.values() if s.kind == "corridor")
    return {
        level: {
            "rooms": len(board.rooms_by_level[level]),
            "chambers": len(board.chambers_by_level[level]),
            "corridors": corridors[level],
            "secret_doors": doors[level],
            "nearest_room": nearest[level],
        }
        for level in LEVELS
    }


def summary_table() -> str:
    """The summary as a small text table (printed by ``python -m ...lint``)."""
    board = load_board()
    rows = summary(board)
    head = ("level", "rooms", "chambers", "corridors", "secret", "nearest room", "monsters", "treasure gp")
    lines = [" ".join(f"{h:>12}" for h in head)]
    totals = Counter()
    for level, row in rows.items():
        monsters = len(monster_deck(level))
        gp = sum(card.gp for card in treasure_deck(level))
        cells = (
            level,
            row["rooms"],
            row["chambers"],
            row["corridors"],
            row["secret_doors"],
            row["nearest_room"],
            monsters,
            gp,
        )
        lines.append(" ".join(f"{c!s:>12}" for c in cells))
        totals.update(
            {
                "rooms": row["rooms"],
                "chambers": row["chambers"],
                "corridors": row["corridors"],
                "secret": row["secret_doors"],
                "monsters": monsters,
                "gp": gp,
            }
        )
    cells = (
        "all",
        totals["rooms"],
        totals["chambers"],
        totals["corridors"],
        totals["secret"],
        "",
        totals["monsters"],
        totals["gp"],
    )
    lines.append(" ".join(f"{c!s:>12}" for c in cells))
    exits = sum(1 for _ in board.neighbours.get(GREAT_HALL, ()))
    lines.append(
        f"board {board.width}x{board.height} units, {len(board.spaces)} spaces, "
        f"{len(board.edges)} edges, {exits} Great Hall exits"
    )
    return "\n".join(lines)


def main() -> int:
    problems = check_content()
    for problem in problems:
        print(problem)
    try:
        print(summary_table())
    except (OSError, KeyError, TypeError, ValueError) as exc:
        print(f"(no summary: {exc})")
    print(f"{len(problems)} problem(s)" if problems else "content OK")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
