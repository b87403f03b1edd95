"""Sync's requests in the web app: through the browser's own HTTP, not a socket (Pyodide has none).

httpx, which the sync client speaks, opens sockets; in the browser a request can only be made by the
browser (its CORS rules, its TLS, its cookies kept out). This transport hands each request to the
browser as a synchronous ``XMLHttpRequest``, which a worker (where flet runs Python) may make: the
sync's code stays as it is, one request at a time, and the page's screen is drawn meanwhile by the
browser's main thread. The server must allow the site's origin (CORS: README, "A browser's origin").
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import httpx

IN_BROWSER = sys.platform == "emscripten"
# Headers a page may not set (the browser sets them itself); anything else of httpx's is passed on.
FORBIDDEN = frozenset({"host", "content-length", "connection", "accept-encoding", "user-agent", "keep-alive",
                       "transfer-encoding"})
TIMEOUT_MS = 60000


def browser_transport() -> "httpx.BaseTransport | None":
    """The browser's HTTP in the web app; None elsewhere (the sync client's own bounded sockets)."""
    if not IN_BROWSER:
        return None
    import httpx

    class XhrTransport(httpx.BaseTransport):
        def handle_request(self, request: httpx.Request) -> httpx.Response:
            status, headers, body = send(request.method, str(request.url),
                                         [(k, v) for k, v in request.headers.items() if k.lower() not in FORBIDDEN],
                                         request.read())
            return httpx.Response(status, headers=headers, content=body, request=request)

    return XhrTransport()


def send(method: str, url: str, headers: list[tuple[str, str]], body: bytes) -> tuple[int, list[tuple[str, str]], bytes]:
    """One request by the browser, waited for (a worker may); a network failure is httpx's ConnectError."""
    import httpx
    import js  # type: ignore[import-not-found]
    from pyodide.ffi import to_js  # type: ignore[import-not-found]

    xhr = js.XMLHttpRequest.new()  # (a proxy of the browser's object: untyped, as ``js`` is)
    xhr.open(method, url, False)
    xhr.responseType = "arraybuffer"
    xhr.timeout = TIMEOUT_MS
    for name, value in headers:
        xhr.setRequestHeader(name, value)
    try:
        xhr.send(to_js(body) if body else None)
    except Exception as err:  # refused by CORS, no network, the timeout: the browser says only that
        raise httpx.ConnectError(f"the browser could not reach the server ({' '.join(str(err).split())[:80]})") \
            from None
    if xhr.status == 0:
        raise httpx.ConnectError("the browser could not reach the server (no answer, or its origin is not allowed)")
    lines = str(xhr.getAllResponseHeaders()).strip().split("\r\n")
    answer_headers = [(name.strip(), value.strip()) for name, _, value in (line.partition(":") for line in lines)
                      if name.strip()]
    data = bytes(js.Uint8Array.new(xhr.response).to_py()) if xhr.response is not None else b""
    return int(xhr.status), answer_headers, data
