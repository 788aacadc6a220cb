"""Words for players: no rule ids, no developer's figures, plurals and verbs that agree, no question
whose only real answer is "nothing" (issue 11).  Long random games are read whole."""

from __future__ import annotations

import re

import engine.games.one_deck_dungeon  # noqa: F401  (registers the game)
from engine import Chance, Match, Seat, bot_choose
from engine.games.one_deck_dungeon import GAME, rules
from web.views import one_deck_dungeon as odd

from .helpers import card, fight, make, play, put_door

RULE_ID = re.compile(r"\b[RASD]-(?:DNG|DQ|ODD|DF|OOTS)-\d+")
ONE_OF_MANY = re.compile(r"(?<![\d.,])\b1 (?!\w*(?:ss|us|is|ics)\b)[a-z]+s\b")
NOTHING = re.compile(r"\b(?:roll|spend|use|discard|store|pay|take|lose) 0\b", re.I)
FIGURE = re.compile(r"expected cost|\bcost -?\d|placements? \(")
OVER = re.compile(r"\b(\d+)/(\d+)\b")


def text(markup: str) -> str:
    body = re.sub(r"<style>.*?</style>", " ", markup, flags=re.S)
    tips = " ".join(re.findall(r'(?:title|aria-label)="([^"]*)"', body))
    return re.sub(r"<[^>]+>", " ", body) + " " + tips


def faults(words: str) -> list[str]:
    out = [m.group(0) for p in (RULE_ID, ONE_OF_MANY, NOTHING, FIGURE) for m in p.finditer(words)]
    out += [m.group(0) for m in OVER.finditer(words) if int(m.group(1)) > int(m.group(2)) > 0]
    return out


def test_words_in_long_games_of_one_and_two_players():
    found: dict[str, str] = {}
    for v in GAME.variants:
        for words in (v.label, v.help, *(v.label_for(c) for c in v.choices)):
            for f in faults(words):
                found.setdefault(f, words)
    for seed in range(8):
        players = 1 + seed % 2
        seats = tuple(Seat(("Ana", "Charles")[i], None if i == 0 else "greedy") for i in range(players))
        m = Match("one_deck_dungeon", seats, {"dungeon": ("dragon", "yeti", "lich", "hydra")[seed % 4]}, seed)
        dice = Chance(seed)
        moves = 0
        while m.decision is not None:
            d = m.decision
            words = " | ".join((d.prompt, *(o.label for o in d.options), *d.notes))
            if moves % 9 == 0:
                view = m.view(d.player)
                words += text(odd.render_board(view, d)) + text(odd.render_panels(view))
            for f in faults(words):
                found.setdefault(f, words[:200])
            m.play(bot_choose("random" if seed % 3 else "greedy", m.game, m.state, d, dice))
            moves += 1
        view = m.view(0)
        for line in view["log"]:
            for f in faults(line):
                found.setdefault(f, line)
        for f in faults(text(odd.render_panels(view)) + text(odd.render_board(view, None))):
            found.setdefault(f, "the end screen")
    assert not found, found


def test_R_ODD_125_stored_dice_are_never_offered_as_roll_0():
    st = make(heroes=("Warrior",), deck=20)
    st.heroes[0].stored = 1
    fight(st, card("Goblin"))
    labels = [o.label for o in st.decision().options]
    assert labels == ["FRENZY: roll 1 stored heroic die", "FRENZY: keep the dice stored"]


def test_R_ODD_018_explore_and_its_log_count_in_words():
    st = make(deck=20)
    for cid in st.deck[-3:]:
        put_door(st, cid, False)
    labels = [o.label for o in st.decision().options]
    assert "Explore (add 1 door)" in labels
    st.deck = st.deck[-1:]
    play(st, "explore")
    assert st.log[-2] == "The heroes explore: 1 new door (0 cards left)."


def test_R_ODD_003_damage_past_health_reads_as_fallen():
    st = make(deck=20)
    hero = st.heroes[0]
    rules.deal(st, hero.health() + 3, "a test")
    assert f"({hero.health()}/{hero.health()}, fallen)" in st.log[-2] or any("fallen)" in x for x in st.log)
    html = odd.render_panels(st.view(0))
    assert f"Damage {hero.health()}/{hero.health()} (fallen)" in html


def test_one_hero_enters_two_heroes_enter():
    one = Match("one_deck_dungeon", (Seat("Charles", None),), {}, 1)
    assert " (Warrior) enters " in one.state.log[0]
    two = Match("one_deck_dungeon", (Seat("Ana", None), Seat("Ben", "greedy")), {}, 1)
    assert ") enter " in two.state.log[0]
