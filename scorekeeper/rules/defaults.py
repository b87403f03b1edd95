"""Module defaults for a game: every member of ``GameModule`` that has a natural answer, given once.

A game module writes what its game needs and takes the rest from here, as
pluggy's optional hooks: ``from scorekeeper.rules.defaults import *`` at the
top of the module (so mypy sees the whole interface), then its own
definitions, which replace these.  The registry also gives any of these a
module leaves out (:func:`with_defaults`: the module is seen through a
:class:`WithDefaults`, nothing is written onto it), so a game that never
imports this module still plays.

The defaults are those of a game where everyone scores alone, nothing is bid
and points are plain numbers: no trump, no quick raises, nothing "still
needed", the hand's verdict as its outcome, the first player alone at the
target after a hand wins (a tie at the top plays on), no tallies of its own.
"""

from __future__ import annotations

import importlib
import importlib.util
from enum import StrEnum
from types import ModuleType
from typing import Callable, Iterable, Mapping, Sequence, TypeVar

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.suits import SUITS, suit_word
from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.i18n.translate import LazyText
from scorekeeper.words import N_, _, add_words

from .answer_values import Choice, Needed, Outcome, ScoreGroup, TallyMeasure, points_text, seating_name
from .bidding import BidEnding, BiddingHand, bid_outcome
from .bids_then_tricks import BidsThenTricksHand
from .game import Game
from .hand_base import BaseHand
from .interface import winner_line as winner_line
from .played_hand import PlayedHand
from .settings import setting_optional_int
from .tallies import HandReport, Tally
from .trick_hand import TrickHand

__all__ = [
    "SETTING_LABELS", "SETTING_CHOICES", "TALLY_MEASURES", "format_amount", "score_groups", "group_name",
    "target", "trump_choices", "takers", "quick_raises", "still_needed", "outcome", "winner", "winner_line",
    "describe_settings", "tally_hand",
]


class HandPlayed(StrEnum):
    """The default outcome of a hand: it was played (nothing was bid, so nothing was made or set back)."""

    PLAYED = "played"


add_words({HandPlayed.PLAYED: _("PLAYED")})
WON = _("{players} reached {points} points (target {target})")
WON_LOWEST = _("{players} ended lowest, {points}, once {reached} reached {top} (target {target})")

SETTING_LABELS: Mapping[str, str] = {}  # the new-game screen then shows the setting's key, capitalised
SETTING_CHOICES: Mapping[str, list[tuple[object, str]]] = {}
TALLY_MEASURES: dict[str, TallyMeasure] = {}


def format_amount(settings: Mapping[str, JsonValue], *, short: bool = False) -> Callable[[int], str]:
    """Plain points in the table's digits ("12", "−3"): a chart's axis has room for them too."""
    return points_text


def score_groups(game: Game) -> list[ScoreGroup]:
    """Everyone scores alone, in seating order."""
    return [ScoreGroup((p,), p) for p in game.players]


def group_name(game: Game, players: Iterable[str]) -> str:
    return seating_name(game.players, players)


def target(settings: Mapping[str, JsonValue]) -> int | None:
    """The ``target`` setting where the game has one (a whole number), else no target."""
    value = settings.get("target")
    return setting_optional_int(settings, "target") if isinstance(value, int) else None


def trump_choices(settings: Mapping[str, JsonValue]) -> list[Choice]:
    return []


def suit_trumps(settings: Mapping[str, JsonValue]) -> list[Choice]:
    """The four suits as trump, in the reader's words: what a game whose trump is a suit imports as its
    ``trump_choices`` (``from scorekeeper.rules.defaults import suit_trumps as trump_choices``)."""
    return [Choice(suit, suit_word(suit)) for suit in SUITS]


def takers(game: Game, hand: PlayedHand) -> tuple[str, ...]:
    """Anyone at the table may take a trick."""
    return tuple(game.players)


def quick_raises(hand: PlayedHand, count: int = 3) -> list[int]:
    return []


def still_needed(game: Game, hand: PlayedHand) -> Needed | None:
    return None


def outcome(game: Game, hand: PlayedHand) -> Outcome:
    """The hand was played; its verdict is its arithmetic."""
    return Outcome(HandPlayed.PLAYED, None, hand.verdict())


