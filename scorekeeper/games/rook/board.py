"""Rook on the board: the hand in play (the auction, or the bid, trump and the counters so far)."""

from __future__ import annotations

from typing import Any, Callable

from scorekeeper.markup import esc, facts, items, text
from scorekeeper.rules import Game

from .report import faces_text

Fmt = Callable[[int], str]


def in_play(game: Game, hand: Any, fmt: Fmt) -> str:
    auction = hand.auction
    if not auction.over:
        beat = f"{fmt(auction.high_bid)} by {auction.high_bidder}" if auction.high_bid is not None else "no bid yet"
        calls = [esc(f"{p}: {'pass' if a is None else fmt(a)}") for p, a in auction.calls]
        return (text("h2", "Auction", id="play-h")
                + facts([("Bid to beat", beat), ("To call", auction.to_call() or "—"),
                         ("Lowest bid now", fmt(auction.lowest_bid()))], class_="facts")
                + (items("ol", calls, class_="calls", aria_label="Calls so far") if calls else ""))
    mine, other = hand.running_counts()
    needed = game.rules.still_needed(game, hand)
    pairs: list[tuple[str, object]] = [
        ("Bidder", hand.bidder), ("Bid", fmt(hand.bid or 0)), ("Trump", hand.trump or "not named yet"),
        ("Bidding side", game.rules.group_name(game, hand.bidder_side)),
        ("Tricks", f"{len(hand.tricks)} of {hand.deck.tricks}"),
        ("Bidding side has", fmt(mine)), ("Other side has", fmt(other)),
        *([("Still needed", needed.text)] if needed is not None else []),
    ]
    tricks = [esc(f"Trick {i}: {winner} · {faces_text(counters) or 'no counters'}")
              for i, (winner, counters) in enumerate(hand.tricks, 1)]
    return (text("h2", "The hand in play", id="play-h") + facts(pairs, class_="facts")
            + (items("ol", list(reversed(tricks)), reversed=True, class_="tricks", aria_label="Tricks so far, latest first")
               if tricks else ""))
