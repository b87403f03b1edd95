"""A command's refusal: input it cannot use, said in one sentence that is printed as it is.

Its own module so that every command (``cli.py``, ``board/cli.py``) raises the same error without
importing another command's module: ``cli.py`` loads the board's command only when it is run.
"""

from __future__ import annotations


class Refused(Exception):
    """Input the command cannot use; the message is printed as it is."""
