"""Twenty-nine's part of the new-game screen: the fixed partners, sitting opposite."""

from __future__ import annotations

from scorekeeper.ui.games.partners import OppositePartnersSetup
from scorekeeper.ui.setup_context import TypedSetting, parse_optional_number
from scorekeeper.words import N_

SETUP = OppositePartnersSetup(
    first_to_act=N_("calls first"),
    record_labels={"total_captured": N_("Card points captured")},  # the players screen: this game's words for its tallies
    typed={"double_from": TypedSetting(parse_optional_number)})  # the bid from which a hand counts double, or none
