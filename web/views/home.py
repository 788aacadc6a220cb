"""The home page: every registered game with its pitch and a new-game form.

The markup is prerendered at build time (so it paints before Python has
loaded) and is a plain GET form to play.html: started before Python is
ready, it still works (the play page reads the query); once Python is up the
app starts the game in place.  `parse_new_game` is the form's other half.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine import BOT_KINDS, MAX_NAME, Game, OptionsError, Seat, Variant, derive_seed

from .common import attrs, esc
from .kit import dice, emblems, tokens

KINDS = (("human", "Human"), ("greedy", "Computer"), ("random", "Computer (easy)"))
assert {k for k, _ in KINDS} - {"human"} <= set(BOT_KINDS)


@dataclass(frozen=True)
class NewGame:
    """A checked new-game request (seed None = pick one at random)."""

    game_id: str
    seats: tuple[Seat, ...]
    variants: dict[str, Any]
    seed: int | None


def default_name(seat: int, kind: str) -> str:
    return f"Player {seat + 1}" if kind == "human" else f"Computer {seat + 1}"


def off_counts(game: Game, variant: Variant) -> list[int]:
    """The player counts of the new-game form that exclude this option (`Variant.players`)."""
    if variant.players is None:
        return []
    low, high = variant.players
    return [n for n in range(game.min_players, game.max_players + 1) if not low <= n <= high]


def _players_text(low: int, high: int) -> str:
    return f"{low} player{'s' if low != 1 else ''}" if low == high else f"{low}-{high} players"


def _variant_field(game: Game, variant: Variant) -> str:
    """One option's field.  A field the chosen player count excludes is greyed out, with its
    reason shown, by static CSS (static/app.css reads `data-off-for`, so it works before
    Python is up); the app also disables its control (`excluded_fields`)."""
    fid = f"{game.id}-v-{variant.key}"
    options = "".join(
        f'<option value="{i}"{attrs(selected=choice == variant.default and type(choice) is type(variant.default))}>'
        f"{esc(variant.label_for(choice))}</option>"
        for i, choice in enumerate(variant.choices)
    )
    note = ""
    off = off_counts(game, variant)
    if variant.players is not None:
        low, high = variant.players
        note = f" (only with {_players_text(low, high)})"
    help_text = f'<small id="{esc(fid)}-help">{esc(variant.help)}{esc(note)}</small>' if variant.help or note else ""
    off_text = ""
    if off and variant.players is not None:
        off_text = (
            f'<small class="off-note" id="{esc(fid)}-off">Off: only with {_players_text(*variant.players)}, '
            "not with this number of players.</small>"
        )
    described = " ".join(x for x in (f"{fid}-help" if help_text else "", f"{fid}-off" if off_text else "") if x)
    return (
        f'<div class="field"{attrs(data_off_for=" ".join(map(str, off)) or None)}><label for="{esc(fid)}">'
        f"{esc(variant.label)}</label>"
        f'<select id="{esc(fid)}" name="v.{esc(variant.key)}"'
        f"{attrs(aria_describedby=described or None)}>{options}</select>{help_text}{off_text}</div>"
    )


def excluded(off_for: str, players: str) -> bool:
    """Whether a field marked `data-off-for="2 3 4"` is off at the form's chosen player count."""
    return players.strip() in off_for.split()


def _seat_row(game: Game, seat: int) -> str:
    kind = "human" if seat == 0 else "greedy"
    kinds = "".join(f'<option value="{key}"{attrs(selected=key == kind)}>{esc(label)}</option>' for key, label in KINDS)
    return (
        f'<fieldset class="seat"><legend>Player {seat + 1}</legend>'
        f'<label for="{game.id}-kind{seat}">Who plays</label>'
        f'<select id="{game.id}-kind{seat}" name="kind{seat}">{kinds}</select>'
        f'<label for="{game.id}-name{seat}">Name</label>'
        f'<input id="{game.id}-name{seat}" name="name{seat}" type="text" maxlength="{MAX_NAME}" '
        f'value="{esc(default_name(seat, kind))}" autocomplete="off"></fieldset>'
    )


