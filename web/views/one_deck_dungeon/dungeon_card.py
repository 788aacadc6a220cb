"""The dungeon card and the party's counters: where the party is, the deck, the Stairs, level and score.

The dungeon card lists its three floors (effect, peril box, foe boxes) and
the boss, with the floor the party is on marked in words and a bar; floors
not reached yet are told by words and a dashed bar, in full-contrast text.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import attrs, esc
from .pieces import box

_NONE = '<span class="odd-muted">none</span>'


def xp_words(xp: int, to_next: int) -> str:
    """The party's XP: towards the next level, or enough for it (or the top level reached)."""
    if not to_next:
        return f"{xp} XP"
    if xp >= to_next:
        return f"{xp} XP: enough to level up ({to_next})"
    return f"XP {xp}/{to_next}"


def meter(damage: int, health: int, over: str) -> str:
    """`damage/health`, never above the health (the last hit may go past it): then `over` says so."""
    if health and damage >= health:
        return f"{health}/{health} ({over})"
    return f"{damage}/{health}"


def status(view: Mapping[str, Any]) -> str:
    stairs = (
        f"Stairs visible: {view['stairs_tokens']} token{'s' if view['stairs_tokens'] != 1 else ''} (3 = 1 damage)"
        if view.get("stairs_visible")
        else "Stairs hidden"
    )
    lvl = view.get("level", {})
    floor = view.get("floor", 1)
    where = f"Floor {floor}" if floor <= 3 else "Boss fight"
    return (
        f'<div class="odd-row odd-meter"><span>{where}</span> · <span>Deck {view.get("deck", 0)}</span> · '
        f"<span>Discard pile {view.get('discard', 0)}</span> · <span>{esc(stairs)}</span> · "
        f"<span>Level {lvl.get('number', 1)} ({xp_words(view.get('xp_total', 0), lvl.get('to_next', 0))})</span> · "
        f"<span>Potions {view.get('potions', 0)}</span> · <span>Score {view.get('score', 0)}</span></div>"
    )


def dungeon(view: Mapping[str, Any]) -> str:
    """The dungeon card: its three floors (effect, peril box, foe boxes; where the party is) and the boss."""
    d = view.get("dungeon", {})
    here = view.get("floor", 1)
    rows = []
    for f in d.get("floors", []):
        n = f["number"]
        state = "the party is here" if n == here else ("revealed" if f.get("revealed") else "not reached yet")
        cls = "odd-floor" + ("" if f.get("revealed") else " hidden") + (" current" if n == here else "")
        foes = "".join(box(b, set(), False) for b in f.get("foe_boxes", []))
        rows.append(
            f'<li class="{cls}"{attrs(aria_current="step" if n == here else None)}>'
            f'<b>Floor {n}: {esc(f["name"])}</b> <span class="odd-muted">({state})</span>'
            f'<div class="odd-muted">{esc(f["text"])}</div>'
            f'<div class="odd-boxes"><span class="odd-muted">Peril box</span>{box(f["peril_box"], set(), False)}'
            f'<span class="odd-muted">Foe boxes</span>{foes or _NONE}</div></li>'
        )
    boss = d.get("boss", {})
    fight = here > 3
    boss_boxes = "".join(box(b, set(), False) for b in boss.get("boxes", []))
    rows.append(
        f'<li class="odd-floor odd-boss{" current" if fight else ""}"{attrs(aria_current="step" if fight else None)}>'
        f"<b>Boss: {esc(boss.get('name', ''))}</b> <span class='odd-meter'>"
        f"{meter(boss.get('damage', 0), boss.get('health', 0), 'defeated')} damage</span>"
        f' <span class="odd-muted">{esc(boss.get("text", ""))}</span><div class="odd-boxes">{boss_boxes}</div></li>'
    )
    return (
        f'<details class="odd-panel odd-dungeon" open><summary><b>{esc(d.get("name", ""))}</b>: floors and boss'
        f'</summary><ol class="odd-floors">{"".join(rows)}</ol></details>'
    )
