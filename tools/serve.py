"""A small static server for dist/ that behaves like a real static host.

Why not `python -m http.server`: it sends no Content-Encoding (our `.br`/
`.gz` siblings would be ignored and measurements would not match a real
host), guesses some MIME types wrong for us (.mjs, .wasm, .webmanifest),
sends no Cache-Control and lists directories.  This one (stdlib only):

- binds 127.0.0.1 (port configurable, 0 = any free port), threaded;
- serves `<file>.br` or `<file>.gz` with `Content-Encoding` when the client
  accepts it, always with `Vary: Accept-Encoding`;
- `Cache-Control: immutable` for assets/ (every path there has a content
  hash), `no-cache` (revalidate; 304 via ETag/Last-Modified) for the rest;
- no directory listings, quiet logs.

It prints `Serving http://127.0.0.1:PORT/` once it listens (tests read it).
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import os
import posixpath
import sys
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".zip": "application/zip",
    ".txt": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
}
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def accepted(header: str) -> set[str]:
    """Content codings the client accepts (q=0 means refused)."""
    out = set()
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if name and q > 0:
            out.add(name.strip().lower())
    return out


class Handler(SimpleHTTPRequestHandler):
    server_version = "DelveServe/1"
    sys_version = ""
    protocol_version = "HTTP/1.1"
    verbose = False

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (stdlib's name)
        if self.verbose:
            super().log_message(format, *args)

    def do_GET(self) -> None:
        self._serve(head=False)

    def do_HEAD(self) -> None:
        self._serve(head=True)

    def _resolve(self) -> Path | None:
        path = posixpath.normpath(unquote(urlsplit(self.path).path))
        parts = [p for p in path.split("/") if p and p not in (".", "..")]
        if any(p.startswith(".") for p in parts):
            return None
        target = Path(self.directory).joinpath(*parts)
        if target.is_dir():
            target = target / "index.html"  # never a listing
        return target if target.is_file() else None

    def _serve(self, *, head: bool) -> None:
        target = self._resolve()
        if target is None or target.suffix in (".br", ".gz"):
            self.send_error(HTTPStatus.NOT_FOUND, "Not found")
            return
        body_path, coding = target, None
        codings = accepted(self.headers.get("Accept-Encoding", ""))
        for name, ext in ENCODINGS:
            sibling = target.with_name(target.name + ext)
            if name in codings and sibling.is_file():
                body_path, coding = sibling, name
                break
        stat = body_path.stat()
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}{"-" + coding if coding else ""}"'
        rel = target.relative_to(self.directory).as_posix()
        cache = IMMUTABLE if rel.startswith("assets/") else REVALIDATE
        if self._not_modified(etag, stat.st_mtime):
            self.send_response(HTTPStatus.NOT_MODIFIED)
            self._common_headers(etag, stat.st_mtime, cache)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", MIME.get(target.suffix, "application/octet-stream"))
        if coding:
            self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(stat.st_size))
        self._common_headers(etag, stat.st_mtime, cache)
        self.end_headers()
        if head:
            return
        with open(body_path, "rb") as body, contextlib.suppress(BrokenPipeError, ConnectionResetError):
            self.copyfile(body, self.wfile)

    def _common_headers(self, etag: str, mtime: float, cache: str) -> None:
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", email.utils.formatdate(mtime, usegmt=True))
        self.send_header("Cache-Control", cache)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("X-Content-Type-Options", "nosniff")

    def _not_modified(self, etag: str, mtime: float) -> bool:
        match = self.headers.get("If-None-Match")
        if match is not None:
            return etag in [m.strip() for m in match.split(",")] or match.strip() == "*"
        since = self.headers.get("If-Modified-Since")
        if since:
            try:
                when = email.utils.parsedate_to_datetime(since).timestamp()
            except (TypeError, ValueError):
                return False
            return int(mtime) <= int(when)
        return False

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        # Keep the connection usable and the body tiny.
        body = f"{code} {message or ''}\n".encode()
        self.send_response(code, message)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request: object, client_address: object) -> None:
        """Browsers drop connections all the time (e.g. a closed tab): stay quiet about it."""
        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)


def make_server(directory: str | os.PathLike[str], port: int = 8000, *, verbose: bool = False) -> Server:
    handler = partial(type("H", (Handler,), {"verbose": verbose}), directory=str(Path(directory).resolve()))
    return Server(("127.0.0.1", port), handler)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve Delve's dist/ on 127.0.0.1")
    parser.add_argument("--dir", default="dist", help="folder to serve (default: dist)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 = any free port)")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    args = parser.parse_args(argv)
    if not (Path(args.dir) / "index.html").is_file():
        print(f"{args.dir}/index.html not found: build first (python tools/build.py)", file=sys.stderr)
        return 2
    server = make_server(args.dir, args.port, verbose=args.verbose)
    print(f"Serving http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
