"""Words for players, not for developers, in every registered game.

Long random games of every game (every player count and option) are played
while everything a player reads is collected: the home page with its option
help, every prompt, option label and note, every log line, the rules
reference, the result, and the play screen as rendered (text and tooltips).
None of it may carry rule ids, internal figures or the slips players met.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

import pytest

import engine
from engine import Chance, Match, Seat
from web.views import home, play, renderer

from .playouts import every_option_setup, play_out

GAME_IDS = [g.id for g in engine.all_games()]
NAMES = ("Ana", "Ben", "Cleo", "Dev", "Emi", "Finn")  # no digits: "Player 1 wins" would hide "1 doors"
RENDER_EVERY = 37  # moves between two full renders of the play screen (rendering is the slow part)

# (what is wrong, pattern); every pattern is matched against plain text.
FORBIDDEN = [
    ("a rule id", re.compile(r"\b[RASD]-(?:DNG|DQ|ODD|DF|OOTS)-\d+")),
    ("a developer's figure", re.compile(r"expected cost|\bscore[sd]?\s*[=:]?\s*-?\d+\.\d|\bcost -\d")),
    ("a program's word", re.compile(r"\b(?:True|False|Traceback|Exception|object at 0x)\b")),
    ("an internal key", re.compile(r"\b[a-z]+_[a-z0-9_]+\b")),
    ("'s after a plural s", re.compile(r"\w+s's\b")),
    ("one of a plural", re.compile(r"(?<![\d.,])\b1 (?!\w*(?:ss|us|is|ics)\b)[a-z]+s\b")),
    ("a question about nothing", re.compile(r"\b(?:roll|spend|use|discard|store|pay|take|lose|heals?) 0\b", re.I)),
    ("a stray mark", re.compile(r"(?:^|\s)[!?.,:;](?=\w)")),
    ("a doubled word", re.compile(r"\b(the|a|an|to|of|and)\s+\1\b", re.I)),
]
OVER_MAX = re.compile(r"\b(\d+)\s*/\s*(\d+)\b")


def text_of(markup: str) -> Iterator[str]:
    """The text of markup as a player meets it: visible text, tooltips and labels."""
    for match in re.finditer(r'\b(?:title|aria-label|alt|placeholder)="([^"]*)"', markup):
        yield html.unescape(match.group(1))
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", markup, flags=re.S)
    for chunk in re.split(r"<[^>]*>", body):
        chunk = html.unescape(chunk).strip()
        if chunk:
            yield chunk


def faults(text: str) -> list[str]:
    found = [f"{what}: {m.group(0)!r}" for what, pattern in FORBIDDEN for m in pattern.finditer(text)]
    for m in OVER_MAX.finditer(text):
        if int(m.group(1)) > int(m.group(2)) > 0:
            found.append(f"a value above its maximum: {m.group(0)!r}")
    return found


class Reader:
    """Collects every fault in what players read, with where it was seen."""

    def __init__(self) -> None:
        self.found: dict[str, str] = {}

    def read(self, where: str, *texts: str) -> None:
        for text in texts:
            for fault in faults(text):
                self.found.setdefault(fault, f"{where}: {text[:160]!r}")

    def read_markup(self, where: str, markup: str) -> None:
        self.read(where, *text_of(markup))

    def report(self) -> str:
        return "\n".join(f"{fault}  <- {where}" for fault, where in sorted(self.found.items()))


def read_screen(reader: Reader, match: Match, where: str) -> None:
    decision = match.decision
    viewer = decision.player if decision else None
    screen = play.Screen(
        game=match.game,
        seats=match.seats,
        view=match.view(viewer),
        decision=decision,
        result=match.result(),
        viewer=viewer,
        undo=match.undo_point(),
    )
    for part, markup in play.render_parts(screen, renderer(match.game.id)).items():
        reader.read_markup(f"{where} #{part}", markup)


def test_the_home_page_reads_as_plain_words():
    reader = Reader()
    reader.read_markup("home", home.render_home(engine.all_games()))
    for game in engine.all_games():
        reader.read_markup(f"{game.id} rules", game.rules_reference)
        for variant in game.variants:
            reader.read(f"{game.id} option {variant.key}", variant.label, variant.help)
            reader.read(f"{game.id} option {variant.key}", *(variant.label_for(c) for c in variant.choices))
    assert not reader.found, reader.report()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_what_players_read_in_long_random_games(game_id):
    game = engine.get(game_id)
    reader = Reader()
    dice = Chance(7)
    for n, (players, options) in enumerate(every_option_setup(game, dice)):
        where = f"{game_id} {players}p {options}"
        seats = tuple(Seat(NAMES[i], None if i == 0 else "greedy") for i in range(players))
        seen_prompts: set[tuple[str, ...]] = set()

        def after(match: Match, where: str = where, seen: set = seen_prompts) -> None:
            decision = match.decision
            if decision is not None:
                words = (decision.prompt, *(o.label for o in decision.options), *decision.notes)
                if words not in seen:
                    seen.add(words)
                    reader.read(f"{where} move {len(match.log)}", *words)
            if len(match.log) % RENDER_EVERY == 0 or decision is None:
                read_screen(reader, match, f"{where} move {len(match.log)}")

        match = play_out(game_id, seats, options, 1000 + n, bot="random", after_move=after)
        for viewer in range(players):
            for line in match.view(viewer).get("log", []):
                reader.read(f"{where} log", line if isinstance(line, str) else str(line.get("text", "")))
        result = match.result()
        if result is not None:
            reader.read(f"{where} result", result.summary)
    assert not reader.found, reader.report()
