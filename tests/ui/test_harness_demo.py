"""Proves the in-process UI harness on the demo app (tests/ui/demo_app.py)."""

import asyncio

import flet as ft
import pytest

from .demo_app import main
from .harness import AsyncUI, UI, UIError, run_async


def test_click_updates_count(make_ui):
    ui = make_ui(main)
    assert "Count: 0" in ui.texts()
    ui.click("inc")
    ui.click("inc_icon")  # IconButton: same "click" event
    assert ui.find("count").value == "Count: 2"
    assert "Count: 2" in ui.texts()


def test_type_and_submit(make_ui):
    ui = make_ui(main)
    ui.type("name", "Ann")
    assert "Hello, Ann!" in ui.texts()
    ui.submit("name")
    assert ui.find("submitted").value == "Submitted: Ann"
    ui.submit("name", "Bob")  # type then Enter
    assert "Submitted: Bob" in ui.texts()


def test_dropdown_select(make_ui):
    ui = make_ui(main)
    assert "Red" not in ui.texts()  # closed menu: options not visible
    ui.select("colour_dd", "green")
    assert ui.find("colour_dd").value == "green"
    assert "Colour: green" in ui.texts()
    assert "Green" in ui.texts()  # the selected option's text shows
    with pytest.raises(UIError, match="no option"):
        ui.select("colour_dd", "blue")


def test_dialog_open_and_close(make_ui):
    ui = make_ui(main)
    assert ui.dialog() is None
    ui.click("open_dialog")
    dlg = ui.dialog()
    assert isinstance(dlg, ft.AlertDialog)
    assert "Reset the counter?" in ui.texts()
    assert ui.find("dialog_body").value == "This cannot be undone."
    ui.click("dialog_yes")  # control inside the dialog, found by key
    assert ui.dialog() is None
    assert "Reset the counter?" not in ui.texts()
    assert "Answer: yes" in ui.texts()
    # reopen, then dismiss from the outside (Esc / barrier tap)
    ui.click("open_dialog")
    ui.dismiss_dialog()
    assert ui.dialog() is None


def test_navigation_views(make_ui):
    ui = make_ui(main)
    ui.click("to_settings")  # page.navigate -> push_route, emulated by the fake client
    assert ui.route == "/settings"
    assert ui.texts() == ["Settings", "Settings page"]  # only the top view is visible
    ui.back()  # AppBar back / system back -> on_view_pop
    assert ui.route == "/"
    assert not ui.exists("settings_title")
    ui.go("/settings")  # deep link
    assert ui.exists("settings_title")


def test_open_at_route(make_ui):
    ui = make_ui(main, route="/settings")
    assert "Settings page" in ui.texts()


def test_client_method_stub_and_record(make_ui):
    ui = make_ui(main, stubs={"Clipboard.get": "from stub"})
    ui.click("inc")
    ui.click("copy")
    assert ui.find("clip").value == "Clipboard: from stub"
    assert [c.args for c in ui.calls_to("Clipboard.set")] == [{"data": "Count: 1"}]


def test_stub_callable_and_error(make_ui):
    seen = []

    def clip_get(args, control):
        seen.append(control)
        raise RuntimeError("denied")  # the app's await raises RuntimeError

    ui = make_ui(main)
    ui.stub("Clipboard.get", clip_get)
    ui.click("copy")
    assert isinstance(seen[0], ft.Clipboard)
    assert "denied" in ui.expect_crash("denied")  # handler did not catch it


def test_disabled_control_cannot_be_clicked(make_ui):
    ui = make_ui(main)
    with pytest.raises(UIError, match="disabled"):
        ui.click("disabled")
    with pytest.raises(UIError, match="no control with key"):
        ui.click("nope")


def test_crash_is_detected(make_ui):
    ui = make_ui(main)
    ui.click("crash")
    with pytest.raises(AssertionError, match="boom from the demo"):
        ui.assert_no_crash()
    ui.expect_crash("boom")  # acknowledged: teardown check passes


def test_unsent_change_is_detected(make_ui):
    """The tests/HARNESS.md pitfall: after pop_dialog() auto-update is off."""

    def app(page: ft.Page):
        t = ft.Text("before", key="t")

        def ok(e):
            page.pop_dialog()
            t.value = "after"  # forgot page.update(): the user never sees it

        d = ft.AlertDialog(content=ft.Text("hi"), actions=[ft.TextButton("OK", key="ok", on_click=ok)])
        page.add(t, ft.Button("open", key="open", on_click=lambda e: page.show_dialog(d)))

    ui = make_ui(app)
    ui.click("open")
    with pytest.raises(UIError, match=r"Text\(key='t'\)\.value"):
        ui.click("ok")


def test_wakelock_and_background_task(make_ui):
    def app(page: ft.Page):
        status = ft.Text("idle", key="status")

        async def work():
            await asyncio.sleep(0.01)
            await ft.Wakelock().enable()
            status.value = "done"
            status.update()

        page.add(status, ft.Button("Go", key="go", on_click=lambda e: page.run_task(work)))

    ui = make_ui(app)
    ui.click("go")  # settles: waits for the task page.run_task started
    assert ui.find("status").value == "done"
    assert len(ui.calls_to("Wakelock.enable")) == 1


def test_sync_context_manager():
    with UI(main) as ui:
        ui.click("inc")
        assert "Count: 1" in ui.texts()


@run_async
async def test_async_api():
    async with AsyncUI(main) as ui:
        await ui.click("inc")
        await ui.type("name", "Zed")
        assert "Hello, Zed!" in ui.texts()


def test_file_picker_save_is_stubbed(make_ui):
    """Export flow: FilePicker.save_file is a client call; stub the chosen path."""

    def app(page: ft.Page):
        picker = ft.FilePicker()
        result = ft.Text("", key="result")

        async def export(e):
            path = await picker.save_file(file_name="game.json", src_bytes=b'{"a": 1}')
            result.value = f"Saved to {path}" if path else "Cancelled"

        page.add(ft.Button("Export", key="export", on_click=export), result)

    ui = make_ui(app)
    ui.click("export")  # unstubbed: answered None, like a cancelled dialog
    assert ui.find("result").value == "Cancelled"
    ui.stub("FilePicker.save_file", "/home/u/game.json")
    ui.click("export")
    assert ui.find("result").value == "Saved to /home/u/game.json"
    call = ui.calls_to("FilePicker.save_file")[-1]
    assert call.args["file_name"] == "game.json"
    assert call.args["src_bytes"] == b'{"a": 1}'


def test_theme_toggle_and_progress(make_ui):
    def app(page: ft.Page):
        page.theme_mode = ft.ThemeMode.LIGHT

        def toggle(e):
            dark = page.theme_mode == ft.ThemeMode.DARK
            page.theme_mode = ft.ThemeMode.LIGHT if dark else ft.ThemeMode.DARK
            bar.value = 1.0

        bar = ft.ProgressBar(value=0.5, key="bar")
        page.add(bar, ft.Switch(label="Dark", key="dark", on_change=toggle))

    ui = make_ui(app)
    ui.toggle("dark")
    assert ui.page.theme_mode == ft.ThemeMode.DARK
    assert ui.find("dark").value is True
    assert ui.find("bar").value == 1.0
