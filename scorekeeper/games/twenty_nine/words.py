"""Twenty-nine's words: the sentences its verdicts are said in (whole sentences, a plural form each)."""

from __future__ import annotations

from collections.abc import Mapping

# The suits are every French-pack game's, re-exported for this package's screens and board.
from scorekeeper.i18n.suits import SUIT_WORDS as SUIT_WORDS, suit_word as suit_word
from scorekeeper.i18n.translate import Counted
from scorekeeper.words import _, ChoiceWords, Labels

# Each setting's label on the new-game screen (its one-line meaning is settings.SETTING_HELP).
SETTING_LABELS: Mapping[str, str] = Labels({"target": _("Target"), "min_bid": _("Lowest bid"),
                                            "last_trick_point": _("Last trick point"),
                                            "double_from": _("Double from bid")})
SETTING_CHOICES: Mapping[str, list[tuple[object, str]]] = ChoiceWords({})

# The target a verdict compares with when the royals moved it: the bid is said too, as Twenty-eight says its pair.
TARGET_AFTER_ROYALS = _("{target} (bid {bid}, moved by the royals)")
DECLARE_PROMPT = _("{bidder} won the bid at {bid} · names trump")
FELL = Counted("{others} win: {side} dropped to −{points} game point, the losing score",
               "{others} win: {side} dropped to −{points} game points, the losing score")

# The dispute view (explain): each line a whole sentence.
ROYALS_OWN = _("Royals shown by {player} (bidding side: target −{shift}, within {low}–{high}) → target {target}")
ROYALS_OTHER = _("Royals shown by {player} (other side: target +{shift}, within {low}–{high}) → target {target}")
LAST_TRICK_BIDDERS = _("Trick {trick}: {winner} (bidding side) {points} + {one} (last trick)")
LAST_TRICK_OTHERS = _("Trick {trick}: {winner} (other side) {points} + {one} (last trick)")
