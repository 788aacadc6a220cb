"""Browser tests: dist/ built once, served by tools/serve.py, driven by Playwright.

Debian's Chromium is used (Playwright cannot download its own browsers
here).  Every context made through the `site` fixture is guarded: any
console error, uncaught page error, or request to a host other than
127.0.0.1 fails the test.  `DELVE_DIST=/path/to/dist` reuses a built site
instead of building (handy while developing).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from crash_report import LOGGING_ARGS, CrashReport, cpu_line

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def shared_memory_options() -> dict:
    """Chromium's shared memory in /dev/shm (RAM) whenever it has room: never on a nearly full disk.

    Playwright launches Chromium with --disable-dev-shm-usage, which puts shared memory in the
    temporary folder, on the disk.  CI's renderers crashed ("Target crashed", stops 19-20) with
    23 GB of RAM and 24 GB of /dev/shm free: reproduced here by a temporary folder with 16-32 MB
    free (SIGTRAP, Chromium failing to map shared memory; a fuller disk refuses the pages
    outright).  A container's small /dev/shm (often 64 MB) keeps Playwright's default.
    """
    try:
        shm = os.statvfs("/dev/shm")
    except OSError:
        return {}
    return {"ignore_default_args": ["--disable-dev-shm-usage"]} if _free(shm) >= 2**30 else {}


def _free(stat: os.statvfs_result) -> int:
    return stat.f_bavail * stat.f_frsize


def roomy_temp_folder() -> None:
    """The browser's temporary files (its profile, Playwright's downloads) in /dev/shm when the
    temporary folder's disk has under 1 GB free and /dev/shm has room: a full disk must not fail
    the browser tests of a product that writes nothing to disk.  Set before Playwright starts."""
    try:
        temp, shm = os.statvfs(tempfile.gettempdir()), os.statvfs("/dev/shm")
    except OSError:
        return
    if _free(temp) < 2**30 <= _free(shm):
        had = f"{tempfile.gettempdir()} had {_free(temp) // 2**20} MB free"
        MOVED.append(f"the browser's temporary files went to /dev/shm: {had}")
        os.environ["TMPDIR"] = "/dev/shm"
        tempfile.tempdir = None  # asked again: now /dev/shm


MOVED: list[str] = []  # what roomy_temp_folder did, said at the end of the run


READY = "document.documentElement.dataset.ready === '1'"
IDLE = READY + " && !document.documentElement.dataset.busy"
LOAD_TIMEOUT = 90_000  # ms: a cold Pyodide start on a busy 2-core machine


def _read(path: str) -> str:
    try:
        return Path(path).read_text().strip()
    except OSError:
        return "?"


V1 = "/sys/fs/cgroup/memory/"


def machine_state() -> str:
    """Memory, shared memory, the temporary folder's disk and load when a renderer died.

    CI's crashes of stops 19-20 had ample memory (23 GB of 24 free, no cgroup limit hit) but did
    not say how full the disk was (see `shared_memory_options`); the witnesses
    (e2e/crash_report.py) say how the renderer died.
    """
    meminfo = dict(line.split(":", 1) for line in _read("/proc/meminfo").splitlines() if ":" in line)
    mb = lambda kb: f"{int(kb.split()[0]) // 1024} MB" if kb.split() else "?"  # noqa: E731
    shm = os.statvfs("/dev/shm") if os.path.isdir("/dev/shm") else None
    temp = tempfile.gettempdir()
    parts = [
        f"available {mb(meminfo.get('MemAvailable', ''))} of {mb(meminfo.get('MemTotal', ''))}",
        f"/dev/shm free {_free(shm) // 2**20} MB" if shm else "no /dev/shm",
        f"/tmp free {_free(os.statvfs('/tmp')) // 2**20} MB",
        *([f"{temp} free {_free(os.statvfs(temp)) // 2**20} MB"] if temp != "/tmp" else []),
        f"load {_read('/proc/loadavg')}",
        f"cgroup v2 memory {_read('/sys/fs/cgroup/memory.current')} of {_read('/sys/fs/cgroup/memory.max')}, "
        f"events {_read('/sys/fs/cgroup/memory.events').replace(chr(10), ', ')}",
        f"cgroup v1 memory {_read(V1 + 'memory.usage_in_bytes')} of {_read(V1 + 'memory.limit_in_bytes')}, "
        f"failcnt {_read(V1 + 'memory.failcnt')}",
    ]
    return "; ".join(parts)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    outcome = yield
    report = outcome.get_result()
    if call.excinfo is not None and "Target crashed" in str(call.excinfo.value):
        report.sections.append(("the machine when the renderer crashed", f"{crash_witnesses()}; {machine_state()}"))


# The session's browser's crash witnesses (e2e/crash_report.py), set by the `chromium` fixture.
CRASHES: list[CrashReport] = []


def crash_witnesses() -> str:
    return CRASHES[0].explain() if CRASHES else "no browser watched"


def pytest_terminal_summary(terminalreporter) -> None:
    """Every renderer crash of the run, with why, at the end where a CI log's tail shows it."""
    lines = CRASHES[0].summary() if CRASHES else []
    if lines:
        terminalreporter.section("renderer crashes")
        for line in lines + [cpu_line(), machine_state()]:
            terminalreporter.write_line(line)
    for line in MOVED:
        terminalreporter.write_line(line)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if Path(str(item.fspath)).is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def dist_dir() -> Path:
    given = os.environ.get("DELVE_DIST")
    if given:
        return Path(given).resolve()
    subprocess.run([sys.executable, str(ROOT / "tools" / "build.py")], check=True, cwd=ROOT)
    return ROOT / "dist"


