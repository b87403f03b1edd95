"""``score --json`` of a Make-a-Million record straight from its JSON: the replay's figures, without its objects.

The replay turns every call and trick into an event and every hand into a ``MillionHand``, so that a
refusal can say exactly what is wrong and where; on a long record that is most of ``score``'s time.
A record the app wrote is almost always plain: fixed partners, calls in turn, tricks that hold the
pack, a misdeal now and then.  For such a record this module checks the same rules on the JSON as it
stands and adds up the same figures.  At the first thing it does not cover, or any rule broken, it declines (None): the
caller then replays the record, so every refusal is still the replay's sentence, and
tests/test_fused_score.py checks, on generated records, that it equals the replay or declines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.jsontypes import JsonArray, JsonObject, JsonValue

from .settings import MONEY_VALUES
from .table_setup import TableSetup
from .winning import who_won

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game

_HAND_KEYS = frozenset(("auction", "trump", "discarded_money", "tricks"))  # what a plain hand of fixed partners holds
_TRICK_KEYS = frozenset(("winner", "money", "bull_bear"))
_SPECIALS = ("bull", "bear")
_NONE: JsonArray = []  # a trick's cards it leaves out (never changed)


class _Declined(Exception):
    """Something the fused path leaves to the replay (a refusal, or a case it does not cover)."""


def fast_score(game: Game, hands: JsonArray) -> JsonObject | None:
    """The record's ``score --json`` report, equal to the replay's, or None to replay it instead."""
    setup = TableSetup.of(game)
    if setup.mode != "fixed" or game.settings["all_pass"] != "redeal":
        return None  # (called and silent partners, the dummy, the dealer who must bid: left to the replay)
    try:
        return _Scorer(game, setup).score(hands)
    except _Declined:
        return None


class _Scorer:
    """One pass over a record's hands, the totals and the deal carried from hand to hand."""

    def __init__(self, game: Game, setup: TableSetup) -> None:
        self.game, self.setup = game, setup
        self.players = setup.players
        self.seats = frozenset(setup.seats)
        self.trumps = frozenset(setup.trumps)
        self.totals = dict.fromkeys(self.players, 0)
        self.each = 4 * setup.packs  # of every Money card in play
        self.pack = sorted(value for value in MONEY_VALUES for _ in range(self.each))  # every Money card in play
        self.dealer_seat = self.players.index(game.dealer)
        self.last_side: tuple[str, ...] | None = None  # the side of the last hand anyone bid for

    def score(self, hands: JsonArray) -> JsonObject:
        """The whole report: each hand's line, the totals, the winner (declined past a hand the replay refuses)."""
        reports: JsonArray = []
        winner: tuple[str, ...] | None = None
        target = self.setup.target
        for number, hand in enumerate(hands, 1):
            if winner is not None:
                raise _Declined  # a hand after the game was won: the replay refuses it
            report = self.hand_report(hand, number, number == len(hands))
            if report is None:
                break  # the last hand, still being played: not reported
            reports.append(report)
            if max(self.totals.values()) >= target:  # (who_won's first question, at C speed: asked every hand)
                won = who_won(self.players, self.totals, target, self.last_side, self.game.settings)
                winner = won.leaders if won is not None else None
        return {"hands": reports, "totals": dict(self.totals), "winner": list(winner) if winner else None}

    def hand_report(self, hand: JsonValue, number: int, last: bool) -> JsonObject | None:
        """The hand's line of the report (the totals moved on), or None for the last hand while unfinished."""
        players, dealer = self.players, self.players[self.dealer_seat]
        if type(hand) is not dict or "auction" not in hand or not _HAND_KEYS.issuperset(hand):
            return self.misdeal_report(hand, number, dealer)
        called = self.auction(hand["auction"])
        if called is None:  # the auction is still open: the last hand, holding nothing else yet
            if len(hand) != 1 or not last:
                raise _Declined
            return None
        bidder, bid = called
        if bidder is None:  # thrown in
            if len(hand) != 1:
                raise _Declined
            self.dealer_seat = (self.dealer_seat + 1) % len(players)
            return {"number": number, "dealer": dealer, "bidder": None, "bid": None, "bidder_side": [],
                    "bidder_count": 0, "other_count": 0, "made": None, "thrown_in": True,
                    "scores": dict.fromkeys(players, 0), "totals": dict(self.totals)}
        self.last_side = side = self.setup.fixed_side(bidder)
        counts = self.play(hand, side)
        if counts is None:
            if not last:
                raise _Declined  # an unfinished hand with another after it
            return None
        mine, other = counts
        made = mine >= bid
        side_score = mine if made else -bid
        scores = dict.fromkeys(players, other)  # (the other side's, then the bidder's side's over them)
        for p in side:
            scores[p] = side_score
        totals = self.totals
        for p in players:
            totals[p] += scores[p]
        self.dealer_seat = (self.dealer_seat + 1) % len(players)
        return {"number": number, "dealer": dealer, "bidder": bidder, "bid": bid, "bidder_side": list(side),
                "bidder_count": mine, "other_count": other, "made": made,
                "scores": scores,  # type: ignore[dict-item]  # (ints are JSON; mypy's dicts are invariant)
                "totals": dict(totals)}

    def misdeal_report(self, hand: JsonValue, number: int, dealer: str) -> JsonObject:
        """A misdeal's line (``{"misdeal": player}``, where the table allows one): nobody scores and the same
        dealer deals again.  Any other hand the fused path does not know: declined."""
        if type(hand) is not dict or len(hand) != 1 or not self.game.settings["misdeal"]:
            raise _Declined
        player = hand.get("misdeal")
        if type(player) is not str or player not in self.players:
            raise _Declined
        return {"number": number, "dealer": dealer, "bidder": None, "bid": None, "bidder_side": [],
                "bidder_count": 0, "other_count": 0, "made": None, "misdeal": player,
                "scores": dict.fromkeys(self.players, 0), "totals": dict(self.totals)}

    def auction(self, calls: JsonValue) -> tuple[str | None, int] | None:
        """(bidder, bid) once every call was plainly legal in turn and the auction is over; (None, 0) thrown in;
        None while it is still open.

        The auction's own quick path (``Auction.quick_calls``) on the record's calls, and the passes in turn
        that may follow a bid nobody can raise; any call it would refuse: declined."""
        if type(calls) is not list:
            raise _Declined
        rules, players = self.setup.bid_rules, self.players
        unit, step, opening, cap = rules.unit, rules.step, rules.opening, rules.cap
        count, seat = len(players), self.dealer_seat
        passed: set[str] = set()
        bidder: str | None = None
        high: int | None = None
        over = False
        for call in calls:
            if type(call) is not list or len(call) != 2:
                raise _Declined
            for seat in range(seat + 1, seat + 1 + count):
                if players[seat % count] not in passed:
                    break
            seat %= count
            player, amount = call
            if type(player) is not str or player != players[seat] or player in passed:
                raise _Declined
            if over and (amount != "pass" or bidder is None or player == bidder):
                raise _Declined  # after the highest bid only the others' passes in turn are taken (an older record's)
            if amount == "pass" and type(amount) is str:
                passed.add(player)
            else:
                low = -(-(opening if high is None else high + step) // unit) * unit
                if type(amount) is not int or amount <= 0 or amount % unit or amount < low or amount > cap:
                    raise _Declined
                bidder, high = player, amount
            active = count - len(passed)
            over = active == 0 or (active == 1 and bidder is not None) or (
                high is not None and -(-(high + step) // unit) * unit > cap)
        if not over:
            return None
        return (bidder, high) if bidder is not None and high is not None else (None, 0)

    def play(self, hand: JsonObject, side: tuple[str, ...]) -> tuple[int, int] | None:
        """(the bidder's side, the other side) counted from the hand's discard and tricks; None while tricks are
        still to come.  Every Money card is checked as ``MillionHand`` checks it: a Money card, no more of
        each than the packs hold, and all of them, once the hand is complete, the money in play."""
        setup = self.setup
        if "trump" in hand and (type(hand["trump"]) is not str or hand["trump"] not in self.trumps):
            raise _Declined
        cards: JsonArray = []
        if "discarded_money" in hand:
            discarded = hand["discarded_money"]
            if type(discarded) is not list or len(discarded) > 3:
                raise _Declined
            cards += discarded
        tricks = hand.get("tricks", _NONE)
        if type(tricks) is not list or len(tricks) > setup.tricks_per_hand or (tricks and "trump" not in hand):
            raise _Declined
        whole = len(tricks) == setup.tricks_per_hand
        try:
            won = self.count_tricks(tricks, cards)
            money = sum(cards)  # type: ignore[arg-type]  # (a text, null, list or object among them raises TypeError)
            # A whole hand's cards, each no more often than the packs hold it, add up to the money in play only
            # if they are every card of the packs: one sort and one comparison (a float passes, not its sum).
            exact = whole and sorted(cards) == self.pack  # type: ignore[type-var]  # (TypeError: not all numbers)
        except TypeError:
            raise _Declined from None
        if type(money) is not int:  # a float among them
            raise _Declined
        if not whole:
            counts = [cards.count(value) for value in MONEY_VALUES]  # (anything else, True too, is none of them)
            if sum(counts) != len(cards) or max(counts) > self.each:
                raise _Declined
            return None
        if not exact:
            raise _Declined
        mine = sum([won[seat] for seat in side])
        return mine, sum(won.values()) - mine

    def count_tricks(self, tricks: JsonArray, cards: JsonArray) -> dict[str, int]:
        """What each seat's tricks are worth (a Bull doubles, a Bear last cancels); each trick's Money cards
        are put in ``cards`` for the caller to check at once (a card that is no number raises TypeError).

        The loop a long record spends its time in: a trick's value is ``sum`` at C speed, no loop per card."""
        room, packs, superset, add = self.setup.cards_per_trick, self.setup.packs, _TRICK_KEYS.issuperset, cards.extend
        won = dict.fromkeys(self.seats, 0)
        specials = dict.fromkeys(_SPECIALS, 0)
        winner: JsonValue
        money: JsonValue
        bull_bear: JsonValue
        for trick in tricks:
            if type(trick) is not dict:
                raise _Declined
            if len(trick) == 2 and "bull_bear" not in trick:  # the usual trick: its winner and Money cards
                try:
                    winner, money, bull_bear = trick["winner"], trick["money"], _NONE
                except KeyError:
                    raise _Declined from None
            elif superset(trick):
                winner, money, bull_bear = trick.get("winner"), trick.get("money"), trick.get("bull_bear", _NONE)
            else:
                raise _Declined
            if winner not in won or type(money) is not list or type(bull_bear) is not list:  # (won's keys: texts)
                raise _Declined
            if len(money) + len(bull_bear) > room:
                raise _Declined
            add(money)
            value: int = sum(money)  # type: ignore[arg-type]  # (checked with every card by the caller)
            if bull_bear:
                for special in bull_bear:
                    if type(special) is not str or special not in specials or specials[special] == packs:
                        raise _Declined
                    specials[special] += 1
                value = 0 if bull_bear[-1] == "bear" else value << bull_bear.count("bull")
            won[winner] += value
        return won
