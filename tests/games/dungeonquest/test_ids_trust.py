"""Issue 11 ("Trust"): rules found wrong, place names, cards shown with their decisions, words for players."""

from __future__ import annotations

import html
import re

from engine.core.game import REVISION_KEY, Seat
from engine.core.match import Match
from engine.games.dungeonquest import GAME
from engine.games.dungeonquest.rules import run
from web.views import dungeonquest as dq

from .helpers import card, choose, keys, log_has, make, take, tile, top, turn


def both_lethal_round(**options):
    """A-DQ-15 set-up: a melee mirror (2, 2) kills both the hero (10/12) and the Cave Rat Swarm (life 2)."""
    s = make(at={0: (3, 3), 1: (6, 6)}, tiles={(3, 3): tile(), (6, 6): tile()}, options=options)
    s.heroes[0].wounds = 10
    s.decks["monster"].append(take(s, "Cave Rat Swarm"))
    s.tasks.append(("monster",))
    run(s)
    choose(s, "card:melee")
    choose(s, "card:melee")
    return s


def test_A_DQ_15_both_lethal_is_a_game_option_defaulting_to_the_ruling():
    variant = next(v for v in GAME.variants if v.key == "both_lethal")
    assert variant.default == "hero_first" and variant.choices == ("hero_first", "both_die")
    assert all(variant.label_for(c) and "_" not in variant.label_for(c) for c in variant.choices)
    assert "_" not in variant.label and variant.help
    match = Match("dungeonquest", (Seat("A"), Seat("B")), {"both_lethal": "both_die"}, 7)
    assert match.variants["both_lethal"] == "both_die"
    assert Match("dungeonquest", (Seat("A"), Seat("B")), {}, 7).variants["both_lethal"] == "hero_first"


def test_A_DQ_15_hero_first_keeps_the_monster_token():
    s = both_lethal_round()
    assert s.heroes[0].status == "dead" and s.spaces[(3, 3)].monster


def test_A_DQ_15_both_die_removes_the_monster_token_too():
    s = both_lethal_round(both_lethal="both_die")
    assert s.heroes[0].status == "dead" and s.combat is None
    assert not s.spaces[(3, 3)].monster
    assert s.discards["monster"][-1].name == "Cave Rat Swarm"
    assert log_has(s, "The Cave Rat Swarm (life 2) dies too")


def test_R_DQ_129_a_dead_heros_wound_and_determination_tokens_return_to_the_supply():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()})
    h = s.heroes[0]
    h.det = 2
    s.tasks.extend([("die",), ("wounds", 5)])
    run(s)
    assert h.status == "dead" and h.wounds == 0 and h.det == 0
    sheet = s.view(None)["heroes"][0]
    assert sheet["wounds"] == 0 and sheet["determination"] == 0
    html = dq.render_panels(s.view(None) | {"heroes": [sheet]})
    assert "5 wounds" not in html and "wound" not in html.split('data-seat="0"')[1].split("</section>")[0]


def test_R_DQ_129_revision_1_states_keep_the_tokens_but_the_sheet_does_not_show_them():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, options={REVISION_KEY: 1})
    s.tasks.extend([("die",), ("wounds", 5)])
    run(s)
    h = s.heroes[0]
    assert h.status == "dead" and h.wounds == 5  # old saves replay to the same state
    assert s.view(None)["heroes"][0]["wounds"] == 0


def test_R_DQ_078_wounds_are_never_shown_above_health():
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, options={"death_can_wait": False})
    s.heroes[0].wounds = 10
    s.tasks.append(("wounds", 6))
    run(s)
    assert s.heroes[0].status == "dead"
    assert log_has(s, "suffers 6 wounds (12/12)") and not log_has(s, "16/12")
    exited = make(at={0: (3, 3)}, tiles={(3, 3): tile()})
    exited.heroes[0].wounds = 15  # hand-made: more tokens than health
    assert exited.view(None)["heroes"][0]["wounds"] == 12


def panels_for(s, seat=0):
    """What the game draws on that seat's screen: the board with the table beside it, then the panels."""
    view = s.view(seat) | {"viewer": seat}
    return dq.render_board(view, None) + dq.render_panels(view)


