"""Dungeon Fighter in the page: a person and two computer teammates play an Easy game to its end,
the person throwing by real pointer drags (a flick, a slingshot) and once by keys; a link shared
mid-fight opens elsewhere on the same table and its last throw plays back to the same dice; a throw
is never undone; and the physics' golden traces come out the same in the page's Pyodide as in
CPython (S-DF-36), so a CPython/Pyodide difference fails the build."""

from __future__ import annotations

import json
import time

import pytest
from helpers import follow_hint, go_fast, human_turn, saved_match, state, wait_idle

import engine

GAME = "dungeon_fighter"
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(GAME not in [g.id for g in engine.all_games()], reason="the game is not registered yet"),
]
PARTY = "players=3&kind0=human&name0=Ana&kind1=greedy&name1=Bo&kind2=greedy&name2=Cy&v.difficulty=0"
GAME_BUDGET_S = 240  # an Easy game through the page, computers on the short pause

# Python run inside the page's own interpreter (the very instance the app runs in: delve-start.mjs
# hands it out again to whoever imports it).
RUN_GOLDEN = """async () => {
  const src = document.querySelector('script[src*="delve-start.mjs"]').src;
  const py = await (await import(src)).loadPyodide();
  return py.runPython(`
import json, sys
from engine.games.dungeon_fighter.physics import golden
json.dumps({"platform": sys.platform, "got": golden.compute(), "got2": golden.compute(2),
            "bad": golden.mismatches()})
`);
}"""

BOX = """sel => { const e = document.querySelector(sel); if (!e) return null;
  const b = e.getBoundingClientRect();
  return {x: b.x + b.width / 2, y: b.y + b.height / 2, w: b.width, h: b.height}; }"""


def test_golden_traces_agree_in_the_page_pyodide_and_a_throw_is_never_undone(site):
    """S-DF-36: the fixed gestures and seeds give the recorded hashes inside the browser too, under
    every physics version a link may name (1 for rules revisions 1-2, 2 from revision 3).  Then,
    alone at the table, the choice to fight can be undone until the die is thrown, never after."""
    from engine.games.dungeon_fighter.physics import golden

    page = site.page(f"/play.html?game={GAME}&players=1&kind0=human&name0=Ana&seed=e2e-df-golden")
    wait_idle(page)
    out = json.loads(page.evaluate(RUN_GOLDEN))
    assert out["platform"] == "emscripten", "the check must run in Pyodide, not anywhere else"
    assert out["bad"] == {}, f"Pyodide differs from the recorded traces: {out['bad']}"
    assert out["got"] == golden.compute() == golden.EXPECTED
    assert len(out["got"]) >= 10
    assert out["got2"] == golden.compute(2) == golden.EXPECTED_V2
    assert len(out["got2"]) >= 5

    page.locator('#decision [data-choice="fight"]').click()
    wait_idle(page)
    assert page.locator("#undo").is_enabled(), "the choice to fight may be taken back"
    moves = len(saved_match(page).log)
    drag(page, turn=0.0, length=120)
    wait_idle(page)
    match = saved_match(page)
    assert len(match.log) == moves + 1 and match.deciders[-1] == 0
    assert match.decision is not None and match.decision.player == 0, "still the person's turn, nobody else played"
    assert page.locator("#undo").is_disabled(), "a throw is a reveal: undo is not offered across it"
    assert "dice were rolled" in (page.locator("#undo").get_attribute("title") or "")


# ---------------------------------------------------------------------------------- helpers
def throws_offered(page) -> list[str]:
    return page.locator('#decision button[data-choice^="throw:"]').evaluate_all("bs => bs.map(b => b.dataset.choice)")


