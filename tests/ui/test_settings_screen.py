"""The settings screen: theme, export, import, backup and restore, with the file dialogs stubbed."""

from __future__ import annotations

import csv
import io
import json

import flet as ft

from scorekeeper.rules import game_from_record, score_report
from scorekeeper.store.import_once import store_record
from scorekeeper.ui import share
from tests.conftest import EXAMPLES, example_names, load_example

from .app_fixtures import disk_store_at as store_at  # restarts and backups: the disk is the point
from .app_fixtures import new_stored_game, open_app


def _store(store, record, name):
    return store_record(store, record, game_from_record(record), name=name)[0]


def seeded(tmp_path):
    store = store_at(tmp_path)
    ids = {name: _store(store, load_example(name), name) for name in example_names()}
    return store, ids


def picked(name: str, data: bytes):
    """What the client answers to pick_files(with_data=True): one file with its bytes."""
    return [{"id": 1, "name": name, "size": len(data), "path": None, "bytes": data}]


def sent_bytes(ui, n=-1) -> bytes:
    call = ui.calls_to("FilePicker.save_file")[n]
    return call.args["src_bytes"]


def test_choosing_dark_then_light_changes_the_theme_and_remembers_it_on_the_device(make_ui, tmp_path):
    ui = open_app(make_ui, store_at(tmp_path), "/settings")
    assert ui.page.theme_mode == ft.ThemeMode.SYSTEM
    ui.click("theme-dark")
    assert ui.page.theme_mode == ft.ThemeMode.DARK
    ui.click("theme-light")
    assert ui.page.theme_mode == ft.ThemeMode.LIGHT
    saved = [c.args for c in ui.calls_to("SharedPreferences.set")]
    assert saved[-1] == {"key": "scorekeeper.theme", "value": "light"}
    ui.click("theme-system")
    assert ui.page.theme_mode == ft.ThemeMode.SYSTEM


def test_the_indian_grouping_default_is_kept_for_the_new_game_screen(make_ui, tmp_path):
    ui = open_app(make_ui, store_at(tmp_path), "/settings")
    ui.toggle("indian-grouping")
    app = ui.page.data
    assert app.preferences["indian_grouping"] is True
    assert ui.calls_to("SharedPreferences.set")[-1].args == {"key": "scorekeeper.indian_grouping", "value": True}


def test_exporting_a_game_record_saves_bytes_the_rules_core_accepts_and_scores_the_same(make_ui, tmp_path):
    store, ids = seeded(tmp_path)
    gid = ids["dollars-made-then-set-back"]
    ui = open_app(make_ui, store, "/settings")
    ui.select("export-game", gid)
    ui.click("export-json")
    call = ui.calls_to("FilePicker.save_file")[-1]
    assert call.args["file_name"] == "dollars-made-then-set-back.json"
    game = game_from_record(json.loads(call.args["src_bytes"].decode("utf-8")))
    assert score_report(game) == score_report(store.load_game(gid))
    assert "Downloaded dollars-made-then-set-back.json" in ui.texts()


def test_exporting_a_spreadsheet_gives_one_row_per_hand(make_ui, tmp_path):
    store, ids = seeded(tmp_path)
    gid = ids["dollars-made-then-set-back"]
    ui = open_app(make_ui, store, "/settings")
    ui.select("export-game", gid)
    ui.click("export-csv")
    rows = list(csv.reader(io.StringIO(sent_bytes(ui).decode("utf-8"))))
    hands = score_report(store.load_game(gid))["hands"]
    assert len(rows) == 1 + len(hands) == 3
    assert rows[0][:2] == ["game", "hand"]
    assert [r[1] for r in rows[1:]] == ["1", "2"]


def test_a_desktop_save_reports_the_chosen_file(make_ui, tmp_path):
    store, ids = seeded(tmp_path)
    target = tmp_path / "out.json"
    ui = make_ui(__import__("scorekeeper.ui.app", fromlist=["make_main"]).make_main(lambda: store),
                 route="/settings", client_page={"web": False, "platform": "linux"},
                 stubs={"FilePicker.save_file": str(target)})
    ui.click("export-json")
    assert "Saved out.json" in ui.find("settings-notice").value
    assert game_from_record(json.loads(target.read_text())) is not None


