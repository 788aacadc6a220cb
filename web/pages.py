"""Whole HTML documents, prerendered by tools/build.py in CPython.

Both pages share one head: the CSS, then preload hints for everything the
Python start-up fetches (Pyodide's modules, the stdlib zip, the lock file,
our app.zip, PyScript's core.js and the chunks it imports at once; not the
wasm, see `head`), so every download starts at once instead of one after another; and
Pyodide itself starts at once through our interpreter module (see
tools/build.py), while PyScript loads beside it.  The home page carries its full
markup (it paints before Pyodide loads); the play page a placeholder that
the app replaces.
"""

from __future__ import annotations

import base64
import hashlib
import json
from dataclasses import dataclass, field

from .views import all_games
from .views.common import esc
from .views.home import render_home

START = "delve-start.mjs"  # our interpreter module in the Pyodide folder (tools/build.py)
NO_JSPI = "delve-no-jspi.mjs"  # imported by START before Pyodide loads: preloaded beside it

# The page's only Python: everything else is in app.zip (importable, testable).
PY_MAIN = '\nimport js\njs.performance.mark("delve:py")\nfrom web.app import main\nawait main()\n'

BOOT_SCRIPT = """(function () {
  var root = document.documentElement;
  try {
    var last = localStorage.getItem("delve:last");
    var link = document.getElementById("resume");
    if (last && link) { link.href = "play.html#" + last; link.hidden = false; }
  } catch (e) { /* storage disabled: no resume link */ }
  function register() {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    navigator.serviceWorker.register("sw.js").catch(function (e) {
      console.warn("Offline play is not available here:", e && e.message);
    });
  }
  // The game this page opens (a new game's query, or a link's save): fetch its zip
  // while Python starts (web/game_files.py).  Only a hint: Python fetches it anyway.
  function preloadGame(game) {
    try {
      var zips = JSON.parse(document.getElementById("delve-games").textContent);
      if (!game || !Object.prototype.hasOwnProperty.call(zips, game)) return;
      var hint = document.createElement("link");
      hint.rel = "preload"; hint.as = "fetch"; hint.crossOrigin = "anonymous"; hint.href = zips[game];
      document.head.appendChild(hint);
    } catch (e) { /* no hint */ }
  }
  // A save is "1." + base64url(raw deflate(msgpack [format, game id, ...])): read just the id.
  function gameOfSave(text) {
    if (typeof DecompressionStream === "undefined" || text.indexOf(".") < 0) return Promise.resolve(null);
    var body = text.slice(text.indexOf(".") + 1).replace(/-/g, "+").replace(/_/g, "/");
    var raw = atob(body + "===".slice((body.length + 3) % 4));
    var bytes = Uint8Array.from(raw, function (c) { return c.charCodeAt(0); });
    var reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
    return reader.read().then(function (chunk) {
      reader.cancel().catch(function () {});
      var m = chunk.value, i = 2, n;
      if (!m || m[0] !== 0x95 || m[1] > 0x7f) return null;
      if (m[i] >= 0xa0 && m[i] <= 0xbf) { n = m[i] & 0x1f; i += 1; }
      else if (m[i] === 0xd9) { n = m[i + 1]; i += 2; }
      else return null;
      return new TextDecoder().decode(m.subarray(i, i + n));
    });
  }
  if (root.dataset.page === "play") {
    try {
      var asked = new URLSearchParams(location.search).get("game");
      if (asked) preloadGame(asked);
      else if (location.hash.length > 1) gameOfSave(location.hash.slice(1)).then(preloadGame, function () {});
    } catch (e) { /* a damaged link: the app says so */ }
  }
  if (root.dataset.ready === "1") register();
  else document.addEventListener("delve:ready", register, { once: true });
})();"""


