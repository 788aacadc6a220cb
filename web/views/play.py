"""The play screen as pure functions of one `Screen` value.

The app glue builds a `Screen` after every change and sets the markup of a
few containers from `render_parts`; nothing here touches the DOM, so all of
the screen's logic (which buttons, which view, when to hand off) is tested
in CPython.

Layout (same for every game): the board in the centre, the decision bar
and the players' panels beside it (below it on a phone), the latest events
right under the decision bar (always in view), the full log under the
panels, and a top bar of actions (undo, share, new game, rules, hint,
settings).  A finished game is shown as its replay (`Screen.replay`): the
result, step controls, and the position with everything revealed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from engine import Decision, Game, Option, Result, Seat

from .common import attrs, dice, die_symbols, esc

LOG_LINES = 200  # the newest lines kept on screen; the full log stays in the view
RECENT_LINES = 3  # the latest events shown beside the decision bar, newest first
BOT_NAMES = {"random": "computer, easy", "greedy": "computer"}


@dataclass(frozen=True)
class Screen:
    """Everything the play screen shows, computed by the app from the match."""

    game: Game
    seats: tuple[Seat, ...]
    view: Mapping[str, Any]
    decision: Decision | None
    result: Result | None
    viewer: int | None = None
    undo: tuple[int | None, str] = (None, "Nothing to undo yet.")
    handoff: int | None = None  # the seat the device must be passed to
    hint: int | None = None  # option index to highlight
    hint_reason: str = ""  # why, in one line (from the game's bot)
    busy: bool = False  # a computer seat is moving
    skipping: bool = False  # the computer seats skip to the next person's decision
    fast: bool = False
    animations: bool = True
    reduced_motion: bool = False  # the device asks for less motion: animations are off whatever the switch says
    share_url: str = ""
    clock_left: float | None = None  # seconds left on the game clock, if it has one
    # A finished game's replay position (engine `Match.position`: moves, total, view,
    # decision, chosen, result, state_hash); `view` and `decision` are then the position's.
    replay: Any = None


# -- who sees what -------------------------------------------------------------
def humans(seats: Sequence[Seat]) -> list[int]:
    return [i for i, seat in enumerate(seats) if seat.human]


def needs_handoff(game: Game, seats: Sequence[Seat], decider: int | None, last_seen: int | None) -> bool:
    """True when the next human decider must be handed the device first.

    Only games with private information need it, only with two or more
    humans at the screen, and only when the decider is not the human who
    saw the screen last.
    """
    if decider is None or not game.private_info or not seats[decider].human:
        return False
    return len(humans(seats)) >= 2 and decider != last_seen


def viewer_for(seats: Sequence[Seat], decider: int | None, last_seen: int | None, handoff: bool) -> int | None:
    """Whose view the screen shows (None = only public information).

    The human deciding (once handed the device); otherwise the human who saw
    the screen last; otherwise the only human; otherwise nobody's secrets.
    """
    if decider is not None and seats[decider].human and not handoff:
        return decider
    if last_seen is not None:
        return last_seen
    people = humans(seats)
    return people[0] if len(people) == 1 else None


def display_order(decision: Decision) -> list[tuple[str, list[int]]]:
    """Options grouped by `option.group`, groups in order of first appearance.

    System options (a game clock running out) are the app's to play, never shown.
    """
    groups: dict[str, list[int]] = {}
    for i, option in enumerate(decision.options):
        if option.system:
            continue
        groups.setdefault(option.group, []).append(i)
    return list(groups.items())


def numbered(decision: Decision) -> list[int]:
    """Option indexes in the order the bar shows them (number keys follow it)."""
    return [i for _, indexes in display_order(decision) for i in indexes]


# -- parts ---------------------------------------------------------------------
def seat_name(seats: Sequence[Seat], seat: int) -> str:
    return seats[seat].name if 0 <= seat < len(seats) else f"Player {seat + 1}"


def clock_text(seconds: float) -> str:
    """Time left as m:ss (h:mm:ss past an hour), never negative."""
    whole = max(0, int(seconds + 0.999))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def render_clock(screen: Screen) -> str:
    if screen.clock_left is None:
        return ""
    low = " low" if screen.clock_left <= 60 else ""
    return (
        f'<p class="clock{low}" role="timer" aria-label="Time left">'
        f'Time left <span id="clock">{clock_text(screen.clock_left)}</span></p>'
    )


def undo_state(screen: Screen) -> tuple[bool, str]:
    """Whether the undo button works now, and if not, why (shown beside it and as its tooltip).

    The engine's reason (`Match.undo_point`) comes first: it holds whatever the page does.
    """
    point, why = screen.undo
    if point is None:
        return False, why or "Nothing to undo yet."
    if screen.busy:
        return False, "Wait: the computer players are moving."
    if screen.handoff is not None:
        return False, f"Pass the device to {seat_name(screen.seats, screen.handoff)} first."
    return True, ""


def render_progress(done: int, total: int) -> str:
    """The line shown while a link's moves are replayed (a long game holds thousands)."""
    return (
        '<span class="spinner" aria-hidden="true"></span> '
        f'<span class="progress-text">Loading the game: {done:,} of {total:,} moves</span>'
        f'<progress max="{max(total, 1)}" value="{min(done, total)}" aria-hidden="true"></progress>'
    )