def test_the_scoreboard_can_export_the_open_game_through_share(make_ui, tmp_path):
    store, ids = seeded(tmp_path)
    gid = ids["twenty-nine-royals-against"]
    ui = open_app(make_ui, store, "/settings")
    message = ui.run(lambda: share.export_game(ui.page.data, gid, fmt="csv"))
    assert message == "Downloaded twenty-nine-royals-against.csv"
    assert sent_bytes(ui).decode().count("\n") == 2


def test_importing_a_record_stores_the_game_and_it_appears_on_home(make_ui, tmp_path):
    store = store_at(tmp_path)
    data = (EXAMPLES / "twenty-nine-royals-against.json").read_bytes()
    ui = open_app(make_ui, store, "/settings")
    ui.stub("FilePicker.pick_files", picked("royals.json", data))
    ui.click("import-record")
    games = store.list_games()
    assert len(games) == 1 and games[0].name == "royals"
    assert ui.find("settings-notice").value == \
        "Imported royals (Twenty-nine, North, East, South, West, 1 hand)"
    ui.back()
    assert ui.route == "/"
    assert ui.exists(f"game-{games[0].id}")
    ui.go("/settings")
    ui.click("import-record")  # the same record again is not stored twice
    assert len(store.list_games()) == 1
    assert "royals.json was imported before, as royals" in ui.texts()


def test_a_broken_record_is_refused_with_the_cores_message_and_nothing_is_stored(make_ui, tmp_path):
    store = store_at(tmp_path)
    record = load_example("twenty-nine-royals-against")
    record["hands"][0]["auction"][0][1] = 12  # below the lowest bid
    try:
        game_from_record(record)
    except ValueError as exc:
        core_message = str(exc)
    ui = open_app(make_ui, store, "/settings")
    ui.stub("FilePicker.pick_files", picked("bad.json", json.dumps(record).encode()))
    ui.click("import-record")
    assert ui.find("error").value == f"bad.json: {core_message}; nothing was imported"
    assert store.list_games() == [] and store.list_players() == []
    ui.stub("FilePicker.pick_files", picked("junk.json", b'{"format": 1,\n "kind": "pedro"\n "players": []}'))
    ui.click("import-record")  # the keeper's own words, where Python said "Expecting ',' delimiter"
    assert ui.find("error").value == "junk.json: not JSON (line 3, column 2: a ',' is missing); nothing was imported"
    assert store.list_games() == []


def test_cancelling_the_file_dialog_changes_nothing(make_ui, tmp_path):
    store, _ = seeded(tmp_path)
    ui = open_app(make_ui, store, "/settings")
    ui.stub("FilePicker.pick_files", [])
    ui.click("import-record")
    assert ui.find("settings-notice").value == "No file chosen; nothing was imported"
    ui.click("restore")
    assert not ui.exists("restore-confirm")


def test_a_backup_restores_after_a_warning_and_the_open_game_is_reopened(make_ui, tmp_path):
    store, ids = seeded(tmp_path)
    gid = ids["dollars-made-then-set-back"]
    ui = open_app(make_ui, store, f"/game/{gid}")
    app = ui.page.data
    ui.go("/settings")
    ui.click("backup")
    backup = sent_bytes(ui)
    assert ui.calls_to("FilePicker.save_file")[-1].args["file_name"].startswith("scorekeeper-backup-")
    before = {g.id: g.totals for g in store.list_games()}

    # what happens after the backup: a game deleted, a new one started, a player renamed
    store.delete_game(ids["six-players-silent-partner"])
    extra = new_stored_game(store, "exact-bid", ["Ann", "Bo", "Cy"], "Ann")
    store.rename_player(store.player_for_name("A").id, "Alice")
    app.state.open_game(extra)

    ui.stub("FilePicker.pick_files", picked("my-backup.zip", backup))
    ui.click("restore")
    assert ui.find("restore-question").value == \
        "Replace everything stored here with my-backup.zip (28 games)?"  # the twenty-eight worked examples
    assert {g.id for g in store.list_games()} != set(before)  # nothing replaced yet
    ui.click("restore-confirm")
    assert not ui.exists("restore-confirm")
    assert ui.find("settings-notice").value.startswith("Restored 28 game files from my-backup.zip")
    restored = app.service.repo
    assert {g.id: g.totals for g in restored.list_games()} == before
    assert "A" in [p.name for p in restored.list_players()]
    assert app.state.game_id is None  # the open game was not in the backup
    ui.back()
    assert ui.exists(f"game-{ids['six-players-silent-partner']}") and not ui.exists(f"game-{extra}")


