"""Lifetime tallies: what one finished hand adds to a player's or a side's record.

The store keeps the games and the service adds them up; what a hand is worth
to a tally (a bid made, a set-back, what was captured, a game's own
measures) is a fact of the game, so each game module answers it
through ``tally_hand`` and ``TALLY_MEASURES``.  The hands are the score
report's (``score_report(game)["hands"]``), plain JSON data.
"""

from __future__ import annotations

from typing import Any, Mapping, NotRequired, TypedDict

from scorekeeper.jsontypes import JsonObject

Tally = dict[str, int]
"""What the hands add to (``tally_hand``'s first argument): while hands are counted every measure is a whole
count ("none yet" is 0 here: the largest set-back; the rates and ratios are worked out only at the end)."""
Measure = int | float | None  # a finished measure: a count, a rate or mean (61.5), or None for "none yet"
Measures = dict[str, Measure]  # one finished tally, per measure
# A hand of ``score --json`` (plain JSON), read as each game wrote it.  Any kept at this JSON boundary: every
# game's ``tally_hand`` reads its own report's nesting directly, and JsonValue would make each read narrow first.
HandReport = Mapping[str, Any]


class PlayerTallies(TypedDict):
    """One player's line of the tallies: who, their totals over every game, and each game's finished tally."""

    id: str
    name: str
    games_played: int
    games_finished: int
    games_won: int
    by_kind: dict[str, Measures]
    rating: NotRequired[dict[str, float] | None]  # OpenSkill mu and sigma over every game counted (scorekeeper.season)


SideTallies = dict[str, Measure | str | list[str]]
"""A fixed side's tally: its ``players`` (ids) and ``names`` (lists), its game ``kind``, then its measures
(flat, as ``stats --json`` prints them); read the first three with ``side_list`` and ``side_kind``."""


def side_list(side: SideTallies, key: str) -> list[str]:
    """The side's ``players`` (ids) or ``names``, in the order shown."""
    found = side[key]
    return [str(n) for n in found] if isinstance(found, list) else []


def side_kind(side: SideTallies) -> str:
    return str(side["kind"])


class LifetimeTallies(TypedDict):
    """Every player's and every fixed side's tallies, as the service answers and ``stats --json`` prints them."""

    players: list[PlayerTallies]
    partnerships: list[SideTallies]
    games_counted: NotRequired[int]  # set once the store's games are all read (``store_tallies``)
    games_skipped: NotRequired[list[str]]  # ids of the stored games that could not be counted (the rules refuse them)
    games_skipped_why: NotRequired[dict[str, str]]  # each of those ids -> why, in one line
    evenings: NotRequired[list[JsonObject]]  # ``stats --evenings``: each evening, oldest first


def tally_bid_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool) -> None:
    """A hand that was bid for: the bidder's bid made or set back, and what each side captured, the
    defenders' count as much as the bidders' (one meaning of "captured" for every game)."""
    if hand.get("bidder") is None:
        return
    if as_bidder:
        tally["hands_bid"] += 1
        tally["_bid_sum"] += hand["bid"]
        if hand["made"]:
            tally["bids_made"] += 1
        elif hand["bid"] > tally["largest_set_back"]:  # 0: no set-back yet (a bid is never 0)
            tally["largest_set_back"] = hand["bid"]
    if on_bid_side:
        tally["total_captured"] += hand.get("bidder_count", 0)
    elif "other_count" in hand:
        tally["total_captured"] += hand["other_count"]