def _seat_count_css(game: Game) -> str:
    """Hide the seat rows beyond the chosen player count, without any script."""
    rules = []
    for count in range(game.min_players, game.max_players):
        rules.append(
            f'#new-{game.id}:has(select[name=players] option[value="{count}"]:checked) '
            f".seat:nth-of-type(n+{count + 1}){{display:none}}"
        )
    return f"<style>{''.join(rules)}</style>" if rules else ""


def render_new_game_form(game: Game) -> str:
    counts = "".join(
        f'<option value="{n}"{attrs(selected=n == game.default_players)}>{n}</option>'
        for n in range(game.min_players, game.max_players + 1)
    )
    seats = "".join(_seat_row(game, i) for i in range(game.max_players))
    variants = "".join(_variant_field(game, v) for v in game.variants)
    return (
        f'{_seat_count_css(game)}<form class="new-game" id="new-{game.id}" method="get" action="play.html" '
        f'data-game="{esc(game.id)}"><input type="hidden" name="game" value="{esc(game.id)}">'
        f'<div class="field"><label for="{game.id}-players">Number of players</label>'
        f'<select id="{game.id}-players" name="players">{counts}</select></div>'
        f'<div class="seats-form">{seats}</div>'
        + (f'<fieldset class="variants"><legend>Options</legend>{variants}</fieldset>' if variants else "")
        + f'<div class="field"><label for="{game.id}-seed">Seed (optional)</label>'
        f'<input id="{game.id}-seed" name="seed" type="text" maxlength="40" placeholder="random" '
        f'aria-describedby="{game.id}-seed-help" autocomplete="off">'
        f'<small id="{game.id}-seed-help">The same seed and choices give the same game.</small></div>'
        f'<button type="submit" class="primary start">Start {esc(game.title)}</button></form>'
    )


def quick_start_url(game: Game) -> str:
    """One click to play: you against computers at the game's usual table size, default options."""
    seats = "".join(f"&kind{i}=greedy" for i in range(1, game.default_players))
    return f"play.html?game={game.id}&players={game.default_players}&kind0=human{seats}"


def _quick_start_label(game: Game) -> str:
    others = game.default_players - 1
    if others <= 0:
        return "Play now"
    return f"Play now against {others} computer{'s' if others != 1 else ''}"


# -- pictures: each game drawn from its own content -----------------------------
# Small inline SVG (a few KB each, no bitmaps) built from the game's data, so a
# change of content changes the picture.  Colours come from static/app.css's
# "home" section (light and dark themes); the kit draws the dice.


def _n(value: float) -> str:
    return f"{value:g}"


def _dungeon_picture() -> str:
    """A corner of Dungeon!'s board around the Great Hall, a hero on it, two combat dice."""
    from engine.games.dungeon import content

    board = content.load_board()
    hall = board.spaces[content.GREAT_HALL]
    left, top, width, height = hall.x - 90, hall.y - 50, 280, 160
    shown = [
        sp
        for sp in board.spaces.values()
        if sp.x < left + width and sp.y < top + height and sp.x + sp.w > left and sp.y + sp.h > top
    ]
    # The corridor flagstones as one path (many small squares), then the rooms and chambers.
    stones = "".join(
        f"M{_n(sp.x)} {_n(sp.y)}h{_n(sp.w)}v{_n(sp.h)}h{_n(-sp.w)}z"
        for sp in sorted(shown, key=lambda sp: sp.id)
        if sp.kind == "corridor"
    )
    shapes = [f'<path class="art-corridor" d="{stones}"/>']
    for space in sorted(shown, key=lambda sp: sp.id):
        if space.kind == "corridor":
            continue
        kind = "hall" if space.kind == "great_hall" else space.kind
        shapes.append(
            f'<rect class="art-{kind}" x="{_n(space.x)}" y="{_n(space.y)}" '
            f'width="{_n(space.w)}" height="{_n(space.h)}"/>'
        )
    cx, cy = hall.x + hall.w / 2, hall.y + hall.h / 2
    hero = tokens.figure("F", "var(--art-token)", "circle", x=cx, y=cy, r=14, label="Fighter")
    svg = (
        f'<svg viewBox="{_n(left)} {_n(top)} {width} {height}" preserveAspectRatio="xMidYMid slice">'
        f"{''.join(shapes)}{hero}</svg>"
    )
    return svg + f'<div class="art-dice">{dice.d6(5, size=28)}{dice.d6(6, size=28)}</div>'


