"""Build the static site into dist/ (stdlib + msgpack; brotli if installed).

Why a hand-written build: the site is a handful of files, and every byte and
request on the start-up path matters, so we control exactly what ships:

- Pyodide and PyScript are vendored from node_modules into content-hashed
  folders (their files load each other by fixed relative names, so the hash
  goes in the folder name); PyScript's whole dist/ ships (it lazy-loads
  chunks) except source maps.
- `app-<hash>.zip` holds engine/, web/ and a pure-Python msgpack, minus the
  games; PyScript unpacks it onto sys.path (config `files: {"<zip>": "./*"}`).
  `game-<id>-<hash>.zip` holds one game (engine package + view), unpacked
  beside it the first time that game is opened (web/game_files.py).
- Pages are prerendered by web.pages in CPython, so they paint before
  Python starts in the browser.
- Every cacheable file lives under assets/ with a content hash in its path,
  so the server can mark it immutable; HTML and sw.js are revalidated.
- A service worker precaches every file (offline play) and is versioned by
  the build hash; `.br`/`.gz` siblings are written for compressible files.
- `_headers` (the Netlify / Cloudflare Pages format; tools/serve.py reads it
  too) carries the caching rules and the Content-Security-Policy with
  `frame-ancestors`, which a `<meta>` tag cannot set; `.nojekyll` keeps
  GitHub Pages from running Jekyll over the folder.  Neither is precached.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import json
import os
import shutil
import struct
import subprocess
import sys
import time
import zipfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

NODE = ROOT / "node_modules"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".svg", ".webmanifest", ".wasm", ".zip", ".ico", ".txt"}
ZIP_TIME = (2020, 1, 1, 0, 0, 0)
HASH_LEN = 10


def digest(data: bytes, n: int = HASH_LEN) -> str:
    return hashlib.sha256(data).hexdigest()[:n]


def strip_source_map(data: bytes) -> bytes:
    """Drop `//# sourceMappingURL=` lines: the maps are not shipped."""
    lines = data.split(b"\n")
    return b"\n".join(line for line in lines if not line.startswith(b"//# sourceMappingURL="))


# -- zips ---------------------------------------------------------------
def _zip_write(zf: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, ZIP_TIME)
    info.external_attr = 0o644 << 16
    info.compress_type = zipfile.ZIP_STORED  # the .br/.gz sibling compresses the whole zip better
    zf.writestr(info, data)


def repack_stored(data: bytes) -> bytes:
    """The stdlib zip with every member stored: ~0.9 MB less after brotli."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w") as dst:
        for info in src.infolist():
            _zip_write(dst, info.filename, src.read(info))
    return out.getvalue()


def pure_msgpack_files() -> dict[str, bytes]:
    """msgpack's pure-Python package (the browser cannot load its C module).

    Built once as a wheel with MSGPACK_PUREPYTHON=1 and cached under build/.
    """
    cache = ROOT / "build" / "wheels"
    wheels = sorted(cache.glob("msgpack-*.whl"))
    if not wheels:
        cache.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, MSGPACK_PUREPYTHON="1")
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "wheel",
                "-q",
                "--no-deps",
                "--no-binary",
                ":all:",
                "-w",
                str(cache),
                "msgpack>=1.0,<2",
            ],
            check=True,
            env=env,
        )
        wheels = sorted(cache.glob("msgpack-*.whl"))
    files = {}
    with zipfile.ZipFile(wheels[-1]) as whl:
        for name in whl.namelist():
            if name.startswith("msgpack/") and name.endswith(".py"):
                files[name] = whl.read(name)
    if "msgpack/fallback.py" not in files:
        raise SystemExit(f"{wheels[-1]} has no pure-Python msgpack")
    return files


