"""One deal of the exact-bid variation (docs/rules.md 1.10): the trump turned up, everyone's bid, the tricks.

Each deal has one card fewer per player, down to one.  An exact bid scores
bid + 5; anything else scores the tricks taken.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules.bid_events import TrumpNamed
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.events import Event
from scorekeeper.rules.per_player import per_player
from scorekeeper.rules.seating import left_of, names
from scorekeeper.rules.settings import setting_int
from scorekeeper.games.make_a_million.settings import colors
from scorekeeper.i18n.shown import number

from . import words
from .events import BidsMade, TricksCounted
from .facts import DealPhase

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

EXACT_BONUS = 5


def deal_size(settings: Mapping[str, JsonValue], number: int) -> int:
    """Cards each in deal ``number`` (1-based)."""
    return setting_int(settings, "start_cards") - number + 1


class ExactBidDeal:
    """One deal: the trump turned up, everyone's bid, then the tricks each took."""

    first_event: int  # set by the replay once the deal has its first event
    event_count: int

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        self.settings, self.players = game.settings, game.players
        self.number, self.dealer = number, dealer
        self.cards = deal_size(self.settings, number)
        self.trump: str | None = None
        self.bids: dict[str, int] | None = None
        self.tricks: dict[str, int] | None = None
        self.complete, self.passes_deal, self.started = False, True, False
        self.scores: dict[str, int] = {}
        self.totals: dict[str, int] = {}
        self._where = ""

    # Everyone bids at once: no single bidder, no bidder's side.
    bidder: str | None = None
    bidder_side: tuple[str, ...] = ()

    @property
    def phase(self) -> DealPhase:
        if self.complete:
            return DealPhase.DONE
        return DealPhase.BIDS if self.bids is None else DealPhase.TRICKS

    def to_act(self) -> str | None:
        return left_of(self.players, self.dealer) if not self.complete else None

    def prompt(self) -> str:
        if self.phase is DealPhase.BIDS:
            sentence = words.BIDS_PROMPT.of(self.cards)
        else:
            sentence = words.TRICKS_PROMPT.text()
        return sentence.format(number=number(self.number), cards=number(self.cards))

    def location(self) -> str:
        return self._where

    def _per_player(self, pairs: tuple[tuple[str, int], ...], what: str) -> dict[str, int]:
        return per_player(self.players, pairs, what, self.cards)

    def apply(self, event: Event) -> None:
        kind = type(event)
        if type(event) is TrumpNamed:
            self._where = "trump"
            allowed = colors(self.settings)
            if self.trump is not None or self.bids is not None:
                raise RuleError("trump is turned up before the bids, once per deal")
            if event.trump not in allowed:
                raise RuleError("trump {t!r} must be one of {ok}", t=event.trump, ok=", ".join(allowed))
            self.trump = event.trump
        elif type(event) is BidsMade:
            self._where = "bids"
            if self.bids is not None:
                raise RuleError("the bids of this deal are already in; correct that event instead")
            self.bids = self._per_player(event.bids, "bids")
        elif type(event) is TricksCounted:
            self._where = "tricks"
            if self.bids is None:
                raise RuleError("everyone bids before the tricks are counted")
            tricks = self._per_player(event.tricks, "tricks")
            total = sum(tricks.values())
            if total != self.cards:
                raise RuleError("the tricks add up to {t} but each player held {c}, so {c} tricks were played",
                                t=total, c=self.cards)
            self.tricks = tricks
            self.scores = {p: self.bids[p] + EXACT_BONUS if tricks[p] == self.bids[p] else tricks[p]
                           for p in self.players}
            self.complete = True
        else:
            raise RuleError("a {t} event has no place in the exact-bid variation", t=getattr(event, "TYPE", kind))

    def report(self) -> JsonObject:
        out: JsonObject = {"number": self.number, "dealer": self.dealer, "cards": self.cards}
        if self.trump is not None:
            out["trump"] = self.trump
        out.update(bids=dict(self.bids or {}), tricks=dict(self.tricks or {}),
                   scores=dict(self.scores), totals=dict(self.totals))
        return out

    def exact(self) -> list[str]:
        """The players whose tricks matched their bid, in seating order."""
        return [p for p in self.players if self.tricks and self.tricks[p] == (self.bids or {}).get(p)]

    def verdict(self) -> str:
        return words.VERDICT.of(self.cards).format(number=number(self.number), cards=number(self.cards),
                                                   players=names(self.exact()) or words.NOBODY)

    def explain(self) -> list[str]:
        lines = [self.verdict()]
        for p in self.players:
            bid, took = (self.bids or {}).get(p), (self.tricks or {}).get(p)
            if bid is None or took is None:
                continue
            sentence = words.EXACT_LINE if bid == took else words.MISSED_LINE
            lines.append(sentence.format(player=p, bid=number(bid), took=number(took), bonus=number(EXACT_BONUS),
                                        score=number(bid + EXACT_BONUS)))
        return lines
