"""The Order of the Stick, part 2 (issue 15) as a player meets it, every step a click.

- A computer asks the person for help: the person reads who asks, with which Loot, for what
  bonus, and accepts (the Loot is paid into their Stash after the battle) or declines
  (R-OOTS-164..167, R-OOTS-171).
- The person attacks a computer in the same room (A-OOTS-15): the computer defends out of
  turn once the person is ready, and its shtick shows only then (before, the table marks the
  Defender's column as the chances' guess; D17, R-OOTS-185); the dice and every modifier are
  listed on the table; the winner takes an equipped Loot card, or a random Stash card when
  nothing is equipped (R-OOTS-187..189, A-OOTS-07), and the log says so.
- Two people and a computer at one screen meet Screw This! windows in the computer's battle
  (A-OOTS-32, digest 6.1): the person holding the device answers first, the other after a
  hand-off screen that shows nobody's cards; no screen shows the other person's hand; a person
  holding nothing playable passes with one click; the window closes and the battle goes on.

Each position is a game the page itself would have played: the link is built here by the
engine, its computers choosing as the page's computers do (`page_link`), and the person's
earlier choices those the hint would have made; the page then plays on from the link.
"""

from __future__ import annotations

import re

import pytest
from helpers import go_fast, page_link, page_step, state, wait_idle

import engine
from engine.games.oots.movement import distance

GAME = "oots"
pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(GAME not in [g.id for g in engine.all_games()], reason="the game is not registered yet"),
]
SHORT = {"length": "short"}
SOLO = (engine.Seat("Ana"), engine.Seat("Ben", "greedy"), engine.Seat("Cy", "greedy"), engine.Seat("Di", "greedy"))
PAIR = (engine.Seat("Ana"), engine.Seat("Bea"), engine.Seat("Cy", "greedy"))
SLOW = 180_000  # ms: a turn of computers on a busy 2-core machine


def _keys(page) -> list[str]:
    return page.locator("#decision button[data-choice]").evaluate_all("bs => bs.map(b => b.dataset.choice)")


def _click(page, key: str) -> None:
    """Click the decision bar's option `key` (opening its fold first, as a player does)."""
    button = page.locator(f'#decision button[data-choice="{key}"]')
    fold = page.locator("#decision details.options-fold:not([open])", has=button)
    if fold.count():
        fold.locator("summary").click()
    button.click()
    wait_idle(page, timeout=SLOW)


def _log(page) -> list[str]:
    return [line.strip() for line in page.locator("#log").inner_text().split("\n") if line.strip()]


def _mine(page) -> list[str]:
    """Names of the players whose hands the screen shows (their panel holds the hand)."""
    return page.locator("#panels .oots-player.oots-mine").evaluate_all(
        "ss => ss.map(s => s.getAttribute('aria-label'))"
    )


def _panel(page, who: str):
    return page.locator(f'#panels .oots-player[aria-label="{who}"]')


def _open(site, link: str):
    page = site.page("/play.html#" + link)
    wait_idle(page)
    go_fast(page)
    return page


# ------------------------------------------------------------- 1. a computer asks the person for help
def _asked(match) -> bool:
    decision = match.decision
    return decision.player == 0 and decision.options[0].key.startswith("help:")


