"""Amounts and numbers in a table's locale, through Babel's CLDR data.

The grouping (lakhs and crores: ``₹10,00,000``), the currency sign and where it stands, and the
compact words of a chart's axis (``10 लाख``, ``1.8 কোটি``) come from CLDR, not from this module.
Two things CLDR-through-Babel does not give, added here at the edge, once:

- the money minus sign the app writes everywhere (U+2212 ``−``, not the hyphen Babel uses);
- native digits: Babel 2.x formats Bengali with Latin digits although CLDR's default numbering
  system for ``bn`` is ``beng``. `digits="native"` maps the ten Latin digits to the locale's own
  (`native_digits_of`); `default_digits` is what a table of that locale expects when nobody chose.

A locale without a territory takes the currency's home one for the Indian languages
(``bn`` + INR → ``bn_IN``: ``₹10,00,000``, not Bangladesh's ``10,00,000₹``); English stays as
given (``en`` + INR → ``₹1,000,000``; ``en_IN`` asks for lakhs).
"""

from __future__ import annotations

import re
from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING, Literal

from scorekeeper.i18n.zone import here

if TYPE_CHECKING:  # Babel is imported by the functions that write a figure: `score --json` writes none
    from babel import Locale

Digits = Literal["latin", "native"]
DIGITS: tuple[Digits, ...] = ("latin", "native")
MONEY_MINUS = "\u2212"  # −, the sign every amount of the app carries
# CLDR numbering system → its digit zero; the other nine follow it in Unicode.
DIGIT_ZERO = {"latn": "0", "beng": "\u09e6", "deva": "\u0966"}
# The sign a game's pack prints, where CLDR's for that locale differs (bn writes "US$"): a table
# playing the Dollar edition in Bengali reads the "$" of its cards, where CLDR places it.
PACK_SIGNS = {"USD": "$"}
CURRENCY_HOME = {"INR": "IN"}  # where a rupee is spoken of: the territory a bare hi/bn locale takes for it
HOME_LANGUAGES = {"IN": ("hi", "bn")}
# A compact axis label spells the word out where CLDR's short form abbreviates it (क॰, কো for crore).
LONG_COMPACT_LANGUAGES = ("hi", "bn")
_FRACTION = re.compile(r"\.[0#]+")


def parse_locale(locale: str) -> Locale:
    """A Babel locale from ``hi``, ``bn-BD`` or ``en_IN``; a ValueError saying which name was not understood."""
    from babel import Locale, UnknownLocaleError

    try:
        return Locale.parse(locale.replace("-", "_"))
    except (ValueError, TypeError, LookupError, UnknownLocaleError) as err:
        raise ValueError(f"unknown locale {locale!r}: write a language and territory such as hi_IN, bn_BD, en_US") from err


def locale_for_currency(locale: str, currency: str) -> Locale:
    """``locale``, with the currency's home territory if it names none and speaks that country's language."""
    parsed = parse_locale(locale)
    home = CURRENCY_HOME.get(currency)
    if parsed.territory is None and home is not None and parsed.language in HOME_LANGUAGES.get(home, ()):
        from babel import Locale

        return Locale(parsed.language, home)
    return parsed


def native_digits_of(locale: Locale) -> str:
    """The ten digits a locale's own script writes (Bengali ০-৯ for bn, Devanagari ०-९ for hi)."""
    system = locale.default_numbering_system
    if system == "latn":
        system = locale.other_numbering_systems.get("native", "latn")
    zero = ord(DIGIT_ZERO.get(system, "0"))
    return "".join(chr(zero + n) for n in range(10))


def default_digits(locale: str) -> Digits:
    """What a table of ``locale`` reads when nobody chose: CLDR's default numbering system.

    Bangladesh (``bn``, ``bn_BD``) writes Bengali digits; India's Hindi and Bengali apps Latin ones.
    """
    return "latin" if parse_locale(locale).default_numbering_system == "latn" else "native"


def with_digits(text: str, locale: Locale, digits: Digits) -> str:
    """``text`` with its Latin digits in the script ``digits`` asks for: the one mapping at the edge."""
    if digits not in DIGITS:
        raise ValueError(f"digits must be one of {', '.join(DIGITS)}, not {digits!r}")
    if digits == "latin":
        return text
    return text.translate(str.maketrans("0123456789", native_digits_of(locale)))


def _pack_sign(text: str, currency: str, locale: Locale) -> str:
    """CLDR's sign for ``currency`` in ``locale`` replaced by the pack's (`PACK_SIGNS`), where it stands."""
    from babel.numbers import get_currency_symbol

    sign = PACK_SIGNS.get(currency)
    return text.replace(get_currency_symbol(currency, locale=locale), sign, 1) if sign else text


def _money_minus(text: str, negative: bool) -> str:
    """Babel's hyphen-minus as the app's ``−`` (only the sign: no other hyphen is in an amount)."""
    return text.replace("-", MONEY_MINUS, 1) if negative else text


# A table shows the same few hundred figures again and again (the bids, the totals): each is worked out
# by Babel once per locale and digits, then remembered.
FIGURES_REMEMBERED = 16384


@lru_cache(maxsize=FIGURES_REMEMBERED)
def format_number(number: int | float, locale: str, digits: Digits = "latin") -> str:
    """A plain number with the locale's grouping: ``12,34,567`` in hi, ``1,234,567`` in en; ``−`` for minus."""
    from babel.numbers import format_decimal

    parsed = parse_locale(locale)
    return with_digits(_money_minus(format_decimal(number, locale=parsed), number < 0), parsed, digits)


