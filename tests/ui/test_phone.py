"""The packaged app on a phone: the share sheet, the haptic on each stored entry, the back button.

The phone's services are faked at the client boundary, as the harness does for every Flet service:
``Share.share_files``, ``HapticFeedback.light_impact`` and ``View.confirm_pop`` are client method
calls the harness records and answers.  The back button is played as Flet 1.0.5's client plays it
(see :func:`press_back`).
"""

from __future__ import annotations

import io
import json
import zipfile

from scorekeeper.rules import Game, game_from_record, score_report
from scorekeeper.store.import_once import store_record
from scorekeeper.ui.app import make_main
from tests.conftest import load_example

from .app_fixtures import disk_store_at, store_at

ANDROID = {"web": False, "platform": "android"}
IPHONE = {"web": False, "platform": "ios"}
SHARED = {"status": "success", "raw": "com.google.android.gm"}


def new_stored_game(store, kind: str, players: list[str], dealer: str) -> str:
    """A game named "Friday" (a file name and a question that do not depend on today's date)."""
    return store.create_game(Game.new(kind, players, dealer, {}), name="Friday")


def on_phone(make_ui, store, route="/", client=ANDROID, **stubs):
    return make_ui(make_main(lambda: store), route=route, client_page=client,
                   stubs={"Share.share_files": SHARED, **stubs})


def press_back(ui) -> str:
    """The system back button as Flet's client handles it (page.dart ``_handleSystemPopRoute``, the
    view's ``PopScope``): a view that cannot pop, or wants to confirm, gets ``confirm_pop``; else the
    top view is popped (``view_pop``), and with a single view the app is left."""
    views = ui.page.views
    top = views[-1]
    if not top.can_pop or top.on_confirm_pop is not None:
        if top.on_confirm_pop is not None:
            ui.dispatch(top, "confirm_pop", None, check=False)
        return "asked"
    if len(views) == 1:
        return "left the app"
    ui.back()
    return "went back"


def confirmed_pops(ui) -> list[bool]:
    return [c.args["should_pop"] for c in ui.calls_to("View.confirm_pop")]


def shared_files(ui, n=-1) -> list[dict]:
    return ui.calls_to("Share.share_files")[n].args["files"]


# -- the share sheet -----------------------------------------------------------------------------------
def test_on_a_phone_a_game_record_goes_out_through_the_share_sheet_and_imports_the_same(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["Ann", "Bo", "Cy"], "Ann")
    ui = on_phone(make_ui, store, "/settings")
    ui.click("export-json")
    assert ui.calls_to("FilePicker.save_file") == []  # no save dialog on a phone
    [record] = shared_files(ui)
    assert (record["name"], record["mime_type"]) == ("Friday.json", "application/json")
    assert ui.calls_to("Share.share_files")[-1].args["subject"] == "Friday.json"
    game = game_from_record(json.loads(record["data"].decode("utf-8")))
    assert score_report(game) == score_report(store.load_game(game_id))
    assert ui.find("settings-notice").value == f"Shared Friday.json ({len(record['data']):,} bytes)"


def test_on_an_iphone_a_spreadsheet_goes_to_the_share_sheet_as_csv(make_ui, tmp_path):
    store = store_at(tmp_path)
    record = load_example("twenty-nine-royals-against")
    store_record(store, record, game_from_record(record), name="Friday")
    ui = on_phone(make_ui, store, "/settings", client=IPHONE)
    ui.click("export-csv")
    [sheet] = shared_files(ui)
    assert (sheet["name"], sheet["mime_type"]) == ("Friday.csv", "text/csv")
    rows = sheet["data"].decode("utf-8").splitlines()
    assert len(rows) == 2 and rows[0].startswith("game,hand,dealer")  # a header and the record's one hand


