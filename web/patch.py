"""Redraw a part by replacing only the elements whose markup changed (runs in Pyodide).

Setting a part's `innerHTML` makes every element in it new: the browser styles, lays out
and paints all of them again, and an element with `content-visibility: auto` starts
skipped, so the frame lays the page out a second time once it finds it in view.  Late
in a game of The Order of the Stick that was most of a click's time (bench.browser
`--parts game`: ~700 elements of player panels, hand cards and map re-made per click
where a few changed).

`patch(element, markup)` parses the new markup into a detached element, then walks the
old and the new children side by side (in the browser, one call from Python): a child
equal to its new twin (`isEqualNode`: same name, attributes, text and children) is kept
as it is; one with the same tag and the same attribute names in the same order keeps
its element, takes the new attribute values and is walked in turn; anything else is
replaced by its new twin.  A list of children that changed length is replaced whole.
The result serialises exactly like the markup set by `innerHTML` (attribute order
included), so the page holds what a fresh page draws; what an element keeps across a
patch is only what was equal anyway (a card or a die that did not change does not
replay its entrance animation).

A game opts in per part with `PATCH_PARTS` in its views package (web/redraw.py).
"""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]  # Pyodide's bridge to the page

# The walk, in the browser: Python calling the DOM node by node costs more than it saves.
WALK = """
const fresh = document.createElement(el.tagName);
fresh.innerHTML = markup;
const sameNames = (a, b) => {
  const x = a.attributes, y = b.attributes;
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i].name !== y[i].name) return false;
  return true;
};
const walk = (old, neu) => {
  const a = old.childNodes, b = neu.childNodes;
  if (a.length !== b.length) { old.replaceChildren(...b); return; }
  for (let i = b.length - 1; i >= 0; i--) {
    const x = a[i], y = b[i];
    if (x.isEqualNode(y)) continue;
    if (x.nodeType === 1 && y.nodeType === 1 && x.tagName === y.tagName && x.namespaceURI === y.namespaceURI
        && x.tagName !== 'STYLE' && sameNames(x, y)) {
      for (const at of y.attributes) if (x.getAttribute(at.name) !== at.value) x.setAttribute(at.name, at.value);
      walk(x, y);
    } else {
      old.replaceChild(y, x);
    }
  }
};
walk(el, fresh);
"""

_walk: Any = None


def patch(element: Any, markup: str) -> None:
    """Make `element` hold `markup`, replacing only what differs (see the module docstring)."""
    global _walk
    if _walk is None:
        _walk = js.Function.new("el", "markup", WALK)
    _walk(element, markup)
