"""Canonical encoding and SHA-256 of traces and states (digest §5.2).

JSON with sorted keys and no whitespace; ints in decimal; floats as the hex
of their IEEE-754 binary64 little-endian bytes, never as decimal text.
"""

from __future__ import annotations

import hashlib
import json
import struct


def canonical(value: object) -> object:
    """Replace every float by its '<d' bytes in hex, recursively (tuples become lists)."""
    if isinstance(value, bool) or value is None or isinstance(value, (int, str)):
        return value
    if isinstance(value, float):
        return struct.pack("<d", value).hex()
    if isinstance(value, dict):
        return {str(k): canonical(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [canonical(v) for v in value]
    raise TypeError(f"cannot encode {type(value).__name__}")


def encode(value: object) -> bytes:
    """The canonical bytes of a state."""
    return json.dumps(canonical(value), sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")


def sha256(value: object) -> str:
    """'sha256:<hex>' of the canonical encoding."""
    return "sha256:" + hashlib.sha256(encode(value)).hexdigest()
