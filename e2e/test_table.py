"""The table (issue 12): the latest events stay in view, and a finished game replays move by move.

- At a laptop's 1366x768 and a phone's 390x844, after a few moves the newest
  line of the latest-events strip is inside the viewport without scrolling,
  and its Full log button brings the full log into view; on the phone the
  strip is one line high (each line cut with an ellipsis).
- Every game's table and its decision are in view together at 1366x768; on a
  phone the decision stays docked at the bottom of the screen while the page
  scrolls.
- Animations (on, for a device that does not ask for reduced motion) end at
  once when the table is clicked, and the click still acts; under reduced
  motion the switch says that animations are off because the device asks so.
- Computer turns at the normal speed: "Skip to your turn" plays them at once
  up to the person's next decision.
- A finished game's link opens on its result with replay steps: back and
  forward change the position (its state hash), Home/End and the arrow keys
  step too, the hidden cards show, and the Start/End buttons say where we are.
"""

from __future__ import annotations

import time

import pytest
from helpers import state, wait_idle

import engine
from web.pace import PAUSE

SIZES = [(1366, 768), (390, 844)]


def newest_in_view(page) -> bool:
    return page.evaluate(
        "() => { const li = document.querySelector('#recent li.newest'); if (!li) return false;"
        " const r = li.getBoundingClientRect();"
        " return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0 && window.scrollY === 0; }"
    )


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_newest_event_is_in_view_without_scrolling(site, width, height):
    page = site.page(
        "/play.html?game=one_deck_dungeon&players=1&kind0=human&name0=Ana&seed=e2e-table",
        viewport={"width": width, "height": height},
    )
    wait_idle(page)
    for _ in range(4):
        page.locator("#decision button[data-choice]").first.click()
        wait_idle(page)
        if state(page)["over"] == "1":
            break
    page.evaluate("() => window.scrollTo(0, 0)")
    newest = page.locator("#recent li.newest").inner_text()
    match = engine.load_save(page.url.split("#", 1)[1])
    last = match.view(0)["log"][-1]
    assert newest.strip() == (last["text"] if isinstance(last, dict) else last)
    assert newest_in_view(page), f"the newest event is out of view at {width}x{height}"
    if state(page)["over"] != "1":  # while the game runs there is no stepping back through it
        before = state(page)["hash"]
        page.keyboard.press("ArrowLeft")
        assert state(page)["hash"] == before and page.evaluate("() => document.documentElement.dataset.replay") is None
        assert page.locator('[data-action^="replay-"]').count() == 0
    page.locator('#recent [data-action="full-log"]').click()
    box = page.locator("#log")
    assert page.evaluate("() => document.activeElement && document.activeElement.id") == "log"
    assert box.evaluate("b => { const r = b.getBoundingClientRect(); return r.top < innerHeight && r.bottom > 0; }")


def finished_link() -> tuple[str, engine.Match]:
    """A 1-player DungeonQuest game (a human seat) played to its end by the computer's moves."""
    match = engine.Match("dungeonquest", (engine.Seat("Ana"),), {}, 4)
    dice = engine.Chance(5)
    while match.decision is not None:
        match.play(engine.bot_choose("random", match.game, match.state, match.decision, dice))
    return match.save(), match


def replay_state(page) -> tuple[str, str]:
    data = page.evaluate("() => [document.documentElement.dataset.replay, document.documentElement.dataset.stateHash]")
    return data[0], data[1]


def test_a_finished_games_link_opens_its_replay_and_steps_through_it(site):
    save, match = finished_link()
    total = len(match.log)
    page = site.page("/play.html#" + save, viewport={"width": 1366, "height": 768})
    wait_idle(page)
    assert state(page)["over"] == "1"
    at, end_hash = replay_state(page)
    assert at == f"{total}/{total}" and end_hash == match.state_hash()[:16]
    assert "Game over" in page.locator("#decision").inner_text()
    assert page.locator('[data-action="replay-forward"]').is_disabled()
    assert page.locator("#decision button[data-choice], #board [data-choice]").count() == 0

    page.locator('[data-action="replay-back"]').click()
    at, back_hash = replay_state(page)
    assert at == f"{total - 1}/{total}" and back_hash == match.position(total - 1).state_hash[:16]
    assert "chose:" in page.locator(".replay-now").inner_text()

    page.keyboard.press("Home")
    at, start_hash = replay_state(page)
    assert at == f"0/{total}" and start_hash == match.position(0).state_hash[:16] != end_hash
    assert page.locator('[data-action="replay-start"]').is_disabled()
    assert "The start of the game." in page.locator(".replay-now").inner_text()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert replay_state(page) == (f"2/{total}", match.position(2).state_hash[:16])

    # Hidden things show: the decks' next cards (never part of a player's view).
    nxt = match.position(2).view["next_cards"]
    text = page.locator(".replay-next").evaluate("d => { d.open = true; return d.innerText; }")
    assert nxt and nxt[0][1] in text

    page.keyboard.press("End")
    assert replay_state(page) == (f"{total}/{total}", end_hash)
    # The link is unchanged by stepping: reloading it opens the end again.
    assert page.url.split("#", 1)[1] == save


