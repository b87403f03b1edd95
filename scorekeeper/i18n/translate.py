"""Translated words over gettext catalogs (``scorekeeper/locale/<lang>/LC_MESSAGES/scorekeeper.mo``).

The app serves several browser sessions at once and each may read another language, so the
language is not a process-wide setting: it is a `ContextVar` (`use_language` sets it for a block:
one session's handler, one board request) whose default the CLI sets once (`set_language`).
`Translator` is the same words bound to one language, for code that holds a session's choice.

`PSEUDO_LOCALE` (``en_XA``) is a language too, never chosen from a device: every text of the
template accented and bracketed (`scorekeeper.i18n.pseudo`), for the walk that finds unwrapped text.

Text defined at import time (a module-level label) is `lazy_gettext`: it is looked up each time it
is shown, in the language current then, not the one current when the module was imported.
"""

from __future__ import annotations

import gettext as _gettext
from io import BytesIO
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel.messages.pofile import read_po
from babel.support import LazyProxy, Translations

from scorekeeper.i18n.languages import LANGUAGES, SOURCE_LANGUAGE
from scorekeeper.i18n.pseudo import PSEUDO_LOCALE, pseudo_mo

DOMAIN = "scorekeeper"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"  # every msgid of the code: `pybabel extract` writes it

_current: ContextVar[str] = ContextVar("scorekeeper_language", default=SOURCE_LANGUAGE)


def check_language(language: str) -> str:
    """``language`` if we translate it; else a ValueError that names the ones we do."""
    if language not in LANGUAGES and language != PSEUDO_LOCALE:
        raise ValueError(f"no translation for the language {language!r}: choose one of {', '.join(LANGUAGES)}")
    return language


@cache
def catalog(language: str) -> _gettext.NullTranslations:
    """The compiled catalog of ``language``, read once; the source language is the msgids themselves."""
    if check_language(language) == SOURCE_LANGUAGE:
        return _gettext.NullTranslations()
    if language == PSEUDO_LOCALE:
        with TEMPLATE.open("rb") as template:
            return _gettext.GNUTranslations(BytesIO(pseudo_mo(read_po(template))))
    found = Translations.load(str(LOCALE_DIR), [language], DOMAIN)
    if not isinstance(found, Translations):  # Babel answers a missing .mo with NullTranslations, silently
        raise FileNotFoundError(f"the {language} catalog {LOCALE_DIR / language / 'LC_MESSAGES' / DOMAIN}.mo is "
                                "missing: run `pybabel compile -d scorekeeper/locale -D scorekeeper`")
    return found


@dataclass(frozen=True)
class Translator:
    """The app's words in one language (a session's, a viewer's): gettext's four calls."""

    language: str

    def __post_init__(self) -> None:
        check_language(self.language)

    def gettext(self, message: str) -> str:
        return catalog(self.language).gettext(message)

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        """The form for ``count`` (Hindi and Bengali say "1 हाथ" for 0 and 1 too: the catalog's rule)."""
        return catalog(self.language).ngettext(singular, plural, count)

    def pgettext(self, context: str, message: str) -> str:
        """``message`` in ``context``: one English word, two table words ("pass" a bid, "trick" taken)."""
        return catalog(self.language).pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, count: int) -> str:
        return catalog(self.language).npgettext(context, singular, plural, count)


def current_language() -> str:
    return _current.get()


def set_language(language: str) -> None:
    """The language of this context from now on (the CLI calls it once, before any output)."""
    _current.set(check_language(language))


@contextmanager
def use_language(language: str) -> Iterator[Translator]:
    """Translate in ``language`` inside the block (a session's handler, one board request), then
    restore the language that was current: sessions running side by side never see each other's."""
    token = _current.set(check_language(language))
    try:
        yield Translator(language)
    finally:
        _current.reset(token)


def translator() -> Translator:
    return Translator(_current.get())


def gettext(message: str) -> str:
    return translator().gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    return translator().ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    return translator().pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    return translator().npgettext(context, singular, plural, count)


def lazy_gettext(message: str) -> LazyProxy:
    """``message`` translated when it is shown, in the language current then (text defined at import time)."""
    return LazyProxy(gettext, message, enable_cache=False)


def lazy_pgettext(context: str, message: str) -> LazyProxy:
    return LazyProxy(pgettext, context, message, enable_cache=False)
