"""The words for the facts the rules answer with: the one presentation layer of the app, the board and the CLI.

The rules answer with typed facts (an outcome's ``BidResult``, a game's own
enums); this module turns them into what a table reads, in one place, so a
translation (Hindi, Bengali) has one place to go.  Sentences are whole
templates with named placeholders (``"{side} made it: ..."``), never glued
from pieces, because word order differs between languages; ``_`` is
``lazy_gettext``: it marks each for pybabel and translates it when read, and
a counted sentence is a `Counted` (``ngettext``'s two forms).  A game keeps the words for its own facts in its package's
``words`` module and adds them here with :func:`add_words` when it loads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from enum import StrEnum
from typing import Protocol

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import N_ as N_  # (re-exported: the marker every game imports from here)
from scorekeeper.i18n.translate import Counted, LazyText, Template, gettext, lazy_gettext


_ = lazy_gettext  # marks a sentence for pybabel (``-k _``) and translates it when it is read



def together(names: Iterable[str]) -> str:
    """Players named as one side (``Ann & Bea``; ``Ann, Bea & Cy``): the winners of a game, a pair of partners.
    One template, so an evening's winners read as the season's partner lines do in every language (Bengali
    "Ann ও Bea", Hindi "Ann और Bea"), where " & " glued between names stayed an ampersand."""
    listed = list(names)
    if len(listed) <= 1:
        return "".join(listed)
    return gettext("{names} & {last}").format(names=gettext(", ").join(listed[:-1]), last=listed[-1])


def plural(count: int, one: str | LazyText, many: str | LazyText) -> str:
    """Kept for a game package outside this repository; new code says `Counted(...).of(count)`,
    which lets a language choose its own form (Hindi says "1 बाज़ी" for 0 too)."""
    chosen = one if count == 1 else many
    return chosen.text() if isinstance(chosen, LazyText) else Template(chosen)


class Labels(Mapping[str, str]):
    """A game's words for its settings (a label, a one-line help), each translated when it is read."""

    def __init__(self, words: Mapping[str, str | LazyText]) -> None:
        self._words = dict(words)

    def __getitem__(self, name: str) -> str:
        return str(self._words[name])

    def __iter__(self) -> Iterator[str]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)


class Figure(LazyText):
    """A number offered as a setting's choice, read in the table's digits (७, ৭): a range of numbers needs no
    sentence of its own for each value, so every value the record accepts can be a button."""

    __slots__ = ("value",)

    def __init__(self, value: int) -> None:
        super().__init__(str(value))
        self.value = value

    def text(self) -> Template:
        return Template(number(self.value))


def figures_from(low: int, high: int, said: Mapping[int, LazyText] | None = None) -> list[tuple[object, str | LazyText]]:
    """Every whole number from ``low`` to ``high`` as a setting's choices, each in digits unless ``said`` words it."""
    return [(n, (said or {}).get(n) or Figure(n)) for n in range(low, high + 1)]


class ChoiceWords(Mapping[str, list[tuple[object, str]]]):
    """A game's choices for a setting (each stored value and its words), translated when read."""

    def __init__(self, choices: Mapping[str, Sequence[tuple[object, str | LazyText]]]) -> None:
        self._choices = {name: list(pairs) for name, pairs in choices.items()}

    def __getitem__(self, name: str) -> list[tuple[object, str]]:
        return [(value, str(text)) for value, text in self._choices[name]]

    def __iter__(self) -> Iterator[str]:
        return iter(self._choices)

    def __len__(self) -> int:
        return len(self._choices)


# The shared endings' words, by their values (``BidResult.MADE`` is ``"made"``: a StrEnum member finds its
# value's entry): this module names no rules module, so the rules' own defaults can take sentences from it.
_WORDS: dict[str, str | LazyText] = {
    "made": _("MADE"),
    "set_back": _("SET BACK"),
    "thrown_in": _("THROWN IN"),
    "misdeal": _("MISDEAL"),
}


class Ended(Protocol):
    """What :func:`outcome_word` reads of a hand's ``Outcome`` (``rules.interface``): how it ended."""

    @property
    def result(self) -> StrEnum: ...