def test_R_DQ_060_a_card_test_names_its_card_and_shows_it_with_the_determination_choice():
    """R-DQ-060 (spend determination after the roll): the trap card behind the test is on screen."""
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()}, dice=[6, 6])
    s.heroes[0].det = 2
    top(s, "trap", card("Dart Volley"))
    s.tasks.append(("draw", "trap"))
    run(s)
    decision = s.decision()
    assert s.pending[0] == "det" and "against the Dart Volley" in decision.prompt
    assert s.view(0)["decision_card"] == {"deck": "trap", "name": "Dart Volley", "text": card("Dart Volley").text}
    html = panels_for(s)
    assert "Card in play: Trap deck" in html and html.index("Dart Volley") < html.index("Sun track")
    choose(s, "det:0")
    assert s.view(0)["decision_card"] is None and "Card in play" not in panels_for(s)


def test_R_DQ_060_a_rule_test_shows_no_stale_card():
    """A portcullis test hangs on no card: the last card drawn is not offered as the card in play."""
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile(bars={"E": "portcullis"}), (4, 3): tile()}, dice=[6, 6])
    s.heroes[0].det = 1
    s.last_card = {"deck": "trap", "name": "Dart Volley", "text": "old"}
    s.tasks.append(("go", (3, 3), "E", False))
    run(s)
    assert s.pending[0] == "det" and "to lift the portcullis" in s.decision().prompt
    assert s.view(0)["decision_card"] is None


def test_R_DQ_110_the_catacomb_exit_card_is_shown_with_the_way_up_choice():
    s = make(at={0: None})
    h = s.heroes[0]
    h.in_cat, h.marker = True, (3, 3, "E")
    top(s, "catacomb", card("Stairway Up"))
    turn(s)
    assert s.pending[0] == "cat_exit" and "Stairway Up" in s.decision().prompt
    assert s.view(0)["decision_card"]["name"] == "Stairway Up"
    assert "Leave the catacombs (leg 1: 1 space)" in [o.label for o in s.decision().options]
    assert "Card in play: Catacomb deck" in panels_for(s)


def test_R_DQ_111_a_kept_winding_stair_is_shown_when_it_is_offered_again():
    s = make(at={0: None})
    h = s.heroes[0]
    h.in_cat, h.marker = True, (3, 3, "E")
    h.row = [take(s, "Winding Stair")]
    h.exit_open = True
    turn(s)
    assert s.pending[0] == "catacombs" and "leave" in keys(s)
    assert s.view(0)["decision_card"]["name"] == "Winding Stair"


def test_R_DQ_088_the_monster_is_on_screen_with_both_combat_choices():
    s = make(at={0: (3, 3), 1: (6, 6)}, tiles={(3, 3): tile(), (6, 6): tile()})
    s.decks["monster"].append(take(s, "The Deep Warden"))
    s.tasks.append(("monster",))
    run(s)
    assert s.decision().prompt.startswith("Combat round 1 against The Deep Warden")
    assert "The Deep Warden" in panels_for(s, 0)
    choose(s, "card:magic")
    assert "you play The Deep Warden" in s.decision().prompt
    monster_side = panels_for(s, 1)
    assert "The Deep Warden" in monster_side and "Escape penalty" in monster_side
    assert log_has(s, "B announces The Deep Warden.") and not log_has(s, "the The")


def test_A_DQ_05_towers_are_offered_by_name_not_coordinates():
    match = Match("dungeonquest", (Seat("Ann"), Seat("Bob")), {}, 3)
    labels = [o.label for o in match.decision.options]
    assert sorted(labels) == sorted(
        f"Start in the {c} tower" for c in ("north-west", "north-east", "south-west", "south-east")
    )
    match.play(0)
    assert not any(re.search(r"\d+,\d+", line) for line in match.state.log)


def test_R_DQ_180_tower_jump_and_move_labels_name_places():
    s = make(at={0: (0, 0)}, tiles={(1, 0): tile("dungeon_room", "W")})
    s.tasks.append(("tower",))
    run(s)
    labels = [o.label for o in s.decision().options]
    assert "Go to the south-east tower" in labels and "Go to the north-east tower" in labels
    assert any(label.startswith("Move east to the Test dungeon_room") for label in labels)
    assert not any(re.search(r"\d+,\d+", label) for label in labels)


def test_R_DQ_129_dead_end_respawn_towers_are_named():
    s = make(at={0: (3, 3), 1: (6, 6)}, tiles={(3, 3): tile(), (6, 6): tile()}, options={"death_can_wait": True})
    s.tasks.append(("die",))
    run(s)
    labels = [o.label for o in s.decision().options]
    assert "The north-west tower" in labels and not any(re.search(r"\d+,\d+", x) for x in labels)


