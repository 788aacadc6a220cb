"""Why a renderer died: what a "Target crashed" in CI needs said about itself.

Playwright reports only that a page's renderer died.  Three witnesses say how:
- Chromium's DevTools protocol (`Target.targetCrashed`): the termination status
  ("crashed", "oom", "killed") and the exit code or signal;
- Chromium's own log (`--enable-logging=stderr`, the launcher's stderr kept in
  a file): a CHECK or V8 fatal error is written there before the process dies;
- the kernel (`dmesg`): a segfault, an invalid opcode or the out-of-memory
  killer is logged there.
`CrashReport.explain()` sums them up in one line; the session's summary lists
every crash (e2e/conftest.py prints it at the end of the run).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

SIGNALS = {
    4: "SIGILL",
    5: "SIGTRAP (a CHECK or out of memory)",
    6: "SIGABRT",
    7: "SIGBUS",
    9: "SIGKILL",
    11: "SIGSEGV",
    15: "SIGTERM",
}
LOG_WORDS = ("FATAL", "Check failed", "Fatal", "out of memory", "Out of memory", "Received signal", "OOM")
KERNEL_WORDS = ("chrom", "oom", "Out of memory", "segfault", "traps:", "invalid opcode", "general protection")
LOGGING_ARGS = ["--enable-logging=stderr", "--v=0"]


def _kernel_lines() -> list[str]:
    try:
        out = subprocess.run(["dmesg"], capture_output=True, text=True, timeout=5).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return out.splitlines()


@dataclass
class CrashReport:
    """Watches one browser: its launcher's stderr, its crashed targets and the kernel log."""

    log_path: Path
    crashes: list[dict] = field(default_factory=list)
    kernel_seen: int = 0
    closed_summary: list[str] | None = None  # `summary()` as it was when the log was removed

    @classmethod
    def launcher(cls, executable: str) -> tuple[CrashReport, str]:
        """A report and the executable to launch: `executable` with its stderr kept in a file."""
        folder = Path(tempfile.mkdtemp(prefix="delve-chromium-"))
        log_path = folder / "stderr.log"
        wrapper = folder / "chromium"
        wrapper.write_text(f'#!/bin/sh\nexec "{executable}" "$@" 2>>"{log_path}"\n')
        wrapper.chmod(0o755)
        return cls(log_path, kernel_seen=len(_kernel_lines())), str(wrapper)

    def watch(self, browser) -> None:
        """Record every crashed target of `browser` with its status and exit code."""
        session = browser.new_browser_cdp_session()
        session.on("Target.targetCrashed", self._crashed)
        session.send("Target.setDiscoverTargets", {"discover": True})

    def _crashed(self, event: dict) -> None:
        self.crashes.append({"at": time.time(), "status": event.get("status"), "code": event.get("errorCode")})

    def log_lines(self) -> list[str]:
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError:
            return []
        return [line.strip()[:300] for line in text.splitlines() if any(w in line for w in LOG_WORDS)]

    def kernel_lines(self) -> list[str]:
        lines = _kernel_lines()[self.kernel_seen :]
        return [line.strip()[:300] for line in lines if any(w in line for w in KERNEL_WORDS)]

    def explain(self) -> str:
        """The newest crash's status and signal, Chromium's last fatal words and the kernel's."""
        parts = []
        if self.crashes:
            last = self.crashes[-1]
            code = last["code"]
            parts.append(f"status {last['status']}, code {code} {SIGNALS.get(code, '')}".strip())
        logged = self.log_lines()
        if logged:
            parts.append("chromium: " + " | ".join(logged[-3:]))
        kernel = self.kernel_lines()
        if kernel:
            parts.append("kernel: " + " | ".join(kernel[-3:]))
        return "; ".join(parts) or "no witness said why"

    def summary(self) -> list[str]:
        """The session's crashes for the end of the run, counted by status and code."""
        if self.closed_summary is not None:
            return self.closed_summary
        if not self.crashes:
            return []
        counts: dict[str, int] = {}
        for crash in self.crashes:
            key = f"status {crash['status']}, code {crash['code']} {SIGNALS.get(crash['code'], '')}".strip()
            counts[key] = counts.get(key, 0) + 1
        lines = [f"renderer crashes: {len(self.crashes)} ({'; '.join(f'{n} x {k}' for k, n in counts.items())})"]
        lines += [f"chromium said: {line}" for line in self.log_lines()[-8:]]
        lines += [f"kernel said: {line}" for line in self.kernel_lines()[-8:]]
        return lines

    def close(self) -> None:
        """Remove the log and its wrapper (the summary is kept): nothing is left in the temporary folder."""
        self.closed_summary = self.summary()
        shutil.rmtree(self.log_path.parent, ignore_errors=True)


def cpu_line() -> str:
    """The CPU the run had: a crash in generated code can depend on it."""
    try:
        info = Path("/proc/cpuinfo").read_text()
    except OSError:
        return "cpu ?"
    model = next((line.split(":", 1)[1].strip() for line in info.splitlines() if line.startswith("model name")), "?")
    flags = next((line.split(":", 1)[1].split() for line in info.splitlines() if line.startswith("flags")), [])
    wide = sorted(f for f in flags if f.startswith(("avx", "amx", "user_shstk", "ibt")))
    return f"cpu {model} x{os.cpu_count()} ({' '.join(wide) or 'no avx'})"
