"""Delve's rules engine: the public API the web app and tools use."""

from .core.bots import choose as bot_choose
from .core.bots import hint as bot_hint
from .core.bots import hint_reason as bot_hint_reason
from .core.codec import decode as load_save
from .core.codec import start_replay
from .core.decision import CLOCK_OPTION, Choice, Decision, Option, Param
from .core.errors import DelveError, IllegalChoice, OptionsError, SaveError
from .core.game import BOT_KINDS, MAX_NAME, Game, Result, Seat, Variant
from .core.match import Match, derive_seed
from .core.registry import games as all_games
from .core.registry import get
from .core.rng import Chance, ScriptedChance

__all__ = [
    "CLOCK_OPTION",
    "BOT_KINDS",
    "MAX_NAME",
    "Chance",
    "Choice",
    "Decision",
    "DelveError",
    "Game",
    "IllegalChoice",
    "Match",
    "Option",
    "OptionsError",
    "Param",
    "Result",
    "SaveError",
    "ScriptedChance",
    "Seat",
    "Variant",
    "bot_choose",
    "bot_hint",
    "bot_hint_reason",
    "derive_seed",
    "all_games",
    "get",
    "load_save",
    "start_replay",
]
