"""A player battle on the page before the Defender has chosen (D17, R-OOTS-185).

The Defender picks a shtick after seeing the Attacker's; until then the chances on the
battle panel reckon with the Defender's best answer among their face-up shticks.  The
panel must say that this column is a guess, so a computer's choice never seems to be
known early; once the Defender has chosen, the column is their choice and says nothing
of a guess.  Positions: the page's own play of a seeded game (1 person + 3 computers).
"""

from __future__ import annotations

import re
from functools import cache

import engine
from engine import Chance, Match, Seat, bot_choose, bot_hint, derive_seed
from engine.games.oots.movement import distance
from web.views import renderer
from web.views.oots.battle import GUESS

VIEWS = renderer("oots")
SEATS = (Seat("Ana"), Seat("Ben", "greedy"), Seat("Cy", "greedy"), Seat("Di", "greedy"))


def _attack_here(m: Match) -> str:
    d, st = m.decision, m.state
    for o in d.options if d.player == 0 else ():
        if o.key.startswith("attack:") and distance(st.players[0].pos, st.players[int(o.key[7:])].pos) == 0:
            return o.key
    return ""


@cache
def _attack() -> tuple[str, str]:
    """The save of the moment the person may attack a computer in the same room, and that option."""
    m = Match("oots", SEATS, {"length": "short"}, derive_seed("e2e-oots-pvp-2"))
    for _ in range(3000):
        key = _attack_here(m)
        if key:
            return m.save(), key
        d = m.decision
        if m.seats[d.player].bot:
            m.play(bot_choose("greedy", m.game, m.state, d, Chance(derive_seed(f"bot/{m.seed}/{len(m.log)}"))))
        else:
            m.play(bot_hint(m.game, m.view(0), d))
    raise AssertionError("no player battle came up")


def _board(m: Match, seat: int = 0) -> str:
    d = m.decision
    return VIEWS.render_board(m.view(seat), d if d.player == seat else None)


def _plain(markup: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", markup, flags=re.S)))


def test_R_OOTS_185_the_defenders_column_is_a_guess_until_they_choose():
    save, key = _attack()
    m = engine.load_save(save)
    m.play(key)
    foe = m.state.battle.foe
    shticks = [o.key for o in m.decision.options if o.key.startswith("shtick:") and o.key != "shtick:none"]
    m.play(shticks[0])
    assert m.state.battle.stage == "preroll" and not m.state.battle.foe_shtick
    assert GUESS in _plain(_board(m)), "before the Defender chooses, their column is marked as a guess"
    m.play("ready")
    assert m.decision.player == foe and m.state.battle.stage == "defend"
    assert GUESS not in _plain(_board(m, foe)), "the Defender sees their own choices, each with its exact chances"
    defend = next(o.key for o in m.decision.options if o.key.startswith("shtick:") and o.key != "shtick:none")
    m.play(defend)
    chosen = m.state.cs.shticks[defend[7:]].name
    for seat in (0, foe):
        text = _plain(_board(m, seat))
        assert GUESS not in text, "the Defender has chosen: no guess any more"
        assert chosen in text, "the chosen defence is on the table"
