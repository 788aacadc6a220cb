"""Save strings: (version, game id, options, seed, choice log) in a link.

msgpack -> raw deflate -> base64url, behind the prefix "1." (the encoding
version).  Decoding trusts nothing: every size is capped, every field is
checked, and the choices are replayed through the engine, so any damage
ends as one `SaveError` whose message a player can read.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from typing import Any

import msgpack

from .decision import Choice
from .errors import SaveError
from .game import check_seats
from .match import MAX_MOVES as MAX_LOG

# A move's parameters are integers a browser holds exactly (a JavaScript number's 53 bits):
# a packed throw gesture (Dungeon Fighter's `aux`) needs more than 32.  Each is checked
# against its decision's own bounds again when the save is replayed.
SAFE_INT = 2**53 - 1

PREFIX = "1."
FORMAT = 1
MAX_TEXT = 24_000  # characters of a save string
MAX_PAYLOAD = 256_000  # bytes after inflating
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")


def encode_parts(
    game_id: str, seats: Any, variants: dict[str, Any], seed: int, log: list[Choice], revision: int = 1
) -> str:
    options: dict[str, Any] = {"seats": [[s.name, s.bot] for s in seats], "variants": variants}
    if revision != 1:  # saves before revisions existed have none: they are revision 1
        options["revision"] = revision
    payload = msgpack.packb([FORMAT, game_id, options, seed, [c.to_wire() for c in log]], use_bin_type=True)
    deflater = zlib.compressobj(9, zlib.DEFLATED, -15, 9)
    packed = deflater.compress(payload) + deflater.flush()
    return PREFIX + base64.urlsafe_b64encode(packed).rstrip(b"=").decode("ascii")


def encode(match: Any) -> str:
    """The share string; options left at their defaults are omitted (shorter links)."""
    defaults = {v.key: v.default for v in match.game.variants}
    changed = {
        key: value
        for key, value in match.variants.items()
        if key not in defaults or type(value) is not type(defaults[key]) or value != defaults[key]
    }
    return encode_parts(match.game.id, match.seats, changed, match.seed, match.log, match.revision)


def _unpack(text: str) -> Any:
    if not isinstance(text, str):
        raise SaveError("This is not a saved game.")
    text = text.strip()
    if text.startswith("#"):
        text = text[1:]
    if not text:
        raise SaveError("The link holds no saved game.")
    if len(text) > MAX_TEXT:
        raise SaveError("This saved game is too long to be one of ours.")
    version, dot, body = text.partition(".")
    if not dot or not version.isdigit():
        raise SaveError("This link is not a Delve saved game (no version mark).")
    if version + "." != PREFIX:
        raise SaveError(f"This save was made by a different version of Delve (format {version[:6]}).")
    if not _ALPHABET.fullmatch(body):
        raise SaveError("This link is damaged: it contains characters a save never has.")
    if len(body) % 4 == 1:
        body = body[:-1]  # a cut that leaves a lone character: inflating will say it is short
    try:
        packed = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        raise SaveError("This link is damaged: it contains characters a save never has.") from None
    inflater = zlib.decompressobj(-15)
    try:
        payload = inflater.decompress(packed, MAX_PAYLOAD)
    except zlib.error:
        raise SaveError("This link is damaged: the saved game cannot be unpacked.") from None
    if inflater.unconsumed_tail:
        raise SaveError("This saved game is too large.")
    if not inflater.eof:
        raise SaveError("This link is cut short: part of the saved game is missing.")
    try:
        return msgpack.unpackb(
            payload,
            raw=False,
            strict_map_key=True,
            max_str_len=1024,
            max_bin_len=0,
            max_array_len=2 * MAX_LOG,  # so that a too-long move list gets its own message
            max_map_len=64,
            max_ext_len=0,
        )
    except Exception:  # msgpack raises many types on hostile input
        raise SaveError("This link is damaged: the saved game cannot be read.") from None


def _check_log(raw: Any) -> list[Choice]:
    if not isinstance(raw, list):
        raise SaveError("This saved game's move list is damaged.")
    if len(raw) > MAX_LOG:
        raise SaveError("This save has more moves than any game can have.")
    log = []
    for n, entry in enumerate(raw, 1):
        if isinstance(entry, int) and not isinstance(entry, bool) and 0 <= entry < 4096:
            log.append(Choice(entry))
        elif (
            isinstance(entry, list)
            and 2 <= len(entry) <= 9
            and all(isinstance(v, int) and not isinstance(v, bool) and -SAFE_INT <= v <= SAFE_INT for v in entry)
            and 0 <= entry[0] < 4096
        ):
            log.append(Choice(entry[0], tuple(entry[1:])))
        else:
            raise SaveError(f"Move {n} of this saved game is damaged.")
    return log


def decode_parts(text: str) -> tuple[str, Any, dict[str, Any], int, list[Choice], int]:
    """Checked fields of a save string, without replaying it (the last is the rules revision)."""
    data = _unpack(text)
    if not isinstance(data, list) or len(data) != 5:
        raise SaveError("This link is damaged: the saved game has the wrong shape.")
    fmt, game_id, options, seed, raw_log = data
    if fmt != FORMAT:
        raise SaveError("This save was made by a different version of Delve.")
    if not isinstance(game_id, str):
        raise SaveError("This link is damaged: the game name is missing.")
    if not isinstance(options, dict) or set(options) - {"revision"} != {"seats", "variants"}:
        raise SaveError("This link is damaged: the game setup is missing.")
    revision = options.get("revision", 1)
    if not isinstance(revision, int) or isinstance(revision, bool) or not 1 <= revision < 2**16:
        raise SaveError("This link is damaged: the rules revision is not valid.")
    variants = options["variants"]
    if not isinstance(variants, dict) or not all(
        isinstance(v, (bool, int, str)) and not isinstance(v, float) for v in variants.values()
    ):
        raise SaveError("This link is damaged: the game options are unreadable.")
    seats = check_seats(options["seats"])
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise SaveError("This link is damaged: the seed is not valid.")
    return game_id, seats, variants, seed, _check_log(raw_log), revision


def decode(text: str) -> Any:
    """The match a save string describes, replayed; SaveError otherwise."""
    replay = start_replay(text)
    replay.run()
    return replay.match


def start_replay(text: str) -> Any:
    """A `Replay` of a save string, not yet run (the page runs it in slices); SaveError if damaged."""
    from .match import Match, Replay

    game_id, seats, variants, seed, log, revision = decode_parts(text)
    return Replay(Match(game_id, seats, variants, seed, revision=revision, from_save=True), log)
