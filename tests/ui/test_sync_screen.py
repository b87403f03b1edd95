"""The Sync screen: one tap from Settings' app bar, its fields first on the screen, back to Settings."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scorekeeper.ui.app import stack_for

from .app_fixtures import disk_store_at, open_app


def test_the_sync_button_of_settings_opens_the_sync_screen_with_its_fields_first_and_back_returns(
        make_ui: Any, tmp_path: Path) -> None:
    ui = open_app(make_ui, disk_store_at(tmp_path), "/settings")
    ui.click("to-sync")
    assert ui.route == "/settings/sync"
    assert ui.find("sync-status").value == "No server set: the games stay on this phone."
    ui.type("sync-server", "http://127.0.0.1:1/scores")
    ui.type("sync-user", "ann")
    ui.type("sync-password", "secret")
    ui.click("sync-save")
    assert ui.find("sync-status").value == ("Saved: http://127.0.0.1:1/scores as ann. Tap Sync now, or play: "
                                            "each finished hand syncs.")
    ui.back()
    assert ui.route == "/settings"


def test_back_from_the_sync_screen_goes_to_settings_then_home() -> None:
    assert stack_for("/settings/sync") == ["/", "/settings", "/settings/sync"]
    assert stack_for("/settings") == ["/", "/settings"]


def test_back_goes_to_the_screen_before_the_popped_one_even_when_the_browser_changed_the_route_first(
        make_ui: Any, tmp_path: Path) -> None:
    """In Chromium the client's route can reach the app before its view_pop: back from the Sync screen
    then went Home (the screen before Settings) instead of to Settings."""
    ui = open_app(make_ui, disk_store_at(tmp_path), "/settings/sync")
    ui.page.route = "/settings"  # the client's new route, arrived before its view_pop
    ui.run(lambda: ui.session.dispatch_event(ui.page._i, "view_pop", {"route": "/settings/sync"}))
    ui.settle()
    assert ui.route == "/settings"
    ui.back()
    assert ui.route == "/"
