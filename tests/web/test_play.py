"""The play screen's pure views: buttons, keys, escaping, hand-off, results."""

from __future__ import annotations

import dataclasses
import html as html_lib
import re

import pytest
from toygame import HOSTILE

import engine
from web.views import common, play


def make_match(toy, seats=None, seed=7):
    seats = seats or (engine.Seat("Ana"), engine.Seat("Ben", "greedy"))
    return engine.Match(toy.id, seats, {}, seed)


def screen_for(match, **extra):
    decision = match.decision
    fields = dict(
        game=match.game,
        seats=match.seats,
        view=match.view(decision.player if decision else None),
        decision=decision,
        result=match.result(),
        viewer=decision.player if decision else None,
        undo=match.undo_point(),
    )
    fields.update(extra)
    return play.Screen(**fields)


def test_every_option_is_a_button_with_its_key(toy):
    match = make_match(toy)
    html = play.render_decision(screen_for(match))
    keys = re.findall(r'<button[^>]*data-choice="([^"]+)"', html)
    assert keys == [o.key for i in play.numbered(match.decision) for o in [match.decision.options[i]]]
    assert sorted(keys) == sorted(match.decision.keys())


def test_buttons_are_grouped_and_numbered(toy):
    match = make_match(toy)
    html = play.render_decision(screen_for(match))
    assert "<legend>Aim</legend>" in html
    assert re.findall(r'data-n="(\d)"', html) == ["1", "2", "3"]
    assert "<kbd>1</kbd>" in html


def test_notes_are_shown_as_why_not_lines(toy):
    match = make_match(toy)
    html = play.render_decision(screen_for(match))
    assert 'class="notes"' in html and "only with a Boost card" in html


def test_more_than_nine_options_still_all_buttons(toy):
    options = tuple(engine.Option(f"k{i}", f"Option {i}") for i in range(14))
    decision = engine.Decision(0, "Pick", options)
    match = make_match(toy)
    html = play.render_decision(screen_for(match, decision=decision))
    assert len(re.findall(r"data-choice=", html)) == 14
    assert len(re.findall(r"data-n=", html)) == 9


def test_params_get_number_inputs(toy):
    option = engine.Option("throw", "Throw", params=(engine.Param("power", 0, 20, "Power"),))
    decision = engine.Decision(0, "Throw", (option,))
    html = play.render_decision(screen_for(make_match(toy), decision=decision))
    assert 'data-param-for="throw"' in html and 'max="20"' in html


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_names_are_escaped_everywhere(toy, name):
    seats = (engine.Seat(name), engine.Seat(name[::-1][:24] or "x", "random"))
    match = make_match(toy, seats)
    match.play("aim:1")
    match.play("roll")
    for handoff in (None, 0):
        html = play.render_play(screen_for(match, handoff=handoff), common)
        assert "<img" not in html and "<script" not in html and "onerror=f()>" not in html
        assert common.esc(name) in html


def test_undo_disabled_says_why(toy):
    match = make_match(toy)
    html = play.render_controls(screen_for(match))
    assert re.search(r'data-action="undo"[^>]*disabled', html)
    assert "Nothing to undo yet." in html
    match.play("aim:2")
    html = play.render_controls(screen_for(match))
    assert not re.search(r'data-action="undo"[^>]*disabled', html)


def test_controls_have_every_action(toy):
    html = play.render_controls(screen_for(make_match(toy)))
    for action in ("new", "rules", "share", "undo", "hint", "speed", "animations"):
        assert f'data-action="{action}"' in html


def test_hint_highlights_the_option(toy):
    match = make_match(toy)
    hint = engine.bot_hint(match.game, match.view(0), match.decision)
    html = play.render_decision(screen_for(match, hint=hint))
    assert re.search(r'class="opt hinted"[^>]*data-choice="aim:2"', html)
    assert "Hint: Aim long" in html


def test_bot_turn_shows_no_buttons(toy):
    seats = (engine.Seat("Bot", "greedy"), engine.Seat("Ana"))
    match = make_match(toy, seats)
    html = play.render_decision(screen_for(match, busy=True))
    assert "data-choice" not in html and "is choosing" in html
    parts = play.render_parts(screen_for(match, busy=True), common)
    assert "data-choice" not in parts["board"]


def test_log_shows_dice_as_dice_newest_last(toy):
    match = make_match(toy)
    match.play("aim:2")
    match.play("roll")
    html = play.render_log(match.view(0))
    items = re.findall(r"<li>(.*?)</li>", html)
    assert "rolls" in items[-1] and items[-1].count('class="die"') == 2
    assert "race begins" in items[0]