# Bytecode for the browser's Python, compiled by that very Python: the
# vendored Pyodide, run by Node at build time.  Pyodide compiles every module
# from source at each page load otherwise (its stdlib zip has no .pyc).
# Headers are "unchecked hash" pycs: used without comparing timestamps.
PYC_SCRIPT = """
import { loadPyodide } from "PYODIDE_MJS";
import { readFileSync, writeFileSync } from "node:fs";
const [src, out, prefix] = process.argv.slice(2);
const py = await loadPyodide();
py.FS.writeFile("/in.zip", new Uint8Array(readFileSync(src)));
py.globals.set("PREFIX", prefix);
py.runPython(`
import importlib.util, marshal, sys, zipfile
with zipfile.ZipFile("/in.zip") as src, zipfile.ZipFile("/out.zip", "w") as out:
    out.writestr("cache_tag", sys.implementation.cache_tag)
    for name in sorted(src.namelist()):
        source = src.read(name)
        code = compile(source, PREFIX + name, "exec", dont_inherit=True)
        header = importlib.util.MAGIC_NUMBER + (0b01).to_bytes(4, "little") + importlib.util.source_hash(source)
        out.writestr(name + "c", header + marshal.dumps(code))
`);
writeFileSync(out, py.FS.readFile("/out.zip"));
"""


def compile_pyc(sources: dict[str, bytes], prefix: str) -> tuple[str, dict[str, bytes]]:
    """(cache tag, {name + "c": pyc}) for the browser's Python; ("", {}) without Node.

    `prefix` + name is the file name tracebacks show in the browser.
    """
    key = hashlib.sha256((NODE / "pyodide" / "package.json").read_bytes() + PYC_SCRIPT.encode() + prefix.encode())
    for name in sorted(sources):
        key.update(name.encode() + b"\0" + hashlib.sha256(sources[name]).digest())
    cache = ROOT / "build" / "pyc" / f"{key.hexdigest()[:24]}.zip"
    if not cache.exists():
        node = shutil.which("node")
        if node is None:
            print("warning: node not found, shipping Python sources without bytecode", file=sys.stderr)
            return "", {}
        cache.parent.mkdir(parents=True, exist_ok=True)
        src, script = cache.with_suffix(".src.zip"), cache.with_suffix(".mjs")
        with zipfile.ZipFile(src, "w") as zf:
            for name in sorted(sources):
                _zip_write(zf, name, sources[name])
        script.write_text(PYC_SCRIPT.replace("PYODIDE_MJS", (NODE / "pyodide" / "pyodide.mjs").as_uri()))
        try:
            subprocess.run(
                [node, str(script), str(src), str(cache), prefix], check=True, timeout=600, stdout=subprocess.DEVNULL
            )
        finally:
            src.unlink(missing_ok=True)
            script.unlink(missing_ok=True)
    with zipfile.ZipFile(cache) as zf:
        names = [n for n in zf.namelist() if n != "cache_tag"]
        return zf.read("cache_tag").decode(), {name: zf.read(name) for name in names}


# Standard-library packages no Delve page can use (tests, GUIs, REPLs, process
# pools, dev tools): left out of python_stdlib.zip to keep the first load small.
STDLIB_PRUNE = (
    "multiprocessing/",
    "unittest/",
    "_pyrepl/",
    "pydoc_data/",
    "idlelib/",
    "turtledemo/",
    "tkinter/",
    "lib2to3/",
    "ensurepip/",
    "venv/",
    "curses/",
    "dbm/",
    "xmlrpc/",
    "wsgiref/",
    "sqlite3/",
    "__phello__/",
    "test/",
    "pdb.py",
    "pydoc.py",
    "doctest.py",
    "turtle.py",
    "pickletools.py",
    # mail, XML and network clients (also http.client, which needs email)
    "email/",
    "xml/",
    "mailbox.py",
    "imaplib.py",
    "smtplib.py",
    "ftplib.py",
    "poplib.py",
    "http/client.py",
    "http/server.py",
    "http/cookiejar.py",
    "urllib/request.py",
    "urllib/robotparser.py",
    "cProfile.py",
    "profile.py",
    "pstats.py",
    "trace.py",
    "tabnanny.py",
    "pyclbr.py",
    # pure-Python fallbacks of built-in modules, archives we never unpack (our zips go
    # through zipfile), command-line and config parsers, the debugger (first load <= 5 MB)
    "_pyio.py",
    "_pydatetime.py",
    "_pydecimal.py",
    "tarfile.py",
    "difflib.py",
    "argparse.py",
    "optparse.py",
    "getopt.py",
    "configparser.py",
    "bdb.py",
    "logging/config.py",
    "logging/handlers.py",
)
# Text codecs kept (the other ~100 legacy code pages are left out).
ENCODINGS_KEEP = {
    "__init__",
    "aliases",
    "ascii",
    "base64_codec",
    "charmap",
    "cp1252",
    "cp437",
    "hex_codec",
    "idna",
    "latin_1",
    "punycode",
    "raw_unicode_escape",
    "rot_13",
    "undefined",
    "unicode_escape",
    "utf_16",
    "utf_16_be",
    "utf_16_le",
    "utf_32",
    "utf_32_be",
    "utf_32_le",
    "utf_7",
    "utf_8",
    "utf_8_sig",
    "zlib_codec",
}


