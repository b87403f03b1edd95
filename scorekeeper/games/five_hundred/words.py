"""Five Hundred's words: for its own facts, its bids, and the sentences its prompts and verdicts are said in.

Whole templates with named placeholders (see ``scorekeeper.words``).
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import gettext
from scorekeeper.words import REACHED as REACHED, ChoiceWords, Labels, _, add_words, calls_said as calls_said
from scorekeeper.words import MISDEAL as MISDEAL, THROWN_IN as THROWN_IN  # every bidding game's sentences

from .facts import FiveHundredResult
from .settings import MISERE, OPEN_MISERE

add_words({FiveHundredResult.MADE: _("MADE"), FiveHundredResult.SLAM: _("SLAM"),
           FiveHundredResult.SET_BACK: _("SET BACK"), FiveHundredResult.THROWN_IN: _("THROWN IN"),
           FiveHundredResult.MISDEAL: _("MISDEAL")})

SETTING_LABELS: Mapping[str, str] = Labels({
    "target": _("Target"), "lose_at": _("Lose at"), "win_by": _("Who may win at the target"),
    "bidding": _("Bidding"), "misere": _("Misère bids"), "slam": _("Slam scores 250")})
SETTING_CHOICES: Mapping[str, list[tuple[object, str]]] = ChoiceWords({
    "win_by": [("any", _("Any side at the target")), ("bid", _("Only a side that made its bid"))],
    "bidding": [("rounds", _("Round and round until three pass")), ("once", _("Each player calls once"))],
    "misere": [("after_seven", _("Only over a bid of seven")), ("any_time", _("Any time it ranks higher")),
               ("off", _("No misère"))],
})

SUIT_SIGNS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}


def bid_word(bid: str) -> str:
    """A bid as the table says it: "7♥", "8 NT", "misère", "open misère" (the record's key if not a bid)."""
    if bid == MISERE:
        return gettext("misère")
    if bid == OPEN_MISERE:
        return gettext("open misère")
    if bid.endswith("NT") and bid[:-2].isdigit():
        return gettext("{tricks} no trumps").format(tricks=shown.number(int(bid[:-2])))
    if bid[-1:] in SUIT_SIGNS and bid[:-1].isdigit():
        return f"{shown.number(int(bid[:-1]))}{SUIT_SIGNS[bid[-1]]}"
    return bid


# -- prompts -------------------------------------------------------------------------------------------
AUCTION_FIRST = _("{player} to call · no bid yet")
AUCTION_TO_BEAT = _("{player} to call · bid to beat {bid} ({bidder})")
TRICKS_PROMPT = _("Trick {trick} of {tricks} · {leader} leads · who took it?")

# -- the verdict ---------------------------------------------------------------------------------------
MADE = _("{bidder} {bid} ({value}): {side} took {tricks} of 10: +{points}; {others} +{their}")
SLAM = _("{bidder} {bid} ({value}): {side} took all 10, a slam: +{points}")
SET = _("{bidder} {bid} ({value}): {side} took {tricks} of 10, {needed} needed: −{value}; {others} +{their}")
MISERE_MADE = _("{bidder} {bid}: took no trick: +{value}; {others} score nothing on a misère")
MISERE_LOST = _("{bidder} {bid}: took a trick: −{value}; {others} score nothing on a misère")
IN_PROGRESS = _("In progress: {bidder} {bid}; tricks so far: {side} {tricks}")

# -- the dispute view ----------------------------------------------------------------------------------
CALLS_LINE = _("Calls (from {first}, left of the dealer {dealer}): {calls}")
MISERE_SITS_OUT = _("{partner} sat out the misère of {bidder}")
WINNERS_LINE = _("Trick by trick: {winners}")
SLAM_RULE = _("A slam with a contract worth less than 250 scores 250")

# -- who won -------------------------------------------------------------------------------------------
WENT_OUT = _("{side} made {bid} and reached {points} (target {target})")
FELL = _("{side} fell to {points} (a side at {lose_at} or below loses): {others} win")
