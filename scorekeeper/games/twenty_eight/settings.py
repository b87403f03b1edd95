"""Twenty-eight's settings and pack: docs/rules.md section 8 (the defaults, what each means)."""

from __future__ import annotations

from typing import Mapping, Sequence

from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules.settings import (EMPTY_OR_BID, Setting, declared, merge, require_bool, require_choice, require_int,
                                        require_optional_int, require_players, setting_int)
from scorekeeper.words import N_, _

KIND = "twenty-eight"
TITLE = N_("Twenty-eight")
PLAYER_COUNTS: tuple[int, ...] = (4,)
PACK_POINTS = 28  # J 3, 9 2, A 1, 10 1 in each suit; no point for the last trick
TRICKS = 8
PAIR_SHIFT = 4
OVER_PARTNER = 20  # the least bid over one's own partner
OTHER_GAMES_SETTINGS_IGNORED = True  # spec: "keys of other games are ignored" (a misspelt key is still refused)

DEFAULTS, SETTING_HELP = declared({
    "min_bid": Setting(14, _("The lowest bid, which the first speaker must make (14, or 16)")),
    "direction": Setting("anticlockwise",
                         _("Bidding, play and the deal go anticlockwise (the dealer's right first), or clockwise")),
    "pass_final": Setting(False, _("A player who passed is out of the auction (else he may bid again)")),
    "pair": Setting(True, _("King and Queen of trump in one hand move the target by 4")),
    "double_from": Setting(None, _("Bids of this or more win or lose 2 game points (empty: never)")),
    "fail_extra": Setting(0, _("A failed bid loses this many game points more than it would have won")),
    "doubling": Setting(False, _("The bidder's opponents may double and the bidding side redouble (×2, ×4)")),
    "target": Setting(6, _("Game points that win (a side at minus this loses)")),
    "max_hands": Setting(None, _("Play this many hands; then the side with more game points wins (empty: no limit)")),
})


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    """The defaults of section 8 overlaid with ``given``, each checked."""
    require_players(players, PLAYER_COUNTS,
                    N_("Twenty-eight is played by 4 players (two sides of two), not {n}"))
    s = merge(DEFAULTS, given, TITLE)
    require_int(s, "min_bid", 1, PACK_POINTS)
    require_choice(s, "direction", ("anticlockwise", "clockwise"))
    for name in ("pass_final", "pair", "doubling"):
        require_bool(s, name)
    low = setting_int(s, "min_bid")
    require_optional_int(s, "double_from", low, PACK_POINTS, EMPTY_OR_BID)
    require_int(s, "fail_extra", 0, 10)
    require_int(s, "target", 1, 100)
    require_optional_int(s, "max_hands", 1, 1000)
    return s


def anticlockwise(settings: Mapping[str, JsonValue]) -> bool:
    return settings["direction"] == "anticlockwise"
