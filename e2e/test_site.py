"""End-to-end: the real site in Debian's Chromium, played through the page.

These drive Dungeon! (the first registered game) only through the generic
decision bar, so they do not depend on the board view.
"""

from __future__ import annotations

import pytest
from helpers import click_option, human_turn, options, start_game, state, wait_idle, wait_ready

GAME = "dungeon"
HOSTILE = "<img src=x onerror=f()>"  # fits MAX_NAME (24)
ONE_HUMAN = [("human", HOSTILE), ("greedy", "Ben"), ("greedy", "Cy"), ("random", "Di")]

pytestmark = pytest.mark.e2e


def test_home_paints_before_python_is_ready(site):
    """The prerendered heading and form show while Pyodide is still loading."""
    context = site.context()
    held = []
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page = context.new_page()
    page.goto(site.url + "/", wait_until="domcontentloaded")
    assert page.locator("h1").first.inner_text() == "Delve"
    assert page.locator(f"#game-{GAME} a[data-start]").is_visible()  # one-click start
    assert page.locator(f"#new-{GAME} button[type=submit]").count() == 1  # the full form, folded
    assert page.locator("#py-status").is_visible()
    assert page.evaluate("document.documentElement.dataset.ready") == "0"
    page.wait_for_function("() => true")  # let the held request arrive
    for _ in range(600):
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the wasm was never requested"
    for route in held:
        route.continue_()
    wait_ready(page)
    assert page.locator("#py-status").is_hidden()


def test_play_undo_and_share(site):
    """1 human + 3 computers: clicks, an undo, and the link in a fresh browser."""
    page = site.page("/")
    start_game(page, GAME, ONE_HUMAN, seed="e2e-share")
    assert page.locator("#panels").inner_text().count(HOSTILE) >= 1  # shown as text, never run
    assert page.locator("#panels img").count() == 0

    undone = False
    for turn in range(40):
        if state(page)["over"] == "1":
            break
        assert human_turn(page), "the human should be deciding when the page is idle"
        before = state(page)["hash"]
        click_option(page, turn)
        undo = page.locator("#undo")
        if not undone and undo.is_enabled():
            undo.click()
            wait_idle(page)
            assert state(page)["hash"] == before
            undone = True
            click_option(page, turn)
        if undone and turn >= 8:
            break
    assert undone, "no undoable human choice came up in 40 turns"

    page.locator("[data-action=share]").click()
    link = page.locator("#share-url").input_value()
    assert link.startswith(site.url + "/play.html#")
    assert link == page.url
    mine = state(page)

    other = site.page(None)  # a fresh context: no storage, no cache
    other.goto(link)
    wait_idle(other)
    theirs = state(other)
    assert theirs["hash"] == mine["hash"]
    assert theirs["decider"] == mine["decider"]


def test_reload_resumes(site):
    page = site.page("/")
    start_game(page, GAME, ONE_HUMAN, seed="e2e-reload")
    click_option(page, 0)
    mine = state(page)
    page.reload()
    wait_idle(page)
    assert state(page)["hash"] == mine["hash"]


def test_damaged_link_keeps_the_current_game(site):
    page = site.page("/")
    start_game(page, GAME, ONE_HUMAN, seed="e2e-damaged")
    click_option(page, 1)
    good = state(page)
    good_url = page.url

    page.goto(site.url + "/play.html#1.this-is-not-a-save")  # same document: a hash change
    page.wait_for_selector("#banner:not([hidden])")
    assert (
        "damaged" in page.locator("#banner").inner_text().lower()
        or "save" in page.locator("#banner").inner_text().lower()
    )
    assert state(page)["hash"] == good["hash"]
    assert page.url == good_url

    # A damaged link opened as a new page: the autosaved game comes back.
    fresh = page.context.new_page()
    fresh.goto(site.url + "/play.html#1.AAAA")
    wait_idle(fresh)
    assert "restored" in fresh.locator("#banner").inner_text()
    assert state(fresh)["hash"] == good["hash"]
    assert fresh.url == good_url


