"""One Deck Dungeon in the page: a solo game to its end with auto-place and a
hand placement, and a co-op game with a computer partner shared mid-fight."""

from __future__ import annotations

import pytest
from helpers import (
    follow_hint,
    go_fast,
    human_turn,
    open_shared_link,
    play_to_end,
    saved_match,
    state,
    wait_idle,
)

import engine

GAME = "one_deck_dungeon"
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(GAME not in [g.id for g in engine.all_games()], reason="the game is not registered yet"),
]


def _offers_dice(decision) -> bool:
    return any(option.key.startswith("die:") for option in decision.options)


def _place_one_die_by_hand(page) -> tuple[str, str]:
    """Click a rolled die on the table, then a box it may go on."""
    die = page.locator('#board [data-choice^="die:"]').first
    die_key = die.get_attribute("data-choice")
    die.click()
    wait_idle(page)
    box = page.locator('#board [data-choice^="box:"]').first
    box.wait_for(timeout=10_000)
    box_key = box.get_attribute("data-choice")
    box.click()
    wait_idle(page)
    return die_key or "", box_key or ""


def test_solo_game_to_the_end_with_auto_place_and_a_hand_placement(site):
    page = site.page(f"/play.html?game={GAME}&players=1&kind0=human&name0=Solo&seed=e2e-odd-solo")
    wait_idle(page)
    by_hand = auto = 0
    for _ in range(3000):
        wait_idle(page)
        if state(page)["over"] == "1":
            break
        assert human_turn(page), "a solo game always waits for its one player"
        decision = saved_match(page).decision
        if not by_hand and _offers_dice(decision):
            before = len(saved_match(page).log)
            die_key, box_key = _place_one_die_by_hand(page)
            after = saved_match(page)
            assert len(after.log) >= before + 2, "the die and the box were not both played"
            assert die_key and box_key
            by_hand += 1
        elif by_hand and not auto and decision.has("auto"):
            page.locator('#decision button[data-choice="auto"]').click()
            wait_idle(page)
            auto += 1
        else:
            follow_hint(page)
    assert state(page)["over"] == "1", "the game did not end"
    assert by_hand and auto
    assert page.locator("#decision").inner_text().strip(), "the result is shown"
    final = saved_match(page)
    assert final.over and final.result() is not None


def test_coop_with_a_computer_partner_shared_mid_fight_and_resumed(site):
    page = site.page(f"/play.html?game={GAME}&players=2&kind0=human&name0=Ana&kind1=greedy&name1=Bot&seed=e2e-odd-coop")
    wait_idle(page)
    go_fast(page)
    for _ in range(400):
        decision = saved_match(page).decision
        if decision is not None and (decision.has("auto") or _offers_dice(decision)):
            break
        assert state(page)["over"] != "1", "the game ended before any fight"
        follow_hint(page)
    else:
        raise AssertionError("no fight within 400 choices")
    before = state(page)["hash"]
    fresh = open_shared_link(page, site)
    assert state(fresh)["hash"] == before
    assert (
        fresh.locator('#board [data-choice^="die:"]').count() or fresh.locator('#decision [data-choice="auto"]').count()
    ), "the resumed page shows the fight's dice"
    go_fast(fresh)
    play_to_end(fresh)
    assert saved_match(fresh).result() is not None


IN_VIEW = """sel => { const el = document.querySelector(sel); if (!el) return null;
  const b = el.getBoundingClientRect();
  return {top: b.top, bottom: b.bottom, left: b.left, right: b.right, vw: innerWidth, vh: innerHeight}; }"""


def _in_view(page, selector: str) -> dict:
    box = page.evaluate(IN_VIEW, selector)
    assert box is not None, f"{selector} is not on the page"
    inside = box["top"] >= 0 and box["left"] >= 0 and box["bottom"] <= box["vh"] + 1 and box["right"] <= box["vw"] + 1
    assert inside, (selector, box)
    return box


def test_the_card_the_dice_and_the_decision_are_in_view_at_1366x768(site):
    """No scrolling at a laptop's 1366x768: the card behind the door with the encounter-or-flee question,
    then in the battle the foe's card, the rolled dice and the decision, all inside the viewport; on a
    390x844 phone the decision is in view."""
    url = f"/play.html?game={GAME}&players=1&kind0=human&name0=Ana&seed=e2e-odd-view"
    page = site.page(url, viewport={"width": 1366, "height": 768})
    wait_idle(page)
    seen = set()
    for _ in range(300):
        match = saved_match(page)
        phase = match.state.phase
        page.evaluate("() => window.scrollTo(0, 0)")
        if phase == "fight_or_flee" and "facing" not in seen:
            _in_view(page, ".odd-facing .card")
            _in_view(page, "#decision")
            seen.add("facing")
        if _offers_dice(match.decision) and "battle" not in seen:
            _in_view(page, ".odd-table > .card")
            _in_view(page, ".odd-pool")
            _in_view(page, ".odd-encounter .odd-boxes")
            _in_view(page, "#decision")
            seen.add("battle")
            save = page.url.split("#", 1)[1]
            phone = site.page("/play.html#" + save, viewport={"width": 390, "height": 844})
            wait_idle(phone)
            _in_view(phone, "#decision button[data-choice]")
        if seen == {"facing", "battle"}:
            return
        follow_hint(page)
    raise AssertionError(f"reached only {seen}")