def drag(page, *, turn: float, length: float, steps: int = 6, towards_board: bool = True) -> None:
    """A real pointer drag on the table SVG: press the hand, move `steps` times, let go.  The line
    runs from the hand towards the board (or away from it), turned by `turn` (a fraction of the way
    to the side)."""
    # The hand stands at the table's edge, which may be scrolled out of view (a station on the far
    # side): a player scrolls to it first, and a pointer outside the viewport reaches nothing.
    page.locator("#df-table [data-df-hand]").scroll_into_view_if_needed()
    hand = page.evaluate(BOX, "#df-table [data-df-hand]")
    board = page.evaluate(BOX, "#df-table .df-board-layer")
    assert hand and board, "the table shows the hand and the board"
    vx, vy = board["x"] - hand["x"], board["y"] - hand["y"]
    norm = (vx * vx + vy * vy) ** 0.5
    ux, uy = vx / norm, vy / norm
    ux, uy = ux - turn * uy, uy + turn * ux  # a little to one side
    sign = 1.0 if towards_board else -1.0
    page.mouse.move(hand["x"], hand["y"])
    page.mouse.down()
    for i in range(1, steps + 1):
        page.mouse.move(hand["x"] + sign * ux * length * i / steps, hand["y"] + sign * uy * length * i / steps)
    page.mouse.up()


def aim_fields(page, key: str) -> tuple[int, ...]:
    """The throw option's number fields in the decision bar (web/throw.py keeps them on the aim)."""
    return tuple(
        int(v)
        for v in page.locator(f'#decision input[data-param-for="{key}"]').evaluate_all("fs => fs.map(f => f.value)")
    )


def table_picture(page) -> dict[str, str]:
    """What the table shows of the last throw: the dice lying on the board and the path drawn."""
    return page.evaluate(
        """() => ({resting: document.querySelector('#df-table .df-resting').innerHTML,
                   path: document.querySelector('#df-path').innerHTML,
                   hash: document.documentElement.dataset.stateHash})"""
    )


# ---------------------------------------------------------------------------------- the game
def test_easy_game_to_the_end_by_drags_and_keys_shared_mid_fight(site):
    started = time.monotonic()
    page = site.page(f"/play.html?game={GAME}&{PARTY}&seed=e2e-df-easy")
    wait_idle(page)
    go_fast(page)
    ways = ["flick", "keys", "slingshot"]  # the first throws, then flicks
    done: list[str] = []
    shared = False
    for _ in range(600):
        wait_idle(page)
        if state(page)["over"] == "1":
            break
        assert time.monotonic() - started < GAME_BUDGET_S, f"the Easy game took over {GAME_BUDGET_S} s"
        if not human_turn(page):
            continue
        throws = throws_offered(page)
        if not throws:
            follow_hint(page)
            continue
        # The person's throw: the table is the input.
        assert page.locator("#df-table[data-df-pad]").count() == 1, "a throw is offered on the table"
        way = ways[len(done)] if len(done) < len(ways) else "flick"
        pending = saved_match(page)
        before = len(pending.log)
        key = page.locator("[data-df-die][aria-pressed=true]").get_attribute("data-df-die")
        if way == "keys":
            aim = aim_fields(page, key)
            table = page.locator("#df-table")
            table.focus()
            for k in ("ArrowUp", "ArrowUp", "ArrowLeft", "PageDown"):
                page.keyboard.press(k)
            page.keyboard.down(" ")
            page.wait_for_timeout(150)
            page.keyboard.up(" ")
        elif way == "slingshot":
            page.locator("[data-df-mode]").click()
            assert page.locator("[data-df-mode]").get_attribute("aria-pressed") == "true"
            drag(page, turn=-0.1, length=70, towards_board=False)
        else:
            mode = page.locator("[data-df-mode]")
            if mode.get_attribute("aria-pressed") == "true":  # the slingshot stays chosen: back to flicks
                mode.click()
            drag(page, turn=0.05 * ((len(done) % 3) - 1), length=120)
        wait_idle(page)
        after = saved_match(page)
        assert len(after.log) > before, f"the {way} throw was not played"
        choice = after.log[before]
        params = tuple(choice.params)
        assert after.deciders[before] == 0 and pending.decision.options[choice.index].key == key
        assert len(params) == 8, params
        if way == "keys":
            station, yaw, power, loft = params[:4]
            assert (station, yaw, power, loft) == (aim[0], min(aim[1] + 100, 6000), min(aim[2] + 20, 1000), aim[3] - 50)
            assert params[6] >= 100, "the release time is how long Space was held"
        done.append(way)
        if not after.over:
            assert page.locator("#undo").is_disabled(), "undo is not offered across a throw"
        if not shared and not after.over and after.view(0).get("encounter"):
            check_shared_link(site, page)
            shared = True
    assert state(page)["over"] == "1", "the game did not end"
    assert set(done) >= {"flick", "keys", "slingshot"}, done
    assert shared, "no link was shared mid-fight"
    final = saved_match(page)
    assert final.over and final.result() is not None
    headline = page.locator("#decision").inner_text().strip()
    assert headline, "the result is shown"
    hits = sum(" hits " in line or " hit " in line for line in final.view(0).get("log", []))
    print(
        f"\nEasy game: {len(final.log)} moves, {len(done)} person throws, won={final.view(0).get('won')}, "
        f"{hits} log lines with a hit, {time.monotonic() - started:.0f} s"
    )