def test_offline_after_one_visit(site, make_server):
    """Once visited, the site reloads and plays with the server gone and the network off."""
    server = make_server()
    site.guard.allowed.append("ERR_INTERNET_DISCONNECTED")  # the browser's own note about the failed preload
    context = site.context()
    page = context.new_page()
    page.goto(server.url + "/")
    start_game(page, GAME, ONE_HUMAN, seed="e2e-offline")
    page.wait_for_function(
        "navigator.serviceWorker.ready.then(r => !!r.active && r.active.state === 'activated')", timeout=120_000
    )
    page.wait_for_function("!!navigator.serviceWorker.controller")
    before = state(page)

    server.stop()
    context.set_offline(True)
    page.reload()
    wait_idle(page)
    assert state(page)["hash"] == before["hash"]
    click_option(page, 0)
    assert state(page)["hash"] != before["hash"]

    page.evaluate("localStorage.removeItem('delve:snapshot')")  # a normal boot: games come as zips
    home = context.new_page()
    home.goto(server.url + "/")
    wait_ready(home)
    assert home.evaluate("document.documentElement.dataset.boot") == "fresh"
    assert home.locator(f"#game-{GAME} a[data-start]").is_visible()
    # A game never opened online: its zip comes from the service worker's cache.
    home.locator("#game-one_deck_dungeon a[data-start]").click()
    wait_idle(home)
    assert "play.html#1." in home.url and options(home)


def test_all_computer_game_runs_to_its_end(site):
    page = site.page("/")
    start_game(page, GAME, [("greedy", "Ann"), ("random", "Bo"), ("greedy", "Cat"), ("random", "Dan")], seed="e2e-bots")
    page.locator("[data-action=speed]").click()
    assert "fast" in page.locator("[data-action=speed]").inner_text()
    page.wait_for_function("document.documentElement.dataset.over === '1'", timeout=900_000, polling=500)
    assert page.locator(".result").is_visible()
    assert not options(page)


def test_hot_seat_hands_off_between_humans(site):
    """Two humans at one screen: nobody's turn is shown before the hand-off."""
    page = site.page("/")
    start_game(page, GAME, [("human", "Ana"), ("human", "Ben")], seed="e2e-hotseat")
    if not page.evaluate("document.documentElement.dataset.decider"):
        pytest.skip("the game ended at once")
    handoff = page.locator("[data-action=handoff]")
    assert handoff.is_visible() and "Pass to" in page.locator("#decision").inner_text()
    assert not options(page)
    handoff.click()
    assert options(page)


def test_timed_game_clock_runs_out_A_DNG_42(site):
    """The Timed Game's clock shows, survives a reload, and ends the game when it runs out."""
    page = site.page(
        "/play.html?game=dungeon&players=1&kind0=human&name0=Solo&v.variant=2&v.time_limit=1&seed=e2e-clock"
    )
    wait_idle(page)
    assert page.locator("[role=timer]").is_visible()
    page.wait_for_function("document.getElementById('clock').textContent < '15:00'", timeout=10_000)
    assert "time_expired" not in options(page)
    save_url = page.url
    context = page.context
    page.close()  # the clock is written to storage when the page goes

    later = context.new_page()
    later.goto(site.url + "/")
    wait_ready(later)
    key = later.evaluate("Object.keys(localStorage).find(k => k.startsWith('delve:clock:dungeon:'))")
    assert key and 0 < float(later.evaluate(f"localStorage.getItem('{key}')")) < 60
    later.evaluate(f"localStorage.setItem('{key}', '898')")  # two seconds left
    later.goto(save_url)
    wait_ready(later)
    later.wait_for_function("document.documentElement.dataset.over === '1'", timeout=20_000)
    assert "Time is up" in later.locator("#decision").inner_text() + later.locator("#log").inner_text()


