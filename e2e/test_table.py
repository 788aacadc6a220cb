"""The table (issue 12): the latest events stay in view, and a finished game replays move by move.

- At a laptop's 1366x768 and a phone's 390x844, after a few moves the newest
  line of the latest-events strip is inside the viewport without scrolling,
  and its Full log button brings the full log into view.
- A finished game's link opens on its result with replay steps: back and
  forward change the position (its state hash), Home/End and the arrow keys
  step too, the hidden cards show, and the Start/End buttons say where we are.
"""

from __future__ import annotations

import pytest
from helpers import state, wait_idle

import engine

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
