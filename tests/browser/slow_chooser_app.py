"""The keeper app on a very slow phone, as far as a file chooser can tell: its Python asks for the first file
chooser 6 s after the tap (SLOW_FIRST_PICK_S), past the 5 s in which Chromium lets a page open one, as the web
app's Python on a slow phone can; every later request goes at once.  A test-only target: the app's own code
is unchanged, only ``FilePicker.pick_files`` is wrapped here.  The data folder is ``SCOREKEEPER_DATA``."""

from __future__ import annotations

import asyncio
import os

import flet as ft

from scorekeeper.ui.app import default_store, make_main

SLOW_FIRST_PICK_S = float(os.environ.get("SLOW_FIRST_PICK_S", "6"))
_real_pick_files = ft.FilePicker.pick_files
_asked: list[float] = []


async def _late_first_pick_files(self, *args, **kwargs):
    if not _asked:
        _asked.append(SLOW_FIRST_PICK_S)
        await asyncio.sleep(SLOW_FIRST_PICK_S)
    return await _real_pick_files(self, *args, **kwargs)


ft.FilePicker.pick_files = _late_first_pick_files


def main(page: ft.Page) -> None:
    make_main(default_store)(page)