def _stdlib_kept(name: str) -> bool:
    if name.startswith(STDLIB_PRUNE):
        return False
    if name.startswith("encodings/"):
        return name.rsplit("/", 1)[-1].removesuffix(".py") in ENCODINGS_KEEP
    return True


def stdlib_zip(data: bytes) -> bytes:
    """Pyodide's stdlib zip, reshaped for a fast start and a small download.

    Unused packages pruned; the modules every start-up imports (listed in
    static/stdlib-startup.txt) shipped as sourceless .pyc, so the browser does
    not compile them at each load; everything stored (brotli compresses the
    whole zip better than deflate does each member).
    """
    startup = {
        line.strip()
        for line in (ROOT / "static" / "stdlib-startup.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    }
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src:
        members = [(info.filename, src.read(info)) for info in src.infolist() if _stdlib_kept(info.filename)]
    sources = {name: body for name, body in members if name in startup}
    _, compiled = compile_pyc(sources, "/lib/python314.zip/")
    with zipfile.ZipFile(out, "w") as dst:
        for name, body in members:
            if name + "c" in compiled:
                _zip_write(dst, name + "c", compiled[name + "c"])
            else:
                _zip_write(dst, name, body)
    return out.getvalue()


def _tree(folders: tuple[str, ...], keep) -> dict[str, bytes]:
    """Source files under `folders` (relative names) that `keep(name)` accepts; no tests, caches or dotfiles."""
    files: dict[str, bytes] = {}
    for package in folders:
        for path in sorted((ROOT / package).rglob("*")):
            rel = path.relative_to(ROOT)
            parts = rel.parts
            if path.is_dir() or "__pycache__" in parts or any(p in ("tests", "test") for p in parts):
                continue
            if path.suffix in (".pyc", ".pyo") or path.name.startswith("."):
                continue
            if keep(rel.as_posix()):
                files[rel.as_posix()] = path.read_bytes()
    return files


def game_ids() -> tuple[str, ...]:
    from engine.core.registry import KNOWN

    return KNOWN


def _game_folders() -> tuple[str, ...]:
    """Every game on disk, registered or not: a game still being built ships in no zip until registered."""
    return tuple(sorted(p.name for p in (ROOT / "engine" / "games").iterdir() if (p / "__init__.py").exists()))


def _game_of(name: str) -> str | None:
    """The game a source file belongs to (its engine package or its view module), or None for the platform."""
    for game_id in _game_folders():
        if name.startswith((f"engine/games/{game_id}/", f"web/views/{game_id}/")) or name == f"web/views/{game_id}.py":
            return game_id
    return None


def _zip_with_pyc(files: dict[str, bytes]) -> bytes:
    """A zip of `files` plus their bytecode in __pycache__ (compiled by Pyodide itself); reproducible bytes."""
    files = dict(files)
    tag, compiled = compile_pyc({n: d for n, d in files.items() if n.endswith(".py")}, "/home/pyodide/")
    for name, pyc in compiled.items():  # engine/x.pyc -> engine/__pycache__/x.cpython-314.pyc
        folder, _, module = name[:-4].rpartition("/")
        files[f"{folder}/__pycache__/{module}.{tag}.pyc".lstrip("/")] = pyc
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as zf:
        for name in sorted(files):
            _zip_write(zf, name, files[name])
    return out.getvalue()


def app_zip() -> bytes:
    """The platform: engine/ and web/ without any game's package or view, plus msgpack.

    Every page unpacks it at start-up; each game comes in its own zip (`game_zip`),
    fetched the first time that game is opened (web/game_files.py), so the first
    load carries no game the player did not ask for.
    """
    files = _tree(("engine", "web"), lambda name: _game_of(name) is None)
    files.update(pure_msgpack_files())
    return _zip_with_pyc(files)


def game_zip(game_id: str) -> bytes:
    """One game: its engine package and its view module."""
    return _zip_with_pyc(_tree(("engine", "web"), lambda name: _game_of(name) == game_id))


# -- icons (a tiny PNG encoder, no network, no PIL) ----------------------
def _png(width: int, height: int, pixel) -> bytes:
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            rows.extend(pixel(x, y))

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
        + chunk(b"IEND", b"")
    )


def icon_png(size: int) -> bytes:
    """The app icon: an arched gold doorway on a dark stone square."""
    bg, stone, gold = (0x1F, 0x1B, 0x24, 255), (0x3A, 0x33, 0x45, 255), (0xE0, 0xA8, 0x3A, 255)

    def pixel(x: int, y: int) -> tuple[int, int, int, int]:
        u, v = (x + 0.5) / size, (y + 0.5) / size
        r = 0.18  # rounded corners
        cx, cy = min(max(u, r), 1 - r), min(max(v, r), 1 - r)
        if (u - cx) ** 2 + (v - cy) ** 2 > r * r:
            return (0, 0, 0, 0)
        # doorway: a rectangle topped by a half circle, with a dark opening
        outer = abs(u - 0.5) <= 0.24 and 0.42 <= v <= 0.84 or (u - 0.5) ** 2 + (v - 0.42) ** 2 <= 0.24**2
        inner = abs(u - 0.5) <= 0.15 and 0.42 <= v <= 0.84 or (u - 0.5) ** 2 + (v - 0.42) ** 2 <= 0.15**2
        if inner:
            return bg
        if outer:
            return gold
        return stone

    return _png(size, size, pixel)


def favicon_ico(png: bytes, size: int) -> bytes:
    """An .ico holding one PNG image (what /favicon.ico requests get)."""
    header = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(png), 6 + 16)
    return header + entry + png


