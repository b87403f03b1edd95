"""``scorekeeper board``: serve the live board from the command line until Ctrl+C.

The first line with ``http://`` is the board's address, then its QR code, so
a script can read the address and a person can scan it.
"""

from __future__ import annotations

import signal
import sys
import threading

from scorekeeper.i18n.translate import gettext as _
from scorekeeper.refusal import Refused
from scorekeeper.terminal import safe_text

from .qr import print_qr
from .server import BoardServer
from .source import BoardSourceError, open_source


def serve_board(game_id: str | None, *, host: str, port: int, data: str | None,
                stop: threading.Event | None = None) -> int:
    if not 0 <= port <= 65535:
        raise Refused(_("--port {port} is not a port; give a number from 1 to 65535 (default 8551)").format(port=port))
    try:
        source = open_source(data)
        if game_id is not None:
            source.game_version(game_id)  # a folder we can read...
            source.load_game(game_id)     # ...and a game that is there
        latest = game_id or source.latest_game_id()
    except BoardSourceError as err:
        if game_id is not None:
            raise Refused(_("{problem}; `scorekeeper games` lists the games").format(problem=err)) from None
        raise Refused(str(err)) from None
    server = BoardServer(source, game_id, host=host, port=port)
    try:
        server.start()
    except OSError as err:
        raise Refused(_("cannot listen on {host}:{port} ({why}); pick another port with --port N").format(
            host=host, port=port, why=err.strerror or err)) from None
    stop = stop or threading.Event()
    # Before the address is printed: whoever reads it may ask us to stop at once.
    previous = signal.signal(signal.SIGTERM, lambda *_: stop.set()) if _main_thread() else None
    out = sys.stdout
    if game_id:
        live = _("The board of game {game}, live. Open it on any phone on this network; Ctrl+C stops it.").format(
            game=safe_text(game_id))
    elif latest:
        live = _("The board of the game played most recently (now {game}), live. Open it on any phone on this "
                 "network; Ctrl+C stops it.").format(game=safe_text(latest))
    else:
        live = _("The board of the next game started, live. Open it on any phone on this network; Ctrl+C stops it.")
    try:
        out.write(f"{server.url}\n")
        print_qr(server.url, out)
        out.write(f"{live}\n")
        out.flush()
        while not stop.wait(0.5):
            pass
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
    return 0


def _main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


