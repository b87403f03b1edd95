"""The language of one session of the app: the device's, unless the keeper chose another.

The web server runs many sessions side by side, each perhaps in another language, so nothing here
is process-wide: a session's `Speech` says which language and digits it reads, and every event of
that session (a tap, a route change) runs inside it (`speak_in`, which wraps the session's event
dispatch), as does what the app builds outside an event (the first screen, a language switch).

The default follows the device: the phone's first locale (Flet's device info; ``on_locale_change``
when it changes), else the environment's (``LANGUAGE``, ``LANG``: a desktop), else English. The
setting (``language``, ``digits`` in the device's preferences) chooses another, mid-evening too:
the open screen is built again in it. ``SCOREKEEPER_LANGUAGE`` forces one (a test, a demo;
``en_XA`` is the pseudo-language that shows text nobody wrapped).
"""

from __future__ import annotations

import os
from collections.abc import Awaitable, Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import tzinfo

import flet as ft

from scorekeeper.i18n.shown import amount, number
from scorekeeper.i18n.languages import LANGUAGES, from_device_locale, from_environment, language_of
from scorekeeper.i18n.numbers import DIGITS
from scorekeeper.i18n.pseudo import PSEUDO_LOCALE
from scorekeeper.i18n.translate import use_language
from scorekeeper.i18n.zone import ZONE_PREFERENCE, use_zone, zone_from
from scorekeeper.words import N_

LANGUAGE_PREFERENCE, DIGITS_PREFERENCE = "language", "digits"
FORCED = "SCOREKEEPER_LANGUAGE"
DEVICE = ""  # the choice "as the device": no language chosen
# Each language named in itself, so a reader finds theirs whatever the screen's language is.
LANGUAGE_NAMES = {"en": "English", "hi": "हिन्दी", "bn": "বাংলা"}
AS_THE_DEVICE, AS_THE_LANGUAGE = N_("As the device"), N_("As the language")


@dataclass
class Speech:
    """What one session reads: the device's locale, the keeper's choices, and the language they make."""

    device_locale: str | None = None  # "bn_BD", "hi_IN", "en_US": the phone's first locale
    chosen: str = DEVICE  # the setting: "", "en", "hi", "bn"
    digits: str = DEVICE  # the setting: "", "latin", "native"
    environment: Mapping[str, str] | None = None  # os.environ unless a test gives its own
    zone: tzinfo | None = None  # the browser's time zone where it said one (i18n/zone.py); else the system's

    def language(self) -> str:
        env = os.environ if self.environment is None else self.environment
        forced = env.get(FORCED, "")
        if forced in (*LANGUAGES, PSEUDO_LOCALE):
            return forced
        if self.chosen in LANGUAGES:
            return self.chosen
        return from_device_locale(self.device_locale, fallback=from_environment(env))

    def locale(self) -> str | None:
        """The device's locale where it is of the language read (``bn_BD`` gives Bengali digits)."""
        locale = self.device_locale
        return locale if locale and language_of(locale) == self.language() else None

    def reads(self) -> tuple[str, str]:
        """What a screen shows of this choice: the language and how a figure reads in it (``en`` and
        ``en_US`` read alike; ``bn_BD`` and ``bn_IN`` do not), so a device that says what was assumed
        redraws nothing."""
        with self.active():
            return self.language(), number(1234567) + amount(1234567, "INR")

    @contextmanager
    def active(self) -> Iterator[None]:
        with use_language(self.language(), locale=self.locale(), digits=self.digits if self.digits in DIGITS else None), \
                use_zone(self.zone):
            yield

    def set_preferences(self, preferences: Mapping[str, object]) -> None:
        chosen, digits = preferences.get(LANGUAGE_PREFERENCE), preferences.get(DIGITS_PREFERENCE)
        self.chosen = chosen if isinstance(chosen, str) and chosen in LANGUAGES else DEVICE
        self.digits = digits if isinstance(digits, str) and digits in DIGITS else DEVICE
        self.zone = zone_from(preferences.get(ZONE_PREFERENCE))


def speak_in(page: ft.Page, speech: Callable[[], Speech]) -> None:
    """Run every event of ``page``'s session in the session's language (read at each event, so a
    switch takes effect at the next tap)."""
    session = page.session
    dispatch: Callable[[int, str, object], Awaitable[None]] = session.dispatch_event

    async def in_language(control_id: int, event_name: str, event_data: object) -> None:
        with speech().active():
            await dispatch(control_id, event_name, event_data)

    session.dispatch_event = in_language  # type: ignore[method-assign]  # this session's only


def locale_name(locale: ft.Locale) -> str | None:
    """Flet's ``Locale("bn", "BD")`` as ``bn_BD``; None for an undefined one."""
    language = (locale.language_code or "").strip()
    if not language or language == "und":
        return None
    return f"{language}_{locale.country_code}" if locale.country_code else language


async def device_locale(page: ft.Page) -> str | None:
    """The device's first locale, asked of the client once; None where it cannot say."""
    try:
        info = await page.get_device_info()
    except Exception:  # an old client, a platform without device info: the environment decides
        return None
    locales = getattr(info, "locales", None) or []
    return next((name for name in map(locale_name, locales) if name), None)
