"""A hand in which every player bids a number of tricks at once, then the tricks each took are entered.

Oh Hell and its relatives differ only in how a bid and the tricks taken score (and, in some, how many cards
a hand deals), so the rest is here once: the two entries (``deal_events.BidsMade``, ``TricksCounted``),
each checked for everyone at the table (``per_player``), the tricks adding up to the cards dealt, the phases
(``hand_base.BidsThenTricks``), the prompt, the verdict and the hand's record (``{"bids": {player: n},
"tricks": {player: n}}``, read back by ``events_of``).  A game writes ``score(bid, took)`` and, where a
hand does not deal the ``cards`` setting's cards each, ``cards``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonObject, JsonValue

from .deal_events import BidsMade, TricksCounted
from .errors import RecordError, RuleError
from .events import Event
from .hand_base import BaseHand, BidsThenTricks
from .record_parts import expect_int, expect_object, only_keys
from .per_player import per_player
from .settings import setting_int

if TYPE_CHECKING:
    from .game import Game

Pairs = tuple[tuple[str, int], ...]


class BidsThenTricksHand(BaseHand):
    """Everyone's bids, then everyone's tricks; the game's ``score(bid, took)`` says what each player scores."""

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        super().__init__(game, number, dealer)
        self.bids: dict[str, int] | None = None
        self.tricks: dict[str, int] | None = None

    @property
    def cards(self) -> int:
        """The cards each player holds, so the tricks of the hand: the ``cards`` setting unless the game says."""
        return setting_int(self.settings, "cards")

    def score(self, bid: int, took: int) -> int:
        """What a player who bid ``bid`` and took ``took`` scores: the game's own rule."""
        raise NotImplementedError("a BidsThenTricksHand says what a bid and the tricks taken score")

    @property
    def phase(self) -> str:
        if self.bids is None:
            return BidsThenTricks.BIDS
        return BidsThenTricks.TRICKS if self.tricks is None else BidsThenTricks.DONE

    def apply(self, event: Event) -> None:
        if isinstance(event, BidsMade) and self.bids is None:
            self.bids = per_player(self.players, event.bids, "bids", self.cards)
        elif isinstance(event, TricksCounted) and self.bids is not None and self.tricks is None:
            self._count(per_player(self.players, event.tricks, "tricks", self.cards))
        else:
            raise RuleError("a {t} event has no place here: {prompt}", t=type(event).__name__, prompt=self.prompt())

    def _count(self, tricks: dict[str, int]) -> None:
        taken = sum(tricks.values())
        if taken != self.cards:
            raise RuleError("the tricks add up to {taken}, but the hand has {cards}", taken=taken, cards=self.cards)
        assert self.bids is not None  # (tricks are counted after the bids)
        self.tricks = tricks
        self.scores = {p: self.score(self.bids[p], tricks[p]) for p in self.players}
        self.complete = True

    def prompt(self) -> str:
        if self.bids is None:
            return gettext("Hand {number}: everyone's bid, 0 to {cards}").format(
                number=number(self.number), cards=number(self.cards))
        return gettext("Hand {number}: the tricks each took ({cards} in all)").format(
            number=number(self.number), cards=number(self.cards))

    def verdict(self) -> str:
        """Each player's bid, tricks and points: "Ann bid 2, took 2: 12; Bo bid 1, took 0: 0"."""
        if not (self.complete and self.bids and self.tricks):
            return ""
        return "; ".join(gettext("{player} bid {bid}, took {took}: {points}").format(
            player=p, bid=number(self.bids[p]), took=number(self.tricks[p]), points=number(self.scores[p]))
            for p in self.players)

    def reported(self) -> JsonObject:
        out: JsonObject = {}
        if self.bids is not None:
            out["bids"] = dict(self.bids)
        if self.tricks is not None:
            out["tricks"] = dict(self.tricks)
        return out

    @classmethod
    def events_of(cls, game: Game, record_hand: JsonValue) -> list[Event]:
        """A hand of the game record (``reported``'s keys) into its entries; a hand may hold its bids alone."""
        hand = expect_object(record_hand, "a hand")
        only_keys(hand, ("bids", "tricks"), "a hand")
        if "bids" not in hand:
            raise RecordError("a hand needs 'bids'")
        events: list[Event] = [BidsMade(_pairs(game.players, hand["bids"], "'bids'"))]
        if "tricks" in hand:
            events.append(TricksCounted(_pairs(game.players, hand["tricks"], "'tricks'")))
        return events


def _pairs(players: Sequence[str], value: JsonValue, what: str) -> Pairs:
    """``{player: n}`` as an entry holds it: seating order first, then any name not at the table (refused later)."""
    given = expect_object(value, what)
    counts = {p: expect_int(n, f"{what} of {p}") for p, n in given.items()}
    return tuple((p, counts[p]) for p in [*[p for p in players if p in counts], *[p for p in counts if p not in players]])
