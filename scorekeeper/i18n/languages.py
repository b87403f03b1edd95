"""Which language a person reads: from the device, a browser's ``Accept-Language``, or a setting.

Every source gives a locale string in its own spelling (``bn_BD.UTF-8``, ``hi-IN``, ``en-US;q=0.8``);
each is reduced here to one of `LANGUAGES`, the languages the catalogs translate. A name we do not
translate falls back (``bn-BD`` → ``bn``; ``fr`` → the fallback), never to an error: a hostile or
odd header chooses at worst the keeper's language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

LANGUAGES = ("en", "hi", "bn")  # the source language first; each other has a catalog in scorekeeper/locale
SOURCE_LANGUAGE = "en"
# GNU gettext's order: LANGUAGE (a list, a:b:c) outranks the locale categories.
ENVIRONMENT_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
MAX_HEADER_CHARS = 1024  # a real Accept-Language is under 200 characters; longer ones are cut, not parsed whole
MAX_HEADER_ITEMS = 32
_TAG = re.compile(r"^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$")
_QUALITY = re.compile(r"^q=(0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)$", re.IGNORECASE)


def language_of(locale: str) -> str | None:
    """The translated language a locale names (``bn_BD.UTF-8`` → ``bn``, ``hi-IN`` → ``hi``), else None.

    ``C`` and ``POSIX`` name no language; encodings (``.UTF-8``) and modifiers (``@latin``) are dropped.
    """
    name = locale.strip().split(".", 1)[0].split("@", 1)[0]
    if not _TAG.match(name):
        return None
    primary = re.split(r"[-_]", name, maxsplit=1)[0].lower()
    return primary if primary in LANGUAGES else None


def first_known(locales: Iterable[str], fallback: str = SOURCE_LANGUAGE) -> str:
    """The first of ``locales`` we translate, else ``fallback``."""
    for locale in locales:
        language = language_of(locale)
        if language is not None:
            return language
    return fallback


def from_environment(environ: Mapping[str, str], fallback: str = SOURCE_LANGUAGE) -> str:
    """A desktop's or server's language, read as gettext reads it: LANGUAGE, LC_ALL, LC_MESSAGES, LANG.

    ``LANGUAGE=bn:en`` is a list of preferences; an empty or ``C`` variable is skipped.
    """
    candidates: list[str] = []
    for variable in ENVIRONMENT_VARIABLES:
        value = environ.get(variable, "")
        candidates.extend(value.split(":") if variable == "LANGUAGE" else [value])
    return first_known(candidates, fallback)


def from_device_locale(locale: str | None, fallback: str = SOURCE_LANGUAGE) -> str:
    """The phone's language from the locale Flet reports for the page (``bn_IN``, ``hi-IN``, ``en``)."""
    return first_known([locale or ""], fallback)


def accepted_languages(header: str) -> list[str]:
    """An ``Accept-Language`` header's language tags, most wanted first (q-values, then order given).

    ``q=0`` means "not this"; a malformed item is skipped, never an error.
    """
    ranked: list[tuple[float, int, str]] = []
    for position, item in enumerate(header[:MAX_HEADER_CHARS].split(",")[:MAX_HEADER_ITEMS]):
        tag, *parameters = [part.strip() for part in item.split(";")]
        quality = 1.0
        for parameter in parameters:
            match = _QUALITY.match(parameter)
            quality = float(match.group(1)) if match else 0.0
        if tag and tag != "*" and _TAG.match(tag) and quality > 0:
            ranked.append((-quality, position, tag))
    return [tag for _, _, tag in sorted(ranked)]


def from_accept_language(header: str | None, fallback: str) -> str:
    """The board's language for one viewer: the first of their browser's languages we translate,
    else ``fallback`` (the keeper's language), so a phone set to French reads what the keeper reads."""
    return first_known(accepted_languages(header or ""), fallback)
