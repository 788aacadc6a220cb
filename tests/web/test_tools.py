"""tools/build.py helpers and tools/serve.py, without a browser."""

from __future__ import annotations

import gzip
import http.client
import importlib
import io
import sys
import threading
import zipfile
import zlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
# By name, not `import`: whether ruff's isort sees `build` as first- or third-party
# depends on whether the build/ cache folder exists, which differs between checkouts.
build = importlib.import_module("build")
serve = importlib.import_module("serve")


def test_png_encoder_writes_a_valid_png():
    data = build.icon_png(32)
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    idat = data[data.index(b"IDAT") + 4 :]
    raw = zlib.decompressobj().decompress(idat)
    assert len(raw) == 32 * (1 + 32 * 4)


def test_favicon_holds_the_png():
    png = build.icon_png(16)
    ico = build.favicon_ico(png, 16)
    assert ico[:4] == b"\0\0\1\0" and ico.endswith(png)


def test_repack_stored_keeps_members():
    src = io.BytesIO()
    with zipfile.ZipFile(src, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("a.py", "x = 1\n" * 100)
        zf.writestr("pkg/b.py", "y = 2\n")
    out = zipfile.ZipFile(io.BytesIO(build.repack_stored(src.getvalue())))
    assert [i.compress_type for i in out.infolist()] == [zipfile.ZIP_STORED] * 2
    assert out.read("a.py") == b"x = 1\n" * 100


def test_stdlib_pruning_keeps_what_pages_need():
    assert build._stdlib_kept("asyncio/tasks.py")
    assert build._stdlib_kept("encodings/utf_8.py") and build._stdlib_kept("encodings/__init__.py")
    assert not build._stdlib_kept("encodings/cp1140.py")
    assert not build._stdlib_kept("unittest/case.py") and not build._stdlib_kept("pydoc.py")


def test_startup_modules_are_never_pruned():
    listed = [
        line.strip()
        for line in (ROOT / "static" / "stdlib-startup.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert "asyncio/__init__.py" in listed
    assert all(build._stdlib_kept(name) for name in listed)


def test_eager_pyscript_chunks_found():
    names = sorted(p.name for p in (build.NODE / "@pyscript" / "core" / "dist").iterdir())
    chunks = build.eager_chunks(names)
    assert len(chunks) == len(build.EAGER_CHUNKS)
    assert all((build.NODE / "@pyscript" / "core" / "dist" / c).exists() for c in chunks)


def test_strip_source_map():
    assert build.strip_source_map(b"a();\n//# sourceMappingURL=a.js.map\n") == b"a();\n"


def test_accepted_encodings():
    assert serve.accepted("gzip, deflate, br") == {"gzip", "deflate", "br"}
    assert serve.accepted("br;q=0, gzip;q=0.5") == {"gzip"}
    assert serve.accepted("") == set()


@pytest.fixture
def served(tmp_path):
    (tmp_path / "index.html").write_text("<h1>hi</h1>")
    (tmp_path / "assets").mkdir()
    body = b"export const x = 1;\n" * 50
    (tmp_path / "assets" / "m-abc.mjs").write_bytes(body)
    (tmp_path / "assets" / "m-abc.mjs.gz").write_bytes(gzip.compress(body))
    (tmp_path / "assets" / "m-abc.mjs.br").write_bytes(b"BR!")
    (tmp_path / "assets" / "x.wasm").write_bytes(b"\0asm")
    (tmp_path / "empty").mkdir()
    server = serve.make_server(tmp_path, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1], body
    server.shutdown()
    server.server_close()


def get(port, path, **headers):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("GET", path, headers=headers)
    response = conn.getresponse()
    return response, response.read()


def test_serves_precompressed_siblings(served):
    port, body = served
    response, data = get(port, "/assets/m-abc.mjs", **{"Accept-Encoding": "gzip, br"})
    assert response.getheader("Content-Encoding") == "br" and data == b"BR!"
    assert response.getheader("Content-Type").startswith("text/javascript")
    assert response.getheader("Vary") == "Accept-Encoding"
    assert "immutable" in response.getheader("Cache-Control")
    response, data = get(port, "/assets/m-abc.mjs", **{"Accept-Encoding": "gzip"})
    assert response.getheader("Content-Encoding") == "gzip" and gzip.decompress(data) == body
    response, data = get(port, "/assets/m-abc.mjs")
    assert response.getheader("Content-Encoding") is None and data == body


def test_mime_types_and_html_caching(served):
    port, _ = served
    response, _ = get(port, "/assets/x.wasm")
    assert response.getheader("Content-Type") == "application/wasm"
    response, data = get(port, "/")
    assert data == b"<h1>hi</h1>" and response.getheader("Cache-Control") == "no-cache"
    etag = response.getheader("ETag")
    response, data = get(port, "/index.html", **{"If-None-Match": etag})
    assert response.status == 304 and data == b""


def test_no_listings_no_siblings_no_escape(served):
    port, _ = served
    for path in ("/empty/", "/assets/", "/assets/m-abc.mjs.br", "/../etc/passwd", "/missing.js"):
        response, _ = get(port, path)
        assert response.status == 404, path


@pytest.mark.skipif(not (build.NODE / "pyodide" / "pyodide.mjs").exists(), reason="npm packages not installed")
def test_interpreter_module_names_its_zips_so_the_snapshot_key_follows_the_build():
    """The snapshot is keyed by the interpreter module's URL, whose folder hash covers every zip's name."""
    games = {"dungeon": "../game-dungeon-3333.zip"}
    one = build.vendor_pyodide("../app-1111.zip", games)
    two = build.vendor_pyodide("../app-2222.zip", games)
    three = build.vendor_pyodide("../app-1111.zip", {"dungeon": "../game-dungeon-4444.zip"})
    assert set(build.START_FILES) <= set(one)
    assert b'new URL("../app-1111.zip", import.meta.url)' in one["delve-start.mjs"]
    assert b'"dungeon": "../game-dungeon-3333.zip"' in one["delve-start.mjs"]
    assert b"__APP_ZIP__" not in one["delve-start.mjs"] and b"__GAME_ZIPS__" not in one["delve-start.mjs"]
    assert len({one["delve-start.mjs"], two["delve-start.mjs"], three["delve-start.mjs"]}) == 3
    assert b"_makeSnapshot: true" in one["delve-snapshot-worker.mjs"]


def test_each_game_ships_in_its_own_zip_and_the_app_zip_has_none():
    """A first visit unpacks the platform and only the game it opens (web/game_files.py)."""
    with zipfile.ZipFile(io.BytesIO(build.app_zip())) as zf:
        app = zf.namelist()
    assert "engine/core/match.py" in app and "web/app.py" in app and "web/game_files.py" in app
    assert "engine/games/__init__.py" in app
    on_disk = sorted(p.parent.name for p in (build.ROOT / "engine" / "games").glob("*/__init__.py"))
    for game_id in on_disk:  # a game still being built (not registered) is in no zip at all
        assert not any(n.startswith((f"engine/games/{game_id}/", f"web/views/{game_id}/")) for n in app)
        assert f"web/views/{game_id}.py" not in app
    for game_id in build.game_ids():
        with zipfile.ZipFile(io.BytesIO(build.game_zip(game_id))) as zf:
            names = zf.namelist()
        view = (f"web/views/{game_id}.py", f"web/views/{game_id}/__init__.py")
        assert f"engine/games/{game_id}/__init__.py" in names and any(v in names for v in view)
        own = (f"engine/games/{game_id}/", f"web/views/{game_id}.py", f"web/views/{game_id}/")
        assert all(n.startswith((*own, f"web/views/__pycache__/{game_id}.")) for n in names), names


def test_bench_browser_engine_page_unpacks_the_platform_then_every_game(tmp_path):
    """bench.browser's in-Pyodide engine page needs every game's zip (each game ships in its own)."""
    import json
    import shutil

    assets = tmp_path / "dist" / "assets"
    (assets / "pyodide-0123").mkdir(parents=True)
    for name in ("game-odd-3.zip", "app-2.zip", "game-dungeon-1.zip"):
        (assets / name).write_bytes(b"")
    bench_browser = importlib.import_module("bench.browser")
    out, path = bench_browser.overlay(tmp_path / "dist", ["dungeon"])
    try:
        page = (out / "site" / path.lstrip("/")).read_text()
    finally:
        shutil.rmtree(out)
    urls = ["./assets/app-2.zip", "./assets/game-dungeon-1.zip", "./assets/game-odd-3.zip"]
    assert f"for (const url of {json.dumps(urls)})" in page
    assert 'GAMES = ["dungeon"]' in page and "assets/pyodide-0123/pyodide.mjs" in page


@pytest.fixture
def hosted(tmp_path):
    """A site with a `_headers` file, served in one of serve.py's header styles."""
    (tmp_path / "index.html").write_text("<h1>hi</h1>" * 100)
    (tmp_path / "index.html.gz").write_bytes(gzip.compress(b"<h1>hi</h1>" * 100))
    (tmp_path / "index.html.br").write_bytes(b"BR!")
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "a-1.js").write_text("x")
    (tmp_path / "_headers").write_text(build.headers_file("default-src 'none'; frame-ancestors 'none'"))
    servers = []

    def start(style):
        server = serve.make_server(tmp_path, 0, headers=style)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return server.server_address[1]

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


def test_headers_file_rules_match_paths():
    rules = serve.parse_headers_file("# c\n/*\n  A: 1\n  B: x: y\n/assets/*\n  A: 2\n/\n  C: 3\n")
    assert rules == [("/*", [("A", "1"), ("B", "x: y")]), ("/assets/*", [("A", "2")]), ("/", [("C", "3")])]
    assert serve.headers_for(rules, "/assets/a.js") == {"A": "2", "B": "x: y"}
    assert serve.headers_for(rules, "/") == {"A": "1", "B": "x: y", "C": "3"}
    assert serve.headers_for(rules, "/play.html") == {"A": "1", "B": "x: y"}


def test_built_headers_file_sets_each_cache_control_once():
    """Hosts join the values of a header several rules set: one Cache-Control per path."""
    rules = serve.parse_headers_file(build.headers_file("default-src 'none'"))
    for path in ("/", "/index.html", "/play.html", "/sw.js", "/assets/app-1.zip", "/assets/pyodide-1/pyodide.mjs"):
        names = [n for pattern, headers in rules for n, _ in headers if serve.headers_for([(pattern, headers)], path)]
        assert names.count("Cache-Control") == 1, path
        assert names.count("Content-Security-Policy") == 1, path
    assert "immutable" in serve.headers_for(rules, "/assets/app-1.zip")["Cache-Control"]
    assert serve.headers_for(rules, "/play.html")["Cache-Control"] == "no-cache"


def test_static_style_sends_the_headers_file(hosted):
    port = hosted("static")
    response, _ = get(port, "/", **{"Accept-Encoding": "gzip, br"})
    assert response.getheader("Content-Encoding") == "br"
    assert response.getheader("Content-Security-Policy") == "default-src 'none'; frame-ancestors 'none'"
    assert response.getheader("Cache-Control") == "no-cache"
    response, _ = get(port, "/assets/a-1.js")
    assert response.getheader("Cache-Control") == "public, max-age=31536000, immutable"
    assert response.getheader("Content-Security-Policy")
    assert response.getheader("X-Content-Type-Options") == "nosniff"
    assert get(port, "/_headers")[0].status == 404


def test_pages_style_is_like_github_pages(hosted):
    port = hosted("pages")
    response, data = get(port, "/", **{"Accept-Encoding": "gzip, br"})
    assert response.getheader("Content-Encoding") == "gzip" and gzip.decompress(data).startswith(b"<h1>hi")
    assert response.getheader("Cache-Control") == "max-age=600"
    assert response.getheader("Content-Security-Policy") is None  # no custom headers there
    etag = response.getheader("ETag")
    response, data = get(port, "/", **{"Accept-Encoding": "gzip", "If-None-Match": etag})
    assert response.status == 304 and data == b""
    response, _ = get(port, "/assets/a-1.js")
    assert response.getheader("Cache-Control") == "max-age=600" and response.getheader("ETag")
    assert get(port, "/_headers")[0].status == 404


def test_serve_refuses_an_unknown_header_style(tmp_path):
    with pytest.raises(ValueError):
        serve.make_server(tmp_path, 0, headers="apache")
