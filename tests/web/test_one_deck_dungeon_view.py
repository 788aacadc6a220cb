"""One Deck Dungeon views in CPython: targets reachable, names escaped, every decision type renders."""

from __future__ import annotations

import re

import engine.games.one_deck_dungeon  # noqa: F401  (registers the game)
from engine import Chance, Match, Seat, bot_choose
from web.views import one_deck_dungeon as odd
from web.views import renderer
from web.views.common import esc

BOARD_PREFIXES = ("die:", "box:", "door:", "pair:", "toggle:")


def walk(seed: int, players: int = 1, bot: str = "random", limit: int = 3000, variants=None):
    m = Match("one_deck_dungeon", tuple(Seat(f"<b>P{i}</b>&", bot) for i in range(players)), variants or {}, seed)
    dice = Chance(seed)
    for _ in range(limit):
        d = m.decision
        if d is None:
            break
        yield m, d
        m.play(bot_choose(bot, m.game, m.state, d, dice))
    yield m, None


def test_renderer_is_found():
    assert renderer("one_deck_dungeon") is odd


def test_every_board_option_is_clickable_and_every_decision_renders():
    prompts = set()
    for seed in range(6):
        for m, d in walk(seed, 1 + seed % 2):
            view = m.view(0)
            html = odd.render_board(view, d)
            panels = odd.render_panels(view)
            assert html.startswith("<div") and panels.startswith("<div")
            if d is None:
                continue
            prompts.add(view["phase"])
            found = set(re.findall(r'data-choice="([^"]+)"', html))
            for o in d.options:
                if o.key.startswith(BOARD_PREFIXES):
                    assert o.key in found, (o.key, view["phase"])
            for key in found:
                assert d.has(key), key  # nothing clickable that is not an option
    assert {"action", "battle", "loot"} <= prompts


def test_dice_are_draggable_buttons_with_text():
    for m, d in walk(11):
        if d is not None and any(o.key.startswith("die:") for o in d.options):
            html = odd.render_board(m.view(0), d)
            die = re.search(r'<div[^>]*data-choice="die:\d+"[^>]*>', html).group(0)
            assert 'role="button"' in die and 'tabindex="0"' in die and "data-drag" in die
            assert 'data-drag-choice="die:' in die and "aria-label=" in die
            assert re.search(r'aria-label="Pick up (Strength|Agility|Magic|Heroic) \d', html)
            return
    raise AssertionError("no battle reached")


def test_boxes_become_targets_after_picking_a_die():
    for m, d in walk(12):
        if d is not None and d.prompt == "Choose a box" and any(o.key.startswith("box:") for o in d.options):
            html = odd.render_board(m.view(0), d)
            for o in d.options:
                if o.key.startswith("box:"):
                    assert f'data-choice="{o.key}"' in html
            return
    raise AssertionError("no box choice reached")


def test_names_are_escaped():
    for m, _d in walk(3, 2):
        panels = odd.render_panels(m.view(0))
        assert "<b>P0</b>" not in panels and "&lt;b&gt;P0&lt;/b&gt;&amp;" in panels
        break


def test_preview_and_text_labels_without_colour():
    for m, d in walk(4):
        v = m.view(0)
        if v["phase"] == "battle" and v["encounter"] and v["encounter"].get("preview"):
            html = odd.render_board(v, d)
            assert "If you confirm now:" in html
            assert re.search(r"\d+ (Strength|Agility|Magic|any)", html)  # box values as words
            return
    raise AssertionError("no battle preview reached")


def test_a_skill_sub_step_renders_dice_toggles_a_prompt_and_confirm():
    """Revision 2 (R-ODD-058/059, A-ODD-06): toggle:<die id> on the dice, pre-selection pressed, confirm/cancel."""
    kinds = set()
    for m, d in walk(1, bot="greedy", variants={"hero1": "Mage", "dungeon": "yeti"}):
        if d is None or not any(o.key.startswith("toggle:") for o in d.options):
            continue
        view = m.view(0)
        pick = view["encounter"]["pick"]
        html = odd.render_board(view, d)
        for o in d.options:
            if o.key.startswith("toggle:"):
                tag = re.search(rf'<div[^>]*data-choice="{o.key}"[^>]*>', html).group(0)
                assert 'role="button"' in tag and 'tabindex="0"' in tag  # keyboard: Tab, then Enter or Space
                on = int(o.key[7:]) in pick["chosen"]
                assert f'aria-pressed="{"true" if on else "false"}"' in tag
                assert ("chosen" in tag) == on and f'aria-label="{"Unselect" if on else "Select"} ' in tag
        assert html.count('class="odd-tick"') == len(pick["chosen"])  # a tick: not colour alone
        assert esc(d.prompt) in html
        if d.has("confirm"):
            assert '<button type="button" class="odd-pick-confirm" data-choice="confirm">Confirm: ' in html
        assert ('data-choice="cancel"' in html) == d.has("cancel")
        assert "Select or unselect dice" in html
        quiet = odd.render_board(view, d, interactive=False)
        assert "data-choice" not in quiet and "Choosing dice" in quiet
        kinds.add(pick["kind"])
    assert {"mana", "static"} <= kinds


