"""The exact-bid variation's words: for its own facts, and the sentences its verdicts are said in."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.i18n.translate import Counted
from scorekeeper.words import _, add_words, ChoiceWords, Labels

from .facts import ExactResult

add_words({ExactResult.EXACT: _("EXACT"), ExactResult.NOBODY_EXACT: _("NOBODY EXACT")})

# Each setting's label on the new-game screen (its one-line meaning is SETTING_HELP).
SETTING_LABELS: Mapping[str, str] = Labels({"start_cards": _("Cards in the first deal"), "colors": _("Color names")})
SETTING_CHOICES: Mapping[str, list[tuple[object, str]]] = ChoiceWords({})

NOBODY = _("nobody")
BIDS_PROMPT = Counted("Deal {number}: {cards} card each · everyone bids",
                      "Deal {number}: {cards} cards each · everyone bids")
TRICKS_PROMPT = _("Deal {number}: enter the tricks each player took ({cards} in all)")
MOST_POINTS = Counted("{players} has the most points after the last deal: {points}",
                      "{players} have the most points after the last deal: {points}")
VERDICT = Counted("Deal {number} ({cards} card): exact: {players}",
                  "Deal {number} ({cards} cards): exact: {players}")
EXACT_LINE = _("{player}: bid {bid}, took {took}: exact → {bid} + {bonus} = {score}")
MISSED_LINE = _("{player}: bid {bid}, took {took} → {took}")
