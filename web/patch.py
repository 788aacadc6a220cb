"""Redraw only what changed: a plan of small DOM replacements from two markup strings (pure).

The app sets each part of the play screen from fresh markup after every
move.  Dungeon!'s board alone is ~90 kB of SVG: parsing and laying all of it
out again for a moved token is most of a click's cost.  `plan(old, new)`
compares the two strings element by element (a few levels deep) and returns
the few elements to replace (or new children to append), each found by its
path of child indexes; the app checks each step of the path against the page
(the number of children and the tag) and falls back to setting the whole
part whenever anything does not match.  Elements that did not change stay
the same DOM nodes, so their animations are not restarted either.

The scanner understands the markup our views write (elements, attributes,
text, void HTML elements, `/>`); anything else (a comment, a stray `<`,
unbalanced tags) gives None: replace the whole part.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

TAG = re.compile(r"""<(/?)([A-Za-z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>""")
VOID = frozenset(
    ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]
)
DEPTH = 4  # levels of elements compared below the part's container
LIMIT = 40  # more replacements than this: the whole part is cheaper to set


@dataclass(frozen=True)
class Node:
    """One element in a markup string: where it starts, ends, and its content lies."""

    tag: str
    start: int
    open_end: int  # end of the start tag
    inner_end: int  # start of the end tag (== open_end for an element without content)
    end: int


@dataclass(frozen=True)
class Step:
    """One step down the page: the child index, and what the page must hold there to be trusted."""

    index: int
    siblings: int  # how many element children the parent has
    tag: str  # lower-case tag name of that child


@dataclass(frozen=True)
class Op:
    """Replace the element at `path` with `markup` ("replace"), or append `markup` to the
    children of the element at `path` ("append"; an empty path is the part's container)."""

    kind: str
    path: tuple[Step, ...]
    markup: str
    children: int = 0  # for "append": how many children the parent holds before


def elements(markup: str) -> list[Node] | None:
    """The top-level elements of `markup`, or None if it holds anything the scanner does not
    follow (text between top-level elements other than whitespace counts as such)."""
    nodes: list[Node] = []
    stack: list[tuple[str, int, int]] = []  # open elements: tag, start, open_end
    pos = 0
    for m in TAG.finditer(markup):
        text = markup[pos : m.start()]
        if "<" in text or (not stack and text.strip()):
            return None
        closing, name, rest = m.group(1), m.group(2).lower(), m.group(3)
        if closing:
            if not stack or stack[-1][0] != name:
                return None
            tag, start, open_end = stack.pop()
            if not stack:
                nodes.append(Node(tag, start, open_end, m.start(), m.end()))
        elif rest.endswith("/") or name in VOID:
            if not stack:
                nodes.append(Node(name, m.start(), m.end(), m.end(), m.end()))
        else:
            stack.append((name, m.start(), m.end()))
        pos = m.end()
    tail = markup[pos:]
    if stack or "<" in tail or tail.strip():
        return None
    return nodes


def plan(old: str, new: str, *, depth: int = DEPTH, limit: int = LIMIT) -> list[Op] | None:
    """The replacements that turn the page drawn from `old` into `new` (the content of one
    container); [] if nothing changed; None if the whole content should be set instead."""
    if old == new:
        return []
    ops = _plan(old, new, (), depth, limit)
    return ops if ops is not None and len(ops) <= limit else None


def _plan(old: str, new: str, path: tuple[Step, ...], depth: int, limit: int) -> list[Op] | None:
    a, b = elements(old), elements(new)
    if a is None or b is None or not b:
        return None
    if len(b) > len(a) and all(old[x.start : x.end] == new[y.start : y.end] for x, y in zip(a, b, strict=False)):
        extra = new[b[len(a)].start : b[-1].end]
        return [Op("append", path, extra, len(a))]
    if len(a) != len(b):
        return None
    ops: list[Op] = []
    for i, (x, y) in enumerate(zip(a, b, strict=True)):
        if old[x.start : x.end] == new[y.start : y.end]:
            continue
        step = Step(i, len(a), x.tag)  # what the page holds now
        same_tag = old[x.start : x.open_end] == new[y.start : y.open_end]
        inner = None
        if depth > 0 and same_tag and x.inner_end > x.open_end and y.inner_end > y.open_end:
            inner = _plan(old[x.open_end : x.inner_end], new[y.open_end : y.inner_end], (*path, step), depth - 1, limit)
        if inner is None:
            inner = [Op("replace", (*path, step), new[y.start : y.end])]
        ops.extend(inner)
        if len(ops) > limit:
            return None
    return ops