def _tile_svg(tile: Any, x: float, y: float, size: float) -> str:
    """One DungeonQuest tile: a floor with a hall out of each open side."""
    half, arm = size / 2, size * 0.18
    parts = [f'<rect class="art-tile" x="{_n(x)}" y="{_n(y)}" width="{_n(size)}" height="{_n(size)}" rx="4"/>']
    cx, cy = x + half, y + half
    parts.append(
        f'<rect class="art-floor" x="{_n(cx - arm)}" y="{_n(cy - arm)}" width="{_n(2 * arm)}" height="{_n(2 * arm)}"/>'
    )
    ends = {
        0: (cx - arm, y, 2 * arm, half),
        1: (cx, cy - arm, half, 2 * arm),
        2: (cx - arm, cy, 2 * arm, half),
        3: (x, cy - arm, half, 2 * arm),
    }
    for edge, hall in enumerate(tile.halls):
        if hall is not None:
            ex, ey, ew, eh = ends[edge]
            parts.append(f'<rect class="art-floor" x="{_n(ex)}" y="{_n(ey)}" width="{_n(ew)}" height="{_n(eh)}"/>')
    if tile.torch:
        parts.append(f'<circle class="art-torch" cx="{_n(x + size - 12)}" cy="{_n(y + 12)}" r="4"/>')
    return "".join(parts)


def _dungeonquest_picture() -> str:
    """Three DungeonQuest tiles joined by their halls, a hero in the middle one, the die."""
    from engine.games.dungeonquest import content

    through = [t for t in content.load_tiles() if t.halls[1] is not None and t.halls[3] is not None]
    through.sort(key=lambda t: (-sum(h is not None for h in t.halls), t.id))
    picked, seen = [], set()
    for tile in through:  # the most open tiles first, one of each shape
        shape = tuple(h is not None for h in tile.halls)
        if shape not in seen:
            seen.add(shape)
            picked.append(tile)
    picked = (picked + through)[:3]
    size, gap = 62, 2
    tiles = "".join(_tile_svg(tile, 8 + i * (size + gap), 14, size) for i, tile in enumerate(picked))
    cx, cy = 8 + size + gap + size / 2, 14 + size / 2
    first = content.load_heroes()[0]
    hero = tokens.figure(first.name[0], "var(--art-token)", "triangle", x=cx, y=cy, r=14, label=first.name)
    svg = f'<svg viewBox="0 0 210 90" preserveAspectRatio="xMidYMid meet">{tiles}{hero}</svg>'
    return svg + f'<div class="art-dice">{dice.d6(4, size=28)}</div>'


def _emblem_at(family: str, x: float, y: float, size: float) -> str:
    """The kit's emblem for `family`, placed inside a picture's SVG as a nested viewport."""
    return emblems.emblem(family).replace(
        "<svg ", f'<svg x="{_n(x)}" y="{_n(y)}" width="{_n(size)}" height="{_n(size)}" ', 1
    )


def _odd_family(encounter: str) -> str:
    """A foe's family (the One Deck Dungeon view's own table), a peril's trap."""
    from engine.games.one_deck_dungeon import content

    from .one_deck_dungeon import FAMILY

    return FAMILY.get(encounter, "elemental") if encounter in content.FOES else "trap"


def _odd_picture() -> str:
    """A hand of One Deck Dungeon cards (encounter, loot, XP) and a roll of coloured dice."""
    from engine.games.one_deck_dungeon import content

    cards = []
    for i, cid in enumerate(content.CARD_IDS[:3]):
        card = content.CARDS[cid]
        angle, x = (i - 1) * 9, 58 + i * 46
        title = card.encounter if len(card.encounter) <= 12 else card.encounter[:11] + "\u2026"
        cards.append(
            f'<g transform="rotate({angle} {x + 30} 150)">'
            f'<rect class="art-card" x="{x}" y="10" width="60" height="84" rx="5"/>'
            f'<rect class="art-band" x="{x + 4}" y="14" width="52" height="14" rx="2"/>'
            f'<text class="art-title" x="{x + 30}" y="24" text-anchor="middle">{esc(title)}</text>'
            f"{_emblem_at(_odd_family(card.encounter), x + 14, 31, 32)}"
            f'<rect class="art-item art-item-{esc(card.item.lower())}" x="{x + 5}" y="70" '
            'width="14" height="14" rx="3"/>'
            f'<text class="art-letter" x="{x + 12}" y="81" text-anchor="middle">{esc(card.item)}</text>'
            f'<text class="art-xp" x="{x + 54}" y="81" text-anchor="end">{card.xp} XP</text></g>'
        )
    svg = f'<svg viewBox="44 0 236 100" preserveAspectRatio="xMinYMid meet">{"".join(cards)}</svg>'
    roll = "".join(
        dice.coloured_die(face, colour, size=28) for face, colour in ((6, "S"), (3, "A"), (5, "M"), (2, "H"))
    )
    return svg + f'<div class="art-dice">{roll}</div>'