# -- compression ---------------------------------------------------------
def _brotli(data: bytes) -> bytes | None:
    cache = ROOT / "build" / "compress" / (hashlib.sha256(data).hexdigest() + ".br")
    if cache.exists():
        return cache.read_bytes()
    try:
        import brotli  # dev dependency; the Debian `brotli` CLI is the fallback
    except ImportError:
        brotli = None
    if brotli is not None:
        out = brotli.compress(data, quality=11)  # slow for the wasm (~30 s), but cached under build/
    elif shutil.which("brotli"):
        out = subprocess.run(["brotli", "-c", "-q", "11"], input=data, capture_output=True, check=True).stdout
    else:
        return None
    cache.parent.mkdir(parents=True, exist_ok=True)
    cache.write_bytes(out)
    return out


def _gzip(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=9, mtime=0)


def compress_tree(dist: Path) -> None:
    from concurrent.futures import ThreadPoolExecutor

    paths = [p for p in dist.rglob("*") if p.is_file() and p.suffix in COMPRESSIBLE]

    def one(path: Path) -> None:
        data = path.read_bytes()
        if len(data) < 512:
            return
        for ext, packed in ((".br", _brotli(data)), (".gz", _gzip(data))):
            if packed is not None and len(packed) < len(data) * 0.95:
                path.with_name(path.name + ext).write_bytes(packed)

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        list(pool.map(one, paths))


