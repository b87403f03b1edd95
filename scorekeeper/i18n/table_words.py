"""The words of the card table, marked for translation once, so every screen says them alike.

Each is the msgid the app's wrapped strings use (a button's label, a heading): the catalogs
translate them as the tables speak (docs/glossary-hi.md, docs/glossary-bn.md). A word with two
meanings in English carries a context (a literal, so pybabel reads it): "Pass" in the auction,
"Trick" in the play. They are lazy: read each time they are shown, in the language current then.

The plural helpers show the convention for counted words: `ngettext` with a named ``{count}``,
the number already formatted for the locale (``৫``) by the caller.
"""

from __future__ import annotations

from scorekeeper.i18n.translate import lazy_gettext, lazy_pgettext, ngettext

BID = lazy_pgettext("auction", "Bid")
PASS = lazy_pgettext("auction", "Pass")
TRUMP = lazy_pgettext("card", "Trump")
TRICK = lazy_pgettext("card play", "Trick")
MADE_IT = lazy_pgettext("outcome", "Made it")
SET_BACK = lazy_pgettext("outcome", "Set back")
ROYALS = lazy_pgettext("card", "Royals")  # Twenty-nine: King and Queen of trump in one hand
HEARTS = lazy_pgettext("suit", "Hearts")
DIAMONDS = lazy_pgettext("suit", "Diamonds")
CLUBS = lazy_pgettext("suit", "Clubs")
SPADES = lazy_pgettext("suit", "Spades")
NEW_GAME = lazy_gettext("New game")
UNDO = lazy_gettext("Undo")

# Whole sentences with named placeholders: the word order is the translator's.
PLAYER_BIDS = lazy_gettext("{player} bids {amount}")


def hands(count: int, shown: str) -> str:
    """"3 hands" (``shown`` is ``count`` as the locale writes it)."""
    return ngettext("{count} hand", "{count} hands", count).format(count=shown)


def cards(count: int, shown: str) -> str:
    return ngettext("{count} card", "{count} cards", count).format(count=shown)


def players(count: int, shown: str) -> str:
    return ngettext("{count} player", "{count} players", count).format(count=shown)
