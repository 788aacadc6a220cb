"""Cards drawn as cards: frame, title, type band, art, rules text, stats.

Every game's cards share one layout so players learn it once; the stats sit
in fixed places (a row along the bottom) and a face-down card shows a back.
`turning=True` plays a short CSS turn-up when inserted, so a card drawn is
seen turning face up; the CSS disables it when animations are off.
"""

from dataclasses import dataclass

from web.views.common import esc

SIZES = ("sm", "md", "lg")
TONES = ("neutral", "foe", "peril", "loot", "hero", "good", "bad")


@dataclass(frozen=True)
class CardFace:
    """What a card shows. `art` is SVG markup (an emblem); stats are (label, value)."""

    title: str
    kind: str
    text: str = ""
    art: str = ""
    stats: tuple[tuple[str, str], ...] = ()
    corner: str = ""
    tone: str = "neutral"


def _size(size: str) -> str:
    return size if size in SIZES else "md"


def card_back(label: str, *, size: str = "md") -> str:
    """A face-down card: the pattern of the deck and what deck it is."""
    return (
        f'<div class="card card-{_size(size)} card-back" role="img" '
        f'aria-label="{esc(label)}, face down"><div class="card-back-pattern">'
        f'<span class="card-back-label">{esc(label)}</span></div></div>'
    )


def card(
    face: CardFace,
    *,
    size: str = "md",
    face_up: bool = True,
    back: str = "",
    turning: bool = False,
    extra: str = "",
) -> str:
    """An HTML card. `extra` is markup appended inside (a view's buttons, dice).

    Art and extra are markup the caller builds (from the kit); title, kind,
    text, corner and stats are text and escaped here.
    """
    if not face_up:
        return card_back(back or face.kind, size=size)
    tone = face.tone if face.tone in TONES else "neutral"
    corner = f'<span class="card-corner">{esc(face.corner)}</span>' if face.corner else ""
    art = f'<div class="card-art">{face.art}</div>' if face.art else ""
    text = "".join(f'<p class="card-text">{esc(line)}</p>' for line in str(face.text).split("\n") if line.strip())
    stats = ""
    if face.stats:
        cells = "".join(
            f'<div class="card-stat"><dt>{esc(label)}</dt><dd>{esc(value)}</dd></div>' for label, value in face.stats
        )
        stats = f'<dl class="card-stats">{cells}</dl>'
    turn = " card-turning" if turning else ""
    return (
        f'<article class="card card-{_size(size)} card-{tone}{turn}">'
        f'<div class="card-inner"><header class="card-head"><h3 class="card-title">'
        f"{esc(face.title)}</h3>{corner}</header>"
        f'<div class="card-kind">{esc(face.kind)}</div>{art}'
        f'<div class="card-body">{text}{stats}</div>{extra}</div></article>'
    )
