"""Twenty-nine's words: the sentences its verdicts are said in (whole sentences, a plural form each)."""

from __future__ import annotations

from scorekeeper.words import _

# Each setting's label on the new-game screen (its one-line meaning is settings.SETTING_HELP).
SETTING_LABELS = {"target": _("Target"), "min_bid": _("Lowest bid"), "last_trick_point": _("Last trick point"),
                  "double_from": _("Double from bid")}
SETTING_CHOICES: dict[str, list[tuple[object, str]]] = {}

DECLARE_PROMPT = _("{bidder} won the bid at {bid} · names trump")
PLAY_PROMPT = _("Trick {trick} of {tricks} · {leader} leads · target {target}")
REACHED_ONE = _("{side} reached +{points} game point (target {target})")
REACHED = _("{side} reached +{points} game points (target {target})")
FELL_ONE = _("{side} fell to −{points} game point: {others} win")
FELL = _("{side} fell to −{points} game points: {others} win")
TARGET_REACHED = _("target {target} reached")
MADE_IT_ONE = _("{side} made it: {count} ≥ target {target} → +{stake} game point")
MADE_IT = _("{side} made it: {count} ≥ target {target} → +{stake} game points")
SET_BACK_ONE = _("{side} set back: {count} < target {target} → −{stake} game point")
SET_BACK = _("{side} set back: {count} < target {target} → −{stake} game points")
