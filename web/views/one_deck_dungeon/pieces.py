"""One Deck Dungeon's small table pieces: the boxes of a card and the dice.

A box is drawn as on the card (the kit's `box_slot`: the colour's outline,
letter and shape, the number in the middle; wide boxes twice as wide) with
its consequences under it as drawn icons (hearts, hourglasses, the theft
star, hits on the boss), and the dice placed on it sit in it.  A die is the
kit's coloured die.  Colour is never alone: letters, shapes and the words
of each piece's label say it too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import attrs, esc
from ..kit import dice as kit_dice

COLOR_WORD = {"S": "Strength", "A": "Agility", "M": "Magic", "H": "Heroic", "ANY": "any", "T": "any", "P": "any"}

# Drawn, not typed: the hourglass, heart and shield characters need an emoji font that many
# systems (and headless browsers) lack, and a box showing "□" hides its consequence.
# The box's label says the same in words for screen readers.
_ICON = '<svg class="odd-icon {cls}" viewBox="0 0 10 12" aria-hidden="true"><path fill="currentColor" d="{d}"/></svg>'
ICON_TIME = _ICON.format(
    cls="odd-i-time", d="M1 .5h8v1H8c0 2.5-2 3.5-2.4 4.5C6 7 8 8 8 10.5h1v1H1v-1h1C2 8 4 7 4.4 6 4 5 2 4 2 1.5H1z"
)
ICON_ARMOR = _ICON.format(cls="odd-i-armor", d="M5 .5 9.5 2v4c0 3-2.5 5-4.5 5.5C3 11 .5 9 .5 6V2z")
HEART = "M5 11 1 6.5C-.5 4.5.5 1.5 3 1.5c1 0 1.6.6 2 1.3.4-.7 1-1.3 2-1.3 2.5 0 3.5 3 2 5z"
ICON_DMG = _ICON.format(cls="odd-i-dmg", d=HEART)
ICON_STAR = _ICON.format(cls="odd-i-star", d="M5 .5 6.3 4.3h4L7 6.6l1.3 4L5 8.2 1.7 10.6 3 6.6-.3 4.3h4z")
ICON_HIT = _ICON.format(cls="odd-i-hit", d="M4.3.5h1.4v6.8h2v1.2h-2v3h-1.4v-3h-2V7.3h2z")  # a sword: a hit


def button(key: str, label: str, cls: str, inner: str, *, drag: bool = False, pressed: bool | None = None) -> str:
    """A clickable table piece: focusable, named, carrying the decision option's key."""
    extra: dict[str, Any] = {"data_drag": True, "data_drag_choice": key} if drag else {}
    if pressed is not None:
        extra["aria_pressed"] = "true" if pressed else "false"
    return (
        f"<div{attrs(class_=cls, role='button', tabindex='0', aria_label=label, data_choice=key, **extra)}>"
        f"{inner}</div>"
    )


def box_text(b: Mapping[str, Any]) -> str:
    """The box as words: value, colour, shape, consequences."""
    bits = [f"{b.get('value') or 'X'} {COLOR_WORD.get(b['color'], b['color'])}"]
    if b.get("wide"):
        bits.append("wide")
    if b.get("armor"):
        bits.append("armor")
    if b.get("mark") == "lich":
        bits.append("cover twice")
    if b.get("mark") == "head":
        bits.append("head")
    cons = []
    if b.get("dmg"):
        cons.append(f"{b['dmg']} damage")
    if b.get("time"):
        cons.append(f"{b['time']} time")
    if b.get("star"):
        cons.append(f"steals a {b['star'] if b['star'] != 'xp' else 'XP card'}")
    if b.get("hits"):
        cons.append(f"{b['hits']} hit{'s' if b['hits'] > 1 else ''} on the boss")
    return " ".join(bits) + (": " + ", ".join(cons) if cons else "")