def test_a_sub_step_without_a_valid_choice_shows_why_and_no_confirm():
    for m, d in walk(1, bot="greedy", variants={"hero1": "Mage", "dungeon": "yeti"}):
        if d is not None and d.has("confirm") and any(o.key.startswith("toggle:") for o in d.options):
            pick = m.state.enc.pick
            m.play("toggle:" + str(pick.chosen[0]))  # a spell's cost no longer paid
            d = m.decision
            if d.has("confirm"):
                continue
            html = odd.render_board(m.view(0), d)
            assert 'data-choice="confirm"' not in html and d.notes and esc(d.notes[0]) in html
            return
    raise AssertionError("no sub-step reached")


def test_the_two_player_dice_cap_question_renders():
    """R-ODD-119/143: the question is a plain decision (decision bar); the board draws no dice yet."""
    from engine.core.game import REVISION_KEY
    from tests.games.one_deck_dungeon.helpers import card, fight, item_cards, make, play

    st = make(heroes=("Warrior", "Archer"), deck=20, options={REVISION_KEY: 2})
    st.heroes[0].items = item_cards("S", 3)
    st.heroes[1].items = item_cards("S", 4)[3:]
    fight(st, card("Goblin"), dice=[1] * 13)
    play(st, "heroic:0")
    d = st.decision()
    assert st.phase == "cap" and [o.key for o in d.options] == ["cap:S:5", "cap:S:6"]
    html = odd.render_board(st.view(0), d)
    assert "Not rolled yet" in html and "cap:" not in html


def test_the_dungeon_card_lists_its_floors_and_the_boss():
    m = Match("one_deck_dungeon", (Seat("A"),), {"dungeon": "hydra"}, 7)
    view = m.view(0)
    html = odd.render_board(view, m.decision)
    panel = html[html.index("odd-dungeon") :]
    for f in view["dungeon"]["floors"]:
        assert f"Floor {f['number']}: {esc(f['name'])}" in panel and esc(f["text"]) in panel
    assert panel.count("Peril box") == 3 and panel.count("Foe boxes") == 3
    assert f"Boss: {esc(view['dungeon']['boss']['name'])}" in panel
    assert panel.count('aria-current="step"') == 1 and "the party is here" in panel
    assert panel.count("not reached yet") == 2 and "<details" in html and " open>" in html


def test_time_and_armor_are_drawn_not_emoji():
    """Heart, hourglass and shield are inline SVG (no emoji font needed); the label says them in words."""
    box = {"color": "S", "value": 5, "armor": True, "dmg": 1, "time": 2, "index": 0}
    inner = odd.box_inner(box)
    assert inner.count('class="odd-icon odd-i-time"') == 2 and inner.count('class="odd-icon odd-i-armor"') == 1
    assert inner.count('class="odd-icon odd-i-dmg"') == 1
    assert "\u231b" not in inner and "\U0001f6e1" not in inner and "♥" not in inner
    label = odd.box_text(box)
    assert "armor" in label and "2 time" in label


def test_R_ODD_021_the_card_behind_the_door_is_shown_with_encounter_or_flee():
    """No blind choice: the flipped card's boxes (with the dungeon's), ability and loot are on screen."""
    seen = set()
    for seed in range(12):
        for m, d in walk(seed, 1 + seed % 2):
            if d is None or m.state.phase != "fight_or_flee":
                continue
            view = m.view(0)
            facing = view["facing"]
            card = facing["card"]
            assert card["id"] == m.state.doors[m.state.door][0]
            html = odd.render_board(view, d)
            assert "Behind the door: " + esc(card["name"]) in html
            assert esc(card["loot"]["name"]) in html and esc(card["loot"]["text"]) in html
            for b in facing["boxes"]:
                assert esc(odd.box_text(b)) in html
            if card["kind"] == "foe":
                assert facing["boxes"] and all(b["value"] for b in facing["boxes"])  # SWARM's X is worked out
                if card.get("ability"):
                    assert card["ability_text"] and esc(card["ability_text"]) in html
            else:
                for o in card["options"]:
                    assert esc(o["name"]) in html
            seen.add(card["kind"])
    assert seen == {"foe", "peril"}


