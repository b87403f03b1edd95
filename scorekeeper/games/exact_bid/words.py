"""The exact-bid variation's words: for its own facts, and the sentences its verdicts are said in."""

from __future__ import annotations

from scorekeeper.words import _, add_words

from .facts import ExactResult

add_words({ExactResult.EXACT: _("EXACT"), ExactResult.NOBODY_EXACT: _("NOBODY EXACT")})

NOBODY = _("nobody")
VERDICT_ONE_CARD = _("Deal {number} (1 card): exact: {players}")
VERDICT = _("Deal {number} ({cards} cards): exact: {players}")
EXACT_LINE = _("{player}: bid {bid}, took {took}: exact → {bid} + {bonus} = {score}")
MISSED_LINE = _("{player}: bid {bid}, took {took} → {took}")
