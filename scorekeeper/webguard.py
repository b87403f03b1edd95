"""The web app answers only its own pages: a guard in front of the ASGI app Flet builds.

`scorekeeper --web` serves the keeper on 127.0.0.1, but any page open in the same browser
can still reach that address. Flet's server accepts a WebSocket from any Origin and marks
every response `Access-Control-Allow-Origin: *`, so a foreign page could open a session and
delete games (cross-site WebSocket hijacking), and a foreign domain that resolves to
127.0.0.1 could do the same with its own Host (DNS rebinding). `LocalOnly` refuses both:

- any request (HTTP or WebSocket) whose Host is not the server's own address
  (`127.0.0.1:PORT`, `localhost:PORT`, `[::1]:PORT`) gets 403;
- a WebSocket, or a request that could change something (any method but GET, HEAD and
  OPTIONS), whose Origin is present and not one of those addresses gets 403; a refused
  WebSocket is closed before it is accepted, so the app never sees it;
- `Access-Control-Allow-Origin` is removed from every response: the app's pages are
  only ever read by the app's own origin;
- every response forbids framing (`Content-Security-Policy: frame-ancestors 'none'` and
  `X-Frame-Options: DENY`): a foreign page that showed the app in an invisible frame could
  steer the user's taps onto its buttons (moving a game to the trash, say);
- the API documentation FastAPI adds by itself (`/docs`, `/redoc`, `/openapi.json`: a
  Swagger page loaded from a CDN) is 404: the app has no API to document.

It is plain ASGI (no FastAPI or Flet import), so it wraps any ASGI app and is tested
without a server.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable, Iterable, Mapping
from http import HTTPStatus
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.asgi import ASGIApp, Message, Receive, Scope, Send

if TYPE_CHECKING:
    import flet as ft

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
STRIPPED_HEADER = b"access-control-allow-origin"
FRAMING_HEADERS = ((b"content-security-policy", b"frame-ancestors 'none'"), (b"x-frame-options", b"DENY"))
# FastAPI's defaults (docs_url, its OAuth2 redirect, redoc_url, openapi_url): flet_web never changes them.
API_DOC_PATHS = frozenset({"/docs", "/docs/oauth2-redirect", "/redoc", "/openapi.json"})
STOP_WAIT_SECONDS = 2


def own_hosts(port: int) -> frozenset[str]:
    """The Host values a browser sends for this server (the port is left out only for 80)."""
    hosts = {f"{name}:{port}" for name in LOOPBACK_NAMES}
    if port == 80:
        hosts.update(LOOPBACK_NAMES)
    return frozenset(hosts)


def header(scope: Scope, name: bytes) -> str | None:
    """The first value of a request header, or None when it is absent (names are lower case in ASGI)."""
    headers = scope.get("headers")
    if not isinstance(headers, Iterable):
        return None
    for key, value in headers:
        if key == name:
            return bytes(value).decode("latin-1")
    return None


class LocalOnly:
    """ASGI middleware: only the server's own address may use the app (see the module docstring)."""

    def __init__(self, app: ASGIApp, port: int) -> None:
        self.app = app
        self.port = port
        self.hosts = own_hosts(port)
        self.origins = frozenset(f"http://{host}" for host in self.hosts)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope.get("type")
        if kind not in ("http", "websocket"):  # lifespan: start and stop Flet as usual
            await self.app(scope, receive, send)
            return
        reason = self.refusal(scope)
        if reason is not None:
            await (self.close_websocket(receive, send) if kind == "websocket" else self.answer(send, 403, reason))
            return
        if kind == "http" and scope.get("path") in API_DOC_PATHS:
            await self.answer(send, 404, "this app serves no API documentation")
            return
        await self.app(scope, receive, self.guarded(send))

    def refusal(self, scope: Scope) -> str | None:
        """Why this request is refused, in one line; None when it comes from the app's own page."""
        host = (header(scope, b"host") or "").lower()
        if host not in self.hosts:
            return f"Host {host or '(none)'!r} refused: this server answers only http://127.0.0.1:{self.port}/"
        origin = header(scope, b"origin")
        changes_something = scope.get("type") == "websocket" or scope.get("method") not in SAFE_METHODS
        if origin is not None and changes_something and origin.lower() not in self.origins:
            return f"Origin {origin!r} refused: only the app's own page at http://127.0.0.1:{self.port}/ may use it"
        return None

    @staticmethod
    async def close_websocket(receive: Receive, send: Send) -> None:
        """Close before accepting: the server answers the handshake with 403 and no session starts."""
        await receive()  # websocket.connect
        await send({"type": "websocket.close", "code": 1008})

    @staticmethod
    async def answer(send: Send, status: int, reason: str) -> None:
        """A plain answer that says why (403 or 404), so whoever typed the address can see what to use instead."""
        phrase = HTTPStatus(status).phrase
        body = f"{status} {phrase}: {reason}\n".encode()
        headers = [(b"content-type", b"text/plain; charset=utf-8"), (b"content-length", str(len(body)).encode())]
        await send({"type": "http.response.start", "status": status, "headers": [*headers, *FRAMING_HEADERS]})
        await send({"type": "http.response.body", "body": body})

    @staticmethod
    def guarded(send: Send) -> Send:
        """`send`, minus the Access-Control-Allow-Origin header Flet adds, plus the framing ban."""
        replaced = {STRIPPED_HEADER, *(name for name, _ in FRAMING_HEADERS)}

        async def send_guarded(message: Message) -> None:
            headers = message.get("headers")
            if message.get("type") == "http.response.start" and isinstance(headers, Iterable):
                kept = [(key, value) for key, value in headers if bytes(key).lower() not in replaced]
                message["headers"] = [*kept, *FRAMING_HEADERS]
            await send(message)

        return send_guarded