def render_controls(screen: Screen) -> str:
    """The action bar: game title, new game, rules, share, undo, hint, settings."""
    can_undo, undo_why = undo_state(screen)
    can_hint = (
        screen.decision is not None
        and not screen.busy
        and screen.handoff is None
        and screen.game.bot_scores is not None
        and screen.seats[screen.decision.player].human
    )
    speed = "fast" if screen.fast else "normal"
    return (
        f'<h1 class="game-title"><a href="./" data-action="home">Delve</a> <span>{esc(screen.game.title)}</span></h1>'
        + (f'<p class="why" id="undo-why">{esc(undo_why)}</p>' if undo_why else "")
        + '<div class="actions">'
        '<button type="button" data-action="new">New game</button>'
        '<button type="button" data-action="rules" aria-haspopup="dialog">Rules</button>'
        '<button type="button" data-action="share">Share</button>'
        f'<button type="button" data-action="undo" id="undo"{attrs(disabled=not can_undo, title=undo_why or None)}'
        f"{attrs(aria_describedby='undo-why' if undo_why else None)}>Undo</button>"
        f'<button type="button" data-action="hint"{attrs(disabled=not can_hint)}>Hint</button>'
        f'<button type="button" data-action="speed" aria-label="Computer speed: {speed}">Speed: {speed}</button>'
        f"{animation_switch(screen)}</div>" + render_clock(screen)
    )


MOTION_WHY = "Your device asks for reduced motion, so animations are off (change it in the device's settings)."


def animation_switch(screen: Screen) -> str:
    """The animations switch; when the device asks for reduced motion it says that they are off
    and why, and does nothing (the device's wish holds: the CSS honours it whatever the switch says)."""
    if screen.reduced_motion:
        return (
            f'<button type="button" data-action="animations" aria-pressed="false" disabled title="{esc(MOTION_WHY)}">'
            'Animations off <span class="switch-why">(device setting)</span></button>'
        )
    return (
        f'<button type="button" data-action="animations"{attrs(aria_pressed="true" if screen.animations else "false")}>'
        f"Animations {'on' if screen.animations else 'off'}</button>"
    )