def winner(game: Game, hands: Sequence[PlayedHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    """The score group alone at the top once it has reached the target; a tie at the top plays on.

    A game that says ``LOWEST_WINS = True`` (Hearts: penalty points) ends instead once any group reaches the
    target, and the group alone at the bottom wins (a tie at the bottom plays on)."""
    goal = game.rules.target(game.settings)
    groups = game.rules.score_groups(game)
    if goal is None or not groups:
        return None, ""
    scores = {g.players: totals[g.players[0]] for g in groups}
    top = max(scores.values())
    if getattr(game.rules, "LOWEST_WINS", False) is True:
        return _lowest_winner(game, groups, scores, goal)
    leaders = [g for g in groups if scores[g.players] == top]
    if top < goal or len(leaders) > 1:
        return None, ""
    fmt = game.rules.format_amount(game.settings)
    return leaders[0].players, WON.format(players=leaders[0].name, points=fmt(top), target=fmt(goal))


def _lowest_winner(game: Game, groups: Sequence[ScoreGroup], scores: Mapping[tuple[str, ...], int],
                   goal: int) -> tuple[tuple[str, ...] | None, str]:
    """Once a group reached the target, the one alone at the bottom wins (a tie there plays on)."""
    top, low = max(scores.values()), min(scores.values())
    lowest = [g for g in groups if scores[g.players] == low]
    if top < goal or len(lowest) > 1:
        return None, ""
    reached = next(g for g in groups if scores[g.players] == top)
    fmt = game.rules.format_amount(game.settings)
    return lowest[0].players, WON_LOWEST.format(players=lowest[0].name, points=fmt(low), reached=reached.name,
                                                top=fmt(top), target=fmt(goal))


def describe_settings(settings: Mapping[str, JsonValue]) -> list[str]:
    return []


def settings_said(settings: Mapping[str, JsonValue], defaults: Mapping[str, JsonValue], keys: Iterable[str],
                  labels: Mapping[str, str], choice_words: Mapping[str, str | LazyText]) -> list[str]:
    """Each of ``keys`` that is not its default, in words and in the order given: a choice as "label: its word"
    (``choice_words``), a whole number as "label: number" in the reader's digits, a rule turned on as its label.
    The shape of most games' ``describe_settings``, which add only the settings said in a sentence of their own."""
    said = []
    for key in (k for k in keys if settings.get(k) != defaults[k]):
        value = settings[key]
        if value is True:
            said.append(str(labels[key]))
        elif isinstance(value, str):
            said.append(f"{labels[key]}: {choice_words[value]}")
        elif isinstance(value, int) and not isinstance(value, bool):
            said.append(f"{labels[key]}: {number(value)}")
    return said


def losing_score(settings: Mapping[str, JsonValue]) -> int | None:
    """The ``lose_at`` setting (None: nobody loses), for a game that has one: the race and the chart draw the way
    down to it.  Not given to a game that leaves ``losing_score`` out (it is not in ``__all__``): a game without
    it has no losing score, so one with ``lose_at`` imports it
    (``from scorekeeper.rules.defaults import losing_score as losing_score``)."""
    return setting_optional_int(settings, "lose_at")


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """No measures of its own: the shared tallies (games, wins) are counted by the store."""


def hand_record(hand: PlayedHand) -> JsonObject:
    """A hand in the game record: the game's own keys of its report (``BaseHand.reported``)."""
    if not isinstance(hand, BaseHand):
        raise TypeError("hand_record has no default for a hand that is not a BaseHand")
    return hand.reported()


TRICKS_TAKEN = {"tricks": TallyMeasure(0, N_("Tricks taken"), line="tricks {tricks}")}


def tally_tricks(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    """A ``TrickHand`` game's tally: the tricks the seats took (its report's ``tricks``, one winner each)."""
    tricks = hand.get("tricks")
    tally["tricks"] += sum(1 for w in tricks if w in seats) if isinstance(tricks, list) else 0


BIDS_MADE_LINE = N_("hands {hands_bid}, bids made exactly {bids_made} ({bids_made_pct}), tricks {total_captured}")


def tally_bids_and_tricks(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool,
                          seats: Sequence[str]) -> None:
    """A ``BidsThenTricksHand`` game's tally: every player bids every hand, a bid made is one hit exactly (the
    shared ``bids_made`` and its rate), and the tricks taken are the shared ``total_captured``."""
    bids, tricks = hand.get("bids"), hand.get("tricks")
    if not (isinstance(bids, dict) and isinstance(tricks, dict)):
        return  # (a hand still being bid)
    for seat in seats:
        tally["hands_bid"] += 1
        tally["bids_made"] += 1 if tricks.get(seat) == bids.get(seat) else 0
        taken = tricks.get(seat)
        tally["total_captured"] += taken if isinstance(taken, int) else 0


MadeT = TypeVar("MadeT")


def hand_maker(hand: Callable[[Game, int, str], MadeT]) -> Callable[[Game, int, str, Mapping[str, int]], MadeT]:
    """``new_hand`` for a hand made from its game, number and dealer alone (``new_hand = hand_maker(YourHand)``):
    what the registry gives a module that leaves ``new_hand`` out, written where mypy checks the module."""
    return lambda game, number, dealer, totals: hand(game, number, dealer)


def bid_hand_outcome(game: Game, hand: PlayedHand) -> Outcome:
    """A bidding hand's outcome, as every bidding game's hand ends (``bid_outcome``: a misdeal, thrown in, made
    or set back), with its verdict: a game imports it as its ``outcome``."""
    if not isinstance(hand, BidEnding):
        raise TypeError("a bidding game's outcome needs its bidding hand")
    return bid_outcome(hand, hand.verdict())


def _hand_defaults(hand: object) -> dict[str, object]:
    """What the module's ``HAND`` class answers: ``new_hand`` makes one; a ``TrickHand`` also reads its record
    (``events_of``) and counts the tricks in the tallies (nobody bids, so no bids line); a ``BidsThenTricksHand``
    reads its record (``events_of``) and counts each bid made exactly (``tally_bids_and_tricks``); a
    ``BiddingHand`` ends as every bidding game's hand does (``bid_outcome``: misdeal, thrown in, made or set back).
    """
    if isinstance(hand, type) and issubclass(hand, BiddingHand):  # (made by the game: its constructor is its own)
        return {"outcome": bid_hand_outcome}
    if not isinstance(hand, type) or not issubclass(hand, BaseHand):
        return {}
    found: dict[str, object] = {"new_hand": hand_maker(hand)}
    if issubclass(hand, TrickHand):
        found.update(hand_events=lambda game, record: hand.events_of(record), TALLY_MEASURES=dict(TRICKS_TAKEN),
                     tally_hand=tally_tricks, TALLY_BID_LINE="")
    if issubclass(hand, BidsThenTricksHand):  # its record is its report's bids and tricks
        found.update(hand_events=lambda game, record: hand.events_of(game, record), tally_hand=tally_bids_and_tricks,
                     TALLY_BID_LINE=BIDS_MADE_LINE)
    return found


def _own_defaults(module: object) -> dict[str, object]:
    """The answers that depend on the module itself: ``screens`` from its ``ui`` submodule and
    ``board_section`` from its ``board`` one (a package with them; each imported only when first asked for),
    and those its ``HAND`` class gives (``_hand_defaults``)."""
    found = _hand_defaults(getattr(module, "HAND", None))
    name = getattr(module, "__name__", "")
    if not (isinstance(module, ModuleType) and hasattr(module, "__path__")):
        return found
    for member, part in (("screens", "ui"), ("board_section", "board")):
        if importlib.util.find_spec(f"{name}.{part}"):
            found[member] = lambda path=f"{name}.{part}": importlib.import_module(path)
    return found


def missing(module: object) -> dict[str, object]:
    """Each default ``module`` does not define itself, by name (so a report can say which answers are the base's)."""
    offered = {name: globals()[name] for name in (*__all__, "hand_record")}
    offered.update(_own_defaults(module))
    return {name: value for name, value in offered.items() if not hasattr(module, name)}


class WithDefaults:
    """A game's module seen with the defaults it leaves out: its own members first, then the base's.

    Nothing is written onto the module: the plug-in's module stays what its author wrote (``vars``, ``dir``
    and a second registry see only its own names), and a member it adds later (a test's monkeypatch) wins.
    ``__name__``, ``__file__`` and ``__path__`` are the module's, so code asking where a game lives is answered.
    """

    def __init__(self, module: object, given: dict[str, object]) -> None:
        self._module, self._given = module, given

    def __getattr__(self, name: str) -> object:
        try:
            return getattr(self._module, name)
        except AttributeError:
            if name in self._given:
                return self._given[name]
            raise

    def __dir__(self) -> list[str]:
        return sorted({*dir(self._module), *self._given})

    def __repr__(self) -> str:
        return f"<game {getattr(self._module, '__name__', self._module)!r} with the base's {', '.join(self._given)}>"

    @property
    def module(self) -> object:
        """The game's own module (or object), as its author wrote it."""
        return self._module


def with_defaults(module: object) -> object:
    """``module`` with every default it does not define itself (the registry asks this as it loads a game):
    the module itself where it lacks none (the games that come with Scorekeeper write every member), else a
    :class:`WithDefaults` over it."""
    given = missing(module)
    return WithDefaults(module, given) if given else module
