"""Lifetime tallies: what one finished hand adds to a player's or a side's record.

The store keeps the games and the service adds them up; what a hand is worth
to a tally (a bid made, a set-back, what was captured, a game's own
measures) is a fact of the game, so each game module answers it
through ``tally_hand`` and ``TALLY_MEASURES``.  The hands are the score
report's (``score_report(game)["hands"]``), plain JSON data.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, NotRequired, Sequence, TypedDict

from scorekeeper.jsontypes import JsonObject, JsonValue

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
    win_pct: NotRequired[float | None]  # games won of those finished, in per cent (None: none finished)
    current_streak: NotRequired[int]  # finished games won in a row, up to the last one counted
    longest_streak: NotRequired[int]  # the most finished games won in a row
    last_played: NotRequired[str | None]  # when their last hand counted ended (ISO 8601 with its offset)


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
    together: NotRequired[list[JsonObject]]  # partners: pairs who shared a side, across every game they played together
    head_to_head: NotRequired[list[JsonObject]]  # pairs who played against each other, across every game


def tally_bid_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool,
                   seats: Sequence[str] = ()) -> None:
    """A hand that was bid for: the bidder's bid made or set back, and what each side captured, the
    defenders' count as much as the bidders' (one meaning of "captured" for every game).

    A side's capture is its line's, counted once: where the hand has ``taken_by`` (see
    :func:`taken_by_keys`) one partner (``seats`` of one) is credited only what he took himself, never the
    side's count, which would credit it to each partner again; and only in a hand whose count his side's line
    has (a report without ``other_count`` gives the defenders none: its partners, like its sides, count the
    hands they bid), so the partners' own lines never add up to more than their side's."""
    if hand.get("bidder") is None:
        return
    if as_bidder:
        tally["hands_bid"] += 1
        tally["_bid_sum"] += hand["bid"]
        if hand["made"]:
            tally["bids_made"] += 1
        elif hand["bid"] > tally["largest_set_back"]:  # 0: no set-back yet (a bid is never 0)
            tally["largest_set_back"] = hand["bid"]
    side_counted = on_bid_side or "other_count" in hand  # a game whose report has no defenders' count: none
    if len(seats) == 1 and "taken_by" in hand:  # one partner: what the record says he took himself
        tally["total_captured"] += (hand["taken_by"] or {}).get(seats[0], 0) if side_counted else 0
    elif on_bid_side:
        tally["total_captured"] += hand.get("bidder_count", 0)
    elif "other_count" in hand:
        tally["total_captured"] += hand["other_count"]


def points_by_winner(tricks: Iterable[tuple[str, int]]) -> dict[str, int]:
    """What each player took: the points of the tricks he won, from (winner, points) pairs."""
    taken: dict[str, int] = {}
    for winner, points in tricks:
        taken[winner] = taken.get(winner, 0) + points
    return taken


def taken_by_keys(partnered: bool, taken: Mapping[str, int] | None) -> JsonObject:
    """What the tallies read of a hand played with partners beyond its report: ``taken_by``, each player's own
    capture where the record says who took what (``taken``), or None where it gives only the side's count, so
    that nothing of it is credited to either partner's own line (the side's line has it). A hand without
    partners adds nothing: a player alone is credited his side's count, which is his own."""
    if not partnered:
        return {}
    return {"taken_by": None if taken is None else dict[str, JsonValue](taken)}
