"""The players beside the dungeon: character, Wounds, where and how they stand, cards.

Everyone's shticks in play (flipped ones face down) and equipped Loot are public and
drawn as cards.  A Battle Hand and a Loot Stash are drawn only when the view holds them
(the viewer's own, or everything in a finished game's replay); for everyone else only
their sizes show, with the saved Monsters' count.  The final score breakdown comes first
once the game is over.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import esc
from ..kit import emblems
from .cards import row
from .names import character_name, colour, emblem_key, floor_name, plural, room_name

WOUNDS = 4  # the fifth position of the Wound track is fleeing

STYLE = """
:where(.oots-panels){display:grid;gap:10px}
:where(.oots-player){border:1px solid var(--line,#aaa);border-radius:8px;padding:6px 8px}
.oots-player{content-visibility:auto;contain-intrinsic-size:auto 320px}
:where(.oots-player.turn){outline:3px solid var(--accent,#6b3fa0);outline-offset:2px}
:where(.oots-player) h3{display:flex;align-items:center;gap:6px;margin:0 0 4px;font-size:1rem}
:where(.oots-player) h3 .emblem{width:28px;height:28px;flex:0 0 28px}
:where(.oots-player) p{margin:2px 0}
:where(.oots-chip){display:inline-block;width:12px;height:12px;border-radius:3px;border:1px solid #111}
:where(.oots-track){display:inline-flex;gap:2px;vertical-align:middle}
:where(.oots-track) span{display:inline-block;min-width:1.3em;text-align:center;border:1px solid var(--line,#888);
 border-radius:3px;font-size:.8rem;line-height:1.3em}
:where(.oots-track) .hit{background:#b3261e;color:#fff}
:where(.oots-track) .flee{background:#5c0a0a;color:#fff}
:where(.oots-cards){display:flex;flex-wrap:wrap;gap:4px;margin:4px 0}
:where(.oots-cards) .card-sm{width:6.6rem;min-height:0}
:where(.oots-cards) .card-art,:where(.oots-cards) .card-text{display:none}
:where(.oots-cards) .card-back{height:5.2rem}
:where(.oots-mine .oots-cards) .card-text{display:block;font-size:.7rem}
:where(.oots-player) details > summary{cursor:pointer;min-height:24px}
.oots-panels .card-stats,.oots-battle .card-stats{display:grid;grid-template-columns:repeat(3,1fr);gap:2px}
.oots-panels .card-stat,.oots-battle .card-stat{padding:0 2px;min-width:0}
.oots-panels .card-loot .card-corner,.oots-battle .card-loot .card-corner{background:#1f5c22;color:#fff}
:where(.oots-score) table{border-collapse:collapse}
:where(.oots-score) th,:where(.oots-score) td{padding:2px 6px;text-align:right}
"""


def _track(p: Mapping[str, Any]) -> str:
    n = int(p.get("wounds", 0))
    cells = "".join(f'<span class="{"hit" if i < n else ""}">{"✕" if i < n else i + 1}</span>' for i in range(WOUNDS))
    flee = '<span class="flee">flee</span>' if p.get("fleeing") else ""
    return (
        f'<span class="oots-track" role="img" aria-label="{esc(plural(n, "Wound"))} of {WOUNDS}'
        f'{", fleeing" if p.get("fleeing") else ""}">{cells}{flee}</span>'
    )


def _pose(p: Mapping[str, Any]) -> str:
    if p.get("exited"):
        return "left the dungeon"
    if p.get("fleeing"):
        return "fleeing to the Entrance"
    return {"resting": "resting (on their side)", "missing": "missing their next turn"}.get(
        str(p.get("token")), "standing"
    )


def _player(view: Mapping[str, Any], p: Mapping[str, Any], turn_seat: int | None) -> str:
    cid = str(p.get("character", ""))
    seat = int(p["seat"])
    now = seat == turn_seat
    where = "" if p.get("exited") else f"{room_name(view, p['pos'])}, {floor_name(view, int(p['pos'][0]))}"
    face_up = [s["id"] for s in p.get("shticks", [])]
    flipped = [s["id"] for s in p.get("flipped", [])]
    full = "hand" in p  # the viewer's own cards in full; everyone else's compact (words in the tooltip)
    shticks = row(view, face_up + flipped, label="Shticks in play", flipped=frozenset(flipped), full=full)
    equipped = row(view, [c["id"] for c in p.get("equipped", [])], label="Equipped Loot", full=full)
    private = ""
    if "hand" in p:
        hand = row(view, [c["id"] for c in p["hand"]], label="Battle Hand")
        stash = row(view, [c["id"] for c in p.get("stash", [])], label="Loot Stash")
        starting = row(view, list(p.get("starting_choice") or []), label="Starting Shticks to choose from")
        private = (
            f"<details open><summary>Battle Hand ({int(p.get('hand_size', 0))})</summary>"
            f"{hand or '<p>Empty.</p>'}</details>"
            f"<details open><summary>Loot Stash ({int(p.get('stash_size', 0))})</summary>"
            f"{stash or '<p>Empty.</p>'}</details>"
            + (f"<p>Starting Shticks (keep 3 of 4):</p>{starting}" if starting else "")
            + f"<p>Saved Monsters: {int(p.get('saved_count', 0))} ({int(p.get('saved_xp', 0))} XP)</p>"
        )
    else:
        private = (
            f"<p>Battle Hand: {plural(int(p.get('hand_size', 0)), 'card')} · "
            f"Loot Stash: {plural(int(p.get('stash_size', 0)), 'card')} · "
            f"saved Monsters: {int(p.get('saved_count', 0))}</p>"
        )
    classes = "panel oots-player" + (" turn" if now else "") + (" oots-mine" if "hand" in p else "")
    return (
        f'<section class="{classes}" aria-label="{esc(p.get("name", ""))}">'
        f"<h3>{emblems.emblem(emblem_key(cid))}"
        f'<span class="oots-chip" style="background:{esc(colour(cid))}" aria-hidden="true"></span>'
        f"{'&#9654; ' if now else ''}{esc(p.get('name', ''))} <small>({esc(character_name(cid))})</small></h3>"
        f"<p>Wounds {_track(p)} · {esc(_pose(p))}</p>"
        + (f"<p>{esc(where)}</p>" if where else "")
        + f"<details{' open' if 'hand' in p else ''}><summary>Shticks ({len(face_up) + len(flipped)}; "
        f"{int(p.get('shtick_deck_size', 0))} left in the deck)</summary>{shticks}</details>"
        + (f"<p>Equipped:</p>{equipped}" if equipped else "")
        + f"{private}</section>"
    )


def _decks(view: Mapping[str, Any]) -> str:
    d = view.get("decks") or {}
    bits = [
        f"Battle Deck {int(d.get('battle', 0))}",
        f"Loot Deck {int(d.get('loot', 0))}",
        f"rooms {int(d.get('rooms', 0))}",
        f"Lair rooms {int(d.get('lair', 0))}",
        f"Xykon cards {int(d.get('xykon', 0))}",
    ]
    npcs = ", ".join(character_name(c) for c in view.get("npcs") or [])
    extra = f" · Not played (NPCs): {esc(npcs)}" if npcs else ""
    return f'<p class="oots-decks">Cards left: {esc(" · ".join(bits))}{extra}</p>'


def _scores(view: Mapping[str, Any]) -> str:
    scores = view.get("scores")
    if not scores:
        return ""
    rows = "".join(
        f"<tr><th scope='row'>{esc(p.get('name', ''))}</th><td>{int(s.get('drool', 0))}</td>"
        f"<td>{int(s.get('shticks', 0))}</td><td>{int(s.get('exit', 0))}</td><td>{int(s.get('xykon', 0))}</td>"
        f"<td><b>{int(s.get('total', 0))}</b></td></tr>"
        for p, s in zip(view.get("players", []), scores, strict=False)
    )
    return (
        '<section class="panel oots-score" aria-label="Bragging Points"><h3>Bragging Points</h3><table>'
        "<thead><tr><th scope='col'>Player</th><th scope='col'>Loot</th><th scope='col'>Shticks</th>"
        "<th scope='col'>Exit</th><th scope='col'>Xykon</th><th scope='col'>Total</th></tr></thead>"
        f"<tbody>{rows}</tbody></table></section>"
    )


def render_panels(view: Mapping[str, Any]) -> str:
    """Each seat's panel (the viewer's own first), the decks, and the score once the game is over."""
    turn = view.get("turn") or {}
    turn_seat = turn.get("seat")
    players = list(view.get("players", []))
    viewer = view.get("viewer")
    players.sort(key=lambda p: (p["seat"] != viewer, p["seat"]))
    body = "".join(_player(view, p, turn_seat) for p in players)
    return f'<div class="oots-panels"><style>{STYLE}</style>{_scores(view)}{body}{_decks(view)}</div>'
