"""A DungeonQuest combat on the table: the monster's card, each side's card for this round (face down once
chosen), the two cards the last round revealed side by side with the wounds each dealt, and the words.

The three combat cards a side may play are the decision's own options
(`card:melee`, `card:ranged`, `card:magic`): `option_face` draws each as its
card, so the decision bar can show the cards themselves as its buttons; the
table never repeats them as a second set of buttons.  A side's secret pick is
never drawn for anyone else: only "chosen", as a face-down card (the chooser's
own view may name it: `my_pick`).  The monster card's art is its family's
emblem (the view's `family`, from the game's content data); a monster still
hidden in the shadows (Solo Play) is a face-down card.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..common import esc
from ..kit import cards as kit_cards
from ..kit import emblems as kit_emblems
from .base import CARD_NAMES, _int, _seq, _who

# The three combat cards: each its own emblem, so they differ by picture and title, not colour.
CARD_ART = {"melee": "weapon", "ranged": "archer", "magic": "mage"}
CARD_TEXT = {
    "melee": "Close in with the blade.",
    "ranged": "Strike from a distance.",
    "magic": "Call on sorcery.",
}
UNSEEN = "Unseen monster"  # the engine's name for a monster still face down (Solo Play, R-DQ-186)


def _combat_face(key: str, *, stats: tuple[tuple[str, str], ...] = (), tone: str = "neutral") -> Any:
    return kit_cards.CardFace(
        title=CARD_NAMES.get(key, key.title()),
        kind="Combat card",
        text=CARD_TEXT.get(key, ""),
        art=kit_emblems.emblem(CARD_ART.get(key, "")),
        stats=stats,
        tone=tone,
    )


def option_face(option: Any) -> str | None:
    """The picture of a decision option, for the decision bar to draw as its button, or None (text).

    A combat card option (`card:<melee|ranged|magic>`) is its card: the card
    is the choice, so the table does not draw a second set of buttons.
    """
    key = str(getattr(option, "key", ""))
    name = key.removeprefix("card:")
    if not key.startswith("card:") or name not in CARD_NAMES:
        return None
    return kit_cards.card(_combat_face(name), size="sm")


def _monster_card(monster: Mapping[str, Any], mname: str) -> str:
    if mname == UNSEEN:
        return kit_cards.card_back("Monster", size="sm")
    mw = _int(monster.get("wounds"))
    health = monster.get("health")
    life = "?" if health is None else str(max(0, _int(health) - mw))
    face = kit_cards.CardFace(
        title=mname,
        kind="Monster",
        text=str(monster.get("text") or ""),
        art=kit_emblems.emblem(str(monster.get("family") or "")),
        stats=(("Life left", life), ("Wounds", str(mw))),
        tone="foe",
    )
    return kit_cards.card(face, size="sm")


def _slot(chosen: Any, mine: str | None) -> str:
    """One side's card for this round: its own face for the chooser, face down once chosen, else a gap."""
    if mine in CARD_NAMES:
        return kit_cards.card(_combat_face(mine, tone="hero"), size="sm")
    if chosen:
        return kit_cards.card_back("Combat card", size="sm")
    return '<div class="dq-slot" role="img" aria-label="No card yet"><span aria-hidden="true">?</span></div>'


def _duel(hero_name: str, mname: str, chosen: Mapping[str, Any], mine: str | None) -> str:
    """This round: each side's card, face down once chosen (the picks are revealed together)."""
    hero_caption = f"{esc(hero_name)}: " + ("your card" if mine else "chosen" if chosen.get("hero") else "choosing")
    foe_caption = f"{esc(mname)}: " + ("chosen" if chosen.get("monster") else "choosing")
    return (
        f'<div class="dq-duel" aria-label="This round"><figure><figcaption>{hero_caption}</figcaption>'
        f"{_slot(chosen.get('hero'), mine)}</figure>"
        '<span class="dq-vs" aria-hidden="true">vs</span>'
        f"<figure><figcaption>{foe_caption}</figcaption>{_slot(chosen.get('monster'), None)}</figure></div>"
    )


def _played(last: Mapping[str, Any], hero_name: str, mname: str, fresh: bool) -> str:
    """After a round: the two played cards side by side, face up, with the wounds each dealt."""
    hc, mc = last.get("hero_card"), last.get("monster_card")
    if str(hc) not in CARD_NAMES or str(mc) not in CARD_NAMES:
        return ""
    hw, mwn = _int(last.get("hero_wounds")), _int(last.get("monster_wounds"))
    hero = kit_cards.card(
        _combat_face(str(hc), stats=(("Wounds dealt", str(mwn)),), tone="good" if mwn > hw else "neutral"),
        size="sm",
        turning=fresh,
    )
    foe = kit_cards.card(
        _combat_face(str(mc), stats=(("Wounds dealt", str(hw)),), tone="bad" if hw > mwn else "neutral"),
        size="sm",
        turning=fresh,
    )
    return (
        f'<div class="dq-played" aria-label="Last round"><figure><figcaption>{esc(hero_name)}</figcaption>{hero}'
        f'</figure><span class="dq-vs" aria-hidden="true">vs</span>'
        f"<figure><figcaption>{esc(mname)}</figcaption>{foe}</figure></div>"
    )


