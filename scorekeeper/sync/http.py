"""Bounded requests: a whole-request deadline and a size cap, for a server that may be hostile.

httpx's timeouts are per read: a server dripping a byte a second never trips them, and an endless
chunked answer is read for ever.  So every socket this client opens is wrapped: each read and write
is given at most the time left before the request's deadline (past it, the read times out), and an
answer's body is read in chunks and dropped the moment it passes the cap, before any more arrives.
"""

from __future__ import annotations

import functools
import json
import ssl
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING

import httpcore

if TYPE_CHECKING:
    import httpx

REQUEST_SECONDS = 60.0  # a whole request, connection to the body's last byte; a page of 2,000 documents fits
READ_SECONDS = 20.0  # one read or the connection: a silent server is given up sooner


class TooLarge(Exception):
    """The answer passed the size cap; reading stopped there."""


class Unreadable(Exception):
    """The answer is not JSON (or nested too deeply for a reader to follow)."""


class Deadline(httpcore.SyncBackend):
    """A network backend whose sockets give up at ``deadline`` (time.monotonic), whatever each read says."""

    def __init__(self) -> None:
        self.deadline: float | None = None

    def left(self, timeout: float | None) -> float | None:
        """The time a read or write may take now: its own timeout, or less when the deadline is nearer."""
        if self.deadline is None:
            return timeout
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise httpcore.ReadTimeout("the request's deadline passed")
        return left if timeout is None else min(timeout, left)

    def connect_tcp(self, host: str, port: int, timeout: float | None = None, local_address: str | None = None,
                    socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None) -> httpcore.NetworkStream:
        stream = super().connect_tcp(host, port, self.left(timeout), local_address, socket_options)
        return _Bounded(stream, self)


class _Bounded(httpcore.NetworkStream):
    """A socket whose every read and write ends by the backend's deadline."""

    def __init__(self, stream: httpcore.NetworkStream, backend: Deadline) -> None:
        self._stream, self._backend = stream, backend

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._stream.read(max_bytes, self._backend.left(timeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._stream.write(buffer, self._backend.left(timeout))

    def close(self) -> None:
        self._stream.close()

    def start_tls(self, ssl_context: ssl.SSLContext, server_hostname: str | None = None,
                  timeout: float | None = None) -> httpcore.NetworkStream:
        return _Bounded(self._stream.start_tls(ssl_context, server_hostname, self._backend.left(timeout)),
                        self._backend)

    def get_extra_info(self, info: str) -> object:
        return self._stream.get_extra_info(info)


@functools.cache
def verified_context() -> ssl.SSLContext:
    """What every sync checks a server's certificate against: certifi's authorities, loaded once per process
    (a sync's client loaded them twice, for its own context and for httpx's, which it threw away: about 0.1-0.3 s
    of CPU each, on every sync). A context is made to be shared by many connections; nothing changes it."""
    import certifi

    return ssl.create_default_context(cafile=certifi.where())


def bounded_transport(backend: Deadline) -> "httpx.HTTPTransport":
    """httpx's own transport over sockets that keep ``backend``'s deadline."""
    import httpx

    context = verified_context()
    transport = httpx.HTTPTransport(verify=context)  # (given, httpx makes no context of its own)
    transport._pool = httpcore.ConnectionPool(ssl_context=context, network_backend=backend)
    return transport


def read_capped(response: "httpx.Response", cap: int) -> bytes:
    """The body, read chunk by chunk: TooLarge as soon as it passes ``cap`` (a gigabyte is never read)."""
    declared = response.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > cap:
        raise TooLarge()
    chunks: list[bytes] = []
    size = 0
    for chunk in response.iter_bytes():
        size += len(chunk)
        if size > cap:
            raise TooLarge()
        chunks.append(chunk)
    return b"".join(chunks)


def parse(body: bytes) -> object:
    """The answer as JSON; Unreadable when it is not (a document nested too deeply is not, for us)."""
    try:
        return json.loads(body)
    except (ValueError, RecursionError):
        raise Unreadable() from None


def too_deep(value: object, limit: int = 40) -> bool:
    """Whether ``value`` nests deeper than ``limit`` (read without recursion: a hostile document may nest
    thousands deep, and every later step, the hash chain included, would recurse through it)."""
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return True
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return False