def _option_button(
    option: Option, index: int, number: int | None, hinted: bool, face: str | None = None, note: str = ""
) -> str:
    """One option's button: its label, or `face`, the picture the game draws for it (a card that IS the choice);
    `note`, a game's few words about the choice (e.g. its chance of winning), follows the label."""
    kbd = f"<kbd>{number}</kbd> " if number is not None else ""
    params = "".join(
        f'<label class="param">{esc(p.label or p.name)} '
        f'<input type="number" data-param-for="{esc(option.key)}" min="{p.low}" max="{p.high}" value="{p.low}">'
        "</label>"
        for p in option.params
    )
    extra = f' <span class="opt-note">{esc(note)}</span>' if note else ""
    button = (
        f'<button type="button" class="opt{" opt-face" if face else ""}{" hinted" if hinted else ""}"'
        f"{attrs(data_choice=option.key, data_n=number, data_index=index)}>"
        f"{kbd}{face or esc(option.label)}{extra}{' <em>(suggested)</em>' if hinted else ''}</button>"
    )
    return f'<span class="opt-with-params">{params}{button}</span>' if params else button


def render_decision(screen: Screen, views: ModuleType | None = None) -> str:
    """The decision bar: who decides what, every option as a button, why-nots.

    A game view may draw an option as a picture (`views.option_face(option) -> str | None`, e.g.
    DungeonQuest's combat cards): the button then shows that picture, so the table need not repeat it.
    A game view may fold options the board already offers (`views.option_fold(decision) -> (summary,
    indexes) | None`, e.g. Dungeon!'s corridor spaces): they follow the others in a closed
    `<details>` with that summary (open when the hint is one of them), so a long move list stays short.
    A game view may add a few words to an option's button (`views.option_note(view, option) -> str`, e.g.
    The Order of the Stick's chance of winning with each battle choice)."""
    if screen.result is not None:
        return render_result(screen)
    decision = screen.decision
    if decision is None:
        return '<p class="prompt">The game is over.</p>'
    if screen.handoff is not None:
        name = esc(seat_name(screen.seats, screen.handoff))
        return (
            f'<div class="handoff"><h2>Pass to {name}</h2>'
            f"<p>{name}, it is your turn. The screen stays hidden until you are ready.</p>"
            f'<button type="button" class="primary" data-action="handoff" autofocus>I am {name}: show my turn</button>'
            "</div>"
        )
    who = esc(seat_name(screen.seats, decision.player))
    seat = screen.seats[decision.player]
    if not seat.human:
        return (
            f'<p class="who"><span class="marker" aria-hidden="true">&#9654;</span> {who} '
            f'<span class="tag">{esc(BOT_NAMES.get(seat.bot or "", "computer"))}</span> is choosing&hellip;</p>'
            f'<p class="prompt">{esc(decision.prompt)}</p>{render_skip(screen)}'
        )
    parts = [
        f'<p class="who"><span class="marker" aria-hidden="true">&#9654;</span> {who} decides</p>',
        f'<p class="prompt" id="prompt">{esc(decision.prompt)}</p>',
    ]
    number = 0
    faces = getattr(views, "option_face", None)
    notes = getattr(views, "option_note", None)
    fold = getattr(views, "option_fold", None)
    summary, folded = (fold(decision) or ("", frozenset())) if fold is not None else ("", frozenset())
    folded_parts: list[str] = []
    for tucked in (False, True):  # the options in view first (number keys follow), then the folded ones
        for group, indexes in display_order(decision):
            buttons = []
            for i in (i for i in indexes if (i in folded) == tucked):
                number += 1
                option = decision.options[i]
                face = faces(option) if faces is not None else None
                key = number if number <= 9 and not tucked else None  # no key presses an option out of view
                note = notes(screen.view, option) if notes is not None else ""
                buttons.append(_option_button(option, i, key, i == screen.hint, face, note))
            if buttons:
                legend = f"<legend>{esc(group)}</legend>" if group and not tucked else ""
                fieldset = f'<fieldset class="options">{legend}{"".join(buttons)}</fieldset>'
                (folded_parts if tucked else parts).append(fieldset)
    if folded_parts:
        hinted = screen.hint in folded
        parts.append(
            f'<details class="options-fold"{attrs(open=hinted)}><summary>{esc(summary)}</summary>'
            f"{''.join(folded_parts)}</details>"
        )
    if screen.hint is not None and 0 <= screen.hint < len(decision.options):
        why = f' <span class="why">{esc(screen.hint_reason)}</span>' if screen.hint_reason else ""
        parts.append(f'<p class="hint-line">Hint: {esc(decision.options[screen.hint].label)}.{why}</p>')
    musts = getattr(views, "requirement_notes", None)  # notes that say what must be done, not what is refused
    needed = set(musts(decision)) if musts is not None else set()
    if needed:
        items = "".join(f"<li>{esc(note)}</li>" for note in decision.notes if note in needed)
        parts.append(f'<ul class="notes notes-must" aria-label="Needed now">{items}</ul>')
    if refused := [note for note in decision.notes if note not in needed]:
        notes = "".join(f"<li>{esc(note)}</li>" for note in refused)
        parts.append(f'<ul class="notes" aria-label="Not possible now">{notes}</ul>')
    return "".join(parts)


