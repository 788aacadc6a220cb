"""Golden traces (digest §5.2, S-DF-36): fixed gestures and seeds -> final poses and state hashes.

The same cases run in CPython (tests/games/dungeon_fighter/test_physics_golden.py) and inside
Pyodide (the e2e check calls `mismatches()` in the page), so a CPython/Pyodide difference
fails the build.  `python -m engine.games.dungeon_fighter.physics.golden` prints the table to
paste after a deliberate physics change (which must also bump PHYSICS_VERSION once the game is
released and links exist: the §5.12 tuning before release kept v1).  Every released version keeps
its own cases and hashes (CASES/EXPECTED for physics 1, CASES_V2/EXPECTED_V2 for physics 2):
old links replay under theirs.
"""

from __future__ import annotations

from ..outcome import RestPose
from . import throw
from .gesture import Gesture, gesture
from .witness import WITNESSES, WITNESSES_V2

# name -> (gesture fields, requirements, board dice, seed, k, noise_scale, die)
CASES: dict[str, tuple] = {
    "east_plain": (("E", 0, 0, 400, 0, 0, 3), (), (), 0x5EED, 0, 1.0, "red"),
    "south_lob": (("S", 120, -350, 380, 350, 40, 1), (), (), 0x5EED, 1, 1.0, "blue"),
    "west_spin": (("W", -200, 600, 520, -80, 180, 5), (), (), 7, 12, 1.0, "green"),
    "north_slow": (("N", 0, 0, 250, 100, -60, 2), (), (), 7, 13, 1.0, "white"),
    "noise_free": (("E", 160, 0, 400, 100, 0, 2), (), (), 0, 0, 0.0, "blue"),
    "knock_dice": (
        ("E", 0, 0, 420, 0, 0, 4),
        (),
        ((1, RestPose(40.0, 0.0, 0.0, 1)), (2, RestPose(-60.0, 12.0, 30.0, 6))),
        11,
        3,
        0.0,
        "red",
    ),
    "crossbow_two_bounce_blind": (
        ("E", 0, 0, 400, 0, 0, 1, 180),
        ("crossbow", "two_bounce", "blind"),
        (),
        3,
        4,
        1.0,
        "red",
    ),
    "under_the_leg": (("W", 0, 0, 450, 0, 0, 6, 600), ("under_the_leg",), (), 3, 5, 1.0, "blue"),
    "bank_witness": (WITNESSES["bank"], ("bank",), (), 0, 0, 0.0, "red"),
    "card_jump_witness": (WITNESSES["card_jump"], ("card_jump",), (), 0, 0, 0.0, "red"),
    "bank_noisy": (WITNESSES["bank"], ("bank",), (), 3, 6, 1.0, "blue"),
    "dancing_far": (("E", 0, -300, 560, 50, 0, 3, 880), ("dancing", "far"), (), 3, 8, 1.0, "green"),
}

EXPECTED: dict[str, str] = {
    "east_plain": "sha256:d21048e5c49f2f83f9d050f6a1d0d4d2414d92591c4e8935c0a71d8d68feff23",
    "south_lob": "sha256:f7da9c66c5e59e20284332202fa1f3b1325f9b104429bbadd745a491b47beb8c",
    "west_spin": "sha256:0b1fe7d7c29e52d5cc188b32fb2bc58d13e90e384c2338b55b68236be830dada",
    "north_slow": "sha256:8269390581705c00e920295ccee9db40012361060aca73472d5370bdcc440782",
    "noise_free": "sha256:9b80ef6fbf2b64f6c4a0b522360f7e85498e4d76fa4fd4d719165d23f12e8396",
    "knock_dice": "sha256:00d95a5754e980bd3a7e7cec342362acf537d0840399243a483dbd231422930a",
    "crossbow_two_bounce_blind": "sha256:90d462dc6c336d58f359f3e9851b72335fdd22fcb36c210f52fa24d614d35994",
    "under_the_leg": "sha256:63d145c308ba1189959703f20a0131e717271ff0fd13ceda844a888e00c48ae2",
    "bank_witness": "sha256:a1e469f5182df36bdd1eced6f22afb7c52d586619065d2ae79cf36990fe2731f",
    "card_jump_witness": "sha256:83dc74c1b1849708f040ffd808773496c09b349955444998447d1c97a3e73ea2",
    "bank_noisy": "sha256:f919b70ae3ed9f5b37cc7b4cc9b884f1b82a24e06e7e59e9b59df3e1a40914f0",
    "dancing_far": "sha256:e42618f7dfdb08872176983b15ad28224db83f04ef4f5713c1774bfbadfc219a",
}


