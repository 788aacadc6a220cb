"""The OOTS page view (web/views/oots): the dungeon map, the battle, the players' cards.

Pure functions of a seat's view and the pending decision, so they are tested here in
CPython on real game positions reached by the test driver.
"""

from __future__ import annotations

import copy
import re

from engine.core.game import Seat
from engine.core.rng import Chance
from engine.games.oots import make_state
from engine.games.oots.state import OotsState
from web.views import renderer

from .driver import choose

VIEWS = renderer("oots")


def _game(seed: int, players: int = 4) -> OotsState:
    seats = tuple(Seat(n) for n in ("Ana", "Ben", "Cy", "Di", "Emi", "Finn")[:players])
    return make_state(seats, {"length": "short"}, Chance(seed))


def _until(state: OotsState, seed: int, wanted, limit: int = 6000) -> OotsState:
    pick = Chance(seed)
    for _ in range(limit):
        if state.decision() is None or wanted(state):
            return state
        state.apply(choose(state, pick), ())
    raise AssertionError("the moment never came")


def _room_targets(state: OotsState) -> bool:
    d = state.decision()
    return d is not None and sum(1 for o in d.options if (o.target or "").startswith("room:")) >= 2


def test_the_oots_view_is_the_games_own():
    assert VIEWS.__name__ == "web.views.oots"


def test_R_OOTS_040_every_room_move_is_a_target_on_the_map_for_the_decider():
    """Moves and explorations (R-OOTS-040) are clickable rooms; an unexplored space is drawn dashed."""
    state = _until(_game(7), 7, _room_targets)
    d = state.decision()
    board = VIEWS.render_board(state.view(d.player), d)
    for option in d.options:
        if (option.target or "").startswith("room:"):
            assert f'data-choice="{option.key}"' in board, option.key
    if any(o.key.startswith("explore:") for o in d.options):
        assert "oo-unexplored" in board
    assert 'role="button"' in board and 'tabindex="0"' in board


def test_another_seats_screen_has_no_targets():
    state = _until(_game(7), 7, _room_targets)
    d = state.decision()
    other = (d.player + 1) % state.seats
    board = VIEWS.render_board(state.view(other), d)
    assert "data-choice" not in board


def test_R_OOTS_014_your_hand_as_cards_others_only_as_sizes():
    """Hands and Stashes (R-OOTS-014, R-OOTS-015) show for their owner; others read only the sizes."""
    state = _until(_game(5), 5, lambda s: s.turn is not None and s.turn_no > 4)
    seat = 0
    panels = VIEWS.render_panels(state.view(seat))
    me = state.players[seat]
    assert f"Battle Hand ({len(me.hand)})" in panels
    for other in range(1, state.seats):
        p = state.players[other]
        assert f"Battle Hand: {len(p.hand)} card" in panels
        assert f"Loot Stash: {len(p.stash)} card" in panels
    titles = set(re.findall(r'<h3 class="card-title">([^<]*)</h3>', panels))
    for c in me.hand:
        assert state.cs.battle[c].name in titles


def test_tokens_standing_on_their_side_and_fleeing():
    """R-OOTS-238 / R-OOTS-221: a resting token lies on its side, a fleeing one carries an arrow."""
    state = _game(3)
    view = copy.deepcopy(state.view(0))
    view["players"][0]["token"] = "resting"
    view["players"][1]["fleeing"] = True
    board = VIEWS.render_board(view, None)
    assert board.count('class="oo-token oo-resting"') == 1
    assert board.count('class="oo-token oo-fleeing"') == 1
    npcs = len(view["npcs"])  # the characters nobody plays stand beside their floor
    assert board.count('class="oo-token oo-standing"') == state.seats - 2 + npcs
    assert board.count('class="oo-npc"') == npcs
    assert "rotate(90" in board and 'class="oo-flee"' in board
    assert "resting" in board and "fleeing" in board  # named for screen readers


def test_R_OOTS_079_the_battle_stack_is_fanned_with_itemised_values_and_chances():
    """The stack (R-OOTS-079) as cards, both sides' modifiers itemised, each choice with its chance."""
    state = _until(_game(7), 7, lambda s: s.battle is not None and s.battle.monster and s.battle.stage == "shtick")
    d = state.decision()
    view = state.view(d.player)
    board = VIEWS.render_board(view, d)
    assert 'class="oots-battle"' in board and 'class="oots-fan"' in board
    assert "printed value" in board and "total" in board
    for key in view["odds"]["choices"]:
        assert f'data-choice="{key}"' in board
    assert re.search(r"(win|draw|loss) (\d+ in 12 \(\d+%\)|always)", board)
    assert board.index("oots-battle") < board.index("oots-board"), "the battle comes first while it is on"


def test_R_OOTS_137_the_d12_roll_lies_on_the_table_with_the_outcome():
    """After the roll (R-OOTS-137) the dice are drawn as d12s with the outcome, for everyone."""
    state = _until(_game(7), 7, lambda s: s.last_battle is not None and bool(s.last_battle.dice))
    b = state.last_battle
    board = VIEWS.render_board(state.view(None), None)
    assert board.count('class="die d12') >= len(b.dice)
    assert {"win": "Win", "draw": "Draw", "loss": "Loss"}[b.outcome] in board
    assert f"{b.player_total} against" in board


def test_option_fold_folds_many_room_moves_only():
    state = _until(_game(7), 7, _room_targets)
    d = state.decision()
    fold = VIEWS.option_fold(d)
    rooms = [i for i, o in enumerate(d.options) if o.key.startswith(("move:", "explore:"))]
    if len(rooms) >= 4:
        assert fold is not None and set(fold[1]) == set(rooms)
    else:
        assert fold is None


def test_a_finished_game_shows_the_bragging_points():
    state = _game(2, players=2)
    pick = Chance(2)
    for _ in range(20000):
        if state.decision() is None:
            break
        state.apply(choose(state, pick), ())
    assert state.over
    panels = VIEWS.render_panels(state.view(None))
    assert "Bragging Points" in panels
    for seat in range(state.seats):
        total = state.view(None)["scores"][seat]["total"]
        assert f"<b>{total}</b>" in panels


def test_R_OOTS_077_a_called_player_clicks_the_monster_card_to_play():
    """R-OOTS-077 (D5): the Monsters a called player may play are their hand's cards, clickable on the table."""
    state = _until(_game(7), 7, lambda s: s.turn is not None and s.turn.stage == "fill" and not s.asks)
    d = state.decision()
    board = VIEWS.render_board(state.view(d.player), d)
    for option in d.options:
        assert f'data-choice="{option.key}"' in board
    assert 'class="oots-pick"' in board
    assert "oo-fight" in board, "the room being filled is marked on the map"
    other = (d.player + 1) % state.seats
    assert 'class="oots-pick"' not in VIEWS.render_board(state.view(other), d)


def test_R_OOTS_260_only_the_trader_sees_the_three_shticks_to_keep():
    """R-OOTS-260: the top 3 of a Shtick Deck are the trading owner's to see, as cards to click."""
    state = _until(_game(7), 7, lambda s: bool(s.asks) and s.asks[0].kind == "keep_shtick", limit=20000)
    d = state.decision()
    seen = state.players[d.player].shtick_deck[:3]
    mine = state.view(d.player)
    assert set(seen) <= set(mine["cards"])
    board = VIEWS.render_board(mine, d)
    assert all(f'data-choice="keep:{c}"' in board for c in seen)
    for other in range(state.seats):
        if other != d.player:
            assert not set(seen) & set(state.view(other)["cards"])