def test_the_latest_events_strip_is_one_line_on_a_phone(site):
    page = site.page(
        "/play.html?game=one_deck_dungeon&players=1&kind0=human&name0=Ana&seed=e2e-strip",
        viewport={"width": 390, "height": 844},
    )
    wait_idle(page)
    for _ in range(3):
        page.locator("#decision button[data-choice]").first.click()
        wait_idle(page)
    sizes = page.evaluate(
        "() => { const s = document.getElementById('recent'), b = s.querySelector('.full-log');"
        " const lines = [...s.querySelectorAll('.recent-lines li')].filter(li => li.offsetHeight > 0);"
        " const li = lines[0], lh = parseFloat(getComputedStyle(li).lineHeight);"
        " return {strip: s.getBoundingClientRect().height, button: b.getBoundingClientRect().height,"
        " shown: lines.length, line: li.getBoundingClientRect().height, lh,"
        " cut: getComputedStyle(li).textOverflow, title: li.title, text: li.innerText}; }"
    )
    assert sizes["shown"] == 1, sizes  # only the newest line, beside the Full log button
    assert sizes["line"] <= sizes["lh"] * 1.5 + 4, sizes  # one line, never two
    assert sizes["strip"] <= sizes["button"] + 12, sizes  # the strip is as high as its button
    assert sizes["cut"] == "ellipsis" and sizes["title"].startswith(sizes["text"].strip()[:20])


GAMES = {
    "dungeon": "players=2&kind0=human&name0=Ana&kind1=greedy&name1=Cy",
    "dungeonquest": "players=2&kind0=human&name0=Ana&kind1=greedy&name1=Cy",
    "one_deck_dungeon": "players=1&kind0=human&name0=Ana",
}


def boxes(page) -> dict:
    return page.evaluate(
        "() => { const r = id => { const b = document.getElementById(id).getBoundingClientRect();"
        " return {top: b.top, bottom: b.bottom, height: b.height}; };"
        " return {board: r('board'), decision: r('decision'), recent: r('recent'), vh: innerHeight}; }"
    )


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_table_and_the_decision_are_in_view_together(site, game):
    page = site.page(f"/play.html?game={game}&{GAMES[game]}&seed=e2e-layout", viewport={"width": 1366, "height": 768})
    wait_idle(page)
    got = boxes(page)
    vh = got["vh"]
    assert got["board"]["top"] < 120, got  # a compact header: the table starts near the top
    assert got["decision"]["top"] < vh / 2 and got["decision"]["bottom"] <= vh, got
    assert page.locator("#decision button[data-choice]").first.is_visible()

    phone = site.page(f"/play.html?game={game}&{GAMES[game]}&seed=e2e-layout", viewport={"width": 390, "height": 844})
    wait_idle(phone)
    for scroll in (0, 300):
        phone.evaluate(f"() => window.scrollTo(0, {scroll})")
        got = boxes(phone)
        assert got["board"]["top"] < got["vh"] / 2 or scroll, got  # the board first
        assert got["decision"]["top"] >= 0 and got["decision"]["bottom"] <= got["vh"] + 1, (scroll, got)
        first = phone.locator("#decision button[data-choice]").first.bounding_box()
        assert first and first["y"] + first["height"] <= got["vh"], (scroll, first)


FINITE = (
    "() => document.getAnimations().filter(a => a.playState === 'running'"
    " && isFinite(a.effect.getComputedTiming().endTime)).length"
)
CLICK_THEN_COUNT = """async () => {
  const app = document.getElementById('app');
  const changed = new Promise(r => { const o = new MutationObserver(() => { o.disconnect(); r(); });
    o.observe(app, {childList: true, subtree: true}); });
  document.querySelector('#decision button[data-choice]').click();
  await changed;
  await new Promise(r => requestAnimationFrame(() => r()));
  return document.getAnimations().filter(a => a.playState === 'running'
    && isFinite(a.effect.getComputedTiming().endTime)).length;
}"""


