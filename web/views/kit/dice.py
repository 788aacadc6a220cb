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
    out = ["die", base]
    if rolling:
        out.append("die-rolling")
    if held:
        out.append("die-held")
    return " ".join(out)


def _pips(face: int, fill: str = "currentColor") -> str:
    return "".join(f'<circle cx="{x}" cy="{y}" r="9" fill="{fill}"/>' for x, y in _PIPS[face])


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
        f'width="{size}" height="{size}" role="img" aria-label="{esc(name)}">'
        '<rect class="die-body" x="4" y="4" width="92" height="92" rx="18"/>'
        f'<g class="die-pips">{_pips(face)}</g></svg>'
    )


def _shape(shape: str) -> str:
    """The colour's mark, a light inset shape behind the letter."""
    if shape == "square":
        return '<rect class="die-mark" x="30" y="30" width="40" height="40" rx="3"/>'
    if shape == "triangle":
        return '<polygon class="die-mark" points="50,24 78,72 22,72"/>'
    if shape == "circle":
        return '<circle class="die-mark" cx="50" cy="52" r="22"/>'
    return '<polygon class="die-mark" points="50,20 58,41 80,41 62,55 69,77 50,64 31,77 38,55 20,41 42,41"/>'


def coloured_die(face: int, colour: str, *, size: int = 36, rolling: bool = False) -> str:
    """One Deck Dungeon die: colour, letter and shape; the pips give the face.

    The letter sits in the top-left corner and the colour's shape in the
    middle under the pips, so a colour-blind player still tells S/A/M/H apart.
    """
    if face not in _PIPS:
        raise ValueError(f"die face {face!r}")
    name, shape = COLOURS.get(colour, ("plain", "circle"))
    letter = colour if colour in COLOURS else "?"
    return (
        f'<svg class="{_classes("cdie die-" + name, rolling)}" viewBox="0 0 100 100" '
        f'width="{size}" height="{size}" role="img" '
        f'aria-label="{esc(f"{name} die showing {face}")}">'
        '<rect class="die-body" x="4" y="4" width="92" height="92" rx="16"/>'
        f"{_shape(shape)}"
        f'<g class="die-pips">{_pips(face)}</g>'
        f'<text class="die-letter" x="91" y="93" text-anchor="end">{letter}</text>'
        "</svg>"
    )


def d12(face: int, *, size: int = 36, rolling: bool = False) -> str:
    """A twelve-sided die seen from above: a pentagon with its number."""
    if not 1 <= face <= 12:
        raise ValueError(f"d12 face {face!r}")
    under = ' text-decoration="underline"' if face in (6, 9) else ""
    return (
        f'<svg class="{_classes("d12", rolling)}" viewBox="0 0 100 100" '
        f'width="{size}" height="{size}" role="img" '
        f'aria-label="twelve-sided die showing {face}">'
        '<polygon class="die-body" points="50,4 95,37 78,94 22,94 5,37"/>'
        f'<text class="die-num" x="50" y="68" text-anchor="middle"{under}>{face}</text>'
        "</svg>"
    )


def roll_tray(
    dice_markup: list[str],
    *,
    caption: str,
    outcome: str = "",
    tone: str = "neutral",
    key: str = "",
) -> str:
    """The dice on the table, then the sum and what it means.

    The caption and outcome fade in after the roll (CSS delay) so the result
    reads as landing; with animations off they are simply there.  `key`
    lets a view tell trays apart (data-roll) so a repeated roll re-plays.
    """
    if tone not in ("neutral", "good", "bad"):
        tone = "neutral"
    key_attr = f' data-roll="{esc(key)}"' if key else ""
    out = "".join(outcome and f'<span class="tray-outcome">{esc(outcome)}</span>')
    return (
        f'<div class="roll-tray tray-{tone}"{key_attr}>'
        f'<div class="tray-dice">{"".join(dice_markup)}</div>'
        f'<p class="tray-result" role="status"><span class="tray-caption">'
        f"{esc(caption)}</span>{out}</p></div>"
    )
