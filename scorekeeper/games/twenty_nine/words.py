"""Twenty-nine's words: the sentences its verdicts are said in (whole sentences, a plural form each)."""

from __future__ import annotations

from scorekeeper.words import _

TARGET_REACHED = _("target {target} reached")
MADE_IT_ONE = _("{side} made it: {count} ≥ target {target} → +{stake} game point")
MADE_IT = _("{side} made it: {count} ≥ target {target} → +{stake} game points")
SET_BACK_ONE = _("{side} set back: {count} < target {target} → −{stake} game point")
SET_BACK = _("{side} set back: {count} < target {target} → −{stake} game points")
