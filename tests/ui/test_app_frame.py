"""The App frame: only the visible screen is built, screens are classes refreshed in place."""

from __future__ import annotations

import flet as ft

from scorekeeper.ui import app as app_module
from scorekeeper.ui.app import App

from .app_fixtures import new_stored_game, open_app, store_at


class CountingScreen:
    """A screen class as the contract says: built once per visit, refreshed in place."""

    built = 0

    def __init__(self, app: App) -> None:
        CountingScreen.built += 1
        self.refreshes = 0
        self.label = ft.Text("refreshed 0 times", key="refreshes")
        self.view = ft.View(route="/counting", controls=[app.banner, self.label,
                                                         ft.Button("Refresh", key="again",
                                                                   on_click=lambda e: app.refresh())])

    def refresh(self) -> None:
        self.refreshes += 1
        self.label.value = f"refreshed {self.refreshes} times"


def test_the_views_under_a_deep_link_are_placeholders_until_they_are_shown(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = open_app(make_ui, store, f"/game/{game_id}/hand/1")
    routes = [v.route for v in ui.page.views]
    assert routes == ["/", f"/game/{game_id}", f"/game/{game_id}/scores", f"/game/{game_id}/hand/1"]
    assert [len(v.controls) for v in ui.page.views[:-1]] == [0, 0, 0]
    ui.back()
    assert ui.route == f"/game/{game_id}/scores"
    assert len(ui.page.views[-1].controls) > 0
    assert [len(v.controls) for v in ui.page.views[:-1]] == [0, 0]


def test_a_screen_class_is_built_once_and_refreshed_in_place(make_ui, tmp_path, monkeypatch):
    monkeypatch.setattr(app_module, "ROUTES", [(r"^/counting$", "x:CountingScreen"), *app_module.ROUTES])
    real_factory = app_module.screen_factory
    monkeypatch.setattr(app_module, "screen_factory",
                        lambda target: CountingScreen if target == "x:CountingScreen" else real_factory(target))
    CountingScreen.built = 0
    ui = open_app(make_ui, store_at(tmp_path), "/counting")
    view = ui.page.views[-1]
    ui.click("again")
    ui.click("again")
    assert ui.find("refreshes").value == "refreshed 2 times"
    assert ui.page.views[-1] is view
    assert CountingScreen.built == 1


def test_an_error_and_a_notice_share_one_banner_changed_in_place(make_ui, tmp_path, monkeypatch):
    monkeypatch.setattr(app_module, "ROUTES", [(r"^/counting$", "x:CountingScreen"), *app_module.ROUTES])
    real_factory = app_module.screen_factory
    monkeypatch.setattr(app_module, "screen_factory",
                        lambda target: CountingScreen if target == "x:CountingScreen" else real_factory(target))
    ui = open_app(make_ui, store_at(tmp_path), "/counting")
    app: App = ui.page.data
    banner = app.banner
    assert not ui.exists("error") and not ui.exists("notice")
    ui.run(lambda: app.show_error("Seat 3 of 4 is empty"))
    assert ui.find("error").value == "Seat 3 of 4 is empty"
    ui.run(lambda: app.show_notice("Undid: trick 3, Bob took $55,000"))
    assert ui.find("notice").value == "Undid: trick 3, Bob took $55,000"
    assert not ui.exists("error")
    ui.run(lambda: app.show_error(None))
    assert not ui.exists("notice") and not ui.exists("error")
    assert app.banner is banner


def test_a_link_to_a_game_that_does_not_exist_says_so_and_offers_home(make_ui, tmp_path):
    ui = open_app(make_ui, store_at(tmp_path), "/game/no-such-game/scores")
    assert "no-such-game" in ui.text()
    ui.click("home")
    assert ui.route == "/"