def test_a_click_on_the_table_ends_the_animations_at_once(site):
    page = site.page(
        "/play.html?game=one_deck_dungeon&players=1&kind0=human&name0=Ana&seed=e2e-anim",
        viewport={"width": 1366, "height": 768},
        reduced_motion="no-preference",
    )
    wait_idle(page)
    switch = page.locator('[data-action="animations"]')
    assert switch.inner_text() == "Animations on" and switch.is_enabled()
    assert page.evaluate("document.documentElement.dataset.anim") == "on"
    running = page.evaluate(CLICK_THEN_COUNT)
    assert running > 0, "a move should start an animation"
    before = state(page)["hash"]
    page.evaluate("() => document.getElementById('recent').click()")  # a plain spot on the table
    assert page.evaluate(FINITE) == 0  # every one jumped to its end
    assert state(page)["hash"] == before  # a click on no target plays nothing
    # A click on an option during an animation ends it and still plays the option.
    assert page.evaluate(CLICK_THEN_COUNT) > 0
    key = page.locator("#decision button[data-choice]").first
    key.click()
    wait_idle(page)
    assert state(page)["hash"] != before
    # Escape ends them too.
    page.evaluate(CLICK_THEN_COUNT)
    page.keyboard.press("Escape")
    assert page.evaluate(FINITE) == 0
    # The switch turns them off.
    switch.click()
    assert page.evaluate("document.documentElement.dataset.anim") == "off" and switch.inner_text() == "Animations off"


def test_under_reduced_motion_the_switch_says_the_device_turned_animations_off(site):
    page = site.page(
        "/play.html?game=one_deck_dungeon&players=1&kind0=human&name0=Ana&seed=e2e-anim",
        viewport={"width": 1366, "height": 768},
    )  # the e2e default: reduced motion
    wait_idle(page)
    switch = page.locator('[data-action="animations"]')
    assert switch.is_disabled() and "Animations off" in switch.inner_text() and "device" in switch.inner_text()
    assert "reduced motion" in (switch.get_attribute("title") or "")
    assert page.evaluate("document.documentElement.dataset.anim") == "off"
    page.locator("#decision button[data-choice]").first.click()
    wait_idle(page)
    assert page.evaluate(FINITE) == 0  # nothing animates at all


def test_skip_to_your_turn_plays_the_computers_at_once(site):
    seats = "players=4&kind0=human&name0=Ana&kind1=greedy&kind2=greedy&kind3=greedy"
    page = site.page(f"/play.html?game=dungeon&{seats}&seed=e2e-skip", viewport={"width": 1366, "height": 768})
    wait_idle(page)
    assert state(page)["decider"] == "0"
    assert page.locator('[data-action="fast-forward"]').count() == 0  # only while computers move
    page.locator("#decision button[data-choice]").first.click()
    skip = page.locator('#decision [data-action="fast-forward"]')
    skip.wait_for()
    assert skip.inner_text().strip() == "Skip to your turn"
    # One computer move at the normal speed, timed as the page shows it (the machine's load included) ...
    first = state(page)["hash"]
    start = time.monotonic()
    page.wait_for_function(f"document.documentElement.dataset.stateHash !== {first!r}")
    normal = time.monotonic() - start
    assert normal >= PAUSE[False] * 0.9
    # ... then the rest skipped.
    moves_before = len(engine.load_save(page.url.split("#", 1)[1]).log)
    start = time.monotonic()
    skip.click()
    wait_idle(page)
    took = time.monotonic() - start
    match = engine.load_save(page.url.split("#", 1)[1])
    assert state(page)["decider"] == "0" or state(page)["over"] == "1"
    assert match.decision is None or match.decision.player == 0
    played = len(match.log) - moves_before
    assert played >= 1, played  # the two other computer seats had their turns
    # Each skipped move comes without the pause a normal one waits (the engine's and drawing's time is alike).
    assert took / played < normal - PAUSE[False] / 2, (took, played, normal)
    assert page.evaluate("document.documentElement.dataset.skipping") is None
    newest = page.locator("#recent li.newest").inner_text().strip()
    last = match.view(0)["log"][-1]
    assert newest == (last["text"] if isinstance(last, dict) else last)  # what the computers did, in the strip


# ---------------------------------------------------- Dungeon!: board, decision and last fight in one screen
def dungeon_link(want) -> str:
    """A 2-seat Dungeon! game (Ana a person, Cy a computer) played by the greedy bot until Ana's
    decision is one `want(match)` accepts and a fight has been fought."""
    match = engine.Match("dungeon", (engine.Seat("Ana"), engine.Seat("Cy", "greedy")), {}, 21)
    for n in range(600):
        decision = match.decision
        assert decision is not None, "the game ended first"
        if decision.player == 0 and match.view(0)["last_fight"] and want(match):
            return match.save()
        dice = engine.Chance(engine.derive_seed(f"dng-layout/{n}"))
        match.play(engine.bot_choose("greedy", match.game, match.state, decision, dice))
    raise AssertionError("no such position came up")


