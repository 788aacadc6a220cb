"""Golden Dungeon! links: games shared by earlier builds must open where they were.

A failure means a change altered the rules, the content, the RNG or the
codec under old links.  Never regenerate these to make a test pass: keep
the old behaviour reachable (a content/format version) instead.
"""

from __future__ import annotations

import pytest

from engine import load_save

GOLDEN = [
    # 4 seats (one human), 40 moves in, standard options.
    (
        "1.m8q4PKU0Lz01P69paXFqYknxlEmLHfMSD0xa5JS_LL0oNTWlctIi50o40yVzWVFiXkp-7oqyxKLMxLyS4gbuOwwaDMxMTNJMTDJSnMocXJzczExs7LzSfHxcjOI83NysvIzc3JycvIw8fAA",
        40,
        False,
        "945105cf3dc9c12c7f6f96f4de47ec9e82b48e9e4e33808ee4e476c1a8acf867",
    ),
    # 2 computers, finished; no-combat dash rule, open hands, free spellbook.
    (
        "1.DcvNDYIwGADQr0UUKCR48oIu4NkBdBFSbAVj6UdaMPGqG5C4gD8oruEaDiPv_q7kJRqdS9Tnp5W8tm17X2ve5UZKcWpvG-wM1wLL95GbPde1vfSC2yI1jZK9xnSLZcbr3lZSqQzx8NgN84OV1GkxRPsNf7CiZLnwvdh1IZoGY2Cxw1hEwpAFFEYAQOcThzDqkCRhHgUS-QCzPw",
        53,
        True,
        "31185f8fb932f8675fe8123a83cb3e96f18bd8d53aa7e6cc05eaf0601d53c708",
    ),
    # Become the Hunted, any death loses: finished.
    (
        "1.m8q4PKU0Lz01P69paXFqYknxxElLgvNz8g-sKEssykzMKyluWg5lLcsozStJTVmfmFcZnwJUmhGfk1-cWnyY9w6DIAujNCcnLy8DNysnAw8DuxADAA",
        17,
        True,
        "0670ea50acaaa1d9e2aa808d7573a3c4f22ad3e0a646c2efafa6b5500c46eb93",
    ),
    # Treasure Hunt at Level 3: finished.
    (
        "1.m8q4PKU0Lz01P69paXFqYknxxElLgvNz8g-sKEssykzMKyluWg5lrS0pSk0sLi1Kjc8ozStZBSLic1LLUnOY-e4wSDDIc_LwMTAw8vFyMXByMTAJ8vMyMrAK8AEA",
        24,
        True,
        "eba93b6d705c2437cd38d420ed5076b2c744a96bd9048a6b7451f150064892c0",
    ),
]


@pytest.mark.parametrize(("text", "moves", "over", "state_hash"), GOLDEN)
def test_golden_dungeon_link_opens_at_the_same_state(text, moves, over, state_hash):
    match = load_save(text)
    assert match.game.id == "dungeon"
    assert len(match.log) == moves
    assert (match.decision is None) == over
    assert match.state_hash() == state_hash
    assert match.save() == text
