"""Whist, a plug-in written from docs/adding-a-game.md alone: four players, partners opposite (the first and third
seats against the second and fourth), no auction.  Each hand the keeper enters trump, then the tricks each side
took (13 in all); the side that took 7 or more scores one point for each trick over six.  The first side to the
target (5, 7 or 9 points) wins.

A ``BaseHand`` game of two sides: the sides, their names and the target are ``rules.partners_opposite``'s,
trump is the shared ``TrumpNamed``; the registry's default ``winner`` ends the game at the target."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Mapping, NamedTuple, Sequence

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import Game, RecordError, RuleError
from scorekeeper.rules.bid_events import TrumpNamed
from scorekeeper.rules.defaults import suit_trumps as trump_choices  # the four suits: Whist's trump
from scorekeeper.rules.events import Event, fact
from scorekeeper.rules.hand_base import BaseHand, suit_trump
from scorekeeper.rules.interface import seating_name
from scorekeeper.rules.partners_opposite import group_name as group_name  # the two sides, partners opposite,
from scorekeeper.rules.partners_opposite import score_groups as score_groups  # and their target: Whist's own
from scorekeeper.rules.partners_opposite import target as target
from scorekeeper.rules.record_parts import expect_int, expect_list, expect_object, expect_str, only_keys
from scorekeeper.rules.settings import Setting, declared, merge, require_choice, require_players
from scorekeeper.words import N_, _, add_words

KIND = "whist"
TITLE = N_("Whist")
PLAYER_COUNTS: tuple[int, ...] = (4,)
DEFAULTS, SETTING_HELP = declared({"target": Setting(5, _("The points that win: 5, 7 or 9"))})
LOCALE_DIR = str(Path(__file__).resolve().parent / "locale")
TRICKS = 13  # a whole pack dealt to four
BOOK = 6  # the tricks a side takes before its tricks score


class WhistPhase(StrEnum):
    TRUMP = "TRUMP"
    TRICKS = "TRICKS"
    DONE = "DONE"


add_words({WhistPhase.TRUMP: _("trump"), WhistPhase.TRICKS: _("tricks"), WhistPhase.DONE: _("done")})


@fact("whist_tricks")
class SidesTook(NamedTuple):
    """The hand's count: the tricks of the first and third seats' side, then of the second and fourth's."""

    first_side: int
    second_side: int


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    require_players(players, PLAYER_COUNTS, "Whist is played by 4 players, not {n}")
    settings = merge(DEFAULTS, given, gettext(TITLE))
    require_choice(settings, "target", (5, 7, 9))
    return settings


class WhistHand(BaseHand):
    """Trump, then the tricks each side took: the side with 7 or more scores its tricks over six."""

    trump: str | None = None
    took: tuple[int, int] | None = None

    @property
    def phase(self) -> WhistPhase:
        return WhistPhase.TRUMP if self.trump is None else WhistPhase.DONE if self.complete else WhistPhase.TRICKS

    def sides(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return tuple(self.players[0::2]), tuple(self.players[1::2])

    def apply(self, event: Event) -> None:
        if type(event) is TrumpNamed:
            self.trump = suit_trump(self.trump, event.trump)
        elif type(event) is SidesTook and self.trump is None:
            raise RuleError("trump is named before the tricks are counted")
        elif type(event) is SidesTook and not self.complete:
            self.count(event.first_side, event.second_side)
        else:
            raise RuleError("a {t} event has no place in this hand", t=type(event).__name__)

    def count(self, first: int, second: int) -> None:
        for took in (first, second):
            if not 0 <= took <= TRICKS:
                raise RuleError("a side takes 0 to {all} tricks, not {took}", all=TRICKS, took=took)
        if first + second != TRICKS:
            raise RuleError("the tricks add up to {sum}, but a hand has {all}", sum=first + second, all=TRICKS)
        self.took = (first, second)
        self.scores = {p: max(0, took - BOOK) for side, took in zip(self.sides(), self.took) for p in side}
        self.complete = True

    def prompt(self) -> str:
        if self.trump is None:
            return gettext("Hand {number}: which suit is trump?").format(number=number(self.number))
        first = seating_name(self.players, self.sides()[0])
        return gettext("Hand {number}: how many tricks did {side} take?").format(number=number(self.number),
                                                                               side=first)

    def verdict(self) -> str:
        if self.took is None:
            return ""
        side, took = max(zip(self.sides(), self.took), key=lambda pair: pair[1])
        return gettext("{side} took {tricks} tricks: {points} over six").format(
            side=seating_name(self.players, side), tricks=number(took), points=number(took - BOOK))

    def explained(self) -> list[str]:
        """Trump once named, under the verdict: the board's hand in play and the hand screen say it."""
        word = {c.key: c.label for c in trump_choices(self.settings)}.get(self.trump or "")
        return [gettext("Trump: {trump}").format(trump=word)] if word else []

    def reported(self) -> JsonObject:
        return {"trump": self.trump, "tricks": list(self.took)} if self.took else {}


HAND = WhistHand


def hand_events(game: Game, record_hand: JsonValue) -> list[Event]:
    hand = expect_object(record_hand, "a hand")
    only_keys(hand, ("trump", "tricks"), "a hand")
    tricks = expect_list(hand.get("tricks"), "the tricks each side took")
    if len(tricks) != 2:
        raise RecordError("the tricks each side took are two numbers, not {n}", n=len(tricks))
    first, second = (expect_int(took, "a side's tricks") for took in tricks)
    return [TrumpNamed(expect_str(hand.get("trump"), "trump")), SidesTook(first, second)]


if TYPE_CHECKING:  # mypy checks what the game writes itself; the registry gives it the rest (rules.defaults)
    import scorekeeper_whist as _module
    from scorekeeper.rules.interface import GameBasics
    _checked: GameBasics[WhistHand] = _module