DUNGEON_BOXES = """() => {
  const r = e => { const b = e.getBoundingClientRect(); return {top: b.top, bottom: b.bottom, height: b.height}; };
  const d = document.getElementById('decision'), f = document.querySelector('#board .dng-fight');
  const opts = [...d.querySelectorAll('button[data-choice]')].map(r);
  return {board: r(document.getElementById('board')), decision: r(d), fight: f && r(f), opts,
          recent: r(document.getElementById('recent')),
          cut: d.scrollHeight - d.clientHeight, vh: innerHeight, scrolled: scrollY};
}"""


def test_dungeon_board_decision_and_last_fight_are_in_view_at_1366x768(site):
    """The board, the last fight under it, every option of a usual move list (up to 16: the lit spaces
    on the board are the same moves) and the latest events fit one laptop screen, nothing scrolled."""
    save = dungeon_link(lambda m: 8 <= len(m.decision.options) <= 16)
    page = site.page("/play.html#" + save, viewport={"width": 1366, "height": 768})
    wait_idle(page)
    got = page.evaluate(DUNGEON_BOXES)
    vh = got["vh"]
    assert got["scrolled"] == 0 and got["board"]["top"] >= 0 and got["board"]["bottom"] <= vh, got
    assert got["decision"]["top"] >= 0 and got["decision"]["bottom"] <= vh, got
    assert got["cut"] <= 1, got  # the decision box does not scroll: no option is cut off
    assert got["opts"] and all(o["top"] >= 0 and o["bottom"] <= vh for o in got["opts"]), got
    assert got["fight"] and got["fight"]["top"] >= 0 and got["fight"]["bottom"] <= vh, got
    assert got["recent"]["bottom"] <= vh, got


PARTS = (
    "() => Object.fromEntries(['board', 'panels', 'log', 'recent', 'decision']"
    ".map(id => [id, document.getElementById(id).innerHTML]))"
)


@pytest.mark.parametrize("game", ["dungeon", "dungeonquest"])
def test_a_redraw_of_only_what_changed_matches_a_fresh_page(site, game):
    """After moves redrawn part by part, the page holds exactly what a fresh page opened on the
    same link draws."""
    page = site.page(f"/play.html?game={game}&{GAMES[game]}&seed=e2e-patch", viewport={"width": 1366, "height": 768})
    wait_idle(page)
    for turn in range(6):
        if state(page)["over"] == "1":
            break
        page.locator("#decision button[data-choice]").nth(turn % 2).click()
        wait_idle(page)
    fresh = site.page(None, viewport={"width": 1366, "height": 768})
    fresh.goto(page.url)
    wait_idle(fresh)
    assert state(fresh)["hash"] == state(page)["hash"]
    assert page.evaluate(PARTS) == fresh.evaluate(PARTS)


# ---------------------------------------------------- a phone: what the decision is about, above the dock
def position(game: str, seats: tuple, seed: int, want) -> str:
    """A game played by the greedy bot until `want(match)` holds; its link (the save)."""
    match = engine.Match(game, seats, {}, seed)
    for n in range(800):
        assert match.decision is not None, "the game ended first"
        if want(match):
            return match.save()
        dice = engine.Chance(engine.derive_seed(f"phone-dock/{n}"))
        match.play(engine.bot_choose("greedy", match.game, match.state, match.decision, dice))
    raise AssertionError("no such position came up")


def _dungeon_fight(m) -> bool:
    fight = m.view(0).get("last_fight") or {}
    return m.decision.player == 0 and bool(fight.get("fresh")) and bool(fight.get("strike_back"))


def _odd_battle(m) -> bool:
    encounter = m.view(0).get("encounter") or {}
    return bool(encounter.get("dice")) and encounter.get("kind") == "foe"


TWO = (engine.Seat("Ana"), engine.Seat("Cy", "greedy"))
ABOUT = {
    # case: (game, seats, seed, the position, what the decision is about (every match above the dock))
    "dungeon-fight": ("dungeon", TWO, 21, _dungeon_fight, ("#board .dng-fight", "#board svg.dng-board")),
    "odd-battle": (
        "one_deck_dungeon",
        (engine.Seat("Ana"),),
        3,
        _odd_battle,
        (".odd-encounter .odd-boxes", ".odd-pool"),
    ),
    "dq-combat": (
        "dungeonquest",
        TWO,
        5,
        lambda m: bool(m.view(0).get("combat")) and m.decision.player == 0,
        (".dq-combat",),
    ),
    # the starting towers: the whole board, its four corners lit
    "dq-towers": ("dungeonquest", TWO, 5, lambda m: m.decision.player == 0, ("#board [data-choice]",)),
}


