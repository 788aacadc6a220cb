"""Dice drawn as dice: inline SVG a player reads at a glance.

A d6 shows pips (never a digit), One Deck Dungeon's coloured dice carry a
letter and a shape as well as a colour (never colour alone), a d12 is a
pentagon face with its number.  `rolling=True` adds a class that plays a
short CSS roll when the markup is inserted; the CSS turns it off under
html[data-anim="off"] and prefers-reduced-motion, so nothing waits on it.
"""

from web.views.common import esc

# Pip centres on a 0..100 face.
_L, _M, _R = 27, 50, 73
_PIPS = {
    1: ((_M, _M),),
    2: ((_L, _L), (_R, _R)),
    3: ((_L, _L), (_M, _M), (_R, _R)),
    4: ((_L, _L), (_R, _L), (_L, _R), (_R, _R)),
    5: ((_L, _L), (_R, _L), (_M, _M), (_L, _R), (_R, _R)),
    6: ((_L, _L), (_R, _L), (_L, _M), (_R, _M), (_L, _R), (_R, _R)),
}

# One Deck Dungeon colours: name, shape drawn behind the letter.
COLOURS = {
    "S": ("strength", "square"),
    "A": ("agility", "triangle"),
    "M": ("magic", "circle"),
    "H": ("heroic", "star"),
}


def _classes(base: str, rolling: bool, held: bool = False) -> str:
    out = ["die", base]  # other views and tests look for class="die d6" and class="die cdie
    if rolling:
        out.append("die-rolling")
    if held:
        out.append("die-held")
    return " ".join(out)


def _pips(face: int, fill: str = "currentColor") -> str:
    return "".join(f'<circle cx="{x}" cy="{y}" r="9" fill="{fill}"/>' for x, y in _PIPS.get(face, ()))


def d6(
    face: int,
    *,
    size: int = 36,
    label: str | None = None,
    rolling: bool = False,
    held: bool = False,
) -> str:
    """A six-sided die with pips; faces outside 1..6 are an error (a bug)."""
    if face not in _PIPS:
        raise ValueError(f"d6 face {face!r}")
    name = label if label is not None else f"die showing {face}"
    return (
        f'<svg class="{_classes("d6", rolling, held)}" viewBox="0 0 100 100" '
        f'width="{size}" height="{size}" style="width:{size}px;height:{size}px" role="img" aria-label="{esc(name)}">'
        '<rect class="kd-body" x="4" y="4" width="92" height="92" rx="18"/>'
        f'<g class="kd-pips">{_pips(face)}</g></svg>'
    )


def _shape(shape: str) -> str:
    """The colour's mark, a small shape at the bottom centre (no face has a pip there)."""
    if shape == "square":
        return '<rect class="kd-mark" x="42" y="77" width="16" height="16" rx="2"/>'
    if shape == "triangle":
        return '<polygon class="kd-mark" points="50,75 60,93 40,93"/>'
    if shape == "circle":
        return '<circle class="kd-mark" cx="50" cy="85" r="8.5"/>'
    return '<polygon class="kd-mark" points="50,74 53,81 61,82 55,87 57,95 50,91 43,95 45,87 39,82 47,81"/>'


def coloured_die(face: int, colour: str, *, size: int = 36, rolling: bool = False) -> str:
    """One Deck Dungeon die: colour, letter and shape; the pips give the face.

    Any other colour key is a die of any colour (plain, marked "*").
    The letter sits at the top centre and the colour's shape at the bottom
    centre, where no face has a pip, so a colour-blind player still tells S/A/M/H apart.
    Face 0 is a die worn down to nothing (One Deck Dungeon's POISON AURA): no pips.
    """
    if face not in _PIPS and face != 0:
        raise ValueError(f"die face {face!r}")
    name, shape = COLOURS.get(colour, ("any-colour", "circle"))
    letter = colour if colour in COLOURS else "*"
    return (
        f'<svg class="{_classes("cdie die-" + name, rolling)}" viewBox="0 0 100 100" '
        f'width="{size}" height="{size}" style="width:{size}px;height:{size}px" role="img" '
        f'aria-label="{esc(f"{name} die showing {face}")}">'
        '<rect class="kd-body" x="4" y="4" width="92" height="92" rx="16"/>'
        f"{_shape(shape)}"
        f'<g class="kd-pips">{_pips(face)}</g>'
        f'<text class="kd-letter" x="50" y="25" text-anchor="middle">{letter}</text>'
        "</svg>"
    )


