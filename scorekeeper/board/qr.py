"""The board's address as a QR code: drawn in a terminal, or a PNG for the app.

segno is pure Python (no Pillow, no native code), so it also works inside a
packaged phone build.
"""

from __future__ import annotations

import io
from typing import TextIO

import segno

from scorekeeper.i18n.translate import gettext


def _code(url: str) -> "segno.QRCode":
    return segno.make(url, error="m", micro=False)


def print_qr(url: str, out: TextIO) -> None:
    """Draw the code with half-block characters (two rows a line, so it fits a small terminal).

    A terminal whose encoding has no block characters gets a line saying so instead of a traceback.
    """
    drawing = io.StringIO()
    _code(url).terminal(out=drawing, compact=True, border=2)
    try:
        drawing.getvalue().encode(getattr(out, "encoding", None) or "utf-8")
    except (UnicodeEncodeError, LookupError):
        out.write(gettext("(This terminal cannot draw the QR code; type the address above into the phone.)") + "\n")
        return
    out.write(drawing.getvalue())


def qr_png(url: str, scale: int = 10) -> bytes:
    """The code as a PNG, dark on white with the quiet zone a phone camera needs."""
    buffer = io.BytesIO()
    _code(url).save(buffer, kind="png", scale=scale, border=4, dark="#000000", light="#ffffff")
    return buffer.getvalue()
