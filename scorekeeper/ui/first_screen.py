"""The first screen, drawn in the device's language: a Hindi or Bengali phone never shows an English frame."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .shell import Shell

FIRST_SCREEN_WAIT = 3.0  # seconds the first screen waits for the device's language before it is drawn anyway


async def start_in_language(app: Shell) -> None:
    """The first screen is drawn once the device's language and the keeper's preferences are known, so a Hindi
    or Bengali phone never shows an English first frame; a device slow to answer gets the screen after
    ``FIRST_SCREEN_WAIT`` in the environment's language, which the answers change when they come."""
    from .settings_screen import load_preferences  # the device's saved theme and language (settings screen)

    loading = asyncio.ensure_future(load_preferences(app))
    try:
        await asyncio.wait_for(asyncio.shield(loading), FIRST_SCREEN_WAIT)
    except Exception:  # slow or failed: the screen is drawn now; a late answer redraws it in its language
        pass
    finally:
        if app.screen is None:
            with app.speech.active():
                app.show(app.route)
