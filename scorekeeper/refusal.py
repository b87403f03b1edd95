"""A command's refusal: input it cannot use, said in one sentence.

Its own module so that the commands (``cli.py`` and ``board/cli.py``; ``cli_store.py`` and
``cli_sync.py``) raise the same errors without importing each other's modules back: each loads
another command's module only when that command is run.
"""

from __future__ import annotations


class Refused(Exception):
    """Input the command cannot use; the message is printed as it is."""


class CommandError(Exception):
    """Refuse a store command (``cli_store.py``, ``cli_sync.py``): the message is printed as one line, exit status 2."""
