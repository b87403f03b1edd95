"""Make-a-Million's words: for its own facts, and the sentences its verdicts are said in.

Whole sentences with named placeholders (see ``scorekeeper.words``), so a
translation can put the words in its own order.
"""

from __future__ import annotations

from scorekeeper.words import _, add_words

from .facts import MillionResult

add_words({MillionResult.MISDEAL: _("MISDEAL")})

MISDEAL = _("Misdeal called by {player}: {dealer} deals again")
IN_PROGRESS = _("In progress: {side} {count} of the bid {bid} so far; {others} {other_count}")
MADE_IT = _("{side} made it: count {count} ≥ bid {bid} → +{count}; {others} +{other_count}")
BID_REACHED = _("bid of {bid} reached")
SET_BACK = _("{side} set back: count {count} < bid {bid} → {loss}; {others} +{other_count}")