def test_restoring_keeps_the_open_game_open_when_the_backup_has_it(make_ui, tmp_path):
    store, ids = seeded(tmp_path)
    gid = ids["twenty-nine-royals-against"]
    ui = open_app(make_ui, store, f"/game/{gid}")
    app = ui.page.data
    ui.go("/settings")
    ui.click("backup")
    ui.stub("FilePicker.pick_files", picked("b.zip", sent_bytes(ui)))
    ui.click("restore")
    ui.click("restore-confirm")
    assert app.state.game_id == gid and app.state.game is not None
    assert score_report(app.state.game) == score_report(app.service.repo.load_game(gid))


def test_keeping_my_data_after_choosing_a_backup_changes_nothing(make_ui, tmp_path):
    store, ids = seeded(tmp_path)
    ui = open_app(make_ui, store, "/settings")
    ui.click("backup")
    backup = sent_bytes(ui)
    store.delete_game(ids["twenty-nine-royals-against"])
    ui.stub("FilePicker.pick_files", picked("b.zip", backup))
    ui.click("restore")
    ui.click("restore-cancel")
    assert ui.find("settings-notice").value == "Restore cancelled; nothing changed"
    assert len(store.list_games()) == 27  # the twenty-eight worked examples, one deleted


def test_a_file_that_is_not_a_backup_is_refused_before_any_warning(make_ui, tmp_path):
    store, _ = seeded(tmp_path)
    ui = open_app(make_ui, store, "/settings")
    ui.stub("FilePicker.pick_files", picked("notes.zip", b"hello"))
    ui.click("restore")
    assert ui.find("error").value.startswith("notes.zip is not a Scorekeeper backup")
    assert not ui.exists("restore-confirm")
    assert len(store.list_games()) == 28  # the twenty-eight worked examples


def test_the_theme_chosen_before_comes_back_when_the_app_starts(make_ui, tmp_path):
    from scorekeeper.ui.app import make_main

    store = store_at(tmp_path)
    ui = make_ui(make_main(lambda: store), route="/",
                 stubs={"SharedPreferences.get": lambda args, c: {"scorekeeper.theme": "dark"}.get(args["key"])})
    assert ui.page.theme_mode == ft.ThemeMode.DARK
    assert ui.page.data.theme_mode == "dark"


def test_a_device_that_lists_its_preferences_is_asked_for_those_only_and_they_apply(make_ui, tmp_path):
    # The first screen waits for the preferences: one question lists what the device keeps, then only those
    # are asked for, all at once (no game is imported to learn its defaults' names first).
    from scorekeeper.ui.app import make_main

    kept = {"scorekeeper.theme": "dark", "scorekeeper.indian_grouping": True}
    store = store_at(tmp_path)
    ui = make_ui(make_main(lambda: store), route="/",
                 stubs={"SharedPreferences.get_keys": lambda args, c: [k for k in kept if k.startswith(args["key_prefix"])],
                        "SharedPreferences.get": lambda args, c: kept.get(args["key"])})
    assert [c.args for c in ui.calls_to("SharedPreferences.get_keys")] == [{"key_prefix": "scorekeeper."}]
    assert sorted(c.args["key"] for c in ui.calls_to("SharedPreferences.get")) == ["scorekeeper.indian_grouping",
                                                                                 "scorekeeper.theme"]
    assert ui.page.theme_mode == ft.ThemeMode.DARK
    assert ui.page.data.preferences["indian_grouping"] is True
    assert ui.find("new-game").disabled is not True
    assert [o.key for o in ui.find("filter-kind").options][:3] == ["all", "make-a-million", "exact-bid"]


