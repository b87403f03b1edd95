"""Fixtures for in-process UI tests (see tests/HARNESS.md)."""

import pytest

from .harness import UI


@pytest.fixture
def make_ui():
    """Factory: ``ui = make_ui(main, route="/", stubs={...})``.

    Every UI built is closed at teardown, and fails the test if the app sent
    a SESSION_CRASHED message (a handler raised).
    """
    built: list[UI] = []

    def factory(main, **kwargs) -> UI:
        ui = UI(main, **kwargs)
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
