"""Twenty-nine's words: the sentences its verdicts are said in (whole sentences, a plural form each)."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.i18n.translate import Counted
from scorekeeper.words import _, ChoiceWords, Labels

# Each setting's label on the new-game screen (its one-line meaning is settings.SETTING_HELP).
SETTING_LABELS: Mapping[str, str] = Labels({"target": _("Target"), "min_bid": _("Lowest bid"),
                                            "last_trick_point": _("Last trick point"),
                                            "double_from": _("Double from bid")})
SETTING_CHOICES: Mapping[str, list[tuple[object, str]]] = ChoiceWords({})

DECLARE_PROMPT = _("{bidder} won the bid at {bid} · names trump")
PLAY_PROMPT = _("Trick {trick} of {tricks} · {leader} leads · target {target}")
REACHED = Counted("{side} reached +{points} game point (target {target})",
                  "{side} reached +{points} game points (target {target})")
FELL = Counted("{side} fell to −{points} game point: {others} win",
               "{side} fell to −{points} game points: {others} win")
TARGET_REACHED = _("target {target} reached")
MADE_IT = Counted("{side} made it: {count} ≥ target {target} → +{stake} game point",
                  "{side} made it: {count} ≥ target {target} → +{stake} game points")
SET_BACK = Counted("{side} set back: {count} < target {target} → −{stake} game point",
                   "{side} set back: {count} < target {target} → −{stake} game points")
