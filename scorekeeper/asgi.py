"""The ASGI interface's types, shared by the web app's guard (``webguard.py``) and its font answers
(``webfonts.py``): each wraps an ASGI app, and neither needs the other to name what it wraps."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, MutableMapping

Scope = MutableMapping[str, object]
Message = MutableMapping[str, object]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]