def test_closing_the_share_sheet_says_nothing_was_shared(make_ui, tmp_path):
    store = store_at(tmp_path)
    new_stored_game(store, "make-a-million", ["Ann", "Bo", "Cy"], "Ann")
    ui = on_phone(make_ui, store, "/settings", **{"Share.share_files": {"status": "dismissed", "raw": ""}})
    ui.click("export-json")
    assert ui.find("settings-notice").value == "Not shared: the share sheet was closed; Friday.json can be shared again"


def test_a_share_sheet_that_fails_is_one_sentence_and_the_game_stays(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["Ann", "Bo", "Cy"], "Ann")

    def broken(args, control):
        raise RuntimeError("No activity found to handle the intent")

    ui = on_phone(make_ui, store, "/settings", **{"Share.share_files": broken})
    ui.click("export-json")
    assert ui.find("error").value == "Export did not work: No activity found to handle the intent"
    assert store.load_game(game_id) is not None


def test_on_a_phone_a_backup_goes_out_through_the_share_sheet_as_a_zip(make_ui, tmp_path):
    store = disk_store_at(tmp_path)
    new_stored_game(store, "exact-bid", ["Ann", "Bo", "Cy"], "Ann")
    ui = on_phone(make_ui, store, "/settings")
    ui.click("backup")
    [backup] = shared_files(ui)
    assert backup["name"].startswith("scorekeeper-backup-") and backup["name"].endswith(".zip")
    assert backup["mime_type"] == "application/zip"
    assert zipfile.ZipFile(io.BytesIO(backup["data"])).testzip() is None
    assert ui.find("settings-notice").value.startswith("Shared scorekeeper-backup-")


def test_in_a_browser_export_stays_a_download_and_no_share_sheet_opens(make_ui, tmp_path):
    store = store_at(tmp_path)
    new_stored_game(store, "make-a-million", ["Ann", "Bo", "Cy"], "Ann")
    ui = make_ui(make_main(lambda: store), route="/settings")  # the harness's client is a browser
    ui.click("export-json")
    assert ui.calls_to("Share.share_files") == []
    assert ui.calls_to("FilePicker.save_file")[-1].args["file_name"] == "Friday.json"
    assert not ui.find("haptic-card").visible  # and no haptic setting


