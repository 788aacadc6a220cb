"""S-DF-38 (board DF-B1 regions) and S-DF-14 (border and bone votes), digest §5.3 and §5.6 step 4."""

from __future__ import annotations

import pytest

from engine.games.dungeon_fighter.outcome import Event
from engine.games.dungeon_fighter.physics import board
from engine.games.dungeon_fighter.physics.judge import judge

BONE, OUTSIDE = board.BONE, board.OUTSIDE


def rest_log(x: float, y: float) -> tuple[Event, ...]:
    """A throw that bounced on the table, touched the board and rests at (x, y) with yaw 0."""
    return (
        Event(0, "RELEASE", 800.0, 0.0, 250.0, "omega=0.0"),
        Event(200, "TABLE_IMPACT", 400.0, 0.0, 0.0, "omega_before=0.0;vzi=2000.0"),
        Event(400, "BOARD_TOUCH", 100.0, 0.0, 2.0, "omega_before=0.0;vzi=900.0"),
        Event(600, "REST", x, y, 2.0 if board.on_board(x, y) else 0.0, "hx=1.0;hy=0.0;top=3"),
    )


@pytest.mark.parametrize(
    ("centre", "result"),
    [
        ((0, 0), 10),
        ((60, 0), 5),
        ((120, 0), 4),
        ((180, 0), 3),
        ((250, 250), 2),
        ((-250, 250), 1),
        ((-75, 0), "bone"),
        ((0, 150), "hole"),
        ((300, 0), "outside"),
        ((0, 90), 4),
        ((0, 88), 5),
        ((275, 0), 1),
    ],
)
def test_S_DF_38_board_regions(centre: tuple[int, int], result: int | str) -> None:
    out = judge(rest_log(float(centre[0]), float(centre[1])), die="blue")
    if isinstance(result, int):
        assert out.contact and out.section == result
    else:
        assert not out.contact and out.miss_reason == result


def test_S_DF_38_sample_counts_behind_the_border_cases() -> None:
    assert board.footprint_counts(-75.0, 0.0, 1.0, 0.0) == {BONE: 64}
    assert board.footprint_counts(0.0, 90.0, 1.0, 0.0) == {5: 32, 4: 32}
    assert board.footprint_counts(0.0, 88.0, 1.0, 0.0) == {5: 40, 4: 24}
    assert board.footprint_counts(275.0, 0.0, 1.0, 0.0) == {2: 28, 1: 28, OUTSIDE: 8}


def test_S_DF_38_layers_in_order() -> None:
    assert board.classify(0.0, 0.0) == 10
    assert board.classify(0.0, 150.0) == board.HOLE
    assert board.classify(210.0, -210.0) == board.HOLE  # H3 lies in the outer zone
    assert board.classify(60.0, 47.5) == BONE  # B2 over ring 5
    assert board.classify(280.5, 0.0) == OUTSIDE
    assert board.classify(280.0, 0.0) == 2
    assert board.classify(-230.0, 0.0) == 2 and board.classify(-230.0, -1.0) == 2 and board.classify(-230.0, 1.0) == 1


@pytest.mark.parametrize(
    ("counts", "winner"),
    [
        ({5: 32, 4: 32}, 4),
        ({5: 33, 4: 31}, 4),
        ({5: 34, 4: 30}, 5),
        ({BONE: 30, 3: 34}, 3),
        ({BONE: 33, 3: 31}, BONE),
        ({OUTSIDE: 8, 2: 28, 1: 28}, 1),
        ({10: 30, 5: 29, 4: 5}, 5),
        ({5: 30, 4: 28, 3: 6}, 4),
        ({board.HOLE: 40, 5: 24}, 5),
    ],
)
def test_S_DF_14_R_DF_083_border_and_bone_votes(counts: dict[int, int], winner: int) -> None:
    assert board.vote(counts) == winner


def test_S_DF_14_a_bone_vote_is_a_miss_bone() -> None:
    # centred so that the bone B1 covers most but not all of the die: BONE wins, a miss
    out = judge(rest_log(-70.0, 0.0), die="red")
    counts = board.footprint_counts(-70.0, 0.0, 1.0, 0.0)
    assert counts[BONE] > counts.get(5, 0)
    assert not out.contact and out.miss_reason == "bone"


def test_footprint_turns_with_the_final_heading() -> None:
    # a die at (0, 88) turned 90 degrees covers the same rows, so the counts match
    assert board.footprint_counts(0.0, 88.0, 0.0, 1.0) == {5: 40, 4: 24}
    # a diagonal die on the B1 end cap: corners leave the bone
    diag = board.footprint_counts(-75.0, 28.0, 0.7071067811865476, 0.7071067811865476)
    assert diag[BONE] < 64