@pytest.mark.parametrize("answer", ["accept", "decline"])
def test_R_OOTS_167_a_computer_asks_the_person_for_help_and_the_person_answers(site, answer):
    match = page_link(GAME, SOLO, SHORT, "e2e-oots-asked-1", _asked)
    st = match.state
    offer = st.battle.offers[-1]
    asker = st.names[offer.asker]  # a computer player
    character = st.cs.characters[st.players[offer.asker].character].name
    me = st.cs.characters[st.players[0].character].name
    loot = st.cs.loot[offer.loot].name
    assert st.bots[offer.asker], "a computer asks"
    page = _open(site, match.save())

    # Who asks, with which Loot, for what bonus: in the question and on the table.
    bar = page.locator("#decision").inner_text()
    assert f"{character} asks for your help" in bar
    accept = page.locator('#decision button[data-choice^="help:"]')
    assert accept.count() == 1
    words = accept.inner_text()
    assert loot in words and "+" in words, words
    bonus = words.rsplit("+", 1)[1].strip(") ")
    row = page.locator("#board .oots-battle .oots-help .oots-offer").last
    assert asker in row.inner_text() and loot in row.inner_text() and f"+{bonus}" in row.inner_text()
    assert "waiting for an answer" in row.inner_text()
    stash = _panel(page, "Ana").locator("details", has_text="Loot Stash")
    assert loot not in stash.text_content(), "the Loot is still the asker's"

    _click(page, accept.get_attribute("data-choice") if answer == "accept" else "no_help")

    # The battle is fought out by the computers; the person is back at a decision of theirs.
    assert state(page)["decider"] == "0" and not page.locator('#decision [data-choice^="help:"]').count()
    log = _log(page)
    cards = _panel(page, "Ana").locator("details", has_text="Loot Stash")
    if answer == "accept":
        assert f"{me} helps {character} (+{bonus})." in log
        assert f"{character} pays {me} {loot}." in log, "paid after the battle"
        assert log.index(f"{character} pays {me} {loot}.") > next(
            i for i, line in enumerate(log) if line.startswith(f"{character} rolls")
        ), "the payment follows the battle's roll"
        assert loot in cards.text_content(), "the Loot is in the person's Stash"
    else:
        assert f"{me} declines to help {character}." in log
        assert not any(line.startswith(f"{character} pays {me}") for line in log)
        assert loot not in cards.text_content()


# ------------------------------------------------------------- 2. the person fights a computer player
def _may_attack_here(match) -> bool:
    decision = match.decision
    st = match.state
    here = st.players[0].pos
    return decision.player == 0 and any(
        o.key.startswith("attack:") and distance(here, st.players[int(o.key[7:])].pos) == 0 for o in decision.options
    )


def _hinted(page) -> str:
    """The option the hint suggests (the computers' own choice for the person's seat)."""
    page.locator('[data-action="hint"]').click()
    hinted = page.locator("#decision button.hinted")
    hinted.wait_for(timeout=30_000)
    return hinted.get_attribute("data-choice") or ""


STASH_SIZE = r"Loot Stash[^0-9]*(\d+)"


def _stash_size(page, who: str) -> int:
    """The size of `who`'s Stash as their panel says it ("Loot Stash (3)" or "Loot Stash: 3 cards")."""
    return int(re.search(STASH_SIZE, _panel(page, who).text_content()).group(1))


def _foe_here(match) -> int:
    st = match.state
    return next(
        int(o.key[7:])
        for o in match.decision.options
        if o.key.startswith("attack:") and distance(st.players[0].pos, st.players[int(o.key[7:])].pos) == 0
    )


def _winning_attack(take: str, seeds: list[str]):
    """The first seed whose game reaches an attack on a computer in the person's room that the
    person (taking the hinted options, as the test does) wins, with a take of kind `take`
    ("random": nothing equipped; "equipped"): the page plays on exactly so (the same dice)."""
    for seed in seeds:
        match = page_link(GAME, SOLO, SHORT, seed, _may_attack_here)
        trial = engine.load_save(match.save())
        trial.play(f"attack:{_foe_here(match)}")
        for _ in range(60):
            decision = trial.decision
            if decision is None or trial.state.battle is None:
                break
            keys = [o.key for o in decision.options]
            if decision.player == 0 and any(k.startswith("take:") for k in keys):
                if ("take:random" in keys) == (take == "random"):
                    return match
                break
            page_step(trial)
    raise AssertionError(f"no won attack with a {take} take among {seeds}")