def test_R_ODD_020_open_doors_are_shown_in_full_when_choosing_a_door():
    found = 0
    for seed in range(6):
        for m, d in walk(seed, 1 + seed % 2):
            if d is None or m.state.phase not in ("action", "end", "invisible"):
                continue
            view = m.view(0)
            html = odd.render_board(view, d)
            for door in view["doors"]:
                if door["card"]:
                    found += 1
                    card = door["card"]
                    assert f"Door {door['index'] + 1}: {esc(card['name'])}" in html
                    assert esc(card["loot"]["text"]) in html
                    for b in card.get("boxes", []):
                        assert esc(odd.box_text(b)) in html
    assert found


def test_a_battle_shows_the_foe_ability_and_loot():
    for seed in range(10):
        for m, d in walk(seed):
            enc = m.state.enc
            if d is None or enc is None or enc.kind != "foe" or m.state.phase != "battle":
                continue
            view = m.view(0)
            card = view["encounter"]["card"]
            if not card.get("ability"):
                continue
            html = odd.render_board(view, d)
            assert esc(card["ability_text"]) in html and esc(card["loot"]["name"]) in html
            return
    raise AssertionError("no battle against a foe with an ability")


def test_the_lead_sees_what_the_computer_partner_would_choose():
    """Rules revision 3: on the party's decisions the person sees the computer partner's preference."""
    m = Match("one_deck_dungeon", (Seat("Ana", None), Seat("Ben", "greedy")), {}, 5)
    dice = Chance(5)
    shown = 0
    for _ in range(400):
        d = m.decision
        if d is None:
            break
        view = m.view(d.player)
        partners = view.get("partners") or []
        if d.player == 0 and len(d.options) > 1 and m.state.phase in ("action", "fight_or_flee", "end"):
            assert partners and partners[0]["seat"] == 1 and d.has(partners[0]["key"])
            html = odd.render_board(view, d)
            assert "your computer partner, would choose:" in html and esc(partners[0]["label"]) in html
            shown += 1
        if d.player == 1:
            assert not partners  # the partner's own decisions need no advice to the person
        m.play(bot_choose("greedy", m.game, m.state, d, dice))
    assert shown >= 5


def test_the_table_draws_kit_dice_and_cards_and_rolls_only_right_after_a_roll():
    """Dice are coloured dice (colour, letter, shape, pips) that keep their data-choice keys; the dice roll in
    on the render right after the roll and not once one is picked up; the card behind the door turns up as a
    kit card with its family's art; each hero has an emblem."""
    seen = {"rolled": False, "settled": False, "facing": False}
    for seed in range(8):
        for m, d in walk(seed, 1 + seed % 2):
            if d is None:
                break
            view = m.view(0)
            html = odd.render_board(view, d)
            assert 'class="emblem' in odd.render_panels(view)
            enc = view.get("encounter")
            if enc and any(x["state"] == "pool" for x in enc["dice"]):
                pool = [x for x in enc["dice"] if x["state"] == "pool"]
                assert html.count('class="die cdie') >= len(pool)
                for x in pool:
                    assert f">{x['color'] if x['color'] in 'SAMH' else '*'}</text>" in html
                keys = {o.key for o in d.options}
                for k in keys:
                    if k.startswith(("die:", "box:", "toggle:", "pair:")):
                        assert f'data-choice="{k}"' in html
                if enc["just_rolled"]:  # the engine's roll counter: exactly the dice the last move rolled roll in
                    assert html.count("die-rolling") == sum(1 for x in pool if x["fresh"])
                    seen["rolled"] = True
                else:
                    assert "die-rolling" not in html and not any(x["fresh"] for x in pool)
                    seen["settled"] = True
            facing = view.get("facing")
            if facing:
                assert "card-turning" in html and 'class="emblem' in html
                seen["facing"] = True
            elif "card-turning" in html:
                raise AssertionError("only the card just drawn turns up")
    assert all(seen.values()), seen