def skip_label(screen: Screen) -> str:
    """Where "skip" goes: the next decision of a person at the screen, or the end if nobody is."""
    people = humans(screen.seats)
    if not people:
        return "Skip to the end"
    return "Skip to your turn" if len(people) == 1 else "Skip to the next person's turn"


def render_skip(screen: Screen) -> str:
    """While computers move: the button that plays their moves at once up to the next person's
    decision (the latest events and the full log still tell what they did)."""
    label = skip_label(screen)
    if screen.skipping:
        return f'<p class="skip-note" role="status">{esc(label)}: the computers are moving&hellip;</p>'
    icon = _ICON.format('<path d="M1 3v10l7-5zM8 3v10l7-5z"/>')
    return f'<button type="button" class="skip" data-action="fast-forward">{icon} {esc(label)}</button>'


def render_result(screen: Screen) -> str:
    result = screen.result
    assert result is not None
    names = [esc(seat_name(screen.seats, w)) for w in result.winners]
    summary = f"<p>{esc(result.summary)}</p>" if result.summary else ""
    if not names:  # a party defeated together, or every hero lost: the game's own words say how
        headline, summary = (esc(result.summary), "") if result.summary else ("Nobody wins.", "")
    elif len(names) == 1:
        headline = f"{names[0]} wins!"
    else:
        headline = " and ".join([", ".join(names[:-1]), names[-1]]) + " win!"
    rows = "".join(
        f'<tr><th scope="row">{"&#9733; " if i in result.winners else ""}{esc(seat_name(screen.seats, i))}</th>'
        f"<td>{esc(_score(score))}</td></tr>"
        for i, score in enumerate(result.scores)
    )
    table = (
        f'<table><thead><tr><th scope="col">Player</th><th scope="col">Score</th></tr></thead>'
        f"<tbody>{rows}</tbody></table>"
    )
    if screen.replay is not None and screen.replay.moves < screen.replay.total:
        table = ""  # stepping through the game: the scores wait at its end
    return (
        f'<div class="result" role="status"><h2>Game over: {headline}</h2>{summary}{render_replay(screen)}{table}'
        '<button type="button" class="primary" data-action="new">New game</button></div>'
    )


# -- the replay of a finished game ----------------------------------------------
_ICON = '<svg class="step-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">{}</svg>'
REPLAY_STEPS = (  # action, icon (drawn: no font has every media glyph), word, key
    (
        "replay-start",
        _ICON.format('<rect x="2" y="3" width="2.5" height="10"/><path d="M14 3v10L5 8z"/>'),
        "Start",
        "Home",
    ),
    ("replay-back", _ICON.format('<path d="M13 3v10L4 8z"/>'), "Back", "Left arrow"),
    ("replay-forward", _ICON.format('<path d="M3 3v10l9-5z"/>'), "Forward", "Right arrow"),
    (
        "replay-end",
        _ICON.format('<path d="M2 3v10l9-5z"/><rect x="11.5" y="3" width="2.5" height="10"/>'),
        "End",
        "End",
    ),
)


