"""The board for the whole table: a read-only live page every phone opens from a QR code.

``BoardServer`` (``server.py``) serves it from a data folder (``source.py``);
``view.py`` builds what it shows from the rules core, with each game's own part
from its package (``board_section()``, e.g. ``scorekeeper/games/<game>/board.py``); ``qr.py`` draws the
address.  No Flet here: the same server runs from the command line and inside
the app.
"""

from .net import lan_address
from .server import DEFAULT_PORT, BoardServer
from .source import BoardSourceError, GameSource, StoreSource, open_source

__all__ = ["DEFAULT_PORT", "BoardServer", "BoardSourceError", "GameSource", "StoreSource", "lan_address",
           "open_source"]