# -- the haptic -------------------------------------------------------------------------------------------
def test_each_stored_entry_gives_one_light_haptic_and_a_refused_one_none(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = on_phone(make_ui, store, f"/game/{game_id}")
    assert ui.calls_to("HapticFeedback.light_impact") == []
    ui.click("bid-175000")
    ui.click("pass")
    assert len(ui.calls_to("HapticFeedback.light_impact")) == 2
    ui.click("bid-other")
    for key in ("bid-keypad-1", "bid-keypad-0", "bid-keypad-done"):  # $10,000: below the lowest raise
        ui.click(key)
    assert ui.exists("error")
    assert len(ui.calls_to("HapticFeedback.light_impact")) == 2
    ui.click("undo")  # a correction is stored too
    assert len(ui.calls_to("HapticFeedback.light_impact")) == 3
    assert len(store.load_events(game_id)) == 1


def test_the_haptic_service_is_registered_when_the_app_starts_not_on_the_first_entry(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = on_phone(make_ui, store, f"/game/{game_id}")
    assert "HapticFeedback" in ui.page.data.platform_services
    ui.click("pass")
    assert [c.control_type for c in ui.calls_to("light_impact")] == ["HapticFeedback"]


def test_the_haptic_is_a_setting_on_by_default_and_off_means_no_buzz(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = on_phone(make_ui, store, "/settings")
    assert ui.find("haptic-card").visible
    assert ui.find("haptic").value is True
    ui.toggle("haptic")
    assert ui.calls_to("SharedPreferences.set")[-1].args == {"key": "scorekeeper.haptic", "value": False}
    ui.go(f"/game/{game_id}")
    ui.click("pass")
    assert ui.calls_to("HapticFeedback.light_impact") == []
    assert len(store.load_events(game_id)) == 1


def test_the_haptic_setting_saved_on_the_device_holds_when_the_app_starts(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    saved = {"scorekeeper.haptic": False}
    ui = on_phone(make_ui, store, f"/game/{game_id}",
                  **{"SharedPreferences.get": lambda args, control: saved.get(args["key"])})
    ui.click("pass")
    assert ui.calls_to("HapticFeedback.light_impact") == []


def test_in_a_browser_a_stored_entry_sends_no_haptic(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = make_ui(make_main(lambda: store), route=f"/game/{game_id}")
    ui.click("pass")
    assert ui.calls_to("light_impact") == []
    assert "HapticFeedback" not in ui.page.data.platform_services


# -- the back button ---------------------------------------------------------------------------------------
def test_back_goes_to_the_screen_before_from_every_screen(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = on_phone(make_ui, store, f"/game/{game_id}/hand/1")
    walked = [ui.route]
    while (how := press_back(ui)) == "went back":
        walked.append(ui.route)
    assert walked == [f"/game/{game_id}/hand/1", f"/game/{game_id}/scores", f"/game/{game_id}", "/"]
    assert how == "asked"  # the game's first hand is in progress: leaving the app is asked first
    for route in ("/settings", "/players", "/new", f"/game/{game_id}/board"):
        ui.go(route)
        assert press_back(ui) == "went back"
        assert ui.route == (f"/game/{game_id}" if route.endswith("/board") else "/")


def test_back_from_a_hand_in_progress_asks_before_leaving_and_stay_keeps_the_app(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = on_phone(make_ui, store, f"/game/{game_id}")
    ui.click("bid-175000")
    assert press_back(ui) == "went back"  # the table: to the first screen, not out of the app
    assert ui.route == "/"
    assert press_back(ui) == "asked"
    assert ui.find("leave-question").value == ("Hand 1 of Friday is in progress. Everything entered is kept; "
                                               "leave Scorekeeper anyway?")
    ui.click("leave-stay")
    assert ui.dialog() is None
    assert confirmed_pops(ui) == [False]
    assert press_back(ui) == "asked"
    ui.click("leave-confirm")
    assert confirmed_pops(ui) == [False, True]  # the client then leaves the app
    assert len(store.load_events(game_id)) == 1


def test_closing_the_question_with_a_second_back_stays_in_the_app(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "exact-bid", ["Ann", "Bo", "Cy"], "Ann")
    ui = on_phone(make_ui, store, f"/game/{game_id}")
    press_back(ui)
    assert press_back(ui) == "asked"
    ui.dismiss_dialog()
    assert confirmed_pops(ui) == [False]
    assert ui.route == "/"


def test_back_leaves_at_once_when_no_hand_is_in_progress(make_ui, tmp_path):
    ui = on_phone(make_ui, store_at(tmp_path), "/")
    assert press_back(ui) == "left the app"
    assert confirmed_pops(ui) == []


def test_in_a_browser_back_from_the_first_screen_is_the_browsers_own(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = make_ui(make_main(lambda: store), route=f"/game/{game_id}")
    ui.click("pass")
    ui.back()
    assert ui.route == "/"
    assert ui.page.views[-1].can_pop and ui.page.views[-1].on_confirm_pop is None


def test_the_screen_stays_awake_during_a_game_on_a_phone(make_ui, tmp_path):
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y")
    ui = on_phone(make_ui, store, f"/game/{game_id}")
    assert len(ui.calls_to("Wakelock.enable")) == 1


def test_leaving_in_the_middle_of_a_deal_names_it_a_deal(make_ui, tmp_path):
    """Sixty-six calls its hands deals: the back button's question says "Deal 1 of Friday" (it said "Hand 1")."""
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "sixty-six", ["Ann", "Bob"], "Bob")
    ui = on_phone(make_ui, store, f"/game/{game_id}")
    ui.click("trump")
    ui.click("trump-hearts")
    assert press_back(ui) == "went back"
    assert press_back(ui) == "asked"
    assert ui.find("leave-question").value == ("Deal 1 of Friday is in progress. Everything entered is kept; "
                                               "leave Scorekeeper anyway?")
