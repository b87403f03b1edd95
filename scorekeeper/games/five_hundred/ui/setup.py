"""Five Hundred's part of the new-game screen: the fixed partners, sitting opposite (the house rules are shown
from the settings' labels and meanings; the losing score may be left empty: never)."""

from __future__ import annotations

from scorekeeper.ui.games.partners import OppositePartnersSetup
from scorekeeper.ui.setup_context import TypedSetting, parse_optional_number
from scorekeeper.words import N_

SETUP = OppositePartnersSetup(
    first_to_act="calls first",
    record_labels={"hands_bid": N_("Contracts"), "bids_made": N_("Contracts made"), "bids_made_pct": N_("Made %"),
                   "average_winning_bid": None, "largest_set_back": None, "total_captured": None},
    record_order=("games_played", "games_won", "hands_bid", "bids_made", "bids_made_pct", "made_6", "made_7",
                  "made_8", "made_9", "made_10", "miseres_made", "slams", "points"),
    typed={"lose_at": TypedSetting(parse_optional_number)})  # the losing score, or none
