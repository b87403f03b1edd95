"""Bid Whist's words: bids said in full, the prompts, each verdict as one whole sentence with its arithmetic, the
settings' labels and choices.  The rules answer with facts ("4NT"); these are the words for them."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.suits import suit_word as suit_word
from scorekeeper.words import TRUMP_LINE as TRUMP_LINE, _, Labels, calls_said as calls_said

SETTING_LABELS: Mapping[str, str] = Labels({
    "target": _("Target"), "lose_at": _("Lose at"), "min_bid": _("Lowest bid"), "jokers": _("Jokers in the pack"),
    "ranking": _("Bids of the same number"), "dealer_match": _("Dealer may match"),
    "all_pass": _("When everyone passes"), "score_made": _("A made bid scores"),
    "no_trump_double": _("No trump doubles"),
})
CHOICE_WORDS = {
    "no_trump_over": _("No trump beats uptown and downtown"), "downtown_over": _("No trump, then downtown, then uptown"),
    "dealer_takes": _("The dealer must bid"), "redeal": _("Thrown in, the deal passes"),
    "books": _("The books over six"), "bid": _("The bid"),
}
KIND_WORDS = {"U": _("{books} uptown"), "D": _("{books} downtown"), "NT": _("{books} no trump")}
KIND_BUTTONS = {"U": _("Uptown"), "D": _("Downtown"), "NT": _("No trump")}
DIRECTION_WORDS = {"uptown": _("No trump, uptown (high cards win)"), "downtown": _("No trump, downtown (low cards win)")}
DIRECTION_BUTTONS = {"uptown": _("Uptown"), "downtown": _("Downtown")}
THROWN_IN = _("Everyone passed: thrown in, the deal passes")
VERDICTS = {
    ("made", "books"): _("{side} bid {bid} and took {books} books: made, {books} − 6 = {points}"),
    ("made", "bid"): _("{side} bid {bid} and took {books} books: made, they score the bid, {points}"),
    ("set", ""): _("{side} bid {bid} and took {books} of the {need} books needed: set, {points}"),
}
DOUBLED = _("{result} (no trump doubles)")
NOT_DOUBLED = _("No trump not doubled")
CALL_FIRST = _("Hand {number}: {player} to call")
CALL_TO_BEAT = _("Hand {number}: {player} to call (the bid to beat: {bid} by {bidder})")
CALL_TO_MATCH = _("Hand {number}: {player} to call (the bid to match or beat: {bid} by {bidder})")  # the dealer, with dealer_match
BOOKS_PROMPT = _("Hand {number}: how many books did {side} take? ({bid}: {need} needed)")
FELL = _("{side} fell to {points} (a side at {lose_at} loses): {others} win")


def bid_words(bid: str) -> str:
    """``"4NT"`` → "4 no trump" in the reader's language."""
    kind = bid.lstrip("0123456789")
    return str(KIND_WORDS[kind]).format(books=number(int(bid[: len(bid) - len(kind)])))
