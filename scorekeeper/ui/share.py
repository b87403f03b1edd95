"""Files in and out of the app: export a game, import records, back up and restore.

The work is the service's (``scorekeeper.service.Scorekeeper``: import_records,
export_game, write_backup, restore_backup, the same use cases as the command line);
this module only moves bytes through Flet's ``FilePicker`` (out through the share
sheet on a phone: ``ui/phone.py``) and tells the player what happened.  Every
function returns a one-line message for the screen and raises nothing a player
can cause: a refusal is a :class:`ShareError` whose text is the core's or the
store's message.

A screen calls them from an async handler, e.g. the scoreboard::

    async def on_export(e):
        message = await share.export_game(app, game_id, fmt="csv")
"""

from __future__ import annotations

import asyncio
import os
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable, TypedDict

import flet as ft

from scorekeeper.i18n.translate import gettext, ngettext
from scorekeeper.jsonfile import UnreadableFile, read_input
from scorekeeper import limits
from scorekeeper.progress import Progress
from scorekeeper.service import ImportRefused, ImportResult, Scorekeeper, StoreError, import_too_large
from scorekeeper.words import _

from .background import off_the_tap
from .file_chooser import chooser_of
from .progress_bar import ProgressStrip

if TYPE_CHECKING:
    from .shell import Shell


class PendingRestore(TypedDict):
    """A backup checked and waiting for "Replace my data": its name, where it is kept meanwhile, its games."""

    name: str
    path: str
    games: int


NotOpened = Callable[[], None]  # told when a file chooser shows no sign of opening


class ShareError(Exception):
    """A file the player chose was refused; the text says why (nothing was stored)."""


def _picker(app: Shell) -> ft.FilePicker:
    return app.platform_service(ft.FilePicker)


def service_of(app: Shell) -> Scorekeeper:
    """The app's service (``app.service``)."""
    service: Scorekeeper = app.service
    return service


def _safe(name: str) -> str:
    keep = "".join(c if c.isalnum() or c in "-_" else "-" for c in name.strip())
    return "-".join(part for part in keep.split("-") if part)[:60] or "game"


def export_file(app: Shell, game_id: str, fmt: str = "json") -> tuple[str, bytes]:
    """(file name, bytes) of a stored game as a format-1 record (``json``) or CSV."""
    if fmt not in ("json", "csv"):
        raise ValueError("fmt must be 'json' or 'csv'")
    service = service_of(app)
    summary = service.game_summary(game_id)
    text = service.export_game(game_id, csv=(fmt == "csv"))
    return f"{_safe(summary.name)}.{fmt}", text.encode("utf-8")


async def save_bytes(app: Shell, file_name: str, data: bytes, extension: str) -> str:
    """Offer ``data`` as a file: the share sheet on a phone, a download on the web, a save dialog elsewhere."""
    phone = getattr(app, "phone", None)
    if phone is not None and phone.active:
        return str(await phone.share_file(file_name, data, extension))
    page = app.page
    path = await _picker(app).save_file(
        dialog_title=gettext("Save as"), file_name=file_name, src_bytes=data,
        file_type=ft.FilePickerFileType.CUSTOM, allowed_extensions=[extension])
    if path:
        target = Path(path)
        if not page.web and not target.exists():  # a desktop picker that only names the file
            target.write_bytes(data)
        return gettext("Saved {name} ({count:,} bytes)").format(name=target.name, count=len(data))
    if page.web:
        return gettext("Downloaded {file_name}").format(file_name=file_name)
    return gettext("Not saved: no file was chosen")


async def export_game(app: Shell, game_id: str, fmt: str = "json") -> str:
    """Export one game (``fmt`` "json": a record other devices can import; "csv": one row a hand)."""
    name, data = export_file(app, game_id, fmt)
    return await save_bytes(app, name, data, fmt)


async def _pick(app: Shell, extensions: list[str], multiple: bool, not_opened: NotOpened,
                max_bytes: int | None = None) -> list[tuple[str, bytes]]:
    """(name, bytes) of the files the player picked; empty when cancelled.

    ``not_opened``: told when the chooser shows no sign of opening (a browser refuses one asked for too long
    after the tap: ``file_chooser``); a newer request raises ``PickReplaced``.
    ``max_bytes``: the cap of what is picked (default: the records' cap).
    """
    try:
        files = await chooser_of(app).pick(not_opened, dialog_title=gettext("Choose a file"),
                                           allowed_extensions=extensions, allow_multiple=multiple)
    except TypeError:  # the client answered nothing: cancelled
        return []
    out = []
    total = 0
    for f in files or []:
        data = f.bytes
        if data is None and f.path:
            try:  # the guarded reader of every input: a regular file, at most the records' cap
                data = read_input(f.path, max_bytes)
            except UnreadableFile as exc:
                raise ShareError(str(exc)) from None
        if data is None:
            raise ShareError(gettext("{name}: the file's contents did not arrive; try again").format(name=f.name))
        total += len(data)
        if multiple and total > limits.MAX_IMPORT_BYTES:  # records: no more is read than one import takes
            raise ShareError(import_too_large(f.name))
        out.append((f.name, bytes(data)))
    return out


