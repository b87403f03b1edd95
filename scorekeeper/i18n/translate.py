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
import re
import string
from io import BytesIO
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, lru_cache
from pathlib import Path
from typing import NamedTuple

from scorekeeper.i18n.languages import LANGUAGES, SOURCE_LANGUAGE, language_of
from scorekeeper.i18n.numbers import DIGITS, Digits, default_digits, format_number, parse_locale, with_digits
from scorekeeper.i18n.pseudo import PSEUDO_LOCALE, pseudo_mo

DOMAIN = "scorekeeper"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"  # every msgid of the code: `pybabel extract` writes it

_current: ContextVar[str] = ContextVar("scorekeeper_language", default=SOURCE_LANGUAGE)


class NumberStyle(NamedTuple):
    """How numbers are written where the language is current: CLDR's locale (``bn_BD``, ``en_IN``,
    ``hi``) and the digits a table chose (`scorekeeper.i18n.numbers.Digits`: ``latin`` or ``native``)."""

    locale: str
    digits: Digits


_numbers: ContextVar[NumberStyle | None] = ContextVar("scorekeeper_numbers", default=None)
# What `set_language` was told (language, locale, digits): its style is worked out when a number is first
# written, through CLDR, so a command that writes none (``score --json``) never loads Babel's locale data.
_chosen: ContextVar[tuple[str, str | None, str | None] | None] = ContextVar("scorekeeper_chosen", default=None)


def check_language(language: str) -> str:
    """``language`` if we translate it; else a ValueError that names the ones we do."""
    if language not in LANGUAGES and language != PSEUDO_LOCALE:
        raise ValueError(f"no translation for the language {language!r}: choose one of {', '.join(LANGUAGES)}")
    return language


_game_catalogs: list[tuple[str, str]] = []  # (locale folder, gettext domain) of each installed game that has one


def add_catalog(locale_dir: str, domain: str) -> None:
    """A game's own catalog (``<locale_dir>/<lang>/LC_MESSAGES/<domain>.mo``), consulted for every message the
    app's catalog does not hold: a game from another distribution ships its words and its title translated.
    The registry adds each game's as it loads the game (its optional ``LOCALE_DIR`` and ``GETTEXT_DOMAIN``)."""
    entry = (str(locale_dir), domain)
    if entry not in _game_catalogs:
        _game_catalogs.append(entry)
        catalog.cache_clear()


@cache
def catalog(language: str) -> _gettext.NullTranslations:
    """The compiled catalog of ``language``, read once; the source language is the msgids themselves.

    Babel is imported here, not with the module: English (``score --json`` too) reads no catalog."""
    if check_language(language) == SOURCE_LANGUAGE:
        return _gettext.NullTranslations()
    from babel.messages.pofile import read_po
    from babel.support import Translations

    if language == PSEUDO_LOCALE:
        with TEMPLATE.open("rb") as template:
            pseudo = _gettext.GNUTranslations(BytesIO(pseudo_mo(read_po(template))))
        for folder, domain in _game_catalogs:  # a game's words too: its catalogs hold its msgids
            for po in sorted(Path(folder).glob(f"*/LC_MESSAGES/{domain}.po"))[:1]:
                with po.open("rb") as source:
                    pseudo.add_fallback(_gettext.GNUTranslations(BytesIO(pseudo_mo(read_po(source)))))
        return pseudo
    found = Translations.load(str(LOCALE_DIR), [language], DOMAIN)
    if not isinstance(found, Translations):  # Babel answers a missing .mo with NullTranslations, silently
        raise FileNotFoundError(f"the {language} catalog {LOCALE_DIR / language / 'LC_MESSAGES' / DOMAIN}.mo is "
                                "missing: run `pybabel compile -d scorekeeper/locale -D scorekeeper`")
    for folder, domain in _game_catalogs:
        own = Translations.load(folder, [language], domain)
        if isinstance(own, Translations):  # a game without this language shows its words in its source language
            found.add_fallback(own)
    return found


