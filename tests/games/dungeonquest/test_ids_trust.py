"""Issue 11 ("Trust"): rules found wrong, place names, cards shown with their decisions, words for players."""

from __future__ import annotations

from engine.core.game import REVISION_KEY, Seat
from engine.core.match import Match
from engine.games.dungeonquest import GAME
from engine.games.dungeonquest.rules import run
from web.views import dungeonquest as dq

from .helpers import choose, log_has, make, take, tile


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
