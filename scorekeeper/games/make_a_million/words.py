"""Make-a-Million's words: for its own facts, and the sentences its verdicts are said in.

Whole sentences with named placeholders (see ``scorekeeper.words``), so a
translation can put the words in its own order.
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.words import _, ChoiceWords, Labels
from scorekeeper.words import MISDEAL as MISDEAL  # the misdeal's verdict, every game's sentence

# Each setting's label on the new-game screen (its one-line meaning is settings.SETTING_HELP).
SETTING_LABELS: Mapping[str, str] = Labels({
    "target": _("Target"), "opening_bid": _("Opening bid"), "bid_step": _("Bid step"), "bid_unit": _("Bid unit"),
    "max_bid": _("Highest bid"), "all_pass": _("Everyone passes"), "tie": _("Tie at the target"),
    "no_trump": _("No trump allowed"), "bull_bear_any_time": _("Bull and Bear any time"),
    "trump_not_led_until_played": _("Trump not led until played"), "misdeal": _("Misdeal allowed"),
    "colors": _("Color names"), "indian_grouping": _("Indian digit grouping"),
    "both_over": _("When both sides pass the target in the same hand"),
})
# The words for settings that are a choice between a few values (the rules check the value).
SETTING_CHOICES: Mapping[str, list[tuple[object, str]]] = ChoiceWords({
    "all_pass": [("redeal", _("Redeal")), ("dealer_takes", _("Dealer must bid"))],
    "tie": [("play_on", _("Play another hand")), ("bidder", _("Bidder's side wins"))],
    "both_over": [("highest", _("Highest score wins")), ("bidder", _("Bidder's side wins"))],
})

DECLARE_PROMPT = _("{bidder} won the bid at {bid} · takes the widow, discards and names trump")
PLAY_PROMPT = _("Trick {trick} of {tricks} · {leader} leads")
PARTNERS_PROMPT = _("Who partnered {bidder}? Name the partners to score the hand")
REACHED = _("{winners} reached {score} (target {target})")
BOTH_OVER = _("{winners} reached {score} (target {target}): both sides passed the target and the side that won the "
              "bid wins")
WON_THE_TIE = _("{winners} won the tie at {score}: the side that won the bid wins")
IN_PROGRESS = _("In progress: {side} {count} of the bid {bid} so far; {others} {other_count}")
MADE_IT = _("{side} made it: count {count} ≥ bid {bid} → +{count}; {others} +{other_count}")
BID_REACHED = _("bid of {bid} reached")
SET_BACK = _("{side} set back: count {count} < bid {bid} → {loss}; {others} +{other_count}")

# The dispute view (explain): each line a whole sentence.
TRUMP_NOT_NAMED = _("not named yet")
EXPLAIN_HEAD = _("{bidder} bid {bid}; trump {trump}; {side} against {others}")
EXPLAIN_HEAD_CALLED = _("{bidder} bid {bid}; trump {trump}; called {card}; {side} against {others}")
DISCARDED = _("Discarded (out of play): {amounts}")
COUNTED_AT_TABLE = _("Counted at the table (totals only)")
TRICK_BIDDERS = _("Trick {trick}: {winner} (bidder's side) {arithmetic}")
TRICK_OTHERS = _("Trick {trick}: {winner} (other side) {arithmetic}")
SIDE_SUM = _("{side}: {amounts} = {total}")

# The partnership, named in a game's one-line description ("fixed partners").
PARTNERSHIP_WORDS = {"fixed": _("fixed partners"), "called": _("called partners"), "silent": _("silent partners"),
                     "dummy": _("dummy partners")}
NO_TRUMP = _("No trump")  # the choice of a bidder who names no trump
# The partnership modes as the new-game screen's buttons name them.
PARTNERSHIP_CHOICES = {"fixed": _("Fixed"), "called": _("Called"), "silent": _("Silent"), "dummy": _("Dummy")}
