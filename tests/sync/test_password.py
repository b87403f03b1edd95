"""The sync password: owner-only on disk, in no backup, never shown back in the Settings field."""

from __future__ import annotations

import stat
import zipfile
from pathlib import Path

from scorekeeper.store import GameStore
from scorekeeper.sync import load_server, save_server
from scorekeeper.ui.app import make_main
from tests.store.records import long_game
from tests.ui.harness import UI

from .test_sync import import_record, phone

SECRET = "pw-Never-Shown-42"


def test_the_saved_password_is_owner_only_and_in_no_backup(tmp_path: Path) -> None:
    a = phone(tmp_path / "A")
    import_record(a, "long", long_game(2))
    save_server(tmp_path / "A", "https://couch.example.org:6984/scores", "keeper", SECRET)
    assert stat.S_IMODE((tmp_path / "A" / "sync" / "server.json").stat().st_mode) == 0o600
    assert stat.S_IMODE((tmp_path / "A" / "sync").stat().st_mode) == 0o700
    backup = a.write_backup(tmp_path / "backup.zip")
    with zipfile.ZipFile(backup) as zf:
        assert all(SECRET.encode() not in zf.read(name) for name in zf.namelist())
        assert [n for n in zf.namelist() if n.startswith("sync")] == []
    assert SECRET not in a.export_game(a.list_games()[0].id)


def test_settings_never_shows_the_saved_password_and_an_empty_field_keeps_it(tmp_path: Path) -> None:
    save_server(tmp_path / "B", "https://couch.example.org:6984/scores", "keeper", SECRET)
    ui = UI(make_main(lambda: GameStore(tmp_path / "B")), route="/settings/sync")
    try:
        field = ui.find("sync-password")
        assert (field.value, field.hint_text) == ("", "A password is saved; leave this empty to keep it")
        assert SECRET not in " ".join(ui.texts())
        ui.type("sync-user", "keeper2")
        ui.click("sync-save")
        assert ui.find("sync-status").value == ("Saved: https://couch.example.org:6984/scores as keeper2. "
                                                "Tap Sync now, or play: each finished hand syncs.")
        assert ui.find("sync-password").value == ""
        ui.assert_no_crash()
    finally:
        ui.close()
    saved = load_server(tmp_path / "B")
    assert saved is not None and (saved.user, saved.password) == ("keeper2", SECRET)