def test_phone_tap_near_a_small_target_chooses_it(site):
    """At 390 px a flagstone is ~13 px: a tap that misses it by a few pixels still moves there."""
    import engine

    context = site.context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(site.url + "/play.html?game=dungeon&players=1&kind0=human&name0=Solo&seed=e2e-touch")
    wait_idle(page)
    if not page.locator("#board [data-choice]").count():
        click_option(page, 0)  # the first decision (a hero) may not be on the board
    spot = page.evaluate(
        """() => {
          for (const el of document.querySelectorAll('#board [data-choice]')) {
            const r = el.getBoundingClientRect();
            if (r.width > 30 || r.height > 30 || r.top < 0 || r.bottom > innerHeight - 20) continue;
            const x = r.left + r.width / 2, y = r.bottom + 6;  // just below the target
            const hit = document.elementFromPoint(x, y);
            if (hit && !hit.closest('[data-choice]')) return {x, y, key: el.dataset.choice, size: r.width};
          }
          return null;
        }"""
    )
    if spot is None:
        pytest.skip("no small board target with empty space beside it in this position")
    assert spot["size"] < 44
    before = len(engine.load_save(page.url.split("#", 1)[1]).log)
    page.touchscreen.tap(spot["x"], spot["y"])
    wait_idle(page)
    after = engine.load_save(page.url.split("#", 1)[1])
    assert len(after.log) > before
    # The tap chose exactly the target it was nearest to.
    probe = engine.Match(after.game, after.seats, after.variants, after.seed)
    for choice in after.log[:before]:
        probe.play(choice)
    assert probe.decision.options[after.log[before].index].key == spot["key"]


def test_board_click_plays_that_target(site):
    """Clicking a highlighted space on the SVG board plays the option it carries."""
    import engine

    page = site.page("/play.html?game=dungeon&players=2&kind0=human&name0=Ana&kind1=greedy&name1=Bo&seed=e2e-board")
    wait_idle(page)
    for _ in range(6):
        if page.locator("#board [data-choice]").count() and human_turn(page):
            break
        click_option(page, 0)
    targets = page.locator("#board [data-choice]")
    assert targets.count(), "no board target to click"
    target = targets.last
    key = target.get_attribute("data-choice")
    before = engine.load_save(page.url.split("#", 1)[1])
    assert before.decision.has(key)
    target.click()
    wait_idle(page)
    assert "went wrong" not in page.locator("#banner").inner_text()
    after = engine.load_save(page.url.split("#", 1)[1])
    assert len(after.log) > len(before.log)
    assert before.decision.options[after.log[len(before.log)].index].key == key


@pytest.mark.parametrize("touch", [False, True])
def test_drag_the_hero_onto_a_space_moves_there(site, touch):
    """Drag and drop (mouse or finger): from the hero's space onto a highlighted one."""
    import engine

    options = {"viewport": {"width": 1280, "height": 900}}
    if touch:
        options = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
    page = site.context(**options).new_page()
    page.goto(site.url + "/play.html?game=dungeon&players=1&kind0=human&name0=Solo&seed=e2e-drag")
    wait_idle(page)
    for _ in range(4):
        if page.locator("#board [data-drag]").count():
            break
        click_option(page, 0)
    handle = page.locator("#board [data-drag]")
    assert handle.count() == 1
    start = handle.bounding_box()
    goal = page.evaluate(
        """() => {
          const src = document.querySelector('#board [data-drag]').getBoundingClientRect();
          let best = null;
          for (const el of document.querySelectorAll('#board [data-choice]:not([data-drag])')) {
            const r = el.getBoundingClientRect();
            const x = r.left + r.width / 2, y = r.top + r.height / 2;
            if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
            const hit = document.elementFromPoint(x, y);
            if (!hit || !el.contains(hit)) continue;
            const d = Math.hypot(x - src.left, y - src.top);
            if (!best || d > best.d) best = {x, y, d, key: el.dataset.choice};
          }
          return best;
        }"""
    )
    assert goal, "no visible target to drop on"
    before = engine.load_save(page.url.split("#", 1)[1])
    sx, sy = start["x"] + start["width"] / 2, start["y"] + start["height"] / 2
    if touch:
        cdp = page.context.new_cdp_session(page)
        steps = [(sx, sy, "touchStart")] + [
            (sx + (goal["x"] - sx) * k / 8, sy + (goal["y"] - sy) * k / 8, "touchMove") for k in range(1, 9)
        ]
        for x, y, kind in steps:
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": x, "y": y}]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    else:
        page.mouse.move(sx, sy)
        page.mouse.down()
        page.mouse.move(goal["x"], goal["y"], steps=8)
        page.mouse.up()
    wait_idle(page)
    after = engine.load_save(page.url.split("#", 1)[1])
    assert len(after.log) == len(before.log) + 1
    assert before.decision.options[after.log[-1].index].key == goal["key"]


