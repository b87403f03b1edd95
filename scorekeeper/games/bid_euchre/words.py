"""Bid Euchre's words: its settings, the moon, the sentences its hands are said in (whole sentences with named
placeholders, so a translation can put the words in its own order)."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.suits import suit_word
from scorekeeper.words import REACHED as REACHED, ChoiceWords, Labels, _, figures_from

SETTING_LABELS: Mapping[str, str] = Labels({
    "min_bid": _("Lowest bid"), "all_pass": _("Everyone passes"), "moon": _("Moon (alone for all six)"),
    "target": _("Target"), "win_by": _("Who may win"),
})
SETTING_CHOICES: Mapping[str, list[tuple[object, str]]] = ChoiceWords({
    "min_bid": figures_from(1, 6),  # every lowest bid the record accepts (a moon is above six)
    "all_pass": [("dealer_takes", _("Dealer is stuck and must bid")), ("redeal", _("Redeal"))],
    "moon": [(12, _("Worth 12 (−12 if it fails)")), (None, _("Not played"))],
    "win_by": [("made_or_set", _("Only after making the bid or setting the bidders")),
               ("any", _("Any side at the target (the bidders first)"))],
})

MOON_WORD, NO_TRUMP = _("moon"), _("No trump")
TRICKS_WHAT = _("tricks")
COUNT_LINE = _("The bidding side took {count} tricks")  # a correction's line, a sentence as every other
TRICKS_PROMPT = _("{bidder} bid {bid} · how many tricks did {side} take?")
BID_HEAD = _("{bidder} bid {bid}")
BID_TRUMP = _("{bidder} bid {bid}; trump {trump}")
TRICK_LINE = _("Trick {number}: {winner}")
MADE_IT = _("{side} bid {bid} and took {took}: made, +{took}; {others} +{other}")
SET = _("{side} bid {bid} and took {took}: set, −{bid}; {others} +{other}")
MOON_MADE = _("{side} shot the moon and took all six: +{value}")
MOON_FAILED = _("{side} shot the moon and took {took}: −{value}; {others} +{other}")
MADE_OUT = _("{side} made the bid and reached {points} (target {target})")
SET_OUT = _("{side} set the bidders and reached {points} (target {target})")


def bid_text(bid: int) -> str:
    """A bid as the table says it: "4", or "moon" for the bid above six."""
    return str(MOON_WORD) if bid == 7 else number(bid)


def trump_word(trump: str | None) -> str:
    return str(NO_TRUMP) if trump == "no_trump" else suit_word(trump)
