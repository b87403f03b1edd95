"""The exact-bid variation's correction editors: the trump turned up, everyone's bids, the tricks taken."""

from __future__ import annotations

from typing import Any

from scorekeeper.rules import Event, Game, TrumpNamed
from scorekeeper.games.exact_bid import BidsMade, TricksCounted

from scorekeeper.ui.corrections import Builder, per_player_editor, trump_editor


def running(game: Game, hand: Any) -> str | None:
    return None  # a deal is entered whole


def describe(game: Game, hand: Any, index: int, event: Event) -> str | None:
    return None  # the shared wording says bids and tricks


BUILDERS: dict[type, Builder] = {
    TrumpNamed: trump_editor,
    BidsMade: per_player_editor,
    TricksCounted: per_player_editor,
}