def box_inner(b: Mapping[str, Any], placed: list[str] | None = None) -> str:
    """The box as drawn: the slot (dice placed sit in it), its marks (armor, theft, Lich, head), then what
    leaving it empty costs (a heart per damage, an hourglass per time) or what filling it deals the boss."""
    slot = kit_dice.box_slot(b.get("value") or None, b["color"], wide=bool(b.get("wide")), size=40, label="")
    marks = (ICON_ARMOR if b.get("armor") else "") + (ICON_STAR if b.get("star") else "")
    if b.get("mark") == "lich":
        marks += '<b class="odd-x2">×2</b>'
    if b.get("mark") == "head":
        marks += '<b class="odd-x2">head</b>'
    marks = f'<span class="odd-marks">{marks}</span>' if marks else ""
    on = ""
    if placed:
        total = f'<b class="odd-total">{b["total"]}</b>' if b.get("wide") and b.get("total") else ""
        on = f'<span class="odd-on">{"".join(placed)}{total}</span>'
    elif b.get("wide") and b.get("total"):
        on = f'<span class="odd-on"><b class="odd-total">{b["total"]}</b></span>'
    cons = ICON_DMG * int(b.get("dmg", 0)) + ICON_TIME * int(b.get("time", 0)) + ICON_HIT * int(b.get("hits", 0))
    done = '<i class="odd-done" aria-hidden="true">✓</i>' if b.get("filled") else ""
    return (
        f'<span class="odd-slot">{slot}{on}{marks}{done}</span>'
        f'<span class="odd-cons">{cons or "<span class=odd-none>-</span>"}</span>'
    )


def box(b: Mapping[str, Any], keys: set[str], hinted: bool, dice: Mapping[int, Mapping[str, Any]] | None = None) -> str:
    """A box of the card; a button when a picked-up die (or a pair) can go on it."""
    cls = f"odd-box odd-c-{b['color']}" + (" wide" if b.get("wide") else "") + (" armor" if b.get("armor") else "")
    cls += " filled" if b.get("filled") else ""
    cls += " hint" if hinted else ""
    key = f"box:{b.get('index', -1)}"
    label = box_text(b) + (" (filled)" if b.get("filled") else "")
    placed = []
    for i in b.get("dice") or []:
        d = (dice or {}).get(i)
        if d is not None:
            placed.append(kit_dice.coloured_die(int(d["value"]), d["color"], size=22))
    if placed:
        label += f", dice on it: {', '.join(die_words(dice[i]) for i in b['dice'] if i in dice)}"  # type: ignore[index]
    if key in keys:
        return button(key, label, cls, box_inner(b, placed))
    return f'<div class="{cls}" role="img" aria-label="{esc(label)}" title="{esc(label)}">{box_inner(b, placed)}</div>'


def die_words(d: Mapping[str, Any]) -> str:
    return f"{COLOR_WORD.get(d['color'], d['color'])} {d['value']}"


def die(
    d: Mapping[str, Any],
    keys: set[str],
    picked: bool,
    hinted: bool,
    owner: str,
    chosen: bool | None = None,
    rolling: bool = False,
) -> str:
    """A die; a button when it can be picked up, paired, or (a skill's sub-step) toggled: `chosen` says if on.

    Drawn as a kit coloured die (colour, letter and shape, pips for the value); a wild die wears a "*" badge.
    """
    color = d["color"]
    label = die_words(d) + (" (any colour)" if d.get("wild") else "") + (f", {owner}" if owner else "")
    cls = f"odd-die odd-c-{color}" + (" picked" if picked else "") + (" hint" if hinted else "")
    inner = kit_dice.coloured_die(int(d["value"]), color, size=40, rolling=rolling)
    if d.get("wild") and color not in "HTP":
        inner += '<i class="odd-wild" aria-hidden="true">*</i>'

    toggle = f"toggle:{d['id']}"
    if toggle in keys:
        on = bool(chosen)
        cls += " toggle" + (" chosen" if on else "")
        inner += '<i class="odd-tick" aria-hidden="true">✓</i>' if on else ""
        return button(toggle, f"{'Unselect' if on else 'Select'} {label}", cls, inner, pressed=on)
    key = f"die:{d['id']}"
    if key in keys:
        return button(key, f"Pick up {label}", cls, inner, drag=True)
    pair = f"pair:{d['id']}"
    if pair in keys:
        return button(pair, f"Pair with {label}", cls, inner)
    return f'<div class="{cls}" role="img" aria-label="{esc(label)}" title="{esc(label)}">{inner}</div>'