# -- the build -------------------------------------------------------------
class Dist:
    """Writes files into dist/ and remembers every URL for the precache."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.files: list[str] = []

    def write(self, rel: str, data: bytes) -> str:
        path = self.root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        self.files.append(rel)
        return rel

    def hashed(self, stem: str, ext: str, data: bytes) -> str:
        return self.write(f"assets/{stem}-{digest(data)}{ext}", data)

    def folder(self, stem: str, files: dict[str, bytes]) -> str:
        """A content-hashed folder (for files that load siblings by name)."""
        h = hashlib.sha256()
        for name in sorted(files):
            h.update(name.encode() + b"\0" + hashlib.sha256(files[name]).digest())
        base = f"assets/{stem}-{h.hexdigest()[:HASH_LEN]}"
        for name, data in files.items():
            self.write(f"{base}/{name}", data)
        return base


# PyScript chunks its core imports at start-up (seen in the network log of
# @pyscript/core 0.7.31): preloaded so they do not load one after another.
EAGER_CHUNKS = ("core-", "deprecations-manager-", "donkey-", "error-", "py-editor-", "py-game-", "py-terminal-")

# Our interpreter module and its snapshot worker live beside pyodide.mjs
# (static/delve-start.mjs says why): Pyodide starts at once, as a bare page
# would, PyScript gets the same instance, and returning players restore a
# memory snapshot.
START_FILES = ("delve-start.mjs", "delve-snapshot-worker.mjs", "delve-snapshot-store.mjs", "delve-no-jspi.mjs")


def headers_file(csp: str) -> str:
    """`_headers` for hosts that read it (Netlify, Cloudflare Pages; tools/serve.py).

    Paths are from the site's root.  Cache-Control is set once per path (hosts
    join the values of a header given by several matching rules): hashed
    files forever, the pages and the worker revalidated at every visit.
    """
    lines = [
        "# Delve: response headers (generated by tools/build.py; README, Deploying)",
        "/*",
        f"  Content-Security-Policy: {csp}",
        "  X-Content-Type-Options: nosniff",
        "  Referrer-Policy: no-referrer",
        "/assets/*",
        "  Cache-Control: public, max-age=31536000, immutable",
    ]
    for path in ("/", "/index.html", "/play.html", "/sw.js", "/favicon.ico"):
        lines += [path, "  Cache-Control: no-cache"]
    return "\n".join(lines) + "\n"


def eager_chunks(names: list[str]) -> list[str]:
    """The PyScript files every page loads at start-up (besides core.js)."""
    out = []
    for prefix in EAGER_CHUNKS:
        found = [n for n in names if n.startswith(prefix) and n.endswith(".js")]
        if len(found) != 1:
            raise SystemExit(f"PyScript dist: expected one {prefix}*.js, found {found}")
        out.append(found[0])
    return out


def vendor_pyodide(app_zip_url: str, game_zip_urls: dict[str, str]) -> dict[str, bytes]:
    """Pyodide's files plus ours; the zip URLs are relative to this folder (the snapshot worker loads them all)."""
    src = NODE / "pyodide"
    files = {}
    for name in PYODIDE_FILES:
        data = (src / name).read_bytes()
        if name == "python_stdlib.zip":
            data = stdlib_zip(data)
        elif name.endswith((".mjs", ".js")):
            data = strip_source_map(data)
        files[name] = data
    for name in START_FILES:
        text = (ROOT / "static" / name).read_text().replace("__APP_ZIP__", app_zip_url)
        files[name] = text.replace('"__GAME_ZIPS__"', json.dumps(game_zip_urls, sort_keys=True)).encode()
    return files


def vendor_pyscript() -> dict[str, bytes]:
    src = NODE / "@pyscript" / "core" / "dist"
    files = {}
    for path in sorted(src.iterdir()):
        if path.is_file() and not path.name.endswith(".map"):
            data = path.read_bytes()
            files[path.name] = strip_source_map(data) if path.suffix == ".js" else data
    return files


