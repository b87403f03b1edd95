"""Rook's words: for its own facts (counters, trumps, its ending), and the sentences its hands are said in.

Whole sentences with named placeholders (see ``scorekeeper.words``), so a
translation can put the words in its own order.
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.words import _, add_words, ChoiceWords, Labels
from scorekeeper.words import MISDEAL as MISDEAL  # the misdeal's verdict, every game's sentence

from .facts import Counter

add_words({Counter.FIVE: _("5"), Counter.TEN: _("10"), Counter.FOURTEEN: _("14"),
           Counter.ONE: _("1"), Counter.ROOK: _("Rook")})

# Each setting's label on the new-game screen (its one-line meaning is settings.SETTING_HELP).
SETTING_LABELS: Mapping[str, str] = Labels({
    "deck": _("Deck"), "min_bid": _("Lowest bid"), "bid_step": _("Bid step"), "max_bid": _("Highest bid"),
    "nest_to": _("The nest goes to"), "all_points_bonus": _("All-points bonus"), "target": _("Target"),
    "all_pass": _("Everyone passes"), "tie": _("Tie over the target"),
})
# The words for settings that are a choice between a few values (the rules check the value).
SETTING_CHOICES: Mapping[str, list[tuple[object, str]]] = ChoiceWords({
    "deck": [("standard", _("Standard: 41 cards, 120 points")), ("kentucky", _("Kentucky: 45 cards, 1s count 15, 180 points"))],
    "nest_to": [("last_trick", _("The side taking the last trick")), ("bidder", _("The bidder's side"))],
    "all_pass": [("redeal", _("Redeal")), ("dealer_takes", _("Dealer must bid"))],
    "tie": [("play_on", _("The higher wins; an exact tie plays on"))],
})
DECK_NAMES = {"standard": _("standard deck"), "kentucky": _("Kentucky deck")}  # after the title: "Rook, standard deck"
TRUMP_WORDS = {"red": _("Red"), "yellow": _("Yellow"), "black": _("Black"), "green": _("Green")}

DECLARE_PROMPT = _("{bidder} won the bid at {bid} · takes the nest, lays five cards aside and names trump")
PLAY_PROMPT = _("Trick {trick} of {tricks} · {leader} leads · the counters in it, then who took it")
NEST_PROMPT = _("The nest: {bidder} shows {counters} left over ({points} points)")
REACHED = _("{winners} reached {score} (target {target})")
BOTH_OVER = _("{winners} reached {score} (target {target}): both sides passed it and the higher score wins")
IN_PROGRESS = _("In progress: {side} {count} of the bid {bid} so far; {others} {other_count}")
MADE_IT = _("{side} made it: {bid} bid, took {count} → +{count}; {others} +{other_count}")
SET_BACK = _("{side} set back: {bid} bid, took {count} → {loss}; {others} +{other_count}")
BID_REACHED = _("bid of {bid} reached")

# The dispute view: every trick, the nest and the bonus that made each side's count.
EXPLAIN_HEAD = _("{bidder} bid {bid}; trump {trump}; {side} against {others}")
TRUMP_NOT_NAMED = _("not named yet")
TRICK_LINE = _("Trick {number}: {winner} ({side}) {arithmetic}")
TRICK_NO_COUNTERS = _("Trick {number}: {winner} ({side}) no counters")
NEST_TO_LAST_TRICK = _("Nest to {side} ({winner} took the last trick): {arithmetic}")
NEST_TO_BIDDER = _("Nest to {side} (the bidder's side): {arithmetic}")
NEST_EMPTY = _("Nest: no counters")
BONUS_LINE = _("{side} captured every point ({points}): +{bonus} all-points bonus")
SIDE_SUM = _("{side}: {parts} = {total}")
COUNTED = _("Counted at the table (totals only): {side} {count}, {others} {other_count}")
