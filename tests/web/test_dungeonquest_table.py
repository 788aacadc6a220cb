"""DungeonQuest's table beside the board (web/views/dungeonquest/table.py, combat.py), rendered in CPython.

The fight lies beside the board: the monster's card with its family's emblem, this round's cards face
down once chosen (a side's secret pick is never named for anyone else), the last round face up with the
wounds each card dealt, and the words; the card a decision hangs on, else the last card drawn.  The
combat cards a side may play are the decision's own options, drawn once (`option_face`).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from engine.core.decision import Option
from web.views import dungeonquest as dq

from . import dq_fixtures as fx

SVG = "{http://www.w3.org/2000/svg}"
HOSTILE = fx.HOSTILE


def parse(markup: str) -> ET.Element:
    """The table is inlined into the page: it must be well-formed markup too."""
    return ET.fromstring(markup)


def test_the_card_a_decision_hangs_on_lies_on_the_table_beside_the_board() -> None:
    view = fx.base_view()
    view["decision_card"] = {"deck": "trap", "name": HOSTILE, "text": "Test agility; on a failure suffer 2 wounds."}
    table = dq.render_board(view, None)
    assert "Card in play: Trap deck" in table and HOSTILE not in table
    assert table.index("</svg>") < table.index("Card in play")  # beside the board, in the same stage
    assert "Last card" not in table  # one card: the one that matters now
    assert "Card in play" not in dq.render_panels(view)
    view["decision_card"] = None
    assert "Last card: Dungeon deck" in dq.render_table(view) and "Card in play" not in dq.render_table(view)
    view["last_card"] = None
    assert dq.render_table(view) == "" and 'class="dq-stage"' in dq.render_board(view, None)
    # In a fight the card in play lies beside the combat; the last card gives way to it.
    view = fx.combat_view()
    assert "Last card" not in dq.render_table(view)
    view["decision_card"] = {"deck": "rune", "name": "Rune of Warding", "text": "x"}
    table = dq.render_table(view)
    assert table.index("dq-combat") < table.index("Card in play: Rune deck")


def test_combat_panel_explains_the_last_round_in_words() -> None:
    combat = dq.render_table(fx.combat_view())
    assert "Combat, round 2" in combat and "Cave Troll" in combat and "played by Bo" in combat
    assert "4 of 6 left (2 wounds)" in combat
    assert "Ann (Warden Iselde): chosen" in combat and "Cave Troll: choosing" in combat
    assert "played <b>Melee</b>" in combat and "played <b>Magic</b>" in combat
    assert "took 0 wounds" in combat and "took 2 wounds" in combat and "Melee beats magic." in combat


def test_hidden_combat_choice_never_appears() -> None:
    view = fx.combat_view()
    view["combat"]["last"] = None
    view["combat"]["chosen"] = {"hero": True, "monster": True}
    combat = dq.render_table(view)
    for card in ("Melee", "Ranged", "Magic", "melee", "ranged", "magic"):
        assert card not in combat
    assert combat.count("Combat card, face down") == 2  # both chosen: two cards face down, nothing named
    assert "dq-combat" not in dq.render_panels(view)  # the fight is on the table, not in the panels
    # Keys the contract does not have (a leaked choice) are never drawn either.
    view["combat"]["hero_card"] = "ranged"
    view["combat"]["choice"] = "ranged"
    assert "anged" not in dq.render_panels(view) + dq.render_board(view, None)


def test_combat_panel_hides_the_monster_health_and_shows_only_my_own_pick() -> None:
    view = fx.combat_view()
    view["combat"]["monster"]["health"] = None  # engine: only the monster player knows it (A-DQ-20)
    view["combat"]["last"] = {
        "hero_card": None,
        "monster_card": None,
        "hero_wounds": 1,
        "monster_wounds": 2,
        "text": "Round 1: combat die 4.",
    }
    view["combat"]["my_pick"] = "ranged"
    view["combat"]["chosen"] = {"hero": True, "monster": False}
    combat = dq.render_table(view)
    assert "2 wounds dealt; its health is hidden" in combat and "<meter" not in combat
    assert "Your card: <b>Ranged</b> (the others cannot see it)" in combat
    assert "played <b>" not in combat and "took 1 wound;" in combat and "Round 1: combat die 4." in combat


# ---------------------------------------------------------------- combat and cards on the table
def _combat_section(view: dict[str, Any]) -> str:
    table = dq.render_table(view)
    return table[table.index("dq-combat") :].split("</section>")[0]


def test_combat_cards_are_the_choice_drawn_once() -> None:
    """The decision's card options are drawn as their cards (for the decision bar's buttons); the table
    shows each side's card for this round but never a second set of buttons."""
    faces = {key: dq.option_face(Option(f"card:{key}", key.title(), group="Combat")) for key in dq.CARD_NAMES}
    for key, face in faces.items():
        assert face is not None and 'class="card card-sm' in face and f">{dq.CARD_NAMES[key]}<" in face
        assert "data-choice" not in face and "aria-label" not in face  # the bar's button is named by what it shows
        ET.fromstring(face)
    assert faces["melee"] != faces["ranged"] != faces["magic"]
    for other in (Option("fight", "Fight another round"), Option("card:joker", "Joker"), Option("move:1,1", "Go")):
        assert dq.option_face(other) is None
    view = fx.combat_view()
    for hero, monster in ((False, False), (True, False), (True, True)):
        view["combat"]["chosen"] = {"hero": hero, "monster": monster}
        assert "data-choice" not in dq.render_table(view) and "<button" not in dq.render_table(view)
    # Solo Play: the dungeon's die plays the monster, so there are no combat cards on the table at all.
    view["combat"]["monster_player"] = None
    view["combat"]["last"] = None
    assert "dq-duel" not in dq.render_table(view) and "Combat card" not in dq.render_table(view)