def test_play_now_starts_a_game_in_one_click(site):
    page = site.page("/")
    wait_ready(page)
    page.locator(f"#game-{GAME} a[data-start]").click()
    wait_idle(page)
    assert "play.html#1." in page.url
    assert state(page)["decider"] == "0" or state(page)["over"] == "0"
    page.go_back()
    page.wait_for_function("document.documentElement.dataset.page === 'home'")


@pytest.mark.parametrize("how", ["link", "query"])
def test_a_first_visit_fetches_only_the_game_it_opens(site, how):
    """Each game ships in its own zip (web/game_files.py): a shared link or a new-game
    request downloads the platform and that one game, hinted before Python starts."""
    from engine import Match, Seat

    game = "one_deck_dungeon"
    path = "/play.html#" + Match(game, (Seat("Ana"),), {}, 9).save() if how == "link" else f"/play.html?game={game}"
    page = site.page(None)
    page.goto(site.url + path)
    wait_idle(page)
    assert page.locator("#decision button[data-choice]").count() > 0  # the game is on screen and playable
    # The page's own requests (its resource timeline): once the page is playable, the
    # snapshot worker fetches every game for the snapshot, off the critical path.
    zips = page.evaluate(
        "performance.getEntriesByType('resource').map(e => e.name.split('/').pop()).filter(n => n.startsWith('game-'))"
    )
    fetched = {name.rpartition("-")[0] for name in zips}
    assert fetched == {f"game-{game}"}, zips
    hint = page.locator(f'link[rel=preload][href*="game-{game}-"]')
    assert hint.count() == 1  # asked for while Python was still starting


# -- issue 11: trust ------------------------------------------------------------------
def test_damaged_link_in_a_fresh_browser_says_so_and_offers_a_new_game(site):
    """No stored game to fall back on: the home page, with the message, not a silent landing."""
    page = site.page(None)
    page.goto(site.url + "/play.html#1.garbage")
    wait_ready(page)
    page.wait_for_function("document.documentElement.dataset.page === 'home'")
    banner = page.locator("#banner")
    banner.wait_for(state="visible")
    assert "damaged" in banner.inner_text()
    assert "new game" in banner.inner_text()
    assert page.locator(f"#game-{GAME} a[data-start]").is_visible()  # the way on
    assert "#" not in page.url


@pytest.mark.parametrize(("width", "height", "how"), [(1366, 768, "form"), (390, 844, "form"), (390, 844, "play-now")])
def test_a_new_game_opens_with_the_board_and_decision_in_view(site, width, height, how):
    """Started far down the home page (DungeonQuest's card and form), the game opens at the top."""
    page = site.page("/", viewport={"width": width, "height": height})
    wait_ready(page)
    card = page.locator("#game-dungeonquest")
    if how == "form":
        card.locator("summary").click()
        button = page.locator("#new-dungeonquest button[type=submit]")
    else:
        button = card.locator("a[data-start]")
    button.scroll_into_view_if_needed()
    page.mouse.wheel(0, 400)  # further down still, as a player reading the form would be
    page.wait_for_timeout(200)
    button.click()
    wait_idle(page)
    assert page.evaluate("scrollY") == 0
    for part in ("#decision", "#board"):
        box = page.locator(part).bounding_box()
        assert box and 0 <= box["y"] < height - 80, (part, box)


