"""Sync in the app: the Sync screen's card (server, user, password, "Sync now", the last sync and what came in)
and the sync after each finished hand.

A sync runs in a worker thread (``background.off_the_tap``; in line in the browser) awaited by a task: a tap never waits for the
network, and an unreachable server is a line on the card, never a frozen screen.  The worker opens its own
store on the data folder (as another process would: the store is made for that), so the screen's store is
never used from two threads.  One sync at a time; a hand finished while one runs is sent by the next.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.service import Scorekeeper
from scorekeeper.sync import SavedServer, SyncFailure, data_folder, load_server, record_of, save_server, sync_book
from scorekeeper.sync.browser import browser_transport
from scorekeeper.sync.session import Progress
from scorekeeper.words import _

from . import theme
from .background import off_the_tap
from .progress_bar import ProgressStrip
from .widgets import big_button, body, card, heading, icon_button

if TYPE_CHECKING:
    from .shell import Shell, SyncListener, SyncRunner


def _worker_service(service: Scorekeeper) -> Scorekeeper:
    """The service a sync thread uses: its own store on the same folder (a memory store: the same one)."""
    return service.on_own_store()


def _sync_once(service: Scorekeeper, saved: SavedServer, progress: Progress | None = None) -> tuple[str, bool]:
    """One sync in the worker thread: what came in, or why it could not run (one sentence, no password),
    and whether anything here changed (games or entries came in, games went to the trash)."""
    try:
        report = sync_book(_worker_service(service), saved.address(), progress=progress,
                           transport=browser_transport())  # the browser's HTTP in the web app, else None
    except SyncFailure as exc:
        return gettext("Not synced: {exc}").format(exc=exc), False
    except OSError as exc:
        return gettext("Not synced: the data folder could not be used ({value})").format(
            value=exc.strerror or exc), False
    except Exception as exc:  # noqa: BLE001 - whatever a server did, the card says it and never sticks at Syncing…
        return gettext("Not synced: the sync stopped on something unexpected ({name__}); try again later").format(
            name__=type(exc).__name__), False
    lines = [gettext("Synced: {summary}.").format(summary=report.summary())] + report.notices
    changed = report.received_games or report.received_entries or report.trashed or report.restored \
        or report.corrected
    return "\n".join(lines), bool(changed)


class BackgroundSync:
    """The one sync of a session at a time, started after a finished hand or by "Sync now"."""

    def __init__(self, app: Shell) -> None:
        self.app = app
        self.running = False
        self.last_message: str | None = None
        self._hands_seen: tuple[str | None, int] = (None, 0)
        self.listeners: list[SyncListener] = []

    def entry_stored(self) -> None:
        """Every stored entry passes here: a finished hand starts a sync when a server is set."""
        game = self.app.state.game
        if game is None:
            return
        seen = (self.app.state.game_id, len(game.table.hands))
        finished = seen[0] == self._hands_seen[0] and seen[1] > self._hands_seen[1]
        self._hands_seen = seen
        if finished and not self.running and load_server(data_folder(self.app.service)) is not None:
            self.app.page.run_task(self.run)

    async def run(self) -> str | None:
        saved = load_server(data_folder(self.app.service))
        if saved is None or self.running:
            return None
        self.running = True
        for listener in self.listeners:
            listener.show_running()
        card = self.listeners[0] if self.listeners else None  # the card on screen shows how far it got
        progress = card.progress.line_reporter(asyncio.get_running_loop()) if card is not None else None
        try:
            self.last_message, changed = await off_the_tap(_sync_once, self.app.service, saved, progress)
        finally:
            self.running = False
            if card is not None:
                card.progress.finish()
        for listener in self.listeners:
            listener.show_result(self.last_message)
        if changed:
            self.app.refresh()  # the screen on show lists what came in (a game open here reloads on its next tap)
            self.app.page.update()  # a task, not a handler: Flet sends nothing by itself
        return self.last_message


def _password_hint(saved: SavedServer | None) -> str | None:
    return str(_("A password is saved; leave this empty to keep it")) if saved and saved.password else None


class SyncCard:
    """The Sync card of the Sync screen (``/settings/sync``): kept controls, changed in place."""

    def __init__(self, app: Shell, sync: SyncRunner) -> None:
        self.app = app
        self.sync = sync
        saved = load_server(data_folder(app.service))
        self.server = ft.TextField(key="sync-server", label=gettext("Server"), value=saved.url if saved else "",
                                   hint_text="https://couch.example.org:6984/scores", dense=True)
        self.user = ft.TextField(key="sync-user", label=gettext("User"), value=saved.user if saved else "", dense=True)
        # the saved password is never put back in the field (a field can be revealed, or read by a
        # screen reader over a shoulder): empty means "keep the saved one"
        # The eye is the app's own icon button, named for what it does ("Show the password"): the field's
        # built-in one has no name a screen reader can say.
        self.reveal = icon_button(ft.Icons.VISIBILITY, "sync-password-reveal", gettext("Show the password"),
                                  self.on_reveal)
        self.password = ft.TextField(key="sync-password", label=gettext("Password"), value="", password=True,
                                     dense=True, hint_text=_password_hint(saved), suffix_icon=self.reveal)
        self.status = body(self._last_sync(saved), key="sync-status", size=theme.SMALL)
        self.sync_now = big_button(gettext("Sync now"), "sync-now", self.on_sync_now)
        self.progress = ProgressStrip("sync-progress")  # a first sync of many games takes a while
        self.view = card(heading(gettext("Sync"), size=20),
                         body(gettext("Share the games with the group's CouchDB server (see the README): every phone "
                                      "with the same server gets every game."), size=theme.SMALL),
                         self.server, self.user, self.password,
                         ft.Row([big_button(gettext("Save"), "sync-save", self.on_save, filled=False), self.sync_now],
                                wrap=True, spacing=theme.GAP, run_spacing=theme.GAP),
                         self.progress.view, self.status, key="sync-card")
        sync.listeners[:] = [self]  # the card on screen (a new visit builds a new one)

    def on_reveal(self, e: ft.ControlEvent) -> None:
        """Show what was typed, or hide it again; the eye's name and tooltip say what the next tap does."""
        self.password.password = not self.password.password
        label = gettext("Show the password") if self.password.password else gettext("Hide the password")
        icon = self.reveal.icon
        assert isinstance(icon, ft.Icon)
        icon.icon = ft.Icons.VISIBILITY if self.password.password else ft.Icons.VISIBILITY_OFF
        icon.semantics_label = self.reveal.tooltip = label

    def _last_sync(self, saved: SavedServer | None) -> str:
        if self.sync.last_message:
            return self.sync.last_message
        if saved is None:
            return gettext("No server set: the games stay on this phone.")
        record = record_of(self.app.service, saved.address())
        if record.last_synced is None:
            return gettext("Not synced yet.")
        return gettext("Last synced {last_synced}: {last_report}.").format(
            last_synced=record.last_synced, last_report=record.last_report)

    def _save(self) -> SavedServer:
        return save_server(data_folder(self.app.service), self.server.value or "", self.user.value or "",
                           self.password.value or "")

    async def on_save(self, e: ft.ControlEvent) -> None:
        try:
            saved = self._save()
        except (SyncFailure, OSError) as exc:
            self.status.value = gettext("Not saved: {exc}").format(exc=exc)
            return
        self.server.value = saved.url
        self.password.value, self.password.hint_text = "", _password_hint(saved)
        self.status.value = gettext("Saved: {url} as {user}. Tap Sync now, or play: each finished hand syncs.").format(
            url=saved.url, user=saved.user)

    async def on_sync_now(self, e: ft.ControlEvent) -> None:
        try:
            self._save()
        except (SyncFailure, OSError) as exc:
            self.status.value = gettext("Not synced: {exc}").format(exc=exc)
            return
        await self.sync.run()

    def show_running(self) -> None:
        self.sync_now.disabled = True
        self.status.value = gettext("Syncing…")
        self._update()

    def show_result(self, message: str | None) -> None:
        self.sync_now.disabled = False
        self.status.value = message or ""
        self._update()

    def _update(self) -> None:
        try:
            self.view.update()
        except Exception:  # the card is no longer on screen (another screen is shown): nothing to draw
            pass
