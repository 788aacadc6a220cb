"""Golden links of DungeonQuest, One Deck Dungeon, Dungeon Fighter (its throws through the physics) and OOTS:
games shared by this build
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
    # 3 computers (Average), Easy, finished
    (
        "dungeon_fighter",
        "1.VZFNaBNhEIb3Tay1hpJosJUGrGBBEE-ithU8qBdBEBQPESxl6W7SQEghScXUg6i1hwqKqT1UbAJq_amGeBFqRcWDiLgjs7lViggiKEalQU9S12-Tzf7cPh7mmXdmvmmUldFUXB1JDcYS8eGsmr4wl1HlbGYqf_uAIt-Np1VVyeVvHRyxn4dy1vP-aTmdkFPZzPl5JRGLJYZGk9ncHVXO5ALLUr80I1EkeobwlrAtjOH3lZO_-mYgmG7sJhS1P0FIDSiR_6tuiNInXAxYEHV9L2FRq3Y1C02bn5psuQVdbrmfcJ3zPzxyL2FJWzKwpc4kqa6HCA-58NuJDiywTrjWEYKviSLRL4R3POFH2GpnmtsJj3k8iJ2OqRuKyK39tLo1EpKEWb7R6iREoto44SVX_uKIVWfKhDWECX62zlP5mTDwaQXrHTRIeCCuU7VDTLmTUNaNoc2eZEIP4ZFunFvBgOMfJ1T4yira3XOfJcwbGzy2_u8V4bluJL95BioRXnO5E31uXZx7jCer8LvuQzhq_uDFNmQcnXDYXP3NWnQ4_g7CFM_WEHKlhwkfuBByR-vGCYLG0xubYzZW30PYxIU2kK_VaXmMsJUX_QL2OlArEoJ80yfofs_ha4R2LgUFP2UvIMpfEPbx1RaBdzlNxKxm9T1D4MuuG6x-F-fmSzU7stFcmyN0c0kSuNteL7AwJg7Bk_xR4J46_g8",
        57,
        True,
        "5b39b562a4c9c8ad403d577ad56fcb674298a9a1ee7f5f5b85d3235b1a93691a",
    ),
    # a person and a Master computer, Normal, mid-fight after 40 moves
    (
        "dungeon_fighter",
        "1.RZJbSFRRGIX3v0cP2ag5XkZDHSIlJUMKA2MewqQQn4IQuoIMOU6SMxMzYyb1Ug8ZQQlKD5rlXUqw6YL1EJUIEdIsz96imWE30m5UA2IIlZ6OZxx83Jv1rf9fe-1rFKyq87icXk9ldY3rRMDpu9DndzoC_ubmnj0ex3BzT6nT0-_yOZ1VDbdOO3w1Dk_Af_7Oca_7VJ0urvSfrKmt7Xc7_PohfoblE7FWQnwOknbC9Ab0TWoVHCm_VMbf99m_uHkrQ-Yh0QV6JJqWKGFs_HB4l36XfUBOxcJkBb8ql-cJyrjK1hVU_Cidf0sRJAgaEPcZxUYQQtYOlNjBvaFFMUnInlVZXC-G0tuaDH2oHdQnOmOIGXqmX6b-Q-nNfaDZ0GMFSqLK4skcnPzUyAxAAQ2Jlqhe97fdlu9c4D8_hnpM9SpL2x8u2zB91NAugtpFN5Ft1Zuw8akUdpiSpLZJarUKrIUqMx1LG7649bVBLIE6RcsCxUQDbzCjiECXvFLbzGHLUlnCQbpX_HluxU2P-xx0V3Stj67DYLPLJQv4DKhRatsUJJfpO105sjtupMKYMAfqFUFGFgPgK6EsXjmaC_4HNCG1agWZCypL9eeV5H_wGYgZ9ES0La-1wNsl9BYegD-U2tkYpOxVWfrv7Yue6_mRtXTipbjxl6zRR0rIRWI6uJRavdTOcVi_6yPGOgbDU-XGiGLQM9Eat9oaW3FJDsiRQv1ngF8G5SlILFJZhqtgMtXdbSBfQS_EgGktOZ_GlgzwQfCcUJjD0qcyc_aE0nDmVaS5ctCo6OAUZwD_AQ",
        40,
        False,
        "46accd1129053f9c2c5afd922748fe56809b892f94dd6ee3d0c86b5a31d3e6d2",
    ),
    # solo, Insane, random gestures, finished
    (
        "dungeon_fighter",
        "1.m8q4PqU0Lz01Py8-LTM9oyS1qGlpcWpiSfHESUuC83PylxUl5qXk564oSyzKTMwrKW5clZKZlpaZXJpTUrksM684MS-VdzbDTIazUlxnDR7JXPxfcJaRgfmsYPd5BoHO7d7XF_UC5bj9Lp5VP8t46yzjOUWms7xN5xkY1_wo-bbMGSgnfPKsM99ZxpkXpsixnBWfeZ6BpWxB9PJ_7SAzGYUvHr10lpH7wumL_3VZz4pOAGpcZ2Jn7KjEMJPpLLvKWe3ms0wPzzJxXPyvw3RW0uM8A4fXrS2T_38E6hU6dfHYtrPMEy_-dzAHukcPKHcqO0PTgAMk53TxwZ4zDy7MLWA6K6B8noH5g-hapnPKDAA",
        11,
        True,
        "bec5db59d65f8e930e67a29781c8d8931b405003d061fa44608f0452723eaf15",
    ),
    # The Order of the Stick: 2 people and 2 computers, short, 150 moves in
    (
        "oots",
        "1.LU3bDQIxDIubrsAePBZhhUqcOCRopWvFP4yAgAEQd2IMBmEY3FwrxXFqO3ngnVLJ1zF3oeT77bVdfgmrCutpCHGXTqSbRj_nMBxCLPkyHbu4L_2Y-zSUxU-eTkSFwOfmhrlUAGhFdU7BogxPr6fQAjBko06HKOgEB2_WtqoGLcJt5uVgUrUa0fbtPKQe-gM",
        150,
        False,
        "3539aa0cd585de684359b4b6bf3954107004533c36f66d6fb3fe760e689ea8df",
    ),
    # 2 computers (random), short, finished
    (
        "oots",
        "1.TVLtTcNQDPSd0xWYAzZhhSAqigSJlPfEfxihEgsgWnUohsHxR5sXJbbOZ5_9nG_8znNvX6e2H3s7Hn8e78_LOD3P7-Y-pHv5GJfXcert8_y2n1764dQO89Lv_vhE2QEQpRA7CBTCAUrDVtCOgRLWXrgPDg5YioiRoA7CqSuHwsgxEzAFHgsGsyzpnySvj7PUWa7IVHTfWopeSkBFK5gHWwfRHSRLVZkEXEalKua81_Kobu0dwJgi04ME3jqU4rpQEMJhAVl-HR9FqDa3M9Rdb7SuyRsTeqyh6GykrRvN3Wn0GrnuxipNV2V7hawJgh-rqVyi4hW-jQ3WqmJL9dPgHw",
        610,
        True,
        "52416c325ca5c3f257d3885bb316014d2db7805875e1077e58b64d976fc1b562",
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
