"""The crash witnesses say why a renderer died (e2e/crash_report.py), checked on a deliberate crash."""

from __future__ import annotations

import contextlib
import os
import shutil

import conftest
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
    assert not report.log_path.parent.exists()  # nothing left behind
    assert report.summary()[0].startswith("renderer crashes: 1 (1 x")  # the end of the run still says it


class _Stat:
    def __init__(self, free_mb: int) -> None:
        self.f_bavail, self.f_frsize = free_mb, 2**20


def _disks(monkeypatch, **free_mb: int) -> None:
    """os.statvfs answering `free_mb["shm"]` for /dev/shm and `free_mb["temp"]` for anything else."""
    monkeypatch.setattr(conftest.os, "statvfs", lambda path: _Stat(free_mb["shm" if path == "/dev/shm" else "temp"]))


def test_shared_memory_goes_to_dev_shm_when_it_has_room_and_stays_on_disk_in_a_small_container(monkeypatch) -> None:
    _disks(monkeypatch, shm=24_000, temp=50)
    assert conftest.shared_memory_options() == {"ignore_default_args": ["--disable-dev-shm-usage"]}
    _disks(monkeypatch, shm=64, temp=50_000)  # Docker's default 64 MB /dev/shm: Playwright's default
    assert conftest.shared_memory_options() == {}


def test_the_browsers_temporary_files_leave_a_nearly_full_disk_for_dev_shm(monkeypatch) -> None:
    monkeypatch.setenv("TMPDIR", "/tmp")
    monkeypatch.setattr(conftest, "MOVED", [])
    _disks(monkeypatch, shm=24_000, temp=60_000)
    conftest.roomy_temp_folder()
    assert os.environ["TMPDIR"] == "/tmp" and conftest.MOVED == []
    _disks(monkeypatch, shm=24_000, temp=30)
    conftest.roomy_temp_folder()
    assert os.environ["TMPDIR"] == "/dev/shm"
    assert conftest.MOVED == ["the browser's temporary files went to /dev/shm: /tmp had 30 MB free"]
    monkeypatch.setattr(conftest.tempfile, "tempdir", None)  # the next question of the run sees TMPDIR again
