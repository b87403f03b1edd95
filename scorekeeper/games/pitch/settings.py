"""Auction Pitch's settings: docs/rules.md section 7 (the defaults, what each means)."""

from __future__ import annotations

from typing import Mapping, Sequence

from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules import all_fours
from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.settings import Setting, declared, merge, require_bool, require_choice, require_int, setting_str
from scorekeeper.words import N_, _

KIND = "pitch"
TITLE = N_("Auction Pitch")
PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4, 5, 6, 7)
SUITS = ["hearts", "diamonds", "clubs", "spades"]
POINTS = all_fours.POINTS  # the jack may not be dealt; the game may be tied
SMUDGE = 5  # the bid above four that promises every point and every trick
TOP_BID = 4

DEFAULTS, SETTING_HELP = declared({
    "partnership": Setting("none", _("Each for himself, or four players as two fixed sides (partners opposite)")),
    "min_bid": Setting(2, _("The lowest bid (2; 1 by the old rules)")),
    "dealer_match": Setting(True, _("The dealer may take the bid by equalling the highest bid")),
    "all_pass": Setting("dealer_takes",
                        _("When everyone before the dealer passes: the dealer must bid, or the hand is thrown in")),
    "smudge": Setting("off", _("A bid of 5 promising every point and every trick: off, worth 5, or winning the game")),
    "target": Setting(11, _("Points that win")),
    "going_out": Setting("points_order", _("Who goes out when several pass the target in one hand")),
})


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    """The defaults of section 7 overlaid with ``given``, each checked; a fixed partnership needs four players.

    A key this game does not know is ignored (spec: "keys of other games are ignored"), so a record whose
    ``rules`` carry another game's settings, as a shared template might, still scores."""
    if not 2 <= len(players) <= 7:
        raise RuleError("Auction Pitch is played by 2 to 7 players, not {n}", n=len(players))
    s = merge(DEFAULTS, {k: v for k, v in given.items() if k in DEFAULTS}, TITLE)  # keys of other games: ignored
    require_choice(s, "partnership", ("none", "fixed"))
    require_int(s, "min_bid", 1, 2)
    require_bool(s, "dealer_match")
    require_choice(s, "all_pass", ("dealer_takes", "redeal"))
    require_choice(s, "smudge", ("off", "five", "wins"))
    require_int(s, "target", 1, 1000)
    require_choice(s, "going_out", ("points_order", "bidder_only"))
    if setting_str(s, "partnership") == "fixed" and len(players) != 4:
        raise RuleError("fixed partners need exactly 4 players (seats 1 and 3 against 2 and 4), not {n}", n=len(players))
    return s


def top_bid(settings: Mapping[str, JsonValue]) -> int:
    """Four, or five (the smudge) when the smudge is played."""
    return SMUDGE if setting_str(settings, "smudge") != "off" else TOP_BID


def fixed(settings: Mapping[str, JsonValue]) -> bool:
    return setting_str(settings, "partnership") == "fixed"