def drop_api_docs(app: object) -> None:
    """Remove FastAPI's documentation routes from ``app`` and every app mounted in it.

    flet_web builds two FastAPI apps (the outer one and the Flet app mounted at "/"), each
    with FastAPI's default documentation routes and no way to pass ``docs_url=None``. The
    guard already answers 404 there (Flet's static files would otherwise answer those
    extension-less paths with the app's own page); removing the routes as well means no
    schema is ever generated, whatever sits in front.
    """
    routes = getattr(getattr(app, "router", None), "routes", None)
    if not isinstance(routes, list):
        return
    routes[:] = [route for route in routes if getattr(route, "path", None) not in API_DOC_PATHS]
    for route in routes:
        drop_api_docs(getattr(route, "app", None))
    for setting in ("openapi_url", "docs_url", "redoc_url"):
        if hasattr(app, setting):
            setattr(app, setting, None)


class QuietDisconnects:
    """ASGI middleware: a browser tab that closes ends its WebSocket, and that is not an error to print.

    Flet's session keeps sending to a tab that has gone (its send loop re-raises the failure), so
    uvicorn printed "Exception in ASGI application" and a ``WebSocketDisconnect`` traceback each time a
    tab closed while the app had something to say. Here a message to a client that is gone goes
    nowhere (the receive side then ends the session as Flet means it to), a disconnect that still
    escapes ends the connection quietly, and so does a connection the server cancels as it stops.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope.get("type") != "websocket":
            await self.app(scope, receive, send)
            return
        try:
            await self.app(scope, receive, self.to_client(send))
        except asyncio.CancelledError:  # the server stops and cancels the sessions still open: nothing to say
            return
        except Exception as exc:
            if not is_disconnect(exc):
                raise

    @staticmethod
    def to_client(send: Send) -> Send:
        """``send``, where a frame for a client that has gone (OSError from the server) is dropped."""
        async def sending(message: Message) -> None:
            try:
                await send(message)
            except OSError:
                if message.get("type") not in ("websocket.send", "websocket.close"):
                    raise
        return sending


def is_disconnect(exc: BaseException) -> bool:
    """Whether ``exc`` says the WebSocket's client went away (Starlette's ``WebSocketDisconnect``, named
    here by its class so that this module imports no web framework)."""
    return any(cls.__name__ in ("WebSocketDisconnect", "ClientDisconnected") for cls in type(exc).__mro__)


def listen(port: int) -> socket.socket:
    """The app's listening socket on 127.0.0.1:PORT, taken before anything says the app is served.

    A port another program holds raises ``OSError`` here, before Flet or uvicorn start: the command
    says so in one line instead of announcing an address it never served.
    """
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # a restart reuses a port in TIME_WAIT
        sock.bind(("127.0.0.1", port))
        sock.listen(128)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def serve(main: Callable[[ft.Page], object], sock: socket.socket, assets_dir: str,
          fonts: Mapping[str, Path] | None = None, main_font: str = "") -> int:
    """Serve the Flet app on ``sock`` (``listen``: 127.0.0.1:PORT) behind `LocalOnly`; returns the exit
    status when stopped.

    ``fonts`` (family → file) answer the web client's fallback-font requests
    (`scorekeeper.webfonts`), ``main_font`` those for a family the app does not ship.

    Flet's `run(..., export_asgi_app=True)` hands out the FastAPI app it would serve; uvicorn
    serves it wrapped (with the WebSocket implementation Flet itself uses). A Flet session
    whose browser has gone never ends by itself, so Ctrl+C or SIGTERM waits at most
    `STOP_WAIT_SECONDS` for open sessions instead of forever. A tab that closes is the end of
    its WebSocket, not an error: it is not printed as one (`QuietDisconnects`).
    """
    import flet as ft
    import uvicorn

    port = sock.getsockname()[1]
    flet_app = ft.run(
        main, assets_dir=assets_dir, no_cdn=True, web_renderer=ft.WebRenderer.CANVAS_KIT, export_asgi_app=True
    )
    drop_api_docs(flet_app)
    app: ASGIApp = flet_app
    if fonts:
        from scorekeeper.webfonts import FallbackFonts

        app = FallbackFonts(flet_app, fonts, main_font)
    from scorekeeper.webzone import PageZone

    app = PageZone(app)  # the page says the browser's time zone: times show on the keeper's clock
    config = uvicorn.Config(QuietDisconnects(LocalOnly(app, port)), ws="websockets-sansio", log_level="warning",
                            timeout_graceful_shutdown=STOP_WAIT_SECONDS)
    uvicorn.Server(config).run(sockets=[sock])
    return 0
