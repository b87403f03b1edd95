"""Make-a-Million on the board (every partnership mode): the race and the hand in play.

Everything shown is asked of the rules core (``MillionHand``): the auction,
the sides, the running counts, what the bidder still needs.
"""

from __future__ import annotations

from typing import Callable, Sequence

from scorekeeper.markup import el, esc, facts, items, meter_row, text
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from .hand import MillionHand

from . import DUMMY, NO_TRUMP, trick_arithmetic, trick_value

Fmt = Callable[[int], str]


def trump_name(trump: str | None) -> str:
    if trump is None:
        return "not named yet"
    return "no trump" if trump == NO_TRUMP else trump


def side_name(game: Game, side: Sequence[str]) -> str:
    """The side's name ("A+B", "A+the dummy"): the dummy's seat is named seat by seat, never by
    rewriting a name that holds the word."""
    if not side:
        return "—"
    dummy_game = game.settings.get("partnership") == "dummy"
    return game.rules.group_name(game, ["the dummy" if dummy_game and p == DUMMY else p for p in side])


def in_play(game: Game, hand: PlayedHand, fmt: Fmt) -> str:
    """The auction while it runs; then bidder, bid, trump, tricks and the running counts."""
    assert isinstance(hand, MillionHand)  # this game's board is given this game's hands
    auction = hand.auction
    if not auction.over:
        beat = (f"{fmt(auction.high_bid)} by {auction.high_bidder}" if auction.high_bid is not None
                else "no bid yet")
        calls = [esc(f"{p}: {'pass' if a is None else fmt(a)}") for p, a in auction.calls]
        return (text("h2", "Auction", id="play-h")
                + facts([("Bid to beat", beat), ("To call", auction.to_call() or "—"),
                         ("Lowest bid now", fmt(auction.lowest_bid()))], class_="facts")
                + (items("ol", calls, class_="calls", aria_label="Calls so far") if calls else ""))
    mine, other = hand.running_counts()
    bid = hand.bid or 0
    needed = game.rules.still_needed(game, hand)
    pairs: list[tuple[str, object]] = [
        ("Bidder", hand.bidder), ("Bid", fmt(bid)), ("Trump", trump_name(hand.trump)),
        ("Bidder's side", side_name(game, hand.bidder_side)), ("Against", side_name(game, hand.other_side())),
        ("Tricks", f"{len(hand.tricks)} of {hand.tricks_per_hand}"),
        ("Bidder's side has", fmt(mine)), ("Other side has", fmt(other)),
        *([("Still needed", needed.text)] if needed is not None else []),
    ]
    if hand.phase == "partners":
        pairs.append(("Waiting for", f"the partners of {hand.bidder} to be named"))
    tricks = [esc(f"Trick {i}: {t.winner} · {trick_arithmetic(t.money, t.bull_bear, fmt, game.settings)}")
              if trick_value(t.money, t.bull_bear) or t.money or t.bull_bear else esc(f"Trick {i}: {t.winner} · nothing")
              for i, t in enumerate(hand.tricks, 1)]
    return (text("h2", "The hand in play", id="play-h")
            + el("div", meter_row(side_name(game, hand.bidder_side), f"{fmt(mine)} of the bid {fmt(bid)}",
                                  mine, max(bid, 1)), class_="race")
            + facts(pairs, class_="facts")
            + (items("ol", list(reversed(tricks)), reversed=True, class_="tricks", aria_label="Tricks so far, latest first")
               if tricks else ""))