@pytest.mark.parametrize("wanted", ["equipped", "random"])
def test_A_OOTS_15_the_person_attacks_a_computer_in_the_same_room_and_takes_its_loot(site, wanted):
    """ "equipped": the computer has Loot equipped, the person takes it by name; "random": nothing
    equipped, the person takes a random card from its Stash (A-OOTS-07).  The seed is the first of a
    list whose attack the person wins (the games' numbers may be tuned; the page plays as found)."""
    first = {"equipped": 2, "random": 50}[wanted]  # the seeds found first; the others if tuning moves them
    match = _winning_attack(wanted, [f"e2e-oots-pvp-{i}" for i in [first, *range(60)]])
    st = match.state
    cs = st.cs
    foe = _foe_here(match)
    assert st.bots[foe], "a computer player"
    them, me = cs.characters[st.players[foe].character].name, cs.characters[st.players[0].character].name
    page = _open(site, match.save())
    battle = page.locator("#board .oots-battle")

    _click(page, f"attack:{foe}")
    assert f"{me} attacks {them}!" in _log(page)
    assert f"attacks {st.names[foe]}" in battle.locator("h3").inner_text(), "a battle against the player"
    shtick = _hinted(page)
    assert shtick.startswith("shtick:")
    _click(page, shtick)
    used = cs.shticks[shtick[7:]].name if shtick != "shtick:none" else ""
    # Ready, and the computer has not chosen yet: its column is marked as the chances' guess.
    assert "ready" in _keys(page)
    guess = battle.locator(".oots-side").nth(1).locator(".oots-guess")
    assert guess.count() == 1 and "Not chosen yet" in guess.inner_text(), "the Defender's choice is not shown early"
    _click(page, "ready")

    # The computer chose out of turn, having seen the person's shtick; the asking round follows.
    b = engine.load_save(page.url.split("#", 1)[1]).state.battle
    assert b is not None and b.foe_shtick, "the Defender chose a shtick"
    defence = cs.shticks[b.foe_shtick].name
    assert defence in battle.locator(".oots-side").nth(1).inner_text(), "the Defender's shtick is on the table now"
    assert not battle.locator(".oots-guess").count(), "a choice made, no guess"
    for _ in range(6):  # asking for help (the hinted answer), Screw This! windows if any
        keys = _keys(page)
        if any(k.startswith("take:") for k in keys):
            break
        _click(page, _hinted(page))
    keys = _keys(page)
    assert any(k.startswith("take:") for k in keys), f"the person won and may take Loot: {keys}"

    # The roll and every modifier, itemised for both sides.
    sides = battle.locator(".oots-side")
    mine, theirs = sides.nth(0).inner_text(), sides.nth(1).inner_text()
    assert "die" in mine and used in mine, mine
    assert defence in theirs, theirs
    outcome = battle.locator(".oots-outcome").inner_text()
    assert outcome.startswith("Win") or "win" in outcome.lower(), outcome
    assert f"{me} " in "\n".join(_log(page)) and any(f"against {them}" in line and "win" in line for line in _log(page))

    # The winner takes an equipped card of the loser's, or (nothing equipped) a random Stash card.
    take = next(k for k in keys if k.startswith("take:"))
    assert (take == "take:random") == (wanted == "random"), keys
    before = _panel(page, st.names[foe]).text_content()  # text_content: a panel out of view has no innerText
    sizes = _stash_size(page, "Ana"), _stash_size(page, st.names[foe])
    _click(page, take)
    assert not page.locator('#decision [data-choice^="take:"]').count()
    after = _panel(page, st.names[foe]).text_content()
    if take != "take:random":
        loot = cs.loot[take[5:]].name
        assert loot in before and loot not in after, "taken from the loser's equipped Loot"
        assert loot in _panel(page, "Ana").locator("details", has_text="Loot Stash").text_content()
        assert f"{me} takes {loot} from {them}." in _log(page)
        assert _stash_size(page, "Ana") == sizes[0] + 1
    else:
        assert (_stash_size(page, "Ana"), _stash_size(page, st.names[foe])) == (sizes[0] + 1, sizes[1] - 1)
        said = [line for line in _log(page) if line.startswith(f"{me} takes ")]
        assert said and said[-1].startswith(f"{me} takes a card from {them}"), said  # which card: not said


# ------------------------------------------------------------- 3. two people and a computer, one screen
def _window_in_a_computers_battle(match) -> bool:
    """A Screw This! window of a computer's battle, a card played in it, a person asked to answer."""
    st = match.state
    w = st.window
    return (
        w is not None and bool(w.stack) and st.bots[st.turn.seat] is not None and st.bots[match.decision.player] is None
    )


def _before(match, seats) -> str:
    """The save of `match` cut back to its last person's choice before now (that choice still to make)."""
    last = max(i for i, seat in enumerate(match.deciders) if seats[seat].bot is None)
    earlier = engine.Match(GAME, seats, SHORT, match.seed)
    for choice in match.log[:last]:
        earlier.play(choice)
    return earlier.save()


