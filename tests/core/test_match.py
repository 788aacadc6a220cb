"""The core match: playing by key/index, illegal choices, undo barriers, saves."""

from dataclasses import replace

import pytest

from engine import Decision, IllegalChoice, Match, Option, OptionsError, SaveError, Seat, load_save
from engine import Variant as engine_variant
from engine.core.codec import decode_parts, encode_parts
from engine.core.decision import Choice
from engine.core.game import REVISION_KEY
from engine.core.registry import register

from .toy import TOY, ToyState

HUMANS = (Seat("Ana"), Seat("Ben"))


def test_play_by_key_and_index():
    match = Match(TOY, HUMANS, {}, 7)
    match.play("take:2")
    match.play(0)
    assert match.view(None)["stones"] == 7
    assert len(match.log) == 2


def test_illegal_choices_raise_one_clear_error():
    match = Match(TOY, HUMANS, {"stones": 5}, 7)
    for bad in ("take:9", 99, -1, True):
        with pytest.raises(IllegalChoice):
            match.play(bad)
    with pytest.raises(IllegalChoice):
        match.play("aim", (9,))  # out of the parameter's range
    with pytest.raises(IllegalChoice):
        match.play("aim", ())
    assert match.log == []


def test_undo_rewinds_the_last_human_choice():
    match = Match(TOY, HUMANS, {}, 7)
    match.play("take:1")
    match.play("take:3")
    point, why = match.undo_point()
    assert point == 1 and why == ""
    match.undo()
    assert match.view(None)["stones"] == 9
    assert len(match.log) == 1


def test_no_undo_across_a_die_roll():
    match = Match(TOY, HUMANS, {}, 7)
    match.play("take:1")
    match.play("roll")
    point, why = match.undo_point()
    assert point is None and "dice" in why
    with pytest.raises(IllegalChoice):
        match.undo()


def test_undo_never_crosses_another_seats_choice():
    """A computer's (or another person's) choice may have been secret, and replaying it
    would show what that seat does: undo stops there (architecture: no undo across a reveal)."""
    seats = (Seat("Ana"), Seat("Bot", "random"))
    match = Match(TOY, seats, {}, 7)
    match.play("take:1")  # human
    match.play("take:1")  # computer
    point, why = match.undo_point()
    assert point is None and "Bot has played" in why
    with pytest.raises(IllegalChoice):
        match.undo()


def test_undo_steps_over_another_seats_forced_choice():
    """A choice with one option told nobody anything: it does not block undo."""
    seats = (Seat("Ana"), Seat("Bot", "random"))
    match = Match(TOY, seats, {"stones": 5}, 7)
    match.play("take:1")  # human
    match.play("take:1")  # computer
    assert match.undo_point()[0] is None  # the computer chose freely
    match.forced[1] = True  # as if the computer's decision had had a single option
    assert match.undo_point() == (0, "")
    match.undo()
    assert match.log == [] and match.view(None)["stones"] == 5


def test_no_undo_once_the_game_has_ended():
    match = Match(TOY, HUMANS, {"stones": 5}, 7)
    match.play("take:2")
    match.play("take:3")  # takes the last stone: game over, no reveal since
    assert match.over
    point, why = match.undo_point()
    assert point is None and "over" in why
    with pytest.raises(IllegalChoice):
        match.undo()


def test_undo_from_a_checkpoint_equals_a_replay(monkeypatch):
    """Undo restarts from a state copy, not from move 1: the result is the replayed state."""
    import engine.core.match as core_match

    monkeypatch.setattr(core_match, "CHECKPOINT_EVERY", 3)
    match = Match(TOY, HUMANS, {"stones": 20}, 11)
    for _ in range(7):
        match.play("aim", (2,))
    assert [n for n, _ in match.checkpoints] == [0, 3, 6]
    match.undo()
    replayed = Match.replay("toy", HUMANS, {"stones": 20}, 11, match.log)
    assert len(match.log) == 6 and match.state_hash() == replayed.state_hash()
    match.undo()
    match.undo()
    assert (
        len(match.log) == 4
        and match.state_hash() == Match.replay("toy", HUMANS, {"stones": 20}, 11, match.log).state_hash()
    )
    match.play("take:1")
    assert match.undo_point() == (4, "")


def test_replay_in_slices_reports_progress_and_names_a_bad_move():
    from engine.core.codec import start_replay

    log = [Choice(3)] * 9 + [Choice(0)]
    replay = start_replay(encode_parts("toy", HUMANS, {"stones": 5}, 1, log))
    assert (replay.done, replay.total) == (0, 10)
    assert replay.run(4) is False and replay.done == 4
    assert replay.run(100) is True and replay.done == 10
    bad = start_replay(encode_parts("toy", HUMANS, {"stones": 5}, 1, [Choice(0), Choice(0), Choice(9)]))
    with pytest.raises(SaveError, match="Move 3"):
        bad.run(1)
        bad.run(5)


