"""The table kit (web/views/kit): dice, cards, emblems, tokens."""

import re

import pytest

from web.views.kit import cards, dice, emblems, tokens


@pytest.mark.parametrize("face", range(1, 7))
def test_d6_draws_pips_for_every_face(face):
    svg = dice.d6(face)
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count("<circle") == face
    assert 'role="img"' in svg and f'aria-label="die showing {face}"' in svg
    assert 'width="36"' in svg


def test_d6_label_size_rolling_held():
    svg = dice.d6(3, size=48, label='a <"die">', rolling=True, held=True)
    assert 'aria-label="a &lt;&quot;die&quot;&gt;"' in svg
    assert 'width="48"' in svg
    assert "die-rolling" in svg and "die-held" in svg
    assert "die-rolling" not in dice.d6(3)


@pytest.mark.parametrize("face", [0, 7, -1])
def test_d6_rejects_impossible_faces(face):
    with pytest.raises(ValueError):
        dice.d6(face)


@pytest.mark.parametrize("colour", ["S", "A", "M", "H"])
@pytest.mark.parametrize("face", range(1, 7))
def test_coloured_die_never_colour_alone(colour, face):
    svg = dice.coloured_die(face, colour)
    name = dice.COLOURS[colour][0]
    # the letter and a shape mark, as well as the colour class
    assert f">{colour}</text>" in svg
    assert 'class="kd-mark"' in svg
    assert f"die-{name}" in svg
    assert f'aria-label="{name} die showing {face}"' in svg
    assert svg.count("<circle") - ('<circle class="kd-mark"' in svg) == face


def test_coloured_dice_have_distinct_shapes():
    marks = {re.search(r'<(\w+) class="kd-mark"[^>]*>', dice.coloured_die(1, c)).group(0) for c in "SAMH"}
    assert len(marks) == 4


def test_coloured_die_worn_to_nothing_has_no_pips():
    svg = dice.coloured_die(0, "H")
    assert "showing 0" in svg and "<circle" not in svg.split('class="kd-pips"')[1].split("</g>")[0]
    with pytest.raises(ValueError):
        dice.coloured_die(7, "H")
    with pytest.raises(ValueError):
        dice.d6(0)


def test_coloured_die_other_colour_is_any_colour_not_an_error():
    svg = dice.coloured_die(2, "T", rolling=True)
    assert "any-colour die showing 2" in svg and ">*</text>" in svg
    assert "die-rolling" in svg


@pytest.mark.parametrize("face", range(1, 13))
def test_d12_every_face(face):
    svg = dice.d12(face)
    assert f">{face}</text>" in svg
    assert f'aria-label="twelve-sided die showing {face}"' in svg


def test_d12_marks_six_and_nine():
    assert "underline" in dice.d12(6) and "underline" in dice.d12(9)
    assert "underline" not in dice.d12(8)
    with pytest.raises(ValueError):
        dice.d12(13)


def test_roll_tray_caption_outcome_tone_key_escaped():
    html = dice.roll_tray(
        [dice.d6(5, rolling=True), dice.d6(6, rolling=True)],
        caption="11 + 1 <sword> = 12",
        outcome="not enough, 13 needed",
        tone="bad",
        key='r"1',
    )
    assert "tray-bad" in html and 'data-roll="r&quot;1"' in html
    assert "11 + 1 &lt;sword&gt; = 12" in html
    assert '<span class="tray-outcome">not enough, 13 needed</span>' in html
    assert html.count("<svg") == 2
    assert 'role="status"' in html


def test_roll_tray_defaults():
    html = dice.roll_tray([], caption="7", tone="weird")
    assert "tray-neutral" in html and "tray-outcome" not in html
    assert "data-roll" not in html


def test_card_face_up_layout_and_escaping():
    face = cards.CardFace(
        title="Rat <King> & co",
        kind="Monster",
        text='Bites "twice"\nthen flees',
        art=emblems.emblem("vermin"),
        stats=(("Health", "5"), ("<Dmg>", "2")),
        corner="3",
        tone="foe",
    )
    html = cards.card(face, size="lg", turning=True, extra='<button type="button">Fight</button>')
    assert html.startswith('<article class="card card-lg card-foe card-turning">')
    assert "Rat &lt;King&gt; &amp; co" in html
    assert "Bites &quot;twice&quot;" in html
    assert html.count('<p class="card-text">') == 2
    assert "<dt>&lt;Dmg&gt;</dt><dd>2</dd>" in html
    assert '<span class="card-corner">3</span>' in html
    assert 'class="emblem' in html and "<button" in html


def test_card_defaults_and_unknowns():
    html = cards.card(cards.CardFace("A", "B"), size="huge")
    assert "card-md card-neutral" in html
    assert "card-turning" not in html and "card-art" not in html and "card-stats" not in html
    assert "card-corner" not in html
    assert "card-neutral" in cards.card(cards.CardFace("A", "B", tone="odd"))


def test_card_face_down_shows_a_back():
    html = cards.card(cards.CardFace("Secret", "Door"), face_up=False, back="Dungeon <deck>")
    assert "Secret" not in html and "card-back" in html
    assert 'aria-label="Dungeon &lt;deck&gt;, face down"' in html
    assert "Door, face down" in cards.card(cards.CardFace("Secret", "Door"), face_up=False, size="sm")
    assert "card-sm" in cards.card_back("x", size="sm")


