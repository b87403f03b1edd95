"""The web app's data folder (scorekeeper/webapp/storage.py) without a browser: what reaches the screen
waits for IndexedDB, in order, and a refused write is said, not hidden."""

from __future__ import annotations

import asyncio
import os

from scorekeeper.webapp.storage import BrowserFolder


class FakeIndexedDB:
    """FS.syncfs(false) as a test double: each flush waits until the test lets it finish."""

    def __init__(self, fail: bool = False) -> None:
        self.flushes = 0
        self.read_back = 0  # FS.syncfs(true): the folder in memory made what IndexedDB holds
        self.release = asyncio.Event()
        self.fail = fail

    async def __call__(self, populate: bool) -> None:
        if populate:
            self.read_back += 1
            return
        await self.release.wait()
        self.flushes += 1
        if self.fail:
            raise OSError("QuotaExceededError")


def folder_on(db: FakeIndexedDB) -> tuple[BrowserFolder, list[str]]:
    folder = BrowserFolder("/keep")
    folder._syncfs = db
    shown: list[str] = []
    return folder, shown


def test_nothing_reaches_the_screen_after_a_write_until_the_write_is_in_indexeddb(tmp_path):
    async def scenario() -> list[list[str]]:
        db = FakeIndexedDB()
        folder, shown = folder_on(db)
        send = folder.gate(shown.append)
        send("before")
        folder.mark_changed()  # the store's fsync: an entry is being stored
        send("stored: hand 1")
        send("next screen")
        await asyncio.sleep(0)
        seen = [list(shown)]
        db.release.set()
        await folder.flushed()
        seen.append(list(shown))
        send("after")
        seen.append(list(shown))
        return seen

    assert asyncio.run(scenario()) == [["before"], ["before", "stored: hand 1", "next screen"],
                                       ["before", "stored: hand 1", "next screen", "after"]]


def test_the_stores_fsync_is_what_marks_the_folder_changed(tmp_path):
    async def scenario() -> int:
        db = FakeIndexedDB()
        db.release.set()
        folder, shown = folder_on(db)
        real_fsync = os.fsync
        try:
            folder.watch_durability_points()
            from scorekeeper.store.atomic import atomic_write_bytes

            atomic_write_bytes(tmp_path / "index.json", b"{}")
            await folder.flushed()
        finally:
            os.fsync = real_fsync
        return db.flushes

    assert asyncio.run(scenario()) >= 1


def test_a_refused_flush_takes_the_folder_back_and_the_screen_is_drawn_again_before_anything_held_shows(tmp_path):
    async def scenario() -> tuple[list[str], list[str], int]:
        db = FakeIndexedDB(fail=True)
        db.release.set()
        folder, shown = folder_on(db)
        send = folder.gate(shown.append)
        said: list[str] = []

        def refused(problem: str) -> None:  # the app: what is kept drawn again, and the sentence
            said.append(problem)
            send("drawn again: no hand 1")

        folder.on_refused = refused
        folder.mark_changed()
        send("stored: hand 1")
        await folder.flushed()
        send("after")
        return shown, said, db.read_back

    shown, said, read_back = asyncio.run(scenario())
    assert read_back == 1
    assert shown == ["stored: hand 1", "drawn again: no hand 1", "after"]
    assert said == ["The browser did not keep the last change (QuotaExceededError): it is not stored and is not "
                    "shown; free some space, then enter it again."]