def _last_words(last: Mapping[str, Any], hero_name: str, mname: str) -> str:
    hw, mwn = _int(last.get("hero_wounds")), _int(last.get("monster_wounds"))
    played = ""
    if last.get("hero_card") or last.get("monster_card"):
        hc = CARD_NAMES.get(str(last.get("hero_card")), str(last.get("hero_card") or "nothing"))
        mc = CARD_NAMES.get(str(last.get("monster_card")), str(last.get("monster_card") or "nothing"))
        played = f"{esc(hero_name)} played <b>{esc(hc)}</b>, {esc(mname)} played <b>{esc(mc)}</b>. "
    words = (
        f"Last round: {played}"
        f"{esc(hero_name)} took {hw} wound{'s' * (hw != 1)}; {esc(mname)} took {mwn} wound{'s' * (mwn != 1)}."
    )
    text = f" <small>{esc(last.get('text'))}</small>" if last.get("text") else ""
    return f'<p class="dq-last">{words}{text}</p>'


def combat_section(view: Mapping[str, Any]) -> str:
    """The fight on the table: cards first (monster, this round, last round), then the words."""
    combat = view.get("combat")
    if not isinstance(combat, Mapping):
        return ""
    heroes = _seq(view.get("heroes"))
    seat = _int(combat.get("hero"), -1)
    hero = heroes[seat] if 0 <= seat < len(heroes) and isinstance(heroes[seat], Mapping) else {}
    hero_name = _who(hero) if hero else "The hero"
    mseat = combat.get("monster_player")
    if isinstance(mseat, int) and 0 <= mseat < len(heroes) and isinstance(heroes[mseat], Mapping):
        mplayer = f"played by {esc(heroes[mseat].get('name', ''))}"
    else:
        mplayer = "played by the dungeon"
    monster = combat.get("monster") if isinstance(combat.get("monster"), Mapping) else {}
    mname = str(monster.get("name") or "Monster")
    mw = _int(monster.get("wounds"))
    chosen = combat.get("chosen") if isinstance(combat.get("chosen"), Mapping) else {}
    mine = combat.get("my_pick")  # only in the chooser's own view, never in anyone else's
    mine = str(mine) if mine in CARD_NAMES else None
    if monster.get("health") is None:  # only the monster player knows its life (A-DQ-20)
        life = f"{mw} wound{'s' * (mw != 1)} dealt; its health is hidden"
    else:
        mh = _int(monster.get("health"))
        life = (
            f'<meter class="dq-bar" min="0" max="{max(mh, 1)}" value="{max(0, mh - mw)}" '
            f'aria-label="Monster health left"></meter> {max(0, mh - mw)} of {mh} left ({mw} wound{"s" * (mw != 1)})'
        )
    table = [_monster_card(monster, mname)]
    last = combat.get("last")
    # This round's cards while they are being chosen; once both are in they are revealed together (the
    # last round, face up), so two face-down cards would only repeat them.  Solo Play has no combat cards:
    # a combat die decides each round (R-DQ-191).
    revealed = chosen.get("hero") and chosen.get("monster") and isinstance(last, Mapping)
    if isinstance(mseat, int) and not revealed:
        table.append(_duel(hero_name, mname, chosen, mine))
    if isinstance(last, Mapping):
        log = _seq(view.get("log"))
        newest = log[-1] if log else None
        newest = newest.get("text") if isinstance(newest, Mapping) else newest
        table.append(_played(last, hero_name, mname, bool(log) and newest == last.get("text")))
    parts = [
        f'<section class="dq-combat" aria-live="polite"><h3>Combat, round {_int(combat.get("round"), 1)}</h3>',
        f'<div class="dq-table">{"".join(table)}</div>',
        f"<p><b>{esc(mname)}</b> <small>({mplayer})</small>: {life}</p>",
    ]
    if mine:
        parts.append(f"<p>Your card: <b>{esc(CARD_NAMES[mine])}</b> (the others cannot see it)</p>")
    if isinstance(last, Mapping):
        parts.append(_last_words(last, hero_name, mname))
    parts.append("</section>")
    return "".join(parts)
