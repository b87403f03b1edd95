"""Pedro's words: its settings, the six counting cards, each verdict as one whole sentence.

Whole sentences with named placeholders (see ``scorekeeper.words``); the rules answer with facts."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.i18n.suits import suit_word as suit_word
from scorekeeper.i18n.translate import LazyText
from scorekeeper.words import REACHED as REACHED, ChoiceWords, Labels, _, figures_from

SETTING_LABELS: Mapping[str, str] = Labels({
    "min_bid": _("Lowest bid"), "all_pass": _("Everyone passes"), "scoring": _("Scoring"), "target": _("Target"),
})
SETTING_CHOICES: Mapping[str, list[tuple[object, str]]] = ChoiceWords({
    "min_bid": figures_from(1, 14, {1: _("1 (old rules)")}),  # every lowest bid the record accepts
    "all_pass": [("dealer_takes", _("Dealer must bid")), ("redeal", _("Redeal"))],
    "scoring": [("each", _("Each side scores its points")), ("difference", _("Only the difference scores"))],
})

CARD_WORDS: dict[str, LazyText] = {"high": _("High"), "low": _("Low"), "jack": _("Jack"), "game": _("Game"),
                                   "pedro": _("Pedro"), "left_pedro": _("Left Pedro")}
CARD_LINE = _("{card}: {player}")
POINTS_WHAT = _("the points")
POINTS_PROMPT = _("{side} bid {bid} · how many points did they take?")
BID_LINE = _("{bidder} bid {bid}")
BID_TRUMP_LINE = _("{bidder} bid {bid}; trump {trump}")

VERDICTS = {
    ("made", "each"): _("{side} made it: took {took} ≥ bid {bid} → +{ours}; {others} +{theirs}"),
    ("set", "each"): _("{side} set back: took {took} < bid {bid} → −{bid}; {others} +{theirs}"),
    ("made", "difference"): _("{side} made it: {took} to {other}; the difference scores: {side} +{ours}, "
                              "{others} +{theirs}"),
    ("set", "difference"): _("{side} failed: took {took} < bid {bid}; {others} score {other} + {bid} = +{theirs}"),
}

BIDDER_OUT = _("{side} made the bid and went out: {points} (target {target})")


def card_line(card: str, player: str) -> str:
    """Who won a counting card, for the dispute view and the corrections."""
    return CARD_LINE.format(card=CARD_WORDS[card], player=player)
