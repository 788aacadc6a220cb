"""Steps the e2e tests share: waiting for the app, starting and playing games.

They use only the generic parts of the page (the home form, the decision
bar's `data-choice` buttons, the <html> data attributes), so they work for
any game whatever its board view draws.
"""

from __future__ import annotations

from collections.abc import Sequence

IDLE = (
    "document.documentElement.dataset.ready === '1' && !document.documentElement.dataset.busy"
    " && document.documentElement.dataset.page === 'play'"
)


def wait_ready(page, timeout: float = 90_000) -> None:
    page.wait_for_function("document.documentElement.dataset.ready === '1'", timeout=timeout)


def wait_idle(page, timeout: float = 90_000) -> None:
    """Ready, on the play screen, and no computer seat moving."""
    page.wait_for_function(IDLE, timeout=timeout)


def state(page) -> dict[str, str | None]:
    return page.evaluate(
        "() => { const d = document.documentElement.dataset;"
        " return {hash: d.stateHash, decider: d.decider, over: d.over, page: d.page}; }"
    )


def start_game(page, game: str, seats: Sequence[tuple[str, str]], *, seed: str = "", variants=None) -> None:
    """Fill the home page's form for `game` and start; seats are (kind, name)."""
    wait_ready(page)
    form = page.locator(f"#new-{game}")
    folded = page.locator(f"#game-{game} details")
    if folded.count() and not folded.evaluate("d => d.open"):
        folded.locator("summary").click()  # several games: each form starts folded
    form.locator("select[name=players]").select_option(str(len(seats)))
    for i, (kind, name) in enumerate(seats):
        form.locator(f"select[name=kind{i}]").select_option(kind)
        form.locator(f"input[name=name{i}]").fill(name)
    for key, index in (variants or {}).items():
        form.locator(f'select[name="v.{key}"]').select_option(str(index))
    if seed:
        form.locator("input[name=seed]").fill(seed)
    form.locator("button[type=submit]").click()
    wait_idle(page)


def options(page) -> list[str]:
    return page.locator("#decision button[data-choice]").evaluate_all("bs => bs.map(b => b.dataset.choice)")


def click_option(page, index: int = 0) -> str:
    """Click the decision bar's option number `index` (wrapped) and wait for the bots."""
    keys = options(page)
    assert keys, "no option to click"
    key = keys[index % len(keys)]
    button = page.locator(f'#decision button[data-choice="{key}"]')
    fold = page.locator("#decision details.options-fold:not([open])", has=page.locator(f'[data-choice="{key}"]'))
    if fold.count():  # a folded option (web/views/play.py option_fold): open the fold first, as a player does
        fold.locator("summary").click()
    button.click()
    wait_idle(page)
    return key


def human_turn(page) -> bool:
    return page.locator("#decision button[data-choice]").count() > 0


def follow_hint(page) -> str:
    """Ask the page for a hint and click the option it suggests (a player who
    trusts the hints plays like the greedy bot, so games end in reasonable time)."""
    page.locator('[data-action="hint"]').click()
    hinted = page.locator("#decision button.hinted")
    hinted.wait_for(timeout=30_000)
    key = hinted.get_attribute("data-choice")
    hinted.click()
    wait_idle(page)
    return key or ""


def play_to_end(page, *, max_steps: int = 3000) -> list[str]:
    """Play every human choice by hint (passing the device when asked) until the
    game is over; returns the keys clicked."""
    clicked: list[str] = []
    for _ in range(max_steps):
        wait_idle(page)
        if state(page)["over"] == "1":
            return clicked
        handoff = page.locator('#decision [data-action="handoff"]')
        if handoff.count():
            handoff.click()
            continue
        if human_turn(page):
            clicked.append(follow_hint(page))
    raise AssertionError(f"the game did not end within {max_steps} human choices")


def saved_match(page):
    """The game the page's link holds, replayed by the engine in this process."""
    import engine

    return engine.load_save(page.url.split("#", 1)[1])


def go_fast(page) -> None:
    """Switch computer seats to the short pause (the player's Speed button)."""
    speed = page.locator('[data-action="speed"]')
    if "normal" in (speed.get_attribute("aria-label") or ""):
        speed.click()
        wait_idle(page)


def open_shared_link(page, site):
    """Press Share, read the link the page offers, open it in a fresh browser context."""
    page.locator('[data-action="share"]').click()
    link = page.locator("#share-url")
    link.wait_for(state="visible")
    url = link.input_value()
    assert "#" in url
    fresh = site.context().new_page()
    fresh.goto(url)
    wait_idle(fresh)
    return fresh


def page_link(game: str, seats, variants: dict, seed: str, want, *, limit: int = 3000):
    """The match the page would reach from `seed` (its computers choosing as web/turns.py makes them,
    each person taking the hinted option) at the first position `want(match)` accepts.  Open
    `"/play.html#" + match.save()` to play on from there in the page; what follows is the page's
    own play, so a test may rely on it (the same choices give the same dice)."""
    import engine

    match = engine.Match(game, seats, variants, engine.derive_seed(seed))
    for _ in range(limit):
        decision = match.decision
        assert decision is not None, "the game ended first"
        if want(match):
            return match
        page_step(match)
    raise AssertionError("no such position came up")


def page_step(match) -> None:
    """One move as the page makes it: a computer's choice (web/turns.py's dice), a person's by hint."""
    import engine

    decision = match.decision
    kind = match.seats[decision.player].bot
    if kind:
        dice = engine.Chance(engine.derive_seed(f"bot/{match.seed}/{len(match.log)}"))  # as web/turns.py
        match.play(engine.bot_choose(kind, match.game, match.state, decision, dice))
    else:
        match.play(engine.bot_hint(match.game, match.view(decision.player), decision))
