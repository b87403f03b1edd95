"""Reading a JSON document a user hands us: every failure is one clear sentence."""

from __future__ import annotations

import json
import sys
from typing import Any


class UnreadableFile(Exception):
    """The file cannot be read, or is not JSON; the message says which and where."""


def read_json(path: str) -> Any:
    """A JSON document from a file (or standard input for ``-``)."""
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except IsADirectoryError:
        raise UnreadableFile(f"{path}: is a folder, not a game record") from None
    except OSError as err:
        raise UnreadableFile(f"{path}: cannot read it ({err.strerror or err})") from None
    except UnicodeDecodeError:
        raise UnreadableFile(f"{path}: not a text file (not UTF-8)") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise UnreadableFile(f"{path}: not JSON (line {err.lineno}, column {err.colno}: {err.msg})") from None
    except (ValueError, RecursionError) as err:  # a number too long to read, or nesting too deep
        reason = "nested too deeply" if isinstance(err, RecursionError) else str(err).split(";")[0]
        raise UnreadableFile(f"{path}: not a game record ({reason})") from None
