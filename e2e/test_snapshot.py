"""Returning players start from a memory snapshot (static/delve-start.mjs).

<html data-boot> says which path booted ("snapshot" or "fresh");
data-snapshot what the first visit's worker did with the snapshot.
"""

from __future__ import annotations

import pytest
from helpers import click_option, state, wait_idle

pytestmark = pytest.mark.e2e

GAME_URL = "/play.html?game=dungeon&players=2&kind0=human&name0=Ana&kind1=greedy&name1=Bo&seed=e2e-snapshot"

# Runs in the page: `edit(record, key)` returns the record to store under the
# returned key (or null to leave it); the stored keys are returned.
EDIT_STORE = """async ([edit]) => {
  const req = (r) => new Promise((ok, no) => { r.onsuccess = () => ok(r.result); r.onerror = no; });
  const db = await req(indexedDB.open('delve-snapshot', 1));
  const run = (mode, f) => new Promise((ok, no) => {
    const tx = db.transaction('snapshots', mode);
    const out = f(tx.objectStore('snapshots'));
    tx.oncomplete = () => ok(out);
    tx.onerror = no;
  });
  const keys = await run('readonly', (s) => req(s.getAllKeys()));
  if (edit) {
    const key = keys[0];
    const record = await run('readonly', (s) => req(s.get(key)));
    const [newKey, newRecord] = await (new Function('return ' + edit)())(record, key);
    await run('readwrite', (s) => { s.delete(key); s.put(newRecord, newKey); });
  }
  const after = await run('readonly', (s) => req(s.getAllKeys()));
  db.close();
  return Promise.all([after]).then(([a]) => a);
}"""


def boot(page) -> str:
    return page.evaluate("document.documentElement.dataset.boot")


def wait_snapshot_saved(page) -> None:
    page.wait_for_function("document.documentElement.dataset.snapshot === 'saved'", timeout=120_000)


def first_visit(site):
    """A fresh context: the page boots normally, plays one move, and saves a snapshot."""
    context = site.context()
    page = context.new_page()
    page.goto(site.url + GAME_URL)
    wait_idle(page)
    assert boot(page) == "fresh"
    click_option(page, 0)
    wait_snapshot_saved(page)
    return context, page


def revisit(context, url: str):
    page = context.new_page()
    page.goto(url)
    wait_idle(page)
    return page


def test_second_visit_restores_the_snapshot_at_the_same_game(site):
    context, page = first_visit(site)
    before, link = state(page), page.url
    again = revisit(context, link)
    assert boot(again) == "snapshot"
    assert state(again)["hash"] == before["hash"]
    assert again.url == link  # the save link is the same either way
    click_option(again, 0)  # and the restored interpreter plays on
    assert state(again)["hash"] != before["hash"]
    assert again.evaluate("document.documentElement.dataset.snapshot") == "skipped"
    # Both interpreters ran without stack switching (static/delve-no-jspi.mjs): Chromium has it,
    # Pyodide was not shown it.
    for seen in (page, again):
        assert seen.evaluate("typeof WebAssembly.Module === 'function' && !('Suspending' in WebAssembly)")


def test_a_snapshot_of_another_build_is_never_restored(site):
    """The key names the build (the module's content-hashed folder) and Pyodide's version."""
    context, page = first_visit(site)
    link = page.url
    rename = "async (record, key) => [key.replace('/assets/pyodide-', '/assets/pyodide-old'), record]"
    moved = page.evaluate(EDIT_STORE, [rename])
    assert len(moved) == 1 and "pyodide-old" in moved[0]
    again = revisit(context, link)
    assert boot(again) == "fresh"
    wait_snapshot_saved(again)  # remade for this build; the stale one is gone
    keys = again.evaluate(EDIT_STORE, [None])
    assert len(keys) == 1 and "pyodide-old" not in keys[0]


@pytest.mark.parametrize("damage", ["garbage", "truncated"])
def test_a_damaged_snapshot_falls_back_and_is_remade(site, damage):
    context, page = first_visit(site)
    before, link = state(page), page.url
    damaging = {
        "garbage": "bytes.map((b, i) => (i % 4096 === 7 ? b ^ 0xff : b))",
        "truncated": "bytes.slice(0, bytes.length >> 1)",
    }[damage]
    page.evaluate(
        EDIT_STORE,
        [
            "async (record, key) => { const bytes = new Uint8Array(await record.blob.arrayBuffer());"
            f" return [key, {{digest: record.digest, blob: new Blob([{damaging}])}}]; }}"
        ],
    )
    again = revisit(context, link)
    assert boot(again) == "fresh"
    assert state(again)["hash"] == before["hash"]
    wait_snapshot_saved(again)
    third = revisit(context, link)
    assert boot(third) == "snapshot"
    assert state(third)["hash"] == before["hash"]
