"""Auction Pitch's words: the four points, its settings' choices, the sentences its hands are said in.

Whole sentences with named placeholders (see ``scorekeeper.words``), so a translation can put the
words in its own order.
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.suits import suit_word as suit_word
from scorekeeper.i18n.translate import Counted
from scorekeeper.words import _, ChoiceWords, Labels
from scorekeeper.words import POINT_LINE as POINT_LINE, POINT_WORDS as POINT_WORDS  # the family's points

SETTING_LABELS: Mapping[str, str] = Labels({
    "partnership": _("Partners"), "min_bid": _("Lowest bid"), "dealer_match": _("Dealer may equal the bid"),
    "all_pass": _("Everyone passes"), "smudge": _("Smudge (bid 5)"), "target": _("Target"),
    "going_out": _("Going out"),
})
SETTING_CHOICES: Mapping[str, list[tuple[object, str]]] = ChoiceWords({
    "partnership": [("none", _("Each for himself")), ("fixed", _("Two fixed sides, partners opposite"))],
    "min_bid": [(2, _("2")), (1, _("1 (old rules)"))],
    "all_pass": [("dealer_takes", _("Dealer must bid")), ("redeal", _("Redeal"))],
    "smudge": [("off", _("Off: 4 is the top bid")), ("five", _("Worth 5 (−5 if it fails)")),
               ("wins", _("Wins the game at once"))],
    "going_out": [("points_order", _("Bidder first, then High, Low, Jack, Game")),
                  ("bidder_only", _("Only the bidder goes out"))],
})

POINT_PROMPT = {
    "high": _("{bidder} pitched {bid} · who took High?"),
    "low": _("{bidder} pitched {bid} · who took Low?"),
    "jack": _("{bidder} pitched {bid} · who took the Jack of trumps?"),
    "game": _("{bidder} pitched {bid} · who took Game?"),
}
NOBODY_LINE = {"jack": _("Jack: nobody (not dealt)"), "game": _("Game: nobody (tied)")}
NOBODY_BUTTON = {"jack": _("Not out"), "game": _("Tied")}
POINTS_WHAT, ALL_TRICKS_WHAT = _("the points"), _("all six tricks")
SMUDGE_WORD = _("smudge")

MADE_IT = Counted("{side} made it: took {took} ≥ bid {bid} → +{took} point",
                  "{side} made it: took {took} ≥ bid {bid} → +{took} points")
SET_BACK = Counted("{side} set back: took {took} < bid {bid} → −{bid}",
                   "{side} set back: took {took} < bid {bid} → −{bid}")
SMUDGE_MADE = _("{side} made the smudge: all four points and all six tricks → +{five}")
SMUDGE_FAILED = _("{side} failed the smudge: took {took} points, not every point and every trick → −{five}")
OTHERS_SCORE = Counted("{side} +{points} point", "{side} +{points} points")
EXPLAIN_HEAD = _("{bidder} pitched {bid}; trump {trump}")
PITCHED = _("{bidder} pitched {bid}")  # the head of the dispute view when trump was not entered
ALL_TRICKS_LINE = _("{side} took all six tricks")

BIDDER_OUT = _("{side} made the bid and went out: {points} (target {target})")
SMUDGE_OUT = _("{side} made the smudge: the game is won at once")
GOING_OUT_STEP = _("Going out, counted in order: {point} to {side} → {total} of {target}")
POINT_OUT = _("{side} went out first with {point}: {points} (target {target})")


def bid_text(bid: int) -> str:
    """A bid as the table says it: "3", or "smudge" for the bid of 5."""
    return str(SMUDGE_WORD) if bid == 5 else number(bid)
