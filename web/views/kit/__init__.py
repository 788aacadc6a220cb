"""The table kit: one visual language for every game's view.

Dice look like dice, cards like cards, heroes like tokens, so each game's
view draws the table rather than a form.  Every function here is pure
(data -> markup string) so it is tested in CPython; the styles live in the
"kit" section at the end of static/app.css.
"""

from web.views.kit import cards, dice, emblems, tokens

__all__ = ["cards", "dice", "emblems", "tokens"]
