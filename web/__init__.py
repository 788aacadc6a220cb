"""Delve's web layer: pure-Python views (markup from engine views) and the app glue.

Everything here but `web.app` is pure and runs in CPython at build time and in
tests; `web.app` is the only module that touches the browser's DOM.
"""
