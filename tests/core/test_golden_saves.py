"""Golden save strings: links made by earlier builds must keep loading.

If one of these fails, a change broke old links (the RNG, the codec, or a
game's rules).  Never regenerate them to make a test pass; add a new format
version and keep decoding the old one instead.
"""

import pytest

from engine import load_save

from . import toy  # noqa: F401  (registers the toy game)

GOLDEN = [
    (
        "1.AT4Awf-VAaN0b3mCpXNlYXRzkpKjQW5hwJKjQm90pnJhbmRvbah2YXJpYW50c4Gmc3RvbmVzFM0H6pYAAwEDApIEAg",
        "toy",
        6,
        "2da3e3df9b305a8dae4cd966f37d2061af6453c3d0c5b04a034af0486a97cc58",
    ),
]


@pytest.mark.parametrize(("text", "game", "moves", "state_hash"), GOLDEN)
def test_golden_save_loads_to_the_same_state(text, game, moves, state_hash):
    match = load_save(text)
    assert match.game.id == game
    assert len(match.log) == moves
    assert match.state_hash() == state_hash
    assert match.save() == text  # re-encoding is stable too
