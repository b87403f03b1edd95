"""Seven Up's words: the points, the turn-up and the beg, and the sentences its hands are said in.

Whole sentences with named placeholders (see ``scorekeeper.words``); the points' names, lines and questions
are the family's, shared (``scorekeeper.words``), so they come translated.
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.i18n.suits import suit_word as suit_word
from scorekeeper.i18n.translate import Counted
from scorekeeper.words import _, Labels

SETTING_LABELS: Mapping[str, str] = Labels({"target": _("Target")})

from scorekeeper.words import POINT_LINE as POINT_LINE, POINT_QUESTIONS as POINT_QUESTIONS, POINT_WORDS as POINT_WORDS
NOBODY_LINE = {"jack": _("Jack: nobody (out of play)"), "game": _("Game: nobody (tied)")}
NOBODY_BUTTON = {"jack": _("Out of play"), "game": _("Tied")}

BEG_WORDS = {"stand": _("Stood"), "gift": _("Gift"), "run": _("Ran the cards")}
BEG_LINE = {"stand": _("{eldest} stood"), "gift": _("{eldest} begged; {dealer} gave a point"),
            "run": _("{eldest} begged; {dealer} ran the cards")}
JACK_LINE = {"first": _("{dealer} turned a jack for trump: +1"),
             "new": _("{dealer} turned a jack as the new trump: +1")}
JACK_BUTTON = {"first": _("Jack turned"), "new": _("New jack turned")}
GIFT_LINE = _("Gift: +1 to {players}")
TRUMP_LINE = _("trump {trump}")  # the msgid every game says trump with
SIDE_SCORES = Counted("{side} +{points} point", "{side} +{points} points")

OUT_ON_JACK = _("the dealer {dealer} went out with the turned jack: the hand ends there")
WENT_OUT = _("{side} went out first with {point}: {points} (target {target})")
TURNED_JACK_WORD, GIFT_WORD = _("the turned jack"), _("the gift")

