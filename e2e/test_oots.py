"""The Order of the Stick in the page (issue 14): a person against three computers plays a
short game to its end through clicks; two people and a computer pass the device with
hand-off screens that never show the other person's hand; a link shared mid-battle opens
in a fresh browser at the same state; no serious accessibility fault mid-battle at a
laptop's or a phone's size."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from helpers import go_fast, open_shared_link, state, wait_idle

import engine

GAME = "oots"
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(GAME not in [g.id for g in engine.all_games()], reason="the game is not registered yet"),
]
AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
SIZES = {"laptop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}
SHORT = "v.length=0"  # the smallest length of A-OOTS-01
SOLO = f"players=4&kind0=human&name0=Ana&kind1=greedy&name1=Ben&kind2=greedy&name2=Cy&kind3=greedy&name3=Di&{SHORT}"
PAIR = f"players=3&kind0=human&name0=Ana&kind1=human&name1=Bea&kind2=greedy&name2=Cy&{SHORT}"


def _skip_computers(page) -> None:
    """While computers move, press "Skip to your turn" (their moves at once, no pause), then wait."""
    skip = page.locator('#decision [data-action="fast-forward"]')
    if skip.count():
        skip.click()
    wait_idle(page, timeout=180_000)


def _hinted_click(page) -> str:
    """Ask for a hint and click the suggested option (the computer's own choice for this seat)."""
    page.locator('[data-action="hint"]').click()
    hinted = page.locator("#decision button.hinted")
    hinted.wait_for(timeout=30_000)
    key = hinted.get_attribute("data-choice") or ""
    fold = page.locator("#decision details.options-fold:not([open])", has=hinted)
    if fold.count():
        fold.locator("summary").click()
    hinted.click()
    wait_idle(page, timeout=180_000)
    return key


def _mine(page) -> list[str]:
    """Names of the players whose hands the screen shows (their panel holds the hand)."""
    return page.locator("#panels .oots-player.oots-mine").evaluate_all(
        "ss => ss.map(s => s.getAttribute('aria-label'))"
    )


CLICK_TO_REDRAW = """key => new Promise(done => {
  const play = document.querySelector('.play');
  const t0 = performance.now();
  const seen = new MutationObserver(() => {
    seen.disconnect();
    setTimeout(() => {
      const ms = performance.now() - t0;
      const skip = document.querySelector('#decision [data-action="fast-forward"]');
      if (skip) skip.click();  // computers next: their moves at once ("Skip to your turn"), as a player may
      done(ms);
    }, 0);
  });
  seen.observe(play, {childList: true, subtree: true, characterData: true});
  const el = document.querySelector(`#board [data-choice="${key}"], #decision [data-choice="${key}"]`);
  el.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true, view: window}));
})"""

# Everything the full game's loop checks before each choice, in one look (each look at the page
# is a round trip; the game takes a few hundred choices).
LOOK = """() => {
  const d = document.documentElement.dataset;
  const keys = [...document.querySelectorAll('#decision button[data-choice]')].map(b => b.dataset.choice);
  const target = document.querySelector(
    '#board .oots-board [data-choice^="explore:"], #board .oots-board [data-choice^="move:"]');
  return {
    over: d.over === '1', keys,
    handoff: !!document.querySelector('#decision [data-action="handoff"]'),
    mine: [...document.querySelectorAll('#panels .oots-player.oots-mine')].map(s => s.getAttribute('aria-label')),
    battle: !!document.querySelector('#board .oots-battle'),
    target: target && target.dataset.choice,
  };
}"""

# Ask for a hint (drawn at once), then click the suggested option: the key clicked, or null.
HINT = """() => {
  document.querySelector('[data-action="hint"]').click();
  const hinted = document.querySelector('#decision button.hinted');
  return hinted ? hinted.dataset.choice : null;
}"""


def _timed_click(page, key: str) -> float:
    """Click option `key` (on the map or in the decision bar): ms from the click to the redrawn screen."""
    ms = page.evaluate(CLICK_TO_REDRAW, key)
    wait_idle(page, timeout=180_000)
    return float(ms)


def test_a_person_against_three_computers_plays_a_short_game_to_its_end(site):
    """Every choice is a click: a few rooms on the map, the rest the decision bar's buttons (the hinted
    one when there is a choice, so the person plays as well as a computer and the game ends).  Each
    click is timed to the redrawn screen; computers' turns are skipped to, as a player may."""
    page = site.page(f"/play.html?game={GAME}&{SOLO}&seed=e2e-oots-solo")
    wait_idle(page)
    go_fast(page)
    started = time.monotonic()
    clicks, on_map, seen_battle, redraws = 0, 0, False, []
    for _ in range(3000):
        look = page.evaluate(LOOK)
        if look["over"]:
            break
        assert not look["handoff"], "one person needs no hand-off"
        assert look["keys"], "the person decides whenever no computer moves"
        assert look["mine"] == ["Ana"], "the person sees their own hand, and only theirs"
        seen_battle = seen_battle or look["battle"]
        if on_map < 3 and look["target"]:  # a few moves by clicking the room on the map
            key = look["target"]
            on_map += 1
        elif len(look["keys"]) == 1:  # nothing to choose: click it
            key = look["keys"][0]
        else:
            key = page.evaluate(HINT)
            assert key, "the hint suggests an option"
        redraws.append(_timed_click(page, key))
        clicks += 1
    seconds = time.monotonic() - started
    redraws.sort()
    p50, p95 = redraws[len(redraws) // 2], redraws[int(len(redraws) * 0.95)]
    print(
        f"\nOOTS short game, 1 person + 3 computers: {clicks} clicks, {seconds:.0f} s; "
        f"click to redrawn screen over {len(redraws)} clicks: p50 {p50:.0f} ms, p95 {p95:.0f} ms"
    )
    assert state(page)["over"] == "1", f"the game did not end in {clicks} clicks"
    assert on_map, "a room on the map was clicked"
    assert seen_battle, "a battle was shown"
    assert "Game over" in page.locator("#decision").inner_text()
    assert page.locator("#panels .oots-score").count(), "the Bragging Points are shown"
    assert p95 < 500, f"click to redrawn screen p95 {p95:.0f} ms"


def test_two_people_and_a_computer_pass_the_device_and_never_see_each_others_hand(site):
    page = site.page(f"/play.html?game={GAME}&{PAIR}&seed=e2e-oots-pair")
    wait_idle(page)
    go_fast(page)
    handoffs: list[str] = []
    holder = ""
    for _ in range(60):
        _skip_computers(page)
        if state(page)["over"] == "1":
            break
        handoff = page.locator('#decision [data-action="handoff"]')
        if handoff.count():
            to = "Ana" if "Ana" in handoff.inner_text() else "Bea"
            # The hidden screen: no table, no hand, no Stash of anybody.
            assert not page.locator("#board *").count()
            assert not page.locator("#panels .oots-player").count()
            assert not page.locator("#panels .card").count()
            handoff.click()
            wait_idle(page)
            handoffs.append(to)
            holder = to
            continue
        decider = int(state(page)["decider"])
        name = ("Ana", "Bea", "Cy")[decider]
        assert name != "Cy", "a computer's decision never waits for a click"
        if holder:
            assert name == holder, "the person deciding is the one the device was passed to"
        holder = name
        assert _mine(page) == [name], f"{name} holds the device: only {name}'s hand shows"
        _hinted_click(page)
    assert {"Ana", "Bea"} <= set(handoffs), f"the device passed both ways between the people ({handoffs})"


def _to_battle(page, limit: int = 400) -> None:
    """Play the person's choices by hint until they choose a Battle Shtick against a Monster."""
    for _ in range(limit):
        _skip_computers(page)
        assert state(page)["over"] != "1", "the game ended before a battle of the person's"
        if page.locator('#decision [data-choice^="shtick:"]').count():
            return
        _hinted_click(page)
    raise AssertionError("no battle of the person's")


def test_a_link_shared_mid_battle_opens_at_the_same_state(site):
    page = site.page(f"/play.html?game={GAME}&{SOLO}&seed=e2e-oots-link")
    wait_idle(page)
    go_fast(page)
    _to_battle(page)
    assert page.locator("#board .oots-battle [data-choice]").count(), "each shtick choice, with its chance"
    assert (
        "in 12" in page.locator("#board .oots-battle").inner_text()
        or "always" in page.locator("#board .oots-battle").inner_text()
    )
    before = state(page)["hash"]
    fresh = open_shared_link(page, site)
    assert state(fresh)["hash"] == before
    assert fresh.locator("#board .oots-battle").count(), "the battle is on the table in the fresh browser"
    assert fresh.locator('#decision [data-choice^="shtick:"]').count()
    key = fresh.locator('#board .oots-battle [data-choice^="shtick:"]').first.get_attribute("data-choice")
    fresh.locator(f'#board .oots-battle [data-choice="{key}"]').click()  # choose on the table itself
    wait_idle(fresh)
    assert state(fresh)["hash"] != before


PARTS = (
    "() => Object.fromEntries(['board', 'panels', 'log', 'recent', 'decision']"
    ".map(id => [id, document.getElementById(id).innerHTML]))"
)


# Tag the roll trays and the players' panels on the page; after a redraw, which tagged ones are still there.
TAG = """() => { for (const e of document.querySelectorAll('#board [data-roll], #panels .oots-player'))
  e.__seen = e.dataset.roll || 'panel'; }"""
KEPT = """() => ({
  panels: [...document.querySelectorAll('#panels .oots-player')].filter(e => e.__seen === 'panel').length,
  stale_rolls: [...document.querySelectorAll('#board [data-roll]')]
    .filter(e => e.__seen !== undefined && e.__seen !== e.dataset.roll).length,
})"""


def test_a_redraw_that_patches_the_map_and_panels_matches_a_fresh_page(site):
    """The map and the players' panels are redrawn element by element (web/patch.py: only what
    changed is replaced): after many clicks -- battles, cards drawn, played and lost -- the page holds
    exactly what a fresh page opened on the same link draws, at every look.  Panels that did not
    change stay the same elements; a roll tray is never kept for a different roll (a new roll is a
    new element, so its dice are seen to roll)."""
    page = site.page(f"/play.html?game={GAME}&{SOLO}&seed=e2e-oots-patch", viewport=SIZES["laptop"])
    wait_idle(page)
    go_fast(page)
    looks, battles, kept = 0, 0, 0
    for clicks in range(1, 121):
        look = page.evaluate(LOOK)
        if look["over"]:
            break
        battles += look["battle"]
        key = look["keys"][0] if len(look["keys"]) == 1 else page.evaluate(HINT)
        assert key, "the hint suggests an option"
        page.evaluate(TAG)
        _timed_click(page, key)
        after = page.evaluate(KEPT)
        assert not after["stale_rolls"], f"a roll tray kept for another roll after {clicks} clicks"
        kept += after["panels"]
        if clicks % 40 == 0 or page.evaluate(LOOK)["over"]:
            fresh = site.page(None, viewport=SIZES["laptop"])
            fresh.goto(page.url)
            wait_idle(fresh)
            assert state(fresh)["hash"] == state(page)["hash"]
            assert page.evaluate(PARTS) == fresh.evaluate(PARTS), f"after {clicks} clicks"
            fresh.context.close()
            looks += 1
    assert looks >= 2 and battles, (looks, battles)
    assert kept, "unchanged panels stay on the page (patched, not set whole)"


RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations
    .filter(v => v.impact === "serious" || v.impact === "critical")
    .map(v => ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map(n => n.target.join(" "))}));
}"""


@pytest.mark.skipif(not AXE.exists(), reason="axe-core is not installed (npm ci)")
@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", sorted(SIZES))
def test_mid_battle_has_no_serious_axe_violation_and_the_battle_is_in_view(site, size, scheme):
    context = site.context(viewport=SIZES[size], bypass_csp=True, reduced_motion="reduce", color_scheme=scheme)
    page = context.new_page()
    page.goto(f"{site.url}/play.html?game={GAME}&{SOLO}&seed=e2e-oots-a11y")
    wait_idle(page)
    go_fast(page)
    _to_battle(page)
    top = page.evaluate("() => document.querySelector('#board .oots-battle').getBoundingClientRect().top")
    assert 0 <= top < SIZES[size]["height"] / 2, "the battle starts in the upper half of the screen"
    page.add_script_tag(path=str(AXE))
    found = page.evaluate(RUN_AXE)
    assert not found, "\n".join(f"{v['impact']} {v['id']} ({v['help']}): {', '.join(v['nodes'])}" for v in found)


KEPT_IN_VIEW = """() => {
  const room = document.querySelector('#board [data-keep-in-view]');
  const box = room && room.closest('[data-scroller]');
  if (!room || !box) return null;
  const r = room.getBoundingClientRect(), b = box.getBoundingClientRect();
  return {key: room.dataset.keepInView, inside: r.left >= b.left - 2 && r.right <= b.right + 2,
          scrolled: box.scrollLeft, wide: box.scrollWidth > box.clientWidth + 20, top: r.top, bottom: r.bottom,
          height: innerHeight};
}"""


def test_on_a_phone_the_map_keeps_the_persons_room_in_view(site):
    """The map scrolls sideways on a phone: after every move it scrolls itself so that the person's
    room (or the battle's) is in its view."""
    context = site.context(viewport=SIZES["phone"], reduced_motion="reduce")
    page = context.new_page()
    page.goto(f"{site.url}/play.html?game={GAME}&{SOLO}&seed=e2e-oots-phone")
    wait_idle(page)
    go_fast(page)
    checked, moved, scrolled, before = 0, 0, 0, None
    for _ in range(400):
        _skip_computers(page)
        if state(page)["over"] == "1" or (moved >= 3 and scrolled >= 3):
            break
        kept = page.evaluate(KEPT_IN_VIEW)
        if kept and kept["wide"]:
            assert kept["inside"], f"the room is out of the map's view: {kept}"
            checked += 1
            scrolled += kept["scrolled"] > 0
            moved += before is not None and kept["key"] != before
        before = kept and kept["key"]
        _hinted_click(page)
    assert checked and moved, "the map grew wider than a phone and the person moved in it"
    assert scrolled, "the map scrolled itself sideways"


def _computer_characters(page) -> dict[str, str]:
    """Character id -> the computer player's name, read from their panels ('Ben (Roy)')."""
    names = page.locator("#panels .oots-player h3").evaluate_all("hs => hs.map(h => h.textContent)")
    out = {}
    for text in names:  # textContent: a panel out of view is not laid out (content-visibility), its innerText empty
        who, _, rest = text.strip().lstrip("▶ ").partition(" (")
        if who != "Ana" and rest:
            out[rest.rstrip(")").lower()] = who
    return out


def _until_choice(page, wanted, limit: int = 120) -> str:
    """Play the person's choices by hint until the decision bar offers a choice `wanted(key)` accepts."""
    for _ in range(limit):
        _skip_computers(page)
        assert state(page)["over"] != "1", "the game ended first"
        keys = page.locator("#decision button[data-choice]").evaluate_all("bs => bs.map(b => b.dataset.choice)")
        found = next((k for k in keys if wanted(k)), None)
        if found:
            return found
        _hinted_click(page)
    raise AssertionError("the choice never came")


def test_a_person_asks_a_computer_for_help_and_the_computer_answers(site):
    page = site.page(f"/play.html?game={GAME}&{SOLO}&seed=e2e-oots-offer-4")
    wait_idle(page)
    go_fast(page)
    computers = _computer_characters(page)
    key = _until_choice(page, lambda k: k.startswith("offer:") and k.split(":")[1] in computers)
    helper = computers[key.split(":")[1]]
    button = page.locator(f'#decision button[data-choice="{key}"]')
    assert "%" in button.locator(".opt-note").inner_text() or "wins" in button.inner_text(), "its chance of winning"
    button.click()
    wait_idle(page, timeout=180_000)
    panel = page.locator("#board .oots-battle .oots-help")
    panel.wait_for()
    offer = panel.locator(".oots-offer").last.inner_text()
    assert "Ana asks" in offer and "+" in offer
    assert "waiting for an answer" not in offer, f"the computer answered: {offer}"
    assert "accepted" in offer or "declined" in offer
    assert helper in page.locator("#panels").text_content(), "the helper is a computer player"
    character = key.split(":")[1].title()  # the log names characters: "Roy helps Durkon (+4)."
    log = page.locator("#log").inner_text().split("\n")
    assert any(line.startswith((f"{character} helps ", f"{character} declines to help ")) for line in log[-12:])


def _to_window(page) -> str:
    return _until_choice(page, lambda k: k.startswith("screw:"))


def test_a_person_plays_a_screw_this_card_by_clicking_it(site):
    page = site.page(f"/play.html?game={GAME}&{SOLO}&seed=e2e-oots-screw-4")
    wait_idle(page)
    go_fast(page)
    key = _to_window(page)
    window = page.locator("#board .oots-screw")
    assert "Screw This!" in window.locator(":scope > h3").inner_text()
    card = window.locator(f'.oots-pick-card[data-choice="{key}"]')
    title = card.locator(".card-title").inner_text()
    card.click()  # the card itself, on the table
    wait_idle(page, timeout=180_000)
    mine = page.locator("#panels .oots-mine h3 small").text_content().strip("() ")  # Ana's character
    assert f"{mine} plays {title}" in page.locator("#log").inner_text(), "the card is played, and announced"


def test_a_link_shared_while_a_window_is_open_resumes_in_the_same_window(site):
    page = site.page(f"/play.html?game={GAME}&{SOLO}&seed=e2e-oots-screw-4")
    wait_idle(page)
    go_fast(page)
    key = _to_window(page)
    heading = page.locator("#board .oots-screw > h3").inner_text()
    keys = page.locator("#decision button[data-choice]").evaluate_all("bs => bs.map(b => b.dataset.choice)")
    before = state(page)["hash"]
    fresh = open_shared_link(page, site)
    assert state(fresh)["hash"] == before
    assert fresh.locator("#board .oots-screw > h3").inner_text() == heading, "the same window"
    assert fresh.locator("#decision button[data-choice]").evaluate_all("bs => bs.map(b => b.dataset.choice)") == keys
    fresh.locator(f'#board .oots-screw [data-choice="{key}"]').click()
    wait_idle(fresh, timeout=180_000)
    assert state(fresh)["hash"] != before