def test_R_DQ_105_hoard_marker_choices_name_the_halves():
    s = make(at={0: (4, 6)})
    s.tasks.append(("catacombs",))
    run(s)
    labels = [o.label for o in s.decision().options]
    assert "Marker on the west half of the hoard (your space), pointing north" in labels
    assert "Marker on the east half of the hoard (the other space), pointing south" in labels


def test_possessives_and_articles_read_as_english():
    from engine.games.dungeonquest.rules import a, plural, possessive, the

    assert possessive("Chris") == "Chris'" and possessive("Ann") == "Ann's"
    assert the("The Deep Warden") == "The Deep Warden" and the("Bog Troll") == "the Bog Troll"
    assert a("Ogre") == "an Ogre" and a("Bog Troll") == "a Bog Troll" and a("The Deep Warden") == "The Deep Warden"
    assert plural(1, "space") == "1 space" and plural(2, "space") == "2 spaces"
    s = make(at={0: (3, 3)}, tiles={(3, 3): tile()})
    s.names = ("Chris", "B", "C")
    s.tasks.append(("end",))
    run(s)
    assert log_has(s, "Chris' turn ends.")


# ---------------------------------------------------------------- long random games: what players read
RULE_ID = re.compile(r"\b[RAS]-(DNG|DQ|ODD|DF|OOTS)-\d+")
BAD_WORDS = (
    (RULE_ID, "a rule id"),
    (re.compile(r"\b\d+,\d+\b"), "a coordinate"),
    (re.compile(r"s's\b"), "a possessive of a name ending in s"),
    (re.compile(r"\b1 (?!of\b)[a-z]+s\b"), "a plural after 1"),
    (re.compile(r"\b(the|a|an) The\b"), "a doubled article"),
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "an internal name"),
    (re.compile(r"\b(None|True|False)\b"), "a Python value"),
)


def _markup_words(markup: str) -> str:
    markup = re.sub(r"<style>.*?</style>", "", markup, flags=re.S)
    found = re.findall(r">([^<]+)<", markup) + re.findall(r'(?:title|aria-label)="([^"]*)"', markup)
    return html.unescape(" | ".join(found))


def _check_words(where: str, text: str) -> None:
    for pattern, what in BAD_WORDS:
        found = pattern.search(text)
        assert found is None, f"{where} shows {what}: {text[max(0, found.start() - 60) : found.end() + 30]!r}"
    for shown, most in re.findall(r"\((\d+)/(\d+)\)", text):
        assert int(shown) <= int(most), f"{where} shows a value above its maximum: {text!r}"


def test_player_words_in_long_random_games_all_seat_counts_and_options():
    """Prompts, labels, notes, log, result, hints and everything the web view renders: no rule ids,
    coordinates, internal names, broken plurals or possessives, nor values above their maximum."""
    from engine import Chance, bot_choose

    for v in GAME.variants:
        _check_words("a game option", " ".join((v.label, v.help, *v.labels)))
    _check_words("the rules reference", _markup_words(GAME.rules_reference))
    names = ("Chris", "Ann", "James", "Bo")
    games = [
        (1, {}),
        (2, {"death_can_wait": True, "torchlight": True, "both_lethal": "both_die"}),
        (3, {"combat_matrix": "A", "dead_end_strict": False, "torchlight": True}),
        (4, {"death_can_wait": True, "both_lethal": "both_die"}),
        (4, {"torchlight": True, "combat_matrix": "A"}),
    ]
    for n, (players, options) in enumerate(games):
        bot = ("random", "greedy")[n % 2]
        match = Match("dungeonquest", tuple(Seat(names[i], bot) for i in range(players)), options, 11 + n)
        dice = Chance(100 + n)
        for step in range(5000):
            decision = match.decision
            if decision is None:
                break
            _check_words("a prompt", decision.prompt)
            for option in decision.options:
                _check_words("an option label", option.label)
            for note in decision.notes:
                _check_words("a decision note", note)
            if step % 4 == 0:
                view = match.view(decision.player) | {"viewer": decision.player}
                _check_words("the panels", _markup_words(dq.render_panels(view)))
                _check_words("the board", _markup_words(dq.render_board(view, decision)))
                _check_words("a hint", GAME.bot_reason(view, decision, 0))
            match.play(bot_choose(bot, match.game, match.state, decision, dice))
        assert match.over
        for line in match.state.log:
            _check_words("the log", line)
        _check_words("the result", match.result().summary)
        _check_words("the final panels", _markup_words(dq.render_panels(match.view(None))))