def _df_picture() -> str:
    """Dungeon Fighter's target board (the physics' own board data: rings, bullseye, holes, bones)
    on the green table, the three hero dice lying where throws stopped, one showing its icon."""
    from .dungeon_fighter import table

    board = re.sub(r"<title>[^<]*</title>", "", table.board_svg())  # decorative: no tooltips
    dice = "".join(  # drawn larger than true scale, so they read at a card's size
        f'<g transform="translate({x} {-y}) scale(2.4) translate({-x} {y})">'
        + re.sub(r"<title>[^<]*</title>", "", table.die_svg(color, top, x, y, yaw))
        + "</g>"
        for color, top, x, y, yaw in (("red", 1, 60, 140, 20), ("blue", 4, -150, -60, -35), ("green", 2, 420, -120, 10))
    )
    return (
        '<svg viewBox="-320 -300 900 600" preserveAspectRatio="xMidYMid meet">'
        '<rect x="-320" y="-300" width="900" height="600" rx="24" fill="var(--df-felt)"/>'
        f"{board}{dice}</svg>"
    )


def _oots_picture() -> str:
    """The Order of the Stick's dungeon: the Entrance and the first rooms from the room deck, stairs down,
    three of the six characters' tokens (the page's own shapes and colours), a Battle Stack fanned with
    the Battle Deck's first Monster on top, and the twelve-sided die."""
    from engine.games.oots import content
    from engine.games.oots.content.describe import types_line

    from .oots import cards as oots_cards
    from .oots import names as oots_names

    rooms = [content.ENTRANCE, *content.ROOMS[:2]]
    parts = []
    for i, room in enumerate(rooms):
        x = 8 + i * 70
        title = room.name if len(room.name) <= 14 else room.name[:13] + "\u2026"
        parts.append(
            f'<rect class="art-card" x="{x}" y="8" width="64" height="50" rx="5"/>'
            f'<rect class="art-band" x="{x + 3}" y="11" width="58" height="12" rx="2"/>'
            f'<text class="art-title" x="{x + 32}" y="20" text-anchor="middle">{esc(title)}</text>'
        )
    parts.append('<path class="art-band" d="M36 74v-4h5v-4h5v-4h5v-4h5v16z"/>')  # stairs down from the Entrance
    monster = content.BATTLE_DECK[0]
    for k in range(3):  # the Battle Stack fanned, the first Monster on top
        parts.append(f'<rect class="art-band" x="{150 + k * 5}" y="{30 - k * 2}" width="16" height="22" rx="2"/>')
    family = oots_cards.FAMILY.get(types_line(monster.types[:1]), "spirit")
    parts.append(_emblem_at(family, 172, 26, 20))
    for i, cid in enumerate(list(content.CHARACTERS)[:3]):
        name = oots_names.character_name(cid)
        token = tokens.figure(name, oots_names.colour(cid), oots_names.shape(cid), x=22 + i * 17, y=44, r=8, label=name)
        parts.append(re.sub(r"<title>[^<]*</title>", "", token))  # decorative: no tooltips
    svg = f'<svg viewBox="0 0 224 80" preserveAspectRatio="xMidYMid meet">{"".join(parts)}</svg>'
    return svg + f'<div class="art-dice">{dice.d12(12, size=30)}</div>'


PICTURES = {
    "oots": _oots_picture,
    "dungeon": _dungeon_picture,
    "dungeonquest": _dungeonquest_picture,
    "one_deck_dungeon": _odd_picture,
    "dungeon_fighter": _df_picture,
}


def game_picture(game: Game) -> str:
    """The game's picture for its home card ("" for a game without one); decorative, so hidden
    from screen readers (the card's title and pitch say what it is)."""
    draw = PICTURES.get(game.id)
    if draw is None:
        return ""
    return f'<div class="game-art game-art-{esc(game.id)}" aria-hidden="true">{draw()}</div>'


