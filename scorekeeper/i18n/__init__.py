"""The app's words and numbers in the table's language: English, Hindi, Bengali.

Pure Python over gettext and Babel (no Flet): the app, the board and the CLI translate alike.
`translate` holds the catalogs and the current language, `languages` picks a language from a
device, an environment or a browser, `numbers` writes amounts per CLDR, `pseudo` is the
bracketed pseudo-language, `table_words` the card table's words, and `catalogs` checks the
catalogs against the code (for the tests and for translators).
"""

from scorekeeper.i18n.languages import LANGUAGES, from_accept_language, from_device_locale, from_environment
from scorekeeper.i18n.numbers import (Digits, default_digits, format_amount, format_compact_amount,
                                      format_number)
from scorekeeper.i18n.translate import (Translator, current_language, gettext, lazy_gettext, lazy_pgettext,
                                        ngettext, npgettext, pgettext, set_language, use_language)

__all__ = [
    "LANGUAGES", "Digits", "Translator", "current_language", "default_digits", "format_amount",
    "format_compact_amount", "format_number", "from_accept_language", "from_device_locale",
    "from_environment", "gettext", "lazy_gettext", "lazy_pgettext", "ngettext", "npgettext", "pgettext",
    "set_language", "use_language",
]
