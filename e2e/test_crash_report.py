"""The crash witnesses say why a renderer died (e2e/crash_report.py), checked on a deliberate crash."""

from __future__ import annotations

import contextlib
import shutil

from conftest import CHROMIUM_ARGS
from crash_report import LOGGING_ARGS, CrashReport


def test_a_crashed_renderer_is_explained_by_its_signal_and_chromiums_last_words(chromium) -> None:
    """A browser of its own, launched as the session's is (whose report would count this crash)."""
    report, launcher = CrashReport.launcher(shutil.which("chromium"))
    browser = chromium.browser_type.launch(executable_path=launcher, args=CHROMIUM_ARGS + LOGGING_ARGS)
    try:
        report.watch(browser)
        page = browser.new_page()
        crashed = []
        page.on("crash", lambda _page: crashed.append(True))
        with contextlib.suppress(Exception):  # the navigation is aborted by the crash itself
            page.goto("chrome://crash", timeout=20_000)
        browser.new_page().wait_for_timeout(500)  # the crash events arrive
    finally:
        browser.close()
    try:
        assert crashed
        why = report.explain()
        assert "status crashed, code 11 SIGSEGV" in why, why
        assert "Intentionally crashing" in report.log_path.read_text()  # Chromium's stderr is kept
        assert report.summary()[0].startswith("renderer crashes: 1 (1 x status crashed, code 11 SIGSEGV)")
    finally:
        report.close()
