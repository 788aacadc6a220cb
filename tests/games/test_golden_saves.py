"""Golden links of DungeonQuest and One Deck Dungeon: games shared by this build
must keep opening where they were.

A failure means a change altered the rules, the content, the RNG or the
codec under old links.  Never regenerate these to make a test pass: keep
the old behaviour reachable (a content/format version) instead.
(Dungeon!'s own golden links: tests/games/dungeon/test_golden_saves.py.)
"""

from __future__ import annotations

import pytest

from engine import load_save

GOLDEN = [
    # 3 seats (2 humans), 60 moves in
    (
        "dungeonquest",
        "1.m8q4JqU0Lz01P6-wNLW4pGlpcWpiSfHkSYsd8xIPTFrslJp3YNIi58pl6UWpqSmVK8oSizIT80qKG85bdElUc6t7HrjDYMPMAASMjAwMTAxMjAxAmhEkwAQUYQIjRrA4EwMYMDMCJaBsIAUA",
        60,
        False,
        "a40d5f5b9d938a85269952eeea1f04762a66fe55043ca49f7cf916e21d91aa8e",
    ),
    # solo, finished
    (
        "dungeonquest",
        "1.m8q4JqU0Lz01P6-wNLW4pGlpcWpiSfHESUuC83PyD6woSyzKTMwrKW44rzZ96Wa3OpXiOwxGzAwMTIxMDCDAxAhkADETAxMzIyMDEwsjUARIM7AyM4ClwJABAA",
        50,
        True,
        "7b5235317bd66948f105eb5082324e8d98d1ac11c8efca65f91f47497d0b9505",
    ),
    # 4 computers, Death Can Wait, finished
    (
        "dungeonquest",
        "1.PVDLTcNAEJ036zsNIFELkALoIFrhVciBjbAdEEe4I0VWKMAHAgdEEymABiiG-Tnej3fevp03b97x3W7rqmzqw7b0w-tHX_LQ78fp8rDqSmmfx-nq0OXabu7H6fqELeL09Zi7da5D__LTysO75W2uy6e8Ho6_57vj283i7OIPn4mIIItYBkF2aAyDmQmya8QIYkrKmhkyoRP2mjyRTfZLovgpi2XIJ9eNYawKjMQwPgxQLkJPkyYvx0pjU9AcVpaL2yHYfAJgq3F1Bb06cn1ygDU7RwOE1LBfmABZxWD2QjG7Ta4FjkZFu9QaW2Ewaxola4s50gfOkAQNMJsg37QL7iPajdmtZf8H",
        423,
        True,
        "b7c7f6f5f7a6a985ef3a0f4aa9b9c2fa601cd566da4a1194c17e834ebc6761b3",
    ),
    # solo, finished (the hero fell on floor 1)
    (
        "one_deck_dungeon",
        "1.m8q4IT8vNT4lNTk7PqU0Lz01P69paXFqYknxxElLgvNz8g-sKEssykzMKyluOJ9iFSfy5fx04zsMVgzMDAxAzMjIwMgMJJiAbCYGRgZmkDADAwsrBxNQBijHxAiUBapjYgViRkYuHh4A",
        58,
        True,
        "07820c8aa321f14d1e025c7d927ce4e4ca97570706483a75747b6a0b9c1d7a4c",
    ),
    # co-op with a computer partner, finished
    (
        "one_deck_dungeon",
        "1.LU5LagJBEH1VPdOQEAnmFG4E4w3MEbyADDPNKJFumBmFbJMbDAjudTQ73bl16yoXyGFS1bEXxatX79MbOgfvZoXL32fFypcu-M-udllTt-1u4rNru3sLzaGsnCs-vtdZtch8U391c1eF124aypWLeHyYVLmA4z1kv1zk85_-bbS9DIb0ixMMYC0zAfTUQwoLw8SUQJj_R2xkITCIkMrEo2KAUyil1wQJi_TlGUatFGno4JjAJJnQi-hYu2BlM6oktlGjhWIGHhAbDambrVEoNMvf_gA",
        175,
        True,
        "c820c27abde200e5dda31cc021b0020f205dcd76367628d6e95e276a20583c22",
    ),
]


@pytest.mark.parametrize(("game_id", "text", "moves", "over", "state_hash"), GOLDEN)
def test_golden_link_opens_at_the_same_state(game_id, text, moves, over, state_hash):
    match = load_save(text)
    assert match.game.id == game_id
    assert len(match.log) == moves
    assert (match.decision is None) == over
    assert match.state_hash() == state_hash
    assert match.save() == text