def test_card_face_art_follows_the_card():
    assert "em-spirit" in odd.card_face({"name": "Wraith", "kind": "foe", "ability": "drain"}).art
    assert "em-trap" in odd.card_face({"name": "Pit of Spikes", "kind": "peril", "options": []}).art
    assert odd.card_face({"name": "Nobody", "kind": "foe"}).art.startswith("<svg")


def test_R_ODD_107_a_boss_round_shows_the_boss_as_a_card_and_the_doors_wait_aside():
    boss = {"name": "Lich", "health": 7, "damage": 3, "text": "Cover its boxes twice.", "boxes": []}
    view = {
        "encounter": {"kind": "boss", "boxes": [], "dice": [], "stage": "dice", "rolls": 0},
        "dungeon": {"boss": boss, "floors": []},
        "heroes": [],
        "doors": [{"index": 0, "open": False, "card": None}],
        "floor": 4,
    }
    html = odd.render_board(view, None)
    table = html[html.index('class="odd-table"') :]
    assert '<h3 class="card-title">Lich</h3>' in table and "em-undead" in table and "3/7" in table
    assert 'class="odd-row odd-doors aside"' in html and 'aria-label="Door 1, closed"' in html
    view["over"] = True
    view["encounter"]["dice"] = [{"id": 1, "owner": 0, "color": "S", "value": 4, "state": "pool", "fresh": False}]
    assert "1 die left" in odd.render_board(view, None)


def test_boxes_are_drawn_as_on_the_card_with_their_dice_on_them():
    """A box: the kit slot (colour, letter, shape, number), its consequences drawn, the dice placed in it."""
    b = {"color": "A", "value": 10, "wide": True, "dmg": 2, "time": 1, "index": 3, "dice": [7, 8], "total": 9}
    dice = {7: {"id": 7, "color": "A", "value": 5}, 8: {"id": 8, "color": "H", "value": 4}}
    html = odd.box(b, set(), False, dice)
    assert "kbox kbox-agility kbox-wide" in html and ">10</text>" in html and ">A</text>" in html
    assert html.count("odd-i-dmg") == 2 and html.count("odd-i-time") == 1
    assert html.count('class="die cdie') == 2 and '<b class="odd-total">9</b>' in html
    assert 'aria-label="10 Agility wide: 2 damage, 1 time, dice on it: Agility 5, Heroic 4"' in html
    target = odd.box(dict(b, dice=[]), {"box:3"}, False)
    assert 'role="button"' in target and 'data-choice="box:3"' in target


def test_R_ODD_battle_dice_buttons_fold_because_each_die_is_a_button_on_the_table():
    """A battle's many "Pick up" buttons only repeat the dice on the table: the decision bar folds them under
    one line, so auto-place, confirm and the potions stay in view; each folded die is clickable on the table."""
    from web.views import play

    for m, d in walk(3, bot="greedy"):
        if d is None or sum(o.key.startswith("die:") for o in d.options) < odd.FOLD_DICE_FROM:
            continue
        view = m.view(0)
        ana = (Seat("Ana"),)  # a person decides (the walk's seats are computers)
        screen = play.Screen(game=m.game, seats=ana, view=view, decision=d, result=None, viewer=0)
        bar = play.render_decision(screen, odd)
        head, fold = bar.split('<details class="options-fold">', 1)
        tucked = re.findall(r'data-choice="([^"]+)"', fold)
        shown = re.findall(r'data-choice="([^"]+)"', head)
        assert sorted(tucked) == sorted(o.key for o in d.options if o.key.startswith("die:"))
        assert sorted(shown + tucked) == sorted(o.key for o in d.options if not o.system)
        assert f"<summary>{len(tucked)} dice: pick one up on the table" in fold
        table = set(re.findall(r'data-choice="([^"]+)"', odd.render_board(view, d)))
        assert set(tucked) <= table
        assert re.search(r'data-choice="auto"[^>]*><kbd>1</kbd>', head)  # number keys go to what is in view
        assert "<kbd>" not in fold and "data-n=" not in fold  # ... and never to a die folded out of view
        return
    raise AssertionError("no battle with enough dice came up")


def test_few_dice_do_not_fold():
    for _m, d in walk(3, bot="greedy"):
        if d is not None and 0 < sum(o.key.startswith("die:") for o in d.options) < odd.FOLD_DICE_FROM:
            assert odd.option_fold(d) is None
            return
    raise AssertionError("no decision with a few dice came up")