def at_a_glance(game: Game) -> str:
    """ "1-4 players · 45-60 min"."""
    text = _players_text(game.min_players, game.max_players)
    if game.minutes is not None:
        low, high = game.minutes
        text += f" \u00b7 {low} min" if low == high else f" \u00b7 {low}-{high} min"
    return text


def render_game_card(game: Game, *, form_open: bool = True) -> str:
    """A game's card: pitch, a one-click start, and the full new-game form (folded when
    several games share the page, so the list stays short on a phone)."""
    return (
        f'<article class="game-card" id="game-{esc(game.id)}">{game_picture(game)}<h2>{esc(game.title)}</h2>'
        f'<p class="players">{esc(at_a_glance(game))}</p>'
        f'<p class="pitch">{esc(game.pitch)}</p>'
        f'<p class="quick"><a class="button primary" data-start href="{esc(quick_start_url(game))}">'
        f"{esc(_quick_start_label(game))}</a></p>"
        f'<details class="more"{attrs(open=form_open)}><summary>More options'
        '<span class="more-sub">players, names, rules</span></summary>'
        f"{render_new_game_form(game)}</details></article>"
    )


def render_home(games: Sequence[Game], banner: str = "") -> str:
    """The home screen's markup (inside #app); `banner` is a message shown above the games
    (part of the markup, so redrawing the page cannot lose it)."""
    cards = "".join(render_game_card(game, form_open=len(games) == 1) for game in games)
    if not cards:
        cards = '<p class="empty">No games are installed yet.</p>'
    return (
        '<div class="home"><header class="hero-head"><h1>Delve</h1>'
        "<p>Dungeon-crawl board games in your browser: alone against the computer or with friends at one "
        "screen. Share or resume any game by its link; it keeps working offline.</p>"
        '<p class="resume"><a id="resume" href="play.html" hidden>Resume your last game</a></p>'
        "</header>"
        f'<div class="banner" id="banner" role="alert"{attrs(hidden=not banner)}>{esc(banner)}</div>'
        f'<main class="games">{cards}</main></div>'
    )


# -- the form's other half -----------------------------------------------------
def _param(params: Mapping[str, str], key: str) -> str:
    value = params.get(key, "")
    return value if isinstance(value, str) else ""


def parse_new_game(params: Mapping[str, str], games: Sequence[Game]) -> NewGame:
    """A checked new game from the form's fields; OptionsError says what is wrong."""
    by_id = {game.id: game for game in games}
    game = by_id.get(_param(params, "game"))
    if game is None:
        raise OptionsError("Choose one of the games on the home page.")
    try:
        players = int(_param(params, "players") or game.default_players)
    except ValueError:
        raise OptionsError("The number of players must be a number.") from None
    if not game.min_players <= players <= game.max_players:
        raise OptionsError(f"{game.title} takes {game.min_players}-{game.max_players} players.")
    seats = []
    for i in range(players):
        kind = _param(params, f"kind{i}") or ("human" if i == 0 else "greedy")
        if kind != "human" and kind not in BOT_KINDS:
            raise OptionsError(f"Player {i + 1}: unknown kind of player.")
        name = " ".join(_param(params, f"name{i}").split())[:MAX_NAME].strip() or default_name(i, kind)
        seats.append(Seat(name, None if kind == "human" else kind))
    variants: dict[str, Any] = {}
    for variant in game.variants:
        if variant.players is not None and not variant.players[0] <= players <= variant.players[1]:
            continue
        raw = _param(params, f"v.{variant.key}")
        if raw == "":
            continue
        if not raw.isdigit() or int(raw) >= len(variant.choices):
            raise OptionsError(f"{variant.label}: not one of the choices.")
        variants[variant.key] = variant.choices[int(raw)]
    seed_text = _param(params, "seed").strip()
    seed = None
    if seed_text:  # a plain number is used as it is; any other text is hashed
        seed = derive_seed(int(seed_text) if seed_text.isdigit() and len(seed_text) < 19 else seed_text)
    game.normalize_options(tuple(seats), variants)  # raises OptionsError with a readable message
    return NewGame(game.id, tuple(seats), variants, seed)
