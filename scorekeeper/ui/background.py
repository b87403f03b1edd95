"""Long work off the tap: a worker thread where there are threads, in line in the browser.

Python in the browser (Pyodide) cannot start a thread ("can't start new thread"): there the work runs
on the event loop itself, so the screen waits for it, but it is done and said, as everywhere else.
"""

from __future__ import annotations

import asyncio
import sys
from typing import Callable, TypeVar

Result = TypeVar("Result")

THREADS = sys.platform != "emscripten"


async def off_the_tap(work: Callable[..., Result], *args: object) -> Result:
    """``work(*args)`` in a worker thread (the app goes on answering taps), or in line where there are none."""
    if THREADS:
        return await asyncio.to_thread(work, *args)
    return work(*args)