def build(dist_dir: Path, *, compress: bool = True) -> dict[str, object]:
    started = time.perf_counter()
    tmp = dist_dir.with_name(dist_dir.name + ".tmp")
    try:
        return _build(dist_dir, tmp, compress=compress, started=started)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _build(dist_dir: Path, tmp: Path, *, compress: bool, started: float) -> dict[str, object]:
    from web import pages

    for needed in (NODE / "pyodide" / "pyodide.mjs", NODE / "@pyscript" / "core" / "dist" / "core.js"):
        if not needed.exists():
            raise SystemExit(f"missing {needed.relative_to(ROOT)}: run `npm ci` first")
    shutil.rmtree(tmp, ignore_errors=True)
    out = Dist(tmp)

    app_zip_name = out.hashed("app", ".zip", app_zip())
    game_zips = {game_id: out.hashed(f"game-{game_id}", ".zip", game_zip(game_id)) for game_id in game_ids()}
    pyodide_dir = out.folder(
        "pyodide",
        vendor_pyodide(
            "../" + app_zip_name.rpartition("/")[2],
            {game_id: "../" + name.rpartition("/")[2] for game_id, name in game_zips.items()},
        ),
    )
    pyscript_files = vendor_pyscript()
    pyscript_dir = out.folder("pyscript", pyscript_files)
    static = ROOT / "static"
    svg = (static / "icon.svg").read_bytes()
    png192, png512 = icon_png(192), icon_png(512)
    icons = {
        "svg": out.hashed("icon", ".svg", svg),
        "192": out.hashed("icon-192", ".png", png192),
        "512": out.hashed("icon-512", ".png", png512),
    }
    out.write("favicon.ico", favicon_ico(icon_png(32), 32))
    manifest = {
        "name": "Delve — dungeon-crawl board games",
        "short_name": "Delve",
        "description": "Play dungeon-crawl board games in your browser, offline too.",
        "start_url": "../index.html",
        "scope": "../",
        "display": "standalone",
        "background_color": "#1f1b24",
        "theme_color": "#1f1b24",
        "icons": [
            {"src": "../" + icons["svg"], "sizes": "any", "type": "image/svg+xml"},
            {"src": "../" + icons["192"], "sizes": "192x192", "type": "image/png"},
            {"src": "../" + icons["512"], "sizes": "512x512", "type": "image/png", "purpose": "any maskable"},
        ],
    }
    assets = pages.Assets(
        css="",
        inline_css=(static / "app.css").read_text(),  # inline: the first paint needs no request
        icon_svg=icons["svg"],
        icon_png=icons["192"],
        manifest=out.hashed("manifest", ".webmanifest", json.dumps(manifest, indent=1).encode()),
        pyscript=f"{pyscript_dir}/core.js",
        pyscript_dir=pyscript_dir,
        pyscript_chunks=tuple(f"{pyscript_dir}/{name}" for name in eager_chunks(sorted(pyscript_files))),
        pyodide_dir=pyodide_dir,
        app_zip=app_zip_name,
        game_zips=game_zips,
    )
    for name, html in pages.render_pages(assets).items():
        out.write(name, html.encode())

    # The worker: every file precached, the cache named after the build hash.
    h = hashlib.sha256()
    for rel in sorted(out.files):
        h.update(rel.encode() + b"\0" + hashlib.sha256((tmp / rel).read_bytes()).digest())
    version = h.hexdigest()[:HASH_LEN]
    precache = ["./"] + sorted(out.files)
    template = (static / "sw.template.js").read_text()
    worker = template.replace("__VERSION__", version).replace("__PRECACHE__", json.dumps(precache, indent=0))
    out.write("sw.js", worker.encode())
    # Host configuration, not site files: written outside the precache list.
    (tmp / "_headers").write_text(headers_file(pages.content_security_policy(header=True)))
    (tmp / ".nojekyll").write_bytes(b"")

    if compress:
        compress_tree(tmp)
    shutil.rmtree(dist_dir, ignore_errors=True)
    tmp.rename(dist_dir)
    return _report(dist_dir, out, version, started)


def _report(dist_dir: Path, out: Dist, version: str, started: float) -> dict[str, object]:
    total = sum(p.stat().st_size for p in dist_dir.rglob("*") if p.is_file() and p.suffix not in (".br", ".gz"))
    return {
        "dist": str(dist_dir),
        "files": len(out.files),
        "bytes": total,
        "version": version,
        "seconds": round(time.perf_counter() - started, 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Delve's static site")
    parser.add_argument("--out", default=str(ROOT / "dist"), help="output folder (default: dist/)")
    parser.add_argument("--no-compress", action="store_true", help="skip .br/.gz siblings")
    args = parser.parse_args(argv)
    report = build(Path(args.out).resolve(), compress=not args.no_compress)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
