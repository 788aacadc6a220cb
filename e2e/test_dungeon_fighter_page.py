"""Dungeon Fighter as a newcomer meets it on a phone: a foe's throw requirement is explained in words
and set up on the table, the last throw's result is told beside the table, the shop's cards line up,
and the page never scrolls sideways.  Positions are reached in CPython (every seat choosing as the
greedy computer does) and opened in the page by their link."""

from __future__ import annotations

import pytest
from helpers import saved_match, wait_idle

import engine
from engine import Seat

GAME = "dungeon_fighter"
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(GAME not in [g.id for g in engine.all_games()], reason="the game is not registered yet"),
]
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
SEATS = [Seat("Ana"), Seat("Bo", "greedy"), Seat("Cy", "greedy")]


def reach(seed: str, want, *, limit: int = 700) -> engine.Match:
    """The first position of an Easy game from `seed` that `want` accepts, every seat playing as
    the greedy computer (a link holds the choices, not who made them)."""
    match = engine.Match(GAME, SEATS, {"difficulty": "easy"}, engine.derive_seed(seed))
    for _ in range(limit):
        decision = match.decision
        assert decision is not None, "the game ended first"
        if want(match):
            return match
        dice = engine.Chance(engine.derive_seed(f"bot/{match.seed}/{len(match.log)}"))
        match.play(engine.bot_choose("greedy", match.game, match.state, decision, dice))
    raise AssertionError("no such position came up")


TOP = "sel => document.querySelector(sel).getBoundingClientRect().top"
BOTTOM = "sel => document.querySelector(sel).getBoundingClientRect().bottom"


def no_sideways_scroll(page) -> None:
    width, inner = page.evaluate("() => [document.documentElement.scrollWidth, innerWidth]")
    assert width <= inner, f"the page scrolls sideways ({width} > {inner})"


def _bank_throw(match: engine.Match) -> bool:
    decision = match.decision
    if decision.player != 0 or not any(o.key.startswith("throw:") for o in decision.options):
        return False
    return "bank" in (match.view(0).get("encounter") or {}).get("throw_requirements", [])


def test_a_bank_shot_is_explained_set_up_and_its_result_told_on_a_phone(site):
    """R-DF-094 / R-DF-210: the foe's bank shot is named and explained under the table, the hero sheet
    to bank off stands on it; after the throw the result reads beside the table in the log's words,
    and a throw is never undone."""
    match = reach("r1", _bank_throw)
    page = site.page(f"/play.html#{match.save()}", **PHONE)
    wait_idle(page)
    no_sideways_scroll(page)
    notes = page.locator(".df-req-notes").inner_text()
    assert "Bank shot:" in notes and "before it reaches the board" in notes
    assert "hero sheet already stands on the table" in notes
    assert page.locator('#df-table [data-df-object="bank"]').count() == 1
    assert page.locator(".df-last").count() == 0 or "Last throw:" in page.locator(".df-last").inner_text()
    # the decision bar lists the requirement as needed now, not among the refusals (no cross)
    assert "bank shot" in page.locator('#decision ul.notes-must[aria-label="Needed now"]').inner_text()
    assert page.locator('#decision ul.notes:not(.notes-must) li:has-text("must be")').count() == 0
    # mid-fight, the fight scrolled to: the table and the die buttons sit above the docked decision
    # (the last throw's news comes after them, not between)
    page.evaluate("() => document.querySelector('.df-fight').scrollIntoView({block: 'start'})")
    dock = page.evaluate(TOP, "#decision")
    for selector in ("#df-table", ".df-picks"):
        assert page.evaluate(BOTTOM, selector) <= dock + 1, f"{selector} is under the docked decision"
    before = len(saved_match(page).log)
    page.locator('#decision button[data-choice^="throw:"]').first.click()
    wait_idle(page)
    after = saved_match(page)
    assert len(after.log) > before, "the throw was played"
    told = page.locator(".df-last").inner_text()
    line = next(str(x) for x in reversed(after.view(0)["log"]) if " throws " in str(x))
    assert told.startswith("Last throw:") and line in told
    assert "bank shot" in told or "hit on" in told or "misses" in told
    if not after.over:
        assert page.locator("#undo").is_disabled(), "a throw is a reveal: undo is not offered across it"
    # this browser wishes reduced motion: throws are not played back, so no button offers to
    assert page.locator("#df-path *").count() > 0, "the last throw's path is drawn instead"
    assert not page.locator("[data-df-watch]").is_visible()
    no_sideways_scroll(page)


def test_the_shop_cards_line_up_on_a_phone(site):
    """R-DF-170: the shop's cards sit side by side with their tops in line, and buying is a button on
    each card; nothing makes the page scroll sideways."""
    match = reach("t1", lambda m: m.decision.player == 0 and m.decision.prompt.startswith("The shop"))
    page = site.page(f"/play.html#{match.save()}", **PHONE)
    wait_idle(page)
    no_sideways_scroll(page)
    cards = page.locator(".df-shop .card")
    assert cards.count() >= 2
    boxes = cards.evaluate_all("cs => cs.map(c => { const b = c.getBoundingClientRect(); return [b.top, b.left]; })")
    rows: dict[float, list[float]] = {}
    for top, left in boxes:
        rows.setdefault(round(top), []).append(left)
    first_row = min(rows)
    assert len(rows[first_row]) >= 2, f"the first two cards do not share a row top: {boxes[:4]}"
    assert page.locator(".df-shop button.df-buy[data-choice]").count() >= 1


def _blind_throw(match: engine.Match) -> bool:
    decision = match.decision
    if decision.player != 0 or not any(o.key.startswith("throw:") for o in decision.options):
        return False
    return "blind" in (match.view(0).get("encounter") or {}).get("throw_requirements", [])