def test_the_export_picker_shows_the_games_name_and_says_under_it_whether_it_is_finished(make_ui, tmp_path):
    store, ids = seeded(tmp_path)
    ui = open_app(make_ui, store, "/settings")
    gid = ids["dollars-made-then-set-back"]
    ui.select("export-game", gid)
    option = next(o for o in ui.find("export-game").options if o.key == gid)
    assert (option.text, option.content.value) == ("dollars-made-then-set-back",
                                                   "dollars-made-then-set-back (in progress)")
    assert ui.find("export-status").value == "in progress · 2 hands played"


def test_with_no_games_the_export_card_says_so_and_hides_its_field_whole(make_ui, tmp_path):
    # A Semantics wrapper shown around a hidden field is drawn by Flutter as a red error box
    # ("Semantics.content must be provided"): the wrapper must go with what it wraps.
    from .app_fixtures import store_at as memory_store_at

    ui = open_app(make_ui, memory_store_at(tmp_path), "/settings")
    assert "No games to export yet." in ui.texts()
    assert ui.find("export-game").visible is True  # hidden through its wrapper, which is
    shown_wrappers = [c for c in ui.walk() if isinstance(c, ft.Semantics)]
    assert [w for w in shown_wrappers if getattr(w.content, "visible", True) is False] == []
    assert all(w.label != "Game to export" for w in shown_wrappers)


def test_picked_records_past_what_one_import_takes_are_refused_naming_the_cap(make_ui, tmp_path, monkeypatch):
    from scorekeeper import limits

    monkeypatch.setattr(limits, "MAX_IMPORT_BYTES", limits.MIB)
    store = store_at(tmp_path)
    data = (EXAMPLES / "twenty-nine-royals-against.json").read_bytes() + b" " * 600_000  # JSON may end in spaces
    ui = open_app(make_ui, store, "/settings")
    ui.stub("FilePicker.pick_files", [picked(name, data)[0] | {"id": i} for i, name in enumerate(("a.json", "b.json"))])
    ui.click("import-record")
    assert ui.find("error").value == ("b.json: the records of one import may take 1 MiB together; import the rest "
                                      "in another run")
    assert store.list_games() == []


def test_a_settings_visit_builds_no_restore_confirmation_until_restore_is_tapped(make_ui, tmp_path):
    """The confirmation, the refused chooser's cards and the progress bars are made at their first showing (issue 39): a visit that
    never restores sends none of them; Restore… then asks as before, under its buttons, and works."""
    store, ids = seeded(tmp_path)
    ui = open_app(make_ui, store, "/settings")
    built = {c.key for c in ui.walk(visible_only=False)}
    assert not built & {"restore-confirm-card", "restore-question", "restore-confirm", "restore-cancel",
                        "restore-chooser-card", "import-chooser-card", "import-progress-box", "restore-progress-box"}
    ui.click("backup")
    backup = sent_bytes(ui)
    store.delete_game(ids["twenty-nine-royals-against"])
    ui.stub("FilePicker.pick_files", picked("b.zip", backup))
    ui.click("restore")
    assert ui.find("restore-question").value == "Replace everything stored here with b.zip (28 games)?"
    *_, buttons, confirmation = ui.find("data-card").content.controls  # right under Back up… and Restore…
    assert ([b.key for b in buttons.controls], confirmation.key) == (["backup", "restore"], "restore-confirm-card")
    ui.click("restore-confirm")
    assert not ui.exists("restore-confirm")
    assert ui.find("settings-notice").value.startswith("Restored 28 game files from b.zip")
    assert len(ui.page.data.service.repo.list_games()) == 28  # the deleted game is back