def test_a_save_longer_than_any_game_is_refused_before_replaying():
    from engine.core.match import MAX_MOVES

    with pytest.raises(SaveError, match="more moves"):
        load_save(encode_parts("toy", HUMANS, {"stones": 5}, 1, [Choice(3)] * (MAX_MOVES + 1)))


def test_save_round_trip_keeps_params_and_state():
    match = Match(TOY, HUMANS, {"stones": 20}, 123456789)
    for key in ("take:1", "roll", "roll", "take:2"):
        match.play(key)
    match.play("aim", (4,))
    text = match.save()
    assert text.startswith("1.")
    again = load_save(text)
    assert again.state_hash() == match.state_hash()
    assert again.log == match.log


def test_a_replayed_illegal_move_names_the_move():
    from engine import Choice

    text = encode_parts("toy", HUMANS, {"stones": 5}, 1, [Choice(0), Choice(0), Choice(7)])
    with pytest.raises(SaveError, match="Move 3"):
        load_save(text)


def test_unknown_game_and_bad_options_are_save_errors():
    with pytest.raises(SaveError, match="Unknown game"):
        load_save(encode_parts("chess", HUMANS, {}, 1, []))
    with pytest.raises(SaveError):
        load_save(encode_parts("toy", HUMANS, {"stones": 7}, 1, []))
    with pytest.raises(SaveError):
        load_save(encode_parts("toy", HUMANS, {"colour": "red"}, 1, []))
    with pytest.raises(SaveError):
        load_save(encode_parts("toy", tuple(Seat(f"P{i}") for i in range(5)), {}, 1, []))


def test_decode_parts_checks_fields():
    text = encode_parts("toy", HUMANS, {"stones": 5}, 42, [])
    game_id, seats, variants, seed, log, revision = decode_parts(text)
    assert revision == 1
    assert (game_id, seats, variants, seed, log) == ("toy", HUMANS, {"stones": 5}, 42, [])


class RevisedToy(ToyState):
    """Revision 2 of the toy asks a new question first: option 0 now means something else."""

    def decision(self):
        got = super().decision()
        if got is None or self.options.get(REVISION_KEY, 1) < 2 or getattr(self, "plain", False):
            return got
        return Decision(got.player, got.prompt, (Option("pass", "Pass"), *got.options))

    def apply(self, index, params):
        if self.options.get(REVISION_KEY, 1) >= 2:
            if index == 0:
                self.turn = (self.turn + 1) % self.players
                return
            index -= 1
        self.plain = True
        super().apply(index, params)
        self.plain = False


def _revised_state(seats, options, chance):
    state = RevisedToy(seats, options, chance)
    state.options = options
    return state


REVISED = register(replace(TOY, id="toy_revised", new_state=_revised_state, revision=2))


def test_old_links_replay_under_the_revision_they_were_played_with():
    old = encode_parts("toy_revised", HUMANS, {}, 3, [Choice(0, ())])  # a save from before revision 2
    match = load_save(old)
    assert match.revision == 1 and match.view(None)["stones"] == 9  # option 0 was "take 1" then
    assert load_save(match.save()).state_hash() == match.state_hash()
    fresh = Match(REVISED, HUMANS, {}, 3)
    fresh.play(0)
    assert fresh.revision == 2 and fresh.view(None)["stones"] == 10  # now option 0 is "pass"
    again = load_save(fresh.save())
    assert again.revision == 2 and again.state_hash() == fresh.state_hash()
    fresh.play("take:1")
    fresh.undo()
    assert fresh.revision == 2 and fresh.log == [Choice(0, ())]


def test_a_tampered_rules_revision_is_a_clear_save_error():
    for bad in (3, 0, "2", -1, 2.0):
        text = encode_parts("toy_revised", HUMANS, {}, 3, [], revision=bad)
        with pytest.raises(SaveError) as info:
            load_save(text)
        assert "revision" in str(info.value) or "newer version" in str(info.value)


def test_at_one_screen_only_the_seat_that_chose_takes_it_back():
    """With hidden information, the next person may hold the device: they cannot undo
    the previous person's choice (it may have been secret); without it, anyone can."""
    match = Match(TOY, HUMANS, {}, 7)
    match.play("take:1")  # Ana; now Ben decides
    assert match.undo_point() == (0, "")  # the toy has no hidden information
    secret = Match(replace(TOY, private_info=True), HUMANS, {}, 7)
    secret.play("take:1")
    point, why = secret.undo_point()
    assert point is None and "Ben is to play now" in why


