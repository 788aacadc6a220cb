"""Card and token art drawn from data: one simple SVG emblem per family.

Art comes from the card's own data (monster family, treasure kind, loot
type, hero class), so every card has a picture without bitmaps or fetched
files.  Shapes are plain paths in currentColor on a tinted disc so they
read in the light and dark themes; an unknown key gets a neutral emblem.
"""

from web.views.common import esc

_C = 'fill="currentColor"'
_S = 'fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"'

# Each drawing is for a 64x64 box, centred around (32, 32).
_ART = {
    # monster families
    "undead": f'<path {_C} d="M32 10c-11 0-18 8-18 18 0 6 3 10 6 12v8h24v-8c3-2 6-6 6-12 0-10-7-18-18-18z"/>'
    '<circle cx="25" cy="29" r="5" class="em-cut"/><circle cx="39" cy="29" r="5" class="em-cut"/>'
    f'<path {_S} d="M27 48v6M32 48v6M37 48v6"/>',
    "beast": f'<path {_C} d="M14 22l8 6 10-4 10 4 8-6-2 16-6 10H22l-6-10z"/>'
    '<circle cx="26" cy="34" r="3" class="em-cut"/><circle cx="38" cy="34" r="3" class="em-cut"/>'
    '<path class="em-cut" d="M29 42h6l-3 4z"/>',
    "ooze": f'<path {_C} d="M12 50c0-14 8-30 20-30s20 16 20 30c-4 3-8-2-12 1-4 3-8-2-12 1-4 3-8-4-16-2z"/>'
    '<circle cx="26" cy="36" r="3" class="em-cut"/><circle cx="38" cy="34" r="4" class="em-cut"/>',
    "dragon": f'<path {_C} d="M10 40l10-22 6 10 6-16 6 16 6-10 10 22-12 12H22z"/>'
    '<path class="em-cut" d="M24 38l6 2-6 3zM40 38l-6 2 6 3z"/>',
    "humanoid": f'<circle cx="32" cy="20" r="8" {_C}/><path {_C} d="M18 54c0-12 6-22 14-22s14 10 14 22z"/>'
    f'<path {_S} d="M48 14v30M44 20h8"/>',
    "demon": f'<path {_C} d="M16 12l8 12h16l8-12-2 20c0 12-6 20-14 20s-14-8-14-20z"/>'
    '<path class="em-cut" d="M23 32l7 3-7 2zM41 32l-7 3 7 2zM27 44h10l-5 4z"/>',
    "spirit": f'<path {_C} d="M32 10c-10 0-16 8-16 18v26l5-4 5 4 6-4 6 4 5-4 5 4V28c0-10-6-18-16-18z"/>'
    '<ellipse cx="26" cy="28" rx="3" ry="5" class="em-cut"/><ellipse cx="38" cy="28" rx="3" ry="5" class="em-cut"/>',
    "construct": f'<rect x="16" y="14" width="32" height="36" rx="3" {_C}/>'
    '<rect x="22" y="22" width="7" height="6" class="em-cut"/><rect x="35" y="22" width="7" height="6" class="em-cut"/>'
    '<path class="em-cut" d="M22 38h20v4H22z"/>',
    "vermin": f'<ellipse cx="30" cy="38" rx="16" ry="10" {_C}/><circle cx="46" cy="32" r="7" {_C}/>'
    f'<path {_S} d="M14 40c-6 0-8-6-4-10M24 46l-3 6M34 46l2 6"/><circle cx="48" cy="30" r="2" class="em-cut"/>',
    "giant": f'<circle cx="32" cy="15" r="8" {_C}/>'
    f'<path {_C} d="M12 58V36c0-8 9-13 20-13s20 5 20 13v22H42V44H22v14z"/>'
    '<path class="em-cut" d="M27 13h4v3h-4zM33 13h4v3h-4z"/><path class="em-cut" d="M26 30h12v4H26z"/>',
    "elemental": f'<path {_C} d="M32 6c4 10 14 14 14 28a14 14 0 0 1-28 0c0-8 4-12 6-16 2 6 4 8 6 8-2-8 0-14 2-20z"/>'
    '<path class="em-cut" d="M32 34c3 4 6 6 6 10a6 6 0 0 1-12 0c0-4 3-6 6-10z"/>',
    "trap": f'<path {_C} d="M8 50h48v6H8z"/><path {_C} d="M12 50l5-18 5 18zM24 50l5-22 5 22zM36 50l5-18 5 18z"/>'
    f'<path {_S} d="M44 14l8 8M52 14l-8 8"/>',
    # places and decks (a door, the catacombs' stairs, a torch for exploring)
    "door": f'<path {_C} d="M18 56V28a14 14 0 0 1 28 0v28z"/>'
    '<path class="em-cut" d="M31 18h2v36h-2z"/><circle cx="39" cy="40" r="2.5" class="em-cut"/>',
    "stairs": f'<path {_C} d="M10 54V45h11v-9h11v-9h11v-9h11v36z"/>',
    "torch": f'<path {_C} d="M28 32h8l-2 24h-4z"/>'
    f'<path {_C} d="M32 6c6 8 10 11 10 17a10 10 0 0 1-20 0c0-6 4-9 10-17z"/>'
    '<path class="em-cut" d="M32 16c3 4 5 6 5 9a5 5 0 0 1-10 0c0-3 2-5 5-9z"/>',
    # treasure kinds
    "coin": f'<circle cx="32" cy="32" r="18" {_C}/><circle cx="32" cy="32" r="12" class="em-cut"/>'
    f'<path {_C} d="M30 24h4v16h-4z"/>',
    "gem": f'<path {_C} d="M18 24l8-10h12l8 10-14 26z"/><path class="em-cut" d="M22 24h20l-10 20z" opacity=".5"/>',
    "jewel": f'<circle cx="32" cy="38" r="14" {_S}/><path {_C} d="M26 16h12l4 6-10 10-10-10z"/>',
    "weapon": f'<path {_C} d="M44 10l10 0 0 10-22 22-10-10z"/><path {_S} d="M18 36l10 10M14 50l8-8"/>',
    "armour": f'<path {_C} d="M32 10l18 6v14c0 12-8 20-18 24-10-4-18-12-18-24V16z"/>'
    '<path class="em-cut" d="M30 20h4v24h-4z"/>',
    "potion": f'<path {_C} d="M27 10h10v12l10 16c3 6-1 14-8 14H25c-7 0-11-8-8-14l10-16z"/>'
    '<path class="em-cut" d="M20 40h24c1 5-2 8-6 8H26c-4 0-7-3-6-8z" opacity=".5"/>',
    "scroll": f'<path {_C} d="M18 14h26a6 6 0 0 1 0 12v24H22a6 6 0 0 1 0-12V14z"/>'
    '<path class="em-cut" d="M26 22h14v3H26zM26 30h14v3H26zM26 38h10v3H26z"/>',
    "relic": f'<path {_C} d="M32 8l6 14 14 2-10 10 3 16-13-7-13 7 3-16-10-10 14-2z"/>'
    '<circle cx="32" cy="30" r="5" class="em-cut"/>',
    # loot types
    "item": f'<path {_C} d="M14 26h36v24H14z"/><path {_S} d="M24 26v-6a8 8 0 0 1 16 0v6"/>'
    '<path class="em-cut" d="M28 34h8v6h-8z"/>',
    "skill": f'<path {_C} d="M36 6L16 36h14l-4 22 22-32H34z"/>',
    "xp": f'<path {_C} d="M32 8l7 16h17l-14 10 5 18-15-10-15 10 5-18-14-10h17z"/>',
    # heroes
    "warrior": f'<path {_C} d="M32 10l16 6v14c0 12-7 19-16 24-9-5-16-12-16-24V16z"/>'
    f'<path class="em-cut" d="M30 18h4v28h-4zM24 26h16v4H24z"/>',
    "fighter": f'<path {_C} d="M28 8h8v30h-8z"/><path {_C} d="M18 38h28v5H18z"/><path {_C} d="M29 43h6v12h-6z"/>',
    "archer": f'<path {_S} d="M20 10c16 8 16 36 0 44M20 10v44"/><path {_S} d="M14 32h38M46 26l6 6-6 6"/>',
    "rogue": f'<path {_C} d="M34 8l6 4-4 30h-8z"/><path {_C} d="M20 42h24v4H20zM29 46h6v10h-6z"/>',
    "mage": f'<path {_C} d="M32 6l14 34H18z"/><path {_C} d="M12 40h40v6H12z"/>'
    '<circle cx="30" cy="26" r="3" class="em-cut"/>',
    "wizard": f'<path {_S} d="M22 56L42 14"/><circle cx="44" cy="12" r="6" {_C}/>'
    f'<path {_C} d="M14 22l3 6 6 1-5 4 2 6-6-3-6 3 2-6-5-4 6-1z"/>',
    "cleric": f'<path {_C} d="M28 10h8v14h14v8H36v24h-8V32H14v-8h14z"/>',
    "bard": f'<ellipse cx="26" cy="42" rx="12" ry="11" {_C}/><path {_C} d="M33 32l15-20 5 4-15 20z"/>'
    f'<circle cx="26" cy="42" r="4" class="em-cut"/><path {_S} d="M46 10l6 4"/>',
    "elf": f'<path {_C} d="M32 14c-8 0-12 8-12 16s4 18 12 18 12-10 12-18-4-16-12-16z"/>'
    f'<path {_C} d="M20 28L8 18l10 16zM44 28l12-10-10 16z"/>',
    "dwarf": f'<circle cx="32" cy="20" r="9" {_C}/><path {_C} d="M20 28h24l-4 26-8-6-8 6z"/>'
    '<path class="em-cut" d="M26 20h4v3h-4zM34 20h4v3h-4z"/>',
    "paladin": f'<path {_C} d="M32 10l16 6v14c0 12-7 19-16 24-9-5-16-12-16-24V16z"/>'
    '<path class="em-cut" d="M29 20h6v8h8v6h-8v12h-6V34h-8v-6h8z"/>',
}