FLIGHT_WATCH = """() => {
  window.dfFlew = false;
  const seen = () => { if (document.querySelectorAll('#df-fly *').length) window.dfFlew = true; };
  new MutationObserver(seen).observe(document.body, { childList: true, subtree: true });
}"""


def check_shared_link(site, page) -> None:
    """Share mid-fight; a fresh browser (animations on there) opens the same table, and the last
    throw, watched again, plays back and ends with the same dice where they were."""
    here = table_picture(page)
    assert here["resting"] or here["path"], "the last throw is on the table"
    page.locator('[data-action="share"]').click()
    link = page.locator("#share-url")
    link.wait_for(state="visible")
    url = link.input_value()
    page.keyboard.press("Escape")
    fresh = site.context(reduced_motion="no-preference").new_page()
    fresh.goto(url)
    wait_idle(fresh)
    there = table_picture(fresh)
    assert there == here, "the shared link opens on the same board, the last throw's path drawn"
    watch = fresh.locator("[data-df-watch]")
    assert watch.is_visible()
    assert fresh.evaluate("() => document.documentElement.dataset.anim") == "on"
    # the dice fly: an observer notes any frame with flying dice, however few frames a busy machine draws
    fresh.evaluate(FLIGHT_WATCH)
    watch.click()
    fresh.wait_for_function("() => window.dfFlew === true", timeout=30_000)
    fresh.wait_for_function("() => !document.documentElement.dataset.dfAnimating", timeout=30_000)
    assert table_picture(fresh) == here, "played back, the throw ends where it ended the first time"
    fresh.context.close()


MARKS = """() => { window.dfMarks = [];
  const html = document.documentElement;
  const note = () => window.dfMarks.push({t: performance.now(), playing: html.hasAttribute('data-df-animating'),
                                          hash: html.dataset.stateHash});
  new MutationObserver(note).observe(document.documentElement, {attributes: true,
    attributeFilter: ['data-df-animating', 'data-state-hash']}); }"""