def test_result_panel_names_the_winner(toy):
    match = make_match(toy, (engine.Seat("Ana"),))
    while match.decision is not None:
        match.play("aim:2" if match.decision.has("aim:2") else "roll")
    html = play.render_decision(screen_for(match))
    assert "Game over: Ana wins!" in html and 'data-action="new"' in html


def test_a_game_without_winners_says_how_it_ended_in_its_headline(toy):
    """A co-operative party defeated together reads its game's words, not "Nobody wins"."""
    match = make_match(toy, (engine.Seat("Ana"),))
    lost = engine.Result((0.0,), (), "The party has fallen in the dungeon.")
    html = play.render_decision(screen_for(match, result=lost))
    assert "Game over: The party has fallen in the dungeon.</h2>" in html and html.count("has fallen") == 1
    silent = play.render_decision(screen_for(match, result=engine.Result((0.0,), ())))
    assert "Game over: Nobody wins.</h2>" in silent


def test_rules_dialog_holds_the_reference(toy):
    html = play.render_play(screen_for(make_match(toy)), common)
    assert '<dialog id="rules"' in html and "First to the line wins." in html


# -- hot-seat ------------------------------------------------------------------
def seats(*kinds):
    return tuple(engine.Seat(f"P{i}", None if k == "h" else k) for i, k in enumerate(kinds))


def test_handoff_needed_between_two_humans(toy):
    two = seats("h", "h")
    assert play.needs_handoff(toy, two, 1, 0)
    assert play.needs_handoff(toy, two, 0, None)  # nobody known at the screen yet
    assert not play.needs_handoff(toy, two, 0, 0)


def test_no_handoff_for_one_human_or_bots(toy):
    assert not play.needs_handoff(toy, seats("h", "greedy"), 0, None)
    assert not play.needs_handoff(toy, seats("h", "h"), None, 0)
    assert not play.needs_handoff(toy, seats("h", "greedy", "h"), 1, 0)


def test_no_handoff_without_private_info(toy):
    from dataclasses import replace

    public = replace(toy, private_info=False)
    assert not play.needs_handoff(public, seats("h", "h"), 1, 0)


def test_viewer_never_shows_the_next_humans_secrets_early(toy):
    two = seats("h", "h")
    assert play.viewer_for(two, 1, 0, handoff=True) == 0
    assert play.viewer_for(two, 1, 0, handoff=False) == 1
    assert play.viewer_for(two, 1, None, handoff=True) is None
    assert play.viewer_for(seats("h", "random"), 1, None, handoff=False) == 0
    assert play.viewer_for(seats("random", "greedy"), 0, None, handoff=False) is None


def test_handoff_screen_hides_the_board_and_panels(toy):
    match = make_match(toy, seats("h", "h"))
    screen = screen_for(match, handoff=0)
    parts = play.render_parts(screen, common)
    assert "Pass to P0" in parts["decision"] and 'data-action="handoff"' in parts["decision"]
    assert parts["board"] == "" and parts["log"] == ""
    assert "secret" not in parts["panels"]


def test_system_options_are_never_buttons(toy):
    """A-DNG-42: the clock's option is the app's to play, not a button or a number key."""
    options = (engine.Option("a", "Go"), engine.Option(engine.CLOCK_OPTION, "Time is up", system=True))
    decision = engine.Decision(0, "Pick", options)
    html = play.render_decision(screen_for(make_match(toy), decision=decision))
    assert re.findall(r'data-choice="([^"]+)"', html) == ["a"]
    assert play.numbered(decision) == [0]


def test_clock_shows_time_left_only_for_clocked_games(toy):
    match = make_match(toy)
    assert 'role="timer"' not in play.render_controls(screen_for(match))
    html = play.render_controls(screen_for(match, clock_left=1799.2))
    assert 'role="timer"' in html and '<span id="clock">30:00</span>' in html
    assert "clock low" in play.render_controls(screen_for(match, clock_left=59))


@pytest.mark.parametrize(
    ("seconds", "text"), [(0, "0:00"), (-3, "0:00"), (0.2, "0:01"), (61, "1:01"), (3600, "1:00:00"), (3725, "1:02:05")]
)
def test_clock_text(seconds, text):
    assert play.clock_text(seconds) == text


def test_hint_reason_is_shown_and_escaped(toy):
    match = make_match(toy)
    html = play.render_decision(screen_for(match, hint=0, hint_reason="Because <b>x</b>"))
    assert "Hint:" in html and "Because &lt;b&gt;x&lt;/b&gt;" in html