def replay_position_text(screen: Screen) -> tuple[str, str]:
    """What the replay shows now, in words: (the set-up, a choice about to be made, or the end;
    what its decider chose, or "")."""
    position = screen.replay
    decision = position.decision
    if position.moves >= position.total or decision is None:
        return "The end of the game, every hidden card shown.", ""
    who = seat_name(screen.seats, decision.player)
    chosen = position.chosen
    label = decision.options[chosen].label if chosen is not None and 0 <= chosen < len(decision.options) else ""
    start = "The start of the game. " if position.moves == 0 else ""
    return f"{start}{who} to decide: {decision.prompt}", f"{who} chose: {label}." if label else ""


def _next_cards(upcoming: Sequence[tuple[str, str]]) -> str:
    """The decks' next cards, top first, one line per deck ("Deck: Beetle, Ogre")."""
    decks: dict[str, list[str]] = {}
    for deck, name in upcoming:
        decks.setdefault(deck, []).append(name)
    return "".join(f"<li>{esc(deck)}: {esc(', '.join(names))}</li>" for deck, names in decks.items())


def render_replay(screen: Screen) -> str:
    """Step through a finished game: start, back, forward, end (keys: Home, arrows, End)."""
    position = screen.replay
    if position is None:
        return ""
    at_start, at_end = position.moves <= 0, position.moves >= position.total
    buttons = []
    for action, icon, word, key in REPLAY_STEPS:
        off = at_start if action in ("replay-start", "replay-back") else at_end
        buttons.append(
            f'<button type="button" data-action="{action}"{attrs(disabled=off, title=f"{word} ({key})")}>'
            f"{icon} {word}</button>"
        )
    now, chose = replay_position_text(screen)
    chose_line = f'<p class="chose">{esc(chose)}</p>' if chose else ""
    upcoming = screen.view.get("next_cards") or ()
    cards = _next_cards(upcoming)
    nxt = (
        f'<details class="replay-next"{attrs(open=len(upcoming) <= 3)}>'
        f"<summary>Next cards</summary><ul>{cards}</ul></details>"
        if cards
        else ""
    )
    return (
        '<section class="replay" aria-label="Replay">'
        f'<h3>Replay <span class="replay-count">move {position.moves:,} of {position.total:,}</span></h3>'
        f'<div class="replay-steps" role="group" aria-label="Replay steps">{"".join(buttons)}</div>'
        f'<div class="replay-now"><p>{esc(now)}</p>{chose_line}</div>'
        f"{nxt}</section>"
    )


def _score(score: float) -> str:
    return str(int(score)) if float(score).is_integer() else f"{score:g}"


def render_seats(screen: Screen) -> str:
    """Who plays: names, human/computer, and whose turn (a shape, not just colour)."""
    decider = screen.decision.player if screen.decision else None
    items = []
    for i, seat in enumerate(screen.seats):
        turn = i == decider
        kind = "human" if seat.human else BOT_NAMES.get(seat.bot or "", "computer")
        items.append(
            f"<li{attrs(class_='turn' if turn else None, aria_current='true' if turn else None)}>"
            f'<span class="marker" aria-hidden="true">{"&#9654;" if turn else "&#9675;"}</span> '
            f'<span class="name">{esc(seat.name)}</span> <span class="tag">{esc(kind)}</span></li>'
        )
    return f'<ol class="seats" aria-label="Players">{"".join(items)}</ol>'


def _log_text(entry: Any) -> str:
    """A log line's words (the strip shows each on one line, cut with an ellipsis: this is its tooltip)."""
    return str(entry.get("text", "")) if isinstance(entry, Mapping) else str(entry)