def _shared_windows(seeds: list[str]):
    """The first seed whose game, from a person's last choice before a W4 window of the computer's
    battle with the computer's card played in it, goes on as the test needs (simulated as the page
    plays, each window question answered "pass"): two W4 windows of the computer's battle in a row,
    each asking both people once with nothing to play, the person who chose first asked first.
    Returns (link, that person's seat, the card the computer played)."""
    for seed in seeds:
        try:
            match = page_link(GAME, PAIR, SHORT, seed, _window_in_a_computers_battle, limit=400)
        except AssertionError:
            continue
        played = match.state.cs.battle[match.state.window.stack[-1][1]].name
        link = _before(match, PAIR)
        trial = engine.load_save(link)
        seen = []  # each person's decision: (seat, window name or "", options, a computer's turn)
        while trial.decision is not None and len(seen) < 5:
            decision, st = trial.decision, trial.state
            if st.bots[decision.player] is None:
                w = st.window if decision.options[-1].key.startswith("pass") else None
                keys = {o.key for o in decision.options}
                seen.append((decision.player, w.name if w else "", keys, st.bots[st.turn.seat] is not None))
                if w is not None:
                    trial.play("pass")
                    continue
            page_step(trial)
        a = seen[0][0]
        b = 1 - a
        if (
            len(seen) == 5
            and not seen[0][1]
            and [x[0] for x in seen[1:]] == [a, b, b, a]
            and all(w == "W4" and keys == {"pass", "pass:quiet"} and theirs for _, w, keys, theirs in seen[1:])
        ):
            return link, a, played
    raise AssertionError(f"no such game among {seeds}")


def _rolls(page, who: str) -> int:
    """How often `who` has rolled against a Monster so far, in the game the page's link holds
    (read from the engine: a hand-off screen shows no log)."""
    log = engine.load_save(page.url.split("#", 1)[1]).state.log
    return sum(1 for line in log if line.startswith(f"{who} rolls "))


HIDDEN = """() => ({
  board: document.querySelectorAll('#board *').length,
  players: document.querySelectorAll('#panels .oots-player').length,
  cards: document.querySelectorAll('#panels .card, #board .card, #decision .card').length,
})"""


def test_A_OOTS_32_two_people_answer_a_window_in_a_computers_battle_each_after_a_hand_off(site):
    """Each window asks the person holding the device first (no hand-off), then the other after a
    hand-off (windows.start_round): two windows, four answers, two hand-offs."""
    link, first_seat, played = _shared_windows([f"e2e-oots-pair-window-{i}" for i in [8, *range(40)]])
    st = engine.load_save(link).state
    roller = st.cs.characters[st.players[2].character].name  # Cy's character: the battle is Cy's
    page = _open(site, link)
    names = ("Ana", "Bea", "Cy")
    a, b = names[first_seat], names[1 - first_seat]
    handed, answered, windows, holder, rolled, events = [], [], 0, "", 0, []
    for _ in range(40):
        handoff = page.locator('#decision [data-action="handoff"]')
        if handoff.count():
            to = next(n for n in names[:2] if n in handoff.inner_text())
            # The hand-off screen: no table, no hand, no Stash, no card of anybody's.
            assert page.evaluate(HIDDEN) == {"board": 0, "players": 0, "cards": 0}, f"hand-off to {to}"
            handoff.click()
            wait_idle(page, timeout=SLOW)
            handed.append(to)
            events.append(f"hand-off to {to}")
            holder = to
            continue
        who = names[int(state(page)["decider"])]
        assert who != "Cy", "a computer's decision never waits for a click"
        assert who == holder, f"{who} decides only once handed the device"
        assert _mine(page) == [who], f"{who} holds the device: only {who}'s hand shows"
        keys = _keys(page)
        if windows >= 2:
            break  # two windows answered and closed, and play went on to a person's next choice
        if "pass" not in keys:  # not a window
            _click(page, _hinted(page))
            continue
        # A window of Cy's battle: what is on the table is public; the person's own cards only.
        window = page.locator("#board .oots-screw")
        assert "Screw This!" in window.locator(":scope > h3").inner_text()
        if windows == 0:
            assert played in window.inner_text(), "the computer's card lies in the window"
        assert not [k for k in keys if k.startswith("screw:")], "this seed: nothing playable for the person"
        assert set(keys) == {"pass", "pass:quiet"}
        before = state(page)["hash"]
        if len(answered) % 2 == 0:
            rolled = _rolls(page, roller)
        _click(page, "pass")  # one click
        assert state(page)["hash"] != before
        answered.append(who)
        events.append(f"{who} passes")
        if len(answered) % 2 == 0:  # both have passed: the window closes, the computer's battle goes on
            windows += 1
            assert _rolls(page, roller) > rolled, "the window closed and the computer rolled"
    assert windows >= 2, f"two windows answered by both people: {answered}"
    # `a` chose last before the first window, `b` answered last in it: each window starts with the
    # person holding the device, and the device is handed over once per window.
    first = events.index(f"{a} passes")
    assert events[first : first + 6] == [
        f"{a} passes",
        f"hand-off to {b}",
        f"{b} passes",
        f"{b} passes",
        f"hand-off to {a}",
        f"{a} passes",
    ], events
    assert handed[0] == a, "the link opens on a hand-off to the person deciding"


