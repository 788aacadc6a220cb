"""Accessibility in the page: axe-core finds no serious or critical violation
on the home page and mid-game in every game at both sizes, and every game
plays with the keyboard alone, with the focus always visible.

axe-core comes from node_modules (a devDependency: e2e only, never in
dist/).  The pages' Content-Security-Policy forbids injected scripts, so
the axe contexts bypass it; nothing else about the page changes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import follow_hint, go_fast, human_turn, state, wait_idle, wait_ready

import engine

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
SIZES = {"desktop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}
TABLES = {
    "dungeon": "players=2&kind0=human&name0=Ana&kind1=greedy&name1=Cy",
    "dungeonquest": "players=2&kind0=human&name0=Ana&kind1=greedy&name1=Cy",
    "one_deck_dungeon": "players=1&kind0=human&name0=Ana",
    "dungeon_fighter": "players=3&kind0=human&name0=Ana&kind1=greedy&name1=Cy&kind2=greedy&name2=Bo&v.difficulty=0",
    "oots": "players=2&kind0=human&name0=Ana&kind1=greedy&name1=Cy&v.length=0",
}
REGISTERED = [g.id for g in engine.all_games()]
GAMES = [g for g in TABLES if g in REGISTERED]

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(not AXE.exists(), reason="axe-core is not installed (npm ci)"),
]

RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations
    .filter(v => v.impact === "serious" || v.impact === "critical")
    .map(v => ({id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.slice(0, 5).map(n => n.target.join(" "))}));
}"""


# Violations found and reported to the owner of the file that makes them,
# not yet fixed there: (game, rule, a piece of the element's selector, owner).
# Every other serious or critical violation fails the test; remove an entry
# here once its owner has fixed it.
KNOWN = ()


def axe_violations(page) -> list[dict]:
    page.add_script_tag(path=str(AXE))
    return page.evaluate(RUN_AXE)


def unknown(game: str, violations: list[dict]) -> list[dict]:
    """The violations not in KNOWN (a rule's nodes that KNOWN does not cover)."""
    left = []
    for v in violations:
        covered = [k[2] for k in KNOWN if k[0] == game and k[1] == v["id"]]
        nodes = [n for n in v["nodes"] if not any(c in n for c in covered)]
        if nodes:
            left.append({**v, "nodes": nodes})
    return left


def describe(violations: list[dict]) -> str:
    return "\n".join(f"{v['impact']} {v['id']} ({v['help']}): {', '.join(v['nodes'])}" for v in violations)


def play_url(site, game: str, seed: str) -> str:
    return f"{site.url}/play.html?game={game}&{TABLES[game]}&seed={seed}"


def to_mid_game(page, choices: int = 8) -> None:
    """Follow the hints for a few of the player's choices (a screen with some history)."""
    wait_idle(page)
    go_fast(page)
    made = 0
    for _ in range(200):
        wait_idle(page)
        if made >= choices or state(page)["over"] == "1":
            return
        handoff = page.locator('#decision [data-action="handoff"]')
        if handoff.count():
            handoff.click()
        elif human_turn(page):
            follow_hint(page)
            made += 1


def to_df_throw(page) -> None:
    """Dungeon Fighter: on to the person's next throw, so the throw table, the aim and its controls are checked."""
    for _ in range(100):
        wait_idle(page)
        if page.locator("#df-table[data-df-pad]").count() or state(page)["over"] == "1":
            break
        if human_turn(page):
            follow_hint(page)
    assert page.locator("#df-table[data-df-pad]").count(), "no throw of the person's reached"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", sorted(SIZES))
def test_home_page_has_no_serious_axe_violation(site, size, scheme):
    page = site.context(viewport=SIZES[size], bypass_csp=True, reduced_motion="reduce", color_scheme=scheme).new_page()
    page.goto(site.url + "/")
    wait_ready(page)
    found = axe_violations(page)
    assert not found, describe(found)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("game", GAMES)
