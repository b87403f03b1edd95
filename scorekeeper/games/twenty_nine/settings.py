"""Twenty-nine's settings and pack: docs/rules.md section 2 (the defaults, what each means)."""

from __future__ import annotations

from typing import Mapping, Sequence

from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules.settings import (EMPTY_OR_BID, Setting, declared, merge, require_bool, require_int,
                                        require_optional_int, require_players, setting_int)
from scorekeeper.words import N_, _

KIND = "twenty-nine"
TITLE = N_("Twenty-nine")  # a str (the interface), translated where shown
PLAYER_COUNTS: tuple[int, ...] = (4,)
SUITS = ["hearts", "diamonds", "clubs", "spades"]
CARD_POINTS = {"J": 3, "9": 2, "A": 1, "10": 1}  # K, Q, 8, 7 count nothing
RANKS = ["J", "9", "A", "10", "K", "Q", "8", "7"]
TRICKS = 8
ROYALS_SHIFT = 4

DEFAULTS, SETTING_HELP = declared({
    "min_bid": Setting(15, _("The lowest bid (15, or 16 as many tables play)")),
    "last_trick_point": Setting(True, _("The last trick is worth 1 point (29 in all; else 28)")),
    "double_from": Setting(None, _("Bids of this or more win or lose 2 game points (empty: never)")),
    "target": Setting(6, _("Game points that win (a side at minus this loses)")),
})


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    require_players(players, PLAYER_COUNTS,
                    N_("Twenty-nine is played by 4 players (two sides of two), not {n}"))
    s = merge(DEFAULTS, given, TITLE)
    require_bool(s, "last_trick_point")
    most = pack_points(s)
    require_int(s, "min_bid", 1, most)
    low = setting_int(s, "min_bid")
    require_optional_int(s, "double_from", low, most, EMPTY_OR_BID)
    require_int(s, "target", 1, 100)
    return s


def pack_points(settings: Mapping[str, JsonValue]) -> int:
    return 29 if settings["last_trick_point"] else 28
