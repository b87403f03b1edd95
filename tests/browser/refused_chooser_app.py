"""The keeper app whose first file chooser the browser refuses, as a browser refuses one a page asks for too long
after the tap (a very slow phone): that first ``FilePicker.pick_files`` reaches no browser and is never answered,
which is all Python sees of a refused chooser; every later request goes through.  A test-only target: the app's
own code is unchanged, only ``pick_files`` is wrapped here.  The data folder is ``SCOREKEEPER_DATA``.

The refusal is played here, not brought about: in this headless Chromium (Playwright's file chooser interception
on) a chooser the static web app asked for 6.5 s and 15 s after the tap still opened."""

from __future__ import annotations

import asyncio

import flet as ft

from scorekeeper.ui.app import default_store, make_main

_real_pick_files = ft.FilePicker.pick_files
_asked: list[bool] = []


async def _first_refused_pick_files(self, *args, **kwargs):
    if not _asked:
        _asked.append(True)
        await asyncio.Event().wait()  # the refused chooser's request: no answer, ever
    return await _real_pick_files(self, *args, **kwargs)


ft.FilePicker.pick_files = _first_refused_pick_files


def main(page: ft.Page) -> None:
    make_main(default_store)(page)