def test_options_the_player_count_excludes_are_greyed_out_and_disabled(site):
    """Dungeon!'s solo options with 3 players: greyed out with a reason before Python is up (CSS),
    and disabled once it is; back to 1 player they work again."""
    context = site.context()
    held = []
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page = context.new_page()
    page.goto(site.url + "/", wait_until="domcontentloaded")
    page.locator(f"#game-{GAME} summary").click()
    form = page.locator(f"#new-{GAME}")
    solo = form.locator('select[name="v.variant"]')
    note = page.locator(f"#{GAME}-v-variant-off")
    form.locator("select[name=players]").select_option("3")
    assert note.is_visible() and "only with 1 player" in note.inner_text()
    assert float(solo.evaluate("e => getComputedStyle(e).opacity")) < 0.7
    assert form.locator('select[name="v.dash_rule"]').evaluate("e => getComputedStyle(e).opacity") == "1"
    for _ in range(600):
        if held:
            break
        page.wait_for_timeout(50)
    for route in held:
        route.continue_()
    wait_ready(page)
    assert solo.is_disabled() and note.is_visible()  # the choice made before Python was up
    form.locator("select[name=players]").select_option("1")
    assert solo.is_enabled() and note.is_hidden()
    assert float(solo.evaluate("e => getComputedStyle(e).opacity")) == 1
    form.locator("select[name=players]").select_option("4")
    assert solo.is_disabled() and note.is_visible()


def test_link_copied_reads_as_plain_text(site):
    """The banner's icon is decoration: what is read out is the message itself."""
    context = site.context()
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.url)
    page = context.new_page()
    page.goto(site.url + "/play.html?game=dungeon&players=1&kind0=human&name0=Solo&seed=e2e-copy")
    wait_idle(page)
    page.locator("[data-action=share]").click()
    banner = page.locator("#banner")
    banner.wait_for(state="visible")
    page.wait_for_function("document.getElementById('banner').textContent.startsWith('Link copied.')")
    snapshot = banner.aria_snapshot()
    assert snapshot == "- alert: Link copied. Anyone who opens it continues this game.", snapshot
    assert banner.inner_text().startswith("Link copied.")


def _long_save():
    """A whole Dungeon! game with random computer players: about 1,800 moves."""
    import engine

    seats = (engine.Seat("Ana"), engine.Seat("Bo", "random"), engine.Seat("Cy", "random"), engine.Seat("Di", "random"))
    match = engine.Match("dungeon", seats, {}, 1)
    n = 0
    while match.decision is not None:
        match.play(engine.bot_choose("random", match.game, match.state, match.decision, engine.Chance(n)))
        n += 1
    assert len(match.log) > 1200
    return match


def test_a_long_link_loads_in_slices_with_its_progress_shown(site):
    """Thousands of moves replay a slice at a time: the page shows how far it is, stays
    responsive, and ends at the very same state."""
    match = _long_save()
    context = site.context()
    context.add_init_script(
        """window.__progress = [];
        new MutationObserver(() => {
          const el = document.querySelector('#py-status .progress-text');
          if (el && !document.getElementById('py-status').hidden) window.__progress.push(el.textContent);
        }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});"""
    )
    page = context.new_page()
    page.goto(site.url + "/play.html#" + match.save())
    wait_idle(page)
    seen = page.evaluate("window.__progress")
    total = f"{len(match.log):,}"
    assert len(set(seen)) >= 2, seen  # the page painted between slices
    assert all(text.startswith("Loading the game: ") and text.endswith(f" of {total} moves") for text in seen)
    assert state(page)["hash"] == match.state_hash()[:16]
    assert state(page)["over"] == "1"
    assert page.locator("#py-status").is_hidden()
    assert page.locator(".result").is_visible()


def test_a_long_damaged_link_keeps_the_current_game(site):
    """A bad move deep in a long link: the slices stop there, the message names it, the game stays."""
    from engine.core.codec import encode_parts
    from engine.core.decision import Choice

    match = _long_save()
    log = list(match.log)
    log[1000] = Choice(4000)  # no decision has 4,001 options
    damaged = encode_parts(match.game.id, match.seats, {}, match.seed, log)
    page = site.page("/play.html?game=dungeon&players=1&kind0=human&name0=Solo&seed=e2e-long-damaged")
    wait_idle(page)
    click_option(page, 0)
    good, good_url = state(page), page.url
    page.goto(site.url + "/play.html#" + damaged)  # same document: a hash change
    page.wait_for_function("document.getElementById('banner').textContent.includes('Move 1001')")
    wait_idle(page)
    assert "current game is still here" in page.locator("#banner").inner_text()
    assert state(page)["hash"] == good["hash"] and page.url == good_url
    assert page.locator("#py-status").is_hidden()
    click_option(page, 0)  # and it plays on
    assert state(page)["hash"] != good["hash"]
