"""Make-a-Million's hand: the state machine of one hand (docs/rules.md section 1), built up event by event.

One hand: an auction, the widow and trump, then tricks whose Money cards (multiplied by a Bull,
cancelled by a Bear) each side counts.  The bidder's side scores its count if it reached the bid,
else minus the bid; the other side always scores its count.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules import record_parts
from scorekeeper.rules.bid_events import BidMade, HandCounted, Passed, TrumpNamed
from scorekeeper.rules.bidding import BiddingHand
from scorekeeper.rules.errors import Amount, RuleError
from scorekeeper.rules.events import Event
from scorekeeper.rules.seating import names
from scorekeeper.rules.event_dispatch import takes
from scorekeeper.i18n.translate import Counted
from scorekeeper.words import N_, _

from . import counting, report, words
from .cards import card_keys, card_label, card_name, trick_value
from .facts import MillionPhase
from .events import CardCalled, MisdealCalled, MoneyDiscarded, PartnersNamed, TrickTaken
from .settings import DUMMY, MONEY_VALUES, SILENT_CARDS, colors
from .table_setup import TableSetup

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

_NEXT_TRICK = ("trick",)  # marks "the trick being entered" without formatting its number each time


class MillionHand(BiddingHand):
    """One hand of Make-a-Million, built up event by event."""

    NO_PLACE = N_("a {t} event has no place in Make-a-Million")

    # Its own fields as slots: read on every event, and with the shared ones (BiddingHand's, the
    # replay's) more than an instance dict keeps compact, which made every attribute a dict lookup.
    __slots__ = ("_table", "packs", "tricks_per_hand", "cards_per_trick", "money_in_play", "misdeal_by", "partners",
                 "partners_named", "called_card", "discarded", "discard_entered", "tricks", "counts", "_final_side",
                 "_money_seen", "_specials_seen", "fmt", "_seats", "made", "bidder_count", "other_count", "_won")

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        self._table = table = TableSetup.of(game)
        super().__init__(game, number, dealer, table.bid_rules)
        self.packs, self.tricks_per_hand = table.packs, table.tricks_per_hand
        self.cards_per_trick, self.money_in_play = table.cards_per_trick, table.money_in_play
        self.misdeal_by: str | None = None
        self.partners: tuple[str, ...] | None = table.partners
        self.partners_named = False
        self.called_card: str | None = None
        self.discarded: tuple[int, ...] = ()
        self.discard_entered = False  # an empty discard is entered too ("no Money card discarded")
        self.tricks: list[TrickTaken] = []
        self.counts: HandCounted | None = None
        self._final_side: tuple[str, ...] | None = None
        self._money_seen: dict[int, int] = dict.fromkeys(MONEY_VALUES, 0)
        self._specials_seen: dict[str, int] = {"bull": 0, "bear": 0}
        self.fmt = table.fmt
        self._seats = table.seats  # who can win a trick
        self._won: dict[str, int] = dict.fromkeys(table.seats, 0)  # what each seat's tricks are worth so far

    # -- who, what, when --------------------------------------------------------------
    @property
    def mode(self) -> str:
        return self._table.mode

    @property
    def phase(self) -> MillionPhase:
        """auction → declare (widow, trump) → play → partners (if still unknown) → done."""
        opening = self.opening_phase()
        if opening is not None:
            return MillionPhase(opening)
        if len(self.tricks) == self.tricks_per_hand or self.counts is not None:
            return MillionPhase.PARTNERS
        return MillionPhase.PLAY

    def to_act(self) -> str | None:
        phase = self.phase
        if phase is MillionPhase.PARTNERS:
            return self.bidder
        if phase is MillionPhase.PLAY:  # the bidder leads the first trick
            return self.tricks[-1].winner if self.tricks else self.bidder
        return self.opening_to_act()

    def prompt(self) -> str:
        phase, fmt = self.phase, self.fmt
        if phase is MillionPhase.AUCTION:
            return self.auction_prompt(fmt)
        if phase is MillionPhase.DECLARE:
            return words.DECLARE_PROMPT.format(bidder=self.bidder, bid=fmt(self.bid or 0))
        if phase is MillionPhase.PLAY:
            return words.PLAY_PROMPT.format(trick=len(self.tricks) + 1, tricks=self.tricks_per_hand, leader=self.to_act())
        if phase is MillionPhase.PARTNERS:
            return words.PARTNERS_PROMPT.format(bidder=self.bidder)
        return ""

    def location(self) -> str:
        """Where the last event went ("call 4", "trick 13", "trump"), for messages."""
        if self._where is _NEXT_TRICK:
            return f"trick {len(self.tricks) + 1}"
        return super().location()

    @property
    def bidder_side(self) -> tuple[str, ...]:
        """The bidder first, then the partners in seating order (as far as known), as the record lists it."""
        if self._final_side is not None:
            return self._final_side
        bidder = self.bidder
        if bidder is None:
            return ()
        if self.mode == "fixed":
            return self._table.fixed_side(bidder)
        partners = self.partners or ()
        seated = [p for p in self.players if p in partners and p != bidder]
        # the dummy's seat only in a dummy game: elsewhere "dummy" can be a player's name
        return (bidder, *seated, *([DUMMY] if self.mode == "dummy" else []))

    def other_side(self) -> list[str]:
        side = set(self.bidder_side)
        return [p for p in self.players if p not in side]

    def cards_left(self) -> dict[int | str, int]:
        """How many of each Money card (and Bull, Bear) are still unplayed."""
        left: dict[int | str, int] = {v: 4 * self.packs - self._money_seen[v] for v in MONEY_VALUES}
        for card in ("bull", "bear"):
            left[card] = self.packs - self._specials_seen[card]
        return left

    def running_counts(self) -> tuple[int, int]:
        """(bidder's side, other side) counted so far, after Bull/Bear."""
        return self._counts_of(set(self.bidder_side))

    def _counts_of(self, side: set[str]) -> tuple[int, int]:
        """(``side``, everyone else) counted so far: the counts entered, or what each seat's tricks are worth
        (kept as they are taken, so the sides can be named at any time and counted without the tricks)."""
        if self.counts is not None:
            return self.counts.bidder_side, self.counts.other_side or 0
        mine = sum([value for seat, value in self._won.items() if seat in side])
        return mine, sum(self._won.values()) - mine

    def taken_by_seat(self) -> dict[str, int] | None:
        """What each seat's tricks are worth (after Bull/Bear); None for a hand entered as totals only."""
        return None if self.counts is not None else dict(self._won)

    def still_needed(self) -> int:
        """What the bidder's side still needs to reach the bid (0 once reached)."""
        return max(0, (self.bid or 0) - self.running_counts()[0])

    # -- events -------------------------------------------------------------------------
    def apply_events(self, events: Sequence[Event]) -> int:
        """A record's hand at once, event by event as :meth:`apply` takes them, until the hand completes; how
        many were applied.  Its calls go through one call of :meth:`_calls` and its tricks through one of
        :meth:`_tricks` (a long record holds tens of thousands: each one's setup is paid once a hand)."""
        index, count = 0, len(events)
        while index < count and not self.complete:
            kind = type(events[index])
            if kind is TrickTaken:
                index = self._tricks(events, index)
            elif kind is BidMade or kind is Passed:
                index = self._calls(events, index)
            else:
                self.apply(events[index])
                index += 1
        return index

    def apply(self, event: Event) -> None:
        """A trick or a call as is (the most common events: kept short); any other through the table of the
        events marked below (``takes``), and then the hand is scored if that was all it needed."""
        if type(event) is TrickTaken:
            self._tricks((event,), 0)
        elif type(event) is BidMade or type(event) is Passed:
            self._call(event)
        else:
            super().apply(event)
            self._finish_if_done()

    def _trump(self, event: TrumpNamed) -> None:
        self._name_trump(event.trump, self._table.trumps)

    def _misdeal(self, event: MisdealCalled) -> None:
        self._where = ("misdeal",)
        if not self.settings["misdeal"]:
            raise RuleError("misdeals are not allowed at this table (setting misdeal)")
        self._deal_again(event.player)

    @takes(PartnersNamed)
    def _partners(self, event: PartnersNamed) -> None:
        """Partners as they are revealed: all at once, or (silent partners) one at a time, at any trick.

        Each naming adds to the partners known so far and the running count follows at once.  Once any is
        named, the hand is scored after its last trick, so a partner revealed in the last trick is named before it.
        """
        self._where, partners = ("partners",), event.partners
        bidder = self._after_auction(_("partners"))
        mode = self.mode
        if mode == "fixed":
            raise RuleError("partners are fixed in this game (they alternate around the table); do not name them")
        known = tuple(self.partners or ()) if self.partners_named else ()
        if self.partners_named and not self.more_partners_possible:
            raise RuleError("the partners are already named for this hand; correct that event instead")
        partners = tuple(partners)
        if len(set(partners)) != len(partners):
            raise RuleError("a partner is named twice: {p}", p=names(partners))
        if mode == "dummy":
            if partners != (DUMMY,):
                raise RuleError('in a dummy game the bidder\'s partner is the dummy: partners must be ["dummy"]')
        else:
            if known and not partners:
                raise RuleError("no new partner named; {k} {v} already known", k=names(known),
                                v="is" if len(known) == 1 else "are")
            for p in partners:
                if p not in self.players:
                    raise RuleError("partner {p} is not at this table ({all})", p=p, all=names(self.players))
                if p == bidder:
                    raise RuleError("{b} is the bidder and cannot also be a partner", b=bidder)
                if p in known:
                    raise RuleError("{p} is already named as a partner in this hand", p=p)
            most = self.most_partners
            if len(known) + len(partners) > most:
                if mode == "called":
                    raise RuleError("{n} partners named but at most {most} can be: the called card has one holder",
                                    n=len(known) + len(partners), most=most)
                raise RuleError("{n} partners named but at most {most} can be: the bidder lays {most} cards face up",
                                n=len(known) + len(partners), most=most)
        self.partners = known + partners
        self.partners_named = True

    @property
    def most_partners(self) -> int:
        """How many partners the bidder can have: the called card's holder, or one per card laid face up."""
        if self.mode == "silent":
            return SILENT_CARDS[len(self.players)]
        return 1

    @property
    def more_partners_possible(self) -> bool:
        """More silent partners may still be revealed in this hand (called partners are named once)."""
        if self.complete or self.mode not in ("called", "silent"):
            return False
        if not self.partners_named:
            return True
        return self.mode == "silent" and len(self.partners or ()) < self.most_partners

    @takes(CardCalled)
    def _call_card(self, event: CardCalled) -> None:
        self._where, card = ("called card",), event.card
        self._after_auction(_("called card"))
        if self.mode != "called":
            raise RuleError("only a called-partner game calls a card; this game's partners are {m}", m=self.mode)
        if self.called_card is not None:
            raise RuleError("the called card is already {c}; correct that event instead",
                            c=card_label(self.settings, self.called_card))
        if self.tricks or self.counts is not None:
            raise RuleError("the card is called before the first trick")
        if card not in card_keys(self.settings):
            raise RuleError("{c} is not a card of the pack; a card is tiger, bull, bear or a color and rank "
                            "such as {example}", c=record_parts.show(card), example=record_parts.show(f"{colors(self.settings)[0]} 40000"))
        self.called_card = card

    @takes(MoneyDiscarded)
    def _discard(self, event: MoneyDiscarded) -> None:
        self._where, values = ("discarded money",), event.values
        self._after_auction(_("discarded money"))
        if self.tricks or self.counts is not None:
            raise RuleError("the widow is discarded before the first trick")
        if self.discard_entered:
            raise RuleError("the discarded money is already entered for this hand; correct that event instead")
        if len(values) > 3:
            raise RuleError("{n} cards discarded, but the bidder discards three", n=len(values))
        self._take_money(values)
        self.discarded = tuple(values)
        self.discard_entered = True

    def _take_money(self, money: Sequence[int]) -> None:
        seen, most = self._money_seen, 4 * self.packs
        for value in money:
            if type(value) is not int or value not in seen:
                raise RuleError("{v} is not a Money card; Money cards are {ok}", v=record_parts.show(value),
                                ok=", ".join(f"{m:,}" for m in MONEY_VALUES))
            count = seen[value] + 1
            if count > most:
                raise RuleError("there are only {n} cards of {v} in play and this is one more", n=most, v=Amount(value))
            seen[value] = count

    def _tricks(self, events: Sequence[Event], start: int) -> int:
        """Take the tricks of ``events`` from ``start`` on, up to another kind of event or the hand's last
        trick; the index after the last one taken.  A trick tapped at the table and a record's thirteen come
        here alike: the same checks, with the hand's numbers read once into locals."""
        self._where = _NEXT_TRICK
        if self.trump is None:  # (trump is named only once the auction has a bidder)
            bidder = self._after_auction(_("trick"))
            raise RuleError("{b} must name trump before the first trick", b=bidder)
        if self.counts is not None:
            raise RuleError("this hand was entered as totals only; it has no tricks")
        tricks, most, seats, room = self.tricks, self.tricks_per_hand, self._seats, self.cards_per_trick
        seen, each, won, append = self._money_seen, 4 * self.packs, self._won, tricks.append
        get = seen.get
        taken = len(tricks)  # kept as they are appended: a record's hand asks it three times a trick otherwise
        for index in range(start, len(events)):
            trick = events[index]
            if type(trick) is not TrickTaken:
                return index
            winner, money, bull_bear = trick
            if taken >= most:
                raise RuleError("a hand has {n} tricks and all are entered", n=most)
            if winner not in seats:
                raise RuleError("the winner {w} is not at this table ({all})", w=winner, all=names(seats))
            cards = len(money)
            if bull_bear:
                self._take_specials(bull_bear)
                cards += len(bull_bear)
            if cards > room:
                raise RuleError("a trick holds {n} cards but this one lists {m}", n=room, m=cards)
            for card in money:  # _take_money's checks in one look-up: a card that is no Money card (or one more
                if type(card) is not int or (before := get(card, each)) == each:  # than the pack holds) is refused
                    self._take_money((card,))  # (it raises)
                seen[card] = before + 1
            # every card is an int Money card now: sum() is the trick's value, with no running total per card
            won[winner] += trick_value(money, bull_bear) if bull_bear else sum(money)
            append(trick)
            taken += 1
            if taken == most:
                self._check_money()
                self._finish_if_done()
                return index + 1
        return len(events)

    def _take_specials(self, bull_bear: Sequence[str]) -> None:
        seen = self._specials_seen
        for card in bull_bear:
            if type(card) is not str or card not in seen:
                raise RuleError('{c} is neither "bull" nor "bear"', c=record_parts.show(card))
            seen[card] += 1
            if seen[card] > self.packs:
                raise RuleError(Counted("there is only {n} {c} in play and this is one more",
                                        "there are only {n} {c} in play and this is one more"),
                                count=self.packs, n=self.packs, c=card_name(self.settings, card))

    def _check_money(self) -> None:
        # Every Money card was counted in as it came: five products, the message's split only when it is wrong.
        if sum([value * count for value, count in self._money_seen.items()]) != self.money_in_play:
            self._where = ("trick", len(self.tricks))  # the last trick, already counted
            raise counting.money_mismatch(self, self.money_in_play)

    @takes(HandCounted)
    def _counts(self, counts: HandCounted) -> None:
        self._where = ("counts",)
        bidder = self._after_auction(_("counts"))
        if self.trump is None:
            raise RuleError("{b} must name trump before the hand is counted", b=bidder)
        if self.tricks:
            raise RuleError("{n} tricks are already entered; enter the rest or undo them", n=len(self.tricks))
        if self.counts is not None:
            raise RuleError("this hand is already counted; correct that event instead")
        counting.check_counts(self, counts)
        self.counts = counts

    def count_bounds(self) -> tuple[int, int]:
        """The least and the most the two sides can count together from the cards not yet played."""
        return counting.count_bounds(self)

    def _finish_if_done(self) -> None:
        if self.complete or (len(self.tricks) != self.tricks_per_hand and self.counts is None):
            return  # cheap test first: the phase can only be "partners" once all tricks or counts are in
        if self.phase is not MillionPhase.PARTNERS:
            return
        if self.mode in ("called", "silent") and not self.partners_named:
            return
        final = tuple(self.bidder_side)
        side = set(final)
        mine, other = self._counts_of(side)
        bid = self.bid or 0
        self.made = mine >= bid
        side_score = mine if self.made else -bid
        self._final_side = final  # a finished hand's sides never change
        self.scores = {p: side_score if p in side else other for p in self.players}
        self.bidder_count, self.other_count = mine, other
        self.complete = True

    # -- reports ------------------------------------------------------------------------
    def report(self) -> JsonObject:
        """This hand as in ``scorekeeper score --json``."""
        return report.report(self)

    def side_label(self, side: Sequence[str]) -> str:
        """A side's one display name, in seating order whatever order ``side`` lists it in."""
        return report.side_label(self, side)

    def verdict(self) -> str:
        """One line: made or set back, with its arithmetic."""
        return report.verdict(self)

    def explain(self) -> list[str]:
        """Every trick and multiplier that made the count: the dispute view."""
        return report.explain(self)
