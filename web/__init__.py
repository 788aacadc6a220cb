"""Delve's web layer: pure-Python views (markup from engine views) and the app glue.

Everything here but the app glue is pure and runs in CPython at build time and
in tests; the glue -- `web.app` and the parts it is made of (links, redraw,
turns, animation, events, timer, storage; web/pointer.py beside them) -- is
the only code that touches the browser's DOM.
"""
