"""The guard in front of the web app, driven in-process with hand-made ASGI messages.

Each test plays one request against `LocalOnly` wrapped around a stand-in app that records
whether it was reached and answers with Flet's own CORS header.
"""

from __future__ import annotations

import asyncio

import pytest

from scorekeeper.asgi import Message, Receive, Scope, Send
from scorekeeper.webguard import API_DOC_PATHS, LocalOnly, drop_api_docs, own_hosts

PORT = 8550


class StandInApp:
    """Answers 200 with `Access-Control-Allow-Origin: *` (as Flet does), or accepts a WebSocket."""

    def __init__(self) -> None:
        self.reached = False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        self.reached = True
        if scope["type"] == "websocket":
            await receive()
            await send({"type": "websocket.accept"})
            return
        await send(
            {
                "type": "http.response.start",
                "status": 200,
                "headers": [(b"content-type", b"text/html"), (b"access-control-allow-origin", b"*")],
            }
        )
        await send({"type": "http.response.body", "body": b"<html>keeper</html>"})


def play(
    kind: str, host: str | None, origin: str | None = None, method: str = "GET", path: str | None = None
) -> tuple[bool, list[Message]]:
    """Send one request through the guard: (did it reach the app, what went back to the client)."""
    headers = [(b"host", host.encode())] if host is not None else []
    if origin is not None:
        headers.append((b"origin", origin.encode()))
    scope: Scope = {"type": kind, "path": path or ("/ws" if kind == "websocket" else "/"), "headers": headers}
    if kind == "http":
        scope["method"] = method
    incoming: list[Message] = [{"type": "websocket.connect"} if kind == "websocket" else {"type": "http.request", "body": b""}]
    sent: list[Message] = []

    async def receive() -> Message:
        return incoming.pop(0) if incoming else {"type": "http.disconnect"}

    async def send(message: Message) -> None:
        sent.append(message)

    app = StandInApp()
    asyncio.run(LocalOnly(app, PORT)(scope, receive, send))
    return app.reached, sent


def status(sent: list[Message]) -> object:
    return sent[0]["status"]


def header_names(sent: list[Message]) -> list[bytes]:
    return [name for name, _ in sent[0]["headers"]]


def test_the_server_answers_to_its_three_loopback_names_on_its_port_only():
    assert own_hosts(8550) == {"127.0.0.1:8550", "localhost:8550", "[::1]:8550"}


def test_on_port_80_the_names_without_a_port_are_its_own_too():
    assert own_hosts(80) == {"127.0.0.1:80", "localhost:80", "[::1]:80", "127.0.0.1", "localhost", "[::1]"}


def test_the_page_is_served_at_its_own_address_without_the_wildcard_cors_header():
    reached, sent = play("http", "127.0.0.1:8550")
    assert reached
    assert status(sent) == 200
    assert header_names(sent) == [b"content-type", b"content-security-policy", b"x-frame-options"]
    assert sent[1]["body"] == b"<html>keeper</html>"


def test_every_page_of_the_app_forbids_being_shown_in_a_frame():
    _, sent = play("http", "127.0.0.1:8550")
    headers = dict(sent[0]["headers"])
    assert headers[b"content-security-policy"] == b"frame-ancestors 'none'"
    assert headers[b"x-frame-options"] == b"DENY"


def test_a_refusal_forbids_framing_too():
    _, sent = play("http", "evil.example")
    assert status(sent) == 403
    assert sent[0]["headers"][-2:] == [(b"content-security-policy", b"frame-ancestors 'none'"),
                                       (b"x-frame-options", b"DENY")]


def test_a_framing_header_the_app_sets_itself_is_replaced_not_doubled():
    async def framing_app(scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"X-Frame-Options", b"SAMEORIGIN"), (b"content-type", b"text/html")]})

    sent: list[Message] = []

    async def record(message: Message) -> None:
        sent.append(message)

    async def nothing() -> Message:
        return {"type": "http.request", "body": b""}

    scope: Scope = {"type": "http", "method": "GET", "path": "/", "headers": [(b"host", b"127.0.0.1:8550")]}
    asyncio.run(LocalOnly(framing_app, PORT)(scope, nothing, record))
    assert sent[0]["headers"] == [(b"content-type", b"text/html"), (b"content-security-policy", b"frame-ancestors 'none'"),
                                  (b"x-frame-options", b"DENY")]


@pytest.mark.parametrize("path", ["/docs", "/docs/oauth2-redirect", "/redoc", "/openapi.json"])
def test_the_api_documentation_pages_are_not_found_and_never_reach_the_app(path: str):
    reached, sent = play("http", "127.0.0.1:8550", path=path)
    assert not reached
    assert status(sent) == 404
    assert sent[1]["body"] == b"404 Not Found: this app serves no API documentation\n"


