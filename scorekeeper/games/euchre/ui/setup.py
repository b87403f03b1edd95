"""Euchre's part of the new-game screen: the fixed partners, sitting opposite (the house rules are shown from
the settings' labels and meanings)."""

from __future__ import annotations

from scorekeeper.ui.games.partners import OppositePartnersSetup
from scorekeeper.words import N_

SETUP = OppositePartnersSetup(
    first_to_act="calls first",
    # The players screen: this game's words for the shared tallies (None: one that means nothing here).
    record_labels={"hands_bid": N_("Trump made"), "bids_made": N_("Made (3 tricks or more)"),
                   "bids_made_pct": N_("Made %"), "average_winning_bid": None, "largest_set_back": None,
                   "total_captured": None},
    record_order=("games_played", "games_won", "hands_bid", "bids_made", "bids_made_pct", "marches", "euchres",
                  "alone", "points"))
