"""The Content-Security-Policy (issue 11): every page boots, plays, restores its
snapshot and works offline under it, with no violation reported; no framing.

Two hosts: tools/serve.py's default headers (the build's `_headers`: the CSP as
an HTTP header, with frame-ancestors) and a GitHub Pages-like host
(`--headers pages`: no custom headers, so only the pages' `<meta>` CSP; the
site under a sub-path).  Violations are caught three ways: a
`securitypolicyviolation` listener in every document, the console (the `site`
guard fails the test on any console error, which is how Chromium reports
them), and the snapshot worker and service worker having to do their work.
"""

from __future__ import annotations

import html
import re
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from conftest import ROOT
from helpers import click_option, start_game, state, wait_idle, wait_ready

GAME = "dungeon"
SEATS = [("human", "Ada"), ("greedy", "Bot")]

# Every document records the violations it sees (init scripts are not subject to CSP).
WATCH = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
});
"""
SW_READY = "navigator.serviceWorker.ready.then(r => !!r.active && r.active.state === 'activated')"
SAVED = "document.documentElement.dataset.snapshot === 'saved'"


def csp_context(site):
    """A guarded context with the CSP enforced, every document recording its violations."""
    context = site.context(bypass_csp=False)
    context.add_init_script(WATCH)
    return context


def violations(page) -> list[str]:
    return page.evaluate("window.__csp")


def fetch(url: str, **headers: str):
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, b""


def meta_csp(body: bytes) -> str:
    found = re.search(rb'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', body)
    assert found, "no <meta> CSP"
    return html.unescape(found.group(1).decode())


class Host:
    """tools/serve.py with extra arguments (e.g. `--headers pages`) on a free port."""

    def __init__(self, directory: Path, *args: str, log: Path | None = None) -> None:
        self.log = log
        self.proc = subprocess.Popen(
            [sys.executable, str(ROOT / "tools" / "serve.py"), "--dir", str(directory), "--port", "0", *args],
            stdout=subprocess.PIPE,
            stderr=log.open("w") if log else None,
            text=True,
        )
        line = self.proc.stdout.readline()
        if not line.startswith("Serving "):
            self.stop()
            raise RuntimeError(f"server did not start: {line!r}")
        self.url = line.split()[1].rstrip("/")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=10)


def test_the_policy_comes_as_a_header_with_frame_ancestors_and_in_every_page(site, dist_dir):
    status, headers, body = fetch(site.url + "/")
    assert status == 200
    header = headers["Content-Security-Policy"]
    scripts = next(d for d in header.split("; ") if d.startswith("script-src "))
    assert "'unsafe-inline'" not in scripts and "'wasm-unsafe-eval'" in scripts and "'sha256-" in scripts
    assert "default-src 'none'" in header and "frame-ancestors 'none'" in header
    meta = meta_csp(body)
    assert "frame-ancestors" not in meta  # ignored in a <meta> tag
    assert header == meta + "; frame-ancestors 'none'"
    _, _, play = fetch(site.url + "/play.html")
    assert meta_csp(play) == meta
    # The workers get their policy from their own responses: the same one.
    worker = re.search(r'src="(assets/pyodide-[^/]+/)delve-start\.mjs"', body.decode()).group(1)
    _, headers, _ = fetch(f"{site.url}/{worker}delve-snapshot-worker.mjs")
    assert headers["Content-Security-Policy"] == header
    _, headers, _ = fetch(site.url + "/sw.js")
    assert headers["Content-Security-Policy"] == header and headers["Cache-Control"] == "no-cache"
    assert fetch(site.url + "/_headers")[0] == 404  # host configuration, not a file of the site
    assert (dist_dir / "_headers").is_file() and (dist_dir / ".nojekyll").is_file()
    worker_source = fetch(site.url + "/sw.js")[2].decode()
    assert "_headers" not in worker_source and ".nojekyll" not in worker_source  # not precached


def test_pages_boot_play_restore_and_work_offline_with_no_violation(site, make_server):
    server = make_server()
    site.guard.allowed.append("ERR_INTERNET_DISCONNECTED")  # the browser's note about a failed preload
    context = csp_context(site)
    home = context.new_page()
    home.goto(server.url + "/")
    wait_ready(home)
    assert violations(home) == []
    start_game(home, GAME, SEATS, seed="e2e-csp")  # the home form, then the play page
    click_option(home, 0)
    home.wait_for_function(SAVED, timeout=120_000)  # the snapshot worker ran under the policy
    home.wait_for_function(SW_READY, timeout=120_000)
    home.wait_for_function("!!navigator.serviceWorker.controller")
    assert violations(home) == []

    again = context.new_page()  # warm start: the snapshot the worker made
    again.goto(home.url)
    wait_idle(again)
    assert again.evaluate("document.documentElement.dataset.boot") == "snapshot"
    before = state(again)
    click_option(again, 0)
    assert state(again)["hash"] != before["hash"]
    assert violations(again) == []

    server.stop()
    context.set_offline(True)
    again.reload()
    wait_idle(again)
    click_option(again, 0)
    offline_home = context.new_page()
    offline_home.goto(server.url + "/")
    wait_ready(offline_home)
    for page in (again, offline_home):
        assert violations(page) == []


def test_no_page_can_be_framed(site):
    """frame-ancestors 'none' (the header): another document cannot show our pages in a frame."""
    site.guard.allowed.append("frame-ancestors")  # Chromium's console note about the refused frame
    page = csp_context(site).new_page()
    page.set_content(f'<iframe src="{site.url}/play.html"></iframe>')  # an about:blank document frames it
    page.wait_for_timeout(3000)
    frame = next(f for f in page.frames if f != page.main_frame)
    try:
        shown = frame.evaluate("document.documentElement.dataset.page || ''")
    except Exception:  # an error page Playwright cannot script: refused too
        shown = ""
    assert shown != "play"


@pytest.fixture
def pages_host(dist_dir: Path, tmp_path: Path):
    """A GitHub Pages-like host (ETag, gzip, no custom headers) serving dist/ under /delve/.

    `max-age=0`: every cached file is stale at once, as on GitHub Pages ten
    minutes after a visit; the server logs every request.
    """
    (tmp_path / "index.html").write_text("<p>someone's user site</p>")
    (tmp_path / "delve").symlink_to(dist_dir, target_is_directory=True)
    host = Host(tmp_path, "--headers", "pages", "--max-age", "0", "--verbose", log=tmp_path / "requests.log")
    yield host
    host.stop()


def test_github_pages_like_host_under_a_sub_path(site, pages_host):
    base = pages_host.url + "/delve/"
    status, headers, body = fetch(base, **{"Accept-Encoding": "gzip, br"})
    assert status == 200 and headers["Cache-Control"] == "max-age=0" and headers["ETag"]
    assert headers["Content-Encoding"] == "gzip" and "Content-Security-Policy" not in headers
    assert fetch(base, **{"If-None-Match": headers["ETag"], "Accept-Encoding": "gzip"})[0] == 304

    context = csp_context(site)
    page = context.new_page()
    page.goto(base)
    wait_ready(page)
    page.locator(f"#game-{GAME} a[data-start]").click()  # quick start: a relative link under /delve/
    wait_idle(page)
    assert page.url.startswith(base + "play.html#")
    click_option(page, 0)
    page.wait_for_function(SAVED, timeout=120_000)
    page.wait_for_function(SW_READY, timeout=120_000)  # installed: every file precached
    assert page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)") == base
    seen = len(pages_host.log.read_text().splitlines())
    again = context.new_page()
    again.goto(page.url)
    wait_idle(again)
    assert again.evaluate("document.documentElement.dataset.boot") == "snapshot"
    # Stale, yet no hashed file was revalidated: the service worker took the HTTP cache's copies.
    asked = [line for line in pages_host.log.read_text().splitlines()[seen:] if "/assets/" in line]
    assert asked == []
    click_option(again, 0)
    for p in (page, again):
        assert violations(p) == []