def test_options_a_player_count_does_not_offer_keep_their_default():
    solo_only = replace(TOY, variants=(*TOY.variants, engine_variant("bonus", "Bonus", 0, (0, 5), players=(1, 1))))
    assert solo_only.normalize_options((Seat("Ana"),), {"bonus": 5})["bonus"] == 5
    assert solo_only.normalize_options(HUMANS, {})["bonus"] == 0
    assert solo_only.normalize_options(HUMANS, {"bonus": 0})["bonus"] == 0
    with pytest.raises(OptionsError, match="Bonus is only played with 1 player"):
        solo_only.normalize_options(HUMANS, {"bonus": 5})
    # a saved link made by an older form loads, and the option means nothing there
    assert solo_only.normalize_options(HUMANS, {"bonus": 5}, lenient=True)["bonus"] == 0


def test_a_saved_link_with_an_option_its_player_count_does_not_offer_still_loads():
    link = encode_parts("dungeon", HUMANS, {"hunt_level": 4}, 3, [])
    assert load_save(link).variants["hunt_level"] == 1
    with pytest.raises(OptionsError):
        Match("dungeon", HUMANS, {"hunt_level": 4}, 3)


# -- the replay of a finished game (Match.position, Match.view_revealed) ---------
def _finished(game: str, players: int, seed: int) -> Match:
    from engine import Chance, bot_choose

    match = Match(game, tuple(Seat(f"P{i + 1}", "random") for i in range(players)), {}, seed)
    dice = Chance(seed + 1)
    while match.decision is not None:
        match.play(bot_choose("random", match.game, match.state, match.decision, dice))
    return match


def test_a_running_game_refuses_the_revealed_view_and_positions():
    match = Match(TOY, HUMANS, {}, 7)
    match.play("take:2")
    with pytest.raises(IllegalChoice, match="once it is over"):
        match.view_revealed()
    with pytest.raises(IllegalChoice, match="once it is over"):
        match.position(0)


def test_positions_of_a_finished_game_match_a_replay_of_its_first_moves():
    match = Match(TOY, HUMANS, {"stones": 10}, 3)
    while match.decision is not None:
        match.play(0)
    total = len(match.log)
    end = match.position(total)
    assert end.decision is None and end.chosen is None and end.result == match.result()
    assert end.state_hash == match.state_hash()
    for moves in (total - 1, 0, 2, total - 1, 1):  # any order: back, start, forward
        again = Match(TOY, HUMANS, {"stones": 10}, 3)
        for choice in match.log[:moves]:
            again.play(choice)
        position = match.position(moves)
        assert position.state_hash == again.state_hash() and position.moves == moves and position.total == total
        assert position.decision is not None and position.chosen == match.log[moves].index
    for bad in (-1, total + 1, True, "1"):
        with pytest.raises(IllegalChoice):
            match.position(bad)


@pytest.mark.parametrize(("game", "players", "seed"), [("dungeon", 2, 11), ("dungeonquest", 1, 4)])
def test_long_finished_games_step_through_stops(game, players, seed):
    from engine.core.match import REPLAY_STOP_EVERY

    match = _finished(game, players, seed)
    total = len(match.log)
    assert total > REPLAY_STOP_EVERY
    hashes = {match.position(n).state_hash for n in (total, total - 1, total - 2, 0, 1)}
    assert len(hashes) >= 3  # steps change the position
    again = Match(game, match.seats, {}, seed)
    for choice in match.log[: total - 1]:
        again.play(choice)
    assert match.position(total - 1).state_hash == again.state_hash()
    assert match.view_revealed() == match.position(total).view
    assert any(n > 0 for n in match.__dict__["_replay_stops"])  # stops kept as steps go by


def test_stepping_back_from_the_end_starts_from_undos_copies():
    match = Match(TOY, HUMANS, {"stones": 20}, 3)
    while match.decision is not None:
        match.play(0)
    assert match.checkpoints
    match.position(len(match.log) - 1)
    assert set(dict(match.checkpoints)) <= set(match.__dict__["_replay_stops"])


def test_the_revealed_view_of_one_deck_dungeon_shows_closed_doors_and_next_cards():
    match = _finished("one_deck_dungeon", 1, 5)
    seen = [match.position(n).view for n in range(0, len(match.log), 7)]
    assert any(v["next_cards"] for v in seen)
    assert all(d["card"] is not None for v in seen for d in v["doors"])


def test_the_revealed_view_of_dungeon_shows_every_hand():
    match = _finished("dungeon", 2, 11)
    view = match.view_revealed()
    assert view["viewer"] is None
    assert all(p["hand"] is not None for p in view["players"] if "hand" in p)
    assert match.view(None)["players"][0].get("hand") is None


def test_the_revealed_view_of_dungeonquest_names_the_decks_next_cards():
    match = _finished("dungeonquest", 1, 4)
    positions = [match.position(n).view for n in range(0, len(match.log), 5)]
    assert any(v["next_cards"] for v in positions)
    combats = [v["combat"] for v in positions if v["combat"]]
    assert all(c["monster"]["health"] is not None for c in combats)
