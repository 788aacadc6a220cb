"""The loader turns every broken data row into a clear ContentError naming the card, and the
content hash follows values, not formatting (saves replay against the content they were made with)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from engine.games.oots import content as c
from engine.games.oots.content import loader
from engine.games.oots.content.loader import ContentError, build_content, raw_content
from engine.games.oots.content.schema import INF

RAW = raw_content()


def _build(section: str, index: int, change: dict[str, Any] | None = None, drop: str | None = None) -> None:
    raw = copy.deepcopy(RAW)
    row = raw[section][index] if section != "xykon" else raw["xykon"]["monsters"][index]
    if change:
        row.update(change)
    if drop:
        del row[drop]
    build_content(raw)


def _idx(section: str, key: str) -> int:
    return next(i for i, r in enumerate(RAW[section]) if r.get("key", r.get("id")) == key)


def test_shipped_content_loads_and_ids_are_unique() -> None:
    ids = list(c.CARDS)
    assert len(ids) == len(set(ids))
    total = 6 + 120 + len(c.BATTLE_DECK) + len(c.LOOT_DECK) + 1 + len(c.ROOMS) + len(c.LAIR_ROOMS) + len(c.XYKON_DECK)
    assert len(ids) == total


def test_copies_become_numbered_instances_of_one_key() -> None:
    swords = [s for s in c.SHTICKS["roy"] if s.key == "greenhilt_sword"]
    assert [s.id for s in swords] == ["roy.greenhilt_sword.1", "roy.greenhilt_sword.2", "roy.greenhilt_sword.3"]
    assert [s.starting for s in swords] == [True, False, False]
    assert all(c.CARDS[s.id] is s for s in swords)


@pytest.mark.parametrize(
    "section,key,change",
    [
        ("shticks", "greenhilt_sword", {"colour": "red"}),  # unknown key
        ("shticks", "greenhilt_sword", {"types": ["sword"]}),  # unknown shtick type
        ("shticks", "greenhilt_sword", {"battle": {"atk": 2, "def": 1, "range": 0, "result": "smash"}}),
        ("shticks", "greenhilt_sword", {"starting": 4}),  # more red copies than copies
        ("shticks", "greenhilt_sword", {"text": "See R-OOTS-275."}),  # rule ids never reach players
        (
            "shticks",
            "shield_of_faith",
            {"battle": {"atk": 1, "def": 4, "range": "inf", "result": "draw"}},
        ),  # R-OOTS-113
        (
            "shticks",
            "master_of_battle_administration",
            {"mods": [{"stat": "atk", "amount": 2, "vs": ["ability:sneezing"]}]},
        ),
        ("shticks", "logic", {"power": {"kind": "teleport_home"}}),
        ("monsters", "warg", {"support": {"types": ["orc"], "ability": "cuddle"}}),
        ("monsters", "warg", {"abilities": ["xykon_special"]}),  # only the Xykon Deck
        ("monsters", "nale", {"copies": 2}),  # Unique = one copy
        ("monsters", "bandit_archer", {"abilities": [{"kind": "nemesis"}]}),  # Nemesis names a character
        ("screw_this", "double_cross", {"when": "W9"}),  # A-OOTS-32: a known window
        ("screw_this", "the_kobold_and_the_brave", {"monster_type": None}),
        ("loot", "chain_shirt", {"drool": {"elan": 4}}),
        ("loot", "chain_shirt", {"users": ["xykon"]}),
        ("loot", "magic_8_ball", {"mods": [{"stat": "def", "amount": 1}]}),  # a discard Loot has one power only
        ("traps", "shuriken_trap", {"evade": 13}),
        ("rooms", "spoooooky_crypt", {"hooks": [{"hook": "monster_mod", "amount": 2}]}),  # needs a stat
        ("rooms", "spoooooky_crypt", {"deck": "lair"}),
    ],
)
def test_broken_rows_are_rejected_with_the_card_named(section: str, key: str, change: dict) -> None:
    with pytest.raises(ContentError) as err:
        _build(section, _idx(section, key), change)
    assert key in str(err.value) or section in str(err.value)


def test_missing_required_field_is_rejected() -> None:
    with pytest.raises(ContentError, match="missing"):
        _build("monsters", _idx("monsters", "warg"), drop="def")


def test_duplicate_ids_are_rejected() -> None:
    raw = copy.deepcopy(RAW)
    raw["monsters"].append(copy.deepcopy(raw["monsters"][0]))
    with pytest.raises(ContentError, match="duplicate"):
        build_content(raw)


def test_R_OOTS_327_safe_haven_must_lead_the_lair_deck() -> None:
    raw = copy.deepcopy(RAW)
    raw["lair"].reverse()
    with pytest.raises(ContentError, match="Safe Haven"):
        build_content(raw)


def test_R_OOTS_019_xykon_the_lich_must_lead_the_xykon_deck() -> None:
    raw = copy.deepcopy(RAW)
    raw["xykon"]["monsters"].reverse()
    with pytest.raises(ContentError, match="Xykon the Lich"):
        build_content(raw)


def test_R_OOTS_113_infinite_range_parses_as_inf() -> None:
    shield = next(s for s in c.SHTICKS["durkon"] if s.key == "shield_of_faith")
    assert shield.battle.range == INF and shield.battle.atk is None


def test_content_hash_ignores_formatting_but_not_values(monkeypatch: pytest.MonkeyPatch) -> None:
    original = loader.read_data
    before = loader.content_hash()
    assert before == c.CONTENT_HASH

    def reindented(name: str) -> Any:
        return json.loads(json.dumps(original(name), indent=7, sort_keys=True))

    monkeypatch.setattr(loader, "read_data", reindented)
    assert loader.content_hash() == before

    def tuned(name: str) -> Any:
        data = original(name)
        if name == "monsters_low.json":
            data["monsters"][0]["def"] += 1
        return data

    monkeypatch.setattr(loader, "read_data", tuned)
    assert loader.content_hash() != before


def test_R_OOTS_388_418_field_guide_covers_every_ability_support_and_result() -> None:
    from engine.games.oots.content.schema import GUIDE_FAMILIES

    for family, kinds in GUIDE_FAMILIES.items():
        assert sorted(k for k, g in c.GUIDE.items() if g.family == family) == sorted(kinds)
    assert c.guide_label(c.SHIPPED, "nemesis", character="elan")[0] == "Nemesis: Elan"
    assert c.guide_label(c.SHIPPED, "multiattack", x=3)[1].startswith("When it attacks you, roll 3 dice")
    assert c.FIXTURES.guide == c.GUIDE


def test_field_guide_must_be_complete() -> None:
    raw = copy.deepcopy(RAW)
    raw["field_guide"] = [g for g in raw["field_guide"] if g["kind"] != "thief"]
    with pytest.raises(ContentError, match="ability lines must cover"):
        build_content(raw)
