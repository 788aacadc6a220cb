"""Prerendered pages: what paints before Python, what preloads, no CDN."""

from __future__ import annotations

import json
import re

from web import pages

ASSETS = pages.Assets(
    css="assets/app-1.css",
    icon_svg="assets/icon-1.svg",
    icon_png="assets/icon-192-1.png",
    manifest="assets/manifest-1.webmanifest",
    pyscript="assets/pyscript-1/core.js",
    pyscript_dir="assets/pyscript-1",
    pyodide_dir="assets/pyodide-1",
    app_zip="assets/app-1.zip",
    pyscript_chunks=("assets/pyscript-1/core-X.js",),
)


def test_both_pages_render():
    out = pages.render_pages(ASSETS)
    assert set(out) == {"index.html", "play.html"}
    assert 'data-page="home"' in out["index.html"] and 'data-page="play"' in out["play.html"]


def test_home_is_prerendered_with_a_progress_indicator():
    html = pages.render_pages(ASSETS)["index.html"]
    assert "<h1>Delve</h1>" in html
    assert 'id="py-status"' in html and "Starting Python" in html
    assert 'data-ready="0"' in html


def test_startup_files_are_preloaded():
    html = pages.render_pages(ASSETS)["index.html"]
    assert '<script type="module" async src="assets/pyodide-1/delve-start.mjs">' in html
    for url in ("delve-no-jspi.mjs", "pyodide.mjs", "pyodide.asm.mjs"):
        assert f'rel="modulepreload" href="assets/pyodide-1/{url}"' in html
    assert "pyodide.asm.wasm" not in html  # a preloaded wasm loses the compiled-code cache
    for url in ("python_stdlib.zip", "pyodide-lock.json"):
        assert f'href="assets/pyodide-1/{url}" as="fetch" crossorigin' in html
    assert 'href="assets/app-1.zip" as="fetch" crossorigin' in html
    assert '<link rel="modulepreload" href="assets/pyscript-1/core.js">' in html
    assert '<link rel="modulepreload" href="assets/pyscript-1/core-X.js">' in html
    assert html.index('src="assets/pyodide-1/delve-start.mjs"') < html.index('src="assets/pyscript-1/core.js"')


def test_pyscript_config_uses_vendored_pyodide_and_app_zip():
    html = pages.render_pages(ASSETS)["play.html"]
    config = json.loads(re.search(r"config='([^']+)'", html).group(1))
    assert config == {"interpreter": "./assets/pyodide-1/delve-start.mjs", "files": {"./assets/app-1.zip": "./*"}}
    assert "packages" not in config


def test_nothing_comes_from_another_origin():
    for html in pages.render_pages(ASSETS).values():
        assert not re.search(r'(?:src|href)="(?:https?:)?//', html)
        assert "cdn" not in html.lower()


def test_favicon_and_manifest_linked():
    html = pages.render_pages(ASSETS)["index.html"]
    assert 'rel="icon" href="assets/icon-1.svg"' in html
    assert 'rel="manifest" href="assets/manifest-1.webmanifest"' in html


def test_csp_meta_comes_first_and_allows_only_hashed_inline_scripts():
    policy = pages.content_security_policy()
    for html in pages.render_pages(ASSETS).values():
        head = html[html.index("<head>") + 6 :]
        assert head.startswith('<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="')
        meta = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html).group(1)
        assert meta.replace("&#39;", "'") == policy
        # Every script the browser runs inline must be allowed by its hash (no 'unsafe-inline').
        for attrs, body in re.findall(r"<script([^>]*)>(.*?)</script>", html, re.S):
            kind = re.search(r'type="([^"]+)"', attrs)
            if "src=" in attrs or (kind and kind.group(1) in ("py", "application/json")):
                continue
            assert pages.script_hash(body) in policy, f"inline script not in the CSP: {body[:60]!r}"


def test_csp_is_strict_where_it_can_be():
    meta = dict(d.split(" ", 1) for d in pages.content_security_policy().split("; "))
    header = pages.content_security_policy(header=True)
    assert meta["default-src"] == "'none'" and meta["base-uri"] == "'none'"
    assert "'unsafe-inline'" not in meta["script-src"] and "'wasm-unsafe-eval'" in meta["script-src"]
    assert all(
        value.split()[0] == "'self'"
        for key, value in meta.items()
        if key.endswith(("script-src", "-src")) and key != "default-src"
    )
    assert "frame-ancestors" not in meta  # browsers ignore it in <meta>: the header carries it
    assert header.endswith("; frame-ancestors 'none'") and header.startswith(pages.content_security_policy())
    assert "http" not in header and "*" not in header  # nothing from another origin
