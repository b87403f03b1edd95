"""Files in and out of the app: export a game, import records, back up and restore.

The work is the store's (``scorekeeper/store/records.py``, ``GameStore.write_backup``,
``read_backup``, ``restore_backup``) and the rules core's (``game_from_record``);
this module only moves bytes through Flet's ``FilePicker`` and tells the player
what happened.  Every function returns a one-line message for the screen and
raises nothing a player can cause: a refusal is a :class:`ShareError` whose text
is the core's or the store's message.

A screen calls them from an async handler, e.g. the scoreboard::

    async def on_export(e):
        message = await share.export_game(app, game_id, fmt="csv")
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import flet as ft

from scorekeeper.store import StoreError, read_backup, restore_backup
from scorekeeper.store.records import export_game as export_text
from scorekeeper.store.records import store_record


class ShareError(Exception):
    """A file the player chose was refused; the text says why (nothing was stored)."""


def _picker(app: Any) -> ft.FilePicker:
    return app.platform_service(ft.FilePicker)


def _safe(name: str) -> str:
    keep = "".join(c if c.isalnum() or c in "-_" else "-" for c in name.strip())
    return "-".join(part for part in keep.split("-") if part)[:60] or "game"


def export_file(app: Any, game_id: str, fmt: str = "json") -> tuple[str, bytes]:
    """(file name, bytes) of a stored game as a format-1 record (``json``) or CSV."""
    if fmt not in ("json", "csv"):
        raise ValueError("fmt must be 'json' or 'csv'")
    summary = app.store.get_game_summary(game_id)
    text = export_text(app.store, game_id, as_csv=(fmt == "csv"))
    return f"{_safe(summary.name)}.{fmt}", text.encode("utf-8")


async def save_bytes(app: Any, file_name: str, data: bytes, extension: str) -> str:
    """Offer ``data`` as a file: a download on the web, a save dialog elsewhere."""
    page = app.page
    path = await _picker(app).save_file(
        dialog_title="Save as", file_name=file_name, src_bytes=data,
        file_type=ft.FilePickerFileType.CUSTOM, allowed_extensions=[extension])
    if path:
        target = Path(path)
        if not page.web and not target.exists():  # a desktop picker that only names the file
            target.write_bytes(data)
        return f"Saved {target.name} ({len(data):,} bytes)"
    if page.web:
        return f"Downloaded {file_name}"
    return "Not saved: no file was chosen"


async def export_game(app: Any, game_id: str, fmt: str = "json") -> str:
    """Export one game (``fmt`` "json": a record other devices can import; "csv": one row a hand)."""
    name, data = export_file(app, game_id, fmt)
    return await save_bytes(app, name, data, fmt)


async def _pick(app: Any, extensions: list[str], multiple: bool) -> list[tuple[str, bytes]]:
    """(name, bytes) of the files the player picked; empty when cancelled."""
    try:
        files = await _picker(app).pick_files(
            dialog_title="Choose a file", file_type=ft.FilePickerFileType.CUSTOM,
            allowed_extensions=extensions, allow_multiple=multiple, with_data=True)
    except TypeError:  # the client answered nothing: cancelled
        return []
    out = []
    for f in files or []:
        data = f.bytes
        if data is None and f.path:
            try:
                data = Path(f.path).read_bytes()
            except OSError as exc:
                raise ShareError(f"{f.name}: cannot read it ({exc.strerror or exc})") from None
        if data is None:
            raise ShareError(f"{f.name}: the file's contents did not arrive; try again")
        out.append((f.name, bytes(data)))
    return out


def import_records(app: Any, files: list[tuple[str, bytes]]) -> str:
    """Check every record first (the rules core); store them only if all are good."""
    from scorekeeper.rules import game_from_record

    checked = []
    for name, data in files:
        try:
            record = json.loads(data.decode("utf-8"))
        except UnicodeDecodeError:
            raise ShareError(f"{name}: not a text file; nothing was imported") from None
        except ValueError as exc:
            raise ShareError(f"{name}: not JSON ({exc.msg}, line {exc.lineno} column {exc.colno}); "
                             "nothing was imported") from None
        try:
            game = game_from_record(record)
        except ValueError as exc:  # RuleError / RecordError: the core's message, naming the hand
            raise ShareError(f"{name}: {exc}; nothing was imported") from None
        checked.append((name, record, game))
    lines = []
    for name, record, game in checked:
        gid, new = store_record(app.store, record, game, name=Path(name).stem or None)
        title = app.store.get_game_summary(gid).name
        hands = len(record.get("hands", []))
        if new:
            lines.append(f"Imported {title} ({game.rules.TITLE}, {', '.join(game.players)}, "
                         f"{hands} hand{'s' if hands != 1 else ''})")
        else:
            lines.append(f"{name} was imported before, as {title}")
    return "; ".join(lines)


async def pick_and_import(app: Any) -> str:
    files = await _pick(app, ["json"], multiple=True)
    if not files:
        return "No file chosen; nothing was imported"
    return import_records(app, files)


# ---------------------------------------------------------------------- backup / restore
def _data_dir(app: Any) -> Path:
    folder = getattr(app.store, "data_dir", None)
    if folder is None or not hasattr(app.store, "write_backup"):
        raise ShareError("This store keeps nothing on disk, so it cannot be backed up or restored")
    return Path(folder)


def backup_bytes(app: Any) -> tuple[str, bytes]:
    """(file name, zip bytes) of everything stored: games, trash and players."""
    _data_dir(app)
    with tempfile.TemporaryDirectory() as tmp:
        path = app.store.write_backup(Path(tmp) / "backup.zip")
        data = Path(path).read_bytes()
    return f"scorekeeper-backup-{time.strftime('%Y%m%d-%H%M')}.zip", data


async def backup(app: Any) -> str:
    name, data = backup_bytes(app)
    return await save_bytes(app, name, data, "zip")


def check_backup(app: Any, name: str, data: bytes) -> dict[str, Any]:
    """Check a backup completely (nothing changes); return what restoring it needs."""
    _data_dir(app)
    fd, tmp = tempfile.mkstemp(prefix="scorekeeper-restore-", suffix=".zip")
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    try:
        members = read_backup(tmp)
    except StoreError as exc:
        os.unlink(tmp)
        raise ShareError(str(exc).replace(tmp, name)) from None
    games = sum(1 for m in members if m.startswith("games/"))
    return {"name": name, "path": tmp, "games": games}


async def pick_backup(app: Any) -> dict[str, Any] | None:
    files = await _pick(app, ["zip"], multiple=False)
    if not files:
        return None
    return check_backup(app, *files[0])


def discard_pending(pending: dict[str, Any] | None) -> None:
    if pending:
        try:
            os.unlink(pending["path"])
        except OSError:
            pass


def restore(app: Any, pending: dict[str, Any]) -> str:
    """Replace the stored data with a checked backup, then reopen the store and the open game."""
    folder = _data_dir(app)
    try:
        saved, n = restore_backup(folder, pending["path"])
    except StoreError as exc:
        raise ShareError(str(exc).replace(pending["path"], pending["name"])) from None
    finally:
        discard_pending(pending)
    store = type(app.store)(folder)  # reopen: upgrades an older backup, reports what it did
    app.store = store
    app.state.store = store
    state = app.state
    if state.game_id is not None:
        try:
            state.open_game(state.game_id)
        except Exception:  # the open game is not in the backup
            state.game_id, state.game = None, None
    notes = " ".join(getattr(store, "messages", []) or [])
    return (f"Restored {n} game file{'s' if n != 1 else ''} from {pending['name']}; what was here "
            f"before is kept as {Path(saved).name}" + (f". {notes}" if notes else ""))
