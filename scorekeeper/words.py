"""The words for the facts the rules answer with: the one presentation layer of the app, the board and the CLI.

The rules answer with typed facts (an outcome's ``BidResult``, a game's own
enums); this module turns them into what a table reads, in one place, so a
translation (Hindi, Bengali) has one place to go.  Sentences are whole
templates with named placeholders (``"{side} made it: ..."``), never glued
from pieces, because word order differs between languages; ``_`` marks each
for gettext's extractor, and :func:`plural` picks a plural form as
``ngettext`` will.  A game keeps the words for its own facts in its package's
``words`` module and adds them here with :func:`add_words` when it loads.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Mapping

from scorekeeper.rules.interface import BidResult, Outcome


def _(text: str) -> str:
    """Marks a sentence of the rules' answers for translation; English until the catalogs hold them.

    ``scorekeeper.i18n`` translates the app's own words (``lazy_gettext``, extracted by pybabel with
    the keywords of docs/translating.md, each translated in the Hindi and Bengali catalogs).  These
    sentences join it when they are translated: ``_`` becomes ``lazy_gettext`` here, in this one
    line, and pybabel's extraction takes ``-k _`` (each is a whole template with named fields).
    """
    return text


def plural(count: int, one: str, many: str) -> str:
    """``one`` or ``many`` by ``count``, as ``ngettext`` will choose (languages have other plural rules)."""
    return one if count == 1 else many


_WORDS: dict[StrEnum, str] = {
    BidResult.MADE: _("MADE"),
    BidResult.SET_BACK: _("SET BACK"),
    BidResult.THROWN_IN: _("THROWN IN"),
}


def add_words(words: Mapping[StrEnum, str]) -> None:
    """A game's words for its own facts (its outcomes, its phases), added when the game loads."""
    _WORDS.update(words)


def word(fact: StrEnum) -> str:
    """The word shown for ``fact``; a fact nobody gave a word is shown by its name ("SET_BACK" → "SET BACK")."""
    found = _WORDS.get(fact)
    return found if found is not None else fact.name.replace("_", " ")


def outcome_word(outcome: Outcome) -> str:
    """The one word a screen shows for how a hand ended: "MADE", "SET BACK", "THROWN IN", a game's own."""
    return word(outcome.result)


# -- sentences every game with an auction says ---------------------------------------------------------
THROWN_IN = _("Everyone passed: the hand is thrown in")
AUCTION_FIRST = _("{player} to call · no bid yet · lowest bid {lowest}")
AUCTION_TO_BEAT = _("{player} to call · bid to beat {bid} ({bidder}) · lowest bid {lowest}")
NEEDS_MORE = _("needs {amount} more")  # what the bidder's side still needs during play
CANNOT_MAKE_IT = _("cannot make it: set back")  # what is left in play cannot give it
