"""The core match: playing by key/index, illegal choices, undo barriers, saves."""

import pytest

from engine import IllegalChoice, Match, SaveError, Seat, load_save
from engine.core.codec import decode_parts, encode_parts

from .toy import TOY

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


def test_undo_skips_back_over_computer_moves():
    seats = (Seat("Ana"), Seat("Bot", "random"))
    match = Match(TOY, seats, {}, 7)
    match.play("take:1")  # human
    match.play("take:1")  # computer
    point, _ = match.undo_point()
    assert point == 0
    match.undo()
    assert match.log == []


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
    game_id, seats, variants, seed, log = decode_parts(text)
    assert (game_id, seats, variants, seed, log) == ("toy", HUMANS, {"stones": 5}, 42, [])
