"""Golden traces (digest §5.2, S-DF-36): fixed gestures and seeds give fixed final poses and state hashes.

The cases live in physics/golden.py so the e2e check can run the same ones inside Pyodide;
the expected values are stored here as data.  A deliberate physics change regenerates them
(`python -m engine.games.dungeon_fighter.physics.golden`) and bumps PHYSICS_VERSION.
"""

from __future__ import annotations

import pytest

from engine.games.dungeon_fighter.physics import golden

# name -> (state hash, terminal state, x, y, top face, section, miss reason)
GOLDEN = {
    "east_plain": (
        "sha256:d21048e5c49f2f83f9d050f6a1d0d4d2414d92591c4e8935c0a71d8d68feff23",
        "REST",
        208.6459801441638,
        372.8071395723567,
        2,
        None,
        "outside",
    ),
    "south_lob": (
        "sha256:f7da9c66c5e59e20284332202fa1f3b1325f9b104429bbadd745a491b47beb8c",
        "REST",
        167.69956635270012,
        89.00089265615928,
        1,
        None,
        "no_bounce",
    ),
    "west_spin": (
        "sha256:0b1fe7d7c29e52d5cc188b32fb2bc58d13e90e384c2338b55b68236be830dada",
        "OFF_TABLE",
        -153.65267423155572,
        713.4084421101547,
        1,
        None,
        "outside",
    ),
    "north_slow": (
        "sha256:8269390581705c00e920295ccee9db40012361060aca73472d5370bdcc440782",
        "REST",
        4.745341866255576,
        182.89660591570203,
        6,
        None,
        "no_bounce",
    ),
    "noise_free": (
        "sha256:9b80ef6fbf2b64f6c4a0b522360f7e85498e4d76fa4fd4d719165d23f12e8396",
        "REST",
        -1.7248248765001863,
        116.35845214670782,
        5,
        4,
        None,
    ),
    "knock_dice": (
        "sha256:00d95a5754e980bd3a7e7cec342362acf537d0840399243a483dbd231422930a",
        "REST",
        43.30118259749441,
        0.0,
        1,
        5,
        None,
    ),
    "crossbow_two_bounce_blind": (
        "sha256:90d462dc6c336d58f359f3e9851b72335fdd22fcb36c210f52fa24d614d35994",
        "REST",
        712.1086152901506,
        19.711972926987066,
        6,
        None,
        "outside",
    ),
    "under_the_leg": (
        "sha256:63d145c308ba1189959703f20a0131e717271ff0fd13ceda844a888e00c48ae2",
        "REST",
        -332.46362274168524,
        -199.0056948737572,
        2,
        None,
        "outside",
    ),
    "bank_witness": (
        "sha256:a1e469f5182df36bdd1eced6f22afb7c52d586619065d2ae79cf36990fe2731f",
        "REST",
        270.3534153460713,
        203.0169377926017,
        2,
        2,
        None,
    ),
    "card_jump_witness": (
        "sha256:83dc74c1b1849708f040ffd808773496c09b349955444998447d1c97a3e73ea2",
        "REST",
        231.46430198416166,
        0.0,
        5,
        1,
        None,
    ),
    "bank_noisy": (
        "sha256:f919b70ae3ed9f5b37cc7b4cc9b884f1b82a24e06e7e59e9b59df3e1a40914f0",
        "REST",
        613.1570825034256,
        145.2252539699503,
        2,
        None,
        "outside",
    ),
    "dancing_far": (
        "sha256:e42618f7dfdb08872176983b15ad28224db83f04ef4f5713c1774bfbadfc219a",
        "OFF_TABLE",
        22.839960804429865,
        -600.4763734793731,
        4,
        None,
        "outside",
    ),
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_S_DF_36_golden_trace(name: str) -> None:
    digest, state, x, y, top, section, reason = GOLDEN[name]
    r = golden.run_case(name)
    assert (r.final["state"], r.final["x"], r.final["y"], r.final["top"]) == (state, x, y, top)
    assert (r.outcome.section, r.outcome.miss_reason) == (section, reason)
    assert r.trace.hash == digest


def test_S_DF_36_the_module_the_browser_runs_agrees() -> None:
    assert set(golden.CASES) == set(GOLDEN)
    assert {name: row[0] for name, row in GOLDEN.items()} == golden.EXPECTED
    assert golden.mismatches() == {}


def test_golden_cases_cover_objects_cards_and_dice() -> None:
    kinds = {e.kind for name in golden.CASES for e in golden.run_case(name).outcome.events}
    for kind in ("TABLE_IMPACT", "BOARD_TOUCH", "OBJECT_HIT", "CARD_CROSS", "DIE_HIT", "REST", "OFF_TABLE"):
        assert kind in kinds