def test_the_fastapi_app_flet_builds_keeps_no_documentation_route():
    import flet as ft

    app = ft.run(lambda page: None, no_cdn=True, export_asgi_app=True)
    assert doc_routes(app) == ["/docs", "/docs/oauth2-redirect", "/openapi.json", "/redoc"] * 2  # outer and mounted
    drop_api_docs(app)
    assert doc_routes(app) == []
    assert (app.docs_url, app.redoc_url, app.openapi_url) == (None, None, None)


def doc_routes(app: object) -> list[str]:
    """The documentation routes in ``app`` and the apps mounted in it, each app's sorted."""
    found: list[str] = []
    for route in getattr(getattr(app, "router", None), "routes", []):
        path = getattr(route, "path", None)
        if path in API_DOC_PATHS:
            found.append(path)
    found.sort()
    for route in getattr(getattr(app, "router", None), "routes", []):
        found.extend(doc_routes(getattr(route, "app", None)))
    return found


def test_localhost_and_ipv6_loopback_reach_the_page():
    assert status(play("http", "localhost:8550")[1]) == 200
    assert status(play("http", "[::1]:8550")[1]) == 200


def test_a_host_name_written_in_capitals_is_the_same_host():
    assert status(play("http", "LOCALHOST:8550")[1]) == 200


def test_a_foreign_host_gets_403_and_never_reaches_the_app():
    reached, sent = play("http", "evil.example")
    assert not reached
    assert status(sent) == 403
    assert sent[1]["body"] == b"403 Forbidden: Host 'evil.example' refused: this server answers only http://127.0.0.1:8550/\n"


def test_a_rebound_name_on_the_right_port_is_still_refused():
    reached, sent = play("http", "evil.example:8550")
    assert not reached
    assert status(sent) == 403


def test_the_loopback_address_on_another_port_is_refused():
    assert status(play("http", "127.0.0.1:9999")[1]) == 403


def test_a_request_without_a_host_is_refused():
    reached, sent = play("http", None)
    assert not reached
    assert sent[1]["body"] == b"403 Forbidden: Host '(none)' refused: this server answers only http://127.0.0.1:8550/\n"


def test_a_post_from_a_foreign_origin_is_refused():
    reached, sent = play("http", "127.0.0.1:8550", origin="http://evil.example", method="POST")
    assert not reached
    assert status(sent) == 403


def test_a_put_from_the_apps_own_origin_passes():
    reached, sent = play("http", "127.0.0.1:8550", origin="http://127.0.0.1:8550", method="PUT")
    assert reached
    assert status(sent) == 200


def test_a_plain_get_with_a_foreign_origin_passes_but_cannot_be_read_without_the_cors_header():
    reached, sent = play("http", "127.0.0.1:8550", origin="http://evil.example")
    assert reached
    assert b"access-control-allow-origin" not in header_names(sent)


def test_a_websocket_from_a_foreign_origin_is_closed_before_it_is_accepted():
    reached, sent = play("websocket", "127.0.0.1:8550", origin="http://evil.example")
    assert not reached
    assert sent == [{"type": "websocket.close", "code": 1008}]


def test_a_websocket_from_the_same_host_on_https_is_refused():
    reached, _ = play("websocket", "127.0.0.1:8550", origin="https://127.0.0.1:8550")
    assert not reached


def test_a_websocket_from_a_sandboxed_page_with_origin_null_is_refused():
    reached, _ = play("websocket", "localhost:8550", origin="null")
    assert not reached


def test_a_websocket_with_a_foreign_host_is_refused_even_from_its_own_looking_origin():
    reached, sent = play("websocket", "evil.example:8550", origin="http://evil.example:8550")
    assert not reached
    assert sent == [{"type": "websocket.close", "code": 1008}]


def test_a_websocket_from_the_apps_own_page_is_accepted():
    reached, sent = play("websocket", "localhost:8550", origin="http://localhost:8550")
    assert reached
    assert sent == [{"type": "websocket.accept"}]


def test_a_websocket_without_an_origin_is_accepted_because_browsers_always_send_one():
    reached, sent = play("websocket", "127.0.0.1:8550")
    assert reached
    assert sent == [{"type": "websocket.accept"}]


def test_lifespan_messages_pass_through_so_flet_starts_and_stops():
    calls: list[str] = []

    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        calls.append(str(scope["type"]))

    async def nothing() -> Message:
        return {}

    async def ignore(message: Message) -> None:
        return None

    asyncio.run(LocalOnly(app, PORT)({"type": "lifespan"}, nothing, ignore))
    assert calls == ["lifespan"]