# Physics 2 (rules revision 3 on): the hurdle card is 52 mm tall, nothing else changed.  Its own
# card-jump witness (clean and noisy), a die striking the card's face, and cases without a card,
# which must come out exactly as under physics 1 (the same hashes as in EXPECTED).
CASES_V2: dict[str, tuple] = {
    "card_jump_witness": (WITNESSES_V2["card_jump"], ("card_jump",), (), 0, 0, 0.0, "red"),
    "card_jump_noisy": (("E", 0, 0, 530, -300, 0, 1), ("card_jump",), (), 3, 1, 1.0, "green", {"card_dist": 400}),
    "card_jump_face_hit": (("E", 0, 0, 340, -300, 0, 1), ("card_jump",), (), 0, 0, 0.0, "blue", {"card_dist": 320}),
    "east_plain": CASES["east_plain"],
    "knock_dice": CASES["knock_dice"],
    "bank_witness": CASES["bank_witness"],
    "dancing_far": CASES["dancing_far"],
}

EXPECTED_V2: dict[str, str] = {
    "card_jump_witness": "sha256:73d3e9d5f7b9342b3913b99ecdcb8a5091c4b65c1d6cce8a2519999c27e32354",
    "card_jump_noisy": "sha256:1d804ab1c9fdf4b44c26f683bd89ec95e4fca214d7909f3f97c6cc53322cef92",
    "card_jump_face_hit": "sha256:85c022be558e2ad693c3fc6558c926dbe72923c8f7ac440fd17ee16491e7e763",
    "east_plain": "sha256:d21048e5c49f2f83f9d050f6a1d0d4d2414d92591c4e8935c0a71d8d68feff23",
    "knock_dice": "sha256:00d95a5754e980bd3a7e7cec342362acf537d0840399243a483dbd231422930a",
    "bank_witness": "sha256:a1e469f5182df36bdd1eced6f22afb7c52d586619065d2ae79cf36990fe2731f",
    "dancing_far": "sha256:e42618f7dfdb08872176983b15ad28224db83f04ef4f5713c1774bfbadfc219a",
}

VERSIONS = {1: (CASES, EXPECTED), 2: (CASES_V2, EXPECTED_V2)}


def run_case(name: str, version: int = 1):
    """The ThrowResult of one golden case under physics `version`."""
    fields, reqs, board, seed, k, ns, die, *rest = VERSIONS[version][0][name]
    aux = rest[0] if rest else {}
    g = fields if isinstance(fields, Gesture) else gesture(*fields, **aux)
    return throw(g, die=die, requirements=reqs, board=board, seed=seed, k=k, noise_scale=ns, physics_version=version)


def compute(version: int = 1) -> dict[str, str]:
    """name -> 'sha256:...' of every golden case of physics `version`, computed now."""
    return {name: run_case(name, version).trace.hash for name in VERSIONS[version][0]}


def mismatches() -> dict[str, tuple[str, str]]:
    """The cases whose hash differs from EXPECTED (physics 1) or EXPECTED_V2 (its names prefixed
    "v2:"): name -> (expected, got).  Empty when all agree."""
    out = {}
    for version, (_cases, expected) in VERSIONS.items():
        prefix = "" if version == 1 else f"v{version}:"
        for n, h in compute(version).items():
            if expected.get(n) != h:
                out[prefix + n] = (expected.get(n, ""), h)
    return out


if __name__ == "__main__":
    for v in VERSIONS:
        print(f"# physics {v}")
        for case, digest in compute(v).items():
            print(f'    "{case}": "{digest}",')