def _log_line(entry: Any) -> str:
    """One log line's markup: its words, then its dice drawn as dice."""
    if isinstance(entry, Mapping):
        text, faces = entry.get("text", ""), entry.get("dice") or ()
    else:
        text, faces = entry, ()
    rolled = f' <span class="dice">{dice(faces)}</span>' if faces else ""
    return f"{esc(text)}{rolled}"


def render_log(view: Mapping[str, Any]) -> str:
    """The game's story, newest last, dice drawn as dice."""
    log = view.get("log") or []
    start = max(0, len(log) - LOG_LINES)
    items = "".join(f"<li>{_log_line(entry)}</li>" for entry in log[start:])
    return f'<ol class="log" start="{start + 1}">{items}</ol>'


def render_recent(view: Mapping[str, Any]) -> str:
    """The latest events beside the decision bar, newest first, and the way to the full log.

    Each line stays one line, cut with an ellipsis (its words in full as its tooltip); on a
    phone only the newest shows, beside the Full log button, so the strip is one line high."""
    log = view.get("log") or []
    latest = list(log[-RECENT_LINES:])[::-1]
    if not latest:
        return '<p class="recent-empty">Nothing has happened yet.</p>'
    items = "".join(
        f"<li{attrs(class_='newest' if i == 0 else None, title=_log_text(entry))}>{_log_line(entry)}</li>"
        for i, entry in enumerate(latest)
    )
    return (
        f'<ol class="recent-lines" aria-label="Latest events, newest first">{items}</ol>'
        f'<button type="button" class="full-log" data-action="full-log" aria-controls="log">'
        f"Full log ({len(log):,})</button>"
    )


def render_parts(screen: Screen, views: ModuleType) -> dict[str, str]:
    """Markup for each container the app updates after a move."""
    hidden = screen.handoff is not None
    board_decision = (
        screen.decision
        if (
            screen.replay is None
            and not screen.busy
            and not hidden
            and screen.decision
            and screen.seats[screen.decision.player].human
        )
        else None
    )
    return {
        "controls": render_controls(screen),
        "decision": render_decision(screen, views),
        "recent": "" if hidden else render_recent(screen.view),
        "board": "" if hidden else views.render_board(screen.view, board_decision),
        "panels": render_seats(screen) + ("" if hidden else views.render_panels(screen.view)),
        "log": "" if hidden else render_log(screen.view),
    }


def render_rules(game: Game) -> str:
    """The rules reference dialog (the game's own trusted HTML)."""
    return (
        f'<dialog id="rules" aria-labelledby="rules-title"><div class="dialog-head">'
        f'<h2 id="rules-title">{esc(game.title)}: rules</h2>'
        '<button type="button" data-action="close-rules">Close</button></div>'
        f'<div class="rules-body">{game.rules_reference or "<p>No rules reference yet.</p>"}</div></dialog>'
    )


def render_play(screen: Screen, views: ModuleType) -> str:
    """The whole play screen (first render; later renders update the parts)."""
    parts = render_parts(screen, views)
    return (
        f'<div class="play" data-game="{esc(screen.game.id)}">'
        f'<header class="controls" id="controls">{parts["controls"]}</header>'
        '<div class="banner" id="banner" role="alert" hidden></div>'
        '<div class="share" id="share" hidden><label for="share-url">Link to this game</label> '
        f'<input id="share-url" type="text" readonly value="{esc(screen.share_url)}"></div>'
        '<div class="table">'
        f'<section class="board" id="board" aria-label="Board">{parts["board"]}</section>'
        '<div class="side">'
        '<section class="decision" id="decision" aria-live="polite" aria-label="Decision">'
        f"{parts['decision']}</section>"
        f'<section class="recent" id="recent" aria-label="Latest events">{parts["recent"]}</section>'
        f'<section class="panels" id="panels" aria-label="Players">{parts["panels"]}</section>'
        f'<section class="log-box" id="log" aria-label="Game log" tabindex="0">{parts["log"]}</section>'
        "</div></div>"
        f"{render_rules(screen.game)}{die_symbols()}</div>"
    )
