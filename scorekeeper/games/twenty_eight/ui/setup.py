"""Twenty-eight's part of the new-game screen: the fixed partners, sitting opposite (the shared section)."""

from __future__ import annotations

from typing import Mapping, Sequence

from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonValue
from scorekeeper.ui.games.partners import OppositePartnersSetup
from scorekeeper.ui.setup_context import TypedSetting, parse_optional_number
from scorekeeper.words import N_


class TwentyEightSetup(OppositePartnersSetup):
    """The partners opposite; the bid that counts double and the number of hands are typed (or left empty)."""

    RECORD_LABELS: Mapping[str, str | None] = {"total_captured": N_("Card points captured")}
    TYPED: Mapping[str, TypedSetting] = {"double_from": TypedSetting(parse_optional_number),
                                         "max_hands": TypedSetting(parse_optional_number)}
    FIRST_TO_ACT = "calls first"

    def dealer_line(self, dealer: str, seats: Sequence[str], shown: Mapping[str, JsonValue]) -> str | None:
        """Anticlockwise (the default) the player on the dealer's right calls first; clockwise, the left."""
        if shown.get("direction", "anticlockwise") != "anticlockwise":
            return None
        first = seats[(list(seats).index(dealer) - 1) % len(seats)]
        return gettext("{dealer} deals; {first}, on the dealer's right, calls first").format(dealer=dealer, first=first)


setup = TwentyEightSetup()
