"""Where a hero may go this turn: the Move step's geometry (R-DNG-007-028).

Moving is offered as destinations (a click on the space), each reached by
the shortest legal path; the rules apply that path step by step.  A path
never passes through a space where the hero must stop (an uncleared room
or chamber, R-DNG-013), and only spaces where it may stop are offered
(R-DNG-016/017, A-DNG-31 (g)).
"""

from __future__ import annotations

from .content import Edge
from .state import DungeonState, HeroState


def passable(hero: HeroState, edge: Edge) -> bool:
    """R-DNG-021/022: normal doors always; secret doors once found or with the card."""
    if edge.type != "secret_door":
        return True
    return edge.id in hero.known_doors or hero.has_power("secret_door")  # R-DNG-028, R-DNG-091


def must_stop(state: DungeonState, space: str) -> bool:
    """R-DNG-013: entering an uncleared room or chamber ends the move.

    In Become the Hunted, entering the Hunter's space ends it too (A-DNG-43 (e)).
    """
    if state.hunter is not None and state.hunter.space == space:
        return True
    return not state.is_cleared(space)


class Reach:
    """The outcome of one breadth-first search from the hero's space.

    `distance` maps each space the hero may end a step sequence in to its
    number of steps; `stopping` holds those that end the move; `parent`
    lets `path()` rebuild the steps only for the destination chosen.
    """

    __slots__ = ("start", "distance", "stopping", "parent")

    def __init__(self, start: str) -> None:
        self.start = start
        self.distance: dict[str, int] = {}
        self.stopping: set[str] = set()
        self.parent: dict[str, str] = {start: ""}

    def path(self, dest: str) -> list[str]:
        path = [dest]
        while self.parent[path[-1]] != self.start:
            path.append(self.parent[path[-1]])
        return path[::-1]


def reachable(state: DungeonState, hero: HeroState, points: int) -> Reach:
    """Where the hero may move with `points` left, by shortest legal paths.

    Breadth-first over neighbours sorted by id, so paths are deterministic
    and shortest.  The start space is never re-entered (A-DNG-07 (a)).
    This is the engine's hot loop, so the stop rules are inlined here; they
    must agree with `must_stop` and `DungeonState.may_stop`.
    """
    start = hero.space
    reach = Reach(start)
    spaces = state.board.spaces
    neighbours = state.board.neighbours
    cleared = state.cleared
    hunter_at = state.hunter.space if state.hunter is not None else None
    occupied = {h.space for h in state.heroes if h is not None and h.seat != hero.seat}
    known = hero.known_doors
    card = hero.has_power("secret_door")
    parent = reach.parent
    distance = reach.distance
    stopping = reach.stopping

    def stops(v: str) -> bool:  # R-DNG-013
        if v == hunter_at:
            return True
        kind = spaces[v].kind
        return (kind == "room" and cleared.get(v, 0) < 1) or (kind == "chamber" and cleared.get(v, 0) < 3)

    frontier = [start]
    for steps in range(1, points + 1):
        nxt = []
        for u in frontier:
            if u != start and u in stopping:
                continue  # no passing through
            for v, edge in neighbours[u]:
                if v in parent:
                    continue
                if edge.type == "secret_door" and not (card or edge.id in known):
                    continue  # R-DNG-022
                stop = stops(v)
                may_stop = v not in occupied or spaces[v].kind in ("chamber", "great_hall")  # R-DNG-016/017
                if stop and not may_stop:
                    continue  # R-DNG-018: an uncleared room another hero is in
                parent[v] = u
                nxt.append(v)
                if stop:
                    stopping.add(v)
                if may_stop:
                    distance[v] = steps
        frontier = nxt
        if not frontier:
            break
    return reach


def adjacent(state: DungeonState, hero: HeroState, space: str | None = None) -> list[tuple[str, Edge]]:
    """Neighbours one passable step away."""
    return [(v, e) for v, e in state.board.neighbours[space or hero.space] if passable(hero, e)]


def edge_between(state: DungeonState, a: str, b: str) -> Edge:
    for v, edge in state.board.neighbours[a]:
        if v == b:
            return edge
    raise KeyError((a, b))


def hunter_route(state: DungeonState, start: str, goal: str) -> list[str]:
    """A-DNG-43 (c): a shortest route over every edge (secret doors included).

    Distances are measured from the goal; at each space the Hunter takes the
    lowest-id neighbour that is one step closer, which breaks ties as ruled.
    """
    dist = {goal: 0}
    frontier = [goal]
    while frontier and start not in dist:
        nxt = []
        for u in frontier:
            for v, _edge in state.board.neighbours[u]:
                if v not in dist:
                    dist[v] = dist[u] + 1
                    nxt.append(v)
        frontier = nxt
    if start not in dist:
        return []
    path, here = [], start
    while here != goal:
        here = min(v for v, _e in state.board.neighbours[here] if dist.get(v, -1) == dist[here] - 1)
        path.append(here)
    return path
