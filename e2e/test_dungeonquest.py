"""DungeonQuest in the page: a solo game to its end, and a 2-human + 1-computer
game with a share-link round trip in the middle of a combat, then to its end."""

from __future__ import annotations

import pytest
from helpers import follow_hint, go_fast, human_turn, open_shared_link, play_to_end, saved_match, state, wait_idle

import engine

GAME = "dungeonquest"
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(GAME not in [g.id for g in engine.all_games()], reason="the game is not registered yet"),
]


def test_solo_game_to_its_end(site):
    page = site.page(f"/play.html?game={GAME}&players=1&kind0=human&name0=Solo&seed=e2e-dq-solo")
    wait_idle(page)
    assert page.locator("#board svg").count() == 1
    clicked = play_to_end(page)
    assert clicked, "the player made choices"
    result = saved_match(page).result()
    assert result is not None
    assert page.locator("#decision").inner_text().strip()


def test_two_humans_and_a_computer_share_mid_combat_and_finish(site):
    page = site.page(
        f"/play.html?game={GAME}&players=3&kind0=human&name0=Ana&kind1=human&name1=Ben"
        "&kind2=greedy&name2=Cy&seed=e2e-dq-three"
    )
    wait_idle(page)
    go_fast(page)
    handoffs = 0
    for _ in range(3000):
        wait_idle(page)
        assert state(page)["over"] != "1", "the game ended before any combat"
        match = saved_match(page)
        if match.view(None).get("combat") and human_turn(page):
            break
        handoff = page.locator('#decision [data-action="handoff"]')
        if handoff.count():
            handoffs += 1
            assert page.locator("#board svg").count() == 0, "the hand-off screen hides the board"
            handoff.click()
            continue
        follow_hint(page)
    else:
        raise AssertionError("no combat reached")
    assert handoffs, "two humans at one screen pass the device"
    before = state(page)["hash"]
    fresh = open_shared_link(page, site)
    assert state(fresh)["hash"] == before
    assert saved_match(fresh).view(None)["combat"], "the shared link resumes inside the combat"
    go_fast(fresh)
    play_to_end(fresh)
    assert saved_match(fresh).result() is not None
