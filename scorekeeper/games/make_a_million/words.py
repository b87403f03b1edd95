"""Make-a-Million's words: for its own facts, and the sentences its verdicts are said in.

Whole sentences with named placeholders (see ``scorekeeper.words``), so a
translation can put the words in its own order.
"""

from __future__ import annotations

from scorekeeper.words import _, add_words

from .facts import MillionResult

add_words({MillionResult.MISDEAL: _("MISDEAL")})

DECLARE_PROMPT = _("{bidder} won the bid at {bid} · takes the widow, discards and names trump")
PLAY_PROMPT = _("Trick {trick} of {tricks} · {leader} leads")
PARTNERS_PROMPT = _("Who partnered {bidder}? Name the partners to score the hand")
REACHED = _("{winners} reached {score} (target {target})")
BOTH_OVER = _("{winners} reached {score} (target {target}): both sides passed the target and the side that won the "
              "bid wins")
WON_THE_TIE = _("{winners} won the tie at {score}: the side that won the bid wins")
MISDEAL = _("Misdeal called by {player}: {dealer} deals again")
IN_PROGRESS = _("In progress: {side} {count} of the bid {bid} so far; {others} {other_count}")
MADE_IT = _("{side} made it: count {count} ≥ bid {bid} → +{count}; {others} +{other_count}")
BID_REACHED = _("bid of {bid} reached")
SET_BACK = _("{side} set back: count {count} < bid {bid} → {loss}; {others} +{other_count}")
