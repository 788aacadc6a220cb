"""The error types a player can meet.  Messages are written for players."""


class DelveError(Exception):
    """Base for every error the engine raises on purpose."""


class SaveError(DelveError):
    """A save string could not be loaded: damaged, unknown or illegal."""


class OptionsError(SaveError):
    """Game setup (players, variants) is not valid."""


class IllegalChoice(DelveError):
    """A choice that is not offered by the pending decision."""