def test_this_rounds_cards_lie_face_down_once_chosen() -> None:
    view = fx.combat_view()
    view["combat"]["chosen"] = {"hero": False, "monster": False}
    duel = _combat_section(view).split('class="dq-duel"')[1].split('class="dq-played"')[0]
    assert duel.count("No card yet") == 2 and "face down" not in duel
    view["combat"]["chosen"] = {"hero": True, "monster": False}
    duel = _combat_section(view).split('class="dq-duel"')[1].split('class="dq-played"')[0]
    assert duel.count("Combat card, face down") == 1 and duel.count("No card yet") == 1
    assert duel.index("Ann (Warden Iselde): chosen") < duel.index("face down") < duel.index("Cave Troll: choosing")
    view["combat"]["my_pick"] = "magic"  # the chooser's own view: his card face up, for him alone
    duel = _combat_section(view).split('class="dq-duel"')[1].split('class="dq-played"')[0]
    assert ">Magic<" in duel and "your card" in duel and "face down" not in duel


def test_played_cards_lie_side_by_side_with_the_wounds_they_dealt() -> None:
    view = fx.combat_view()
    section = _combat_section(view)
    played = section[section.index("dq-played") :]
    assert played.index(">Melee<") < played.index(">Magic<")  # the hero's card, then the monster's
    assert re.search(r"Wounds dealt</dt><dd>2</dd>.*Wounds dealt</dt><dd>0</dd>", played)
    assert "card-turning" not in played  # the log has moved on since that round
    view["log"] = [*view.get("log", []), "Melee beats magic."]
    assert "card-turning" in _combat_section(view)  # right after the reveal the two cards turn up
    # The monster as a card: its life left and wounds; hidden life stays hidden.
    assert "Life left</dt><dd>4</dd>" in section and "Wounds</dt><dd>2</dd>" in section
    view["combat"]["monster"]["health"] = None
    assert "Life left</dt><dd>?</dd>" in _combat_section(view)


def test_drawn_card_is_a_kit_card() -> None:
    view = fx.base_view()
    view["decision_card"] = {"deck": "trap", "name": "Pit", "text": "Test agility; on a failure suffer 2 wounds."}
    table = dq.render_table(view)
    card = table[table.index("Card in play") :].split("</section>")[0]
    assert 'class="card card-md card-peril' in card and ">Pit<" in card and "Trap card" in card
    assert "Test agility; on a failure suffer 2 wounds." in card and "emblem" in card


def test_monster_card_art_is_its_familys_emblem() -> None:
    view = fx.combat_view()
    view["combat"]["monster"]["family"] = "undead"
    monster = _combat_section(view).split('class="dq-duel"')[0]
    assert "em-undead" in monster and "em-none" not in monster
    view["combat"]["monster"]["family"] = None  # a family the view does not know: the neutral emblem, no crash
    assert "em-none" in _combat_section(view).split('class="dq-duel"')[0]
    # Solo Play: a monster still hidden in the shadows is a face-down card, neither named nor pictured.
    view["combat"]["monster"] = {"name": "Unseen monster", "health": None, "wounds": 0, "text": ""}
    view["combat"]["monster_player"] = None
    monster = _combat_section(view).split("</h3>")[1]
    assert "Monster, face down" in monster and "emblem" not in monster.split("<p>")[0]