# -- issue 11 -----------------------------------------------------------------------
def test_loading_progress_counts_the_moves():
    html = play.render_progress(3200, 14000)
    assert "Loading the game: 3,200 of 14,000 moves" in html
    assert '<progress max="14000" value="3200"' in html


def undo_text(html):
    button = re.search(r'<button[^>]*data-action="undo"[^>]*>', html).group(0)
    why = re.search(r'<p class="why" id="undo-why">(.*?)</p>', html)
    return button, html_lib.unescape(why.group(1)) if why else ""


def test_undo_during_a_handoff_says_to_pass_the_device(toy):
    match = make_match(toy, seats("h", "h"))
    match.play("aim:2")
    assert match.undo_point()[0] is not None
    button, why = undo_text(play.render_controls(screen_for(match, handoff=1)))
    assert "disabled" in button and why == "Pass the device to P1 first."
    assert f'title="{why}"' in button and 'aria-describedby="undo-why"' in button


def test_undo_while_computers_move_says_to_wait(toy):
    match = make_match(toy)
    match.play("aim:2")
    button, why = undo_text(play.render_controls(screen_for(match, busy=True)))
    assert "disabled" in button and why == "Wait: the computer players are moving."


def test_undo_reasons_from_the_engine_read_as_sentences(toy):
    """Undo never crosses another seat's choice, a reveal or the end (Match.undo_point):
    each reason is shown as the engine words it."""
    match = make_match(toy)
    match.play("aim:2")
    match.play("roll")  # a roll is a reveal
    reason = match.undo_point()[1]
    assert reason.startswith("Can't undo:") and reason.endswith(".")
    button, why = undo_text(play.render_controls(screen_for(match, busy=True)))
    assert "disabled" in button and why == reason  # the engine's reason comes first, even while busy
    while match.decision is not None:
        match.play("aim:2" if match.decision.has("aim:2") else "roll")
    button, why = undo_text(play.render_controls(screen_for(match)))
    assert "disabled" in button and "game is over" in why


# -- the latest events beside the decision bar ---------------------------------
def _played(toy, moves=6):
    match = make_match(toy, seats=(engine.Seat("Ana"), engine.Seat("Ben")))
    for _ in range(moves):
        match.play(0)
    return match


def test_recent_shows_the_last_three_lines_newest_first_with_dice(toy):
    view = {
        "log": [
            {"text": "Old news.", "dice": []},
            {"text": "Ana rolls.", "dice": [5, 2]},
            "A plain line.",
            {"text": "Ben <passes>.", "dice": []},
        ]
    }
    html = play.render_recent(view)
    lines = re.findall(r"<li[^>]*>(.*?)</li>", html)
    assert len(lines) == 3
    assert lines[0].startswith("Ben &lt;passes&gt;.") and lines[1] == "A plain line."
    assert lines[2].startswith("Ana rolls.") and common.dice([5, 2]) in lines[2]
    assert html.count('class="newest"') == 1 and "Old news." not in html
    assert 'data-action="full-log"' in html and "Full log (4)" in html
    assert "Nothing has happened yet." in play.render_recent({"log": []})


def test_recent_sits_right_after_the_decision_bar_and_hides_at_a_handoff(toy):
    match = _played(toy)
    screen = screen_for(match)
    page = play.render_play(screen, common)
    assert page.index('id="decision"') < page.index('id="recent"') < page.index('id="panels"') < page.index('id="log"')
    parts = play.render_parts(screen, common)
    newest = match.view(None)["log"][-1]["text"]
    assert html_lib.escape(newest) in re.findall(r'<li class="newest"[^>]*>(.*?)(?: <span|</li>)', parts["recent"])[0]
    assert play.render_parts(screen_for(match, handoff=0), common)["recent"] == ""


# -- the replay of a finished game -----------------------------------------------
def _finished(toy):
    match = make_match(toy, seats=(engine.Seat("Ana"), engine.Seat("Ben")))
    while match.decision is not None:
        match.play(0)
    return match


def replay_screen(match, moves):
    position = match.position(moves)
    return screen_for(match, view=position.view, decision=position.decision, replay=position)


def test_a_finished_game_shows_the_result_and_replay_steps(toy):
    match = _finished(toy)
    total = len(match.log)
    end = play.render_decision(replay_screen(match, total))
    assert "Game over:" in end and f"move {total:,} of {total:,}" in end
    assert re.search(r'data-action="replay-forward" disabled', end) and re.search(
        r'data-action="replay-end" disabled', end
    )
    assert not re.search(r'data-action="replay-back" disabled', end)
    assert "The end of the game" in end
    start = play.render_decision(replay_screen(match, 0))
    assert re.search(r'data-action="replay-start" disabled', start) and "The start of the game." in start
    first = match.position(0)
    assert f"Ana chose: {html_lib.escape(first.decision.options[match.log[0].index].label)}." in start


