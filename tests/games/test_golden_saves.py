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
        "1.m8q4JqU0Lz01P6-wNLW4pGlpcWpiSfHkSYsd8xIPTFrslJp3YNIi58pl6UWpqSmVK8oSizIT80qKG85bdElUc6t7HrjDYMPMAASMjBCCCUiDECMTI5TFwASiQIAJxAbTQBYjSJ4JAA",
        60,
        False,
        "17a1dec4099385b8edc92ee14659548c6a328b60eb8afd5e7ae18b503316e1c9",
    ),
    # solo, finished
    (
        "dungeonquest",
        "1.m8q4JqU0Lz01P6-wNLW4pGlpcWpiSfHESUuC83PyD6woSyzKTMwrKW44rzZ96Wa3OpXiOwxGzAwMTAxAgpGFgZERyAYRjBAWM5BiAgsxsjKARJiYmRgZGAE",
        50,
        True,
        "70e6e96778a106bda4ec317e992d27a1f26f384e5ab4fda693554ce0642fb2da",
    ),
    # 4 computers, Death Can Wait, finished
    (
        "dungeonquest",
        "1.PY_NDcIwDIVjp3BlASSOzMHPAGyAIhqVHgiiLSCOcEdCFQzQAxUHxBIdgAUYBttJq8qNHb_3xX7AO967xG7dbm_z4vLMrSnye1lN6iSzNj6V1bTOjIu3m7KadXfzkL0OJkuNK_LzJybjerkybnk0adF8h7fmupgPRj8Ya6UUUChUiAogVEAlReQTaiqvgZCRinVBD6IQo5aTTTqQqMsmpgACQI8gmuVyH2nK-fMY1vc9s9dOIl2IMAh4BhA9T6hRcoLRDzn4XeZjwMnbVCD4BRgoAHH5Tfw27bTBo7pVEf8",
        295,
        True,
        "ec7ad78a0eeece80aaf8ce28d85c0e18aa7cd497501aad7a8c642ca048e6d18b",
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
