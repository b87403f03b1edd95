"""The exact-bid variation on the board: everyone's total, and each player's bid and tricks."""

from __future__ import annotations

from typing import Callable

from scorekeeper.markup import el, text
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from .deal import ExactBidDeal

Fmt = Callable[[int], str]


def in_play(game: Game, hand: PlayedHand, fmt: Fmt) -> str:
    assert isinstance(hand, ExactBidDeal)  # this game's board is given this game's deals
    bids, tricks = hand.bids or {}, hand.tricks or {}
    head = text("p", f"{hand.cards} card{'s' * (hand.cards != 1)} each · trump {hand.trump or 'not turned up yet'}")
    if not bids:
        return text("h2", f"Deal {hand.number}", id="play-h") + head + text("p", "Everyone bids now.")
    rows = "".join(el("tr", text("th", p, scope="row") + text("td", bids.get(p, "—")) + text("td", tricks.get(p, "—")))
                   for p in game.players)
    table = el("table", text("caption", "Bids and tricks")
               + el("thead", el("tr", text("th", "Player", scope="col") + text("th", "Bid", scope="col")
                                + text("th", "Took", scope="col"))) + el("tbody", rows), class_="bids")
    return text("h2", f"Deal {hand.number}", id="play-h") + head + table
