"""The Scorekeeper app in the in-process harness, on a store the test chooses."""

from __future__ import annotations

from typing import Mapping

from scorekeeper.service import Repository, Scorekeeper

from .harness import UI, MakeUI


def open_app(make_ui: MakeUI, store: Scorekeeper | Repository, route: str = "/",
             stubs: Mapping[str, object] | None = None) -> UI:
    """The real app over ``store`` (``scorekeeper.store.InMemoryGameStore()`` for most tests), opened at ``route``;
    ``stubs`` answer the client's calls (``{"get_device_info": ...}``: the phone's language)."""
    from scorekeeper.ui.app import make_main  # (Flet is loaded only by the tests that open the app)

    return make_ui(make_main(lambda: store), route=route, stubs=dict(stubs or {}))


def device_in(language: str, country: str = "") -> dict[str, object]:
    """The stubs of a phone set to ``language`` (``"bn"``, ``"hi"``; ``country`` as ``"BD"``): what the app asks
    the client to choose its language, for ``open_app(..., stubs=device_in("bn", "BD"))``."""
    tag = f"{language}-{country}" if country else language
    return {"get_device_info": {"locales": [{"language_code": language, "country_code": country}], "language": tag,
                                "languages": [tag], "browser_name": "chrome", "platform": "", "user_agent": ""}}
