"""Twenty-eight's words: the sentences its verdicts are said in (whole sentences, a plural form each)."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.i18n.suits import suit_word as suit_word
from scorekeeper.i18n.translate import Counted
from scorekeeper.words import _, ChoiceWords, Labels, add_words

from .facts import TwentyEightResult

add_words({TwentyEightResult.FAILED: _("BID FAILED")})

SETTING_LABELS: Mapping[str, str] = Labels({
    "min_bid": _("Lowest bid"), "direction": _("Direction"), "pass_final": _("A pass is final"),
    "pair": _("Pair (K+Q of trump)"), "double_from": _("Double from bid"), "fail_extra": _("Extra loss on a failed bid"),
    "doubling": _("Double and redouble"), "target": _("Target"), "max_hands": _("Number of hands"),
})
SETTING_CHOICES: Mapping[str, list[tuple[object, str]]] = ChoiceWords({
    "direction": [("anticlockwise", _("Anticlockwise (the dealer's right first)")),
                  ("clockwise", _("Clockwise (the dealer's left first)"))],
})

PAIR_WHAT, DOUBLE_WHAT, TRICK_WHAT, COUNT_WHAT = _("the pair"), _("a double"), _("trick"), _("count")
NOT_NAMED = _("not named yet")

FELL = Counted("{side} fell to −{points} game point: {others} win",
               "{side} fell to −{points} game points: {others} win")
MORE_AFTER = _("After {hands} hands {side} lead {points} to {others_points}")

MADE_TIMES = Counted("{side} made it: {count} ≥ target {target} → {base} × {times} = +{stake} game point",
                     "{side} made it: {count} ≥ target {target} → {base} × {times} = +{stake} game points")
FAILED = Counted("{side}'s bid failed: {count} < target {target} → −{stake} game point",
                 "{side}'s bid failed: {count} < target {target} → −{stake} game points")
FAILED_TIMES = Counted("{side}'s bid failed: {count} < target {target} → −{base} × {times} = −{stake} game point",
                       "{side}'s bid failed: {count} < target {target} → −{base} × {times} = −{stake} game points")
FAILED_EXTRA = Counted("{side}'s bid failed: {count} < target {target} → −({base} + {extra}) = −{stake} game point",
                       "{side}'s bid failed: {count} < target {target} → −({base} + {extra}) = −{stake} game points")
FAILED_EXTRA_TIMES = Counted(
    "{side}'s bid failed: {count} < target {target} → −({base} + {extra}) × {times} = −{stake} game point",
    "{side}'s bid failed: {count} < target {target} → −({base} + {extra}) × {times} = −{stake} game points")

TARGET_AFTER_PAIR = _("{target} (bid {bid}, moved by the pair)")  # the target a verdict compares with, a pair shown
PAIR_OWN = _("Pair shown by {player} (bidding side: target −{shift}, within {low}–{high}) → target {target}")
PAIR_OTHER = _("Pair shown by {player} (other side: target +{shift}, within {low}–{high}) → target {target}")
DOUBLED_LINE = _("Doubled by {player}: ×2")
REDOUBLED_LINE = _("Redoubled by {player}: ×4")
