"""`scorekeeper --web` as a user runs it, attacked from a foreign page's point of view.

One server for each test process (it takes about a second to start); it is always stopped.
"""

from __future__ import annotations

import http.client
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

START_SECONDS = 30


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_for_port(port: int, server: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"scorekeeper --web exited with status {server.returncode} before serving")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"scorekeeper --web did not open port {port} within {START_SECONDS} s")


@pytest.fixture(scope="session")
def port(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    """The port of one ``scorekeeper --web`` started once per test process, stopped when the process ends.  A
    module-scoped one was started again whenever this module's tests came back after another module's on the
    same process (``--dist load`` deals tests out one by one: 9 starts in the suite for 11 tests); every test
    only asks it questions, and its data folder stays empty."""
    chosen = free_port()
    data: Path = tmp_path_factory.mktemp("web-data")
    command = [sys.executable, "-m", "scorekeeper", "--web", "--port", str(chosen), "--data", str(data)]
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for_port(chosen, server)
        yield chosen
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def get(port: int, host: str, path: str = "/") -> http.client.HTTPResponse:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", path, headers={"Host": host})
    response = connection.getresponse()
    response.read()
    connection.close()
    return response


def websocket_status(port: int, origin: str) -> int:
    """101 when the server accepts a WebSocket from this origin, else the HTTP status it answered."""
    try:
        with connect(f"ws://127.0.0.1:{port}/ws", origin=origin, open_timeout=10):  # type: ignore[arg-type]
            return 101
    except InvalidStatus as refusal:
        return refusal.response.status_code


def test_a_websocket_from_a_foreign_page_is_refused(port: int):
    assert websocket_status(port, "http://evil.example") == 403


def test_a_websocket_from_the_apps_own_page_is_accepted(port: int):
    assert websocket_status(port, f"http://127.0.0.1:{port}") == 101


def test_a_request_naming_a_foreign_host_gets_403(port: int):
    assert get(port, "evil.example").status == 403


def test_the_page_is_served_without_the_wildcard_cors_header(port: int):
    response = get(port, f"127.0.0.1:{port}")
    assert response.status == 200
    assert response.getheader("Access-Control-Allow-Origin") is None
    assert response.getheader("Cross-Origin-Opener-Policy") == "same-origin"


def test_the_flutter_client_script_is_served_without_the_wildcard_cors_header(port: int):
    response = get(port, f"localhost:{port}", "/flutter_bootstrap.js")
    assert response.status == 200
    assert response.getheader("Access-Control-Allow-Origin") is None


def test_the_page_and_its_scripts_forbid_being_framed_by_another_page(port: int):
    for path in ("/", "/flutter_bootstrap.js"):
        response = get(port, f"127.0.0.1:{port}", path)
        assert response.status == 200
        assert response.getheader("Content-Security-Policy") == "frame-ancestors 'none'"
        assert response.getheader("X-Frame-Options") == "DENY"


@pytest.mark.parametrize("path", ["/docs", "/redoc", "/openapi.json", "/docs/oauth2-redirect"])
def test_no_api_documentation_is_served(port: int, path: str):
    response = get(port, f"127.0.0.1:{port}", path)
    assert response.status == 404
    assert response.getheader("X-Frame-Options") == "DENY"
