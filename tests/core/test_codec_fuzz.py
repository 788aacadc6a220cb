"""Save decoding under attack: garbage and mutated links end in SaveError only."""

import base64
import zlib

import msgpack
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Match, SaveError, Seat, load_save

from .toy import TOY


def _valid_save() -> str:
    match = Match(TOY, (Seat("Ana"), Seat("Ben")), {"stones": 20}, 99)
    for key in ("take:1", "roll", "take:2", "roll", "take:1"):
        match.play(key)
    match.play("aim", (3,))
    return match.save()


VALID = _valid_save()


def _loads_or_clear_error(text: str) -> None:
    try:
        load_save(text)
    except SaveError as exc:
        assert str(exc)  # a message a player can read
        assert "Traceback" not in str(exc)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=300))
def test_random_text(text):
    _loads_or_clear_error(text)


@settings(max_examples=300)
@given(st.binary(max_size=400))
def test_random_bytes_behind_a_valid_prefix(data):
    _loads_or_clear_error("1." + base64.urlsafe_b64encode(data).decode())


@settings(max_examples=300)
@given(st.binary(max_size=400))
def test_random_deflated_bytes(data):
    packed = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = packed.compress(data) + packed.flush()
    _loads_or_clear_error("1." + base64.urlsafe_b64encode(body).decode())


@settings(max_examples=300)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1) | st.text(max_size=8) | st.floats(),
        lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
        max_leaves=30,
    )
)
def test_random_msgpack_structures(obj):
    packed = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = packed.compress(msgpack.packb(obj)) + packed.flush()
    _loads_or_clear_error("1." + base64.urlsafe_b64encode(body).decode())


@settings(max_examples=500)
@given(
    st.integers(0, len(VALID) - 1),
    st.sampled_from("AZaz09-_.=!#~ "),
    st.sampled_from(["replace", "insert", "delete", "cut"]),
)
def test_mutated_valid_links(pos, char, how):
    if how == "replace":
        text = VALID[:pos] + char + VALID[pos + 1 :]
    elif how == "insert":
        text = VALID[:pos] + char + VALID[pos:]
    elif how == "delete":
        text = VALID[:pos] + VALID[pos + 1 :]
    else:
        text = VALID[:pos]
    _loads_or_clear_error(text)


def test_specific_damage_messages():
    cases = {
        "": "holds no saved game",
        "hello": "not a Delve saved game",
        "9.abc": "different version",
        "1.@@@@": "damaged",
        VALID[: len(VALID) // 2]: "cut short",
    }
    for text, words in cases.items():
        try:
            load_save(text)
        except SaveError as exc:
            assert words in str(exc), (text, str(exc))
        else:
            raise AssertionError(f"{text!r} loaded")


def test_oversized_payloads_are_refused():
    huge = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = huge.compress(b"\x00" * 2_000_000) + huge.flush()
    _loads_or_clear_error("1." + base64.urlsafe_b64encode(body).decode())
    _loads_or_clear_error("1." + "A" * 100_000)


def test_move_values_up_to_53_bits_decode_and_larger_ones_are_damage():
    """A packed throw gesture needs more than 32 bits; a value no browser holds exactly is refused."""
    from engine import Choice
    from engine.core.codec import SAFE_INT, decode_parts, encode_parts

    seats = (Seat("Ana"), Seat("Ben"))
    for value in (2**40, -(2**45), SAFE_INT):
        assert decode_parts(encode_parts("toy", seats, {}, 1, [Choice(3, (value,))]))[4] == [Choice(3, (value,))]
    try:
        decode_parts(encode_parts("toy", seats, {}, 1, [Choice(3, (SAFE_INT + 1,))]))
    except SaveError as exc:
        assert "Move 1" in str(exc) and "damaged" in str(exc)
    else:
        raise AssertionError("a 54-bit move value loaded")
