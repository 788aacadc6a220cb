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


def reachable(state: DungeonState, hero: HeroState, points: int) -> dict[str, list[str]]:
    """Each space the hero may end a step sequence in -> the path to it (excl. start).

    Breadth-first over neighbours sorted by id, so paths are deterministic
    and shortest.  The start space is never re-entered (A-DNG-07 (a)).
    """
    start = hero.space
    parent: dict[str, str] = {start: ""}
    frontier = [start]
    neighbours = state.board.neighbours
    for _ in range(points):
        nxt = []
        for u in frontier:
            if u != start and must_stop(state, u):
                continue  # R-DNG-013: no passing through
            for v, edge in neighbours[u]:
                if v in parent or not passable(hero, edge):
                    continue
                if must_stop(state, v) and not state.may_stop(v, hero.seat):
                    continue  # R-DNG-018: an uncleared room another hero is in
                parent[v] = u
                nxt.append(v)
        frontier = nxt
        if not frontier:
            break
    out: dict[str, list[str]] = {}
    for v in parent:
        if v == start or not state.may_stop(v, hero.seat):
            continue
        path = [v]
        while parent[path[-1]] != start:
            path.append(parent[path[-1]])
        out[v] = path[::-1]
    return out


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