def test_mid_game_has_no_serious_axe_violation(site, game, size, scheme):
    # Reduced motion: axe measures colours as they end, not halfway through a fade.
    page = site.context(viewport=SIZES[size], bypass_csp=True, reduced_motion="reduce", color_scheme=scheme).new_page()
    page.goto(play_url(site, game, f"a11y-{game}"))
    to_mid_game(page)
    if game == "dungeon_fighter":
        to_df_throw(page)
    found = unknown(game, axe_violations(page))
    assert not found, describe(found)


# ------------------------------------------------------------------ keyboard only

FOCUSED = """() => {
  const e = document.activeElement;
  if (!e || e === document.body || e === document.documentElement) return null;
  const s = getComputedStyle(e);
  const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0;
  const shadow = !!s.boxShadow && s.boxShadow !== "none";
  const box = e.getBoundingClientRect();
  return {
    what: e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") +
          (e.getAttribute("class") ? "." + e.getAttribute("class").trim().split(/\\s+/).join(".") : ""),
    choice: e.getAttribute("data-choice"), action: e.getAttribute("data-action"),
    inDecision: !!e.closest("#decision"),
    focusVisible: e.matches(":focus-visible"), ring: outline || shadow,
    sized: box.width > 0 && box.height > 0,
  };
}"""


def focused(page) -> dict | None:
    return page.evaluate(FOCUSED)


def assert_visible_focus(info: dict) -> None:
    assert info["focusVisible"], f"{info['what']} has the focus but does not match :focus-visible"
    assert info["ring"], f"{info['what']} has the focus but no outline or box-shadow shows it"
    assert info["sized"], f"{info['what']} has the focus but takes no room on the screen"


def tab_to(page, wanted, *, back: bool = False, limit: int = 120) -> dict:
    """Press Tab (or Shift+Tab) until the focused element satisfies `wanted`,
    checking at every stop that the focus shows."""
    for _ in range(limit):
        page.keyboard.press("Shift+Tab" if back else "Tab")
        info = focused(page)
        if info is None:
            continue
        assert_visible_focus(info)
        if wanted(info):
            return info
    raise AssertionError(f"{limit} presses of {'Shift+Tab' if back else 'Tab'} never reached the wanted control")


def is_choice(info: dict) -> bool:
    return bool(info["choice"]) or (info["inDecision"] and info["action"] == "handoff")


def human_waiting(page) -> bool:
    return human_turn(page) or page.locator('#decision [data-action="handoff"]').count() > 0


@pytest.mark.parametrize("game", GAMES)
def test_a_game_plays_with_the_keyboard_alone(site, game):
    page = site.page(None, viewport=SIZES["desktop"])
    page.goto(play_url(site, game, f"keys-{game}"))
    wait_idle(page)
    # Four ways to choose, in turn: Tab + Enter, a number key, Tab + Space, Shift+Tab + Enter.
    ways = ("tab-enter", "number", "tab-space", "shift-tab-enter")
    made = 0
    for turn in range(40):
        wait_idle(page)
        if made >= 8 or state(page)["over"] == "1":
            break
        if not human_waiting(page):
            continue
        before = state(page)["hash"]
        way = ways[made % len(ways)]
        handoff = page.locator('#decision [data-action="handoff"]').count() > 0
        if way == "number" and not handoff and page.locator("#decision button[data-n='1']").count():
            page.keyboard.press("1")
        else:
            info = tab_to(page, is_choice, back=way == "shift-tab-enter")
            page.keyboard.press("Space" if way == "tab-space" and info["choice"] else "Enter")
        wait_idle(page)
        if handoff:
            continue  # passing the device is not a move; the next turn is
        assert state(page)["hash"] != before, f"{way} did not advance the game ({turn})"
        made += 1
    assert made >= 6, f"only {made} choices made with the keyboard"
