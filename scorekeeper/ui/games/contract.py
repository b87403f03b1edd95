"""One line for a hand's contract: who bid what, or the bids of a deal without a bidder.

Kept among the per-game UI pieces because it reads each game's hand in its own terms.
"""

from __future__ import annotations

from typing import Any

from scorekeeper.rules import Game
from scorekeeper.games.make_a_million import card_label  # only a called-partner hand calls a card


def contract_line(game: Game, hand: Any) -> str:
    """Who bid what (or the bids of an exact-bid deal), in words."""
    fmt = game.rules.format_amount(game.settings)
    if not hasattr(hand, "auction"):
        report = hand.report()
        bids, tricks = report.get("bids") or {}, report.get("tricks") or {}
        shown = " · ".join(f"{p} bid {bids[p]}" + (f", took {tricks[p]}" if p in tricks else "")
                           for p in game.players if p in bids)
        trump = getattr(hand, "trump", None)
        head = f"{report.get('cards', '?')} cards each" + (f", trump {trump}" if trump else "")
        return f"{head}: {shown}" if shown else head
    if getattr(hand, "misdeal_by", None) is not None:
        return f"Misdeal called by {hand.misdeal_by}"
    if hand.bidder is None:
        return "Everyone passed"
    trump = getattr(hand, "trump", None)
    trump_text = "" if trump is None else (", no trump" if trump == "none" else f", {trump} trumps")
    called = getattr(hand, "called_card", None)
    called_text = "" if called is None else f", called {card_label(game.settings, called)}"
    return f"{hand.bidder} bid {fmt(hand.bid)}{trump_text}{called_text}"
