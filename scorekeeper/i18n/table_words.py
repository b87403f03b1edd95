"""The words of the card table, marked for translation once, so every screen says them alike.

Each is the msgid the app's wrapped strings use (a button's label, a heading): the catalogs
translate them as the tables speak (docs/glossary-hi.md, docs/glossary-bn.md). A word with two
meanings in English carries a context (a literal, so pybabel reads it): "Pass" in the auction,
"Trick" in the play. They are lazy: read each time they are shown, in the language current then.

The plural helpers show the convention for counted words: `ngettext` with a named ``{count}``,
the number already formatted for the locale (``৫``) by the caller.
"""

from __future__ import annotations

from scorekeeper.i18n.translate import lazy_gettext, lazy_pgettext, ngettext, npgettext

BID = lazy_pgettext("auction", "Bid")
PASS = lazy_pgettext("auction", "Pass")
HIGHEST_BIDDER = lazy_pgettext("auction", "Highest bidder")
TRUMP = lazy_pgettext("card", "Trump")
NAME_TRUMP = lazy_pgettext("auction", "Name trump")
TRICK = lazy_pgettext("card play", "Trick")
HAND = lazy_gettext("Hand")  # one deal, bidding to scoring: not the cards a player holds
DEALER = lazy_gettext("Dealer")
TEAM = lazy_gettext("Team")
PARTNER = lazy_gettext("Partner")
SCORE = lazy_gettext("Score")
POINTS = lazy_gettext("Points")
WINNER = lazy_gettext("Winner")
MADE_IT = lazy_pgettext("outcome", "Made it")
SET_BACK = lazy_pgettext("outcome", "Set back")
BULL = lazy_pgettext("card", "the Bull")
LION_OF_INDIA = lazy_pgettext("card", "the Lion of India")  # the rupee edition's Bull
BEAR = lazy_pgettext("card", "the Bear")
TIGER = lazy_pgettext("card", "the Tiger")
BENGAL_TIGER = lazy_pgettext("card", "the Bengal Tiger")  # the rupee edition's Tiger
ROYALS = lazy_pgettext("card", "Royals")  # Twenty-nine: King and Queen of trump in one hand
HEARTS = lazy_pgettext("suit", "Hearts")
DIAMONDS = lazy_pgettext("suit", "Diamonds")
CLUBS = lazy_pgettext("suit", "Clubs")
SPADES = lazy_pgettext("suit", "Spades")
NEW_GAME = lazy_gettext("New game")
PLAYERS = lazy_gettext("Players")
SETTINGS = lazy_gettext("Settings")
UNDO = lazy_gettext("Undo")
CORRECT = lazy_gettext("Correct an entry")

# Whole sentences with named placeholders: the word order is the translator's.
PLAYER_BIDS = lazy_gettext("{player} bids {amount}")
PLAYER_PASSES = lazy_pgettext("auction", "{player} passes")


def hands(count: int, shown: str) -> str:
    """"3 hands" (``shown`` is ``count`` as the locale writes it)."""
    return ngettext("{count} hand", "{count} hands", count).format(count=shown)


def tricks(count: int, shown: str) -> str:
    return npgettext("card play", "{count} trick", "{count} tricks", count).format(count=shown)


def cards(count: int, shown: str) -> str:
    return ngettext("{count} card", "{count} cards", count).format(count=shown)


def players(count: int, shown: str) -> str:
    return ngettext("{count} player", "{count} players", count).format(count=shown)
