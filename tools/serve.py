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
- the headers of dist/`_headers` (the Netlify / Cloudflare Pages format the
  build writes: the Content-Security-Policy with `frame-ancestors`, caching),
  which is never served itself;
- no directory listings, quiet logs.

`--headers pages` behaves like GitHub Pages instead (which cannot send custom
headers): every file `Cache-Control: max-age=600` with an ETag (304 on
If-None-Match), no `immutable`, gzip only, `_headers` ignored, so the pages
rely on their `<meta>` CSP.

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
# GitHub Pages' caching (as measured on *.github.io): ten minutes for every file, gzip only.
PAGES_MAX_AGE = 600
PAGES_ENCODINGS = (("gzip", ".gz"),)
HEADER_STYLES = ("static", "pages")
HEADERS_FILE = "_headers"


def parse_headers_file(text: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """Rules of a `_headers` file: [(path pattern, [(name, value), ...]), ...].

    A line starting at column 0 is a path (`/*` and `/assets/*` are prefix
    patterns); indented `Name: value` lines are its headers; `#` comments.
    """
    rules: list[tuple[str, list[tuple[str, str]]]] = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            rules.append((line.strip(), []))
        elif rules and ":" in line:
            name, _, value = line.strip().partition(":")
            rules[-1][1].append((name.strip(), value.strip()))
    return rules


def headers_for(rules: list[tuple[str, list[tuple[str, str]]]], path: str) -> dict[str, str]:
    """The headers `_headers` gives a request path (later rules win for the same name)."""
    out: dict[str, str] = {}
    for pattern, headers in rules:
        matched = path.startswith(pattern[:-1]) if pattern.endswith("*") else path == pattern
        if matched:
            out.update(headers)
    return out


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
    style = "static"  # or "pages" (GitHub Pages-like)
    max_age = PAGES_MAX_AGE  # the pages style's Cache-Control max-age

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
        if any(p.startswith(".") for p in parts) or parts == [HEADERS_FILE]:
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
        pages = self.style == "pages"
        for name, ext in PAGES_ENCODINGS if pages else ENCODINGS:
            sibling = target.with_name(target.name + ext)
            if name in codings and sibling.is_file():
                body_path, coding = sibling, name
                break
        stat = body_path.stat()
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}{"-" + coding if coding else ""}"'
        rel = target.relative_to(self.directory).as_posix()
        extra = {} if pages else self._extra_headers()
        if pages:
            cache = f"max-age={self.max_age}"
        else:
            cache = extra.pop("Cache-Control", IMMUTABLE if rel.startswith("assets/") else REVALIDATE)
        if self._not_modified(etag, stat.st_mtime):
            self.send_response(HTTPStatus.NOT_MODIFIED)
            self._common_headers(etag, stat.st_mtime, cache, extra)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", MIME.get(target.suffix, "application/octet-stream"))
        if coding:
            self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(stat.st_size))
        self._common_headers(etag, stat.st_mtime, cache, extra)
        self.end_headers()
        if head:
            return
        with open(body_path, "rb") as body, contextlib.suppress(BrokenPipeError, ConnectionResetError):
            self.copyfile(body, self.wfile)

    def _extra_headers(self) -> dict[str, str]:
        """What dist/_headers says for this path (re-read when the file changes)."""
        path = Path(self.directory) / HEADERS_FILE
        try:
            mtime = path.stat().st_mtime_ns
        except OSError:
            return {}
        cached = type(self)._rules
        if cached is None or cached[0] != mtime:
            cached = (mtime, parse_headers_file(path.read_text()))
            type(self)._rules = cached
        return headers_for(cached[1], urlsplit(self.path).path)

    _rules: tuple[int, list] | None = None

    def _common_headers(self, etag: str, mtime: float, cache: str, extra: dict[str, str]) -> None:
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", email.utils.formatdate(mtime, usegmt=True))
        self.send_header("Cache-Control", cache)
        self.send_header("Vary", "Accept-Encoding")
        extra = {k: v for k, v in extra.items() if k.lower() not in ("etag", "last-modified", "vary")}
        if not any(k.lower() == "x-content-type-options" for k in extra):
            self.send_header("X-Content-Type-Options", "nosniff")
        for name, value in extra.items():
            self.send_header(name, value)

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


def make_server(
    directory: str | os.PathLike[str],
    port: int = 8000,
    *,
    verbose: bool = False,
    headers: str = "static",
    max_age: int = PAGES_MAX_AGE,
) -> Server:
    """A server for `directory`; `headers` is "static" (ours and `_headers`) or "pages" (GitHub Pages-like).

    `max_age` is the pages style's max-age: 0 makes every revisit revalidate
    every file, as a visit more than ten minutes after the last one does there.
    """
    if headers not in HEADER_STYLES:
        raise ValueError(f"headers must be one of {HEADER_STYLES}, not {headers!r}")
    attrs = {"verbose": verbose, "style": headers, "max_age": max_age, "_rules": None}
    handler = partial(type("H", (Handler,), attrs), directory=str(Path(directory).resolve()))
    return Server(("127.0.0.1", port), handler)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve Delve's dist/ on 127.0.0.1")
    parser.add_argument("--dir", default="dist", help="folder to serve (default: dist)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 = any free port)")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    parser.add_argument(
        "--headers",
        choices=HEADER_STYLES,
        default="static",
        help="static: long-lived caching for assets/, br, the _headers file (default); "
        "pages: like GitHub Pages (max-age=600 everywhere, ETag, gzip only, no custom headers)",
    )
    parser.add_argument(
        "--max-age",
        type=int,
        default=PAGES_MAX_AGE,
        help="max-age of --headers pages (default 600; 0: every revisit revalidates, as one after 10 minutes)",
    )
    args = parser.parse_args(argv)
    if not (Path(args.dir) / "index.html").is_file():
        print(f"{args.dir}/index.html not found: build first (python tools/build.py)", file=sys.stderr)
        return 2
    server = make_server(args.dir, args.port, verbose=args.verbose, headers=args.headers, max_age=args.max_age)
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
