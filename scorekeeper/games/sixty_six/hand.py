"""One deal of Sixty-six (docs/rules.md, "Sixty-six"): trump and the marriages as they are shown, who closed the
stock, then who won the deal and how; the winner's 1, 2 or 3 game points follow from the loser's count. Nobody
writes card points down at this table: the keeper enters who won, how, and how far the loser got (one number, or
"took no trick"); the hand checks that against the marriages shown."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, NamedTuple

from scorekeeper.i18n.shown import number
from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.events import Event, fact
from scorekeeper.rules.bid_events import TrumpNamed
from scorekeeper.rules.hand_base import BaseHand, suit_trump
from scorekeeper.words import N_

from . import words

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

SUITS = ("clubs", "diamonds", "hearts", "spades")
SCHNEIDER = 33  # a loser under 33 gives two game points
MOST_IN_CARDS = 130  # 120 in the cards, 10 for the last trick


class How(StrEnum):
    """How a deal was won: the record's ``how``."""

    OUT = "out"  # the winner claimed 66 correctly
    PLAYED_OUT = "played_out"  # the cards ran out without a claim
    CLOSER_FAILED = "closer_failed"  # the loser closed the stock and did not make 66
    FALSE_OUT = "false_out"  # the loser claimed 66 and was short


COUNTED = (How.OUT, How.PLAYED_OUT)  # the loser's count decides the points; the other two are penalties


@fact("sixty_six_marriage")
class MarriageShown(NamedTuple):
    """A king and queen of one suit shown (20, or 40 in trumps)."""

    player: str
    suit: str


@fact("sixty_six_closed")
class StockClosed(NamedTuple):
    """The player who closed the stock, committing himself to reach 66."""

    player: str


@fact("sixty_six_deal")
class DealWon(NamedTuple):
    """Who won the deal and how; the loser's count (None for a penalty); ``no_trick`` 1 when the player whose
    tricks decide took none (the loser, out or played out; the winner at the close or the false claim)."""

    winner: str
    how: str
    loser_points: int | None
    no_trick: int


class SixtySixHand(BaseHand):
    """One deal: the optional trump, marriages and close, then the one entry that scores it."""

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        super().__init__(game, number, dealer)
        self.trump: str | None = None
        self.marriages: list[tuple[str, str]] = []
        self.closed: str | None = None
        self.won: DealWon | None = None
        self.game_points = 0

    def apply(self, event: Event) -> None:
        if self.complete:
            raise RuleError("this deal is over; the next entry belongs to the next deal")
        if isinstance(event, MisdealCalled):
            begun = self.trump is not None or self.marriages or self.closed is not None
            late = N_("a misdeal is called before anything else is entered in the deal")
            self.misdealt(event.player, late if begun else None)
        elif isinstance(event, TrumpNamed):
            self.trump = suit_trump(self.trump, event.trump)
        elif isinstance(event, MarriageShown):
            self._marriage(event)
        elif isinstance(event, StockClosed):
            self.seated(event.player)
            if self.closed is not None:
                raise RuleError("{player} already closed the stock", player=self.closed)
            self.closed = event.player
        elif isinstance(event, DealWon):
            self._won(event)
        else:
            raise RuleError("a {t} event has no place in a deal of Sixty-six", t=type(event).__name__)

    def _marriage(self, event: MarriageShown) -> None:
        self.seated(event.player)
        if event.suit not in SUITS:
            raise RuleError("a marriage is in clubs, diamonds, hearts or spades, not {suit}", suit=event.suit)
        for player, suit in self.marriages:
            if suit == event.suit:
                raise RuleError("{player} already showed the marriage in {suit}", player=player, suit=suit)
        self.marriages.append((event.player, event.suit))

    def other(self, player: str) -> str:
        return next(p for p in self.players if p != player)

    def marriage_points(self, player: str) -> int:
        """What the player's marriages are worth: 40 in trumps, 20 in another suit."""
        return sum(40 if suit == self.trump else 20 for p, suit in self.marriages if p == player)

    def _won(self, event: DealWon) -> None:
        self.seated(event.winner)
        if event.how not in set(How):
            raise RuleError("a deal is won out, played_out, closer_failed or false_out, not {how}", how=event.how)
        loser = self.other(event.winner)
        if event.how not in COUNTED and event.loser_points is not None:
            raise RuleError("a deal won {how} takes no loser's count", how=event.how)
        if self.closed == loser and event.how != How.CLOSER_FAILED:  # RULES: a closer who did not win failed
            raise RuleError("{closer} closed and {winner} won: that is closer_failed, not {how}", closer=loser,
                            winner=event.winner, how=event.how)
        if event.how == How.CLOSER_FAILED and self.closed is None:
            raise RuleError("nobody closed the stock, so it is not closer_failed")
        if event.how == How.CLOSER_FAILED and self.closed == event.winner:
            raise RuleError("{winner} closed and won: that is out, not closer_failed", winner=event.winner)
        if event.how in COUNTED:  # the loser's count decides: it must fit the close, the marriages and the cards
            self._check_count(event, loser)
        self.won, self.complete = event, True
        counted_over = event.how in COUNTED and (event.loser_points or 0) >= SCHNEIDER  # a loser at 33 or more: 1
        self.game_points = 3 if event.no_trick else 1 if counted_over else 2  # no trick taken: 3; else (penalty) 2
        self.scores = {p: self.game_points if p == event.winner else 0 for p in self.players}

    def _check_count(self, event: DealWon, loser: str) -> None:
        if self.closed is not None and event.how == How.PLAYED_OUT:
            raise RuleError("{closer} closed the stock, so the cards were not played out: that is out",
                            closer=self.closed)
        count = event.loser_points
        if count is None:
            raise RuleError("a deal won {how} needs the loser's count", how=event.how)
        if event.no_trick:
            if count != 0:
                raise RuleError("{loser} took no trick, so his count is 0 (marriages count only after a trick), "
                                "not {n}", loser=loser, n=count)
            return
        shown = self.marriage_points(loser)
        if count < shown:
            raise RuleError("{loser} showed marriages worth {shown}, so his count is at least {shown}, not {n}",
                            loser=loser, shown=shown, n=count)
        if count > MOST_IN_CARDS + shown:
            raise RuleError("{loser}'s count is at most {most} (the cards, the last trick and his marriages), "
                            "not {n}", loser=loser, most=MOST_IN_CARDS + shown, n=count)

    def prompt(self) -> str:
        return words.prompt(self.number)

    def verdict(self) -> str:
        if self.misdeal_by is not None:
            return words.MISDEAL.format(player=self.misdeal_by)
        if (won := self.won) is None:
            return ""
        return words.verdict(won.how, won.winner, self.other(won.winner), won.loser_points or 0, self.game_points)

    def marriage_lines(self) -> list[str]:
        """Each marriage shown, with what it is worth (the dispute view and the board say them so)."""
        return [words.MARRIAGE_LINE.format(player=p, suit=words.suit_word(s), points=number(40 if s == self.trump
                                                                                             else 20))
                for p, s in self.marriages]

    def explained(self) -> list[str]:
        lines = [words.TRUMP_LINE.format(suit=words.suit_word(self.trump))] if self.trump else []
        lines += self.marriage_lines()
        if self.closed:
            lines.append(words.CLOSED_LINE.format(player=self.closed))
        return lines

    def reported(self) -> JsonObject:
        if self.won is None:
            return {"winner": None, "game_points": 0}
        return {"winner": self.won.winner, "how": self.won.how, "game_points": self.game_points}