class Server:
    """tools/serve.py in a child process on a free port."""

    def __init__(self, directory: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(ROOT / "tools" / "serve.py"), "--dir", str(directory), "--port", "0"],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line.startswith("Serving "):
            self.stop()
            raise RuntimeError(f"server did not start: {line!r}")
        self.url = line.split()[1].rstrip("/")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=10)


@pytest.fixture(scope="session")
def server(dist_dir: Path) -> Iterator[Server]:
    srv = Server(dist_dir)
    yield srv
    srv.stop()


@pytest.fixture
def make_server(dist_dir: Path) -> Iterator:
    """Extra servers a test may stop (offline tests)."""
    started: list[Server] = []

    def make() -> Server:
        started.append(Server(dist_dir))
        return started[-1]

    yield make
    for srv in started:
        srv.stop()


@pytest.fixture(scope="session")
def chromium() -> Iterator:
    from playwright.sync_api import sync_playwright

    executable = shutil.which("chromium")
    if not executable:
        pytest.fail("Debian's chromium is not installed (make test installs it: apt-get install -y chromium)")
    roomy_temp_folder()
    report, launcher = CrashReport.launcher(executable)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=launcher, args=CHROMIUM_ARGS + LOGGING_ARGS, **shared_memory_options()
        )
        report.watch(browser)
        CRASHES[:] = [report]
        yield browser
        browser.close()
    report.close()


@dataclass
class Guard:
    """Problems seen in the guarded contexts; the test fails if any."""

    problems: list[str] = field(default_factory=list)
    allowed: list[str] = field(default_factory=list)  # substrings of console errors a test expects
    crashed: list[int] = field(default_factory=list)  # indexes of crash problems not yet explained

    def attach(self, context) -> None:
        context.on("page", lambda page: page.on("crash", self._crash))
        context.on("console", self._console)
        context.on("weberror", lambda error: self.problems.append(f"page error: {error.error}"))
        context.on("request", self._request)

    def _crash(self, page) -> None:
        self.problems.append(f"Target crashed: the renderer of {page.url} died; the machine then: {machine_state()}")
        self.crashed.append(len(self.problems) - 1)

    def explain_crashes(self) -> None:
        """Say why each crash happened, first (the witnesses may speak after the page's crash event)."""
        for index in self.crashed:
            self.problems[index] = self.problems[index].replace(
                "Target crashed:", f"Target crashed ({crash_witnesses()}):", 1
            )
        self.crashed.clear()

    def _console(self, message) -> None:
        if message.type == "error" and not any(a in message.text for a in self.allowed):
            self.problems.append(f"console error: {message.text}")

    def _request(self, request) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in ("data", "blob", "about"):
            return
        if parts.hostname != "127.0.0.1":
            self.problems.append(f"request left 127.0.0.1: {request.url}")


@dataclass
class Site:
    """Opens guarded browser contexts on the test server."""

    browser: object
    server: Server
    guard: Guard
    contexts: list = field(default_factory=list)

    @property
    def url(self) -> str:
        return self.server.url

    def context(self, **options):
        options.setdefault("viewport", {"width": 1280, "height": 900})
        # Animations off (the device's reduced-motion wish), as a player may have them: nothing
        # waits on an animation, so the tests see the end states at once.  A test of the animations
        # themselves asks for reduced_motion="no-preference".
        options.setdefault("reduced_motion", "reduce")
        context = self.browser.new_context(**options)
        context.set_default_timeout(LOAD_TIMEOUT)
        self.guard.attach(context)
        self.contexts.append(context)
        return context

    def page(self, path: str = "/", **options):
        page = self.context(**options).new_page()
        if path is not None:
            page.goto(self.url + path)
        return page


@pytest.fixture
def site(chromium, server: Server) -> Iterator[Site]:
    s = Site(chromium, server, Guard())
    yield s
    for context in s.contexts:
        with contextlib.suppress(Exception):
            context.close()
    s.guard.explain_crashes()
    assert not s.guard.problems, "\n".join(s.guard.problems)