def add_words(words: Mapping[StrEnum, str | LazyText]) -> None:
    """A game's words for its own facts (its outcomes, its phases), added when the game loads."""
    for fact, text in words.items():
        _WORDS[fact] = text


def word(fact: StrEnum) -> str:
    """The word shown for ``fact``; a fact nobody gave a word is shown by its name ("SET_BACK" → "SET BACK")."""
    found = _WORDS.get(fact)
    return str(found) if found is not None else fact.name.replace("_", " ")


def outcome_word(outcome: Ended) -> str:
    """The one word a screen shows for how a hand ended: "MADE", "SET BACK", "THROWN IN", a game's own."""
    return word(outcome.result)


# -- sentences every game with an auction says ---------------------------------------------------------
THROWN_IN = _("Everyone passed: the hand is thrown in")
REACHED = _("{side} reached {points} (target {target})")  # a side first at or over the target
MISDEAL = _("Misdeal called by {player}: {dealer} deals again")  # the verdict of a hand a misdeal ended
TRUMP_LINE = _("Trump: {suit}")  # a suit named trump, among a hand's entries and in its dispute view
AUCTION_FIRST = _("{player} to call · no bid yet · lowest bid {lowest}")
AUCTION_TO_BEAT = _("{player} to call · bid to beat {bid} ({bidder}) · lowest bid {lowest}")
AUCTION_AT_TOP = _("{player} to call · bid to beat {bid} ({bidder}) · only a pass is left")  # the top bid made
NEEDS_MORE = _("needs {amount} more")  # what the bidder's side still needs during play
CANNOT_MAKE_IT = _("cannot make it: set back")  # what is left in play cannot give it
PASS_SAID = _("pass")  # a pass among the calls said in one line


def calls_said(calls: Iterable[tuple[str, str | None]], bid_word: Callable[[str], str], between: str = ", ") -> str:
    """The calls so far in one line, "North 7♥, East pass" (None: a pass; ``bid_word``: a bid in the game's own
    words): written once for every game whose bids are words ("7H", "4NT") rather than numbers."""
    return between.join(f"{player} {PASS_SAID if bid is None else bid_word(bid)}" for player, bid in calls)


# -- sentences of the games bid in card points and raced in game points to a target -------------------------
# (the bidding side's count against its target, each trick's card points, the race of the sixes)
TARGET_PLAY_PROMPT = _("Trick {trick} of {tricks} · {leader} leads · target {target}")
GAME_POINTS_REACHED = Counted("{side} reached +{points} game point (target {target})",
                              "{side} reached +{points} game points (target {target})")
TARGET_REACHED = _("target {target} reached")
TARGET_MADE = Counted("{side} made it: {count} ≥ target {target} → +{stake} game point",
                      "{side} made it: {count} ≥ target {target} → +{stake} game points")
TARGET_SET_BACK = Counted("{side} set back: {count} < target {target} → −{stake} game point",
                          "{side} set back: {count} < target {target} → −{stake} game points")
BID_AND_TRUMP = _("{bidder} bid {bid}; trump {trump}")  # the head of the dispute view
COUNTED_TOTAL = _("Bidding side's points entered as a total: {points}")
TRICK_BIDDERS = _("Trick {trick}: {winner} (bidding side) {points}")
TRICK_OTHERS = _("Trick {trick}: {winner} (other side) {points}")
SIDES_COUNT = _("Bidding side {mine}, other side {other}")

# -- the four points of the All Fours family (``rules.all_fours``): each one's name, who took it, the question ----
POINT_WORDS: dict[str, LazyText] = {"high": _("High"), "low": _("Low"), "jack": _("Jack"), "game": _("Game")}
POINT_LINE = {"high": _("High: {player}"), "low": _("Low: {player}"), "jack": _("Jack: {player}"),
              "game": _("Game: {player}")}
POINT_QUESTIONS = {"high": _("Who took High?"), "low": _("Who took Low?"), "jack": _("Who took the Jack of trumps?"),
                   "game": _("Who took Game?")}