def test_a_throw_plays_back_and_lands_before_a_computer_moves(site):
    """Animations on, normal speed: the person's throw flies (requestAnimationFrame playback of the
    recorded trace), and the next computer teammate waits for it to land before it moves."""
    page = site.page(f"/play.html?game={GAME}&{PARTY}&seed=e2e-df-anim", reduced_motion="no-preference")
    wait_idle(page)
    assert page.evaluate("() => document.documentElement.dataset.anim") == "on"
    for _ in range(60):
        wait_idle(page)
        if page.locator("#df-table[data-df-pad]").count():
            break
        if human_turn(page):
            follow_hint(page)
    assert page.locator("#df-table[data-df-pad]").count(), "no throw of the person's reached"
    page.locator('[data-df-loft="450"]').click()
    page.locator("#df-table").focus()
    for key in ["PageUp"] * 5 + ["Shift+ArrowUp"] * 11:  # the highest arc, full power: a long flight
        page.keyboard.press(key)
    page.evaluate(MARKS)
    page.keyboard.down(" ")
    page.wait_for_timeout(120)
    page.keyboard.up(" ")
    page.wait_for_function("() => window.dfMarks.some(m => m.playing)", timeout=10_000)
    page.wait_for_function("() => window.dfMarks.some((m, i) => i > 0 && !m.playing && window.dfMarks[i - 1].playing)")
    marks = page.evaluate("() => window.dfMarks")
    start = next(i for i, m in enumerate(marks) if m["playing"])
    end = next(i for i in range(start, len(marks)) if not marks[i]["playing"])
    during = {m["hash"] for m in marks[start : end + 1]}
    assert len(during) == 1, "a computer moved while the person's throw was still flying"
    from web.pace import PAUSE
    from web.views.dungeon_fighter import trace

    match = saved_match(page)
    mine = max(i for i, who in enumerate(match.deciders) if who == 0)  # the person's throw, the last of their moves
    then = engine.Match(match.game, match.seats, match.variants, match.seed, revision=match.revision)
    for choice in match.log[: mine + 1]:
        then.play(choice.index, choice.params)
    flight = trace.duration_ms(trace.from_view(then.view(0))[1])
    assert flight > PAUSE[False] * 1000, f"this throw ({flight} ms) no longer outlasts the pause: pick a longer one"
    assert marks[end]["t"] - marks[start]["t"] >= flight - 50, "the playback ran its whole length"
    wait_idle(page)


RECT = """sel => { const e = document.querySelector(sel); if (!e) return null; const b = e.getBoundingClientRect();
  return {top: b.top, bottom: b.bottom, left: b.left, right: b.right, vw: innerWidth, vh: innerHeight}; }"""


def _fits(page, selector: str, *, above: float | None = None) -> None:
    box = page.evaluate(RECT, selector)
    assert box is not None, f"{selector} is not on the page"
    bottom = box["vh"] if above is None else above
    assert box["top"] >= 0 and box["left"] >= 0 and box["right"] <= box["vw"] + 1 and box["bottom"] <= bottom + 1, (
        selector,
        box,
    )


@pytest.mark.parametrize("size", [(1366, 768), (390, 844)])
def test_the_foe_the_table_and_the_hand_are_in_view_at_a_throw(site, size):
    """At a laptop's 1366x768 the foe's card, the table with the hand and the decision are on screen
    together; on a 390x844 phone, the fight scrolled to, the card, the board close up, the table with
    the hand and the die buttons all sit above the docked decision."""
    width, height = size
    page = site.page(f"/play.html?game={GAME}&{PARTY}&seed=e2e-df-view", viewport={"width": width, "height": height})
    wait_idle(page)
    go_fast(page)
    for _ in range(60):
        wait_idle(page)
        if page.locator("#df-table[data-df-pad]").count():
            break
        if human_turn(page):
            follow_hint(page)
    assert page.locator("#df-table[data-df-pad]").count(), "no throw of the person's reached"
    if width > 800:
        page.evaluate("() => window.scrollTo(0, 0)")
        for selector in (".df-foe", "#df-table [data-df-hand]", ".df-picks", "#decision"):
            _fits(page, selector)
    else:
        page.evaluate("() => document.querySelector('.df-fight').scrollIntoView({block: 'start'})")
        docked = page.evaluate(RECT, "#decision")["top"]
        for selector in (".df-foe", ".df-closeup", "#df-table", ".df-picks"):
            _fits(page, selector, above=docked)