def test_replay_positions_offer_no_choices_and_show_their_own_log(toy):
    match = _finished(toy)
    screen = replay_screen(match, 3)
    parts = play.render_parts(screen, common)
    assert "data-choice" not in parts["decision"] + parts["board"]
    assert parts["log"].count("<li>") == len(screen.view["log"]) < len(match.view(None)["log"])
    assert "move 3 of" in parts["decision"]
    chosen = screen.decision.options[screen.replay.chosen].label
    assert f"chose: {html_lib.escape(chosen)}." in parts["decision"]


def test_replay_lists_the_decks_next_cards_when_the_view_reveals_them(toy):
    match = _finished(toy)
    screen = replay_screen(match, 1)
    screen = dataclasses.replace(screen, view={**screen.view, "next_cards": [("Deck", "Troll <3>")]})
    screen = dataclasses.replace(screen, view={**screen.view, "next_cards": [("Deck", "Troll <3>"), ("Deck", "Imp")]})
    assert "<summary>Next cards</summary><ul><li>Deck: Troll &lt;3&gt;, Imp</li></ul>" in play.render_decision(screen)
    assert '<details class="replay-next" open>' in play.render_decision(screen)


def test_computer_turns_offer_skip_to_the_next_persons_decision(toy):
    match = make_match(toy, seats=(engine.Seat("Ana", "greedy"), engine.Seat("Ben")))
    html = play.render_decision(screen_for(match, busy=True))
    assert 'data-action="fast-forward"' in html and "Skip to your turn" in html
    assert "data-choice" not in html  # still no option of the computer's to click
    skipping = play.render_decision(screen_for(match, busy=True, skipping=True))
    assert 'data-action="fast-forward"' not in skipping and "the computers are moving" in skipping
    people = make_match(toy, seats=(engine.Seat("Ana", "greedy"), engine.Seat("Ben"), engine.Seat("Cy")))
    assert "Skip to the next person&#39;s turn" in play.render_decision(screen_for(people, busy=True))
    robots = make_match(toy, seats=(engine.Seat("Ana", "greedy"), engine.Seat("Ben", "random")))
    assert "Skip to the end" in play.render_decision(screen_for(robots, busy=True))
    assert 'data-action="fast-forward"' not in play.render_decision(screen_for(make_match(toy)))  # a person decides


def test_the_animation_switch_says_when_the_device_turned_animations_off(toy):
    match = make_match(toy)
    on = play.render_controls(screen_for(match))
    assert re.search(r'data-action="animations" aria-pressed="true">Animations on<', on)
    off = play.render_controls(screen_for(match, animations=False))
    assert re.search(r'data-action="animations" aria-pressed="false">Animations off<', off)
    device = play.render_controls(screen_for(match, reduced_motion=True))
    button = re.search(r'<button[^>]*data-action="animations"[^>]*>(.*?)</button>', device)
    assert button and "disabled" in button.group(0) and "reduced motion" in button.group(0)
    assert re.sub("<[^>]+>", "", button.group(1)) == "Animations off (device setting)"


def test_each_latest_event_carries_its_whole_text_as_a_tooltip(toy):
    match = _played(toy)
    recent = play.render_parts(screen_for(match), common)["recent"]
    texts = [e["text"] if isinstance(e, dict) else e for e in match.view(None)["log"][-3:]][::-1]
    assert re.findall(r'<li[^>]*title="([^"]*)"', recent) == [html_lib.escape(t) for t in texts]


def test_a_game_may_draw_an_option_as_its_picture(toy):
    """views.option_face(option) replaces the button's label (DungeonQuest's combat cards are the choice)."""
    import types

    match = make_match(toy)
    first = match.decision.options[0]
    views = types.SimpleNamespace(option_face=lambda o: '<svg class="face"></svg>' if o.key == first.key else None)
    html = play.render_decision(screen_for(match), views)
    button = re.search(rf'<button[^>]*data-choice="{re.escape(first.key)}"[^>]*>(.*?)</button>', html)
    assert button and '<svg class="face"></svg>' in button.group(1) and 'class="opt opt-face' in button.group(0)
    others = [o for o in match.decision.options if o.key != first.key]
    assert all(html_lib.escape(o.label) in html for o in others) and html.count("opt-face") == 1
    assert play.render_decision(screen_for(match)).count("opt-face") == 0  # a game without faces: labels
