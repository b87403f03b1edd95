"""Spades' part of the new-game screen: the fixed partners, sitting opposite (the house rules are shown
from the settings' labels and meanings; the losing score may be left empty: never)."""

from __future__ import annotations

from typing import Mapping

from scorekeeper.jsontypes import JsonValue
from scorekeeper.ui.games.partners import OppositePartnersSetup
from scorekeeper.ui.setup_context import TypedSetting, parse_optional_number
from scorekeeper.words import N_


class SpadesSetup(OppositePartnersSetup):
    """The partners opposite; the bag penalty hidden while bags are off."""

    def hidden(self, shown: Mapping[str, JsonValue]) -> set[str]:
        """The bag penalty means nothing with bags off."""
        return {"bag_penalty"} if shown.get("bag_limit") == 0 else set()


SETUP = SpadesSetup(
    first_to_act=N_("bids first"),
    # The players screen: this game's words for the shared tallies (None: a tally that means nothing where everyone
    # bids), and its own measures where a player looks for them.
    record_labels={"hands_bid": N_("Hands played"), "total_captured": N_("Tricks taken"), "bids_made": None,
                   "bids_made_pct": None, "average_winning_bid": None, "largest_set_back": None},
    record_order=("games_played", "games_won", "hands_bid", "nils_bid", "nils_made", "nils_made_pct", "bags",
                  "bags_per_game", "total_captured", "points"),
    typed={"lose_at": TypedSetting(parse_optional_number)})  # the losing score, or none