@lru_cache(maxsize=FIGURES_REMEMBERED)
def format_decimal_figure(number: float, locale: str, digits: Digits = "latin") -> str:
    """A number with at most one decimal (a tally's ``61.5``, ``1,234``): the locale's grouping and digits."""
    from babel.numbers import format_decimal

    parsed = parse_locale(locale)
    text = format_decimal(round(number, 1), locale=parsed)
    return with_digits(_money_minus(text, number < 0), parsed, digits)


@lru_cache(maxsize=FIGURES_REMEMBERED)
def format_amount(amount: int, currency: str, locale: str, digits: Digits = "latin") -> str:
    """A whole amount of money: ``₹10,00,000`` (hi, bn), ``−$240,000`` (en), ``₹১০,০০,০০০`` (bn, native).

    Whole units only: the games score in whole dollars and rupees, so CLDR's ``.00`` is dropped.
    """
    from babel.numbers import format_currency

    parsed = locale_for_currency(locale, currency)
    pattern = _FRACTION.sub("", parsed.currency_formats["standard"].pattern)
    text = format_currency(amount, currency, format=pattern, locale=parsed, currency_digits=False)
    return with_digits(_money_minus(_pack_sign(text, currency, parsed), amount < 0), parsed, digits)


@lru_cache(maxsize=FIGURES_REMEMBERED)
def format_compact_amount(amount: int, currency: str, locale: str, digits: Digits = "latin",
                          fraction_digits: int = 1) -> str:
    """A chart axis's amount: ``₹10 लाख``, ``₹1.8 কোটি`` words in hi and bn, ``$1M`` or ``₹10L`` in en.

    CLDR's short Hindi and Bengali forms abbreviate crore (``क॰``, ``কো``); a table says the word,
    so those languages take CLDR's long form. The sign stands where the locale's currency pattern puts it.
    """
    from babel.numbers import format_compact_decimal, get_currency_symbol

    parsed = locale_for_currency(locale, currency)
    style: Literal["short", "long"] = "long" if parsed.language in LONG_COMPACT_LANGUAGES else "short"
    number = format_compact_decimal(abs(amount), locale=parsed, format_type=style,
                                    fraction_digits=fraction_digits)
    sign = PACK_SIGNS.get(currency) or get_currency_symbol(currency, locale=parsed)
    before = parsed.currency_formats["standard"].pattern.lstrip("-").startswith("\u00a4")
    text = f"{sign}{number}" if before else f"{number}{sign}"
    return with_digits((MONEY_MINUS if amount < 0 else "") + text, parsed, digits)


@lru_cache(maxsize=FIGURES_REMEMBERED)
def compact_is_exact(amount: int, locale: str, fraction_digits: int) -> bool:
    """Whether ``amount``'s compact form (``₹1.75L``) says the whole amount with ``fraction_digits``
    decimals: ``12,345`` would read ``12.34K``, which is not what was scored."""
    from babel.numbers import format_compact_decimal

    parsed = parse_locale(locale)
    return (format_compact_decimal(abs(amount), locale=parsed, fraction_digits=fraction_digits)
            == format_compact_decimal(abs(amount), locale=parsed, fraction_digits=fraction_digits + 6))


def parse_stamp(stamp: str) -> datetime | None:
    """A stored time (``2026-12-01T20:58:07Z``, or its day alone) as a datetime; None where it is not one."""
    try:
        return datetime.fromisoformat(stamp.strip().replace("Z", "+00:00"))
    except ValueError:
        return None


def on_this_device(stamp: str) -> str:
    """A stored time (kept in UTC) as the clock of this device reads it: ``2026-12-01T20:58:07Z`` in India is
    ``2026-12-02T02:28:07+05:30``; a day alone, or a stamp that is not a time, as stored."""
    when = parse_stamp(stamp)
    if when is None or when.tzinfo is None or len(stamp.strip()) <= 10:
        return stamp
    return here(when).isoformat()  # the device's zone: the system's, or the browser's (i18n/zone.py)


def format_day(stamp: str, locale: str, digits: Digits = "latin") -> str:
    """A stored day as CLDR writes it (medium), in this device's time zone: ``Dec 1, 2026``, ``1 दिस॰ 2026``,
    ``১ ডিসে, ২০২৬``; a stamp that is not a time is shown as stored."""
    return _format_day(on_this_device(stamp), locale, digits)


def format_moment(stamp: str, locale: str, digits: Digits = "latin", seconds: bool = False) -> str:
    """A stored time to the minute (or the second) in this device's time zone, day and time glued as CLDR glues
    them: ``Dec 1, 2026, 8:58 PM``, ``Dec 1, 2026, 8:58:07 PM``."""
    return _format_moment(on_this_device(stamp), locale, digits, seconds)


@lru_cache(maxsize=FIGURES_REMEMBERED)
def _format_day(stamp: str, locale: str, digits: Digits = "latin") -> str:
    when = parse_stamp(stamp)
    if when is None:
        return stamp
    from babel.dates import format_date as babel_date

    parsed = parse_locale(locale)
    return with_digits(babel_date(when.date(), format="medium", locale=parsed), parsed, digits)


@lru_cache(maxsize=FIGURES_REMEMBERED)
def _format_moment(stamp: str, locale: str, digits: Digits = "latin", seconds: bool = False) -> str:
    when = parse_stamp(stamp)
    if when is None or len(stamp.strip()) <= 10:
        return _format_day(stamp, locale, digits) if when is not None else stamp
    from babel.dates import format_date as babel_date, format_time as babel_time

    parsed = parse_locale(locale)
    day = babel_date(when.date(), format="medium", locale=parsed)
    time = babel_time(when.time(), format="medium" if seconds else "short", locale=parsed)
    glue = str(parsed.datetime_formats.get("medium", "{1}, {0}"))
    return with_digits(glue.replace("{1}", day).replace("{0}", time), parsed, digits)
