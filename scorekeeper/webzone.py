"""The browser says its time zone: the web app's page keeps it where the session reads its preferences.

Served with ``scorekeeper --web``, the app's Python runs on a server whose clock may be UTC, and the
static web app's Pyodide says UTC too: a game's time was shown in UTC on a phone in India. Flet's client
does not send the browser's zone, so the page says it itself: ``ZONE_SCRIPT``, put in its ``<head>``, runs
before Flutter starts and keeps ``Intl.DateTimeFormat().resolvedOptions().timeZone`` and the UTC offset in
the browser's local storage under the key Flutter's shared preferences read (``flutter.`` + the key,
JSON), so ``load_preferences`` finds them with the language and the digits (``i18n/zone.py``).

`PageZone` puts the script in every HTML page the ASGI app answers (``--web``); ``webbuild/site.py`` puts
it in the static site's ``index.html``. Plain ASGI, no Flet import.
"""

from __future__ import annotations

from scorekeeper.asgi import ASGIApp, Message, Receive, Scope, Send
from scorekeeper.i18n.zone import ZONE_PREFERENCE

STORAGE_KEY = f"flutter.scorekeeper.{ZONE_PREFERENCE}"  # Flutter's prefix + the app's (settings_screen.PREF_PREFIX)
ZONE_SCRIPT = (
    "<script>try{localStorage.setItem(" + repr(STORAGE_KEY).replace("'", '"')
    + ",JSON.stringify((Intl.DateTimeFormat().resolvedOptions().timeZone||'')+'|'"
    + "+(-new Date().getTimezoneOffset())));}catch(e){}</script>"
)
HEAD_END = b"</head>"


def with_zone_script(page: str) -> str:
    """``page`` (an HTML page) with the zone script first in its head; a page without a head as it is."""
    return page.replace("</head>", ZONE_SCRIPT + "</head>", 1) if ZONE_SCRIPT not in page else page


class PageZone:
    """ASGI middleware: every HTML page answered gets ``ZONE_SCRIPT`` before its ``</head>``."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope.get("type") != "http" or scope.get("method") != "GET":
            await self.app(scope, receive, send)
            return
        start: list[Message] = []
        body: list[bytes] = []

        async def sending(message: Message) -> None:
            if message.get("type") == "http.response.start":
                if not is_html(message):
                    await send(message)
                    return
                start.append(message)
                return
            if not start:
                await send(message)
                return
            chunk = message.get("body", b"")
            body.append(chunk if isinstance(chunk, bytes) else b"")
            if not message.get("more_body", False):
                await send_page(send, start[0], b"".join(body))

        await self.app(scope, receive, sending)


def headers_of(start: Message) -> list[tuple[bytes, bytes]]:
    headers = start.get("headers")
    pairs = list(headers) if isinstance(headers, (list, tuple)) else []
    return [(bytes(pair[0]), bytes(pair[1])) for pair in pairs if isinstance(pair, (list, tuple)) and len(pair) == 2]


def is_html(start: Message) -> bool:
    return any(name.lower() == b"content-type" and value.lower().startswith(b"text/html")
               for name, value in headers_of(start))


async def send_page(send: Send, start: Message, page: bytes) -> None:
    """The page with the script, its length said again (it grew)."""
    if HEAD_END in page and ZONE_SCRIPT.encode() not in page:
        page = page.replace(HEAD_END, ZONE_SCRIPT.encode() + HEAD_END, 1)
    headers = [(name, value) for name, value in headers_of(start) if name.lower() not in (b"content-length", b"etag")]
    headers.append((b"content-length", str(len(page)).encode()))
    await send({**start, "headers": headers})
    await send({"type": "http.response.body", "body": page})
