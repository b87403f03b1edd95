"""The data folder of the web app, kept in the browser's IndexedDB (Emscripten's IDBFS).

Python in the browser writes to an in-memory file system; IDBFS copies a folder of it to IndexedDB
when asked (``FS.syncfs``). The store already marks every point at which something becomes "stored":
it calls ``os.fsync`` before it reports a write done (``store/atomic.py``, the journals' appends). Here
such a call marks the folder as changed, and nothing the app sends to the screen after it is shown
until the folder is in IndexedDB: the whole screen waits for the flush, so no entry is acknowledged
that a closed tab could lose.  A flush the browser refuses (a full quota) takes the folder in memory back
to what IndexedDB holds, and the app draws its screen again from it (``on_refused``) before anything held
is sent: the refused entry is not shown as stored, and the keeper taps it again once there is room.

Only one tab of the site keeps score at a time (a Web Lock): a second tab says so and takes over when
the first one closes, so two tabs never write over each other's files.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from _typeshed import FileDescriptorLike

KEEPER_LOCK = "scorekeeper-keeper"

# JavaScript run in the worker: a Promise around FS.syncfs, and the keeper's Web Lock held until the tab
# closes (a lock's holder keeps it as long as the returned promise is pending).
SYNCFS_JS = "(FS) => (populate) => new Promise((done, fail) => FS.syncfs(populate, (e) => e ? fail(e) : done(true)))"
LOCK_JS = """(name, wait) => new Promise((granted) => {
  if (!globalThis.navigator || !navigator.locks) { granted(true); return; }
  navigator.locks.request(name, wait ? {} : {ifAvailable: true}, (lock) => {
    granted(lock !== null);
    return lock === null ? null : new Promise(() => {});
  });
})"""


class BrowserFolder:
    """The data folder mounted on IndexedDB, and the gate that holds the screen until a write is kept."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.changed = False  # a durability point since the last flush
        self.flushing: asyncio.Task[None] | None = None
        self.held: list[object] = []  # what the app sent to the screen while a write was not yet kept
        self.send: Callable[[object], None] | None = None
        self.problem: str | None = None  # one sentence, when the browser keeps nothing or refused a write
        self.on_problem: Callable[[str], None] | None = None
        # a write was refused and the folder in memory is back to what IndexedDB holds: the app draws its
        # screen again from it and says the sentence (the screen is still held: nothing refused shows)
        self.on_refused: Callable[[str], None] | None = None
        self.kept = False  # the folder lives in IndexedDB (False: memory only, the problem says why)
        self._syncfs: Callable[[bool], Awaitable[object]] | None = None

    # -- opening ------------------------------------------------------------------------------------------
    async def open(self) -> None:
        """Mount IDBFS at the folder and read what IndexedDB holds into it, before the store opens."""
        import pyodide_js  # type: ignore[import-not-found]
        from pyodide.code import run_js  # type: ignore[import-not-found]

        fs = pyodide_js.FS
        fs.mkdirTree(self.path)
        try:
            fs.mount(fs.filesystems.IDBFS, {}, self.path)
            self._syncfs = run_js(SYNCFS_JS)(fs)
            await self._syncfs(True)
            self.kept = True
        except Exception as err:  # no IndexedDB (a private window in some browsers, storage turned off)
            self._syncfs = None
            from scorekeeper.i18n.translate import gettext

            self.problem = gettext("This browser keeps no data for this app ({reason}): what you enter is lost "
                                   "when the tab closes; open the app in an ordinary window to keep your games."
                                   ).format(reason=_reason(err))
        self.watch_durability_points()

    def watch_durability_points(self) -> None:
        """``os.fsync`` is where the store says "this is stored": in the browser it marks the folder changed."""
        real_fsync = os.fsync

        def fsync_then_keep(fd: FileDescriptorLike) -> None:
            real_fsync(fd)
            self.mark_changed()

        os.fsync = fsync_then_keep

    def mark_changed(self) -> None:
        if self._syncfs is None:
            return
        self.changed = True
        if self.flushing is None or self.flushing.done():
            self.flushing = asyncio.ensure_future(self._flush())

    # -- the gate -----------------------------------------------------------------------------------------
    def gate(self, send: Callable[[object], None]) -> Callable[[object], None]:
        """The connection's sender, held while a write is on its way to IndexedDB."""
        self.send = send

        def gated(message: object) -> None:
            if self.changed or self.held:
                self.held.append(message)
            else:
                send(message)

        return gated

    async def _flush(self) -> None:
        while self.changed and self._syncfs is not None:
            self.changed = False
            try:
                await self._syncfs(False)
            except Exception as err:  # a full quota, IndexedDB gone: nothing since the last flush is kept
                await self._refused(err)
                break
        self._release()
        if self.changed:  # written while a refusal was said: tried at once, not left holding the screen
            self.flushing = asyncio.ensure_future(self._flush())

    async def _refused(self, err: Exception) -> None:
        """The browser refused a flush: the folder in memory goes back to what IndexedDB holds (what a closed
        tab would find), so the screen, drawn again from it, shows nothing as stored that is not kept."""
        from scorekeeper.i18n.translate import gettext

        self.changed = False
        self.problem = gettext("The browser did not keep the last change ({reason}): it is not stored and "
                               "is not shown; free some space, then enter it again.").format(reason=_reason(err))
        try:
            if self._syncfs is not None:
                await self._syncfs(True)  # IndexedDB into memory: the refused files are taken back
        except Exception:  # noqa: BLE001 - IndexedDB unreadable too: the screen says the sentence all the same
            pass
        tell = self.on_refused or self.on_problem
        if tell is not None:
            tell(self.problem)

    def _release(self) -> None:
        held, self.held = self.held, []
        if self.send is not None:
            for message in held:
                self.send(message)

    async def flushed(self) -> None:
        """Wait until every change so far is in IndexedDB (an export, a test)."""
        while self.flushing is not None and not self.flushing.done():
            await self.flushing


async def keeper_lock(wait: bool) -> bool:
    """This tab is the keeper (it holds the lock until it closes); ``wait``: until the other tab closes."""
    from pyodide.code import run_js

    granted = await run_js(LOCK_JS)(KEEPER_LOCK, wait)
    return bool(granted)


def _reason(err: BaseException) -> str:
    text = " ".join(str(err).split())
    return text[:120] or type(err).__name__
