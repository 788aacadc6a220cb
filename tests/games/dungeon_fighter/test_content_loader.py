"""The loader turns every broken data file into a clear ContentError naming the card (digest 6.7: tune safely)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.games.dungeon_fighter import content as c
from engine.games.dungeon_fighter.content import load
from engine.games.dungeon_fighter.content.load import ContentError

HERO = {
    "id": "hero_x",
    "name": "Hero X",
    "flavor": "",
    "abilities": {"blue": {"kind": "beer"}, "green": {"kind": "pickpocket"}, "red": {"kind": "piercing", "x": 2}},
    "equipment_icons": ["weapon", "armor", "item"],
}
MONSTER = {"id": "mon_x", "name": "Mon X", "level": 2, "type": "beast", "hp": 10, "damage": 2, "gold": 1}
WEAPON = {"id": "w_x", "name": "W X", "type": "weapon", "cost": 3, "throw_requirement": "spin", "bonus": 2}


def _layout(**changes: Any) -> dict:
    d = {
        "id": "lay_x",
        "name": "Lay X",
        "sheet": "sheet_x",
        "side": "dungeon",
        "entry": "a",
        "exit": "c",
        "rooms": [
            {"id": "a", "kind": "plain", "pos": {"x": 0, "y": 0}},
            {"id": "b", "kind": "plain", "pos": {"x": 500, "y": 0}},
            {"id": "c", "kind": "plain", "pos": {"x": 1000, "y": 0}},
        ],
        "corridors": [{"from": "a", "to": "b"}, {"from": "b", "to": "c"}],
    }
    d.update(changes)
    return d


def _with(base: dict, path: str, value: Any) -> dict:
    d = copy.deepcopy(base)
    *keys, last = path.split(".")
    target = d
    for k in keys:
        target = target[k]
    if value is KeyError:
        del target[last]
    else:
        target[last] = value
    return d


def test_valid_examples_load() -> None:
    assert load.parse_hero("h", HERO).ability("red") == c.Ability("piercing", 2)
    assert load.parse_monster("m", MONSTER).hp == 10
    assert load.parse_equipment("e", WEAPON).bonus == 2
    layout = load.parse_layout("l", _layout())
    assert layout.exits_from("a") == ("b",) and layout.room("c").pos == (1000, 0)


@pytest.mark.parametrize(
    "data,message",
    [
        (_with(HERO, "abilites", {}), "unknown ['abilites']"),
        (_with(HERO, "name", KeyError), "missing ['name']"),
        (_with(HERO, "id", "Hero X"), "bad id"),
        (_with(HERO, "abilities.red", {"kind": "piercing"}), "needs its number x"),
        (_with(HERO, "abilities.red", {"kind": "sworn_enemy", "x": 3}), "monster_type goes with Sworn Enemy"),
        (_with(HERO, "abilities.red", {"kind": "sworn_enemy", "x": 3, "monster_type": "elf"}), "'elf' is not one of"),
        (_with(HERO, "abilities.red", {"kind": "beer", "x": 1}), "beer has no number x"),
        (_with(HERO, "abilities.red", {"kind": "fireball"}), "'fireball' is not one of"),
        (_with(HERO, "equipment_icons", ["weapon", "armor"]), "three icons"),
        (_with(HERO, "equipment_icons", ["weapon", "armor", "shield"]), "'shield' is not one of"),
        (_with(HERO, "flavor", "See R-DF-104."), "players never read rule ids"),
    ],
)
def test_broken_hero_sheets_are_named_errors(data: dict, message: str) -> None:
    with pytest.raises(ContentError, match=message.replace("[", r"\[").replace("]", r"\]")):
        load.parse_hero("heroes.json[0]", data)


@pytest.mark.parametrize(
    "data,message",
    [
        (_with(MONSTER, "level", 5), "level: expected an integer in 1..4"),
        (_with(MONSTER, "hp", 0), "hp: expected an integer"),
        (_with(MONSTER, "hp", "7"), "hp: expected an integer"),
        (_with(MONSTER, "type", "elf"), "'elf' is not one of"),
        (_with(MONSTER, "throw_requirement", "juggling"), "'juggling' is not one of"),
        ({**MONSTER, "throw_requirement": "spin", "ability": {"kind": "small_target"}}, "at most one special ability"),
        ({**MONSTER, "ability": {"kind": "heal_after_miss"}}, "needs its number x"),
        ({**MONSTER, "ability": {"kind": "hero_dice_immunity"}}, "color goes with Hero Dice Immunity"),
        ({**MONSTER, "ability": {"kind": "hero_dice_immunity", "color": "white"}}, "'white' is not one of"),
        ({**MONSTER, "ability": {"kind": "small_target", "x": 1}}, "has no number x"),
    ],
)
def test_broken_monsters_are_named_errors(data: dict, message: str) -> None:
    with pytest.raises(ContentError, match=message):
        load.parse_monster("monsters.json[0]", data)


@pytest.mark.parametrize(
    "data,message",
    [
        (_with(WEAPON, "bonus", KeyError), "a weapon has a throw_requirement and a bonus"),
        (_with(WEAPON, "throw_requirement", KeyError), "a weapon has a throw_requirement and a bonus"),
        ({**WEAPON, "ability": {"kind": "counterblow"}}, "a weapon has a throw_requirement and a bonus"),
        ({**WEAPON, "type": "armor"}, "armor cards have an ability"),
        ({"id": "i", "name": "I", "type": "item", "cost": 2}, "item cards have an ability"),
        (
            {"id": "i", "name": "I", "type": "item", "cost": 2, "one_use": 1, "ability": {"kind": "swing_again"}},
            "one_use",
        ),
        ({"id": "i", "name": "I", "type": "item", "cost": 2, "ability": {"kind": "heal_hero"}}, "needs its number x"),
    ],
)
def test_broken_equipment_is_named_errors(data: dict, message: str) -> None:
    with pytest.raises(ContentError, match=message):
        load.parse_equipment("equipment.json[0]", data)


def test_requirement_missing_from_requirements_json_is_an_error() -> None:
    reqs = {k: v for k, v in c.REQUIREMENTS.items() if k != "spin"}
    with pytest.raises(ContentError, match="not in requirements.json"):
        load.parse_equipment("e", WEAPON, reqs)


@pytest.mark.parametrize(
    "data,message",
    [
        (_layout(corridors=[{"from": "a", "to": "b"}, {"from": "b", "to": "c"}, {"from": "b", "to": "a"}]), "loop"),
        (_layout(corridors=[{"from": "a", "to": "c"}]), r"\['b'\] cannot be reached"),
        (_layout(corridors=[{"from": "a", "to": "b"}, {"from": "a", "to": "c"}]), r"\['b'\] lead nowhere"),
        (_layout(corridors=[{"from": "a", "to": "z"}]), "does not join two rooms"),
        (_layout(corridors=[{"from": "a", "to": "b"}, {"from": "a", "to": "b"}, {"from": "b", "to": "c"}]), "twice"),
        (_layout(exit="b"), "exit room has corridors"),
        (_layout(entry="q"), "'q' is not one of"),
        (_layout(side="boss"), "'boss' is not one of"),
        (_with(_layout(), "rooms", [{"id": "a", "kind": "treasure", "pos": {"x": 0, "y": 0}}]), "rewards belong"),
        (_with(_layout(), "rooms", [{"id": "a", "kind": "dangerous", "pos": {"x": 0, "y": 0}}]), "requirements to"),
        (
            _with(_layout(), "rooms", [{"id": "a", "kind": "plain", "pos": {"x": 0, "y": 0}, "reward": {"gold": 2}}]),
            "rewards belong",
        ),
        (_with(_layout(), "rooms", [{"id": "a", "kind": "plain", "pos": {"x": 1001, "y": 0}}]), r"pos.x"),
        (
            _with(
                _layout(), "rooms", [{"id": "a", "kind": "treasure", "pos": {"x": 0, "y": 0}, "reward": {"gems": 1}}]
            ),
            "gems",
        ),
    ],
)
def test_broken_layouts_are_named_errors(data: dict, message: str) -> None:
    with pytest.raises(ContentError, match=message):
        load.parse_layout("layouts.json[0]", data)


def test_duplicate_room_ids_are_errors() -> None:
    rooms = _layout()["rooms"] + [{"id": "b", "kind": "plain", "pos": {"x": 1, "y": 1}}]
    with pytest.raises(ContentError, match="duplicate id 'b'"):
        load.parse_layout("l", _layout(rooms=rooms))


def test_sheets_must_pair_sides_of_the_right_kinds() -> None:
    layouts = {x.id: x for x in (c.DUNGEONS["soggy_cellars"], c.DUNGEONS["mushroom_grotto"])}
    good = [{"id": "cellar_sheet", "kind": "dungeon", "sides": ["soggy_cellars", "mushroom_grotto"]}]
    assert load.parse_sheets(good, layouts)["cellar_sheet"].sides == ("soggy_cellars", "mushroom_grotto")
    with pytest.raises(ContentError, match="final_boss sheet has sides"):
        load.parse_sheets([{**good[0], "kind": "final_boss"}], layouts)
    with pytest.raises(ContentError, match="must name it"):
        load.parse_sheets([{**good[0], "id": "other"}], layouts)
    with pytest.raises(ContentError, match="exactly one sheet side"):
        load.parse_sheets([], layouts)


def test_requirements_and_difficulty_tables_must_be_complete() -> None:
    rows = load.read_data("requirements.json")
    with pytest.raises(ContentError, match="missing"):
        load.parse_requirements(rows[:-1])
    with pytest.raises(ContentError, match="duplicate id 'bank'"):
        load.parse_requirements([*rows, rows[0]])
    with pytest.raises(ContentError, match="rank"):
        load.parse_requirements([{**rows[0], "rank": 6}, *rows[1:]])
    diff = load.read_data("difficulty.json")
    with pytest.raises(ContentError, match="in that order"):
        load.parse_difficulty(diff[::-1])
    with pytest.raises(ContentError, match="four counts"):
        load.parse_difficulty([{**diff[0], "tiers": [4, 4, 4]}, *diff[1:]])
    abilities = load.read_data("abilities.json")
    with pytest.raises(ContentError, match="missing"):
        load.parse_abilities({**abilities, "monster": abilities["monster"][1:]})


def test_load_content_is_the_shipped_set() -> None:
    fresh = load.load_content()
    assert fresh == c.SHIPPED
    assert fresh.heroes["torm"] is not c.HEROES["torm"] and fresh.heroes["torm"] == c.HEROES["torm"]


def test_content_hash_pins_values_not_layout_of_the_files(monkeypatch: pytest.MonkeyPatch) -> None:
    """A save's header pins the content (digest 5.2): any changed value changes the hash."""
    assert load.content_hash() == c.CONTENT_HASH and c.CONTENT_HASH.startswith("sha256:")
    real = load.read_data

    def tuned(name: str) -> Any:
        data = real(name)
        if name == "monsters.json":
            data[0]["hp"] += 1
        return data

    monkeypatch.setattr(load, "read_data", tuned)
    assert load.content_hash() != c.CONTENT_HASH
    assert set(load.DATA_FILES) == {p.name for p in _data_dir().iterdir() if p.suffix == ".json"}


def _data_dir():
    from importlib import resources

    return resources.files("engine.games.dungeon_fighter") / "data"
