"""The exact-bid variation on the board: everyone's total, and each player's bid and tricks."""

from __future__ import annotations

from typing import Callable

from scorekeeper.games.make_a_million.settings import color_word
from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import Counted
from scorekeeper.markup import el, text
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import _
from .deal import ExactBidDeal

Fmt = Callable[[int], str]

CARDS_EACH = Counted("{count} card each · trump {trump}", "{count} cards each · trump {trump}")
NOT_TURNED_UP, DEAL = _("not turned up yet"), _("Deal {number}")
EVERYONE_BIDS, BIDS_AND_TRICKS = _("Everyone bids now."), _("Bids and tricks")
PLAYER, BID, TOOK = _("Player"), _("Bid"), _("Took")

HAND_WORD = _("Deal")  # the board's frame heads each deal in the word the table uses


def in_play(game: Game, hand: PlayedHand, fmt: Fmt) -> str:
    assert isinstance(hand, ExactBidDeal)  # this game's board is given this game's deals
    bids, tricks = hand.bids or {}, hand.tricks or {}
    trump = color_word(hand.trump) if hand.trump else str(NOT_TURNED_UP)
    head = text("p", CARDS_EACH.of(hand.cards).format(count=number(hand.cards), trump=trump))
    heading = text("h2", DEAL.format(number=number(hand.number)), id="play-h")
    if not bids:
        return heading + head + text("p", str(EVERYONE_BIDS))
    shown = {p: fmt(v) for p, v in bids.items()}, {p: fmt(v) for p, v in tricks.items()}
    rows = "".join(el("tr", text("th", p, scope="row") + text("td", shown[0].get(p, "—")) + text("td", shown[1].get(p, "—")))
                   for p in game.players)
    table = el("table", text("caption", str(BIDS_AND_TRICKS))
               + el("thead", el("tr", text("th", str(PLAYER), scope="col") + text("th", str(BID), scope="col")
                                + text("th", str(TOOK), scope="col"))) + el("tbody", rows), class_="bids")
    return heading + head + table