@pytest.mark.parametrize("case", sorted(ABOUT))
def test_on_a_phone_what_the_decision_is_about_is_above_the_docked_decision(site, case):
    """At 390x844, unscrolled, the fight, the dice or the spaces the decision is about end above the top of
    the decision docked at the bottom of the screen (Dungeon!: the fight just fought and the board)."""
    game, seats, seed, want, selectors = ABOUT[case]
    page = site.page("/play.html#" + position(game, seats, seed, want), viewport={"width": 390, "height": 844})
    wait_idle(page)
    page.evaluate("() => window.scrollTo(0, 0)")
    got = page.evaluate(
        "sels => { const dock = document.getElementById('decision').getBoundingClientRect();"
        " return {dock: dock.top, vh: innerHeight, parts: sels.map(s => [...document.querySelectorAll(s)]"
        ".map(e => { const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; }))}; }",
        list(selectors),
    )
    assert got["dock"] < got["vh"] and got["dock"] > got["vh"] / 2, got  # docked at the bottom, not covering all
    for selector, boxes in zip(selectors, got["parts"], strict=True):
        assert boxes, selector
        assert all(b["top"] >= 0 and b["bottom"] <= got["dock"] + 1 for b in boxes), (selector, got)


# ---------------------------------------------------- DungeonQuest: the board takes the height the header leaves
@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1100, 560), (1600, 900)])
def test_dungeonquest_board_fills_the_height_under_the_header_whatever_its_height(site, width, height):
    """The board is as tall as the screen less the header, however many lines the header takes (one at
    1366, two at 1100) and with a banner shown: measured from the page, not a guessed header height."""
    link = position("dungeonquest", TWO, 5, lambda m: bool(m.view(0).get("combat")) and m.decision.player == 0)
    page = site.page("/play.html#" + link, viewport={"width": width, "height": height})
    wait_idle(page)
    measure = (
        "() => { const b = document.querySelector('#board svg.dq-board').getBoundingClientRect();"
        " const t = document.querySelector('.table').getBoundingClientRect();"
        " const f = document.querySelector('#board .dq-combat').getBoundingClientRect();"
        " return {top: b.top, bottom: b.bottom, right: b.right, tableTop: t.top, vh: innerHeight,"
        " fightLeft: f.left, fightBottom: f.bottom, scroll: document.scrollingElement.scrollHeight - innerHeight}; }"
    )
    for banner in (False, True):
        if banner:  # a message above the table (e.g. "Link copied") pushes the table down: the board shrinks
            page.evaluate(
                "() => { const b = document.getElementById('banner'); b.textContent = 'A message.'; b.hidden = false; }"
            )
        got = page.evaluate(measure)
        assert abs(got["top"] - got["tableTop"]) <= 1, got  # the board starts where the table does
        assert got["vh"] - 20 <= got["bottom"] <= got["vh"], got  # ... and ends at the screen's bottom edge
        assert got["fightLeft"] >= got["right"], got  # the fight beside it ...
        # ... and in view, the page not scrolling (on a screen shorter than a laptop's the fight runs on below)
        assert (got["fightBottom"] <= got["vh"] and got["scroll"] <= 1) or height < 768, got


def test_dungeon_fight_is_drawn_at_its_own_size_not_the_boards(site):
    """The fight lies under the board inside #board, whose SVG rule stretches an SVG to the board's
    width: the fight's dice are the kit's 30 px and its emblem stays small (the card lies sideways)."""
    link = position("dungeon", TWO, 21, _dungeon_fight)
    page = site.page("/play.html#" + link, viewport={"width": 1366, "height": 768})
    wait_idle(page)
    got = page.evaluate(
        "() => { const f = document.querySelector('#board .dng-fight');"
        " return {dice: [...f.querySelectorAll('svg.die')].map(d => [d.getBoundingClientRect().width,"
        " d.getBoundingClientRect().height]), svgs: [...f.querySelectorAll('svg')].map(s =>"
        " s.getBoundingClientRect().width), card: f.querySelector('.dng-card').getBoundingClientRect().height}; }"
    )
    assert len(got["dice"]) == 4 and all(w == h == 30 for w, h in got["dice"]), got  # blow and strike-back
    assert max(got["svgs"]) <= 40, got  # nothing in the fight is stretched to the board's width
    assert got["card"] <= 100, got  # the monster's card lies sideways, one row with the dice
