"""Sixty-six's words: how a deal was won, each verdict as one whole sentence with its game points, the lines of
the dispute view, the settings' labels.  The rules answer with facts; these are the words for them."""

from __future__ import annotations

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.suits import suit_word as suit_word
from scorekeeper.i18n.translate import gettext
from scorekeeper.words import TRUMP_LINE as TRUMP_LINE, Labels, _

HOW_WORDS = {"out": _("Went out"), "played_out": _("Played out"), "closer_failed": _("Closer failed"),
             "false_out": _("False claim")}
"""The four ways a deal is won, as the table's buttons and the outcome word say them."""

SETTING_LABELS = Labels({"target": _("Game points to win")})

MISDEAL = _("Misdeal called by {player}: the same dealer deals again")
MARRIAGE_LINE = _("{player} showed the marriage in {suit} ({points})")
CLOSED_LINE = _("{player} closed the stock")
# One template per way and per number of game points (its plural form too): each sentence said whole, its figures
# in the table's digits.
VERDICTS = {
    ("out", 1): _("{winner} went out; {loser} had {count}: {points} game point"),
    ("out", 2): _("{winner} went out; {loser} had {count}, under {under}: {points} game points"),
    ("out", 3): _("{winner} went out; {loser} took no trick: {points} game points"),
    ("played_out", 1): _("Played out, won by {winner}; {loser} had {count}: {points} game point"),
    ("played_out", 2): _("Played out, won by {winner}; {loser} had {count}, under {under}: {points} game points"),
    ("played_out", 3): _("Played out, won by {winner}; {loser} took no trick: {points} game points"),
    ("closer_failed", 2): _("{loser} closed and failed: {points} game points to {winner}"),
    ("closer_failed", 3): _("{loser} closed and failed before {winner} took a trick: {points} game points to {winner}"),
    ("false_out", 2): _("{loser} claimed {claim} and was short: {points} game points to {winner}"),
    ("false_out", 3): _("{loser} claimed {claim} before {winner} took a trick and was short: {points} game points "
                        "to {winner}"),
}


def verdict(how: str, winner: str, loser: str, count: int, points: int) -> str:
    """A won deal in one sentence: how, the loser's count where it decides, the winner's game points."""
    return VERDICTS[how, points].format(winner=winner, loser=loser, count=number(count), points=number(points),
                                        under=number(33), claim=number(66))


def prompt(deal: int) -> str:
    return gettext("Deal {number}: who won it?").format(number=number(deal))

