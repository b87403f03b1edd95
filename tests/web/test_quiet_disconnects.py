"""A browser tab that closes is the end of its WebSocket, not a traceback in the server's output."""

from __future__ import annotations

import asyncio

import pytest
from starlette.websockets import WebSocketDisconnect
from uvicorn.protocols.utils import ClientDisconnected

from scorekeeper.webguard import QuietDisconnects

SCOPE = {"type": "websocket", "path": "/ws"}


async def nothing_received() -> dict:
    return {"type": "websocket.disconnect", "code": 1001}


def run(app, scope=SCOPE, send=None):
    sent: list[dict] = []

    async def to_server(message):
        if send is not None:
            await send(message)
        sent.append(message)

    asyncio.run(QuietDisconnects(app)(scope, nothing_received, to_server))
    return sent


def test_a_frame_for_a_tab_that_has_gone_goes_nowhere_and_the_session_ends_as_usual():
    ended = []

    async def app(scope, receive, send):
        await send({"type": "websocket.send", "bytes": b"\x00late"})  # the tab closed meanwhile
        assert (await receive())["type"] == "websocket.disconnect"
        ended.append(True)

    async def gone(message):
        raise ClientDisconnected()

    assert run(app, send=gone) == [] and ended == [True]


def test_a_disconnect_the_app_lets_escape_ends_the_connection_quietly():
    async def app(scope, receive, send):
        raise WebSocketDisconnect(code=1006)

    assert run(app) == []


def test_a_session_the_stopping_server_cancels_ends_quietly():
    async def app(scope, receive, send):
        raise asyncio.CancelledError("Task cancelled, timeout graceful shutdown exceeded")

    assert run(app) == []


def test_any_other_error_is_still_an_error():
    async def app(scope, receive, send):
        raise ValueError("a bug")

    with pytest.raises(ValueError, match="a bug"):
        run(app)


def test_http_requests_pass_untouched():
    async def app(scope, receive, send):
        raise ClientDisconnected()

    with pytest.raises(ClientDisconnected):
        run(app, scope={"type": "http", "path": "/"})