def script_hash(source: str) -> str:
    """A CSP source allowing one inline script: `'sha256-<base64>'` of its exact text."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(source.encode()).digest()).decode() + "'"


# Inline scripts the pages run: the CSP allows exactly these (by hash), no other
# inline script.  An inline script added to a page must be listed here (tests/web
# check every executable <script> of both pages); a file under assets/ needs nothing.
INLINE_SCRIPTS = (BOOT_SCRIPT,)


def content_security_policy(*, header: bool = False) -> str:
    """The pages' Content-Security-Policy: the strictest Pyodide + PyScript allow.

    - scripts: our own origin and the inline scripts above by hash (no
      `'unsafe-inline'`); `'wasm-unsafe-eval'` (Pyodide compiles its wasm) and
      `'unsafe-eval'` (PyScript 0.7 builds its plugin hooks with `new
      Function`: without it no page starts).  `<script type="py">` and the
      JSON data block are not run by the browser, so CSP does not apply to them.
    - styles: `'unsafe-inline'`, because the views draw with `<style>`
      elements and `style` attributes (SVG fills, zoom variables) rendered at
      run time; styles cannot run code.
    - connect-src 'self': Pyodide's files, the zips; worker-src 'self': the
      snapshot worker and the service worker; nothing from another origin.
    - `frame-ancestors 'none'` (no framing, so no clickjacking) only in the
      HTTP header (`header=True`): browsers ignore it in a `<meta>` tag.
    """
    directives = [
        "default-src 'none'",
        "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval' " + " ".join(script_hash(s) for s in INLINE_SCRIPTS),
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "base-uri 'none'",
        "form-action 'self'",
    ]
    if header:
        directives.append("frame-ancestors 'none'")
    return "; ".join(directives)


@dataclass(frozen=True)
class Assets:
    """URLs (relative to the site root) of the built, content-hashed files."""

    css: str
    icon_svg: str
    icon_png: str
    manifest: str
    pyscript: str
    pyscript_dir: str
    pyodide_dir: str
    app_zip: str
    inline_css: str = ""  # when set, the stylesheet is inlined (first paint without a request)
    pyscript_chunks: tuple[str, ...] = ()  # PyScript modules every start-up imports
    game_zips: dict[str, str] = field(default_factory=dict)  # game id -> its zip (web/game_files.py)


def py_config(assets: Assets) -> str:
    """PyScript's config: our vendored Pyodide and the app zip on sys.path."""
    return json.dumps(
        {"interpreter": f"./{assets.pyodide_dir}/{START}", "files": {f"./{assets.app_zip}": "./*"}},
        separators=(",", ":"),
    )


def game_zips_json(assets: Assets) -> str:
    """The game id -> zip URL map the app reads (safe inside a <script> element: no "<")."""
    return json.dumps(assets.game_zips, sort_keys=True, separators=(",", ":")).replace("<", "\\u003c")


def head(assets: Assets, title: str) -> str:
    pyodide = assets.pyodide_dir
    stylesheet = (
        f"<style>{assets.inline_css}</style>" if assets.inline_css else f'<link rel="stylesheet" href="{assets.css}">'
    )
    # Order matters: Pyodide's start is the critical path, so it comes first.
    # The wasm is deliberately NOT preloaded: measured here, a preloaded wasm
    # response loses Chromium's compiled-code cache (warm loads +1.5 s).
    start = (
        f'<script type="module" async src="{pyodide}/{START}"></script>'
        f'<link rel="modulepreload" href="{pyodide}/{NO_JSPI}">'
        f'<link rel="modulepreload" href="{pyodide}/pyodide.mjs">'
        f'<link rel="modulepreload" href="{pyodide}/pyodide.asm.mjs">'
        f'<link rel="preload" href="{pyodide}/python_stdlib.zip" as="fetch" crossorigin>'
        f'<link rel="preload" href="{pyodide}/pyodide-lock.json" as="fetch" crossorigin>'
    )
    pyscript = (
        f'<link rel="preload" href="{assets.app_zip}" as="fetch" crossorigin>'
        f'<link rel="modulepreload" href="{assets.pyscript}">'
        + "".join(f'<link rel="modulepreload" href="{chunk}">' for chunk in assets.pyscript_chunks)
        + f'<script type="module" src="{assets.pyscript}"></script>'
    )
    return (
        '<meta charset="utf-8">'
        # First, so it covers every element after it (the HTTP header adds frame-ancestors).
        f'<meta http-equiv="Content-Security-Policy" content="{esc(content_security_policy())}">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        + start
        + '<meta name="color-scheme" content="light dark">'
        '<meta name="theme-color" content="#1f1b24">'
        '<meta name="description" content="Dungeon-crawl board games in the browser, offline too.">'
        f"<title>{esc(title)}</title>"
        f'<link rel="icon" href="{assets.icon_svg}" type="image/svg+xml">'
        f'<link rel="apple-touch-icon" href="{assets.icon_png}">'
        f'<link rel="manifest" href="{assets.manifest}">' + stylesheet + pyscript
    )


def document(assets: Assets, *, page: str, title: str, body: str) -> str:
    loading = (
        '<div class="py-status" id="py-status" role="status" aria-live="polite">'
        '<span class="spinner" aria-hidden="true"></span> <span>Starting Python&hellip;</span></div>'
    )
    return (
        f'<!doctype html><html lang="en" data-page="{page}" data-ready="0"><head>{head(assets, title)}</head>'
        f'<body>{loading}<div id="app">{body}</div>'
        f"<script type=\"py\" config='{py_config(assets)}'>{PY_MAIN}</script>"
        f'<script type="application/json" id="delve-games">{game_zips_json(assets)}</script>'
        f"<script>{BOOT_SCRIPT}</script></body></html>"
    )


def render_pages(assets: Assets) -> dict[str, str]:
    """File name -> HTML for every page of the site."""
    home = document(assets, page="home", title="Delve: dungeon-crawl board games", body=render_home(all_games()))
    play = document(
        assets,
        page="play",
        title="Delve: playing",
        body='<div class="placeholder"><h1>Delve</h1><p>Loading your game&hellip;</p></div>',
    )
    return {"index.html": home, "play.html": play}
