"""Auction.quick_call takes a call exactly as bid/pass_ would, or leaves the auction untouched for them.

A record's replay makes every call through quick_call first; a call it declines goes to
``bid``/``pass_``, which take it or refuse it with their message.  So for any auction and
any call: either quick_call declines and changes nothing, or the auction it leaves is the
one ``bid``/``pass_`` leave, and those would not have refused the call.
"""

from __future__ import annotations

import copy
from functools import lru_cache

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules.auction import Auction, BidRules
from scorekeeper.rules.errors import RuleError

PLAYERS = ("A", "Z", "B", "Y", "C", "X")


def state(auction: Auction) -> tuple[object, ...]:
    return (list(auction.calls), set(auction.passed), auction.high_bidder, auction.high_bid, auction.over,
            auction.late_passes)


@st.composite
def auctions(draw: st.DrawFn) -> Auction:
    """An auction some calls in: each call drawn from the table, taken only if the rules allow it."""
    players = PLAYERS[: draw(st.integers(2, 6))]
    unit = draw(st.sampled_from([1, 5, 5000]))
    opening = unit * draw(st.integers(1, 40))
    rules = BidRules(opening, unit * draw(st.integers(1, 3)), unit, opening + unit * draw(st.integers(0, 30)),
                     draw(st.booleans()))
    auction = Auction(players, draw(st.sampled_from(players)), rules)
    for _ in range(draw(st.integers(0, 12))):
        player, amount = draw(calls(players, unit))
        try:
            auction.bid(player, amount) if amount is not None else auction.pass_(player)
        except RuleError:
            pass
    return auction


@lru_cache(maxsize=None)
def calls(players: tuple[str, ...], unit: int) -> st.SearchStrategy[tuple[str, int | None]]:
    """A call by anyone at the table or not, of any amount; one strategy per table and unit, made once (a
    strategy made anew for each call drawn was checked anew by hypothesis each time: most of the test's CPU),
    so the same calls are drawn as before."""
    amounts = st.one_of(st.none(), st.integers(-2, 60).map(lambda k: k * unit), st.integers(-5, 10**6),
                        st.just(True))
    return st.tuples(st.sampled_from([*players, "Nobody"]), amounts)


@settings(max_examples=400, deadline=None)
@given(auction=auctions(), data=st.data())
def test_quick_call_takes_a_call_as_bid_or_pass_would_or_changes_nothing(auction: Auction, data: st.DataObject) -> None:
    due, low, unit = auction.to_call(), auction.lowest_bid(), auction.rules.unit
    usual = st.tuples(st.just(due or "A"), st.one_of(st.none(), st.integers(-1, 4).map(lambda k: low + k * unit)))
    player, amount = data.draw(st.one_of(usual, calls(auction.players, unit)), label="call")
    slow = copy.deepcopy(auction)
    before = state(auction)
    if not auction.quick_call(player, amount):  # type: ignore[arg-type]  # (True: a JSON true, never an amount)
        assert state(auction) == before
        return
    if amount is None:
        slow.pass_(player)  # raises, failing the test, were the call not allowed
    else:
        slow.bid(player, amount)
    assert state(auction) == state(slow)


def test_a_plain_call_is_taken_quickly_and_a_wrong_one_left_to_the_message() -> None:
    auction = Auction(("A", "Z", "B", "Y"), "Y", BidRules(175_000, 10_000, 5000, 400_000))
    assert auction.quick_call("A", 175_000)
    assert not auction.quick_call("B", 185_000)  # Z's turn
    assert not auction.quick_call("Z", 180_000)  # below the lowest raise, 185,000
    assert not auction.quick_call("Z", 187_500)  # not on the unit
    assert auction.quick_call("Z", None)
    assert auction.calls == [("A", 175_000), ("Z", None)]


def test_a_game_with_its_own_auction_takes_every_call_through_its_own_rules() -> None:
    """Twenty-eight speaks anticlockwise (the dealer's right, S, first) and lets a passed player bid again:
    the plain auction's quick path would take N's call out of turn, and went round a table of passes for ever."""
    from scorekeeper.rules import Game
    from scorekeeper.rules.bid_events import BidMade, Passed

    game = Game.new("twenty-eight", ["N", "E", "S", "W"], "W", {"pass_final": False})
    assert game.why_not(BidMade("N", 14)) == "hand 1, call 1: it is S's turn to call, not N's"
    for call in (BidMade("S", 14), Passed("E"), Passed("N"), Passed("W")):
        game = game.play(call)
    assert game.table.current.auction.over
    assert game.why_not(Passed("Nobody")) == "hand 1, call 5: Nobody is not at this table (N, E, S and W)"