class Translator:
    """The app's words in one language (a session's, a viewer's): gettext's four calls.

    A plain class rather than a dataclass: ``score`` imports this module, and ``dataclasses`` would bring
    ``inspect``, ``ast`` and ``dis`` into every run of it."""

    __slots__ = ("language",)

    def __init__(self, language: str) -> None:
        self.language = check_language(language)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Translator) and other.language == self.language

    def __hash__(self) -> int:
        return hash(self.language)

    def __repr__(self) -> str:
        return f"Translator(language={self.language!r})"

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


@lru_cache(maxsize=64)
def number_style_for(language: str, locale: str | None = None, digits: str | None = None) -> NumberStyle:
    """The numbers of ``language``: ``locale`` if it is a locale of that language (a device's ``bn_BD``,
    ``en_IN``), else the bare language; ``digits`` if it is one of `DIGITS`, else CLDR's default for
    that locale (Bengali digits in ``bn`` and ``bn_BD``, Latin in ``hi`` and ``bn_IN``)."""
    base = SOURCE_LANGUAGE if language == PSEUDO_LOCALE else language
    chosen = locale.replace("-", "_").split(".", 1)[0] if locale and language_of(locale) == base else base
    try:
        default = default_digits(chosen)
    except ValueError:  # a device's odd territory (bn_ZZ): the language's own numbers
        chosen, default = base, default_digits(base)
    shown: Digits = next((d for d in DIGITS if d == digits), default)
    return NumberStyle(chosen, shown)


def number_style() -> NumberStyle:
    """How numbers are written now: the style `use_language` set, else the one `set_language` was told,
    else the current language's own."""
    return _numbers.get() or number_style_for(*(_chosen.get() or (_current.get(),)))


def set_language(language: str, *, locale: str | None = None, digits: str | None = None) -> None:
    """The language of this context from now on (the CLI calls it once, before any output)."""
    _current.set(check_language(language))
    _chosen.set((language, locale, digits))
    _numbers.set(None)


@contextmanager
def use_language(language: str, *, locale: str | None = None, digits: str | None = None) -> Iterator[Translator]:
    """Translate in ``language`` inside the block (a session's handler, one board request), then
    restore the language that was current: sessions running side by side never see each other's.

    ``locale`` (a device's ``bn_BD``) and ``digits`` (a setting) choose how numbers are written."""
    token = _current.set(check_language(language))
    numbers = _numbers.set(number_style_for(language, locale, digits))
    try:
        yield Translator(language)
    finally:
        _numbers.reset(numbers)
        _current.reset(token)


def translator() -> Translator:
    return Translator(_current.get())


class _Figures(string.Formatter):
    """Whole numbers in a template written as the reader's locale writes them: ``১২`` in Bengali
    with its digits, ``12,34,567`` in Hindi. A field with its own format (``{n:03}``) keeps it."""

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec in ("", ",") and isinstance(value, int) and not isinstance(value, bool):
            style = number_style()
            try:
                return format_number(value, style.locale, style.digits)
            except ArithmeticError:  # a number too long for Babel (a hostile record's): as Python writes it
                pass
        return str(super().format_field(value, format_spec))


_FIGURES = _Figures()


class Template(str):
    """A translated text: ``format`` fills its named fields, whole numbers in the reader's digits.

    In the source language it is ``str.format`` exactly, so English reads as it always did."""

    def format(self, *args: object, **values: object) -> str:
        if _current.get() == SOURCE_LANGUAGE:
            return str.format(self, *args, **values)
        return _FIGURES.vformat(self, args, values)


# A figure a template writes itself ("15,000 or less", "seats 1 + 3"), outside its {fields}; never the
# digit of a name ("UTF-8", "mp3"), which stays as it is spelt.
_LITERAL_FIGURES = re.compile(r"\{[^{}]*\}|(?<![A-Za-z])(?<![A-Za-z]-)[0-9]+")


