"""The balance runner (issue 13): resumable, and the same results on every backend.

Each backend must give exactly the records of the in-process run: a game's
seed comes from its job, never from the worker that plays it.
"""

from __future__ import annotations

import dataclasses
import json

import pytest

from bench.balance import Job, Store, plan, run
from bench.balance.backends import Processes
from bench.balance.hooks import load
from engine.cli import report


def small_plan() -> list[Job]:
    """Quick games of two kinds: Dungeon! (generic report) and DungeonQuest (its own hook)."""
    return plan("dungeon", games=3, seed=7, players=[1, 2]) + plan("dungeonquest", games=2, seed=7, players=[1])


@pytest.fixture(scope="module")
def reference() -> list[tuple[Job, dict]]:
    outcome = run(small_plan())
    assert not outcome.errors and outcome.played == len(outcome.jobs) == 8
    return outcome.finished


class Stop(Exception):
    pass


def test_interrupted_run_resumes_where_it_stopped_and_ends_as_an_uninterrupted_one(tmp_path, reference):
    path = tmp_path / "run.jsonl"

    def stop_after_three(done: int, total: int) -> None:
        if done == 3:
            raise Stop

    with Store(path) as store, pytest.raises(Stop):
        run(small_plan(), store=store, progress=stop_after_three)
    assert len(path.read_text().splitlines()) == 3
    with Store(path) as store:
        assert len(store) == 3
        resumed = run(small_plan(), store=store)
    assert (resumed.reused, resumed.played) == (3, 5)
    assert resumed.finished == reference
    with Store(path) as store:
        again = run(small_plan(), store=store)
    assert (again.reused, again.played) == (8, 0), "a finished run is not played again"
    assert again.finished == reference
    assert len(path.read_text().splitlines()) == 8


def test_a_line_cut_off_mid_write_is_skipped_and_its_game_played_again(tmp_path, reference):
    path = tmp_path / "run.jsonl"
    with Store(path) as store:
        run(small_plan()[:2], store=store)
    with open(path, "a") as fh:
        fh.write('{"key": "{\\"game\\":\\"dungeon\\",\\"ind')  # the machine stopped here
    with Store(path) as store:
        assert (len(store), store.damaged) == (2, 1)
        resumed = run(small_plan(), store=store)
    assert (resumed.reused, resumed.played) == (2, 6)
    assert resumed.finished == reference
    with Store(path) as store:
        assert (len(store), store.damaged) == (8, 1)


def test_local_processes_give_the_in_process_results(reference):
    with Processes(2) as backend:
        outcome = run(small_plan(), backend=backend)
    assert outcome.finished == reference
    assert outcome.backend == "2 local processes"


def test_a_local_dask_cluster_gives_the_in_process_results(reference):
    import distributed  # noqa: F401  (the dask extra: make installs it; a missing install fails here)

    from bench.balance.backends import Dask

    with Dask(local_workers=2) as backend:
        outcome = run(small_plan(), backend=backend)
    assert outcome.finished == reference
    assert outcome.backend.startswith("Dask")


def test_the_plan_fixes_every_seed_and_revision_before_anything_is_played():
    jobs = plan("one_deck_dungeon", games=2, seed=3, options={"hero1": ["Mage"]})
    assert [(j.index, dict(j.options)["dungeon"]) for j in jobs[:5]] == [
        (0, "dragon"),
        (0, "yeti"),
        (0, "lich"),
        (0, "hydra"),
        (1, "dragon"),
    ], "game-number first: a run stopped early covers every cell"
    assert {j.seed for j in jobs if j.index == 0} == {3 * 100_003}, "a cell's game g has the same deal in every cell"
    assert all(Job.from_key(j.key()) == j for j in jobs)
    assert plan("one_deck_dungeon", games=2, seed=3, options={"hero1": ["Mage"]}) == jobs
    assert len({j.key() for j in plan("dungeon", games=5, seed=1)}) == 5


def test_a_bad_option_fails_when_planned():
    from engine import OptionsError

    with pytest.raises(OptionsError):
        plan("one_deck_dungeon", games=1, options={"hero1": ["Nobody"]})


def test_the_generic_report_is_engine_report_over_the_same_games(reference):
    rows = [job.row(record) for job, record in reference if job.game == "dungeon" and job.players == 2]
    assert json.loads(load("dungeon").summarise(rows)) == report("dungeon", 3, 7, 2, "greedy")


def test_a_worker_running_other_code_refuses_the_job_and_nothing_is_stored(tmp_path):
    job = dataclasses.replace(plan("dungeon", games=1, players=[1])[0], code="0" * 16)
    with Store(tmp_path / "run.jsonl") as store:
        outcome = run([job], store=store)
    assert outcome.played == 0 and len(store) == 0
    assert "other code" in outcome.errors[0][1]["error"]