def box_slot(need: int | None, colour: str, *, wide: bool = False, size: int = 40, label: str | None = None) -> str:
    """A box of a One Deck Dungeon card, drawn as on the card: a slot outlined in its colour, the number
    a die must reach in the middle, and the colour's letter (top) and shape (bottom) as on its dice, so
    a box and the dice that fit it look alike and colour is never alone.  A wide box (several dice
    add up) is twice as wide; a box of any colour has a dashed outline and a "*".  `need` None: "X"
    (set when the battle starts).  `label=""`: drawn only, named by the piece that holds it."""
    name, shape = COLOURS.get(colour, ("any-colour", ""))
    letter = colour if colour in COLOURS else "*"
    width = 190 if wide else 100
    height = round(size * 1.0)
    px = round(size * width / 100)
    text = "X" if need is None else str(need)
    words = label if label is not None else f"{'wide ' if wide else ''}{name} box {text}"
    named = f'role="img" aria-label="{esc(words)}"' if words else 'aria-hidden="true"'  # "": the caller names it
    mark = f'<g transform="translate({(width - 100) // 2} 0)">{_shape(shape)}</g>' if shape else ""
    return (
        f'<svg class="kbox kbox-{name}{" kbox-wide" if wide else ""}" viewBox="0 0 {width} 100" '
        f'width="{px}" height="{height}" style="width:{px}px;height:{height}px" {named}>'
        f'<rect class="kb-body" x="5" y="5" width="{width - 10}" height="90" rx="12"/>{mark}'
        f'<text class="kb-letter" x="{width // 2}" y="27" text-anchor="middle">{letter}</text>'
        f'<text class="kb-num" x="{width // 2}" y="67" text-anchor="middle">{esc(text)}</text>'
        "</svg>"
    )


def d12(face: int, *, size: int = 36, rolling: bool = False) -> str:
    """A twelve-sided die seen from above: a pentagon with its number."""
    if not 1 <= face <= 12:
        raise ValueError(f"d12 face {face!r}")
    under = ' text-decoration="underline"' if face in (6, 9) else ""
    return (
        f'<svg class="{_classes("d12", rolling)}" viewBox="0 0 100 100" '
        f'width="{size}" height="{size}" style="width:{size}px;height:{size}px" role="img" '
        f'aria-label="twelve-sided die showing {face}">'
        '<polygon class="kd-body" points="50,4 95,37 78,94 22,94 5,37"/>'
        f'<text class="kd-num" x="50" y="68" text-anchor="middle"{under}>{face}</text>'
        "</svg>"
    )


def roll_tray(
    dice_markup: list[str],
    *,
    caption: str,
    outcome: str = "",
    tone: str = "neutral",
    key: str = "",
    emblem: str = "",
) -> str:
    """The dice on the table, then the sum and what it means.

    The caption and outcome fade in after the roll (CSS delay) so the result
    reads as landing; with animations off they are simply there.  `key`
    lets a view tell trays apart (data-roll) so a repeated roll re-plays.
    `emblem` (kit emblem markup) stands before the caption: whose roll it is, at a glance.
    """
    if tone not in ("neutral", "good", "bad"):
        tone = "neutral"
    key_attr = f' data-roll="{esc(key)}"' if key else ""
    out = "".join(outcome and f'<span class="tray-outcome">{esc(outcome)}</span>')
    mark = f'<span class="tray-emblem" aria-hidden="true">{emblem}</span>' if emblem else ""
    return (
        f'<div class="roll-tray tray-{tone}"{key_attr}>'
        f'<div class="tray-dice">{"".join(dice_markup)}</div>'
        f'<p class="tray-result" role="status">{mark}'
        f'<span class="tray-caption">{esc(caption)}</span>{out}</p></div>'
    )