@lru_cache(maxsize=4096)
def _in_digits(text: str, locale: str, digits: Digits) -> str:
    if not any(c.isdigit() for c in text):  # most sentences write no figure of their own
        return text

    def figure(match: re.Match[str]) -> str:
        found = match.group(0)
        return found if found.startswith("{") else with_digits(found, parse_locale(locale), digits)

    return _LITERAL_FIGURES.sub(figure, text)


def in_digits(text: str) -> Template:
    """A translated text with the figures it writes itself in the reader's digits: the same mapping
    (`scorekeeper.i18n.numbers.with_digits`) as every formatted number, so a catalog writes Latin digits
    and a table reading Bengali digits sees ``১৫,০০০`` in "১৫,০০০ বা কম" as in its amounts.

    English is written in the Latin digits of every template, whatever digits were chosen (CLDR's
    native digits of every English locale are the Latin ones): it asks nobody, so the command line's
    English (its help, ``score --json``) loads no locale data."""
    if _current.get() == SOURCE_LANGUAGE:
        return Template(text)
    style = number_style()
    return Template(text if style.digits == "latin" else _in_digits(text, style.locale, style.digits))


# The four calls below read the current language's catalog straight from the context: the language there was
# checked when it was set (`use_language`, `set_language`), so a `Translator` made and checked again for
# each word (as `translator()` gives one) is work a screen or a refusal's text repeated for every word.


def gettext(message: str) -> Template:
    return in_digits(catalog(_current.get()).gettext(message))


def ngettext(singular: str, plural: str, count: int) -> Template:
    return in_digits(catalog(_current.get()).ngettext(singular, plural, count))


def pgettext(context: str, message: str) -> Template:
    return in_digits(catalog(_current.get()).pgettext(context, message))


def npgettext(context: str, singular: str, plural: str, count: int) -> Template:
    return in_digits(catalog(_current.get()).npgettext(context, singular, plural, count))


class LazyText:
    """A text defined at import time and translated each time it is read (``str()``, ``format``,
    an f-string), in the language current then: a module-level label follows a session's choice."""

    __slots__ = ("context", "message")

    def __init__(self, message: str, context: str | None = None) -> None:
        self.message, self.context = message, context

    def __str__(self) -> str:
        return str.__str__(self.text())

    def text(self) -> Template:
        """The text in the language current now."""
        return pgettext(self.context, self.message) if self.context is not None else gettext(self.message)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def format(self, *args: object, **values: object) -> str:
        """The translated template with its placeholders filled: ``LAZY.format(player="Ann")``."""
        return self.text().format(*args, **values)

    def __add__(self, other: str) -> str:
        return str(self) + other

    def __radd__(self, other: str) -> str:
        return other + str(self)

    def __eq__(self, other: object) -> bool:
        return str(self) == (str(other) if isinstance(other, LazyText) else other)

    def __hash__(self) -> int:
        return hash((self.context, self.message))

    def __repr__(self) -> str:
        return f"LazyText({self.message!r})"


def N_(text: str) -> str:
    """Marks a text that must stay a plain ``str`` where it is defined (a game's ``TALLY_BID_LINE``, a
    measure's label) for pybabel (``-k N_``); the code that shows it passes it through ``gettext``."""
    return text


def lazy_gettext(message: str) -> LazyText:
    """``message`` translated when it is shown, in the language current then (text defined at import time)."""
    return LazyText(message)


def lazy_pgettext(context: str, message: str) -> LazyText:
    return LazyText(message, context)


class Counted(NamedTuple):
    """A sentence with a count, defined once and said in the plural form of each count and language:
    ``Counted("{count} hand", "{count} hands")`` (pybabel reads it with ``-k Counted:1,2``)."""

    singular: str
    plural: str

    def of(self, count: int) -> Template:
        """The form for ``count``, translated now; the caller fills its placeholders."""
        return ngettext(self.singular, self.plural, count)