def test_a_blind_shot_shows_the_board_then_hides_it_and_every_hint_of_it(site):
    """R-DF-214 (blind shot): the board shows for a look, then the table's board, the close-up, the
    dice on it and the last throw's path are hidden, and no aiming arrow is drawn; the requirement is
    told in words."""
    match = reach("s1", _blind_throw)
    page = site.page(f"/play.html#{match.save()}", viewport={"width": 1366, "height": 768})
    wait_idle(page)
    assert "Blind shot:" in page.locator(".df-req-notes").inner_text()
    assert page.locator("#df-aim *").count() == 0, "no aiming arrow with eyes closed"
    page.wait_for_function("() => document.querySelector('#df-table .df-board-layer').classList.contains('df-blind')")
    hidden = "sel => [...document.querySelectorAll(sel)].every(e => getComputedStyle(e).visibility === 'hidden')"
    for selector in ("#df-table .df-board", ".df-closeup .df-board", "#df-path"):
        assert page.evaluate(hidden, selector), f"{selector} still shows with eyes closed"


def test_a_finished_game_shows_the_winning_die_and_says_what_it_did(site):
    """R-DF-184 (the final boss falls, the party wins): the finished game opens on its last throw; the die lying on the
    board has a white rim so it reads even on the red bullseye, and the result is told in words."""
    match = engine.Match(GAME, SEATS, {"difficulty": "easy"}, engine.derive_seed("end1"))
    while match.decision is not None:
        dice = engine.Chance(engine.derive_seed(f"bot/{match.seed}/{len(match.log)}"))
        match.play(engine.bot_choose("greedy", match.game, match.state, match.decision, dice))
    page = site.page(f"/play.html#{match.save()}", viewport={"width": 1366, "height": 768})
    page.wait_for_function("document.documentElement.dataset.ready === '1' && !document.documentElement.dataset.busy")
    told = page.locator(".df-last").inner_text()
    line = next(str(x) for x in reversed(match.view(0)["log"]) if " throws " in str(x))
    assert told.startswith("Last throw:") and line in told
    rims = page.locator("#df-table .df-resting .df-die > rect").evaluate_all(
        "rs => rs.map(r => getComputedStyle(r).stroke)"
    )
    assert rims and set(rims) == {"rgb(255, 255, 255)"}, rims


def _person_throws(match: engine.Match) -> bool:
    decision = match.decision
    return decision.player == 0 and any(o.key.startswith("throw:") for o in decision.options)


TABLE_IN_VIEW = """() => {
  const t = document.querySelector('#df-table').getBoundingClientRect();
  const d = document.querySelector('#decision').getBoundingClientRect();
  return {top: t.top, bottom: t.bottom, dock: d.top, height: innerHeight, y: scrollY};
}"""


def test_on_a_phone_the_persons_throw_begins_with_the_table_in_view(site):
    """R-DF-051: when the person's throw begins on a phone the page brings the table into view, whole
    and above the docked decision (a newcomer otherwise saw the page's top and threw blind with the
    default aim); once there, a player who scrolls away is left where they scrolled."""
    match = reach("phone-throw", _person_throws)
    page = site.page(f"/play.html#{match.save()}", **PHONE)
    wait_idle(page)
    box = page.evaluate(TABLE_IN_VIEW)
    assert box["top"] >= 0 and box["bottom"] <= box["height"], f"the table is not in the screen: {box}"
    assert box["bottom"] <= box["dock"] + 1, f"the table is under the docked decision: {box}"
    assert box["y"] > 0, "the page scrolled to the table (it sits below the page's top on a phone)"
    # the player scrolls back up and asks for a hint (the page is drawn again): it stays where they put it
    page.evaluate("() => scrollTo(0, 0)")
    hint = page.locator('button[data-action="hint"]')
    hint.evaluate("b => b.click()")  # from script: Playwright's own click scrolls the button into view
    wait_idle(page)
    page.wait_for_timeout(200)
    assert page.evaluate("() => scrollY") == 0, "the page pulled the player back to the table"
    no_sideways_scroll(page)


def _just_before_the_persons_throw(match: engine.Match) -> bool:
    """The person decides something else (a room, to fight) and, as the greedy computer would choose,
    their throw comes next."""
    if match.decision.player != 0 or _person_throws(match):
        return False
    after = engine.Match.load(match.save())
    dice = engine.Chance(engine.derive_seed(f"bot/{match.seed}/{len(match.log)}"))
    after.play(engine.bot_choose("greedy", after.game, after.state, after.decision, dice))
    return after.decision is not None and _person_throws(after)


def test_on_a_phone_a_throw_that_begins_in_play_brings_the_table_into_view(site):
    """R-DF-051: the same when the throw begins during play (not from a link): the person's choice is
    made at the page's top, and the page scrolls to the table for the throw that follows."""
    match = reach("phone-throw-2", _just_before_the_persons_throw)
    dice = engine.Chance(engine.derive_seed(f"bot/{match.seed}/{len(match.log)}"))
    choice = engine.bot_choose("greedy", match.game, match.state, match.decision, dice)
    key = match.decision.options[choice.index].key
    page = site.page(f"/play.html#{match.save()}", **PHONE)
    wait_idle(page)
    page.evaluate("() => scrollTo(0, 0)")
    page.locator(f'#decision button[data-choice="{key}"]').evaluate("b => b.click()")
    wait_idle(page)
    assert page.locator("#df-table[data-df-pad]").count() == 1, "it is the person's throw"
    box = page.evaluate(TABLE_IN_VIEW)
    assert box["top"] >= 0 and box["bottom"] <= box["dock"] + 1, f"the table is not above the dock: {box}"
    assert box["y"] > 0, "the page scrolled to the table"