def test_tower_tooltip_names_the_tower_once() -> None:
    root = parse(dq.board_svg(fx.base_view(), None))
    titles = [g.find(f"{SVG}title").text for g in root.iter(f"{SVG}g") if g.get("class") == "dq-tile dq-k-tower"]
    assert titles and all("(Tower)" not in t and "(tower)" not in t for t in titles)
    assert "North-west tower: heroes enter and leave the dungeon here" in titles


def test_the_stage_puts_the_fight_beside_the_board() -> None:
    stage = dq.render_board(fx.combat_view(), None)
    assert stage.startswith('<div class="dq-stage dq-with-table"><svg') and stage.endswith("</div>")
    assert stage.index("</svg>") < stage.index('class="dq-arena dq-now"') < stage.index("dq-combat")
    ET.fromstring(stage.replace("<style>", "<style><![CDATA[").replace("</style>", "]]></style>"))


def test_every_monster_in_the_game_has_its_familys_own_emblem() -> None:
    pytest.importorskip("engine.games.dungeonquest")
    from engine.games.dungeonquest.data import cards as card_data
    from web.views.kit import emblems

    families = set(card_data.MONSTER_FAMILIES.values())
    assert families and families <= emblems.KNOWN  # never the neutral emblem for a monster of ours


def test_a_revealed_round_is_shown_face_up_once() -> None:
    """Both picks in: the engine has revealed them (the last round, face up); no face-down pair repeats them."""
    view = fx.combat_view()
    view["combat"]["chosen"] = {"hero": True, "monster": True}
    section = _combat_section(view)
    assert "dq-duel" not in section and "dq-played" in section and "face down" not in section


def test_every_deck_of_the_game_has_card_art() -> None:
    pytest.importorskip("engine.games.dungeonquest")
    from engine.games.dungeonquest.content import DECKS
    from web.views.dungeonquest import table
    from web.views.kit import emblems

    assert all(table.DECK_ART.get(deck) in emblems.KNOWN for deck in DECKS)


def test_what_the_decision_is_about_comes_first_on_a_phone() -> None:
    """A fight or a card in play is marked to go before the board on a phone; the last card is a reminder."""
    view = fx.base_view()
    assert 'class="dq-arena"' in dq.render_table(view) and "dq-now" not in dq.render_table(view)
    view["decision_card"] = {"deck": "trap", "name": "Pit", "text": "x"}
    assert 'class="dq-arena dq-now"' in dq.render_table(view)
    assert 'class="dq-arena dq-now"' in dq.render_table(fx.combat_view())


# ---------------------------------------------------------------- Solo Play: the combat die as dice
def _solo_fight_match() -> tuple[Any, list[str]]:
    """A Solo Play game (the engine's own words) stopped right after the step that fought a fight."""
    import engine

    for seed in range(2, 40):
        match = engine.Match("dungeonquest", (engine.Seat("Ana"),), {}, seed)
        dice = engine.Chance(seed)
        for _ in range(300):
            if match.decision is None:
                break
            before = len(match.view(0)["log"])
            match.play(engine.bot_choose("greedy", match.game, match.state, match.decision, dice))
            new = [str(line) for line in match.view(0)["log"][before:]]
            if any("combat die" in line for line in new) and match.decision is not None:
                return match, new
    raise AssertionError("no Solo Play fight came up")


def test_R_DQ_191_solo_combat_die_is_drawn_as_a_die_per_round() -> None:
    match, new = _solo_fight_match()
    view = match.view(0)
    rolls = [re.match(r"Round (\d+): combat die (\d)", line) for line in new]
    rolls = [m for m in rolls if m]
    table = dq.render_table(view)
    parse(table)
    section = table[table.index("dq-solo") :].split("</section>")[0]
    faces = re.findall(r'aria-label="die showing (\d)"', section)
    assert faces == [m.group(2) for m in rolls]  # one die per round, its face the engine's roll
    assert section.count("die-rolling") == len(rolls)  # fought by the last step: the dice roll in
    assert all(f"Round {m.group(1)}:" in section for m in rolls)
    assert "Last fight: the " in section and ("you take " in section or "you are unhurt" in section)
    assert not re.search(r"take 0|takes 0", section)
    # Once the player acts the dice lie still; when the sun moves on twice more the fight is off the table.
    later = dict(view)
    later["log"] = [*view["log"], "Round 98: the sun moves to space 9.", "Round 99: the sun moves to space 10."]
    assert "dq-solo" not in dq.render_table(later)
    settled = dict(view)
    settled["log"] = [*view["log"], "Ana enters the Amber Hall."]
    assert "dq-solo" in dq.render_table(settled) and "die-rolling" not in dq.render_table(settled)
    assert "dq-solo" not in dq.render_table({**view, "solo": False})