def import_records(app: Shell, files: list[tuple[str, bytes]], progress: Progress | None = None) -> str:
    """Check every record first (the rules core); store them only if all are good (``progress``: told
    (games stored, files) as they are; run in a worker thread, on a store of its own)."""
    results: list[ImportResult] = []
    try:
        for result in service_of(app).on_own_store().import_records_progressively(files):
            results.append(result)
            if progress is not None:
                progress(len(results), len(files))
    except ImportRefused as exc:
        raise ShareError(str(exc)) from None
    lines = []
    for r in results:
        if r.new:
            lines.append(ngettext("Imported {title} ({kind_title}, {players}, {count} hand)",
                                  "Imported {title} ({kind_title}, {players}, {count} hands)", r.hands).format(
                title=r.title, kind_title=r.kind_title, players=", ".join(r.players), count=r.hands))
        else:
            lines.append(gettext("{file_name} was imported before, as {title}").format(
                file_name=r.file_name, title=r.title))
    return "; ".join(lines)


async def pick_and_import(app: Shell, strip: ProgressStrip, not_opened: NotOpened = lambda: None) -> str:
    files = await _pick(app, ["json"], multiple=True, not_opened=not_opened)
    if not files:
        return gettext("No file chosen; nothing was imported")
    return await import_in_worker(app, files, strip)


async def import_in_worker(app: Shell, files: list[tuple[str, bytes]], strip: ProgressStrip) -> str:
    """Import in a worker thread, ``strip`` showing how far it got: no tap waits for many files."""
    strip.start(_("Checking {count} files…").format(count=len(files)))
    reporter = strip.reporter(asyncio.get_running_loop(), str(_("Stored {done} of {total} games")))
    try:
        return await off_the_tap(import_records, app, files, reporter)
    finally:
        strip.finish()


# ---------------------------------------------------------------------- backup / restore
def _data_dir(app: Shell) -> Path:
    service = service_of(app)
    folder = service.data_folder()
    if folder is None or not service.can_back_up():
        raise ShareError(gettext("This store keeps nothing on disk, so it cannot be backed up or restored"))
    return folder


def backup_bytes(app: Shell) -> tuple[str, bytes]:
    """(file name, zip bytes) of everything stored: games, trash and players."""
    _data_dir(app)
    with tempfile.TemporaryDirectory() as tmp:
        path = service_of(app).write_backup(Path(tmp) / "backup.zip")
        data = Path(path).read_bytes()
    return f"scorekeeper-backup-{time.strftime('%Y%m%d-%H%M')}.zip", data


async def backup(app: Shell) -> str:
    name, data = backup_bytes(app)
    return await save_bytes(app, name, data, "zip")


def check_backup(app: Shell, name: str, data: bytes) -> PendingRestore:
    """Check a backup completely (nothing changes); return what restoring it needs."""
    _data_dir(app)
    fd, tmp = tempfile.mkstemp(prefix="scorekeeper-restore-", suffix=".zip")
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    try:
        games = service_of(app).check_backup(tmp)
    except StoreError as exc:
        os.unlink(tmp)
        raise ShareError(str(exc).replace(tmp, name).replace(Path(tmp).name, name)) from None
    return {"name": name, "path": tmp, "games": games}


async def pick_backup(app: Shell, not_opened: NotOpened = lambda: None) -> PendingRestore | None:
    files = await _pick(app, ["zip"], multiple=False, not_opened=not_opened, max_bytes=limits.MAX_STORED_FILE_BYTES)
    if not files:
        return None
    return check_backup(app, *files[0])


def discard_pending(pending: PendingRestore | None) -> None:
    if pending:
        try:
            os.unlink(pending["path"])
        except OSError:
            pass


async def restore(app: Shell, pending: PendingRestore, strip: ProgressStrip) -> str:
    """Replace the stored data with a checked backup (in a worker thread, ``strip`` showing how far it
    got), then reopen the store and the open game."""
    _data_dir(app)
    service = service_of(app)
    strip.start(_("Restoring {name}…").format(name=pending["name"]))
    reporter = strip.reporter(asyncio.get_running_loop(), str(_("Unpacked {done} of {total} files")))
    try:
        result = await off_the_tap(service.restore_backup, pending["path"], reporter)
    except StoreError as exc:
        raise ShareError(str(exc).replace(pending["path"], pending["name"])
                         .replace(Path(pending["path"]).name, pending["name"])) from None
    finally:
        discard_pending(pending)
        strip.finish()
    state = app.state  # the service now holds the reopened store (an older backup is upgraded on opening)
    if state.game_id is not None:
        try:
            state.open_game(state.game_id)
        except Exception:  # the open game is not in the backup
            state.game_id, state.game = None, None
    notes = " ".join(result.notes)
    restored = ngettext("Restored {count} game file from {name}; what was here before is kept as {copy}",
                        "Restored {count} game files from {name}; what was here before is kept as {copy}",
                        result.games).format(count=result.games, name=pending["name"], copy=result.saved_copy.name)
    return gettext("{restored}. {notes}").format(restored=restored, notes=notes) if notes else restored
