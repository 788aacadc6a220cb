"""OOTS cards drawn with the kit: shticks, Monsters, Loot, traps, Screw This! and rooms.

The words come from the view's `cards` (each card's printed lines, engine/games/oots/view.py);
Attack, Defense and Range sit in the kit card's stat row; a shtick lying flipped is drawn
face down (it is blank until unflipped).  Art is a kit emblem chosen from the card's kind
and types, so every card has a picture without bitmaps.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import esc
from ..kit import cards as kit_cards
from ..kit import emblems
from .names import emblem_key

_KIND = {
    "shtick": ("Shtick", "hero"),
    "monster": ("Monster", "foe"),
    "loot": ("Loot", "loot"),
    "trap": ("Trap!", "bad"),
    "screw": ("Screw This!", "peril"),
    "room": ("Room", "neutral"),
    "xykon": ("Xykon card", "foe"),
    "card": ("Card", "neutral"),
}
# Monster types to kit emblem families (an unknown type gets the neutral emblem).
FAMILY = {
    "Undead": "undead",
    "Dragon": "dragon",
    "Beast": "beast",
    "Vermin": "vermin",
    "Fiend": "demon",
    "Ogre": "giant",
    "Troll": "giant",
    "Goblin": "humanoid",
    "Hobgoblin": "humanoid",
    "Kobold": "humanoid",
    "Orc": "humanoid",
    "Human": "humanoid",
    "Linear Guild": "humanoid",
}


def face_of(view: Mapping[str, Any], card: str) -> Mapping[str, Any]:
    """The card's face as the view gives it (a bare title when the view has none)."""
    return (view.get("cards") or {}).get(card) or {"kind": "card", "title": card, "lines": []}


def _art(face: Mapping[str, Any]) -> str:
    kind = face.get("kind")
    if kind == "shtick":
        return emblems.emblem(emblem_key(str(face.get("owner", ""))))
    if kind in ("monster", "xykon"):
        first = str(face.get("types", "")).split(" / ")[0]
        return emblems.emblem(FAMILY.get(first, "demon" if face.get("xykon") else "spirit"))
    if kind == "trap":
        return emblems.emblem("trap")
    if kind == "loot":
        return emblems.emblem("relic" if face.get("crest") else "item")
    if kind == "screw":
        return emblems.emblem("skill")
    return emblems.emblem("door")


def kit_face(view: Mapping[str, Any], card: str) -> kit_cards.CardFace:
    """A kit CardFace for any OOTS card id of the view."""
    face = face_of(view, card)
    kind = str(face.get("kind", "card"))
    word, tone = _KIND.get(kind, _KIND["card"])
    lines = [str(x) for x in face.get("lines", ())]
    stats: tuple[tuple[str, str], ...] = ()
    if kind in ("shtick", "monster") and "atk" in face:
        stats = (("Atk", str(face["atk"])), ("Def", str(face["defense"])), ("Rng", str(face["range"])))
        lines = [ln for ln in lines if not ln.startswith("Attack ")]  # the stat row shows them
    types = str(face.get("types", ""))
    if types and lines and lines[0] == types:
        lines = lines[1:]
    corner = ""
    if kind == "monster":
        corner = f"{face.get('xp', 0)} XP"
        lines = [ln for ln in lines if not ln.startswith("Loot ")]
    elif kind == "loot":
        drool = face.get("drool") or {}
        corner = f"DF {max(drool.values(), default=0) or face.get('crest', 0)}"
    return kit_cards.CardFace(
        title=str(face.get("title", card)),
        kind=f"{word}: {types}" if types else word,
        text="\n".join(lines),
        art=_art(face),
        stats=stats,
        corner=corner,
        tone=tone,
    )


def card(
    view: Mapping[str, Any], card_id: str, *, size: str = "sm", face_up: bool = True, back: str = "", full: bool = True
) -> str:
    """A card; `full=False` leaves out its art and words (a compact row: the tooltip holds the words)."""
    face = kit_face(view, card_id)
    if not full:
        face = kit_cards.CardFace(face.title, face.kind, stats=face.stats, corner=face.corner, tone=face.tone)
    return kit_cards.card(face, size=size, face_up=face_up, back=back)


# A card's markup is a function of its printed face and how it lies, and the faces never change:
# (card, flipped, full) -> (the face it was drawn from, the markup).  A redraw after a click
# draws every card in play, so this is most of the panels' cost (measured: bench.render).
_CELLS: dict[tuple[str, bool, bool], tuple[Mapping[str, Any], str]] = {}
_CELLS_MAX = 4096


def _cell(view: Mapping[str, Any], c: str, flipped: bool, full: bool) -> str:
    face = face_of(view, c)
    key = (c, flipped, full)
    hit = _CELLS.get(key)
    if hit is not None and (hit[0] is face or hit[0] == face):
        return hit[1]
    back = f"{face.get('title', c)} (flipped)"
    drawn = card(view, c, face_up=not flipped, back=back, full=full)
    markup = f'<div class="oots-cell" title="{esc(_tooltip(view, c, flipped))}">{drawn}</div>'
    if len(_CELLS) >= _CELLS_MAX:
        _CELLS.clear()
    _CELLS[key] = (face, markup)
    return markup


def row(
    view: Mapping[str, Any], ids: list[str], *, label: str, flipped: frozenset[str] = frozenset(), full: bool = True
) -> str:
    """A row of cards (a hand, a Stash, the shticks in play); flipped shticks lie face down."""
    if not ids:
        return ""
    cells = "".join(_cell(view, c, c in flipped, full) for c in ids)
    return f'<div class="oots-cards" role="group" aria-label="{esc(label)}">{cells}</div>'


def _tooltip(view: Mapping[str, Any], card_id: str, flipped: bool) -> str:
    """The card's full words, for the compact rows that hide card text (hover or long-press)."""
    face = face_of(view, card_id)
    lines = [str(face.get("title", card_id)), *(str(x) for x in face.get("lines", ()))]
    return " — ".join(lines) + (" (flipped: blank until unflipped)" if flipped else "")
