"""Redraw a part by replacing only the elements whose markup changed (runs in Pyodide).

Setting a part's `innerHTML` makes every element in it new: the browser styles, lays out
and paints all of them again, and an element with `content-visibility: auto` starts
skipped, so the frame lays the page out a second time once it finds it in view.  Late
in a game of The Order of the Stick that was most of a click's time (bench.browser
`--parts game`: ~700 elements of player panels, hand cards and map re-made per click
where a few changed).

Measured over a whole short game (bench.browser `--parts game --trace`, the same 236 clicks):
a click's main-thread CPU time p50 22 -> 14 ms late in the game (style 3.7 -> 1.3 ms, layout
4.8 -> 1.5 ms, paint 4.9 -> 2.3 ms), p95 32 -> 19 ms.

`patch(element, markup)` parses the new markup into a detached element, then walks the
old and the new children side by side (in the browser, one call from Python): a child
equal to its new twin (`isEqualNode`: same name, attributes, text and children) is kept
as it is; one with the same tag and the same attribute names in the same order keeps
its element, takes the new attribute values and is walked in turn; anything else is
replaced by its new twin, and so is every changed element that plays an entrance
animation (a die rolling, a card turning up, a roll tray told apart by `data-roll`: the kit's
web/views/kit), so a new roll is seen to roll as it was when the part was set whole.  A list
of children that changed length is replaced whole.
The result serialises exactly like the markup set by `innerHTML` (attribute order
included), so the page holds what a fresh page draws; what an element keeps across a
patch is its identity (a die or card that did not change does not replay its entrance
animation; a panel whose class changed keeps its children, laid out).

A game opts in per part with `PATCH_PARTS` in its views package (web/redraw.py).
"""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]  # Pyodide's bridge to the page

# The walk, in the browser: Python calling the DOM node by node costs more than it saves.
WALK = """
const WHOLE = '[data-roll], .die-rolling, .card-turning';
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
        && x.tagName !== 'STYLE' && sameNames(x, y) && !y.matches(WHOLE)) {
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
    """Make `element` hold `markup`, replacing only what differs (see the module docstring).

    The walk is built with `new Function`, which the pages' CSP allows (`'unsafe-eval'`, which
    PyScript needs, web/pages.py); were it ever refused, the part is set whole as before."""
    global _walk
    if _walk is None:
        try:
            _walk = js.Function.new("el", "markup", WALK)
        except Exception:  # a CSP without 'unsafe-eval': whole parts, as before
            _walk = False
    if _walk is False:
        element.innerHTML = markup
    else:
        _walk(element, markup)
