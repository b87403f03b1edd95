"""The kit's pytest fixture: ``make_ui`` builds the app (or any Flet ``main``) in process and checks it at teardown.

A plug-in's tests load it as pytest's own kits are loaded, in their ``conftest.py``::

    pytest_plugins = ["scorekeeper.testing.plugin"]

(or ``from scorekeeper.testing.plugin import make_ui``).  pytest is needed only where the tests run.
"""

from __future__ import annotations

from typing import Iterator, Unpack

import pytest

from .harness import UI, MakeUI, UIOptions
from .session import AppMain


@pytest.fixture
def make_ui() -> Iterator[MakeUI]:
    """Factory: ``ui = make_ui(main, route="/", stubs={...})``.

    Every UI built is closed at teardown, and fails the test if the app sent
    a SESSION_CRASHED message (a handler raised).
    """
    built: list[UI] = []

    def factory(main: AppMain, **options: Unpack[UIOptions]) -> UI:
        ui = UI(main, **options)
        built.append(ui)
        return ui

    yield factory
    errors = []
    for ui in built:
        try:
            ui.assert_no_crash()
        except AssertionError as e:
            errors.append(str(e))
        finally:
            ui.close()
    if errors:
        pytest.fail("\n".join(errors), pytrace=False)
