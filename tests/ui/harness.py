"""The in-process UI harness now ships with Scorekeeper as ``scorekeeper.testing`` (a plug-in's tests use it too);
this module keeps the names the app's own tests import from here."""

from scorekeeper.testing.client import FakeClient, MethodCall, UIError, _children
from scorekeeper.testing.harness import DEFAULT_CLIENT_PAGE, UI, AsyncUI, run_async

__all__ = ["AsyncUI", "UI", "FakeClient", "MethodCall", "UIError", "run_async", "DEFAULT_CLIENT_PAGE", "_children"]
