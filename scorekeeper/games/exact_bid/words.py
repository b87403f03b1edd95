"""The exact-bid variation's words: for its own facts, and the sentences its verdicts are said in."""

from __future__ import annotations

from scorekeeper.words import _, add_words

from .facts import ExactResult

add_words({ExactResult.EXACT: _("EXACT"), ExactResult.NOBODY_EXACT: _("NOBODY EXACT")})

# Each setting's label on the new-game screen (its one-line meaning is SETTING_HELP).
SETTING_LABELS = {"start_cards": _("Cards in the first deal"), "colors": _("Color names")}
SETTING_CHOICES: dict[str, list[tuple[object, str]]] = {}

NOBODY = _("nobody")
BIDS_PROMPT_ONE_CARD = _("Deal {number}: 1 card each · everyone bids")
BIDS_PROMPT = _("Deal {number}: {cards} cards each · everyone bids")
TRICKS_PROMPT = _("Deal {number}: enter the tricks each player took ({cards} in all)")
MOST_POINTS_ONE = _("{players} has the most points after the last deal: {points}")
MOST_POINTS = _("{players} have the most points after the last deal: {points}")
VERDICT_ONE_CARD = _("Deal {number} (1 card): exact: {players}")
VERDICT = _("Deal {number} ({cards} cards): exact: {players}")
EXACT_LINE = _("{player}: bid {bid}, took {took}: exact → {bid} + {bonus} = {score}")
MISSED_LINE = _("{player}: bid {bid}, took {took} → {took}")
