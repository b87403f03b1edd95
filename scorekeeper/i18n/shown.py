"""Numbers and amounts in the language current now (`scorekeeper.i18n.translate.number_style`).

The rules, the board and the CLI write every figure through these, so a table reading Bengali
sees ``₹১০,০০,০০০`` and one reading English ``$1,000,000``, from one code path: the locale and
digits come from the session (`use_language`), never from a module-level setting.
"""

from __future__ import annotations

from scorekeeper.i18n.numbers import (MONEY_MINUS, compact_is_exact, format_amount, format_compact_amount, format_day,
                                      format_decimal_figure, format_moment, format_number, parse_locale, with_digits)
from scorekeeper.i18n.translate import number_style

AXIS_FRACTION_DIGITS = 2  # ₹1.75L is on an axis; an amount needing a third decimal is written in full
INDIAN_ENGLISH = "en_IN"


def _locale(indian: bool) -> str:
    """The current locale; English asked for lakhs and crores (the ``indian_grouping`` setting) is ``en_IN``."""
    locale = number_style().locale
    return INDIAN_ENGLISH if indian and locale.split("_")[0] == "en" else locale


def _beyond_decimal(value: int) -> str:
    """A number too long for Babel's decimal context (a hostile record's 10**30): Python's own grouping,
    so the message that refuses it can still be written."""
    return f"{value:,}".replace("-", MONEY_MINUS)


def number(value: int) -> str:
    """``1,234,567`` (en), ``12,34,567`` (hi), ``১২,৩৪,৫৬৭`` (bn with its digits); ``−`` for minus."""
    style = number_style()
    try:
        return format_number(value, style.locale, style.digits)
    except ArithmeticError:
        return _beyond_decimal(value)


def figures(text: str) -> str:
    """Text made of figures the code wrote itself (a card's face ``10``, ``J (4)``, ``10, 5``) in the reader's
    digits: the one mapping every number passes (`with_digits`), for what is not one whole number."""
    style = number_style()
    return text if style.digits == "latin" else with_digits(text, parse_locale(style.locale), style.digits)


def decimal(value: float) -> str:
    """A tally's ``61.5`` (one decimal at most), ``১,২৩৪`` in Bengali digits; ``−`` for minus."""
    style = number_style()
    try:
        return format_decimal_figure(value, style.locale, style.digits)
    except ArithmeticError:
        return _beyond_decimal(round(value))


def day(stamp: str) -> str:
    """A stored day or time as the reader's language writes a day: ``Dec 1, 2026``, ``১ ডিসে, ২০২৬``."""
    style = number_style()
    return format_day(stamp, style.locale, style.digits)


def moment(stamp: str, *, seconds: bool = False) -> str:
    """A stored time to the minute (or the second: which backup) in the reader's language and digits:
    ``Dec 1, 2026, 8:58 PM``."""
    style = number_style()
    return format_moment(stamp, style.locale, style.digits, seconds)


def signed(value: int) -> str:
    """A change of score: ``+40``, ``−100``, ``0``, in the reader's digits."""
    return f"+{number(value)}" if value > 0 else number(value)


def amount(value: int, currency: str, *, indian: bool = False) -> str:
    """``$175,000``, ``₹1,75,000`` (hi, bn, and en with ``indian``), ``−₹২,৪০,০০০`` (bn)."""
    try:
        return format_amount(value, currency, _locale(indian), number_style().digits)
    except ArithmeticError:
        return _beyond_decimal(value)


def compact_amount(value: int, currency: str, *, indian: bool = False) -> str:
    """A chart axis's ``$1M``, ``₹10L``, ``₹10 लाख``; an amount the short form would round, in full."""
    locale, digits = _locale(indian), number_style().digits
    if abs(value) < 1000 or abs(value) >= 10 ** 15 or not compact_is_exact(value, locale, AXIS_FRACTION_DIGITS):
        return amount(value, currency, indian=indian)
    return format_compact_amount(value, currency, locale, digits, AXIS_FRACTION_DIGITS)