def _asked_before_their_turn(match) -> bool:
    """A person asked first in a window of the computer's battle (they hold the device) though the
    other person comes before them by priority, and holding a card they may play."""
    st, decision = match.state, match.decision
    w = st.window
    if w is None or st.bots[decision.player] is not None or w.stack or not w.order or st.turn.seat != 2:
        return False
    ring = [(w.first + i) % 3 for i in range(3)]
    earlier = [s for s in ring[: ring.index(decision.player)] if s in w.order and st.bots[s] is None]
    return bool(earlier) and any(o.key.startswith("screw:") for o in decision.options)


def test_A_OOTS_32_a_card_played_before_its_turn_waits_unseen_until_the_other_person_answers(site):
    """At one screen the person holding the device is asked first; their card, played before their
    turn by priority, stays off the table (and out of the log) while the other person, who comes
    first by priority, answers; then it is played, announced, and lies in the window."""
    seeds = [f"e2e-oots-pair-wait-{i}" for i in [3, *range(40)]]
    for seed in seeds:
        try:
            match = page_link(GAME, PAIR, SHORT, seed, _asked_before_their_turn, limit=1500)
            break
        except AssertionError:
            continue
    st = match.state
    names = ("Ana", "Bea", "Cy")
    me, other = match.decision.player, 1 - match.decision.player
    key = next(o.key for o in match.decision.options if o.key.startswith("screw:"))
    card = st.cs.battle[key.split(":")[1]].name
    character = st.cs.characters[st.players[me].character].name
    announced = f"{character} plays {card}"
    page = _open(site, match.save())
    page.locator('#decision [data-action="handoff"]').click()  # a link opens on a hand-off
    wait_idle(page, timeout=SLOW)
    assert _mine(page) == [names[me]]
    page.locator(f'#board .oots-screw [data-choice="{key}"]').click()  # the card itself
    wait_idle(page, timeout=SLOW)

    handoff = page.locator('#decision [data-action="handoff"]')
    assert handoff.count() and names[other] in handoff.inner_text(), "the other person is asked next"
    assert page.evaluate(HIDDEN) == {"board": 0, "players": 0, "cards": 0}
    assert not any(line.startswith(announced) for line in engine.load_save(page.url.split("#", 1)[1]).state.log)
    handoff.click()
    wait_idle(page, timeout=SLOW)
    assert _mine(page) == [names[other]]
    window = page.locator("#board .oots-screw")
    assert card not in window.inner_text() and "No card played yet" in window.inner_text(), "nothing shows early"
    assert not any(line.startswith(announced) for line in _log(page))
    _click(page, "pass")

    saved = engine.load_save(page.url.split("#", 1)[1])
    assert any(line.startswith(announced) for line in saved.state.log), "played once the other has answered"
    if not page.locator('#decision [data-action="handoff"]').count() and "pass" in _keys(page):
        assert card in page.locator("#board .oots-screw").inner_text(), "the card lies in the window"
