"""Fallback fonts for the web client: every font Flutter asks for is answered from the app's own.

When a text holds a character that no font of its style covers, Flutter's web engine fetches
a Noto font from `fontFallbackBaseUrl`; with Flet's no-CDN build that is the app's own server,
`/assets/fonts/<family>/v<N>/<file>` (`notosanssymbols/v43/...woff2`, Google Fonts' layout),
which Flet does not serve. The 404 is retried on every frame that lays such text out: a player
named in Devanagari cost thousands of failed requests in one session.

`FallbackFonts` answers those paths itself, from the fonts the app ships: the one whose family
is the one asked for (`Noto Sans Devanagari` for `notosansdevanagari`),
else the app's main font. The engine then takes the answer as that family and asks no more; a
character the answering font lacks shows as a box, as it would after the 404, without the storm.

The shipped fonts are registered with the client before its first frame (``ui/theme.py``'s
font manifest), so the app's own texts never reach this fallback. Plain ASGI, no Flet import.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from scorekeeper.asgi import ASGIApp, Receive, Scope, Send

# Flutter's fallback request: the family's folder (lower case, no spaces), a version, one file.
FALLBACK_PATH = re.compile(r"^/assets/fonts/([a-z0-9]+)/v[0-9]+/[A-Za-z0-9_.-]+\.(?:woff2|woff|ttf|otf)$")
CACHE_FOR_SECONDS = 86_400  # a phone asks once a day at most

# The fonts the app ships (assets/fonts, licences beside them), named here without Flet so the board
# server serves the same files: DejaVu Sans draws Latin and the signs (→ × −), Noto Sans Devanagari
# and Noto Sans Bengali (OFL) the Hindi and Bengali it lacks; neither Noto face has Latin letters.
ASSETS_DIR = Path(__file__).resolve().parent.parent / "assets"
MAIN_FONT = "DejaVu Sans"
SCRIPT_FONTS = {
    "Noto Sans Devanagari": "fonts/NotoSansDevanagari-Regular.ttf",
    "Noto Sans Bengali": "fonts/NotoSansBengali-Regular.ttf",
}
SHIPPED_FONTS = {MAIN_FONT: "fonts/DejaVuSans.ttf", **SCRIPT_FONTS}  # family → path inside the assets


def folder_of(family: str) -> str:
    """The folder Flutter asks under for a family: ``Noto Sans Devanagari`` → ``notosansdevanagari``."""
    return "".join(ch for ch in family.lower() if ch.isalnum())


def font_type(path: Path) -> bytes:
    return {".otf": b"font/otf", ".woff2": b"font/woff2", ".woff": b"font/woff"}.get(path.suffix.lower(), b"font/ttf")


class FallbackFonts:
    """ASGI middleware: Flutter's fallback-font requests get one of ``fonts`` (family → file)."""

    def __init__(self, app: ASGIApp, fonts: Mapping[str, Path], main_family: str) -> None:
        if main_family not in fonts:
            raise ValueError(f"the main font {main_family!r} is not among the shipped fonts {sorted(fonts)}")
        self.app = app
        # read once at start: a few hundred kB each, and a request never touches the disk
        self.fonts = {folder_of(family): (font_type(path), path.read_bytes()) for family, path in fonts.items()}
        self.main = folder_of(main_family)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path")
        wanted = FALLBACK_PATH.match(path) if scope.get("type") == "http" and isinstance(path, str) else None
        if wanted is None or scope.get("method") not in ("GET", "HEAD"):
            await self.app(scope, receive, send)
            return
        kind, data = self.fonts.get(wanted.group(1), self.fonts[self.main])
        await send({"type": "http.response.start", "status": 200, "headers": [
            (b"content-type", kind), (b"content-length", str(len(data)).encode()),
            (b"cache-control", f"public, max-age={CACHE_FOR_SECONDS}".encode()),
        ]})
        await send({"type": "http.response.body", "body": b"" if scope.get("method") == "HEAD" else data})
