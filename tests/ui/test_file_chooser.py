"""A file chooser the browser refused (Python answered the tap too late): the keeper is told, and one tap on
"Choose the file" asks again; the refused request is no longer waited for.  The client is stubbed: a refused
chooser is a pick_files call the page never answers and no sign that the page lost the focus."""

from __future__ import annotations

import asyncio

from scorekeeper.ui import file_chooser

from .app_fixtures import open_app
from .test_settings_screen import picked, seeded, sent_bytes

NOT_OPENED = ("The file chooser did not open: this device answered the tap too slowly. "
              "Tap “Choose the file” to open it.")


def refused_then(ui, answer):
    """pick_files as a slow phone's browser answers it: the first request only once the keeper leaves the page
    and comes back (the refused chooser's input then reports nothing: set ``back``; until then the answer is
    held, and no tap waits for it to settle), the next with ``answer``."""
    back = asyncio.Event()
    asked = []

    async def answered(args, control):
        asked.append(args)
        if len(asked) == 1:
            await ui.held(back.wait())
            return []
        return answer
    return answered, back


def settings_whose_first_chooser_is_refused(make_ui, tmp_path, monkeypatch):
    """Settings with a backup made, on a phone whose browser refuses the first chooser (see ``refused_then``)
    and offers that backup at the next; the chooser's wait cut short."""
    monkeypatch.setattr(file_chooser, "OPEN_SECONDS", 0.2)
    store, _ = seeded(tmp_path)
    ui = open_app(make_ui, store, "/settings")
    ui.click("backup")
    answered, back = refused_then(ui, picked("b.zip", sent_bytes(ui)))
    ui.stub("FilePicker.pick_files", answered)
    return ui, back


def card_while_the_keeper_looks_at_import(ui, focus_leaves: bool) -> list[bool]:
    """Import tapped and its chooser answering "nothing" only past OPEN_SECONDS (the keeper looked a while; the
    page's focus left first when ``focus_leaves``): whether the refused-chooser card showed meanwhile."""
    import flet as ft
    seen = []

    async def keeper_looks_a_while(args, control):
        if focus_leaves:
            ui.page.on_app_lifecycle_state_change(
                ft.AppLifecycleStateChangeEvent(control=ui.page, name="app_lifecycle_state_change",
                                                state=ft.AppLifecycleState.INACTIVE))
        await asyncio.sleep(0.5)  # past OPEN_SECONDS (cut to 0.2 s by the tests)
        seen.append(ui.exists("import-chooser-card"))  # made only when first shown
        return []
    ui.stub("FilePicker.pick_files", keeper_looks_a_while)
    ui.click("import-record")
    assert ui.find("settings-notice").value == "No file chosen; nothing was imported"
    return seen


def tap_unanswered(ui, key: str) -> None:
    """A tap whose handler waits on the client (the refused chooser): started, not waited for, and given time
    past the chooser's OPEN_SECONDS."""
    ui._loop.create_task(ui._async.session.dispatch_event(ui.find(key)._i, "click", None))
    ui._call(asyncio.sleep(0.5))


def test_a_refused_chooser_is_said_and_choose_the_file_opens_it_with_a_fresh_tap(make_ui, tmp_path, monkeypatch):
    ui, back = settings_whose_first_chooser_is_refused(make_ui, tmp_path, monkeypatch)
    assert not ui.exists("restore-chooser-again")
    tap_unanswered(ui, "restore")
    assert ui.find("restore-chooser-not-opened").value == NOT_OPENED
    assert ui.exists("restore-chooser-again") and not ui.exists("restore-confirm")
    ui.click("restore-chooser-again")
    assert ui.find("restore-question").value == \
        "Replace everything stored here with b.zip (28 games)?"  # the twenty-eight worked examples
    assert not ui.exists("restore-chooser-again")  # the sentence is gone with the chooser's answer
    back.set()  # the refused request's late "nothing": no longer waited for, it changes nothing
    ui.settle()
    assert ui.find("restore-question").value == "Replace everything stored here with b.zip (28 games)?"
    assert ui.find("settings-notice").value != "No file chosen; nothing was restored"
    assert len(ui.calls_to("FilePicker.pick_files")) == 2


def test_a_chooser_that_takes_the_focus_is_not_called_refused_however_long_the_keeper_looks(
        make_ui, tmp_path, monkeypatch):
    monkeypatch.setattr(file_chooser, "OPEN_SECONDS", 0.2)
    store, _ = seeded(tmp_path)
    ui = open_app(make_ui, store, "/settings")
    assert card_while_the_keeper_looks_at_import(ui, focus_leaves=True) == [False]


def test_a_refused_import_chooser_leaves_nothing_waiting_when_restore_is_tapped_next(make_ui, tmp_path, monkeypatch):
    ui, back = settings_whose_first_chooser_is_refused(make_ui, tmp_path, monkeypatch)
    tap_unanswered(ui, "import-record")
    assert ui.find("import-chooser-not-opened").value == NOT_OPENED  # under Import, where the keeper tapped
    assert not ui.exists("restore-chooser-again")
    ui.click("restore")  # the keeper tries Restore… instead: the import's request is dropped, not queued
    assert not ui.exists("import-chooser-again")
    assert ui.find("restore-question").value == "Replace everything stored here with b.zip (28 games)?"
    back.set()
    ui.settle()
    assert ui.find("settings-notice").value != "No file chosen; nothing was imported"
    assert ui.exists("restore-confirm")


def test_an_app_outside_a_browser_never_calls_its_chooser_refused(make_ui, tmp_path, monkeypatch):
    """A phone's or a desktop's own chooser has no time limit, and an iOS picker sheet keeps the app in front:
    however long the keeper looks, with no sign of the focus leaving, the app says nothing but the answer."""
    monkeypatch.setattr(file_chooser, "OPEN_SECONDS", 0.2)
    store, _ = seeded(tmp_path)
    ui = open_app(make_ui, store, "/")
    ui.page.web = False  # the app installed on the device, not the web app
    ui.go("/settings")
    assert card_while_the_keeper_looks_at_import(ui, focus_leaves=False) == [False]