def test_card_face_is_frozen():
    face = cards.CardFace("A", "B")
    with pytest.raises(AttributeError):
        face.title = "C"


@pytest.mark.parametrize("family", sorted(emblems.KNOWN))
def test_every_emblem_is_a_drawing(family):
    svg = emblems.emblem(family)
    assert svg.startswith('<svg class="emblem') and 'viewBox="0 0 64 64"' in svg
    assert svg.count("<") - svg.count("</") >= 3
    assert 'aria-hidden="true"' in svg


def test_contract_families_are_drawn():
    families = "undead beast ooze dragon humanoid demon spirit construct vermin coin gem jewel weapon armour"
    families += " potion scroll relic item skill xp warrior archer rogue mage cleric fighter wizard elf dwarf"
    for key in families.split():
        assert key in emblems.KNOWN, key


def test_giant_is_a_monster_family_of_its_own():
    """DungeonQuest's trolls and ogres: a foe (tinted with the monsters), drawn unlike any other family."""

    def drawing(family: str) -> str:
        return emblems.emblem(family).split('r="30"/>', 1)[1]  # what follows the tinted disc

    assert "em-foe em-giant" in emblems.emblem("giant")
    assert drawing("giant") not in {drawing(f) for f in emblems.KNOWN if f != "giant"}
    assert drawing("giant") != drawing("kraken")  # not the neutral emblem either


def test_places_have_emblems_of_their_own():
    """A deck of doors, of catacombs (stairs), of the dungeon (a torch): drawn, untinted, unlike each other."""
    drawings = {key: emblems.emblem(key).split('r="30"/>', 1)[1] for key in ("door", "stairs", "torch")}
    neutral = emblems.emblem("kraken").split('r="30"/>', 1)[1]
    assert len(set(drawings.values())) == 3 and neutral not in drawings.values()
    assert all(f"em-place em-{key}" in emblems.emblem(key) for key in drawings)


@pytest.mark.parametrize("family", ["", "kraken", '"><script>', "UNDEAD "])
def test_unknown_emblem_keys_are_neutral_never_an_error(family):
    svg = emblems.emblem(family, tone="bad")
    assert svg.startswith("<svg") and "<script>" not in svg and "em-bad" in svg


def test_emblem_keys_are_case_insensitive():
    assert emblems.emblem("Undead") == emblems.emblem("undead")
    assert emblems.emblem("undead") != emblems.emblem("beast")


@pytest.mark.parametrize("shape", tokens.SHAPES + ("blob",))
def test_token_every_shape(shape):
    g = tokens.figure("w", "var(--p1)", shape, x=50, y=40, r=12, label="Warrior <you>")
    assert g.startswith('<g class="token') and g.endswith("</g>")
    assert ">W</text>" in g
    assert 'aria-label="Warrior &lt;you&gt;"' in g and "<title>Warrior &lt;you&gt;</title>" in g
    assert "fill:var(--p1)" in g
    assert f"token-{shape if shape != 'blob' else 'circle'}" in g


def test_token_shapes_differ():
    drawn = {tokens.figure("A", "red", s, x=0, y=0, r=10, label="a").split("</title>")[1][:5] for s in tokens.SHAPES}
    assert drawn == {"<circ", "<rect", "<poly"}
    assert len({tokens.figure("A", "red", s, x=0, y=0, r=10, label="a") for s in tokens.SHAPES}) == 6


@pytest.mark.parametrize("colour", ["S", "A", "M"])
def test_box_slot_never_colour_alone(colour):
    """A box shows its colour's letter and shape (as its dice do) and the number it needs."""
    svg = dice.box_slot(5, colour)
    name, shape = dice.COLOURS[colour]
    assert f"kbox-{name}" in svg and f">{colour}</text>" in svg and 'class="kd-mark"' in svg
    assert ">5</text>" in svg and 'role="img"' in svg and f'aria-label="{name} box 5"' in svg
    # the same mark as the die of that colour
    mark = re.search(r'<(rect|polygon|circle) class="kd-mark"[^>]*/>', svg).group(0)
    assert mark in dice.coloured_die(3, colour)


def test_box_slot_wide_any_and_x():
    wide = dice.box_slot(12, "S", wide=True, size=40)
    assert "kbox-wide" in wide and 'viewBox="0 0 190 100"' in wide and 'width="76"' in wide
    assert 'aria-label="wide strength box 12"' in wide
    anyc = dice.box_slot(None, "ANY", label='a <"box">')
    assert "kbox-any-colour" in anyc and ">*</text>" in anyc and ">X</text>" in anyc
    assert "kd-mark" not in anyc and 'aria-label="a &lt;&quot;box&quot;&gt;"' in anyc


def test_roll_tray_caption_emblem_is_decoration_before_the_caption():
    tray = dice.roll_tray([dice.d6(2)], caption="Your roll", emblem=emblems.emblem("Warrior"))
    result = tray.split('class="tray-result"', 1)[1]
    assert result.index("tray-emblem") < result.index("tray-caption")
    assert '<span class="tray-emblem" aria-hidden="true"><svg' in tray
    assert "tray-emblem" not in dice.roll_tray([dice.d6(2)], caption="x")


def test_box_slot_with_an_empty_label_is_decoration():
    svg = dice.box_slot(4, "M", label="")
    assert 'aria-hidden="true"' in svg and "role=" not in svg and "aria-label" not in svg