_NEUTRAL = f'<circle cx="32" cy="32" r="14" {_S}/><circle cx="32" cy="32" r="4" {_C}/>'

# Families grouped by what the art stands for, so a tint tells them apart.
_GROUP = {
    **dict.fromkeys(
        [
            "undead",
            "beast",
            "ooze",
            "dragon",
            "humanoid",
            "demon",
            "spirit",
            "construct",
            "vermin",
            "giant",
            "elemental",
            "trap",
        ],
        "foe",
    ),
    **dict.fromkeys(["coin", "gem", "jewel", "weapon", "armour", "potion", "scroll", "relic"], "treasure"),
    **dict.fromkeys(["item", "skill", "xp"], "loot"),
    **dict.fromkeys(["door", "stairs", "torch"], "place"),
}

KNOWN = frozenset(_ART)


def emblem(family: str, *, tone: str = "") -> str:
    """An <svg viewBox="0 0 64 64"> emblem for `family`; decorative (aria-hidden).

    `tone` adds a class (em-good, em-bad...) for a view that wants to tint
    it; unknown families get the neutral emblem so new card data never breaks
    a view.
    """
    key = str(family).strip().lower()
    group = _GROUP.get(key, "hero" if key in _ART else "none")
    classes = f"emblem em-{group} em-{esc(key) or 'none'}" + (f" em-{esc(tone)}" if tone else "")
    return (
        f'<svg class="{classes}" viewBox="0 0 64 64" aria-hidden="true" focusable="false">'
        f'<circle class="em-disc" cx="32" cy="32" r="30"/>{_ART.get(key, _NEUTRAL)}</svg>'
    )
